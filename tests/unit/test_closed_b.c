/*
 * test_closed_b.c — unit tests of the games circle, redistribute, ring and
 * leftmost: parser errors and their messages, canonical text and its round
 * trip, values at the 64-bit edges, the verdict under tiny budgets, the
 * trace against the verdict, moves (no duplicates, limits), the winning
 * moves against the definition (a winning move leaves a lost position),
 * the cut of astronomically long lists, the computer's mirror play, play
 * actions and boards.  The exhaustive theory-against-search comparison on
 * every small position is test_verify; here the referee is also run on
 * random positions just past those bounds, and circle's Grundy table on
 * long rows is checked against a plain mex written here.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/circle.h"
#include "games/leftmost.h"
#include "games/redistribute.h"
#include "games/ring.h"
#include "grundy.h"

#define M UINT64_MAX
#define MS "18446744073709551615"

static uint64_t rng_state = 0x243f6a8885a308d3u;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}
static uint64_t below(uint64_t n) { return rnd() % n; }

#define assert_contains(haystack, needle)                                                     \
  do {                                                                                        \
    const char *h_ = (haystack), *n_ = (needle);                                              \
    if (h_ == NULL || strstr(h_, n_) == NULL)                                                 \
      fail_msg("expected \"%s\" to contain \"%s\"", h_ ? h_ : "(null)", n_);                  \
  } while (0)

/* ---- helpers ----------------------------------------------------------- */

static void parse(const gr_game *g, const char *text, gr_pos *p) {
  gr_error err = {0};
  gr_pos_init(p);
  if (gr_game_parse(g, text, p, &err) != 0) fail_msg("%s: '%s' does not parse: %s", g->id, text, err.message);
}

static char *fmt(const gr_game *g, const gr_pos *p) {
  gr_buf b;
  gr_buf_init(&b);
  g->format(p, &b);
  gr_buf_puts(&b, "");
  return gr_buf_take(&b);
}

/* Parses, checks the canonical text, and that it parses back the same. */
static void expect_canonical(const gr_game *g, const char *text, const char *canonical) {
  gr_pos p, q;
  parse(g, text, &p);
  char *s = fmt(g, &p);
  assert_string_equal(s, canonical);
  parse(g, s, &q);
  assert_true(gr_pos_equal(&p, &q));
  free(s);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static void expect_parse_error(const gr_game *g, const char *text, gr_status status, const char *fragment) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  if (gr_game_parse(g, text, &p, &err) == 0) fail_msg("%s: '%s' parsed, expected an error", g->id, text);
  assert_int_equal(err.status, status);
  assert_contains(err.message, fragment);
  assert_int_equal(p.len, 0);
}

/* The verdict with a given budget per call. */
static void solve_budget(const gr_game *g, const gr_pos *p, uint64_t budget, gr_analysis *out) {
  gr_error err = {0};
  gr_job *job = NULL;
  if (g->solve_start(p, &job, &err) != 0) fail_msg("%s: %s", g->id, err.message);
  int r;
  size_t calls = 0;
  while ((r = gr_job_run(job, budget, &err)) == 0) {
    assert_true(job->done <= job->total);
    assert_true(++calls < 100000000);
  }
  if (r < 0) fail_msg("%s: %s", g->id, err.message);
  gr_analysis_init(out);
  *out = job->analysis;
  gr_analysis_init(&job->analysis);
  gr_job_free(job);
}

static void solve_text(const gr_game *g, const char *text, gr_analysis *a) {
  gr_pos p;
  parse(g, text, &p);
  gr_error err = {0};
  gr_analysis_init(a);
  if (gr_solve(g, &p, a, &err) != 0) fail_msg("%s: %s: %s", g->id, text, err.message);
  gr_pos_free(&p);
}

static void expect_solve_error(const gr_game *g, const char *text, gr_status status, const char *fragment) {
  gr_pos p;
  parse(g, text, &p);
  gr_error err = {0};
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(g, &p, &a, &err), -1);
  assert_int_equal(err.status, status);
  assert_contains(err.message, fragment);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

static bool first_wins(const gr_game *g, const gr_pos *p) {
  if (g->is_terminal(p)) return false;
  gr_analysis a;
  gr_error err = {0};
  gr_analysis_init(&a);
  if (gr_solve(g, p, &a, &err) != 0) fail_msg("%s: %s", g->id, err.message);
  bool w = a.winner == GR_WINNER_FIRST;
  gr_analysis_free(&a);
  return w;
}

/* The winning moves: distinct, legal, each leaving a lost position; when
 * the list is complete, every legal move to a lost position is in it. */
static void check_winning_moves(const gr_game *g, const gr_pos *p, bool check_complete) {
  gr_analysis a;
  gr_error err = {0};
  gr_analysis_init(&a);
  if (gr_solve(g, p, &a, &err) != 0) fail_msg("%s: %s", g->id, err.message);
  assert_int_equal(a.winner == GR_WINNER_FIRST, a.winning_moves.count > 0);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  bool listable = g->moves(p, 200000, &moves, &err) == 0;
  for (size_t i = 0; i < a.winning_moves.count; i++) {
    const gr_pos *m = &a.winning_moves.items[i];
    assert_false(first_wins(g, m));
    for (size_t k = 0; k < i; k++) assert_false(gr_pos_equal(m, &a.winning_moves.items[k]));
    if (listable) {
      bool legal = false;
      for (size_t k = 0; k < moves.count && !legal; k++) legal = gr_pos_equal(m, &moves.items[k]);
      assert_true(legal);
    }
  }
  if (listable && check_complete && !a.winning_moves_cut) {
    size_t lost = 0;
    for (size_t k = 0; k < moves.count; k++) lost += !first_wins(g, &moves.items[k]);
    assert_int_equal(lost, a.winning_moves.count);
  }
  gr_pos_list_free(&moves);
  gr_analysis_free(&a);
}

/* Runs the trace with a small budget; its answer cell is the verdict, and
 * every step explains itself in both languages. */
static void check_trace(const gr_game *g, const char *text) {
  gr_pos p;
  parse(g, text, &p);
  gr_error err = {0};
  gr_job *job = NULL;
  if (g->trace_start(&p, &job, &err) != 0) fail_msg("%s: %s: %s", g->id, text, err.message);
  int r;
  while ((r = gr_job_run(job, 3, &err)) == 0) {
  }
  assert_int_equal(r, 1);
  const gr_trace *t = job->trace;
  int answer = -1;
  for (size_t v = 0; v < t->nviews; v++)
    if (strcmp(t->views[v].name, "first_player_wins") == 0) answer = (int)v;
  assert_true(answer >= 0);
  assert_int_not_equal(t->views[answer].written_at[0], GR_NONE);
  assert_int_equal(t->views[answer].values[0] != 0, first_wins(g, &p));
  assert_true(t->nsteps <= t->cap);
  gr_buf b;
  gr_buf_init(&b);
  for (size_t s = 0; s < t->nsteps; s++) {
    assert_true(t->step_rule[s] < t->nrules);
    for (int lang = 0; lang < GR_NLANG; lang++) {
      gr_buf_reset(&b);
      gr_trace_explain(t, s, (gr_lang)lang, &b);
      assert_true(b.len > 5);
    }
  }
  gr_buf_free(&b);
  gr_job_free(job);
  gr_pos_free(&p);
}

static char *board(const gr_game *g, const char *text) {
  gr_pos p;
  parse(g, text, &p);
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  g->board(&p, &j);
  gr_pos_free(&p);
  return gr_buf_take(&b);
}

static void expect_play(const gr_game *g, const char *text, const char *action, const char *want) {
  gr_pos p, q;
  parse(g, text, &p);
  gr_pos_init(&q);
  gr_error err = {0};
  if (g->play(&p, action, &q, &err) != 0) fail_msg("%s: %s: '%s': %s", g->id, text, action, err.message);
  char *s = fmt(g, &q);
  assert_string_equal(s, want);
  /* a played move is a legal move */
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (g->moves(&p, 100000, &moves, &err) == 0) {
    bool legal = false;
    for (size_t k = 0; k < moves.count && !legal; k++) legal = gr_pos_equal(&q, &moves.items[k]);
    assert_true(legal);
  }
  gr_pos_list_free(&moves);
  free(s);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static void expect_play_error(const gr_game *g, const char *text, const char *action, const char *fragment) {
  gr_pos p, q;
  parse(g, text, &p);
  gr_pos_init(&q);
  gr_error err = {0};
  assert_int_equal(g->play(&p, action, &q, &err), -1);
  assert_contains(err.message, fragment);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static char *describe(const gr_game *g, const char *from, const char *to, gr_lang lang) {
  gr_pos p, q;
  parse(g, from, &p);
  parse(g, to, &q);
  gr_buf b;
  gr_buf_init(&b);
  g->describe_move(&p, &q, lang, &b);
  gr_buf_puts(&b, "");
  gr_pos_free(&p);
  gr_pos_free(&q);
  return gr_buf_take(&b);
}

/* The winner by exhaustive search (the referee) against the theory. */
static void referee_agrees(gr_referee *r, const gr_game *g, const gr_pos *p) {
  gr_error err = {0};
  uint64_t v;
  if (gr_referee_grundy(r, p, &v, &err) != 0) fail_msg("%s: %s", g->id, err.message);
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, p, &a, &err) != 0) fail_msg("%s: %s", g->id, err.message);
  if ((v != 0) != (a.winner == GR_WINNER_FIRST) || (a.has_grundy && a.grundy != v)) {
    char *s = fmt(g, p);
    fail_msg("%s: %s: search %llu, theory %s %llu", g->id, s, (unsigned long long)v,
             a.winner == GR_WINNER_FIRST ? "first" : "second", (unsigned long long)a.grundy);
  }
  gr_analysis_free(&a);
}

/* ---- circle --------------------------------------------------------------- */

static void test_circle_parse(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  expect_canonical(g, "7 2", "7 2");
  expect_canonical(g, " 7,  2\n", "7 2");
  expect_canonical(g, MS " " MS, MS " " MS);
  expect_canonical(g, "arcs 3,5 k=2", "arcs 3,5 k=2");
  expect_canonical(g, "arcs 3 5 k=2", "arcs 3,5 k=2");
  expect_canonical(g, "arcs none k=2", "arcs none k=2");
  expect_canonical(g, "arcs 18446744073709551614 k=" MS, "arcs 18446744073709551614 k=" MS);
  expect_parse_error(g, "", GR_ESYNTAX, "no position given");
  expect_parse_error(g, "7", GR_ESYNTAX, "k is missing");
  expect_parse_error(g, "0 2", GR_ERANGE, "n = 0");
  expect_parse_error(g, "7 0", GR_ERANGE, "k = 0");
  expect_parse_error(g, "7 2 3", GR_ESYNTAX, "unexpected '3'");
  expect_parse_error(g, "7 2x", GR_ESYNTAX, "'2x'");
  expect_parse_error(g, "18446744073709551616 2", GR_ERANGE, "past the 64-bit limit");
  expect_parse_error(g, "7 -2", GR_ERANGE, "negative");
  expect_parse_error(g, "arcs 3,5", GR_ESYNTAX, "need their k");
  expect_parse_error(g, "arcs 3,0 k=2", GR_ERANGE, "arc 2 is 0");
  expect_parse_error(g, "arcs 3,x k=2", GR_ESYNTAX, "arc 2 at line 1, column 8 is 'x'");
  expect_parse_error(g, "arcs k=2", GR_ESYNTAX, "no arcs given");
  expect_parse_error(g, "arcs none 3 k=2", GR_ESYNTAX, "'none' stands alone");
  expect_parse_error(g, "arcs 3 k=0", GR_ERANGE, "k = 0");
  expect_parse_error(g, "arcs 3 k=", GR_ESYNTAX, "k was expected");
  expect_parse_error(g, "arcs 3 k=2 junk", GR_ESYNTAX, "unexpected 'junk' at line 1, column 12 after k");
  expect_parse_error(g, "arcs 3 k=18446744073709551616", GR_ERANGE, "past the 64-bit limit");
  expect_parse_error(g, "arcs " MS ",1 k=2", GR_ERANGE, "more coins than a circle");
  expect_parse_error(g, "arcs 18446744073709551614,1 k=2", GR_ERANGE, "more coins than a circle");
}

static void test_circle_whole(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  gr_analysis a;
  /* n <= k: take all */
  solve_text(g, MS " " MS, &a);
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  assert_true(a.has_grundy && a.grundy == M);
  assert_int_equal(a.winning_moves.count, 1);
  char *s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "arcs none k=" MS);
  free(s);
  gr_analysis_free(&a);
  /* k = 1: parity */
  solve_text(g, MS " 1", &a);
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  assert_true(a.grundy == 1);
  s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "arcs 18446744073709551614 k=1");
  free(s);
  gr_analysis_free(&a);
  solve_text(g, "18446744073709551614 1", &a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  gr_analysis_free(&a);
  /* k >= 2, n > k: the second player */
  solve_text(g, MS " 18446744073709551614", &a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  assert_true(a.has_grundy && a.grundy == 0 && a.winning_moves.count == 0);
  gr_analysis_free(&a);
  for (uint64_t n = 1; n <= 40; n++)
    for (uint64_t k = 1; k <= 42; k++)
      assert_int_equal(circle_first_wins(n, k), n <= k || (k == 1 && n % 2 == 1));
  /* POJ 2484's three samples */
  assert_true(circle_first_wins(1, 2) && circle_first_wins(2, 2) && !circle_first_wins(3, 2));
}

/* A plain mex DP of the row game, O(k L^2). */
static uint64_t *naive_rows(uint64_t k, size_t n) {
  uint64_t *G = calloc(n, sizeof *G);
  unsigned char *seen = malloc(4 * n + 8);
  for (size_t L = 1; L < n; L++) {
    memset(seen, 0, 4 * n + 8);
    for (uint64_t t = 1; t <= k && t <= L; t++)
      for (size_t a = 0; a + a <= L - t; a++) seen[G[a] ^ G[L - t - a]] = 1;
    uint64_t m = 0;
    while (seen[m]) m++;
    G[L] = m;
  }
  free(seen);
  return G;
}

static void test_circle_rows(void **state) {
  (void)state;
  gr_error err = {0};
  uint64_t v;
  /* Kayles (k = 2): the known start 0 1 2 3 1 4 3 2 1 4 2 6 */
  static const uint64_t kayles[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
  for (uint64_t L = 0; L < 12; L++) {
    assert_int_equal(circle_row_grundy(2, L, &v, &err), 0);
    assert_int_equal(v, kayles[L]);
  }
  /* the sliding window against the plain mex, every k up to 12 */
  for (uint64_t k = 1; k <= 12; k++) {
    uint64_t *G = naive_rows(k, 160);
    for (uint64_t L = 0; L < 160; L += 1 + L / 40) {
      assert_int_equal(circle_row_grundy(k, L, &v, &err), 0);
      assert_int_equal(v, G[L]);
    }
    free(G);
  }
  /* past the table: the proven period against the plain mex (k = 2, 6) */
  for (uint64_t k = 2; k <= 6; k += 4) {
    size_t n = CIRCLE_TABLE + 300;
    uint64_t *G = naive_rows(k, n);
    for (uint64_t L = CIRCLE_TABLE - 5; L < n; L += 7) {
      assert_int_equal(circle_row_grundy(k, L, &v, &err), 0);
      assert_int_equal(v, G[L]);
    }
    /* Kayles is 12-periodic from 71 */
    for (uint64_t L = M - 30; L != 0 && L <= M - 1; L += 5) {
      assert_int_equal(circle_row_grundy(k, L, &v, &err), 0);
      if (k == 2) assert_int_equal(v, G[72 + (L - 72) % 12]);
    }
    free(G);
  }
  /* rows up to k are L itself, however long */
  assert_int_equal(circle_row_grundy(M, M - 1, &v, &err), 0);
  assert_true(v == M - 1);
  /* k = 3 shows no period in the table: refused */
  assert_int_equal(circle_row_grundy(3, CIRCLE_TABLE + 1, &v, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_contains(err.message, "no provable period");
  gr_error_clear(&err);
  assert_int_equal(circle_row_grundy(3, CIRCLE_TABLE - 1, &v, &err), 0);
}

static void test_circle_verdicts(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  gr_error err = {0};
  gr_referee *r = gr_referee_new(g, &err);
  /* random arcs a little past the referee's bounds */
  for (int i = 0; i < 120; i++) {
    gr_pos p;
    gr_pos_init(&p);
    size_t m = 1 + below(3);
    assert_int_equal(gr_pos_resize(&p, m + 2, &err), 0);
    p.v[0] = 1 + below(4);
    p.v[1] = 1;
    for (size_t j = 0; j < m; j++) p.v[2 + j] = 1 + below(8);
    referee_agrees(r, g, &p);
    check_winning_moves(g, &p, true);
    gr_pos_free(&p);
  }
  gr_referee_free(r);
  /* budgets of 1 give the same result as one call */
  const char *cases[] = {"arcs 30,17,9 k=2", "arcs 40,3 k=5", "arcs 100 k=3", "arcs 9000 k=2", "arcs 1,2,3 k=1"};
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
    gr_pos p;
    parse(g, cases[c], &p);
    gr_analysis a, b;
    solve_budget(g, &p, 1, &a);
    solve_budget(g, &p, M / 4, &b);
    assert_int_equal(a.winner, b.winner);
    assert_true(a.grundy == b.grundy);
    assert_int_equal(a.winning_moves.count, b.winning_moves.count);
    for (size_t i = 0; i < a.winning_moves.count; i++)
      assert_true(gr_pos_equal(&a.winning_moves.items[i], &b.winning_moves.items[i]));
    gr_analysis_free(&a);
    gr_analysis_free(&b);
    gr_pos_free(&p);
  }
  expect_solve_error(g, "arcs 8192 k=3", GR_ELIMIT, "arc of 8192 coins with k = 3");
  expect_solve_error(g, "arcs 10001 k=10000", GR_ELIMIT, "with k = 10000");
}

static void test_circle_long_lists(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  gr_analysis a;
  /* a row of 10^5 with k = 10^6: G = L; take all, or the middle (cut) */
  solve_text(g, "arcs 100000 k=1000000", &a);
  assert_true(a.grundy == 100000 && a.winning_moves_cut);
  char *s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "arcs none k=1000000");
  free(s);
  s = fmt(g, &a.winning_moves.items[1]);
  assert_string_equal(s, "arcs 49999,49999 k=1000000");
  free(s);
  gr_analysis_free(&a);
  /* the Nim argument on a row up to k, huge */
  solve_text(g, "arcs 5,1000000000000,7 k=" MS, &a);
  assert_true(a.winning_moves_cut && a.winning_moves.count >= 1);
  assert_true(a.grundy == (5 ^ 1000000000000u ^ 7));
  for (size_t i = 0; i < a.winning_moves.count; i++) assert_false(first_wins(g, &a.winning_moves.items[i]));
  s = fmt(g, &a.winning_moves.items[a.winning_moves.count - 1]);
  assert_string_equal(s, "arcs 5,2,7 k=" MS);
  free(s);
  gr_analysis_free(&a);
  /* Kayles past the table, by the period: the mirror move and a Nim move */
  solve_text(g, "arcs 1000000000000,3 k=2", &a);
  assert_int_equal(a.winner == GR_WINNER_FIRST, a.winning_moves.count > 0);
  for (size_t i = 0; i < a.winning_moves.count; i++) assert_false(first_wins(g, &a.winning_moves.items[i]));
  gr_analysis_free(&a);
  solve_text(g, "arcs 1000000000001 k=2", &a);
  s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "arcs 500000000000,500000000000 k=2");
  free(s);
  gr_analysis_free(&a);
  /* at most CIRCLE_MAX_LISTED listed */
  solve_text(g, "arcs 3000 k=3000", &a);
  assert_true(a.winning_moves.count <= CIRCLE_MAX_LISTED && a.winning_moves_cut);
  gr_analysis_free(&a);
}

static void test_circle_mirror_play(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  gr_error err = {0};
  /* after any first move, the computer answers in the middle */
  for (uint64_t n = 3; n <= 40; n++)
    for (uint64_t k = 2; k < n && k <= 5; k++)
      for (uint64_t t = 1; t <= k; t++) {
        char text[64];
        snprintf(text, sizeof text, "arcs %llu k=%llu", (unsigned long long)(n - t), (unsigned long long)k);
        gr_pos p, q;
        parse(g, text, &p);
        gr_pos_init(&q);
        bool winning;
        assert_int_equal(gr_computer_move(g, &p, &q, &winning, &err), 0);
        assert_true(winning);
        uint64_t r = n - t;
        if (r <= k) {
          assert_int_equal(q.len, 2); /* all of it */
        } else {
          assert_int_equal(q.len, 4);
          assert_true(q.v[2] == q.v[3] && q.v[2] == (r - 1) / 2);
        }
        gr_pos_free(&p);
        gr_pos_free(&q);
      }
  /* then it copies every move on the mirror side */
  const char *games[][3] = {
      {"arcs 6,6 k=2", "take 2 2", "arcs 1,3,3,1 k=2"},
      {"arcs 6,6 k=2", "take 1 1", "arcs 5,5 k=2"},
      {"arcs 4,9,9,4 k=3", "take 7 3", "arcs 4,1,5,5,1,4 k=3"},
  };
  for (size_t c = 0; c < 3; c++) {
    gr_pos p, q, r;
    parse(g, games[c][0], &p);
    gr_pos_init(&q);
    gr_pos_init(&r);
    assert_int_equal(g->play(&p, games[c][1], &q, &err), 0);
    bool winning;
    assert_int_equal(gr_computer_move(g, &q, &r, &winning, &err), 0);
    assert_true(winning);
    char *s = fmt(g, &r);
    assert_string_equal(s, games[c][2]);
    free(s);
    gr_pos_free(&p);
    gr_pos_free(&q);
    gr_pos_free(&r);
  }
}

static void test_circle_moves_trace(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  gr_error err = {0};
  gr_pos p;
  gr_pos_list l;
  /* arcs 2,2: both whole arcs give "arcs 2": listed once */
  parse(g, "arcs 2,2 k=2", &p);
  gr_pos_list_init(&l);
  assert_int_equal(g->moves(&p, 100, &l, &err), 0);
  for (size_t i = 0; i < l.count; i++)
    for (size_t j = 0; j < i; j++) assert_false(gr_pos_equal(&l.items[i], &l.items[j]));
  assert_int_equal(l.count, 3); /* arcs 1,2 / arcs 2 / arcs 2,1 */
  gr_pos_list_free(&l);
  gr_pos_free(&p);
  parse(g, "arcs 1000000 k=1000000", &p);
  gr_pos_list_init(&l);
  assert_int_equal(g->moves(&p, 100000, &l, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_pos_list_free(&l);
  gr_pos_free(&p);
  check_trace(g, "7 2");
  check_trace(g, "8 3");
  check_trace(g, "9 1");
  check_trace(g, "4 9");
  check_trace(g, "200 2");
  check_trace(g, "arcs 4,6 k=2");
  check_trace(g, "arcs 255,3 k=3");
  check_trace(g, "arcs 1000000000,7 k=1000000000");
  check_trace(g, "arcs 3,3 k=1");
  gr_pos_free(&p);
  parse(g, "201 2", &p);
  gr_job *job = NULL;
  gr_error_clear(&err);
  assert_int_equal(g->trace_start(&p, &job, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_pos_free(&p);
  parse(g, "arcs 256 k=3", &p);
  gr_error_clear(&err);
  assert_int_equal(g->trace_start(&p, &job, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_pos_free(&p);
  /* the whole circle's trace shows the mirror pairs after the reply */
  parse(g, "7 2", &p);
  assert_int_equal(g->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_view *mirror = &job->trace->views[1];
  assert_string_equal(mirror->name, "mirror");
  static const uint64_t pairs[7] = {0, 7, 6, 0, 0, 3, 2};
  for (int i = 0; i < 7; i++) assert_true(mirror->values[i] == pairs[i]);
  /* drawn around a circle, the chords joining the pairs */
  assert_int_equal(mirror->kind, GR_VIEW_GRAPH);
  assert_int_equal(mirror->nedges, 2);
  assert_true(mirror->edge_from[0] == 1 && mirror->edge_to[0] == 6 && mirror->edge_from[1] == 2 && mirror->edge_to[1] == 5);
  const gr_view *coins = &job->trace->views[0];
  assert_int_equal(coins->kind, GR_VIEW_GRAPH);
  assert_int_equal(coins->nedges, 7);
  int32_t top = coins->node_x[0];
  for (uint32_t i = 1; i < 7; i++) assert_true(coins->node_y[i] > coins->node_y[0]); /* coin 1 on top */
  assert_true(coins->node_x[1] > top && coins->node_x[6] < top);                      /* then clockwise */
  gr_job_free(job);
  gr_pos_free(&p);
}

static void test_circle_play_board(void **state) {
  (void)state;
  const gr_game *g = &gr_game_circle;
  expect_play(g, "7 2", "take 7 2", "arcs 5 k=2");
  expect_play(g, "7 2", "take 3 1", "arcs 6 k=2");
  expect_play(g, "arcs 3,3 k=2", "take 5 1", "arcs 3,2 k=2");
  expect_play(g, "arcs 3,3 k=2", "take 6 1", "arcs 3,1,1 k=2");
  expect_play(g, "arcs 3,3 k=2", "take 1 2", "arcs 1,3 k=2");
  expect_play(g, "arcs 3,3 k=3", "take 5 3", "arcs 3 k=3");
  expect_play_error(g, "arcs 3,3 k=2", "take 4 1", "place 4 is empty");
  expect_play_error(g, "arcs 3,3 k=2", "take 3 2", "only 1 coins are left in its row");
  expect_play_error(g, "arcs 3,3 k=2", "take 1 3", "a move takes 1 to 2");
  expect_play_error(g, "arcs 3,3 k=2", "take 9 1", "there is no place 9");
  expect_play_error(g, "7 2", "take 8 1", "there is no coin 8");
  expect_play_error(g, "7 2", "grab 1 1", "take COIN COUNT");
  expect_play_error(g, "arcs none k=2", "take 1 1", "game is over");
  char *b = board(g, "arcs 2,2 k=2");
  assert_string_equal(b, "{\"kind\":\"circle\",\"k\":\"2\",\"whole\":false,\"arcs\":[\"2\",\"2\"],"
                         "\"coins\":[true,true,false,true,true,false],\"mirror\":[[0,4],[1,3]],"
                         "\"actions\":[{\"verb\":\"take\",\"args\":[\"coin\",\"count\"]}],"
                         "\"note\":{\"en\":\"A move takes 1 to 2 adjacent coins. The position is symmetric: every "
                         "move can be copied on the mirror side.\",\"zh\":\"每次取走 1 到 2 枚相邻的硬币。局面左右对称:对手怎么取,就在镜像位置照样取。\"}}");
  free(b);
  b = board(g, "arcs 1,4,2,2,4,1 k=2");
  assert_contains(b, "\"mirror\":[[0,18],[2,16],[3,15],[4,14],[5,13],[7,11],[8,10]]");
  free(b);
  b = board(g, "arcs 1,2 k=2");
  assert_true(strstr(b, "mirror") == NULL);
  free(b);
  b = board(g, MS " 3");
  assert_contains(b, "\"coins\":[]");
  assert_contains(b, "\"arcs\":[\"" MS "\"]");
  assert_contains(b, "Too many coins to draw");
  free(b);
  char *d = describe(g, "7 2", "arcs 5 k=2", GR_EN);
  assert_string_equal(d, "take 2 adjacent coins; the circle opens into a row of 5");
  free(d);
  d = describe(g, "arcs 3,8 k=2", "arcs 3,3,3 k=2", GR_EN);
  assert_string_equal(d, "arc 2 (8 coins): take its coins 4-5");
  free(d);
  d = describe(g, "arcs 3,8 k=2", "arcs 3,7 k=2", GR_ZH);
  assert_string_equal(d, "第 2 段(8 枚):取走其中第 8 枚");
  free(d);
  d = describe(g, "arcs 3,8 k=3", "arcs 8 k=3", GR_EN);
  assert_string_equal(d, "arc 1 (3 coins): take all of it");
  free(d);
}

/* ---- redistribute --------------------------------------------------------- */

static void test_redistribute_parse(void **state) {
  (void)state;
  const gr_game *g = &gr_game_redistribute;
  expect_canonical(g, "3 1 2", "1 2 3");
  expect_canonical(g, "9,8 6 2", "2 6 8 9");
  expect_canonical(g, MS, MS);
  expect_canonical(g, "18446744073709551614 1", "1 18446744073709551614");
  expect_parse_error(g, "", GR_ESYNTAX, "no piles given");
  expect_parse_error(g, "3 0 2", GR_ERANGE, "pile 2 is 0");
  expect_parse_error(g, "3 x", GR_ESYNTAX, "pile 2 at line 1, column 3 is 'x'");
  expect_parse_error(g, "18446744073709551616", GR_ERANGE, "past the 64-bit limit");
  expect_parse_error(g, MS " 1", GR_ERANGE, "more than 2^64 - 1 stones");
}

/* Paired: an even number of piles, equal in sorted pairs. */
static bool paired(const gr_pos *p) {
  uint64_t *a = malloc((p->len + 1) * sizeof *a);
  if (p->len) memcpy(a, p->v, p->len * sizeof *a);
  bool r = redistribute_paired(a, p->len);
  free(a);
  return r;
}

static void test_redistribute_verdicts(void **state) {
  (void)state;
  const gr_game *g = &gr_game_redistribute;
  gr_analysis a;
  solve_text(g, "1 1 10", &a);
  assert_int_equal(a.winning_moves.count, 5);
  for (size_t i = 0; i < 5; i++) {
    char *s = fmt(g, &a.winning_moves.items[i]);
    char want[16];
    snprintf(want, sizeof want, "%zu %zu", i + 1, i + 1);
    assert_string_equal(s, want);
    free(s);
  }
  assert_false(a.winning_moves_cut);
  gr_analysis_free(&a);
  solve_text(g, "2 6 8 9", &a);
  assert_int_equal(a.winning_moves.count, 6);
  char *s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "2 2 8 8"); /* the seed's lemma move comes first */
  free(s);
  gr_analysis_free(&a);
  solve_text(g, "5 5 7 7", &a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  assert_int_equal(a.winning_moves.count, 0);
  gr_analysis_free(&a);
  solve_text(g, "7", &a);
  assert_int_equal(a.winning_moves.count, 1);
  assert_int_equal(a.winning_moves.items[0].len, 0);
  gr_analysis_free(&a);
  /* 5 * 10^17 winning moves: the first 1000, cut */
  solve_text(g, "1 1 1000000000000000000", &a);
  assert_int_equal(a.winning_moves.count, REDIS_MAX_LISTED);
  assert_true(a.winning_moves_cut);
  for (size_t i = 0; i < a.winning_moves.count; i++) {
    assert_true(paired(&a.winning_moves.items[i]));
    assert_true(a.winning_moves.items[i].v[0] == i + 1);
  }
  gr_analysis_free(&a);
  /* 64-bit edge: M = 2^64 - 1 stones in all */
  solve_text(g, "1 2 18446744073709551612", &a);
  s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "2 2");
  free(s);
  gr_analysis_free(&a);
  /* the definition, on random positions past the referee's bounds: the
   * listed moves are exactly the legal moves to paired piles */
  gr_error err = {0};
  for (int i = 0; i < 60; i++) {
    gr_pos p;
    gr_pos_init(&p);
    size_t n = 1 + below(5);
    assert_int_equal(gr_pos_resize(&p, n, &err), 0);
    for (size_t j = 0; j < n; j++) p.v[j] = 1 + below(7);
    char *t = fmt(g, &p);
    gr_pos q;
    parse(g, t, &q); /* sorted */
    free(t);
    gr_analysis_init(&a);
    assert_int_equal(gr_solve(g, &q, &a, &err), 0);
    assert_int_equal(a.winner == GR_WINNER_SECOND, paired(&q));
    gr_pos_list l;
    gr_pos_list_init(&l);
    assert_int_equal(g->moves(&q, 1000000, &l, &err), 0);
    size_t wins = 0;
    for (size_t k = 0; k < l.count; k++) {
      if (!paired(&l.items[k])) continue;
      wins++;
      bool listed = false;
      for (size_t w = 0; w < a.winning_moves.count && !listed; w++) listed = gr_pos_equal(&l.items[k], &a.winning_moves.items[w]);
      assert_true(listed);
    }
    assert_int_equal(wins, a.winning_moves.count);
    gr_pos_list_free(&l);
    gr_analysis_free(&a);
    gr_pos_free(&p);
    gr_pos_free(&q);
  }
  /* budgets of 1 */
  gr_pos p;
  parse(g, "1 3 4 6 10 20 40", &p);
  gr_analysis b;
  solve_budget(g, &p, 1, &a);
  solve_budget(g, &p, M / 4, &b);
  assert_int_equal(a.winning_moves.count, b.winning_moves.count);
  for (size_t i = 0; i < a.winning_moves.count; i++) assert_true(gr_pos_equal(&a.winning_moves.items[i], &b.winning_moves.items[i]));
  gr_analysis_free(&a);
  gr_analysis_free(&b);
  gr_pos_free(&p);
}

static void test_redistribute_moves_trace(void **state) {
  (void)state;
  const gr_game *g = &gr_game_redistribute;
  gr_error err = {0};
  gr_pos p;
  gr_pos_list l;
  parse(g, "1 3", &p);
  gr_pos_list_init(&l);
  assert_int_equal(g->moves(&p, 100, &l, &err), 0);
  /* from 3: keep 0..2, give 0..2-c to the 1; from 1: take it */
  assert_int_equal(l.count, 5); /* 1, 2, 3, 1 1, 1 2 */
  gr_pos_list_free(&l);
  gr_pos_free(&p);
  parse(g, "1 1 1000000", &p);
  gr_pos_list_init(&l);
  assert_int_equal(g->moves(&p, 1000, &l, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_pos_list_free(&l);
  gr_pos_free(&p);
  check_trace(g, "2 6 8 9");
  check_trace(g, "3 5 7");
  check_trace(g, "4 4 4 4");
  check_trace(g, "5");
  check_trace(g, "1 1 1 2 2 3");
  /* the trace's move is the first winning move */
  parse(g, "1 5 7 8 20 33", &p);
  gr_job *job = NULL;
  assert_int_equal(g->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(g, &p, &a, &err), 0);
  const gr_view *after = &job->trace->views[3];
  assert_string_equal(after->name, "after");
  assert_int_equal(after->cols, a.winning_moves.items[0].len);
  for (size_t i = 0; i < after->cols; i++) assert_true(after->values[i] == a.winning_moves.items[0].v[i]);
  gr_analysis_free(&a);
  gr_job_free(job);
  gr_pos_free(&p);
}

static void test_redistribute_play_board(void **state) {
  (void)state;
  const gr_game *g = &gr_game_redistribute;
  expect_play(g, "2 6 8 9", "take 4 1 give 2 2", "2 6 8 8");
  expect_play(g, "2 6 8 9", "take 4 5 give 2 2", "2 2 8 8");
  expect_play(g, "2 6 8 9", "take 1 2", "6 8 9");
  expect_play(g, "2 6 8 9", "take 4 1, give 1 1, give 2 7", "3 8 13");
  expect_play(g, "2 6 8 9", "take 4 1 1 1 2 7", "3 8 13"); /* the board's form: pairs without "give" */
  expect_play(g, "2 6 8 9", "take 4 1 1 1  give 2 7", "3 8 13");
  expect_play_error(g, "2 6 8 9", "take 4 1 1", "the number of stones to give");
  expect_play_error(g, "2 6 8 9", "take 5 1", "there is no pile 5");
  expect_play_error(g, "2 6 8 9", "take 1 3", "pile 1 holds 2 stones");
  expect_play_error(g, "2 6 8 9", "take 4 0", "take between 1 and 9");
  expect_play_error(g, "2 6 8 9", "take 4 1 give 4 1", "the pile taken from");
  expect_play_error(g, "2 6 8 9", "take 4 1 give 1 1 give 1 1", "given stones twice");
  expect_play_error(g, "2 6 8 9", "take 4 5 give 1 5", "only 4 of pile 4's stones are left");
  expect_play_error(g, "2 6 8 9", "take 4 1 give 1", "the number of stones to give");
  expect_play_error(g, "2 6 8 9", "take 4 1 keep 1 1", "take PILE COUNT");
  char *b = board(g, "9 2");
  assert_contains(b, "{\"kind\":\"piles\",\"piles\":[\"2\",\"9\"],\"playable\":[true,true],"
                     "\"actions\":[{\"verb\":\"take\",\"args\":[\"pile\",\"count\",\"to\",\"amount\"]}]");
  free(b);
  char *d = describe(g, "2 6 8 9", "2 2 8 8", GR_EN);
  assert_string_equal(d, "the pile of 9: take away 5, put 2 on the pile of 6 (-> 8), keep 2");
  free(d);
  d = describe(g, "3 5 7", "5 5", GR_ZH);
  assert_string_equal(d, "从 7 颗的一堆:拿走 5 颗,2 颗放到 3 颗的堆上(→ 5),这堆取空");
  free(d);
  gr_pos p, q;
  parse(g, "3 3", &p);
  gr_pos_init(&q);
  gr_error err = {0};
  bool winning;
  assert_int_equal(gr_computer_move(g, &p, &q, &winning, &err), 0);
  assert_false(winning);
  char *s = fmt(g, &q);
  assert_string_equal(s, "2 3");
  free(s);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

/* ---- ring ------------------------------------------------------------------ */

static void test_ring_parse(void **state) {
  (void)state;
  const gr_game *g = &gr_game_ring;
  expect_canonical(g, "2 5 3 0", "2 5 3 0");
  expect_canonical(g, "* 2 5 3 0", "2 5 3 0");
  expect_canonical(g, "2 5 3 0 *", "2 5 3 0");
  expect_canonical(g, "2,5*3 0", "2 5 * 3 0");
  expect_canonical(g, "2 5 3 * 0", "2 5 3 * 0");
  expect_canonical(g, "7", "7");
  expect_canonical(g, MS " 0", MS " 0");
  expect_parse_error(g, "", GR_ESYNTAX, "no edges given");
  expect_parse_error(g, "*", GR_ESYNTAX, "no edges given");
  expect_parse_error(g, "2 * 3 * 4", GR_ESYNTAX, "marked twice");
  expect_parse_error(g, "2 x 3", GR_ESYNTAX, "edge 2 at line 1, column 3 is 'x'");
  expect_parse_error(g, "1 18446744073709551616", GR_ERANGE, "past the 64-bit limit");
  expect_parse_error(g, "1 -1", GR_ERANGE, "negative");
}

static void test_ring_verdicts(void **state) {
  (void)state;
  const gr_game *g = &gr_game_ring;
  gr_analysis a;
  solve_text(g, "2 5 3 0", &a); /* P1288 sample 1: YES */
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  assert_true(a.has_grundy); /* by bounded search (gr_value_complete) */
  assert_int_equal(a.grundy, 2);
  gr_analysis_free(&a);
  solve_text(g, "0 0 0", &a); /* sample 2: NO */
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  gr_analysis_free(&a);
  /* no zero edge: odd rings are won, even rings by the edges above m */
  solve_text(g, "3 1 4", &a);
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  gr_analysis_free(&a);
  solve_text(g, "2 2", &a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  gr_analysis_free(&a);
  solve_text(g, "5 4 3 3", &a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  gr_analysis_free(&a);
  solve_text(g, "5 4 9 3", &a);
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  gr_analysis_free(&a);
  /* every value of both edges wins: 2 * (2^64 - 1) moves, cut */
  solve_text(g, MS " 0 " MS, &a);
  assert_true(a.winning_moves_cut);
  assert_int_equal(a.winning_moves.count, RING_MAX_LISTED);
  gr_analysis_free(&a);
  solve_text(g, "7 0 5", &a);
  assert_false(a.winning_moves_cut);
  assert_int_equal(a.winning_moves.count, 12);
  gr_analysis_free(&a);
  /* the referee on random rings just past its bounds */
  gr_error err = {0};
  gr_referee *r = gr_referee_new(g, &err);
  for (int i = 0; i < 150; i++) {
    gr_pos p;
    gr_pos_init(&p);
    size_t n = 1 + below(7);
    assert_int_equal(gr_pos_resize(&p, n + 1, &err), 0);
    p.v[0] = below(n);
    bool zero = below(2);
    for (size_t j = 0; j < n; j++) p.v[1 + j] = (zero ? 0 : 1) + below(3);
    referee_agrees(r, g, &p);
    check_winning_moves(g, &p, true);
    gr_pos_free(&p);
  }
  gr_referee_free(r);
  /* 64-bit values and a long ring */
  assert_true(ring_first_wins((uint64_t[]){M, M - 1, M, 0}, 4, 0));
  uint64_t *e = malloc(RING_MAX_EDGES_SOLVE * sizeof *e);
  for (size_t j = 0; j < RING_MAX_EDGES_SOLVE; j++) e[j] = M;
  assert_false(ring_first_wins(e, RING_MAX_EDGES_SOLVE, 0)); /* even, every edge is m */
  e[RING_MAX_EDGES_SOLVE / 2] = M - 1; /* now the edges above m: 500,000 one way, 499,999 the other */
  assert_true(ring_first_wins(e, RING_MAX_EDGES_SOLVE, 0));
  free(e);
}

static void test_ring_trace_play(void **state) {
  (void)state;
  const gr_game *g = &gr_game_ring;
  check_trace(g, "2 5 3 0");
  check_trace(g, "0 0 0");
  check_trace(g, "3 1 4");
  check_trace(g, "5 4 * 3 3");
  check_trace(g, "6");
  check_trace(g, "0");
  check_trace(g, "1 2 3 0 1 2 * 0 4");
  gr_pos p;
  parse(g, "2 5 * 3 0", &p);
  gr_error err = {0};
  gr_job *job = NULL;
  assert_int_equal(g->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_view *ring = &job->trace->views[1];
  assert_int_equal(ring->kind, GR_VIEW_GRAPH);
  assert_int_equal(ring->nedges, 4);
  assert_true(ring->values[2] == 1 && ring->values[0] == 0);
  /* vertex 0 on top, the others around it */
  assert_true(ring->node_y[0] < ring->node_y[2]);
  gr_job_free(job);
  gr_pos_free(&p);
  expect_play(g, "2 5 3 0", "move 1 0", "0 * 5 3 0");
  expect_play(g, "2 5 * 3 0", "move 2 4", "2 * 4 3 0");
  expect_play(g, "2 5 * 3 0", "move 3 0", "2 5 0 * 0");
  expect_play(g, "4", "move 1 2", "2");
  expect_play_error(g, "2 5 3 0", "move 2 0", "edge 2 is not next to the coin");
  expect_play_error(g, "2 5 3 0", "move 4 0", "edge 4 is 0");
  expect_play_error(g, "2 5 3 0", "move 1 2", "the new value must be smaller (0 to 1)");
  expect_play_error(g, "0 0", "move 1 0", "game is over");
  expect_play_error(g, "2 5 3 0", "take 1 0", "move EDGE VALUE");
  char *b = board(g, "2 5 * 3 " MS);
  assert_string_equal(b, "{\"kind\":\"ring\",\"edges\":[\"2\",\"5\",\"3\",\"" MS "\"],\"coin\":2,"
                         "\"playable\":[false,true,true,false],\"actions\":[{\"verb\":\"move\",\"args\":[\"edge\",\"value\"]}]}");
  free(b);
  char *d = describe(g, "2 5 3 0", "0 * 5 3 0", GR_EN);
  assert_string_equal(d, "edge 1: 2 -> 0, the coin moves clockwise to vertex 1");
  free(d);
  d = describe(g, "2 5 * 3 0", "2 * 1 3 0", GR_ZH);
  assert_string_equal(d, "第 2 条边:5 → 1,硬币逆时针移到顶点 1");
  free(d);
}

/* ---- leftmost --------------------------------------------------------------- */

static void test_leftmost(void **state) {
  (void)state;
  const gr_game *g = &gr_game_leftmost;
  expect_canonical(g, "2,5 4", "2 5 4");
  expect_parse_error(g, "", GR_ESYNTAX, "no piles given");
  expect_parse_error(g, "1 0", GR_ERANGE, "pile 2 is 0");
  expect_parse_error(g, "1 2x", GR_ESYNTAX, "pile 2 at line 1, column 3 is '2x'");
  expect_parse_error(g, "18446744073709551616", GR_ERANGE, "past the 64-bit limit");
  /* Codeforces 1382B's samples */
  static const char *cf[] = {"2 5 4", "1 1 1 1 1 1 1 1", "1 2 3 4 5 6", "1 1 2 1 2 2", "1000000000", "1 2 2 1 1",
                             "1 1 1"};
  static const bool first[] = {true, false, false, true, true, false, true};
  for (size_t i = 0; i < 7; i++) {
    gr_pos p;
    parse(g, cf[i], &p);
    assert_int_equal(first_wins(g, &p), first[i]);
    assert_int_equal(leftmost_grundy(p.v, p.len) != 0, first[i]);
    check_winning_moves(g, &p, true);
    gr_pos_free(&p);
    check_trace(g, cf[i]);
  }
  gr_analysis a;
  solve_text(g, MS " " MS, &a);
  assert_true(a.grundy == M - 1);
  char *s = fmt(g, &a.winning_moves.items[0]);
  assert_string_equal(s, "1 " MS);
  free(s);
  gr_analysis_free(&a);
  /* the seed's win/lose rule against the Grundy values, random rows */
  gr_error err = {0};
  for (int i = 0; i < 2000; i++) {
    size_t n = 1 + below(12);
    uint64_t row[12];
    for (size_t j = 0; j < n; j++) row[j] = below(3) ? 1 + below(3) : 1 + rnd() % M;
    bool win = false;
    for (size_t j = n; j-- > 0;) win = row[j] > 1 || !win;
    assert_int_equal(leftmost_grundy(row, n) != 0, win);
  }
  /* the trace's g[i] are the Grundy values */
  gr_pos p;
  parse(g, "3 1 1 4 2 1 7", &p);
  gr_job *job = NULL;
  assert_int_equal(g->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_view *gv = &job->trace->views[2];
  assert_string_equal(gv->name, "g");
  for (size_t i = 0; i < p.len; i++) assert_true(gv->values[i] == leftmost_grundy(p.v + i, p.len - i));
  /* filled right to left */
  assert_true(gv->written_at[0] > gv->written_at[1]);
  gr_job_free(job);
  gr_pos_free(&p);
  /* a long row, budget 7 */
  gr_pos_init(&p);
  assert_int_equal(gr_pos_resize(&p, 100000, &err), 0);
  for (size_t i = 0; i < p.len; i++) p.v[i] = 1 + i % 3;
  gr_analysis b;
  solve_budget(g, &p, 7, &a);
  solve_budget(g, &p, M / 4, &b);
  assert_true(a.grundy == b.grundy && a.grundy == leftmost_grundy(p.v, p.len));
  gr_analysis_free(&a);
  gr_analysis_free(&b);
  gr_pos_free(&p);
  expect_play(g, "2 5 4", "take 1 1", "1 5 4");
  expect_play(g, "2 5 4", "take 1 2", "5 4");
  expect_play_error(g, "2 5 4", "take 2 1", "only pile 1 can be played");
  expect_play_error(g, "2 5 4", "take 1 3", "pile 1 holds 2 stones");
  char *bd = board(g, "2 5 4");
  assert_string_equal(bd, "{\"kind\":\"piles\",\"piles\":[\"2\",\"5\",\"4\"],\"playable\":[true,false,false],"
                          "\"actions\":[{\"verb\":\"take\",\"args\":[\"pile\",\"count\"]}]}");
  free(bd);
  char *d = describe(g, "2 5 4", "5 4", GR_EN);
  assert_string_equal(d, "the leftmost pile: 2 -> 0 (take 2)");
  free(d);
}

/* ---- all four: enumeration and stalling ------------------------------------- */

static int count_visit(const gr_pos *p, void *ctx) {
  (void)p;
  ++*(uint64_t *)ctx;
  return 0;
}

static void test_shared(void **state) {
  (void)state;
  const gr_game *games[] = {&gr_game_circle, &gr_game_redistribute, &gr_game_ring, &gr_game_leftmost};
  /* describe_move on a `to` that is no move (the page passes any text) says nothing */
  static const char *no_move[][3] = {{"circle", "7 2", "9 2"},          {"circle", "7 2", "arcs 3,3 k=2"},
                                     {"circle", "arcs 3 k=2", "arcs 4 k=2"}, {"redistribute", "2 6 8 9", "100"},
                                     {"ring", "2 5 3 0", "9 9"},        {"leftmost", "2 5 4", "7 7 7"},
                                     {"leftmost", "2 5 4", "1 5 3"}};
  for (size_t i = 0; i < sizeof no_move / sizeof *no_move; i++) {
    char *d = describe(gr_game_find(no_move[i][0]), no_move[i][1], no_move[i][2], GR_EN);
    assert_string_equal(d, "");
    free(d);
  }
  for (size_t i = 0; i < 4; i++) {
    const gr_game *g = games[i];
    assert_non_null(gr_game_find(g->id));
    uint64_t n = 0;
    assert_int_equal(g->enumerate_small(count_visit, &n), 0);
    assert_true(n > 100);
    /* the example parses and its trace runs */
    check_trace(g, g->example);
    /* the stalling move is legal, on a lost position */
    gr_pos p, q;
    parse(g, g->example, &p);
    gr_pos_init(&q);
    gr_error err = {0};
    assert_int_equal(g->stall_move(&p, &q, &err), 0);
    gr_pos_list l;
    gr_pos_list_init(&l);
    assert_int_equal(g->moves(&p, 100000, &l, &err), 0);
    bool legal = false;
    for (size_t k = 0; k < l.count && !legal; k++) legal = gr_pos_equal(&q, &l.items[k]);
    assert_true(legal);
    gr_pos_list_free(&l);
    gr_pos_free(&p);
    gr_pos_free(&q);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_circle_parse),
      cmocka_unit_test(test_circle_whole),
      cmocka_unit_test(test_circle_rows),
      cmocka_unit_test(test_circle_verdicts),
      cmocka_unit_test(test_circle_long_lists),
      cmocka_unit_test(test_circle_mirror_play),
      cmocka_unit_test(test_circle_moves_trace),
      cmocka_unit_test(test_circle_play_board),
      cmocka_unit_test(test_redistribute_parse),
      cmocka_unit_test(test_redistribute_verdicts),
      cmocka_unit_test(test_redistribute_moves_trace),
      cmocka_unit_test(test_redistribute_play_board),
      cmocka_unit_test(test_ring_parse),
      cmocka_unit_test(test_ring_verdicts),
      cmocka_unit_test(test_ring_trace_play),
      cmocka_unit_test(test_leftmost),
      cmocka_unit_test(test_shared),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
