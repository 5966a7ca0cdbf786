/*
 * verify.c — theory against truth, for any game.
 *
 * For every position the game enumerates within its referee bounds, the
 * theory (g->solve_start, run to the end) must agree with exhaustive search
 * (gr_referee over g->moves): the same winner, exactly the successors that
 * search values 0 as the winning moves, and the same Grundy value whenever
 * the theory claims one.  This is what `grundy verify GAME` and the test
 * suite run; the first disagreement is described with its position.
 *
 * For a misère game (g->misere) "lost" and "won" are misère outcomes (see
 * gr_referee_outcome) and Grundy values are not compared.  For a loopy game
 * (g->loopy: its positions can repeat) the truth is retrograde analysis
 * (gr_referee_retrograde): won, lost or drawn, the theory's draws compared
 * too, Grundy values not.
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>

typedef struct verify_ctx {
  const gr_game *game;
  gr_referee *referee;
  gr_verify_stats *stats;
  gr_buf *report;
  gr_error *err;
} verify_ctx;

#define VERIFY_MAX_MOVES 100000

static void describe(verify_ctx *c, const gr_pos *p, const char *what) {
  gr_buf_printf(c->report, "%s: ", c->game->id);
  c->game->format(p, c->report);
  gr_buf_printf(c->report, ": %s", what);
}

/* The truth for the mover at p: 0 lost, 1 won, 2 drawn (only a loopy game draws). */
static int truth_outcome(verify_ctx *c, const gr_pos *p, int *outcome) {
  if (c->game->loopy) return gr_referee_retrograde(c->referee, p, c->game->misere, outcome, c->err);
  bool wins;
  if (gr_referee_outcome(c->referee, p, &wins, c->err) != 0) return -1;
  *outcome = wins;
  return 0;
}

/* 0 agree, 1 disagree (report written), -1 error. */
static int check(const gr_pos *p, void *ctx) {
  verify_ctx *c = ctx;
  const gr_game *g = c->game;
  gr_analysis a;
  gr_pos_list moves;
  gr_analysis_init(&a);
  gr_pos_list_init(&moves);
  int rc = -1;
  int outcome;
  uint64_t truth = 0;
  bool grundy_searched = !g->misere && !g->loopy;
  if (gr_solve_theory(g, p, &a, c->err) != 0 || truth_outcome(c, p, &outcome) != 0 ||
      (grundy_searched && gr_referee_grundy(c->referee, p, &truth, c->err) != 0) ||
      g->moves(p, VERIFY_MAX_MOVES, &moves, c->err) != 0)
    goto done;
  c->stats->positions++;
  rc = 1;
  bool wins = outcome == 1;
  if ((a.winner == GR_WINNER_DRAW) != (outcome == 2)) {
    describe(c, p, outcome == 2 ? "search finds a draw, the theory a winner" : "the theory says draw, search finds a winner");
    goto done;
  }
  if (outcome != 2 && wins != (a.winner == GR_WINNER_FIRST)) {
    describe(c, p, wins ? "search says the first player wins, the theory says the second"
                        : "search says the second player wins, the theory says the first");
    goto done;
  }

  if (grundy_searched && a.has_grundy && a.grundy != truth) {
    describe(c, p, "");
    gr_buf_printf(c->report, "the theory's Grundy value is %llu, search finds %llu", (unsigned long long)a.grundy,
                  (unsigned long long)truth);
    goto done;
  }
  /* Within the referee's bounds a game lists every winning move. */
  if (gr_analysis_partial(&a)) {
    describe(c, p, "the theory cut its list of winning moves short");
    goto done;
  }
  /* Every claimed winning move must be a legal move to a position search values 0. */
  for (size_t i = 0; i < a.winning_moves.count; i++) {
    const gr_pos *m = &a.winning_moves.items[i];
    bool legal = false;
    for (size_t k = 0; k < moves.count && !legal; k++) legal = gr_pos_equal(m, &moves.items[k]);
    int v;
    if (truth_outcome(c, m, &v) != 0) {
      rc = -1;
      goto done;
    }
    if (!legal || v != 0) {
      describe(c, p, legal ? "a claimed winning move leads to a won position: " : "a claimed winning move is illegal: ");
      g->format(m, c->report);
      goto done;
    }
    for (size_t k = 0; k < i; k++)
      if (gr_pos_equal(m, &a.winning_moves.items[k])) {
        describe(c, p, "a winning move is listed twice: ");
        g->format(m, c->report);
        goto done;
      }
  }
  /* ... and every such move must be listed. */
  for (size_t k = 0; k < moves.count; k++) {
    int v;
    if (truth_outcome(c, &moves.items[k], &v) != 0) {
      rc = -1;
      goto done;
    }
    if (v != 0) continue;
    bool listed = false;
    for (size_t i = 0; i < a.winning_moves.count && !listed; i++) listed = gr_pos_equal(&moves.items[k], &a.winning_moves.items[i]);
    /* Two moves can reach the same position; it is listed once. */
    if (!listed) {
      describe(c, p, "a winning move is missing: ");
      g->format(&moves.items[k], c->report);
      goto done;
    }
  }
  rc = 0;
done:
  gr_analysis_free(&a);
  gr_pos_list_free(&moves);
  return rc;
}

int gr_verify(const gr_game *g, gr_verify_stats *stats, gr_buf *report, gr_error *err) {
  stats->positions = stats->searched = 0;
  if (g->enumerate_small == NULL)
    return gr_error_say(err, GR_EUNKNOWN, &gr_core_texts, CORE_NO_ENUMERATION, GR_S(g->id));
  verify_ctx c = {.game = g, .stats = stats, .report = report, .err = err};
  c.referee = gr_referee_new(g, err);
  if (c.referee == NULL) return -1;
  int rc = g->enumerate_small(check, &c);
  stats->searched = gr_referee_size(c.referee);
  gr_referee_free(c.referee);
  if (rc < 0 && err->status == GR_OK) gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_VERIFY_FAILED);
  return rc < 0 ? -1 : rc;
}
