/*
 * coins.c — the engine of the coin-turning games (see coins.h): the row of
 * U/D letters, moves from the rule's sets, the verdict (xor of single-coin
 * values, then the winning sets coin by coin), the trace (the values, the
 * running xor over the heads coins), play, board and the small rows for
 * the referee.  What differs between the games is in their variant.
 *
 * Limits: rows of up to 4,096 coins for the verdict (Mock Turtles' winning
 * triples take O(n^2) work, run as a job), 1,024 for the trace; winning
 * moves are listed up to the kit listing limit (kit/kit.h), the rest counted.
 * Messages are in each game's table, from text/coins_text.h.
 */
#include "coins.h"

#include "kit/kit_text.h"

#include <stdlib.h>
#include <string.h>

static size_t offset(const coins_variant *v) { return v->has_k ? 1 : 0; }
static uint64_t k_of(const coins_variant *v, const gr_pos *p) { return v->has_k && p->len ? p->v[0] : 0; }
static bool movable(const coins_variant *v, size_t r, uint64_t k) { return v->movable == NULL || v->movable(r, k); }
static const gr_texts *texts(const coins_variant *v) { return v->game->texts; }

/* ---- text ------------------------------------------------------------- */

static const char *skip_blanks(const char *s, size_t *line, const char **line_start) {
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
    if (*s == '\n') {
      (*line)++;
      *line_start = s + 1;
    }
    s++;
  }
  return s;
}

/* "k=3;" at the start of a coins-run position into *k; s is moved past it. */
static int parse_k(const coins_variant *v, const char **s, size_t *line, const char **line_start, uint64_t *k,
                   gr_error *err) {
  const gr_texts *t = texts(v);
  *s = skip_blanks(*s, line, line_start);
  if (**s != 'k' && **s != 'K') return gr_error_say(err, GR_ESYNTAX, t, COINS_K_FIRST, GR_S(v->game->id));
  *s = skip_blanks(*s + 1, line, line_start);
  if (**s != '=') return gr_error_say(err, GR_ESYNTAX, t, COINS_K_EQUALS);
  *s = skip_blanks(*s + 1, line, line_start);
  if (**s < '0' || **s > '9')
    return gr_error_say(err, GR_ESYNTAX, t, COINS_K_DIGITS, GR_U(*line), GR_U(*s - *line_start + 1));
  for (; **s >= '0' && **s <= '9'; (*s)++) {
    unsigned d = (unsigned)(**s - '0');
    if (*k > (UINT64_MAX - d) / 10) return gr_error_say(err, GR_ERANGE, t, COINS_K_BIG);
    *k = 10 * *k + d;
  }
  *s = skip_blanks(*s, line, line_start);
  if (**s != ';')
    return gr_error_say(err, GR_ESYNTAX, t, COINS_K_SEMI, GR_U(*k), GR_U(*line), GR_U(*s - *line_start + 1));
  (*s)++;
  return 0;
}

int coins_parse(const coins_variant *v, const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  const char *s = text, *line_start = text;
  size_t line = 1;
  uint64_t k = 0;
  if (v->has_k && parse_k(v, &s, &line, &line_start, &k, err) != 0) return -1;
  size_t off = offset(v), n = 0, cap = 0;
  for (;; s++) {
    s = skip_blanks(s, &line, &line_start);
    if (*s == '\0') break;
    uint64_t face;
    if (*s == 'U' || *s == 'u')
      face = 1;
    else if (*s == 'D' || *s == 'd')
      face = 0;
    else {
      gr_pos_free(out);
      char shown[2] = {(*s >= 0x20 && *s < 0x7f) ? *s : '?', '\0'};
      return gr_error_say(err, GR_ESYNTAX, texts(v), COINS_NOT_FACE, GR_U(n + 1), GR_U(line), GR_U(s - line_start + 1),
                          GR_S(shown));
    }
    if (n == COINS_MAX_SOLVE) {
      gr_pos_free(out);
      return gr_error_say(err, GR_ELIMIT, texts(v), COINS_TOO_MANY, GR_U(COINS_MAX_SOLVE));
    }
    if (off + n >= cap) {
      cap = cap ? 2 * cap : 64;
      if (gr_pos_resize(out, cap, err) != 0) return -1;
    }
    out->v[off + n++] = face;
  }
  if (n == 0) {
    gr_pos_free(out);
    return gr_error_say(err, GR_ESYNTAX, texts(v), COINS_NONE_GIVEN, GR_S(v->has_k ? "k=3; UUDU" : "UDDU"));
  }
  if (gr_pos_resize(out, off + n, err) != 0) return -1;
  if (v->has_k) {
    if (k == 0 || k > n) {
      gr_pos_free(out);
      return gr_error_say(err, GR_ERANGE, texts(v), k ? COINS_K_LONG : COINS_K_ZERO, GR_U(k), GR_U(n));
    }
    out->v[0] = k;
  }
  return 0;
}

void coins_format(const coins_variant *v, const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  size_t off = offset(v);
  if (v->has_k && p->len) gr_buf_printf(out, "k=%llu; ", (unsigned long long)p->v[0]);
  for (size_t i = off; i < p->len; i++) gr_buf_putc(out, p->v[i] ? 'U' : 'D');
}

/* ---- moves -------------------------------------------------------------- */

static int apply(const coins_variant *v, const gr_pos *p, const coins_flip *f, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  uint64_t *c = out->v + offset(v);
  if (f->run)
    for (size_t x = f->lo; x <= f->hi; x++) c[x] ^= 1;
  else
    for (size_t i = 0; i < f->count; i++) c[f->idx[i]] ^= 1;
  return 0;
}

static size_t rightmost(const coins_flip *f) { return f->run ? f->hi : f->idx[f->count - 1]; }

/* Where the positions a set of coins reaches go: a list (every move) or
 * the winning moves (kit_push, with the listing limit). */
typedef struct emit_ctx {
  const coins_variant *v;
  const gr_pos *p;
  gr_pos_list *list;
  gr_analysis *a;
  size_t cap;
  gr_error *err;
} emit_ctx;

static int emit_move(void *ctx, const coins_flip *f) {
  emit_ctx *c = ctx;
  gr_pos next;
  gr_pos_init(&next);
  if (apply(c->v, c->p, f, &next, c->err) != 0) return -1;
  return c->list ? gr_pos_list_push(c->list, &next, c->err) : kit_push(c->a, c->cap, &next, c->err);
}

/* Every set is a different set of coins, so every successor is different. */
int coins_moves(const coins_variant *v, const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  size_t off = offset(v);
  uint64_t k = k_of(v, p), total = 0;
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && movable(v, i - off, k)) {
      uint64_t c = v->count_at(i - off, k);
      total = c > UINT64_MAX - total ? UINT64_MAX : total + c;
    }
  if (gr_error_moves_cap(0, total, max_moves, err) != 0) return -1;
  emit_ctx ctx = {.v = v, .p = p, .list = out, .err = err};
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && movable(v, i - off, k) && v->each_at(i - off, k, emit_move, &ctx) != 0) return -1;
  return 0;
}

bool coins_terminal(const coins_variant *v, const gr_pos *p) {
  size_t off = offset(v);
  uint64_t k = k_of(v, p);
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && movable(v, i - off, k)) return false;
  return true;
}

/* ---- the verdict -------------------------------------------------------- */

void coins_accumulate(kit_solver *s, size_t i) {
  const coins_variant *v = s->ops->data;
  if (s->pos.v[i]) s->x ^= v->value(i - offset(v), k_of(v, &s->pos));
}

int coins_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  const coins_variant *v = s->ops->data;
  size_t r = i - offset(v);
  uint64_t k = k_of(v, &s->pos);
  if (!s->pos.v[i] || !movable(v, r, k)) return 0;
  emit_ctx ctx = {.v = v, .p = &s->pos, .a = a, .cap = s->cap, .err = err};
  return v->winning_at(k, r, s->x, emit_move, &ctx);
}

uint64_t coins_cost_mock(const gr_pos *p, size_t i) { return p->v[i] ? i + 1 : 1; }

/* The row (after k) within the limits and k within the row. */
static int check_row(const coins_variant *v, const gr_pos *p, bool for_trace, gr_error *err) {
  static const kit_limits coin_limits = {
      .none_key = KIT_NO_COINS, .word = KIT_COINS, .max_solve = COINS_MAX_SOLVE, .max_trace = COINS_MAX_TRACE};
  size_t off = offset(v), n = p->len > off ? p->len - off : 0;
  if (kit_check_count(n, &coin_limits, for_trace, err) != 0) return -1;
  if (v->has_k && (p->v[0] == 0 || p->v[0] > n))
    return gr_error_say(err, GR_ERANGE, texts(v), COINS_K_RANGE, GR_U(p->v[0]), GR_U(n));
  return 0;
}

int coins_solve_start(const coins_variant *v, const kit_solver_ops *ops, const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  return check_row(v, p, false, err) != 0 ? -1 : kit_solve_start(p, ops, job, err);
}

/* ---- the trace ---------------------------------------------------------- */

/* Views: k (coins-run only, input), the coins (input, 1 = heads), g[i] the
 * single-coin value of each place, xor[i] the xor of g over the heads coins
 * among 1..i, the verdict. */
typedef struct coins_trace_state {
  const coins_variant *v;
  size_t n;
  uint64_t k;
} coins_trace_state;

enum { W_COINS = 0, W_SG, W_XOR, W_WINS };
static int view_of(const coins_variant *v, int which) { return (v->has_k ? 1 : 0) + which; }

/* The trace's rules: the single-coin value (the variant's formula), a heads
 * coin adding its value to the running xor, a tails coin skipped, the answer. */
enum { RULE_VALUE = 0, RULE_HEADS, RULE_TAILS, RULE_WINS, RULE_COUNT };
static const gr_rule coins_rules[RULE_COUNT] = {
    [RULE_VALUE] = {.name_key = COINS_R_VALUE, .summary_key = COINS_R_VALUE_SUM},
    [RULE_HEADS] = {.name_key = COINS_R_HEADS, .summary_key = COINS_R_HEADS_SUM, .reads = {"coin", "g[i]", "xor[i-1]"}},
    [RULE_TAILS] = {.name_key = COINS_R_TAILS, .summary_key = COINS_R_TAILS_SUM, .reads = {"coin", "g[i]", "xor[i-1]"}},
    [RULE_WINS] = {.name_key = COINS_R_WINS, .summary_key = COINS_R_WINS_SUM, .reads = {"X"}},
};

static int coins_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const coins_trace_state *s = state;
  const coins_variant *v = s->v;
  int vc = view_of(v, W_COINS), vs = view_of(v, W_SG), vx = view_of(v, W_XOR), vw = view_of(v, W_WINS);
  if (k < 2 * (uint64_t)s->n) {
    uint32_t x = (uint32_t)(k / 2);
    if (k % 2 == 0) {
      uint32_t kcell = gr_trace_cell_id(t, 0, 0, 0);
      return gr_trace_write(t, vs, 0, x, v->value(x, s->k), RULE_VALUE, &kcell, v->has_k ? 1 : 0, err);
    }
    bool heads = t->views[vc].values[x] != 0;
    uint64_t before = x ? t->views[vx].values[x - 1] : 0;
    uint32_t reads[3] = {gr_trace_cell_id(t, vc, 0, x), gr_trace_cell_id(t, vs, 0, x),
                         x ? gr_trace_cell_id(t, vx, 0, x - 1) : 0};
    return gr_trace_write(t, vx, 0, x, heads ? before ^ t->views[vs].values[x] : before,
                          heads ? RULE_HEADS : RULE_TAILS, reads, x ? 3 : 2, err);
  }
  uint32_t read = gr_trace_cell_id(t, vx, 0, (uint32_t)(s->n - 1));
  return gr_trace_write(t, vw, 0, 0, t->views[vx].values[s->n - 1] != 0, RULE_WINS, &read, 1, err);
}

/* What the explanation reads besides the views: the rule and its k. */
typedef struct coins_params {
  const coins_variant *v;
  uint64_t k;
} coins_params;

static void coins_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

int coins_trace_start(const coins_variant *v, const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_row(v, p, true, err) != 0) return -1;
  size_t off = offset(v), n = p->len - off;
  coins_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_nomem(err);
  s->v = v;
  s->n = n;
  s->k = k_of(v, p);
  uint64_t steps = 2 * (uint64_t)n + 1;
  gr_trace *t = kit_trace_new(steps, coins_rules, RULE_COUNT, coins_explain, texts(v), err);
  bool ok = t != NULL && gr_trace_set_params(t, &(coins_params){v, s->k}, sizeof(coins_params), err) == 0 &&
            (!v->has_k || kit_view(t, GR_VIEW_BOARD, "k", NULL, COINS_V_K, 1, 1, 1, GR_VALUE_INT, err) >= 0);
  ok = ok &&
       kit_view(t, GR_VIEW_SEQUENCE, "coins", NULL, COINS_V_COINS, 1, (uint32_t)n, 1, GR_VALUE_FACE, err) >= 0 &&
       kit_view(t, GR_VIEW_SEQUENCE, "g", NULL, COINS_V_G, 1, (uint32_t)n, 1, GR_VALUE_INT, err) >= 0 &&
       kit_view(t, GR_VIEW_SEQUENCE, "xor", NULL, COINS_V_XOR, 1, (uint32_t)n, 1, GR_VALUE_INT, err) >= 0 &&
       kit_view_first_wins(t, err) >= 0;
  if (ok) { /* the input views: k, the coins */
    if (v->has_k) t->views[0].values[0] = s->k;
    memcpy(t->views[view_of(v, W_COINS)].values, p->v + off, n * sizeof *p->v);
  }
  if (ok) {
    gr_trace_set_words(t, view_of(v, W_COINS), texts(v), COINS_W_COINS, false);
    gr_trace_set_words(t, view_of(v, W_COINS) + 1, texts(v), COINS_W_G, false);
    gr_trace_set_words(t, view_of(v, W_COINS) + 2, texts(v), COINS_W_XOR, false);
  }
  return kit_trace_run(t, ok, s, steps, coins_step, job, err);
}

static void coins_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  const coins_params *pr = GR_TRACE_PARAMS_OF(t, coins_params);
  const coins_variant *v = pr->v;
  kit_step st = kit_step_at(t, step);
  uint64_t value = st.value;
  uint32_t col = st.col;
  uint64_t k = pr->k; /* 0 for the rules without k */
  const uint64_t *g = t->views[view_of(v, W_SG)].values, *xs = t->views[view_of(v, W_XOR)].values;
  switch (st.rule) {
  case RULE_VALUE:
    gr_say(out, texts(v), lang, COINS_ALONE, GR_U(col + 1));
    v->value_words(col, k, lang, out);
    return;
  case RULE_HEADS:
    gr_say(out, texts(v), lang, COINS_HEADS, GR_U(col + 1), GR_U(col ? xs[col - 1] : 0), GR_U(g[col]), GR_U(value));
    return;
  case RULE_TAILS:
    gr_say(out, texts(v), lang, COINS_TAILS, GR_U(col + 1), GR_U(value));
    return;
  default: {
    uint64_t X = xs[t->views[view_of(v, W_COINS)].cols - 1];
    gr_say(out, texts(v), lang, X ? COINS_WINS : COINS_LOSES, GR_U(X));
    return;
  }
  }
}

/* ---- play ------------------------------------------------------------- */

/* The leftmost movable heads coin turns with as many tails coins as the rule
 * allows, as far right as possible (the variant's stall_at).  Reading the
 * row as a binary number with coin i worth 2^i, every move lowers it (the
 * rightmost coin turned goes down, only coins left of it change), so it
 * bounds the moves left; this move keeps it as large as the rules let. */
int coins_stall(const coins_variant *v, const gr_pos *p, gr_pos *out, gr_error *err) {
  size_t off = offset(v);
  uint64_t k = k_of(v, p);
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && movable(v, i - off, k)) {
      coins_flip f;
      v->stall_at(i - off, k, &f);
      return apply(v, p, &f, out, err);
    }
  return gr_error_say(err, GR_ESTATE, texts(v), COINS_OVER);
}

/* "turn over coins 1, 3 and 6 (6: heads to tails)", a run of more than
 * three as "1 to 6". */
void coins_describe(const coins_variant *v, const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  size_t off = offset(v);
  if (from->len != to->len) return;
  size_t first = SIZE_MAX, last = 0, count = 0;
  for (size_t i = off; i < from->len; i++)
    if (from->v[i] != to->v[i]) {
      if (first == SIZE_MAX) first = i - off;
      last = i - off;
      count++;
    }
  if (count == 0) return;
  gr_buf coins;
  gr_buf_init(&coins);
  if (count > 3 && last - first + 1 == count)
    gr_say(&coins, texts(v), lang, COINS_RANGE, GR_U(first + 1), GR_U(last + 1));
  else
    for (size_t i = off, shown = 0; i < from->len; i++)
      if (from->v[i] != to->v[i]) {
        if (shown) gr_say(&coins, texts(v), lang, shown + 1 == count ? COINS_LAST_SEP : COINS_SEP);
        gr_buf_u64(&coins, i - off + 1);
        shown++;
      }
  gr_say(out, texts(v), lang, count == 1 ? COINS_TURN_ONE : COINS_TURN_MANY, GR_S(coins.data), GR_U(last + 1));
  gr_buf_free(&coins);
}

void coins_board(const coins_variant *v, const gr_pos *p, gr_json *j) {
  size_t off = offset(v);
  uint64_t k = k_of(v, p);
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "coins");
  gr_json_key(j, "coins");
  gr_buf row;
  gr_buf_init(&row);
  gr_buf_puts(&row, "");
  for (size_t i = off; i < p->len; i++) gr_buf_putc(&row, p->v[i] ? 'U' : 'D');
  gr_json_string(j, row.data ? row.data : "");
  gr_json_key(j, "labels"); /* each place's single-coin value */
  gr_json_array_begin(j);
  for (size_t i = off; i < p->len; i++) kit_json_u64_text(j, v->value(i - off, k));
  gr_json_array_end(j);
  kit_json_actions(j, &v->flip, 1);
  if (v->has_k) { /* {"en": ..., "zh": ...} */
    gr_json_key(j, "note");
    gr_json_object_begin(j);
    for (int lang = 0; lang < GR_NLANG; lang++) {
      gr_buf_reset(&row);
      gr_say(&row, texts(v), (gr_lang)lang, COINS_NOTE_K, GR_U(k));
      gr_json_key(j, gr_lang_code((gr_lang)lang));
      gr_json_string(j, row.data);
    }
    gr_json_object_end(j);
  }
  gr_buf_free(&row);
  gr_json_object_end(j);
}

int coins_play(const coins_variant *v, const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (coins_terminal(v, p)) return gr_error_say(err, GR_ESTATE, texts(v), COINS_OVER);
  size_t off = offset(v), n = p->len - off, nargs, verb;
  uint64_t k = k_of(v, p), args[3];
  kit_moves language = {.verbs = &v->flip, .count = 1, .note_texts = texts(v), .note_key = COINS_USAGE_NOTE};
  if (kit_read_action(action, &language, &verb, args, &nargs, err) != 0) return -1;
  for (size_t i = 0; i < nargs; i++)
    if (args[i] == 0 || args[i] > n)
      return gr_error_say(err, GR_ERANGE, texts(v), COINS_NO_COIN, GR_U(args[i]), GR_U(n));
  coins_flip f;
  if (v->play_set(args, nargs, k, &f, err) != 0) return -1;
  size_t r = rightmost(&f);
  if (f.run && f.lo > f.hi) return kit_usage_error(&language, GR_ERANGE, err);
  if (!p->v[off + r]) return gr_error_say(err, GR_ERANGE, texts(v), COINS_TAILS_UP, GR_U(r + 1));
  return apply(v, p, &f, out, err);
}

void coins_action_set(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  for (size_t i = 0; i < f->count; i++) gr_buf_printf(out, i ? " %zu" : "%zu", f->idx[i] + 1);
}

/* "A" or "A B" (1-based): the coin a, then b when it is another coin. */
static void one_or_two(gr_buf *out, size_t a, size_t b) {
  if (a == b)
    gr_buf_printf(out, "%zu", a + 1);
  else
    gr_buf_printf(out, "%zu %zu", a + 1, b + 1);
}

void coins_action_run_ends(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  one_or_two(out, f->lo, f->hi);
}

void coins_action_heads_first(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  one_or_two(out, f->idx[f->count - 1], f->idx[0]);
}

/* The inverse of coins_play: the coins that differ are the set turned (a
 * run for the rules that turn runs, else at most three coins); the variant
 * names it, and playing the action back checks it against the rules. */
int coins_action(const coins_variant *v, const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t off = offset(v);
  coins_flip f = {0};
  size_t first = SIZE_MAX, last = 0, count = 0;
  bool same_row = from->len == to->len && from->len > off && (!off || from->v[0] == to->v[0]);
  for (size_t i = off; same_row && i < from->len; i++)
    if (from->v[i] != to->v[i]) {
      if (first == SIZE_MAX) first = i - off;
      last = i - off;
      if (count < 3) f.idx[count] = i - off;
      count++;
    }
  if (count == 0 || (v->run_moves ? last - first + 1 != count : count > 3))
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  if (v->run_moves)
    f = coins_run(first, last);
  else
    f.count = count;
  gr_buf action;
  gr_buf_init(&action);
  gr_buf_puts(&action, "flip ");
  v->action_args(&f, k_of(v, from), &action);
  gr_pos back;
  gr_pos_init(&back);
  gr_error scratch = {0};
  int ok = !action.failed && coins_play(v, from, action.data, &back, &scratch) == 0 && gr_pos_equal(&back, to);
  gr_pos_free(&back);
  if (ok) gr_buf_puts(out, action.data);
  bool nomem = action.failed || scratch.status == GR_ENOMEM;
  gr_buf_free(&action);
  if (!ok) return nomem ? gr_error_nomem(err) : gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  return 0;
}

/* ---- small rows -------------------------------------------------------- */

/* Every row of 1 .. referee_max_len coins (with every k from 1 to the
 * row's length, for coins-run). */
int coins_enumerate(const coins_variant *v, int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t buf[1 + 16];
  size_t off = offset(v), max = v->game->referee_max_len < 16 ? v->game->referee_max_len : 16;
  for (size_t n = 1; n <= max; n++)
    for (uint64_t k = v->has_k ? 1 : 0; k <= (v->has_k ? n : 0); k++)
      for (uint64_t bits = 0; bits < ((uint64_t)1 << n); bits++) {
        if (v->has_k) buf[0] = k;
        for (size_t x = 0; x < n; x++) buf[off + x] = (bits >> x) & 1;
        gr_pos p = {.len = off + n, .v = buf};
        int rc = visit(&p, ctx);
        if (rc != 0) return rc;
      }
  return 0;
}
