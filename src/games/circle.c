/*
 * circle.c — n coins on a circle, a move takes 1 to k adjacent coins
 * (seed 001, 对称性构造; POJ 2484 "A Funny Game" is k = 2).  Whoever takes
 * the last coin wins (the player who cannot move loses).
 *
 * Positions.  Before the first move the coins form a whole circle, written
 * "n k" ("7 2").  The first move opens it into one row (an arc); later
 * moves shorten arcs or split one in two.  The arcs have no ends in common,
 * so a mid-game position is the list of arcs, in their order around the
 * circle, written "arcs 3,5 k=2" ("arcs none k=2" when every coin is
 * gone).  The order only matters for drawing and for the mirror move; the
 * game value depends on the lengths alone.  Internally v[0] = k, v[1] = 0
 * and v[2] = n for a whole circle, v[1] = 1 and v[2..] the arcs otherwise.
 * A circle never holds more than 2^64 - 1 coins, so the arcs plus one taken
 * coin between each two are at most 2^64 - 1.
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

#include "core/scan.h"
#include "algo/posset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { KIND_CIRCLE = 0, KIND_ARCS = 1 };

static bool is_circle(const gr_pos *p) { return p->len == 3 && p->v[1] == KIND_CIRCLE; }
static size_t narcs(const gr_pos *p) { return p->len >= 2 && p->v[1] == KIND_ARCS ? p->len - 2 : 0; }

/* ---- the whole circle ---------------------------------------------- */

bool circle_first_wins(uint64_t n, uint64_t k) { return n <= k || (k == 1 && n % 2 == 1); }

static uint64_t circle_grundy(uint64_t n, uint64_t k) {
  if (n <= k) return n;
  if (k == 1) return n % 2;
  return 0;
}

/* ---- the Grundy table of a row -------------------------------------- */

typedef struct rowg {
  uint64_t k;
  uint32_t *g;      /* g[0 .. len) */
  size_t len;
  uint32_t *count;  /* options in the window, by value */
  size_t vcap;      /* a power of two above every value so far */
  uint64_t init_s;  /* the window of row k + 1 is built up to this sum */
  bool periodic;
  size_t pre, period;
} rowg;

static void rowg_init(rowg *r, uint64_t k) {
  memset(r, 0, sizeof *r);
  r->k = k;
  r->init_s = 1;
}

static void rowg_free(rowg *r) {
  free(r->g);
  free(r->count);
  r->g = NULL;
  r->count = NULL;
}

static uint64_t rowg_value(const rowg *r, uint64_t L) {
  if (L <= r->k) return L;
  if (L < r->len) return r->g[L];
  return r->g[r->pre + (L - r->pre) % r->period]; /* periodic: checked by the caller */
}

static bool rowg_covers(const rowg *r, uint64_t L) { return L <= r->k || L < r->len || r->periodic; }

/* Adds (delta = 1) or removes (delta = -1) the options of sum s. */
static void window_sum(rowg *r, uint64_t s, int delta) {
  for (uint64_t a = 0; a <= s - a; a++) r->count[r->g[a] ^ r->g[s - a]] += (uint32_t)delta;
}

static int grow_count(rowg *r, size_t need, gr_error *err) {
  size_t cap = r->vcap ? r->vcap : 1024;
  while (cap <= need) cap *= 2;
  if (cap == r->vcap) return 0;
  uint32_t *c = realloc(r->count, cap * sizeof *c);
  if (c == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the Grundy table");
  memset(c + r->vcap, 0, (cap - r->vcap) * sizeof *c);
  r->count = c;
  r->vcap = cap;
  return 0;
}

/* Computes rows up to target - 1 (target <= CIRCLE_TABLE), spending about
 * `*budget` option visits; 1 when done. */
static int rowg_extend(rowg *r, size_t target, uint64_t *budget, gr_error *err) {
  if (r->g == NULL) {
    r->g = malloc(CIRCLE_TABLE * sizeof *r->g);
    if (r->g == NULL || grow_count(r, 2 * CIRCLE_TABLE, err) != 0)
      return gr_error_set(err, GR_ENOMEM, "out of memory for the Grundy table");
  }
  while (r->len < target) {
    uint64_t L = r->len;
    if (L <= r->k) {
      r->g[L] = (uint32_t)L;
      r->len++;
      continue;
    }
    if (*budget == 0) return 0;
    if (L == r->k + 1 && r->init_s <= r->k) { /* the first window: sums 1 .. k */
      window_sum(r, r->init_s, 1);
      uint64_t cost = r->init_s / 2 + 1;
      *budget = cost >= *budget ? 0 : *budget - cost;
      r->init_s++;
      continue;
    }
    /* The window holds sums L - k .. L - 1: the mex is G(L). */
    size_t m = 0;
    while (r->count[m] != 0) m++;
    if (m >= UINT32_MAX / 2) return gr_error_set(err, GR_ERANGE, "a Grundy value outgrew the table");
    r->g[L] = (uint32_t)m;
    if (grow_count(r, 2 * (size_t)m + 1, err) != 0) return -1;
    r->len++;
    /* Slide to row L + 1: sum L enters, sum L - k leaves. */
    window_sum(r, L, 1);
    window_sum(r, L - r->k, -1);
    uint64_t cost = L + m + 2;
    *budget = cost >= *budget ? 0 : *budget - cost;
  }
  return 1;
}

/* The smallest period p (and its preperiod e) that the table proves:
 * g[n + p] = g[n] for e <= n <= N - p with N >= 2e + 2p + k, N the last row. */
static void rowg_detect_period(rowg *r) {
  size_t N = r->len - 1;
  for (size_t p = 1; 2 * p <= N; p++) {
    size_t e = N - p + 1;
    while (e > 0 && r->g[e - 1] == r->g[e - 1 + p]) e--;
    if ((unsigned __int128)N >= (unsigned __int128)2 * e + 2 * p + r->k) {
      r->periodic = true;
      r->pre = e;
      r->period = p;
      return;
    }
  }
}

/* The rows a position needs: 0 when every arc is at most k. */
static uint64_t rows_needed(const uint64_t *arcs, size_t m, uint64_t k) {
  uint64_t top = 0;
  for (size_t i = 0; i < m; i++)
    if (arcs[i] > k && arcs[i] + 1 > top) top = arcs[i] + 1;
  return top;
}

static int refuse_row(uint64_t L, uint64_t k, gr_error *err) {
  if (k >= CIRCLE_TABLE - 1)
    return gr_error_set(err, GR_ELIMIT,
                        "an arc of %llu coins with k = %llu: rows longer than k have Grundy values computed by mex "
                        "only up to %d coins",
                        (unsigned long long)L, (unsigned long long)k, CIRCLE_TABLE - 1);
  return gr_error_set(err, GR_ELIMIT,
                      "an arc of %llu coins with k = %llu: the Grundy values of a row (the octal game 0.7...7) are "
                      "computed up to %d coins and show no provable period there, so longer rows cannot be "
                      "solved exactly",
                      (unsigned long long)L, (unsigned long long)k, CIRCLE_TABLE - 1);
}

int circle_row_grundy(uint64_t k, uint64_t L, uint64_t *out, gr_error *err) {
  if (k == 0) return gr_error_set(err, GR_ERANGE, "k = 0: a move takes 1 to k coins");
  if (L <= k) {
    *out = L;
    return 0;
  }
  rowg r;
  rowg_init(&r, k);
  size_t target = L < CIRCLE_TABLE ? (size_t)L + 1 : CIRCLE_TABLE;
  uint64_t budget = UINT64_MAX;
  int rc = rowg_extend(&r, target, &budget, err);
  if (rc == 1 && L >= r.len) {
    rowg_detect_period(&r);
    if (!r.periodic) rc = refuse_row(L, k, err);
  }
  if (rc == 1) *out = rowg_value(&r, L);
  rowg_free(&r);
  return rc == 1 ? 0 : -1;
}

/* ---- text ------------------------------------------------------------ */

static int set_arcs(gr_pos *out, uint64_t k, const uint64_t *arcs, size_t m, gr_error *err) {
  if (gr_pos_resize(out, m + 2, err) != 0) return -1;
  out->v[0] = k;
  out->v[1] = KIND_ARCS;
  if (m) memcpy(out->v + 2, arcs, m * sizeof *arcs);
  return 0;
}

#define SYNTAX_HINT "write the whole circle as 'n k' (e.g. 7 2) or the arcs left as 'arcs 3,5 k=2'"

static int check_k(uint64_t k, gr_error *err) {
  if (k == 0) return gr_error_set(err, GR_ERANGE, "k = 0: a move takes 1 to k adjacent coins, so k must be at least 1");
  return 0;
}

static int parse_arcs(const char *text, const char *word, gr_pos *out, gr_error *err) {
  size_t len = strlen(text);
  const char *kk = strstr(word, "k=");
  if (kk == NULL) return gr_error_set(err, GR_ESYNTAX, "the arcs need their k: " SYNTAX_HINT);
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  /* The list: the text between "arcs" and "k=", other parts blanked so
   * that lines and columns in messages stay right. */
  size_t list_from = (size_t)(word - text) + 4, list_to = (size_t)(kk - text);
  for (size_t i = 0; i < len; i++) copy[i] = (i >= list_from && i < list_to) || text[i] == '\n' ? text[i] : ' ';
  copy[len] = '\0';
  gr_pos arcs;
  gr_pos_init(&arcs);
  uint64_t k;
  int rc = -1;
  size_t t = list_from;
  while (t < list_to && (copy[t] == ' ' || copy[t] == '\t' || copy[t] == ',' || copy[t] == '\n')) t++;
  bool none = strncmp(copy + t, "none", 4) == 0;
  if (none) {
    size_t u = t + 4;
    while (u < list_to && (copy[u] == ' ' || copy[u] == '\t' || copy[u] == '\n')) u++;
    if (u != list_to) {
      gr_error_set(err, GR_ESYNTAX, "'none' stands alone: either list the arcs or write none");
      goto done;
    }
  } else {
    gr_scan sc;
    gr_scan_init(&sc, copy, len, true);
    size_t count = 0;
    for (;;) {
      char what[48];
      snprintf(what, sizeof what, "arc %zu", count + 1);
      uint64_t a;
      int r = gr_scan_u64(&sc, what, &a, err);
      if (r < 0) goto done;
      if (r == 0) break;
      if (a == 0) {
        gr_error_set(err, GR_ERANGE, "arc %zu is 0: every arc holds at least one coin (leave emptied arcs out)",
                     count + 1);
        goto done;
      }
      if (count == CIRCLE_MAX_ARCS_SOLVE) {
        gr_error_set(err, GR_ELIMIT, "more than %d arcs", CIRCLE_MAX_ARCS_SOLVE);
        goto done;
      }
      if (count == arcs.len && gr_pos_resize(&arcs, count ? 2 * count : 16, err) != 0) goto done;
      arcs.v[count++] = a;
    }
    if (count == 0) {
      gr_error_set(err, GR_ESYNTAX, "no arcs given: list them (arcs 3,5 k=2) or write 'arcs none k=2' when every coin is gone");
      goto done;
    }
    if (gr_pos_resize(&arcs, count, err) != 0) goto done;
  }
  /* k: the text after "k=". */
  for (size_t i = 0; i < len; i++) copy[i] = i >= list_to + 2 || text[i] == '\n' ? text[i] : ' ';
  gr_scan sc;
  gr_scan_init(&sc, copy, len, false);
  if (gr_scan_need_u64(&sc, "k", &k, err) != 0 || gr_scan_expect_end(&sc, "k", err) != 0 || check_k(k, err) != 0)
    goto done;
  /* At most 2^64 - 1 coins on the circle: the arcs and one taken coin each. */
  unsigned __int128 coins = arcs.len;
  for (size_t i = 0; i < arcs.len; i++) coins += arcs.v[i];
  if (coins > UINT64_MAX) {
    gr_error_set(err, GR_ERANGE, "the arcs hold more coins than a circle of at most 2^64 - 1 coins can (the arcs "
                                 "plus one taken coin between each two)");
    goto done;
  }
  rc = set_arcs(out, k, arcs.v, arcs.len, err);
done:
  gr_pos_free(&arcs);
  free(copy);
  return rc;
}

static int circle_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  const char *w = text;
  while (*w == ' ' || *w == '\t' || *w == '\n' || *w == '\r') w++;
  if (strncmp(w, "arcs", 4) == 0 && (w[4] == '\0' || w[4] == ' ' || w[4] == '\t' || w[4] == '\n' || w[4] == ','))
    return parse_arcs(text, w, out, err);
  gr_scan sc;
  gr_scan_init(&sc, text, strlen(text), true);
  uint64_t n, k;
  int r = gr_scan_u64(&sc, "n, the number of coins,", &n, err);
  if (r < 0) return -1;
  if (r == 0) return gr_error_set(err, GR_ESYNTAX, "no position given: " SYNTAX_HINT);
  r = gr_scan_u64(&sc, "k, the most coins a move takes,", &k, err);
  if (r < 0) return -1;
  if (r == 0) return gr_error_set(err, GR_ESYNTAX, "k is missing after n = %llu: " SYNTAX_HINT, (unsigned long long)n);
  if (gr_scan_expect_end(&sc, "n and k", err) != 0) return -1;
  if (n == 0)
    return gr_error_set(err, GR_ERANGE, "n = 0: a circle needs at least one coin (write 'arcs none k=%llu' for a "
                                        "finished game)",
                        (unsigned long long)k);
  if (check_k(k, err) != 0) return -1;
  if (gr_pos_resize(out, 3, err) != 0) return -1;
  out->v[0] = k;
  out->v[1] = KIND_CIRCLE;
  out->v[2] = n;
  return 0;
}

static void circle_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  if (p->len < 2) return;
  if (is_circle(p)) {
    gr_buf_printf(out, "%llu %llu", (unsigned long long)p->v[2], (unsigned long long)p->v[0]);
    return;
  }
  gr_buf_puts(out, "arcs ");
  size_t m = narcs(p);
  if (m == 0) gr_buf_puts(out, "none");
  for (size_t i = 0; i < m; i++) {
    if (i) gr_buf_putc(out, ',');
    gr_buf_u64(out, p->v[2 + i]);
  }
  gr_buf_printf(out, " k=%llu", (unsigned long long)p->v[0]);
}

static bool circle_is_terminal(const gr_pos *p) { return p->len < 2 || (!is_circle(p) && narcs(p) == 0); }

/* ---- moves ----------------------------------------------------------- */

/* The arcs after arc i becomes the rows a and b (either may be 0). */
static int split_arc(const gr_pos *p, size_t i, uint64_t a, uint64_t b, gr_pos *out, gr_error *err) {
  size_t m = narcs(p), q = (a > 0) + (b > 0);
  if (gr_pos_resize(out, m - 1 + q + 2, err) != 0) return -1;
  out->v[0] = p->v[0];
  out->v[1] = KIND_ARCS;
  uint64_t *w = out->v + 2;
  const uint64_t *arcs = p->v + 2;
  memcpy(w, arcs, i * sizeof *arcs);
  w += i;
  if (a) *w++ = a;
  if (b) *w++ = b;
  memcpy(w, arcs + i + 1, (m - 1 - i) * sizeof *arcs);
  return 0;
}

/* The first move: t coins out of the whole circle leave one row of n - t. */
static int open_circle(const gr_pos *p, uint64_t t, gr_pos *out, gr_error *err) {
  uint64_t rest = p->v[2] - t;
  return set_arcs(out, p->v[0], &rest, rest > 0, err);
}

/* Candidate moves in an arc of L (a + b = s, s from L - 1 down to
 * max(0, L - k); for s > 0, a = s repeats a = 0). */
static unsigned __int128 arc_candidates(uint64_t L, uint64_t k) {
  uint64_t lo = L > k ? L - k : 0; /* the smallest s */
  unsigned __int128 from = lo > 1 ? lo : 1, to = L - 1;  /* s >= 1 contributes s */
  unsigned __int128 c = L >= 2 && to >= from ? (from + to) * (to - from + 1) / 2 : 0;
  return c + (lo == 0); /* s = 0: taking the whole arc */
}

static int circle_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (circle_is_terminal(p)) return 0;
  uint64_t k = p->v[0];
  if (is_circle(p)) {
    uint64_t top = p->v[2] < k ? p->v[2] : k;
    if (top > max_moves)
      return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                          (unsigned long long)top, max_moves);
    for (uint64_t t = 1; t <= top; t++) {
      gr_pos next;
      gr_pos_init(&next);
      if (open_circle(p, t, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
    return 0;
  }
  size_t m = narcs(p);
  const uint64_t *arcs = p->v + 2;
  unsigned __int128 total = 0;
  for (size_t i = 0; i < m; i++) {
    unsigned __int128 c = arc_candidates(arcs[i], k);
    if (c > max_moves) /* one arc's moves are all different positions */
      return gr_error_set(err, GR_ELIMIT, "this position has more than %zu moves; at most %zu can be listed",
                          max_moves, max_moves);
    total += c;
  }
  uint64_t max_work = 64 * (uint64_t)max_moves + 1000000;
  if (total * (m + 2) > max_work)
    return gr_error_set(err, GR_ELIMIT, "listing the moves of this position would take too long (%zu arcs); at most "
                                        "about %zu moves can be listed",
                        m, max_moves);
  posset set;
  posset_init(&set);
  for (size_t i = 0; i < m; i++) {
    uint64_t L = arcs[i], lo = L > k ? L - k : 0;
    for (uint64_t s = L; s-- > lo;) {
      for (uint64_t a = 0; a < (s > 0 ? s : 1); a++) {
        gr_pos next;
        gr_pos_init(&next);
        if (split_arc(p, i, a, s - a, &next, err) != 0 || posset_add(&set, &next, err) < 0) {
          posset_free(&set);
          return -1;
        }
        if (set.list.count > max_moves) {
          posset_free(&set);
          return gr_error_set(err, GR_ELIMIT, "this position has more than %zu moves; at most %zu can be listed",
                              max_moves, max_moves);
        }
      }
    }
  }
  return posset_drain(&set, out, err);
}

/* ---- mirror positions ------------------------------------------------- */

/* The rotation c (0 <= c < m/2) making the arcs a palindrome, so that arc j
 * mirrors arc (m - 1 + 2c - j) mod m across two gaps; -1 when none (m odd
 * or no such axis). */
static long mirror_axis(const uint64_t *arcs, size_t m) {
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
  size_t m = narcs(p);
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
        if (split_arc(p, i, a, b, &next, err) != 0) return -1;
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
  uint64_t *g;        /* each arc's value */
  posset found;
  size_t cap;
  /* The scan: arcs i .. i_end - 1, sums s down to s_lo, a from 0. */
  bool targeted;
  size_t i, i_end;
  uint64_t s, s_lo, a, jump;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  rowg_free(&s->rows);
  free(s->g);
  posset_free(&s->found);
  free(s);
  job->state = NULL;
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
  job->done = job->total;
  job->finished = true;
  return 0;
}

/* After the table: values, the verdict, then how to look for moves. */
static int solve_values(gr_job *job, solve_state *s, gr_error *err) {
  size_t m = narcs(&s->pos);
  const uint64_t *arcs = s->pos.v + 2;
  uint64_t k = s->pos.v[0];
  if (s->need_period) {
    rowg_detect_period(&s->rows);
    for (size_t i = 0; i < m && !s->rows.periodic; i++)
      if (!rowg_covers(&s->rows, arcs[i])) return refuse_row(arcs[i], k, err);
  }
  s->g = malloc((m ? m : 1) * sizeof *s->g);
  if (s->g == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu arcs", m);
  s->x = 0;
  for (size_t i = 0; i < m; i++) s->x ^= s->g[i] = rowg_value(&s->rows, arcs[i]);
  gr_analysis *a = &job->analysis;
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
  if (s->x == 0) return finish(job, s, err);
  int r = mirror_moves(&s->pos, &s->found, s->cap, err);
  if (r < 0) return -1;
  if (r > 0) {
    a->winning_moves_cut = true;
    return finish(job, s, err);
  }
  unsigned __int128 total = 0;
  for (size_t i = 0; i < m; i++) total += arc_candidates(arcs[i], k);
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
      if (split_arc(&s->pos, i, want, 0, &next, err) != 0 || posset_add(&s->found, &next, err) < 0) return -1;
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
    int r = rowg_extend(&s->rows, s->need, &budget, err);
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
    if (split_arc(&s->pos, s->i, a, b, &next, err) != 0) return -1;
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

static int circle_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len < 2) return gr_error_set(err, GR_ESTATE, "not a position");
  solve_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&s->pos);
  posset_init(&s->found);
  rowg_init(&s->rows, p->v[0]);
  gr_job tmp = {.state = s};
  if (gr_pos_copy(&s->pos, p, err) != 0) goto fail;
  size_t m = narcs(p);
  if (m > CIRCLE_MAX_ARCS_SOLVE) {
    gr_error_set(err, GR_ELIMIT, "%zu arcs: the verdict handles at most %d", m, CIRCLE_MAX_ARCS_SOLVE);
    goto fail;
  }
  size_t by_memory = ((size_t)1 << 22) / (p->len + 1);
  s->cap = by_memory < CIRCLE_MAX_LISTED ? (by_memory ? by_memory : 1) : CIRCLE_MAX_LISTED;
  if (is_circle(p)) {
    uint64_t n = p->v[2], k = p->v[0];
    *job = gr_job_new(&solve_ops, s, 1, err);
    if (*job == NULL) return -1;
    gr_analysis *a = &(*job)->analysis;
    a->winner = circle_first_wins(n, k) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
    a->has_grundy = true;
    a->grundy = circle_grundy(n, k);
    if (a->winner == GR_WINNER_FIRST) { /* take everything, or (k = 1) the one coin */
      gr_pos next;
      gr_pos_init(&next);
      if (open_circle(p, n <= k ? n : 1, &next, err) != 0 || gr_pos_list_push(&a->winning_moves, &next, err) != 0) {
        gr_job_free(*job);
        *job = NULL;
        return -1;
      }
    }
    s->phase = PH_DONE;
    (*job)->done = 1;
    (*job)->finished = true;
    return 0;
  }
  uint64_t rows = rows_needed(p->v + 2, m, p->v[0]);
  s->need_period = rows > CIRCLE_TABLE;
  s->need = rows > CIRCLE_TABLE ? CIRCLE_TABLE : (size_t)rows;
  /* Progress: the table's option visits (about need^2 / 2 past k), then
   * the candidates examined. */
  unsigned __int128 total = (unsigned __int128)s->need * s->need / 2 + 1;
  for (size_t i = 0; i < m; i++) total += arc_candidates(p->v[2 + i], p->v[0]);
  if (total > CIRCLE_SCAN_MAX + (unsigned __int128)CIRCLE_TABLE * CIRCLE_TABLE)
    total = CIRCLE_SCAN_MAX + (unsigned __int128)CIRCLE_TABLE * CIRCLE_TABLE;
  s->phase = PH_TABLE;
  *job = gr_job_new(&solve_ops, s, (uint64_t)total, err);
  return *job ? 0 : -1;
fail:
  solve_destroy(&tmp);
  return -1;
}

/* ---- stalling, words, board, play -------------------------------------- */

/* Losing, the computer takes a single coin from the end of the longest arc
 * (from a whole circle, any single coin): one coin is the least a move can
 * take, and no arc is split, so the game lasts longest. */
static int circle_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (circle_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  if (is_circle(p)) return open_circle(p, 1, out, err);
  size_t m = narcs(p), best = 0;
  for (size_t i = 1; i < m; i++)
    if (p->v[2 + i] > p->v[2 + best]) best = i;
  return split_arc(p, best, p->v[2 + best] - 1, 0, out, err);
}

/* Which arc of `from` became which pieces of `to`: arc i into a, b. */
static bool find_split(const gr_pos *from, const gr_pos *to, size_t *arc, uint64_t *a, uint64_t *b) {
  size_t m = narcs(from), mt = narcs(to);
  uint64_t k = from->v[0];
  if (to->len < 2 || to->v[1] != KIND_ARCS || mt + 1 < m || mt > m + 1) return false;
  size_t q = mt + 1 - m;
  const uint64_t *x = from->v + 2, *y = to->v + 2;
  size_t lcp = 0;
  while (lcp < m && lcp < mt && x[lcp] == y[lcp]) lcp++;
  size_t lcs = 0;
  while (lcs < m && lcs < mt && x[m - 1 - lcs] == y[mt - 1 - lcs]) lcs++;
  for (size_t i = 0; i < m; i++) {
    if (i > lcp || m - 1 - i > lcs) continue;
    uint64_t pa = q >= 1 ? y[i] : 0, pb = q == 2 ? y[i + 1] : 0, L = x[i];
    unsigned __int128 keep = (unsigned __int128)pa + pb;
    if (keep + 1 > L || L - (uint64_t)keep > k) continue;
    *arc = i;
    *a = pa;
    *b = pb;
    return true;
  }
  return false;
}

static void circle_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  if (is_circle(from)) {
    if (to->len < 2 || to->v[1] != KIND_ARCS || narcs(to) > 1) return; /* no move: nothing to say */
    uint64_t n = from->v[2], rest = narcs(to) ? to->v[2] : 0;
    if (rest >= n || n - rest > from->v[0]) return;
    if (rest == 0)
      gr_buf_printf(out, zh ? "取走全部 %llu 枚硬币" : "take all %llu coins", (unsigned long long)n);
    else if (n - rest == 1)
      gr_buf_printf(out, zh ? "从圆上取走 1 枚硬币,圆变成一排 %llu 枚" : "take 1 coin; the circle opens into a row of %llu",
                    (unsigned long long)rest);
    else
      gr_buf_printf(out, zh ? "从圆上取走 %llu 枚相邻的硬币,圆变成一排 %llu 枚"
                            : "take %llu adjacent coins; the circle opens into a row of %llu",
                    (unsigned long long)(n - rest), (unsigned long long)rest);
    return;
  }
  size_t i;
  uint64_t a, b;
  if (!find_split(from, to, &i, &a, &b)) return;
  uint64_t L = from->v[2 + i], t = L - a - b;
  gr_buf_printf(out, zh ? "第 %zu 段(%llu 枚):" : "arc %zu (%llu coins): ", i + 1, (unsigned long long)L);
  if (t == L)
    gr_buf_puts(out, zh ? "全部取走" : "take all of it");
  else if (t == 1)
    gr_buf_printf(out, zh ? "取走其中第 %llu 枚" : "take its coin %llu", (unsigned long long)(a + 1));
  else
    gr_buf_printf(out, zh ? "取走其中第 %llu-%llu 枚" : "take its coins %llu-%llu", (unsigned long long)(a + 1),
                  (unsigned long long)(a + t));
}

/* Boards show every place around the circle: coins, and one empty place
 * between two arcs; up to this many places. */
#define CIRCLE_BOARD_MAX 1000

static void circle_board(const gr_pos *p, gr_json *j) {
  uint64_t k = p->len >= 2 ? p->v[0] : 0;
  size_t m = narcs(p);
  const uint64_t *arcs = p->v + 2;
  unsigned __int128 places = 0;
  if (is_circle(p)) places = p->v[2];
  else
    for (size_t i = 0; i < m; i++) places += (unsigned __int128)arcs[i] + 1;
  char digits[24];
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "circle");
  gr_json_key(j, "k");
  snprintf(digits, sizeof digits, "%llu", (unsigned long long)k);
  gr_json_string(j, digits);
  gr_json_key(j, "whole");
  gr_json_bool(j, is_circle(p));
  gr_json_key(j, "arcs"); /* the rows left, in order around the circle */
  gr_json_array_begin(j);
  if (is_circle(p)) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)p->v[2]);
    gr_json_string(j, digits);
  }
  for (size_t i = 0; i < m; i++) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)arcs[i]);
    gr_json_string(j, digits);
  }
  gr_json_array_end(j);
  bool drawn = places <= CIRCLE_BOARD_MAX;
  gr_json_key(j, "coins");
  gr_json_array_begin(j);
  if (drawn) {
    if (is_circle(p))
      for (uint64_t c = 0; c < p->v[2]; c++) gr_json_bool(j, true);
    for (size_t i = 0; i < m; i++) {
      for (uint64_t c = 0; c < arcs[i]; c++) gr_json_bool(j, true);
      gr_json_bool(j, false);
    }
  }
  gr_json_array_end(j);
  long c = drawn ? mirror_axis(arcs, m) : -1;
  if (c >= 0) {
    /* Place of each arc's first coin, then coin u of arc i faces coin
     * L - 1 - u of its mirror arc (0-based places in `coins`). */
    size_t start[CIRCLE_BOARD_MAX / 2 + 1], at = 0;
    for (size_t i = 0; i < m; i++) {
      start[i] = at;
      at += (size_t)arcs[i] + 1;
    }
    size_t D = (m - 1 + 2 * (size_t)c) % m;
    gr_json_key(j, "mirror");
    gr_json_array_begin(j);
    for (size_t i = 0; i < m; i++) {
      size_t o = (D + m - i) % m;
      if (o < i) continue;
      for (uint64_t u = 0; u < arcs[i]; u++) {
        gr_json_array_begin(j);
        gr_json_u64(j, start[i] + u);
        gr_json_u64(j, start[o] + arcs[i] - 1 - u);
        gr_json_array_end(j);
      }
    }
    gr_json_array_end(j);
  }
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "take");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "coin");
  gr_json_string(j, "count");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_key(j, "note");
  gr_json_object_begin(j);
  gr_buf text;
  gr_buf_init(&text);
  for (int lang = 0; lang < GR_NLANG; lang++) {
    bool zh = lang == GR_ZH;
    gr_buf_reset(&text);
    gr_buf_printf(&text, zh ? "每次取走 1 到 %llu 枚相邻的硬币。" : "A move takes 1 to %llu adjacent coins.", (unsigned long long)k);
    if (!drawn)
      gr_buf_puts(&text, zh ? "硬币太多,无法逐枚画出。" : " Too many coins to draw one by one.");
    if (c >= 0)
      gr_buf_puts(&text, zh ? "局面左右对称:对手怎么取,就在镜像位置照样取。"
                            : " The position is symmetric: every move can be copied on the mirror side.");
    gr_json_key(j, zh ? "zh" : "en");
    gr_json_string(j, text.data ? text.data : "");
  }
  gr_buf_free(&text);
  gr_json_object_end(j);
  gr_json_object_end(j);
}

/* "take COIN COUNT": COUNT coins clockwise from place COIN (numbered from 1
 * as in the board's `coins`), all of them present and within one arc (a
 * whole circle wraps around). */
static int circle_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (circle_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "take", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'take COIN COUNT', e.g. take 1 2");
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "number", 2, &args, err) != 0) return -1;
  if (args.len != 2) {
    gr_pos_free(&args);
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'take COIN COUNT', e.g. take 1 2");
  }
  uint64_t coin = args.v[0], count = args.v[1], k = p->v[0];
  gr_pos_free(&args);
  if (count == 0 || count > k)
    return gr_error_set(err, GR_ERANGE, "take %llu coins: a move takes 1 to %llu", (unsigned long long)count,
                        (unsigned long long)k);
  if (is_circle(p)) {
    uint64_t n = p->v[2];
    if (coin == 0 || coin > n)
      return gr_error_set(err, GR_ERANGE, "there is no coin %llu: the coins are 1 to %llu", (unsigned long long)coin,
                          (unsigned long long)n);
    if (count > n)
      return gr_error_set(err, GR_ERANGE, "only %llu coins are left", (unsigned long long)n);
    return open_circle(p, count, out, err);
  }
  size_t m = narcs(p);
  const uint64_t *arcs = p->v + 2;
  unsigned __int128 at = 1; /* place of the current arc's first coin */
  for (size_t i = 0; i < m; i++) {
    unsigned __int128 end = at + arcs[i]; /* its gap */
    if (coin >= at && coin < end) {
      uint64_t u = (uint64_t)(coin - at), room = arcs[i] - u;
      if (count > room)
        return gr_error_set(err, GR_ERANGE,
                            "from coin %llu only %llu coins are left in its row (the next place is empty)",
                            (unsigned long long)coin, (unsigned long long)room);
      return split_arc(p, i, u, arcs[i] - u - count, out, err);
    }
    if (coin == end)
      return gr_error_set(err, GR_ERANGE, "place %llu is empty: its coins were taken earlier", (unsigned long long)coin);
    at = end + 1;
  }
  return gr_error_set(err, GR_ERANGE, "there is no place %llu: the places are 1 to %llu", (unsigned long long)coin,
                      (unsigned long long)(at - 1));
}

/* The inverse of circle_play: "take COIN COUNT" with COIN the first coin
 * taken, numbered by place as drawn.  A whole circle opens from coin 1 (all
 * its coins are alike); in an arc, find_split says which arc became which
 * pieces, and the coins taken start right after the first piece.  The
 * action is played back to check it reaches `to` exactly. */
static int circle_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  static const char not_a_move[] = "that position is not one move away";
  if (circle_is_terminal(from) || to->len < 2 || to->v[0] != from->v[0] || to->v[1] != KIND_ARCS)
    return gr_error_set(err, GR_ERANGE, not_a_move);
  uint64_t coin, count;
  if (is_circle(from)) {
    uint64_t n = from->v[2], rest = narcs(to) ? to->v[2] : 0;
    if (narcs(to) > 1 || rest >= n) return gr_error_set(err, GR_ERANGE, not_a_move);
    coin = 1;
    count = n - rest;
  } else {
    size_t i;
    uint64_t a, b;
    if (!find_split(from, to, &i, &a, &b)) return gr_error_set(err, GR_ERANGE, not_a_move);
    unsigned __int128 at = 1; /* the place of arc i's first coin */
    for (size_t j = 0; j < i; j++) at += (unsigned __int128)from->v[2 + j] + 1;
    coin = (uint64_t)(at + a);
    count = from->v[2 + i] - a - b;
  }
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "take %llu %llu", (unsigned long long)coin, (unsigned long long)count);
  gr_pos back;
  gr_pos_init(&back);
  gr_error e = {0};
  int rc = circle_play(from, text.data, &back, &e) == 0 && gr_pos_equal(&back, to) ? 0 : -1;
  if (rc == 0) gr_buf_puts(out, text.data);
  else gr_error_set(err, GR_ERANGE, not_a_move);
  gr_pos_free(&back);
  gr_buf_free(&text);
  return rc;
}

/* ---- the trace ---------------------------------------------------------- */

enum {
  RULE_TAKE_ALL = 0, /* n <= k */
  RULE_PARITY,       /* k = 1 */
  RULE_FIRST,        /* an example first move */
  RULE_REPLY,        /* the middle coin(s) */
  RULE_REPLY_ALL,    /* the rest, when at most k */
  RULE_MIRROR,       /* mirror partners */
  RULE_VERDICT,      /* whole circle */
  RULE_ROW_SMALL,    /* G(L) = L for L <= k */
  RULE_ROW_MEX,      /* G(L) by mex */
  RULE_ARC_SMALL,    /* an arc at most k */
  RULE_ARC_LOOKUP,   /* an arc from the table */
  RULE_XOR,
  RULE_ANSWER,
  RULE_COUNT
};

static const gr_rule circle_rules[RULE_COUNT] = {
    [RULE_TAKE_ALL] = {{"Take all", "全部取走"},
                       {"n <= k: the first player takes every coin at once", "n ≤ k:先手一次取走全部硬币"},
                       {NULL, NULL, NULL}},
    [RULE_PARITY] = {{"One at a time", "每次一枚"},
                     {"k = 1: coin i goes to the first player when i is odd", "k = 1:第 i 枚(i 为奇数)由先手取走"},
                     {"previous", NULL, NULL}},
    [RULE_FIRST] = {{"Any first move", "任意第一步"},
                    {"an example: the first player takes coin 1 (any 1..k coins work alike)",
                     "举例:先手取走第 1 枚(取 1..k 枚都一样)"},
                    {NULL, NULL, NULL}},
    [RULE_REPLY] = {{"Reply in the middle", "中间应对"},
                    {"the second player takes the middle coin (odd row) or the middle two (even row)",
                     "后手取走剩下一排正中间的 1 枚(奇数)或 2 枚(偶数)"},
                    {"first taken", NULL, NULL}},
    [RULE_REPLY_ALL] = {{"Reply: the rest", "取走其余"},
                        {"at most k coins are left in the row: the second player takes them all",
                         "剩下不超过 k 枚:后手全部取走"},
                        {"first taken", NULL, NULL}},
    [RULE_MIRROR] = {{"Mirror", "镜像"},
                     {"coin i faces coin n + 2 - i: whatever is taken on one side is taken on the other",
                      "第 i 枚与第 n + 2 - i 枚对称:对手在一边取什么,后手在另一边取同样的"},
                     {"coin", "mirror coin", NULL}},
    [RULE_VERDICT] = {{"Answer", "结论"},
                      {"n <= k, or k = 1 and n odd: the first player wins; otherwise the second",
                       "n ≤ k,或 k = 1 且 n 为奇数:先手必胜;否则后手必胜"},
                      {NULL, NULL, NULL}},
    [RULE_ROW_SMALL] = {{"Short row", "短的一排"},
                        {"L <= k: G(L) = L (every split a + b < L is an option, and a xor b <= a + b)",
                         "L ≤ k:G(L) = L(任意 a + b < L 的拆分都可达,且 a xor b ≤ a + b)"},
                        {NULL, NULL, NULL}},
    [RULE_ROW_MEX] = {{"Mex", "mex"},
                      {"L > k: G(L) = mex{G(a) xor G(b) : L-k <= a+b <= L-1}",
                       "L > k:G(L) = mex{G(a) xor G(b) : L-k ≤ a+b ≤ L-1}"},
                      {NULL, NULL, NULL}},
    [RULE_ARC_SMALL] = {{"Arc value", "段的 SG 值"},
                        {"an arc of L <= k coins: g = L", "L ≤ k 的一段:g = L"},
                        {"arc", NULL, NULL}},
    [RULE_ARC_LOOKUP] = {{"Arc value", "段的 SG 值"},
                         {"an arc of L > k coins: g = G(L) from the table", "L > k 的一段:g = 表中的 G(L)"},
                         {"arc", "G(L)", NULL}},
    [RULE_XOR] = {{"XOR", "异或"},
                  {"x_i = x_(i-1) xor g_i (Sprague-Grundy: the arcs are independent games)",
                   "x_i = x_(i-1) xor g_i(SG 定理:各段是独立的游戏)"},
                  {"x_(i-1)", "g_i", NULL}},
    [RULE_ANSWER] = {{"Answer", "结论"},
                     {"the first player wins iff x != 0", "先手必胜当且仅当 x ≠ 0"},
                     {"x", NULL, NULL}},
};

typedef struct trace_info {
  bool whole;
  int view_table, view_arcs, view_g, view_xor, view_coins, view_mirror, view_answer;
  uint64_t k;
} trace_info;

static int trace_whole(gr_trace *t, const trace_info *in, uint64_t n, gr_error *err) {
  uint64_t k = in->k;
  uint32_t un = (uint32_t)n;
  if (n <= k) {
    for (uint32_t c = 0; c < un; c++)
      if (gr_trace_write(t, in->view_coins, 0, c, 1, RULE_TAKE_ALL, NULL, 0, err) != 0) return -1;
  } else if (k == 1) {
    for (uint32_t c = 0; c < un; c++) {
      uint32_t prev = c ? gr_trace_cell_id(t, in->view_coins, 0, c - 1) : 0;
      if (gr_trace_write(t, in->view_coins, 0, c, 1 + c % 2, RULE_PARITY, &prev, c ? 1 : 0, err) != 0) return -1;
    }
  } else {
    uint32_t first = gr_trace_cell_id(t, in->view_coins, 0, 0);
    if (gr_trace_write(t, in->view_coins, 0, 0, 1, RULE_FIRST, NULL, 0, err) != 0) return -1;
    uint32_t r = un - 1; /* the row left: coins 2 .. n (0-based 1 .. n-1) */
    if (r <= k) {
      for (uint32_t c = 1; c < un; c++)
        if (gr_trace_write(t, in->view_coins, 0, c, 2, RULE_REPLY_ALL, &first, 1, err) != 0) return -1;
    } else {
      /* 0-based coin c faces coin n - c: the axis runs through coin 0 and
       * the middle of the row. */
      uint32_t lo = r % 2 ? un / 2 : (un - 1) / 2, hi = r % 2 ? un / 2 : (un + 1) / 2;
      for (uint32_t c = lo; c <= hi; c++)
        if (gr_trace_write(t, in->view_coins, 0, c, 2, RULE_REPLY, &first, 1, err) != 0) return -1;
      for (uint32_t c = 1; c < lo; c++) {
        uint32_t o = un - c;
        uint32_t reads[2] = {gr_trace_cell_id(t, in->view_coins, 0, c), gr_trace_cell_id(t, in->view_coins, 0, o)};
        if (gr_trace_write(t, in->view_mirror, 0, c, o + 1, RULE_MIRROR, reads, 2, err) != 0) return -1;
        uint32_t back[2] = {reads[1], reads[0]};
        if (gr_trace_write(t, in->view_mirror, 0, o, c + 1, RULE_MIRROR, back, 2, err) != 0) return -1;
      }
    }
  }
  return gr_trace_write(t, in->view_answer, 0, 0, circle_first_wins(n, k), RULE_VERDICT, NULL, 0, err);
}

/* The option values of row L (L > k), into `seen` (size >= 2 * L + 2). */
static void row_options(const uint64_t *G, uint64_t L, uint64_t k, unsigned char *seen, size_t cap) {
  memset(seen, 0, cap);
  for (uint64_t s = L - k > L ? 0 : L - k; s < L; s++)
    for (uint64_t a = 0; a <= s - a; a++) {
      uint64_t v = G[a] ^ G[s - a];
      if (v < cap) seen[v] = 1;
    }
}

static int trace_arcs(gr_trace *t, const trace_info *in, const uint64_t *arcs, size_t m, gr_error *err) {
  uint64_t k = in->k;
  int rc = -1;
  uint32_t *reads = NULL;
  unsigned char *seen = NULL;
  if (in->view_table >= 0) {
    uint32_t rows = t->views[in->view_table].cols;
    uint64_t *G = t->views[in->view_table].values;
    size_t cap = 4 * (size_t)rows + 8;
    reads = malloc(rows * sizeof *reads);
    seen = malloc(cap);
    if (!reads || !seen) {
      gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
      goto done;
    }
    for (uint32_t L = 0; L < rows; L++) {
      if (L <= k) {
        if (gr_trace_write(t, in->view_table, 0, L, L, RULE_ROW_SMALL, NULL, 0, err) != 0) goto done;
        continue;
      }
      row_options(G, L, k, seen, cap);
      uint64_t v = 0;
      while (v < cap && seen[v]) v++;
      for (uint32_t a = 0; a < L; a++) reads[a] = gr_trace_cell_id(t, in->view_table, 0, a);
      if (gr_trace_write(t, in->view_table, 0, L, v, RULE_ROW_MEX, reads, L, err) != 0) goto done;
    }
  }
  uint64_t x = 0;
  for (size_t i = 0; i < m; i++) {
    uint32_t arc = gr_trace_cell_id(t, in->view_arcs, 0, (uint32_t)i);
    uint64_t g;
    if (arcs[i] <= k) {
      g = arcs[i];
      if (gr_trace_write(t, in->view_g, 0, (uint32_t)i, g, RULE_ARC_SMALL, &arc, 1, err) != 0) goto done;
    } else {
      g = t->views[in->view_table].values[arcs[i]];
      uint32_t r2[2] = {arc, gr_trace_cell_id(t, in->view_table, 0, (uint32_t)arcs[i])};
      if (gr_trace_write(t, in->view_g, 0, (uint32_t)i, g, RULE_ARC_LOOKUP, r2, 2, err) != 0) goto done;
    }
    uint32_t gi = gr_trace_cell_id(t, in->view_g, 0, (uint32_t)i);
    uint32_t r2[2] = {i ? gr_trace_cell_id(t, in->view_xor, 0, (uint32_t)(i - 1)) : gi, gi};
    x ^= g;
    if (gr_trace_write(t, in->view_xor, 0, (uint32_t)i, x, RULE_XOR, i ? r2 : r2 + 1, i ? 2 : 1, err) != 0) goto done;
  }
  uint32_t last = gr_trace_cell_id(t, in->view_xor, 0, (uint32_t)(m - 1));
  rc = gr_trace_write(t, in->view_answer, 0, 0, x != 0, RULE_ANSWER, &last, 1, err);
done:
  free(reads);
  free(seen);
  return rc;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  const trace_info *in = job->state;
  gr_trace *t = job->trace;
  int r = in->whole ? trace_whole(t, in, t->views[in->view_coins].cols, err)
                    : trace_arcs(t, in, t->views[in->view_arcs].values, t->views[in->view_arcs].cols, err);
  if (r != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static void info_destroy(gr_job *job) {
  free(job->state);
  job->state = NULL;
}

static const gr_job_ops trace_ops = {trace_advance, info_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

/* Both views of a whole circle draw the coins around a circle: the coins
 * view with the circle's edges, the mirror view with the chords between
 * mirror partners (when the second player wins by symmetry). */
static int circle_graphs(gr_trace *t, const trace_info *in, uint64_t n, gr_error *err) {
  uint32_t un = (uint32_t)n;
  int32_t *x = malloc(un * sizeof *x), *y = malloc(un * sizeof *y);
  uint32_t *from = malloc(un * sizeof *from), *to = malloc(un * sizeof *to);
  int rc = -1;
  if (!x || !y || !from || !to) {
    gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
    goto done;
  }
  gr_layout_circle(un, 1000, x, y);
  uint32_t m = un > 1 ? un : 0;
  for (uint32_t c = 0; c < m; c++) from[c] = c, to[c] = (c + 1) % un;
  if (gr_trace_set_graph(t, in->view_coins, x, y, from, to, m, err) != 0) goto done;
  m = 0;
  if (!circle_first_wins(n, in->k) && n - 1 > in->k) /* chords c -- n - c, 0-based */
    for (uint32_t c = 1; c < un - c; c++) from[m] = c, to[m] = un - c, m++;
  if (n % 2 == 1 && m > 0) m--; /* odd n: the middle pair is the reply itself */
  rc = gr_trace_set_graph(t, in->view_mirror, x, y, from, to, m, err);
done:
  free(x);
  free(y);
  free(from);
  free(to);
  return rc;
}

static int circle_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (circle_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "no coins left: the game is over");
  trace_info *in = calloc(1, sizeof *in);
  if (in == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  in->k = p->v[0];
  in->view_table = in->view_arcs = in->view_g = in->view_xor = in->view_coins = in->view_mirror = -1;
  gr_trace *t = NULL;
  size_t steps;
  if (is_circle(p)) {
    uint64_t n = p->v[2];
    if (n > CIRCLE_TRACE_COINS) {
      free(in);
      return gr_error_set(err, GR_ELIMIT, "%llu coins: the trace draws every coin, at most %d (solve handles any n)",
                          (unsigned long long)n, CIRCLE_TRACE_COINS);
    }
    in->whole = true;
    steps = 2 * (size_t)n + 4;
    t = gr_trace_new(steps, circle_rules, RULE_COUNT, explain, err);
    if (t == NULL || (in->view_coins = gr_trace_add_view(t, GR_VIEW_GRAPH, "coin",
                                                          "coins on the circle (1 = taken by the first player, 2 = by the second)",
                                                          "圆上的硬币(1 = 先手取走,2 = 后手取走)", 1, (uint32_t)n, 1, err)) < 0 ||
        (in->view_mirror = gr_trace_add_view(t, GR_VIEW_GRAPH, "mirror", "mirror pairs after the reply",
                                             "应对之后的镜像对", 1, (uint32_t)n, 1, err)) < 0 ||
        circle_graphs(t, in, n, err) != 0)
      goto fail;
  } else {
    size_t m = narcs(p);
    const uint64_t *arcs = p->v + 2;
    if (m > CIRCLE_MAX_ARCS_TRACE) {
      free(in);
      return gr_error_set(err, GR_ELIMIT, "%zu arcs: the trace records at most %d (the verdict handles %d)", m,
                          CIRCLE_MAX_ARCS_TRACE, CIRCLE_MAX_ARCS_SOLVE);
    }
    uint64_t rows = rows_needed(arcs, m, in->k);
    if (rows > CIRCLE_TRACE_ROWS) {
      gr_error_set(err, GR_ELIMIT,
                   "an arc of %llu coins with k = %llu: the trace fills the Grundy table by mex for rows of at most "
                   "%d coins (solve goes further)",
                   (unsigned long long)(rows - 1), (unsigned long long)in->k, CIRCLE_TRACE_ROWS - 1);
      free(in);
      return -1;
    }
    steps = (size_t)rows + 2 * m + 1;
    t = gr_trace_new(steps, circle_rules, RULE_COUNT, explain, err);
    if (t == NULL ||
        (rows > 0 && (in->view_table = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "G", "G(L): Grundy value of a row of L",
                                                          "G(L):一排 L 枚硬币的 SG 值", 1, (uint32_t)rows, 0, err)) < 0) ||
        (in->view_arcs = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "arc", "arcs (coins in each row)", "各段硬币数", 1,
                                           (uint32_t)m, 1, err)) < 0 ||
        (in->view_g = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "g", "g: each arc's Grundy value", "g:各段的 SG 值", 1,
                                        (uint32_t)m, 1, err)) < 0 ||
        (in->view_xor = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "x", "x: running XOR", "x:前缀异或", 1, (uint32_t)m, 1,
                                          err)) < 0)
      goto fail;
    memcpy(t->views[in->view_arcs].values, arcs, m * sizeof *arcs);
  }
  if ((in->view_answer = gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1,
                                           1, 1, err)) < 0)
    goto fail;
  t->views[in->view_answer].value_kind = GR_VALUE_BOOL;
  *job = gr_job_new(&trace_ops, in, steps, err);
  if (*job == NULL) {
    gr_trace_free(t);
    return -1;
  }
  (*job)->trace = t;
  return 0;
fail:
  gr_trace_free(t);
  free(in);
  return -1;
}

static int find_view(const gr_trace *t, const char *name) {
  for (size_t i = 0; i < t->nviews; i++)
    if (strcmp(t->views[i].name, name) == 0) return (int)i;
  return -1;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  bool zh = lang == GR_ZH;
  int vc = find_view(t, "coin");
  uint64_t n = vc >= 0 ? t->views[vc].cols : 0;
  gr_trace_cell_name(t, target, out);
  gr_buf_puts(out, zh ? ":" : ": ");
  switch (rule) {
  case RULE_TAKE_ALL:
    gr_buf_printf(out, zh ? "圆上只有 %llu 枚,不超过 k,先手一次全部取走。" : "only %llu coins, at most k: the first player takes them all in one move.",
                  (unsigned long long)n);
    return;
  case RULE_PARITY:
    gr_buf_printf(out, zh ? "k = 1,硬币一枚一枚被取走;第 %u 枚由%s取走。" : "k = 1, so coins go one at a time; coin %u is taken by the %s player.",
                  col + 1, value == 1 ? (zh ? "先手" : "first") : (zh ? "后手" : "second"));
    return;
  case RULE_FIRST:
    gr_buf_puts(out, zh ? "举例:先手取走第 1 枚,圆变成一排。取 1..k 枚中的任意多枚,后手的应对都一样。"
                        : "for example the first player takes coin 1 and the circle opens into a row; any first move "
                          "of 1..k coins is answered the same way.");
    return;
  case RULE_REPLY:
    if ((n - 1) % 2)
      gr_buf_printf(out, zh ? "剩下一排 %llu 枚(奇数),后手取走正中间的第 %u 枚,剩下两排一样长。"
                            : "%llu coins are left in a row (odd); the second player takes coin %u in the middle, "
                              "leaving two equal rows.",
                    (unsigned long long)(n - 1), col + 1);
    else
      gr_buf_printf(out, zh ? "剩下一排 %llu 枚(偶数),后手取走正中间的两枚(第 %llu、%llu 枚),这是其中第 %u 枚;剩下两排一样长。"
                            : "%llu coins are left in a row (even); the second player takes the middle two, coins %llu "
                              "and %llu (this is coin %u), leaving two equal rows.",
                    (unsigned long long)(n - 1), (unsigned long long)((n - 1) / 2 + 1),
                    (unsigned long long)((n + 1) / 2 + 1), col + 1);
    return;
  case RULE_REPLY_ALL:
    gr_buf_printf(out, zh ? "剩下 %llu 枚,不超过 k,后手全部取走(包括第 %u 枚)。"
                          : "%llu coins are left, at most k: the second player takes them all (coin %u among them).",
                  (unsigned long long)(n - 1), col + 1);
    return;
  case RULE_MIRROR:
    gr_buf_printf(out, zh ? "第 %u 枚与第 %llu 枚关于对称轴对称:先手取哪一边,后手就取另一边的对应硬币。"
                          : "coin %u faces coin %llu across the axis: whatever the first player takes on one side, the "
                            "second takes on the other.",
                  col + 1, (unsigned long long)value);
    return;
  case RULE_VERDICT: {
    if (value)
      gr_buf_puts(out, zh ? "先手必胜。" : "the first player wins.");
    else
      gr_buf_puts(out, zh ? "后手必胜:无论先手怎么取,后手在剩下一排的中间应对,之后照镜像模仿。"
                          : "the second player wins: whatever the first player takes, the reply in the middle of the "
                            "row leaves two equal rows, and every later move is copied on the mirror side.");
    return;
  }
  case RULE_ROW_SMALL:
    gr_buf_printf(out, zh ? "L = %u ≤ k:任意 a + b < L 都可达,a xor b ≤ a + b < L,所以 G = %u。"
                          : "L = %u <= k: every split a + b < L can be reached and a xor b <= a + b < L, so G = %u.",
                  col, col);
    return;
  case RULE_ROW_MEX: {
    const gr_view *v = &t->views[view];
    size_t cap = 4 * (size_t)v->cols + 8;
    unsigned char *seen = malloc(cap);
    if (seen == NULL) return;
    /* k is the largest L filled by the rule "short row" (rows 0 .. k). */
    uint64_t k = 0;
    for (uint32_t L = 0; L < v->cols; L++)
      if (v->written_at[L] != GR_NONE && t->step_rule[v->written_at[L]] == RULE_ROW_SMALL) k = L;
    row_options(v->values, col, k, seen, cap);
    gr_buf_printf(out, zh ? "L = %u > k = %llu:选项 G(a) xor G(b)(%llu ≤ a+b ≤ %u)的值为 {" : "L = %u > k = %llu: the options G(a) xor G(b) with %llu <= a+b <= %u take the values {",
                  col, (unsigned long long)k, (unsigned long long)(col - k), col - 1);
    size_t shown = 0;
    for (size_t i = 0; i < cap; i++)
      if (seen[i]) {
        if (shown == 24) {
          gr_buf_puts(out, ", ...");
          break;
        }
        gr_buf_printf(out, shown ? ", %zu" : "%zu", i);
        shown++;
      }
    gr_buf_printf(out, zh ? "},mex = %llu。" : "}, mex = %llu.", (unsigned long long)value);
    free(seen);
    return;
  }
  case RULE_ARC_SMALL:
    gr_buf_printf(out, zh ? "这一段有 %llu 枚,不超过 k,所以 g = %llu。" : "this arc has %llu coins, at most k, so g = %llu.",
                  (unsigned long long)value, (unsigned long long)value);
    return;
  case RULE_ARC_LOOKUP:
    gr_buf_printf(out, zh ? "这一段有 %llu 枚,查表 G(%llu) = %llu。" : "this arc has %llu coins; the table gives G(%llu) = %llu.",
                  (unsigned long long)gr_trace_value(t, reads[0]), (unsigned long long)gr_trace_value(t, reads[0]),
                  (unsigned long long)value);
    return;
  case RULE_XOR:
    if (nreads == 1)
      gr_buf_printf(out, zh ? "x_1 = g_1 = %llu。" : "x_1 = g_1 = %llu.", (unsigned long long)value);
    else
      gr_buf_printf(out, zh ? "%llu xor %llu = %llu。" : "%llu xor %llu = %llu.",
                    (unsigned long long)gr_trace_value(t, reads[0]), (unsigned long long)gr_trace_value(t, reads[1]),
                    (unsigned long long)value);
    return;
  default:
    gr_buf_printf(out, zh ? "所有段的 SG 值异或为 %llu,%s。" : "the arcs' Grundy values XOR to %llu, so the %s.",
                  (unsigned long long)gr_trace_value(t, reads[0]),
                  value ? (zh ? "先手必胜" : "first player wins") : (zh ? "先手必败" : "first player loses"));
    return;
  }
}

/* ---- small positions ------------------------------------------------- */

/* Whole circles of 1..2V coins and rows of up to referee_max_len arcs of
 * 1..V coins (V = referee_max_value), each with k = 1..V + 1. */
static int circle_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t V = gr_game_circle.referee_max_value;
  size_t max_len = gr_game_circle.referee_max_len;
  uint64_t v[2 + 8];
  for (uint64_t k = 1; k <= V + 1; k++) {
    v[0] = k;
    v[1] = KIND_CIRCLE;
    for (uint64_t n = 1; n <= 2 * V; n++) {
      v[2] = n;
      gr_pos p = {.len = 3, .v = v};
      int rc = visit(&p, ctx);
      if (rc != 0) return rc;
    }
    v[1] = KIND_ARCS;
    for (size_t m = 1; m <= max_len && m <= 8; m++) {
      gr_pos p = {.len = m + 2, .v = v};
      for (size_t i = 0; i < m; i++) v[2 + i] = 1;
      for (;;) {
        int rc = visit(&p, ctx);
        if (rc != 0) return rc;
        size_t i = 0;
        while (i < m && v[2 + i] == V) v[2 + i++] = 1;
        if (i == m) break;
        v[2 + i]++;
      }
    }
  }
  return 0;
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop circle_lesson[] = {
    {{"The rules", "规则"},
     {"Six coins lie around a circle and k = 2: a move takes 1 or 2 adjacent coins, and coins with an empty "
      "place between them are not adjacent. The first move opens the circle into a row of 4 or 5 coins; "
      "whoever takes the last coin wins. Who wins 6 2?",
      "六枚硬币围成一圈，k = 2：每次取走 1 或 2 枚相邻的硬币，中间隔着空位的硬币不算相邻。第一步会把圆打开"
      "成一排 4 枚或 5 枚；取走最后一枚的人赢。6 2 谁会赢？"},
     "6 2", -2},
    {{"The reply in the middle", "在正中间回应"},
     {"Seven coins, k = 2. Say the first player takes coin 1: six coins are left in a row, coins 2 to 7. Step "
      "1: the second player takes the middle two, coins 4 and 5, leaving two rows of two (coins 2-3 and 6-7) "
      "that face each other. Had five coins been left, the single middle coin would do the same.",
      "七枚硬币，k = 2。假设先手取走第 1 枚：剩下第 2 到第 7 枚排成一排，共 6 枚。第 1 步：后手取走正中间的"
      "两枚，即第 4、5 枚，留下相对的两排，各 2 枚（第 2-3 枚和第 6-7 枚）。如果剩下 5 枚，就取正中间的一枚，"
      "效果相同。"},
     "7 2", 1},
    {{"The key idea: symmetry", "关键想法：对称性构造"},
     {"After the middle reply the two rows are mirror images: coin 2 faces coin 7 and coin 3 faces coin 6 (step "
      "3). Whatever the first player takes on one side, the second player takes the mirror coins on the other, "
      "so the second player always has a move and takes the last coin. This works for every n > k once k >= 2; "
      "with k = 1 the middle two cannot be taken at once, and the parity of n decides.",
      "正中间回应之后，两排互为镜像：第 2 枚对着第 7 枚，第 3 枚对着第 6 枚（第 3 步）。先手在一边取哪些，后"
      "手就在另一边取镜像位置的那些，所以后手总有棋可走，并取走最后一枚。只要 k ≥ 2 且 n > k，这种对称性构造"
      "都成立；k = 1 时无法一次取走中间两枚，胜负由 n 的奇偶决定。"},
     "7 2", 3},
    {{"The theorem", "定理"},
     {"A whole circle is a first-player win exactly when n <= k (take everything) or k = 1 and n is odd. After "
      "the first move each row of L coins is a game of its own, with SG value G(L) = L for L <= k and a mex "
      "above, and the position is worth the xor of its rows. arcs 3,5 k=2: G(3) = 3, G(5) = 4 and 3 xor 4 = 7 "
      "!= 0, so the first player wins, e.g. by taking coins 4-5 of the row of 5, which leaves arcs 3,3 k=2, a "
      "mirror position again.",
      "整圈时，先手必胜当且仅当 n ≤ k（一次取完），或 k = 1 且 n 为奇数。第一步之后，每排 L 枚硬币是一个独立"
      "的游戏，L ≤ k 时 SG 值 G(L) = L，更长时用 mex 计算；局面的 SG 值是各排的异或。arcs 3,5 k=2：G(3) = "
      "3，G(5) = 4，3 xor 4 = 7 ≠ 0，先手必胜，比如取走 5 枚那一排的第 4-5 枚，留下 arcs 3,3 k=2，又是一个镜"
      "像局面。"},
     "arcs 3,5 k=2", -1},
    {{"Your turn", "轮到你"},
     {"arcs 2,4,7 k=2: three rows worth G(2) = 2, G(4) = 1 and G(7) = 2, whose xor is 1, so the first player "
      "wins. One winning move splits a row and leaves a mirror position; find a move to xor 0 and beat the "
      "computer.",
      "arcs 2,4,7 k=2：三排的 SG 值为 G(2) = 2、G(4) = 1、G(7) = 2，异或为 1，先手必胜。其中一种必胜着法把某"
      "一排分开，留下镜像局面；找一步让异或变为 0，战胜电脑。"},
     "arcs 2,4,7 k=2", -2},
};

const gr_game gr_game_circle = {
    .id = "circle",
    .title = {"Coins on a circle (symmetry; POJ 2484)", "围成一圈的硬币(对称性构造,POJ 2484)"},
    .rules = {"n coins lie around a circle. A move takes 1 to k adjacent coins (coins are adjacent when no taken "
              "place lies between them). The player who takes the last coin wins; the player who cannot move "
              "loses.",
              "n 枚硬币围成一圈。每次可以取走 1 到 k 枚相邻的硬币(中间没有空位才算相邻)。取走最后一枚的人赢,"
              "不能操作的人输。"},
    .syntax = {"A whole circle as 'n k' (7 2: seven coins, a move takes 1 or 2). After the first move the coins "
               "form rows (arcs) without common ends; write them in order around the circle as 'arcs 3,5 k=2' "
               "('arcs none k=2' when every coin is gone). n, k and arcs are at least 1; a circle holds at most "
               "2^64 - 1 coins. Rows longer than k are solved up to 8191 coins, and past that when their Grundy "
               "values are provably periodic (k = 1, 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 192, 384).",
               "整圈写作 'n k'(7 2:七枚硬币,每次取 1 或 2 枚)。第一步之后硬币分成若干排(段),互不相连;"
               "按圆周顺序写作 'arcs 3,5 k=2'(全部取完写 'arcs none k=2')。n、k 和各段至少为 1;一圈最多 "
               "2^64 - 1 枚。长于 k 的一排可求解到 8191 枚,更长的需其 SG 值可证明为周期的(k = 1, 2, 4, 6, 8, 12, 16, 24, "
               "32, 48, 64, 96, 192, 384)。"},
    .example = "7 2",
    .theory = {"Whole circle: n <= k, the first player takes all; k = 1, the parity of n decides; otherwise the "
               "second player wins by symmetry: after any first move, take the middle coin (or two) of the row left "
               "and copy every move on the mirror side. After the first move the rows are independent games: the "
               "XOR of their Grundy values decides, G(L) = L for L <= k and by mex above.",
               "整圈:n ≤ k 时先手全部取走;k = 1 时看 n 的奇偶;否则后手必胜(对称性构造):无论先手怎么取,"
               "后手取剩下一排正中间的 1 或 2 枚,此后在镜像位置模仿。第一步之后各排是独立的游戏:各排 SG 值的"
               "异或决定胜负,L ≤ k 时 G(L) = L,更长的用 mex 计算。"},
    .max_len_solve = CIRCLE_MAX_ARCS_SOLVE + 2,
    .max_len_trace = CIRCLE_MAX_ARCS_TRACE + 2,
    .referee_max_len = 4,
    .referee_max_value = 5,
    .parse = circle_parse,
    .format = circle_format,
    .moves = circle_moves,
    .is_terminal = circle_is_terminal,
    .solve_start = circle_solve_start,
    .trace_start = circle_trace_start,
    .stall_move = circle_stall_move,
    .describe_move = circle_describe_move,
    .board = circle_board,
    .play = circle_play,
    .action = circle_action,
    .enumerate_small = circle_enumerate_small,
    .play_syntax = {"take COIN COUNT (COUNT adjacent coins clockwise from place COIN, places numbered from 1 as "
                    "drawn)",
                    "take 位置 枚数(从第 位置 处起顺时针取 枚数 枚相邻硬币,位置按图从 1 编号)"},
    .lesson = circle_lesson,
    .lesson_len = sizeof circle_lesson / sizeof circle_lesson[0],
};
