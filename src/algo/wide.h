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

/* a * b in 128 bits.  A 64-bit target has the instruction; elsewhere
 * (WebAssembly: 32-bit addresses, no 64-bit multiply-high) a 128-bit
 * product is a call to compiler-rt's __multi3 with its result through
 * memory, so it is built here from four 32 x 32-bit products instead. */
static inline wide_u128 wide_mul64(uint64_t a, uint64_t b) {
#if UINTPTR_MAX == UINT64_MAX
  return (wide_u128)a * b;
#else
  uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10; /* < 3 * 2^32 */
  uint64_t lo = (mid << 32) | (uint32_t)p00, hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  return (wide_u128)hi << 64 | lo;
#endif
}

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
