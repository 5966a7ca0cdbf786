/*
 * corners.c — Turning Corners (HDU 3404 "Switch lights"): lit cells ROW,COLUMN
 * from 1 (row 1 at the bottom), "2,3 4,4", sorted in v = r0 c0 r1 c1 ...;
 * none lit is "(empty)".  A move picks a lit cell (r, c), any r1 <= r and
 * c1 <= c, and switches the distinct corners of that rectangle (four, two,
 * or the cell alone); counted from 0 with r1 < r, c1 < c it is the same game.
 * Tartan theorem (Winning Ways ch. 14): each direction is "switch coin x and
 * maybe one to its left", coin x worth x, so a lit cell is worth the nim
 * product r ⊗ c and the position the xor.  The trace fills the table r ⊗ c
 * by its definition (a mex over the smaller cells), then xors the lit cells.
 */
#include "algo/nimber.h"
#include "text/corners_text.h"
#include "kit/board_grid.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include <stdlib.h>
#include <string.h>

#define SIDE 16 /* rows and columns 1 .. 16: the 16 x 16 product table */

typedef bool board[SIDE + 1][SIDE + 1];

static void to_board(const gr_pos *p, board lit) {
  memset(lit, 0, sizeof(board));
  for (size_t i = 0; i + 1 < p->len; i += 2) lit[p->v[i]][p->v[i + 1]] = true;
}

static int from_board(board lit, gr_pos *out, gr_error *err) {
  uint64_t v[2 * SIDE * SIDE], n = 0;
  for (uint64_t r = 1; r <= SIDE; r++)
    for (uint64_t c = 1; c <= SIDE; c++)
      if (lit[r][c]) v[n++] = r, v[n++] = c;
  return gr_pos_set(out, v, n, err);
}

/* ROW,COLUMN pairs separated by blanks, each cell once, or "(empty)". */
static int corners_parse(const char *text, gr_pos *out, gr_error *err) {
  board lit = {{false}};
  *out = (gr_pos){0};
  if (kit_finished_text(text)) return 0;
  for (uint64_t cell = 1;; cell++) {
    while (*text && strchr(" \t\r\n", *text)) text++;
    if (*text == '\0')
      return cell == 1 ? gr_error_say(err, GR_ESYNTAX, &corners_texts, CORNERS_NONE) : from_board(lit, out, err);
    uint64_t rc[2] = {0, 0};
    for (int k = 0; k < 2; k++) {
      if ((k == 1 && *text++ != ',') || *text < '0' || *text > '9')
        return gr_error_say(err, GR_ESYNTAX, &corners_texts, CORNERS_SYNTAX, GR_U(cell));
      for (; *text >= '0' && *text <= '9'; text++) rc[k] = rc[k] > SIDE ? rc[k] : rc[k] * 10 + (uint64_t)(*text - '0');
    }
    if (*text && !strchr(" \t\r\n", *text))
      return gr_error_say(err, GR_ESYNTAX, &corners_texts, CORNERS_SYNTAX, GR_U(cell));
    if (rc[0] < 1 || rc[0] > SIDE || rc[1] < 1 || rc[1] > SIDE)
      return gr_error_say(err, GR_ERANGE, &corners_texts, CORNERS_RANGE, GR_U(cell), GR_U(SIDE));
    if (lit[rc[0]][rc[1]])
      return gr_error_say(err, GR_ERANGE, &corners_texts, CORNERS_TWICE, GR_U(rc[0]), GR_U(rc[1]));
    lit[rc[0]][rc[1]] = true;
  }
}

static void corners_format(const gr_pos *p, gr_buf *out) {
  if (p->len == 0) return gr_buf_puts(out, KIT_FINISHED);
  for (size_t i = 0; i + 1 < p->len; i += 2)
    gr_buf_printf(out, "%s%llu,%llu", i ? " " : "", (unsigned long long)p->v[i], (unsigned long long)p->v[i + 1]);
}

/* The position after switching the corners of (r, c) and (r1, c1). */
static int switched(const gr_pos *p, uint64_t r, uint64_t c, uint64_t r1, uint64_t c1, gr_pos *out, gr_error *err) {
  board lit;
  to_board(p, lit);
  lit[r][c] = !lit[r][c];
  if (r1 < r) lit[r1][c] = !lit[r1][c];
  if (c1 < c) lit[r][c1] = !lit[r][c1];
  if (r1 < r && c1 < c) lit[r1][c1] = !lit[r1][c1];
  return from_board(lit, out, err);
}

static int corners_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  unsigned __int128 total = 0;
  for (size_t i = 0; i + 1 < p->len; i += 2) total += p->v[i] * p->v[i + 1];
  if (gr_error_moves_cap((uint64_t)(total >> 64), (uint64_t)total, max, err) != 0) return -1;
  for (size_t i = 0; i + 1 < p->len; i += 2)
    for (uint64_t r1 = 1; r1 <= p->v[i]; r1++)
      for (uint64_t c1 = 1; c1 <= p->v[i + 1]; c1++) {
        gr_pos next = {0};
        int rc = switched(p, p->v[i], p->v[i + 1], r1, c1, &next, err);
        rc = rc == 0 ? gr_pos_list_push_values(out, next.v, next.len, err) : -1;
        if (gr_pos_free(&next), rc != 0) return -1;
      }
  return 0;
}

static const kit_verb flip_verb[] = {{"flip", {"row", "column", "corner"}, 2, 4, .example = "flip 4 4 2 3"}};
static const kit_moves flip_moves = {flip_verb, 1, .usage_texts = &corners_texts, .usage_key = CORNERS_USAGE};

/* "flip ROW COLUMN [ROW1 COLUMN1]": the lit cell, then the opposite corner (default: the cell alone). */
static int corners_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  uint64_t a[4];
  size_t verb, n;
  if (kit_read_action(action, &flip_moves, &verb, a, &n, err) != 0) return -1;
  if (n == 3) return gr_error_say(err, GR_ESYNTAX, &corners_texts, CORNERS_USAGE);
  if (n == 2) a[2] = a[0], a[3] = a[1];
  board lit;
  to_board(p, lit);
  if (a[0] < 1 || a[0] > SIDE || a[1] < 1 || a[1] > SIDE || !lit[a[0]][a[1]])
    return gr_error_say(err, GR_ERANGE, &corners_texts, CORNERS_NOT_LIT, GR_U(a[0]), GR_U(a[1]));
  if (a[2] < 1 || a[2] > a[0] || a[3] < 1 || a[3] > a[1])
    return gr_error_say(err, GR_ERANGE, &corners_texts, CORNERS_CORNER, GR_U(a[2]), GR_U(a[3]), GR_U(a[0]), GR_U(a[1]));
  return switched(p, a[0], a[1], a[2], a[3], out, err);
}

/* The move from `from` to `to`: the highest cell switched is the lit corner. */
static int corners_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  board a, b;
  to_board(from, a), to_board(to, b);
  uint64_t r = 0, c = 0, r1 = SIDE + 1, c1 = SIDE + 1;
  for (uint64_t i = 1; i <= SIDE; i++)
    for (uint64_t j = 1; j <= SIDE; j++)
      if (a[i][j] != b[i][j]) r = i > r ? i : r, c = j > c ? j : c, r1 = i < r1 ? i : r1, c1 = j < c1 ? j : c1;
  gr_buf text = {0};
  if (r) gr_buf_printf(&text, "flip %llu %llu %llu %llu", (unsigned long long)r, (unsigned long long)c,
                       (unsigned long long)r1, (unsigned long long)c1);
  return kit_action_played_back(corners_play, from, to, &text, out, err);
}

/* The rows and columns the lit cells reach (at least 1 x 1). */
static void extent(const gr_pos *p, uint32_t *rows, uint32_t *cols) {
  *rows = 1, *cols = 1;
  for (size_t i = 0; i + 1 < p->len; i += 2)
    *rows = p->v[i] > *rows ? (uint32_t)p->v[i] : *rows, *cols = p->v[i + 1] > *cols ? (uint32_t)p->v[i + 1] : *cols;
}

static bool lit_drawn(const void *ctx, uint32_t row, uint32_t col) { /* row 0 drawn on top: the highest */
  const gr_pos *p = ctx; /* sorted by row: the last cell's row is the highest */
  for (size_t i = 0, r = p->len ? p->v[p->len - 2] - row : 0; i + 1 < p->len; i += 2)
    if (p->v[i] == r && p->v[i + 1] == col + 1) return true;
  return false;
}

static void corners_board(const gr_pos *p, gr_json *j) {
  uint32_t rows, cols;
  extent(p, &rows, &cols);
  kit_board_grid(j, rows, cols, lit_drawn, p, NULL, 0, flip_verb, 1);
}

/* ---- the verdict: the xor of r ⊗ c over the lit cells -------------------- */
static int corners_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t x = 0;
  for (size_t i = 0; i + 1 < p->len; i += 2) x ^= gr_nim_product(p->v[i], p->v[i + 1]);
  size_t cap = kit_list_cap(2 * SIDE * SIDE, KIT_LIST_MAX);
  a->winner = x ? GR_WINNER_FIRST : GR_WINNER_SECOND, a->has_grundy = true, a->grundy = x;
  for (size_t i = 0; x && i + 1 < p->len; i += 2) {
    uint64_t r = p->v[i], c = p->v[i + 1];
    for (uint64_t r1 = 1; r1 <= r; r1++)
      for (uint64_t c1 = 1; c1 <= c; c1++) {
        uint64_t d = gr_nim_product(r, c) ^ (r1 < r ? gr_nim_product(r1, c) : 0) ^
                     (c1 < c ? gr_nim_product(r, c1) : 0) ^ (r1 < r && c1 < c ? gr_nim_product(r1, c1) : 0);
        gr_pos next = {0};
        if (d == x && !kit_list_full(a, cap) &&
            (switched(p, r, c, r1, c1, &next, err) != 0 || kit_push(a, cap, &next, err) != 0)) return -1;
      }
  }
  return 0;
}

static int corners_solve_start(const gr_pos *p, gr_job **job, gr_error *err) { return kit_instant_start(p, corners_decide, job, err); }

/* ---- the trace: the product table by its mex, then the xor (steps in that order, the verdict last) ---- */
enum { V_TABLE = 0, V_XOR, V_WINS };
enum { R_MEX = 0, R_XOR, R_NONE, R_WINS, R_COUNT };
static const gr_rule corners_rules[R_COUNT] = {KIT_RULE(CORNERS_R_MEX, R_MEX, NULL), KIT_RULE(CORNERS_R_MEX, R_XOR, NULL),
    KIT_RULE(CORNERS_R_MEX, R_NONE, NULL), KIT_RULE(CORNERS_R_MEX, R_WINS, NULL)}; /* keys from CORNERS_R_MEX on */

typedef struct lit_cells { size_t len; uint64_t v[2 * SIDE * SIDE]; } lit_cells; /* the position, freed with free */

static int corners_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const lit_cells *p = state;
  uint32_t rows = t->views[V_TABLE].rows, cols = t->views[V_TABLE].cols, reads[SIDE * SIDE], n = 0;
  uint32_t lit = (uint32_t)(p->len / 2);
  if (k < (uint64_t)rows * cols) { /* r ⊗ c = mex{r1⊗c ⊕ r⊗c1 ⊕ r1⊗c1 : r1 < r, c1 < c}, row/column 0 being 0 */
    uint32_t r = (uint32_t)(k / cols) + 1, c = (uint32_t)(k % cols) + 1;
    for (uint32_t i = 1; i <= r; i++)
      for (uint32_t j = 1; j <= c; j++)
        if (i < r || j < c) reads[n++] = gr_trace_cell_id(t, V_TABLE, i - 1, j - 1);
    return gr_trace_write(t, V_TABLE, r - 1, c - 1, gr_nim_product(r, c), R_MEX, reads, n, err);
  }
  k -= (uint64_t)rows * cols;
  if (lit == 0 && k == 0) return gr_trace_write(t, V_XOR, 0, 0, 0, R_NONE, NULL, 0, err);
  if (k < lit) {
    reads[n++] = gr_trace_cell_id(t, V_TABLE, (uint32_t)p->v[2 * k] - 1, (uint32_t)p->v[2 * k + 1] - 1);
    if (k > 0) reads[n++] = gr_trace_cell_id(t, V_XOR, 0, (uint32_t)k - 1);
    uint64_t x = gr_trace_value(t, reads[0]) ^ (k > 0 ? gr_trace_value(t, reads[1]) : 0);
    return gr_trace_write(t, V_XOR, 0, (uint32_t)k, x, R_XOR, reads, n, err);
  }
  uint32_t last = gr_trace_cell_id(t, V_XOR, 0, t->views[V_XOR].cols - 1);
  return gr_trace_write(t, V_WINS, 0, 0, gr_trace_value(t, last) != 0, R_WINS, &last, 1, err);
}

static void corners_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  unsigned key = st.rule == R_MEX ? CORNERS_MEX : st.rule == R_XOR ? CORNERS_XOR : st.rule == R_NONE ? CORNERS_XOR_NONE
                 : st.value ? CORNERS_WINS : CORNERS_LOSES;
  if (st.rule == R_MEX) /* {1} row, {2} column, {3} the product */
    return gr_say(out, &corners_texts, lang, key, GR_U(st.row + 1), GR_U(st.col + 1), GR_U(st.value));
  /* xor: {1} the lit cell's place, {2} its product, {3} the xor before, {4} after; the verdict: {1} the xor */
  gr_say(out, &corners_texts, lang, key, GR_U(st.rule == R_XOR ? st.col + 1 : st.first), GR_U(st.first),
         GR_U(st.nreads > 1 ? st.last : 0), GR_U(st.value));
}

static int corners_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint32_t rows, cols, lit = (uint32_t)p->len / 2;
  extent(p, &rows, &cols);
  uint64_t steps = (uint64_t)rows * cols + (lit ? lit : 1) + 1;
  lit_cells *copy = malloc(sizeof *copy);
  if (copy == NULL) return gr_error_nomem(err);
  if ((copy->len = p->len) != 0) memcpy(copy->v, p->v, p->len * sizeof *p->v);
  static const kit_trace_plan plan = {corners_rules, R_COUNT, corners_explain, corners_step, &corners_texts, .heaps = false};
  const kit_view_spec views[] = {{GR_VIEW_MATRIX, "table", CORNERS_V_TABLE, rows, cols, GR_VALUE_INT, CORNERS_W_TABLE, false},
                                 {GR_VIEW_SEQUENCE, "xor", CORNERS_V_XOR, 1, lit ? lit : 1, GR_VALUE_INT, CORNERS_W_XOR, false}};
  return kit_trace_plan_run(&plan, views, 2, NULL, 0, p, copy, steps, job, err);
}

/* ---- small positions: every lit set of the 3 x 3 board, and up to 3 lit cells on 4 x 4 */
static int corners_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  int rc = 0;
  for (uint32_t set = 0; rc == 0 && set < (1u << 16); set++) {
    uint64_t v[32], n = 0;
    bool in3 = true;
    for (uint32_t b = 0; b < 16; b++)
      if (set >> b & 1) v[n++] = b / 4 + 1, v[n++] = b % 4 + 1, in3 = in3 && b / 4 < 3 && b % 4 < 3;
    if (in3 || n <= 6) rc = visit(&(gr_pos){.len = n, .v = n ? v : NULL}, ctx);
  }
  return rc;
}

const gr_game gr_game_corners = {
    .id = "corners", .texts = &corners_texts, .example = "2,3 3,2 4,4",
    .max_len_solve = 2 * SIDE * SIDE, .max_len_trace = 2 * SIDE * SIDE,
    .referee_max_len = 2 * SIDE * SIDE, .referee_max_value = SIDE,
    .parse = corners_parse, .format = corners_format, .moves = corners_moves, KIT_GAME_JOBS(corners),
    /* .is_terminal: no move listed (none lit); .stall_move: the first move listed */
    .board = corners_board, .play = corners_play, .action = corners_action, /* .describe_move: "a -> b" */
    KIT_LESSON(corners_lesson),
};
