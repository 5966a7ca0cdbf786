/*
 * poj1704.c — POJ 1704 Georgia and Bob: chessmen on cells 1, 2, 3, ... of
 * a row; a move takes one chessman some cells to the left, onto an empty
 * cell, without jumping over another or leaving the row; Georgia moves
 * first.
 *
 * Input: T, then per test N and the N cells (in any order).  Output per
 * test "Georgia will win" when the first player wins, else "Bob will win".
 * Theory (staircase.c): sorted, the gaps g_i = c_i - c_{i-1} - 1 (c_0 = 0)
 * read from the right are a staircase (moving chessman i left by d moves d
 * from gap i to gap i + 1), whose odd steps are g_N, g_{N-2}, ...: the
 * first player wins exactly when their xor is non-zero.  That is the
 * classic pairing of chessmen from the right, (c_N, c_{N-1}), ..., with
 * cell 0 as the partner of c_1 when N is odd.
 *
 * The problem promises T <= 20, N <= 1000 and cells up to 10000; we accept
 * T up to 1,000,000, N up to 10,000,000 and cells 1 .. 2^64 - 1.  Cell 0
 * and two chessmen on one cell are refused with their lines.
 */
#include "games/staircase.h"
#include "judge/judges.h"
#include "judge/sgread.h"

#include <stdlib.h>

static int cell_check(uint64_t v, const char *what, size_t line, gr_error *err) {
  if (v == 0) return gr_error_set(err, GR_ERANGE, "%s at line %zu is 0: the cells are numbered from 1", what, line);
  return 0;
}

static int by_cell(const void *a, const void *b) {
  const sgj_item *x = a, *y = b;
  if (x->v != y->v) return x->v < y->v ? -1 : 1;
  return x->line < y->line ? -1 : x->line > y->line;
}

static int georgia_verdict(sgj_item *items, size_t n, size_t test, bool *first, gr_error *err) {
  if (n > 1) qsort(items, n, sizeof *items, by_cell);
  for (size_t i = 1; i < n; i++)
    if (items[i].v == items[i - 1].v)
      return gr_error_set(err, GR_ERANGE, "test %zu: two chessmen on cell %llu (lines %zu and %zu)", test,
                          (unsigned long long)items[i].v, items[i - 1].line, items[i].line);
  /* The odd steps of staircase_from_chessmen: gaps N, N-2, ... (0-based i = n-1, n-3, ...). */
  uint64_t x = 0;
  for (size_t k = 0; k < n; k += 2) {
    size_t i = n - 1 - k;
    x ^= items[i].v - (i ? items[i - 1].v : 0) - 1;
  }
  *first = x != 0;
  return 0;
}

static const sgj_problem poj1704 = {
    .counted = true, .count_name = "the chessman count N", .item_name = "cell",
    .check = cell_check, .verdict = georgia_verdict,
    .first_wins = "Georgia will win", .second_wins = "Bob will win"};

int gr_judge_poj1704_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return sgj_start(&poj1704, input, len, job, err);
}
