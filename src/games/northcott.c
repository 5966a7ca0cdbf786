/*
 * northcott.c — Northcott's game: a board of m columns and some rows; each
 * row holds one piece of each player.  The player to move slides one of
 * their own pieces along its row, either way, to an empty cell, never
 * passing the other piece; who cannot move loses.  Position
 * "m=8; turn=1; 1 5, 3 2": v[0] = m, v[1] = the player to move (1 or 2),
 * then per row the columns (1 .. m, as the board shows them) of the first
 * and the second player's pieces.  At most 64 rows, m at most 1000.
 *
 * The game can go on forever: a piece may step back and forth (the graph
 * of positions has cycles), so the table says .loopy and `grundy verify`
 * labels win, loss or draw by retrograde analysis and checks the value as
 * a generalized Sprague-Grundy value (the sums with a nim heap).
 *
 * Theory (Winning Ways; OI-wiki, "Nim"): the empty cells between a row's
 * two pieces are a Nim heap.  Moving toward the other piece takes from the
 * heap; moving away (a retreat) adds to it, but the opponent at once moves
 * their piece after it by as much, and the heaps are back; the retreating
 * piece nears its edge, so retreats run out.  A retreat is a reversible
 * move and changes nothing: the mover wins exactly when the xor of the gaps
 * is not 0, which is also the value.  The winning moves are the moves to
 * an xor of 0: in a row of gap g, the mover's piece advances g - (g xor x)
 * cells when g xor x < g (a Nim move), or retreats (g xor x) - g cells when
 * g xor x > g and its edge leaves that much room (Nim's "adding stones",
 * here legal).  Each row has one target gap, so no move is listed twice.
 */
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/northcott_text.h"
#include "northcott.h"

#include <stdlib.h>
#include <string.h>


static uint64_t gap(const gr_pos *p, size_t row) {
  uint64_t a = p->v[2 + 2 * row], b = p->v[3 + 2 * row];
  return (a > b ? a - b : b - a) - 1;
}

static size_t rows(const gr_pos *p) { return (p->len - 2) / 2; }

static uint64_t gaps_xor(const gr_pos *p) {
  uint64_t x = 0;
  for (size_t i = 0; i < rows(p); i++) x ^= gap(p, i);
  return x;
}

/* Commas between rows read as blanks (the columns of later errors stay right). */
static int northcott_parse(const char *text, gr_pos *out, gr_error *err) {
  static const char *const names[] = {"m", "turn"};
  size_t len = strlen(text);
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_nomem(err);
  memcpy(copy, text, len + 1);
  for (char *c = copy; *c; c++)
    if (*c == ',') *c = ' ';
  int rc = kit_parse_params(copy, names, 2, KIT_COLUMN, 2 * NC_MAX_ROWS, NC_EXAMPLE, out, err);
  free(copy);
  if (rc != 0) return rc;
  uint64_t m = out->v[0];
  if (m < 2 || m > NC_MAX_M) rc = gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_M_RANGE, GR_U(m), GR_U(NC_MAX_M));
  else if (out->v[1] != 1 && out->v[1] != 2)
    rc = gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_TURN_RANGE, GR_U(out->v[1]));
  else if (out->len % 2 != 0)
    rc = gr_error_say(err, GR_ESYNTAX, &northcott_texts, NORTHCOTT_ODD, GR_U(out->len - 2));
  for (size_t i = 2; rc == 0 && i < out->len; i++)
    if (out->v[i] < 1 || out->v[i] > m)
      rc = gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_COLUMN_RANGE, GR_U(i / 2), GR_U(out->v[i]), GR_U(m));
    else if (i % 2 == 1 && out->v[i] == out->v[i - 1])
      rc = gr_error_say(err, GR_ERANGE, &northcott_texts, NORTHCOTT_SAME_CELL, GR_U(i / 2), GR_U(out->v[i]));
  if (rc != 0) gr_pos_free(out);
  return rc;
}

static void northcott_format(const gr_pos *p, gr_buf *out) {
  gr_buf_printf(out, "m=%llu; turn=%llu; ", (unsigned long long)p->v[0], (unsigned long long)p->v[1]);
  for (size_t i = 0; i < rows(p); i++)
    gr_buf_printf(out, "%s%llu %llu", i ? ", " : "", (unsigned long long)p->v[2 + 2 * i],
                  (unsigned long long)p->v[3 + 2 * i]);
}

void northcott_reach(const gr_pos *p, size_t row, uint64_t *mine, uint64_t *lo, uint64_t *hi) {
  size_t me = 2 + 2 * row + (p->v[1] == 2);
  uint64_t a = p->v[me], b = p->v[me ^ 1];
  *mine = me;
  *lo = a < b ? 1 : b + 1;
  *hi = a < b ? b - 1 : p->v[0];
}

int northcott_moved(const gr_pos *p, size_t row, uint64_t to, gr_pos *out, gr_error *err) {
  uint64_t mine, lo, hi;
  northcott_reach(p, row, &mine, &lo, &hi);
  if (kit_with(p, (size_t)mine, to, out, err) != 0) return -1;
  out->v[1] = 3 - p->v[1];
  return 0;
}

static int northcott_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  uint64_t count = 0; /* at most 64 rows of 1,000 cells */
  for (size_t i = 0; i < rows(p); i++) {
    uint64_t mine, lo, hi;
    northcott_reach(p, i, &mine, &lo, &hi);
    count += hi - lo; /* hi - lo + 1 cells, one of them the piece's own */
  }
  if (gr_error_moves_cap(0, count, max, err) != 0) return -1;
  for (size_t i = 0; i < rows(p); i++) {
    uint64_t mine, lo, hi;
    northcott_reach(p, i, &mine, &lo, &hi);
    for (uint64_t to = lo; to <= hi; to++) {
      if (to == p->v[mine]) continue;
      gr_pos q = {0};
      if (northcott_moved(p, i, to, &q, err) != 0) return -1;
      if (gr_pos_list_push_values(out, q.v, q.len, err) != 0) return gr_pos_free(&q), -1;
      gr_pos_free(&q);
    }
  }
  return 0;
}

/* ---- the verdict: the gaps as Nim heaps --------------------------------- */

static int northcott_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t x = gaps_xor(p);
  a->winner = x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true, a->grundy = x;
  for (size_t i = 0; x && i < rows(p); i++) {
    uint64_t g = gap(p, i), want = g ^ x, mine, lo, hi;
    northcott_reach(p, i, &mine, &lo, &hi);
    bool toward_right = p->v[mine] < p->v[mine ^ 1]; /* where the other piece is */
    uint64_t at = p->v[mine], to;
    if (want < g) to = toward_right ? at + (g - want) : at - (g - want);
    else if (want - g > (toward_right ? at - lo : hi - at)) continue; /* no room to retreat so far */
    else to = toward_right ? at - (want - g) : at + (want - g);
    gr_pos q = {0};
    if (northcott_moved(p, i, to, &q, err) != 0) return -1;
    int rc = gr_pos_list_push_values(&a->winning_moves, q.v, q.len, err);
    gr_pos_free(&q);
    if (rc != 0) return -1;
  }
  return 0;
}

static int northcott_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, northcott_decide, job, err);
}

/* ---- the trace: the gaps as heaps, their running xor, the verdict ------- */

enum { V_COLUMNS = 0, V_GAPS, V_XOR, V_WINS };
enum { R_GAP = 0, R_XOR, R_WINS, R_COUNT };
static const gr_rule northcott_rules[R_COUNT] = {KIT_RULE(NORTHCOTT_R_GAP, R_GAP, "a", "b"),
                                                 KIT_RULE(NORTHCOTT_R_GAP, R_XOR, "x", "g"),
                                                 KIT_RULE(NORTHCOTT_R_GAP, R_WINS, "x")};

/* Steps 0 .. n-1: gap i from the row's two columns; n .. 2n-1: the xor of
 * gaps 1 .. i; 2n: the verdict from the last xor. */
static int northcott_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  (void)state;
  uint32_t n = t->views[V_GAPS].cols, reads[2];
  if (k < n) {
    uint32_t i = (uint32_t)k;
    reads[0] = gr_trace_cell_id(t, V_COLUMNS, i, 0), reads[1] = gr_trace_cell_id(t, V_COLUMNS, i, 1);
    uint64_t a = gr_trace_value(t, reads[0]), b = gr_trace_value(t, reads[1]);
    return gr_trace_write(t, V_GAPS, 0, i, (a > b ? a - b : b - a) - 1, R_GAP, reads, 2, err);
  }
  if (k < 2 * (uint64_t)n) {
    uint32_t i = (uint32_t)(k - n);
    reads[0] = i ? gr_trace_cell_id(t, V_XOR, 0, i - 1) : 0, reads[1] = gr_trace_cell_id(t, V_GAPS, 0, i);
    uint64_t x = (i ? gr_trace_value(t, reads[0]) : 0) ^ gr_trace_value(t, reads[1]);
    return gr_trace_write(t, V_XOR, 0, i, x, R_XOR, i ? reads : reads + 1, i ? 2 : 1, err);
  }
  reads[0] = gr_trace_cell_id(t, V_XOR, 0, n - 1);
  return gr_trace_write(t, V_WINS, 0, 0, gr_trace_value(t, reads[0]) != 0, R_WINS, reads, 1, err);
}

static void northcott_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  if (st.rule == R_GAP)
    gr_say(out, &northcott_texts, lang, NORTHCOTT_EX_GAP, GR_U(st.col + 1), GR_U(st.first), GR_U(st.last),
           GR_U(st.value));
  else if (st.rule == R_XOR)
    gr_say(out, &northcott_texts, lang, st.nreads == 2 ? NORTHCOTT_EX_XOR : NORTHCOTT_EX_XOR_FIRST, GR_U(st.col + 1),
           GR_U(st.first), GR_U(st.last), GR_U(st.value));
  else
    gr_say(out, &northcott_texts, lang, st.value ? NORTHCOTT_EX_WINS : NORTHCOTT_EX_LOSES, GR_U(st.first));
}

static int northcott_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint32_t n = (uint32_t)rows(p);
  uint64_t steps = 2 * (uint64_t)n + 1;
  gr_trace *t = kit_trace_new(steps, northcott_rules, R_COUNT, northcott_explain, &northcott_texts, err);
  bool ok = t != NULL &&
            kit_view(t, GR_VIEW_MATRIX, "columns", &northcott_texts, NORTHCOTT_V_COLUMNS, n, 2, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "heaps", NULL, NORTHCOTT_V_GAPS, 1, n, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "xor", NULL, NORTHCOTT_V_XOR, 1, n, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view_first_wins(t, err) >= 0;
  if (ok) {
    memcpy(t->views[V_COLUMNS].values, p->v + 2, 2 * (size_t)n * sizeof *p->v); /* row i: its two pieces */
    gr_trace_set_words(t, V_COLUMNS, &northcott_texts, NORTHCOTT_W_COLUMN, false);
    gr_trace_set_words(t, V_GAPS, &northcott_texts, NORTHCOTT_W_GAP, false);
    gr_trace_set_words(t, V_XOR, &northcott_texts, NORTHCOTT_W_XOR, false);
  }
  return kit_trace_run(t, ok, NULL, steps, northcott_step, job, err);
}

/* ---- small positions: m = 2 .. 4, one or two rows, either to move -------- */

static int northcott_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[2 + 2 * 2];
  for (uint64_t m = 2; m <= gr_game_northcott.referee_max_value; m++)
    for (size_t n = 1; n <= gr_game_northcott.referee_max_len; n++) {
      uint64_t cells = m * m, total = 1;
      for (size_t i = 0; i < n; i++) total *= cells;
      for (uint64_t turn = 1; turn <= 2; turn++)
        for (uint64_t code = 0; code < total; code++) {
          uint64_t c = code;
          bool ok = true;
          v[0] = m, v[1] = turn;
          for (size_t i = 0; i < 2 * n; i++, c /= m) v[2 + i] = c % m + 1;
          for (size_t i = 0; i < n; i++) ok = ok && v[2 + 2 * i] != v[3 + 2 * i];
          gr_pos p = {.len = 2 + 2 * n, .v = v};
          int rc = ok ? visit(&p, ctx) : 0;
          if (rc) return rc;
        }
    }
  return 0;
}

const gr_game gr_game_northcott = {
    .id = "northcott", .texts = &northcott_texts, .example = NC_EXAMPLE,
    .max_len_solve = 2 + 2 * NC_MAX_ROWS, .max_len_trace = 2 + 2 * NC_MAX_ROWS,
    .referee_max_len = 2, .referee_max_value = 5, /* rows, and the widest board m */
    .parse = northcott_parse, .format = northcott_format, .moves = northcott_moves,
    KIT_GAME_JOBS(northcott), KIT_GAME_PLAY(northcott), KIT_LESSON(northcott_lesson),
    .loopy = true, /* retreats come back: gr_verify searches by retrograde analysis */
};
