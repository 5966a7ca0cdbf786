/*
 * seqjump.h — "Game on Sequence" (ICPC 2020 Macau G): the game's table
 * (internal); the incremental solver it shares with the macau2020g judge
 * is algo/seqjump_solver.h.
 */
#ifndef GR_SEQJUMP_H
#define GR_SEQJUMP_H

#include "grundy.h"
#include "algo/seqjump_solver.h"

extern const gr_game gr_game_seqjump;

#define SJ_MAX_LEN 4000000
/* The trace: its sequence view holds every value, and at 524,288 values
 * drawing it was a task of 80-350 ms on the page (issue 13). */
#define SJ_MAX_TRACE 100000

#endif
