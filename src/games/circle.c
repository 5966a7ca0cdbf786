/*
 * circle.c — n coins on a circle, a move takes 1 to k adjacent coins
 * (seed 001, 对称性构造; POJ 2484 "A Funny Game" is k = 2).  Whoever takes
 * the last coin wins (the player who cannot move loses).  This file holds
 * the rules: positions as text, moves, play and the board; the theory is in
 * circle_theory.c, the trace in circle_trace.c, the texts in
 * text/circle_text.c.
 *
 * Positions.  Before the first move the coins form a whole circle, written
 * "n k" ("7 2").  The first move opens it into one row (an arc); later
 * moves shorten arcs or split one in two.  The arcs have no ends in common,
 * so a mid-game position is the list of arcs, in their order around the
 * circle, written "arcs 3,5 k=2" ("arcs none k=2" when every coin is
 * gone).  The order only matters for drawing and for the mirror move; the
 * game value depends on the lengths alone.  Internally v[0] = k, v[1] = 0
 * and v[2] = n for a whole circle, v[1] = 1 and v[2..] the arcs otherwise.
 * A circle never holds more than 2^64 - 1 coins, so the arcs plus one taken
 * coin between each two are at most 2^64 - 1.
 */
#include "circle.h"

#include "algo/posset.h"
#include "core/scan.h"
#include "kit/kit.h"
#include "kit/board_piles.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/circle_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define T (&circle_texts)

/* ---- text ------------------------------------------------------------ */

static int set_arcs(gr_pos *out, uint64_t k, const uint64_t *arcs, size_t m, gr_error *err) {
  if (gr_pos_resize(out, m + 2, err) != 0) return -1;
  out->v[0] = k;
  out->v[1] = CIRCLE_KIND_ARCS;
  if (m) memcpy(out->v + 2, arcs, m * sizeof *arcs);
  return 0;
}

static int check_k(uint64_t k, gr_error *err) {
  if (k == 0) return gr_error_say(err, GR_ERANGE, T, CIRCLE_K_ZERO);
  return 0;
}

static int parse_arcs(const char *text, const char *word, gr_pos *out, gr_error *err) {
  size_t len = strlen(text);
  const char *kk = strstr(word, "k=");
  if (kk == NULL) return gr_error_say(err, GR_ESYNTAX, T, CIRCLE_NEED_K, GR_K(CIRCLE_HINT));
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_nomem(err);
  /* The list: the text between "arcs" and "k=", other parts blanked so
   * that lines and columns in messages stay right. */
  size_t list_from = (size_t)(word - text) + 4, list_to = (size_t)(kk - text);
  for (size_t i = 0; i < len; i++) copy[i] = (i >= list_from && i < list_to) || text[i] == '\n' ? text[i] : ' ';
  copy[len] = '\0';
  gr_pos arcs;
  gr_pos_init(&arcs);
  uint64_t k;
  int rc = -1;
  size_t t = list_from;
  while (t < list_to && (copy[t] == ' ' || copy[t] == '\t' || copy[t] == ',' || copy[t] == '\n')) t++;
  bool none = strncmp(copy + t, "none", 4) == 0;
  if (none) {
    size_t u = t + 4;
    while (u < list_to && (copy[u] == ' ' || copy[u] == '\t' || copy[u] == '\n')) u++;
    if (u != list_to) {
      gr_error_say(err, GR_ESYNTAX, T, CIRCLE_NONE_ALONE);
      goto done;
    }
  } else {
    gr_scan sc;
    gr_scan_init(&sc, copy, len, true);
    size_t count = 0;
    for (;;) {
      char what[48];
      gr_snprintf(what, sizeof what, "arc %zu", count + 1);
      uint64_t a;
      int r = gr_scan_u64(&sc, what, &a, err);
      if (r < 0) goto done;
      if (r == 0) break;
      if (a == 0) {
        gr_error_say(err, GR_ERANGE, T, CIRCLE_ARC_ZERO, GR_U(count + 1));
        goto done;
      }
      if (count == CIRCLE_MAX_ARCS_SOLVE) {
        gr_error_say(err, GR_ELIMIT, T, CIRCLE_TOO_MANY_ARCS, GR_U(CIRCLE_MAX_ARCS_SOLVE));
        goto done;
      }
      if (count == arcs.len && gr_pos_resize(&arcs, count ? 2 * count : 16, err) != 0) goto done;
      arcs.v[count++] = a;
    }
    if (count == 0) {
      gr_error_say(err, GR_ESYNTAX, T, CIRCLE_NO_ARCS);
      goto done;
    }
    if (gr_pos_resize(&arcs, count, err) != 0) goto done;
  }
  /* k: the text after "k=". */
  for (size_t i = 0; i < len; i++) copy[i] = i >= list_to + 2 || text[i] == '\n' ? text[i] : ' ';
  gr_scan sc;
  gr_scan_init(&sc, copy, len, false);
  if (gr_scan_need_u64(&sc, "k", &k, err) != 0 || gr_scan_expect_end(&sc, "k", err) != 0 || check_k(k, err) != 0)
    goto done;
  /* At most 2^64 - 1 coins on the circle: the arcs and one taken coin each. */
  unsigned __int128 coins = arcs.len;
  for (size_t i = 0; i < arcs.len; i++) coins += arcs.v[i];
  if (coins > UINT64_MAX) {
    gr_error_say(err, GR_ERANGE, T, CIRCLE_TOO_MANY_COINS);
    goto done;
  }
  rc = set_arcs(out, k, arcs.v, arcs.len, err);
done:
  gr_pos_free(&arcs);
  free(copy);
  return rc;
}

static int circle_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  const char *w = text;
  while (*w == ' ' || *w == '\t' || *w == '\n' || *w == '\r') w++;
  if (strncmp(w, "arcs", 4) == 0 && (w[4] == '\0' || w[4] == ' ' || w[4] == '\t' || w[4] == '\n' || w[4] == ','))
    return parse_arcs(text, w, out, err);
  gr_scan sc;
  gr_scan_init(&sc, text, strlen(text), true);
  uint64_t n, k;
  int r = gr_scan_u64(&sc, "n, the number of coins,", &n, err);
  if (r < 0) return -1;
  if (r == 0) return gr_error_say(err, GR_ESYNTAX, T, CIRCLE_NO_POSITION, GR_K(CIRCLE_HINT));
  r = gr_scan_u64(&sc, "k, the most coins a move takes,", &k, err);
  if (r < 0) return -1;
  if (r == 0) return gr_error_say(err, GR_ESYNTAX, T, CIRCLE_K_MISSING, GR_U(n), GR_K(CIRCLE_HINT));
  if (gr_scan_expect_end(&sc, "n and k", err) != 0) return -1;
  if (n == 0)
    return gr_error_say(err, GR_ERANGE, T, CIRCLE_N_ZERO, GR_U(k));
  if (check_k(k, err) != 0) return -1;
  if (gr_pos_resize(out, 3, err) != 0) return -1;
  out->v[0] = k;
  out->v[1] = CIRCLE_KIND_WHOLE;
  out->v[2] = n;
  return 0;
}

static void circle_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  if (p->len < 2) return;
  if (circle_whole(p)) {
    gr_buf_printf(out, "%llu %llu", (unsigned long long)p->v[2], (unsigned long long)p->v[0]);
    return;
  }
  gr_buf_puts(out, "arcs ");
  size_t m = circle_narcs(p);
  if (m == 0) gr_buf_puts(out, "none");
  for (size_t i = 0; i < m; i++) {
    if (i) gr_buf_putc(out, ',');
    gr_buf_u64(out, p->v[2 + i]);
  }
  gr_buf_printf(out, " k=%llu", (unsigned long long)p->v[0]);
}

bool circle_is_terminal(const gr_pos *p) { return p->len < 2 || (!circle_whole(p) && circle_narcs(p) == 0); }

/* ---- moves ----------------------------------------------------------- */

/* The arcs after arc i becomes the rows a and b (either may be 0). */
int circle_split_arc(const gr_pos *p, size_t i, uint64_t a, uint64_t b, gr_pos *out, gr_error *err) {
  size_t m = circle_narcs(p), q = (a > 0) + (b > 0);
  if (gr_pos_resize(out, m - 1 + q + 2, err) != 0) return -1;
  out->v[0] = p->v[0];
  out->v[1] = CIRCLE_KIND_ARCS;
  uint64_t *w = out->v + 2;
  const uint64_t *arcs = p->v + 2;
  memcpy(w, arcs, i * sizeof *arcs);
  w += i;
  if (a) *w++ = a;
  if (b) *w++ = b;
  memcpy(w, arcs + i + 1, (m - 1 - i) * sizeof *arcs);
  return 0;
}

/* The first move: t coins out of the whole circle leave one row of n - t. */
int circle_open(const gr_pos *p, uint64_t t, gr_pos *out, gr_error *err) {
  uint64_t rest = p->v[2] - t;
  return set_arcs(out, p->v[0], &rest, rest > 0, err);
}

/* Candidate moves in an arc of L (a + b = s, s from L - 1 down to
 * max(0, L - k); for s > 0, a = s repeats a = 0). */
unsigned __int128 circle_arc_candidates(uint64_t L, uint64_t k) {
  uint64_t lo = L > k ? L - k : 0; /* the smallest s */
  unsigned __int128 from = lo > 1 ? lo : 1, to = L - 1;  /* s >= 1 contributes s */
  unsigned __int128 c = L >= 2 && to >= from ? (from + to) * (to - from + 1) / 2 : 0;
  return c + (lo == 0); /* s = 0: taking the whole arc */
}

static int circle_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (circle_is_terminal(p)) return 0;
  uint64_t k = p->v[0];
  if (circle_whole(p)) {
    uint64_t top = p->v[2] < k ? p->v[2] : k;
    if (top > max_moves)
      return gr_error_moves_cap(0, top, max_moves, err);
    for (uint64_t t = 1; t <= top; t++) {
      gr_pos next;
      gr_pos_init(&next);
      if (circle_open(p, t, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
    return 0;
  }
  size_t m = circle_narcs(p);
  const uint64_t *arcs = p->v + 2;
  unsigned __int128 total = 0;
  for (size_t i = 0; i < m; i++) {
    unsigned __int128 c = circle_arc_candidates(arcs[i], k);
    if (c > max_moves) /* one arc's moves are all different positions */
      return gr_error_say_code(err, GR_E_MOVES_CAP, &kit_texts, KIT_CF_MORE_MOVES, GR_U(max_moves));
    total += c;
  }
  uint64_t max_work = 64 * (uint64_t)max_moves + 1000000;
  if (total * (m + 2) > max_work)
    return gr_error_say_code(err, GR_E_MOVES_CAP, T, CIRCLE_TOO_LONG, GR_U(m), GR_U(max_moves));
  posset set;
  posset_init(&set);
  for (size_t i = 0; i < m; i++) {
    uint64_t L = arcs[i], lo = L > k ? L - k : 0;
    for (uint64_t s = L; s-- > lo;) {
      for (uint64_t a = 0; a < (s > 0 ? s : 1); a++) {
        gr_pos next;
        gr_pos_init(&next);
        if (circle_split_arc(p, i, a, s - a, &next, err) != 0 || posset_add(&set, &next, err) < 0) {
          posset_free(&set);
          return -1;
        }
        if (set.list.count > max_moves) {
          posset_free(&set);
          return gr_error_say_code(err, GR_E_MOVES_CAP, &kit_texts, KIT_CF_MORE_MOVES, GR_U(max_moves));
        }
      }
    }
  }
  return posset_drain(&set, out, err);
}

/* ---- stalling, words, board, play -------------------------------------- */

/* Losing, the computer takes a single coin from the end of the longest arc
 * (from a whole circle, any single coin): one coin is the least a move can
 * take, and no arc is split, so the game lasts longest. */
static int circle_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (circle_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  if (circle_whole(p)) return circle_open(p, 1, out, err);
  size_t m = circle_narcs(p), best = 0;
  for (size_t i = 1; i < m; i++)
    if (p->v[2 + i] > p->v[2 + best]) best = i;
  return circle_split_arc(p, best, p->v[2 + best] - 1, 0, out, err);
}

/* Which arc of `from` became which pieces of `to`: arc i into a, b. */
static bool find_split(const gr_pos *from, const gr_pos *to, size_t *arc, uint64_t *a, uint64_t *b) {
  size_t m = circle_narcs(from), mt = circle_narcs(to);
  uint64_t k = from->v[0];
  if (to->len < 2 || to->v[1] != CIRCLE_KIND_ARCS || mt + 1 < m || mt > m + 1) return false;
  size_t q = mt + 1 - m;
  const uint64_t *x = from->v + 2, *y = to->v + 2;
  size_t lcp = 0;
  while (lcp < m && lcp < mt && x[lcp] == y[lcp]) lcp++;
  size_t lcs = 0;
  while (lcs < m && lcs < mt && x[m - 1 - lcs] == y[mt - 1 - lcs]) lcs++;
  for (size_t i = 0; i < m; i++) {
    if (i > lcp || m - 1 - i > lcs) continue;
    uint64_t pa = q >= 1 ? y[i] : 0, pb = q == 2 ? y[i + 1] : 0, L = x[i];
    unsigned __int128 keep = (unsigned __int128)pa + pb;
    if (keep + 1 > L || L - (uint64_t)keep > k) continue;
    *arc = i;
    *a = pa;
    *b = pb;
    return true;
  }
  return false;
}

static void circle_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (circle_whole(from)) {
    if (to->len < 2 || to->v[1] != CIRCLE_KIND_ARCS || circle_narcs(to) > 1) return; /* no move: nothing to say */
    uint64_t n = from->v[2], rest = circle_narcs(to) ? to->v[2] : 0;
    if (rest >= n || n - rest > from->v[0]) return;
    if (rest == 0)
      gr_say(out, T, lang, CIRCLE_D_TAKE_ALL, GR_U(n));
    else if (n - rest == 1)
      gr_say(out, T, lang, CIRCLE_D_OPEN_ONE, GR_U(rest));
    else
      gr_say(out, T, lang, CIRCLE_D_OPEN, GR_U(n - rest), GR_U(rest));
    return;
  }
  size_t i;
  uint64_t a, b;
  if (!find_split(from, to, &i, &a, &b)) return;
  uint64_t L = from->v[2 + i], t = L - a - b;
  gr_say(out, T, lang, CIRCLE_D_ARC, GR_U(i + 1), GR_U(L));
  if (t == L)
    gr_say(out, T, lang, CIRCLE_D_ARC_ALL);
  else if (t == 1)
    gr_say(out, T, lang, CIRCLE_D_ARC_ONE, GR_U(a + 1));
  else
    gr_say(out, T, lang, CIRCLE_D_ARC_SOME, GR_U(a + 1), GR_U(a + t));
}

/* Boards show every place around the circle: coins, and one empty place
 * between two arcs; up to this many places. */
#define CIRCLE_BOARD_MAX 1000

/* The move language: "take COIN COUNT", the usage in the game's words. */
static const kit_verb take_verb[] = {{.verb = "take", .args = {"coin", "count"}}};
static const kit_moves take_moves = {.verbs = take_verb, .count = 1, .usage_texts = T, .usage_key = CIRCLE_USAGE};

static void circle_board(const gr_pos *p, gr_json *j) {
  uint64_t k = p->len >= 2 ? p->v[0] : 0;
  size_t m = circle_narcs(p);
  const uint64_t *arcs = p->v + 2;
  unsigned __int128 places = 0;
  if (circle_whole(p)) places = p->v[2];
  else
    for (size_t i = 0; i < m; i++) places += (unsigned __int128)arcs[i] + 1;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "circle");
  gr_json_key(j, "k");
  kit_json_u64_text(j, k);
  gr_json_key(j, "whole");
  gr_json_bool(j, circle_whole(p));
  gr_json_key(j, "arcs"); /* the rows left, in order around the circle */
  gr_json_array_begin(j);
  if (circle_whole(p)) kit_json_u64_text(j, p->v[2]);
  for (size_t i = 0; i < m; i++) kit_json_u64_text(j, arcs[i]);
  gr_json_array_end(j);
  bool drawn = places <= CIRCLE_BOARD_MAX;
  gr_json_key(j, "coins");
  gr_json_array_begin(j);
  if (drawn) {
    if (circle_whole(p))
      for (uint64_t c = 0; c < p->v[2]; c++) gr_json_bool(j, true);
    for (size_t i = 0; i < m; i++) {
      for (uint64_t c = 0; c < arcs[i]; c++) gr_json_bool(j, true);
      gr_json_bool(j, false);
    }
  }
  gr_json_array_end(j);
  long c = drawn ? circle_mirror_axis(arcs, m) : -1;
  if (c >= 0) {
    /* Place of each arc's first coin, then coin u of arc i faces coin
     * L - 1 - u of its mirror arc (0-based places in `coins`). */
    size_t start[CIRCLE_BOARD_MAX / 2 + 1], at = 0;
    for (size_t i = 0; i < m; i++) {
      start[i] = at;
      at += (size_t)arcs[i] + 1;
    }
    size_t D = (m - 1 + 2 * (size_t)c) % m;
    gr_json_key(j, "mirror");
    gr_json_array_begin(j);
    for (size_t i = 0; i < m; i++) {
      size_t o = (D + m - i) % m;
      if (o < i) continue;
      for (uint64_t u = 0; u < arcs[i]; u++) {
        gr_json_array_begin(j);
        gr_json_u64(j, start[i] + u);
        gr_json_u64(j, start[o] + arcs[i] - 1 - u);
        gr_json_array_end(j);
      }
    }
    gr_json_array_end(j);
  }
  kit_json_actions(j, take_verb, 1);
  /* The note: how much a move takes, and whether the coins are drawn and
   * the position is symmetric. */
  gr_buf text[GR_NLANG];
  const char *note[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf_init(&text[lang]);
    gr_say(&text[lang], T, (gr_lang)lang, CIRCLE_B_TAKES, GR_U(k));
    if (!drawn) gr_say(&text[lang], T, (gr_lang)lang, CIRCLE_B_TOO_MANY);
    if (c >= 0) gr_say(&text[lang], T, (gr_lang)lang, CIRCLE_B_SYMMETRIC);
    note[lang] = text[lang].data ? text[lang].data : "";
  }
  gr_json_bilingual(j, "note", note);
  for (int lang = 0; lang < GR_NLANG; lang++) gr_buf_free(&text[lang]);
  gr_json_object_end(j);
}

/* "take COIN COUNT": COUNT coins clockwise from place COIN (numbered from 1
 * as in the board's `coins`), all of them present and within one arc (a
 * whole circle wraps around). */
static int circle_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (circle_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  uint64_t args[2], k = p->v[0];
  size_t verb, nargs;
  if (kit_read_action(action, &take_moves, &verb, args, &nargs, err) != 0) return -1;
  uint64_t coin = args[0], count = args[1];
  if (count == 0 || count > k)
    return gr_error_say(err, GR_ERANGE, T, CIRCLE_TAKE_RANGE, GR_U(count), GR_U(k));
  if (circle_whole(p)) {
    uint64_t n = p->v[2];
    if (coin == 0 || coin > n)
      return gr_error_say(err, GR_ERANGE, T, CIRCLE_NO_COIN, GR_U(coin), GR_U(n));
    if (count > n)
      return gr_error_say(err, GR_ERANGE, T, CIRCLE_ONLY_LEFT, GR_U(n));
    return circle_open(p, count, out, err);
  }
  size_t m = circle_narcs(p);
  const uint64_t *arcs = p->v + 2;
  unsigned __int128 at = 1; /* place of the current arc's first coin */
  for (size_t i = 0; i < m; i++) {
    unsigned __int128 end = at + arcs[i]; /* its gap */
    if (coin >= at && coin < end) {
      uint64_t u = (uint64_t)(coin - at), room = arcs[i] - u;
      if (count > room)
        return gr_error_say(err, GR_ERANGE, T, CIRCLE_ROW_ROOM, GR_U(coin), GR_U(room));
      return circle_split_arc(p, i, u, arcs[i] - u - count, out, err);
    }
    if (coin == end)
      return gr_error_say(err, GR_ERANGE, T, CIRCLE_PLACE_EMPTY, GR_U(coin));
    at = end + 1;
  }
  return gr_error_say(err, GR_ERANGE, T, CIRCLE_NO_PLACE, GR_U(coin), GR_U((uint64_t)(at - 1)));
}

/* The inverse of circle_play: "take COIN COUNT" with COIN the first coin
 * taken, numbered by place as drawn.  A whole circle opens from coin 1 (all
 * its coins are alike); in an arc, find_split says which arc became which
 * pieces, and the coins taken start right after the first piece.  The
 * action is played back to check it reaches `to` exactly. */
static int circle_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (circle_is_terminal(from) || to->len < 2 || to->v[0] != from->v[0] || to->v[1] != CIRCLE_KIND_ARCS)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  uint64_t coin, count;
  if (circle_whole(from)) {
    uint64_t n = from->v[2], rest = circle_narcs(to) ? to->v[2] : 0;
    if (circle_narcs(to) > 1 || rest >= n) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
    coin = 1;
    count = n - rest;
  } else {
    size_t i;
    uint64_t a, b;
    if (!find_split(from, to, &i, &a, &b)) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
    unsigned __int128 at = 1; /* the place of arc i's first coin */
    for (size_t j = 0; j < i; j++) at += (unsigned __int128)from->v[2 + j] + 1;
    coin = (uint64_t)(at + a);
    count = from->v[2 + i] - a - b;
  }
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "take %llu %llu", (unsigned long long)coin, (unsigned long long)count);
  return kit_action_played_back(circle_play, from, to, &text, out, err);
}

/* ---- small positions ------------------------------------------------- */

/* Whole circles of 1..2V coins and rows of up to referee_max_len arcs of
 * 1..V coins (V = referee_max_value), each with k = 1..V + 1. */
static int circle_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t V = gr_game_circle.referee_max_value;
  size_t max_len = gr_game_circle.referee_max_len;
  for (uint64_t k = 1; k <= V + 1; k++) {
    for (uint64_t n = 1; n <= 2 * V; n++) {
      uint64_t v[3] = {k, CIRCLE_KIND_WHOLE, n};
      int rc = visit(&(gr_pos){.len = 3, .v = v}, ctx);
      if (rc != 0) return rc;
    }
    uint64_t head[2] = {k, CIRCLE_KIND_ARCS};
    int rc = kit_enumerate_behind(head, 2, 1, max_len < 8 ? max_len : 8, 1, V, visit, ctx);
    if (rc != 0) return rc;
  }
  return 0;
}

const gr_game gr_game_circle = {
    .id = "circle", .texts = T, .example = "7 2",
    .max_len_solve = CIRCLE_MAX_ARCS_SOLVE + 2, .max_len_trace = CIRCLE_MAX_ARCS_TRACE + 2,
    .referee_max_len = 4, .referee_max_value = 5,
    KIT_GAME_FUNCTIONS(circle),
    .solve_to_start = circle_solve_to_start,
    KIT_LESSON(circle_lesson),
};
