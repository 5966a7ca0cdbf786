/*
 * staircase.c — Staircase Nim (seed 001, "阶梯 Nim"): stones lie on steps
 * 1..n of a staircase; a move takes any positive number of stones from one
 * step i and puts them on step i - 1 (step 0 is the floor, where stones
 * leave the game).  Whoever cannot move (every stone on the floor) loses.
 *
 * Positions are the stone counts of steps 1..n (0 allowed, steps keep their
 * numbers).  Stones only move down, so step i can come to hold every stone
 * on steps >= i: a position whose total passes 2^64 - 1 is refused, and
 * then no count can ever overflow.
 *
 * Theory: only the odd steps matter.  Moving stones down from an odd step
 * is a Nim move on the heap of that step; moving stones from an even step
 * onto the odd step below adds to that heap, and the opponent can move the
 * very same stones on down to the next even step, restoring the odd heaps,
 * and since stones only go down this cannot go on forever.  So the mover
 * wins exactly when X, the xor of the odd steps, is non-zero, and X is also
 * the Grundy value (checked by the referee).  Winning moves, to odd-xor 0:
 *   - from an odd step i, move a_i - (a_i xor X) stones, when a_i xor X < a_i;
 *   - from an even step i, move (a_{i-1} xor X) - a_{i-1} stones onto the odd
 *     step i - 1, when that is positive and at most a_i.
 * Moves from different steps never give the same position, so none is
 * listed twice.
 *
 * Limits: 100,000 steps for the verdict, 1,000 for the trace.  Messages are
 * in text/staircase_text.c.
 */
#include "staircase.h"

#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/staircase_text.h"

#include <stdlib.h>
#include <string.h>

void staircase_from_chessmen(const uint64_t *cells, size_t n, uint64_t *steps) {
  for (size_t i = 0; i < n; i++) { /* chessman i (0-based) is step n - i */
    uint64_t left = i ? cells[i - 1] : 0;
    steps[n - 1 - i] = cells[i] - left - 1;
  }
}

uint64_t staircase_odd_xor(const uint64_t *steps, size_t n) {
  uint64_t x = 0;
  for (size_t i = 0; i < n; i += 2) x ^= steps[i];
  return x;
}

/* ---- parsing, moves, play --------------------------------------------- */

/* Fails unless the stones fit in 64 bits in all (then no step can overflow). */
static int check_total(const gr_pos *p, gr_error *err) {
  unsigned __int128 total = 0;
  for (size_t i = 0; i < p->len; i++) total += p->v[i];
  return total > UINT64_MAX ? gr_error_say(err, GR_ERANGE, &staircase_texts, STAIRCASE_TOTAL) : 0;
}

static int staircase_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_parse_numbers(text, KIT_STEP, STAIRCASE_MAX_STEPS_SOLVE, "0 3 1 2", out, err) != 0) return -1;
  if (check_total(out, err) != 0) {
    gr_pos_free(out);
    return -1;
  }
  return 0;
}

/* Step `from` (0-based index: step from + 1) moves `count` stones down. */
static int with_move(const gr_pos *p, size_t from, uint64_t count, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[from] -= count;
  if (from > 0) out->v[from - 1] += count; /* within the total, which fits */
  return 0;
}

static int staircase_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (check_total(p, err) != 0) return -1;
  uint64_t total = 0;
  for (size_t i = 0; i < p->len; i++) total += p->v[i];
  if (gr_error_moves_cap(0, total, max_moves, err) != 0) return -1;
  for (size_t i = 0; i < p->len; i++)
    for (uint64_t c = 1; c <= p->v[i]; c++) {
      gr_pos next;
      gr_pos_init(&next);
      if (with_move(p, i, c, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  return 0;
}

/* Losing, the computer moves one stone from the highest occupied step down
 * one step.  Σ i * a_i (each stone's height) bounds the number of moves
 * left, and moving one stone one step lowers it by 1, the least possible. */
static int staircase_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (kit_all_zero(p)) return gr_error_say(err, GR_ESTATE, &staircase_texts, STAIRCASE_OVER);
  if (check_total(p, err) != 0) return -1;
  size_t i = p->len;
  while (p->v[i - 1] == 0) i--;
  return with_move(p, i - 1, 1, out, err);
}

static void staircase_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len != to->len) return;
  size_t i = from->len;
  while (i > 0 && from->v[i - 1] <= to->v[i - 1]) i--; /* the step that lost stones */
  if (i == 0) return;
  uint64_t c = from->v[i - 1] - to->v[i - 1];
  if (i == 1)
    gr_say(out, &staircase_texts, lang, STAIRCASE_TO_FLOOR, GR_U(c));
  else
    gr_say(out, &staircase_texts, lang, STAIRCASE_DOWN, GR_U(i), GR_U(i - 1), GR_U(c));
}

static const kit_verb move_verb[] = {
    {"move", {"step", "count", NULL}, .words = {KIT_WORD_STEP, KIT_WORD_COUNT}, .example = "move 3 2"}};
static const kit_moves move_moves = {.verbs = move_verb, .count = 1};

static void staircase_board(const gr_pos *p, gr_json *j) {
  kit_board_values(p, 0, j, "stairs", "steps");
  kit_json_actions(j, move_verb, 1);
  gr_json_object_end(j);
}

/* "move STEP COUNT": COUNT stones from step STEP (1..n) to the step below. */
static int staircase_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (kit_all_zero(p)) return gr_error_say(err, GR_ESTATE, &staircase_texts, STAIRCASE_OVER);
  if (check_total(p, err) != 0) return -1;
  uint64_t args[2];
  size_t n, verb;
  if (kit_read_action(action, &move_moves, &verb, args, &n, err) != 0) return -1;
  if (args[0] == 0 || args[0] > p->len)
    return gr_error_say(err, GR_ERANGE, &staircase_texts, STAIRCASE_NO_STEP, GR_U(args[0]), GR_U(p->len));
  size_t i = (size_t)args[0] - 1;
  if (p->v[i] == 0) return gr_error_say(err, GR_ERANGE, &staircase_texts, STAIRCASE_EMPTY, GR_U(i + 1));
  if (args[1] == 0 || args[1] > p->v[i])
    return gr_error_say(err, GR_ERANGE, &staircase_texts, STAIRCASE_RANGE, GR_U(i + 1), GR_U(p->v[i]));
  return with_move(p, i, args[1], out, err);
}

/* The inverse of staircase_play: "move STEP COUNT" for a successor.  The
 * step that lost stones is the highest that changed; the step below it (if
 * any) gained exactly as many, and nothing else changed. */
static int staircase_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t i = from->len == to->len ? from->len : 0;
  while (i > 0 && from->v[i - 1] == to->v[i - 1]) i--;
  size_t s = i - 1, below = s > 0 ? s - 1 : 0; /* 0-based: step s + 1 */
  uint64_t count = i ? from->v[s] - to->v[s] : 0;
  if (i == 0 || to->v[s] > from->v[s] ||
      (s > 0 && (to->v[s - 1] < from->v[s - 1] || to->v[s - 1] - from->v[s - 1] != count)) ||
      (below > 0 && memcmp(from->v, to->v, below * sizeof *from->v) != 0))
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "move %zu %llu", s + 1, (unsigned long long)count);
  return 0;
}

/* ---- the verdict -------------------------------------------------------- */

/* The stones that step i (0-based) moves down to make the odd steps' xor
 * x zero, or 0 when it cannot: an odd step takes a Nim move on its own
 * heap, an even step adds to the odd heap below. */
static uint64_t winning_count(const uint64_t *v, size_t i, uint64_t x) {
  if (i % 2 == 0) return (v[i] ^ x) < v[i] ? v[i] - (v[i] ^ x) : 0;
  uint64_t below = v[i - 1], want = below ^ x;
  return want > below && want - below <= v[i] ? want - below : 0;
}

static void staircase_accumulate(kit_solver *s, size_t i) {
  if (i % 2 == 0) s->x ^= s->pos.v[i]; /* index 0 is step 1 */
}

static int staircase_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t count = winning_count(s->pos.v, i, s->x);
  if (count == 0 || kit_list_full(a, s->cap)) return 0;
  gr_pos next;
  gr_pos_init(&next);
  if (with_move(&s->pos, i, count, &next, err) != 0) return -1;
  return kit_push(a, s->cap, &next, err);
}

static const kit_solver_ops staircase_ops = {
    .first = 0, .accumulate = staircase_accumulate, .decide = kit_decide_xor, .winning = staircase_winning};

static const kit_limits step_limits = {.none_key = KIT_NO_STEPS, .word = KIT_STEPS,
                                       .max_solve = STAIRCASE_MAX_STEPS_SOLVE, .max_trace = STAIRCASE_MAX_STEPS_TRACE};

static int staircase_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (kit_check_count(p->len, &step_limits, false, err) != 0) return -1;
  if (check_total(p, err) != 0) return -1;
  return kit_solve_start(p, &staircase_ops, job, err);
}

/* ---- the trace: the odd steps are a Nim game ---------------------------- */

/* Views: the steps (input); nim[i] = the heap step i contributes (its
 * stones if odd, 0 if even); xor[i] = the xor of nim[1..i]; the first
 * winning move (step, count), when there is one; the verdict. */
enum { V_STEPS = 0, V_NIM, V_XOR, V_MOVE, V_WINS };
enum { R_ODD = 0, R_EVEN, R_XOR, R_STEP, R_COUNT_, R_WINS, R_COUNT };

static const gr_rule staircase_rules[R_COUNT] = { /* named by keys from STAIRCASE_R_ODD on */
    KIT_RULE(STAIRCASE_R_ODD, R_ODD, "a_i"),   KIT_RULE(STAIRCASE_R_ODD, R_EVEN, "a_i"),
    KIT_RULE(STAIRCASE_R_ODD, R_XOR, "xor[i-1]", "nim[i]"), KIT_RULE(STAIRCASE_R_ODD, R_STEP, "X"),
    KIT_RULE(STAIRCASE_R_ODD, R_COUNT_, "stair", "X"), KIT_RULE(STAIRCASE_R_ODD, R_WINS, "X"),
};

typedef struct staircase_trace_state {
  size_t n;
  uint64_t x;
  size_t step;    /* the first winning move's step (0-based) */
  uint64_t count; /* and its count */
} staircase_trace_state;

static int staircase_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const staircase_trace_state *s = state;
  size_t n = s->n;
  const uint64_t *a = t->views[V_STEPS].values;
  if (k < 2 * (uint64_t)n) {
    uint32_t i = (uint32_t)(k / 2);
    if (k % 2 == 0) {
      uint32_t read = gr_trace_cell_id(t, V_STEPS, 0, i);
      bool odd = i % 2 == 0;
      return gr_trace_write(t, V_NIM, 0, i, odd ? a[i] : 0, odd ? R_ODD : R_EVEN, &read, 1, err);
    }
    uint64_t before = i ? t->views[V_XOR].values[i - 1] : 0;
    uint32_t reads[2] = {i ? gr_trace_cell_id(t, V_XOR, 0, i - 1) : 0, gr_trace_cell_id(t, V_NIM, 0, i)};
    return gr_trace_write(t, V_XOR, 0, i, before ^ t->views[V_NIM].values[i], R_XOR, i ? reads : reads + 1, i ? 2 : 1,
                          err);
  }
  k -= 2 * (uint64_t)n;
  uint32_t x_cell = gr_trace_cell_id(t, V_XOR, 0, (uint32_t)(n - 1));
  if (s->x && k == 0) return gr_trace_write(t, V_MOVE, 0, 0, s->step + 1, R_STEP, &x_cell, 1, err);
  if (s->x && k == 1) {
    uint32_t reads[2] = {gr_trace_cell_id(t, V_MOVE, 0, 0), x_cell};
    return gr_trace_write(t, V_MOVE, 0, 1, s->count, R_COUNT_, reads, 2, err);
  }
  return gr_trace_write(t, V_WINS, 0, 0, s->x != 0, R_WINS, &x_cell, 1, err);
}

static void staircase_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  uint64_t value = st.value;
  uint32_t col = st.col;
  const uint64_t *a = t->views[V_STEPS].values;
  size_t n = t->views[V_STEPS].cols, i = (size_t)t->views[V_MOVE].values[0];
  uint64_t X = t->views[V_XOR].values[n - 1];
  switch (st.rule) {
  case R_ODD:
  case R_EVEN:
    gr_say(out, &staircase_texts, lang, col % 2 ? STAIRCASE_EVEN : STAIRCASE_ODD, GR_U(col + 1), GR_U(a[col]),
           GR_U(value));
    return;
  case R_XOR:
    gr_say(out, &staircase_texts, lang, STAIRCASE_XOR, GR_U(col + 1), GR_U(st.nreads == 2 ? st.first : 0),
           GR_U(st.last), GR_U(value));
    return;
  case R_STEP:
    if (value % 2 == 1)
      gr_say(out, &staircase_texts, lang, STAIRCASE_STEP_ODD, GR_U(X), GR_U(value), GR_U(a[value - 1]),
             GR_U(a[value - 1] ^ X));
    else
      gr_say(out, &staircase_texts, lang, STAIRCASE_STEP_EVEN, GR_U(X), GR_U(value), GR_U(value - 1),
             GR_U(a[value - 2]), GR_U(a[value - 2] ^ X));
    return;
  case R_COUNT_:
    gr_say(out, &staircase_texts, lang, STAIRCASE_MOVE_COUNT, GR_U(value), GR_U(i),
           GR_K(i == 1 ? STAIRCASE_FLOOR : STAIRCASE_BELOW));
    return;
  default:
    gr_say(out, &staircase_texts, lang, X ? STAIRCASE_WINS : STAIRCASE_LOSES, GR_U(X));
    return;
  }
}

static int staircase_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  staircase_trace_state *s = kit_trace_state(n, &step_limits, sizeof *s, err);
  if (s == NULL) return -1;
  s->n = n;
  s->x = staircase_odd_xor(p->v, n);
  for (size_t i = 0; s->x && i < n && s->count == 0; i++) {
    s->step = i;
    s->count = winning_count(p->v, i, s->x);
  }
  uint64_t steps = 2 * (uint64_t)n + (s->x ? 2 : 0) + 1;
  gr_trace *t = kit_trace_new(steps, staircase_rules, R_COUNT, staircase_explain, &staircase_texts, err);
  const kit_view_spec views[] = {
      {GR_VIEW_SEQUENCE, "steps", STAIRCASE_V_STEPS, 1, (uint32_t)n, GR_VALUE_INT, STAIRCASE_W_STEPS, false},
      {GR_VIEW_SEQUENCE, "nim", STAIRCASE_V_NIM, 1, (uint32_t)n, GR_VALUE_INT, STAIRCASE_W_NIM, false},
      {GR_VIEW_SEQUENCE, "xor", STAIRCASE_V_XOR, 1, (uint32_t)n, GR_VALUE_INT, STAIRCASE_W_XOR, false},
      {GR_VIEW_BOARD, "move", STAIRCASE_V_MOVE, 1, 2, GR_VALUE_INT, STAIRCASE_W_MOVE, false}};
  bool ok = t != NULL && kit_add_views(t, &staircase_texts, views, 4, err) && kit_view_first_wins(t, err) >= 0;
  if (ok) memcpy(t->views[V_STEPS].values, p->v, n * sizeof *p->v);
  return kit_trace_run(t, ok, s, steps, staircase_step, job, err);
}

/* ---- small positions ---------------------------------------------------- */

static int staircase_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate_game(&gr_game_staircase, visit, ctx);
}

const gr_game gr_game_staircase = {
    .id = "staircase", .texts = &staircase_texts, .example = "0 3 1 2",
    .max_len_solve = STAIRCASE_MAX_STEPS_SOLVE, .max_len_trace = STAIRCASE_MAX_STEPS_TRACE,
    .referee_max_len = 5, .referee_max_value = 4,
    .parse = staircase_parse, .format = kit_format_values, .moves = staircase_moves, .is_terminal = kit_all_zero,
    .stall_move = staircase_stall_move, KIT_GAME_JOBS(staircase), KIT_GAME_PLAY(staircase),
    KIT_LESSON(staircase_lesson),
};
