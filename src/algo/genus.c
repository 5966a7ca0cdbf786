/*
 * genus.c — the genus of every heap of a ruleset, by the definition:
 * γk(n) = g-(heap n + k copies of *2), found by an exact memoised search
 * over the positions such a sum reaches — a multiset of heaps of the
 * ruleset with some *2's and some *1's (a *2 moves to *1 or to nothing).
 *
 * How.  Heaps are done in increasing order, so every heap a move leaves is
 * known when heap n is reached.  A position is kept normalised: a heap
 * whose game tree is exactly that of *0, *1 or *2 (the heap 1 of Kayles is
 * *1, the heap 2 is *2) is counted among the nim heaps (the same game, not
 * an equivalence), the rest sorted, and two *1's cancel.  Where every heap of a position is tame
 * the tame sum rule gives g- at once (genus.h); otherwise the search takes
 * the mex over every option, remembering each position it evaluates (at
 * most HEAPS_GENUS_MAX_STATES).  The superscript is computed for k = 0, 1,
 * ... until its two-value tail has been seen three times over.
 */
#include "genus.h"
#include "genus_text.h"

#include <stdlib.h>
#include <string.h>

struct heaps_genus_search {
  const heaps_rules *r;
  const heaps_genus *heap; /* genera known so far: heaps 0 .. known - 1 */
  uint64_t known;
  int8_t *iso;             /* heap h is the game *0, *1, *2 (0, 1, 2) or none of them (-1) */
  uint64_t count;          /* heaps 0 .. count - 1 may occur */
  bool tame_rule;
  uint64_t target;         /* the heap whose genus is sought (UINT64_MAX: a sum) */
  /* the memory: open addressing; a slot holds 1 + the key's offset in keys */
  uint32_t *keys;
  size_t nkeys, capkeys;
  size_t *slot;
  uint16_t *value;
  size_t nslots, used;
  gr_error *err;
};

/* ---- the moves of one heap ------------------------------------------------ */

static int each_option(const heaps_rules *r, uint32_t h, heaps_option_fn visit, void *ctx) {
  int rc;
  if (r->kind == HEAPS_ALLBUT) { /* any count but the excluded; no split (an all-but set has no digits) */
    for (uint32_t k = 1; k <= h; k++)
      if (!heaps_rules_excludes(r, k) && (rc = visit(ctx, h - k, 0)) != 0) return rc;
    return 0;
  }
  if (r->kind == HEAPS_LASKER) {
    for (uint32_t k = 1; k <= h; k++)
      if ((rc = visit(ctx, h - k, 0)) != 0) return rc;
    for (uint32_t a = 1; a <= h / 2; a++)
      if ((rc = visit(ctx, a, h - a)) != 0) return rc;
    return 0;
  }
  if (h <= r->t && (r->digit[h] & 1))
    if ((rc = visit(ctx, 0, 0)) != 0) return rc;
  for (size_t i = 0; i < r->nleave1 && r->leave1[i] < h; i++)
    if ((rc = visit(ctx, h - r->leave1[i], 0)) != 0) return rc;
  for (size_t i = 0; i < r->nsplit && (uint64_t)r->split[i] + 2 <= h; i++) {
    uint32_t s = h - r->split[i];
    for (uint32_t a = 1; a <= heaps_half(s, r->kind == HEAPS_GRUNDY); a++)
      if ((rc = visit(ctx, a, s - a)) != 0) return rc;
  }
  return 0;
}

/* Which nim heap's game tree heap h has: its options' trees, as a set. */
typedef struct iso_ctx {
  const int8_t *iso;
  bool seen[3], other;
} iso_ctx;

static int iso_visit(void *ctx, uint32_t a, uint32_t b) {
  iso_ctx *c = ctx;
  int x = a ? c->iso[a] : 0, y = b ? c->iso[b] : 0;
  /* *0 + *m is *m; any other sum is none of *0, *1, *2 as a tree */
  int sum = x < 0 || y < 0 ? -1 : x == 0 ? y : y == 0 ? x : -1;
  if (sum < 0) c->other = true;
  else c->seen[sum] = true;
  return 0;
}

static int8_t iso_of(const heaps_rules *r, const int8_t *iso, uint32_t h) {
  iso_ctx c = {.iso = iso};
  each_option(r, h, iso_visit, &c);
  if (c.other || c.seen[2]) return -1;
  if (!c.seen[0] && !c.seen[1]) return 0;
  if (c.seen[0] && !c.seen[1]) return 1;
  return c.seen[0] && c.seen[1] ? 2 : -1;
}

int heaps_genus_each_option(const heaps_rules *r, uint32_t h, heaps_option_fn visit, void *ctx) {
  return each_option(r, h, visit, ctx);
}

/* ---- positions ------------------------------------------------------------ */

/* A position: heaps (none of them *0, *1 or *2), sorted, and the nim heaps. */
typedef struct position {
  uint32_t *h;
  size_t n;
  unsigned twos, ones;
} position;

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

/* Moves every *0, *1, *2 among p's heaps into the counts, and sorts the rest. */
static void normalise(const heaps_genus_search *S, position *p) {
  size_t k = 0;
  for (size_t i = 0; i < p->n; i++) {
    uint32_t h = p->h[i];
    int8_t t = h ? S->iso[h] : 0;
    if (t == 1) p->ones++;
    else if (t == 2) p->twos++;
    else if (t < 0) p->h[k++] = h;
  }
  p->n = k;
  qsort(p->h, k, sizeof *p->h, cmp_u32);
}

/* The tame sum rule; false when some heap is not known to be tame. */
static bool tame_value(const heaps_genus_search *S, const position *p, uint16_t *out) {
  unsigned g = (p->twos & 1 ? 2u : 0u) ^ (p->ones & 1u);
  bool firm = p->twos > 0;
  for (size_t i = 0; i < p->n; i++) {
    if (p->h[i] >= S->known || S->heap[p->h[i]].tame == HEAPS_WILD) return false;
    g ^= S->heap[p->h[i]].g;
    firm = firm || S->heap[p->h[i]].tame == HEAPS_FIRM;
  }
  *out = (uint16_t)(firm ? g : g ^ 1u);
  return true;
}

/* ---- the memory ----------------------------------------------------------- */

static uint64_t hash_key(const uint32_t *k, size_t len) {
  uint64_t x = 1469598103934665603ull;
  for (size_t i = 0; i < len; i++) x = (x ^ k[i]) * 1099511628211ull;
  return x ^ (x >> 29);
}

/* The key of p in S->keys' scratch end: twos, ones, n, heaps. */
static uint32_t *key_of(heaps_genus_search *S, const position *p, size_t *len) {
  *len = p->n + 3;
  if (S->nkeys + *len > S->capkeys) {
    size_t cap = S->capkeys ? S->capkeys * 2 : 4096;
    while (cap < S->nkeys + *len) cap *= 2;
    uint32_t *k = realloc(S->keys, cap * sizeof *k);
    if (k == NULL) return NULL;
    S->keys = k;
    S->capkeys = cap;
  }
  uint32_t *k = S->keys + S->nkeys;
  k[0] = p->twos;
  k[1] = p->ones;
  k[2] = (uint32_t)p->n;
  memcpy(k + 3, p->h, p->n * sizeof *p->h);
  return k;
}

static size_t *find_slot(heaps_genus_search *S, const uint32_t *key, size_t len) {
  size_t mask = S->nslots - 1;
  for (size_t i = (size_t)hash_key(key, len) & mask;; i = (i + 1) & mask) {
    if (S->slot[i] == 0) return &S->slot[i];
    const uint32_t *k = S->keys + S->slot[i] - 1;
    if (k[2] + 3 == len && memcmp(k, key, len * sizeof *k) == 0) return &S->slot[i];
  }
}

static int grow_slots(heaps_genus_search *S) {
  size_t n = S->nslots ? S->nslots * 2 : 1u << 12;
  size_t *slot = calloc(n, sizeof *slot);
  uint16_t *value = malloc(n * sizeof *value);
  if (slot == NULL || value == NULL) {
    free(slot);
    free(value);
    return -1;
  }
  size_t *old = S->slot;
  uint16_t *oldv = S->value;
  size_t oldn = S->nslots;
  S->slot = slot;
  S->value = value;
  S->nslots = n;
  for (size_t i = 0; i < oldn; i++) {
    if (old[i] == 0) continue;
    const uint32_t *k = S->keys + old[i] - 1;
    size_t *s = find_slot(S, k, k[2] + 3);
    *s = old[i];
    S->value[s - S->slot] = oldv[i];
  }
  free(old);
  free(oldv);
  return 0;
}

/* ---- the search ------------------------------------------------------------ */

static int gminus(heaps_genus_search *S, position *p, uint16_t *out);

typedef struct values {
  uint16_t *v;
  size_t n, cap;
} values;

static int values_push(values *V, uint16_t x) {
  if (V->n == V->cap) {
    size_t cap = V->cap ? V->cap * 2 : 16;
    uint16_t *v = realloc(V->v, cap * sizeof *v);
    if (v == NULL) return -1;
    V->v = v;
    V->cap = cap;
  }
  V->v[V->n++] = x;
  return 0;
}

static uint16_t mex(const values *V) {
  /* the mex is at most the number of values */
  size_t n = V->n;
  bool small[512];
  bool *seen = n < 512 ? small : malloc(n + 1);
  if (seen == NULL) return UINT16_MAX;
  memset(seen, 0, n + 1);
  for (size_t i = 0; i < n; i++)
    if (V->v[i] <= n) seen[V->v[i]] = true;
  uint16_t m = 0;
  while (seen[m]) m++;
  if (seen != small) free(seen);
  return m;
}

/* Evaluates the option of p where heap `at` leaves a and b. */
typedef struct option_ctx {
  heaps_genus_search *S;
  const position *p;
  size_t at;
  values *V;
} option_ctx;

/* Puts x into the sorted h[0..*n), keeping it sorted. */
static void insert_sorted(uint32_t *h, size_t *n, uint32_t x) {
  size_t i = *n;
  while (i > 0 && h[i - 1] > x) {
    h[i] = h[i - 1];
    i--;
  }
  h[i] = x;
  (*n)++;
}

/* A heap a move leaves: dropped (*0), counted (*1, *2) or kept in order. */
static void leave_heap(const heaps_genus_search *S, position *q, uint32_t a) {
  int8_t t = a ? S->iso[a] : 0;
  if (t == 1) q->ones++;
  else if (t == 2) q->twos++;
  else if (t < 0) insert_sorted(q->h, &q->n, a);
}

static int option_visit(void *ctx, uint32_t a, uint32_t b) {
  option_ctx *c = ctx;
  const position *p = c->p;
  /* most positions hold a few heaps: their options are built on the stack */
  uint32_t small[64];
  uint32_t *h = p->n + 1 <= 64 ? small : malloc((p->n + 1) * sizeof *h);
  if (h == NULL) return gr_error_nomem(c->S->err);
  position q = {.h = h, .n = 0, .twos = p->twos, .ones = p->ones};
  for (size_t i = 0; i < p->n; i++)
    if (i != c->at) h[q.n++] = p->h[i];
  leave_heap(c->S, &q, a);
  leave_heap(c->S, &q, b);
  uint16_t v;
  int rc = gminus(c->S, &q, &v);
  if (h != small) free(h);
  if (rc != 0) return rc;
  return values_push(c->V, v) == 0 ? 0 : gr_error_nomem(c->S->err);
}

static int nim_option(heaps_genus_search *S, const position *p, unsigned twos, unsigned ones, values *V) {
  position q = {.h = p->h, .n = p->n, .twos = twos, .ones = ones};
  uint16_t v;
  if (gminus(S, &q, &v) != 0) return -1;
  return values_push(V, v) == 0 ? 0 : gr_error_nomem(S->err);
}

static int gminus(heaps_genus_search *S, position *p, uint16_t *out) {
  /* *1 + *1 = 0 in misère play too (On Numbers and Games, ch. 12), so only
   * the parity of the *1's matters; test_genus checks it against the
   * definition, which keeps every *1 */
  p->ones &= 1u;
  if (p->n == 0 && p->twos == 0 && p->ones == 0) {
    *out = 1; /* no move: the player to move has won */
    return 0;
  }
  if (S->tame_rule && tame_value(S, p, out)) return 0;
  size_t len;
  uint32_t *key = key_of(S, p, &len);
  if (key == NULL) return gr_error_nomem(S->err);
  if (S->used * 2 >= S->nslots && grow_slots(S) != 0) return gr_error_nomem(S->err);
  size_t *s = find_slot(S, key, len);
  if (*s) {
    *out = S->value[s - S->slot];
    return 0;
  }
  if (S->used >= HEAPS_GENUS_MAX_STATES) {
    if (S->target == UINT64_MAX)
      return gr_error_say(S->err, GR_ELIMIT, &genus_texts, GENUS_SUM_STATES_LIMIT, GR_U(HEAPS_GENUS_MAX_STATES));
    return gr_error_say(S->err, GR_ELIMIT, &genus_texts, GENUS_STATES_LIMIT, GR_U(S->target),
                        GR_U(HEAPS_GENUS_MAX_STATES), GR_U(S->target - 1));
  }
  /* The options; the key is copied first (the recursion reuses the scratch). */
  position here = *p;
  here.h = malloc((p->n ? p->n : 1) * sizeof *here.h);
  if (here.h == NULL) return gr_error_nomem(S->err);
  memcpy(here.h, p->h, p->n * sizeof *here.h);
  values V = {0};
  int rc = 0;
  for (size_t i = 0; i < here.n && rc == 0; i++) {
    if (i > 0 && here.h[i] == here.h[i - 1]) continue; /* equal heaps, the same options */
    option_ctx c = {.S = S, .p = &here, .at = i, .V = &V};
    rc = each_option(S->r, here.h[i], option_visit, &c);
  }
  if (rc == 0 && here.twos) rc = nim_option(S, &here, here.twos - 1, here.ones + 1, &V);
  if (rc == 0 && here.twos) rc = nim_option(S, &here, here.twos - 1, here.ones, &V);
  if (rc == 0 && here.ones) rc = nim_option(S, &here, here.twos, here.ones - 1, &V);
  uint16_t m = rc == 0 ? mex(&V) : 0;
  free(V.v);
  if (rc == 0 && m == UINT16_MAX) rc = gr_error_nomem(S->err);
  if (rc == 0) {
    /* store under the key, written again at the scratch end */
    key = key_of(S, &here, &len);
    if (key == NULL) rc = gr_error_nomem(S->err);
  }
  if (rc == 0) {
    if (S->used * 2 >= S->nslots && grow_slots(S) != 0) rc = gr_error_nomem(S->err);
  }
  if (rc == 0) {
    s = find_slot(S, key, len);
    *s = S->nkeys + 1;
    S->value[s - S->slot] = m;
    S->nkeys += len;
    S->used++;
    *out = m;
  }
  free(here.h);
  return rc;
}

static int search_init(heaps_genus_search *S, const heaps_rules *r, const heaps_genus *heap, uint64_t count,
                       bool tame_rule, gr_error *err) {
  memset(S, 0, sizeof *S);
  S->r = r;
  S->heap = heap;
  S->count = count;
  S->tame_rule = tame_rule;
  S->err = err;
  S->iso = malloc(count ? count : 1);
  if (S->iso == NULL) return gr_error_nomem(err);
  for (uint64_t h = 0; h < count; h++) S->iso[h] = h ? iso_of(r, S->iso, (uint32_t)h) : 0;
  return 0;
}

static void search_free(heaps_genus_search *S) {
  free(S->iso);
  free(S->keys);
  free(S->slot);
  free(S->value);
}

/* ---- genera ---------------------------------------------------------------- */

/* The normal-play value and whether every heap an option leaves is tame. */
typedef struct normal_ctx {
  const heaps_genus *heap;
  values *V;
  bool parts_tame;
} normal_ctx;

static int normal_visit(void *ctx, uint32_t a, uint32_t b) {
  normal_ctx *c = ctx;
  if ((a && c->heap[a].tame == HEAPS_WILD) || (b && c->heap[b].tame == HEAPS_WILD)) c->parts_tame = false;
  return values_push(c->V, (uint16_t)(c->heap[a].g ^ c->heap[b].g));
}

static heaps_tameness tame_form(const heaps_genus *h) {
  const uint16_t *y = h->gamma;
  if (h->digits == 3 && h->g == 0 && y[0] == 1 && y[1] == 2 && y[2] == 0) return HEAPS_FICKLE;
  if (h->digits == 3 && h->g == 1 && y[0] == 0 && y[1] == 3 && y[2] == 1) return HEAPS_FICKLE;
  if (h->digits == 2 && y[0] == h->g && y[1] == (h->g ^ 2u)) return HEAPS_FIRM;
  return HEAPS_WILD;
}

/* The written length: the least m with γ(k+2) = γk for every k >= m seen. */
static unsigned tail_start(const uint16_t *y, unsigned computed) {
  unsigned m = computed - 2;
  while (m > 0 && y[m - 1] == y[m + 1]) m--;
  return m;
}

/* tame_only: a heap whose moves leave a wild heap is marked wild at once,
 * its superscript not computed (digits 0). */
static int genus_of(heaps_genus_search *S, heaps_genus *heap, uint32_t n, bool tame_only, gr_error *err) {
  heaps_genus *H = &heap[n];
  memset(H, 0, sizeof *H);
  values V = {0};
  normal_ctx c = {.heap = heap, .V = &V, .parts_tame = true};
  if (each_option(S->r, n, normal_visit, &c) != 0) {
    free(V.v);
    return gr_error_nomem(err);
  }
  uint16_t g = mex(&V);
  free(V.v);
  if (g == UINT16_MAX) return gr_error_nomem(err);
  H->g = g;
  if (tame_only && !c.parts_tame) return 0; /* memset: HEAPS_WILD, no digits */
  for (unsigned k = 0; k <= HEAPS_GENUS_MAX_K; k++) {
    uint32_t scratch = n;
    position p = {.h = &scratch, .n = 1, .twos = k, .ones = 0};
    normalise(S, &p);
    if (gminus(S, &p, &H->gamma[k]) != 0) return -1;
    H->computed = (uint8_t)(k + 1);
    /* settled: the tail pair seen three times (γm..γ(m+5)) */
    if (k >= 5 && k - tail_start(H->gamma, k + 1) >= 5) break;
  }
  unsigned m = tail_start(H->gamma, H->computed);
  if (H->computed - m < 6)
    return gr_error_say(err, GR_ELIMIT, &genus_texts, GENUS_TAIL_LIMIT, GR_U(n), GR_U(HEAPS_GENUS_MAX_K));
  H->digits = (uint8_t)(m + 2);
  H->tame = c.parts_tame ? tame_form(H) : HEAPS_WILD;
  return 0;
}

static int compute(const heaps_rules *r, uint64_t upto, bool use_tame_rule, bool tame_only, heaps_genus_table *out,
                   gr_error *err) {
  memset(out, 0, sizeof *out);
  heaps_rules_init(&out->rules);
  if (upto > HEAPS_GENUS_MAX_UPTO)
    return gr_error_say(err, GR_ELIMIT, &genus_texts, GENUS_UPTO_LIMIT, GR_U(upto), GR_U(HEAPS_GENUS_MAX_UPTO));
  if (heaps_rules_copy(&out->rules, r, err) != 0) return -1;
  out->count = upto + 1;
  out->tame_rule = use_tame_rule;
  out->heap = calloc(out->count, sizeof *out->heap);
  if (out->heap == NULL) {
    heaps_genus_free(out);
    return gr_error_nomem(err);
  }
  heaps_genus_search S;
  if (search_init(&S, &out->rules, out->heap, out->count, use_tame_rule, err) != 0) {
    heaps_genus_free(out);
    return -1;
  }
  int rc = 0;
  for (uint64_t n = 0; n < out->count && rc == 0; n++) {
    S.known = n;
    S.target = n;
    rc = genus_of(&S, out->heap, (uint32_t)n, tame_only, err);
  }
  out->states = S.used;
  search_free(&S);
  if (rc != 0) heaps_genus_free(out);
  return rc;
}

int heaps_genus_compute(const heaps_rules *r, uint64_t upto, bool use_tame_rule, heaps_genus_table *out,
                        gr_error *err) {
  return compute(r, upto, use_tame_rule, false, out, err);
}

int heaps_genus_compute_tame(const heaps_rules *r, uint64_t upto, heaps_genus_table *out, gr_error *err) {
  return compute(r, upto, true, true, out, err);
}

void heaps_genus_free(heaps_genus_table *t) {
  heaps_rules_free(&t->rules);
  free(t->heap);
  t->heap = NULL;
  t->count = 0;
}

int heaps_genus_misere_value(const heaps_genus_table *t, const uint64_t *heaps, size_t n, unsigned twos,
                             unsigned ones, uint16_t *out, gr_error *err) {
  uint32_t *h = malloc((n ? n : 1) * sizeof *h);
  if (h == NULL) return gr_error_nomem(err);
  for (size_t i = 0; i < n; i++) {
    if (heaps[i] >= t->count) {
      free(h);
      return gr_error_say(err, GR_ELIMIT, &genus_texts, GENUS_HEAP_PAST_TABLE, GR_U(heaps[i]), GR_U(t->count - 1));
    }
    h[i] = (uint32_t)heaps[i];
  }
  heaps_genus_search S;
  int rc = search_init(&S, &t->rules, t->heap, t->count, t->tame_rule, err);
  if (rc == 0) {
    S.known = t->count;
    S.target = UINT64_MAX;
    position p = {.h = h, .n = n, .twos = twos, .ones = ones};
    normalise(&S, &p);
    rc = gminus(&S, &p, out);
  }
  search_free(&S);
  free(h);
  return rc;
}

int heaps_genus_tame_sum(const heaps_genus_table *t, const uint64_t *heaps, size_t n, uint16_t *g_minus) {
  unsigned g = 0;
  bool firm = false;
  for (size_t i = 0; i < n; i++) {
    if (heaps[i] >= t->count || t->heap[heaps[i]].tame == HEAPS_WILD) return 0;
    g ^= t->heap[heaps[i]].g;
    firm = firm || t->heap[heaps[i]].tame == HEAPS_FIRM;
  }
  *g_minus = (uint16_t)(firm ? g : g ^ 1u);
  return 1;
}

void heaps_genus_superscript(const heaps_genus *h, gr_buf *out) {
  for (unsigned k = 0; k < h->digits; k++) {
    if (h->gamma[k] < 10) gr_buf_putc(out, (char)('0' + h->gamma[k]));
    else gr_buf_printf(out, "(%u)", (unsigned)h->gamma[k]);
  }
}
