/*
 * game.c — what every game shares on top of its table: parsing with the
 * table's limits, running the theory to the end, the computer's move, and
 * the JSON renderings used identically by the CLI and the WASM build (so
 * the two can be compared byte for byte).
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>


void gr_analysis_init(gr_analysis *a) {
  a->winner = GR_WINNER_SECOND;
  a->has_grundy = false;
  a->grundy = 0;
  a->unlisted_moves = 0;
  a->winning_moves_cut = false;
  a->grundy_note = 0;
  a->grundy_note_arg = 0;
  a->grundy_infinite = false;
  a->has_grundy_misere = false;
  a->grundy_misere = 0;
  a->misere_method = GR_MISERE_BY_THEORY;
  a->grundy_reach = NULL;
  a->grundy_reach_count = 0;
  gr_pos_list_init(&a->winning_moves);
}

const char *gr_misere_method_name(gr_misere_method m) {
  return m == GR_MISERE_BY_SEARCH ? "search" : m == GR_MISERE_BY_GENUS ? "genus" : "theory";
}

bool gr_analysis_partial(const gr_analysis *a) { return a->winning_moves_cut || a->unlisted_moves != 0; }

void gr_analysis_free(gr_analysis *a) {
  gr_pos_list_free(&a->winning_moves);
  free(a->grundy_reach);
  gr_analysis_init(a);
}

int gr_game_parse(const gr_game *g, const char *text, gr_pos *out, gr_error *err) {
  if (text == NULL) return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_NO_POSITION);
  return g->parse(text, out, err);
}

int gr_game_parse_n(const gr_game *g, const char *text, size_t len, gr_pos *out, gr_error *err) {
  if (text == NULL) return gr_error_say(err, GR_ESYNTAX, &gr_core_texts, CORE_NO_POSITION);
  gr_pos_free(out);
  if (gr_text_check(text, len, err) != 0) return -1;
  if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) text += 3; /* a byte order mark, as a file may start */
  return g->parse(text, out, err);
}

size_t gr_game_max_values(const gr_game *g) { return g->max_values ? g->max_values : g->max_len_solve; }

int gr_solve(const gr_game *g, const gr_pos *p, gr_analysis *out, gr_error *err) {
  if (gr_solve_theory(g, p, out, err) != 0) return -1;
  return gr_value_complete(g, p, out, err);
}

/* Runs a started job to the end and moves its analysis into out. */
static int finish_into(gr_job *job, gr_analysis *out, gr_error *err) {
  if (gr_job_finish(job, err) != 0) {
    gr_job_free(job);
    return -1;
  }
  gr_analysis_free(out);
  *out = job->analysis; /* move the result out of the job */
  gr_analysis_init(&job->analysis);
  gr_job_free(job);
  return 0;
}

int gr_solve_theory(const gr_game *g, const gr_pos *p, gr_analysis *out, gr_error *err) {
  gr_job *job = NULL;
  if (g->solve_start(p, &job, err) != 0) return -1;
  return finish_into(job, out, err);
}

int gr_solve_to(const gr_game *g, const gr_pos *p, uint64_t target, gr_analysis *out, gr_error *err) {
  gr_job *job = NULL;
  /* solve_to_start is OPTIONAL: without it, target 0 is solve_start's own
   * question, and any other is refused rather than called through NULL. */
  int rc = g->solve_to_start ? g->solve_to_start(p, target, &job, err)
           : target == 0     ? g->solve_start(p, &job, err)
                             : gr_error_set(err, GR_ESTATE, "internal: %s has no solve_to_start", g->id);
  if (rc != 0) return -1;
  return finish_into(job, out, err);
}

int gr_choose_move(const gr_game *g, const gr_pos *p, const gr_analysis *a, gr_pos *out, bool *winning,
                   gr_error *err) {
  if (gr_game_is_over(g, p)) return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_GAME_OVER);
  *winning = a->winning_moves.count > 0;
  return *winning ? gr_pos_copy(out, &a->winning_moves.items[0], err) : gr_game_stall_move(g, p, out, err);
}

/* splitmix64: a small, good generator; the page passes a seed. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

#define RANDOM_MOVE_LIMIT 100000

/* The note "played the best move instead", in every language, from the
 * core's table (the API hands out one text per language). */
static const char *const *note_too_many(void) {
  static const char *note[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++)
    note[lang] = gr_text(&gr_core_texts, (gr_lang)lang, CORE_TOO_MANY_MOVES_NOTE);
  return note;
}

int gr_choose_move_at(const gr_game *g, const gr_pos *p, const gr_analysis *a, gr_strength strength, uint64_t seed,
                      gr_pos *out, bool *winning, const char *const **note, gr_error *err) {
  *note = NULL;
  uint64_t state = seed;
  bool random = strength == GR_RANDOM || (strength == GR_IMPERFECT && next_random(&state) % 3 == 0);
  if (!random) return gr_choose_move(g, p, a, out, winning, err);
  if (gr_game_is_over(g, p)) return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_GAME_OVER);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  gr_error quiet = {0};
  if (g->moves(p, RANDOM_MOVE_LIMIT, &moves, &quiet) != 0 || moves.count == 0) {
    gr_pos_list_free(&moves);
    if (quiet.status == GR_ENOMEM) return gr_error_pass(err, &quiet);
    *note = note_too_many();
    return gr_choose_move(g, p, a, out, winning, err);
  }
  size_t pick = (size_t)(next_random(&state) % moves.count);
  *winning = false;
  for (size_t i = 0; i < a->winning_moves.count && !*winning; i++)
    *winning = gr_pos_equal(&moves.items[pick], &a->winning_moves.items[i]);
  int rc = gr_pos_copy(out, &moves.items[pick], err);
  gr_pos_list_free(&moves);
  return rc;
}

int gr_computer_move(const gr_game *g, const gr_pos *p, gr_pos *out, bool *winning, gr_error *err) {
  if (gr_game_is_over(g, p)) return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_GAME_OVER);
  gr_analysis a;
  gr_analysis_init(&a);
  int r = gr_solve(g, p, &a, err) == 0 ? gr_choose_move(g, p, &a, out, winning, err) : -1;
  gr_analysis_free(&a);
  return r;
}

/* ---- the defaults of gr_game's OPTIONAL members ------------------------ */

/* The successors of p, at most `max` (GR_ELIMIT past that). */
static int list_moves(const gr_game *g, const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  gr_pos_list_init(out);
  int rc = g->moves(p, max, out, err);
  if (rc != 0) gr_pos_list_free(out);
  return rc;
}

bool gr_game_is_over(const gr_game *g, const gr_pos *p) {
  if (g->is_terminal) return g->is_terminal(p);
  gr_pos_list moves;
  gr_error quiet = {0};
  bool over = list_moves(g, p, 1, &moves, &quiet) == 0 && moves.count == 0; /* GR_ELIMIT: more than one */
  gr_pos_list_free(&moves);
  return over;
}

int gr_game_stall_move(const gr_game *g, const gr_pos *p, gr_pos *out, gr_error *err) {
  if (g->stall_move) return g->stall_move(p, out, err);
  gr_pos_list moves; /* the default: the first move listed */
  if (list_moves(g, p, RANDOM_MOVE_LIMIT, &moves, err) != 0) return -1;
  int rc = moves.count == 0 ? gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_GAME_OVER)
                            : gr_pos_copy(out, &moves.items[0], err);
  gr_pos_list_free(&moves);
  return rc;
}

void gr_game_describe_move(const gr_game *g, const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (g->describe_move) return g->describe_move(from, to, lang, out);
  g->format(from, out); /* the default: "FROM -> TO" */
  gr_buf_puts(out, " -> ");
  g->format(to, out);
}

void gr_game_board(const gr_game *g, const gr_pos *p, gr_json *j) {
  if (g->board) return g->board(p, j);
  gr_buf text; /* the default: {"kind": "text", "text": the position} */
  gr_buf_init(&text);
  g->format(p, &text);
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "text");
  gr_json_key(j, "text");
  gr_json_string(j, text.data ? text.data : "");
  gr_json_object_end(j);
  gr_buf_free(&text);
}

/* 1 when `to` is one of the successors of `from`, 0 when not, -1 on an error. */
static int is_successor(const gr_game *g, const gr_pos *from, const gr_pos *to, gr_error *err) {
  gr_pos_list moves;
  if (list_moves(g, from, RANDOM_MOVE_LIMIT, &moves, err) != 0) return -1;
  bool found = false;
  for (size_t i = 0; i < moves.count && !found; i++) found = gr_pos_equal(&moves.items[i], to);
  gr_pos_list_free(&moves);
  return found;
}

int gr_game_play(const gr_game *g, const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (g->play) return g->play(p, action, out, err);
  /* The default action language: the successor's own text. */
  if (gr_game_is_over(g, p)) return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_GAME_OVER);
  gr_pos to;
  gr_pos_init(&to);
  int found = gr_game_parse(g, action, &to, err) == 0 ? is_successor(g, p, &to, err) : -1;
  int rc = found < 0 ? -1 : found ? gr_pos_copy(out, &to, err)
                                  : gr_error_say(err, GR_ERANGE, &gr_core_texts, CORE_NOT_A_MOVE, GR_S(action));
  gr_pos_free(&to);
  return rc;
}

int gr_game_action(const gr_game *g, const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (g->action) return g->action(from, to, out, err);
  gr_buf text; /* the inverse of the default play: the successor's text */
  gr_buf_init(&text);
  g->format(to, &text);
  gr_buf_puts(&text, "");
  int found = is_successor(g, from, to, err);
  if (found > 0) gr_buf_puts(out, text.data);
  else if (found == 0) gr_error_say(err, GR_ERANGE, &gr_core_texts, CORE_NOT_A_MOVE, GR_S(text.data));
  gr_buf_free(&text);
  return found > 0 ? 0 : -1;
}

static void json_position(gr_json *j, const gr_game *g, const gr_pos *p) {
  gr_buf text;
  gr_buf_init(&text);
  g->format(p, &text);
  gr_json_string(j, text.data ? text.data : "");
  gr_buf_free(&text);
}

static void json_analysis(gr_json *j, const gr_game *g, const gr_pos *p, const gr_analysis *a, size_t max_numbers);

void gr_json_analysis(gr_json *j, const gr_game *g, const gr_pos *p, const gr_analysis *a) {
  json_analysis(j, g, p, a, SIZE_MAX);
}

void gr_json_analysis_within(gr_json *j, const gr_game *g, const gr_analysis *a, size_t max_numbers) {
  json_analysis(j, g, NULL, a, max_numbers);
}

void gr_json_game_begin(gr_json *j, const gr_game *g, const gr_pos *p) {
  gr_json_object_begin(j);
  gr_json_key(j, "game");
  gr_json_string(j, g->id);
  if (p == NULL) return;
  gr_json_key(j, "position");
  json_position(j, g, p);
}

/* p: the position to write, or NULL for none. */
static void json_analysis(gr_json *j, const gr_game *g, const gr_pos *p, const gr_analysis *a, size_t max_numbers) {
  gr_json_game_begin(j, g, p);
  gr_json_key(j, "winner");
  gr_json_string(j, gr_outcome_name(a->winner));
  gr_json_key(j, "grundy");
  if (a->has_grundy)
    gr_json_u64(j, a->grundy);
  else
    gr_json_null(j);
  if (a->grundy_infinite) { /* only then: other games keep the old shape */
    gr_json_key(j, "grundy_infinite");
    gr_json_array_begin(j);
    for (size_t i = 0; i < a->grundy_reach_count; i++) gr_json_u64(j, a->grundy_reach[i]);
    gr_json_array_end(j);
  }
  if (g->misere) { /* misère play: said, with g⁻ where known */
    gr_json_key(j, "misere");
    gr_json_bool(j, true);
    gr_json_key(j, "grundy_misere");
    if (a->has_grundy_misere)
      gr_json_u64(j, a->grundy_misere);
    else
      gr_json_null(j);
    gr_json_key(j, "misere_method"); /* how the verdict was found */
    gr_json_string(j, gr_misere_method_name(a->misere_method));
  }
  /* Why no value (gr_value_complete, which gr_solve runs): only with a note. */
  if (!a->has_grundy && a->grundy_note) gr_json_value_note(j, a->grundy_note, a->grundy_note_arg);
  gr_json_key(j, "winning_moves");
  gr_json_array_begin(j);
  size_t listed = 0, numbers = 0;
  for (; listed < a->winning_moves.count; listed++) {
    size_t len = a->winning_moves.items[listed].len;
    if (len > max_numbers - numbers) break;
    numbers += len;
    json_position(j, g, &a->winning_moves.items[listed]);
  }
  gr_json_array_end(j);
  uint64_t left = a->winning_moves.count - listed, unlisted = a->unlisted_moves > UINT64_MAX - left ? UINT64_MAX : a->unlisted_moves + left;
  if (gr_analysis_partial(a) || left) { /* only when cut: complete lists keep the old shape */
    gr_json_key(j, "winning_moves_cut");
    gr_json_bool(j, true);
  }
  if (unlisted) {
    gr_json_key(j, "unlisted_moves");
    gr_json_u64(j, unlisted);
  }
  gr_json_object_end(j);
}

const char *gr_outcome_name(gr_outcome o) {
  return o == GR_WINNER_DRAW ? "draw" : o == GR_WINNER_FIRST ? "first" : "second";
}

void gr_json_bilingual(gr_json *j, const char *key, const char *const text[GR_NLANG]) {
  gr_json_key(j, key);
  gr_json_object_begin(j);
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_json_key(j, gr_lang_code((gr_lang)lang));
    gr_json_string(j, text[lang] ? text[lang] : "");
  }
  gr_json_object_end(j);
}

void gr_json_text(gr_json *j, const char *key, const gr_texts *t, unsigned text_key) {
  const char *text[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) text[lang] = gr_text(t, (gr_lang)lang, text_key);
  gr_json_bilingual(j, key, text);
}

void gr_json_error_text(gr_json *j, const char *key, const gr_error *err) {
  const char *text[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) text[lang] = err->text[lang];
  gr_json_bilingual(j, key, text);
}

const char *gr_game_text(const gr_game *g, gr_lang lang, unsigned key) { return gr_text(g->texts, lang, key); }

const char *gr_lesson_title(const gr_game *g, size_t i, gr_lang lang) {
  return i < g->lesson_len ? gr_text(g->texts, lang, g->lesson[i].title_key) : "";
}

const char *gr_lesson_text(const gr_game *g, size_t i, gr_lang lang) {
  return i < g->lesson_len ? gr_text(g->texts, lang, g->lesson[i].text_key) : "";
}

/* "key": {"en": ..., "zh": ...} of one of the game's GR_TEXT_* texts. */
static void json_game_text(gr_json *j, const char *key, const gr_game *g, unsigned text_key) {
  const char *text[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) text[lang] = gr_game_text(g, (gr_lang)lang, text_key);
  gr_json_bilingual(j, key, text);
}

void gr_json_game_info(gr_json *j, const gr_game *g) {
  gr_json_object_begin(j);
  gr_json_key(j, "id");
  gr_json_string(j, g->id);
  json_game_text(j, "title", g, GR_TEXT_TITLE);
  json_game_text(j, "rules", g, GR_TEXT_RULES);
  json_game_text(j, "syntax", g, GR_TEXT_SYNTAX);
  json_game_text(j, "theory", g, GR_TEXT_THEORY);
  gr_json_key(j, "example");
  gr_json_string(j, g->example);
  gr_json_key(j, "max_len_solve");
  gr_json_u64(j, g->max_len_solve);
  gr_json_key(j, "max_len_trace");
  gr_json_u64(j, g->max_len_trace);
  gr_json_key(j, "graph");
  gr_json_bool(j, g->graph);
  gr_json_key(j, "loopy"); /* play can come back to a position (gr_game.loopy) */
  gr_json_bool(j, g->loopy);
  gr_json_key(j, "twin");
  gr_json_string_or_null(j, g->twin);
  /* how its misère play is decided (gr_game_misere_of): "theory" or
   * "search" (within the bounds of src/core/misere_play.c) */
  const gr_game *m = g->misere ? NULL : gr_game_misere_of(g);
  gr_json_key(j, "misere_play");
  if (m)
    gr_json_string(j, gr_game_misere_by_theory(m) ? "theory" : "search");
  else
    gr_json_null(j);
  gr_json_key(j, "lesson");
  gr_json_array_begin(j);
  for (size_t i = 0; i < g->lesson_len; i++) {
    const gr_lesson_stop *stop = &g->lesson[i];
    const char *title[GR_NLANG], *text[GR_NLANG];
    for (int lang = 0; lang < GR_NLANG; lang++) {
      title[lang] = gr_lesson_title(g, i, (gr_lang)lang);
      text[lang] = gr_lesson_text(g, i, (gr_lang)lang);
    }
    gr_json_object_begin(j);
    gr_json_bilingual(j, "title", title);
    gr_json_bilingual(j, "text", text);
    gr_json_key(j, "position");
    gr_json_string_or_null(j, stop->position);
    gr_json_key(j, "step");
    gr_json_i64(j, stop->step);
    if (stop->view == GR_LESSON_EXPLORE) { /* only then: the default is the trace */
      gr_json_key(j, "view");
      gr_json_string(j, "explore");
    }
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  if (g->misere) { /* the page must know who wins when no move is left */
    gr_json_key(j, "misere");
    gr_json_bool(j, true);
  }
  gr_json_object_end(j);
}

static void json_cell(gr_json *j, const gr_trace *t, uint32_t id, const char *role, gr_lang lang) {
  int view;
  uint32_t row, col;
  gr_json_object_begin(j);
  if (role) {
    gr_json_key(j, "as");
    gr_json_string(j, role);
  }
  if (gr_trace_locate(t, id, &view, &row, &col)) {
    const gr_view *v = &t->views[view];
    gr_buf name;
    gr_buf_init(&name);
    gr_trace_cell_name(t, id, &name);
    gr_json_key(j, "cell");
    gr_json_string(j, name.data);
    gr_buf_reset(&name);
    gr_trace_cell_words(t, id, lang, &name); /* what a student reads: "heap 2, bit 4" */
    gr_json_key(j, "name");
    gr_json_string(j, name.data);
    gr_buf_free(&name);
    gr_json_key(j, "view");
    gr_json_string(j, v->name);
    gr_json_key(j, "row");
    gr_json_u64(j, row + v->index_origin);
    gr_json_key(j, "col");
    gr_json_u64(j, col + v->index_origin);
    gr_json_key(j, "value");
    gr_json_u64(j, v->values[row * v->cols + col]);
    if (v->labels) { /* explore's graph: the node's position */
      gr_json_key(j, "label");
      gr_json_string(j, v->labels[row * v->cols + col]);
    }
  }
  gr_json_object_end(j);
}

void gr_json_trace_step(gr_json *j, const gr_trace *t, size_t step, gr_lang lang) {
  gr_json_object_begin(j);
  gr_json_key(j, "step");
  gr_json_u64(j, step);
  gr_json_key(j, "writes");
  json_cell(j, t, t->step_cell[step], NULL, lang);
  uint8_t rule = t->step_rule[step];
  gr_json_key(j, "rule");
  gr_json_u64(j, rule);
  if (rule < t->nrules) {
    gr_json_key(j, "case");
    gr_json_string(j, gr_rule_name(t, rule, lang));
  }
  gr_json_key(j, "reads");
  gr_json_array_begin(j);
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  for (size_t k = 0; k < nreads; k++)
    json_cell(j, t, reads[k], rule < t->nrules && k < GR_TRACE_READS ? t->rules[rule].reads[k] : NULL, lang);
  gr_json_array_end(j);
  gr_buf text;
  gr_buf_init(&text);
  gr_trace_explain(t, step, lang, &text);
  gr_json_key(j, "text");
  gr_json_string(j, text.data ? text.data : "");
  gr_buf_free(&text);
  gr_json_object_end(j);
}
