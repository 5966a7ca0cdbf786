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
#include "judge/judges.h"
#include "judge/sgread.h"

#include <stdlib.h>

static int place_check(uint64_t v, const char *what, size_t line, gr_error *err) {
  if (v > (UINT64_MAX >> 1))
    return gr_error_set(err, GR_ERANGE,
                        "%s at line %zu is %llu: places go up to 9223372036854775807 (2^63 - 1), where the coin's value "
                        "2x + 1 still fits in 64 bits",
                        what, line, (unsigned long long)v);
  return 0;
}

static int by_value(const void *a, const void *b) {
  uint64_t x = ((const sgj_item *)a)->v, y = ((const sgj_item *)b)->v;
  return x < y ? -1 : x > y;
}

static int mock_verdict(sgj_item *items, size_t n, size_t test, bool *first, gr_error *err) {
  (void)test;
  (void)err;
  if (n > 1) qsort(items, n, sizeof *items, by_value); /* items is NULL when n is 0 */
  uint64_t x = 0;
  for (size_t i = 0; i < n; i++)
    if (i == 0 || items[i].v != items[i - 1].v) x ^= coins_odious(items[i].v);
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
