/*
 * staircase.h — Staircase Nim (internal to libgrundy): the game table and
 * the reduction of POJ 1704 (Georgia and Bob) for its judge reader.
 */
#ifndef GR_STAIRCASE_H
#define GR_STAIRCASE_H

#include "grundy.h"

extern const gr_game gr_game_staircase;

#define STAIRCASE_MAX_STEPS_SOLVE 100000
#define STAIRCASE_MAX_STEPS_TRACE 1000

/* Georgia and Bob: chessmen on cells 1, 2, ... of a row, at the n distinct
 * cells `cells` sorted increasingly, each moving left onto an empty cell
 * without passing another.  The gaps g_i = c_i - c_{i-1} - 1 (c_0 = 0) are
 * a staircase read from the right: moving chessman i left by d takes d from
 * g_i and adds d to g_{i+1}, so g_n is step 1, g_{n-1} step 2, ..., g_1
 * step n.  Writes those n steps (step 1 first) into steps[]. */
void staircase_from_chessmen(const uint64_t *cells, size_t n, uint64_t *steps);

/* The xor of the odd steps (steps[0] is step 1): the Grundy value. */
uint64_t staircase_odd_xor(const uint64_t *steps, size_t n);

#endif
