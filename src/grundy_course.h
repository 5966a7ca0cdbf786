/*
 * grundy_course.h — the course ("Start here"): the games in the order a
 * class meets them (game graphs and P/N positions, Nim, mex and the SG
 * function, the SG theorem, Anti-SG, Every-SG, Multi-SG, coin turning,
 * staircase Nim, Hackenbush, Wythoff, symmetry, the bipartite graph game,
 * Fibonacci Nim, the interval DP of ZJOI2009, draws in games with cycles,
 * misère play of every game),
 * and a glossary.
 *
 * A chapter grows its game's lesson: what it teaches (the goal), the
 * lesson's first four stops (rules, a worked position, the key idea, the
 * theorem), a proof sketch, a concept check and a position to try (each
 * asks "who wins?" and has an answer to show only once asked), a recap.
 * The texts are data (src/games/text/course.texts), in every language.
 */
#ifndef GRUNDY_COURSE_H
#define GRUNDY_COURSE_H

#include "grundy.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum gr_course_part {
  GR_PART_GOAL = 0, /* what the chapter teaches, the terms it defines */
  GR_PART_LESSON,   /* a stop of the game's own lesson */
  GR_PART_IDEA,     /* the key idea and a proof sketch */
  GR_PART_CHECK,    /* a concept check: predict, then the answer */
  GR_PART_TRY,      /* a position to try: predict, then the answer */
  GR_PART_RECAP
} gr_course_part;

/* One stop of a chapter, in one language. */
typedef struct gr_course_stop {
  gr_course_part part;
  const char *title, *text;
  const char *answer;   /* GR_PART_CHECK, GR_PART_TRY: shown once asked; else NULL */
  const char *position; /* NULL: keep the one shown */
  int step;             /* as gr_lesson_stop.step: -2 asks "who wins?" */
  gr_lesson_view view;
} gr_course_stop;

size_t gr_course_len(void);                          /* the chapters */
const char *gr_course_game(size_t chapter);          /* its game's id; NULL past the end */
/* A chapter's game may be the misère play of a registered game ID
 * (gr_game_misere_of), named "ID" GR_COURSE_MISERE as the page names it. */
#define GR_COURSE_MISERE "~misere"
/* The chapter's game table (the misère play of ID for "ID~misere"); NULL past the end. */
const gr_game *gr_course_game_of(size_t chapter);
const char *gr_course_title(size_t chapter, gr_lang lang);
/* The other games of the chapter, ids separated by spaces ("" for none). */
const char *gr_course_more(size_t chapter);
size_t gr_course_stops(size_t chapter);
/* Stop k of the chapter; false past the end. */
bool gr_course_stop_at(size_t chapter, size_t k, gr_lang lang, gr_course_stop *out);
/* The first chapter whose game is `game` (dag: 3, not 16), or -1. */
int gr_course_find(const char *game);
/* The course's name, a part's title (GR_PART_*). */
const char *gr_course_name(gr_lang lang);
const char *gr_course_part_title(gr_course_part part, gr_lang lang);

size_t gr_glossary_len(void);
const char *gr_glossary_term(size_t i, gr_lang lang);
const char *gr_glossary_def(size_t i, gr_lang lang);

/* {"name", "chapters": [{game, title, more, stops: [{part, title, text,
 * answer?, position, step, view?}]}], "glossary": [{term, def}]}, every
 * text as {"en": ..., "zh": ...}. */
void gr_json_course(gr_json *j);

#ifdef __cplusplus
}
#endif

#endif
