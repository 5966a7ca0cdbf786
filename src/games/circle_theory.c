/*
 * circle_theory.c — the theory of coins on a circle (see circle.c for the
 * rules and positions): the whole circle's closed form, the Grundy table of
 * a row, and the verdict job that lists the winning moves.
 *
 * Theory of the whole circle (seed 001, checked by the referee):
 *   - n <= k: the first player takes everything and wins;
 *   - k = 1: coins go one by one; the first player wins iff n is odd;
 *   - otherwise the second player wins: whatever the first move leaves (one
 *     row of r coins), the reply takes the middle coin (r odd) or the
 *     middle two (r even), or all of it when r <= k, and then copies every
 *     move on the mirror image.
 * Its Grundy value is n, n mod 2 and 0 in the three cases (the options of a
 * whole circle are single rows, whose values follow).
 *
 * Theory of the arcs: a row of L coins is the octal game 0.77...7 (k
 * sevens); the position is the sum of its rows, so its value is the XOR of
 * the rows' Grundy values G(L) (Sprague-Grundy).  G(L) = L when L <= k
 * (the options are all splits a + b < L and a xor b <= a + b < L).  For
 * L > k there is no closed form in general (for k = 3 the values look
 * random up to 20,000 at least), so G is computed by mex over the options
 * G(a) xor G(b), L - k <= a + b <= L - 1, with a sliding window of option
 * counts: O(T^2) for T rows whatever k is.  Up to CIRCLE_TABLE rows are
 * computed; a longer row is solved only when the table proves a period by
 * the octal-game periodicity theorem (G(n + p) = G(n) for e <= n <= 2e + p
 * + k implies it for all n >= e).  Among k <= 1200 (all checked) this
 * happens within the table exactly for k = 1, 2 (Kayles, period 12 from
 * 71), 4 (24 from 142), 6, 8, 12, 16, 24, 32, 48, 64, 96, 192 and 384;
 * rows of other k longer than the table (k = 3: the values look random up
 * to 20,000) are refused with GR_ELIMIT.
 *
 * Winning moves are the moves to value 0.  A move changes one arc L into
 * (a, b) with L - k <= a + b <= L - 1; it wins iff G(a) xor G(b) equals
 * X xor G(L).  When the candidates are at most CIRCLE_SCAN_MAX they are all
 * examined (listing at most CIRCLE_MAX_LISTED, winning_moves_cut past
 * that); otherwise solve lists the mirror moves and one move found by the
 * Nim argument (an arc with X xor G(L) < G(L): for L <= k keep X xor G(L)
 * coins at one end; in the table, the first option with that value; in the
 * periodic part, an option with min(a, b) < e + p, which exists since
 * (a, b) -> (a - p, b + p) keeps both values) and sets winning_moves_cut.
 * Mirror moves come first: moves after which the arcs read the same
 * backwards from some gap, i.e. the second player's symmetric reply and
 * every later copy, found by trying each arc and axis (for up to 64 arcs).
 */
#include "circle.h"

#include "algo/posset.h"
#include "algo/rowgrundy.h"
#include "kit/kit.h"
#include "kit/kit_say.h"
#include "text/circle_text.h"

#include <stdlib.h>
#include <string.h>

#define T (&circle_texts)

/* ---- the whole circle ---------------------------------------------- */

bool circle_first_wins(uint64_t n, uint64_t k) { return n <= k || (k == 1 && n % 2 == 1); }

static uint64_t whole_grundy(uint64_t n, uint64_t k) {
  if (n <= k) return n;
  if (k == 1) return n % 2;
  return 0;
}

/* ---- the Grundy table of a row (src/algo/rowgrundy.c) ----------------- */

/* rowg_extend with its failure said: a value past the table's range. */
static int extend(rowg *r, size_t target, uint64_t *budget, gr_error *err) {
  int rc = rowg_extend(r, target, budget, err);
  return rc == -2 ? gr_error_say(err, GR_ERANGE, T, CIRCLE_OUTGREW) : rc;
}

/* The rows a position needs: 0 when every arc is at most k. */
uint64_t circle_rows_needed(const uint64_t *arcs, size_t m, uint64_t k) {
  uint64_t top = 0;
  for (size_t i = 0; i < m; i++)
    if (arcs[i] > k && arcs[i] + 1 > top) top = arcs[i] + 1;
  return top;
}

static int refuse_row(uint64_t L, uint64_t k, gr_error *err) {
  return gr_error_say(err, GR_ELIMIT, T, k >= CIRCLE_TABLE - 1 ? CIRCLE_REFUSE_K : CIRCLE_REFUSE_PERIOD, GR_U(L), GR_U(k),
                      GR_U(CIRCLE_TABLE - 1));
}

int circle_row_grundy(uint64_t k, uint64_t L, uint64_t *out, gr_error *err) {
  if (k == 0) return gr_error_say(err, GR_ERANGE, T, CIRCLE_ROW_K_ZERO);
  if (L <= k) {
    *out = L;
    return 0;
  }
  rowg r;
  rowg_init(&r, k, CIRCLE_TABLE);
  size_t target = L < CIRCLE_TABLE ? (size_t)L + 1 : CIRCLE_TABLE;
  uint64_t budget = UINT64_MAX;
  int rc = extend(&r, target, &budget, err);
  if (rc == 1 && L >= r.len) {
    rowg_detect_period(&r);
    if (!r.periodic) rc = refuse_row(L, k, err);
  }
  if (rc == 1) *out = rowg_value(&r, L);
  rowg_free(&r);
  return rc == 1 ? 0 : -1;
}

/* ---- mirror positions ------------------------------------------------- */

/* The rotation c (0 <= c < m/2) making the arcs a palindrome, so that arc j
 * mirrors arc (m - 1 + 2c - j) mod m across two gaps; -1 when none (m odd
 * or no such axis). */
long circle_mirror_axis(const uint64_t *arcs, size_t m) {
  if (m == 0 || m % 2) return -1;
  for (size_t c = 0; c < m / 2; c++) {
    size_t D = (m - 1 + 2 * c) % m, j = 0;
    while (j < m && arcs[j] == arcs[(D + m - j) % m]) j++;
    if (j == m) return (long)c;
  }
  return -1;
}

/* Every move to a mirror position found by trying each arc, each number of
 * pieces it leaves (0, 1, 2) and each axis: the arcs opposite the pieces
 * force their sizes (two pieces facing each other are equal: the middle
 * coin or coins are taken).  Up to 64 arcs. */
static int mirror_moves(const gr_pos *p, posset *found, size_t cap, gr_error *err) {
  size_t m = circle_narcs(p);
  uint64_t k = p->v[0];
  const uint64_t *arcs = p->v + 2;
  if (m > 64) return 0;
  uint64_t R[66];
  for (size_t i = 0; i < m; i++) {
    uint64_t L = arcs[i];
    for (size_t q = 0; q <= 2; q++) {
      size_t mm = m - 1 + q;
      if (mm % 2) continue;
      size_t w = 0;
      for (size_t j = 0; j < m; j++)
        if (j == i) {
          for (size_t u = 0; u < q; u++) R[w++] = 0; /* placeholders */
        } else {
          R[w++] = arcs[j];
        }
      for (size_t c = 0; c < (mm ? mm / 2 : 1); c++) {
        uint64_t forced[2] = {0, 0};
        bool ok = true, facing = false;
        if (mm > 0) {
          size_t D = (mm - 1 + 2 * c) % mm;
          for (size_t y = 0; y < mm && ok; y++) {
            size_t z = (D + mm - y) % mm;
            bool hy = y >= i && y < i + q, hz = z >= i && z < i + q;
            if (!hy && !hz) ok = R[y] == R[z];
            else if (hy && hz) facing = true;
            else if (hz) {
              uint64_t *f = &forced[z - i];
              ok = *f == 0 || *f == R[y];
              *f = R[y];
            }
          }
        }
        if (!ok) continue;
        uint64_t a = forced[0], b = forced[1];
        if (q == 2 && facing) { /* the middle: the fewest coins, at least one */
          uint64_t x = (L - 1) / 2, lo = L > k ? (L - k + 1) / 2 : 1;
          if (x < 1 || x < lo) continue;
          a = b = x;
        }
        unsigned __int128 keep = (unsigned __int128)a + b;
        if (keep + 1 > L || L - (uint64_t)keep > k || (q >= 1 && a == 0) || (q == 2 && b == 0)) continue;
        gr_pos next;
        gr_pos_init(&next);
        if (circle_split_arc(p, i, a, b, &next, err) != 0) return -1;
        if (found->list.count >= cap && !posset_has(found, &next)) {
          gr_pos_free(&next);
          return 1;
        }
        if (posset_add(found, &next, err) < 0) return -1;
      }
    }
  }
  return 0;
}

/* ---- the verdict -------------------------------------------------------- */

enum { PH_TABLE = 0, PH_SCAN, PH_DONE };

typedef struct solve_state {
  gr_pos pos;
  rowg rows;
  int phase;
  size_t need;        /* rows to compute */
  bool need_period;   /* an arc is past the table */
  uint64_t x;         /* XOR of the arcs' values */
  uint64_t target;    /* the moves listed are to this value (0: the winning moves) */
  uint64_t *g;        /* each arc's value */
  posset found;
  size_t cap;
  /* The scan: arcs i .. i_end - 1, sums s down to s_lo, a from 0. */
  bool targeted;
  size_t i, i_end;
  uint64_t s, s_lo, a, jump;
} solve_state;

/* The job owns the state itself (gr_job_create); this frees what it holds. */
static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  gr_pos_free(&s->pos);
  rowg_free(&s->rows);
  free(s->g);
  posset_free(&s->found);
}

static void scan_arc(solve_state *s, size_t i) {
  uint64_t L = s->pos.v[2 + i], k = s->pos.v[0];
  s->i = i;
  s->s = L - 1;
  s->s_lo = L > k ? L - k : 0;
  s->a = 0;
}

static int finish(gr_job *job, solve_state *s, gr_error *err) {
  if (posset_drain(&s->found, &job->analysis.winning_moves, err) != 0) return -1;
  s->phase = PH_DONE;
  gr_job_done(job);
  return 0;
}

/* After the table: values, the verdict, then how to look for moves. */
static int solve_values(gr_job *job, solve_state *s, gr_error *err) {
  size_t m = circle_narcs(&s->pos);
  const uint64_t *arcs = s->pos.v + 2;
  uint64_t k = s->pos.v[0];
  if (s->need_period) {
    rowg_detect_period(&s->rows);
    for (size_t i = 0; i < m && !s->rows.periodic; i++)
      if (!rowg_covers(&s->rows, arcs[i])) return refuse_row(arcs[i], k, err);
  }
  s->g = malloc((m ? m : 1) * sizeof *s->g);
  if (s->g == NULL) return gr_error_nomem(err);
  s->x = 0;
  for (size_t i = 0; i < m; i++) s->x ^= s->g[i] = rowg_value(&s->rows, arcs[i]);
  gr_analysis *a = &job->analysis;
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
  if (s->x == s->target) return finish(job, s, err);
  s->x ^= s->target; /* from here x is what a move must cancel */
  /* mirror positions are worth 0: they are moves to value 0 only */
  int r = s->target ? 0 : mirror_moves(&s->pos, &s->found, s->cap, err);
  if (r < 0) return -1;
  if (r > 0) {
    a->winning_moves_cut = true;
    return finish(job, s, err);
  }
  unsigned __int128 total = 0;
  for (size_t i = 0; i < m; i++) total += circle_arc_candidates(arcs[i], k);
  s->targeted = total > CIRCLE_SCAN_MAX;
  s->jump = UINT64_MAX;
  if (!s->targeted) {
    s->i_end = m;
    scan_arc(s, 0);
  } else {
    /* The Nim argument: an arc whose value has the top bit of x. */
    size_t i = 0;
    while (i < m && (s->g[i] ^ s->x) >= s->g[i]) i++;
    uint64_t L = arcs[i], want = s->g[i] ^ s->x;
    if (L <= k) { /* keep `want` coins at one end: G(want) xor G(0) = want */
      gr_pos next;
      gr_pos_init(&next);
      if (circle_split_arc(&s->pos, i, want, 0, &next, err) != 0 || posset_add(&s->found, &next, err) < 0) return -1;
      a->winning_moves_cut = true;
      return finish(job, s, err);
    }
    s->i_end = i + 1;
    scan_arc(s, i);
    s->jump = L < s->rows.len ? UINT64_MAX : s->rows.pre + s->rows.period;
  }
  s->phase = PH_SCAN;
  return 0;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  gr_analysis *an = &job->analysis;
  if (s->phase == PH_TABLE) {
    uint64_t before = budget;
    int r = extend(&s->rows, s->need, &budget, err);
    job->done += before - budget;
    if (job->done >= job->total) job->done = job->total - 1; /* the estimate is rough; not finished yet */
    if (r < 0) return -1;
    if (r == 0) return 0;
    if (solve_values(job, s, err) != 0) return -1;
    if (s->phase == PH_DONE) return 0;
  }
  while (budget > 0) {
    if (s->i >= s->i_end) return finish(job, s, err);
    uint64_t want = s->g[s->i] ^ s->x;
    uint64_t top = s->s > 0 ? s->s - 1 : 0; /* a ranges over 0 .. top */
    if (s->a > top) {
      if (s->s == s->s_lo) {
        if (s->i + 1 >= s->i_end) return finish(job, s, err);
        scan_arc(s, s->i + 1);
      } else {
        s->s--;
        s->a = 0;
      }
      continue;
    }
    if (s->jump != UINT64_MAX && s->a > s->jump && s->s > s->jump && s->a < s->s - s->jump) {
      s->a = s->s - s->jump; /* periodic part: only a or b below e + p */
      continue;
    }
    budget--;
    job->done++;
    uint64_t a = s->a++, b = s->s - a;
    if ((rowg_value(&s->rows, a) ^ rowg_value(&s->rows, b)) != want) continue;
    gr_pos next;
    gr_pos_init(&next);
    if (circle_split_arc(&s->pos, s->i, a, b, &next, err) != 0) return -1;
    if (s->found.list.count >= s->cap && !posset_has(&s->found, &next)) {
      gr_pos_free(&next);
      an->winning_moves_cut = true;
      return finish(job, s, err);
    }
    if (posset_add(&s->found, &next, err) < 0) return -1;
    if (s->targeted) {
      an->winning_moves_cut = true;
      return finish(job, s, err);
    }
  }
  if (job->done >= job->total) job->done = job->total - 1; /* not finished yet */
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

/* Opening the whole circle p by taking j coins, listed as a move. */
static int push_open(const gr_pos *p, uint64_t j, gr_analysis *a, gr_error *err) {
  gr_pos next;
  gr_pos_init(&next);
  return circle_open(p, j, &next, err) != 0 ? -1 : gr_pos_list_push(&a->winning_moves, &next, err);
}

/* The moves of a whole circle of n > k coins (k >= 2) to value target:
 * taking j <= k coins leaves a row of n - j, valued in one table. */
static int whole_moves_to(const gr_pos *p, uint64_t target, gr_analysis *a, gr_error *err) {
  uint64_t n = p->v[2], k = p->v[0];
  if (k >= CIRCLE_TABLE - 1) return refuse_row(n - 1, k, err);
  rowg r;
  rowg_init(&r, k, CIRCLE_TABLE);
  uint64_t budget = UINT64_MAX;
  int rc = extend(&r, n < CIRCLE_TABLE ? (size_t)n : CIRCLE_TABLE, &budget, err) == 1 ? 0 : -1;
  if (rc == 0 && n - 1 >= r.len) {
    rowg_detect_period(&r);
    if (!r.periodic) rc = refuse_row(n - 1, k, err);
  }
  for (uint64_t j = 1; rc == 0 && j <= k; j++)
    if (rowg_value(&r, n - j) == target) rc = push_open(p, j, a, err);
  rowg_free(&r);
  return rc;
}

/* A whole circle is decided at once: take everything, or (k = 1) the one
 * coin, when the first player wins.  Asked for the moves to a value target
 * other than 0: of n <= k coins, the move leaving a row of target coins
 * (worth target); with k = 1, the one move, worth (n - 1) mod 2; else by
 * the rows' table. */
static int whole_decide_to(const gr_pos *p, uint64_t target, gr_analysis *a, gr_error *err) {
  uint64_t n = p->v[2], k = p->v[0];
  a->winner = circle_first_wins(n, k) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = whole_grundy(n, k);
  if (a->grundy == target || n == 0) return 0;
  if (target == 0 && a->winner != GR_WINNER_FIRST) return 0;
  if (target == 0 || n <= k) return target < n ? push_open(p, n <= k ? n - target : 1, a, err) : 0;
  if (k == 1) return (n - 1) % 2 == target ? push_open(p, 1, a, err) : 0;
  return whole_moves_to(p, target, a, err);
}

int circle_solve_start(const gr_pos *p, gr_job **job, gr_error *err) { return circle_solve_to_start(p, 0, job, err); }

int circle_solve_to_start(const gr_pos *p, uint64_t target, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len < 2) return gr_error_say(err, GR_ESTATE, T, CIRCLE_NOT_A_POSITION);
  size_t m = circle_narcs(p);
  if (m > CIRCLE_MAX_ARCS_SOLVE)
    return gr_error_say(err, GR_ELIMIT, T, CIRCLE_ARCS_SOLVE_LIMIT, GR_U(m), GR_U(CIRCLE_MAX_ARCS_SOLVE));
  if (circle_whole(p)) return kit_instant_to_start(p, target, whole_decide_to, job, err);
  uint64_t rows = circle_rows_needed(p->v + 2, m, p->v[0]);
  size_t need = rows > CIRCLE_TABLE ? CIRCLE_TABLE : (size_t)rows;
  /* Progress: the table's option visits (about need^2 / 2 past k), then
   * the candidates examined. */
  unsigned __int128 total = (unsigned __int128)need * need / 2 + 1;
  for (size_t i = 0; i < m; i++) total += circle_arc_candidates(p->v[2 + i], p->v[0]);
  if (total > CIRCLE_SCAN_MAX + (unsigned __int128)CIRCLE_TABLE * CIRCLE_TABLE)
    total = CIRCLE_SCAN_MAX + (unsigned __int128)CIRCLE_TABLE * CIRCLE_TABLE;
  *job = gr_job_create(&solve_ops, sizeof(solve_state), (uint64_t)total, err);
  if (*job == NULL) return -1;
  solve_state *s = (*job)->state;
  gr_pos_init(&s->pos);
  posset_init(&s->found);
  rowg_init(&s->rows, p->v[0], CIRCLE_TABLE);
  s->need_period = rows > CIRCLE_TABLE;
  s->need = need;
  s->target = target;
  s->phase = PH_TABLE;
  s->cap = kit_list_cap(p->len + 1, CIRCLE_MAX_LISTED);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    gr_job_free(*job);
    *job = NULL;
    return -1;
  }
  return 0;
}
