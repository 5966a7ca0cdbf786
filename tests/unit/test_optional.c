/*
 * test_optional.c — every OPTIONAL member of gr_game may stay NULL.
 *
 * For each registered game, a copy of its table with every OPTIONAL
 * function member set to NULL ("bare") is driven through the core's
 * gr_game_* functions on the game's small positions (enumerate_small, the
 * first few hundred): a default that called through NULL would crash here,
 * and each default must agree with the game's own rules — over exactly
 * when moves lists none, the stall move and the played action are listed
 * successors, the described move and the board are written, and solving
 * for value 0 without solve_to_start is solving.
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

enum { POSITIONS_PER_GAME = 200, ENOUGH = 2 };

typedef struct {
  const gr_game *bare;
  size_t positions;
  char failure[GR_ERROR_TEXT + 512]; /* a message of the core, with where it came from */
} optional_ctx;

static bool listed(const gr_pos_list *moves, const gr_pos *q) {
  for (size_t i = 0; i < moves->count; i++)
    if (gr_pos_equal(&moves->items[i], q)) return true;
  return false;
}

/* The defaults on one position; 0 when they all agree with moves. */
static int check_defaults(const gr_game *g, const gr_pos *p, const gr_pos_list *moves, char *why, size_t why_len) {
  gr_error err = {0};
  bool over = gr_game_is_over(g, p);
  if (over != (moves->count == 0)) return snprintf(why, why_len, "is_over says %d with %zu moves", over, moves->count), 1;
  gr_buf text;
  gr_buf_init(&text);
  gr_json j;
  gr_json_init(&j, &text);
  gr_game_board(g, p, &j);
  int rc = text.data && text.data[0] == '{' ? 0 : (snprintf(why, why_len, "no board"), 1);
  gr_buf_free(&text);
  gr_pos q, back;
  gr_pos_init(&q);
  gr_pos_init(&back);
  if (rc == 0 && over && gr_game_stall_move(g, p, &q, &err) == 0)
    rc = 1, snprintf(why, why_len, "a stall move from a finished position");
  if (rc == 0 && !over) {
    if (gr_game_stall_move(g, p, &q, &err) != 0 || !listed(moves, &q))
      rc = 1, snprintf(why, why_len, "stall move not a listed successor: %s", err.message);
    gr_buf_init(&text);
    if (rc == 0) {
      gr_game_describe_move(g, p, &moves->items[0], GR_EN, &text);
      if (text.data == NULL || text.data[0] == '\0') rc = 1, snprintf(why, why_len, "no words for a move");
    }
    gr_buf_free(&text);
    gr_buf_init(&text);
    if (rc == 0 && gr_game_action(g, p, &moves->items[0], &text, &err) != 0)
      rc = 1, snprintf(why, why_len, "no action for a listed move: %s", err.message);
    gr_buf_puts(&text, "");
    if (rc == 0 && (gr_game_play(g, p, text.data, &back, &err) != 0 || !gr_pos_equal(&back, &moves->items[0])))
      rc = 1, snprintf(why, why_len, "action '%s' does not play back: %s", text.data, err.message);
    gr_buf_free(&text);
  }
  gr_pos_free(&q);
  gr_pos_free(&back);
  return rc;
}

static int visit(const gr_pos *p, void *arg) {
  optional_ctx *c = arg;
  if (c->positions >= POSITIONS_PER_GAME) return ENOUGH;
  c->positions++;
  gr_error err = {0};
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (c->bare->moves(p, 100000, &moves, &err) != 0) {
    snprintf(c->failure, sizeof c->failure, "moves: %s", err.message);
    return 1;
  }
  char why[GR_ERROR_TEXT + 400] = "";
  int rc = check_defaults(c->bare, p, &moves, why, sizeof why);
  if (rc != 0) {
    gr_buf text;
    gr_buf_init(&text);
    c->bare->format(p, &text);
    gr_buf_puts(&text, "");
    snprintf(c->failure, sizeof c->failure, "at %s: %s", text.data, why);
    gr_buf_free(&text);
  }
  gr_pos_list_free(&moves);
  return rc;
}

static void bare_game(void **state) {
  const gr_game *g = *state;
  gr_game bare = *g;
  bare.is_terminal = NULL;
  bare.stall_move = NULL;
  bare.describe_move = NULL;
  bare.board = NULL;
  bare.play = NULL;
  bare.action = NULL;
  bare.solve_to_start = NULL;
  optional_ctx c = {.bare = &bare};
  int rc = g->enumerate_small(visit, &c);
  if (rc != 0 && rc != ENOUGH) fail_msg("%s: %s", g->id, c.failure);
  assert_true(c.positions > 0);
  /* gr_solve_to without solve_to_start: target 0 is the theory's own answer,
   * another target is refused with a status, not a call through NULL */
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, g->example, &p, &err), 0);
  gr_analysis to0, theory;
  gr_analysis_init(&to0);
  gr_analysis_init(&theory);
  if (p.len <= g->max_len_solve) {
    if (gr_solve_to(&bare, &p, 0, &to0, &err) != 0) fail_msg("%s: solve to 0: %s", g->id, err.message);
    if (gr_solve_theory(g, &p, &theory, &err) != 0) fail_msg("%s: theory: %s", g->id, err.message);
    assert_int_equal(to0.winner, theory.winner);
    assert_int_equal(gr_solve_to(&bare, &p, 1, &to0, &err), -1);
    assert_int_equal(err.status, GR_ESTATE);
  }
  gr_analysis_free(&to0);
  gr_analysis_free(&theory);
  gr_pos_free(&p);
  print_message("%s: %zu positions played with the defaults\n", g->id, c.positions);
}

int main(void) {
  /* one test per registered game, however many there are */
  struct CMUnitTest *tests = calloc(gr_game_count() + 1, sizeof *tests);
  if (tests == NULL) return 1;
  size_t n = 0;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = bare_game, .initial_state = (void *)g};
  }
  int failed = _cmocka_run_group_tests("optional", tests, n, NULL, NULL);
  free(tests);
  return failed;
}
