/*
 * pos.c — positions (vectors of 64-bit integers) and lists of them.
 *
 * A position owns its array.  Lists own their positions: pushing moves a
 * position in and leaves the caller's variable empty, so there is exactly
 * one owner at any time.
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>

void gr_pos_init(gr_pos *p) {
  p->len = 0;
  p->v = NULL;
}

/* Room for len values; the values past the old length are left as they
 * are, for the caller to write. */
static int pos_room(gr_pos *p, size_t len, gr_error *err) {
  if (len == 0) {
    gr_pos_free(p);
    return 0;
  }
  if (len > SIZE_MAX / sizeof *p->v)
    return gr_error_say(err, GR_ENOMEM, &gr_core_texts, CORE_POSITION_TOO_LARGE, GR_U(len));
  uint64_t *v = realloc(p->v, len * sizeof *v);
  if (v == NULL)
    return gr_error_nomem(err);
  p->v = v;
  p->len = len;
  return 0;
}

int gr_pos_resize(gr_pos *p, size_t len, gr_error *err) {
  size_t old = p->len;
  if (pos_room(p, len, err) != 0) return -1;
  if (len > old) memset(p->v + old, 0, (len - old) * sizeof *p->v);
  return 0;
}

/* Not cleared, then copied: a kept position of 10^5 values is copied for
 * every call the page makes on it. */
int gr_pos_copy(gr_pos *dst, const gr_pos *src, gr_error *err) {
  if (dst == src) return 0;
  if (pos_room(dst, src->len, err) != 0) return -1;
  if (src->len) memcpy(dst->v, src->v, src->len * sizeof *src->v);
  return 0;
}

void gr_pos_free(gr_pos *p) {
  free(p->v);
  gr_pos_init(p);
}

bool gr_pos_equal(const gr_pos *a, const gr_pos *b) {
  return a->len == b->len && (a->len == 0 || memcmp(a->v, b->v, a->len * sizeof *a->v) == 0);
}

/* A 64-bit multiply-xorshift mix per value (splitmix64's finaliser). */
uint64_t gr_pos_hash(const gr_pos *p) {
  uint64_t h = 0x9e3779b97f4a7c15u ^ p->len;
  for (size_t i = 0; i < p->len; i++) {
    uint64_t x = h ^ p->v[i];
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    h = x ^ (x >> 31);
  }
  return h;
}

void gr_pos_list_init(gr_pos_list *l) {
  l->count = l->cap = 0;
  l->items = NULL;
}

int gr_pos_list_push(gr_pos_list *l, gr_pos *p, gr_error *err) {
  if (l->count == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 8;
    gr_pos *items = realloc(l->items, cap * sizeof *items);
    if (items == NULL) {
      gr_pos_free(p);
      return gr_error_nomem(err);
    }
    l->items = items;
    l->cap = cap;
  }
  l->items[l->count++] = *p;
  gr_pos_init(p);
  return 0;
}

void gr_pos_list_free(gr_pos_list *l) {
  for (size_t i = 0; i < l->count; i++) gr_pos_free(&l->items[i]);
  free(l->items);
  gr_pos_list_init(l);
}

int gr_pos_set(gr_pos *p, const uint64_t *values, size_t n, gr_error *err) {
  if (gr_pos_resize(p, n, err) != 0) return -1;
  if (n) memcpy(p->v, values, n * sizeof *values);
  return 0;
}

int gr_pos_list_push_values(gr_pos_list *l, const uint64_t *values, size_t n, gr_error *err) {
  gr_pos p;
  gr_pos_init(&p);
  if (gr_pos_set(&p, values, n, err) != 0) return -1;
  return gr_pos_list_push(l, &p, err);
}

/* The games' small positions for the referee: an odometer over rows; for
 * multisets, the next non-decreasing row raises the last entry that can and
 * sets every later entry equal to it. */
int gr_enumerate_rows(size_t max_len, uint64_t lo, uint64_t hi, bool sorted,
                      int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t row[16];
  for (size_t n = 1; n <= max_len && n <= 16; n++) {
    gr_pos p = {.len = n, .v = row};
    for (size_t i = 0; i < n; i++) row[i] = lo;
    for (;;) {
      int rc = visit(&p, ctx);
      if (rc != 0) return rc;
      if (sorted) {
        size_t i = n;
        while (i > 0 && row[i - 1] == hi) i--;
        if (i == 0) break;
        row[i - 1]++;
        for (size_t k = i; k < n; k++) row[k] = row[i - 1];
      } else {
        size_t i = 0;
        while (i < n && row[i] == hi) row[i++] = lo;
        if (i == n) break;
        row[i]++;
      }
    }
  }
  return 0;
}
