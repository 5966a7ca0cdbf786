/*
 * format.c — the library's printf: gr_vsnprintf and gr_snprintf.
 *
 * The C library's printf brings its floating-point formatting (and 128-bit
 * long double arithmetic) into the WebAssembly page, about 4 KB gzipped,
 * though no message of the library prints a float.  This formatter knows
 * what the library's formats use and nothing more: the conversions d i u x
 * X c s and %%, the flags '-' and '0', a width (digits or '*'), a precision
 * for s (".N" or ".*"), and the lengths hh h l ll z j t.  Anything else is
 * copied as it is.  Like snprintf it writes at most n - 1 characters and a
 * NUL, and returns the length the whole text would have.
 */
#include "grundy.h"
#include "format.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct out {
  char *s;
  size_t n, len; /* room (with the NUL), characters produced so far */
} out;

static void put(out *o, char c) {
  if (o->len + 1 < o->n) o->s[o->len] = c;
  o->len++;
}

static void pad(out *o, char c, size_t count) {
  while (count-- > 0) put(o, c);
}

/* text of length len in a field of width: left-aligned or padded by fill
 * (zeros go after a sign). */
static void field(out *o, const char *text, size_t len, size_t width, bool left, char fill) {
  size_t gap = width > len ? width - len : 0;
  if (!left && fill == '0' && len > 0 && text[0] == '-') {
    put(o, '-');
    text++, len--;
  }
  if (!left) pad(o, fill, gap);
  for (size_t i = 0; i < len; i++) put(o, text[i]);
  if (left) pad(o, ' ', gap);
}

int gr_vsnprintf(char *s, size_t n, const char *fmt, va_list ap) {
  out o = {.s = s, .n = n};
  for (const char *f = fmt; *f; f++) {
    if (*f != '%') {
      put(&o, *f);
      continue;
    }
    const char *start = f++;
    bool left = false;
    char fill = ' ';
    for (;; f++) {
      if (*f == '-') left = true;
      else if (*f == '0') fill = '0';
      else break;
    }
    size_t width = 0, precision = SIZE_MAX;
    if (*f == '*') {
      int w = va_arg(ap, int);
      if (w < 0) left = true, w = -w;
      width = (size_t)w;
      f++;
    } else {
      while (*f >= '0' && *f <= '9') width = width * 10 + (size_t)(*f++ - '0');
    }
    if (*f == '.') {
      f++;
      precision = 0;
      if (*f == '*') {
        int p = va_arg(ap, int);
        precision = p < 0 ? SIZE_MAX : (size_t)p;
        f++;
      } else {
        while (*f >= '0' && *f <= '9') precision = precision * 10 + (size_t)(*f++ - '0');
      }
    }
    int longs = 0; /* 1 long, 2 long long, 3 size_t, 4 intmax_t, 5 ptrdiff_t */
    if (*f == 'h') {
      f++;
      if (*f == 'h') f++;
    } else if (*f == 'l') {
      longs = 1, f++;
      if (*f == 'l') longs = 2, f++;
    } else if (*f == 'z') {
      longs = 3, f++;
    } else if (*f == 'j') {
      longs = 4, f++;
    } else if (*f == 't') {
      longs = 5, f++;
    }
    char digits[24];
    size_t len = 0;
    switch (*f) {
    case 'd':
    case 'i': {
      long long v = longs == 0 ? va_arg(ap, int)
                    : longs == 1 ? va_arg(ap, long)
                    : longs == 2 ? va_arg(ap, long long)
                    : longs == 3 ? (long long)va_arg(ap, size_t)
                    : longs == 4 ? (long long)va_arg(ap, intmax_t)
                                 : (long long)va_arg(ap, ptrdiff_t);
      unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
      do digits[sizeof digits - ++len] = (char)('0' + u % 10);
      while (u /= 10);
      if (v < 0) digits[sizeof digits - ++len] = '-';
      field(&o, digits + sizeof digits - len, len, width, left, fill);
      break;
    }
    case 'u':
    case 'x':
    case 'X': {
      unsigned long long u = longs == 0 ? va_arg(ap, unsigned)
                             : longs == 1 ? va_arg(ap, unsigned long)
                             : longs == 2 ? va_arg(ap, unsigned long long)
                             : longs == 3 ? va_arg(ap, size_t)
                             : longs == 4 ? (unsigned long long)va_arg(ap, uintmax_t)
                                          : (unsigned long long)va_arg(ap, ptrdiff_t);
      unsigned base = *f == 'u' ? 10 : 16;
      const char *set = *f == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
      do digits[sizeof digits - ++len] = set[u % base];
      while (u /= base);
      field(&o, digits + sizeof digits - len, len, width, left, fill);
      break;
    }
    case 'c':
      digits[0] = (char)va_arg(ap, int);
      field(&o, digits, 1, width, left, ' ');
      break;
    case 's': {
      const char *text = va_arg(ap, const char *);
      if (text == NULL) text = "(null)";
      size_t l = 0;
      while (l < precision && text[l]) l++;
      field(&o, text, l, width, left, ' ');
      break;
    }
    case '%':
      put(&o, '%');
      break;
    default: /* not a conversion of ours: copied as it is */
      for (const char *c = start; c <= f && *c; c++) put(&o, *c);
      if (*f == '\0') f--;
    }
  }
  if (n > 0) o.s[o.len < n ? o.len : n - 1] = '\0';
  return o.len > INT32_MAX ? INT32_MAX : (int)o.len;
}

int gr_snprintf(char *s, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int len = gr_vsnprintf(s, n, fmt, ap);
  va_end(ap);
  return len;
}
