/*
 * hdu1536.c — the judge problem HDU 1536 / POJ 2960 S-Nim (subtraction
 * sets, the heaps game with a ruleset S{...}).
 *
 * Input: per test, k and the k elements of the set S (a move takes s in S
 * stones from one heap), then m, then m positions, each l and the l heap
 * sizes; a test whose k is 0 ends the input.  Output: per test one line of
 * m letters, W when the first player wins the position, else L.
 *
 * Theory: a heap of n has the Grundy value G(n) = mex{G(n - s) : s in S,
 * s <= n} (Sprague-Grundy), and a position wins exactly when the xor of
 * its heaps' values is not 0.  G is computed once per test up to the
 * largest heap of that test, O(max heap * k), once the whole file is read
 * and its total work checked (a refusal costs no table).
 *
 * Limits: the problem promises k <= 100, elements and heaps <= 10000,
 * m, l <= 100.  We accept k <= 10^4, elements and heaps <= 10^7, m <= 10^6
 * positions and l <= 10^6 heaps each, a table of at most 10^8 cells times
 * moves per test and 3 * 10^8 in all the tests of a file (a few seconds; a
 * short file of large tests would otherwise cost minutes), and the end of the input in place of the closing 0 when
 * the last test is complete.  The whole input is read and checked first:
 * a bad file produces no output.
 */
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdlib.h>
#include <string.h>

#define S_MAX_SET 10000u
#define S_MAX_VALUE 10000000u
#define S_MAX_COUNT 1000000u
#define S_MAX_WORK 100000000u
#define S_MAX_FILE_WORK 300000000u /* the work of three tests at S_MAX_WORK, about 2 s */

typedef struct snim_test {
  uint32_t *set;      /* the distinct elements, increasing */
  size_t k;
  uint64_t *xor_of;   /* per position: the xor of its heaps' values */
  size_t m;
  gr_scan heaps;      /* where its positions start in the input (read again once all is checked) */
  uint64_t top;       /* its largest heap */
} snim_test;

typedef struct snim_state {
  snim_test *tests;
  size_t count, cap;
  uint16_t *g;        /* scratch: the Grundy values of one test */
  unsigned char *seen;
  uint64_t work;      /* the tables' cells times moves so far, at most S_MAX_FILE_WORK */
} snim_state;

static void snim_destroy(gr_job *job) {
  snim_state *s = job->state;
  for (size_t i = 0; i < s->count; i++) {
    free(s->tests[i].set);
    free(s->tests[i].xor_of);
  }
  free(s->tests);
  free(s->g);
  free(s->seen);
}

static int snim_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  snim_state *s = job->state;
  for (; budget > 0 && job->done < s->count; budget--, job->done++) {
    const snim_test *t = &s->tests[job->done];
    for (size_t i = 0; i < t->m; i++) gr_buf_putc(&job->output, t->xor_of[i] ? 'W' : 'L');
    gr_buf_putc(&job->output, '\n');
  }
  if (job->done == s->count) job->finished = true;
  return 0;
}

static const gr_job_ops snim_ops = {snim_advance, snim_destroy};

/* G(0 .. top) for the set of t into s->g. */
static int grundy_values(snim_state *s, const snim_test *t, uint64_t top, gr_error *err) {
  free(s->g);
  free(s->seen);
  s->g = malloc((top + 1) * sizeof *s->g);
  s->seen = calloc(t->k + 2, 1);
  if (s->g == NULL || s->seen == NULL) return gr_error_nomem(err);
  for (uint64_t n = 0; n <= top; n++) {
    size_t options = 0;
    for (size_t j = 0; j < t->k && t->set[j] <= n; j++, options++) {
      uint16_t v = s->g[n - t->set[j]];
      if (v <= t->k) s->seen[v] = 1;
    }
    uint16_t mex = 0;
    while (s->seen[mex]) mex++;
    s->g[n] = mex;
    for (size_t j = 0; j < options; j++) {
      uint16_t v = s->g[n - t->set[j]];
      if (v <= t->k) s->seen[v] = 0;
    }
  }
  return 0;
}

/* Reads and checks one test after its k (> 0); solve_tests computes it. */
static int read_test(gr_scan *sc, snim_state *s, uint64_t k, size_t test, gr_error *err) {
  if (k > S_MAX_SET)
    return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_SET_SIZE, GR_U(test), GR_U(sc->line), GR_U(k),
                        GR_U(S_MAX_SET));
  snim_test *t = &s->tests[s->count];
  memset(t, 0, sizeof *t);
  t->set = malloc(k * sizeof *t->set);
  if (t->set == NULL) return gr_error_nomem(err);
  s->count++; /* owned from here on, freed with the state */
  for (uint64_t j = 0; j < k; j++) {
    uint64_t e;
    if (judge_scan(sc, true, JUDGE_ITEM_SET_ELEMENT, test, j + 1, 0, &e, err) < 0) return -1;
    if (e == 0) return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_SET_ZERO, GR_U(test), GR_U(sc->line));
    if (e > S_MAX_VALUE)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_PAST, GR_K(JUDGE_NOUN_ELEMENT), GR_U(test),
                          GR_U(sc->line), GR_U(e), GR_U(S_MAX_VALUE));
    t->set[t->k++] = (uint32_t)e;
  }
  t->k = judge_distinct_u32(t->set, t->k);

  uint64_t m;
  if (judge_scan(sc, true, JUDGE_ITEM_QUERIES, test, 0, 0, &m, err) < 0) return -1;
  if (m > S_MAX_COUNT)
    return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_COUNT_PAST, GR_K(JUDGE_NOUN_POSITIONS), GR_U(test),
                        GR_U(sc->line), GR_U(m), GR_U(S_MAX_COUNT));
  t->xor_of = calloc(m ? m : 1, sizeof *t->xor_of);
  if (t->xor_of == NULL) return gr_error_nomem(err);
  t->m = (size_t)m;
  /* The heaps are read twice: once for the largest (the table's size),
   * then for the xor of their values. */
  gr_scan start = *sc;
  uint64_t top = 0;
  for (uint64_t i = 0; i < m; i++) {
    uint64_t l, h;
    if (judge_scan(sc, true, JUDGE_ITEM_HEAPS, test, i + 1, 0, &l, err) < 0) return -1;
    if (l > S_MAX_COUNT)
      return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_COUNT_PAST, GR_K(JUDGE_NOUN_HEAPS), GR_U(test),
                          GR_U(sc->line), GR_U(l), GR_U(S_MAX_COUNT));
    for (uint64_t j = 0; j < l; j++) {
      if (judge_scan(sc, true, JUDGE_ITEM_HEAP, test, i + 1, j + 1, &h, err) < 0) return -1;
      if (h > S_MAX_VALUE)
        return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_PAST, GR_K(JUDGE_NOUN_HEAP), GR_U(test),
                            GR_U(sc->line), GR_U(h), GR_U(S_MAX_VALUE));
      if (h > top) top = h;
    }
  }
  if ((top + 1) * (uint64_t)(t->k + 1) > S_MAX_WORK)
    return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_WORK_PAST, GR_U(test), GR_U(start.line),
                        GR_U(S_MAX_WORK));
  if (judge_file_work(&s->work, (top + 1) * (uint64_t)(t->k + 1), S_MAX_FILE_WORK, test, start.line,
                      JUDGE_MEASURE_TABLE, err) != 0)
    return -1;
  t->heaps = start;
  t->top = top;
  return 0;
}

/* Once the whole file is read and its work checked: each test's table, and
 * the xor of every position (its heaps read again, known to be valid). */
static int solve_tests(snim_state *s, gr_error *err) {
  for (size_t i = 0; i < s->count; i++) {
    snim_test *t = &s->tests[i];
    if (grundy_values(s, t, t->top, err) != 0) return -1;
    gr_scan sc = t->heaps;
    for (size_t q = 0; q < t->m; q++) {
      uint64_t l = 0, h = 0;
      gr_scan_u64_langs(&sc, NULL, &l, err);
      for (uint64_t j = 0; j < l; j++) {
        gr_scan_u64_langs(&sc, NULL, &h, err);
        t->xor_of[q] ^= s->g[h];
      }
    }
  }
  return 0;
}

int gr_judge_hdu1536_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  snim_state *s = judge_own_job(&snim_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  for (;;) {
    uint64_t k;
    int r = judge_scan(&sc, false, JUDGE_ITEM_SET_SIZE, s->count + 1, 0, 0, &k, err);
    if (r < 0) goto fail;
    if (r == 0) break; /* the end of the input after a complete test closes it too */
    if (k == 0) {
      char buf[GR_NLANG][96];
      const char *names[GR_NLANG];
      judge_name(JUDGE_END_ZERO, 0, 0, 0, buf, names);
      if (gr_scan_expect_end(&sc, names[GR_EN], err) != 0) goto fail;
      break;
    }
    if (s->count == S_MAX_COUNT) {
      gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_TOO_MANY_TESTS, GR_U(sc.line), GR_U(S_MAX_COUNT));
      goto fail;
    }
    if (judge_grow((void **)&s->tests, &s->cap, s->count + 1, sizeof *s->tests, err) != 0) goto fail;
    if (read_test(&sc, s, k, s->count + 1, err) != 0) goto fail;
  }
  if (solve_tests(s, err) != 0) goto fail;
  free(s->g);
  free(s->seen);
  s->g = NULL;
  s->seen = NULL;
  (*job)->total = s->count;
  if (s->count == 0) (*job)->finished = true;
  return 0;
fail:
  return judge_own_fail(job);
}
