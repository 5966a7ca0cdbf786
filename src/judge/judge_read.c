/*
 * judge_read.c — the pieces every judge reader shares (see judge_read.h).
 */
#include "judge/judge_read.h"

#include "judge/judge_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int judge_grow(void **p, size_t *cap, size_t need, size_t size, gr_error *err) {
  if (need <= *cap) return 0;
  size_t c = *cap ? *cap : 64;
  while (c < need) c *= 2;
  void *q = realloc(*p, c * size);
  if (q == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
  *p = q;
  *cap = c;
  return 0;
}

int judge_cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

size_t judge_distinct_u32(uint32_t *a, size_t n) {
  if (n < 2) return n; /* a may be NULL when n is 0 */
  qsort(a, n, sizeof *a, judge_cmp_u32);
  size_t d = 1;
  for (size_t i = 1; i < n; i++)
    if (a[i] != a[d - 1]) a[d++] = a[i];
  return d;
}

int judge_read_tests(gr_scan *sc, const char *what, const char *letter, uint64_t max, uint64_t *t, gr_error *err) {
  if (gr_scan_need_u64(sc, what, t, err) != 0) return -1;
  if (*t > max)
    return gr_error_set(err, GR_ELIMIT, "%s = %llu tests at line %zu: at most %llu are accepted", letter,
                        (unsigned long long)*t, sc->line, (unsigned long long)max);
  return 0;
}

int judge_file_work(uint64_t *total, uint64_t work, uint64_t max, size_t test, size_t line, unsigned measure,
                    gr_error *err) {
  if (work > max - *total)
    return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_FILE_WORK, GR_U(test), GR_U(line), GR_U(*total + work),
                        GR_U(max), GR_K(measure));
  *total += work;
  return 0;
}

int judge_scan_named(gr_scan *sc, const char *prefix, size_t index, uint64_t *v, gr_error *err) {
  gr_scan before = *sc;
  int r = gr_scan_u64_langs(sc, NULL, v, err); /* unnamed: the name only for a message */
  if (r >= 0 || (err != NULL && err->status == GR_ENOMEM)) return r;
  char what[96];
  snprintf(what, sizeof what, "%s%zu", prefix, index);
  *sc = before;
  gr_error_clear(err);
  return gr_scan_u64(sc, what, v, err);
}

void judge_piles_free(judge_piles *p) {
  free(p->v);
  free(p->start);
  *p = (judge_piles){0};
}

int judge_read_piles(gr_scan *sc, uint64_t t, uint64_t max_n,
                     int (*admit)(void *ctx, size_t test, uint64_t n, size_t line, size_t before, gr_error *err),
                     void *ctx, judge_piles *p, gr_error *err) {
  *p = (judge_piles){0};
  size_t cap = 0;
  p->start = malloc(((size_t)t + 1) * sizeof *p->start);
  if (p->start == NULL) goto nomem;
  for (size_t k = 0; k < t; k++) {
    char what[96];
    uint64_t n;
    snprintf(what, sizeof what, "the pile count n of test %zu", k + 1);
    if (gr_scan_need_u64(sc, what, &n, err) != 0) goto fail;
    if (n == 0 || n > max_n) {
      gr_error_set(err, GR_ERANGE, "test %zu: n = %llu at line %zu; n must be between 1 and %llu", k + 1,
                   (unsigned long long)n, sc->line, (unsigned long long)max_n);
      goto fail;
    }
    if (admit && admit(ctx, k + 1, n, sc->line, p->count, err) != 0) goto fail;
    p->start[k] = p->count;
    if (p->count + n > cap) {
      cap = 2 * (p->count + n);
      uint64_t *more = realloc(p->v, cap * sizeof *more);
      if (more == NULL) goto nomem;
      p->v = more;
    }
    if (gr_scan_test_piles(sc, n, k + 1, p->v + p->count, err) != 0) goto fail;
    p->count += (size_t)n;
    p->tests = k + 1;
  }
  p->start[p->tests] = p->count;
  if (gr_scan_expect_end(sc, "the last test", err) != 0) goto fail;
  return 0;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  judge_piles_free(p);
  return -1;
}

void judge_answers_init(judge_answers *a, const char *win, const char *lose) {
  *a = (judge_answers){.win = win, .lose = lose};
}

int judge_answer(judge_answers *a, bool first_wins, gr_error *err) {
  if (judge_grow((void **)&a->first, &a->cap, a->count + 1, 1, err) != 0) return -1;
  a->first[a->count++] = first_wins;
  return 0;
}

void judge_answers_free(judge_answers *a) {
  free(a->first);
  a->first = NULL;
  a->count = a->cap = 0;
}

static void answers_destroy(gr_job *job) {
  if (job->state) judge_answers_free(job->state);
}

static int answers_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  judge_answers *a = job->state;
  /* Lines gathered in a chunk and appended once per chunk: two buffer
   * calls per answer were a fifth of poj1067's time in WebAssembly. */
  size_t win_len = strlen(a->win), lose_len = strlen(a->lose);
  char chunk[4096];
  size_t used = 0;
  for (; budget > 0 && job->done < a->count; budget--, job->done++) {
    const char *line = a->first[job->done] ? a->win : a->lose;
    size_t n = a->first[job->done] ? win_len : lose_len;
    if (used + n + 1 > sizeof chunk) {
      gr_buf_putn(&job->output, chunk, used);
      used = 0;
    }
    if (n + 1 > sizeof chunk) { /* never, for the judges' words: still exact */
      gr_buf_putn(&job->output, line, n);
      gr_buf_putc(&job->output, '\n');
      continue;
    }
    memcpy(chunk + used, line, n);
    used += n;
    chunk[used++] = '\n';
  }
  gr_buf_putn(&job->output, chunk, used);
  if (job->done == a->count) job->finished = true;
  return 0;
}

static const gr_job_ops answers_ops = {answers_advance, answers_destroy};

int judge_answers_job(judge_answers *a, gr_job **job, gr_error *err) {
  *job = gr_job_create(&answers_ops, sizeof *a, a->count, err);
  if (*job == NULL) {
    judge_answers_free(a);
    return -1;
  }
  *(judge_answers *)(*job)->state = *a;
  return 0;
}

int judge_start(const char *input, size_t len, const char *win, const char *lose, const void *problem,
                int (*read)(judge_reader *rd, gr_error *err), gr_job **job, gr_error *err) {
  *job = NULL;
  judge_reader rd = {.problem = problem};
  gr_scan_init(&rd.sc, input, len, false);
  judge_answers_init(&rd.answers, win, lose);
  if (read(&rd, err) != 0) {
    judge_answers_free(&rd.answers);
    return -1;
  }
  return judge_answers_job(&rd.answers, job, err);
}

void *judge_own_job(const gr_job_ops *ops, size_t size, const char *input, size_t len, gr_scan *sc, gr_job **job,
                    gr_error *err) {
  gr_scan_init(sc, input, len, false);
  *job = gr_job_create(ops, size, 0, err);
  return *job ? (*job)->state : NULL;
}

int judge_own_fail(gr_job **job) {
  gr_job_free(*job);
  *job = NULL;
  return -1;
}
