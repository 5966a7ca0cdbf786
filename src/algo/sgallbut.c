/*
 * sgallbut.c — all-but subtraction sets for the Grundy-sequence engine
 * (sgseq.h): a move removes any number k >= 1 of tokens from one heap,
 * except the k in a finite set E (written S!{1,3}: any number but 1 or 3).
 * Here: the value of one heap by the plain mex (the referee) and by counts
 * in O(|E|), and the check that proves an arithmetic period.
 *
 * The values grow without bound (G(n) > every value of a heap below
 * n - max E, none of which is excluded), and Angela Siegel showed (Finite
 * excluded subtraction sets and infinite geography, 2005) that the
 * sequence is arithmetic-periodic: G(n + p) = G(n) + s for all n >= n0.
 *
 * The mex by counts.  The options of heap n are every heap m < n but the
 * at most |E| heaps n - e, e in E.  Let c(v) be how many of G(0..n-1) equal
 * v and d(v) how many of the excluded heaps have value v.  G(n) is the
 * least v with c(v) = d(v): either the least value absent from G(0..n-1)
 * altogether (`low`, which only grows, so the caller keeps it in amortised
 * O(1)), or one of the at most |E| values of excluded heaps.
 *
 * The proof (heaps_allbut_judge).  Write e = max E, and suppose
 * G(n + p) = G(n) + s (s >= 0) was checked for n0 <= n < N.  Two facts:
 *   (1) the values of G(0..M-1) form an interval [0, max]: a value v below
 *       the largest, G(m), is in the option set of m, so some heap below m
 *       has it.  So A = {G(m) : m < n0 + p} = [0, a] and
 *       B = {G(m) : m < n0} = [0, b] (b = -1 when n0 = 0).
 *   (2) for n >= n0 + e, every heap below n0 + p is an option of n + p (it
 *       is more than e below it) and every heap below n0 an option of n.
 * Induction on n >= N, the relation known for n0 <= n' < n.  Let
 * X = {G(m) : n0 <= m < n, n - m not in E}.  The options of n + p at or
 * above n0 + p are the heaps m + p, m counted in X, of value G(m) + s; so
 *     G(n) = mex(X u B),   G(n + p) = mex((X + s) u A).
 * If a = b + s: (X + s) u [0, b + s] = [0, s) u ((X u B) + s), whose mex is
 * s + mex(X u B).  Otherwise, if [0, K) is within X for K = max(a - s, b)
 * + 1: X u B = X and, as a >= s - 1 (every value below G(n0 + p) =
 * G(n0) + s >= s occurs before n0 + p), (X + s) u A = [0, s) u (X + s):
 * again G(n + p) = s + G(n).  X holds every G(m) with n0 <= m < n - e, so
 * it is enough that G(n0 .. N' - 1) covers [0, K) and N >= N' + e.
 * So the check needs N = n0 + e (a = b + s) or N = N' + e (N' the first
 * index by which G(n0..N'-1) covers [0, K)), and the values G(0 .. N + p - 1):
 * needed = N + p.  (N >= n0 + 1 as e >= 1: the relation holds at least once.)
 */
#include "sgseq.h"

#include <stdlib.h>
#include <string.h>

uint32_t heaps_allbut_naive(const heaps_rules *r, const uint16_t *g, uint64_t n, uint32_t *stamp, uint64_t *work) {
  uint32_t ep = (uint32_t)(n + 1);
  size_t j = 0; /* set[j] is the next excluded count, walking k up */
  for (uint64_t k = 1; k <= n; k++) {
    while (j < r->nset && r->set[j] < k) j++;
    if (j < r->nset && r->set[j] == k) continue;
    stamp[g[n - k]] = ep;
  }
  *work += n + 1;
  uint32_t v = 0;
  while (stamp[v] == ep) v++;
  return v;
}

uint32_t heaps_allbut_mex(const heaps_rules *r, const uint16_t *g, uint64_t n, const uint32_t *hist, uint32_t low,
                          uint32_t *scratch, uint64_t *work) {
  uint32_t best = low;
  size_t k = 0;
  for (; k < r->nset && r->set[k] <= n; k++) scratch[g[n - r->set[k]]]++;
  for (size_t i = 0; i < k; i++) {
    uint32_t v = g[n - r->set[i]];
    uint32_t c = hist[2 * v] + hist[2 * v + 1] + (v == 0); /* heap 0 has value 0 */
    if (scratch[v] == c && v < best) best = v;
  }
  for (size_t i = 0; i < k; i++) scratch[g[n - r->set[i]]] = 0;
  *work += k + 1;
  return best;
}

void heaps_allbut_judge(const heaps_rules *r, const uint16_t *g, uint64_t count, heaps_period *P) {
  P->bound = HEAPS_BOUND_ALLBUT;
  P->needed = UINT64_MAX;
  uint64_t n0 = P->preperiod, p = P->period, e = r->t;
  int64_t s = P->saltus;
  if (p == 0 || s < 0 || n0 + p >= count) {
    P->status = HEAPS_NONE;
    return;
  }
  int64_t a = -1, b = -1;
  for (uint64_t m = 0; m < n0 + p; m++) {
    if ((int64_t)g[m] > a) a = g[m];
    if (m < n0 && (int64_t)g[m] > b) b = g[m];
  }
  uint64_t N = UINT64_MAX;
  if (a == b + s || (a - s > b ? a - s : b) < 0) {
    N = n0 + e;
  } else {
    int64_t K = (a - s > b ? a - s : b) + 1; /* cover [0, K) with G(n0 ..) */
    unsigned char *seen = calloc((size_t)K + 1, 1);
    if (seen != NULL) {
      int64_t missing = K;
      for (uint64_t m = n0; m < count && missing > 0; m++)
        if ((int64_t)g[m] < K && !seen[g[m]]) {
          seen[g[m]] = 1;
          if (--missing == 0) N = m + 1 + e;
        }
      free(seen);
    }
  }
  if (N != UINT64_MAX) P->needed = N + p;
  P->status = count >= P->needed ? HEAPS_PROVED : P->holds >= 2 * p ? HEAPS_OBSERVED : HEAPS_NONE;
}
