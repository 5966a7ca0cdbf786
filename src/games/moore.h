/*
 * moore.h — Moore's Nim_k theory for the games built on it (blackwhite:
 * the gaps of SDOI2011's 黑白棋 are heaps of Nim_d).
 */
#ifndef GR_GAMES_MOORE_H
#define GR_GAMES_MOORE_H

#include "grundy.h"

#define MOORE_MAX_HEAPS 64

/* The verdict of the Nim_k position p ("k=2; 3 5 6 7": v[0] = k with
 * 1 <= k <= the heaps, then at most MOORE_MAX_HEAPS heaps): a's winner and
 * every winning move (as Nim_k positions; winning_moves_cut past the kit's
 * list limit). */
int moore_decide(const gr_pos *p, gr_analysis *a, gr_error *err);

#endif
