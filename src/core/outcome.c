/*
 * outcome.c — win, loss or draw by exhaustive search, under normal or
 * misère play, for games whose graph may have cycles.
 *
 * gr_referee_grundy (referee.c) recurses and memoises Grundy values, which
 * needs an acyclic game and normal play.  This search answers a different
 * question — who wins, or nobody — and so it can handle both: it generates
 * every position reachable from the start with the game's own move
 * generator (breadth first, positions interned in a hash table), then
 * labels them by retrograde analysis:
 *   - a position without moves is lost for the mover (normal play) or won
 *     (misère play: the player who cannot move wins);
 *   - a position with a successor lost for the mover there is won;
 *   - a position all of whose successors are won (for the mover there) is
 *     lost;
 *   - what is never labelled is a draw: it has no lost successor and at
 *     least one drawn one, so neither player can force the end.
 * The labelling uses a counter of unresolved successors per position and a
 * queue, O(positions + moves).  gr_referee_retrograde_full also peels the
 * same graph from its ends (Kahn's order: a position once all its
 * successors are done) for the Grundy value, or under misère play g⁻ (1
 * with no move, else the mex), when no cycle is reachable: a second,
 * non-recursive computation of what referee.c's memoised search finds.  Nothing is kept between calls: each call
 * explores from its own start (the tests call it on small positions).
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>

#define OUTCOME_MAX_STATES (1u << 20)
#define OUTCOME_MAX_MOVES 100000

enum { LOST = 0, WON = 1, DRAWN = 2, UNKNOWN = 3 };

typedef struct explorer {
  gr_pos *keys;      /* the positions, in the order they were found */
  uint64_t *hashes;
  uint32_t count, cap;
  uint32_t *table;   /* open addressing: index + 1, 0 empty */
  size_t tcap;
  uint32_t *succ;    /* successors of position i: succ[start[i] .. start[i+1]) */
  uint32_t *start;
  size_t nsucc, succ_cap;
} explorer;

static void explorer_free(explorer *x) {
  for (uint32_t i = 0; i < x->count; i++) gr_pos_free(&x->keys[i]);
  free(x->keys);
  free(x->hashes);
  free(x->table);
  free(x->succ);
  free(x->start);
}

static int grow_table(explorer *x, gr_error *err) {
  size_t cap = x->tcap ? 2 * x->tcap : 1024;
  uint32_t *table = calloc(cap, sizeof *table);
  if (table == NULL) return gr_error_nomem(err);
  for (uint32_t i = 0; i < x->count; i++) {
    size_t h = (size_t)x->hashes[i] & (cap - 1);
    while (table[h]) h = (h + 1) & (cap - 1);
    table[h] = i + 1;
  }
  free(x->table);
  x->table = table;
  x->tcap = cap;
  return 0;
}

/* The index of p, adding a copy of it when new. */
static int intern(explorer *x, const gr_pos *p, uint32_t *index, gr_error *err) {
  uint64_t hash = gr_pos_hash(p);
  size_t h = (size_t)hash & (x->tcap - 1);
  while (x->table[h]) {
    uint32_t i = x->table[h] - 1;
    if (x->hashes[i] == hash && gr_pos_equal(&x->keys[i], p)) {
      *index = i;
      return 0;
    }
    h = (h + 1) & (x->tcap - 1);
  }
  if (x->count == OUTCOME_MAX_STATES)
    return gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_TOO_MANY_REACHABLE, GR_U(OUTCOME_MAX_STATES));
  if (x->count == x->cap) {
    uint32_t cap = x->cap ? 2 * x->cap : 256;
    gr_pos *keys = realloc(x->keys, cap * sizeof *keys);
    if (keys) x->keys = keys;
    uint64_t *hashes = realloc(x->hashes, cap * sizeof *hashes);
    if (hashes) x->hashes = hashes;
    uint32_t *start = realloc(x->start, ((size_t)cap + 1) * sizeof *start);
    if (start) x->start = start;
    if (!keys || !hashes || !start) return gr_error_nomem(err);
    x->cap = cap;
  }
  uint32_t i = x->count;
  gr_pos_init(&x->keys[i]);
  if (gr_pos_copy(&x->keys[i], p, err) != 0) return -1;
  x->hashes[i] = hash;
  x->table[h] = i + 1;
  x->count++;
  *index = i;
  if (2 * (size_t)x->count > x->tcap) return grow_table(x, err);
  return 0;
}

static int add_successor(explorer *x, uint32_t j, gr_error *err) {
  if (x->nsucc == x->succ_cap) {
    size_t cap = x->succ_cap ? 2 * x->succ_cap : 1024;
    if (cap > UINT32_MAX) return gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_TOO_MANY_MOVES);
    uint32_t *succ = realloc(x->succ, cap * sizeof *succ);
    if (succ == NULL) return gr_error_nomem(err);
    x->succ = succ;
    x->succ_cap = cap;
  }
  x->succ[x->nsucc++] = j;
  return 0;
}

/* The values by peeling from the ends: 0 done (x's graph acyclic or not,
 * out->acyclic says), -1 out of memory. */
static int peel(const explorer *x, const uint32_t *pred_start, const uint32_t *pred, bool misere,
                gr_retrograde *out, gr_error *err) {
  uint32_t n = x->count, maxdeg = 0;
  for (uint32_t i = 0; i < n; i++)
    if (x->start[i + 1] - x->start[i] > maxdeg) maxdeg = x->start[i + 1] - x->start[i];
  uint32_t *left = malloc((size_t)n * sizeof *left), *queue = malloc((size_t)n * sizeof *queue);
  uint64_t *value = malloc((size_t)n * sizeof *value), *vals = malloc(((size_t)maxdeg + 1) * sizeof *vals);
  unsigned char *seen = malloc((size_t)maxdeg + 1);
  int rc = -1;
  if (!left || !queue || !value || !vals || !seen) {
    gr_error_nomem(err);
    goto done;
  }
  uint32_t head = 0, tail = 0;
  for (uint32_t i = 0; i < n; i++)
    if ((left[i] = x->start[i + 1] - x->start[i]) == 0) queue[tail++] = i;
  while (head < tail) {
    uint32_t v = queue[head++], deg = x->start[v + 1] - x->start[v];
    for (uint32_t e = 0; e < deg; e++) vals[e] = value[x->succ[x->start[v] + e]];
    value[v] = misere && deg == 0 ? 1 : gr_mex(vals, deg, seen);
    for (uint32_t e = pred_start[v]; e < pred_start[v + 1]; e++)
      if (--left[pred[e]] == 0) queue[tail++] = pred[e];
  }
  out->acyclic = tail == n;
  if (out->acyclic) {
    out->value = value[0];
    for (size_t k = 0; k < out->options; k++) out->option_value[k] = value[x->succ[x->start[0] + k]];
  }
  rc = 0;
done:
  free(left);
  free(queue);
  free(value);
  free(vals);
  free(seen);
  return rc;
}

void gr_retrograde_free(gr_retrograde *out) {
  free(out->option_outcome);
  free(out->option_value);
  out->option_outcome = NULL;
  out->option_value = NULL;
  out->options = 0;
}

int gr_referee_retrograde(gr_referee *r, const gr_pos *p, bool misere, int *outcome, gr_error *err) {
  gr_retrograde full;
  int rc = gr_referee_retrograde_full(r, p, misere, &full, err);
  if (rc == 0) *outcome = full.outcome;
  gr_retrograde_free(&full);
  return rc;
}

int gr_referee_retrograde_full(gr_referee *r, const gr_pos *p, bool misere, gr_retrograde *out, gr_error *err) {
  memset(out, 0, sizeof *out);
  const gr_game *g = gr_referee_game(r);
  explorer x;
  memset(&x, 0, sizeof x);
  uint32_t *pred_start = NULL, *pred = NULL, *pending = NULL, *queue = NULL;
  unsigned char *label = NULL;
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  int rc = -1;
  uint32_t root;
  if (grow_table(&x, err) != 0 || intern(&x, p, &root, err) != 0) goto done;
  /* Breadth first: position i's successors are found when i is reached. */
  for (uint32_t i = 0; i < x.count; i++) {
    x.start[i] = (uint32_t)x.nsucc;
    gr_pos_list_free(&moves);
    if (g->moves(&x.keys[i], OUTCOME_MAX_MOVES, &moves, err) != 0) goto done;
    for (size_t k = 0; k < moves.count; k++) {
      uint32_t j;
      if (intern(&x, &moves.items[k], &j, err) != 0 || add_successor(&x, j, err) != 0) goto done;
    }
  }
  x.start[x.count] = (uint32_t)x.nsucc;

  /* Predecessors as compressed rows, for the backward labelling. */
  uint32_t n = x.count;
  pred_start = calloc((size_t)n + 1, sizeof *pred_start);
  pred = malloc((x.nsucc ? x.nsucc : 1) * sizeof *pred);
  pending = malloc((size_t)n * sizeof *pending);
  queue = malloc((size_t)n * sizeof *queue);
  label = malloc(n);
  if (!pred_start || !pred || !pending || !queue || !label) {
    gr_error_nomem(err);
    goto done;
  }
  for (size_t e = 0; e < x.nsucc; e++) pred_start[x.succ[e] + 1]++;
  for (uint32_t i = 0; i < n; i++) pred_start[i + 1] += pred_start[i];
  memcpy(pending, pred_start, (size_t)n * sizeof *pending); /* as fill cursors first */
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t e = x.start[i]; e < x.start[i + 1]; e++) pred[pending[x.succ[e]]++] = i;

  uint32_t head = 0, tail = 0;
  for (uint32_t i = 0; i < n; i++) {
    pending[i] = x.start[i + 1] - x.start[i];
    label[i] = UNKNOWN;
    if (pending[i] == 0) {
      label[i] = misere ? WON : LOST;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    uint32_t v = queue[head++];
    for (uint32_t e = pred_start[v]; e < pred_start[v + 1]; e++) {
      uint32_t u = pred[e];
      if (label[u] != UNKNOWN) continue;
      if (label[v] == LOST) {
        label[u] = WON;
        queue[tail++] = u;
      } else if (--pending[u] == 0) {
        label[u] = LOST;
        queue[tail++] = u;
      }
    }
  }
  out->outcome = label[root] == UNKNOWN ? DRAWN : label[root];
  out->options = x.start[1] - x.start[0];
  out->positions = n;
  out->option_outcome = malloc((out->options + 1) * sizeof *out->option_outcome);
  out->option_value = malloc((out->options + 1) * sizeof *out->option_value);
  if (!out->option_outcome || !out->option_value) {
    gr_error_nomem(err);
    goto done;
  }
  for (size_t k = 0; k < out->options; k++) {
    unsigned char l = label[x.succ[x.start[0] + k]];
    out->option_outcome[k] = l == UNKNOWN ? DRAWN : l;
  }
  rc = peel(&x, pred_start, pred, misere, out, err);
done:
  gr_pos_list_free(&moves);
  explorer_free(&x);
  free(pred_start);
  free(pred);
  free(pending);
  free(queue);
  free(label);
  if (rc != 0) gr_retrograde_free(out);
  return rc;
}
