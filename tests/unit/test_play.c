/*
 * test_play.c — the action language of every game against its move rules.
 *
 * For the small positions (enumerate_small, the first 300,000 moves) and every legal move q of each
 * (moves), the game's action for p -> q must play back to exactly q; and the
 * board JSON must be produced for p; and a position that is not one move away
 * (p itself, or two moves away through p's first move) has no action.  Every registered game
 * is covered as soon as it is in the registry, through gr_game_action and
 * gr_game_play: a game without its own `action`/`play` is checked with the
 * core's defaults (the successor's text).
 */
#include <stdlib.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "grundy.h"

typedef struct play_ctx {
  const gr_game *game;
  uint64_t moves;
  char failure[GR_ERROR_TEXT + 512]; /* a message of the core, with where it came from */
} play_ctx;

/* Enough moves per game to cover every rule many times over, and quick under ASan. */
#define MOVES_PER_GAME 300000
#define ENOUGH 2

static bool listed(const gr_pos_list *l, const gr_pos *q) {
  for (size_t i = 0; i < l->count; i++)
    if (gr_pos_equal(&l->items[i], q)) return true;
  return false;
}

/* The action of a position that is not a successor is refused (GR_ERANGE):
 * p itself (unless a move leads back to it: a loop in a graph game), and
 * the positions two moves away (through p's first move) that are not also
 * one move away. */
static int refuses_non_moves(const gr_game *g, const gr_pos *p, const gr_pos_list *moves, play_ctx *c) {
  gr_pos_list later;
  gr_pos_list_init(&later);
  gr_error err = {0};
  if (moves->count > 0 && g->moves(&moves->items[0], 100000, &later, &err) != 0) {
    snprintf(c->failure, sizeof c->failure, "moves: %s", err.message);
    gr_pos_list_free(&later);
    return 1;
  }
  int rc = 0;
  for (size_t k = 0; k <= later.count && rc == 0; k++) {
    const gr_pos *q = k == 0 ? p : &later.items[k - 1];
    if (listed(moves, q)) continue;
    gr_buf action, from, to;
    gr_buf_init(&action);
    gr_buf_init(&from);
    gr_buf_init(&to);
    gr_error e = {0};
    if (gr_game_action(g, p, q, &action, &e) == 0 || e.status != GR_ERANGE) {
      g->format(p, &from);
      g->format(q, &to);
      gr_buf_puts(&from, "");
      gr_buf_puts(&to, "");
      gr_buf_puts(&action, "");
      snprintf(c->failure, sizeof c->failure, "%s -> %s is not a move, yet the action is '%s' (%s)", from.data, to.data,
               action.data, e.message);
      rc = 1;
    }
    gr_buf_free(&action);
    gr_buf_free(&from);
    gr_buf_free(&to);
  }
  gr_pos_list_free(&later);
  return rc;
}

static int check(const gr_pos *p, void *arg) {
  play_ctx *c = arg;
  if (c->moves >= MOVES_PER_GAME) return ENOUGH;
  const gr_game *g = c->game;
  gr_error err = {0};
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (g->moves(p, 100000, &moves, &err) != 0) {
    snprintf(c->failure, sizeof c->failure, "moves: %s", err.message);
    return 1;
  }
  int rc = refuses_non_moves(g, p, &moves, c);
  for (size_t k = 0; k < moves.count && rc == 0; k++) {
    gr_buf action, from, to;
    gr_buf_init(&action);
    gr_buf_init(&from);
    gr_buf_init(&to);
    gr_pos back;
    gr_pos_init(&back);
    g->format(p, &from);
    g->format(&moves.items[k], &to);
    gr_buf_puts(&from, "");
    gr_buf_puts(&to, "");
    if (gr_game_action(g, p, &moves.items[k], &action, &err) != 0) {
      snprintf(c->failure, sizeof c->failure, "%s -> %s: no action: %s", from.data, to.data, err.message);
      rc = 1;
    } else if (gr_buf_puts(&action, ""), gr_game_play(g, p, action.data, &back, &err) != 0) {
      snprintf(c->failure, sizeof c->failure, "%s: '%s' refused: %s", from.data, action.data, err.message);
      rc = 1;
    } else if (!gr_pos_equal(&back, &moves.items[k])) {
      snprintf(c->failure, sizeof c->failure, "%s: '%s' does not reach %s", from.data, action.data, to.data);
      rc = 1;
    }
    c->moves++;
    gr_pos_free(&back);
    gr_buf_free(&action);
    gr_buf_free(&from);
    gr_buf_free(&to);
  }
  gr_pos_list_free(&moves);
  return rc;
}

static void play_game(void **state) {
  const gr_game *g = *state;
  play_ctx c = {.game = g};
  int rc = g->enumerate_small(check, &c);
  if (rc != 0 && rc != ENOUGH) fail_msg("%s: %s", g->id, c.failure);
  assert_true(c.moves > 0);
  print_message("%s: %llu moves play back through their actions\n", g->id, (unsigned long long)c.moves);
}

int main(void) {
  /* one test per registered game, however many there are */
  struct CMUnitTest *tests = calloc(gr_game_count() + 1, sizeof *tests);
  size_t n = 0;
  if (tests == NULL) return 1;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = play_game, .initial_state = (void *)g};
  }
  int failed = _cmocka_run_group_tests("play", tests, n, NULL, NULL);
  free(tests);
  return failed;
}
