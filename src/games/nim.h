/*
 * nim.h — Nim and misère Nim (internal to libgrundy): the game tables, the
 * heap functions both share (nim.c), and the misère verdict for the judge
 * readers.
 */
#ifndef GR_NIM_H
#define GR_NIM_H

#include "grundy.h"
#include "kit/kit.h"

extern const gr_game gr_game_nim;
extern const gr_game gr_game_misere;

#define NIM_MAX_HEAPS_SOLVE 100000
#define NIM_MAX_HEAPS_TRACE 1000

/* Heaps with takes only (shared by nim and misere). */
int nim_heaps_parse(const char *text, gr_pos *out, gr_error *err);
int nim_heaps_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err);
int nim_heaps_stall(const gr_pos *p, gr_pos *out, gr_error *err);
void nim_heaps_describe(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out);
void nim_heaps_board(const gr_pos *p, gr_json *j);
int nim_heaps_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
int nim_heaps_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);
/* The first steps of a take ("take PILE COUNT", and lasker's split): the
 * action read by m, which verb, the heap's index (checked) and the count. */
int nim_take_args(const gr_pos *p, const char *action, const kit_moves *m, size_t *verb, size_t *heap,
                  uint64_t *count, gr_error *err);

/* The entries of a game table that nim and misere share. */
#define NIM_HEAPS_TABLE                                                                                            \
  .max_len_solve = NIM_MAX_HEAPS_SOLVE, .max_len_trace = NIM_MAX_HEAPS_TRACE,                                      \
  .parse = nim_heaps_parse, .format = kit_format_values, .moves = nim_heaps_moves, .is_terminal = kit_all_zero,     \
  .stall_move = nim_heaps_stall, .describe_move = nim_heaps_describe, .board = nim_heaps_board,                      \
  .play = nim_heaps_play, .action = nim_heaps_action

/* The misère verdict (SJ theorem / Anti-Nim) from the xor of the heaps and
 * the number of heaps larger than 1: true when the player to move wins. */
static inline bool misere_first_wins(uint64_t x, uint64_t big) { return (x != 0 && big > 0) || (x == 0 && big == 0); }

#endif
