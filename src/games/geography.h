/*
 * geography.h — undirected vertex geography (internal; the game is reached
 * through its table, the JSOI2009 judge through the matching module).
 */
#ifndef GR_GEOGRAPHY_H
#define GR_GEOGRAPHY_H

#include "grundy.h"

extern const gr_game gr_game_geography;

#define GEO_MAX_VERTICES 1000000   /* n=N, or distinct vertices named by the edges */
#define GEO_MAX_EDGES 2000000
#define GEO_MAX_GENERAL 5000       /* vertices of a non-bipartite token component (Edmonds) */
#define GEO_MAX_TRACE 500          /* vertices of the token's component the trace draws */

#endif
