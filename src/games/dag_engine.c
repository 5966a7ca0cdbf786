/*
 * dag_engine.c — the dag game's verdict on the graph analysis of
 * src/algo/digraph_sum.c (see dag.c for the theory): a position read into
 * an engine, the refusal of a search too large said in words, the winning
 * moves listed from the engine's labels, the verdict job, and the
 * computer's stalling move.
 */
#include "dag_internal.h"
#include "kit/kit_text.h"

#include <stdlib.h>
#include <string.h>

#define LIST_WORDS (UINT64_C(1) << 24) /* words of winning moves listed (128 MiB) */

dgs_engine *dag_engine_new(const gr_pos *p, gr_error *err) {
  dag_view d;
  if (dag_decode(p, &d, true, err) != 0) return NULL;
  return dgs_new(&d, err);
}

/* The search's refusal: why the theorems do not decide, and its size. */
static int refuse_search(const dgs_engine *e, gr_error *err) {
  const dag_view *d = &e->d;
  uint64_t positions = e->refused_positions;
  unsigned key = e->sj_failed ? (positions ? DAG_REFUSE_SJ_COUNT : DAG_REFUSE_SJ_MORE)
                              : (positions ? DAG_REFUSE_CYCLE_COUNT : DAG_REFUSE_CYCLE_MORE);
  if (e->sj_failed)
    return gr_error_say(err, GR_ELIMIT, &dag_texts, key, GR_U(d->k), GR_U(e->witness), GR_U(e->witness_token + 1),
                        GR_U(positions), GR_U(DAG_PRODUCT_MAX_STATES), GR_U(DAG_PRODUCT_MAX_WORK));
  return gr_error_say(err, GR_ELIMIT, &dag_texts, key, GR_U(d->k), GR_U(e->witness_token + 1),
                      GR_U(d->tokens[e->witness_token]), GR_U(positions), GR_U(DAG_PRODUCT_MAX_STATES),
                      GR_U(DAG_PRODUCT_MAX_WORK));
}

int dag_engine_advance(dgs_engine *e, uint64_t *budget, gr_error *err) {
  int r = dgs_advance(e, budget, err);
  return r == DGS_REFUSED ? refuse_search(e, err) : r;
}

static int engine_run(dgs_engine *e, gr_error *err) {
  for (;;) {
    uint64_t budget = UINT64_MAX / 4;
    int r = dag_engine_advance(e, &budget, err);
    if (r != 0) return r < 0 ? -1 : 0;
  }
}

/* The sum theorem of generalized values after token i moves to w. */
static int gsg_after(const dgs_engine *e, uint32_t i, uint32_t w) {
  const dag_view *d = &e->d;
  uint64_t x = 0;
  uint32_t ninf = 0, inf = 0;
  for (uint32_t k = 0; k < d->k; k++) {
    uint32_t v = k == i ? w : (uint32_t)d->tokens[k], g = dgs_gvalue(e, v);
    if (g == GSG_INF) ninf++, inf = v;
    else x ^= g;
  }
  return dgs_gsg_outcome(e, x, ninf, inf);
}

/* The outcome for the player to move after token i moves to the j-th
 * out-edge of its vertex (edge index x): DGS_LOST means a winning move. */
static int after_move(const dgs_engine *e, uint32_t i, uint32_t j, uint32_t x) {
  const dag_view *d = &e->d;
  uint32_t t = (uint32_t)d->tokens[i], w = eto(d->edges[x]);
  switch (e->method) {
  case DGS_XOR: return (e->x ^ e->sg[t] ^ e->sg[w]) ? DGS_WON : DGS_LOST;
  case DGS_SINGLE: return e->outcome[w];
  case DGS_GSG: return gsg_after(e, i, w);
  case DGS_SJ:
    return dgs_misere_first_wins(e->x ^ e->sg[t] ^ e->sg[w], e->nbig - (e->sg[t] > 1) + (e->sg[w] > 1)) ? DGS_WON : DGS_LOST;
  default: {
    const dgs_product *q = e->prod;
    /* Token i's vertex is its local 0; its j-th local out-edge is the j-th edge. */
    uint64_t s = q->start + (uint64_t)q->oto[i][q->ostart[i][0] + j] * q->stride[i];
    return q->label[s] == DGS_UNKNOWN ? DGS_DRAWN : q->label[s];
  }
  }
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* The position's generalized value, normal play with a cycle: the xor of
 * finite values; with one infinite token ∞(K xor the others' xor), K the
 * finite values its vertex moves to; with two or more, ∞ with nothing. */
static int generalized_value(const dgs_engine *e, gr_analysis *a, gr_error *err) {
  const dag_view *d = &e->d;
  uint64_t x = 0;
  uint32_t ninf = 0, inf = 0;
  for (uint32_t i = 0; i < d->k; i++) {
    uint32_t t = (uint32_t)d->tokens[i], g = dgs_gvalue(e, t);
    if (g == GSG_INF) ninf++, inf = t;
    else x ^= g;
  }
  if (ninf == 0) {
    a->has_grundy = true;
    a->grundy = x;
    return 0;
  }
  a->grundy_infinite = true;
  if (ninf > 1) return 0;
  uint32_t deg = dgs_outdeg(e, inf);
  a->grundy_reach = malloc((deg ? deg : 1) * sizeof *a->grundy_reach);
  if (a->grundy_reach == NULL) return gr_error_nomem(err);
  size_t c = 0;
  for (uint32_t q = e->out_start[inf]; q < e->out_start[inf + 1]; q++) {
    uint32_t g = dgs_gvalue(e, eto(d->edges[q]));
    if (g != GSG_INF) a->grundy_reach[c++] = g ^ x;
  }
  qsort(a->grundy_reach, c, sizeof *a->grundy_reach, cmp_u64);
  size_t u = 0;
  for (size_t q = 0; q < c; q++)
    if (u == 0 || a->grundy_reach[u - 1] != a->grundy_reach[q]) a->grundy_reach[u++] = a->grundy_reach[q];
  a->grundy_reach_count = u;
  return 0;
}

/* The verdict and every winning move (as many as memory allows). */
static int conclude(const dgs_engine *e, const gr_pos *p, gr_analysis *a, gr_error *err) {
  const dag_view *d = &e->d;
  a->winner = e->result == DGS_DRAWN ? GR_WINNER_DRAW : e->result == DGS_WON ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = e->method == DGS_XOR;
  a->grundy = a->has_grundy ? e->x : 0;
  if (e->gsg && generalized_value(e, a, err) != 0) return -1;
  if (e->result != DGS_WON) return 0;
  uint64_t cap = LIST_WORDS / p->len;
  if (cap == 0) cap = 1;
  for (uint32_t i = 0; i < d->k; i++) {
    uint32_t t = (uint32_t)d->tokens[i];
    for (uint32_t x = e->out_start[t], j = 0; x < e->out_start[t + 1]; x++, j++) {
      if (after_move(e, i, j, x) != DGS_LOST) continue;
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
  dgs_engine *e = dag_engine_new(p, err);
  if (e == NULL) return -1;
  int rc = engine_run(e, err);
  if (rc == 0) *method = e->method;
  dgs_free(e);
  return rc;
}

/* ---- the verdict job ------------------------------------------------- */

void dag_job_destroy(gr_job *job) {
  dag_job_base *s = job->state;
  dgs_free(s->e);
  gr_pos_free(&s->pos);
}

int dag_job_start(const gr_pos *p, const gr_job_ops *ops, size_t state_size, uint64_t total, gr_job **job,
                  gr_error *err) {
  *job = gr_job_create(ops, state_size, total, err);
  if (*job == NULL) return -1;
  dag_job_base *s = (*job)->state;
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) == 0 && (s->e = dag_engine_new(&s->pos, err)) != NULL) return 0;
  gr_job_free(*job);
  *job = NULL;
  return -1;
}

void dag_note_progress(gr_job *job, uint64_t units) {
  if (units >= job->total) job->total = units + 1;
  job->done = units;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  dag_job_base *s = job->state;
  int r = dag_engine_advance(s->e, &budget, err);
  dag_note_progress(job, s->e->units);
  if (r <= 0) return r;
  if (conclude(s->e, &s->pos, &job->analysis, err) != 0) return -1;
  gr_job_done(job);
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, dag_job_destroy};

int dag_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  dag_view d;
  if (dag_decode(p, &d, false, err) != 0) return -1;
  return dag_job_start(p, &solve_ops, sizeof(dag_job_base), dgs_total(&d), job, err);
}

/* ---- the computer's stalling move ------------------------------------ */

int dag_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (dag_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  dgs_engine *e = dag_engine_new(p, err);
  if (e == NULL) return -1;
  uint32_t *height = NULL;
  int rc = -1;
  if (engine_run(e, err) != 0) goto done;
  const dag_view *d = &e->d;
  if (e->method == DGS_XOR || e->method == DGS_SJ) {
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
      if (e->result == DGS_DRAWN || e->method == DGS_GSG) {
        score = after == DGS_DRAWN ? 1 : 0; /* keep the draw (a lost sum: any move) */
      } else if (height) {
        score = (int64_t)height[w] - (int64_t)height[t];
      } else if (e->method == DGS_SINGLE) {
        score = e->pending[w] == DGS_NONE ? -1 : (int64_t)e->pending[w];
      } else {
        const dgs_product *q = e->prod;
        uint64_t s = q->start + (uint64_t)q->oto[i][q->ostart[i][0] + j] * q->stride[i];
        score = q->label[s] == DGS_UNKNOWN ? -1 : (int64_t)q->count[s];
      }
      if (e->result == DGS_WON && after == DGS_LOST) score = INT64_MAX; /* not stalling: a win is a win */
      if (score > best) best = score, bi = i, bw = w;
    }
  }
  rc = dag_with_token(p, d, bi, bw, out, err);
done:
  free(height);
  dgs_free(e);
  return rc;
}
