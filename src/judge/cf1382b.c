/*
 * cf1382b.c — the judge problem Codeforces 1382B "Sequential Nim" (game
 * `leftmost`).
 *
 * Input: t, then per test n and the n pile sizes.  Output: one line per
 * test, "First" when the first player wins, else "Second".  The whole
 * input is read and checked first (a bad file produces no output), then the
 * verdicts run as one resumable job, one unit per pile.  The problem
 * promises t <= 1000, n <= 10^5 (in total) and 1 <= a_i <= 10^9; we accept
 * up to 10^6 tests, n up to 1,000,000 per test and 20,000,000 piles in all,
 * and piles up to 2^64 - 1 (the theory is exact there), and reject anything
 * else with its line.
 */
#include "core/scan.h"
#include "games/leftmost.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define CF1382B_MAX_TESTS 1000000
#define CF1382B_MAX_TOTAL 20000000

typedef struct cf_state {
  uint64_t *piles;    /* all tests' piles, back to back */
  size_t *start;      /* test t's piles are piles[start[t] .. start[t+1]) */
  size_t tests, next; /* next test to answer */
} cf_state;

static void cf_destroy(gr_job *job) {
  cf_state *s = job->state;
  if (s == NULL) return;
  free(s->piles);
  free(s->start);
  free(s);
  job->state = NULL;
}

static int cf_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  cf_state *s = job->state;
  while (budget > 0 && s->next < s->tests) {
    size_t n = s->start[s->next + 1] - s->start[s->next];
    uint64_t g = leftmost_grundy(s->piles + s->start[s->next], n);
    gr_buf_puts(&job->output, g != 0 ? "First\n" : "Second\n");
    job->done += n;
    budget = n >= budget ? 0 : budget - n;
    s->next++;
  }
  if (s->next == s->tests) job->finished = true;
  return 0;
}

static const gr_job_ops cf_ops = {cf_advance, cf_destroy};

int gr_judge_cf1382b_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  cf_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  uint64_t t;
  size_t count = 0, cap = 0;
  if (gr_scan_need_u64(&sc, "the number of tests t", &t, err) != 0) goto fail;
  if (t > CF1382B_MAX_TESTS) {
    gr_error_set(err, GR_ELIMIT, "t = %llu tests at line %zu: at most %d are accepted", (unsigned long long)t, sc.line,
                 CF1382B_MAX_TESTS);
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
    if (n == 0 || n > LEFTMOST_MAX_PILES_SOLVE) {
      gr_error_set(err, GR_ERANGE, "test %zu: n = %llu at line %zu; n must be between 1 and %d", k + 1,
                   (unsigned long long)n, sc.line, LEFTMOST_MAX_PILES_SOLVE);
      goto fail;
    }
    if (count + n > CF1382B_MAX_TOTAL) {
      gr_error_set(err, GR_ELIMIT, "test %zu at line %zu: more than %d piles in all tests together", k + 1, sc.line,
                   CF1382B_MAX_TOTAL);
      goto fail;
    }
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
  *job = gr_job_new(&cf_ops, s, count, err);
  return *job ? 0 : -1;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  cf_destroy(&tmp);
  return -1;
}
