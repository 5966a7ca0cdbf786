/*
 * lasker.h — Lasker's Nim (Multi-Nim): the game table and its closed form,
 * for the judge reader (internal to libgrundy).
 */
#ifndef GR_LASKER_H
#define GR_LASKER_H

#include "grundy.h"

extern const gr_game gr_game_lasker;

#define LASKER_MAX_HEAPS_SOLVE 100000
#define LASKER_MAX_HEAPS_TRACE 1000
/* The largest heap: SG(2^64 - 1) would be 2^64, which 64 bits cannot hold. */
#define LASKER_MAX_HEAP (UINT64_MAX - 1)
/* The trace's mex table covers heaps 0 .. LASKER_TABLE. */
#define LASKER_TABLE 40

/* The Grundy value of one heap of h <= LASKER_MAX_HEAP stones:
 * h % 4 == 1, 2: h; h % 4 == 3: h + 1; h % 4 == 0: h - 1 (0 for 0). */
static inline uint64_t lasker_sg(uint64_t h) {
  switch (h % 4) {
  case 0: return h ? h - 1 : 0;
  case 3: return h + 1;
  default: return h;
  }
}

/* The heap whose Grundy value is v (lasker_sg is an involution that swaps
 * 4k + 3 and 4k + 4); false for v = 2^64 - 1, whose heap 2^64 does not fit. */
static inline bool lasker_heap_of(uint64_t v, uint64_t *h) {
  if (v == UINT64_MAX) return false;
  *h = lasker_sg(v);
  return true;
}

/* The splits of a heap of h into a + b (1 <= a <= b) with
 * SG(a) xor SG(b) == t: how many there are (exact), and the first `max`
 * of them by increasing a into as[] (their number in *listed). */
uint64_t lasker_splits(uint64_t h, uint64_t t, uint64_t *as, size_t max, size_t *listed);

#endif
