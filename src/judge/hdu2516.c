/*
 * hdu2516.c — the judge problem HDU 2516 取石子游戏 (Fibonacci Nim).
 *
 * Input: one n per line (a pile of n stones; the first move takes 1 .. n-1,
 * then at most twice the previous take); a 0 ends the input.  Output: one
 * line per n, "Second win" when the first player loses, else "First win"
 * — byte for byte what the judge expects.  The whole input is read and
 * checked first (a bad file produces no output).  The problem promises
 * 2 <= n < 2^31; we accept 1 <= n <= 2^63 - 1 (n = 1: no first move, the
 * first player loses), a missing final 0 (the end of the input ends it
 * too), and reject anything after the 0, at most 10^7 values.
 */
#include "games/fibonacci.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#define HDU2516_MAX_GAMES 10000000u

int gr_judge_hdu2516_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  judge_answers answers;
  judge_answers_init(&answers, "First win", "Second win");
  for (;;) {
    uint64_t n;
    int r = judge_scan_named(&sc, "n of game ", answers.count + 1, &n, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    if (n == 0) {
      if (gr_scan_expect_end(&sc, "the final 0 (the input ends at 0)", err) != 0) goto fail;
      break;
    }
    if (n > FIB_MAX_STONES) {
      gr_error_set(err, GR_ERANGE, "n of game %zu at line %zu is %llu, past 2^63 - 1 = 9223372036854775807 (the cap 2k "
                   "must stay exact in 64 bits)", answers.count + 1, sc.line, (unsigned long long)n);
      goto fail;
    }
    if (answers.count == HDU2516_MAX_GAMES) {
      gr_error_set(err, GR_ELIMIT, "more than %u games (line %zu)", HDU2516_MAX_GAMES, sc.line);
      goto fail;
    }
    if (judge_answer(&answers, fib_first_player_wins(n), err) != 0) goto fail;
  }
  return judge_answers_job(&answers, job, err);
fail:
  judge_answers_free(&answers);
  return -1;
}
