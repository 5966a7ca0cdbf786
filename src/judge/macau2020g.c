/*
 * macau2020g.c — the judge problem ICPC 2020 Macau G "Game on Sequence".
 *
 * Input: n and m; the n values (0..255); m operations, "1 k" appends the
 * value k, "2 k" asks about index k (from 1, at most the current length).
 * Output per question: "Grammy" when the first player (Grammy, moving first
 * from index k) wins, else "Alice".  The original promises n, m <= 200,000;
 * we accept up to 4,000,000 values in all.  The whole input is read and
 * checked before any output.
 */
#include "games/seqjump.h"
#include "judge/judge_read.h"
#include "judge/judges.h"

#include <stdio.h>

typedef struct mg_state {
  uint8_t *init;      /* the n values */
  size_t n;
  uint32_t *op;       /* per operation: type << 31 | argument (a value, or an index) */
  size_t m, next;
  bool loaded;
  sj_state s;
} mg_state;

static void mg_destroy(gr_job *job) {
  mg_state *st = job->state;
  if (st) sj_free(&st->s);
}

static int mg_advance(gr_job *job, uint64_t budget, gr_error *err) {
  mg_state *st = job->state;
  if (!st->loaded) {
    for (size_t i = 0; i < st->n; i++)
      if (sj_append(&st->s, st->init[i], err) != 0) return -1;
    st->loaded = true;
    job->done += st->n;
  }
  while (st->next < st->m && budget > 0) {
    uint32_t op = st->op[st->next++];
    if (op >> 31) {
      if (sj_append(&st->s, (uint8_t)(op & 0xff), err) != 0) return -1;
    } else {
      gr_buf_puts(&job->output, sj_first_wins(&st->s, op) ? "Grammy\n" : "Alice\n");
    }
    job->done++;
    budget--;
  }
  if (st->next == st->m) job->finished = true;
  return 0;
}

static const gr_job_ops mg_ops = {mg_advance, mg_destroy};

int gr_judge_macau2020g_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  mg_state *st = judge_own_job(&mg_ops, sizeof *st, input, len, &sc, job, err);
  if (st == NULL) return -1;
  sj_init(&st->s);
  uint64_t n, m;
  char what[96];
  if (gr_scan_need_u64(&sc, "the length n", &n, err) != 0 || gr_scan_need_u64(&sc, "the operation count m", &m, err) != 0)
    goto fail;
  if (n + m > SJ_MAX_LEN || n > SJ_MAX_LEN || m > SJ_MAX_LEN) {
    gr_error_set(err, GR_ELIMIT, "n = %llu and m = %llu: at most %d values and operations in all are accepted",
                 (unsigned long long)n, (unsigned long long)m, SJ_MAX_LEN);
    goto fail;
  }
  st->n = (size_t)n;
  st->m = (size_t)m;
  st->init = gr_job_alloc(*job, st->n + 1, err);
  st->op = st->init ? gr_job_alloc(*job, (st->m + 1) * sizeof *st->op, err) : NULL;
  if (!st->init || !st->op) {
    gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
    goto fail;
  }
  for (size_t i = 0; i < st->n; i++) {
    uint64_t v;
    snprintf(what, sizeof what, "value %zu of %llu", i + 1, (unsigned long long)n);
    if (gr_scan_need_u64(&sc, what, &v, err) != 0) goto fail;
    if (v > 255) {
      gr_error_set(err, GR_ERANGE, "%s at line %zu is %llu: values are 0..255", what, sc.line, (unsigned long long)v);
      goto fail;
    }
    st->init[i] = (uint8_t)v;
  }
  size_t length = st->n;
  for (size_t i = 0; i < st->m; i++) {
    uint64_t type, k;
    snprintf(what, sizeof what, "the type of operation %zu", i + 1);
    if (gr_scan_need_u64(&sc, what, &type, err) != 0) goto fail;
    snprintf(what, sizeof what, "the argument of operation %zu", i + 1);
    if (gr_scan_need_u64(&sc, what, &k, err) != 0) goto fail;
    if (type == 1) {
      if (k > 255) {
        gr_error_set(err, GR_ERANGE, "operation %zu at line %zu appends %llu: values are 0..255", i + 1, sc.line,
                     (unsigned long long)k);
        goto fail;
      }
      st->op[i] = (uint32_t)1 << 31 | (uint32_t)k;
      length++;
    } else if (type == 2) {
      if (k < 1 || k > length) {
        gr_error_set(err, GR_ERANGE, "operation %zu at line %zu asks about index %llu, but the sequence has %zu values "
                                     "then (indices 1..%zu)",
                     i + 1, sc.line, (unsigned long long)k, length, length);
        goto fail;
      }
      st->op[i] = (uint32_t)k;
    } else {
      gr_error_set(err, GR_ESYNTAX, "operation %zu at line %zu has type %llu: 1 appends a value, 2 asks about an index",
                   i + 1, sc.line, (unsigned long long)type);
      goto fail;
    }
  }
  if (gr_scan_expect_end(&sc, "the last operation", err) != 0) goto fail;
  (*job)->total = n + m;
  return 0;
fail:
  return judge_own_fail(job);
}
