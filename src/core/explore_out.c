/*
 * explore_out.c — what an explore job shows: each step in words (the
 * position, its options with their values, the set of values and its
 * mex), the options a click on a node points at, and `grundy explore`'s
 * text and JSON, shared by the CLI and the WASM build so both write the
 * same bytes.  The engine is explore.c.
 */
#include "explore_internal.h"

#include <stdlib.h>

#define SHOWN_MAX 12 /* options named in one explanation */

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* "0, 1, 3": the distinct values of the n values, sorted (sorts vals). */
static void value_set(gr_buf *out, uint64_t *vals, size_t n) {
  qsort(vals, n, sizeof *vals, cmp_u64);
  gr_buf_puts(out, "");
  for (size_t k = 0; k < n; k++)
    if (k == 0 || vals[k] != vals[k - 1]) gr_buf_printf(out, "%s%llu", k ? ", " : "", (unsigned long long)vals[k]);
}

static const char *label_or(const gr_trace *t, uint32_t id) {
  const char *s = gr_trace_label(t, id);
  return s ? s : "?";
}

void gr_explore_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &gr_explore_texts;
  uint32_t cell = t->step_cell[step];
  const char *here = label_or(t, cell);
  bool misere = t->step_rule[step] == EX_RULE_MEX_MISERE;
  uint64_t value = gr_trace_value(t, cell);
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  if (nreads == 0) {
    gr_say(out, T, lang, misere ? EXPLORE_SAY_END_MISERE : EXPLORE_SAY_END, GR_S(here), GR_K(EXPLORE_LOST_END));
    return;
  }
  uint64_t *vals = malloc(nreads * sizeof *vals);
  if (vals == NULL) return;
  gr_buf list, set;
  gr_buf_init(&list);
  gr_buf_init(&set);
  for (size_t k = 0; k < nreads; k++) {
    vals[k] = gr_trace_value(t, reads[k]);
    if (k >= SHOWN_MAX) continue;
    if (k) gr_say(&list, T, lang, EXPLORE_SEP);
    gr_say(&list, T, lang, misere ? EXPLORE_ITEM_MISERE : EXPLORE_ITEM, GR_S(label_or(t, reads[k])), GR_U(vals[k]));
  }
  if (nreads > SHOWN_MAX) gr_say(&list, T, lang, EXPLORE_MORE, GR_U(nreads));
  value_set(&set, vals, nreads);
  unsigned verdict = value ? EXPLORE_WON : EXPLORE_LOST;
  gr_say(out, T, lang, misere ? EXPLORE_SAY_MEX_MISERE : EXPLORE_SAY_MEX, GR_S(here), GR_S(list.data), GR_S(set.data), GR_U(value), GR_K(verdict),
         GR_U(nreads));
  gr_buf_free(&list);
  gr_buf_free(&set);
  free(vals);
}

const char *gr_explore_links(const gr_trace *t, uint32_t cell, gr_lang lang, gr_pos *out) {
  int view;
  uint32_t row, node;
  if (!gr_trace_locate(t, cell, &view, &row, &node) || view != EX_VIEW_GRAPH) return NULL;
  const gr_view *v = &t->views[view];
  size_t count = 0;
  for (uint32_t e = 0; e < v->nedges; e++) count += v->edge_from[e] == node;
  gr_error err = {0};
  if (count == 0 || gr_pos_resize(out, count, &err) != 0) return NULL;
  count = 0;
  for (uint32_t e = 0; e < v->nedges; e++)
    if (v->edge_from[e] == node) out->v[count++] = gr_trace_cell_id(t, EX_VIEW_GRAPH, 0, v->edge_to[e]);
  return gr_text(&gr_explore_texts, lang, EXPLORE_LINKS);
}

/* The state of a finished explore job, or NULL with a message. */
static explore_state *finished(const gr_job *job, gr_error *err) {
  if (job == NULL || job->ops != &gr_explore_ops || !job->finished || job->trace == NULL) {
    gr_error_say(err, GR_ESTATE, &gr_explore_texts, EXPLORE_NOT_EXPLORE);
    return NULL;
  }
  return job->state;
}

int gr_explore_text(const gr_job *job, gr_lang lang, gr_buf *out, gr_error *err) {
  explore_state *s = finished(job, err);
  if (s == NULL) return -1;
  const gr_trace *t = job->trace;
  gr_buf set;
  gr_buf_init(&set);
  for (uint32_t k = 0; k < s->n; k++) {
    uint32_t v = s->order[k], first = s->out_start[v], deg = s->out_start[v + 1] - first;
    for (uint32_t q = 0; q < deg; q++) s->vals[q] = s->value[s->edge_to[first + q]];
    gr_buf_reset(&set);
    value_set(&set, s->vals, deg);
    gr_say(out, &gr_explore_texts, lang, s->g->misere ? EXPLORE_LINE_MISERE : EXPLORE_LINE,
           GR_S(t->views[EX_VIEW_GRAPH].labels[v]), GR_S(set.data),
           GR_U(s->value[v]));
    gr_buf_putc(out, '\n');
  }
  if (s->g->misere) {
    gr_say(out, &gr_explore_texts, lang, EXPLORE_MISERE_LINE);
    gr_buf_putc(out, '\n');
  }
  gr_buf_free(&set);
  return out->failed ? gr_error_nomem(err) : 0;
}

int gr_explore_json(gr_json *j, const gr_job *job, gr_lang lang, gr_error *err) {
  explore_state *s = finished(job, err);
  if (s == NULL) return -1;
  const gr_trace *t = job->trace;
  const gr_view *graph = &t->views[EX_VIEW_GRAPH];
  gr_json_object_begin(j);
  gr_json_key(j, "game");
  gr_json_string(j, s->g->id);
  gr_json_key(j, "position");
  gr_json_string(j, graph->labels[0]);
  if (s->g->misere) {
    gr_json_key(j, "misere");
    gr_json_bool(j, true);
  }
  gr_json_key(j, "limits");
  gr_json_object_begin(j);
  gr_json_key(j, "positions");
  gr_json_u64(j, EX_NMAX);
  gr_json_key(j, "edges");
  gr_json_u64(j, EX_MMAX);
  gr_json_object_end(j);
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  for (uint32_t v = 0; v < s->n; v++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, v);
    gr_json_key(j, "position");
    gr_json_string(j, graph->labels[v]);
    gr_json_key(j, "grundy");
    gr_json_u64(j, s->value[v]);
    gr_json_key(j, "winner");
    gr_json_string(j, gr_outcome_name(s->mover_wins[v] ? GR_WINNER_FIRST : GR_WINNER_SECOND));
    gr_json_key(j, "x");
    gr_json_i64(j, graph->node_x[v]);
    gr_json_key(j, "y");
    gr_json_i64(j, graph->node_y[v]);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (uint32_t e = 0; e < s->m; e++) {
    gr_json_array_begin(j);
    gr_json_u64(j, s->edge_from[e]);
    gr_json_u64(j, s->edge_to[e]);
    gr_json_array_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "steps");
  gr_json_array_begin(j);
  for (size_t k = 0; k < t->nsteps; k++) gr_json_trace_step(j, t, k, lang);
  gr_json_array_end(j);
  gr_json_object_end(j);
  return j->out->failed ? gr_error_nomem(err) : 0;
}
