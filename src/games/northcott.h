/*
 * northcott.h — what northcott.c (rules, theory, trace) and
 * northcott_play.c (the board, the move language, moves in words) share.
 * A position is m, turn (1 or 2), then per row the columns (from 1) of the
 * first and the second player's pieces.
 */
#ifndef GR_GAMES_NORTHCOTT_H
#define GR_GAMES_NORTHCOTT_H

#include "grundy.h"

#define NC_MAX_ROWS 64
#define NC_MAX_M 1000
#define NC_EXAMPLE "m=8; turn=1; 1 5, 3 2"

extern const gr_game gr_game_northcott;

/* The mover's piece of `row`: its index in p->v (*mine) and the cells it
 * can reach, [lo, hi] (its own cell inside, not a move). */
void northcott_reach(const gr_pos *p, size_t row, uint64_t *mine, uint64_t *lo, uint64_t *hi);
/* p with the mover's piece of `row` moved to column `to`, the turn passed. */
int northcott_moved(const gr_pos *p, size_t row, uint64_t to, gr_pos *out, gr_error *err);

/* The play members (northcott_play.c). */
void northcott_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out);
void northcott_board(const gr_pos *p, gr_json *j);
int northcott_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
int northcott_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);

#endif
