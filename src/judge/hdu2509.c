/*
 * hdu2509.c — HDU 2509 Be the Winner: n groups of apples in lines; a move
 * eats any number of consecutive apples of one line (which may cut it in
 * two); whoever eats the last apple loses.
 *
 * Input: tests until the end of the input, each n and then the n group
 * sizes.  Output per test "Yes" when the first player wins, else "No".
 * Theory: a line of m apples has the normal-play Grundy value m (eating a
 * run leaves two lines a + b < m, worth a xor b < m, and eating from the
 * end reaches every smaller value), so the SJ theorem applies as for
 * Anti-Nim: the first player wins exactly when (xor != 0 and some group
 * > 1) or (xor == 0 and every group <= 1).  (Checked by exhaustive search
 * on the apple game itself for up to 3 lines of up to 7 apples while this
 * judge was written; the game in `grundy` is misere, Anti-Nim.)
 *
 * The problem promises n <= 100 and groups of at most 100 apples; we
 * accept n from 1 to 10,000,000 per test and groups of 0 .. 2^64 - 1.
 */
#include "judge/judges.h"
#include "judge/sgread.h"

static const sgj_problem hdu2509 = {
    .count_name = "the group count n", .item_name = "group",
    .verdict = sgj_misere_verdict,
    .first_wins = "Yes", .second_wins = "No"};

int gr_judge_hdu2509_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return sgj_start(&hdu2509, input, len, job, err);
}
