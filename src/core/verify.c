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
 * For a misère game (g->misere: a registered one, or the misère play of
 * any game, gr_game_misere_of) the truth is the retrograde labelling
 * (outcome.c), a computation apart from the memoised search that the
 * misère play of most games answers with: the winner (draws included),
 * the exact set of moves to positions lost for the next player, and, where
 * the verdict gives g⁻, g⁻ as outcome.c finds it by peeling the game graph
 * from its ends; a verdict by search must give g⁻ wherever no cycle is
 * reachable.  Normal-play Grundy values are not compared.
 *
 * A game that can go on forever (a graph with cycles: g->graph and a
 * position whose search meets a cycle) is judged by retrograde analysis,
 * which knows draws, and its generalized Sprague-Grundy value (Smith) by
 * what such a value means: G + *k, the sum with a nim heap of k, is lost
 * exactly when k is G's finite value, and for G = ∞{K} won exactly when k
 * is in K and drawn otherwise, for every k up to one past the largest
 * value named (each such sum searched by retrograde analysis too).
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>

typedef struct verify_ctx {
  const gr_game *game;
  gr_referee *referee;
  gr_referee *sums; /* for G + *k (a loopy game's generalized values) */
  gr_retro_memo *memo; /* misère: what retrograde labelling found so far */
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

/* The outcome of G + *k by retrograde search (0 lost, 1 won, 2 drawn). */
static int sum_with_heap(verify_ctx *c, const gr_pos *p, uint64_t k, int *outcome) {
  const gr_game *sum = gr_game_find("sum");
  if (sum == NULL) return gr_error_set(c->err, GR_ESTATE, "internal: no sum game");
  if (c->sums == NULL && (c->sums = gr_referee_new(sum, c->err)) == NULL) return -1;
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "%s: ", c->game->id);
  c->game->format(p, &text);
  gr_buf_puts(&text, " + nim: ");
  gr_buf_u64(&text, k);
  gr_pos q;
  gr_pos_init(&q);
  int rc = gr_game_parse(sum, text.data, &q, c->err) == 0 ? gr_referee_retrograde(c->sums, &q, false, outcome, c->err) : -1;
  gr_pos_free(&q);
  gr_buf_free(&text);
  return rc;
}

/* A loopy position's generalized value against G + *k: 0 agree, 1 not
 * (report written), -1 error. */
static int check_generalized(verify_ctx *c, const gr_pos *p, const gr_analysis *a) {
  uint64_t top = a->has_grundy ? a->grundy : 0;
  for (size_t i = 0; i < a->grundy_reach_count; i++)
    if (a->grundy_reach[i] > top) top = a->grundy_reach[i];
  for (uint64_t k = 0; k <= top + 1; k++) {
    int o;
    if (sum_with_heap(c, p, k, &o) != 0) return -1;
    bool in = false;
    for (size_t i = 0; i < a->grundy_reach_count; i++) in = in || a->grundy_reach[i] == k;
    int expect = a->has_grundy ? (k == a->grundy ? 0 : 1) : (in ? 1 : 2);
    if (o != expect) {
      describe(c, p, "");
      gr_buf_printf(c->report, "the generalized value disagrees with the search of the sum with a nim heap of %llu "
                    "(search: %s)", (unsigned long long)k, o == 0 ? "lost" : o == 1 ? "won" : "drawn");
      return 1;
    }
  }
  return 0;
}

/* 0 agree, 1 disagree (report written), -1 error. */
static int check_loopy(verify_ctx *c, const gr_pos *p);

/* Whether the winning move m (a move search values lost for the opponent)
 * is missing from the theory's list; if so the report says which.  Two
 * moves can reach the same position; it is listed once. */
static bool missing(verify_ctx *c, const gr_pos *p, const gr_analysis *a, const gr_pos *m) {
  for (size_t i = 0; i < a->winning_moves.count; i++)
    if (gr_pos_equal(m, &a->winning_moves.items[i])) return false;
  describe(c, p, "a winning move is missing: ");
  c->game->format(m, c->report);
  return true;
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
  bool wins;
  uint64_t truth = 0;
  if (g->loopy) { /* a cycle in reach: retrograde analysis and generalized values */
    gr_error quiet = {0};
    if (gr_referee_outcome(c->referee, p, &wins, &quiet) != 0) {
      if (quiet.status != GR_ESTATE) return gr_error_pass(c->err, &quiet);
      return check_loopy(c, p);
    }
  }
  if (gr_solve_theory(g, p, &a, c->err) != 0 || gr_referee_outcome(c->referee, p, &wins, c->err) != 0 ||
      (!g->misere && gr_referee_grundy(c->referee, p, &truth, c->err) != 0) ||
      g->moves(p, VERIFY_MAX_MOVES, &moves, c->err) != 0)
    goto done;
  c->stats->positions++;
  rc = 1;
  /* The referee only finishes on acyclic games, where nobody draws. */
  if (a.winner == GR_WINNER_DRAW) {
    describe(c, p, "the theory says draw, search finds a winner");
    goto done;
  }
  if (wins != (a.winner == GR_WINNER_FIRST)) {
    describe(c, p, wins ? "search says the first player wins, the theory says the second"
                        : "search says the second player wins, the theory says the first");
    goto done;
  }

  if (!g->misere && a.has_grundy && a.grundy != truth) {
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
    bool v;
    if (gr_referee_outcome(c->referee, m, &v, c->err) != 0) {
      rc = -1;
      goto done;
    }
    if (!legal || v) {
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
    bool v;
    if (gr_referee_outcome(c->referee, &moves.items[k], &v, c->err) != 0) {
      rc = -1;
      goto done;
    }
    if (v) continue;
    if (missing(c, p, &a, &moves.items[k])) goto done;
  }
  rc = 0;
done:
  gr_analysis_free(&a);
  gr_pos_list_free(&moves);
  return rc;
}

static int check_loopy(verify_ctx *c, const gr_pos *p) {
  const gr_game *g = c->game;
  gr_analysis a;
  gr_pos_list moves;
  gr_analysis_init(&a);
  gr_pos_list_init(&moves);
  int truth, rc = -1;
  if (gr_solve_theory(g, p, &a, c->err) != 0 || gr_referee_retrograde(c->referee, p, g->misere, &truth, c->err) != 0 ||
      g->moves(p, VERIFY_MAX_MOVES, &moves, c->err) != 0)
    goto done;
  c->stats->positions++;
  rc = 1;
  int said = a.winner == GR_WINNER_DRAW ? 2 : a.winner == GR_WINNER_FIRST ? 1 : 0;
  if (said != truth) {
    describe(c, p, "");
    gr_buf_printf(c->report, "search says %s, the theory %s", truth == 0 ? "lost" : truth == 1 ? "won" : "drawn",
                  said == 0 ? "lost" : said == 1 ? "won" : "drawn");
    goto done;
  }
  if (!g->misere && (a.has_grundy || a.grundy_infinite) && (rc = check_generalized(c, p, &a)) != 0) goto done;
  rc = 1;
  /* the winning moves: exactly the moves to positions search finds lost */
  size_t lost = 0;
  for (size_t k = 0; k < moves.count; k++) {
    int o;
    if (gr_referee_retrograde(c->referee, &moves.items[k], g->misere, &o, c->err) != 0) {
      rc = -1;
      goto done;
    }
    if (o != 0) continue;
    lost++;
    if (missing(c, p, &a, &moves.items[k])) goto done;
  }
  if (lost != a.winning_moves.count || gr_analysis_partial(&a)) {
    describe(c, p, "the theory lists winning moves that search does not find winning");
    goto done;
  }
  rc = 0;
done:
  gr_analysis_free(&a);
  gr_pos_list_free(&moves);
  return rc;
}

static const char *outcome_word(int o) { return o == 0 ? "lost" : o == 1 ? "won" : "drawn"; }

/* Misère play against retrograde labelling: 0 agree, 1 not (report
 * written), -1 error. */
static int check_misere(const gr_pos *p, void *ctx) {
  verify_ctx *c = ctx;
  const gr_game *g = c->game;
  gr_analysis a;
  gr_pos_list moves;
  gr_retrograde truth = {0};
  gr_analysis_init(&a);
  gr_pos_list_init(&moves);
  int rc = -1;
  /* A verdict by search shares one memo for every position (the
   * referee's, which stays usable after a search that met a cycle). */
  int said_rc = gr_game_misere_by_theory(g) ? gr_solve_theory(g, p, &a, c->err)
                                            : gr_misere_search(g, p, c->referee, &a, c->err);
  if (said_rc != 0 || gr_referee_retrograde_full(c->referee, p, true, c->memo, &truth, c->err) != 0 ||
      g->moves(p, VERIFY_MAX_MOVES, &moves, c->err) != 0)
    goto done;
  c->stats->positions++;
  c->stats->searched += truth.positions;
  rc = 1;
  int said = a.winner == GR_WINNER_DRAW ? 2 : a.winner == GR_WINNER_FIRST ? 1 : 0;
  if (said != truth.outcome || moves.count != truth.options) {
    describe(c, p, "");
    gr_buf_printf(c->report, "misère: search says %s, the verdict %s", outcome_word(truth.outcome), outcome_word(said));
    goto done;
  }
  if (a.has_grundy_misere && (!truth.acyclic || a.grundy_misere != truth.value)) {
    describe(c, p, "");
    gr_buf_printf(c->report, "misère: the verdict's g⁻ is %llu, search finds %s%llu", (unsigned long long)a.grundy_misere,
                  truth.acyclic ? "" : "a cycle, no value ", (unsigned long long)truth.value);
    goto done;
  }
  if (!a.has_grundy_misere && truth.acyclic && !gr_game_misere_by_theory(g)) {
    describe(c, p, "misère: the search gives no g⁻ where no cycle is reachable");
    goto done;
  }
  /* the winning moves: exactly the moves to positions lost for the next player */
  for (size_t k = 0; k < moves.count; k++)
    if (truth.option_outcome[k] == 0 && missing(c, p, &a, &moves.items[k])) goto done;
  for (size_t i = 0; i < a.winning_moves.count; i++) {
    const gr_pos *m = &a.winning_moves.items[i];
    bool lost_move = false;
    for (size_t k = 0; k < moves.count && !lost_move; k++)
      lost_move = truth.option_outcome[k] == 0 && gr_pos_equal(m, &moves.items[k]);
    bool twice = false;
    for (size_t k = 0; k < i && !twice; k++) twice = gr_pos_equal(m, &a.winning_moves.items[k]);
    if (!lost_move || twice) {
      describe(c, p, twice ? "misère: a winning move is listed twice: " : "misère: a claimed winning move is not one: ");
      g->format(m, c->report);
      goto done;
    }
  }
  if (gr_analysis_partial(&a)) {
    describe(c, p, "misère: the verdict cut its list of winning moves short");
    goto done;
  }
  rc = 0;
done:
  gr_retrograde_free(&truth);
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
  if (g->misere && (c.memo = gr_retro_memo_new(err)) == NULL) {
    gr_referee_free(c.referee);
    return -1;
  }
  int rc = g->enumerate_small(g->misere ? check_misere : check, &c);
  if (!g->misere) stats->searched = gr_referee_size(c.referee); /* misère: counted by check_misere */
  gr_referee_free(c.referee);
  gr_referee_free(c.sums);
  gr_retro_memo_free(c.memo);
  if (rc < 0 && err->status == GR_OK) gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_VERIFY_FAILED);
  return rc < 0 ? -1 : rc;
}
