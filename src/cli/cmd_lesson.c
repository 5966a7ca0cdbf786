/*
 * cmd_lesson.c — `grundy lesson [GAME | CHAPTER] [--lang zh] [--json]`: the
 * course (grundy_course.h) as text.  Without a game: the chapters.  With a
 * game that has a chapter (its first, where it has two) or a chapter's
 * number (or the game as the contents name it: heaps~misere, a game's
 * misère play): the chapter, stop by stop, each with its position; a
 * concept check or a position to try says "who wins?" before its answer.
 * A game without a chapter: its own lesson, and the chapter it belongs to.
 * An unknown game is refused (exit 2) with the list of games.  --json
 * writes the whole course, as the page reads it.
 */
#include "cli.h"
#include "grundy_course.h"

#include <stdlib.h>
#include <string.h>

/* Whether the space-separated list holds id. */
static bool listed(const char *list, const char *id) {
  size_t n = strlen(id);
  for (const char *p = list; (p = strstr(p, id)) != NULL; p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return true;
  return false;
}

static void stop_text(gr_buf *out, gr_lang lang, size_t k, const char *title, const char *text, const char *position,
                      gr_lesson_view view, const char *answer, bool ask) {
  gr_say(out, &cli_texts, lang, CLI_LESSON_HEADING, GR_U(k + 1), GR_S(title));
  gr_buf_puts(out, "   ");
  gr_buf_puts(out, text);
  gr_buf_putc(out, '\n');
  if (position) gr_say(out, &cli_texts, lang, CLI_LESSON_POSITION, GR_S(position));
  if (view == GR_LESSON_EXPLORE) gr_say(out, &cli_texts, lang, CLI_LESSON_GRAPH);
  if (ask) gr_say(out, &cli_texts, lang, CLI_LESSON_ASK);
  if (answer) gr_say(out, &cli_texts, lang, CLI_LESSON_ANSWER, GR_S(answer));
}

static void chapter_text(gr_buf *out, gr_lang lang, size_t c) {
  gr_say(out, &cli_texts, lang, CLI_LESSON_CHAPTER, GR_U(c + 1), GR_U(gr_course_len()), GR_S(gr_course_title(c, lang)),
         GR_S(gr_course_game(c)));
  for (size_t k = 0; k < gr_course_stops(c); k++) {
    gr_course_stop s;
    gr_course_stop_at(c, k, lang, &s);
    gr_buf_putc(out, '\n');
    stop_text(out, lang, k, s.title, s.text, s.position, s.view, s.answer, s.step == -2 && s.part != GR_PART_GOAL);
  }
  if (gr_course_more(c)[0]) {
    gr_buf_putc(out, '\n');
    gr_say(out, &cli_texts, lang, CLI_LESSON_MORE, GR_S(gr_course_more(c)));
  }
}

static void lesson_text(gr_buf *out, gr_lang lang, const gr_game *g) {
  gr_say(out, &cli_texts, lang, CLI_LESSON_OF_GAME, GR_S(gr_game_text(g, lang, GR_TEXT_TITLE)), GR_S(g->id));
  for (size_t c = 0; c < gr_course_len(); c++)
    if (listed(gr_course_more(c), g->id))
      gr_say(out, &cli_texts, lang, CLI_LESSON_ALSO, GR_U(c + 1), GR_S(gr_course_title(c, lang)));
  for (size_t k = 0; k < g->lesson_len; k++) {
    gr_buf_putc(out, '\n');
    stop_text(out, lang, k, gr_lesson_title(g, k, lang), gr_lesson_text(g, k, lang), g->lesson[k].position,
              g->lesson[k].view, NULL, g->lesson[k].step == -2);
  }
}

int cli_lesson(const cli_options *o) {
  if (o->nargs > 1) return cli_error(o, CLI_USAGE_LESSON);
  gr_buf out;
  gr_buf_init(&out);
  const gr_game *g = NULL;
  int chapter = -1; /* `grundy lesson 16`: a chapter by its number */
  if (o->nargs == 1 && strspn(o->args[0], "0123456789") == strlen(o->args[0]) && o->args[0][0]) {
    unsigned long n = strlen(o->args[0]) <= 4 ? strtoul(o->args[0], NULL, 10) : 0;
    if (n < 1 || n > gr_course_len()) {
      gr_buf_free(&out);
      return cli_error(o, CLI_LESSON_NO_CHAPTER, GR_S(o->args[0]), GR_U(gr_course_len()));
    }
    chapter = (int)n - 1;
  } else if (o->nargs == 1 && gr_course_find(o->args[0]) >= 0) { /* as the contents name it: heaps~misere too */
    chapter = gr_course_find(o->args[0]);
  } else if (o->nargs == 1) {
    gr_error err = {0};
    g = gr_game_lookup(o->args[0], &err);
    if (g == NULL) {
      gr_buf_free(&out);
      return cli_fail(o, &err);
    }
  }
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_course(&j);
    gr_buf_putc(&out, '\n');
  } else if (chapter >= 0) {
    chapter_text(&out, o->lang, (size_t)chapter);
  } else if (g == NULL) {
    gr_buf_puts(&out, gr_course_name(o->lang));
    gr_buf_puts(&out, "\n\n");
    gr_say(&out, &cli_texts, o->lang, CLI_LESSON_CONTENTS);
    for (size_t c = 0; c < gr_course_len(); c++)
      gr_say(&out, &cli_texts, o->lang, CLI_LESSON_ENTRY, GR_U(c + 1), GR_S(gr_course_game(c)),
             GR_S(gr_course_title(c, o->lang)));
  } else if (gr_course_find(g->id) >= 0) {
    chapter_text(&out, o->lang, (size_t)gr_course_find(g->id));
  } else {
    lesson_text(&out, o->lang, g);
  }
  int rc = cli_emit(o, &out);
  gr_buf_free(&out);
  return rc;
}
