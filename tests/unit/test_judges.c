/*
 * test_judges.c — judges against exhaustive search of their real games.
 *
 * cf786a (Berzerk): on every circle of 2 to 7 objects and every pair of
 * step sets, the judge's two lines against a plain fixed point over the
 * game's states: a state is won when a move reaches the hole or a state
 * lost for the opponent, lost when every move reaches a state won for the
 * opponent, and repeated until nothing changes; what is left is Loop.
 *
 * hdu1730 (Northcott Game): every board of one and two rows of up to 5
 * cells, against a fixed point over the real game (each player slides its
 * own pieces either way; retreats make the game graph cyclic, so the fixed
 * point also shows that no position is left undecided).
 *
 * poj2311 (Cutting Game) against exhaustive
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

#include "judge_says.h"

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
  judge_says("poj2311", &input, &want);
  gr_buf_free(&input);
  gr_buf_free(&want);
  free(keys);
  free(vals);
}

/* The fixed point for circle n and the step sets (bit s of set[p]: step s
 * is player p's), written as the judge writes it. */
static void berzerk_search(unsigned n, const unsigned set[2], gr_buf *out) {
  enum { LOOP, WIN, LOSE };
  unsigned char r[2][8] = {{LOSE}, {LOSE}}; /* the hole, either player to move: lost */
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned p = 0; p < 2; p++)
      for (unsigned x = 1; x < n; x++) {
        if (r[p][x] != LOOP) continue;
        bool all_won = true, wins = false;
        for (unsigned st = 1; st < n; st++) {
          if (!(set[p] >> st & 1)) continue;
          unsigned y = (x + st) % n, q = 1 - p;
          if (r[q][y] == LOSE) wins = true;
          if (r[q][y] != WIN) all_won = false;
        }
        if (wins || all_won) {
          r[p][x] = wins ? WIN : LOSE;
          changed = true;
        }
      }
  }
  static const char *const words[] = {"Loop", "Win", "Lose"};
  for (unsigned p = 0; p < 2; p++)
    for (unsigned x = 1; x < n; x++) gr_buf_printf(out, "%s%s", words[r[p][x]], x + 1 < n ? " " : "\n");
}

static void test_cf786a_against_search(void **state) {
  (void)state;
  unsigned cases = 0;
  for (unsigned n = 2; n <= 7; n++)
    for (unsigned a = 1; a < 1u << (n - 1); a++)
      for (unsigned b = 1; b < 1u << (n - 1); b++) {
        const unsigned set[2] = {a << 1, b << 1}; /* steps 1 .. n - 1 */
        gr_buf input, want;
        gr_buf_init(&input);
        gr_buf_init(&want);
        gr_buf_printf(&input, "%u\n", n);
        for (unsigned p = 0; p < 2; p++) {
          gr_buf_printf(&input, "%d", __builtin_popcount(set[p]));
          for (unsigned st = n - 1; st >= 1; st--) /* in decreasing order: the judge must not assume sorted sets */
            if (set[p] >> st & 1) gr_buf_printf(&input, " %u", st);
          gr_buf_putc(&input, '\n');
        }
        berzerk_search(n, set, &want);
        judge_says("cf786a", &input, &want);
        gr_buf_free(&input);
        gr_buf_free(&want);
        cases++;
      }
  assert_int_equal(cases, 1 + 9 + 49 + 225 + 961 + 3969);
}

/* Northcott: rows of m cells, piece[r][0] the first player's column, piece[r][1] the second's (0 .. m-1).
 * A state: the player to move and both pieces of every row, as a number. */
#define NC_M 5
#define NC_ROWS 2
static unsigned nc_code(const unsigned piece[][2], unsigned rows, unsigned turn) {
  unsigned c = turn;
  for (unsigned r = 0; r < rows; r++) c = (c * NC_M + piece[r][0]) * NC_M + piece[r][1];
  return c;
}

static void nc_decode(unsigned c, unsigned piece[][2], unsigned rows, unsigned *turn) {
  for (unsigned r = rows; r-- > 0;) {
    piece[r][1] = c % NC_M;
    c /= NC_M;
    piece[r][0] = c % NC_M;
    c /= NC_M;
  }
  *turn = c;
}

static void test_hdu1730_against_search(void **state) {
  (void)state;
  enum { UNKNOWN, WIN, LOSE };
  unsigned games = 0;
  for (unsigned rows = 1; rows <= NC_ROWS; rows++)
    for (unsigned m = 2; m <= NC_M; m++) {
      unsigned states = 2, piece[NC_ROWS][2], turn;
      for (unsigned r = 0; r < rows; r++) states *= NC_M * NC_M;
      unsigned char *res = calloc(states, 1);
      assert_non_null(res);
      for (bool changed = true; changed;) {
        changed = false;
        for (unsigned c = 0; c < states; c++) {
          nc_decode(c, piece, rows, &turn);
          bool valid = true;
          for (unsigned r = 0; r < rows; r++) valid = valid && piece[r][0] < m && piece[r][1] < m && piece[r][0] != piece[r][1];
          if (!valid || res[c] != UNKNOWN) continue;
          bool wins = false, all_won = true;
          for (unsigned r = 0; r < rows; r++) {
            unsigned mine = piece[r][turn], other = piece[r][1 - turn];
            for (unsigned to = 0; to < m; to++) {
              if (to == mine || to == other || (to < other) != (mine < other)) continue; /* an empty cell, not past the other */
              piece[r][turn] = to;
              unsigned next = res[nc_code(piece, rows, 1 - turn)];
              piece[r][turn] = mine;
              if (next == LOSE) wins = true;
              if (next != WIN) all_won = false;
            }
          }
          if (wins || all_won) {
            res[c] = wins ? WIN : LOSE;
            changed = true;
          }
        }
      }
      gr_buf input, want;
      gr_buf_init(&input);
      gr_buf_init(&want);
      for (unsigned c = 0; c < states / 2; c++) { /* the first player to move */
        nc_decode(c, piece, rows, &turn);
        bool valid = true;
        for (unsigned r = 0; r < rows; r++) valid = valid && piece[r][0] < m && piece[r][1] < m && piece[r][0] != piece[r][1];
        if (!valid) continue;
        if (res[c] == UNKNOWN) fail_msg("a Northcott position left undecided");
        gr_buf_printf(&input, "%u %u\n", rows, m);
        for (unsigned r = 0; r < rows; r++) gr_buf_printf(&input, "%u %u\n", piece[r][0] + 1, piece[r][1] + 1);
        gr_buf_puts(&want, res[c] == WIN ? "I WIN!\n" : "BAD LUCK!\n");
        games++;
      }
      judge_says("hdu1730", &input, &want);
      gr_buf_free(&input);
      gr_buf_free(&want);
      free(res);
    }
  assert_true(games > 400);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_poj2311_against_search),
                                     cmocka_unit_test(test_cf786a_against_search),
                                     cmocka_unit_test(test_hdu1730_against_search)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
