/*
 * geography.c — undirected vertex geography: positions, moves, the verdict
 * job, play and the game's table (the trace is geography_trace.c).
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
#include "kit/kit_text.h"
#include "text/geography_text.h"

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


void geo_world_free(geo_world *w) {
  free(w->label);
  free(w->eu);
  free(w->ev);
  free(w->visited);
  memset(w, 0, sizeof *w);
}

static uint32_t world_index(const geo_world *w, uint64_t label) {
  size_t k = gt_find_u32(w->label, w->nv, (uint32_t)label);
  return k < w->nv ? (uint32_t)k : NONE;
}

int geo_world_build(const gr_pos *p, geo_world *w, gr_error *err) {
  memset(w, 0, sizeof *w);
  gview g;
  if (!gview_of(p, &g)) return gr_error_say(err, GR_ESTATE, &geography_texts, GEO_NOT_POSITION);
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
    w->nv = (uint32_t)gt_unique_u32(w->label, 2 * g.m + 1);
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
  if (w->token == NONE) return gr_error_say(err, GR_ESTATE, &geography_texts, GEO_NO_TOKEN);
  return 0;
nomem:
  geo_world_free(w);
  return gr_error_nomem(err);
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

static bool is_visited(const gview *g, uint64_t label) { return gt_find_u64(g->vis, g->nvis, label) < g->nvis; }

/* The labels the token can move to, ascending. */
static int next_vertices(const gr_pos *p, uint64_t **out, size_t *count, gr_error *err) {
  gview g;
  gview_of(p, &g);
  *count = 0;
  *out = malloc((g.m + 1) * sizeof **out);
  if (*out == NULL) return gr_error_nomem(err);
  for (size_t e = 0; e < g.m; e++) {
    uint64_t other = g.e[2 * e] == g.token ? g.e[2 * e + 1] : g.e[2 * e + 1] == g.token ? g.e[2 * e] : 0;
    if (other && !is_visited(&g, other)) (*out)[(*count)++] = other;
  }
  gt_sort_u64(*out, *count);
  return 0;
}

/* ---- parse and format ---------------------------------------------------------- */

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
    gr_error_say(err, GR_ESYNTAX, &geography_texts, GEO_NO_START);
    goto done;
  }
  if (t.has_n && (t.n == 0 || t.n > GEO_MAX_VERTICES)) {
    gt_where(&t, t.n_at, &line, &col);
    gr_error_say(err, t.n == 0 ? GR_ERANGE : GR_ELIMIT, &geography_texts, t.n == 0 ? GEO_N_ZERO : GEO_N_LIMIT,
                 GR_U(t.n), GR_U(line), GR_U(col));
    goto done;
  }
  if (!t.has_n && m == 0) {
    gr_error_say(err, GR_ESYNTAX, &geography_texts, GEO_NO_EDGES);
    goto done;
  }
  for (size_t e = 0; e < m; e++) {
    bool bad = t.eu[e] == 0 || t.ev[e] == 0 || t.eu[e] == t.ev[e] || (t.has_n && (t.eu[e] > t.n || t.ev[e] > t.n));
    if (!bad) continue;
    gt_where(&t, t.edge_at[e], &line, &col); /* only for the message: it scans the text */
    unsigned why = t.eu[e] == 0 || t.ev[e] == 0 ? GEO_VERTEX_ZERO : t.eu[e] == t.ev[e] ? GEO_LOOP : GEO_PAST_N;
    gr_error_say(err, why == GEO_LOOP ? GR_ESYNTAX : GR_ERANGE, &geography_texts, why, GR_U(e + 1), GR_U(t.eu[e]),
                 GR_U(t.ev[e]), GR_U(line), GR_U(col), GR_U(t.eu[e] > t.n ? t.eu[e] : t.ev[e]), GR_U(t.n));
    goto done;
  }
  key = malloc((m + 1) * sizeof *key);
  lab = malloc((2 * m + 1) * sizeof *lab);
  vis = malloc((t.nvisited + 1) * sizeof *vis);
  if (!key || !lab || !vis) {
    gr_error_nomem(err);
    goto done;
  }
  if (gt_sorted_edges(&t, key, out, 3, err) != 0) goto done;
  for (size_t e = 1; e < m; e++)
    if (key[e] == key[e - 1]) { /* name the first two copies, in input order */
      size_t first = m, second = m;
      for (size_t f = 0; f < m && second == m; f++) {
        if (gt_edge_key(t.eu[f], t.ev[f]) != key[e]) continue;
        if (first == m) first = f;
        else second = f;
      }
      gt_where(&t, t.edge_at[second], &line, &col);
      gr_error_say(err, GR_ESYNTAX, &geography_texts, GEO_REPEAT, GR_U(second + 1), GR_U(t.eu[second]),
                   GR_U(t.ev[second]), GR_U(line), GR_U(col), GR_U(first + 1), GR_U(t.eu[first]), GR_U(t.ev[first]));
      goto done;
    }
  if (!t.has_n) {
    for (size_t i = 0; i < 2 * m; i++) lab[i] = i % 2 ? t.ev[i / 2] : t.eu[i / 2];
    nlab = gt_unique_u64(lab, 2 * m);
    if (nlab > GEO_MAX_VERTICES) {
      gr_error_say(err, GR_ELIMIT, &geography_texts, GEO_VERTEX_LIMIT, GR_U(nlab), GR_U(GEO_MAX_VERTICES));
      goto done;
    }
  }
#define IN_GRAPH(x) (t.has_n ? ((x) >= 1 && (x) <= t.n) : (gt_find_u64(lab, nlab, (x)) < nlab))
  gt_where(&t, t.start_at, &line, &col);
  if (t.start == 0 || !IN_GRAPH(t.start)) {
    gr_error_say(err, GR_ERANGE, &geography_texts, GEO_START_OUT, GR_U(t.start), GR_U(line), GR_U(col),
                 GR_K(t.has_n ? GEO_START_OUT_N : GEO_START_OUT_EDGES));
    goto done;
  }
  for (size_t i = 0; i < t.nvisited; i++) {
    uint64_t x = t.visited[i];
    if (x != 0 && IN_GRAPH(x) && x != t.start) {
      vis[i] = x;
      continue;
    }
    gt_where(&t, t.visited_at[i], &line, &col);
    gr_error_say(err, GR_ERANGE, &geography_texts, x == t.start ? GEO_VISITED_START : GEO_VISITED_OUT, GR_U(i + 1),
                 GR_U(line), GR_U(col), GR_U(x));
    goto done;
  }
#undef IN_GRAPH
  gt_sort_u64(vis, t.nvisited);
  for (size_t i = 1; i < t.nvisited; i++)
    if (vis[i] == vis[i - 1]) {
      gr_error_say(err, GR_ESYNTAX, &geography_texts, GEO_VISITED_TWICE, GR_U(vis[i]));
      goto done;
    }
  if (gr_pos_resize(out, 3 + 2 * m + t.nvisited, err) != 0) goto done;
  out->v[0] = t.has_n ? t.n : 0;
  out->v[1] = t.start;
  out->v[2] = m;
  memcpy(out->v + 3 + 2 * m, vis, t.nvisited * sizeof *vis);
  rc = 0;
done:
  if (rc != 0) gr_pos_free(out); /* gt_sorted_edges may have filled it: a failing parse leaves it empty */
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
  for (size_t e = 0; e < g.m; e++) gt_buf_edge(out, " ", g.e[2 * e], g.e[2 * e + 1]);
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
    rc = gr_error_say_code(err, GR_E_MOVES_CAP, &geography_texts, GEO_TOO_MANY_MOVES, GR_U(count), GR_U(max_moves));
  else if ((uint64_t)count * p->len > GEO_MOVES_VALUES)
    rc = gr_error_say(err, GR_ELIMIT, &geography_texts, GEO_TOO_MANY_NUMBERS, GR_U(count),
                      GR_U((uint64_t)count * p->len), GR_U(GEO_MOVES_VALUES));
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
  geo_world w;
  geo_comp c;
  uint8_t *side; /* NULL: not bipartite */
  uint32_t *mate;
  uint8_t *win;
  gm_matcher *matcher;
  bool decided;
  gt_lister list; /* H's vertices, the winning destinations listed */
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  gr_pos_free(&s->pos);
  geo_world_free(&s->w);
  geo_comp_free(&s->c);
  free(s->side);
  free(s->mate);
  free(s->win);
  gm_matcher_free(s->matcher);
}

static bool is_winning(const gr_job *job, uint32_t u) { return ((const solve_state *)job->state)->win[u]; }

static int make_move(const gr_job *job, uint32_t u, gr_pos *out, gr_error *err) {
  const solve_state *s = job->state;
  return move_to(&s->pos, s->w.label[s->c.hv[u]], out, err);
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  if (s->matcher) {
    int r = gm_matcher_job_step(s->matcher, job, &budget, err);
    if (r <= 0) return r;
    gm_matcher_free(s->matcher);
    s->matcher = NULL;
  }
  if (!s->decided) {
    bool wins;
    if (geo_comp_verdict(&s->c, s->side, s->mate, &wins, s->win, err) != 0) return -1;
    s->decided = true;
    job->analysis.winner = wins ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  }
  return gt_list_wins(job, &s->list, s->c.hn, budget, s->pos.len, 0, is_winning, make_move, err);
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int geo_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = gr_job_create(&solve_ops, sizeof(solve_state), 1, err);
  if (*job == NULL) return -1;
  solve_state *s = (*job)->state;
  if (gr_pos_copy(&s->pos, p, err) != 0 || geo_world_build(p, &s->w, err) != 0 ||
      geo_comp_build(&s->w, &s->c, err) != 0)
    goto fail;
  uint32_t hn = s->c.hn;
  s->side = malloc((size_t)hn + 1);
  s->mate = malloc(((size_t)hn + 1) * sizeof *s->mate);
  s->win = calloc((size_t)hn + 1, 1);
  if (!s->side || !s->mate || !s->win) {
    gr_error_nomem(err);
    goto fail;
  }
  bool bip;
  if (gm_bipartite(&s->c.g, s->side, &bip, err) != 0) goto fail;
  if (!bip) {
    free(s->side);
    s->side = NULL;
    if (hn > GEO_MAX_GENERAL) {
      gr_error_say(err, GR_ELIMIT, &geography_texts, GEO_GENERAL_LIMIT, GR_U(hn), GR_U(GEO_MAX_GENERAL),
                   GR_U(GEO_MAX_VERTICES));
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
  (*job)->total = (2 * (uint64_t)s->c.hm + 1) * (passes + 1);
  return 0;
fail:
  gr_job_free(*job);
  *job = NULL;
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
    return gr_error_say(err, GR_ESTATE, &geography_texts, GEO_NO_NEIGHBOUR);
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
  gr_say(out, &geography_texts, lang, GEO_DESCRIBE, GR_U(from->v[1]), GR_U(to->v[1]));
}

static void geo_board(const gr_pos *p, gr_json *j) {
  gr_error err = {0};
  geo_world w;
  bool ok = geo_world_build(p, &w, &err) == 0;
  uint8_t *playable = ok ? calloc((size_t)w.nv + 1, 1) : NULL;
  for (uint32_t e = 0; playable && e < w.m; e++) {
    if (w.eu[e] == w.token && !w.visited[w.ev[e]]) playable[w.ev[e]] = 1;
    if (w.ev[e] == w.token && !w.visited[w.eu[e]]) playable[w.eu[e]] = 1;
  }
  gt_board b = {.n = playable ? w.nv : 0, .m = playable ? w.m : 0, .label = w.label, .root = w.token, .eu = w.eu,
                .ev = w.ev, .token = w.token, .visited = w.visited, .playable = playable,
                .verb = {.verb = "move", .args = {"vertex"}}};
  gt_json_board(j, &b);
  free(playable);
  geo_world_free(&w);
}

/* "move VERTEX": the vertex's number (its label). */
static int geo_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  gview g;
  if (!gview_of(p, &g)) return gr_error_say(err, GR_ESTATE, &geography_texts, GEO_NOT_POSITION);
  const char *args = gt_verb_args(action, "move");
  if (args == NULL) return gr_error_say(err, GR_ESYNTAX, &geography_texts, GEO_PLAY_USAGE);
  gt_text t;
  if (gt_parse(args, GT_VALUES, 1, GT_MAX_LABEL, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  if (t.nvalues != 1) {
    gt_free(&t);
    return gr_error_say(err, GR_ESYNTAX, &geography_texts, GEO_PLAY_USAGE);
  }
  uint64_t v = t.values[0];
  gt_free(&t);
  bool adjacent = false, exists = g.N ? v >= 1 && v <= g.N : false;
  for (size_t e = 0; e < g.m; e++) {
    if (g.e[2 * e] == v || g.e[2 * e + 1] == v) exists = true;
    if ((g.e[2 * e] == v && g.e[2 * e + 1] == g.token) || (g.e[2 * e + 1] == v && g.e[2 * e] == g.token))
      adjacent = true;
  }
  if (!exists) return gr_error_say(err, GR_ERANGE, &geography_texts, GEO_NO_VERTEX, GR_U(v));
  if (v == g.token) return gr_error_say(err, GR_ERANGE, &geography_texts, GEO_ALREADY_THERE, GR_U(v));
  if (is_visited(&g, v)) return gr_error_say(err, GR_ERANGE, &geography_texts, GEO_VISITED, GR_U(v));
  if (!adjacent) return gr_error_say(err, GR_ERANGE, &geography_texts, GEO_NOT_NEXT, GR_U(v), GR_U(g.token));
  return move_to(p, v, out, err);
}

/* The inverse of geo_play: "move V", V the token's new vertex, when `to` is
 * exactly `from` with the token moved there (checked by making the move).
 * O(size). */
static int geo_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  gview g, h;
  if (!gview_of(from, &g)) return gr_error_say(err, GR_ESTATE, &geography_texts, GEO_NOT_POSITION);
  if (!gview_of(to, &h) || to->len != from->len + 1 || h.token == g.token)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  char action[32];
  gr_snprintf(action, sizeof action, "move %llu", (unsigned long long)h.token);
  gr_pos back;
  gr_pos_init(&back);
  gr_error ignored = {0};
  bool ok = geo_play(from, action, &back, &ignored) == 0 && gr_pos_equal(&back, to);
  gr_pos_free(&back);
  if (!ok) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_puts(out, action);
  return 0;
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

const gr_game gr_game_geography = {
    .id = "geography", .graph = true, .texts = &geography_texts,
    .example = "start=1; 1-2 2-3 3-4 4-5 5-1 3-6 6-7",
    .max_len_solve = 3 + 2 * GEO_MAX_EDGES + GEO_MAX_VERTICES,
    .max_len_trace = 3 + 2 * GEO_MAX_EDGES + GEO_MAX_VERTICES,
    .referee_max_len = 5, .referee_max_value = 5,
    KIT_GAME_FUNCTIONS(geo),
    KIT_LESSON(geography_lesson),
};
