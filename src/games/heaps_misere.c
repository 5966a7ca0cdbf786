/*
 * heaps_misere.c — misère play of the heaps game (whoever cannot move
 * wins) by the genus, where every heap of the position is tame.
 *
 * How.  The genera of heaps 0 .. the position's largest come from the
 * genus engine (src/algo/genus.h, heaps_genus_compute_tame): each heap's
 * normal-play value g and whether it is tame, fickle (plays like *0 or *1)
 * or firm.  When every heap present is tame, the tame sum rule of Winning
 * Ways (ch. 13) decides the sum: with G the xor of the heaps' g, g- is G
 * when some heap is firm and G xor 1 when all are fickle (misère Nim's
 * rule); the mover wins iff g- != 0.  Every option of a tame heap leaves
 * tame heaps (that is what tame means), so each move's g- comes from the
 * same rule, and the winning moves are those to g- 0: for a move on heap h
 * leaving a and b, the xor changes by g(h) ^ g(a) ^ g(b) and the firm
 * count by what h, a and b add.  The sum game (sum_tame.c) asks the same
 * question with an outside part beside the heaps.
 *
 * Where a heap is wild (or past the genus table, HEAPS_GENUS_MAX_UPTO),
 * the position goes to the exact search every game's misère play has
 * (gr_misere_search_start), within its bounds; past them the refusal
 * names the heap that kept the genus from deciding.  test_verify compares both
 * routes with exhaustive misère search on every small position.
 *
 * The trace of a tame position is heaps_misere_trace.c's.
 */
#include "heaps.h"
#include "kit/kit.h"
#include "text/heaps_text.h"

#include <stdlib.h>
#include <string.h>

/* ---- the genus of a position ----------------------------------------------- */

int heaps_tame_of(const gr_pos *p, heaps_tame *t, gr_error *err) {
  memset(t, 0, sizeof *t);
  if (heaps_decode(p, &t->rules, &t->h0, err) != 0) {
    heaps_rules_free(&t->rules);
    return -1;
  }
  uint64_t top = 0;
  for (size_t i = t->h0; i < p->len; i++)
    if (p->v[i] > top) top = p->v[i];
  int known = top <= HEAPS_GENUS_MAX_UPTO;
  if (!known) {
    t->why = HEAPS_UNTAMED_PAST_TABLE;
    t->untamed = top;
  } else {
    gr_error why = {0};
    if (heaps_genus_compute_tame(&t->rules, top, &t->table, &why) != 0) {
      if (why.status != GR_ELIMIT) { /* out of memory: not a question of tameness */
        heaps_rules_free(&t->rules);
        return gr_error_pass(err, &why);
      }
      known = 0; /* a genus did not settle: the search decides */
      t->why = HEAPS_UNTAMED_UNSETTLED;
      t->untamed = top;
    }
  }
  for (size_t i = t->h0; known && i < p->len; i++) {
    const heaps_genus *h = &t->table.heap[p->v[i]];
    if (h->tame == HEAPS_WILD) {
      known = 0;
      t->why = HEAPS_UNTAMED_WILD;
      t->untamed = p->v[i];
    }
    t->g ^= h->g;
    t->firm += h->tame == HEAPS_FIRM;
  }
  if (!known) heaps_tame_free(t);
  return known;
}

void heaps_tame_free(heaps_tame *t) {
  heaps_genus_free(&t->table);
  heaps_rules_free(&t->rules);
}

/* ---- the winning moves ------------------------------------------------------ */

typedef struct winning_ctx {
  const gr_pos *p;
  const heaps_tame *t;
  size_t at;           /* the heap moved (index in p) */
  uint64_t g_rest;     /* the xor of everything but that heap */
  bool firm_rest;      /* some part but that heap is firm */
  heaps_tame_won_fn won;
  void *ctx;
  gr_error *err;
} winning_ctx;

static int option_visit(void *ctx, uint32_t a, uint32_t b) {
  winning_ctx *c = ctx;
  const heaps_genus *heap = c->t->table.heap;
  /* heap 0 is *0: g 0, fickle */
  uint64_t g = c->g_rest ^ heap[a].g ^ heap[b].g;
  bool firm = c->firm_rest || heap[a].tame == HEAPS_FIRM || heap[b].tame == HEAPS_FIRM;
  if (heaps_tame_rule(g, firm) != 0) return 0;
  gr_pos next;
  gr_pos_init(&next);
  if (heaps_successor(c->p, c->t->h0, c->at, a, b, &next, c->err) != 0) return -1;
  return c->won(c->ctx, &next, c->err);
}

int heaps_tame_winning(const gr_pos *p, const heaps_tame *t, uint64_t g_out, bool firm_out, heaps_tame_won_fn won,
                       void *ctx, gr_error *err) {
  winning_ctx c = {.p = p, .t = t, .won = won, .ctx = ctx, .err = err};
  for (size_t i = t->h0; i < p->len; i++) {
    uint64_t h = p->v[i];
    if (i > t->h0 && h == p->v[i - 1]) continue; /* equal heaps, the same moves */
    const heaps_genus *here = &t->table.heap[h];
    c.at = i;
    c.g_rest = g_out ^ t->g ^ here->g;
    c.firm_rest = firm_out || t->firm > (here->tame == HEAPS_FIRM);
    int rc = heaps_genus_each_option(&t->rules, (uint32_t)h, option_visit, &c);
    if (rc != 0) return -1;
  }
  return 0;
}

/* ---- the verdict ------------------------------------------------------------- */

typedef struct tame_state {
  gr_pos pos;
  heaps_tame tame;
  size_t cap; /* the most winning moves listed */
} tame_state;

static void tame_destroy(gr_job *job) {
  tame_state *s = job->state;
  gr_pos_free(&s->pos);
  heaps_tame_free(&s->tame);
}

static int list_move(void *ctx, gr_pos *next, gr_error *err) {
  tame_state *s = ((gr_job *)ctx)->state;
  return kit_push(&((gr_job *)ctx)->analysis, s->cap, next, err);
}

static int tame_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget; /* one table lookup per move: instant */
  tame_state *s = job->state;
  gr_analysis *a = &job->analysis;
  uint64_t g_minus = heaps_tame_rule(s->tame.g, s->tame.firm > 0);
  a->misere_method = GR_MISERE_BY_GENUS;
  a->has_grundy_misere = true;
  a->grundy_misere = g_minus;
  a->winner = g_minus ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  if (g_minus && heaps_tame_winning(&s->pos, &s->tame, 0, false, list_move, job, err) != 0) return -1;
  gr_job_done(job);
  return 0;
}

static const gr_job_ops tame_ops = {tame_advance, tame_destroy};

/* ---- the search, for a position with a heap not known tame ------------------ */

/* The exact search's job, run inside this one so that a refusal can say
 * why the genus did not decide: which heap is wild (or past the table). */
typedef struct search_state {
  gr_job *search;
  uint64_t heap;
  int why;
} search_state;

static void search_destroy(gr_job *job) {
  search_state *s = job->state;
  gr_job_free(s->search);
}

static int search_advance(gr_job *job, uint64_t budget, gr_error *err) {
  search_state *s = job->state;
  gr_error said = {0};
  int rc = gr_job_run(s->search, budget, &said);
  job->done = s->search->done;
  if (rc < 0) {
    if (said.status != GR_ELIMIT) return gr_error_pass(err, &said);
    const char *reason[GR_NLANG];
    for (int lang = 0; lang < GR_NLANG; lang++) reason[lang] = said.text[lang];
    unsigned key = s->why == HEAPS_UNTAMED_WILD       ? HEAPS_MISERE_WILD
                   : s->why == HEAPS_UNTAMED_PAST_TABLE ? HEAPS_MISERE_PAST_TABLE
                                                        : HEAPS_MISERE_UNSETTLED;
    return gr_error_say(err, GR_ELIMIT, &heaps_texts, key, GR_U(s->heap), GR_U(HEAPS_GENUS_MAX_UPTO), GR_L(reason));
  }
  if (rc == 1) {
    gr_analysis_free(&job->analysis);
    job->analysis = s->search->analysis; /* moved out of the search */
    gr_analysis_init(&s->search->analysis);
    gr_job_done(job);
  }
  return 0;
}

static const gr_job_ops search_ops = {search_advance, search_destroy};

static int search_start(const gr_pos *p, const heaps_tame *t, gr_job **job, gr_error *err) {
  gr_job *search;
  if (gr_misere_search_start(gr_game_misere_of(&gr_game_heaps), p, &search, err) != 0) return -1;
  *job = gr_job_create(&search_ops, sizeof(search_state), search->total, err);
  if (*job == NULL) {
    gr_job_free(search);
    return -1;
  }
  search_state *s = (*job)->state;
  s->search = search;
  s->heap = t->untamed;
  s->why = t->why;
  return 0;
}

/* ---- the start ---------------------------------------------------------------- */

int heaps_misere_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  heaps_tame t;
  int tame = heaps_tame_of(p, &t, err);
  if (tame < 0) return -1;
  if (tame == 0) return search_start(p, &t, job, err);
  *job = gr_job_create(&tame_ops, sizeof(tame_state), 1, err);
  if (*job == NULL) {
    heaps_tame_free(&t);
    return -1;
  }
  tame_state *s = (*job)->state;
  s->tame = t;
  s->cap = kit_list_cap(p->len, KIT_LIST_MAX);
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) == 0) return 0;
  gr_job_free(*job);
  *job = NULL;
  return -1;
}
