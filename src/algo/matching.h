/*
 * matching.h — maximum matchings and the vertices some maximum matching
 * misses, for undirected vertex geography and the JSOI2009 judge
 * (internal to libgrundy).
 *
 *   - Hopcroft–Karp for bipartite graphs: O(E sqrt V), iterative.
 *   - Edmonds' blossom algorithm for general graphs: one alternating-tree
 *     search per exposed vertex, blossoms shrunk with a union-find on their
 *     bases, so a search costs O(E alpha(V)) plus O(V) to reset: O(V E)
 *     overall, comfortable to a few thousand vertices.
 *   - Gallai–Edmonds: with a maximum matching M, the vertices missed by some
 *     maximum matching are exactly those an alternating forest grown from all
 *     M-exposed vertices labels even (in a bipartite graph: reachable from an
 *     exposed vertex of their own side by an even alternating path).
 */
#ifndef GR_MATCHING_H
#define GR_MATCHING_H

#include "grundy.h"

#define GM_NONE UINT32_MAX

/* An undirected simple graph as compressed rows, both directions stored. */
typedef struct gm_graph {
  uint32_t n;
  size_t m;
  uint32_t *start; /* n + 1 */
  uint32_t *adj;   /* 2m */
} gm_graph;

int gm_graph_build(gm_graph *g, uint32_t n, const uint32_t *eu, const uint32_t *ev, size_t m, gr_error *err);
void gm_graph_free(gm_graph *g);

/* A proper 2-colouring into side[] (0/1), when one exists. */
int gm_bipartite(const gm_graph *g, uint8_t *side, bool *bipartite, gr_error *err);

/* A resumable maximum-matching computation: Hopcroft–Karp when `side` is
 * given (a proper 2-colouring), Edmonds otherwise.  mate[v] is v's partner
 * or GM_NONE; it may start from any matching. */
typedef struct gm_matcher gm_matcher;
/* Called for each augmenting path Edmonds finds (vertices from one exposed
 * end to the other, before the flip), with whether a blossom was shrunk in
 * that search. */
typedef int (*gm_path_fn)(const uint32_t *path, size_t len, bool blossom, void *ctx, gr_error *err);

gm_matcher *gm_matcher_new(const gm_graph *g, const uint8_t *side, uint32_t *mate, bool greedy_start, gr_error *err);
/* Records every augmenting path (Edmonds only; no greedy start then). */
void gm_matcher_record(gm_matcher *m, gm_path_fn fn, void *ctx);
/* Does about `budget` units (edge scans); 1 when the matching is maximum. */
int gm_matcher_run(gm_matcher *m, uint64_t budget, uint64_t *used, gr_error *err);
/* gm_matcher_run within a job whose first part is the matching: its units
 * count in job->done, kept below job->total (the job goes on after it), and
 * *budget is what is left of the call's budget (at least 1).  1 when the
 * matching is maximum, 0 when there is more to do, -1 on failure. */
int gm_matcher_job_step(gm_matcher *m, gr_job *job, uint64_t *budget, gr_error *err);
void gm_matcher_free(gm_matcher *m);
/* Runs to the end in one call. */
int gm_maximum_matching(const gm_graph *g, const uint8_t *side, uint32_t *mate, gr_error *err);

/* With `mate` a matching: 1 and missable[v] = "some maximum matching misses
 * v" when mate is maximum; 0 when it is not (an augmenting path exists);
 * -1 on error.  `side` as above (NULL: general graph).  With `root` given
 * (not NULL), root[v] is the exposed vertex whose tree reached v. */
int gm_missable(const gm_graph *g, const uint8_t *side, const uint32_t *mate, uint8_t *missable, uint32_t *root,
                gr_error *err);

#endif
