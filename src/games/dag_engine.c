/*
 * dag_engine.c — the analysis of the dag game (see dag.c for the theory):
 * Grundy values by depth-first post-order, or by Kahn's peeling of sinks
 * once a cycle shows; win / lose / draw of one token by retrograde
 * labelling; the SJ premise by breadth-first search from the tokens; and,
 * when neither the xor nor SJ decides, retrograde labelling of the sum's
 * own positions (dag_product).  All of it is one resumable state machine
 * (dag_engine_advance), driven by the verdict job here, by the trace
 * (dag_trace.c) and, run to the end, by the computer's stalling move.
 */
#include "dag_internal.h"
#include "kit/kit_text.h"
#include "nim.h"

#include <stdlib.h>
#include <string.h>

#define LIST_WORDS (UINT64_C(1) << 24) /* words of winning moves listed (128 MiB) */

enum {
  PH_OUT, PH_OUT_PREFIX, PH_DFS, PH_IN_COUNT, PH_IN_PREFIX, PH_FILL, PH_PEEL_INIT, PH_PEEL, PH_RETRO_INIT, PH_RETRO,
  PH_RETRO_DONE, PH_DECIDE, PH_PREMISE, PH_BUILD, PH_SEARCH_INIT, PH_SEARCH, PH_DONE
};

static void product_free(dag_product *q) {
  if (q == NULL) return;
  for (uint32_t i = 0; i < q->k; i++) {
    if (q->glob) free(q->glob[i]);
    if (q->ostart) free(q->ostart[i]);
    if (q->oto) free(q->oto[i]);
    if (q->istart) free(q->istart[i]);
    if (q->ifrom) free(q->ifrom[i]);
  }
  void *arrays[] = {q->glob, q->ostart, q->oto, q->istart, q->ifrom, q->size, q->stride,
                    q->count, q->label, q->queue, q->digit, q->map, q};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) free(arrays[i]);
}

void dag_engine_free(dag_engine *e) {
  if (e == NULL) return;
  void *arrays[] = {e->out_start, e->in_start, e->in_from, e->it, e->sg, e->order, e->pending,
                    e->mark, e->outcome, e->rqueue, e->why, e->seen, e->bfs};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) free(arrays[i]);
  product_free(e->prod);
  free(e);
}

dag_engine *dag_engine_new(const gr_pos *p, gr_error *err) {
  dag_engine *e = calloc(1, sizeof *e);
  if (e == NULL) return gr_error_nomem(err), NULL;
  if (dag_decode(p, &e->d, true, err) != 0) {
    free(e);
    return NULL;
  }
  size_t n = e->d.n;
  e->out_start = calloc(n + 1, sizeof *e->out_start);
  e->sg = malloc(n * sizeof *e->sg);
  e->order = malloc(n * sizeof *e->order);
  e->pending = malloc(n * sizeof *e->pending);
  e->it = malloc(n * sizeof *e->it);
  if (!e->out_start || !e->sg || !e->order || !e->pending || !e->it) {
    dag_engine_free(e);
    return gr_error_nomem(err), NULL;
  }
  for (size_t v = 0; v < n; v++) e->sg[v] = SG_INF;
  return e;
}

uint64_t dag_engine_total(const dag_view *d) { return 6 * (uint64_t)d->m + 9 * (uint64_t)d->n + 1; }

static int refuse_search(dag_engine *e, uint64_t positions, gr_error *err) {
  const dag_view *d = &e->d;
  unsigned key = e->sj_failed ? (positions ? DAG_REFUSE_SJ_COUNT : DAG_REFUSE_SJ_MORE)
                              : (positions ? DAG_REFUSE_CYCLE_COUNT : DAG_REFUSE_CYCLE_MORE);
  if (e->sj_failed)
    return gr_error_say(err, GR_ELIMIT, &dag_texts, key, GR_U(d->k), GR_U(e->witness), GR_U(e->witness_token + 1),
                        GR_U(positions), GR_U(DAG_PRODUCT_MAX_STATES), GR_U(DAG_PRODUCT_MAX_WORK));
  return gr_error_say(err, GR_ELIMIT, &dag_texts, key, GR_U(d->k), GR_U(e->witness_token + 1),
                      GR_U(d->tokens[e->witness_token]), GR_U(positions), GR_U(DAG_PRODUCT_MAX_STATES),
                      GR_U(DAG_PRODUCT_MAX_WORK));
}

/* Builds token q->built's reachable subgraph with local indices. */
static int product_build_one(dag_engine *e, gr_error *err) {
  dag_product *q = e->prod;
  const dag_view *d = &e->d;
  uint32_t i = q->built;
  uint32_t cap = 64, r = 0;
  uint32_t *glob = malloc(cap * sizeof *glob);
  if (glob == NULL) return gr_error_nomem(err);
  q->glob[i] = glob;
  uint32_t t = (uint32_t)d->tokens[i];
  q->map[t] = 0;
  glob[r++] = t;
  uint64_t edges = 0;
  for (uint32_t h = 0; h < r; h++) {
    uint32_t v = glob[h];
    edges += dag_outdeg(e, v);
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = eto(d->edges[x]);
      if (q->map[w] != NONE32) continue;
      if (r == DAG_PRODUCT_MAX_STATES) {
        for (uint32_t j = 0; j < r; j++) q->map[glob[j]] = NONE32;
        return refuse_search(e, 0, err);
      }
      if (r == cap) {
        cap *= 2;
        uint32_t *more = realloc(glob, cap * sizeof *glob);
        if (more == NULL) return gr_error_nomem(err);
        q->glob[i] = glob = more;
      }
      q->map[w] = r;
      glob[r++] = w;
    }
  }
  e->units += r + edges;
  q->size[i] = r;
  q->ostart[i] = calloc((size_t)r + 1, sizeof **q->ostart);
  q->oto[i] = malloc((edges ? edges : 1) * sizeof **q->oto);
  q->istart[i] = calloc((size_t)r + 1, sizeof **q->istart);
  q->ifrom[i] = malloc((edges ? edges : 1) * sizeof **q->ifrom);
  if (!q->ostart[i] || !q->oto[i] || !q->istart[i] || !q->ifrom[i])
    return gr_error_nomem(err);
  uint32_t *os = q->ostart[i], *ot = q->oto[i], *is = q->istart[i], *ifr = q->ifrom[i];
  uint32_t m = 0;
  for (uint32_t l = 0; l < r; l++) {
    uint32_t v = glob[l];
    os[l] = m;
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = q->map[eto(d->edges[x])];
      ot[m++] = w;
      is[w + 1]++;
    }
  }
  os[r] = m;
  for (uint32_t l = 0; l < r; l++) is[l + 1] += is[l];
  uint32_t *fill = malloc(((size_t)r + 1) * sizeof *fill);
  if (fill == NULL) return gr_error_nomem(err);
  memcpy(fill, is, ((size_t)r + 1) * sizeof *fill);
  for (uint32_t l = 0; l < r; l++)
    for (uint32_t x = os[l]; x < os[l + 1]; x++) ifr[fill[ot[x]]++] = l;
  free(fill);
  for (uint32_t j = 0; j < r; j++) q->map[glob[j]] = NONE32;
  q->built++;
  return 0;
}

/* After every token's subgraph: the size of the search, or a refusal. */
static int product_plan(dag_engine *e, gr_error *err) {
  dag_product *q = e->prod;
  uint64_t P = 1;
  for (uint32_t i = 0; i < q->k; i++) {
    q->stride[i] = P;
    if (P > DAG_PRODUCT_MAX_STATES / q->size[i]) return refuse_search(e, 0, err);
    P *= q->size[i];
  }
  uint64_t work = P * q->k;
  for (uint32_t i = 0; i < q->k; i++) work += (uint64_t)q->ostart[i][q->size[i]] * (P / q->size[i]);
  if (work > DAG_PRODUCT_MAX_WORK) return refuse_search(e, P, err);
  q->P = P;
  q->start = 0; /* every token is local vertex 0 of its own subgraph */
  q->count = malloc(P * sizeof *q->count);
  q->label = malloc(P);
  q->queue = malloc(P * sizeof *q->queue);
  q->digit = calloc(q->k, sizeof *q->digit);
  if (!q->count || !q->label || !q->queue || !q->digit)
    return gr_error_nomem(err);
  free(q->map);
  q->map = NULL;
  return 0;
}

static int start_product(dag_engine *e, gr_error *err) {
  dag_product *q = calloc(1, sizeof *q);
  e->prod = q;
  if (q == NULL) return gr_error_nomem(err);
  uint32_t k = e->d.k;
  q->size = calloc(k, sizeof *q->size);
  q->stride = calloc(k, sizeof *q->stride);
  q->glob = calloc(k, sizeof *q->glob);
  q->ostart = calloc(k, sizeof *q->ostart);
  q->oto = calloc(k, sizeof *q->oto);
  q->istart = calloc(k, sizeof *q->istart);
  q->ifrom = calloc(k, sizeof *q->ifrom);
  q->map = malloc((size_t)e->d.n * sizeof *q->map);
  q->k = k; /* after the arrays: product_free walks k entries of each */
  if (!q->size || !q->stride || !q->glob || !q->ostart || !q->oto || !q->istart || !q->ifrom || !q->map)
    return gr_error_nomem(err);
  memset(q->map, 0xff, (size_t)e->d.n * sizeof *q->map);
  return 0;
}

/* 1 finished, 0 budget spent, -1 error.  Each phase does at most about
 * *budget units and takes them off. */

/* A linear phase over the indices cursor .. limit-1: the part [*from, *to)
 * that fits the budget, which is charged for it; true when it reaches the
 * end (the cursor is then reset for the next phase). */
static bool sweep(dag_engine *e, uint64_t *budget, uint64_t limit, uint64_t *from, uint64_t *to) {
  *from = e->cursor;
  *to = e->cursor + *budget < limit ? e->cursor + *budget : limit;
  *budget -= *to - *from;
  e->units += *to - *from;
  e->cursor = *to == limit ? 0 : *to;
  return *to == limit;
}

/* Charges `spent` units of a phase that may overrun its budget a little. */
static void spend(dag_engine *e, uint64_t *budget, uint64_t spent) {
  *budget -= spent < *budget ? spent : *budget;
  e->units += spent;
}

/* SG(v) = mex of its successors' values (every one known), through the marks. */
static uint32_t mex_at(dag_engine *e, uint32_t v) {
  uint32_t b = e->out_start[v], end = e->out_start[v + 1], deg = end - b;
  for (uint32_t x = b; x < end; x++) {
    uint32_t s = e->sg[eto(e->d.edges[x])];
    if (s <= deg) e->mark[s] = v + 1;
  }
  uint32_t g = 0;
  while (e->mark[g] == v + 1) g++;
  return g;
}

/* Depth first from each unvisited vertex in turn; a vertex's SG value is
 * its successors' mex once they are all done (post-order, so the order is
 * a reverse topological one).  Meeting a vertex still on the stack means a
 * cycle: then Kahn's peeling takes over, with the predecessor lists it
 * needs. */
static int depth_first(dag_engine *e, uint64_t *budget, gr_error *err) {
  const dag_view *d = &e->d;
  uint32_t n = d->n, m = d->m, *stack = e->pending;
  uint64_t spent = 0;
  while (spent < *budget) {
    if (e->sp == 0) {
      while (e->cursor < n && e->sg[e->cursor] != SG_INF) e->cursor++, spent++;
      if (e->cursor == n) break;
      uint32_t r = (uint32_t)e->cursor;
      e->sg[r] = SG_GRAY;
      e->it[r] = e->out_start[r];
      stack[e->sp++] = r;
    }
    uint32_t v = stack[e->sp - 1];
    if (e->it[v] < e->out_start[v + 1]) {
      uint32_t w = eto(d->edges[e->it[v]++]), s = e->sg[w];
      spent++;
      if (s == SG_INF) {
        e->sg[w] = SG_GRAY;
        e->it[w] = e->out_start[w];
        stack[e->sp++] = w;
      } else if (s == SG_GRAY) {
        e->cyclic = true;
        break;
      }
    } else {
      e->sg[v] = mex_at(e, v);
      e->order[e->nq++] = v;
      e->sp--;
      spent += 1 + dag_outdeg(e, v);
    }
  }
  spend(e, budget, spent);
  if (!e->cyclic && e->cursor < n) return 0;
  free(e->it);
  e->it = NULL;
  e->cursor = 0;
  e->retro = d->misere || e->cyclic;
  if (e->cyclic) e->nq = 0, e->sp = 0; /* start over with Kahn */
  e->phase = e->retro ? PH_IN_COUNT : PH_DECIDE;
  if (!e->retro) return 0;
  e->in_start = calloc((size_t)n + 1, sizeof *e->in_start);
  e->in_from = malloc((m ? m : 1) * sizeof *e->in_from);
  e->outcome = malloc(n);
  e->rqueue = malloc((size_t)n * sizeof *e->rqueue);
  e->why = malloc((size_t)n * sizeof *e->why);
  if (!e->in_start || !e->in_from || !e->outcome || !e->rqueue || !e->why) return gr_error_nomem(err);
  return 0;
}

/* Kahn's peeling: a vertex gets its value once all its successors have one. */
static void peel(dag_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  while (spent < *budget && e->qhead < e->nq) {
    uint32_t v = e->order[e->qhead++];
    e->sg[v] = mex_at(e, v);
    for (uint32_t x = e->in_start[v]; x < e->in_start[v + 1]; x++)
      if (--e->pending[e->in_from[x]] == 0) e->order[e->nq++] = e->in_from[x];
    spent += 1 + dag_outdeg(e, v) + (e->in_start[v + 1] - e->in_start[v]);
  }
  spend(e, budget, spent);
  if (e->qhead == e->nq) e->phase = PH_RETRO_INIT;
}

/* Retrograde labelling of one token: a vertex with a lost successor is won,
 * one whose successors are all won is lost.  `pending` counts unresolved
 * successors, then holds the label time. */
static void retrograde(dag_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  while (spent < *budget && e->rhead < e->rtail) {
    uint32_t v = e->rqueue[e->rhead++];
    bool lost = e->outcome[v] == LOST;
    for (uint32_t x = e->in_start[v]; x < e->in_start[v + 1]; x++) {
      uint32_t u = e->in_from[x];
      if (e->outcome[u] != UNKNOWN) continue;
      if (lost) {
        e->outcome[u] = WON;
        e->why[u] = v;
      } else if (--e->pending[u] == 0) {
        e->outcome[u] = LOST;
      } else {
        continue;
      }
      e->pending[u] = e->rtail;
      e->rqueue[e->rtail++] = u;
    }
    spent += 1 + (e->in_start[v + 1] - e->in_start[v]);
  }
  spend(e, budget, spent);
  if (e->rhead == e->rtail) e->phase = PH_RETRO_DONE;
}

/* Which method decides the sum, and what it needs next. */
static int decide(dag_engine *e, uint64_t *budget, gr_error *err) {
  const dag_view *d = &e->d;
  bool finite = true;
  for (uint32_t i = 0; i < d->k && finite; i++)
    if (e->sg[d->tokens[i]] == SG_INF) finite = false, e->witness_token = i;
  if (!d->misere) e->method = finite ? DAG_METHOD_XOR : d->k == 1 ? DAG_METHOD_SINGLE : DAG_METHOD_SEARCH;
  else e->method = d->k == 1 ? DAG_METHOD_SINGLE : finite ? DAG_METHOD_SJ : DAG_METHOD_SEARCH;
  *budget -= 1;
  e->units += d->k;
  if (e->method == DAG_METHOD_SJ) {
    /* The premise: no vertex a token reaches has SG 0 unless it is a sink. */
    e->seen = calloc(d->n, 1);
    e->bfs = malloc((size_t)d->n * sizeof *e->bfs);
    if (!e->seen || !e->bfs) return gr_error_nomem(err);
    for (uint32_t i = 0; i < d->k; i++) {
      uint32_t t = (uint32_t)d->tokens[i];
      if (!e->seen[t]) e->seen[t] = 1, e->bfs[e->btail++] = t;
    }
    e->premise = true;
    e->phase = PH_PREMISE;
  } else if (e->method == DAG_METHOD_SEARCH) {
    if (start_product(e, err) != 0) return -1;
    e->phase = PH_BUILD;
  } else {
    e->phase = PH_DONE;
  }
  return 0;
}

/* Whether `from` reaches `target` (breadth first, in e->seen and e->bfs). */
static bool reaches(dag_engine *e, uint32_t from, uint32_t target) {
  memset(e->seen, 0, e->d.n);
  uint32_t head = 0, tail = 0;
  e->seen[from] = 1;
  e->bfs[tail++] = from;
  while (head < tail) {
    uint32_t v = e->bfs[head++];
    if (v == target) return true;
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = eto(e->d.edges[x]);
      if (!e->seen[w]) e->seen[w] = 1, e->bfs[tail++] = w;
    }
  }
  return false;
}

/* The SJ premise, breadth first from the tokens; when it fails, the search. */
static int premise(dag_engine *e, uint64_t *budget, gr_error *err) {
  const dag_view *d = &e->d;
  uint64_t spent = 0;
  while (spent < *budget && e->bhead < e->btail && e->premise) {
    uint32_t v = e->bfs[e->bhead++];
    if (e->sg[v] == 0 && dag_outdeg(e, v) > 0) {
      e->premise = false;
      e->witness = v;
      break;
    }
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = eto(d->edges[x]);
      if (!e->seen[w]) e->seen[w] = 1, e->bfs[e->btail++] = w;
    }
    spent += 1 + dag_outdeg(e, v);
  }
  spend(e, budget, spent);
  if (e->premise && e->bhead < e->btail) return 0;
  if (e->premise) {
    e->phase = PH_DONE;
    return 0;
  }
  /* Which token reaches the witness: search again from each (rare path, O(k (n + m))). */
  for (uint32_t i = 0; i < d->k; i++)
    if (reaches(e, (uint32_t)d->tokens[i], e->witness)) {
      e->witness_token = i;
      break;
    }
  e->method = DAG_METHOD_SEARCH;
  e->sj_failed = true;
  if (start_product(e, err) != 0) return -1;
  e->phase = PH_BUILD;
  return 0;
}

/* The search's first pass: every position's count of moves; the ends are labelled. */
static void search_init(dag_engine *e, uint64_t *budget) {
  dag_product *q = e->prod;
  uint64_t end = q->cursor + *budget < q->P ? q->cursor + *budget : q->P;
  for (uint64_t s = q->cursor; s < end; s++) {
    uint32_t c = 0;
    for (uint32_t i = 0; i < q->k; i++) c += q->ostart[i][q->digit[i] + 1] - q->ostart[i][q->digit[i]];
    q->label[s] = UNKNOWN;
    q->count[s] = c;
    if (c == 0) {
      q->label[s] = e->d.misere ? WON : LOST;
      q->count[s] = (uint32_t)q->tail;
      q->queue[q->tail++] = (uint32_t)s;
    }
    for (uint32_t i = 0; i < q->k; i++) { /* the odometer: digit 0 turns fastest */
      if (++q->digit[i] < q->size[i]) break;
      q->digit[i] = 0;
    }
  }
  *budget -= end - q->cursor;
  e->units += (end - q->cursor) * q->k;
  q->cursor = end;
  if (end == q->P) e->phase = PH_SEARCH;
}

/* Retrograde labelling of the sum's positions, predecessors token by token. */
static void search(dag_engine *e, uint64_t *budget) {
  dag_product *q = e->prod;
  uint64_t spent = 0;
  while (spent < *budget && q->head < q->tail) {
    uint32_t s = q->queue[q->head++];
    bool lost = q->label[s] == LOST;
    uint64_t rest = s;
    for (uint32_t i = 0; i < q->k; i++) {
      uint32_t l = (uint32_t)(rest % q->size[i]);
      rest /= q->size[i];
      uint64_t base = s - (uint64_t)l * q->stride[i];
      for (uint32_t x = q->istart[i][l]; x < q->istart[i][l + 1]; x++) {
        uint64_t u = base + (uint64_t)q->ifrom[i][x] * q->stride[i];
        if (q->label[u] != UNKNOWN) continue;
        if (lost) {
          q->label[u] = WON;
        } else if (--q->count[u] == 0) {
          q->label[u] = LOST;
        } else {
          continue;
        }
        q->count[u] = (uint32_t)q->tail;
        q->queue[q->tail++] = (uint32_t)u;
      }
      spent += q->istart[i][l + 1] - q->istart[i][l];
    }
    spent += 1;
  }
  spend(e, budget, spent);
  if (q->head == q->tail) e->phase = PH_DONE;
}

/* The verdict from what the phases found. */
static void finish(dag_engine *e) {
  const dag_view *d = &e->d;
  e->x = 0;
  for (uint32_t i = 0; i < d->k && (e->method == DAG_METHOD_XOR || e->method == DAG_METHOD_SJ); i++) {
    e->x ^= e->sg[d->tokens[i]];
    e->nbig += e->sg[d->tokens[i]] > 1;
  }
  switch (e->method) {
  case DAG_METHOD_XOR: e->result = e->x ? WON : LOST; break;
  case DAG_METHOD_SINGLE: e->result = e->outcome[d->tokens[0]]; break;
  case DAG_METHOD_SJ: e->result = misere_first_wins(e->x, e->nbig) ? WON : LOST; break;
  default: e->result = e->prod->label[e->prod->start] == UNKNOWN ? DRAWN : e->prod->label[e->prod->start]; break;
  }
}

int dag_engine_advance(dag_engine *e, uint64_t *budget, gr_error *err) {
  const dag_view *d = &e->d;
  uint32_t n = d->n, m = d->m;
  uint64_t a, b;
  while (*budget > 0) {
    switch (e->phase) {
    case PH_OUT: { /* the edges are sorted by source: row starts in one sequential pass */
      bool end = sweep(e, budget, m, &a, &b);
      for (uint64_t x = a; x < b; x++) e->out_start[efrom(d->edges[x]) + 1]++;
      if (end) e->phase = PH_OUT_PREFIX;
      break;
    }
    case PH_OUT_PREFIX: {
      bool end = sweep(e, budget, n, &a, &b);
      for (uint64_t v = a; v < b; v++) {
        e->out_start[v + 1] += e->out_start[v];
        if (dag_outdeg(e, (uint32_t)v) > e->maxdeg) e->maxdeg = dag_outdeg(e, (uint32_t)v);
      }
      if (end) {
        e->phase = PH_DFS;
        e->mark = calloc((size_t)e->maxdeg + 2, sizeof *e->mark);
        if (e->mark == NULL) return gr_error_nomem(err);
      }
      break;
    }
    case PH_DFS:
      if (depth_first(e, budget, err) != 0) return -1;
      break;
    case PH_IN_COUNT: {
      bool end = sweep(e, budget, m, &a, &b);
      for (uint64_t x = a; x < b; x++) e->in_start[eto(d->edges[x]) + 1]++;
      if (end) e->phase = PH_IN_PREFIX;
      break;
    }
    case PH_IN_PREFIX: {
      bool end = sweep(e, budget, n, &a, &b);
      for (uint64_t v = a; v < b; v++) e->in_start[v + 1] += e->in_start[v];
      if (end) {
        e->phase = PH_FILL;
        memcpy(e->pending, e->in_start, (size_t)n * sizeof *e->pending); /* fill cursors */
      }
      break;
    }
    case PH_FILL: {
      bool end = sweep(e, budget, m, &a, &b);
      for (uint64_t x = a; x < b; x++) e->in_from[e->pending[eto(d->edges[x])]++] = efrom(d->edges[x]);
      if (end) e->phase = e->cyclic ? PH_PEEL_INIT : PH_RETRO_INIT;
      break;
    }
    case PH_PEEL_INIT: {
      bool end = sweep(e, budget, n, &a, &b);
      for (uint64_t v = a; v < b; v++) {
        e->sg[v] = SG_INF;
        e->pending[v] = dag_outdeg(e, (uint32_t)v);
        if (e->pending[v] == 0) e->order[e->nq++] = (uint32_t)v;
      }
      if (end) e->phase = PH_PEEL;
      break;
    }
    case PH_PEEL:
      peel(e, budget);
      break;
    case PH_RETRO_INIT: {
      bool end = sweep(e, budget, n, &a, &b);
      for (uint64_t v = a; v < b; v++) {
        e->pending[v] = dag_outdeg(e, (uint32_t)v);
        e->outcome[v] = UNKNOWN;
        e->why[v] = NONE32;
        if (e->pending[v] == 0) {
          e->outcome[v] = d->misere ? WON : LOST;
          e->pending[v] = e->rtail; /* from now on: the label time */
          e->rqueue[e->rtail++] = (uint32_t)v;
        }
      }
      if (end) e->phase = PH_RETRO;
      break;
    }
    case PH_RETRO:
      retrograde(e, budget);
      break;
    case PH_RETRO_DONE: {
      bool end = sweep(e, budget, n, &a, &b);
      for (uint64_t v = a; v < b; v++)
        if (e->outcome[v] == UNKNOWN) e->outcome[v] = DRAWN, e->pending[v] = NONE32;
      if (end) e->phase = PH_DECIDE;
      break;
    }
    case PH_DECIDE:
      if (decide(e, budget, err) != 0) return -1;
      break;
    case PH_PREMISE:
      if (premise(e, budget, err) != 0) return -1;
      break;
    case PH_BUILD:
      if (product_build_one(e, err) != 0) return -1;
      *budget -= 1;
      if (e->prod->built == e->prod->k) {
        if (product_plan(e, err) != 0) return -1;
        e->phase = PH_SEARCH_INIT;
        e->prod->cursor = 0;
      }
      break;
    case PH_SEARCH_INIT:
      search_init(e, budget);
      break;
    case PH_SEARCH:
      search(e, budget);
      break;
    case PH_DONE:
      finish(e);
      return 1;
    }
  }
  return 0;
}

static int engine_run(dag_engine *e, gr_error *err) {
  for (;;) {
    uint64_t budget = UINT64_MAX / 4;
    int r = dag_engine_advance(e, &budget, err);
    if (r != 0) return r < 0 ? -1 : 0;
  }
}

/* The outcome for the player to move after token i moves to the j-th
 * out-edge of its vertex (edge index x): LOST means a winning move. */
static int after_move(const dag_engine *e, uint32_t i, uint32_t j, uint32_t x) {
  const dag_view *d = &e->d;
  uint32_t t = (uint32_t)d->tokens[i], w = eto(d->edges[x]);
  switch (e->method) {
  case DAG_METHOD_XOR: return (e->x ^ e->sg[t] ^ e->sg[w]) ? WON : LOST;
  case DAG_METHOD_SINGLE: return e->outcome[w];
  case DAG_METHOD_SJ:
    return misere_first_wins(e->x ^ e->sg[t] ^ e->sg[w], e->nbig - (e->sg[t] > 1) + (e->sg[w] > 1)) ? WON : LOST;
  default: {
    const dag_product *q = e->prod;
    /* Token i's vertex is its local 0; its j-th local out-edge is the j-th edge. */
    uint64_t s = q->start + (uint64_t)q->oto[i][q->ostart[i][0] + j] * q->stride[i];
    return q->label[s] == UNKNOWN ? DRAWN : q->label[s];
  }
  }
}

/* The verdict and every winning move (as many as memory allows). */
static int conclude(const dag_engine *e, const gr_pos *p, gr_analysis *a, gr_error *err) {
  const dag_view *d = &e->d;
  a->winner = e->result == DRAWN ? GR_WINNER_DRAW : e->result == WON ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = e->method == DAG_METHOD_XOR;
  a->grundy = a->has_grundy ? e->x : 0;
  if (e->result != WON) return 0;
  uint64_t cap = LIST_WORDS / p->len;
  if (cap == 0) cap = 1;
  for (uint32_t i = 0; i < d->k; i++) {
    uint32_t t = (uint32_t)d->tokens[i];
    for (uint32_t x = e->out_start[t], j = 0; x < e->out_start[t + 1]; x++, j++) {
      if (after_move(e, i, j, x) != LOST) continue;
      if (a->winning_moves.count >= cap) {
        a->unlisted_moves++;
        continue;
      }
      gr_pos next;
      gr_pos_init(&next);
      if (dag_with_token(p, d, i, eto(d->edges[x]), &next, err) != 0 ||
          gr_pos_list_push(&a->winning_moves, &next, err) != 0)
        return -1;
    }
  }
  return 0;
}

int dag_method_of(const gr_pos *p, dag_method *method, gr_error *err) {
  dag_engine *e = dag_engine_new(p, err);
  if (e == NULL) return -1;
  int rc = engine_run(e, err);
  if (rc == 0) *method = e->method;
  dag_engine_free(e);
  return rc;
}

/* ---- the verdict job ------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  dag_engine *e;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  dag_engine_free(s->e);
  gr_pos_free(&s->pos);
}

void dag_note_progress(gr_job *job, uint64_t units) {
  if (units >= job->total) job->total = units + 1;
  job->done = units;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  int r = dag_engine_advance(s->e, &budget, err);
  dag_note_progress(job, s->e->units);
  if (r <= 0) return r;
  if (conclude(s->e, &s->pos, &job->analysis, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

int dag_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  dag_view d;
  if (dag_decode(p, &d, false, err) != 0) return -1;
  *job = gr_job_create(&solve_ops, sizeof(solve_state), dag_engine_total(&d), err);
  if (*job == NULL) return -1;
  solve_state *s = (*job)->state;
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0 || (s->e = dag_engine_new(&s->pos, err)) == NULL) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}

/* ---- the computer's stalling move ------------------------------------ */

int dag_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (dag_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  dag_engine *e = dag_engine_new(p, err);
  if (e == NULL) return -1;
  uint32_t *height = NULL;
  int rc = -1;
  if (engine_run(e, err) != 0) goto done;
  const dag_view *d = &e->d;
  if (e->method == DAG_METHOD_XOR || e->method == DAG_METHOD_SJ) {
    height = calloc(d->n, sizeof *height);
    if (height == NULL) {
      gr_error_nomem(err);
      goto done;
    }
    for (uint32_t q = 0; q < e->nq; q++) { /* successors first */
      uint32_t v = e->order[q];
      for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++)
        if (height[eto(d->edges[x])] + 1 > height[v]) height[v] = height[eto(d->edges[x])] + 1;
    }
  }
  int64_t best = INT64_MIN;
  uint32_t bi = 0, bw = 0;
  for (uint32_t i = 0; i < d->k; i++) {
    uint32_t t = (uint32_t)d->tokens[i];
    for (uint32_t x = e->out_start[t], j = 0; x < e->out_start[t + 1]; x++, j++) {
      uint32_t w = eto(d->edges[x]);
      int after = after_move(e, i, j, x);
      int64_t score;
      if (e->result == DRAWN) {
        score = after == DRAWN ? 1 : 0; /* keep the draw */
      } else if (height) {
        score = (int64_t)height[w] - (int64_t)height[t];
      } else if (e->method == DAG_METHOD_SINGLE) {
        score = e->pending[w] == NONE32 ? -1 : (int64_t)e->pending[w];
      } else {
        const dag_product *q = e->prod;
        uint64_t s = q->start + (uint64_t)q->oto[i][q->ostart[i][0] + j] * q->stride[i];
        score = q->label[s] == UNKNOWN ? -1 : (int64_t)q->count[s];
      }
      if (e->result == WON && after == LOST) score = INT64_MAX; /* not stalling: a win is a win */
      if (score > best) best = score, bi = i, bw = w;
    }
  }
  rc = dag_with_token(p, d, bi, bw, out, err);
done:
  free(height);
  dag_engine_free(e);
  return rc;
}
