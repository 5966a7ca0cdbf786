/*
 * lr.h — the ZJOI2009 left/right stone game's theory, for the judge readers
 * (internal to libgrundy; the game itself is reached through its table).
 */
#ifndef GR_LR_H
#define GR_LR_H

#include "grundy.h"

extern const gr_game gr_game_lr;

#define LR_MAX_PILES_SOLVE 20000
#define LR_MAX_PILES_TRACE 1000

/* The cases of the recurrence, as rule ids of the trace. */
enum lr_case { LR_CASE_ZERO = 1, LR_CASE_BELOW_BOTH, LR_CASE_PLUS_ONE, LR_CASE_MINUS_ONE, LR_CASE_ABOVE_BOTH };

/* left[i][j] from L = left[i][j-1], R = right[i][j-1], X = a[j] (and,
 * mirrored, right[i][j] from L = left[i+1][j], R = right[i+1][j], X = a[i]).
 * `*which` receives the case number 1..5. */
uint64_t lr_left_rule(uint64_t L, uint64_t R, uint64_t X, int *which);
uint64_t lr_right_rule(uint64_t L, uint64_t R, uint64_t X, int *which);

/* The verdict in O(n) memory as a resumable job (one unit per interval). */
int lr_solve_piles(const uint64_t *piles, size_t n, gr_job **job, gr_error *err);
/* The trace: both tables in full, for at most LR_MAX_PILES_TRACE piles (lr_trace.c). */
int lr_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
