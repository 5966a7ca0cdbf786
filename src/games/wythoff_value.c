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
 */
#include "wythoff.h"

#include <stdlib.h>

int wythoff_value(uint64_t a, uint64_t b, uint64_t *value, gr_error *err) {
  if (a > WYTHOFF_VALUE_MAX || b > WYTHOFF_VALUE_MAX) return 0;
  if (a > b) {
    uint64_t t = a;
    a = b;
    b = t;
  }
  size_t rows = (size_t)a + 1, cols = (size_t)b + 1, words = (size_t)(a + b) / 64 + 2;
  /* seen values: of each row x (cells (x, y') with y' < y), of each column y
   * (cells (x', y), x' < x), of each diagonal y - x + a (cells below-left) */
  uint64_t *row = calloc(rows * words, sizeof *row), *col = calloc(cols * words, sizeof *col),
           *diag = calloc((rows + cols) * words, sizeof *diag);
  if (!row || !col || !diag) {
    free(row);
    free(col);
    free(diag);
    return gr_error_nomem(err);
  }
  uint64_t g = 0;
  for (size_t x = 0; x < rows; x++)
    for (size_t y = 0; y < cols; y++) {
      uint64_t *r = row + x * words, *c = col + y * words, *d = diag + (y + rows - 1 - x) * words;
      size_t w = 0;
      uint64_t free_bits = 0;
      while ((free_bits = ~(r[w] | c[w] | d[w])) == 0) w++;
      unsigned bit = 0;
      while (!(free_bits >> bit & 1)) bit++;
      g = (uint64_t)w * 64 + bit;
      r[w] |= (uint64_t)1 << bit;
      c[w] |= (uint64_t)1 << bit;
      d[w] |= (uint64_t)1 << bit;
    }
  free(row);
  free(col);
  free(diag);
  *value = g;
  return 1;
}
