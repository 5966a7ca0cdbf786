/*
 * dag.h — the token game on a directed graph the user types (internal to
 * libgrundy; the game itself is reached through its table).
 */
#ifndef GR_DAG_H
#define GR_DAG_H

#include "grundy.h"

extern const gr_game gr_game_dag;

#define DAG_MAX_VERTICES (1u << 24)   /* 16,777,216: vertex ids fit 32 bits with room */
#define DAG_MAX_EDGES (1u << 25)      /* 33,554,432: the position alone is then 256 MiB */
#define DAG_MAX_TOKENS 65536u
#define DAG_TRACE_MAX_VERTICES 100000u
#define DAG_TRACE_MAX_EDGES 1000000u
#define DAG_DRAW_MAX 300u             /* graphs this small get a graph view with a layout */
#define DAG_PRODUCT_MAX_STATES (1u << 22)
#define DAG_PRODUCT_MAX_WORK (UINT64_C(1) << 27)

/* The position: [flags, n, m, edge_1 .. edge_m, k, token_1 .. token_k];
 * an edge is from * 2^32 + to, sorted and distinct; tokens keep their order
 * (token i is the i-th vertex of start=). */
enum { DAG_FLAGS = 0, DAG_N = 1, DAG_M = 2, DAG_EDGES = 3 };
#define DAG_FLAG_MISERE UINT64_C(1)

/* How a position's verdict is reached. */
typedef enum dag_method {
  DAG_METHOD_XOR = 0,  /* normal play, every token where no cycle is reachable: xor of SG values */
  DAG_METHOD_SINGLE,   /* one token (misère, or a cycle reachable): retrograde labelling */
  DAG_METHOD_SJ,       /* misère sum whose components meet the SJ premise */
  DAG_METHOD_SEARCH    /* retrograde search over the sum's positions (within bounds) */
} dag_method;

/* The method solve uses on p (runs the analysis); -1 with the refusal or error. */
int dag_method_of(const gr_pos *p, dag_method *method, gr_error *err);

#endif
