/*
 * dag_internal.h — what the three files of the dag game share: the
 * position read back in place (dag_view: dag.c), the analysis engine and
 * its verdict job (dag_engine.c), and the trace (dag_trace.c).  The engine
 * is a resumable state machine; the trace replays its arrays as steps.
 */
#ifndef GR_DAG_INTERNAL_H
#define GR_DAG_INTERNAL_H

#include "dag.h"
#include "text/dag_text.h"

#define NONE32 UINT32_MAX
#define SG_INF UINT32_MAX        /* the vertex can reach a cycle (or is not reached yet) */
#define SG_GRAY (UINT32_MAX - 1) /* on the depth-first stack */

/* A position's outcome for the player to move (the GR_VALUE_OUTCOME values). */
enum { LOST = 0, WON = 1, DRAWN = 2, UNKNOWN = 3 };

static inline uint32_t efrom(uint64_t e) { return (uint32_t)(e >> 32); }
static inline uint32_t eto(uint64_t e) { return (uint32_t)e; }
static inline uint64_t edge(uint64_t from, uint64_t to) { return from << 32 | to; }

/* ---- the position (dag.c) ------------------------------------------------ */

typedef struct dag_view {
  bool misere;
  uint32_t n, m, k;
  const uint64_t *edges, *tokens;
} dag_view;

/* Reads p's layout; with check_edges also every edge (O(m)). */
int dag_decode(const gr_pos *p, dag_view *d, bool check_edges, gr_error *err);
/* The out-edges of v are edges[*b .. *e). */
void dag_out_range(const dag_view *d, uint32_t v, uint32_t *b, uint32_t *e);
bool dag_has_edge(const dag_view *d, uint32_t from, uint32_t to);
bool dag_is_terminal(const gr_pos *p);
/* A copy of p with token i on vertex w. */
int dag_with_token(const gr_pos *p, const dag_view *d, uint32_t i, uint32_t w, gr_pos *out, gr_error *err);

/* ---- the engine (dag_engine.c) -------------------------------------------- */

/* The sum's own positions, for the exact search: token i on its reachable
 * vertices with local indices, a position a mixed-radix number. */
typedef struct dag_product {
  uint32_t k;
  uint32_t *size;             /* r_i: vertices token i can reach */
  uint64_t *stride;
  uint32_t **glob;            /* local vertex -> vertex; local 0 is the token's own */
  uint32_t **ostart, **oto;   /* local out-edges, in the order of the graph's edges */
  uint32_t **istart, **ifrom; /* local in-edges */
  uint64_t P, start;
  uint32_t *count;            /* unresolved successors; once labelled, the label time */
  uint8_t *label;
  uint32_t *queue;
  uint64_t head, tail, cursor;
  uint32_t *digit;            /* odometer over states */
  uint32_t *map;              /* vertex -> local index while building */
  uint32_t built;
} dag_product;

typedef struct dag_engine {
  dag_view d;
  int phase;
  uint64_t cursor, units;
  uint32_t *out_start, *in_start, *in_from;
  uint32_t *sg, *order, *pending, *mark;
  uint32_t maxdeg, qhead, nq;
  uint32_t *it, sp;           /* depth-first search: each vertex's next edge; the stack is `pending` */
  bool cyclic;                /* a cycle was found: Kahn's peeling decides which vertices have values */
  bool retro;                 /* the single-token labelling ran (outcome, rqueue, why) */
  uint8_t *outcome;
  uint32_t *rqueue, *why;
  uint32_t rtail, rhead;
  dag_method method;
  uint8_t *seen;
  uint32_t *bfs;
  uint32_t bhead, btail;
  bool premise;
  bool sj_failed;             /* searching because the SJ premise fails (else: a cycle is reachable) */
  uint32_t witness, witness_token;
  uint32_t nbig;              /* tokens with SG > 1 (SJ) */
  dag_product *prod;
  int result;                 /* for the player to move: LOST, WON, DRAWN */
  uint64_t x;                 /* the xor of the tokens' SG values (xor and SJ) */
} dag_engine;

dag_engine *dag_engine_new(const gr_pos *p, gr_error *err);
void dag_engine_free(dag_engine *e);
/* 1 finished, 0 budget spent, -1 error.  Does at most about *budget units
 * and takes them off. */
int dag_engine_advance(dag_engine *e, uint64_t *budget, gr_error *err);
/* Units of work the engine announces up front (the search, if any, adds). */
uint64_t dag_engine_total(const dag_view *d);
static inline uint32_t dag_outdeg(const dag_engine *e, uint32_t v) { return e->out_start[v + 1] - e->out_start[v]; }
/* The job's progress from the engine's units (the total grows with a search). */
void dag_note_progress(gr_job *job, uint64_t units);

int dag_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
int dag_stall_move(const gr_pos *p, gr_pos *out, gr_error *err);

/* ---- the trace (dag_trace.c) ------------------------------------------------ */

int dag_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
