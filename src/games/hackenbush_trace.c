/*
 * hackenbush_trace.c — Green Hackenbush's trace: the fusion of every
 * 2-edge-connected part into loops, the loops' worth, the colon principle
 * from the leaves down to the ground, the answer, then every cut recomputed
 * from scratch (the value after it), each step explained in words.
 */
#include "hackenbush.h"

#include "kit/graphtext.h"
#include "text/hackenbush_text.h"

#include <stdlib.h>
#include <string.h>

enum { RULE_FUSE, RULE_LOOP, RULE_COLON, RULE_COLON_BARE, RULE_ANSWER, RULE_CUT_BRIDGE, RULE_CUT_CYCLE, RULE_COUNT };
enum { VIEW_GRAPH, VIEW_LOOPS, VIEW_STALKS, VIEW_VALUE, VIEW_AFTER, VIEW_ANSWER };

static const gr_rule hb_rules[RULE_COUNT] = {
    [RULE_FUSE] = {.name_key = HB_RULE_FUSE, .summary_key = HB_RULE_FUSE_SUMMARY,
                   .reads = {"vertex", "vertex", "vertex"}},
    [RULE_LOOP] = {.name_key = HB_RULE_LOOP, .summary_key = HB_RULE_LOOP_SUMMARY, .reads = {"loops"}},
    [RULE_COLON] = {.name_key = HB_RULE_COLON, .summary_key = HB_RULE_COLON_SUMMARY,
                    .reads = {"vertex", "loops", "branch"}},
    [RULE_COLON_BARE] = {.name_key = HB_RULE_COLON, .summary_key = HB_RULE_COLON_BARE_SUMMARY,
                         .reads = {"vertex", "branch root", "branch"}},
    [RULE_ANSWER] = {.name_key = HB_RULE_ANSWER, .summary_key = HB_RULE_ANSWER_SUMMARY, .reads = {"ground"}},
    [RULE_CUT_BRIDGE] = {.name_key = HB_RULE_CUT_BRIDGE, .summary_key = HB_RULE_CUT_BRIDGE_SUMMARY,
                         .reads = {"lower end", "upper end", "branch"}},
    [RULE_CUT_CYCLE] = {.name_key = HB_RULE_CUT_CYCLE, .summary_key = HB_RULE_CUT_CYCLE_SUMMARY,
                        .reads = {"end", "end", "component"}},
};

typedef struct trace_state {
  gt_phases ph;
  hb_pic g;
  hb_analysis a;
  uint32_t *fused, nfused; /* components with at least one edge */
  uint32_t *kstart, *kids; /* child components */
  uint32_t *reads;
  uint32_t *cu, *cv;       /* the picture less one edge */
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  hb_pic_free(&s->g);
  hb_analysis_free(&s->a);
}

static int trace_step(gr_job *job, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  const hb_analysis *a = &s->a;
  uint32_t *r = s->reads;
  size_t nr = 0;
  switch (s->ph.phase) {
  case 0: { /* fuse */
    if (s->ph.next == s->nfused) break;
    uint32_t c = s->fused[s->ph.next++];
    for (uint32_t k = a->cvstart[c]; k < a->cvstart[c + 1]; k++)
      r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, a->cverts[k]);
    return gr_trace_write(t, VIEW_LOOPS, 0, c, a->cedges[c], RULE_FUSE, r, nr, err);
  }
  case 1: { /* loops */
    if (s->ph.next == s->nfused) break;
    uint32_t c = s->fused[s->ph.next++];
    r[0] = gr_trace_cell_id(t, VIEW_LOOPS, 0, c);
    return gr_trace_write(t, VIEW_STALKS, 0, c, a->cedges[c] & 1, RULE_LOOP, r, 1, err);
  }
  case 2: { /* colon, leaves first */
    if (s->ph.next == a->ncomp) break;
    uint32_t c = a->ncomp - 1 - s->ph.next++;
    r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, a->croot[c]);
    if (a->cedges[c] > 0) r[nr++] = gr_trace_cell_id(t, VIEW_STALKS, 0, c);
    for (uint32_t k = s->kstart[c]; k < s->kstart[c + 1]; k++) {
      uint32_t d = s->kids[k];
      r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, a->croot[d]);
      r[nr++] = gr_trace_cell_id(t, VIEW_VALUE, 0, d);
    }
    return gr_trace_write(t, VIEW_VALUE, 0, c, a->cvalue[c], a->cedges[c] > 0 ? RULE_COLON : RULE_COLON_BARE, r, nr,
                          err);
  }
  case 3: /* the answer */
    if (s->ph.next == 1) break;
    s->ph.next++;
    r[0] = gr_trace_cell_id(t, VIEW_VALUE, 0, 0);
    return gr_trace_write(t, VIEW_ANSWER, 0, 0, a->value, RULE_ANSWER, r, 1, err);
  case 4: { /* every cut, recomputed from scratch */
    if (s->ph.next == s->g.m) break;
    uint32_t e = s->ph.next++, k = 0;
    for (uint32_t f = 0; f < s->g.m; f++)
      if (f != e) {
        s->cu[k] = s->g.eu[f];
        s->cv[k++] = s->g.ev[f];
      }
    hb_analysis b;
    if (hb_analyse(s->g.n, k, s->cu, s->cv, false, &b, err) != 0) return -1;
    uint64_t after = b.value;
    hb_analysis_free(&b);
    bool bridge = a->bridge[e];
    uint32_t lo = s->g.eu[e], hi = s->g.ev[e];
    if (bridge && a->below[e] == lo) {
      lo = s->g.ev[e];
      hi = s->g.eu[e];
    }
    r[0] = gr_trace_cell_id(t, VIEW_GRAPH, 0, lo);
    r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, hi);
    r[2] = gr_trace_cell_id(t, VIEW_VALUE, 0, bridge ? a->comp[a->below[e]] : a->comp[lo]);
    r[3] = gr_trace_cell_id(t, VIEW_ANSWER, 0, 0);
    return gr_trace_write(t, VIEW_AFTER, 0, e, after, bridge ? RULE_CUT_BRIDGE : RULE_CUT_CYCLE, r, 4, err);
  }
  default:
    return 0;
  }
  gt_next_phase(&s->ph);
  return 0;
}

/* Recomputing the picture after a cut costs a pass over its edges. */
static uint64_t step_cost(const gr_job *job) {
  const trace_state *s = job->state;
  return s->ph.phase == 4 ? (uint64_t)s->g.m + 1 : 1;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  return gt_run_phases(job, &s->ph, budget, trace_step, step_cost, err);
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

int hb_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t m = p->len / 2;
  if (m == 0) return gr_error_say(err, GR_ESTATE, &hackenbush_texts, HB_TRACE_OVER);
  if (m > HB_MAX_EDGES_TRACE)
    return gr_error_say(err, GR_ELIMIT, &hackenbush_texts, HB_TRACE_LIMIT, GR_U(m), GR_U(HB_MAX_EDGES_TRACE),
                        GR_U(HB_MAX_EDGES_SOLVE));
  *job = gr_job_create(&trace_ops, sizeof(trace_state), 0, err);
  if (*job == NULL) return -1;
  trace_state *s = (*job)->state;
  s->ph.count = 5;
  if (hb_pic_build(p, &s->g, err) != 0 || hb_analyse(s->g.n, s->g.m, s->g.eu, s->g.ev, false, &s->a, err) != 0)
    goto fail;
  const hb_analysis *a = &s->a;
  uint32_t C = a->ncomp, n = s->g.n;
  s->fused = gr_job_alloc(*job, C * sizeof *s->fused, err);
  s->kstart = gr_job_alloc(*job, ((size_t)C + 1) * sizeof *s->kstart, err);
  s->kids = gr_job_alloc(*job, C * sizeof *s->kids, err);
  s->reads = gr_job_alloc(*job, (2 * (size_t)n + 2 * C + 8) * sizeof *s->reads, err);
  s->cu = gr_job_alloc(*job, m * sizeof *s->cu, err);
  s->cv = gr_job_alloc(*job, m * sizeof *s->cv, err);
  uint32_t *cf = gr_job_alloc(*job, C * sizeof *cf, err), *ct = gr_job_alloc(*job, C * sizeof *ct, err);
  if (!s->fused || !s->kstart || !s->kids || !s->reads || !s->cu || !s->cv || !cf || !ct) goto fail;
  for (uint32_t c = 0; c < C; c++)
    if (a->cedges[c] > 0) s->fused[s->nfused++] = c;
  for (uint32_t c = 1; c < C; c++) s->kstart[a->cparent[c] + 1]++;
  for (uint32_t c = 0; c < C; c++) s->kstart[c + 1] += s->kstart[c];
  memcpy(cf, s->kstart, C * sizeof *cf);
  for (uint32_t c = 1; c < C; c++) s->kids[cf[a->cparent[c]]++] = c;
  size_t steps = 2 * (size_t)s->nfused + C + 1 + m;
  gr_trace *t = (*job)->trace = gr_trace_new(steps, hb_rules, RULE_COUNT, explain, err);
  if (t == NULL) goto fail;
  gr_trace_use_texts(t, &hackenbush_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_GRAPH, "vertex", HB_VIEW_GRAPH, 1, n, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "loops", HB_VIEW_LOOPS, 1, C, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "stalk", HB_VIEW_STALKS, 1, C, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_GRAPH, "value", HB_VIEW_VALUE, 1, C, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "after", HB_VIEW_AFTER, 1, (uint32_t)m, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "grundy", HB_VIEW_ANSWER, 1, 1, 1, err) < 0)
    goto fail;
  for (uint32_t v = 0; v < n; v++) t->views[VIEW_GRAPH].values[v] = s->g.label[v];
  gr_trace_set_words(t, VIEW_GRAPH, &hackenbush_texts, HB_W_VERTEX, false);
  gr_trace_set_words(t, VIEW_LOOPS, &hackenbush_texts, HB_W_LOOPS, false);
  gr_trace_set_words(t, VIEW_STALKS, &hackenbush_texts, HB_W_STALKS, false);
  gr_trace_set_words(t, VIEW_VALUE, &hackenbush_texts, HB_W_VALUE, false);
  gr_trace_set_words(t, VIEW_AFTER, &hackenbush_texts, HB_W_AFTER, false);
  t->views[VIEW_GRAPH].words_from = VIEW_GRAPH + 1; /* vertices as the text writes them */
  /* A part (fused into one vertex) is called by its vertex nearest the
   * ground, as the position text writes it: in the fused tree's drawing, in
   * the sequences' index and in the cells' words, as the explanations say it. */
  uint64_t *heads = gr_job_alloc(*job, ((size_t)C + 1) * sizeof *heads, err);
  if (heads == NULL) goto fail;
  for (uint32_t c = 0; c < C; c++) heads[c] = s->g.label[a->croot[c]];
  t->views[VIEW_LOOPS].heads = t->views[VIEW_STALKS].heads = t->views[VIEW_VALUE].heads = heads;
  if (gr_trace_draw_graph(t, VIEW_GRAPH, s->g.eu, s->g.ev, (uint32_t)m, GR_GRAPH_UNDIRECTED | GR_GRAPH_UPWARD | GR_GRAPH_GROUND, 0,
                          err) != 0)
    goto fail;
  for (uint32_t c = 1; c < C; c++) {
    cf[c - 1] = c;
    ct[c - 1] = a->cparent[c];
  }
  if (gr_trace_draw_graph(t, VIEW_VALUE, cf, ct, C - 1, GR_GRAPH_UNDIRECTED | GR_GRAPH_UPWARD, 0, err) != 0)
    goto fail;
  (*job)->total = steps + (uint64_t)m * m;
  return 0;
fail:
  gr_job_free(*job);
  *job = NULL;
  return -1;
}

/* ---- explanations ---------------------------------------------------------- */

static uint32_t col_of(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  return gr_trace_locate(t, id, &view, &row, &col) ? col : 0;
}

/* "vertex 4", or "the ground" for vertex 0, in `name` (reset first). */
static const char *vertex_name(gr_buf *name, gr_lang lang, uint64_t label) {
  gr_buf_reset(name);
  if (label == 0) gr_say(name, &hackenbush_texts, lang, HB_GROUND);
  else gr_say(name, &hackenbush_texts, lang, HB_VERTEX, GR_U(label));
  return name->data;
}

static void explain_colon(const gr_trace *t, uint8_t rule, const uint32_t *r, size_t nr, uint64_t value, gr_lang lang,
                          gr_buf *out, gr_buf *name) {
  const gr_texts *T = &hackenbush_texts;
  gr_say(out, T, lang, HB_COLON_AT, GR_S(vertex_name(name, lang, gr_trace_value(t, r[0]))));
  size_t k = 1, terms = 0;
  gr_buf xor;
  gr_buf_init(&xor);
  gr_buf_puts(&xor, "");
  if (rule == RULE_COLON && k < nr) {
    uint64_t w = gr_trace_value(t, r[k++]);
    gr_say(out, T, lang, HB_COLON_LOOPS, GR_U(w));
    gr_buf_u64(&xor, w);
    terms++;
  }
  for (; k + 1 < nr; k += 2) {
    uint64_t v = gr_trace_value(t, r[k + 1]);
    if (terms) gr_say(out, T, lang, HB_COLON_SEP);
    gr_say(out, T, lang, HB_COLON_BRANCH, GR_S(vertex_name(name, lang, gr_trace_value(t, r[k]))), GR_U(v),
           GR_U(v + 1));
    gr_buf_printf(&xor, "%s%llu", terms ? " xor " : "", (unsigned long long)(v + 1));
    terms++;
  }
  if (terms == 0) gr_say(out, T, lang, HB_COLON_NOTHING);
  else if (terms == 1) gr_say(out, T, lang, HB_COLON_ONE, GR_U(value));
  else gr_say(out, T, lang, HB_COLON_XOR, GR_S(xor.data), GR_U(value));
  gr_buf_free(&xor);
}

static void explain_cut(const gr_trace *t, size_t step, const uint32_t *r, size_t nr, uint64_t value, gr_lang lang,
                        gr_buf *out, gr_buf *name) {
  uint8_t rule = t->step_rule[step];
  const gr_texts *T = &hackenbush_texts;
  uint64_t a = gr_trace_value(t, r[0]), b = gr_trace_value(t, r[1]), part = nr > 2 ? gr_trace_value(t, r[2]) : 0;
  gr_say(out, T, lang, HB_CUT_EDGE, GR_U(col_of(t, t->step_cell[step]) + 1), GR_U(a), GR_U(b));
  if (rule == RULE_CUT_BRIDGE)
    gr_say(out, T, lang, HB_CUT_BRIDGE, GR_S(vertex_name(name, lang, b)), GR_U(part), GR_U(part + 1));
  else if (a == b) gr_say(out, T, lang, HB_CUT_LOOP);
  else gr_say(out, T, lang, HB_CUT_CYCLE, GR_U(part));
  gr_say(out, T, lang, rule == RULE_CUT_CYCLE && a != b ? HB_CUT_THEN_FUSED : HB_CUT_THEN, GR_U(value),
         GR_K(value == 0 ? HB_CUT_WINS : HB_CUT_LOSES));
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &hackenbush_texts;
  kit_step s = kit_step_at(t, step);
  gr_buf name;
  gr_buf_init(&name);
  switch (s.rule) {
  case RULE_FUSE:
    if (s.nreads == 1) {
      gr_say(out, T, lang, HB_FUSE_ONE, GR_S(vertex_name(&name, lang, s.first)), GR_U(s.value));
      break;
    }
    for (size_t k = 0; k < s.nreads && k < 8; k++)
      gr_buf_printf(&name, "%s%llu", k ? ", " : "", (unsigned long long)gr_trace_value(t, s.reads[k]));
    if (s.nreads > 8) gr_say(&name, T, lang, HB_FUSE_MORE, GR_U(s.nreads));
    gr_say(out, T, lang, HB_FUSE_MANY, GR_S(name.data), GR_U(s.value));
    break;
  case RULE_LOOP: {
    uint64_t loops = s.first;
    if (loops == 1) gr_say(out, T, lang, HB_LOOP_ONE);
    else gr_say(out, T, lang, HB_LOOPS, GR_U(loops), GR_U(s.value));
    break;
  }
  case RULE_COLON:
  case RULE_COLON_BARE:
    explain_colon(t, s.rule, s.reads, s.nreads, s.value, lang, out, &name);
    break;
  case RULE_ANSWER:
    if (s.value) gr_say(out, T, lang, HB_ANSWER_WIN, GR_U(s.value));
    else gr_say(out, T, lang, HB_ANSWER_LOSE);
    break;
  case RULE_CUT_BRIDGE:
  case RULE_CUT_CYCLE:
    explain_cut(t, step, s.reads, s.nreads, s.value, lang, out, &name);
    break;
  default:
    break;
  }
  gr_buf_free(&name);
}
