/*
 * geography.c — undirected vertex geography.
 *
 * Rules: a token stands on a vertex of an undirected graph.  A move takes
 * it to a neighbour that has not been visited yet (the start counts as
 * visited).  Whoever cannot move loses.
 *
 * Theory (seed 001 "二分图博弈"; Fraenkel, Scheinerman and Ullman 1993):
 * the player to move wins exactly when the token's vertex t is in EVERY
 * maximum matching of the unvisited graph G, i.e. nu(G - t) < nu(G).
 * Proof, by induction on the graph.  (1) If some maximum matching M misses
 * t, every move t -> u goes to a vertex M covers (else M + tu would be
 * larger), M is a maximum matching of G - t, and no maximum matching of
 * G - t misses u (adding tu to it would beat nu(G)); so the opponent stands
 * on a vertex in every maximum matching of the smaller graph and wins by
 * (2).  (2) If t is in every maximum matching, nu(G - t) = nu(G) - 1: move
 * along a maximum matching M to t's partner t'.  M - tt' is a maximum
 * matching of G - t that misses t', so the opponent is in case (1) and
 * loses.
 *
 * Winning moves from t: exactly the neighbours u with u missed by some
 * maximum matching of G - t (then the opponent faces a losing vertex).
 * Computed from one maximum matching M of the token's component H (only
 * that component matters): t unmatched -> lost; otherwise M' = M - tt' is
 * maximum in H - t unless an augmenting path appears (then nu(H - t) =
 * nu(H) and the mover loses), and the Gallai–Edmonds forest grown from the
 * M'-exposed vertices labels even exactly the vertices some maximum
 * matching misses.  Bipartite components: Hopcroft–Karp; others: Edmonds'
 * blossom algorithm (matching.c).
 *
 * Position: [N, token, m, a1, b1, ..., am, bm, visited...]: N the declared
 * vertex count (vertices 1..N) or 0 when the edges name the vertices; the
 * edges smaller label first, sorted, no repeats, no loops; the visited
 * vertices sorted, the token not among them.
 * Text: "n=5; start=1; visited=2 3; 1-2 2-3 3-4" (n= and visited= optional).
 */
#include "geography.h"

#include "kit/graphtext.h"
#include "algo/matching.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE GM_NONE

/* ---- positions ------------------------------------------------------------- */

typedef struct gview {
  uint64_t N, token;
  size_t m, nvis;
  const uint64_t *e, *vis;
} gview;

static bool gview_of(const gr_pos *p, gview *g) {
  if (p->len < 3) return false;
  g->N = p->v[0];
  g->token = p->v[1];
  g->m = (size_t)p->v[2];
  if (p->v[2] > (p->len - 3) / 2) return false;
  g->e = p->v + 3;
  g->vis = p->v + 3 + 2 * g->m;
  g->nvis = p->len - 3 - 2 * g->m;
  return true;
}

/* All vertices, compacted in label order. */
typedef struct world {
  uint32_t nv, m;
  uint32_t *label;
  uint32_t *eu, *ev;
  uint8_t *visited;
  uint32_t token;
} world;

static void world_free(world *w) {
  free(w->label);
  free(w->eu);
  free(w->ev);
  free(w->visited);
  memset(w, 0, sizeof *w);
}

static uint32_t world_index(const world *w, uint64_t label) {
  size_t k = gt_find_u32(w->label, w->nv, (uint32_t)label);
  return k < w->nv ? (uint32_t)k : NONE;
}

static int world_build(const gr_pos *p, world *w, gr_error *err) {
  memset(w, 0, sizeof *w);
  gview g;
  if (!gview_of(p, &g)) return gr_error_set(err, GR_ESTATE, "internal: not a geography position");
  size_t cap = g.N ? (size_t)g.N : 2 * g.m + 1;
  w->label = malloc(cap * sizeof *w->label);
  w->eu = malloc((g.m + 1) * sizeof *w->eu);
  w->ev = malloc((g.m + 1) * sizeof *w->ev);
  if (!w->label || !w->eu || !w->ev) goto nomem;
  if (g.N) {
    for (size_t i = 0; i < g.N; i++) w->label[i] = (uint32_t)(i + 1);
    w->nv = (uint32_t)g.N;
  } else {
    for (size_t i = 0; i < 2 * g.m; i++) w->label[i] = (uint32_t)g.e[i];
    w->label[2 * g.m] = (uint32_t)g.token;
    gt_sort_u32(w->label, 2 * g.m + 1);
    uint32_t n = 0;
    for (size_t i = 0; i <= 2 * g.m; i++)
      if (n == 0 || w->label[i] != w->label[n - 1]) w->label[n++] = w->label[i];
    w->nv = n;
  }
  w->visited = calloc(w->nv ? w->nv : 1, 1);
  if (!w->visited) goto nomem;
  w->m = (uint32_t)g.m;
  for (size_t e = 0; e < g.m; e++) {
    w->eu[e] = world_index(w, g.e[2 * e]);
    w->ev[e] = world_index(w, g.e[2 * e + 1]);
  }
  for (size_t i = 0; i < g.nvis; i++) {
    uint32_t v = world_index(w, g.vis[i]);
    if (v != NONE) w->visited[v] = 1;
  }
  w->token = world_index(w, g.token);
  if (w->token == NONE) return gr_error_set(err, GR_ESTATE, "internal: the token is not on a vertex");
  return 0;
nomem:
  world_free(w);
  return gr_error_set(err, GR_ENOMEM, "out of memory for a graph of %zu edges", g.m);
}

/* The token's component of the unvisited graph, vertices in label order. */
typedef struct comp {
  uint32_t hn;
  uint32_t *hv;   /* H vertex -> world vertex */
  uint32_t *hidx; /* world vertex -> H vertex or NONE */
  uint32_t t;     /* the token in H */
  uint32_t hm;
  uint32_t *hu, *hw; /* H's edges */
  gm_graph g;
} comp;

static void comp_free(comp *c) {
  free(c->hv);
  free(c->hidx);
  free(c->hu);
  free(c->hw);
  gm_graph_free(&c->g);
  memset(c, 0, sizeof *c);
}

static int comp_build(const world *w, comp *c, gr_error *err) {
  memset(c, 0, sizeof *c);
  size_t nv = w->nv, m = w->m;
  uint32_t *start = calloc(nv + 1, sizeof *start), *adj = malloc((2 * m + 1) * sizeof *adj);
  uint32_t *fill = malloc((nv + 1) * sizeof *fill), *queue = malloc((nv + 1) * sizeof *queue);
  c->hidx = malloc((nv + 1) * sizeof *c->hidx);
  int rc = -1;
  if (!start || !adj || !fill || !queue || !c->hidx) goto nomem;
  for (size_t e = 0; e < m; e++)
    if (!w->visited[w->eu[e]] && !w->visited[w->ev[e]]) {
      start[w->eu[e] + 1]++;
      start[w->ev[e] + 1]++;
    }
  for (size_t v = 0; v < nv; v++) start[v + 1] += start[v];
  memcpy(fill, start, nv * sizeof *fill);
  for (size_t e = 0; e < m; e++)
    if (!w->visited[w->eu[e]] && !w->visited[w->ev[e]]) {
      adj[fill[w->eu[e]]++] = w->ev[e];
      adj[fill[w->ev[e]]++] = w->eu[e];
    }
  for (size_t v = 0; v < nv; v++) c->hidx[v] = NONE;
  uint32_t head = 0, tail = 0;
  c->hidx[w->token] = 0;
  queue[tail++] = w->token;
  while (head < tail) {
    uint32_t v = queue[head++];
    for (uint32_t k = start[v]; k < start[v + 1]; k++)
      if (c->hidx[adj[k]] == NONE) {
        c->hidx[adj[k]] = 0;
        queue[tail++] = adj[k];
      }
  }
  c->hn = tail;
  c->hv = malloc(((size_t)tail + 1) * sizeof *c->hv);
  if (!c->hv) goto nomem;
  uint32_t k = 0;
  for (size_t v = 0; v < nv; v++)
    if (c->hidx[v] != NONE) {
      c->hidx[v] = k;
      c->hv[k++] = (uint32_t)v;
    }
  c->t = c->hidx[w->token];
  size_t hm = 0;
  for (size_t e = 0; e < m; e++) hm += c->hidx[w->eu[e]] != NONE && c->hidx[w->ev[e]] != NONE;
  c->hm = (uint32_t)hm;
  c->hu = malloc((hm + 1) * sizeof *c->hu);
  c->hw = malloc((hm + 1) * sizeof *c->hw);
  if (!c->hu || !c->hw) goto nomem;
  hm = 0;
  for (size_t e = 0; e < m; e++)
    if (c->hidx[w->eu[e]] != NONE && c->hidx[w->ev[e]] != NONE) {
      c->hu[hm] = c->hidx[w->eu[e]];
      c->hw[hm++] = c->hidx[w->ev[e]];
    }
  if (gm_graph_build(&c->g, c->hn, c->hu, c->hw, hm, err) != 0) goto fail;
  rc = 0;
  goto done;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory for a graph of %zu edges", m);
fail:
  comp_free(c);
done:
  free(start);
  free(adj);
  free(fill);
  free(queue);
  return rc;
}

/* The verdict from a maximum matching of H: *wins, and win[u] for the
 * vertices of H (a winning destination).  `side` NULL: general graph. */
static int comp_verdict(const comp *c, const uint8_t *side, const uint32_t *mate, bool *wins, uint8_t *win,
                        gr_error *err) {
  *wins = false;
  memset(win, 0, c->hn ? c->hn : 1);
  if (mate[c->t] == NONE) return 0; /* this maximum matching misses t */
  uint32_t *eu = malloc((c->hm + 1) * sizeof *eu), *ev = malloc((c->hm + 1) * sizeof *ev);
  uint32_t *m2 = malloc(((size_t)c->hn + 1) * sizeof *m2);
  uint8_t *miss = malloc((size_t)c->hn + 1);
  gm_graph g;
  memset(&g, 0, sizeof g);
  int rc = -1;
  if (!eu || !ev || !m2 || !miss) {
    gr_error_set(err, GR_ENOMEM, "out of memory");
    goto done;
  }
  size_t k = 0;
  for (uint32_t e = 0; e < c->hm; e++)
    if (c->hu[e] != c->t && c->hw[e] != c->t) {
      eu[k] = c->hu[e];
      ev[k++] = c->hw[e];
    }
  if (gm_graph_build(&g, c->hn, eu, ev, k, err) != 0) goto done;
  memcpy(m2, mate, (size_t)c->hn * sizeof *m2);
  m2[m2[c->t]] = NONE;
  m2[c->t] = NONE;
  int r = gm_missable(&g, side, m2, miss, NULL, err);
  if (r < 0) goto done;
  if (r == 1) {
    *wins = true;
    for (uint32_t j = c->g.start[c->t]; j < c->g.start[c->t + 1]; j++) win[c->g.adj[j]] = miss[c->g.adj[j]];
  }
  rc = 0;
done:
  free(eu);
  free(ev);
  free(m2);
  free(miss);
  gm_graph_free(&g);
  return rc;
}

/* The position with the token moved to label `to`. */
static int move_to(const gr_pos *p, uint64_t to, gr_pos *out, gr_error *err) {
  gview g;
  gview_of(p, &g);
  if (gr_pos_resize(out, p->len + 1, err) != 0) return -1;
  size_t head = 3 + 2 * g.m;
  memcpy(out->v, p->v, head * sizeof *p->v);
  out->v[1] = to;
  size_t k = head;
  bool placed = false;
  for (size_t i = 0; i < g.nvis; i++) {
    if (!placed && g.token < g.vis[i]) {
      out->v[k++] = g.token;
      placed = true;
    }
    out->v[k++] = g.vis[i];
  }
  if (!placed) out->v[k++] = g.token;
  return 0;
}

static bool is_visited(const gview *g, uint64_t label) {
  size_t lo = 0, hi = g->nvis;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (g->vis[mid] < label) lo = mid + 1;
    else hi = mid;
  }
  return lo < g->nvis && g->vis[lo] == label;
}

/* The labels the token can move to, ascending. */
static int next_vertices(const gr_pos *p, uint64_t **out, size_t *count, gr_error *err) {
  gview g;
  gview_of(p, &g);
  *count = 0;
  *out = malloc((g.m + 1) * sizeof **out);
  if (*out == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  for (size_t e = 0; e < g.m; e++) {
    uint64_t other = g.e[2 * e] == g.token ? g.e[2 * e + 1] : g.e[2 * e + 1] == g.token ? g.e[2 * e] : 0;
    if (other && !is_visited(&g, other)) (*out)[(*count)++] = other;
  }
  gt_sort_u64(*out, *count);
  return 0;
}

/* ---- parse and format ---------------------------------------------------------- */

static bool has_label(const uint64_t *a, size_t n, uint64_t key) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (a[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && a[lo] == key;
}

static int geo_parse(const char *text, gr_pos *out, gr_error *err) {
  gt_text t;
  if (gt_parse(text, GT_ALLOW_N | GT_ALLOW_START | GT_ALLOW_VISITED | GT_EDGES, GEO_MAX_EDGES, GT_MAX_LABEL, &t,
               err) != 0) {
    gt_free(&t);
    return -1;
  }
  int rc = -1;
  uint64_t *key = NULL, *lab = NULL, *vis = NULL;
  size_t m = t.m, line, col, nlab = 0;
  if (!t.has_start) {
    gr_error_set(err, GR_ESYNTAX, "no start vertex: write start=V; before the edges, e.g. start=1; 1-2 2-3 3-4");
    goto done;
  }
  if (t.has_n && (t.n == 0 || t.n > GEO_MAX_VERTICES)) {
    gt_where(&t, t.n_at, &line, &col);
    gr_error_set(err, t.n == 0 ? GR_ERANGE : GR_ELIMIT, "n=%llu at line %zu, column %zu: %s", (unsigned long long)t.n,
                 line, col, t.n == 0 ? "a graph needs at least one vertex" : "at most 1000000 vertices are accepted");
    goto done;
  }
  if (!t.has_n && m == 0) {
    gr_error_set(err, GR_ESYNTAX, "no edges given: write the edges as A-B, e.g. start=1; 1-2 2-3 3-4 (or declare "
                                  "the vertices with n=N)");
    goto done;
  }
  for (size_t e = 0; e < m; e++) {
    bool bad = t.eu[e] == 0 || t.ev[e] == 0 || t.eu[e] == t.ev[e] || (t.has_n && (t.eu[e] > t.n || t.ev[e] > t.n));
    if (!bad) continue;
    gt_where(&t, t.edge_at[e], &line, &col); /* only for the message: it scans the text */
    if (t.eu[e] == 0 || t.ev[e] == 0) {
      gr_error_set(err, GR_ERANGE, "edge %zu (%u-%u) at line %zu, column %zu names vertex 0: vertices are numbered "
                                   "from 1",
                   e + 1, t.eu[e], t.ev[e], line, col);
      goto done;
    }
    if (t.eu[e] == t.ev[e]) {
      gr_error_set(err, GR_ESYNTAX,
                   "edge %zu (%u-%u) at line %zu, column %zu is a loop: the token always moves to another vertex, so "
                   "geography takes no loops",
                   e + 1, t.eu[e], t.ev[e], line, col);
      goto done;
    }
    if (t.has_n && (t.eu[e] > t.n || t.ev[e] > t.n)) {
      gr_error_set(err, GR_ERANGE, "edge %zu (%u-%u) at line %zu, column %zu names vertex %u, but n=%llu declares "
                                   "the vertices 1..%llu",
                   e + 1, t.eu[e], t.ev[e], line, col, t.eu[e] > t.n ? t.eu[e] : t.ev[e], (unsigned long long)t.n,
                   (unsigned long long)t.n);
      goto done;
    }
  }
  key = malloc((m + 1) * sizeof *key);
  lab = malloc((2 * m + 1) * sizeof *lab);
  vis = malloc((t.nvisited + 1) * sizeof *vis);
  if (!key || !lab || !vis) {
    gr_error_set(err, GR_ENOMEM, "out of memory reading %zu edges", m);
    goto done;
  }
  for (size_t e = 0; e < m; e++) {
    uint64_t a = t.eu[e], b = t.ev[e];
    key[e] = a < b ? (a << 32 | b) : (b << 32 | a);
  }
  gt_sort_u64(key, m);
  for (size_t e = 1; e < m; e++)
    if (key[e] == key[e - 1]) { /* name the first two copies, in input order */
      size_t first = m, second = m;
      for (size_t f = 0; f < m && second == m; f++) {
        uint64_t a = t.eu[f], b = t.ev[f], k = a < b ? (a << 32 | b) : (b << 32 | a);
        if (k != key[e]) continue;
        if (first == m) first = f;
        else second = f;
      }
      gt_where(&t, t.edge_at[second], &line, &col);
      gr_error_set(err, GR_ESYNTAX, "edge %zu (%u-%u) at line %zu, column %zu repeats edge %zu (%u-%u)", second + 1,
                   t.eu[second], t.ev[second], line, col, first + 1, t.eu[first], t.ev[first]);
      goto done;
    }
  if (!t.has_n) {
    for (size_t i = 0; i < 2 * m; i++) lab[i] = i % 2 ? t.ev[i / 2] : t.eu[i / 2];
    gt_sort_u64(lab, 2 * m);
    for (size_t i = 0; i < 2 * m; i++)
      if (nlab == 0 || lab[i] != lab[nlab - 1]) lab[nlab++] = lab[i];
    if (nlab > GEO_MAX_VERTICES) {
      gr_error_set(err, GR_ELIMIT, "the edges name %zu vertices: at most %d are accepted", nlab, GEO_MAX_VERTICES);
      goto done;
    }
  }
#define IN_GRAPH(x) (t.has_n ? ((x) >= 1 && (x) <= t.n) : has_label(lab, nlab, (x)))
  gt_where(&t, t.start_at, &line, &col);
  if (t.start == 0 || !IN_GRAPH(t.start)) {
    gr_error_set(err, GR_ERANGE, "start=%llu at line %zu, column %zu: vertex %llu is not in the graph (%s)",
                 (unsigned long long)t.start, line, col, (unsigned long long)t.start,
                 t.has_n ? "n= declares the vertices 1..N" : "its vertices are the ends of its edges");
    goto done;
  }
  for (size_t i = 0; i < t.nvisited; i++) {
    uint64_t x = t.visited[i];
    if (x != 0 && IN_GRAPH(x) && x != t.start) {
      vis[i] = x;
      continue;
    }
    gt_where(&t, t.visited_at[i], &line, &col);
    if (x == 0 || !IN_GRAPH(x)) {
      gr_error_set(err, GR_ERANGE, "visited vertex %zu at line %zu, column %zu is %llu, which is not in the graph",
                   i + 1, line, col, (unsigned long long)x);
      goto done;
    }
    if (x == t.start) {
      gr_error_set(err, GR_ERANGE,
                   "visited vertex %zu at line %zu, column %zu is %llu, where the token stands: list only the "
                   "vertices it has left",
                   i + 1, line, col, (unsigned long long)x);
      goto done;
    }
    vis[i] = x;
  }
#undef IN_GRAPH
  gt_sort_u64(vis, t.nvisited);
  for (size_t i = 1; i < t.nvisited; i++)
    if (vis[i] == vis[i - 1]) {
      gr_error_set(err, GR_ESYNTAX, "vertex %llu is listed twice in visited=", (unsigned long long)vis[i]);
      goto done;
    }
  if (gr_pos_resize(out, 3 + 2 * m + t.nvisited, err) != 0) goto done;
  out->v[0] = t.has_n ? t.n : 0;
  out->v[1] = t.start;
  out->v[2] = m;
  for (size_t e = 0; e < m; e++) {
    out->v[3 + 2 * e] = key[e] >> 32;
    out->v[4 + 2 * e] = key[e] & 0xffffffffu;
  }
  memcpy(out->v + 3 + 2 * m, vis, t.nvisited * sizeof *vis);
  rc = 0;
done:
  free(key);
  free(lab);
  free(vis);
  gt_free(&t);
  return rc;
}

static void geo_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  gview g;
  if (!gview_of(p, &g)) return;
  if (g.N) gr_buf_printf(out, "n=%llu; ", (unsigned long long)g.N);
  gr_buf_printf(out, "start=%llu", (unsigned long long)g.token);
  if (g.nvis) {
    gr_buf_puts(out, "; visited=");
    for (size_t i = 0; i < g.nvis; i++) gr_buf_printf(out, "%s%llu", i ? " " : "", (unsigned long long)g.vis[i]);
  }
  if (g.m) gr_buf_puts(out, ";");
  for (size_t e = 0; e < g.m; e++)
    gr_buf_printf(out, " %llu-%llu", (unsigned long long)g.e[2 * e], (unsigned long long)g.e[2 * e + 1]);
}

static bool geo_is_terminal(const gr_pos *p) {
  gview g;
  if (!gview_of(p, &g)) return true;
  for (size_t e = 0; e < g.m; e++) {
    uint64_t other = g.e[2 * e] == g.token ? g.e[2 * e + 1] : g.e[2 * e + 1] == g.token ? g.e[2 * e] : 0;
    if (other && !is_visited(&g, other)) return false;
  }
  return true;
}

#define GEO_MOVES_VALUES (UINT64_C(1) << 25)

static int geo_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t *next;
  size_t count;
  if (next_vertices(p, &next, &count, err) != 0) return -1;
  int rc = 0;
  if (count > max_moves)
    rc = gr_error_set(err, GR_ELIMIT, "this position has %zu moves; at most %zu can be listed", count, max_moves);
  else if ((uint64_t)count * p->len > GEO_MOVES_VALUES)
    rc = gr_error_set(err, GR_ELIMIT, "listing all %zu moves would take %llu numbers (at most %llu): use solve, or "
                                      "play one move",
                      count, (unsigned long long)count * p->len, (unsigned long long)GEO_MOVES_VALUES);
  for (size_t i = 0; rc == 0 && i < count; i++) {
    gr_pos q;
    gr_pos_init(&q);
    if (move_to(p, next[i], &q, err) != 0 || gr_pos_list_push(out, &q, err) != 0) {
      gr_pos_free(&q);
      rc = -1;
    }
  }
  free(next);
  return rc;
}

/* ---- the verdict job ---------------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  world w;
  comp c;
  uint8_t *side; /* NULL: not bipartite */
  uint32_t *mate;
  uint8_t *win;
  gm_matcher *matcher;
  bool decided;
  uint32_t next; /* next H vertex to list as a winning move */
  uint64_t listed;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  world_free(&s->w);
  comp_free(&s->c);
  free(s->side);
  free(s->mate);
  free(s->win);
  gm_matcher_free(s->matcher);
  free(s);
  job->state = NULL;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  if (s->matcher) {
    uint64_t used;
    int r = gm_matcher_run(s->matcher, budget, &used, err);
    if (r < 0) return -1;
    job->done += used;
    if (job->done >= job->total) job->done = job->total - 1;
    if (r == 0) return 0;
    gm_matcher_free(s->matcher);
    s->matcher = NULL;
    budget = used >= budget ? 1 : budget - used;
  }
  if (!s->decided) {
    bool wins;
    if (comp_verdict(&s->c, s->side, s->mate, &wins, s->win, err) != 0) return -1;
    s->decided = true;
    job->analysis.winner = wins ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  }
  while (s->next < s->c.hn) {
    uint32_t u = s->next;
    if (!s->win[u]) {
      s->next++;
      continue;
    }
    if (budget == 0) return 0;
    if (s->listed > 0 && s->listed + s->pos.len > GT_MOVES_BUDGET) {
      job->analysis.winning_moves_cut = true; /* said in the JSON and the CLI */
      break;
    }
    gr_pos q;
    gr_pos_init(&q);
    if (move_to(&s->pos, s->w.label[s->c.hv[u]], &q, err) != 0) return -1;
    s->listed += q.len;
    if (gr_pos_list_push(&job->analysis.winning_moves, &q, err) != 0) return -1;
    budget = budget > s->pos.len ? budget - s->pos.len : 0;
    s->next++;
  }
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int geo_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  solve_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0 || world_build(p, &s->w, err) != 0 || comp_build(&s->w, &s->c, err) != 0)
    goto fail;
  uint32_t hn = s->c.hn;
  s->side = malloc((size_t)hn + 1);
  s->mate = malloc(((size_t)hn + 1) * sizeof *s->mate);
  s->win = calloc((size_t)hn + 1, 1);
  if (!s->side || !s->mate || !s->win) {
    gr_error_set(err, GR_ENOMEM, "out of memory for %u vertices", hn);
    goto fail;
  }
  bool bip;
  if (gm_bipartite(&s->c.g, s->side, &bip, err) != 0) goto fail;
  if (!bip) {
    free(s->side);
    s->side = NULL;
    if (hn > GEO_MAX_GENERAL) {
      gr_error_set(err, GR_ELIMIT,
                   "the token's part of the graph has %u vertices and an odd cycle: Edmonds' blossom algorithm here "
                   "takes at most %d (bipartite graphs: up to %d)",
                   hn, GEO_MAX_GENERAL, GEO_MAX_VERTICES);
      goto fail;
    }
  }
  for (uint32_t v = 0; v < hn; v++) s->mate[v] = NONE;
  s->matcher = gm_matcher_new(&s->c.g, s->side, s->mate, true, err);
  if (s->matcher == NULL) goto fail;
  /* Work units are edge scans: Hopcroft–Karp needs O(sqrt V) passes, Edmonds one per vertex at most. */
  uint64_t passes = 2;
  if (bip)
    while (passes * passes < hn) passes++;
  else passes = hn + 1;
  *job = gr_job_new(&solve_ops, s, (2 * (uint64_t)s->c.hm + 1) * (passes + 1), err);
  if (*job == NULL) goto fail;
  return 0;
fail:
  solve_destroy(&tmp);
  return -1;
}

/* Losing, the computer moves to the neighbour with the most unvisited
 * neighbours of its own (ties: the smallest label): the most room left, so
 * the game tends to last longest. */
static int geo_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  uint64_t *next;
  size_t count;
  if (next_vertices(p, &next, &count, err) != 0) return -1;
  if (count == 0) {
    free(next);
    return gr_error_set(err, GR_ESTATE, "the game is over: the token has no unvisited neighbour");
  }
  gview g;
  gview_of(p, &g);
  size_t best = 0, best_deg = 0;
  for (size_t i = 0; i < count; i++) {
    size_t deg = 0;
    for (size_t e = 0; e < g.m; e++) {
      uint64_t other = g.e[2 * e] == next[i] ? g.e[2 * e + 1] : g.e[2 * e + 1] == next[i] ? g.e[2 * e] : 0;
      if (other && other != g.token && !is_visited(&g, other)) deg++;
    }
    if (i == 0 || deg > best_deg) {
      best = i;
      best_deg = deg;
    }
  }
  int rc = move_to(p, next[best], out, err);
  free(next);
  return rc;
}

static void geo_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len < 2 || to->len < 2) return;
  gr_buf_printf(out, lang == GR_ZH ? "把棋子从 %llu 移到 %llu" : "move the token from %llu to %llu",
                (unsigned long long)from->v[1], (unsigned long long)to->v[1]);
}

static void geo_board(const gr_pos *p, gr_json *j) {
  gr_error err = {0};
  world w;
  int32_t *x = NULL, *y = NULL;
  uint8_t *playable = NULL;
  bool ok = world_build(p, &w, &err) == 0;
  if (ok) {
    x = malloc(((size_t)w.nv + 1) * sizeof *x);
    y = malloc(((size_t)w.nv + 1) * sizeof *y);
    playable = calloc((size_t)w.nv + 1, 1);
    ok = x && y && playable && gt_layout_rooted(w.nv, w.eu, w.ev, w.m, w.token, x, y, &err) == 0;
  }
  if (ok)
    for (uint32_t e = 0; e < w.m; e++) {
      if (w.eu[e] == w.token && !w.visited[w.ev[e]]) playable[w.ev[e]] = 1;
      if (w.ev[e] == w.token && !w.visited[w.eu[e]]) playable[w.eu[e]] = 1;
    }
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  gr_json_key(j, "directed");
  gr_json_bool(j, false);
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  char text[24];
  for (uint32_t v = 0; ok && v < w.nv; v++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, w.label[v]);
    gr_json_key(j, "label");
    snprintf(text, sizeof text, "%u", w.label[v]);
    gr_json_string(j, text);
    gr_json_key(j, "x");
    gr_json_i64(j, x[v]);
    gr_json_key(j, "y");
    gr_json_i64(j, y[v]);
    gr_json_key(j, "token");
    gr_json_bool(j, v == w.token);
    gr_json_key(j, "visited");
    gr_json_bool(j, w.visited[v] != 0);
    gr_json_key(j, "playable");
    gr_json_bool(j, playable[v] != 0);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (uint32_t e = 0; ok && e < w.m; e++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, (uint64_t)e + 1);
    gr_json_key(j, "from");
    gr_json_u64(j, w.label[w.eu[e]]);
    gr_json_key(j, "to");
    gr_json_u64(j, w.label[w.ev[e]]);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "move");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "vertex");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
  free(x);
  free(y);
  free(playable);
  world_free(&w);
}

/* "move VERTEX": the vertex's number (its label). */
static int geo_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  gview g;
  if (!gview_of(p, &g)) return gr_error_set(err, GR_ESTATE, "internal: not a geography position");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "move", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'move VERTEX', e.g. move 2");
  gt_text t;
  if (gt_parse(action + 4, GT_VALUES, 1, GT_MAX_LABEL, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  if (t.nvalues != 1) {
    gt_free(&t);
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'move VERTEX', e.g. move 2");
  }
  uint64_t v = t.values[0];
  gt_free(&t);
  bool adjacent = false, exists = g.N ? v >= 1 && v <= g.N : false;
  for (size_t e = 0; e < g.m; e++) {
    if (g.e[2 * e] == v || g.e[2 * e + 1] == v) exists = true;
    if ((g.e[2 * e] == v && g.e[2 * e + 1] == g.token) || (g.e[2 * e + 1] == v && g.e[2 * e] == g.token))
      adjacent = true;
  }
  if (!exists) return gr_error_set(err, GR_ERANGE, "there is no vertex %llu in the graph", (unsigned long long)v);
  if (v == g.token)
    return gr_error_set(err, GR_ERANGE, "the token is already on %llu: move it to a neighbour",
                        (unsigned long long)v);
  if (is_visited(&g, v))
    return gr_error_set(err, GR_ERANGE, "vertex %llu was visited already: the token never returns",
                        (unsigned long long)v);
  if (!adjacent)
    return gr_error_set(err, GR_ERANGE, "vertex %llu is not next to the token (on %llu)", (unsigned long long)v,
                        (unsigned long long)g.token);
  return move_to(p, v, out, err);
}

/* The inverse of geo_play: "move V", V the token's new vertex, when `to` is
 * exactly `from` with the token moved there (checked by making the move).
 * O(size). */
static int geo_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  gview g, h;
  if (!gview_of(from, &g)) return gr_error_set(err, GR_ESTATE, "internal: not a geography position");
  if (!gview_of(to, &h) || to->len != from->len + 1 || h.token == g.token)
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  char action[32];
  snprintf(action, sizeof action, "move %llu", (unsigned long long)h.token);
  gr_pos back;
  gr_pos_init(&back);
  gr_error ignored = {0};
  bool ok = geo_play(from, action, &back, &ignored) == 0 && gr_pos_equal(&back, to);
  gr_pos_free(&back);
  if (!ok) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  gr_buf_puts(out, action);
  return 0;
}

/* ---- the trace ------------------------------------------------------------------ */

enum {
  RULE_AUGMENT,
  RULE_AUGMENT_BLOSSOM,
  RULE_MATCHED,
  RULE_UNMATCHED,
  RULE_EXPOSED,
  RULE_EVEN,
  RULE_EVERY,
  RULE_MOVE_WIN,
  RULE_MOVE_LOSE,
  RULE_ANSWER,
  RULE_COUNT
};
enum { VIEW_GRAPH, VIEW_AUGMENT, VIEW_MATE, VIEW_EVERY, VIEW_MOVES, VIEW_ANSWER };

static const gr_rule geo_rules[RULE_COUNT] = {
    [RULE_AUGMENT] = {{"Augmenting path", "增广路"},
                      {"an alternating path between two unmatched vertices: flipping it adds one matched edge",
                       "连接两个未匹配点的交错路:翻转后匹配多一条边"},
                      {"end", "vertex", "vertex"}},
    [RULE_AUGMENT_BLOSSOM] = {{"Augmenting path (blossom)", "增广路(带花)"},
                              {"found after shrinking an odd cycle (a blossom) into one vertex",
                               "把奇环(花)缩成一点后找到的增广路"},
                              {"end", "vertex", "vertex"}},
    [RULE_MATCHED] = {{"Matched", "已匹配"},
                      {"the vertex's partner in the maximum matching", "该点在最大匹配中的配对点"},
                      {"vertex", "partner", NULL}},
    [RULE_UNMATCHED] = {{"Unmatched", "未匹配"},
                        {"the maximum matching leaves the vertex alone", "最大匹配没有覆盖该点"},
                        {"vertex", NULL, NULL}},
    [RULE_EXPOSED] = {{"Missed", "可不覆盖"},
                      {"unmatched in a maximum matching: not in every maximum matching",
                       "在某个最大匹配中未被覆盖:不是必在最大匹配中的点"},
                      {"partner", NULL, NULL}},
    [RULE_EVEN] = {{"Even alternating path", "偶交错路"},
                   {"reached from an unmatched vertex by an even alternating path: swapping along it misses the vertex",
                    "从未匹配点沿偶数长交错路可达:沿路交换即得不覆盖它的最大匹配"},
                   {"partner", "unmatched start", NULL}},
    [RULE_EVERY] = {{"In every maximum matching", "必在最大匹配中"},
                    {"no even alternating path from an unmatched vertex reaches it",
                     "没有从未匹配点出发的偶交错路能到达它"},
                    {"partner", NULL, NULL}},
    [RULE_MOVE_WIN] = {{"Winning move", "必胜着法"},
                       {"some maximum matching of the graph without the token's vertex misses the neighbour",
                        "去掉棋子所在点后,存在不覆盖该邻点的最大匹配"},
                       {"neighbour", "token", NULL}},
    [RULE_MOVE_LOSE] = {{"Losing move", "必败着法"},
                        {"every maximum matching of the graph without the token's vertex covers the neighbour",
                         "去掉棋子所在点后,每个最大匹配都覆盖该邻点"},
                        {"neighbour", "token", NULL}},
    [RULE_ANSWER] = {{"Verdict", "结论"},
                     {"the mover wins exactly when the token's vertex is in every maximum matching",
                      "先手必胜当且仅当棋子所在点必在最大匹配中"},
                     {"token in every", "token", "partner"}},
};

typedef struct trace_state {
  world w;
  comp c;
  uint32_t *mate;     /* final maximum matching of H */
  uint32_t *paths;    /* the augmenting paths, back to back */
  size_t npaths_v, cap_paths;
  uint32_t *pstart;   /* path k is paths[pstart[k] .. pstart[k + 1]) */
  uint8_t *pblossom;
  size_t naug, cap_aug;
  uint8_t *miss;      /* in H */
  uint32_t *root;
  uint32_t *nbr;      /* the token's neighbours in H, ascending */
  uint8_t *nbr_win;
  uint32_t nn;
  bool wins;
  int phase;
  uint32_t next;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  if (s == NULL) return;
  world_free(&s->w);
  comp_free(&s->c);
  free(s->mate);
  free(s->paths);
  free(s->pstart);
  free(s->pblossom);
  free(s->miss);
  free(s->root);
  free(s->nbr);
  free(s->nbr_win);
  free(s);
  job->state = NULL;
}

static int record_path(const uint32_t *path, size_t len, bool blossom, void *ctx, gr_error *err) {
  trace_state *s = ctx;
  if (s->npaths_v + len > s->cap_paths) {
    size_t cap = 2 * (s->npaths_v + len);
    uint32_t *more = realloc(s->paths, cap * sizeof *more);
    if (more == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    s->paths = more;
    s->cap_paths = cap;
  }
  if (s->naug + 2 > s->cap_aug) {
    size_t cap = 2 * (s->naug + 2);
    uint32_t *ps = realloc(s->pstart, cap * sizeof *ps);
    if (ps) s->pstart = ps;
    uint8_t *pb = realloc(s->pblossom, cap);
    if (pb) s->pblossom = pb;
    if (!ps || !pb) return gr_error_set(err, GR_ENOMEM, "out of memory");
    s->cap_aug = cap;
  }
  if (s->naug == 0) s->pstart[0] = 0;
  memcpy(s->paths + s->npaths_v, path, len * sizeof *path);
  s->npaths_v += len;
  s->pblossom[s->naug] = blossom;
  s->pstart[++s->naug] = (uint32_t)s->npaths_v;
  return 0;
}

static int trace_step(gr_job *job, trace_state *s, gr_error *err) {
  gr_trace *t = job->trace;
  const comp *c = &s->c;
  uint32_t r[8];
  switch (s->phase) {
  case 0: { /* augmenting paths, from the empty matching */
    if (s->next == s->naug) break;
    uint32_t k = s->next++;
    uint32_t len = s->pstart[k + 1] - s->pstart[k];
    uint32_t *reads = malloc(len * sizeof *reads);
    if (reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (uint32_t i = 0; i < len; i++) reads[i] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->paths[s->pstart[k] + i]);
    int rc = gr_trace_write(t, VIEW_AUGMENT, 0, k, (uint64_t)k + 1,
                            s->pblossom[k] ? RULE_AUGMENT_BLOSSOM : RULE_AUGMENT, reads, len, err);
    free(reads);
    return rc;
  }
  case 1: { /* the final matching */
    if (s->next == c->hn) break;
    uint32_t v = s->next++, u = s->mate[v];
    r[0] = gr_trace_cell_id(t, VIEW_GRAPH, 0, v);
    if (u == NONE) return gr_trace_write(t, VIEW_MATE, 0, v, 0, RULE_UNMATCHED, r, 1, err);
    r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, u);
    return gr_trace_write(t, VIEW_MATE, 0, v, s->w.label[c->hv[u]], RULE_MATCHED, r, 2, err);
  }
  case 2: { /* in every maximum matching? */
    if (s->next == c->hn) break;
    uint32_t v = s->next++;
    r[0] = gr_trace_cell_id(t, VIEW_MATE, 0, v);
    if (s->mate[v] == NONE) return gr_trace_write(t, VIEW_EVERY, 0, v, 0, RULE_EXPOSED, r, 1, err);
    if (s->miss[v]) {
      r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->root[v]);
      return gr_trace_write(t, VIEW_EVERY, 0, v, 0, RULE_EVEN, r, 2, err);
    }
    return gr_trace_write(t, VIEW_EVERY, 0, v, 1, RULE_EVERY, r, 1, err);
  }
  case 3: { /* the moves */
    if (s->next == s->nn) break;
    uint32_t i = s->next++;
    r[0] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->nbr[i]);
    r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, c->t);
    return gr_trace_write(t, VIEW_MOVES, 0, i, s->nbr_win[i], s->nbr_win[i] ? RULE_MOVE_WIN : RULE_MOVE_LOSE, r, 2,
                          err);
  }
  case 4: {
    if (s->next == 1) break;
    s->next++;
    size_t nr = 0;
    r[nr++] = gr_trace_cell_id(t, VIEW_EVERY, 0, c->t);
    r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, c->t);
    if (s->wins) r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->mate[c->t]);
    return gr_trace_write(t, VIEW_ANSWER, 0, 0, s->wins ? 1 : 0, RULE_ANSWER, r, nr, err);
  }
  default:
    return 0;
  }
  s->phase++;
  s->next = 0;
  return 0;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  while (budget > 0 && s->phase < 5) {
    int phase = s->phase;
    if (trace_step(job, s, err) != 0) return -1;
    if (phase == s->phase) job->done++;
    budget--;
  }
  if (s->phase == 5) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int geo_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
  gr_job tmp = {.state = s};
  gr_trace *t = NULL;
  gm_graph g2;
  memset(&g2, 0, sizeof g2);
  uint32_t *m2 = NULL, *eu = NULL, *ev = NULL;
  uint8_t *miss2 = NULL;
  int32_t *x = NULL, *y = NULL;
  if (world_build(p, &s->w, err) != 0 || comp_build(&s->w, &s->c, err) != 0) goto fail;
  const comp *c = &s->c;
  uint32_t hn = c->hn;
  if (hn > GEO_MAX_TRACE) {
    gr_error_set(err, GR_ELIMIT,
                 "the token's part of the graph has %u vertices: the trace draws at most %d (the verdict alone "
                 "handles far more)",
                 hn, GEO_MAX_TRACE);
    goto fail;
  }
  size_t N = (size_t)hn + 1;
  s->mate = malloc(N * sizeof *s->mate);
  s->miss = malloc(N);
  s->root = malloc(N * sizeof *s->root);
  s->nbr = malloc(N * sizeof *s->nbr);
  s->nbr_win = malloc(N);
  m2 = malloc(N * sizeof *m2);
  miss2 = malloc(N);
  eu = malloc(((size_t)c->hm + 1) * sizeof *eu);
  ev = malloc(((size_t)c->hm + 1) * sizeof *ev);
  x = malloc(N * sizeof *x);
  y = malloc(N * sizeof *y);
  if (!s->mate || !s->miss || !s->root || !s->nbr || !s->nbr_win || !m2 || !miss2 || !eu || !ev || !x || !y) {
    gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
    goto fail;
  }
  /* Edmonds from the empty matching, every augmenting path recorded. */
  for (uint32_t v = 0; v < hn; v++) s->mate[v] = NONE;
  gm_matcher *mt = gm_matcher_new(&c->g, NULL, s->mate, false, err);
  if (mt == NULL) goto fail;
  gm_matcher_record(mt, record_path, s);
  int r = gm_matcher_run(mt, UINT64_MAX, NULL, err);
  gm_matcher_free(mt);
  if (r < 0) goto fail;
  if (gm_missable(&c->g, NULL, s->mate, s->miss, s->root, err) != 1) {
    if (err->status == GR_OK) gr_error_set(err, GR_ESTATE, "internal: the matching is not maximum");
    goto fail;
  }
  /* H - t: a maximum matching from M minus t's edge, then who can be missed. */
  size_t k = 0;
  for (uint32_t e = 0; e < c->hm; e++)
    if (c->hu[e] != c->t && c->hw[e] != c->t) {
      eu[k] = c->hu[e];
      ev[k++] = c->hw[e];
    }
  if (gm_graph_build(&g2, hn, eu, ev, k, err) != 0) goto fail;
  memcpy(m2, s->mate, hn * sizeof *m2);
  if (m2[c->t] != NONE) m2[m2[c->t]] = NONE;
  m2[c->t] = NONE;
  if (gm_maximum_matching(&g2, NULL, m2, err) != 0) goto fail;
  if (gm_missable(&g2, NULL, m2, miss2, NULL, err) != 1) {
    if (err->status == GR_OK) gr_error_set(err, GR_ESTATE, "internal: the matching is not maximum");
    goto fail;
  }
  s->wins = !s->miss[c->t];
  for (uint32_t j = c->g.start[c->t]; j < c->g.start[c->t + 1]; j++) s->nbr[s->nn++] = c->g.adj[j];
  gt_sort_u32(s->nbr, s->nn);
  for (uint32_t i = 0; i < s->nn; i++) s->nbr_win[i] = miss2[s->nbr[i]];

  size_t steps = s->naug + 2 * (size_t)hn + s->nn + 1;
  t = gr_trace_new(steps, geo_rules, RULE_COUNT, explain, err);
  if (t == NULL) goto fail;
  if (gr_trace_add_view(t, GR_VIEW_GRAPH, "vertex", "the token's part of the graph", "棋子所在的连通部分", 1, hn, 0,
                        err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "augment", "matching size after each augmenting path",
                        "每条增广路之后的匹配大小", 1, (uint32_t)s->naug, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_GRAPH, "partner", "maximum matching: each vertex's partner (0: none)",
                        "最大匹配:每个点的配对点(0 表示无)", 1, hn, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_GRAPH, "every", "in every maximum matching", "必在最大匹配中", 1, hn, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "move", "moving to each neighbour wins", "移到各邻点是否必胜", 1, s->nn,
                        1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, 1, err) < 0)
    goto fail;
  t->views[VIEW_EVERY].value_kind = GR_VALUE_BOOL;
  t->views[VIEW_MOVES].value_kind = GR_VALUE_BOOL;
  t->views[VIEW_ANSWER].value_kind = GR_VALUE_OUTCOME;
  for (uint32_t v = 0; v < hn; v++) t->views[VIEW_GRAPH].values[v] = s->w.label[c->hv[v]];
  if (gt_layout_rooted(hn, c->hu, c->hw, c->hm, c->t, x, y, err) != 0) goto fail;
  for (int v = VIEW_GRAPH; v <= VIEW_EVERY; v++)
    if (v != VIEW_AUGMENT && gr_trace_set_graph(t, v, x, y, c->hu, c->hw, c->hm, err) != 0) goto fail;
  *job = gr_job_new(&trace_ops, s, steps, err);
  if (*job == NULL) goto fail;
  (*job)->trace = t;
  t = NULL;
  goto done;
fail:
  gr_trace_free(t);
  trace_destroy(&tmp);
done:
  gm_graph_free(&g2);
  free(m2);
  free(miss2);
  free(eu);
  free(ev);
  free(x);
  free(y);
  return *job ? 0 : -1;
}

/* ---- explanations ------------------------------------------------------------------ */

static uint64_t node_label(const gr_trace *t, uint32_t col) { return t->views[VIEW_GRAPH].values[col]; }

static uint32_t col_of(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  return gr_trace_locate(t, id, &view, &row, &col) ? col : 0;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nr;
  const uint32_t *r = gr_trace_step_reads(t, step, &nr);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  uint64_t self = node_label(t, col_of(t, target));
  switch (rule) {
  case RULE_AUGMENT:
  case RULE_AUGMENT_BLOSSOM: {
    gr_buf_puts(out, zh ? "增广路 " : "Augmenting path ");
    for (size_t k = 0; k < nr; k++) gr_buf_printf(out, "%s%llu", k ? " - " : "", (unsigned long long)gr_trace_value(t, r[k]));
    gr_buf_printf(out, zh ? "(%zu 条边,两端都未匹配)" : " (%zu edge%s, both ends unmatched)", nr - 1, nr == 2 ? "" : "s");
    if (rule == RULE_AUGMENT_BLOSSOM)
      gr_buf_puts(out, zh ? ",搜索中把一个奇环(花)缩成了一点" : ", found after shrinking an odd cycle (a blossom)");
    gr_buf_puts(out, zh ? ":翻转后匹配边为 " : ": flipping it matches ");
    for (size_t k = 0; k + 1 < nr; k += 2)
      gr_buf_printf(out, "%s%llu-%llu", k ? ", " : "", (unsigned long long)gr_trace_value(t, r[k]),
                    (unsigned long long)gr_trace_value(t, r[k + 1]));
    gr_buf_printf(out, zh ? ";匹配现有 %llu 条边。" : "; the matching now has %llu edge%s.", (unsigned long long)value,
                  value == 1 ? "" : "s");
    return;
  }
  case RULE_MATCHED:
    gr_buf_printf(out, zh ? "最大匹配中,顶点 %llu 与 %llu 配对。" : "In the maximum matching, vertex %llu is matched with %llu.",
                  (unsigned long long)gr_trace_value(t, r[0]), (unsigned long long)value);
    return;
  case RULE_UNMATCHED:
    gr_buf_printf(out, zh ? "最大匹配没有覆盖顶点 %llu。" : "The maximum matching leaves vertex %llu unmatched.",
                  (unsigned long long)gr_trace_value(t, r[0]));
    return;
  case RULE_EXPOSED:
    gr_buf_printf(out,
                  zh ? "顶点 %llu 未被这个最大匹配覆盖,所以它不是必在最大匹配中的点。"
                     : "Vertex %llu is unmatched in this maximum matching, so it is not in every maximum matching.",
                  (unsigned long long)self);
    return;
  case RULE_EVEN:
    gr_buf_printf(out,
                  zh ? "从未匹配的顶点 %llu 出发,沿偶数长的交错路可以到达顶点 %llu(它的配对点是 %llu):沿这条路交换"
                       "匹配边,得到一个同样大、却不覆盖 %llu 的最大匹配。所以 %llu 不是必在最大匹配中的点。"
                     : "An even alternating path from the unmatched vertex %llu reaches vertex %llu (matched with "
                       "%llu): swapping along it gives a maximum matching just as large that misses %llu. So %llu is "
                       "not in every maximum matching.",
                  (unsigned long long)gr_trace_value(t, r[1]), (unsigned long long)self,
                  (unsigned long long)gr_trace_value(t, r[0]), (unsigned long long)self, (unsigned long long)self);
    return;
  case RULE_EVERY:
    gr_buf_printf(out,
                  zh ? "没有从未匹配点出发的偶交错路到达顶点 %llu(配对点 %llu):每个最大匹配都覆盖它。"
                     : "No even alternating path from an unmatched vertex reaches vertex %llu (matched with %llu): "
                       "every maximum matching covers it.",
                  (unsigned long long)self, (unsigned long long)gr_trace_value(t, r[0]));
    return;
  case RULE_MOVE_WIN:
  case RULE_MOVE_LOSE: {
    unsigned long long u = gr_trace_value(t, r[0]), tok = gr_trace_value(t, r[1]);
    if (rule == RULE_MOVE_WIN)
      gr_buf_printf(out,
                    zh ? "移到 %llu:去掉 %llu 之后,存在不覆盖 %llu 的最大匹配,对手从 %llu 出发必败:这是必胜着法。"
                       : "Moving to %llu: without %llu, some maximum matching misses %llu, so the opponent, starting "
                         "there, loses: a winning move.",
                    u, tok, u, u);
    else
      gr_buf_printf(out,
                    zh ? "移到 %llu:去掉 %llu 之后,每个最大匹配都覆盖 %llu,对手从 %llu 出发必胜:不是必胜着法。"
                       : "Moving to %llu: without %llu, every maximum matching covers %llu, so the opponent, starting "
                         "there, wins: not a winning move.",
                    u, tok, u, u);
    return;
  }
  case RULE_ANSWER: {
    unsigned long long tok = gr_trace_value(t, r[1]);
    if (value)
      gr_buf_printf(out,
                    zh ? "棋子所在的顶点 %llu 必在最大匹配中:先手必胜,只要一直沿匹配边走(第一步走到 %llu)。"
                       : "The token's vertex %llu is in every maximum matching: the first player wins by always moving "
                         "along the matching (first to %llu).",
                    tok, nr > 2 ? (unsigned long long)gr_trace_value(t, r[2]) : 0ULL);
    else
      gr_buf_printf(out,
                    zh ? "存在不覆盖棋子所在顶点 %llu 的最大匹配:先手必败,后手每步沿匹配边回应。"
                       : "Some maximum matching misses the token's vertex %llu: the first player loses (the second "
                         "answers every move along the matching).",
                    tok);
    return;
  }
  default:
    return;
  }
}

/* ---- small positions for the referee ----------------------------------------------- */

/* Every graph on the vertices 1..N for N = 1..referee_max_len (all edge
 * subsets), every start, every set of visited vertices. */
static int geo_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  size_t maxn = gr_game_geography.referee_max_len;
  if (maxn > 6) maxn = 6;
  uint64_t v[3 + 30 + 6];
  for (uint32_t n = 1; n <= maxn; n++) {
    uint32_t pa[15], pb[15], np = 0;
    for (uint32_t a = 1; a <= n; a++)
      for (uint32_t b = a + 1; b <= n; b++) {
        pa[np] = a;
        pb[np++] = b;
      }
    for (uint32_t mask = 0; mask < (1u << np); mask++) {
      size_t m = 0;
      for (uint32_t k = 0; k < np; k++)
        if (mask >> k & 1) {
          v[3 + 2 * m] = pa[k];
          v[4 + 2 * m] = pb[k];
          m++;
        }
      for (uint32_t start = 1; start <= n; start++)
        for (uint32_t vis = 0; vis < (1u << n); vis++) {
          if (vis >> (start - 1) & 1) continue;
          size_t len = 3 + 2 * m;
          for (uint32_t x = 1; x <= n; x++)
            if (vis >> (x - 1) & 1) v[len++] = x;
          v[0] = n;
          v[1] = start;
          v[2] = m;
          gr_pos p = {.len = len, .v = v};
          int rc = visit(&p, ctx);
          if (rc != 0) return rc;
        }
    }
  }
  return 0;
}

/* ---- the table ---------------------------------------------------------------------- */

static const gr_lesson_stop geo_lesson[] = {
    {{"The rules", "规则"},
     {"A path 1-2-3-4 with the token on vertex 2. A move takes the token along an edge to a vertex it has "
      "never visited (the start counts as visited); whoever cannot move loses. From 2 the token can go "
      "to 1 or to 3. Which move wins?",
      "一条路径 1-2-3-4，棋子在顶点 2 上。每次沿一条边把棋子移到一个从未到过的顶点（起点算作已到过）"
      "；不能移动的人输。从 2 可以走到 1 或 3。哪一步能赢？"},
     "start=2; 1-2 2-3 3-4", -2},
    {{"A matching and an alternating path", "最大匹配与交错路"},
     {"A 5-cycle 1-2-3-4-5 with a tail 3-6-7, the token on 1. The matching steps find 3 edges, 1-2, 3-6 "
      "and 4-5 (the odd cycle needs Edmonds' blossom shrinking), which leave 7 unmatched. At step 10 the "
      "alternating path 7-6, 6-3, 3-2, 2-1 from the unmatched 7 reaches 1: swapping along it gives the "
      "matching 6-7, 2-3, 4-5, just as large, which misses 1. So the token's vertex is not in every maximum "
      "matching, and the first player loses.",
      "一个 5 元环 1-2-3-4-5，外加一条尾巴 3-6-7，棋子在 1 上。求匹配的几步找到 3 条边 1"
      "-2、3-6、4-5（奇环要用 Edmonds 带花树的缩花），7 没有被匹配。第 10 步，"
      "从未匹配的 7 出发的交错路 7-6、6-3、3-2、2-1 到达 1：沿它交换得到同样大的匹配 6-7、2"
      "-3、4-5，却不覆盖 1。所以棋子所在点不在每个最大匹配中，先手必败。"},
     "start=1; 1-2 1-5 2-3 3-4 3-6 4-5 6-7", 10},
    {{"The key idea: follow the matching", "关键想法：沿着匹配走"},
     {"Suppose every maximum matching covers the token's vertex t. Move along a matching edge to t's partner: "
      "the rest of the matching is a maximum matching of what is left that misses the opponent's vertex, "
      "so every move of the opponent goes to a matched vertex (otherwise the path walked so far would make "
      "the matching larger), and you answer along its matching edge; you always have a reply, so the opponent "
      "runs out first. On the path 1-2-3-4 the only maximum matching is 1-2, 3-4: from 2, moving to 1 along "
      "the matching (step 10) wins at once, while moving to 3 lets the opponent answer from 3 to 4.",
      "设棋子所在点 t 在每个最大匹配中。沿匹配边走到 t 的配对点：剩下的匹配是剩余图的最大匹配，"
      "且不覆盖对手所在的点，于是对手每一步都只能走到被匹配的点（否则已走过的路会让匹配变大），"
      "你就沿这个点的匹配边应对；你总有应着，所以先走投无路的是对手。路径 1-2-3-4 唯一的最大匹配是 1-2"
      "、3-4：从 2 沿匹配边走到 1（第 10 步）立即获胜，而走到 3 则让对手从 3 走到 4。"},
     "start=2; 1-2 2-3 3-4", 10},
    {{"The theorem: the start in every maximum matching", "定理：起点在每个最大匹配中"},
     {"The player to move wins exactly when the token's vertex t is in every maximum matching of the graph "
      "G of t and the unvisited vertices, that is when nu(G - t) < nu(G) (nu: the size of a maximum matching). "
      "Say the first player moved from 1 to 5 in the last position: now G has the vertices 2 to 7, whose "
      "maximum matching 2-3, 4-5, 6-7 is perfect, so every maximum matching covers 5 and nu(G - 5) = 2 "
      "< 3. The player now to move wins by following the matching, first from 5 to 4; the code finds one "
      "maximum matching (Hopcroft-Karp or Edmonds' blossoms) and one alternating-forest search to decide "
      "it.",
      "轮到走的一方必胜，当且仅当棋子所在点 t 在由 t 和未访问顶点构成的图 G 的每个最大匹配中，"
      "即 nu(G - t) < nu(G)（nu 为最大匹配的边数）。设上一个局面中先手从 1 走到了 5："
      "现在 G 由顶点 2 到 7 组成，最大匹配 2-3、4-5、6-7 是完美匹配，所以每个最大匹配都覆盖 5"
      "，nu(G - 5) = 2 < 3。现在轮到走的一方沿匹配走即可获胜，先从 5 走到 4；"
      "程序求一个最大匹配（Hopcroft-Karp 或 Edmonds 带花树），再做一次交错森林搜索来判定。"},
     "start=5; visited=1; 1-2 1-5 2-3 3-4 3-6 4-5 6-7", -1},
    {{"Your turn", "轮到你"},
     {"A triangle 1-2-3, then the squares 2-3-5-4 and 4-5-7-6, and a tail 6-8; the token is on 1. Vertex "
      "1 is in every maximum matching, so the first player wins: move along a maximum matching, answer "
      "every move along it, and beat the computer.",
      "一个三角形 1-2-3，接着是正方形 2-3-5-4 和 4-5-7-6，再加一条尾巴 6-8；"
      "棋子在 1 上。顶点 1 在每个最大匹配中，先手必胜：沿某个最大匹配走，对手每走一步都沿匹配应对，"
      "战胜电脑。"},
     "start=1; 1-2 1-3 2-3 2-4 3-5 4-5 4-6 5-7 6-7 6-8", -2},
};

const gr_game gr_game_geography = {
    .id = "geography",
    .title = {"Undirected vertex geography (二分图博弈)", "无向点地理游戏(二分图博弈)"},
    .rules = {"A token stands on a vertex of an undirected graph. A move takes it along an edge to a vertex it has "
              "not visited yet (the start counts as visited). The player who cannot move loses.",
              "无向图的一个顶点上有一枚棋子。每次沿一条边把它移到一个从未到过的顶点(起点算作已到过)。"
              "不能移动的人输。"},
    .syntax = {"start=V; then the edges A-B (vertices from 1); optionally n=N; to declare the vertices 1..N and "
               "visited=A B ...; for vertices already left: start=1; 1-2 2-3 3-4",
               "start=V; 然后是边 A-B(顶点从 1 编号);可选 n=N; 声明顶点 1..N,visited=A B ...; 列出已离开的顶点:"
               "start=1; 1-2 2-3 3-4"},
    .example = "start=1; 1-2 2-3 3-4 4-5 5-1 3-6 6-7",
    .theory = {"The mover wins exactly when the token's vertex is in every maximum matching of the unvisited graph: "
               "then moving along the matching always leaves the opponent on a vertex some maximum matching misses. "
               "One maximum matching (Hopcroft–Karp when the token's part is bipartite, Edmonds' blossom algorithm "
               "otherwise) and one alternating-forest search (Gallai–Edmonds) decide it and find every winning move.",
               "先手必胜当且仅当棋子所在点在未访问图的每个最大匹配中:沿匹配边走,对手总是落在某个最大匹配可以不"
               "覆盖的点上。求一个最大匹配(棋子所在部分是二分图时用 Hopcroft–Karp,否则用 Edmonds 带花树),再做"
               "一次交错森林搜索(Gallai–Edmonds),即可判定胜负并找出全部必胜着法。"},
    .max_len_solve = 3 + 2 * GEO_MAX_EDGES + GEO_MAX_VERTICES,
    .max_len_trace = 3 + 2 * GEO_MAX_EDGES + GEO_MAX_VERTICES,
    .referee_max_len = 5,
    .referee_max_value = 5,
    .parse = geo_parse,
    .format = geo_format,
    .moves = geo_moves,
    .is_terminal = geo_is_terminal,
    .solve_start = geo_solve_start,
    .trace_start = geo_trace_start,
    .stall_move = geo_stall_move,
    .describe_move = geo_describe_move,
    .board = geo_board,
    .play = geo_play,
    .action = geo_action,
    .lesson = geo_lesson,
    .lesson_len = sizeof geo_lesson / sizeof geo_lesson[0],
    .enumerate_small = geo_enumerate_small,
    .play_syntax = {"move VERTEX (a neighbour of the token not visited yet)", "move 顶点(棋子的一个未到过的邻点)"},
};
