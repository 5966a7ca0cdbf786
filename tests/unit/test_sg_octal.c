/*
 * test_sg_octal.c — heap rulesets, Grundy sequences and periods (`grundy
 * sg`), and the `heaps` game built on them.
 *
 *   - the ruleset parser: every malformed octal code and subtraction set is
 *     refused with a message naming the character and its column; N past
 *     the limit is refused; canonical forms;
 *   - the rare-value method (and AUTO, which adds the proved period) against
 *     the plain mex on 0.77, 0.07, 0.137, 4.7, 0.6, 0.51, random octal
 *     codes and subtraction sets: the same values and the same period;
 *   - the published facts: Kayles (0.77) has period 12 and last exceptional
 *     value G(70), with exceptions at 0 3 6 9 11 15 18 21 22 28 34 39 57 70
 *     (Winning Ways); Dawson's chess (0.137) has period 34 and exceptions at
 *     0 14 16 17 31 34 51 (OEIS A002187); Dawson's Kayles (0.07) is Dawson's
 *     chess shifted by one heap.  The detector's answer is checked against
 *     these and, independently, against loops over the naive values;
 *   - proved / observed / none at the exact thresholds of the bounds;
 *   - jobs under every budget; the heaps game's parse, play, stall move,
 *     board and trace (the trace's values are the engine's).
 * (gr_verify on `heaps` runs in test_verify with every registered game.)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HEAPS_TEST_SEED 0x243f6a8885a308d3u
#include "heaps_test.h"

/* ---- the parser ----------------------------------------------------------- */

static void test_parse_errors(void **state) {
  (void)state;
  static const struct {
    const char *text;
    gr_status status;
    const char *fragment;
  } bad[] = {
      {"0.78", GR_ESYNTAX, "'8' at column 4 is not an octal digit"},
      {"0.97", GR_ESYNTAX, "'9' at column 3 is not an octal digit"},
      {"0.7a", GR_ESYNTAX, "'a' at column 4 is not an octal digit"},
      {"0.1F", GR_ESYNTAX, "hexadecimal"},
      {"0.7x7", GR_ESYNTAX, "'x' at column 4"},
      {"8.7", GR_ESYNTAX, "'8' at column 1 is not an octal digit"},
      {"2.7", GR_ERANGE, "d0 = 2 at column 1"},
      {"7.7", GR_ERANGE, "may only be 0 or 4"},
      {".77", GR_ESYNTAX, "starts with '.' at column 1"},
      {"0.", GR_ESYNTAX, "no digits after the point"},
      {"0", GR_ESYNTAX, "no '.'"},
      {"07.7", GR_ESYNTAX, "'7' at column 2: the part before the point is a single digit"},
      {"0,77", GR_ESYNTAX, "',' at column 2: expected '.'"},
      {"0.7.7", GR_ESYNTAX, "a second '.' at column 4"},
      {"  0.77x", GR_ESYNTAX, "'x' at column 7"},
      {"S{}", GR_ESYNTAX, "S{} is empty"},
      {"S{ }", GR_ESYNTAX, "S{} is empty"},
      {"S{1,,2}", GR_ESYNTAX, "missing before ',' at column 5"},
      {"S{,1}", GR_ESYNTAX, "missing before ',' at column 3"},
      {"S{1,2,}", GR_ESYNTAX, "missing before '}' at column 7"},
      {"S{1,2", GR_ESYNTAX, "'}' is missing"},
      {"S{0}", GR_ERANGE, "0 at column 3: a move must remove at least one token"},
      {"S{-1}", GR_ERANGE, "'-' at column 3"},
      {"S{1 2}", GR_ESYNTAX, "'2' at column 5: expected ',' or '}'"},
      {"S{1,x}", GR_ESYNTAX, "'x' at column 5 in the subtraction set is not a digit"},
      {"S{1}x", GR_ESYNTAX, "unexpected 'x' at column 5"},
      {"S{1000001}", GR_ERANGE, "go up to 1000000"},
      {"S{99999999999999999999999}", GR_ERANGE, "go up to 1000000"},
      {"S!{}", GR_ESYNTAX, "S!{} excludes nothing"},
      {"S1,3", GR_ESYNTAX, "expected '{' after S"},
      {"S", GR_ESYNTAX, "expected '{' after S"},
      {"foo", GR_ESYNTAX, "unknown ruleset 'foo'"},
      {"laskerr", GR_ESYNTAX, "unknown ruleset"},
      {"Sprague", GR_ESYNTAX, "unknown ruleset"},
      {"", GR_ESYNTAX, "no ruleset given"},
      {"   ", GR_ESYNTAX, "no ruleset given"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_error err = {0};
    heaps_rules r;
    heaps_rules_init(&r);
    int rc = heaps_rules_parse(bad[i].text, strlen(bad[i].text), &r, &err);
    if (rc == 0) fail_msg("'%s' was accepted", bad[i].text);
    if (err.status != bad[i].status || strstr(err.message, bad[i].fragment) == NULL)
      fail_msg("'%s': status %d, message '%s' (expected %d and '%s')", bad[i].text, err.status, err.message,
               bad[i].status, bad[i].fragment);
    assert_null(r.digit);
    heaps_rules_free(&r);
  }
  /* 256 digits after the point are fine, 257 are not. */
  char code[300] = "0.";
  memset(code + 2, '7', 256);
  code[258] = '\0';
  heaps_rules r;
  parse_ok(code, &r);
  assert_int_equal(r.t, 256);
  heaps_rules_free(&r);
  code[258] = '7';
  code[259] = '\0';
  gr_error err = {0};
  assert_int_equal(heaps_rules_parse(code, strlen(code), &r, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.message, "257 digits"));
}

static void test_canonical(void **state) {
  (void)state;
  static const char *const pairs[][2] = {
      {"0.77", "0.77"},   {"0.770", "0.77"},       {" 4.7 ", "4.7"},    {"0.0", "0.0"},
      {"0.000", "0.0"},   {"4.0", "4.0"},          {"0.137", "0.137"},  {"S{4,1,3,3}", "S{1,3,4}"},
      {"s{ 2 , 5 }", "S{2,5}"}, {"LASKER", "lasker"}, {"lasker", "lasker"},
  };
  for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
    heaps_rules r, again;
    parse_ok(pairs[i][0], &r);
    gr_buf b;
    gr_buf_init(&b);
    heaps_rules_format(&r, &b);
    assert_string_equal(b.data, pairs[i][1]);
    parse_ok(b.data, &again);
    assert_true(heaps_rules_equal(&r, &again));
    gr_buf_free(&b);
    heaps_rules_free(&r);
    heaps_rules_free(&again);
  }
  /* S{1,3,4} is the octal code 0.3033: the same digits. */
  heaps_rules s, o;
  parse_ok("S{1,3,4}", &s);
  parse_ok("0.3033", &o);
  assert_int_equal(s.t, o.t);
  assert_memory_equal(s.digit, o.digit, s.t + 1);
  heaps_rules_free(&s);
  heaps_rules_free(&o);
  parse_ok("0.77", &o);
  assert_string_equal(heaps_rules_name(&o), "Kayles");
  heaps_rules_free(&o);
}

static void test_limits(void **state) {
  (void)state;
  static const char *const codes[] = {"0.77", "S{1,2}", "lasker"};
  for (size_t i = 0; i < 3; i++) {
    heaps_rules r;
    parse_ok(codes[i], &r);
    uint64_t max = heaps_rules_max_upto(&r);
    assert_int_equal(max, r.kind == HEAPS_LASKER ? HEAPS_MAX_UPTO_LASKER : HEAPS_MAX_UPTO);
    gr_job *job = NULL;
    gr_error err = {0};
    /* upto = max + 1, i.e. count = max + 2: refused before any allocation */
    assert_int_equal(heaps_seq_start(&r, max + 2, HEAPS_AUTO, &job, &err), -1);
    assert_null(job);
    assert_int_equal(err.status, GR_ELIMIT);
    assert_non_null(strstr(err.message, "too large"));
    gr_error_clear(&err);
    assert_int_equal(heaps_seq_start(&r, UINT64_MAX, HEAPS_AUTO, &job, &err), -1);
    assert_int_equal(err.status, GR_ELIMIT);
    gr_error_clear(&err);
    assert_int_equal(heaps_seq_start(&r, 0, HEAPS_AUTO, &job, &err), -1);
    heaps_rules_free(&r);
  }
}

/* ---- rare values against the plain mex --------------------------------------- */

static void same_sequences(const char *code, uint64_t count) {
  heaps_seq a = compute(code, count, HEAPS_NAIVE);
  heaps_seq b = compute(code, count, HEAPS_RARE);
  heaps_seq c = compute(code, count, HEAPS_AUTO);
  for (uint64_t n = 0; n < count; n++)
    if (a.g[n] != b.g[n] || a.g[n] != c.g[n])
      fail_msg("%s: G(%llu) naive %u, rare %u, auto %u", code, (unsigned long long)n, a.g[n], b.g[n], c.g[n]);
  if (memcmp(&a.period, &b.period, sizeof a.period) != 0 || memcmp(&a.period, &c.period, sizeof a.period) != 0)
    fail_msg("%s: periods differ: naive (%llu, %llu, %d), rare (%llu, %llu, %d), auto (%llu, %llu, %d)", code,
             (unsigned long long)a.period.preperiod, (unsigned long long)a.period.period, a.period.status,
             (unsigned long long)b.period.preperiod, (unsigned long long)b.period.period, b.period.status,
             (unsigned long long)c.period.preperiod, (unsigned long long)c.period.period, c.period.status);
  heaps_seq_free(&a);
  heaps_seq_free(&b);
  heaps_seq_free(&c);
}

static void test_rare_equals_naive_classics(void **state) {
  (void)state;
  static const char *const codes[] = {"0.77", "0.07", "0.137", "4.7",  "0.6",   "0.51", "0.007",
                                      "4.07", "0.15", "0.165", "0.106", "4.37", "0.4",  "4.0"};
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) same_sequences(codes[i], 3000);
  same_sequences("lasker", 400);
  /* Officers (0.6) has a real sparse space and no known period: a longer run. */
  same_sequences("0.6", 12000);
}

static void test_rare_equals_naive_random(void **state) {
  (void)state;
  char code[64];
  for (int i = 0; i < 60; i++) {
    int p = 0;
    code[p++] = rnd() % 2 ? '4' : '0';
    code[p++] = '.';
    int digits = 1 + (int)(rnd() % 5);
    for (int k = 0; k < digits; k++) code[p++] = (char)('0' + rnd() % 8);
    code[p] = '\0';
    same_sequences(code, 3000);
  }
  for (int i = 0; i < 20; i++) {
    int n = 1 + (int)(rnd() % 4), p = snprintf(code, sizeof code, "S{");
    for (int k = 0; k < n; k++) p += snprintf(code + p, sizeof code - (size_t)p, "%s%u", k ? "," : "", 1 + (unsigned)(rnd() % 12));
    snprintf(code + p, sizeof code - (size_t)p, "}");
    same_sequences(code, 3000);
  }
}

/* Kayles to 10^6 by pure rare values (no period shortcut) equals AUTO. */
static void test_kayles_million(void **state) {
  (void)state;
  heaps_seq b = compute("0.77", 1000001, HEAPS_RARE);
  heaps_seq c = compute("0.77", 1000001, HEAPS_AUTO);
  assert_memory_equal(b.g, c.g, 1000001 * sizeof *b.g);
  assert_int_equal(b.computed, 1000001);
  assert_true(c.computed < 1000); /* the period was proved early and copied */
  assert_true(b.mask != 0 && b.rare_heaps < 100); /* Kayles has a sparse space */
  assert_int_equal(b.period.status, HEAPS_PROVED);
  assert_int_equal(b.period.holds, 1000001 - 12 - 71);
  assert_memory_equal(&b.period, &c.period, sizeof b.period);
  heaps_seq_free(&b);
  heaps_seq_free(&c);
}

/* ---- the published facts ------------------------------------------------------ */

/* The exceptions of a sequence periodic from n0 with period p: the n < n0
 * whose value differs from the periodic value of their class. */
static size_t exceptions(const heaps_seq *s, uint64_t n0, uint64_t p, uint64_t *out, size_t cap) {
  size_t k = 0;
  for (uint64_t n = 0; n < n0; n++) {
    uint64_t m = n + ((n0 - n + p - 1) / p) * p;
    if (s->g[n] != s->g[m] && k < cap) out[k++] = n;
  }
  return k;
}

/* Checks directly on the values that (n0, p) is periodic to the end, that
 * n0 is least, and that no smaller shift is a period from n0 on. */
static void check_period_by_loops(const heaps_seq *s, uint64_t n0, uint64_t p) {
  for (uint64_t n = n0; n + p < s->count; n++)
    if (s->g[n] != s->g[n + p]) fail_msg("G(%llu) != G(%llu)", (unsigned long long)n, (unsigned long long)(n + p));
  if (n0 > 0) assert_int_not_equal(s->g[n0 - 1], s->g[n0 - 1 + p]);
  for (uint64_t q = 1; q < p; q++) {
    bool periodic = true;
    for (uint64_t n = n0; n + q < s->count && periodic; n++) periodic = s->g[n] == s->g[n + q];
    if (periodic) fail_msg("%llu is a smaller period", (unsigned long long)q);
  }
}

static void test_published_facts(void **state) {
  (void)state;
  uint64_t ex[64];
  /* Kayles: period 12, the last exceptional value at n = 70 (Winning Ways). */
  heaps_seq naive = compute("0.77", 3000, HEAPS_NAIVE);
  heaps_seq rare = compute("0.77", 3000, HEAPS_RARE);
  assert_int_equal(rare.period.status, HEAPS_PROVED);
  assert_int_equal(rare.period.period, 12);
  assert_int_equal(rare.period.preperiod, 71);
  check_period_by_loops(&naive, rare.period.preperiod, rare.period.period);
  static const uint64_t kayles_ex[] = {0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70};
  assert_int_equal(exceptions(&naive, 71, 12, ex, 64), 14);
  assert_memory_equal(ex, kayles_ex, sizeof kayles_ex);
  static const uint16_t kayles_block[12] = {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7}; /* G(72..83) */
  assert_memory_equal(naive.g + 72, kayles_block, sizeof kayles_block);
  heaps_seq_free(&naive);
  heaps_seq_free(&rare);

  /* Dawson's chess, 0.137: period 34, exceptions 0 14 16 17 31 34 51 (A002187). */
  heaps_seq chess = compute("0.137", 3000, HEAPS_NAIVE);
  heaps_seq chess_rare = compute("0.137", 3000, HEAPS_RARE);
  assert_int_equal(chess_rare.period.status, HEAPS_PROVED);
  assert_int_equal(chess_rare.period.period, 34);
  assert_int_equal(chess_rare.period.preperiod, 52);
  check_period_by_loops(&chess, 52, 34);
  static const uint64_t chess_ex[] = {0, 14, 16, 17, 31, 34, 51};
  assert_int_equal(exceptions(&chess, 52, 34, ex, 64), 7);
  assert_memory_equal(ex, chess_ex, sizeof chess_ex);
  static const uint16_t chess_start[20] = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3};
  assert_memory_equal(chess.g, chess_start, sizeof chess_start);

  /* Dawson's Kayles, 0.07: a row of n + 1 pins is Dawson's chess with n
   * files, G_0.07(n + 1) = G_0.137(n), so its preperiod is one more. */
  heaps_seq dk = compute("0.07", 3001, HEAPS_RARE);
  for (uint64_t n = 0; n < 3000; n++) assert_int_equal(dk.g[n + 1], chess.g[n]);
  assert_int_equal(dk.period.status, HEAPS_PROVED);
  assert_int_equal(dk.period.period, 34);
  assert_int_equal(dk.period.preperiod, 53);
  heaps_seq_free(&dk);
  heaps_seq_free(&chess);
  heaps_seq_free(&chess_rare);

  /* Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3. */
  heaps_seq l = compute("lasker", 2001, HEAPS_AUTO);
  for (uint64_t n = 1; n < 2001; n++) {
    uint64_t want = n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
    assert_int_equal(l.g[n], want);
  }
  assert_int_equal(l.period.status, HEAPS_OBSERVED);
  assert_int_equal(l.period.preperiod, 1);
  assert_int_equal(l.period.period, 4);
  assert_int_equal(l.period.saltus, 4);
  assert_int_equal(l.period.bound, HEAPS_BOUND_NONE);
  heaps_seq_free(&l);

  /* S{1,3,4}: period 7 from 0 (0 1 0 1 2 3 2). */
  heaps_seq s = compute("S{1,3,4}", 100, HEAPS_AUTO);
  static const uint16_t s134[7] = {0, 1, 0, 1, 2, 3, 2};
  for (uint64_t n = 0; n < 100; n++) assert_int_equal(s.g[n], s134[n % 7]);
  assert_int_equal(s.period.period, 7);
  assert_int_equal(s.period.preperiod, 0);
  heaps_seq_free(&s);
}

/* ---- proved, observed, none ------------------------------------------------------ */

static heaps_status status_at(const char *code, uint64_t count, heaps_period *P) {
  heaps_seq s = compute(code, count, HEAPS_NAIVE);
  heaps_status st = s.period.status;
  if (P) *P = s.period;
  heaps_seq_free(&s);
  return st;
}

static void test_proved_observed(void **state) {
  (void)state;
  heaps_period P;
  /* Kayles: Guy-Smith needs 2*71 + 2*12 + 2 + 2 = 170 values; three periods
   * after n0 = 71 (observed) need 71 + 3*12 = 107. */
  assert_int_equal(status_at("0.77", 106, NULL), HEAPS_NONE);
  assert_int_equal(status_at("0.77", 107, &P), HEAPS_OBSERVED);
  assert_int_equal(P.preperiod, 71);
  assert_int_equal(P.period, 12);
  assert_int_equal(P.needed, 170);
  assert_int_equal(status_at("0.77", 169, NULL), HEAPS_OBSERVED);
  assert_int_equal(status_at("0.77", 170, &P), HEAPS_PROVED);
  assert_int_equal(P.bound, HEAPS_BOUND_OCTAL);
  /* Dawson's chess: 2*52 + 2*34 + 3 + 2 = 177. */
  assert_int_equal(status_at("0.137", 176, NULL), HEAPS_OBSERVED);
  assert_int_equal(status_at("0.137", 177, &P), HEAPS_PROVED);
  assert_int_equal(P.needed, 177);
  /* S{1,3,4}: a window of t = 4 values repeated 7 apart: 0 + 7 + 4 = 11. */
  assert_int_equal(status_at("S{1,3,4}", 10, NULL), HEAPS_NONE);
  assert_int_equal(status_at("S{1,3,4}", 11, &P), HEAPS_PROVED);
  assert_int_equal(P.bound, HEAPS_BOUND_WINDOW);
  assert_int_equal(P.needed, 11);
  /* 0.1 takes a single token only as a whole heap: G = 0 1 0 0 0 ...; the
   * recurrence holds from u = t + 1 = 2, so the window starts at 2:
   * 2 + 1 + 1 = 4 values. */
  assert_int_equal(status_at("0.1", 3, NULL), HEAPS_NONE);
  assert_int_equal(status_at("0.1", 4, &P), HEAPS_PROVED);
  assert_int_equal(P.preperiod, 2);
  /* 0.2 (leave one non-empty heap): 0 0 1 0 1 0 ...: period 2 from 1,
   * window from i0 = 1: 1 + 2 + 1 = 4 values. */
  assert_int_equal(status_at("0.2", 4, &P), HEAPS_PROVED);
  assert_int_equal(P.preperiod, 1);
  assert_int_equal(P.period, 2);
  /* Lasker's Nim is never proved by the computation. */
  assert_int_equal(status_at("lasker", 2000, &P), HEAPS_OBSERVED);
  assert_int_equal(P.needed, 0);
  /* Officers (0.6): no period in sight. */
  assert_int_equal(status_at("0.6", 3000, NULL), HEAPS_NONE);
  /* A single value: nothing to compare. */
  assert_int_equal(status_at("0.77", 1, NULL), HEAPS_NONE);
}

/* The job gives the same result under any budget; progress is monotone. */
static void test_budgets(void **state) {
  (void)state;
  static const char *const codes[] = {"0.77", "0.6", "lasker", "S{2,5}"};
  static const uint64_t budgets[] = {1, 3, 17, 1000, 1u << 20};
  for (size_t c = 0; c < 4; c++) {
    uint64_t count = codes[c][0] == 'l' ? 300 : 5000;
    heaps_seq ref = compute(codes[c], count, HEAPS_AUTO);
    heaps_rules r;
    parse_ok(codes[c], &r);
    for (size_t b = 0; b < sizeof budgets / sizeof budgets[0]; b++) {
      gr_job *job;
      gr_error err = {0};
      assert_int_equal(heaps_seq_start(&r, count, HEAPS_AUTO, &job, &err), 0);
      assert_null(heaps_seq_result(job));
      uint64_t last = 0;
      int rc;
      while ((rc = gr_job_run(job, budgets[b], &err)) == 0) {
        assert_true(job->done >= last && job->done <= job->total);
        last = job->done;
      }
      assert_int_equal(rc, 1);
      const heaps_seq *s = heaps_seq_result(job);
      assert_non_null(s);
      assert_memory_equal(s->g, ref.g, count * sizeof *s->g);
      assert_memory_equal(&s->period, &ref.period, sizeof ref.period);
      gr_job_free(job);
    }
    heaps_rules_free(&r);
    heaps_seq_free(&ref);
  }
}

static void test_output(void **state) {
  (void)state;
  heaps_seq s = compute("0.77", 201, HEAPS_AUTO);
  gr_buf b;
  gr_buf_init(&b);
  heaps_seq_text(&s, GR_EN, &b);
  assert_non_null(strstr(b.data, "ruleset: 0.77 (Kayles)"));
  assert_non_null(strstr(b.data, "\npreperiod: 71, period: 12 (proved)\n"));
  assert_non_null(strstr(b.data, "  0  0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2\n"));
  gr_buf_reset(&b);
  gr_json j;
  gr_json_init(&j, &b);
  heaps_seq_json(&j, &s, false);
  assert_non_null(strstr(b.data, "\"status\":\"proved\",\"preperiod\":71,\"period\":12"));
  assert_null(strstr(b.data, "\"values\""));
  gr_buf_free(&b);
  heaps_seq_free(&s);
}

/* ---- the heaps game --------------------------------------------------------------- */

static const gr_game *G;

static void pos_of(const char *text, gr_pos *p) {
  gr_error err = {0};
  gr_pos_init(p);
  if (gr_game_parse(G, text, p, &err) != 0) fail_msg("'%s': %s", text, err.message);
}

static char *text_of(const gr_pos *p) {
  gr_buf b;
  gr_buf_init(&b);
  G->format(p, &b);
  return gr_buf_take(&b);
}

static void test_game_parse(void **state) {
  (void)state;
  static const char *const pairs[][2] = {
      {"0.77: 8 5", "0.77: 5 8"},        {"S{4,1,3}: 10, 7", "S{1,3,4}: 7 10"}, {"0.77:", "0.77:"},
      {"lasker: 0 3 0", "lasker: 3"},    {" 0.137 :2 1", "0.137: 1 2"},       {"4.7: 5 5", "4.7: 5 5"},
  };
  for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
    gr_pos p, q;
    pos_of(pairs[i][0], &p);
    char *t = text_of(&p);
    assert_string_equal(t, pairs[i][1]);
    pos_of(t, &q);
    assert_true(gr_pos_equal(&p, &q));
    free(t);
    gr_pos_free(&p);
    gr_pos_free(&q);
  }
  static const struct {
    const char *text, *fragment;
  } bad[] = {
      {"0.77 5 8", "no ':'"},
      {"0.78: 5", "'8' at column 4"},
      {"0.77: 5 x", "heap 2 at line 1, column 9 is 'x'"},
      {"0.77: 5 -1", "negative"},
      {"0.77: 1000001", "heaps up to 1000000"},
      {"lasker: 50001", "heaps up to 50000"},
      {"S{}: 3", "empty"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_pos p;
    gr_pos_init(&p);
    gr_error err = {0};
    assert_int_equal(gr_game_parse(G, bad[i].text, &p, &err), -1);
    if (strstr(err.message, bad[i].fragment) == NULL) fail_msg("'%s': '%s'", bad[i].text, err.message);
    gr_pos_free(&p);
  }
  /* 1000 heaps are fine, 1001 are not. */
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_puts(&b, "0.77:");
  for (int i = 0; i < 1000; i++) gr_buf_puts(&b, " 3");
  gr_pos p;
  pos_of(b.data, &p);
  gr_pos_free(&p);
  gr_buf_puts(&b, " 3");
  gr_error err = {0};
  assert_int_equal(gr_game_parse(G, b.data, &p, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_buf_free(&b);
}

static int has_move(const gr_pos *p, const gr_pos *to) {
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  gr_error err = {0};
  if (G->moves(p, 1000000, &moves, &err) != 0) fail_msg("%s", err.message);
  int found = 0;
  for (size_t i = 0; i < moves.count; i++) found += gr_pos_equal(&moves.items[i], to);
  gr_pos_list_free(&moves);
  return found;
}

static void test_game_play(void **state) {
  (void)state;
  static const struct {
    const char *from, *action, *to;
  } good[] = {
      {"0.77: 5 8", "take 2 1", "0.77: 5 7"},        {"0.77: 5 8", "take 2 2 3", "0.77: 3 3 5"},
      {"0.77: 2 8", "take 1 2", "0.77: 8"},          {"4.7: 6", "take 1 0 2", "4.7: 2 4"},
      {"S{1,3,4}: 7 10", "take 2 3", "S{1,3,4}: 7 7"}, {"lasker: 9", "take 1 9", "lasker:"},
      {"lasker: 9", "take 1 0 4", "lasker: 4 5"},    {"0.137: 3", "take 1 3", "0.137:"},
  };
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    gr_pos p, q, want;
    pos_of(good[i].from, &p);
    pos_of(good[i].to, &want);
    gr_pos_init(&q);
    gr_error err = {0};
    if (G->play(&p, good[i].action, &q, &err) != 0) fail_msg("%s / %s: %s", good[i].from, good[i].action, err.message);
    assert_true(gr_pos_equal(&q, &want));
    assert_int_equal(has_move(&p, &q), 1);
    gr_buf d;
    gr_buf_init(&d);
    G->describe_move(&p, &q, GR_EN, &d);
    assert_true(d.len > 0 && strstr(d.data, "not a single move") == NULL);
    gr_buf_free(&d);
    gr_pos_free(&p);
    gr_pos_free(&q);
    gr_pos_free(&want);
  }
  static const struct {
    const char *from, *action, *fragment;
  } bad[] = {
      {"0.77: 5 8", "take 3 1", "heap 3 does not exist"},
      {"0.77: 5 8", "take 1 3", "no move removing that many"},
      {"0.77: 5 8", "take 1 6", "cannot lose 6"},
      {"0.77: 5 8", "take 1 1 4", "both be non-empty"},
      {"0.77: 5 8", "take 1 1 0", "PART is 0"},
      {"0.07: 5", "take 1 1", "no move removing that many"},
      {"0.6: 1", "take 1 1", "taking a whole heap"},
      {"0.6: 5", "take 1 1 0", "PART is 0"},
      {"0.1: 5", "take 1 1", "leaving a single heap"},
      {"0.3: 5", "take 1 1 2", "splitting"},
      {"lasker: 5", "take 1 1 2", "without removing"},
      {"lasker: 5", "take 1 0", "at least one token"},
      {"0.77: 5", "give 1 1", "take HEAP COUNT"},
      {"0.77: 5", "take 1", "take HEAP COUNT"},
      {"0.77:", "take 1 1", "game is over"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_pos p, q;
    pos_of(bad[i].from, &p);
    gr_pos_init(&q);
    gr_error err = {0};
    if (G->play(&p, bad[i].action, &q, &err) == 0) fail_msg("%s / %s was accepted", bad[i].from, bad[i].action);
    if (strstr(err.message, bad[i].fragment) == NULL)
      fail_msg("%s / %s: '%s' (expected '%s')", bad[i].from, bad[i].action, err.message, bad[i].fragment);
    gr_pos_free(&p);
    gr_pos_free(&q);
  }
}

/* The stall move is legal; the winning moves lead to value 0; the board. */
static void test_game_solve(void **state) {
  (void)state;
  static const char *const positions[] = {"0.77: 5 8",   "0.07: 4 9 13", "0.137: 20",  "4.7: 3 6",  "0.6: 7 9",
                                          "S{1,3,4}: 10 7", "lasker: 3 5 6", "0.77: 1 1", "0.6: 1", "0.77: 70 71 999"};
  for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
    gr_pos p;
    pos_of(positions[i], &p);
    gr_analysis a;
    gr_analysis_init(&a);
    gr_error err = {0};
    assert_int_equal(gr_solve(G, &p, &a, &err), 0);
    assert_true(a.has_grundy);
    assert_int_equal(a.winner == GR_WINNER_FIRST, a.grundy != 0);
    assert_int_equal(a.winning_moves.count > 0, a.grundy != 0);
    for (size_t k = 0; k < a.winning_moves.count; k++) {
      assert_int_equal(has_move(&p, &a.winning_moves.items[k]), 1);
      gr_analysis b;
      gr_analysis_init(&b);
      assert_int_equal(gr_solve(G, &a.winning_moves.items[k], &b, &err), 0);
      assert_int_equal(b.grundy, 0);
      gr_analysis_free(&b);
    }
    if (!G->is_terminal(&p)) {
      gr_pos q;
      gr_pos_init(&q);
      assert_int_equal(G->stall_move(&p, &q, &err), 0);
      assert_int_equal(has_move(&p, &q), 1);
      gr_pos_free(&q);
    }
    gr_buf b;
    gr_buf_init(&b);
    gr_json j;
    gr_json_init(&j, &b);
    G->board(&p, &j);
    assert_non_null(strstr(b.data, "\"kind\":\"piles\""));
    assert_non_null(strstr(b.data, "\"verb\":\"take\""));
    assert_non_null(strstr(b.data, "\"note\":{\"en\":"));
    gr_buf_free(&b);
    gr_analysis_free(&a);
    gr_pos_free(&p);
  }
  gr_pos p;
  pos_of("0.6: 1 1", &p);
  assert_true(G->is_terminal(&p));
  gr_pos q;
  gr_pos_init(&q);
  gr_error err = {0};
  assert_int_equal(G->stall_move(&p, &q, &err), -1);
  gr_pos_free(&p);
}

/* The trace's sequence view holds the engine's values; the period steps
 * hold the detector's numbers; the last step is the solve's Grundy value. */
static void test_game_trace(void **state) {
  (void)state;
  static const char *const positions[] = {"0.77: 3 5", "0.137:", "0.07: 10", "S{1,3,4}: 9", "lasker: 6 7", "0.6: 4",
                                          "4.7: 2 3"};
  for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
    gr_pos p;
    pos_of(positions[i], &p);
    gr_job *job;
    gr_error err = {0};
    assert_int_equal(G->trace_start(&p, &job, &err), 0);
    assert_int_equal(gr_job_finish(job, &err), 0);
    const gr_trace *t = job->trace;
    const gr_view *g = &t->views[2], *period = &t->views[3], *proved = &t->views[4], *answer = &t->views[5];
    assert_string_equal(g->name, "G");
    char code[32];
    const char *colon = strchr(positions[i], ':');
    snprintf(code, sizeof code, "%.*s", (int)(colon - positions[i]), positions[i]);
    heaps_seq s = compute(code, g->cols, HEAPS_NAIVE);
    for (uint32_t n = 0; n < g->cols; n++) assert_int_equal(g->values[n], s.g[n]);
    if (s.period.status != HEAPS_NONE) {
      assert_int_equal(period->values[0], s.period.preperiod);
      assert_int_equal(period->values[1], s.period.period);
      assert_int_equal(proved->values[0], s.period.status == HEAPS_PROVED);
    }
    if (strcmp(code, "lasker") != 0 && strcmp(code, "0.6") != 0) assert_int_equal(s.period.status, HEAPS_PROVED);
    gr_analysis a;
    gr_analysis_init(&a);
    assert_int_equal(gr_solve(G, &p, &a, &err), 0);
    assert_int_equal(answer->values[0], a.grundy);
    /* every step explains itself, with numbers */
    for (size_t k = 0; k < t->nsteps; k++) {
      for (int l = 0; l < GR_NLANG; l++) {
        gr_buf b;
        gr_buf_init(&b);
        gr_trace_explain(t, k, (gr_lang)l, &b);
        assert_true(b.len > 10);
        gr_buf_free(&b);
      }
    }
    /* a mex step reads every option's cells: G(7) of 0.77 reads G(1..6) */
    if (strcmp(code, "0.77") == 0) {
      size_t nr;
      const uint32_t *reads = gr_trace_step_reads(t, 7, &nr);
      assert_int_equal(nr, 6);
      for (size_t k = 0; k < nr; k++) assert_true(reads[k] >= g->base + 1 && reads[k] <= g->base + 6);
      gr_buf b;
      gr_buf_init(&b);
      gr_trace_explain(t, 7, GR_EN, &b);
      assert_string_equal(b.data, "G(7) = mex{G(6), G(5), G(1)^G(5), G(2)^G(4), G(3)^G(3), G(1)^G(4), G(2)^G(3)} = "
                                  "mex{0, 1, 3, 4, 5} = 2: the least value no move reaches.");
      gr_buf_free(&b);
    }
    gr_analysis_free(&a);
    heaps_seq_free(&s);
    gr_job_free(job);
    gr_pos_free(&p);
  }
  gr_pos p;
  pos_of("0.77: 1001", &p);
  gr_job *job = NULL;
  gr_error err = {0};
  assert_int_equal(G->trace_start(&p, &job, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_pos_free(&p);
}

int main(void) {
  G = gr_game_find("heaps");
  if (G == NULL) {
    puts("Bail out! the heaps game is not registered");
    return 1;
  }
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_parse_errors),
      cmocka_unit_test(test_canonical),
      cmocka_unit_test(test_limits),
      cmocka_unit_test(test_rare_equals_naive_classics),
      cmocka_unit_test(test_rare_equals_naive_random),
      cmocka_unit_test(test_kayles_million),
      cmocka_unit_test(test_published_facts),
      cmocka_unit_test(test_proved_observed),
      cmocka_unit_test(test_budgets),
      cmocka_unit_test(test_output),
      cmocka_unit_test(test_game_parse),
      cmocka_unit_test(test_game_play),
      cmocka_unit_test(test_game_solve),
      cmocka_unit_test(test_game_trace),
  };
  return cmocka_run_group_tests_name("sg_octal", tests, NULL, NULL);
}
