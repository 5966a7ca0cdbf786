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
#include "games/ring.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

static int read_ring(judge_reader *rd, gr_error *err) {
  uint64_t n;
  if (gr_scan_need_u64(&rd->sc, "the number of edges N", &n, err) != 0) return -1;
  if (n == 0 || n > RING_MAX_EDGES_SOLVE)
    return gr_error_set(err, GR_ERANGE, "N = %llu at line %zu: N must be between 1 and %d", (unsigned long long)n,
                        rd->sc.line, RING_MAX_EDGES_SOLVE);
  uint64_t *edges = malloc((size_t)n * sizeof *edges);
  if (edges == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu edges", (size_t)n);
  int r = 1;
  for (size_t i = 0; i < n && r > 0; i++) {
    char what[64];
    snprintf(what, sizeof what, "edge %zu of %zu", i + 1, (size_t)n);
    r = gr_scan_u64(&rd->sc, what, &edges[i], err);
    if (r == 0)
      gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu after %zu of the %zu edges", rd->sc.line, i, (size_t)n);
  }
  if (r > 0 && gr_scan_expect_end(&rd->sc, "the last edge", err) == 0)
    r = judge_answer(&rd->answers, ring_first_wins(edges, (size_t)n, 0), err);
  else
    r = -1;
  free(edges);
  return r;
}

int gr_judge_p1288_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "YES", "NO", NULL, read_ring, job, err);
}
