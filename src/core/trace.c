/*
 * trace.c — traces: the steps a solver took, on generic views.
 *
 * Storage is struct-of-arrays (cell ids, rule ids, read ids, view values,
 * the step at which each cell was written) so the web page can wrap each
 * array in a typed-array view on WASM memory instead of parsing JSON.  The
 * reads are compressed rows (read_start indexes into reads), since a mex
 * step reads every option while a DP step reads three cells.  The step
 * arrays are allocated once for the number of steps the solver announces;
 * only the reads may grow.  The game's parameter record (gr_trace_set_params)
 * is a copy the trace owns, handed back only at the size it was given.
 */
#include "grundy.h"
#include "core_text.h"

#include <stdlib.h>
#include <string.h>

gr_trace *gr_trace_new(size_t cap, const gr_rule *rules, size_t nrules, gr_explain_fn explain,
                       gr_error *err) {
  gr_trace *t = calloc(1, sizeof *t);
  if (t == NULL) goto nomem;
  t->cap = cap;
  t->rules = rules;
  t->nrules = nrules;
  t->explain = explain;
  size_t n = cap ? cap : 1;
  t->step_cell = malloc(n * sizeof *t->step_cell);
  t->step_rule = malloc(n * sizeof *t->step_rule);
  t->read_start = malloc((n + 1) * sizeof *t->read_start);
  t->reads_cap = 3 * n; /* most steps read a few cells; grown when not */
  t->reads = malloc(t->reads_cap * sizeof *t->reads);
  if (!t->step_cell || !t->step_rule || !t->read_start || !t->reads) goto nomem;
  t->read_start[0] = 0;
  return t;
nomem:
  gr_trace_free(t);
  gr_error_nomem(err);
  return NULL;
}

int gr_trace_set_params(gr_trace *t, const void *record, size_t size, gr_error *err) {
  void *copy = malloc(size ? size : 1);
  if (copy == NULL) return gr_error_nomem(err);
  if (size) memcpy(copy, record, size);
  free(t->params);
  t->params = copy;
  t->params_size = size;
  return 0;
}

const void *gr_trace_params(const gr_trace *t, size_t size) {
  return t->params != NULL && t->params_size == size ? t->params : NULL;
}

int gr_trace_add_view(gr_trace *t, gr_view_kind kind, const char *name, const char *const label[GR_NLANG],
                      uint32_t rows, uint32_t cols, uint32_t index_origin, gr_error *err) {
  if (t->nviews == GR_TRACE_MAX_VIEWS)
    return gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_TRACE_VIEWS, GR_U(GR_TRACE_MAX_VIEWS));
  uint64_t base = 0;
  if (t->nviews) {
    const gr_view *last = &t->views[t->nviews - 1];
    base = (uint64_t)last->base + (uint64_t)last->rows * last->cols;
  }
  uint64_t cells = (uint64_t)rows * cols;
  if (base + cells >= GR_NONE)
    return gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_TRACE_CELLS);
  gr_view *v = &t->views[t->nviews];
  memset(v, 0, sizeof *v);
  v->kind = kind;
  v->name = name;
  for (int lang = 0; label && lang < GR_NLANG; lang++) v->label[lang] = label[lang];
  v->rows = rows;
  v->cols = cols;
  v->base = (uint32_t)base;
  v->index_origin = index_origin;
  size_t n = cells ? (size_t)cells : 1;
  v->values = calloc(n, sizeof *v->values);
  v->written_at = malloc(n * sizeof *v->written_at);
  if (!v->values || !v->written_at) {
    free(v->values);
    free(v->written_at);
    return gr_error_nomem(err);
  }
  memset(v->written_at, 0xff, n * sizeof *v->written_at); /* GR_NONE everywhere */
  return (int)t->nviews++;
}

uint32_t gr_trace_cell_id(const gr_trace *t, int view, uint32_t row, uint32_t col) {
  const gr_view *v = &t->views[view];
  return v->base + row * v->cols + col;
}

int gr_trace_set_graph(gr_trace *t, int view, const int32_t *x, const int32_t *y, const uint32_t *edge_from,
                       const uint32_t *edge_to, uint32_t nedges, gr_error *err) {
  gr_view *v = &t->views[view];
  size_t nodes = v->cols ? v->cols : 1, edges = nedges ? nedges : 1;
  v->node_x = malloc(nodes * sizeof *v->node_x);
  v->node_y = malloc(nodes * sizeof *v->node_y);
  v->edge_from = malloc(edges * sizeof *v->edge_from);
  v->edge_to = malloc(edges * sizeof *v->edge_to);
  if (!v->node_x || !v->node_y || !v->edge_from || !v->edge_to)
    return gr_error_nomem(err);
  memcpy(v->node_x, x, v->cols * sizeof *x);
  memcpy(v->node_y, y, v->cols * sizeof *y);
  if (nedges) {
    memcpy(v->edge_from, edge_from, nedges * sizeof *edge_from);
    memcpy(v->edge_to, edge_to, nedges * sizeof *edge_to);
  }
  v->nedges = nedges;
  return 0;
}

/* Decimal digits of x. */
static uint32_t digits(uint64_t x) {
  uint32_t d = 1;
  while (x >= 10) x /= 10, d++;
  return d;
}

int gr_trace_draw_graph(gr_trace *t, int view, const uint32_t *edge_from, const uint32_t *edge_to, uint32_t nedges,
                        unsigned flags, uint32_t root, gr_error *err) {
  gr_view *v = &t->views[view];
  uint32_t n = v->cols, *w = malloc((n ? n : 1) * sizeof *w);
  if (w == NULL) return gr_error_nomem(err);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t chars = 0;
    if (v->labels) { /* characters, not bytes */
      for (const char *c = v->labels[i]; *c; c++) chars += ((unsigned char)*c & 0xc0) != 0x80;
    } else if (v->heads) {
      chars = digits(v->heads[i]); /* the number that heads the column */
    } else if (v->words_from && v->words_from <= t->nviews && i < t->views[v->words_from - 1].cols) {
      chars = digits(t->views[v->words_from - 1].values[i]); /* the vertex as the text writes it */
    } else {
      chars = digits((uint64_t)i + v->index_origin);
    }
    w[i] = (chars < GR_DRAW_CHARS ? chars : GR_DRAW_CHARS) * GR_DRAW_CHAR;
  }
  gr_drawing d;
  int rc = gr_layout_draw(n, edge_from, edge_to, nedges, w, flags, root, &d, err);
  free(w);
  if (rc == 0) rc = gr_trace_set_graph(t, view, d.x, d.y, edge_from, edge_to, nedges, err);
  if (rc == 0) {
    free(v->bend_start);
    free(v->bends);
    v->bend_start = d.bend_start;
    v->bends = d.bends;
    v->nbends = d.nbends;
    v->graph_flags = flags;
    d.bend_start = NULL;
    d.bends = NULL;
  }
  gr_drawing_free(&d);
  return rc;
}

int gr_trace_write(gr_trace *t, int view, uint32_t row, uint32_t col, uint64_t value, uint8_t rule,
                   const uint32_t *reads, size_t nreads, gr_error *err) {
  gr_view *v = &t->views[view];
  uint32_t cell = row * v->cols + col;
  if (t->nsteps >= t->cap)
    return gr_error_say(err, GR_ESTATE, &gr_core_texts, CORE_TRACE_STEPS, GR_U(t->cap));
  v->values[cell] = value;
  if (nreads > t->reads_cap - t->nreads) {
    size_t cap = 2 * t->reads_cap + nreads;
    if (cap >= GR_NONE) return gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_TRACE_READS);
    uint32_t *more = realloc(t->reads, cap * sizeof *more);
    if (more == NULL) return gr_error_nomem(err);
    t->reads = more;
    t->reads_cap = cap;
  }
  size_t s = t->nsteps++;
  v->written_at[cell] = (uint32_t)s;
  t->step_cell[s] = v->base + cell;
  t->step_rule[s] = rule;
  if (nreads) memcpy(t->reads + t->nreads, reads, nreads * sizeof *reads);
  t->nreads += nreads;
  t->read_start[s + 1] = (uint32_t)t->nreads;
  return 0;
}

const uint32_t *gr_trace_step_reads(const gr_trace *t, size_t step, size_t *count) {
  if (step >= t->nsteps) {
    *count = 0;
    return t->reads;
  }
  *count = t->read_start[step + 1] - t->read_start[step];
  return t->reads + t->read_start[step];
}

bool gr_trace_locate(const gr_trace *t, uint32_t id, int *view, uint32_t *row, uint32_t *col) {
  for (size_t i = 0; i < t->nviews; i++) {
    const gr_view *v = &t->views[i];
    if (id >= v->base && id - v->base < (uint64_t)v->rows * v->cols) {
      uint32_t cell = id - v->base;
      *view = (int)i;
      *row = cell / v->cols;
      *col = cell % v->cols;
      return true;
    }
  }
  return false;
}

bool gr_trace_add_line(gr_trace *t, int view, int64_t row0, int64_t col0, int64_t row1, int64_t col1,
                       const char *const label[GR_NLANG]) {
  gr_view *v = &t->views[view];
  if (v->nlines == GR_VIEW_MAX_LINES) return false;
  int64_t *l = &v->lines[4 * v->nlines];
  l[0] = row0, l[1] = col0, l[2] = row1, l[3] = col1;
  for (int lang = 0; lang < GR_NLANG; lang++) v->line_label[v->nlines][lang] = label ? label[lang] : NULL;
  v->nlines++;
  return true;
}

uint64_t gr_trace_value(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  if (!gr_trace_locate(t, id, &view, &row, &col)) return 0;
  return t->views[view].values[row * t->views[view].cols + col];
}

void gr_trace_cell_name(const gr_trace *t, uint32_t id, gr_buf *out) {
  int view;
  uint32_t row, col;
  if (!gr_trace_locate(t, id, &view, &row, &col)) {
    gr_buf_puts(out, "?");
    return;
  }
  const gr_view *v = &t->views[view];
  gr_buf_puts(out, v->name);
  if (v->rows > 1) gr_buf_printf(out, "[%u]", row + v->index_origin);
  gr_buf_printf(out, "[%u]", col + v->index_origin);
}

void gr_trace_set_words(gr_trace *t, int view, const gr_texts *texts, unsigned key, bool bit_cols) {
  t->views[view].words_texts = texts;
  t->views[view].words = key;
  t->views[view].bit_cols = bit_cols;
}

void gr_trace_head(const gr_view *v, uint32_t col, gr_buf *out) {
  uint32_t k = v->cols - 1 - col;
  if (v->heads && col < v->cols)
    gr_buf_u64(out, v->heads[col]);
  else if (v->bit_cols && k < 64)
    gr_buf_u64(out, (uint64_t)1 << k);
  else
    gr_buf_u64(out, col + v->index_origin);
}

void gr_trace_cell_words(const gr_trace *t, uint32_t id, gr_lang lang, gr_buf *out) {
  int view;
  uint32_t row, col;
  const gr_view *v = gr_trace_locate(t, id, &view, &row, &col) ? &t->views[view] : NULL;
  if (v && !v->words && v->rows * v->cols == 1 && v->label[lang]) { /* a box: its heading */
    gr_buf_puts(out, v->label[lang]);
    return;
  }
  if (v == NULL || !v->words) {
    gr_trace_cell_name(t, id, out);
    return;
  }
  const char *f = gr_text(v->words_texts, lang, v->words), *end;
  if (f == NULL) return;
  size_t alts = 1, cell = (size_t)row * v->cols + col;
  for (const char *q = strchr(f, '|'); q; q = strchr(q + 1, '|')) alts++;
  /* one name for all, or per cell, per column, per row; else by cell (a
   * list kept for a larger form of the view, e.g. heaps' saltus) */
  size_t pick = alts == 1                             ? 0
                : alts == (size_t)v->rows * v->cols ? cell
                : alts == v->cols                   ? col
                : alts == v->rows                   ? row
                                                    : cell;
  for (size_t k = pick < alts ? pick : 0; k > 0 && f; k--)
    f = strchr(f, '|') ? strchr(f, '|') + 1 : NULL;
  if (f == NULL) return;
  end = strchr(f, '|');
  if (end == NULL) end = f + strlen(f);
  gr_buf arg[4];
  for (int k = 0; k < 4; k++) gr_buf_init(&arg[k]);
  gr_buf_u64(&arg[0], row + v->index_origin);
  gr_buf_u64(&arg[1], col + v->index_origin);
  gr_trace_head(v, col, &arg[2]);
  if (v->words_from && v->words_from <= t->nviews && cell < (size_t)t->views[v->words_from - 1].cols)
    gr_buf_u64(&arg[3], t->views[v->words_from - 1].values[cell]);
  for (; *f && f != end; f++) { /* {1} .. {4} replaced, {5} the cell's label, the rest as it is */
    if (f[0] == '{' && f[1] >= '1' && f[1] <= '4' && f[2] == '}') {
      gr_buf_puts(out, arg[f[1] - '1'].data ? arg[f[1] - '1'].data : "");
      f += 2;
    } else if (f[0] == '{' && f[1] == '5' && f[2] == '}') {
      gr_buf_puts(out, v->labels && v->labels[cell] ? v->labels[cell] : "");
      f += 2;
    } else {
      gr_buf_putc(out, *f);
    }
  }
  for (int k = 0; k < 4; k++) gr_buf_free(&arg[k]);
}

void gr_trace_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  if (step >= t->nsteps || t->explain == NULL) return;
  t->explain(t, step, lang, out);
}

void gr_trace_free(gr_trace *t) {
  if (t == NULL) return;
  for (size_t i = 0; i < t->nviews; i++) {
    gr_view *v = &t->views[i];
    free(v->values);
    free(v->written_at);
    free(v->node_x);
    free(v->node_y);
    free(v->edge_from);
    free(v->edge_to);
    free(v->bend_start);
    free(v->bends);
    free(v->rare);
    if (v->labels)
      for (size_t c = 0; c < (size_t)v->rows * v->cols; c++) free(v->labels[c]);
    free(v->labels);
  }
  free(t->step_cell);
  free(t->step_rule);
  free(t->read_start);
  free(t->reads);
  free(t->params);
  free(t);
}

/* ---- texts by key ------------------------------------------------------------ */

void gr_trace_use_texts(gr_trace *t, const gr_texts *texts) { t->texts = texts; }

const char *gr_rule_name(const gr_trace *t, size_t r, gr_lang lang) {
  return r < t->nrules ? gr_text(t->texts, lang, t->rules[r].name_key) : "";
}

const char *gr_rule_summary(const gr_trace *t, size_t r, gr_lang lang) {
  return r < t->nrules ? gr_text(t->texts, lang, t->rules[r].summary_key) : "";
}

const char *gr_rule_read_name(const gr_trace *t, size_t r, int k, gr_lang lang) {
  if (r >= t->nrules || k < 0 || k >= GR_TRACE_READS || !t->rules[r].reads[k]) return NULL;
  unsigned key = gr_core_role(t->rules[r].reads[k]);
  return key == CORE_TEXT_COUNT ? t->rules[r].reads[k] : gr_text(&gr_core_texts, lang, key);
}

int gr_trace_add_view_text(gr_trace *t, gr_view_kind kind, const char *name, unsigned label_key, uint32_t rows,
                           uint32_t cols, uint32_t index_origin, gr_error *err) {
  int v = gr_trace_add_view(t, kind, name, NULL, rows, cols, index_origin, err);
  if (v >= 0)
    for (int lang = 0; lang < GR_NLANG; lang++) t->views[v].label[lang] = gr_text(t->texts, (gr_lang)lang, label_key);
  return v;
}

bool gr_trace_add_line_text(gr_trace *t, int view, int64_t row0, int64_t col0, int64_t row1, int64_t col1,
                            unsigned label_key) {
  if (!gr_trace_add_line(t, view, row0, col0, row1, col1, NULL)) return false;
  gr_view *v = &t->views[view];
  for (int lang = 0; lang < GR_NLANG; lang++)
    v->line_label[v->nlines - 1][lang] = gr_text(t->texts, (gr_lang)lang, label_key);
  return true;
}

/* ---- labels ---------------------------------------------------------------- */

int gr_trace_set_labels(gr_trace *t, int view, const char *const *labels, gr_error *err) {
  gr_view *v = &t->views[view];
  size_t n = (size_t)v->rows * v->cols;
  char **copy = calloc(n ? n : 1, sizeof *copy);
  if (copy == NULL) return gr_error_nomem(err);
  for (size_t c = 0; c < n; c++) {
    size_t len = strlen(labels[c] ? labels[c] : "");
    if ((copy[c] = malloc(len + 1)) == NULL) {
      for (size_t k = 0; k < c; k++) free(copy[k]);
      free(copy);
      return gr_error_nomem(err);
    }
    memcpy(copy[c], labels[c] ? labels[c] : "", len + 1);
  }
  if (v->labels)
    for (size_t c = 0; c < n; c++) free(v->labels[c]);
  free(v->labels);
  v->labels = copy;
  return 0;
}

const char *gr_trace_label(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  if (t == NULL || !gr_trace_locate(t, id, &view, &row, &col) || t->views[view].labels == NULL) return NULL;
  return t->views[view].labels[row * t->views[view].cols + col];
}
