/*
 * kstake.h — the k and s*k game (2021 牛客多校 1A): the table of lost
 * positions, built row by row as resumable work, shared with the judge
 * reader nowcoder11166a (internal to libgrundy).
 */
#ifndef GR_KSTAKE_H
#define GR_KSTAKE_H

#include "grundy.h"

extern const gr_game gr_game_kstake;

/* Piles the verdict, the trace and the judge accept (the table is built
 * up to min(a, b) rows of max(a, b) + 1 columns; about 1 s natively at the
 * limit). */
#define KSTAKE_MAX_PILE 30000u
#define KSTAKE_NONE UINT32_MAX

/* The lost positions in rows 0 .. last, columns 0 .. cap (last <= cap):
 * every row x has at most one lost position (x, p(x)), and (x, y) is lost
 * iff (y, x) is.  After kstake_table_advance has finished, partner[x] for
 * x <= last is p(x), or KSTAKE_NONE when row x has no lost position with
 * y <= cap; partner[y] for rows y > last is set only where p(y) <= last. */
typedef struct kstake_table {
  uint32_t last, cap, next;  /* rows 0 .. next-1 are done */
  uint32_t *partner;         /* cap + 1 entries */
  uint32_t *ceil_q;          /* rows with p(x) < x: ceil((x - p(x)) / (a - x)), kept up to date */
  uint8_t *killed;           /* scratch: columns of the current row that a move defeats */
  uint32_t *div_start, *divs; /* the divisors of 1 .. last, ascending */
} kstake_table;

int kstake_table_init(kstake_table *t, uint32_t last, uint32_t cap, gr_error *err);
/* Units of work for rows 0 .. last: row x costs x + 1. */
uint64_t kstake_table_units(uint32_t last);
/* Does rows until about `budget` units are spent (at least one row);
 * *spent gets the units.  True once every row is done. */
bool kstake_table_advance(kstake_table *t, uint64_t budget, uint64_t *spent);
/* Row `next` alone: its partner, or KSTAKE_NONE. */
uint32_t kstake_table_row(kstake_table *t);
void kstake_table_free(kstake_table *t);

/* Whether (a, b) is lost for the mover, from a finished table with
 * min(a, b) <= last and max(a, b) <= cap. */
bool kstake_table_lost(const kstake_table *t, uint32_t a, uint32_t b);

#endif
