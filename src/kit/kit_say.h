/*
 * kit_say.h — the kit's move language and limits with their messages from a
 * game's own table (internal to libgrundy): kit_action_say is kit_action
 * whose "malformed action" message is a key of the game's texts, so it is
 * said in every language; graphs on a circle and small positions behind
 * fixed fields (trace views and the listing limit are in kit.h).  The piles board's pieces are in board_piles.h.
 */
#ifndef GR_KIT_SAY_H
#define GR_KIT_SAY_H

#include "grundy.h"

/* kit_action(action, verb, min_args, max_args, ...) with the usage message
 * `usage_key` of `texts`; other failures (a number too large) pass on. */
int kit_action_say(const char *action, const char *verb, size_t min_args, size_t max_args, const gr_texts *texts,
                   unsigned usage_key, uint64_t *args, size_t *nargs, gr_error *err);
/* "take A B", the action of the games whose one verb takes two numbers (a
 * pile or a coin, then a count), read with kit_action_say. */
int kit_take_say(const char *action, const gr_texts *texts, unsigned usage_key, uint64_t *a, uint64_t *b,
                 gr_error *err);
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
