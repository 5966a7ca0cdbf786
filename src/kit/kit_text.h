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
  KIT_USAGE, KIT_OR, /* the move language's usage message (kit_play) */
  KIT_WORD_PILE, KIT_WORD_COUNT, KIT_WORD_SIZE, KIT_WORD_STEP, KIT_WORD_COIN, KIT_WORD_LEFT, KIT_WORD_FROM,
  KIT_WORD_TO,
  KIT_HEAP, KIT_STEP, KIT_HEAPS, KIT_STEPS, KIT_COINS, /* what a position is made of */
  KIT_NO_NUMBERS, KIT_NO_HEAPS, KIT_NO_STEPS, KIT_NO_COINS, KIT_VERDICT_MAX, KIT_TRACE_MAX, KIT_TOO_MANY_MOVES,
  KIT_NO_SUCH_HEAP, KIT_TAKE_RANGE, KIT_X_WINS, KIT_X_LOSES, KIT_VIEW_HEAPS, KIT_VIEW_WINS, KIT_DESCRIBE_TAKE,
  KIT_NUM_TOO_MANY, KIT_NUM_NEGATIVE, KIT_NUM_NOT_WHOLE, KIT_NUM_TOO_BIG, /* an action's numbers */
  KIT_ARG_SECOND_COIN, KIT_ARG_THIRD_COIN, KIT_ARG_NEAR_LEFT, KIT_ARG_RUN_FIRST, KIT_ARG_RUN_LAST, KIT_ARG_RUN_RIGHT,
  /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
  /* wythoff, fibonacci, kstake */
  KIT_WFK_MANY_MOVES, KIT_WFK_PILES_1_2, KIT_WFK_PERIOD,
  /* circle, redistribute, ring, leftmost */
  KIT_CF_COLON, KIT_CF_COMMA, KIT_CF_FIRST_WINS, KIT_CF_NO_PILES, KIT_CF_PILES_SOLVE_LIMIT, KIT_CF_PILES_TRACE_LIMIT,
  KIT_CF_TAKE_BETWEEN, KIT_CF_MOVES_LIMIT, KIT_CF_MORE_MOVES,
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
  /* hackenbush, geography, seqjump */
  KIT_GT_PLACE, KIT_GT_EDGE, KIT_GT_VALUE, KIT_GT_VISITED, KIT_GT_ITEM, KIT_GT_N, KIT_GT_START,
  KIT_GT_SETTING, KIT_GT_MISSING, KIT_GT_NOT_NUMBER, KIT_GT_PAST_64, KIT_GT_PAST_MAX, KIT_GT_MAX_EDGES,
  KIT_GT_MAX_VALUES, KIT_GT_EDGE_FORM, KIT_GT_N_TWICE, KIT_GT_START_TWICE, KIT_GT_UNKNOWN_SETTING,
  KIT_GT_SETTINGS_ALL, KIT_GT_SETTINGS_N, KIT_GT_SETTINGS_START, KIT_GT_SETTINGS_NONE, KIT_GT_NOT_EDGE,
  KIT_HB_NO_GROUND, KIT_HB_BAD_VERTEX, KIT_HB_BRANCH_BITS,
  /* -- section: lr -- */
  KIT_TOO_MANY_MOVES, /* {1} moves, at most {2} listed (lr, nullgame, chomp) */
  KIT_ARG_ROW, KIT_ARG_COLUMN, /* the grid's move form (chomp) */
  KIT_TEXT_COUNT
};

extern const gr_texts kit_texts;

#endif
