/*
 * digraph_sum.c — tokens on a directed graph, the graph side (see
 * digraph_sum.h): Grundy values by depth-first post-order, or by Kahn's
 * peeling of sinks once a cycle shows; win / lose / draw of one token by
 * retrograde labelling; in normal play with a cycle, the generalized
 * Sprague-Grundy values (Smith's theory, labelled round by round as Fraenkel
 * and Yesha do), which decide any sum of tokens; the SJ premise by
 * breadth-first search from the tokens; and, in misère play when neither
 * SJ nor one token decides, retrograde labelling of the sum's own positions
 * (dgs_product).  All of it is one resumable state
 * machine, dgs_advance, each phase doing at most about its budget.
 */
#include "algo/digraph_sum.h"

#include <stdlib.h>
#include <string.h>

enum {
  PH_OUT, PH_OUT_PREFIX, PH_DFS, PH_IN_COUNT, PH_IN_PREFIX, PH_FILL, PH_PEEL_INIT, PH_PEEL, PH_RETRO_INIT, PH_RETRO,
  PH_RETRO_DONE, PH_GSG_START, PH_GSG_HAS, PH_GSG_COUNT, PH_GSG, PH_GSG_END, PH_DECIDE, PH_PREMISE, PH_BUILD, PH_SEARCH_INIT, PH_SEARCH, PH_DONE
};

static void product_free(dgs_product *q) {
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

void dgs_free(dgs_engine *e) {
  if (e == NULL) return;
  void *arrays[] = {e->out_start, e->in_start, e->in_from, e->it, e->sg, e->order, e->pending,
                    e->mark, e->outcome, e->rqueue, e->why, e->seen, e->bfs, e->gsg, e->has_round,
                    e->gcount, e->gqueue, e->gorder};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) free(arrays[i]);
  product_free(e->prod);
  free(e);
}

dgs_engine *dgs_new(const dgs_graph *g, gr_error *err) {
  dgs_engine *e = calloc(1, sizeof *e);
  if (e == NULL) return gr_error_nomem(err), NULL;
  e->d = *g;
  size_t n = e->d.n;
  e->out_start = calloc(n + 1, sizeof *e->out_start);
  e->sg = malloc(n * sizeof *e->sg);
  e->order = malloc(n * sizeof *e->order);
  e->pending = malloc(n * sizeof *e->pending);
  e->it = malloc(n * sizeof *e->it);
  if (!e->out_start || !e->sg || !e->order || !e->pending || !e->it) {
    dgs_free(e);
    return gr_error_nomem(err), NULL;
  }
  for (size_t v = 0; v < n; v++) e->sg[v] = SG_INF;
  return e;
}

uint64_t dgs_total(const dgs_graph *d) { return 6 * (uint64_t)d->m + 9 * (uint64_t)d->n + 1; }

/* The search would pass its limits: the caller says so (dgs_advance returns DGS_REFUSED). */
static int refuse(dgs_engine *e, uint64_t positions) {
  e->refused_positions = positions;
  return DGS_REFUSED;
}

/* Builds token q->built's reachable subgraph with local indices. */
static int product_build_one(dgs_engine *e, gr_error *err) {
  dgs_product *q = e->prod;
  const dgs_graph *d = &e->d;
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
    edges += dgs_outdeg(e, v);
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = eto(d->edges[x]);
      if (q->map[w] != DGS_NONE) continue;
      if (r == DGS_PRODUCT_MAX_STATES) {
        for (uint32_t j = 0; j < r; j++) q->map[glob[j]] = DGS_NONE;
        return refuse(e, 0);
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
  for (uint32_t j = 0; j < r; j++) q->map[glob[j]] = DGS_NONE;
  q->built++;
  return 0;
}

/* After every token's subgraph: the size of the search, or a refusal. */
static int product_plan(dgs_engine *e, gr_error *err) {
  dgs_product *q = e->prod;
  uint64_t P = 1;
  for (uint32_t i = 0; i < q->k; i++) {
    q->stride[i] = P;
    if (P > DGS_PRODUCT_MAX_STATES / q->size[i]) return refuse(e, 0);
    P *= q->size[i];
  }
  uint64_t work = P * q->k;
  for (uint32_t i = 0; i < q->k; i++) work += (uint64_t)q->ostart[i][q->size[i]] * (P / q->size[i]);
  if (work > DGS_PRODUCT_MAX_WORK) return refuse(e, P);
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

static int start_product(dgs_engine *e, gr_error *err) {
  dgs_product *q = calloc(1, sizeof *q);
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
static bool sweep(dgs_engine *e, uint64_t *budget, uint64_t limit, uint64_t *from, uint64_t *to) {
  *from = e->cursor;
  *to = e->cursor + *budget < limit ? e->cursor + *budget : limit;
  *budget -= *to - *from;
  e->units += *to - *from;
  e->cursor = *to == limit ? 0 : *to;
  return *to == limit;
}

/* Charges `spent` units of a phase that may overrun its budget a little. */
static void spend(dgs_engine *e, uint64_t *budget, uint64_t spent) {
  *budget -= spent < *budget ? spent : *budget;
  e->units += spent;
}

/* SG(v) = mex of its successors' values (every one known), through the marks. */
static uint32_t mex_at(dgs_engine *e, uint32_t v) {
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
static int depth_first(dgs_engine *e, uint64_t *budget, gr_error *err) {
  const dgs_graph *d = &e->d;
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
      spent += 1 + dgs_outdeg(e, v);
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
static void peel(dgs_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  while (spent < *budget && e->qhead < e->nq) {
    uint32_t v = e->order[e->qhead++];
    e->sg[v] = mex_at(e, v);
    for (uint32_t x = e->in_start[v]; x < e->in_start[v + 1]; x++)
      if (--e->pending[e->in_from[x]] == 0) e->order[e->nq++] = e->in_from[x];
    spent += 1 + dgs_outdeg(e, v) + (e->in_start[v + 1] - e->in_start[v]);
  }
  spend(e, budget, spent);
  if (e->qhead == e->nq) e->phase = PH_RETRO_INIT;
}

/* Retrograde labelling of one token: a vertex with a lost successor is won,
 * one whose successors are all won is lost.  `pending` counts unresolved
 * successors, then holds the label time. */
static void retrograde(dgs_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  while (spent < *budget && e->rhead < e->rtail) {
    uint32_t v = e->rqueue[e->rhead++];
    bool lost = e->outcome[v] == DGS_LOST;
    for (uint32_t x = e->in_start[v]; x < e->in_start[v + 1]; x++) {
      uint32_t u = e->in_from[x];
      if (e->outcome[u] != DGS_UNKNOWN) continue;
      if (lost) {
        e->outcome[u] = DGS_WON;
        e->why[u] = v;
      } else if (--e->pending[u] == 0) {
        e->outcome[u] = DGS_LOST;
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
static int decide(dgs_engine *e, uint64_t *budget, gr_error *err) {
  const dgs_graph *d = &e->d;
  bool finite = true;
  for (uint32_t i = 0; i < d->k && finite; i++)
    if (e->sg[d->tokens[i]] == SG_INF) finite = false, e->witness_token = i;
  if (!d->misere) e->method = finite ? DGS_XOR : d->k == 1 ? DGS_SINGLE : DGS_GSG;
  else e->method = d->k == 1 ? DGS_SINGLE : finite ? DGS_SJ : DGS_SEARCH;
  *budget -= 1;
  e->units += d->k;
  if (e->method == DGS_SJ) {
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
  } else if (e->method == DGS_SEARCH) {
    if (start_product(e, err) != 0) return -1;
    e->phase = PH_BUILD;
  } else {
    e->phase = PH_DONE;
  }
  return 0;
}

/* Whether `from` reaches `target` (breadth first, in e->seen and e->bfs). */
static bool reaches(dgs_engine *e, uint32_t from, uint32_t target) {
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
static int premise(dgs_engine *e, uint64_t *budget, gr_error *err) {
  const dgs_graph *d = &e->d;
  uint64_t spent = 0;
  while (spent < *budget && e->bhead < e->btail && e->premise) {
    uint32_t v = e->bfs[e->bhead++];
    if (e->sg[v] == 0 && dgs_outdeg(e, v) > 0) {
      e->premise = false;
      e->witness = v;
      break;
    }
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = eto(d->edges[x]);
      if (!e->seen[w]) e->seen[w] = 1, e->bfs[e->btail++] = w;
    }
    spent += 1 + dgs_outdeg(e, v);
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
  e->method = DGS_SEARCH;
  e->sj_failed = true;
  if (start_product(e, err) != 0) return -1;
  e->phase = PH_BUILD;
  return 0;
}

/* The search's first pass: every position's count of moves; the ends are labelled. */
static void search_init(dgs_engine *e, uint64_t *budget) {
  dgs_product *q = e->prod;
  uint64_t end = q->cursor + *budget < q->P ? q->cursor + *budget : q->P;
  for (uint64_t s = q->cursor; s < end; s++) {
    uint32_t c = 0;
    for (uint32_t i = 0; i < q->k; i++) c += q->ostart[i][q->digit[i] + 1] - q->ostart[i][q->digit[i]];
    q->label[s] = DGS_UNKNOWN;
    q->count[s] = c;
    if (c == 0) {
      q->label[s] = e->d.misere ? DGS_WON : DGS_LOST;
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
static void search(dgs_engine *e, uint64_t *budget) {
  dgs_product *q = e->prod;
  uint64_t spent = 0;
  while (spent < *budget && q->head < q->tail) {
    uint32_t s = q->queue[q->head++];
    bool lost = q->label[s] == DGS_LOST;
    uint64_t rest = s;
    for (uint32_t i = 0; i < q->k; i++) {
      uint32_t l = (uint32_t)(rest % q->size[i]);
      rest /= q->size[i];
      uint64_t base = s - (uint64_t)l * q->stride[i];
      for (uint32_t x = q->istart[i][l]; x < q->istart[i][l + 1]; x++) {
        uint64_t u = base + (uint64_t)q->ifrom[i][x] * q->stride[i];
        if (q->label[u] != DGS_UNKNOWN) continue;
        if (lost) {
          q->label[u] = DGS_WON;
        } else if (--q->count[u] == 0) {
          q->label[u] = DGS_LOST;
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

/* ---- generalized Sprague-Grundy values ---------------------------------
 * Round g labels g every unlabelled vertex that has no successor labelled g
 * while each of its successors not labelled below g (unlabelled, or
 * infinite) has one: from there a move to g can always be answered by a
 * move back to g.  Labelling spreads like retrograde analysis (gcount: the
 * successors still in the way).  At the round's end an unlabelled vertex
 * with no successor labelled g can never be labelled (a finite value needs
 * every smaller one among its successors): it is infinite. */

bool dgs_reaches_value(const dgs_engine *e, uint32_t v, uint64_t g) {
  for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++)
    if (dgs_gvalue(e, eto(e->d.edges[x])) == g) return true;
  return false;
}

int dgs_gsg_outcome(const dgs_engine *e, uint64_t x, uint32_t ninf, uint32_t inf) {
  if (ninf == 0) return x ? DGS_WON : DGS_LOST;
  return ninf == 1 && dgs_reaches_value(e, inf, x) ? DGS_WON : DGS_DRAWN;
}

static bool open_value(uint32_t g) { return g == GSG_NONE || g == GSG_INF; }

static int gsg_start(dgs_engine *e, gr_error *err) {
  size_t n = e->d.n;
  e->gsg = malloc(n * sizeof *e->gsg);
  e->has_round = malloc(n);
  e->gcount = malloc(n * sizeof *e->gcount);
  e->gqueue = malloc(n * sizeof *e->gqueue);
  e->gorder = malloc(n * sizeof *e->gorder);
  if (!e->gsg || !e->has_round || !e->gcount || !e->gqueue || !e->gorder) return gr_error_nomem(err);
  e->gleft = 0;
  for (size_t v = 0; v < n; v++) {
    e->gsg[v] = e->sg[v] != SG_INF ? e->sg[v] : GSG_NONE;
    e->gleft += e->gsg[v] == GSG_NONE;
  }
  e->units += n;
  e->ground = 0;
  e->cursor = 0;
  e->phase = e->gleft ? PH_GSG_HAS : PH_DECIDE;
  return 0;
}

/* Which open vertices have a successor labelled with this round's value. */
static void gsg_has(dgs_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  for (; e->cursor < e->d.n && spent < *budget; e->cursor++) {
    uint32_t v = (uint32_t)e->cursor;
    e->has_round[v] = 0;
    if (open_value(e->gsg[v])) {
      for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1] && !e->has_round[v]; x++)
        e->has_round[v] = e->gsg[eto(e->d.edges[x])] == e->ground;
      spent += dgs_outdeg(e, v);
    }
    spent++;
  }
  spend(e, budget, spent);
  if (e->cursor == e->d.n) e->cursor = 0, e->phase = PH_GSG_COUNT, e->ghead = e->gtail = 0;
}

/* Each unlabelled vertex's successors in the way; the free ones are queued. */
static void gsg_count(dgs_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  for (; e->cursor < e->d.n && spent < *budget; e->cursor++) {
    uint32_t u = (uint32_t)e->cursor, c = 0;
    if (e->gsg[u] == GSG_NONE) {
      for (uint32_t x = e->out_start[u]; x < e->out_start[u + 1]; x++) {
        uint32_t w = eto(e->d.edges[x]);
        c += open_value(e->gsg[w]) && !e->has_round[w];
      }
      e->gcount[u] = c;
      if (c == 0 && !e->has_round[u]) e->gqueue[e->gtail++] = u;
      spent += dgs_outdeg(e, u);
    }
    spent++;
  }
  spend(e, budget, spent);
  if (e->cursor == e->d.n) e->cursor = 0, e->phase = PH_GSG;
}

/* The round's labelling: u labelled; its predecessors now have a successor
 * labelled with the round's value, which frees their own predecessors. */
static void gsg_label(dgs_engine *e, uint64_t *budget) {
  uint64_t spent = 0;
  while (spent < *budget && e->ghead < e->gtail) {
    uint32_t u = e->gqueue[e->ghead++];
    spent++;
    if (e->gsg[u] != GSG_NONE || e->has_round[u]) continue;
    e->gsg[u] = e->ground;
    e->gorder[e->nglabel++] = u;
    e->gleft--;
    for (uint32_t x = e->in_start[u]; x < e->in_start[u + 1]; x++) {
      uint32_t p = e->in_from[x];
      spent++;
      if (!open_value(e->gsg[p]) || e->has_round[p]) continue;
      e->has_round[p] = 1;
      for (uint32_t y = e->in_start[p]; y < e->in_start[p + 1]; y++) {
        uint32_t q = e->in_from[y];
        if (e->gsg[q] == GSG_NONE && --e->gcount[q] == 0 && !e->has_round[q]) e->gqueue[e->gtail++] = q;
      }
      spent += e->in_start[p + 1] - e->in_start[p];
    }
  }
  spend(e, budget, spent);
  if (e->ghead == e->gtail) e->phase = PH_GSG_END;
}

/* The round's end: the unlabelled vertices with no successor labelled with
 * its value are infinite; the others go on to the next value. */
static void gsg_end(dgs_engine *e, uint64_t *budget) {
  uint64_t from, to;
  bool end = sweep(e, budget, e->d.n, &from, &to);
  for (uint64_t v = from; v < to; v++)
    if (e->gsg[v] == GSG_NONE && !e->has_round[v]) e->gsg[v] = GSG_INF, e->gorder[e->nglabel++] = (uint32_t)v, e->gleft--;
  if (!end) return;
  e->ground++;
  e->phase = e->gleft ? PH_GSG_HAS : PH_DECIDE;
}

/* The verdict from what the phases found. */
static void finish(dgs_engine *e) {
  const dgs_graph *d = &e->d;
  e->x = 0;
  for (uint32_t i = 0; i < d->k && (e->method == DGS_XOR || e->method == DGS_SJ); i++) {
    e->x ^= e->sg[d->tokens[i]];
    e->nbig += e->sg[d->tokens[i]] > 1;
  }
  if (e->method == DGS_GSG) {
    for (uint32_t i = 0; i < d->k; i++) {
      uint32_t t = (uint32_t)d->tokens[i], g = dgs_gvalue(e, t);
      if (g == GSG_INF) e->ninf++, e->inf_token = i;
      else e->x ^= g;
    }
  }
  switch (e->method) {
  case DGS_XOR: e->result = e->x ? DGS_WON : DGS_LOST; break;
  case DGS_GSG: e->result = dgs_gsg_outcome(e, e->x, e->ninf, (uint32_t)d->tokens[e->inf_token]); break;
  case DGS_SINGLE: e->result = e->outcome[d->tokens[0]]; break;
  case DGS_SJ: e->result = dgs_misere_first_wins(e->x, e->nbig) ? DGS_WON : DGS_LOST; break;
  default: e->result = e->prod->label[e->prod->start] == DGS_UNKNOWN ? DGS_DRAWN : e->prod->label[e->prod->start]; break;
  }
}

int dgs_advance(dgs_engine *e, uint64_t *budget, gr_error *err) {
  const dgs_graph *d = &e->d;
  uint32_t n = d->n, m = d->m;
  uint64_t a, b;
  int r;
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
        if (dgs_outdeg(e, (uint32_t)v) > e->maxdeg) e->maxdeg = dgs_outdeg(e, (uint32_t)v);
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
        e->pending[v] = dgs_outdeg(e, (uint32_t)v);
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
        e->pending[v] = dgs_outdeg(e, (uint32_t)v);
        e->outcome[v] = DGS_UNKNOWN;
        e->why[v] = DGS_NONE;
        if (e->pending[v] == 0) {
          e->outcome[v] = d->misere ? DGS_WON : DGS_LOST;
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
        if (e->outcome[v] == DGS_UNKNOWN) e->outcome[v] = DGS_DRAWN, e->pending[v] = DGS_NONE;
      if (end) e->phase = e->cyclic && !d->misere ? PH_GSG_START : PH_DECIDE;
      break;
    }
    case PH_GSG_START:
      if (gsg_start(e, err) != 0) return -1;
      *budget -= *budget < n ? *budget : n;
      break;
    case PH_GSG_HAS:
      gsg_has(e, budget);
      break;
    case PH_GSG_COUNT:
      gsg_count(e, budget);
      break;
    case PH_GSG:
      gsg_label(e, budget);
      break;
    case PH_GSG_END:
      gsg_end(e, budget);
      break;
    case PH_DECIDE:
      if (decide(e, budget, err) != 0) return -1;
      break;
    case PH_PREMISE:
      if (premise(e, budget, err) != 0) return -1;
      break;
    case PH_BUILD:
      if ((r = product_build_one(e, err)) != 0) return r;
      *budget -= 1;
      if (e->prod->built == e->prod->k) {
        if ((r = product_plan(e, err)) != 0) return r;
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
