/*
 * heaps_trace.c — the trace of the `heaps` game: the pattern finder (打表找规律
 * done by the machine).  The SEQUENCE view G fills value by value, each step
 * reading every option's cells and explaining "G(7) = mex{G(6), G(5),
 * G(1)^G(5), ...} = mex{...} = 3"; then a small view "period" gets the
 * preperiod and the period (reading the cells that show them) and "proved"
 * says whether the theorem proves it; the last step xors the heaps' values.
 * The sequence runs past the largest heap up to where the period is proved
 * (at most 1000 values; 300 when no proof shows by then), computed first by
 * the engine (sgseq.h) with the plain mex; the steps then redo each mex from
 * the cells, so every value shown is derived from the cells it reads.
 * Lasker's Nim and all-but sets (S!{1,3}) are arithmetic-periodic: their
 * period view has a third cell, the saltus, and their code view one digit
 * per count up to the sequence's end (all-but: 3 for a count a move may
 * remove, 0 for an excluded one).
 */
#include "heaps.h"
#include "text/heaps_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HEAPS_TRACE_MAX_HEAP 1000u
#define HEAPS_TRACE_MAX_T 1000u   /* the code's digits are a view */
#define HEAPS_TRACE_SEQ_MAX 1000u /* the sequence runs at most this far past heap 0 ... */
#define HEAPS_TRACE_NO_PROOF 300u /* ... and this far when no proof shows by then */
/* All-but sets: the code view shows E within the sequence (L > max E). */
#define HEAPS_TRACE_MAX_EXCLUDED (HEAPS_TRACE_NO_PROOF - 1)

enum { R_NOMOVE = 0, R_MEX, R_PREPERIOD, R_PERIOD, R_SALTUS, R_PROVED, R_OBSERVED, R_NONE, R_ANSWER, R_COUNT };
enum { V_CODE = 0, V_HEAPS, V_G, V_PERIOD, V_PROVED, V_GRUNDY };

/* Names and summaries by key (gr_trace_use_texts); reads name what each read cell stands for. */
#define RULE(r, reads0, reads1) \
  [R_##r] = {.name_key = HEAPS_RULE_##r, .summary_key = HEAPS_RULE_##r##_SUMMARY, .reads = {reads0, reads1, NULL}}
static const gr_rule trace_rules[R_COUNT] = {
    RULE(NOMOVE, NULL, NULL),     RULE(MEX, NULL, NULL),        RULE(PREPERIOD, "G(n0 - 1)", "G(n0 - 1 + p)"),
    RULE(PERIOD, NULL, NULL),     RULE(SALTUS, "G(n0)", "G(n0 + p)"), RULE(PROVED, NULL, NULL),
    RULE(OBSERVED, NULL, NULL),   RULE(NONE, NULL, NULL),       RULE(ANSWER, NULL, NULL),
};
#undef RULE

typedef struct trace_state {
  heaps_period period; /* found in G(0..L-1) before the trace starts */
  uint32_t L, nheaps, t;
  bool lasker;
  uint32_t n;          /* the next value step */
  int stage;           /* 0 values, 1 preperiod, 2 period, 3 saltus, 4 proved, 5 answer, 6 done */
  uint32_t *cells;     /* scratch: the cells one step reads */
  uint32_t *seen;      /* scratch: seen[c] == n + 1 when cell c is already read */
  uint64_t *vals;      /* scratch for gr_mex */
  unsigned char *mex_seen;
} trace_state;

/* Calls visit(kind, a, b) for every option of heap n in order: kind 0 the
 * whole heap taken (a = 0), 1 one heap a, 2 two heaps a and b.  The code
 * view holds d0..dT (Lasker's Nim: 4.333... up to the sequence's end). */
typedef void (*option_fn)(int kind, uint32_t a, uint32_t b, void *ctx);

static void for_options(const gr_view *code, uint32_t n, option_fn visit, void *ctx) {
  uint32_t T = code->cols - 1;
  for (uint32_t k = 0; k <= T && k <= n; k++) {
    unsigned d = (unsigned)code->values[k];
    if ((d & 1) && k == n && k > 0) visit(0, 0, 0, ctx);
    if ((d & 2) && k < n && k > 0) visit(1, n - k, 0, ctx);
  }
  for (uint32_t k = 0; k <= T && k + 2 <= n; k++) {
    unsigned d = (unsigned)code->values[k];
    if (!(d & 4)) continue;
    for (uint32_t a = 1; a <= (n - k) / 2; a++) visit(2, a, n - k - a, ctx);
  }
}

typedef struct collect_ctx {
  trace_state *s;
  const gr_trace *t;
  uint32_t n;
  size_t ncells, nvals;
} collect_ctx;

static void collect(int kind, uint32_t a, uint32_t b, void *ctx) {
  collect_ctx *c = ctx;
  trace_state *s = c->s;
  const uint64_t *G = c->t->views[V_G].values;
  uint32_t cells[2] = {a, b};
  int ncells = kind == 2 ? 2 : 1; /* the whole heap taken reads G(0) */
  for (int i = 0; i < ncells; i++)
    if (s->seen[cells[i]] != c->n + 1) {
      s->seen[cells[i]] = c->n + 1;
      s->cells[c->ncells++] = gr_trace_cell_id(c->t, V_G, 0, cells[i]);
    }
  s->vals[c->nvals++] = kind == 2 ? (G[a] ^ G[b]) : G[a];
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  const heaps_period *P = &s->period;
  while (budget > 0 && s->stage < 6) {
    budget--;
    if (s->stage == 0) {
      collect_ctx c = {.s = s, .t = t, .n = s->n};
      for_options(&t->views[V_CODE], s->n, collect, &c);
      uint64_t v = gr_mex(s->vals, c.nvals, s->mex_seen);
      if (gr_trace_write(t, V_G, 0, s->n, v, c.nvals ? R_MEX : R_NOMOVE, s->cells, c.ncells, err) != 0) return -1;
      job->done++;
      if (++s->n == s->L) s->stage = P->status == HEAPS_NONE ? 4 : 1;
      continue;
    }
    if (s->stage == 1) {
      uint32_t reads[2], nr = 0;
      if (P->preperiod > 0) {
        reads[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)P->preperiod - 1);
        reads[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)(P->preperiod - 1 + P->period));
      }
      if (gr_trace_write(t, V_PERIOD, 0, 0, P->preperiod, R_PREPERIOD, reads, nr, err) != 0) return -1;
      s->stage = 2;
    } else if (s->stage == 2) {
      uint32_t nr = 0;
      for (uint64_t x = P->preperiod; x < s->L; x++) s->cells[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)x);
      if (gr_trace_write(t, V_PERIOD, 0, 1, P->period, R_PERIOD, s->cells, nr, err) != 0) return -1;
      s->stage = s->lasker ? 3 : 4;
    } else if (s->stage == 3) {
      uint32_t reads[2] = {gr_trace_cell_id(t, V_G, 0, (uint32_t)P->preperiod),
                           gr_trace_cell_id(t, V_G, 0, (uint32_t)(P->preperiod + P->period))};
      /* The saltus is stored as its value; a negative one cannot occur here
       * (Lasker's values grow), but keep the sign honest. */
      if (gr_trace_write(t, V_PERIOD, 0, 2, (uint64_t)P->saltus, R_SALTUS, reads, 2, err) != 0) return -1;
      s->stage = 4;
    } else if (s->stage == 4) {
      uint32_t nr = 0;
      uint8_t rule = P->status == HEAPS_PROVED ? R_PROVED : P->status == HEAPS_OBSERVED ? R_OBSERVED : R_NONE;
      if (P->status != HEAPS_NONE) {
        uint64_t end = P->status == HEAPS_PROVED && P->needed < s->L ? P->needed : s->L;
        for (uint64_t x = P->preperiod; x < end; x++) s->cells[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)x);
      }
      if (gr_trace_write(t, V_PROVED, 0, 0, P->status == HEAPS_PROVED, rule, s->cells, nr, err) != 0) return -1;
      s->stage = 5;
    } else {
      uint32_t nr = 0;
      uint64_t x = 0;
      const uint64_t *H = t->views[V_HEAPS].values, *G = t->views[V_G].values;
      for (uint32_t i = 0; i < s->nheaps; i++) {
        s->cells[nr++] = gr_trace_cell_id(t, V_HEAPS, 0, i);
        s->cells[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)H[i]);
        x ^= G[H[i]];
      }
      if (gr_trace_write(t, V_GRUNDY, 0, 0, x, R_ANSWER, s->cells, nr, err) != 0) return -1;
      s->stage = 6;
    }
    job->done++;
  }
  if (s->stage == 6) gr_job_done(job);
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, NULL}; /* the state is the job's memory */

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);
/* What the explanation reads besides the views (gr_trace_set_params): the
 * kind of ruleset, whose code view is its digits unless it is Lasker's Nim. */
typedef struct heaps_trace_params { heaps_kind kind; } heaps_trace_params;

/* The mask under which the fewest of G(1..L-1) have an odd number of bits
 * (the rare values), when that is a quarter of them or fewer and not none;
 * else 0.  The engine's choice (sgseq.c) without its heap-parity classes. */
static uint32_t rare_mask(const uint16_t *g, uint32_t L) {
  uint32_t top = 0, best_mask = 0;
  uint64_t best = UINT64_MAX;
  for (uint32_t n = 1; n < L; n++) top |= g[n];
  for (unsigned k = 1; k < 16; k <<= 1) top |= top >> k; /* every mask within the values' bits */
  for (uint32_t m = 1; m <= top && m < (1u << 12); m++) {
    uint64_t odd = 0;
    for (uint32_t n = 1; n < L; n++) odd += (uint32_t)__builtin_popcount(g[n] & m) & 1u;
    if (odd < best) best = odd, best_mask = m;
  }
  return best > 0 && best != UINT64_MAX && 4 * best <= L - 1 ? best_mask : 0;
}

int heaps_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  heaps_rules r;
  size_t h0;
  gr_trace *t = NULL;
  gr_job *made = NULL;
  heaps_seq q;
  memset(&q, 0, sizeof q);
  int rc = -1;
  if (heaps_decode(p, &r, &h0, err) != 0) goto done;
  if (r.kind == HEAPS_GRUNDY) { /* the trace draws octal digits; Grundy's game has none of its own */
    gr_error_say(err, GR_ELIMIT, &heaps_texts, HEAPS_TRACE_GRUNDY);
    goto done;
  }
  size_t nheaps = p->len - h0;
  uint64_t top = 0;
  for (size_t i = h0; i < p->len; i++)
    if (p->v[i] > top) top = p->v[i];
  if (nheaps > HEAPS_TRACE_MAX_HEAPS || top > HEAPS_TRACE_MAX_HEAP) {
    gr_error_say(err, GR_ELIMIT, &heaps_texts, HEAPS_TRACE_LIMIT, GR_U(HEAPS_TRACE_MAX_HEAPS),
                 GR_U(HEAPS_TRACE_MAX_HEAP), GR_U(nheaps), GR_U(top), GR_U(HEAPS_GAME_MAX_HEAPS),
                 GR_U(HEAPS_GAME_MAX_HEAP));
    goto done;
  }
  if (r.kind == HEAPS_ALLBUT && r.t > HEAPS_TRACE_MAX_EXCLUDED) {
    gr_error_say(err, GR_ELIMIT, &heaps_texts, HEAPS_TRACE_EXCLUDED, GR_U(HEAPS_TRACE_MAX_EXCLUDED), GR_U(r.t));
    goto done;
  }
  if (r.kind != HEAPS_LASKER && r.t > HEAPS_TRACE_MAX_T) {
    gr_error_say(err, GR_ELIMIT, &heaps_texts, HEAPS_TRACE_DIGITS, GR_U(HEAPS_TRACE_MAX_T), GR_U(r.t));
    goto done;
  }
  /* How far the sequence runs: past the largest heap to where the period
   * is proved (observed, for Lasker's Nim), found on the values first. */
  uint32_t cap = (uint32_t)(top + 1 > HEAPS_TRACE_SEQ_MAX ? top + 1 : HEAPS_TRACE_SEQ_MAX);
  if (r.kind == HEAPS_LASKER && cap > 64 && top + 1 < 64) cap = 64;
  if (heaps_seq_compute(&r, cap, HEAPS_NAIVE, &q, err) != 0) goto done;
  uint32_t L = 0;
  heaps_period P;
  for (uint32_t c = 1; c <= cap && L == 0; c++) {
    if (heaps_period_detect(&r, q.g, c, &P, err) != 0) goto done;
    if (P.status == HEAPS_PROVED || (r.kind == HEAPS_LASKER && P.status == HEAPS_OBSERVED && c >= 24)) L = c;
  }
  if (L == 0) L = r.kind == HEAPS_LASKER ? cap : HEAPS_TRACE_NO_PROOF;
  if (L < top + 1) L = (uint32_t)top + 1;
  if (heaps_period_detect(&r, q.g, L, &P, err) != 0) goto done;
  bool lasker = r.kind == HEAPS_LASKER || r.kind == HEAPS_ALLBUT; /* a saltus, a digit per count */
  uint32_t T = lasker ? L : r.t + 1; /* code cells */
  size_t steps = (size_t)L + 5;
  t = gr_trace_new(steps, trace_rules, R_COUNT, explain, err);
  if (t == NULL) goto done;
  gr_trace_use_texts(t, &heaps_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "d", HEAPS_VIEW_CODE, 1, T, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "heap", HEAPS_VIEW_HEAPS, 1, (uint32_t)nheaps, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "G", HEAPS_VIEW_G, 1, L, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "period", lasker ? HEAPS_VIEW_PERIOD_SALTUS : HEAPS_VIEW_PERIOD, 1,
                             lasker ? 3 : 2, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "proved", HEAPS_VIEW_PROVED, 1, 1, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "grundy", HEAPS_VIEW_GRUNDY, 1, 1, 0, err) < 0)
    goto done;
  t->views[V_PROVED].value_kind = GR_VALUE_BOOL;
  if (gr_trace_set_params(t, &(heaps_trace_params){r.kind}, sizeof(heaps_trace_params), err) != 0) goto done;
  gr_trace_set_words(t, V_CODE, &heaps_texts, HEAPS_W_CODE, false);
  gr_trace_set_words(t, V_HEAPS, &heaps_texts, HEAPS_W_HEAP, false);
  gr_trace_set_words(t, V_G, &heaps_texts, HEAPS_W_G, false);
  gr_trace_set_words(t, V_PERIOD, &heaps_texts, HEAPS_W_PERIOD, false);
  for (uint32_t k = 0; k < T; k++)
    t->views[V_CODE].values[k] = r.kind == HEAPS_LASKER ? (k == 0 ? 4 : 3) : lasker ? (k == 0 ? 0 : 3) : r.digit[k];
  for (size_t i = 0; r.kind == HEAPS_ALLBUT && i < r.nset; i++) t->views[V_CODE].values[r.set[i]] = 0;
  for (size_t i = 0; i < nheaps; i++) t->views[V_HEAPS].values[i] = p->v[h0 + i];
  /* rare values mean nothing for an all-but set's growing values (no split, no sparse space) */
  if (r.kind != HEAPS_ALLBUT && (t->views[V_G].rare_mask = rare_mask(q.g, L)) != 0) {
    uint8_t *rare = t->views[V_G].rare = malloc(L);
    if (rare == NULL) {
      gr_error_nomem(err);
      goto done;
    }
    for (uint32_t n = 0; n < L; n++) rare[n] = (uint8_t)(__builtin_popcount(q.g[n] & t->views[V_G].rare_mask) & 1);
  }
  made = gr_job_create(&trace_ops, sizeof(trace_state), steps, err);
  if (made == NULL) goto done;
  made->trace = t;
  t = NULL;
  trace_state *s = made->state;
  s->period = P;
  s->L = L;
  s->nheaps = (uint32_t)nheaps;
  s->lasker = lasker;
  size_t most = (size_t)L + 2 * nheaps + 2; /* cells one step reads */
  s->cells = gr_job_alloc(made, most * sizeof *s->cells, err);
  s->seen = gr_job_alloc(made, ((size_t)L + 1) * sizeof *s->seen, err);
  /* options of one heap: at most T + 1 that leave one heap or none, and
   * L / 2 + 1 splits per splitting digit */
  size_t nsplit = lasker ? 1 : r.nsplit;
  size_t most_options = (size_t)T + 2 + nsplit * ((size_t)L / 2 + 1);
  s->vals = gr_job_alloc(made, most_options * sizeof *s->vals, err);
  s->mex_seen = gr_job_alloc(made, most_options + 1, err);
  if (!s->cells || !s->seen || !s->vals || !s->mex_seen) goto done;
  *job = made;
  made = NULL;
  rc = 0;
done:
  gr_job_free(made);
  gr_trace_free(t);
  heaps_seq_free(&q);
  heaps_rules_free(&r);
  return rc;
}

/* ---- explanations ------------------------------------------------------- */

typedef struct words_ctx {
  gr_buf *out;
  const uint64_t *G;
  size_t count, shown;
} words_ctx;

#define SHOW_OPTIONS 12
#define SHOW_VALUES 24

static void option_words(int kind, uint32_t a, uint32_t b, void *ctx) {
  words_ctx *c = ctx;
  if (c->count++ >= SHOW_OPTIONS) return;
  if (c->count > 1) gr_buf_puts(c->out, ", ");
  if (kind == 2) gr_buf_printf(c->out, "G(%u)^G(%u)", a, b);
  else gr_buf_printf(c->out, "G(%u)", a);
}

typedef struct values_ctx {
  const uint64_t *G;
  unsigned char *present;
  uint64_t cap;
} values_ctx;

static void option_value(int kind, uint32_t a, uint32_t b, void *ctx) {
  values_ctx *c = ctx;
  uint64_t v = kind == 2 ? c->G[a] ^ c->G[b] : c->G[a];
  if (v < c->cap) c->present[v] = 1;
}

/* The ruleset the views show: the code view's digits (Lasker's Nim, d0 =
 * 4, and all-but sets, d0 = 0 and E the counts of digit 0, have the saltus
 * column in their period view). */
static void period_rules(const gr_trace *t, heaps_rules *r) {
  heaps_rules_init(r);
  const gr_view *code = &t->views[V_CODE];
  if (GR_TRACE_PARAMS_OF(t, heaps_trace_params)->kind == HEAPS_LASKER) {
    r->kind = HEAPS_LASKER;
    return;
  }
  if (t->views[V_PERIOD].cols == 3) {
    r->kind = HEAPS_ALLBUT;
    r->set = malloc(code->cols * sizeof *r->set);
    if (r->set == NULL) return;
    for (uint32_t k = 1; k < code->cols; k++)
      if (code->values[k] == 0) r->set[r->nset++] = k;
    r->t = r->nset ? r->set[r->nset - 1] : 0;
    return;
  }
  uint32_t T = code->cols - 1;
  r->kind = HEAPS_OCTAL;
  r->digit = malloc((size_t)T + 1);
  if (r->digit == NULL) return;
  r->t = T;
  for (uint32_t k = 0; k <= T; k++) r->digit[k] = (uint8_t)code->values[k];
  gr_error err = {0};
  heaps_rules_derive(r, &err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &heaps_texts;
  uint8_t rule = t->step_rule[step];
  uint32_t cell = t->step_cell[step];
  const uint64_t *G = t->views[V_G].values;
  const gr_view *pv = &t->views[V_PERIOD];
  bool lasker = GR_TRACE_PARAMS_OF(t, heaps_trace_params)->kind == HEAPS_LASKER; /* its period has a saltus */
  uint64_t n0 = pv->values[0], p = pv->values[1], salt = lasker ? pv->values[2] : 0;
  uint32_t L = t->views[V_G].cols;
  switch (rule) {
  case R_NOMOVE:
  case R_MEX: {
    uint32_t n = cell - t->views[V_G].base;
    if (rule == R_NOMOVE) {
      gr_say(out, T, lang, HEAPS_EX_NOMOVE, GR_U(n));
      return;
    }
    gr_buf_printf(out, "G(%u) = mex{", n);
    words_ctx w = {.out = out, .G = G};
    for_options(&t->views[V_CODE], n, option_words, &w);
    if (w.count > SHOW_OPTIONS) gr_say(out, T, lang, HEAPS_EX_MORE_OPTIONS, GR_U(w.count));
    gr_buf_puts(out, "} = mex{");
    uint64_t cap = (uint64_t)w.count + 2;
    unsigned char *present = calloc((size_t)cap, 1);
    if (present) {
      values_ctx c = {.G = G, .present = present, .cap = cap};
      for_options(&t->views[V_CODE], n, option_value, &c);
      size_t shown = 0, total = 0;
      for (uint64_t x = 0; x < cap; x++)
        if (present[x]) {
          total++;
          if (shown < SHOW_VALUES) gr_buf_printf(out, "%s%llu", shown++ ? ", " : "", (unsigned long long)x);
        }
      if (total > shown) gr_say(out, T, lang, HEAPS_EX_MORE_VALUES, GR_U(total));
      free(present);
    }
    gr_buf_printf(out, "} = %llu", (unsigned long long)G[n]);
    gr_say(out, T, lang, HEAPS_EX_MEX_TAIL);
    return;
  }
  case R_PREPERIOD:
    if (n0 == 0)
      gr_say(out, T, lang, HEAPS_EX_PREPERIOD0, GR_U(p));
    else if (lasker)
      gr_say(out, T, lang, HEAPS_EX_PREPERIOD_SALTUS, GR_U(n0), GR_U(n0 - 1 + p), GR_U(n0 - 1),
             GR_I((int64_t)G[n0 - 1 + p] - (int64_t)G[n0 - 1]));
    else
      gr_say(out, T, lang, HEAPS_EX_PREPERIOD, GR_U(n0), GR_U(n0 - 1), GR_U(G[n0 - 1]), GR_U(n0 - 1 + p),
             GR_U(G[n0 - 1 + p]), GR_U(p));
    return;
  case R_PERIOD: {
    char plus[32] = "";
    if (salt) gr_snprintf(plus, sizeof plus, " + %llu", (unsigned long long)salt);
    gr_say(out, T, lang, HEAPS_EX_PERIOD, GR_U(p), GR_S(plus), GR_U(n0), GR_U(L - 1 - p));
    if (p <= 40 && n0 + p <= L) {
      gr_say(out, T, lang, HEAPS_EX_BLOCK);
      for (uint64_t x = n0; x < n0 + p; x++) gr_buf_printf(out, " %llu", (unsigned long long)G[x]);
    }
    gr_say(out, T, lang, HEAPS_EX_END);
    return;
  }
  case R_SALTUS:
    gr_say(out, T, lang, HEAPS_EX_SALTUS, GR_U(salt), GR_U(p), GR_U(n0 + p), GR_U(G[n0 + p]), GR_U(n0));
    return;
  case R_PROVED:
  case R_OBSERVED:
  case R_NONE: {
    heaps_rules r;
    period_rules(t, &r);
    heaps_period P;
    memset(&P, 0, sizeof P);
    if (rule != R_NONE) {
      P.preperiod = n0;
      P.period = p;
      P.saltus = (int64_t)salt;
      P.holds = L - p - n0;
    }
    /* judge again from the numbers in the views: the bound, then the verdict the step recorded */
    uint16_t *g16 = r.kind == HEAPS_ALLBUT ? malloc((size_t)L * sizeof *g16) : NULL;
    if (g16 != NULL) { /* the all-but proof reads the values (they fit: the engine kept them in 16 bits) */
      for (uint32_t x = 0; x < L; x++) g16[x] = (uint16_t)G[x];
      heaps_allbut_judge(&r, g16, L, &P);
      free(g16);
    } else {
      heaps_period_judge(&r, L, &P);
    }
    P.status = rule == R_PROVED ? HEAPS_PROVED : rule == R_OBSERVED ? HEAPS_OBSERVED : HEAPS_NONE;
    if (rule != R_NONE) gr_say(out, T, lang, rule == R_PROVED ? HEAPS_EX_PROVED : HEAPS_EX_OBSERVED);
    heaps_period_describe(&r, &P, L, lang, out);
    gr_say(out, T, lang, HEAPS_EX_END);
    heaps_rules_free(&r);
    return;
  }
  default: {
    const gr_view *hv = &t->views[V_HEAPS];
    uint64_t x = t->views[V_GRUNDY].values[0];
    if (hv->cols == 0) {
      gr_say(out, T, lang, HEAPS_EX_NO_HEAP);
      return;
    }
    for (uint32_t i = 0; i < hv->cols && i < 16; i++)
      gr_buf_printf(out, "%sG(%llu)", i ? " ^ " : "", (unsigned long long)hv->values[i]);
    if (hv->cols > 16) gr_buf_puts(out, " ^ ...");
    gr_buf_puts(out, " = ");
    for (uint32_t i = 0; i < hv->cols && i < 16; i++)
      gr_buf_printf(out, "%s%llu", i ? " ^ " : "", (unsigned long long)G[hv->values[i]]);
    if (hv->cols > 16) gr_buf_puts(out, " ^ ...");
    gr_buf_printf(out, " = %llu", (unsigned long long)x);
    gr_say(out, T, lang, x ? HEAPS_EX_WIN : HEAPS_EX_LOSE);
    return;
  }
  }
}
