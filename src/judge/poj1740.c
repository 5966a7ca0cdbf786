/*
 * poj1740.c — the judge problem POJ 1740 "A New Stone Game" (game
 * `redistribute`), and the reader it shares with 牛客 15066 小牛再战
 * (nowcoder15066.c), which differs only in the words it prints.
 *
 * Input: tests, each n and then n pile sizes, until a line with n = 0 (or
 * the end of the input after a complete test, the rule of every judge).
 * Output: one line per test, "1" when the first player wins, else "0".
 * The whole input is read and checked first (a bad file produces no
 * output), then the verdicts run as one resumable job, one unit per pile.
 *
 * The problem promises n <= 10 and piles <= 100; we accept n up to
 * 100,000, 20,000,000 piles in all, and piles up to 2^64 - 1 (the pairing
 * rule is exact for any sizes).  A pile of 0 is an empty pile: it takes no
 * part (nothing can be taken from it, nothing put on it, as 牛客 15066
 * states), so it is skipped.  Note: seed 004's reference program counts
 * zero piles when checking the pairing (it would answer 1 for "3 0 1 1"),
 * while the game, searched exhaustively, is lost for the mover there (it is
 * the position 1 1); seed 001's version of the same program skips them as
 * we do.  The samples have no empty piles.
 */
#include "core/scan.h"
#include "games/redistribute.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define REDIS_JUDGE_MAX_TOTAL 20000000

typedef struct redis_judge_state {
  uint64_t *piles;
  size_t *start;
  size_t tests, next, cap_tests;
  const char *win, *lose;
} redis_judge_state;

static void redis_judge_destroy(gr_job *job) {
  redis_judge_state *s = job->state;
  if (s == NULL) return;
  free(s->piles);
  free(s->start);
  free(s);
  job->state = NULL;
}

static int redis_judge_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  redis_judge_state *s = job->state;
  while (budget > 0 && s->next < s->tests) {
    size_t n = s->start[s->next + 1] - s->start[s->next];
    bool lost = redistribute_paired(s->piles + s->start[s->next], n);
    gr_buf_puts(&job->output, lost ? s->lose : s->win);
    gr_buf_putc(&job->output, '\n');
    job->done += n;
    budget = n >= budget ? 0 : budget - n;
    s->next++;
  }
  if (s->next == s->tests) job->finished = true;
  return 0;
}

static const gr_job_ops redis_judge_ops = {redis_judge_advance, redis_judge_destroy};

int gr_judge_redistribute_start(const char *input, size_t len, const char *win, const char *lose, gr_job **job,
                                gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  redis_judge_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  s->win = win;
  s->lose = lose;
  size_t count = 0, cap = 0;
  for (;;) {
    char what[96];
    uint64_t n;
    snprintf(what, sizeof what, "the pile count n of test %zu", s->tests + 1);
    int r = gr_scan_u64(&sc, what, &n, err);
    if (r < 0) goto fail;
    if (r == 0) break; /* the end of the input after a complete test closes it too */
    if (n == 0) break;
    if (n > REDIS_MAX_PILES_SOLVE) {
      gr_error_set(err, GR_ERANGE, "test %zu: n = %llu at line %zu; n must be at most %d", s->tests + 1,
                   (unsigned long long)n, sc.line, REDIS_MAX_PILES_SOLVE);
      goto fail;
    }
    if (count + n > REDIS_JUDGE_MAX_TOTAL) {
      gr_error_set(err, GR_ELIMIT, "test %zu at line %zu: more than %d piles in all tests together", s->tests + 1,
                   sc.line, REDIS_JUDGE_MAX_TOTAL);
      goto fail;
    }
    if (s->tests + 2 > s->cap_tests) {
      size_t c = s->cap_tests ? 2 * s->cap_tests : 64;
      size_t *start = realloc(s->start, c * sizeof *start);
      if (start == NULL) goto nomem;
      s->start = start;
      s->cap_tests = c;
    }
    s->start[s->tests] = count;
    if (count + n > cap) {
      cap = 2 * (count + n);
      uint64_t *piles = realloc(s->piles, cap * sizeof *piles);
      if (piles == NULL) goto nomem;
      s->piles = piles;
    }
    for (uint64_t i = 0; i < n; i++) {
      snprintf(what, sizeof what, "pile %llu of %llu in test %zu", (unsigned long long)(i + 1),
               (unsigned long long)n, s->tests + 1);
      r = gr_scan_u64(&sc, what, &s->piles[count], err);
      if (r < 0) goto fail;
      if (r == 0) {
        gr_error_set(err, GR_ESYNTAX, "test %zu: the input ended at line %zu after %llu of its %llu piles",
                     s->tests + 1, sc.line, (unsigned long long)i, (unsigned long long)n);
        goto fail;
      }
      count++;
    }
    s->tests++;
  }
  if (s->start == NULL) {
    s->start = malloc(sizeof *s->start);
    if (s->start == NULL) goto nomem;
  }
  s->start[s->tests] = count;
  if (gr_scan_expect_end(&sc, "the closing 0", err) != 0) goto fail;
  *job = gr_job_new(&redis_judge_ops, s, count, err);
  return *job ? 0 : -1;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  redis_judge_destroy(&tmp);
  return -1;
}

int gr_judge_poj1740_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return gr_judge_redistribute_start(input, len, "1", "0", job, err);
}
