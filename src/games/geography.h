/*
 * geography.h — undirected vertex geography (internal; the game is reached
 * through its table, the JSOI2009 judge through the matching module): the
 * graph of a position and the token's component, which the verdict
 * (geography.c) and the trace (geography_trace.c) share.
 */
#ifndef GR_GEOGRAPHY_H
#define GR_GEOGRAPHY_H

#include "grundy.h"
#include "algo/matching.h"

extern const gr_game gr_game_geography;

#define GEO_MAX_VERTICES 1000000   /* n=N, or distinct vertices named by the edges */
#define GEO_MAX_EDGES 2000000
#define GEO_MAX_GENERAL 5000       /* vertices of a non-bipartite token component (Edmonds) */
#define GEO_MAX_TRACE 500          /* vertices of the token's component the trace draws */

/* All vertices, compacted in label order. */
typedef struct geo_world {
  uint32_t nv, m;
  uint32_t *label;
  uint32_t *eu, *ev;
  uint8_t *visited;
  uint32_t token;
} geo_world;

int geo_world_build(const gr_pos *p, geo_world *w, gr_error *err);
void geo_world_free(geo_world *w);

/* The token's component of the unvisited graph, vertices in label order. */
typedef struct geo_comp {
  uint32_t hn;
  uint32_t *hv;   /* H vertex -> world vertex */
  uint32_t *hidx; /* world vertex -> H vertex or GM_NONE */
  uint32_t t;     /* the token in H */
  uint32_t hm;
  uint32_t *hu, *hw; /* H's edges */
  gm_graph g;
} geo_comp;

int geo_comp_build(const geo_world *w, geo_comp *c, gr_error *err);
void geo_comp_free(geo_comp *c);
int geo_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
