/*
 * course.c — the course: its chapters in the order a class meets the games
 * (grundy_course.h), each a game's lesson grown by the parts in
 * text/course.texts.  A chapter's stops: the goal, the lesson's first four
 * stops (rules, a worked position, the key idea, the theorem; the lesson's
 * fifth, "your turn", states its answer, so the chapter's own position to
 * try replaces it), a proof sketch, a concept check, a position to try, a
 * recap.  A chapter whose game's lesson is another chapter's (draws, on the
 * dag game of chapter 3) has four stops of its own in course.texts instead.
 * A chapter's game may be a registered game's misère play, "ID~misere" (as
 * the page names it): misère play of every game, on Kayles.
 */
#include "grundy_course.h"
#include "text/course_text.h"

#include <string.h>

/* The keys of one chapter in course.texts, in this order from its title. */
enum { K_TITLE, K_GOAL, K_IDEA, K_CHECK, K_CHECK_ANSWER, K_TRY, K_TRY_ANSWER, K_RECAP, K_PER_CHAPTER };

typedef struct chapter {
  const char *game;
  unsigned key;               /* COURSE_CHnn_TITLE */
  const char *goal_position;  /* the goal's picture */
  gr_lesson_view goal_view;
  const char *idea_position;  /* the proof sketch's position and step */
  int idea_step;
  gr_lesson_view idea_view;
  const char *check_position; /* asked: "who wins?" */
  const char *try_position;
  const char *more;           /* the chapter's other games */
  /* OPTIONAL: four stops of its own (keys in course.texts) in place of
   * the game's lesson; NULL: the lesson's first four. */
  const gr_lesson_stop *own;
} chapter;

#define E GR_LESSON_EXPLORE
#define T GR_LESSON_TRACE
/* Chapter 16: a cycle, its draws labelled backwards (step 6 of the trace:
 * the last draw), the generalized values (step 9), a sum of two tokens. */
#define LOOPY "n=5; start=0; 0>1 1>2 2>0 2>3 3>4"
static const gr_lesson_stop draws_stops[] = {
    {COURSE_CH16_S1_TITLE, COURSE_CH16_S1_TEXT, LOOPY, -2, T},
    {COURSE_CH16_S2_TITLE, COURSE_CH16_S2_TEXT, LOOPY, 6, T},
    {COURSE_CH16_S3_TITLE, COURSE_CH16_S3_TEXT, LOOPY, 9, T},
    {COURSE_CH16_S4_TITLE, COURSE_CH16_S4_TEXT, "n=5; start=2,3; 0>1 1>2 2>0 2>3 3>4", -1, T},
};
/* Chapter 17: misère play of Kayles (heaps 0.77): g⁻ of one heap (4),
 * which does not add (1 4), the genus (1 2: γ1 of a heap of 1, its game
 * graph), the tame sum rule (1 3), a wild heap (Kayles' first, 5, has a
 * graph of 11 positions, too many for one screen: the smaller 0.35: 4).
 * Every picture whole on a projector at 1024 x 768 in both languages:
 * game graphs of at most 9 positions (explore's, labelled with the
 * positions, of at most 8), and the tame positions' genus tables (the
 * twin's trace where every heap is tame: 1 3 and the idea's 1 1 2). */
static const gr_lesson_stop misere_stops[] = {
    {COURSE_CH17_S1_TITLE, COURSE_CH17_S1_TEXT, "0.77: 4", -1, GR_LESSON_EXPLORE},
    {COURSE_CH17_S2_TITLE, COURSE_CH17_S2_TEXT, "0.77: 1 2", -1, GR_LESSON_EXPLORE},
    {COURSE_CH17_S3_TITLE, COURSE_CH17_S3_TEXT, "0.77: 1 3", -1, GR_LESSON_TRACE},
    {COURSE_CH17_S4_TITLE, COURSE_CH17_S4_TEXT, "0.35: 4", -1, GR_LESSON_TRACE},
};
static const chapter chapters[] = {
  {"nullgame", COURSE_CH01_TITLE, "4", E, "9", -1, T, "6", "10", NULL, NULL},
  {"nim", COURSE_CH02_TITLE, "3 4 5", T, "1 4 5", -1, T, "2 5 7", "5 7 9", NULL, NULL},
  {"dag", COURSE_CH03_TITLE, "n=4; start=0; 0>1 0>2 1>2 1>3 2>3", E, "n=4; start=0; 0>1 0>2 1>2 1>3 2>3", 3, T,
   "n=4; start=1; 0>1 0>2 1>2 1>3 2>3", "n=5; start=0; 0>1 0>2 1>3 2>3 2>4 3>4", "heaps", NULL},
  {"sum", COURSE_CH04_TITLE, "nim: 3 + wythoff: 1 2", T, "nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7", -1, T,
   "nim: 3 + nim: 3", "nim: 2 + wythoff: 1 2 + nullgame: 4", NULL, NULL},
  {"misere", COURSE_CH05_TITLE, "3 5 1", T, "4 1 1", -1, T, "1 1", "2 3 1", "misere-sum", NULL},
  {"every", COURSE_CH06_TITLE, "2,3 1,4", T, "3,5 2,7 4,9", -1, T, "2,3", "2,3 2,5", NULL, NULL},
  {"lasker", COURSE_CH07_TITLE, "2 2 3", T, "3 4 7", -1, T, "3 4", "1 2 4", NULL, NULL},
  {"coins-mock", COURSE_CH08_TITLE, "UUDUDU", T, "UUUU", -1, T, "UU", "DUUDU",
   "coins-one coins-two coins-run coins-near3 coins-ruler", NULL},
  {"staircase", COURSE_CH09_TITLE, "0 3 1 2", T, "2 1 3 4 1", -1, T, "0 3 0 3", "0 1 4 1", NULL, NULL},
  {"hackenbush", COURSE_CH10_TITLE, "0-1 0-3 1-2 1-3", T, "0-1 0-3 1-2 1-3", -1, T, "0-1 1-2 2-3", "0-1 0-4 1-2 1-3",
   NULL, NULL},
  {"wythoff", COURSE_CH11_TITLE, "3 5", T, "8 13", -1, T, "6 10", "7 12", NULL, NULL},
  {"circle", COURSE_CH12_TITLE, "6 2", T, "7 2", 3, T, "3 2", "10 3", NULL, NULL},
  {"geography", COURSE_CH13_TITLE, "start=2; 1-2 2-3 3-4", T, "start=1; 1-2 1-5 2-3 3-4 3-6 4-5 6-7", -1, T,
   "start=1; 1-2", "start=1; 1-2 2-3", NULL, NULL},
  {"fibonacci", COURSE_CH14_TITLE, "10", T, "20", 13, T, "13", "12", NULL, NULL},
  {"lr", COURSE_CH15_TITLE, "3 1 9 4", T, "3 1 9 4", -1, T, "5 5", "4 1 3",
   "kstake redistribute ring leftmost seqjump chomp", NULL},
  {"dag", COURSE_CH16_TITLE, LOOPY, T, LOOPY, 9, T, "n=5; start=1; 0>1 1>2 2>0 2>3 3>4",
   "n=4; start=0,3; 0>1 1>0 1>2 3>2", NULL, draws_stops},
  {"heaps" GR_COURSE_MISERE, COURSE_CH17_TITLE, "0.77: 3", E, "0.77: 1 1 2", -1, T, "0.77: 2 2", "0.77: 1 2 2", NULL,
   misere_stops},
};
#undef LOOPY
#undef E
#undef T

#define NCHAPTERS (sizeof chapters / sizeof chapters[0])
#define NGLOSSARY ((COURSE_COUNT - COURSE_G01_TERM) / 2)
_Static_assert(COURSE_CH02_TITLE == COURSE_CH01_TITLE + K_PER_CHAPTER, "course.texts: a chapter has 8 keys");
_Static_assert(COURSE_CH16_RECAP == COURSE_CH01_TITLE + 16 * K_PER_CHAPTER - 1, "course.texts: 16 chapters of 8 keys");
_Static_assert(COURSE_CH16_S1_TITLE == COURSE_CH16_RECAP + 1 && COURSE_CH17_TITLE == COURSE_CH16_S4_TEXT + 1,
               "course.texts: chapter 16's own stops, then chapter 17");
_Static_assert(COURSE_CH17_RECAP == COURSE_CH17_TITLE + K_PER_CHAPTER - 1, "course.texts: chapter 17 has 8 keys");
_Static_assert(COURSE_CH17_S1_TITLE == COURSE_CH17_RECAP + 1 && COURSE_G01_TERM == COURSE_CH17_S4_TEXT + 1,
               "course.texts: chapter 17's own stops, then the glossary");
_Static_assert((COURSE_COUNT - COURSE_G01_TERM) % 2 == 0, "course.texts: a glossary entry is a term and a meaning");

/* The lesson stops a chapter shows: the first four. */
#define LESSON_STOPS 4
/* goal, the lesson's stops, idea, check, try, recap */
#define STOPS (LESSON_STOPS + 5)

static const char *ctext(unsigned key, gr_lang lang) { return gr_text(&course_texts, lang, key); }

size_t gr_course_len(void) { return NCHAPTERS; }

const char *gr_course_game(size_t c) { return c < NCHAPTERS ? chapters[c].game : NULL; }

const char *gr_course_title(size_t c, gr_lang lang) { return c < NCHAPTERS ? ctext(chapters[c].key + K_TITLE, lang) : ""; }

const char *gr_course_more(size_t c) { return c < NCHAPTERS && chapters[c].more ? chapters[c].more : ""; }

const gr_game *gr_course_game_of(size_t c) {
  if (c >= NCHAPTERS) return NULL;
  const char *id = chapters[c].game;
  size_t n = strlen(id), k = strlen(GR_COURSE_MISERE);
  if (n <= k || strcmp(id + n - k, GR_COURSE_MISERE) != 0) return gr_game_find(id);
  char base[64];
  if (n - k >= sizeof base) return NULL;
  memcpy(base, id, n - k);
  base[n - k] = '\0';
  const gr_game *g = gr_game_find(base);
  return g ? gr_game_misere_of(g) : NULL;
}

/* How many of its lesson's stops chapter ch shows (its own, or its game's). */
static size_t lesson_stops(const chapter *ch, const gr_game *g) {
  if (ch->own) return LESSON_STOPS;
  return g == NULL ? 0 : g->lesson_len < LESSON_STOPS ? g->lesson_len : LESSON_STOPS;
}

size_t gr_course_stops(size_t c) {
  return c < NCHAPTERS ? STOPS - LESSON_STOPS + lesson_stops(&chapters[c], gr_course_game_of(c)) : 0;
}

const char *gr_course_name(gr_lang lang) { return ctext(COURSE_NAME, lang); }

const char *gr_course_part_title(gr_course_part part, gr_lang lang) {
  static const unsigned keys[] = {COURSE_PART_GOAL, 0, COURSE_PART_IDEA, COURSE_PART_CHECK, COURSE_PART_TRY,
                                  COURSE_PART_RECAP};
  return part <= GR_PART_RECAP && part != GR_PART_LESSON ? ctext(keys[part], lang) : "";
}

bool gr_course_stop_at(size_t c, size_t k, gr_lang lang, gr_course_stop *out) {
  if (c >= NCHAPTERS || k >= gr_course_stops(c)) return false;
  const chapter *ch = &chapters[c];
  const gr_game *g = gr_course_game_of(c);
  size_t nl = lesson_stops(ch, g);
  const gr_lesson_stop *lesson = ch->own ? ch->own : g ? g->lesson : NULL;
  memset(out, 0, sizeof *out);
  out->view = GR_LESSON_TRACE;
  if (k >= 1 && k <= nl) {
    const gr_lesson_stop *s = &lesson[k - 1];
    out->part = GR_PART_LESSON;
    out->title = ch->own ? ctext(s->title_key, lang) : gr_lesson_title(g, k - 1, lang);
    out->text = ch->own ? ctext(s->text_key, lang) : gr_lesson_text(g, k - 1, lang);
    out->position = s->position;
    out->step = s->step;
    out->view = s->view;
    return true;
  }
  static const gr_course_part after[] = {GR_PART_IDEA, GR_PART_CHECK, GR_PART_TRY, GR_PART_RECAP};
  out->part = k == 0 ? GR_PART_GOAL : after[k - 1 - nl];
  out->title = gr_course_part_title(out->part, lang);
  switch (out->part) {
  case GR_PART_GOAL:
    out->text = ctext(ch->key + K_GOAL, lang);
    out->position = ch->goal_position;
    out->view = ch->goal_view;
    out->step = ch->goal_view == GR_LESSON_EXPLORE ? -1 : -2;
    break;
  case GR_PART_IDEA:
    out->text = ctext(ch->key + K_IDEA, lang);
    out->position = ch->idea_position;
    out->step = ch->idea_step;
    out->view = ch->idea_view;
    break;
  case GR_PART_CHECK:
  case GR_PART_TRY: { /* a question with its answer, on a position of its own */
    bool check = out->part == GR_PART_CHECK;
    out->text = ctext(ch->key + (check ? K_CHECK : K_TRY), lang);
    out->answer = ctext(ch->key + (check ? K_CHECK_ANSWER : K_TRY_ANSWER), lang);
    out->position = check ? ch->check_position : ch->try_position;
    out->step = -2;
    break;
  }
  default: /* the recap: back to the worked position, every step shown */
    out->text = ctext(ch->key + K_RECAP, lang);
    out->position = nl >= 2 && lesson[1].position ? lesson[1].position : ch->idea_position;
    out->step = -1;
    break;
  }
  return true;
}

int gr_course_find(const char *game) {
  for (size_t c = 0; game && c < NCHAPTERS; c++)
    if (strcmp(chapters[c].game, game) == 0) return (int)c;
  return -1;
}

size_t gr_glossary_len(void) { return NGLOSSARY; }

const char *gr_glossary_term(size_t i, gr_lang lang) {
  return i < NGLOSSARY ? ctext(COURSE_G01_TERM + 2 * (unsigned)i, lang) : "";
}

const char *gr_glossary_def(size_t i, gr_lang lang) {
  return i < NGLOSSARY ? ctext(COURSE_G01_TERM + 2 * (unsigned)i + 1, lang) : "";
}

static const char *const part_names[] = {"goal", "lesson", "idea", "check", "try", "recap"};

static void json_stop(gr_json *j, size_t c, size_t k) {
  gr_course_stop s[GR_NLANG];
  const char *title[GR_NLANG], *text[GR_NLANG], *answer[GR_NLANG];
  for (int l = 0; l < GR_NLANG; l++) {
    gr_course_stop_at(c, k, (gr_lang)l, &s[l]);
    title[l] = s[l].title;
    text[l] = s[l].text;
    answer[l] = s[l].answer;
  }
  gr_json_object_begin(j);
  gr_json_key(j, "part");
  gr_json_string(j, part_names[s[0].part]);
  gr_json_bilingual(j, "title", title);
  gr_json_bilingual(j, "text", text);
  if (answer[0]) gr_json_bilingual(j, "answer", answer);
  gr_json_key(j, "position");
  gr_json_string_or_null(j, s[0].position);
  gr_json_key(j, "step");
  gr_json_i64(j, s[0].step);
  if (s[0].view == GR_LESSON_EXPLORE) {
    gr_json_key(j, "view");
    gr_json_string(j, "explore");
  }
  gr_json_object_end(j);
}

void gr_json_course(gr_json *j) {
  const char *text[GR_NLANG];
  gr_json_object_begin(j);
  for (int l = 0; l < GR_NLANG; l++) text[l] = gr_course_name((gr_lang)l);
  gr_json_bilingual(j, "name", text);
  gr_json_key(j, "chapters");
  gr_json_array_begin(j);
  for (size_t c = 0; c < NCHAPTERS; c++) {
    gr_json_object_begin(j);
    gr_json_key(j, "game");
    gr_json_string(j, chapters[c].game);
    for (int l = 0; l < GR_NLANG; l++) text[l] = gr_course_title(c, (gr_lang)l);
    gr_json_bilingual(j, "title", text);
    gr_json_key(j, "more");
    gr_json_string(j, gr_course_more(c));
    gr_json_key(j, "stops");
    gr_json_array_begin(j);
    for (size_t k = 0; k < gr_course_stops(c); k++) json_stop(j, c, k);
    gr_json_array_end(j);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "glossary");
  gr_json_array_begin(j);
  for (size_t i = 0; i < NGLOSSARY; i++) {
    gr_json_object_begin(j);
    for (int l = 0; l < GR_NLANG; l++) text[l] = gr_glossary_term(i, (gr_lang)l);
    gr_json_bilingual(j, "term", text);
    for (int l = 0; l < GR_NLANG; l++) text[l] = gr_glossary_def(i, (gr_lang)l);
    gr_json_bilingual(j, "def", text);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_object_end(j);
}
