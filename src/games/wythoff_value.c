/*
 * wythoff_value.c — the Grundy value of a Wythoff position off the cold
 * pairs, by a computed table within a stated limit.
 *
 * The closed form gives only the cold positions (value 0); no formula is
 * known for the other values (the rows are only known to be additively
 * periodic).  G(x, y) is the mex of the values on its row to the left, its
 * column below and its diagonal: with one bitset of values seen per row,
 * per column and per diagonal (values are at most x + y), each cell costs
 * a few words, O(a b (a + b) / 64) for the rectangle up to (a, b).  Exact
 * search over the moves (src/core/value.c) would cost a b (a + b) moves and
 * reach only about 100 x 100 within the core's bound; the table reaches
 * WYTHOFF_VALUE_MAX on both piles (about 0.1 s at the limit).
 *
 * The same table holds the values of every option of (a, b) (its row, its
 * column and its diagonal), so the moves to any value are read off it
 * (wythoff_moves_to, what a sum of games asks) without a table per move.
 */
#include "wythoff.h"

#include "kit/pairs.h"

#include <stdlib.h>

/* The values of (a, b)'s options, a <= b, filled in by the table: left[y]
 * = G(a, y) for y < b, down[x] = G(x, b) and diag[x] = G(x, x + b - a) for
 * x < a. */
typedef struct options {
  uint64_t *left, *down, *diag;
} options;

/* A bitset of values seen (of a row, a column or a diagonal) with the
 * index of its first word that is not full: every value below 64 * full is
 * in the set, so a mex that includes this set is at least there. */
typedef struct seen {
  uint64_t *bits;
  size_t *full;
} seen;

/* Marks value g in set k (of words words) and moves its first non-full word on. */
static void mark(seen *s, size_t k, size_t words, uint64_t g) {
  uint64_t *b = s->bits + k * words;
  b[g / 64] |= (uint64_t)1 << (g % 64);
  while (b[s->full[k]] == UINT64_MAX) s->full[k]++;
}

static size_t max3(size_t a, size_t b, size_t c) {
  size_t m = a > b ? a : b;
  return m > c ? m : c;
}

/* Fills the table up to (a, b), a <= b: G(a, b), and the options' values
 * when o is not NULL; -1 when out of memory.  A cell's value is the least
 * value in none of its row's, column's and diagonal's sets: its search
 * starts at the first word that none of the three has full (a word full in
 * one is full in their union), so a cell costs a few words, not (a + b) / 64
 * (276 -> about 40 instructions a cell at 1000 x 999). */
static int fill(size_t a, size_t b, options *o, uint64_t *value, gr_error *err) {
  size_t rows = a + 1, cols = b + 1, words = (a + b) / 64 + 2;
  /* seen values: of each row x (cells (x, y') with y' < y), of each column y
   * (cells (x', y), x' < x), of each diagonal y - x + a (cells below-left) */
  seen row = {calloc(rows * words, sizeof(uint64_t)), calloc(rows, sizeof(size_t))},
       col = {calloc(cols * words, sizeof(uint64_t)), calloc(cols, sizeof(size_t))},
       diag = {calloc((rows + cols) * words, sizeof(uint64_t)), calloc(rows + cols, sizeof(size_t))};
  int rc = row.bits && row.full && col.bits && col.full && diag.bits && diag.full ? 0 : gr_error_nomem(err);
  uint64_t g = 0;
  for (size_t x = 0; rc == 0 && x < rows; x++)
    for (size_t y = 0; y < cols; y++) {
      size_t dk = y + rows - 1 - x;
      uint64_t *r = row.bits + x * words, *c = col.bits + y * words, *d = diag.bits + dk * words;
      size_t w = max3(row.full[x], col.full[y], diag.full[dk]);
      uint64_t free_bits = 0;
      while ((free_bits = ~(r[w] | c[w] | d[w])) == 0) w++;
      g = (uint64_t)w * 64 + (unsigned)__builtin_ctzll(free_bits);
      mark(&row, x, words, g);
      mark(&col, y, words, g);
      mark(&diag, dk, words, g);
      if (o && x == a && y < b) o->left[y] = g;
      if (o && x < a && y == b) o->down[x] = g;
      if (o && x < a && y == x + b - a) o->diag[x] = g;
    }
  free(row.bits);
  free(row.full);
  free(col.bits);
  free(col.full);
  free(diag.bits);
  free(diag.full);
  if (rc == 0) *value = g;
  return rc;
}

int wythoff_value(uint64_t a, uint64_t b, uint64_t *value, gr_error *err) {
  if (a > WYTHOFF_VALUE_MAX || b > WYTHOFF_VALUE_MAX) return 0;
  size_t lo = (size_t)(a < b ? a : b), hi = (size_t)(a < b ? b : a);
  return fill(lo, hi, NULL, value, err) == 0 ? 1 : -1;
}

/* The table's cell (x, y) as a move when its value is target: the position
 * (x, y), or (y, x) when the table's first pile is the position's second. */
static int push_if(uint64_t v, uint64_t target, bool swap, uint64_t x, uint64_t y, gr_pos_list *out, gr_error *err) {
  if (v != target) return 0;
  return swap ? kit_pair_push(out, y, x, err) : kit_pair_push(out, x, y, err);
}

int wythoff_moves_to(uint64_t a, uint64_t b, uint64_t target, uint64_t *value, gr_pos_list *out, gr_error *err) {
  if (a > WYTHOFF_VALUE_MAX || b > WYTHOFF_VALUE_MAX) return 0;
  bool swap = a > b;
  size_t lo = (size_t)(swap ? b : a), hi = (size_t)(swap ? a : b);
  options o = {calloc(hi + 1, sizeof(uint64_t)), calloc(lo + 1, sizeof(uint64_t)), calloc(lo + 1, sizeof(uint64_t))};
  int rc = o.left && o.down && o.diag ? fill(lo, hi, &o, value, err) : gr_error_nomem(err);
  for (size_t x = 0; rc == 0 && x < lo; x++) rc = push_if(o.down[x], target, swap, x, hi, out, err);
  for (size_t y = 0; rc == 0 && y < hi; y++) rc = push_if(o.left[y], target, swap, lo, y, out, err);
  for (size_t x = 0; rc == 0 && x < lo; x++) rc = push_if(o.diag[x], target, swap, x, x + hi - lo, out, err);
  free(o.left);
  free(o.down);
  free(o.diag);
  return rc == 0 ? 1 : -1;
}
