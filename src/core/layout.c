/*
 * layout.c — n nodes evenly on a circle, in integers (no libm): for the
 * rings of coins and of edges.  The layered drawing of a graph is
 * drawing.c's (gr_layout_draw, and gr_layout_layered's layers and places).
 */
#include "grundy.h"

/* sin and cos of 2*pi*i/n by their Taylor series around pi (the angle minus
 * pi lies in [-pi, pi)), in 2^40 fixed point with 128-bit products: plenty
 * for a drawing, and no libm. */
void gr_layout_circle(uint32_t n, int32_t r, int32_t *x, int32_t *y) {
  const int64_t one = (int64_t)1 << 40, pi = 3454217652358; /* pi * 2^40, rounded */
  for (uint32_t i = 0; i < n; i++) {
    int64_t t = (int64_t)((__int128)2 * pi * i / n) - pi;
    __int128 t2 = (__int128)t * t / one, term = t;
    int64_t s = 0, c = 0;
    for (int k = 0; k < 20; k++) { /* t^(2k+1) / (2k+1)! */
      s += (int64_t)term;
      term = -term * t2 / one / ((2 * k + 2) * (2 * k + 3));
    }
    term = one;
    for (int k = 0; k < 20; k++) { /* t^(2k) / (2k)! */
      c += (int64_t)term;
      term = -term * t2 / one / ((2 * k + 1) * (2 * k + 2));
    }
    /* sin(angle) = -sin(t), cos(angle) = -cos(t); y grows downwards */
    x[i] = r + (int32_t)((__int128)r * -s / one);
    y[i] = r - (int32_t)((__int128)r * -c / one);
  }
}
