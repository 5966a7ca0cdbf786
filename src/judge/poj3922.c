/*
 * poj3922.c — the judge problem POJ 3922 "A simple stone game" (k-fold
 * dynamic subtraction).
 *
 * Input: t, then t lines "n k".  One heap of n stones; the first move takes
 * 1 .. n - 1 stones, every later move at least one and at most k times as
 * many as the opponent's last take; whoever takes the last stone wins.
 * Output: per test "Case i: lose" when the first player loses, else
 * "Case i: x" with x the smallest winning first take.
 *
 * Theory: the losing sizes and the winning take come from the sequence
 * gr_kfold_build makes and gr_kfold_take_within reads (src/algo/kfold.c,
 * the national-team paper's construction of a_i and b_i).
 *
 * Limits: the problem promises t <= 20, n <= 10^8, k <= 10^5; we accept
 * t <= 20, k <= 10^5 as promised and n up to 10^9.  The tests are read
 * first; the tests with the same k share one sequence, built to their
 * largest n (about 0.2 s and 20 MB at n = 10^9, k = 10^5), so the worst
 * file is 20 different k's.  A bad file produces no output.
 */
#include "algo/kfold.h"
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#define KF_MAX_TESTS 20u

typedef struct kfold_judge {
  uint64_t n[KF_MAX_TESTS], k[KF_MAX_TESTS];
  uint64_t take[KF_MAX_TESTS]; /* per test: the smallest winning first take, 0: lose */
} kfold_judge;

static int kfold_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  kfold_judge *s = job->state;
  for (; budget > 0 && job->done < job->total; budget--, job->done++) {
    uint64_t x = s->take[job->done];
    if (x == 0) gr_buf_printf(&job->output, "Case %llu: lose\n", (unsigned long long)job->done + 1);
    else gr_buf_printf(&job->output, "Case %llu: %llu\n", (unsigned long long)job->done + 1, (unsigned long long)x);
  }
  if (job->done == job->total) job->finished = true;
  return 0;
}

/* take[i] for every test, one sequence per distinct k (built to the
 * largest n asked with that k), the tests' order kept. */
static int answer_by_k(const uint64_t *n, const uint64_t *k, uint64_t t, uint64_t *take, gr_error *err) {
  bool answered[KF_MAX_TESTS] = {false};
  for (uint64_t i = 0; i < t; i++) {
    if (answered[i]) continue;
    uint64_t largest = n[i];
    for (uint64_t j = i + 1; j < t; j++)
      if (k[j] == k[i] && n[j] > largest) largest = n[j];
    gr_kfold_seq seq;
    if (gr_kfold_build(largest, k[i], &seq, err) != 0) return -1;
    for (uint64_t j = i; j < t; j++)
      if (k[j] == k[i]) take[j] = gr_kfold_take_within(&seq, n[j]), answered[j] = true;
    gr_kfold_seq_free(&seq);
  }
  return 0;
}

static const gr_job_ops kfold_ops = {kfold_advance, NULL};

int gr_judge_poj3922_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  kfold_judge *s = judge_own_job(&kfold_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  uint64_t t;
  if (judge_read_tests(&sc, "the number of tests t", "t", KF_MAX_TESTS, &t, err) != 0) goto fail;
  for (uint64_t test = 1; test <= t; test++) {
    uint64_t n, k;
    if (judge_scan(&sc, true, JUDGE_ITEM_KF_N, test, 0, 0, &n, err) < 0 ||
        judge_scan(&sc, true, JUDGE_ITEM_KF_K, test, 0, 0, &k, err) < 0)
      goto fail;
    if (n < 2 || n > GR_KFOLD_MAX_N || k < 1 || k > GR_KFOLD_MAX_K) {
      bool bad_n = n < 2 || n > GR_KFOLD_MAX_N;
      gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(bad_n ? JUDGE_NOUN_KF_N : JUDGE_NOUN_KF_K),
                   GR_U(test), GR_U(sc.line), GR_U(bad_n ? n : k), GR_U(bad_n ? 2 : 1),
                   GR_U(bad_n ? GR_KFOLD_MAX_N : GR_KFOLD_MAX_K));
      goto fail;
    }
    s->n[test - 1] = n, s->k[test - 1] = k;
  }
  if (gr_scan_expect_end(&sc, "the last test", err) != 0) goto fail;
  if (answer_by_k(s->n, s->k, t, s->take, err) != 0) goto fail;
  (*job)->total = t;
  return 0;
fail:
  return judge_own_fail(job);
}
