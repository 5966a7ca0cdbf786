/*
 * test_lessons.c — every registered game's guided tour (the lesson) and twin.
 *
 * For each game: exactly five stops; every title and text non-empty in both
 * languages; every position parses (the first stop must name one; a NULL
 * position keeps the previous stop's) and is written canonically
 * (format(parse(p)) == p); every step is -2 (none), -1 (the last) or below
 * the number of steps of that position's trace, and any trace a stop shows
 * runs to the end; a "第 N 步" (trace step N) in the Chinese text is the
 * stop's own step (a stop with view GR_LESSON_EXPLORE counts the steps of
 * explore's game graph); the last stop, a position to try against the computer,
 * is a first-player win.  A game with a twin names a registered game whose
 * twin is this one.
 *
 * What the texts claim (who wins, the values they quote) is checked by hand
 * against `grundy solve` and `grundy trace`; this test checks what a
 * program can.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "grundy.h"

#define STOPS 5

static bool blank(const char *s) { return s == NULL || s[strspn(s, " \t\n")] == '\0'; }

/* The number of steps of the trace of p (explore's game graph for a stop
 * with view GR_LESSON_EXPLORE); fails the test when the trace does. */
static size_t trace_steps(const gr_game *g, const gr_pos *p, gr_lesson_view view, const char *where) {
  gr_error err = {0};
  gr_job *job = NULL;
  int rc = view == GR_LESSON_EXPLORE ? gr_explore_start(g, p, &job, &err) : g->trace_start(p, &job, &err);
  if (rc != 0 || gr_job_finish(job, &err) != 0) {
    gr_job_free(job);
    fail_msg("%s: the trace fails: %s", where, err.message);
  }
  if (job->trace == NULL) {
    gr_job_free(job);
    fail_msg("%s: the trace job has no trace", where);
  }
  size_t n = job->trace->nsteps;
  gr_job_free(job);
  return n;
}

/* Every "第 N 步" in a Chinese text names the stop's own trace step. */
static void check_step_mentions(const char *text, int step, const char *where) {
  static const char mark[] = "第 ";
  for (const char *s = strstr(text, mark); s; s = strstr(s + 1, mark)) {
    const char *d = s + strlen(mark);
    if (*d < '0' || *d > '9') continue;
    char *end;
    long n = strtol(d, &end, 10);
    if (strncmp(end, " 步", strlen(" 步")) != 0) continue;
    if (n != step) fail_msg("%s: the text says trace step %ld, the stop shows step %d", where, n, step);
  }
}

static void lesson_game(void **state) {
  const gr_game *g = *state;
  if (g->lesson == NULL || g->lesson_len != STOPS)
    fail_msg("%s: the lesson has %zu stops, not %d", g->id, g->lesson ? g->lesson_len : 0, STOPS);
  const char *current = NULL;
  for (size_t i = 0; i < g->lesson_len; i++) {
    const gr_lesson_stop *stop = &g->lesson[i];
    char where[96];
    snprintf(where, sizeof where, "%s, stop %zu", g->id, i + 1);
    for (int lang = 0; lang < GR_NLANG; lang++)
      if (blank(gr_lesson_title(g, i, (gr_lang)lang)) || blank(gr_lesson_text(g, i, (gr_lang)lang)))
        fail_msg("%s: an empty title or text in %s", where, lang == GR_EN ? "English" : "Chinese");
    check_step_mentions(gr_lesson_text(g, i, GR_ZH), stop->step, where);
    if (stop->position) current = stop->position;
    if (current == NULL) fail_msg("%s: no position to show", where);
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    if (gr_game_parse(g, current, &p, &err) != 0) fail_msg("%s: '%s' does not parse: %s", where, current, err.message);
    gr_buf text;
    gr_buf_init(&text);
    g->format(&p, &text);
    gr_buf_puts(&text, "");
    if (strcmp(text.data, current) != 0)
      fail_msg("%s: '%s' is written '%s' by the game", where, current, text.data);
    gr_buf_free(&text);
    if (stop->step < -2) fail_msg("%s: step %d (use -1 for the last, -2 for none)", where, stop->step);
    if (stop->step != -2) {
      if (stop->view != GR_LESSON_TRACE && stop->view != GR_LESSON_EXPLORE)
        fail_msg("%s: view %d is neither the trace nor explore", where, (int)stop->view);
      size_t n = trace_steps(g, &p, stop->view, where);
      if (n == 0) fail_msg("%s: the trace of '%s' has no step to show", where, current);
      if (stop->step >= 0 && (size_t)stop->step >= n)
        fail_msg("%s: step %d, but the trace of '%s' has steps 0 to %zu", where, stop->step, current, n - 1);
    }
    if (i + 1 == g->lesson_len) {
      gr_analysis a;
      gr_analysis_init(&a);
      if (gr_solve(g, &p, &a, &err) != 0) fail_msg("%s: '%s' cannot be solved: %s", where, current, err.message);
      if (a.winner != GR_WINNER_FIRST) fail_msg("%s: the position to try, '%s', is lost for the first player", where, current);
      gr_analysis_free(&a);
    }
    gr_pos_free(&p);
  }
  print_message("%s: %zu stops\n", g->id, g->lesson_len);
}

static void twins(void **state) {
  (void)state;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    if (g->twin == NULL) continue;
    const gr_game *t = gr_game_find(g->twin);
    if (t == NULL) fail_msg("%s: its twin '%s' is not a registered game", g->id, g->twin);
    if (t == g) fail_msg("%s is its own twin", g->id);
    if (t->twin == NULL || strcmp(t->twin, g->id) != 0)
      fail_msg("%s names %s as its twin, but %s names %s", g->id, t->id, t->id, t->twin ? t->twin : "none");
    if (t->misere == g->misere) fail_msg("%s and its twin %s have the same ending rule", g->id, t->id);
  }
}

int main(void) {
  /* one test per registered game, however many there are, and the twins */
  struct CMUnitTest *tests = calloc(gr_game_count() + 1, sizeof *tests);
  size_t n = 0;
  if (tests == NULL) return 1;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = lesson_game, .initial_state = (void *)g};
  }
  tests[n++] = (struct CMUnitTest){.name = "twins", .test_func = twins};
  int failed = _cmocka_run_group_tests("lessons", tests, n, NULL, NULL);
  free(tests);
  return failed;
}
