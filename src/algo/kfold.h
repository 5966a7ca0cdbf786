/*
 * kfold.h — k-fold dynamic subtraction (one heap of n; the first move takes
 * 1 .. n - 1 stones, each later move at most k times the previous one;
 * whoever takes the last stone wins).
 */
#ifndef GR_KFOLD_H
#define GR_KFOLD_H

#include "grundy.h"

#define GR_KFOLD_MAX_N UINT64_C(1000000000)
#define GR_KFOLD_MAX_K UINT64_C(100000)

/* The smallest winning first take for a heap of n (2 <= n <= GR_KFOLD_MAX_N,
 * 1 <= k <= GR_KFOLD_MAX_K) into *take, 0 when the first player loses; 0,
 * or -1 with err set when memory runs out. */
int gr_kfold_first_take(uint64_t n, uint64_t k, uint64_t *take, gr_error *err);

/* The construction up to the first a_i >= n: a[0..count-1], b[i], and
 * under[i] the j whose b_j made b_i (SIZE_MAX when b_i = a_i alone). */
typedef struct gr_kfold_seq {
  uint64_t *a, *b;
  size_t *under, count;
} gr_kfold_seq;

/* Builds s for n >= 1 and k >= 1 (k * a must fit: k <= GR_KFOLD_MAX_K);
 * 0, or -1 with err set when memory runs out (s then empty). */
int gr_kfold_build(uint64_t n, uint64_t k, gr_kfold_seq *s, gr_error *err);
void gr_kfold_seq_free(gr_kfold_seq *s);
/* The index of the largest a_i <= m (1 <= m <= the last a built). */
size_t gr_kfold_largest_below(const gr_kfold_seq *s, uint64_t m);
/* The smallest part of m's greedy sum of a's (0 for m = 0). */
uint64_t gr_kfold_smallest_part(const gr_kfold_seq *s, uint64_t m);
/* gr_kfold_first_take's answer for a heap of n from a sequence s already
 * built at least to n (1 <= n <= the last a built): 0 when n is lost. */
uint64_t gr_kfold_take_within(const gr_kfold_seq *s, uint64_t n);

#endif
