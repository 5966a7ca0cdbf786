/*
 * board_piles.h — pieces of a piles board (internal to libgrundy): the row
 * of piles with the playable ones, and the whole board of the games whose
 * one action is "take PILE COUNT".  kit.h's kit_board_piles writes a whole
 * board from a verb table;
 * the move forms' words come from gw_catalogue's arg_labels.
 */
#ifndef GR_BOARD_PILES_H
#define GR_BOARD_PILES_H

#include "grundy.h"
#include "kit/kit.h"

/* Which piles a piles board marks playable. */
typedef enum kit_playable { KIT_PLAYABLE_ALL, KIT_PLAYABLE_FIRST, KIT_PLAYABLE_ENDS } kit_playable;

/* Opens a piles board: {"kind": "piles", "piles": [...], "playable": [...]}
 * with every pile playable, only the first, or only the two end piles; the
 * caller writes its actions and closes the object. */
void kit_board_piles_begin(const gr_pos *p, gr_json *j, kit_playable which);
/* The verb "take PILE COUNT" of the games whose one action it is (a move
 * language of its own, kit_moves, reads it with the game's usage). */
extern const kit_verb kit_take_pile_count[1];
/* A whole piles board whose one action is "take PILE COUNT". */
void kit_board_piles_take(const gr_pos *p, gr_json *j, kit_playable which);

#endif
