/*
 * test_lr.c — unit tests of the ZJOI2009 game `lr` (take from either end):
 * parsing and its messages, formatting, the move generator, the five-case
 * recurrence, the verdict job under every budget, the trace job, piles up
 * to 2^64 - 1, the size limits, the computer's move, moves given as actions
 * ("take PILE COUNT"), the board JSON, move descriptions (also for a `to`
 * that is no move: gw_describe_move passes any text from JavaScript) and
 * the enumeration of small positions that test_verify relies on.
 *
 * The theory's numbers are checked against a second implementation of the
 * recurrence written here from the problem's reference solution (the seed's
 * if/else chain, in 128-bit arithmetic so that nothing can wrap), and the
 * verdicts against the definition: a successor is lost for the player to
 * move exactly when it is one of the winning moves; and even rows that read
 * the same both ways are lost (the second player mirrors).  The exhaustive
 * comparison with the referee is in test_lr_referee.c.
 */
#define _DEFAULT_SOURCE 1 /* fork, mmap */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "games/lr.h"
#include "grundy.h"

#define M UINT64_MAX
typedef unsigned __int128 u128;

static const gr_game *G;

static uint64_t rng_state = 0x13198a2e03707344u;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}
static uint64_t below(uint64_t n) { return rnd() % n; } /* 0 .. n-1 */

/* A pile from a mixture: tiny, small, near 2^64, powers of two, anything. */
static uint64_t random_pile(void) {
  switch (below(6)) {
  case 0: return 1 + below(4);
  case 1: return 1 + below(1000);
  case 2: return M - below(6);
  case 3: {
    uint64_t p = (uint64_t)1 << below(64), d = below(3);
    return d == 0 && p > 1 ? p - 1 : d == 2 ? p + 1 : p;
  }
  case 4: return 1000000000u - below(3);
  default: {
    uint64_t v = rnd();
    return v ? v : 1;
  }
  }
}

#define assert_contains(haystack, needle)                                                     \
  do {                                                                                        \
    const char *h_ = (haystack), *n_ = (needle);                                              \
    if (h_ == NULL || strstr(h_, n_) == NULL)                                                 \
      fail_msg("expected \"%s\" to contain \"%s\"", h_ ? h_ : "(null)", n_);                  \
  } while (0)

static void set_pos(gr_pos *p, size_t n, const uint64_t *v) {
  gr_error err = {0};
  gr_pos_init(p);
  assert_int_equal(gr_pos_resize(p, n, &err), 0);
  if (n) memcpy(p->v, v, n * sizeof *v);
}

static void pos_text(const gr_pos *p, gr_buf *out) {
  gr_buf_reset(out);
  G->format(p, out);
}

/* ---- an independent implementation of the recurrence ----------------- */

/* The seed's reference solution, transcribed as written there, on 128 bits. */
static u128 seed_left(u128 L, u128 R, u128 X) {
  if (R == X) return 0;
  if ((X < L && X < R) || (X > L && X > R)) return X;
  if (L > R) return X - 1;
  return X + 1;
}
static u128 seed_right(u128 L, u128 R, u128 X) {
  if (L == X) return 0;
  if ((X < L && X < R) || (X > L && X > R)) return X;
  if (R > L) return X - 1;
  return X + 1;
}
/* The case number, from the conditions as the design states them. */
static int left_case(u128 L, u128 R, u128 X) {
  if (X == R) return LR_CASE_ZERO;
  if (X < L && X < R) return LR_CASE_BELOW_BOTH;
  if (X > L && X > R) return LR_CASE_ABOVE_BOTH;
  if (L <= X && X < R) return LR_CASE_PLUS_ONE;
  assert_true(R < X && X <= L);
  return LR_CASE_MINUS_ONE;
}

/* Full tables, 0-based, row-major n x n. */
typedef struct ref_tables {
  size_t n;
  u128 *left, *right;
} ref_tables;

static void ref_compute(ref_tables *t, const uint64_t *a, size_t n) {
  t->n = n;
  t->left = calloc(n * n, sizeof *t->left);
  t->right = calloc(n * n, sizeof *t->right);
  assert_non_null(t->left);
  assert_non_null(t->right);
  for (size_t len = 1; len <= n; len++)
    for (size_t i = 0; i + len <= n; i++) {
      size_t j = i + len - 1;
      if (len == 1) {
        t->left[i * n + j] = t->right[i * n + j] = a[i];
      } else {
        t->left[i * n + j] = seed_left(t->left[i * n + j - 1], t->right[i * n + j - 1], a[j]);
        t->right[i * n + j] = seed_right(t->left[(i + 1) * n + j], t->right[(i + 1) * n + j], a[i]);
      }
    }
}

static void ref_free(ref_tables *t) {
  free(t->left);
  free(t->right);
}

/* The verdict from the tables: left[2][n] against a[1]. */
static gr_winner ref_winner(const ref_tables *t, const uint64_t *a) {
  size_t n = t->n;
  u128 rest = n >= 2 ? t->left[1 * n + n - 1] : 0;
  return rest == a[0] ? GR_WINNER_SECOND : GR_WINNER_FIRST;
}

/* An O(n)-memory version by interval length, written separately from the
 * library's in-place one: two fresh arrays per length. */
static gr_winner rolling_winner(const uint64_t *a, size_t n) {
  if (n == 1) return GR_WINNER_FIRST;
  u128 *L = malloc(n * sizeof *L), *R = malloc(n * sizeof *R);
  u128 *NL = malloc(n * sizeof *NL), *NR = malloc(n * sizeof *NR);
  assert_true(L && R && NL && NR);
  for (size_t i = 0; i < n; i++) L[i] = R[i] = a[i];
  for (size_t len = 2; len < n; len++) {
    for (size_t i = 0; i + len <= n; i++) {
      size_t j = i + len - 1;
      NL[i] = seed_left(L[i], R[i], a[j]);
      NR[i] = seed_right(L[i + 1], R[i + 1], a[i]);
    }
    u128 *s = L; L = NL; NL = s;
    s = R; R = NR; NR = s;
  }
  gr_winner w = L[1] == a[0] ? GR_WINNER_SECOND : GR_WINNER_FIRST;
  free(L);
  free(R);
  free(NL);
  free(NR);
  return w;
}

/* ---- running the library's jobs --------------------------------------- */

/* Runs the verdict in slices of `budget` (0: gr_job_finish); checks progress. */
static void run_verdict(const gr_pos *p, uint64_t budget, gr_analysis *out) {
  gr_error err = {0};
  gr_job *job = NULL;
  assert_int_equal(G->solve_start(p, &job, &err), 0);
  assert_non_null(job);
  size_t n = p->len;
  assert_int_equal(job->total, n >= 2 ? (uint64_t)(n - 1) * (n + 2) / 2 : 0);
  if (budget == 0) {
    if (gr_job_finish(job, &err) != 0) fail_msg("verdict failed: %s", err.message);
  } else {
    uint64_t calls = 0, before = 0;
    int r;
    while ((r = gr_job_run(job, budget, &err)) == 0) {
      calls++;
      assert_true(job->done > before); /* every call makes progress */
      assert_true(job->done - before <= budget);
      before = job->done;
    }
    if (r != 1) fail_msg("verdict failed: %s", err.message);
    calls++;
    uint64_t expect_calls = job->total ? 1 + (job->total - 1) / budget : 1;
    assert_int_equal(calls, expect_calls);
  }
  assert_true(job->finished);
  assert_int_equal(job->done, job->total);
  gr_analysis_free(out);
  *out = job->analysis;
  gr_analysis_init(&job->analysis);
  gr_job_free(job);
}

static void assert_same_analysis(const gr_analysis *a, const gr_analysis *b) {
  assert_int_equal(a->winner, b->winner);
  assert_int_equal(a->has_grundy, b->has_grundy);
  assert_int_equal(a->winning_moves.count, b->winning_moves.count);
  for (size_t i = 0; i < a->winning_moves.count; i++)
    assert_true(gr_pos_equal(&a->winning_moves.items[i], &b->winning_moves.items[i]));
}

/* The position after the end pile (0 = left, 1 = right) is cut to keep. */
static void successor(const gr_pos *p, int end, uint64_t keep, gr_pos *out) {
  gr_error err = {0};
  size_t n = p->len, at = end == 0 ? 0 : n - 1;
  assert_true(keep < p->v[at]);
  gr_pos_init(out);
  if (keep > 0) {
    assert_int_equal(gr_pos_copy(out, p, &err), 0);
    out->v[at] = keep;
  } else {
    assert_int_equal(gr_pos_resize(out, n - 1, &err), 0);
    for (size_t i = 0; i + 1 < n; i++) out->v[i] = p->v[end == 0 ? i + 1 : i];
  }
}

static bool is_lost(const gr_pos *p) {
  if (p->len == 0) return true; /* no move: the mover has lost */
  gr_analysis a;
  gr_analysis_init(&a);
  gr_error err = {0};
  if (gr_solve(G, p, &a, &err) != 0) fail_msg("solve failed: %s", err.message);
  bool lost = a.winner == GR_WINNER_SECOND;
  gr_analysis_free(&a);
  return lost;
}

static bool in_list(const gr_pos_list *l, const gr_pos *p) {
  for (size_t i = 0; i < l->count; i++)
    if (gr_pos_equal(&l->items[i], p)) return true;
  return false;
}

/* ---- parsing and formatting -------------------------------------------- */

typedef struct parse_case {
  const char *text;
  gr_status status;
  const char *fragments[4];
} parse_case;

static void test_parse_errors(void **state) {
  (void)state;
  static const parse_case cases[] = {
      {"3 x 4", GR_ESYNTAX, {"pile 2", "column 3", "'x'", "not a whole number"}},
      {"3 -1 4", GR_ERANGE, {"pile 2", "column 3", "'-1'", "negative"}},
      {"-7", GR_ERANGE, {"pile 1", "negative"}},
      {"3 0 4", GR_ERANGE, {"pile 2 is 0"}},
      {"0", GR_ERANGE, {"pile 1 is 0"}},
      {"", GR_ESYNTAX, {"no piles"}},
      {" ,\t, \n", GR_ESYNTAX, {"no piles"}},
      {"18446744073709551616", GR_ERANGE, {"pile 1", "64-bit"}},
      {"1 2 99999999999999999999999", GR_ERANGE, {"pile 3", "column 5", "64-bit"}},
      {"3 4x", GR_ESYNTAX, {"pile 2", "column 3", "'4x'"}},
      {"3\n4\n 5y", GR_ESYNTAX, {"pile 3", "line 3", "column 2"}},
      {"1.0", GR_ESYNTAX, {"pile 1", "'1.0'"}},
      {"３", GR_ESYNTAX, {"pile 1"}}, /* a full-width digit is not a digit */
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    gr_error err = {0};
    gr_pos p;
    set_pos(&p, 1, (uint64_t[]){42}); /* a failure must leave it empty */
    if (gr_game_parse(G, cases[k].text, &p, &err) == 0) fail_msg("'%s' was accepted", cases[k].text);
    if (err.status != cases[k].status)
      fail_msg("'%s': status %d, expected %d (%s)", cases[k].text, err.status, cases[k].status, err.message);
    for (size_t f = 0; f < 4 && cases[k].fragments[f]; f++) assert_contains(err.message, cases[k].fragments[f]);
    assert_int_equal(p.len, 0);
    assert_null(p.v);
  }
  /* 20,000 piles parse; 20,001 do not, and the message gives the limit */
  gr_buf text;
  gr_buf_init(&text);
  for (int i = 0; i < LR_MAX_PILES_SOLVE; i++) gr_buf_puts(&text, i ? " 7" : "7");
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(G, text.data, &p, &err), 0);
  assert_int_equal(p.len, LR_MAX_PILES_SOLVE);
  gr_buf_puts(&text, " 7");
  assert_int_equal(gr_game_parse(G, text.data, &p, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_contains(err.message, "20000");
  assert_contains(err.message, "pile");
  assert_int_equal(p.len, 0);
  gr_buf_free(&text);
  gr_pos_free(&p);
}

static void test_format_roundtrip(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  gr_buf b;
  gr_buf_init(&b);
  assert_int_equal(gr_game_parse(G, "  3,1 , 9\t4\r\n", &p, &err), 0);
  pos_text(&p, &b);
  assert_string_equal(b.data, "3 1 9 4");
  assert_int_equal(gr_game_parse(G, "0003 18446744073709551615", &p, &err), 0);
  pos_text(&p, &b);
  assert_string_equal(b.data, "3 18446744073709551615");
  /* the empty position (the finished game) formats as "(empty)", which parses back */
  gr_pos empty;
  gr_pos_init(&empty);
  gr_buf e;
  gr_buf_init(&e);
  G->format(&empty, &e);
  assert_non_null(e.data);
  assert_string_equal(e.data, "(empty)");
  gr_buf_free(&e);
  set_pos(&q, 1, (uint64_t[]){5});
  assert_int_equal(gr_game_parse(G, "(empty)", &q, &err), 0);
  assert_true(gr_pos_equal(&q, &empty));
  for (int round = 0; round < 500; round++) {
    size_t n = 1 + below(round < 400 ? 12 : 300);
    gr_pos_free(&p);
    assert_int_equal(gr_pos_resize(&p, n, &err), 0);
    for (size_t i = 0; i < n; i++) p.v[i] = random_pile();
    pos_text(&p, &b);
    assert_int_equal(gr_game_parse(G, b.data, &q, &err), 0);
    assert_true(gr_pos_equal(&p, &q));
    /* and the text is canonical: formatting again gives the same bytes */
    gr_buf b2;
    gr_buf_init(&b2);
    G->format(&q, &b2);
    assert_string_equal(b.data, b2.data);
    gr_buf_free(&b2);
    /* each value reads back as printf writes it */
    char first[24];
    snprintf(first, sizeof first, "%" PRIu64, p.v[0]);
    assert_int_equal(strncmp(b.data, first, strlen(first)), 0);
  }
  gr_buf_free(&b);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

/* ---- moves ------------------------------------------------------------- */

/* Every distinct successor, generated here from the rules. */
static void expected_successors(const gr_pos *p, gr_pos_list *out) {
  gr_error err = {0};
  for (int end = 0; end < (p->len == 1 ? 1 : 2); end++)
    for (uint64_t keep = 0; keep < p->v[end == 0 ? 0 : p->len - 1]; keep++) {
      gr_pos s;
      successor(p, end, keep, &s);
      if (in_list(out, &s))
        gr_pos_free(&s);
      else
        assert_int_equal(gr_pos_list_push(out, &s, &err), 0);
    }
}

static void for_each_small(size_t max_n, uint64_t max_v, void (*fn)(const gr_pos *)) {
  for (size_t n = 1; n <= max_n; n++) {
    uint64_t v[8];
    for (size_t i = 0; i < n; i++) v[i] = 1;
    for (;;) {
      gr_pos p = {.len = n, .v = v}; /* on the stack: nothing leaks when fn fails */
      fn(&p);
      size_t i = 0;
      while (i < n && v[i] == max_v) v[i++] = 1;
      if (i == n) break;
      v[i]++;
    }
  }
}

static void check_moves(const gr_pos *p) {
  gr_error err = {0};
  gr_pos_list got, want;
  gr_pos_list_init(&got);
  gr_pos_list_init(&want);
  assert_int_equal(G->moves(p, 1000, &got, &err), 0);
  expected_successors(p, &want);
  /* as many moves as stones at the ends (one end when there is one pile) */
  uint64_t count = p->len == 1 ? p->v[0] : p->v[0] + p->v[p->len - 1];
  assert_true(got.count >= want.count && got.count <= count);
  /* only emptying either end of all-equal piles reaches one position twice */
  bool all_equal = p->len >= 2;
  for (size_t i = 1; i < p->len; i++) all_equal &= p->v[i] == p->v[0];
  assert_int_equal(want.count, count - all_equal);
  for (size_t i = 0; i < got.count; i++) assert_true(in_list(&want, &got.items[i]));
  for (size_t i = 0; i < want.count; i++) assert_true(in_list(&got, &want.items[i]));
  assert_false(G->is_terminal(p));
  gr_pos_list_free(&got);
  gr_pos_list_free(&want);
}

static void test_moves(void **state) {
  (void)state;
  for_each_small(4, 5, check_moves);
  gr_error err = {0};
  gr_pos p;
  gr_pos_list l;
  gr_pos_list_init(&l);
  /* one pile: each end is the same pile, listed once */
  set_pos(&p, 1, (uint64_t[]){5});
  assert_int_equal(G->moves(&p, 1000, &l, &err), 0);
  assert_int_equal(l.count, 5);
  gr_pos_list_free(&l);
  gr_pos_free(&p);
  /* the limit: exactly max_moves is fine, one fewer is GR_ELIMIT */
  set_pos(&p, 3, (uint64_t[]){4, 9, 6});
  assert_int_equal(G->moves(&p, 10, &l, &err), 0);
  assert_int_equal(l.count, 10);
  gr_pos_list_free(&l);
  assert_int_equal(G->moves(&p, 9, &l, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_contains(err.message, "10 moves");
  assert_contains(err.message, "9");
  assert_int_equal(l.count, 0);
  gr_pos_free(&p);
  /* huge piles are refused before anything is generated (the sum saturates) */
  gr_error_clear(&err);
  set_pos(&p, 2, (uint64_t[]){M, M});
  assert_int_equal(G->moves(&p, 1000000, &l, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_int_equal(l.count, 0);
  gr_pos_free(&p);
  /* the empty position: no moves, terminal */
  gr_pos_init(&p);
  assert_true(G->is_terminal(&p));
  assert_int_equal(G->moves(&p, 10, &l, &err), 0);
  assert_int_equal(l.count, 0);
}

/* The move list is a set of successors: no position twice (all-equal piles
 * reach the same position by emptying either end). */
static void check_moves_distinct(const gr_pos *p) {
  gr_error err = {0};
  gr_pos_list got;
  gr_pos_list_init(&got);
  assert_int_equal(G->moves(p, 1000, &got, &err), 0);
  char msg[200] = "";
  for (size_t i = 0; i < got.count && !msg[0]; i++)
    for (size_t j = i + 1; j < got.count && !msg[0]; j++)
      if (gr_pos_equal(&got.items[i], &got.items[j])) {
        gr_buf b, m;
        gr_buf_init(&b);
        gr_buf_init(&m);
        pos_text(p, &b);
        pos_text(&got.items[i], &m);
        snprintf(msg, sizeof msg, "moves of '%s' list '%s' twice (#%zu and #%zu)", b.data, m.data, i, j);
        gr_buf_free(&b);
        gr_buf_free(&m);
      }
  gr_pos_list_free(&got);
  if (msg[0]) fail_msg("%s", msg);
}

static void test_moves_distinct(void **state) {
  (void)state;
  for_each_small(4, 4, check_moves_distinct);
}

static void check_winning_moves_distinct(const gr_pos *p) {
  gr_analysis a;
  gr_analysis_init(&a);
  gr_error err = {0};
  assert_int_equal(gr_solve(G, p, &a, &err), 0);
  char msg[200] = "";
  for (size_t i = 0; i < a.winning_moves.count && !msg[0]; i++)
    for (size_t j = i + 1; j < a.winning_moves.count && !msg[0]; j++)
      if (gr_pos_equal(&a.winning_moves.items[i], &a.winning_moves.items[j])) {
        gr_buf b, m;
        gr_buf_init(&b);
        gr_buf_init(&m);
        pos_text(p, &b);
        pos_text(&a.winning_moves.items[i], &m);
        snprintf(msg, sizeof msg, "the winning moves of '%s' list '%s' twice", b.data, m.data);
        gr_buf_free(&b);
        gr_buf_free(&m);
      }
  gr_analysis_free(&a);
  if (msg[0]) fail_msg("%s", msg);
}

static void test_winning_moves_distinct(void **state) {
  (void)state;
  for_each_small(5, 4, check_winning_moves_distinct);
}

/* ---- the recurrence ---------------------------------------------------- */

static void check_rule(uint64_t L, uint64_t R, uint64_t X) {
  int which = -1, which_r = -1;
  uint64_t got = lr_left_rule(L, R, X, &which);
  u128 want = seed_left(L, R, X);
  if ((u128)got != want || which != left_case(L, R, X))
    fail_msg("left rule (L=%" PRIu64 ", R=%" PRIu64 ", X=%" PRIu64 ") gave %" PRIu64 " case %d", L, R, X, got, which);
  /* the right rule is the mirror image */
  uint64_t got_r = lr_right_rule(L, R, X, &which_r);
  if ((u128)got_r != seed_right(L, R, X) || which_r != left_case(R, L, X))
    fail_msg("right rule (L=%" PRIu64 ", R=%" PRIu64 ", X=%" PRIu64 ") gave %" PRIu64 " case %d", L, R, X, got_r,
             which_r);
}

static void test_rules(void **state) {
  (void)state;
  int seen[6] = {0};
  for (uint64_t L = 0; L <= 9; L++)
    for (uint64_t R = 0; R <= 9; R++)
      for (uint64_t X = 1; X <= 10; X++) {
        check_rule(L, R, X);
        int which;
        lr_left_rule(L, R, X, &which);
        seen[which]++;
      }
  for (int c = 1; c <= 5; c++) assert_true(seen[c] > 0); /* every case was exercised */
  /* near 2^64: X + 1 and X - 1 at the edge */
  const uint64_t edge[] = {0, 1, 2, 3, M / 2, M - 3, M - 2, M - 1, M};
  size_t ne = sizeof edge / sizeof edge[0];
  for (size_t i = 0; i < ne; i++)
    for (size_t j = 0; j < ne; j++)
      for (size_t k = 1; k < ne; k++) check_rule(edge[i], edge[j], edge[k]);
  int which;
  assert_int_equal(lr_left_rule(M - 1, M, M - 1, &which), M); /* case 3 reaching the top */
  assert_int_equal(which, LR_CASE_PLUS_ONE);
  assert_int_equal(lr_left_rule(M, 5, M, &which), M - 1); /* case 4 at the top */
  assert_int_equal(which, LR_CASE_MINUS_ONE);
  for (int i = 0; i < 20000; i++) {
    uint64_t L = random_pile() - (below(4) == 0), R = random_pile() - (below(4) == 0), X = random_pile();
    if (below(3) == 0) X = below(2) ? L : R;
    if (X == 0) X = 1;
    check_rule(L, R, X);
  }
}

/* ---- the verdict job --------------------------------------------------- */

static void random_position(gr_pos *p, size_t max_n) {
  size_t n = 1 + below(max_n);
  uint64_t kind = below(4);
  gr_error err = {0};
  gr_pos_init(p);
  assert_int_equal(gr_pos_resize(p, n, &err), 0);
  for (size_t i = 0; i < n; i++) {
    if (kind == 0)
      p->v[i] = 1 + below(6);
    else if (kind == 1)
      p->v[i] = M - below(3);
    else
      p->v[i] = random_pile();
  }
}

static void check_against_reference(const gr_pos *p, const gr_analysis *a) {
  ref_tables t;
  ref_compute(&t, p->v, p->len);
  size_t n = p->len;
  assert_int_equal(a->winner, ref_winner(&t, p->v));
  /* a value, where the analysis gives one (a lost position's is 0 without a
   * search), says the same as the winner */
  if (a->has_grundy) assert_int_equal(a->grundy == 0, a->winner == GR_WINNER_SECOND);
  /* the winning moves the tables imply, in the library's order */
  gr_pos_list want;
  gr_pos_list_init(&want);
  gr_error err = {0};
  u128 lrest = n >= 2 ? t.left[1 * n + n - 1] : 0;
  if (lrest < p->v[0]) {
    gr_pos s;
    successor(p, 0, (uint64_t)lrest, &s);
    assert_int_equal(gr_pos_list_push(&want, &s, &err), 0);
  }
  if (n >= 2) {
    u128 rrest = t.right[0 * n + n - 2];
    if (rrest < p->v[n - 1]) {
      gr_pos s;
      successor(p, 1, (uint64_t)rrest, &s);
      assert_int_equal(gr_pos_list_push(&want, &s, &err), 0);
    }
  }
  /* compare as sets (a duplicate is reported by test_winning_moves_distinct) */
  for (size_t i = 0; i < want.count; i++) assert_true(in_list(&a->winning_moves, &want.items[i]));
  for (size_t i = 0; i < a->winning_moves.count; i++) assert_true(in_list(&want, &a->winning_moves.items[i]));
  assert_int_equal(a->winner == GR_WINNER_FIRST, a->winning_moves.count > 0);
  gr_pos_list_free(&want);
  ref_free(&t);
}

static void test_verdict_budgets(void **state) {
  (void)state;
  static const uint64_t budgets[] = {1, 7, 1000, UINT64_MAX, 0 /* gr_job_finish */};
  for (int round = 0; round < 150; round++) {
    gr_pos p;
    random_position(&p, round < 100 ? 12 : 80);
    gr_analysis base;
    gr_analysis_init(&base);
    run_verdict(&p, 0, &base);
    check_against_reference(&p, &base);
    for (size_t b = 0; b < sizeof budgets / sizeof budgets[0]; b++) {
      gr_analysis a;
      gr_analysis_init(&a);
      run_verdict(&p, budgets[b], &a);
      assert_same_analysis(&a, &base);
      gr_analysis_free(&a);
    }
    gr_analysis_free(&base);
    gr_pos_free(&p);
  }
  /* budget 0 passed to gr_job_run counts as 1 */
  gr_pos p;
  set_pos(&p, 4, (uint64_t[]){3, 1, 9, 4});
  gr_job *job = NULL;
  gr_error err = {0};
  assert_int_equal(G->solve_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_run(job, 0, &err), 0);
  assert_int_equal(job->done, 1);
  gr_job_free(job);
  gr_pos_free(&p);
}

/* The problem's own sample: 3 1 9 4 is lost for the first player. */
static void test_sample(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(G, G->example, &p, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(G, &p, &a, &err), 0);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  assert_int_equal(a.winning_moves.count, 0);
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  gr_json_analysis(&j, G, &p, &a);
  assert_string_equal(b.data,
                      "{\"game\":\"lr\",\"position\":\"3 1 9 4\",\"winner\":\"second\",\"grundy\":0,\"winning_moves\":[]}");
  gr_buf_free(&b);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

/* Every successor is lost exactly when it is a winning move: checked on all
 * winning moves and on random successors, built here without moves(). */
static void check_self_consistent(const gr_pos *p, int samples) {
  gr_analysis a;
  gr_analysis_init(&a);
  gr_error err = {0};
  assert_int_equal(gr_solve(G, p, &a, &err), 0);
  for (size_t i = 0; i < a.winning_moves.count; i++) assert_true(is_lost(&a.winning_moves.items[i]));
  assert_int_equal(a.winner == GR_WINNER_FIRST, a.winning_moves.count > 0);
  size_t n = p->len;
  for (int s = 0; s < samples; s++) {
    int end = n == 1 ? 0 : (int)below(2);
    uint64_t pile = p->v[end == 0 ? 0 : n - 1], keep;
    switch (below(5)) {
    case 0: keep = 0; break;
    case 1: keep = pile - 1; break;
    case 2: keep = pile > 2 ? pile - 2 : 0; break;
    case 3: keep = below(pile < 10 ? pile : 10); break;
    default: keep = below(pile); break;
    }
    gr_pos next;
    successor(p, end, keep, &next);
    bool lost = is_lost(&next);
    if (lost != in_list(&a.winning_moves, &next)) {
      gr_buf b, c;
      gr_buf_init(&b);
      gr_buf_init(&c);
      pos_text(p, &b);
      pos_text(&next, &c);
      fail_msg("from '%s' the move to '%s' is %s but %s a winning move", b.data, c.data, lost ? "lost" : "won",
               lost ? "not" : "is");
    }
    gr_pos_free(&next);
  }
  gr_analysis_free(&a);
}

/* ---- the trace job ----------------------------------------------------- */

enum { RULE_BASE = 0, RULE_RIGHT = 5, RULE_ANSWER = 11 };

static gr_job *run_trace(const gr_pos *p, uint64_t budget) {
  gr_error err = {0};
  gr_job *job = NULL;
  if (G->trace_start(p, &job, &err) != 0) fail_msg("trace_start: %s", err.message);
  size_t n = p->len;
  assert_int_equal(job->total, (uint64_t)n * (n + 1) + 1);
  if (budget == 0) {
    assert_int_equal(gr_job_finish(job, &err), 0);
  } else {
    int r;
    uint64_t before = 0;
    while ((r = gr_job_run(job, budget, &err)) == 0) {
      assert_true(job->done > before);
      before = job->done;
    }
    assert_int_equal(r, 1);
  }
  assert_true(job->finished);
  assert_int_equal(job->done, job->total);
  return job;
}

/* Checks a finished trace against the reference tables and its own rules. */
static void check_trace(const gr_pos *p, const gr_trace *t) {
  size_t n = p->len;
  ref_tables ref;
  ref_compute(&ref, p->v, n);
  assert_int_equal(t->nviews, 4);
  assert_int_equal(t->nsteps, n * (n + 1) + 1);
  assert_int_equal(t->nrules, 12);
  const gr_view *a = &t->views[0], *lv = &t->views[1], *rv = &t->views[2], *ans = &t->views[3];
  assert_string_equal(lv->name, "left");
  assert_string_equal(rv->name, "right");
  assert_int_equal(lv->rows, n);
  assert_int_equal(lv->cols, n);
  uint64_t max = 0;
  for (size_t i = 0; i < n; i++) {
    assert_int_equal(a->values[i], p->v[i]);
    if (p->v[i] > max) max = p->v[i];
  }
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++) {
      size_t c = i * n + j;
      if (j < i) { /* below the diagonal: never written */
        assert_int_equal(lv->written_at[c], GR_NONE);
        assert_int_equal(rv->written_at[c], GR_NONE);
        continue;
      }
      if ((u128)lv->values[c] != ref.left[c] || (u128)rv->values[c] != ref.right[c])
        fail_msg("n=%zu: left/right[%zu][%zu] = %" PRIu64 "/%" PRIu64 " differ from the reference", n, i + 1,
                 j + 1, lv->values[c], rv->values[c]);
      assert_true(lv->values[c] <= max); /* the exactness argument */
      assert_true(rv->values[c] <= max);
      assert_int_not_equal(lv->written_at[c], GR_NONE);
      assert_int_not_equal(rv->written_at[c], GR_NONE);
    }
  /* every step: writes its cell once, reads only cells written before it,
   * and applies the case the reference conditions name */
  for (size_t s = 0; s < t->nsteps; s++) {
    int view;
    uint32_t row, col;
    assert_true(gr_trace_locate(t, t->step_cell[s], &view, &row, &col));
    assert_int_equal(t->views[view].written_at[row * t->views[view].cols + col], s);
    size_t nreads;
    const uint32_t *reads = gr_trace_step_reads(t, s, &nreads);
    for (size_t k = 0; k < nreads; k++) {
      int rvw;
      uint32_t rr, rc;
      assert_true(gr_trace_locate(t, reads[k], &rvw, &rr, &rc));
      uint32_t w = t->views[rvw].written_at[rr * t->views[rvw].cols + rc];
      if (rvw != 0) assert_true(w < s); /* piles are input, never written */
    }
    uint8_t rule = t->step_rule[s];
    if (view == 1 || view == 2) {
      if (row == col) {
        assert_int_equal(rule, RULE_BASE);
        assert_int_equal(nreads, 1);
        assert_int_equal(reads[0], gr_trace_cell_id(t, 0, 0, row)); /* a[i] */
        continue;
      }
      assert_int_equal(nreads, 3);
      bool right = view == 2;
      u128 L = right ? ref.left[(row + 1) * n + col] : ref.left[row * n + col - 1];
      u128 R = right ? ref.right[(row + 1) * n + col] : ref.right[row * n + col - 1];
      u128 X = right ? p->v[row] : p->v[col];
      int c = right ? left_case(R, L, X) : left_case(L, R, X);
      assert_int_equal(rule, (right ? RULE_RIGHT : 0) + c);
      /* the reads are exactly L, R and X */
      assert_int_equal(reads[0], gr_trace_cell_id(t, 1, right ? row + 1 : row, right ? col : col - 1));
      assert_int_equal(reads[1], gr_trace_cell_id(t, 2, right ? row + 1 : row, right ? col : col - 1));
      assert_int_equal(reads[2], gr_trace_cell_id(t, 0, 0, right ? row : col));
    } else {
      assert_int_equal(view, 3);
      assert_int_equal(s, t->nsteps - 1); /* the answer comes last */
      assert_int_equal(rule, RULE_ANSWER);
      /* it reads a[1] and left[2][n] (only a[1] when there is one pile) */
      assert_int_equal(nreads, n >= 2 ? 2 : 1);
      assert_int_equal(reads[0], gr_trace_cell_id(t, 0, 0, 0));
      if (n >= 2) assert_int_equal(reads[1], gr_trace_cell_id(t, 1, 1, (uint32_t)(n - 1)));
    }
  }
  assert_int_equal(ans->values[0], ref_winner(&ref, p->v) == GR_WINNER_FIRST);
  ref_free(&ref);
}

static void check_explanations(const gr_trace *t) {
  for (size_t s = 0; s < t->nsteps; s++) {
    for (int l = 0; l < GR_NLANG; l++) {
      gr_buf b, name;
      gr_buf_init(&b);
      gr_buf_init(&name);
      gr_trace_explain(t, s, (gr_lang)l, &b);
      assert_true(b.len > 0);
      uint8_t rule = t->step_rule[s];
      if (rule != RULE_ANSWER) {
        gr_trace_cell_name(t, t->step_cell[s], &name);
        assert_contains(b.data, name.data);
        if (rule != RULE_BASE) assert_contains(b.data, gr_rule_name(t, rule, (gr_lang)l));
      }
      gr_buf_free(&b);
      gr_buf_free(&name);
    }
  }
}

static void test_trace(void **state) {
  (void)state;
  for (int round = 0; round < 120; round++) {
    gr_pos p;
    random_position(&p, round < 60 ? 8 : 40);
    gr_job *job = run_trace(&p, 0);
    check_trace(&p, job->trace);
    if (round < 30) check_explanations(job->trace);
    /* the trace's verdict is the verdict job's */
    gr_analysis a;
    gr_analysis_init(&a);
    run_verdict(&p, 0, &a);
    assert_int_equal(job->trace->views[3].values[0], a.winner == GR_WINNER_FIRST);
    /* left[2][n] gives the left winning move, right[1][n-1] the right one */
    size_t n = p.len;
    uint64_t lrest = n >= 2 ? job->trace->views[1].values[1 * n + n - 1] : 0;
    if (lrest < p.v[0]) {
      gr_pos s;
      successor(&p, 0, lrest, &s);
      assert_true(in_list(&a.winning_moves, &s));
      gr_pos_free(&s);
    }
    /* sliced traces record exactly the same steps */
    if (round % 10 == 0) {
      gr_job *sliced = run_trace(&p, 1 + below(5));
      const gr_trace *x = job->trace, *y = sliced->trace;
      assert_int_equal(x->nsteps, y->nsteps);
      assert_memory_equal(x->step_cell, y->step_cell, x->nsteps * sizeof *x->step_cell);
      assert_memory_equal(x->step_rule, y->step_rule, x->nsteps * sizeof *x->step_rule);
      assert_int_equal(x->nreads, y->nreads);
      assert_memory_equal(x->read_start, y->read_start, (x->nsteps + 1) * sizeof *x->read_start);
      assert_memory_equal(x->reads, y->reads, x->nreads * sizeof *x->reads);
      for (size_t v = 0; v < x->nviews; v++) {
        size_t cells = (size_t)x->views[v].rows * x->views[v].cols;
        assert_memory_equal(x->views[v].values, y->views[v].values, cells * sizeof(uint64_t));
      }
      gr_job_free(sliced);
    }
    gr_analysis_free(&a);
    gr_job_free(job);
    gr_pos_free(&p);
  }
}

/* ---- piles near 2^64 - 1 ----------------------------------------------- */

static void test_huge_piles(void **state) {
  (void)state;
  for (int round = 0; round < 160; round++) {
    size_t n = 1 + below(round < 80 ? 8 : 30);
    gr_pos p;
    gr_error err = {0};
    gr_pos_init(&p);
    assert_int_equal(gr_pos_resize(&p, n, &err), 0);
    for (size_t i = 0; i < n; i++) {
      switch (round % 4) {
      case 0: p.v[i] = M; break;                           /* all 2^64 - 1 */
      case 1: p.v[i] = M - below(2); break;                /* M and M - 1 */
      case 2: p.v[i] = M - below(5); break;                /* the top five values */
      default: p.v[i] = below(3) ? M - below(3) : 1 + below(3); break; /* top and bottom mixed */
      }
    }
    gr_analysis a;
    gr_analysis_init(&a);
    if (gr_solve(G, &p, &a, &err) != 0) fail_msg("solve failed: %s", err.message);
    check_against_reference(&p, &a);
    gr_analysis_free(&a);
    check_self_consistent(&p, 12);
    gr_job *job = run_trace(&p, 0);
    check_trace(&p, job->trace); /* includes: every value <= the largest pile */
    gr_job_free(job);
    gr_pos_free(&p);
  }
  /* random mixtures of every size, longer positions */
  for (int round = 0; round < 60; round++) {
    gr_pos p;
    random_position(&p, 60);
    check_self_consistent(&p, 8);
    gr_pos_free(&p);
  }
}

/* ---- limits ------------------------------------------------------------ */

static void test_limits(void **state) {
  (void)state;
  gr_error err = {0};
  size_t n = LR_MAX_PILES_SOLVE;
  uint64_t *a = malloc((n + 1) * sizeof *a);
  assert_non_null(a);
  /* small piles make every case of the recurrence occur often */
  for (size_t i = 0; i <= n; i++) a[i] = i % 3 == 0 ? 1 + below(5) : random_pile();
  gr_pos p = {.len = n, .v = a};
  gr_analysis r;
  gr_analysis_init(&r);
  run_verdict(&p, 0, &r);
  assert_int_equal(r.winner, rolling_winner(a, n));
  /* the same via lr_solve_piles, in slices */
  gr_job *job = NULL;
  assert_int_equal(lr_solve_piles(a, n, &job, &err), 0);
  int rc;
  while ((rc = gr_job_run(job, 12345678, &err)) == 0) {
  }
  assert_int_equal(rc, 1);
  assert_int_equal(job->analysis.winner, r.winner);
  gr_job_free(job);
  gr_analysis_free(&r);
  /* one pile more is refused with the limit named */
  assert_int_equal(lr_solve_piles(a, n + 1, &job, &err), -1);
  assert_null(job);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_contains(err.message, "20001");
  assert_contains(err.message, "20000");
  gr_error_clear(&err);
  /* the trace: 1,000 piles work, 1,001 do not */
  p.len = LR_MAX_PILES_TRACE + 1;
  assert_int_equal(G->trace_start(&p, &job, &err), -1);
  assert_null(job);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_contains(err.message, "1001");
  assert_contains(err.message, "1000");
  gr_error_clear(&err);
  p.len = LR_MAX_PILES_TRACE;
  job = run_trace(&p, 100000);
  ref_tables ref;
  ref_compute(&ref, a, p.len);
  size_t m = p.len;
  for (size_t c = 0; c < m * m; c++) {
    if (c % m < c / m) continue;
    assert_true((u128)job->trace->views[1].values[c] == ref.left[c]);
    assert_true((u128)job->trace->views[2].values[c] == ref.right[c]);
  }
  assert_int_equal(job->trace->views[3].values[0], ref_winner(&ref, a) == GR_WINNER_FIRST);
  ref_free(&ref);
  gr_job_free(job);
  gr_analysis_init(&r);
  run_verdict(&p, 0, &r);
  assert_int_equal(r.winner, rolling_winner(a, m));
  gr_analysis_free(&r);
  /* no piles: nothing to solve */
  gr_pos empty;
  gr_pos_init(&empty);
  assert_int_equal(G->solve_start(&empty, &job, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
  gr_error_clear(&err);
  assert_int_equal(G->trace_start(&empty, &job, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
  gr_error_clear(&err);
  gr_analysis_init(&r);
  assert_int_equal(gr_solve(G, &empty, &r, &err), -1);
  gr_analysis_free(&r);
  free(a);
}

/* ---- move descriptions ------------------------------------------------- */

static void check_describe(const gr_pos *p) {
  size_t n = p->len;
  for (int end = 0; end < (n == 1 ? 1 : 2); end++) {
    uint64_t before = p->v[end == 0 ? 0 : n - 1];
    for (uint64_t keep = 0; keep < before; keep++) {
      gr_pos to;
      successor(p, end, keep, &to);
      char want[160], want_zh[160];
      const char *side = n == 1 ? "the only pile" : end == 0 ? "the leftmost pile" : "the rightmost pile";
      snprintf(want, sizeof want, "%s: %" PRIu64 " -> %" PRIu64 " (take %" PRIu64 ")", side, before, keep,
               before - keep);
      snprintf(want_zh, sizeof want_zh, "%s:%" PRIu64 " → %" PRIu64 "(取走 %" PRIu64 " 颗)",
               n == 1 ? "唯一的一堆" : end == 0 ? "最左边一堆" : "最右边一堆", before, keep, before - keep);
      gr_buf en, zh;
      gr_buf_init(&en);
      gr_buf_init(&zh);
      G->describe_move(p, &to, GR_EN, &en);
      G->describe_move(p, &to, GR_ZH, &zh);
      /* emptying either end of all-equal piles is one position: either end is right */
      bool ambiguous = false;
      if (keep == 0 && n >= 2) {
        gr_pos other;
        successor(p, 1 - end, 0, &other);
        ambiguous = gr_pos_equal(&to, &other);
        gr_pos_free(&other);
      }
      if (!ambiguous) {
        assert_string_equal(en.data, want);
        assert_string_equal(zh.data, want_zh);
      } else {
        assert_contains(en.data, ": " );
        assert_true(strstr(en.data, "the leftmost pile") || strstr(en.data, "the rightmost pile"));
      }
      gr_buf_free(&en);
      gr_buf_free(&zh);
      gr_pos_free(&to);
    }
  }
}

static void test_describe_move(void **state) {
  (void)state;
  for_each_small(4, 4, check_describe);
  /* huge piles: the numbers are written exactly */
  gr_pos p, to;
  set_pos(&p, 2, (uint64_t[]){M, 7});
  successor(&p, 0, 1, &to);
  gr_buf b;
  gr_buf_init(&b);
  G->describe_move(&p, &to, GR_EN, &b);
  assert_string_equal(b.data, "the leftmost pile: 18446744073709551615 -> 1 (take 18446744073709551614)");
  gr_buf_free(&b);
  gr_pos_free(&to);
  gr_pos_free(&p);
}

/* describe_move is reachable from JavaScript (gw_describe_move) with any two
 * positions, so a `to` that is no move from `from` must not make it read
 * outside either array.  `from` sits at the very end of a page followed by
 * an inaccessible one, in a child process so that a crash fails only this
 * test (with or without ASan). */
static void test_describe_move_not_a_move(void **state) {
  (void)state;
  static const size_t to_lens[] = {4, 3, 2, 1};
  for (size_t k = 0; k < sizeof to_lens / sizeof to_lens[0]; k++) {
    fflush(stdout);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
      signal(SIGSEGV, SIG_DFL);
      signal(SIGBUS, SIG_DFL);
      long page = sysconf(_SC_PAGESIZE);
      char *mem = mmap(NULL, 2 * (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (mem == MAP_FAILED || mprotect(mem + page, (size_t)page, PROT_NONE) != 0) _exit(3);
      uint64_t *fv = (uint64_t *)(void *)(mem + page) - 2;
      fv[0] = 1;
      fv[1] = 2;
      gr_pos from = {.len = 2, .v = fv};
      uint64_t tv[4] = {5, 6, 7, 8};
      gr_pos to = {.len = to_lens[k], .v = tv};
      gr_buf b;
      gr_buf_init(&b);
      G->describe_move(&from, &to, GR_EN, &b);
      G->describe_move(&from, &to, GR_ZH, &b);
      gr_buf_free(&b);
      _exit(0);
    }
    int st = 0;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
      fail_msg("describe_move('1 2' -> a position of %zu piles that is no move) %s %d", to_lens[k],
               WIFSIGNALED(st) ? "died of signal" : "exited with", WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
  }
}

/* ---- playing by action, the board, the small positions ------------------ */

static void expect_play(const gr_pos *p, const char *action, const gr_pos *want) {
  gr_error err = {0};
  gr_pos got;
  gr_pos_init(&got);
  if (G->play(p, action, &got, &err) != 0) fail_msg("'%s' was refused: %s", action, err.message);
  assert_true(gr_pos_equal(&got, want));
  gr_pos_free(&got);
}

static void expect_play_error(const gr_pos *p, const char *action, gr_status status, const char *fragment) {
  gr_error err = {0};
  gr_pos got;
  gr_pos_init(&got);
  if (G->play(p, action, &got, &err) == 0) fail_msg("'%s' was accepted", action);
  assert_int_equal(err.status, status);
  assert_contains(err.message, fragment);
  assert_int_equal(got.len, 0);
}

static void check_play(const gr_pos *p) {
  size_t n = p->len;
  for (int end = 0; end < (n == 1 ? 1 : 2); end++) {
    size_t pile = end == 0 ? 1 : n;
    uint64_t stones = p->v[pile - 1];
    for (uint64_t take = 1; take <= stones; take++) {
      gr_pos want;
      successor(p, end, stones - take, &want);
      char action[64];
      snprintf(action, sizeof action, "take %zu %" PRIu64, pile, take);
      expect_play(p, action, &want);
      snprintf(action, sizeof action, "  take\t%zu,%" PRIu64 " ", pile, take);
      expect_play(p, action, &want);
      gr_pos_free(&want);
    }
    char action[64];
    snprintf(action, sizeof action, "take %zu %" PRIu64, pile, stones + 1);
    expect_play_error(p, action, GR_ERANGE, "take between 1 and");
    snprintf(action, sizeof action, "take %zu 0", pile);
    expect_play_error(p, action, GR_ERANGE, "take between 1 and");
  }
  for (size_t mid = 2; mid < n; mid++) {
    char action[64];
    snprintf(action, sizeof action, "take %zu 1", mid);
    expect_play_error(p, action, GR_ERANGE, "not at an end");
  }
}

static void test_play(void **state) {
  (void)state;
  for_each_small(4, 4, check_play);
  gr_pos p;
  set_pos(&p, 3, (uint64_t[]){4, 5, 6});
  expect_play_error(&p, "take 0 1", GR_ERANGE, "pile 0 is not at an end: take from pile 1 or pile 3");
  expect_play_error(&p, "take 4 1", GR_ERANGE, "pile 4 is not at an end");
  expect_play_error(&p, "take 1 5", GR_ERANGE, "pile 1 holds 4 stones: take between 1 and 4");
  expect_play_error(&p, "take", GR_ESYNTAX, "take PILE COUNT");
  expect_play_error(&p, "take 1", GR_ESYNTAX, "take PILE COUNT");
  expect_play_error(&p, "takes 1 1", GR_ESYNTAX, "take PILE COUNT");
  expect_play_error(&p, "give 1 1", GR_ESYNTAX, "take PILE COUNT");
  expect_play_error(&p, "", GR_ESYNTAX, "take PILE COUNT");
  expect_play_error(&p, "take x 1", GR_ESYNTAX, "x");
  expect_play_error(&p, "take 1 -1", GR_ERANGE, "negative");
  expect_play_error(&p, "take 1 2 3", GR_ELIMIT, "2");
  expect_play_error(&p, "take 1 18446744073709551616", GR_ERANGE, "64-bit");
  gr_pos_free(&p);
  set_pos(&p, 1, (uint64_t[]){M});
  gr_pos empty;
  gr_pos_init(&empty);
  expect_play(&p, "take 1 18446744073709551615", &empty);
  expect_play_error(&p, "take 2 1", GR_ERANGE, "there is only pile 1");
  gr_pos_free(&p);
  expect_play_error(&empty, "take 1 1", GR_ESTATE, "game is over");
  assert_non_null(gr_game_text(G, GR_EN, GR_TEXT_PLAY_SYNTAX));
  assert_contains(gr_game_text(G, GR_EN, GR_TEXT_PLAY_SYNTAX), "take PILE COUNT");
  assert_contains(gr_game_text(G, GR_ZH, GR_TEXT_PLAY_SYNTAX), "take");
}

static void test_board(void **state) {
  (void)state;
  gr_pos p;
  set_pos(&p, 3, (uint64_t[]){3, 1, M});
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  G->board(&p, &j);
  /* piles as strings: JavaScript numbers are not exact past 2^53 */
  assert_string_equal(b.data, "{\"kind\":\"piles\",\"piles\":[\"3\",\"1\",\"18446744073709551615\"],"
                              "\"playable\":[true,false,true],\"actions\":[{\"verb\":\"take\",\"args\":[\"pile\",\"count\"]}]}");
  gr_pos_free(&p);
  set_pos(&p, 1, (uint64_t[]){9});
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  G->board(&p, &j);
  assert_contains(b.data, "\"piles\":[\"9\"],\"playable\":[true]");
  gr_pos_free(&p);
  /* every pile but the two ends is not playable */
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(gr_pos_resize(&p, 50, &err), 0);
  for (size_t i = 0; i < 50; i++) p.v[i] = i + 1;
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  G->board(&p, &j);
  gr_buf want;
  gr_buf_init(&want);
  gr_buf_puts(&want, "\"playable\":[true");
  for (size_t i = 1; i < 49; i++) gr_buf_puts(&want, ",false");
  gr_buf_puts(&want, ",true]");
  assert_contains(b.data, want.data);
  gr_buf_free(&want);
  gr_buf_free(&b);
  gr_pos_free(&p);
}

typedef struct visit_ctx {
  uint64_t count, stop_at;
  uint64_t *hashes;
  size_t cap;
} visit_ctx;

static int visit(const gr_pos *p, void *ctx) {
  visit_ctx *c = ctx;
  assert_true(p->len >= 1 && p->len <= G->referee_max_len);
  for (size_t i = 0; i < p->len; i++) assert_true(p->v[i] >= 1 && p->v[i] <= G->referee_max_value);
  if (c->count < c->cap) c->hashes[c->count] = gr_pos_hash(p);
  c->count++;
  return c->count == c->stop_at ? 42 : 0;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static void test_enumerate_small(void **state) {
  (void)state;
  uint64_t want = 0, power = 1;
  for (size_t n = 1; n <= G->referee_max_len; n++) want += power *= G->referee_max_value;
  visit_ctx c = {.cap = (size_t)want};
  c.hashes = malloc(c.cap * sizeof *c.hashes);
  assert_non_null(c.hashes);
  assert_int_equal(G->enumerate_small(visit, &c), 0);
  /* every position within the bounds, each once */
  assert_int_equal(c.count, want);
  qsort(c.hashes, c.cap, sizeof *c.hashes, cmp_u64);
  for (size_t i = 1; i < c.cap; i++) assert_true(c.hashes[i] != c.hashes[i - 1]);
  free(c.hashes);
  /* a non-zero answer stops the walk and is passed on */
  visit_ctx stop = {.stop_at = 10};
  assert_int_equal(G->enumerate_small(visit, &stop), 42);
  assert_int_equal(stop.count, 10);
}

/* An even row that reads the same both ways is lost for the first player:
 * the second mirrors every move on the other end (a theorem, not the DP). */
static void test_mirror_positions(void **state) {
  (void)state;
  for (int round = 0; round < 300; round++) {
    size_t half = 1 + below(round < 200 ? 6 : 100);
    gr_pos p;
    gr_error err = {0};
    gr_pos_init(&p);
    assert_int_equal(gr_pos_resize(&p, 2 * half, &err), 0);
    for (size_t i = 0; i < half; i++) p.v[i] = p.v[2 * half - 1 - i] = random_pile();
    if (!is_lost(&p)) {
      gr_buf b;
      gr_buf_init(&b);
      pos_text(&p, &b);
      fail_msg("the mirror position '%.300s' is called a first-player win", b.data);
    }
    gr_pos_free(&p);
  }
}

/* ---- the computer's move ----------------------------------------------- */

static void check_computer_move(const gr_pos *p) {
  gr_error err = {0};
  gr_pos next;
  gr_pos_init(&next);
  bool winning = false;
  assert_int_equal(gr_computer_move(G, p, &next, &winning, &err), 0);
  gr_pos_list succ;
  gr_pos_list_init(&succ);
  expected_successors(p, &succ);
  assert_true(in_list(&succ, &next)); /* a legal move */
  gr_pos_list_free(&succ);
  assert_int_equal(winning, !is_lost(p));
  if (winning) {
    assert_true(is_lost(&next));
  } else {
    /* the stalling move: one stone from the larger end pile */
    size_t n = p->len, end = p->v[n - 1] > p->v[0] ? n - 1 : 0;
    gr_pos want;
    successor(p, end == 0 ? 0 : 1, p->v[end] - 1, &want);
    assert_true(gr_pos_equal(&next, &want));
    gr_pos_free(&want);
  }
  gr_pos_free(&next);
}

static void test_computer_move(void **state) {
  (void)state;
  for_each_small(4, 4, check_computer_move);
  gr_error err = {0};
  gr_pos empty, next;
  gr_pos_init(&empty);
  gr_pos_init(&next);
  bool winning;
  assert_int_equal(gr_computer_move(G, &empty, &next, &winning, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
  gr_error_clear(&err);
  assert_int_equal(G->stall_move(&empty, &next, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
}

static int setup(void **state) {
  (void)state;
  G = gr_game_find("lr");
  return G ? 0 : -1;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_parse_errors),
      cmocka_unit_test(test_format_roundtrip),
      cmocka_unit_test(test_moves),
      cmocka_unit_test(test_moves_distinct),
      cmocka_unit_test(test_winning_moves_distinct),
      cmocka_unit_test(test_rules),
      cmocka_unit_test(test_verdict_budgets),
      cmocka_unit_test(test_sample),
      cmocka_unit_test(test_trace),
      cmocka_unit_test(test_huge_piles),
      cmocka_unit_test(test_limits),
      cmocka_unit_test(test_computer_move),
      cmocka_unit_test(test_play),
      cmocka_unit_test(test_board),
      cmocka_unit_test(test_enumerate_small),
      cmocka_unit_test(test_mirror_positions),
      cmocka_unit_test(test_describe_move),
      cmocka_unit_test(test_describe_move_not_a_move),
  };
  return cmocka_run_group_tests(tests, setup, NULL);
}
