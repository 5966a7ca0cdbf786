/*
 * buf.c — a growable, always NUL-terminated text buffer.
 *
 * Writers never fail loudly: an allocation failure sets `failed` and later
 * writes are dropped, so callers check once at the end instead of after
 * every append.
 */
#include "grundy.h"
#include "format.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gr_buf_init(gr_buf *b) {
  b->data = NULL;
  b->len = b->cap = 0;
  b->failed = false;
}

void gr_buf_free(gr_buf *b) {
  free(b->data);
  gr_buf_init(b);
}

void gr_buf_reset(gr_buf *b) {
  b->len = 0;
  if (b->data) b->data[0] = '\0';
}

bool gr_buf_reserve(gr_buf *b, size_t extra) {
  if (b->failed) return false;
  if (extra > SIZE_MAX / 2 - b->len) {
    b->failed = true;
    return false;
  }
  size_t need = b->len + extra + 1;
  if (need <= b->cap) return true;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < need) cap *= 2;
  char *data = realloc(b->data, cap);
  if (data == NULL) {
    b->failed = true;
    return false;
  }
  b->data = data;
  b->cap = cap;
  return true;
}

void gr_buf_putn(gr_buf *b, const char *s, size_t n) {
  if (!gr_buf_reserve(b, n)) return;
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}

void gr_buf_putc(gr_buf *b, char c) { gr_buf_putn(b, &c, 1); }

void gr_buf_puts(gr_buf *b, const char *s) { gr_buf_putn(b, s, strlen(s)); }

void gr_buf_u64(gr_buf *b, uint64_t v) {
  /* Nine digits at a time in 32 bits: at most two 64-bit divisions a
   * number, not one a digit (a 64-bit division is slow in WebAssembly,
   * and writing positions of 10^5 numbers near 2^64 was mostly this). */
  char digits[24];
  size_t n = 0;
  for (;;) {
    uint32_t part = v < 1000000000u ? (uint32_t)v : (uint32_t)(v % 1000000000u);
    v = v < 1000000000u ? 0 : v / 1000000000u;
    for (int d = 0; d < 9 && (v != 0 || part != 0 || d == 0); d++) {
      digits[sizeof digits - 1 - n++] = (char)('0' + part % 10);
      part /= 10;
    }
    if (v == 0) break;
  }
  gr_buf_putn(b, digits + sizeof digits - n, n);
}

void gr_buf_u64_set(gr_buf *b, const uint64_t *v, size_t n) {
  gr_buf_putc(b, '{');
  for (size_t i = 0; i < n; i++) {
    if (i) gr_buf_puts(b, ", ");
    gr_buf_u64(b, v[i]);
  }
  gr_buf_putc(b, '}');
}

void gr_buf_u128(gr_buf *b, uint64_t hi, uint64_t lo) {
  if (hi == 0) {
    gr_buf_u64(b, lo);
    return;
  }
  /* Long division by 10^19 in 32-bit limbs (portable C, no 128-bit type):
   * the number as four limbs, most significant first. */
  uint32_t limb[4] = {(uint32_t)(hi >> 32), (uint32_t)hi, (uint32_t)(lo >> 32), (uint32_t)lo};
  char digits[48];
  size_t n = 0;
  bool zero;
  do {
    uint64_t rem = 0; /* divide by 10^9: each step fits 64 bits */
    zero = true;
    for (int i = 0; i < 4; i++) {
      uint64_t cur = rem << 32 | limb[i];
      limb[i] = (uint32_t)(cur / 1000000000u);
      rem = cur % 1000000000u;
      if (limb[i]) zero = false;
    }
    for (int d = 0; d < 9 && (!zero || rem != 0); d++) { /* nine digits, or the last ones without leading zeros */
      digits[sizeof digits - 1 - n++] = (char)('0' + rem % 10);
      rem /= 10;
    }
  } while (!zero);
  gr_buf_putn(b, digits + sizeof digits - n, n);
}

void gr_buf_printf(gr_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = gr_vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0 || !gr_buf_reserve(b, (size_t)n)) return;
  va_start(ap, fmt);
  gr_vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
}

char *gr_buf_take(gr_buf *b) {
  if (b->data == NULL) {
    char *empty = malloc(1);
    if (empty) empty[0] = '\0';
    return empty;
  }
  char *data = b->data;
  gr_buf_init(b);
  return data;
}
