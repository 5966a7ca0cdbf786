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
 */
#include "nim.h"

#include "kit/kit.h"

#include <stdlib.h>
#include <string.h>

static int misere_parse(const char *text, gr_pos *out, gr_error *err) {
  return kit_parse_numbers(text, "heap", NIM_MAX_HEAPS_SOLVE, "3 4 5", out, err);
}

static void misere_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

/* ---- the verdict -------------------------------------------------------- */

/* x: the xor; y: the number of heaps > 1. */
static void misere_accumulate(kit_solver *s, size_t i) {
  s->x ^= s->pos.v[i];
  s->y += s->pos.v[i] > 1;
}

static void misere_decide(kit_solver *s, gr_analysis *a) {
  a->winner = misere_first_wins(s->x, s->y) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = false; /* misère: no Grundy value in the normal-play sense */
}

static int push_move(kit_solver *s, size_t i, uint64_t to, gr_analysis *a, gr_error *err) {
  gr_pos next;
  gr_pos_init(&next);
  if (kit_with(&s->pos, i, to, &next, err) != 0) return -1;
  return kit_push(a, s->cap, &next, err);
}

static int misere_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t h = s->pos.v[i];
  uint64_t y = s->x ^ h;                      /* the others' xor */
  uint64_t others_big = s->y - (h > 1);       /* the others' heaps > 1 */
  /* Lost with X = 0 and a heap > 1 left. */
  if (y < h && others_big + (y > 1) >= 1 && push_move(s, i, y, a, err) != 0) return -1;
  /* Lost with only heaps <= 1 and an odd number of ones. */
  if (others_big == 0) {
    uint64_t to = 1 - y; /* y is 0 or 1 here */
    if (to < h && push_move(s, i, to, a, err) != 0) return -1;
  }
  return 0;
}

static const kit_solver_ops misere_ops = {
    .first = 0, .accumulate = misere_accumulate, .decide = misere_decide, .winning = misere_winning};

static int misere_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "no heaps");
  if (p->len > NIM_MAX_HEAPS_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu heaps: the verdict handles at most %d", p->len, NIM_MAX_HEAPS_SOLVE);
  return kit_solve_start(p, &misere_ops, job, err);
}

/* ---- the trace: the SJ conditions --------------------------------------- */

/* Views: the heaps (input); big[i] = heap i > 1; xor[i] = the xor of heaps
 * 1..i; sj = (X, m, the condition that applies: 1, 2 or 0 for neither);
 * the verdict. */
enum { V_HEAPS = 0, V_BIG, V_XOR, V_SJ, V_WINS };
enum { S_X = 0, S_M, S_CASE, S_CELLS };
enum { R_BIG = 0, R_XOR, R_X, R_M, R_CASE, R_WINS, R_COUNT };

static const gr_rule misere_rules[R_COUNT] = {
    [R_BIG] = {{"Big heap", "大堆"}, {"big[i] = (h_i > 1)", "big[i] = (h_i > 1)"}, {"h", NULL, NULL}},
    [R_XOR] = {{"Running xor", "前缀异或"}, {"xor[i] = xor[i-1] xor h_i", "xor[i] = xor[i-1] xor h_i"}, {"xor[i-1]", "h", NULL}},
    [R_X] = {{"Nim sum", "异或和"}, {"X = xor[n]", "X = xor[n]"}, {"xor[n]", NULL, NULL}},
    [R_M] = {{"Heaps > 1", "大于 1 的堆数"}, {"m = the number of heaps larger than 1", "m = 大于 1 的堆的个数"}, {NULL, NULL, NULL}},
    [R_CASE] = {{"SJ theorem", "SJ 定理"},
                {"1: X != 0 and m >= 1; 2: X = 0 and m = 0; 0: neither", "1:X ≠ 0 且 m ≥ 1;2:X = 0 且 m = 0;0:都不满足"},
                {"X", "m", NULL}},
    [R_WINS] = {{"Answer", "结论"},
                {"the first player wins exactly when condition 1 or 2 holds", "先手必胜当且仅当满足条件 1 或 2"},
                {"case", NULL, NULL}},
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
    if (reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
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
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  unsigned long long value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  const uint64_t *sj = t->views[V_SJ].values;
  unsigned long long X = sj[S_X], m = sj[S_M];
  switch (rule) {
  case R_BIG: {
    unsigned long long h = gr_trace_value(t, reads[0]);
    if (zh)
      gr_buf_printf(out, "第 %u 堆有 %llu 颗,%s 1。", col + 1, h, h > 1 ? "大于" : "不大于");
    else
      gr_buf_printf(out, "Heap %u holds %llu: %s than 1.", col + 1, h, h > 1 ? "more" : "not more");
    return;
  }
  case R_XOR: {
    unsigned long long before = nreads == 2 ? gr_trace_value(t, reads[0]) : 0;
    unsigned long long h = gr_trace_value(t, reads[nreads - 1]);
    if (zh)
      gr_buf_printf(out, "前 %u 堆的异或:%llu xor %llu = %llu。", col + 1, before, h, value);
    else
      gr_buf_printf(out, "The xor of heaps 1..%u: %llu xor %llu = %llu.", col + 1, before, h, value);
    return;
  }
  case R_X:
    gr_buf_printf(out, zh ? "X = %llu(所有堆的异或和)。" : "X = %llu, the xor of all heaps.", value);
    return;
  case R_M:
    if (zh)
      gr_buf_printf(out, "m = %llu:有 %llu 堆石子多于 1 颗。", value, value);
    else
      gr_buf_printf(out, "m = %llu: %llu heap%s more than one stone.", value, value, value == 1 ? " holds" : "s hold");
    return;
  case R_CASE:
    if (value == 1)
      gr_buf_printf(out, zh ? "X = %llu ≠ 0 且 m = %llu ≥ 1:满足 SJ 定理的条件 1。先手像 Nim 一样把异或和变为 0,"
                              "只在只剩一堆大于 1 时改为留下奇数个 1。"
                            : "X = %llu != 0 and m = %llu >= 1: condition 1 of the SJ theorem. Play as in Nim, to xor 0, "
                              "except when one heap > 1 is left: then leave an odd number of ones.",
                    X, m);
    else if (value == 2)
      gr_buf_printf(out, zh ? "X = %llu 且 m = %llu:只剩 0 和 1 的堆且 1 的个数为偶数,满足条件 2。"
                            : "X = %llu and m = %llu: only heaps of 0 and 1, an even number of ones: condition 2.",
                    X, m);
    else if (X == 0)
      gr_buf_printf(out, zh ? "X = 0 但 m = %llu ≥ 1:两个条件都不满足(后手保持异或和为 0)。"
                            : "X = 0 but m = %llu >= 1: neither condition holds (the second player keeps the xor at 0).",
                    m);
    else
      gr_buf_printf(out, zh ? "X = %llu ≠ 0 但 m = 0:奇数个 1 堆,两个条件都不满足。"
                            : "X = %llu != 0 but m = 0: an odd number of heaps of one stone; neither condition holds.",
                    X);
    return;
  default:
    if (zh)
      gr_buf_printf(out, "%s,所以先手%s(反常规则:取走最后一颗的人输)。", value ? "满足条件" : "两个条件都不满足",
                    value ? "必胜" : "必败");
    else
      gr_buf_printf(out, "%s, so the first player %s (misère: whoever takes the last stone loses).",
                    value ? "A condition holds" : "Neither condition holds", value ? "wins" : "loses");
    return;
  }
}

static int misere_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no heaps");
  if (n > NIM_MAX_HEAPS_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu heaps: the trace shows at most %d (the verdict alone handles %d)", n,
                        NIM_MAX_HEAPS_TRACE, NIM_MAX_HEAPS_SOLVE);
  misere_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->n = n;
  uint64_t steps = 2 * (uint64_t)n + 4;
  gr_trace *t = gr_trace_new((size_t)steps, misere_rules, R_COUNT, misere_explain, err);
  if (t == NULL || kit_view(t, GR_VIEW_SEQUENCE, "heaps", "heaps", "石子堆", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "big", "heap > 1", "堆 > 1", 1, (uint32_t)n, GR_VALUE_BOOL, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "xor", "xor of heaps 1..i", "前 i 堆的异或", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "sj", "X, m (heaps > 1), SJ condition", "X、m(大于 1 的堆数)、SJ 条件", 1, S_CELLS,
               GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, GR_VALUE_BOOL, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  memcpy(t->views[V_HEAPS].values, p->v, n * sizeof *p->v);
  return kit_trace_start(t, s, steps, misere_step, job, err);
}

/* ---- small positions ---------------------------------------------------- */

static int misere_enumerate(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate(1, gr_game_misere.referee_max_len, 0, gr_game_misere.referee_max_value, visit, ctx);
}

/* Losing, take one stone from the largest heap (nim_heaps_stall): every
 * move removes at least one stone, so this keeps the most in play. */
/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop misere_lesson[] = {
    {{"The rules", "规则"},
     {"Heaps of 3, 5 and 1. The moves are Nim's, any number of stones from one heap, but the ending is "
      "reversed: whoever takes the last stone loses (the player who cannot move wins). Who wins 3 5 1?",
      "三堆石子：3、5、1 颗。走法与 Nim 相同，从某一堆取任意多颗，但胜负相反：取走最后一颗石子的人输（不能操作"
      "的人获胜）。3 5 1 谁会赢？"},
     "3 5 1", -2},
    {{"Two numbers decide", "两个数决定胜负"},
     {"The xor X = 3 xor 5 xor 1 = 7 and m = 2, the number of heaps with more than one stone. Step 8: X != 0 "
      "and m >= 1, so the first player wins. While two heaps are bigger than 1, play exactly as in Nim: 5 -> 2 "
      "leaves 3 2 1, xor 0.",
      "异或和 X = 3 xor 5 xor 1 = 7，石子数大于 1 的堆数 m = 2。第 8 步：X ≠ 0 且 m ≥ 1，先手必胜。只要还有两堆"
      "以上大于 1，就完全按 Nim 走：5 → 2，留下 3 2 1，异或和为 0。"},
     "3 5 1", 8},
    {{"The key idea: the endgame", "关键想法：残局"},
     {"Misère differs from Nim only at the end. In 4 1 1 one heap is bigger than 1 (m = 1, step 7), so its "
      "owner decides how many single stones remain: Nim would leave 0 1 1 (xor 0), but here the winning move "
      "is 4 -> 1, leaving 1 1 1, an odd number of single stones, and the opponent takes the last one. A xor-0 "
      "position with a big heap always has at least two, so the Nim strategy never hands the opponent this "
      "choice.",
      "反常 Nim 与 Nim 只在最后阶段不同。4 1 1 中只有一堆大于 1（m = 1，第 7 步），由它决定留下几堆单颗：Nim 会"
      "留下 0 1 1（异或和为 0），这里必胜的走法却是 4 → 1，留下 1 1 1，即奇数堆单颗，最后一颗由对手取走。异或和"
      "为 0 的局面中若有大于 1 的堆，就至少有两堆，所以按 Nim 策略走永远不会把这个选择权交给对手。"},
     "4 1 1", 7},
    {{"The theorem: SJ", "定理：SJ 定理"},
     {"The SJ theorem for Anti-SG games, here Anti-Nim: with X the xor of the heaps and m the number of heaps "
      "bigger than 1, the first player wins exactly when (X != 0 and m >= 1) or (X = 0 and m = 0). In 1 1 1, X "
      "= 1 and m = 0: neither holds, so the first player loses, where in ordinary Nim they would win.",
      "Anti-SG 游戏的 SJ 定理，用于 Anti-Nim：设 X 为各堆异或和，m 为大于 1 的堆数，先手必胜当且仅当 (X ≠ 0 且 "
      "m ≥ 1) 或 (X = 0 且 m = 0)。1 1 1 中 X = 1，m = 0，两个条件都不满足，先手必败；而在普通 Nim 中先手必胜。"},
     "1 1 1", -1},
    {{"Your turn", "轮到你"},
     {"3 5 7: X = 1 and m = 3, so the first player wins. Play Nim moves while two heaps are bigger than 1; "
      "when only one is, leave an odd number of single stones. Beat the computer, then try the same heaps in "
      "Nim.",
      "3 5 7：X = 1，m = 3，先手必胜。两堆以上大于 1 时按 Nim 走；只剩一堆大于 1 时，留下奇数堆单颗。战胜电脑"
      "后，再在 Nim 中试试同样的三堆。"},
     "3 5 7", -2},
};

const gr_game gr_game_misere = {
    .id = "misere",
    .twin = "nim",
    .title = {"Misère Nim (Anti-Nim)", "反常 Nim(Anti-Nim)"},
    .rules = {"Heaps of stones. A move takes any positive number of stones from one heap. The player who cannot "
              "move WINS: whoever takes the last stone loses.",
              "若干堆石子。每次从某一堆中取走任意正数颗石子。不能操作的人获胜:取走最后一颗石子的人输。"},
    .syntax = {"Heap sizes separated by spaces or commas (0 allowed): 3 5 1",
               "各堆石子数,用空格或逗号分隔(可以为 0):3 5 1"},
    .example = "3 5 1",
    .theory = {"The SJ theorem for Anti-Nim: with X the xor of the heaps and m the number of heaps larger than 1, the "
               "first player wins exactly when (X != 0 and m >= 1) or (X = 0 and m = 0). Play as in Nim while two heaps "
               "exceed 1; when one does, leave an odd number of heaps of one stone. There is no Grundy value under "
               "misère play; the referee checks outcomes and the exact set of winning moves.",
               "SJ 定理(Anti-Nim):设 X 为各堆异或和,m 为大于 1 的堆数,先手必胜当且仅当 (X ≠ 0 且 m ≥ 1) 或 "
               "(X = 0 且 m = 0)。有两堆以上大于 1 时按 Nim 走;只剩一堆大于 1 时,留下奇数个只有 1 颗的堆。反常规则下"
               "不给出 SG 值;裁判程序核对胜负与必胜着法的完整集合。"},
    .max_len_solve = NIM_MAX_HEAPS_SOLVE,
    .max_len_trace = NIM_MAX_HEAPS_TRACE,
    .referee_max_len = 5,
    .referee_max_value = 4,
    .parse = misere_parse,
    .format = misere_format,
    .moves = nim_heaps_moves,
    .is_terminal = nim_heaps_terminal,
    .solve_start = misere_solve_start,
    .trace_start = misere_trace_start,
    .stall_move = nim_heaps_stall,
    .describe_move = nim_heaps_describe,
    .board = nim_heaps_board,
    .play = nim_heaps_play,
    .action = nim_heaps_action,
    .play_syntax = {"take PILE COUNT (heaps numbered from 1)", "take 堆号 颗数(堆从 1 编号)"},
    .enumerate_small = misere_enumerate,
    .misere = true,
    .lesson = misere_lesson,
    .lesson_len = sizeof misere_lesson / sizeof misere_lesson[0],
};
