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
  /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
  /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
  /* -- section: heaps and octal -- */
  /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
  /* -- section: lr -- */
  KIT_TEXT_COUNT
};

extern const gr_texts kit_texts;

#endif
