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

/* What earlier searches found (gr_retro_memo): a position's label and,
 * when no cycle is reachable from it, its value.  A search meeting such a
 * position takes them as they are instead of exploring past it. */
struct gr_retro_memo {
  explorer x;
  unsigned char *label;
  unsigned char *valued;
  uint64_t *value;
  uint32_t cap;
};

gr_retro_memo *gr_retro_memo_new(gr_error *err) {
  gr_retro_memo *m = calloc(1, sizeof *m);
  if (m == NULL || grow_table(&m->x, err) != 0) {
    free(m);
    gr_error_nomem(err);
    return NULL;
  }
  return m;
}

void gr_retro_memo_free(gr_retro_memo *m) {
  if (m == NULL) return;
  explorer_free(&m->x);
  free(m->label);
  free(m->valued);
  free(m->value);
  free(m);
}

/* The memo's index of p + 1, or 0. */
static uint32_t memo_find(const gr_retro_memo *m, const gr_pos *p) {
  if (m == NULL) return 0;
  uint64_t hash = gr_pos_hash(p);
  size_t h = (size_t)hash & (m->x.tcap - 1);
  while (m->x.table[h]) {
    uint32_t i = m->x.table[h] - 1;
    if (m->x.hashes[i] == hash && gr_pos_equal(&m->x.keys[i], p)) return i + 1;
    h = (h + 1) & (m->x.tcap - 1);
  }
  return 0;
}

/* Remembers what this search found (while the memo has room: past it,
 * later searches explore more, never wrongly). */
static int memo_keep(gr_retro_memo *m, const explorer *x, const uint32_t *fixed, const unsigned char *label,
                     const unsigned char *peeled, const uint64_t *value, gr_error *err) {
  for (uint32_t i = 0; m && i < x->count; i++) {
    if (fixed[i] || memo_find(m, &x->keys[i])) continue;
    if (m->x.count == OUTCOME_MAX_STATES) return 0;
    uint32_t k;
    if (intern(&m->x, &x->keys[i], &k, err) != 0) return -1;
    if (k >= m->cap) {
      uint32_t cap = m->cap ? 2 * m->cap : 1024;
      unsigned char *l = realloc(m->label, cap), *v = realloc(m->valued, cap);
      if (l) m->label = l;
      if (v) m->valued = v;
      uint64_t *val = realloc(m->value, (size_t)cap * sizeof *val);
      if (val) m->value = val;
      if (!l || !v || !val) return gr_error_nomem(err);
      m->cap = cap;
    }
    m->label[k] = label[i];
    m->valued[k] = peeled[i];
    m->value[k] = value[i];
  }
  return 0;
}

/* The values by peeling from the ends: value[i] and peeled[i] for each
 * position (a position known to the memo, fixed[i] = its index + 1, comes
 * with its value or is never peeled). */
static void peel(const explorer *x, const uint32_t *pred_start, const uint32_t *pred, bool misere,
                 const gr_retro_memo *m, const uint32_t *fixed, uint32_t *left, uint32_t *queue, uint64_t *vals,
                 unsigned char *seen, uint64_t *value, unsigned char *peeled) {
  uint32_t n = x->count, head = 0, tail = 0;
  for (uint32_t i = 0; i < n; i++) {
    peeled[i] = 0;
    left[i] = x->start[i + 1] - x->start[i];
    if (fixed[i] && m->valued[fixed[i] - 1]) value[i] = m->value[fixed[i] - 1];
    if (fixed[i] ? m->valued[fixed[i] - 1] : left[i] == 0) queue[tail++] = i;
  }
  while (head < tail) {
    uint32_t v = queue[head++], deg = x->start[v + 1] - x->start[v];
    peeled[v] = 1;
    if (!fixed[v]) {
      for (uint32_t e = 0; e < deg; e++) vals[e] = value[x->succ[x->start[v] + e]];
      value[v] = misere && deg == 0 ? 1 : gr_mex(vals, deg, seen);
    }
    for (uint32_t e = pred_start[v]; e < pred_start[v + 1]; e++)
      if (--left[pred[e]] == 0) queue[tail++] = pred[e];
  }
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
  int rc = gr_referee_retrograde_full(r, p, misere, NULL, &full, err);
  if (rc == 0) *outcome = full.outcome;
  gr_retrograde_free(&full);
  return rc;
}

int gr_referee_retrograde_full(gr_referee *r, const gr_pos *p, bool misere, gr_retro_memo *memo, gr_retrograde *out,
                               gr_error *err) {
  memset(out, 0, sizeof *out);
  const gr_game *g = gr_referee_game(r);
  explorer x;
  memset(&x, 0, sizeof x);
  uint32_t *pred_start = NULL, *pred = NULL, *pending = NULL, *queue = NULL;
  unsigned char *label = NULL, *seen = NULL, *peeled = NULL;
  uint32_t *fixed = NULL, fixed_cap = 0;
  uint64_t *value = NULL, *vals = NULL;
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  int rc = -1;
  uint32_t root;
  if (grow_table(&x, err) != 0 || intern(&x, p, &root, err) != 0) goto done;
  /* Breadth first: position i's successors are found when i is reached. */
  for (uint32_t i = 0; i < x.count; i++) {
    x.start[i] = (uint32_t)x.nsucc;
    if (i >= fixed_cap) {
      uint32_t cap = x.cap > i ? x.cap : i + 1;
      uint32_t *f = realloc(fixed, (size_t)cap * sizeof *f);
      if (f == NULL) {
        gr_error_nomem(err);
        goto done;
      }
      fixed = f;
      fixed_cap = cap;
    }
    /* known from an earlier search: not explored past (p itself always is) */
    if ((fixed[i] = i ? memo_find(memo, &x.keys[i]) : 0) != 0) continue;
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
  uint32_t maxdeg = 0;
  for (uint32_t i = 0; i < n; i++)
    if (x.start[i + 1] - x.start[i] > maxdeg) maxdeg = x.start[i + 1] - x.start[i];
  value = calloc((size_t)n, sizeof *value);
  vals = malloc(((size_t)maxdeg + 1) * sizeof *vals);
  seen = malloc((size_t)maxdeg + 1);
  peeled = calloc(n, 1);
  if (!pred_start || !pred || !pending || !queue || !label || !value || !vals || !seen || !peeled) {
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
    if (fixed[i]) { /* as found before; a draw stays unlabelled */
      unsigned char known = memo->label[fixed[i] - 1];
      if (known != DRAWN) {
        label[i] = known;
        queue[tail++] = i;
      }
    } else if (pending[i] == 0) {
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
  peel(&x, pred_start, pred, misere, memo, fixed, pending, queue, vals, seen, value, peeled);
  out->acyclic = peeled[root] != 0;
  if (out->acyclic) { /* then every option is peeled too */
    out->value = value[root];
    for (size_t k = 0; k < out->options; k++) out->option_value[k] = value[x.succ[x.start[0] + k]];
  }
  for (uint32_t i = 0; i < n; i++)
    if (label[i] == UNKNOWN) label[i] = DRAWN;
  rc = memo_keep(memo, &x, fixed, label, peeled, value, err);
done:
  free(fixed);
  free(value);
  free(vals);
  free(seen);
  free(peeled);
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
