/*
 * zeckendorf.h — the Fibonacci numbers below 2^64 and Zeckendorf
 * representations (internal to libgrundy; prefix fib_), which Fibonacci Nim
 * and Wythoff's game both rest on.
 */
#ifndef GR_ZECKENDORF_H
#define GR_ZECKENDORF_H

#include <stddef.h>
#include <stdint.h>

/* F_1 = F_2 = 1, F_93 = 12200160415121876738 is the last below 2^64. */
#define FIB_MAX_INDEX 93
/* A Zeckendorf representation of a 64-bit number has at most 46 terms
 * (indices >= 2, no two consecutive, at most 93). */
#define FIB_ZECK_MAX 47

/* F_i for 1 <= i <= FIB_MAX_INDEX (0 outside). */
uint64_t fib_number(unsigned i);

/* The Zeckendorf representation of n: n = F_idx[0] + F_idx[1] + ..., with
 * idx strictly decreasing, each index >= 2 and no two consecutive (the
 * greedy choice of the largest Fibonacci number each time).  Returns the
 * number of terms (0 for n = 0). */
size_t fib_zeckendorf(uint64_t n, unsigned idx[FIB_ZECK_MAX]);

#endif
