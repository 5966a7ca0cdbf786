/*
 * kit_say.h — graphs on a circle and small positions behind fixed fields
 * (internal to libgrundy; the move language, trace views and the listing
 * limit are in kit.h, the piles board's pieces in board_piles.h).
 */
#ifndef GR_KIT_SAY_H
#define GR_KIT_SAY_H

#include "grundy.h"

/* Gives graph view `view` (one row of n cells) its n nodes evenly around
 * a circle (gr_layout_circle) and its edges: edge i from from[i] to to[i],
 * or when from is NULL the ring's edges i -> i + 1 (mod n), nedges of them. */
int kit_graph_on_circle(gr_trace *t, int view, uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t nedges,
                        gr_error *err);


/* kit_enumerate with every vector visited after the same `nhead` values
 * (at most 4): head[0..nhead) ++ v, for a game whose positions start with
 * fixed fields (a kind, a parameter). */
int kit_enumerate_behind(const uint64_t *head, size_t nhead, size_t min_len, size_t max_len, uint64_t lo, uint64_t hi,
                         int (*visit)(const gr_pos *p, void *ctx), void *ctx);


#endif
