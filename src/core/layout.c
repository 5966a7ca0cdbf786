/*
 * layout.c — a layered drawing of a directed graph, computed in C so the
 * page only draws (DESIGN.md: JavaScript never lays out a graph).
 *
 * Layers (x): the length of the longest path to a sink, found by peeling
 * sinks off in reverse topological order (Kahn's algorithm on out-degrees).
 * When only cycles remain, the remaining node with the smallest id is
 * placed as if its unplaced successors did not exist, which breaks one
 * cycle, and peeling goes on; so any graph gets a layout and an acyclic one
 * gets the classic longest-path layering with every edge pointing down.
 *
 * Order within a layer (y): start by id, then a few sweeps of the
 * barycentre heuristic (each node moves to the mean place of its
 * neighbours in the layer just swept), which removes most crossings on the
 * small graphs people look at.  Everything is iterative and O((N + M) *
 * sweeps), so a million-node graph costs no stack.
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>

#define SWEEPS 4

typedef struct adjacency {
  uint32_t *start; /* n + 1 offsets */
  uint32_t *next;  /* neighbours */
} adjacency;

/* Compressed rows of `from -> to` (or the reverse). */
static int build(adjacency *a, uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t m) {
  a->start = calloc((size_t)n + 1, sizeof *a->start);
  a->next = malloc((m ? m : 1) * sizeof *a->next);
  if (!a->start || !a->next) return -1;
  for (uint32_t e = 0; e < m; e++) a->start[from[e] + 1]++;
  for (uint32_t v = 0; v < n; v++) a->start[v + 1] += a->start[v];
  uint32_t *fill = malloc(((size_t)n + 1) * sizeof *fill);
  if (!fill) return -1;
  memcpy(fill, a->start, ((size_t)n + 1) * sizeof *fill);
  for (uint32_t e = 0; e < m; e++) a->next[fill[from[e]]++] = to[e];
  free(fill);
  return 0;
}

static void release(adjacency *a) {
  free(a->start);
  free(a->next);
}

typedef struct keyed {
  uint64_t centre; /* the barycentre in 2^-20 units */
  uint32_t place;  /* the old place: ties keep their order */
  uint32_t node;
} keyed;

static int by_key(const void *a, const void *b) {
  const keyed *p = a, *q = b;
  if (p->centre != q->centre) return p->centre < q->centre ? -1 : 1;
  return p->place < q->place ? -1 : p->place > q->place;
}

int gr_layout_layered(uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t m, int32_t *x, int32_t *y,
                      gr_error *err) {
  if (n == 0) return 0;
  for (uint32_t e = 0; e < m; e++)
    if (from[e] >= n || to[e] >= n)
      return gr_error_say(err, GR_ERANGE, &gr_core_texts, CORE_LAYOUT_EDGE, GR_U(e), GR_U(from[e] >= n ? from[e] : to[e]), GR_U(n));
  adjacency out = {0}, in = {0};
  uint32_t *pending = NULL, *queue = NULL, *count = NULL, *layer_start = NULL, *order = NULL;
  bool *placed = NULL;
  keyed *keys = NULL;
  int rc = -1;
  if (build(&out, n, from, to, m) != 0 || build(&in, n, to, from, m) != 0) goto nomem;
  pending = malloc((size_t)n * sizeof *pending);
  queue = malloc((size_t)n * sizeof *queue);
  placed = calloc(n, sizeof *placed);
  if (!pending || !queue || !placed) goto nomem;

  /* Layers: peel sinks; a node's layer is 1 + the highest layer among its placed successors. */
  for (uint32_t v = 0; v < n; v++) {
    pending[v] = out.start[v + 1] - out.start[v];
    x[v] = 0;
  }
  uint32_t head = 0, tail = 0, next_stuck = 0;
  for (uint32_t v = 0; v < n; v++)
    if (pending[v] == 0) queue[tail++] = v;
  for (uint32_t done = 0; done < n;) {
    if (head == tail) { /* only cycles left: break one at the smallest unplaced id */
      while (placed[next_stuck] || pending[next_stuck] == 0) next_stuck++;
      queue[tail++] = next_stuck;
      pending[next_stuck] = 0;
    }
    uint32_t v = queue[head++];
    if (placed[v]) continue;
    placed[v] = true;
    done++;
    for (uint32_t k = out.start[v]; k < out.start[v + 1]; k++)
      if (placed[out.next[k]] && out.next[k] != v && x[out.next[k]] + 1 > x[v]) x[v] = x[out.next[k]] + 1;
    for (uint32_t k = in.start[v]; k < in.start[v + 1]; k++) {
      uint32_t u = in.next[k];
      if (!placed[u] && pending[u] > 0 && --pending[u] == 0) queue[tail++] = u;
    }
  }

  /* Order within layers: bucket by layer, then barycentre sweeps. */
  int32_t layers = 0;
  for (uint32_t v = 0; v < n; v++)
    if (x[v] + 1 > layers) layers = x[v] + 1;
  count = calloc((size_t)layers + 1, sizeof *count);
  layer_start = calloc((size_t)layers + 1, sizeof *layer_start);
  order = malloc((size_t)n * sizeof *order);
  keys = malloc((size_t)n * sizeof *keys);
  if (!count || !layer_start || !order || !keys) goto nomem;
  for (uint32_t v = 0; v < n; v++) count[x[v] + 1]++;
  for (int32_t l = 0; l < layers; l++) layer_start[l + 1] = layer_start[l] + count[l + 1];
  memset(count, 0, ((size_t)layers + 1) * sizeof *count);
  for (uint32_t v = 0; v < n; v++) {
    y[v] = (int32_t)count[x[v]]++;
    order[layer_start[x[v]] + (uint32_t)y[v]] = v;
  }
  for (int sweep = 0; sweep < SWEEPS; sweep++) {
    bool downward = sweep % 2 == 0; /* from the top layer down, then back up */
    for (int32_t step = 1; step < layers; step++) {
      int32_t l = downward ? layers - 1 - step : step;
      uint32_t first = layer_start[l], size = layer_start[l + 1] - first;
      for (uint32_t k = 0; k < size; k++) {
        uint32_t v = order[first + k];
        uint64_t sum = 0, deg = 0;
        /* Neighbours in the layer swept just before (above going down, below going up). */
        const adjacency *side = downward ? &in : &out;
        for (uint32_t e = side->start[v]; e < side->start[v + 1]; e++) {
          uint32_t u = side->next[e];
          if (x[u] == (downward ? l + 1 : l - 1)) {
            sum += (uint64_t)y[u];
            deg++;
          }
        }
        keys[k].centre = deg ? (sum << 20) / deg : (uint64_t)y[v] << 20;
        keys[k].place = k;
        keys[k].node = v;
      }
      qsort(keys, size, sizeof *keys, by_key);
      for (uint32_t k = 0; k < size; k++) {
        order[first + k] = keys[k].node;
        y[keys[k].node] = (int32_t)k;
      }
    }
  }
  rc = 0;
  goto done;
nomem:
  gr_error_nomem(err);
done:
  release(&out);
  release(&in);
  free(pending);
  free(queue);
  free(placed);
  free(count);
  free(layer_start);
  free(order);
  free(keys);
  return rc;
}

/* sin and cos of 2*pi*i/n by their Taylor series around pi (the angle minus
 * pi lies in [-pi, pi)), in 2^40 fixed point with 128-bit products: plenty
 * for a drawing, and no libm. */
void gr_layout_circle(uint32_t n, int32_t r, int32_t *x, int32_t *y) {
  const int64_t one = (int64_t)1 << 40, pi = 3454217652358; /* pi * 2^40, rounded */
  for (uint32_t i = 0; i < n; i++) {
    int64_t t = (int64_t)((__int128)2 * pi * i / n) - pi;
    __int128 t2 = (__int128)t * t / one, term = t;
    int64_t s = 0, c = 0;
    for (int k = 0; k < 20; k++) { /* t^(2k+1) / (2k+1)! */
      s += (int64_t)term;
      term = -term * t2 / one / ((2 * k + 2) * (2 * k + 3));
    }
    term = one;
    for (int k = 0; k < 20; k++) { /* t^(2k) / (2k)! */
      c += (int64_t)term;
      term = -term * t2 / one / ((2 * k + 1) * (2 * k + 2));
    }
    /* sin(angle) = -sin(t), cos(angle) = -cos(t); y grows downwards */
    x[i] = r + (int32_t)((__int128)r * -s / one);
    y[i] = r - (int32_t)((__int128)r * -c / one);
  }
}
