/*
 * test_sg_grundy.c — Grundy's game (split a heap into two unequal heaps) in
 * the Grundy-sequence engine (`grundy sg grundy`), and the rare-value mex
 * of sgrare.c on the rulesets it speeds up.
 *
 *   - parsing and canonical text of "grundy" (any case), its name and moves;
 *   - G(0..20) = 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 (OEIS A002188);
 *   - every method (naive, rare, auto) gives the same values, and those are
 *     the ones of a plain mex over the unequal splits written here;
 *   - Flammenkamp's figures up to 2^21: the largest value is 231, first at
 *     n = 763,622; the rare mask 0xfe; 1,274 rare values (heap 0 counted),
 *     the last at n = 82,860; the period is never claimed proved;
 *   - the rare-value mex against the plain mex on codes with several
 *     splitting digits and on long runs (0.376, 0.6, 4.007);
 *   - AUTO's copies of G(n - p) (try_shift) against RARE on 0.376 up to its
 *     proof point 4,536,509 (period 4 from 2,268,248).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "algo/sgseq.h"
#include "grundy.h"

static heaps_seq compute(const char *code, uint64_t count, heaps_method m) {
  heaps_rules r;
  heaps_rules_init(&r);
  gr_error err = {0};
  if (heaps_rules_parse(code, strlen(code), &r, &err) != 0) fail_msg("%s: %s", code, err.message);
  heaps_seq s;
  if (heaps_seq_compute(&r, count, m, &s, &err) != 0) fail_msg("%s: %s", code, err.message);
  heaps_rules_free(&r);
  return s;
}

static void same_values(const char *code, uint64_t count) {
  heaps_seq a = compute(code, count, HEAPS_NAIVE);
  heaps_seq b = compute(code, count, HEAPS_RARE);
  heaps_seq c = compute(code, count, HEAPS_AUTO);
  for (uint64_t n = 0; n < count; n++)
    if (a.g[n] != b.g[n] || a.g[n] != c.g[n])
      fail_msg("%s: G(%llu) naive %u, rare %u, auto %u", code, (unsigned long long)n, a.g[n], b.g[n], c.g[n]);
  assert_memory_equal(&a.period, &b.period, sizeof a.period);
  assert_memory_equal(&a.period, &c.period, sizeof a.period);
  heaps_seq_free(&a);
  heaps_seq_free(&b);
  heaps_seq_free(&c);
}

static void test_parse(void **state) {
  (void)state;
  static const char *const texts[] = {"grundy", "Grundy", " GRUNDY "};
  for (size_t i = 0; i < 3; i++) {
    heaps_rules r;
    heaps_rules_init(&r);
    gr_error err = {0};
    assert_int_equal(heaps_rules_parse(texts[i], strlen(texts[i]), &r, &err), 0);
    assert_int_equal(r.kind, HEAPS_GRUNDY);
    assert_int_equal(r.nsplit, 1);
    assert_int_equal(r.split[0], 0);
    assert_int_equal(r.nleave1, 0);
    gr_buf b;
    gr_buf_init(&b);
    heaps_rules_format(&r, &b);
    assert_string_equal(b.data, "grundy");
    gr_buf_reset(&b);
    heaps_rules_headline(&r, GR_EN, &b);
    assert_string_equal(b.data, "grundy (Grundy's game): split a heap into two non-empty heaps of different sizes");
    gr_buf_reset(&b);
    heaps_rules_headline(&r, GR_ZH, &b);
    assert_non_null(strstr(b.data, "Grundy"));
    gr_buf_free(&b);
    /* not the octal code 4.0, whose splits may be equal */
    heaps_rules o;
    heaps_rules_init(&o);
    assert_int_equal(heaps_rules_parse("4.0", 3, &o, &err), 0);
    assert_false(heaps_rules_equal(&r, &o));
    heaps_rules_free(&o);
    heaps_rules_free(&r);
  }
  heaps_rules r;
  heaps_rules_init(&r);
  gr_error err = {0};
  assert_int_not_equal(heaps_rules_parse("grundi", 6, &r, &err), 0);
  assert_non_null(strstr(err.message, "grundy"));
}

static void test_first_values(void **state) {
  (void)state;
  static const uint16_t want[21] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0};
  for (int m = 0; m < 3; m++) {
    heaps_seq s = compute("grundy", 21, (heaps_method)m);
    assert_memory_equal(s.g, want, sizeof want);
    heaps_seq_free(&s);
  }
}

/* A plain mex over the unequal splits, written here. */
static void test_against_plain(void **state) {
  (void)state;
  enum { N = 4000 };
  uint16_t *h = calloc(N, sizeof *h);
  uint8_t *seen = calloc(1024, 1);
  assert_non_null(h);
  assert_non_null(seen);
  for (unsigned n = 0; n < N; n++) {
    memset(seen, 0, 1024);
    for (unsigned a = 1; 2 * a < n; a++) seen[h[a] ^ h[n - a]] = 1;
    unsigned v = 0;
    while (seen[v]) v++;
    h[n] = (uint16_t)v;
  }
  heaps_seq s = compute("grundy", N, HEAPS_RARE);
  assert_memory_equal(s.g, h, N * sizeof *h);
  heaps_seq_free(&s);
  free(h);
  free(seen);
  same_values("grundy", 30000);
}

/* Flammenkamp's figures up to 2^21 (about 3 s of CPU). */
static void test_published(void **state) {
  (void)state;
  uint64_t count = 2097152;
  heaps_seq s = compute("grundy", count, HEAPS_AUTO);
  uint16_t best = 0;
  uint64_t at = 0, rare = 0, last = 0;
  for (uint64_t n = 0; n < count; n++) {
    if (s.g[n] > best) best = s.g[n], at = n;
    if (__builtin_parity(s.g[n] & 0xfeu) == 0) rare++, last = n;
  }
  assert_int_equal(best, 231);
  assert_int_equal(at, 763622);
  assert_int_equal(s.mask, 0xfe);
  assert_int_equal(s.sigma, 0);
  assert_int_equal(rare, 1274);
  assert_int_equal(last, 82860);
  assert_int_equal(s.rare_heaps, 1273); /* heaps 1..N: heap 0 is not counted */
  assert_int_equal(s.computed, count);
  assert_true(s.period.status != HEAPS_PROVED);
  heaps_seq_free(&s);
}

static void test_rare_kernel(void **state) {
  (void)state;
  static const char *const codes[] = {"0.376", "0.6", "4.007", "0.137", "0.3777", "4.67", "0.7777", "0.1777"};
  for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) same_values(codes[i], 20000);
}

/* 0.376 to its proof point: AUTO (which copies G(n - 4) for the heaps past
 * the preperiod plus the last rare heap, try_shift in sgseq.c) against RARE
 * (a search for every heap).  About 5 s of CPU. */
static void test_shift_0376(void **state) {
  (void)state;
  uint64_t count = 4536509; /* 2 * 2268248 + 2 * 4 + 3 + 2 */
  heaps_seq a = compute("0.376", count, HEAPS_AUTO);
  heaps_seq b = compute("0.376", count, HEAPS_RARE);
  assert_memory_equal(a.g, b.g, count * sizeof *a.g);
  assert_memory_equal(&a.period, &b.period, sizeof a.period);
  assert_int_equal(a.period.status, HEAPS_PROVED);
  assert_int_equal(a.period.preperiod, 2268248);
  assert_int_equal(a.period.period, 4);
  assert_int_equal(a.rare_heaps, b.rare_heaps);
  assert_int_equal(a.naive_values, b.naive_values);
  heaps_seq_free(&a);
  heaps_seq_free(&b);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_parse),        cmocka_unit_test(test_first_values), cmocka_unit_test(test_against_plain),
      cmocka_unit_test(test_published),    cmocka_unit_test(test_rare_kernel),  cmocka_unit_test(test_shift_0376),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
