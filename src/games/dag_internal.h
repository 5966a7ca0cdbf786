/*
 * dag_internal.h — what the three files of the dag game share: the
 * position read back in place (dag_view: dag.c), the analysis and its
 * verdict job (dag_engine.c, around src/algo/digraph_sum.c), and the trace
 * (dag_trace.c), which replays the analysis's arrays as steps.
 */
#ifndef GR_DAG_INTERNAL_H
#define GR_DAG_INTERNAL_H

#include "dag.h"
#include "text/dag_text.h"

/* The position's graph and tokens, read in place (the arrays are the position's). */
typedef dgs_graph dag_view;

/* ---- the position (dag.c) ------------------------------------------------ */

/* Reads p's layout; with check_edges also every edge (O(m)). */
int dag_decode(const gr_pos *p, dag_view *d, bool check_edges, gr_error *err);
/* The out-edges of v are edges[*b .. *e). */
void dag_out_range(const dag_view *d, uint32_t v, uint32_t *b, uint32_t *e);
bool dag_has_edge(const dag_view *d, uint32_t from, uint32_t to);
bool dag_is_terminal(const gr_pos *p);
/* A copy of p with token i on vertex w. */
int dag_with_token(const gr_pos *p, const dag_view *d, uint32_t i, uint32_t w, gr_pos *out, gr_error *err);

/* ---- the analysis (dag_engine.c, on src/algo/digraph_sum.c) ------------------- */

/* The analysis of p (decoded and checked), not started yet; p must outlive it. */
dgs_engine *dag_engine_new(const gr_pos *p, gr_error *err);
/* dgs_advance, with the refusal of a search too large said in words. */
int dag_engine_advance(dgs_engine *e, uint64_t *budget, gr_error *err);
/* The start of the state of a dag job: a copy of the position and its analysis. */
typedef struct dag_job_base {
  gr_pos pos;
  dgs_engine *e;
} dag_job_base;
/* A job (gr_job_create) whose state, state_size bytes, starts with a
 * dag_job_base for p; dag_job_destroy frees that part. */
int dag_job_start(const gr_pos *p, const gr_job_ops *ops, size_t state_size, uint64_t total, gr_job **job,
                  gr_error *err);
void dag_job_destroy(gr_job *job);
/* The job's progress from the engine's units (the total grows with a search). */
void dag_note_progress(gr_job *job, uint64_t units);

int dag_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
int dag_stall_move(const gr_pos *p, gr_pos *out, gr_error *err);

/* ---- the trace (dag_trace.c) ------------------------------------------------ */

int dag_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
