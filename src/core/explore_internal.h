/*
 * explore_internal.h — the state of an explore job, shared by the engine
 * (explore.c: the graph, its order, the trace) and its outputs
 * (explore_out.c: explanations, links, text, JSON).  Internal to libgrundy.
 * The bounds are small, so every array has its fixed size in the state.
 */
#ifndef GR_EXPLORE_INTERNAL_H
#define GR_EXPLORE_INTERNAL_H

#include "grundy.h"
#include "explore_text.h"

#define EX_NMAX GR_EXPLORE_MAX_POSITIONS
#define EX_MMAX GR_EXPLORE_MAX_EDGES
#define EX_SLOTS 1024 /* a power of two above twice EX_NMAX + 1 */

/* The trace's rules: both are "mex"; the second says the game is misère. */
enum { EX_RULE_MEX = 0, EX_RULE_MEX_MISERE, EX_RULE_COUNT };
/* The trace's views. */
enum { EX_VIEW_GRAPH = 0, EX_VIEW_ORDER = 1 };

typedef struct explore_state {
  const gr_game *g;
  int phase;
  gr_pos_list nodes;            /* node i's position; node 0 is the start */
  uint32_t slots[EX_SLOTS];     /* hash of the positions: node + 1, 0 empty */
  uint32_t n, m;                /* nodes, edges */
  uint32_t head;                /* nodes whose moves are listed */
  uint32_t out_start[EX_NMAX + 1]; /* node v's edges: out_start[v] .. out_start[v + 1] */
  uint32_t edge_from[EX_MMAX], edge_to[EX_MMAX];
  uint32_t stamp[EX_NMAX];      /* head + 1 when head already has an edge to the node */
  uint32_t order[EX_NMAX];      /* reverse topological order: options first */
  uint32_t cursor;              /* steps written */
  uint64_t value[EX_NMAX];      /* SG values */
  bool mover_wins[EX_NMAX];     /* under the game's convention (misère too) */
  uint32_t reads[EX_NMAX];
  uint64_t vals[EX_NMAX];
  unsigned char seen[EX_NMAX + 1];
} explore_state;

extern const gr_job_ops gr_explore_ops;

/* The trace's explanation and its links (explore_out.c). */
void gr_explore_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);
const char *gr_explore_links(const gr_trace *t, uint32_t cell, gr_lang lang, gr_pos *out);

#endif
