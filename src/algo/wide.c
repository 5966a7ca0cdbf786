/*
 * wide.c — exact integer arithmetic past 64 bits (see wide.h): Newton's
 * integer square root on 128 bits, and schoolbook products, sums and
 * comparisons on three 64-bit words.
 */
#include "wide.h"

#include <stddef.h>

static unsigned bit_length(wide_u128 x) {
  uint64_t hi = (uint64_t)(x >> 64), lo = (uint64_t)x;
  if (hi) return 128u - (unsigned)__builtin_clzll(hi);
  return lo ? 64u - (unsigned)__builtin_clzll(lo) : 0u;
}

/* Newton's method from a power of two above the root decreases strictly to it. */
uint64_t wide_isqrt(wide_u128 n) {
  if (n < 2) return (uint64_t)n;
  wide_u128 x = (wide_u128)1 << ((bit_length(n) + 1) / 2); /* x^2 >= 2^bits > n */
  for (;;) {
    wide_u128 y = (x + n / x) >> 1;
    if (y >= x) return (uint64_t)x;
    x = y;
  }
}

wide_u192 wide_square(wide_u128 x) {
  uint64_t lo = (uint64_t)x, hi = (uint64_t)(x >> 64); /* hi < 8 */
  wide_u128 low = wide_mul64(lo, lo);
  wide_u128 mid = (low >> 64) + 2 * wide_mul64(lo, hi);
  wide_u192 r = {{(uint64_t)low, (uint64_t)mid, (uint64_t)(mid >> 64) + hi * hi}};
  return r;
}

wide_u192 wide_times_square(uint64_t m, uint64_t k) {
  wide_u128 sq = wide_mul64(k, k);
  wide_u128 low = wide_mul64((uint64_t)sq, m);
  wide_u128 high = (low >> 64) + wide_mul64((uint64_t)(sq >> 64), m);
  wide_u192 r = {{(uint64_t)low, (uint64_t)high, (uint64_t)(high >> 64)}};
  return r;
}

wide_u192 wide_add(wide_u192 x, wide_u128 y) {
  wide_u128 low = (wide_u128)x.w[0] + (uint64_t)y;
  wide_u128 mid = (low >> 64) + x.w[1] + (uint64_t)(y >> 64);
  wide_u192 r = {{(uint64_t)low, (uint64_t)mid, x.w[2] + (uint64_t)(mid >> 64)}};
  return r;
}

int wide_cmp(wide_u192 a, wide_u192 b) {
  for (int i = 2; i >= 0; i--)
    if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
  return 0;
}

const char *wide_text(wide_u128 v, char buf[48]) {
  size_t n = 47;
  buf[n] = '\0';
  do {
    buf[--n] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  return buf + n;
}
