/*
 * nim.c — Nim: heaps of stones; a move takes any positive number of stones
 * from one heap.  Whoever cannot move loses.
 *
 * Positions are the heap sizes, 0 .. 2^64 - 1 each; an emptied heap stays
 * in its place as 0 (so heaps keep their numbers during play).
 *
 * Theory (seed 001, "SG 函数"; Bouton): the Grundy value of a heap of h is h,
 * so the value of the position is X = h_1 xor ... xor h_n and the mover
 * wins exactly when X != 0.  The winning moves are exactly the moves to
 * xor 0: heap i goes to h_i xor X, which is a move exactly when
 * h_i xor X < h_i, i.e. when h_i has the highest set bit of X.  Each such
 * heap gives one winning move and different heaps give different
 * positions, so the list has no duplicates.  Everything is exact on 64 bits
 * (xor never carries).
 *
 * Limits: the verdict handles 100,000 heaps in O(n); the trace (the binary
 * columns, one step per bit) 1,000 heaps; winning moves are listed up to
 * the kit listing limit (kit/kit.h), the rest counted.
 */
#include "nim.h"

#include "kit/kit.h"

#include <stdlib.h>
#include <string.h>

/* ---- parsing, moves, play --------------------------------------------- */

static int nim_parse(const char *text, gr_pos *out, gr_error *err) {
  return kit_parse_numbers(text, "heap", NIM_MAX_HEAPS_SOLVE, "3 4 5", out, err);
}

static void nim_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

bool nim_heaps_terminal(const gr_pos *p) {
  for (size_t i = 0; i < p->len; i++)
    if (p->v[i]) return false;
  return true;
}

int nim_heaps_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t total = 0;
  for (size_t i = 0; i < p->len; i++) total = p->v[i] > UINT64_MAX - total ? UINT64_MAX : total + p->v[i];
  if (total > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)total, max_moves);
  for (size_t i = 0; i < p->len; i++)
    for (uint64_t keep = 0; keep < p->v[i]; keep++) {
      gr_pos next;
      gr_pos_init(&next);
      if (kit_with(p, i, keep, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  return 0;
}

/* Losing, the computer takes one stone from the largest heap: every move
 * removes at least one stone, so taking one keeps the most stones (the
 * longest possible game) in play. */
int nim_heaps_stall(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (nim_heaps_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  size_t i = kit_largest(p, 0);
  return kit_with(p, i, p->v[i] - 1, out, err);
}

void nim_heaps_describe(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len != to->len) return;
  for (size_t i = 0; i < from->len; i++)
    if (from->v[i] != to->v[i]) {
      unsigned long long a = from->v[i], b = to->v[i];
      if (lang == GR_ZH)
        gr_buf_printf(out, "第 %zu 堆:%llu → %llu(取走 %llu 颗)", i + 1, a, b, a - b);
      else
        gr_buf_printf(out, "heap %zu: %llu -> %llu (take %llu)", i + 1, a, b, a - b);
      return;
    }
}

static const kit_verb take_verb[] = {{"take", {"pile", "count", NULL}}};

void nim_heaps_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, j, take_verb, 1); }

/* "take PILE COUNT": PILE numbered from 1, COUNT stones (at least one). */
int nim_heaps_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (nim_heaps_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: every heap is empty");
  uint64_t args[2];
  size_t n;
  if (kit_action(action, "take", 2, 2, "a move is written 'take PILE COUNT', e.g. take 1 2", args, &n, err) != 0)
    return -1;
  if (args[0] == 0 || args[0] > p->len)
    return gr_error_set(err, GR_ERANGE, "there is no heap %llu: the heaps are numbered 1 to %zu",
                        (unsigned long long)args[0], p->len);
  size_t i = (size_t)args[0] - 1;
  if (p->v[i] == 0) return gr_error_set(err, GR_ERANGE, "heap %zu is empty", i + 1);
  if (args[1] == 0 || args[1] > p->v[i])
    return gr_error_set(err, GR_ERANGE, "heap %zu holds %llu stones: take between 1 and %llu", i + 1,
                        (unsigned long long)p->v[i], (unsigned long long)p->v[i]);
  return kit_with(p, i, p->v[i] - args[1], out, err);
}

/* The inverse of nim_heaps_play: "take PILE COUNT" for a successor (one heap
 * smaller, every other the same). */
int nim_heaps_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t changed = SIZE_MAX;
  if (from->len != to->len) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  for (size_t i = 0; i < from->len; i++)
    if (from->v[i] != to->v[i]) {
      if (changed != SIZE_MAX || to->v[i] > from->v[i])
        return gr_error_set(err, GR_ERANGE, "that position is not one move away");
      changed = i;
    }
  if (changed == SIZE_MAX) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  gr_buf_printf(out, "take %zu %llu", changed + 1, (unsigned long long)(from->v[changed] - to->v[changed]));
  return 0;
}

/* ---- the verdict -------------------------------------------------------- */

static void nim_accumulate(kit_solver *s, size_t i) { s->x ^= s->pos.v[i]; }

static void nim_decide(kit_solver *s, gr_analysis *a) {
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
}

static int nim_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t h = s->pos.v[i], to = h ^ s->x;
  if (to >= h) return 0;
  gr_pos next;
  gr_pos_init(&next);
  if (kit_with(&s->pos, i, to, &next, err) != 0) return -1;
  return kit_push(a, s->cap, &next, err);
}

static const kit_solver_ops nim_ops = {
    .first = 0, .accumulate = nim_accumulate, .decide = nim_decide, .winning = nim_winning};

static int nim_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "no heaps");
  if (p->len > NIM_MAX_HEAPS_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu heaps: the verdict handles at most %d", p->len, NIM_MAX_HEAPS_SOLVE);
  return kit_solve_start(p, &nim_ops, job, err);
}

/* ---- the trace: the binary columns -------------------------------------- */

/* Views: the heaps (input), bits[heap][column] with the most significant
 * bit in column 1, the xor row (one cell per column, each reading the
 * whole column), the answer (X, its highest bit, the heap chosen, its new
 * size) and the verdict. */
enum { V_HEAPS = 0, V_BITS, V_XOR, V_ANSWER, V_WINS };
enum { A_X = 0, A_TOP, A_HEAP, A_TO, A_CELLS };
enum { R_BIT = 0, R_COLUMN, R_X, R_TOP, R_HEAP, R_TO, R_WINS, R_COUNT };

static const gr_rule nim_rules[R_COUNT] = {
    [R_BIT] = {{"Binary", "二进制"}, {"bits[i][c] = bit of heap i worth 2^k", "bits[i][c] = 第 i 堆在 2^k 位上的数字"}, {"h", NULL, NULL}},
    [R_COLUMN] = {{"Column parity", "按列异或"},
                  {"xor[c] = the parity of the ones in column c", "xor[c] = 第 c 列 1 的个数的奇偶"},
                  {NULL, NULL, NULL}},
    [R_X] = {{"Nim sum", "异或和"}, {"X = h_1 xor ... xor h_n, read off the xor row", "X = h_1 xor ... xor h_n,由异或行读出"}, {NULL, NULL, NULL}},
    [R_TOP] = {{"Highest bit", "最高位"}, {"the highest set bit of X", "X 的最高位 1"}, {"X", NULL, NULL}},
    [R_HEAP] = {{"Choice of heap", "选堆"},
                {"a heap with a 1 in the column of X's highest bit", "在 X 最高位那一列为 1 的堆"},
                {NULL, NULL, NULL}},
    [R_TO] = {{"Move", "着法"}, {"the heap goes to h xor X < h", "该堆变为 h xor X < h"}, {"h", "X", NULL}},
    [R_WINS] = {{"Answer", "结论"},
                {"the first player wins exactly when X != 0", "先手必胜当且仅当 X ≠ 0"},
                {"X", NULL, NULL}},
};

typedef struct nim_trace_state {
  size_t n;
  unsigned width;  /* bit columns */
  uint64_t x;
  size_t heap;     /* the chosen heap (0-based), when x != 0 */
} nim_trace_state;

static unsigned column_bit(unsigned width, uint32_t col) { return width - 1 - col; }

static int nim_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const nim_trace_state *s = state;
  uint64_t nbits = (uint64_t)s->n * s->width;
  const uint64_t *heaps = t->views[V_HEAPS].values;
  if (k < nbits) { /* heap by heap, most significant bit first */
    uint32_t i = (uint32_t)(k / s->width), c = (uint32_t)(k % s->width);
    uint32_t read = gr_trace_cell_id(t, V_HEAPS, 0, i);
    return gr_trace_write(t, V_BITS, i, c, (heaps[i] >> column_bit(s->width, c)) & 1, R_BIT, &read, 1, err);
  }
  k -= nbits;
  if (k < s->width) {
    uint32_t c = (uint32_t)k;
    uint32_t *reads = malloc(s->n * sizeof *reads);
    if (reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    uint64_t parity = 0;
    for (size_t i = 0; i < s->n; i++) {
      reads[i] = gr_trace_cell_id(t, V_BITS, (uint32_t)i, c);
      parity ^= t->views[V_BITS].values[i * s->width + c];
    }
    int rc = gr_trace_write(t, V_XOR, 0, c, parity, R_COLUMN, reads, s->n, err);
    free(reads);
    return rc;
  }
  k -= s->width;
  uint32_t x_cell = gr_trace_cell_id(t, V_ANSWER, 0, A_X);
  if (k == 0) {
    uint32_t reads[64];
    for (unsigned c = 0; c < s->width; c++) reads[c] = gr_trace_cell_id(t, V_XOR, 0, c);
    return gr_trace_write(t, V_ANSWER, 0, A_X, s->x, R_X, reads, s->width, err);
  }
  if (s->x == 0 || k > 3) return gr_trace_write(t, V_WINS, 0, 0, s->x != 0, R_WINS, &x_cell, 1, err);
  unsigned top = kit_bits(s->x) - 1;
  if (k == 1) return gr_trace_write(t, V_ANSWER, 0, A_TOP, (uint64_t)1 << top, R_TOP, &x_cell, 1, err);
  if (k == 2) {
    uint32_t c = s->width - 1 - top;
    uint32_t *reads = malloc((s->n + 1) * sizeof *reads);
    if (reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    reads[0] = gr_trace_cell_id(t, V_ANSWER, 0, A_TOP);
    for (size_t i = 0; i < s->n; i++) reads[i + 1] = gr_trace_cell_id(t, V_BITS, (uint32_t)i, c);
    int rc = gr_trace_write(t, V_ANSWER, 0, A_HEAP, s->heap + 1, R_HEAP, reads, s->n + 1, err);
    free(reads);
    return rc;
  }
  uint32_t reads[2] = {gr_trace_cell_id(t, V_HEAPS, 0, (uint32_t)s->heap), x_cell};
  return gr_trace_write(t, V_ANSWER, 0, A_TO, heaps[s->heap] ^ s->x, R_TO, reads, 2, err);
}

static void nim_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int nim_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no heaps");
  if (n > NIM_MAX_HEAPS_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu heaps: the trace shows at most %d (the verdict alone handles %d)", n,
                        NIM_MAX_HEAPS_TRACE, NIM_MAX_HEAPS_SOLVE);
  nim_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->n = n;
  uint64_t largest = 0;
  for (size_t i = 0; i < n; i++) {
    s->x ^= p->v[i];
    if (p->v[i] > largest) largest = p->v[i];
  }
  s->width = kit_bits(largest) ? kit_bits(largest) : 1;
  if (s->x) {
    unsigned top = kit_bits(s->x) - 1;
    while (!((p->v[s->heap] >> top) & 1)) s->heap++;
  }
  uint64_t steps = (uint64_t)n * s->width + s->width + 1 + (s->x ? 3 : 0) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, nim_rules, R_COUNT, nim_explain, err);
  if (t == NULL || kit_view(t, GR_VIEW_SEQUENCE, "heaps", "heaps", "石子堆", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_MATRIX, "bits", "heaps in binary (columns 2^k, highest first)", "各堆的二进制(列为 2^k,高位在左)",
               (uint32_t)n, s->width, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "xor", "xor of each column", "每列的异或", 1, s->width, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "answer", "X, its highest bit, the heap, its new size", "X、最高位、所选堆、新大小", 1,
               A_CELLS, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, GR_VALUE_BOOL, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  memcpy(t->views[V_HEAPS].values, p->v, n * sizeof *p->v);
  return kit_trace_start(t, s, steps, nim_step, job, err);
}

static void nim_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  unsigned width = t->views[V_BITS].cols;
  size_t n = t->views[V_HEAPS].cols;
  switch (rule) {
  case R_BIT: {
    uint64_t h = gr_trace_value(t, reads[0]);
    unsigned bit = column_bit(width, col);
    if (zh)
      gr_buf_printf(out, "第 %u 堆 = %llu,其 2^%u 位是 %llu。", row + 1, (unsigned long long)h, bit, (unsigned long long)value);
    else
      gr_buf_printf(out, "heap %u = %llu: its 2^%u bit is %llu.", row + 1, (unsigned long long)h, bit, (unsigned long long)value);
    return;
  }
  case R_COLUMN: {
    uint64_t ones = 0;
    for (size_t i = 0; i < nreads; i++) ones += gr_trace_value(t, reads[i]);
    unsigned bit = column_bit(width, col);
    if (zh)
      gr_buf_printf(out, "2^%u 这一列有 %llu 个 1(共 %zu 堆),%s,所以 X 的 2^%u 位是 %llu。", bit,
                    (unsigned long long)ones, n, ones % 2 ? "奇数个" : "偶数个", bit, (unsigned long long)value);
    else
      gr_buf_printf(out, "Column 2^%u has %llu one%s among %zu heaps, an %s number, so bit 2^%u of X is %llu.", bit,
                    (unsigned long long)ones, ones == 1 ? "" : "s", n, ones % 2 ? "odd" : "even", bit,
                    (unsigned long long)value);
    return;
  }
  case R_X:
    if (zh)
      gr_buf_printf(out, "异或行读作二进制数:X = %llu(Nim 和,即该局面的 SG 值)。", (unsigned long long)value);
    else
      gr_buf_printf(out, "The xor row read as a binary number: X = %llu, the Nim sum and the Grundy value of the position.",
                    (unsigned long long)value);
    return;
  case R_TOP: {
    uint64_t x = gr_trace_value(t, reads[0]);
    if (zh)
      gr_buf_printf(out, "X = %llu 的最高位是 2^%u = %llu。", (unsigned long long)x, kit_bits(x) - 1, (unsigned long long)value);
    else
      gr_buf_printf(out, "The highest set bit of X = %llu is 2^%u = %llu.", (unsigned long long)x, kit_bits(x) - 1,
                    (unsigned long long)value);
    return;
  }
  case R_HEAP: {
    uint64_t ones = 0;
    for (size_t i = 1; i < nreads; i++) ones += gr_trace_value(t, reads[i]);
    uint64_t topv = gr_trace_value(t, reads[0]);
    if (zh)
      gr_buf_printf(out, "在 %llu 这一列为 1 的堆有 %llu 个(个数为奇数,至少一个);每一个都能走出必胜着法。选第 %llu 堆。",
                    (unsigned long long)topv, (unsigned long long)ones, (unsigned long long)value);
    else
      gr_buf_printf(out, "%llu heap%s ha%s a 1 in the column of %llu (an odd number, so at least one); each gives a winning move. "
                    "Take heap %llu.", (unsigned long long)ones, ones == 1 ? "" : "s", ones == 1 ? "s" : "ve",
                    (unsigned long long)topv, (unsigned long long)value);
    return;
  }
  case R_TO: {
    uint64_t h = gr_trace_value(t, reads[0]), x = gr_trace_value(t, reads[1]);
    uint64_t heap = t->views[V_ANSWER].values[A_HEAP];
    if (zh)
      gr_buf_printf(out, "第 %llu 堆:%llu xor %llu = %llu < %llu,取走 %llu 颗,异或和变为 0。", (unsigned long long)heap,
                    (unsigned long long)h, (unsigned long long)x, (unsigned long long)value, (unsigned long long)h,
                    (unsigned long long)(h - value));
    else
      gr_buf_printf(out, "Heap %llu: %llu xor %llu = %llu < %llu, so take %llu stones; the xor becomes 0.",
                    (unsigned long long)heap, (unsigned long long)h, (unsigned long long)x, (unsigned long long)value,
                    (unsigned long long)h, (unsigned long long)(h - value));
    return;
  }
  default: {
    uint64_t x = gr_trace_value(t, reads[0]);
    if (zh)
      gr_buf_printf(out, "X = %llu %s 0,所以先手%s。", (unsigned long long)x, x ? "≠" : "=", x ? "必胜" : "必败");
    else
      gr_buf_printf(out, "X = %llu %s 0, so the first player %s.", (unsigned long long)x, x ? "!=" : "=",
                    x ? "wins" : "loses: every move leaves a non-zero xor");
    return;
  }
  }
}

/* ---- small positions ---------------------------------------------------- */

static int nim_enumerate(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate(1, gr_game_nim.referee_max_len, 0, gr_game_nim.referee_max_value, visit, ctx);
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop nim_lesson[] = {
    {{"The rules", "规则"},
     {"Three heaps: 3, 4 and 5 stones. On your turn take any number of stones (at least one) from one heap. "
      "Whoever cannot move, every heap being empty, loses. Who wins 3 4 5?",
      "三堆石子：3、4、5 颗。轮到你时，从某一堆中取任意多颗（至少一颗）。不能操作（所有堆都空了）的人输。3 4 5 "
      "谁会赢？"},
     "3 4 5", -2},
    {{"The xor, column by column", "逐列求异或"},
     {"In binary 3 = 011, 4 = 100, 5 = 101. The columns hold 2, 1 and 2 ones; the odd column gives X = 010 = "
      "2, the xor (Nim sum). Only heap 1 (3 = 011) has a 1 in X's highest column, so it goes to 3 xor 2 = 1: "
      "take 2 stones and leave 1 4 5, whose xor is 0 (step 15).",
      "二进制下 3 = 011，4 = 100，5 = 101。各列 1 的个数为 2、1、2；个数为奇数的那一列给出 X = 010 = 2，即异或"
      "和（Nim 和）。只有第 1 堆（3 = 011）在 X 的最高位上为 1，所以把它变成 3 xor 2 = 1：取走 2 颗，留下 1 4 "
      "5，异或和为 0（第 15 步）。"},
     "3 4 5", 15},
    {{"The key idea: keep the xor at 0", "关键想法：保持异或和为 0"},
     {"From a xor of 0 every move changes one heap, so some bit of it, and the xor becomes non-zero. From a "
      "non-zero xor X there is always a move back to 0: a heap h with a 1 in X's highest column goes down to h "
      "xor X < h. The empty position has xor 0, so whoever keeps handing over xor 0 takes the last stone: 1 2 "
      "3 (01 xor 10 xor 11 = 0) is lost for the mover.",
      "异或和为 0 时，任何一步都只改变一堆，也就改变了它的某个二进制位，异或和必然变为非 0。异或和 X ≠ 0 时，总"
      "有一步能把它变回 0：在 X 最高位上为 1 的某堆 h 变成 h xor X < h。全空的局面异或和为 0，所以始终把异或和"
      "为 0 的局面留给对手的人会取走最后一颗。1 2 3 的异或和为 01 xor 10 xor 11 = 0，先手必败。"},
     "1 2 3", -1},
    {{"The theorem: Bouton and SG", "定理：Bouton 定理与 SG 函数"},
     {"A heap of h stones has SG value mex{0, 1, ..., h - 1} = h; the SG value of a sum of games is the xor of "
      "theirs (the Sprague-Grundy theorem); so the first player wins exactly when X = h1 xor h2 xor ... xor hn "
      "!= 0. Here 5 xor 9 xor 12 = 0101 xor 1001 xor 1100 = 0: the second player wins.",
      "h 颗石子的一堆，SG 值为 mex{0, 1, ..., h − 1} = h；若干游戏之和的 SG 值是各自 SG 值的异或（SG 定理）；所"
      "以先手必胜当且仅当 X = h1 xor h2 xor ... xor hn ≠ 0。这里 5 xor 9 xor 12 = 0101 xor 1001 xor 1100 = 0："
      "后手必胜。"},
     "5 9 12", -1},
    {{"Your turn", "轮到你"},
     {"6 9 13 7: the xor is 5, not 0, so the first player wins. Pick a heap with a 1 in the column of 4 (X's "
      "highest bit), turn it into h xor 5, then beat the computer.",
      "6 9 13 7：异或和为 5，不为 0，先手必胜。选一堆在 4 这一列（X 的最高位）上为 1 的堆，把它变成 h xor 5，然"
      "后战胜电脑。"},
     "6 9 13 7", -2},
};

const gr_game gr_game_nim = {
    .id = "nim",
    .twin = "misere",
    .title = {"Nim", "Nim 游戏"},
    .rules = {"Heaps of stones. A move takes any positive number of stones from one heap. The player who cannot "
              "move (every heap empty) loses.",
              "若干堆石子。每次从某一堆中取走任意正数颗石子。不能操作(所有堆都空)的人输。"},
    .syntax = {"Heap sizes separated by spaces or commas (0 allowed): 3 4 5",
               "各堆石子数,用空格或逗号分隔(可以为 0):3 4 5"},
    .example = "3 4 5",
    .theory = {"Bouton: the Grundy value of a heap of h stones is h, so the position's value is X = the xor of all "
               "heaps, and the mover wins exactly when X != 0. The winning moves turn heap h into h xor X, possible "
               "exactly for the heaps having X's highest bit. At most 1000 winning moves are listed (fewer for very "
               "long positions); the rest are counted.",
               "Bouton 定理:一堆 h 颗石子的 SG 值就是 h,整个局面的 SG 值是所有堆的异或和 X,先手必胜当且仅当 X ≠ 0。"
               "必胜着法把某堆 h 变成 h xor X,恰好对 X 最高位为 1 的那些堆可行。最多列出 1000 个必胜着法(局面很长时更少),"
               "其余只计数。"},
    .max_len_solve = NIM_MAX_HEAPS_SOLVE,
    .max_len_trace = NIM_MAX_HEAPS_TRACE,
    .referee_max_len = 4,
    .referee_max_value = 7,
    .parse = nim_parse,
    .format = nim_format,
    .moves = nim_heaps_moves,
    .is_terminal = nim_heaps_terminal,
    .solve_start = nim_solve_start,
    .trace_start = nim_trace_start,
    .stall_move = nim_heaps_stall,
    .describe_move = nim_heaps_describe,
    .board = nim_heaps_board,
    .play = nim_heaps_play,
    .action = nim_heaps_action,
    .play_syntax = {"take PILE COUNT (heaps numbered from 1)", "take 堆号 颗数(堆从 1 编号)"},
    .enumerate_small = nim_enumerate,
    .lesson = nim_lesson,
    .lesson_len = sizeof nim_lesson / sizeof nim_lesson[0],
};
