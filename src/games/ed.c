/*
 * ed.c — E&D: pairs of heaps ("3 4, 1 7", heaps 2i-1 and 2i pair up); a
 * move picks a pair, removes one of its heaps and splits the other into two
 * non-empty heaps, which form the pair (written smaller first).  Who cannot
 * move (every pair 1 1) loses.  v = the heaps, two per pair, at most 100
 * pairs of heaps up to 100,000.
 *
 * Theory (the contest exercise [SDOI2009] E&D, "tabulate, then find the
 * pattern"): the pairs are games of a sum, and the SG value of a pair
 * (a, b) is the index of the lowest zero bit of (a - 1) | (b - 1)
 * (algo/nimber.c); xor the pairs.  A winning move turns a pair of value g
 * into one of value g ^ X (larger values too: a pair is not a Nim heap):
 * every split of either heap is checked.  The
 * trace first fills the SG table of small pairs by mex, diagonal by
 * diagonal (a split of a or b only reads pairs of a smaller sum), then
 * gives each pair its value by the formula, checked against the table where
 * the pair is in it, then the xor and the verdict.
 */
#include "algo/nimber.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/ed_text.h"

#include <stdlib.h>
#include <string.h>

#define ED_EXAMPLE "3 4, 1 7"
#define ED_MAX_PAIRS 100
#define ED_MAX_HEAP UINT64_C(100000)
#define ED_TABLE 10 /* the trace's table: pairs up to 10 x 10 */

extern const gr_game gr_game_ed;

static int ed_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_parse_numbers(text, KIT_HEAP, 2 * ED_MAX_PAIRS, ED_EXAMPLE, out, err) != 0) return -1;
  unsigned bad = out->len % 2 ? ED_ODD : 0;
  size_t at = 0;
  while (bad == 0 && at < out->len && out->v[at] >= 1 && out->v[at] <= ED_MAX_HEAP) at++;
  if (bad == 0 && at == out->len) return 0;
  if (bad == 0) bad = out->v[at] ? ED_HEAP_BIG : ED_HEAP_ZERO;
  gr_error_say(err, GR_ERANGE, &ed_texts, bad, GR_U(at + 1), GR_U(bad == ED_ODD ? out->len : out->v[at]),
               GR_U(ED_MAX_HEAP));
  return gr_pos_free(out), -1;
}

static void ed_format(const gr_pos *p, gr_buf *out) {
  for (size_t i = 0; i < p->len; i += 2)
    gr_buf_printf(out, "%s%llu %llu", i ? ", " : "", (unsigned long long)p->v[i], (unsigned long long)p->v[i + 1]);
}

static bool ed_is_terminal(const gr_pos *p) {
  for (size_t i = 0; i < p->len; i++)
    if (p->v[i] > 1) return false;
  return true;
}

/* The splits of heap h (either heap of pair i): (x, h - x), x <= h - x.
 * An equal pair's two heaps give the same moves: the second is skipped. */
static bool splits(const gr_pos *p, size_t heap) { return heap % 2 == 0 || p->v[heap] != p->v[heap - 1]; }

static int split(const gr_pos *p, size_t heap, uint64_t x, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  size_t i = heap & ~(size_t)1;
  out->v[i + 1] = p->v[heap] - x;
  out->v[i] = x;
  return 0;
}

static int ed_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  unsigned __int128 count = 0;
  for (size_t h = 0; h < p->len; h++) count += splits(p, h) ? p->v[h] / 2 : 0;
  if (gr_error_moves_cap((uint64_t)(count >> 64), (uint64_t)count, max, err) != 0) return -1;
  for (size_t h = 0; h < p->len; h++)
    for (uint64_t x = 1; splits(p, h) && x <= p->v[h] / 2; x++) {
      gr_pos next = {0};
      int rc = split(p, h, x, &next, err) != 0 ? -1 : gr_pos_list_push(out, &next, err);
      gr_pos_free(&next);
      if (rc != 0) return -1;
    }
  return 0;
}

/* Losing, the computer splits off one stone from the largest heap. */
static int ed_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  size_t h = kit_largest(p, 0);
  return p->v[h] > 1 ? split(p, h, 1, out, err) : gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
}

static const kit_verb split_verb[] = {
    {"split", {"pile", "size of one part", NULL}, .words = {KIT_WORD_PILE, KIT_WORD_SIZE}, .example = "split 2 1"}};
static const kit_moves split_moves = {.verbs = split_verb, .count = 1, .note_texts = &ed_texts, .note_key = ED_PLAY_NOTE};

static void ed_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, 0, j, split_verb, 1); }

/* "split HEAP X": heap HEAP (from 1) becomes x and its size - x, the other
 * heap of its pair removed. */
static int ed_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  uint64_t a[2];
  size_t verb, n;
  if (ed_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  if (kit_read_action(action, &split_moves, &verb, a, &n, err) != 0) return -1;
  if (a[0] == 0 || a[0] > p->len)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NO_SUCH_HEAP, GR_U(a[0]), GR_U(p->len));
  uint64_t h = p->v[a[0] - 1];
  if (a[1] == 0 || a[1] >= h) return gr_error_say(err, GR_ERANGE, &ed_texts, ED_SPLIT_RANGE, GR_U(a[0]), GR_U(h));
  return split(p, a[0] - 1, a[1] < h - a[1] ? a[1] : h - a[1], out, err);
}

static int ed_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  gr_buf text = {0};
  for (size_t i = 0; from->len == to->len && i < from->len; i += 2)
    if (from->v[i] != to->v[i] || from->v[i + 1] != to->v[i + 1]) {
      size_t heap = to->v[i] + to->v[i + 1] == from->v[i] ? i : i + 1;
      gr_buf_printf(&text, "split %zu %llu", heap + 1, (unsigned long long)to->v[i]);
      break;
    }
  return kit_action_played_back(ed_play, from, to, &text, out, err);
}

/* ---- the verdict: the xor of the pairs' values ---------------------------- */

static int ed_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t x = 0;
  for (size_t i = 0; i < p->len; i += 2) x ^= gr_ed_pair_grundy(p->v[i], p->v[i + 1]);
  a->winner = x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = x;
  size_t cap = kit_list_cap(p->len, KIT_LIST_MAX);
  for (size_t h = 0; x && h < p->len; h++) {
    uint64_t g = gr_ed_pair_grundy(p->v[h & ~(size_t)1], p->v[h | 1]);
    for (uint64_t s = 1; splits(p, h) && s <= p->v[h] / 2; s++) { /* to any value g ^ x, even above g */
      if (gr_ed_pair_grundy(s, p->v[h] - s) != (g ^ x) || kit_list_full(a, cap)) continue;
      gr_pos next = {0};
      if (split(p, h, s, &next, err) != 0 || kit_push(a, cap, &next, err) != 0) return -1;
    }
  }
  return 0;
}

static int ed_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, ed_decide, job, err);
}

/* ---- the trace: the SG table by mex, the formula per pair, the xor --------- */

enum { V_HEAPS = 0, V_TABLE, V_PAIRS, V_XOR, V_WINS };
enum { R_END = 0, R_MEX, R_FORMULA, R_XOR, R_WINS, R_COUNT };
static const gr_rule ed_rules[R_COUNT] = { /* named by keys from ED_R_END on */
    KIT_RULE(ED_R_END, R_END, NULL), KIT_RULE(ED_R_END, R_MEX, "sg"), KIT_RULE(ED_R_END, R_FORMULA, "sg"),
    KIT_RULE(ED_R_END, R_XOR, "pair"), KIT_RULE(ED_R_END, R_WINS, "xor")};

/* Step k of the table: the cell of the k-th pair by diagonals a + b = 2, 3, ... */
static void table_cell(uint32_t size, uint64_t k, uint32_t *a, uint32_t *b) {
  for (uint32_t sum = 2;; sum++) {
    uint32_t lo = sum > size ? sum - size : 1, hi = sum - 1 < size ? sum - 1 : size;
    if (k <= hi - lo) return (void)(*a = lo + (uint32_t)k, *b = sum - *a);
    k -= hi - lo + 1;
  }
}

static int ed_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const uint64_t *heaps = (const uint64_t *)state + 1; /* after their count */
  uint32_t size = t->views[V_TABLE].rows, reads[2 * ED_MAX_PAIRS + 1], n = 0, a, b;
  if (k < (uint64_t)size * size) {
    uint64_t values[ED_TABLE + 1];
    unsigned char seen[ED_TABLE + 2];
    table_cell(size, k, &a, &b);
    for (uint32_t h = 0; h < 2; h++) /* split a (or b), x <= the other part */
      for (uint32_t whole = h ? b : a, x = 1; x <= whole / 2 && !(h && a == b); x++) {
        reads[n] = gr_trace_cell_id(t, V_TABLE, x - 1, whole - x - 1);
        values[n] = gr_trace_value(t, reads[n]), n++;
      }
    return gr_trace_write(t, V_TABLE, a - 1, b - 1, gr_mex(values, n, seen), n ? R_MEX : R_END, reads, n, err);
  }
  k -= (uint64_t)size * size;
  uint32_t pairs = (uint32_t)(*(const uint64_t *)state / 2);
  if (k < pairs) {
    uint64_t pa = heaps[2 * k], pb = heaps[2 * k + 1];
    reads[n++] = gr_trace_cell_id(t, V_HEAPS, 0, 2 * (uint32_t)k);
    reads[n++] = gr_trace_cell_id(t, V_HEAPS, 0, 2 * (uint32_t)k + 1);
    if (pa <= size && pb <= size) reads[n++] = gr_trace_cell_id(t, V_TABLE, (uint32_t)pa - 1, (uint32_t)pb - 1);
    return gr_trace_write(t, V_PAIRS, 0, (uint32_t)k, gr_ed_pair_grundy(pa, pb), R_FORMULA, reads, n, err);
  }
  uint64_t x = 0;
  bool xor_step = k == pairs;
  for (uint32_t i = 0; i < (xor_step ? pairs : 1); i++) {
    reads[n] = xor_step ? gr_trace_cell_id(t, V_PAIRS, 0, i) : gr_trace_cell_id(t, V_XOR, 0, 0);
    x ^= gr_trace_value(t, reads[n++]);
  }
  if (xor_step) return gr_trace_write(t, V_XOR, 0, 0, x, R_XOR, reads, n, err);
  return gr_trace_write(t, V_WINS, 0, 0, x != 0, R_WINS, reads, n, err);
}

static void ed_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  gr_buf set = {0};
  for (size_t i = 0; i < st.nreads; i++)
    gr_buf_printf(&set, "%s%llu", i ? ", " : "", (unsigned long long)gr_trace_value(t, st.reads[i]));
  gr_buf_puts(&set, "");
  if (st.rule == R_END) gr_say(out, &ed_texts, lang, ED_END, GR_U(st.row + 1), GR_U(st.col + 1));
  else if (st.rule == R_MEX)
    gr_say(out, &ed_texts, lang, ED_MEX, GR_U(st.row + 1), GR_U(st.col + 1), GR_S(set.data), GR_U(st.value));
  else if (st.rule == R_FORMULA)
    gr_say(out, &ed_texts, lang, st.nreads == 3 ? ED_FORMULA_TABLE : ED_FORMULA, GR_U(st.col + 1), GR_U(st.first),
           GR_U(gr_trace_value(t, st.reads[1])), GR_U((st.first - 1) | (gr_trace_value(t, st.reads[1]) - 1)),
           GR_U(st.value));
  else if (st.rule == R_XOR) gr_say(out, &ed_texts, lang, ED_XOR, GR_S(set.data), GR_U(st.value));
  else gr_say(out, &ed_texts, lang, st.value ? ED_WINS : ED_LOSES, GR_U(st.first));
  gr_buf_free(&set);
}

static int ed_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t big = p->v[kit_largest(p, 0)];
  uint32_t size = big < 4 ? 4 : big > ED_TABLE ? ED_TABLE : (uint32_t)big, pairs = (uint32_t)p->len / 2;
  uint64_t steps = (uint64_t)size * size + pairs + 2;
  uint64_t *copy = malloc((p->len + 1) * sizeof *copy); /* the heaps after their count, freed by the kit */
  if (copy == NULL) return gr_error_nomem(err);
  copy[0] = p->len;
  memcpy(copy + 1, p->v, p->len * sizeof *copy);
  gr_trace *t = kit_trace_new(steps, ed_rules, R_COUNT, ed_explain, &ed_texts, err);
  bool ok = t != NULL && kit_view_heaps(t, p, 0, err) >= 0 && kit_view(t, GR_VIEW_MATRIX, "sg", NULL, ED_V_TABLE, size, size, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "pair", NULL, ED_V_PAIRS, 1, pairs, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "xor", NULL, ED_V_XOR, 1, 1, 0, GR_VALUE_INT, err) >= 0 &&
            kit_view_first_wins(t, err) >= 0;
  if (ok) gr_trace_set_words(t, V_TABLE, &ed_texts, ED_W_TABLE, false);
  if (ok) gr_trace_set_words(t, V_PAIRS, &ed_texts, ED_W_PAIR, false);
  return kit_trace_run(t, ok, copy, steps, ed_step, job, err);
}

/* ---- small positions: one or two pairs of heaps 1 .. 6 ------------------- */

static int ed_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t top = gr_game_ed.referee_max_value;
  int rc = kit_enumerate(2, 2, 1, top, visit, ctx);
  return rc ? rc : kit_enumerate(4, 4, 1, top, visit, ctx);
}

const gr_game gr_game_ed = {
    .id = "ed", .texts = &ed_texts, .example = ED_EXAMPLE,
    .max_len_solve = 2 * ED_MAX_PAIRS, .max_len_trace = 2 * ED_MAX_PAIRS, .referee_max_len = 4, .referee_max_value = 6,
    .parse = ed_parse, .format = ed_format, .moves = ed_moves, .is_terminal = ed_is_terminal,
    .stall_move = ed_stall_move, KIT_GAME_JOBS(ed),
    .board = ed_board, .play = ed_play, .action = ed_action, /* .describe_move: "3 4 -> 1 2" */
    KIT_LESSON(ed_lesson),
};
