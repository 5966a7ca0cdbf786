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
 * has a cycle, which this referee does not handle: it says so (a game that
 * does not say it is loopy, gr_game.loopy, has a bug in its moves then).
 * That search fails, but the referee stays usable: the positions it left
 * half-searched become "open" (known, no value) and a later search enters
 * them afresh, while every value already found stays true (it was the mex
 * of values found before it).  So one referee serves all the positions of
 * a loopy game, as verify asks, though some of them reach a cycle.
 *
 * Misère games (g->misere: whoever cannot move wins) have no Grundy value
 * in this sense; for them the memoised value is the misère Grundy value g⁻
 * (Winning Ways, ch. 13): 1 for a position with no move, otherwise the mex
 * of its options' g⁻.  The player to move wins exactly when g⁻ != 0: a
 * position with no move is won, any other is won exactly when some move
 * reaches one of g⁻ 0 (lost).
 *
 * Bounds (gr_referee_set_limits, used by value.c for the Grundy value of
 * any position): a number of distinct positions (memory), of successors
 * generated in all (time) and a length of play (the stack's depth); past
 * one the search fails with GR_ELIMIT and says which.
 *
 * The search keeps its own stack (struct frame), not C's, so that it can
 * pause after some work and go on where it stood (gr_referee_grundy_some):
 * the page runs the value search in slices between animation frames.
 * Paused and resumed, it makes the same moves in the same order as in one
 * call, so it meets the same bounds at the same point.
 */
#include "grundy.h"
#include "core_text.h"
#include "value_text.h"

#include <stdlib.h>
#include <string.h>

/* SLOT_OPEN: its search was abandoned at a cycle; a later one starts it again. */
enum { SLOT_EMPTY = 0, SLOT_SEARCHING, SLOT_DONE, SLOT_OPEN };

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
  bool met_cycle;   /* the failure was a cycle: the table is whole, later calls may search */
  /* Bounds (0: none; gr_referee_set_limits): distinct positions, successors
   * generated in all, length of a play; which one stopped a search. */
  uint64_t max_positions, max_moves, moves_seen;
  uint64_t max_bytes, bytes; /* positions stored and move lists alive, in bytes */
  size_t max_depth;
  int limit_hit;
  /* The search's stack (depth frames; see search) and its pause: work is
   * the successors generated and their numbers copied since the search
   * was last called, pause_work the work after which it pauses (0: never). */
  struct frame *stack;
  size_t depth, stack_cap;
  uint64_t work, pause_work;
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

/* Where the search stands: one frame per position being searched, from
 * the root down; each holds the position's successors, their values as
 * found, and the next one to search. */
typedef struct frame {
  gr_pos key;       /* the slot's key (shares its numbers: slots move, keys do not) */
  uint64_t hash;
  gr_pos_list moves;
  uint64_t *values;
  unsigned char *seen;
  uint64_t live;    /* the successors' bytes, counted in r->bytes */
  size_t next;      /* the successor to search next */
} frame;

static void frame_free(frame *f) {
  free(f->values);
  free(f->seen);
  gr_pos_list_free(&f->moves);
}

/* Enters position p: 0 with its value when known, 1 when it now has a frame
 * on the stack, -1 on failure (a cycle, a bound, memory). */
static int enter(gr_referee *r, const gr_pos *p, uint64_t *out, gr_error *err) {
  uint64_t hash = gr_pos_hash(p);
  size_t i = find(r, p, hash);
  if (r->slots[i].state == SLOT_DONE) {
    *out = r->slots[i].grundy;
    return 0;
  }
  if (r->slots[i].state == SLOT_SEARCHING) {
    /* Only a game whose table says loopy may come back to a position; in
     * any other the cycle is a bug in its moves, not a property of play. */
    if (!r->game->loopy) return gr_error_set(err, GR_ESTATE, "internal: %s's moves return to a position, yet its table does not say loopy", r->game->id);
    r->met_cycle = true;
    return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_REFEREE_CYCLE);
  }
  if (r->max_positions && r->used >= r->max_positions)
    return past_limit(r, GR_REFEREE_LIMIT_POSITIONS, r->max_positions, err);
  if (r->max_depth && r->depth >= r->max_depth) return past_limit(r, GR_REFEREE_LIMIT_DEPTH, r->max_depth, err);
  if (r->depth == r->stack_cap) {
    size_t cap = r->stack_cap ? 2 * r->stack_cap : 64;
    frame *stack = realloc(r->stack, cap * sizeof *stack);
    if (stack == NULL) return gr_error_nomem(err);
    r->stack = stack;
    r->stack_cap = cap;
  }
  if (r->slots[i].state == SLOT_EMPTY) {
    if (2 * (r->used + 1) > r->cap) {
      if (grow(r, err) != 0) return -1;
      i = find(r, p, hash);
    }
    if (gr_pos_copy(&r->slots[i].key, p, err) != 0) return -1;
    r->slots[i].hash = hash;
    r->used++;
    r->bytes += sizeof(slot) * 2 + p->len * sizeof(uint64_t); /* the table runs at most half full */
  } /* else SLOT_OPEN: stored and counted already */
  slot *s = &r->slots[i];
  s->state = SLOT_SEARCHING;

  frame *f = &r->stack[r->depth];
  memset(f, 0, sizeof *f);
  f->key = s->key;
  f->hash = hash;
  gr_pos_list_init(&f->moves);
  /* No more successors than the bytes left could hold, each at least half
   * as long as p: a root of 10^5 piles would otherwise make up to 10^5
   * candidates of 10^5 numbers before the bound below said no (157 ms of
   * one task on the page, issue 13).  Past them, the bytes bound. */
  uint64_t left = r->max_bytes > r->bytes ? r->max_bytes - r->bytes : 0, per = sizeof(gr_pos) + p->len / 2 * sizeof(uint64_t);
  size_t cap = !r->max_bytes || left / per >= REFEREE_MAX_MOVES ? REFEREE_MAX_MOVES : (size_t)(left / per);
  if (r->game->moves(p, cap, &f->moves, err) != 0) {
    if (cap < REFEREE_MAX_MOVES && err->status == GR_ELIMIT) {
      gr_error_clear(err);
      past_limit(r, GR_REFEREE_LIMIT_BYTES, r->max_bytes, err);
    }
    goto fail;
  }
  r->moves_seen += f->moves.count;
  r->work += f->moves.count + 1;
  for (size_t k = 0; k < f->moves.count; k++) {
    f->live += sizeof(gr_pos) + f->moves.items[k].len * sizeof(uint64_t);
    r->work += f->moves.items[k].len;
  }
  if (r->max_moves && r->moves_seen > r->max_moves) {
    past_limit(r, GR_REFEREE_LIMIT_MOVES, r->max_moves, err);
    goto fail;
  }
  if (r->max_bytes && r->bytes + f->live > r->max_bytes) {
    past_limit(r, GR_REFEREE_LIMIT_BYTES, r->max_bytes, err);
    goto fail;
  }
  f->values = malloc((f->moves.count + 1) * sizeof *f->values);
  f->seen = malloc(f->moves.count + 1);
  if (!f->values || !f->seen) {
    gr_error_nomem(err);
    goto fail;
  }
  r->bytes += f->live;
  r->depth++;
  return 1;
fail:
  frame_free(f);
  return -1;
}

/* Leaves the top frame, whose successors all have values: its own value. */
static uint64_t leave(gr_referee *r) {
  frame *f = &r->stack[--r->depth];
  uint64_t value;
  if (r->misere && f->moves.count == 0)
    value = 1; /* misère: the player who cannot move wins; g⁻ = 1 */
  else
    value = gr_mex(f->values, f->moves.count, f->seen);
  slot *s = &r->slots[find(r, &f->key, f->hash)]; /* the table may have grown meanwhile */
  s->grundy = value;
  s->state = SLOT_DONE;
  r->bytes -= f->live;
  frame_free(f);
  return value;
}

/* The search, depth first, from the frames on the stack (none: from p):
 * 0 with p's value, 1 paused (r->pause_work of work done: call again with
 * the same p), -1 failed (the stack is emptied and the positions it held
 * become open; the callers refuse later searches unless it was a cycle). */
static int search(gr_referee *r, const gr_pos *p, uint64_t *out, gr_error *err) {
  r->work = 0;
  if (r->depth == 0) {
    int rc = enter(r, p, out, err);
    if (rc <= 0) return rc;
  }
  while (r->depth > 0) {
    frame *f = &r->stack[r->depth - 1];
    if (f->next == f->moves.count) {
      uint64_t value = leave(r);
      if (r->depth == 0) {
        *out = value;
        return 0;
      }
      f = &r->stack[r->depth - 1];
      f->values[f->next++] = value;
      continue;
    }
    if (r->pause_work && r->work >= r->pause_work) return 1;
    int rc = enter(r, &f->moves.items[f->next], &f->values[f->next], err);
    if (rc == 0) r->stack[r->depth - 1].next++; /* f too: nothing was pushed */
    if (rc < 0) {
      while (r->depth > 0) {
        frame *g = &r->stack[--r->depth];
        r->slots[find(r, &g->key, g->hash)].state = SLOT_OPEN;
        r->bytes -= g->live;
        frame_free(g);
      }
      return -1;
    }
  }
  return -1; /* not reached */
}

/* A search failed: err says why.  A cycle leaves the table whole (its
 * positions open), so the next call may search again; any other failure
 * (a bound, memory) stops the referee for good. */
static int failed(gr_referee *r, gr_error *err) {
  gr_error_pass(err, &r->failure);
  if (r->met_cycle) {
    gr_error_clear(&r->failure);
    r->met_cycle = false;
  }
  return -1;
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
  int rc = search(r, p, grundy, &r->failure);
  return rc >= 0 ? rc : failed(r, err);
}

int gr_referee_grundy_some(gr_referee *r, const gr_pos *p, uint64_t work, uint64_t *grundy, gr_error *err) {
  r->pause_work = work ? work : 1;
  int rc = gr_referee_grundy(r, p, grundy, err);
  r->pause_work = 0;
  return rc;
}

int gr_referee_misere_some(gr_referee *r, const gr_pos *p, uint64_t work, uint64_t *g_minus, gr_error *err) {
  if (!r->misere) return gr_error_set(err, GR_ESTATE, "internal: gr_referee_misere_some on a normal-play game");
  if (r->failure.status != GR_OK) return stopped(r, err);
  r->pause_work = work;
  int rc = search(r, p, g_minus, &r->failure);
  r->pause_work = 0;
  return rc >= 0 ? rc : failed(r, err);
}

int gr_referee_outcome(gr_referee *r, const gr_pos *p, bool *mover_wins, gr_error *err) {
  if (r->failure.status != GR_OK)
    return stopped(r, err);
  uint64_t value;
  if (search(r, p, &value, &r->failure) != 0) return failed(r, err);
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
  while (r->depth > 0) frame_free(&r->stack[--r->depth]);
  free(r->stack);
  for (size_t i = 0; i < r->cap; i++) gr_pos_free(&r->slots[i].key);
  free(r->slots);
  free(r);
}
