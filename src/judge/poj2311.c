/*
 * poj2311.c — the judge problem POJ 2311 Cutting Game.
 *
 * Input: lines "W H", a sheet of W x H squares, until the end of the
 * input.  A move cuts one piece into two along a grid line; whoever cuts
 * out a single 1 x 1 square wins.  Output: per line "WIN" when the first
 * player wins, else "LOSE".
 *
 * Theory: nobody who can help it leaves a piece of width or height 1 (the
 * opponent then cuts a 1 x 1 square off it at once), so with good play
 * every cut keeps both parts at least 2 x 2, the pieces 2 x 2, 2 x 3 and
 * 3 x 2 have no such cut (whoever must move there loses: every cut makes a
 * 1-wide strip), and the pieces are independent games:
 *   G(w, h) = mex({G(i, h) xor G(w - i, h) : 2 <= i <= w - 2} union
 *                 {G(w, j) xor G(w, h - j) : 2 <= j <= h - 2}),
 * the first player winning exactly when G(W, H) != 0.  The table is built
 * once up to the largest W and H of the file, O(W H (W + H)).
 * tests/unit/test_judges.c checks it against exhaustive search of the
 * real game (any cut, a win on the spot for a 1 x 1) on small sheets.
 *
 * Limits: the problem promises 2 <= W, H <= 200; we accept up to 500
 * (0.25 million cells, about 2.5 * 10^8 steps) and at most 10^7 lines.
 */
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#include <stdlib.h>

#define CUT_MAX_SIDE 500u
#define CUT_MAX_GAMES 10000000u

typedef struct cut_table {
  uint16_t *g; /* G(w, h) at g[w * (top_h + 1) + h] */
  uint32_t top_w, top_h;
} cut_table;

static uint16_t value(const cut_table *s, uint32_t w, uint32_t h) { return s->g[(size_t)w * (s->top_h + 1) + h]; }

static int cutting_values(cut_table *s, gr_error *err) {
  size_t cells = (size_t)(s->top_w + 1) * (s->top_h + 1);
  s->g = calloc(cells, sizeof *s->g);
  unsigned char *seen = calloc((size_t)s->top_w + s->top_h + 2, 1);
  if (s->g == NULL || seen == NULL) {
    free(seen);
    return gr_error_nomem(err);
  }
  size_t limit = (size_t)s->top_w + s->top_h + 1; /* a piece has fewer options than that */
  for (uint32_t w = 2; w <= s->top_w; w++)
    for (uint32_t h = 2; h <= s->top_h; h++) {
      for (uint32_t i = 2; i + 2 <= w; i++) {
        uint16_t v = value(s, i, h) ^ value(s, w - i, h);
        if (v < limit) seen[v] = 1;
      }
      for (uint32_t j = 2; j + 2 <= h; j++) {
        uint16_t v = value(s, w, j) ^ value(s, w, h - j);
        if (v < limit) seen[v] = 1;
      }
      uint16_t mex = 0;
      while (seen[mex]) mex++;
      s->g[(size_t)w * (s->top_h + 1) + h] = mex;
      for (size_t v = 0; v <= mex; v++) seen[v] = 0;
      for (size_t v = mex; v < limit; v++) seen[v] = 0;
    }
  free(seen);
  return 0;
}

static int read_sheets(judge_reader *rd, gr_error *err) {
  uint16_t(*games)[2] = NULL;
  size_t count = 0, cap = 0;
  cut_table t = {NULL, 2, 2};
  for (;;) {
    uint64_t w, h;
    int r = judge_scan(&rd->sc, false, JUDGE_ITEM_WIDTH, count + 1, 0, 0, &w, err);
    if (r < 0) goto fail;
    if (r == 0) break;
    if (judge_scan(&rd->sc, true, JUDGE_ITEM_HEIGHT, count + 1, 0, 0, &h, err) < 0) goto fail;
    const uint64_t side[2] = {w, h};
    for (int i = 0; i < 2; i++)
      if (side[i] < 2 || side[i] > CUT_MAX_SIDE) {
        gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_SIDE_RANGE, GR_K(i ? JUDGE_HEIGHT : JUDGE_WIDTH),
                     GR_U(rd->sc.line), GR_U(side[i]), GR_U(2), GR_U(CUT_MAX_SIDE));
        goto fail;
      }
    if (count == CUT_MAX_GAMES) {
      gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_TOO_MANY_TESTS, GR_U(rd->sc.line), GR_U(CUT_MAX_GAMES));
      goto fail;
    }
    if (judge_grow((void **)&games, &cap, count + 1, sizeof *games, err) != 0) goto fail;
    games[count][0] = (uint16_t)w;
    games[count][1] = (uint16_t)h;
    count++;
    if (w > t.top_w) t.top_w = (uint32_t)w;
    if (h > t.top_h) t.top_h = (uint32_t)h;
  }
  if (cutting_values(&t, err) != 0) goto fail;
  for (size_t k = 0; k < count; k++)
    if (judge_answer(&rd->answers, value(&t, games[k][0], games[k][1]) != 0, err) != 0) goto fail;
  free(games);
  free(t.g);
  return 0;
fail:
  free(games);
  free(t.g);
  return -1;
}

int gr_judge_poj2311_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "WIN", "LOSE", NULL, read_sheets, job, err);
}
