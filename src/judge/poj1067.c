/*
 * poj1067.c — the judge problem POJ 1067 取石子游戏 (Wythoff's game).
 *
 * Input: pairs "a b", one per line, until the end of the input.  Output:
 * one line per pair, "1" when the first player wins, else "0" — byte for
 * byte what the judge expects.  The whole input is read and checked first
 * (a bad file produces no output), then the pairs are decided in slices of
 * one resumable job (one unit per pair).  The problem promises
 * a, b <= 1,000,000,000; we accept every pile up to 2^64 - 1 and decide it
 * exactly (wythoff_is_cold: multiplications in 192 bits, no floating
 * point), and at most 10^7 pairs.
 */
#include "core/scan.h"
#include "games/wythoff.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define POJ1067_MAX_PAIRS 10000000u

typedef struct poj_state {
  uint64_t *piles; /* a, b of every pair, back to back */
  size_t pairs, next;
} poj_state;

static void poj_destroy(gr_job *job) {
  poj_state *s = job->state;
  if (s == NULL) return;
  free(s->piles);
  free(s);
  job->state = NULL;
}

static int poj_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  poj_state *s = job->state;
  size_t stop = s->pairs - s->next > budget ? s->next + (size_t)budget : s->pairs;
  for (; s->next < stop; s->next++)
    gr_buf_puts(&job->output, wythoff_is_cold(s->piles[2 * s->next], s->piles[2 * s->next + 1]) ? "0\n" : "1\n");
  job->done = s->next;
  if (s->next == s->pairs) job->finished = true;
  return 0;
}

static const gr_job_ops poj_ops = {poj_advance, poj_destroy};

/* gr_scan_u64 naming the value "<prefix><index><suffix>" in messages; the
 * name is only written out when there is a message (10^6 values stay cheap). */
static int scan_named(gr_scan *sc, const char *prefix, size_t index, const char *suffix, uint64_t *v, gr_error *err) {
  gr_scan before = *sc;
  int r = gr_scan_u64(sc, "value", v, err);
  if (r >= 0) return r;
  char what[96];
  snprintf(what, sizeof what, "%s%zu%s", prefix, index, suffix);
  *sc = before;
  gr_error_clear(err);
  return gr_scan_u64(sc, what, v, err);
}

int gr_judge_poj1067_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  poj_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  size_t cap = 0;
  for (;;) {
    uint64_t a, b;
    int r = scan_named(&sc, "pile a of pair ", s->pairs + 1, "", &a, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    size_t line_a = sc.line;
    r = scan_named(&sc, "pile b of pair ", s->pairs + 1, "", &b, err);
    if (r < 0) goto fail;
    if (r == 0) {
      gr_error_set(err, GR_ESYNTAX,
                   "pair %zu at line %zu has pile a = %llu but the input ends before its pile b: each line holds two "
                   "piles 'a b'",
                   s->pairs + 1, line_a, (unsigned long long)a);
      goto fail;
    }
    if (s->pairs == POJ1067_MAX_PAIRS) {
      gr_error_set(err, GR_ELIMIT, "more than %u pairs (line %zu)", POJ1067_MAX_PAIRS, sc.line);
      goto fail;
    }
    if (s->pairs == cap) {
      cap = cap ? 2 * cap : 1024;
      uint64_t *more = realloc(s->piles, 2 * cap * sizeof *more);
      if (more == NULL) {
        gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
        goto fail;
      }
      s->piles = more;
    }
    s->piles[2 * s->pairs] = a;
    s->piles[2 * s->pairs + 1] = b;
    s->pairs++;
  }
  *job = gr_job_new(&poj_ops, s, s->pairs, err);
  if (*job && s->pairs == 0) (*job)->finished = true;
  return *job ? 0 : -1;
fail:
  poj_destroy(&tmp);
  return -1;
}
