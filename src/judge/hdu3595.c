/*
 * hdu3595.c — the judge problem HDU 3595, GG and MM (Every-SG on Euclid
 * pairs).
 *
 * Input: until the end of the file, test after test: n, then n pairs
 * "a b".  Each turn the player to move (MM moves first) must move in every
 * pair that is not finished, taking a positive multiple of the smaller
 * number from the larger; a pair with a 0 is finished; who cannot move
 * loses.  Output: one line per test, "MM" if the first player wins, else
 * "GG".  The verdict is the `every` game's: the first player wins iff the
 * largest step (every_euclid) over the pairs is odd.
 *
 * The whole input is read and checked first, so a bad file produces no
 * output.  Beyond the original problem's small numbers, we accept any
 * pairs of 64-bit numbers (0 included: a finished pair), n = 0 (nobody can
 * move: GG), and up to 4,194,304 pairs in all; anything else is rejected
 * with its place.
 */
#include "core/scan.h"
#include "games/every.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define HDU3595_MAX_PAIRS (1u << 22)

typedef struct hdu_state {
  uint64_t *pairs;   /* all tests' pairs, back to back */
  size_t *start;     /* test t's pairs are pairs[2 start[t] .. 2 start[t+1]) */
  size_t tests, next;
} hdu_state;

static void hdu_destroy(gr_job *job) {
  hdu_state *s = job->state;
  if (s == NULL) return;
  free(s->pairs);
  free(s->start);
  free(s);
  job->state = NULL;
}

static int hdu_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  hdu_state *s = job->state;
  while (budget > 0 && s->next < s->tests) {
    uint32_t max = 0;
    for (size_t i = s->start[s->next]; i < s->start[s->next + 1]; i++) {
      bool win;
      uint32_t step;
      every_euclid(s->pairs[2 * i], s->pairs[2 * i + 1], &win, &step);
      if (step > max) max = step;
    }
    size_t cost = s->start[s->next + 1] - s->start[s->next] + 1;
    budget = cost >= budget ? 0 : budget - cost;
    job->done += cost;
    gr_buf_puts(&job->output, max % 2 ? "MM\n" : "GG\n");
    s->next++;
  }
  if (s->next == s->tests) job->finished = true;
  return 0;
}

static const gr_job_ops hdu_ops = {hdu_advance, hdu_destroy};

int gr_judge_hdu3595_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  hdu_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  size_t count = 0, cap = 0, tcap = 0;
  for (;;) {
    char what[96];
    uint64_t n;
    snprintf(what, sizeof what, "the pair count n of test %zu", s->tests + 1);
    int r = gr_scan_u64(&sc, what, &n, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    if (n > HDU3595_MAX_PAIRS - count) {
      gr_error_set(err, GR_ELIMIT, "test %zu: n = %llu at line %zu: at most %u pairs are accepted in all", s->tests + 1,
                   (unsigned long long)n, sc.line, HDU3595_MAX_PAIRS);
      goto fail;
    }
    if (s->tests + 2 > tcap) {
      tcap = 2 * (s->tests + 2);
      size_t *start = realloc(s->start, tcap * sizeof *start);
      if (start == NULL) goto nomem;
      s->start = start;
    }
    s->start[s->tests] = count;
    if (count + n > cap) {
      cap = 2 * (count + n);
      uint64_t *pairs = realloc(s->pairs, 2 * cap * sizeof *pairs);
      if (pairs == NULL) goto nomem;
      s->pairs = pairs;
    }
    for (uint64_t i = 0; i < n; i++)
      for (int half = 0; half < 2; half++) {
        snprintf(what, sizeof what, "%s number of pair %llu of %llu in test %zu", half ? "the second" : "the first",
                 (unsigned long long)(i + 1), (unsigned long long)n, s->tests + 1);
        uint64_t a;
        r = gr_scan_u64(&sc, what, &a, err);
        if (r < 0) goto fail;
        if (r == 0) {
          gr_error_set(err, GR_ESYNTAX, "test %zu: the input ended at line %zu after %llu of its %llu pairs",
                       s->tests + 1, sc.line, (unsigned long long)i, (unsigned long long)n);
          goto fail;
        }
        s->pairs[2 * count + (size_t)half] = a;
        if (half) count++;
      }
    s->tests++;
  }
  if (s->start == NULL && (s->start = malloc(sizeof *s->start)) == NULL) goto nomem;
  s->start[s->tests] = count;
  *job = gr_job_new(&hdu_ops, s, count + s->tests, err);
  return *job ? 0 : -1;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  hdu_destroy(&tmp);
  return -1;
}
