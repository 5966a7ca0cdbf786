/*
 * hdu1907.c — HDU 1907 John: misère Nim (the player who eats the last M&M
 * loses; John moves first).
 *
 * Input: T, then per test N and the N heap sizes.  Output per test "John"
 * when the first player wins, else "Brother".  Theory: the SJ theorem
 * (misere.c): the first player wins exactly when (xor != 0 and some heap
 * > 1) or (xor == 0 and every heap <= 1).
 *
 * The problem promises T <= 474, 1 <= N <= 47 and 1 <= A_i <= 4747; we
 * accept T up to 1,000,000, N up to 10,000,000, and heaps of 0 .. 2^64 - 1
 * (an empty heap changes nothing).
 */
#include "judge/judges.h"
#include "judge/sgread.h"

static const sgj_problem hdu1907 = {
    .counted = true, .count_name = "the heap count N", .item_name = "heap",
    .verdict = sgj_misere_verdict,
    .first_wins = "John", .second_wins = "Brother"};

int gr_judge_hdu1907_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return sgj_start(&hdu1907, input, len, job, err);
}
