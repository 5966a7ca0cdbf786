/* kstake_text.h — the keys of the k and s*k game's messages (tables in kstake_text.c). */
#ifndef GR_KSTAKE_TEXT_H
#define GR_KSTAKE_TEXT_H

#include "grundy.h"

enum {
  KS_TITLE = GR_TEXT_TITLE, KS_RULES = GR_TEXT_RULES, KS_SYNTAX = GR_TEXT_SYNTAX, KS_THEORY = GR_TEXT_THEORY,
  KS_PLAY_SYNTAX = GR_TEXT_PLAY_SYNTAX,
  /* parsing, limits and playing */
  KS_TWO_PILES, KS_PILE_PAST, KS_PILE_PAST_TABLE, KS_TABLE_SIZE, KS_USAGE, KS_K_ZERO, KS_K_RANGE, KS_SK_RANGE,
  /* moves in words */
  KS_MOVE_ONE, KS_MOVE_BOTH,
  /* the trace: rules (name, summary), views */
  KS_R_LOST, KS_R_LOST_SUM, KS_R_TAKE_1, KS_R_TAKE_1_SUM, KS_R_TAKE_2, KS_R_TAKE_2_SUM, KS_R_ROW, KS_R_ROW_SUM,
  KS_R_MIRROR, KS_R_MIRROR_SUM, KS_R_ANSWER, KS_R_ANSWER_SUM,
  KS_V_PILES, KS_V_GRID, KS_V_P, KS_V_ANSWER,
  /* explanations */
  KS_EX_LOST, KS_EX_TAKE, KS_EX_ROW_SELF, KS_EX_ROW, KS_EX_ROW_WINDOW, KS_EX_MIRROR, KS_EX_P, KS_EX_NO_ROW,
  KS_EX_LOST_ANSWER, KS_EX_NOT_MAX, KS_EX_WON_ANSWER, KS_EX_MORE,
  /* the guided tour */
  KS_L_RULES, KS_L_RULES_TEXT, KS_L_SIEVE, KS_L_SIEVE_TEXT, KS_L_IDEA, KS_L_IDEA_TEXT, KS_L_THEOREM,
  KS_L_THEOREM_TEXT, KS_L_TURN, KS_L_TURN_TEXT,
  KS_TEXT_COUNT
};

extern const gr_texts kstake_texts;

#endif
