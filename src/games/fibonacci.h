/*
 * fibonacci.h — the theory of Fibonacci Nim, shared with the judge reader
 * hdu2516 (internal to libgrundy); the Fibonacci numbers and Zeckendorf
 * representations it rests on are algo/zeckendorf.h.
 */
#ifndef GR_FIBONACCI_H
#define GR_FIBONACCI_H

#include "grundy.h"
#include "algo/zeckendorf.h"

extern const gr_game gr_game_fibonacci;

/* The largest pile Fibonacci Nim accepts: after a take of k the next cap is
 * 2k, which must stay exact in 64 bits. */
#define FIB_MAX_STONES UINT64_C(9223372036854775807)

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
