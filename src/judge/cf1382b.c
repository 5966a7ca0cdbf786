/*
 * cf1382b.c — the judge problem Codeforces 1382B "Sequential Nim" (game
 * `leftmost`).
 *
 * Input: t, then per test n and the n pile sizes.  Output: one line per
 * test, "First" when the first player wins, else "Second".  The whole
 * input is read and checked first (a bad file produces no output; the
 * verdicts, linear in the piles, are found once it is read).  The problem
 * promises t <= 1000, n <= 10^5 (in total) and 1 <= a_i <= 10^9; we accept
 * up to 10^6 tests, n up to 1,000,000 per test and 20,000,000 piles in all,
 * and piles up to 2^64 - 1 (the theory is exact there), and reject anything
 * else with its line.
 */
#include "games/leftmost.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#define CF1382B_MAX_TESTS 1000000
#define CF1382B_MAX_TOTAL 20000000

static int total_check(void *ctx, size_t test, uint64_t n, size_t line, size_t before, gr_error *err) {
  (void)ctx;
  if (before + n > CF1382B_MAX_TOTAL)
    return gr_error_set(err, GR_ELIMIT, "test %zu at line %zu: more than %d piles in all tests together", test, line,
                        CF1382B_MAX_TOTAL);
  return 0;
}

static int read_tests(judge_reader *rd, gr_error *err) {
  uint64_t t;
  judge_piles p;
  if (judge_read_tests(&rd->sc, "the number of tests t", "t", CF1382B_MAX_TESTS, &t, err) != 0 ||
      judge_read_piles(&rd->sc, t, LEFTMOST_MAX_PILES_SOLVE, total_check, NULL, &p, err) != 0)
    return -1;
  int r = 0;
  for (size_t k = 0; k < p.tests && r == 0; k++)
    r = judge_answer(&rd->answers, leftmost_grundy(p.v + p.start[k], p.start[k + 1] - p.start[k]) != 0, err);
  judge_piles_free(&p);
  return r;
}

int gr_judge_cf1382b_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "First", "Second", NULL, read_tests, job, err);
}
