/*
 * test_roundtrip.c — every position a game can show is written in a text
 * that reads back: for every registered game, every position from
 * enumerate_small, each of its successors, and every position on a path of
 * moves from it to the end of the game (the finished position included),
 * format then parse gives the same position (gr_pos_equal) and formatting
 * that again gives the same text.  A new game is covered as soon as it is
 * in the registry.
 *
 * The path takes a move chosen by a fixed pseudo-random sequence, so runs
 * repeat; it stops at PATH_MAX moves (a loopy game may never end).
 */
#include <stdlib.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "grundy.h"

#define POSITIONS_PER_GAME 20000 /* enumerated positions: quick under ASan */
#define MAX_MOVES 100000         /* moves listed per position */
#define PATH_MAX 200
#define ENOUGH 2

typedef struct roundtrip_ctx {
  const gr_game *game;
  uint64_t positions, checked, rng;
  char failure[GR_ERROR_TEXT + 512]; /* a message of the core, with where it came from */
} roundtrip_ctx;

/* format, parse, equal, format again; 1 with c->failure on a difference. */
static int round_trip(roundtrip_ctx *c, const gr_pos *p) {
  const gr_game *g = c->game;
  gr_buf text, again;
  gr_buf_init(&text);
  gr_buf_init(&again);
  g->format(p, &text);
  gr_buf_puts(&text, "");
  gr_pos back;
  gr_pos_init(&back);
  gr_error err = {0};
  int rc = 0;
  if (gr_game_parse(g, text.data, &back, &err) != 0) {
    snprintf(c->failure, sizeof c->failure, "'%s' (a position of %zu values) does not parse: %s", text.data, p->len,
             err.message);
    rc = 1;
  } else if (!gr_pos_equal(&back, p)) {
    snprintf(c->failure, sizeof c->failure, "'%s' parses to another position (%zu values, was %zu)", text.data,
             back.len, p->len);
    rc = 1;
  } else {
    g->format(&back, &again);
    gr_buf_puts(&again, "");
    if (strcmp(text.data, again.data) != 0) {
      snprintf(c->failure, sizeof c->failure, "'%s' reads back and is written '%s'", text.data, again.data);
      rc = 1;
    }
  }
  c->checked++;
  gr_pos_free(&back);
  gr_buf_free(&text);
  gr_buf_free(&again);
  return rc;
}

static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* The moves of p, or a failure (a position whose moves cannot be listed ends the path quietly). */
static int list_moves(roundtrip_ctx *c, const gr_pos *p, gr_pos_list *moves, bool *listed) {
  gr_error err = {0};
  *listed = c->game->moves(p, MAX_MOVES, moves, &err) == 0;
  if (*listed || err.status == GR_ELIMIT) return 0;
  snprintf(c->failure, sizeof c->failure, "moves: %s", err.message);
  return 1;
}

static int check(const gr_pos *start, void *arg) {
  roundtrip_ctx *c = arg;
  if (c->positions++ >= POSITIONS_PER_GAME) return ENOUGH;
  if (round_trip(c, start) != 0) return 1;
  gr_pos here;
  gr_pos_init(&here);
  gr_error err = {0};
  if (gr_pos_copy(&here, start, &err) != 0) return 1;
  int rc = 0;
  for (int step = 0; step < PATH_MAX && rc == 0; step++) {
    gr_pos_list moves;
    gr_pos_list_init(&moves);
    bool listed;
    rc = list_moves(c, &here, &moves, &listed);
    /* every successor of the starting position, then one move along the path */
    for (size_t k = 0; rc == 0 && listed && k < moves.count && (step == 0 || k == 0); k++)
      rc = round_trip(c, &moves.items[k]);
    if (rc == 0 && listed && moves.count > 0) {
      size_t pick = (size_t)(next_random(&c->rng) % moves.count);
      if (step > 0) rc = round_trip(c, &moves.items[pick]);
      gr_pos_free(&here);
      here = moves.items[pick];
      gr_pos_init(&moves.items[pick]);
    } else {
      step = PATH_MAX; /* the end of the game */
    }
    gr_pos_list_free(&moves);
  }
  gr_pos_free(&here);
  return rc;
}

static void roundtrip_game(void **state) {
  const gr_game *g = *state;
  roundtrip_ctx c = {.game = g, .rng = 20260101};
  int rc = g->enumerate_small(check, &c);
  if (rc != 0 && rc != ENOUGH) fail_msg("%s: %s", g->id, c.failure);
  assert_true(c.checked > 0);
  print_message("%s: %llu positions read back as written\n", g->id, (unsigned long long)c.checked);
}

int main(void) {
  /* one test per registered game, however many there are */
  struct CMUnitTest *tests = calloc(gr_game_count() + 1, sizeof *tests);
  size_t n = 0;
  if (tests == NULL) return 1;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = roundtrip_game, .initial_state = (void *)g};
  }
  int failed = _cmocka_run_group_tests("roundtrip", tests, n, NULL, NULL);
  free(tests);
  return failed;
}
