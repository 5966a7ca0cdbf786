/*
 * p1288.c — the judge problem Luogu P1288 取数游戏II (game `ring`).
 *
 * Input: N, then the N edge values around the ring; the coin starts
 * between the last edge and the first.  Output: "YES" when the first player
 * wins, else "NO".  The problem promises N <= 20, values <= 30 and at least
 * one zero edge; we accept up to 1,000,000 edges, values up to 2^64 - 1 and
 * rings without a zero edge (the game solves those too: see ring.c), and
 * reject anything else with its line.  The input is read and checked whole
 * before anything is written.
 */
#include "core/scan.h"
#include "games/ring.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct p1288_state {
  uint64_t *edges;
  size_t n;
} p1288_state;

static void p1288_destroy(gr_job *job) {
  p1288_state *s = job->state;
  if (s == NULL) return;
  free(s->edges);
  free(s);
  job->state = NULL;
}

static int p1288_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget, (void)err;
  p1288_state *s = job->state;
  gr_buf_puts(&job->output, ring_first_wins(s->edges, s->n, 0) ? "YES\n" : "NO\n");
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops p1288_ops = {p1288_advance, p1288_destroy};

int gr_judge_p1288_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  p1288_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  uint64_t n;
  if (gr_scan_need_u64(&sc, "the number of edges N", &n, err) != 0) goto fail;
  if (n == 0 || n > RING_MAX_EDGES_SOLVE) {
    gr_error_set(err, GR_ERANGE, "N = %llu at line %zu: N must be between 1 and %d", (unsigned long long)n, sc.line,
                 RING_MAX_EDGES_SOLVE);
    goto fail;
  }
  s->n = (size_t)n;
  s->edges = malloc(s->n * sizeof *s->edges);
  if (s->edges == NULL) {
    gr_error_set(err, GR_ENOMEM, "out of memory for %zu edges", s->n);
    goto fail;
  }
  for (size_t i = 0; i < s->n; i++) {
    char what[64];
    snprintf(what, sizeof what, "edge %zu of %zu", i + 1, s->n);
    int r = gr_scan_u64(&sc, what, &s->edges[i], err);
    if (r < 0) goto fail;
    if (r == 0) {
      gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu after %zu of the %zu edges", sc.line, i, s->n);
      goto fail;
    }
  }
  if (gr_scan_expect_end(&sc, "the last edge", err) != 0) goto fail;
  *job = gr_job_new(&p1288_ops, s, s->n, err);
  return *job ? 0 : -1;
fail:
  p1288_destroy(&tmp);
  return -1;
}
