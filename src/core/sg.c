/*
 * sg.c — Grundy-value arithmetic shared by every solver: the mex.
 *
 * mex(S) is the least non-negative integer not in S.  Only values <= |S|
 * can matter (|S| values cannot cover 0..|S|), so a byte map of |S| + 1
 * entries, supplied by the caller so that hot loops do not allocate, finds
 * it in O(|S|).
 */
#include "grundy.h"

#include <string.h>

uint64_t gr_mex(const uint64_t *values, size_t n, unsigned char *seen) {
  memset(seen, 0, n + 1);
  for (size_t i = 0; i < n; i++)
    if (values[i] <= n) seen[values[i]] = 1;
  uint64_t m = 0;
  while (seen[m]) m++;
  return m;
}
