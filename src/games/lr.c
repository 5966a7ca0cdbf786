/*
 * lr.c — ZJOI2009 取石子游戏 (AcWing 1322): take from the leftmost or the
 * rightmost pile.
 *
 * Rules: piles a[1..n] in a row; a move takes at least one stone from the
 * leftmost or the rightmost pile, and a pile that reaches zero disappears.
 * Whoever cannot move loses.
 *
 * Theory (seed 000): left[i][j] is the unique x >= 0 such that putting a
 * pile of x stones left of a[i..j] gives a lost position (x = 0: no pile),
 * right[i][j] likewise on the right.  Both follow from the shorter interval
 * by five cases on L, R and X (see lr_left_rule).  The mover loses exactly
 * when a[1] == left[2][n]; the winning moves are a[1] -> left[2][n] and
 * a[n] -> right[1][n-1], where those are smaller than the pile.
 *
 * Exactness: every table value is at most the largest pile.  By induction:
 * cases 1, 2, 4, 5 give 0, X or X-1; case 3 gives X + 1 only when X < R,
 * so X + 1 <= R.  Hence piles up to 2^64 - 1 are handled exactly and X + 1
 * can never wrap; lr_left_rule checks it anyway rather than trust a proof
 * silently.
 *
 * Two jobs: the verdict keeps one row of the table per interval length in
 * place (O(n) memory, for n up to 20,000), with the vectorised kernel of
 * src/algo/interval_dp.c (values coded in 16 bits, exactly: proof there);
 * the trace (lr_trace.c) fills
 * both full n x n tables for n up to 1,000, recording every cell's case and
 * the three cells it read, for the matrix view.
 *
 * The finished game (no pile left) is written "(empty)" and parses back.
 * Every text is in text/lr_text.c.
 */
#include "lr.h"

#include "algo/interval_dp.h"
#include "kit/board_piles.h"
#include "games/text/lr_text.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"

#include <stdio.h>
#include <string.h>

/* ---- the recurrence ------------------------------------------------- */

static uint64_t plus_one(uint64_t x) { return x == UINT64_MAX ? UINT64_MAX : x + 1; }

uint64_t lr_left_rule(uint64_t L, uint64_t R, uint64_t X, int *which) {
  if (X == R) return *which = LR_CASE_ZERO, 0;
  if (X < L && X < R) return *which = LR_CASE_BELOW_BOTH, X;
  if (X > L && X > R) return *which = LR_CASE_ABOVE_BOTH, X;
  if (L <= X && X < R) return *which = LR_CASE_PLUS_ONE, plus_one(X); /* X < R: never saturates */
  return *which = LR_CASE_MINUS_ONE, X - 1;                           /* R < X <= L: X >= 1 */
}

/* The mirror image: the roles of L and R swap. */
uint64_t lr_right_rule(uint64_t L, uint64_t R, uint64_t X, int *which) {
  return lr_left_rule(R, L, X, which);
}

/* ---- parsing and moves ------------------------------------------------ */

static int lr_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_finished_text(text)) return gr_pos_free(out), 0;
  if (gr_parse_u64_list(text, GR_NOUN_PILE, LR_MAX_PILES_SOLVE, out, err) != 0) return -1;
  if (out->len == 0) return gr_error_say(err, GR_ESYNTAX, &lr_texts, LR_NO_PILES);
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i] == 0) {
      gr_pos_free(out);
      return gr_error_say(err, GR_ERANGE, &lr_texts, LR_PILE_ZERO, GR_U(i + 1));
    }
  return 0;
}

static bool lr_is_terminal(const gr_pos *p) { return p->len == 0; }

/* The position after the pile at `end` (0 or len-1) is cut down to `keep`. */
static int lr_after(const gr_pos *p, size_t end, uint64_t keep, gr_pos *out, gr_error *err) {
  if (keep > 0) return kit_with(p, end, keep, out, err);
  if (gr_pos_resize(out, p->len - 1, err) != 0) return -1;
  if (p->len > 1) memcpy(out->v, p->v + (end == 0 ? 1 : 0), (p->len - 1) * sizeof *p->v);
  return 0;
}

static int lr_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (p->len == 0) return 0;
  size_t ends = p->len == 1 ? 1 : 2;
  uint64_t right = ends == 2 ? p->v[p->len - 1] : 0;
  /* The count, exactly: two 64-bit piles may hold more than 2^64 - 1 moves. */
  uint64_t total = p->v[0] + right, carry = total < right;
  if (carry || total > max_moves)
    return gr_error_moves_cap(carry, total, max_moves, err);
  /* Emptying the left or the right end gives the same position exactly
   * when all piles are equal (any other two moves differ); list it once. */
  bool all_equal = true;
  for (size_t i = 1; i < p->len && all_equal; i++) all_equal = p->v[i] == p->v[0];
  for (size_t e = 0; e < ends; e++) {
    size_t end = e == 0 ? 0 : p->len - 1;
    for (uint64_t keep = e == 1 && all_equal ? 1 : 0; keep < p->v[end]; keep++) {
      gr_pos next;
      gr_pos_init(&next);
      if (lr_after(p, end, keep, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  }
  return 0;
}

/* Losing, the computer takes one stone from the larger end pile: the move
 * that keeps the most stones (and so the longest possible game) in play. */
static int lr_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  size_t end = p->v[p->len - 1] > p->v[0] ? p->len - 1 : 0;
  return lr_after(p, end, p->v[end] - 1, out, err);
}

/* 0 when `to` is `from` with its first pile lowered or removed, 1 for the
 * last pile, -1 when `to` is not a successor of `from` at all. */
static int lr_changed_end(const gr_pos *from, const gr_pos *to) {
  size_t n = from->len, bytes = n > 1 ? (n - 1) * sizeof *from->v : 0;
  if (n == 0) return -1;
  if (to->len == n) {
    if (to->v[0] < from->v[0] && memcmp(to->v + 1, from->v + 1, bytes) == 0) return 0;
    if (to->v[n - 1] < from->v[n - 1] && memcmp(to->v, from->v, bytes) == 0) return 1;
  } else if (to->len + 1 == n) {
    if (n == 1 || memcmp(to->v, from->v + 1, bytes) == 0) return 0;
    if (memcmp(to->v, from->v, bytes) == 0) return 1;
  }
  return -1;
}

static void lr_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  int end = lr_changed_end(from, to);
  if (end < 0) return gr_say(out, &lr_texts, lang, LR_NOT_A_MOVE);
  size_t pile = end == 0 ? 0 : from->len - 1;
  uint64_t before = from->v[pile], after = to->len == from->len ? to->v[pile] : 0;
  unsigned which = from->len == 1 ? LR_THE_ONLY_PILE : end == 0 ? LR_THE_LEFTMOST : LR_THE_RIGHTMOST;
  gr_say(out, &lr_texts, lang, LR_DESCRIBE, GR_K(which), GR_U(before), GR_U(after), GR_U(before - after));
}

/* The inverse of lr_play: "take PILE COUNT" for a successor. */
static int lr_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  int end = lr_changed_end(from, to);
  if (end < 0) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  size_t pile = end == 0 ? 0 : from->len - 1;
  uint64_t kept = to->len == from->len ? to->v[pile] : 0;
  gr_buf_printf(out, "take %zu %llu", pile + 1, (unsigned long long)(from->v[pile] - kept));
  return 0;
}

/* Piles in a row; only the two end piles can be played. */
static void lr_board(const gr_pos *p, gr_json *j) {
  kit_board_piles_take(p, j, KIT_PLAYABLE_ENDS);
}

/* "take PILE COUNT": PILE numbered from 1, at either end; COUNT stones. */
static int lr_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  static const kit_moves take_moves = {.verbs = kit_take_pile_count, .count = 1,
                                       .usage_texts = &lr_texts, .usage_key = LR_USAGE};
  uint64_t args[2];
  size_t verb, nargs;
  if (kit_read_action(action, &take_moves, &verb, args, &nargs, err) != 0) return -1;
  uint64_t pile = args[0], count = args[1];
  if (pile != 1 && pile != p->len)
    return p->len == 1 ? gr_error_say(err, GR_ERANGE, &lr_texts, LR_ONLY_PILE_1)
                       : gr_error_say(err, GR_ERANGE, &lr_texts, LR_NOT_AN_END, GR_U(pile), GR_U(p->len));
  size_t end = (size_t)pile - 1;
  if (count == 0 || count > p->v[end])
    return gr_error_say(err, GR_ERANGE, &lr_texts, LR_TAKE_RANGE, GR_U(pile), GR_U(p->v[end]));
  return lr_after(p, end, p->v[end] - count, out, err);
}

/* ---- the verdict job: O(n) memory ------------------------------------- */

typedef struct verdict_state {
  uint64_t *a; /* the piles */
  size_t n;
  idp dp;      /* the tables, diagonal by diagonal (src/algo/interval_dp.c) */
} verdict_state;

static int verdict_conclude(gr_job *job, const verdict_state *s, gr_error *err) {
  size_t n = s->n;
  gr_pos p = {.len = n, .v = s->a};
  /* left[2][n] and right[1][n-1] (the empty interval's values are 0): the
   * first pile cut down to the one, or the last pile to the other, loses. */
  uint64_t target[2] = {n >= 2 ? idp_left(&s->dp, 1) : 0, n >= 2 ? idp_right(&s->dp, 0) : 0};
  gr_analysis *a = &job->analysis;
  a->winner = target[0] == s->a[0] ? GR_WINNER_SECOND : GR_WINNER_FIRST;
  for (size_t e = 0; e < (n >= 2 ? 2u : 1u); e++) {
    size_t end = e == 0 ? 0 : n - 1;
    if (target[e] >= s->a[end]) continue;
    gr_pos next;
    gr_pos_init(&next);
    if (lr_after(&p, end, target[e], &next, err) != 0) return -1;
    /* Emptying either end of 1 1 1 leaves the same 1 1: list it once. */
    if (e == 1 && a->winning_moves.count == 1 && gr_pos_equal(&next, &a->winning_moves.items[0]))
      gr_pos_free(&next);
    else if (gr_pos_list_push(&a->winning_moves, &next, err) != 0)
      return -1;
  }
  job->finished = true;
  return 0;
}

static int verdict_advance(gr_job *job, uint64_t budget, gr_error *err) {
  verdict_state *s = job->state;
  job->done += idp_run(&s->dp, budget);
  return idp_finished(&s->dp) ? verdict_conclude(job, s, err) : 0;
}

_Static_assert(LR_MAX_PILES_SOLVE <= IDP_MAX_N, "the verdict's 16-bit codes need n <= IDP_MAX_N");

static const gr_job_ops verdict_ops = {verdict_advance, NULL};

int lr_solve_piles(const uint64_t *piles, size_t n, gr_job **job, gr_error *err) {
  *job = NULL;
  if (n == 0) return gr_error_say(err, GR_ESTATE, &lr_texts, LR_NO_PILES_OVER);
  if (n > LR_MAX_PILES_SOLVE)
    return gr_error_say(err, GR_ELIMIT, &lr_texts, LR_SOLVE_LIMIT, GR_U(n), GR_U(LR_MAX_PILES_SOLVE));
  /* Intervals of lengths 1 .. n-1: n + (n-1) + ... + 2. */
  uint64_t total = n >= 2 ? (uint64_t)(n - 1) * (n + 2) / 2 : 0;
  *job = gr_job_create(&verdict_ops, sizeof(verdict_state), total, err);
  if (*job == NULL) return -1;
  verdict_state *s = (*job)->state;
  s->a = gr_job_alloc(*job, n * sizeof *s->a, err);
  void *tables = s->a ? gr_job_alloc(*job, idp_bytes(n), err) : NULL;
  if (tables == NULL) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  memcpy(s->a, piles, n * sizeof *piles);
  s->n = n;
  idp_init(&s->dp, tables, piles, n);
  return 0;
}

static int lr_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return lr_solve_piles(p->v, p->len, job, err);
}

/* ---- small positions for the referee ------------------------------------ */

/* Every row of 1..referee_max_len piles of 1..referee_max_value stones,
 * counting like an odometer. */
static int lr_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return gr_enumerate_rows(gr_game_lr.referee_max_len, 1, gr_game_lr.referee_max_value, false, visit, ctx);
}

/* ---- the guided tour and the table ------------------------------------ */

const gr_game gr_game_lr = {
    .id = "lr", .texts = &lr_texts, .example = "3 1 9 4",
    .max_len_solve = LR_MAX_PILES_SOLVE, .max_len_trace = LR_MAX_PILES_TRACE,
    .referee_max_len = 7, .referee_max_value = 7,
    KIT_GAME_FUNCTIONS_FORMAT(lr, kit_format_piles),
    KIT_LESSON(lr_lesson),
};
