/*
 * test_closed_a.c — Wythoff's game, Fibonacci Nim and the k / s*k game:
 * parsers, exactness at the 64-bit edges (against values computed here by
 * other means: the Beatty recurrence, Zeckendorf shifts, the Fibonacci
 * identity floor(F_n phi) = F_(n+1) - [n even], a seed-style sieve), the
 * trace's final answer against the verdict, play and board.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "grundy.h"
#include "games/fibonacci.h"
#include "games/kstake.h"
#include "games/wythoff.h"

typedef unsigned __int128 u128;

/* ---- helpers --------------------------------------------------------------- */

static uint64_t rng_state = 0x123456789abcdefULL;
static uint64_t splitmix(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static const gr_game *game(const char *id) {
  const gr_game *g = gr_game_find(id);
  assert_non_null(g);
  return g;
}

static void parse_ok(const gr_game *g, const char *text, const char *canonical) {
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  gr_error err = {0};
  if (gr_game_parse(g, text, &p, &err) != 0) fail_msg("%s '%s': %s", g->id, text, err.message);
  gr_buf b;
  gr_buf_init(&b);
  g->format(&p, &b);
  assert_string_equal(b.data, canonical);
  assert_int_equal(gr_game_parse(g, b.data, &q, &err), 0);
  assert_true(gr_pos_equal(&p, &q));
  gr_buf_free(&b);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static void parse_fails(const gr_game *g, const char *text, gr_status status, const char *needle) {
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  if (gr_game_parse(g, text, &p, &err) == 0) fail_msg("%s '%s' parsed", g->id, text);
  if (err.status != status || strstr(err.message, needle) == NULL)
    fail_msg("%s '%s': status %d, message '%s' (wanted %d and '%s')", g->id, text, (int)err.status, err.message,
             (int)status, needle);
  assert_int_equal(p.len, 0);
  gr_pos_free(&p);
}

/* The theory's verdict (gr_solve_theory): what these tests check against
 * Zeckendorf and the sieve.  gr_solve would add the bounded search for a
 * Grundy value, which gives up after 2 million moves on every hot Wythoff
 * position with big piles (test_value covers it): 20,000 such solves took
 * 2 minutes, 10 under ASan. */
static void solve_pos(const gr_game *g, const gr_pos *p, gr_analysis *a) {
  gr_error err = {0};
  gr_analysis_init(a);
  if (gr_solve_theory(g, p, a, &err) != 0) fail_msg("%s: %s", g->id, err.message);
}

/* The trace run to the end: its answer cell (the last step's value) must
 * say who wins as the verdict does. */
static void trace_matches(const gr_game *g, const gr_pos *p, const char *needle) {
  gr_error err = {0};
  gr_job *job = NULL;
  if (g->trace_start(p, &job, &err) != 0 || gr_job_finish(job, &err) != 0) fail_msg("%s trace: %s", g->id, err.message);
  const gr_trace *t = job->trace;
  assert_true(t->nsteps > 0);
  uint64_t answer = gr_trace_value(t, t->step_cell[t->nsteps - 1]);
  gr_analysis a;
  solve_pos(g, p, &a);
  assert_int_equal(answer, a.winner == GR_WINNER_FIRST);
  assert_true(job->done == job->total);
  gr_buf text;
  gr_buf_init(&text);
  for (gr_lang lang = GR_EN; lang < GR_NLANG; lang++) {
    gr_buf_reset(&text);
    gr_trace_explain(t, t->nsteps - 1, lang, &text);
    assert_non_null(text.data);
    if (lang == GR_EN && needle && strstr(text.data, needle) == NULL)
      fail_msg("%s answer text lacks '%s': %s", g->id, needle, text.data);
  }
  /* every step explains itself, in both languages */
  for (size_t s = 0; s < t->nsteps; s += 1 + t->nsteps / 200) {
    gr_buf_reset(&text);
    gr_trace_explain(t, s, GR_ZH, &text);
    assert_true(text.len > 0);
  }
  gr_buf_free(&text);
  gr_analysis_free(&a);
  gr_job_free(job);
}

/* The same job driven in slices of one unit. */
static void trace_sliced(const gr_game *g, const gr_pos *p) {
  gr_error err = {0};
  gr_job *job = NULL, *whole = NULL;
  assert_int_equal(g->trace_start(p, &job, &err), 0);
  assert_int_equal(g->trace_start(p, &whole, &err), 0);
  int r;
  while ((r = gr_job_run(job, 1, &err)) == 0) {
  }
  assert_int_equal(r, 1);
  assert_int_equal(gr_job_finish(whole, &err), 0);
  assert_int_equal(job->trace->nsteps, whole->trace->nsteps);
  assert_memory_equal(job->trace->step_cell, whole->trace->step_cell, job->trace->nsteps * sizeof(uint32_t));
  gr_job_free(job);
  gr_job_free(whole);
}

static void play_ok(const gr_game *g, const char *pos, const char *action, const char *after) {
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, pos, &p, &err), 0);
  if (g->play(&p, action, &q, &err) != 0) fail_msg("%s %s '%s': %s", g->id, pos, action, err.message);
  gr_buf b;
  gr_buf_init(&b);
  g->format(&q, &b);
  assert_string_equal(b.data, after);
  /* the move is legal: among the listed moves */
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (g->moves(&p, 1000000, &moves, &err) == 0) { /* too many to list: the rules are checked on the rest */
    bool found = false;
    for (size_t i = 0; i < moves.count && !found; i++) found = gr_pos_equal(&moves.items[i], &q);
    assert_true(found);
  } else {
    assert_int_equal(err.status, GR_ELIMIT);
  }
  gr_pos_list_free(&moves);
  gr_buf_free(&b);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static void play_fails(const gr_game *g, const char *pos, const char *action, const char *needle) {
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, pos, &p, &err), 0);
  if (g->play(&p, action, &q, &err) == 0) fail_msg("%s %s '%s' was accepted", g->id, pos, action);
  if (strstr(err.message, needle) == NULL) fail_msg("%s '%s': '%s' lacks '%s'", g->id, action, err.message, needle);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static char *board_json(const gr_game *g, const char *pos) {
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, pos, &p, &err), 0);
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  g->board(&p, &j);
  gr_pos_free(&p);
  return gr_buf_take(&b);
}

/* ---- independent Fibonacci and Zeckendorf (u128, by addition) --------------- */

static u128 F[100]; /* F[1] = F[2] = 1 */

static void fib_init(void) {
  F[0] = 0;
  F[1] = 1;
  for (int i = 2; i < 100; i++) F[i] = F[i - 1] + F[i - 2];
}

/* Zeckendorf indices of n, largest first; returns the count. */
static int zeck(u128 n, int *idx) {
  int r = 0;
  for (int i = 98; i >= 2 && n > 0; i--)
    if (F[i] <= n) {
      idx[r++] = i;
      n -= F[i];
      i--; /* no neighbours */
    }
  return r;
}

/* floor(k phi) = sum F_(i+1) - [smallest index even]. */
static u128 zeck_floor_phi(uint64_t k) {
  int idx[64], r = zeck(k, idx);
  u128 s = 0;
  for (int j = 0; j < r; j++) s += F[idx[j] + 1];
  return r && idx[r - 1] % 2 == 0 ? s - 1 : s;
}

/* The partner of v in its cold pair: v is lower iff its smallest
 * Zeckendorf index is even (or v = 0); the partner is the shift up
 * (lower) or down (upper) of the representation. */
static u128 zeck_partner(uint64_t v) {
  if (v == 0) return 0;
  int idx[64], r = zeck(v, idx);
  u128 s = 0;
  bool lower = idx[r - 1] % 2 == 0;
  for (int j = 0; j < r; j++) s += lower ? F[idx[j] + 1] : F[idx[j] - 1];
  return s;
}

static bool zeck_cold(uint64_t a, uint64_t b) {
  uint64_t lo = a < b ? a : b, k = a < b ? b - a : a - b;
  return zeck_floor_phi(k) == lo;
}

/* ---- Wythoff ------------------------------------------------------------------ */

static void wythoff_parse(void **state) {
  (void)state;
  const gr_game *g = game("wythoff");
  parse_ok(g, "3 5", "3 5");
  parse_ok(g, " 3,5 ", "3 5");
  parse_ok(g, "0 0", "0 0");
  parse_ok(g, "18446744073709551615 18446744073709551615", "18446744073709551615 18446744073709551615");
  parse_fails(g, "18446744073709551616 1", GR_ERANGE, "pile 1 at line 1, column 1");
  parse_fails(g, "1 99999999999999999999", GR_ERANGE, "64-bit");
  parse_fails(g, "3 x", GR_ESYNTAX, "pile 2 at line 1, column 3 is 'x'");
  parse_fails(g, "3 5junk", GR_ESYNTAX, "pile 2 at line 1, column 3 is '5junk'");
  parse_fails(g, "-1 2", GR_ERANGE, "negative");
  parse_fails(g, "7", GR_ESYNTAX, "two piles");
  parse_fails(g, "1 2 3", GR_ESYNTAX, "3 values were given");
  parse_fails(g, "", GR_ESYNTAX, "0 values");
}

/* a_k = mex of the numbers used so far, b_k = a_k + k: the seed's sieve. */
static void wythoff_beatty_recurrence(void **state) {
  (void)state;
  enum { K = 1000000 };
  size_t size = 3 * (size_t)K + 16;
  unsigned char *used = calloc(size, 1);
  uint64_t *lower = malloc((K + 1) * sizeof *lower);
  assert_non_null(used);
  assert_non_null(lower);
  uint64_t mex = 0;
  for (uint64_t k = 0; k <= K; k++) {
    while (used[mex]) mex++;
    uint64_t a = mex, b = a + k;
    used[a] = used[b] = 1;
    lower[k] = a;
    if (wythoff_lower(k) != a) fail_msg("a_%llu = %llu, the formula says otherwise", (unsigned long long)k, (unsigned long long)a);
    assert_true(wythoff_is_cold(a, b) && wythoff_is_cold(b, a));
    assert_false(wythoff_is_cold(a, b + 1));
    assert_false(wythoff_is_cold(a + 1, b));
    u128 pa, pb;
    uint64_t ka, kb;
    bool la, lb;
    wythoff_partner(a, &pa, &ka, &la);
    wythoff_partner(b, &pb, &kb, &lb);
    assert_true(pa == b && ka == k && la);
    if (k) assert_true(pb == a && kb == k && !lb);
  }
  /* every (x, y) with x, y < 1500: cold iff it is one of the pairs */
  for (uint64_t x = 0; x < 1500; x++)
    for (uint64_t y = x; y < 1500; y++) {
      bool cold = lower[y - x] == x;
      assert_int_equal(wythoff_is_cold(x, y), cold);
      assert_int_equal(wythoff_is_cold(y, x), cold);
    }
  free(used);
  free(lower);
}

/* floor(k phi) by Zeckendorf and by the Fibonacci identity, at every
 * Fibonacci boundary and over random 64-bit k. */
static void wythoff_exact_64bit(void **state) {
  (void)state;
  for (int n = 2; n <= 93; n++) {
    uint64_t k = (uint64_t)F[n];
    u128 expect = F[n + 1] - (n % 2 == 0); /* F_n phi = F_(n+1) - psi^n */
    if (wythoff_lower(k) != expect) fail_msg("floor(F_%d phi) is wrong", n);
    for (int d = -3; d <= 3; d++) {
      uint64_t kk = k + (uint64_t)(int64_t)d;
      if (kk > k && d < 0) continue;
      assert_true(wythoff_lower(kk) == zeck_floor_phi(kk));
    }
  }
  uint64_t edges[] = {0, 1, 2, 3, UINT64_MAX, UINT64_MAX - 1, UINT64_MAX / 2, 8249634742471189717ULL,
                      8249634742471189718ULL, 11400714819323198485ULL, 7046029254386353130ULL};
  for (size_t i = 0; i < sizeof edges / sizeof *edges; i++)
    assert_true(wythoff_lower(edges[i]) == zeck_floor_phi(edges[i]));
  /* the cold test's tiers change at 2^30 and 2^62: every cold pair whose
   * larger pile is near either, and their neighbours */
  for (int e = 30; e <= 62; e += 32) {
    uint64_t edge = UINT64_C(1) << e, k0 = (uint64_t)((u128)edge * 1000 / 2618) - 20;
    for (uint64_t k = k0; k < k0 + 40; k++) {
      uint64_t a = (uint64_t)zeck_floor_phi(k), b = a + k;
      for (uint64_t da = 0; da < 3; da++)
        for (uint64_t db = 0; db < 3; db++) {
          assert_int_equal(wythoff_is_cold(a + da - 1, b + db - 1), da == 1 && db == 1);
          assert_int_equal(wythoff_is_cold(b + db - 1, a + da - 1), da == 1 && db == 1);
        }
    }
  }
  for (int i = 0; i < 200000; i++) {
    uint64_t k = splitmix() >> (splitmix() % 64);
    if (wythoff_lower(k) != zeck_floor_phi(k)) fail_msg("floor(%llu phi)", (unsigned long long)k);
    uint64_t lo = (uint64_t)zeck_floor_phi(k);
    if (zeck_floor_phi(k) + k <= UINT64_MAX) {
      assert_true(wythoff_is_cold(lo, lo + k));
      assert_false(wythoff_is_cold(lo + 1, lo + k));
      if (lo > 0) assert_false(wythoff_is_cold(lo - 1, lo + k)); /* a_(k+1) > a_k */
      if (k > 0) assert_false(wythoff_is_cold(lo + 1, lo + k)); /* a_(k-1) < a_k */
    }
  }
}

/* The expected winning moves, by the Zeckendorf partner (not the isqrt). */
static void check_wythoff(uint64_t a, uint64_t b) {
  const gr_game *g = game("wythoff");
  uint64_t v[2] = {a, b};
  gr_pos p = {.len = 2, .v = v};
  gr_analysis an;
  solve_pos(g, &p, &an);
  bool cold = zeck_cold(a, b);
  if ((an.winner == GR_WINNER_SECOND) != cold) fail_msg("wythoff %llu %llu: wrong winner", (unsigned long long)a, (unsigned long long)b);
  uint64_t expect[3][2];
  size_t n = 0;
  if (!cold) {
    u128 pb = zeck_partner(b), pa = zeck_partner(a);
    if (pb < a) expect[n][0] = (uint64_t)pb, expect[n++][1] = b;
    if (pa < b) expect[n][0] = a, expect[n++][1] = (uint64_t)pa;
    uint64_t lo = a < b ? a : b, k = a < b ? b - a : a - b;
    u128 ak = zeck_floor_phi(k);
    if (ak < lo) expect[n][0] = a - (lo - (uint64_t)ak), expect[n][1] = b - (lo - (uint64_t)ak), n++;
  }
  if (an.winning_moves.count != n) fail_msg("wythoff %llu %llu: %zu winning moves, expected %zu", (unsigned long long)a,
                                            (unsigned long long)b, an.winning_moves.count, n);
  for (size_t i = 0; i < n; i++) {
    bool found = false;
    for (size_t j = 0; j < an.winning_moves.count && !found; j++)
      found = an.winning_moves.items[j].v[0] == expect[i][0] && an.winning_moves.items[j].v[1] == expect[i][1];
    if (!found) fail_msg("wythoff %llu %llu: the move to %llu %llu is missing", (unsigned long long)a, (unsigned long long)b,
                         (unsigned long long)expect[i][0], (unsigned long long)expect[i][1]);
    assert_true(zeck_cold(expect[i][0], expect[i][1]));
  }
  gr_analysis_free(&an);
}

static void wythoff_boundaries(void **state) {
  (void)state;
  /* k = F_40: the first cold position the double formula gets wrong */
  const gr_game *g = game("wythoff");
  uint64_t a40 = (uint64_t)F[41] - 1, b40 = (uint64_t)F[42] - 1;
  assert_true(a40 == 165580140 && b40 == 267914295);
  for (int64_t da = -2; da <= 2; da++)
    for (int64_t db = -2; db <= 2; db++) {
      check_wythoff(a40 + (uint64_t)da, b40 + (uint64_t)db);
      check_wythoff(b40 + (uint64_t)db, a40 + (uint64_t)da);
    }
  uint64_t v[2] = {a40, b40};
  gr_pos p = {.len = 2, .v = v};
  gr_analysis an;
  solve_pos(g, &p, &an);
  assert_int_equal(an.winner, GR_WINNER_SECOND);
  assert_true(an.has_grundy && an.grundy == 0);
  gr_analysis_free(&an);
  /* every cold pair at k = F_n, n = 2 .. 91 (b = F_(n+2) - [n even] < 2^64), and around it */
  for (int n = 2; n <= 91; n++) {
    uint64_t a = (uint64_t)(F[n + 1] - (n % 2 == 0)), b = (uint64_t)(F[n + 2] - (n % 2 == 0));
    assert_true(wythoff_is_cold(a, b));
    check_wythoff(a, b);
    check_wythoff(a + 1, b);
    check_wythoff(a, b + 1);
    check_wythoff(a - 1, b);
    check_wythoff(b, a - 1);
  }
  /* the top: the last cold pair below 2^64, and piles of 2^64 - 1 */
  uint64_t lo = 0, hi = UINT64_MAX / 2;
  while (lo < hi) { /* the largest k with b_k = floor(k phi) + k <= 2^64 - 1 */
    uint64_t mid = lo + (hi - lo + 1) / 2;
    if (zeck_floor_phi(mid) + mid <= UINT64_MAX) lo = mid; else hi = mid - 1;
  }
  uint64_t at = (uint64_t)zeck_floor_phi(lo), bt = at + lo;
  assert_true(wythoff_is_cold(at, bt) && wythoff_is_cold(bt, at));
  check_wythoff(at, bt);
  check_wythoff(at + 1, bt);
  check_wythoff(at, UINT64_MAX);
  uint64_t tops[][2] = {{UINT64_MAX, UINT64_MAX}, {0, UINT64_MAX}, {UINT64_MAX, 0}, {1, UINT64_MAX}, {UINT64_MAX, UINT64_MAX - 1},
                        {11400714819323198485ULL, UINT64_MAX}, {11400714819323198484ULL, UINT64_MAX}, {0, 0}, {1, 2}, {2, 1}};
  for (size_t i = 0; i < sizeof tops / sizeof *tops; i++) check_wythoff(tops[i][0], tops[i][1]);
  for (int i = 0; i < 20000; i++) {
    uint64_t a = splitmix() >> (splitmix() % 64), b = splitmix() >> (splitmix() % 64);
    if (i % 4 == 0) { /* near a cold pair */
      uint64_t k = b >> 2;
      a = (uint64_t)zeck_floor_phi(k) + (splitmix() % 3) - 1;
      b = a + k + (splitmix() % 3) - 1;
    }
    check_wythoff(a, b);
  }
}

static void wythoff_trace(void **state) {
  (void)state;
  const gr_game *g = game("wythoff");
  const char *positions[][2] = {{"3 5", "first player loses"},
                                {"165580140 267914295", "165580140"},
                                {"165580140 267914296", "267914295"},
                                {"18446744073709551615 18446744073709551615", "11400714819323198485"},
                                {"0 0", "equal"},
                                {"8 12", "Winning moves"},
                                {"63 64", NULL}};
  for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
    gr_pos p;
    gr_pos_init(&p);
    gr_error err = {0};
    assert_int_equal(gr_game_parse(g, positions[i][0], &p, &err), 0);
    trace_matches(g, &p, positions[i][1]);
    gr_pos_free(&p);
  }
  /* the grid is the sieve: cold cells exactly the pairs, cold list = grid */
  uint64_t v[2] = {20, 30};
  gr_pos p = {.len = 2, .v = v};
  gr_error err = {0};
  gr_job *job = NULL;
  assert_int_equal(g->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_view *grid = &job->trace->views[1], *cold = &job->trace->views[2];
  assert_int_equal(grid->rows, 31);
  for (uint32_t i = 0; i < grid->rows; i++)
    for (uint32_t j = 0; j < grid->cols; j++) {
      assert_true(grid->written_at[i * grid->cols + j] != GR_NONE);
      assert_int_equal(grid->values[i * grid->cols + j] == 0, wythoff_is_cold(i, j));
    }
  for (uint32_t k = 0; k < cold->rows; k++) {
    assert_true(wythoff_is_cold(cold->values[2 * k], cold->values[2 * k + 1]));
    assert_int_equal(cold->values[2 * k + 1] - cold->values[2 * k], k);
  }
  gr_job_free(job);
  trace_sliced(g, &p);
}

static void wythoff_play_board(void **state) {
  (void)state;
  const gr_game *g = game("wythoff");
  play_ok(g, "8 12", "take 1 3", "5 12");
  play_ok(g, "8 12", "take 2 12", "8 0");
  play_ok(g, "8 12", "both 3", "5 9");
  play_ok(g, "18446744073709551615 18446744073709551615", "both 18446744073709551615", "0 0");
  play_fails(g, "8 12", "take 3 1", "piles 1 and 2");
  play_fails(g, "8 12", "take 1 0", "between 1 and 8");
  play_fails(g, "8 12", "take 1 9", "between 1 and 8");
  play_fails(g, "0 12", "take 1 1", "empty");
  play_fails(g, "8 12", "both 9", "between 1 and 8");
  play_fails(g, "0 12", "both 1", "empty");
  play_fails(g, "8 12", "jump 1", "take PILE COUNT");
  play_fails(g, "8 12", "take 1", "take PILE COUNT");
  play_fails(g, "0 0", "take 1 1", "game is over");
  char *json = board_json(g, "18446744073709551615 0");
  assert_non_null(strstr(json, "\"kind\":\"piles\""));
  assert_non_null(strstr(json, "\"piles\":[\"18446744073709551615\",\"0\"]"));
  assert_non_null(strstr(json, "\"playable\":[true,false]"));
  assert_non_null(strstr(json, "\"verb\":\"both\""));
  free(json);
  /* describe: the cold position k is named */
  gr_pos from, to;
  gr_pos_init(&from);
  gr_pos_init(&to);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, "165580140 267914296", &from, &err), 0);
  assert_int_equal(gr_game_parse(g, "165580140 267914295", &to, &err), 0);
  gr_buf b;
  gr_buf_init(&b);
  g->describe_move(&from, &to, GR_EN, &b);
  assert_non_null(strstr(b.data, "k = 102334155"));
  gr_buf_reset(&b);
  g->describe_move(&from, &to, GR_ZH, &b);
  assert_non_null(strstr(b.data, "奇异局势"));
  gr_buf_free(&b);
  /* the stalling move keeps the most stones */
  assert_int_equal(g->stall_move(&to, &from, &err), 0);
  assert_true(from.v[0] == 165580140 && from.v[1] == 267914294);
  gr_pos_free(&from);
  gr_pos_free(&to);
}

/* ---- Fibonacci Nim -------------------------------------------------------------- */

static void fibonacci_parse(void **state) {
  (void)state;
  const gr_game *g = game("fibonacci");
  parse_ok(g, "20", "20");
  parse_ok(g, " 17 / 4 ", "17/4");
  parse_ok(g, "0/6", "0/6");
  parse_ok(g, "9223372036854775807/18446744073709551615", "9223372036854775807/18446744073709551615");
  parse_fails(g, "9223372036854775808", GR_ERANGE, "2^63 - 1");
  parse_fails(g, "18446744073709551615", GR_ERANGE, "2^63 - 1");
  parse_fails(g, "18446744073709551616", GR_ERANGE, "64-bit");
  parse_fails(g, "5/18446744073709551616", GR_ERANGE, "the cap m after '/' at line 1, column 3");
  parse_fails(g, "0", GR_ERANGE, "at least one stone");
  parse_fails(g, "5/0", GR_ERANGE, "cap m = 0");
  parse_fails(g, "5/", GR_ESYNTAX, "nothing after '/'");
  parse_fails(g, "/5", GR_ESYNTAX, "missing before '/'");
  parse_fails(g, "5/3/2", GR_ESYNTAX, "more than one '/'");
  parse_fails(g, "5 6", GR_ESYNTAX, "unexpected '6' at line 1, column 3");
  parse_fails(g, "5 6/2", GR_ESYNTAX, "column 3 before '/'");
  parse_fails(g, "5x", GR_ESYNTAX, "the stone count n at line 1, column 1 is '5x'");
  parse_fails(g, "5/x", GR_ESYNTAX, "is 'x'");
  parse_fails(g, "", GR_ESYNTAX, "no position");
}

static bool is_fib(uint64_t n) {
  for (int i = 2; i < 95; i++)
    if (F[i] == n) return true;
  return false;
}

/* The smallest Zeckendorf term, here. */
static u128 zmin(u128 n) {
  int idx[64], r = zeck(n, idx);
  return r ? F[idx[r - 1]] : 0;
}

static void check_fib(uint64_t n, uint64_t cap, bool start) {
  const gr_game *g = game("fibonacci");
  uint64_t v[2] = {n, cap};
  gr_pos p = {.len = start ? 1 : 2, .v = v};
  uint64_t most = start ? n - 1 : (cap < n ? cap : n);
  gr_analysis an;
  solve_pos(g, &p, &an);
  bool wins = n > 0 && zmin(n) <= most;
  if (start) assert_int_equal(wins, !is_fib(n));
  assert_int_equal(an.winner == GR_WINNER_FIRST, wins);
  assert_int_equal(fib_first_player_wins(n), !is_fib(n));
  /* every listed take wins, by the definition: nothing left or z(n - k) > 2k */
  for (size_t i = 0; i < an.winning_moves.count; i++) {
    uint64_t k = n - an.winning_moves.items[i].v[0];
    assert_true(k >= 1 && k <= most);
    assert_true(an.winning_moves.items[i].v[1] == 2 * k);
    assert_true(k == n || zmin(n - k) > 2 * (u128)k);
  }
  /* and no take up to 2000 (or the cap) that wins is missing */
  for (uint64_t k = 1; k <= most && k <= 2000; k++) {
    bool good = k == n || zmin(n - k) > 2 * (u128)k;
    bool listed = false;
    for (size_t i = 0; i < an.winning_moves.count; i++) listed |= an.winning_moves.items[i].v[0] == n - k;
    if (good != listed) fail_msg("fibonacci %llu/%llu: take %llu", (unsigned long long)n, (unsigned long long)cap, (unsigned long long)k);
  }
  gr_analysis_free(&an);
}

static void fibonacci_boundaries(void **state) {
  (void)state;
  assert_true(F[40] == 102334155 && F[90] == 2880067194370816120ULL);
  for (int i = 2; i <= 92; i++) {
    uint64_t f = (uint64_t)F[i];
    assert_int_equal(fib_number((unsigned)i), f);
    check_fib(f, 0, true);
    check_fib(f + 1, 0, true);
    if (f > 2) check_fib(f - 1, 0, true);
    check_fib(f, f, false);     /* may take everything */
    check_fib(f, f - 1, false); /* may not */
    check_fib(f + 2, 3, false);
  }
  /* F_40, F_48, F_90 at the start: lost; one more stone: take it */
  int named[] = {40, 48, 90};
  const gr_game *g = game("fibonacci");
  for (size_t i = 0; i < 3; i++) {
    uint64_t v[2] = {(uint64_t)F[named[i]], 0};
    gr_pos p = {.len = 1, .v = v};
    gr_analysis an;
    solve_pos(g, &p, &an);
    assert_int_equal(an.winner, GR_WINNER_SECOND);
    gr_analysis_free(&an);
    v[0]++;
    solve_pos(g, &p, &an);
    assert_int_equal(an.winner, GR_WINNER_FIRST);
    assert_int_equal(an.winning_moves.count, 1);
    assert_true(an.winning_moves.items[0].v[0] == (uint64_t)F[named[i]] && an.winning_moves.items[0].v[1] == 2);
    gr_analysis_free(&an);
  }
  /* the top: 2^63 - 1 */
  check_fib(UINT64_C(9223372036854775807), 0, true);
  check_fib(UINT64_C(9223372036854775807), UINT64_MAX, false);
  check_fib(UINT64_C(9223372036854775807), 1, false);
  for (int i = 0; i < 3000; i++) {
    uint64_t n = (splitmix() >> 1) >> (splitmix() % 63);
    if (n == 0) n = 1;
    check_fib(n, 0, true);
    check_fib(n, splitmix() >> (splitmix() % 64) | 1, false);
  }
}

static void fibonacci_trace_play(void **state) {
  (void)state;
  const gr_game *g = game("fibonacci");
  const char *positions[][2] = {{"20", "Winning takes: 2."}, {"17/4", "Winning takes: 1, 4."}, {"2880067194370816120", "F(90)"},
                                {"0/5", "No stones"},        {"1", "loses"},                 {"9223372036854775807", NULL},
                                {"13/13", "13"}};
  for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
    gr_pos p;
    gr_pos_init(&p);
    gr_error err = {0};
    assert_int_equal(gr_game_parse(g, positions[i][0], &p, &err), 0);
    trace_matches(g, &p, positions[i][1]);
    trace_sliced(g, &p);
    gr_pos_free(&p);
  }
  play_ok(g, "20", "take 2", "18/4");
  play_ok(g, "20", "take 1 19", "1/38");
  play_ok(g, "17/4", "take 4", "13/8");
  play_fails(g, "20", "take 20", "may not take all 20");
  play_fails(g, "17/4", "take 5", "at most 4");
  play_fails(g, "3/100", "take 4", "3 stones are left");
  play_fails(g, "20", "take 2 3", "only pile 1");
  play_fails(g, "20", "take 0", "between 1 and 19");
  play_fails(g, "20", "grab 3", "take COUNT");
  play_fails(g, "1", "take 1", "game is over");
  char *json = board_json(g, "17/4");
  assert_non_null(strstr(json, "\"piles\":[\"17\"]"));
  assert_non_null(strstr(json, "\"note\":{\"en\":\"Take 1 to 4 stones"));
  free(json);
  json = board_json(g, "20");
  assert_non_null(strstr(json, "First move: take 1 to 19"));
  free(json);
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, "13", &p, &err), 0);
  assert_int_equal(g->stall_move(&p, &q, &err), 0);
  assert_true(q.len == 2 && q.v[0] == 12 && q.v[1] == 2);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

/* ---- kstake ---------------------------------------------------------------------- */

static void kstake_parse(void **state) {
  (void)state;
  const gr_game *g = game("kstake");
  parse_ok(g, "2 3", "2 3");
  parse_ok(g, "30000,0", "30000 0");
  parse_fails(g, "30001 1", GR_ELIMIT, "pile 1 = 30001 is past 30000");
  parse_fails(g, "1 18446744073709551616", GR_ERANGE, "pile 2 at line 1, column 3");
  parse_fails(g, "1", GR_ESYNTAX, "two piles");
  parse_fails(g, "1 2 3", GR_ESYNTAX, "3 values");
  parse_fails(g, "1 2.5", GR_ESYNTAX, "is '2.5'");
}

/* The seed's sieve: every lost position marks what it defeats. */
static unsigned char *seed_sieve(int n) {
  unsigned char *won = calloc((size_t)(n + 1) * (n + 1), 1);
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= n; j++) {
      if (won[i * (n + 1) + j]) continue;
      for (int k = 1; i + k <= n || j + k <= n; k++)
        for (int s = 0; (i + k <= n && j + s * k <= n) || (j + k <= n && i + s * k <= n); s++) {
          if (i + k <= n && j + s * k <= n) won[(i + k) * (n + 1) + j + s * k] = 1;
          if (j + k <= n && i + s * k <= n) won[(i + s * k) * (n + 1) + j + k] = 1;
        }
    }
  return won;
}

static void kstake_table_vs_sieve(void **state) {
  (void)state;
  enum { N = 1200 };
  unsigned char *won = seed_sieve(N);
  kstake_table t;
  gr_error err = {0};
  assert_int_equal(kstake_table_init(&t, N, N, &err), 0);
  uint64_t spent;
  while (!kstake_table_advance(&t, 1000, &spent)) {
  }
  for (uint32_t i = 0; i <= N; i++)
    for (uint32_t j = 0; j <= N; j++)
      if (kstake_table_lost(&t, i, j) == (bool)won[i * (N + 1) + j])
        fail_msg("kstake (%u, %u): the table and the sieve disagree", i, j);
  kstake_table_free(&t);
  /* the table with fewer rows and more columns agrees with the square one */
  kstake_table narrow, square;
  assert_int_equal(kstake_table_init(&narrow, 300, 5000, &err), 0);
  assert_int_equal(kstake_table_init(&square, 5000, 5000, &err), 0);
  while (!kstake_table_advance(&narrow, 1u << 30, &spent)) {
  }
  while (!kstake_table_advance(&square, 1u << 30, &spent)) {
  }
  for (uint32_t x = 0; x <= 300; x++) assert_int_equal(narrow.partner[x], square.partner[x]);
  /* 5001 x 5001: symmetric, one lost position per row at most (by construction), and
   * spot checks of the sieve's rule: no lost position reaches another */
  for (uint32_t x = 0; x <= 5000; x++) {
    uint32_t y = square.partner[x];
    if (y == KSTAKE_NONE) continue;
    assert_int_equal(square.partner[y], x);
  }
  for (int r = 0; r < 2000; r++) {
    uint32_t x = (uint32_t)(splitmix() % 5001), x2 = (uint32_t)(splitmix() % 5001);
    uint32_t y = square.partner[x], y2 = square.partner[x2];
    if (y == KSTAKE_NONE || y2 == KSTAKE_NONE || x2 > x || y2 > y || (x == x2 && y == y2)) continue;
    uint32_t dx = x - x2, dy = y - y2;
    assert_false((dx && dy % dx == 0) || (dy && dx % dy == 0));
  }
  kstake_table_free(&narrow);
  kstake_table_free(&square);
  free(won);
}

static void kstake_solve_trace(void **state) {
  (void)state;
  const gr_game *g = game("kstake");
  enum { N = 60 };
  unsigned char *won = seed_sieve(N);
  for (uint64_t a = 0; a <= N; a += 1)
    for (uint64_t b = 0; b <= N; b += 1) {
      uint64_t v[2] = {a, b};
      gr_pos p = {.len = 2, .v = v};
      gr_analysis an;
      solve_pos(g, &p, &an);
      assert_int_equal(an.winner == GR_WINNER_FIRST, won[a * (N + 1) + b]);
      for (size_t i = 0; i < an.winning_moves.count; i++)
        assert_false(won[an.winning_moves.items[i].v[0] * (N + 1) + an.winning_moves.items[i].v[1]]);
      gr_analysis_free(&an);
      if ((a * 7 + b) % 97 == 0) trace_matches(g, &p, NULL);
    }
  free(won);
  const char *positions[][2] = {{"5 7", "p(5) = 7"}, {"30 50", "take 6 from pile 1"}, {"7 5", "lost"},
                                {"0 0", "lost"},     {"4999 5000", NULL}};
  for (size_t i = 0; i < sizeof positions / sizeof *positions; i++) {
    gr_pos p;
    gr_pos_init(&p);
    gr_error err = {0};
    assert_int_equal(gr_game_parse(g, positions[i][0], &p, &err), 0);
    if (i < 4) trace_sliced(g, &p);
    trace_matches(g, &p, positions[i][1]);
    gr_analysis an;
    solve_pos(g, &p, &an);
    gr_analysis_free(&an);
    gr_pos_free(&p);
  }
}

static void kstake_play_board(void **state) {
  (void)state;
  const gr_game *g = game("kstake");
  play_ok(g, "5 7", "take 1 2 3", "3 1");
  play_ok(g, "5 7", "take 2 7 0", "5 0");
  play_ok(g, "5 7", "take 2 1 5", "0 6");
  play_fails(g, "5 7", "take 1 0 1", "at least 1");
  play_fails(g, "5 7", "take 1 6 0", "at most 5");
  play_fails(g, "5 7", "take 1 2 4", "more than pile 2 holds (7)");
  play_fails(g, "5 7", "take 3 1 1", "piles 1 and 2");
  play_fails(g, "5 7", "take 1 1 18446744073709551615", "more than pile 2");
  play_fails(g, "5 7", "take 1 2", "take PILE K S");
  play_fails(g, "0 0", "take 1 1 0", "game is over");
  char *json = board_json(g, "5 7");
  assert_non_null(strstr(json, "\"args\":[\"pile\",\"k\",\"s\"]"));
  assert_non_null(strstr(json, "\"piles\":[\"5\",\"7\"]"));
  free(json);
}

int main(void) {
  fib_init();
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(wythoff_parse),
      cmocka_unit_test(wythoff_beatty_recurrence),
      cmocka_unit_test(wythoff_exact_64bit),
      cmocka_unit_test(wythoff_boundaries),
      cmocka_unit_test(wythoff_trace),
      cmocka_unit_test(wythoff_play_board),
      cmocka_unit_test(fibonacci_parse),
      cmocka_unit_test(fibonacci_boundaries),
      cmocka_unit_test(fibonacci_trace_play),
      cmocka_unit_test(kstake_parse),
      cmocka_unit_test(kstake_table_vs_sieve),
      cmocka_unit_test(kstake_solve_trace),
      cmocka_unit_test(kstake_play_board),
  };
  return cmocka_run_group_tests_name("closed_a", tests, NULL, NULL);
}
