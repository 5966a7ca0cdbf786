/*
 * core_text.h — the keys of the core's own messages (tables in
 * core_text.c), internal to libgrundy.
 */
#ifndef GR_CORE_TEXT_H
#define GR_CORE_TEXT_H

#include "grundy.h"

enum {
  CORE_NOMEM = 0, /* out of memory */
  /* the number scanner (scan.c): {1} names the item, {2} line, {3} column, {4} the text */
  CORE_SCAN_NEGATIVE,
  CORE_SCAN_NOT_NUMBER,
  CORE_SCAN_TOO_BIG,
  CORE_SCAN_ENDED,
  CORE_SCAN_UNEXPECTED,
  CORE_SCAN_TEST_ENDED,
  CORE_SCAN_ZERO_PILE,
  CORE_SCAN_PILE_OF_TEST,
  CORE_TEXT_NUL,      /* {1} line, {2} column of a NUL byte in text */
  /* lists of numbers (text.c) */
  CORE_LIST_TOO_MANY,
  CORE_ITEM,          /* "{2} {1}": item {1} of a kind {2} */
  /* item kinds, as the games name them */
  CORE_NOUN_PILE,
  CORE_NOUN_HEAP,
  CORE_NOUN_NUMBER,
  CORE_NOUN_VALUE,
  CORE_NOUN_EDGE,
  CORE_NOUN_STEP,
  CORE_NOUN_INDEX,
  CORE_NOUN_COIN,
  CORE_NOUN_MULTIPLE,
  /* games and the referee (game.c, referee.c, outcome.c, verify.c) */
  CORE_NO_POSITION,
  CORE_GAME_OVER,
  CORE_UNKNOWN_GAME,
  CORE_TOO_MANY_REACHABLE,
  CORE_TOO_MANY_MOVES,
  CORE_REFEREE_CYCLE,
  CORE_REFEREE_MISERE,
  CORE_REFEREE_STOPPED,
  CORE_NO_ENUMERATION,
  CORE_VERIFY_FAILED,
  /* traces and layouts (trace.c, layout.c) */
  CORE_TRACE_VIEWS,
  CORE_TRACE_CELLS,
  CORE_TRACE_STEPS,
  CORE_TRACE_READS,
  CORE_LAYOUT_EDGE,
  CORE_JOB_FAILED,
  CORE_POSITION_TOO_LARGE,
  CORE_NOT_A_MOVE,  /* an action that is no successor (the default play) */
  CORE_TOO_MANY_MOVES_NOTE, /* the computer's note: played the best move instead of a random one */
  CORE_TEXT_COUNT
};

extern const gr_texts gr_core_texts;

/* The key of an item kind by its English name ("pile"), or CORE_TEXT_COUNT. */
unsigned gr_core_noun(const char *name);

#endif
