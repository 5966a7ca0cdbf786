/*
 * sum.h — the sum game's position layout, shared by its rules (sum.c) and
 * its theory and trace (sum_trace.c).
 *
 * A position is a gr_pos: v[0] = k, the number of components, then per
 * component its game's index in the registry (gr_game_at), the length of
 * its own position and that many values.
 */
#ifndef GR_SUM_H
#define GR_SUM_H

#include "grundy.h"

#define SUM_MAX_COMPONENTS 8
/* The most moves a sum values one by one (each by its game's own solve) to
 * find the moves of components whose games cannot list the moves to a
 * given value (gr_game.solve_to_start); past it the solve is refused before
 * the work, saying how to ask for less. */
#define SUM_VALUED_MOVES 2000
/* The most numbers a sum's text may hold (gr_game.max_values): its
 * components together, each as large as its game takes (a dag's text of
 * 2^24 vertices and their edges runs past 2^25 numbers).  A misère sum is
 * nim heaps decided as one misère Nim position: as many as that takes. */
#define SUM_MAX_VALUES ((size_t)SUM_MAX_COMPONENTS << 25)

extern const gr_game gr_game_sum, gr_game_misere_sum;

typedef struct sum_component {
  const gr_game *game;
  size_t index;  /* in the registry */
  gr_pos pos;    /* a view into the sum's values: never freed */
} sum_component;

/* Splits p into its components (at most SUM_MAX_COMPONENTS); their number. */
size_t sum_split(const gr_pos *p, sum_component *c);
/* The sum with component i replaced by `with` (NULL: unchanged). */
int sum_build(const sum_component *c, size_t n, size_t i, const gr_pos *with, gr_pos *out, gr_error *err);
/* A sum's solve as a resumable job (sum_solve.c): each component's value
 * by its own solve in slices, then (with_moves) the winning moves; without
 * them, the values for the trace, read with sum_job_values once finished. */
int sum_job_start(const gr_pos *p, bool with_moves, gr_job **job, gr_error *err);
const uint64_t *sum_job_values(const gr_job *job, size_t *n);
/* Component i's own analysis (its value, or its infinite value), once finished. */
const gr_analysis *sum_job_component(const gr_job *job, size_t i);

/* The rules both sums share (sum.c): the misère sum (sum_misere.c) differs
 * only in its parser (components must be nim heaps), its theory and its
 * ending rule. */
int sum_parse_as(const char *text, bool misere, gr_pos *out, gr_error *err);
void sum_format(const gr_pos *p, gr_buf *out);
int sum_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err);
bool sum_is_terminal(const gr_pos *p);
int sum_stall_move(const gr_pos *p, gr_pos *out, gr_error *err);
int sum_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
int sum_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);
void sum_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out);
void sum_board(const gr_pos *p, gr_json *j);

int sum_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
/* Misère play (gr_game.misere_solve_start): by the genus when every
 * component is nim or tame heaps (sum_tame.c), else by exact search. */
int sum_tame_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
int sum_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
