/*
 * sum_solve.c — the theory of the sum game as a resumable job.
 *
 * The Sprague-Grundy theorem: a sum's value is the xor (nim-sum) of its
 * components' values, G = G1 ^ G2 ^ ... ^ Gk, and the mover wins exactly
 * when G != 0.  A move in component i to a position of value v leaves
 * G ^ Gi ^ v, so the winning moves are exactly the moves inside one
 * component to a value Gi ^ G: where that is 0, the component's own
 * winning moves (its theory's list, cut only where its own is), else the
 * moves its theory lists to that value (gr_game.solve_to_start: nim,
 * lasker, heaps, circle and wythoff read them off the tables their value
 * came from), or, for the other games, its moves valued one by one (a
 * component may also have moves to values above its own) within a budget
 * of SUM_VALUED_MOVES for the whole sum, refused before the work past it:
 * a solve per move made a sum cost the cube of its size (issue 25).  A
 * finished component is worth 0.  Each component's value comes from its
 * own game's solve, completed by exact search where its theory gives none
 * (src/core/value.c); a component past that bound leaves the sum
 * undecided, with a message saying which.
 *
 * A loopy component (the dag game on a graph with cycles) may have an
 * infinite generalized value ∞(K) (Smith 1966; gr_analysis.grundy_infinite):
 * then finite values still add by xor, x; with one infinite component the
 * sum is ∞(K ^ x) and the first player wins exactly when x is in K, by
 * moving that component to a position of value x (its moves valued one by
 * one, as above), else it is a draw; with two or more, a draw.
 *
 * The job: every piece of that work is itself a job or a search run in
 * slices (the component's solve job, its value search, its solve_to job,
 * each successor's solve and search), advanced within the caller's budget,
 * so that the page drives a sum between animation frames with a progress
 * bar and Cancel like any other solve (issue 25: a sum was one task of up
 * to 20 s).  The trace (sum_trace.c) runs the same job without the moves
 * for the components' values.
 */
#include "games/sum.h"
#include "games/text/sum_text.h"
#include "algo/posset.h"
#include "kit/kit.h"

#include <stdlib.h>

enum { STAGE_VALUES, STAGE_BUDGET, STAGE_MOVES, STAGE_DRAIN, STAGE_DONE };

/* Progress: each component's value, the budget check and each component's
 * moves are a part of PART units (job->total = PART * parts). */
#define PART 1000000u

typedef struct sum_work {
  bool with_moves;      /* the solve (false: the components' values only, for the trace) */
  gr_pos pos;           /* the job's own copy; the components are views into it */
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n;
  uint64_t values[SUM_MAX_COMPONENTS], g;
  bool infinite[SUM_MAX_COMPONENTS]; /* the component's value is ∞(own[i].grundy_reach) */
  size_t ninf, inf;                  /* how many are infinite; one of them */
  gr_analysis own[SUM_MAX_COMPONENTS];
  int stage;
  size_t i;             /* the component at work */
  gr_job *sub;          /* its solve job, its solve_to job, or a successor's solve job */
  bool searching;       /* the sub job is done: the value search is under way */
  gr_referee *search;   /* component i's value search (gr_value_complete_some) */
  posset moves;
  size_t room;          /* moves still to be valued one by one, in all */
  /* component i's moves valued one by one */
  bool listed;
  gr_pos_list succ;
  size_t k;
  gr_analysis succ_a;
  gr_referee *shared; /* one search for all the successors: what one valued, the next reuses */
} sum_work;

/* ---- the messages of a component without a value ------------------------ */

static int no_value(const sum_component *c, size_t number, const gr_analysis *a, gr_error *err) {
  if (!a->grundy_note)
    return gr_error_say(err, GR_ERANGE, &sum_texts, SUM_NO_VALUE_DRAW, GR_U(number), GR_S(c->game->id));
  gr_buf why[GR_NLANG];
  const char *s[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf_init(&why[lang]);
    gr_say(&why[lang], &gr_value_texts, (gr_lang)lang, a->grundy_note, GR_U(a->grundy_note_arg));
    s[lang] = why[lang].data ? why[lang].data : "";
  }
  gr_error_say(err, GR_ELIMIT, &sum_texts, SUM_NO_VALUE, GR_U(number), GR_S(c->game->id), GR_L(s));
  for (int lang = 0; lang < GR_NLANG; lang++) gr_buf_free(&why[lang]);
  return -1;
}

/* ---- the winning moves ---------------------------------------------------- */

/* The sum with component i moved to `own`, added to the set.  A sum of
 * several components lists at most kit_list_cap of its own length (each
 * move copies every component: 8 nim games of 100,000 heaps took 586 MB);
 * past it a move is counted, not built.  One component lists what its game
 * does, its own cap. */
static int add_move(const sum_component *c, size_t n, size_t i, const gr_pos *own, posset *moves, gr_analysis *a,
                    gr_error *err) {
  size_t len = 1;
  for (size_t k = 0; k < n; k++) len += 2 + c[k].pos.len;
  if (n > 1 && moves->list.count >= kit_list_cap(len, KIT_LIST_MAX)) {
    kit_add_unlisted(a, 1);
    return 0;
  }
  gr_pos to;
  gr_pos_init(&to);
  if (sum_build(c, n, i, own, &to, err) != 0) {
    gr_pos_free(&to);
    return -1;
  }
  return posset_add(moves, &to, err) < 0 ? -1 : 0;
}

/* Adds the moves listed in `own` (component i's successors) to the set,
 * with the list's cut and count of unlisted moves. */
static int add_listed(const sum_component *c, size_t n, size_t i, gr_analysis *own, gr_analysis *a, posset *moves,
                      gr_error *err) {
  int rc = 0;
  for (size_t k = 0; k < own->winning_moves.count && rc == 0; k++)
    rc = add_move(c, n, i, &own->winning_moves.items[k], moves, a, err);
  a->winning_moves_cut |= own->winning_moves_cut;
  a->unlisted_moves =
      own->unlisted_moves > UINT64_MAX - a->unlisted_moves ? UINT64_MAX : a->unlisted_moves + own->unlisted_moves;
  return rc;
}

/* Component i's moves, at most `room` of them; past that a refusal that
 * names the budget and how to ask for less: the sum would value each move
 * by its game's own solve, a cost that grows as the moves times a solve. */
static int moves_within(const sum_component *c, size_t i, size_t room, gr_pos_list *own, gr_error *err) {
  gr_error quiet = {0};
  if (c[i].game->moves(&c[i].pos, room, own, &quiet) == 0) return 0;
  if (quiet.status != GR_ELIMIT) return gr_error_pass(err, &quiet);
  return gr_error_say(err, GR_ELIMIT, &sum_texts, SUM_VALUE_BUDGET, GR_U(i + 1), GR_S(c[i].game->id),
                      GR_U(SUM_VALUED_MOVES));
}

/* The budget checked before any move is valued: every component that needs
 * its moves valued one by one (no solve_to_start, its target not 0) has
 * them within what is left of SUM_VALUED_MOVES. */
static int check_budget(const sum_work *w, gr_error *err) {
  const sum_component *c = w->c;
  size_t room = SUM_VALUED_MOVES;
  for (size_t i = 0; i < w->n && (w->g || w->ninf); i++) {
    uint64_t target = w->ninf ? w->g : w->values[i] ^ w->g;
    if ((w->ninf && i != w->inf) || target == 0 || c[i].game->solve_to_start) continue;
    gr_pos_list own;
    gr_pos_list_init(&own);
    int rc = moves_within(c, i, room, &own, err);
    room -= own.count;
    gr_pos_list_free(&own);
    if (rc != 0) return -1;
  }
  return 0;
}

/* ---- the slices ----------------------------------------------------------- */

/* Runs *sub within *left units: 1 finished (what it used taken from
 * *left), 0 more to do (the budget is spent), -1 failed.  A job of one
 * unit (kit_instant_start: its whole work in one call, such as Wythoff's
 * table of values) spends the whole budget: the next piece of the sum
 * waits for the next call (8 Wythoff components were one task of 1.6 s). */
static int run_sub(gr_job *sub, uint64_t *left, gr_error *err) {
  uint64_t before = sub->done;
  int rc = gr_job_run(sub, *left, err);
  if (rc != 1 || sub->total <= 1) {
    *left = 0;
    return rc;
  }
  uint64_t used = sub->done > before ? sub->done - before : 1;
  *left = used < *left ? *left - used : 0;
  return 1;
}

/* Moves a finished sub job's analysis into *a and frees the job. */
static void take_analysis(gr_job **sub, gr_analysis *a) {
  gr_analysis_free(a);
  *a = (*sub)->analysis;
  gr_analysis_init(&(*sub)->analysis);
  gr_job_free(*sub);
  *sub = NULL;
}

/* The fraction of the sub job done, in units of PART. */
static uint64_t sub_part(const gr_job *sub) {
  if (sub == NULL || sub->total == 0) return 0;
  uint64_t d = sub->done < sub->total ? sub->done : sub->total;
  return sub->total > UINT64_MAX / PART ? d / (sub->total / PART) : d * PART / sub->total;
}

static void progress(gr_job *job, size_t part, uint64_t within) {
  uint64_t at = (uint64_t)part * PART + (within < PART ? within : PART - 1);
  if (at > job->done) job->done = at;
}

/* Component i's value, in slices: 1 found, 0 more to do, -1 failed. */
static int value_step(gr_job *job, sum_work *w, uint64_t *left, gr_error *err) {
  size_t i = w->i;
  const sum_component *c = &w->c[i];
  gr_analysis *a = &w->own[i];
  if (!w->searching) {
    if (w->sub == NULL) {
      if (gr_game_is_over(c->game, &c->pos)) { /* worth 0, the mex of no options; some games refuse to solve it */
        a->winner = GR_WINNER_SECOND;
        a->has_grundy = true;
        a->grundy = w->values[i] = 0;
        return 1;
      }
      if (c->game->solve_start(&c->pos, &w->sub, err) != 0) return -1;
    }
    int rc = run_sub(w->sub, left, err);
    progress(job, i, sub_part(w->sub));
    if (rc != 1) return rc;
    take_analysis(&w->sub, a);
    w->searching = true;
  }
  if (*left == 0) return 0;
  int more = gr_value_complete_some(c->game, &c->pos, a, &w->search, *left, err);
  if (more < 0) return -1;
  if (more) {
    *left = 0;
    return 0;
  }
  w->searching = false;
  if (a->grundy_infinite) {
    w->infinite[i] = true;
    w->values[i] = 0; /* not in the xor */
    return 1;
  }
  if (!a->has_grundy) return no_value(c, i + 1, a, err);
  w->values[i] = a->grundy;
  return 1;
}

/* The sum's verdict when some component is infinite: ∞(K ^ x) with one,
 * ∞() with two or more; won only through x in K. */
static int loopy_verdict(sum_work *w, gr_analysis *a, gr_error *err) {
  uint64_t x = w->g;
  a->has_grundy = false;
  a->grundy = 0;
  a->grundy_infinite = true;
  a->winner = GR_WINNER_DRAW;
  if (w->ninf > 1) return 0;
  const gr_analysis *own = &w->own[w->inf];
  size_t n = own->grundy_reach_count;
  a->grundy_reach = malloc((n ? n : 1) * sizeof *a->grundy_reach);
  if (a->grundy_reach == NULL) return gr_error_nomem(err);
  for (size_t k = 0; k < n; k++) {
    a->grundy_reach[k] = own->grundy_reach[k] ^ x;
    if (own->grundy_reach[k] == x) a->winner = GR_WINNER_FIRST;
  }
  /* ascending again after the xor (insertion: the sets are small) */
  for (size_t k = 1; k < n; k++)
    for (size_t q = k; q > 0 && a->grundy_reach[q - 1] > a->grundy_reach[q]; q--) {
      uint64_t t = a->grundy_reach[q];
      a->grundy_reach[q] = a->grundy_reach[q - 1], a->grundy_reach[q - 1] = t;
    }
  a->grundy_reach_count = n;
  return 0;
}

/* The value of successor k of component i, in slices: the theory first
 * (a solve job); where it gives none, exact search in w->shared, shared by
 * all the successors of the component (with the core's bounds for one
 * value: so the successors together cost about what the component's own
 * value did, not that once per move).  1 with *got (1: *value, 0: none
 * within the bounds), 0 more to do, -1 failed. */
static int successor_step(sum_work *w, uint64_t *left, int *got, uint64_t *value, gr_error *err) {
  const gr_game *g = w->c[w->i].game;
  const gr_pos *q = &w->succ.items[w->k];
  gr_error why = {0};
  *got = 0;
  *value = 0;
  if (!w->searching) {
    if (w->sub == NULL) {
      if (gr_game_is_over(g, q)) return *got = 1, 1;
      if (g->solve_start(q, &w->sub, &why) != 0) return why.status == GR_ENOMEM ? gr_error_pass(err, &why) : 1;
    }
    int rc = run_sub(w->sub, left, &why);
    if (rc == 0) return 0;
    if (rc < 0) {
      gr_job_free(w->sub);
      w->sub = NULL;
      return why.status == GR_ENOMEM ? gr_error_pass(err, &why) : 1;
    }
    take_analysis(&w->sub, &w->succ_a);
    const gr_analysis *a = &w->succ_a;
    if (a->has_grundy) return *value = a->grundy, *got = 1, 1;
    if (a->grundy_infinite) return *got = 2, 1; /* infinite: no finite target is met */
    if (a->winner == GR_WINNER_SECOND) return *got = 1, 1; /* lost: worth 0 */
    if (a->winner == GR_WINNER_DRAW) return 1;
    if (w->shared == NULL) {
      if ((w->shared = gr_referee_new(g, err)) == NULL) return -1;
      uint64_t bound = gr_value_bound(g);
      gr_referee_set_limits(w->shared, bound, bound * GR_SEARCH_MOVES_PER_POSITION, GR_SEARCH_DEPTH);
      gr_referee_set_bytes(w->shared, GR_SEARCH_BYTES);
    }
    w->searching = true;
  }
  if (*left == 0) return 0;
  int rc = gr_referee_grundy_some(w->shared, q, *left, value, &why);
  if (rc == 1) {
    *left = 0;
    return 0;
  }
  w->searching = false;
  if (rc == 0) return *got = 1, 1;
  return why.status == GR_ENOMEM ? gr_error_pass(err, &why) : 1;
}

/* Every move inside component i to a position of value `target`, in
 * slices: 1 done, 0 more to do, -1 failed.  Where its game's theory answers
 * that itself (solve_to_start), its job; else each of its moves valued
 * (successor_step), within a budget shared by the whole sum (w->room moves
 * left), checked before the work.  A successor without a value cuts the
 * list, as it then is. */
static int moves_step(gr_job *job, sum_work *w, uint64_t *left, gr_error *err) {
  size_t i = w->i, part = w->n + 1 + i;
  const sum_component *c = w->c;
  /* a loopy sum is won only by the infinite component's move to x */
  if (w->ninf && i != w->inf) return 1;
  uint64_t target = w->ninf ? w->g : w->values[i] ^ w->g;
  if (target == 0) return add_listed(c, w->n, i, &w->own[i], &job->analysis, &w->moves, err) == 0 ? 1 : -1;
  if (c[i].game->solve_to_start) {
    if (w->sub == NULL && c[i].game->solve_to_start(&c[i].pos, target, &w->sub, err) != 0) return -1;
    int rc = run_sub(w->sub, left, err);
    progress(job, part, sub_part(w->sub));
    if (rc != 1) return rc;
    gr_analysis own;
    gr_analysis_init(&own);
    take_analysis(&w->sub, &own);
    rc = add_listed(c, w->n, i, &own, &job->analysis, &w->moves, err);
    gr_analysis_free(&own);
    return rc == 0 ? 1 : -1;
  }
  if (!w->listed) {
    gr_pos_list_free(&w->succ);
    if (moves_within(c, i, w->room, &w->succ, err) != 0) return -1;
    w->room -= w->succ.count;
    w->listed = true;
    w->k = 0;
  }
  while (w->k < w->succ.count && *left > 0) {
    int got;
    uint64_t v;
    int rc = successor_step(w, left, &got, &v, err);
    if (rc != 1) return rc;
    if (got == 0) job->analysis.winning_moves_cut = true; /* a successor without a value: it cannot be judged */
    else if (got == 1 && v == target && add_move(c, w->n, i, &w->succ.items[w->k], &w->moves, &job->analysis, err) != 0)
      return -1;
    w->k++;
    if (*left > 0) (*left)--;
    progress(job, part, (uint64_t)w->k * PART / w->succ.count);
  }
  if (w->k < w->succ.count) return 0;
  gr_referee_free(w->shared);
  w->shared = NULL;
  w->listed = false;
  gr_pos_list_free(&w->succ);
  return 1;
}

/* G = the xor of the components' values; the winning moves are every move,
 * in every component i, to a position of value G_i ^ G (which makes the xor
 * 0).  Where that is 0 (G_i = G) they are component i's own winning moves,
 * from its game's theory, as complete or as cut as its own list (a sum of
 * one component says what its game says); else each move of the component
 * is valued. */
static int sum_advance(gr_job *job, uint64_t budget, gr_error *err) {
  sum_work *w = job->state;
  uint64_t left = budget;
  while (left > 0 && w->stage != STAGE_DONE) {
    int rc = 1;
    switch (w->stage) {
    case STAGE_VALUES:
      if (w->i == w->n) {
        w->g = 0;
        w->ninf = 0;
        for (size_t i = 0; i < w->n; i++) {
          w->g ^= w->values[i];
          if (w->infinite[i]) w->ninf++, w->inf = i;
        }
        job->analysis.winner = w->g ? GR_WINNER_FIRST : GR_WINNER_SECOND;
        job->analysis.has_grundy = true;
        job->analysis.grundy = w->g;
        if (w->ninf && loopy_verdict(w, &job->analysis, err) != 0) return -1;
        w->stage = w->with_moves ? STAGE_BUDGET : STAGE_DONE;
        w->i = 0;
        break;
      }
      rc = value_step(job, w, &left, err);
      if (rc == 1) w->i++;
      break;
    case STAGE_BUDGET:
      if (check_budget(w, err) != 0) return -1;
      w->stage = job->analysis.winner == GR_WINNER_FIRST ? STAGE_MOVES : STAGE_DRAIN;
      left--;
      break;
    case STAGE_MOVES:
      if (w->i == w->n) {
        w->stage = STAGE_DRAIN;
        break;
      }
      rc = moves_step(job, w, &left, err);
      if (rc == 1) w->i++;
      break;
    default: /* STAGE_DRAIN */
      if (posset_drain(&w->moves, &job->analysis.winning_moves, err) != 0) return -1;
      w->stage = STAGE_DONE;
    }
    if (rc < 0) return -1;
    if (w->stage == STAGE_VALUES) progress(job, w->i, 0);
    else if (w->stage == STAGE_MOVES) progress(job, w->n + 1 + w->i, 0);
  }
  if (w->stage == STAGE_DONE) gr_job_done(job);
  return 0;
}

static void sum_destroy(gr_job *job) {
  sum_work *w = job->state;
  gr_job_free(w->sub);
  gr_referee_free(w->search);
  gr_referee_free(w->shared);
  gr_pos_list_free(&w->succ);
  gr_analysis_free(&w->succ_a);
  posset_free(&w->moves);
  for (size_t i = 0; i < SUM_MAX_COMPONENTS; i++) gr_analysis_free(&w->own[i]);
  gr_pos_free(&w->pos);
}

static const gr_job_ops sum_ops = {sum_advance, sum_destroy};

int sum_job_start(const gr_pos *p, bool with_moves, gr_job **job, gr_error *err) {
  *job = gr_job_create(&sum_ops, sizeof(sum_work), 1, err);
  if (*job == NULL) return -1;
  sum_work *w = (*job)->state;
  w->with_moves = with_moves;
  gr_pos_init(&w->pos);
  posset_init(&w->moves);
  gr_pos_list_init(&w->succ);
  gr_analysis_init(&w->succ_a);
  for (size_t i = 0; i < SUM_MAX_COMPONENTS; i++) gr_analysis_init(&w->own[i]);
  w->room = SUM_VALUED_MOVES;
  if (gr_pos_copy(&w->pos, p, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  w->n = sum_split(&w->pos, w->c);
  (*job)->total = (uint64_t)PART * (with_moves ? 2 * w->n + 1 : w->n ? w->n : 1);
  return 0;
}

const uint64_t *sum_job_values(const gr_job *job, size_t *n) {
  const sum_work *w = job->state;
  *n = w->n;
  return w->values;
}

const gr_analysis *sum_job_component(const gr_job *job, size_t i) {
  const sum_work *w = job->state;
  return &w->own[i];
}

int sum_solve_start(const gr_pos *p, gr_job **job, gr_error *err) { return sum_job_start(p, true, job, err); }
