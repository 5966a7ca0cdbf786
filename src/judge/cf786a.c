/*
 * cf786a.c — the judge problem Codeforces 786A "Berzerk" (a game that may
 * go on forever: retrograde analysis with draws).
 *
 * Input: n, then the first player's set "k1 s1 .. sk1" and the second
 * player's "k2 s1 .. sk2" (steps between 1 and n - 1).  Objects 1 .. n
 * stand on a circle, object 1 is a black hole; a monster starts on object
 * i + 1, and a move advances it clockwise by a step from the mover's own
 * set; whoever moves it into the hole wins, and a player who cannot win
 * prefers an endless game to a loss.  Output: two lines of n - 1 words Win,
 * Lose or Loop, single spaces: the first with the first player to move, the
 * second with the second player to move; word i for the monster on object
 * i + 1, from the mover's side.
 *
 * Theory (retrograde labelling, the first chapter of every game-theory
 * course extended to draws): a state is (whose turn, the monster's place).
 * The hole, with either player to move, is lost for the mover (the other
 * has just won).  Backwards from each settled state: a state with an
 * option lost for the opponent is won; a state whose options are all won
 * for the opponent is lost (counted down: each state keeps the number of
 * its options not yet known to be won for the opponent); what is never
 * settled can be kept from a loss forever by both: Loop.  Each option is
 * looked at once: O(n (k1 + k2)).  tests/unit/test_judges.c checks it
 * against a plain fixed-point search on every small circle.
 *
 * Limits: the problem promises 2 <= n <= 7000; we accept n up to 10^6 and
 * as many steps as fit below n (repeats count once), at most 4 * 10^8
 * options in all (a second or two).  The whole input is read and checked
 * first: a bad file produces no output.
 */
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdlib.h>
#include <string.h>

#define BZ_MAX_N 1000000u
#define BZ_MAX_WORK 400000000u

enum { BZ_LOOP, BZ_WIN, BZ_LOSE };

typedef struct berzerk {
  uint32_t n;
  uint32_t *steps[2]; /* each player's distinct steps */
  size_t k[2];
  unsigned char *result[2]; /* per player to move and place (0: the hole): BZ_* */
  uint32_t *open[2];        /* options not yet known to be won for the opponent */
} berzerk;

static void berzerk_destroy(gr_job *job) {
  berzerk *s = job->state;
  for (int p = 0; p < 2; p++) {
    free(s->steps[p]);
    free(s->result[p]);
    free(s->open[p]);
  }
}

/* One line a unit: player `done` to move, every start from object 2 on. */
static int berzerk_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)err;
  static const char *const words[] = {"Loop", "Win", "Lose"};
  berzerk *s = job->state;
  for (; budget > 0 && job->done < 2; budget--, job->done++) {
    const unsigned char *r = s->result[job->done];
    for (uint32_t x = 1; x < s->n; x++) {
      if (x > 1) gr_buf_putc(&job->output, ' ');
      gr_buf_puts(&job->output, words[r[x]]);
    }
    gr_buf_putc(&job->output, '\n');
  }
  if (job->done == 2) job->finished = true;
  return 0;
}

static const gr_job_ops berzerk_ops = {berzerk_advance, berzerk_destroy};

/* The labelling: a queue of settled states (player * n + place), each
 * settled once. */
static int label(berzerk *s, gr_error *err) {
  uint32_t n = s->n, *queue = malloc(2 * (size_t)n * sizeof *queue);
  size_t head = 0, tail = 0;
  for (int p = 0; p < 2; p++) {
    s->result[p] = calloc(n, 1);
    s->open[p] = malloc((size_t)n * sizeof *s->open[p]);
    if (s->result[p] == NULL || s->open[p] == NULL) break;
    for (uint32_t x = 0; x < n; x++) s->open[p][x] = (uint32_t)s->k[p];
  }
  if (queue == NULL || s->open[1] == NULL) {
    free(queue);
    return gr_error_nomem(err);
  }
  for (uint32_t p = 0; p < 2; p++) {
    s->result[p][0] = BZ_LOSE;
    queue[tail++] = p * n;
  }
  while (head < tail) {
    uint32_t at = queue[head++], p = at / n, y = at % n, q = 1 - p; /* q moved into (p, y) */
    bool lost = s->result[p][y] == BZ_LOSE;
    for (size_t j = 0; j < s->k[q]; j++) {
      uint32_t x = (y + n - s->steps[q][j]) % n;
      if (x == 0 || s->result[q][x] != BZ_LOOP) continue;
      if (lost) s->result[q][x] = BZ_WIN;
      else if (--s->open[q][x] == 0) s->result[q][x] = BZ_LOSE;
      else continue;
      queue[tail++] = q * n + x;
    }
  }
  free(queue);
  return 0;
}

/* A player's set: k, then k steps between 1 and n - 1. */
static int read_steps(gr_scan *sc, berzerk *s, int p, gr_error *err) {
  uint64_t k;
  if (judge_scan(sc, true, JUDGE_ITEM_SET_SIZE, p + 1, 0, 0, &k, err) < 0) return -1;
  if (k < 1 || k >= s->n)
    return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_STEPS_COUNT, GR_U(p + 1), GR_U(sc->line), GR_U(k),
                        GR_U(s->n - 1));
  s->steps[p] = malloc(k * sizeof *s->steps[p]);
  if (s->steps[p] == NULL) return gr_error_nomem(err);
  for (uint64_t j = 0; j < k; j++) {
    uint64_t step;
    if (judge_scan(sc, true, JUDGE_ITEM_SET_ELEMENT, p + 1, j + 1, 0, &step, err) < 0) return -1;
    if (step < 1 || step >= s->n)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_STEP_RANGE, GR_U(p + 1), GR_U(j + 1), GR_U(sc->line),
                          GR_U(step), GR_U(s->n - 1));
    s->steps[p][j] = (uint32_t)step;
  }
  s->k[p] = judge_distinct_u32(s->steps[p], (size_t)k);
  return 0;
}

int gr_judge_cf786a_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  gr_scan sc;
  berzerk *s = judge_own_job(&berzerk_ops, sizeof *s, input, len, &sc, job, err);
  if (s == NULL) return -1;
  uint64_t n;
  if (judge_scan(&sc, true, JUDGE_ITEM_OBJECTS, 0, 0, 0, &n, err) < 0) goto fail;
  if (n < 2 || n > BZ_MAX_N) {
    gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_OBJECTS_RANGE, GR_U(sc.line), GR_U(n), GR_U(BZ_MAX_N));
    goto fail;
  }
  s->n = (uint32_t)n;
  size_t line = sc.line;
  if (read_steps(&sc, s, 0, err) != 0 || read_steps(&sc, s, 1, err) != 0) goto fail;
  if (!gr_scan_at_end(&sc)) {
    gr_error_say(err, GR_ESYNTAX, &judge_texts, JUDGE_AFTER_SETS, GR_U(sc.line), GR_U((size_t)(sc.p - sc.line_start) + 1));
    goto fail;
  }
  uint64_t options = n * (uint64_t)(s->k[0] + s->k[1]);
  if (options > BZ_MAX_WORK) {
    gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_OPTIONS_PAST, GR_U(line), GR_U(options), GR_U(BZ_MAX_WORK));
    goto fail;
  }
  if (label(s, err) != 0) goto fail;
  for (int p = 0; p < 2; p++) {
    free(s->open[p]);
    s->open[p] = NULL;
  }
  (*job)->total = 2;
  return 0;
fail:
  return judge_own_fail(job);
}
