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
#include "judge/judge_read.h"
#include "judge/judge_text.h"
#include "judge/judges.h"

/* The work of one test of LR_MAX_PILES_SOLVE piles, the most one file may take. */
#define ZJOI_MAX_WORK ((uint64_t)(LR_MAX_PILES_SOLVE - 1) * (LR_MAX_PILES_SOLVE + 2) / 2)

typedef struct zjoi_state {
  judge_piles p;       /* all tests' piles */
  size_t next;         /* next test to solve */
  gr_job *current;     /* the running verdict of test `next` */
} zjoi_state;

static void zjoi_destroy(gr_job *job) {
  zjoi_state *s = job->state;
  gr_job_free(s->current);
  judge_piles_free(&s->p);
}

static int zjoi_advance(gr_job *job, uint64_t budget, gr_error *err) {
  zjoi_state *s = job->state;
  const judge_piles *p = &s->p;
  while (budget > 0 && s->next < p->tests) {
    if (s->current == NULL &&
        lr_solve_piles(p->v + p->start[s->next], p->start[s->next + 1] - p->start[s->next], &s->current, err) != 0)
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
  if (s->next == p->tests) job->finished = true;
  return 0;
}

static const gr_job_ops zjoi_ops = {zjoi_advance, zjoi_destroy};

/* Refuses a test that would bring the file's work past ZJOI_MAX_WORK. */
static int work_check(void *ctx, size_t test, uint64_t n, size_t line, size_t before, gr_error *err) {
  (void)before;
  return judge_file_work(ctx, n >= 2 ? (n - 1) * (n + 2) / 2 : 0, ZJOI_MAX_WORK, test, line, JUDGE_MEASURE_LR, err);
}

int gr_judge_zjoi2009_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  zjoi_state *s = judge_own_job(&zjoi_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  uint64_t t, total = 0;
  if (gr_scan_need_u64(&sc, "the number of tests T", &t, err) != 0) goto fail;
  if (t > 1000000) {
    gr_error_set(err, GR_ELIMIT, "T = %llu tests: at most 1000000 are accepted", (unsigned long long)t);
    goto fail;
  }
  if (judge_read_piles(&sc, t, LR_MAX_PILES_SOLVE, work_check, &total, &s->p, err) != 0) goto fail;
  (*job)->total = total;
  return 0;
fail:
  return judge_own_fail(job);
}
