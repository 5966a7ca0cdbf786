/*
 * every.c — Every-SG on Euclid pairs (HDU 3595, GG and MM).
 *
 * Rules: several pairs of numbers.  A turn makes a move in EVERY pair that
 * is not finished: the larger number of the pair loses a positive multiple
 * of the smaller one, staying >= 0 (with equal numbers either may be
 * reduced, giving the same pair).  A pair with a 0 is finished.  The
 * player who cannot move (every pair finished) loses.
 *
 * Theory (seed, Every-SG): each component is played to its end; the
 * winner of a component wants it to last, the loser wants it short, so
 *   step(v) = 0                                 v terminal,
 *   step(v) = 1 + max{step(u) : u lost}         v won,
 *   step(v) = 1 + min{step(u) : u a successor}  v lost,
 * and the first player wins iff the largest step over the components is
 * odd.  (By induction a lost component has an even step and a won one an
 * odd step, so the largest step is odd exactly when the slowest component
 * is won for the mover.)
 *
 * The Euclid game along the continued fraction.  Write a pair as (a, b),
 * a <= b, with b = q a + r, 0 <= r < a; its successors are (a, b - j a),
 * j = 1..q, i.e. (r, a) for j = q, (a, a + r) for j = q - 1, and pairs
 * (a, b') with b' >= 2a for j <= q - 2.  Let (w0, s0) be the outcome and
 * step of (r, a) ((0, a) is finished: lost, step 0).  Then
 *   q = 1:  the only move is to (r, a): won iff w0 is lost, step 1 + s0;
 *   q >= 2: won.  Exactly one successor is lost: (r, a) if w0 is lost
 *           (step 1 + s0), else (a + r, a), whose only move is to (r, a)
 *           (step 2 + s0).
 * The successors with j <= q - 2 are won with that same step S (they have
 * quotient >= 2 over the same (r, a)), (a + r, a) has step 1 + s0 and
 * (r, a) has s0.  So a pair costs O(log) divisions, and a pair's successors
 * have at most three steps — which is what lists the winning moves: they are
 * exactly the tuples (one successor per unfinished pair) whose largest step
 * is M - 1 (M the largest step now, odd), since every successor's step is
 * at most its pair's step and a won pair with step M has a successor with
 * step M - 1.  tests/unit/test_sg_dag.c checks step() against its
 * definition by search, and gr_verify checks the whole Every-SG game (moves
 * in every pair at once) against exhaustive search.
 *
 * Positions: [a1, b1, a2, b2, ...] with a_i <= b_i (the text may give a
 * pair in either order; the canonical text writes the smaller first).
 *
 * Computer's stalling move (it cannot win): subtract the smaller number
 * once in every pair — in each pair the successor with the largest step.
 *
 * The trace is in every_trace.c; messages are in text/every_text.c (keys in
 * text/every_text.h).
 */
#include "every.h"
#include "kit/graphtext.h"
#include "kit/kit_text.h"
#include "text/every_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the Euclid recursion ------------------------------------------- */

void every_euclid(uint64_t x, uint64_t y, bool *win, uint32_t *step) {
  uint64_t a = x < y ? x : y, b = x < y ? y : x;
  uint64_t q[EVERY_CHAIN_MAX];
  int len = 0;
  while (a > 0) {
    q[len++] = b / a;
    uint64_t r = b % a;
    b = a;
    a = r;
  }
  bool w = false;
  uint32_t s = 0;
  while (len-- > 0) {
    if (q[len] == 1) {
      w = !w;
      s += 1;
    } else {
      s += w ? 2 : 1;
      w = true;
    }
  }
  *win = w;
  *step = s;
}

/* One pair's data for listing moves. */
typedef struct pair_info {
  uint64_t a, b, q;   /* q = b / a; 0 when finished */
  uint32_t s0;        /* the step of (b mod a, a) */
  uint32_t step;
  bool won;
} pair_info;

static void pair_analyse(uint64_t a, uint64_t b, pair_info *p) {
  p->a = a;
  p->b = b;
  if (a == 0) {
    p->q = 0, p->s0 = 0, p->step = 0, p->won = false;
    return;
  }
  p->q = b / a;
  bool w0;
  every_euclid(b % a, a, &w0, &p->s0);
  every_euclid(a, b, &p->won, &p->step);
}

static void successor(uint64_t a, uint64_t b, uint64_t j, uint64_t *na, uint64_t *nb) {
  uint64_t c = b - j * a;
  *na = c < a ? c : a;
  *nb = c < a ? a : c;
}

/* ---- parsing ---------------------------------------------------------- */

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_sep(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';'; }

static void quote(const char *at, char *out, size_t cap) {
  size_t k = 0;
  while (at[k] && !is_sep(at[k]) && k < 16 && k + 1 < cap) {
    out[k] = (at[k] >= 0x20 && at[k] < 0x7f) ? at[k] : '?';
    k++;
  }
  out[k] = '\0';
}

static int parse_pairs(const char *text, gr_pos *out, gr_error *err) {
  const char *p = text, *line_start = text;
  size_t line = 1, count = 0;
  for (;;) {
    while (is_sep(*p)) {
      if (*p == '\n') line++, line_start = p + 1;
      p++;
    }
    if (*p == '\0') break;
    const char *item = p;
    uint64_t v[2];
    for (int half = 0; half < 2; half++) {
      const char *at = p;
      char shown[24];
      if (!is_digit(*p)) {
        quote(at, shown, sizeof shown);
        size_t col = (size_t)(at - line_start) + 1;
        if (*p == '-')
          return gr_error_say(err, GR_ERANGE, &every_texts, EVERY_NEGATIVE, GR_U(count + 1), GR_U(line), GR_U(col),
                              GR_S(shown));
        return gr_error_say(err, GR_ESYNTAX, &every_texts, half ? EVERY_EXPECTED_SECOND : EVERY_EXPECTED_FIRST,
                            GR_U(count + 1), GR_U(line), GR_U(col), *p ? GR_S(shown) : GR_K(EVERY_THE_END));
      }
      uint64_t x = 0;
      while (is_digit(*p)) {
        unsigned d = (unsigned)(*p - '0');
        if (x > (UINT64_MAX - d) / 10)
          return gr_error_say(err, GR_ERANGE, &every_texts, EVERY_PAST64, GR_U(count + 1), GR_U(line),
                              GR_U((size_t)(at - line_start) + 1));
        x = x * 10 + d;
        p++;
      }
      v[half] = x;
      if (half == 0) {
        while (*p == ' ' || *p == '\t') p++;
        if (*p != ',') {
          quote(item, shown, sizeof shown);
          return gr_error_say(err, GR_ESYNTAX, &every_texts, EVERY_NO_COMMA, GR_U(count + 1), GR_U(line),
                              GR_U((size_t)(item - line_start) + 1), GR_S(shown));
        }
        p++;
        while (*p == ' ' || *p == '\t') p++;
      }
    }
    if (*p && !is_sep(*p)) {
      char shown[24];
      quote(p, shown, sizeof shown);
      return gr_error_say(err, GR_ESYNTAX, &every_texts, EVERY_UNEXPECTED, GR_S(shown), GR_U(line),
                          GR_U((size_t)(p - line_start) + 1), GR_U(count + 1));
    }
    if (count == EVERY_MAX_PAIRS)
      return gr_error_say(err, GR_ELIMIT, &every_texts, EVERY_TOO_MANY_PAIRS, GR_U(EVERY_MAX_PAIRS));
    if (2 * count + 2 > out->len && gr_pos_resize(out, out->len ? 2 * out->len : 16, err) != 0) return -1;
    out->v[2 * count] = v[0] < v[1] ? v[0] : v[1];
    out->v[2 * count + 1] = v[0] < v[1] ? v[1] : v[0];
    count++;
  }
  if (count == 0) return gr_error_say(err, GR_ESYNTAX, &every_texts, EVERY_NO_PAIRS);
  return gr_pos_resize(out, 2 * count, err);
}

static int every_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  if (parse_pairs(text, out, err) == 0) return 0;
  gr_pos_free(out);
  return -1;
}

bool every_valid(const gr_pos *p) {
  if (p->len == 0 || p->len % 2) return false;
  for (size_t i = 0; i < p->len; i += 2)
    if (p->v[i] > p->v[i + 1]) return false;
  return true;
}

int every_not_a_position(gr_error *err) {
  return gr_error_say(err, GR_ESTATE, &every_texts, EVERY_BAD_POSITION);
}

static void every_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  for (size_t i = 0; i + 1 < p->len; i += 2) {
    if (i) gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]);
    gr_buf_putc(out, ',');
    gr_buf_u64(out, p->v[i + 1]);
  }
}

static bool every_is_terminal(const gr_pos *p) {
  for (size_t i = 0; i + 1 < p->len; i += 2)
    if (p->v[i] > 0) return false;
  return true;
}

/* ---- moves ------------------------------------------------------------ */

/* Saturating product of the moves of every unfinished pair. */
static uint64_t move_count(const gr_pos *p) {
  uint64_t c = 1;
  for (size_t i = 0; i + 1 < p->len; i += 2) {
    if (p->v[i] == 0) continue;
    uint64_t q = p->v[i + 1] / p->v[i];
    c = c > UINT64_MAX / q ? UINT64_MAX : c * q;
  }
  return c;
}

/* ---- the verdict ------------------------------------------------------- */

/* A set of multiples j with one step: lo..hi. */
typedef struct segment {
  uint64_t lo, hi;
  uint32_t step;
} segment;

/* The successors of pair p as up to three segments (a finished pair: j = 0, step 0). */
static int segments(const pair_info *p, segment s[3]) {
  if (p->q == 0) {
    s[0] = (segment){0, 0, 0};
    return 1;
  }
  if (p->q == 1) {
    s[0] = (segment){1, 1, p->s0};
    return 1;
  }
  int c = 0;
  if (p->q >= 3) s[c++] = (segment){1, p->q - 2, p->step};
  s[c++] = (segment){p->q - 1, p->q - 1, p->s0 + 1};
  s[c++] = (segment){p->q, p->q, p->s0};
  return c;
}

/* How many multiples of pair p have a step in [lo, hi]. */
static uint64_t count_steps(const pair_info *p, uint32_t lo, uint32_t hi) {
  segment s[3];
  int c = segments(p, s);
  uint64_t n = 0;
  for (int i = 0; i < c; i++)
    if (s[i].step >= lo && s[i].step <= hi) n += s[i].hi - s[i].lo + 1;
  return n;
}

typedef unsigned __int128 u128;
static u128 mul_sat(u128 a, uint64_t b) {
  u128 max = ~(u128)0;
  if (b && a > max / b) return max;
  return a * b;
}

/* An odometer over the tuples where pair i's multiple has a step in
 * [lo[i], hi[i]]. */
typedef struct odometer {
  size_t n;
  const pair_info *pairs;
  uint32_t *lo, *hi;
  int *seg;      /* the segment each pair is in */
  uint64_t *j;
} odometer;

static bool seg_ok(const odometer *o, size_t i, const segment *s) { return s->step >= o->lo[i] && s->step <= o->hi[i]; }

/* Puts pair i on its first allowed multiple; false if it has none. */
static bool odo_first(odometer *o, size_t i) {
  segment s[3];
  int c = segments(&o->pairs[i], s);
  for (int k = 0; k < c; k++)
    if (seg_ok(o, i, &s[k])) {
      o->seg[i] = k;
      o->j[i] = s[k].lo;
      return true;
    }
  return false;
}

static bool odo_next(odometer *o) {
  for (size_t i = 0; i < o->n; i++) {
    segment s[3];
    int c = segments(&o->pairs[i], s);
    if (o->j[i] < s[o->seg[i]].hi) {
      o->j[i]++;
      return true;
    }
    int k = o->seg[i] + 1;
    while (k < c && !seg_ok(o, i, &s[k])) k++;
    if (k < c) {
      o->seg[i] = k;
      o->j[i] = s[k].lo;
      return true;
    }
    odo_first(o, i);
  }
  return false;
}

/* An odometer over n pairs with empty bounds; false when out of memory. */
static bool odo_init(odometer *o, size_t n, const pair_info *pairs) {
  *o = (odometer){.n = n, .pairs = pairs};
  o->lo = calloc(n, sizeof *o->lo);
  o->hi = calloc(n, sizeof *o->hi);
  o->seg = calloc(n, sizeof *o->seg);
  o->j = calloc(n, sizeof *o->j);
  return o->lo && o->hi && o->seg && o->j;
}

static void odo_free(odometer *o) {
  free(o->lo);
  free(o->hi);
  free(o->seg);
  free(o->j);
}

/* The position after pair i loses j[i] times its smaller number (0: stays). */
static int push_tuple(const gr_pos *p, const pair_info *pairs, const uint64_t *j, gr_pos_list *out, gr_error *err) {
  gr_pos next;
  gr_pos_init(&next);
  if (gr_pos_copy(&next, p, err) != 0) return -1;
  for (size_t i = 0; i < p->len / 2; i++)
    if (j[i]) successor(pairs[i].a, pairs[i].b, j[i], &next.v[2 * i], &next.v[2 * i + 1]);
  return gr_pos_list_push(out, &next, err);
}

/* Every combination of one move per unfinished pair: the odometer over
 * every multiple (steps unbounded), pair 1 turning fastest; distinct
 * combinations give distinct positions. */
static int every_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (!every_valid(p)) return every_not_a_position(err);
  if (every_is_terminal(p)) return 0;
  uint64_t count = move_count(p);
  if (count > max_moves)
    return gr_error_say_code(err, GR_E_MOVES_CAP, &every_texts, count == UINT64_MAX ? EVERY_TOO_MANY_MOVES_MORE : EVERY_TOO_MANY_MOVES,
                             GR_U(count), GR_U(max_moves));
  size_t n = p->len / 2;
  pair_info *pairs = calloc(n, sizeof *pairs);
  odometer o;
  bool ok = pairs != NULL && odo_init(&o, n, pairs);
  int rc = ok ? 0 : gr_error_nomem(err);
  for (size_t i = 0; ok && i < n; i++) {
    pair_analyse(p->v[2 * i], p->v[2 * i + 1], &pairs[i]);
    o.hi[i] = UINT32_MAX;
    odo_first(&o, i);
  }
  while (ok && rc == 0) {
    rc = push_tuple(p, pairs, o.j, out, err);
    if (!odo_next(&o)) break;
  }
  if (pairs) odo_free(&o);
  free(pairs);
  return rc;
}

#define EVERY_LIST_MAX 10000
#define EVERY_LIST_WORDS (1u << 22)

/* Every winning move (tuples whose largest step is M - 1), the textbook one
 * first (won pairs to their lost successor, lost pairs to their quickest),
 * then block by block: the first pair reaching step M - 1 is pair t. */
static int list_winning(const gr_pos *p, const pair_info *pairs, uint32_t M, gr_analysis *a, gr_error *err) {
  size_t n = p->len / 2;
  uint64_t cap = EVERY_LIST_WORDS / p->len;
  if (cap > EVERY_LIST_MAX) cap = EVERY_LIST_MAX;
  if (cap == 0) cap = 1;
  /* The count: tuples with every step <= M - 1, minus those with every step <= M - 2. */
  u128 all = 1, below = 1;
  for (size_t i = 0; i < n; i++) {
    all = mul_sat(all, count_steps(&pairs[i], 0, M - 1));
    below = mul_sat(below, M >= 2 ? count_steps(&pairs[i], 0, M - 2) : 0);
  }
  u128 total = all == ~(u128)0 ? ~(u128)0 : all - below;
  odometer o;
  bool odometer_ok = odo_init(&o, n, pairs);
  uint64_t *best = calloc(n, sizeof *best);
  bool *calm = calloc(n + 1, sizeof *calm); /* calm[t]: pairs before t can stay below M - 1 */
  int rc = -1;
  if (!odometer_ok || !best || !calm) {
    gr_error_nomem(err);
    goto done;
  }
  for (size_t i = 0; i < n; i++) {
    const pair_info *q = &pairs[i];
    best[i] = q->q == 0 ? 0 : q->q == 1 ? 1 : q->won && (q->s0 % 2 == 1) ? q->q - 1 : q->q;
  }
  if (push_tuple(p, pairs, best, &a->winning_moves, err) != 0) goto done;
  calm[0] = true;
  for (size_t i = 0; i < n; i++) calm[i + 1] = calm[i] && (M >= 2 && count_steps(&pairs[i], 0, M - 2) > 0);
  for (size_t t = 0; t < n && a->winning_moves.count < cap; t++) {
    if (!calm[t] || count_steps(&pairs[t], M - 1, M - 1) == 0) continue;
    for (size_t i = 0; i < n; i++) {
      o.lo[i] = i == t ? M - 1 : 0;
      o.hi[i] = i < t ? M - 2 : M - 1;
      odo_first(&o, i);
    }
    do {
      if (memcmp(o.j, best, n * sizeof *best) == 0) continue;
      if (push_tuple(p, pairs, o.j, &a->winning_moves, err) != 0) goto done;
    } while (a->winning_moves.count < cap && odo_next(&o));
  }
  u128 more = total - a->winning_moves.count;
  a->unlisted_moves = more > UINT64_MAX ? UINT64_MAX : (uint64_t)more;
  rc = 0;
done:
  odo_free(&o);
  free(best);
  free(calm);
  return rc;
}

/* The verdict job: one unit per pair, then the winning moves.  Its state
 * and the copy of the position are memory the job owns. */
typedef struct solve_state {
  gr_pos pos;
  pair_info *pairs;
  size_t next;
  uint32_t M;
} solve_state;

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  size_t n = s->pos.len / 2;
  while (budget > 0 && s->next < n) {
    pair_analyse(s->pos.v[2 * s->next], s->pos.v[2 * s->next + 1], &s->pairs[s->next]);
    if (s->pairs[s->next].step > s->M) s->M = s->pairs[s->next].step;
    s->next++;
    budget--;
    job->done++;
  }
  if (s->next < n) return 0;
  gr_analysis *a = &job->analysis;
  a->winner = s->M % 2 ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  if (s->M % 2 && list_winning(&s->pos, s->pairs, s->M, a, err) != 0) return -1;
  gr_job_done(job);
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, NULL};

static int every_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (!every_valid(p)) return every_not_a_position(err);
  if (p->len / 2 > EVERY_MAX_PAIRS)
    return gr_error_say(err, GR_ELIMIT, &every_texts, EVERY_SOLVE_LIMIT, GR_U(p->len / 2), GR_U(EVERY_MAX_PAIRS));
  *job = gr_job_create(&solve_ops, sizeof(solve_state), p->len / 2 + 1, err);
  if (*job == NULL) return -1;
  solve_state *s = (*job)->state;
  s->pos.len = p->len;
  s->pos.v = gr_job_alloc(*job, p->len * sizeof *p->v, err);
  s->pairs = gr_job_alloc(*job, p->len / 2 * sizeof *s->pairs, err);
  if (s->pos.v == NULL || s->pairs == NULL) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  memcpy(s->pos.v, p->v, p->len * sizeof *p->v);
  return 0;
}

static int every_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (!every_valid(p)) return every_not_a_position(err);
  if (every_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &every_texts, EVERY_OVER);
  if (gr_pos_copy(out, p, err) != 0) return -1;
  for (size_t i = 0; i < p->len; i += 2)
    if (p->v[i]) successor(p->v[i], p->v[i + 1], 1, &out->v[i], &out->v[i + 1]);
  return 0;
}

/* ---- describing and playing moves ---------------------------------------- */

static void every_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len != to->len) return;
  size_t shown = 0, changed = 0;
  for (size_t i = 0; i + 1 < from->len; i += 2) {
    if (from->v[i] == to->v[i] && from->v[i + 1] == to->v[i + 1]) continue;
    changed++;
    if (shown == 12) continue;
    if (shown++) gr_say(out, &every_texts, lang, EVERY_MOVED_SEP);
    gr_say(out, &every_texts, lang, EVERY_MOVED, GR_U(i / 2 + 1), GR_U(from->v[i]), GR_U(from->v[i + 1]),
           GR_U(to->v[i]), GR_U(to->v[i + 1]));
  }
  if (changed > shown) gr_say(out, &every_texts, lang, EVERY_MOVED_MORE, GR_U(changed));
}

static int every_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (!every_valid(p)) return every_not_a_position(err);
  if (every_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &every_texts, EVERY_OVER);
  size_t n = p->len / 2;
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "sub", 3) != 0 || (action[3] != ' ' && action[3] != '\t'))
    return gr_error_say(err, GR_ESYNTAX, &every_texts, EVERY_PLAY_FORM, GR_U(n));
  gr_pos k;
  gr_pos_init(&k);
  if (gr_parse_u64_list(action + 3, GR_NOUN_MULTIPLE, n, &k, err) != 0) return -1;
  int rc = k.len == n ? 0 : gr_error_say(err, GR_ESYNTAX, &every_texts, EVERY_PLAY_COUNT, GR_U(n));
  for (size_t i = 0; rc == 0 && i < n; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    if (a == 0 && k.v[i] != 0)
      rc = gr_error_say(err, GR_ERANGE, &every_texts, EVERY_PLAY_FINISHED, GR_U(i + 1), GR_U(a), GR_U(b));
    else if (a != 0 && (k.v[i] == 0 || k.v[i] > b / a))
      rc = gr_error_say(err, GR_ERANGE, &every_texts, EVERY_PLAY_RANGE, GR_U(i + 1), GR_U(a), GR_U(b), GR_U(b / a),
                        GR_U(k.v[i]));
  }
  if (rc == 0) rc = gr_pos_copy(out, p, err);
  for (size_t i = 0; rc == 0 && i < n; i++)
    if (k.v[i]) successor(p->v[2 * i], p->v[2 * i + 1], k.v[i], &out->v[2 * i], &out->v[2 * i + 1]);
  gr_pos_free(&k);
  return rc;
}

/* The inverse of every_play: pair by pair, the multiple K with
 * successor(a, b, K) = the new pair (0 for a finished pair, which must stay
 * as it is).  The new pair (x, y), x <= y, is (c, a) with c = b - K a < a,
 * or (a, c) with c >= a; so c is x when y = a and x < a, else y when x = a.
 * O(number of pairs), exact on 64 bits. */
static int every_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (!every_valid(from)) return every_not_a_position(err);
  bool ok = !every_is_terminal(from) && to->len == from->len && every_valid(to);
  size_t n = from->len / 2;
  for (size_t i = 0; ok && i < n; i++) {
    uint64_t a = from->v[2 * i], b = from->v[2 * i + 1], x = to->v[2 * i], y = to->v[2 * i + 1];
    if (a == 0) {
      ok = x == 0 && y == b;
    } else {
      uint64_t c = x == a ? y : y == a && x < a ? x : UINT64_MAX; /* UINT64_MAX: neither shape */
      ok = c != UINT64_MAX && c < b && (b - c) % a == 0;
    }
  }
  if (!ok) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_puts(out, "sub");
  for (size_t i = 0; i < n; i++) {
    uint64_t a = from->v[2 * i], b = from->v[2 * i + 1], x = to->v[2 * i], y = to->v[2 * i + 1];
    uint64_t c = a == 0 ? b : x == a ? y : x;
    gr_buf_printf(out, " %llu", (unsigned long long)(a == 0 ? 0 : (b - c) / a));
  }
  return 0;
}

/* ---- the board: each pair's Euclid chain ------------------------------ */

/* The board draws at most this many pairs and steps of each chain: 100
 * chains of numbers near 2^64, up to 92 steps each, were thousands of SVG
 * elements and a 226 ms task on the page (issue 13). */
#define BOARD_MAX_PAIRS 8
#define BOARD_MAX_STEPS 8

/* A chain's cell: the pair it reached, at column col of row `row`; the
 * pair as it is now (column 0) carries its token. */
static void board_node(gr_json *j, uint64_t id, uint64_t a, uint64_t b, int col, size_t row) {
  char label[48];
  gr_snprintf(label, sizeof label, "%llu,%llu", (unsigned long long)a, (unsigned long long)b);
  uint64_t token = row + 1;
  gt_json_node(j, id, label, col, (int64_t)row, &token, col == 0);
}

/* The step from one cell of a chain to the next, labelled with the quotient. */
static void board_edge(gr_json *j, uint64_t id, uint64_t from, uint64_t q) {
  char label[32];
  gr_snprintf(label, sizeof label, "q=%llu", (unsigned long long)q);
  gr_json_object_begin(j);
  gr_json_key(j, "id");
  gr_json_u64(j, id);
  gr_json_key(j, "from");
  gr_json_u64(j, from);
  gr_json_key(j, "to");
  gr_json_u64(j, from + 1);
  gr_json_key(j, "label");
  gr_json_string(j, label);
  gr_json_object_end(j);
}

static void every_board(const gr_pos *p, gr_json *j) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  gr_json_key(j, "directed");
  gr_json_bool(j, true);
  size_t n = p->len / 2, shown = n < BOARD_MAX_PAIRS ? n : BOARD_MAX_PAIRS;
  bool cut = n > BOARD_MAX_PAIRS;
  /* Two walks down the chains: the nodes, then the edges (numbered alike). */
  for (int edges = 0; edges < 2; edges++) {
    gr_json_key(j, edges ? "edges" : "nodes");
    gr_json_array_begin(j);
    uint64_t id = 0, eid = 0;
    for (size_t i = 0; i < shown; i++) {
      uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
      for (int col = 0;; col++, id++) {
        if (!edges) board_node(j, id, a, b, col, i);
        if (a != 0 && col == BOARD_MAX_STEPS) cut = true;
        if (a == 0 || col == BOARD_MAX_STEPS) break;
        if (edges) board_edge(j, eid++, id, b / a);
        uint64_t r = b % a;
        b = a;
        a = r;
      }
      id++;
    }
    gr_json_array_end(j);
  }
  char names[BOARD_MAX_PAIRS][24];
  const char *args[BOARD_MAX_PAIRS];
  for (size_t i = 0; i < shown; i++) {
    gr_snprintf(names[i], sizeof names[i], "multiple %zu", i + 1);
    args[i] = names[i];
  }
  kit_json_one_action(j, "sub", args, shown);
  gr_json_text(j, "note", &every_texts, cut ? EVERY_NOTE_CUT : EVERY_NOTE);
  gr_json_object_end(j);
}

/* ---- small positions ---------------------------------------------------- */


/* 1..referee_max_len pairs, each (a, b) with 0 <= a <= b <= referee_max_value. */
static int every_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[2 * 8];
  size_t maxn = gr_game_every.referee_max_len;
  uint64_t maxv = gr_game_every.referee_max_value;
  if (maxn > 8) maxn = 8;
  for (size_t n = 1; n <= maxn; n++) {
    for (size_t i = 0; i < 2 * n; i++) v[i] = 0;
    gr_pos p = {.len = 2 * n, .v = v};
    for (;;) {
      int rc = visit(&p, ctx);
      if (rc != 0) return rc;
      size_t i = 0;
      for (; i < n; i++) {
        if (v[2 * i + 1] < maxv) {
          v[2 * i + 1]++;
          break;
        }
        if (v[2 * i] < maxv) {
          v[2 * i]++;
          v[2 * i + 1] = v[2 * i];
          break;
        }
        v[2 * i] = v[2 * i + 1] = 0;
      }
      if (i == n) break;
    }
  }
  return 0;
}

/* ---- the table ---------------------------------------------------------- */

const gr_game gr_game_every = {
    .id = "every", .texts = &every_texts, .example = "3,5 2,7 4,9",
    .max_len_solve = 2 * EVERY_MAX_PAIRS, .max_len_trace = 2 * EVERY_TRACE_MAX_PAIRS,
    .referee_max_len = 3,   /* pairs */
    .referee_max_value = 6, /* numbers */
    KIT_GAME_FUNCTIONS(every),
    KIT_LESSON(every_lesson),
};
