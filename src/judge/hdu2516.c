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

static int read_games(judge_reader *rd, gr_error *err) {
  for (;;) {
    uint64_t n;
    int r = judge_scan_named(&rd->sc, "n of game ", rd->answers.count + 1, &n, err);
    if (r <= 0) return r;
    if (n == 0) return gr_scan_expect_end(&rd->sc, "the final 0 (the input ends at 0)", err);
    if (n > FIB_MAX_STONES)
      return gr_error_set(err, GR_ERANGE,
                          "n of game %zu at line %zu is %llu, past 2^63 - 1 = 9223372036854775807 (the cap 2k must stay "
                          "exact in 64 bits)",
                          rd->answers.count + 1, rd->sc.line, (unsigned long long)n);
    if (rd->answers.count == HDU2516_MAX_GAMES)
      return gr_error_set(err, GR_ELIMIT, "more than %u games (line %zu)", HDU2516_MAX_GAMES, rd->sc.line);
    if (judge_answer(&rd->answers, fib_first_player_wins(n), err) != 0) return -1;
  }
}

int gr_judge_hdu2516_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "First win", "Second win", NULL, read_games, job, err);
}
