/*
 * seqjump.c — "Game on Sequence" (ICPC 2020 Macau G; seed 001, practice 1):
 * the incremental solver, positions, moves, the verdict, play, the trace
 * and the game's table.
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
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/seqjump_text.h"

#include <stdlib.h>
#include <string.h>

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
    gr_error_say(err, GR_ESYNTAX, &seqjump_texts, SJ_NO_VALUES);
    goto done;
  }
  for (size_t i = 0; i < n; i++)
    if (t.values[i] > 255) {
      gt_where(&t, t.value_at[i], &line, &col);
      gr_error_say(err, GR_ERANGE, &seqjump_texts, SJ_VALUE_RANGE, GR_U(i + 1), GR_U(line), GR_U(col),
                   GR_U(t.values[i]));
      goto done;
    }
  uint64_t k = t.has_start ? t.start : 1;
  if (k < 1 || k > n) {
    gt_where(&t, t.start_at, &line, &col);
    gr_error_say(err, GR_ERANGE, &seqjump_texts, SJ_START_RANGE, GR_U(k), GR_U(line), GR_U(col), GR_U(n));
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
  for (size_t i = 1; i < p->len; i++) {
    gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]); /* not gr_buf_printf: a format per value was slow on 10^6 */
  }
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

/* The position with the token on index j, pushed onto `list` (or into *out). */
static int jump(const gr_pos *p, size_t j, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[0] = j;
  return 0;
}

static int push_jump(const gr_pos *p, size_t j, gr_pos_list *list, gr_error *err) {
  gr_pos q;
  gr_pos_init(&q);
  if (jump(p, j, &q, err) == 0 && gr_pos_list_push(list, &q, err) == 0) return 0;
  gr_pos_free(&q);
  return -1;
}

#define SJ_MOVES_VALUES (UINT64_C(1) << 25)

static int sj_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  size_t k = (size_t)p->v[0], n = p->len - 1, count = 0;
  for (size_t j = k + 1; j <= n; j++) count += close_values(p->v[k], p->v[j]);
  if (count > max_moves)
    return gr_error_say_code(err, GR_E_MOVES_CAP, &seqjump_texts, SJ_TOO_MANY_MOVES, GR_U(count), GR_U(max_moves));
  if ((uint64_t)count * p->len > SJ_MOVES_VALUES)
    return gr_error_say(err, GR_ELIMIT, &seqjump_texts, SJ_TOO_MANY_NUMBERS, GR_U(count),
                        GR_U((uint64_t)count * p->len), GR_U(SJ_MOVES_VALUES));
  for (size_t j = k + 1; j <= n; j++)
    if (close_values(p->v[k], p->v[j]) && push_jump(p, j, out, err) != 0) return -1;
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

/* The winner, and the winning jumps: the later last occurrences within one
 * bit of a[k] (a[k] included) that lose, by ascending index. */
static int sj_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  sj_state s;
  size_t k = (size_t)p->v[0];
  if (load(p, &s, err) != 0) {
    sj_free(&s);
    return -1;
  }
  a->winner = sj_first_wins(&s, k) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  size_t targets[9], nt = 0;
  unsigned v = s.a[k - 1];
  for (unsigned b = 0; b <= 8; b++) {
    unsigned u = b == 8 ? v : v ^ (1u << b);
    if (s.last[u] > k && !s.win[u]) targets[nt++] = s.last[u];
  }
  sj_free(&s);
  for (size_t i = 1; i < nt; i++)
    for (size_t j = i; j > 0 && targets[j - 1] > targets[j]; j--) {
      size_t x = targets[j];
      targets[j] = targets[j - 1];
      targets[j - 1] = x;
    }
  for (size_t i = 0; i < nt; i++)
    if (push_jump(p, targets[i], &a->winning_moves, err) != 0) return -1;
  return 0;
}

static int sj_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len < 2) return gr_error_say(err, GR_ESTATE, &seqjump_texts, SJ_NOTHING);
  return kit_instant_start(p, sj_decide, job, err);
}

/* Losing, the computer jumps to the nearest legal index: the most of the
 * sequence stays ahead, so the game can last longest. */
static int sj_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  size_t k = (size_t)p->v[0];
  for (size_t j = k + 1; j < p->len; j++)
    if (close_values(p->v[k], p->v[j])) return jump(p, j, out, err);
  return gr_error_say(err, GR_ESTATE, &seqjump_texts, SJ_NO_JUMP, GR_U(p->v[k]));
}

static void sj_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len < 2 || to->len < 1) return; /* `to` may be any text the page passes */
  size_t k = (size_t)from->v[0], j = (size_t)to->v[0];
  if (k >= from->len || j >= from->len || k == 0 || j == 0) return;
  gr_say(out, &seqjump_texts, lang, SJ_DESCRIBE, GR_U(k), GR_U(from->v[k]), GR_U(j), GR_U(from->v[j]));
}

/* The board holds every value of a short sequence; of a long one the 2
 * KIT_BOARD_END round the token (it draws only those: kit.h's window). */
static void sj_board(const gr_pos *p, gr_json *j) {
  size_t k = p->len ? (size_t)p->v[0] : 0, n = p->len ? p->len - 1 : 0, from = 0, count = n;
  if (n > KIT_BOARD_WHOLE) {
    count = 2 * KIT_BOARD_END;
    from = k > KIT_BOARD_END ? k - KIT_BOARD_END : 0;
    if (from > n - count) from = n - count;
  }
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "sequence");
  gr_json_key(j, "values");
  gr_json_array_begin(j);
  for (size_t i = 1 + from; i < 1 + from + count; i++) gr_json_u64(j, p->v[i]);
  gr_json_array_end(j);
  if (n > KIT_BOARD_WHOLE) kit_board_window(j, n, from);
  gr_json_key(j, "current");
  gr_json_u64(j, k);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 1 + from; i < 1 + from + count; i++) gr_json_bool(j, i > k && close_values(p->v[k], p->v[i]));
  gr_json_array_end(j);
  gr_json_text(j, "note", &seqjump_texts, SJ_BOARD_NOTE);
  static const kit_verb verbs[] = {{.verb = "jump", .args = {"index"}}};
  kit_json_actions(j, verbs, 1);
  gr_json_object_end(j);
}

/* "jump INDEX": a later index, from 1. */
static int sj_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  size_t k = (size_t)p->v[0], n = p->len - 1;
  const char *text = gt_verb_args(action, "jump");
  if (text == NULL) return gr_error_say(err, GR_ESYNTAX, &seqjump_texts, SJ_PLAY_USAGE);
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(text, GR_NOUN_INDEX, 1, &args, err) != 0) return -1;
  if (args.len != 1) {
    gr_pos_free(&args);
    return gr_error_say(err, GR_ESYNTAX, &seqjump_texts, SJ_PLAY_USAGE);
  }
  uint64_t j = args.v[0];
  gr_pos_free(&args);
  if (j < 1 || j > n) return gr_error_say(err, GR_ERANGE, &seqjump_texts, SJ_NO_INDEX, GR_U(j), GR_U(n));
  if (j <= k) return gr_error_say(err, GR_ERANGE, &seqjump_texts, SJ_NOT_AFTER, GR_U(j), GR_U(k));
  if (!close_values(p->v[k], p->v[j]))
    return gr_error_say(err, GR_ERANGE, &seqjump_texts, SJ_TOO_FAR, GR_U(j), GR_U(p->v[j]), GR_U(k), GR_U(p->v[k]));
  return jump(p, (size_t)j, out, err);
}

/* The inverse of sj_play: "jump J", J the token's new index, when the
 * sequence is the same and a[J] is a later value within one bit.  O(n). */
static int sj_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len < 2 || to->len != from->len ||
      memcmp(from->v + 1, to->v + 1, (from->len - 1) * sizeof *from->v) != 0)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  uint64_t k = from->v[0], j = to->v[0];
  if (k < 1 || k >= from->len) return gr_error_say(err, GR_ESTATE, &seqjump_texts, SJ_NOT_POSITION);
  if (j <= k || j >= from->len || !close_values(from->v[k], from->v[j]))
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "jump %llu", (unsigned long long)j);
  return 0;
}

/* ---- the trace --------------------------------------------------------------------- */

enum { RULE_LAST, RULE_WIN, RULE_LOSE, RULE_ANSWER_LAST, RULE_ANSWER_EARLIER, RULE_COUNT };
enum { VIEW_A, VIEW_LAST, VIEW_OUTCOME, VIEW_ANSWER };

static const gr_rule sj_rules[RULE_COUNT] = {
    [RULE_LAST] = {.name_key = SJ_RULE_LAST, .summary_key = SJ_RULE_LAST_SUMMARY, .reads = {"a[i]"}},
    [RULE_WIN] = {.name_key = SJ_RULE_WIN, .summary_key = SJ_RULE_WIN_SUMMARY,
                  .reads = {"here", "target", "its outcome"}},
    [RULE_LOSE] = {.name_key = SJ_RULE_LOSE, .summary_key = SJ_RULE_LOSE_SUMMARY,
                   .reads = {"here", "target", "its outcome"}},
    [RULE_ANSWER_LAST] = {.name_key = SJ_RULE_ANSWER_LAST, .summary_key = SJ_RULE_ANSWER_LAST_SUMMARY,
                          .reads = {"outcome", "last", "a[k]"}},
    [RULE_ANSWER_EARLIER] = {.name_key = SJ_RULE_ANSWER_EARLIER, .summary_key = SJ_RULE_ANSWER_EARLIER_SUMMARY,
                             .reads = {"last", "outcome", "a[k]"}},
};

/* What the steps read: the solver's tables, no sequence (plain memory, for
 * kit_trace_start).  Step k < norder writes the last occurrence of the k-th
 * value present (by value), the next norder steps the outcomes from the
 * latest last occurrence back, the last step the answer. */
typedef struct trace_state {
  uint32_t last[256];
  uint8_t order[256], present[256];
  int norder;
  bool win[256];
  size_t k;    /* the token's index */
  unsigned ak; /* a[k] */
  bool wins;
} trace_state;

static uint32_t cell(const gr_trace *t, int view, unsigned v) { return gr_trace_cell_id(t, view, v / 16, v % 16); }

static int trace_step(gr_trace *t, const void *state, uint64_t step, gr_error *err) {
  const trace_state *s = state;
  uint32_t r[20];
  size_t nr = 0;
  if (step < (uint64_t)s->norder) { /* last occurrences, in order of the values */
    unsigned v = s->present[step];
    r[0] = gr_trace_cell_id(t, VIEW_A, 0, s->last[v] - 1);
    return gr_trace_write(t, VIEW_LAST, v / 16, v % 16, s->last[v], RULE_LAST, r, 1, err);
  }
  if (step < 2 * (uint64_t)s->norder) { /* outcomes, from the latest last occurrence back */
    unsigned v = s->order[s->norder - 1 - (int)(step - (uint64_t)s->norder)];
    r[nr++] = cell(t, VIEW_LAST, v);
    unsigned loser = 256;
    for (unsigned b = 0; b < 8; b++) {
      unsigned u = v ^ (1u << b);
      if (s->last[u] > s->last[v] && !s->win[u] && (loser == 256 || s->last[u] < s->last[loser])) loser = u;
    }
    if (loser != 256) {
      r[nr++] = cell(t, VIEW_LAST, loser);
      r[nr++] = cell(t, VIEW_OUTCOME, loser);
      return gr_trace_write(t, VIEW_OUTCOME, v / 16, v % 16, 1, RULE_WIN, r, nr, err);
    }
    for (unsigned b = 0; b < 8; b++) {
      unsigned u = v ^ (1u << b);
      if (s->last[u] > s->last[v]) {
        r[nr++] = cell(t, VIEW_LAST, u);
        r[nr++] = cell(t, VIEW_OUTCOME, u);
      }
    }
    return gr_trace_write(t, VIEW_OUTCOME, v / 16, v % 16, 0, RULE_LOSE, r, nr, err);
  }
  bool on_last = s->last[s->ak] == s->k;
  r[0] = cell(t, on_last ? VIEW_OUTCOME : VIEW_LAST, s->ak);
  r[1] = cell(t, on_last ? VIEW_LAST : VIEW_OUTCOME, s->ak);
  r[2] = gr_trace_cell_id(t, VIEW_A, 0, (uint32_t)s->k - 1);
  return gr_trace_write(t, VIEW_ANSWER, 0, 0, s->wins, on_last ? RULE_ANSWER_LAST : RULE_ANSWER_EARLIER, r, 3, err);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int sj_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len < 2) return gr_error_say(err, GR_ESTATE, &seqjump_texts, SJ_NOTHING);
  static const kit_limits value_limits = {
      .none_key = KIT_NO_HEAPS /* none: checked above */, .word = KIT_VALUES,
      .max_solve = SJ_MAX_LEN, .max_trace = SJ_MAX_TRACE};
  trace_state *st = kit_trace_state(p->len - 1, &value_limits, sizeof *st, err);
  if (st == NULL) return -1;
  sj_state s;
  gr_trace *t = NULL;
  if (load(p, &s, err) != 0) goto fail;
  st->k = (size_t)p->v[0];
  st->ak = s.a[st->k - 1];
  st->wins = sj_first_wins(&s, st->k);
  memcpy(st->last, s.last, sizeof st->last);
  memcpy(st->order, s.order, sizeof st->order);
  memcpy(st->win, s.win, sizeof st->win);
  st->norder = s.norder;
  for (unsigned v = 0, i = 0; v < 256; v++)
    if (s.last[v]) st->present[i++] = (uint8_t)v;
  sj_free(&s);
  size_t steps = 2 * (size_t)st->norder + 1;
  t = gr_trace_new(steps, sj_rules, RULE_COUNT, explain, err);
  if (t == NULL) goto fail;
  gr_trace_use_texts(t, &seqjump_texts);
  if (gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "a", SJ_VIEW_A, 1, (uint32_t)(p->len - 1), 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "last", SJ_VIEW_LAST, 16, 16, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "outcome", SJ_VIEW_OUTCOME, 16, 16, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "first_player_wins", SJ_VIEW_ANSWER, 1, 1, 1, err) < 0)
    goto fail;
  t->views[VIEW_OUTCOME].value_kind = GR_VALUE_OUTCOME;
  t->views[VIEW_ANSWER].value_kind = GR_VALUE_OUTCOME;
  memcpy(t->views[VIEW_A].values, p->v + 1, (p->len - 1) * sizeof *p->v);
  gr_trace_set_words(t, VIEW_A, &seqjump_texts, SJ_W_A, false);
  gr_trace_set_words(t, VIEW_LAST, &seqjump_texts, SJ_W_LAST, false);
  gr_trace_set_words(t, VIEW_OUTCOME, &seqjump_texts, SJ_W_OUTCOME, false);
  return kit_trace_start(t, st, steps, trace_step, job, err);
fail:
  sj_free(&s);
  gr_trace_free(t);
  free(st);
  return -1;
}

/* The value a cell of the 16 x 16 views stands for (the column, for the
 * sequence). */
static unsigned value_at(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  gr_trace_locate(t, id, &view, &row, &col);
  return row * 16 + col;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &seqjump_texts;
  kit_step s = kit_step_at(t, step);
  unsigned v = value_at(t, s.target);
  switch (s.rule) {
  case RULE_LAST:
    gr_say(out, T, lang, SJ_LAST, GR_U(v), GR_U(s.value));
    return;
  case RULE_WIN:
    gr_say(out, T, lang, SJ_WIN, GR_U(s.first), GR_U(v), GR_U(gr_trace_value(t, s.reads[1])),
           GR_U(value_at(t, s.reads[1])));
    return;
  case RULE_LOSE:
    gr_say(out, T, lang, SJ_LOSE_AT, GR_U(s.first), GR_U(v));
    if (s.nreads == 1) {
      gr_say(out, T, lang, SJ_LOSE_NONE);
      return;
    }
    gr_say(out, T, lang, SJ_LOSE_TARGETS);
    for (size_t k = 1; k + 1 < s.nreads; k += 2) {
      if (k > 1) gr_say(out, T, lang, SJ_LOSE_SEP);
      gr_say(out, T, lang, SJ_LOSE_TARGET, GR_U(gr_trace_value(t, s.reads[k])), GR_U(value_at(t, s.reads[k])));
    }
    gr_say(out, T, lang, SJ_LOSE_ALL_WIN);
    return;
  case RULE_ANSWER_LAST:
    gr_say(out, T, lang, SJ_ANSWER_LAST, GR_U(value_at(t, s.reads[2]) + 1), GR_U(gr_trace_value(t, s.reads[2])),
           GR_K(s.value ? SJ_WINS : SJ_LOSES));
    return;
  case RULE_ANSWER_EARLIER:
    gr_say(out, T, lang, SJ_ANSWER_EARLIER, GR_U(value_at(t, s.reads[2]) + 1), GR_U(gr_trace_value(t, s.reads[2])),
           GR_U(s.first), GR_K(gr_trace_value(t, s.reads[1]) ? SJ_EARLIER_WINS : SJ_EARLIER_LOSES));
    return;
  default:
    return;
  }
}

/* ---- small positions ----------------------------------------------------------- */

/* Every sequence of 1..referee_max_len values in 0..referee_max_value, with
 * the token on every index. */
typedef struct small_walk {
  int (*visit)(const gr_pos *p, void *ctx);
  void *ctx;
} small_walk;

static int visit_tokens(const gr_pos *row, void *ctx) {
  small_walk *w = ctx;
  uint64_t v[17];
  memcpy(v + 1, row->v, row->len * sizeof *v);
  for (size_t k = 1; k <= row->len; k++) {
    v[0] = k;
    gr_pos p = {.len = row->len + 1, .v = v};
    int rc = w->visit(&p, w->ctx);
    if (rc != 0) return rc;
  }
  return 0;
}

static int sj_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  small_walk w = {visit, ctx};
  return gr_enumerate_rows(gr_game_seqjump.referee_max_len, 0, gr_game_seqjump.referee_max_value, false,
                           visit_tokens, &w);
}

const gr_game gr_game_seqjump = {
    .id = "seqjump", .texts = &seqjump_texts, .example = "start=1; 1 2 3 4 5 6 7",
    .max_len_solve = SJ_MAX_LEN + 1, .max_len_trace = SJ_MAX_TRACE + 1,
    .referee_max_len = 5, .referee_max_value = 7,
    KIT_GAME_FUNCTIONS(sj),
    KIT_LESSON(seqjump_lesson),
};
