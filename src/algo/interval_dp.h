/*
 * interval_dp.h — the ZJOI2009 left/right interval DP (the lr game's
 * verdict and the zjoi2009 judge), diagonal by diagonal in O(n) memory,
 * eight intervals per vector step.  See interval_dp.c for the method and
 * the proofs; the five cases are lr_left_rule's in games/lr.c.
 *
 * Usage: mem = idp_bytes(n) bytes (any alignment of 8), idp_init, then
 * idp_run until idp_finished; then idp_left(d, 1) is left[2][n] and
 * idp_right(d, 0) is right[1][n-1] (1-based, as in lr.c).  One unit of
 * work is one interval, lengths 1 .. n-1: (n-1)(n+2)/2 units in all.
 */
#ifndef GR_INTERVAL_DP_H
#define GR_INTERVAL_DP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Every value is coded in 16 bits: at most 3n + 1 distinct values occur. */
#define IDP_MAX_N 21845

typedef struct idp {
  size_t n;
  size_t len, i;     /* next interval: length len, starting at i (0-based) */
  int16_t *a;        /* the piles' codes */
  int16_t *lefts;    /* lefts[i]: left of [i, i+len-1] once computed, else of [i, i+len-2] */
  int16_t *rights;
  uint64_t *values;  /* values[code - INT16_MIN]: the value a code stands for */
} idp;

size_t idp_bytes(size_t n);
/* piles[0..n-1], 1 <= n <= IDP_MAX_N, any uint64 values; mem from idp_bytes. */
void idp_init(idp *d, void *mem, const uint64_t *piles, size_t n);
/* At most `budget` intervals; returns how many it computed. */
uint64_t idp_run(idp *d, uint64_t budget);
static inline bool idp_finished(const idp *d) { return d->len >= d->n; }
/* The current left / right value of the interval starting at i. */
static inline uint64_t idp_left(const idp *d, size_t i) { return d->values[d->lefts[i] - INT16_MIN]; }
static inline uint64_t idp_right(const idp *d, size_t i) { return d->values[d->rights[i] - INT16_MIN]; }

#endif
