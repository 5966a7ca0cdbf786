/*
 * poj2484.c — the judge problem POJ 2484 "A Funny Game" (game `circle`
 * with k = 2).
 *
 * Input: one n per line (coins on a circle; a move takes one coin or two
 * adjacent ones), a line with 0 ends (so does the end of the input: every
 * value read is a complete test).  Output: per n, "Alice" when the
 * first player wins, else "Bob".  The whole input is read and checked
 * first (a bad file produces no output), each n decided as it is read.
 * The problem promises 1 <= n <= 10^6; we accept n up to 2^64 - 1 (the
 * verdict, n <= 2, is exact for any n) and up to 10,000,000 values, and
 * reject anything else with its line.
 */
#include "games/circle.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#define POJ2484_MAX_TESTS 10000000

static int read_coins(judge_reader *rd, gr_error *err) {
  for (;;) {
    uint64_t n;
    int r = gr_scan_u64(&rd->sc, "n", &n, err);
    if (r < 0) return -1;
    if (r == 0 || n == 0) return gr_scan_expect_end(&rd->sc, "the closing 0", err); /* the end of the input closes it too */
    if (rd->answers.count == POJ2484_MAX_TESTS)
      return gr_error_set(err, GR_ELIMIT, "line %zu: more than %d values of n", rd->sc.line, POJ2484_MAX_TESTS);
    if (judge_answer(&rd->answers, circle_first_wins(n, 2), err) != 0) return -1;
  }
}

int gr_judge_poj2484_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "Alice", "Bob", NULL, read_coins, job, err);
}
