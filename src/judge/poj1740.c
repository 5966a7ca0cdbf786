/*
 * poj1740.c — the judge problem POJ 1740 "A New Stone Game" (game
 * `redistribute`), and the reader it shares with 牛客 15066 小牛再战
 * (nowcoder15066.c), which differs only in the words it prints.
 *
 * Input: tests, each n and then n pile sizes, until a line with n = 0 (or
 * the end of the input after a complete test, the rule of every judge).
 * Output: one line per test, "1" when the first player wins, else "0".
 * The whole input is read and checked first (a bad file produces no
 * output; sgread.c, the verdicts found as the tests are read).
 *
 * The problem promises n <= 10 and piles <= 100; we accept n up to
 * 100,000, 20,000,000 piles in all, and piles up to 2^64 - 1 (the pairing
 * rule is exact for any sizes).  A pile of 0 is an empty pile: it takes no
 * part (nothing can be taken from it, nothing put on it, as 牛客 15066
 * states), so it is skipped.  Note: seed 004's reference program counts
 * zero piles when checking the pairing (it would answer 1 for "3 0 1 1"),
 * while the game, searched exhaustively, is lost for the mover there (it is
 * the position 1 1); seed 001's version of the same program skips them as
 * we do.  The samples have no empty piles.
 */
#include "games/redistribute.h"
#include "judge/judges.h"
#include "judge/sgread.h"

#include <stdlib.h>

#define REDIS_JUDGE_MAX_TOTAL 20000000

static int pile_count_check(uint64_t n, size_t test, size_t line, uint64_t before, gr_error *err) {
  if (n > REDIS_MAX_PILES_SOLVE)
    return gr_error_set(err, GR_ERANGE, "test %zu: n = %llu at line %zu; n must be at most %d", test,
                        (unsigned long long)n, line, REDIS_MAX_PILES_SOLVE);
  if (before + n > REDIS_JUDGE_MAX_TOTAL)
    return gr_error_set(err, GR_ELIMIT, "test %zu at line %zu: more than %d piles in all tests together", test, line,
                        REDIS_JUDGE_MAX_TOTAL);
  return 0;
}

static int pairing_verdict(sgj_item *items, size_t n, size_t test, bool *first, gr_error *err) {
  (void)test;
  uint64_t small[64], *piles = n <= 64 ? small : malloc(n * sizeof *piles); /* n <= REDIS_MAX_PILES_SOLVE */
  if (piles == NULL) return gr_error_nomem(err);
  for (size_t i = 0; i < n; i++) piles[i] = items[i].v;
  *first = !redistribute_paired(piles, n);
  if (piles != small) free(piles);
  return 0;
}

/* The problem with its output words: `win` / `lose`. */
static sgj_problem redistribute_problem(const char *win, const char *lose) {
  return (sgj_problem){
      .zero_ends = true,
      .max_tests = UINT64_MAX, /* the piles in all are counted instead */
      .count_name = "the pile count n",
      .item_name = "pile",
      .end_name = "the closing 0",
      .check_n = pile_count_check,
      .verdict = pairing_verdict,
      .first_wins = win,
      .second_wins = lose,
  };
}

int gr_judge_redistribute_start(const char *input, size_t len, const char *win, const char *lose, gr_job **job,
                                gr_error *err) {
  sgj_problem p = redistribute_problem(win, lose);
  return sgj_start(&p, input, len, job, err);
}

int gr_judge_poj1740_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return gr_judge_redistribute_start(input, len, "1", "0", job, err);
}
