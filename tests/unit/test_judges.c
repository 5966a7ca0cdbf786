/*
 * test_judges.c — the judge poj2311 (Cutting Game) against exhaustive
 * search of the real game: a position is a multiset of paper pieces, a move
 * cuts one piece in two along any grid line, and whoever cuts out a 1 x 1
 * square wins at once.  The judge's theory (no sensible player leaves a
 * strip; the pieces 2 x 2, 2 x 3, 3 x 2 end the game; Sprague-Grundy over
 * the rest) must give the same winner on every sheet up to 6 x 6.
 */
#include "grundy.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#define SIDE 6
/* A piece a x b as a number (a <= b <= SIDE); a position is the sorted list
 * of its pieces' numbers, memoised by a hash of the list. */
static unsigned kind(unsigned a, unsigned b) {
  if (a > b) {
    unsigned t = a;
    a = b;
    b = t;
  }
  return (a - 1) * SIDE + (b - 1);
}

#define SLOTS (1u << 22)
static uint64_t *keys;
static unsigned char *vals; /* 0 empty, 1 lost, 2 won */

static uint64_t key_of(const unsigned char *pieces, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) h = (h ^ pieces[i]) * 1099511628211ull;
  return h ^ n;
}

static int cmp_uc(const void *a, const void *b) { return *(const unsigned char *)a - *(const unsigned char *)b; }

/* 1 when the player to move wins. */
static int search(const unsigned char *pieces, size_t n) {
  uint64_t key = key_of(pieces, n);
  size_t slot = key & (SLOTS - 1);
  while (vals[slot] && keys[slot] != key) slot = (slot + 1) & (SLOTS - 1);
  if (vals[slot]) return vals[slot] == 2;
  int won = 0;
  for (size_t i = 0; i < n && !won; i++) {
    if (i && pieces[i] == pieces[i - 1]) continue;
    unsigned a = pieces[i] / SIDE + 1, b = pieces[i] % SIDE + 1;
    for (int dir = 0; dir < 2 && !won; dir++) {
      unsigned len = dir ? b : a, other = dir ? a : b;
      for (unsigned c = 1; c < len && !won; c++) {
        unsigned p1 = c, p2 = len - c;
        if ((p1 == 1 && other == 1) || (p2 == 1 && other == 1)) {
          won = 1; /* a 1 x 1 square: the mover wins on the spot */
          break;
        }
        unsigned char next[64];
        size_t m = 0;
        for (size_t j = 0; j < n; j++)
          if (j != i) next[m++] = pieces[j];
        next[m++] = (unsigned char)kind(p1, other);
        next[m++] = (unsigned char)kind(p2, other);
        qsort(next, m, 1, cmp_uc);
        if (!search(next, m)) won = 1;
      }
    }
  }
  keys[slot] = key;
  vals[slot] = won ? 2 : 1;
  return won;
}

static void test_poj2311_against_search(void **state) {
  (void)state;
  keys = calloc(SLOTS, sizeof *keys);
  vals = calloc(SLOTS, 1);
  assert_non_null(keys);
  assert_non_null(vals);
  gr_buf input, want;
  gr_buf_init(&input);
  gr_buf_init(&want);
  for (unsigned w = 2; w <= SIDE; w++)
    for (unsigned h = 2; h <= SIDE; h++) {
      unsigned char piece = (unsigned char)kind(w, h);
      gr_buf_printf(&input, "%u %u\n", w, h);
      gr_buf_puts(&want, search(&piece, 1) ? "WIN\n" : "LOSE\n");
    }
  const gr_judge *j = gr_judge_find("poj2311");
  assert_non_null(j);
  gr_job *job = NULL;
  gr_error err = {0};
  assert_int_equal(j->start(input.data, input.len, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  assert_string_equal(job->output.data, want.data);
  gr_job_free(job);
  gr_buf_free(&input);
  gr_buf_free(&want);
  free(keys);
  free(vals);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_poj2311_against_search)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
