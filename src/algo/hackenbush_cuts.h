/*
 * hackenbush_cuts.h — the cut structure of a Green Hackenbush picture: the
 * fusion principle (2-edge-connected components), the colon principle on
 * the tree of bridges, and every winning cut.  An algorithm on multigraphs
 * with no game in it (internal; the game is src/games/hackenbush.c, the
 * POJ 3710 judge uses it too).
 */
#ifndef GR_HACKENBUSH_CUTS_H
#define GR_HACKENBUSH_CUTS_H

#include "grundy.h"

#define HB_NONE UINT32_MAX

/* Everything the fusion and colon principles compute on one picture.
 * Vertices are compact, 0 .. n-1, and vertex 0 is the ground; edges
 * 0 .. m-1 are (eu[e], ev[e]), loops and parallel edges allowed.  Parts not
 * connected to the ground are ignored (they would fall off at once). */
typedef struct hb_analysis {
  uint32_t n, m;
  uint64_t value;      /* the Grundy value of the picture */
  /* per vertex */
  uint32_t *comp;      /* its 2-edge-connected component, HB_NONE if not connected to the ground */
  uint32_t *pre;       /* depth-first preorder index, HB_NONE if not reached */
  uint32_t *size;      /* vertices in its depth-first subtree */
  uint32_t *order;     /* the vertices in preorder (the first `reached`) */
  uint32_t reached;
  /* per edge */
  uint8_t *bridge;     /* 1: a bridge; 0: on a cycle (a loop, or inside a component) */
  uint8_t *live;       /* connected to the ground */
  uint32_t *below;     /* for a bridge, its endpoint farther from the ground */
  uint64_t *falls;     /* edges that go when it is cut: itself and all it holds up */
  uint8_t *win;        /* cutting it leaves value 0 (filled when cuts were asked for) */
  /* per component, numbered in preorder of their roots (a parent before its children) */
  uint32_t ncomp;
  uint32_t *croot;     /* the vertex it hangs from (the ground for component 0) */
  uint32_t *cparent;   /* the component below it, HB_NONE for the ground's */
  uint64_t *cedges;    /* edges inside it: the loops it fuses into */
  uint64_t *cvalue;    /* its value with everything it holds up (the colon principle) */
  uint32_t *cvstart;   /* its vertices are cverts[cvstart[c] .. cvstart[c + 1]) */
  uint32_t *cverts;
} hb_analysis;

/* The fusion principle (2-edge-connected components by an iterative Tarjan
 * lowlink, each fused into one vertex whose edges become loops) and the
 * colon principle on the tree of bridges; with `cuts`, also every winning
 * cut (see hackenbush_cuts.c), all in O((n + m) log m). */
int hb_analyse(uint32_t n, uint32_t m, const uint32_t *eu, const uint32_t *ev, bool cuts, hb_analysis *a,
               gr_error *err);
void hb_analysis_free(hb_analysis *a);
/* The root of x in a union-find forest, halving the path on the way. */
uint32_t hb_uf_find(uint32_t *uf, uint32_t x);

#endif
