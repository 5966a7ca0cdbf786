/*
 * registry.c — the list of games.  Adding a game is one const table in its
 * own file and one line here; nothing else (CLI, WASM, page) changes.
 */
#include "grundy.h"
#include "fibonacci.h"
#include "kstake.h"
#include "heaps.h"
#include "dag.h"
#include "every.h"
#include "lr.h"
#include "wythoff.h"
#include "coins.h"
#include "lasker.h"
#include "nim.h"
#include "staircase.h"
#include "circle.h"
#include "leftmost.h"
#include "lr.h"
#include "redistribute.h"
#include "ring.h"
#include "geography.h"
#include "hackenbush.h"
#include "lr.h"
#include "seqjump.h"
#include "sum.h"
#include "core/core_text.h"
#include "core/explore_text.h"
#include "kit/kit_text.h"
#include "judge/judge_text.h"
#include "algo/sgseq_text.h"

#include <string.h>

extern const gr_game gr_game_null, gr_game_chomp, gr_game_moore; /* games without a header of their own */

static const gr_game *const games[] = {
    &gr_game_lr,
    &gr_game_wythoff,
    &gr_game_fibonacci,
    &gr_game_kstake,
    &gr_game_nim,
    &gr_game_misere,
    &gr_game_lasker,
    &gr_game_staircase,
    &gr_game_coins_one,
    &gr_game_coins_two,
    &gr_game_coins_run,
    &gr_game_coins_near3,
    &gr_game_coins_mock,
    &gr_game_coins_ruler,
    &gr_game_heaps,
    &gr_game_circle, &gr_game_redistribute, &gr_game_ring, &gr_game_leftmost,
    &gr_game_dag,
    &gr_game_every,
    &gr_game_hackenbush,
    &gr_game_geography,
    &gr_game_seqjump,
    &gr_game_null,
    &gr_game_chomp,
    &gr_game_moore,
    &gr_game_sum,
    &gr_game_misere_sum,
};

size_t gr_game_count(void) { return sizeof games / sizeof games[0]; }

const gr_game *gr_game_at(size_t i) { return i < gr_game_count() ? games[i] : NULL; }

const gr_game *gr_game_find(const char *id) {
  for (size_t i = 0; id && i < gr_game_count(); i++)
    if (strcmp(games[i]->id, id) == 0) return games[i];
  return NULL;
}

const gr_game *gr_game_lookup(const char *id, gr_error *err) {
  const gr_game *g = gr_game_find(id);
  if (g) return g;
  /* every name, however many games there are (a fixed 256 bytes cut the
   * list mid-word at 28 games) */
  gr_buf known;
  gr_buf_init(&known);
  for (size_t i = 0; i < gr_game_count(); i++) {
    if (i) gr_buf_puts(&known, ", ");
    gr_buf_puts(&known, games[i]->id);
  }
  if (known.failed) gr_error_nomem(err);
  else gr_error_say(err, GR_EUNKNOWN, &gr_core_texts, CORE_UNKNOWN_GAME, GR_S(id ? id : ""), GR_S(known.data));
  gr_buf_free(&known);
  return NULL;
}

/* The tables that are not a game's (gr_texts_at); games' are gr_game.texts. */
static const gr_texts *const other_texts[] = {&gr_core_texts, &gr_value_texts, &kit_texts, &judge_texts, &sgseq_texts, &gr_explore_texts};

const gr_texts *gr_texts_at(size_t i) {
  return i < sizeof other_texts / sizeof other_texts[0] ? other_texts[i] : NULL;
}
