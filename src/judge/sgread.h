/*
 * sgread.h — the shared reader of the judge problems whose tests are "N,
 * then N numbers" (hdu1907, hdu2509, hdu3032, hdu3537, poj1704, poj1740,
 * nowcoder15066): either counted (T first), until the end of the input, or
 * until a test whose N is 0; one verdict line per test (internal to
 * libgrundy).
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
  bool zero_ends;          /* (not counted) a test whose N is 0 ends the input */
  uint64_t max_tests;      /* 0: 1,000,000 */
  const char *count_name;  /* "the heap count N" */
  const char *item_name;   /* "heap" */
  const char *end_name;    /* what closes the input, for "unexpected text after ..."; NULL: "the last test" */
  bool empty_ok;           /* N may be 0; otherwise N >= 1 */
  uint64_t max_n;          /* N's largest; 0: 10,000,000, the family's bound */
  /* Replaces the check of N's range (NULL: min_n .. max_n): refuses test
   * `test` (N at `line`, after `before` numbers of the earlier tests). */
  int (*check_n)(uint64_t n, size_t test, size_t line, uint64_t before, gr_error *err);
  /* Refuses an item (message with `what` and `line`); NULL: any 64-bit value. */
  int (*check)(uint64_t v, const char *what, size_t line, gr_error *err);
  /* The verdict of one test (the items may be reordered). */
  int (*verdict)(sgj_item *items, size_t n, size_t test, bool *first_wins, gr_error *err);
  const char *first_wins, *second_wins; /* the output lines, without the newline */
} sgj_problem;

int sgj_start(const sgj_problem *p, const char *input, size_t len, gr_job **job, gr_error *err);

/* The verdict of misère Nim over the items (hdu1907, hdu2509): the SJ
 * theorem. */
int sgj_misere_verdict(sgj_item *items, size_t n, size_t test, bool *first_wins, gr_error *err);

#endif
