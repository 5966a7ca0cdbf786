/*
 * sgrare.h — the rare-value mex of one heap (sgrare.c), the inner loop of
 * the Grundy-sequence engine (sgseq.c): internal to libgrundy.
 *
 * The caller keeps G(0..n-1), the rare heaps R (increasing) with their
 * values gR (16 bits each), the mask and sigma of the classes, and a
 * cache (heaps_rare_cache_new) of what each split's sum is known to give.  heaps_rare_mex returns
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

/* What one split's options are known to give, kept per sum of the split:
 * the codes whose splitting digits remove k1 < k2 < ... tokens meet the
 * same sum n - k1 = (n + k2 - k1) - k2 again at a later heap, and reuse the
 * rare partners scanned and the pairs looked at.  A sum's slot is
 * sum mod E (E a power of two > t, so the t + 1 sums of one heap never
 * share one), its byte map HEAPS_RARE_SEEN bytes. */
typedef struct heaps_rare_entry {
  uint64_t sum;      /* the sum this slot holds (0: none) */
  uint64_t pos;      /* the next pair (pos, sum - pos) to look at */
  uint32_t w;        /* bytes of the map cleared (then a word more) */
  uint32_t gen;      /* the rare heaps' generation it was scanned with */
  uint32_t rmax;     /* the largest rare heap below sum (0: none) */
  uint8_t complete;  /* every value of the split is in the map */
} heaps_rare_entry;

typedef struct heaps_rare_cache {
  size_t E;
  heaps_rare_entry *ent;
  uint8_t *maps;        /* E maps */
  uint8_t *seen;        /* the heap's own map: the moves that leave one heap or none */
  uint32_t gen;         /* bumped whenever R is rebuilt */
  heaps_rare_entry **act; /* scratch: the splits of one heap */
  const uint8_t **actmap;
} heaps_rare_cache;

heaps_rare_cache *heaps_rare_cache_new(const heaps_rules *r);
void heaps_rare_cache_free(heaps_rare_cache *c);

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
  heaps_rare_cache *cache;
} heaps_rare_in;

/* G(n).  *reach: how far back from n the options that decided it lie
 * (witnesses of the values below it, rare partners certifying it absent),
 * HEAPS_RARE_FAR when some split was scanned whole or the guard ran. */
#define HEAPS_RARE_FAR UINT32_MAX
uint32_t heaps_rare_mex(const heaps_rare_in *in, uint64_t n, uint64_t *work, bool *naive, uint32_t *reach);

#endif
