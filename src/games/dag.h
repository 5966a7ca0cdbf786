/*
 * dag.h — the token game on a directed graph the user types (internal to
 * libgrundy; the game itself is reached through its table).
 */
#ifndef GR_DAG_H
#define GR_DAG_H

#include "algo/digraph_sum.h"
#include "grundy.h"

extern const gr_game gr_game_dag;

#define DAG_MAX_VERTICES (1u << 24)   /* 16,777,216: vertex ids fit 32 bits with room */
#define DAG_MAX_EDGES (1u << 25)      /* 33,554,432: the position alone is then 256 MiB */
#define DAG_MAX_TOKENS 65536u
#define DAG_TRACE_MAX_VERTICES 100000u
#define DAG_TRACE_MAX_EDGES 1000000u
#define DAG_DRAW_MAX 300u             /* graphs this small get a graph view with a layout */
#define DAG_BOARD_MAX 120u            /* the board draws this many vertices at most (issue 13: 300 with
                                         their edges were 3,300 SVG elements, a 170 ms task) */
#define DAG_PRODUCT_MAX_STATES DGS_PRODUCT_MAX_STATES
#define DAG_PRODUCT_MAX_WORK DGS_PRODUCT_MAX_WORK

/* The position: [flags, n, m, edge_1 .. edge_m, k, token_1 .. token_k];
 * an edge is from * 2^32 + to, sorted and distinct; tokens keep their order
 * (token i is the i-th vertex of start=). */
enum { DAG_FLAGS = 0, DAG_N = 1, DAG_M = 2, DAG_EDGES = 3 };
#define DAG_FLAG_MISERE UINT64_C(1)

/* How a position's verdict is reached (digraph_sum.h). */
typedef dgs_method dag_method;
#define DAG_METHOD_XOR DGS_XOR
#define DAG_METHOD_SINGLE DGS_SINGLE
#define DAG_METHOD_SJ DGS_SJ
#define DAG_METHOD_SEARCH DGS_SEARCH
#define DAG_METHOD_GSG DGS_GSG

/* The method solve uses on p (runs the analysis); -1 with the refusal or error. */
int dag_method_of(const gr_pos *p, dag_method *method, gr_error *err);

#endif
