/*
 * poj3710.c — the judge problem POJ 3710 "Christmas Game" (Green
 * Hackenbush on trees with polygons hanging from them).
 *
 * Input, until the end of the file: K, the number of trees of a test case;
 * then per tree "m k" (m vertices numbered 1..m, k edges) and k edges "a b".
 * Vertex 1 is the root (the ground).  Output per test case: "Sally" when the
 * first player (Sally) wins the sum of the K pictures, else "Harry".
 *
 * The original promises simple polygons hanging by one vertex, K < 100,
 * m < 100 and k < 500; the general fusion in hackenbush.c handles any
 * multigraph (loops, parallel edges, cycles sharing vertices), so we accept
 * any such picture with up to 1,000,000 vertices and edges per tree.  Edges
 * not connected to vertex 1 are part of no game (they would fall at once)
 * and are ignored.  The whole file is read and checked before any output.
 */
#include "games/hackenbush.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define POJ_MAX_PER_TREE 1000000

typedef struct poj_tree {
  size_t start; /* its edges are [start, the next tree's start) */
  uint32_t n;   /* its vertex count */
} poj_tree;

typedef struct poj_state {
  uint32_t *eu, *ev;     /* all edges, compact vertices (vertex v -> v - 1) */
  size_t ne, cap;
  poj_tree *tree;        /* ntrees trees, and one past the last (its start: ne) */
  size_t ntrees, tcap;
  size_t *cstart;        /* test case c's trees are [cstart[c], cstart[c + 1]) */
  size_t ncases, ccap;
  size_t next_case, next_tree;
  uint64_t acc;
} poj_state;

static void poj_destroy(gr_job *job) {
  poj_state *s = job->state;
  free(s->eu);
  free(s->ev);
  free(s->tree);
  free(s->cstart);
}

static int poj_advance(gr_job *job, uint64_t budget, gr_error *err) {
  poj_state *s = job->state;
  while (s->next_case < s->ncases && budget > 0) {
    if (s->next_tree == s->cstart[s->next_case + 1]) {
      gr_buf_puts(&job->output, s->acc ? "Sally\n" : "Harry\n");
      s->acc = 0;
      s->next_case++;
      continue;
    }
    size_t t = s->next_tree++;
    size_t a = s->tree[t].start, m = s->tree[t + 1].start - a;
    hb_analysis an;
    /* No edge at all: the arrays may still be NULL, and NULL + 0 is not C. */
    const uint32_t *eu = m ? s->eu + a : NULL, *ev = m ? s->ev + a : NULL;
    if (hb_analyse(s->tree[t].n, (uint32_t)m, eu, ev, false, &an, err) != 0) return -1;
    s->acc ^= an.value;
    hb_analysis_free(&an);
    job->done += m + 1;
    budget = budget > m + 1 ? budget - m - 1 : 0;
  }
  if (s->next_case == s->ncases) job->finished = true;
  return 0;
}

static const gr_job_ops poj_ops = {poj_advance, poj_destroy};

/* Renumbers the last tree's vertices 0..n'-1 in label order (the root, 0,
 * first) and sets its vertex count to n'. */
static int compact_tree(poj_state *s, size_t first, uint64_t m) {
  size_t k = s->ne - first;
  uint32_t *lab = malloc((2 * k + 1) * sizeof *lab);
  if (lab == NULL) return -1;
  lab[0] = 0;
  for (size_t e = 0; e < k; e++) {
    lab[1 + 2 * e] = s->eu[first + e];
    lab[2 + 2 * e] = s->ev[first + e];
  }
  size_t n = judge_distinct_u32(lab, 2 * k + 1);
  for (size_t e = first; e < s->ne; e++) {
    uint32_t *x = bsearch(&s->eu[e], lab, n, sizeof *lab, judge_cmp_u32), *y = bsearch(&s->ev[e], lab, n, sizeof *lab, judge_cmp_u32);
    s->eu[e] = (uint32_t)(x - lab);
    s->ev[e] = (uint32_t)(y - lab);
  }
  s->tree[s->ntrees].n = (uint32_t)(n < m ? n : m);
  free(lab);
  return 0;
}

int gr_judge_poj3710_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  poj_state *s = judge_own_job(&poj_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  char what[128];
  uint64_t total = 0;
  size_t ecap = 0;
  for (;;) {
    uint64_t K;
    snprintf(what, sizeof what, "the number of trees K of test case %zu", s->ncases + 1);
    int r = gr_scan_u64(&sc, what, &K, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    if (K > POJ_MAX_PER_TREE) {
      gr_error_set(err, GR_ELIMIT, "test case %zu at line %zu: K = %llu trees, at most %d are accepted",
                   s->ncases + 1, sc.line, (unsigned long long)K, POJ_MAX_PER_TREE);
      goto fail;
    }
    if (judge_grow((void **)&s->cstart, &s->ccap, s->ncases + 2, sizeof *s->cstart, err) != 0) goto nomem;
    s->cstart[s->ncases] = s->ntrees;
    for (uint64_t t = 0; t < K; t++) {
      uint64_t m, k;
      snprintf(what, sizeof what, "the vertex count m of tree %llu of test case %zu", (unsigned long long)t + 1,
               s->ncases + 1);
      if (gr_scan_need_u64(&sc, what, &m, err) != 0) goto fail;
      snprintf(what, sizeof what, "the edge count k of tree %llu of test case %zu", (unsigned long long)t + 1,
               s->ncases + 1);
      if (gr_scan_need_u64(&sc, what, &k, err) != 0) goto fail;
      if (m == 0 || m > POJ_MAX_PER_TREE || k > POJ_MAX_PER_TREE) {
        gr_error_set(err, m == 0 ? GR_ERANGE : GR_ELIMIT,
                     "tree %llu of test case %zu at line %zu: m = %llu, k = %llu; m must be 1..%d and k at most %d",
                     (unsigned long long)t + 1, s->ncases + 1, sc.line, (unsigned long long)m, (unsigned long long)k,
                     POJ_MAX_PER_TREE, POJ_MAX_PER_TREE);
        goto fail;
      }
      if (judge_grow((void **)&s->tree, &s->tcap, s->ntrees + 2, sizeof *s->tree, err) != 0) goto nomem;
      s->tree[s->ntrees] = (poj_tree){s->ne, (uint32_t)m};
      size_t c2 = ecap;
      if (judge_grow((void **)&s->eu, &c2, s->ne + k, sizeof *s->eu, err) != 0) goto nomem;
      c2 = ecap;
      if (judge_grow((void **)&s->ev, &c2, s->ne + k, sizeof *s->ev, err) != 0) goto nomem;
      ecap = c2;
      for (uint64_t e = 0; e < k; e++) {
        uint64_t a, b;
        snprintf(what, sizeof what, "edge %llu of tree %llu of test case %zu", (unsigned long long)e + 1,
                 (unsigned long long)t + 1, s->ncases + 1);
        if (gr_scan_need_u64(&sc, what, &a, err) != 0 || gr_scan_need_u64(&sc, what, &b, err) != 0) goto fail;
        if (a < 1 || a > m || b < 1 || b > m) {
          gr_error_set(err, GR_ERANGE, "%s at line %zu names vertex %llu, but the tree has the vertices 1..%llu", what,
                       sc.line, (unsigned long long)(a < 1 || a > m ? a : b), (unsigned long long)m);
          goto fail;
        }
        s->eu[s->ne] = (uint32_t)(a - 1);
        s->ev[s->ne++] = (uint32_t)(b - 1);
      }
      /* Only the vertices the edges name matter (with the root): compact
       * them, so a tree declaring a million vertices and no edges costs
       * nothing.  Vertex 1 stays 0, the ground. */
      if (compact_tree(s, s->tree[s->ntrees].start, m) != 0) goto nomem;
      s->ntrees++;
      total += k + 1;
    }
    s->ncases++;
    s->cstart[s->ncases] = s->ntrees;
  }
  if (s->ncases == 0) {
    gr_error_set(err, GR_ESYNTAX, "the input is empty: expected K, then K trees");
    goto fail;
  }
  if (judge_grow((void **)&s->tree, &s->tcap, s->ntrees + 1, sizeof *s->tree, err) != 0) goto nomem;
  s->tree[s->ntrees].start = s->ne;
  (*job)->total = total;
  return 0;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  return judge_own_fail(job);
}
