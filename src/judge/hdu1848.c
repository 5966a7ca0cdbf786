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
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdlib.h>

#define F_MAX_HEAP 10000000u
#define F_MAX_GAMES 10000000u

/* G(0 .. top) for the Fibonacci subtraction set (NULL: out of memory). */
static uint8_t *fibonacci_values(uint32_t top, gr_error *err) {
  uint32_t fib[48];
  size_t nfib = 0;
  for (uint64_t a = 1, b = 2; a <= top; nfib++) { /* 1, 2, 3, 5, 8, ... */
    fib[nfib] = (uint32_t)a;
    uint64_t c = a + b;
    a = b;
    b = c;
  }
  uint8_t *g = malloc((size_t)top + 1);
  if (g == NULL) return gr_error_nomem(err), NULL;
  for (uint64_t n = 0; n <= top; n++) {
    uint64_t seen = 0; /* G < 48, so one word holds the option values */
    for (size_t j = 0; j < nfib && fib[j] <= n; j++) seen |= (uint64_t)1 << g[n - fib[j]];
    uint8_t mex = 0;
    while (seen >> mex & 1) mex++;
    g[n] = mex;
  }
  return g;
}

static int read_games(judge_reader *rd, gr_error *err) {
  uint32_t(*games)[3] = NULL;
  size_t count = 0, cap = 0;
  uint32_t top = 0;
  uint8_t *g = NULL;
  for (;;) {
    uint64_t h[3];
    int r = judge_scan(&rd->sc, false, JUDGE_ITEM_PILE_OF_LINE, count + 1, 1, 0, &h[0], err);
    if (r < 0) goto fail;
    if (r == 0) break; /* the end of the input closes it too */
    for (int i = 1; i < 3; i++)
      if (judge_scan(&rd->sc, true, JUDGE_ITEM_PILE_OF_LINE, count + 1, (uint64_t)i + 1, 0, &h[i], err) < 0) goto fail;
    if ((h[0] | h[1] | h[2]) == 0) {
      if (gr_scan_expect_end(&rd->sc, "the closing 0 0 0", err) != 0) goto fail;
      break;
    }
    for (int i = 0; i < 3; i++)
      if (h[i] > F_MAX_HEAP) {
        gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_PAST, GR_K(JUDGE_NOUN_PILE), GR_U(count + 1),
                     GR_U(rd->sc.line), GR_U(h[i]), GR_U(F_MAX_HEAP));
        goto fail;
      }
    if (count == F_MAX_GAMES) {
      gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_TOO_MANY_TESTS, GR_U(rd->sc.line), GR_U(F_MAX_GAMES));
      goto fail;
    }
    if (judge_grow((void **)&games, &cap, count + 1, sizeof *games, err) != 0) goto fail;
    for (int i = 0; i < 3; i++) {
      games[count][i] = (uint32_t)h[i];
      if (h[i] > top) top = (uint32_t)h[i];
    }
    count++;
  }
  if ((g = fibonacci_values(top, err)) == NULL) goto fail;
  for (size_t k = 0; k < count; k++)
    if (judge_answer(&rd->answers, g[games[k][0]] ^ g[games[k][1]] ^ g[games[k][2]], err) != 0) goto fail;
  free(games);
  free(g);
  return 0;
fail:
  free(games);
  free(g);
  return -1;
}

int gr_judge_hdu1848_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "Fibo", "Nacci", NULL, read_games, job, err);
}
