/*
 * blackwhite.h — what blackwhite.c (rules, theory, trace) and
 * blackwhite_play.c (the moves, the board, the move language) share.  A position is
 * d, turn (1 white, 2 black), n, then the cells (from 1) of the k pieces
 * from the left: white, black, white, black, ...; pair i is white piece i
 * and the black piece to its right, its gap the cells between them.
 */
#ifndef GR_GAMES_BLACKWHITE_H
#define GR_GAMES_BLACKWHITE_H

#include "grundy.h"

#define BW_PAIRS(p) (((p)->len - 3) / 2)
#define BW_GAP(p, i) ((p)->v[4 + 2 * (i)] - (p)->v[3 + 2 * (i)] - 1)
#define BW_MINE(p, i) (3 + 2 * (i) + ((p)->v[1] == 2)) /* the mover's piece of pair i, its index in v */

extern const gr_game gr_game_blackwhite;

/* p with the gaps of the pairs made gaps[0 .. pairs-1] (each at most as it
 * is) by the mover's pieces, and the turn passed. */
int blackwhite_moved(const gr_pos *p, const uint64_t *gaps, gr_pos *out, gr_error *err);

bool blackwhite_is_terminal(const gr_pos *p);
int blackwhite_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err);
int blackwhite_stall_move(const gr_pos *p, gr_pos *out, gr_error *err);
void blackwhite_board(const gr_pos *p, gr_json *j);
int blackwhite_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
int blackwhite_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);

#endif
