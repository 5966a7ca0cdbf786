/*
 * dag_trace.c — the dag game's trace: the engine runs to the end first
 * (dag_engine.c), then its arrays are replayed as steps on the views: the SG
 * values in the order they were found (sinks, then mex), the single-token
 * labels in the order the retrograde labelling set them (then the draws),
 * the tokens' values, their xor and the verdict.  Graphs up to DAG_DRAW_MAX
 * vertices get graph views with a layered layout; larger ones sequences.
 * The explanations give each step in words with its actual numbers.
 */
#include "dag_internal.h"
#include "kit/kit.h"

#include <stdlib.h>
#include <string.h>

enum {
  R_SG_SINK, R_SG_MEX, R_OUT_SINK, R_OUT_SINK_MISERE, R_OUT_WIN, R_OUT_LOSE, R_OUT_DRAW, R_TOKEN, R_XOR,
  R_RES_XOR, R_RES_SJ, R_RES_SINGLE, R_RES_SEARCH, R_GSG_VALUE, R_GSG_INF, R_RES_GSG, R_COUNT
};

#define RULE(KEY, ...) {.name_key = DAG_##KEY##_NAME, .summary_key = DAG_##KEY##_SUMMARY, .reads = {__VA_ARGS__}}
static const gr_rule dag_rules[R_COUNT] = {
    [R_SG_SINK] = RULE(SG_SINK, NULL),
    [R_SG_MEX] = RULE(SG_MEX, "SG(w)", "SG(w)", "SG(w)"),
    [R_OUT_SINK] = RULE(OUT_SINK, NULL),
    [R_OUT_SINK_MISERE] = RULE(OUT_SINK_MISERE, NULL),
    [R_OUT_WIN] = RULE(OUT_WIN, "lost successor"),
    [R_OUT_LOSE] = RULE(OUT_LOSE, "successor", "successor", "successor"),
    [R_OUT_DRAW] = RULE(OUT_DRAW, "successor", "successor", "successor"),
    [R_TOKEN] = RULE(TOKEN, "token", "SG"),
    [R_XOR] = RULE(XOR, "SG", "SG", "SG"),
    [R_RES_XOR] = RULE(RES_XOR, "X"),
    [R_RES_SJ] = RULE(RES_SJ, "X", "SG", "SG"),
    [R_RES_SINGLE] = RULE(RES_SINGLE, "token", "outcome"),
    [R_RES_SEARCH] = RULE(RES_SEARCH, "positions", "token", "token"),
    [R_GSG_VALUE] = RULE(GSG_VALUE, "successor", "successor", "successor"),
    [R_GSG_INF] = RULE(GSG_INF, "successor", "successor", "successor"),
    [R_RES_GSG] = RULE(RES_GSG, "token", "value", "value"),
};

enum { TRACE_ENGINE, TRACE_BUILD, TRACE_SG, TRACE_RETRO, TRACE_DRAWS, TRACE_GSG, TRACE_TOKENS, TRACE_XOR, TRACE_RESULT };

typedef struct trace_state {
  dag_job_base base; /* the position and its analysis */
  int phase;
  uint64_t cursor;
  int v_sg, v_out, v_tok, v_tsg, v_xor, v_pos, v_res, v_size, v_inf;
  uint32_t *reads; /* owned by the job */
} trace_state;

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

/* Adds a view labelled by key with its value kind; -1 on failure. */
static int view(gr_trace *t, gr_view_kind kind, const char *name, unsigned key, uint32_t cols, uint32_t origin,
                gr_value_kind value_kind, gr_error *err) {
  int v = gr_trace_add_view_text(t, kind, name, key, 1, cols, origin, err);
  if (v >= 0) t->views[v].value_kind = value_kind;
  return v;
}

/* The graph views' layout (both views share it; the arrays are the job's). */
static int lay_out(gr_job *job, gr_trace *t, const trace_state *s, gr_error *err) {
  const dag_view *d = &s->base.e->d;
  uint32_t *ef = gr_job_alloc(job, (d->m ? d->m : 1) * sizeof *ef, err);
  uint32_t *et = gr_job_alloc(job, (d->m ? d->m : 1) * sizeof *et, err);
  if (!ef || !et) return -1;
  for (uint32_t q = 0; q < d->m; q++) ef[q] = efrom(d->edges[q]), et[q] = eto(d->edges[q]);
  bool ok = gr_trace_draw_graph(t, s->v_sg, ef, et, d->m, 0, 0, err) == 0 &&
            (s->v_out < 0 || gr_trace_draw_graph(t, s->v_out, ef, et, d->m, 0, 0, err) == 0) &&
            (s->v_inf < 0 || gr_trace_draw_graph(t, s->v_inf, ef, et, d->m, 0, 0, err) == 0);
  return ok ? 0 : -1;
}

static int trace_build(gr_job *job, trace_state *s, gr_error *err) {
  dgs_engine *e = s->base.e;
  const dag_view *d = &e->d;
  bool xorish = e->method == DGS_XOR || e->method == DGS_SJ;
  uint64_t draws = 0;
  if (e->retro)
    for (uint32_t v = 0; v < d->n; v++) draws += e->outcome[v] == DGS_DRAWN;
  uint64_t steps = e->nq + (e->retro ? d->n : 0) + e->nglabel + (xorish ? d->k + 1 : 0) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, dag_rules, R_COUNT, explain, err);
  if (t == NULL) return -1;
  job->trace = t;
  gr_trace_use_texts(t, &dag_texts);
  bool draw = d->n <= DAG_DRAW_MAX;
  gr_view_kind kind = draw ? GR_VIEW_GRAPH : GR_VIEW_SEQUENCE;
  s->v_out = s->v_tsg = s->v_xor = s->v_pos = s->v_inf = -1;
  if ((s->v_sg = view(t, kind, "sg", DAG_VIEW_SG, d->n, 0, GR_VALUE_INT, err)) < 0) return -1;
  if (e->retro && (s->v_out = view(t, kind, "outcome", d->misere ? DAG_VIEW_OUTCOME_MISERE : DAG_VIEW_OUTCOME, d->n,
                                   0, GR_VALUE_OUTCOME, err)) < 0)
    return -1;
  if ((s->v_tok = view(t, GR_VIEW_SEQUENCE, "tokens", DAG_VIEW_TOKENS, d->k, 1, GR_VALUE_INT, err)) < 0) return -1;
  if (xorish && ((s->v_tsg = view(t, GR_VIEW_SEQUENCE, "token_sg", DAG_VIEW_TOKEN_SG, d->k, 1, GR_VALUE_INT, err)) < 0 ||
                 (s->v_xor = view(t, GR_VIEW_BOARD, "xor", DAG_VIEW_XOR, 1, 1, GR_VALUE_INT, err)) < 0))
    return -1;
  if (e->gsg && (s->v_inf = view(t, kind, "infinite", DAG_VIEW_INFINITE, d->n, 0, GR_VALUE_BOOL, err)) < 0) return -1;
  if (e->method == DGS_SEARCH &&
      (s->v_pos = view(t, GR_VIEW_BOARD, "positions", DAG_VIEW_POSITIONS, 1, 1, GR_VALUE_INT, err)) < 0)
    return -1;
  if ((s->v_size = view(t, GR_VIEW_BOARD, "sizes", DAG_VIEW_SIZES, 4, 1, GR_VALUE_INT, err)) < 0 ||
      (s->v_res = view(t, GR_VIEW_BOARD, "result", DAG_VIEW_RESULT, 1, 1, GR_VALUE_OUTCOME, err)) < 0)
    return -1;
  for (uint32_t i = 0; i < d->k; i++) t->views[s->v_tok].values[i] = d->tokens[i];
  if (draw) { /* the tokens stand on the drawn graphs */
    t->views[s->v_sg].tokens_from = (unsigned)s->v_tok + 1;
    if (s->v_out >= 0) t->views[s->v_out].tokens_from = (unsigned)s->v_tok + 1;
    if (s->v_inf >= 0) t->views[s->v_inf].tokens_from = (unsigned)s->v_tok + 1;
  }
  uint64_t *size = t->views[s->v_size].values;
  size[0] = d->n, size[1] = d->m, size[2] = e->nq, size[3] = draws;
  gr_trace_set_words(t, s->v_sg, &dag_texts, DAG_W_SG, false);
  gr_trace_set_words(t, s->v_tok, &dag_texts, DAG_W_TOKEN, false);
  gr_trace_set_words(t, s->v_size, &dag_texts, DAG_W_SIZES, false);
  if (s->v_out >= 0) gr_trace_set_words(t, s->v_out, &dag_texts, DAG_W_OUT, false);
  if (s->v_inf >= 0) gr_trace_set_words(t, s->v_inf, &dag_texts, DAG_W_INF, false);
  if (s->v_tsg >= 0) gr_trace_set_words(t, s->v_tsg, &dag_texts, DAG_W_TOKEN_SG, false);
  if (s->v_pos >= 0) t->views[s->v_pos].values[0] = e->prod->P;
  if (draw && lay_out(job, t, s, err) != 0) return -1;
  s->reads = gr_job_alloc(job, ((size_t)e->maxdeg + d->k + 2) * sizeof *s->reads, err);
  return s->reads ? 0 : -1;
}

/* The cells of v's successors in view `view`. */
static size_t successor_cells(const trace_state *s, const gr_trace *t, int view, uint32_t v) {
  const dgs_engine *e = s->base.e;
  size_t c = 0;
  for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++)
    s->reads[c++] = gr_trace_cell_id(t, view, 0, eto(e->d.edges[x]));
  return c;
}

/* The verdict's step: its rule and what it reads. */
static int write_result(gr_trace *t, trace_state *s, gr_error *err) {
  const dgs_engine *e = s->base.e;
  const dag_view *d = &e->d;
  size_t c = 0;
  uint8_t rule;
  switch (e->method) {
  case DGS_XOR:
    rule = R_RES_XOR;
    s->reads[c++] = gr_trace_cell_id(t, s->v_xor, 0, 0);
    break;
  case DGS_SJ:
    rule = R_RES_SJ;
    s->reads[c++] = gr_trace_cell_id(t, s->v_xor, 0, 0);
    for (uint32_t i = 0; i < d->k; i++) s->reads[c++] = gr_trace_cell_id(t, s->v_tsg, 0, i);
    break;
  case DGS_SINGLE:
    rule = R_RES_SINGLE;
    s->reads[c++] = gr_trace_cell_id(t, s->v_tok, 0, 0);
    s->reads[c++] = gr_trace_cell_id(t, s->v_out, 0, (uint32_t)d->tokens[0]);
    break;
  case DGS_GSG: /* each token's vertex: its value, or infinite */
    rule = R_RES_GSG;
    for (uint32_t i = 0; i < d->k; i++) {
      uint32_t v = (uint32_t)d->tokens[i];
      s->reads[c++] = gr_trace_cell_id(t, dgs_gvalue(e, v) == GSG_INF ? s->v_inf : s->v_sg, 0, v);
    }
    break;
  default:
    rule = R_RES_SEARCH;
    s->reads[c++] = gr_trace_cell_id(t, s->v_pos, 0, 0);
    for (uint32_t i = 0; i < d->k; i++) s->reads[c++] = gr_trace_cell_id(t, s->v_tok, 0, i);
    break;
  }
  return gr_trace_write(t, s->v_res, 0, 0, (uint64_t)e->result, rule, s->reads, c, err);
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  dgs_engine *e = s->base.e;
  const dag_view *d = &e->d;
  while (budget > 0) {
    gr_trace *t = job->trace;
    size_t c = 0;
    switch (s->phase) {
    case TRACE_ENGINE: {
      int r = dag_engine_advance(e, &budget, err);
      dag_note_progress(job, e->units);
      if (r <= 0) return r;
      s->phase = TRACE_BUILD;
      break;
    }
    case TRACE_BUILD:
      if (trace_build(job, s, err) != 0) return -1;
      budget = budget > d->n ? budget - d->n : 0;
      s->phase = TRACE_SG;
      s->cursor = 0;
      break;
    case TRACE_SG: {
      if (s->cursor == e->nq) {
        s->phase = e->retro ? TRACE_RETRO : TRACE_TOKENS, s->cursor = 0;
        break;
      }
      uint32_t v = e->order[s->cursor++];
      c = successor_cells(s, t, s->v_sg, v);
      if (gr_trace_write(t, s->v_sg, 0, v, e->sg[v], c ? R_SG_MEX : R_SG_SINK, s->reads, c, err) != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_RETRO: {
      if (s->cursor == e->rtail) {
        s->phase = TRACE_DRAWS, s->cursor = 0;
        break;
      }
      uint32_t v = e->rqueue[s->cursor++];
      uint8_t rule;
      if (dgs_outdeg(e, v) == 0) {
        rule = d->misere ? R_OUT_SINK_MISERE : R_OUT_SINK;
      } else if (e->outcome[v] == DGS_WON) {
        rule = R_OUT_WIN;
        s->reads[c++] = gr_trace_cell_id(t, s->v_out, 0, e->why[v]);
      } else {
        rule = R_OUT_LOSE;
        c = successor_cells(s, t, s->v_out, v);
      }
      if (gr_trace_write(t, s->v_out, 0, v, e->outcome[v], rule, s->reads, c, err) != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_DRAWS: {
      while (s->cursor < d->n && e->outcome[s->cursor] != DGS_DRAWN) s->cursor++;
      if (s->cursor == d->n) {
        s->phase = e->gsg ? TRACE_GSG : TRACE_TOKENS, s->cursor = 0;
        break;
      }
      uint32_t v = (uint32_t)s->cursor++;
      c = successor_cells(s, t, s->v_out, v);
      if (gr_trace_write(t, s->v_out, 0, v, DGS_DRAWN, R_OUT_DRAW, s->reads, c, err) != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_GSG: { /* the generalized values, in the order they were found */
      if (s->cursor == e->nglabel) {
        s->phase = TRACE_TOKENS, s->cursor = 0;
        break;
      }
      uint32_t v = e->gorder[s->cursor++], g = e->gsg[v];
      for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
        uint32_t w = eto(d->edges[x]);
        s->reads[c++] = gr_trace_cell_id(t, dgs_gvalue(e, w) == GSG_INF ? s->v_inf : s->v_sg, 0, w);
      }
      int r = g == GSG_INF ? gr_trace_write(t, s->v_inf, 0, v, 1, R_GSG_INF, s->reads, c, err)
                           : gr_trace_write(t, s->v_sg, 0, v, g, R_GSG_VALUE, s->reads, c, err);
      if (r != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_TOKENS: {
      if (s->v_tsg < 0 || s->cursor == d->k) {
        s->phase = s->v_tsg < 0 ? TRACE_RESULT : TRACE_XOR, s->cursor = 0;
        break;
      }
      uint32_t i = (uint32_t)s->cursor++, v = (uint32_t)d->tokens[i];
      uint32_t reads[2] = {gr_trace_cell_id(t, s->v_tok, 0, i), gr_trace_cell_id(t, s->v_sg, 0, v)};
      if (gr_trace_write(t, s->v_tsg, 0, i, e->sg[v], R_TOKEN, reads, 2, err) != 0) return -1;
      budget--;
      break;
    }
    case TRACE_XOR:
      for (uint32_t i = 0; i < d->k; i++) s->reads[i] = gr_trace_cell_id(t, s->v_tsg, 0, i);
      if (gr_trace_write(t, s->v_xor, 0, 0, e->x, R_XOR, s->reads, d->k, err) != 0) return -1;
      budget -= budget < d->k ? budget : d->k;
      s->phase = TRACE_RESULT;
      break;
    case TRACE_RESULT:
      if (write_result(t, s, err) != 0) return -1;
      gr_job_done(job);
      return 0;
    }
  }
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, dag_job_destroy};

int dag_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  dag_view d;
  if (dag_decode(p, &d, false, err) != 0) return -1;
  if (d.n > DAG_TRACE_MAX_VERTICES || d.m > DAG_TRACE_MAX_EDGES)
    return gr_error_say(err, GR_ELIMIT, &dag_texts, DAG_TRACE_LIMIT, GR_U(d.n), GR_U(d.m), GR_U(DAG_TRACE_MAX_VERTICES),
                        GR_U(DAG_TRACE_MAX_EDGES), GR_U(DAG_MAX_VERTICES), GR_U(DAG_MAX_EDGES));
  uint64_t total = dgs_total(&d) + 3 * (uint64_t)d.n + d.m + d.k;
  return dag_job_start(p, &trace_ops, sizeof(trace_state), total, job, err);
}

/* ---- explanations ------------------------------------------------------ */

#define SHOWN_MAX 12 /* successors named in one explanation */

/* The vertex a cell stands for (its column). */
static uint32_t vertex_of(const gr_trace *t, uint32_t cell) {
  int view;
  uint32_t row, col = 0;
  gr_trace_locate(t, cell, &view, &row, &col);
  return col;
}

/* "a, b, c ... (n in all)": the first SHOWN_MAX reads, each written by
 * `item` (NULL: "SG(w) = value"), the rest counted. */
static void successors(gr_buf *out, const gr_trace *t, gr_lang lang, const uint32_t *reads, size_t nreads,
                       int (*item)(const gr_trace *t, uint32_t cell)) {
  for (size_t k = 0; k < nreads && k < SHOWN_MAX; k++) {
    if (k) gr_say(out, &dag_texts, lang, DAG_SEP);
    uint32_t w = vertex_of(t, reads[k]);
    if (item == NULL) gr_buf_printf(out, "SG(%u) = %llu", w, (unsigned long long)gr_trace_value(t, reads[k]));
    else gr_say(out, &dag_texts, lang, (unsigned)item(t, reads[k]), GR_U(w));
  }
  if (nreads > SHOWN_MAX) gr_say(out, &dag_texts, lang, DAG_MORE, GR_U(nreads));
}

/* A draw step reads its successors as they end up (some are labelled later in the trace). */
static int draw_item(const gr_trace *t, uint32_t cell) {
  return gr_trace_value(t, cell) == DGS_DRAWN ? DAG_ITEM_DRAW : DAG_ITEM_WON;
}
static int won_item(const gr_trace *t, uint32_t cell) {
  (void)t, (void)cell;
  return DAG_ITEM_WON;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* SG(v) = mex{...}: the successors' values, then the distinct values sorted. */
static void explain_mex(const gr_trace *t, uint32_t v, uint64_t value, const uint32_t *reads, size_t nreads,
                        gr_lang lang, gr_buf *out) {
  uint64_t vals[16];
  size_t nv = 0;
  for (size_t k = 0; k < nreads && nv < 16; k++) {
    uint64_t sv = gr_trace_value(t, reads[k]);
    bool dup = false;
    for (size_t q = 0; q < nv; q++) dup = dup || vals[q] == sv;
    if (!dup) vals[nv++] = sv;
  }
  qsort(vals, nv, sizeof *vals, cmp_u64);
  gr_buf list, set;
  gr_buf_init(&list);
  gr_buf_init(&set);
  successors(&list, t, lang, reads, nreads, NULL);
  gr_buf_puts(&set, "");
  for (size_t q = 0; q < nv; q++) gr_buf_printf(&set, "%s%llu", q ? ", " : "", (unsigned long long)vals[q]);
  if (nreads > 16 && nv == 16) gr_buf_puts(&set, ", ...");
  gr_say(out, &dag_texts, lang, DAG_SAY_MEX, GR_U(v), GR_S(list.data), GR_S(set.data), GR_U(value),
         GR_K(value ? DAG_SAY_MEX_WON : DAG_SAY_MEX_LOST));
  gr_buf_free(&list);
  gr_buf_free(&set);
}

/* Whether a read cell is in the view of infinite values. */
static bool infinite_cell(const gr_trace *t, uint32_t cell) {
  int view;
  uint32_t row, col;
  gr_trace_locate(t, cell, &view, &row, &col);
  return strcmp(t->views[view].name, "infinite") == 0;
}

/* The finite values among the reads, distinct and ascending ("0, 2"), and
 * how many reads are infinite. */
static size_t finite_values(const gr_trace *t, const uint32_t *reads, size_t nreads, gr_buf *set) {
  uint64_t vals[16];
  size_t nv = 0, inf = 0;
  for (size_t k = 0; k < nreads; k++) {
    if (infinite_cell(t, reads[k])) {
      inf++;
      continue;
    }
    uint64_t sv = gr_trace_value(t, reads[k]);
    bool dup = false;
    for (size_t q = 0; q < nv; q++) dup = dup || vals[q] == sv;
    if (!dup && nv < 16) vals[nv++] = sv;
  }
  qsort(vals, nv, sizeof *vals, cmp_u64);
  gr_buf_puts(set, "");
  for (size_t q = 0; q < nv; q++) gr_buf_printf(set, "%s%llu", q ? ", " : "", (unsigned long long)vals[q]);
  return inf;
}

/* A generalized value: finite (the round's value, answered moves) or infinite. */
static void explain_gsg(const gr_trace *t, uint8_t rule, uint32_t v, uint64_t value, const uint32_t *reads,
                        size_t nreads, gr_lang lang, gr_buf *out) {
  gr_buf set;
  gr_buf_init(&set);
  size_t inf = finite_values(t, reads, nreads, &set);
  if (rule == R_GSG_VALUE)
    gr_say(out, &dag_texts, lang, DAG_SAY_GSG_VALUE, GR_U(v), GR_S(set.data), GR_U(inf), GR_U(value),
           GR_K(value ? DAG_SAY_MEX_WON : DAG_SAY_MEX_LOST));
  else
    gr_say(out, &dag_texts, lang, DAG_SAY_GSG_INF, GR_U(v), GR_S(set.data), GR_U(inf));
  gr_buf_free(&set);
}

/* The verdict: the rule with its numbers, then a summary of the graph. */
static void explain_result(const gr_trace *t, uint8_t rule, uint64_t value, const uint32_t *reads, size_t nreads,
                           gr_lang lang, gr_buf *out) {
  unsigned who = value == DGS_WON ? DAG_WHO_WON : value == DGS_LOST ? DAG_WHO_LOST : DAG_WHO_DRAW;
  uint64_t first = gr_trace_value(t, reads[0]);
  if (rule == R_RES_XOR) {
    gr_say(out, &dag_texts, lang, first ? DAG_SAY_RES_XOR_WON : DAG_SAY_RES_XOR_LOST, GR_U(first), GR_K(who));
  } else if (rule == R_RES_SJ) {
    bool big = false;
    for (size_t k = 1; k < nreads; k++) big = big || gr_trace_value(t, reads[k]) > 1;
    gr_say(out, &dag_texts, lang, DAG_SAY_RES_SJ, GR_U(first), GR_K(big ? DAG_SOME : DAG_NONE), GR_K(who));
  } else if (rule == R_RES_SINGLE) {
    uint64_t o = gr_trace_value(t, reads[1]);
    gr_say(out, &dag_texts, lang, DAG_SAY_RES_SINGLE, GR_U(first),
           GR_K(o == DGS_LOST ? DAG_WORD_LOST : o == DGS_WON ? DAG_WORD_WON : DAG_WORD_DRAW), GR_K(who));
  } else if (rule == R_RES_GSG) {
    uint64_t x = 0, ninf = 0;
    for (size_t k = 0; k < nreads; k++) {
      if (infinite_cell(t, reads[k])) ninf++;
      else x ^= gr_trace_value(t, reads[k]);
    }
    gr_say(out, &dag_texts, lang, DAG_SAY_RES_GSG, GR_U(x), GR_U(ninf), GR_K(who));
  } else {
    gr_say(out, &dag_texts, lang, DAG_SAY_RES_SEARCH, GR_U(first), GR_K(who));
  }
  const uint64_t *size = NULL;
  for (size_t i = 0; i < t->nviews; i++)
    if (strcmp(t->views[i].name, "sizes") == 0) size = t->views[i].values;
  if (size == NULL) return;
  gr_say(out, &dag_texts, lang, DAG_SAY_SIZES, GR_U(size[0]), GR_U(size[1]), GR_U(size[2]));
  if (size[2] < size[0]) gr_say(out, &dag_texts, lang, DAG_SAY_SIZES_CYCLE, GR_U(size[0] - size[2]), GR_U(size[3]));
  else gr_say(out, &dag_texts, lang, DAG_SAY_SIZES_ACYCLIC);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step s = kit_step_at(t, step);
  uint32_t v = s.col; /* the vertex */
  gr_buf list;
  switch (s.rule) {
  case R_SG_SINK:
  case R_OUT_SINK:
  case R_OUT_SINK_MISERE: {
    unsigned key =
        s.rule == R_SG_SINK ? DAG_SAY_SINK : s.rule == R_OUT_SINK ? DAG_SAY_OUT_SINK : DAG_SAY_OUT_SINK_MISERE;
    gr_say(out, &dag_texts, lang, key, GR_U(v));
    return;
  }
  case R_SG_MEX:
    explain_mex(t, v, s.value, s.reads, s.nreads, lang, out);
    return;
  case R_OUT_WIN:
    gr_say(out, &dag_texts, lang, DAG_SAY_OUT_WIN, GR_U(v), GR_U(s.nreads ? vertex_of(t, s.reads[0]) : 0));
    return;
  case R_OUT_LOSE:
  case R_OUT_DRAW:
    gr_buf_init(&list);
    successors(&list, t, lang, s.reads, s.nreads, s.rule == R_OUT_LOSE ? won_item : draw_item);
    gr_say(out, &dag_texts, lang, s.rule == R_OUT_LOSE ? DAG_SAY_OUT_LOSE : DAG_SAY_OUT_DRAW, GR_U(v), GR_S(list.data));
    gr_buf_free(&list);
    return;
  case R_TOKEN:
    gr_say(out, &dag_texts, lang, DAG_SAY_TOKEN, GR_U(v + 1), GR_U(gr_trace_value(t, s.reads[0])), GR_U(s.value));
    return;
  case R_XOR:
    gr_buf_init(&list);
    gr_buf_puts(&list, "");
    for (size_t k = 0; k < s.nreads && k < SHOWN_MAX; k++)
      gr_buf_printf(&list, "%s%llu", k ? " xor " : "", (unsigned long long)gr_trace_value(t, s.reads[k]));
    if (s.nreads > SHOWN_MAX) gr_say(&list, &dag_texts, lang, DAG_XOR_MORE, GR_U(s.nreads));
    gr_say(out, &dag_texts, lang, DAG_SAY_XOR, GR_S(list.data), GR_U(s.value));
    gr_buf_free(&list);
    return;
  case R_GSG_VALUE:
  case R_GSG_INF:
    explain_gsg(t, s.rule, v, s.value, s.reads, s.nreads, lang, out);
    return;
  default:
    explain_result(t, s.rule, s.value, s.reads, s.nreads, lang, out);
  }
}
