/*
 * test_course.c — the course (grundy_course.h): every chapter, stop, check
 * and glossary entry exists in both languages with the same numbers in
 * each (the runs of digits, as a multiset: a translation may reorder them);
 * every position parses in its chapter's game and is written canonically;
 * every step is -2, -1 or a step of that position's trace; a concept check
 * and a position to try ask "who wins?" (step -2), do not say who wins in
 * their question, and their answer names the winner the solver finds; the
 * chapters come in the order a class meets them; the other games a chapter
 * names exist.
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
#include "grundy_course.h"

static bool blank(const char *s) { return s == NULL || s[strspn(s, " \t\n")] == '\0'; }

/* The runs of digits of s, sorted, joined by spaces. */
static void numbers(const char *s, char *out, size_t cap) {
  char runs[256][24];
  size_t n = 0;
  for (const char *p = s; *p && n < 256;) {
    if (*p >= '0' && *p <= '9') {
      size_t len = strspn(p, "0123456789");
      snprintf(runs[n++], sizeof runs[0], "%.*s", (int)(len < 23 ? len : 23), p);
      p += len;
    } else {
      p++;
    }
  }
  qsort(runs, n, sizeof runs[0], (int (*)(const void *, const void *))strcmp);
  out[0] = '\0';
  for (size_t i = 0; i < n; i++) {
    strncat(out, runs[i], cap - strlen(out) - 1);
    strncat(out, " ", cap - strlen(out) - 1);
  }
}

static void same_numbers(const char *en, const char *zh, const char *where) {
  char a[4096], b[4096];
  assert_false(blank(en));
  assert_false(blank(zh));
  numbers(en, a, sizeof a);
  numbers(zh, b, sizeof b);
  if (strcmp(a, b) != 0) fail_msg("%s: the numbers differ:\n  en: %s\n  zh: %s", where, a, b);
}

static size_t trace_steps(const gr_game *g, const gr_pos *p, gr_lesson_view view, const char *where) {
  gr_error err = {0};
  gr_job *job = NULL;
  int rc = view == GR_LESSON_EXPLORE ? gr_explore_start(g, p, &job, &err) : g->trace_start(p, &job, &err);
  if (rc != 0 || gr_job_finish(job, &err) != 0 || job->trace == NULL) {
    gr_job_free(job);
    fail_msg("%s: the trace fails: %s", where, err.message);
  }
  size_t n = job->trace->nsteps;
  gr_job_free(job);
  return n;
}

static gr_outcome winner(const gr_game *g, const gr_pos *p, const char *where) {
  gr_error err = {0};
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, p, &a, &err) != 0) fail_msg("%s: solve fails: %s", where, err.message);
  gr_outcome w = a.winner;
  gr_analysis_free(&a);
  return w;
}

static void test_order(void **state) {
  (void)state;
  static const char *const order[] = {"nullgame", "nim",        "dag",     "sum",    "misere",
                                      "every",    "lasker",     "coins-mock", "staircase", "hackenbush",
                                      "wythoff",  "circle",     "geography",  "fibonacci", "lr",
                                      "dag"};
  assert_int_equal(gr_course_len(), sizeof order / sizeof order[0]);
  for (size_t c = 0; c < gr_course_len(); c++) {
    assert_string_equal(gr_course_game(c), order[c]);
    /* a game's chapter is its first (dag: chapter 3, not 16, draws) */
    size_t first = 0;
    while (strcmp(order[first], order[c]) != 0) first++;
    assert_int_equal(gr_course_find(order[c]), (int)first);
    char where[64];
    snprintf(where, sizeof where, "chapter %zu title", c + 1);
    same_numbers(gr_course_title(c, GR_EN), gr_course_title(c, GR_ZH), where);
    char more[256];
    snprintf(more, sizeof more, "%s", gr_course_more(c));
    for (char *id = strtok(more, " "); id; id = strtok(NULL, " "))
      if (gr_game_find(id) == NULL) fail_msg("chapter %zu names the game '%s', which does not exist", c + 1, id);
  }
  assert_int_equal(gr_course_find("no-such-game"), -1);
  assert_null(gr_course_game(gr_course_len()));
}

static void test_stops(void **state) {
  (void)state;
  for (size_t c = 0; c < gr_course_len(); c++) {
    const gr_game *g = gr_game_find(gr_course_game(c));
    assert_non_null(g);
    size_t n = gr_course_stops(c);
    assert_true(n >= 8);
    int checks = 0, tries = 0;
    for (size_t k = 0; k < n; k++) {
      gr_course_stop en, zh;
      char where[96];
      snprintf(where, sizeof where, "chapter %zu (%s), stop %zu", c + 1, g->id, k + 1);
      assert_true(gr_course_stop_at(c, k, GR_EN, &en));
      assert_true(gr_course_stop_at(c, k, GR_ZH, &zh));
      assert_int_equal(en.part, zh.part);
      same_numbers(en.title, zh.title, where);
      same_numbers(en.text, zh.text, where);
      if (k == 0) assert_int_equal(en.part, GR_PART_GOAL);
      if (k == n - 1) assert_int_equal(en.part, GR_PART_RECAP);
      if (k == 0 || k == n - 1) assert_non_null(en.position);
      if (en.position) {
        gr_pos p;
        gr_pos_init(&p);
        gr_error err = {0};
        if (gr_game_parse(g, en.position, &p, &err) != 0) fail_msg("%s: '%s' does not parse: %s", where, en.position, err.message);
        gr_buf b;
        gr_buf_init(&b);
        g->format(&p, &b);
        if (strcmp(b.data, en.position) != 0) fail_msg("%s: '%s' is written '%s'", where, en.position, b.data);
        gr_buf_free(&b);
        if (en.step >= 0 && (size_t)en.step >= trace_steps(g, &p, en.view, where))
          fail_msg("%s: step %d is past the trace", where, en.step);
        if (en.part == GR_PART_CHECK || en.part == GR_PART_TRY) {
          gr_outcome w = winner(g, &p, where);
          /* the answer says C's winner (or the draw) and no other outcome */
          static const char *const says_en[] = {"", "first player wins", "second player wins", "A draw"};
          static const char *const says_zh[] = {"", "先手必胜", "后手必胜", "平局"};
          for (int o = GR_WINNER_FIRST; o <= GR_WINNER_DRAW; o++) {
            bool right = o == (int)w;
            if (!strstr(en.answer, says_en[o]) == right) fail_msg("%s: the answer must%s say '%s': %s", where, right ? "" : " not", says_en[o], en.answer);
            if (!strstr(zh.answer, says_zh[o]) == right) fail_msg("%s: the answer must%s say '%s': %s", where, right ? "" : " not", says_zh[o], zh.answer);
          }
          static const char *const tells[] = {"first player wins", "second player wins", "先手必胜", "后手必胜", "先手必败"};
          for (size_t t = 0; t < sizeof tells / sizeof tells[0]; t++)
            if (strstr(en.text, tells[t]) || strstr(zh.text, tells[t])) fail_msg("%s: the question gives the answer away (%s)", where, tells[t]);
        }
        gr_pos_free(&p);
      }
      assert_true(en.step >= -2);
      if (en.part == GR_PART_CHECK || en.part == GR_PART_TRY) {
        checks += en.part == GR_PART_CHECK;
        tries += en.part == GR_PART_TRY;
        assert_int_equal(en.step, -2);
        assert_non_null(en.position);
        same_numbers(en.answer, zh.answer, where);
      } else {
        assert_null(en.answer);
        assert_null(zh.answer);
      }
    }
    assert_int_equal(checks, 1);
    assert_int_equal(tries, 1);
    gr_course_stop past;
    assert_false(gr_course_stop_at(c, n, GR_EN, &past));
  }
}

static void test_glossary(void **state) {
  (void)state;
  assert_true(gr_glossary_len() >= 20);
  for (size_t i = 0; i < gr_glossary_len(); i++) {
    char where[48];
    snprintf(where, sizeof where, "glossary entry %zu", i + 1);
    same_numbers(gr_glossary_term(i, GR_EN), gr_glossary_term(i, GR_ZH), where);
    same_numbers(gr_glossary_def(i, GR_EN), gr_glossary_def(i, GR_ZH), where);
  }
  assert_string_equal(gr_glossary_term(gr_glossary_len(), GR_EN), "");
}

static void test_json(void **state) {
  (void)state;
  gr_buf out;
  gr_buf_init(&out);
  gr_json j;
  gr_json_init(&j, &out);
  gr_json_course(&j);
  assert_non_null(out.data);
  assert_non_null(strstr(out.data, "\"chapters\":"));
  assert_non_null(strstr(out.data, "\"glossary\":"));
  assert_non_null(strstr(out.data, "\"part\":\"check\""));
  gr_buf_free(&out);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_order),
    cmocka_unit_test(test_stops),
    cmocka_unit_test(test_glossary),
    cmocka_unit_test(test_json),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
