/*
 * test_errors.c — errors that callers act on, and messages that come out
 * whole.
 *
 * Codes: every registered game, asked for fewer moves than its example
 * position has, refuses with GR_E_MOVES_CAP (the code grundy moves reads
 * to say where its count came from), and a failure of another kind carries
 * no code.  Whole messages: the unknown-game message, the longest the
 * library writes (every game's name), comes out with every name whole in
 * every language however long the unknown name typed, which is shortened
 * to fit and ends in "…" at a character boundary; the old fixed 320 bytes
 * cut the list.
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

/* Whether s is well-formed UTF-8 (no sequence cut short). */
static bool utf8_whole(const char *s) {
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    int extra = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2 : (*p & 0xF8) == 0xF0 ? 3 : -1;
    if (extra < 0) return false;
    p++;
    for (int k = 0; k < extra; k++, p++)
      if ((*p & 0xC0) != 0x80) return false;
  }
  return true;
}

/* Whether msg names `id` as a whole item of a list ("a, b, c)", with
 * ASCII or full-width punctuation). */
static bool names_whole(const char *msg, const char *id) {
  size_t n = strlen(id);
  for (const char *p = msg; (p = strstr(p, id)) != NULL; p++) {
    bool starts = p[-1] == ' ' || p[-1] == ':' || p[-1] == '(' || (unsigned char)p[-1] >= 0x80;
    bool ends = p[n] == ',' || p[n] == ')' || strncmp(p + n, "\xef\xbc\x89", 3) == 0;
    if (p > msg && starts && ends) return true;
  }
  return false;
}

static void check_unknown(const char *typed) {
  gr_error err = {0};
  assert_null(gr_game_lookup(typed, &err));
  assert_int_equal(err.status, GR_EUNKNOWN);
  assert_int_equal(err.code, GR_E_NONE);
  for (int lang = 0; lang < GR_NLANG; lang++) {
    const char *msg = err.text[lang];
    assert_true(utf8_whole(msg));
    assert_true(strlen(msg) < GR_ERROR_TEXT);
    for (size_t i = 0; i < gr_game_count(); i++) {
      if (!names_whole(msg, gr_game_at(i)->id))
        fail_msg("%s message lacks '%s' whole: %s", gr_lang_code((gr_lang)lang), gr_game_at(i)->id, msg);
    }
    if (strlen(typed) > 100) {
      /* the typed name is shortened by design: it ends in "…" before its quote */
      assert_non_null(strstr(msg, "\xe2\x80\xa6'"));
    } else {
      assert_non_null(strstr(msg, typed));
    }
  }
}

static void test_unknown_game_lists_every_game(void **state) {
  (void)state;
  check_unknown("nosuchgame");
  char *typed = malloc(5001);
  assert_non_null(typed);
  memset(typed, 'x', 5000);
  typed[5000] = '\0';
  check_unknown(typed);
  /* two-byte characters: the cut falls between characters, never inside one */
  for (size_t i = 0; i + 1 < 5000; i += 2) memcpy(typed + i, "\xc3\xa9", 2);
  check_unknown(typed);
  /* three-byte characters with an odd start: still whole characters */
  typed[0] = 'a';
  for (size_t i = 1; i + 3 <= 5000; i += 3) memcpy(typed + i, "\xe5\xa0\x86", 3);
  typed[4999] = '\0';
  check_unknown(typed);
  free(typed);
}

static void test_moves_cap_has_its_code(void **state) {
  (void)state;
  size_t refused = 0;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    gr_pos p;
    gr_pos_init(&p);
    gr_error err = {0};
    if (g->parse(g->example, &p, &err) != 0) fail_msg("%s: its example does not parse: %s", g->id, err.message);
    gr_pos_list all;
    gr_pos_list_init(&all);
    if (g->moves(&p, 1u << 20, &all, &err) != 0) fail_msg("%s: moves of its example: %s", g->id, err.message);
    size_t count = all.count;
    gr_pos_list_free(&all);
    if (count > 0) {
      gr_pos_list some;
      gr_pos_list_init(&some);
      gr_error cap = {0};
      if (g->moves(&p, count - 1, &some, &cap) == 0)
        fail_msg("%s: %zu moves listed under a cap of %zu", g->id, count, count - 1);
      if (cap.status != GR_ELIMIT || cap.code != GR_E_MOVES_CAP)
        fail_msg("%s: a cap of %zu moves (of %zu) refused with status %d, code %d: %s", g->id, count - 1, count,
                 (int)cap.status, (int)cap.code, cap.message);
      gr_pos_list_free(&some);
      refused++;
    }
    gr_pos_free(&p);
  }
  assert_true(refused > gr_game_count() / 2);
}

static void test_other_failures_have_no_code(void **state) {
  (void)state;
  const gr_game *nim = gr_game_find("nim");
  assert_non_null(nim);
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_not_equal(nim->parse("3 x 5", &p, &err), 0);
  assert_int_equal(err.status, GR_ESYNTAX);
  assert_int_equal(err.code, GR_E_NONE);
  /* the first failure is kept, its code with it */
  assert_int_not_equal(gr_error_moves_cap(0, 9, 2, &err), 0);
  assert_int_equal(err.code, GR_E_NONE);
  gr_error_clear(&err);
  assert_int_equal(gr_error_moves_cap(0, 2, 2, &err), 0);
  assert_int_equal(err.status, GR_OK);
  assert_int_not_equal(gr_error_moves_cap(1, 0, SIZE_MAX, &err), 0); /* 2^64 moves */
  assert_int_equal(err.code, GR_E_MOVES_CAP);
  assert_non_null(strstr(err.message, "18446744073709551616 moves"));
  gr_error copy = {0};
  gr_error_pass(&copy, &err);
  assert_int_equal(copy.code, GR_E_MOVES_CAP);
  gr_error_clear(&copy);
  assert_int_equal(copy.code, GR_E_NONE);
  gr_pos_free(&p);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unknown_game_lists_every_game),
      cmocka_unit_test(test_moves_cap_has_its_code),
      cmocka_unit_test(test_other_failures_have_no_code),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
