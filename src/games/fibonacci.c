/*
 * fibonacci.c — Fibonacci Nim (斐波那契博弈, seed 001).
 *
 * Rules: one pile of n stones.  The first player takes any number from 1 to
 * n - 1 (not all); afterwards each take is at least 1 and at most twice the
 * previous take.  Whoever takes the last stone wins (the player who cannot
 * move loses).
 *
 * Positions: "n" is a new game (first move at most n - 1); "n/m" is a game
 * in progress with n stones left where at most m may be taken now (m >= 1;
 * a cap of n or more lets the mover take everything).  After a take of k
 * the position is "(n-k)/(2k)" exactly, so m is stored as the rules give it
 * (not clipped to n): parse(format(p)) == p for every reachable position.
 * n is at most 2^63 - 1 so that the cap 2k stays exact in 64 bits.
 *
 * Theory.  Write n = F_i1 + ... + F_ir in Zeckendorf form (F_2 = 1, F_3 = 2,
 * indices >= 2 and no two consecutive, i1 > ... > ir); z(n) = F_ir is its
 * smallest term.
 *
 *   (A) The mover, with cap c and n >= 1 stones, wins iff z(n) <= c.
 *       If z(n) <= c, take z(n): what is left has smallest term
 *       F_i(r-1) >= F_(ir+2) > 2 F_ir, beyond the opponent's cap (or nothing
 *       is left).  If z(n) > c, every take k <= c < z(n) leaves n - k with
 *       z(n - k) <= 2k, within the opponent's cap 2k.  Lemma: for
 *       1 <= k < F_i, z(F_i - k) <= 2k; and z(n - k) = z(F_ir - k), since
 *       F_ir - k < F_ir has terms of index <= ir - 1, which join the terms
 *       F_i1..F_i(r-1) (index >= ir + 2) into a valid representation.  Proof
 *       of the lemma by induction on i: let x = F_i - k.  If x >= F_(i-1),
 *       x = F_(i-1) + y with y = F_(i-2) - k; y = 0 gives z = F_(i-1) <=
 *       2 F_(i-2) = 2k, else z(x) = z(y) = z(F_(i-2) - k) <= 2k.  If
 *       x < F_(i-1), then k > F_(i-2) and z(x) <= x < F_(i-1) <= 2 F_(i-2) < 2k.
 *       At the start c = n - 1, so the first player loses iff z(n) = n,
 *       i.e. iff n is a Fibonacci number (seed 001's theorem).
 *
 *   (B) Every winning take.  Taking k wins iff k = n <= c (nothing is
 *       left) or k <= c and z(n - k) > 2k (by (A) for the opponent).  In the
 *       second case k is a suffix sum S_j = F_ij + ... + F_ir of the
 *       representation of n: the terms of n - k are all >= z(n - k) =: F_t
 *       > 2k, so k < F_t / 2 <= F_(t-1), its terms have index <= t - 2, and
 *       the two representations together form a valid one of n, which is
 *       unique.  So the winning takes are the S_j <= c with j = 1 or
 *       F_i(j-1) > 2 S_j: at most 46 of them, found in O(log n).  The
 *       referee checks this set, move for move, on every small position.
 *
 * Grundy values are not given by this theory (only 0 for a lost position).
 */
#include "fibonacci.h"
#include "kit/pairs.h"
#include "core/scan.h"
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/fibonacci_text.h"

#include <stdlib.h>
#include <string.h>

#define T (&fibonacci_texts)

/* ---- the theory ---------------------------------------------------------- */

size_t fib_winning_takes(uint64_t n, uint64_t cap, uint64_t takes[FIB_ZECK_MAX]) {
  unsigned idx[FIB_ZECK_MAX];
  size_t r = fib_zeckendorf(n, idx), count = 0;
  uint64_t suffix = 0;
  for (size_t j = r; j-- > 0;) { /* S_j grows as j falls */
    suffix += fib_number(idx[j]);
    if (suffix > cap) break;
    /* j = 0 is S_1 = n; otherwise the opponent's smallest term must pass 2 S_j
     * (suffix <= n <= 2^63 - 1, so 2 * suffix cannot wrap). */
    if (j == 0 || fib_number(idx[j - 1]) > 2 * suffix) takes[count++] = suffix;
  }
  return count;
}

bool fib_first_player_wins(uint64_t n) {
  unsigned idx[FIB_ZECK_MAX];
  return n >= 2 && fib_zeckendorf(n, idx) > 1;
}

/* ---- positions ----------------------------------------------------------- */

/* len 1: [n], a new game; len 2: [n, m], at most m may be taken now. */
static bool is_start(const gr_pos *p) { return p->len == 1; }

/* The most the mover may take now. */
static uint64_t allowed(const gr_pos *p) {
  uint64_t n = p->v[0];
  if (is_start(p)) return n ? n - 1 : 0;
  return p->v[1] < n ? p->v[1] : n;
}

/* "n" or "n/m", checked for the limits; the text read is `copy`, where the
 * '/' (at `at`, or len when there is none) is a space. */
static int parse_numbers(char *copy, size_t len, size_t at, bool slash, gr_pos *out, gr_error *err) {
  gr_scan sc;
  gr_scan_init(&sc, copy, len, false);
  uint64_t n = 0, m = 0;
  int r = gr_scan_u64(&sc, "the stone count n", &n, err);
  if (r < 0) return -1;
  if (r == 0 || (size_t)(sc.p - copy) > at)
    return gr_error_say(err, GR_ESYNTAX, T, slash ? FIB_N_MISSING : FIB_NO_POSITION, GR_K(FIB_HINT));
  if (slash) {
    for (const char *q = sc.p; q < copy + at; q++)
      if (*q != ' ' && *q != '\t' && *q != '\n' && *q != '\r')
        return gr_error_say(err, GR_ESYNTAX, T, FIB_UNEXPECTED, GR_S(((char[]){*q, '\0'})), GR_U(q - copy + 1),
                            GR_K(FIB_HINT));
    r = gr_scan_u64(&sc, "the cap m after '/'", &m, err);
    if (r < 0) return -1;
    if (r == 0) return gr_error_say(err, GR_ESYNTAX, T, FIB_NOTHING_AFTER, GR_U(at + 1), GR_K(FIB_HINT));
  }
  if (gr_scan_expect_end(&sc, slash ? "the cap m" : "the stone count n", err) != 0) return -1;
  if (n > FIB_MAX_STONES) return gr_error_say(err, GR_ERANGE, T, FIB_N_PAST, GR_U(n));
  if (!slash && n == 0) return gr_error_say(err, GR_ERANGE, T, FIB_N_ZERO);
  if (slash && m == 0) return gr_error_say(err, GR_ERANGE, T, FIB_M_ZERO);
  return gr_pos_set(out, (uint64_t[]){n, m}, slash ? 2 : 1, err);
}

static int fib_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  size_t len = strlen(text);
  const char *slash = memchr(text, '/', len);
  if (slash && memchr(slash + 1, '/', len - (size_t)(slash + 1 - text))) {
    char head[41] = {0}; /* the text's first 40 bytes */
    memcpy(head, text, len < 40 ? len : 40);
    return gr_error_say(err, GR_ESYNTAX, T, FIB_TWO_SLASHES, GR_S(head), GR_K(FIB_HINT));
  }
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_nomem(err);
  memcpy(copy, text, len + 1);
  size_t at = slash ? (size_t)(slash - text) : len;
  if (slash) copy[at] = ' '; /* columns stay those of the text */
  int rc = parse_numbers(copy, len, at, slash != NULL, out, err);
  free(copy);
  return rc;
}

static void fib_format(const gr_pos *p, gr_buf *out) {
  gr_buf_u64(out, p->v[0]);
  if (!is_start(p)) {
    gr_buf_putc(out, '/');
    gr_buf_u64(out, p->v[1]);
  }
}

static bool fib_is_terminal(const gr_pos *p) { return allowed(p) == 0; }

static int after_take(const gr_pos *p, uint64_t k, gr_pos *out, gr_error *err) {
  return gr_pos_set(out, (uint64_t[]){p->v[0] - k, 2 * k}, 2, err); /* k <= n <= 2^63 - 1 */
}

static int fib_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t most = allowed(p);
  if (gr_error_moves_cap(0, most, max_moves, err) != 0) return -1;
  for (uint64_t k = 1; k <= most; k++)
    if (gr_pos_list_push_values(out, (uint64_t[]){p->v[0] - k, 2 * k}, 2, err) != 0) return -1;
  return 0;
}

/* Losing, the computer takes one stone: the most stones stay in play and
 * the opponent's cap is 2, the smallest there is, so the game lasts longest. */
static int fib_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (allowed(p) == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  return after_take(p, 1, out, err);
}

static void fib_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  uint64_t k = from->v[0] - to->v[0];
  gr_say(out, T, lang, FIB_MOVE, GR_U(k), GR_U(from->v[0]), GR_U(to->v[0]), GR_U(2 * k));
}

/* "take 1 COUNT", or "take COUNT" (there is one pile). */
static const kit_verb fib_verbs[] = {{.verb = "take", .args = {"pile", "count"}, .required = 1}};
static const kit_moves fib_language = {.verbs = fib_verbs, .count = 1, .usage_texts = T, .usage_key = FIB_USAGE};

/* The pile, and a note on how much may be taken now, in every language. */
static void fib_board(const gr_pos *p, gr_json *j) {
  uint64_t n = p->v[0], most = allowed(p);
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  kit_json_u64_text(j, n);
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  gr_json_bool(j, most > 0);
  gr_json_array_end(j);
  kit_json_say(j, "note", T, most == 0 ? FIB_NOTE_OVER : is_start(p) ? FIB_NOTE_FIRST : FIB_NOTE_CAP, GR_U(most),
               GR_U(is_start(p) ? n : p->v[1]));
  kit_json_actions(j, fib_verbs, 1);
  gr_json_object_end(j);
}

/* "take COUNT" or "take 1 COUNT" (there is one pile). */
static int fib_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  uint64_t most = allowed(p), v[2];
  size_t nargs, verb;
  if (most == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  if (kit_read_action(action, &fib_language, &verb, v, &nargs, err) != 0) return -1;
  uint64_t pile = nargs == 2 ? v[0] : 1, count = v[nargs - 1];
  if (pile != 1) return gr_error_say(err, GR_ERANGE, T, FIB_ONLY_PILE_1);
  if (count == 0 || count > most) {
    if (count != 0 && count <= p->v[0])
      return is_start(p) ? gr_error_say(err, GR_ERANGE, T, FIB_FIRST_NOT_ALL, GR_U(p->v[0]), GR_U(most))
                         : gr_error_say(err, GR_ERANGE, T, FIB_OVER_CAP, GR_U(p->v[1]), GR_U(most));
    return gr_error_say(err, GR_ERANGE, T, FIB_OVER_LEFT, GR_U(p->v[0]), GR_U(most));
  }
  return after_take(p, count, out, err);
}

/* The inverse of fib_play: "take 1 COUNT" for a successor (n-k)/(2k), the
 * board's form (pile, count). */
static int fib_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  uint64_t k = to->len == 2 && to->v[0] < from->v[0] ? from->v[0] - to->v[0] : 0;
  if (k == 0 || k > allowed(from) || to->v[1] != 2 * k) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "take 1 %llu", (unsigned long long)k);
  return 0;
}

/* ---- the verdict --------------------------------------------------------- */

static int fib_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t takes[FIB_ZECK_MAX];
  size_t count = fib_winning_takes(p->v[0], allowed(p), takes);
  kit_lost_or_won(a, count == 0);
  for (size_t i = 0; i < count; i++)
    if (gr_pos_list_push_values(&a->winning_moves, (uint64_t[]){p->v[0] - takes[i], 2 * takes[i]}, 2, err) != 0)
      return -1;
  return 0;
}

static int fib_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, fib_decide, job, err);
}

/* ---- the trace ----------------------------------------------------------- */

enum { R_FIB_BASE, R_FIB_SUM, R_GREEDY, R_SUFFIX, R_WIN, R_ANSWER, R_COUNT };

/* Rule r's name and summary are keys FIB_R_BASE + 2r and the one after. */
#define RULE(r, ...) [r] = {.reads = {__VA_ARGS__}, .name_key = FIB_R_BASE + 2 * (r), .summary_key = FIB_R_BASE + 2 * (r) + 1}
static const gr_rule fib_rules[R_COUNT] = {
    RULE(R_FIB_BASE, NULL),         RULE(R_FIB_SUM, "F[i-1]", "F[i-2]"), RULE(R_GREEDY, "F[i]", "before"),
    RULE(R_SUFFIX, "term j", "S[j+1]"), RULE(R_WIN, "S[j]", "cap", "term j-1"), RULE(R_ANSWER, "smallest term", "cap"),
};

enum { V_STONES, V_FIB, V_ZECK, V_TAKE, V_WINS, V_ANSWER };

typedef struct trace_state {
  size_t nfib, nterms;
  unsigned idx[FIB_ZECK_MAX];
} trace_state;

/* Step st: F[1] .. F[nfib], the terms greedily, their suffix sums, which of them win, the answer. */
static int trace_one(gr_trace *t, const void *state, uint64_t step, gr_error *err) {
  const trace_state *s = state;
  size_t st = (size_t)step, r = s->nterms;
  uint64_t n = t->views[V_STONES].values[0], cap = t->views[V_STONES].values[1];
  if (st < s->nfib) { /* F[1], F[2], F[3] ... */
    uint32_t i = (uint32_t)st;
    if (i < 2) return gr_trace_write(t, V_FIB, 0, i, 1, R_FIB_BASE, NULL, 0, err);
    uint32_t reads[2] = {gr_trace_cell_id(t, V_FIB, 0, i - 1), gr_trace_cell_id(t, V_FIB, 0, i - 2)};
    return gr_trace_write(t, V_FIB, 0, i, fib_number(i + 1), R_FIB_SUM, reads, 2, err);
  }
  st -= s->nfib;
  if (st < r) { /* term j = st, greedy */
    uint32_t j = (uint32_t)st;
    uint32_t reads[2] = {gr_trace_cell_id(t, V_FIB, 0, s->idx[j] - 1),
                         j == 0 ? gr_trace_cell_id(t, V_STONES, 0, 0) : gr_trace_cell_id(t, V_ZECK, 0, j - 1)};
    return gr_trace_write(t, V_ZECK, 0, j, fib_number(s->idx[j]), R_GREEDY, reads, 2, err);
  }
  st -= r;
  if (st < r) { /* suffix sums, the last term first */
    uint32_t j = (uint32_t)(r - 1 - st);
    uint64_t sum = t->views[V_ZECK].values[j] + (j + 1 < r ? t->views[V_TAKE].values[j + 1] : 0);
    uint32_t reads[2] = {gr_trace_cell_id(t, V_ZECK, 0, j), gr_trace_cell_id(t, V_TAKE, 0, j + 1)};
    return gr_trace_write(t, V_TAKE, 0, j, sum, R_SUFFIX, reads, j + 1 < r ? 2 : 1, err);
  }
  st -= r;
  if (st < r) {
    uint32_t j = (uint32_t)(r - 1 - st);
    uint64_t sum = t->views[V_TAKE].values[j];
    bool wins = sum <= cap && sum <= n && (j == 0 || t->views[V_ZECK].values[j - 1] > 2 * sum);
    uint32_t reads[3] = {gr_trace_cell_id(t, V_TAKE, 0, j), gr_trace_cell_id(t, V_STONES, 0, 1),
                         j ? gr_trace_cell_id(t, V_ZECK, 0, j - 1) : GR_NONE};
    return gr_trace_write(t, V_WINS, 0, j, wins, R_WIN, reads, j ? 3 : 2, err);
  }
  /* the answer */
  bool wins = r > 0 && t->views[V_ZECK].values[r - 1] <= cap;
  uint32_t reads[2] = {r ? gr_trace_cell_id(t, V_ZECK, 0, (uint32_t)r - 1) : gr_trace_cell_id(t, V_STONES, 0, 0),
                       gr_trace_cell_id(t, V_STONES, 0, 1)};
  return gr_trace_write(t, V_ANSWER, 0, 0, wins, R_ANSWER, reads, 2, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int fib_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_nomem(err);
  uint64_t n = p->v[0];
  s->nterms = fib_zeckendorf(n, s->idx);
  /* F[1] .. F[T] with F[T] <= n < F[T+1] (at least F[1], F[2]) */
  s->nfib = 2;
  while (s->nfib < FIB_MAX_INDEX && fib_number(s->nfib + 1) <= n) s->nfib++;
  size_t r = s->nterms, steps = s->nfib + 3 * r + 1;
  uint32_t cols = r ? (uint32_t)r : 1;
  gr_trace *t = gr_trace_new(steps, fib_rules, R_COUNT, explain, err);
  if (t) gr_trace_use_texts(t, T);
  if (t == NULL || gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "stones", FIB_V_STONES, 1, 2, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "F", FIB_V_FIB, 1, (uint32_t)s->nfib, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "term", FIB_V_TERM, 1, cols, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "S", FIB_V_TAKE, 1, cols, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "wins", FIB_V_WINS, 1, cols, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "first_player_wins", FIB_V_ANSWER, 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  t->views[V_WINS].value_kind = GR_VALUE_BOOL;
  t->views[V_ANSWER].value_kind = GR_VALUE_OUTCOME;
  t->views[V_STONES].values[0] = n;
  t->views[V_STONES].values[1] = is_start(p) ? (n ? n - 1 : 0) : p->v[1];
  gr_trace_set_words(t, V_STONES, &fibonacci_texts, FIB_W_STONES, false);
  gr_trace_set_words(t, V_FIB, &fibonacci_texts, FIB_W_FIB, false);
  gr_trace_set_words(t, V_ZECK, &fibonacci_texts, FIB_W_TERM, false);
  gr_trace_set_words(t, V_TAKE, &fibonacci_texts, FIB_W_TAKE, false);
  gr_trace_set_words(t, V_WINS, &fibonacci_texts, FIB_W_WINS, false);
  return kit_trace_start(t, s, steps, trace_one, job, err);
}

/* ---- explanations ---------------------------------------------------------- */

/* Whether taking S[col + 1] (sum) wins: beyond the cap, everything, or what the opponent's term says. */
static void explain_win(const gr_trace *t, uint32_t col, const unsigned *idx, gr_lang lang, gr_buf *out) {
  uint64_t n = t->views[V_STONES].values[0], cap = t->views[V_STONES].values[1];
  uint64_t sum = t->views[V_TAKE].values[col];
  if (sum > cap || sum > n) {
    gr_say(out, T, lang, FIB_EX_NOT_A_MOVE, GR_U(col + 1), GR_U(sum), GR_U(cap < n ? cap : n));
    return;
  }
  if (col == 0) {
    gr_say(out, T, lang, FIB_EX_TAKE_ALL, GR_U(sum), GR_U(cap));
    return;
  }
  uint64_t next = t->views[V_ZECK].values[col - 1];
  unsigned i = idx[col - 1]; /* next = F[i] */
  if (next > 2 * sum)
    gr_say(out, T, lang, FIB_EX_WINS, GR_U(col + 1), GR_U(sum), GR_U(cap), GR_U(n - sum), GR_U(i), GR_U(next),
           GR_U(2 * sum));
  else
    gr_say(out, T, lang, FIB_EX_LOSES, GR_U(col + 1), GR_U(sum), GR_U(n - sum), GR_U(i), GR_U(next), GR_U(2 * sum));
}

/* The answer: the smallest term against the cap, and the winning takes. */
static void explain_answer(const gr_trace *t, uint64_t value, gr_lang lang, gr_buf *out) {
  uint64_t n = t->views[V_STONES].values[0], cap = t->views[V_STONES].values[1];
  unsigned idx[FIB_ZECK_MAX];
  size_t r = fib_zeckendorf(n, idx);
  if (r == 0) {
    gr_say(out, T, lang, FIB_EX_NO_STONES);
    return;
  }
  uint64_t z = t->views[V_ZECK].values[r - 1];
  if (!value) {
    if (r == 1 && cap < n)
      gr_say(out, T, lang, FIB_EX_FIBONACCI, GR_U(n), GR_U(idx[0]), GR_U(cap));
    else
      gr_say(out, T, lang, FIB_EX_MOVER_LOSES, GR_U(n), GR_U(idx[r - 1]), GR_U(z), GR_U(cap));
    return;
  }
  gr_say(out, T, lang, FIB_EX_MOVER_WINS, GR_U(n), GR_U(idx[r - 1]), GR_U(z), GR_U(cap));
  uint64_t takes[FIB_ZECK_MAX];
  size_t count = fib_winning_takes(n, cap, takes);
  for (size_t i = 0; i < count; i++) gr_buf_printf(out, "%s%llu", i ? ", " : " ", (unsigned long long)takes[i]);
  gr_say(out, &kit_texts, lang, KIT_WFK_PERIOD);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  uint8_t rule = t->step_rule[step];
  uint32_t target = t->step_cell[step];
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  uint64_t value = gr_trace_value(t, target), n = t->views[V_STONES].values[0];
  unsigned idx[FIB_ZECK_MAX];
  size_t r = fib_zeckendorf(n, idx);
  switch (rule) {
  case R_FIB_BASE:
    gr_say(out, T, lang, FIB_EX_BASE, GR_U(col + 1));
    return;
  case R_FIB_SUM:
    gr_say(out, T, lang, FIB_EX_SUM, GR_U(col + 1), GR_U(col), GR_U(col - 1), GR_U(fib_number(col)),
           GR_U(fib_number(col - 1)), GR_U(value));
    return;
  case R_GREEDY: {
    uint64_t before = n;
    for (uint32_t j = 0; j < col; j++) before -= t->views[V_ZECK].values[j];
    unsigned i = idx[col];
    gr_say(out, T, lang, FIB_EX_GREEDY, GR_U(before), GR_U(i), GR_U(value), GR_U(i + 1),
           GR_U(fib_number(i + 1 <= FIB_MAX_INDEX ? i + 1 : i)), GR_U(col + 1), GR_U(before - value));
    if (before - value == 0) {
      gr_buf terms;
      gr_buf_init(&terms);
      for (size_t j = 0; j < r; j++) gr_buf_printf(&terms, "%sF(%u)", j ? " + " : "", idx[j]);
      gr_say(out, T, lang, FIB_EX_DONE, GR_S(terms.data ? terms.data : ""), GR_U(r));
      gr_buf_free(&terms);
    }
    return;
  }
  case R_SUFFIX:
    gr_say(out, T, lang, FIB_EX_SUFFIX, GR_U(col + 1), GR_U(r), GR_U(value), GR_U(n - value));
    return;
  case R_WIN:
    explain_win(t, col, idx, lang, out);
    return;
  default:
    explain_answer(t, value, lang, out);
  }
}

/* ---- small positions and the guided tour ------------------------------------ */

/* New games n = 1 .. V and games in progress n/m with n = 0 .. V, m = 1 .. 2V
 * (every successor of those is among them: (n-k)/(2k) with k <= n). */
static int fib_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[2], max = gr_game_fibonacci.referee_max_value;
  gr_pos p = {.len = 1, .v = v};
  for (v[0] = 1; v[0] <= max; v[0]++) {
    int rc = visit(&p, ctx);
    if (rc) return rc;
  }
  p.len = 2;
  for (v[0] = 0; v[0] <= max; v[0]++)
    for (v[1] = 1; v[1] <= 2 * max; v[1]++) {
      int rc = visit(&p, ctx);
      if (rc) return rc;
    }
  return 0;
}

const gr_game gr_game_fibonacci = {
    .id = "fibonacci", .texts = T, .example = "20",
    .max_len_solve = 2, .max_len_trace = 2,
    .referee_max_len = 2, .referee_max_value = 60,
    KIT_GAME_FUNCTIONS(fib),
    KIT_LESSON(fibonacci_lesson),
};
