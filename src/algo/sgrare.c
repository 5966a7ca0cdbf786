/*
 * sgrare.c — the rare-value mex of one heap, word-parallel (sgrare.h).
 *
 * The method is the one sgseq.c describes (Berlekamp-Conway-Guy's sparse
 * space, as Gangolli-Plambeck and Flammenkamp use it): with the class of a
 * heap a f(a) = parity(G(a) & mask) ^ (sigma & a & 1), the value v of a
 * split of s tokens into a + b says whether a and b are of the same class
 * (parity(v & mask) ^ (sigma & s & 1) == 0) or not.  Every value only a
 * mixed pair can give is found by scanning the rare heaps R (one heap of a
 * mixed pair is rare); the others are found from the pairs (1, s-1),
 * (2, s-2), ... until each candidate has a witness, and only a candidate
 * with none (then G(n) is rare) costs the whole scan.
 *
 * How this file does it with word operations:
 *   - the values reached are a byte map `seen` (one byte a value, cleared
 *     over the 2^k >= every value: 64 to 4096 bytes a heap): every option
 *     is one plain store, with no compare and no branch, so the loops over
 *     R and over the pairs run as fast as the two loads of G allow (a bit
 *     map would make every store a read-modify-write of the same few words:
 *     a chain through memory);
 *   - the next candidate (the least value not reached) is found eight
 *     values at a time: ~word & 0x0101...01 and a count of trailing zeros;
 *   - the rare partners are scanned in blocks of four, with their values
 *     gR[] stored beside R[] (16 bits each) so no load depends on another;
 *   - the pairs are scanned in blocks (32, 64, ... 1024 pairs, each split
 *     that can still give the candidate), and the candidate is looked for
 *     again after each block, not after each pair.
 * A guard finishes a heap with the plain scan once the pairs examined
 * exceed twice the plain scan's count, so the worst case stays O(naive).
 */
#include "sgrare.h"

#include <stdlib.h>
#include <string.h>

#define BLOCK_FIRST 32
#define BLOCK_LAST 1024

/* The parity of x's ones: the compiler's (one instruction where the
 * machine has it). */
static inline unsigned parity(uint32_t x) { return (unsigned)__builtin_parity(x); }

/* The number of rare heaps below limit. */
static size_t below(const uint32_t *R, size_t nR, uint64_t limit) {
  size_t lo = 0, hi = nR;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (R[mid] < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* seen[gR[j] ^ G(sum - R[j])] for j in [lo, hi).  Walked with pointers
 * and constant offsets: WebAssembly's loads take one address and an offset,
 * so an index would cost a shift and an add on every load. */
static inline void scan_rare(const heaps_rare_in *in, uint64_t sum, size_t lo, size_t hi, uint8_t *seen) {
  const uint16_t *g = in->g + sum; /* g[-a] = G(sum - a) */
  const uint32_t *R = in->R + lo, *stop = in->R + hi;
  const uint16_t *gR = in->gR + lo;
  for (; stop - R >= 4; R += 4, gR += 4) {
    uint32_t x0 = gR[0] ^ g[-(ptrdiff_t)R[0]], x1 = gR[1] ^ g[-(ptrdiff_t)R[1]];
    uint32_t x2 = gR[2] ^ g[-(ptrdiff_t)R[2]], x3 = gR[3] ^ g[-(ptrdiff_t)R[3]];
    seen[x0] = 1;
    seen[x1] = 1;
    seen[x2] = 1;
    seen[x3] = 1;
  }
  for (; R < stop; R++, gR++) seen[gR[0] ^ g[-(ptrdiff_t)R[0]]] = 1;
}

/* seen[G(a) ^ G(sum - a)] for a in [from, to].  Indices in size_t, not
 * uint64_t: every G(sum - a) is in memory, so they fit, and WebAssembly
 * (32-bit addresses) then needs no 64-bit arithmetic and wrap per load. */
static inline void scan_pairs(const uint16_t *g, uint64_t sum64, uint64_t from, uint64_t to, uint8_t *seen) {
  size_t sum = (size_t)sum64, a = (size_t)from, end = (size_t)to + 1;
  for (; a + 4 <= end; a += 4) {
    const uint16_t *p = g + a, *q = g + (sum - a - 3); /* q[3] = G(sum - a) */
    uint32_t x0 = p[0] ^ q[3], x1 = p[1] ^ q[2];
    uint32_t x2 = p[2] ^ q[1], x3 = p[3] ^ q[0];
    seen[x0] = 1;
    seen[x1] = 1;
    seen[x2] = 1;
    seen[x3] = 1;
  }
  for (; a < end; a++) seen[g[a] ^ g[sum - a]] = 1;
}

#define HEAPS_RARE_SLOTS_MAX 1024u /* 1024 maps of HEAPS_RARE_SEEN bytes: 8.5 MB */

heaps_rare_cache *heaps_rare_cache_new(const heaps_rules *r) {
  heaps_rare_cache *c = calloc(1, sizeof *c);
  if (c == NULL) return NULL;
  /* A direct-mapped cache keyed by the sum (each slot checks its sum), so
   * any power of two is correct; capped so that a rule reaching far (a take
   * of 888,124) costs no gigabytes.  Octal codes stay below the cap. */
  c->E = 1;
  while (c->E <= r->t && c->E < HEAPS_RARE_SLOTS_MAX) c->E *= 2;
  c->ent = calloc(c->E, sizeof *c->ent);
  c->maps = malloc(c->E * (size_t)HEAPS_RARE_SEEN);
  c->seen = malloc(HEAPS_RARE_SEEN);
  c->act = calloc(r->nsplit + 1, sizeof *c->act);
  c->actmap = calloc(r->nsplit + 1, sizeof *c->actmap);
  c->gen = 1;
  if (!c->ent || !c->maps || !c->seen || !c->act || !c->actmap) {
    heaps_rare_cache_free(c);
    return NULL;
  }
  return c;
}

void heaps_rare_cache_free(heaps_rare_cache *c) {
  if (c == NULL) return;
  free(c->ent);
  free(c->maps);
  free(c->seen);
  free(c->act);
  free(c->actmap);
  free(c);
}

/* The least value >= v in none of the maps. */
static inline uint32_t first_unseen_of(const uint8_t *seen, const uint8_t *const *maps, size_t nmaps, uint32_t v) {
  for (;;) {
    uint32_t base = v & ~7u;
    uint64_t w;
    memcpy(&w, seen + base, 8);
    for (size_t i = 0; i < nmaps; i++) {
      uint64_t x;
      memcpy(&x, maps[i] + base, 8);
      w |= x;
    }
    uint64_t z = ~w & 0x0101010101010101ull;
    z &= ~0ull << (8 * (v & 7u));
    if (z) return base + (uint32_t)(__builtin_ctzll(z) >> 3);
    v = base + 8;
  }
}

/* Fills a new slot for `sum`: its rare partners (or every pair, when the
 * rare heaps below it are as many).  Returns the options examined. */
static uint64_t open_sum(const heaps_rare_in *in, heaps_rare_entry *e, uint8_t *map, uint64_t sum, uint32_t W) {
  const heaps_rare_cache *c = in->cache;
  memset(map, 0, (size_t)W + 64);
  e->sum = sum;
  e->gen = c->gen;
  e->w = W;
  e->pos = 1;
  e->complete = 0;
  uint64_t half = heaps_half(sum, in->unequal);
  size_t cnt = below(in->R, in->nR, sum);
  e->rmax = cnt ? in->R[cnt - 1] : 0;
  if (cnt >= half) {
    scan_pairs(in->g, sum, 1, half, map);
    e->complete = 1;
    return half;
  }
  if (in->unequal && !(sum & 1)) { /* the equal split (sum/2, sum/2) is no move */
    size_t mid = below(in->R, cnt, sum / 2);
    if (mid < cnt && in->R[mid] == sum / 2) {
      scan_rare(in, sum, 0, mid, map);
      scan_rare(in, sum, mid + 1, cnt, map);
      return cnt;
    }
  }
  scan_rare(in, sum, 0, cnt, map);
  return cnt;
}

uint32_t heaps_rare_mex(const heaps_rare_in *in, uint64_t n, uint64_t *work, bool *naive, uint32_t *reach) {
  const heaps_rules *r = in->rules;
  const uint16_t *g = in->g;
  heaps_rare_cache *c = in->cache;
  uint8_t *seen = c->seen;
  uint32_t W = 64;
  while (W <= in->maxval) W *= 2;
  memset(seen, 0, (size_t)W + 64);
  for (size_t i = 0; i < r->nleave1; i++) {
    uint32_t k = r->leave1[i];
    if (k >= n) break;
    seen[g[n - k]] = 1;
  }
  if (n <= r->t && (r->digit[n] & 1)) seen[0] = 1;
  uint64_t naive_cost = 0, used = r->nleave1 + 1;
  size_t nact = 0;
  for (size_t i = 0; i < r->nsplit; i++) {
    uint32_t k = r->split[i];
    if ((uint64_t)k + 2 > n) break;
    uint64_t sum = n - k;
    naive_cost += heaps_half(sum, in->unequal);
    size_t slot = (size_t)(sum & (c->E - 1));
    heaps_rare_entry *e = &c->ent[slot];
    uint8_t *map = c->maps + slot * (size_t)HEAPS_RARE_SEEN;
    if (e->sum != sum || e->gen != c->gen) {
      used += open_sum(in, e, map, sum, W);
    } else if (e->w < W) { /* the values grew past what the map has cleared */
      memset(map + e->w, 0, (size_t)(W - e->w) + 64);
      e->w = W;
    }
    c->act[nact] = e;
    c->actmap[nact++] = map;
  }
  uint64_t limit = 2 * naive_cost + 64, block = BLOCK_FIRST;
  uint32_t v = 0;
  for (;;) {
    v = first_unseen_of(seen, c->actmap, nact, v);
    unsigned pv = parity(v & in->mask);
    bool open = false;
    for (size_t i = 0; i < nact; i++) {
      heaps_rare_entry *e = c->act[i];
      if (e->complete) continue;
      uint64_t sum = e->sum;
      if ((pv ^ (in->sigma & (unsigned)sum & 1u)) == 1) continue; /* only mixed pairs give v: all seen */
      open = true;
      uint64_t half = heaps_half(sum, in->unequal), from = e->pos, to = from + block - 1;
      if (to >= half) to = half, e->complete = 1;
      scan_pairs(g, sum, from, to, (uint8_t *)c->actmap[i]);
      used += to + 1 - from;
      e->pos = to + 1;
    }
    if (!open) break;
    if (used > limit) { /* the guard: finish with the plain scan */
      for (size_t i = 0; i < nact; i++) {
        heaps_rare_entry *e = c->act[i];
        if (e->complete) continue;
        uint64_t half = heaps_half(e->sum, in->unequal);
        scan_pairs(g, e->sum, e->pos, half, (uint8_t *)c->actmap[i]);
        used += half + 1 - e->pos;
        e->pos = half + 1;
        e->complete = 1;
      }
      v = first_unseen_of(seen, c->actmap, nact, v);
      *naive = true;
      break;
    }
    if (block < BLOCK_LAST) block *= 2;
  }
  uint64_t far = r->t;
  for (size_t i = 0; i < nact && far != HEAPS_RARE_FAR; i++) {
    const heaps_rare_entry *e = c->act[i];
    if (e->complete) far = HEAPS_RARE_FAR;
    else {
      uint64_t d = r->t + (e->rmax > e->pos ? (uint64_t)e->rmax : e->pos);
      if (d > far) far = d;
    }
  }
  if (*naive || far >= HEAPS_RARE_FAR) far = HEAPS_RARE_FAR;
  *reach = (uint32_t)far;
  *work += used;
  return v;
}
