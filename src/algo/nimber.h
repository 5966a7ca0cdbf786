/*
 * nimber.h — nim multiplication (Conway's field on the integers) and the
 * other small pieces of theory the contest judges share with the games that
 * will reuse them: the Grundy value of an E&D pair and the losing sizes of
 * k-fold dynamic subtraction.
 */
#ifndef GR_NIMBER_H
#define GR_NIMBER_H

#include <stdbool.h>
#include <stdint.h>

/* a ⊗ b, the nim product, exact for every pair of 64-bit values. */
uint64_t gr_nim_product(uint64_t a, uint64_t b);

/* The Grundy value of an E&D pair of heaps (a, b), a, b >= 1: the index of
 * the lowest zero bit of (a - 1) | (b - 1). */
unsigned gr_ed_pair_grundy(uint64_t a, uint64_t b);

#endif
