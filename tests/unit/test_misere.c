/*
 * test_misere.c — misère play of every game (gr_game_misere_of): its
 * verdict against a brute force written here, apart from the library's
 * searches.  For acyclic games the brute force is plain recursion without
 * memo (g⁻ = 1 with no move, else the mex of the options' g⁻); for a dag
 * with a cycle, the labels of every reachable position relaxed until
 * nothing changes (won: a move to a lost one; lost: every move to a won
 * one, a position with no move won; what stays open is a draw).  Both
 * compare the winner, the exact set of winning moves and g⁻.  Then the
 * table's shape: not registered, nim's twin, misère games themselves, and
 * the refusal past the search's bound in both languages.
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

/* ---- acyclic: naive recursion ------------------------------------------ */

static uint64_t naive_gminus(const gr_game *g, const gr_pos *p) {
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  gr_error err = {0};
  assert_int_equal(g->moves(p, 100000, &moves, &err), 0);
  uint64_t result = 1;
  if (moves.count > 0) {
    unsigned char seen[64] = {0};
    for (size_t k = 0; k < moves.count; k++) {
      uint64_t v = naive_gminus(g, &moves.items[k]);
      if (v < 64) seen[v] = 1;
    }
    result = 0;
    while (seen[result]) result++;
  }
  gr_pos_list_free(&moves);
  return result;
}

static bool listed(const gr_analysis *a, const gr_pos *m) {
  for (size_t i = 0; i < a->winning_moves.count; i++)
    if (gr_pos_equal(&a->winning_moves.items[i], m)) return true;
  return false;
}

static void check_acyclic(const char *id, const char *text) {
  const gr_game *normal = gr_game_find(id), *g = gr_game_misere_of(normal);
  assert_non_null(g);
  assert_true(g->misere);
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, text, &p, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, &p, &a, &err) != 0) fail_msg("%s %s: %s", id, text, err.message);
  uint64_t truth = naive_gminus(g, &p);
  assert_true(a.has_grundy_misere);
  if (a.grundy_misere != truth) fail_msg("%s %s: g- %llu, brute force %llu", id, text,
                                         (unsigned long long)a.grundy_misere, (unsigned long long)truth);
  assert_int_equal(a.winner, truth ? GR_WINNER_FIRST : GR_WINNER_SECOND);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  assert_int_equal(g->moves(&p, 100000, &moves, &err), 0);
  size_t lost = 0;
  for (size_t k = 0; k < moves.count; k++) {
    bool is_lost = naive_gminus(g, &moves.items[k]) == 0;
    bool dup = false;
    for (size_t j = 0; j < k; j++) dup = dup || gr_pos_equal(&moves.items[j], &moves.items[k]);
    lost += is_lost && !dup;
    if (listed(&a, &moves.items[k]) != is_lost) fail_msg("%s %s: move %zu listed wrongly", id, text, k);
  }
  assert_int_equal(lost, a.winning_moves.count);
  gr_pos_list_free(&moves);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

static void misere_lr(void **state) {
  (void)state;
  const char *cases[] = {"1", "2", "1 1", "3 1 2", "2 2 2", "1 2 3", "4 1 1 3", "2 3 2 1"};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) check_acyclic("lr", cases[i]);
}

static void misere_wythoff(void **state) {
  (void)state;
  const char *cases[] = {"0 0", "0 1", "1 1", "1 2", "3 5", "4 4", "2 6"};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) check_acyclic("wythoff", cases[i]);
}

static void misere_heaps(void **state) {
  (void)state;
  const char *cases[] = {"0.77: 1", "0.77: 2", "0.77: 5 3", "0.07: 7", "S{1,3,4}: 6 5", "0.137: 4 4"};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) check_acyclic("heaps", cases[i]);
}

/* Misère Nim is nim's registered twin: its theory's g⁻ against the brute force. */
static void misere_nim_twin(void **state) {
  (void)state;
  const gr_game *m = gr_game_misere_of(gr_game_find("nim"));
  assert_ptr_equal(m, gr_game_find("misere"));
  assert_false(gr_game_is_misere_play(m, NULL));
  const char *cases[] = {"0", "1", "1 1", "1 1 1", "2", "2 2", "1 2 3", "3 1 1"};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) check_acyclic("nim", cases[i]);
}

/* ---- a dag with cycles: relaxation to a fixed point ----------------------- */

enum { OPEN = 0, WON, LOST };

static void check_loopy(const char *text, gr_outcome expect) {
  const gr_game *g = gr_game_misere_of(gr_game_find("dag"));
  gr_error err = {0};
  gr_pos_list all;
  gr_pos_list_init(&all);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, text, &p, &err), 0);
  gr_pos copy;
  gr_pos_init(&copy);
  assert_int_equal(gr_pos_copy(&copy, &p, &err), 0);
  assert_int_equal(gr_pos_list_push(&all, &copy, &err), 0);
  for (size_t i = 0; i < all.count; i++) { /* every reachable position, by plain lists */
    gr_pos_list moves;
    gr_pos_list_init(&moves);
    assert_int_equal(g->moves(&all.items[i], 1000, &moves, &err), 0);
    for (size_t k = 0; k < moves.count; k++) {
      bool known = false;
      for (size_t j = 0; j < all.count && !known; j++) known = gr_pos_equal(&all.items[j], &moves.items[k]);
      if (known) continue;
      gr_pos_init(&copy);
      assert_int_equal(gr_pos_copy(&copy, &moves.items[k], &err), 0);
      assert_int_equal(gr_pos_list_push(&all, &copy, &err), 0);
    }
    gr_pos_list_free(&moves);
  }
  int *label = calloc(all.count, sizeof *label);
  assert_non_null(label);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < all.count; i++) {
      if (label[i] != OPEN) continue;
      gr_pos_list moves;
      gr_pos_list_init(&moves);
      assert_int_equal(g->moves(&all.items[i], 1000, &moves, &err), 0);
      bool some_lost = false, all_won = true;
      for (size_t k = 0; k < moves.count; k++)
        for (size_t j = 0; j < all.count; j++)
          if (gr_pos_equal(&all.items[j], &moves.items[k])) {
            some_lost = some_lost || label[j] == LOST;
            all_won = all_won && label[j] == WON;
          }
      if (some_lost || moves.count == 0) label[i] = WON; /* misère: no move is a win */
      else if (all_won) label[i] = LOST;
      changed = changed || label[i] != OPEN;
      gr_pos_list_free(&moves);
    }
  }
  gr_outcome truth = label[0] == WON ? GR_WINNER_FIRST : label[0] == LOST ? GR_WINNER_SECOND : GR_WINNER_DRAW;
  assert_int_equal(truth, expect);
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, &p, &a, &err) != 0) fail_msg("%s: %s", text, err.message);
  assert_int_equal(a.winner, truth);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  assert_int_equal(g->moves(&p, 1000, &moves, &err), 0);
  for (size_t k = 0; k < moves.count; k++)
    for (size_t j = 0; j < all.count; j++)
      if (gr_pos_equal(&all.items[j], &moves.items[k])) assert_int_equal(listed(&a, &moves.items[k]), label[j] == LOST);
  gr_pos_list_free(&moves);
  free(label);
  gr_analysis_free(&a);
  gr_pos_list_free(&all);
  gr_pos_free(&p);
}

static void misere_dag_cycle(void **state) {
  (void)state;
  check_loopy("start=0; 0>1 1>0 1>2", GR_WINNER_DRAW);    /* 1 -> 2 hands the opponent the win: back to 0 */
  check_loopy("start=0; 0>1 1>0", GR_WINNER_DRAW);         /* round and round */
  check_loopy("start=2; 0>1 1>0 2>0 2>3", GR_WINNER_DRAW);
  check_loopy("start=0,3; 0>1 1>2 2>0 3>4", GR_WINNER_DRAW);
  check_loopy("start=1; 0>1 1>2", GR_WINNER_SECOND);      /* the one move leaves the opponent stuck: they win */
}

/* ---- the table ------------------------------------------------------------ */

static void misere_tables(void **state) {
  (void)state;
  size_t n = gr_game_count();
  for (size_t i = 0; i < n; i++) {
    const gr_game *g = gr_game_at(i), *m = gr_game_misere_of(g);
    assert_non_null(m);
    assert_true(m->misere);
    if (gr_game_is_misere_play(m, NULL)) assert_string_equal(m->id, g->id);
    assert_ptr_equal(gr_game_misere_of(g), m); /* made once */
    if (g->misere) assert_ptr_equal(m, g);
  }
  assert_int_equal(gr_game_count(), n); /* nothing registered */
  assert_false(gr_game_find("lr")->misere);
  const gr_game *normal = NULL;
  assert_true(gr_game_is_misere_play(gr_game_misere_of(gr_game_find("lr")), &normal));
  assert_ptr_equal(normal, gr_game_find("lr"));
  assert_false(gr_game_misere_by_theory(gr_game_misere_of(gr_game_find("lr"))));
  assert_true(gr_game_misere_by_theory(gr_game_misere_of(gr_game_find("dag"))));
  assert_true(gr_game_misere_by_theory(gr_game_find("misere")));
}

/* Past the search's bound: GR_ELIMIT, the bound named in both languages. */
static void misere_refusal(void **state) {
  (void)state;
  const gr_game *g = gr_game_misere_of(gr_game_find("wythoff"));
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, "1000 1000", &p, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(g, &p, &a, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.text[GR_EN], "misère play of this position is decided by exact search"));
  assert_non_null(strstr(err.text[GR_ZH], "反常游戏"));
  assert_non_null(strstr(err.text[GR_EN], "bound"));
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(misere_lr),        cmocka_unit_test(misere_wythoff), cmocka_unit_test(misere_heaps),
      cmocka_unit_test(misere_nim_twin),  cmocka_unit_test(misere_dag_cycle), cmocka_unit_test(misere_tables),
      cmocka_unit_test(misere_refusal),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
