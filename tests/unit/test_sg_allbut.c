/*
 * test_sg_allbut.c — all-but subtraction sets (S!{1,3}: remove any number
 * of tokens but 1 or 3) and Crosses and Crosses (`crosses`) in the heap
 * engine.
 *
 *   - the parser: S!{...} read and written back, its errors with columns
 *     in both languages;
 *   - the mex by counts (O(|E|) a value) against the plain mex over every
 *     option, on random excluded sets;
 *   - the proof of the arithmetic period: every (n0, p, s) the check calls
 *     proved on a short prefix holds on a sequence 50 times longer, and
 *     the check does prove something for every set tried (it is not
 *     vacuous); a prefix too short is not proved;
 *   - the refusal past 16-bit values, with a message naming the value;
 *   - crosses: the engine's values against an exhaustive search of the
 *     real strip game (X on a free square, three in a row wins, a full
 *     board a draw) on every board of 3 to 16 squares whose X are at least
 *     3 apart: never a draw, and the mover wins exactly when the xor of the
 *     live runs' values is not 0; and
 *     G(n) = G_0.007(n + 2);
 *   - the heaps game under S!{1,3}: moves, the excluded count refused,
 *     the trace's period view with the saltus and every step explained.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HEAPS_TEST_SEED 0x9e3779b97f4a7c15u
#include "heaps_test.h"

/* A random excluded set: 1 to 4 numbers from 1..12. */
static void random_set(char *text, size_t cap) {
  size_t len = (size_t)snprintf(text, cap, "S!{");
  unsigned k = 1 + (unsigned)(rnd() % 4);
  for (unsigned i = 0; i < k; i++) len += (size_t)snprintf(text + len, cap - len, "%s%u", i ? "," : "", 1 + (unsigned)(rnd() % 12));
  snprintf(text + len, cap - len, "}");
}

static void test_parse(void **state) {
  (void)state;
  static const struct {
    const char *text, *canon;
  } good[] = {{"S!{1,3}", "S!{1,3}"}, {" s ! { 3 , 1 , 3 } ", "S!{1,3}"}, {"S!{7}", "S!{7}"}, {"CROSSES", "0.11337"}};
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    heaps_rules r;
    parse_ok(good[i].text, &r);
    gr_buf b;
    gr_buf_init(&b);
    heaps_rules_format(&r, &b);
    assert_string_equal(b.data, good[i].canon);
    heaps_rules q;
    parse_ok(b.data, &q);
    assert_true(heaps_rules_equal(&r, &q));
    heaps_rules_free(&q);
    gr_buf_free(&b);
    heaps_rules_free(&r);
  }
  heaps_rules a, b;
  parse_ok("S!{1,3}", &a);
  parse_ok("S{1,3}", &b);
  assert_int_equal(a.kind, HEAPS_ALLBUT);
  assert_false(heaps_rules_equal(&a, &b));
  gr_buf words;
  gr_buf_init(&words);
  heaps_rules_describe(&a, GR_EN, &words);
  assert_string_equal(words.data, "remove any number of tokens from one heap except 1 or 3");
  gr_buf_reset(&words);
  heaps_rules_describe(&a, GR_ZH, &words);
  assert_string_equal(words.data, "从一堆中取走任意个，但不能是 1 或 3 个");
  gr_buf_free(&words);
  heaps_rules_free(&a);
  heaps_rules_free(&b);
  static const struct {
    const char *text;
    gr_status status;
    const char *en, *zh;
  } bad[] = {
      {"S!{}", GR_ESYNTAX, "S!{} excludes nothing", "S!{} 没有排除任何个数"},
      {"S!{1,}", GR_ESYNTAX, "missing before '}' at column 6", "第 6 列"},
      {"S!{0}", GR_ERANGE, "0 at column 4", "第 4 列"},
      {"S!x", GR_ESYNTAX, "'x' at column 3: expected '{'", "第 3 列的 'x'"},
      {"S!", GR_ESYNTAX, "expected '{' after S", "S 之后应是 '{'"},
      {"S!{1 3}", GR_ESYNTAX, "'3' at column 6", "第 6 列"},
      {"crossed", GR_ESYNTAX, "unknown ruleset 'crossed' at column 1", "第 1 列"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_error err = {0};
    heaps_rules r;
    heaps_rules_init(&r);
    if (heaps_rules_parse(bad[i].text, strlen(bad[i].text), &r, &err) == 0) fail_msg("'%s' was accepted", bad[i].text);
    if (err.status != bad[i].status || strstr(err.text[GR_EN], bad[i].en) == NULL ||
        strstr(err.text[GR_ZH], bad[i].zh) == NULL)
      fail_msg("'%s': %d '%s' / '%s'", bad[i].text, err.status, err.text[GR_EN], err.text[GR_ZH]);
    assert_null(r.set);
    heaps_rules_free(&r);
  }
}

/* The mex by counts gives the plain mex's values, and the same period. */
static void test_counts_against_naive(void **state) {
  (void)state;
  for (int trial = 0; trial < 60; trial++) {
    char code[64];
    random_set(code, sizeof code);
    heaps_seq fast = compute(code, 1500, HEAPS_AUTO), slow = compute(code, 1500, HEAPS_NAIVE);
    for (uint64_t n = 0; n < 1500; n++)
      if (fast.g[n] != slow.g[n]) fail_msg("%s: G(%llu) = %u by counts, %u by the plain mex", code, (unsigned long long)n, fast.g[n], slow.g[n]);
    assert_int_equal(fast.period.status, slow.period.status);
    assert_int_equal(fast.period.period, slow.period.period);
    assert_int_equal(fast.period.saltus, slow.period.saltus);
    heaps_seq_free(&fast);
    heaps_seq_free(&slow);
  }
  /* by hand: S!{1,3}, G(4) = mex{G(0), G(2)} = mex{0, 1} = 2 */
  heaps_seq s = compute("S!{1,3}", 8, HEAPS_AUTO);
  static const uint16_t want[8] = {0, 0, 1, 1, 2, 2, 3, 3};
  for (int n = 0; n < 8; n++) assert_int_equal(s.g[n], want[n]);
  heaps_seq_free(&s);
}

/* Every proof claimed on a prefix holds far beyond it. */
static void test_proof_holds(void **state) {
  (void)state;
  enum { LONG = 60000 };
  for (int trial = 0; trial < 80; trial++) {
    char code[64];
    random_set(code, sizeof code);
    heaps_seq whole = compute(code, LONG, HEAPS_AUTO);
    uint64_t proved_at = 0;
    for (uint64_t c = 8; c <= 1200 && proved_at == 0; c++) {
      heaps_period P;
      gr_error err = {0};
      assert_int_equal(heaps_period_detect(&whole.rules, whole.g, c, &P, &err), 0);
      if (P.status != HEAPS_PROVED) continue;
      proved_at = c;
      assert_true(P.needed <= c);
      assert_int_equal(P.bound, HEAPS_BOUND_ALLBUT);
      for (uint64_t n = P.preperiod; n + P.period < LONG; n++)
        if ((int64_t)whole.g[n + P.period] - (int64_t)whole.g[n] != P.saltus)
          fail_msg("%s: proved at %llu (n0 %llu, p %llu, s %lld) but fails at n = %llu", code,
                   (unsigned long long)c, (unsigned long long)P.preperiod, (unsigned long long)P.period,
                   (long long)P.saltus, (unsigned long long)n);
      /* one value fewer than needed: not proved */
      if (P.needed > P.preperiod + P.period + 1) {
        heaps_period Q;
        assert_int_equal(heaps_period_detect(&whole.rules, whole.g, P.needed - 1, &Q, &err), 0);
        assert_int_not_equal(Q.status, HEAPS_PROVED);
      }
    }
    if (proved_at == 0) fail_msg("%s: nothing proved within 1200 values", code);
    assert_int_equal(whole.period.status, HEAPS_PROVED);
    assert_true(whole.period.saltus > 0);
    heaps_seq_free(&whole);
  }
}

/* 16-bit values: S!{1} has G(n) = n / 2, so G(131072) = 65536 is refused. */
static void test_value_limit(void **state) {
  (void)state;
  heaps_rules r;
  parse_ok("S!{1}", &r);
  heaps_seq s;
  gr_error err = {0};
  assert_int_equal(heaps_seq_compute(&r, 131072, HEAPS_AUTO, &s, &err), 0);
  assert_int_equal(s.g[131071], 65535);
  heaps_seq_free(&s);
  assert_int_equal(heaps_seq_compute(&r, 131073, HEAPS_AUTO, &s, &err), -1);
  assert_int_equal(err.status, GR_ERANGE);
  assert_non_null(strstr(err.message, "G(131072) = 65536"));
  heaps_rules_free(&r);
}

/* ---- Crosses and Crosses ----------------------------------------------- */

#define STRIP_MAX 16

/* The real game on a strip of n squares, X on the squares of `board`, the
 * player to move: STRIP_WIN, STRIP_LOSE or STRIP_DRAW (the board fills up
 * with no three in a row).  Memoised (0: not yet known). */
enum { STRIP_WIN = 1, STRIP_LOSE = 2, STRIP_DRAW = 3 };
static unsigned char memo[STRIP_MAX + 1][1u << STRIP_MAX];

static bool three_in_row(unsigned n, unsigned board) {
  for (unsigned i = 0; i + 2 < n; i++)
    if (((board >> i) & 7u) == 7u) return true;
  return false;
}

static int strip_value(unsigned n, unsigned board) {
  if (memo[n][board]) return memo[n][board];
  int best = STRIP_DRAW; /* a full board */
  bool any = false, draw = false;
  for (unsigned i = 0; i < n && best != STRIP_WIN; i++) {
    if (board & (1u << i)) continue;
    unsigned next = board | (1u << i);
    int v = three_in_row(n, next) ? STRIP_LOSE : strip_value(n, next); /* the opponent's outcome */
    any = true;
    if (v == STRIP_LOSE) best = STRIP_WIN;
    else if (v == STRIP_DRAW) draw = true;
  }
  if (best != STRIP_WIN) best = !any || draw ? STRIP_DRAW : STRIP_LOSE;
  memo[n][board] = (unsigned char)best;
  return best;
}

static void test_crosses_against_strip(void **state) {
  (void)state;
  heaps_seq c = compute("crosses", 64, HEAPS_AUTO), t = compute("0.007", 66, HEAPS_AUTO);
  for (unsigned n = 0; n < 64; n++) assert_int_equal(c.g[n], t.g[n + 2]);
  unsigned boards = 0;
  /* From 3 squares on (the problem's n >= 3): on 1 or 2 squares nobody can
   * make three, and the strip game is a draw where the heap game has a winner. */
  for (unsigned n = 3; n <= STRIP_MAX; n++) {
    for (unsigned board = 0; board < (1u << n); board++) {
      /* quiet boards: any two X at least 3 apart (else the mover wins at once) */
      int last = -3;
      bool quiet = true;
      for (unsigned i = 0; i < n && quiet; i++)
        if (board & (1u << i)) {
          quiet = (int)i - last >= 3;
          last = (int)i;
        }
      if (!quiet) continue;
      /* live squares: free and more than 2 from every X; runs of them are heaps */
      unsigned x = 0, run = 0;
      for (unsigned i = 0; i <= n; i++) {
        bool live = i < n && !(board & (1u << i));
        for (int d = -2; d <= 2 && live; d++) {
          int j = (int)i + d;
          if (j >= 0 && j < (int)n && (board & (1u << j))) live = false;
        }
        if (live) {
          run++;
        } else {
          x ^= c.g[run];
          run = 0;
        }
      }
      if (strip_value(n, board) != (x != 0 ? STRIP_WIN : STRIP_LOSE))
        fail_msg("strip of %u, X at 0x%x: search says %d, heaps xor %u", n, board, strip_value(n, board), x);
      boards++;
    }
  }
  if (boards != 1864) fail_msg("%u quiet boards, not 1864", boards);
  heaps_seq_free(&c);
  heaps_seq_free(&t);
}

/* ---- the heaps game ----------------------------------------------------- */

static void test_game(void **state) {
  (void)state;
  const gr_game *G = gr_game_find("heaps");
  assert_non_null(G);
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(G->parse("S!{1,3}: 4", &p, &err), 0);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  assert_int_equal(G->moves(&p, 1000, &moves, &err), 0);
  assert_int_equal(moves.count, 2); /* remove 2 or 4 */
  gr_pos_list_free(&moves);
  gr_pos q;
  gr_pos_init(&q);
  assert_int_equal(G->play(&p, "take 1 3", &q, &err), -1);
  assert_non_null(strstr(err.message, "excludes removing that many"));
  gr_error ok = {0};
  assert_int_equal(G->play(&p, "take 1 2", &q, &ok), 0);
  gr_buf b;
  gr_buf_init(&b);
  G->format(&q, &b);
  assert_string_equal(b.data, "S!{1,3}: 2");
  gr_buf_free(&b);
  gr_pos_free(&q);
  /* the trace: the period view has the saltus, every step explains itself */
  gr_job *job;
  assert_int_equal(G->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_trace *t = job->trace;
  const gr_view *period = &t->views[3], *proved = &t->views[4];
  assert_int_equal(period->cols, 3);
  assert_int_equal(period->values[1], 2);
  assert_int_equal(period->values[2], 1);
  assert_int_equal(proved->values[0], 1);
  for (size_t k = 0; k < t->nsteps; k++)
    for (int l = 0; l < GR_NLANG; l++) {
      gr_buf e;
      gr_buf_init(&e);
      gr_trace_explain(t, k, (gr_lang)l, &e);
      assert_true(e.len > 10);
      if (k == t->nsteps - 2 && l == GR_EN) assert_non_null(strstr(e.data, "the largest 3"));
      gr_buf_free(&e);
    }
  gr_job_free(job);
  gr_pos_free(&p);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_parse),       cmocka_unit_test(test_counts_against_naive),
      cmocka_unit_test(test_proof_holds), cmocka_unit_test(test_value_limit),
      cmocka_unit_test(test_crosses_against_strip), cmocka_unit_test(test_game),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
