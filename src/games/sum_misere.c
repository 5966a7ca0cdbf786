/*
 * sum_misere.c — the misère sum of nim games ("nim: 3 4 + nim: 5"): nim
 * games side by side, a move takes stones from one heap of one of them,
 * and whoever cannot move WINS.
 *
 * Why only nim: under misère play the Sprague-Grundy theorem does not add
 * values (two games of one value can differ in a misère sum), so the theory
 * decides a misère sum only in the case the seeds teach, nim heaps (the SJ
 * theorem / misère Nim rule).  Any other component is refused with a
 * message that says so (sum.c, SUM_MISERE_HEAPS).
 *
 * How: the rules, the text, the board and the move language are the sum's
 * (sum.c; the table sets `misere`, so the core, the referee and the page
 * apply the misère ending).  The theory flattens the components into one
 * nim position, every heap in order, and asks misère Nim (misere.c) for
 * the verdict, its winning moves and its trace; a winning move changes one
 * heap of the flat position, which is put back into its component.
 */
#include "games/nim.h"
#include "games/sum.h"
#include "games/text/sum_misere_text.h"
#include "kit/kit.h"
#include "kit/kit_text.h"


static int sum_misere_parse(const char *text, gr_pos *out, gr_error *err) { return sum_parse_as(text, true, out, err); }

/* Every heap of every component, in order. */
static int flatten(const sum_component *c, size_t n, gr_pos *flat, gr_error *err) {
  size_t len = 0;
  for (size_t i = 0; i < n; i++) len += c[i].pos.len;
  if (gr_pos_resize(flat, len, err) != 0) return -1;
  for (size_t i = 0, at = 0; i < n; i++)
    for (size_t k = 0; k < c[i].pos.len; k++) flat->v[at++] = c[i].pos.v[k];
  return 0;
}

/* The sum after the flat move `to` (one heap changed), or -1 if none changed. */
static int unflatten(const sum_component *c, size_t n, const gr_pos *to, gr_pos *out, gr_error *err) {
  for (size_t i = 0, at = 0; i < n; at += c[i].pos.len, i++)
    for (size_t k = 0; k < c[i].pos.len; k++) {
      if (to->v[at + k] == c[i].pos.v[k]) continue;
      gr_pos own;
      gr_pos_init(&own);
      int rc = gr_pos_resize(&own, c[i].pos.len, err);
      for (size_t m = 0; rc == 0 && m < own.len; m++) own.v[m] = to->v[at + m];
      if (rc == 0) rc = sum_build(c, n, i, &own, out, err);
      gr_pos_free(&own);
      return rc;
    }
  return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
}

static int sum_misere_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  gr_pos flat;
  gr_pos_init(&flat);
  gr_analysis heaps;
  gr_analysis_init(&heaps);
  int rc = flatten(c, n, &flat, err) == 0 ? gr_solve(&gr_game_misere, &flat, &heaps, err) : -1;
  if (rc == 0) {
    a->winner = heaps.winner;
    a->winning_moves_cut = heaps.winning_moves_cut;
    a->unlisted_moves = heaps.unlisted_moves;
    for (size_t k = 0; k < heaps.winning_moves.count && rc == 0; k++) {
      gr_pos to;
      gr_pos_init(&to);
      rc = unflatten(c, n, &heaps.winning_moves.items[k], &to, err) == 0 ? gr_pos_list_push(&a->winning_moves, &to, err)
                                                                          : -1;
      if (rc != 0) gr_pos_free(&to);
    }
  }
  gr_analysis_free(&heaps);
  gr_pos_free(&flat);
  return rc;
}

static int sum_misere_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, sum_misere_decide, job, err);
}

/* Misère Nim's own trace over the flat heaps (the job copies what it needs). */
static int sum_misere_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  sum_component c[SUM_MAX_COMPONENTS];
  size_t n = sum_split(p, c);
  gr_pos flat;
  gr_pos_init(&flat);
  *job = NULL;
  int rc = flatten(c, n, &flat, err) == 0 ? gr_game_misere.trace_start(&flat, job, err) : -1;
  gr_pos_free(&flat);
  return rc;
}

/* Sums of one to three components, each a small nim game: every outcome of
 * misère Nim's rule (only ones, one big heap, several) comes up. */
static const char *const pool[] = {"0", "1", "2", "3", "1 1", "2 1", "2 2", "3 1 1"};
#define POOL (sizeof pool / sizeof pool[0])

static int visit_text(const char *text, int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  gr_pos p;
  gr_error err = {0};
  if (sum_misere_parse(text, &p, &err) != 0) return -1;
  int rc = visit(&p, ctx);
  gr_pos_free(&p);
  return rc;
}

static int sum_misere_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  char text[128];
  int rc = 0;
  for (size_t a = 0; a < POOL && rc == 0; a++) {
    gr_snprintf(text, sizeof text, "nim: %s", pool[a]);
    rc = visit_text(text, visit, ctx);
    for (size_t b = a; b < POOL && rc == 0; b++) {
      gr_snprintf(text, sizeof text, "nim: %s + misere: %s", pool[a], pool[b]);
      rc = visit_text(text, visit, ctx);
      for (size_t d = b; d < POOL && rc == 0; d++) {
        gr_snprintf(text, sizeof text, "nim: %s + nim: %s + nim: %s", pool[a], pool[b], pool[d]);
        rc = visit_text(text, visit, ctx);
      }
    }
  }
  return rc;
}

const gr_game gr_game_misere_sum = {
    .id = "misere-sum", .loopy = true, .texts = &sum_misere_texts, .example = "nim: 3 4 + nim: 5 + nim: 1 1",
    .max_len_solve = SUM_MAX_COMPONENTS, /* components */
    .max_len_trace = SUM_MAX_COMPONENTS,
    .max_values = NIM_MAX_HEAPS_SOLVE, /* every heap of every component: one misère Nim position */
    .parse = sum_misere_parse, .format = sum_format, .moves = sum_moves, .is_terminal = sum_is_terminal,
    .stall_move = sum_stall_move, KIT_GAME_JOBS(sum_misere), KIT_GAME_PLAY(sum),
    .misere = true,
    KIT_LESSON(sum_misere_lesson),
};
