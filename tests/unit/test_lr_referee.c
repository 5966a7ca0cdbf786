/*
 * test_lr_referee.c — the theory of `lr` against the truth: exhaustive
 * memoised search over the game's own move generator (gr_referee).
 *
 * Bounds (all positions, none sampled):
 *   A. 1..6 piles, each 1..6 stones: 6 + 36 + ... + 6^6 = 55,986 positions
 *      (test_verify covers the game's declared referee bound, which must be
 *      at least this, for the verdict alone);
 *   B. 1..3 piles, each 1..12 stones: 1,884 positions;
 *   C. 7 piles of 1..3 stones (2,187) and 8 piles of 1..2 stones (256).
 * For every position:
 *   - the verdict's winner is the referee's (Grundy value != 0 <=> the first
 *     player wins);
 *   - the verdict's winning moves are exactly the successors (from moves())
 *     that the referee values 0, as sets;
 *   - the trace job's Answer step (its last) says the same.
 * For every position of A, B and C,
 * each left[i][j] and right[i][j] of the trace is checked by its definition:
 * over x in 0..max+2, (x, a_i..a_j) is lost (by the referee) exactly when
 * x = left[i][j], and (a_i..a_j, x) exactly when x = right[i][j]; x = 0
 * means no pile.  Under ASan the whole file runs in well under 20 s.
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

#include "grundy.h"

static const gr_game *G;
static gr_referee *REF;

typedef struct stats {
  size_t positions, first_wins, winning_moves, tables_checked;
} stats;

static uint64_t referee(const gr_pos *p) {
  gr_error err = {0};
  uint64_t g;
  if (gr_referee_grundy(REF, p, &g, &err) != 0) fail_msg("referee failed: %s", err.message);
  return g;
}

static bool in_list(const gr_pos_list *l, const gr_pos *p) {
  for (size_t i = 0; i < l->count; i++)
    if (gr_pos_equal(&l->items[i], p)) return true;
  return false;
}

static void describe(const gr_pos *p, char *out, size_t cap) {
  gr_buf b;
  gr_buf_init(&b);
  G->format(p, &b);
  snprintf(out, cap, "%s", b.data ? b.data : "");
  gr_buf_free(&b);
}

/* (x, a[i..j]) when left, (a[i..j], x) otherwise; x = 0 adds no pile. */
static void flanked(const uint64_t *a, size_t i, size_t j, uint64_t x, bool left, gr_pos *out) {
  gr_error err = {0};
  size_t len = j - i + 1 + (x > 0);
  gr_pos_init(out);
  assert_int_equal(gr_pos_resize(out, len, &err), 0);
  size_t k = 0;
  if (left && x > 0) out->v[k++] = x;
  for (size_t t = i; t <= j; t++) out->v[k++] = a[t];
  if (!left && x > 0) out->v[k++] = x;
  assert_int_equal(k, len);
}

/* Every left[i][j] and right[i][j] of a finished trace, by definition. */
static void check_tables_by_definition(const gr_pos *p, const gr_trace *t, stats *st) {
  size_t n = p->len;
  uint64_t max = 0;
  for (size_t i = 0; i < n; i++)
    if (p->v[i] > max) max = p->v[i];
  const gr_view *lv = &t->views[1], *rv = &t->views[2];
  for (size_t i = 0; i < n; i++)
    for (size_t j = i; j < n; j++) {
      uint64_t lval = lv->values[i * n + j], rval = rv->values[i * n + j];
      assert_true(lval <= max);
      assert_true(rval <= max);
      for (uint64_t x = 0; x <= max + 2; x++) {
        for (int side = 0; side < 2; side++) {
          gr_pos q;
          flanked(p->v, i, j, x, side == 0, &q);
          bool lost = referee(&q) == 0;
          bool want = x == (side == 0 ? lval : rval);
          if (lost != want) {
            char pos[128], flank[128];
            describe(p, pos, sizeof pos);
            describe(&q, flank, sizeof flank);
            fail_msg("position '%s': %s[%zu][%zu] = %" PRIu64 ", but '%s' is %s", pos, side ? "right" : "left",
                     i + 1, j + 1, side ? rval : lval, flank, lost ? "lost" : "won");
          }
          gr_pos_free(&q);
        }
      }
      st->tables_checked++;
    }
}

static void check_position(const gr_pos *p, bool tables, stats *st) {
  gr_error err = {0};
  char text[128];
  /* the theory */
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(G, p, &a, &err) != 0) fail_msg("solve failed: %s", err.message);
  /* the truth */
  uint64_t g = referee(p);
  if ((g != 0) != (a.winner == GR_WINNER_FIRST)) {
    describe(p, text, sizeof text);
    fail_msg("'%s': the referee's Grundy value is %" PRIu64 " but the theory says the %s player wins", text, g,
             a.winner == GR_WINNER_FIRST ? "first" : "second");
  }
  gr_pos_list succ;
  gr_pos_list_init(&succ);
  assert_int_equal(G->moves(p, 100000, &succ, &err), 0);
  for (size_t k = 0; k < succ.count; k++) {
    bool zero = referee(&succ.items[k]) == 0;
    if (zero != in_list(&a.winning_moves, &succ.items[k])) {
      char move[128];
      describe(p, text, sizeof text);
      describe(&succ.items[k], move, sizeof move);
      fail_msg("'%s' -> '%s': the referee values it %s, the theory %s it as a winning move", text, move,
               zero ? "0" : "non-zero", zero ? "does not list" : "lists");
    }
  }
  /* and nothing else: every listed winning move is a legal successor */
  for (size_t k = 0; k < a.winning_moves.count; k++) assert_true(in_list(&succ, &a.winning_moves.items[k]));
  gr_pos_list_free(&succ);
  /* the trace's answer */
  gr_job *job = NULL;
  assert_int_equal(G->trace_start(p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_trace *t = job->trace;
  assert_true(t->nsteps > 0);
  int view;
  uint32_t row, col;
  assert_true(gr_trace_locate(t, t->step_cell[t->nsteps - 1], &view, &row, &col));
  assert_string_equal(gr_rule_name(t, t->step_rule[t->nsteps - 1], GR_EN), "Answer");
  assert_int_equal(t->views[view].values[0], g != 0);
  if (tables) check_tables_by_definition(p, t, st);
  gr_job_free(job);
  st->positions++;
  st->first_wins += g != 0;
  st->winning_moves += a.winning_moves.count;
  gr_analysis_free(&a);
}

/* Every position with n piles of 1..max stones, for n in [min_n, max_n]. */
static void enumerate(size_t min_n, size_t max_n, uint64_t max, size_t tables_up_to, stats *st) {
  for (size_t n = min_n; n <= max_n; n++) {
    gr_pos p;
    gr_error err = {0};
    gr_pos_init(&p);
    assert_int_equal(gr_pos_resize(&p, n, &err), 0);
    for (size_t i = 0; i < n; i++) p.v[i] = 1;
    for (;;) {
      check_position(&p, n <= tables_up_to, st);
      size_t i = 0;
      while (i < n && p.v[i] == max) p.v[i++] = 1;
      if (i == n) break;
      p.v[i]++;
    }
    gr_pos_free(&p);
  }
}

static uint64_t count_positions(size_t min_n, size_t max_n, uint64_t max) {
  uint64_t total = 0, power = 1;
  for (size_t n = 1; n <= max_n; n++) {
    power *= max;
    if (n >= min_n) total += power;
  }
  return total;
}

static void test_exhaustive_six_by_six(void **state) {
  (void)state;
  /* test_verify runs gr_verify to the game's declared bound; it must cover
   * at least the bound checked here in more depth */
  assert_true(G->referee_max_len >= 6);
  assert_true(G->referee_max_value >= 6);
  stats st = {0};
  enumerate(1, 6, 6, 6, &st);
  assert_int_equal(st.positions, count_positions(1, 6, 6));
  assert_int_equal(st.positions, 55986);
  /* both outcomes occur, so neither check above is vacuous */
  assert_true(st.first_wins > 0 && st.first_wins < st.positions);
  assert_true(st.winning_moves >= st.first_wins);
  print_message("# %zu positions, %zu first-player wins, %zu winning moves, %zu intervals checked by definition\n",
                st.positions, st.first_wins, st.winning_moves, st.tables_checked);
}

static void test_exhaustive_three_piles_to_12(void **state) {
  (void)state;
  stats st = {0};
  enumerate(1, 3, 12, 3, &st);
  assert_int_equal(st.positions, count_positions(1, 3, 12));
  assert_true(st.first_wins > 0 && st.first_wins < st.positions);
  print_message("# %zu positions, %zu intervals checked by definition\n", st.positions, st.tables_checked);
}

static void test_exhaustive_long_rows(void **state) {
  (void)state;
  stats st = {0};
  enumerate(7, 7, 3, 7, &st);
  enumerate(8, 8, 2, 8, &st);
  assert_int_equal(st.positions, 2187 + 256);
  assert_true(st.first_wins > 0 && st.first_wins < st.positions);
}

static int setup(void **state) {
  (void)state;
  G = gr_game_find("lr");
  gr_error err = {0};
  REF = G ? gr_referee_new(G, &err) : NULL;
  return REF ? 0 : -1;
}

static int teardown(void **state) {
  (void)state;
  gr_referee_free(REF);
  return 0;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_exhaustive_six_by_six),
      cmocka_unit_test(test_exhaustive_three_piles_to_12),
      cmocka_unit_test(test_exhaustive_long_rows),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
