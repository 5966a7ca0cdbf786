/*
 * redistribute.h — take from a pile, then spread the rest of it (POJ 1740
 * A New Stone Game, 牛客 15066 小牛再战): the theory, for the judge readers
 * (internal to libgrundy).
 */
#ifndef GR_REDISTRIBUTE_H
#define GR_REDISTRIBUTE_H

#include "grundy.h"

extern const gr_game gr_game_redistribute;

#define REDIS_MAX_PILES_SOLVE 100000
#define REDIS_MAX_PILES_TRACE 10000
/* Winning moves listed at most (there can be ~2^63 of them). */
#define REDIS_MAX_LISTED 1000

/* The mover loses exactly when the piles pair up: an even number of piles
 * and every size occurring an even number of times.  Sorts `piles` in
 * place; zeros (empty piles, which take no part) are skipped. */
bool redistribute_paired(uint64_t *piles, size_t n);

#endif
