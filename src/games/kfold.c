/*
 * kfold.c — k-fold dynamic subtraction: one pile of n stones; the first move
 * takes 1 .. n - 1, each later move at most k times the previous take;
 * whoever takes the last stone wins (k = 2 is Fibonacci Nim).  Position
 * "k=2; 20" before the first move, "k=2; last=3; 20" in mid-game (the
 * previous take was 3): v = {k, last (0 before the first move), n}.
 *
 * Theory (the 2009 Chinese national-team paper on k-fold dynamic
 * subtraction, as algo/kfold.c builds it): the losing sizes a_i, with b_i
 * the largest sum of a's each more than k times the next; every n is one
 * greedy sum of a's, and the mover, allowed to take up to L stones
 * (n - 1 first, k * last later), wins exactly when the smallest part is at
 * most L.  Every winning take is listed: a take t wins when n - t is 0 or
 * its smallest part exceeds k * t (each checked, n <= 10^6).  The trace
 * steps through a_i and b_i, then the greedy sum of n, then the verdict.
 */
#include "algo/kfold.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/kfold_text.h"

#include <stdlib.h>
#include <string.h>

#define KFOLD_EXAMPLE "k=2; 20"
#define KFOLD_MAX_PILE UINT64_C(1000000)
#define KFOLD_MAX_TERMS 100 /* the trace's columns */

extern const gr_game gr_game_kfold;

enum { K, LAST, PILE };

static int kfold_parse(const char *text, gr_pos *out, gr_error *err) {
  static const char *const names[] = {"k", "last"};
  bool mid = strstr(text, "last") != NULL || strstr(text, "LAST") != NULL;
  if (kit_parse_params(text, names, mid ? 2 : 1, KIT_HEAP, 1, KFOLD_EXAMPLE, out, err) != 0) return -1;
  if (!mid) {
    uint64_t v[3] = {out->v[0], 0, out->v[1]};
    gr_pos_free(out);
    if (gr_pos_set(out, v, 3, err) != 0) return -1;
  }
  unsigned bad = out->v[K] == 0 || out->v[K] > GR_KFOLD_MAX_K ? KFOLD_K_RANGE
                 : mid && (out->v[LAST] == 0 || out->v[LAST] > KFOLD_MAX_PILE) ? KFOLD_LAST_RANGE
                 : out->v[PILE] > KFOLD_MAX_PILE ? KFOLD_PILE_RANGE : 0;
  if (bad == 0) return 0;
  uint64_t shown = out->v[bad == KFOLD_K_RANGE ? K : bad == KFOLD_LAST_RANGE ? LAST : PILE];
  gr_error_say(err, GR_ERANGE, &kfold_texts, bad, GR_U(shown), GR_U(bad == KFOLD_K_RANGE ? GR_KFOLD_MAX_K : KFOLD_MAX_PILE));
  return gr_pos_free(out), -1;
}

static void kfold_format(const gr_pos *p, gr_buf *out) {
  gr_buf_printf(out, "k=%llu; ", (unsigned long long)p->v[K]);
  if (p->v[LAST]) gr_buf_printf(out, "last=%llu; ", (unsigned long long)p->v[LAST]);
  gr_buf_printf(out, "%llu", (unsigned long long)p->v[PILE]);
}

/* The most the mover may take: n - 1 first, then k times the last take. */
static uint64_t most(const gr_pos *p) {
  uint64_t n = p->v[PILE];
  if (p->v[LAST] == 0) return n ? n - 1 : 0;
  return p->v[K] * p->v[LAST] < n ? p->v[K] * p->v[LAST] : n;
}

static bool kfold_is_terminal(const gr_pos *p) { return most(p) == 0; }

static int take(const gr_pos *p, uint64_t t, gr_pos *out, gr_error *err) {
  uint64_t v[3] = {p->v[K], t, p->v[PILE] - t};
  return gr_pos_set(out, v, 3, err);
}

static int kfold_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *err) {
  uint64_t m = most(p);
  if (gr_error_moves_cap(0, m, max, err) != 0) return -1;
  for (uint64_t t = 1; t <= m; t++) {
    uint64_t v[3] = {p->v[K], t, p->v[PILE] - t};
    if (gr_pos_list_push_values(out, v, 3, err) != 0) return -1;
  }
  return 0;
}

/* Losing, the computer takes one stone (the game lasts longest). */
static int kfold_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  return most(p) ? take(p, 1, out, err) : gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
}

static const kit_verb take_verb[] = {{.verb = "take", .args = {"count"}}};
static const kit_moves take_moves = {.verbs = take_verb, .count = 1, .usage_texts = &kfold_texts, .usage_key = KFOLD_USAGE};

static void kfold_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, PILE, j, take_verb, 1); }

static int kfold_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  uint64_t t;
  size_t verb, n;
  if (kfold_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  if (kit_read_action(action, &take_moves, &verb, &t, &n, err) != 0) return -1;
  if (t == 0 || t > most(p)) return gr_error_say(err, GR_ERANGE, &kfold_texts, KFOLD_TAKE_RANGE, GR_U(most(p)));
  return take(p, t, out, err);
}

static int kfold_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  gr_buf text = {0};
  if (to->len == 3 && to->v[PILE] < from->v[PILE])
    gr_buf_printf(&text, "take %llu", (unsigned long long)(from->v[PILE] - to->v[PILE]));
  return kit_action_played_back(kfold_play, from, to, &text, out, err);
}

/* ---- the verdict: the smallest part of the greedy sum against the limit */

static int kfold_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  uint64_t n = p->v[PILE], m = most(p), k = p->v[K];
  gr_kfold_seq s;
  if (n == 0) return a->winner = GR_WINNER_SECOND, 0;
  if (gr_kfold_build(n, k, &s, err) != 0) return -1;
  a->winner = gr_kfold_smallest_part(&s, n) <= m ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  size_t cap = kit_list_cap(3, KIT_LIST_MAX);
  int rc = 0;
  for (uint64_t t = 1; rc == 0 && t <= m; t++) {
    if (t < n && gr_kfold_smallest_part(&s, n - t) <= k * t) continue; /* the opponent takes that part */
    if (kit_list_full(a, cap)) continue;
    gr_pos next = {0};
    rc = take(p, t, &next, err) != 0 ? -1 : kit_push(a, cap, &next, err);
  }
  gr_kfold_seq_free(&s);
  return rc;
}

static int kfold_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, kfold_decide, job, err);
}

/* ---- the trace: a_i and b_i, the greedy sum of n, the verdict ---------- */

enum { V_AB = 0, V_PARTS, V_WINS };
enum { R_FIRST = 0, R_A, R_B_ALONE, R_B, R_PART, R_WINS, R_COUNT };
static const gr_rule kfold_rules[R_COUNT] = { /* named by keys from KFOLD_R_FIRST on */
    KIT_RULE(KFOLD_R_FIRST, R_FIRST, NULL), KIT_RULE(KFOLD_R_FIRST, R_A, "b"),
    KIT_RULE(KFOLD_R_FIRST, R_B_ALONE, "a"), KIT_RULE(KFOLD_R_FIRST, R_B, "a", "b"),
    KIT_RULE(KFOLD_R_FIRST, R_PART, "a"), KIT_RULE(KFOLD_R_FIRST, R_WINS, "min")};

/* The trace's state, one block (the kit frees it with free): the terms
 * a, b and under (UINT64_MAX: none) copied from the construction. */
typedef struct plan {
  size_t count, nparts, part_at[64]; /* the a index of each part, largest first */
  uint64_t most, *a, *b, *under, data[];
} plan;

static int kfold_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const plan *s = state, *pl = s;
  uint32_t reads[2], i = (uint32_t)(k / 2);
  if (k < 2 * s->count && k % 2 == 0) {
    reads[0] = i ? gr_trace_cell_id(t, V_AB, 1, i - 1) : 0;
    return gr_trace_write(t, V_AB, 0, i, s->a[i], i ? R_A : R_FIRST, reads, i ? 1 : 0, err);
  }
  if (k < 2 * s->count) {
    bool joins = s->under[i] != UINT64_MAX;
    reads[0] = gr_trace_cell_id(t, V_AB, 0, i);
    reads[1] = joins ? gr_trace_cell_id(t, V_AB, 1, (uint32_t)s->under[i]) : 0;
    return gr_trace_write(t, V_AB, 1, i, s->b[i], joins ? R_B : R_B_ALONE, reads, joins ? 2 : 1, err);
  }
  k -= 2 * s->count;
  if (k < pl->nparts) {
    reads[0] = gr_trace_cell_id(t, V_AB, 0, (uint32_t)pl->part_at[k]);
    return gr_trace_write(t, V_PARTS, 0, (uint32_t)k, s->a[pl->part_at[k]], R_PART, reads, 1, err);
  }
  reads[0] = gr_trace_cell_id(t, V_PARTS, 0, (uint32_t)(pl->nparts - 1));
  bool wins = pl->nparts && s->a[pl->part_at[pl->nparts - 1]] <= pl->most;
  return gr_trace_write(t, V_WINS, 0, 0, wins, R_WINS, reads, pl->nparts ? 1 : 0, err);
}

/* The trace's parameters (gr_trace_set_params): k, the most the next move
 * may take, the pile. */
typedef struct kfold_params { uint64_t k, most, pile; } kfold_params;

static void kfold_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  const kfold_params *pr = GR_TRACE_PARAMS_OF(t, kfold_params);
  uint64_t k = pr->k, m = pr->most, n = pr->pile;
  if (st.rule == R_FIRST) gr_say(out, &kfold_texts, lang, KFOLD_FIRST);
  else if (st.rule == R_A) gr_say(out, &kfold_texts, lang, KFOLD_A, GR_U(st.col), GR_U(st.first), GR_U(st.value));
  else if (st.rule == R_B_ALONE) gr_say(out, &kfold_texts, lang, KFOLD_B_ALONE, GR_U(st.col), GR_U(k), GR_U(st.value));
  else if (st.rule == R_B)
    gr_say(out, &kfold_texts, lang, KFOLD_B, GR_U(st.col), GR_U(st.first), GR_U(st.last), GR_U(st.value), GR_U(k));
  else if (st.rule == R_PART) gr_say(out, &kfold_texts, lang, KFOLD_PART, GR_U(st.col + 1), GR_U(st.value), GR_U(n));
  else if (st.nreads == 0) gr_say(out, &kfold_texts, lang, KFOLD_EMPTY);
  else gr_say(out, &kfold_texts, lang, st.value ? KFOLD_WINS : KFOLD_LOSES, GR_U(st.first), GR_U(m));
}

static int kfold_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  uint64_t n = p->v[PILE];
  gr_kfold_seq s;
  if (gr_kfold_build(n ? n : 1, p->v[K], &s, err) != 0) return -1;
  if (s.count > KFOLD_MAX_TERMS) {
    gr_kfold_seq_free(&s);
    return gr_error_say(err, GR_ELIMIT, &kfold_texts, KFOLD_TRACE_LONG, GR_U(KFOLD_MAX_TERMS));
  }
  plan *pl = calloc(1, sizeof *pl + 3 * s.count * sizeof pl->data[0]);
  if (pl == NULL) return gr_kfold_seq_free(&s), gr_error_nomem(err);
  pl->count = s.count, pl->a = pl->data, pl->b = pl->a + s.count, pl->under = pl->b + s.count;
  for (size_t i = 0; i < s.count; i++)
    pl->a[i] = s.a[i], pl->b[i] = s.b[i], pl->under[i] = s.under[i] == SIZE_MAX ? UINT64_MAX : s.under[i];
  for (uint64_t rest = n; rest > 0; pl->nparts++) { /* parts more than k apart: at most 64 */
    pl->part_at[pl->nparts] = gr_kfold_largest_below(&s, rest);
    rest -= s.a[pl->part_at[pl->nparts]];
  }
  gr_kfold_seq_free(&s);
  pl->most = most(p);
  uint32_t cols = (uint32_t)pl->count, parts = pl->nparts ? (uint32_t)pl->nparts : 1;
  uint64_t steps = 2 * (uint64_t)cols + pl->nparts + 1;
  gr_trace *t = kit_trace_new(steps, kfold_rules, R_COUNT, kfold_explain, &kfold_texts, err);
  const kfold_params params = {.k = p->v[K], .most = pl->most, .pile = n};
  bool ok = t != NULL && kit_view(t, GR_VIEW_MATRIX, "ab", NULL, KFOLD_V_AB, 2, cols, 0, GR_VALUE_INT, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "part", NULL, KFOLD_V_PARTS, 1, parts, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view_first_wins(t, err) >= 0 && gr_trace_set_params(t, &params, sizeof params, err) == 0;
  if (ok) {
    gr_trace_set_words(t, V_AB, &kfold_texts, KFOLD_W_AB, false);
    gr_trace_set_words(t, V_PARTS, &kfold_texts, KFOLD_W_PART, false);
  }
  return kit_trace_run(t, ok, pl, steps, kfold_step, job, err);
}

/* ---- small positions: k = 1 .. 4, every pile and last take ------------ */

static int kfold_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  int rc = 0;
  for (uint64_t k = 1; rc == 0 && k <= 4; k++) /* then the last take and the pile, 0 .. 20 */
    rc = kit_enumerate_behind(&k, 1, 2, 2, 0, gr_game_kfold.referee_max_value, visit, ctx);
  return rc;
}

const gr_game gr_game_kfold = {
    .id = "kfold", .texts = &kfold_texts, .example = KFOLD_EXAMPLE,
    .max_len_solve = 3, .max_len_trace = 3, .referee_max_len = 3, .referee_max_value = 20,
    .parse = kfold_parse, .format = kfold_format, .moves = kfold_moves, .is_terminal = kfold_is_terminal,
    .stall_move = kfold_stall_move, KIT_GAME_JOBS(kfold),
    .board = kfold_board, .play = kfold_play, .action = kfold_action, /* .describe_move: "7 -> 5" */
    KIT_LESSON(kfold_lesson),
};
