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
#include "core/scan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Fibonacci numbers and Zeckendorf ---------------------------------- */

/* F_0 .. F_93, computed exactly: F_93 < 2^64. */
static const uint64_t fib_table[FIB_MAX_INDEX + 1] = {
    0u, 1u, 1u, 2u, 3u, 5u, 8u, 13u, 21u, 34u, 55u, 89u, 144u, 233u, 377u, 610u, 987u, 1597u, 2584u, 4181u,
    6765u, 10946u, 17711u, 28657u, 46368u, 75025u, 121393u, 196418u, 317811u, 514229u, 832040u, 1346269u,
    2178309u, 3524578u, 5702887u, 9227465u, 14930352u, 24157817u, 39088169u, 63245986u, 102334155u,
    165580141u, 267914296u, 433494437u, 701408733u, 1134903170u, 1836311903u, 2971215073u, 4807526976u,
    7778742049u, 12586269025u, 20365011074u, 32951280099u, 53316291173u, 86267571272u, 139583862445u,
    225851433717u, 365435296162u, 591286729879u, 956722026041u, 1548008755920u, 2504730781961u,
    4052739537881u, 6557470319842u, 10610209857723u, 17167680177565u, 27777890035288u, 44945570212853u,
    72723460248141u, 117669030460994u, 190392490709135u, 308061521170129u, 498454011879264u,
    806515533049393u, 1304969544928657u, 2111485077978050u, 3416454622906707u, 5527939700884757u,
    8944394323791464u, 14472334024676221u, 23416728348467685u, 37889062373143906u, 61305790721611591u,
    99194853094755497u, 160500643816367088u, 259695496911122585u, 420196140727489673u,
    679891637638612258u, 1100087778366101931u, 1779979416004714189u, 2880067194370816120u,
    4660046610375530309u, 7540113804746346429u, 12200160415121876738u};

uint64_t fib_number(unsigned i) { return i >= 1 && i <= FIB_MAX_INDEX ? fib_table[i] : 0; }

size_t fib_zeckendorf(uint64_t n, unsigned idx[FIB_ZECK_MAX]) {
  size_t r = 0;
  unsigned i = FIB_MAX_INDEX;
  while (n > 0) {
    while (fib_table[i] > n) i--;
    idx[r++] = i;
    n -= fib_table[i];
    i -= 2; /* n - F_i < F_(i-1): the next term is at most F_(i-2) */
  }
  return r;
}

size_t fib_winning_takes(uint64_t n, uint64_t cap, uint64_t takes[FIB_ZECK_MAX]) {
  unsigned idx[FIB_ZECK_MAX];
  size_t r = fib_zeckendorf(n, idx), count = 0;
  uint64_t suffix = 0;
  for (size_t j = r; j-- > 0;) { /* S_j grows as j falls */
    suffix += fib_table[idx[j]];
    if (suffix > cap) break;
    /* j = 0 is S_1 = n; otherwise the opponent's smallest term must pass 2 S_j
     * (suffix <= n <= 2^63 - 1, so 2 * suffix cannot wrap). */
    if (j == 0 || fib_table[idx[j - 1]] > 2 * suffix) takes[count++] = suffix;
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

static const char syntax_hint[] = "write n (a new game: the first move takes 1 .. n-1) or n/m (n stones left, "
                                  "at most m may be taken now), e.g. 20 or 17/4";

static int fib_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  size_t len = strlen(text);
  const char *slash = memchr(text, '/', len);
  if (slash && memchr(slash + 1, '/', len - (size_t)(slash + 1 - text)))
    return gr_error_set(err, GR_ESYNTAX, "more than one '/' in '%.40s': %s", text, syntax_hint);
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  memcpy(copy, text, len + 1);
  size_t at = slash ? (size_t)(slash - text) : len;
  if (slash) copy[at] = ' '; /* columns stay those of the text */
  gr_scan sc;
  gr_scan_init(&sc, copy, len, false);
  uint64_t n = 0, m = 0;
  int rc = -1, r = gr_scan_u64(&sc, "the stone count n", &n, err);
  if (r < 0) goto done;
  if (r == 0 || (size_t)(sc.p - copy) > at) {
    gr_error_set(err, GR_ESYNTAX, "%s: %s",
                 slash ? "the stone count n is missing before '/'" : "no position given", syntax_hint);
    goto done;
  }
  if (slash) {
    for (const char *q = sc.p; q < copy + at; q++)
      if (*q != ' ' && *q != '\t' && *q != '\n' && *q != '\r') {
        gr_error_set(err, GR_ESYNTAX, "unexpected '%c' at line 1, column %zu before '/': %s", *q,
                     (size_t)(q - copy) + 1, syntax_hint);
        goto done;
      }
    r = gr_scan_u64(&sc, "the cap m after '/'", &m, err);
    if (r < 0) goto done;
    if (r == 0) {
      gr_error_set(err, GR_ESYNTAX, "nothing after '/' at column %zu: %s", at + 1, syntax_hint);
      goto done;
    }
    if (gr_scan_expect_end(&sc, "the cap m", err) != 0) goto done;
  } else if (gr_scan_expect_end(&sc, "the stone count n", err) != 0) {
    goto done;
  }
  if (n > FIB_MAX_STONES) {
    gr_error_set(err, GR_ERANGE,
                 "the stone count n = %llu is past 2^63 - 1 = 9223372036854775807: after a take of k the "
                 "next cap is 2k, which must stay exact in 64 bits",
                 (unsigned long long)n);
    goto done;
  }
  if (!slash && n == 0) {
    gr_error_set(err, GR_ERANGE, "n = 0: a new game needs at least one stone (a finished game is written 0/m)");
    goto done;
  }
  if (slash && m == 0) {
    gr_error_set(err, GR_ERANGE, "the cap m = 0 allows no move: m is at least 1 (after a take of k it is 2k)");
    goto done;
  }
  if (gr_pos_resize(out, slash ? 2 : 1, err) != 0) goto done;
  out->v[0] = n;
  if (slash) out->v[1] = m;
  rc = 0;
done:
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
  if (gr_pos_resize(out, 2, err) != 0) return -1;
  out->v[0] = p->v[0] - k;
  out->v[1] = 2 * k; /* k <= n <= 2^63 - 1 */
  return 0;
}

static int fib_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t most = allowed(p);
  if (most > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)most, max_moves);
  for (uint64_t k = 1; k <= most; k++) {
    gr_pos next;
    gr_pos_init(&next);
    if (after_take(p, k, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
  }
  return 0;
}

/* Losing, the computer takes one stone: the most stones stay in play and
 * the opponent's cap is 2, the smallest there is, so the game lasts longest. */
static int fib_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (allowed(p) == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  return after_take(p, 1, out, err);
}

static void fib_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  uint64_t k = from->v[0] - to->v[0];
  if (lang == GR_ZH)
    gr_buf_printf(out, "取走 %llu 颗(%llu → %llu),下一步最多可取 %llu 颗", (unsigned long long)k,
                  (unsigned long long)from->v[0], (unsigned long long)to->v[0], (unsigned long long)(2 * k));
  else
    gr_buf_printf(out, "take %llu (%llu -> %llu); the next player may take at most %llu", (unsigned long long)k,
                  (unsigned long long)from->v[0], (unsigned long long)to->v[0], (unsigned long long)(2 * k));
}

static void fib_board(const gr_pos *p, gr_json *j) {
  char text[256];
  uint64_t n = p->v[0], most = allowed(p);
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  snprintf(text, sizeof text, "%llu", (unsigned long long)n);
  gr_json_string(j, text);
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  gr_json_bool(j, most > 0);
  gr_json_array_end(j);
  gr_json_key(j, "note");
  gr_json_object_begin(j);
  gr_json_key(j, "en");
  if (most == 0)
    snprintf(text, sizeof text, "No move is left: the player to move loses.");
  else if (is_start(p))
    snprintf(text, sizeof text, "First move: take 1 to %llu stones (not all %llu). After a take of k, the next "
             "player may take at most 2k.", (unsigned long long)most, (unsigned long long)n);
  else
    snprintf(text, sizeof text, "Take 1 to %llu stones (the cap is %llu, twice the last take). After a take of k, "
             "the next player may take at most 2k.", (unsigned long long)most, (unsigned long long)p->v[1]);
  gr_json_string(j, text);
  gr_json_key(j, "zh");
  if (most == 0)
    snprintf(text, sizeof text, "已无可走之步:轮到的一方输。");
  else if (is_start(p))
    snprintf(text, sizeof text, "第一步:可取 1 到 %llu 颗(不能一次取完 %llu 颗)。取走 k 颗后,下一步最多取 2k 颗。",
             (unsigned long long)most, (unsigned long long)n);
  else
    snprintf(text, sizeof text, "本步可取 1 到 %llu 颗(上限 %llu,即上一步的两倍)。取走 k 颗后,下一步最多取 2k 颗。",
             (unsigned long long)most, (unsigned long long)p->v[1]);
  gr_json_string(j, text);
  gr_json_object_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "take");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "pile");
  gr_json_string(j, "count");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
}

/* "take COUNT" or "take 1 COUNT" (there is one pile). */
static int fib_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  uint64_t most = allowed(p);
  if (most == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "take", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'take COUNT' (or 'take 1 COUNT'), e.g. take 2");
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "number", 2, &args, err) != 0) return -1;
  size_t nargs = args.len;
  uint64_t pile = nargs == 2 ? args.v[0] : 1, count = nargs ? args.v[nargs - 1] : 0;
  gr_pos_free(&args);
  if (nargs == 0) return gr_error_set(err, GR_ESYNTAX, "a move is written 'take COUNT' (or 'take 1 COUNT'), e.g. take 2");
  if (pile != 1) return gr_error_set(err, GR_ERANGE, "there is only pile 1");
  if (count == 0 || count > most) {
    if (count != 0 && is_start(p) && count <= p->v[0])
      return gr_error_set(err, GR_ERANGE, "the first move may not take all %llu stones: take between 1 and %llu",
                          (unsigned long long)p->v[0], (unsigned long long)most);
    if (count != 0 && !is_start(p) && count <= p->v[0])
      return gr_error_set(err, GR_ERANGE, "at most %llu may be taken now (the cap): take between 1 and %llu",
                          (unsigned long long)p->v[1], (unsigned long long)most);
    return gr_error_set(err, GR_ERANGE, "%llu stones are left and at most %llu may be taken: take between 1 and %llu",
                        (unsigned long long)p->v[0], (unsigned long long)most, (unsigned long long)most);
  }
  return after_take(p, count, out, err);
}

/* The inverse of fib_play: "take 1 COUNT" for a successor (n-k)/(2k), the
 * board's form (pile, count). */
static int fib_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (to->len != 2 || to->v[0] >= from->v[0])
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint64_t k = from->v[0] - to->v[0];
  if (k > allowed(from) || to->v[1] != 2 * k) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  gr_buf_printf(out, "take 1 %llu", (unsigned long long)k);
  return 0;
}

/* ---- the verdict --------------------------------------------------------- */

static int fill_analysis(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t takes[FIB_ZECK_MAX];
  size_t count = fib_winning_takes(p->v[0], allowed(p), takes);
  a->winner = count ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = count == 0; /* a lost position's value is 0; the theory gives no other */
  a->grundy = 0;
  for (size_t i = 0; i < count; i++) {
    gr_pos next;
    gr_pos_init(&next);
    if (after_take(p, takes[i], &next, err) != 0 || gr_pos_list_push(&a->winning_moves, &next, err) != 0) return -1;
  }
  return 0;
}

typedef struct verdict_state {
  gr_pos pos;
} verdict_state;

static int verdict_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  verdict_state *s = job->state;
  if (fill_analysis(&s->pos, &job->analysis, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static void verdict_destroy(gr_job *job) {
  verdict_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  free(s);
  job->state = NULL;
}

static const gr_job_ops verdict_ops = {verdict_advance, verdict_destroy};

static int fib_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  verdict_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    free(s);
    return -1;
  }
  *job = gr_job_new(&verdict_ops, s, 1, err);
  return *job ? 0 : -1;
}

/* ---- the trace ----------------------------------------------------------- */

enum { R_FIB_BASE, R_FIB_SUM, R_GREEDY, R_SUFFIX, R_WIN, R_ANSWER, R_COUNT };

static const gr_rule fib_rules[R_COUNT] = {
    [R_FIB_BASE] = {{"Start", "起点"}, {"F[1] = F[2] = 1", "F[1] = F[2] = 1"}, {NULL, NULL, NULL}},
    [R_FIB_SUM] = {{"Fibonacci", "斐波那契数"},
                   {"F[i] = F[i-1] + F[i-2]", "F[i] = F[i-1] + F[i-2]"},
                   {"F[i-1]", "F[i-2]", NULL}},
    [R_GREEDY] = {{"Zeckendorf term", "齐肯多夫项"},
                  {"the largest Fibonacci number <= what is left (never two neighbours)",
                   "不超过剩余数的最大斐波那契数(不会取到相邻两项)"},
                  {"F[i]", "before", NULL}},
    [R_SUFFIX] = {{"Take the smallest terms", "取走最小的若干项"},
                  {"S[j] = term j + ... + the last term", "S[j] = 第 j 项 + … + 最后一项"},
                  {"term j", "S[j+1]", NULL}},
    [R_WIN] = {{"Winning take?", "是否必胜"},
               {"S[j] <= cap, and nothing is left or the next term > 2 S[j]", "S[j] ≤ 上限,且取完或前一项 > 2 S[j]"},
               {"S[j]", "cap", "term j-1"}},
    [R_ANSWER] = {{"Answer", "结论"},
                  {"the mover wins iff the smallest Zeckendorf term <= the cap", "先手必胜当且仅当最小的齐肯多夫项 ≤ 上限"},
                  {"smallest term", "cap", NULL}},
};

enum { V_STONES, V_FIB, V_ZECK, V_TAKE, V_WINS, V_ANSWER };

typedef struct trace_state {
  size_t nfib, nterms, step; /* step: the next step to write, 0 .. total-1 */
  unsigned idx[FIB_ZECK_MAX];
} trace_state;

static int trace_one(gr_trace *t, trace_state *s, gr_error *err) {
  size_t st = s->step, r = s->nterms;
  uint64_t n = t->views[V_STONES].values[0], cap = t->views[V_STONES].values[1];
  if (st < s->nfib) { /* F[1], F[2], F[3] ... */
    uint32_t i = (uint32_t)st;
    if (i < 2) return gr_trace_write(t, V_FIB, 0, i, 1, R_FIB_BASE, NULL, 0, err);
    uint32_t reads[2] = {gr_trace_cell_id(t, V_FIB, 0, i - 1), gr_trace_cell_id(t, V_FIB, 0, i - 2)};
    return gr_trace_write(t, V_FIB, 0, i, fib_table[i + 1], R_FIB_SUM, reads, 2, err);
  }
  st -= s->nfib;
  if (st < r) { /* term j = st, greedy */
    uint32_t j = (uint32_t)st;
    uint32_t reads[2] = {gr_trace_cell_id(t, V_FIB, 0, s->idx[j] - 1),
                         j == 0 ? gr_trace_cell_id(t, V_STONES, 0, 0) : gr_trace_cell_id(t, V_ZECK, 0, j - 1)};
    return gr_trace_write(t, V_ZECK, 0, j, fib_table[s->idx[j]], R_GREEDY, reads, 2, err);
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

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  while (budget-- > 0 && job->done < job->total) {
    if (trace_one(job->trace, s, err) != 0) return -1;
    s->step++;
    job->done++;
  }
  if (job->done == job->total) job->finished = true;
  return 0;
}

static void trace_destroy(gr_job *job) {
  free(job->state);
  job->state = NULL;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int fib_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  uint64_t n = p->v[0];
  s->nterms = fib_zeckendorf(n, s->idx);
  /* F[1] .. F[T] with F[T] <= n < F[T+1] (at least F[1], F[2]) */
  s->nfib = 2;
  while (s->nfib < FIB_MAX_INDEX && fib_table[s->nfib + 1] <= n) s->nfib++;
  size_t r = s->nterms, steps = s->nfib + 3 * r + 1;
  uint32_t cols = r ? (uint32_t)r : 1;
  gr_trace *t = gr_trace_new(steps, fib_rules, R_COUNT, explain, err);
  if (t == NULL) {
    free(s);
    return -1;
  }
  if (gr_trace_add_view(t, GR_VIEW_SEQUENCE, "stones", "stones n and the cap", "石子数 n 与上限", 1, 2, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "F", "Fibonacci numbers F[i]", "斐波那契数 F[i]", 1, (uint32_t)s->nfib, 1,
                        err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "term", "Zeckendorf terms of n", "n 的齐肯多夫分解", 1, cols, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "S", "take S[j] = term j + ... + last", "取走 S[j] = 第 j 项 + … + 末项",
                        1, cols, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "wins", "taking S[j] wins", "取走 S[j] 必胜", 1, cols, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "the mover wins", "先手必胜", 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  t->views[V_WINS].value_kind = GR_VALUE_BOOL;
  t->views[V_ANSWER].value_kind = GR_VALUE_OUTCOME;
  t->views[V_STONES].values[0] = n;
  t->views[V_STONES].values[1] = is_start(p) ? (n ? n - 1 : 0) : p->v[1];
  *job = gr_job_new(&trace_ops, s, steps, err);
  if (*job == NULL) {
    gr_trace_free(t);
    return -1;
  }
  (*job)->trace = t;
  return 0;
}

/* The index i of a Fibonacci number F[i] (i >= 2), by search. */
static unsigned fib_index(uint64_t f) {
  for (unsigned i = 2; i <= FIB_MAX_INDEX; i++)
    if (fib_table[i] == f) return i;
  return 0;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  uint32_t target = t->step_cell[step];
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  uint64_t value = gr_trace_value(t, target);
  const gr_view *zv = &t->views[V_ZECK], *sv = &t->views[V_TAKE];
  uint64_t n = t->views[V_STONES].values[0], cap = t->views[V_STONES].values[1];
  unsigned idx[FIB_ZECK_MAX];
  size_t r = fib_zeckendorf(n, idx);
  unsigned long long v = (unsigned long long)value;
  switch (rule) {
  case R_FIB_BASE:
    gr_buf_printf(out, zh ? "F[%u] = 1(斐波那契数列的起点 F[1] = F[2] = 1)。" : "F[%u] = 1 (the sequence starts F[1] = F[2] = 1).",
                  col + 1);
    return;
  case R_FIB_SUM:
    gr_buf_printf(out, "F[%u] = F[%u] + F[%u] = %llu + %llu = %llu%s", col + 1, col, col - 1,
                  (unsigned long long)fib_table[col], (unsigned long long)fib_table[col - 1], v, zh ? "。" : ".");
    return;
  case R_GREEDY: {
    uint64_t before = n;
    for (uint32_t j = 0; j < col; j++) before -= zv->values[j];
    unsigned i = idx[col];
    if (zh)
      gr_buf_printf(out, "剩余 %llu:不超过它的最大斐波那契数是 F[%u] = %llu(F[%u] = %llu 已超过),作为第 %u 项;还剩 %llu。",
                    (unsigned long long)before, i, v, i + 1, (unsigned long long)fib_table[i + 1 <= FIB_MAX_INDEX ? i + 1 : i],
                    col + 1, (unsigned long long)(before - value));
    else
      gr_buf_printf(out, "Left: %llu. The largest Fibonacci number <= %llu is F[%u] = %llu (F[%u] = %llu is too big): "
                    "term %u; %llu left.",
                    (unsigned long long)before, (unsigned long long)before, i, v, i + 1,
                    (unsigned long long)fib_table[i + 1 <= FIB_MAX_INDEX ? i + 1 : i], col + 1,
                    (unsigned long long)(before - value));
    if (before - value == 0) {
      gr_buf_puts(out, zh ? " 分解完成:n = " : " Done: n = ");
      for (size_t j = 0; j < r; j++) gr_buf_printf(out, "%sF[%u]", j ? " + " : "", idx[j]);
      gr_buf_printf(out, zh ? ",共 %zu 项,互不相邻。" : ", %zu term%s, no two neighbours.", r, r == 1 ? "" : "s");
    }
    return;
  }
  case R_SUFFIX:
    if (zh)
      gr_buf_printf(out, "S[%u] = 第 %u 项起到末项之和 = %llu:取走 %llu 颗后剩 %llu 颗。", col + 1, col + 1, v, v,
                    (unsigned long long)(n - value));
    else
      gr_buf_printf(out, "S[%u] = terms %u to %zu = %llu: taking %llu leaves %llu.", col + 1, col + 1, r, v, v,
                    (unsigned long long)(n - value));
    return;
  case R_WIN: {
    uint64_t sum = sv->values[col];
    unsigned long long s = (unsigned long long)sum;
    if (sum > cap || sum > n) {
      gr_buf_printf(out, zh ? "S[%u] = %llu 超过本步上限 %llu:不能这样取。" : "S[%u] = %llu is more than the mover may take (%llu): not a move.",
                    col + 1, s, (unsigned long long)(cap < n ? cap : n));
    } else if (col == 0) {
      gr_buf_printf(out, zh ? "S[1] = %llu = n ≤ 上限 %llu:一次取完,立即获胜。" : "S[1] = %llu = n <= the cap %llu: take everything and win at once.",
                    s, (unsigned long long)cap);
    } else {
      uint64_t next = zv->values[col - 1];
      unsigned i = fib_index(next);
      if (next > 2 * sum) {
        if (zh)
          gr_buf_printf(out, "取走 S[%u] = %llu(≤ 上限 %llu)后,对手面对 %llu 颗,其最小齐肯多夫项 F[%u] = %llu > 2 × %llu = %llu,"
                        "对手必败:这是必胜着法。",
                        col + 1, s, (unsigned long long)cap, (unsigned long long)(n - sum), i, (unsigned long long)next, s,
                        2 * s);
        else
          gr_buf_printf(out, "Taking S[%u] = %llu (<= the cap %llu) leaves %llu, whose smallest Zeckendorf term F[%u] = %llu "
                        "is more than the opponent's cap 2 x %llu = %llu: the opponent loses, so this take wins.",
                        col + 1, s, (unsigned long long)cap, (unsigned long long)(n - sum), i, (unsigned long long)next, s,
                        2 * s);
      } else {
        if (zh)
          gr_buf_printf(out, "取走 S[%u] = %llu 后剩 %llu,其最小项 F[%u] = %llu ≤ 2 × %llu = %llu,对手取走它即胜:不是必胜着法。",
                        col + 1, s, (unsigned long long)(n - sum), i, (unsigned long long)next, s, 2 * s);
        else
          gr_buf_printf(out, "Taking S[%u] = %llu leaves %llu, whose smallest term F[%u] = %llu <= 2 x %llu = %llu: the opponent "
                        "takes it and wins. Not a winning take.",
                        col + 1, s, (unsigned long long)(n - sum), i, (unsigned long long)next, s, 2 * s);
      }
    }
    return;
  }
  default:
    break;
  }
  /* the answer */
  if (r == 0) {
    gr_buf_puts(out, zh ? "没有石子了:轮到的一方无法行动,必败。" : "No stones are left: the player to move cannot move and loses.");
    return;
  }
  uint64_t z = zv->values[r - 1];
  unsigned long long c = (unsigned long long)cap;
  if (value) {
    if (zh)
      gr_buf_printf(out, "n = %llu 的最小齐肯多夫项是 F[%u] = %llu ≤ 上限 %llu:先手必胜,取走 %llu 颗后对手面对的最小项超过其上限。必胜取法:",
                    (unsigned long long)n, idx[r - 1], (unsigned long long)z, c, (unsigned long long)z);
    else
      gr_buf_printf(out, "The smallest Zeckendorf term of n = %llu is F[%u] = %llu <= the cap %llu: the mover wins; after taking "
                    "%llu the opponent's smallest term is beyond their cap. Winning takes:",
                    (unsigned long long)n, idx[r - 1], (unsigned long long)z, c, (unsigned long long)z);
    uint64_t takes[FIB_ZECK_MAX];
    size_t count = fib_winning_takes(n, cap, takes);
    for (size_t i = 0; i < count; i++) gr_buf_printf(out, "%s%llu", i ? ", " : " ", (unsigned long long)takes[i]);
    gr_buf_puts(out, zh ? "。" : ".");
  } else if (r == 1 && cap < n) {
    if (zh)
      gr_buf_printf(out, "n = %llu = F[%u] 本身是斐波那契数,且本步最多取 %llu 颗(不能取完):先手必败。", (unsigned long long)n,
                    idx[0], c);
    else
      gr_buf_printf(out, "n = %llu = F[%u] is a Fibonacci number itself and at most %llu may be taken (not all): the mover "
                    "loses.",
                    (unsigned long long)n, idx[0], c);
  } else {
    if (zh)
      gr_buf_printf(out, "n = %llu 的最小齐肯多夫项 F[%u] = %llu > 上限 %llu:任取 k ≤ %llu 颗后,剩余数的最小项都 ≤ 2k,对手可取走它:先手必败。",
                    (unsigned long long)n, idx[r - 1], (unsigned long long)z, c, c);
    else
      gr_buf_printf(out, "The smallest Zeckendorf term of n = %llu is F[%u] = %llu > the cap %llu: after any take k <= %llu the "
                    "smallest term left is <= 2k, which the opponent takes. The mover loses.",
                    (unsigned long long)n, idx[r - 1], (unsigned long long)z, c, c);
  }
}

/* ---- small positions ------------------------------------------------------- */

/* New games n = 1 .. V and games in progress n/m with n = 0 .. V, m = 1 .. 2V
 * (every successor of those is among them: (n-k)/(2k) with k <= n). */
static int fib_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[2], max = gr_game_fibonacci.referee_max_value;
  gr_pos p = {.len = 1, .v = v};
  for (uint64_t n = 1; n <= max; n++) {
    v[0] = n;
    int rc = visit(&p, ctx);
    if (rc) return rc;
  }
  p.len = 2;
  for (uint64_t n = 0; n <= max; n++)
    for (uint64_t m = 1; m <= 2 * max; m++) {
      v[0] = n;
      v[1] = m;
      int rc = visit(&p, ctx);
      if (rc) return rc;
    }
  return 0;
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop fib_lesson[] = {
    {{"The rules", "规则"},
     {"One pile of 10 stones. The first player may take 1 to 9 stones, but not all 10. After that each player "
      "takes at least 1 and at most twice as many as the opponent just took. Whoever takes the last stone "
      "wins. Who wins 10?",
      "一堆 10 颗石子。先手第一次可以取 1 到 9 颗，但不能一次取完。此后每人每次至少取 1 颗，至多取对方上一次所"
      "取数量的两倍。取走最后一颗者胜。10 颗时谁会赢？"},
     "10", -2},
    {{"Zeckendorf at work", "齐肯多夫表示的用法"},
     {"20 = 13 + 5 + 2: Fibonacci numbers, no two of them neighbours in 1, 2, 3, 5, 8, 13, 21 (the Zeckendorf "
      "form). Step 13: take the smallest term, 2. What is left, 18 = 13 + 5, has smallest term 5, more than "
      "the opponent's cap 2 x 2 = 4, so the opponent cannot take it; answer every move the same way and the "
      "last stone is yours.",
      "20 = 13 + 5 + 2：都是斐波那契数，且任意两项在 1, 2, 3, 5, 8, 13, 21 中都不相邻（齐肯多夫表示）。第 13 "
      "步：取走最小的一项 2。剩下的 18 = 13 + 5 最小项为 5，大于对手的上限 2 × 2 = 4，对手取不走它；之后每一步"
      "都照此应对，最后一颗就是你的。"},
     "20", 13},
    {{"The key idea: more than twice", "关键想法：超过两倍"},
     {"In a Zeckendorf form each term is more than twice the next smaller one (F[i+2] > 2 F[i]), so after you "
      "take the smallest term z the smallest term left is more than 2z, out of reach. And when the smallest "
      "term is above your cap, every take k leaves a smallest term of at most 2k, which the opponent takes. In "
      "17/4 (17 stones, at most 4 now), 17 = 13 + 3 + 1: taking 1 wins, and so does taking 3 + 1 = 4, since 13 "
      "> 2 x 4 (step 14).",
      "在齐肯多夫表示中，每一项都大于比它小的下一项的两倍（F[i+2] > 2F[i]），所以取走最小项 z 后，剩下的最小项"
      "大于 2z，对手够不着。反过来，若最小项大于你本步的上限，无论你取 k 颗，剩下的最小项都不超过 2k，对手正好"
      "能取走。17/4（剩 17 颗，本步至多取 4 颗）中 17 = 13 + 3 + 1：取 1 颗必胜；取 3 + 1 = 4 颗也必胜，因为 "
      "13 > 2 × 4（第 14 步）。"},
     "17/4", 14},
    {{"The theorem", "定理"},
     {"The mover, allowed at most c stones, wins exactly when the smallest Zeckendorf term of the pile is at "
      "most c. At the start the cap is n - 1, so the first player loses exactly when n itself is a Fibonacci "
      "number (seed 001's theorem). 21 = F[8]: whatever the first player takes, the second player wins.",
      "本步至多可取 c 颗时，轮到的一方必胜当且仅当石子数的齐肯多夫表示中最小项不超过 c。开局时上限是 n − 1，所"
      "以先手必败当且仅当 n 本身是斐波那契数（种子文档 001 的定理）。21 = F[8]：无论先手取多少，后手必胜。"},
     "21", -1},
    {{"Your turn", "轮到你"},
     {"A new game of 30: 30 = 21 + 8 + 1 is not a Fibonacci number, so the first player wins. Find a winning "
      "first take (the smallest term is one), then keep taking the smallest term of what is left, and beat the "
      "computer.",
      "新局 30 颗：30 = 21 + 8 + 1 不是斐波那契数，先手必胜。找出必胜的第一步（最小项就是其中之一），之后每次都"
      "取剩余石子齐肯多夫表示中的最小项，战胜电脑。"},
     "30", -2},
};

const gr_game gr_game_fibonacci = {
    .id = "fibonacci",
    .title = {"Fibonacci Nim", "斐波那契博弈"},
    .rules = {"One pile of n stones. The first player takes 1 to n - 1 stones (not all); after that each player "
              "takes at least 1 and at most twice what the other player just took. Whoever takes the last stone "
              "wins.",
              "一堆 n 颗石子。先手第一次可取 1 到 n - 1 颗(不能取完);此后每次至少取 1 颗,至多取对方上一次所取数量的两倍。"
              "取走最后一颗者胜。"},
    .syntax = {"n for a new game (e.g. 20), or n/m for a game in progress: n stones left, at most m may be taken "
               "now (e.g. 17/4); n up to 2^63 - 1",
               "新局写 n(如 20);进行中的局面写 n/m:剩 n 颗,本步至多取 m 颗(如 17/4);n 至多 2^63 - 1"},
    .example = "20",
    .theory = {"Write n as a sum of non-consecutive Fibonacci numbers (Zeckendorf). The mover wins exactly when the "
               "smallest term is at most the cap: taking it leaves a smallest term more than twice as large. At the "
               "start the first player loses exactly when n is a Fibonacci number. The winning takes are the sums of "
               "the last terms whose preceding term is more than twice as large.",
               "把 n 写成互不相邻的斐波那契数之和(齐肯多夫表示)。轮到的一方必胜当且仅当最小的一项不超过本步上限:取走它后,"
               "剩余的最小项超过其两倍。开局时先手必败当且仅当 n 是斐波那契数。必胜取法恰是末尾若干项之和,且其前一项大于它的两倍。"},
    .max_len_solve = 2,
    .max_len_trace = 2,
    .referee_max_len = 2,
    .referee_max_value = 60,
    .parse = fib_parse,
    .format = fib_format,
    .moves = fib_moves,
    .is_terminal = fib_is_terminal,
    .solve_start = fib_solve_start,
    .trace_start = fib_trace_start,
    .stall_move = fib_stall_move,
    .describe_move = fib_describe_move,
    .board = fib_board,
    .play = fib_play,
    .action = fib_action,
    .enumerate_small = fib_enumerate_small,
    .play_syntax = {"take COUNT (or take 1 COUNT)", "take 颗数(或 take 1 颗数)"},
    .lesson = fib_lesson,
    .lesson_len = sizeof fib_lesson / sizeof fib_lesson[0],
};
