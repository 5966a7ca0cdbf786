/*
 * sgread.c — the shared reader of the "N, then N numbers" judge problems
 * (see sgread.h).
 */
#include "judge/sgread.h"

#include "games/nim.h"
#include "judge/judge_read.h"

#include <stdio.h>
#include <stdlib.h>

#define SGJ_MAX_TESTS 1000000u
#define SGJ_MAX_N 10000000u /* numbers per test */

/* N of test k + 1, checked; 0 when the tests are over. */
static int read_count(const sgj_problem *p, gr_scan *sc, size_t k, uint64_t t, uint64_t before, uint64_t *n,
                      gr_error *err) {
  char what[128];
  snprintf(what, sizeof what, "%s of test %zu", p->count_name, k + 1);
  int r = gr_scan_u64(sc, what, n, err);
  if (r < 0) return -1;
  if (r == 0) {
    if (!p->counted) return 0; /* the tests run until the input ends */
    return gr_error_set(err, GR_ESYNTAX, "the input ended at line %zu after %zu of its %llu tests, where %s was expected",
                        sc->line, k, (unsigned long long)t, what);
  }
  if (p->zero_ends && *n == 0) return 0;
  uint64_t max_tests = p->max_tests ? p->max_tests : SGJ_MAX_TESTS;
  if (k >= max_tests)
    return gr_error_set(err, GR_ELIMIT, "more than %llu tests: the rest from line %zu are not accepted",
                        (unsigned long long)max_tests, sc->line);
  if (p->check_n) return p->check_n(*n, k + 1, sc->line, before, err) != 0 ? -1 : 1;
  uint64_t min_n = p->empty_ok ? 0 : 1, max_n = p->max_n ? p->max_n : SGJ_MAX_N;
  if (*n < min_n || *n > max_n)
    return gr_error_set(err, GR_ERANGE, "test %zu: %s = %llu at line %zu; it must be between %llu and %llu", k + 1,
                        p->count_name, (unsigned long long)*n, sc->line, (unsigned long long)min_n,
                        (unsigned long long)max_n);
  return 1;
}

static int read_tests(judge_reader *rd, gr_error *err) {
  const sgj_problem *p = rd->problem;
  sgj_item *items = NULL;
  size_t cap = 0;
  uint64_t t = 0, before = 0;
  if (p->counted && judge_read_tests(&rd->sc, "the number of tests T", "T", SGJ_MAX_TESTS, &t, err) != 0) goto fail;
  for (size_t k = 0; !p->counted || k < t; k++) {
    uint64_t n;
    int r = read_count(p, &rd->sc, k, t, before, &n, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    for (uint64_t i = 0; i < n; i++) {
      char what[128];
      uint64_t v;
      if (judge_grow((void **)&items, &cap, (size_t)i + 1, sizeof *items, err) != 0) goto fail;
      snprintf(what, sizeof what, "%s %llu of %llu in test %zu", p->item_name, (unsigned long long)(i + 1),
               (unsigned long long)n, k + 1);
      r = gr_scan_u64(&rd->sc, what, &v, err);
      if (r < 0) goto fail;
      if (r == 0) {
        gr_error_set(err, GR_ESYNTAX, "test %zu: the input ended at line %zu after %llu of its %llu %ss", k + 1,
                     rd->sc.line, (unsigned long long)i, (unsigned long long)n, p->item_name);
        goto fail;
      }
      if (p->check && p->check(v, what, rd->sc.line, err) != 0) goto fail;
      items[i] = (sgj_item){v, rd->sc.line};
    }
    before += n;
    bool first;
    if (p->verdict(items, (size_t)n, k + 1, &first, err) != 0 || judge_answer(&rd->answers, first, err) != 0)
      goto fail;
  }
  free(items);
  return gr_scan_expect_end(&rd->sc, p->end_name ? p->end_name : "the last test", err);
fail:
  free(items);
  return -1;
}

int sgj_start(const sgj_problem *p, const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, p->first_wins, p->second_wins, p, read_tests, job, err);
}

int sgj_misere_verdict(sgj_item *items, size_t n, size_t test, bool *first_wins, gr_error *err) {
  (void)test, (void)err;
  uint64_t x = 0, big = 0;
  for (size_t i = 0; i < n; i++) {
    x ^= items[i].v;
    big += items[i].v > 1;
  }
  *first_wins = misere_first_wins(x, big);
  return 0;
}
