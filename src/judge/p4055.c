/*
 * p4055.c — the judge problem [JSOI2009] 游戏 (Luogu P4055, BZOJ 1443):
 * undirected vertex geography on a grid, where the placer chooses the start.
 *
 * Input: n and m, then n rows of m characters, '.' free and '#' blocked.
 * Player A puts the token on a free cell; then B moves first (to an
 * adjacent free cell not visited yet), and so on; whoever cannot move
 * loses.  A wins from a start cell exactly when B, the first mover there,
 * loses: when the cell is NOT in every maximum matching of the grid graph
 * of free cells (geography.c).  Output: "LOSE" when no cell wins for A;
 * otherwise "WIN" and every winning cell "i j" (1-based), one per line, in
 * row-major order.
 *
 * The grid is bipartite (colour by i + j): Hopcroft–Karp, then alternating
 * searches from the exposed cells of each colour (matching.c).  The original
 * has n, m <= 100; we accept any grid of up to 1,000,000 cells.
 */
#include "algo/matching.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define P4055_MAX_CELLS 1000000

typedef struct p4055_state {
  size_t rows, cols;
  uint32_t *id;      /* cell -> vertex, GM_NONE for '#' */
  uint32_t nv;
  uint32_t *cell;    /* vertex -> cell */
  gm_graph g;
  uint8_t *side;
  uint32_t *mate;
  gm_matcher *matcher;
} p4055_state;

static void p4055_destroy(gr_job *job) {
  p4055_state *s = job->state;
  gm_graph_free(&s->g);
  gm_matcher_free(s->matcher);
}

static int p4055_advance(gr_job *job, uint64_t budget, gr_error *err) {
  p4055_state *s = job->state;
  int r = gm_matcher_job_step(s->matcher, job, &budget, err);
  if (r <= 0) return r;
  uint8_t *miss = malloc((size_t)s->nv + 1);
  if (miss == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  r = gm_missable(&s->g, s->side, s->mate, miss, NULL, err);
  if (r != 1) {
    free(miss);
    return r < 0 ? -1 : gr_error_set(err, GR_ESTATE, "internal: the matching is not maximum");
  }
  bool any = false;
  for (uint32_t v = 0; v < s->nv && !any; v++) any = miss[v];
  gr_buf_puts(&job->output, any ? "WIN\n" : "LOSE\n");
  for (uint32_t v = 0; v < s->nv; v++) /* vertices are numbered in row-major order */
    if (miss[v]) gr_buf_printf(&job->output, "%zu %zu\n", s->cell[v] / s->cols + 1, s->cell[v] % s->cols + 1);
  free(miss);
  gr_job_done(job);
  return 0;
}

static const gr_job_ops p4055_ops = {p4055_advance, p4055_destroy};

/* The next row: a run of characters up to a separator. */
static const char *next_row(gr_scan *sc, size_t *n, size_t *line, size_t *col) {
  while (sc->p < sc->end && (*sc->p == ' ' || *sc->p == '\t' || *sc->p == '\r' || *sc->p == '\n' || *sc->p == '\f' ||
                             *sc->p == '\v')) {
    if (gr_scan_line_end(sc->p, sc->end)) {
      sc->line++;
      sc->line_start = sc->p + 1;
    }
    sc->p++;
  }
  *line = sc->line;
  *col = (size_t)(sc->p - sc->line_start) + 1;
  const char *start = sc->p;
  while (sc->p < sc->end && *sc->p != ' ' && *sc->p != '\t' && *sc->p != '\r' && *sc->p != '\n' && *sc->p != '\f' &&
         *sc->p != '\v')
    sc->p++;
  *n = (size_t)(sc->p - start);
  return start;
}

int gr_judge_p4055_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  p4055_state *s = judge_own_job(&p4055_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  uint32_t *eu = NULL, *ev = NULL;
  uint64_t n, m;
  if (gr_scan_need_u64(&sc, "the row count n", &n, err) != 0 || gr_scan_need_u64(&sc, "the column count m", &m, err) != 0)
    goto fail;
  if (n == 0 || m == 0 || n > P4055_MAX_CELLS || m > P4055_MAX_CELLS || n * m > P4055_MAX_CELLS) {
    gr_error_set(err, n == 0 || m == 0 ? GR_ERANGE : GR_ELIMIT,
                 "n = %llu, m = %llu: the grid needs at least one row and column and at most %d cells",
                 (unsigned long long)n, (unsigned long long)m, P4055_MAX_CELLS);
    goto fail;
  }
  s->rows = (size_t)n;
  s->cols = (size_t)m;
  size_t cells = s->rows * s->cols;
  s->id = gr_job_alloc(*job, cells * sizeof *s->id, err);
  s->cell = s->id ? gr_job_alloc(*job, cells * sizeof *s->cell, err) : NULL;
  eu = malloc(2 * cells * sizeof *eu);
  ev = malloc(2 * cells * sizeof *ev);
  if (!s->id || !s->cell || !eu || !ev) goto nomem;
  for (size_t i = 0; i < s->rows; i++) {
    size_t w, line, col;
    const char *row = next_row(&sc, &w, &line, &col);
    if (gr_scan_check_token(&sc, row, w, err) != 0) goto fail;
    if (w == 0) {
      gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu where row %zu of %zu was expected", line, i + 1,
                   s->rows);
      goto fail;
    }
    if (w != s->cols) {
      gr_error_set(err, GR_ESYNTAX, "row %zu at line %zu, column %zu has %zu cells; every row has m = %zu", i + 1, line,
                   col, w, s->cols);
      goto fail;
    }
    for (size_t j = 0; j < w; j++) {
      if (row[j] != '.' && row[j] != '#') {
        char c = row[j] >= 0x20 && row[j] < 0x7f ? row[j] : '?';
        gr_error_set(err, GR_ESYNTAX, "row %zu at line %zu, column %zu is '%c': a cell is '.' (free) or '#' (blocked)",
                     i + 1, line, col + j, c);
        goto fail;
      }
      size_t c = i * s->cols + j;
      s->id[c] = GM_NONE;
      if (row[j] == '.') {
        s->id[c] = s->nv;
        s->cell[s->nv++] = (uint32_t)c;
      }
    }
  }
  if (gr_scan_expect_end(&sc, "the last row", err) != 0) goto fail;
  size_t ne = 0;
  for (size_t c = 0; c < cells; c++) {
    if (s->id[c] == GM_NONE) continue;
    if ((c + 1) % s->cols != 0 && s->id[c + 1] != GM_NONE) {
      eu[ne] = s->id[c];
      ev[ne++] = s->id[c + 1];
    }
    if (c + s->cols < cells && s->id[c + s->cols] != GM_NONE) {
      eu[ne] = s->id[c];
      ev[ne++] = s->id[c + s->cols];
    }
  }
  if (gm_graph_build(&s->g, s->nv, eu, ev, ne, err) != 0) goto fail;
  s->side = gr_job_alloc(*job, (size_t)s->nv + 1, err);
  s->mate = s->side ? gr_job_alloc(*job, ((size_t)s->nv + 1) * sizeof *s->mate, err) : NULL;
  if (!s->side || !s->mate) goto nomem;
  for (uint32_t v = 0; v < s->nv; v++) {
    s->side[v] = (uint8_t)((s->cell[v] / s->cols + s->cell[v] % s->cols) & 1);
    s->mate[v] = GM_NONE;
  }
  s->matcher = gm_matcher_new(&s->g, s->side, s->mate, true, err);
  if (s->matcher == NULL) goto fail;
  free(eu);
  free(ev);
  uint64_t passes = 2;
  while (passes * passes < s->nv) passes++;
  (*job)->total = (2 * (uint64_t)ne + 1) * (passes + 1);
  return 0;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the grid");
fail:
  free(eu);
  free(ev);
  return judge_own_fail(job);
}
