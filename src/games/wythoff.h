/*
 * wythoff.h — Wythoff's game: exact cold positions for 64-bit piles, shared
 * with the judge reader poj1067 (internal to libgrundy).
 */
#ifndef GR_WYTHOFF_H
#define GR_WYTHOFF_H

#include "grundy.h"

extern const gr_game gr_game_wythoff;

typedef unsigned __int128 gr_u128;

/* isqrt(5 k^2) = floor(k sqrt 5), exactly, for every 64-bit k (< 2^66). */
gr_u128 wythoff_sqrt5(uint64_t k);
/* a_k = floor(k phi) = floor((k + isqrt(5 k^2)) / 2), exactly (< 2^65). */
gr_u128 wythoff_lower(uint64_t k);
/* Whether (a, b) is cold (lost for the mover), with multiplications only:
 * with lo = min(a, b), k = |a - b|, lo = floor(k phi) iff
 * (2 lo - k)^2 < 5 k^2 < (2 lo - k + 2)^2 (and 2 lo > k), in 192-bit
 * integers.  The judge's fast path; agrees with wythoff_lower. */
bool wythoff_is_cold(uint64_t a, uint64_t b);
/* The Grundy value of (a, b) by a computed table (wythoff_value.c): 1 with
 * *value set when both piles are at most WYTHOFF_VALUE_MAX, 0 past that,
 * -1 out of memory. */
#define WYTHOFF_VALUE_MAX 1000
int wythoff_value(uint64_t a, uint64_t b, uint64_t *value, gr_error *err);
/* The same table's moves from (a, b) to positions of value target, pushed
 * onto out, and the value of (a, b): 1, or 0 past WYTHOFF_VALUE_MAX. */
int wythoff_moves_to(uint64_t a, uint64_t b, uint64_t target, uint64_t *value, gr_pos_list *out, gr_error *err);
/* The other member of the cold pair containing v (every v >= 1 is in
 * exactly one: Beatty), the pair's index k and whether v is its lower
 * member a_k.  v = 0: the pair (0, 0), k = 0. */
void wythoff_partner(uint64_t v, gr_u128 *partner, uint64_t *k, bool *lower);

#endif
