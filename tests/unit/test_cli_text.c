/*
 * test_cli_text.c — the `grundy` command's message table (src/cli/cli_text.c,
 * which the library does not list): every key has a text in every language,
 * the languages use the same parameters, and the texts print as the CLI
 * printed them before they were data.
 */
#include "grundy.h"
#include "cli/cli_text.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

static void test_every_key_in_every_language(void **state) {
  (void)state;
  gr_buf report;
  gr_buf_init(&report);
  size_t problems = gr_texts_check(&cli_texts, &report);
  if (problems) print_error("%s", report.data);
  assert_int_equal(problems, 0);
  for (unsigned key = 0; key < cli_texts.count; key++)
    for (int lang = 0; lang < GR_NLANG; lang++) assert_string_not_equal(gr_text(&cli_texts, (gr_lang)lang, key), "?");
  gr_buf_free(&report);
}

static void expect(gr_lang lang, unsigned key, const char *want, gr_arg a, gr_arg b) {
  gr_buf out;
  gr_buf_init(&out);
  gr_say(&out, &cli_texts, lang, key, a, b);
  assert_string_equal(out.data, want);
  gr_buf_free(&out);
}

static void test_texts_with_parameters(void **state) {
  (void)state;
  expect(GR_EN, CLI_POSITION_CUT, " ... (12 values; --json prints them all)", GR_U(12), GR_U(0));
  expect(GR_ZH, CLI_POSITION_CUT, " ...(共 12 个数;--json 输出全部)", GR_U(12), GR_U(0));
  expect(GR_EN, CLI_SG_ONE_RULESET,
         "sg takes one ruleset, not 2 arguments ('S1' ...): quote a subtraction set, e.g. 'S{1,3,4}' (the shell "
         "expands braces)",
         GR_I(2), GR_S("S1"));
  expect(GR_ZH, CLI_INPUT_TOO_LARGE, "标准输入 超过 256 MiB", GR_K(CLI_STDIN), GR_U(256));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_every_key_in_every_language),
      cmocka_unit_test(test_texts_with_parameters),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
