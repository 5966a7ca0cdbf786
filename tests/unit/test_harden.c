/*
 * test_harden.c — the library's answers to hostile text (issue 13): every
 * judge and every game, not a chosen few.
 *
 *   - numbers past 2^64 - 1 written exactly (gr_buf_u128, GR_U128 against a
 *     128-bit reference; the move count of lr 2^64-1 2^64-1 is 2^65 - 2);
 *   - NUL bytes refused with their line and column (gr_text_check, the
 *     scanner, gr_parse_u64_list_n, gr_game_parse_n for all games, every
 *     judge), never taken as the end of the text;
 *   - a UTF-8 byte order mark at the start accepted by every judge (the
 *     same output as without) and by gr_game_parse_n for every game;
 *   - the end of the input in place of a closing 0 (0 0 0) in every judge
 *     that has one, when the tests read so far are complete;
 *   - a file's total work bounded before the work starts (zjoi2009, hdu1536).
 */
#include "grundy.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

typedef unsigned __int128 u128;

/* The reference: decimal by repeated division of a 128-bit value. */
static void ref_u128(u128 v, char *out) {
  char tmp[48];
  size_t n = 0;
  do {
    tmp[n++] = (char)('0' + (unsigned)(v % 10));
    v /= 10;
  } while (v != 0);
  for (size_t i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  out[n] = '\0';
}

static void check_u128(u128 v) {
  char want[48];
  ref_u128(v, want);
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_u128(&b, (uint64_t)(v >> 64), (uint64_t)v);
  assert_string_equal(b.data, want);
  gr_buf_free(&b);
}

static void test_u128_exact(void **state) {
  (void)state;
  const u128 one = 1;
  check_u128(0);
  check_u128(1);
  check_u128(UINT64_MAX);
  check_u128(one << 64);
  check_u128((one << 65) - 2);
  check_u128(~(u128)0);
  u128 p = 1;
  for (int i = 0; i <= 38; i++, p *= 10) { /* every power of ten and its neighbours */
    check_u128(p);
    check_u128(p - 1);
    check_u128(p + 1);
  }
  uint64_t x = 88172645463325252ull; /* xorshift: values of every size */
  for (int i = 0; i < 20000; i++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    uint64_t y = x * 0x9E3779B97F4A7C15ull;
    check_u128(((u128)(x >> (i % 64)) << 64) | y);
  }
  gr_buf b;
  gr_buf_init(&b);
  static const char *at[2][1];
  static const gr_texts t = {"t", 1, {"{1} {1|move|moves}", "{1} {1|move|moves}"}, {at[0], at[1]}};
  gr_say(&b, &t, GR_EN, 0, GR_U128(1, 0));
  assert_string_equal(b.data, "18446744073709551616 moves");
  gr_buf_free(&b);
  gr_buf_init(&b);
  gr_say(&b, &t, GR_EN, 0, GR_U128(0, 1));
  assert_string_equal(b.data, "1 move");
  gr_buf_free(&b);
}

static void test_lr_move_count_exact(void **state) {
  (void)state;
  const gr_game *g = gr_game_find("lr");
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, "18446744073709551615 18446744073709551615", &p, &err), 0);
  gr_pos_list l;
  gr_pos_list_init(&l);
  assert_int_equal(g->moves(&p, 1000, &l, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.text[GR_EN], "36893488147419103230 moves")); /* 2^65 - 2 */
  assert_non_null(strstr(err.text[GR_ZH], "36893488147419103230"));
  gr_pos_list_free(&l);
  gr_pos_free(&p);
}

/* ---- NUL bytes --------------------------------------------------------- */

static void expect_nul(int rc, const gr_error *err, unsigned line, unsigned column) {
  char want[64];
  snprintf(want, sizeof want, "at line %u, column %u", line, column);
  assert_int_equal(rc, -1);
  assert_int_equal(err->status, GR_ESYNTAX);
  if (strstr(err->text[GR_EN], "NUL byte") == NULL || strstr(err->text[GR_EN], want) == NULL)
    fail_msg("expected a NUL byte %s, got: %s", want, err->text[GR_EN]);
  assert_non_null(strstr(err->text[GR_ZH], "NUL"));
}

static void test_text_check(void **state) {
  (void)state;
  gr_error err = {0};
  assert_int_equal(gr_text_check("3 4 5", 5, &err), 0);
  assert_int_equal(gr_text_check("", 0, &err), 0);
  expect_nul(gr_text_check("\0", 1, &err), &err, 1, 1);
  gr_error_clear(&err);
  expect_nul(gr_text_check("3\0 4 5", 6, &err), &err, 1, 2);
  gr_error_clear(&err);
  expect_nul(gr_text_check("1\r\n22\r\n333\0", 12, &err), &err, 3, 4);
  gr_error_clear(&err);
  expect_nul(gr_text_check("\xEF\xBB\xBF" "12\0", 6, &err), &err, 1, 3); /* columns after the mark */
  gr_error_clear(&err);
  gr_pos p;
  gr_pos_init(&p);
  expect_nul(gr_parse_u64_list_n("3 4\n5 \0 6", 9, GR_NOUN_HEAP, 10, &p, &err), &err, 2, 3);
  assert_int_equal(p.len, 0);
  gr_error_clear(&err);
  expect_nul(gr_parse_u64_list_n("3 4\n5\0", 6, GR_NOUN_HEAP, 10, &p, &err), &err, 2, 2);
  gr_error_clear(&err);
  assert_int_equal(gr_parse_u64_list_n("\xEF\xBB\xBF" "3,4", 6, GR_NOUN_HEAP, 10, &p, &err), 0);
  assert_int_equal(p.len, 2);
  assert_int_equal(p.v[1], 4);
  gr_pos_free(&p);
}

/* Every game: its example with a NUL after it is refused where the NUL is;
 * with a byte order mark in front it is the same position. */
static void test_every_game_nul_and_bom(void **state) {
  (void)state;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    size_t n = strlen(g->example);
    char *text = malloc(n + 8);
    assert_non_null(text);
    memcpy(text, g->example, n);
    memcpy(text + n, "\0 1 2", 6);
    gr_pos p, q;
    gr_pos_init(&p);
    gr_pos_init(&q);
    gr_error err = {0};
    int rc = gr_game_parse_n(g, text, n + 4, &p, &err);
    size_t line = 1, col = 1;
    for (size_t k = 0; k < n; k++) col = text[k] == '\n' ? (line++, 1) : col + 1;
    expect_nul(rc, &err, (unsigned)line, (unsigned)col);
    assert_int_equal(p.len, 0);
    /* the example alone, through the same door, and behind a BOM */
    gr_error_clear(&err);
    assert_int_equal(gr_game_parse_n(g, text, n, &p, &err), 0);
    memmove(text + 3, g->example, n + 1);
    memcpy(text, "\xEF\xBB\xBF", 3);
    if (gr_game_parse_n(g, text, n + 3, &q, &err) != 0) fail_msg("%s: a BOM refused: %s", g->id, err.message);
    assert_true(gr_pos_equal(&p, &q));
    gr_pos_free(&p);
    gr_pos_free(&q);
    free(text);
  }
}

/* ---- judges ------------------------------------------------------------ */

typedef struct sample {
  const char *id, *input, *unterminated; /* the sample; without its closing 0 (NULL: none) */
} sample;

static const sample samples[] = {
    {"zjoi2009", "1\n4\n3 1 9 4\n", NULL},
    {"poj1067", "2 1\n8 4\n4 7\n", NULL},
    {"hdu2516", "2\n13\n10000\n0\n", "2\n13\n10000\n"},
    {"nowcoder11166a", "2\n1 2\n5 7\n", NULL},
    {"hdu1907", "2\n3\n3 5 1\n1\n1\n", NULL},
    {"hdu2509", "2\n2 2\n1\n3\n", NULL},
    {"hdu3032", "2\n3\n2 2 3\n2\n3 3\n", NULL},
    {"hdu3537", "3\n2 4 5\n5\n2 4 5 6 7\n", NULL},
    {"poj1704", "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", NULL},
    {"poj2484", "1\n2\n3\n0\n", "1\n2\n3"},
    {"poj1740", "3\n2 1 3\n2\n1 1\n0\n", "3\n2 1 3\n2\n1 1\n"},
    {"nowcoder15066", "3\n2 1 3\n2\n1 1\n0\n", "3\n2 1 3\n2\n1 1"},
    {"p1288", "4\n2 5 3 0\n", NULL},
    {"cf1382b", "2\n3\n2 5 4\n1\n1\n", NULL},
    {"hdu3595", "3\n3 2\n5 4\n7 6\n", NULL},
    {"poj3710", "1\n4 4\n1 2\n2 3\n3 4\n4 2\n", NULL},
    {"p4055", "2 2\n..\n.#\n", NULL},
    {"macau2020g", "3 3\n1 2 3\n2 1\n1 4\n2 4\n", NULL},
    {"hdu1536", "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n", "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n"},
    {"hdu1848", "1 1 1\n1 4 1\n0 0 0\n", "1 1 1\n1 4 1\n"},
    {"poj2311", "2 2\n3 2\n4 2\n", NULL},
    {"cf786a", "5\n2 3 2\n3 1 2 3\n", NULL},
    {"hdu1730", "3 6\n4 5\n1 2\n1 2\n", NULL},
    {"poj3537", "7\n", NULL},
    {"p2148", "2\n2\n1 2\n4\n3 5 3 5\n", NULL},
    {"poj3922", "2\n16 1\n11 1\n", NULL},
    {"hdu3404", "2\n2\n1 1\n2 2\n1\n3 3\n", NULL},
    {"p2490", "10 4 2\n", NULL},
};

/* The judge's output, or NULL with the message in *err. */
static char *judge_run(const gr_judge *j, const char *input, size_t len, gr_error *err) {
  gr_job *job = NULL;
  char *copy = malloc(len ? len : 1); /* not NUL-terminated: as the CLI passes it */
  assert_non_null(copy);
  memcpy(copy, input, len);
  char *out = NULL;
  if (j->start(copy, len, &job, err) == 0 && gr_job_finish(job, err) == 0) out = gr_buf_take(&job->output);
  gr_job_free(job);
  free(copy);
  return out;
}

static void test_every_judge_has_a_sample(void **state) {
  (void)state;
  assert_int_equal(gr_judge_count(), sizeof samples / sizeof samples[0]);
  for (size_t i = 0; i < gr_judge_count(); i++) assert_non_null(gr_judge_find(samples[i].id));
}

static void test_every_judge_bom_nul_terminator(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
    const sample *s = &samples[i];
    const gr_judge *j = gr_judge_find(s->id);
    size_t n = strlen(s->input);
    gr_error err = {0};
    char *plain = judge_run(j, s->input, n, &err);
    if (plain == NULL) fail_msg("%s: the sample is refused: %s", s->id, err.message);
    assert_true(plain[0] != '\0');
    /* a byte order mark in front: the same output */
    char *text = malloc(n + 4);
    memcpy(text, "\xEF\xBB\xBF", 3);
    memcpy(text + 3, s->input, n + 1);
    char *bom = judge_run(j, text, n + 3, &err);
    if (bom == NULL) fail_msg("%s: a BOM is refused: %s", s->id, err.message);
    assert_string_equal(bom, plain);
    free(bom);
    /* a NUL byte in place of the last line's first byte: refused there */
    size_t last = n - 1;
    while (last > 0 && s->input[last - 1] != '\n') last--;
    size_t line = 1;
    for (size_t k = 0; k < last; k++) line += s->input[k] == '\n';
    memcpy(text, s->input, n + 1);
    text[last] = '\0';
    char *nul = judge_run(j, text, n, &err);
    if (nul != NULL) fail_msg("%s: a NUL byte at line %zu is accepted", s->id, line);
    expect_nul(-1, &err, (unsigned)line, 1);
    gr_error_clear(&err);
    /* a NUL byte right after a number: refused at its column, not read as a separator */
    memcpy(text, s->input, n + 1);
    size_t digit = 0;
    while (text[digit] < '0' || text[digit] > '9') digit++;
    size_t end = digit;
    while (end < n && text[end] >= '0' && text[end] <= '9') end++;
    text[end] = '\0';
    nul = judge_run(j, text, n, &err);
    if (nul != NULL) fail_msg("%s: a NUL byte after the first number is accepted", s->id);
    expect_nul(-1, &err, 1, (unsigned)(end + 1));
    gr_error_clear(&err);
    free(text);
    /* the end of the input in place of the closing 0 */
    if (s->unterminated) {
      char *open = judge_run(j, s->unterminated, strlen(s->unterminated), &err);
      if (open == NULL) fail_msg("%s: a complete file without its closing 0 is refused: %s", s->id, err.message);
      assert_string_equal(open, plain);
      free(open);
      const char *io = j->io[GR_EN];
      if (strstr(io, "or the end of the input") == NULL) fail_msg("%s: grundy list does not say so: %s", s->id, io);
      assert_non_null(strstr(j->io[GR_ZH], "结束输入") ? j->io[GR_ZH] : strstr(j->io[GR_ZH], "输入直接结束"));
    }
    free(plain);
  }
}

/* A short file that asks for minutes of work is refused before the work,
 * naming the test that passes the bound. */
static void test_file_work_bounded(void **state) {
  (void)state;
  gr_buf in;
  gr_buf_init(&in);
  gr_buf_puts(&in, "3\n");
  for (int t = 0; t < 3; t++) {
    gr_buf_puts(&in, "20000\n");
    for (int i = 0; i < 20000; i++) gr_buf_puts(&in, i % 7 ? "5 " : "1000000007 ");
    gr_buf_puts(&in, "\n");
  }
  gr_error err = {0};
  gr_job *job = NULL;
  assert_int_equal(gr_judge_find("zjoi2009")->start(in.data, in.len, &job, &err), -1);
  assert_null(job);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.text[GR_EN], "test 2 at line 4"));
  gr_buf_free(&in);
  gr_error_clear(&err);
  gr_buf_init(&in);
  for (int t = 0; t < 40; t++) gr_buf_puts(&in, "10 1 2 3 4 5 6 7 8 9 10\n1\n1 9000000\n");
  assert_int_equal(gr_judge_find("hdu1536")->start(in.data, in.len, &job, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.text[GR_EN], "test 4 at line"));
  gr_buf_free(&in);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_u128_exact),
      cmocka_unit_test(test_lr_move_count_exact),
      cmocka_unit_test(test_text_check),
      cmocka_unit_test(test_every_game_nul_and_bom),
      cmocka_unit_test(test_every_judge_has_a_sample),
      cmocka_unit_test(test_every_judge_bom_nul_terminator),
      cmocka_unit_test(test_file_work_bounded),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
