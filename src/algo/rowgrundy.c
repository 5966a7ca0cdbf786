/*
 * rowgrundy.c — the Grundy values of a row of coins from which a move takes
 * 1 to k adjacent coins (the octal game 0.77...7, k sevens), by mex with a
 * sliding window of option counts, and the period the table proves (see
 * rowgrundy.h).  Row L's options are G(a) xor G(b) with L - k <= a + b <=
 * L - 1; the window holds the counts of those values, so moving to row
 * L + 1 adds the sums a + b = L and drops a + b = L - k: O(T^2) for T rows
 * whatever k is.
 */
#include "algo/rowgrundy.h"

#include <stdlib.h>
#include <string.h>

void rowg_init(rowg *r, uint64_t k, size_t max_rows) {
  memset(r, 0, sizeof *r);
  r->k = k;
  r->max_rows = max_rows;
  r->init_s = 1;
}

void rowg_free(rowg *r) {
  free(r->g);
  free(r->count);
  r->g = NULL;
  r->count = NULL;
}

uint64_t rowg_value(const rowg *r, uint64_t L) {
  if (L <= r->k) return L;
  if (L < r->len) return r->g[L];
  return r->g[r->pre + (L - r->pre) % r->period]; /* periodic: checked by the caller */
}

bool rowg_covers(const rowg *r, uint64_t L) { return L <= r->k || L < r->len || r->periodic; }

/* Adds (delta = 1) or removes (delta = -1) the options of sum s. */
static void window_sum(rowg *r, uint64_t s, int delta) {
  for (uint64_t a = 0; a <= s - a; a++) r->count[r->g[a] ^ r->g[s - a]] += (uint32_t)delta;
}

static int grow_count(rowg *r, size_t need, gr_error *err) {
  size_t cap = r->vcap ? r->vcap : 1024;
  while (cap <= need) cap *= 2;
  if (cap == r->vcap) return 0;
  uint32_t *c = realloc(r->count, cap * sizeof *c);
  if (c == NULL) return gr_error_nomem(err);
  memset(c + r->vcap, 0, (cap - r->vcap) * sizeof *c);
  r->count = c;
  r->vcap = cap;
  return 0;
}

int rowg_extend(rowg *r, size_t target, uint64_t *budget, gr_error *err) {
  if (r->g == NULL) {
    r->g = malloc(r->max_rows * sizeof *r->g);
    if (r->g == NULL || grow_count(r, 2 * r->max_rows, err) != 0)
      return gr_error_nomem(err);
  }
  while (r->len < target) {
    uint64_t L = r->len;
    if (L <= r->k) {
      r->g[L] = (uint32_t)L;
      r->len++;
      continue;
    }
    if (*budget == 0) return 0;
    if (L == r->k + 1 && r->init_s <= r->k) { /* the first window: sums 1 .. k */
      window_sum(r, r->init_s, 1);
      uint64_t cost = r->init_s / 2 + 1;
      *budget = cost >= *budget ? 0 : *budget - cost;
      r->init_s++;
      continue;
    }
    /* The window holds sums L - k .. L - 1: the mex is G(L). */
    size_t m = 0;
    while (r->count[m] != 0) m++;
    if (m >= UINT32_MAX / 2) return -2;
    r->g[L] = (uint32_t)m;
    if (grow_count(r, 2 * (size_t)m + 1, err) != 0) return -1;
    r->len++;
    /* Slide to row L + 1: sum L enters, sum L - k leaves. */
    window_sum(r, L, 1);
    window_sum(r, L - r->k, -1);
    uint64_t cost = L + m + 2;
    *budget = cost >= *budget ? 0 : *budget - cost;
  }
  return 1;
}

void rowg_detect_period(rowg *r) {
  size_t N = r->len - 1;
  for (size_t p = 1; 2 * p <= N; p++) {
    size_t e = N - p + 1;
    while (e > 0 && r->g[e - 1] == r->g[e - 1 + p]) e--;
    if ((unsigned __int128)N >= (unsigned __int128)2 * e + 2 * p + r->k) {
      r->periodic = true;
      r->pre = e;
      r->period = p;
      return;
    }
  }
}

