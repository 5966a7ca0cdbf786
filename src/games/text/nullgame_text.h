/*
 * nullgame_text.h — the keys of the null game's messages (tables in
 * nullgame_text.c).  The first five keys are the ones every game has, in
 * this order; the game's own keys follow.
 */
#ifndef GR_NULLGAME_TEXT_H
#define GR_NULLGAME_TEXT_H

#include "grundy.h"

enum {
  NULLGAME_TITLE = GR_TEXT_TITLE, NULLGAME_RULES, NULLGAME_SYNTAX, NULLGAME_THEORY, NULLGAME_PLAY_SYNTAX,
  /* the lesson: a title and a text per stop */
  NULLGAME_L1_TITLE, NULLGAME_L1_TEXT, NULLGAME_L2_TITLE, NULLGAME_L2_TEXT, NULLGAME_L3_TITLE, NULLGAME_L3_TEXT,
  NULLGAME_L4_TITLE, NULLGAME_L4_TEXT, NULLGAME_L5_TITLE, NULLGAME_L5_TEXT,
  /* the trace: its view, its rules (a name and a summary each), its explanations */
  NULLGAME_VIEW_G, NULLGAME_RULE_EMPTY, NULLGAME_SUM_EMPTY, NULLGAME_RULE_MEX, NULLGAME_SUM_MEX,
  NULLGAME_EXPLAIN_EMPTY, NULLGAME_EXPLAIN_ONE, NULLGAME_EXPLAIN_TWO,
  /* a move in words */
  NULLGAME_DESCRIBE, NULLGAME_NOT_A_MOVE,
  /* errors */
  NULLGAME_ONE_HEAP, NULLGAME_USAGE, NULLGAME_TAKE_RANGE, NULLGAME_TRACE_LIMIT,
  NULLGAME_TEXT_COUNT
};

extern const gr_texts nullgame_texts;

#endif
