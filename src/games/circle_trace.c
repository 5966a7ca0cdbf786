/*
 * circle_trace.c — the trace of coins on a circle (see circle.c for the
 * rules, circle_theory.c for the theory).  A whole circle is drawn coin by
 * coin: who takes which coin when n <= k or k = 1, otherwise an example
 * first move, the second player's reply in the middle and the mirror pairs
 * after it.  Arcs fill the Grundy table G(L) of a row by mex (rows up to
 * CIRCLE_TRACE_ROWS), look up each arc's value and XOR them.
 */
#include "circle.h"

#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/circle_text.h"

#include <stdlib.h>
#include <string.h>

#define T (&circle_texts)

/* ---- the trace ---------------------------------------------------------- */

enum {
  RULE_TAKE_ALL = 0, /* n <= k */
  RULE_PARITY,       /* k = 1 */
  RULE_FIRST,        /* an example first move */
  RULE_REPLY,        /* the middle coin(s) */
  RULE_REPLY_ALL,    /* the rest, when at most k */
  RULE_MIRROR,       /* mirror partners */
  RULE_VERDICT,      /* whole circle */
  RULE_ROW_SMALL,    /* G(L) = L for L <= k */
  RULE_ROW_MEX,      /* G(L) by mex */
  RULE_ARC_SMALL,    /* an arc at most k */
  RULE_ARC_LOOKUP,   /* an arc from the table */
  RULE_XOR,
  RULE_ANSWER,
  RULE_COUNT
};

static const gr_rule circle_rules[RULE_COUNT] = {
    [RULE_TAKE_ALL] = {.name_key = CIRCLE_R_TAKE_ALL, .summary_key = CIRCLE_RS_TAKE_ALL},
    [RULE_PARITY] = {.name_key = CIRCLE_R_PARITY, .summary_key = CIRCLE_RS_PARITY, .reads = {"previous"}},
    [RULE_FIRST] = {.name_key = CIRCLE_R_FIRST, .summary_key = CIRCLE_RS_FIRST},
    [RULE_REPLY] = {.name_key = CIRCLE_R_REPLY, .summary_key = CIRCLE_RS_REPLY, .reads = {"first taken"}},
    [RULE_REPLY_ALL] = {.name_key = CIRCLE_R_REPLY_ALL, .summary_key = CIRCLE_RS_REPLY_ALL, .reads = {"first taken"}},
    [RULE_MIRROR] = {.name_key = CIRCLE_R_MIRROR, .summary_key = CIRCLE_RS_MIRROR, .reads = {"coin", "mirror coin"}},
    [RULE_VERDICT] = {.name_key = CIRCLE_R_ANSWER, .summary_key = CIRCLE_RS_VERDICT},
    [RULE_ROW_SMALL] = {.name_key = CIRCLE_R_ROW_SMALL, .summary_key = CIRCLE_RS_ROW_SMALL},
    [RULE_ROW_MEX] = {.name_key = CIRCLE_R_ROW_MEX, .summary_key = CIRCLE_RS_ROW_MEX},
    [RULE_ARC_SMALL] = {.name_key = CIRCLE_R_ARC, .summary_key = CIRCLE_RS_ARC_SMALL, .reads = {"arc"}},
    [RULE_ARC_LOOKUP] = {.name_key = CIRCLE_R_ARC, .summary_key = CIRCLE_RS_ARC_LOOKUP, .reads = {"arc", "G(L)"}},
    [RULE_XOR] = {.name_key = CIRCLE_R_XOR, .summary_key = CIRCLE_RS_XOR, .reads = {"x_(i-1)", "g_i"}},
    [RULE_ANSWER] = {.name_key = CIRCLE_R_ANSWER, .summary_key = CIRCLE_RS_ANSWER, .reads = {"x"}},
};

typedef struct trace_info {
  bool whole;
  int view_table, view_arcs, view_g, view_xor, view_coins, view_mirror, view_answer;
  uint64_t k;
} trace_info;

static int trace_whole(gr_trace *t, const trace_info *in, uint64_t n, gr_error *err) {
  uint64_t k = in->k;
  uint32_t un = (uint32_t)n;
  if (n <= k) {
    for (uint32_t c = 0; c < un; c++)
      if (gr_trace_write(t, in->view_coins, 0, c, 1, RULE_TAKE_ALL, NULL, 0, err) != 0) return -1;
  } else if (k == 1) {
    for (uint32_t c = 0; c < un; c++) {
      uint32_t prev = c ? gr_trace_cell_id(t, in->view_coins, 0, c - 1) : 0;
      if (gr_trace_write(t, in->view_coins, 0, c, 1 + c % 2, RULE_PARITY, &prev, c ? 1 : 0, err) != 0) return -1;
    }
  } else {
    uint32_t first = gr_trace_cell_id(t, in->view_coins, 0, 0);
    if (gr_trace_write(t, in->view_coins, 0, 0, 1, RULE_FIRST, NULL, 0, err) != 0) return -1;
    uint32_t r = un - 1; /* the row left: coins 2 .. n (0-based 1 .. n-1) */
    if (r <= k) {
      for (uint32_t c = 1; c < un; c++)
        if (gr_trace_write(t, in->view_coins, 0, c, 2, RULE_REPLY_ALL, &first, 1, err) != 0) return -1;
    } else {
      /* 0-based coin c faces coin n - c: the axis runs through coin 0 and
       * the middle of the row. */
      uint32_t lo = r % 2 ? un / 2 : (un - 1) / 2, hi = r % 2 ? un / 2 : (un + 1) / 2;
      for (uint32_t c = lo; c <= hi; c++)
        if (gr_trace_write(t, in->view_coins, 0, c, 2, RULE_REPLY, &first, 1, err) != 0) return -1;
      for (uint32_t c = 1; c < lo; c++) {
        uint32_t o = un - c;
        uint32_t reads[2] = {gr_trace_cell_id(t, in->view_coins, 0, c), gr_trace_cell_id(t, in->view_coins, 0, o)};
        if (gr_trace_write(t, in->view_mirror, 0, c, o + 1, RULE_MIRROR, reads, 2, err) != 0) return -1;
        uint32_t back[2] = {reads[1], reads[0]};
        if (gr_trace_write(t, in->view_mirror, 0, o, c + 1, RULE_MIRROR, back, 2, err) != 0) return -1;
      }
    }
  }
  return gr_trace_write(t, in->view_answer, 0, 0, circle_first_wins(n, k), RULE_VERDICT, NULL, 0, err);
}

/* The option values of row L (L > k), into `seen` (size >= 2 * L + 2). */
static void row_options(const uint64_t *G, uint64_t L, uint64_t k, unsigned char *seen, size_t cap) {
  memset(seen, 0, cap);
  for (uint64_t s = L - k > L ? 0 : L - k; s < L; s++)
    for (uint64_t a = 0; a <= s - a; a++) {
      uint64_t v = G[a] ^ G[s - a];
      if (v < cap) seen[v] = 1;
    }
}

static int trace_arcs(gr_trace *t, const trace_info *in, const uint64_t *arcs, size_t m, gr_error *err) {
  uint64_t k = in->k;
  int rc = -1;
  uint32_t *reads = NULL;
  unsigned char *seen = NULL;
  if (in->view_table >= 0) {
    uint32_t rows = t->views[in->view_table].cols;
    uint64_t *G = t->views[in->view_table].values;
    size_t cap = 4 * (size_t)rows + 8;
    reads = malloc(rows * sizeof *reads);
    seen = malloc(cap);
    if (!reads || !seen) {
      gr_error_nomem(err);
      goto done;
    }
    for (uint32_t L = 0; L < rows; L++) {
      if (L <= k) {
        if (gr_trace_write(t, in->view_table, 0, L, L, RULE_ROW_SMALL, NULL, 0, err) != 0) goto done;
        continue;
      }
      row_options(G, L, k, seen, cap);
      uint64_t v = 0;
      while (v < cap && seen[v]) v++;
      for (uint32_t a = 0; a < L; a++) reads[a] = gr_trace_cell_id(t, in->view_table, 0, a);
      if (gr_trace_write(t, in->view_table, 0, L, v, RULE_ROW_MEX, reads, L, err) != 0) goto done;
    }
  }
  uint64_t x = 0;
  for (size_t i = 0; i < m; i++) {
    uint32_t arc = gr_trace_cell_id(t, in->view_arcs, 0, (uint32_t)i);
    uint64_t g;
    if (arcs[i] <= k) {
      g = arcs[i];
      if (gr_trace_write(t, in->view_g, 0, (uint32_t)i, g, RULE_ARC_SMALL, &arc, 1, err) != 0) goto done;
    } else {
      g = t->views[in->view_table].values[arcs[i]];
      uint32_t r2[2] = {arc, gr_trace_cell_id(t, in->view_table, 0, (uint32_t)arcs[i])};
      if (gr_trace_write(t, in->view_g, 0, (uint32_t)i, g, RULE_ARC_LOOKUP, r2, 2, err) != 0) goto done;
    }
    uint32_t gi = gr_trace_cell_id(t, in->view_g, 0, (uint32_t)i);
    uint32_t r2[2] = {i ? gr_trace_cell_id(t, in->view_xor, 0, (uint32_t)(i - 1)) : gi, gi};
    x ^= g;
    if (gr_trace_write(t, in->view_xor, 0, (uint32_t)i, x, RULE_XOR, i ? r2 : r2 + 1, i ? 2 : 1, err) != 0) goto done;
  }
  uint32_t last = gr_trace_cell_id(t, in->view_xor, 0, (uint32_t)(m - 1));
  rc = gr_trace_write(t, in->view_answer, 0, 0, x != 0, RULE_ANSWER, &last, 1, err);
done:
  free(reads);
  free(seen);
  return rc;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  const trace_info *in = job->state;
  gr_trace *t = job->trace;
  int r = in->whole ? trace_whole(t, in, t->views[in->view_coins].cols, err)
                    : trace_arcs(t, in, t->views[in->view_arcs].values, t->views[in->view_arcs].cols, err);
  if (r != 0) return -1;
  gr_job_done(job);
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, NULL};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

/* Both views of a whole circle draw the coins around a circle: the coins
 * view with the circle's edges, the mirror view with the chords between
 * mirror partners (when the second player wins by symmetry). */
static int circle_graphs(gr_trace *t, const trace_info *in, uint64_t n, gr_error *err) {
  uint32_t un = (uint32_t)n, m = 0;
  if (kit_graph_on_circle(t, in->view_coins, un, NULL, NULL, un > 1 ? un : 0, err) != 0) return -1;
  uint32_t *from = malloc(un * sizeof *from), *to = malloc(un * sizeof *to);
  int rc = -1;
  if (!from || !to) {
    gr_error_nomem(err);
  } else {
    if (!circle_first_wins(n, in->k) && n - 1 > in->k) /* chords c -- n - c, 0-based */
      for (uint32_t c = 1; c < un - c; c++) from[m] = c, to[m] = un - c, m++;
    if (n % 2 == 1 && m > 0) m--; /* odd n: the middle pair is the reply itself */
    rc = kit_graph_on_circle(t, in->view_mirror, un, from, to, m, err);
  }
  free(from);
  free(to);
  return rc;
}

/* The views of a whole circle: the coins and the mirror pairs. */
static int whole_views(gr_trace *t, trace_info *in, uint64_t n, gr_error *err) {
  in->whole = true;
  if ((in->view_coins = kit_view(t, GR_VIEW_GRAPH, "coin", NULL, CIRCLE_V_COINS, 1, (uint32_t)n, 1, GR_VALUE_INT, err)) < 0 ||
      (in->view_mirror = kit_view(t, GR_VIEW_GRAPH, "mirror", NULL, CIRCLE_V_MIRROR, 1, (uint32_t)n, 1, GR_VALUE_INT, err)) < 0)
    return -1;
  return circle_graphs(t, in, n, err);
}

/* The views of arcs: the table of rows (when an arc is longer than k), the
 * arcs, their values and the running XOR. */
static int arcs_views(gr_trace *t, trace_info *in, const uint64_t *arcs, size_t m, uint64_t rows, gr_error *err) {
  if ((rows > 0 && (in->view_table = kit_view(t, GR_VIEW_SEQUENCE, "G", NULL, CIRCLE_V_TABLE, 1, (uint32_t)rows, 0,
                                                   GR_VALUE_INT, err)) < 0) ||
      (in->view_arcs = kit_view(t, GR_VIEW_SEQUENCE, "arc", NULL, CIRCLE_V_ARCS, 1, (uint32_t)m, 1, GR_VALUE_INT, err)) < 0 ||
      (in->view_g = kit_view(t, GR_VIEW_SEQUENCE, "g", NULL, CIRCLE_V_G, 1, (uint32_t)m, 1, GR_VALUE_INT, err)) < 0 ||
      (in->view_xor = kit_view(t, GR_VIEW_SEQUENCE, "x", NULL, CIRCLE_V_XOR, 1, (uint32_t)m, 1, GR_VALUE_INT, err)) < 0)
    return -1;
  memcpy(t->views[in->view_arcs].values, arcs, m * sizeof *arcs);
  return 0;
}

int circle_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (circle_is_terminal(p)) return gr_error_say(err, GR_ESTATE, T, CIRCLE_NO_COINS);
  trace_info in = {.k = p->v[0], .view_table = -1, .view_arcs = -1, .view_g = -1, .view_xor = -1, .view_coins = -1,
                   .view_mirror = -1};
  size_t m = circle_narcs(p), steps;
  const uint64_t *arcs = p->v + 2;
  uint64_t rows = 0;
  if (circle_whole(p)) {
    if (p->v[2] > CIRCLE_TRACE_COINS)
      return gr_error_say(err, GR_ELIMIT, T, CIRCLE_TRACE_COINS_LIMIT, GR_U(p->v[2]), GR_U(CIRCLE_TRACE_COINS));
    steps = 2 * (size_t)p->v[2] + 4;
  } else {
    if (m > CIRCLE_MAX_ARCS_TRACE)
      return gr_error_say(err, GR_ELIMIT, T, CIRCLE_TRACE_ARCS_LIMIT, GR_U(m), GR_U(CIRCLE_MAX_ARCS_TRACE),
                          GR_U(CIRCLE_MAX_ARCS_SOLVE));
    rows = circle_rows_needed(arcs, m, in.k);
    if (rows > CIRCLE_TRACE_ROWS)
      return gr_error_say(err, GR_ELIMIT, T, CIRCLE_TRACE_ROWS_LIMIT, GR_U(rows - 1), GR_U(in.k),
                          GR_U(CIRCLE_TRACE_ROWS - 1));
    steps = (size_t)rows + 2 * m + 1;
  }
  gr_trace *t = gr_trace_new(steps, circle_rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  gr_trace_use_texts(t, T);
  if ((circle_whole(p) ? whole_views(t, &in, p->v[2], err) : arcs_views(t, &in, arcs, m, rows, err)) != 0 ||
      (in.view_answer = kit_view_first_wins(t, err)) < 0 ||
      (*job = gr_job_create(&trace_ops, sizeof in, steps, err)) == NULL) {
    gr_trace_free(t);
    return -1;
  }
  const int cv[] = {in.view_coins, in.view_mirror, in.view_table, in.view_arcs, in.view_g, in.view_xor};
  const unsigned ck[] = {CIRCLE_W_COIN, CIRCLE_W_MIRROR, CIRCLE_W_G, CIRCLE_W_ARC, CIRCLE_W_ARC_G, CIRCLE_W_XOR};
  for (int k = 0; k < 6; k++)
    if (cv[k] >= 0) gr_trace_set_words(t, cv[k], T, ck[k], false);
  *(trace_info *)(*job)->state = in;
  (*job)->trace = t;
  return 0;
}

static int find_view(const gr_trace *t, const char *name) {
  for (size_t i = 0; i < t->nviews; i++)
    if (strcmp(t->views[i].name, name) == 0) return (int)i;
  return -1;
}

/* Row L's options as "{a, b, ...}": the values (at most 24 shown) and their mex. */
static void explain_mex(const gr_trace *t, const gr_view *v, uint32_t col, uint64_t value, gr_lang lang, gr_buf *out) {
  size_t cap = 4 * (size_t)v->cols + 8;
  unsigned char *seen = malloc(cap);
  if (seen == NULL) return;
  /* k is the largest L filled by the rule "short row" (rows 0 .. k). */
  uint64_t k = 0;
  for (uint32_t L = 0; L < v->cols; L++)
    if (v->written_at[L] != GR_NONE && t->step_rule[v->written_at[L]] == RULE_ROW_SMALL) k = L;
  row_options(v->values, col, k, seen, cap);
  gr_say(out, T, lang, CIRCLE_E_ROW_MEX, GR_U(col), GR_U(k), GR_U(col - k), GR_U(col - 1));
  size_t shown = 0;
  for (size_t i = 0; i < cap; i++)
    if (seen[i]) {
      if (shown == 24) {
        gr_buf_puts(out, ", ...");
        break;
      }
      gr_buf_printf(out, shown ? ", %zu" : "%zu", i);
      shown++;
    }
  gr_say(out, T, lang, CIRCLE_E_ROW_MEX_END, GR_U(value));
  free(seen);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step s = kit_step_at(t, step);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, s.target, &view, &row, &col);
  int vc = find_view(t, "coin");
  uint64_t n = vc >= 0 ? t->views[vc].cols : 0;
  gr_trace_cell_words(t, s.target, lang, out);
  gr_say(out, &kit_texts, lang, KIT_CF_COLON);
  switch (s.rule) {
  case RULE_TAKE_ALL:
    gr_say(out, T, lang, CIRCLE_E_TAKE_ALL, GR_U(n));
    return;
  case RULE_PARITY:
    gr_say(out, T, lang, s.value == 1 ? CIRCLE_E_PARITY_FIRST : CIRCLE_E_PARITY_SECOND, GR_U(col + 1));
    return;
  case RULE_FIRST:
    gr_say(out, T, lang, CIRCLE_E_FIRST);
    return;
  case RULE_REPLY:
    if ((n - 1) % 2)
      gr_say(out, T, lang, CIRCLE_E_REPLY_ODD, GR_U(n - 1), GR_U(col + 1));
    else
      gr_say(out, T, lang, CIRCLE_E_REPLY_EVEN, GR_U(n - 1), GR_U((n - 1) / 2 + 1), GR_U((n + 1) / 2 + 1), GR_U(col + 1));
    return;
  case RULE_REPLY_ALL:
    gr_say(out, T, lang, CIRCLE_E_REPLY_ALL, GR_U(n - 1), GR_U(col + 1));
    return;
  case RULE_MIRROR:
    gr_say(out, T, lang, CIRCLE_E_MIRROR, GR_U(col + 1), GR_U(s.value));
    return;
  case RULE_VERDICT:
    gr_say(out, T, lang, s.value ? CIRCLE_E_VERDICT_WIN : CIRCLE_E_VERDICT_LOSE);
    return;
  case RULE_ROW_SMALL:
    gr_say(out, T, lang, CIRCLE_E_ROW_SMALL, GR_U(col));
    return;
  case RULE_ROW_MEX:
    explain_mex(t, &t->views[view], col, s.value, lang, out);
    return;
  case RULE_ARC_SMALL:
    gr_say(out, T, lang, CIRCLE_E_ARC_SMALL, GR_U(s.value));
    return;
  case RULE_ARC_LOOKUP:
    gr_say(out, T, lang, CIRCLE_E_ARC_LOOKUP, GR_U(gr_trace_value(t, s.reads[0])), GR_U(s.value));
    return;
  case RULE_XOR:
    if (s.nreads == 1)
      gr_say(out, T, lang, CIRCLE_E_XOR_FIRST, GR_U(s.value));
    else
      gr_say(out, T, lang, CIRCLE_E_XOR, GR_U(gr_trace_value(t, s.reads[0])), GR_U(gr_trace_value(t, s.reads[1])),
             GR_U(s.value));
    return;
  default:
    gr_say(out, T, lang, s.value ? CIRCLE_E_ANSWER_WIN : CIRCLE_E_ANSWER_LOSE, GR_U(gr_trace_value(t, s.reads[0])));
    return;
  }
}
