/*
 * poj2484.c — the judge problem POJ 2484 "A Funny Game" (game `circle`
 * with k = 2).
 *
 * Input: one n per line (coins on a circle; a move takes one coin or two
 * adjacent ones), a line with 0 ends (so does the end of the input: every
 * value read is a complete test).  Output: per n, "Alice" when the
 * first player wins, else "Bob".  The whole input is read and checked
 * first (a bad file produces no output), then the verdicts run as one
 * resumable job.  The problem promises 1 <= n <= 10^6; we accept n up to
 * 2^64 - 1 (the verdict, n <= 2, is exact for any n) and up to 10,000,000
 * values, and reject anything else with its line.
 */
#include "core/scan.h"
#include "games/circle.h"
#include "judge/judges.h"

#include <stdlib.h>

#define POJ2484_MAX_TESTS 10000000

typedef struct poj2484_state {
  uint64_t *n;
  size_t count, cap, next;
} poj2484_state;

static void poj2484_destroy(gr_job *job) {
  poj2484_state *s = job->state;
  if (s == NULL) return;
  free(s->n);
  free(s);
  job->state = NULL;
}

static int poj2484_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  poj2484_state *s = job->state;
  for (; budget > 0 && s->next < s->count; budget--, s->next++, job->done++)
    gr_buf_puts(&job->output, circle_first_wins(s->n[s->next], 2) ? "Alice\n" : "Bob\n");
  if (s->next == s->count) job->finished = true;
  return 0;
}

static const gr_job_ops poj2484_ops = {poj2484_advance, poj2484_destroy};

int gr_judge_poj2484_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  poj2484_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  for (;;) {
    uint64_t n;
    int r = gr_scan_u64(&sc, "n", &n, err);
    if (r < 0) goto fail;
    if (r == 0) break; /* the end of the input closes it too */
    if (n == 0) break;
    if (s->count == POJ2484_MAX_TESTS) {
      gr_error_set(err, GR_ELIMIT, "line %zu: more than %d values of n", sc.line, POJ2484_MAX_TESTS);
      goto fail;
    }
    if (s->count == s->cap) {
      size_t cap = s->cap ? 2 * s->cap : 256;
      uint64_t *more = realloc(s->n, cap * sizeof *more);
      if (more == NULL) {
        gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
        goto fail;
      }
      s->n = more;
      s->cap = cap;
    }
    s->n[s->count++] = n;
  }
  if (gr_scan_expect_end(&sc, "the closing 0", err) != 0) goto fail;
  *job = gr_job_new(&poj2484_ops, s, s->count, err);
  return *job ? 0 : -1;
fail:
  poj2484_destroy(&tmp);
  return -1;
}
