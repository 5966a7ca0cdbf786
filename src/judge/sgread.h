/*
 * sgread.h — the shared reader of the Sprague–Grundy judge problems
 * (hdu1907, hdu2509, hdu3032, hdu3537, poj1704): tests of "N, then N
 * numbers", either counted (T first) or until the end of the input, one
 * verdict line per test (internal to libgrundy).
 *
 * The whole input is read and checked first (a bad file produces no
 * output); each test's verdict is computed as it is read, in O(N) (or
 * O(N log N) where the problem sorts), and the job writes the lines.
 */
#ifndef GR_SGREAD_H
#define GR_SGREAD_H

#include "grundy.h"

typedef struct sgj_item {
  uint64_t v;
  size_t line; /* where it was read, for messages */
} sgj_item;

typedef struct sgj_problem {
  bool counted;            /* T tests first; otherwise tests until the input ends */
  const char *count_name;  /* "the heap count N" */
  const char *item_name;   /* "heap" */
  uint64_t min_n, max_n;   /* N's range */
  /* Refuses an item (message with `what` and `line`); NULL: any 64-bit value. */
  int (*check)(uint64_t v, const char *what, size_t line, gr_error *err);
  /* The verdict of one test (the items may be reordered). */
  int (*verdict)(sgj_item *items, size_t n, size_t test, bool *first_wins, gr_error *err);
  const char *first_wins, *second_wins; /* the output lines, without the newline */
} sgj_problem;

int sgj_start(const sgj_problem *p, const char *input, size_t len, gr_job **job, gr_error *err);

#endif
