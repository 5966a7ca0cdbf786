/*
 * hdu3404.c — the judge problem HDU 3404 "Switch lights" (Turning Corners).
 *
 * Input: T, then per test n and n distinct lit cells "x y".  A move picks a
 * lit cell (x, y) and x' < x, y' < y, and switches the four corners (x, y),
 * (x', y), (x, y'), (x', y') of that rectangle; whoever cannot move loses.
 * Output: per test "Have a try, lxhgww." when the first player wins, else
 * "Don't waste your time.".
 *
 * Theory: Turning Corners is the product of two Ruler-free one-dimensional
 * games each a single Nim heap (turn one coin), so by the Tartan theorem
 * (Winning Ways, ch. 14) a lit cell (x, y) is worth the nim product x ⊗ y
 * (coordinates counted from 0 there; here the problem counts from 1 and
 * the row/column 0 can never be switched usefully, hence x ⊗ y as given).
 * The first player wins when the xor over the lit cells is not 0.
 *
 * Limits: the problem promises T <= 100, n <= 1000, 1 <= x, y <= 10000; we
 * accept coordinates up to 2^63 (the nim product is exact on 64 bits) and
 * 10^6 cells per test, 2 * 10^7 in all.  A bad file produces no output.
 */
#include "algo/nimber.h"
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#define SL_MAX_TESTS 100000u
#define SL_MAX_CELLS 1000000u
#define SL_MAX_ALL 20000000u
#define SL_MAX_COORD (UINT64_C(1) << 63)

static int read_tests(judge_reader *rd, gr_error *err) {
  uint64_t t, all = 0;
  if (judge_read_tests(&rd->sc, "the number of tests T", "T", SL_MAX_TESTS, &t, err) != 0) return -1;
  for (uint64_t test = 1; test <= t; test++) {
    uint64_t n, x, y, value = 0;
    if (judge_scan(&rd->sc, true, JUDGE_ITEM_CELLS, test, 0, 0, &n, err) < 0) return -1;
    if (n < 1 || n > SL_MAX_CELLS)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(JUDGE_NOUN_CELLS), GR_U(test),
                          GR_U(rd->sc.line), GR_U(n), GR_U(1), GR_U(SL_MAX_CELLS));
    if (n > SL_MAX_ALL - all)
      return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_CELLS_IN_ALL, GR_U(rd->sc.line), GR_U(SL_MAX_ALL));
    all += n;
    for (uint64_t k = 1; k <= n; k++) {
      if (judge_scan(&rd->sc, true, JUDGE_ITEM_CELL_X, test, k, 0, &x, err) < 0 ||
          judge_scan(&rd->sc, true, JUDGE_ITEM_CELL_Y, test, k, 0, &y, err) < 0)
        return -1;
      if (x < 1 || x > SL_MAX_COORD || y < 1 || y > SL_MAX_COORD)
        return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(JUDGE_NOUN_COORDINATE), GR_U(test),
                            GR_U(rd->sc.line), GR_U(x < 1 || x > SL_MAX_COORD ? x : y), GR_U(1), GR_U(SL_MAX_COORD));
      value ^= gr_nim_product(x, y);
    }
    if (judge_answer(&rd->answers, value != 0, err) != 0) return -1;
  }
  return gr_scan_expect_end(&rd->sc, "the last test", err);
}

int gr_judge_hdu3404_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "Have a try, lxhgww.", "Don't waste your time.", NULL, read_tests, job, err);
}
