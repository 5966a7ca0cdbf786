/*
 * test_texts.c — every message table is complete: each key has a text in
 * every language, the languages agree on a key's parameters, and every key
 * a game names (lesson stops, its GR_TEXT_* texts) is inside its table.
 * Also the formatter itself: numbered parameters in any order, word
 * choosers, nested keys, braces that are not placeholders.
 */
#include "grundy.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

static void expect_clean(const gr_texts *t) {
  gr_buf report;
  gr_buf_init(&report);
  size_t problems = gr_texts_check(t, &report);
  if (problems) print_error("%s", report.data);
  assert_int_equal(problems, 0);
  gr_buf_free(&report);
}

static void test_every_table_is_complete(void **state) {
  (void)state;
  size_t tables = 0;
  for (size_t i = 0; gr_texts_at(i); i++, tables++) expect_clean(gr_texts_at(i));
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    if (g->texts == NULL) continue;
    tables++;
    expect_clean(g->texts);
    assert_true(g->texts->count >= GR_TEXT_GAME_KEYS);
    for (size_t s = 0; s < g->lesson_len; s++) {
      assert_true(g->lesson[s].title_key < g->texts->count);
      assert_true(g->lesson[s].text_key < g->texts->count);
    }
  }
  assert_true(tables >= 2);
}

static void test_every_game_text_in_every_language(void **state) {
  (void)state;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    for (int lang = 0; lang < GR_NLANG; lang++) {
      for (unsigned key = GR_TEXT_TITLE; key <= GR_TEXT_THEORY; key++) {
        const char *s = gr_game_text(g, (gr_lang)lang, key);
        if (s == NULL || s[0] == '\0' || strcmp(s, "?") == 0) print_error("%s: text %u missing in %s\n", g->id, key, gr_lang_code((gr_lang)lang));
        assert_true(s && s[0] && strcmp(s, "?") != 0);
      }
      for (size_t s = 0; s < g->lesson_len; s++) {
        assert_true(gr_lesson_title(g, s, (gr_lang)lang)[0] != '\0');
        assert_true(gr_lesson_text(g, s, (gr_lang)lang)[0] != '\0');
      }
    }
  }
}

/* A table as tools/texts.awk writes one: each language's texts in key order,
 * one after another, and an index filled at the first use. */
enum { K_SWAP, K_PLURAL, K_NESTED, K_WORD, K_BRACES, K_COUNT };
static const char en[] = "{1} then {2}\0"
                         "{1} {1|heap|heaps}\0"
                         "it is {1}\0"
                         "odd\0"
                         "S{1,3,4} and mex{0} and {x} and {1}";
static const char zh[] = "先 {2} 后 {1}\0"
                         "{1} 堆\0"
                         "是{1}\0"
                         "奇数\0"
                         "S{1,3,4}、mex{0}、{x}、{1}";
static const char *en_at[K_COUNT], *zh_at[K_COUNT];
static const gr_texts sample = {"sample", K_COUNT, {[GR_EN] = en, [GR_ZH] = zh}, {[GR_EN] = en_at, [GR_ZH] = zh_at}};

static void expect_say(gr_lang lang, const char *want, unsigned key, const gr_arg *args, size_t n) {
  gr_buf b;
  gr_buf_init(&b);
  gr_say_args(&b, &sample, lang, key, args, n);
  assert_string_equal(b.data ? b.data : "", want);
  gr_buf_free(&b);
}

static void test_formatter(void **state) {
  (void)state;
  gr_arg two[2] = {GR_U(7), GR_S("x y")};
  expect_say(GR_EN, "7 then x y", K_SWAP, two, 2);
  expect_say(GR_ZH, "先 x y 后 7", K_SWAP, two, 2);
  gr_arg one = GR_U(1), many = GR_U(3);
  expect_say(GR_EN, "1 heap", K_PLURAL, &one, 1);
  expect_say(GR_EN, "3 heaps", K_PLURAL, &many, 1);
  gr_arg word = GR_K(K_WORD);
  expect_say(GR_EN, "it is odd", K_NESTED, &word, 1);
  expect_say(GR_ZH, "是奇数", K_NESTED, &word, 1);
  gr_arg neg = GR_I(-5);
  expect_say(GR_EN, "S{1,3,4} and mex{0} and {x} and -5", K_BRACES, &neg, 1);
  expect_say(GR_EN, "? then ?", K_SWAP, NULL, 0); /* missing parameters are visible, never a crash */
  gr_buf b;
  gr_buf_init(&b);
  gr_say(&b, &sample, GR_EN, K_SWAP, GR_U(1), GR_U(2));
  assert_string_equal(b.data, "1 then 2");
  gr_buf_reset(&b);
  gr_say(&b, &sample, GR_ZH, K_WORD);
  assert_string_equal(b.data, "奇数");
  gr_buf_free(&b);
}

static void test_errors_in_every_language(void **state) {
  (void)state;
  gr_error err = {0};
  gr_error_say(&err, GR_ERANGE, &sample, K_SWAP, GR_U(1), GR_U(2));
  assert_int_equal(err.status, GR_ERANGE);
  assert_string_equal(err.message, "1 then 2");
  assert_string_equal(err.text[GR_ZH], "先 2 后 1");
  gr_error_say(&err, GR_ESYNTAX, &sample, K_WORD); /* the first failure is kept */
  assert_string_equal(err.text[GR_ZH], "先 2 后 1");
  gr_error_clear(&err);
  gr_error_nomem(&err);
  assert_string_equal(err.text[GR_EN], "out of memory");
  assert_string_equal(err.text[GR_ZH], "内存不足");
}

/* The core's number reader names the item and the place in every language. */
static void test_parser_errors_in_chinese(void **state) {
  (void)state;
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(gr_parse_u64_list("3 x 5", GR_NOUN_HEAP, 10, &p, &err), -1);
  assert_string_equal(err.text[GR_EN], "heap 2 at line 1, column 3 is 'x', not a whole number");
  assert_string_equal(err.text[GR_ZH], "第 1 行第 3 列的第 2 堆是 'x',不是整数");
  gr_error_clear(&err);
  assert_int_equal(gr_parse_u64_list("1 2 3", GR_NOUN_NUMBER, 2, &p, &err), -1);
  assert_string_equal(err.text[GR_EN], "too many values: at most 2 numbers are allowed, and number 3 starts at line 1, column 5");
  assert_non_null(strstr(err.text[GR_ZH], "第 3 个数"));
  gr_error_clear(&err);
  assert_int_equal(gr_parse_u64_list("-4", GR_NOUN_VALUE, 2, &p, &err), -1);
  assert_non_null(strstr(err.text[GR_ZH], "不允许负数"));
  gr_error_clear(&err);
  /* the kind is named by its enum, so a word the core adds is said in every language */
  assert_int_equal(gr_parse_u64_list("5 y", GR_NOUN_ROW, 2, &p, &err), -1);
  assert_non_null(strstr(err.text[GR_EN], "row 2 at line 1, column 3"));
  assert_non_null(strstr(err.text[GR_ZH], "第 2 行是 'y'"));
  gr_pos_free(&p);
}

static void test_checker_finds_problems(void **state) {
  (void)state;
  static const char *bad_en_at[2], *bad_zh_at[2], *none_at[2];
  const gr_texts bad = {"bad", 2, {[GR_EN] = "{1} and {2}\0fine", [GR_ZH] = "只有 {1}\0好"},
                        {[GR_EN] = bad_en_at, [GR_ZH] = bad_zh_at}};
  const gr_texts no_zh = {"no_zh", 2, {[GR_EN] = "fine\0fine too"}, {[GR_EN] = none_at}};
  gr_buf report;
  gr_buf_init(&report);
  assert_int_equal(gr_texts_check(&bad, &report), 1);
  assert_non_null(strstr(report.data, "key 0: the zh text uses other parameters"));
  gr_buf_reset(&report);
  assert_int_equal(gr_texts_check(&no_zh, &report), 2);
  assert_non_null(strstr(report.data, "no_zh: key 1 has no zh text"));
  assert_string_equal(gr_text(&bad, GR_ZH, 1), "好");
  assert_string_equal(gr_text(&no_zh, GR_ZH, 1), "?");
  gr_buf_free(&report);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_every_table_is_complete),
      cmocka_unit_test(test_every_game_text_in_every_language),
      cmocka_unit_test(test_formatter),
      cmocka_unit_test(test_errors_in_every_language),
      cmocka_unit_test(test_parser_errors_in_chinese),
      cmocka_unit_test(test_checker_finds_problems),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
