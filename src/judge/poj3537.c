/*
 * poj3537.c — the judge problem POJ 3537 "Crosses and Crosses".
 *
 * Input: one n, the length of a 1 x n strip.  The players in turn put an X
 * on an empty square; whoever makes three X in a row wins.  Output: "1"
 * when the first player wins, else "2".
 *
 * Theory (the reduction to a heap game): a player who puts an X within
 * distance 2 of another X lets the opponent complete three in a row at
 * once (XX_ or X_X), so nobody does that while another move is left; a
 * player left only with such moves loses.  So once an X stands, the
 * squares within distance 2 of it are dead, and the game is played on the
 * live stretches: putting an X on square i (1 .. n) of a stretch of n
 * kills i - 2 .. i + 2 and leaves stretches of i - 3 and n - i - 2 squares
 * (clamped at 0).  This is the heap game whose move takes a heap of n and
 * leaves two heaps max(i - 3, 0) and max(n - i - 2, 0), a player without a
 * move losing; its Grundy values come from the mex over those splits,
 * O(n^2) for the whole table.  tests/unit/test_contest.c compares this with
 * an exhaustive search of the real X-placing game on every n up to 14.
 *
 * Limits: the problem promises 3 <= n <= 2000; we accept 3 .. 20000 (below 3 nobody can win) (a
 * table of 2 * 10^8 splits at most, well under a second).
 */
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdlib.h>
#include <string.h>

#define CC_MAX_N 20000u

static int strip_first_wins(uint32_t n, bool *wins, gr_error *err) {
  unsigned *grundy = malloc(((size_t)n + 1) * sizeof *grundy);
  unsigned char *seen = malloc((size_t)n + 2);
  if (grundy == NULL || seen == NULL) {
    free(grundy);
    free(seen);
    return gr_error_nomem(err);
  }
  grundy[0] = 0;
  for (uint32_t len = 1; len <= n; len++) {
    memset(seen, 0, (size_t)len + 2);
    for (uint32_t i = 1; i <= len; i++) {
      uint32_t left = i > 3 ? i - 3 : 0, right = len > i + 2 ? len - i - 2 : 0;
      unsigned g = grundy[left] ^ grundy[right];
      if (g <= len + 1) seen[g] = 1; /* a mex over len options is at most len */
    }
    unsigned m = 0;
    while (seen[m]) m++;
    grundy[len] = m;
  }
  *wins = grundy[n] != 0;
  free(grundy);
  free(seen);
  return 0;
}

static int read_strip(judge_reader *rd, gr_error *err) {
  uint64_t n;
  bool wins = false;
  if (judge_scan(&rd->sc, true, JUDGE_ITEM_STRIP, 0, 0, 0, &n, err) < 0) return -1;
  if (n < 3 || n > CC_MAX_N)
    return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(JUDGE_NOUN_STRIP), GR_U(1),
                        GR_U(rd->sc.line), GR_U(n), GR_U(3), GR_U(CC_MAX_N));
  if (gr_scan_expect_end(&rd->sc, "the length n", err) != 0 || strip_first_wins((uint32_t)n, &wins, err) != 0)
    return -1;
  return judge_answer(&rd->answers, wins, err);
}

int gr_judge_poj3537_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "1", "2", NULL, read_strip, job, err);
}
