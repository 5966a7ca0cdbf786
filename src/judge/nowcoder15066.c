/*
 * nowcoder15066.c — the judge problem 牛客 15066 小牛再战 (game
 * `redistribute`; seed 001, practice problem 3).
 *
 * Input: tests, each n and then n pile sizes, until n = 0 or the end of the
 * input after a complete test (the same as POJ
 * 1740, whose reader this shares: see poj1740.c for the limits accepted
 * beyond the problem's).  Output: "Win" when the first player wins, else
 * "Lose".
 */
#include "judge/judges.h"

int gr_judge_nowcoder15066_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return gr_judge_redistribute_start(input, len, "Win", "Lose", job, err);
}
