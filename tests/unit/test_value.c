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
  /* A loopy position (a graph game's cycle) has a generalized value, which
   * the referee's acyclic search cannot find: gr_verify checks those. */
  uint64_t probe;
  gr_error cyc = {0};
  bool loopy = a.grundy_infinite || (c->g->loopy && gr_referee_grundy(c->r, p, &probe, &cyc) != 0 && cyc.status == GR_ESTATE);
  if (a.winner != GR_WINNER_DRAW && !loopy) {
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

/* Wythoff's table (wythoff_value.c, which starts each cell's mex at the
 * first word its sets do not have full) against a plain mex over the
 * cell's row, column and diagonal, on rows and columns up to 300. */
#define PLAIN_N 301
static void wythoff_table_vs_plain_mex(void **state) {
  (void)state;
  static uint16_t t[PLAIN_N][PLAIN_N];
  static bool seen[2 * PLAIN_N + 2];
  for (int x = 0; x < PLAIN_N; x++)
    for (int y = 0; y < PLAIN_N; y++) {
      memset(seen, 0, sizeof seen);
      for (int k = 0; k < y; k++) seen[t[x][k]] = true;
      for (int k = 0; k < x; k++) seen[t[k][y]] = true;
      for (int k = 1; k <= x && k <= y; k++) seen[t[x - k][y - k]] = true;
      uint16_t g = 0;
      while (seen[g]) g++;
      t[x][y] = g;
    }
  const gr_game *g = gr_game_find("wythoff");
  gr_error err = {0};
  for (int i = 0; i < PLAIN_N; i += 3)
    for (int j = 0; j < 2; j++) {
      int x = j ? PLAIN_N - 1 : i, y = j ? i : PLAIN_N - 2;
      gr_pos p;
      gr_pos_init(&p);
      uint64_t v[2] = {(uint64_t)x, (uint64_t)y};
      assert_int_equal(gr_pos_set(&p, v, 2, &err), 0);
      gr_analysis an;
      gr_analysis_init(&an);
      assert_int_equal(gr_solve_theory(g, &p, &an, &err), 0);
      assert_true(an.has_grundy);
      if (an.grundy != t[x][y]) fail_msg("wythoff %d %d: table %llu, plain mex %u", x, y, (unsigned long long)an.grundy, t[x][y]);
      gr_analysis_free(&an);
      gr_pos_free(&p);
    }
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
  assert_non_null(strstr(json, "\"zh\":\"没有 SG 值"));
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

/* The JSON of a solve job's analysis once the value search has run in
 * slices of `work` (0: in one call); *calls counts the calls. */
static char *sliced_json(const gr_game *g, const gr_pos *p, uint64_t work, unsigned *calls, bool *searched) {
  gr_error err = {0};
  gr_job *job = NULL;
  assert_int_equal(g->solve_start(p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  *searched = !job->analysis.has_grundy && !job->analysis.grundy_note;
  gr_referee *search = NULL;
  int rc;
  *calls = 0;
  do {
    rc = gr_value_complete_some(g, p, &job->analysis, &search, work, &err);
    ++*calls;
    assert_true(rc == 0 || rc == 1);
  } while (rc == 1);
  assert_null(search);
  gr_buf out;
  gr_buf_init(&out);
  gr_json j;
  gr_json_init(&j, &out);
  gr_json_analysis(&j, g, p, &job->analysis);
  gr_job_free(job);
  return gr_buf_take(&out);
}

/* The page runs the value search in slices (gr_value_complete_some): paused
 * and resumed every few units of work, it gives what one call gives, the
 * value or the same note (the same bound met at the same point). */
static void in_slices(void **state) {
  (void)state;
  /* pauses: the search runs more than a unit (not when the theory gives
   * the value, nor when the root itself has too many moves) */
  static const struct {
    const char *game, *text;
    bool pauses;
  } cases[] = {
      {"wythoff", "1100 2", true}, {"wythoff", "5000 5000", true}, {"chomp", "12 12", false},
      {"chomp", "1000 1000", true}, {"lr", "5 2 7 3 8 1 6 4 9 2", true}, {"kstake", "300 299", true},
      {"fibonacci", "500", true}, {"lr", NULL, true}, {"redistribute", NULL, false},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    const gr_game *g = gr_game_find(cases[c].game);
    assert_non_null(g);
    gr_buf text;
    gr_buf_init(&text);
    if (cases[c].text) {
      gr_buf_puts(&text, cases[c].text);
    } else { /* long: 1000 lr piles (the byte bound), 3000 redistribute piles (too wide) */
      bool lr = strcmp(g->id, "lr") == 0;
      for (unsigned i = 0; i < (lr ? 1000u : 3000u); i++)
        gr_buf_printf(&text, "%s%u", i ? " " : "", lr ? 1 + (i * 37) % 1000 : 1 + i % 9);
    }
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    if (gr_game_parse(g, text.data, &p, &err) != 0) fail_msg("%s", err.message);
    unsigned whole_calls, calls;
    bool searched;
    char *whole = sliced_json(g, &p, 0, &whole_calls, &searched);
    assert_int_equal(whole_calls, 1);
    for (uint64_t work = 1; work <= 100000; work *= 100) {
      char *sliced = sliced_json(g, &p, work, &calls, &searched);
      if (strcmp(whole, sliced) != 0) fail_msg("%s, slices of %llu: %s\n  one call: %s", g->id, (unsigned long long)work, sliced, whole);
      if (work == 1) {
        print_message("%s %.20s (%zu numbers): %s, %u slices of 1 unit\n", g->id, text.data, p.len,
                      searched ? "searched" : "the theory's", calls);
        if (cases[c].pauses ? calls < 2 : calls != 1) fail_msg("%s: %u calls", g->id, calls);
      }
      free(sliced);
    }
    free(whole);
    gr_pos_free(&p);
    gr_buf_free(&text);
  }
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
  for (size_t i = 0; i < gr_game_count() && n < 75; i++) {
    const gr_game *g = gr_game_at(i);
    if (g->misere) continue;
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = every_small_position, .initial_state = (void *)g};
  }
  tests[n++] = (struct CMUnitTest){.name = "wythoff row 10", .test_func = wythoff_row_10};
  tests[n++] = (struct CMUnitTest){.name = "wythoff table vs search", .test_func = wythoff_table_vs_search};
  tests[n++] = (struct CMUnitTest){.name = "wythoff table vs plain mex", .test_func = wythoff_table_vs_plain_mex};
  tests[n++] = (struct CMUnitTest){.name = "past the bound", .test_func = past_the_bound};
  tests[n++] = (struct CMUnitTest){.name = "misere untouched", .test_func = misere_untouched};
  tests[n++] = (struct CMUnitTest){.name = "in slices", .test_func = in_slices};
  return _cmocka_run_group_tests("value", tests, n, NULL, NULL);
}
