/*
 * core_text.h — the keys of the core's own messages (tables in
 * core_text.c), internal to libgrundy.
 */
#ifndef GR_CORE_TEXT_H
#define GR_CORE_TEXT_H

#include "grundy.h"

enum {
  CORE_NOMEM = 0, /* out of memory */
  CORE_GAME_OVER,   /* no move to make (the defaults of gr_game, game.c) */
  CORE_NOT_A_MOVE,  /* an action that is no successor (the default play) */
  CORE_TEXT_COUNT
};

extern const gr_texts gr_core_texts;

#endif
