/*
 * misere_play.c — misère play of every registered game: the same moves,
 * but the player who cannot move wins (gr_game_misere_of, grundy.h).
 *
 * A game that is misère already is its own misère play; nim has a
 * registered twin ("misere", with its theory).  For every other game a
 * table is derived once, at first use, from the game's own: a copy with
 * misere = true, whose solve_start and trace_start are the functions
 * below.  A game table's functions take no game, so each registered game
 * gets its own two small entry points, made from the games.def list (the
 * same one line per game the registry reads), which pass the game on.
 *
 * The verdict: the game's own misère theory (g->misere_solve_start) when
 * it has one (which may hand a position it cannot decide back to the
 * search below, gr_misere_search_start); otherwise the referee's memoised
 * search over g->moves for the misère Grundy value g⁻ (referee.c: 1 with
 * no move, else the mex of the options' g⁻), run in slices as a resumable
 * job, then each move's g⁻ from the same table: the winning moves are those
 * to g⁻ 0 (the analysis says misere_method GR_MISERE_BY_SEARCH).  Where the
 * search meets a cycle (a loopy dag, say), the retrograde labelling
 * (outcome.c) decides win, lose or draw for the position and each move.
 * The bounds are value.c's (positions, successors, plies, bytes); past
 * one, a refusal saying which and asking for a smaller position.
 *
 * The trace: the game's own (g->misere_trace_start) when it has one, else
 * explore's game graph: with misere set, explore labels every position
 * with g⁻ (explore.c).
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>

/* ---- the verdict by search ------------------------------------------------ */

typedef struct misere_state {
  const gr_game *game; /* the derived table (misere set) */
  gr_pos pos;
  gr_referee *search;
} misere_state;

static void misere_destroy(gr_job *job) {
  misere_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  gr_referee_free(s->search);
}

/* Adds m to the winning moves unless a move listed already reaches it. */
static int add_winning(gr_analysis *a, const gr_pos *m, gr_error *err) {
  for (size_t i = 0; i < a->winning_moves.count; i++)
    if (gr_pos_equal(&a->winning_moves.items[i], m)) return 0;
  gr_pos copy;
  gr_pos_init(&copy);
  if (gr_pos_copy(&copy, m, err) != 0) return -1;
  return gr_pos_list_push(&a->winning_moves, &copy, err);
}

/* The search stopped at a bound: the refusal, with its reason. */
static int past_bound(const gr_error *why, gr_error *err) {
  const char *reason[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) reason[lang] = why->text[lang];
  return gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_MISERE_PAST_BOUND, GR_L(reason));
}

/* A cycle is reachable: win, lose or draw by retrograde labelling. */
static int decide_loopy(misere_state *s, gr_analysis *a, gr_error *err) {
  gr_referee *r = gr_referee_new(s->game, err);
  if (r == NULL) return -1;
  gr_retrograde full;
  gr_error why = {0};
  int rc = gr_referee_retrograde_full(r, &s->pos, true, NULL, &full, &why);
  gr_referee_free(r);
  if (rc != 0) return why.status == GR_ELIMIT ? past_bound(&why, err) : gr_error_pass(err, &why);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (s->game->moves(&s->pos, GR_REFEREE_MAX_MOVES, &moves, err) != 0) rc = -1;
  a->misere_method = GR_MISERE_BY_SEARCH;
  a->winner = full.outcome == 1 ? GR_WINNER_FIRST : full.outcome == 0 ? GR_WINNER_SECOND : GR_WINNER_DRAW;
  for (size_t k = 0; rc == 0 && k < moves.count && k < full.options; k++)
    if (full.option_outcome[k] == 0) rc = add_winning(a, &moves.items[k], err);
  gr_pos_list_free(&moves);
  gr_retrograde_free(&full);
  return rc;
}

/* 1 paused, 0 done (a holds the verdict), -1 failed. */
static int search_some(misere_state *s, uint64_t work, gr_analysis *a, gr_error *err) {
  gr_error why = {0};
  uint64_t value;
  int rc = gr_referee_misere_some(s->search, &s->pos, work, &value, &why);
  if (rc == 1) return 1;
  if (rc < 0) {
    if (gr_referee_limit_hit(s->search)) return past_bound(&why, err);
    if (why.status != GR_ESTATE) return gr_error_pass(err, &why);
    rc = decide_loopy(s, a, err); /* the search met a cycle */
  } else {
    a->misere_method = GR_MISERE_BY_SEARCH;
    a->winner = value ? GR_WINNER_FIRST : GR_WINNER_SECOND;
    a->has_grundy_misere = true;
    a->grundy_misere = value;
    gr_pos_list moves;
    gr_pos_list_init(&moves);
    rc = s->game->moves(&s->pos, GR_REFEREE_MAX_MOVES, &moves, err);
    for (size_t k = 0; rc == 0 && k < moves.count; k++) {
      uint64_t v; /* searched already: the table answers */
      rc = gr_referee_misere_some(s->search, &moves.items[k], 0, &v, err);
      if (rc == 0 && v == 0) rc = add_winning(a, &moves.items[k], err);
    }
    gr_pos_list_free(&moves);
  }
  return rc != 0 ? -1 : 0;
}

static int misere_advance(gr_job *job, uint64_t budget, gr_error *err) {
  misere_state *s = job->state;
  if (s->search == NULL) {
    uint64_t bound = gr_value_bound(s->game);
    if ((s->search = gr_referee_new(s->game, err)) == NULL) return -1;
    gr_referee_set_limits(s->search, bound, bound * GR_SEARCH_MOVES_PER_POSITION, GR_SEARCH_DEPTH);
    gr_referee_set_bytes(s->search, GR_SEARCH_BYTES);
  }
  int rc = search_some(s, budget ? budget : 1, &job->analysis, err);
  if (rc == 1) {
    job->done = gr_referee_size(s->search) < job->total ? gr_referee_size(s->search) : job->total - 1;
    return 0;
  }
  if (rc != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

int gr_misere_search(const gr_game *g, const gr_pos *p, gr_referee *search, gr_analysis *a, gr_error *err) {
  if (!g->misere || gr_referee_game(search) != g)
    return gr_error_set(err, GR_ESTATE, "internal: gr_misere_search needs a misère game and its own referee");
  misere_state s = {.game = g, .pos = *p, .search = search};
  return search_some(&s, 0, a, err);
}

static const gr_job_ops misere_ops = {misere_advance, misere_destroy};

int gr_misere_search_start(const gr_game *derived, const gr_pos *p, gr_job **job, gr_error *err) {
  if (!derived->misere)
    return gr_error_set(err, GR_ESTATE, "internal: gr_misere_search_start needs a misère game");
  *job = gr_job_create(&misere_ops, sizeof(misere_state), gr_value_bound(derived), err);
  if (*job == NULL) return -1;
  misere_state *s = (*job)->state;
  s->game = derived;
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) == 0) return 0;
  gr_job_free(*job);
  *job = NULL;
  return -1;
}

static int misere_solve(const gr_game *derived, const gr_game *normal, const gr_pos *p, gr_job **job, gr_error *err) {
  if (normal->misere_solve_start) return normal->misere_solve_start(p, job, err);
  return gr_misere_search_start(derived, p, job, err);
}

/* ---- the derived tables ---------------------------------------------------- */

#define GAME(table) extern const gr_game table;
#include "games/games.def"
#undef GAME

static const gr_game *const normal_games[] = {
#define GAME(table) &table,
#include "games/games.def"
#undef GAME
};
#define NGAMES (sizeof normal_games / sizeof normal_games[0])

static gr_game derived[NGAMES];
static int derived_state[NGAMES]; /* 0 not made, 1 being made, 2 ready (atomic) */

/* Each game's two entry points (a game table's functions take no game). */
#define GAME(table)                                                                               \
  static int solve_##table(const gr_pos *p, gr_job **job, gr_error *err) {                        \
    return misere_solve(gr_game_misere_of(&table), &table, p, job, err);                          \
  }                                                                                               \
  static int trace_##table(const gr_pos *p, gr_job **job, gr_error *err) {                        \
    if (table.misere_trace_start) return table.misere_trace_start(p, job, err);                   \
    return gr_explore_start(gr_game_misere_of(&table), p, job, err);                              \
  }
#include "games/games.def"
#undef GAME

typedef struct entry_points {
  int (*solve_start)(const gr_pos *p, gr_job **job, gr_error *err);
  int (*trace_start)(const gr_pos *p, gr_job **job, gr_error *err);
} entry_points;

static const entry_points entries[NGAMES] = {
#define GAME(table) {solve_##table, trace_##table},
#include "games/games.def"
#undef GAME
};

static void make(size_t i) {
  const gr_game *g = normal_games[i];
  gr_game *d = &derived[i];
  *d = *g;
  d->misere = true;
  d->twin = g->id; /* shown beside its normal-play game */
  d->solve_start = entries[i].solve_start;
  d->trace_start = entries[i].trace_start;
  d->solve_to_start = NULL; /* targets of normal-play values: not misère's */
  d->misere_solve_start = NULL;
  d->misere_trace_start = NULL;
}

const gr_game *gr_game_misere_of(const gr_game *g) {
  if (g == NULL) return NULL;
  if (g->misere) return g;
  if (g->twin) {
    const gr_game *t = gr_game_find(g->twin);
    if (t && t->misere) return t;
  }
  for (size_t i = 0; i < NGAMES; i++) {
    if (normal_games[i] != g) continue;
    int expected = 0;
    if (__atomic_compare_exchange_n(&derived_state[i], &expected, 1, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
      make(i);
      __atomic_store_n(&derived_state[i], 2, __ATOMIC_RELEASE);
    }
    while (__atomic_load_n(&derived_state[i], __ATOMIC_ACQUIRE) != 2) {
    } /* another thread is making it: a few copies' time */
    return &derived[i];
  }
  return NULL;
}

bool gr_game_is_misere_play(const gr_game *g, const gr_game **normal) {
  for (size_t i = 0; i < NGAMES; i++)
    if (g == &derived[i]) {
      if (normal) *normal = normal_games[i];
      return true;
    }
  return false;
}

bool gr_game_misere_by_theory(const gr_game *g) {
  const gr_game *normal;
  if (!gr_game_is_misere_play(g, &normal)) return g->misere;
  return normal->misere_solve_start != NULL;
}
