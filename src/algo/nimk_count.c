/*
 * nimk_count.c — the Nim_d counting DP of nimk_count.h: one cell of the
 * table ways[bit column][sum] at a time (the game's trace steps through
 * them), and the whole count with two rows (the judge p2490).  Work: at
 * most 14 columns x 10,001 sums x 51 choices.
 */
#include "algo/nimk_count.h"

#include <stdlib.h>

static uint64_t power(uint64_t x, uint64_t e) {
  uint64_t r = 1;
  for (; e; e >>= 1, x = x * x % NIMK_MOD)
    if (e & 1) r = r * x % NIMK_MOD;
  return r;
}

void nimk_count_init(nimk_count *c, uint64_t n, uint64_t k, uint64_t d, uint64_t *mem) {
  *c = (nimk_count){.n = n, .k = k, .d = d, .pairs = k / 2, .room = n - k, .rows = 1, .fact = mem, .inverse = mem + n + 1};
  while (c->room >> c->rows) c->rows++;
  c->fact[0] = 1;
  for (uint64_t a = 1; a <= n; a++) c->fact[a] = c->fact[a - 1] * a % NIMK_MOD;
  c->inverse[n] = power(c->fact[n], NIMK_MOD - 2); /* Fermat: p is prime */
  for (uint64_t a = n; a > 0; a--) c->inverse[a - 1] = c->inverse[a] * a % NIMK_MOD;
}

uint64_t nimk_choose(const nimk_count *c, uint64_t a, uint64_t b) {
  return b > a ? 0 : c->fact[a] * c->inverse[b] % NIMK_MOD * c->inverse[a - b] % NIMK_MOD;
}

uint64_t nimk_cell(const nimk_count *c, const uint64_t *prev, unsigned row, uint64_t s, uint64_t *read, size_t *nread) {
  uint64_t bit = (uint64_t)1 << row, sum = 0;
  *nread = 0;
  for (uint64_t ones = 0; ones <= c->pairs && ones * bit <= s; ones += c->d + 1) {
    uint64_t below = s - ones * bit; /* what the lower columns add up to */
    if (row == 0) sum += below == 0 ? nimk_choose(c, c->pairs, ones) : 0;
    else sum = (sum + prev[below] * nimk_choose(c, c->pairs, ones)) % NIMK_MOD, read[(*nread)++] = below;
  }
  return sum % NIMK_MOD;
}

uint64_t nimk_losing(const nimk_count *c, const uint64_t *last) {
  uint64_t losing = 0;
  for (uint64_t s = 0; s <= c->room; s++)
    losing = (losing + last[s] * nimk_choose(c, c->room - s + c->pairs, c->pairs)) % NIMK_MOD;
  return losing;
}

uint64_t nimk_first_wins(uint64_t n, uint64_t k, uint64_t d) {
  static uint64_t mem[2 * (NIMK_MAX_N + 1)], rows[2][NIMK_MAX_N + 1], read[NIMK_MAX_K];
  nimk_count c;
  nimk_count_init(&c, n, k, d, mem);
  size_t nread;
  for (unsigned r = 0; r < c.rows; r++)
    for (uint64_t s = 0; s <= c.room; s++) rows[r % 2][s] = nimk_cell(&c, rows[(r + 1) % 2], r, s, read, &nread);
  return (nimk_choose(&c, n, k) + NIMK_MOD - nimk_losing(&c, rows[(c.rows - 1) % 2])) % NIMK_MOD;
}
