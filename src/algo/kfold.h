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

#endif
