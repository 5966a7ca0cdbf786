/*
 * sum_trace.c — the sum game's trace.
 *
 * A sum's value is the xor of its components' values (the theory and the
 * winning moves: sum_solve.c).  The trace: one step per component writing
 * its value, then the binary xor column by column from the highest bit
 * (each component's bit, then the xor bit: the parity of the column's
 * ones), then G itself.
 *
 * A sum with an infinite component (a loopy dag: ∞(K), sum_solve.c) has
 * its own short trace: each component's value, finite or ∞ (with its set K
 * as the cell's label), then the verdict by the sum theorem of generalized
 * values, its finite values' xor in the "xor" cell.
 *
 * The job runs in two stages: the components' values (sum_solve.c's job
 * without the moves, each component's own solve in slices), then the trace
 * built from them, a step per unit.
 */
#include "games/sum.h"
#include "games/text/sum_text.h"
#include "kit/kit.h"

#include <stdlib.h>

/* ---- the trace ----------------------------------------------------------- */

enum { VIEW_VALUES, VIEW_BITS, VIEW_TOTAL, VIEW_INF };
enum { RULE_VALUE, RULE_BIT, RULE_XOR, RULE_TOTAL, RULE_INF, RULE_LOOPY, RULE_COUNT };
static const gr_rule rules[RULE_COUNT] = {
    [RULE_VALUE] = {.name_key = SUM_RULE_VALUE, .summary_key = SUM_SUM_VALUE},
    [RULE_BIT] = {.reads = {"G_i"}, .name_key = SUM_RULE_BIT, .summary_key = SUM_SUM_BIT},
    [RULE_XOR] = {.name_key = SUM_RULE_XOR, .summary_key = SUM_SUM_XOR},
    [RULE_TOTAL] = {.name_key = SUM_RULE_TOTAL, .summary_key = SUM_SUM_TOTAL},
    [RULE_INF] = {.name_key = SUM_RULE_INF, .summary_key = SUM_SUM_INF},
    [RULE_LOOPY] = {.name_key = SUM_RULE_LOOPY, .summary_key = SUM_SUM_LOOPY},
};

typedef struct plan {
  size_t n;      /* components */
  unsigned bits; /* columns of the binary view, column 0 the highest bit */
  uint64_t values[SUM_MAX_COMPONENTS];
  size_t ninf;   /* components with an infinite value: the loopy trace */
  bool inf[SUM_MAX_COMPONENTS];
  char *reach[SUM_MAX_COMPONENTS]; /* "{0, 2}": an infinite component's K (owned) */
} plan;

/* The loopy trace's steps: each component's value, then the verdict. */
static int write_loopy(gr_trace *t, const plan *pl, uint64_t k, gr_error *err) {
  if (k < pl->n) {
    uint32_t i = (uint32_t)k;
    if (pl->inf[i]) return gr_trace_write(t, VIEW_INF, 0, i, 1, RULE_INF, NULL, 0, err);
    return gr_trace_write(t, VIEW_VALUES, 0, i, pl->values[i], RULE_VALUE, NULL, 0, err);
  }
  uint32_t reads[SUM_MAX_COMPONENTS];
  uint64_t x = 0;
  for (uint32_t i = 0; i < pl->n; i++) {
    reads[i] = gr_trace_cell_id(t, pl->inf[i] ? VIEW_INF : VIEW_VALUES, 0, i);
    if (!pl->inf[i]) x ^= pl->values[i];
  }
  return gr_trace_write(t, VIEW_TOTAL, 0, 0, x, RULE_LOOPY, reads, pl->n, err);
}

/* Steps: n values; then per column, n bits and the xor bit; then G. */
static int write_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const plan *pl = state;
  if (pl->ninf) return write_loopy(t, pl, k, err);
  size_t n = pl->n, per = n + 1;
  if (k < n) return gr_trace_write(t, VIEW_VALUES, 0, (uint32_t)k, pl->values[k], RULE_VALUE, NULL, 0, err);
  k -= n;
  if (k < (uint64_t)pl->bits * per) {
    uint32_t col = (uint32_t)(k / per), row = (uint32_t)(k % per);
    unsigned shift = pl->bits - 1 - col;
    if (row < n) {
      uint32_t read = gr_trace_cell_id(t, VIEW_VALUES, 0, row);
      return gr_trace_write(t, VIEW_BITS, row, col, (pl->values[row] >> shift) & 1, RULE_BIT, &read, 1, err);
    }
    uint32_t reads[SUM_MAX_COMPONENTS];
    uint64_t ones = 0;
    for (uint32_t r = 0; r < n; r++) {
      reads[r] = gr_trace_cell_id(t, VIEW_BITS, r, col);
      ones += gr_trace_value(t, reads[r]);
    }
    return gr_trace_write(t, VIEW_BITS, (uint32_t)n, col, ones & 1, RULE_XOR, reads, n, err);
  }
  uint32_t reads[64];
  uint64_t g = 0;
  for (uint32_t col = 0; col < pl->bits; col++) {
    reads[col] = gr_trace_cell_id(t, VIEW_BITS, (uint32_t)n, col);
    g = g << 1 | gr_trace_value(t, reads[col]);
  }
  return gr_trace_write(t, VIEW_TOTAL, 0, 0, g, RULE_TOTAL, reads, pl->bits, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  int view;
  uint32_t row, col;
  uint32_t cell = t->step_cell[step];
  uint64_t value = gr_trace_value(t, cell);
  gr_trace_locate(t, cell, &view, &row, &col);
  const gr_view *bits = &t->views[VIEW_BITS];
  uint32_t n = bits->rows - 1;
  uint64_t weight = (uint64_t)1 << (bits->cols - 1 - (view == VIEW_BITS ? col : 0));
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  switch (t->step_rule[step]) {
  case RULE_VALUE: gr_say(out, &sum_texts, lang, SUM_EXPLAIN_VALUE, GR_U(col + 1), GR_U(value)); break;
  case RULE_BIT:
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_BIT, GR_U(weight), GR_U(row + 1), GR_U(gr_trace_value(t, reads[0])),
           GR_U(value));
    break;
  case RULE_INF: {
    const char *set = gr_trace_label(t, cell);
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_INF, GR_U(col + 1), GR_S(set ? set : "{}"));
    break;
  }
  case RULE_LOOPY: {
    size_t ninf = 0;
    const char *set = "{}";
    for (size_t k = 0; k < nreads; k++) {
      int v;
      uint32_t r, c;
      gr_trace_locate(t, reads[k], &v, &r, &c);
      if (v == VIEW_INF) ninf++, set = gr_trace_label(t, reads[k]) ? gr_trace_label(t, reads[k]) : "{}";
    }
    unsigned key = ninf > 1 ? SUM_EXPLAIN_LOOPY_MANY : SUM_EXPLAIN_LOOPY_ONE;
    gr_say(out, &sum_texts, lang, key, GR_U(value), GR_U(ninf), GR_S(set));
    break;
  }
  case RULE_XOR: {
    uint64_t ones = 0;
    for (size_t k = 0; k < nreads; k++) ones += gr_trace_value(t, reads[k]);
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_XOR, GR_U(weight), GR_U(ones), GR_U(value));
    break;
  }
  default:
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_TOTAL, GR_U(value), GR_K(value ? SUM_FIRST_WINS : SUM_SECOND_WINS),
           GR_U(n));
  }
}

static void plan_free(void *state) {
  plan *pl = state;
  if (pl == NULL) return;
  for (size_t i = 0; i < SUM_MAX_COMPONENTS; i++) free(pl->reach[i]);
  free(pl);
}

/* The loopy trace's view of infinite components, each labelled with its K. */
static int loopy_views(gr_trace *t, const plan *pl, gr_error *err) {
  if (gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "infinite", SUM_VIEW_INF, 1, (uint32_t)pl->n, 1, err) != VIEW_INF)
    return -1;
  t->views[VIEW_INF].value_kind = GR_VALUE_BOOL;
  gr_trace_set_words(t, VIEW_INF, &sum_texts, SUM_W_INF, false);
  const char *labels[SUM_MAX_COMPONENTS];
  for (size_t i = 0; i < pl->n; i++) labels[i] = pl->inf[i] ? pl->reach[i] : "";
  return gr_trace_set_labels(t, VIEW_INF, labels, err);
}

/* The trace of the values in *pl (pl->n set), its job in *job (pl freed on failure). */
static int steps_start(plan *pl, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t g = 0;
  for (size_t i = 0; i < pl->n; i++) g |= pl->values[i];
  pl->bits = 1;
  while (pl->bits < 64 && (g >> pl->bits)) pl->bits++;
  uint64_t steps = pl->ninf ? pl->n + 1 : pl->n + (uint64_t)pl->bits * (pl->n + 1) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, rules, RULE_COUNT, explain, err);
  if (t == NULL) {
    plan_free(pl);
    return -1;
  }
  gr_trace_use_texts(t, &sum_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "G", SUM_VIEW_VALUES, 1, (uint32_t)pl->n, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "bits", SUM_VIEW_BITS, (uint32_t)pl->n + 1, pl->ninf ? 1 : pl->bits, 1,
                             err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "xor", SUM_VIEW_TOTAL, 1, 1, 0, err) < 0 ||
      (pl->ninf && loopy_views(t, pl, err) != 0)) {
    gr_trace_free(t);
    plan_free(pl);
    return -1;
  }
  /* the bits stay numbers (GR_VALUE_INT): 0 and 1, as on paper; rows count
   * from 1 as the components do (G1, G2, ...), the xor row last */
  gr_trace_set_words(t, VIEW_VALUES, &sum_texts, SUM_W_VALUES, false);
  t->views[VIEW_VALUES].parts = true; /* the page draws each component's board with its value */
  for (size_t i = 0; i < SUM_MAX_COMPONENTS; i++) free(pl->reach[i]), pl->reach[i] = NULL; /* the labels have them */
  gr_trace_set_words(t, VIEW_BITS, &sum_texts, SUM_W_BITS, true);
  return kit_trace_start(t, pl, steps, write_step, job, err);
}

/* The trace job: the values (half of the progress), then the steps. */
typedef struct trace_work {
  gr_job *values, *steps;
} trace_work;

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_work *w = job->state;
  if (w->steps == NULL) {
    int rc = gr_job_run(w->values, budget, err);
    job->done = w->values->total ? w->values->done * (job->total / 2) / w->values->total : 0;
    if (rc != 1) return rc < 0 ? -1 : 0;
    plan *pl = calloc(1, sizeof *pl);
    if (pl == NULL) return gr_error_nomem(err);
    const uint64_t *values = sum_job_values(w->values, &pl->n);
    for (size_t i = 0; i < pl->n; i++) {
      pl->values[i] = values[i];
      const gr_analysis *a = sum_job_component(w->values, i);
      if (!a->grundy_infinite) continue;
      pl->inf[i] = true;
      pl->ninf++;
      gr_buf set;
      gr_buf_init(&set);
      gr_buf_u64_set(&set, a->grundy_reach, a->grundy_reach_count);
      pl->reach[i] = gr_buf_take(&set);
      if (pl->reach[i] == NULL) return plan_free(pl), gr_error_nomem(err);
    }
    if (steps_start(pl, &w->steps, err) != 0) return -1;
    gr_job_free(w->values);
    w->values = NULL;
    return 0; /* the steps from the next call */
  }
  int rc = gr_job_run(w->steps, budget, err);
  job->done = job->total / 2 + (w->steps->total ? w->steps->done * (job->total / 2) / w->steps->total : 0);
  if (rc != 1) return rc < 0 ? -1 : 0;
  job->trace = w->steps->trace; /* the trace moves to this job */
  w->steps->trace = NULL;
  gr_job_done(job);
  return 0;
}

static void trace_destroy(gr_job *job) {
  trace_work *w = job->state;
  gr_job_free(w->values);
  gr_job_free(w->steps);
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

int sum_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = gr_job_create(&trace_ops, sizeof(trace_work), 2000000, err);
  if (*job == NULL) return -1;
  trace_work *w = (*job)->state;
  if (sum_job_start(p, false, &w->values, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}
