/*
 * p2148.c — the judge problem Luogu P2148 "[SDOI2009] E&D".
 *
 * Input: T, then per test N (even) and N heap sizes; heaps 2k - 1 and 2k
 * form a pair.  A move picks a pair, removes one of its heaps and splits
 * the other into two non-empty heaps, which become the pair; whoever cannot
 * move (every pair is (1, 1)) loses.  Output: per test "YES" when the first
 * player wins, else "NO".
 *
 * Theory: the pairs are independent games, so the test is won when the xor
 * of the pairs' Grundy values is not 0 (Sprague-Grundy).  A pair (a, b) is
 * worth the index of the lowest zero bit of (a - 1) | (b - 1)
 * (gr_ed_pair_grundy in src/algo/nimber.c; tests/unit/test_contest checks it
 * by mex over the real moves for all a, b <= 40).
 *
 * Limits: the problem promises T <= 20, N <= 20000, heaps up to 2 * 10^9;
 * we accept heaps up to 2^63, 10^6 heaps per test and 2 * 10^7 in all.  A
 * bad file produces no output.
 */
#include "algo/nimber.h"
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#define ED_MAX_TESTS 100000u
#define ED_MAX_HEAPS 1000000u
#define ED_MAX_ALL 20000000u
#define ED_MAX_HEAP (UINT64_C(1) << 63)

static int read_heap(gr_scan *sc, uint64_t test, uint64_t k, uint64_t *h, gr_error *err) {
  if (judge_scan(sc, true, JUDGE_ITEM_ED_HEAP, test, k, 0, h, err) < 0) return -1;
  if (*h < 1 || *h > ED_MAX_HEAP)
    return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(JUDGE_NOUN_ED_HEAP), GR_U(test),
                        GR_U(sc->line), GR_U(*h), GR_U(1), GR_U(ED_MAX_HEAP));
  return 0;
}

static int read_tests(judge_reader *rd, gr_error *err) {
  uint64_t t, all = 0;
  if (judge_read_tests(&rd->sc, "the number of tests T", "T", ED_MAX_TESTS, &t, err) != 0) return -1;
  for (uint64_t test = 1; test <= t; test++) {
    uint64_t n, a, b;
    unsigned value = 0;
    if (judge_scan(&rd->sc, true, JUDGE_ITEM_ED_HEAPS, test, 0, 0, &n, err) < 0) return -1;
    if (n < 2 || n > ED_MAX_HEAPS)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(JUDGE_NOUN_ED_HEAPS), GR_U(test),
                          GR_U(rd->sc.line), GR_U(n), GR_U(2), GR_U(ED_MAX_HEAPS));
    if (n % 2 != 0)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_ED_ODD, GR_U(test), GR_U(rd->sc.line), GR_U(n));
    if (n > ED_MAX_ALL - all)
      return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_ROWS_IN_ALL, GR_U(rd->sc.line), GR_U(ED_MAX_ALL));
    all += n;
    for (uint64_t k = 1; k <= n; k += 2) {
      if (read_heap(&rd->sc, test, k, &a, err) != 0 || read_heap(&rd->sc, test, k + 1, &b, err) != 0) return -1;
      value ^= gr_ed_pair_grundy(a, b);
    }
    if (judge_answer(&rd->answers, value != 0, err) != 0) return -1;
  }
  return gr_scan_expect_end(&rd->sc, "the last test", err);
}

int gr_judge_p2148_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "YES", "NO", NULL, read_tests, job, err);
}
