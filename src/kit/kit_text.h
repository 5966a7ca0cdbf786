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
  /* dag, every */
  KIT_ARROW_PAST64_VERTEX, KIT_ARROW_PAST64_N, KIT_ARROW_PAST64_START, KIT_ARROW_PAST64_COUNT, KIT_ARROW_PAST64_SEED,
  KIT_ARROW_TOO_MANY_EDGES, KIT_ARROW_UNDECLARED, KIT_ARROW_VERTEX_LIMIT, KIT_ARROW_NOT_EDGE, KIT_ARROW_MALFORMED,
  KIT_ARROW_AFTER_EDGE, KIT_ARROW_EQUALS, KIT_ARROW_SECOND_START, KIT_ARROW_NO_START_VERTEX,
  KIT_ARROW_START_EXPECTED, KIT_ARROW_TOO_MANY_TOKENS, KIT_ARROW_START_UNDECLARED, KIT_ARROW_START_LIMIT,
  KIT_ARROW_AFTER_START, KIT_ARROW_RANDOM_NEEDS_N, KIT_ARROW_RANDOM_TWO, KIT_ARROW_RANDOM_FORM,
  KIT_ARROW_RANDOM_LIMIT, KIT_ARROW_AFTER_RANDOM, KIT_ARROW_UNEXPECTED, KIT_ARROW_MISERE_VALUE, KIT_ARROW_SECOND_N,
  KIT_ARROW_N_FIRST, KIT_ARROW_N_MISSING, KIT_ARROW_N_ZERO, KIT_ARROW_N_LIMIT, KIT_ARROW_AFTER_N,
  KIT_ARROW_UNKNOWN_WORD, KIT_ARROW_NO_START, KIT_ARROW_NO_VERTICES, KIT_ARROW_START_PAST_EDGES,
  /* -- section: lr -- */
  KIT_TEXT_COUNT
};

extern const gr_texts kit_texts;

#endif
