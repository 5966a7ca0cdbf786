/*
 * leftmost.c — take from the leftmost pile only (seed 002; Codeforces
 * 1382B "Sequential Nim").
 *
 * Rules: piles a[1..n] in a row, every pile non-empty; a move takes at
 * least one stone from the leftmost pile, and a pile that reaches zero
 * disappears (the next pile becomes the leftmost).  Whoever cannot move
 * loses.
 *
 * Theory: fill g[i] from right to left, g[i] the Grundy value of the row
 * a[i..n] with pile i whole, g[n+1] = 0 (no piles).  From pile i with s
 * stones the options are the same pile with 1..s-1 stones or, emptying it,
 * the row a[i+1..n] of value h = g[i+1].  Writing f(0) = h and
 * f(s) = mex{f(0), ..., f(s-1)} gives f(s) = s - 1 for 1 <= s <= h and
 * f(s) = s for s > h (induction on s: the values below are h and
 * 0..s-2, or h and 0..s-1 with h < s).  Hence
 *     g[i] = a[i] - 1   when a[i] <= g[i+1],
 *     g[i] = a[i]       when a[i] >  g[i+1].
 * The seed's win/lose form follows: pile i wins when a[i] > 1, and when
 * a[i] = 1 exactly when the row after it loses.  Both are recorded in the
 * trace, filled right to left.  The mover wins iff g[1] != 0; the only
 * winning move is to empty pile 1 when g[2] = 0, or to leave one stone in
 * it when g[2] >= 1 and a[1] >= 2 (f(1) = 0 exactly then).
 *
 * Exactness: g[i] <= max(a), so piles up to 2^64 - 1 are exact; a[i] - 1
 * never wraps since piles are >= 1.  The verdict is O(n) for up to
 * 1,000,000 piles; the trace records 2n + 3 steps for up to 20,000.
 *
 * The texts are in text/leftmost_text.c; the verdict is the kit's instant
 * job, the trace the kit's step-by-step job.
 */
#include "leftmost.h"

#include "kit/kit.h"
#include "kit/board_piles.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/leftmost_text.h"

#include <string.h>

#define T (&leftmost_texts)

uint64_t leftmost_grundy(const uint64_t *a, size_t n) {
  uint64_t g = 0;
  for (size_t i = n; i-- > 0;) g = a[i] <= g ? a[i] - 1 : a[i];
  return g;
}

/* ---- parsing and moves ------------------------------------------------ */

static int leftmost_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_finished_text(text)) return gr_pos_free(out), 0;
  if (gr_parse_u64_list(text, GR_NOUN_PILE, LEFTMOST_MAX_PILES_SOLVE, out, err) != 0) return -1;
  if (out->len == 0) return gr_error_say(err, GR_ESYNTAX, T, LEFTMOST_NO_PILES_GIVEN);
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i] == 0) {
      gr_pos_free(out);
      return gr_error_say(err, GR_ERANGE, T, LEFTMOST_PILE_ZERO, GR_U(i + 1));
    }
  return 0;
}

static bool leftmost_is_terminal(const gr_pos *p) { return p->len == 0; }

/* The position after the leftmost pile is cut down to `keep` stones. */
static int leftmost_after(const gr_pos *p, uint64_t keep, gr_pos *out, gr_error *err) {
  if (keep > 0) return kit_with(p, 0, keep, out, err);
  if (gr_pos_resize(out, p->len - 1, err) != 0) return -1;
  if (p->len > 1) memcpy(out->v, p->v + 1, (p->len - 1) * sizeof *p->v);
  return 0;
}

static int leftmost_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (p->len == 0) return 0;
  if (p->v[0] > max_moves) return gr_error_moves_cap(0, p->v[0], max_moves, err);
  for (uint64_t keep = 0; keep < p->v[0]; keep++) {
    gr_pos next;
    gr_pos_init(&next);
    if (leftmost_after(p, keep, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
  }
  return 0;
}

/* Losing, the computer takes a single stone from the leftmost pile: every
 * other move removes more stones, so this one keeps the game longest. */
static int leftmost_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  return leftmost_after(p, p->v[0] - 1, out, err);
}

/* The stones left in the leftmost pile when `to` is one move from `from`
 * (0 when it was emptied); false when it is not a move. */
static bool leftmost_left(const gr_pos *from, const gr_pos *to, uint64_t *after) {
  if (from->len == 0) return false;
  bool same_len = to->len == from->len;
  if (!same_len && to->len + 1 != from->len) return false;
  size_t rest = from->len - 1; /* the piles after the first must be untouched */
  if (rest && memcmp(from->v + 1, to->v + (same_len ? 1 : 0), rest * sizeof *from->v) != 0) return false;
  if (same_len && (to->v[0] >= from->v[0] || to->v[0] == 0)) return false;
  *after = same_len ? to->v[0] : 0;
  return true;
}

/* Writes nothing when `to` is no move from `from` (the page may pass any text). */
static void leftmost_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  uint64_t after;
  if (!leftmost_left(from, to, &after)) return;
  uint64_t before = from->v[0];
  gr_say(out, T, lang, from->len == 1 ? LEFTMOST_MOVE_ONLY : LEFTMOST_MOVE_LEFTMOST, GR_U(before), GR_U(after),
         GR_U(before - after));
}

/* The piles, only the first playable. */
static void leftmost_board(const gr_pos *p, gr_json *j) {
  kit_board_piles_take(p, j, KIT_PLAYABLE_FIRST);
}

/* "take PILE COUNT": PILE must be 1, the leftmost. */
static int leftmost_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  static const kit_moves take_moves = {.verbs = kit_take_pile_count, .count = 1,
                                       .usage_texts = T, .usage_key = LEFTMOST_USAGE};
  uint64_t args[2];
  size_t verb, nargs;
  if (kit_read_action(action, &take_moves, &verb, args, &nargs, err) != 0) return -1;
  uint64_t pile = args[0], count = args[1];
  if (pile != 1) return gr_error_say(err, GR_ERANGE, T, LEFTMOST_NOT_LEFTMOST, GR_U(pile));
  if (count == 0 || count > p->v[0])
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_CF_TAKE_BETWEEN, GR_U(1), GR_U(p->v[0]));
  return leftmost_after(p, p->v[0] - count, out, err);
}

/* The inverse of leftmost_play: "take 1 COUNT", the leftmost pile cut down
 * (same length, the first pile smaller) or emptied (the first pile gone),
 * every later pile unchanged. */
static int leftmost_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  uint64_t after;
  if (!leftmost_left(from, to, &after)) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "take 1 %llu", (unsigned long long)(from->v[0] - after));
  return 0;
}

/* ---- the verdict ------------------------------------------------------ */

/* The only winning move empties pile 1 when the rest is worth 0, or leaves
 * one stone in it when the rest is worth more and a[1] >= 2. */
static int leftmost_decide(const gr_pos *p, gr_analysis *an, gr_error *err) {
  uint64_t rest = leftmost_grundy(p->v + 1, p->len - 1);
  an->grundy = p->v[0] <= rest ? p->v[0] - 1 : p->v[0];
  an->has_grundy = true;
  an->winner = an->grundy != 0 ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  if (rest != 0 && p->v[0] < 2) return 0;
  gr_pos next;
  gr_pos_init(&next);
  return leftmost_after(p, rest == 0 ? 0 : 1, &next, err) != 0 ? -1 : gr_pos_list_push(&an->winning_moves, &next, err);
}

static const kit_limits pile_limits = KIT_PILE_LIMITS(LEFTMOST_MAX_PILES_SOLVE, LEFTMOST_MAX_PILES_TRACE);

static int leftmost_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (kit_check_count(p->len, &pile_limits, false, err) != 0) return -1;
  return kit_instant_start(p, leftmost_decide, job, err);
}

/* ---- the trace: g[i] right to left --------------------------------- */

enum {
  RULE_NONE_WIN = 0, /* win[n+1]: no piles, the mover loses */
  RULE_NONE_G,       /* g[n+1] = 0 */
  RULE_WIN_BIG,      /* a[i] > 1: win */
  RULE_WIN_ONE,      /* a[i] = 1: the opposite of win[i+1] */
  RULE_G_BELOW,      /* a[i] <= g[i+1]: g[i] = a[i] - 1 */
  RULE_G_ABOVE,      /* a[i] > g[i+1]: g[i] = a[i] */
  RULE_ANSWER,
  RULE_COUNT
};

static const gr_rule leftmost_rules[RULE_COUNT] = {
    [RULE_NONE_WIN] = {.name_key = LEFTMOST_R_NO_PILES, .summary_key = LEFTMOST_RS_NONE_WIN},
    [RULE_NONE_G] = {.name_key = LEFTMOST_R_NO_PILES, .summary_key = LEFTMOST_RS_NONE_G},
    [RULE_WIN_BIG] = {.name_key = LEFTMOST_R_WIN_BIG, .summary_key = LEFTMOST_RS_WIN_BIG, .reads = {"a[i]", "win[i+1]"}},
    [RULE_WIN_ONE] = {.name_key = LEFTMOST_R_WIN_ONE, .summary_key = LEFTMOST_RS_WIN_ONE, .reads = {"a[i]", "win[i+1]"}},
    [RULE_G_BELOW] = {.name_key = LEFTMOST_R_G_BELOW, .summary_key = LEFTMOST_RS_G_BELOW, .reads = {"a[i]", "g[i+1]"}},
    [RULE_G_ABOVE] = {.name_key = LEFTMOST_R_G_ABOVE, .summary_key = LEFTMOST_RS_G_ABOVE, .reads = {"a[i]", "g[i+1]"}},
    [RULE_ANSWER] = {.name_key = LEFTMOST_R_ANSWER, .summary_key = LEFTMOST_RS_ANSWER, .reads = {"win(1)", "g(1)"}},
};

enum { VIEW_PILES = 0, VIEW_WIN, VIEW_G, VIEW_ANSWER };

/* Step k: win[i] (k even) or g[i] (k odd) for i = n + 1 - k / 2, right to
 * left; the last step (k = 2n + 2) the answer. */
static int trace_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  (void)state;
  size_t n = t->views[VIEW_PILES].cols, i = n + 1 - (size_t)(k / 2);
  bool g_next = k % 2 == 1;
  if (i == 0) {
    uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_WIN, 0, 0), gr_trace_cell_id(t, VIEW_G, 0, 0)};
    return gr_trace_write(t, VIEW_ANSWER, 0, 0, t->views[VIEW_G].values[0] != 0, RULE_ANSWER, reads, 2, err);
  }
  uint32_t col = (uint32_t)(i - 1); /* cell of position i */
  int view = g_next ? VIEW_G : VIEW_WIN;
  if (i == n + 1) return gr_trace_write(t, view, 0, col, 0, g_next ? RULE_NONE_G : RULE_NONE_WIN, NULL, 0, err);
  uint64_t a = t->views[VIEW_PILES].values[col], next = t->views[view].values[col + 1];
  uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_PILES, 0, col), gr_trace_cell_id(t, view, 0, col + 1)};
  if (!g_next)
    return gr_trace_write(t, VIEW_WIN, 0, col, a > 1 ? 1 : !next, a > 1 ? RULE_WIN_BIG : RULE_WIN_ONE, reads, 2, err);
  bool below = a <= next;
  return gr_trace_write(t, VIEW_G, 0, col, below ? a - 1 : a, below ? RULE_G_BELOW : RULE_G_ABOVE, reads, 2, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int leftmost_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (kit_check_count(n, &pile_limits, true, err) != 0) return -1;
  size_t steps = 2 * n + 3;
  gr_trace *t = gr_trace_new(steps, leftmost_rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  gr_trace_use_texts(t, T);
  uint32_t un = (uint32_t)n;
  bool ok = kit_view_values(t, "a", NULL, LEFTMOST_V_PILES, p, 0, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "win", NULL, LEFTMOST_V_WIN, 1, un + 1, 1, GR_VALUE_OUTCOME, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "g", NULL, LEFTMOST_V_G, 1, un + 1, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view_first_wins(t, err) >= 0;
  if (ok) {
    gr_trace_set_words(t, 0, &leftmost_texts, LEFTMOST_W_PILE, false);
    gr_trace_set_words(t, 1, &leftmost_texts, LEFTMOST_W_WIN, false);
    gr_trace_set_words(t, 2, &leftmost_texts, LEFTMOST_W_G, false);
  }
  return kit_trace_run(t, ok, NULL, steps, trace_step, job, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step s = kit_step_at(t, step);
  gr_trace_cell_words(t, s.target, lang, out);
  gr_say(out, &kit_texts, lang, KIT_CF_COLON);
  if (s.rule == RULE_NONE_WIN || s.rule == RULE_NONE_G) {
    gr_say(out, T, lang, s.rule == RULE_NONE_WIN ? LEFTMOST_E_NONE_WIN : LEFTMOST_E_NONE_G);
    return;
  }
  if (s.rule == RULE_ANSWER) {
    kit_cell(t, s.reads[1], lang, out);
    gr_say(out, T, lang, gr_trace_value(t, s.reads[1]) ? LEFTMOST_E_ANSWER_WIN : LEFTMOST_E_ANSWER_LOSE);
    return;
  }
  uint64_t a = gr_trace_value(t, s.reads[0]), next = gr_trace_value(t, s.reads[1]);
  bool outcome = s.rule == RULE_WIN_BIG || s.rule == RULE_WIN_ONE;
  kit_cell(t, s.reads[0], lang, out);
  gr_say(out, &kit_texts, lang, KIT_CF_COMMA);
  gr_trace_cell_words(t, s.reads[1], lang, out);
  if (outcome)
    gr_say(out, T, lang, LEFTMOST_E_OUTCOME, GR_K(next ? LEFTMOST_WIN : LEFTMOST_LOSE));
  else
    gr_say(out, T, lang, LEFTMOST_E_NUMBER, GR_U(next));
  switch (s.rule) {
  case RULE_WIN_BIG:
    gr_say(out, T, lang, LEFTMOST_E_WIN_BIG, GR_U(a), GR_K(next ? LEFTMOST_E_LEAVE_ONE : LEFTMOST_E_TAKE_ALL));
    return;
  case RULE_WIN_ONE:
    gr_say(out, T, lang, LEFTMOST_E_WIN_ONE, GR_K(s.value ? LEFTMOST_WIN : LEFTMOST_LOSE));
    return;
  default:
    gr_say(out, T, lang, s.rule == RULE_G_BELOW ? LEFTMOST_E_G_BELOW : LEFTMOST_E_G_ABOVE, GR_U(a), GR_U(next),
           GR_U(s.value));
    return;
  }
}

/* ---- small positions ------------------------------------------------- */

static int leftmost_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return gr_enumerate_rows(gr_game_leftmost.referee_max_len, 1, gr_game_leftmost.referee_max_value, false, visit, ctx);
}

const gr_game gr_game_leftmost = {
    .id = "leftmost", .texts = T, .example = "1 1 2 1 2 2",
    .max_len_solve = LEFTMOST_MAX_PILES_SOLVE, .max_len_trace = LEFTMOST_MAX_PILES_TRACE,
    .referee_max_len = 6, .referee_max_value = 4,
    KIT_GAME_FUNCTIONS_FORMAT(leftmost, kit_format_piles),
    KIT_LESSON(leftmost_lesson),
};
