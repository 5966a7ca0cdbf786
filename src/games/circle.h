/*
 * circle.h — coins on a circle, take 1..k adjacent ones (seed 001,
 * 对称性构造; POJ 2484 with k = 2): the theory, for the judge reader and
 * the tests (internal to libgrundy).
 */
#ifndef GR_CIRCLE_H
#define GR_CIRCLE_H

#include "grundy.h"

extern const gr_game gr_game_circle;

#define CIRCLE_MAX_ARCS_SOLVE 100000
#define CIRCLE_MAX_ARCS_TRACE 1000
/* Rows of the Grundy table computed by mex at most (0 .. CIRCLE_TABLE - 1);
 * longer rows need a period proven inside the table. */
#define CIRCLE_TABLE 8192
/* A whole-circle trace draws every coin: at most this many. */
#define CIRCLE_TRACE_COINS 200
/* An arcs trace fills the table by mex: rows up to this length. */
#define CIRCLE_TRACE_ROWS 256
/* Winning moves listed at most. */
#define CIRCLE_MAX_LISTED 1000
/* Candidate moves a solve examines one by one at most; past that it looks
 * for the mirror move and one winning move by the Nim argument only. */
#define CIRCLE_SCAN_MAX (1u << 24)

/* The whole circle of n >= 1 coins, moves taking 1..k >= 1 adjacent coins:
 * the first player wins iff n <= k, or k = 1 and n is odd. */
bool circle_first_wins(uint64_t n, uint64_t k);

/* The Grundy value of a row (an arc) of L coins when a move takes 1..k
 * adjacent coins from it, possibly splitting it in two: L itself when
 * L <= k, otherwise by mex (and beyond CIRCLE_TABLE rows by a period proven
 * with the octal-game periodicity theorem).  GR_ELIMIT when neither covers
 * L.  Runs to the end (for tests and tools). */
int circle_row_grundy(uint64_t k, uint64_t L, uint64_t *out, gr_error *err);

#endif
