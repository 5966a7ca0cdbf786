/*
 * nimber.c — nim multiplication and the E&D pair value.
 *
 * Nim product by Fermat 2-powers: below 2^(2h) a value is a1 F + a0 with
 * F = 2^h (h a power of two, so F is a Fermat 2-power) and a1, a0 < F; in
 * nim arithmetic a1 F + a0 is a1 ⊗ F ⊕ a0.  F ⊗ x = F x for x < F, and
 * F ⊗ F = F ⊕ F/2 (Conway, On Numbers and Games, ch. 6).  So
 *   (a1 F ⊕ a0) ⊗ (b1 F ⊕ b0)
 *     = (a1b1 ⊕ a1b0 ⊕ a0b1) F  ⊕  a0b0 ⊕ a1b1 ⊗ F/2,
 * and the middle sum is (a1 ⊕ a0)(b1 ⊕ b0) ⊕ a0b0 (Karatsuba: three
 * half-size products plus one by F/2).  A width of one bit is ordinary
 * multiplication.  Everything stays below 2^(2h), so 64 bits are exact.
 *
 * E&D (SDOI2009): a pair (a, b) is played by removing one heap and
 * splitting the other into two non-empty heaps.  Its Grundy value is the
 * index of the lowest zero bit of (a - 1) | (b - 1); tests/unit/test_contest
 * checks this against the mex over the real moves for all a, b <= 40.
 */
#include "algo/nimber.h"

/* a ⊗ b for a, b < 2^bits, bits a power of two. */
static uint64_t product_below(uint64_t a, uint64_t b, unsigned bits) {
  if (bits == 1) return a & b;
  if (a == 0 || b == 0) return 0;
  if (a == 1) return b; /* 1 is the unit: saves most of the recursion */
  if (b == 1) return a;
  unsigned h = bits / 2;
  uint64_t mask = (UINT64_C(1) << h) - 1;
  uint64_t a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
  uint64_t low = product_below(a0, b0, h);
  uint64_t high = product_below(a1, b1, h);
  uint64_t mid = product_below(a1 ^ a0, b1 ^ b0, h) ^ low;
  uint64_t half = product_below(high, UINT64_C(1) << (h - 1), h);
  return (mid << h) | (low ^ half);
}

uint64_t gr_nim_product(uint64_t a, uint64_t b) {
  unsigned bits = 1;
  while (bits < 64 && ((a | b) >> bits) != 0) bits *= 2;
  return product_below(a, b, bits);
}

unsigned gr_ed_pair_grundy(uint64_t a, uint64_t b) {
  uint64_t u = (a - 1) | (b - 1);
  unsigned k = 0;
  while (u & 1) {
    u >>= 1;
    k++;
  }
  return k;
}
