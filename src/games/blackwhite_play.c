/*
 * blackwhite_play.c — the moves of [SDOI2011] 黑白棋's strip and how they
 * are shown and typed: every move (a choice of 1 .. d gaps, each shrunk),
 * the computer's stalling move, the board C describes for the page, and
 * the move language of the page and `grundy play`.
 *
 * The board is kind "rows" (web/js/boards/rows.js) with one row holding
 * every piece, "forward": white moves right, black left, each up to the
 * next piece.  A move is "move PIECE CELL": the mover's piece numbered from
 * the left among the mover's own (white piece i and black piece i make
 * pair i) and the cell it goes to; up to d of them joined by commas
 * ("move 1 3, move 2 7").  The action of a move (the inverse) lists the
 * pieces that moved and is checked by playing it back.
 */
#include "algo/nimk_count.h"
#include "kit/board_grid.h"
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/blackwhite_text.h"
#include "blackwhite.h"

#include <string.h>

int blackwhite_moved(const gr_pos *p, const uint64_t *gaps, gr_pos *out, gr_error *err) {
  if (gr_pos_set(out, p->v, p->len, err) != 0) return -1;
  out->v[1] = 3 - p->v[1];
  for (size_t i = 0; i < BW_PAIRS(p); i++)
    if (p->v[1] == 1) out->v[BW_MINE(p, i)] += BW_GAP(p, i) - gaps[i];
    else out->v[BW_MINE(p, i)] -= BW_GAP(p, i) - gaps[i];
  return 0;
}

bool blackwhite_is_terminal(const gr_pos *p) {
  for (size_t i = 0; i < BW_PAIRS(p); i++)
    if (BW_GAP(p, i)) return false;
  return true;
}

typedef struct walk {
  const gr_pos *p;
  uint64_t gaps[NIMK_MAX_K / 2];
  gr_pos_list *out;
} walk;

/* Pairs i.. either kept or, while fewer than d changed, shrunk to any smaller gap. */
static int moves_from(walk *w, size_t i, uint64_t changed, gr_error *err) {
  const gr_pos *p = w->p;
  if (i == BW_PAIRS(p)) {
    gr_pos q = {0};
    if (!changed) return 0;
    return blackwhite_moved(p, w->gaps, &q, err) == 0 ? gr_pos_list_push(w->out, &q, err) : -1;
  }
  if (moves_from(w, i + 1, changed, err) != 0) return -1;
  for (w->gaps[i] = 0; changed < p->v[0] && w->gaps[i] < BW_GAP(p, i); w->gaps[i]++)
    if (moves_from(w, i + 1, changed + 1, err) != 0) return -1;
  w->gaps[i] = BW_GAP(p, i);
  return 0;
}

int blackwhite_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  unsigned __int128 e[NIMK_MAX_K / 2 + 1] = {1}, count = 0, cap = (unsigned __int128)1 << 100;
  for (size_t i = 0; i < BW_PAIRS(p); i++) /* e[j]: the ways to shrink j of the first i + 1 gaps */
    for (size_t j = i + 1; j >= 1; j--)
      if ((e[j] += e[j - 1] * BW_GAP(p, i)) > cap) e[j] = cap;
  for (size_t j = 1; j <= p->v[0] && j <= BW_PAIRS(p); j++) count += e[j];
  if (gr_error_moves_cap((uint64_t)(count >> 64), (uint64_t)count, max, err) != 0) return -1;
  walk w = {.p = p, .out = out};
  for (size_t i = 0; i < BW_PAIRS(p); i++) w.gaps[i] = BW_GAP(p, i);
  return moves_from(&w, 0, 0, err);
}

/* Losing, the computer shrinks the widest gap by one cell. */
int blackwhite_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  uint64_t gaps[NIMK_MAX_K / 2];
  size_t wide = 0;
  for (size_t i = 0; i < BW_PAIRS(p); i++)
    if ((gaps[i] = BW_GAP(p, i)) > gaps[wide]) wide = i;
  if (gaps[wide] == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  gaps[wide]--;
  return blackwhite_moved(p, gaps, out, err);
}

static const kit_verb move_verb[] = {{.verb = "move", .args = {"token", "column"}}};
static const kit_moves move_moves = {.verbs = move_verb, .count = 1,
                                     .usage_texts = &blackwhite_texts, .usage_key = BLACKWHITE_USAGE};

/* The rows board (kit/board_grid.h): one row of the k pieces, moving forward. */
void blackwhite_board(const gr_pos *p, gr_json *j) {
  kit_board_rows(j, p->v[2], p->v[1], true, p->v + 3, 1, p->len - 3, move_verb, 1);
}

/* "move PIECE CELL, ...": each of at most d pieces once, within its gap. */
int blackwhite_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  size_t pairs = BW_PAIRS(p), moved = 0;
  uint64_t gaps[NIMK_MAX_K / 2], white = p->v[1] == 1;
  for (size_t i = 0; i < pairs; i++) gaps[i] = BW_GAP(p, i);
  if (gr_game_is_over(&gr_game_blackwhite, p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  for (const char *part = action; part != NULL; moved++) {
    const char *comma = strchr(part, ',');
    size_t len = comma ? (size_t)(comma - part) : strlen(part), verb, n;
    char one[64];
    uint64_t a[2];
    if (len >= sizeof one) return kit_usage_error(&move_moves, GR_ESYNTAX, err);
    if (moved == p->v[0]) return gr_error_say(err, GR_ERANGE, &blackwhite_texts, BLACKWHITE_TOO_MANY, GR_U(p->v[0]));
    gr_snprintf(one, sizeof one, "%.*s", (int)len, part);
    if (kit_read_action(one, &move_moves, &verb, a, &n, err) != 0) return -1;
    if (a[0] < 1 || a[0] > pairs)
      return gr_error_say(err, GR_ERANGE, &blackwhite_texts, BLACKWHITE_NO_PIECE, GR_U(a[0]),
                          GR_K(white ? BLACKWHITE_WHITE : BLACKWHITE_BLACK), GR_U(pairs));
    size_t i = (size_t)a[0] - 1;
    uint64_t at = p->v[BW_MINE(p, i)], gap = BW_GAP(p, i);
    if (gaps[i] != gap) return gr_error_say(err, GR_ERANGE, &blackwhite_texts, BLACKWHITE_TWICE, GR_U(a[0]));
    if (gap == 0)
      return gr_error_say(err, GR_ERANGE, &blackwhite_texts, BLACKWHITE_STUCK, GR_K(white ? BLACKWHITE_WHITE : BLACKWHITE_BLACK),
                          GR_U(a[0]), GR_U(at));
    uint64_t lo = white ? at + 1 : at - gap, hi = white ? at + gap : at - 1;
    if (a[1] < lo || a[1] > hi)
      return gr_error_say(err, GR_ERANGE, &blackwhite_texts, BLACKWHITE_REACH, GR_K(white ? BLACKWHITE_WHITE : BLACKWHITE_BLACK),
                          GR_U(a[0]), GR_U(at), GR_U(a[1]), GR_U(lo), GR_U(hi));
    gaps[i] = white ? gap - (a[1] - at) : gap - (at - a[1]);
    part = comma ? comma + 1 : NULL;
  }
  return blackwhite_moved(p, gaps, out, err);
}

int blackwhite_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  gr_buf text;
  gr_buf_init(&text);
  for (size_t i = 0, n = 0; from->len == to->len && from->len > 3 && i < BW_PAIRS(from); i++)
    if (from->v[BW_MINE(from, i)] != to->v[BW_MINE(from, i)])
      gr_buf_printf(&text, "%smove %zu %llu", n++ ? ", " : "", i + 1, (unsigned long long)to->v[BW_MINE(from, i)]);
  return kit_action_played_back(blackwhite_play, from, to, &text, out, err);
}
