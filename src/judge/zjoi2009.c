/*
 * zjoi2009.c — the judge problem ZJOI2009 取石子游戏 (AcWing 1322).
 *
 * Input: T, then per test n and the n pile sizes.  Output: one line per
 * test, "1" when the first player wins, else "0" — byte for byte what the
 * judge expects.  The whole input is read and checked first (so a bad file
 * produces no partial output), then each test's verdict runs as a slice of
 * one resumable job.  The problem promises T <= 10, n <= 1000 and
 * 1 <= a_i <= 10^9; we accept anything the theory handles exactly (n up to
 * 20,000, piles up to 2^64 - 1) and reject everything else with its place.
 * A test costs (n - 1)(n + 2) / 2 steps; a file may take as many as one
 * test of 20,000 piles (ZJOI_MAX_WORK), so a short file of large tests is
 * refused before any work instead of running for minutes.
 */
#include "games/lr.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

/* The work of one test of LR_MAX_PILES_SOLVE piles, the most one file may take. */
#define ZJOI_MAX_WORK ((uint64_t)(LR_MAX_PILES_SOLVE - 1) * (LR_MAX_PILES_SOLVE + 2) / 2)

typedef struct zjoi_state {
  uint64_t *piles;     /* all tests' piles, back to back */
  size_t *start;       /* test t's piles are piles[start[t] .. start[t+1]) */
  size_t tests, next;  /* next test to solve */
  gr_job *current;     /* the running verdict of test `next` */
} zjoi_state;

static void zjoi_destroy(gr_job *job) {
  zjoi_state *s = job->state;
  if (s == NULL) return;
  gr_job_free(s->current);
  free(s->piles);
  free(s->start);
  free(s);
  job->state = NULL;
}

static int zjoi_advance(gr_job *job, uint64_t budget, gr_error *err) {
  zjoi_state *s = job->state;
  while (budget > 0 && s->next < s->tests) {
    if (s->current == NULL &&
        lr_solve_piles(s->piles + s->start[s->next], s->start[s->next + 1] - s->start[s->next], &s->current, err) != 0)
      return -1;
    uint64_t before = s->current->done;
    int r = gr_job_run(s->current, budget, err);
    if (r < 0) return -1;
    uint64_t used = s->current->done - before + 1; /* count the call itself so budget always shrinks */
    job->done += s->current->done - before;
    budget = used >= budget ? 0 : budget - used;
    if (r == 1) {
      gr_buf_puts(&job->output, s->current->analysis.winner == GR_WINNER_FIRST ? "1\n" : "0\n");
      gr_job_free(s->current);
      s->current = NULL;
      s->next++;
    }
  }
  if (s->next == s->tests) job->finished = true;
  return 0;
}

static const gr_job_ops zjoi_ops = {zjoi_advance, zjoi_destroy};

int gr_judge_zjoi2009_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  zjoi_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  uint64_t t, total = 0;
  size_t count = 0, cap = 0;
  if (gr_scan_need_u64(&sc, "the number of tests T", &t, err) != 0) goto fail;
  if (t > 1000000) {
    gr_error_set(err, GR_ELIMIT, "T = %llu tests: at most 1000000 are accepted", (unsigned long long)t);
    goto fail;
  }
  s->tests = (size_t)t;
  s->start = malloc((s->tests + 1) * sizeof *s->start);
  if (s->start == NULL) goto nomem;
  for (size_t k = 0; k < s->tests; k++) {
    char what[96];
    uint64_t n;
    snprintf(what, sizeof what, "the pile count n of test %zu", k + 1);
    if (gr_scan_need_u64(&sc, what, &n, err) != 0) goto fail;
    if (n == 0 || n > LR_MAX_PILES_SOLVE) {
      gr_error_set(err, GR_ERANGE, "test %zu: n = %llu at line %zu; n must be between 1 and %d", k + 1,
                   (unsigned long long)n, sc.line, LR_MAX_PILES_SOLVE);
      goto fail;
    }
    uint64_t work = n >= 2 ? (n - 1) * (n + 2) / 2 : 0;
    if (work > ZJOI_MAX_WORK - total) {
      gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_FILE_WORK, GR_U(k + 1), GR_U(sc.line), GR_U(total + work),
                   GR_U(ZJOI_MAX_WORK), GR_K(JUDGE_MEASURE_LR));
      goto fail;
    }
    total += work;
    s->start[k] = count;
    if (count + n > cap) {
      cap = 2 * (count + n);
      uint64_t *piles = realloc(s->piles, cap * sizeof *piles);
      if (piles == NULL) goto nomem;
      s->piles = piles;
    }
    if (gr_scan_test_piles(&sc, n, k + 1, s->piles + count, err) != 0) goto fail;
    count += (size_t)n;
  }
  s->start[s->tests] = count;
  if (gr_scan_expect_end(&sc, "the last test", err) != 0) goto fail;
  *job = gr_job_new(&zjoi_ops, s, total, err);
  return *job ? 0 : -1;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  zjoi_destroy(&tmp);
  return -1;
}
