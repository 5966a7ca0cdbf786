/*
 * test_core.c — unit tests of libgrundy's game-independent core: errors,
 * text buffers, the JSON writer, positions and lists of them, integer-list
 * parsing (and the scanner underneath, also through the judge reader),
 * resumable jobs, traces and views, the referee, languages and registries.
 *
 * Expected values are never worked out by hand: numbers are checked against
 * snprintf, Grundy values against independent brute-force loops in this
 * file, and JSON against the literal text the writer is specified to emit.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/scan.h"
#include "grundy.h"

/* A small deterministic PRNG (splitmix64) so every run checks the same cases. */
static uint64_t rng_state = 0x243f6a8885a308d3u;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

#define assert_contains(haystack, needle)                                                     \
  do {                                                                                        \
    const char *h_ = (haystack), *n_ = (needle);                                              \
    if (h_ == NULL || strstr(h_, n_) == NULL)                                                 \
      fail_msg("expected \"%s\" to contain \"%s\"", h_ ? h_ : "(null)", n_);                  \
  } while (0)

/* ---- errors ------------------------------------------------------------ */

static void test_error_first_wins(void **state) {
  (void)state;
  gr_error err = {0};
  assert_int_equal(gr_error_set(&err, GR_ERANGE, "first %d", 1), -1);
  assert_int_equal(err.status, GR_ERANGE);
  assert_string_equal(err.message, "first 1");
  assert_int_equal(gr_error_set(&err, GR_ESYNTAX, "second"), -1);
  assert_int_equal(err.status, GR_ERANGE);
  assert_string_equal(err.message, "first 1");
  gr_error_clear(&err);
  assert_int_equal(err.status, GR_OK);
  assert_string_equal(err.message, "");
  assert_int_equal(gr_error_set(NULL, GR_ESYNTAX, "ignored"), -1);
  gr_error_clear(NULL);
  /* gr_error_set's own text past the buffer is cut to it, still terminated
   * (the tables' messages are elided with "…": tests/unit/test_errors). */
  char longtext[3000];
  memset(longtext, 'x', sizeof longtext - 1);
  longtext[sizeof longtext - 1] = '\0';
  gr_error_set(&err, GR_ELIMIT, "%s", longtext);
  assert_int_equal(strlen(err.message), sizeof err.message - 1);
}

/* ---- text buffer ------------------------------------------------------- */

static void test_buf_growth(void **state) {
  (void)state;
  gr_buf b;
  gr_buf_init(&b);
  assert_null(b.data);
  assert_int_equal(b.len, 0);
  char expect[10001];
  for (int i = 0; i < 10000; i++) {
    char c = (char)('a' + i % 26);
    gr_buf_putc(&b, c);
    expect[i] = c;
    assert_int_equal(b.len, (size_t)i + 1);
    assert_true(b.cap > b.len);
    assert_int_equal(b.data[b.len], '\0');
  }
  expect[10000] = '\0';
  assert_string_equal(b.data, expect);
  assert_false(b.failed);
  gr_buf_reset(&b);
  assert_int_equal(b.len, 0);
  assert_string_equal(b.data, "");
  gr_buf_puts(&b, "abc");
  gr_buf_putn(&b, "defgh", 2);
  gr_buf_puts(&b, "");
  assert_string_equal(b.data, "abcde");
  assert_int_equal(b.len, 5);
  /* putn copies bytes exactly, NULs included */
  gr_buf_putn(&b, "x\0y", 3);
  assert_int_equal(b.len, 8);
  assert_memory_equal(b.data, "abcdex\0y", 9);
  char *taken = gr_buf_take(&b);
  assert_memory_equal(taken, "abcdex\0y", 9);
  free(taken);
  assert_null(b.data);
  assert_int_equal(b.len, 0);
  /* taking from an empty buffer gives an empty string, not NULL */
  taken = gr_buf_take(&b);
  assert_non_null(taken);
  assert_string_equal(taken, "");
  free(taken);
  gr_buf_free(&b);
  gr_buf_free(&b); /* freeing twice is harmless: free leaves an empty buffer */
  /* reserve: room at once, nothing written; writes within it keep the block */
  assert_true(gr_buf_reserve(&b, 1000));
  assert_true(b.cap >= 1001);
  assert_int_equal(b.len, 0);
  char *block = b.data;
  for (int i = 0; i < 1000; i++) gr_buf_putc(&b, 'z');
  assert_ptr_equal(b.data, block);
  assert_int_equal(b.len, 1000);
  assert_int_equal(b.data[1000], '\0');
  assert_false(gr_buf_reserve(&b, SIZE_MAX)); /* past any size: refused, and the buffer says so */
  assert_true(b.failed);
  gr_buf_free(&b);
}

static void check_u64(uint64_t v) {
  char expect[32];
  snprintf(expect, sizeof expect, "%" PRIu64, v);
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_puts(&b, "<");
  gr_buf_u64(&b, v);
  gr_buf_puts(&b, ">");
  char framed[40];
  snprintf(framed, sizeof framed, "<%s>", expect);
  assert_string_equal(b.data, framed);
  gr_buf_free(&b);
}

static void test_buf_u64(void **state) {
  (void)state;
  check_u64(0);
  check_u64(1);
  check_u64(9);
  check_u64(10);
  check_u64(UINT64_MAX);
  check_u64(UINT64_MAX - 1);
  for (uint64_t p = 1; p != 0 && p <= UINT64_MAX / 10; p *= 10) {
    check_u64(p - 1);
    check_u64(p);
    check_u64(p * 10 - 1);
  }
  for (int i = 0; i < 2000; i++) check_u64(rnd() >> (rnd() % 64));
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_u64(&b, UINT64_MAX);
  assert_string_equal(b.data, "18446744073709551615");
  gr_buf_free(&b);
}

static void test_buf_printf(void **state) {
  (void)state;
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_printf(&b, "%s=%d;", "x", 42);
  gr_buf_printf(&b, "%s", "");
  char big[3000];
  memset(big, 'q', sizeof big - 1);
  big[sizeof big - 1] = '\0';
  gr_buf_printf(&b, "[%s]%llu", big, (unsigned long long)UINT64_MAX);
  char expect[3100];
  snprintf(expect, sizeof expect, "x=42;[%s]%llu", big, (unsigned long long)UINT64_MAX);
  assert_string_equal(b.data, expect);
  assert_int_equal(b.len, strlen(expect));
  assert_false(b.failed);
  gr_buf_free(&b);
}

/* ---- JSON writer ------------------------------------------------------- */

static void test_json_nesting(void **state) {
  (void)state;
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  gr_json_object_begin(&j);
  gr_json_key(&j, "a");
  gr_json_array_begin(&j);
  gr_json_u64(&j, 1);
  gr_json_array_begin(&j);
  gr_json_array_end(&j);
  gr_json_object_begin(&j);
  gr_json_object_end(&j);
  gr_json_array_begin(&j);
  gr_json_null(&j);
  gr_json_bool(&j, true);
  gr_json_array_end(&j);
  gr_json_bool(&j, false);
  gr_json_array_end(&j);
  gr_json_key(&j, "b");
  gr_json_object_begin(&j);
  gr_json_key(&j, "c");
  gr_json_string(&j, "d");
  gr_json_key(&j, "e");
  gr_json_i64(&j, -5);
  gr_json_object_end(&j);
  gr_json_key(&j, "f");
  gr_json_string(&j, NULL); /* NULL is written as "" */
  gr_json_object_end(&j);
  assert_string_equal(b.data, "{\"a\":[1,[],{},[null,true],false],\"b\":{\"c\":\"d\",\"e\":-5},\"f\":\"\"}");
  gr_buf_free(&b);

  /* Top-level sequence of values after a reset writer, and deep nesting. */
  gr_buf_init(&b);
  gr_json_init(&j, &b);
  int depth = GR_JSON_MAX_DEPTH - 1;
  for (int d = 0; d < depth; d++) {
    gr_json_array_begin(&j);
    gr_json_u64(&j, (uint64_t)d);
  }
  for (int d = 0; d < depth; d++) {
    gr_json_u64(&j, 7);
    gr_json_array_end(&j);
  }
  /* "[0,[1,...[30,7],7]...,7]": each 7 follows a value at its level */
  gr_buf fixed;
  gr_buf_init(&fixed);
  for (int d = 0; d < depth; d++) gr_buf_printf(&fixed, "[%d,", d);
  for (int d = 0; d < depth; d++) gr_buf_puts(&fixed, d == 0 ? "7]" : ",7]");
  assert_string_equal(b.data, fixed.data);
  gr_buf_free(&fixed);
  gr_buf_free(&b);
}

static void test_json_escaping(void **state) {
  (void)state;
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  gr_json_array_begin(&j);
  gr_json_string(&j, "say \"hi\"");
  gr_json_string(&j, "back\\slash");
  gr_json_string(&j, "nl\ncr\rtab\t");
  gr_json_string(&j, "\x01\x1f\x7f");
  gr_json_string(&j, "情形 3 ≤");
  gr_json_string(&j, "");
  gr_json_array_end(&j);
  assert_string_equal(b.data, "[\"say \\\"hi\\\"\",\"back\\\\slash\",\"nl\\ncr\\rtab\\t\","
                              "\"\\u0001\\u001f\x7f\",\"情形 3 ≤\",\"\"]");
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  gr_json_object_begin(&j);
  gr_json_key(&j, "k\"\x02");
  gr_json_u64(&j, 0);
  gr_json_object_end(&j);
  assert_string_equal(b.data, "{\"k\\\"\\u0002\":0}");
  /* every control character is escaped */
  for (int c = 1; c < 0x20; c++) {
    gr_buf_reset(&b);
    gr_json_init(&j, &b);
    char s[2] = {(char)c, 0};
    gr_json_string(&j, s);
    for (size_t i = 0; i < b.len; i++) assert_true((unsigned char)b.data[i] >= 0x20);
    assert_int_equal(b.data[1], '\\');
  }
  gr_buf_free(&b);
}

static void test_json_numbers(void **state) {
  (void)state;
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  gr_json_array_begin(&j);
  gr_json_u64(&j, 0);
  gr_json_u64(&j, UINT64_MAX);
  gr_json_i64(&j, INT64_MIN);
  gr_json_i64(&j, INT64_MAX);
  gr_json_i64(&j, 0);
  gr_json_i64(&j, -1);
  gr_json_array_end(&j);
  char expect[200];
  snprintf(expect, sizeof expect, "[0,%" PRIu64 ",%" PRId64 ",%" PRId64 ",0,-1]", UINT64_MAX, INT64_MIN,
           INT64_MAX);
  assert_string_equal(b.data, expect);
  gr_buf_free(&b);
}

/* ---- positions --------------------------------------------------------- */

static void make_pos(gr_pos *p, size_t n, const uint64_t *v) {
  gr_pos_init(p);
  gr_error err = {0};
  assert_int_equal(gr_pos_resize(p, n, &err), 0);
  for (size_t i = 0; i < n; i++) p->v[i] = v[i];
}

static void test_pos_basics(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos a, b, e1, e2;
  gr_pos_init(&e1);
  gr_pos_init(&e2);
  assert_int_equal(e1.len, 0);
  assert_null(e1.v);
  assert_true(gr_pos_equal(&e1, &e2));
  make_pos(&a, 3, (uint64_t[]){1, 2, UINT64_MAX});
  gr_pos_init(&b);
  assert_int_equal(gr_pos_copy(&b, &a, &err), 0);
  assert_true(gr_pos_equal(&a, &b));
  assert_ptr_not_equal(a.v, b.v); /* a deep copy */
  assert_int_equal(gr_pos_hash(&a), gr_pos_hash(&b));
  b.v[2] = UINT64_MAX - 1;
  assert_false(gr_pos_equal(&a, &b));
  assert_int_not_equal(gr_pos_hash(&a), gr_pos_hash(&b));
  assert_false(gr_pos_equal(&a, &e1));
  /* copy onto itself and copy of the empty position */
  assert_int_equal(gr_pos_copy(&a, &a, &err), 0);
  assert_int_equal(a.len, 3);
  assert_int_equal(gr_pos_copy(&b, &e1, &err), 0);
  assert_int_equal(b.len, 0);
  assert_null(b.v);
  assert_true(gr_pos_equal(&b, &e1));
  /* growing zero-fills, shrinking keeps the prefix */
  assert_int_equal(gr_pos_resize(&a, 5, &err), 0);
  assert_int_equal(a.v[3], 0);
  assert_int_equal(a.v[4], 0);
  assert_int_equal(a.v[2], UINT64_MAX);
  assert_int_equal(gr_pos_resize(&a, 1, &err), 0);
  assert_int_equal(a.len, 1);
  assert_int_equal(a.v[0], 1);
  assert_int_equal(gr_pos_resize(&a, 0, &err), 0);
  assert_null(a.v);
  /* an absurd size fails with a message instead of wrapping */
  assert_int_equal(gr_pos_resize(&a, SIZE_MAX, &err), -1);
  assert_int_equal(err.status, GR_ENOMEM);
  assert_int_equal(a.len, 0);
  assert_true(err.message[0] != '\0');
  gr_pos_free(&a);
  gr_pos_free(&b);
}

static void test_pos_hash_distinct(void **state) {
  (void)state;
  /* Order, length and trailing zeros all matter. */
  gr_pos x, y;
  make_pos(&x, 2, (uint64_t[]){1, 2});
  make_pos(&y, 2, (uint64_t[]){2, 1});
  assert_int_not_equal(gr_pos_hash(&x), gr_pos_hash(&y));
  gr_pos_free(&y);
  make_pos(&y, 3, (uint64_t[]){1, 2, 0});
  assert_int_not_equal(gr_pos_hash(&x), gr_pos_hash(&y));
  assert_false(gr_pos_equal(&x, &y));
  gr_pos_free(&x);
  gr_pos_free(&y);
  gr_pos empty;
  gr_pos_init(&empty);
  make_pos(&x, 1, (uint64_t[]){0});
  assert_int_not_equal(gr_pos_hash(&x), gr_pos_hash(&empty));
  gr_pos_free(&x);
  /* Every position of length <= 3 with values <= 15 (4,369 positions) hashes
   * differently: no two of them collide in 64 bits. */
  size_t count = 0, cap = 5000;
  uint64_t *hashes = malloc(cap * sizeof *hashes);
  assert_non_null(hashes);
  for (size_t len = 0; len <= 3; len++) {
    size_t combos = 1;
    for (size_t i = 0; i < len; i++) combos *= 16;
    for (size_t c = 0; c < combos; c++) {
      uint64_t v[3];
      size_t k = c;
      for (size_t i = 0; i < len; i++, k /= 16) v[i] = k % 16;
      make_pos(&x, len, v);
      hashes[count++] = gr_pos_hash(&x);
      gr_pos_free(&x);
    }
  }
  assert_int_equal(count, 1 + 16 + 256 + 4096);
  for (size_t i = 0; i < count; i++)
    for (size_t j = i + 1; j < count; j++)
      if (hashes[i] == hashes[j]) fail_msg("hash collision between positions %zu and %zu", i, j);
  free(hashes);
}

static void test_pos_list_ownership(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos_list l;
  gr_pos_list_init(&l);
  assert_int_equal(l.count, 0);
  for (uint64_t i = 0; i < 100; i++) {
    gr_pos p;
    make_pos(&p, (size_t)(i % 4 + 1), (uint64_t[]){i, i + 1, i + 2, i + 3});
    assert_int_equal(gr_pos_list_push(&l, &p, &err), 0);
    /* the list took the array: the caller's variable is empty */
    assert_int_equal(p.len, 0);
    assert_null(p.v);
    gr_pos_free(&p); /* harmless */
  }
  assert_int_equal(l.count, 100);
  assert_true(l.cap >= 100);
  for (uint64_t i = 0; i < 100; i++) {
    assert_int_equal(l.items[i].len, i % 4 + 1);
    for (size_t k = 0; k < l.items[i].len; k++) assert_int_equal(l.items[i].v[k], i + k);
  }
  /* pushing the empty position works too */
  gr_pos e;
  gr_pos_init(&e);
  assert_int_equal(gr_pos_list_push(&l, &e, &err), 0);
  assert_int_equal(l.items[100].len, 0);
  gr_pos_list_free(&l); /* ASan's leak check verifies every item is released */
  assert_int_equal(l.count, 0);
  assert_null(l.items);
  gr_pos_list_free(&l);
}

/* ---- integer lists ----------------------------------------------------- */

static void expect_list(const char *text, size_t max, size_t n, const uint64_t *v) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  int rc = gr_parse_u64_list(text, GR_NOUN_PILE, max, &p, &err);
  if (rc != 0) fail_msg("'%s' did not parse: %s", text, err.message);
  assert_int_equal(err.status, GR_OK);
  assert_int_equal(p.len, n);
  for (size_t i = 0; i < n; i++) assert_int_equal(p.v[i], v[i]);
  if (n == 0) assert_null(p.v);
  gr_pos_free(&p);
}

static void expect_list_error(const char *text, size_t max, gr_status status, const char *const *fragments) {
  gr_error err = {0};
  gr_pos p;
  /* start from a filled position: a failure must leave it empty and freeable */
  make_pos(&p, 2, (uint64_t[]){5, 6});
  int rc = gr_parse_u64_list(text, GR_NOUN_PILE, max, &p, &err);
  if (rc == 0) fail_msg("'%s' parsed but should fail", text);
  assert_int_equal(rc, -1);
  assert_int_equal(err.status, status);
  assert_int_equal(p.len, 0);
  assert_null(p.v);
  for (size_t i = 0; fragments[i]; i++) assert_contains(err.message, fragments[i]);
}

static void test_parse_u64_list_ok(void **state) {
  (void)state;
  expect_list("1,2 3\t4\n5\r\n6", 100, 6, (uint64_t[]){1, 2, 3, 4, 5, 6});
  expect_list(" ,, 7 ,,8,, ", 100, 2, (uint64_t[]){7, 8});
  expect_list("", 100, 0, NULL);
  expect_list("   \t\n,,", 100, 0, NULL);
  expect_list("0 00 007", 100, 3, (uint64_t[]){0, 0, 7});
  expect_list("18446744073709551615", 100, 1, (uint64_t[]){UINT64_MAX});
  expect_list("000000000000000000000018446744073709551615", 100, 1, (uint64_t[]){UINT64_MAX});
  expect_list("18446744073709551614,1", 100, 2, (uint64_t[]){UINT64_MAX - 1, 1});
  expect_list("1 2 3", 3, 3, (uint64_t[]){1, 2, 3}); /* exactly max_count */
  /* growth past the initial capacity, against snprintf'd text */
  gr_buf text;
  gr_buf_init(&text);
  uint64_t v[1000];
  for (int i = 0; i < 1000; i++) {
    v[i] = rnd();
    gr_buf_printf(&text, i % 3 ? " %" PRIu64 : ",%" PRIu64, v[i]);
  }
  expect_list(text.data, 1000, 1000, v);
  gr_buf_free(&text);
}

static void test_parse_u64_list_errors(void **state) {
  (void)state;
  expect_list_error("1 2 3", 2, GR_ELIMIT, (const char *const[]){"at most 2", "pile", NULL});
  expect_list_error("1", 0, GR_ELIMIT, (const char *const[]){"at most 0", NULL});
  expect_list_error("1 2 abc", 10, GR_ESYNTAX,
                    (const char *const[]){"pile 3", "column 5", "'abc'", "not a whole number", NULL});
  expect_list_error("1 -4", 10, GR_ERANGE, (const char *const[]){"pile 2", "column 3", "negative", NULL});
  expect_list_error("-", 10, GR_ESYNTAX, (const char *const[]){"pile 1", "column 1", NULL});
  expect_list_error("+1", 10, GR_ESYNTAX, (const char *const[]){"pile 1", "'+1'", NULL});
  expect_list_error("1.5", 10, GR_ESYNTAX, (const char *const[]){"pile 1", "'1.5'", NULL});
  expect_list_error("1e3", 10, GR_ESYNTAX, (const char *const[]){"pile 1", NULL});
  expect_list_error("0x10", 10, GR_ESYNTAX, (const char *const[]){"pile 1", NULL});
  expect_list_error("3 4x", 10, GR_ESYNTAX, (const char *const[]){"pile 2", "column 3", "'4x'", NULL});
  expect_list_error("1;2", 10, GR_ESYNTAX, (const char *const[]){"pile 1", NULL});
  expect_list_error("5 18446744073709551616", 10, GR_ERANGE,
                    (const char *const[]){"pile 2", "column 3", "64-bit", NULL});
  expect_list_error("99999999999999999999", 10, GR_ERANGE, (const char *const[]){"pile 1", "64-bit", NULL});
  expect_list_error("184467440737095516150", 10, GR_ERANGE, (const char *const[]){"pile 1", NULL});
  /* overflow with junk after it is a syntax error, not a range error */
  expect_list_error("99999999999999999999x", 10, GR_ESYNTAX, (const char *const[]){"pile 1", NULL});
  /* columns count from the start of the line, lines from 1 */
  expect_list_error("1\n2\n  x", 10, GR_ESYNTAX, (const char *const[]){"pile 3", "line 3", "column 3", NULL});
  /* a long token is quoted shortened; control bytes are not echoed raw */
  expect_list_error("123456789012345678901234567890abc", 10, GR_ESYNTAX,
                    (const char *const[]){"'123456789012345678901234...'", NULL});
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_parse_u64_list("1 \x01\x1b[2J", GR_NOUN_PILE, 10, &p, &err), -1);
  for (const char *c = err.message; *c; c++) assert_true((unsigned char)*c >= 0x20);
}

/* ---- the scanner, directly and through the judge reader --------------- */

static void test_scan_direct(void **state) {
  (void)state;
  const char text[] = "12\r\n 34\t,5\n\n  6";
  gr_scan s;
  gr_error err = {0};
  uint64_t v;
  gr_scan_init(&s, text, sizeof text - 1, false);
  assert_int_equal(gr_scan_u64(&s, "a", &v, &err), 1);
  assert_int_equal(v, 12);
  assert_int_equal(gr_scan_u64(&s, "b", &v, &err), 1);
  assert_int_equal(v, 34);
  assert_int_equal(s.line, 2);
  /* without commas as separators ",5" is one token, and not a number */
  assert_int_equal(gr_scan_u64(&s, "c", &v, &err), -1);
  assert_contains(err.message, "c at line 2, column 5");
  gr_error_clear(&err);
  gr_scan_init(&s, text, sizeof text - 1, true);
  uint64_t got[4];
  for (int i = 0; i < 4; i++) assert_int_equal(gr_scan_u64(&s, "x", &got[i], &err), 1);
  assert_int_equal(got[2], 5);
  assert_int_equal(got[3], 6);
  assert_int_equal(s.line, 4);
  assert_int_equal(gr_scan_u64(&s, "x", &v, &err), 0);
  assert_true(gr_scan_at_end(&s));
  assert_int_equal(gr_scan_expect_end(&s, "the end", &err), 0);
  assert_int_equal(gr_scan_need_u64(&s, "the count", &v, &err), -1);
  assert_contains(err.message, "ended at line 4 where the count was expected");
  gr_error_clear(&err);
  /* not NUL-terminated: the scanner stops at len */
  const char cut[] = "77 88";
  gr_scan_init(&s, cut, 2, false);
  assert_int_equal(gr_scan_u64(&s, "x", &v, &err), 1);
  assert_int_equal(v, 77);
  assert_int_equal(gr_scan_u64(&s, "x", &v, &err), 0);
  gr_scan_init(&s, "1 2 junk", 8, false);
  assert_int_equal(gr_scan_u64(&s, "x", &v, &err), 1);
  assert_int_equal(gr_scan_expect_end(&s, "the last test", &err), -1);
  assert_int_equal(err.status, GR_ESYNTAX);
  assert_contains(err.message, "unexpected '2' at line 1, column 3 after the last test");
}

/* Every token shape the fast paths take (eight digits at a time, the 20th
 * digit) against a reference: random tokens of 1 to 23 characters, digits
 * with now and then one non-digit, ending at a separator or at the end of
 * the text; values near 2^64 on purpose. */
static void test_scan_against_reference(void **state) {
  (void)state;
  uint64_t seed = 42;
  char text[40];
  for (int round = 0; round < 200000; round++) {
    seed = seed * 6364136223846793005u + 1442695040888963407u;
    uint64_t r = seed >> 11;
    size_t n = 1 + r % 23;
    for (size_t i = 0; i < n; i++) {
      seed = seed * 6364136223846793005u + 1442695040888963407u;
      text[i] = (char)('0' + (seed >> 33) % 10);
    }
    if (round % 3 == 0 && n >= 19) memcpy(text + n - 19, "18446744073709551615", 19 < n ? 19 : n); /* near 2^64 */
    if (round % 7 == 0) text[(r >> 8) % n] = (char)((r >> 16) % 2 ? 'x' : '/');
    if (round % 11 == 0) text[(r >> 24) % n] = (char)((r >> 32) % 2 ? ':' : '\x7f');
    bool at_end = (r >> 40) % 2;
    size_t len = n;
    if (!at_end) text[len++] = ' ';
    text[len] = '\0';
    /* the reference: digits only, the value in 128 bits */
    unsigned __int128 want = 0;
    bool digits = true;
    for (size_t i = 0; i < n; i++) {
      if (text[i] < '0' || text[i] > '9') digits = false;
      else if (want <= UINT64_MAX) want = want * 10 + (unsigned)(text[i] - '0');
    }
    gr_scan s;
    gr_error err = {0};
    uint64_t v = 0;
    gr_scan_init(&s, text, len, false);
    int got = gr_scan_u64(&s, "x", &v, &err);
    if (digits && want <= UINT64_MAX) {
      if (got != 1 || v != (uint64_t)want) fail_msg("'%s': got %d %llu", text, got, (unsigned long long)v);
      assert_true(s.p == text + n);
    } else {
      if (got != -1) fail_msg("'%s' accepted as %llu", text, (unsigned long long)v);
      assert_int_equal(err.status, digits ? GR_ERANGE : GR_ESYNTAX);
    }
  }
}

/* Runs the judge on `input`; returns 0 and the output, or -1 and the error. */
static int judge(const char *input, size_t len, char **output, gr_error *err) {
  const gr_judge *p = gr_judge_find("zjoi2009");
  assert_non_null(p);
  gr_job *job = NULL;
  *output = NULL;
  if (p->start(input, len, &job, err) != 0) {
    assert_null(job);
    return -1;
  }
  if (gr_job_finish(job, err) != 0) {
    gr_job_free(job);
    return -1;
  }
  *output = gr_buf_take(&job->output);
  gr_job_free(job);
  return 0;
}

static void expect_judge_error(const char *input, gr_status status, const char *const *fragments) {
  gr_error err = {0};
  char *out;
  if (judge(input, strlen(input), &out, &err) == 0) fail_msg("judge input '%s' was accepted", input);
  assert_int_equal(err.status, status);
  for (size_t i = 0; fragments[i]; i++) assert_contains(err.message, fragments[i]);
}

static void test_scan_via_judge(void **state) {
  (void)state;
  gr_error err = {0};
  char *out;
  /* The problem's own sample. */
  assert_int_equal(judge("1\n4\n3 1 9 4\n", 12, &out, &err), 0);
  assert_string_equal(out, "0\n");
  free(out);
  /* The same with CRLF line ends, tabs and no final newline. */
  const char *crlf = "1\r\n4\r\n3\t1  9 4";
  assert_int_equal(judge(crlf, strlen(crlf), &out, &err), 0);
  assert_string_equal(out, "0\n");
  free(out);
  /* The input need not be NUL-terminated: bytes after len are not read. */
  assert_int_equal(judge("1\n1\n5\nGARBAGE", 6, &out, &err), 0);
  assert_string_equal(out, "1\n");
  free(out);
  /* T = 0: no output at all */
  assert_int_equal(judge("0\n", 2, &out, &err), 0);
  assert_string_equal(out, "");
  free(out);
  expect_judge_error("", GR_ESYNTAX, (const char *const[]){"the number of tests T", "line 1", NULL});
  expect_judge_error("1\n3\n1 2 x\n", GR_ESYNTAX,
                     (const char *const[]){"pile 3 of 3 in test 1", "line 3, column 5", "'x'", NULL});
  expect_judge_error("2\n1\n5\n", GR_ESYNTAX, (const char *const[]){"test 2", "line 4", NULL});
  expect_judge_error("1\n4\n3 1\n", GR_ESYNTAX, (const char *const[]){"test 1", "after 2 of its 4 piles", NULL});
  expect_judge_error("1\n2\n1 -3\n", GR_ERANGE, (const char *const[]){"pile 2 of 2 in test 1", "negative", NULL});
  expect_judge_error("1\n2\n1 0\n", GR_ERANGE, (const char *const[]){"pile 2 of 2 in test 1", "line 3", "0", NULL});
  expect_judge_error("1\n0\n", GR_ERANGE, (const char *const[]){"test 1", "n = 0", NULL});
  expect_judge_error("1\n20001\n", GR_ERANGE, (const char *const[]){"test 1", "20001", "20000", NULL});
  expect_judge_error("1\n1\n7\nextra", GR_ESYNTAX,
                     (const char *const[]){"unexpected 'extra'", "line 4, column 1", "after the last test", NULL});
  expect_judge_error("1\n1\n18446744073709551616\n", GR_ERANGE,
                     (const char *const[]){"pile 1 of 1 in test 1", "64-bit", NULL});
  expect_judge_error("1000001\n", GR_ELIMIT, (const char *const[]){"1000001", NULL});
  expect_judge_error("1,\n", GR_ESYNTAX, (const char *const[]){"the number of tests T", "'1,'", NULL});
  assert_null(gr_judge_find("nope"));
  assert_null(gr_judge_find(NULL));
  assert_true(gr_judge_count() >= 1);
  assert_null(gr_judge_at(gr_judge_count()));
  assert_string_equal(gr_judge_at(0)->id, "zjoi2009");
  assert_string_equal(gr_judge_find("zjoi2009")->game_id, "lr");
}

/* ---- resumable jobs ---------------------------------------------------- */

typedef struct count_state {
  uint64_t fail_at; /* fail when done reaches this (0: never) */
  int calls, destroyed;
  uint64_t max_budget_seen;
} count_state;

static int destroyed_states;

static int count_advance(gr_job *job, uint64_t budget, gr_error *err) {
  count_state *s = job->state;
  s->calls++;
  if (budget > s->max_budget_seen) s->max_budget_seen = budget;
  assert_true(budget >= 1); /* budget 0 is turned into 1 */
  while (budget > 0 && job->done < job->total) {
    if (s->fail_at && job->done == s->fail_at)
      return gr_error_set(err, GR_ERANGE, "unit %llu is broken", (unsigned long long)job->done);
    job->done++;
    budget--;
    gr_buf_putc(&job->output, 'u');
  }
  if (job->done == job->total) job->finished = true;
  return 0;
}

static void count_destroy(gr_job *job) {
  free(job->state);
  job->state = NULL;
  destroyed_states++;
}

static const gr_job_ops count_ops = {count_advance, count_destroy};

static gr_job *count_job(uint64_t total, uint64_t fail_at) {
  gr_error err = {0};
  count_state *s = calloc(1, sizeof *s);
  assert_non_null(s);
  s->fail_at = fail_at;
  gr_job *job = gr_job_new(&count_ops, s, total, &err);
  assert_non_null(job);
  assert_int_equal(job->total, total);
  assert_int_equal(job->done, 0);
  assert_false(job->finished);
  return job;
}

static void test_job_slicing(void **state) {
  (void)state;
  gr_error err = {0};
  destroyed_states = 0;
  /* budget 1 (and 0, treated as 1): exactly one unit per call */
  gr_job *job = count_job(10, 0);
  for (uint64_t k = 1; k <= 10; k++) {
    int r = gr_job_run(job, k % 2 ? 1 : 0, &err);
    assert_int_equal(job->done, k);
    assert_int_equal(r, k == 10 ? 1 : 0);
  }
  assert_true(job->finished);
  assert_int_equal(gr_job_run(job, 5, &err), 1); /* a finished job stays finished */
  assert_int_equal(((count_state *)job->state)->calls, 10);
  assert_int_equal(job->output.len, 10);
  gr_job_free(job);
  assert_int_equal(destroyed_states, 1);
  /* budget 7 over 100 units: ceil(100 / 7) calls, each advancing by <= 7 */
  job = count_job(100, 0);
  int calls = 0, r;
  uint64_t before = 0;
  while ((r = gr_job_run(job, 7, &err)) == 0) {
    calls++;
    assert_true(job->done - before <= 7);
    before = job->done;
  }
  assert_int_equal(r, 1);
  assert_int_equal(calls + 1, (100 + 6) / 7);
  gr_job_free(job);
  /* gr_job_finish runs to the end in one big budget */
  job = count_job(1000, 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  assert_int_equal(job->done, 1000);
  assert_int_equal(((count_state *)job->state)->calls, 1);
  gr_job_free(job);
  gr_job_free(NULL);
  assert_int_equal(destroyed_states, 3);
}

static void test_job_failure(void **state) {
  (void)state;
  gr_error err = {0};
  gr_job *job = count_job(10, 4);
  assert_int_equal(gr_job_run(job, 3, &err), 0);
  assert_int_equal(gr_job_run(job, 3, &err), -1);
  assert_int_equal(err.status, GR_ERANGE);
  assert_string_equal(err.message, "unit 4 is broken");
  assert_true(job->failed);
  assert_string_equal(job->error.message, "unit 4 is broken");
  /* a failed job refuses further work and repeats its message */
  gr_error again = {0};
  assert_int_equal(gr_job_run(job, 100, &again), -1);
  assert_string_equal(again.message, "unit 4 is broken");
  assert_int_equal(((count_state *)job->state)->calls, 2);
  gr_error fin = {0};
  assert_int_equal(gr_job_finish(job, &fin), -1);
  assert_int_equal(fin.status, GR_ERANGE);
  gr_job_free(job);
}

/* ---- traces ------------------------------------------------------------ */

/* The rules' words, as a game's message table holds them. */
enum { T_COPY, T_COPY_SUMMARY, T_DOUBLE, T_DOUBLE_SUMMARY, T_COUNT };
static const char *test_at[GR_NLANG][T_COUNT];
static const gr_texts test_texts = {"test", T_COUNT, {[GR_EN] = "Copy\0copy the value\0Double\0twice the value", [GR_ZH] = "复制\0复制数值\0加倍\0两倍"},
                                    {[GR_EN] = test_at[GR_EN], [GR_ZH] = test_at[GR_ZH]}};

static const gr_rule test_rules[2] = {
    {.name_key = T_COPY, .summary_key = T_COPY_SUMMARY, .reads = {"source", NULL, NULL}},
    {.name_key = T_DOUBLE, .summary_key = T_DOUBLE_SUMMARY, .reads = {"A", "B", NULL}},
};

static void test_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  gr_buf_printf(out, "%s step %zu -> ", lang == GR_ZH ? "zh" : "en", step);
  gr_trace_cell_name(t, t->step_cell[step], out);
}

static void test_trace_basics(void **state) {
  (void)state;
  gr_error err = {0};
  gr_trace *t = gr_trace_new(4, test_rules, 2, test_explain, &err);
  assert_non_null(t);
  gr_trace_use_texts(t, &test_texts);
  assert_int_equal(t->nviews, 0);
  assert_int_equal(t->nsteps, 0);
  int a = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "a", (const char *const[GR_NLANG]){"piles", "石子堆"}, 1, 3, 1, &err);
  int m = gr_trace_add_view(t, GR_VIEW_MATRIX, "m", (const char *const[GR_NLANG]){"m", "m"}, 2, 4, 0, &err);
  int z = gr_trace_add_view(t, GR_VIEW_BOARD, "z", (const char *const[GR_NLANG]){"z", "z"}, 1, 1, 1, &err);
  assert_int_equal(a, 0);
  assert_int_equal(m, 1);
  assert_int_equal(z, 2);
  assert_int_equal(err.status, GR_OK);
  /* global ids run on from view to view */
  assert_int_equal(t->views[a].base, 0);
  assert_int_equal(t->views[m].base, 3);
  assert_int_equal(t->views[z].base, 11);
  /* fill up to the limit with empty views, then one more fails */
  for (int k = 3; k < GR_TRACE_MAX_VIEWS; k++)
    assert_int_equal(gr_trace_add_view(t, GR_VIEW_GRAPH, "w", (const char *const[GR_NLANG]){"w", "w"}, 0, 0, 0, &err), k);
  assert_int_equal(t->views[GR_TRACE_MAX_VIEWS - 1].base, 12);
  assert_int_equal(gr_trace_add_view(t, GR_VIEW_MATRIX, "x", (const char *const[GR_NLANG]){"x", "x"}, 1, 1, 0, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_int_equal(t->nviews, GR_TRACE_MAX_VIEWS);
  gr_error_clear(&err);
  for (size_t v = 0; v < 3; v++)
    for (uint32_t r = 0; r < t->views[v].rows; r++)
      for (uint32_t c = 0; c < t->views[v].cols; c++) {
        uint32_t id = gr_trace_cell_id(t, (int)v, r, c);
        int view;
        uint32_t row, col;
        assert_true(gr_trace_locate(t, id, &view, &row, &col));
        assert_int_equal(view, v);
        assert_int_equal(row, r);
        assert_int_equal(col, c);
        assert_int_equal(t->views[v].values[r * t->views[v].cols + c], 0);
        assert_int_equal(t->views[v].written_at[r * t->views[v].cols + c], GR_NONE);
      }
  int view;
  uint32_t row, col;
  assert_false(gr_trace_locate(t, 12, &view, &row, &col));
  assert_false(gr_trace_locate(t, GR_NONE, &view, &row, &col));
  assert_int_equal(gr_trace_value(t, 99), 0);

  /* steps, each with its own number of reads */
  t->views[a].values[1] = 21;
  uint32_t reads[1] = {gr_trace_cell_id(t, a, 0, 1)};
  assert_int_equal(gr_trace_write(t, m, 1, 2, 21, 0, reads, 1, &err), 0);
  uint32_t reads2[2] = {gr_trace_cell_id(t, m, 1, 2), gr_trace_cell_id(t, a, 0, 1)};
  assert_int_equal(gr_trace_write(t, m, 0, 3, UINT64_MAX, 1, reads2, 2, &err), 0);
  assert_int_equal(gr_trace_write(t, z, 0, 0, 1, 0, NULL, 0, &err), 0);
  assert_int_equal(t->nsteps, 3);
  assert_int_equal(t->step_cell[0], gr_trace_cell_id(t, m, 1, 2));
  assert_int_equal(t->step_cell[0], 3 + 1 * 4 + 2);
  assert_int_equal(t->step_rule[1], 1);
  size_t count;
  const uint32_t *r0 = gr_trace_step_reads(t, 0, &count);
  assert_int_equal(count, 1);
  assert_int_equal(r0[0], reads[0]);
  const uint32_t *r1 = gr_trace_step_reads(t, 1, &count);
  assert_int_equal(count, 2);
  assert_memory_equal(r1, reads2, sizeof reads2);
  gr_trace_step_reads(t, 2, &count);
  assert_int_equal(count, 0);
  gr_trace_step_reads(t, 3, &count); /* not a step (yet) */
  assert_int_equal(count, 0);
  assert_int_equal(t->nreads, 3);
  assert_int_equal(t->read_start[0], 0);
  assert_int_equal(t->read_start[3], 3);
  assert_int_equal(t->views[m].written_at[1 * 4 + 2], 0);
  assert_int_equal(t->views[m].written_at[0 * 4 + 3], 1);
  assert_int_equal(gr_trace_value(t, gr_trace_cell_id(t, m, 0, 3)), UINT64_MAX);

  /* a step reading many cells: the reads grow past their first capacity (3 per step) */
  uint32_t many[40];
  for (uint32_t k = 0; k < 40; k++) many[k] = k % 12;
  assert_int_equal(gr_trace_write(t, a, 0, 2, 7, 0, many, 40, &err), 0);
  const uint32_t *r3 = gr_trace_step_reads(t, 3, &count);
  assert_int_equal(count, 40);
  assert_memory_equal(r3, many, sizeof many);
  r0 = gr_trace_step_reads(t, 0, &count); /* earlier rows survive the growth */
  assert_int_equal(count, 1);
  assert_int_equal(r0[0], reads[0]);

  /* past the announced number of steps: refused */
  assert_int_equal(gr_trace_write(t, a, 0, 0, 5, 0, NULL, 0, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
  assert_int_equal(t->nsteps, 4);
  assert_int_equal(t->views[a].written_at[0], GR_NONE);

  /* cell names: one index for one-row views, 1-based where the view says */
  gr_buf b;
  gr_buf_init(&b);
  gr_trace_cell_name(t, gr_trace_cell_id(t, a, 0, 1), &b);
  assert_string_equal(b.data, "a[2]");
  gr_buf_reset(&b);
  gr_trace_cell_name(t, gr_trace_cell_id(t, m, 1, 2), &b);
  assert_string_equal(b.data, "m[1][2]");
  gr_buf_reset(&b);
  gr_trace_cell_name(t, 12345, &b);
  assert_string_equal(b.data, "?");
  gr_buf_reset(&b);
  gr_trace_explain(t, 1, GR_ZH, &b);
  assert_string_equal(b.data, "zh step 1 -> m[0][3]");
  gr_buf_reset(&b);
  gr_trace_explain(t, 4, GR_EN, &b); /* no such step: nothing */
  assert_int_equal(b.len, 0);

  /* the JSON of a step: the reads carry the names the rule gives them */
  gr_buf_reset(&b);
  gr_json j;
  gr_json_init(&j, &b);
  gr_json_trace_step(&j, t, 1, GR_EN);
  char expect[800];
  snprintf(expect, sizeof expect,
           "{\"step\":1,\"writes\":{\"cell\":\"m[0][3]\",\"name\":\"m[0][3]\",\"view\":\"m\",\"row\":0,\"col\":3,"
           "\"value\":%" PRIu64 "},\"rule\":1,\"case\":\"Double\",\"reads\":[{\"as\":\"A\",\"cell\":\"m[1][2]\","
           "\"name\":\"m[1][2]\",\"view\":\"m\",\"row\":1,\"col\":2,\"value\":21},{\"as\":\"B\",\"cell\":\"a[2]\","
           "\"name\":\"a[2]\",\"view\":\"a\",\"row\":1,\"col\":2,\"value\":21}],"
           "\"text\":\"en step 1 -> m[0][3]\"}",
           UINT64_MAX);
  assert_string_equal(b.data, expect);
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  gr_json_trace_step(&j, t, 0, GR_ZH);
  assert_contains(b.data, "\"case\":\"复制\"");
  assert_contains(b.data, "\"reads\":[{\"as\":\"source\",\"cell\":\"a[2]\"");
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  gr_json_trace_step(&j, t, 3, GR_EN); /* 40 reads, the first 3 named by the rule, the rest not */
  assert_contains(b.data, "{\"as\":\"source\",\"cell\":\"a[1]\"");
  assert_contains(b.data, "{\"cell\":\"a[2]\"");
  gr_buf_free(&b);
  gr_trace_free(t);
  gr_trace_free(NULL);
}

static void test_trace_no_explain(void **state) {
  (void)state;
  gr_error err = {0};
  gr_trace *t = gr_trace_new(0, NULL, 0, NULL, &err);
  assert_non_null(t);
  assert_int_equal(gr_trace_add_view(t, GR_VIEW_SEQUENCE, "s", (const char *const[GR_NLANG]){"s", "s"}, 1, 2, 0, &err), 0);
  assert_int_equal(gr_trace_write(t, 0, 0, 1, 5, 0, NULL, 0, &err), -1); /* capacity 0 */
  assert_int_equal(t->nsteps, 0);
  gr_buf b;
  gr_buf_init(&b);
  gr_trace_explain(t, 0, GR_EN, &b);
  assert_int_equal(b.len, 0);
  gr_buf_free(&b);
  gr_trace_free(t);
  /* 2^32 cells do not fit the 32-bit cell ids */
  gr_error_clear(&err);
  t = gr_trace_new(1, NULL, 0, NULL, &err);
  assert_int_equal(gr_trace_add_view(t, GR_VIEW_MATRIX, "big", (const char *const[GR_NLANG]){"big", "big"}, 65536, 65536, 0, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  gr_trace_free(t);
}

static void test_trace_graph(void **state) {
  (void)state;
  gr_error err = {0};
  gr_trace *t = gr_trace_new(1, NULL, 0, NULL, &err);
  int g = gr_trace_add_view(t, GR_VIEW_GRAPH, "g", (const char *const[GR_NLANG]){"g", "g"}, 1, 3, 0, &err);
  assert_int_equal(g, 0);
  int32_t x[3] = {2, 1, 0}, y[3] = {0, 0, 0};
  uint32_t from[2] = {0, 1}, to[2] = {1, 2};
  assert_int_equal(gr_trace_set_graph(t, g, x, y, from, to, 2, &err), 0);
  const gr_view *v = &t->views[g];
  assert_int_equal(v->nedges, 2);
  assert_memory_equal(v->node_x, x, sizeof x);
  assert_memory_equal(v->node_y, y, sizeof y);
  assert_memory_equal(v->edge_from, from, sizeof from);
  assert_memory_equal(v->edge_to, to, sizeof to);
  x[0] = 99; /* copied, not borrowed */
  assert_int_equal(v->node_x[0], 2);
  int e = gr_trace_add_view(t, GR_VIEW_GRAPH, "e", (const char *const[GR_NLANG]){"e", "e"}, 1, 2, 0, &err);
  assert_int_equal(gr_trace_set_graph(t, e, y, y, NULL, NULL, 0, &err), 0); /* no edges */
  assert_int_equal(t->views[e].nedges, 0);
  gr_trace_free(t); /* ASan checks the graph arrays are released */
}

/* ---- mex ------------------------------------------------------------------ */

static void test_mex(void **state) {
  (void)state;
  unsigned char seen[65];
  uint64_t v[64] = {0};
  assert_int_equal(gr_mex(v, 0, seen), 0);
  for (int round = 0; round < 5000; round++) {
    size_t n = (size_t)(rnd() % 65);
    for (size_t i = 0; i < n; i++) {
      switch (rnd() % 4) {
      case 0: v[i] = rnd(); break;                /* mostly far too big to matter */
      case 1: v[i] = UINT64_MAX - rnd() % 2; break;
      default: v[i] = rnd() % (n + 2); break;
      }
    }
    /* the definition, by brute force */
    uint64_t want = 0;
    for (;; want++) {
      bool found = false;
      for (size_t i = 0; i < n; i++) found |= v[i] == want;
      if (!found) break;
    }
    assert_int_equal(gr_mex(v, n, seen), want);
  }
  /* 0..n-1 in any order gives n */
  for (size_t i = 0; i < 64; i++) v[i] = 63 - i;
  assert_int_equal(gr_mex(v, 64, seen), 64);
}

/* ---- layered graph layout ------------------------------------------------ */

/* Longest path to a sink by memoised recursion over a DAG (the definition). */
static int32_t longest(uint32_t v, uint32_t n, const uint32_t *from, const uint32_t *to, uint32_t m, int32_t *memo) {
  if (memo[v] >= 0) return memo[v];
  int32_t best = 0;
  for (uint32_t e = 0; e < m; e++)
    if (from[e] == v) {
      int32_t d = longest(to[e], n, from, to, m, memo) + 1;
      if (d > best) best = d;
    }
  return memo[v] = best;
}

static void check_layers_are_permutations(uint32_t n, const int32_t *x, const int32_t *y) {
  for (uint32_t v = 0; v < n; v++) {
    assert_true(x[v] >= 0);
    assert_true(y[v] >= 0);
    uint32_t in_layer = 0;
    for (uint32_t u = 0; u < n; u++) {
      if (x[u] != x[v]) continue;
      in_layer++;
      if (u != v) assert_int_not_equal(y[u], y[v]); /* distinct places */
    }
    assert_true((uint32_t)y[v] < in_layer);        /* numbered from 0 */
  }
}

static void test_layout_layered(void **state) {
  (void)state;
  gr_error err = {0};
  enum { N = 40, MAXE = 200 };
  uint32_t from[MAXE], to[MAXE];
  int32_t x[N], y[N], memo[N];
  for (int round = 0; round < 200; round++) {
    uint32_t n = 1 + (uint32_t)(rnd() % N), m = 0, want = (uint32_t)(rnd() % (3 * n));
    bool cyclic = round % 4 == 3;
    for (uint32_t k = 0; k < want && m < MAXE; k++) {
      uint32_t a = (uint32_t)(rnd() % n), b = (uint32_t)(rnd() % n);
      if (!cyclic && a == b) continue;
      if (!cyclic && a < b) { uint32_t s = a; a = b; b = s; } /* edges go down in id: acyclic */
      from[m] = a;
      to[m++] = b;
    }
    assert_int_equal(gr_layout_layered(n, from, to, m, x, y, &err), 0);
    check_layers_are_permutations(n, x, y);
    if (cyclic) continue;
    for (uint32_t v = 0; v < n; v++) memo[v] = -1;
    for (uint32_t v = 0; v < n; v++) assert_int_equal(x[v], longest(v, n, from, to, m, memo));
    for (uint32_t e = 0; e < m; e++) assert_true(x[from[e]] > x[to[e]]); /* every edge points down */
  }
  /* a perfect matching between two layers is drawn without crossings */
  for (int round = 0; round < 50; round++) {
    uint32_t k = 2 + (uint32_t)(rnd() % 15), perm[20];
    for (uint32_t i = 0; i < k; i++) perm[i] = i;
    for (uint32_t i = k - 1; i > 0; i--) {
      uint32_t j = (uint32_t)(rnd() % (i + 1)), s = perm[i];
      perm[i] = perm[j];
      perm[j] = s;
    }
    uint32_t m = 0;
    for (uint32_t i = 0; i < k; i++) { /* top node k + i -> bottom node perm[i] */
      from[m] = k + i;
      to[m++] = perm[i];
    }
    assert_int_equal(gr_layout_layered(2 * k, from, to, m, x, y, &err), 0);
    for (uint32_t e = 0; e < m; e++)
      for (uint32_t f = e + 1; f < m; f++) {
        bool crossed = (y[from[e]] < y[from[f]]) != (y[to[e]] < y[to[f]]);
        if (crossed) fail_msg("edges %u and %u cross in a matching of %u", e, f, k);
      }
  }
  /* cycles, self-loops and isolated nodes still get a layout */
  uint32_t cf[4] = {0, 1, 2, 3}, ct[4] = {1, 2, 0, 3};
  assert_int_equal(gr_layout_layered(5, cf, ct, 4, x, y, &err), 0);
  check_layers_are_permutations(5, x, y);
  /* no nodes: nothing to do; an edge to a missing node: refused */
  assert_int_equal(gr_layout_layered(0, NULL, NULL, 0, x, y, &err), 0);
  uint32_t bf[1] = {0}, bt[1] = {7};
  assert_int_equal(gr_layout_layered(3, bf, bt, 1, x, y, &err), -1);
  assert_int_equal(err.status, GR_ERANGE);
  assert_contains(err.message, "7");
}

/* ---- the referee on small test-only games ----------------------------- */

/* Subtraction game {1, 2}: one heap, a move removes 1 or 2 tokens. */
static int sub12_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  (void)max_moves;
  for (uint64_t take = 1; take <= 2; take++) {
    if (p->v[0] < take) break;
    gr_pos next;
    gr_pos_init(&next);
    if (gr_pos_resize(&next, 1, err) != 0) return -1;
    next.v[0] = p->v[0] - take;
    if (gr_pos_list_push(out, &next, err) != 0) return -1;
  }
  return 0;
}

/* Two-heap Nim: take any number from one heap. */
static int nim2_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  (void)max_moves;
  for (size_t h = 0; h < 2; h++)
    for (uint64_t keep = 0; keep < p->v[h]; keep++) {
      gr_pos next;
      gr_pos_init(&next);
      if (gr_pos_copy(&next, p, err) != 0) return -1;
      next.v[h] = keep;
      if (gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  return 0;
}

/* A game with a cycle: 1 -> 0 -> 1. */
static int cycle_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  (void)max_moves;
  gr_pos next;
  gr_pos_init(&next);
  if (gr_pos_resize(&next, 1, err) != 0) return -1;
  next.v[0] = 1 - p->v[0];
  return gr_pos_list_push(out, &next, err);
}

/* A loopy graph: 0 <-> 1, 2 -> 3, 4 -> 2 and 4 -> 0 (4 reaches the cycle). */
static int loopy_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  (void)max_moves;
  static const int to[5][2] = {{1, -1}, {0, -1}, {3, -1}, {-1, -1}, {2, 0}};
  for (int k = 0; k < 2 && to[p->v[0]][k] >= 0; k++) {
    gr_pos next;
    gr_pos_init(&next);
    if (gr_pos_resize(&next, 1, err) != 0) return -1;
    next.v[0] = (uint64_t)to[p->v[0]][k];
    if (gr_pos_list_push(out, &next, err) != 0) return -1;
  }
  return 0;
}

/* A move generator that refuses positions past 5. */
static int limited_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (p->v[0] > 5) return gr_error_set(err, GR_ELIMIT, "heap %llu is past 5", (unsigned long long)p->v[0]);
  return sub12_moves(p, max_moves, out, err);
}

static const gr_game sub12_game = {.id = "sub12", .moves = sub12_moves};
static const gr_game nim2_game = {.id = "nim2", .moves = nim2_moves};
static const gr_game cycle_game = {.id = "cycle", .moves = cycle_moves};
static const gr_game limited_game = {.id = "limited", .moves = limited_moves};
static const gr_game loopy_game = {.id = "loopy", .moves = loopy_moves, .loopy = true};

static uint64_t mex_of(const uint64_t *v, size_t n) {
  for (uint64_t m = 0;; m++) {
    bool found = false;
    for (size_t i = 0; i < n; i++) found |= v[i] == m;
    if (!found) return m;
  }
}

static void test_referee_subtraction(void **state) {
  (void)state;
  enum { N = 300 };
  /* Brute force by the definition, independently of the referee. */
  uint64_t g[N + 1];
  for (size_t n = 0; n <= N; n++) {
    uint64_t opts[2];
    size_t k = 0;
    if (n >= 1) opts[k++] = g[n - 1];
    if (n >= 2) opts[k++] = g[n - 2];
    g[n] = mex_of(opts, k);
    assert_int_equal(g[n], n % 3); /* the closed form, computed, not typed */
  }
  gr_error err = {0};
  gr_referee *r = gr_referee_new(&sub12_game, &err);
  assert_non_null(r);
  assert_int_equal(gr_referee_size(r), 0);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_pos_resize(&p, 1, &err), 0);
  /* ask in descending order so most values come from the memo */
  for (size_t n = N + 1; n-- > 0;) {
    p.v[0] = n;
    uint64_t v = 99;
    assert_int_equal(gr_referee_grundy(r, &p, &v, &err), 0);
    assert_int_equal(v, g[n]);
  }
  assert_int_equal(gr_referee_size(r), N + 1);
  gr_pos_free(&p);
  gr_referee_free(r);
  gr_referee_free(NULL);
}

static void test_referee_nim(void **state) {
  (void)state;
  enum { M = 24 };
  /* Brute force over a table: g[a][b] = mex of every g[a'][b], g[a][b']. */
  static uint64_t g[M][M];
  for (size_t a = 0; a < M; a++)
    for (size_t b = 0; b < M; b++) {
      uint64_t opts[2 * M];
      size_t k = 0;
      for (size_t x = 0; x < a; x++) opts[k++] = g[x][b];
      for (size_t y = 0; y < b; y++) opts[k++] = g[a][y];
      g[a][b] = mex_of(opts, k);
      assert_int_equal(g[a][b], a ^ b); /* Sprague-Grundy: the xor */
    }
  gr_error err = {0};
  gr_referee *r = gr_referee_new(&nim2_game, &err);
  assert_non_null(r);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_pos_resize(&p, 2, &err), 0);
  for (size_t a = 0; a < M; a++)
    for (size_t b = 0; b < M; b++) {
      p.v[0] = a;
      p.v[1] = b;
      uint64_t v;
      assert_int_equal(gr_referee_grundy(r, &p, &v, &err), 0);
      assert_int_equal(v, g[a][b]);
    }
  assert_int_equal(gr_referee_size(r), M * M); /* grew past its first 1024 slots */
  gr_pos_free(&p);
  gr_referee_free(r);
}

/* A search that meets a cycle fails, but leaves the referee usable: a later
 * search of a position off the cycle succeeds (its memo kept), and the
 * cyclic position is refused again for its cycle, not for an old failure. */
static void test_referee_after_cycle(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *r = gr_referee_new(&loopy_game, &err);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_pos_resize(&p, 1, &err), 0);
  uint64_t v;
  for (int round = 0; round < 2; round++) {
    p.v[0] = 4;
    assert_int_equal(gr_referee_grundy(r, &p, &v, &err), -1);
    assert_int_equal(err.status, GR_ESTATE);
    assert_string_equal(err.message, "the game graph has a cycle: the referee handles acyclic games only");
    gr_error_clear(&err);
    p.v[0] = 2;
    assert_int_equal(gr_referee_grundy(r, &p, &v, &err), 0);
    assert_int_equal(v, 1);
  }
  gr_pos_free(&p);
  gr_referee_free(r);
}

static void test_referee_errors(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *r = gr_referee_new(&cycle_game, &err);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_pos_resize(&p, 1, &err), 0);
  uint64_t v;
  assert_int_equal(gr_referee_grundy(r, &p, &v, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
  assert_contains(err.message, "cycle");
  gr_referee_free(r);
  gr_error_clear(&err);
  r = gr_referee_new(&limited_game, &err);
  p.v[0] = 5;
  assert_int_equal(gr_referee_grundy(r, &p, &v, &err), 0);
  assert_int_equal(v, 5 % 3);
  p.v[0] = 7;
  assert_int_equal(gr_referee_grundy(r, &p, &v, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_string_equal(err.message, "heap 7 is past 5");
  gr_referee_free(r);
  gr_pos_free(&p);
}

/* ---- languages and the game registry ---------------------------------- */

static void test_lang_parse(void **state) {
  (void)state;
  assert_int_equal(gr_lang_parse("en"), GR_EN);
  assert_int_equal(gr_lang_parse("zh"), GR_ZH);
  assert_int_equal(gr_lang_parse("zh-CN"), GR_ZH);
  assert_int_equal(gr_lang_parse("zh-Hans"), GR_ZH);
  assert_int_equal(gr_lang_parse(NULL), -1);
  assert_int_equal(gr_lang_parse(""), -1);
  assert_int_equal(gr_lang_parse("EN"), -1);
  assert_int_equal(gr_lang_parse("fr"), -1);
  assert_int_equal(gr_lang_parse("en "), -1);
  assert_int_equal(gr_lang_parse("zh-TW"), -1);
}

static void test_game_registry(void **state) {
  (void)state;
  assert_true(gr_game_count() >= 1);
  assert_null(gr_game_at(gr_game_count()));
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    assert_non_null(g);
    assert_ptr_equal(gr_game_find(g->id), g);
    assert_non_null(g->parse);
    assert_non_null(g->format);
    assert_non_null(g->moves);
    assert_non_null(g->solve_start);
    assert_non_null(g->trace_start);
    for (int l = 0; l < GR_NLANG; l++) {
      assert_non_null(gr_game_text(g, (gr_lang)l, GR_TEXT_TITLE)); /* g->title[l] or the game's texts */
      assert_non_null(gr_game_text(g, (gr_lang)l, GR_TEXT_RULES)); /* g->rules[l] or the game's texts */
      assert_non_null(gr_game_text(g, (gr_lang)l, GR_TEXT_SYNTAX)); /* g->syntax[l] or the game's texts */
      assert_non_null(gr_game_text(g, (gr_lang)l, GR_TEXT_THEORY)); /* g->theory[l] or the game's texts */
    }
    /* the example parses, and the limits are consistent */
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    assert_int_equal(gr_game_parse(g, g->example, &p, &err), 0);
    gr_pos_free(&p);
    assert_true(g->max_len_trace <= g->max_len_solve);
    assert_int_equal(gr_game_parse(g, NULL, &p, &err), -1);
    assert_int_equal(err.status, GR_ESYNTAX);
  }
  assert_non_null(gr_game_find("lr"));
  assert_null(gr_game_find("LR"));
  assert_null(gr_game_find(NULL));
  gr_error err = {0};
  assert_null(gr_game_lookup("chess", &err));
  assert_int_equal(err.status, GR_EUNKNOWN);
  assert_contains(err.message, "unknown game 'chess'");
  assert_contains(err.message, "lr");
  gr_error_clear(&err);
  assert_null(gr_game_lookup(NULL, &err));
  assert_int_equal(err.status, GR_EUNKNOWN);
  assert_ptr_equal(gr_game_lookup("lr", &err), gr_game_find("lr"));
}

static void test_json_analysis_shape(void **state) {
  (void)state;
  const gr_game *g = gr_game_find("lr");
  gr_error err = {0};
  gr_pos p, m;
  make_pos(&p, 2, (uint64_t[]){UINT64_MAX, 3});
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  assert_false(a.has_grundy);
  a.winner = GR_WINNER_FIRST;
  make_pos(&m, 1, (uint64_t[]){3});
  assert_int_equal(gr_pos_list_push(&a.winning_moves, &m, &err), 0);
  gr_pos_init(&m);
  assert_int_equal(gr_pos_list_push(&a.winning_moves, &m, &err), 0); /* the empty position */
  gr_buf b;
  gr_buf_init(&b);
  gr_json j;
  gr_json_init(&j, &b);
  gr_json_analysis(&j, g, &p, &a);
  assert_string_equal(b.data, "{\"game\":\"lr\",\"position\":\"18446744073709551615 3\",\"winner\":\"first\","
                              "\"grundy\":null,\"winning_moves\":[\"3\",\"(empty)\"]}");
  a.has_grundy = true;
  a.grundy = 7;
  a.winner = GR_WINNER_SECOND;
  gr_pos_list_free(&a.winning_moves);
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  gr_json_analysis(&j, g, &p, &a);
  assert_string_equal(b.data, "{\"game\":\"lr\",\"position\":\"18446744073709551615 3\",\"winner\":\"second\","
                              "\"grundy\":7,\"winning_moves\":[]}");
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  gr_json_game_info(&j, g);
  assert_contains(b.data, "{\"id\":\"lr\",\"title\":{\"en\":");
  assert_contains(b.data, "\"max_len_solve\":20000,\"max_len_trace\":1000,\"graph\":false,\"loopy\":false,\"twin\":null,\"misere_play\":\"search\",\"lesson\":[{");
  gr_buf_free(&b);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

/* gr_snprintf (src/core/format.c) writes what the C library's snprintf
 * writes for every kind of format the library uses, also when cut short. */
#define SAME(...)                                                                              \
  do {                                                                                         \
    char mine[64], libc[64];                                                                   \
    for (size_t room = 0; room <= sizeof mine; room += room < 8 ? 1 : 13) {                    \
      memset(mine, 'x', sizeof mine), memset(libc, 'x', sizeof libc);                          \
      assert_int_equal(gr_snprintf(mine, room, __VA_ARGS__), snprintf(libc, room, __VA_ARGS__)); \
      assert_memory_equal(mine, libc, sizeof mine);                                            \
    }                                                                                          \
  } while (0)

static void test_format(void **state) {
  (void)state;
  SAME("plain text, no conversion");
  SAME("%s and %s", "one", "");
  SAME("[%-12s] [%12s] [%.3s] [%.*s]", "left", "right", "precision", 2, "star");
  SAME("%d %d %d %i", 0, -1, 2147483647, -2147483647 - 1);
  SAME("%u %u %x %X %05u %-5u|", 0u, 4294967295u, 0xbeefu, 0xbeefu, 42u, 7u);
  SAME("%llu %llu %lld", 0ULL, 18446744073709551615ULL, -9223372036854775807LL - 1);
  SAME("%zu %zu %lu %ld", (size_t)0, (size_t)123456789, 99UL, -5L);
  SAME("%*llu|%*llu|%-*d|", 6, 42ULL, 1, 123456ULL, 4, -3);
  SAME("%05d %c%c 100%%", -42, 'o', 'k');
  SAME("%hhu %hu", 300 & 0xff, 70000 & 0xffff);
  char big[8];
  assert_int_equal(gr_snprintf(big, sizeof big, "%s", "longer than eight"), 17);
  assert_string_equal(big, "longer ");
  assert_int_equal(gr_snprintf(NULL, 0, "%llu", 18446744073709551615ULL), 20);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_error_first_wins),
      cmocka_unit_test(test_buf_growth),
      cmocka_unit_test(test_buf_u64),
      cmocka_unit_test(test_buf_printf),
      cmocka_unit_test(test_json_nesting),
      cmocka_unit_test(test_json_escaping),
      cmocka_unit_test(test_json_numbers),
      cmocka_unit_test(test_pos_basics),
      cmocka_unit_test(test_pos_hash_distinct),
      cmocka_unit_test(test_pos_list_ownership),
      cmocka_unit_test(test_parse_u64_list_ok),
      cmocka_unit_test(test_parse_u64_list_errors),
      cmocka_unit_test(test_scan_direct),
      cmocka_unit_test(test_scan_against_reference),
      cmocka_unit_test(test_scan_via_judge),
      cmocka_unit_test(test_job_slicing),
      cmocka_unit_test(test_job_failure),
      cmocka_unit_test(test_trace_basics),
      cmocka_unit_test(test_trace_no_explain),
      cmocka_unit_test(test_trace_graph),
      cmocka_unit_test(test_mex),
      cmocka_unit_test(test_layout_layered),
      cmocka_unit_test(test_referee_subtraction),
      cmocka_unit_test(test_referee_nim),
      cmocka_unit_test(test_referee_errors),
    cmocka_unit_test(test_referee_after_cycle),
      cmocka_unit_test(test_lang_parse),
      cmocka_unit_test(test_game_registry),
      cmocka_unit_test(test_json_analysis_shape),
      cmocka_unit_test(test_format),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
