/*
 * drawing.c — the drawing of a graph view, computed in C so the page only
 * draws it (DESIGN.md): the Sugiyama scheme in four passes.
 *
 * 1. Layers.  Nodes are put in an order: a directed graph's sinks first,
 *    peeled in reverse topological order (a cycle is broken at its smallest
 *    id); an undirected one (GR_GRAPH_UNDIRECTED) breadth first from the
 *    root.  A node's layer is one more than the highest layer among its
 *    neighbours earlier in that order (0 without one), so no edge joins two
 *    nodes of one layer: an acyclic graph gets longest-path layers with
 *    every edge pointing down, and the root of an undirected one is layer 0.
 * 2. Dummies.  An edge over k layers gets k - 1 dummy nodes, one per layer
 *    between its ends, so every segment joins neighbouring layers.
 * 3. Order.  Barycentre sweeps, down then up, order each layer by the mean
 *    place of the neighbours in the layer swept before.
 * 4. Coordinates.  Along a layer, items keep their order and are at least
 *    their extents plus a gap apart (a node's extent holds its label, whose
 *    width C knows from its text); a few balancing passes pull each item
 *    towards its neighbours (a forward packing, then a backward one, both
 *    keeping the gaps).  Across layers, each layer is a
 *    band as deep as its widest node.
 *
 * Routing: an edge leaves a node straight across its layer's band, at the
 * node's place, crosses the empty gap to the next band, and so on through
 * its dummies (a bend at each band's edge); as no two items of a band overlap along it, no segment can
 * pass through a node that is not its end, and labels, inside their
 * node's extent, never overlap.
 *
 * Directed graphs run left to right (the highest layer, where play starts,
 * on the left) with labels above the nodes; undirected ones bottom up
 * (GR_GRAPH_UPWARD: the root on the bottom row, Hackenbush's ground) with
 * labels to the right.  Everything is iterative, O((N + M + D) * sweeps)
 * (D dummies, at most GR_DRAW_DUMMIES; past that, edges stay straight).
 * GR_GRAPH_STRAIGHT asks for straight edges from the start: a game graph,
 * whose many long edges (a move may skip many layers) would stack up as
 * dummies and stretch every layer far past its nodes.
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>

enum { RANKS = 1u << 8 }; /* gr_layout_layered's answer instead of coordinates */
enum { SWEEPS = 12, BALANCE = 10, GAP_LR = 14, GAP_UP = 20, LAYER_GAP_LR = 48, LAYER_GAP_UP = 34, DUMMY = 3, LOOP = 14 };

typedef struct rows {
  uint32_t *start; /* count + 1 offsets */
  uint32_t *next;
} rows;

/* Compressed rows from `count` lists given as pairs (a[k] gets b[k]). */
static int rows_build(rows *r, uint32_t count, const uint32_t *a, const uint32_t *b, size_t pairs) {
  r->start = calloc((size_t)count + 2, sizeof *r->start);
  r->next = malloc((pairs ? pairs : 1) * sizeof *r->next);
  if (!r->start || !r->next) return -1;
  for (size_t k = 0; k < pairs; k++) r->start[a[k] + 2]++;
  for (uint32_t v = 0; v < count; v++) r->start[v + 2] += r->start[v + 1];
  for (size_t k = 0; k < pairs; k++) r->next[r->start[a[k] + 1]++] = b[k];
  return 0;
}

static void rows_free(rows *r) {
  free(r->start);
  free(r->next);
}

typedef struct keyed {
  int64_t key;
  uint32_t place, item;
} keyed;

static int by_key(const void *a, const void *b) {
  const keyed *p = a, *q = b;
  if (p->key != q->key) return p->key < q->key ? -1 : 1;
  return p->place < q->place ? -1 : p->place > q->place;
}

void gr_drawing_free(gr_drawing *d) {
  free(d->x);
  free(d->y);
  free(d->bend_start);
  free(d->bends);
  memset(d, 0, sizeof *d);
}

/* The node order of pass 1 into ord (n entries); adj lists each node's
 * neighbours as 2w + 1 (an edge w -> v) or 2w (an edge v -> w). */
static int node_order(uint32_t n, const rows *adj, unsigned flags, uint32_t root, uint32_t *ord) {
  uint32_t *pending = calloc(n, sizeof *pending), head = 0, tail = 0, next = 0;
  bool *seen = calloc(n, sizeof *seen);
  if (!pending || !seen) {
    free(pending);
    free(seen);
    return -1;
  }
  for (uint32_t v = 0; v < n; v++)
    for (uint32_t k = adj->start[v]; k < adj->start[v + 1]; k++) pending[v] += !(adj->next[k] & 1);
  if (flags & GR_GRAPH_UNDIRECTED) { /* breadth first from the root, then from each unreached node */
    for (uint32_t r = root < n ? root : 0; tail < n;) {
      seen[r] = true;
      ord[tail++] = r;
      while (head < tail) {
        uint32_t v = ord[head++];
        for (uint32_t k = adj->start[v]; k < adj->start[v + 1]; k++)
          if (!seen[adj->next[k] >> 1]) seen[adj->next[k] >> 1] = true, ord[tail++] = adj->next[k] >> 1;
      }
      while (next < n && seen[next]) next++;
      r = next;
    }
  } else { /* peel sinks: ord doubles as the queue, seen marks queued nodes */
    for (uint32_t v = 0; v < n; v++)
      if (pending[v] == 0) seen[v] = true, ord[tail++] = v;
    while (head < n) {
      if (head == tail) { /* only cycles left: break one at the smallest id */
        while (seen[next]) next++;
        seen[next] = true;
        ord[tail++] = next;
      }
      uint32_t v = ord[head++];
      for (uint32_t k = adj->start[v]; k < adj->start[v + 1]; k++) {
        uint32_t u = adj->next[k] >> 1;
        if ((adj->next[k] & 1) && !seen[u] && --pending[u] == 0) seen[u] = true, ord[tail++] = u;
      }
    }
  }
  free(pending);
  free(seen);
  return 0;
}

/* Packs one layer's places (sorted items it[0..k)) near want[]: forward
 * at least the gaps apart, then backward no further right than the next
 * allows (both passes keep the gaps). */
static void balance(const uint32_t *it, uint32_t k, const int64_t *want, int64_t *p, const int32_t *before,
                    const int32_t *after, int32_t gap) {
  for (uint32_t j = 0; j < k; j++) {
    int64_t lo = j ? p[it[j - 1]] + after[it[j - 1]] + gap + before[it[j]] : want[j];
    p[it[j]] = want[j] > lo ? want[j] : lo;
  }
  for (uint32_t j = k - 1; j-- > 0;) {
    int64_t hi = p[it[j + 1]] - after[it[j]] - gap - before[it[j + 1]];
    if (p[it[j]] > hi) p[it[j]] = hi;
  }
}

/* ---- GR_GRAPH_STRAIGHT's routing -------------------------------------------
 * Left to right only.  An edge leaves its node level across the node's
 * band, crosses the layers between its ends in one straight line where
 * that meets no node's box (disc and label) of a layer it crosses, and
 * reaches its node level across that node's band.  Where the line would
 * meet a box, it crosses that layer's band level through the free stretch
 * nearest the line (a gap between two boxes, or past the end ones), as a
 * dummy node would, but with no room kept for it: bends cost no height. */
typedef struct straight_route {
  const uint32_t *lstart, *items;
  const int64_t *p, *lc;
  const int32_t *before, *after, *band;
  int32_t *pts;   /* the points of the edge being routed, x y pairs */
  uint32_t npts;
} straight_route;

enum { CLEAR = 3 }; /* px kept between a line and a box it passes */

/* Whether the line from (x0, y0) to (x1, y1), within the band of layer l,
 * meets a box of that layer. */
static bool meets_box(const straight_route *r, uint32_t l, double x0, double y0, double x1, double y1) {
  double xa = (double)(r->lc[l] - r->band[l]), xb = (double)(r->lc[l] + r->band[l]);
  double ya = y0 + (y1 - y0) * (xa - x0) / (x1 - x0), yb = y0 + (y1 - y0) * (xb - x0) / (x1 - x0);
  double lo = (ya < yb ? ya : yb) - CLEAR, hi = (ya < yb ? yb : ya) + CLEAR;
  for (uint32_t k = r->lstart[l]; k < r->lstart[l + 1]; k++) {
    uint32_t it = r->items[k];
    if ((double)(r->p[it] - r->before[it]) < hi && (double)(r->p[it] + r->after[it]) > lo) return true;
  }
  return false;
}

/* The middle of layer l's free stretch nearest y (its boxes are in order). */
static int64_t free_place(const straight_route *r, uint32_t l, double y) {
  uint32_t first = r->lstart[l], last = r->lstart[l + 1];
  int64_t best = r->p[r->items[first]] - r->before[r->items[first]] - GAP_LR / 2;
  int64_t end = r->p[r->items[last - 1]] + r->after[r->items[last - 1]] + GAP_LR / 2;
  if ((double)end - y < y - (double)best && y > (double)best) best = end;
  for (uint32_t k = first; k + 1 < last; k++) {
    uint32_t a = r->items[k], b = r->items[k + 1];
    int64_t mid = (r->p[a] + r->after[a] + r->p[b] - r->before[b]) / 2;
    double d = (double)mid - y, dbest = (double)best - y;
    if ((d < 0 ? -d : d) < (dbest < 0 ? -dbest : dbest)) best = mid;
  }
  return best;
}

static void add_point(straight_route *r, int64_t x, int64_t y) {
  r->pts[2 * r->npts] = (int32_t)x;
  r->pts[2 * r->npts + 1] = (int32_t)y;
  r->npts++;
}

/* The bends of an edge from node hi (layer lh, on the left) to node lo
 * (layer ll) into r->pts, from hi's end. */
static void route_one(straight_route *r, uint32_t hi, uint32_t lh, uint32_t lo, uint32_t ll) {
  r->npts = 0;
  int64_t yh = r->p[hi], yl = r->p[lo], xt = r->lc[ll] - r->band[ll];
  add_point(r, r->lc[lh] + r->band[lh], yh);
  double x = (double)(r->lc[lh] + r->band[lh]), y = (double)yh;
  /* a point where the line enters and leaves each band between: then no
   * segment crosses a band but along the line checked there */
  for (uint32_t l = lh - 1; l > ll; l--) {
    double xa = (double)(r->lc[l] - r->band[l]), xb = (double)(r->lc[l] + r->band[l]), slope = ((double)yl - y) / ((double)xt - x);
    double ya = y + slope * (xa - x), yb = y + slope * (xb - x);
    if (meets_box(r, l, x, y, (double)xt, (double)yl)) ya = yb = (double)free_place(r, l, y + slope * ((double)r->lc[l] - x));
    add_point(r, (int64_t)xa, (int64_t)(ya < 0 ? ya - 0.5 : ya + 0.5));
    add_point(r, (int64_t)xb, (int64_t)(yb < 0 ? yb - 0.5 : yb + 0.5));
    x = (double)(int64_t)xb;
    y = (double)r->pts[2 * r->npts - 1];
  }
  add_point(r, xt, yl);
}

int gr_layout_draw(uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t m, const uint32_t *label_w,
                   unsigned flags, uint32_t root, gr_drawing *out, gr_error *err) {
  memset(out, 0, sizeof *out);
  for (uint32_t e = 0; e < m; e++)
    if (from[e] >= n || to[e] >= n)
      return gr_error_say(err, GR_ERANGE, &gr_core_texts, CORE_LAYOUT_EDGE, GR_U(e), GR_U(from[e] >= n ? from[e] : to[e]),
                          GR_U(n));
  bool up = flags & GR_GRAPH_UPWARD;
  uint32_t *ord = NULL, *layer = NULL, *dstart = NULL, *sa = NULL, *sb = NULL, *lstart = NULL, *items = NULL;
  uint32_t *fill = NULL, *place = NULL;
  int32_t *before = NULL, *after = NULL, *band = NULL;
  int64_t *p = NULL, *want = NULL, *lc = NULL;
  keyed *keys = NULL;
  rows upn = {0}, downn = {0};
  int rc = -1;
  out->x = malloc((n ? n : 1) * sizeof *out->x);
  out->y = malloc((n ? n : 1) * sizeof *out->y);
  out->bend_start = calloc((size_t)m + 1, sizeof *out->bend_start);
  ord = malloc((n ? n : 1) * sizeof *ord);
  layer = malloc((n ? n : 1) * sizeof *layer);
  dstart = malloc(((size_t)m + 1) * sizeof *dstart);
  if (!out->x || !out->y || !out->bend_start || !ord || !layer || !dstart) goto nomem;
  if (n == 0) goto ok;
  {
    uint32_t *pa = malloc(2 * ((size_t)m + 1) * sizeof *pa), *pb = malloc(2 * ((size_t)m + 1) * sizeof *pb);
    size_t pairs = 0;
    bool built = pa && pb;
    for (uint32_t e = 0; built && e < m; e++)
      if (from[e] != to[e]) {
        pa[pairs] = from[e], pb[pairs++] = 2 * to[e];
        pa[pairs] = to[e], pb[pairs++] = 2 * from[e] + 1;
      }
    built = built && rows_build(&upn, n, pa, pb, pairs) == 0; /* upn: the graph's adjacency for now */
    free(pa);
    free(pb);
    place = malloc((size_t)n * sizeof *place);
    if (!built || !place || node_order(n, &upn, flags, root, ord) != 0) goto nomem;
  }
  /* 1. Layers, by the order (place[] holds each node's rank for now). */
  for (uint32_t i = 0; i < n; i++) place[ord[i]] = i;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = ord[i], l = 0;
    for (uint32_t k = upn.start[v]; k < upn.start[v + 1]; k++) {
      uint32_t w = upn.next[k] >> 1;
      if (place[w] < i && layer[w] + 1 > l) l = layer[w] + 1;
    }
    layer[v] = l;
  }
  rows_free(&upn);
  upn = (rows){0};
  uint32_t layers = 0;
  for (uint32_t v = 0; v < n; v++)
    if (layer[v] + 1 > layers) layers = layer[v] + 1;

  /* 2. Dummies: edge e's are items n + dstart[e] .., from its upper end down. */
  uint64_t dummies = 0;
  for (uint32_t e = 0; e < m; e++) {
    dstart[e] = (uint32_t)dummies;
    uint32_t a = layer[from[e]], b = layer[to[e]], span = a > b ? a - b : b - a;
    if (span > 1) dummies += span - 1;
    if (dummies > GR_DRAW_DUMMIES) break;
  }
  bool straight = dummies > GR_DRAW_DUMMIES || (flags & GR_GRAPH_STRAIGHT);
  if (straight) dummies = 0;
  dstart[m] = (uint32_t)dummies;
  if (straight)
    for (uint32_t e = 0; e < m; e++) dstart[e] = 0;
  uint32_t N = n + (uint32_t)dummies;
  uint32_t *ilayer = malloc((size_t)N * sizeof *ilayer);
  if (!ilayer) goto nomem;
  memcpy(ilayer, layer, (size_t)n * sizeof *ilayer);
  /* segments: sa (upper) -> sb (lower) */
  size_t S = 0;
  for (uint32_t e = 0; e < m; e++) S += from[e] != to[e] ? (straight ? 1 : dstart[e + 1] - dstart[e] + 1) : 0;
  sa = malloc((S ? S : 1) * sizeof *sa);
  sb = malloc((S ? S : 1) * sizeof *sb);
  if (!sa || !sb) {
    free(ilayer);
    goto nomem;
  }
  S = 0;
  for (uint32_t e = 0; e < m; e++) {
    if (from[e] == to[e]) continue;
    uint32_t hi = layer[from[e]] > layer[to[e]] ? from[e] : to[e], lo = hi == from[e] ? to[e] : from[e], prev = hi;
    for (uint32_t k = straight ? 0 : dstart[e]; k < (straight ? 0 : dstart[e + 1]); k++) {
      uint32_t d = n + k;
      ilayer[d] = layer[hi] - 1 - (k - dstart[e]);
      sa[S] = prev, sb[S++] = d;
      prev = d;
    }
    sa[S] = prev, sb[S++] = lo;
  }
  if (rows_build(&upn, N, sb, sa, S) != 0 || rows_build(&downn, N, sa, sb, S) != 0) {
    free(ilayer);
    goto nomem;
  }

  /* 3. Order: bucket by layer (nodes in pass 1's order, then dummies), then sweeps. */
  lstart = calloc((size_t)layers + 1, sizeof *lstart);
  items = malloc((size_t)N * sizeof *items);
  fill = malloc(((size_t)layers + 1) * sizeof *fill);
  free(place);
  place = malloc((size_t)N * sizeof *place);
  keys = malloc((size_t)N * sizeof *keys);
  if (!lstart || !items || !fill || !place || !keys) {
    free(ilayer);
    goto nomem;
  }
  for (uint32_t i = 0; i < N; i++) lstart[ilayer[i] + 1]++; /* lstart[l]: layer l's first index */
  for (uint32_t l = 1; l <= layers; l++) lstart[l] += lstart[l - 1];
  memcpy(fill, lstart, ((size_t)layers + 1) * sizeof *fill);
  for (uint32_t i = 0; i < N; i++) {
    uint32_t it = i < n ? ord[i] : i;
    place[it] = fill[ilayer[it]] - lstart[ilayer[it]];
    items[fill[ilayer[it]]++] = it;
  }
  for (int sweep = 0; sweep < SWEEPS && layers > 1; sweep++) {
    bool down = sweep % 2 == 0;
    const rows *side = down ? &upn : &downn;
    for (uint32_t step = 1; step < layers; step++) {
      uint32_t l = down ? layers - 1 - step : step, first = lstart[l], size = lstart[l + 1] - first;
      for (uint32_t k = 0; k < size; k++) {
        uint32_t v = items[first + k];
        int64_t sum = 0, deg = 0;
        for (uint32_t q = side->start[v]; q < side->start[v + 1]; q++) sum += place[side->next[q]], deg++;
        keys[k].key = deg ? (sum << 20) / deg : (int64_t)k << 20;
        keys[k].place = k;
        keys[k].item = v;
      }
      qsort(keys, size, sizeof *keys, by_key);
      for (uint32_t k = 0; k < size; k++) items[first + k] = keys[k].item, place[keys[k].item] = k;
    }
  }

  if (flags & RANKS) { /* gr_layout_layered: the layer, and the place among the layer's nodes */
    for (uint32_t l = 0; l < layers; l++)
      for (uint32_t k = lstart[l], c = 0; k < lstart[l + 1]; k++)
        if (items[k] < n) out->x[items[k]] = (int32_t)l, out->y[items[k]] = (int32_t)c++;
    free(ilayer);
    goto ok;
  }

  /* 4. Coordinates: extents along the layer, bands across. */
  before = malloc((size_t)N * sizeof *before);
  after = malloc((size_t)N * sizeof *after);
  band = malloc((size_t)layers * sizeof *band);
  p = malloc((size_t)N * sizeof *p);
  want = malloc((size_t)N * sizeof *want);
  lc = malloc((size_t)layers * sizeof *lc);
  if (!before || !after || !band || !p || !want || !lc) {
    free(ilayer);
    goto nomem;
  }
  int32_t R = GR_DRAW_R, gap = up ? GAP_UP : GAP_LR;
  for (uint32_t l = 0; l < layers; l++) band[l] = R + 6;
  for (uint32_t i = 0; i < N; i++) {
    before[i] = after[i] = DUMMY;
    if (i >= n) continue;
    int32_t w = label_w ? (int32_t)label_w[i] : 0;
    if (up) {
      before[i] = R;
      after[i] = R + GR_DRAW_SPACE + w;
    } else {
      before[i] = R + GR_DRAW_SPACE + GR_DRAW_LINE;
      after[i] = R;
      if ((w + 1) / 2 + 4 > band[ilayer[i]]) band[ilayer[i]] = (w + 1) / 2 + 4;
    }
  }
  for (uint32_t e = 0; e < m; e++)
    if (from[e] == to[e]) {
      if (up) before[from[e]] = R + LOOP;
      else after[from[e]] = R + LOOP;
    }
  for (uint32_t l = 0; l < layers; l++) { /* the initial packing */
    int64_t at = 0;
    for (uint32_t k = lstart[l]; k < lstart[l + 1]; k++) {
      uint32_t it = items[k];
      p[it] = at + before[it];
      at = p[it] + after[it] + gap;
    }
  }
  for (int pass = 0; pass < BALANCE; pass++) {
    bool down = pass % 2 == 0, both = pass >= BALANCE - 2;
    for (uint32_t step = 0; step < layers; step++) {
      uint32_t l = down ? layers - 1 - step : step, first = lstart[l], size = lstart[l + 1] - first;
      for (uint32_t k = 0; k < size; k++) {
        uint32_t v = items[first + k];
        int64_t sum = 0, deg = 0;
        for (int s = 0; s < 2; s++) {
          const rows *side = s == 0 ? &upn : &downn;
          if (!both && (s == 0) != down) continue;
          for (uint32_t q = side->start[v]; q < side->start[v + 1]; q++) sum += p[side->next[q]], deg++;
        }
        want[k] = deg ? (sum >= 0 ? sum / deg : -((-sum + deg - 1) / deg)) : p[v];
      }
      if (size) balance(items + first, size, want, p, before, after, gap);
    }
  }
  int64_t low = INT64_MAX;
  for (uint32_t i = 0; i < N; i++)
    if (p[i] - before[i] < low) low = p[i] - before[i];
  for (uint32_t i = 0; i < N; i++) p[i] -= low;
  /* layer coordinates: left to right from the highest layer, or bottom up from layer 0 */
  int64_t at = 0;
  for (uint32_t s = layers; s-- > 0;) {
    at += band[s];
    lc[s] = at;
    at += band[s] + (up ? LAYER_GAP_UP : LAYER_GAP_LR);
  }
  for (uint32_t v = 0; v < n; v++) {
    out->x[v] = (int32_t)(up ? p[v] : lc[layer[v]]);
    out->y[v] = (int32_t)(up ? lc[layer[v]] : p[v]);
  }

  if ((flags & GR_GRAPH_STRAIGHT) && !up) { /* straight lines, bent only round a box in their way */
    size_t most = 2 * (size_t)layers + 2; /* the bends of one edge at most */
    int32_t *pts = malloc(2 * most * sizeof *pts);
    straight_route r = {lstart, items, p, lc, before, after, band, pts, 0};
    size_t nb = 0, cap = 0;
    bool failed = pts == NULL;
    for (uint32_t e = 0; !failed && e < m; e++) {
      out->bend_start[e] = (uint32_t)nb;
      uint32_t a = from[e], b = to[e];
      if (a == b || layer[a] == layer[b]) continue;
      bool down = layer[a] > layer[b];
      route_one(&r, down ? a : b, layer[down ? a : b], down ? b : a, layer[down ? b : a]);
      if (nb + r.npts > cap) {
        cap = 2 * (nb + r.npts) + 64;
        int32_t *grown = realloc(out->bends, 2 * cap * sizeof *grown);
        if (!grown) {
          failed = true;
          break;
        }
        out->bends = grown;
      }
      for (uint32_t j = 0; j < r.npts; j++) { /* written from `from` to `to` */
        uint32_t q = down ? j : r.npts - 1 - j;
        out->bends[2 * (nb + j)] = pts[2 * q];
        out->bends[2 * (nb + j) + 1] = pts[2 * q + 1];
      }
      nb += r.npts;
    }
    free(pts);
    free(ilayer);
    if (failed) goto nomem;
    out->bend_start[m] = (uint32_t)nb;
    out->nbends = (uint32_t)nb;
    goto ok;
  }

  /* Routing: across the band at the item's place, then over the gap: each
   * chain item (hi, its dummies, lo) adds its band's entry (lower lc) and
   * exit, the ends only one; written from `from` to `to`. */
  int32_t *bends = malloc(2 * (2 * S + 1) * sizeof *bends);
  if (!bends) {
    free(ilayer);
    goto nomem;
  }
  out->bends = bends;
  size_t nb = 0;
  for (uint32_t e = 0; e < m; e++) {
    out->bend_start[e] = (uint32_t)nb;
    if (from[e] == to[e] || straight) continue;
    uint32_t hi = layer[from[e]] > layer[to[e]] ? from[e] : to[e], lo = hi == from[e] ? to[e] : from[e];
    uint32_t count = dstart[e + 1] - dstart[e] + 2, k = 2 * count - 2;
    for (uint32_t j = 0; j < k; j++) { /* point j of the chain: item (j + 1) / 2, exit when j is even */
      uint32_t c = (j + 1) / 2, it = c == 0 ? hi : c + 1 == count ? lo : n + dstart[e] + c - 1, l = ilayer[it];
      int64_t across = j % 2 ? lc[l] - band[l] : lc[l] + band[l];
      size_t q = nb + (hi == from[e] ? j : k - 1 - j);
      bends[2 * q] = (int32_t)(up ? p[it] : across);
      bends[2 * q + 1] = (int32_t)(up ? across : p[it]);
    }
    nb += k;
  }
  out->bend_start[m] = (uint32_t)nb;
  out->nbends = (uint32_t)nb;
  free(ilayer);
ok:
  rc = 0;
  goto done;
nomem:
  gr_error_nomem(err);
  gr_drawing_free(out);
done:
  rows_free(&upn);
  rows_free(&downn);
  free(ord);
  free(layer);
  free(dstart);
  free(sa);
  free(sb);
  free(lstart);
  free(items);
  free(fill);
  free(place);
  free(before);
  free(after);
  free(band);
  free(p);
  free(want);
  free(lc);
  free(keys);
  return rc;
}

int gr_layout_layered(uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t m, int32_t *x, int32_t *y,
                      gr_error *err) {
  gr_drawing d;
  if (gr_layout_draw(n, from, to, m, NULL, RANKS, 0, &d, err) != 0) return -1;
  if (n) memcpy(x, d.x, (size_t)n * sizeof *x), memcpy(y, d.y, (size_t)n * sizeof *y);
  gr_drawing_free(&d);
  return 0;
}
