/*
 * judge_text.h — the keys of the judge readers' messages (tables in
 * judge_text.c), internal to libgrundy.
 */
#ifndef GR_JUDGE_TEXT_H
#define GR_JUDGE_TEXT_H

#include "grundy.h"

enum {
  JUDGE_TOO_MANY_TESTS,   /* {1} line, {2} the limit */
  JUDGE_NO_END,           /* {1} line, {2} what ends the input */
  JUDGE_SET_SIZE,         /* {1} test, {2} line, {3} k, {4} the limit */
  JUDGE_SET_ZERO,         /* {1} test, {2} line */
  JUDGE_VALUE_PAST,       /* {1} what, {2} test, {3} line, {4} the value, {5} the limit */
  JUDGE_COUNT_PAST,       /* {1} what, {2} test, {3} line, {4} the value, {5} the limit */
  JUDGE_WORK_PAST,        /* {1} test, {2} line, {3} the limit of table cells times moves */
  JUDGE_SIDE_RANGE,       /* {1} which side, {2} line, {3} the value, {4} the smallest, {5} the largest */
  JUDGE_ITEM_SET_SIZE,    /* "the size k of set {1}" */
  JUDGE_ITEM_SET_ELEMENT, /* "element {2} of set {1}" */
  JUDGE_ITEM_QUERIES,     /* "the number m of positions of set {1}" */
  JUDGE_ITEM_HEAPS,       /* "the heap count l of position {2} of set {1}" */
  JUDGE_ITEM_HEAP,        /* "heap {3} of position {2} of set {1}" */
  JUDGE_ITEM_PILE_OF_LINE,/* "pile {2} of game {1}" */
  JUDGE_ITEM_WIDTH,       /* "the width W of game {1}" */
  JUDGE_ITEM_HEIGHT,      /* "the height H of game {1}" */
  JUDGE_NOUN_ELEMENT,
  JUDGE_NOUN_HEAP,
  JUDGE_NOUN_PILE,
  JUDGE_NOUN_POSITIONS,
  JUDGE_NOUN_HEAPS,
  JUDGE_WIDTH,
  JUDGE_HEIGHT,
  JUDGE_END_ZERO,         /* "the closing 0" */
  JUDGE_END_ZEROS,        /* "the closing 0 0 0" */
  JUDGE_FILE_WORK,        /* {1} test, {2} line, {3} the work so far with this test, {4} the limit, {5} the measure (a key) */
  JUDGE_MEASURE_LR,       /* what zjoi2009 counts per test */
  JUDGE_MEASURE_TABLE,    /* what hdu1536 counts per test */
  JUDGE_TEXT_COUNT
};

extern const gr_texts judge_texts;

#endif
