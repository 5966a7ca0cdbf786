/*
 * test_layout.c — graph drawings that tell the truth (src/core/drawing.c).
 *
 * A drawing is checked by geometry alone: every node is a disc of radius
 * GR_DRAW_R and a label box (above the disc, or beside it for an upward
 * drawing) as wide as its text, and every edge a polyline from its tail
 * through its bends to its head.  Two counts must be zero:
 *   - edge-through-node crossings: a segment of an edge meeting the disc
 *     or label box of a node that is not one of the edge's ends;
 *   - overlaps: the disc or label box of one node meeting another's.
 * (Boxes are shrunk by half a pixel: touching is not meeting.)
 *
 * Drawn: every graph view of every game's example and lesson positions,
 * and of explore's game graph of each of them; and random graphs from a
 * fixed seed up to 300 nodes — DAGs, general digraphs (cycles, loops,
 * parallel edges) and undirected graphs drawn upward from a root.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"

typedef struct box {
  double x0, y0, x1, y1;
} box;

typedef struct drawing {
  uint32_t n, m;
  const int32_t *x, *y;
  const uint32_t *w; /* label widths */
  const uint32_t *from, *to, *bend_start;
  const int32_t *bends;
  unsigned flags;
  double ymin, ymax;
} drawing;

static box disc(const drawing *d, uint32_t v) {
  double r = GR_DRAW_R - 0.5;
  return (box){d->x[v] - r, d->y[v] - r, d->x[v] + r, d->y[v] + r};
}

static box label(const drawing *d, uint32_t v) {
  double x = d->x[v], y = d->y[v], w = d->w[v];
  if (d->flags & GR_GRAPH_UPWARD)
    return (box){x + GR_DRAW_R + GR_DRAW_SPACE + 0.5, y - GR_DRAW_LINE / 2.0 + 0.5, x + GR_DRAW_R + GR_DRAW_SPACE + w - 0.5,
                 y + GR_DRAW_LINE / 2.0 - 0.5};
  if ((d->flags & GR_GRAPH_CIRCLE) && 2 * y > d->ymin + d->ymax) /* below */
    return (box){x - w / 2 + 0.5, y + GR_DRAW_R + GR_DRAW_SPACE + 0.5, x + w / 2 - 0.5, y + GR_DRAW_R + GR_DRAW_SPACE + GR_DRAW_LINE - 0.5};
  return (box){x - w / 2 + 0.5, y - GR_DRAW_R - GR_DRAW_SPACE - GR_DRAW_LINE + 0.5, x + w / 2 - 0.5,
               y - GR_DRAW_R - GR_DRAW_SPACE - 0.5};
}

static bool meet(box a, box b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

/* Whether the segment (ax, ay)-(bx, by) meets box b (Liang-Barsky). */
static bool cuts(double ax, double ay, double bx, double by, box b) {
  double t0 = 0, t1 = 1, dx = bx - ax, dy = by - ay;
  double p[4] = {-dx, dx, -dy, dy}, q[4] = {ax - b.x0, b.x1 - ax, ay - b.y0, b.y1 - ay};
  for (int i = 0; i < 4; i++) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
      continue;
    }
    double t = q[i] / p[i];
    if (p[i] < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  return t0 < t1;
}

/* Crossings plus overlaps; the first few are printed. */
static size_t faults(drawing *d, const char *what) {
  size_t bad = 0;
  d->ymin = 1e18, d->ymax = -1e18;
  for (uint32_t v = 0; v < d->n; v++) {
    if (d->y[v] < d->ymin) d->ymin = d->y[v];
    if (d->y[v] > d->ymax) d->ymax = d->y[v];
  }
  for (uint32_t e = 0; e < d->m; e++) {
    uint32_t a = d->from[e], b = d->to[e];
    if (a == b) continue;
    uint32_t k0 = d->bend_start ? d->bend_start[e] : 0, k1 = d->bend_start ? d->bend_start[e + 1] : 0;
    double px = d->x[a], py = d->y[a];
    for (uint32_t k = k0; k <= k1; k++) {
      double qx = k < k1 ? d->bends[2 * k] : d->x[b], qy = k < k1 ? d->bends[2 * k + 1] : d->y[b];
      for (uint32_t v = 0; v < d->n; v++) {
        if (v == a || v == b) continue;
        if (cuts(px, py, qx, qy, disc(d, v)) || (d->w[v] && cuts(px, py, qx, qy, label(d, v)))) {
          if (bad++ < 3) print_message("%s: edge %u (%u-%u) passes through node %u\n", what, e, a, b, v);
        }
      }
      px = qx, py = qy;
    }
  }
  for (uint32_t u = 0; u < d->n; u++)
    for (uint32_t v = u + 1; v < d->n; v++) {
      box du = disc(d, u), dv = disc(d, v), lu = label(d, u), lv = label(d, v);
      bool wu = d->w[u] > 0, wv = d->w[v] > 0;
      if (meet(du, dv) || (wu && meet(lu, dv)) || (wv && meet(du, lv)) || (wu && wv && meet(lu, lv))) {
        if (bad++ < 3) print_message("%s: nodes %u and %u overlap\n", what, u, v);
      }
    }
  return bad;
}

static uint32_t digits(uint64_t x) {
  uint32_t d = 1;
  while (x >= 10) x /= 10, d++;
  return d;
}

/* Every graph view of a finished trace. */
static size_t check_trace(const gr_trace *t, const char *what, size_t *views) {
  size_t bad = 0;
  for (size_t i = 0; i < t->nviews; i++) {
    const gr_view *v = &t->views[i];
    if (v->kind != GR_VIEW_GRAPH || v->node_x == NULL) continue;
    uint32_t *w = malloc((v->cols ? v->cols : 1) * sizeof *w);
    assert_non_null(w);
    for (uint32_t c = 0; c < v->cols; c++) {
      uint32_t chars = 0;
      if (v->labels)
        for (const char *s = v->labels[c]; *s; s++) chars += ((unsigned char)*s & 0xc0) != 0x80;
      else
        chars = digits((uint64_t)c + v->index_origin);
      w[c] = (chars < GR_DRAW_CHARS ? chars : GR_DRAW_CHARS) * GR_DRAW_CHAR;
    }
    drawing d = {v->cols, v->nedges, v->node_x, v->node_y, w, v->edge_from, v->edge_to, v->bend_start, v->bends,
                 v->graph_flags};
    char name[300];
    snprintf(name, sizeof name, "%s, view %s", what, v->name);
    bad += faults(&d, name);
    free(w);
    ++*views;
  }
  return bad;
}

static size_t check_position(const gr_game *g, const char *text, size_t *views) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  size_t bad = 0;
  if (gr_game_parse(g, text, &p, &err) != 0) fail_msg("%s: '%s' does not parse: %s", g->id, text, err.message);
  for (int explore = 0; explore < 2; explore++) {
    gr_job *job = NULL;
    err = (gr_error){0};
    int rc = explore ? gr_explore_start(g, &p, &job, &err) : g->trace_start ? g->trace_start(&p, &job, &err) : -1;
    if (rc == 0 && gr_job_finish(job, &err) == 0 && job->trace) {
      char what[200];
      snprintf(what, sizeof what, "%s '%s'%s", g->id, text, explore ? " (explore)" : "");
      bad += check_trace(job->trace, what, views);
    }
    gr_job_free(job);
  }
  gr_pos_free(&p);
  return bad;
}

static void test_games(void **state) {
  (void)state;
  size_t views = 0, bad = 0;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    bad += check_position(g, g->example, &views);
    for (size_t s = 0; s < g->lesson_len; s++)
      if (g->lesson[s].position) bad += check_position(g, g->lesson[s].position, &views);
  }
  print_message("# %zu graph views drawn, %zu faults\n", views, bad);
  assert_true(views >= 20); /* dag, hackenbush, geography, circle, ring and explore's */
  assert_int_equal(bad, 0);
}

static uint64_t seed = 0x9e3779b97f4a7c15u;
static uint32_t rnd(uint32_t below) {
  seed ^= seed << 13;
  seed ^= seed >> 7;
  seed ^= seed << 17;
  return (uint32_t)(seed % below);
}

/* A random graph of n nodes: kind 0 a DAG (edges from lower to higher ids,
 * shuffled names), 1 any digraph with loops and parallel edges, 2 undirected. */
static size_t random_graph(uint32_t n, int kind, size_t *edges) {
  uint32_t m = n + rnd(2 * n + 1), *from = malloc(m * sizeof *from), *to = malloc(m * sizeof *to);
  uint32_t *name = malloc(n * sizeof *name), *w = malloc(n * sizeof *w);
  assert_true(from && to && name && w);
  for (uint32_t v = 0; v < n; v++) name[v] = v, w[v] = (1 + rnd(rnd(4) ? 4 : GR_DRAW_CHARS + 6)) * GR_DRAW_CHAR;
  for (uint32_t v = n; v-- > 1;) {
    uint32_t k = rnd(v + 1), s = name[v];
    name[v] = name[k], name[k] = s;
  }
  for (uint32_t e = 0; e < m; e++) {
    uint32_t a = rnd(n), b = rnd(n);
    if (kind == 0 && n > 1) { /* a < b, mostly short */
      if (a > b) {
        uint32_t t = a;
        a = b, b = t;
      }
      if (a == b) a == n - 1 ? a-- : b++;
      if (rnd(3) && a + 1 < n) b = a + 1 + rnd(4);
      if (b >= n) b = n - 1;
    }
    from[e] = name[a], to[e] = name[b];
  }
  unsigned flags = kind == 2 ? GR_GRAPH_UNDIRECTED | GR_GRAPH_UPWARD : 0;
  gr_drawing out;
  gr_error err = {0};
  assert_int_equal(gr_layout_draw(n, from, to, m, w, flags, rnd(n), &out, &err), 0);
  drawing d = {n, m, out.x, out.y, w, from, to, out.bend_start, out.bends, flags};
  char what[100];
  snprintf(what, sizeof what, "random %s, %u nodes, %u edges", kind == 0 ? "DAG" : kind == 1 ? "digraph" : "graph", n, m);
  size_t bad = faults(&d, what);
  /* every dummy-free segment joins neighbouring layers: DAG edges point one way */
  if (kind == 0 && !(flags & GR_GRAPH_UPWARD))
    for (uint32_t e = 0; e < m; e++)
      if (from[e] != to[e] && out.x[from[e]] >= out.x[to[e]]) {
        if (bad++ < 3) print_message("%s: DAG edge %u points back\n", what, e);
      }
  *edges += m;
  gr_drawing_free(&out);
  free(from);
  free(to);
  free(name);
  free(w);
  return bad;
}

static void test_random(void **state) {
  (void)state;
  size_t bad = 0, graphs = 0, edges = 0;
  static const uint32_t sizes[] = {1, 2, 3, 5, 8, 13, 30, 60, 120, 200, 300};
  for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
    for (int kind = 0; kind < 3; kind++)
      for (int rep = 0; rep < (sizes[s] < 100 ? 6 : 2); rep++, graphs++) bad += random_graph(sizes[s], kind, &edges);
  print_message("# %zu random graphs (%zu edges) drawn, %zu faults\n", graphs, edges, bad);
  assert_int_equal(bad, 0);
}

/* A bad edge is refused; an empty graph is fine. */
static void test_edges(void **state) {
  (void)state;
  gr_drawing out;
  gr_error err = {0};
  uint32_t from[] = {0, 3}, to[] = {1, 0};
  assert_int_not_equal(gr_layout_draw(3, from, to, 2, NULL, 0, 0, &out, &err), 0);
  assert_int_equal(err.status, GR_ERANGE);
  err = (gr_error){0};
  assert_int_equal(gr_layout_draw(0, from, to, 0, NULL, 0, 0, &out, &err), 0);
  gr_drawing_free(&out);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_edges),
      cmocka_unit_test(test_games),
      cmocka_unit_test(test_random),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
