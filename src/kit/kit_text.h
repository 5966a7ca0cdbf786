/*
 * kit_text.h — the keys of the kit's messages (tables in kit_text.c): what
 * several games say alike (move-language errors, argument labels of the
 * move forms, common parser messages).  Each group of games adds its keys
 * in its own section, so branches merge cleanly.
 */
#ifndef GR_KIT_TEXT_H
#define GR_KIT_TEXT_H

#include "grundy.h"

enum {
  KIT_GAME_OVER = 0, /* the game is over: there is no move to make */
  KIT_NOT_ONE_MOVE,  /* that position is not one move away */
  /* -- section: move language and boards -- */
  KIT_ARG_PILE, KIT_ARG_COUNT, KIT_ARG_HEAP, KIT_ARG_STEP, KIT_ARG_PART_SIZE, KIT_ARG_PART, KIT_ARG_COIN,
  KIT_ARG_EDGE, KIT_ARG_VALUE, KIT_ARG_VERTEX, KIT_ARG_TOKEN, KIT_ARG_INDEX, KIT_ARG_K, KIT_ARG_S,
  /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
  /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
  /* -- section: heaps and octal -- */
  /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
  /* -- section: lr -- */
  KIT_TOO_MANY_MOVES, /* {1} moves, at most {2} listed (lr, nullgame, chomp) */
  KIT_ARG_ROW, KIT_ARG_COLUMN, /* the grid's move form (chomp) */
  KIT_TEXT_COUNT
};

extern const gr_texts kit_texts;

#endif
