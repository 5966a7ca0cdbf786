/*
 * value_text.h — the keys of the messages about Grundy values found by
 * search (value.c) and the referee's bounds (referee.c); tables in
 * value_text.c, registered in src/games/registry.c's other_texts.
 */
#ifndef GR_VALUE_TEXT_H
#define GR_VALUE_TEXT_H

#include "grundy.h"

enum {
  VALUE_DOMAIN = 0,       /* what the domain is about (never a note: 0 means none) */
  /* the referee's bounds, {1} the bound */
  VALUE_LIMIT_POSITIONS,
  VALUE_LIMIT_MOVES,
  VALUE_LIMIT_DEPTH,
  VALUE_LIMIT_BYTES,
  /* notes: why a position has no Grundy value ("grundy_note") */
  VALUE_NOTE_POSITIONS,   /* {1} the bound on positions */
  VALUE_NOTE_MOVES,       /* {1} the bound on successors generated */
  VALUE_NOTE_DEPTH,       /* {1} the longest play searched */
  VALUE_NOTE_WIDE,        /* one position has too many moves to list */
  VALUE_NOTE_CYCLE,       /* the game graph has a cycle */
  VALUE_NOTE_MEMORY,      /* out of memory */
  VALUE_NOTE_BYTES,       /* {1} the bound on memory in bytes */
  VALUE_TEXT_COUNT
};

#endif
