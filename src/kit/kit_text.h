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
  /* hackenbush, geography, seqjump */
  KIT_GT_PLACE, KIT_GT_EDGE, KIT_GT_VALUE, KIT_GT_VISITED, KIT_GT_ITEM, KIT_GT_N, KIT_GT_START,
  KIT_GT_SETTING, KIT_GT_MISSING, KIT_GT_NOT_NUMBER, KIT_GT_PAST_64, KIT_GT_PAST_MAX, KIT_GT_MAX_EDGES,
  KIT_GT_MAX_VALUES, KIT_GT_EDGE_FORM, KIT_GT_N_TWICE, KIT_GT_START_TWICE, KIT_GT_UNKNOWN_SETTING,
  KIT_GT_SETTINGS_ALL, KIT_GT_SETTINGS_N, KIT_GT_SETTINGS_START, KIT_GT_SETTINGS_NONE, KIT_GT_NOT_EDGE,
  KIT_HB_NO_GROUND, KIT_HB_BAD_VERTEX, KIT_HB_BRANCH_BITS,
  /* -- section: lr -- */
  KIT_TEXT_COUNT
};

extern const gr_texts kit_texts;

#endif
