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
 */
#include "coins.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t offset(const coins_variant *v) { return v->has_k ? 1 : 0; }

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

int coins_parse(const coins_variant *v, const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  const char *s = text, *line_start = text;
  size_t line = 1;
  uint64_t k = 0;
  const char *id = v->game->id;
  if (v->has_k) {
    s = skip_blanks(s, &line, &line_start);
    if (*s != 'k' && *s != 'K')
      return gr_error_set(err, GR_ESYNTAX, "a %s position starts with k, the number of coins a move turns: write k=3; UUDU",
                          id);
    s = skip_blanks(s + 1, &line, &line_start);
    if (*s != '=') return gr_error_set(err, GR_ESYNTAX, "after k, write '=' and the run length: k=3; UUDU");
    s = skip_blanks(s + 1, &line, &line_start);
    if (*s < '0' || *s > '9')
      return gr_error_set(err, GR_ESYNTAX, "k at line %zu, column %zu is not a whole number: write k=3; UUDU", line,
                          (size_t)(s - line_start) + 1);
    for (; *s >= '0' && *s <= '9'; s++) {
      unsigned d = (unsigned)(*s - '0');
      if (k > (UINT64_MAX - d) / 10) return gr_error_set(err, GR_ERANGE, "k is past the 64-bit limit 18446744073709551615");
      k = 10 * k + d;
    }
    s = skip_blanks(s, &line, &line_start);
    if (*s != ';')
      return gr_error_set(err, GR_ESYNTAX, "expected ';' after k = %llu at line %zu, column %zu: write k=3; UUDU",
                          (unsigned long long)k, line, (size_t)(s - line_start) + 1);
    s++;
  }
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
      char shown = (*s >= 0x20 && *s < 0x7f) ? *s : '?';
      return gr_error_set(err, GR_ESYNTAX, "coin %zu at line %zu, column %zu is '%c': write U (heads up) or D (tails up)",
                          n + 1, line, (size_t)(s - line_start) + 1, shown);
    }
    if (n == COINS_MAX_SOLVE) {
      gr_pos_free(out);
      return gr_error_set(err, GR_ELIMIT, "too many coins: at most %d are allowed", COINS_MAX_SOLVE);
    }
    if (off + n >= cap) {
      cap = cap ? 2 * cap : 64;
      if (gr_pos_resize(out, cap, err) != 0) return -1;
    }
    out->v[off + n++] = face;
  }
  if (n == 0) {
    gr_pos_free(out);
    return gr_error_set(err, GR_ESYNTAX, "no coins given: write the row with U (heads up) and D (tails up), e.g. %s",
                        v->has_k ? "k=3; UUDU" : "UDDU");
  }
  if (gr_pos_resize(out, off + n, err) != 0) return -1;
  if (v->has_k) {
    if (k == 0 || k > n) {
      gr_pos_free(out);
      return k == 0 ? gr_error_set(err, GR_ERANGE, "k = 0: a move turns k >= 1 consecutive coins")
                    : gr_error_set(err, GR_ERANGE, "k = %llu is longer than the row of %zu coins", (unsigned long long)k, n);
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

typedef struct list_ctx {
  const coins_variant *v;
  const gr_pos *p;
  gr_pos_list *out;
  gr_error *err;
} list_ctx;

static int list_emit(void *ctx, const coins_flip *f) {
  list_ctx *c = ctx;
  gr_pos next;
  gr_pos_init(&next);
  if (apply(c->v, c->p, f, &next, c->err) != 0) return -1;
  return gr_pos_list_push(c->out, &next, c->err);
}

static uint64_t k_of(const coins_variant *v, const gr_pos *p) { return v->has_k && p->len ? p->v[0] : 0; }

/* Every set is a different set of coins, so every successor is different. */
int coins_moves(const coins_variant *v, const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  size_t off = offset(v);
  uint64_t k = k_of(v, p), total = 0;
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && v->movable(i - off, k)) {
      uint64_t c = v->count_at(i - off, k);
      total = c > UINT64_MAX - total ? UINT64_MAX : total + c;
    }
  if (total > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)total, max_moves);
  list_ctx ctx = {v, p, out, err};
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && v->movable(i - off, k) && v->each_at(i - off, k, list_emit, &ctx) != 0) return -1;
  return 0;
}

bool coins_terminal(const coins_variant *v, const gr_pos *p) {
  size_t off = offset(v);
  uint64_t k = k_of(v, p);
  for (size_t i = off; i < p->len; i++)
    if (p->v[i] && v->movable(i - off, k)) return false;
  return true;
}

/* ---- the verdict -------------------------------------------------------- */

void coins_accumulate(kit_solver *s, size_t i) {
  const coins_variant *v = s->ops->data;
  if (s->pos.v[i]) s->x ^= v->value(i - offset(v), k_of(v, &s->pos));
}

void coins_decide(kit_solver *s, gr_analysis *a) {
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
}

typedef struct win_ctx {
  kit_solver *s;
  gr_analysis *a;
  gr_error *err;
} win_ctx;

static int win_emit(void *ctx, const coins_flip *f) {
  win_ctx *c = ctx;
  gr_pos next;
  gr_pos_init(&next);
  if (apply(c->s->ops->data, &c->s->pos, f, &next, c->err) != 0) return -1;
  return kit_push(c->a, c->s->cap, &next, c->err);
}

int coins_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  const coins_variant *v = s->ops->data;
  size_t off = offset(v), r = i - off;
  uint64_t k = k_of(v, &s->pos);
  if (!s->pos.v[i] || !v->movable(r, k)) return 0;
  win_ctx ctx = {s, a, err};
  return v->winning_at(s->pos.v + off, s->pos.len - off, k, r, s->x, win_emit, &ctx);
}

/* Mock Turtles: a heads coin r costs r + 1 units (its triples). */
uint64_t coins_cost_mock(const gr_pos *p, size_t i) { return p->v[i] ? i + 1 : 1; }

int coins_solve_start(const coins_variant *v, const kit_solver_ops *ops, const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t off = offset(v);
  if (p->len <= off) return gr_error_set(err, GR_ESTATE, "no coins");
  if (p->len - off > COINS_MAX_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu coins: the verdict handles at most %d", p->len - off, COINS_MAX_SOLVE);
  if (v->has_k && (p->v[0] == 0 || p->v[0] > p->len - off))
    return gr_error_set(err, GR_ERANGE, "k = %llu must be between 1 and the %zu coins of the row",
                        (unsigned long long)p->v[0], p->len - off);
  return kit_solve_start(p, ops, job, err);
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

static int coins_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const coins_trace_state *s = state;
  const coins_variant *v = s->v;
  int vc = view_of(v, W_COINS), vs = view_of(v, W_SG), vx = view_of(v, W_XOR), vw = view_of(v, W_WINS);
  if (k < 2 * (uint64_t)s->n) {
    uint32_t x = (uint32_t)(k / 2);
    if (k % 2 == 0) {
      uint32_t kcell = gr_trace_cell_id(t, 0, 0, 0);
      return gr_trace_write(t, vs, 0, x, v->value(x, s->k), COINS_R_VALUE, &kcell, v->has_k ? 1 : 0, err);
    }
    bool heads = t->views[vc].values[x] != 0;
    uint64_t before = x ? t->views[vx].values[x - 1] : 0;
    uint32_t reads[3] = {gr_trace_cell_id(t, vc, 0, x), gr_trace_cell_id(t, vs, 0, x),
                         x ? gr_trace_cell_id(t, vx, 0, x - 1) : 0};
    return gr_trace_write(t, vx, 0, x, heads ? before ^ t->views[vs].values[x] : before,
                          heads ? COINS_R_HEADS : COINS_R_TAILS, reads, x ? 3 : 2, err);
  }
  uint32_t read = gr_trace_cell_id(t, vx, 0, (uint32_t)(s->n - 1));
  return gr_trace_write(t, vw, 0, 0, t->views[vx].values[s->n - 1] != 0, COINS_R_WINS, &read, 1, err);
}

int coins_trace_start(const coins_variant *v, gr_explain_fn explain, const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t off = offset(v);
  if (p->len <= off) return gr_error_set(err, GR_ESTATE, "no coins");
  size_t n = p->len - off;
  if (n > COINS_MAX_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu coins: the trace shows at most %d (the verdict alone handles %d)", n,
                        COINS_MAX_TRACE, COINS_MAX_SOLVE);
  uint64_t k = k_of(v, p);
  if (v->has_k && (k == 0 || k > n))
    return gr_error_set(err, GR_ERANGE, "k = %llu must be between 1 and the %zu coins of the row", (unsigned long long)k, n);
  coins_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->v = v;
  s->n = n;
  s->k = k;
  uint64_t steps = 2 * (uint64_t)n + 1;
  gr_trace *t = gr_trace_new((size_t)steps, v->rules, COINS_NRULES, explain, err);
  bool ok = t != NULL;
  if (ok && v->has_k) ok = kit_view(t, GR_VIEW_BOARD, "k", "k (coins per move)", "k(每次翻的枚数)", 1, 1, GR_VALUE_INT, err) >= 0;
  ok = ok && kit_view(t, GR_VIEW_SEQUENCE, "coins", "coins (1 = heads up)", "硬币(1 = 正面朝上)", 1, (uint32_t)n, GR_VALUE_BOOL, err) >= 0 &&
       kit_view(t, GR_VIEW_SEQUENCE, "g", "single-coin value of each place", "每个位置单枚硬币的 SG 值", 1, (uint32_t)n,
                GR_VALUE_INT, err) >= 0 &&
       kit_view(t, GR_VIEW_SEQUENCE, "xor", "xor over the heads coins 1..i", "前 i 枚中正面硬币的异或", 1, (uint32_t)n,
                GR_VALUE_INT, err) >= 0 &&
       kit_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, GR_VALUE_BOOL, err) >= 0;
  if (!ok) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  if (v->has_k) t->views[0].values[0] = k;
  memcpy(t->views[view_of(v, W_COINS)].values, p->v + off, n * sizeof *p->v);
  return kit_trace_start(t, s, steps, coins_step, job, err);
}

void coins_explain(const coins_variant *v, const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  uint32_t target = t->step_cell[step];
  unsigned long long value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  uint64_t k = v->has_k ? t->views[0].values[0] : 0;
  const uint64_t *g = t->views[view_of(v, W_SG)].values, *xs = t->views[view_of(v, W_XOR)].values;
  switch (rule) {
  case COINS_R_VALUE:
    gr_buf_printf(out, zh ? "第 %u 枚硬币单独正面朝上时:" : "Coin %u alone heads up: ", col + 1);
    v->value_words(col, k, lang, out);
    return;
  case COINS_R_HEADS: {
    unsigned long long before = col ? xs[col - 1] : 0;
    gr_buf_printf(out, zh ? "第 %u 枚正面朝上:xor = %llu xor %llu = %llu。" : "Coin %u is heads up: xor = %llu xor %llu = %llu.",
                  col + 1, before, (unsigned long long)g[col], value);
    return;
  }
  case COINS_R_TAILS:
    gr_buf_printf(out, zh ? "第 %u 枚反面朝上,不计:xor 仍为 %llu。" : "Coin %u is tails up and does not count: xor stays %llu.",
                  col + 1, value);
    return;
  default: {
    size_t n = t->views[view_of(v, W_COINS)].cols;
    unsigned long long X = xs[n - 1];
    if (zh)
      gr_buf_printf(out, "局面是各正面硬币单独存在时的和,SG 值 X = %llu %s 0,所以先手%s。", X, X ? "≠" : "=", X ? "必胜" : "必败");
    else
      gr_buf_printf(out, "The row is the sum of its heads coins standing alone: X = %llu %s 0, so the first player %s.", X,
                    X ? "!=" : "=", X ? "wins" : "loses");
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
    if (p->v[i] && v->movable(i - off, k)) {
      coins_flip f;
      v->stall_at(i - off, k, &f);
      return apply(v, p, &f, out, err);
    }
  return gr_error_set(err, GR_ESTATE, "the game is over: no coin can be turned");
}

void coins_describe(const coins_variant *v, const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
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
  gr_buf_puts(out, zh ? "翻转第 " : (count == 1 ? "turn over coin " : "turn over coins "));
  if (count > 3 && last - first + 1 == count) {
    gr_buf_printf(out, zh ? "%zu 到 %zu 枚硬币" : "%zu to %zu", first + 1, last + 1);
  } else {
    size_t shown = 0;
    for (size_t i = off; i < from->len; i++)
      if (from->v[i] != to->v[i]) {
        if (shown) gr_buf_puts(out, zh ? "、" : (shown + 1 == count ? " and " : ", "));
        gr_buf_printf(out, "%zu", i - off + 1);
        shown++;
      }
    if (zh) gr_buf_puts(out, " 枚硬币");
  }
  gr_buf_printf(out, zh ? "(第 %zu 枚由正面翻成反面)" : " (%zu: heads to tails)", last + 1);
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
  gr_buf_free(&row);
  gr_json_key(j, "labels"); /* each place's single-coin value */
  gr_json_array_begin(j);
  for (size_t i = off; i < p->len; i++) kit_json_u64_text(j, v->value(i - off, k));
  gr_json_array_end(j);
  kit_verb verb = {"flip", {v->verb_args[0], v->verb_args[1], v->verb_args[2]}};
  kit_json_actions(j, &verb, 1);
  if (v->has_k) {
    char en[96], zh[96];
    snprintf(en, sizeof en, "k = %llu: a move turns exactly %llu consecutive coins", (unsigned long long)k,
             (unsigned long long)k);
    snprintf(zh, sizeof zh, "k = %llu:每次恰好翻转连续 %llu 枚硬币", (unsigned long long)k, (unsigned long long)k);
    gr_json_key(j, "note");
    gr_json_object_begin(j);
    gr_json_key(j, "en");
    gr_json_string(j, en);
    gr_json_key(j, "zh");
    gr_json_string(j, zh);
    gr_json_object_end(j);
  }
  gr_json_object_end(j);
}

int coins_play(const coins_variant *v, const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (coins_terminal(v, p)) return gr_error_set(err, GR_ESTATE, "the game is over: no coin can be turned");
  size_t off = offset(v), n = p->len - off;
  uint64_t k = k_of(v, p), args[3];
  size_t nargs;
  if (kit_action(action, "flip", 1, v->max_args, v->usage, args, &nargs, err) != 0) return -1;
  for (size_t i = 0; i < nargs; i++)
    if (args[i] == 0 || args[i] > n)
      return gr_error_set(err, GR_ERANGE, "there is no coin %llu: the coins are numbered 1 to %zu",
                          (unsigned long long)args[i], n);
  coins_flip f;
  if (v->play_set(args, nargs, k, &f, err) != 0) return -1;
  size_t r = rightmost(&f);
  if (f.run && f.lo > f.hi) return gr_error_set(err, GR_ERANGE, "%s", v->usage);
  if (!p->v[off + r])
    return gr_error_set(err, GR_ERANGE, "coin %zu is tails up: the rightmost coin turned must go from heads to tails", r + 1);
  return apply(v, p, &f, out, err);
}

void coins_action_set(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  for (size_t i = 0; i < f->count; i++) gr_buf_printf(out, i ? " %zu" : "%zu", f->idx[i] + 1);
}

/* The inverse of coins_play: the coins that differ are the set turned (a
 * run for the rules that turn runs, else at most three coins); the variant
 * names it, and playing the action back checks it against the rules. */
int coins_action(const coins_variant *v, const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t off = offset(v);
  if (from->len != to->len || from->len <= off || (off && from->v[0] != to->v[0]))
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  coins_flip f = {0};
  size_t first = SIZE_MAX, last = 0, count = 0;
  for (size_t i = off; i < from->len; i++)
    if (from->v[i] != to->v[i]) {
      if (first == SIZE_MAX) first = i - off;
      last = i - off;
      if (count < 3) f.idx[count] = i - off;
      count++;
    }
  if (count == 0) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  if (v->run_moves) {
    if (last - first + 1 != count) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
    f = coins_run(first, last);
  } else {
    if (count > 3) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
    f.count = count;
  }
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
  if (!ok)
    return nomem ? gr_error_set(err, GR_ENOMEM, "out of memory")
                 : gr_error_set(err, GR_ERANGE, "that position is not one move away");
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
