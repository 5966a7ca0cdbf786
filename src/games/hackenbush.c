/*
 * hackenbush.c — Green Hackenbush on any finite multigraph: positions,
 * moves, the verdict job, play and the game's table.
 *
 * Rules: a picture of edges, some resting on the ground (vertex 0).  A move
 * deletes one edge; everything no longer connected to the ground falls off.
 * Whoever cannot move loses.  Loops and parallel edges are allowed.
 *
 * Theory (Winning Ways, ch. 7; seed 001 "图删边游戏"): the fusion and colon
 * principles and every winning cut, in src/algo/hackenbush_cuts.c; the
 * trace that shows them step by step is hackenbush_trace.c.
 *
 * Position: the edges as pairs of vertex labels, each pair smaller label
 * first, the pairs sorted: a canonical multigraph.  Text "0-1 1-2 1-3 0-3",
 * optionally "n=N;" first to declare the vertices 0..N.
 */
#include "hackenbush.h"

#include "kit/graphtext.h"
#include "kit/kit_text.h"
#include "text/hackenbush_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- positions ---------------------------------------------------------- */

void hb_pic_free(hb_pic *g) {
  free(g->label);
  free(g->eu);
  free(g->ev);
  memset(g, 0, sizeof *g);
}

int hb_pic_build(const gr_pos *p, hb_pic *g, gr_error *err) {
  memset(g, 0, sizeof *g);
  size_t m = p->len / 2;
  g->m = (uint32_t)m;
  g->label = malloc((2 * m + 1) * sizeof *g->label);
  g->eu = malloc((m ? m : 1) * sizeof *g->eu);
  g->ev = malloc((m ? m : 1) * sizeof *g->ev);
  if (!g->label || !g->eu || !g->ev) {
    hb_pic_free(g);
    return gr_error_nomem(err);
  }
  g->label[0] = 0;
  for (size_t i = 0; i < 2 * m; i++) g->label[i + 1] = (uint32_t)p->v[i];
  uint32_t n = (uint32_t)gt_unique_u32(g->label, 2 * m + 1);
  g->n = n;
  for (size_t e = 0; e < m; e++) {
    g->eu[e] = (uint32_t)gt_find_u32(g->label, n, (uint32_t)p->v[2 * e]);
    g->ev[e] = (uint32_t)gt_find_u32(g->label, n, (uint32_t)p->v[2 * e + 1]);
  }
  return 0;
}

static bool same_edge(const gr_pos *p, size_t e, size_t f) {
  return p->v[2 * e] == p->v[2 * f] && p->v[2 * e + 1] == p->v[2 * f + 1];
}

/* The position after cutting edge e: e goes, and with a bridge everything
 * in the depth-first subtree above it. */
static int successor(const gr_pos *p, const hb_analysis *a, const hb_pic *g, uint32_t e, gr_pos *out,
                     gr_error *err) {
  size_t m = p->len / 2, keep = m - (size_t)a->falls[e];
  if (gr_pos_resize(out, 2 * keep, err) != 0) return -1;
  uint32_t w = a->bridge[e] ? a->below[e] : HB_NONE;
  uint32_t lo = w != HB_NONE ? a->pre[w] : 0, hi = w != HB_NONE ? a->pre[w] + a->size[w] : 0;
  size_t k = 0;
  for (size_t f = 0; f < m; f++) {
    if (f == e) continue;
    uint32_t pu = a->pre[g->eu[f]];
    if (w != HB_NONE && pu >= lo && pu < hi) continue;
    if (k < keep) {
      out->v[2 * k] = p->v[2 * f];
      out->v[2 * k + 1] = p->v[2 * f + 1];
    }
    k++;
  }
  if (k != keep) return gr_error_say(err, GR_ESTATE, &hackenbush_texts, HB_CUT_KEEPS, GR_U(e), GR_U(k), GR_U(keep));
  return 0;
}

/* Cuts edge e of p into *out, analysing p first. */
static int cut(const gr_pos *p, uint32_t e, gr_pos *out, gr_error *err) {
  hb_pic g;
  hb_analysis a;
  if (hb_pic_build(p, &g, err) != 0) return -1;
  int rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  if (rc == 0) rc = successor(p, &a, &g, e, out, err);
  hb_analysis_free(&a);
  hb_pic_free(&g);
  return rc;
}

static int hb_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_finished_text(text)) return gr_pos_free(out), 0;
  gt_text t;
  if (gt_parse(text, GT_ALLOW_N | GT_EDGES, HB_MAX_EDGES_SOLVE, GT_MAX_LABEL, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  int rc = -1;
  uint32_t *label = NULL, *uf = NULL;
  uint64_t *key = NULL;
  size_t m = t.m, line, col;
  if (m == 0) {
    gr_error_say(err, GR_ESYNTAX, &hackenbush_texts, HB_NO_EDGES);
    goto done;
  }
  if (t.has_n)
    for (size_t e = 0; e < m; e++)
      if (t.eu[e] > t.n || t.ev[e] > t.n) {
        gt_where(&t, t.edge_at[e], &line, &col);
        gr_error_say(err, GR_ERANGE, &hackenbush_texts, HB_PAST_N, GR_U(e + 1), GR_U(t.eu[e]), GR_U(t.ev[e]),
                     GR_U(line), GR_U(col), GR_U(t.eu[e] > t.n ? t.eu[e] : t.ev[e]), GR_U(t.n));
        goto done;
      }
  /* Connected to the ground: union-find over the compacted labels. */
  label = malloc((2 * m + 1) * sizeof *label);
  uf = malloc((2 * m + 1) * sizeof *uf);
  key = malloc(m * sizeof *key);
  if (!label || !uf || !key) {
    gr_error_nomem(err);
    goto done;
  }
  for (size_t e = 0; e < m; e++) {
    label[2 * e] = t.eu[e];
    label[2 * e + 1] = t.ev[e];
  }
  size_t n = gt_unique_u32(label, 2 * m);
  if (label[0] != 0) {
    gr_error_say(err, GR_ESYNTAX, &hackenbush_texts, HB_NO_GROUND);
    goto done;
  }
  for (size_t v = 0; v < n; v++) uf[v] = (uint32_t)v;
  for (size_t e = 0; e < m; e++) {
    uint32_t a = hb_uf_find(uf, (uint32_t)gt_find_u32(label, n, t.eu[e]));
    uint32_t b = hb_uf_find(uf, (uint32_t)gt_find_u32(label, n, t.ev[e]));
    if (a != b) uf[a > b ? a : b] = a < b ? a : b; /* the smaller index (the ground's 0) stays the root */
  }
  for (size_t e = 0; e < m; e++)
    if (hb_uf_find(uf, (uint32_t)gt_find_u32(label, n, t.eu[e])) != 0) {
      gt_where(&t, t.edge_at[e], &line, &col);
      gr_error_say(err, GR_ESYNTAX, &hackenbush_texts, HB_NOT_CONNECTED, GR_U(e + 1), GR_U(t.eu[e]), GR_U(t.ev[e]),
                   GR_U(line), GR_U(col));
      goto done;
    }
  if (gt_sorted_edges(&t, key, out, 0, err) != 0) goto done;
  rc = 0;
done:
  free(label);
  free(uf);
  free(key);
  gt_free(&t);
  return rc;
}

static void hb_format(const gr_pos *p, gr_buf *out) {
  if (p->len < 2) gr_buf_puts(out, KIT_FINISHED);
  for (size_t e = 0; 2 * e + 1 < p->len; e++) gt_buf_edge(out, e ? " " : "", p->v[2 * e], p->v[2 * e + 1]);
}

static bool hb_is_terminal(const gr_pos *p) { return p->len < 2; }

/* Listing every successor of a big picture would take m^2 values. */
#define HB_MOVES_VALUES (UINT64_C(1) << 25)

static int hb_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  size_t m = p->len / 2, distinct = 0;
  for (size_t e = 0; e < m; e++) distinct += e == 0 || !same_edge(p, e, e - 1);
  if (distinct > max_moves)
    return gr_error_say_code(err, GR_E_MOVES_CAP, &hackenbush_texts, HB_TOO_MANY_MOVES, GR_U(distinct), GR_U(max_moves));
  if ((uint64_t)distinct * p->len > HB_MOVES_VALUES)
    return gr_error_say(err, GR_ELIMIT, &hackenbush_texts, HB_TOO_MANY_NUMBERS, GR_U(distinct), GR_U(m),
                        GR_U((uint64_t)distinct * p->len), GR_U(HB_MOVES_VALUES));
  if (m == 0) return 0;
  hb_pic g;
  hb_analysis a;
  if (hb_pic_build(p, &g, err) != 0) return -1;
  int rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  for (uint32_t e = 0; rc == 0 && e < m; e++) {
    if (e > 0 && same_edge(p, e, e - 1)) continue; /* the same position again */
    gr_pos next;
    gr_pos_init(&next);
    if (successor(p, &a, &g, e, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) {
      gr_pos_free(&next);
      rc = -1;
    }
  }
  hb_analysis_free(&a);
  hb_pic_free(&g);
  return rc;
}

/* ---- the verdict job ----------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  hb_pic g;
  hb_analysis a;
  bool analysed;
  gt_lister list; /* the edges, the winning cuts listed */
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  gr_pos_free(&s->pos);
  hb_pic_free(&s->g);
  hb_analysis_free(&s->a);
}

/* Cutting e wins, and e is not a copy of the edge before it (the same move). */
static bool is_winning_cut(const gr_job *job, uint32_t e) {
  const solve_state *s = job->state;
  return s->a.win[e] && (e == 0 || !same_edge(&s->pos, e, e - 1));
}

static int make_cut(const gr_job *job, uint32_t e, gr_pos *out, gr_error *err) {
  const solve_state *s = job->state;
  return successor(&s->pos, &s->a, &s->g, e, out, err);
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  size_t m = s->pos.len / 2;
  if (!s->analysed) {
    /* One slice: O(n + m), about 0.1 s for a million edges. */
    if (hb_pic_build(&s->pos, &s->g, err) != 0 ||
        hb_analyse(s->g.n, s->g.m, s->g.eu, s->g.ev, true, &s->a, err) != 0)
      return -1;
    s->analysed = true;
    job->analysis.has_grundy = true;
    job->analysis.grundy = s->a.value;
    job->analysis.winner = s->a.value ? GR_WINNER_FIRST : GR_WINNER_SECOND;
    job->done += (uint64_t)s->g.n + m;
    uint64_t wins = 0;
    for (uint32_t e = 0; e < m; e++) wins += is_winning_cut(job, e);
    uint64_t listing = wins * (uint64_t)s->pos.len;
    job->total = job->done + (listing < GT_MOVES_BUDGET ? listing : GT_MOVES_BUDGET);
    budget = budget > (uint64_t)s->g.n + m ? budget - s->g.n - m : 0;
  }
  return gt_list_wins(job, &s->list, (uint32_t)m, budget, s->pos.len, 1, is_winning_cut, make_cut, err);
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int hb_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len / 2 > HB_MAX_EDGES_SOLVE)
    return gr_error_say(err, GR_ELIMIT, &hackenbush_texts, HB_SOLVE_LIMIT, GR_U(p->len / 2),
                        GR_U(HB_MAX_EDGES_SOLVE));
  *job = gr_job_create(&solve_ops, sizeof(solve_state), 2 * (uint64_t)p->len + 1, err);
  if (*job == NULL) return -1;
  solve_state *s = (*job)->state;
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}

/* Losing, the computer cuts an edge that takes the fewest edges with it
 * (an edge on a cycle, or a leaf edge: exactly one), the first such: the
 * most edges stay in play, so the game lasts longest. */
static int hb_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (p->len < 2) return gr_error_say(err, GR_ESTATE, &hackenbush_texts, HB_NO_EDGE_LEFT);
  hb_pic g;
  hb_analysis a;
  if (hb_pic_build(p, &g, err) != 0) return -1;
  int rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  if (rc == 0) {
    uint32_t best = 0;
    for (uint32_t e = 1; e < g.m; e++)
      if (a.falls[e] < a.falls[best]) best = e;
    rc = successor(p, &a, &g, best, out, err);
  }
  hb_analysis_free(&a);
  hb_pic_free(&g);
  return rc;
}

/* The cut edge from `from` to `to`: of the edges `to` lacks, the one
 * touching the ground or a vertex of `to` (whatever fell with it lies above
 * a bridge, cut off from both); m when there is none or `to` is not
 * `from` less some of its edges (one merge of the sorted lists). */
static size_t cut_edge(const gr_pos *from, const gr_pos *to) {
  size_t m = from->len / 2, mt = to->len / 2;
  uint32_t *have = malloc((2 * mt + 1) * sizeof *have);
  if (have == NULL) return m;
  have[0] = 0;
  for (size_t i = 0; i < 2 * mt; i++) have[i + 1] = (uint32_t)to->v[i];
  gt_sort_u32(have, 2 * mt + 1);
  size_t cut = m, j = 0;
  for (size_t e = 0; e < m; e++) {
    if (j < mt && from->v[2 * e] == to->v[2 * j] && from->v[2 * e + 1] == to->v[2 * j + 1]) {
      j++;
      continue;
    }
    if (cut == m && (gt_find_u32(have, 2 * mt + 1, (uint32_t)from->v[2 * e]) < 2 * mt + 1 ||
                     gt_find_u32(have, 2 * mt + 1, (uint32_t)from->v[2 * e + 1]) < 2 * mt + 1))
      cut = e;
  }
  free(have);
  return j == mt ? cut : m;
}

static void hb_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  size_t m = from->len / 2, mt = to->len / 2, e = mt < m ? cut_edge(from, to) : m;
  if (e == m) return;
  gr_say(out, &hackenbush_texts, lang, HB_DESCRIBE_CUT, GR_U(e + 1), GR_U(from->v[2 * e]), GR_U(from->v[2 * e + 1]));
  if (m - mt > 1) gr_say(out, &hackenbush_texts, lang, HB_DESCRIBE_FELL, GR_U(m - mt - 1));
}

static void hb_board(const gr_pos *p, gr_json *j) {
  gr_error err = {0};
  hb_pic g;
  bool ok = hb_pic_build(p, &g, &err) == 0;
  gt_board b = {.n = ok ? g.n : 0, .m = ok ? g.m : 0, .label = g.label, .eu = g.eu, .ev = g.ev, .ground = true,
                .verb = {.verb = "cut", .args = {"edge"}}};
  gt_json_board(j, &b);
  hb_pic_free(&g);
}

/* "cut EDGE": EDGE is an edge number from 1 (as the board numbers them) or
 * the edge itself, A-B. */
static int hb_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  size_t m = p->len / 2;
  if (m == 0) return gr_error_say(err, GR_ESTATE, &hackenbush_texts, HB_NO_EDGE_LEFT);
  const char *args = gt_verb_args(action, "cut");
  if (args == NULL) return gr_error_say(err, GR_ESYNTAX, &hackenbush_texts, HB_PLAY_USAGE);
  gt_text t;
  if (gt_parse(args, GT_EDGES | GT_VALUES, 2, GT_MAX_LABEL, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  size_t e = m;
  int rc = 0;
  if (t.m + t.nvalues != 1) {
    rc = gr_error_say(err, GR_ESYNTAX, &hackenbush_texts, HB_PLAY_USAGE);
  } else if (t.nvalues == 1) {
    if (t.values[0] < 1 || t.values[0] > m)
      rc = gr_error_say(err, GR_ERANGE, &hackenbush_texts, HB_NO_EDGE_NUMBER, GR_U(t.values[0]), GR_U(m));
    else e = (size_t)t.values[0] - 1;
  } else {
    uint64_t a = t.eu[0] < t.ev[0] ? t.eu[0] : t.ev[0], b = t.eu[0] < t.ev[0] ? t.ev[0] : t.eu[0];
    for (size_t f = 0; f < m && e == m; f++)
      if (p->v[2 * f] == a && p->v[2 * f + 1] == b) e = f;
    if (e == m) rc = gr_error_say(err, GR_ERANGE, &hackenbush_texts, HB_NO_SUCH_EDGE, GR_U(t.eu[0]), GR_U(t.ev[0]));
  }
  gt_free(&t);
  if (rc != 0) return -1;
  return cut(p, (uint32_t)e, out, err);
}

/* The inverse of hb_play: "cut N", N the number (from 1) of the cut edge in
 * `from` (cut_edge); that edge is cut once more and the result compared
 * with `to`, so the answer is exact.  O(m log m). */
static int hb_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t m = from->len / 2, mt = to->len / 2;
  size_t e = m == 0 || mt >= m || to->len % 2 ? m : cut_edge(from, to);
  if (e == m) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_pos back;
  gr_pos_init(&back);
  int rc = cut(from, (uint32_t)e, &back, err);
  if (rc == 0 && !gr_pos_equal(&back, to)) rc = gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  if (rc == 0) gr_buf_printf(out, "cut %zu", e + 1);
  gr_pos_free(&back);
  return rc;
}

/* ---- small positions for the referee --------------------------------------- */

/* Every multigraph on the vertices 0..referee_max_value with 1 to
 * referee_max_len edges (loops and parallel edges included) that hangs from
 * the ground, as sorted multisets of edges: rows of edge numbers. */
typedef struct small_walk {
  int (*visit)(const gr_pos *p, void *ctx);
  void *ctx;
  uint64_t ta[64], tb[64]; /* edge number -> its ends */
} small_walk;

static int visit_edges(const gr_pos *row, void *ctx) {
  small_walk *w = ctx;
  uint64_t v[32];
  uint32_t uf[16];
  for (uint32_t k = 0; k < 16; k++) uf[k] = k;
  for (size_t i = 0; i < row->len; i++) {
    v[2 * i] = w->ta[row->v[i]];
    v[2 * i + 1] = w->tb[row->v[i]];
    uint32_t x = hb_uf_find(uf, (uint32_t)v[2 * i]), y = hb_uf_find(uf, (uint32_t)v[2 * i + 1]);
    if (x != y) uf[x > y ? x : y] = x < y ? x : y;
  }
  for (size_t i = 0; i < row->len; i++)
    if (hb_uf_find(uf, (uint32_t)v[2 * i]) != 0) return 0;
  gr_pos p = {.len = 2 * row->len, .v = v};
  return w->visit(&p, w->ctx);
}

static int hb_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint32_t V = (uint32_t)gr_game_hackenbush.referee_max_value + 1;
  small_walk w = {.visit = visit, .ctx = ctx};
  size_t T = 0;
  for (uint32_t a = 0; a < V && a < 16; a++)
    for (uint32_t b = a; b < V && b < 16 && T < 64; b++) {
      w.ta[T] = a;
      w.tb[T++] = b;
    }
  return gr_enumerate_rows(gr_game_hackenbush.referee_max_len, 0, T - 1, true, visit_edges, &w);
}

/* ---- the table ---------------------------------------------------------------- */

const gr_game gr_game_hackenbush = {
    .id = "hackenbush", .graph = true, .texts = &hackenbush_texts, .example = "0-1 1-2 2-3 3-1 1-4 4-4 0-5 5-6 5-7",
    .max_len_solve = 2 * HB_MAX_EDGES_SOLVE, .max_len_trace = 2 * HB_MAX_EDGES_TRACE,
    .referee_max_len = 6, .referee_max_value = 4,
    KIT_GAME_FUNCTIONS(hb),
    KIT_LESSON(hackenbush_lesson),
};
