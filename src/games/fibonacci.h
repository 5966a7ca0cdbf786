/*
 * fibonacci.h — Fibonacci numbers, Zeckendorf representations and the
 * theory of Fibonacci Nim, shared with Wythoff's game (its Zeckendorf
 * explanation) and the judge reader hdu2516 (internal to libgrundy).
 */
#ifndef GR_FIBONACCI_H
#define GR_FIBONACCI_H

#include "grundy.h"

extern const gr_game gr_game_fibonacci;

/* F_1 = F_2 = 1, F_93 = 12200160415121876738 is the last below 2^64. */
#define FIB_MAX_INDEX 93
/* A Zeckendorf representation of a 64-bit number has at most 46 terms
 * (indices >= 2, no two consecutive, at most 93). */
#define FIB_ZECK_MAX 47
/* The largest pile Fibonacci Nim accepts: after a take of k the next cap is
 * 2k, which must stay exact in 64 bits. */
#define FIB_MAX_STONES UINT64_C(9223372036854775807)

/* F_i for 1 <= i <= FIB_MAX_INDEX (0 outside). */
uint64_t fib_number(unsigned i);

/* The Zeckendorf representation of n: n = F_idx[0] + F_idx[1] + ..., with
 * idx strictly decreasing, each index >= 2 and no two consecutive (the
 * greedy choice of the largest Fibonacci number each time).  Returns the
 * number of terms (0 for n = 0). */
size_t fib_zeckendorf(uint64_t n, unsigned idx[FIB_ZECK_MAX]);

/* Fibonacci Nim with n stones where at most `cap` may be taken now: every
 * winning take, smallest first, into takes[] (at most FIB_ZECK_MAX); the
 * count is returned, 0 when the mover loses.  The winning takes are exactly
 * the suffix sums S_j = F_i_j + ... + F_i_r of the Zeckendorf representation
 * with S_j <= cap and either j = 1 (S_1 = n: take everything) or
 * F_i_(j-1) > 2 S_j (see fibonacci.c for the proof).  n <= FIB_MAX_STONES. */
size_t fib_winning_takes(uint64_t n, uint64_t cap, uint64_t takes[FIB_ZECK_MAX]);

/* The opening position: does the first player win with n stones, first
 * move at most n - 1?  Exactly when n is not a Fibonacci number. */
bool fib_first_player_wins(uint64_t n);

#endif
