/*
 * board_piles.h — pieces of a piles board (internal to libgrundy): the row
 * of piles with the playable ones, and a single action written from its
 * words.  kit.h's kit_board_piles writes a whole board from a verb table;
 * the move forms' words come from gw_catalogue's arg_labels.
 */
#ifndef GR_BOARD_PILES_H
#define GR_BOARD_PILES_H

#include "grundy.h"

/* Opens a piles board: {"kind": "piles", "piles": [...], "playable": [...]}
 * with every pile playable, or only the first when `first_only`; the caller
 * writes its actions and closes the object. */
void kit_board_piles_begin(const gr_pos *p, gr_json *j, bool first_only);

/* "actions": [{"verb": verb, "args": [args...]}] (key included), one verb. */
void kit_json_one_action(gr_json *j, const char *verb, const char *const *args, size_t nargs);

#endif
