/*
 * circle.h — coins on a circle, take 1..k adjacent ones (seed 001,
 * 对称性构造; POJ 2484 with k = 2): the theory, for the judge reader and
 * the tests (internal to libgrundy).
 */
#ifndef GR_CIRCLE_H
#define GR_CIRCLE_H

#include "grundy.h"

extern const gr_game gr_game_circle;

#define CIRCLE_MAX_ARCS_SOLVE 100000
#define CIRCLE_MAX_ARCS_TRACE 1000
/* Rows of the Grundy table computed by mex at most (0 .. CIRCLE_TABLE - 1);
 * longer rows need a period proven inside the table. */
#define CIRCLE_TABLE 8192
/* A whole-circle trace draws every coin: at most this many. */
#define CIRCLE_TRACE_COINS 200
/* An arcs trace fills the table by mex: rows up to this length. */
#define CIRCLE_TRACE_ROWS 256
/* Winning moves listed at most. */
#define CIRCLE_MAX_LISTED 1000
/* Candidate moves a solve examines one by one at most; past that it looks
 * for the mirror move and one winning move by the Nim argument only. */
#define CIRCLE_SCAN_MAX (1u << 24)

/* The whole circle of n >= 1 coins, moves taking 1..k >= 1 adjacent coins:
 * the first player wins iff n <= k, or k = 1 and n is odd. */
bool circle_first_wins(uint64_t n, uint64_t k);

/* The Grundy value of a row (an arc) of L coins when a move takes 1..k
 * adjacent coins from it, possibly splitting it in two: L itself when
 * L <= k, otherwise by mex (and beyond CIRCLE_TABLE rows by a period proven
 * with the octal-game periodicity theorem).  GR_ELIMIT when neither covers
 * L.  Runs to the end (for tests and tools). */
int circle_row_grundy(uint64_t k, uint64_t L, uint64_t *out, gr_error *err);

/* ---- shared by circle.c (rules), circle_theory.c and circle_trace.c ---- */

enum { CIRCLE_KIND_WHOLE = 0, CIRCLE_KIND_ARCS = 1 }; /* v[1] */

static inline bool circle_whole(const gr_pos *p) { return p->len == 3 && p->v[1] == CIRCLE_KIND_WHOLE; }
static inline size_t circle_narcs(const gr_pos *p) { return p->len >= 2 && p->v[1] == CIRCLE_KIND_ARCS ? p->len - 2 : 0; }
bool circle_is_terminal(const gr_pos *p);
/* The arcs after arc i becomes the rows a and b (either may be 0). */
int circle_split_arc(const gr_pos *p, size_t i, uint64_t a, uint64_t b, gr_pos *out, gr_error *err);
/* The first move: t coins out of the whole circle leave one row of n - t. */
int circle_open(const gr_pos *p, uint64_t t, gr_pos *out, gr_error *err);
/* Candidate moves in an arc of L coins. */
unsigned __int128 circle_arc_candidates(uint64_t L, uint64_t k);
/* The rows of the Grundy table a position needs: 0 when every arc is at most k. */
uint64_t circle_rows_needed(const uint64_t *arcs, size_t m, uint64_t k);
/* The rotation making the arcs a palindrome (a mirror position), or -1. */
long circle_mirror_axis(const uint64_t *arcs, size_t m);
int circle_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
int circle_solve_to_start(const gr_pos *p, uint64_t target, gr_job **job, gr_error *err);
int circle_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
