/*
 * sum.h — the sum game's position layout, shared by its rules (sum.c) and
 * its theory and trace (sum_trace.c).
 *
 * A position is a gr_pos: v[0] = k, the number of components, then per
 * component its game's index in the registry (gr_game_at), the length of
 * its own position and that many values.
 */
#ifndef GR_SUM_H
#define GR_SUM_H

#include "grundy.h"

#define SUM_MAX_COMPONENTS 8

extern const gr_game gr_game_sum;

typedef struct sum_component {
  const gr_game *game;
  size_t index;  /* in the registry */
  gr_pos pos;    /* a view into the sum's values: never freed */
} sum_component;

/* Splits p into its components (at most SUM_MAX_COMPONENTS); their number. */
size_t sum_split(const gr_pos *p, sum_component *c);
/* The sum with component i replaced by `with` (NULL: unchanged). */
int sum_build(const sum_component *c, size_t n, size_t i, const gr_pos *with, gr_pos *out, gr_error *err);
/* The Grundy value of a component (its game's solve, completed by search). */
int sum_component_value(const sum_component *c, size_t number, uint64_t *value, gr_error *err);

int sum_solve_start(const gr_pos *p, gr_job **job, gr_error *err);
int sum_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
