/*
 * sum_trace.c — the theory of the sum game and its trace.
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
 * finished component is worth 0.  Each
 * component's value comes from its own game's solve, completed by exact
 * search where its theory gives none (src/core/value.c); a component past
 * that bound leaves the sum undecided, with a message saying which.
 *
 * The trace: one step per component writing its value, then the binary
 * xor column by column from the highest bit (each component's bit, then
 * the xor bit: the parity of the column's ones), then G itself.
 */
#include "games/sum.h"
#include "games/text/sum_text.h"
#include "algo/posset.h"
#include "kit/kit.h"

#include <stdlib.h>


/* Component `number`'s own solve (a: its winner and its own winning moves,
 * the moves to value 0) and its value.  A finished component is worth 0,
 * the mex of no options, without asking its game (some refuse to solve a
 * position with no move). */
static int component_solve(const sum_component *c, size_t number, gr_analysis *a, uint64_t *value, gr_error *err) {
  if (gr_game_is_over(c->game, &c->pos)) {
    a->winner = GR_WINNER_SECOND;
    a->has_grundy = true;
    a->grundy = *value = 0;
    return 0;
  }
  if (gr_solve(c->game, &c->pos, a, err) != 0) return -1;
  if (a->has_grundy) {
    *value = a->grundy;
    return 0;
  }
  if (a->grundy_note) {
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
  return gr_error_say(err, GR_ERANGE, &sum_texts, SUM_NO_VALUE_DRAW, GR_U(number), GR_S(c->game->id));
}

int sum_component_value(const sum_component *c, size_t number, uint64_t *value, gr_error *err) {
  gr_analysis a;
  gr_analysis_init(&a);
  int rc = component_solve(c, number, &a, value, err);
  gr_analysis_free(&a);
  return rc;
}

/* The sum with component i moved to `own`, added to the set.  A sum of
 * several components lists at most kit_list_cap of its own length (each
 * move copies every component: 8 nim games of 100,000 heaps took 586 MB);
 * past it a move is counted, not built.  One component lists what its game
 * does, its own cap. */
static int add_move(const sum_component *c, size_t n, size_t i, const gr_pos *own, posset *moves, gr_analysis *a,
                    gr_error *err) {
  size_t len = 1;
  for (size_t k = 0; k < n; k++) len += 2 + c[k].pos.len;
  if (n > 1 && moves->list.count >= kit_list_cap(len)) {
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

/* The value of a successor q of a component of game g: 1 with *value, 0
 * when it has none within the search's bounds, -1 when out of memory.  The
 * theory first; where it gives none, exact search in *search, shared by all
 * the successors of the component (created here, with the core's bounds
 * for one value: so the successors together cost about what the
 * component's own value did, not that once per move). */
static gr_referee *shared_search(const gr_game *g, gr_referee **search, gr_error *err) {
  if (*search == NULL && (*search = gr_referee_new(g, err)) != NULL) {
    uint64_t bound = gr_value_bound(g);
    gr_referee_set_limits(*search, bound, bound * GR_SEARCH_MOVES_PER_POSITION, GR_SEARCH_DEPTH);
    gr_referee_set_bytes(*search, GR_SEARCH_BYTES);
  }
  return *search;
}

static int successor_value(const gr_game *g, const gr_pos *q, gr_referee **search, uint64_t *value, gr_error *err) {
  *value = 0;
  if (gr_game_is_over(g, q)) return 1;
  gr_analysis a;
  gr_analysis_init(&a);
  gr_error why = {0};
  int got = 0;
  if (gr_solve_theory(g, q, &a, &why) != 0) got = why.status == GR_ENOMEM ? gr_error_pass(err, &why) : 0;
  else if (a.has_grundy) got = 1, *value = a.grundy;
  else if (a.winner == GR_WINNER_SECOND) got = 1; /* lost: worth 0 */
  else if (a.winner == GR_WINNER_DRAW) got = 0;
  else if (shared_search(g, search, err) == NULL) got = -1;
  else if (gr_referee_grundy(*search, q, value, &why) == 0) got = 1;
  else got = why.status == GR_ENOMEM ? gr_error_pass(err, &why) : 0;
  gr_analysis_free(&a);
  return got;
}

/* The budget checked before any move is valued: every component that needs
 * its moves valued one by one (no solve_to_start, its target not 0) has
 * them within what is left of SUM_VALUED_MOVES. */
static int check_budget(const sum_component *c, size_t n, const uint64_t *values, uint64_t g, gr_error *err) {
  size_t room = SUM_VALUED_MOVES;
  for (size_t i = 0; i < n && g; i++) {
    if ((values[i] ^ g) == 0 || c[i].game->solve_to_start) continue;
    gr_pos_list own;
    gr_pos_list_init(&own);
    int rc = moves_within(c, i, room, &own, err);
    room -= own.count;
    gr_pos_list_free(&own);
    if (rc != 0) return -1;
  }
  return 0;
}

/* Every move inside component i to a position of value `target`.  Where its
 * game's theory answers that itself (solve_to_start), its tables are built
 * once; else each of its moves is valued by its game's own solve, within
 * a budget shared by the whole sum (*room moves left), refused before the
 * work past it.  A successor without a value cuts the list, as it then is. */
static int moves_to(const sum_component *c, size_t n, size_t i, uint64_t target, gr_analysis *a, posset *moves,
                    size_t *room, gr_error *err) {
  if (c[i].game->solve_to_start) {
    gr_analysis own;
    gr_analysis_init(&own);
    int rc = gr_solve_to(c[i].game, &c[i].pos, target, &own, err);
    if (rc == 0) rc = add_listed(c, n, i, &own, a, moves, err);
    gr_analysis_free(&own);
    return rc;
  }
  gr_pos_list own;
  gr_pos_list_init(&own);
  if (moves_within(c, i, *room, &own, err) != 0) {
    gr_pos_list_free(&own);
    return -1;
  }
  *room -= own.count;
  int rc = 0;
  gr_referee *search = NULL; /* one search for all the successors: what one valued, the next reuses */
  for (size_t k = 0; k < own.count && rc == 0; k++) {
    uint64_t v;
    int got = successor_value(c[i].game, &own.items[k], &search, &v, err);
    if (got < 0) rc = -1;
    else if (got == 0) a->winning_moves_cut = true; /* a successor without a value: it cannot be judged */
    else if (v == target) rc = add_move(c, n, i, &own.items[k], moves, a, err);
  }
  gr_referee_free(search);
  gr_pos_list_free(&own);
  return rc;
}

/* G = the xor of the components' values; the winning moves are every move,
 * in every component i, to a position of value G_i ^ G (which makes the xor
 * 0).  Where that is 0 (G_i = G) they are component i's own winning moves,
 * from its game's theory, as complete or as cut as its own list (a sum of
 * one component says what its game says); else each move of the component
 * is valued. */
static int sum_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  uint64_t values[SUM_MAX_COMPONENTS], g = 0;
  gr_analysis own[SUM_MAX_COMPONENTS];
  posset moves;
  posset_init(&moves);
  for (size_t i = 0; i < n; i++) gr_analysis_init(&own[i]);
  int rc = 0;
  for (size_t i = 0; i < n && rc == 0; i++) {
    rc = component_solve(&c[i], i + 1, &own[i], &values[i], err);
    g ^= values[i];
  }
  if (rc == 0) {
    a->winner = g ? GR_WINNER_FIRST : GR_WINNER_SECOND;
    a->has_grundy = true;
    a->grundy = g;
  }
  if (rc == 0) rc = check_budget(c, n, values, g, err);
  size_t room = SUM_VALUED_MOVES; /* moves valued one by one, in all */
  for (size_t i = 0; i < n && g && rc == 0; i++)
    rc = (values[i] ^ g) != 0 ? moves_to(c, n, i, values[i] ^ g, a, &moves, &room, err)
                              : add_listed(c, n, i, &own[i], a, &moves, err);
  if (rc == 0) rc = posset_drain(&moves, &a->winning_moves, err);
  posset_free(&moves);
  for (size_t i = 0; i < n; i++) gr_analysis_free(&own[i]);
  return rc;
}

int sum_solve_start(const gr_pos *p, gr_job **job, gr_error *err) { return kit_instant_start(p, sum_decide, job, err); }

/* ---- the trace ----------------------------------------------------------- */

enum { VIEW_VALUES, VIEW_BITS, VIEW_TOTAL };
enum { RULE_VALUE, RULE_BIT, RULE_XOR, RULE_TOTAL, RULE_COUNT };
static const gr_rule rules[RULE_COUNT] = {
    [RULE_VALUE] = {.name_key = SUM_RULE_VALUE, .summary_key = SUM_SUM_VALUE},
    [RULE_BIT] = {.reads = {"G_i"}, .name_key = SUM_RULE_BIT, .summary_key = SUM_SUM_BIT},
    [RULE_XOR] = {.name_key = SUM_RULE_XOR, .summary_key = SUM_SUM_XOR},
    [RULE_TOTAL] = {.name_key = SUM_RULE_TOTAL, .summary_key = SUM_SUM_TOTAL},
};

typedef struct plan {
  size_t n;      /* components */
  unsigned bits; /* columns of the binary view, column 0 the highest bit */
  uint64_t values[SUM_MAX_COMPONENTS];
} plan;

/* Steps: n values; then per column, n bits and the xor bit; then G. */
static int write_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const plan *pl = state;
  size_t n = pl->n, per = n + 1;
  if (k < n) return gr_trace_write(t, VIEW_VALUES, 0, (uint32_t)k, pl->values[k], RULE_VALUE, NULL, 0, err);
  k -= n;
  if (k < (uint64_t)pl->bits * per) {
    uint32_t col = (uint32_t)(k / per), row = (uint32_t)(k % per);
    unsigned shift = pl->bits - 1 - col;
    if (row < n) {
      uint32_t read = gr_trace_cell_id(t, VIEW_VALUES, 0, row);
      return gr_trace_write(t, VIEW_BITS, row, col, (pl->values[row] >> shift) & 1, RULE_BIT, &read, 1, err);
    }
    uint32_t reads[SUM_MAX_COMPONENTS];
    uint64_t ones = 0;
    for (uint32_t r = 0; r < n; r++) {
      reads[r] = gr_trace_cell_id(t, VIEW_BITS, r, col);
      ones += gr_trace_value(t, reads[r]);
    }
    return gr_trace_write(t, VIEW_BITS, (uint32_t)n, col, ones & 1, RULE_XOR, reads, n, err);
  }
  uint32_t reads[64];
  uint64_t g = 0;
  for (uint32_t col = 0; col < pl->bits; col++) {
    reads[col] = gr_trace_cell_id(t, VIEW_BITS, (uint32_t)n, col);
    g = g << 1 | gr_trace_value(t, reads[col]);
  }
  return gr_trace_write(t, VIEW_TOTAL, 0, 0, g, RULE_TOTAL, reads, pl->bits, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  int view;
  uint32_t row, col;
  uint32_t cell = t->step_cell[step];
  uint64_t value = gr_trace_value(t, cell);
  gr_trace_locate(t, cell, &view, &row, &col);
  const gr_view *bits = &t->views[VIEW_BITS];
  uint32_t n = bits->rows - 1;
  uint64_t weight = (uint64_t)1 << (bits->cols - 1 - (view == VIEW_BITS ? col : 0));
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  switch (t->step_rule[step]) {
  case RULE_VALUE: gr_say(out, &sum_texts, lang, SUM_EXPLAIN_VALUE, GR_U(col + 1), GR_U(value)); break;
  case RULE_BIT:
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_BIT, GR_U(weight), GR_U(row + 1), GR_U(gr_trace_value(t, reads[0])),
           GR_U(value));
    break;
  case RULE_XOR: {
    uint64_t ones = 0;
    for (size_t k = 0; k < nreads; k++) ones += gr_trace_value(t, reads[k]);
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_XOR, GR_U(weight), GR_U(ones), GR_U(value));
    break;
  }
  default:
    gr_say(out, &sum_texts, lang, SUM_EXPLAIN_TOTAL, GR_U(value), GR_K(value ? SUM_FIRST_WINS : SUM_SECOND_WINS),
           GR_U(n));
  }
}

int sum_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  sum_component c[SUM_MAX_COMPONENTS];
  plan *pl = calloc(1, sizeof *pl);
  if (pl == NULL) return gr_error_nomem(err);
  pl->n = sum_split(p, c);
  uint64_t g = 0;
  for (size_t i = 0; i < pl->n; i++) {
    if (sum_component_value(&c[i], i + 1, &pl->values[i], err) != 0) {
      free(pl);
      return -1;
    }
    g |= pl->values[i];
  }
  pl->bits = 1;
  while (pl->bits < 64 && (g >> pl->bits)) pl->bits++;
  uint64_t steps = pl->n + (uint64_t)pl->bits * (pl->n + 1) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, rules, RULE_COUNT, explain, err);
  if (t == NULL) {
    free(pl);
    return -1;
  }
  gr_trace_use_texts(t, &sum_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "G", SUM_VIEW_VALUES, 1, (uint32_t)pl->n, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "bits", SUM_VIEW_BITS, (uint32_t)pl->n + 1, pl->bits, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "xor", SUM_VIEW_TOTAL, 1, 1, 0, err) < 0) {
    gr_trace_free(t);
    free(pl);
    return -1;
  }
  /* the bits stay numbers (GR_VALUE_INT): 0 and 1, as on paper; rows count
   * from 1 as the components do (G1, G2, ...), the xor row last */
  gr_trace_set_words(t, VIEW_VALUES, &sum_texts, SUM_W_VALUES, false);
  t->views[VIEW_VALUES].parts = true; /* the page draws each component's board with its value */
  gr_trace_set_words(t, VIEW_BITS, &sum_texts, SUM_W_BITS, true);
  return kit_trace_start(t, pl, steps, write_step, job, err);
}
