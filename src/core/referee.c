/*
 * referee.c — the truth the theory is tested against.
 *
 * Exhaustive, memoised search over a game's own move generator: the Grundy
 * value of a position is the mex of its successors' values, and the mover
 * wins exactly when it is non-zero.  Nothing here knows any game; it only
 * calls g->moves.  Positions are memoised in an open-addressing hash table
 * (linear probing, grown at half load).  Search is recursive: depth is the
 * length of the longest play, small within the referee's bounds.  A
 * position met again while it is still being searched means the game graph
 * has a cycle, which this referee does not handle: it says so.
 *
 * Misère games (g->misere: whoever cannot move wins) have no Grundy value
 * in this sense; for them the memoised value is the outcome, 1 when the
 * player to move wins: a position with no move is won, any other is won
 * exactly when some move reaches a lost one.
 *
 * Bounds (gr_referee_set_limits, used by value.c for the Grundy value of
 * any position): a number of distinct positions (memory), of successors
 * generated in all (time) and a length of play (the recursion's depth);
 * past one the search fails with GR_ELIMIT and says which.
 */
#include "grundy.h"
#include "core_text.h"
#include "value_text.h"

#include <stdlib.h>
#include <string.h>

enum { SLOT_EMPTY = 0, SLOT_SEARCHING, SLOT_DONE };

typedef struct slot {
  gr_pos key;
  uint64_t hash;
  uint64_t grundy;
  unsigned char state;
} slot;

struct gr_referee {
  const gr_game *game;
  bool misere;
  slot *slots;
  size_t cap, used;
  gr_error failure; /* after a failed search the table is incomplete: every later call says why */
  /* Bounds (0: none; gr_referee_set_limits): distinct positions, successors
   * generated in all, length of a play; which one stopped a search. */
  uint64_t max_positions, max_moves, moves_seen;
  uint64_t max_bytes, bytes; /* positions stored and move lists alive, in bytes */
  size_t max_depth, depth;
  int limit_hit;
};

#define REFEREE_MAX_MOVES GR_REFEREE_MAX_MOVES

gr_referee *gr_referee_new(const gr_game *g, gr_error *err) {
  gr_referee *r = calloc(1, sizeof *r);
  if (r) {
    r->cap = 1024;
    r->slots = calloc(r->cap, sizeof *r->slots);
  }
  if (r == NULL || r->slots == NULL) {
    free(r);
    gr_error_nomem(err);
    return NULL;
  }
  r->game = g;
  r->misere = g->misere;
  return r;
}

static size_t find(const gr_referee *r, const gr_pos *p, uint64_t hash) {
  size_t i = (size_t)hash & (r->cap - 1);
  while (r->slots[i].state != SLOT_EMPTY &&
         !(r->slots[i].hash == hash && gr_pos_equal(&r->slots[i].key, p)))
    i = (i + 1) & (r->cap - 1);
  return i;
}

static int grow(gr_referee *r, gr_error *err) {
  size_t cap = r->cap * 2;
  slot *old = r->slots, *slots = calloc(cap, sizeof *slots);
  if (slots == NULL) return gr_error_nomem(err);
  size_t old_cap = r->cap;
  r->slots = slots;
  r->cap = cap;
  for (size_t i = 0; i < old_cap; i++)
    if (old[i].state != SLOT_EMPTY) r->slots[find(r, &old[i].key, old[i].hash)] = old[i];
  free(old);
  return 0;
}

/* A bound of gr_referee_set_limits is passed: say which (GR_ELIMIT). */
static int past_limit(gr_referee *r, int which, uint64_t bound, gr_error *err) {
  r->limit_hit = which;
  static const unsigned keys[] = {[GR_REFEREE_LIMIT_POSITIONS] = VALUE_LIMIT_POSITIONS,
                                  [GR_REFEREE_LIMIT_MOVES] = VALUE_LIMIT_MOVES,
                                  [GR_REFEREE_LIMIT_DEPTH] = VALUE_LIMIT_DEPTH,
                                  [GR_REFEREE_LIMIT_BYTES] = VALUE_LIMIT_BYTES};
  return gr_error_say(err, GR_ELIMIT, &gr_value_texts, keys[which], GR_U(bound));
}

static int search(gr_referee *r, const gr_pos *p, uint64_t *out, gr_error *err) {
  uint64_t hash = gr_pos_hash(p);
  size_t i = find(r, p, hash);
  if (r->slots[i].state == SLOT_DONE) {
    *out = r->slots[i].grundy;
    return 0;
  }
  if (r->slots[i].state == SLOT_SEARCHING)
    return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_REFEREE_CYCLE);
  if (r->max_positions && r->used >= r->max_positions)
    return past_limit(r, GR_REFEREE_LIMIT_POSITIONS, r->max_positions, err);
  if (r->max_depth && r->depth >= r->max_depth) return past_limit(r, GR_REFEREE_LIMIT_DEPTH, r->max_depth, err);
  if (2 * (r->used + 1) > r->cap) {
    if (grow(r, err) != 0) return -1;
    i = find(r, p, hash);
  }
  slot *s = &r->slots[i];
  if (gr_pos_copy(&s->key, p, err) != 0) return -1;
  s->hash = hash;
  s->state = SLOT_SEARCHING;
  r->used++;
  r->bytes += sizeof(slot) * 2 + p->len * sizeof(uint64_t); /* the table runs at most half full */

  gr_pos_list moves;
  gr_pos_list_init(&moves);
  uint64_t *values = NULL;
  unsigned char *seen = NULL;
  int rc = -1;
  if (r->game->moves(p, REFEREE_MAX_MOVES, &moves, err) != 0) goto done;
  r->moves_seen += moves.count;
  uint64_t live = 0; /* the successors' values, alive while they are searched */
  for (size_t k = 0; k < moves.count; k++) live += sizeof(gr_pos) + moves.items[k].len * sizeof(uint64_t);
  r->bytes += live;
  if (r->max_moves && r->moves_seen > r->max_moves) {
    r->bytes -= live;
    past_limit(r, GR_REFEREE_LIMIT_MOVES, r->max_moves, err);
    goto done;
  }
  if (r->max_bytes && r->bytes > r->max_bytes) {
    r->bytes -= live;
    past_limit(r, GR_REFEREE_LIMIT_BYTES, r->max_bytes, err);
    goto done;
  }
  values = malloc((moves.count + 1) * sizeof *values);
  seen = malloc(moves.count + 1);
  if (!values || !seen) {
    gr_error_nomem(err);
    goto done;
  }
  r->depth++;
  for (size_t k = 0; k < moves.count; k++)
    if (search(r, &moves.items[k], &values[k], err) != 0) {
      r->depth--;
      r->bytes -= live;
      goto done;
    }
  r->depth--;
  r->bytes -= live;
  if (r->misere) {
    bool some_lost = moves.count == 0; /* misère: no move is a win */
    for (size_t k = 0; k < moves.count && !some_lost; k++) some_lost = values[k] == 0;
    *out = some_lost ? 1 : 0;
  } else {
    *out = gr_mex(values, moves.count, seen);
  }
  i = find(r, p, hash); /* the table may have grown during the recursion */
  r->slots[i].grundy = *out;
  r->slots[i].state = SLOT_DONE;
  rc = 0;
done:
  free(values);
  free(seen);
  gr_pos_list_free(&moves);
  return rc;
}

/* An earlier search failed: say so, with its reason, in every language. */
static int stopped(const gr_referee *r, gr_error *err) {
  const char *reason[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) reason[lang] = r->failure.text[lang];
  return gr_error_say(err, r->failure.status, &gr_core_texts, CORE_REFEREE_STOPPED, GR_L(reason));
}

int gr_referee_grundy(gr_referee *r, const gr_pos *p, uint64_t *grundy, gr_error *err) {
  if (r->misere)
    return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_REFEREE_MISERE, GR_S(r->game->id));
  if (r->failure.status != GR_OK)
    return stopped(r, err);
  if (search(r, p, grundy, &r->failure) == 0) return 0;
  return gr_error_pass(err, &r->failure);
}

int gr_referee_outcome(gr_referee *r, const gr_pos *p, bool *mover_wins, gr_error *err) {
  if (r->failure.status != GR_OK)
    return stopped(r, err);
  uint64_t value;
  if (search(r, p, &value, &r->failure) != 0) return gr_error_pass(err, &r->failure);
  *mover_wins = value != 0;
  return 0;
}

size_t gr_referee_size(const gr_referee *r) { return r->used; }

void gr_referee_set_bytes(gr_referee *r, uint64_t max_bytes) { r->max_bytes = max_bytes; }

void gr_referee_set_limits(gr_referee *r, uint64_t max_positions, uint64_t max_moves, size_t max_depth) {
  r->max_positions = max_positions;
  r->max_moves = max_moves;
  r->max_depth = max_depth;
}

int gr_referee_limit_hit(const gr_referee *r) { return r->limit_hit; }

const gr_game *gr_referee_game(const gr_referee *r) { return r->game; }

void gr_referee_free(gr_referee *r) {
  if (r == NULL) return;
  for (size_t i = 0; i < r->cap; i++) gr_pos_free(&r->slots[i].key);
  free(r->slots);
  free(r);
}
