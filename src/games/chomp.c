/*
 * chomp.c — Chomp on a bar of two rows.
 *
 * Rules: the bottom-left square is poisoned; a move eats a square and every
 * square above it and to its right; whoever must eat the poison loses.  So
 * the position with the poison alone (1 0) is terminal, lost for the mover.
 * Position: "a b", the lengths of the bottom and the top row, a >= b >= 0,
 * a >= 1.  Eating the bottom row from square c + 1 on leaves (c, min(b, c));
 * eating the top row from square c + 1 on leaves (a, c).
 *
 * Theory (closed form, proved in the lesson): the mover loses exactly when
 * a = b + 1.  From a = b the one winning bite is the top-right square
 * (a, a - 1); from a > b + 1 it is cutting the bottom row to b + 1 squares.
 * No other successor has the shape a = b + 1, so these are all the winning
 * moves.  The Grundy value has no closed form here: it comes from exact
 * search over the positions below (a, b), for a up to CHOMP_GRUNDY_MAX.
 *
 * Trace: the winning region over (a, b), a cell per step, smaller first, each
 * reading a lost successor or (lost) all of them.  Board: the kit's grid.
 */
#include "games/text/chomp_text.h"
#include "kit/board_grid.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"

#include <stdlib.h>

#define CHOMP_MAX 1000        /* the longest row */
#define CHOMP_GRUNDY_MAX 200  /* the exact search's longest bottom row */
#define CHOMP_TRACE_MAX 40    /* the table's longest bottom row */

extern const gr_game gr_game_chomp; /* listed in registry.c */

/* ---- positions and moves ---------------------------------------------- */

static int chomp_parse(const char *text, gr_pos *out, gr_error *err) {
  if (gr_parse_u64_list(text, GR_NOUN_ROW, 2, out, err) != 0) return -1;
  const gr_texts *t = &chomp_texts;
  uint64_t a = out->len == 2 ? out->v[0] : 0, b = out->len == 2 ? out->v[1] : 0;
  int rc = out->len != 2 ? gr_error_say(err, GR_ESYNTAX, t, CHOMP_TWO_ROWS)
           : a == 0      ? gr_error_say(err, GR_ERANGE, t, CHOMP_NO_POISON)
           : b > a       ? gr_error_say(err, GR_ERANGE, t, CHOMP_TOP_LONGER, GR_U(a), GR_U(b))
           : a > CHOMP_MAX ? gr_error_say(err, GR_ERANGE, t, CHOMP_TOO_LONG, GR_U(a), GR_U(CHOMP_MAX)) : 0;
  if (rc != 0) gr_pos_free(out);
  return rc;
}

static void chomp_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }
static bool chomp_is_terminal(const gr_pos *p) { return p->v[0] == 1 && p->v[1] == 0; }

/* The rows after eating row `top` (0 bottom, 1 top) from square `from` on (0-based). */
static const uint64_t *eaten(const gr_pos *p, int top, uint64_t from, uint64_t v[2]) {
  v[0] = top ? p->v[0] : from;
  v[1] = top ? from : (p->v[1] < from ? p->v[1] : from);
  return v;
}

static int chomp_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1];
  if (a - 1 + b > max_moves)
    return gr_error_moves_cap(0, a - 1 + b, max_moves, err);
  for (int top = 0; top < 2; top++)
    for (uint64_t from = top ? 0 : 1, v[2]; from < p->v[top]; from++)
      if (gr_pos_list_push_values(out, eaten(p, top, from, v), 2, err) != 0) return -1;
  return 0;
}

/* Losing, eat one square: the top-right one if any, else the bottom-right. */
static int chomp_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (chomp_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  uint64_t v[2];
  return gr_pos_set(out, p->v[1] > 0 ? eaten(p, 1, p->v[1] - 1, v) : eaten(p, 0, p->v[0] - 1, v), 2, err);
}

/* The row eaten (0 bottom, 1 top) and the first square eaten in *from, or -1 when to is no successor. */
static int chomp_bite(const gr_pos *from, const gr_pos *to, uint64_t *first) {
  uint64_t a = from->v[0], b = from->v[1];
  if (to->len != 2) return -1;
  if (to->v[0] == a && to->v[1] < b) return *first = to->v[1], 1;
  if (to->v[0] >= 1 && to->v[0] < a && to->v[1] == (b < to->v[0] ? b : to->v[0])) return *first = to->v[0], 0;
  return -1;
}

static void chomp_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  uint64_t first;
  int top = chomp_bite(from, to, &first);
  if (top < 0) return gr_say(out, &chomp_texts, lang, CHOMP_NOT_A_MOVE);
  gr_say(out, &chomp_texts, lang, CHOMP_DESCRIBE, GR_K(top ? CHOMP_TOP : CHOMP_BOTTOM), GR_U(first + 1),
         GR_U(from->v[0]), GR_U(from->v[1]), GR_U(to->v[0]), GR_U(to->v[1]));
}

/* "eat ROW COLUMN": row 1 the bottom, 2 the top; columns from 1. */
static int chomp_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  uint64_t first;
  int top = chomp_bite(from, to, &first);
  if (top < 0) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "eat %d %llu", top + 1, (unsigned long long)first + 1);
  return 0;
}

static const kit_verb eat_verb[] = {{.verb = "eat", .args = {"row", "column"}}};
static const kit_moves eat_moves = {.verbs = eat_verb, .count = 1,
                                    .usage_texts = &chomp_texts, .usage_key = CHOMP_USAGE};

static int chomp_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (chomp_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  uint64_t args[2];
  size_t n, verb;
  if (kit_read_action(action, &eat_moves, &verb, args, &n, err) != 0) return -1;
  uint64_t row = args[0], col = args[1];
  if (row < 1 || row > 2) return gr_error_say(err, GR_ERANGE, &chomp_texts, CHOMP_NO_ROW, GR_U(row));
  if (col < 1 || col > p->v[row - 1])
    return gr_error_say(err, GR_ERANGE, &chomp_texts, CHOMP_NO_SQUARE, GR_U(row), GR_U(p->v[row - 1]), GR_U(col));
  if (row == 1 && col == 1) return gr_error_say(err, GR_ERANGE, &chomp_texts, CHOMP_POISON);
  uint64_t v[2];
  return gr_pos_set(out, eaten(p, (int)row - 1, col - 1, v), 2, err);
}

/* Drawn top row first: row 0 is the top (b squares), row 1 the bottom (a). */
static bool present(const void *ctx, uint32_t row, uint32_t col) {
  const gr_pos *p = ctx;
  return col < p->v[row == 0 ? 1 : 0];
}

static void chomp_board(const gr_pos *p, gr_json *j) {
  static const kit_grid_mark poison[] = {{1, 0, "poison"}};
  kit_board_grid(j, 2, (uint32_t)p->v[0], present, p, poison, 1, eat_verb, 1);
}

/* ---- the verdict -------------------------------------------------------- */

/* The Grundy value of (a, b) by exact search over every (x, y) below it. */
static int chomp_grundy(uint64_t a, uint64_t b, uint64_t *value, gr_error *err) {
  size_t cols = (size_t)b + 1;
  uint64_t *g = malloc(((size_t)a + 1) * cols * sizeof *g), seen[2 * CHOMP_GRUNDY_MAX];
  unsigned char scratch[2 * CHOMP_GRUNDY_MAX + 1];
  if (g == NULL) return gr_error_nomem(err);
  for (size_t x = 1; x <= a; x++)
    for (size_t y = 0; y <= b && y <= x; y++) {
      size_t n = 0;
      for (size_t c = 1; c < x; c++) seen[n++] = g[c * cols + (y < c ? y : c)];
      for (size_t c = 0; c < y; c++) seen[n++] = g[x * cols + c];
      g[x * cols + y] = gr_mex(seen, n, scratch);
    }
  *value = g[a * cols + b];
  free(g);
  return 0;
}

static int chomp_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t x = p->v[0], y = p->v[1];
  a->winner = x == y + 1 ? GR_WINNER_SECOND : GR_WINNER_FIRST;
  a->has_grundy = x <= CHOMP_GRUNDY_MAX;
  if (a->has_grundy && chomp_grundy(x, y, &a->grundy, err) != 0) return -1;
  if (a->winner == GR_WINNER_SECOND) return 0;
  uint64_t win[2] = {x == y ? x : y + 1, x == y ? x - 1 : y}; /* the one successor with a = b + 1 */
  return gr_pos_list_push_values(&a->winning_moves, win, 2, err);
}

static int chomp_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, chomp_decide, job, err);
}

/* ---- the trace: the winning region over (x, y) <= (a, b) ---------------- */

enum { RULE_POISON, RULE_WIN, RULE_LOSE, RULE_COUNT };
static const gr_rule rules[RULE_COUNT] = {
    [RULE_POISON] = {.name_key = CHOMP_RULE_POISON, .summary_key = CHOMP_SUM_POISON},
    [RULE_WIN] = {.reads = {"lost"}, .name_key = CHOMP_RULE_WIN, .summary_key = CHOMP_SUM_WIN},
    [RULE_LOSE] = {.name_key = CHOMP_RULE_LOSE, .summary_key = CHOMP_SUM_LOSE},
};

/* The cells of row x of the table, y = 0..min(x, b). */
static uint32_t row_cells(uint32_t x, uint32_t b) { return (x < b ? x : b) + 1; }

/* Step k writes the k-th cell in the order x = 1..a, then y = 0..min(x, b). */
static int write_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  (void)state;
  uint32_t b = t->views[0].cols - 1, x = 1, reads[2 * CHOMP_TRACE_MAX], n = 0;
  for (; k >= row_cells(x, b); x++) k -= row_cells(x, b);
  uint32_t y = (uint32_t)k;
  if (x == 1 && y == 0) return gr_trace_write(t, 0, 1, 0, 0, RULE_POISON, NULL, 0, err);
  for (uint32_t c = 1; c < x; c++) reads[n++] = gr_trace_cell_id(t, 0, c, y < c ? y : c);
  for (uint32_t c = 0; c < y; c++) reads[n++] = gr_trace_cell_id(t, 0, x, c);
  for (uint32_t i = 0; i < n; i++)
    if (gr_trace_value(t, reads[i]) == 0) return gr_trace_write(t, 0, x, y, 1, RULE_WIN, &reads[i], 1, err);
  return gr_trace_write(t, 0, x, y, 0, RULE_LOSE, reads, n, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  size_t n;
  const uint32_t *reads = gr_trace_step_reads(t, step, &n);
  gr_buf name, lost;
  gr_buf_init(&name);
  gr_buf_init(&lost);
  gr_trace_cell_words(t, t->step_cell[step], lang, &name);
  if (t->step_rule[step] == RULE_WIN) kit_cell(t, reads[0], lang, &lost);
  gr_buf_puts(&lost, "");
  static const unsigned keys[RULE_COUNT] = {CHOMP_EXPLAIN_POISON, CHOMP_EXPLAIN_WIN, CHOMP_EXPLAIN_LOSE};
  unsigned key = keys[t->step_rule[step]];
  gr_say(out, &chomp_texts, lang, key, GR_S(name.data), key == CHOMP_EXPLAIN_WIN ? GR_S(lost.data) : GR_U(n));
  gr_buf_free(&name);
  gr_buf_free(&lost);
}

static int chomp_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t a = p->v[0], b = p->v[1];
  if (a > CHOMP_TRACE_MAX) /* a table of at most 41 x 41 cells */
    return gr_error_say(err, GR_ELIMIT, &chomp_texts, CHOMP_TRACE_LIMIT, GR_U(a), GR_U(CHOMP_TRACE_MAX));
  size_t steps = 0;
  for (uint32_t x = 1; x <= a; x++) steps += row_cells(x, (uint32_t)b);
  gr_trace *t = gr_trace_new(steps, rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  gr_trace_use_texts(t, &chomp_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_MATRIX, "win", CHOMP_VIEW_WIN, (uint32_t)a + 1, (uint32_t)b + 1, 0, err) < 0)
    return gr_trace_free(t), -1;
  t->views[0].value_kind = GR_VALUE_OUTCOME;
  gr_trace_add_line_text(t, 0, 1, 0, 2, 1, CHOMP_LINE_LOST); /* the lost cells (b + 1, b) */
  gr_trace_set_words(t, 0, &chomp_texts, CHOMP_W_WIN, false);
  return kit_trace_start(t, NULL, steps, write_step, job, err);
}

/* ---- small positions, the lesson, the table ----------------------------- */

static int chomp_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  for (uint64_t a = 1; a <= gr_game_chomp.referee_max_value; a++)
    for (uint64_t b = 0; b <= a; b++) {
      uint64_t v[2] = {a, b};
      int rc = visit(&(gr_pos){.len = 2, .v = v}, ctx);
      if (rc != 0) return rc;
    }
  return 0;
}

const gr_game gr_game_chomp = {
    .id = "chomp", .texts = &chomp_texts, .example = "5 3",
    .max_len_solve = 2, .max_len_trace = 2, .referee_max_len = 2, .referee_max_value = 12,
    .parse = chomp_parse, .format = chomp_format, .moves = chomp_moves, .is_terminal = chomp_is_terminal,
    .solve_start = chomp_solve_start, .trace_start = chomp_trace_start, .stall_move = chomp_stall_move,
    .describe_move = chomp_describe_move, .board = chomp_board, .play = chomp_play, .action = chomp_action,
    .enumerate_small = chomp_enumerate_small, KIT_LESSON(chomp_lesson),
};
