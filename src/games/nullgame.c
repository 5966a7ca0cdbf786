/*
 * nullgame.c — the null game: the smallest complete game, a template to
 * copy (like Simon Tatham's nullgame.c for his puzzles), walked through in
 * docs/ADDING-A-GAME.md.
 *
 * Rules: one heap of n stones; a move takes 1 or 2; whoever cannot move
 * (n = 0) loses.  Position: one value, the heap size ("7"; "0" is the
 * finished game, so every position has a text that parses back).
 *
 * Theory: g(n) = mex{g(n-1), g(n-2)} = n mod 3.  The verdict answers at
 * once (kit_instant_start); the trace fills g(0..n) one cell per step
 * (kit_trace_start), each step reading the cells of the moves.
 *
 * Every gr_game member is below: the REQUIRED ones filled, the OPTIONAL
 * ones filled or left as a comment saying which default applies (see
 * src/grundy.h).  Every text is in text/nullgame_text.c.
 */
#include "games/text/nullgame_text.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"

#include <stdlib.h>

#define NULLGAME_MAX_TRACE 100000 /* the longest row of g the trace writes */

extern const gr_game gr_game_null; /* listed in registry.c */

/* ---- positions and moves ---------------------------------------------- */

static int nullgame_parse(const char *text, gr_pos *out, gr_error *err) {
  if (gr_parse_u64_list(text, GR_NOUN_HEAP, 16, out, err) != 0) return -1;
  if (out->len == 1) return 0;
  gr_pos_free(out);
  return gr_error_say(err, GR_ESYNTAX, &nullgame_texts, NULLGAME_ONE_HEAP);
}

static void nullgame_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

static int nullgame_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  for (uint64_t take = 1; take <= 2 && take <= p->v[0]; take++) {
    uint64_t left = p->v[0] - take;
    if (take > max_moves)
      return gr_error_moves_cap(0, p->v[0] >= 2 ? 2 : 1, max_moves, err);
    if (gr_pos_list_push_values(out, &left, 1, err) != 0) return -1;
  }
  return 0;
}

static bool nullgame_is_terminal(const gr_pos *p) { return p->v[0] == 0; }

/* Losing, take one stone: the longest game. */
static int nullgame_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  uint64_t left = p->v[0] - 1;
  return gr_pos_set(out, &left, 1, err);
}

/* ---- the move language: "take COUNT" ----------------------------------- */

static const kit_verb verbs[] = {{.verb = "take", .args = {"count"}}};
static const kit_moves take_moves = {.verbs = verbs, .count = 1,
                                     .usage_texts = &nullgame_texts, .usage_key = NULLGAME_USAGE};

static int nullgame_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  uint64_t count;
  size_t n, verb;
  if (kit_read_action(action, &take_moves, &verb, &count, &n, err) != 0) return -1;
  if (count < 1 || count > 2 || count > p->v[0])
    return gr_error_say(err, GR_ERANGE, &nullgame_texts, NULLGAME_TAKE_RANGE, GR_U(p->v[0]));
  uint64_t left = p->v[0] - count;
  return gr_pos_set(out, &left, 1, err);
}

/* Whether `to` is one move from `from`. */
static bool is_move(const gr_pos *from, const gr_pos *to) {
  return to->len == 1 && to->v[0] < from->v[0] && from->v[0] - to->v[0] <= 2;
}

/* "take 2: 7 -> 5" (the default, with describe_move NULL, would be "7 -> 5"). */
static void nullgame_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (!is_move(from, to)) return gr_say(out, &nullgame_texts, lang, NULLGAME_NOT_A_MOVE);
  gr_say(out, &nullgame_texts, lang, NULLGAME_DESCRIBE, GR_U(from->v[0] - to->v[0]), GR_U(from->v[0]), GR_U(to->v[0]));
}

static int nullgame_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (!is_move(from, to)) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "take %llu", (unsigned long long)(from->v[0] - to->v[0]));
  return 0;
}

static void nullgame_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, 0, j, verbs, 1); }

/* ---- the theory ---------------------------------------------------------- */

static int nullgame_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t g = p->v[0] % 3, left = p->v[0] - g;
  a->winner = g ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = g;
  return g ? gr_pos_list_push_values(&a->winning_moves, &left, 1, err) : 0;
}

static int nullgame_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, nullgame_decide, job, err);
}

/* ---- the trace: g(0), g(1), ..., g(n) ---------------------------------- */

enum { RULE_EMPTY, RULE_MEX, RULE_COUNT };
static const gr_rule rules[RULE_COUNT] = {
    [RULE_EMPTY] = {.name_key = NULLGAME_RULE_EMPTY, .summary_key = NULLGAME_SUM_EMPTY},
    [RULE_MEX] = {.reads = {"g(n-1)", "g(n-2)"}, .name_key = NULLGAME_RULE_MEX, .summary_key = NULLGAME_SUM_MEX},
};

/* Step k writes g(k) from the cells of k-1 and k-2. */
static int write_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  (void)state;
  uint32_t reads[2];
  uint64_t seen[2];
  size_t n = 0;
  for (uint64_t take = 1; take <= 2 && take <= k; take++, n++) {
    reads[n] = gr_trace_cell_id(t, 0, 0, (uint32_t)(k - take));
    seen[n] = gr_trace_value(t, reads[n]);
  }
  unsigned char scratch[3];
  return gr_trace_write(t, 0, 0, (uint32_t)k, gr_mex(seen, n, scratch), k ? RULE_MEX : RULE_EMPTY, reads, n, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  size_t n;
  const uint32_t *reads = gr_trace_step_reads(t, step, &n);
  gr_buf cell[3]; /* the cell written, then "name = value" of each read */
  for (size_t k = 0; k < 3; k++) gr_buf_init(&cell[k]);
  gr_trace_cell_words(t, t->step_cell[step], lang, &cell[0]);
  for (size_t k = 0; k < n; k++) kit_cell(t, reads[k], lang, &cell[k + 1]);
  for (size_t k = 0; k < 3; k++) gr_buf_puts(&cell[k], "");
  uint64_t value = gr_trace_value(t, t->step_cell[step]);
  if (n == 0) gr_say(out, &nullgame_texts, lang, NULLGAME_EXPLAIN_EMPTY, GR_S(cell[0].data));
  else if (n == 1)
    gr_say(out, &nullgame_texts, lang, NULLGAME_EXPLAIN_ONE, GR_S(cell[0].data), GR_S(cell[1].data),
           GR_U(gr_trace_value(t, reads[0])), GR_U(value));
  else
    gr_say(out, &nullgame_texts, lang, NULLGAME_EXPLAIN_TWO, GR_S(cell[0].data), GR_S(cell[1].data),
           GR_S(cell[2].data), GR_U(gr_trace_value(t, reads[0])), GR_U(gr_trace_value(t, reads[1])), GR_U(value));
  for (size_t k = 0; k < 3; k++) gr_buf_free(&cell[k]);
}

static int nullgame_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t n = p->v[0];
  if (n > NULLGAME_MAX_TRACE)
    return gr_error_say(err, GR_ELIMIT, &nullgame_texts, NULLGAME_TRACE_LIMIT, GR_U(n), GR_U(NULLGAME_MAX_TRACE));
  gr_trace *t = gr_trace_new((size_t)n + 1, rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  gr_trace_use_texts(t, &nullgame_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "g", NULLGAME_VIEW_G, 1, (uint32_t)n + 1, 0, err) < 0) {
    gr_trace_free(t);
    return -1;
  }
  gr_trace_set_words(t, 0, &nullgame_texts, NULLGAME_W_G, false);
  return kit_trace_start(t, NULL, n + 1, write_step, job, err);
}

/* ---- small positions, the lesson, the table ----------------------------- */

static int nullgame_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate(1, 1, 0, gr_game_null.referee_max_value, visit, ctx);
}

const gr_game gr_game_null = {
    .id = "nullgame",                 /* REQUIRED */
    .texts = &nullgame_texts,         /* REQUIRED: title, rules, syntax, theory, play syntax, the rest */
    .example = "7",                   /* REQUIRED */
    .max_len_solve = 1,               /* REQUIRED: one value, any size */
    .max_len_trace = 1,               /* REQUIRED */
    .referee_max_len = 1,             /* OPTIONAL: read by nullgame_enumerate_small */
    .referee_max_value = 30,
    .parse = nullgame_parse,          /* REQUIRED */
    .format = nullgame_format,        /* REQUIRED */
    .moves = nullgame_moves,          /* REQUIRED */
    .is_terminal = nullgame_is_terminal, /* OPTIONAL (NULL: no move listed), set: test_core asks for it */
    .solve_start = nullgame_solve_start, /* REQUIRED */
    .trace_start = nullgame_trace_start, /* REQUIRED */
    .stall_move = nullgame_stall_move,   /* OPTIONAL (NULL: the first move listed), set: test_core asks for it */
    .describe_move = nullgame_describe_move, /* OPTIONAL (NULL: "7 -> 5", the two positions' texts) */
    .board = nullgame_board,          /* OPTIONAL (NULL: {"kind": "text", "text": "7"}) */
    .play = nullgame_play,            /* OPTIONAL (NULL: the action is the successor's text) */
    .action = nullgame_action,        /* OPTIONAL, but test_play covers only games that set it */
    .enumerate_small = nullgame_enumerate_small, /* REQUIRED */
    .lesson = nullgame_lesson,        /* REQUIRED: five stops (text/nullgame.texts: lesson, stop) */
    .lesson_len = sizeof nullgame_lesson / sizeof nullgame_lesson[0],
    /* .twin: OPTIONAL, NULL: no game under the other ending rule */
    /* .misere: OPTIONAL, false: normal play (who cannot move loses) */
};
