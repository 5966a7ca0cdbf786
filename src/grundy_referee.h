/*
 * grundy_referee.h — the part of libgrundy's interface that checks and
 * referees: exhaustive search over a game's own moves (the referee), the
 * theory-against-search comparison (gr_verify) and the online-judge
 * problems.  Included by grundy.h, whose types it uses; include grundy.h.
 */
#ifndef GRUNDY_REFEREE_H
#define GRUNDY_REFEREE_H

/* ---- referee ----------------------------------------------------------- */

typedef struct gr_referee gr_referee;

gr_referee *gr_referee_new(const gr_game *g, gr_error *err);
/* Grundy value by exhaustive memoised search over g->moves (normal play;
 * GR_ESTATE for a misère game, whose values are outcomes only). */
int gr_referee_grundy(gr_referee *r, const gr_pos *p, uint64_t *grundy, gr_error *err);
/* The same in slices: after about `work` units (successors generated and
 * the numbers in them) it pauses and returns 1; called again with the same
 * p it goes on where it stood.  0 with the value, -1 as gr_referee_grundy. */
int gr_referee_grundy_some(gr_referee *r, const gr_pos *p, uint64_t work, uint64_t *grundy, gr_error *err);
/* Whether the player to move wins, under the game's own convention:
 * normal play (Grundy value non-zero) or, for g->misere, misère play (a
 * position with no move is won; otherwise won iff some move reaches a lost
 * position). */
int gr_referee_outcome(gr_referee *r, const gr_pos *p, bool *mover_wins, gr_error *err);
/* For a misère game (g->misere): the misère Grundy value g⁻ of p by the
 * same memoised search (1 with no move, else the mex of the options' g⁻;
 * the mover wins iff g⁻ != 0), in slices of about `work` units as
 * gr_referee_grundy_some (0: to the end).  GR_ESTATE on a normal-play game
 * or when the search meets a cycle. */
int gr_referee_misere_some(gr_referee *r, const gr_pos *p, uint64_t work, uint64_t *g_minus, gr_error *err);
size_t gr_referee_size(const gr_referee *r);
/* The verdict by search of the misère play g (g->misere) with the
 * caller's referee for g, whose memo is kept between calls and whose
 * bounds are the caller's (src/core/misere_play.c; gr_verify walks every small position with one). */
int gr_misere_search(const gr_game *g, const gr_pos *p, gr_referee *search, gr_analysis *a, gr_error *err);
/* The same verdict as a resumable job of its own, within misere_play.c's
 * bounds: for a game whose misere_solve_start decides some positions by
 * theory and leaves the rest to the search.  g is the misère play
 * (gr_game_misere_of). */
int gr_misere_search_start(const gr_game *g, const gr_pos *p, gr_job **job, gr_error *err);
/* Bounds on later searches (0: none): distinct positions, successors
 * generated in all, length of a play.  Past one a search fails with
 * GR_ELIMIT, and gr_referee_limit_hit says which (0: none). */
/* The most moves the referee lists from one position. */
#define GR_REFEREE_MAX_MOVES 100000
enum { GR_REFEREE_LIMIT_POSITIONS = 1, GR_REFEREE_LIMIT_MOVES, GR_REFEREE_LIMIT_DEPTH, GR_REFEREE_LIMIT_BYTES };
/* A bound on memory: the positions stored and the move lists alive, in bytes (0: none). */
void gr_referee_set_bytes(gr_referee *r, uint64_t max_bytes);
void gr_referee_set_limits(gr_referee *r, uint64_t max_positions, uint64_t max_moves, size_t max_depth);
int gr_referee_limit_hit(const gr_referee *r);
const gr_game *gr_referee_game(const gr_referee *r);
void gr_referee_free(gr_referee *r);

/* The outcome of p for the player to move (0 lost, 1 won, 2 drawn: the
 * GR_VALUE_OUTCOME values) by exhaustive search over the referee's game's
 * moves: every position reachable from p is generated and labelled by
 * retrograde analysis, so cycles (draws) are handled.  misere: a player who
 * cannot move wins instead of losing.  Fails (GR_ELIMIT) past 2^20
 * reachable positions (src/core/outcome.c). */
int gr_referee_retrograde(gr_referee *r, const gr_pos *p, bool misere, int *outcome, gr_error *err);
/* The same search, with more kept: the outcome of each of p's moves (in the
 * order g->moves lists them) and, when no cycle is reachable, the values
 * computed a second way, by peeling the graph from its ends (Kahn's order,
 * no recursion): the Grundy value (normal play) or g⁻ (misère) of p and of
 * each move.  gr_verify compares verdicts found by memoised search with it. */
typedef struct gr_retrograde {
  int outcome;           /* p's: 0 lost, 1 won, 2 drawn */
  size_t options;        /* p's moves */
  int *option_outcome;   /* options entries */
  bool acyclic;          /* no cycle reachable: the values below are set */
  uint64_t value;
  uint64_t *option_value;
  size_t positions;      /* reachable from p, p included */
} gr_retrograde;
/* memo (NULL: none) keeps what each search found, for one game and one
 * ending rule: a later search takes a position found before as it was
 * found instead of exploring past it (gr_verify walks thousands). */
typedef struct gr_retro_memo gr_retro_memo;
gr_retro_memo *gr_retro_memo_new(gr_error *err);
void gr_retro_memo_free(gr_retro_memo *memo);
int gr_referee_retrograde_full(gr_referee *r, const gr_pos *p, bool misere, gr_retro_memo *memo, gr_retrograde *out,
                               gr_error *err);
void gr_retrograde_free(gr_retrograde *out);

/* Theory against search on every small position of a game: the winner, the
 * exact set of winning moves (the successors search finds lost for the
 * player then to move) and, where the theory gives one and the game is not
 * misère, the Grundy value.  A theory that leaves winning moves unlisted
 * (unlisted_moves > 0) on a small position is a disagreement.  Returns 0
 * when all agree; 1 with the first disagreement described in `report`; -1
 * on an error. */
typedef struct gr_verify_stats {
  uint64_t positions;      /* positions compared */
  uint64_t searched;       /* distinct positions the referee evaluated */
} gr_verify_stats;

int gr_verify(const gr_game *g, gr_verify_stats *stats, gr_buf *report, gr_error *err);

/* ---- judge problems ---------------------------------------------------- */

typedef struct gr_judge {
  const char *id;        /* "zjoi2009" */
  const char *title;     /* "ZJOI2009 取石子游戏 (AcWing 1322)" */
  const char *game_id;   /* the game it is about */
  const char *io[GR_NLANG]; /* input and output format in a few words */
  /* Reads the whole input (not NUL-terminated) and returns a job whose
   * job->output is the judge's expected output. */
  int (*start)(const char *input, size_t len, gr_job **job, gr_error *err);
} gr_judge;

size_t gr_judge_count(void);
const gr_judge *gr_judge_at(size_t i);
const gr_judge *gr_judge_find(const char *id);

#endif
