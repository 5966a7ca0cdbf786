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
#include "algo/genus.h"
#include "algo/sgseq.h"

extern const gr_game gr_game_heaps;

#define HEAPS_GAME_MAX_HEAPS 1000
#define HEAPS_GAME_MAX_HEAP 1000000u /* octal codes and subtraction sets */
#define HEAPS_TRACE_MAX_HEAPS 100

/* The ruleset of a position made by the game's parser (or a move from
 * one) and the index of its first heap. */
int heaps_decode(const gr_pos *p, heaps_rules *r, size_t *h0, gr_error *err);
int heaps_trace_start(const gr_pos *p, gr_job **job, gr_error *err);
/* The position with heap p->v[at] replaced by heaps a and b (0: none), in
 * order. */
int heaps_successor(const gr_pos *p, size_t h0, size_t at, uint64_t a, uint64_t b, gr_pos *out, gr_error *err);

/* ---- misère play by the genus (heaps_misere.c) ---------------------------- */

/* A position all of whose heaps are tame: its ruleset, the genus table of
 * heaps 0 .. its largest, the xor of the heaps' g and how many are firm. */
typedef struct heaps_tame {
  heaps_rules rules;
  size_t h0;
  heaps_genus_table table;
  uint64_t g;
  size_t firm;
  /* When some heap is not known tame: the first such heap and why. */
  uint64_t untamed;
  enum { HEAPS_UNTAMED_WILD = 1, HEAPS_UNTAMED_PAST_TABLE, HEAPS_UNTAMED_UNSETTLED } why;
} heaps_tame;

/* 1: every heap of p is tame (*t filled: heaps_tame_free it); 0: some heap
 * is wild, or too large for the genus table, or its genus did not settle
 * (t->untamed and t->why say which; nothing else to free: the exact search
 * decides); -1: error. */
int heaps_tame_of(const gr_pos *p, heaps_tame *t, gr_error *err);
void heaps_tame_free(heaps_tame *t);
/* The tame sum rule: g- of a tame sum of xor g, firm when some part is. */
static inline uint64_t heaps_tame_rule(uint64_t g, bool firm) { return firm ? g : g ^ 1u; }
/* Calls won(ctx, next) for every move of p after which p's heaps beside an
 * outside part of xor g_out (firm_out: some part of it is firm) make a sum
 * of g- 0; next is the heaps position the move leaves, the callee's to
 * keep or free.  Stops at the first non-zero return. */
typedef int (*heaps_tame_won_fn)(void *ctx, gr_pos *next, gr_error *err);
int heaps_tame_winning(const gr_pos *p, const heaps_tame *t, uint64_t g_out, bool firm_out, heaps_tame_won_fn won,
                       void *ctx, gr_error *err);
int heaps_misere_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
int heaps_misere_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
