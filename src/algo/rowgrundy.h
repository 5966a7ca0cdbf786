/*
 * rowgrundy.h — the Grundy table of a row of coins, a move taking 1 to k
 * adjacent ones and so possibly splitting the row (the octal game 0.77...7;
 * internal to libgrundy, used by the circle game): G(L) = L for L <= k, by
 * mex above, computed a budget at a time, and the period that the
 * octal-game periodicity theorem proves from the table (G(n + p) = G(n) for
 * e <= n <= 2e + p + k implies it for all n >= e).
 */
#ifndef GR_ROWGRUNDY_H
#define GR_ROWGRUNDY_H

#include "grundy.h"

typedef struct rowg {
  uint64_t k;
  size_t max_rows;  /* rows computed at most */
  uint32_t *g;      /* g[0 .. len) */
  size_t len;
  uint32_t *count;  /* options in the window, by value */
  size_t vcap;      /* a power of two above every value so far */
  uint64_t init_s;  /* the window of row k + 1 is built up to this sum */
  bool periodic;
  size_t pre, period;
} rowg;

void rowg_init(rowg *r, uint64_t k, size_t max_rows);
void rowg_free(rowg *r);
/* G(L): within the table, or by the period (rowg_covers says which L). */
uint64_t rowg_value(const rowg *r, uint64_t L);
bool rowg_covers(const rowg *r, uint64_t L);
/* Computes rows up to target - 1 (target <= max_rows), spending about
 * `*budget` option visits: 1 when done, 0 when the budget ran out, -1 out
 * of memory (err set), -2 when a value reached 2^31 (err not set). */
int rowg_extend(rowg *r, size_t target, uint64_t *budget, gr_error *err);
/* The smallest period p (and its preperiod e) that the table proves:
 * g[n + p] = g[n] for e <= n <= N - p with N >= 2e + 2p + k, N the last
 * row; sets periodic, pre and period when there is one. */
void rowg_detect_period(rowg *r);

#endif
