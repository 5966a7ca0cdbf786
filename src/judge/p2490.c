/*
 * p2490.c — the judge problem Luogu P2490 "[SDOI2011] 黑白棋" (counting
 * the starting layouts of a game by Moore's Nim_k).
 *
 * Input: one line "n k d".  k pieces stand on a strip of n cells,
 * alternately white and black from the left; white moves first and shifts
 * 1 .. d of its pieces right (black: left), each by one or more cells,
 * never onto or over another piece; who cannot move loses.  Output: the
 * number of layouts the first player wins, modulo 10^9 + 7.
 *
 * Theory: pair white piece i with the black piece to its right; the cells
 * between them are a heap, and a move takes from 1 .. d heaps: Moore's
 * Nim_d (the `moore` game).  The mover loses exactly when every bit column
 * of the k/2 gaps holds a multiple of d + 1 ones.  A digit DP counts those
 * gap vectors by their sum s: column by column, choose which j(d + 1) gaps
 * have the bit.  The other n - k - s empty cells fall into the k/2 + 1
 * spaces outside the pairs in C(n - k - s + k/2, k/2) ways; the answer is
 * C(n, k) minus the losing layouts (src/algo/nimk_count.c, the DP the game
 * blackwhite traces).  Work: 14 columns x n sums x k / (2d + 2) choices,
 * under 10^7 at n = 10000, k = 100.
 *
 * Limits: exactly the problem's, 1 <= d <= k <= n <= 10000, k even,
 * k <= 100.  A bad file produces no output.
 */
#include "algo/nimk_count.h"
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#define BW_MAX_N NIMK_MAX_N
#define BW_MAX_K NIMK_MAX_K

static int advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  const uint64_t *v = job->state; /* n, k, d */
  if (budget > 0 && !job->finished) {
    gr_buf_printf(&job->output, "%llu\n", (unsigned long long)nimk_first_wins(v[0], v[1], v[2]));
    job->done = 1, job->finished = true;
  }
  return 0;
}

static const gr_job_ops ops = {advance, NULL};

int gr_judge_p2490_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  uint64_t *v = judge_own_job(&ops, 3 * sizeof *v, input, len, &sc, job, err);
  if (v == NULL) return -1;
  static const unsigned item[3] = {JUDGE_ITEM_BW_N, JUDGE_ITEM_BW_K, JUDGE_ITEM_BW_D},
                        noun[3] = {JUDGE_NOUN_BW_N, JUDGE_NOUN_BW_K, JUDGE_NOUN_BW_D};
  for (int i = 0; i < 3; i++) {
    if (judge_scan(&sc, true, item[i], 0, 0, 0, &v[i], err) < 0) return judge_own_fail(job);
    uint64_t lo = i == 1 ? 2 : 1, hi = i == 0 ? BW_MAX_N : i == 1 ? (v[0] < BW_MAX_K ? v[0] : BW_MAX_K) : v[1];
    if (v[i] < lo || v[i] > hi) {
      gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(noun[i]), GR_U(1), GR_U(sc.line),
                   GR_U(v[i]), GR_U(lo), GR_U(hi));
      return judge_own_fail(job);
    }
    if (i == 1 && v[1] % 2 != 0) {
      gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_BW_ODD, GR_U(sc.line), GR_U(v[1]));
      return judge_own_fail(job);
    }
  }
  if (gr_scan_expect_end(&sc, "d", err) != 0) return judge_own_fail(job);
  (*job)->total = 1;
  return 0;
}
