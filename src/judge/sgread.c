/*
 * sgread.c — the shared reader of the Sprague–Grundy judge problems (see
 * sgread.h).
 */
#include "judge/sgread.h"

#include "core/scan.h"

#include <stdio.h>
#include <stdlib.h>

#define SGJ_MAX_TESTS 1000000u

typedef struct sgj_state {
  const sgj_problem *p;
  unsigned char *wins; /* one verdict per test */
  size_t tests, next;
} sgj_state;

static void sgj_destroy(gr_job *job) {
  sgj_state *s = job->state;
  if (s == NULL) return;
  free(s->wins);
  free(s);
  job->state = NULL;
}

static int sgj_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  sgj_state *s = job->state;
  for (; budget > 0 && s->next < s->tests; budget--, s->next++, job->done++) {
    gr_buf_puts(&job->output, s->wins[s->next] ? s->p->first_wins : s->p->second_wins);
    gr_buf_putc(&job->output, '\n');
  }
  if (s->next == s->tests) job->finished = true;
  return 0;
}

static const gr_job_ops sgj_ops = {sgj_advance, sgj_destroy};

int sgj_start(const sgj_problem *p, const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  sgj_state *s = calloc(1, sizeof *s);
  sgj_item *items = NULL;
  size_t items_cap = 0, wins_cap = 0;
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->p = p;
  gr_job tmp = {.state = s};
  uint64_t t = 0;
  if (p->counted) {
    if (gr_scan_need_u64(&sc, "the number of tests T", &t, err) != 0) goto fail;
    if (t > SGJ_MAX_TESTS) {
      gr_error_set(err, GR_ELIMIT, "T = %llu tests at line %zu: at most %u are accepted", (unsigned long long)t, sc.line,
                   SGJ_MAX_TESTS);
      goto fail;
    }
  }
  for (size_t k = 0; !p->counted || k < t; k++) {
    char what[128];
    uint64_t n;
    snprintf(what, sizeof what, "%s of test %zu", p->count_name, k + 1);
    int r = gr_scan_u64(&sc, what, &n, err);
    if (r < 0) goto fail;
    if (r == 0) {
      if (!p->counted) break; /* the tests run until the input ends */
      gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu after %zu of its %llu tests, where %s was expected",
                   sc.line, k, (unsigned long long)t, what);
      goto fail;
    }
    if (k >= SGJ_MAX_TESTS) {
      gr_error_set(err, GR_ELIMIT, "more than %u tests: the rest from line %zu are not accepted", SGJ_MAX_TESTS, sc.line);
      goto fail;
    }
    if (n < p->min_n || n > p->max_n) {
      gr_error_set(err, GR_ERANGE, "test %zu: %s = %llu at line %zu; it must be between %llu and %llu", k + 1,
                   p->count_name, (unsigned long long)n, sc.line, (unsigned long long)p->min_n,
                   (unsigned long long)p->max_n);
      goto fail;
    }
    for (uint64_t i = 0; i < n; i++) {
      snprintf(what, sizeof what, "%s %llu of %llu in test %zu", p->item_name, (unsigned long long)(i + 1),
               (unsigned long long)n, k + 1);
      uint64_t v;
      r = gr_scan_u64(&sc, what, &v, err);
      if (r < 0) goto fail;
      if (r == 0) {
        gr_error_set(err, GR_ESYNTAX, "test %zu: the input ended at line %zu after %llu of its %llu %ss", k + 1, sc.line,
                     (unsigned long long)i, (unsigned long long)n, p->item_name);
        goto fail;
      }
      if (p->check && p->check(v, what, sc.line, err) != 0) goto fail;
      if (i == items_cap) {
        items_cap = items_cap ? 2 * items_cap : 64;
        sgj_item *more = realloc(items, items_cap * sizeof *items);
        if (more == NULL) goto nomem;
        items = more;
      }
      items[i] = (sgj_item){v, sc.line};
    }
    bool first;
    if (p->verdict(items, (size_t)n, k + 1, &first, err) != 0) goto fail;
    if (k == wins_cap) {
      wins_cap = wins_cap ? 2 * wins_cap : 64;
      unsigned char *more = realloc(s->wins, wins_cap);
      if (more == NULL) goto nomem;
      s->wins = more;
    }
    s->wins[k] = first;
    s->tests = k + 1;
  }
  if (gr_scan_expect_end(&sc, "the last test", err) != 0) goto fail;
  free(items);
  *job = gr_job_new(&sgj_ops, s, s->tests, err);
  return *job ? 0 : -1;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
fail:
  free(items);
  sgj_destroy(&tmp);
  return -1;
}
