/*
 * test_course.c — the course (grundy_course.h): every chapter, stop, check
 * and glossary entry exists in both languages with the same numbers in
 * each (the runs of digits, as a multiset: a translation may reorder them);
 * every position parses in its chapter's game and is written canonically;
 * every step is -2, -1 or a step of that position's trace; a concept check
 * and a position to try ask "who wins?" (step -2), do not say who wins in
 * their question, and their answer names the winner the solver finds; the
 * chapters come in the order a class meets them; the other games a chapter
 * names exist.  Chapter 17 (misère play of Kayles): every value its texts
 * state, and the tame sum rule on every sum of tame Kayles heaps up to 8
 * tokens, against an exhaustive search of the moves written here; its
 * pictures of classroom size (at most 9 positions; 6 labelled ones).
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

/* The steps of a stop's trace; *graph (if given) says whether it draws a
 * game graph (explore's, or a misère twin's labelling) rather than tables. */
static size_t trace_steps_of(const gr_game *g, const gr_pos *p, gr_lesson_view view, const char *where, bool *graph) {
  gr_error err = {0};
  gr_job *job = NULL;
  int rc = view == GR_LESSON_EXPLORE ? gr_explore_start(g, p, &job, &err) : g->trace_start(p, &job, &err);
  if (rc != 0 || gr_job_finish(job, &err) != 0 || job->trace == NULL) {
    gr_job_free(job);
    fail_msg("%s: the trace fails: %s", where, err.message);
  }
  size_t n = job->trace->nsteps;
  if (graph) {
    *graph = false;
    for (size_t v = 0; v < job->trace->nviews; v++) *graph = *graph || job->trace->views[v].kind == GR_VIEW_GRAPH;
  }
  gr_job_free(job);
  return n;
}

static size_t trace_steps(const gr_game *g, const gr_pos *p, gr_lesson_view view, const char *where) {
  return trace_steps_of(g, p, view, where, NULL);
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
                                      "dag",      "heaps~misere"};
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
    const gr_game *g = gr_course_game_of(c);
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

/* ---- chapter 17: misère play of Kayles, checked by exhaustive search ---- */

/* The SG value (normal play: a position with no move is 0) or g⁻ (misère:
 * 1) of a heaps position (Kayles, 0.77, or 0.35), as the mex over its moves: the referee of the
 * chapter's numbers, independent of any theory in the library. */
static uint64_t heap_value(const char *text, bool misere) {
  const gr_game *g = gr_game_find("heaps");
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  if (gr_game_parse(g, text, &p, &err) != 0) fail_msg("'%s': %s", text, err.message);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (g->moves(&p, 100000, &moves, &err) != 0) fail_msg("'%s': %s", text, err.message);
  uint64_t seen = 0; /* the options' values, as bits (they stay below 64 here) */
  for (size_t i = 0; i < moves.count; i++) {
    gr_buf b;
    gr_buf_init(&b);
    g->format(&moves.items[i], &b);
    uint64_t v = heap_value(b.data, misere);
    gr_buf_free(&b);
    assert_true(v < 64);
    seen |= UINT64_C(1) << v;
  }
  uint64_t mex = 0;
  while (seen >> mex & 1) mex++;
  bool terminal = moves.count == 0;
  gr_pos_list_free(&moves);
  gr_pos_free(&p);
  return terminal ? (misere ? 1 : 0) : mex;
}

static uint64_t g_minus(const char *text) { return heap_value(text, true); }
static uint64_t sg(const char *text) { return heap_value(text, false); }

static gr_outcome misere_winner(const char *game, const char *text) {
  const gr_game *g = gr_game_misere_of(gr_game_find(game));
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  if (gr_game_parse(g, text, &p, &err) != 0) fail_msg("'%s': %s", text, err.message);
  gr_outcome w = winner(g, &p, text);
  gr_pos_free(&p);
  return w;
}

/* Every value the chapter's texts state. */
static void test_misere_chapter(void **state) {
  (void)state;
  size_t c = gr_course_len() - 1;
  assert_ptr_equal(gr_course_game_of(c), gr_game_misere_of(gr_game_find("heaps")));
  assert_true(gr_course_game_of(c)->misere);
  assert_null(gr_course_game_of(gr_course_len()));
  /* single heaps 0..5: g⁻ and SG (the goal, stops 2, 3 and 5) */
  static const uint64_t minus[] = {1, 0, 2, 3, 0, 1}, value[] = {0, 1, 2, 3, 1, 4};
  for (unsigned n = 0; n <= 5; n++) {
    char text[16];
    snprintf(text, sizeof text, n ? "0.77: %u" : "0.77:", n);
    assert_int_equal(g_minus(text), minus[n]);
    assert_int_equal(sg(text), value[n]);
  }
  /* stop 2: g⁻ does not add: 0 xor 0, yet 1 4 is a first-player win, in
   * Kayles and as a sum of two games; removing the heap of 1 wins */
  assert_int_equal(g_minus("0.77: 1 4"), 1);
  assert_int_equal(misere_winner("sum", "heaps: 0.77: 1 + heaps: 0.77: 4"), GR_WINNER_FIRST);
  assert_int_equal(misere_winner("heaps", "0.77: 1 4"), GR_WINNER_FIRST);
  /* stop 3: the genus of a heap of 1 is 1^{031}, of a heap of 5 4^{146} */
  assert_int_equal(g_minus("0.77: 1 2"), 3);
  assert_int_equal(g_minus("0.77: 1 2 2"), 1);
  assert_int_equal(g_minus("0.77: 1 2 2 2"), 3);
  assert_int_equal(g_minus("0.77: 2 5"), 4);
  assert_int_equal(g_minus("0.77: 2 2 5"), 6);
  /* stop 5: a heap of 4 in the octal game 0.35 is wild: SG 1, genus 1^{20} */
  assert_int_equal(sg("0.35: 4"), 1);
  assert_int_equal(g_minus("0.35: 4"), 2);
  assert_int_equal(g_minus("0.35: 2 4"), 0);
  assert_int_equal(g_minus("0.35: 2 2 4"), 2);
  /* the idea, stop 4, the check and the try (whose xor of g⁻, 0 xor 2 xor 2, misleads) */
  assert_int_equal(g_minus("0.77: 1 1 2"), 2);
  assert_int_equal(g_minus("0.77: 1 3"), 2);
  assert_int_equal(g_minus("0.77: 2 2"), 0);
  assert_int_equal(g_minus("0.77: 1 2 2"), 1);
  /* every picture classroom-size: whole on a 1024 x 768 projector (course.test) */
  gr_error err = {0};
  for (size_t k = 0; k < gr_course_stops(c); k++) {
    gr_course_stop st;
    gr_course_stop_at(c, k, GR_EN, &st);
    gr_pos q;
    gr_pos_init(&q);
    assert_int_equal(gr_game_parse(gr_course_game_of(c), st.position, &q, &err), 0);
    /* a game graph of a few positions; a tame position's genus table (one
     * row of steps per heap, then the rule) of at most three heaps */
    bool graph;
    size_t steps = trace_steps_of(gr_course_game_of(c), &q, st.view, st.position, &graph);
    size_t most = !graph ? 5 * 3 + 4 : st.view == GR_LESSON_EXPLORE ? 8u : 9u;
    if (steps > most) fail_msg("stop %zu: %s has %zu steps", k + 1, st.position, steps);
    gr_pos_free(&q);
  }
  /* the try's winning move leaves the check's position */
  const gr_game *m = gr_course_game_of(c);
  gr_pos p, want;
  gr_pos_init(&p);
  gr_pos_init(&want);
  assert_int_equal(gr_game_parse(m, "0.77: 1 2 2", &p, &err), 0);
  assert_int_equal(gr_game_parse(m, "0.77: 2 2", &want, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(m, &p, &a, &err), 0);
  bool found = false;
  for (size_t i = 0; i < a.winning_moves.count; i++) found |= gr_pos_equal(&a.winning_moves.items[i], &want);
  assert_true(found);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  gr_pos_free(&want);
}

/* The tame sum rule (stop 4) on every sum of Kayles heaps 1..4 (tame) of at
 * most 8 tokens: g the xor of the SG values; heaps of 2 and 3 are firm,
 * heaps of 1 and 4 fickle (genus 1^{031}); g⁻ = g with a firm heap, else
 * g xor 1.  The search decides. */
static int tame_rule_holds(const gr_pos *heaps, void *ctx) {
  size_t *sums = ctx;
  uint64_t tokens = 0, g = 0;
  bool firm = false;
  char text[64] = "0.77:";
  for (size_t i = 0; i < heaps->len; i++) {
    tokens += heaps->v[i];
    g ^= heaps->v[i] == 4 ? 1 : heaps->v[i];
    firm |= heaps->v[i] == 2 || heaps->v[i] == 3;
    snprintf(text + strlen(text), sizeof text - strlen(text), " %u", (unsigned)heaps->v[i]);
  }
  if (tokens > 8) return 0;
  uint64_t want = firm ? g : g ^ 1;
  if (g_minus(text) != want) fail_msg("%s: the tame sum rule says g⁻ = %u, the search %u", text, (unsigned)want, (unsigned)g_minus(text));
  ++*sums;
  return 0;
}

static void test_tame_rule(void **state) {
  (void)state;
  size_t sums = 0;
  assert_int_equal(gr_enumerate_rows(8, 1, 4, true, tame_rule_holds, &sums), 0);
  assert_true(sums >= 40);
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
    cmocka_unit_test(test_misere_chapter),
    cmocka_unit_test(test_tame_rule),
    cmocka_unit_test(test_glossary),
    cmocka_unit_test(test_json),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
