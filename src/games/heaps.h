/*
 * heaps.h — the `heaps` game: sums of heaps played under one heap ruleset
 * (an octal code, a finite subtraction set, or Lasker's Nim), solved with
 * the Grundy-sequence engine of src/algo/sgseq.h, which this header brings
 * in (internal to libgrundy; the tests and the fuzzer include it).
 *
 * heaps.c holds the position, the moves and the verdict; heaps_trace.c the
 * trace (the pattern finder) and its explanations.  What they share is
 * below.
 */
#ifndef GR_HEAPS_H
#define GR_HEAPS_H

#include "grundy.h"
#include "algo/sgseq.h"

extern const gr_game gr_game_heaps;

#define HEAPS_GAME_MAX_HEAPS 1000
#define HEAPS_GAME_MAX_HEAP 1000000u /* octal codes and subtraction sets */
#define HEAPS_TRACE_MAX_HEAPS 100

/* The ruleset of a position made by the game's parser (or a move from
 * one) and the index of its first heap. */
int heaps_decode(const gr_pos *p, heaps_rules *r, size_t *h0, gr_error *err);
int heaps_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
