/*
 * blackwhite.c — [SDOI2011] 黑白棋 (Luogu P2490) as a game: k pieces on a
 * strip of n cells, white, black, white, black, ... from the left.  The
 * mover shifts 1 .. d of their own pieces (white right, black left), each
 * by one or more cells, never onto or over another piece; who cannot move
 * loses.  Position "d=2; W..B.W...B" ("d=2; turn=2; ...": black to move).
 * The moves themselves, the board and the move language: blackwhite_play.c.
 *
 * Theory: white piece i and the black piece to its right make pair i; the
 * cells between them are a heap that both players shrink (white advances
 * on it, black too; the cells outside the pairs never matter), a move
 * shrinking 1 .. d of them: Moore's Nim_d, whose verdict and every winning
 * move moore.h gives, mapped back onto the pieces.  The Grundy value is
 * left to exact search within the core's bound, as for moore.
 *
 * Trace: the gaps, their bit columns and each column's ones mod d + 1 (the
 * verdict), then the count the judge p2490 prints for n, k, d: the table
 * ways[bit column][sum] cell by cell (algo/nimk_count.h, the judge's DP),
 * the losing layouts L, C(n, k) and A = C(n, k) - L.  The table is shown
 * while n - k < 64; past that the same DP counts L unseen, so the trace of
 * a strip of 10,000 cells stays a few hundred cells.
 */
#include "algo/nimk_count.h"
#include "kit/kit.h"
#include "text/blackwhite_text.h"
#include "blackwhite.h"
#include "moore.h"

#include <stdlib.h>
#include <string.h>

#define BW_EXAMPLE "d=2; W..B.W...B"
#define BW_TRACE_SUMS 64

static int bad(gr_pos *out, gr_status status, unsigned key, uint64_t a, uint64_t b, const char *c, gr_error *err) {
  gr_pos_free(out);
  return gr_error_say(err, status, &blackwhite_texts, key, GR_U(a), GR_U(b), GR_S(c));
}

/* "d=D; [turn=T;] STRIP": the strip's W, B and . from cell 1 on. */
static int blackwhite_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_scan s;
  uint64_t d, turn = 1, at[NIMK_MAX_K + 1], k = 0, n = 0;
  gr_pos_free(out);
  gr_scan_init(&s, text, strlen(text), false);
  if (kit_scan_param(&s, "d", BW_EXAMPLE, &d, err) != 0) return -1;
  gr_scan_at_end(&s);
  if (strncmp(s.p, "turn", 4) == 0 && kit_scan_param(&s, "turn", BW_EXAMPLE, &turn, err) != 0) return -1;
  if (gr_scan_at_end(&s)) return bad(out, GR_ESYNTAX, BLACKWHITE_NO_STRIP, 0, 0, BW_EXAMPLE, err);
  const char *end = s.end;
  while (end > s.p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r')) end--;
  for (const char *c = s.p; c < end; c++, n++) {
    char one[8] = {*c};
    for (size_t i = 1; i < 4 && c + 1 < end && (c[1] & 0xC0) == 0x80; i++) one[i] = *++c; /* a UTF-8 letter whole */
    if (n == NIMK_MAX_N) return bad(out, GR_ELIMIT, BLACKWHITE_LONG, NIMK_MAX_N, 0, "", err);
    if (*c == '.') continue;
    if (*c != 'W' && *c != 'B') return bad(out, GR_ESYNTAX, BLACKWHITE_CHAR, n + 1, 0, one, err);
    if ((*c == 'W') != (k % 2 == 0)) return bad(out, GR_ESYNTAX, BLACKWHITE_ALTERNATE, k + 1, n + 1, one, err);
    if (k == NIMK_MAX_K) return bad(out, GR_ELIMIT, BLACKWHITE_MANY, NIMK_MAX_K, 0, "", err);
    at[k++] = n + 1;
  }
  if (k == 0) return bad(out, GR_ESYNTAX, BLACKWHITE_NONE, 0, 0, "", err);
  if (k % 2) return bad(out, GR_ESYNTAX, BLACKWHITE_ODD, k, at[k - 1], "", err);
  if (d < 1 || d > k) return bad(out, GR_ERANGE, BLACKWHITE_D_RANGE, d, k, "", err);
  if (turn != 1 && turn != 2) return bad(out, GR_ERANGE, BLACKWHITE_TURN_RANGE, turn, 0, "", err);
  if (gr_pos_resize(out, 3 + k, err) != 0) return -1;
  out->v[0] = d, out->v[1] = turn, out->v[2] = n;
  memcpy(out->v + 3, at, k * sizeof *at);
  return 0;
}

static void blackwhite_format(const gr_pos *p, gr_buf *out) {
  gr_buf_printf(out, p->v[1] == 2 ? "d=%llu; turn=2; " : "d=%llu; ", (unsigned long long)p->v[0]);
  for (uint64_t c = 1, j = 3; c <= p->v[2]; c++) {
    bool piece = j < p->len && p->v[j] == c;
    gr_buf_printf(out, "%c", piece ? (j++ % 2 ? 'W' : 'B') : '.');
  }
}

/* ---- the verdict: the gaps as heaps of Nim_d (moore.h) ------------------ */

static int blackwhite_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  size_t pairs = BW_PAIRS(p);
  uint64_t heaps[1 + NIMK_MAX_K / 2] = {p->v[0] < pairs ? p->v[0] : pairs}; /* d >= the heaps: any of them */
  for (size_t i = 0; i < pairs; i++) heaps[1 + i] = BW_GAP(p, i);
  gr_analysis nim;
  gr_analysis_init(&nim);
  int rc = moore_decide(&(gr_pos){.len = 1 + pairs, .v = heaps}, &nim, err);
  a->winner = nim.winner, a->winning_moves_cut = nim.winning_moves_cut;
  for (size_t m = 0; rc == 0 && m < nim.winning_moves.count; m++) {
    gr_pos q = {0};
    rc = blackwhite_moved(p, nim.winning_moves.items[m].v + 1, &q, err);
    if (rc == 0) rc = gr_pos_list_push(&a->winning_moves, &q, err);
  }
  gr_analysis_free(&nim);
  return rc;
}

static int blackwhite_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, blackwhite_decide, job, err);
}

/* ---- the trace: the verdict by columns, then the count by the DP -------- */

enum { V_GAPS = 0, V_BITS, V_COUNT, V_WINS, V_WAYS }; /* then the count: L, C(n, k), A */
enum { R_BIT = 0, R_COLUMN, R_WINS, R_ROW0, R_WAYS, R_LOSING, R_TOTAL, R_ANSWER, R_COUNT };
typedef struct bw_params { uint64_t n, k, d, shown, binom[NIMK_MAX_K / 2 + 1]; } bw_params;
static const gr_rule bw_rules[R_COUNT] = {
    KIT_RULE(BLACKWHITE_R_BIT, R_BIT, "g"), KIT_RULE(BLACKWHITE_R_BIT, R_COLUMN, NULL),
    KIT_RULE(BLACKWHITE_R_BIT, R_WINS, NULL), KIT_RULE(BLACKWHITE_R_BIT, R_ROW0, NULL),
    KIT_RULE(BLACKWHITE_R_BIT, R_WAYS, NULL), KIT_RULE(BLACKWHITE_R_BIT, R_LOSING, NULL),
    KIT_RULE(BLACKWHITE_R_BIT, R_TOTAL, NULL), KIT_RULE(BLACKWHITE_R_BIT, R_ANSWER, "C", "L")};

/* Steps: every bit of every gap, each column's ones mod d + 1, the verdict;
 * then ways row by row (when shown), L, C(n, k) and A. */
static int bw_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const nimk_count *c = state;
  uint32_t n = t->views[V_BITS].rows, width = t->views[V_BITS].cols, reads[BW_TRACE_SUMS];
  uint64_t ones = 0, sums = t->nviews > V_WAYS + 1 ? c->room + 1 : 0, at[NIMK_MAX_K];
  if (k < (uint64_t)n * width) {
    uint32_t i = (uint32_t)(k / width), col = (uint32_t)(k % width), read = gr_trace_cell_id(t, V_GAPS, 0, i);
    uint64_t bit = (t->views[V_GAPS].values[i] >> (width - 1 - col)) & 1;
    return gr_trace_write(t, V_BITS, i, col, bit, R_BIT, &read, 1, err);
  }
  if ((k -= (uint64_t)n * width) <= width) { /* a column's count, or the verdict from all of them */
    for (uint32_t i = 0; i < (k < width ? n : width); i++) {
      reads[i] = k < width ? gr_trace_cell_id(t, V_BITS, i, (uint32_t)k) : gr_trace_cell_id(t, V_COUNT, 0, i);
      ones += gr_trace_value(t, reads[i]);
    }
    if (k < width) return gr_trace_write(t, V_COUNT, 0, (uint32_t)k, ones % (c->d + 1), R_COLUMN, reads, n, err);
    return gr_trace_write(t, V_WINS, 0, 0, ones != 0, R_WINS, reads, width, err);
  }
  if ((k -= width + 1) < c->rows * sums) {
    uint32_t row = (uint32_t)(k / sums), s = (uint32_t)(k % sums);
    size_t nread;
    uint64_t v = nimk_cell(c, row ? t->views[V_WAYS].values + (row - 1) * sums : NULL, row, s, at, &nread);
    for (size_t i = 0; i < nread; i++) reads[i] = gr_trace_cell_id(t, V_WAYS, row - 1, (uint32_t)at[i]);
    return gr_trace_write(t, V_WAYS, row, s, v, row ? R_WAYS : R_ROW0, reads, nread, err);
  }
  k -= c->rows * sums;
  int answer = (int)t->nviews - 1;
  uint64_t total = nimk_choose(c, c->n, c->k);
  if (k == 1) return gr_trace_write(t, answer, 0, 1, total, R_TOTAL, NULL, 0, err);
  if (k == 0) {
    for (uint32_t s = 0; s < sums; s++) reads[s] = gr_trace_cell_id(t, V_WAYS, c->rows - 1, s);
    uint64_t losing = sums ? nimk_losing(c, t->views[V_WAYS].values + (c->rows - 1) * sums)
                           : (total + NIMK_MOD - nimk_first_wins(c->n, c->k, c->d)) % NIMK_MOD; /* unseen */
    return gr_trace_write(t, answer, 0, 0, losing, R_LOSING, reads, sums, err);
  }
  reads[0] = gr_trace_cell_id(t, answer, 0, 1), reads[1] = gr_trace_cell_id(t, answer, 0, 0);
  uint64_t wins = (gr_trace_value(t, reads[0]) + NIMK_MOD - gr_trace_value(t, reads[1])) % NIMK_MOD;
  return gr_trace_write(t, answer, 0, 2, wins, R_ANSWER, reads, 2, err);
}

static void bw_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  const bw_params *pm = GR_TRACE_PARAMS_OF(t, bw_params);
  uint64_t ones = 0, mod = pm->d + 1, pairs = pm->k / 2, rows = t->views[V_WAYS].rows;
  for (size_t i = 0; i < st.nreads; i++) ones += gr_trace_value(t, st.reads[i]);
  unsigned bit = t->views[V_BITS].cols - 1 - st.col;
  gr_buf terms, numbers;
  gr_buf_init(&terms), gr_buf_init(&numbers);
  for (size_t i = 0; st.rule == R_WAYS && i < st.nreads; i++) {
    uint64_t s = st.col - i * mod * ((uint64_t)1 << st.row);
    gr_buf_printf(&terms, "%sways[%u][%llu]·C(%llu, %llu)", i ? " + " : "", st.row - 1, (unsigned long long)s,
                  (unsigned long long)pairs, (unsigned long long)(i * mod));
    gr_buf_printf(&numbers, "%s%llu·%llu", i ? " + " : "", (unsigned long long)gr_trace_value(t, st.reads[i]),
                  (unsigned long long)pm->binom[i * mod]);
  }
  if (st.rule == R_BIT)
    gr_say(out, &blackwhite_texts, lang, BLACKWHITE_EX_BIT, GR_U(st.row + 1), GR_U(st.first), GR_U(bit), GR_U(st.value));
  else if (st.rule == R_COLUMN)
    gr_say(out, &blackwhite_texts, lang, BLACKWHITE_EX_COLUMN, GR_U(bit), GR_U(ones), GR_U(mod), GR_U(st.value));
  else if (st.rule == R_WINS)
    gr_say(out, &blackwhite_texts, lang, st.value ? BLACKWHITE_EX_WINS : BLACKWHITE_EX_LOSES, GR_U(mod));
  else if (st.rule == R_ROW0)
    gr_say(out, &blackwhite_texts, lang, st.col % mod ? BLACKWHITE_EX_ROW0_NO : st.col > pairs ? BLACKWHITE_EX_ROW0_FEW : BLACKWHITE_EX_ROW0,
           GR_U(st.col), GR_U(pairs), GR_U(mod), GR_U(st.value));
  else if (st.rule == R_WAYS)
    gr_say(out, &blackwhite_texts, lang, BLACKWHITE_EX_WAYS, GR_U(st.row), GR_U(st.col), GR_U(mod), GR_S(terms.data),
           GR_S(numbers.data), GR_U(st.value));
  else if (st.rule == R_LOSING)
    gr_say(out, &blackwhite_texts, lang, pm->shown ? BLACKWHITE_EX_LOSING : BLACKWHITE_EX_LOSING_UNSEEN,
           GR_U(pm->shown ? rows - 1 : pm->n - pm->k + 1), GR_U(pm->n - pm->k), GR_U(st.value), GR_U(BW_TRACE_SUMS));
  else if (st.rule == R_TOTAL)
    gr_say(out, &blackwhite_texts, lang, BLACKWHITE_EX_TOTAL, GR_U(pm->n), GR_U(pm->k), GR_U(st.value));
  else
    gr_say(out, &blackwhite_texts, lang, BLACKWHITE_EX_ANSWER, GR_U(st.first), GR_U(st.last), GR_U(st.value),
           GR_U(pm->n), GR_U(pm->k), GR_U(pm->d));
  gr_buf_free(&terms), gr_buf_free(&numbers);
}

static int blackwhite_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t n = p->v[2], k = p->len - 3, d = p->v[0], pairs = k / 2, widest = 0;
  nimk_count *c = malloc(sizeof *c + 2 * (n + 1) * sizeof(uint64_t));
  if (c == NULL) return gr_error_nomem(err);
  nimk_count_init(c, n, k, d, (uint64_t *)(c + 1));
  bw_params pm = {.n = n, .k = k, .d = d, .shown = n - k < BW_TRACE_SUMS};
  for (uint64_t j = 0; j <= pairs; j++) pm.binom[j] = nimk_choose(c, pairs, j);
  for (size_t i = 0; i < pairs; i++) widest |= BW_GAP(p, i);
  uint32_t width = kit_bits(widest | 1), sums = pm.shown ? (uint32_t)(n - k + 1) : 0;
  uint64_t steps = pairs * width + width + 1 + (uint64_t)c->rows * sums + 3;
  gr_trace *t = kit_trace_new(steps, bw_rules, R_COUNT, bw_explain, &blackwhite_texts, err);
  const kit_view_spec views[] = {
      {GR_VIEW_SEQUENCE, "gaps", BLACKWHITE_V_GAPS, 1, (uint32_t)pairs, GR_VALUE_INT, BLACKWHITE_W_GAP, false},
      {GR_VIEW_MATRIX, "bits", BLACKWHITE_V_BITS, (uint32_t)pairs, width, GR_VALUE_INT, BLACKWHITE_W_BITS, true},
      {GR_VIEW_SEQUENCE, "count", BLACKWHITE_V_COUNT, 1, width, GR_VALUE_INT, BLACKWHITE_W_COUNT, true}};
  bool ok = t != NULL && kit_add_views(t, &blackwhite_texts, views, 3, err) && kit_view_first_wins(t, err) >= 0 &&
            (!sums || kit_view(t, GR_VIEW_MATRIX, "ways", &blackwhite_texts, BLACKWHITE_V_WAYS, c->rows, sums, 0,
                               GR_VALUE_INT, err) >= 0) &&
            kit_view(t, GR_VIEW_BOARD, "count_layouts", &blackwhite_texts, BLACKWHITE_V_ANSWER, 1, 3, 1, GR_VALUE_INT,
                     err) >= 0 &&
            gr_trace_set_params(t, &pm, sizeof pm, err) == 0;
  if (ok) {
    for (size_t i = 0; i < pairs; i++) t->views[V_GAPS].values[i] = BW_GAP(p, i);
    if (sums) gr_trace_set_words(t, V_WAYS, &blackwhite_texts, BLACKWHITE_W_WAYS, false);
    gr_trace_set_words(t, (int)t->nviews - 1, &blackwhite_texts, BLACKWHITE_W_ANSWER, false);
  }
  return kit_trace_run(t, ok, c, steps, bw_step, job, err);
}

/* ---- small positions: every layout of 2 .. 6 pieces on up to 7 cells ---- */

static int blackwhite_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[3 + 8];
  for (uint64_t n = 2; n <= gr_game_blackwhite.referee_max_value; n++)
    for (uint64_t cells = 0; cells < (UINT64_C(1) << n); cells++) {
      size_t k = 0;
      for (uint64_t c = 0; c < n; c++)
        if (cells >> c & 1) v[3 + k++] = c + 1;
      for (uint64_t d = 1; k % 2 == 0 && k && k <= gr_game_blackwhite.referee_max_len && d <= k; d++)
        for (uint64_t turn = 1; turn <= 2; turn++) {
          v[0] = d, v[1] = turn, v[2] = n;
          int rc = visit(&(gr_pos){.len = 3 + k, .v = v}, ctx);
          if (rc) return rc;
        }
    }
  return 0;
}

const gr_game gr_game_blackwhite = {
    .id = "blackwhite", .texts = &blackwhite_texts, .example = BW_EXAMPLE,
    .max_len_solve = 3 + NIMK_MAX_K, .max_len_trace = 3 + NIMK_MAX_K,
    .referee_max_len = 6, .referee_max_value = 7, /* pieces, and the longest strip n */
    .parse = blackwhite_parse, .format = blackwhite_format, .moves = blackwhite_moves,
    .is_terminal = blackwhite_is_terminal, .stall_move = blackwhite_stall_move, KIT_GAME_JOBS(blackwhite),
    .board = blackwhite_board, .play = blackwhite_play, .action = blackwhite_action, KIT_LESSON(blackwhite_lesson),
};
