/*
 * leftmost.h — take from the leftmost non-empty pile (Codeforces 1382B,
 * Sequential Nim): the theory, for the judge reader (internal to libgrundy).
 */
#ifndef GR_LEFTMOST_H
#define GR_LEFTMOST_H

#include "grundy.h"

extern const gr_game gr_game_leftmost;

#define LEFTMOST_MAX_PILES_SOLVE 1000000
#define LEFTMOST_MAX_PILES_TRACE 20000

/* The Grundy value of piles a[0..n) (a[i] >= 1; n = 0 is the empty row):
 * g = 0 past the last pile, then right to left g = a[i] - 1 when
 * a[i] <= g, else a[i].  The mover wins exactly when it is not 0. */
uint64_t leftmost_grundy(const uint64_t *a, size_t n);

#endif
