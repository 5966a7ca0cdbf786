/*
 * test_long.c — what C sends the page for long positions (issue 13: a
 * loading page never freezes for more than 100 ms), checked on the JSON:
 *
 *   - a row of more than KIT_BOARD_WHOLE piles or steps goes as its ends
 *     (the first and last KIT_BOARD_END of each array, "length", "ends");
 *     a ring as the 2 KIT_BOARD_END edges around its coin ("from");
 *   - a graph board past 120 vertices or 240 edges is an overview: the
 *     token, its neighbours, the first vertices, with the whole graph's
 *     size ("all_nodes", "all_edges"); smaller graphs are drawn whole;
 *   - a verdict within a budget of numbers lists the moves that fit and
 *     counts the rest (gr_json_analysis_within), never writes the position
 *     back, and is otherwise gr_json_analysis itself;
 *   - the value search refuses a root too wide for its bytes before making
 *     its moves (the bytes bound's note);
 *   - a number list names the item it fails on ("pile 3"), though items
 *     are named only on failure;
 *   - numbers are written exactly, nine digits at a time (gr_buf_u64
 *     against printf over the edges of each 10^9 block and 10^6 more).
 */
#include "grundy.h"
#include "kit/kit.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <inttypes.h>

/* Frees each pointer of a NULL-terminated list. */
static void free_all(void **p) {
  for (; *p; p++) free(*p);
}

/* g's board for the position text, as JSON text (the caller frees it). */
static char *board_of(const char *game, const char *text) {
  gr_error err = {0};
  const gr_game *g = gr_game_lookup(game, &err);
  assert_non_null(g);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, text, &p, &err), 0);
  gr_buf out;
  gr_buf_init(&out);
  gr_json j;
  gr_json_init(&j, &out);
  g->board(&p, &j);
  gr_pos_free(&p);
  assert_false(out.failed);
  return out.data;
}

/* How many elements the array under "key" holds (flat arrays of strings,
 * numbers or booleans; -1 when there is no such key). */
static long array_len(const char *json, const char *key) {
  char pattern[64];
  snprintf(pattern, sizeof pattern, "\"%s\":[", key);
  const char *a = strstr(json, pattern);
  if (a == NULL) return -1;
  a += strlen(pattern);
  if (*a == ']') return 0;
  long n = 1;
  for (; *a != ']'; a++)
    if (*a == ',') n++;
  return n;
}

/* "1 2 3 ... n" (n numbers, i + 1 at index i). */
static char *numbers(size_t n, const char *before) {
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_puts(&b, before);
  for (size_t i = 0; i < n; i++) {
    if (i) gr_buf_putc(&b, ' ');
    gr_buf_u64(&b, i + 1);
  }
  return b.data;
}

static void test_rows_as_ends(void **state) {
  (void)state;
  static const char *const games[][2] = {{"nim", "piles"}, {"leftmost", "piles"}, {"lasker", "piles"}, {"staircase", "steps"}};
  for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
    char *whole = numbers(KIT_BOARD_WHOLE, ""), *long_row = numbers(5000, "");
    char *a = board_of(games[k][0], whole), *b = board_of(games[k][0], long_row);
    assert_int_equal(array_len(a, games[k][1]), KIT_BOARD_WHOLE);
    assert_null(strstr(a, "\"ends\""));
    assert_int_equal(array_len(b, games[k][1]), 2 * KIT_BOARD_END);
    assert_non_null(strstr(b, "\"length\":5000,\"ends\":64"));
    if (strcmp(games[k][1], "piles") == 0) assert_int_equal(array_len(b, "playable"), 2 * KIT_BOARD_END);
    /* the first 64 values, then the last 64: ..."64","4937"... */
    assert_non_null(strstr(b, "[\"1\",\"2\","));
    assert_non_null(strstr(b, "\"63\",\"64\",\"4937\",\"4938\","));
    assert_non_null(strstr(b, "\"4999\",\"5000\"]"));
    free_all((void *[]){whole, long_row, a, b, NULL});
  }
}

static void test_ring_window(void **state) {
  (void)state;
  char *edges = numbers(5000, ""), *cut = strstr(edges, " 11 ");
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_putn(&b, edges, (size_t)(cut - edges));
  gr_buf_puts(&b, " *"); /* the coin after edge 10: vertex 10 */
  gr_buf_puts(&b, cut);
  char *text = b.data, *board = board_of("ring", text);
  free(edges);
  assert_int_equal(array_len(board, "edges"), 2 * KIT_BOARD_END);
  assert_int_equal(array_len(board, "playable"), 2 * KIT_BOARD_END);
  assert_non_null(strstr(board, "\"length\":5000,\"ends\":64,\"from\":4946"));
  /* edges 4947 .. 5000, then 1 .. 74 (the window wraps round) */
  assert_non_null(strstr(board, "\"edges\":[\"4947\","));
  assert_non_null(strstr(board, "\"5000\",\"1\",\"2\","));
  assert_non_null(strstr(board, "\"74\"]"));
  free(text);
  free(board);
}

/* A path 0-1 1-2 ... of n edges, "start=S; " before it when start > 0. */
static char *path(size_t n, size_t start) {
  gr_buf b;
  gr_buf_init(&b);
  if (start) gr_buf_printf(&b, "start=%zu; ", start);
  for (size_t i = 0; i < n; i++) gr_buf_printf(&b, "%s%zu-%zu", i ? " " : "", i + (start ? 1 : 0), i + 1 + (start ? 1 : 0));
  return b.data;
}

static long count(const char *json, const char *needle) {
  long n = 0;
  for (const char *c = strstr(json, needle); c; c = strstr(c + 1, needle)) n++;
  return n;
}

static void test_graph_overview(void **state) {
  (void)state;
  char *small = path(100, 0), *big = path(1000, 0), *geo = path(1000, 500);
  char *a = board_of("hackenbush", small), *b = board_of("hackenbush", big), *c = board_of("geography", geo);
  assert_null(strstr(a, "all_nodes"));
  assert_int_equal(count(a, "\"label\""), 101);
  assert_int_equal(count(a, "\"from\""), 100);
  assert_non_null(strstr(b, "\"all_nodes\":1001,\"all_edges\":1000"));
  assert_int_equal(count(b, "\"label\""), 120);
  assert_int_equal(count(b, "\"from\""), 119); /* the path's edges among vertices 0 .. 119 */
  assert_non_null(strstr(b, "{\"id\":1,\"from\":0,\"to\":1}"));
  /* geography: the token (vertex 500) and both its neighbours are drawn, the edges keep their numbers */
  assert_non_null(strstr(c, "\"all_nodes\":1001,\"all_edges\":1000"));
  assert_non_null(strstr(c, "\"id\":500,\"label\":\"500\""));
  assert_non_null(strstr(c, "{\"id\":499,\"from\":499,\"to\":500}"));
  assert_non_null(strstr(c, "{\"id\":500,\"from\":500,\"to\":501}"));
  assert_non_null(strstr(c, "\"token\":true"));
  free_all((void *[]){small, big, geo, a, b, c, NULL});
}

static char *analysis_json(const gr_game *g, const gr_pos *p, const gr_analysis *a, size_t max) {
  gr_buf out;
  gr_buf_init(&out);
  gr_json j;
  gr_json_init(&j, &out);
  if (max == 0)
    gr_json_analysis(&j, g, p, a);
  else
    gr_json_analysis_within(&j, g, a, max);
  return out.data;
}

static void test_verdict_within(void **state) {
  (void)state;
  gr_error err = {0};
  const gr_game *nim = gr_game_lookup("nim", &err);
  char *text = numbers(1000, "");
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(nim, text, &p, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(nim, &p, &a, &err), 0);
  size_t moves = a.winning_moves.count;
  assert_true(moves > 3);
  char *all = analysis_json(nim, &p, &a, 0), *same = analysis_json(nim, &p, &a, SIZE_MAX);
  char *two = analysis_json(nim, &p, &a, 2500), *none = analysis_json(nim, &p, &a, 999);
  /* within no budget: gr_json_analysis without its "position" (the page has the text) */
  const char *cut = strstr(all, ",\"winner\"");
  assert_non_null(cut);
  assert_true(strncmp(same, "{\"game\":\"nim\"", 13) == 0);
  assert_string_equal(same + 13, cut);
  assert_non_null(strstr(all, "\"position\""));
  assert_null(strstr(all, "unlisted_moves"));
  assert_null(strstr(same, "\"position\""));
  assert_null(strstr(two, "\"position\""));
  assert_null(strstr(none, "\"position\""));
  assert_int_equal(array_len(two, "winning_moves"), 2); /* 2 x 1000 numbers fit in 2500 */
  assert_int_equal(array_len(all, "winning_moves"), (long)moves);
  char want[64];
  snprintf(want, sizeof want, "\"unlisted_moves\":%zu", moves - 2);
  assert_non_null(strstr(two, want));
  assert_non_null(strstr(two, "\"winning_moves_cut\":true"));
  snprintf(want, sizeof want, "\"unlisted_moves\":%zu", moves);
  assert_non_null(strstr(none, "\"winning_moves\":[]"));
  assert_non_null(strstr(none, want));
  free_all((void *[]){all, same, two, none, text, NULL});
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

static void test_root_too_wide_for_bytes(void **state) {
  (void)state;
  gr_error err = {0};
  const gr_game *g = gr_game_lookup("redistribute", &err);
  gr_buf b;
  gr_buf_init(&b);
  for (size_t i = 0; i < 100000; i++) gr_buf_printf(&b, "%s%zu", i ? " " : "", 1 + i % 9);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, b.data, &p, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(g, &p, &a, &err), 0);
  assert_false(a.has_grundy);
  char *json = analysis_json(g, &p, &a, 1);
  assert_non_null(strstr(json, "would hold more than its bound of 67108864 bytes"));
  free(json);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  gr_buf_free(&b);
}

static void test_items_named_on_failure(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_parse_u64_list("4 5 x 6", GR_NOUN_PILE, 10, &p, &err), -1);
  assert_non_null(strstr(err.message, "pile 3"));
  gr_error_clear(&err);
  assert_int_equal(gr_parse_u64_list("4 5 6 18446744073709551616", GR_NOUN_PILE, 10, &p, &err), -1);
  assert_non_null(strstr(err.message, "pile 4"));
  gr_error_clear(&err);
  assert_int_equal(gr_parse_u64_list("4 5 6", GR_NOUN_PILE, 10, &p, &err), 0);
  assert_int_equal(p.len, 3);
  gr_pos_free(&p);
}

static void test_u64_written_exactly(void **state) {
  (void)state;
  uint64_t edges[] = {0, 1, 9, 10, 999999999, 1000000000, 1000000001, 4294967295u, 4294967296u, 999999999999999999u,
                      1000000000000000000u, 100000000100000000u, 1000000000000000001u, 10000000000000000000u,
                      18446744073709551615u};
  uint64_t x = 88172645463325252u;
  for (size_t i = 0; i < 1000000 + sizeof edges / sizeof *edges; i++) {
    uint64_t v = i < sizeof edges / sizeof *edges ? edges[i] : 0;
    if (v == 0 && i >= sizeof edges / sizeof *edges) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      v = x >> (x & 63); /* every length of number */
    }
    char want[32];
    snprintf(want, sizeof want, "%" PRIu64, v);
    gr_buf b;
    gr_buf_init(&b);
    gr_buf_u64(&b, v);
    assert_string_equal(b.data, want);
    gr_buf_free(&b);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_rows_as_ends),
      cmocka_unit_test(test_ring_window),
      cmocka_unit_test(test_graph_overview),
      cmocka_unit_test(test_verdict_within),
      cmocka_unit_test(test_root_too_wide_for_bytes),
      cmocka_unit_test(test_items_named_on_failure),
      cmocka_unit_test(test_u64_written_exactly),
  };
  return cmocka_run_group_tests_name("long", tests, NULL, NULL);
}
