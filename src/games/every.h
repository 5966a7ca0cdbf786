/*
 * every.h — Every-SG on Euclid pairs (internal to libgrundy; the game itself
 * is reached through its table).
 */
#ifndef GR_EVERY_H
#define GR_EVERY_H

#include "grundy.h"

extern const gr_game gr_game_every;

#define EVERY_MAX_PAIRS 100000
#define EVERY_TRACE_MAX_PAIRS 1000
#define EVERY_CHAIN_MAX 100   /* Euclid steps of a pair of 64-bit numbers: at most 92 */

/* The Euclid game on the pair (x, y), in either order: whether the player
 * to move wins, and step(x, y), the Every-SG step function (0 when x or y
 * is 0).  O(log min(x, y)). */
void every_euclid(uint64_t x, uint64_t y, bool *win, uint32_t *step);

/* Within the game (every.c, every_trace.c): pairs, smaller number first;
 * the message for a position that is not one; the trace. */
bool every_valid(const gr_pos *p);
int every_not_a_position(gr_error *err);
int every_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
