/*
 * genus.h — misère play of heap rulesets (octal codes, subtraction sets,
 * lasker, grundy): the misère Grundy value g- of a sum of heaps with copies
 * of *1 and *2, the genus of each heap (Winning Ways, ch. 13; Conway, On
 * Numbers and Games, ch. 12) with tame or wild marked, and the tame sum
 * rule for the misère outcome of a sum of heaps.  Internal to libgrundy
 * (prefix heaps_genus_); `grundy sg RULESET --misere --upto N` reaches it
 * through grundy.h's gr_sg_misere_* (genus_out.c).
 *
 * Definitions.  g-(0) = 1 and otherwise g-(G) = mex of g-(G') over the
 * options G'.  The genus of G is g^{γ0 γ1 γ2 ...} with g the normal-play
 * Grundy value and γk = g-(G + *2 + ... + *2), k copies of *2.  The
 * sequence γ is eventually periodic with period 2 and is written with its
 * two-value tail once: *0 is 0^{120}, *1 is 1^{031}, *2 is 2^{20}.
 *
 * Tame.  A genus is of tame form when it is 0^{120} or 1^{031} ("fickle":
 * the game plays like a bunch of *1's) or g^{g, g xor 2, g, ...} ("firm":
 * it plays like a nim position with a heap of 2 or more).  A heap is tame
 * when its genus has tame form and every heap its moves leave is tame.  A
 * sum of tame games is tame (Winning Ways, "Tame and wild"): its g is the
 * xor of the g's, it is firm when one part is firm, and its g- is g when
 * firm, g xor 1 when fickle (misère Nim's rule).  The unit test
 * test_genus checks this rule against the definition, by exhaustive search,
 * on every small sum of heaps with *1's and *2's.
 */
#ifndef GR_ALGO_GENUS_H
#define GR_ALGO_GENUS_H

#include "sgseq.h"

/* γ0..γ(k) are computed for k up to this; the tail must repeat twice
 * within it (three values alike two apart) or the heap is refused. */
#define HEAPS_GENUS_MAX_K 24
/* grundy sg --misere --upto N: the largest N. */
#define HEAPS_GENUS_MAX_UPTO 1000u
/* The positions the exact search may remember in all (a sum of heaps with
 * k *2's and j *1's each); past it the computation stops with GR_ELIMIT. */
#define HEAPS_GENUS_MAX_STATES 300000u

typedef enum heaps_tameness {
  HEAPS_WILD = 0,
  HEAPS_FICKLE = 1, /* tame, genus 0^{120} or 1^{031} */
  HEAPS_FIRM = 2    /* tame, genus g^{g, g xor 2} */
} heaps_tameness;

typedef struct heaps_genus {
  uint16_t g;                              /* the normal-play Grundy value */
  uint8_t digits;                          /* γ0..γ(digits - 1) make the written superscript */
  uint8_t computed;                        /* γ0..γ(computed - 1) were computed */
  uint16_t gamma[HEAPS_GENUS_MAX_K + 1];
  heaps_tameness tame;
} heaps_genus;

typedef struct heaps_genus_table {
  heaps_rules rules;
  uint64_t count;          /* heaps 0 .. count - 1 */
  heaps_genus *heap;
  uint64_t states;         /* positions the exact search remembered */
  bool tame_rule;          /* the search used the tame sum rule (false: the definition alone) */
} heaps_genus_table;

/* The search behind the genera; opaque (genus.c). */
typedef struct heaps_genus_search heaps_genus_search;

/* The genera of heaps 0..upto (upto <= HEAPS_GENUS_MAX_UPTO; past it, or
 * past HEAPS_GENUS_MAX_STATES, GR_ELIMIT naming the heap).  use_tame_rule:
 * let the search evaluate sums of tame heaps by the tame sum rule (false:
 * by the definition alone, for tests). */
int heaps_genus_compute(const heaps_rules *r, uint64_t upto, bool use_tame_rule, heaps_genus_table *out,
                        gr_error *err);
/* The same table where only tame heaps matter (for the tame sum rule): a
 * heap whose moves leave a wild heap is marked wild without computing its
 * superscript (digits 0), so the search never meets a wild heap and the
 * cost stays that of one heap at a time (heaps 0..1000 of Kayles: a few
 * milliseconds).  heaps_genus_tame_sum and heaps_genus_misere_value work
 * on it as on a full table. */
int heaps_genus_compute_tame(const heaps_rules *r, uint64_t upto, heaps_genus_table *out, gr_error *err);
void heaps_genus_free(heaps_genus_table *t);

/* g- of heaps[0..n) + twos*(*2) + ones*(*1), every heap < t->count, by the
 * same search (the tame rule where every heap is tame, else exact search
 * within HEAPS_GENUS_MAX_STATES).  0 and *out set, or -1 with err. */
int heaps_genus_misere_value(const heaps_genus_table *t, const uint64_t *heaps, size_t n, unsigned twos,
                             unsigned ones, uint16_t *out, gr_error *err);

/* The tame sum rule alone: when every heap in heaps[0..n) is tame (each <
 * t->count), sets *g_minus to the sum's misère Grundy value and returns 1
 * (the first player wins in misère play iff *g_minus != 0); returns 0 when
 * some heap is wild or past the table (the caller searches instead). */
int heaps_genus_tame_sum(const heaps_genus_table *t, const uint64_t *heaps, size_t n, uint16_t *g_minus);

/* Calls visit(ctx, a, b) for every option of a heap of h under r: the move
 * leaves heaps a and b (0: none; a <= b when both are heaps).  Returns what
 * the first failing visit returns (non-zero), else 0. */
typedef int (*heaps_option_fn)(void *ctx, uint32_t a, uint32_t b);
int heaps_genus_each_option(const heaps_rules *r, uint32_t h, heaps_option_fn visit, void *ctx);

/* The superscript as digits, values past 9 in parentheses: "120", "4(10)6". */
void heaps_genus_superscript(const heaps_genus *h, gr_buf *out);

/* `grundy sg --misere` output (genus_out.c). */
void heaps_genus_text(const heaps_genus_table *t, gr_lang lang, gr_buf *out);
void heaps_genus_json(gr_json *j, const heaps_genus_table *t);

#endif
