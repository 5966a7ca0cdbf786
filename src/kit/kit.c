/*
 * kit.c — the game kit: shared pieces of the games (see kit.h).
 */
#include "kit/kit.h"
#include "kit/kit_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the listing limit ------------------------------------------------ */

size_t kit_list_cap(size_t len) {
  size_t by_words = len ? KIT_LIST_WORDS / len : KIT_LIST_MAX;
  if (by_words == 0) by_words = 1;
  return by_words < KIT_LIST_MAX ? by_words : KIT_LIST_MAX;
}

void kit_add_unlisted(gr_analysis *a, uint64_t count) {
  a->unlisted_moves = count > UINT64_MAX - a->unlisted_moves ? UINT64_MAX : a->unlisted_moves + count;
}

int kit_push(gr_analysis *a, size_t cap, gr_pos *next, gr_error *err) {
  if (a->winning_moves.count < cap) return gr_pos_list_push(&a->winning_moves, next, err);
  gr_pos_free(next);
  kit_add_unlisted(a, 1);
  return 0;
}

/* ---- numbers and positions -------------------------------------------- */

int kit_parse_numbers(const char *text, const char *what, size_t max, const char *example, gr_pos *out,
                      gr_error *err) {
  if (gr_parse_u64_list(text, what, max, out, err) != 0) return -1;
  if (out->len == 0) return gr_error_set(err, GR_ESYNTAX, "no %ss given: write them separated by spaces, e.g. %s", what, example);
  return 0;
}

void kit_format_numbers(const gr_pos *p, size_t from, gr_buf *out) {
  gr_buf_puts(out, "");
  for (size_t i = from; i < p->len; i++) {
    if (i > from) gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]);
  }
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

int kit_action(const char *action, const char *verb, size_t min_args, size_t max_args, const char *usage,
               uint64_t *args, size_t *nargs, gr_error *err) {
  if (action == NULL) return gr_error_set(err, GR_ESYNTAX, "%s", usage);
  while (*action == ' ' || *action == '\t') action++;
  size_t n = strlen(verb);
  if (strncmp(action, verb, n) != 0 || (action[n] != ' ' && action[n] != '\t' && action[n] != '\0'))
    return gr_error_set(err, GR_ESYNTAX, "%s", usage);
  gr_pos list;
  gr_pos_init(&list);
  if (gr_parse_u64_list(action + n, "number", max_args, &list, err) != 0) return -1;
  if (list.len < min_args) {
    gr_pos_free(&list);
    return gr_error_set(err, GR_ESYNTAX, "%s", usage);
  }
  for (size_t i = 0; i < list.len; i++) args[i] = list.v[i];
  *nargs = list.len;
  gr_pos_free(&list);
  return 0;
}

/* ---- boards ----------------------------------------------------------- */

void kit_json_u64_text(gr_json *j, uint64_t v) {
  char digits[24];
  snprintf(digits, sizeof digits, "%llu", (unsigned long long)v);
  gr_json_string(j, digits);
}

void kit_json_actions(gr_json *j, const kit_verb *verbs, size_t n) {
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  for (size_t i = 0; i < n; i++) {
    gr_json_object_begin(j);
    gr_json_key(j, "verb");
    gr_json_string(j, verbs[i].verb);
    gr_json_key(j, "args");
    gr_json_array_begin(j);
    for (size_t k = 0; k < 3 && verbs[i].args[k]; k++) gr_json_string(j, verbs[i].args[k]);
    gr_json_array_end(j);
    kit_json_arg_labels(j, verbs[i].args, 3);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
}

void kit_board_piles(const gr_pos *p, gr_json *j, const kit_verb *verbs, size_t nverbs) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  for (size_t i = 0; i < p->len; i++) kit_json_u64_text(j, p->v[i]);
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 0; i < p->len; i++) gr_json_bool(j, p->v[i] > 0);
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
      if (job->analysis.winner != GR_WINNER_FIRST) break; /* nothing to list */
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
  if (s->i >= n && (s->phase == 0 || s->round + 1 >= (ops->rounds ? ops->rounds : 1))) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static void solver_destroy(gr_job *job) {
  kit_solver *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  free(s);
  job->state = NULL;
}

static const gr_job_ops solver_job_ops = {solver_advance, solver_destroy};

int kit_solve_start(const gr_pos *p, const kit_solver_ops *ops, gr_job **job, gr_error *err) {
  *job = NULL;
  kit_solver *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    free(s);
    return -1;
  }
  s->ops = ops;
  s->i = ops->first;
  s->cap = kit_list_cap(p->len);
  uint64_t total = 0, rounds = ops->rounds ? ops->rounds : 1;
  for (size_t i = ops->first; i < p->len; i++) {
    uint64_t c = ops->cost ? ops->cost(p, i) : 1;
    total += 1 + rounds * c;
  }
  *job = gr_job_new(&solver_job_ops, s, total, err);
  return *job ? 0 : -1;
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
  if (s == NULL) return;
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
    return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
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

int kit_view(gr_trace *t, gr_view_kind kind, const char *name, const char *en, const char *zh, uint32_t rows,
             uint32_t cols, gr_value_kind value_kind, gr_error *err) {
  int v = gr_trace_add_view(t, kind, name, en, zh, rows, cols, 1, err);
  if (v >= 0) t->views[v].value_kind = value_kind;
  return v;
}

/* ---- explanations ----------------------------------------------------- */

void kit_cell(const gr_trace *t, uint32_t id, gr_buf *out) {
  gr_trace_cell_name(t, id, out);
  gr_buf_puts(out, " = ");
  gr_buf_u64(out, gr_trace_value(t, id));
}

/* ---- the instant verdict ------------------------------------------------------ */

/* The job's state: a copy of the position and the game's decision. */
typedef struct instant_state {
  kit_decide_fn decide;
  gr_pos pos;
} instant_state;

static int instant_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  instant_state *s = job->state;
  if (s->decide(&s->pos, &job->analysis, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static void instant_destroy(gr_job *job) {
  instant_state *s = job->state;
  if (s) gr_pos_free(&s->pos);
}

static const gr_job_ops instant_ops = {instant_advance, instant_destroy};

int kit_instant_start(const gr_pos *p, kit_decide_fn decide, gr_job **job, gr_error *err) {
  *job = gr_job_create(&instant_ops, sizeof(instant_state), 1, err);
  if (*job == NULL) return -1;
  instant_state *s = (*job)->state;
  s->decide = decide;
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}

/* ---- the move form's labels ------------------------------------------------ */

/* The words the move forms show for each argument name that games use. */
static const struct {
  const char *name;
  unsigned key;
} arg_labels[] = {
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
    /* -- section: argument names (add yours here: {"name", KIT_ARG_NAME}) -- */
    {"row", KIT_ARG_ROW},
    {"column", KIT_ARG_COLUMN},
};

const char *kit_arg_label(const char *name, gr_lang lang) {
  for (size_t i = 0; name && i < sizeof arg_labels / sizeof arg_labels[0]; i++)
    if (strcmp(arg_labels[i].name, name) == 0) return gr_text(&kit_texts, lang, arg_labels[i].key);
  return NULL;
}

void kit_json_arg_labels(gr_json *j, const char *const *args, size_t n) {
  gr_json_key(j, "labels");
  gr_json_object_begin(j);
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_json_key(j, gr_lang_code((gr_lang)lang));
    gr_json_array_begin(j);
    for (size_t k = 0; k < n && args[k]; k++) {
      const char *label = kit_arg_label(args[k], (gr_lang)lang);
      gr_json_string(j, label ? label : args[k]);
    }
    gr_json_array_end(j);
  }
  gr_json_object_end(j);
}
