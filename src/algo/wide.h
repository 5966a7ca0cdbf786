/*
 * wide.h — exact integer arithmetic past 64 bits (internal to libgrundy;
 * prefix wide_): the integer square root of a 128-bit number, numbers below
 * 2^192 (squares, small multiples of squares, sums, comparison), and the
 * decimal text of a 128-bit number.  Wythoff's game needs floor(k sqrt 5)
 * exactly for every 64-bit k.
 */
#ifndef GR_WIDE_H
#define GR_WIDE_H

#include <stdint.h>

typedef unsigned __int128 wide_u128;

/* Numbers below 2^192 as three 64-bit words, least significant first. */
typedef struct wide_u192 {
  uint64_t w[3];
} wide_u192;

/* floor(sqrt(n)) for any 128-bit n. */
uint64_t wide_isqrt(wide_u128 n);
/* x^2 for x < 2^67. */
wide_u192 wide_square(wide_u128 x);
/* m k^2 for k < 2^64 and m < 2^32. */
wide_u192 wide_times_square(uint64_t m, uint64_t k);
/* x + y for y < 2^128 (no carry out of 192 bits). */
wide_u192 wide_add(wide_u192 x, wide_u128 y);
/* -1, 0 or 1 as a < b, a = b, a > b. */
int wide_cmp(wide_u192 a, wide_u192 b);
/* The decimal digits of v, written at the end of buf. */
const char *wide_text(wide_u128 v, char buf[48]);

#endif
