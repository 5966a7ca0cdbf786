/*
 * posset.c — positions without duplicates: a gr_pos_list plus an
 * open-addressing index (linear probing on gr_pos_hash, grown at half load).
 */
#include "algo/posset.h"

#include <stdlib.h>

void posset_init(posset *s) {
  gr_pos_list_init(&s->list);
  s->slots = NULL;
  s->cap = 0;
}

void posset_free(posset *s) {
  gr_pos_list_free(&s->list);
  free(s->slots);
  s->slots = NULL;
  s->cap = 0;
}

static size_t find(const posset *s, const gr_pos *p, uint64_t hash) {
  size_t i = (size_t)hash & (s->cap - 1);
  while (s->slots[i] != 0 && !gr_pos_equal(&s->list.items[s->slots[i] - 1], p)) i = (i + 1) & (s->cap - 1);
  return i;
}

static int grow(posset *s, gr_error *err) {
  size_t cap = s->cap ? 2 * s->cap : 64;
  size_t *slots = calloc(cap, sizeof *slots);
  if (slots == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu positions", s->list.count);
  free(s->slots);
  s->slots = slots;
  s->cap = cap;
  for (size_t k = 0; k < s->list.count; k++) s->slots[find(s, &s->list.items[k], gr_pos_hash(&s->list.items[k]))] = k + 1;
  return 0;
}

bool posset_has(const posset *s, const gr_pos *p) {
  return s->cap > 0 && s->slots[find(s, p, gr_pos_hash(p))] != 0;
}

int posset_add(posset *s, gr_pos *p, gr_error *err) {
  if (2 * (s->list.count + 1) > s->cap && grow(s, err) != 0) {
    gr_pos_free(p);
    return -1;
  }
  size_t i = find(s, p, gr_pos_hash(p));
  if (s->slots[i] != 0) {
    gr_pos_free(p);
    return 0;
  }
  if (gr_pos_list_push(&s->list, p, err) != 0) return -1;
  s->slots[i] = s->list.count;
  return 1;
}

int posset_drain(posset *s, gr_pos_list *out, gr_error *err) {
  int rc = 0;
  for (size_t k = 0; k < s->list.count; k++)
    if (rc == 0 && gr_pos_list_push(out, &s->list.items[k], err) != 0) rc = -1;
  posset_free(s);
  return rc;
}
