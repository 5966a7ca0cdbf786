/*
 * digraph_sum.h — tokens on a directed graph, the graph side: Grundy values
 * where no cycle is reachable, win / lose / draw of one token, the SJ
 * premise for misère sums, and the exact labelling of a sum's own positions
 * when neither the xor nor SJ decides.  Graph algorithms with no game in
 * them (internal; the game is src/games/dag.c, which reads positions, lists
 * moves and words the refusals).  One resumable state machine: dgs_advance
 * does about `budget` units of work per call.
 */
#ifndef GR_DIGRAPH_SUM_H
#define GR_DIGRAPH_SUM_H

#include "grundy.h"

#define DGS_NONE UINT32_MAX
#define SG_INF UINT32_MAX        /* the vertex can reach a cycle (or is not reached yet) */
#define SG_GRAY (UINT32_MAX - 1) /* on the depth-first stack */
#define DGS_PRODUCT_MAX_STATES (1u << 22)
#define DGS_PRODUCT_MAX_WORK (UINT64_C(1) << 27)
#define DGS_REFUSED (-2) /* dgs_advance: the search would pass its limits (refused_positions) */

/* A position's outcome for the player to move (the GR_VALUE_OUTCOME values). */
enum { DGS_LOST = 0, DGS_WON = 1, DGS_DRAWN = 2, DGS_UNKNOWN = 3 };

/* How a sum's verdict is reached. */
typedef enum dgs_method {
  DGS_XOR = 0, /* normal play, every token where no cycle is reachable: xor of SG values */
  DGS_SINGLE,  /* one token (misère, or a cycle reachable): retrograde labelling */
  DGS_SJ,      /* misère sum whose components meet the SJ premise */
  DGS_SEARCH,  /* retrograde search over the sum's positions (within bounds) */
  DGS_GSG      /* normal play, a cycle reachable, several tokens: generalized SG values */
} dgs_method;

/* A vertex's generalized Sprague-Grundy value (Smith 1966; Fraenkel and
 * Yesha 1986) once labelled: a finite value, or infinite (GSG_INF: the
 * token can keep the game going; what it can reach besides is the set of
 * its successors' finite values). */
#define GSG_INF UINT32_MAX
#define GSG_NONE (UINT32_MAX - 1) /* not labelled yet */

/* An edge is from * 2^32 + to. */
static inline uint32_t efrom(uint64_t e) { return (uint32_t)(e >> 32); }
static inline uint32_t eto(uint64_t e) { return (uint32_t)e; }
static inline uint64_t edge(uint64_t from, uint64_t to) { return from << 32 | to; }

/* The graph on vertices 0..n-1 (edges sorted and distinct) and the k
 * tokens' vertices; the arrays are the caller's. */
typedef struct dgs_graph {
  bool misere;
  uint32_t n, m, k;
  const uint64_t *edges, *tokens;
} dgs_graph;

/* The sum's own positions, for the exact search: token i on its reachable
 * vertices with local indices, a position a mixed-radix number. */
typedef struct dgs_product {
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
} dgs_product;

typedef struct dgs_engine {
  dgs_graph d;
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
  dgs_method method;
  uint8_t *seen;
  uint32_t *bfs;
  uint32_t bhead, btail;
  bool premise;
  bool sj_failed;             /* searching because the SJ premise fails (else: a cycle is reachable) */
  uint32_t witness, witness_token;
  uint32_t nbig;              /* tokens with SG > 1 (SJ) */
  uint64_t refused_positions; /* DGS_REFUSED: the search's size, 0 when past the limit before counting */
  dgs_product *prod;
  uint32_t *gsg;              /* generalized SG values (normal play with a cycle: dgs_gsg_*) */
  uint8_t *has_round;         /* this round: the vertex has a successor labelled with the round's value */
  uint32_t *gcount, *gqueue;  /* successors keeping a vertex from the round's value; the round's queue */
  uint32_t *gorder, nglabel;  /* the labelled vertices in the order of their labels (the trace replays it) */
  uint32_t ground, ghead, gtail, gleft;
  int result;                 /* for the player to move: DGS_LOST, DGS_WON, DGS_DRAWN */
  uint64_t x;                 /* the xor of the tokens' SG values (xor and SJ); GSG: of the finite ones */
  uint32_t ninf, inf_token;   /* GSG: tokens on infinite values, and one of them */
} dgs_engine;

/* The analysis of g (whose arrays must outlive it), not started yet. */
dgs_engine *dgs_new(const dgs_graph *g, gr_error *err);
void dgs_free(dgs_engine *e);
/* 1 finished, 0 budget spent, -1 error, DGS_REFUSED.  Does at most about
 * *budget units and takes them off. */
int dgs_advance(dgs_engine *e, uint64_t *budget, gr_error *err);
/* Units of work announced up front (the search, if any, adds). */
uint64_t dgs_total(const dgs_graph *d);
static inline uint32_t dgs_outdeg(const dgs_engine *e, uint32_t v) { return e->out_start[v + 1] - e->out_start[v]; }
/* The generalized value of v: its SG value where no cycle is reachable,
 * else the labelling's (GSG_INF, or GSG_NONE when it did not run). */
static inline uint32_t dgs_gvalue(const dgs_engine *e, uint32_t v) {
  return e->sg[v] != SG_INF ? e->sg[v] : e->gsg ? e->gsg[v] : GSG_NONE;
}
/* Whether v has a successor of finite generalized value g. */
bool dgs_reaches_value(const dgs_engine *e, uint32_t v, uint64_t g);
/* The outcome for the player to move when the tokens' generalized values
 * are those of x (xor of the finite ones), ninf infinite ones, and, with
 * ninf == 1, the infinite token on vertex inf: the sum theorem. */
int dgs_gsg_outcome(const dgs_engine *e, uint64_t x, uint32_t ninf, uint32_t inf);
/* The SJ theorem's verdict from the xor and the number of components with SG > 1. */
static inline bool dgs_misere_first_wins(uint64_t x, uint64_t big) { return (x != 0 && big > 0) || (x == 0 && big == 0); }

#endif
