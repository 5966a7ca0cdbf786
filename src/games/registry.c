/*
 * registry.c — the list of games.  Adding a game is one const table in its
 * own file and one line here; nothing else (CLI, WASM, page) changes.
 */
#include "grundy.h"
#include "geography.h"
#include "hackenbush.h"
#include "lr.h"
#include "seqjump.h"

#include <string.h>

static const gr_game *const games[] = {
    &gr_game_lr,
    &gr_game_hackenbush,
    &gr_game_geography,
    &gr_game_seqjump,
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
  char known[256] = "";
  for (size_t i = 0; i < gr_game_count(); i++) {
    if (i) strncat(known, ", ", sizeof known - strlen(known) - 1);
    strncat(known, games[i]->id, sizeof known - strlen(known) - 1);
  }
  gr_error_set(err, GR_EUNKNOWN, "unknown game '%s' (known games: %s)", id ? id : "", known);
  return NULL;
}
