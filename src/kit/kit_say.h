/*
 * kit_say.h — the kit's move language and limits with their messages from a
 * game's own table (internal to libgrundy): kit_action_say is kit_action
 * whose "malformed action" message is a key of the game's texts, so it is
 * said in every language; keyed trace views and the steps they explain,
 * graphs on a circle, the listing limit and small positions behind fixed
 * fields.  The piles board's pieces are in board_piles.h.
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
/* gr_trace_add_view_text with its value kind; -1 on failure. */
int kit_view_say(gr_trace *t, gr_view_kind kind, const char *name, unsigned label_key, uint32_t rows, uint32_t cols,
                 uint32_t index_origin, gr_value_kind value_kind, gr_error *err);

/* A sequence view (1 x p->len, numbered from 1) of integers holding the
 * position's values: the piles a trace starts from; its index or -1. */
int kit_view_values_say(gr_trace *t, const char *name, unsigned label_key, const gr_pos *p, gr_error *err);

/* The answer view of a closed form's trace: a board cell "first_player_wins"
 * (a yes/no value) labelled in every language; its index or -1. */
int kit_view_first_wins(gr_trace *t, gr_error *err);

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

/* How many winning moves a verdict lists: at most `max`, and about 4
 * million numbers in all when each move is `words` numbers; at least 1. */
size_t kit_listed_cap(size_t words, size_t max);

#endif
