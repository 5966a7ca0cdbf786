/*
 * heaps_misere_trace.c — the trace of a heaps position under misère play
 * when every heap is tame: the genus of each heap, then the tame sum rule
 * (heaps_misere.c has the verdict; Winning Ways, ch. 13).
 *
 * Views: the heaps; "genus", one row per heap with g (its SG value) and
 * γ0, γ1, γ2 (g- of the heap beside 0, 1 and 2 heaps *2: the superscript,
 * whose last two values repeat for ever); "firm", per heap whether γ0 = g
 * (firm: it plays like a nim heap of 2 or more; else fickle, like a heap
 * of 0 or 1); "rule", the xor G of the g's, the number f of firm heaps and
 * g- = G when f >= 1, G xor 1 when f = 0; and the verdict (g- != 0).  Each
 * heap takes five steps (g, γ0, γ1, γ2, firm), the sum four.  The genera
 * come from the genus engine (src/algo/genus.h) before the first step.
 *
 * A position with a wild heap (or no heap, or more heaps than the trace
 * shows) keeps the trace every game's misère play has: explore's game
 * graph labelled with g- (gr_explore_start).
 */
#include "heaps.h"
#include "kit/kit.h"
#include "text/heaps_text.h"

#include <stdlib.h>
#include <string.h>

enum { V_HEAPS = 0, V_GENUS, V_FIRM, V_RULE, V_WINS };
enum { C_G = 0, C_GAMMA0, C_GAMMA1, C_GAMMA2, C_COLS };
enum { S_XOR = 0, S_FIRM, S_GMINUS, S_CELLS };
enum { R_G = 0, R_GAMMA0, R_GAMMA1, R_GAMMA2, R_FIRM, R_XOR, R_COUNT, R_RULE, R_WINS, R_RULES };
#define STEPS_PER_HEAP 5

static const gr_rule trace_rules[R_RULES] = { /* named by keys from HEAPS_MT_R_G on */
    KIT_RULE(HEAPS_MT_R_G, R_G, "h"),          KIT_RULE(HEAPS_MT_R_G, R_GAMMA0, "h"),
    KIT_RULE(HEAPS_MT_R_G, R_GAMMA1, "h"),     KIT_RULE(HEAPS_MT_R_G, R_GAMMA2, "h"),
    KIT_RULE(HEAPS_MT_R_G, R_FIRM, "g", "γ0"), KIT_RULE(HEAPS_MT_R_G, R_XOR, NULL),
    KIT_RULE(HEAPS_MT_R_G, R_COUNT, NULL),     KIT_RULE(HEAPS_MT_R_G, R_RULE, "G", "f"),
    KIT_RULE(HEAPS_MT_R_G, R_WINS, "g-"),
};

/* The genus of each heap, in the position's order (freed with free()). */
typedef struct trace_state {
  size_t n;
  struct {
    uint64_t cell[C_COLS]; /* g, γ0, γ1, γ2 */
  } heap[];
} trace_state;

/* Writes one cell reading every cell of `col` in view `from` (rows 0..n-1). */
static int write_reading_all(gr_trace *t, size_t n, int from, uint32_t col, int view, uint32_t at, uint64_t value,
                             uint8_t rule, gr_error *err) {
  uint32_t *reads = malloc((n ? n : 1) * sizeof *reads);
  if (reads == NULL) return gr_error_nomem(err);
  for (size_t i = 0; i < n; i++)
    reads[i] = t->views[from].rows == 1 ? gr_trace_cell_id(t, from, 0, (uint32_t)i)
                                        : gr_trace_cell_id(t, from, (uint32_t)i, col);
  int rc = gr_trace_write(t, view, 0, at, value, rule, reads, n, err);
  free(reads);
  return rc;
}

static int trace_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const trace_state *s = state;
  size_t n = s->n;
  if (k < STEPS_PER_HEAP * (uint64_t)n) {
    uint32_t i = (uint32_t)(k / STEPS_PER_HEAP), j = (uint32_t)(k % STEPS_PER_HEAP);
    uint32_t heap = gr_trace_cell_id(t, V_HEAPS, 0, i);
    if (j < C_COLS) return gr_trace_write(t, V_GENUS, i, j, s->heap[i].cell[j], (uint8_t)(R_G + j), &heap, 1, err);
    uint32_t reads[2] = {gr_trace_cell_id(t, V_GENUS, i, C_G), gr_trace_cell_id(t, V_GENUS, i, C_GAMMA0)};
    bool firm = s->heap[i].cell[C_GAMMA0] == s->heap[i].cell[C_G];
    return gr_trace_write(t, V_FIRM, 0, i, firm, R_FIRM, reads, 2, err);
  }
  k -= STEPS_PER_HEAP * (uint64_t)n;
  const uint64_t *rule = t->views[V_RULE].values;
  if (k == 0) {
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) x ^= s->heap[i].cell[C_G];
    return write_reading_all(t, n, V_GENUS, C_G, V_RULE, S_XOR, x, R_XOR, err);
  }
  if (k == 1) {
    uint64_t f = 0;
    for (size_t i = 0; i < n; i++) f += t->views[V_FIRM].values[i];
    return write_reading_all(t, n, V_FIRM, 0, V_RULE, S_FIRM, f, R_COUNT, err);
  }
  if (k == 2) {
    uint32_t reads[2] = {gr_trace_cell_id(t, V_RULE, 0, S_XOR), gr_trace_cell_id(t, V_RULE, 0, S_FIRM)};
    return gr_trace_write(t, V_RULE, 0, S_GMINUS, heaps_tame_rule(rule[S_XOR], rule[S_FIRM] > 0), R_RULE, reads, 2,
                          err);
  }
  uint32_t read = gr_trace_cell_id(t, V_RULE, 0, S_GMINUS);
  return gr_trace_write(t, V_WINS, 0, 0, rule[S_GMINUS] != 0, R_WINS, &read, 1, err);
}

/* "3^{31}" or "0^{120}": a firm genus has two digits, a fickle one three;
 * values past 9 in parentheses, as `grundy sg --misere` writes them. */
static void genus_text(const gr_trace *t, uint32_t row, bool firm, gr_buf *out) {
  const gr_view *v = &t->views[V_GENUS];
  const uint64_t *cell = v->values + (size_t)row * v->cols;
  gr_buf_u64(out, cell[C_G]);
  gr_buf_puts(out, "^{");
  for (unsigned k = C_GAMMA0; k < (firm ? C_GAMMA2 : C_COLS); k++) {
    if (cell[k] < 10) gr_buf_u64(out, cell[k]);
    else gr_buf_printf(out, "(%llu)", (unsigned long long)cell[k]);
  }
  gr_buf_putc(out, '}');
}

static void trace_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  const uint64_t *rule = t->views[V_RULE].values;
  uint32_t row = st.row;
  switch (st.rule) {
  case R_G:
    gr_say(out, &heaps_texts, lang, HEAPS_MT_EX_G, GR_U(row + 1), GR_U(st.first), GR_U(st.value));
    return;
  case R_GAMMA0:
  case R_GAMMA1:
  case R_GAMMA2:
    gr_say(out, &heaps_texts, lang, HEAPS_MT_EX_GAMMA0 + (st.rule - R_GAMMA0), GR_U(row + 1), GR_U(st.value));
    return;
  case R_FIRM: {
    gr_buf genus;
    gr_buf_init(&genus);
    genus_text(t, st.col, st.value != 0, &genus);
    gr_say(out, &heaps_texts, lang, st.value ? HEAPS_MT_EX_FIRM : HEAPS_MT_EX_FICKLE, GR_U(st.col + 1),
           GR_S(genus.data ? genus.data : ""), GR_U(st.first), GR_U(st.last));
    gr_buf_free(&genus);
    return;
  }
  case R_XOR:
    gr_say(out, &heaps_texts, lang, HEAPS_MT_EX_XOR, GR_U(st.value));
    return;
  case R_COUNT:
    gr_say(out, &heaps_texts, lang, HEAPS_MT_EX_COUNT, GR_U(st.value));
    return;
  case R_RULE:
    gr_say(out, &heaps_texts, lang, rule[S_FIRM] ? HEAPS_MT_EX_RULE_FIRM : HEAPS_MT_EX_RULE_FICKLE, GR_U(rule[S_FIRM]),
           GR_U(rule[S_XOR]), GR_U(st.value));
    return;
  default:
    gr_say(out, &heaps_texts, lang, st.value ? HEAPS_MT_EX_WIN : HEAPS_MT_EX_LOSE, GR_U(rule[S_GMINUS]));
    return;
  }
}

/* The genus trace of a position whose heaps are all tame (t). */
static int genus_trace(const gr_pos *p, const heaps_tame *tame, gr_job **job, gr_error *err) {
  static const kit_trace_plan plan = {trace_rules, R_RULES, trace_explain, trace_step, &heaps_texts, .heaps = true};
  size_t n = p->len - tame->h0;
  trace_state *s = calloc(1, sizeof *s + n * sizeof s->heap[0]);
  if (s == NULL) return gr_error_nomem(err);
  s->n = n;
  for (size_t i = 0; i < n; i++) {
    const heaps_genus *h = &tame->table.heap[p->v[tame->h0 + i]];
    s->heap[i].cell[C_G] = h->g;
    for (unsigned k = 0; k < 3; k++) /* a settled genus has γ0..γ5 at least */
      s->heap[i].cell[C_GAMMA0 + k] = h->gamma[k];
  }
  const kit_view_spec views[] = {
      {GR_VIEW_MATRIX, "genus", HEAPS_MT_V_GENUS, (uint32_t)n, C_COLS, GR_VALUE_INT, HEAPS_MT_W_GENUS, false},
      {GR_VIEW_SEQUENCE, "firm", HEAPS_MT_V_FIRM, 1, (uint32_t)n, GR_VALUE_BOOL, HEAPS_MT_W_FIRM, false},
      {GR_VIEW_BOARD, "rule", HEAPS_MT_V_RULE, 1, S_CELLS, GR_VALUE_INT, HEAPS_MT_W_RULE, false}};
  kit_trace_plan run = plan;
  run.heaps_from = tame->h0;
  return kit_trace_plan_run(&run, views, 3, NULL, 0, p, s, STEPS_PER_HEAP * (uint64_t)n + 4, job, err);
}

int heaps_misere_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  heaps_tame tame;
  int known = heaps_tame_of(p, &tame, err);
  if (known < 0) return -1;
  if (known == 1) {
    size_t n = p->len - tame.h0;
    int rc = n > 0 && n <= HEAPS_TRACE_MAX_HEAPS ? genus_trace(p, &tame, job, err) : 1;
    heaps_tame_free(&tame);
    if (rc <= 0) return rc;
  }
  return gr_explore_start(gr_game_misere_of(&gr_game_heaps), p, job, err);
}
