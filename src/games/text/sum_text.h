/* sum_text.h — the keys of the sum game's messages (tables in sum_text.c). */
#ifndef GR_SUM_TEXT_H
#define GR_SUM_TEXT_H

#include "grundy.h"

enum {
  SUM_TITLE = GR_TEXT_TITLE, SUM_RULES, SUM_SYNTAX, SUM_THEORY, SUM_PLAY_SYNTAX,
  /* parsing and playing */
  SUM_EMPTY_COMPONENT,  /* {1} the component's number */
  SUM_NO_COLON,         /* {1} number, {2} its text */
  SUM_UNKNOWN_GAME,     /* {1} number, {2} the game's name */
  SUM_NESTED,           /* {1} number */
  SUM_MISERE,           /* {1} number, {2} the game */
  SUM_TOO_MANY,         /* {1} the most components */
  SUM_COMPONENT_ERROR,  /* {1} number, {2} game, {3} the game's own message */
  SUM_NO_VALUE,         /* {1} number, {2} game, {3} why */
  SUM_NO_VALUE_DRAW,    /* {1} number, {2} game */
  SUM_USAGE,            /* the action language */
  SUM_NO_COMPONENT,     /* {1} the number asked, {2} how many */
  SUM_DESCRIBE,         /* {1} number, {2} game, {3} the component's own description */
  SUM_ARG_COMPONENT, SUM_ARG_ACTION, /* the move form's fields: I and ACTION */
  /* the trace */
  SUM_VIEW_VALUES, SUM_VIEW_BITS, SUM_VIEW_TOTAL,
  SUM_RULE_VALUE, SUM_SUM_VALUE, SUM_RULE_BIT, SUM_SUM_BIT, SUM_RULE_XOR, SUM_SUM_XOR, SUM_RULE_TOTAL,
  SUM_SUM_TOTAL,
  SUM_EXPLAIN_VALUE,    /* {1} number, {2} game, {3} position, {4} value */
  SUM_EXPLAIN_BIT,      /* {1} 2^b, {2} number, {3} value, {4} the bit */
  SUM_EXPLAIN_XOR,      /* {1} 2^b, {2} ones, {3} the bit */
  SUM_EXPLAIN_TOTAL,    /* {1} G, {2} who wins */
  SUM_FIRST_WINS, SUM_SECOND_WINS,
  /* the lesson */
  SUM_L1_TITLE, SUM_L1_TEXT, SUM_L2_TITLE, SUM_L2_TEXT, SUM_L3_TITLE, SUM_L3_TEXT, SUM_L4_TITLE, SUM_L4_TEXT,
  SUM_L5_TITLE, SUM_L5_TEXT,
  SUM_TEXT_COUNT
};

extern const gr_texts sum_texts;

#endif
