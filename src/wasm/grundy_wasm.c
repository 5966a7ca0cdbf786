/*
 * grundy_wasm.c — the WebAssembly face of libgrundy, and the only file that
 * knows Emscripten.
 *
 * Conventions for JavaScript callers (web/js/core.js wraps them):
 *   - Strings go in as UTF-8 pointers and come back as malloc'd UTF-8 the
 *     caller releases with gw_free.  Results are JSON text; a failure is
 *     {"error": "message", "error_text": {"en": ..., "zh": ...}} — the
 *     parser's own message (in English, and in every language), never a
 *     crash.
 *   - Whether a game is over, and who won it, is C's word: every successor
 *     and board carries "game_over" and, once over, "winner" ("first":
 *     the player to move there, "second" the other one; gr_outcome_name).
 *   - Long work is a job handle: gw_*_start returns it (0 on failure, the
 *     message in gw_last_error), gw_job_run advances it by a budget, and
 *     gw_job_free releases it.  The page drives jobs from animation frames.
 *   - A trace's bulk data stays in WASM memory: gw_trace_* return pointers
 *     and the page wraps them in typed arrays (BigUint64Array for values,
 *     Uint32Array for cell ids, Uint8Array for rules), re-wrapping after
 *     memory growth.
 *
 * Built twice (Makefile.am): the page's core with GW_PAGE_ONLY, which leaves
 * out the exports the page never calls (judge problems, `grundy sg`) so the
 * linker drops their code and the page stays small; and the full core, for
 * node (the parity test, the benchmarks), with every export.
 *
 * This file holds the positions, verdicts, moves, boards and jobs;
 * gw_trace.c the traces' bulk data and explore, through the helpers gw.h
 * declares (owned here: the last failure, the out-of-memory answer).
 */
#include "wasm/gw.h"
#include "grundy_course.h"
#include "core/core_text.h"
#include "kit/graphtext.h"

#include <stdlib.h>
#include <string.h>

#ifdef GW_PAGE_ONLY
/* The page's own limit on a position's length (its numbers): lower than
 * the CLI's, so that no position can take the tab's memory or freeze it
 * for long; past it every export refuses before any work but the parse
 * (the catalogue's "page_max_length", per game; the page words the refusal).  Each
 * step of a load is one task (reading the text, the board, the verdict's
 * words), and the first reading runs in V8's baseline code: a million
 * numbers took 104-150 ms there, half a million half that (issue 13: no
 * task over 100 ms). */
#define GW_PAGE_MAX_LEN 524288u
/* Graphs, lower: a graph's text is read by sorting and searching its
 * vertex labels, and its board and solver build the graph again; 260,000
 * numbers took 120-150 ms to read the first time. */
#define GW_PAGE_MAX_GRAPH 131072u
/* And its limit on a position's text, checked before it is read: 100,000
 * heaps near 2^64 are 2.1 MB, 100,000 such pairs 4.2 MB; 11 MB (half a
 * million numbers of 20 digits) took 107 ms to read the first time. */
#define GW_PAGE_MAX_TEXT 5242880u
/* The game table says which positions are graphs (gr_game.graph): this
 * face names no game. */
static uint64_t page_max(const gr_game *g) { return g->graph ? GW_PAGE_MAX_GRAPH : GW_PAGE_MAX_LEN; }
/* The numbers a verdict's JSON carries at most (its winning moves' texts;
 * the page never reads the position back): at a 10^6-number position the
 * list took over a second to write and read (issue 13).  The moves past it
 * are counted ("unlisted_moves"); the computer and the words of the first
 * moves come from the job's own positions. */
#define GW_PAGE_VERDICT_NUMBERS 131072u
#endif

gr_error gw_failure;

/* Out of memory: the answer of every export whose result could not be
 * written (else a truncated or empty text would reach the page as a JSON
 * parse error).  Written once at start-up, while memory is there, in
 * every language, with "out_of_memory": true; never freed (gw_free). */
static char oom_json[768];

static void oom_write(void) {
  gr_error err = {0};
  gr_error_nomem(&err);
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  gr_json_key(j, "error");
  gr_json_string(j, err.message);
  gr_json_error_text(j, "error_text", &err);
  gr_json_key(j, "out_of_memory");
  gr_json_bool(j, true);
  gr_json_object_end(j);
  const gr_buf *out = &a.text;
  if (!out->failed && out->data != NULL && out->len < sizeof oom_json) memcpy(oom_json, out->data, out->len + 1);
  gr_buf_free(&a.text);
}

__attribute__((constructor)) static void start_up(void) {
#ifdef GW_PAGE_ONLY
  /* The page's core travels without its texts (tools/embed-wasm.js): every
   * language is away, before anything reads a text, until the page brings
   * it (gw_texts_away), when the out-of-memory answer is written again. */
  for (int lang = 0; lang < GR_NLANG; lang++) gr_texts_set_away((gr_lang)lang, true);
  gt_arrows_edge_cap = GW_PAGE_MAX_GRAPH; /* a dag's random= past it: refused at once */
#endif
  oom_write();
}

/* The text written to out, or oom_json when writing it ran out of memory. */
char *gw_take(gr_buf *out) {
  if (out->failed) {
    gr_buf_free(out);
    return oom_json;
  }
  char *text = gr_buf_take(out);
  return text ? text : oom_json;
}

gr_json *gw_answer_begin(gw_answer *a) {
  gr_buf_init(&a->text);
  gr_json_init(&a->json, &a->text);
  return &a->json;
}

char *gw_answer_take(gw_answer *a) { return gw_take(&a->text); }

/* The length of the last position refused for the page's limit, else 0,
 * that limit, and whether they count characters (else numbers). */
static uint64_t refused_len, refused_max;
static bool refused_chars;

/* "out_of_memory": true, or "page_refused": the length the page's limit refused. */
static void json_why(gr_json *j, const gr_error *err) {
  if (err->status == GR_ENOMEM) {
    gr_json_key(j, "out_of_memory");
    gr_json_bool(j, true);
  } else if (refused_len) {
    gr_json_key(j, refused_chars ? "page_refused_chars" : "page_refused");
    gr_json_u64(j, refused_len);
    gr_json_key(j, "page_max");
    gr_json_u64(j, refused_max);
  }
}

char *gw_json_error(const gr_error *err) {
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  gr_json_key(j, "error");
  gr_json_string(j, err->message);
  gr_json_error_text(j, "error_text", err);
  json_why(j, err);
  gr_json_object_end(j);
  return gw_answer_take(&a);
}

GW_EXPORT void gw_free(void *p) {
  if (p != oom_json) free(p);
}

GW_EXPORT char *gw_last_error(void) {
  gr_buf out;
  gr_buf_init(&out);
  gr_buf_puts(&out, gw_failure.message);
  return gw_take(&out);
}

/* The last failure in every language: {"en": ..., "zh": ...}. */
GW_EXPORT char *gw_last_error_text(void) {
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  gr_json_error_text(j, "text", &gw_failure);
  json_why(j, &gw_failure);
  gr_json_object_end(j);
  return gw_answer_take(&a);
}

/* The course and its glossary (grundy_course.h): asked for when the page
 * opens the course, not at start-up. */
GW_EXPORT char *gw_course(void) {
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_course(j);
  return gw_answer_take(&a);
}

/* {"version", "games":[...], "judge":[...]} — the same as `grundy list --json`
 * (without "judge" in the page's core). */
GW_EXPORT char *gw_catalogue(void) {
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  gr_json_key(j, "version");
  gr_json_string(j, GRUNDY_VERSION);
  gr_json_key(j, "games");
  gr_json_array_begin(j);
  for (size_t i = 0; i < gr_game_count(); i++) gr_json_game_info(j, gr_game_at(i));
  gr_json_array_end(j);
  gr_json_key(j, "arg_labels"); /* the move forms' words for every argument name */
  gr_json_arg_labels(j);
  gr_json_key(j, "verb_labels"); /* the words beside each verb of the move language */
  gr_json_verb_labels(j);
#ifdef GW_PAGE_ONLY
  gr_json_key(j, "page_max_length"); /* each game's limit on the page, {id: numbers} */
  gr_json_object_begin(j);
  for (size_t i = 0; i < gr_game_count(); i++) {
    gr_json_key(j, gr_game_at(i)->id);
    gr_json_u64(j, page_max(gr_game_at(i)));
  }
  gr_json_object_end(j);
  gr_json_key(j, "page_max_text");
  gr_json_u64(j, GW_PAGE_MAX_TEXT);
#endif
#ifndef GW_PAGE_ONLY
  gr_json_key(j, "judge");
  gr_json_array_begin(j);
  for (size_t i = 0; i < gr_judge_count(); i++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_string(j, gr_judge_at(i)->id);
    gr_json_key(j, "title");
    gr_json_string(j, gr_judge_at(i)->title);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
#endif
  gr_json_object_end(j);
  return gw_answer_take(&a);
}

/* The last long position read, kept for the next call with the same text:
 * the page hands one position to parse, solve, trace and board in turn, and
 * reading a text of a million numbers took 100-300 ms each time (issue 13:
 * no task over 100 ms).  Keyed by the game and the text's bytes (a memcmp
 * of megabytes is a millisecond); texts under KEEP_CHARS are read again. */
#define KEEP_CHARS 65536
static struct {
  const gr_game *game;
  char *text;
  gr_pos pos;
  bool canonical; /* text is the game's own writing of pos (gw_parse found so) */
} kept;

static bool loaded_kept; /* gw_load's last position was the kept one */

static void keep(const gr_game *g, const char *text, size_t len, const gr_pos *p) {
  free(kept.text);
  kept.text = NULL;
  gr_pos_free(&kept.pos);
  kept.game = NULL;
  gr_error err = {0};
  kept.canonical = false;
  if (len < KEEP_CHARS || (kept.text = malloc(len + 1)) == NULL) return;
  memcpy(kept.text, text, len + 1);
  if (gr_pos_copy(&kept.pos, p, &err) == 0) kept.game = g;
}

/* A game by its id; "ID~misere" is the misère play of game ID
 * (gr_game_misere_of), which the page's twin shows beside every game. */
#define GW_MISERE_SUFFIX "~misere"
static const gr_game *gw_game(const char *id, gr_error *err) {
  size_t n = strlen(id), k = strlen(GW_MISERE_SUFFIX);
  if (n <= k || strcmp(id + n - k, GW_MISERE_SUFFIX) != 0) return gr_game_lookup(id, err);
  char base[64];
  if (n - k >= sizeof base) return gr_game_lookup(id, err); /* no such game: the message lists them */
  memcpy(base, id, n - k);
  base[n - k] = '\0';
  const gr_game *g = gr_game_lookup(base, err);
  return g ? gr_game_misere_of(g) : NULL;
}

const gr_game *gw_load(const char *game, const char *text, gr_pos *p, gr_error *err) {
  refused_len = 0;
  refused_chars = false;
  const gr_game *g = gw_game(game, err);
  gt_arrows_capped = 0;
  size_t len = strlen(text);
  loaded_kept = g != NULL && g == kept.game && strcmp(text, kept.text) == 0; /* checked at its first reading */
  if (loaded_kept) return gr_pos_copy(p, &kept.pos, err) == 0 ? g : NULL;
#ifdef GW_PAGE_ONLY
  if (g != NULL && len > GW_PAGE_MAX_TEXT) {
    refused_len = len;
    refused_max = GW_PAGE_MAX_TEXT;
    refused_chars = true;
    /* the page words it (page_refused_chars): no table of its own */
    gr_error_set(err, GR_ELIMIT, "a position of %zu characters is too long for this page", len);
    return NULL;
  }
#endif
  if (g == NULL || gr_game_parse(g, text, p, err) != 0) {
#ifdef GW_PAGE_ONLY
    if (gt_arrows_capped) { /* a dag's edges past the page's limit, refused before they were drawn */
      refused_len = gt_arrows_capped > UINT64_MAX - 4 ? UINT64_MAX : 4 + gt_arrows_capped;
      refused_max = GW_PAGE_MAX_GRAPH;
      *err = (gr_error){0};
      gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_POSITION_TOO_LARGE, GR_U(refused_len));
    }
#endif
    return NULL;
  }
#ifdef GW_PAGE_ONLY
  if (p->len > page_max(g)) {
    refused_len = p->len;
    refused_max = page_max(g);
    gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_POSITION_TOO_LARGE, GR_U(p->len));
    return NULL;
  }
#endif
  keep(g, text, len, p);
  return g;
}

/* {"position": canonical} or {"error": ...}: validation for the editor. */
GW_EXPORT char *gw_parse(const char *game, const char *text) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  const gr_game *g = gw_load(game, text, &p, &err);
  if (g == NULL) {
    gr_pos_free(&p);
    return gw_json_error(&err);
  }
  gr_buf out, pos;
  gr_buf_init(&out);
  gr_buf_init(&pos);
  /* The text back only when it differs: a pasted position is often
   * canonical already, and a copy of megabytes is work on both sides.  A
   * kept text was compared when it was kept; a new one is written into
   * room for its own length (a canonical text fits, written once). */
  bool known = loaded_kept && kept.canonical;
  if (!known && gr_buf_reserve(&pos, strlen(text))) g->format(&p, &pos);
  bool same = known || (!pos.failed && strcmp(pos.data, text) == 0);
  if (pos.failed) out.failed = true;
  else if (!same) keep(g, pos.data, pos.len, &p); /* the page passes the canonical text on */
  if (!pos.failed && kept.game == g) kept.canonical = true; /* the text kept is now the canonical one */
  gr_json j;
  gr_json_init(&j, &out);
  gr_json_object_begin(&j);
  gr_json_key(&j, same ? "same" : "position");
  if (same)
    gr_json_bool(&j, true);
  else
    gr_json_string(&j, pos.data);
  gr_json_key(&j, "length");
  gr_json_u64(&j, p.len);
  gr_json_object_end(&j);
  gr_buf_free(&pos);
  gr_pos_free(&p);
  return gw_take(&out);
}

/* Moves in the JSON shape of `grundy moves --json`. */
GW_EXPORT char *gw_moves(const char *game, const char *text, unsigned max_moves) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  const gr_game *g = gw_load(game, text, &p, &err);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (g == NULL || g->moves(&p, max_moves, &moves, &err) != 0) {
    gr_pos_free(&p);
    gr_pos_list_free(&moves);
    return gw_json_error(&err);
  }
  gr_buf out, pos;
  gr_buf_init(&out);
  gr_buf_init(&pos);
  gr_json j;
  gr_json_init(&j, &out);
  gr_json_game_begin(&j, g, NULL);
  gr_json_key(&j, "moves");
  gr_json_array_begin(&j);
  for (size_t i = 0; i < moves.count; i++) {
    gr_buf_reset(&pos);
    g->format(&moves.items[i], &pos);
    gr_json_string(&j, pos.data);
  }
  gr_json_array_end(&j);
  gr_json_object_end(&j);
  gr_buf_free(&pos);
  gr_pos_list_free(&moves);
  gr_pos_free(&p);
  return gw_take(&out);
}

/* "game_over": whether no move is left at p, and when so "winner": the
 * outcome there — the player to move cannot move, which loses in normal
 * play and wins in misère play.  The page reads who won from this only. */
static void json_game_over(gr_json *j, const gr_game *g, const gr_pos *p) {
  bool over = gr_game_is_over(g, p);
  gr_json_key(j, "game_over");
  gr_json_bool(j, over);
  if (over) {
    gr_json_key(j, "winner");
    gr_json_string(j, gr_outcome_name(g->misere ? GR_WINNER_FIRST : GR_WINNER_SECOND));
  }
}

/* "position": the canonical text of p, then json_game_over; the first keys
 * of every successor the page gets. */
static void json_successor(gr_json *j, const gr_game *g, const gr_pos *p) {
  gr_buf pos;
  gr_buf_init(&pos);
  g->format(p, &pos);
  gr_json_key(j, "position");
  gr_json_string(j, pos.data ? pos.data : "");
  json_game_over(j, g, p);
  gr_buf_free(&pos);
}

/* {"position", "game_over"[, "winner"], "winning"[, "note": {"en", "zh"}]}: a move the
 * computer chose, and what it has to say about it. */
static char *json_move(const gr_game *g, const gr_pos *next, bool winning, const char *const *note) {
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  json_successor(j, g, next);
  gr_json_key(j, "winning");
  gr_json_bool(j, winning);
  if (note) gr_json_bilingual(j, "note", note);
  gr_json_object_end(j);
  return gw_answer_take(&a);
}

#ifndef GW_PAGE_ONLY /* the page asks a finished solve job (gw_job_computer_move_at) */
/* The computer's move: {"position": after, "winning": bool} or an error. */
GW_EXPORT char *gw_computer_move(const char *game, const char *text) {
  gr_error err = {0};
  gr_pos p, next;
  gr_pos_init(&p);
  gr_pos_init(&next);
  bool winning = false;
  const gr_game *g = gw_load(game, text, &p, &err);
  if (g == NULL || gr_computer_move(g, &p, &next, &winning, &err) != 0) {
    gr_pos_free(&p);
    gr_pos_free(&next);
    return gw_json_error(&err);
  }
  char *result = json_move(g, &next, winning, NULL);
  gr_pos_free(&p);
  gr_pos_free(&next);
  return result;
}
#endif

/* A language's texts left (away = 1) or arrived (0): the page's core travels
 * without them (tools/embed-wasm.js; start_up marks every language away)
 * and web/js/core.js writes a language's into memory, where the linker
 * placed them, when it is first chosen. */
GW_EXPORT void gw_texts_away(const char *lang, int away) {
  int l = gr_lang_parse(lang);
  if (l < 0) return;
  gr_texts_set_away((gr_lang)l, away != 0);
  oom_write();
}

#ifdef GW_PAGE_ONLY
/* Where each language's texts lie in memory, for tools/embed-wasm.js, which
 * finds this record by its mark in the binary's data and cuts each range
 * out into a file of its own: the linker's bounds of the sections
 * tools/texts.awk puts every table's texts of one language in. */
_Static_assert(GR_NLANG == 2, "a pair of bounds per language, in gr_lang's order");
extern const char __start_texts_en[], __stop_texts_en[], __start_texts_zh[], __stop_texts_zh[];
__attribute__((used)) const struct {
  char mark[16];
  const char *range[2 * GR_NLANG];
} gw_texts_place = {"grundy texts at", {__start_texts_en, __stop_texts_en, __start_texts_zh, __stop_texts_zh}};
#endif

gr_lang gw_lang(const char *code) {
  int l = gr_lang_parse(code);
  return l < 0 ? GR_EN : (gr_lang)l;
}

/* The move from one position to the next in words, for hints and the game record. */
GW_EXPORT char *gw_describe_move(const char *game, const char *from, const char *to, const char *lang) {
  gr_error err = {0};
  gr_pos a, b;
  gr_pos_init(&a);
  gr_pos_init(&b);
  const gr_game *g = gw_load(game, from, &a, &err);
  gr_buf out;
  gr_buf_init(&out);
  /* Every position, the finished game's included, reads back (parse(format(p))). */
  if (g != NULL && gr_game_parse(g, to, &b, &err) == 0) {
    gr_game_describe_move(g, &a, &b, gw_lang(lang), &out);
  }
  gr_buf_puts(&out, "");
  gr_pos_free(&a);
  gr_pos_free(&b);
  return gw_take(&out);
}

/* The board to draw for play: the game's JSON object (see docs/GAMES.md,
 * "Boards"), with "play_syntax" {en, zh}, "game_over" (no move left, from
 * gr_game_is_over) and, when over, "winner" added. */
GW_EXPORT char *gw_board(const char *game, const char *text) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  const gr_game *g = gw_load(game, text, &p, &err);
  if (g == NULL) return gw_json_error(&err);
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  const char *syntax[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) syntax[lang] = gr_game_text(g, (gr_lang)lang, GR_TEXT_PLAY_SYNTAX);
  gr_json_bilingual(j, "play_syntax", syntax);
  json_game_over(j, g, &p);
  gr_json_key(j, "board");
  gr_game_board(g, &p, j);
  gr_json_object_end(j);
  gr_pos_free(&p);
  return gw_answer_take(&a);
}

/* One move in the game's action language ("take 1 2" for lr): the
 * successor {"position", "game_over"[, "winner"]} or {"error": why the move
 * is illegal, "error_text": the same in every language}. */
GW_EXPORT char *gw_play(const char *game, const char *text, const char *action) {
  gr_error err = {0};
  gr_pos p, next;
  gr_pos_init(&p);
  gr_pos_init(&next);
  const gr_game *g = gw_load(game, text, &p, &err);
  if (g == NULL || gr_game_play(g, &p, action, &next, &err) != 0) {
    gr_pos_free(&p);
    gr_pos_free(&next);
    return gw_json_error(&err);
  }
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  json_successor(j, g, &next);
  gr_json_object_end(j);
  gr_pos_free(&p);
  gr_pos_free(&next);
  return gw_answer_take(&a);
}

/* The action text for a move from -> to: {"action": "take 1 2"}, checked by
 * playing it back; an error for positions that are not one move apart. */
GW_EXPORT char *gw_action_for(const char *game, const char *from, const char *to) {
  gr_error err = {0};
  gr_pos a, b, back;
  gr_pos_init(&a);
  gr_pos_init(&b);
  gr_pos_init(&back);
  gr_buf act;
  gr_buf_init(&act);
  const gr_game *g = gw_load(game, from, &a, &err);
  bool ok = g != NULL && gr_game_parse(g, to, &b, &err) == 0;
  if (ok) ok = gr_game_action(g, &a, &b, &act, &err) == 0;
  gr_buf_puts(&act, "");
  if (ok) ok = gr_game_play(g, &a, act.data, &back, &err) == 0;
  if (ok && !gr_pos_equal(&back, &b))
    ok = gr_error_set(&err, GR_ESTATE, "internal: '%s' does not lead to that position", act.data) == 0;
  char *result;
  if (!ok) {
    result = gw_json_error(&err);
  } else {
    gw_answer answer;
    gr_json *j = gw_answer_begin(&answer);
    gr_json_object_begin(j);
    gr_json_key(j, "action");
    gr_json_string(j, act.data);
    gr_json_object_end(j);
    result = gw_answer_take(&answer);
  }
  gr_buf_free(&act);
  gr_pos_free(&a);
  gr_pos_free(&b);
  gr_pos_free(&back);
  return result;
}

/* ---- jobs -------------------------------------------------------------- */

/* A new, empty job handle with gw_failure cleared, or NULL with
 * gw_failure saying memory ran out: how every job export begins. */
static gw_job *job_new(void) {
  gr_error_clear(&gw_failure);
  gw_job *w = calloc(1, sizeof *w);
  if (w == NULL) {
    gr_error_nomem(&gw_failure);
    return NULL;
  }
  gr_pos_init(&w->pos);
  return w;
}

gw_job *gw_start(const char *game, const char *text, gw_begin_fn begin) {
  gw_job *w = job_new();
  if (w == NULL) return NULL;
  w->game = gw_load(game, text, &w->pos, &gw_failure);
  if (w->game == NULL || begin(w->game, &w->pos, &w->job, &gw_failure) != 0) {
    gr_pos_free(&w->pos);
    free(w);
    return NULL;
  }
  return w;
}

static int begin_solve(const gr_game *g, const gr_pos *p, gr_job **job, gr_error *err) {
  return g->solve_start(p, job, err);
}
static int begin_trace(const gr_game *g, const gr_pos *p, gr_job **job, gr_error *err) {
  return g->trace_start(p, job, err);
}

GW_EXPORT gw_job *gw_solve_start(const char *game, const char *text) {
  gw_job *w = gw_start(game, text, begin_solve);
  if (w) w->value_search = true;
  return w;
}
GW_EXPORT gw_job *gw_trace_start(const char *game, const char *text) { return gw_start(game, text, begin_trace); }

#ifndef GW_PAGE_ONLY
/* A judge problem's input in, its job out; the output via gw_judge_output. */
GW_EXPORT gw_job *gw_judge_start(const char *problem, const char *input, unsigned len) {
  gr_error_clear(&gw_failure);
  const gr_judge *p = gr_judge_find(problem);
  if (p == NULL) {
    gr_error_set(&gw_failure, GR_EUNKNOWN, "unknown judge problem '%s'", problem);
    return NULL;
  }
  gw_job *w = job_new();
  if (w == NULL) return NULL;
  if (p->start(input, len, &w->job, &gw_failure) != 0) {
    free(w);
    return NULL;
  }
  return w;
}

#endif

/* 1 finished, 0 more to do, -1 failed (message in gw_last_error). */
GW_EXPORT int gw_job_run(gw_job *w, unsigned budget) {
  gr_error_clear(&gw_failure);
  if (!w->job->finished) {
    int rc = gr_job_run(w->job, budget, &gw_failure);
    if (rc != 1 || !w->value_search) return rc;
  }
  if (!w->value_search) return 1;
  /* the value search: a unit of budget is a unit of its work (1: more to do) */
  return gr_value_complete_some(w->game, &w->pos, &w->job->analysis, &w->search, budget ? budget : 1, &gw_failure) != 1;
}

/* Progress in millionths (0 .. 1000000), for the progress bar. */
GW_EXPORT unsigned gw_job_progress(const gw_job *w) {
  const gr_job *job = w->job;
  if (job->finished || job->total == 0) return job->finished ? 1000000u : 0u;
  uint64_t done = job->done < job->total ? job->done : job->total;
  uint64_t per_millionth = job->total / 1000000; /* 0 when total < 10^6: then done * 10^6 fits */
  uint64_t p = per_millionth ? done / per_millionth : done * 1000000 / job->total;
  return (unsigned)(p > 1000000 ? 1000000 : p);
}

GW_EXPORT void gw_job_free(gw_job *w) {
  if (w == NULL) return;
  gr_job_free(w->job);
  gr_referee_free(w->search);
  gr_pos_free(&w->pos);
  free(w);
}

/* A finished solve job's result, in the shape of `grundy solve --json`. */
GW_EXPORT char *gw_solve_result(gw_job *w) {
  gr_error err = {0};
  if (!w->job->finished) {
    gr_error_set(&err, GR_ESTATE, "the job has not finished");
    return gw_json_error(&err);
  }
  /* Where the theory gives no value, the value by bounded search (or the
   * note why none), as gr_solve gives the CLI; it runs once per job. */
  if (gr_value_complete(w->game, &w->pos, &w->job->analysis, &err) != 0) return gw_json_error(&err);
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
#ifdef GW_PAGE_ONLY
  gr_json_analysis_within(j, w->game, &w->job->analysis, GW_PAGE_VERDICT_NUMBERS);
#else
  gr_json_analysis(j, w->game, &w->pos, &w->job->analysis);
#endif
  return gw_answer_take(&a);
}


/* Winning move k of a finished solve job in words (gr_game_describe_move),
 * from the job's own positions: the page asked with both as text, and
 * parsed two positions of up to a million numbers per move it listed. */
GW_EXPORT char *gw_job_move_words(const gw_job *w, unsigned k, const char *lang) {
  gr_buf out;
  gr_buf_init(&out);
  if (w->job->finished && k < w->job->analysis.winning_moves.count)
    gr_game_describe_move(w->game, &w->pos, &w->job->analysis.winning_moves.items[k], gw_lang(lang), &out);
  gr_buf_puts(&out, "");
  return gw_take(&out);
}

/* The computer's move at a strength (0 perfect, 1 imperfect, 2 random), with
 * a seed from the page so a game can be replayed: {"position", "game_over",
 * "winning", "note"}. */
GW_EXPORT char *gw_job_computer_move_at(const gw_job *w, unsigned strength, unsigned seed_lo, unsigned seed_hi) {
  gr_error err = {0};
  if (!w->job->finished || strength > GR_RANDOM) {
    gr_error_set(&err, GR_ESTATE, strength > GR_RANDOM ? "strength is 0, 1 or 2" : "the job has not finished");
    return gw_json_error(&err);
  }
  gr_pos next;
  gr_pos_init(&next);
  bool winning = false;
  const char *const *note = NULL;
  uint64_t seed = (uint64_t)seed_hi << 32 | seed_lo;
  if (gr_choose_move_at(w->game, &w->pos, &w->job->analysis, (gr_strength)strength, seed, &next, &winning, &note,
                        &err) != 0) {
    gr_pos_free(&next);
    return gw_json_error(&err);
  }
  char *result = json_move(w->game, &next, winning, note);
  gr_pos_free(&next);
  return result;
}

#ifndef GW_PAGE_ONLY
/* ---- grundy sg: Grundy sequences of heap rulesets ------------------------ */

/* A job computing G(0..upto) of a ruleset ("0.77", "S{1,3,4}", "lasker") and
 * its period; method 0 rare values + the proved period (what `grundy sg`
 * does), 1 rare values only, 2 the plain mex.  Run it with gw_job_run. */
GW_EXPORT gw_job *gw_sg_start(const char *ruleset, unsigned upto, unsigned method) {
  gw_job *w = job_new();
  if (w == NULL) return NULL;
  if (gr_sg_start(ruleset, upto, (gr_sg_method)method, &w->job, &gw_failure) != 0) {
    free(w);
    return NULL;
  }
  return w;
}

/* A finished sg job's result in the shape of `grundy sg --json` (the values
 * only when with_values; gw_sg_values gives them without JSON). */
GW_EXPORT char *gw_sg_result(const gw_job *w, int with_values) {
  gr_error err = {0};
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  if (gr_sg_json(j, w->job, with_values != 0, &err) != 0) {
    gr_buf_free(&a.text);
    return gw_json_error(&err);
  }
  return gw_answer_take(&a);
}

/* G(0..count-1) as 16-bit values (a Uint16Array view), once finished. */
GW_EXPORT const uint16_t *gw_sg_values(const gw_job *w) { return gr_sg_values(w->job, NULL); }
GW_EXPORT unsigned gw_sg_count(const gw_job *w) {
  uint64_t count;
  gr_sg_values(w->job, &count);
  return (unsigned)count;
}

/* A judge job's output text so far (all of it once finished). */
GW_EXPORT const char *gw_judge_output(const gw_job *w) {
  return w->job->output.data ? w->job->output.data : "";
}
#endif

