/*
 * geography.h — undirected vertex geography (internal; the game is reached
 * through its table, the JSOI2009 judge through the matching module): the
 * graph of a position, which the verdict (geography.c) and the trace
 * (geography_trace.c) share; the graph algorithms are
 * algo/geography_match.h.
 */
#ifndef GR_GEOGRAPHY_H
#define GR_GEOGRAPHY_H

#include "grundy.h"
#include "algo/geography_match.h"

extern const gr_game gr_game_geography;

#define GEO_MAX_VERTICES 1000000   /* n=N, or distinct vertices named by the edges */
#define GEO_MAX_EDGES 2000000
#define GEO_MAX_GENERAL 5000       /* vertices of a non-bipartite token component (Edmonds) */
#define GEO_MAX_TRACE 500          /* vertices of the token's component the trace draws */

/* The graph of a position (geo_world, algo/geography_match.h). */
int geo_world_build(const gr_pos *p, geo_world *w, gr_error *err);
void geo_world_free(geo_world *w);

int geo_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
