/*
 * kit_piles.h — the checks on a row of piles that the pile games' jobs
 * share (internal to libgrundy): no piles left, or more piles than the
 * verdict or the trace handles, each with the kit's message.
 */
#ifndef GR_KIT_PILES_H
#define GR_KIT_PILES_H

#include "grundy.h"

/* 0 when the verdict handles n piles (1..max_solve); else -1 with err set:
 * GR_ESTATE "no piles", or GR_ELIMIT naming the limit. */
int kit_piles_solve_check(size_t n, size_t max_solve, gr_error *err);
/* The same for the trace (1..max_trace), the message also naming the
 * verdict's larger limit. */
int kit_piles_trace_check(size_t n, size_t max_trace, size_t max_solve, gr_error *err);

#endif
