/*
 * sum_tame.c — misère play of the sum game (`grundy solve sum ...
 * --misere`) by the genus, where every component is tame.
 *
 * Under misère play the Sprague-Grundy values of the components do not
 * add, but the genera of tame games do (Winning Ways, ch. 13, "Tame and
 * wild"): a sum of tame parts has g the xor of the parts' g, is firm when
 * one part is firm, and has g- = g when firm, g xor 1 when fickle.  The
 * components whose tameness is known here: nim (a heap of 0 or 1 is
 * fickle, *0 and *1; a heap of 2 or more is firm, n^{n, n xor 2}) and a
 * heaps component whose heaps are all tame (heaps_misere.c, from the genus
 * table of its ruleset).  Any other component, or a wild heap, sends the
 * whole sum to the exact search every game's misère play has
 * (gr_misere_search_start), within its bounds.
 *
 * The winning moves are found component by component: with the rest of
 * the sum fixed (its xor and whether some part of it is firm), a nim heap
 * x may go to m = r or m = r xor 1 (r the rest's xor), whichever is below
 * x and gives g- 0; a heaps component lists its own moves to g- 0 beside
 * the rest (heaps_tame_winning).  Each is put back into the sum.
 */
#include "games/heaps.h"
#include "games/nim.h"
#include "games/sum.h"
#include "kit/kit.h"

#include <stdlib.h>
#include <string.h>

/* One component's part in the sum: its xor of g and its firm parts. */
typedef struct part {
  bool heaps;       /* a heaps component (tame filled), else nim */
  heaps_tame tame;
  uint64_t g;
  size_t firm;
} part;

typedef struct tame_state {
  gr_pos pos;
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n;
  part parts[SUM_MAX_COMPONENTS];
  uint64_t g;       /* the whole sum's xor */
  size_t firm;      /* its firm parts */
  size_t cap;       /* the most winning moves listed */
  size_t at;        /* the component being moved in (the callback's) */
  gr_analysis *a;
} tame_state;

static void free_parts(part *parts, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (parts[i].heaps) heaps_tame_free(&parts[i].tame);
}

/* 1: every component is tame (parts filled), 0: not (nothing to free), -1: error. */
static int tame_parts(const sum_component *c, size_t n, part *parts, gr_error *err) {
  for (size_t i = 0; i < n; i++) {
    part *q = &parts[i];
    memset(q, 0, sizeof *q);
    if (c[i].game == &gr_game_nim) {
      for (size_t k = 0; k < c[i].pos.len; k++) {
        q->g ^= c[i].pos.v[k];
        q->firm += c[i].pos.v[k] >= 2;
      }
      continue;
    }
    int known = c[i].game == &gr_game_heaps ? heaps_tame_of(&c[i].pos, &q->tame, err) : 0;
    if (known != 1) {
      free_parts(parts, i);
      return known;
    }
    q->heaps = true;
    q->g = q->tame.g;
    q->firm = q->tame.firm;
  }
  return 1;
}

static void tame_destroy(gr_job *job) {
  tame_state *s = job->state;
  free_parts(s->parts, s->n);
  gr_pos_free(&s->pos);
}

/* A winning move in component s->at, leaving `next` there. */
static int list_move(void *ctx, gr_pos *next, gr_error *err) {
  tame_state *s = ctx;
  gr_pos whole;
  gr_pos_init(&whole);
  int rc = sum_build(s->c, s->n, s->at, next, &whole, err);
  gr_pos_free(next);
  if (rc == 0) rc = kit_push(s->a, s->cap, &whole, err);
  return rc;
}

/* Nim heap k of component i to m, when that wins. */
static int nim_moves(tame_state *s, size_t i, gr_error *err) {
  const gr_pos *own = &s->c[i].pos;
  for (size_t k = 0; k < own->len; k++) {
    uint64_t x = own->v[k], rest = s->g ^ x;
    bool firm_rest = s->firm > (x >= 2);
    uint64_t to[2] = {rest, rest ^ 1u};
    for (int t = 0; t < 2; t++) {
      uint64_t m = to[t];
      if (m >= x || heaps_tame_rule(rest ^ m, firm_rest || m >= 2) != 0) continue;
      gr_pos next;
      gr_pos_init(&next);
      if (gr_pos_copy(&next, own, err) != 0) return -1;
      next.v[k] = m;
      s->at = i;
      if (list_move(s, &next, err) != 0) return -1;
    }
  }
  return 0;
}

static int tame_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget; /* a rule per move: instant */
  tame_state *s = job->state;
  gr_analysis *a = s->a = &job->analysis;
  uint64_t g_minus = heaps_tame_rule(s->g, s->firm > 0);
  a->misere_method = GR_MISERE_BY_GENUS;
  a->has_grundy_misere = true;
  a->grundy_misere = g_minus;
  a->winner = g_minus ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  for (size_t i = 0; g_minus && i < s->n; i++) {
    const part *q = &s->parts[i];
    s->at = i;
    int rc = q->heaps ? heaps_tame_winning(&s->c[i].pos, &q->tame, s->g ^ q->g, s->firm > q->firm, list_move, s, err)
                      : nim_moves(s, i, err);
    if (rc != 0) return -1;
  }
  gr_job_done(job);
  return 0;
}

static const gr_job_ops tame_ops = {tame_advance, tame_destroy};

int sum_tame_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  part parts[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  int tame = tame_parts(c, n, parts, err);
  if (tame < 0) return -1;
  if (tame == 0) return gr_misere_search_start(gr_game_misere_of(&gr_game_sum), p, job, err);
  *job = gr_job_create(&tame_ops, sizeof(tame_state), 1, err);
  if (*job == NULL) {
    free_parts(parts, n);
    return -1;
  }
  tame_state *s = (*job)->state;
  s->n = n;
  memcpy(s->parts, parts, sizeof parts);
  for (size_t i = 0; i < n; i++) {
    s->g ^= parts[i].g;
    s->firm += parts[i].firm;
  }
  s->cap = kit_list_cap(p->len, KIT_LIST_MAX);
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  sum_split(&s->pos, s->c); /* views into the job's own copy */
  return 0;
}
