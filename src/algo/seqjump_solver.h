/*
 * seqjump_solver.h — the incremental solver of "Game on Sequence" (ICPC
 * 2020 Macau G): only the last occurrence of each of the 256 values
 * matters, 2,048 steps however long the sequence (see
 * src/games/seqjump.c for the proof).  Internal; the game and the
 * macau2020g judge use it.
 */
#ifndef GR_SEQJUMP_SOLVER_H
#define GR_SEQJUMP_SOLVER_H

#include "grundy.h"

/* A growing sequence of values 0..255 with the outcome of every value's
 * last occurrence, recomputed lazily after appends (256 * 8 steps). */
typedef struct sj_state {
  uint8_t *a;
  size_t n, cap;
  uint32_t last[256];  /* 1-based index of the last occurrence, 0: absent */
  uint8_t order[256];  /* the values present, by last occurrence ascending */
  int norder;
  bool win[256];       /* the mover at last[v] wins */
  bool dirty;
} sj_state;

void sj_init(sj_state *s);
void sj_free(sj_state *s);
int sj_append(sj_state *s, uint8_t v, gr_error *err);
/* Recomputes the outcomes after appends (done by sj_first_wins too). */
void sj_update(sj_state *s);
/* Whether the first player wins with the token on index k (1-based, k <= n). */
bool sj_first_wins(sj_state *s, size_t k);

#endif
