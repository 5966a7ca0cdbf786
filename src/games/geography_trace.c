/*
 * geography_trace.c — undirected vertex geography's trace: Edmonds' search
 * from the empty matching with every augmenting path recorded, the final
 * matching, which vertices some maximum matching misses (Gallai–Edmonds),
 * whether each move of the token wins, and the verdict; each step in words.
 */
#include "geography.h"

#include "kit/kit.h"
#include "kit/graphtext.h"
#include "text/geography_text.h"

#include <stdlib.h>
#include <string.h>

#define NONE GM_NONE

enum {
  RULE_AUGMENT,
  RULE_AUGMENT_BLOSSOM,
  RULE_MATCHED,
  RULE_UNMATCHED,
  RULE_EXPOSED,
  RULE_EVEN,
  RULE_EVERY,
  RULE_MOVE_WIN,
  RULE_MOVE_LOSE,
  RULE_ANSWER,
  RULE_COUNT
};
enum { VIEW_GRAPH, VIEW_AUGMENT, VIEW_MATE, VIEW_EVERY, VIEW_MOVES, VIEW_ANSWER };

static const gr_rule geo_rules[RULE_COUNT] = {
    [RULE_AUGMENT] = {.name_key = GEO_RULE_AUGMENT, .summary_key = GEO_RULE_AUGMENT_SUMMARY,
                      .reads = {"end", "vertex", "vertex"}},
    [RULE_AUGMENT_BLOSSOM] = {.name_key = GEO_RULE_AUGMENT_BLOSSOM, .summary_key = GEO_RULE_AUGMENT_BLOSSOM_SUMMARY,
                              .reads = {"end", "vertex", "vertex"}},
    [RULE_MATCHED] = {.name_key = GEO_RULE_MATCHED, .summary_key = GEO_RULE_MATCHED_SUMMARY,
                      .reads = {"vertex", "partner"}},
    [RULE_UNMATCHED] = {.name_key = GEO_RULE_UNMATCHED, .summary_key = GEO_RULE_UNMATCHED_SUMMARY,
                        .reads = {"vertex"}},
    [RULE_EXPOSED] = {.name_key = GEO_RULE_EXPOSED, .summary_key = GEO_RULE_EXPOSED_SUMMARY, .reads = {"partner"}},
    [RULE_EVEN] = {.name_key = GEO_RULE_EVEN, .summary_key = GEO_RULE_EVEN_SUMMARY,
                   .reads = {"partner", "unmatched start"}},
    [RULE_EVERY] = {.name_key = GEO_RULE_EVERY, .summary_key = GEO_RULE_EVERY_SUMMARY, .reads = {"partner"}},
    [RULE_MOVE_WIN] = {.name_key = GEO_RULE_MOVE_WIN, .summary_key = GEO_RULE_MOVE_WIN_SUMMARY,
                       .reads = {"neighbour", "token"}},
    [RULE_MOVE_LOSE] = {.name_key = GEO_RULE_MOVE_LOSE, .summary_key = GEO_RULE_MOVE_LOSE_SUMMARY,
                        .reads = {"neighbour", "token"}},
    [RULE_ANSWER] = {.name_key = GEO_RULE_ANSWER, .summary_key = GEO_RULE_ANSWER_SUMMARY,
                     .reads = {"token in every", "token", "partner"}},
};

typedef struct trace_state {
  gt_phases ph;
  geo_world w;
  geo_comp c;
  uint32_t *mate;     /* final maximum matching of H */
  uint32_t *paths;    /* the augmenting paths, back to back */
  size_t npaths_v, cap_paths;
  uint32_t *pstart;   /* path k is paths[pstart[k] .. pstart[k + 1]) */
  uint8_t *pblossom;
  size_t naug, cap_aug;
  uint8_t *miss;      /* in H */
  uint32_t *root;
  uint32_t *nbr;      /* the token's neighbours in H, ascending */
  uint8_t *nbr_win;
  uint32_t nn;
  bool wins;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  geo_world_free(&s->w);
  geo_comp_free(&s->c);
  free(s->paths);
  free(s->pstart);
  free(s->pblossom);
}

static int record_path(const uint32_t *path, size_t len, bool blossom, void *ctx, gr_error *err) {
  trace_state *s = ctx;
  if (s->npaths_v + len > s->cap_paths) {
    size_t cap = 2 * (s->npaths_v + len);
    uint32_t *more = realloc(s->paths, cap * sizeof *more);
    if (more == NULL) return gr_error_nomem(err);
    s->paths = more;
    s->cap_paths = cap;
  }
  if (s->naug + 2 > s->cap_aug) {
    size_t cap = 2 * (s->naug + 2);
    uint32_t *ps = realloc(s->pstart, cap * sizeof *ps);
    if (ps) s->pstart = ps;
    uint8_t *pb = realloc(s->pblossom, cap);
    if (pb) s->pblossom = pb;
    if (!ps || !pb) return gr_error_nomem(err);
    s->cap_aug = cap;
  }
  if (s->naug == 0) s->pstart[0] = 0;
  memcpy(s->paths + s->npaths_v, path, len * sizeof *path);
  s->npaths_v += len;
  s->pblossom[s->naug] = blossom;
  s->pstart[++s->naug] = (uint32_t)s->npaths_v;
  return 0;
}

static int trace_step(gr_job *job, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  const geo_comp *c = &s->c;
  uint32_t r[8];
  switch (s->ph.phase) {
  case 0: { /* augmenting paths, from the empty matching */
    if (s->ph.next == s->naug) break;
    uint32_t k = s->ph.next++;
    uint32_t len = s->pstart[k + 1] - s->pstart[k];
    uint32_t *reads = malloc(len * sizeof *reads);
    if (reads == NULL) return gr_error_nomem(err);
    for (uint32_t i = 0; i < len; i++) reads[i] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->paths[s->pstart[k] + i]);
    int rc = gr_trace_write(t, VIEW_AUGMENT, 0, k, (uint64_t)k + 1,
                            s->pblossom[k] ? RULE_AUGMENT_BLOSSOM : RULE_AUGMENT, reads, len, err);
    free(reads);
    return rc;
  }
  case 1: { /* the final matching */
    if (s->ph.next == c->hn) break;
    uint32_t v = s->ph.next++, u = s->mate[v];
    r[0] = gr_trace_cell_id(t, VIEW_GRAPH, 0, v);
    if (u == NONE) return gr_trace_write(t, VIEW_MATE, 0, v, 0, RULE_UNMATCHED, r, 1, err);
    r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, u);
    return gr_trace_write(t, VIEW_MATE, 0, v, s->w.label[c->hv[u]], RULE_MATCHED, r, 2, err);
  }
  case 2: { /* in every maximum matching? */
    if (s->ph.next == c->hn) break;
    uint32_t v = s->ph.next++;
    r[0] = gr_trace_cell_id(t, VIEW_MATE, 0, v);
    if (s->mate[v] == NONE) return gr_trace_write(t, VIEW_EVERY, 0, v, 0, RULE_EXPOSED, r, 1, err);
    if (s->miss[v]) {
      r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->root[v]);
      return gr_trace_write(t, VIEW_EVERY, 0, v, 0, RULE_EVEN, r, 2, err);
    }
    return gr_trace_write(t, VIEW_EVERY, 0, v, 1, RULE_EVERY, r, 1, err);
  }
  case 3: { /* the moves */
    if (s->ph.next == s->nn) break;
    uint32_t i = s->ph.next++;
    r[0] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->nbr[i]);
    r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, c->t);
    return gr_trace_write(t, VIEW_MOVES, 0, i, s->nbr_win[i], s->nbr_win[i] ? RULE_MOVE_WIN : RULE_MOVE_LOSE, r, 2,
                          err);
  }
  case 4: {
    if (s->ph.next == 1) break;
    s->ph.next++;
    size_t nr = 0;
    r[nr++] = gr_trace_cell_id(t, VIEW_EVERY, 0, c->t);
    r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, c->t);
    if (s->wins) r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, s->mate[c->t]);
    return gr_trace_write(t, VIEW_ANSWER, 0, 0, s->wins ? 1 : 0, RULE_ANSWER, r, nr, err);
  }
  default:
    return 0;
  }
  gt_next_phase(&s->ph);
  return 0;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  return gt_run_phases(job, &s->ph, budget, trace_step, NULL, err);
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

int geo_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = gr_job_create(&trace_ops, sizeof(trace_state), 0, err);
  if (*job == NULL) return -1;
  trace_state *s = (*job)->state;
  s->ph.count = 5;
  if (geo_world_build(p, &s->w, err) != 0 || geo_comp_build(&s->w, &s->c, err) != 0) goto fail;
  const geo_comp *c = &s->c;
  uint32_t hn = c->hn;
  if (hn > GEO_MAX_TRACE) {
    gr_error_say(err, GR_ELIMIT, &geography_texts, GEO_TRACE_LIMIT, GR_U(hn), GR_U(GEO_MAX_TRACE));
    goto fail;
  }
  size_t N = (size_t)hn + 1;
  s->mate = gr_job_alloc(*job, N * sizeof *s->mate, err);
  s->miss = gr_job_alloc(*job, N, err);
  s->root = gr_job_alloc(*job, N * sizeof *s->root, err);
  s->nbr = gr_job_alloc(*job, N * sizeof *s->nbr, err);
  s->nbr_win = gr_job_alloc(*job, N, err);
  uint8_t *win = gr_job_alloc(*job, N, err);
  if (!s->mate || !s->miss || !s->root || !s->nbr || !s->nbr_win || !win) goto fail;
  /* Edmonds from the empty matching, every augmenting path recorded. */
  for (uint32_t v = 0; v < hn; v++) s->mate[v] = NONE;
  gm_matcher *mt = gm_matcher_new(&c->g, NULL, s->mate, false, err);
  if (mt == NULL) goto fail;
  gm_matcher_record(mt, record_path, s);
  int r = gm_matcher_run(mt, UINT64_MAX, NULL, err);
  gm_matcher_free(mt);
  if (r < 0) goto fail;
  if (gm_missable(&c->g, NULL, s->mate, s->miss, s->root, err) != 1) {
    if (err->status == GR_OK) gr_error_say(err, GR_ESTATE, &geography_texts, GEO_NOT_MAXIMUM);
    goto fail;
  }
  /* H - t: who some maximum matching misses (the winning destinations). */
  bool wins;
  if (geo_comp_verdict(c, NULL, s->mate, &wins, win, err) != 0) goto fail;
  s->wins = !s->miss[c->t];
  for (uint32_t j = c->g.start[c->t]; j < c->g.start[c->t + 1]; j++) s->nbr[s->nn++] = c->g.adj[j];
  gt_sort_u32(s->nbr, s->nn);
  for (uint32_t i = 0; i < s->nn; i++) s->nbr_win[i] = win[s->nbr[i]];

  size_t steps = s->naug + 2 * (size_t)hn + s->nn + 1;
  gr_trace *t = (*job)->trace = gr_trace_new(steps, geo_rules, RULE_COUNT, explain, err);
  if (t == NULL) goto fail;
  gr_trace_use_texts(t, &geography_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_GRAPH, "vertex", GEO_VIEW_GRAPH, 1, hn, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "augment", GEO_VIEW_AUGMENT, 1, (uint32_t)s->naug, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_GRAPH, "partner", GEO_VIEW_MATE, 1, hn, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_GRAPH, "every", GEO_VIEW_EVERY, 1, hn, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "move", GEO_VIEW_MOVES, 1, s->nn, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "first_player_wins", GEO_VIEW_ANSWER, 1, 1, 1, err) < 0)
    goto fail;
  t->views[VIEW_EVERY].value_kind = GR_VALUE_BOOL;
  t->views[VIEW_MOVES].value_kind = GR_VALUE_BOOL;
  t->views[VIEW_ANSWER].value_kind = GR_VALUE_OUTCOME;
  static const unsigned words[] = {[VIEW_GRAPH] = GEO_W_VERTEX, [VIEW_AUGMENT] = GEO_W_AUGMENT,
                                   [VIEW_MATE] = GEO_W_MATE,     [VIEW_EVERY] = GEO_W_EVERY, [VIEW_MOVES] = GEO_W_MOVE};
  kit_set_words(t, &geography_texts, words, sizeof words / sizeof words[0]);
  for (int v = VIEW_GRAPH; v <= VIEW_EVERY; v++) t->views[v].words_from = VIEW_GRAPH + 1; /* vertices as the text writes them */
  for (uint32_t v = 0; v < hn; v++) t->views[VIEW_GRAPH].values[v] = s->w.label[c->hv[v]];
  for (int v = VIEW_GRAPH; v <= VIEW_EVERY; v++) /* one drawing: the same edges */
    if (v != VIEW_AUGMENT && gr_trace_draw_graph(t, v, c->hu, c->hw, c->hm, GR_GRAPH_UNDIRECTED | GR_GRAPH_UPWARD, c->t, err) != 0)
      goto fail;
  (*job)->total = steps;
  return 0;
fail:
  gr_job_free(*job);
  *job = NULL;
  return -1;
}

/* ---- explanations ------------------------------------------------------------------ */

static uint64_t node_label(const gr_trace *t, uint32_t col) { return t->views[VIEW_GRAPH].values[col]; }

static uint32_t col_of(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  return gr_trace_locate(t, id, &view, &row, &col) ? col : 0;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &geography_texts;
  kit_step s = kit_step_at(t, step);
  uint64_t self = node_label(t, col_of(t, s.target));
  switch (s.rule) {
  case RULE_AUGMENT:
  case RULE_AUGMENT_BLOSSOM: {
    gr_buf list;
    gr_buf_init(&list);
    for (size_t k = 0; k < s.nreads; k++)
      gr_buf_printf(&list, "%s%llu", k ? " - " : "", (unsigned long long)gr_trace_value(t, s.reads[k]));
    gr_say(out, T, lang, GEO_AUGMENT, GR_S(list.data), GR_U(s.nreads - 1));
    if (s.rule == RULE_AUGMENT_BLOSSOM) gr_say(out, T, lang, GEO_AUGMENT_BLOSSOM);
    gr_buf_reset(&list);
    gr_buf_puts(&list, "");
    for (size_t k = 0; k + 1 < s.nreads; k += 2)
      gr_buf_printf(&list, "%s%llu-%llu", k ? ", " : "", (unsigned long long)gr_trace_value(t, s.reads[k]),
                    (unsigned long long)gr_trace_value(t, s.reads[k + 1]));
    gr_say(out, T, lang, GEO_AUGMENT_FLIP, GR_S(list.data), GR_U(s.value));
    gr_buf_free(&list);
    return;
  }
  case RULE_MATCHED:
    gr_say(out, T, lang, GEO_MATCHED, GR_U(s.first), GR_U(s.value));
    return;
  case RULE_UNMATCHED:
    gr_say(out, T, lang, GEO_UNMATCHED, GR_U(s.first));
    return;
  case RULE_EXPOSED:
    gr_say(out, T, lang, GEO_EXPOSED, GR_U(self));
    return;
  case RULE_EVEN:
    gr_say(out, T, lang, GEO_EVEN, GR_U(gr_trace_value(t, s.reads[1])), GR_U(self), GR_U(s.first));
    return;
  case RULE_EVERY:
    gr_say(out, T, lang, GEO_EVERY, GR_U(self), GR_U(s.first));
    return;
  case RULE_MOVE_WIN:
  case RULE_MOVE_LOSE:
    gr_say(out, T, lang, s.rule == RULE_MOVE_WIN ? GEO_MOVE_WIN : GEO_MOVE_LOSE, GR_U(s.first),
           GR_U(gr_trace_value(t, s.reads[1])));
    return;
  case RULE_ANSWER:
    if (s.value)
      gr_say(out, T, lang, GEO_ANSWER_WIN, GR_U(gr_trace_value(t, s.reads[1])),
             GR_U(s.nreads > 2 ? gr_trace_value(t, s.reads[2]) : 0));
    else gr_say(out, T, lang, GEO_ANSWER_LOSE, GR_U(gr_trace_value(t, s.reads[1])));
    return;
  default:
    return;
  }
}
