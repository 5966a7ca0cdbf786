/*
 * pairs.h — the kit for two-pile games and their grids (internal to
 * libgrundy; prefix kit_; Wythoff's game and the k and s*k game use all of
 * it, Fibonacci Nim the moves, notes and verdicts): positions "a b"
 * (parse, format, the stalling move, the small positions), the move-count
 * limit, a board's note in every
 * language, the verdict of a lost-or-won theory, and the grid sieve that
 * traces start with.
 */
#ifndef GR_KIT_PAIRS_H
#define GR_KIT_PAIRS_H

#include "grundy.h"

/* ---- two piles ---------------------------------------------------------- */

/* "a b": exactly two numbers, else message `two_piles` of t (parameter 1:
 * how many were given). */
int kit_pair_parse(const char *text, const gr_texts *t, unsigned two_piles, gr_pos *out, gr_error *err);
void kit_pair_format(const gr_pos *p, gr_buf *out);
bool kit_pair_is_terminal(const gr_pos *p);
int kit_pair_make(uint64_t a, uint64_t b, gr_pos *out, gr_error *err);
int kit_pair_push(gr_pos_list *l, uint64_t a, uint64_t b, gr_error *err);
/* One stone from the larger pile: the most stones stay in play. */
int kit_pair_stall_move(const gr_pos *p, gr_pos *out, gr_error *err);
/* Every (a, b) with a, b <= max. */
int kit_pair_enumerate(uint64_t max, int (*visit)(const gr_pos *p, void *ctx), void *ctx);
/* The gr_game fields that every two-pile game fills alike. */
#define KIT_PAIR_GAME_FIELDS                                                                                 \
  .max_len_solve = 2, .max_len_trace = 2, .referee_max_len = 2, .format = kit_pair_format,                  \
  .is_terminal = kit_pair_is_terminal, .stall_move = kit_pair_stall_move
/* The function members of a pair game named PREFIX_parse, PREFIX_moves and
 * those of KIT_GAME_JOBS and KIT_GAME_PLAY (kit.h); the rest are the kit's. */
#define KIT_PAIR_GAME_FUNCTIONS(p) .parse = p##_parse, .moves = p##_moves, KIT_GAME_JOBS(p), KIT_GAME_PLAY(p)
/* 1 or 2, else "there are piles 1 and 2, not N". */
int kit_pile_1_or_2(uint64_t pile, gr_error *err);

/* ---- moves ---------------------------------------------------------------- */

/* "name": {"en": ..., "zh": ...}: message `key` of t with its parameters, in
 * every language (a board's note). */
void kit_json_say_args(gr_json *j, const char *name, const gr_texts *t, unsigned key, const gr_arg *args,
                       size_t nargs);
#define kit_json_say(j, name, t, ...) kit_json_say_((j), (name), (t), __VA_ARGS__, )
#define kit_json_say_(j, name, t, key, ...) kit_json_say_args(j, name, t, key, GR_ARGS_(__VA_ARGS__))

/* ---- verdicts ------------------------------------------------------------- */

/* The winner of a lost (second player) or won position; a lost one has
 * Grundy value 0, the theories give no other. */
void kit_lost_or_won(gr_analysis *a, bool lost);

/* ---- the grid sieve ------------------------------------------------------- */

/* The grids show piles 0 .. N-1, N = max(a, b) + 1 clamped to this. */
#define KIT_GRID_MIN 10
#define KIT_GRID_MAX 64
uint32_t kit_grid_size(uint64_t a, uint64_t b);

/* The sieve over an n x n grid view: each cell, row by row, that no move
 * defeats is lost (written 0); then every cell one move above it is won
 * (written 1, reading the lost cell), in the order the game's `next` gives. */
typedef struct kit_sieve {
  int view;
  uint32_t n, cell;     /* the grid is n x n; the next cell to scan, row-major */
  bool marking;         /* marking the cells above the lost cell (ci, cj) */
  uint32_t ci, cj;
  uint32_t a, b, c;     /* where the marking is: the game's counters, 0 at the start */
} kit_sieve;
/* The next cell (i, j) the lost cell (ci, cj) defeats and its rule, or false. */
typedef bool (*kit_mark_fn)(kit_sieve *s, uint32_t *i, uint32_t *j, uint8_t *rule);
bool kit_unwritten(const gr_trace *t, int view, uint32_t i, uint32_t j);
/* Writes one cell: 0, or 1 when the sieve is over (nothing written), -1 on failure. */
int kit_sieve_step(gr_trace *t, kit_sieve *s, kit_mark_fn next, uint8_t lost_rule, gr_error *err);
/* Sieves job->trace a cell a unit of *budget (counted in job->done): 1 once
 * the sieve is over, 0 when the budget is spent first, -1 on failure. */
int kit_sieve_run(gr_job *job, kit_sieve *s, kit_mark_fn next, uint8_t lost_rule, uint64_t *budget, gr_error *err);

#endif
