/*
 * every_trace.c — the Every-SG game's trace: each pair's Euclid chain
 * written bottom up, one step per cell (a finished pair has step 0; quotient
 * 1 forces the move, step + 1; quotient 2 or more wins, step + 1 or + 2 as
 * the next pair is lost or won), then M, the largest step, and the verdict
 * (M odd: the first player wins).  One step per call (kit_trace_start); the
 * explanations give each step in words with its numbers.
 */
#include "every.h"
#include "kit/kit.h"
#include "text/every_text.h"

#include <stdlib.h>

enum { E_TERMINAL, E_FORCED, E_FREE_LOST, E_FREE_WON, E_MAX, E_RESULT, E_COUNT };

#define RULE(KEY, ...) {.name_key = EVERY_##KEY##_NAME, .summary_key = EVERY_##KEY##_SUMMARY, .reads = {__VA_ARGS__}}
static const gr_rule every_rules[E_COUNT] = {
    [E_TERMINAL] = RULE(TERMINAL, "x", "y"),
    [E_FORCED] = RULE(FORCED, "next", "x", "y"),
    [E_FREE_LOST] = RULE(FREE_LOST, "next", "x", "y"),
    [E_FREE_WON] = RULE(FREE_WON, "next", "x", "y"),
    [E_MAX] = RULE(MAX, "step", "step", "step"),
    [E_RESULT] = RULE(RESULT, "M"),
};

enum { V_X, V_Y, V_STEP, V_MAX, V_RESULT };

/* The trace's state: where each pair's chain starts among the steps
 * (start[n] is where the last two steps, M and the result, begin), then
 * room for the reads of M's step. */
typedef struct chain_steps {
  size_t n;
  uint32_t cells[]; /* start[0..n], then reads[0..n) */
} chain_steps;

/* Step k: the pair whose chain holds it, each chain written from its end. */
static int trace_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const chain_steps *s = state;
  const uint32_t *start = s->cells;
  uint32_t cols = t->views[V_STEP].cols, *reads = (uint32_t *)(s->cells + s->n + 1);
  if (k >= start[s->n]) {
    if (k == start[s->n]) {
      uint64_t M = 0;
      for (size_t i = 0; i < s->n; i++) {
        reads[i] = gr_trace_cell_id(t, V_STEP, (uint32_t)i, 0);
        if (t->views[V_STEP].values[i * cols] > M) M = t->views[V_STEP].values[i * cols];
      }
      return gr_trace_write(t, V_MAX, 0, 0, M, E_MAX, reads, s->n, err);
    }
    uint32_t r = gr_trace_cell_id(t, V_MAX, 0, 0);
    return gr_trace_write(t, V_RESULT, 0, 0, gr_trace_value(t, r) % 2, E_RESULT, &r, 1, err);
  }
  size_t lo = 0, hi = s->n; /* the last chain starting at or before k */
  while (hi - lo > 1) {
    size_t mid = (lo + hi) / 2;
    if (start[mid] <= k) lo = mid;
    else hi = mid;
  }
  uint32_t i = (uint32_t)lo, c = start[lo + 1] - 1 - (uint32_t)k; /* counting down from the chain's end */
  uint64_t x = t->views[V_X].values[i * cols + c], y = t->views[V_Y].values[i * cols + c];
  uint32_t rx = gr_trace_cell_id(t, V_X, i, c), ry = gr_trace_cell_id(t, V_Y, i, c);
  if (x == 0) return gr_trace_write(t, V_STEP, i, c, 0, E_TERMINAL, (uint32_t[]){rx, ry}, 2, err);
  uint64_t next = t->views[V_STEP].values[i * cols + c + 1];
  uint8_t rule = y / x == 1 ? E_FORCED : next % 2 ? E_FREE_WON : E_FREE_LOST;
  uint64_t step = rule == E_FREE_WON ? next + 2 : next + 1;
  return gr_trace_write(t, V_STEP, i, c, step, rule, (uint32_t[]){gr_trace_cell_id(t, V_STEP, i, c + 1), rx, ry}, 3,
                        err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

int every_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (!every_valid(p)) return every_not_a_position(err);
  size_t n = p->len / 2;
  if (n > EVERY_TRACE_MAX_PAIRS)
    return gr_error_say(err, GR_ELIMIT, &every_texts, EVERY_TRACE_LIMIT, GR_U(n), GR_U(EVERY_TRACE_MAX_PAIRS),
                        GR_U(EVERY_MAX_PAIRS));
  chain_steps *s = malloc(sizeof *s + (2 * n + 1) * sizeof *s->cells);
  if (s == NULL) return gr_error_nomem(err);
  s->n = n;
  uint32_t cols = 1, steps = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    uint32_t len = 1;
    while (a) {
      uint64_t r = b % a;
      b = a, a = r, len++;
    }
    s->cells[i] = steps;
    if (len > cols) cols = len;
    steps += len;
  }
  s->cells[n] = steps;
  gr_trace *t = gr_trace_new((size_t)steps + 2, every_rules, E_COUNT, explain, err);
  if (t) gr_trace_use_texts(t, &every_texts);
  if (t == NULL || gr_trace_add_view_text(t, GR_VIEW_MATRIX, "x", EVERY_VIEW_X, (uint32_t)n, cols, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "y", EVERY_VIEW_Y, (uint32_t)n, cols, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "step", EVERY_VIEW_STEP, (uint32_t)n, cols, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "max", EVERY_VIEW_MAX, 1, 1, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "result", EVERY_VIEW_RESULT, 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  t->views[V_RESULT].value_kind = GR_VALUE_OUTCOME;
  for (size_t i = 0; i < n; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    for (uint32_t c = 0; c < s->cells[i + 1] - s->cells[i]; c++) {
      t->views[V_X].values[i * cols + c] = a;
      t->views[V_Y].values[i * cols + c] = b;
      if (a) {
        uint64_t r = b % a;
        b = a, a = r;
      }
    }
  }
  gr_trace_set_words(t, V_X, &every_texts, EVERY_W_X, false);
  gr_trace_set_words(t, V_Y, &every_texts, EVERY_W_Y, false);
  gr_trace_set_words(t, V_STEP, &every_texts, EVERY_W_STEP, false);
  return kit_trace_start(t, s, (uint64_t)steps + 2, trace_step, job, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step s = kit_step_at(t, step);
  if (s.rule == E_MAX) {
    gr_buf list;
    gr_buf_init(&list);
    gr_buf_puts(&list, "");
    for (size_t k = 0; k < s.nreads && k < 16; k++)
      gr_buf_printf(&list, "%s%llu", k ? ", " : "", (unsigned long long)gr_trace_value(t, s.reads[k]));
    if (s.nreads > 16) gr_buf_puts(&list, ", ...");
    gr_say(out, &every_texts, lang, EVERY_SAY_MAX, GR_S(list.data), GR_U(s.value));
    gr_buf_free(&list);
    return;
  }
  if (s.rule == E_RESULT) {
    uint64_t M = gr_trace_value(t, s.reads[0]);
    gr_say(out, &every_texts, lang, M % 2 ? EVERY_SAY_ODD : EVERY_SAY_EVEN, GR_U(M));
    return;
  }
  uint64_t x = gr_trace_value(t, s.reads[s.nreads - 2]), y = gr_trace_value(t, s.reads[s.nreads - 1]);
  gr_say(out, &every_texts, lang, EVERY_SAY_PAIR, GR_U(s.row + 1), GR_U(s.col + 1), GR_U(x), GR_U(y));
  if (s.rule == E_TERMINAL) {
    gr_say(out, &every_texts, lang, EVERY_SAY_TERMINAL);
    return;
  }
  uint64_t next = gr_trace_value(t, s.reads[0]), q = y / x, r = y % x;
  gr_say(out, &every_texts, lang, EVERY_SAY_Q, GR_U(y), GR_U(x), GR_U(q), GR_U(r), GR_U(next),
         GR_K(next % 2 ? EVERY_WON : EVERY_LOST));
  if (s.rule == E_FORCED)
    gr_say(out, &every_texts, lang, EVERY_SAY_FORCED, GR_U(next), GR_U(s.value),
           GR_K(s.value % 2 ? EVERY_WON : EVERY_LOST));
  else if (s.rule == E_FREE_LOST)
    gr_say(out, &every_texts, lang, EVERY_SAY_FREE_LOST, GR_U(next), GR_U(s.value));
  else
    gr_say(out, &every_texts, lang, EVERY_SAY_FREE_WON, GR_U(x), GR_U(x + r), GR_U(next), GR_U(s.value));
}
