/*
 * seqjump.c — "Game on Sequence" (ICPC 2020 Macau G; seed 001, practice 1).
 *
 * Rules: a sequence a[1..n] of values 0..255 and a token on index k.  A move
 * jumps the token to a later index j > k whose value differs from a[k] in at
 * most one bit (equal values included).  Whoever cannot move loses.
 *
 * Theory.  Only the last occurrence of each value matters:
 *   - an index that is not the last occurrence L of its value wins: if L
 *     loses, jump there; if L wins, L has a jump to a losing index j > L,
 *     and j is open from the earlier index too (same value, j later);
 *   - so from any index the only jumps worth making go to last occurrences,
 *     and the last occurrence of v wins exactly when some u within one bit
 *     of v (u != v) has its last occurrence later and losing.
 * That is 256 values with 8 neighbours each, evaluated in decreasing order
 * of last occurrence: 2,048 steps however long the sequence, redone lazily
 * after appends (an append moves one value's last occurrence to the end).
 * The winning moves from k are the later last occurrences, within one bit
 * of a[k] (a[k] itself included), that lose.  The theory decides win or
 * loss; it gives no Grundy value.
 *
 * Position: [k, a1, ..., an]; text "start=3; 1 2 3 4 5" (start= defaults
 * to 1).
 */
#include "seqjump.h"

#include "kit/graphtext.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the incremental solver -------------------------------------------------- */

void sj_init(sj_state *s) { memset(s, 0, sizeof *s); }

void sj_free(sj_state *s) {
  free(s->a);
  memset(s, 0, sizeof *s);
}

int sj_append(sj_state *s, uint8_t v, gr_error *err) {
  if (s->n == s->cap) {
    size_t cap = s->cap ? 2 * s->cap : 1024;
    uint8_t *a = realloc(s->a, cap);
    if (a == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for a sequence of %zu values", s->n + 1);
    s->a = a;
    s->cap = cap;
  }
  s->a[s->n++] = v;
  if (s->last[v]) { /* v moves to the end of the order */
    int i = 0;
    while (s->order[i] != v) i++;
    memmove(s->order + i, s->order + i + 1, (size_t)(s->norder - i - 1));
    s->norder--;
  }
  s->order[s->norder++] = v;
  s->last[v] = (uint32_t)s->n;
  s->dirty = true;
  return 0;
}

static void sj_update(sj_state *s) {
  if (!s->dirty) return;
  for (int i = s->norder; i-- > 0;) {
    unsigned v = s->order[i];
    bool win = false;
    for (unsigned b = 0; b < 8 && !win; b++) {
      unsigned u = v ^ (1u << b);
      win = s->last[u] > s->last[v] && !s->win[u];
    }
    s->win[v] = win;
  }
  s->dirty = false;
}

bool sj_first_wins(sj_state *s, size_t k) {
  uint8_t v = s->a[k - 1];
  if (s->last[v] != k) return true;
  sj_update(s);
  return s->win[v];
}

/* ---- positions -------------------------------------------------------------------- */

static int sj_parse(const char *text, gr_pos *out, gr_error *err) {
  gt_text t;
  if (gt_parse(text, GT_ALLOW_START | GT_VALUES, SJ_MAX_LEN, SJ_MAX_LEN, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  int rc = -1;
  size_t n = t.nvalues, line, col;
  if (n == 0) {
    gr_error_set(err, GR_ESYNTAX, "no values given: write start=K; then the values 0..255, e.g. start=1; 1 2 3 4 5");
    goto done;
  }
  for (size_t i = 0; i < n; i++)
    if (t.values[i] > 255) {
      gt_where(&t, t.value_at[i], &line, &col);
      gr_error_set(err, GR_ERANGE, "value %zu at line %zu, column %zu is %llu: values are 0..255", i + 1, line, col,
                   (unsigned long long)t.values[i]);
      goto done;
    }
  uint64_t k = t.has_start ? t.start : 1;
  if (k < 1 || k > n) {
    gt_where(&t, t.start_at, &line, &col);
    gr_error_set(err, GR_ERANGE, "start=%llu at line %zu, column %zu: the token must be on an index from 1 to %zu",
                 (unsigned long long)k, line, col, n);
    goto done;
  }
  if (gr_pos_resize(out, n + 1, err) != 0) goto done;
  out->v[0] = k;
  memcpy(out->v + 1, t.values, n * sizeof *t.values);
  rc = 0;
done:
  gt_free(&t);
  return rc;
}

static void sj_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  if (p->len < 1) return;
  gr_buf_printf(out, "start=%llu;", (unsigned long long)p->v[0]);
  for (size_t i = 1; i < p->len; i++) gr_buf_printf(out, " %llu", (unsigned long long)p->v[i]);
}

static bool close_values(uint64_t x, uint64_t y) {
  uint64_t d = x ^ y;
  return (d & (d - 1)) == 0;
}

static bool sj_is_terminal(const gr_pos *p) {
  size_t k = (size_t)p->v[0];
  for (size_t j = k + 1; j < p->len; j++)
    if (close_values(p->v[k], p->v[j])) return false;
  return true;
}

static int jump(const gr_pos *p, size_t j, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[0] = j;
  return 0;
}

#define SJ_MOVES_VALUES (UINT64_C(1) << 25)

static int sj_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  size_t k = (size_t)p->v[0], n = p->len - 1, count = 0;
  for (size_t j = k + 1; j <= n; j++) count += close_values(p->v[k], p->v[j]);
  if (count > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %zu moves; at most %zu can be listed", count, max_moves);
  if ((uint64_t)count * p->len > SJ_MOVES_VALUES)
    return gr_error_set(err, GR_ELIMIT, "listing all %zu moves would take %llu numbers (at most %llu): use solve",
                        count, (unsigned long long)count * p->len, (unsigned long long)SJ_MOVES_VALUES);
  for (size_t j = k + 1; j <= n; j++) {
    if (!close_values(p->v[k], p->v[j])) continue;
    gr_pos q;
    gr_pos_init(&q);
    if (jump(p, j, &q, err) != 0 || gr_pos_list_push(out, &q, err) != 0) {
      gr_pos_free(&q);
      return -1;
    }
  }
  return 0;
}

static int load(const gr_pos *p, sj_state *s, gr_error *err) {
  sj_init(s);
  for (size_t i = 1; i < p->len; i++)
    if (sj_append(s, (uint8_t)p->v[i], err) != 0) return -1;
  sj_update(s);
  return 0;
}

/* ---- the verdict ----------------------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  size_t next; /* values appended so far */
  sj_state s;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *st = job->state;
  if (st == NULL) return;
  gr_pos_free(&st->pos);
  sj_free(&st->s);
  free(st);
  job->state = NULL;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *st = job->state;
  const gr_pos *p = &st->pos;
  while (st->next + 1 < p->len && budget > 0) {
    if (sj_append(&st->s, (uint8_t)p->v[st->next + 1], err) != 0) return -1;
    st->next++;
    job->done++;
    budget--;
  }
  if (st->next + 1 < p->len) return 0;
  sj_state *s = &st->s;
  size_t k = (size_t)p->v[0];
  sj_update(s);
  bool wins = sj_first_wins(s, k);
  job->analysis.winner = wins ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  /* The winning jumps: later last occurrences within one bit that lose. */
  size_t targets[9], nt = 0;
  unsigned v = s->a[k - 1];
  for (unsigned b = 0; b <= 8; b++) {
    unsigned u = b == 8 ? v : v ^ (1u << b);
    if (s->last[u] > k && !s->win[u]) targets[nt++] = s->last[u];
  }
  for (size_t i = 1; i < nt; i++) /* ascending index */
    for (size_t j = i; j > 0 && targets[j - 1] > targets[j]; j--) {
      size_t x = targets[j];
      targets[j] = targets[j - 1];
      targets[j - 1] = x;
    }
  for (size_t i = 0; i < nt; i++) {
    gr_pos q;
    gr_pos_init(&q);
    if (jump(p, targets[i], &q, err) != 0 || gr_pos_list_push(&job->analysis.winning_moves, &q, err) != 0) {
      gr_pos_free(&q);
      return -1;
    }
  }
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int sj_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len < 2) return gr_error_set(err, GR_ESTATE, "no values: nothing to play");
  solve_state *st = calloc(1, sizeof *st);
  if (st == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&st->pos);
  sj_init(&st->s);
  if (gr_pos_copy(&st->pos, p, err) != 0) {
    free(st);
    return -1;
  }
  *job = gr_job_new(&solve_ops, st, p->len + 9 * (uint64_t)p->len, err);
  if (*job == NULL) {
    gr_job tmp = {.state = st};
    solve_destroy(&tmp);
    return -1;
  }
  return 0;
}

/* Losing, the computer jumps to the nearest legal index: the most of the
 * sequence stays ahead, so the game can last longest. */
static int sj_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  size_t k = (size_t)p->v[0];
  for (size_t j = k + 1; j < p->len; j++)
    if (close_values(p->v[k], p->v[j])) return jump(p, j, out, err);
  return gr_error_set(err, GR_ESTATE, "the game is over: no later value is within one bit of %llu",
                      (unsigned long long)p->v[k]);
}

static void sj_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len < 2 || to->len < 1) return; /* `to` may be any text the page passes */
  size_t k = (size_t)from->v[0], j = (size_t)to->v[0];
  if (k >= from->len || j >= from->len || k == 0 || j == 0) return;
  gr_buf_printf(out, lang == GR_ZH ? "从下标 %zu(值 %llu)跳到下标 %zu(值 %llu)" : "jump from index %zu (value %llu) to index %zu (value %llu)",
                k, (unsigned long long)from->v[k], j, (unsigned long long)from->v[j]);
}

static void sj_board(const gr_pos *p, gr_json *j) {
  size_t k = p->len ? (size_t)p->v[0] : 0;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "sequence");
  gr_json_key(j, "values");
  gr_json_array_begin(j);
  for (size_t i = 1; i < p->len; i++) gr_json_u64(j, p->v[i]);
  gr_json_array_end(j);
  gr_json_key(j, "current");
  gr_json_u64(j, k);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 1; i < p->len; i++) gr_json_bool(j, i > k && close_values(p->v[k], p->v[i]));
  gr_json_array_end(j);
  gr_json_key(j, "note");
  gr_json_object_begin(j);
  gr_json_key(j, "en");
  gr_json_string(j, "current is the token's index, from 1; jump to a later value within one bit of it");
  gr_json_key(j, "zh");
  gr_json_string(j, "current 是棋子所在下标(从 1 开始);跳到后面与它至多差一个二进制位的值");
  gr_json_object_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "jump");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "index");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
}

/* "jump INDEX": a later index, from 1. */
static int sj_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  size_t k = (size_t)p->v[0], n = p->len - 1;
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "jump", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'jump INDEX' (from 1), e.g. jump 3");
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "index", 1, &args, err) != 0) return -1;
  if (args.len != 1) {
    gr_pos_free(&args);
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'jump INDEX' (from 1), e.g. jump 3");
  }
  uint64_t j = args.v[0];
  gr_pos_free(&args);
  if (j < 1 || j > n) return gr_error_set(err, GR_ERANGE, "there is no index %llu: the indices are 1 to %zu",
                                          (unsigned long long)j, n);
  if (j <= k)
    return gr_error_set(err, GR_ERANGE, "index %llu is not after the token (on %zu): jumps go forward",
                        (unsigned long long)j, k);
  if (!close_values(p->v[k], p->v[j]))
    return gr_error_set(err, GR_ERANGE, "a[%llu] = %llu differs from a[%zu] = %llu in more than one bit",
                        (unsigned long long)j, (unsigned long long)p->v[j], k, (unsigned long long)p->v[k]);
  return jump(p, (size_t)j, out, err);
}

/* The inverse of sj_play: "jump J", J the token's new index, when the
 * sequence is the same and a[J] is a later value within one bit.  O(n). */
static int sj_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len < 2 || to->len != from->len ||
      memcmp(from->v + 1, to->v + 1, (from->len - 1) * sizeof *from->v) != 0)
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint64_t k = from->v[0], j = to->v[0];
  if (k < 1 || k >= from->len) return gr_error_set(err, GR_ESTATE, "internal: not a seqjump position");
  if (j <= k || j >= from->len || !close_values(from->v[k], from->v[j]))
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  gr_buf_printf(out, "jump %llu", (unsigned long long)j);
  return 0;
}

/* ---- the trace --------------------------------------------------------------------- */

enum { RULE_LAST, RULE_WIN, RULE_LOSE, RULE_ANSWER_LAST, RULE_ANSWER_EARLIER, RULE_COUNT };
enum { VIEW_A, VIEW_LAST, VIEW_OUTCOME, VIEW_ANSWER };

static const gr_rule sj_rules[RULE_COUNT] = {
    [RULE_LAST] = {{"Last occurrence", "最后一次出现"},
                   {"only the last occurrence of each value matters", "每个值只有最后一次出现的位置有用"},
                   {"a[i]", NULL, NULL}},
    [RULE_WIN] = {{"Jump to a loser", "跳到必败点"},
                  {"a later last occurrence within one bit loses: jump there", "后面有相差至多一位的值的最后出现位置必败:跳过去"},
                  {"here", "target", "its outcome"}},
    [RULE_LOSE] = {{"No losing target", "没有必败的目标"},
                   {"every later last occurrence within one bit wins (or there is none)",
                    "后面相差至多一位的值的最后出现位置都必胜(或不存在)"},
                   {"here", "target", "its outcome"}},
    [RULE_ANSWER_LAST] = {{"Token on a last occurrence", "棋子在最后一次出现处"},
                          {"the outcome computed for that value", "即该值算出的胜负"},
                          {"outcome", "last", "a[k]"}},
    [RULE_ANSWER_EARLIER] = {{"Token before the last occurrence", "棋子在最后一次出现之前"},
                             {"the same value occurs later: the mover wins", "同一个值后面还会出现:先手必胜"},
                             {"last", "outcome", "a[k]"}},
};

typedef struct trace_state {
  sj_state s;
  size_t k;
  int phase;
  int next;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *st = job->state;
  if (st == NULL) return;
  sj_free(&st->s);
  free(st);
  job->state = NULL;
}

static int trace_step(gr_job *job, trace_state *st, gr_error *err) {
  gr_trace *t = job->trace;
  sj_state *s = &st->s;
  uint32_t r[20];
  switch (st->phase) {
  case 0: { /* last occurrences, in order of the values */
    if (st->next == 256) break;
    unsigned v = (unsigned)st->next++;
    if (!s->last[v]) return 0;
    r[0] = gr_trace_cell_id(t, VIEW_A, 0, s->last[v] - 1);
    return gr_trace_write(t, VIEW_LAST, v / 16, v % 16, s->last[v], RULE_LAST, r, 1, err);
  }
  case 1: { /* outcomes, from the latest last occurrence back */
    if (st->next == s->norder) break;
    unsigned v = s->order[s->norder - 1 - st->next++];
    size_t nr = 0;
    r[nr++] = gr_trace_cell_id(t, VIEW_LAST, v / 16, v % 16);
    unsigned loser = 256;
    for (unsigned b = 0; b < 8; b++) {
      unsigned u = v ^ (1u << b);
      if (s->last[u] > s->last[v] && !s->win[u] && (loser == 256 || s->last[u] < s->last[loser])) loser = u;
    }
    if (loser != 256) {
      r[nr++] = gr_trace_cell_id(t, VIEW_LAST, loser / 16, loser % 16);
      r[nr++] = gr_trace_cell_id(t, VIEW_OUTCOME, loser / 16, loser % 16);
      return gr_trace_write(t, VIEW_OUTCOME, v / 16, v % 16, 1, RULE_WIN, r, nr, err);
    }
    for (unsigned b = 0; b < 8; b++) {
      unsigned u = v ^ (1u << b);
      if (s->last[u] > s->last[v]) {
        r[nr++] = gr_trace_cell_id(t, VIEW_LAST, u / 16, u % 16);
        r[nr++] = gr_trace_cell_id(t, VIEW_OUTCOME, u / 16, u % 16);
      }
    }
    return gr_trace_write(t, VIEW_OUTCOME, v / 16, v % 16, 0, RULE_LOSE, r, nr, err);
  }
  case 2: {
    if (st->next == 1) break;
    st->next++;
    unsigned v = s->a[st->k - 1];
    bool wins = sj_first_wins(s, st->k);
    if (s->last[v] == st->k) {
      r[0] = gr_trace_cell_id(t, VIEW_OUTCOME, v / 16, v % 16);
      r[1] = gr_trace_cell_id(t, VIEW_LAST, v / 16, v % 16);
      r[2] = gr_trace_cell_id(t, VIEW_A, 0, (uint32_t)st->k - 1);
      return gr_trace_write(t, VIEW_ANSWER, 0, 0, wins, RULE_ANSWER_LAST, r, 3, err);
    }
    r[0] = gr_trace_cell_id(t, VIEW_LAST, v / 16, v % 16);
    r[1] = gr_trace_cell_id(t, VIEW_OUTCOME, v / 16, v % 16);
    r[2] = gr_trace_cell_id(t, VIEW_A, 0, (uint32_t)st->k - 1);
    return gr_trace_write(t, VIEW_ANSWER, 0, 0, wins, RULE_ANSWER_EARLIER, r, 3, err);
  }
  default:
    return 0;
  }
  st->phase++;
  st->next = 0;
  return 0;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *st = job->state;
  while (budget > 0 && st->phase < 3) {
    size_t before = job->trace->nsteps;
    if (trace_step(job, st, err) != 0) return -1;
    if (job->trace->nsteps > before) job->done++;
    budget--;
  }
  if (st->phase == 3) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int sj_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len < 2) return gr_error_set(err, GR_ESTATE, "no values: nothing to play");
  trace_state *st = calloc(1, sizeof *st);
  if (st == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
  gr_job tmp = {.state = st};
  gr_trace *t = NULL;
  if (load(p, &st->s, err) != 0) goto fail;
  st->k = (size_t)p->v[0];
  size_t steps = 2 * (size_t)st->s.norder + 1;
  t = gr_trace_new(steps, sj_rules, RULE_COUNT, explain, err);
  if (t == NULL) goto fail;
  if (gr_trace_add_view(t, GR_VIEW_SEQUENCE, "a", "the sequence", "序列", 1, (uint32_t)(p->len - 1), 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "last", "last occurrence of value 16r + c (0: none)",
                        "值 16r + c 最后一次出现的下标(0 表示没有)", 16, 16, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "outcome", "the mover at that last occurrence wins",
                        "在该最后出现处先手是否必胜", 16, 16, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, 1, err) < 0)
    goto fail;
  t->views[VIEW_OUTCOME].value_kind = GR_VALUE_OUTCOME;
  t->views[VIEW_ANSWER].value_kind = GR_VALUE_OUTCOME;
  memcpy(t->views[VIEW_A].values, p->v + 1, (p->len - 1) * sizeof *p->v);
  *job = gr_job_new(&trace_ops, st, steps, err);
  if (*job == NULL) goto fail;
  (*job)->trace = t;
  return 0;
fail:
  gr_trace_free(t);
  trace_destroy(&tmp);
  return -1;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nr;
  const uint32_t *r = gr_trace_step_reads(t, step, &nr);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  unsigned v = row * 16 + col;
  switch (rule) {
  case RULE_LAST:
    gr_buf_printf(out, zh ? "值 %u 最后一次出现在下标 %llu(a[%llu] = %u)。" : "Value %u last occurs at index %llu (a[%llu] = %u).",
                  v, (unsigned long long)value, (unsigned long long)value, v);
    return;
  case RULE_WIN: {
    int vw;
    uint32_t ur, uc;
    gr_trace_locate(t, r[1], &vw, &ur, &uc);
    unsigned u = ur * 16 + uc;
    gr_buf_printf(out,
                  zh ? "下标 %llu(值 %u 的最后一次出现):可以跳到下标 %llu(值 %u,只差一个二进制位),那里先手必败,所以这里先手必胜。"
                     : "Index %llu (the last %u): it can jump to index %llu (value %u, one bit apart), where the mover "
                       "loses, so the mover here wins.",
                  (unsigned long long)gr_trace_value(t, r[0]), v, (unsigned long long)gr_trace_value(t, r[1]), u);
    return;
  }
  case RULE_LOSE: {
    gr_buf_printf(out, zh ? "下标 %llu(值 %u 的最后一次出现):" : "Index %llu (the last %u): ",
                  (unsigned long long)gr_trace_value(t, r[0]), v);
    if (nr == 1) {
      gr_buf_puts(out, zh ? "后面没有与它至多差一位的值,无处可跳,先手必败。"
                          : "no later value is within one bit of it, so the mover cannot jump and loses.");
      return;
    }
    gr_buf_puts(out, zh ? "后面能跳到的最后出现位置 " : "the later last occurrences within one bit, ");
    for (size_t k = 1; k + 1 < nr; k += 2) {
      int vw;
      uint32_t ur, uc;
      gr_trace_locate(t, r[k], &vw, &ur, &uc);
      gr_buf_printf(out, zh ? "%s下标 %llu(值 %u)" : "%sindex %llu (value %u)", k > 1 ? (zh ? "、" : ", ") : "",
                    (unsigned long long)gr_trace_value(t, r[k]), ur * 16 + uc);
    }
    gr_buf_puts(out, zh ? " 都是先手必胜;跳到同值的更早位置也帮不上(它们必胜),所以先手必败。"
                        : ", all win for the mover (and earlier copies of a value win too), so the mover here loses.");
    return;
  }
  case RULE_ANSWER_LAST: {
    int vw;
    uint32_t ar, ac;
    gr_trace_locate(t, r[2], &vw, &ar, &ac);
    uint64_t a = gr_trace_value(t, r[2]);
    gr_buf_printf(out,
                  zh ? "棋子在下标 %u,正是值 %llu 的最后一次出现:按上面的计算,先手%s。"
                     : "The token is on index %u, the last occurrence of value %llu: as computed above, the first "
                       "player %s.",
                  ac + 1, (unsigned long long)a, value ? (zh ? "必胜" : "wins") : (zh ? "必败" : "loses"));
    return;
  }
  case RULE_ANSWER_EARLIER: {
    int vw;
    uint32_t ar, ac;
    gr_trace_locate(t, r[2], &vw, &ar, &ac);
    uint64_t a = gr_trace_value(t, r[2]), last = gr_trace_value(t, r[0]), lw = gr_trace_value(t, r[1]);
    if (zh)
      gr_buf_printf(out,
                    "棋子在下标 %u,值 %llu 之后还出现在下标 %llu:%s,所以先手必胜。", ac + 1, (unsigned long long)a,
                    (unsigned long long)last,
                    lw ? "那里先手必胜,它的必胜一跳从这里同样能跳" : "那里先手必败,直接跳过去");
    else
      gr_buf_printf(out, "The token is on index %u and value %llu occurs again at index %llu: %s, so the first "
                         "player wins.",
                    ac + 1, (unsigned long long)a, (unsigned long long)last,
                    lw ? "that index wins, and its winning jump is open from here too" : "that index loses, so jump there");
    return;
  }
  default:
    return;
  }
}

/* ---- small positions ----------------------------------------------------------- */

/* Every sequence of 1..referee_max_len values in 0..referee_max_value, with
 * the token on every index. */
static int sj_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  size_t L = gr_game_seqjump.referee_max_len;
  uint64_t V = gr_game_seqjump.referee_max_value;
  uint64_t v[17];
  if (L > 16) L = 16;
  for (size_t n = 1; n <= L; n++) {
    for (size_t i = 1; i <= n; i++) v[i] = 0;
    for (;;) {
      for (size_t k = 1; k <= n; k++) {
        v[0] = k;
        gr_pos p = {.len = n + 1, .v = v};
        int rc = visit(&p, ctx);
        if (rc != 0) return rc;
      }
      size_t i = 1;
      while (i <= n && v[i] == V) v[i++] = 0;
      if (i > n) break;
      v[i]++;
    }
  }
  return 0;
}

static const gr_lesson_stop sj_lesson[] = {
    {{"The rules", "规则"},
     {"The sequence 1 2 3 4 5 6 7 with the token on index 1 (value 1). A move jumps the token to a later "
      "index whose value differs from the current one in at most one bit, equal values included: from 1 "
      "= 001 it may jump to 3 = 011 (index 3) or 5 = 101 (index 5), but not to 2 = 010, which differs in "
      "two bits. Whoever cannot jump loses. Who wins?",
      "序列 1 2 3 4 5 6 7，棋子在下标 1（值为 1）。每次把棋子跳到后面的某个下标，"
      "要求其值与当前值的二进制至多差一位（相等也可以）：从 1 = 001 可以跳到 3 = 011（下标 3）"
      "或 5 = 101（下标 5），但不能跳到 2 = 010，它差了两位。不能跳的人输。谁会赢？"},
     "start=1; 1 2 3 4 5 6 7", -2},
    {{"Backwards from the end", "从后往前推"},
     {"Index 7 (value 7) has no later jump: lost. 6 = 110 and 5 = 101 can jump to 7 = 111: won. At step "
      "10, 4 = 100 can reach only 5 and 6, both won, so index 4 is lost; then 3 wins (it jumps to 7), 2 "
      "loses (3 and 6 both win) and 1 loses (3 and 5 both win). So the second player wins.",
      "下标 7（值 7）后面没有可跳的位置：必败。6 = 110 和 5 = 101 都能跳到 7 = 111："
      "必胜。第 10 步，4 = 100 只能跳到 5 和 6，二者都必胜，所以下标 4 必败；"
      "接着 3 必胜（跳到 7），2 必败（3 和 6 都必胜），1 必败（3 和 5 都必胜）"
      "。所以后手必胜。"},
     NULL, 10},
    {{"The key idea: only last occurrences matter", "关键想法：只看每个值最后一次出现"},
     {"An index that is not the last occurrence of its value always wins: if the last copy loses, jump "
      "straight to it (equal values are allowed); if it wins, its winning jump goes to a later index that "
      "is open from the earlier copy too. In 3 1 2 0 3 the token is on the first 3; the last 3 (index 5) "
      "has no jump and loses, so the first player jumps there and wins. So only the last occurrences of "
      "the 256 possible values need solving.",
      "不是其值最后一次出现的下标总是必胜：若最后一次出现的位置必败，直接跳过去（相等的值可以跳）"
      "；若它必胜，它的必胜一跳落在更后面的下标，从更早的同值位置也能跳到。在 3 1 2 0 3 中，"
      "棋子在第一个 3 上；最后一个 3（下标 5）无处可跳，必败，所以先手跳过去就赢了。因此只需对 256 个可"
      "能值的最后出现位置求解。"},
     "start=1; 3 1 2 0 3", -1},
    {{"The theorem", "定理"},
     {"The last occurrence of a value v wins exactly when some value u != v within one bit of v has its "
      "last occurrence later and that one loses; solving the values in decreasing order of last occurrence "
      "takes 256 x 8 = 2,048 checks however long the sequence. The winning moves from index k are the later "
      "last occurrences within one bit of a[k] (a[k] itself included) that lose. Here the token is on index "
      "2, the last 6 = 110; the later last occurrences 7 (index 4), 4 (index 6) and 2 (index 7) are within "
      "one bit and lose, so the first player wins with any of these three jumps.",
      "值 v 最后一次出现的位置必胜，当且仅当存在与 v 差一位的值 u ≠ v，其最后一次出现在更后面且必败；"
      "按最后出现位置从后往前处理各个值，无论序列多长都只需 256 × 8 = 2048 次检查。"
      "从下标 k 出发的必胜着法，就是跳到后面与 a[k] 至多差一位（包括 a[k] 本身）"
      "且必败的最后出现位置。这里棋子在下标 2，即最后一个 6 = 110；后面的最后出现位置 7（下标 4）"
      "、4（下标 6）、2（下标 7）都与 6 差一位且必败，所以先手跳到这三处中任一处都能获胜。"},
     "start=2; 4 6 5 7 0 4 2 3 1", -1},
    {{"Your turn", "轮到你"},
     {"Twelve values with the token on index 1 (value 2). Value 2 occurs again at index 9, so by the key "
      "idea the first player wins. Solve the last occurrences from the right, jump to one that loses, and "
      "beat the computer.",
      "十二个值，棋子在下标 1（值为 2）。值 2 在下标 9 处再次出现，由关键想法，先手必胜。"
      "从右往左求出各个最后出现位置的胜负，跳到一个必败的位置，然后战胜电脑。"},
     "start=1; 2 6 4 6 5 7 0 4 2 3 1 5", -2},
};

const gr_game gr_game_seqjump = {
    .id = "seqjump",
    .title = {"Game on Sequence (ICPC 2020 Macau G)", "序列上的跳跃游戏(2020 ICPC 澳门 G)"},
    .rules = {"A sequence of values 0..255 and a token on one index. A move jumps the token to a later index whose "
              "value differs from the current one in at most one bit (equal values included). The player who "
              "cannot move loses.",
              "一个取值 0..255 的序列,棋子在某个下标上。每次把棋子跳到后面某个下标,要求其值与当前值的二进制至多"
              "差一位(相等也可以)。不能跳的人输。"},
    .syntax = {"start=K; then the values: start=1; 1 2 3 4 5 (K counts from 1; start= defaults to 1)",
               "start=K; 然后是各个值:start=1; 1 2 3 4 5(K 从 1 开始;省略 start= 时为 1)"},
    .example = "start=1; 1 2 3 4 5 6 7",
    .theory = {"Only the last occurrence of each value matters: an earlier copy always wins (jump to the last copy "
               "if it loses, or take the last copy's winning jump). So the game lives on the 256 values: the last "
               "occurrence of v wins exactly when a later last occurrence one bit away loses, 2,048 steps in "
               "decreasing order of position, redone lazily after appends.",
               "只有每个值的最后一次出现有用:更早的同值位置总是必胜(最后一次出现必败就跳过去,否则借用它的必胜一"
               "跳)。于是只需在 256 个值上计算:值 v 的最后出现位置必胜,当且仅当后面有相差一位的值的最后出现位置"
               "必败;按位置从后往前 2048 步,追加元素后惰性重算。"},
    .max_len_solve = SJ_MAX_LEN + 1,
    .max_len_trace = SJ_MAX_LEN + 1,
    .referee_max_len = 5,
    .referee_max_value = 7,
    .parse = sj_parse,
    .format = sj_format,
    .moves = sj_moves,
    .is_terminal = sj_is_terminal,
    .solve_start = sj_solve_start,
    .trace_start = sj_trace_start,
    .stall_move = sj_stall_move,
    .describe_move = sj_describe_move,
    .board = sj_board,
    .play = sj_play,
    .action = sj_action,
    .lesson = sj_lesson,
    .lesson_len = sizeof sj_lesson / sizeof sj_lesson[0],
    .enumerate_small = sj_enumerate_small,
    .play_syntax = {"jump INDEX (a later index, from 1)", "jump 下标(后面的某个下标,从 1 开始)"},
};
