/*
 * hackenbush.h — Green Hackenbush on any finite multigraph: the game's
 * table and what its files share (internal); the analysis itself, which
 * the POJ 3710 judge uses too, is algo/hackenbush_cuts.h.
 */
#ifndef GR_HACKENBUSH_H
#define GR_HACKENBUSH_H

#include "grundy.h"
#include "algo/hackenbush_cuts.h"

extern const gr_game gr_game_hackenbush;

#define HB_MAX_EDGES_SOLVE 1000000
#define HB_MAX_EDGES_TRACE 2000

/* A position with its labels compacted: vertex 0 is the ground (label 0). */
typedef struct hb_pic {
  uint32_t n, m;
  uint32_t *label; /* sorted; label[0] = 0 */
  uint32_t *eu, *ev;
} hb_pic;

int hb_pic_build(const gr_pos *p, hb_pic *g, gr_error *err);
void hb_pic_free(hb_pic *g);
/* The trace (hackenbush_trace.c). */
int hb_trace_start(const gr_pos *p, gr_job **job, gr_error *err);

#endif
