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
 * place (O(n) memory, for n up to 20,000); the trace fills both full n x n
 * tables for n up to 1,000, recording every cell's case and the three cells
 * it read, for the matrix view.
 */
#include "lr.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
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

/* The same value as lr_left_rule without the case number, written without
 * branches: on random piles the five cases are unpredictable, and the
 * verdict for 20,000 piles evaluates 4 * 10^8 of these.  The compiler turns
 * the selects into conditional moves.  The unsigned adds of +1 or -1
 * (as 2^64 - 1) are exact for the same reasons as above: -1 only when
 * R < X (so X >= 1), +1 only when X < R. */
static inline uint64_t left_value(uint64_t L, uint64_t R, uint64_t X) {
  uint64_t between = ((uint64_t)(X >= L) | (uint64_t)(X >= R)) & ((uint64_t)(X <= L) | (uint64_t)(X <= R));
  uint64_t toward = (uint64_t)(L > R) * (UINT64_MAX - 1) + 1; /* -1 when L > R, else +1 */
  uint64_t value = X + (toward & (0 - between));
  return value & (0 - (uint64_t)(X != R));
}

/* ---- parsing and moves ------------------------------------------------ */

static int lr_parse(const char *text, gr_pos *out, gr_error *err) {
  if (gr_parse_u64_list(text, "pile", LR_MAX_PILES_SOLVE, out, err) != 0) return -1;
  if (out->len == 0)
    return gr_error_set(err, GR_ESYNTAX, "no piles given: write the pile sizes from left to right, e.g. 3 1 9 4");
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i] == 0) {
      gr_pos_free(out);
      return gr_error_set(err, GR_ERANGE,
                          "pile %zu is 0: every pile holds at least one stone (an emptied pile disappears)", i + 1);
    }
  return 0;
}

static void lr_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, ""); /* the empty position (game over) is "" rather than NULL */
  for (size_t i = 0; i < p->len; i++) {
    if (i) gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]);
  }
}

static bool lr_is_terminal(const gr_pos *p) { return p->len == 0; }

/* The position after the pile at `end` (0 or len-1) is cut down to `keep`. */
static int lr_after(const gr_pos *p, size_t end, uint64_t keep, gr_pos *out, gr_error *err) {
  if (keep > 0) {
    if (gr_pos_copy(out, p, err) != 0) return -1;
    out->v[end] = keep;
    return 0;
  }
  if (gr_pos_resize(out, p->len - 1, err) != 0) return -1;
  if (p->len > 1) memcpy(out->v, p->v + (end == 0 ? 1 : 0), (p->len - 1) * sizeof *p->v);
  return 0;
}

static int lr_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (p->len == 0) return 0;
  size_t ends = p->len == 1 ? 1 : 2;
  uint64_t total = p->v[0];
  if (ends == 2 && p->v[p->len - 1] > UINT64_MAX - total) total = UINT64_MAX;
  else if (ends == 2) total += p->v[p->len - 1];
  if (total > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)total, max_moves);
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
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
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
  bool zh = lang == GR_ZH;
  /* Which end changed; anything that is not a move is described as such. */
  int end = lr_changed_end(from, to);
  if (end < 0) {
    gr_buf_puts(out, zh ? "(不是一步合法的走法)" : "(not a legal move)");
    return;
  }
  bool left_end = end == 0;
  uint64_t before = left_end ? from->v[0] : from->v[from->len - 1];
  uint64_t after = to->len == from->len ? (left_end ? to->v[0] : to->v[to->len - 1]) : 0;
  if (from->len == 1) gr_buf_puts(out, zh ? "唯一的一堆" : "the only pile");
  else gr_buf_puts(out, left_end ? (zh ? "最左边一堆" : "the leftmost pile") : (zh ? "最右边一堆" : "the rightmost pile"));
  gr_buf_printf(out, zh ? ":%llu → %llu(取走 %llu 颗)" : ": %llu -> %llu (take %llu)", (unsigned long long)before,
                (unsigned long long)after, (unsigned long long)(before - after));
}

/* The inverse of lr_play: "take PILE COUNT" for a successor. */
static int lr_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  int end = lr_changed_end(from, to);
  if (end < 0) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t pile = end == 0 ? 0 : from->len - 1;
  uint64_t kept = to->len == from->len ? to->v[pile] : 0;
  gr_buf_printf(out, "take %zu %llu", pile + 1, (unsigned long long)(from->v[pile] - kept));
  return 0;
}

/* Piles in a row; only the two end piles can be played. */
static void lr_board(const gr_pos *p, gr_json *j) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  char digits[24];
  for (size_t i = 0; i < p->len; i++) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)p->v[i]);
    gr_json_string(j, digits); /* as text: JavaScript numbers are not exact past 2^53 */
  }
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 0; i < p->len; i++) gr_json_bool(j, i == 0 || i + 1 == p->len);
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "take");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "pile");
  gr_json_string(j, "count");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
}

/* "take PILE COUNT": PILE numbered from 1, at either end; COUNT stones. */
static int lr_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  while (isspace((unsigned char)*action)) action++;
  if (strncmp(action, "take", 4) != 0 || !isspace((unsigned char)action[4]))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'take PILE COUNT', e.g. take 1 2");
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "number", 2, &args, err) != 0) return -1;
  if (args.len != 2) {
    gr_pos_free(&args);
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'take PILE COUNT', e.g. take 1 2");
  }
  uint64_t pile = args.v[0], count = args.v[1];
  gr_pos_free(&args);
  if (pile != 1 && pile != p->len)
    return p->len == 1 ? gr_error_set(err, GR_ERANGE, "there is only pile 1")
                       : gr_error_set(err, GR_ERANGE, "pile %llu is not at an end: take from pile 1 or pile %zu",
                                      (unsigned long long)pile, p->len);
  size_t end = (size_t)pile - 1;
  if (count == 0 || count > p->v[end])
    return gr_error_set(err, GR_ERANGE, "pile %llu holds %llu stones: take between 1 and %llu",
                        (unsigned long long)pile, (unsigned long long)p->v[end], (unsigned long long)p->v[end]);
  return lr_after(p, end, p->v[end] - count, out, err);
}

/* ---- the verdict job: O(n) memory ------------------------------------- */

typedef struct verdict_state {
  uint64_t *a;       /* the piles */
  uint64_t *lefts;   /* lefts[i] = left of the interval [i, i+len-1] (0-based) */
  uint64_t *rights;
  size_t n, len, i;  /* next interval to compute: length len starting at i */
} verdict_state;

static int verdict_conclude(gr_job *job, const verdict_state *s, gr_error *err) {
  size_t n = s->n;
  /* left[2][n] and right[1][n-1]; the empty interval's values are 0. */
  uint64_t left_rest = n >= 2 ? s->lefts[1] : 0;
  uint64_t right_rest = n >= 2 ? s->rights[0] : 0;
  gr_analysis *a = &job->analysis;
  a->winner = left_rest == s->a[0] ? GR_WINNER_SECOND : GR_WINNER_FIRST;
  gr_pos p = {.len = n, .v = s->a};
  gr_pos next;
  gr_pos_init(&next);
  if (left_rest < s->a[0]) {
    if (lr_after(&p, 0, left_rest, &next, err) != 0 || gr_pos_list_push(&a->winning_moves, &next, err) != 0)
      return -1;
  }
  if (n >= 2 && right_rest < s->a[n - 1]) {
    if (lr_after(&p, n - 1, right_rest, &next, err) != 0) return -1;
    /* Emptying either end of 1 1 1 leaves the same 1 1: list it once. */
    if (a->winning_moves.count == 1 && gr_pos_equal(&next, &a->winning_moves.items[0]))
      gr_pos_free(&next);
    else if (gr_pos_list_push(&a->winning_moves, &next, err) != 0)
      return -1;
  }
  job->finished = true;
  return 0;
}

static int verdict_advance(gr_job *job, uint64_t budget, gr_error *err) {
  verdict_state *s = job->state;
  uint64_t *lefts = s->lefts, *rights = s->rights;
  const uint64_t *a = s->a;
  while (budget > 0 && s->len < s->n) {
    size_t len = s->len, last = s->n - len; /* starts 0..last have this length */
    size_t count = last - s->i + 1;
    if (count > budget) count = (size_t)budget;
    size_t i = s->i, stop = i + count;
    if (len == 1) {
      for (; i < stop; i++) lefts[i] = rights[i] = a[i];
    } else {
      /* In place: right[i] reads index i + 1, not yet overwritten. */
      for (; i < stop; i++) {
        uint64_t left = left_value(lefts[i], rights[i], a[i + len - 1]);
        rights[i] = left_value(rights[i + 1], lefts[i + 1], a[i]); /* right: L and R swapped */
        lefts[i] = left;
      }
    }
    budget -= count;
    job->done += count;
    if (stop > last) {
      s->len++;
      s->i = 0;
    } else {
      s->i = stop;
    }
  }
  return s->len >= s->n ? verdict_conclude(job, s, err) : 0;
}

static void verdict_destroy(gr_job *job) {
  verdict_state *s = job->state;
  if (s == NULL) return;
  free(s->a);
  free(s->lefts);
  free(s->rights);
  free(s);
  job->state = NULL;
}

static const gr_job_ops verdict_ops = {verdict_advance, verdict_destroy};

int lr_solve_piles(const uint64_t *piles, size_t n, gr_job **job, gr_error *err) {
  *job = NULL;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no piles: the game is over");
  if (n > LR_MAX_PILES_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu piles: the verdict handles at most %d", n, LR_MAX_PILES_SOLVE);
  verdict_state *s = calloc(1, sizeof *s);
  if (s) {
    s->a = malloc(n * sizeof *s->a);
    s->lefts = malloc(n * sizeof *s->lefts);
    s->rights = malloc(n * sizeof *s->rights);
  }
  if (!s || !s->a || !s->lefts || !s->rights) {
    gr_job tmp = {.state = s};
    verdict_destroy(&tmp);
    return gr_error_set(err, GR_ENOMEM, "out of memory for %zu piles", n);
  }
  memcpy(s->a, piles, n * sizeof *piles);
  s->n = n;
  s->len = 1;
  /* Intervals of lengths 1 .. n-1: n + (n-1) + ... + 2. */
  uint64_t total = n >= 2 ? (uint64_t)(n - 1) * (n + 2) / 2 : 0;
  *job = gr_job_new(&verdict_ops, s, total, err);
  return *job ? 0 : -1;
}

static int lr_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return lr_solve_piles(p->v, p->len, job, err);
}

/* ---- the trace job: both full tables ---------------------------------- */

enum { RULE_BASE = 0, RULE_LEFT = 0, RULE_RIGHT = 5, RULE_ANSWER = 11, RULE_COUNT };

/* Every case reads the shorter interval's left and right and the new pile. */
#define LR_READS {"L", "R", "X"}

static const gr_rule lr_rules[RULE_COUNT] = {
    [RULE_BASE] = {{"One pile", "一堆石子"},
                   {"left[i][i] = right[i][i] = a[i]: two equal piles, the second player copies",
                    "left[i][i] = right[i][i] = a[i]:两堆相等,后手模仿先手"},
                   {"a[i]", NULL, NULL}},
    [RULE_LEFT + LR_CASE_ZERO] = {{"Case 1", "情形 1"}, {"X = R: left = 0", "X = R:left = 0"}, LR_READS},
    [RULE_LEFT + LR_CASE_BELOW_BOTH] = {{"Case 2", "情形 2"}, {"X < min(L, R): left = X", "X < min(L, R):left = X"}, LR_READS},
    [RULE_LEFT + LR_CASE_PLUS_ONE] = {{"Case 3", "情形 3"}, {"L <= X < R: left = X + 1", "L ≤ X < R:left = X + 1"}, LR_READS},
    [RULE_LEFT + LR_CASE_MINUS_ONE] = {{"Case 4", "情形 4"}, {"R < X <= L: left = X - 1", "R < X ≤ L:left = X - 1"}, LR_READS},
    [RULE_LEFT + LR_CASE_ABOVE_BOTH] = {{"Case 5", "情形 5"}, {"X > max(L, R): left = X", "X > max(L, R):left = X"}, LR_READS},
    [RULE_RIGHT + LR_CASE_ZERO] = {{"Case 1", "情形 1"}, {"X = L: right = 0", "X = L:right = 0"}, LR_READS},
    [RULE_RIGHT + LR_CASE_BELOW_BOTH] = {{"Case 2", "情形 2"}, {"X < min(L, R): right = X", "X < min(L, R):right = X"}, LR_READS},
    [RULE_RIGHT + LR_CASE_PLUS_ONE] = {{"Case 3", "情形 3"}, {"R <= X < L: right = X + 1", "R ≤ X < L:right = X + 1"}, LR_READS},
    [RULE_RIGHT + LR_CASE_MINUS_ONE] = {{"Case 4", "情形 4"}, {"L < X <= R: right = X - 1", "L < X ≤ R:right = X - 1"}, LR_READS},
    [RULE_RIGHT + LR_CASE_ABOVE_BOTH] = {{"Case 5", "情形 5"}, {"X > max(L, R): right = X", "X > max(L, R):right = X"}, LR_READS},
    [RULE_ANSWER] = {{"Answer", "结论"},
                     {"the mover loses exactly when a[1] = left[2][n]", "先手必败当且仅当 a[1] = left[2][n]"},
                     {"a[1]", "left[2][n]", NULL}},
};

enum { VIEW_PILES = 0, VIEW_LEFT, VIEW_RIGHT, VIEW_ANSWER };

typedef struct trace_state {
  size_t n, len, i;
  bool right_next; /* the left cell of (len, i) is done, its right cell is next */
} trace_state;

static int write_base(gr_trace *t, size_t i, gr_error *err) {
  uint32_t reads[1] = {gr_trace_cell_id(t, VIEW_PILES, 0, (uint32_t)i)};
  uint64_t x = t->views[VIEW_PILES].values[i];
  if (gr_trace_write(t, VIEW_LEFT, (uint32_t)i, (uint32_t)i, x, RULE_BASE, reads, 1, err) != 0) return -1;
  return gr_trace_write(t, VIEW_RIGHT, (uint32_t)i, (uint32_t)i, x, RULE_BASE, reads, 1, err);
}

/* One cell of the interval [i, j] (0-based): its left or its right value. */
static int write_cell(gr_trace *t, size_t i, size_t j, bool right, gr_error *err) {
  const gr_view *lv = &t->views[VIEW_LEFT], *rv = &t->views[VIEW_RIGHT];
  size_t n = lv->cols;
  /* left[i][j] reads the interval [i, j-1] and a[j]; right[i][j] reads [i+1, j] and a[i]. */
  size_t ri = right ? i + 1 : i, rj = right ? j : j - 1, x = right ? i : j;
  uint64_t L = lv->values[ri * n + rj], R = rv->values[ri * n + rj];
  uint64_t X = t->views[VIEW_PILES].values[x];
  int which;
  uint64_t value = right ? lr_right_rule(L, R, X, &which) : lr_left_rule(L, R, X, &which);
  uint32_t reads[3] = {gr_trace_cell_id(t, VIEW_LEFT, (uint32_t)ri, (uint32_t)rj),
                       gr_trace_cell_id(t, VIEW_RIGHT, (uint32_t)ri, (uint32_t)rj),
                       gr_trace_cell_id(t, VIEW_PILES, 0, (uint32_t)x)};
  return gr_trace_write(t, right ? VIEW_RIGHT : VIEW_LEFT, (uint32_t)i, (uint32_t)j, value,
                        (uint8_t)((right ? RULE_RIGHT : RULE_LEFT) + which), reads, 3, err);
}

static int write_answer(gr_trace *t, gr_error *err) {
  size_t n = t->views[VIEW_LEFT].cols;
  uint64_t a1 = t->views[VIEW_PILES].values[0];
  uint64_t left_rest = n >= 2 ? t->views[VIEW_LEFT].values[1 * n + (n - 1)] : 0;
  uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_PILES, 0, 0),
                       n >= 2 ? gr_trace_cell_id(t, VIEW_LEFT, 1, (uint32_t)(n - 1)) : GR_NONE};
  return gr_trace_write(t, VIEW_ANSWER, 0, 0, left_rest != a1, RULE_ANSWER, reads, n >= 2 ? 2 : 1, err);
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  size_t n = s->n;
  while (budget > 0 && s->len <= n) {
    if (s->len == 1) {
      if (write_base(t, s->i, err) != 0) return -1;
      job->done += 2;
      budget = budget > 2 ? budget - 2 : 0;
      s->i++;
    } else {
      if (write_cell(t, s->i, s->i + s->len - 1, s->right_next, err) != 0) return -1;
      job->done++;
      budget--;
      s->right_next = !s->right_next;
      if (!s->right_next) s->i++;
    }
    if (s->i + s->len > n) {
      s->len++;
      s->i = 0;
    }
  }
  if (s->len > n) {
    if (write_answer(t, err) != 0) return -1;
    job->done++;
    job->finished = true;
  }
  return 0;
}

static void trace_destroy(gr_job *job) {
  free(job->state);
  job->state = NULL;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int lr_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no piles: the game is over");
  if (n > LR_MAX_PILES_TRACE)
    return gr_error_set(err, GR_ELIMIT,
                        "%zu piles: the trace holds full tables for at most %d piles (the verdict alone handles %d)",
                        n, LR_MAX_PILES_TRACE, LR_MAX_PILES_SOLVE);
  uint64_t steps = (uint64_t)n * (n + 1) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, lr_rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  uint32_t un = (uint32_t)n;
  if (gr_trace_add_view(t, GR_VIEW_SEQUENCE, "a", "piles", "石子堆", 1, un, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "left", "left[i][j]", "left[i][j]", un, un, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "right", "right[i][j]", "right[i][j]", un, un, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    return -1;
  }
  memcpy(t->views[VIEW_PILES].values, p->v, n * sizeof *p->v);
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) {
    gr_trace_free(t);
    return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
  }
  s->n = n;
  s->len = 1;
  *job = gr_job_new(&trace_ops, s, steps, err);
  if (*job == NULL) {
    gr_trace_free(t);
    return -1;
  }
  (*job)->trace = t;
  return 0;
}

/* ---- explanations with the actual numbers ----------------------------- */

static void cell(const gr_trace *t, gr_buf *out, uint32_t id) {
  gr_trace_cell_name(t, id, out);
  gr_buf_puts(out, " = ");
  gr_buf_u64(out, gr_trace_value(t, id));
}

static const char *const why[RULE_COUNT][GR_NLANG] = {
    [RULE_LEFT + LR_CASE_ZERO] = {"a[i..j] is already lost for the mover, so nothing may be added on the left.",
                                  "a[i..j] 本身已是先手必败,左边不能再添石子。"},
    [RULE_LEFT + LR_CASE_BELOW_BOTH] = {"With X on both ends the second player copies every move; whoever empties an end leaves a pile below L and R, which loses.",
                                        "两端都是 X 时后手对称模仿;一端被取完时,另一端剩下的数小于 L 和 R,对手必败。"},
    [RULE_LEFT + LR_CASE_PLUS_ONE] = {"The second player keeps the left end one stone above the right end (or answers with case 2, or with L) until the mover is stuck.",
                                      "后手始终保持左端比右端多 1 颗(或转入情形 2,或取成 L),先手必败。"},
    [RULE_LEFT + LR_CASE_MINUS_ONE] = {"The second player keeps the left end one stone below the right end (or answers with case 2, or with R).",
                                       "后手始终保持左端比右端少 1 颗(或转入情形 2,或取成 R),先手必败。"},
    [RULE_LEFT + LR_CASE_ABOVE_BOTH] = {"Both ends equal and above L and R: the second player copies, and falls back on cases 2-4 or on L and R.",
                                        "两端相等且大于 L、R:后手对称模仿,必要时转入情形 2-4 或取成 L、R。"},
};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  bool zh = lang == GR_ZH;
  const char *sep = zh ? "," : ", ";
  if (rule == RULE_ANSWER) {
    uint64_t a1 = gr_trace_value(t, reads[0]);
    if (nreads < 2) {
      gr_buf_printf(out, zh ? "只有一堆石子:先手一次取完,先手必胜。" : "One pile: the mover takes it all and wins.");
      return;
    }
    cell(t, out, reads[1]);
    gr_buf_puts(out, sep);
    cell(t, out, reads[0]);
    uint64_t lr = gr_trace_value(t, reads[1]);
    if (zh)
      gr_buf_printf(out, "。%s,所以先手%s。", lr == a1 ? "二者相等" : "二者不等", value ? "必胜" : "必败");
    else
      gr_buf_printf(out, ". They are %s, so the first player %s.", lr == a1 ? "equal" : "different",
                    value ? "wins" : "loses");
    return;
  }
  gr_trace_cell_name(t, target, out);
  gr_buf_puts(out, zh ? ":" : ": ");
  if (rule == RULE_BASE) {
    cell(t, out, reads[0]);
    gr_buf_puts(out, zh ? "。" : ". ");
    gr_buf_puts(out, t->rules[rule].summary[lang]);
    gr_buf_puts(out, zh ? "。" : ".");
    return;
  }
  bool right = rule > RULE_RIGHT;
  uint64_t L = gr_trace_value(t, reads[0]), R = gr_trace_value(t, reads[1]), X = gr_trace_value(t, reads[2]);
  gr_buf_puts(out, "L = ");
  cell(t, out, reads[0]);
  gr_buf_puts(out, sep);
  gr_buf_puts(out, "R = ");
  cell(t, out, reads[1]);
  gr_buf_puts(out, sep);
  gr_buf_puts(out, "X = ");
  cell(t, out, reads[2]);
  gr_buf_puts(out, zh ? "。" : ". ");
  gr_buf_puts(out, t->rules[rule].name[lang]);
  gr_buf_puts(out, zh ? ":" : ": ");
  int which = rule - (right ? RULE_RIGHT : RULE_LEFT);
  const char *name = right ? "right" : "left";
  /* The condition with the numbers put in; right mirrors left with L and R swapped. */
  uint64_t same = right ? L : R, other = right ? R : L;
  const char *s_same = right ? "L" : "R", *s_other = right ? "R" : "L";
  switch (which) {
  case LR_CASE_ZERO:
    gr_buf_printf(out, "X = %s (%llu)", s_same, (unsigned long long)X);
    break;
  case LR_CASE_BELOW_BOTH:
    gr_buf_printf(out, "X < L %s X < R (%llu < %llu, %llu)", zh ? "且" : "and", (unsigned long long)X,
                  (unsigned long long)L, (unsigned long long)R);
    break;
  case LR_CASE_PLUS_ONE:
    gr_buf_printf(out, "%s %s X < %s (%llu %s %llu < %llu)", s_other, zh ? "≤" : "<=", s_same,
                  (unsigned long long)other, zh ? "≤" : "<=", (unsigned long long)X, (unsigned long long)same);
    break;
  case LR_CASE_MINUS_ONE:
    gr_buf_printf(out, "%s < X %s %s (%llu < %llu %s %llu)", s_same, zh ? "≤" : "<=", s_other,
                  (unsigned long long)same, (unsigned long long)X, zh ? "≤" : "<=", (unsigned long long)other);
    break;
  default:
    gr_buf_printf(out, "X > L %s X > R (%llu > %llu, %llu)", zh ? "且" : "and", (unsigned long long)X,
                  (unsigned long long)L, (unsigned long long)R);
    break;
  }
  static const char *const formula[] = {"", "0", "X", "X + 1", "X - 1", "X"};
  gr_buf_printf(out, zh ? ",所以 %s = %s = %llu。" : ", so %s = %s = %llu. ", name, formula[which],
                (unsigned long long)value);
  if (right)
    gr_buf_puts(out, zh ? "(与 left 的情形对称,左右互换。)" : "(The mirror image of the left case, ends swapped.)");
  else
    gr_buf_puts(out, why[RULE_LEFT + which][lang]);
}

/* ---- small positions for the referee ------------------------------------ */

/* Every row of 1..referee_max_len piles of 1..referee_max_value stones,
 * counting like an odometer. */
static int lr_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return gr_enumerate_rows(gr_game_lr.referee_max_len, 1, gr_game_lr.referee_max_value, false, visit, ctx);
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop lr_lesson[] = {
    {{"The rules", "规则"},
     {"Four piles: 3 1 9 4. On your turn take at least one stone, but only from the leftmost or the rightmost "
      "pile. An emptied pile disappears, so the next pile becomes an end. Whoever cannot move loses. Who wins here?",
      "四堆石子:3 1 9 4。轮到你时取至少一颗,但只能从最左或最右的一堆取。取空的堆消失,旁边的堆成为新的一端。"
      "不能操作的人输。这里谁会赢?"},
     "3 1 9 4", -2},
    {{"One pile, then two", "先看一堆,再看两堆"},
     {"With one pile the mover takes everything and wins. With two equal piles the second player copies every "
      "move on the other side and wins. So putting a pile of a[i] stones next to a[i] makes a lost position: "
      "left[i][i] = right[i][i] = a[i]. Step through the first cells of the tables.",
      "只有一堆时,先手一次取完获胜。两堆相等时,后手在另一边模仿先手,后手获胜。所以在 a[i] 旁边放一堆 a[i] "
      "颗得到必败局面:left[i][i] = right[i][i] = a[i]。逐步查看表格的前几格。"},
     "3 1 9 4", 1},
    {{"The key idea", "关键想法"},
     {"For every interval a[i..j] there is exactly one pile size x that, put on its left, makes a lost position: "
      "left[i][j]. It exists (pigeonhole: otherwise two lost positions x1 > x2 would be one move apart) and it is "
      "unique (from x1 you could take down to x2). right[i][j] is the same on the right.",
      "对每个区间 a[i..j],恰有一个石子数 x,放在左边后局面先手必败:这就是 left[i][j]。它存在(抽屉原理:否则会有两个"
      "必败局面 x1 > x2 只差一步),且唯一(从 x1 可以取到 x2)。right[i][j] 对右边同理。"},
     "3 1 2", 10},
    {{"The theorem: five cases", "定理:五种情形"},
     {"left[i][j] follows from L = left[i][j-1], R = right[i][j-1] and X = a[j]: 0 when X = R; X when X is below "
      "both or above both; X + 1 when L <= X < R; X - 1 when R < X <= L. Finally, the first player loses exactly "
      "when a[1] = left[2][n]. Here left[2][4] = 3 = a[1]: the second player wins.",
      "left[i][j] 由 L = left[i][j-1]、R = right[i][j-1] 和 X = a[j] 得到:X = R 时为 0;X 小于两者或大于两者时为 X;"
      "L ≤ X < R 时为 X + 1;R < X ≤ L 时为 X - 1。最后,先手必败当且仅当 a[1] = left[2][n]。这里 left[2][4] = 3 = a[1]:"
      "后手胜。"},
     "3 1 9 4", -1},
    {{"Your turn", "轮到你"},
     {"2 5 4 3 6 is a first-player win. Find the winning move (the tables tell you: make a[1] equal to left[2][n], "
      "or a[n] equal to right[1][n-1]), then beat the computer.",
      "2 5 4 3 6 先手必胜。找出必胜的一步(看表格:把 a[1] 变成 left[2][n],或把 a[n] 变成 right[1][n-1]),"
      "然后战胜电脑。"},
     "2 5 4 3 6", -1},
};

/* ---- the table ------------------------------------------------------ */

const gr_game gr_game_lr = {
    .id = "lr",
    .title = {"Take from either end (ZJOI2009)", "取石子游戏:只取两端(ZJOI2009)"},
    .rules = {"Piles of stones stand in a row. A move takes at least one stone from the leftmost or the "
              "rightmost pile; a pile that reaches zero disappears. The player who cannot move loses.",
              "n 堆石子排成一排。每次操作从最左边或最右边的一堆中取出至少一颗石子,取完的堆消失。"
              "不能操作的人输。"},
    .syntax = {"Pile sizes from left to right, separated by spaces or commas: 3 1 9 4",
               "从左到右的各堆石子数,用空格或逗号分隔:3 1 9 4"},
    .example = "3 1 9 4",
    .theory = {"left[i][j] is the one pile size that, put left of a[i..j], makes a lost position; right[i][j] "
               "the same on the right. Each follows from the shorter interval by five cases on L, R and X. "
               "The first player loses exactly when a[1] = left[2][n].",
               "left[i][j] 表示在 a[i..j] 左边放一堆、使局面先手必败的唯一石子数;right[i][j] 对右边同理。"
               "二者都由更短区间按 L、R、X 的五种情形递推。先手必败当且仅当 a[1] = left[2][n]。"},
    .max_len_solve = LR_MAX_PILES_SOLVE,
    .max_len_trace = LR_MAX_PILES_TRACE,
    .referee_max_len = 7,
    .referee_max_value = 7,
    .parse = lr_parse,
    .format = lr_format,
    .moves = lr_moves,
    .is_terminal = lr_is_terminal,
    .solve_start = lr_solve_start,
    .trace_start = lr_trace_start,
    .stall_move = lr_stall_move,
    .describe_move = lr_describe_move,
    .board = lr_board,
    .play = lr_play,
    .action = lr_action,
    .enumerate_small = lr_enumerate_small,
    .lesson = lr_lesson,
    .lesson_len = sizeof lr_lesson / sizeof lr_lesson[0],
    .play_syntax = {"take PILE COUNT (piles numbered from 1, at either end)", "take 堆号 颗数(堆从 1 编号,只能取两端)"},
};
