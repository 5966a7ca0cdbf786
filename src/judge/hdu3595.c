/*
 * hdu3595.c — the judge problem HDU 3595, GG and MM (Every-SG on Euclid
 * pairs).
 *
 * Input: until the end of the file, test after test: n, then n pairs
 * "a b".  Each turn the player to move (MM moves first) must move in every
 * pair that is not finished, taking a positive multiple of the smaller
 * number from the larger; a pair with a 0 is finished; who cannot move
 * loses.  Output: one line per test, "MM" if the first player wins, else
 * "GG".  The verdict is the `every` game's: the first player wins iff the
 * largest step (every_euclid) over the pairs is odd.
 *
 * The whole input is read and checked first, so a bad file produces no
 * output; each test is decided as it is read.  Beyond the original problem's small numbers, we accept any
 * pairs of 64-bit numbers (0 included: a finished pair), n = 0 (nobody can
 * move: GG), and up to 4,194,304 pairs in all; anything else is rejected
 * with its place.
 */
#include "games/every.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#include <stdio.h>

#define HDU3595_MAX_PAIRS (1u << 22)

/* Test after test until the input ends, each decided as it is read. */
static int read_tests(judge_reader *rd, gr_error *err) {
  uint64_t count = 0; /* pairs in all */
  for (size_t test = 1;; test++) {
    char what[96];
    uint64_t n;
    snprintf(what, sizeof what, "the pair count n of test %zu", test);
    int r = gr_scan_u64(&rd->sc, what, &n, err);
    if (r <= 0) return r;
    if (n > HDU3595_MAX_PAIRS - count)
      return gr_error_set(err, GR_ELIMIT, "test %zu: n = %llu at line %zu: at most %u pairs are accepted in all", test,
                          (unsigned long long)n, rd->sc.line, HDU3595_MAX_PAIRS);
    uint32_t max = 0; /* the largest step over the pairs */
    for (uint64_t i = 0; i < n; i++) {
      uint64_t ab[2];
      for (int half = 0; half < 2; half++) {
        snprintf(what, sizeof what, "%s number of pair %llu of %llu in test %zu", half ? "the second" : "the first",
                 (unsigned long long)(i + 1), (unsigned long long)n, test);
        r = gr_scan_u64(&rd->sc, what, &ab[half], err);
        if (r < 0) return -1;
        if (r == 0)
          return gr_error_set(err, GR_ESYNTAX, "test %zu: the input ended at line %zu after %llu of its %llu pairs",
                              test, rd->sc.line, (unsigned long long)i, (unsigned long long)n);
      }
      bool win;
      uint32_t step;
      every_euclid(ab[0], ab[1], &win, &step);
      if (step > max) max = step;
    }
    count += n;
    if (judge_answer(&rd->answers, max % 2, err) != 0) return -1;
  }
}

int gr_judge_hdu3595_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "MM", "GG", NULL, read_tests, job, err);
}
