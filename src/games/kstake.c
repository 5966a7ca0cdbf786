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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    return gr_error_set(err, GR_ELIMIT, "internal: a kstake table of %u rows and %u columns", last + 1, cap + 1);
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
  return gr_error_set(err, GR_ENOMEM, "out of memory for a table of %u rows", last + 1);
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

static int ks_parse(const char *text, gr_pos *out, gr_error *err) {
  if (gr_parse_u64_list(text, "pile", SIZE_MAX, out, err) != 0) return -1; /* counted below */
  if (out->len != 2) {
    size_t got = out->len;
    gr_pos_free(out);
    return gr_error_set(err, GR_ESYNTAX, "this game has two piles, written 'a b' (e.g. 2 3); %zu value%s given", got,
                        got == 1 ? " was" : "s were");
  }
  for (size_t i = 0; i < 2; i++)
    if (out->v[i] > KSTAKE_MAX_PILE) {
      unsigned long long v = (unsigned long long)out->v[i];
      gr_pos_free(out);
      return gr_error_set(err, GR_ELIMIT,
                          "pile %zu = %llu is past %u: the theory is a table of the lost positions, built up to %u x %u",
                          i + 1, v, KSTAKE_MAX_PILE, KSTAKE_MAX_PILE, KSTAKE_MAX_PILE);
    }
  return 0;
}

static void ks_format(const gr_pos *p, gr_buf *out) {
  gr_buf_u64(out, p->v[0]);
  gr_buf_putc(out, ' ');
  gr_buf_u64(out, p->v[1]);
}

static bool ks_is_terminal(const gr_pos *p) { return p->v[0] == 0 && p->v[1] == 0; }

static int make(uint64_t a, uint64_t b, gr_pos *out, gr_error *err) { return gr_pos_set(out, (uint64_t[]){a, b}, 2, err); }

static int push(gr_pos_list *l, uint64_t a, uint64_t b, gr_error *err) {
  return gr_pos_list_push_values(l, (uint64_t[]){a, b}, 2, err);
}

/* (a - k, b - s k) for k = 1..a, s = 0..b/k; (a - s k, b - k) for k = 1..b,
 * s = 0..a/k except s = 1, which the first family already lists (the only
 * position both reach: k1 = s2 k2 and s1 k1 = k2 force s1 = s2 = 1). */
static int ks_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1], count = 0;
  for (uint64_t k = 1; k <= a; k++) count += b / k + 1;
  for (uint64_t k = 1; k <= b; k++) count += a / k + (a >= k ? 0 : 1);
  if (count > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)count, max_moves);
  for (uint64_t k = 1; k <= a; k++)
    for (uint64_t s = 0; s * k <= b; s++)
      if (push(out, a - k, b - s * k, err) != 0) return -1;
  for (uint64_t k = 1; k <= b; k++)
    for (uint64_t s = 0; s * k <= a; s++)
      if (s != 1 && push(out, a - s * k, b - k, err) != 0) return -1;
  return 0;
}

/* Losing, the computer takes one stone from the larger pile (k = 1, s = 0):
 * every move loses against perfect play, and this one keeps the most
 * stones in play, so the game can last longest. */
static int ks_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1];
  if (a == 0 && b == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  return a >= b ? make(a - 1, b, out, err) : make(a, b - 1, out, err);
}

/* A move as (pile, k, s): k from `pile`, s*k from the other. */
static void move_parts(const gr_pos *from, const gr_pos *to, int *pile, uint64_t *k, uint64_t *s) {
  uint64_t da = from->v[0] - to->v[0], db = from->v[1] - to->v[1];
  if (da > 0 && db % da == 0) {
    *pile = 1, *k = da, *s = db / da;
  } else {
    *pile = 2, *k = db, *s = db ? da / db : 0;
  }
}

static void ks_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  int pile;
  uint64_t k, s;
  move_parts(from, to, &pile, &k, &s);
  unsigned long long K = (unsigned long long)k, S = (unsigned long long)s;
  if (lang == GR_ZH) {
    gr_buf_printf(out, "从第 %d 堆取 %llu 颗", pile, K);
    if (s) gr_buf_printf(out, ",从第 %d 堆取 %llu × %llu = %llu 颗", 3 - pile, S, K, S * K);
    gr_buf_printf(out, "(%llu, %llu → %llu, %llu)", (unsigned long long)from->v[0], (unsigned long long)from->v[1],
                  (unsigned long long)to->v[0], (unsigned long long)to->v[1]);
  } else {
    gr_buf_printf(out, "take %llu from pile %d", K, pile);
    if (s) gr_buf_printf(out, " and %llu x %llu = %llu from pile %d", S, K, S * K, 3 - pile);
    gr_buf_printf(out, " (%llu, %llu -> %llu, %llu)", (unsigned long long)from->v[0], (unsigned long long)from->v[1],
                  (unsigned long long)to->v[0], (unsigned long long)to->v[1]);
  }
}

static void ks_board(const gr_pos *p, gr_json *j) {
  char digits[24];
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  for (size_t i = 0; i < 2; i++) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)p->v[i]);
    gr_json_string(j, digits);
  }
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = 0; i < 2; i++) gr_json_bool(j, p->v[i] > 0);
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "take");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "pile");
  gr_json_string(j, "k");
  gr_json_string(j, "s");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
}

/* "take PILE K S": K stones from pile PILE (1 or 2) and S*K from the other. */
static int ks_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  static const char usage[] =
      "a move is written 'take PILE K S': K stones from pile PILE and S x K from the other (e.g. take 1 2 3)";
  uint64_t a = p->v[0], b = p->v[1];
  if (a == 0 && b == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "take", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "%s", usage);
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "number", 3, &args, err) != 0) return -1;
  if (args.len != 3) {
    gr_pos_free(&args);
    return gr_error_set(err, GR_ESYNTAX, "%s", usage);
  }
  uint64_t pile = args.v[0], k = args.v[1], s = args.v[2];
  gr_pos_free(&args);
  if (pile != 1 && pile != 2) return gr_error_set(err, GR_ERANGE, "there are piles 1 and 2, not %llu", (unsigned long long)pile);
  uint64_t mine = pile == 1 ? a : b, other = pile == 1 ? b : a;
  if (k == 0) return gr_error_set(err, GR_ERANGE, "K must be at least 1");
  if (k > mine)
    return gr_error_set(err, GR_ERANGE, "pile %llu holds %llu stones: K is at most %llu", (unsigned long long)pile,
                        (unsigned long long)mine, (unsigned long long)mine);
  if ((unsigned __int128)s * k > other)
    return gr_error_set(err, GR_ERANGE, "S x K = %llu x %llu is more than pile %llu holds (%llu)", (unsigned long long)s,
                        (unsigned long long)k, (unsigned long long)(3 - pile), (unsigned long long)other);
  return pile == 1 ? make(a - k, b - s * k, out, err) : make(a - s * k, b - k, out, err);
}

/* The inverse of ks_play: "take PILE K S" for a successor.  Pile 1 is named
 * when its decrease divides the other's (so s = 0 moves from pile 1 name
 * pile 1), which is what move_parts describes. */
static int ks_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len != 2 || to->len != 2 || to->v[0] > from->v[0] || to->v[1] > from->v[1])
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint64_t da = from->v[0] - to->v[0], db = from->v[1] - to->v[1];
  if (da > 0 && db % da == 0)
    gr_buf_printf(out, "take 1 %llu %llu", (unsigned long long)da, (unsigned long long)(db / da));
  else if (db > 0 && da % db == 0)
    gr_buf_printf(out, "take 2 %llu %llu", (unsigned long long)db, (unsigned long long)(da / db));
  else
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  return 0;
}

/* ---- the verdict ----------------------------------------------------------- */

typedef struct verdict_state {
  uint64_t a, b;
  kstake_table table;
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
      if (push(out, swap ? y : x, swap ? x : y, err) != 0) return -1;
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
  job->analysis.winner = lost ? GR_WINNER_SECOND : GR_WINNER_FIRST;
  job->analysis.has_grundy = lost; /* 0 for a lost position; the theory gives no other value */
  job->analysis.grundy = 0;
  if (!lost && winning_moves(&s->table, s->a, s->b, &job->analysis.winning_moves, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static void verdict_destroy(gr_job *job) {
  verdict_state *s = job->state;
  if (s == NULL) return;
  kstake_table_free(&s->table);
  free(s);
  job->state = NULL;
}

static const gr_job_ops verdict_ops = {verdict_advance, verdict_destroy};

static int check_limits(const gr_pos *p, gr_error *err) {
  for (size_t i = 0; i < 2; i++)
    if (p->v[i] > KSTAKE_MAX_PILE)
      return gr_error_set(err, GR_ELIMIT, "pile %zu = %llu is past %u: the table of lost positions goes up to %u x %u", i + 1,
                          (unsigned long long)p->v[i], KSTAKE_MAX_PILE, KSTAKE_MAX_PILE, KSTAKE_MAX_PILE);
  return 0;
}

static int ks_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_limits(p, err) != 0) return -1;
  verdict_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->a = p->v[0];
  s->b = p->v[1];
  uint32_t lo = (uint32_t)(s->a < s->b ? s->a : s->b), hi = (uint32_t)(s->a < s->b ? s->b : s->a);
  if (kstake_table_init(&s->table, lo, hi, err) != 0) {
    free(s);
    return -1;
  }
  *job = gr_job_new(&verdict_ops, s, kstake_table_units(lo) + 1, err);
  return *job ? 0 : -1;
}

/* ---- the trace: the sieve on a grid, then the rows of the table ------------ */

enum { R_LOST, R_TAKE_1, R_TAKE_2, R_ROW, R_MIRROR, R_ANSWER, R_COUNT };

static const gr_rule ks_rules[R_COUNT] = {
    [R_LOST] = {{"Lost", "必败"},
                {"no lost position is one move away: the mover loses", "一步之内到不了必败局面:先手必败"},
                {NULL, NULL, NULL}},
    [R_TAKE_1] = {{"k from pile 1", "第 1 堆取 k"},
                  {"(x + k, y + s k) -> (x, y): k from pile 1, s k from pile 2; won", "(x + k, y + sk) → (x, y):第 1 堆取 k,第 2 堆取 sk;必胜"},
                  {"lost", NULL, NULL}},
    [R_TAKE_2] = {{"k from pile 2", "第 2 堆取 k"},
                  {"(x + s k, y + k) -> (x, y): k from pile 2, s k from pile 1; won", "(x + sk, y + k) → (x, y):第 2 堆取 k,第 1 堆取 sk;必胜"},
                  {"lost", NULL, NULL}},
    [R_ROW] = {{"Row's lost position", "本行的必败局面"},
               {"p(x) = the smallest y >= x that no earlier lost (x', p(x')) defeats (x - x' | y - p(x') or y - p(x') | x - x')",
                "p(x) = 不被此前任何必败局面 (x', p(x')) 击败(x − x' 整除 y − p(x'),或 y − p(x') 整除 x − x')的最小 y ≥ x"},
               {"p(x-1)", NULL, NULL}},
    [R_MIRROR] = {{"Mirror", "对称"},
                  {"(x, y) is lost iff (y, x) is: p(x) = y when p(y) = x", "(x, y) 必败当且仅当 (y, x) 必败:p(y) = x 时 p(x) = y"},
                  {"p(y)", NULL, NULL}},
    [R_ANSWER] = {{"Answer", "结论"},
                  {"(a, b) is lost iff p(min(a, b)) = max(a, b)", "(a, b) 必败当且仅当 p(min(a, b)) = max(a, b)"},
                  {"a", "b", "p(min)"}},
};

enum { V_PILES, V_GRID, V_PARTNER, V_ANSWER };

typedef struct trace_state {
  uint32_t grid, cell;
  bool marking;
  uint32_t ci, cj, fam, k, s; /* the lost cell being marked from, and where the marking is */
  int phase;                  /* 0 grid, 1 rows, 2 answer, 3 done */
  kstake_table table;
} trace_state;

static bool unwritten(const gr_trace *t, uint32_t i, uint32_t j) {
  const gr_view *g = &t->views[V_GRID];
  return g->written_at[i * g->cols + j] == GR_NONE;
}

/* One step of the grid sieve; 1 when it is over (nothing written). */
static int sieve_step(gr_trace *t, trace_state *s, gr_error *err) {
  uint32_t n = s->grid;
  for (;;) {
    while (s->marking && s->fam < 2) {
      /* family 0: (ci + k, cj + s k); family 1: (ci + s k, cj + k); k >= 1, s >= 0 */
      uint64_t i = s->fam == 0 ? (uint64_t)s->ci + s->k : (uint64_t)s->ci + (uint64_t)s->s * s->k;
      uint64_t j = s->fam == 0 ? (uint64_t)s->cj + (uint64_t)s->s * s->k : (uint64_t)s->cj + s->k;
      bool k_out = s->fam == 0 ? s->ci + s->k >= n : s->cj + s->k >= n;
      if (k_out) {
        s->fam++;
        s->k = 1;
        s->s = 0;
        continue;
      }
      if (i >= n || j >= n) { /* s too large for this k */
        s->k++;
        s->s = 0;
        continue;
      }
      s->s++;
      if (unwritten(t, (uint32_t)i, (uint32_t)j)) {
        uint32_t read = gr_trace_cell_id(t, V_GRID, s->ci, s->cj);
        return gr_trace_write(t, V_GRID, (uint32_t)i, (uint32_t)j, 1, s->fam == 0 ? R_TAKE_1 : R_TAKE_2, &read, 1, err);
      }
    }
    s->marking = false;
    if (s->cell == n * n) return 1;
    uint32_t i = s->cell / n, j = s->cell % n;
    s->cell++;
    if (unwritten(t, i, j)) {
      s->marking = true;
      s->ci = i;
      s->cj = j;
      s->fam = 0;
      s->k = 1;
      s->s = 0;
      return gr_trace_write(t, V_GRID, i, j, 0, R_LOST, NULL, 0, err);
    }
  }
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  while (budget > 0 && s->phase < 3) {
    if (s->phase == 0) {
      int r = sieve_step(t, s, err);
      if (r < 0) return -1;
      if (r == 1) {
        s->phase = 1;
        continue;
      }
      job->done++;
      budget--;
    } else if (s->phase == 1) {
      kstake_table *tab = &s->table;
      if (tab->next > tab->last) {
        s->phase = 2;
        continue;
      }
      uint32_t x = tab->next;
      uint32_t y = kstake_table_row(tab);
      uint64_t cost = (uint64_t)x + 1;
      job->done += cost;
      budget = budget > cost ? budget - cost : 0;
      if (y == KSTAKE_NONE) continue;
      if (y < x) {
        uint32_t read = gr_trace_cell_id(t, V_PARTNER, 0, y);
        if (gr_trace_write(t, V_PARTNER, 0, x, y, R_MIRROR, &read, 1, err) != 0) return -1;
      } else {
        bool prev = x > 0 && tab->partner[x - 1] != KSTAKE_NONE;
        uint32_t read = prev ? gr_trace_cell_id(t, V_PARTNER, 0, x - 1) : GR_NONE;
        if (gr_trace_write(t, V_PARTNER, 0, x, y, R_ROW, &read, prev ? 1 : 0, err) != 0) return -1;
      }
    } else {
      uint64_t a = t->views[V_PILES].values[0], b = t->views[V_PILES].values[1];
      uint32_t lo = (uint32_t)(a < b ? a : b);
      uint32_t reads[3] = {gr_trace_cell_id(t, V_PILES, 0, 0), gr_trace_cell_id(t, V_PILES, 0, 1),
                           gr_trace_cell_id(t, V_PARTNER, 0, lo)};
      bool known = t->views[V_PARTNER].written_at[lo] != GR_NONE;
      if (gr_trace_write(t, V_ANSWER, 0, 0, !kstake_table_lost(&s->table, (uint32_t)a, (uint32_t)b), R_ANSWER, reads,
                         known ? 3 : 2, err) != 0)
        return -1;
      job->done++;
      budget--;
      s->phase = 3;
    }
  }
  if (s->phase == 3) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  if (s == NULL) return;
  kstake_table_free(&s->table);
  free(s);
  job->state = NULL;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

#define KSTAKE_GRID_MIN 10
#define KSTAKE_GRID_MAX 64

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int ks_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_limits(p, err) != 0) return -1;
  uint64_t a = p->v[0], b = p->v[1], hi = a > b ? a : b, lo = a < b ? a : b;
  uint32_t n = hi >= KSTAKE_GRID_MAX ? KSTAKE_GRID_MAX : (uint32_t)hi + 1;
  if (n < KSTAKE_GRID_MIN) n = KSTAKE_GRID_MIN;
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->grid = n;
  if (kstake_table_init(&s->table, (uint32_t)lo, (uint32_t)hi, err) != 0) {
    free(s);
    return -1;
  }
  size_t steps = (size_t)n * n + (size_t)lo + 2;
  gr_trace *t = gr_trace_new(steps, ks_rules, R_COUNT, explain, err);
  if (t == NULL ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "piles", "piles a, b", "两堆 a, b", 1, 2, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_MATRIX, "grid", "lost (0) and won (1) positions: (pile 1, pile 2)",
                        "必败 (0) 与必胜 (1) 局面:(第 1 堆, 第 2 堆)", n, n, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "p", "p(x): the lost position (x, p(x)) of row x",
                        "p(x):第 x 行唯一的必败局面 (x, p(x))", 1, (uint32_t)lo + 1, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, 1, err) < 0) {
    gr_trace_free(t);
    kstake_table_free(&s->table);
    free(s);
    return -1;
  }
  t->views[V_GRID].value_kind = GR_VALUE_OUTCOME;
  t->views[V_ANSWER].value_kind = GR_VALUE_OUTCOME;
  t->views[V_PILES].values[0] = a;
  t->views[V_PILES].values[1] = b;
  *job = gr_job_new(&trace_ops, s, (uint64_t)n * n + kstake_table_units((uint32_t)lo) + 1, err);
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
  int view;
  uint32_t row, col;
  gr_trace_locate(t, t->step_cell[step], &view, &row, &col);
  uint64_t value = gr_trace_value(t, t->step_cell[step]);
  switch (rule) {
  case R_LOST:
    gr_buf_printf(out, zh ? "grid(%u, %u):此前没有必败局面能一步到达它:必败(先手输)。"
                          : "grid(%u, %u): no lost position found so far is one move away: lost (the mover loses).",
                  row, col);
    return;
  case R_TAKE_1:
  case R_TAKE_2: {
    int v2;
    uint32_t ci, cj;
    gr_trace_locate(t, reads[0], &v2, &ci, &cj);
    uint32_t k = rule == R_TAKE_1 ? row - ci : col - cj, sk = rule == R_TAKE_1 ? col - cj : row - ci;
    int pile = rule == R_TAKE_1 ? 1 : 2;
    if (zh)
      gr_buf_printf(out, "grid(%u, %u):从第 %d 堆取 k = %u,从第 %d 堆取 s·k = %u × %u = %u,到达必败局面 (%u, %u):必胜。", row, col,
                    pile, k, 3 - pile, sk / k, k, sk, ci, cj);
    else
      gr_buf_printf(out, "grid(%u, %u): take k = %u from pile %d and s k = %u x %u = %u from pile %d to reach the lost "
                    "position (%u, %u): won.",
                    row, col, k, pile, sk / k, k, sk, 3 - pile, ci, cj);
    return;
  }
  case R_ROW:
    if (value == col) {
      gr_buf_printf(out, zh ? "第 %u 行:此前没有必败局面能一步到达 (%u, %u):它必败,p(%u) = %u。"
                            : "Row %u: no earlier lost position is one move from (%u, %u): it is lost, p(%u) = %u.",
                    col, col, col, col, col);
      return;
    }
    if (zh) {
      gr_buf_printf(out, "第 %u 行:从列 %u 到列 %llu 之前,每一列都被此前某个必败局面一步击败(一堆取 k、另一堆取 s·k),列 %llu 没有:"
                    "(%u, %llu) 与 (%llu, %u) 都必败,p(%u) = %llu。",
                    col, col, (unsigned long long)value, (unsigned long long)value, col, (unsigned long long)value,
                    (unsigned long long)value, col, col, (unsigned long long)value);
      if (nreads) gr_buf_printf(out, "(p(%u) 之后的列都被 (%u, p(%u)) 击败,只需查看它之前。)", col - 1, col - 1, col - 1);
    } else {
      gr_buf_printf(out, "Row %u: every column from %u to below %llu is defeated by an earlier lost position (k from one pile, "
                    "s k from the other); column %llu is not: (%u, %llu) and (%llu, %u) are lost, p(%u) = %llu.",
                    col, col, (unsigned long long)value, (unsigned long long)value, col, (unsigned long long)value,
                    (unsigned long long)value, col, col, (unsigned long long)value);
      if (nreads) gr_buf_printf(out, " (Columns from p(%u) on are defeated by (%u, p(%u)), so only those before it are looked at.)",
                                col - 1, col - 1, col - 1);
    }
    return;
  case R_MIRROR:
    gr_buf_printf(out, zh ? "第 %u 行:(%llu, %u) 在第 %llu 行已确定为必败,由对称 (%u, %llu) 也必败:p(%u) = %llu。"
                          : "Row %u: (%llu, %u) was found lost in row %llu, so its mirror (%u, %llu) is lost: p(%u) = %llu.",
                  col, (unsigned long long)value, col, (unsigned long long)value, col, (unsigned long long)value, col,
                  (unsigned long long)value);
    return;
  default:
    break;
  }
  uint64_t a = t->views[V_PILES].values[0], b = t->views[V_PILES].values[1];
  uint64_t lo = a < b ? a : b, hi = a < b ? b : a;
  const gr_view *pv = &t->views[V_PARTNER];
  bool known = pv->written_at[lo] != GR_NONE;
  uint64_t plo = pv->values[lo];
  if (known)
    gr_buf_printf(out, "p(%llu) = %llu", (unsigned long long)lo, (unsigned long long)plo);
  else
    gr_buf_printf(out, zh ? "第 %llu 行在 %llu 以内没有必败局面" : "row %llu has no lost position up to %llu", (unsigned long long)lo,
                  (unsigned long long)hi);
  if (value == 0) {
    gr_buf_printf(out, zh ? " = max(a, b):(%llu, %llu) 必败,先手输。" : " = max(a, b): (%llu, %llu) is lost; the first player loses.",
                  (unsigned long long)a, (unsigned long long)b);
    return;
  }
  gr_buf_printf(out, zh ? "%s:(%llu, %llu) 必胜。必胜着法(走到下方的必败局面):" : "%s: (%llu, %llu) is won. Winning moves (to a lost position below):",
                known ? (zh ? " ≠ max(a, b)" : " != max(a, b)") : "", (unsigned long long)a, (unsigned long long)b);
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
  if (total > shown) gr_buf_printf(out, zh ? ";另有 %zu 种" : "; and %zu more", total - shown);
  gr_buf_puts(out, zh ? "。" : ".");
}

/* ---- small positions -------------------------------------------------------- */

static int ks_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[2], max = gr_game_kstake.referee_max_value;
  gr_pos p = {.len = 2, .v = v};
  for (v[0] = 0; v[0] <= max; v[0]++)
    for (v[1] = 0; v[1] <= max; v[1]++) {
      int rc = visit(&p, ctx);
      if (rc) return rc;
    }
  return 0;
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop ks_lesson[] = {
    {{"The rules", "规则"},
     {"Two piles: 5 and 7. A move takes k >= 1 stones from one pile and s x k stones (s >= 0) from the other: "
      "k = 2 from pile 1 and 3 x 2 = 6 from pile 2 leaves 3 1, and s = 0 is a take from one pile alone. "
      "Whoever cannot move loses. Who wins 5 7?",
      "两堆石子：5 颗和 7 颗。每次从一堆取 k 颗（k ≥ 1），同时从另一堆取 s·k 颗（s ≥ 0）：例如第 1 堆取 k = 2 "
      "颗、第 2 堆取 3 × 2 = 6 颗，剩下 3 1；s = 0 就是只从一堆取。无法操作者输。5 7 谁会赢？"},
     "5 7", -2},
    {{"Sieving the grid", "在网格上筛"},
     {"The trace sieves the grid as in Wythoff's game: from each lost cell it marks every cell one move above "
      "it as won. Step 56: the only lost cell so far, (0, 0), is not one move from (2, 3), so (2, 3) is lost. "
      "By hand: 2 3 can reach 1 3, 1 2, 1 1, 1 0, 0 3, 0 2, 0 1, 2 2, 2 1 and 2 0, and each of those empties "
      "both piles in one move.",
      "追踪像威佐夫博弈那样在网格上筛：从每个必败格出发，把一步能到达它的格子都标为必胜。第 56 步：此前唯一的必"
      "败格 (0, 0) 不能从 (2, 3) 一步到达，所以 (2, 3) 必败。手算验证：2 3 能走到 1 3、1 2、1 1、1 0、0 3、0 "
      "2、0 1、2 2、2 1、2 0，而其中每一个都能一步取光两堆。"},
     "2 3", 56},
    {{"The key idea: one per row", "关键想法：每行至多一个"},
     {"Each row of the table holds at most one lost position: if (x, y) is lost, every (x, y') with y' > y "
      "reaches it by a take from pile 2 alone. And (a, b) reaches (x, y) exactly when a - x >= 1 divides b - "
      "y, or b - y >= 1 divides a - x. So p(a), the lost column of row a, is the smallest b >= a from which no "
      "earlier lost position can be reached. Step 103: in row 5 the columns 5 and 6 are beaten, column 7 is "
      "not, so p(5) = 7.",
      "表的每一行至多有一个必败局面：若 (x, y) 必败，同一行中任何 (x, y')（y' > y）只从第 2 堆取就能到达它。而 "
      "(a, b) 能一步到达 (x, y)，当且仅当 a − x ≥ 1 整除 b − y，或 b − y ≥ 1 整除 a − x。所以第 a 行的必败列 "
      "p(a) 是此前任何必败局面都无法由它到达的最小 b ≥ a。第 103 步：第 5 行的第 5、6 列被击败，第 7 列没有，所"
      "以 p(5) = 7。"},
     "5 7", 103},
    {{"The theorem: a table", "定理：一张表"},
     {"(a, b) is lost exactly when p(min(a, b)) = max(a, b), and (x, y) is lost exactly when (y, x) is. With a "
      "<= b the lost positions begin (0, 0), (2, 3), (5, 7), (9, 12), (11, 15), (14, 20), (17, 22), (19, 33); "
      "no closed form has been found, so the table is built row by row, about n^2 work. Row 1 has none: from "
      "(1, y) take k = 1 and s = y. Here p(9) = 12, so 9 12 is lost.",
      "(a, b) 必败当且仅当 p(min(a, b)) = max(a, b)，且 (x, y) 必败当且仅当 (y, x) 必败。a ≤ b 的必败局面依次为"
      " (0, 0)、(2, 3)、(5, 7)、(9, 12)、(11, 15)、(14, 20)、(17, 22)、(19, 33)……目前没有找到通项公式，所以逐行"
      "建表，总工作量约 n²。第 1 行没有必败局面：从 (1, y) 取 k = 1、s = y 即可。这里 p(9) = 12，所以 9 12 先手"
      "必败。"},
     "9 12", -1},
    {{"Your turn", "轮到你"},
     {"8 13 is a first-player win: one move reaches a lost position from the list, in two different ways. Find "
      "one, then keep moving to lost positions and beat the computer.",
      "8 13 先手必胜：一步可以走到上面列出的必败局面，共有两种走法。找出其中一种，之后每步都走到必败局面，战胜"
      "电脑。"},
     "8 13", -2},
};

const gr_game gr_game_kstake = {
    .id = "kstake",
    .title = {"Take k and s*k (Nowcoder 2021 1A)", "一堆取 k、另一堆取 s·k(2021 牛客多校 1A)"},
    .rules = {"Two piles of stones. A move takes k >= 1 stones from one pile and s*k stones (s >= 0) from the other. "
              "Whoever cannot move loses.",
              "两堆石子。每次从一堆取 k 颗(k ≥ 1),同时从另一堆取 s·k 颗(s ≥ 0)。无法操作者输。"},
    .syntax = {"The two pile sizes, 0 .. 30000: 2 3", "两堆的石子数(0 到 30000):2 3"},
    .example = "5 7",
    .theory = {"Each row x of the table holds at most one lost position (x, p(x)), and (x, y) is lost iff (y, x) is. "
               "(a, b) reaches (x, y) iff a - x divides b - y or b - y divides a - x, so p(a) is the smallest column "
               "b >= a that no earlier lost position defeats. The rows are built in turn, about n^2 work in all.",
               "表的每一行 x 至多有一个必败局面 (x, p(x)),且 (x, y) 必败当且仅当 (y, x) 必败。(a, b) 能一步到 (x, y) 当且仅当 "
               "a − x 整除 b − y 或 b − y 整除 a − x,所以 p(a) 是不被此前任何必败局面击败的最小列 b ≥ a。逐行求出,总工作量约 n²。"},
    .max_len_solve = 2,
    .max_len_trace = 2,
    .referee_max_len = 2,
    .referee_max_value = 40,
    .parse = ks_parse,
    .format = ks_format,
    .moves = ks_moves,
    .is_terminal = ks_is_terminal,
    .solve_start = ks_solve_start,
    .trace_start = ks_trace_start,
    .stall_move = ks_stall_move,
    .describe_move = ks_describe_move,
    .board = ks_board,
    .play = ks_play,
    .action = ks_action,
    .enumerate_small = ks_enumerate_small,
    .play_syntax = {"take PILE K S: K from pile PILE (1 or 2), S x K from the other", "take 堆号 K S:该堆取 K 颗,另一堆取 S×K 颗"},
    .lesson = ks_lesson,
    .lesson_len = sizeof ks_lesson / sizeof ks_lesson[0],
};
