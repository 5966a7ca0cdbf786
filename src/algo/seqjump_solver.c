/*
 * seqjump_solver.c — the last occurrences of the values of a growing
 * sequence and their outcomes, evaluated in decreasing order of last
 * occurrence and redone lazily after appends (seqjump_solver.h).
 */
#include "algo/seqjump_solver.h"

#include <stdlib.h>
#include <string.h>

void sj_init(sj_state *s) { memset(s, 0, sizeof *s); }

void sj_free(sj_state *s) {
  free(s->a);
  memset(s, 0, sizeof *s);
}

int sj_append(sj_state *s, uint8_t v, gr_error *err) {
  if (s->n == s->cap) {
    size_t cap = s->cap ? 2 * s->cap : 1024;
    uint8_t *a = realloc(s->a, cap);
    if (a == NULL) return gr_error_nomem(err);
    s->a = a;
    s->cap = cap;
  }
  s->a[s->n++] = v;
  if (s->last[v]) { /* v moves to the end of the order */
    int i = 0;
    while (s->order[i] != v) i++;
    memmove(s->order + i, s->order + i + 1, (size_t)(s->norder - i - 1));
    s->norder--;
  }
  s->order[s->norder++] = v;
  s->last[v] = (uint32_t)s->n;
  s->dirty = true;
  return 0;
}

void sj_update(sj_state *s) {
  if (!s->dirty) return;
  for (int i = s->norder; i-- > 0;) {
    unsigned v = s->order[i];
    bool win = false;
    for (unsigned b = 0; b < 8 && !win; b++) {
      unsigned u = v ^ (1u << b);
      win = s->last[u] > s->last[v] && !s->win[u];
    }
    s->win[v] = win;
  }
  s->dirty = false;
}

bool sj_first_wins(sj_state *s, size_t k) {
  uint8_t v = s->a[k - 1];
  if (s->last[v] != k) return true;
  sj_update(s);
  return s->win[v];
}

