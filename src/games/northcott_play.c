/*
 * northcott_play.c — Northcott's game on the page and in `grundy play`
 * terms: the board C describes, the move language and moves in words.
 *
 * The board is kind "rows" (web/js/boards/rows.js): m columns, and per row
 * the columns of the first and the second player's pieces, with whose turn
 * it is; the page draws each row as a strip of cells.  A move is written
 * "move ROW COLUMN": the row of the mover's piece (rows from 1, the first
 * on top, as the position lists them) and the column it goes to.  Each row
 * holds exactly one piece of the mover, so the row says which piece.  The
 * action of a move (the inverse) is found by the one row that changed and
 * checked by playing it back.
 */
#include "kit/board_grid.h"
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/northcott_text.h"
#include "northcott.h"

static size_t rows_of(const gr_pos *p) { return (p->len - 2) / 2; }

/* The one row where `to` moved the mover's piece of `from`; -1 when the
 * two positions are not a board of the same shape differing in one row. */
static long changed_row(const gr_pos *from, const gr_pos *to) {
  if (from->len != to->len || from->v[0] != to->v[0] || to->v[1] != 3 - from->v[1]) return -1;
  long row = -1;
  for (size_t i = 0; i < rows_of(from); i++) {
    bool same = from->v[2 + 2 * i] == to->v[2 + 2 * i] && from->v[3 + 2 * i] == to->v[3 + 2 * i];
    if (same) continue;
    if (row >= 0) return -1;
    row = (long)i;
  }
  return row;
}

/* "row 2: the first player's piece advances from column 1 to column 3 (gap 3 -> 1)". */
void northcott_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  long row = changed_row(from, to);
  uint64_t mine, lo, hi;
  if (row >= 0) northcott_reach(from, (size_t)row, &mine, &lo, &hi);
  if (row < 0 || to->v[mine ^ 1] != from->v[mine ^ 1] || to->v[mine] < lo || to->v[mine] > hi)
    return gr_say(out, &northcott_texts, lang, NORTHCOTT_NOT_A_MOVE);
  uint64_t other = from->v[mine ^ 1], at = from->v[mine], dest = to->v[mine];
  uint64_t gap_before = (at > other ? at - other : other - at) - 1, gap_after = (dest > other ? dest - other : other - dest) - 1;
  gr_say(out, &northcott_texts, lang, gap_after < gap_before ? NORTHCOTT_D_ADVANCE : NORTHCOTT_D_RETREAT,
         GR_U((uint64_t)row + 1), GR_K(from->v[1] == 1 ? NORTHCOTT_FIRSTS : NORTHCOTT_SECONDS), GR_U(at), GR_U(dest),
         GR_U(gap_before), GR_U(gap_after));
}

static const kit_verb move_verb[] = {{.verb = "move", .args = {"row", "column"}}};
static const kit_moves move_moves = {.verbs = move_verb, .count = 1,
                                     .usage_texts = &northcott_texts, .usage_key = NORTHCOTT_USAGE};

/* "move ROW COLUMN": every way it can fail is named, with the cells the piece can reach. */
int northcott_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (gr_game_is_over(&gr_game_northcott, p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  uint64_t args[2], mine, lo, hi;
  size_t n, verb;
  if (kit_read_action(action, &move_moves, &verb, args, &n, err) != 0) return -1;
  uint64_t row = args[0], col = args[1], m = p->v[0];
  if (row < 1 || row > rows_of(p))
    return gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_NO_ROW, GR_U(row), GR_U(rows_of(p)));
  if (col < 1 || col > m) return gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_NO_COLUMN, GR_U(col), GR_U(m));
  northcott_reach(p, (size_t)row - 1, &mine, &lo, &hi);
  if (col == p->v[mine]) return gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_STAYS, GR_U(row), GR_U(col));
  if (col < lo || col > hi)
    return gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_BLOCKED, GR_U(row), GR_U(col),
                        GR_U(p->v[mine ^ 1]), GR_U(lo), GR_U(hi));
  return northcott_moved(p, (size_t)row - 1, col, out, err);
}

int northcott_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  long row = changed_row(from, to);
  if (row < 0) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  size_t mine = 2 + 2 * (size_t)row + (from->v[1] == 2);
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "move %ld %llu", row + 1, (unsigned long long)to->v[mine]);
  return kit_action_played_back(northcott_play, from, to, &text, out, err);
}

/* The rows board (kit/board_grid.h): per row the first and the second player's columns. */
void northcott_board(const gr_pos *p, gr_json *j) {
  kit_board_rows(j, p->v[0], p->v[1], false, p->v + 2, rows_of(p), 2, move_verb, 1);
}
