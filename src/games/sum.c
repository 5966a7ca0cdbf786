/*
 * sum.c — the sum of games: components of any registered games side by
 * side ("nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + coins-mock: UUDU"); a
 * move is a move in exactly one component; who cannot move loses.
 *
 * Syntax: components joined by '+', each `GAME: POSITION` where GAME is a
 * registered game's id and POSITION that game's own text, everything after
 * the first colon (so heaps is written `heaps: 0.77: 7`).  Sums do not nest,
 * and misère components are refused (see sum_text.c, SUM_MISERE): the
 * Sprague-Grundy theorem adds normal-play values only.  Position layout in
 * sum.h.  The theory (G = xor of the components' values) and the trace are
 * in sum_trace.c; here are the rules, the move language ("in I ACTION",
 * the action of component I in its own language), the board and the small
 * positions.
 */
#include "games/sum.h"
#include "games/nim.h"
#include "games/text/sum_text.h"
#include "kit/kit.h"
#include "kit/kit_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


size_t sum_split(const gr_pos *p, sum_component *c) {
  size_t n = p->len ? (size_t)p->v[0] : 0, at = 1;
  if (n > SUM_MAX_COMPONENTS) n = SUM_MAX_COMPONENTS;
  for (size_t i = 0; i < n; i++) {
    c[i].index = (size_t)p->v[at];
    c[i].game = gr_game_at(c[i].index);
    c[i].pos.len = (size_t)p->v[at + 1];
    c[i].pos.v = c[i].pos.len ? p->v + at + 2 : NULL;
    at += 2 + c[i].pos.len;
  }
  return n;
}

int sum_build(const sum_component *c, size_t n, size_t i, const gr_pos *with, gr_pos *out, gr_error *err) {
  size_t len = 1;
  for (size_t k = 0; k < n; k++) len += 2 + (k == i && with ? with->len : c[k].pos.len);
  if (gr_pos_resize(out, len, err) != 0) return -1;
  size_t at = 0;
  out->v[at++] = n;
  for (size_t k = 0; k < n; k++) {
    const gr_pos *q = k == i && with ? with : &c[k].pos;
    out->v[at++] = c[k].index;
    out->v[at++] = q->len;
    for (size_t m = 0; m < q->len; m++) out->v[at++] = q->v[m];
  }
  return 0;
}

/* ---- text -------------------------------------------------------------- */

static void trim(const char **s, const char **e) {
  while (*s < *e && (**s == ' ' || **s == '\t' || **s == '\n' || **s == '\r')) (*s)++;
  while (*e > *s && ((*e)[-1] == ' ' || (*e)[-1] == '\t' || (*e)[-1] == '\n' || (*e)[-1] == '\r')) (*e)--;
}

static char *copy(const char *s, const char *e) {
  char *t = malloc((size_t)(e - s) + 1);
  if (t) {
    memcpy(t, s, (size_t)(e - s));
    t[e - s] = '\0';
  }
  return t;
}

/* Nim's heaps, the one kind of component a misère sum takes (misere-sum). */
static bool is_heaps(const gr_game *g) { return g == &gr_game_nim || g == &gr_game_misere; }

/* One component "GAME: POSITION", number i (1-based), appended to out;
 * misere: for misere-sum, whose components must be nim heaps. */
static int parse_component(const char *s, const char *e, size_t i, bool misere, gr_pos *out, gr_error *err) {
  trim(&s, &e);
  if (s == e) return gr_error_say(err, GR_ESYNTAX, &sum_texts, SUM_EMPTY_COMPONENT, GR_U(i));
  const char *colon = memchr(s, ':', (size_t)(e - s));
  char *whole = copy(s, e);
  if (whole == NULL) return gr_error_nomem(err);
  if (colon == NULL) {
    gr_error_say(err, GR_ESYNTAX, &sum_texts, SUM_NO_COLON, GR_U(i), GR_S(whole));
    free(whole);
    return -1;
  }
  const char *is = s, *ie = colon, *ps = colon + 1, *pe = e;
  trim(&is, &ie);
  trim(&ps, &pe);
  char *id = copy(is, ie), *text = copy(ps, pe);
  const gr_game *g = NULL;
  size_t index = 0;
  for (size_t k = 0; id && k < gr_game_count() && !g; k++)
    if (strcmp(gr_game_at(k)->id, id) == 0) g = gr_game_at(index = k);
  /* "heaps 0.77: 7": a game's name, a blank, then its own position (which
   * has a colon of its own) reads as "heaps: 0.77: 7" */
  size_t word = id ? strcspn(id, " \t") : 0;
  for (size_t k = 0; id && text && id[word] && k < gr_game_count() && !g; k++)
    if (strlen(gr_game_at(k)->id) == word && strncmp(gr_game_at(k)->id, id, word) == 0) {
      const char *rs = is + word;
      trim(&rs, &pe);
      char *rest = copy(rs, pe);
      if (rest == NULL) break;
      free(text);
      text = rest;
      id[word] = '\0';
      g = gr_game_at(index = k);
    }
  gr_pos q;
  gr_pos_init(&q);
  int rc = -1;
  if (id == NULL || text == NULL) gr_error_nomem(err);
  else if (g == NULL) gr_error_say(err, GR_EUNKNOWN, &sum_texts, SUM_UNKNOWN_GAME, GR_U(i), GR_S(id));
  else if (g == &gr_game_sum) gr_error_say(err, GR_ESYNTAX, &sum_texts, SUM_NESTED, GR_U(i));
  else if (misere && !is_heaps(g)) gr_error_say(err, GR_ERANGE, &sum_texts, SUM_MISERE_HEAPS, GR_U(i), GR_S(id));
  else if (!misere && g->misere) gr_error_say(err, GR_ERANGE, &sum_texts, SUM_MISERE, GR_U(i), GR_S(id));
  else {
    gr_error own = {0};
    if (gr_game_parse(g, text, &q, &own) != 0) {
      const char *why[GR_NLANG];
      for (int lang = 0; lang < GR_NLANG; lang++) why[lang] = own.text[lang];
      gr_error_say(err, own.status, &sum_texts, SUM_COMPONENT_ERROR, GR_U(i), GR_S(id), GR_L(why));
    } else {
      size_t at = out->len;
      if (gr_pos_resize(out, at + 2 + q.len, err) == 0) {
        out->v[at] = index;
        out->v[at + 1] = q.len;
        for (size_t m = 0; m < q.len; m++) out->v[at + 2 + m] = q.v[m];
        rc = 0;
      }
    }
  }
  gr_pos_free(&q);
  free(id);
  free(text);
  free(whole);
  return rc;
}

int sum_parse_as(const char *text, bool misere, gr_pos *out, gr_error *err) {
  gr_pos_init(out);
  size_t n = 0;
  if (gr_pos_resize(out, 1, err) != 0) return -1;
  for (const char *s = text;; n++) {
    const char *e = strchr(s, '+');
    if (e == NULL) e = s + strlen(s);
    if (n == SUM_MAX_COMPONENTS) {
      gr_pos_free(out);
      return gr_error_say(err, GR_ELIMIT, &sum_texts, SUM_TOO_MANY, GR_U(SUM_MAX_COMPONENTS));
    }
    if (parse_component(s, e, n + 1, misere, out, err) != 0) {
      gr_pos_free(out);
      return -1;
    }
    if (*e == '\0') break;
    s = e + 1;
  }
  out->v[0] = n + 1;
  return 0;
}

static int sum_parse(const char *text, gr_pos *out, gr_error *err) { return sum_parse_as(text, false, out, err); }

void sum_format(const gr_pos *p, gr_buf *out) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  for (size_t i = 0; i < n; i++) {
    if (i) gr_buf_puts(out, " + ");
    gr_buf_puts(out, c[i].game ? c[i].game->id : "?");
    gr_buf_puts(out, ": ");
    if (c[i].game) c[i].game->format(&c[i].pos, out);
  }
  gr_buf_puts(out, "");
}

/* ---- the rules --------------------------------------------------------- */

int sum_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  for (size_t i = 0; i < n; i++) {
    gr_pos_list own;
    gr_pos_list_init(&own);
    if (c[i].game->moves(&c[i].pos, max_moves - out->count, &own, err) != 0) {
      gr_pos_list_free(&own);
      return -1;
    }
    for (size_t k = 0; k < own.count; k++) {
      gr_pos next;
      gr_pos_init(&next);
      if (sum_build(c, n, i, &own.items[k], &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) {
        gr_pos_free(&next);
        gr_pos_list_free(&own);
        return -1;
      }
    }
    gr_pos_list_free(&own);
  }
  return 0;
}

bool sum_is_terminal(const gr_pos *p) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  for (size_t i = 0; i < n; i++)
    if (!gr_game_is_over(c[i].game, &c[i].pos)) return false;
  return true;
}

/* A component's value for the sum theorem: finite (*inf false, *g), or
 * infinite with its set K (owned by a). 0 or -1. */
static int component_value(const sum_component *c, const gr_pos *q, gr_analysis *a, gr_error *err) {
  gr_analysis_init(a);
  if (gr_game_is_over(c->game, q)) return a->has_grundy = true, 0;
  return gr_solve(c->game, q, a, err);
}

/* Whether the sum with component i's value replaced by `moved` (the others'
 * from own) is a draw for the player to move, by the sum theorem of
 * generalized values (sum_solve.c). */
static bool drawn_after(const gr_analysis *own, size_t n, size_t i, const gr_analysis *moved) {
  uint64_t x = 0;
  size_t ninf = 0;
  const gr_analysis *inf = NULL;
  for (size_t k = 0; k < n; k++) {
    const gr_analysis *a = k == i ? moved : &own[k];
    if (a->grundy_infinite) ninf++, inf = a;
    else x ^= a->grundy;
  }
  if (ninf != 1) return ninf > 1;
  for (size_t k = 0; k < inf->grundy_reach_count; k++)
    if (inf->grundy_reach[k] == x) return false;
  return true;
}

#define KEEP_DRAW_TRIES 4096 /* moves valued, at most, to keep a draw */

/* A drawn sum (a loopy component, sum_solve.c): a move that keeps the draw,
 * the infinite components' moves first (one always does, by the theory);
 * 1 found (*out), 0 none within KEEP_DRAW_TRIES, -1 failed. */
static int keep_draw(const sum_component *c, size_t n, gr_pos *out, gr_error *err) {
  gr_analysis own[SUM_MAX_COMPONENTS];
  size_t ready = 0, tries = 0;
  int found = 0;
  for (; ready < n; ready++)
    if (component_value(&c[ready], &c[ready].pos, &own[ready], err) != 0) goto done;
  for (int pass = 0; pass < 2 && !found; pass++)
    for (size_t i = 0; i < n && !found; i++) {
      if (own[i].grundy_infinite != (pass == 0) || gr_game_is_over(c[i].game, &c[i].pos)) continue;
      gr_pos_list moves;
      gr_pos_list_init(&moves);
      gr_error quiet = {0};
      if (c[i].game->moves(&c[i].pos, KEEP_DRAW_TRIES - tries, &moves, &quiet) != 0) {
        gr_pos_list_free(&moves);
        continue; /* too many to value: another component */
      }
      for (size_t k = 0; k < moves.count && !found && tries < KEEP_DRAW_TRIES; k++, tries++) {
        gr_analysis moved;
        if (component_value(&c[i], &moves.items[k], &moved, err) != 0) {
          found = -1;
        } else if (drawn_after(own, n, i, &moved)) {
          found = sum_build(c, n, i, &moves.items[k], out, err) == 0 ? 1 : -1;
        }
        gr_analysis_free(&moved);
      }
      gr_pos_list_free(&moves);
    }
  for (size_t i = 0; i < ready; i++) gr_analysis_free(&own[i]);
  return found;
done:
  for (size_t i = 0; i < ready; i++) gr_analysis_free(&own[i]);
  return -1;
}

/* The losing player stalls in the first component that can move, as its
 * game would; in a drawn sum the computer keeps the draw. */
int sum_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  bool loopy = false; /* only with a loopy component (gr_game.loopy) can the sum be drawn */
  for (size_t i = 0; i < n; i++) loopy = loopy || c[i].game->loopy;
  if (loopy) {
    gr_analysis a;
    gr_analysis_init(&a);
    int rc = gr_solve(&gr_game_sum, p, &a, err);
    bool draw = rc == 0 && a.winner == GR_WINNER_DRAW;
    gr_analysis_free(&a);
    if (rc != 0) return -1;
    if (draw && (rc = keep_draw(c, n, out, err)) != 0) return rc < 0 ? -1 : 0;
  }
  for (size_t i = 0; i < n; i++) {
    if (gr_game_is_over(c[i].game, &c[i].pos)) continue;
    gr_pos next;
    gr_pos_init(&next);
    int rc = gr_game_stall_move(c[i].game, &c[i].pos, &next, err) == 0 ? sum_build(c, n, i, &next, out, err) : -1;
    gr_pos_free(&next);
    return rc;
  }
  return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
}

/* The one component in which from and to differ (its index), or -1. */
static int changed(const gr_pos *from, const gr_pos *to, sum_component *a, sum_component *b, size_t *n) {
  size_t na = sum_split(from, a), nb = sum_split(to, b);
  *n = na;
  if (na != nb || to->len == 0 || to->v[0] != nb) return -1;
  int which = -1;
  for (size_t i = 0; i < na; i++) {
    if (a[i].index != b[i].index) return -1;
    if (gr_pos_equal(&a[i].pos, &b[i].pos)) continue;
    if (which >= 0) return -1;
    which = (int)i;
  }
  return which;
}

/* "in I ACTION": component I (from 1) plays ACTION in its own language. */
int sum_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  const char *s = action;
  while (*s == ' ' || *s == '\t') s++;
  if (strncmp(s, "in", 2) != 0 || (s[2] != ' ' && s[2] != '\t'))
    return gr_error_say(err, GR_ESYNTAX, &sum_texts, SUM_USAGE);
  s += 2;
  while (*s == ' ' || *s == '\t') s++;
  uint64_t i = 0;
  size_t digits = 0;
  for (; *s >= '0' && *s <= '9' && digits < 6; s++, digits++) i = i * 10 + (uint64_t)(*s - '0');
  if (digits == 0 || (*s != ' ' && *s != '\t')) return gr_error_say(err, GR_ESYNTAX, &sum_texts, SUM_USAGE);
  if (i < 1 || i > n) return gr_error_say(err, GR_ERANGE, &sum_texts, SUM_NO_COMPONENT, GR_U(i), GR_U(n));
  while (*s == ' ' || *s == '\t') s++;
  gr_pos next;
  gr_pos_init(&next);
  int rc = gr_game_play(c[i - 1].game, &c[i - 1].pos, s, &next, err) == 0 ? sum_build(c, n, i - 1, &next, out, err) : -1;
  gr_pos_free(&next);
  return rc;
}

int sum_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  sum_component a[SUM_MAX_COMPONENTS], b[SUM_MAX_COMPONENTS];
  size_t n;
  int i = changed(from, to, a, b, &n);
  if (i < 0) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf own;
  gr_buf_init(&own);
  int rc = gr_game_action(a[i].game, &a[i].pos, &b[i].pos, &own, err);
  if (rc == 0) gr_buf_printf(out, "in %d %s", i + 1, own.data ? own.data : "");
  gr_buf_free(&own);
  return rc;
}

void sum_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  sum_component a[SUM_MAX_COMPONENTS], b[SUM_MAX_COMPONENTS];
  size_t n;
  int i = changed(from, to, a, b, &n);
  if (i < 0) return gr_say(out, &kit_texts, lang, KIT_NOT_ONE_MOVE);
  gr_buf own;
  gr_buf_init(&own);
  gr_game_describe_move(a[i].game, &a[i].pos, &b[i].pos, lang, &own);
  gr_say(out, &sum_texts, lang, SUM_DESCRIBE, GR_U(i + 1), GR_S(a[i].game->id), GR_S(own.data ? own.data : ""));
  gr_buf_free(&own);
}

/* {"kind": "sum", "components": [{"game", "position", "board"}], "actions":
 * [{"verb": "in", "args": ["component", "action"]}]}. */
void sum_board(const gr_pos *p, gr_json *j) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "sum");
  gr_json_key(j, "components");
  gr_json_array_begin(j);
  for (size_t i = 0; i < n; i++) {
    gr_buf text;
    gr_buf_init(&text);
    c[i].game->format(&c[i].pos, &text);
    gr_json_object_begin(j);
    gr_json_key(j, "game");
    gr_json_string(j, c[i].game->id);
    gr_json_key(j, "position");
    gr_json_string(j, text.data ? text.data : "");
    gr_json_key(j, "board");
    gr_game_board(c[i].game, &c[i].pos, j);
    gr_json_object_end(j);
    gr_buf_free(&text);
  }
  gr_json_array_end(j);
  /* one action, "in I ACTION": the component's number, then a move in that
   * component's own move language (the last field takes the rest) */
  static const char *const args[] = {"component", "action"}; /* words: the kit's arg_labels */
  kit_json_one_action(j, "in", args, 2);
  gr_json_object_end(j);
}

/* ---- small positions ----------------------------------------------------- */

/* Small positions of seven different games; the small sums are every pair
 * (an entry with itself included) and every triple of different entries.
 * Misère play by the genus meets tame sums (nim with heaps 0.77: 3, whose
 * heaps are tame, and 0.31: 3 4, tame and firm with values 0 and 1) and
 * wild ones (0.77: 5) among them. */
static const char *const pool[] = {
    "nim: 2",       "nim: 1 3",          "wythoff: 1 2",     "wythoff: 2 3",   "heaps: 0.77: 3",
    "heaps: 0.77: 5", "coins-mock: UDU", "coins-mock: UUDU", "fibonacci: 4",   "lr: 2 1",
    "nullgame: 4",  "chomp: 2 2",        "heaps: 0.31: 3 4",
};
#define POOL (sizeof pool / sizeof pool[0])

static int visit_text(const char *text, int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  gr_pos p;
  gr_error err = {0};
  if (sum_parse(text, &p, &err) != 0) return -1;
  int rc = visit(&p, ctx);
  gr_pos_free(&p);
  return rc;
}

static int sum_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  char text[256];
  int rc = 0;
  for (size_t a = 0; a < POOL && rc == 0; a++) rc = visit_text(pool[a], visit, ctx);
  for (size_t a = 0; a < POOL && rc == 0; a++)
    for (size_t b = a; b < POOL && rc == 0; b++) {
      gr_snprintf(text, sizeof text, "%s + %s", pool[a], pool[b]);
      rc = visit_text(text, visit, ctx);
      for (size_t d = b + 1; d < POOL && rc == 0 && a < b; d++) {
        gr_snprintf(text, sizeof text, "%s + %s + %s", pool[a], pool[b], pool[d]);
        rc = visit_text(text, visit, ctx);
      }
    }
  return rc;
}

/* ---- the table ---------------------------------------------------------- */

const gr_game gr_game_sum = {
    .id = "sum",
    .loopy = true, /* a component may be (dag, northcott): then so is the sum */
    .texts = &sum_texts,
    .example = "nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + coins-mock: UUDU",
    .max_len_solve = SUM_MAX_COMPONENTS, /* components */
    .max_len_trace = SUM_MAX_COMPONENTS,
    .max_values = SUM_MAX_VALUES,
    KIT_GAME_FUNCTIONS(sum),
    .misere_solve_start = sum_tame_solve_start, /* tame sums by the genus (sum_tame.c) */
    KIT_LESSON(sum_lesson),
};
