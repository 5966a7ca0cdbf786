/*
 * core_text.h — the keys of the core's own messages (tables in
 * core_text.c), internal to libgrundy.
 */
#ifndef GR_CORE_TEXT_H
#define GR_CORE_TEXT_H

#include "grundy.h"

enum {
  CORE_NOMEM = 0, /* out of memory */
  CORE_TOO_MANY_MOVES_NOTE, /* the computer's note: played the best move instead of a random one */
  CORE_TEXT_COUNT
};

extern const gr_texts gr_core_texts;

#endif
