/*
 * kfold.c — the losing heap sizes of k-fold dynamic subtraction and the
 * smallest winning first take (the construction of the 2009 national-team
 * paper on "k 倍动态减法", as in POJ 3922).
 *
 * The losing sizes a_0 < a_1 < ... are built with b_i, the largest heap
 * that can be written as a sum of distinct a's each more than k times the
 * next smaller one used (so the opponent can never take the next part at
 * once): a_0 = b_0 = 1; a_{i+1} = b_i + 1 (the first size that is not such
 * a sum); b_{i+1} = a_{i+1} + b_j for the largest j with k a_j < a_{i+1}
 * (or a_{i+1} when there is none).  Every n is uniquely such a sum
 * (greedy: the largest a below it first); n is lost when it is an a_i,
 * else the winning move takes the smallest part of the sum, which leaves a
 * sum whose smallest part is more than k times the take — a loss for the
 * mover.  tests/unit/test_contest checks this against an exhaustive search
 * on every n <= 60, k <= 5, and the game kfold (src/games/kfold.c) on
 * every small position, mid-game ones included.
 */
#include "algo/kfold.h"

#include <stdlib.h>

void gr_kfold_seq_free(gr_kfold_seq *s) {
  free(s->a);
  free(s->b);
  free(s->under);
  *s = (gr_kfold_seq){0};
}

/* Room for one more term (doubling the three arrays). */
static int grow(gr_kfold_seq *s, size_t *cap) {
  if (s->count < *cap) return 0;
  size_t n = *cap ? *cap * 2 : 64;
  uint64_t *a = realloc(s->a, n * sizeof *a);
  if (a != NULL) s->a = a;
  uint64_t *b = a ? realloc(s->b, n * sizeof *b) : NULL;
  if (b != NULL) s->b = b;
  size_t *u = b ? realloc(s->under, n * sizeof *u) : NULL;
  if (u == NULL) return -1;
  s->under = u;
  *cap = n;
  return 0;
}

int gr_kfold_build(uint64_t n, uint64_t k, gr_kfold_seq *s, gr_error *err) {
  size_t cap = 0, j = 0;
  *s = (gr_kfold_seq){0};
  do {
    if (grow(s, &cap) != 0) {
      gr_kfold_seq_free(s);
      return gr_error_nomem(err);
    }
    size_t i = s->count++;
    s->a[i] = i ? s->b[i - 1] + 1 : 1;
    while (i > 0 && s->a[j + 1] * k < s->a[i]) j++;
    bool joins = i > 0 && s->a[j] * k < s->a[i]; /* a_j may follow a_i in a sum */
    s->under[i] = joins ? j : SIZE_MAX;
    s->b[i] = joins ? s->a[i] + s->b[j] : s->a[i];
  } while (s->a[s->count - 1] < n);
  return 0;
}

size_t gr_kfold_largest_below(const gr_kfold_seq *s, uint64_t m) {
  size_t lo = 0, hi = s->count; /* a[lo] <= m < a[hi] */
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (s->a[mid] <= m) lo = mid;
    else hi = mid;
  }
  return lo;
}

uint64_t gr_kfold_smallest_part(const gr_kfold_seq *s, uint64_t m) {
  uint64_t part = 0;
  while (m > 0) {
    part = s->a[gr_kfold_largest_below(s, m)];
    m -= part;
  }
  return part;
}

uint64_t gr_kfold_take_within(const gr_kfold_seq *s, uint64_t n) {
  return s->a[gr_kfold_largest_below(s, n)] == n ? 0 : gr_kfold_smallest_part(s, n);
}

int gr_kfold_first_take(uint64_t n, uint64_t k, uint64_t *take, gr_error *err) {
  gr_kfold_seq s;
  if (gr_kfold_build(n, k, &s, err) != 0) return -1;
  *take = gr_kfold_take_within(&s, n);
  gr_kfold_seq_free(&s);
  return 0;
}
