/*
 * explore_text.h — the keys of explore's messages (tables in
 * explore_text.c): the rule, the views, the explanations, the text lines
 * and the refusals of `grundy explore` (src/core/explore.c).
 */
#ifndef GR_EXPLORE_TEXT_H
#define GR_EXPLORE_TEXT_H

#include "grundy.h"

enum {
  EXPLORE_RULE_MEX_NAME = 0, /* "mex" */
  EXPLORE_RULE_MEX_SUMMARY,  /* SG(P) = mex{...} */
  EXPLORE_VIEW_GRAPH,        /* the graph view's heading */
  EXPLORE_VIEW_ORDER,        /* the sequence view's heading */
  /* explanations: {1} the position, {2} its options with their values,
   * {3} the set of values, {4} the mex, {5} a verdict key, {6} the number of options */
  EXPLORE_SAY_MEX,
  EXPLORE_SAY_END, /* {1} the position, {2} a verdict key */
  EXPLORE_WON,
  EXPLORE_LOST,
  EXPLORE_LOST_END,
  EXPLORE_MISERE, /* the verdict in a misère game: the values are normal play's */
  EXPLORE_ITEM,   /* "SG({1}) = {2}" */
  EXPLORE_SEP,    /* between items of a list */
  EXPLORE_MORE,   /* {1} items in all, some not shown */
  /* the text output: {1} the position, {2} the set of its options' values, {3} the mex */
  EXPLORE_LINE,
  EXPLORE_MISERE_LINE, /* the last line in a misère game */
  /* refusals: {1} a bound; the cycle: {1} the cycle, A -> B -> A */
  EXPLORE_TOO_MANY_POSITIONS,
  EXPLORE_TOO_MANY_EDGES,
  EXPLORE_CYCLE,
  EXPLORE_NOT_EXPLORE, /* a job that is not explore's */
  EXPLORE_LINKS,       /* what a click on a node points at */
  EXPLORE_TEXT_COUNT
};

extern const gr_texts gr_explore_texts;

#endif
