/*
 * hdu1730.c — the judge problem HDU 1730 "Northcott Game".
 *
 * Input: games until the end of the input (any number of blank lines
 * between them), each "n m", then n rows "Ti Ji": the columns of the first
 * and the second player's pieces in a row of m cells.  A move slides one of
 * the mover's pieces along its row to an empty cell, either way, without
 * passing the other piece; whoever cannot move loses; the first player
 * moves first.  Output: per game "I WIN!" when the first player wins, else
 * "BAD LUCK!".
 *
 * Theory: the gap between a row's two pieces (|Ti - Ji| - 1 empty cells)
 * plays as a Nim heap: moving toward the other piece takes stones; moving
 * away adds some, but the opponent closes the gap again at once, so a
 * retreat changes nothing (a reversible move) and cannot go on forever (the
 * board ends).  The first player wins exactly when the xor of the gaps is
 * not 0 (Bouton; Winning Ways on Northcott's game).
 *
 * Limits: the problem promises n <= 1000 and 2 <= m <= 100; we accept m up
 * to 2^63 (the gaps are exact 64-bit heaps), n up to 10^6 per game and
 * 2 * 10^7 rows in all.  The whole input is read and checked first: a bad
 * file produces no output.
 */
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"

#define NC_MAX_ROWS 1000000u
#define NC_MAX_ALL 20000000u
#define NC_MAX_COLUMNS (UINT64_C(1) << 63)

/* One game after its n and m: the xor of its gaps into *xor_of. */
static int read_rows(gr_scan *sc, uint64_t game, uint64_t n, uint64_t m, uint64_t *xor_of, gr_error *err) {
  *xor_of = 0;
  for (uint64_t row = 1; row <= n; row++) {
    uint64_t t, j;
    if (judge_scan(sc, true, JUDGE_ITEM_FIRST_PIECE, game, row, 0, &t, err) < 0 ||
        judge_scan(sc, true, JUDGE_ITEM_SECOND_PIECE, game, row, 0, &j, err) < 0)
      return -1;
    for (int k = 0; k < 2; k++) {
      uint64_t c = k ? j : t;
      if (c < 1 || c > m)
        return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_PIECE_RANGE, GR_U(game), GR_U(row), GR_U(sc->line),
                            GR_U(c), GR_U(m));
    }
    if (t == j)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_PIECES_MEET, GR_U(game), GR_U(row), GR_U(sc->line),
                          GR_U(t));
    *xor_of ^= (t > j ? t - j : j - t) - 1;
  }
  return 0;
}

static int read_games(judge_reader *rd, gr_error *err) {
  uint64_t all = 0;
  for (uint64_t game = 1;; game++) {
    uint64_t n, m, x;
    int r = judge_scan(&rd->sc, false, JUDGE_ITEM_ROWS, game, 0, 0, &n, err);
    if (r <= 0) return r;
    size_t line = rd->sc.line;
    if (judge_scan(&rd->sc, true, JUDGE_ITEM_COLUMNS, game, 0, 0, &m, err) < 0) return -1;
    if (n < 1 || n > NC_MAX_ROWS)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_ROWS_RANGE, GR_U(game), GR_U(line), GR_U(n),
                          GR_U(NC_MAX_ROWS));
    if (m < 2 || m > NC_MAX_COLUMNS)
      return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_COLUMNS_RANGE, GR_U(game), GR_U(line), GR_U(m),
                          GR_U(NC_MAX_COLUMNS));
    if (n > NC_MAX_ALL - all)
      return gr_error_say(err, GR_ELIMIT, &judge_texts, JUDGE_ROWS_IN_ALL, GR_U(line), GR_U(NC_MAX_ALL));
    all += n;
    if (read_rows(&rd->sc, game, n, m, &x, err) != 0 || judge_answer(&rd->answers, x != 0, err) != 0) return -1;
  }
}

int gr_judge_hdu1730_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "I WIN!", "BAD LUCK!", NULL, read_games, job, err);
}
