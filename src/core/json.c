/*
 * json.c — a small streaming JSON writer.
 *
 * The writer tracks, per nesting level, whether a separator is due, so
 * callers just emit keys and values in order.  Strings are escaped per
 * RFC 8259; integers are written exactly (64-bit values are not rounded
 * through doubles — JavaScript readers that need them exactly use BigInt).
 */
#include "grundy.h"

void gr_json_init(gr_json *j, gr_buf *out) {
  j->out = out;
  j->depth = 0;
  j->first[0] = true;
  j->after_key = false;
}

static void separate(gr_json *j) {
  if (j->after_key) {
    j->after_key = false;
    return;
  }
  if (!j->first[j->depth]) gr_buf_putc(j->out, ',');
  j->first[j->depth] = false;
}

static void json_open(gr_json *j, char c) {
  separate(j);
  gr_buf_putc(j->out, c);
  if (j->depth + 1 >= GR_JSON_MAX_DEPTH) {
    j->out->failed = true; /* deeper than any document we write: refuse, never emit bad JSON */
    return;
  }
  j->depth++;
  j->first[j->depth] = true;
}

static void json_close(gr_json *j, char c) {
  gr_buf_putc(j->out, c);
  if (j->depth > 0) j->depth--;
}

void gr_json_object_begin(gr_json *j) { json_open(j, '{'); }
void gr_json_object_end(gr_json *j) { json_close(j, '}'); }
void gr_json_array_begin(gr_json *j) { json_open(j, '['); }
void gr_json_array_end(gr_json *j) { json_close(j, ']'); }

/* A run of characters that need no escape goes in with one copy: a
 * position of 10^5 numbers is 2 MB, and a call a character was most of
 * writing it (bench/NOTES.md). */
static void put_string(gr_buf *b, const char *s) {
  static const char hex[] = "0123456789abcdef";
  gr_buf_putc(b, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    const unsigned char *run = p;
    while (*p >= 0x20 && *p != '"' && *p != '\\') p++;
    gr_buf_putn(b, (const char *)run, (size_t)(p - run));
    if (*p == 0) break;
    switch (*p) {
    case '"': gr_buf_puts(b, "\\\""); break;
    case '\\': gr_buf_puts(b, "\\\\"); break;
    case '\n': gr_buf_puts(b, "\\n"); break;
    case '\r': gr_buf_puts(b, "\\r"); break;
    case '\t': gr_buf_puts(b, "\\t"); break;
    default: {
      char esc[7] = {'\\', 'u', '0', '0', hex[*p >> 4], hex[*p & 15], 0};
      gr_buf_puts(b, esc);
    }
    }
  }
  gr_buf_putc(b, '"');
}

void gr_json_key(gr_json *j, const char *key) {
  separate(j);
  put_string(j->out, key);
  gr_buf_putc(j->out, ':');
  j->after_key = true;
}

void gr_json_string(gr_json *j, const char *s) {
  separate(j);
  put_string(j->out, s ? s : "");
}

void gr_json_u64(gr_json *j, uint64_t v) {
  separate(j);
  gr_buf_u64(j->out, v);
}

void gr_json_i64(gr_json *j, int64_t v) {
  separate(j);
  if (v < 0) {
    gr_buf_putc(j->out, '-');
    gr_buf_u64(j->out, (uint64_t)0 - (uint64_t)v);
  } else {
    gr_buf_u64(j->out, (uint64_t)v);
  }
}

void gr_json_bool(gr_json *j, bool v) {
  separate(j);
  gr_buf_puts(j->out, v ? "true" : "false");
}

void gr_json_string_or_null(gr_json *j, const char *s) {
  if (s != NULL)
    gr_json_string(j, s);
  else
    gr_json_null(j);
}

void gr_json_null(gr_json *j) {
  separate(j);
  gr_buf_puts(j->out, "null");
}
