/*
 * nim.c — Nim: heaps of stones; a move takes any positive number of stones
 * from one heap.  Whoever cannot move loses.  Also the heap moves, play and
 * board that misère Nim (misere.c) shares.
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
 * the kit listing limit (kit/kit.h), the rest counted.  Messages are in
 * text/nim_text.c.
 */
#include "nim.h"

#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/nim_text.h"

#include <stdlib.h>

/* ---- parsing, moves, play --------------------------------------------- */

int nim_heaps_parse(const char *text, gr_pos *out, gr_error *err) {
  return kit_parse_numbers(text, KIT_HEAP, NIM_MAX_HEAPS_SOLVE, "3 4 5", out, err);
}

int nim_heaps_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  unsigned __int128 total = 0;
  for (size_t i = 0; i < p->len; i++) total += p->v[i];
  if (gr_error_moves_cap((uint64_t)(total >> 64), (uint64_t)total, max_moves, err) != 0) return -1;
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
  if (kit_all_zero(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  size_t i = kit_largest(p, 0);
  return kit_with(p, i, p->v[i] - 1, out, err);
}

void nim_heaps_describe(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len != to->len) return;
  for (size_t i = 0; i < from->len; i++)
    if (from->v[i] != to->v[i]) {
      uint64_t a = from->v[i], b = to->v[i];
      gr_say(out, &kit_texts, lang, KIT_DESCRIBE_TAKE, GR_U(i + 1), GR_U(a), GR_U(b), GR_U(a - b));
      return;
    }
}

static const kit_verb take_verb[] = {
    {"take", {"pile", "count", NULL}, .words = {KIT_WORD_PILE, KIT_WORD_COUNT}, .example = "take 1 2"}};
static const kit_moves take_moves = {.verbs = take_verb, .count = 1};

void nim_heaps_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, 0, j, take_verb, 1); }

/* "take PILE COUNT": PILE numbered from 1, COUNT stones (at least one);
 * after the pile is found, *heap is its index (for lasker's checks). */
int nim_take_args(const gr_pos *p, const char *action, const kit_moves *m, size_t *verb, size_t *heap,
                  uint64_t *count, gr_error *err) {
  uint64_t args[2];
  size_t n;
  if (kit_read_action(action, m, verb, args, &n, err) != 0) return -1;
  if (args[0] == 0 || args[0] > p->len)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NO_SUCH_HEAP, GR_U(args[0]), GR_U(p->len));
  *heap = (size_t)args[0] - 1;
  *count = args[1];
  return 0;
}

int nim_heaps_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (kit_all_zero(p)) return gr_error_say(err, GR_ESTATE, &nim_texts, NIM_OVER);
  size_t verb, i;
  uint64_t count;
  if (nim_take_args(p, action, &take_moves, &verb, &i, &count, err) != 0) return -1;
  if (p->v[i] == 0) return gr_error_say(err, GR_ERANGE, &nim_texts, NIM_EMPTY, GR_U(i + 1));
  if (count == 0 || count > p->v[i])
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_TAKE_RANGE, GR_U(i + 1), GR_U(p->v[i]));
  return kit_with(p, i, p->v[i] - count, out, err);
}

/* The inverse of nim_heaps_play: "take PILE COUNT" for a successor (one heap
 * smaller, every other the same). */
int nim_heaps_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t changed = 0, diffs = 0;
  for (size_t i = 0; from->len == to->len && i < from->len; i++)
    if (from->v[i] != to->v[i]) changed = i, diffs++;
  if (diffs != 1 || to->v[changed] > from->v[changed])
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "take %zu %llu", changed + 1, (unsigned long long)(from->v[changed] - to->v[changed]));
  return 0;
}

/* ---- the verdict -------------------------------------------------------- */

static void nim_accumulate(kit_solver *s, size_t i) { s->x ^= s->pos.v[i]; }

/* Past the list's cap a winning move is counted, not copied: no position
 * is built for it, so 100,000 heaps cost linear time. */
static int nim_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t h = s->pos.v[i], to = h ^ s->x;
  if (to >= h) return 0;
  if (a->winning_moves.count >= s->cap) {
    kit_add_unlisted(a, 1);
    return 0;
  }
  return kit_push_with(s, i, to, a, err);
}

static const kit_solver_ops nim_ops = {
    .first = 0, .accumulate = nim_accumulate, .decide = kit_decide_xor, .winning = nim_winning};

/* The moves to value target: heap h becomes h ^ X ^ target where smaller. */
static const kit_limits heap_limits = KIT_HEAP_LIMITS(NIM_MAX_HEAPS_SOLVE, NIM_MAX_HEAPS_TRACE);

static int nim_solve_to_start(const gr_pos *p, uint64_t target, gr_job **job, gr_error *err) {
  *job = NULL;
  if (kit_check_count(p->len, &heap_limits, false, err) != 0) return -1;
  return kit_solve_to_start(p, &nim_ops, target, job, err);
}

static int nim_solve_start(const gr_pos *p, gr_job **job, gr_error *err) { return nim_solve_to_start(p, 0, job, err); }

/* ---- the trace: the binary columns -------------------------------------- */

/* Views: the heaps (input), bits[heap][column] with the most significant
 * bit in column 1, the xor row (one cell per column, each reading the
 * whole column), the answer (X, its highest bit, the heap chosen, its new
 * size) and the verdict. */
enum { V_HEAPS = 0, V_BITS, V_XOR, V_ANSWER, V_WINS };
enum { A_X = 0, A_TOP, A_HEAP, A_TO, A_CELLS };
enum { R_BIT = 0, R_COLUMN, R_X, R_TOP, R_HEAP, R_TO, R_WINS, R_COUNT };

static const gr_rule nim_rules[R_COUNT] = { /* named by keys from NIM_R_BIT on */
    KIT_RULE(NIM_R_BIT, R_BIT, "h"),    KIT_RULE(NIM_R_BIT, R_COLUMN, NULL), KIT_RULE(NIM_R_BIT, R_X, NULL),
    KIT_RULE(NIM_R_BIT, R_TOP, "X"),    KIT_RULE(NIM_R_BIT, R_HEAP, NULL),   KIT_RULE(NIM_R_BIT, R_TO, "h", "X"),
    KIT_RULE(NIM_R_BIT, R_WINS, "X"),
};

typedef struct nim_trace_state {
  size_t n;
  unsigned width;  /* bit columns */
  uint64_t x;
  size_t heap;     /* the chosen heap (0-based), when x != 0 */
} nim_trace_state;

static unsigned column_bit(unsigned width, uint32_t col) { return width - 1 - col; }

/* Step writing `value` into view v's (0, col) from the whole column c of
 * bits (after `first`, when it is not GR_NONE). */
static int write_from_column(gr_trace *t, const nim_trace_state *s, int v, uint32_t col, uint32_t c, uint32_t first,
                             uint64_t value, uint8_t rule, gr_error *err) {
  uint32_t *reads = malloc((s->n + 1) * sizeof *reads);
  if (reads == NULL) return gr_error_nomem(err);
  size_t k = 0;
  if (first != GR_NONE) reads[k++] = first;
  for (size_t i = 0; i < s->n; i++) reads[k++] = gr_trace_cell_id(t, V_BITS, (uint32_t)i, c);
  int rc = gr_trace_write(t, v, 0, col, value, rule, reads, k, err);
  free(reads);
  return rc;
}

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
    uint64_t parity = 0;
    for (size_t i = 0; i < s->n; i++) parity ^= t->views[V_BITS].values[i * s->width + k];
    return write_from_column(t, s, V_XOR, (uint32_t)k, (uint32_t)k, GR_NONE, parity, R_COLUMN, err);
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
  if (k == 2)
    return write_from_column(t, s, V_ANSWER, A_HEAP, s->width - 1 - top, gr_trace_cell_id(t, V_ANSWER, 0, A_TOP),
                             s->heap + 1, R_HEAP, err);
  uint32_t reads[2] = {gr_trace_cell_id(t, V_HEAPS, 0, (uint32_t)s->heap), x_cell};
  return gr_trace_write(t, V_ANSWER, 0, A_TO, heaps[s->heap] ^ s->x, R_TO, reads, 2, err);
}

static void nim_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  uint64_t value = st.value, first = st.first, ones = 0;
  unsigned bit = column_bit(t->views[V_BITS].cols, st.col);
  size_t n = t->views[V_HEAPS].cols;
  for (size_t i = 0; i < st.nreads; i++) ones += gr_trace_value(t, st.reads[i]);
  switch (st.rule) {
  case R_BIT:
    gr_say(out, &nim_texts, lang, NIM_BIT, GR_U(st.row + 1), GR_U(first), GR_U(bit), GR_U(value));
    return;
  case R_COLUMN:
    gr_say(out, &nim_texts, lang, NIM_COLUMN, GR_U(bit), GR_U(ones), GR_U(n), GR_K(ones % 2 ? NIM_ODD : NIM_EVEN),
           GR_U(value));
    return;
  case R_X:
    gr_say(out, &nim_texts, lang, NIM_X, GR_U(value));
    return;
  case R_TOP:
    gr_say(out, &nim_texts, lang, NIM_TOP, GR_U(first), GR_U(kit_bits(first) - 1), GR_U(value));
    return;
  case R_HEAP: /* the first read is the highest bit, the others the column */
    gr_say(out, &nim_texts, lang, NIM_HEAP, GR_U(ones - first), GR_U(first), GR_U(value));
    return;
  case R_TO: /* reads h, then X */
    gr_say(out, &nim_texts, lang, NIM_TO, GR_U(t->views[V_ANSWER].values[A_HEAP]), GR_U(first), GR_U(st.last),
           GR_U(value), GR_U(first - value));
    return;
  default:
    if (first)
      gr_say(out, &kit_texts, lang, KIT_X_WINS, GR_U(first));
    else
      gr_say(out, &nim_texts, lang, NIM_LOSES, GR_U(first));
    return;
  }
}

static int nim_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  static const kit_trace_plan plan = {nim_rules, R_COUNT, nim_explain, nim_step, &nim_texts, .heaps = true};
  *job = NULL;
  size_t n = p->len;
  nim_trace_state *s = kit_trace_state(n, &heap_limits, sizeof *s, err);
  if (s == NULL) return -1;
  s->n = n;
  uint64_t largest = p->v[kit_largest(p, 0)];
  for (size_t i = 0; i < n; i++) s->x ^= p->v[i];
  s->width = kit_bits(largest) ? kit_bits(largest) : 1;
  if (s->x) {
    unsigned top = kit_bits(s->x) - 1;
    while (!((p->v[s->heap] >> top) & 1)) s->heap++;
  }
  uint64_t steps = (uint64_t)n * s->width + s->width + 1 + (s->x ? 3 : 0) + 1;
  const kit_view_spec views[] = {
      {GR_VIEW_MATRIX, "bits", NIM_V_BITS, (uint32_t)n, s->width, GR_VALUE_INT, NIM_W_BITS, true},
      {GR_VIEW_SEQUENCE, "xor", NIM_V_XOR, 1, s->width, GR_VALUE_INT, NIM_W_XOR, true},
      {GR_VIEW_BOARD, "answer", NIM_V_ANSWER, 1, A_CELLS, GR_VALUE_INT, NIM_W_ANSWER, false}};
  return kit_trace_plan_run(&plan, views, 3, NULL, 0, p, s, steps, job, err);
}

/* ---- small positions ---------------------------------------------------- */

static int nim_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate_game(&gr_game_nim, visit, ctx);
}

const gr_game gr_game_nim = {
    .id = "nim", .twin = "misere", .texts = &nim_texts, .example = "3 4 5",
    .referee_max_len = 4, .referee_max_value = 7,
    KIT_GAME_JOBS(nim),
    .solve_to_start = nim_solve_to_start,
    NIM_HEAPS_TABLE,
    KIT_LESSON(nim_lesson),
};
