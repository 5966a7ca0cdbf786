/*
 * kit_say.c — graphs on a circle and positions behind fixed fields (see
 * kit_say.h): a thin layer over gr_layout_circle and kit_enumerate.
 */
#include "kit/kit_say.h"

#include "kit/kit.h"

#include <stdlib.h>
#include <string.h>

int kit_graph_on_circle(gr_trace *t, int view, uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t nedges,
                        gr_error *err) {
  int32_t *x = malloc((n ? n : 1) * sizeof *x), *y = malloc((n ? n : 1) * sizeof *y);
  uint32_t *ring = from ? NULL : malloc(2 * (nedges ? nedges : 1) * sizeof *ring);
  int rc = -1;
  if (!x || !y || (!from && !ring)) {
    gr_error_nomem(err);
  } else {
    int32_t r = n > 5 ? 12 * (int32_t)n : 60; /* neighbours about 70 px apart */
    gr_layout_circle(n, r, x, y);
    if (!from)
      for (uint32_t i = 0; i < nedges; i++) ring[i] = i, ring[nedges + i] = (i + 1) % n;
    rc = gr_trace_set_graph(t, view, x, y, from ? from : ring, from ? to : ring + nedges, nedges, err);
    gr_view *v = &t->views[view];
    v->graph_flags = GR_GRAPH_UNDIRECTED | GR_GRAPH_CIRCLE;
    /* A chord between nodes that are not neighbours bends halfway to the
     * centre, clear of the nodes between its ends (labels are outside). */
    v->bend_start = rc ? NULL : malloc(((size_t)nedges + 1) * sizeof *v->bend_start);
    v->bends = rc ? NULL : malloc(2 * ((size_t)nedges + 1) * sizeof *v->bends);
    if (!rc && (!v->bend_start || !v->bends)) rc = gr_error_nomem(err);
    for (uint32_t e = 0; !rc && e < nedges; e++) {
      uint32_t a = v->edge_from[e], b = v->edge_to[e], d = a > b ? a - b : b - a;
      v->bend_start[e] = v->nbends;
      if (d <= 1 || d + 1 >= n) continue;
      v->bends[2 * v->nbends] = (int32_t)(((int64_t)x[a] + x[b] + 2 * r) / 4);
      v->bends[2 * v->nbends + 1] = (int32_t)(((int64_t)y[a] + y[b] + 2 * r) / 4);
      v->nbends++;
    }
    if (!rc) v->bend_start[nedges] = v->nbends;
  }
  free(x);
  free(y);
  free(ring);
  return rc;
}

typedef struct behind_walk {
  uint64_t v[4 + 16];
  size_t nhead;
  int (*visit)(const gr_pos *p, void *ctx);
  void *ctx;
} behind_walk;

static int visit_behind(const gr_pos *tail, void *walk) {
  behind_walk *w = walk;
  if (tail->len) memcpy(w->v + w->nhead, tail->v, tail->len * sizeof *tail->v);
  gr_pos p = {.len = w->nhead + tail->len, .v = w->v};
  return w->visit(&p, w->ctx);
}

int kit_enumerate_behind(const uint64_t *head, size_t nhead, size_t min_len, size_t max_len, uint64_t lo, uint64_t hi,
                         int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  behind_walk w = {.nhead = nhead < 4 ? nhead : 4, .visit = visit, .ctx = ctx};
  memcpy(w.v, head, w.nhead * sizeof *head);
  return kit_enumerate(min_len, max_len, lo, hi, visit_behind, &w);
}
