/*
 * ring.h — the coin on a ring of numbered edges (Luogu P1288 取数游戏II):
 * the theory, for the judge reader (internal to libgrundy).
 */
#ifndef GR_RING_H
#define GR_RING_H

#include "grundy.h"

extern const gr_game gr_game_ring;

#define RING_MAX_EDGES_SOLVE 1000000
#define RING_MAX_EDGES_TRACE 1000
/* Winning moves listed at most (a move may leave any smaller value). */
#define RING_MAX_LISTED 1000

/* Edge j (0-based) joins vertex j and vertex j + 1 (mod n); the coin is on
 * vertex `coin`, between edge coin - 1 and edge coin. */
bool ring_first_wins(const uint64_t *edges, size_t n, size_t coin);

#endif
