/*
 * moore.c — Moore's Nim_k: heaps of stones; a move takes stones from at least
 * one and at most k heaps.  Position "k=2; 3 5 6 7": v[0] = k (1 <= k <= n),
 * v[1..n] the heaps, an emptied heap staying as 0; at most 64 heaps.
 *
 * Theory (Moore, 1910): the mover loses exactly when every bit column holds
 * a number of ones divisible by k + 1 (a move lowers at most k heaps, and in
 * the highest column it changes each turns a 1 into a 0).  The winning moves
 * are found by one search over the columns, top first: a heap is "equal"
 * until the column where a 1 of it drops to 0 (at most k heaps drop), then
 * takes either bit; a column is kept when its ones are divisible by k + 1.
 * A heap's drop column is its first changed bit, so each move is found once;
 * no branch dies but the one that never drops (with j of a column's e equal
 * ones dropped and t of the d dropped heaps given a 1, e - j + t covers k + 1
 * consecutive values or reaches 0), and a branch whose column cannot end on
 * a multiple of k + 1 is cut at once: the work is linear in the moves
 * listed, which stop at the kit's limit.
 */
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/moore_text.h"
#include "moore.h"

#include <string.h>

#define MOORE_EXAMPLE "k=2; 3 5 6 7"

extern const gr_game gr_game_moore;

static int moore_parse(const char *text, gr_pos *out, gr_error *err) {
  static const char *const k[] = {"k"};
  int rc = kit_parse_params(text, k, 1, KIT_HEAP, MOORE_MAX_HEAPS, MOORE_EXAMPLE, out, err);
  if (rc != 0 || (out->v[0] >= 1 && out->v[0] < out->len)) return rc;
  gr_error_say(err, GR_ERANGE, &moore_texts, MOORE_K_RANGE, GR_U(out->v[0]), GR_U(out->len - 1));
  return gr_pos_free(out), -1;
}

static void moore_format(const gr_pos *p, gr_buf *out) {
  gr_buf_printf(out, "k=%llu; ", (unsigned long long)p->v[0]);
  kit_format_numbers(p, 1, out);
}

static bool moore_is_terminal(const gr_pos *p) { return p->v[kit_largest(p, 1)] == 0; }

typedef struct moves_walk {
  const gr_pos *p;
  uint64_t q[1 + MOORE_MAX_HEAPS], max;
  gr_pos_list *out;
} moves_walk;

/* Heaps i.. either kept or, while fewer than k changed, made any smaller. */
static int moves_from(moves_walk *w, size_t i, uint64_t changed, gr_error *err) {
  const gr_pos *p = w->p;
  if (i == p->len && changed && w->out->count == w->max)
    return gr_error_say_code(err, GR_E_MOVES_CAP, &moore_texts, MOORE_MOVES_MAX, GR_U(w->max));
  if (i == p->len) return changed ? gr_pos_list_push_values(w->out, w->q, p->len, err) : 0;
  if (moves_from(w, i + 1, changed, err) != 0) return -1;
  for (uint64_t v = 0; changed < p->v[0] && v < p->v[i]; v++) {
    w->q[i] = v;
    if (moves_from(w, i + 1, changed + 1, err) != 0) return -1;
  }
  w->q[i] = p->v[i];
  return 0;
}

static int moore_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  moves_walk w = {.p = p, .max = max, .out = out};
  memcpy(w.q, p->v, p->len * sizeof *p->v);
  return moves_from(&w, 1, 0, err);
}

/* Losing, the computer takes one stone from the largest heap. */
static int moore_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  size_t i = kit_largest(p, 1);
  return p->v[i] ? kit_with(p, i, p->v[i] - 1, out, err) : gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
}

static const kit_verb take_verb[] = {
    {"take", {"pile", "count", NULL}, .words = {KIT_WORD_PILE, KIT_WORD_COUNT}, .example = "take 1 2"}};
static const kit_moves take_moves = {.verbs = take_verb, .count = 1,
                                     .note_texts = &moore_texts, .note_key = MOORE_PLAY_NOTE};

static void moore_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, 1, j, take_verb, 1); }

/* "take PILE COUNT, take PILE COUNT, ...": at most k takes, each pile once. */
static int moore_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (moore_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  uint64_t q[1 + MOORE_MAX_HEAPS], took = 0;
  memcpy(q, p->v, p->len * sizeof *q);
  for (const char *part = action; part != NULL; took++) {
    const char *comma = strchr(part, ',');
    size_t len = comma ? (size_t)(comma - part) : strlen(part), verb, n;
    char one[64];
    uint64_t a[2];
    if (len >= sizeof one || took == p->v[0]) return kit_usage_error(&take_moves, GR_ESYNTAX, err);
    gr_snprintf(one, sizeof one, "%.*s", (int)len, part);
    if (kit_read_action(one, &take_moves, &verb, a, &n, err) != 0) return -1;
    if (a[0] == 0 || a[0] >= p->len)
      return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NO_SUCH_HEAP, GR_U(a[0]), GR_U(p->len - 1));
    if (q[a[0]] != p->v[a[0]]) return gr_error_say(err, GR_ERANGE, &moore_texts, MOORE_TWICE, GR_U(a[0]));
    if (a[1] == 0 || a[1] > p->v[a[0]])
      return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_TAKE_RANGE, GR_U(a[0]), GR_U(p->v[a[0]]));
    q[a[0]] -= a[1];
    part = comma ? comma + 1 : NULL;
  }
  return gr_pos_set(out, q, p->len, err);
}

/* The takes from `from` to `to`, played back (any other pair: not one move). */
static int moore_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  gr_buf text = {0};
  for (size_t i = 1, n = 0; from->len == to->len && i < from->len; i++)
    if (from->v[i] > to->v[i])
      gr_buf_printf(&text, "%stake %zu %llu", n++ ? ", " : "", i, (unsigned long long)(from->v[i] - to->v[i]));
  return kit_action_played_back(moore_play, from, to, &text, out, err);
}

/* ---- the verdict: every column's ones divisible by k + 1 ---------------- */

typedef struct search {
  const gr_pos *p;
  uint64_t q[1 + MOORE_MAX_HEAPS], ndrop;
  bool dropped[1 + MOORE_MAX_HEAPS];
  gr_analysis *a;
  size_t cap;
} search;

/* Column c from heap i on, `ones` ones so far in it (the header's search). */
static int search_from(search *s, unsigned c, size_t i, uint64_t ones, gr_error *err) {
  const gr_pos *p = s->p;
  uint64_t bit = (uint64_t)1 << c;
  while (i < p->len && !s->dropped[i] && !(p->v[i] & bit)) i++; /* an equal 0 stays 0 */
  uint64_t e = 0, d = 0, k = p->v[0]; /* the column's ones can end in [lo, hi]: a multiple of k + 1? */
  for (size_t j = i; j < p->len; j++) s->dropped[j] ? d++ : (e += (p->v[j] >> c) & 1);
  uint64_t lo = ones + (e > k - s->ndrop ? e - (k - s->ndrop) : 0), hi = ones + e + d;
  if ((lo + k) / (k + 1) * (k + 1) > hi || s->a->winning_moves_cut) return 0;
  if (i == p->len) {
    if (c > 0) return search_from(s, c - 1, 1, 0, err);
    if (s->ndrop == 0) return 0;
    if (s->a->winning_moves.count == s->cap) return s->a->winning_moves_cut = true, 0;
    return gr_pos_list_push_values(&s->a->winning_moves, s->q, p->len, err);
  }
  if (s->dropped[i]) { /* either bit */
    uint64_t keep = s->q[i];
    s->q[i] = keep & ~bit;
    int rc = search_from(s, c, i + 1, ones, err);
    s->q[i] = keep | bit;
    if (rc == 0) rc = search_from(s, c, i + 1, ones + 1, err);
    s->q[i] = keep;
    return rc;
  }
  if (search_from(s, c, i + 1, ones + 1, err) != 0) return -1; /* an equal 1: kept, */
  if (s->ndrop == p->v[0]) return 0;
  s->dropped[i] = true, s->ndrop++; /* or dropped to 0 here, the bits below free */
  s->q[i] = p->v[i] & ~((bit << 1) - 1);
  int rc = search_from(s, c, i + 1, ones, err);
  s->dropped[i] = false, s->ndrop--;
  s->q[i] = p->v[i];
  return rc;
}

int moore_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  search s = {.p = p, .a = a, .cap = kit_list_cap(p->len, KIT_LIST_MAX)};
  memcpy(s.q, p->v, p->len * sizeof *p->v);
  unsigned top = kit_bits(p->v[kit_largest(p, 1)]);
  int rc = top ? search_from(&s, top - 1, 1, 0, err) : 0; /* it finds a move exactly when one wins */
  a->winner = a->winning_moves.count ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  return rc;
}

static int moore_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, moore_decide, job, err);
}

/* ---- the trace: bits, the columns' counts mod k + 1, the verdict -------- */

enum { V_HEAPS = 0, V_BITS, V_COUNT, V_WINS };
enum { R_BIT = 0, R_COLUMN, R_WINS, R_COUNT };
typedef struct moore_params { uint64_t k; } moore_params; /* the trace's parameters (gr_trace_set_params) */
static const gr_rule moore_rules[R_COUNT] = { /* named by keys from MOORE_R_BIT on */
    KIT_RULE(MOORE_R_BIT, R_BIT, "h"), KIT_RULE(MOORE_R_BIT, R_COLUMN, NULL), KIT_RULE(MOORE_R_BIT, R_WINS, NULL)};

/* Steps: every bit, heap by heap (highest first), then each column's ones
 * mod k + 1 (reading the column), then the verdict (reading the counts). */
static int moore_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  (void)state;
  uint32_t n = t->views[V_BITS].rows, width = t->views[V_BITS].cols, reads[64];
  if (k < (uint64_t)n * width) {
    uint32_t i = (uint32_t)(k / width), c = (uint32_t)(k % width), read = gr_trace_cell_id(t, V_HEAPS, 0, i);
    uint64_t bit = (t->views[V_HEAPS].values[i] >> (width - 1 - c)) & 1;
    return gr_trace_write(t, V_BITS, i, c, bit, R_BIT, &read, 1, err);
  }
  k -= (uint64_t)n * width;
  uint64_t ones = 0, mod = GR_TRACE_PARAMS_OF(t, moore_params)->k + 1; /* ones of the column, or the sum of the counts */
  for (uint32_t i = 0; i < (k < width ? n : width); i++) {
    reads[i] = k < width ? gr_trace_cell_id(t, V_BITS, i, (uint32_t)k) : gr_trace_cell_id(t, V_COUNT, 0, i);
    ones += gr_trace_value(t, reads[i]);
  }
  if (k < width) return gr_trace_write(t, V_COUNT, 0, (uint32_t)k, ones % mod, R_COLUMN, reads, n, err);
  return gr_trace_write(t, V_WINS, 0, 0, ones != 0, R_WINS, reads, width, err);
}

static void moore_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  uint64_t ones = 0, mod = GR_TRACE_PARAMS_OF(t, moore_params)->k + 1;
  for (size_t i = 0; i < st.nreads; i++) ones += gr_trace_value(t, st.reads[i]);
  unsigned bit = t->views[V_BITS].cols - 1 - st.col;
  if (st.rule == R_BIT)
    gr_say(out, &moore_texts, lang, MOORE_BIT, GR_U(st.row + 1), GR_U(st.first), GR_U(bit), GR_U(st.value));
  else if (st.rule == R_COLUMN)
    gr_say(out, &moore_texts, lang, MOORE_COLUMN, GR_U(bit), GR_U(ones), GR_U(mod), GR_U(st.value));
  else
    gr_say(out, &moore_texts, lang, st.value ? MOORE_WINS : MOORE_LOSES, GR_U(mod));
}

static int moore_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint32_t n = (uint32_t)p->len - 1, width = kit_bits(p->v[kit_largest(p, 1)] | 1);
  uint64_t steps = (uint64_t)n * width + width + 1;
  static const kit_trace_plan plan = {moore_rules, R_COUNT, moore_explain, moore_step, &moore_texts, true, 1};
  const kit_view_spec views[] = {{GR_VIEW_MATRIX, "bits", MOORE_V_BITS, n, width, GR_VALUE_INT, MOORE_W_BITS, true},
                                 {GR_VIEW_SEQUENCE, "count", MOORE_V_COUNT, 1, width, GR_VALUE_INT, MOORE_W_COUNT, true}};
  const moore_params params = {.k = p->v[0]};
  return kit_trace_plan_run(&plan, views, 2, &params, sizeof params, p, NULL, steps, job, err);
}

/* ---- small positions: k = 1 .. n, n = 1 .. 4 heaps of 0 .. 5 ------------ */

static int moore_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  int rc = 0;
  for (uint64_t n = 1; n <= gr_game_moore.referee_max_len; n++)
    for (uint64_t k = 1; rc == 0 && k <= n; k++)
      rc = kit_enumerate_behind(&k, 1, n, n, 0, gr_game_moore.referee_max_value, visit, ctx);
  return rc;
}

const gr_game gr_game_moore = {
    .id = "moore", .texts = &moore_texts, .example = MOORE_EXAMPLE,
    .max_len_solve = 1 + MOORE_MAX_HEAPS, .max_len_trace = 1 + MOORE_MAX_HEAPS,
    .referee_max_len = 4, .referee_max_value = 5,
    .parse = moore_parse, .format = moore_format, .moves = moore_moves, .is_terminal = moore_is_terminal,
    .stall_move = moore_stall_move, KIT_GAME_JOBS(moore),
    .board = moore_board, .play = moore_play, .action = moore_action, /* .describe_move: "7 -> 5" */
    KIT_LESSON(moore_lesson),
};
