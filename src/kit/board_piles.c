/*
 * board_piles.c — the piles board's pieces (see board_piles.h): the JSON a
 * page draws a row of piles from, written field by field.
 */
#include "kit/board_piles.h"

#include "kit/kit.h"

static bool playable(kit_playable which, size_t i, size_t n) {
  return which == KIT_PLAYABLE_ALL || i == 0 || (which == KIT_PLAYABLE_ENDS && i + 1 == n);
}

void kit_board_piles_begin(const gr_pos *p, gr_json *j, kit_playable which) {
  kit_board_values(p, 0, j, "piles", "piles");
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 0; i < p->len; i++)
    if (kit_board_item(i, p->len)) gr_json_bool(j, playable(which, i, p->len));
  gr_json_array_end(j);
}

const kit_verb kit_take_pile_count[1] = {{.verb = "take", .args = {"pile", "count"}}};

void kit_board_piles_take(const gr_pos *p, gr_json *j, kit_playable which) {
  kit_board_piles_begin(p, j, which);
  kit_json_actions(j, kit_take_pile_count, 1);
  gr_json_object_end(j);
}
