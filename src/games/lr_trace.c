/*
 * lr_trace.c — the trace of lr (see lr.c for the theory): both full tables
 * left[i][j] and right[i][j] cell by cell, shortest intervals first, each
 * step recording the case of the recurrence it applied and the three cells
 * it read (L, R and the new pile X), then the answer: the mover loses
 * exactly when a[1] = left[2][n].  The explanations put the actual numbers
 * into the case's condition; their texts are in text/lr_text.c.
 */
#include "lr.h"

#include "games/text/lr_text.h"
#include "kit/kit.h"

#include <stdlib.h>
#include <string.h>

/* ---- the trace job: both full tables ---------------------------------- */

enum { RULE_BASE = 0, RULE_LEFT = 0, RULE_RIGHT = 5, RULE_ANSWER = 11, RULE_COUNT };

/* Every case reads the shorter interval's left and right and the new pile. */
#define LR_CASE_RULE(k, summary) {.reads = {"L", "R", "X"}, .name_key = LR_RULE_CASE1 + (k) - 1, .summary_key = (summary)}

/* Cases 1..5 of one side: rules base + 1 .. base + 5, summaries sum##1 .. sum##5. */
#define LR_SIDE(base, sum) \
  [base + 1] = LR_CASE_RULE(1, sum##1), [base + 2] = LR_CASE_RULE(2, sum##2), [base + 3] = LR_CASE_RULE(3, sum##3), \
  [base + 4] = LR_CASE_RULE(4, sum##4), [base + 5] = LR_CASE_RULE(5, sum##5)

static const gr_rule lr_rules[RULE_COUNT] = {
    [RULE_BASE] = {.reads = {"a[i]", NULL, NULL}, .name_key = LR_RULE_BASE, .summary_key = LR_SUM_BASE},
    LR_SIDE(RULE_LEFT, LR_SUM_LEFT),
    LR_SIDE(RULE_RIGHT, LR_SUM_RIGHT),
    [RULE_ANSWER] = {.reads = {"a[1]", "left[2][n]", NULL}, .name_key = LR_RULE_ANSWER, .summary_key = LR_SUM_ANSWER},
};

enum { VIEW_PILES = 0, VIEW_LEFT, VIEW_RIGHT, VIEW_ANSWER };

/* The steps: left[i][i] and right[i][i] for every i, then for each length
 * 2..n and start i the left and the right cell of [i, i+len-1], then the
 * answer.  first[len] is the first step of length len (first[n+1]: the answer). */
typedef struct trace_plan {
  size_t n;
  uint64_t first[];
} trace_plan;

static int write_answer(gr_trace *t, gr_error *err) {
  size_t n = t->views[VIEW_LEFT].cols;
  uint64_t a1 = t->views[VIEW_PILES].values[0];
  uint64_t left_rest = n >= 2 ? t->views[VIEW_LEFT].values[1 * n + (n - 1)] : 0;
  uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_PILES, 0, 0),
                       n >= 2 ? gr_trace_cell_id(t, VIEW_LEFT, 1, (uint32_t)(n - 1)) : GR_NONE};
  return gr_trace_write(t, VIEW_ANSWER, 0, 0, left_rest != a1, RULE_ANSWER, reads, n >= 2 ? 2 : 1, err);
}

static int write_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const trace_plan *plan = state;
  size_t n = plan->n;
  if (k >= plan->first[n + 1]) return write_answer(t, err);
  size_t lo = 1, hi = n; /* the length: the last len with first[len] <= k */
  while (lo < hi) {
    size_t mid = (lo + hi + 1) / 2;
    if (plan->first[mid] <= k) lo = mid;
    else hi = mid - 1;
  }
  size_t len = lo, i = (size_t)(k - plan->first[len]) / 2, j = i + len - 1;
  bool right = (k - plan->first[len]) % 2 == 1;
  uint32_t view = right ? VIEW_RIGHT : VIEW_LEFT;
  if (len == 1) {
    uint32_t reads[1] = {gr_trace_cell_id(t, VIEW_PILES, 0, (uint32_t)i)};
    return gr_trace_write(t, view, (uint32_t)i, (uint32_t)i, t->views[VIEW_PILES].values[i], RULE_BASE, reads, 1, err);
  }
  /* left[i][j] reads the interval [i, j-1] and a[j]; right[i][j] reads [i+1, j] and a[i]. */
  size_t ri = right ? i + 1 : i, rj = right ? j : j - 1, x = right ? i : j;
  uint64_t L = t->views[VIEW_LEFT].values[ri * n + rj], R = t->views[VIEW_RIGHT].values[ri * n + rj];
  uint64_t X = t->views[VIEW_PILES].values[x];
  int which;
  uint64_t value = right ? lr_right_rule(L, R, X, &which) : lr_left_rule(L, R, X, &which);
  uint32_t reads[3] = {gr_trace_cell_id(t, VIEW_LEFT, (uint32_t)ri, (uint32_t)rj),
                       gr_trace_cell_id(t, VIEW_RIGHT, (uint32_t)ri, (uint32_t)rj),
                       gr_trace_cell_id(t, VIEW_PILES, 0, (uint32_t)x)};
  return gr_trace_write(t, view, (uint32_t)i, (uint32_t)j, value, (uint8_t)((right ? RULE_RIGHT : RULE_LEFT) + which),
                        reads, 3, err);
}

/* ---- explanations with the actual numbers ----------------------------- */

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  if (rule == RULE_ANSWER && nreads < 2) return gr_say(out, &lr_texts, lang, LR_EXPLAIN_ONE_PILE);
  gr_buf cell[4]; /* "name = value" of each read, then the name of the cell written */
  for (size_t k = 0; k < 4; k++) {
    gr_buf_init(&cell[k]);
    if (k < nreads) kit_cell(t, reads[k], lang, &cell[k]);
    gr_buf_puts(&cell[k], "");
  }
  gr_trace_cell_words(t, target, lang, &cell[3]);
  if (rule == RULE_ANSWER) {
    bool equal = gr_trace_value(t, reads[1]) == gr_trace_value(t, reads[0]);
    gr_say(out, &lr_texts, lang, LR_EXPLAIN_ANSWER, GR_S(cell[1].data), GR_S(cell[0].data),
           GR_K(equal ? LR_EQUAL : LR_DIFFERENT), GR_K(value ? LR_WINS : LR_LOSES));
  } else if (rule == RULE_BASE) {
    gr_say(out, &lr_texts, lang, LR_EXPLAIN_BASE, GR_S(cell[3].data), GR_S(cell[0].data), GR_K(LR_SUM_BASE));
  } else {
    bool right = rule > RULE_RIGHT;
    int which = rule - (right ? RULE_RIGHT : RULE_LEFT);
    uint64_t L = gr_trace_value(t, reads[0]), R = gr_trace_value(t, reads[1]), X = gr_trace_value(t, reads[2]);
    gr_say(out, &lr_texts, lang, LR_EXPLAIN_CASE, GR_S(cell[3].data), GR_S(cell[0].data), GR_S(cell[1].data),
           GR_S(cell[2].data), GR_K(lr_rules[rule].name_key));
    /* The condition with the numbers put in; right mirrors left with L and R swapped. */
    gr_say(out, &lr_texts, lang, LR_COND1 + which - 1, GR_S(right ? "L" : "R"), GR_S(right ? "R" : "L"), GR_U(X),
           GR_U(L), GR_U(R), GR_U(right ? L : R), GR_U(right ? R : L));
    static const char *const formula[] = {"", "0", "X", "X + 1", "X - 1", "X"};
    /* case 1's value is the constant 0: "left = 0", not "left = 0 = 0" */
    if (which == 1)
      gr_say(out, &lr_texts, lang, LR_EXPLAIN_SO_CONST, GR_S(right ? "right" : "left"), GR_U(value));
    else
      gr_say(out, &lr_texts, lang, LR_EXPLAIN_SO, GR_S(right ? "right" : "left"), GR_S(formula[which]), GR_U(value));
    gr_say(out, &lr_texts, lang, right ? LR_MIRROR : LR_WHY1 + which - 1);
  }
  for (size_t k = 0; k < 4; k++) gr_buf_free(&cell[k]);
}

int lr_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_say(err, GR_ESTATE, &lr_texts, LR_NO_PILES_OVER);
  if (n > LR_MAX_PILES_TRACE)
    return gr_error_say(err, GR_ELIMIT, &lr_texts, LR_TRACE_LIMIT, GR_U(n), GR_U(LR_MAX_PILES_TRACE),
                        GR_U(LR_MAX_PILES_SOLVE));
  uint64_t steps = (uint64_t)n * (n + 1) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, lr_rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  gr_trace_use_texts(t, &lr_texts);
  uint32_t un = (uint32_t)n;
  trace_plan *plan = malloc(sizeof *plan + (n + 2) * sizeof plan->first[0]);
  if (plan == NULL || gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "a", LR_VIEW_PILES, 1, un, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "left", LR_VIEW_LEFT, un, un, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "right", LR_VIEW_RIGHT, un, un, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "first_player_wins", LR_VIEW_ANSWER, 1, 1, 1, err) < 0) {
    if (plan == NULL) gr_error_nomem(err);
    free(plan);
    gr_trace_free(t);
    return -1;
  }
  memcpy(t->views[VIEW_PILES].values, p->v, n * sizeof *p->v);
  plan->n = n;
  plan->first[1] = 0;
  for (size_t len = 1; len <= n; len++) plan->first[len + 1] = plan->first[len] + 2 * (n - len + 1);
  t->views[VIEW_ANSWER].value_kind = GR_VALUE_BOOL;
  /* the seeds' notation, a[i], left[i][j], right[i][j], also when one pile
   * makes each a single cell (a box would be named by its heading) */
  gr_trace_set_words(t, VIEW_PILES, &lr_texts, LR_W_PILE, false);
  gr_trace_set_words(t, VIEW_LEFT, &lr_texts, LR_W_LEFT, false);
  gr_trace_set_words(t, VIEW_RIGHT, &lr_texts, LR_W_RIGHT, false);
  return kit_trace_start(t, plan, steps, write_step, job, err);
}
