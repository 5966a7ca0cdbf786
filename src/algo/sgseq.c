/*
 * sgseq.c — Grundy sequences of heap rulesets and their periods (the
 * engine of sgseq.h; sgout.c writes its results).
 *
 * G(n) = mex of the values of the positions one move from a heap of n: a
 * move leaving one heap m has value G(m), one leaving heaps a and b has
 * G(a) ^ G(b), one taking the whole heap has 0.
 *
 * Three methods, the same values (the tests compare them):
 *
 *   NAIVE  every option of every heap: O(n) per value for a code that
 *          splits.  The referee.
 *
 *   RARE   the rare-value (sparse space) method of Berlekamp, Conway and
 *          Guy, as used by Gangolli-Plambeck and Flammenkamp.  Fix a mask m
 *          and a bit sigma; the class of a heap a is
 *              f(a) = parity(G(a) & m) ^ (sigma & a & 1).
 *          For a split of s = n - k tokens into a + b, f(a) ^ f(b) =
 *          parity(v & m) ^ (sigma & s & 1) where v = G(a) ^ G(b): the value
 *          alone says whether the two heaps are of the same class or not.
 *          Let R, the rare heaps, be one whole class.  Then every value that
 *          only "mixed" pairs can give is found by scanning a over R (one
 *          heap of any mixed pair is rare): |R| steps instead of s/2.
 *          Values of the other kind are looked for pair by pair, stopping
 *          at the first witness; only when such a value is absent (which
 *          makes G(n) itself rare) is the whole range scanned.  The method
 *          is exact for any mask; the mask only decides the speed.  It is
 *          chosen (at n = 64, 128, 256, ...) as the one leaving the fewest
 *          rare heaps, with sigma = 1 tried only when every splitting digit
 *          removes a number of tokens of the same parity (otherwise some
 *          split would see every value as "same class").  A per-value guard
 *          switches to the plain scan when the search would cost more than
 *          twice the naive count, so the worst case stays O(naive).
 *          The inner loop is in sgrare.c (byte maps, word-wide candidates,
 *          what each split's sum gave kept for the later heaps meeting it).
 *
 *   AUTO   RARE, and at n = 128, 256, 512, ... the period detector runs on
 *          G(0..n-1) (from 65536 on, also at the n where the candidate it
 *          last observed would be proved: 0.376 is proved at 4,536,509,
 *          not at 2^23); once the period is PROVED (by the theorem below),
 *          the other values are copied from it.  That is exact, not a guess:
 *          the theorem says G(x + p) = G(x) for every x >= n0.  Kayles,
 *          whose values have no sparse space at all, needs this to reach
 *          10^7 values.
 *
 * Periods (heaps_period_detect).  For every p, the least n0(p) with
 * G(n + p) = G(n) for all n0(p) <= n < count - p comes from the Z-function
 * of the reversed sequence: Z[p] = count - p - n0(p).  The candidate is the
 * p maximising Z[p] (= minimising n0 + p), the smaller p on ties.  It is
 * reported as
 *   PROVED    when a theorem applies and enough values were computed:
 *             - a ruleset that splits (octal codes with a digit >= 4, d0 = 4):
 *               count >= 2*n0 + 2*p + t + 2, t the most tokens a move
 *               removes (the periodicity theorem of Guy and Smith for octal
 *               games, Winning Ways ch. 4; the "+2" leaves room for the
 *               heaps of a split to stay non-empty when n0 = 0);
 *             - a ruleset that never splits (subtraction sets, octal digits
 *               <= 3): a window of t consecutive values repeated at distance
 *               p, starting at i0 = max(n0, u - t) where u is the first n
 *               from which G(n) depends on G(n-1..n-t) alone (u = t when
 *               every digit is 0 or 3, else t + 1): count >= i0 + p + t;
 *   OBSERVED  otherwise, when the relation holds for at least 2p
 *             consecutive n (three periods in a row at the end);
 *   NONE      otherwise.
 * Lasker's Nim is arithmetic-periodic (G(n + 4) = G(n) + 4): for it the
 * detector runs on the differences G(n + 1) - G(n) and never claims a
 * proof (a move may remove any number of tokens: no finite t).  All-but
 * sets (S!{1,3}) are arithmetic-periodic too: the same detector, the proof
 * of sgallbut.c (HEAPS_BOUND_ALLBUT), and the mex by counts in O(|E|) per
 * value there (the plain mex, O(n) per value, is the referee).
 *
 * Memory: 2 bytes per value, plus 4 per value while the period is looked
 * for, plus the rare heaps (4 bytes each).
 */
#include "sgrare.h"
#include "sgseq.h"
#include "sgseq_text.h"

#include <stdlib.h>
#include <string.h>

#define STAMP_SIZE (HEAPS_MAX_VALUE + 2) /* values 0..65535 and the mex 65536 */
#define FIRST_CHECK 64                    /* first mask choice; periods from 128 */
#define RARE_MAX_VALUE HEAPS_RARE_MAX_VALUE /* no mask search past this value */
#define MASK_BITS 10
#define SHIFT_MAX 16                      /* the shifts p tried by try_shift */
#define PROOF_CHECK_FROM 65536            /* an extra check where an observed period's proof is met */

/* The parity of x's ones: the compiler's (one instruction where the
 * machine has it). */
static inline unsigned parity(uint32_t x) { return (unsigned)__builtin_parity(x); }

/* ---- period detection: a resumable Z-function --------------------------- */

typedef struct zrun {
  uint32_t *z;
  uint64_t cap;
  uint64_t m;          /* length of the sequence examined */
  bool diff;           /* examine G(n + 1) - G(n) instead of G(n) */
  uint64_t i, l, r;    /* next index; [l, r) the rightmost match window */
  bool extending;
  uint64_t cur;        /* the match length reached at i while extending */
  uint64_t best_p, best_z;
} zrun;

static int zrun_begin(zrun *z, const uint16_t *g, uint64_t count, bool diff, gr_error *err) {
  (void)g;
  z->diff = diff;
  z->m = diff ? (count ? count - 1 : 0) : count;
  if (z->m > z->cap) {
    uint32_t *more = realloc(z->z, (size_t)z->m * sizeof *more);
    if (more == NULL) return gr_error_nomem(err);
    z->z = more;
    z->cap = z->m;
  }
  if (z->m) z->z[0] = (uint32_t)z->m;
  z->i = 1;
  z->l = z->r = 0;
  z->extending = false;
  z->cur = 0;
  z->best_p = z->best_z = 0;
  return 0;
}

/* x[j] read from the end: the reversed sequence at j. */
static inline int32_t rev(const zrun *z, const uint16_t *g, uint64_t j) {
  uint64_t idx = z->m - 1 - j;
  return z->diff ? (int32_t)g[idx + 1] - (int32_t)g[idx] : (int32_t)g[idx];
}

/* Advances by about `budget` comparisons; true when done. */
static bool zrun_step(zrun *z, const uint16_t *g, uint64_t budget, uint64_t *used) {
  uint64_t m = z->m, spent = 0;
  while (spent < budget) {
    uint64_t i = z->i;
    if (!z->extending) {
      if (i >= m) break;
      if (i < z->r && z->z[i - z->l] < z->r - i) {
        uint64_t zi = z->z[i - z->l];
        z->z[i] = (uint32_t)zi;
        if (zi > z->best_z) z->best_z = zi, z->best_p = i;
        z->i++;
        spent++;
        continue;
      }
      z->cur = i < z->r ? z->r - i : 0;
      z->extending = true;
    }
    uint64_t zi = z->cur;
    while (i + zi < m && spent < budget && rev(z, g, zi) == rev(z, g, i + zi)) zi++, spent++;
    z->cur = zi;
    if (i + zi < m && spent >= budget && rev(z, g, zi) == rev(z, g, i + zi)) break; /* more to extend */
    z->z[i] = (uint32_t)zi;
    if (i + zi > z->r) z->l = i, z->r = i + zi;
    if (zi > z->best_z) z->best_z = zi, z->best_p = i;
    z->extending = false;
    z->i++;
    spent++;
  }
  *used += spent;
  return z->i >= m && !z->extending;
}

/* Lasker's Nim and all-but sets: the detector looks for a saltus. */
static bool arithmetic(const heaps_rules *r) { return r->kind == HEAPS_LASKER || r->kind == HEAPS_ALLBUT; }

static bool digits_all_0_or_3(const heaps_rules *r) {
  for (uint32_t k = 0; k <= r->t; k++)
    if (r->digit[k] != 0 && r->digit[k] != 3) return false;
  return true;
}

/* The verdict on a candidate (n0, p) holding `holds` times in G(0..count-1). */
void heaps_period_judge(const heaps_rules *r, uint64_t count, heaps_period *P) {
  uint64_t n0 = P->preperiod, p = P->period;
  if (r->kind == HEAPS_ALLBUT) { /* P->needed came from heaps_allbut_judge */
    P->bound = HEAPS_BOUND_ALLBUT;
    P->status = count >= P->needed ? HEAPS_PROVED : P->holds >= 2 * p ? HEAPS_OBSERVED : HEAPS_NONE;
    return;
  }
  if (r->kind == HEAPS_LASKER || r->kind == HEAPS_GRUNDY) {
    P->bound = HEAPS_BOUND_NONE;
    P->needed = 0;
    P->status = P->holds >= 2 * p ? HEAPS_OBSERVED : HEAPS_NONE;
    return;
  }
  if (heaps_rules_splits(r)) {
    P->bound = HEAPS_BOUND_OCTAL;
    P->needed = 2 * n0 + 2 * p + r->t + 2;
  } else {
    P->bound = HEAPS_BOUND_WINDOW;
    uint64_t lead = digits_all_0_or_3(r) ? 0 : 1; /* u - t */
    uint64_t i0 = n0 > lead ? n0 : lead;
    P->needed = i0 + p + r->t;
  }
  P->status = count >= P->needed ? HEAPS_PROVED : P->holds >= 2 * p ? HEAPS_OBSERVED : HEAPS_NONE;
}

static void zrun_result(const zrun *z, const heaps_rules *r, const uint16_t *g, uint64_t count, heaps_period *P) {
  memset(P, 0, sizeof *P);
  if (z->best_z == 0) {
    P->status = HEAPS_NONE;
    P->bound = r->kind == HEAPS_ALLBUT ? HEAPS_BOUND_ALLBUT
               : r->kind == HEAPS_LASKER || r->kind == HEAPS_GRUNDY ? HEAPS_BOUND_NONE
               : heaps_rules_splits(r) ? HEAPS_BOUND_OCTAL : HEAPS_BOUND_WINDOW;
    return;
  }
  P->period = z->best_p;
  P->preperiod = z->m - z->best_p - z->best_z;
  P->holds = z->diff ? z->best_z + 1 : z->best_z;
  P->saltus = z->diff ? (int64_t)g[P->preperiod + P->period] - (int64_t)g[P->preperiod] : 0;
  if (r->kind == HEAPS_ALLBUT) heaps_allbut_judge(r, g, count, P);
  else heaps_period_judge(r, count, P);
  if (P->status == HEAPS_NONE) {
    uint64_t keep = P->bound;
    memset(P, 0, sizeof *P);
    P->bound = (heaps_bound)keep;
  }
}

int heaps_period_detect(const heaps_rules *r, const uint16_t *g, uint64_t count, heaps_period *out,
                        gr_error *err) {
  zrun z;
  memset(&z, 0, sizeof z);
  if (zrun_begin(&z, g, count, arithmetic(r), err) != 0) return -1;
  uint64_t used = 0;
  while (!zrun_step(&z, g, UINT64_MAX / 4, &used)) {
  }
  zrun_result(&z, r, g, count, out);
  free(z.z);
  return 0;
}

/* ---- the job ------------------------------------------------------------ */

enum { PH_COMPUTE = 0, PH_REBUILD, PH_DETECT, PH_FILL, PH_DONE };

typedef struct seq_state {
  heaps_seq seq;
  uint64_t n;             /* next value to compute */
  int phase;
  bool final_detect;      /* the detection under way is on all values */
  uint64_t next_check;
  uint64_t proof_check;   /* AUTO: n at which the candidate last observed would be proved (0: none) */
  bool detect_pending;    /* AUTO: look for a proved period in G(0..n-1) before going on */
  uint64_t rebuild;       /* PH_REBUILD: the next heap to classify */
  zrun z;
  uint64_t fill;          /* next value to copy from the period */
  uint32_t *stamp;        /* stamp[v] == n + 1: v is an option of heap n */
  uint8_t *prefix;        /* lasker, all-but: v is among G(0..n-1) */
  uint32_t low;           /* all-but: the least value not among G(0..n-1) */
  /* the rare-value method */
  bool rare_on;
  uint32_t mask;
  unsigned sigma, rho;
  bool same_parity;       /* every splitting digit removes an even, or every one an odd, number */
  unsigned kappa;         /* that parity */
  uint32_t *R;            /* the rare heaps, increasing */
  uint16_t *gR;           /* their values */
  heaps_rare_cache *cache; /* the rare-value mex's maps per split sum (sgrare.c) */
  /* AUTO: a heap decided like the one p before it (see try_shift) */
  bool shift_on;
  uint32_t run[SHIFT_MAX + 1];   /* run[p]: G(q) = G(q - p) for the last run[p] heaps q */
  uint32_t reach[SHIFT_MAX];     /* by n mod SHIFT_MAX: how far back heap n's options decided it */
  uint32_t reach_gen[SHIFT_MAX]; /* the rare heaps' generation it was decided with */
  size_t nR, capR;
  uint32_t *hist;         /* hist[2v + (a & 1)]: heaps a >= 1 of value v */
  uint32_t maxval;
  uint64_t max_work;      /* the work budget (HEAPS_MAX_WORK; 0: none, heaps_seq_compute) */
  bool cost_checked;      /* the plain mex's cost to the next check was found within it */
  uint64_t rare_work;     /* options the rare-value mex examined, in all */
  uint64_t rare_values;   /* values found while it was on (by it or by a shift) */
  uint64_t rare_work0, rare_values0; /* the same at the last doubling */
} seq_state;

static void seq_destroy(gr_job *job) {
  seq_state *s = job->state;
  heaps_seq_free(&s->seq);
  free(s->z.z);
  free(s->stamp);
  free(s->prefix);
  free(s->R);
  free(s->gR);
  heaps_rare_cache_free(s->cache);
  free(s->hist);
  free(s);
  job->state = NULL;
}

static inline unsigned heap_class(const seq_state *s, uint64_t a) {
  return parity(s->seq.g[a] & s->mask) ^ (s->sigma & (unsigned)a & 1u);
}

static int push_rare(seq_state *s, uint64_t a, gr_error *err) {
  if (s->nR == s->capR) {
    size_t cap = s->capR ? 2 * s->capR : 256;
    uint32_t *more = realloc(s->R, cap * sizeof *more);
    if (more == NULL) return gr_error_nomem(err);
    s->R = more;
    uint16_t *vals = realloc(s->gR, cap * sizeof *vals);
    if (vals == NULL) return gr_error_nomem(err);
    s->gR = vals;
    s->capR = cap;
  }
  s->gR[s->nR] = s->seq.g[a];
  s->R[s->nR++] = (uint32_t)a;
  return 0;
}

static void rare_off(seq_state *s) {
  s->rare_on = false;
  s->cost_checked = false;
  free(s->R);
  free(s->gR);
  s->R = NULL;
  s->gR = NULL;
  s->nR = s->capR = 0;
}

/* Chooses (mask, sigma) leaving the fewest rare heaps among G(1..n-1) and
 * rebuilds R; turns the method off when no mask makes a quarter of the
 * heaps or fewer rare. */
static int choose_mask(seq_state *s, uint64_t n, uint64_t *work, gr_error *err) {
  if (s->maxval >= RARE_MAX_VALUE) {
    rare_off(s);
    return 0;
  }
  unsigned bits = 1;
  while (bits < MASK_BITS && (s->maxval >> bits) != 0) bits++;
  uint64_t best = UINT64_MAX;
  uint32_t best_mask = 0;
  unsigned best_sigma = 0;
  for (unsigned sigma = 0; sigma <= 1; sigma++) {
    if (sigma == 1 && !s->same_parity) continue;
    unsigned rho = sigma ? s->kappa : 0;
    for (uint32_t m = sigma ? 0 : 1; m < (1u << bits); m++) {
      uint64_t cnt = 0;
      for (uint32_t v = 0; v <= s->maxval; v++) {
        uint32_t h0 = s->hist[2 * v], h1 = s->hist[2 * v + 1];
        unsigned pv = parity(v & m);
        if (pv == rho) cnt += h0;
        if ((pv ^ sigma) == rho) cnt += h1;
      }
      *work += s->maxval + 1;
      if (cnt < best) best = cnt, best_mask = m, best_sigma = sigma;
    }
  }
  if (best == UINT64_MAX || best * 4 > n) {
    rare_off(s);
    return 0;
  }
  s->mask = best_mask;
  s->sigma = best_sigma;
  s->rho = best_sigma ? s->kappa : 0;
  s->nR = 0;
  s->rare_on = true;
  s->rebuild = 1; /* R is rebuilt from heap 1 in PH_REBUILD, by budget */
  s->cache->gen++; /* what the splits' sums gave was found with the old R */
  (void)err;
  s->seq.mask = s->mask;
  s->seq.sigma = (int)s->sigma;
  return 0;
}

static inline void mark_singles(const heaps_rules *r, const uint16_t *g, uint64_t n, uint32_t *stamp, uint32_t ep) {
  for (size_t i = 0; i < r->nleave1; i++) {
    uint32_t k = r->leave1[i];
    if (k >= n) break;
    stamp[g[n - k]] = ep;
  }
  if (n <= r->t && (r->digit[n] & 1)) stamp[0] = ep;
}

static inline uint64_t scan_all(const uint16_t *g, uint64_t s, bool unequal, uint32_t *stamp, uint32_t ep) {
  uint64_t half = heaps_half(s, unequal);
  for (uint64_t a = 1; a <= half; a++) stamp[g[a] ^ g[s - a]] = ep;
  return half;
}

/* The plain mex over every option of heap n. */
static uint32_t value_naive(seq_state *s, uint64_t n, uint64_t *work) {
  const heaps_rules *r = &s->seq.rules;
  const uint16_t *g = s->seq.g;
  uint32_t *stamp = s->stamp, ep = (uint32_t)(n + 1);
  uint32_t v = 0;
  if (r->kind == HEAPS_ALLBUT) return heaps_allbut_naive(r, g, n, stamp, work);
  if (r->kind == HEAPS_LASKER) {
    *work += scan_all(g, n, false, stamp, ep) + 1;
    while (s->prefix[v] || stamp[v] == ep) v++;
    return v;
  }
  mark_singles(r, g, n, stamp, ep);
  uint64_t w = r->nleave1 + 1;
  for (size_t i = 0; i < r->nsplit; i++) {
    uint32_t k = r->split[i];
    if ((uint64_t)k + 2 > n) break;
    w += scan_all(g, n - k, r->kind == HEAPS_GRUNDY, stamp, ep);
  }
  *work += w;
  while (stamp[v] == ep) v++;
  return v;
}

/* The rare-value mex (sgrare.c). */
static uint32_t value_rare(seq_state *s, uint64_t n, uint64_t *work) {
  heaps_rare_in in = {.rules = &s->seq.rules, .g = s->seq.g, .R = s->R, .gR = s->gR, .nR = s->nR,
                      .mask = s->mask, .sigma = s->sigma, .maxval = s->maxval,
                      .unequal = s->seq.rules.kind == HEAPS_GRUNDY, .cache = s->cache};
  bool naive = false;
  uint32_t reach;
  uint32_t v = heaps_rare_mex(&in, n, work, &naive, &reach);
  if (naive) s->seq.naive_values++;
  s->reach[n % SHIFT_MAX] = reach;
  s->reach_gen[n % SHIFT_MAX] = s->cache->gen;
  return v;
}

/* AUTO: G(n) = G(n - p) without a search, when heap n - p was decided by
 * options at most D back (its witnesses of every smaller value, and the
 * rare partners that certify its own value absent, no split scanned whole)
 * and G(n - i) = G(n - p - i) for 1 <= i <= D: then every witness has its
 * copy p later with the same value, and the certificate holds too, provided
 * the rare heaps are the same (none in n - p - t .. n - 1, the same mask)
 * and the split sums' parity agrees when the class counts it (sigma = 1:
 * p even).  Exact, not a guess: the mex of the same values.  Periods up to
 * SHIFT_MAX; 0.376 (period 4) meets it past its preperiod plus its last
 * rare heap. */
static bool try_shift(seq_state *s, uint64_t n, uint32_t *v) {
  uint64_t t = s->seq.rules.t;
  if (n <= SHIFT_MAX + t + 2) return false;
  uint64_t last_rare = s->nR ? s->R[s->nR - 1] : 0;
  for (uint32_t p = 1; p <= SHIFT_MAX; p++) {
    if (s->sigma && (p & 1)) continue;
    uint64_t m = n - p;
    uint32_t D = s->reach[m % SHIFT_MAX];
    if (D == HEAPS_RARE_FAR || s->run[p] < D || s->reach_gen[m % SHIFT_MAX] != s->cache->gen) continue;
    if (last_rare + p + t >= n) continue;
    *v = s->seq.g[m];
    s->reach[n % SHIFT_MAX] = D;
    s->reach_gen[n % SHIFT_MAX] = s->cache->gen;
    return true;
  }
  return false;
}

static int store(seq_state *s, uint64_t n, uint32_t v, gr_error *err) {
  if (v > HEAPS_MAX_VALUE)
    return gr_error_say(err, GR_ERANGE, &sgseq_texts, SGSEQ_VALUE_TOO_BIG, GR_U(n), GR_U(v), GR_U(HEAPS_MAX_VALUE));
  s->seq.g[n] = (uint16_t)v;
  if (s->prefix) s->prefix[v] = 1;
  if (s->shift_on)
    for (uint32_t p = 1; p <= SHIFT_MAX; p++) s->run[p] = n >= p && s->seq.g[n - p] == v ? s->run[p] + 1 : 0;
  if (n >= 1) {
    s->hist[2 * v + (n & 1)]++;
    if (v > s->maxval) s->maxval = v;
    if (s->rare_on) {
      if (heap_class(s, n) == s->rho && push_rare(s, n, err) != 0) return -1;
      if (s->nR > n / 2 + 64) rare_off(s);
    }
  }
  return 0;
}

/* The options the plain mex examines for heaps a .. b-1 (value_naive's
 * count, each split's pairs summed in closed form), as a double. */
static double naive_options(const heaps_rules *r, double a, double b) {
  double total = (b - a) * (double)(r->nleave1 + 1);
  if (r->kind == HEAPS_LASKER) return total + (b * b - a * a) / 4;
  for (size_t i = 0; i < r->nsplit; i++) {
    double k = r->split[i], lo = a > k + 2 ? a : k + 2;
    if (lo < b) total += ((b - k) * (b - k) - (lo - k) * (lo - k)) / 4;
  }
  return total;
}

/* The ruleset's name for a message, a long code cut short. */
static void short_name(const heaps_rules *r, gr_buf *name) {
  heaps_rules_format(r, name);
  if (name->len > 24) { /* a code of 256 digits would fill the message */
    name->len = 20;
    gr_buf_puts(name, "...");
  }
}

/* The work budget.  Without rare heaps every value is a plain mex, whose
 * cost is known in advance; from heap n to `to` (the next point where a
 * period may be proved and the rest copied, or the end), more than
 * HEAPS_MAX_WORK options is refused at once, saying how far the budget
 * reaches: a short code (0.444...4, 256 digits, whose values pass 16 bits
 * only after hours) never costs minutes. */
static bool too_costly(const seq_state *s, uint64_t n, uint64_t to, gr_error *err) {
  const heaps_rules *r = &s->seq.rules;
  if (naive_options(r, (double)n, (double)to) <= (double)s->max_work) return false;
  uint64_t lo = n, hi = to; /* the most heaps within the budget: lo */
  while (lo + 1 < hi) {
    uint64_t mid = lo + (hi - lo) / 2;
    if (naive_options(r, (double)n, (double)mid) <= (double)s->max_work) lo = mid;
    else hi = mid;
  }
  gr_buf name;
  gr_buf_init(&name);
  short_name(r, &name);
  gr_error_say(err, GR_ELIMIT, &sgseq_texts, SGSEQ_WORK_BUDGET, GR_S(name.data ? name.data : ""), GR_U(s->seq.count - 1),
               GR_U(n), GR_U(s->max_work / 1000000000u), GR_U(lo > 0 ? lo - 1 : 0));
  gr_buf_free(&name);
  return true;
}

/* The rare-value method's budget (HEAPS_MAX_RARE_WORK).  Its cost per value
 * is not known in advance: it follows the rare heaps (about 5,000 options
 * a value for Grundy's game and 0.6), and shortcuts (a heap decided like
 * the one p before it, a period proved) can make the rest cheap (0.376 to
 * 2^23).  So the budget is a cap on the options examined, checked as they
 * are (rare_spent: the refusal names the last value within it); and so
 * that 10^8 values are not refused only after the whole budget, at each
 * doubling from RARE_CHECK_FROM on the pace of the last doubling (options
 * per value) projects the cost to the end, and a projection past
 * RARE_HOPELESS budgets is refused at once, naming how far the budget
 * reaches at that pace. */
#define RARE_CHECK_FROM 32768
#define RARE_HOPELESS 4

static bool rare_spent(const seq_state *s, uint64_t n, gr_error *err) {
  if (s->max_work == 0 || s->rare_work <= HEAPS_MAX_RARE_WORK) return false;
  gr_buf name;
  gr_buf_init(&name);
  short_name(&s->seq.rules, &name);
  gr_error_say(err, GR_ELIMIT, &sgseq_texts, SGSEQ_RARE_SPENT, GR_S(name.data ? name.data : ""), GR_U(s->seq.count - 1),
               GR_U(HEAPS_MAX_RARE_WORK / 1000000000u), GR_U(n), GR_U(n > 0 ? n - 1 : 0));
  gr_buf_free(&name);
  return true;
}

static bool rare_too_costly(seq_state *s, uint64_t n, gr_error *err) {
  uint64_t values = s->rare_values - s->rare_values0, work = s->rare_work - s->rare_work0;
  s->rare_values0 = s->rare_values;
  s->rare_work0 = s->rare_work;
  if (n < RARE_CHECK_FROM || values == 0 || s->max_work == 0) return false;
  double pace = (double)work / (double)values, left = (double)(s->seq.count - n), spent = (double)s->rare_work;
  double budget = (double)HEAPS_MAX_RARE_WORK;
  if (spent + left * pace <= RARE_HOPELESS * budget) return false;
  double reach = budget > spent ? (budget - spent) / pace : 0;
  uint64_t most = n + (uint64_t)reach;
  gr_buf name;
  gr_buf_init(&name);
  short_name(&s->seq.rules, &name);
  gr_error_say(err, GR_ELIMIT, &sgseq_texts, SGSEQ_RARE_BUDGET, GR_S(name.data ? name.data : ""), GR_U(s->seq.count - 1),
               GR_U((uint64_t)(pace + 0.5)), GR_U(n - 1), GR_U(HEAPS_MAX_RARE_WORK / 1000000000u), GR_U(most - 1));
  gr_buf_free(&name);
  return true;
}

static bool uses_rare(const seq_state *s) {
  return s->seq.method != HEAPS_NAIVE && s->seq.rules.kind != HEAPS_LASKER && s->seq.rules.nsplit > 0;
}

static int seq_advance(gr_job *job, uint64_t budget, gr_error *err) {
  seq_state *s = job->state;
  heaps_seq *q = &s->seq;
  uint64_t used = 0;
  while (used < budget && s->phase != PH_DONE) {
    if (s->phase == PH_COMPUTE) {
      if (s->n == q->count) {
        if (zrun_begin(&s->z, q->g, q->count, arithmetic(&q->rules), err) != 0) return -1;
        s->final_detect = true;
        s->phase = PH_DETECT;
        continue;
      }
      if (s->n == s->next_check) {
        if (s->rare_on && rare_too_costly(s, s->n, err)) return -1;
        s->next_check *= 2;
        s->cost_checked = false;
        s->detect_pending = q->method == HEAPS_AUTO && !arithmetic(&q->rules) && q->rules.kind != HEAPS_GRUNDY &&
                            s->n >= 2 * FIRST_CHECK; /* no proof for two, no copying a saltus */
        if (uses_rare(s)) {
          if (choose_mask(s, s->n, &used, err) != 0) return -1;
          if (s->rare_on) {
            s->phase = PH_REBUILD;
            continue;
          }
        }
      }
      if (s->n == s->proof_check) { /* the candidate seen at the last check has its values now */
        s->proof_check = 0;
        s->detect_pending = s->n >= 2 * FIRST_CHECK;
      }
      if (s->detect_pending) {
        s->detect_pending = false;
        if (zrun_begin(&s->z, q->g, s->n, false, err) != 0) return -1;
        s->final_detect = false;
        s->phase = PH_DETECT;
        continue;
      }
      if (!s->rare_on && !s->cost_checked && s->max_work && q->method != HEAPS_NAIVE) {
        s->cost_checked = true; /* again at the next doubling, or when the rare heaps are dropped */
        if (too_costly(s, s->n, s->next_check < q->count ? s->next_check : q->count, err)) return -1;
      }
      uint64_t n = s->n;
      uint32_t v;
      if (n == 0) {
        v = 0;
      } else if (q->rules.kind == HEAPS_ALLBUT && q->method != HEAPS_NAIVE) {
        while (s->prefix[s->low]) s->low++;
        v = heaps_allbut_mex(&q->rules, q->g, n, s->hist, s->low, s->stamp, &used);
      } else if (s->rare_on) {
        uint64_t before = used;
        if (!(s->shift_on && try_shift(s, n, &v))) v = value_rare(s, n, &used);
        s->rare_work += used - before;
        s->rare_values++;
        if (rare_spent(s, n, err)) return -1;
      } else {
        v = value_naive(s, n, &used);
        q->naive_values++;
        s->reach[n % SHIFT_MAX] = HEAPS_RARE_FAR;
      }
      if (store(s, n, v, err) != 0) return -1;
      s->n++;
      q->computed = s->n;
      job->done++;
      used++;
    } else if (s->phase == PH_REBUILD) {
      /* R: every heap 1..n-1 of the rare class under the new mask */
      while (s->rebuild < s->n && used < budget) {
        uint64_t a = s->rebuild++;
        if (heap_class(s, a) == s->rho && push_rare(s, a, err) != 0) return -1;
        used++;
      }
      if (s->rebuild == s->n) s->phase = PH_COMPUTE;
    } else if (s->phase == PH_DETECT) {
      bool done = zrun_step(&s->z, q->g, budget - used, &used);
      if (s->final_detect) job->done = q->count + s->z.i;
      if (!done) continue;
      heaps_period P;
      uint64_t upto = s->final_detect ? q->count : s->n;
      zrun_result(&s->z, &q->rules, q->g, upto, &P);
      if (s->final_detect) {
        q->period = P;
        s->phase = PH_DONE;
      } else if (P.status == HEAPS_PROVED) {
        /* The theorem gives every later value: copy them from the period. */
        q->period = P;
        s->fill = s->n;
        s->phase = PH_FILL;
      } else {
        /* An observed candidate needs P.needed values for its proof: from
         * PROOF_CHECK_FROM on, look again there rather than at the next
         * doubling (the theorem makes the copy exact whenever it is met;
         * the values are the same).  Below, the doubling alone, as before. */
        if (q->method == HEAPS_AUTO && s->n >= PROOF_CHECK_FROM && P.status == HEAPS_OBSERVED && P.needed > s->n &&
            P.needed < s->next_check && P.needed < q->count)
          s->proof_check = P.needed;
        s->phase = PH_COMPUTE;
      }
    } else { /* PH_FILL */
      /* G(x) = G(x - m p) for every x - m p >= n0: copy the largest whole
       * number of periods behind the fill point, which doubles each time. */
      uint64_t p = q->period.period, n0 = q->period.preperiod, end = q->count;
      while (s->fill < end && used < budget) {
        uint64_t span = (s->fill - n0) / p * p, len = end - s->fill;
        if (span == 0) return gr_error_say(err, GR_ESTATE, &sgseq_texts, SGSEQ_PROVED_TOO_EARLY);
        if (len > span) len = span;
        if (len > budget - used) len = budget - used;
        memcpy(q->g + s->fill, q->g + s->fill - span, (size_t)len * sizeof *q->g);
        s->fill += len;
        used += len;
        job->done += len;
      }
      if (s->fill == end) {
        /* The detector on all values would find the same (n0, p): any other
         * shift's n0 + p can only grow with more values. */
        q->period.holds = q->count - q->period.period - q->period.preperiod;
        s->phase = PH_DONE;
      }
    }
  }
  if (s->phase == PH_DONE) {
    q->rare_heaps = s->rare_on ? s->nR : 0;
    free(s->z.z);
    s->z.z = NULL;
    s->z.cap = 0;
    gr_job_done(job);
  }
  return 0;
}

static const gr_job_ops seq_ops = {seq_advance, seq_destroy};

int heaps_refuse_upto(const heaps_rules *r, uint64_t n, gr_error *err) {
  gr_buf name;
  gr_buf_init(&name);
  heaps_rules_format(r, &name);
  gr_error_say(err, GR_ELIMIT, &sgseq_texts, r->kind == HEAPS_LASKER ? SGSEQ_TOO_LARGE_LASKER : SGSEQ_TOO_LARGE, GR_U(n),
               GR_S(name.data ? name.data : ""), GR_U(heaps_rules_max_upto(r)));
  gr_buf_free(&name);
  return -1;
}

int heaps_seq_start(const heaps_rules *r, uint64_t count, heaps_method method, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t max = heaps_rules_max_upto(r);
  if (count == 0) return gr_error_say(err, GR_ERANGE, &sgseq_texts, SGSEQ_NO_VALUES);
  if (count - 1 > max) return heaps_refuse_upto(r, count - 1, err);
  seq_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_nomem(err);
  gr_job tmp = {.state = s};
  heaps_rules_init(&s->seq.rules);
  if (heaps_rules_copy(&s->seq.rules, r, err) != 0) {
    seq_destroy(&tmp);
    return -1;
  }
  s->seq.method = method;
  s->seq.count = count;
  s->seq.g = malloc((size_t)count * sizeof *s->seq.g);
  s->stamp = calloc(STAMP_SIZE, sizeof *s->stamp);
  s->hist = calloc(2 * (size_t)STAMP_SIZE, sizeof *s->hist);
  s->cache = heaps_rare_cache_new(r);
  s->shift_on = method == HEAPS_AUTO && r->kind != HEAPS_LASKER;
  for (size_t i = 0; i < SHIFT_MAX; i++) s->reach[i] = HEAPS_RARE_FAR;
  if (arithmetic(r)) s->prefix = calloc(STAMP_SIZE, 1);
  if (!s->seq.g || !s->stamp || !s->hist || !s->cache || (arithmetic(r) && !s->prefix)) {
    seq_destroy(&tmp);
    return gr_error_nomem(err);
  }
  s->next_check = FIRST_CHECK;
  s->max_work = HEAPS_MAX_WORK;
  s->same_parity = true;
  for (size_t i = 0; i < r->nsplit; i++)
    if ((r->split[i] & 1u) != (r->split[0] & 1u)) s->same_parity = false;
  s->kappa = r->nsplit ? r->split[0] & 1u : 0;
  *job = gr_job_new(&seq_ops, s, 2 * count, err);
  return *job ? 0 : -1;
}

const heaps_seq *heaps_seq_result(const gr_job *job) {
  if (job == NULL || job->ops != &seq_ops || !job->finished || job->state == NULL) return NULL;
  return &((const seq_state *)job->state)->seq;
}

int heaps_seq_compute(const heaps_rules *r, uint64_t count, heaps_method method, heaps_seq *out, gr_error *err) {
  memset(out, 0, sizeof *out);
  gr_job *job;
  if (heaps_seq_start(r, count, method, &job, err) != 0) return -1;
  ((seq_state *)job->state)->max_work = 0; /* the library's own callers and the tests: no budget */
  if (gr_job_finish(job, err) != 0) {
    gr_job_free(job);
    return -1;
  }
  seq_state *s = job->state;
  *out = s->seq; /* move the result out */
  memset(&s->seq, 0, sizeof s->seq);
  gr_job_free(job);
  return 0;
}

void heaps_seq_free(heaps_seq *s) {
  heaps_rules_free(&s->rules);
  free(s->g);
  memset(s, 0, sizeof *s);
}
