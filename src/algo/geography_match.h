/*
 * geography_match.h — the graph side of undirected vertex geography: the
 * token's component of the unvisited graph and, from one maximum matching
 * of it, who wins and which moves win (Gallai–Edmonds).  Graph algorithms
 * with no game in them (internal; the game is src/games/geography.c).
 */
#ifndef GR_GEOGRAPHY_MATCH_H
#define GR_GEOGRAPHY_MATCH_H

#include "grundy.h"
#include "algo/matching.h"

/* A graph with a token: all vertices, compacted in label order. */
typedef struct geo_world {
  uint32_t nv, m;
  uint32_t *label;
  uint32_t *eu, *ev;
  uint8_t *visited;
  uint32_t token;
} geo_world;

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

/* H: the token's component of the graph without the visited vertices. */
int geo_comp_build(const geo_world *w, geo_comp *c, gr_error *err);
void geo_comp_free(geo_comp *c);
/* The verdict from a maximum matching `mate` of H: *wins, and win[u] for
 * the vertices of H (a winning destination).  `side` NULL: general graph. */
int geo_comp_verdict(const geo_comp *c, const uint8_t *side, const uint32_t *mate, bool *wins, uint8_t *win,
                     gr_error *err);

#endif
