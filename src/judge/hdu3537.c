/*
 * hdu3537.c — HDU 3537 Daizhenyang's Coin: Mock Turtles (turn one, two or
 * three coins, the rightmost from heads to tails); the other player moves
 * first, and the answer is whether Daizhenyang, moving second, wins.
 *
 * Input: tests until the end of the input, each N and then the N places
 * of the heads-up coins, numbered from 0; a place may be listed more than
 * once (it is one heads coin).  Output per test "No" when the first player
 * wins, else "Yes".  Theory: coins_mock.c, place x is worth the x-th
 * odious number 2x + [x has an even number of ones]; the first player wins
 * exactly when their xor over the distinct places is non-zero.
 *
 * We accept N from 0 (no heads coin: the first player cannot move and
 * loses, "Yes") to 10,000,000 per test and places 0 .. 2^63 - 1; a place
 * past that is refused: its value would pass 64 bits.
 */
#include "games/coins.h"
#include "judge/judge_read.h"
#include "judge/judges.h"
#include "judge/sgread.h"


static int place_check(uint64_t v, const char *what, size_t line, gr_error *err) {
  if (v > (UINT64_MAX >> 1))
    return gr_error_set(err, GR_ERANGE,
                        "%s at line %zu is %llu: places go up to 9223372036854775807 (2^63 - 1), where the coin's value "
                        "2x + 1 still fits in 64 bits",
                        what, line, (unsigned long long)v);
  return 0;
}

static int mock_verdict(uint64_t *v, const size_t *line, size_t n, size_t test, bool *first, gr_error *err) {
  (void)line, (void)test, (void)err;
  uint64_t x = 0;
  for (size_t i = 0, distinct = judge_distinct_u64(v, n); i < distinct; i++) x ^= coins_odious(v[i]);
  *first = x != 0;
  return 0;
}

static const sgj_problem hdu3537 = {
    .count_name = "the coin count N", .item_name = "place", .empty_ok = true,
    .check = place_check, .verdict = mock_verdict,
    .first_wins = "No", .second_wins = "Yes"};

int gr_judge_hdu3537_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return sgj_start(&hdu3537, input, len, job, err);
}
