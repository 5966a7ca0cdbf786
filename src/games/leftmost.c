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
 */
#include "leftmost.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint64_t leftmost_grundy(const uint64_t *a, size_t n) {
  uint64_t g = 0;
  for (size_t i = n; i-- > 0;) g = a[i] <= g ? a[i] - 1 : a[i];
  return g;
}

/* ---- parsing and moves ------------------------------------------------ */

static int leftmost_parse(const char *text, gr_pos *out, gr_error *err) {
  if (gr_parse_u64_list(text, "pile", LEFTMOST_MAX_PILES_SOLVE, out, err) != 0) return -1;
  if (out->len == 0)
    return gr_error_set(err, GR_ESYNTAX, "no piles given: write the pile sizes from left to right, e.g. 2 5 4");
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i] == 0) {
      gr_pos_free(out);
      return gr_error_set(err, GR_ERANGE,
                          "pile %zu is 0: every pile holds at least one stone (an emptied pile disappears)", i + 1);
    }
  return 0;
}

static void leftmost_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  for (size_t i = 0; i < p->len; i++) {
    if (i) gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]);
  }
}

static bool leftmost_is_terminal(const gr_pos *p) { return p->len == 0; }

/* The position after the leftmost pile is cut down to `keep` stones. */
static int leftmost_after(const gr_pos *p, uint64_t keep, gr_pos *out, gr_error *err) {
  if (keep > 0) {
    if (gr_pos_copy(out, p, err) != 0) return -1;
    out->v[0] = keep;
    return 0;
  }
  if (gr_pos_resize(out, p->len - 1, err) != 0) return -1;
  if (p->len > 1) memcpy(out->v, p->v + 1, (p->len - 1) * sizeof *p->v);
  return 0;
}

static int leftmost_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (p->len == 0) return 0;
  if (p->v[0] > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)p->v[0], max_moves);
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
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  return leftmost_after(p, p->v[0] - 1, out, err);
}

/* Writes nothing when `to` is no move from `from` (the page may pass any text). */
static void leftmost_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len == 0) return;
  bool same_len = to->len == from->len;
  if (!same_len && to->len + 1 != from->len) return;
  size_t rest = from->len - 1; /* the piles after the first must be untouched */
  if (rest && memcmp(from->v + 1, to->v + (same_len ? 1 : 0), rest * sizeof *from->v) != 0) return;
  if (same_len && to->v[0] >= from->v[0]) return;
  bool zh = lang == GR_ZH;
  uint64_t before = from->v[0], after = same_len ? to->v[0] : 0;
  gr_buf_puts(out, from->len == 1 ? (zh ? "唯一的一堆" : "the only pile") : (zh ? "最左边一堆" : "the leftmost pile"));
  gr_buf_printf(out, zh ? ":%llu → %llu(取走 %llu 颗)" : ": %llu -> %llu (take %llu)", (unsigned long long)before,
                (unsigned long long)after, (unsigned long long)(before - after));
}

static void leftmost_board(const gr_pos *p, gr_json *j) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  char digits[24];
  for (size_t i = 0; i < p->len; i++) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)p->v[i]);
    gr_json_string(j, digits);
  }
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 0; i < p->len; i++) gr_json_bool(j, i == 0);
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

/* "take PILE COUNT": PILE must be 1, the leftmost. */
static int leftmost_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "take", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
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
  if (pile != 1)
    return gr_error_set(err, GR_ERANGE, "pile %llu is not the leftmost: only pile 1 can be played",
                        (unsigned long long)pile);
  if (count == 0 || count > p->v[0])
    return gr_error_set(err, GR_ERANGE, "pile 1 holds %llu stones: take between 1 and %llu",
                        (unsigned long long)p->v[0], (unsigned long long)p->v[0]);
  return leftmost_after(p, p->v[0] - count, out, err);
}

/* The inverse of leftmost_play: "take 1 COUNT", the leftmost pile cut down
 * (same length, the first pile smaller) or emptied (the first pile gone),
 * every later pile unchanged. */
static int leftmost_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len == 0) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  bool same_len = to->len == from->len;
  if (!same_len && to->len + 1 != from->len) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t rest = from->len - 1;
  if ((rest && memcmp(from->v + 1, to->v + (same_len ? 1 : 0), rest * sizeof *from->v) != 0) ||
      (same_len && (to->v[0] >= from->v[0] || to->v[0] == 0)))
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint64_t after = same_len ? to->v[0] : 0;
  gr_buf_printf(out, "take 1 %llu", (unsigned long long)(from->v[0] - after));
  return 0;
}

/* ---- the verdict job ------------------------------------------------- */

typedef struct verdict_state {
  gr_pos piles;
  size_t i;   /* g is known for a[i..n) */
  uint64_t g; /* g[i], 0-based */
  uint64_t g_rest; /* g[1]: the row after the first pile */
} verdict_state;

static int verdict_advance(gr_job *job, uint64_t budget, gr_error *err) {
  verdict_state *s = job->state;
  const uint64_t *a = s->piles.v;
  while (budget > 0 && s->i > 0) {
    if (s->i == 1) s->g_rest = s->g;
    s->i--;
    s->g = a[s->i] <= s->g ? a[s->i] - 1 : a[s->i];
    budget--;
    job->done++;
  }
  if (s->i > 0) return 0;
  gr_analysis *an = &job->analysis;
  an->winner = s->g != 0 ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  an->has_grundy = true;
  an->grundy = s->g;
  gr_pos next;
  gr_pos_init(&next);
  if (s->g_rest == 0) {
    if (leftmost_after(&s->piles, 0, &next, err) != 0 || gr_pos_list_push(&an->winning_moves, &next, err) != 0)
      return -1;
  } else if (a[0] >= 2) {
    if (leftmost_after(&s->piles, 1, &next, err) != 0 || gr_pos_list_push(&an->winning_moves, &next, err) != 0)
      return -1;
  }
  job->finished = true;
  return 0;
}

static void verdict_destroy(gr_job *job) {
  verdict_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->piles);
  free(s);
  job->state = NULL;
}

static const gr_job_ops verdict_ops = {verdict_advance, verdict_destroy};

static int leftmost_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "no piles: the game is over");
  if (p->len > LEFTMOST_MAX_PILES_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu piles: the verdict handles at most %d", p->len, LEFTMOST_MAX_PILES_SOLVE);
  verdict_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu piles", p->len);
  gr_pos_init(&s->piles);
  if (gr_pos_copy(&s->piles, p, err) != 0) {
    free(s);
    return -1;
  }
  s->i = p->len;
  *job = gr_job_new(&verdict_ops, s, p->len, err);
  return *job ? 0 : -1;
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
    [RULE_NONE_WIN] = {{"No piles", "没有石子"},
                       {"win[n+1] = lose: with no pile left the mover cannot move",
                        "win[n+1] = 必败:没有石子,轮到的人无法操作"},
                       {NULL, NULL, NULL}},
    [RULE_NONE_G] = {{"No piles", "没有石子"}, {"g[n+1] = 0", "g[n+1] = 0"}, {NULL, NULL, NULL}},
    [RULE_WIN_BIG] = {{"More than one stone", "多于一颗"},
                      {"a[i] > 1: win[i] = win (take all or leave one, whichever leaves the opponent lost)",
                       "a[i] > 1:win[i] = 必胜(取完或留一颗,总有一种让对手必败)"},
                      {"a[i]", "win[i+1]", NULL}},
    [RULE_WIN_ONE] = {{"Exactly one stone", "恰好一颗"},
                      {"a[i] = 1: win[i] = not win[i+1] (the only move empties the pile)",
                       "a[i] = 1:win[i] = 非 win[i+1](唯一的走法是取完这堆)"},
                      {"a[i]", "win[i+1]", NULL}},
    [RULE_G_BELOW] = {{"a[i] <= g[i+1]", "a[i] ≤ g[i+1]"},
                      {"a[i] <= g[i+1]: g[i] = a[i] - 1", "a[i] ≤ g[i+1]:g[i] = a[i] - 1"},
                      {"a[i]", "g[i+1]", NULL}},
    [RULE_G_ABOVE] = {{"a[i] > g[i+1]", "a[i] > g[i+1]"},
                      {"a[i] > g[i+1]: g[i] = a[i]", "a[i] > g[i+1]:g[i] = a[i]"},
                      {"a[i]", "g[i+1]", NULL}},
    [RULE_ANSWER] = {{"Answer", "结论"},
                     {"the first player wins exactly when win[1] = win, i.e. g[1] != 0",
                      "先手必胜当且仅当 win[1] = 必胜,即 g[1] ≠ 0"},
                     {"win[1]", "g[1]", NULL}},
};

enum { VIEW_PILES = 0, VIEW_WIN, VIEW_G, VIEW_ANSWER };

typedef struct trace_state {
  size_t n, i; /* the next pile to fill (1-based), n+1 first */
  bool g_next; /* win[i] is done, g[i] is next */
} trace_state;

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  size_t n = s->n;
  while (budget > 0 && s->i >= 1) {
    uint32_t col = (uint32_t)(s->i - 1); /* cell of position i */
    if (s->i == n + 1) {
      if (gr_trace_write(t, s->g_next ? VIEW_G : VIEW_WIN, 0, col, 0, s->g_next ? RULE_NONE_G : RULE_NONE_WIN,
                         NULL, 0, err) != 0)
        return -1;
    } else {
      uint64_t a = t->views[VIEW_PILES].values[col];
      uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_PILES, 0, col),
                           gr_trace_cell_id(t, s->g_next ? VIEW_G : VIEW_WIN, 0, col + 1)};
      if (!s->g_next) {
        uint64_t next_wins = t->views[VIEW_WIN].values[col + 1];
        bool big = a > 1;
        if (gr_trace_write(t, VIEW_WIN, 0, col, big ? 1 : !next_wins, big ? RULE_WIN_BIG : RULE_WIN_ONE, reads, 2,
                           err) != 0)
          return -1;
      } else {
        uint64_t h = t->views[VIEW_G].values[col + 1];
        bool below = a <= h;
        if (gr_trace_write(t, VIEW_G, 0, col, below ? a - 1 : a, below ? RULE_G_BELOW : RULE_G_ABOVE, reads, 2,
                           err) != 0)
          return -1;
      }
    }
    budget--;
    job->done++;
    if (s->g_next) s->i--;
    s->g_next = !s->g_next;
  }
  if (s->i == 0) {
    uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_WIN, 0, 0), gr_trace_cell_id(t, VIEW_G, 0, 0)};
    if (gr_trace_write(t, VIEW_ANSWER, 0, 0, t->views[VIEW_G].values[0] != 0, RULE_ANSWER, reads, 2, err) != 0)
      return -1;
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

static int leftmost_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no piles: the game is over");
  if (n > LEFTMOST_MAX_PILES_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu piles: the trace records at most %d (the verdict alone handles %d)", n,
                        LEFTMOST_MAX_PILES_TRACE, LEFTMOST_MAX_PILES_SOLVE);
  size_t steps = 2 * n + 3;
  gr_trace *t = gr_trace_new(steps, leftmost_rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  uint32_t un = (uint32_t)n;
  if (gr_trace_add_view(t, GR_VIEW_SEQUENCE, "a", "piles", "石子堆", 1, un, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "win", "win[i]: the mover wins on a[i..n]",
                        "win[i]:面对 a[i..n] 时先手必胜?", 1, un + 1, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "g", "g[i]: Grundy value of a[i..n]", "g[i]:a[i..n] 的 SG 值", 1,
                        un + 1, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    return -1;
  }
  t->views[VIEW_WIN].value_kind = GR_VALUE_OUTCOME;
  t->views[VIEW_ANSWER].value_kind = GR_VALUE_BOOL;
  memcpy(t->views[VIEW_PILES].values, p->v, n * sizeof *p->v);
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) {
    gr_trace_free(t);
    return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
  }
  s->n = n;
  s->i = n + 1;
  *job = gr_job_new(&trace_ops, s, steps, err);
  if (*job == NULL) {
    gr_trace_free(t);
    return -1;
  }
  (*job)->trace = t;
  return 0;
}

static void cell(const gr_trace *t, gr_buf *out, uint32_t id) {
  gr_trace_cell_name(t, id, out);
  gr_buf_puts(out, " = ");
  gr_buf_u64(out, gr_trace_value(t, id));
}

static const char *outcome(uint64_t v, bool zh) { return v ? (zh ? "必胜" : "win") : (zh ? "必败" : "lose"); }

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  bool zh = lang == GR_ZH;
  gr_trace_cell_name(t, target, out);
  gr_buf_puts(out, zh ? ":" : ": ");
  switch (rule) {
  case RULE_NONE_WIN:
    gr_buf_puts(out, zh ? "右边已没有石子,轮到的人无法操作,必败。" : "no pile is left, so the mover cannot move and loses.");
    return;
  case RULE_NONE_G:
    gr_buf_puts(out, zh ? "没有石子的局面 SG 值为 0。" : "the empty row has Grundy value 0.");
    return;
  case RULE_ANSWER: {
    uint64_t g = gr_trace_value(t, reads[1]);
    cell(t, out, reads[1]);
    if (zh)
      gr_buf_printf(out, ",%s 0,win[1] = %s,所以先手%s。", g ? "不等于" : "等于", outcome(g, true), g ? "必胜" : "必败");
    else
      gr_buf_printf(out, " %s 0 and win[1] = %s, so the first player %s.", g ? "!=" : "=", outcome(g, false),
                    g ? "wins" : "loses");
    return;
  }
  default:
    break;
  }
  uint64_t a = gr_trace_value(t, reads[0]), next = gr_trace_value(t, reads[1]);
  cell(t, out, reads[0]);
  gr_buf_puts(out, zh ? "," : ", ");
  gr_trace_cell_name(t, reads[1], out);
  if (rule == RULE_WIN_BIG || rule == RULE_WIN_ONE)
    gr_buf_printf(out, " = %s", outcome(next, zh));
  else
    gr_buf_printf(out, " = %llu", (unsigned long long)next);
  gr_buf_puts(out, zh ? "。" : ". ");
  switch (rule) {
  case RULE_WIN_BIG:
    if (zh)
      gr_buf_printf(out, "a[i] = %llu > 1:%s,所以必胜。", (unsigned long long)a,
                    next ? "留下 1 颗,对手只能取完它,自己成为右边局面的先手" : "一次取完,对手面对必败的右边局面");
    else
      gr_buf_printf(out, "a[i] = %llu > 1: %s, so the mover wins.", (unsigned long long)a,
                    next ? "leave one stone; the opponent must take it and the mover starts the rest, which wins"
                         : "take the whole pile; the opponent starts the rest, which loses");
    return;
  case RULE_WIN_ONE:
    if (zh)
      gr_buf_printf(out, "a[i] = 1:只能取完,对手成为右边局面的先手,所以 win[i] = %s。", outcome(value, true));
    else
      gr_buf_printf(out, "a[i] = 1: the only move empties the pile and the opponent starts the rest, so win[i] = %s.",
                    outcome(value, false));
    return;
  case RULE_G_BELOW:
    gr_buf_printf(out, zh ? "%llu ≤ %llu,所以 g[i] = a[i] - 1 = %llu(选项为 g[i+1] 与 0..a[i]-2)。"
                          : "%llu <= %llu, so g[i] = a[i] - 1 = %llu (the options are g[i+1] and 0..a[i]-2).",
                  (unsigned long long)a, (unsigned long long)next, (unsigned long long)value);
    return;
  default:
    gr_buf_printf(out, zh ? "%llu > %llu,所以 g[i] = a[i] = %llu(选项取遍 0..a[i]-1)。"
                          : "%llu > %llu, so g[i] = a[i] = %llu (the options cover 0..a[i]-1).",
                  (unsigned long long)a, (unsigned long long)next, (unsigned long long)value);
    return;
  }
}

/* ---- small positions ------------------------------------------------- */

static int leftmost_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return gr_enumerate_rows(gr_game_leftmost.referee_max_len, 1, gr_game_leftmost.referee_max_value, false, visit, ctx);
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop leftmost_lesson[] = {
    {{"The rules", "规则"},
     {"Three piles in a row: 2, 1 and 3 stones. A move takes at least one stone from the leftmost pile only; a "
      "pile that reaches zero disappears and the next pile becomes the leftmost. Whoever cannot move, no pile "
      "being left, loses. Who wins 2 1 3?",
      "三堆石子排成一排：2、1、3 颗。每次只能从最左边的一堆中取走至少一颗；取空的堆消失，下一堆成为最左边。"
      "不能操作（没有石子堆了）的人输。2 1 3 谁会赢？"},
     "2 1 3", -2},
    {{"From right to left", "从右往左推"},
     {"The trace decides every suffix of the row from the right. The last pile, 2 stones, wins: take it all. "
      "Step 4, pile 5 (2 stones) before a winning row: leave one stone, the opponent must take it, and you "
      "start the winning rest. Then pile 4 (1 stone) loses, pile 3 (2 stones) wins, pile 2 (1 stone) loses and "
      "pile 1 (1 stone) wins: the first player takes the single stone of pile 1.",
      "追踪从右往左判断每一段后缀的胜负。最后一堆有 2 颗，必胜：全部取走即可。第 4 步，第 5 堆（2 颗）后面是"
      "必胜的一段：留下一颗，对手只能取走它，于是由你先手走后面必胜的一段。接着第 4 堆（1 颗）必败，第 3 堆"
      "（2 颗）必胜，第 2 堆（1 颗）必败，第 1 堆（1 颗）必胜：先手取走第 1 堆的那一颗。"},
     "1 1 2 1 2 2", 4},
    {{"The key idea: who reaches a big pile first", "关键想法：谁先拿到大堆"},
     {"A pile of 2 or more stones lets its player choose: empty it and let the opponent start the rest, or leave "
      "one stone and start the rest yourself. One of the two wins, so that player wins; a pile of 1 gives no "
      "choice and only passes the turn. So only the leading run of 1s counts: in 1 1 1 5 1 three single stones "
      "come before the 5, the opponent reaches the 5 first, and the first player loses.",
      "有 2 颗或更多的一堆让轮到的人自己选择：取空它，让对手先走后面的一段；或者留下一颗，由自己先走后面的一"
      "段。两者必有一个必胜，所以轮到的人必胜；只有 1 颗的堆没有选择，只是把轮次交给对方。因此只看开头连续的 "
      "1：1 1 1 5 1 中 5 之前有三个 1，对手先拿到 5，先手必败。"},
     "1 1 1 5 1", -1},
    {{"The theorem: SG values from the right", "定理：从右往左求 SG 值"},
     {"Let g[i] be the SG value of the row from pile i on, with g[n+1] = 0. Then g[i] = a[i] - 1 when a[i] <= "
      "g[i+1] and g[i] = a[i] otherwise, and the first player wins exactly when g[1] != 0. For 1 3 3: g[3] = 3; "
      "step 5, a[2] = 3 <= 3, so g[2] = 2; then a[1] = 1 <= 2 gives g[1] = 0, and the second player wins.",
      "设 g[i] 为从第 i 堆起的一段的 SG 值，g[n+1] = 0。若 a[i] ≤ g[i+1]，则 g[i] = a[i] − 1，否则 g[i] = "
      "a[i]；先手必胜当且仅当 g[1] ≠ 0。对 1 3 3：g[3] = 3；第 5 步，a[2] = 3 ≤ 3，所以 g[2] = 2；再由 a[1] = "
      "1 ≤ 2 得 g[1] = 0，后手必胜。"},
     "1 3 3", 5},
    {{"Your turn", "轮到你"},
     {"1 1 3 1 4 2: two single stones come before the pile of 3, an even number, so the first player reaches "
      "the 3 and wins. Decide what to do with it when you get there, then beat the computer.",
      "1 1 3 1 4 2：3 之前有两个 1（偶数个），所以先手会拿到 3 这一堆，先手必胜。想好到时候该取空它还是留一"
      "颗，然后战胜电脑。"},
     "1 1 3 1 4 2", -2},
};

const gr_game gr_game_leftmost = {
    .id = "leftmost",
    .title = {"Take from the leftmost pile (Sequential Nim)", "只能取最左边一堆(Sequential Nim)"},
    .rules = {"Piles of stones stand in a row. A move takes at least one stone from the leftmost pile; a pile "
              "that reaches zero disappears and the next pile becomes the leftmost. The player who cannot move "
              "loses.",
              "n 堆石子排成一排。每次操作只能从最左边的一堆中取出至少一颗石子,取完的堆消失,下一堆成为最左边。"
              "不能操作的人输。"},
    .syntax = {"Pile sizes from left to right, each at least 1, separated by spaces or commas: 2 5 4",
               "从左到右的各堆石子数(每堆至少 1),用空格或逗号分隔:2 5 4"},
    .example = "1 1 2 1 2 2",
    .theory = {"Fill g[i], the Grundy value of the piles from i on, from right to left: g[n+1] = 0, and "
               "g[i] = a[i] - 1 if a[i] <= g[i+1], else a[i]. In win/lose terms: a pile of more than one stone "
               "wins (take it all, or leave one), a pile of one stone reverses the verdict of the rest. The "
               "first player wins exactly when g[1] != 0.",
               "从右到左计算 g[i](从第 i 堆起的局面的 SG 值):g[n+1] = 0;若 a[i] ≤ g[i+1] 则 g[i] = a[i] - 1,"
               "否则 g[i] = a[i]。用胜负表述:多于一颗的堆必胜(取完或留一颗),恰好一颗的堆把后面的胜负反转。"
               "先手必胜当且仅当 g[1] ≠ 0。"},
    .max_len_solve = LEFTMOST_MAX_PILES_SOLVE,
    .max_len_trace = LEFTMOST_MAX_PILES_TRACE,
    .referee_max_len = 6,
    .referee_max_value = 4,
    .parse = leftmost_parse,
    .format = leftmost_format,
    .moves = leftmost_moves,
    .is_terminal = leftmost_is_terminal,
    .solve_start = leftmost_solve_start,
    .trace_start = leftmost_trace_start,
    .stall_move = leftmost_stall_move,
    .describe_move = leftmost_describe_move,
    .board = leftmost_board,
    .play = leftmost_play,
    .action = leftmost_action,
    .enumerate_small = leftmost_enumerate_small,
    .play_syntax = {"take 1 COUNT (only pile 1, the leftmost, can be played)", "take 1 颗数(只能取第 1 堆,即最左边一堆)"},
    .lesson = leftmost_lesson,
    .lesson_len = sizeof leftmost_lesson / sizeof leftmost_lesson[0],
};
