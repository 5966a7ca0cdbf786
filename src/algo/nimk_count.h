/*
 * nimk_count.h — counting the losing gap vectors of Moore's Nim_d, for
 * "[SDOI2011] 黑白棋" (the judge p2490 and the game blackwhite share it).
 *
 * k pieces on a strip of n cells make k/2 pairs; a layout loses for the
 * mover exactly when every bit column of the pairs' gaps holds a multiple
 * of d + 1 ones.  ways[c][s] counts the gap vectors whose bits 2^0 .. 2^c
 * are set so (the higher bits 0) with sum s <= n - k: row 0 chooses which
 * j(d + 1) gaps have bit 1, row c adds the j(d + 1) gaps with bit 2^c to
 * row c - 1, C(k/2, j(d + 1)) ways each.  The losing layouts are
 * L = sum over s of ways[last][s] C(n - k - s + k/2, k/2) (the empty cells
 * outside the pairs in the k/2 + 1 spaces around them), and the first
 * player wins A = C(n, k) - L, all modulo 10^9 + 7.
 */
#ifndef GR_NIMK_COUNT_H
#define GR_NIMK_COUNT_H

#include <stddef.h>
#include <stdint.h>

#define NIMK_MOD UINT64_C(1000000007)
#define NIMK_MAX_N 10000u
#define NIMK_MAX_K 100u

typedef struct nimk_count {
  uint64_t n, k, d, pairs, room; /* room = n - k, the most the gaps can sum to */
  unsigned rows;                 /* the bit columns 2^0 .. 2^(rows-1) <= room (1 when room is 0) */
  uint64_t *fact, *inverse;      /* a! and 1/a! mod p, a = 0 .. n: 2(n + 1) numbers of the caller's */
} nimk_count;

/* Sets c for 1 <= d <= k <= n <= NIMK_MAX_N, k even, using mem, 2(n + 1) numbers. */
void nimk_count_init(nimk_count *c, uint64_t n, uint64_t k, uint64_t d, uint64_t *mem);
/* C(a, b) mod p, a <= n (0 when b > a). */
uint64_t nimk_choose(const nimk_count *c, uint64_t a, uint64_t b);
/* ways[row][s] from the row before (prev, its room + 1 values; unused for
 * row 0); the sums s' of prev it reads go to read[], their count to *nread
 * (at most pairs / (d + 1) + 1). */
uint64_t nimk_cell(const nimk_count *c, const uint64_t *prev, unsigned row, uint64_t s, uint64_t *read, size_t *nread);
/* L from the last row of ways (room + 1 values). */
uint64_t nimk_losing(const nimk_count *c, const uint64_t *last);
/* A = C(n, k) - L for n, k, d as nimk_count_init takes them. */
uint64_t nimk_first_wins(uint64_t n, uint64_t k, uint64_t d);

#endif
