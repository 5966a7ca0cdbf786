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
 * Limits: 100,000 steps for the verdict, 1,000 for the trace.
 */
#include "staircase.h"

#include "kit/kit.h"

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
  if (total > UINT64_MAX)
    return gr_error_set(err, GR_ERANGE,
                        "the steps hold more than 2^64 - 1 stones in all: a low step could come to hold more than "
                        "64 bits can count");
  return 0;
}

static int staircase_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_parse_numbers(text, "step", STAIRCASE_MAX_STEPS_SOLVE, "0 3 1 2", out, err) != 0) return -1;
  if (check_total(out, err) != 0) {
    gr_pos_free(out);
    return -1;
  }
  return 0;
}

static void staircase_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

static bool staircase_terminal(const gr_pos *p) {
  for (size_t i = 0; i < p->len; i++)
    if (p->v[i]) return false;
  return true;
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
  if (total > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)total, max_moves);
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
static int staircase_stall(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (staircase_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: every stone is on the floor");
  if (check_total(p, err) != 0) return -1;
  size_t i = p->len;
  while (p->v[i - 1] == 0) i--;
  return with_move(p, i - 1, 1, out, err);
}

static void staircase_describe(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len != to->len) return;
  size_t i = from->len;
  while (i > 0 && from->v[i - 1] <= to->v[i - 1]) i--; /* the step that lost stones */
  if (i == 0) return;
  unsigned long long c = from->v[i - 1] - to->v[i - 1];
  if (lang == GR_ZH) {
    if (i == 1)
      gr_buf_printf(out, "第 1 级 → 地面:移走 %llu 颗", c);
    else
      gr_buf_printf(out, "第 %zu 级 → 第 %zu 级:移动 %llu 颗", i, i - 1, c);
  } else {
    if (i == 1)
      gr_buf_printf(out, "step 1 -> the floor: %llu stone%s", c, c == 1 ? "" : "s");
    else
      gr_buf_printf(out, "step %zu -> step %zu: %llu stone%s", i, i - 1, c, c == 1 ? "" : "s");
  }
}

static const kit_verb move_verb[] = {{"move", {"step", "count", NULL}}};

static void staircase_board(const gr_pos *p, gr_json *j) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "stairs");
  gr_json_key(j, "steps");
  gr_json_array_begin(j);
  for (size_t i = 0; i < p->len; i++) kit_json_u64_text(j, p->v[i]);
  gr_json_array_end(j);
  kit_json_actions(j, move_verb, 1);
  gr_json_object_end(j);
}

/* "move STEP COUNT": COUNT stones from step STEP (1..n) to the step below. */
static int staircase_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (staircase_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: every stone is on the floor");
  if (check_total(p, err) != 0) return -1;
  uint64_t args[2];
  size_t n;
  if (kit_action(action, "move", 2, 2, "a move is written 'move STEP COUNT', e.g. move 3 2", args, &n, err) != 0)
    return -1;
  if (args[0] == 0 || args[0] > p->len)
    return gr_error_set(err, GR_ERANGE, "there is no step %llu: the steps are numbered 1 to %zu (0 is the floor)",
                        (unsigned long long)args[0], p->len);
  size_t i = (size_t)args[0] - 1;
  if (p->v[i] == 0) return gr_error_set(err, GR_ERANGE, "step %zu holds no stones", i + 1);
  if (args[1] == 0 || args[1] > p->v[i])
    return gr_error_set(err, GR_ERANGE, "step %zu holds %llu stones: move between 1 and %llu", i + 1,
                        (unsigned long long)p->v[i], (unsigned long long)p->v[i]);
  return with_move(p, i, args[1], out, err);
}

/* The inverse of staircase_play: "move STEP COUNT" for a successor.  The
 * step that lost stones is the highest that changed; the step below it (if
 * any) gained exactly as many, and nothing else changed. */
static int staircase_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len != to->len) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t i = from->len;
  while (i > 0 && from->v[i - 1] == to->v[i - 1]) i--;
  if (i == 0 || to->v[i - 1] > from->v[i - 1]) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t s = i - 1; /* 0-based: step s + 1 */
  uint64_t count = from->v[s] - to->v[s];
  if (s > 0 && (to->v[s - 1] < from->v[s - 1] || to->v[s - 1] - from->v[s - 1] != count))
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t below = s > 0 ? s - 1 : 0;
  if (below > 0 && memcmp(from->v, to->v, below * sizeof *from->v) != 0)
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  gr_buf_printf(out, "move %zu %llu", s + 1, (unsigned long long)count);
  return 0;
}

/* ---- the verdict -------------------------------------------------------- */

static void staircase_accumulate(kit_solver *s, size_t i) {
  if (i % 2 == 0) s->x ^= s->pos.v[i]; /* index 0 is step 1 */
}

static void staircase_decide(kit_solver *s, gr_analysis *a) {
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
}

static int staircase_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  const uint64_t *v = s->pos.v;
  uint64_t count = 0;
  if (i % 2 == 0) { /* odd step: a Nim move on its own heap */
    if ((v[i] ^ s->x) < v[i]) count = v[i] - (v[i] ^ s->x);
  } else { /* even step: add to the odd heap below */
    uint64_t below = v[i - 1], want = below ^ s->x;
    if (want > below && want - below <= v[i]) count = want - below;
  }
  if (count == 0) return 0;
  gr_pos next;
  gr_pos_init(&next);
  if (with_move(&s->pos, i, count, &next, err) != 0) return -1;
  return kit_push(a, s->cap, &next, err);
}

static const kit_solver_ops staircase_ops = {
    .first = 0, .accumulate = staircase_accumulate, .decide = staircase_decide, .winning = staircase_winning};

static int staircase_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "no steps");
  if (p->len > STAIRCASE_MAX_STEPS_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu steps: the verdict handles at most %d", p->len, STAIRCASE_MAX_STEPS_SOLVE);
  if (check_total(p, err) != 0) return -1;
  return kit_solve_start(p, &staircase_ops, job, err);
}

/* ---- the trace: the odd steps are a Nim game ---------------------------- */

/* Views: the steps (input); nim[i] = the heap step i contributes (its
 * stones if odd, 0 if even); xor[i] = the xor of nim[1..i]; the first
 * winning move (step, count), when there is one; the verdict. */
enum { V_STEPS = 0, V_NIM, V_XOR, V_MOVE, V_WINS };
enum { R_ODD = 0, R_EVEN, R_XOR, R_STEP, R_COUNT_, R_WINS, R_COUNT };

static const gr_rule staircase_rules[R_COUNT] = {
    [R_ODD] = {{"Odd step", "奇数级"}, {"an odd step is a Nim heap: nim[i] = a_i", "奇数级是一堆 Nim:nim[i] = a_i"}, {"a_i", NULL, NULL}},
    [R_EVEN] = {{"Even step", "偶数级"}, {"an even step does not count: nim[i] = 0", "偶数级不计:nim[i] = 0"}, {"a_i", NULL, NULL}},
    [R_XOR] = {{"Running xor", "前缀异或"}, {"xor[i] = xor[i-1] xor nim[i]", "xor[i] = xor[i-1] xor nim[i]"}, {"xor[i-1]", "nim[i]", NULL}},
    [R_STEP] = {{"Winning step", "必胜的一级"},
                {"an odd step with a_i xor X < a_i, or an even step that can raise the odd step below to a xor X",
                 "满足 a_i xor X < a_i 的奇数级,或能把下面奇数级补到 a xor X 的偶数级"},
                {"X", NULL, NULL}},
    [R_COUNT_] = {{"Stones to move", "移动颗数"}, {"the count that makes the odd steps' xor 0", "使奇数级异或和为 0 的颗数"}, {"step", "X", NULL}},
    [R_WINS] = {{"Answer", "结论"}, {"the first player wins exactly when X != 0", "先手必胜当且仅当 X ≠ 0"}, {"X", NULL, NULL}},
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
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  unsigned long long value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  const uint64_t *a = t->views[V_STEPS].values;
  size_t n = t->views[V_STEPS].cols;
  unsigned long long X = t->views[V_XOR].values[n - 1];
  switch (rule) {
  case R_ODD:
    gr_buf_printf(out, zh ? "第 %u 级(奇数)有 %llu 颗:一堆 %llu 颗的 Nim。从这里往下移就是从这堆取石子。"
                          : "Step %u (odd) holds %llu: a Nim heap of %llu. Moving stones down from it takes from this heap.",
                  col + 1, (unsigned long long)a[col], value);
    return;
  case R_EVEN:
    gr_buf_printf(out, zh ? "第 %u 级(偶数)有 %llu 颗:不计入。把它们移到下面的奇数级,对手可以立刻把同样的石子再往下移一级,恢复原来的奇数级。"
                          : "Step %u (even) holds %llu: not counted. Stones moved from it onto the odd step below can be "
                            "moved on down at once by the opponent, restoring the odd steps.",
                  col + 1, (unsigned long long)a[col]);
    return;
  case R_XOR: {
    unsigned long long before = nreads == 2 ? gr_trace_value(t, reads[0]) : 0, heap = gr_trace_value(t, reads[nreads - 1]);
    gr_buf_printf(out, zh ? "前 %u 级的异或:%llu xor %llu = %llu。" : "The xor of steps 1..%u: %llu xor %llu = %llu.", col + 1,
                  before, heap, value);
    return;
  }
  case R_STEP: {
    size_t i = (size_t)value;
    if (i % 2 == 1)
      gr_buf_printf(out, zh ? "X = %llu。第 %zu 级(奇数)有 %llu 颗,%llu xor %llu = %llu 更小:从这一级移。"
                            : "X = %llu. Odd step %zu holds %llu and %llu xor %llu = %llu is smaller: move from it.",
                    X, i, (unsigned long long)a[i - 1], (unsigned long long)a[i - 1], X, (unsigned long long)(a[i - 1] ^ X));
    else
      gr_buf_printf(out, zh ? "X = %llu。第 %zu 级(偶数)的石子足以把第 %zu 级从 %llu 补到 %llu xor %llu = %llu:从这一级移。"
                            : "X = %llu. Even step %zu has enough stones to raise step %zu from %llu to %llu xor %llu = %llu: move from it.",
                    X, i, i - 1, (unsigned long long)a[i - 2], (unsigned long long)a[i - 2], X,
                    (unsigned long long)(a[i - 2] ^ X));
    return;
  }
  case R_COUNT_: {
    size_t i = (size_t)t->views[V_MOVE].values[0];
    if (zh)
      gr_buf_printf(out, "把 %llu 颗从第 %zu 级移到%s,奇数级的异或和变为 0。", value, i, i == 1 ? "地面" : "下一级");
    else
      gr_buf_printf(out, "Move %llu stone%s from step %zu to %s: the odd steps' xor becomes 0.", value, value == 1 ? "" : "s",
                    i, i == 1 ? "the floor" : "the step below");
    return;
  }
  default:
    if (zh)
      gr_buf_printf(out, "奇数级的异或和 X = %llu %s 0,所以先手%s。", X, X ? "≠" : "=", X ? "必胜" : "必败");
    else
      gr_buf_printf(out, "The odd steps' xor X = %llu %s 0, so the first player %s.", X, X ? "!=" : "=", X ? "wins" : "loses");
    return;
  }
}

static int staircase_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no steps");
  if (n > STAIRCASE_MAX_STEPS_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu steps: the trace shows at most %d (the verdict alone handles %d)", n,
                        STAIRCASE_MAX_STEPS_TRACE, STAIRCASE_MAX_STEPS_SOLVE);
  staircase_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->n = n;
  s->x = staircase_odd_xor(p->v, n);
  for (size_t i = 0; s->x && i < n && s->count == 0; i++) {
    uint64_t c = 0;
    if (i % 2 == 0 && (p->v[i] ^ s->x) < p->v[i]) c = p->v[i] - (p->v[i] ^ s->x);
    if (i % 2 == 1 && (p->v[i - 1] ^ s->x) > p->v[i - 1] && (p->v[i - 1] ^ s->x) - p->v[i - 1] <= p->v[i])
      c = (p->v[i - 1] ^ s->x) - p->v[i - 1];
    if (c) {
      s->step = i;
      s->count = c;
    }
  }
  uint64_t steps = 2 * (uint64_t)n + (s->x ? 2 : 0) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, staircase_rules, R_COUNT, staircase_explain, err);
  if (t == NULL || kit_view(t, GR_VIEW_SEQUENCE, "steps", "stones on steps 1..n", "第 1..n 级上的石子", 1, (uint32_t)n,
                            GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "nim", "Nim heaps (odd steps)", "Nim 堆(奇数级)", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "xor", "xor of nim[1..i]", "nim[1..i] 的异或", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "move", "winning move: step, stones", "必胜着法:级、颗数", 1, 2, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, GR_VALUE_BOOL, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  memcpy(t->views[V_STEPS].values, p->v, n * sizeof *p->v);
  return kit_trace_start(t, s, steps, staircase_step, job, err);
}

/* ---- small positions ---------------------------------------------------- */

static int staircase_enumerate(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate(1, gr_game_staircase.referee_max_len, 0, gr_game_staircase.referee_max_value, visit, ctx);
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop staircase_lesson[] = {
    {{"The rules", "规则"},
     {"Stones on a staircase: step 1 holds 0, step 2 holds 3, step 3 holds 1 and step 4 holds 2. A move takes "
      "any number of stones (at least one) from one step and puts them on the step just below; from step 1 "
      "they go to the floor and leave the game. Whoever cannot move loses. Who wins?",
      "阶梯上放着石子：第 1 级 0 颗，第 2 级 3 颗，第 3 级 1 颗，第 4 级 2 颗。每次从某一级取任意多颗（至少一"
      "颗）放到下一级；第 1 级的石子放到地面，离开游戏。不能操作的人输。谁会赢？"},
     "0 3 1 2", -2},
    {{"Only the odd steps", "只看奇数级"},
     {"Steps 1 and 3 hold 0 and 1: their xor X = 1, so the first player wins. Trace step 9: move 1 stone from "
      "step 2 down to step 1, leaving 1 2 1 2, where the odd steps hold 1 and 1, xor 0. (Moving the stone on "
      "step 3 down to step 2 wins too.)",
      "第 1、3 级分别有 0、1 颗：异或和 X = 1，先手必胜。第 9 步：从第 2 级移 1 颗到第 1 级，留下 1 2 1 2，奇数"
      "级为 1 和 1，异或和为 0。（把第 3 级的那颗移到第 2 级也能获胜。）"},
     "0 3 1 2", 9},
    {{"The key idea: undo the even steps", "关键想法：抵消偶数级的移动"},
     {"If the opponent moves c stones from an even step onto the odd step below, you move the same c stones on "
      "down to the next even step (or the floor), and the odd steps are as before. A move down from an odd "
      "step is a Nim take from that heap. Stones only go down, so this cannot go on forever. Trace step 6: the "
      "4 stones on step 4 are not counted.",
      "若对手把偶数级上的 c 颗移到下面的奇数级，你就把这 c 颗继续移到再下一级（偶数级或地面），奇数级恢复原样。"
      "从奇数级往下移，相当于在这一堆上做 Nim 的取石子。石子只会往下走，所以这样不会无限进行下去。第 6 步：第 "
      "4 级的 4 颗不计入。"},
     "2 1 3 4 1", 6},
    {{"The theorem: Nim on the odd steps", "定理：奇数级上的 Nim"},
     {"The first player wins exactly when X, the xor of the stones on steps 1, 3, 5, ..., is non-zero, and X "
      "is the SG value. Here 2 xor 3 xor 1 = 0: the second player wins, though step 4 holds 4 stones. POJ 1704 "
      "(Georgia and Bob) reduces to this game: the gaps between the chessmen, read from the right, are the "
      "steps.",
      "先手必胜当且仅当第 1, 3, 5, ... 级石子数的异或和 X 不为 0，X 也是 SG 值。这里 2 xor 3 xor 1 = 0：后手必"
      "胜，尽管第 4 级有 4 颗。POJ 1704（Georgia and Bob）可化为此游戏：从右往左看，棋子之间的空格数就是各级的"
      "石子数。"},
     "2 1 3 4 1", -1},
    {{"Your turn", "轮到你"},
     {"4 2 1 0 3: the odd steps hold 4, 1 and 3, xor 6, so the first player wins. Make the odd steps' xor 0, "
      "then answer every move from an even step by moving the same stones on down, and beat the computer.",
      "4 2 1 0 3：奇数级为 4、1、3，异或和为 6，先手必胜。先让奇数级的异或和变为 0，之后对手从偶数级移下多少"
      "颗，你就把这些石子继续往下移，战胜电脑。"},
     "4 2 1 0 3", -2},
};

const gr_game gr_game_staircase = {
    .id = "staircase",
    .title = {"Staircase Nim", "阶梯 Nim"},
    .rules = {"Stones lie on steps 1, 2, ..., n of a staircase. A move takes any positive number of stones from one step "
              "and puts them on the step just below (from step 1 they go to the floor, step 0, and leave the game). The "
              "player who cannot move loses.",
              "石子放在阶梯的第 1, 2, ..., n 级上。每次从某一级取任意正数颗石子放到下一级(第 1 级的石子放到地面,即第 0 级,"
              "离开游戏)。不能操作的人输。"},
    .syntax = {"Stones on steps 1, 2, ... n, separated by spaces (0 allowed, at most 2^64 - 1 in all): 0 3 1 2",
               "第 1, 2, ..., n 级上的石子数,用空格分隔(可以为 0,总数不超过 2^64 - 1):0 3 1 2"},
    .example = "0 3 1 2",
    .theory = {"Only odd steps count: moving down from an odd step is a Nim move on its heap, and stones moved from an "
               "even step onto an odd one can be moved on by the opponent at once. The first player wins exactly when "
               "the xor X of the odd steps is non-zero (X is the Grundy value). POJ 1704 (Georgia and Bob) reduces to "
               "it: the gaps between chessmen, read from the right, are the steps.",
               "只有奇数级有用:从奇数级往下移就是对这一堆做 Nim 操作;从偶数级移到奇数级的石子,对手可以立刻再往下移。"
               "奇数级石子数的异或和 X ≠ 0 时先手必胜(X 即 SG 值)。POJ 1704(Georgia and Bob)可化为此游戏:"
               "从右往左看,棋子之间的空格数就是各级的石子数。"},
    .max_len_solve = STAIRCASE_MAX_STEPS_SOLVE,
    .max_len_trace = STAIRCASE_MAX_STEPS_TRACE,
    .referee_max_len = 5,
    .referee_max_value = 4,
    .parse = staircase_parse,
    .format = staircase_format,
    .moves = staircase_moves,
    .is_terminal = staircase_terminal,
    .solve_start = staircase_solve_start,
    .trace_start = staircase_trace_start,
    .stall_move = staircase_stall,
    .describe_move = staircase_describe,
    .board = staircase_board,
    .play = staircase_play,
    .action = staircase_action,
    .play_syntax = {"move STEP COUNT (steps numbered from 1; step 1 moves to the floor)",
                    "move 级号 颗数(级从 1 编号;第 1 级移到地面)"},
    .enumerate_small = staircase_enumerate,
    .lesson = staircase_lesson,
    .lesson_len = sizeof staircase_lesson / sizeof staircase_lesson[0],
};
