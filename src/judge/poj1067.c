/*
 * poj1067.c — the judge problem POJ 1067 取石子游戏 (Wythoff's game).
 *
 * Input: pairs "a b", one per line, until the end of the input.  Output:
 * one line per pair, "1" when the first player wins, else "0" — byte for
 * byte what the judge expects.  The whole input is read and checked first
 * (a bad file produces no output), each pair decided as it is read.  The
 * problem promises a, b <= 1,000,000,000; we accept every pile up to 2^64 - 1 and decide it
 * exactly (wythoff_is_cold: multiplications in 192 bits, no floating
 * point), and at most 10^7 pairs.
 */
#include "games/wythoff.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#define POJ1067_MAX_PAIRS 10000000u

static int read_pairs(judge_reader *rd, gr_error *err) {
  for (;;) {
    uint64_t a, b;
    size_t pair = rd->answers.count + 1;
    int r = judge_scan_named(&rd->sc, "pile a of pair ", pair, &a, err);
    if (r <= 0) return r;
    size_t line_a = rd->sc.line;
    r = judge_scan_named(&rd->sc, "pile b of pair ", pair, &b, err);
    if (r < 0) return -1;
    if (r == 0)
      return gr_error_set(err, GR_ESYNTAX,
                          "pair %zu at line %zu has pile a = %llu but the input ends before its pile b: each line "
                          "holds two piles 'a b'",
                          pair, line_a, (unsigned long long)a);
    if (pair > POJ1067_MAX_PAIRS)
      return gr_error_set(err, GR_ELIMIT, "more than %u pairs (line %zu)", POJ1067_MAX_PAIRS, rd->sc.line);
    if (judge_answer(&rd->answers, !wythoff_is_cold(a, b), err) != 0) return -1;
  }
}

int gr_judge_poj1067_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "1", "0", NULL, read_pairs, job, err);
}
