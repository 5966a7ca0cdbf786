/*
 * hdu1848.c — the judge problem HDU 1848 Fibonacci again and again.
 *
 * Input: lines "m n p", three heaps; a move takes a Fibonacci number of
 * stones (1, 2, 3, 5, 8, ...) from one heap; "0 0 0" ends the input.
 * Output: per line "Fibo" when the first player wins, else "Nacci".
 *
 * Theory: a heap of n has the Grundy value G(n) = mex{G(n - f) : f a
 * Fibonacci number <= n}, and the first player wins exactly when G(m) xor
 * G(n) xor G(p) != 0.  G is computed once, up to the largest heap of the
 * file, in O(max * log(max)) (about 33 Fibonacci numbers below 10^7).
 *
 * Limits: the problem promises 1 <= m, n, p <= 1000.  We accept heaps of
 * 0 .. 10^7 (a game with all three at 0 is the terminator, never a game),
 * at most 10^7 games, and the end of the input in place of the closing
 * 0 0 0.  The whole input is read and checked first.
 */
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdlib.h>

#define F_MAX_HEAP 10000000u
#define F_MAX_GAMES 10000000u

typedef struct fib_state {
  uint32_t (*games)[3];
  size_t count, cap;
  uint8_t *g; /* G(0 .. largest heap) */
} fib_state;

static void fib_destroy(gr_job *job) {
  fib_state *s = job->state;
  if (s == NULL) return;
  free(s->games);
  free(s->g);
}

static int fib_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  fib_state *s = job->state;
  for (; budget > 0 && job->done < s->count; budget--, job->done++) {
    const uint32_t *h = s->games[job->done];
    gr_buf_puts(&job->output, (s->g[h[0]] ^ s->g[h[1]] ^ s->g[h[2]]) ? "Fibo\n" : "Nacci\n");
  }
  if (job->done == s->count) job->finished = true;
  return 0;
}

static const gr_job_ops fib_ops = {fib_advance, fib_destroy};

/* G(0 .. top) for the Fibonacci subtraction set into s->g. */
static int fibonacci_values(fib_state *s, uint32_t top, gr_error *err) {
  uint32_t fib[48];
  size_t nfib = 0;
  for (uint64_t a = 1, b = 2; a <= top; nfib++) { /* 1, 2, 3, 5, 8, ... */
    fib[nfib] = (uint32_t)a;
    uint64_t c = a + b;
    a = b;
    b = c;
  }
  s->g = malloc((size_t)top + 1);
  if (s->g == NULL) return gr_error_nomem(err);
  for (uint64_t n = 0; n <= top; n++) {
    uint64_t seen = 0; /* G < 48, so one word holds the option values */
    for (size_t j = 0; j < nfib && fib[j] <= n; j++) seen |= (uint64_t)1 << s->g[n - fib[j]];
    uint8_t mex = 0;
    while (seen >> mex & 1) mex++;
    s->g[n] = mex;
  }
  return 0;
}

int gr_judge_hdu1848_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  *job = gr_job_create(&fib_ops, sizeof(fib_state), 0, err);
  if (*job == NULL) return -1;
  fib_state *s = (*job)->state;
  gr_scan sc;
  gr_scan_init(&sc, input, len, false);
  uint32_t top = 0;
  for (;;) {
    uint64_t h[3];
    int r = judge_scan(&sc, false, JUDGE_ITEM_PILE_OF_LINE, s->count + 1, 1, 0, &h[0], err);
    if (r < 0) goto fail;
    if (r == 0) break; /* the end of the input closes it too */
    for (int i = 1; i < 3; i++)
      if (judge_scan(&sc, true, JUDGE_ITEM_PILE_OF_LINE, s->count + 1, (uint64_t)i + 1, 0, &h[i], err) < 0) goto fail;
    if ((h[0] | h[1] | h[2]) == 0) {
      if (gr_scan_expect_end(&sc, "the closing 0 0 0", err) != 0) goto fail;
      break;
    }
    for (int i = 0; i < 3; i++)
      if (h[i] > F_MAX_HEAP) {
        gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_PAST, GR_K(JUDGE_NOUN_PILE), GR_U(s->count + 1),
                     GR_U(sc.line), GR_U(h[i]), GR_U(F_MAX_HEAP));
        goto fail;
      }
    if (s->count == F_MAX_GAMES) {
      gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_TOO_MANY_TESTS, GR_U(sc.line), GR_U(F_MAX_GAMES));
      goto fail;
    }
    if (s->count == s->cap) {
      size_t cap = s->cap ? 2 * s->cap : 256;
      uint32_t(*more)[3] = realloc(s->games, cap * sizeof *more);
      if (more == NULL) {
        gr_error_nomem(err);
        goto fail;
      }
      s->games = more;
      s->cap = cap;
    }
    for (int i = 0; i < 3; i++) {
      s->games[s->count][i] = (uint32_t)h[i];
      if (h[i] > top) top = (uint32_t)h[i];
    }
    s->count++;
  }
  if (fibonacci_values(s, top, err) != 0) goto fail;
  (*job)->total = s->count;
  if (s->count == 0) (*job)->finished = true;
  return 0;
fail:
  gr_job_free(*job);
  *job = NULL;
  return -1;
}
