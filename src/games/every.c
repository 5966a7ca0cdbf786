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
 */
#include "every.h"

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
        if (*p == '-')
          return gr_error_set(err, GR_ERANGE, "pair %zu at line %zu, column %zu: '%s' is negative; numbers are >= 0",
                              count + 1, line, (size_t)(at - line_start) + 1, shown);
        return gr_error_set(err, GR_ESYNTAX,
                            "pair %zu at line %zu, column %zu: expected %s, found '%s' (write pairs such as 3,5 7,2)",
                            count + 1, line, (size_t)(at - line_start) + 1,
                            half ? "the second number after ','" : "a number", *p ? shown : "the end");
      }
      uint64_t x = 0;
      while (is_digit(*p)) {
        unsigned d = (unsigned)(*p - '0');
        if (x > (UINT64_MAX - d) / 10)
          return gr_error_set(err, GR_ERANGE, "pair %zu at line %zu, column %zu: the number is past the 64-bit limit",
                              count + 1, line, (size_t)(at - line_start) + 1);
        x = x * 10 + d;
        p++;
      }
      v[half] = x;
      if (half == 0) {
        while (*p == ' ' || *p == '\t') p++;
        if (*p != ',') {
          quote(item, shown, sizeof shown);
          return gr_error_set(err, GR_ESYNTAX, "pair %zu at line %zu, column %zu ('%s'): expected ',' and a second number",
                              count + 1, line, (size_t)(item - line_start) + 1, shown);
        }
        p++;
        while (*p == ' ' || *p == '\t') p++;
      }
    }
    if (*p && !is_sep(*p)) {
      char shown[24];
      quote(p, shown, sizeof shown);
      return gr_error_set(err, GR_ESYNTAX, "unexpected '%s' at line %zu, column %zu after pair %zu", shown, line,
                          (size_t)(p - line_start) + 1, count + 1);
    }
    if (count == EVERY_MAX_PAIRS) {
      gr_pos_free(out);
      return gr_error_set(err, GR_ELIMIT, "more than %d pairs: at most %d are handled", EVERY_MAX_PAIRS, EVERY_MAX_PAIRS);
    }
    if (2 * count + 2 > out->len && gr_pos_resize(out, out->len ? 2 * out->len : 16, err) != 0) return -1;
    out->v[2 * count] = v[0] < v[1] ? v[0] : v[1];
    out->v[2 * count + 1] = v[0] < v[1] ? v[1] : v[0];
    count++;
  }
  if (count == 0) {
    gr_pos_free(out);
    return gr_error_set(err, GR_ESYNTAX, "no pairs given: write pairs such as 3,5 7,2");
  }
  return gr_pos_resize(out, 2 * count, err);
}

static int every_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  if (parse_pairs(text, out, err) == 0) return 0;
  gr_pos_free(out);
  return -1;
}

static bool valid(const gr_pos *p) {
  if (p->len == 0 || p->len % 2) return false;
  for (size_t i = 0; i < p->len; i += 2)
    if (p->v[i] > p->v[i + 1]) return false;
  return true;
}

static int not_a_position(gr_error *err) {
  return gr_error_set(err, GR_ESTATE, "not a position of the every game (pairs, smaller number first)");
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

/* Every combination of one move per unfinished pair (an odometer over the
 * multiples j); distinct combinations give distinct positions. */
static int every_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (!valid(p)) return not_a_position(err);
  if (every_is_terminal(p)) return 0;
  uint64_t count = move_count(p);
  if (count > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %s%llu moves (one per pair, combined); at most %zu can be listed",
                        count == UINT64_MAX ? "more than " : "", (unsigned long long)count, max_moves);
  size_t n = p->len / 2;
  uint64_t *j = malloc(n * sizeof *j);
  if (j == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  for (size_t i = 0; i < n; i++) j[i] = p->v[2 * i] ? 1 : 0;
  int rc = 0;
  for (;;) {
    gr_pos next;
    gr_pos_init(&next);
    if (gr_pos_copy(&next, p, err) != 0) {
      rc = -1;
      break;
    }
    for (size_t i = 0; i < n; i++)
      if (j[i]) successor(p->v[2 * i], p->v[2 * i + 1], j[i], &next.v[2 * i], &next.v[2 * i + 1]);
    if (gr_pos_list_push(out, &next, err) != 0) {
      rc = -1;
      break;
    }
    size_t i = 0;
    for (; i < n; i++) {
      if (j[i] == 0) continue;
      if (j[i] < p->v[2 * i + 1] / p->v[2 * i]) {
        j[i]++;
        break;
      }
      j[i] = 1;
    }
    if (i == n) break;
  }
  free(j);
  return rc;
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

static int push_tuple(const gr_pos *p, const pair_info *pairs, const uint64_t *j, gr_pos_list *out, gr_error *err) {
  gr_pos next;
  gr_pos_init(&next);
  if (gr_pos_copy(&next, p, err) != 0) return -1;
  for (size_t i = 0; i < p->len / 2; i++)
    if (j[i]) successor(pairs[i].a, pairs[i].b, j[i], &next.v[2 * i], &next.v[2 * i + 1]);
  return gr_pos_list_push(out, &next, err);
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
  odometer o = {.n = n, .pairs = pairs};
  o.lo = calloc(n, sizeof *o.lo);
  o.hi = calloc(n, sizeof *o.hi);
  o.seg = calloc(n, sizeof *o.seg);
  o.j = calloc(n, sizeof *o.j);
  uint64_t *best = calloc(n, sizeof *best);
  bool *calm = calloc(n + 1, sizeof *calm); /* calm[t]: pairs before t can stay below M - 1 */
  int rc = -1;
  if (!o.lo || !o.hi || !o.seg || !o.j || !best || !calm) {
    gr_error_set(err, GR_ENOMEM, "out of memory listing the winning moves");
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
  free(o.lo);
  free(o.hi);
  free(o.seg);
  free(o.j);
  free(best);
  free(calm);
  return rc;
}

typedef struct solve_state {
  gr_pos pos;
  pair_info *pairs;
  size_t next;
  uint32_t M;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  free(s->pairs);
  free(s);
  job->state = NULL;
}

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
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int every_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (!valid(p)) return not_a_position(err);
  if (p->len / 2 > EVERY_MAX_PAIRS)
    return gr_error_set(err, GR_ELIMIT, "%zu pairs: the verdict handles at most %d", p->len / 2, EVERY_MAX_PAIRS);
  solve_state *s = calloc(1, sizeof *s);
  if (s) s->pairs = calloc(p->len / 2, sizeof *s->pairs);
  gr_job tmp = {.state = s};
  if (s == NULL || s->pairs == NULL) {
    solve_destroy(&tmp);
    return gr_error_set(err, GR_ENOMEM, "out of memory");
  }
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    solve_destroy(&tmp);
    return -1;
  }
  *job = gr_job_new(&solve_ops, s, p->len / 2 + 1, err);
  return *job ? 0 : -1;
}

static int every_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (!valid(p)) return not_a_position(err);
  if (every_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: every pair is finished");
  if (gr_pos_copy(out, p, err) != 0) return -1;
  for (size_t i = 0; i < p->len; i += 2)
    if (p->v[i]) successor(p->v[i], p->v[i + 1], 1, &out->v[i], &out->v[i + 1]);
  return 0;
}

static void every_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  if (from->len != to->len) return;
  size_t shown = 0, changed = 0;
  for (size_t i = 0; i + 1 < from->len; i += 2) {
    if (from->v[i] == to->v[i] && from->v[i + 1] == to->v[i + 1]) continue;
    changed++;
    if (shown == 12) continue;
    if (shown++) gr_buf_puts(out, zh ? ";" : "; ");
    gr_buf_printf(out, zh ? "第 %zu 对:%llu,%llu → %llu,%llu" : "pair %zu: %llu,%llu -> %llu,%llu", i / 2 + 1,
                  (unsigned long long)from->v[i], (unsigned long long)from->v[i + 1], (unsigned long long)to->v[i],
                  (unsigned long long)to->v[i + 1]);
  }
  if (changed > shown) gr_buf_printf(out, zh ? ";……共 %zu 对" : "; ... (%zu pairs in all)", changed);
}

static int every_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (!valid(p)) return not_a_position(err);
  if (every_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: every pair is finished");
  size_t n = p->len / 2;
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "sub", 3) != 0 || (action[3] != ' ' && action[3] != '\t'))
    return gr_error_set(err, GR_ESYNTAX,
                        "a move is written 'sub K1 .. K%zu': for each pair, how many times its smaller number is "
                        "taken from its larger one (0 for a finished pair)",
                        n);
  gr_pos k;
  gr_pos_init(&k);
  if (gr_parse_u64_list(action + 3, "multiple", n, &k, err) != 0) return -1;
  if (k.len != n) {
    gr_pos_free(&k);
    return gr_error_set(err, GR_ESYNTAX, "'sub' needs one multiple per pair: %zu numbers, one for each of the %zu pairs", n, n);
  }
  for (size_t i = 0; i < n; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    if (a == 0 && k.v[i] != 0) {
      gr_pos_free(&k);
      return gr_error_set(err, GR_ERANGE, "pair %zu (%llu,%llu) is finished: write 0 for it", i + 1,
                          (unsigned long long)a, (unsigned long long)b);
    }
    if (a != 0 && (k.v[i] == 0 || k.v[i] > b / a)) {
      uint64_t q = b / a, kk = k.v[i];
      gr_pos_free(&k);
      return gr_error_set(err, GR_ERANGE,
                          "pair %zu (%llu,%llu) must move: %llu loses a multiple of %llu between 1 and %llu times, not %llu",
                          i + 1, (unsigned long long)a, (unsigned long long)b, (unsigned long long)b,
                          (unsigned long long)a, (unsigned long long)q, (unsigned long long)kk);
    }
  }
  int rc = gr_pos_copy(out, p, err);
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
  if (!valid(from)) return not_a_position(err);
  if (every_is_terminal(from) || to->len != from->len || !valid(to))
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t n = from->len / 2;
  for (size_t i = 0; i < n; i++) {
    uint64_t a = from->v[2 * i], b = from->v[2 * i + 1], x = to->v[2 * i], y = to->v[2 * i + 1], c;
    bool ok;
    if (a == 0) {
      ok = x == 0 && y == b;
    } else {
      if (x == a) c = y;
      else if (y == a && x < a) c = x;
      else c = UINT64_MAX; /* neither shape */
      ok = c != UINT64_MAX && c < b && (b - c) % a == 0;
    }
    if (!ok) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  }
  gr_buf_puts(out, "sub");
  for (size_t i = 0; i < n; i++) {
    uint64_t a = from->v[2 * i], b = from->v[2 * i + 1], x = to->v[2 * i], y = to->v[2 * i + 1];
    uint64_t c = a == 0 ? b : x == a ? y : x;
    gr_buf_printf(out, " %llu", (unsigned long long)(a == 0 ? 0 : (b - c) / a));
  }
  return 0;
}

/* ---- the board: each pair's Euclid chain ------------------------------ */

#define BOARD_MAX_PAIRS 100

static void every_board(const gr_pos *p, gr_json *j) {
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  gr_json_key(j, "directed");
  gr_json_bool(j, true);
  size_t n = p->len / 2, shown = n < BOARD_MAX_PAIRS ? n : BOARD_MAX_PAIRS;
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  uint64_t id = 0;
  for (size_t i = 0; i < shown; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    for (int col = 0;; col++) {
      char label[48];
      snprintf(label, sizeof label, "%llu,%llu", (unsigned long long)a, (unsigned long long)b);
      gr_json_object_begin(j);
      gr_json_key(j, "id");
      gr_json_u64(j, id++);
      gr_json_key(j, "label");
      gr_json_string(j, label);
      gr_json_key(j, "x");
      gr_json_i64(j, col);
      gr_json_key(j, "y");
      gr_json_i64(j, (int64_t)i);
      if (col == 0) {
        gr_json_key(j, "token");
        gr_json_array_begin(j);
        gr_json_u64(j, i + 1);
        gr_json_array_end(j);
      }
      gr_json_object_end(j);
      if (a == 0) break;
      uint64_t r = b % a;
      b = a;
      a = r;
    }
  }
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  id = 0;
  uint64_t eid = 0;
  for (size_t i = 0; i < shown; i++) {
    uint64_t a = p->v[2 * i];
    uint64_t b = p->v[2 * i + 1];
    for (;;) {
      if (a == 0) {
        id++;
        break;
      }
      gr_json_object_begin(j);
      gr_json_key(j, "id");
      gr_json_u64(j, eid++);
      gr_json_key(j, "from");
      gr_json_u64(j, id);
      gr_json_key(j, "to");
      gr_json_u64(j, id + 1);
      char label[32];
      snprintf(label, sizeof label, "q=%llu", (unsigned long long)(b / a));
      gr_json_key(j, "label");
      gr_json_string(j, label);
      gr_json_object_end(j);
      id++;
      uint64_t r = b % a;
      b = a;
      a = r;
    }
  }
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "sub");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  for (size_t i = 0; i < n && i < BOARD_MAX_PAIRS; i++) {
    char name[32];
    snprintf(name, sizeof name, "multiple %zu", i + 1);
    gr_json_string(j, name);
  }
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  char en[200], zh[200];
  snprintf(en, sizeof en,
           "Every-SG: each turn moves in every unfinished pair. Each row is a pair's Euclid chain (q = how many "
           "times the smaller fits in the larger).%s",
           n > BOARD_MAX_PAIRS ? " Only the first 100 pairs are drawn." : "");
  snprintf(zh, sizeof zh, "Every-SG:每回合必须在每一对未结束的数上各走一步。每行是一对数的辗转相除链(q 为商)。%s",
           n > BOARD_MAX_PAIRS ? "只画出前 100 对。" : "");
  gr_json_key(j, "note");
  gr_json_object_begin(j);
  gr_json_key(j, "en");
  gr_json_string(j, en);
  gr_json_key(j, "zh");
  gr_json_string(j, zh);
  gr_json_object_end(j);
  gr_json_object_end(j);
}

/* ---- the trace: each pair's chain, bottom up -------------------------- */

enum { E_TERMINAL, E_FORCED, E_FREE_LOST, E_FREE_WON, E_MAX, E_RESULT, E_COUNT };

static const gr_rule every_rules[E_COUNT] = {
    [E_TERMINAL] = {{"Finished", "已结束"}, {"a pair with a 0: step 0 (lost for the mover)", "含 0 的一对:step 0(轮到者必败)"},
                    {"x", "y", NULL}},
    [E_FORCED] = {{"One move", "唯一走法"},
                  {"x <= y < 2x: the only move is to (y - x, x): step = 1 + step(next), won iff next is lost",
                   "x ≤ y < 2x:唯一走法到 (y - x, x):step = 1 + step(下一对),下一对必败时必胜"},
                  {"next", "x", "y"}},
    [E_FREE_LOST] = {{"Free, next lost", "可选,下一对必败"},
                     {"y >= 2x and (y mod x, x) is lost: move there; won, step = 1 + step(next)",
                      "y ≥ 2x 且 (y mod x, x) 必败:直接走到那里;必胜,step = 1 + step(下一对)"},
                     {"next", "x", "y"}},
    [E_FREE_WON] = {{"Free, next won", "可选,下一对必胜"},
                    {"y >= 2x and (y mod x, x) is won: move to (x + y mod x, x), whose only move leads to it; won, "
                     "step = 2 + step(next)",
                     "y ≥ 2x 且 (y mod x, x) 必胜:走到 (x + y mod x, x),对手只能走到 (y mod x, x);必胜,step = 2 + step(下一对)"},
                    {"next", "x", "y"}},
    [E_MAX] = {{"Slowest pair", "最慢的一对"},
               {"M = the largest step over the pairs", "M = 各对 step 的最大值"},
               {"step", "step", "step"}},
    [E_RESULT] = {{"Every-SG", "Every-SG"},
                  {"the first player wins iff M is odd", "先手必胜当且仅当 M 为奇数"},
                  {"M", NULL, NULL}},
};

enum { V_X, V_Y, V_STEP, V_MAX, V_RESULT };

typedef struct trace_state {
  size_t n, pair;
  int col;        /* the next cell of this pair's chain to write, from the bottom; -1: next pair */
  uint8_t *len;   /* chain length of each pair (cells, the finished pair included) */
  uint32_t *reads;
  int phase;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  if (s == NULL) return;
  free(s->len);
  free(s->reads);
  free(s);
  job->state = NULL;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  uint32_t cols = t->views[V_STEP].cols;
  while (budget > 0 && s->pair < s->n) {
    size_t i = s->pair;
    if (s->col < 0) s->col = s->len[i] - 1;
    uint32_t c = (uint32_t)s->col;
    uint64_t x = t->views[V_X].values[i * cols + c], y = t->views[V_Y].values[i * cols + c];
    uint32_t rx = gr_trace_cell_id(t, V_X, (uint32_t)i, c), ry = gr_trace_cell_id(t, V_Y, (uint32_t)i, c);
    if (x == 0) {
      uint32_t reads[2] = {rx, ry};
      if (gr_trace_write(t, V_STEP, (uint32_t)i, c, 0, E_TERMINAL, reads, 2, err) != 0) return -1;
    } else {
      uint64_t next = t->views[V_STEP].values[i * cols + c + 1];
      uint32_t reads[3] = {gr_trace_cell_id(t, V_STEP, (uint32_t)i, c + 1), rx, ry};
      uint8_t rule = y / x == 1 ? E_FORCED : next % 2 ? E_FREE_WON : E_FREE_LOST;
      uint64_t step = rule == E_FREE_WON ? next + 2 : next + 1;
      if (gr_trace_write(t, V_STEP, (uint32_t)i, c, step, rule, reads, 3, err) != 0) return -1;
    }
    budget--;
    job->done++;
    if (s->col-- == 0) s->pair++, s->col = -1;
  }
  if (s->pair < s->n) return 0;
  uint64_t M = 0;
  for (size_t i = 0; i < s->n; i++) {
    s->reads[i] = gr_trace_cell_id(t, V_STEP, (uint32_t)i, 0);
    if (t->views[V_STEP].values[i * cols] > M) M = t->views[V_STEP].values[i * cols];
  }
  if (gr_trace_write(t, V_MAX, 0, 0, M, E_MAX, s->reads, s->n, err) != 0) return -1;
  uint32_t r = gr_trace_cell_id(t, V_MAX, 0, 0);
  if (gr_trace_write(t, V_RESULT, 0, 0, M % 2, E_RESULT, &r, 1, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int every_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (!valid(p)) return not_a_position(err);
  size_t n = p->len / 2;
  if (n > EVERY_TRACE_MAX_PAIRS)
    return gr_error_set(err, GR_ELIMIT, "%zu pairs: the trace handles at most %d (the verdict alone handles %d)", n,
                        EVERY_TRACE_MAX_PAIRS, EVERY_MAX_PAIRS);
  trace_state *s = calloc(1, sizeof *s);
  if (s) {
    s->len = malloc(n);
    s->reads = malloc(n * sizeof *s->reads);
  }
  gr_job tmp = {.state = s};
  if (!s || !s->len || !s->reads) {
    trace_destroy(&tmp);
    return gr_error_set(err, GR_ENOMEM, "out of memory");
  }
  s->n = n;
  s->col = -1;
  uint32_t cols = 1;
  uint64_t steps = 2;
  for (size_t i = 0; i < n; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    uint32_t len = 1;
    while (a) {
      uint64_t r = b % a;
      b = a, a = r, len++;
    }
    s->len[i] = (uint8_t)len;
    if (len > cols) cols = len;
    steps += len;
  }
  gr_trace *t = gr_trace_new((size_t)steps, every_rules, E_COUNT, explain, err);
  if (t == NULL ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "x", "the smaller number along each pair's chain", "每对数辗转相除链上的较小数",
                        (uint32_t)n, cols, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "y", "the larger number along each pair's chain", "每对数辗转相除链上的较大数",
                        (uint32_t)n, cols, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "step", "step along each chain (odd: won for the mover)",
                        "链上每一对的 step(奇数:轮到者必胜)", (uint32_t)n, cols, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "max", "M = the largest step", "M = 最大的 step", 1, 1, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "result", "the first player", "先手", 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    trace_destroy(&tmp);
    return -1;
  }
  t->views[V_RESULT].value_kind = GR_VALUE_OUTCOME;
  for (size_t i = 0; i < n; i++) {
    uint64_t a = p->v[2 * i], b = p->v[2 * i + 1];
    for (uint32_t c = 0; c < s->len[i]; c++) {
      t->views[V_X].values[i * cols + c] = a;
      t->views[V_Y].values[i * cols + c] = b;
      if (a) {
        uint64_t r = b % a;
        b = a, a = r;
      }
    }
  }
  *job = gr_job_new(&trace_ops, s, steps, err);
  if (*job == NULL) {
    gr_trace_free(t);
    return -1;
  }
  (*job)->trace = t;
  return 0;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint64_t value = gr_trace_value(t, t->step_cell[step]);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, t->step_cell[step], &view, &row, &col);
  const char *won = zh ? "必胜" : "won", *lost = zh ? "必败" : "lost";
  if (rule == E_MAX) {
    gr_buf_puts(out, "M = max{");
    for (size_t k = 0; k < nreads && k < 16; k++)
      gr_buf_printf(out, "%s%llu", k ? ", " : "", (unsigned long long)gr_trace_value(t, reads[k]));
    if (nreads > 16) gr_buf_puts(out, ", ...");
    gr_buf_printf(out, zh ? "} = %llu:最慢结束的一对决定胜负。" : "} = %llu: the slowest pair decides.",
                  (unsigned long long)value);
    return;
  }
  if (rule == E_RESULT) {
    uint64_t M = gr_trace_value(t, reads[0]);
    if (zh)
      gr_buf_printf(out, "M = %llu 是%s,所以先手%s(%s)。", (unsigned long long)M, M % 2 ? "奇数" : "偶数",
                    M % 2 ? "必胜" : "必败",
                    M % 2 ? "先手在必胜的对上尽量拖长、在必败的对上尽快结束,最慢的一对最后由先手走完"
                          : "后手用同样的策略,最慢的一对最后由后手走完");
    else
      gr_buf_printf(out, "M = %llu is %s, so the first player %s (%s).", (unsigned long long)M, M % 2 ? "odd" : "even",
                    M % 2 ? "wins" : "loses",
                    M % 2 ? "making won pairs last and lost pairs end fast, the first player makes the last move in the slowest pair"
                          : "the second player plays that way and makes the last move in the slowest pair");
    return;
  }
  uint64_t x = gr_trace_value(t, reads[nreads - 2]), y = gr_trace_value(t, reads[nreads - 1]);
  gr_buf_printf(out, zh ? "第 %u 对,链上第 %u 步 (%llu,%llu):" : "Pair %u, chain step %u, (%llu,%llu): ", row + 1,
                col + 1, (unsigned long long)x, (unsigned long long)y);
  if (rule == E_TERMINAL) {
    gr_buf_puts(out, zh ? "含 0,已结束:step = 0,轮到者在这一对上无路可走。" : "it has a 0, so it is finished: step = 0.");
    return;
  }
  uint64_t next = gr_trace_value(t, reads[0]), q = y / x, r = y % x;
  gr_buf_printf(out, zh ? "q = %llu div %llu = %llu,下一对 (%llu,%llu) 的 step = %llu(%s)。"
                        : "q = %llu div %llu = %llu; the next pair (%llu,%llu) has step %llu (%s). ",
                (unsigned long long)y, (unsigned long long)x, (unsigned long long)q, (unsigned long long)r,
                (unsigned long long)x, (unsigned long long)next, next % 2 ? won : lost);
  if (rule == E_FORCED)
    gr_buf_printf(out, zh ? "q = 1,唯一走法到下一对:step = 1 + %llu = %llu,%s。"
                          : "q = 1: the only move is to the next pair: step = 1 + %llu = %llu, %s.",
                  (unsigned long long)next, (unsigned long long)value, value % 2 ? won : lost);
  else if (rule == E_FREE_LOST)
    gr_buf_printf(out, zh ? "q ≥ 2 且下一对必败:直接走到那里,step = 1 + %llu = %llu,必胜。"
                          : "q >= 2 and the next pair is lost: move there; step = 1 + %llu = %llu, won.",
                  (unsigned long long)next, (unsigned long long)value);
  else
    gr_buf_printf(out, zh ? "q ≥ 2 且下一对必胜:走到 (%llu,%llu),对手只能走到下一对,step = 2 + %llu = %llu,必胜。"
                          : "q >= 2 and the next pair is won: move to (%llu,%llu), whose only move is to the next pair; step = 2 + %llu = %llu, won.",
                  (unsigned long long)x, (unsigned long long)(x + r), (unsigned long long)next, (unsigned long long)value);
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

static const gr_lesson_stop every_lesson[] = {
    {{"The rules", "规则"},
     {"Two pairs: 2,3 and 1,4. Each turn you must move in EVERY pair that is not finished: take a positive "
      "multiple of the smaller number from the larger, staying at least 0; a pair with a 0 is finished. "
      "From 2,3 1,4 the first pair can only become 1,2, while the second can become 1,3, 1,2, 1,1 or 0,1. "
      "Whoever cannot move (every pair finished) loses. Who wins?",
      "两对数：2,3 和 1,4。每回合必须在每一对未结束的数上各走一步：从较大的数中减去较小数的正整数倍，"
      "结果不小于 0；含 0 的一对已经结束。从 2,3 1,4 出发，第一对只能变成 1,2，"
      "第二对可以变成 1,3、1,2、1,1 或 0,1。无法移动（所有对都已结束）的人输。谁会赢？"},
     "2,3 1,4", -2},
    {{"Each pair along its Euclid chain", "每对数沿辗转相除链计算"},
     {"Each pair is solved from the end of its Euclid chain. Pair 1: (1,2) reaches the finished (0,1), "
      "so it is won with step 1; at step 2, (2,7) has quotient 3 >= 2 and a won next pair, so the winner "
      "goes to (2,3), whose only move is to (1,2): step 2 + 1 = 3, won. Pair 2, 5,8, has the quotients "
      "1, 1, 1, 2: it is lost, with step 4. The largest step is 4, even, so the second player wins although "
      "pair 1 is won.",
      "每一对都从辗转相除链的末端往回算。第 1 对：(1,2) 能走到已结束的 (0,1)，所以必胜，"
      "step 为 1；第 2 步，(2,7) 的商为 3 ≥ 2 且下一对必胜，于是胜者走到 (2,3)，"
      "它只能再走到 (1,2)：step = 2 + 1 = 3，必胜。第 2 对 5,8 的商依次为 1、1、1"
      "、2：必败，step 为 4。最大的 step 为 4，是偶数，所以尽管第 1 对先手必胜，"
      "整局仍是后手必胜。"},
     "2,7 5,8", 2},
    {{"The key idea: only the slowest pair counts", "关键想法：只看最慢的一对"},
     {"The game ends only when the last pair ends, and every turn moves in all pairs at once, so only the "
      "slowest pair matters. In a pair you can win, make it last as long as possible; in a pair you lose, "
      "end it as fast as possible: how long a pair then lasts is its step. In 2,3 1,4 pair 1 (lost) lasts "
      "2 moves and pair 2 (won) only 1, so M = max{2, 1} = 2 is even: the second player makes the last "
      "move.",
      "只有最后一对结束时整局才结束，而每回合所有对同时各走一步，所以只有最慢的那一对要紧。在自己能赢的对上尽量拖长"
      "，在自己会输的对上尽快结束：这样一对数还能持续的步数就是它的 step。在 2,3 1,4 中，"
      "第 1 对（必败）还要走 2 步，第 2 对（必胜）只要 1 步，M = max{2, 1} = 2 为偶数"
      "：最后一步由后手走出。"},
     "2,3 1,4", -1},
    {{"The theorem: Every-SG", "定理：Every-SG"},
     {"step(v) = 0 when v is finished; step(v) = 1 + max{step(u) : u a lost successor} when v is won; step(v) "
      "= 1 + min{step(u) : u a successor} when v is lost. The first player wins exactly when the largest "
      "step over the components is odd. For a Euclid pair it follows the quotients: quotient 1 forces the "
      "move (step + 1, the outcome flips); quotient 2 or more wins, with step + 1 if the next pair is lost "
      "and + 2 if it is won. In 3,5 2,7 4,9 all three pairs have step 3: M = 3 is odd, so the first player "
      "wins.",
      "终止状态 step(v) = 0；必胜状态 step(v) = 1 + max{step(u) : u 为必"
      "败后继}；必败状态 step(v) = 1 + min{step(u) : u 为后继}。"
      "先手必胜当且仅当各分量 step 的最大值为奇数。一对数的 step 沿商计算：商为 1 时只能走这一步（s"
      "tep 加 1，胜负互换）；商至少为 2 时先手必胜，下一对必败则 step 加 1，必胜则加 2。"
      "3,5 2,7 4,9 中三对的 step 都是 3：M = 3 为奇数，先手必胜。"},
     "3,5 2,7 4,9", -1},
    {{"Your turn", "轮到你"},
     {"Three pairs: 3,8 5,13 4,7. Their steps are 3, 5 and 3, so M = 5 is odd and the first player wins. "
      "The slow pair 5,13 decides: take 5 from 13 once, leaving 5,8 (lost for the opponent, step 4), play "
      "any move in the other pairs, and beat the computer.",
      "三对数：3,8 5,13 4,7。它们的 step 为 3、5、3，M = 5 为奇数，"
      "先手必胜。最慢的一对 5,13 决定胜负：从 13 中减去一次 5，留下 5,8（对手必败，"
      "step 为 4），其余各对怎么走都行，然后战胜电脑。"},
     "3,8 5,13 4,7", -2},
};

const gr_game gr_game_every = {
    .id = "every",
    .title = {"Every-SG: Euclid pairs, move in all of them (HDU 3595)", "Every-SG:辗转相除对,每对都要走(HDU 3595)"},
    .rules = {"Several pairs of numbers. Each turn makes a move in EVERY pair that is not finished: the larger "
              "number loses a positive multiple of the smaller one, staying at least 0. A pair with a 0 is "
              "finished. The player who cannot move (every pair finished) loses.",
              "有若干对数。每回合必须在每一对未结束的数上各走一步:从较大的数中减去较小数的正整数倍,结果不小于 0。"
              "含 0 的一对已结束。无法移动(所有对都已结束)的一方输。"},
    .syntax = {"Pairs A,B separated by spaces: 3,5 7,2 (each pair is written smaller first in the canonical form)",
               "用空格分隔的数对 A,B:3,5 7,2(规范形式中每对较小数在前)"},
    .example = "3,5 2,7 4,9",
    .theory = {"Every-SG: step(v) = 0 at the end; 1 + max step of a lost successor if v is won; 1 + min step of "
               "any successor if v is lost. The first player wins iff the largest step over the pairs is odd. A "
               "Euclid pair's outcome and step follow its continued fraction in O(log): with quotient 1 the move "
               "is forced (step + 1, outcome flips); with quotient 2 or more the mover wins, with step + 1 if the "
               "next pair is lost and step + 2 if it is won.",
               "Every-SG:终止状态 step = 0;必胜状态 step = 1 + 必败后继的最大 step;必败状态 step = 1 + 所有后继的"
               "最小 step。先手必胜当且仅当各对 step 的最大值为奇数。一对数的胜负与 step 沿辗转相除(连分数)O(log) "
               "求出:商为 1 时只能走一步(step 加 1,胜负互换);商至少为 2 时先手必胜,下一对必败则 step 加 1,"
               "必胜则加 2。"},
    .max_len_solve = 2 * EVERY_MAX_PAIRS,
    .max_len_trace = 2 * EVERY_TRACE_MAX_PAIRS,
    .referee_max_len = 3,   /* pairs */
    .referee_max_value = 6, /* numbers */
    .parse = every_parse,
    .format = every_format,
    .moves = every_moves,
    .is_terminal = every_is_terminal,
    .solve_start = every_solve_start,
    .trace_start = every_trace_start,
    .stall_move = every_stall_move,
    .describe_move = every_describe_move,
    .board = every_board,
    .play = every_play,
    .action = every_action,
    .lesson = every_lesson,
    .lesson_len = sizeof every_lesson / sizeof every_lesson[0],
    .enumerate_small = every_enumerate_small,
    .play_syntax = {"sub K1 K2 ... (per pair, how many times the smaller number is taken from the larger; 0 for a finished pair)",
                    "sub K1 K2 ...(每对从较大数中减去较小数的倍数;已结束的对写 0)"},
};
