/*
 * gw_trace.c — the WebAssembly exports for traces and explore: a trace's
 * description as JSON (views, rules, words), its bulk arrays as pointers
 * into WASM memory that the page wraps in typed arrays (values, cell ids,
 * rules, reads, bends), the JSON of one step, and the game graph of a
 * small position (explore) read like any trace.  Conventions as in
 * grundy_wasm.c; the shared helpers are gw.h's.
 */
#include "wasm/gw.h"

#include <stdlib.h>
#include <string.h>

/* ---- traces ------------------------------------------------------------ */

/* "key": v, one field of an object. */
static void json_u64_field(gr_json *j, const char *key, uint64_t v) {
  gr_json_key(j, key);
  gr_json_u64(j, v);
}

/* Everything about a trace except the bulk arrays:
 * {"steps", "reads_per_step", "views": [{name, kind, label{en,zh}, rows,
 *  cols, base, index_origin, words{en,zh}?, heads?, labels?}], "rules": [{name{en,zh}, summary{en,zh}}]} */
GW_EXPORT char *gw_trace_meta(const gw_job *w) {
  const gr_trace *t = w->job->trace;
  static const char *const kinds[] = {"matrix", "sequence", "graph", "board"};
  static const char *const value_kinds[] = {"int", "outcome", "bool", "face"};
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  json_u64_field(j, "steps", t ? t->nsteps : 0);
  json_u64_field(j, "reads", t ? t->nreads : 0);
  gr_json_key(j, "views");
  gr_json_array_begin(j);
  for (size_t v = 0; t && v < t->nviews; v++) {
    const gr_view *view = &t->views[v];
    gr_json_object_begin(j);
    gr_json_key(j, "name");
    gr_json_string(j, view->name);
    gr_json_key(j, "kind");
    gr_json_string(j, kinds[view->kind]);
    gr_json_bilingual(j, "label", view->label);
    json_u64_field(j, "rows", view->rows);
    json_u64_field(j, "cols", view->cols);
    json_u64_field(j, "base", view->base);
    json_u64_field(j, "index_origin", view->index_origin);
    gr_json_key(j, "value_kind");
    gr_json_string(j, value_kinds[view->value_kind]);
    if (view->words) { /* the cells' names in words (gr_view.words), the columns' heads */
      const char *words[GR_NLANG];
      for (int lang = 0; lang < GR_NLANG; lang++) words[lang] = gr_text(view->words_texts, (gr_lang)lang, view->words);
      gr_json_bilingual(j, "words", words);
      json_u64_field(j, "words_from", view->words_from);
    }
    if (view->bit_cols || view->heads) { /* the columns' heads, when not their numbers */
      gr_json_key(j, "heads");
      gr_json_array_begin(j);
      for (uint32_t c = 0; c < view->cols; c++) {
        gr_buf head;
        gr_buf_init(&head);
        gr_trace_head(view, c, &head);
        gr_json_string(j, head.data);
        gr_buf_free(&head);
      }
      gr_json_array_end(j);
    }
    if (view->labels) { /* a text per cell (explore's graph: each node's position, what a click loads) */
      gr_json_key(j, "labels");
      gr_json_array_begin(j);
      for (size_t c = 0; c < (size_t)view->rows * view->cols; c++) gr_json_string(j, view->labels[c]);
      gr_json_array_end(j);
    }
    if (view->tokens_from) { /* the view holding where the tokens stand on this graph */
      json_u64_field(j, "tokens_from", view->tokens_from);
    }
    if (view->parts) { /* its cells are the values of the position's parts (a sum's components) */
      gr_json_key(j, "parts");
      gr_json_bool(j, true);
    }
    if (view->rare_mask) {
      json_u64_field(j, "rare_mask", view->rare_mask);
    }
    json_u64_field(j, "edges", view->nedges);
    gr_json_key(j, "has_layout");
    gr_json_bool(j, view->node_x != NULL);
    gr_json_key(j, "graph"); /* GR_GRAPH_*: 1 undirected, 2 upward, 4 ground, 8 circle */
    gr_json_u64(j, view->graph_flags);
    json_u64_field(j, "bends", view->bend_start ? view->nbends : 0);
    gr_json_key(j, "lines");
    gr_json_array_begin(j);
    for (uint32_t k = 0; k < view->nlines; k++) {
      gr_json_object_begin(j);
      gr_json_key(j, "through");
      gr_json_array_begin(j);
      for (int c = 0; c < 4; c++) gr_json_i64(j, view->lines[4 * k + c]);
      gr_json_array_end(j);
      gr_json_bilingual(j, "label", view->line_label[k]);
      gr_json_object_end(j);
    }
    gr_json_array_end(j);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "rules");
  gr_json_array_begin(j);
  for (size_t r = 0; t && r < t->nrules; r++) {
    gr_json_object_begin(j);
    const char *name[GR_NLANG], *summary[GR_NLANG];
    for (int lang = 0; lang < GR_NLANG; lang++) {
      name[lang] = gr_rule_name(t, r, (gr_lang)lang);
      summary[lang] = gr_rule_summary(t, r, (gr_lang)lang);
    }
    gr_json_bilingual(j, "name", name);
    gr_json_bilingual(j, "summary", summary);
    gr_json_key(j, "reads");
    gr_json_array_begin(j);
    for (int k = 0; k < GR_TRACE_READS; k++) {
      gr_json_string_or_null(j, t->rules[r].reads[k]);
    }
    gr_json_array_end(j);
    /* the same in words, in every language (what the step's tags show) */
    gr_json_key(j, "read_names");
    gr_json_array_begin(j);
    for (int k = 0; k < GR_TRACE_READS; k++) {
      const char *words[GR_NLANG];
      for (int lang = 0; lang < GR_NLANG; lang++) words[lang] = gr_rule_read_name(t, r, k, (gr_lang)lang);
      if (!words[0]) {
        gr_json_null(j);
        continue;
      }
      gr_json_object_begin(j);
      for (int lang = 0; lang < GR_NLANG; lang++) {
        gr_json_key(j, gr_lang_code((gr_lang)lang));
        gr_json_string(j, words[lang]);
      }
      gr_json_object_end(j);
    }
    gr_json_array_end(j);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_object_end(j);
  return gw_answer_take(&a);
}

GW_EXPORT unsigned gw_trace_steps(const gw_job *w) { return w->job->trace ? (unsigned)w->job->trace->nsteps : 0; }
GW_EXPORT const uint32_t *gw_trace_cells(const gw_job *w) { return w->job->trace->step_cell; }
GW_EXPORT const uint8_t *gw_trace_rules(const gw_job *w) { return w->job->trace->step_rule; }
/* Step s read reads[read_start[s] .. read_start[s+1]) (steps + 1 offsets). */
GW_EXPORT const uint32_t *gw_trace_read_start(const gw_job *w) { return w->job->trace->read_start; }
GW_EXPORT const uint32_t *gw_trace_reads(const gw_job *w) { return w->job->trace->reads; }
/* Graph views: node coordinates (Int32, one per node) and edges (Uint32 pairs). */
GW_EXPORT const int32_t *gw_view_node_x(const gw_job *w, unsigned v) { return w->job->trace->views[v].node_x; }
GW_EXPORT const int32_t *gw_view_node_y(const gw_job *w, unsigned v) { return w->job->trace->views[v].node_y; }
GW_EXPORT const uint32_t *gw_view_edge_from(const gw_job *w, unsigned v) { return w->job->trace->views[v].edge_from; }
GW_EXPORT const uint32_t *gw_view_edge_to(const gw_job *w, unsigned v) { return w->job->trace->views[v].edge_to; }
/* Edge e's bends: points bend_start[e] .. bend_start[e+1] of bends (x, y pairs); NULL: none. */
GW_EXPORT const uint32_t *gw_view_bend_start(const gw_job *w, unsigned v) { return w->job->trace->views[v].bend_start; }
GW_EXPORT const int32_t *gw_view_bends(const gw_job *w, unsigned v) { return w->job->trace->views[v].bends; }
GW_EXPORT const uint64_t *gw_view_values(const gw_job *w, unsigned v) { return w->job->trace->views[v].values; }
GW_EXPORT const uint32_t *gw_view_written_at(const gw_job *w, unsigned v) {
  return w->job->trace->views[v].written_at;
}
GW_EXPORT const uint8_t *gw_view_rare(const gw_job *w, unsigned v) { return w->job->trace->views[v].rare; }

/* One step in words with its numbers, in "en" or "zh". */
GW_EXPORT char *gw_trace_explain(const gw_job *w, unsigned step, const char *lang) {
  gr_buf out;
  gr_buf_init(&out);
  gr_trace_explain(w->job->trace, step, gw_lang(lang), &out);
  gr_buf_puts(&out, "");
  return gw_take(&out);
}

/* What a click on a cell points at: {"label": words, "cells": [global ids]}
 * ({"cells": []} when the game links nothing to it). */
GW_EXPORT char *gw_trace_links(const gw_job *w, unsigned cell, const char *lang) {
  const gr_trace *t = w->job->trace;
  gr_pos ids;
  gr_pos_init(&ids);
  const char *label = t && t->links ? t->links(t, cell, gw_lang(lang), &ids) : NULL;
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  gr_json_object_begin(j);
  gr_json_key(j, "label");
  gr_json_string(j, label ? label : "");
  gr_json_key(j, "cells");
  gr_json_array_begin(j);
  for (size_t i = 0; label && i < ids.len; i++) gr_json_u64(j, ids.v[i]);
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_pos_free(&ids);
  return gw_answer_take(&a);
}

/* One step as JSON, the shape of `grundy trace --json`'s steps. */
GW_EXPORT char *gw_trace_step_json(const gw_job *w, unsigned step, const char *lang) {
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  if (w->job->trace && step < w->job->trace->nsteps)
    gr_json_trace_step(j, w->job->trace, step, gw_lang(lang));
  else
    gr_json_null(j);
  return gw_answer_take(&a);
}

/* ---- explore: the game graph of a small position ---------------------------- */

/* The page calls gw_explore_start (web/js/explore.js) and reads the job
 * like any trace (each node's position from the steps' JSON); the CLI's JSON
 * (gw_explore_result) and gw_view_labels are node's only
 * (tests/parity/explore.test), which keeps them out of the page's core. */

/* A trace job holding the game graph of the position (gr_explore_start):
 * view 0 "graph" (the nodes with a layout, their labels via
 * gw_view_labels), view 1 "order", one "mex" step per position.  Driven
 * and read like gw_trace_start's jobs; 0 on failure (too many positions, a
 * cycle: the message in gw_last_error, every language in gw_last_error_text). */
GW_EXPORT gw_job *gw_explore_start(const char *game, const char *text) {
  return gw_start(game, text, gr_explore_start);
}

/* A finished explore job as `grundy explore --json --lang LANG` writes it
 * (without the newline): {"game", "position", "limits", "nodes": [{"id",
 * "position", "grundy", "winner", "x", "y"}], "edges", "steps"}. */
#ifndef GW_PAGE_ONLY
GW_EXPORT char *gw_explore_result(const gw_job *w, const char *lang) {
  gr_error err = {0};
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  if (gr_explore_json(j, w->job, gw_lang(lang), &err) != 0) {
    gr_buf_free(&a.text);
    return gw_json_error(&err);
  }
  return gw_answer_take(&a);
}

/* A view's cell labels as a JSON array of strings (explore's graph: each
 * node's position text, the text to load on a click), or null. */
GW_EXPORT char *gw_view_labels(const gw_job *w, unsigned v) {
  const gr_trace *t = w->job->trace;
  gw_answer a;
  gr_json *j = gw_answer_begin(&a);
  if (t == NULL || v >= t->nviews || t->views[v].labels == NULL) {
    gr_json_null(j);
    return gw_answer_take(&a);
  }
  const gr_view *view = &t->views[v];
  gr_json_array_begin(j);
  for (size_t c = 0; c < (size_t)view->rows * view->cols; c++) gr_json_string(j, view->labels[c]);
  gr_json_array_end(j);
  return gw_answer_take(&a);
}
#endif /* GW_PAGE_ONLY */
