/*
 * sgrare.h — the rare-value mex of one heap (sgrare.c), the inner loop of
 * the Grundy-sequence engine (sgseq.c): internal to libgrundy.
 *
 * The caller keeps G(0..n-1), the rare heaps R (increasing) with their
 * values gR (16 bits each), the mask and sigma of the classes, and a
 * scratch byte map `seen` of HEAPS_RARE_SEEN bytes.  heaps_rare_mex returns
 * G(n); *work grows by the options examined, *naive is set when the guard
 * finished the heap with the plain scan.  See sgrare.c for the method.
 */
#ifndef GR_ALGO_SGRARE_H
#define GR_ALGO_SGRARE_H

#include "sgseq.h"

/* Values 0..8191 (the xor of two values below 4096) and the mex, plus a
 * word of zeros after the last one for the word-wide scan. */
#define HEAPS_RARE_MAX_VALUE 4096u
#define HEAPS_RARE_SEEN (2 * HEAPS_RARE_MAX_VALUE + 64)

typedef struct heaps_rare_in {
  const heaps_rules *rules;
  const uint16_t *g;     /* G(0..n-1) */
  const uint32_t *R;     /* the rare heaps, increasing */
  const uint16_t *gR;    /* gR[j] = G(R[j]) */
  size_t nR;
  uint32_t mask;
  unsigned sigma;
  uint32_t maxval;       /* the largest of G(1..n-1) (below HEAPS_RARE_MAX_VALUE) */
  bool unequal;          /* Grundy's game: the two heaps of a split differ */
  uint8_t *seen;         /* scratch, HEAPS_RARE_SEEN bytes */
  uint64_t *pos;         /* scratch, one per splitting digit */
  uint8_t *complete;     /* scratch, one per splitting digit */
} heaps_rare_in;

uint32_t heaps_rare_mex(const heaps_rare_in *in, uint64_t n, uint64_t *work, bool *naive);

#endif
