/*
 * misere.c — misère Nim (Anti-Nim): Nim's heaps and moves, but the player
 * who cannot move WINS (whoever takes the last stone loses).
 *
 * Positions and moves are Nim's (nim.c): heap sizes 0 .. 2^64 - 1, an
 * emptied heap stays as 0.  The table sets `misere`, so the referee decides
 * misère outcomes by search and gr_verify compares winners and the exact
 * sets of winning moves (there is no Grundy value to compare).
 *
 * Theory (seed 001, "Anti-SG / SJ 定理"): with X the xor of the heaps and
 * m the number of heaps larger than 1, the mover wins exactly when
 *   (1) X != 0 and m >= 1, or
 *   (2) X == 0 and m == 0 (only heaps of 0 and 1, an even number of ones;
 *       with no stone at all the mover cannot move and so has won).
 * The winning moves are the moves to positions lost by this rule.  Heap i
 * of h, with Y the xor and m' the count of heaps > 1 among the others, can
 * go to h' < h and leave a lost position in two disjoint ways:
 *   - xor 0 with a heap > 1 left: h' = Y, when Y < h and m' + [Y > 1] >= 1;
 *   - only heaps <= 1 left with a non-zero xor (an odd number of ones):
 *     m' == 0 and h' = 1 - Y (Y is 0 or 1 then), when h' < h.
 * So a heap gives at most two winning moves; moves from different heaps
 * differ, so none is listed twice.  This is where misère differs from Nim:
 * near the all-ones endgame (m = 1) the winning move of the one big heap
 * leaves an odd number of ones instead of xor 0.
 *
 * Limits as nim: 100,000 heaps for the verdict, 1,000 for the trace.
 * Messages are in text/misere_text.c.
 */
#include "nim.h"

#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/misere_text.h"

#include <stdlib.h>

/* ---- the verdict -------------------------------------------------------- */

/* x: the xor; y: the number of heaps > 1. */
static void misere_accumulate(kit_solver *s, size_t i) {
  s->x ^= s->pos.v[i];
  s->y += s->pos.v[i] > 1;
}

static void misere_decide(kit_solver *s, gr_analysis *a) {
  a->winner = misere_first_wins(s->x, s->y) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = false; /* misère: no Grundy value in the normal-play sense */
  /* g⁻ of misère Nim (Winning Ways, ch. 13; verified against search): the
   * xor when some heap is > 1, else the xor with 1 (g⁻ of no stone is 1) */
  a->has_grundy_misere = true;
  a->grundy_misere = s->y ? s->x : s->x ^ 1;
}

static int misere_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t h = s->pos.v[i];
  uint64_t y = s->x ^ h;                      /* the others' xor */
  uint64_t others_big = s->y - (h > 1);       /* the others' heaps > 1 */
  /* Lost with X = 0 and a heap > 1 left. */
  if (y < h && others_big + (y > 1) >= 1 && kit_push_with(s, i, y, a, err) != 0) return -1;
  /* Lost with only heaps <= 1 and an odd number of ones. */
  if (others_big == 0) {
    uint64_t to = 1 - y; /* y is 0 or 1 here */
    if (to < h && kit_push_with(s, i, to, a, err) != 0) return -1;
  }
  return 0;
}

static const kit_solver_ops misere_ops = {
    .first = 0, .accumulate = misere_accumulate, .decide = misere_decide, .winning = misere_winning};

static const kit_limits heap_limits = KIT_HEAP_LIMITS(NIM_MAX_HEAPS_SOLVE, NIM_MAX_HEAPS_TRACE);

static int misere_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (kit_check_count(p->len, &heap_limits, false, err) != 0) return -1;
  return kit_solve_start(p, &misere_ops, job, err);
}

/* ---- the trace: the SJ conditions --------------------------------------- */

/* Views: the heaps (input); big[i] = heap i > 1; xor[i] = the xor of heaps
 * 1..i; sj = (X, m, the condition that applies: 1, 2 or 0 for neither);
 * the verdict. */
enum { V_HEAPS = 0, V_BIG, V_XOR, V_SJ, V_WINS };
enum { S_X = 0, S_M, S_CASE, S_CELLS };
enum { R_BIG = 0, R_XOR, R_X, R_M, R_CASE, R_WINS, R_COUNT };

static const gr_rule misere_rules[R_COUNT] = { /* named by keys from MISERE_R_BIG on */
    KIT_RULE(MISERE_R_BIG, R_BIG, "h"), KIT_RULE(MISERE_R_BIG, R_XOR, "xor[i-1]", "h"),
    KIT_RULE(MISERE_R_BIG, R_X, "xor[n]"), KIT_RULE(MISERE_R_BIG, R_M, NULL),
    KIT_RULE(MISERE_R_BIG, R_CASE, "X", "m"), KIT_RULE(MISERE_R_BIG, R_WINS, "case"),
};

typedef struct misere_trace_state {
  size_t n;
} misere_trace_state;

static int misere_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const misere_trace_state *s = state;
  size_t n = s->n;
  const uint64_t *h = t->views[V_HEAPS].values;
  if (k < 2 * (uint64_t)n) { /* heap by heap: big[i], then xor[i] */
    uint32_t i = (uint32_t)(k / 2);
    uint32_t heap = gr_trace_cell_id(t, V_HEAPS, 0, i);
    if (k % 2 == 0) return gr_trace_write(t, V_BIG, 0, i, h[i] > 1, R_BIG, &heap, 1, err);
    uint64_t before = i ? t->views[V_XOR].values[i - 1] : 0;
    uint32_t reads[2] = {i ? gr_trace_cell_id(t, V_XOR, 0, i - 1) : heap, heap};
    return gr_trace_write(t, V_XOR, 0, i, before ^ h[i], R_XOR, i ? reads : reads + 1, i ? 2 : 1, err);
  }
  k -= 2 * (uint64_t)n;
  const uint64_t *sj = t->views[V_SJ].values;
  if (k == 0) {
    uint32_t read = gr_trace_cell_id(t, V_XOR, 0, (uint32_t)(n - 1));
    return gr_trace_write(t, V_SJ, 0, S_X, t->views[V_XOR].values[n - 1], R_X, &read, 1, err);
  }
  if (k == 1) {
    uint32_t *reads = malloc(n * sizeof *reads);
    if (reads == NULL) return gr_error_nomem(err);
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++) {
      reads[i] = gr_trace_cell_id(t, V_BIG, 0, (uint32_t)i);
      m += t->views[V_BIG].values[i];
    }
    int rc = gr_trace_write(t, V_SJ, 0, S_M, m, R_M, reads, n, err);
    free(reads);
    return rc;
  }
  if (k == 2) {
    uint32_t reads[2] = {gr_trace_cell_id(t, V_SJ, 0, S_X), gr_trace_cell_id(t, V_SJ, 0, S_M)};
    uint64_t which = sj[S_X] != 0 && sj[S_M] >= 1 ? 1 : sj[S_X] == 0 && sj[S_M] == 0 ? 2 : 0;
    return gr_trace_write(t, V_SJ, 0, S_CASE, which, R_CASE, reads, 2, err);
  }
  uint32_t read = gr_trace_cell_id(t, V_SJ, 0, S_CASE);
  return gr_trace_write(t, V_WINS, 0, 0, sj[S_CASE] != 0, R_WINS, &read, 1, err);
}

static void misere_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  uint64_t value = st.value, last = st.last;
  uint32_t col = st.col;
  const uint64_t *sj = t->views[V_SJ].values;
  static const unsigned cases[3] = {MISERE_NEITHER_M0, MISERE_CASE1, MISERE_CASE2};
  switch (st.rule) {
  case R_BIG:
    gr_say(out, &misere_texts, lang, last > 1 ? MISERE_BIG : MISERE_SMALL, GR_U(col + 1), GR_U(last));
    return;
  case R_XOR:
    gr_say(out, &misere_texts, lang, MISERE_XOR, GR_U(col + 1), GR_U(st.nreads == 2 ? st.first : 0),
           GR_U(last), GR_U(value));
    return;
  case R_X:
    gr_say(out, &misere_texts, lang, MISERE_X, GR_U(value));
    return;
  case R_M:
    gr_say(out, &misere_texts, lang, MISERE_M, GR_U(value));
    return;
  case R_CASE:
    gr_say(out, &misere_texts, lang, value == 0 && sj[S_X] == 0 ? MISERE_NEITHER_X0 : cases[value], GR_U(sj[S_X]),
           GR_U(sj[S_M]));
    return;
  default:
    gr_say(out, &misere_texts, lang, value ? MISERE_HOLDS : MISERE_FAILS);
    return;
  }
}

static int misere_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  static const kit_trace_plan plan = {misere_rules, R_COUNT, misere_explain, misere_step, &misere_texts, .heaps = true};
  *job = NULL;
  size_t n = p->len;
  misere_trace_state *s = kit_trace_state(n, &heap_limits, sizeof *s, err);
  if (s == NULL) return -1;
  s->n = n;
  uint64_t steps = 2 * (uint64_t)n + 4;
  const kit_view_spec views[] = {
      {GR_VIEW_SEQUENCE, "big", MISERE_V_BIG, 1, (uint32_t)n, GR_VALUE_BOOL, MISERE_W_BIG, false},
      {GR_VIEW_SEQUENCE, "xor", MISERE_V_XOR, 1, (uint32_t)n, GR_VALUE_INT, MISERE_W_XOR, false},
      {GR_VIEW_BOARD, "sj", MISERE_V_SJ, 1, S_CELLS, GR_VALUE_INT, MISERE_W_SJ, false}};
  return kit_trace_plan_run(&plan, views, 3, NULL, 0, p, s, steps, job, err);
}

/* ---- small positions ---------------------------------------------------- */

static int misere_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate_game(&gr_game_misere, visit, ctx);
}

/* Losing, the computer takes one stone from the largest heap (nim_heaps_stall):
 * every move removes at least one stone, so this keeps the most in play. */
const gr_game gr_game_misere = {
    .id = "misere", .twin = "nim", .texts = &misere_texts, .example = "3 5 1",
    .referee_max_len = 5, .referee_max_value = 4,
    KIT_GAME_JOBS(misere),
    NIM_HEAPS_TABLE,
    .misere = true,
    KIT_LESSON(misere_lesson),
};
