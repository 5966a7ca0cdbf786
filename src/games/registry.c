/*
 * registry.c — the list of games and the lookups over it.  The games are
 * the lines of games.def: each is declared here (extern) and listed in
 * games[] from that one line, so adding a game is its own files and one
 * line in games.def; nothing else (CLI, WASM, page) changes.
 */
#include "grundy.h"
#include "core/core_text.h"
#include "core/explore_text.h"
#include "kit/kit_text.h"
#include "judge/judge_text.h"
#include "algo/sgseq_text.h"
#include "algo/genus_text.h"
#include "algo/sgout_text.h"

#include <string.h>

#define GAME(table) extern const gr_game table;
#include "games.def"
#undef GAME

static const gr_game *const games[] = {
#define GAME(table) &table,
#include "games.def"
#undef GAME
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
static const gr_texts *const other_texts[] = {&gr_core_texts, &gr_value_texts, &kit_texts, &judge_texts, &sgseq_texts, &gr_explore_texts,
                                              &genus_texts, &sgout_texts};

const gr_texts *gr_texts_at(size_t i) {
  return i < sizeof other_texts / sizeof other_texts[0] ? other_texts[i] : NULL;
}
