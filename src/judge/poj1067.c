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

int gr_judge_poj1067_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  judge_answers answers;
  judge_answers_init(&answers, "1", "0");
  for (;;) {
    uint64_t a, b;
    int r = judge_scan_named(&sc, "pile a of pair ", answers.count + 1, &a, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    size_t line_a = sc.line;
    r = judge_scan_named(&sc, "pile b of pair ", answers.count + 1, &b, err);
    if (r < 0) goto fail;
    if (r == 0) {
      gr_error_set(err, GR_ESYNTAX,
                   "pair %zu at line %zu has pile a = %llu but the input ends before its pile b: each line holds two "
                   "piles 'a b'",
                   answers.count + 1, line_a, (unsigned long long)a);
      goto fail;
    }
    if (answers.count == POJ1067_MAX_PAIRS) {
      gr_error_set(err, GR_ELIMIT, "more than %u pairs (line %zu)", POJ1067_MAX_PAIRS, sc.line);
      goto fail;
    }
    if (judge_answer(&answers, !wythoff_is_cold(a, b), err) != 0) goto fail;
  }
  return judge_answers_job(&answers, job, err);
fail:
  judge_answers_free(&answers);
  return -1;
}
