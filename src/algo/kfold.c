/*
 * kfold.c — the losing heap sizes of k-fold dynamic subtraction and the
 * smallest winning first take (the construction of the 2009 national-team
 * paper on "k 倍动态减法", as in POJ 3922).
 *
 * The losing sizes a_0 < a_1 < ... are built with b_i, the largest heap
 * that can be written as a sum of distinct a's each more than k times the
 * next smaller one used (so the opponent can never take the next part at
 * once): a_0 = b_0 = 1; a_{i+1} = b_i + 1 (the first size that is not such
 * a sum); b_{i+1} = a_{i+1} + b_j for the largest j with k a_j < a_{i+1}
 * (or a_{i+1} when there is none).  Every n is uniquely such a sum
 * (greedy: the largest a below it first); n is lost when it is an a_i,
 * else the winning move takes the smallest part of the sum, which leaves a
 * sum whose smallest part is more than k times the take — a loss for the
 * mover.  tests/unit/test_contest checks this against an exhaustive search
 * on every n <= 60, k <= 5.
 */
#include "algo/kfold.h"

#include <stdlib.h>

int gr_kfold_first_take(uint64_t n, uint64_t k, uint64_t *take, gr_error *err) {
  size_t cap = 64, i = 0, j = 0;
  uint64_t *a = malloc(cap * sizeof *a), *b = malloc(cap * sizeof *b);
  if (a == NULL || b == NULL) goto nomem;
  a[0] = b[0] = 1;
  while (a[i] < n) {
    if (i + 1 == cap) {
      cap *= 2;
      uint64_t *na = realloc(a, cap * sizeof *a);
      if (na == NULL) goto nomem;
      a = na;
      uint64_t *nb = realloc(b, cap * sizeof *b);
      if (nb == NULL) goto nomem;
      b = nb;
    }
    i++;
    a[i] = b[i - 1] + 1;
    while (a[j + 1] * k < a[i]) j++;
    b[i] = a[j] * k < a[i] ? a[i] + b[j] : a[i];
  }
  *take = 0;
  if (a[i] != n) {
    uint64_t rest = n;
    for (size_t m = i + 1; m-- > 0 && rest > 0;)
      if (rest >= a[m]) {
        rest -= a[m];
        *take = a[m];
      }
  }
  free(a);
  free(b);
  return 0;
nomem:
  free(a);
  free(b);
  return gr_error_nomem(err);
}
