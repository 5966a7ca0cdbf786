/*
 * hdu2516.c — the judge problem HDU 2516 取石子游戏 (Fibonacci Nim).
 *
 * Input: one n per line (a pile of n stones; the first move takes 1 .. n-1,
 * then at most twice the previous take); a 0 ends the input.  Output: one
 * line per n, "Second win" when the first player loses, else "First win"
 * — byte for byte what the judge expects.  The whole input is read and
 * checked first (a bad file produces no output).  The problem promises
 * 2 <= n < 2^31; we accept 1 <= n <= 2^63 - 1 (n = 1: no first move, the
 * first player loses), a missing final 0 (the end of the input ends it
 * too), and reject anything after the 0, at most 10^7 values.
 */
#include "core/scan.h"
#include "games/fibonacci.h"
#include "judge/judges.h"

#include <stdio.h>
#include <stdlib.h>

#define HDU2516_MAX_GAMES 10000000u

typedef struct hdu_state {
  uint64_t *n;
  size_t games, next;
} hdu_state;

static void hdu_destroy(gr_job *job) {
  hdu_state *s = job->state;
  if (s == NULL) return;
  free(s->n);
  free(s);
  job->state = NULL;
}

static int hdu_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  hdu_state *s = job->state;
  size_t stop = s->games - s->next > budget ? s->next + (size_t)budget : s->games;
  for (; s->next < stop; s->next++)
    gr_buf_puts(&job->output, fib_first_player_wins(s->n[s->next]) ? "First win\n" : "Second win\n");
  job->done = s->next;
  if (s->next == s->games) job->finished = true;
  return 0;
}

static const gr_job_ops hdu_ops = {hdu_advance, hdu_destroy};

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

int gr_judge_hdu2516_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = NULL;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  hdu_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  size_t cap = 0;
  for (;;) {
    uint64_t n;
    int r = scan_named(&sc, "n of game ", s->games + 1, "", &n, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    if (n == 0) {
      if (gr_scan_expect_end(&sc, "the final 0 (the input ends at 0)", err) != 0) goto fail;
      break;
    }
    if (n > FIB_MAX_STONES) {
      gr_error_set(err, GR_ERANGE, "n of game %zu at line %zu is %llu, past 2^63 - 1 = 9223372036854775807 (the cap 2k "
                   "must stay exact in 64 bits)", s->games + 1, sc.line, (unsigned long long)n);
      goto fail;
    }
    if (s->games == HDU2516_MAX_GAMES) {
      gr_error_set(err, GR_ELIMIT, "more than %u games (line %zu)", HDU2516_MAX_GAMES, sc.line);
      goto fail;
    }
    if (s->games == cap) {
      cap = cap ? 2 * cap : 1024;
      uint64_t *more = realloc(s->n, cap * sizeof *more);
      if (more == NULL) {
        gr_error_set(err, GR_ENOMEM, "out of memory reading the input");
        goto fail;
      }
      s->n = more;
    }
    s->n[s->games++] = n;
  }
  *job = gr_job_new(&hdu_ops, s, s->games, err);
  if (*job && s->games == 0) (*job)->finished = true;
  return *job ? 0 : -1;
fail:
  hdu_destroy(&tmp);
  return -1;
}
