/*
 * posset.h — a list of positions without duplicates (internal to the
 * games): moves that reach the same position by different routes are
 * listed once, in the order they were first found.
 */
#ifndef GR_POSSET_H
#define GR_POSSET_H

#include "grundy.h"

typedef struct posset {
  gr_pos_list list; /* the distinct positions, first found first */
  size_t *slots;    /* open addressing: index + 1 into list, 0 empty */
  size_t cap;
} posset;

void posset_init(posset *s);
/* Takes ownership of *p (reset to empty): 1 added, 0 already there (p
 * freed), -1 out of memory. */
int posset_add(posset *s, gr_pos *p, gr_error *err);
bool posset_has(const posset *s, const gr_pos *p);
/* Moves every position to the end of `out`; the set is left empty. */
int posset_drain(posset *s, gr_pos_list *out, gr_error *err);
void posset_free(posset *s);

#endif
