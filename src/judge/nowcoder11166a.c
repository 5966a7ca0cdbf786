/*
 * nowcoder11166a.c — the judge problem 2021 牛客暑期多校训练营 1 A,
 * "Alice and Bob" (https://ac.nowcoder.com/acm/contest/11166/A): two piles,
 * take k >= 1 from one and s*k (s >= 0) from the other.
 *
 * Input: T, then T lines "n m".  Output: one line per test, "Alice" when
 * the first player (Alice) wins, else "Bob" — byte for byte what the judge
 * expects.  The whole input is read and checked first (a bad file produces
 * no output); then one resumable job builds the table of lost positions up
 * to the largest piles asked (rows 0 .. max min(n, m), columns 0 .. max
 * max(n, m); about n^2 units, see kstake.c) and answers every test from it.
 * The problem promises T <= 10^4 and 1 <= n, m <= 5000; we accept up to
 * 10^6 tests and piles 0 .. 30000.
 */
#include "games/kstake.h"
#include "judge/judge_read.h"
#include "judge/judges.h"


#define NOWCODER_MAX_TESTS 1000000u

typedef struct nc_state {
  uint32_t *piles; /* n, m of every test */
  size_t tests, next;
  kstake_table table;
} nc_state;

static void nc_destroy(gr_job *job) {
  nc_state *s = job->state;
  if (s) kstake_table_free(&s->table);
}

static int nc_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  nc_state *s = job->state;
  if (s->table.next <= s->table.last) {
    uint64_t spent;
    bool done = kstake_table_advance(&s->table, budget, &spent);
    job->done += spent;
    if (!done) return 0;
    budget = 0;
  }
  if (budget == 0) budget = 1;
  size_t stop = s->tests - s->next > budget ? s->next + (size_t)budget : s->tests;
  for (; s->next < stop; s->next++)
    gr_buf_puts(&job->output, kstake_table_lost(&s->table, s->piles[2 * s->next], s->piles[2 * s->next + 1]) ? "Bob\n" : "Alice\n");
  job->done = kstake_table_units(s->table.last) + s->next;
  if (s->next == s->tests) job->finished = true;
  return 0;
}

static const gr_job_ops nc_ops = {nc_advance, nc_destroy};

int gr_judge_nowcoder11166a_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  nc_state *s = judge_own_job(&nc_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  uint64_t t;
  uint32_t max_lo = 0, max_hi = 0;
  if (judge_read_tests(&sc, "the number of tests T", "T", NOWCODER_MAX_TESTS, &t, err) != 0) goto fail;
  s->tests = (size_t)t;
  s->piles = gr_job_alloc(*job, (2 * s->tests + 1) * sizeof *s->piles, err);
  if (s->piles == NULL) {
    gr_error_set(err, GR_ENOMEM, "out of memory for %zu tests", s->tests);
    goto fail;
  }
  for (size_t k = 0; k < s->tests; k++) {
    uint64_t v[2];
    for (int i = 0; i < 2; i++) {
      const char *name = i ? "m of test " : "n of test ";
      int r = judge_scan_named(&sc, name, k + 1, &v[i], err);
      if (r < 0) goto fail;
      if (r == 0) {
        gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu where %s%zu was expected (T = %zu)", sc.line, name, k + 1,
                     s->tests);
        goto fail;
      }
      if (v[i] > KSTAKE_MAX_PILE) {
        gr_error_set(err, GR_ELIMIT, "%s%zu at line %zu is %llu: at most %u is accepted (the problem's limit is 5000)", name,
                     k + 1, sc.line, (unsigned long long)v[i], KSTAKE_MAX_PILE);
        goto fail;
      }
    }
    uint32_t lo = (uint32_t)(v[0] < v[1] ? v[0] : v[1]), hi = (uint32_t)(v[0] < v[1] ? v[1] : v[0]);
    if (lo > max_lo) max_lo = lo;
    if (hi > max_hi) max_hi = hi;
    s->piles[2 * k] = (uint32_t)v[0];
    s->piles[2 * k + 1] = (uint32_t)v[1];
  }
  if (gr_scan_expect_end(&sc, s->tests ? "the last test" : "T = 0", err) != 0) goto fail;
  if (kstake_table_init(&s->table, max_lo, max_hi, err) != 0) goto fail;
  (*job)->total = kstake_table_units(max_lo) + s->tests;
  return 0;
fail:
  return judge_own_fail(job);
}
