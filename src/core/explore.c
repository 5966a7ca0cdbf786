/*
 * explore.c — the game graph of any small position (gr_explore_start), for
 * every game alike: nothing here knows a game, it only calls g->moves and
 * g->format through the public interface.
 *
 * Three phases, resumable by budget like every job:
 *   1. build: breadth-first from the start, listing each position's moves
 *      once; positions are numbered in the order first reached (a hash
 *      table finds them again), a move that reaches the same position twice
 *      is one edge.  Past GR_EXPLORE_MAX_POSITIONS positions or
 *      GR_EXPLORE_MAX_EDGES edges it stops with a message: explore a smaller
 *      position.
 *   2. order: sinks peeled off first (Kahn's algorithm on out-degrees), so
 *      every option comes before the positions that reach it; what cannot
 *      be peeled holds a cycle (a loopy game), which is named in the
 *      refusal, since a position on a cycle has no Grundy value.
 *   3. steps: the trace (views, layered layout, labels) and one step per
 *      position in that order: SG = mex of its options' values.
 * The explanations, links, text and JSON are in explore_out.c.
 */
#include "explore_internal.h"

#include <stdlib.h>
#include <string.h>

enum { PHASE_BUILD, PHASE_ORDER, PHASE_STEPS };

#define CYCLE_SHOWN 3  /* positions of a cycle named in the refusal */
#define CYCLE_TEXT 24  /* bytes of each position's text shown there (messages are short) */

static const gr_rule explore_rules[EX_RULE_COUNT] = {
    [EX_RULE_MEX] = {.name_key = EXPLORE_RULE_MEX_NAME, .summary_key = EXPLORE_RULE_MEX_SUMMARY,
                     .reads = {"option", "option", "option"}},
    [EX_RULE_MEX_MISERE] = {.name_key = EXPLORE_RULE_MEX_NAME, .summary_key = EXPLORE_RULE_MEX_MISERE_SUMMARY,
                            .reads = {"option", "option", "option"}},
};

/* The slot of p: where it is, or the empty slot where it goes. */
static size_t find(const explore_state *s, const gr_pos *p) {
  size_t i = (size_t)gr_pos_hash(p) & (EX_SLOTS - 1);
  while (s->slots[i] != 0 && !gr_pos_equal(&s->nodes.items[s->slots[i] - 1], p)) i = (i + 1) & (EX_SLOTS - 1);
  return i;
}

/* The node of *p, added (taking *p) when new; -1 past the bound. */
static int node_of(explore_state *s, gr_pos *p, uint32_t *node, gr_error *err) {
  size_t i = find(s, p);
  if (s->slots[i] != 0) {
    *node = s->slots[i] - 1;
    return 0;
  }
  if (s->n == EX_NMAX)
    return gr_error_say(err, GR_ELIMIT, &gr_explore_texts, EXPLORE_TOO_MANY_POSITIONS, GR_U(EX_NMAX));
  if (gr_pos_list_push(&s->nodes, p, err) != 0) return -1;
  *node = s->n++;
  s->slots[i] = *node + 1;
  return 0;
}

/* Lists the moves of the next position and adds its edges; the work done. */
static uint64_t expand(explore_state *s, gr_error *err, int *rc) {
  uint32_t v = s->head;
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  gr_error why = {0};
  *rc = 0;
  if (s->g->moves(&s->nodes.items[v], EX_MMAX - s->m, &moves, &why) != 0) {
    gr_pos_list_free(&moves);
    *rc = why.status == GR_ELIMIT
              ? gr_error_say(err, GR_ELIMIT, &gr_explore_texts, EXPLORE_TOO_MANY_EDGES, GR_U(EX_MMAX))
              : gr_error_pass(err, &why);
    return 1;
  }
  for (size_t k = 0; k < moves.count && *rc == 0; k++) {
    uint32_t w;
    if (node_of(s, &moves.items[k], &w, err) != 0) {
      *rc = -1;
    } else if (s->stamp[w] != v + 1) { /* a second move to the same position is the same edge */
      s->stamp[w] = v + 1;
      s->edge_from[s->m] = v;
      s->edge_to[s->m++] = w;
    }
  }
  s->out_start[v + 1] = s->m;
  s->head++;
  size_t count = moves.count;
  gr_pos_list_free(&moves);
  return 1 + count;
}

/* A position's text, cut after CYCLE_TEXT bytes (at a character's start) with "...". */
static void put_short(const explore_state *s, uint32_t v, gr_buf *out) {
  gr_buf text;
  gr_buf_init(&text);
  s->g->format(&s->nodes.items[v], &text);
  size_t n = text.len;
  if (n > CYCLE_TEXT) {
    n = CYCLE_TEXT;
    while (n > 0 && ((unsigned char)text.data[n] & 0xC0) == 0x80) n--;
  }
  gr_buf_putn(out, text.data ? text.data : "", n);
  if (n < text.len) gr_buf_puts(out, "...");
  gr_buf_free(&text);
}

/* A cycle among the nodes not peeled (each has an edge to another such
 * node), written "A -> B -> ... -> A" into the refusal. */
static int refuse_cycle(const explore_state *s, const bool *peeled, gr_error *err) {
  uint32_t *walk = malloc(((size_t)s->n + 1) * sizeof *walk), *at = calloc(s->n, sizeof *at);
  if (!walk || !at) {
    free(walk);
    free(at);
    return gr_error_nomem(err);
  }
  uint32_t v = 0, len = 0;
  while (peeled[v]) v++;
  while (at[v] == 0) { /* at[v]: v's place in the walk + 1 */
    walk[len] = v;
    at[v] = ++len;
    uint32_t e = s->out_start[v];
    while (peeled[s->edge_to[e]]) e++;
    v = s->edge_to[e];
  }
  uint32_t first = at[v] - 1;
  gr_buf cycle;
  gr_buf_init(&cycle);
  for (uint32_t k = first; k <= len; k++) {
    if (k > first) gr_buf_puts(&cycle, " -> ");
    if (k < len && k - first == CYCLE_SHOWN) {
      gr_buf_puts(&cycle, "...");
      k = len - 1;
      continue;
    }
    put_short(s, k < len ? walk[k] : v, &cycle);
  }
  gr_error_say(err, GR_ESTATE, &gr_explore_texts, EXPLORE_CYCLE, GR_S(cycle.data ? cycle.data : ""));
  gr_buf_free(&cycle);
  free(walk);
  free(at);
  return -1;
}

/* Reverse topological order by peeling sinks; a refusal when a cycle is left. */
static int order(explore_state *s, gr_error *err) {
  uint32_t n = s->n, *pending = malloc(n * sizeof *pending), *in_start = calloc((size_t)n + 1, sizeof *in_start);
  uint32_t *in = malloc((s->m ? s->m : 1) * sizeof *in);
  bool *peeled = calloc(n, sizeof *peeled);
  int rc = -1;
  if (!pending || !in_start || !in || !peeled) {
    gr_error_nomem(err);
    goto done;
  }
  for (uint32_t e = 0; e < s->m; e++) in_start[s->edge_to[e] + 1]++;
  for (uint32_t v = 0; v < n; v++) in_start[v + 1] += in_start[v];
  for (uint32_t v = 0; v < n; v++) pending[v] = in_start[v]; /* a fill cursor for now */
  for (uint32_t e = 0; e < s->m; e++) in[pending[s->edge_to[e]]++] = s->edge_from[e];
  uint32_t tail = 0;
  for (uint32_t v = 0; v < n; v++)
    if ((pending[v] = s->out_start[v + 1] - s->out_start[v]) == 0) s->order[tail++] = v;
  for (uint32_t head = 0; head < tail; head++) {
    uint32_t v = s->order[head];
    peeled[v] = true;
    for (uint32_t k = in_start[v]; k < in_start[v + 1]; k++)
      if (--pending[in[k]] == 0) s->order[tail++] = in[k];
  }
  rc = tail == n ? 0 : refuse_cycle(s, peeled, err);
done:
  free(pending);
  free(in_start);
  free(in);
  free(peeled);
  return rc;
}

/* The trace: its views, the layout and the labels. */
static int make_trace(gr_job *job, explore_state *s, gr_error *err) {
  gr_trace *t = gr_trace_new(s->n, explore_rules, EX_RULE_COUNT, gr_explore_explain, err);
  if (t == NULL) return -1;
  job->trace = t;
  gr_trace_use_texts(t, &gr_explore_texts);
  t->links = gr_explore_links;
  bool misere = s->g->misere; /* the values are g⁻, and every heading says so */
  if (gr_trace_add_view_text(t, GR_VIEW_GRAPH, "graph", misere ? EXPLORE_VIEW_GRAPH_MISERE : EXPLORE_VIEW_GRAPH, 1, s->n, 0, err) !=
          EX_VIEW_GRAPH ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "order", misere ? EXPLORE_VIEW_ORDER_MISERE : EXPLORE_VIEW_ORDER, 1, s->n, 1,
                             err) != EX_VIEW_ORDER)
    return -1;
  /* a node is called by its position, "SG(2 3)" or "g⁻(2 3)", not by its number */
  gr_trace_set_words(t, EX_VIEW_GRAPH, &gr_explore_texts, misere ? EXPLORE_NODE_MISERE : EXPLORE_NODE, false);
  char *labels[EX_NMAX];
  gr_buf text;
  int rc = 0;
  for (uint32_t v = 0; v < s->n; v++) {
    gr_buf_init(&text);
    s->g->format(&s->nodes.items[v], &text);
    gr_buf_puts(&text, "");
    rc = rc || text.failed;
    labels[v] = gr_buf_take(&text);
  }
  rc = rc ? gr_error_nomem(err) : gr_trace_set_labels(t, EX_VIEW_GRAPH, (const char *const *)labels, err);
  for (uint32_t v = 0; v < s->n; v++) free(labels[v]);
  /* the layout after the labels: their widths space the nodes; layers by
   * distance to the end, left to right, edges straight (a move may skip
   * many layers: routed round them, the edges would stretch every layer) */
  return rc ? rc : gr_trace_draw_graph(t, EX_VIEW_GRAPH, s->edge_from, s->edge_to, s->m, GR_GRAPH_STRAIGHT, 0, err);
}

/* Step k: the k-th position in the order gets the mex of its options. */
static uint64_t write_step(gr_job *job, explore_state *s, gr_error *err, int *rc) {
  gr_trace *t = job->trace;
  uint32_t k = s->cursor, v = s->order[k], deg = s->out_start[v + 1] - s->out_start[v];
  bool some_lost = false;
  for (uint32_t q = 0; q < deg; q++) {
    uint32_t w = s->edge_to[s->out_start[v] + q];
    s->reads[q] = gr_trace_cell_id(t, EX_VIEW_GRAPH, 0, w);
    s->vals[q] = s->value[w];
    some_lost = some_lost || !s->mover_wins[w];
  }
  /* misère: g⁻, 1 where no move is left (the mover has won), else the mex */
  s->value[v] = s->g->misere && deg == 0 ? 1 : gr_mex(s->vals, deg, s->seen);
  s->mover_wins[v] = deg == 0 ? s->g->misere : some_lost;
  uint8_t rule = s->g->misere ? EX_RULE_MEX_MISERE : EX_RULE_MEX;
  *rc = gr_trace_write(t, EX_VIEW_GRAPH, 0, v, s->value[v], rule, s->reads, deg, err);
  if (*rc == 0) { /* the sequence view mirrors the step: cell k, written by step k */
    gr_view *o = &t->views[EX_VIEW_ORDER];
    o->values[k] = s->value[v];
    o->written_at[k] = (uint32_t)(t->nsteps - 1);
    s->cursor++;
  }
  return 1 + deg;
}

static int advance(gr_job *job, uint64_t budget, gr_error *err) {
  explore_state *s = job->state;
  int rc = 0;
  while (budget > 0 && rc == 0) {
    uint64_t cost = 1;
    switch (s->phase) {
    case PHASE_BUILD:
      if (s->head == s->n) {
        s->phase = PHASE_ORDER;
        break;
      }
      cost = expand(s, err, &rc);
      job->done = s->head;
      break;
    case PHASE_ORDER:
      rc = order(s, err) == 0 && make_trace(job, s, err) == 0 ? 0 : -1;
      cost = (uint64_t)s->n + s->m;
      s->phase = PHASE_STEPS;
      break;
    default:
      if (s->cursor == s->n) {
        gr_job_done(job);
        return 0;
      }
      cost = write_step(job, s, err, &rc);
      job->done = EX_NMAX + (uint64_t)s->cursor;
      break;
    }
    budget -= cost < budget ? cost : budget;
  }
  return rc;
}

static void destroy(gr_job *job) {
  explore_state *s = job->state;
  if (s) gr_pos_list_free(&s->nodes);
}

const gr_job_ops gr_explore_ops = {advance, destroy};

int gr_explore_start(const gr_game *g, const gr_pos *p, gr_job **job, gr_error *err) {
  *job = gr_job_create(&gr_explore_ops, sizeof(explore_state), 2 * (uint64_t)EX_NMAX + 1, err);
  if (*job == NULL) return -1;
  explore_state *s = (*job)->state;
  s->g = g;
  gr_pos_list_init(&s->nodes);
  gr_pos start;
  gr_pos_init(&start);
  uint32_t root;
  if (gr_pos_copy(&start, p, err) != 0 || node_of(s, &start, &root, err) != 0) {
    gr_pos_free(&start);
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}
