/*
 * test_value.c — a Grundy value for every position (src/core/value.c).
 *
 * For every registered game under normal play, every small position
 * (enumerate_small) that is no draw: the solve JSON carries a number as
 * "grundy", it equals exhaustive search (gr_referee_grundy), and no note.
 * Each solve searches afresh, so where the game's small positions are many
 * and all need search (lr: 960,000 rows of up to 7 piles) the test takes
 * those up to a smaller length (short_rows), still every one of them.
 * Wythoff's values against the published table (the row (10, n), n = 0..20),
 * and a position past the bound gets "grundy": null with a note in every
 * language, never a number.
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

typedef struct ctx {
  const gr_game *g;
  gr_referee *r;
  size_t max_len; /* positions longer than this are left out (0: none) */
  uint64_t positions, longest;
} ctx;

/* The games whose small positions are taken up to a smaller length. */
static const struct {
  const char *id;
  size_t max_len;
} short_rows[] = {{"lr", 5}};

/* The "grundy" member of a solve JSON: a number into *v (true), or null. */
static bool json_grundy(const char *json, uint64_t *v) {
  const char *s = strstr(json, "\"grundy\":");
  assert_non_null(s);
  s += strlen("\"grundy\":");
  if (strncmp(s, "null", 4) == 0) return false;
  unsigned long long x;
  assert_int_equal(sscanf(s, "%llu", &x), 1);
  *v = x;
  return true;
}

static int check(const gr_pos *p, void *vc) {
  ctx *c = vc;
  if (c->max_len && p->len > c->max_len) return 0;
  gr_error err = {0};
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(c->g, p, &a, &err) != 0) fail_msg("%s: %s", c->g->id, err.message);
  if (a.winner != GR_WINNER_DRAW) {
    gr_buf out, text;
    gr_buf_init(&out);
    gr_buf_init(&text);
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_analysis(&j, c->g, p, &a);
    c->g->format(p, &text);
    uint64_t shown = 0, truth = 0;
    if (!json_grundy(out.data, &shown)) fail_msg("%s %s: no grundy value: %s", c->g->id, text.data, out.data);
    if (gr_referee_grundy(c->r, p, &truth, &err) != 0) fail_msg("%s %s: %s", c->g->id, text.data, err.message);
    if (shown != truth)
      fail_msg("%s %s: grundy %llu, search finds %llu", c->g->id, text.data, (unsigned long long)shown,
               (unsigned long long)truth);
    assert_null(strstr(out.data, "grundy_note"));
    gr_buf_free(&out);
    gr_buf_free(&text);
    c->positions++;
    if (p->len > c->longest) c->longest = p->len;
  }
  gr_analysis_free(&a);
  return 0;
}

static void every_small_position(void **state) {
  const gr_game *g = *state;
  gr_error err = {0};
  ctx c = {.g = g, .r = gr_referee_new(g, &err)};
  assert_non_null(c.r);
  for (size_t i = 0; i < sizeof short_rows / sizeof short_rows[0]; i++)
    if (strcmp(g->id, short_rows[i].id) == 0) c.max_len = short_rows[i].max_len;
  assert_int_equal(g->enumerate_small(check, &c), 0);
  assert_true(c.positions > 0);
  if (c.max_len) assert_int_equal(c.longest, c.max_len); /* the smaller bound is reached, not more */
  print_message("%s: %llu positions carry the searched value\n", g->id, (unsigned long long)c.positions);
  gr_referee_free(c.r);
}

static char *solve_json(const char *game, const char *text) {
  const gr_game *g = gr_game_find(game);
  assert_non_null(g);
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_game_parse(g, text, &p, &err) != 0 || gr_solve(g, &p, &a, &err) != 0) fail_msg("%s", err.message);
  gr_buf out;
  gr_buf_init(&out);
  gr_json j;
  gr_json_init(&j, &out);
  gr_json_analysis(&j, g, &p, &a);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  return gr_buf_take(&out);
}

static void wythoff_row_10(void **state) {
  (void)state;
  static const uint64_t row[21] = {10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28};
  for (unsigned n = 0; n <= 20; n++) {
    char text[32];
    snprintf(text, sizeof text, "10 %u", n);
    char *json = solve_json("wythoff", text);
    uint64_t v = 0;
    assert_true(json_grundy(json, &v));
    if (v != row[n]) fail_msg("wythoff %s: %llu, the table says %llu", text, (unsigned long long)v,
                              (unsigned long long)row[n]);
    free(json);
  }
}

/* Wythoff's table (wythoff_value.c) against search past the small positions. */
static void wythoff_table_vs_search(void **state) {
  (void)state;
  const gr_game *g = gr_game_find("wythoff");
  gr_error err = {0};
  gr_referee *r = gr_referee_new(g, &err);
  for (uint64_t a = 25; a <= 40; a += 3)
    for (uint64_t b = 0; b <= 45; b += 5) {
      gr_pos p;
      gr_pos_init(&p);
      uint64_t v[2] = {a, b}, truth;
      assert_int_equal(gr_pos_set(&p, v, 2, &err), 0);
      gr_analysis an;
      gr_analysis_init(&an);
      assert_int_equal(gr_solve_theory(g, &p, &an, &err), 0);
      assert_true(an.has_grundy); /* from the theory and its table, no search */
      if (gr_referee_grundy(r, &p, &truth, &err) != 0) fail_msg("%s", err.message);
      if (an.grundy != truth)
        fail_msg("wythoff %llu %llu: table %llu, search %llu", (unsigned long long)a, (unsigned long long)b,
                 (unsigned long long)an.grundy, (unsigned long long)truth);
      gr_analysis_free(&an);
      gr_pos_free(&p);
    }
  gr_referee_free(r);
}

static void past_the_bound(void **state) {
  (void)state;
  char *json = solve_json("wythoff", "5000 5000"); /* past the table (1000) and the search's bound */
  uint64_t v;
  assert_false(json_grundy(json, &v));
  assert_non_null(strstr(json, "\"grundy_note\":{\"en\":\"no Grundy value"));
  assert_non_null(strstr(json, "\"zh\":\"没有 Grundy 值"));
  free(json);
  /* a solve job's raw analysis completed by gr_value_complete (the WASM
   * path must do the same) reads as gr_solve's */
  const gr_game *g = gr_game_find("wythoff");
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_job *job = NULL;
  assert_int_equal(gr_game_parse(g, "1100 2", &p, &err), 0); /* past the table: by search */
  assert_int_equal(g->solve_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  assert_false(job->analysis.has_grundy);
  assert_int_equal(gr_value_complete(g, &p, &job->analysis, &err), 0);
  gr_buf out;
  gr_buf_init(&out);
  gr_json j;
  gr_json_init(&j, &out);
  gr_json_analysis(&j, g, &p, &job->analysis);
  char *solved = solve_json("wythoff", "1100 2");
  assert_string_equal(out.data, solved);
  assert_true(json_grundy(solved, &v) && v == 1099);
  free(solved);
  gr_buf_free(&out);
  gr_job_free(job);
  gr_pos_free(&p);
}

static void misere_untouched(void **state) {
  (void)state;
  char *json = solve_json("misere", "1 1 2");
  assert_non_null(strstr(json, "\"grundy\":null"));
  assert_null(strstr(json, "grundy_note"));
  free(json);
}

int main(void) {
  struct CMUnitTest tests[80];
  size_t n = 0;
  for (size_t i = 0; i < gr_game_count() && n < 76; i++) {
    const gr_game *g = gr_game_at(i);
    if (g->misere) continue;
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = every_small_position, .initial_state = (void *)g};
  }
  tests[n++] = (struct CMUnitTest){.name = "wythoff row 10", .test_func = wythoff_row_10};
  tests[n++] = (struct CMUnitTest){.name = "wythoff table vs search", .test_func = wythoff_table_vs_search};
  tests[n++] = (struct CMUnitTest){.name = "past the bound", .test_func = past_the_bound};
  tests[n++] = (struct CMUnitTest){.name = "misere untouched", .test_func = misere_untouched};
  return _cmocka_run_group_tests("value", tests, n, NULL, NULL);
}
