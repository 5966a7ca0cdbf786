/*
 * test_contest.c — the theory of the contest judges (nimbers, E&D, k-fold
 * subtraction, Crosses) against searches of the real games.
 *
 * gr_nim_product: every pair below 256 against the definition (a ⊗ b is
 * the mex of a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' over a' < a, b' < b, a table built
 * row by row), and random 64-bit triples for the field laws.
 * gr_ed_pair_grundy: every pair a, b <= 40 against the mex over the real
 * E&D moves; the p2148 judge on random small tests against that table.
 * gr_kfold_first_take: every n <= 60, k <= 5 against an exhaustive search
 * of k-fold dynamic subtraction; the poj3922 judge on the same.
 * poj3537: every strip of 3 .. 14 squares against an exhaustive search of
 * the real X-placing game (three in a row wins).
 * hdu3404: every lit set of a 4 x 3 board (rows and columns 0 .. 3, 0 .. 2)
 * against a search of Turning Corners itself.
 * p2490: every n <= 10, even k <= n and d <= k, the judge's count against
 * a count of the layouts won in an exhaustive search of the real game
 * (pieces sliding on the strip, not gaps).
 * blackwhite: every n <= 8, even k <= n, d <= k, the count of the shared
 * DP (nimk_first_wins) against the layouts the referee finds won by an
 * exhaustive search of the game blackwhite's own moves; the game's trace
 * of one layout ends on the same count and its verdict cell says the
 * referee's outcome of that layout.
 */
#include "algo/kfold.h"
#include "algo/nimber.h"
#include "algo/nimk_count.h"
#include "grundy_referee.h"
#include "grundy.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "judge_says.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint64_t next_random(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static void test_nim_product_definition(void **state) {
  (void)state;
  enum { N = 256 };
  static unsigned char table[N][N];
  unsigned char seen[N];
  for (unsigned a = 0; a < N; a++)
    for (unsigned b = 0; b < N; b++) {
      memset(seen, 0, sizeof seen);
      for (unsigned a2 = 0; a2 < a; a2++) {
        const unsigned char *row2 = table[a2], *row = table[a];
        unsigned char top = row2[b];
        for (unsigned b2 = 0; b2 < b; b2++) seen[top ^ row[b2] ^ row2[b2]] = 1;
      }
      unsigned m = 0;
      while (m < N && seen[m]) m++;
      assert_true(m < N); /* the nimbers below 256 are a field */
      table[a][b] = (unsigned char)m;
      if (gr_nim_product(a, b) != m) fail_msg("%u * %u: product says %llu, the definition %u", a, b,
                                              (unsigned long long)gr_nim_product(a, b), m);
    }
}

static void test_nim_product_laws(void **state) {
  (void)state;
  for (int i = 0; i < 2000; i++) {
    uint64_t a = next_random(), b = next_random(), c = next_random();
    assert_true(gr_nim_product(a, b) == gr_nim_product(b, a));
    assert_true(gr_nim_product(gr_nim_product(a, b), c) == gr_nim_product(a, gr_nim_product(b, c)));
    assert_true(gr_nim_product(a, b ^ c) == (gr_nim_product(a, b) ^ gr_nim_product(a, c)));
    assert_true(gr_nim_product(a, 1) == a);
  }
  /* 2^32 ⊗ 2^32 = 2^32 ⊕ 2^31 (a Fermat 2-power squared is 3/2 of itself) */
  assert_true(gr_nim_product(UINT64_C(1) << 32, UINT64_C(1) << 32) == (UINT64_C(3) << 31));
}

enum { ED_MAX = 40 };
static unsigned ed_table[ED_MAX + 1][ED_MAX + 1];

static void fill_ed_table(void) {
  for (unsigned sum = 2; sum <= 2 * ED_MAX; sum++)
    for (unsigned a = 1; a <= ED_MAX; a++) {
      if (sum <= a || sum - a > ED_MAX) continue;
      unsigned b = sum - a;
      unsigned char seen[64] = {0};
      for (int side = 0; side < 2; side++) {
        unsigned split = side ? a : b; /* the other heap is removed */
        for (unsigned c = 1; c < split; c++) seen[ed_table[c][split - c]] = 1;
      }
      unsigned m = 0;
      while (seen[m]) m++;
      ed_table[a][b] = m;
    }
}

static void test_ed_pairs_against_search(void **state) {
  (void)state;
  fill_ed_table();
  for (unsigned a = 1; a <= ED_MAX; a++)
    for (unsigned b = 1; b <= ED_MAX; b++)
      if (gr_ed_pair_grundy(a, b) != ed_table[a][b])
        fail_msg("E&D (%u, %u): formula %u, search %u", a, b, gr_ed_pair_grundy(a, b), ed_table[a][b]);
  gr_buf input, want;
  gr_buf_init(&input);
  gr_buf_init(&want);
  gr_buf_printf(&input, "500\n");
  for (int t = 0; t < 500; t++) {
    unsigned pairs = 1 + (unsigned)(next_random() % 4), x = 0;
    gr_buf_printf(&input, "%u\n", 2 * pairs);
    for (unsigned p = 0; p < pairs; p++) {
      unsigned a = 1 + (unsigned)(next_random() % ED_MAX), b = 1 + (unsigned)(next_random() % ED_MAX);
      gr_buf_printf(&input, "%u %u ", a, b);
      x ^= ed_table[a][b];
    }
    gr_buf_puts(&input, "\n");
    gr_buf_puts(&want, x ? "YES\n" : "NO\n");
  }
  judge_says("p2148", &input, &want);
  gr_buf_free(&input);
  gr_buf_free(&want);
}

enum { KF_N = 60, KF_K = 5, KF_CASES = (KF_N - 1) * KF_K, KF_FILE = 20 };

static void test_kfold_against_search(void **state) {
  (void)state;
  static bool win[KF_N + 1][KF_N + 1]; /* [left][most one may take], most capped at left */
  static uint64_t searched[KF_K + 1][KF_N + 1]; /* the smallest winning first take, 0: lose */
  for (unsigned k = 1; k <= KF_K; k++) {
    for (unsigned left = 1; left <= KF_N; left++)
      for (unsigned most = 1; most <= left; most++) {
        bool w = false;
        for (unsigned t = 1; t <= most && !w; t++) {
          unsigned rest = left - t, next = k * t < rest ? k * t : rest;
          w = rest == 0 || !win[rest][next];
        }
        win[left][most] = w;
      }
    for (unsigned n = 2; n <= KF_N; n++) {
      uint64_t take = 0, found;
      for (unsigned t = 1; t < n && take == 0; t++) {
        unsigned rest = n - t;
        if (!win[rest][k * t < rest ? k * t : rest]) take = t;
      }
      gr_error err = {0};
      assert_int_equal(gr_kfold_first_take(n, k, &found, &err), 0);
      if (found != take) fail_msg("n %u k %u: theory %llu, search %llu", n, k, (unsigned long long)found,
                                  (unsigned long long)take);
      searched[k][n] = take;
    }
  }
  /* The judge, on files of 20 tests taken in a scattered order (case c is
   * the 37c-th pair, mod their count), so that one file asks the same k
   * with larger and smaller n's: the tests with one k share a sequence. */
  gr_buf input, want;
  gr_buf_init(&input);
  gr_buf_init(&want);
  for (unsigned c = 0; c < KF_CASES; c++) {
    unsigned pair = (37 * c) % KF_CASES, k = 1 + pair % KF_K, n = 2 + pair / KF_K, test = c % KF_FILE + 1;
    if (test == 1) gr_buf_printf(&input, "%u\n", KF_CASES - c < KF_FILE ? KF_CASES - c : KF_FILE);
    gr_buf_printf(&input, "%u %u\n", n, k);
    if (searched[k][n] == 0) gr_buf_printf(&want, "Case %u: lose\n", test);
    else gr_buf_printf(&want, "Case %u: %llu\n", test, (unsigned long long)searched[k][n]);
    if (test == KF_FILE || c + 1 == KF_CASES) {
      judge_says("poj3922", &input, &want);
      gr_buf_free(&input);
      gr_buf_free(&want);
      gr_buf_init(&input);
      gr_buf_init(&want);
    }
  }
  gr_buf_free(&input);
  gr_buf_free(&want);
}

enum { CC_MAX = 14 };
static signed char cc_memo[1u << CC_MAX];

/* The mover wins on this board of n squares (bit i: an X on square i). */
static bool crosses_win(unsigned n, unsigned board) {
  if (cc_memo[board] >= 0) return cc_memo[board];
  bool w = false;
  for (unsigned i = 0; i < n && !w; i++) {
    if (board & (1u << i)) continue;
    unsigned next = board | (1u << i);
    bool three = false;
    for (unsigned s = i >= 2 ? i - 2 : 0; s <= i && s + 2 < n; s++)
      if (((next >> s) & 7u) == 7u) three = true;
    w = three || !crosses_win(n, next);
  }
  cc_memo[board] = w;
  return w;
}

static void test_crosses_against_search(void **state) {
  (void)state;
  for (unsigned n = 3; n <= CC_MAX; n++) {
    memset(cc_memo, -1, sizeof cc_memo);
    gr_buf input, want;
    gr_buf_init(&input);
    gr_buf_init(&want);
    gr_buf_printf(&input, "%u\n", n);
    gr_buf_puts(&want, crosses_win(n, 0) ? "1\n" : "2\n");
    judge_says("poj3537", &input, &want);
    gr_buf_free(&input);
    gr_buf_free(&want);
  }
}

enum { TC_ROWS = 4, TC_COLS = 3, TC_CELLS = TC_ROWS * TC_COLS };
static signed char tc_memo[1u << TC_CELLS];

static unsigned tc_bit(unsigned x, unsigned y) { return 1u << (x * TC_COLS + y); }

/* Turning Corners: the mover wins with these cells lit. */
static bool corners_win(unsigned lit) {
  if (tc_memo[lit] >= 0) return tc_memo[lit];
  bool w = false;
  for (unsigned x = 0; x < TC_ROWS && !w; x++)
    for (unsigned y = 0; y < TC_COLS && !w; y++) {
      if (!(lit & tc_bit(x, y))) continue;
      for (unsigned x2 = 0; x2 < x && !w; x2++)
        for (unsigned y2 = 0; y2 < y && !w; y2++)
          w = !corners_win(lit ^ tc_bit(x, y) ^ tc_bit(x2, y) ^ tc_bit(x, y2) ^ tc_bit(x2, y2));
    }
  tc_memo[lit] = w;
  return w;
}

static void test_corners_against_search(void **state) {
  (void)state;
  memset(tc_memo, -1, sizeof tc_memo);
  gr_buf input, want, cells;
  gr_buf_init(&input);
  gr_buf_init(&want);
  gr_buf_init(&cells);
  unsigned tests = 0;
  for (unsigned lit = 0; lit < (1u << TC_CELLS); lit++) {
    unsigned n = 0;
    for (unsigned x = 1; x < TC_ROWS; x++)
      for (unsigned y = 1; y < TC_COLS; y++)
        if (lit & tc_bit(x, y)) n++;
    if (n == 0) { /* only cells on row or column 0: nothing can move */
      assert_false(corners_win(lit));
      continue;
    }
    tests++;
    gr_buf_printf(&cells, "%u\n", n);
    for (unsigned x = 1; x < TC_ROWS; x++)
      for (unsigned y = 1; y < TC_COLS; y++)
        if (lit & tc_bit(x, y)) gr_buf_printf(&cells, "%u %u\n", x, y);
    gr_buf_puts(&want, corners_win(lit) ? "Have a try, lxhgww.\n" : "Don't waste your time.\n");
  }
  gr_buf_printf(&input, "%u\n%s", tests, cells.data);
  judge_says("hdu3404", &input, &want);
  gr_buf_free(&input);
  gr_buf_free(&want);
  gr_buf_free(&cells);
}

/* [SDOI2011] 黑白棋 on a strip of at most BW_CELLS cells: a layout is the
 * set of occupied cells (the pieces never pass each other, so the i-th from
 * the left is white when i is even, counting from 0).  bw_memo[turn][cells]:
 * the mover (0 white, moving right; 1 black, moving left) wins. */
enum { BW_CELLS = 10 };
static signed char bw_memo[2][1u << BW_CELLS];
static unsigned bw_n, bw_d;

static bool bw_win(unsigned turn, unsigned cells);

/* Pieces at[i..] of the mover: each kept or slid to a free cell before its
 * partner (at most bw_d of them move, at least one); true when some such
 * move leaves the opponent lost. */
static bool bw_moves(unsigned turn, const unsigned *at, unsigned count, unsigned i, unsigned moved,
                     unsigned cells) {
  if (i >= count) return moved > 0 && !bw_win(!turn, cells);
  if (bw_moves(turn, at, count, i + 2, moved, cells)) return true;
  if (moved == bw_d) return false;
  unsigned from = at[i];
  for (unsigned to = turn ? from - 1 : from + 1; turn ? to + 1 > 0 && to < from : to < bw_n; turn ? to-- : to++) {
    if (cells & (1u << to)) break; /* the partner, or another piece: never onto or over it */
    if (bw_moves(turn, at, count, i + 2, moved + 1, (cells & ~(1u << from)) | (1u << to))) return true;
    if (turn && to == 0) break;
  }
  return false;
}

static bool bw_win(unsigned turn, unsigned cells) {
  if (bw_memo[turn][cells] >= 0) return bw_memo[turn][cells];
  unsigned at[BW_CELLS], count = 0;
  for (unsigned c = 0; c < bw_n; c++)
    if (cells & (1u << c)) at[count++] = c;
  bool w = bw_moves(turn, at, count, turn, 0, cells);
  bw_memo[turn][cells] = w;
  return w;
}

static void test_black_white_against_search(void **state) {
  (void)state;
  for (bw_n = 2; bw_n <= BW_CELLS; bw_n++)
    for (unsigned k = 2; k <= bw_n; k += 2)
      for (bw_d = 1; bw_d <= k; bw_d++) {
        memset(bw_memo, -1, sizeof bw_memo);
        unsigned wins = 0;
        for (unsigned cells = 0; cells < (1u << bw_n); cells++)
          if ((unsigned)__builtin_popcount(cells) == k && bw_win(0, cells)) wins++;
        gr_buf input, want;
        gr_buf_init(&input);
        gr_buf_init(&want);
        gr_buf_printf(&input, "%u %u %u\n", bw_n, k, bw_d);
        gr_buf_printf(&want, "%u\n", wins);
        judge_says("p2490", &input, &want);
        gr_buf_free(&input);
        gr_buf_free(&want);
      }
}

/* The value of the cell `name` of the view named `view` of a finished trace. */
static uint64_t trace_cell(const gr_trace *t, const char *view, uint32_t index) {
  for (size_t v = 0; v < t->nviews; v++)
    if (strcmp(t->views[v].name, view) == 0) return t->views[v].values[index];
  fail_msg("no view %s", view);
  return 0;
}

static void test_black_white_game_counts(void **state) {
  (void)state;
  const gr_game *g = gr_game_find("blackwhite");
  assert_non_null(g);
  gr_error err = {0};
  gr_referee *r = gr_referee_new(g, &err);
  assert_non_null(r);
  for (unsigned n = 2; n <= 8; n++)
    for (unsigned k = 2; k <= n; k += 2)
      for (unsigned d = 1; d <= k; d++) {
        uint64_t wins = 0, traced = 0;
        for (unsigned cells = 0; cells < (1u << n); cells++) {
          if ((unsigned)__builtin_popcount(cells) != k) continue;
          char text[32];
          int at = snprintf(text, sizeof text, "d=%u; ", d);
          for (unsigned c = 0, j = 0; c < n; c++) text[at++] = cells >> c & 1 ? (j++ % 2 ? 'B' : 'W') : '.';
          text[at] = 0;
          gr_pos p = {0};
          bool won;
          if (g->parse(text, &p, &err) != 0 || gr_referee_outcome(r, &p, &won, &err) != 0) fail_msg("%s: %s", text, err.message);
          wins += won;
          if (traced++ == 0) { /* the first layout's trace */
            gr_job *job = NULL;
            if (g->trace_start(&p, &job, &err) != 0 || gr_job_finish(job, &err) != 0) fail_msg("%s: %s", text, err.message);
            assert_int_equal(trace_cell(job->trace, "first_player_wins", 0), won);
            assert_int_equal(trace_cell(job->trace, "count_layouts", 2), nimk_first_wins(n, k, d));
            gr_job_free(job);
          }
          gr_pos_free(&p);
        }
        if (wins != nimk_first_wins(n, k, d)) fail_msg("n=%u k=%u d=%u: search %llu, DP %llu", n, k, d,
                                                       (unsigned long long)wins, (unsigned long long)nimk_first_wins(n, k, d));
      }
  gr_referee_free(r);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(test_nim_product_definition),
                                     cmocka_unit_test(test_nim_product_laws),
                                     cmocka_unit_test(test_ed_pairs_against_search),
                                     cmocka_unit_test(test_kfold_against_search),
                                     cmocka_unit_test(test_crosses_against_search),
                                     cmocka_unit_test(test_corners_against_search),
                                     cmocka_unit_test(test_black_white_against_search),
                                     cmocka_unit_test(test_black_white_game_counts)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
