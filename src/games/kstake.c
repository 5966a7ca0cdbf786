/*
 * kstake.c — take k from one pile and s*k from the other (2021 牛客多校 1A,
 * "Alice and Bob"; seed 001, practice problem 2).
 *
 * Rules: two piles a, b.  A move takes k >= 1 stones from one pile and
 * s*k (s >= 0) from the other.  Whoever cannot move (both piles empty) loses.
 *
 * Structure (found by brute force, then proved):
 *   (1) (x, y) is lost iff (y, x) is (the rules are symmetric).
 *   (2) Each row holds at most one lost position: from (x, y') with
 *       y' > y, taking k = y' - y from pile 2 and 0 from pile 1 reaches
 *       (x, y).  Write p(x) for it.
 *   (3) (a, b) reaches (x, y) (x <= a, y <= b, not both equal) iff, with
 *       dx = a - x and dy = b - y, dx >= 1 divides dy (take dx from pile 1
 *       and dy = s*dx from pile 2) or dy >= 1 divides dx.  So (a, b) is lost
 *       iff no lost (x, y) below it has dx | dy or dy | dx.
 *   (4) Hence p(a) is the smallest column b >= a of row a that no lost
 *       (x, p(x)) with x < a defeats (b < a are decided by the mirror, (1)).
 *       No closed form shows up: for the rows up to 5,000 (columns up to
 *       20,000) p(a) / a wanders between 1.12 and 4.36 (1946 -> 8478), and
 *       about a third of the rows have no lost position at all.
 *
 * The table, row by row (kstake_table_advance): in row a, a lost (x, y)
 * with x < a defeats the columns y + s*dx (s >= 0) at and beyond a — an
 * arithmetic progression, whose first term at or beyond a is kept without
 * division (for y < x it is y + (1 + ceil((x-y)/dx)) dx, and that ceiling
 * only decreases as dx grows) — and the columns y + k for the divisors k of
 * dx (only reaching column a when y >= x; from precomputed divisor lists).
 * The lost position of row a - 1, if any, defeats every column from
 * p(a - 1) on (dx = 1), so row a looks only below it.  Cost per row:
 * O(a) to visit the earlier lost positions plus the defeated cells of the
 * window, a harmonic sum; measured 0.7 n^2 cell writes for n = 5,000 and
 * 0.85 n^2 for 20,000 (tens of ms natively for 5001 x 5001), against the
 * seed's O(n^2 log n) marking with a full n x n table.  Memory O(n).
 * Verified against exhaustive search (gr_verify) and an independent
 * brute force in the tests.
 */
#include "kstake.h"
#include "kit/pairs.h"
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/kstake_text.h"

#include <stdlib.h>
#include <string.h>

#define T (&kstake_texts)

/* ---- the table of lost positions ----------------------------------------- */

void kstake_table_free(kstake_table *t) {
  free(t->partner);
  free(t->ceil_q);
  free(t->killed);
  free(t->div_start);
  free(t->divs);
  memset(t, 0, sizeof *t);
}

uint64_t kstake_table_units(uint32_t last) { return ((uint64_t)last + 1) * ((uint64_t)last + 2) / 2; }

int kstake_table_init(kstake_table *t, uint32_t last, uint32_t cap, gr_error *err) {
  memset(t, 0, sizeof *t);
  if (last > cap || cap > KSTAKE_MAX_PILE)
    return gr_error_say(err, GR_ELIMIT, T, KS_TABLE_SIZE, GR_U(last + 1), GR_U(cap + 1));
  t->last = last;
  t->cap = cap;
  size_t ncols = (size_t)cap + 1, nrows = (size_t)last + 1;
  t->partner = malloc(ncols * sizeof *t->partner);
  t->ceil_q = calloc(nrows, sizeof *t->ceil_q);
  t->killed = malloc(ncols + 1);
  t->div_start = calloc(nrows + 2, sizeof *t->div_start);
  if (!t->partner || !t->ceil_q || !t->killed || !t->div_start) goto nomem;
  for (size_t i = 0; i < ncols; i++) t->partner[i] = KSTAKE_NONE;
  /* divisor lists of 1 .. last: counts, prefix sums, then fill ascending */
  for (uint32_t k = 1; k <= last; k++)
    for (uint32_t m = k; m <= last; m += k) t->div_start[m + 1]++;
  for (size_t m = 0; m <= nrows; m++) t->div_start[m + 1] += t->div_start[m];
  t->divs = malloc((t->div_start[nrows] + 1) * sizeof *t->divs);
  if (t->divs == NULL) goto nomem;
  uint32_t *fill = calloc(nrows, sizeof *fill);
  if (fill == NULL) goto nomem;
  for (uint32_t k = 1; k <= last; k++)
    for (uint32_t m = k; m <= last; m += k) t->divs[t->div_start[m] + fill[m]++] = k;
  free(fill);
  return 0;
nomem:
  kstake_table_free(t);
  return gr_error_nomem(err);
}

uint32_t kstake_table_row(kstake_table *t) {
  uint32_t a = t->next++;
  uint32_t *p = t->partner;
  if (p[a] != KSTAKE_NONE) return p[a]; /* the mirror of an earlier row */
  /* Columns from p(a-1) on are defeated by (a-1, p(a-1)) (dx = 1). */
  uint32_t hi = t->cap + 1;
  if (a > 0 && p[a - 1] != KSTAKE_NONE && p[a - 1] < hi) hi = p[a - 1];
  if (hi <= a) return KSTAKE_NONE;
  uint8_t *killed = t->killed;
  memset(killed + a, 0, hi - a);
  for (uint32_t x = 0; x < a; x++) {
    uint32_t y = p[x];
    if (y == KSTAKE_NONE) continue;
    uint32_t dx = a - x, b;
    if (y >= a) {
      b = y;
    } else if (y >= x) {
      b = y + dx;
    } else {
      /* first y + s dx >= a: s = 1 + ceil(c / dx), c = x - y, non-increasing in dx */
      uint32_t c = x - y, q = t->ceil_q[x];
      if (q == 0) q = c;
      while ((uint64_t)(q - 1) * dx >= c) q--;
      t->ceil_q[x] = q;
      uint64_t first = (uint64_t)y + (uint64_t)(1 + q) * dx;
      b = first < hi ? (uint32_t)first : hi;
    }
    for (; b < hi; b += dx) killed[b] = 1;
    if (y >= x) { /* the columns y + k, k | dx, k < dx (k = dx is the progression's) */
      const uint32_t *d = t->divs + t->div_start[dx];
      size_t nd = t->div_start[dx + 1] - t->div_start[dx] - 1;
      if (y >= a) {
        for (size_t i = 0; i < nd && y + d[i] < hi; i++) killed[y + d[i]] = 1;
      } else {
        for (size_t i = nd; i-- > 0 && y + d[i] >= a;)
          if (y + d[i] < hi) killed[y + d[i]] = 1;
      }
    }
  }
  for (uint32_t b = a; b < hi; b++)
    if (!killed[b]) {
      p[a] = b;
      p[b] = a;
      return b;
    }
  return KSTAKE_NONE;
}

bool kstake_table_advance(kstake_table *t, uint64_t budget, uint64_t *spent) {
  *spent = 0;
  do {
    if (t->next > t->last) break;
    *spent += (uint64_t)t->next + 1;
    kstake_table_row(t);
  } while (*spent < budget);
  return t->next > t->last;
}

bool kstake_table_lost(const kstake_table *t, uint32_t a, uint32_t b) {
  uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
  return t->partner[lo] == hi;
}

/* ---- positions ------------------------------------------------------------ */

static int check_limits(const gr_pos *p, unsigned key, gr_error *err) {
  for (size_t i = 0; i < 2; i++)
    if (p->v[i] > KSTAKE_MAX_PILE)
      return gr_error_say(err, GR_ELIMIT, T, key, GR_U(i + 1), GR_U(p->v[i]), GR_U(KSTAKE_MAX_PILE));
  return 0;
}

static int ks_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_pair_parse(text, T, KS_TWO_PILES, out, err) != 0) return -1;
  if (check_limits(out, KS_PILE_PAST, err) == 0) return 0;
  gr_pos_free(out);
  return -1;
}

/* (a - k, b - s k) for k = 1..a, s = 0..b/k; (a - s k, b - k) for k = 1..b,
 * s = 0..a/k except s = 1, which the first family already lists (the only
 * position both reach: k1 = s2 k2 and s1 k1 = k2 force s1 = s2 = 1). */
static int ks_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1], count = 0;
  for (uint64_t k = 1; k <= a; k++) count += b / k + 1;
  for (uint64_t k = 1; k <= b; k++) count += a / k + (a >= k ? 0 : 1);
  if (gr_error_moves_cap(0, count, max_moves, err) != 0) return -1;
  for (uint64_t k = 1; k <= a; k++)
    for (uint64_t s = 0; s * k <= b; s++)
      if (kit_pair_push(out, a - k, b - s * k, err) != 0) return -1;
  for (uint64_t k = 1; k <= b; k++)
    for (uint64_t s = 0; s * k <= a; s++)
      if (s != 1 && kit_pair_push(out, a - s * k, b - k, err) != 0) return -1;
  return 0;
}

/* The move as k from one pile and s*k from the other: pile 1 is named when
 * its decrease divides the other's (so s = 0 moves from pile 1 name it). */
static void ks_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  uint64_t da = from->v[0] - to->v[0], db = from->v[1] - to->v[1];
  bool first = da > 0 && db % da == 0;
  uint64_t pile = first ? 1 : 2, k = first ? da : db, s = first ? db / da : db ? da / db : 0;
  gr_say(out, T, lang, s ? KS_MOVE_BOTH : KS_MOVE_ONE, GR_U(k), GR_U(pile), GR_U(from->v[0]), GR_U(from->v[1]),
         GR_U(to->v[0]), GR_U(to->v[1]), GR_U(s), GR_U(s * k), GR_U(3 - pile));
}

static const kit_verb ks_verbs[] = {{.verb = "take", .args = {"pile", "k", "s"}}};
static const kit_moves ks_language = {.verbs = ks_verbs, .count = 1, .usage_texts = T, .usage_key = KS_USAGE};

static void ks_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, 0, j, ks_verbs, 1); }

/* "take PILE K S": K stones from pile PILE (1 or 2) and S*K from the other. */
static int ks_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1], v[3];
  size_t nargs, verb;
  if (a == 0 && b == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  if (kit_read_action(action, &ks_language, &verb, v, &nargs, err) != 0) return -1;
  uint64_t pile = v[0], k = v[1], s = v[2];
  if (kit_pile_1_or_2(pile, err) != 0) return -1;
  uint64_t mine = pile == 1 ? a : b, other = pile == 1 ? b : a;
  if (k == 0) return gr_error_say(err, GR_ERANGE, T, KS_K_ZERO);
  if (k > mine) return gr_error_say(err, GR_ERANGE, T, KS_K_RANGE, GR_U(pile), GR_U(mine));
  if ((unsigned __int128)s * k > other)
    return gr_error_say(err, GR_ERANGE, T, KS_SK_RANGE, GR_U(s), GR_U(k), GR_U(3 - pile), GR_U(other));
  return pile == 1 ? kit_pair_make(a - k, b - s * k, out, err) : kit_pair_make(a - s * k, b - k, out, err);
}

/* The inverse of ks_play: "take PILE K S" for a successor, naming the pile
 * as ks_describe_move does. */
static int ks_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len != 2 || to->len != 2 || to->v[0] > from->v[0] || to->v[1] > from->v[1])
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  uint64_t da = from->v[0] - to->v[0], db = from->v[1] - to->v[1];
  if (da > 0 && db % da == 0)
    gr_buf_printf(out, "take 1 %llu %llu", (unsigned long long)da, (unsigned long long)(db / da));
  else if (db > 0 && da % db == 0)
    gr_buf_printf(out, "take 2 %llu %llu", (unsigned long long)db, (unsigned long long)(da / db));
  else
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  return 0;
}

/* ---- the verdict ----------------------------------------------------------- */

/* Both jobs' states begin with the table, whose arrays are its own. */
static void table_destroy(gr_job *job) {
  if (job->state) kstake_table_free(job->state);
}

typedef struct verdict_state {
  kstake_table table;
  uint64_t a, b;
} verdict_state;

/* Every lost (x, y) below (a, b) that one move reaches. */
static int winning_moves(const kstake_table *t, uint64_t a, uint64_t b, gr_pos_list *out, gr_error *err) {
  bool swap = a > b;
  uint32_t lo = (uint32_t)(swap ? b : a), hi = (uint32_t)(swap ? a : b);
  for (uint32_t x = 0; x <= lo; x++) {
    uint32_t y = t->partner[x];
    if (y == KSTAKE_NONE || y > hi || (x == lo && y == hi)) continue;
    uint32_t dx = lo - x, dy = hi - y;
    if ((dx && dy % dx == 0) || (dy && dx % dy == 0))
      if (kit_pair_push(out, swap ? y : x, swap ? x : y, err) != 0) return -1;
  }
  return 0;
}

static int verdict_advance(gr_job *job, uint64_t budget, gr_error *err) {
  verdict_state *s = job->state;
  uint64_t spent;
  bool done = kstake_table_advance(&s->table, budget, &spent);
  job->done += spent;
  if (!done) return 0;
  bool lost = kstake_table_lost(&s->table, (uint32_t)s->a, (uint32_t)s->b);
  kit_lost_or_won(&job->analysis, lost);
  if (!lost && winning_moves(&s->table, s->a, s->b, &job->analysis.winning_moves, err) != 0) return -1;
  gr_job_done(job);
  return 0;
}

static const gr_job_ops verdict_ops = {verdict_advance, table_destroy};

/* A job of `units` (plus the table's) whose state, of `size` bytes, begins
 * with the table of min(a, b) rows and max(a, b) + 1 columns. */
static kstake_table *table_job(const gr_pos *p, const gr_job_ops *ops, size_t size, uint64_t units, gr_job **job,
                               gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1];
  uint32_t lo = (uint32_t)(a < b ? a : b), hi = (uint32_t)(a < b ? b : a);
  *job = NULL;
  if (check_limits(p, KS_PILE_PAST_TABLE, err) != 0) return NULL;
  *job = gr_job_create(ops, size, kstake_table_units(lo) + units, err);
  if (*job == NULL) return NULL;
  if (kstake_table_init((*job)->state, lo, hi, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
  }
  return *job ? (*job)->state : NULL;
}

static int ks_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  if (table_job(p, &verdict_ops, sizeof(verdict_state), 1, job, err) == NULL) return -1;
  verdict_state *s = (*job)->state;
  s->a = p->v[0];
  s->b = p->v[1];
  return 0;
}

/* ---- the trace: the sieve on a grid, then the rows of the table ------------ */

enum { R_LOST, R_TAKE_1, R_TAKE_2, R_ROW, R_MIRROR, R_ANSWER, R_COUNT };

/* Rule r's name and summary are keys KS_R_LOST + 2r and the one after. */
#define RULE(r, ...) [r] = {.reads = {__VA_ARGS__}, .name_key = KS_R_LOST + 2 * (r), .summary_key = KS_R_LOST + 2 * (r) + 1}
static const gr_rule ks_rules[R_COUNT] = {
    RULE(R_LOST, NULL),     RULE(R_TAKE_1, "lost"),  RULE(R_TAKE_2, "lost"),
    RULE(R_ROW, "p(x-1)"),  RULE(R_MIRROR, "p(y)"),  RULE(R_ANSWER, "a", "b", "p(min)"),
};

enum { V_PILES, V_GRID, V_PARTNER, V_ANSWER };

typedef struct trace_state {
  kstake_table table;
  kit_sieve sieve; /* a: the family (k from pile 1, from pile 2), b: k - 1, c: s */
} trace_state;

/* The cells one move above the lost one: (ci + k, cj + s k), then (ci + s k, cj + k), k >= 1, s >= 0. */
static bool next_won(kit_sieve *s, uint32_t *i, uint32_t *j, uint8_t *rule) {
  while (s->a < 2) {
    uint64_t k = (uint64_t)s->b + 1, sk = (uint64_t)s->c * k;
    uint64_t ii = s->a == 0 ? s->ci + k : s->ci + sk, jj = s->a == 0 ? s->cj + sk : s->cj + k;
    if ((s->a == 0 ? s->ci : s->cj) + k >= s->n) { /* k too large: the next family */
      s->a++;
      s->b = s->c = 0;
    } else if (ii >= s->n || jj >= s->n) { /* s too large for this k */
      s->b++;
      s->c = 0;
    } else {
      s->c++;
      *i = (uint32_t)ii;
      *j = (uint32_t)jj;
      *rule = s->a == 0 ? R_TAKE_1 : R_TAKE_2;
      return true;
    }
  }
  return false;
}

/* Row x of the table: its lost position, if any, as found or as a mirror. */
static int row_step(gr_trace *t, kstake_table *tab, gr_error *err) {
  uint32_t x = tab->next, y = kstake_table_row(tab);
  if (y == KSTAKE_NONE) return 0;
  if (y < x) {
    uint32_t read = gr_trace_cell_id(t, V_PARTNER, 0, y);
    return gr_trace_write(t, V_PARTNER, 0, x, y, R_MIRROR, &read, 1, err);
  }
  bool prev = x > 0 && tab->partner[x - 1] != KSTAKE_NONE;
  uint32_t read = prev ? gr_trace_cell_id(t, V_PARTNER, 0, x - 1) : GR_NONE;
  return gr_trace_write(t, V_PARTNER, 0, x, y, R_ROW, &read, prev ? 1 : 0, err);
}

static int answer_step(gr_trace *t, const kstake_table *tab, gr_error *err) {
  uint64_t a = t->views[V_PILES].values[0], b = t->views[V_PILES].values[1];
  uint32_t lo = (uint32_t)(a < b ? a : b);
  uint32_t reads[3] = {gr_trace_cell_id(t, V_PILES, 0, 0), gr_trace_cell_id(t, V_PILES, 0, 1),
                       gr_trace_cell_id(t, V_PARTNER, 0, lo)};
  bool known = t->views[V_PARTNER].written_at[lo] != GR_NONE;
  return gr_trace_write(t, V_ANSWER, 0, 0, !kstake_table_lost(tab, (uint32_t)a, (uint32_t)b), R_ANSWER, reads,
                        known ? 3 : 2, err);
}

/* The sieve, a cell a unit; the rows, x + 1 units for row x; the answer. */
static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  int r = kit_sieve_run(job, &s->sieve, next_won, R_LOST, &budget, err);
  if (r <= 0) return r;
  while (budget > 0 && s->table.next <= s->table.last) {
    uint64_t cost = (uint64_t)s->table.next + 1;
    if (row_step(job->trace, &s->table, err) != 0) return -1;
    job->done += cost;
    budget = budget > cost ? budget - cost : 0;
  }
  if (budget == 0 || s->table.next <= s->table.last) return 0;
  if (answer_step(job->trace, &s->table, err) != 0) return -1;
  gr_job_done(job);
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, table_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int ks_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1], lo = a < b ? a : b;
  uint32_t n = kit_grid_size(a, b);
  if (table_job(p, &trace_ops, sizeof(trace_state), (uint64_t)n * n + 1, job, err) == NULL) return -1;
  trace_state *s = (*job)->state;
  s->sieve = (kit_sieve){.view = V_GRID, .n = n};
  gr_trace *t = gr_trace_new((size_t)n * n + (size_t)lo + 2, ks_rules, R_COUNT, explain, err);
  if (t) gr_trace_use_texts(t, T);
  if (t == NULL || gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "piles", KS_V_PILES, 1, 2, 1, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_MATRIX, "grid", KS_V_GRID, n, n, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "p", KS_V_P, 1, (uint32_t)lo + 1, 0, err) < 0 ||
      gr_trace_add_view_text(t, GR_VIEW_BOARD, "first_player_wins", KS_V_ANSWER, 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  (*job)->trace = t;
  t->views[V_GRID].value_kind = GR_VALUE_OUTCOME;
  t->views[V_ANSWER].value_kind = GR_VALUE_OUTCOME;
  gr_trace_set_words(t, V_PILES, &kstake_texts, KS_W_PILES, false);
  gr_trace_set_words(t, V_GRID, &kstake_texts, KS_W_GRID, false);
  gr_trace_set_words(t, V_PARTNER, &kstake_texts, KS_W_P, false);
  t->views[V_PILES].values[0] = a;
  t->views[V_PILES].values[1] = b;
  return 0;
}

/* The row steps: found (value == col: on the diagonal), or the mirror of an earlier row. */
static void explain_row(uint8_t rule, uint32_t col, uint64_t value, size_t nreads, gr_lang lang, gr_buf *out) {
  if (rule == R_MIRROR) {
    gr_say(out, T, lang, KS_EX_MIRROR, GR_U(col), GR_U(value));
  } else if (value == col) {
    gr_say(out, T, lang, KS_EX_ROW_SELF, GR_U(col));
  } else {
    gr_say(out, T, lang, KS_EX_ROW, GR_U(col), GR_U(value));
    if (nreads) gr_say(out, T, lang, KS_EX_ROW_WINDOW, GR_U(col - 1));
  }
}

/* The answer: p(min(a, b)) against max(a, b), and the winning moves (at most 8 shown). */
static void explain_answer(const gr_trace *t, uint64_t value, gr_lang lang, gr_buf *out) {
  uint64_t a = t->views[V_PILES].values[0], b = t->views[V_PILES].values[1];
  uint64_t lo = a < b ? a : b, hi = a < b ? b : a;
  const gr_view *pv = &t->views[V_PARTNER];
  bool known = pv->written_at[lo] != GR_NONE;
  if (known)
    gr_say(out, T, lang, KS_EX_P, GR_U(lo), GR_U(pv->values[lo]));
  else
    gr_say(out, T, lang, KS_EX_NO_ROW, GR_U(lo), GR_U(hi));
  if (value == 0) {
    gr_say(out, T, lang, KS_EX_LOST_ANSWER, GR_U(a), GR_U(b));
    return;
  }
  if (known) gr_say(out, T, lang, KS_EX_NOT_MAX);
  gr_say(out, T, lang, KS_EX_WON_ANSWER, GR_U(a), GR_U(b));
  /* the lost positions below, from the p view (rows 0 .. lo are all written where they exist) */
  gr_pos from = {.len = 2, .v = t->views[V_PILES].values};
  size_t shown = 0, total = 0;
  for (uint32_t x = 0; x <= lo; x++) {
    if (pv->written_at[x] == GR_NONE) continue;
    uint64_t y = pv->values[x];
    if (y > hi || (x == lo && y == hi)) continue;
    uint64_t dx = lo - x, dy = hi - y;
    if (!((dx && dy % dx == 0) || (dy && dx % dy == 0))) continue;
    total++;
    if (shown < 8) {
      uint64_t to_v[2] = {a <= b ? x : y, a <= b ? y : x};
      gr_pos to = {.len = 2, .v = to_v};
      gr_buf_puts(out, shown ? "; " : " ");
      ks_describe_move(&from, &to, lang, out);
      shown++;
    }
  }
  if (total > shown) gr_say(out, T, lang, KS_EX_MORE, GR_U(total - shown));
  gr_say(out, &kit_texts, lang, KIT_WFK_PERIOD);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step s = kit_step_at(t, step);
  switch (s.rule) {
  case R_LOST:
    gr_say(out, T, lang, KS_EX_LOST, GR_U(s.row), GR_U(s.col));
    return;
  case R_TAKE_1:
  case R_TAKE_2: {
    int view;
    uint32_t ci, cj;
    gr_trace_locate(t, s.reads[0], &view, &ci, &cj);
    uint32_t k = s.rule == R_TAKE_1 ? s.row - ci : s.col - cj, sk = s.rule == R_TAKE_1 ? s.col - cj : s.row - ci;
    unsigned pile = s.rule == R_TAKE_1 ? 1 : 2;
    gr_say(out, T, lang, KS_EX_TAKE, GR_U(s.row), GR_U(s.col), GR_U(k), GR_U(pile), GR_U(sk / k), GR_U(sk),
           GR_U(3 - pile), GR_U(ci), GR_U(cj));
    return;
  }
  case R_ROW:
  case R_MIRROR:
    explain_row(s.rule, s.col, s.value, s.nreads, lang, out);
    return;
  default:
    explain_answer(t, s.value, lang, out);
  }
}

/* ---- small positions and the guided tour ------------------------------------ */

static int ks_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  return kit_pair_enumerate(gr_game_kstake.referee_max_value, visit, ctx);
}

const gr_game gr_game_kstake = {
    .id = "kstake", .texts = T, .example = "5 7",
    KIT_PAIR_GAME_FIELDS,
    .referee_max_value = 40,
    KIT_PAIR_GAME_FUNCTIONS(ks),
    KIT_LESSON(kstake_lesson),
};
