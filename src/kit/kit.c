/*
 * kit.c — the game kit: shared pieces of the games (see kit.h).
 */
#include "kit/kit.h"
#include "kit/kit_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the listing limit ------------------------------------------------ */

size_t kit_list_cap(size_t words, size_t max) {
  size_t by_words = KIT_LIST_WORDS / (words ? words : 1);
  size_t cap = by_words < max ? by_words : max;
  return cap ? cap : 1;
}

void kit_add_unlisted(gr_analysis *a, uint64_t count) {
  a->unlisted_moves = count > UINT64_MAX - a->unlisted_moves ? UINT64_MAX : a->unlisted_moves + count;
}

bool kit_list_full(gr_analysis *a, size_t cap) {
  if (a->winning_moves.count < cap) return false;
  kit_add_unlisted(a, 1);
  return true;
}

int kit_push(gr_analysis *a, size_t cap, gr_pos *next, gr_error *err) {
  if (a->winning_moves.count < cap) return gr_pos_list_push(&a->winning_moves, next, err);
  gr_pos_free(next);
  kit_add_unlisted(a, 1);
  return 0;
}

/* ---- numbers and positions -------------------------------------------- */

int kit_parse_numbers(const char *text, unsigned what, size_t max, const char *example, gr_pos *out, gr_error *err) {
  /* the core's number reader names the items by their kind (the kit's word for them is its own key) */
  gr_noun noun = what == KIT_HEAP ? GR_NOUN_HEAP : what == KIT_STEP ? GR_NOUN_STEP : GR_NOUN_NUMBER;
  if (gr_parse_u64_list(text, noun, max, out, err) != 0) return -1;
  if (out->len > 0) return 0;
  return gr_error_say(err, GR_ESYNTAX, &kit_texts, KIT_NO_NUMBERS, GR_K(what), GR_S(example));
}

void kit_format_numbers(const gr_pos *p, size_t from, gr_buf *out) {
  gr_buf_puts(out, "");
  for (size_t i = from; i < p->len; i++) {
    if (i > from) gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]);
  }
}

void kit_format_values(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

void kit_format_piles(const gr_pos *p, gr_buf *out) {
  if (p->len == 0)
    gr_buf_puts(out, KIT_FINISHED);
  else
    kit_format_numbers(p, 0, out);
}

bool kit_all_zero(const gr_pos *p) {
  for (size_t i = 0; i < p->len; i++)
    if (p->v[i]) return false;
  return true;
}

int kit_with(const gr_pos *p, size_t i, uint64_t value, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[i] = value;
  return 0;
}

unsigned kit_bits(uint64_t x) {
  unsigned b = 0;
  while (x) {
    b++;
    x >>= 1;
  }
  return b;
}

size_t kit_largest(const gr_pos *p, size_t from) {
  size_t best = from;
  for (size_t i = from; i < p->len; i++)
    if (p->v[i] > p->v[best]) best = i;
  return best;
}

/* ---- actions ---------------------------------------------------------- */

static bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == ',';
}

/* The numbers after an action's verb, at most max of them, into args: the
 * reading and the messages of gr_parse_u64_list, said in every language. */
static int action_numbers(const char *s, size_t max, uint64_t *args, size_t *nargs, gr_error *err) {
  const char *line_start = s;
  size_t line = 1;
  for (*nargs = 0;; (*nargs)++) {
    for (; *s && is_separator(*s); s++)
      if (*s == '\n') line++, line_start = s + 1;
    if (*s == '\0') return 0;
    size_t number = *nargs + 1, column = (size_t)(s - line_start) + 1, n = 0;
    if (*nargs == max)
      return gr_error_say(err, GR_ELIMIT, &kit_texts, KIT_NUM_TOO_MANY, GR_U(max), GR_U(number), GR_U(line), GR_U(column));
    while (s[n] && !is_separator(s[n])) n++;
    char shown[32]; /* the token as the message quotes it: 24 characters at most, control bytes as '?' */
    size_t k = 0;
    for (size_t i = 0; i < n && i < 24; i++) shown[k++] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
    if (n > 24) memcpy(shown + k, "...", 3), k += 3;
    shown[k] = '\0';
    unsigned key = 0;
    uint64_t v = 0;
    for (size_t i = 0; i < n && (key == 0 || key == KIT_NUM_TOO_BIG); i++)
      if (s[i] < '0' || s[i] > '9')
        key = s[0] == '-' && n > 1 && i == 0 ? KIT_NUM_NEGATIVE : KIT_NUM_NOT_WHOLE;
      else if (key == 0 && v > (UINT64_MAX - (unsigned)(s[i] - '0')) / 10)
        key = KIT_NUM_TOO_BIG; /* unless a later character is not a digit */
      else if (key == 0)
        v = 10 * v + (unsigned)(s[i] - '0');
    if (key)
      return gr_error_say(err, key == KIT_NUM_NOT_WHOLE ? GR_ESYNTAX : GR_ERANGE, &kit_texts, key, GR_U(number),
                          GR_U(line), GR_U(column), GR_S(shown));
    args[*nargs] = v;
    s += n;
  }
}

/* Reads "VERB N1 ..." with min..max numbers into args: 1 when it is one,
 * 0 when it is not that verb or has too few numbers, -1 when a number is
 * malformed or too many are given (err set). */
static int read_verb(const char *action, const char *verb, size_t min_args, size_t max_args, uint64_t *args,
                     size_t *nargs, gr_error *err) {
  if (action == NULL) return 0;
  while (*action == ' ' || *action == '\t') action++;
  size_t n = strlen(verb);
  if (strncmp(action, verb, n) != 0 || (action[n] != ' ' && action[n] != '\t' && action[n] != '\0')) return 0;
  if (action_numbers(action + n, max_args, args, nargs, err) != 0) return -1;
  return *nargs >= min_args;
}

int kit_action_played_back(int (*play)(const gr_pos *p, const char *action, gr_pos *out, gr_error *err),
                           const gr_pos *from, const gr_pos *to, gr_buf *text, gr_buf *out, gr_error *err) {
  gr_pos back;
  gr_pos_init(&back);
  gr_error e = {0};
  int rc = play(from, text->data ? text->data : "", &back, &e) == 0 && gr_pos_equal(&back, to) ? 0 : -1;
  if (rc == 0) gr_buf_puts(out, text->data);
  else gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_pos_free(&back);
  gr_buf_free(text);
  return rc;
}

int kit_error_texts(gr_error *err, gr_status status, const char *const text[GR_NLANG]) {
  if (err == NULL || err->status != GR_OK) return -1;
  err->status = status;
  for (int lang = 0; lang < GR_NLANG; lang++) {
    size_t len = strlen(text[lang]);
    if (len >= GR_ERROR_TEXT) { /* cut at a character boundary, not inside UTF-8 */
      len = GR_ERROR_TEXT - 1;
      while (len > 0 && ((unsigned char)text[lang][len] & 0xC0) == 0x80) len--;
    }
    memcpy(err->text[lang], text[lang], len);
    err->text[lang][len] = '\0';
  }
  return -1;
}

static size_t verb_names(const kit_verb *v) {
  size_t n = 0;
  while (n < 3 && v->args[n]) n++;
  return n;
}

/* One written form of verb v with `shown` numbers, those past `required`
 * in nested brackets: 'flip COIN [COIN [COIN]]'. */
static void usage_form(const kit_verb *v, size_t shown, size_t required, gr_lang lang, gr_buf *out) {
  gr_buf_printf(out, "'%s", v->verb);
  for (size_t k = 0; k < shown; k++)
    gr_buf_printf(out, " %s%s", k >= required ? "[" : "", gr_text(&kit_texts, lang, v->words[k]));
  for (size_t k = required; k < shown; k++) gr_buf_putc(out, ']');
  gr_buf_putc(out, '\'');
}

/* "a move is written 'take PILE COUNT' or 'split PILE SIZE', e.g. take 1 2
 * or split 3 1" in one language. */
static void usage_say(const kit_moves *m, gr_lang lang, gr_buf *out) {
  gr_buf forms, examples;
  gr_buf_init(&forms);
  gr_buf_init(&examples);
  const char *word_or = gr_text(&kit_texts, lang, KIT_OR);
  for (size_t i = 0; i < m->count; i++) {
    const kit_verb *v = &m->verbs[i];
    size_t n = verb_names(v), required = v->required ? v->required : n;
    for (size_t shown = v->spelled ? required : n; shown <= n; shown++) {
      if (forms.len) gr_buf_puts(&forms, word_or);
      usage_form(v, shown, v->spelled ? shown : required, lang, &forms);
    }
    if (examples.len) gr_buf_puts(&examples, word_or);
    gr_buf_puts(&examples, v->example);
  }
  gr_say(out, &kit_texts, lang, KIT_USAGE, GR_S(forms.data),
         GR_S(m->note_texts ? gr_text(m->note_texts, lang, m->note_key) : ""), GR_S(examples.data));
  gr_buf_free(&forms);
  gr_buf_free(&examples);
}

int kit_usage_error(const kit_moves *m, gr_status status, gr_error *err) {
  gr_buf said[GR_NLANG];
  const char *text[GR_NLANG];
  bool failed = false;
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf_init(&said[lang]);
    usage_say(m, (gr_lang)lang, &said[lang]);
    text[lang] = said[lang].data ? said[lang].data : "";
    failed = failed || said[lang].failed;
  }
  int rc = failed ? gr_error_nomem(err) : kit_error_texts(err, status, text);
  for (int lang = 0; lang < GR_NLANG; lang++) gr_buf_free(&said[lang]);
  return rc;
}

int kit_read_action(const char *action, const kit_moves *m, size_t *verb, uint64_t *args, size_t *nargs,
                    gr_error *err) {
  for (size_t i = 0; i < m->count; i++) {
    const kit_verb *v = &m->verbs[i];
    size_t n = v->most ? v->most : verb_names(v);
    int rc = read_verb(action, v->verb, v->required ? v->required : n, n, args, nargs, err);
    if (rc < 0) return -1;
    *verb = i;
    if (rc > 0) return 0;
  }
  if (m->usage_texts) return gr_error_say(err, GR_ESYNTAX, m->usage_texts, m->usage_key);
  return kit_usage_error(m, GR_ESYNTAX, err);
}

/* ---- boards ----------------------------------------------------------- */

void kit_json_u64_text(gr_json *j, uint64_t v) {
  char digits[24];
  gr_snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
  gr_json_string(j, digits);
}

/* {"verb": verb, "args": [args[0 .. nargs)]} */
static void json_action(gr_json *j, const char *verb, const char *const *args, size_t nargs) {
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, verb);
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  for (size_t i = 0; i < nargs; i++) gr_json_string(j, args[i]);
  gr_json_array_end(j);
  gr_json_object_end(j);
}

void kit_json_actions(gr_json *j, const kit_verb *verbs, size_t n) {
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  for (size_t i = 0; i < n; i++) {
    size_t nargs = 0;
    while (nargs < 3 && verbs[i].args[nargs]) nargs++;
    json_action(j, verbs[i].verb, verbs[i].args, nargs);
  }
  gr_json_array_end(j);
}

void kit_json_one_action(gr_json *j, const char *verb, const char *const *args, size_t nargs) {
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  json_action(j, verb, args, nargs);
  gr_json_array_end(j);
}

/* "length" and "ends" of a long row (kit.h). */
static void board_length(gr_json *j, size_t n) {
  gr_json_key(j, "length");
  gr_json_u64(j, n);
  gr_json_key(j, "ends");
  gr_json_u64(j, KIT_BOARD_END);
}

void kit_board_values(const gr_pos *p, size_t from, gr_json *j, const char *kind, const char *key) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, kind);
  gr_json_key(j, key);
  gr_json_array_begin(j);
  size_t n = p->len - from;
  for (size_t i = 0; i < n; i++)
    if (kit_board_item(i, n)) kit_json_u64_text(j, p->v[from + i]);
  gr_json_array_end(j);
  if (n > KIT_BOARD_WHOLE) board_length(j, n);
}

bool kit_board_item(size_t i, size_t n) { return n <= KIT_BOARD_WHOLE || i < KIT_BOARD_END || i >= n - KIT_BOARD_END; }

void kit_board_window(gr_json *j, size_t n, size_t from) {
  board_length(j, n);
  gr_json_key(j, "from");
  gr_json_u64(j, from);
}

void kit_board_piles(const gr_pos *p, size_t from, gr_json *j, const kit_verb *verbs, size_t nverbs) {
  kit_board_values(p, from, j, "piles", "piles");
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = from; i < p->len; i++)
    if (kit_board_item(i - from, p->len - from)) gr_json_bool(j, p->v[i] > 0);
  gr_json_array_end(j);
  kit_json_actions(j, verbs, nverbs);
  gr_json_object_end(j);
}

/* ---- small positions -------------------------------------------------- */

int kit_enumerate(size_t min_len, size_t max_len, uint64_t lo, uint64_t hi,
                  int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[16];
  for (size_t n = min_len; n <= max_len && n <= 16; n++) {
    gr_pos p = {.len = n, .v = n ? v : NULL};
    for (size_t i = 0; i < n; i++) v[i] = lo;
    for (;;) {
      int rc = visit(&p, ctx);
      if (rc != 0) return rc;
      size_t i = 0;
      while (i < n && v[i] == hi) v[i++] = lo;
      if (i == n) break;
      v[i]++;
    }
  }
  return 0;
}

int kit_enumerate_game(const gr_game *g, int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_enumerate(1, g->referee_max_len, 0, g->referee_max_value, visit, ctx);
}

/* ---- the verdict job -------------------------------------------------- */

/* Units: one per index in pass 1, ops->cost(i) per index and round in pass 2. */
static int solver_advance(gr_job *job, uint64_t budget, gr_error *err) {
  kit_solver *s = job->state;
  const kit_solver_ops *ops = s->ops;
  size_t n = s->pos.len;
  while (budget > 0 && !job->finished) {
    if (s->phase == 0) {
      uint64_t left = n - s->i, k = budget < left ? budget : left;
      for (size_t stop = s->i + (size_t)k; s->i < stop; s->i++) ops->accumulate(s, s->i);
      job->done += k;
      budget -= k;
      if (s->i < n) continue;
      ops->decide(s, &job->analysis);
      if (s->target == 0 ? job->analysis.winner != GR_WINNER_FIRST : s->x == s->target) break; /* nothing to list */
      s->x ^= s->target; /* a move to value target cancels value ^ target */
      s->phase = 1;
      s->i = ops->first;
    } else {
      if (s->i >= n && s->round + 1 < (ops->rounds ? ops->rounds : 1)) {
        s->round++;
        s->i = ops->first;
      }
      if (s->i >= n) break;
      uint64_t c = ops->cost ? ops->cost(&s->pos, s->i) : 1;
      if (ops->winning(s, s->i, &job->analysis, err) != 0) return -1;
      s->i++;
      job->done += c;
      budget = c >= budget ? 0 : budget - c;
    }
  }
  if (s->i >= n && (s->phase == 0 || s->round + 1 >= (ops->rounds ? ops->rounds : 1))) gr_job_done(job);
  return 0;
}

static void solver_destroy(gr_job *job) {
  kit_solver *s = job->state;
  gr_pos_free(&s->pos);
  free(s);
  job->state = NULL;
}

static const gr_job_ops solver_job_ops = {solver_advance, solver_destroy};

int kit_solve_start(const gr_pos *p, const kit_solver_ops *ops, gr_job **job, gr_error *err) {
  return kit_solve_to_start(p, ops, 0, job, err);
}

int kit_solve_to_start(const gr_pos *p, const kit_solver_ops *ops, uint64_t target, gr_job **job, gr_error *err) {
  *job = NULL;
  kit_solver *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_nomem(err);
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    free(s);
    return -1;
  }
  s->ops = ops;
  s->target = target;
  s->i = ops->first;
  s->cap = kit_list_cap(p->len, KIT_LIST_MAX);
  uint64_t total = 0, rounds = ops->rounds ? ops->rounds : 1;
  for (size_t i = ops->first; i < p->len; i++) {
    uint64_t c = ops->cost ? ops->cost(p, i) : 1;
    total += 1 + rounds * c;
  }
  *job = gr_job_new(&solver_job_ops, s, total, err);
  return *job ? 0 : -1;
}

/* ---- the sum games' checks and verdicts -------------------------------- */

int kit_check_count(size_t n, const kit_limits *l, bool for_trace, gr_error *err) {
  if (n == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, l->none_key);
  if (for_trace && n > l->max_trace)
    return gr_error_say(err, GR_ELIMIT, &kit_texts, l->trace_key ? l->trace_key : KIT_TRACE_MAX, GR_U(n),
                        GR_K(l->word), GR_U(l->max_trace), GR_U(l->max_solve));
  if (n > l->max_solve)
    return gr_error_say(err, GR_ELIMIT, &kit_texts, l->solve_key ? l->solve_key : KIT_VERDICT_MAX, GR_U(n),
                        GR_K(l->word), GR_U(l->max_solve));
  return 0;
}

void *kit_trace_state(size_t n, const kit_limits *l, size_t size, gr_error *err) {
  if (kit_check_count(n, l, true, err) != 0) return NULL;
  void *state = calloc(1, size);
  if (state == NULL) gr_error_nomem(err);
  return state;
}


void kit_decide_xor(kit_solver *s, gr_analysis *a) {
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
}

int kit_push_with(kit_solver *s, size_t i, uint64_t value, gr_analysis *a, gr_error *err) {
  /* Past the list's cap the move is only counted: no copy of the position
   * (a copy per move made solve quadratic on 100,000 heaps). */
  if (kit_list_full(a, s->cap)) return 0;
  gr_pos next;
  gr_pos_init(&next);
  if (kit_with(&s->pos, i, value, &next, err) != 0) return -1;
  return kit_push(a, s->cap, &next, err);
}

/* ---- the trace job ---------------------------------------------------- */

typedef struct trace_job {
  void *state;
  uint64_t steps;
  kit_step_fn step;
} trace_job;

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_job *s = job->state;
  while (budget > 0 && job->done < s->steps) {
    if (s->step(job->trace, s->state, job->done, err) != 0) return -1;
    job->done++;
    budget--;
  }
  if (job->done >= s->steps) job->finished = true;
  return 0;
}

static void trace_destroy(gr_job *job) {
  trace_job *s = job->state;
  free(s->state);
  free(s);
  job->state = NULL;
}

static const gr_job_ops trace_job_ops = {trace_advance, trace_destroy};

int kit_trace_start(gr_trace *t, void *state, uint64_t steps, kit_step_fn step, gr_job **job, gr_error *err) {
  *job = NULL;
  trace_job *s = calloc(1, sizeof *s);
  if (s == NULL) {
    free(state);
    gr_trace_free(t);
    return gr_error_nomem(err);
  }
  s->state = state;
  s->steps = steps;
  s->step = step;
  *job = gr_job_new(&trace_job_ops, s, steps, err);
  if (*job == NULL) {
    gr_trace_free(t);
    return -1;
  }
  (*job)->trace = t;
  return 0;
}

gr_trace *kit_trace_new(uint64_t steps, const gr_rule *rules, size_t nrules, gr_explain_fn explain,
                        const gr_texts *texts, gr_error *err) {
  gr_trace *t = gr_trace_new((size_t)steps, rules, nrules, explain, err);
  if (t) gr_trace_use_texts(t, texts);
  return t;
}

int kit_trace_run(gr_trace *t, bool ok, void *state, uint64_t steps, kit_step_fn step, gr_job **job, gr_error *err) {
  *job = NULL;
  if (ok) return kit_trace_start(t, state, steps, step, job, err);
  gr_trace_free(t);
  free(state);
  return -1;
}

int kit_view(gr_trace *t, gr_view_kind kind, const char *name, const gr_texts *texts, unsigned key, uint32_t rows,
             uint32_t cols, uint32_t index_origin, gr_value_kind value_kind, gr_error *err) {
  const char *label[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) label[lang] = gr_text(texts ? texts : t->texts, (gr_lang)lang, key);
  int v = gr_trace_add_view(t, kind, name, label, rows, cols, index_origin, err);
  if (v >= 0) t->views[v].value_kind = value_kind;
  return v;
}

int kit_view_values(gr_trace *t, const char *name, const gr_texts *texts, unsigned key, const gr_pos *p, size_t from,
                    gr_error *err) {
  size_t n = p->len > from ? p->len - from : 0;
  int v = kit_view(t, GR_VIEW_SEQUENCE, name, texts, key, 1, (uint32_t)n, 1, GR_VALUE_INT, err);
  if (v >= 0 && n > 0) memcpy(t->views[v].values, p->v + from, n * sizeof *p->v);
  return v;
}

bool kit_add_views(gr_trace *t, const gr_texts *texts, const kit_view_spec *views, size_t n, gr_error *err) {
  for (size_t i = 0; i < n; i++) {
    const kit_view_spec *v = &views[i];
    int at = kit_view(t, v->kind, v->name, texts, v->key, v->rows, v->cols, 1, v->value_kind, err);
    if (at < 0) return false;
    if (v->words_key) gr_trace_set_words(t, at, texts, v->words_key, v->bit_cols);
  }
  return true;
}

int kit_trace_plan_run(const kit_trace_plan *plan, const kit_view_spec *views, size_t n, const void *params,
                       size_t params_size, const gr_pos *p, void *state, uint64_t steps, gr_job **job, gr_error *err) {
  gr_trace *t = kit_trace_new(steps, plan->rules, plan->nrules, plan->explain, plan->texts, err);
  bool ok = t != NULL && (!plan->heaps || kit_view_heaps(t, p, plan->heaps_from, err) >= 0) &&
            kit_add_views(t, plan->texts, views, n, err) && kit_view_first_wins(t, err) >= 0 &&
            (params == NULL || gr_trace_set_params(t, params, params_size, err) == 0);
  return kit_trace_run(t, ok, state, steps, plan->step, job, err);
}

void kit_set_words(gr_trace *t, const gr_texts *texts, const unsigned *keys, size_t n) {
  for (size_t v = 0; v < n && v < t->nviews; v++)
    if (keys[v]) gr_trace_set_words(t, (int)v, texts, keys[v], false);
}

int kit_view_heaps(gr_trace *t, const gr_pos *p, size_t from, gr_error *err) {
  int v = kit_view_values(t, "heaps", &kit_texts, KIT_VIEW_HEAPS, p, from, err);
  if (v >= 0) gr_trace_set_words(t, v, &kit_texts, KIT_W_HEAP, false);
  return v;
}

int kit_view_first_wins(gr_trace *t, gr_error *err) {
  int v = kit_view(t, GR_VIEW_BOARD, "first_player_wins", &kit_texts, KIT_VIEW_WINS, 1, 1, 1, GR_VALUE_BOOL, err);
  if (v >= 0) gr_trace_set_words(t, v, &kit_texts, KIT_VIEW_WINS, false);
  return v;
}

/* ---- explanations ----------------------------------------------------- */

kit_step kit_step_at(const gr_trace *t, size_t step) {
  kit_step s = {.rule = t->step_rule[step], .target = t->step_cell[step]};
  s.reads = gr_trace_step_reads(t, step, &s.nreads);
  s.value = gr_trace_value(t, s.target);
  s.first = s.nreads ? gr_trace_value(t, s.reads[0]) : 0;
  s.last = s.nreads ? gr_trace_value(t, s.reads[s.nreads - 1]) : 0;
  int view;
  gr_trace_locate(t, t->step_cell[step], &view, &s.row, &s.col);
  return s;
}

void kit_cell(const gr_trace *t, uint32_t id, gr_lang lang, gr_buf *out) {
  gr_trace_cell_words(t, id, lang, out);
  gr_buf_puts(out, " = ");
  gr_buf_u64(out, gr_trace_value(t, id));
}

/* ---- the instant verdict ------------------------------------------------------ */

/* The job's state: a copy of the position and the game's decision. */
typedef struct instant_state {
  kit_decide_fn decide;       /* one of these two */
  kit_decide_to_fn decide_to;
  uint64_t target;
  gr_pos pos;
} instant_state;

static int instant_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  instant_state *s = job->state;
  int rc = s->decide ? s->decide(&s->pos, &job->analysis, err) : s->decide_to(&s->pos, s->target, &job->analysis, err);
  if (rc != 0) return -1;
  gr_job_done(job);
  return 0;
}

static void instant_destroy(gr_job *job) {
  instant_state *s = job->state;
  if (s) gr_pos_free(&s->pos);
}

static const gr_job_ops instant_ops = {instant_advance, instant_destroy};

/* The job with its state's position still to copy (NULL: out of memory). */
static instant_state *instant_new(gr_job **job, gr_error *err) {
  *job = gr_job_create(&instant_ops, sizeof(instant_state), 1, err);
  if (*job == NULL) return NULL;
  instant_state *s = (*job)->state;
  gr_pos_init(&s->pos);
  return s;
}

static int instant_copy(const gr_pos *p, instant_state *s, gr_job **job, gr_error *err) {
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}

int kit_instant_start(const gr_pos *p, kit_decide_fn decide, gr_job **job, gr_error *err) {
  instant_state *s = instant_new(job, err);
  if (s == NULL) return -1;
  s->decide = decide;
  return instant_copy(p, s, job, err);
}

int kit_instant_to_start(const gr_pos *p, uint64_t target, kit_decide_to_fn decide, gr_job **job, gr_error *err) {
  instant_state *s = instant_new(job, err);
  if (s == NULL) return -1;
  s->decide_to = decide;
  s->target = target;
  return instant_copy(p, s, job, err);
}

/* ---- the move form's labels ------------------------------------------------ */

/* A word of the move language and the key of its words in kit.texts. */
typedef struct {
  const char *name;
  unsigned key;
} kit_label;

/* {"name": {"en": ..., "zh": ...}, ...} for each label of the table. */
static void json_labels(gr_json *j, const kit_label *labels, size_t n) {
  gr_json_object_begin(j);
  for (size_t i = 0; i < n; i++) {
    const char *text[GR_NLANG];
    for (int lang = 0; lang < GR_NLANG; lang++) text[lang] = gr_text(&kit_texts, (gr_lang)lang, labels[i].key);
    gr_json_bilingual(j, labels[i].name, text);
  }
  gr_json_object_end(j);
}

/* The words the move forms show for each argument name that games use. */
static const kit_label arg_labels[] = {
    {"pile", KIT_ARG_PILE},
    {"count", KIT_ARG_COUNT},
    {"heap", KIT_ARG_HEAP},
    {"step", KIT_ARG_STEP},
    {"size of one part", KIT_ARG_PART_SIZE},
    {"part", KIT_ARG_PART},
    {"coin", KIT_ARG_COIN},
    {"edge", KIT_ARG_EDGE},
    {"value", KIT_ARG_VALUE},
    {"vertex", KIT_ARG_VERTEX},
    {"token", KIT_ARG_TOKEN},
    {"index", KIT_ARG_INDEX},
    {"k", KIT_ARG_K},
    {"s", KIT_ARG_S},
    /* the sum games' (coins) */
    {"second coin (optional)", KIT_ARG_SECOND_COIN},
    {"third coin (optional)", KIT_ARG_THIRD_COIN},
    {"one of the 3 coins to its left", KIT_ARG_NEAR_LEFT},
    {"first coin of the run", KIT_ARG_RUN_FIRST},
    {"last coin (optional)", KIT_ARG_RUN_LAST},
    {"rightmost coin of the run", KIT_ARG_RUN_RIGHT},
    {"to", KIT_ARG_TO},
    {"amount", KIT_ARG_AMOUNT},
    {"multiple", KIT_ARG_MULTIPLE},
    /* -- section: argument names (add yours here: {"name", KIT_ARG_NAME}) -- */
    {"row", KIT_ARG_ROW},
    {"column", KIT_ARG_COLUMN},
    {"corner", KIT_ARG_CORNER},
    {"component", KIT_ARG_COMPONENT},
    {"action", KIT_ARG_ACTION},
};

const char *kit_arg_label(const char *name, gr_lang lang) {
  for (size_t i = 0; name && i < sizeof arg_labels / sizeof arg_labels[0]; i++)
    if (strcmp(arg_labels[i].name, name) == 0) return gr_text(&kit_texts, lang, arg_labels[i].key);
  return NULL;
}

void gr_json_arg_labels(gr_json *j) { json_labels(j, arg_labels, sizeof arg_labels / sizeof arg_labels[0]); }

/* The words the move forms show beside each verb of the move language. */
static const kit_label verb_labels[] = {
    {"take", KIT_VERB_TAKE},
    {"both", KIT_VERB_BOTH},
    {"cut", KIT_VERB_CUT},
    {"eat", KIT_VERB_EAT},
    {"flip", KIT_VERB_FLIP},
    {"jump", KIT_VERB_JUMP},
    {"move", KIT_VERB_MOVE},
    {"split", KIT_VERB_SPLIT},
    {"sub", KIT_VERB_SUB},
    {"in", KIT_VERB_IN},
    {"give", KIT_VERB_GIVE},
};

void gr_json_verb_labels(gr_json *j) { json_labels(j, verb_labels, sizeof verb_labels / sizeof verb_labels[0]); }

/* ---- the finished game ------------------------------------------------------ */

bool kit_finished_text(const char *text) {
  text += strspn(text, " \t\r\n\v\f");
  size_t n = strlen(KIT_FINISHED);
  return strncmp(text, KIT_FINISHED, n) == 0 && text[n + strspn(text + n, " \t\r\n")] == '\0';
}

void kit_words(gr_trace *t, const gr_texts *texts, const unsigned *keys, size_t n) {
  for (size_t v = 0; v < n && v < t->nviews; v++)
    if (keys[v]) gr_trace_set_words(t, (int)v, texts, keys[v], false);
}
