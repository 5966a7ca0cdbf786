/*
 * test_genus.c — misère play of heap rulesets (src/algo/genus.c): the genus
 * of each heap, tame or wild, and the tame sum rule.
 *
 *   - the definition by brute force: g-(0) = 1, else the mex of the
 *     options' g-; γk(n) = g-(heap n + k copies of *2).  A separate search
 *     written here (its own move loops, no reductions: heaps counted by
 *     size, *2 -> *1 or nothing, *1 -> nothing) gives every γk the engine
 *     reports for the first heaps of several rulesets, with and without the
 *     tame sum rule;
 *   - the tame sum rule against the definition: g- of every sum of small
 *     heaps with up to two *2's and two *1's, as the engine computes it
 *     (the rule wherever every heap is tame) and as heaps_genus_tame_sum
 *     gives it, equals the brute force;
 *   - the genera every source states: *0 = 0^{120}, *1 = 1^{031},
 *     *2 = 2^{20}, *3 = 3^{31} (Winning Ways, ch. 13; On Numbers and Games,
 *     ch. 12), here as the heaps 0..3 of Nim's own octal code 0.333...
 *     (remove any number up to the digits' length) and the first heaps of
 *     Kayles (0.77), whose heaps 1 and 2 are *1 and *2 and whose heap 3 has
 *     the genus 3^{31};
 *   - the tame-only table (heaps_genus_compute_tame) marks the same heaps
 *     tame with the same genera as the full one, and serves the same sums;
 *   - the heaps game's misère play (heaps_misere.c: the genus where every
 *     heap is tame, else exact search) against the brute force on every
 *     position of a few small heaps: g-, the winner and exactly the moves
 *     to g- 0, and the genus used wherever every heap is tame;
 *   - limits: N past HEAPS_GENUS_MAX_UPTO, a heap past the table.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "algo/genus.h"
#include "games/heaps.h"
#include "grundy.h"

/* ---- the brute force ------------------------------------------------------ */

#define BF_HMAX 14 /* heaps 1..BF_HMAX */
#define BF_KEY (BF_HMAX + 2)

typedef struct bf_state {
  uint8_t c[BF_KEY]; /* c[h]: heaps of h (h >= 1), c[0]: *2's, c[BF_HMAX + 1]: *1's */
} bf_state;

typedef struct bf_table {
  const heaps_rules *r;
  bf_state *keys;
  uint16_t *val;
  bool *used;
  size_t cap, n;
} bf_table;

static size_t bf_hash(const bf_state *s) {
  uint64_t x = 1469598103934665603ull;
  for (int i = 0; i < BF_KEY; i++) x = (x ^ s->c[i]) * 1099511628211ull;
  return (size_t)(x ^ (x >> 31));
}

static size_t bf_find(bf_table *t, const bf_state *s) {
  size_t i = bf_hash(s) & (t->cap - 1);
  while (t->used[i] && memcmp(&t->keys[i], s, sizeof *s) != 0) i = (i + 1) & (t->cap - 1);
  return i;
}

static void bf_init(bf_table *t, const heaps_rules *r) {
  t->r = r;
  t->cap = 1u << 22;
  t->n = 0;
  t->keys = calloc(t->cap, sizeof *t->keys);
  t->val = calloc(t->cap, sizeof *t->val);
  t->used = calloc(t->cap, sizeof *t->used);
  assert_non_null(t->keys);
  assert_non_null(t->val);
  assert_non_null(t->used);
}

static void bf_free(bf_table *t) {
  free(t->keys);
  free(t->val);
  free(t->used);
}

static uint16_t bf_gminus(bf_table *t, const bf_state *s);

/* Adds g- of s with one heap of h replaced by a and b (0: none) to seen. */
static void bf_option(bf_table *t, const bf_state *s, unsigned h, unsigned a, unsigned b, bool *seen) {
  bf_state q = *s;
  q.c[h]--;
  if (a) q.c[a]++;
  if (b) q.c[b]++;
  seen[bf_gminus(t, &q)] = true;
}

/* The moves on a heap of h, straight from the octal digits (lasker: remove
 * any number, or split in two without removing). */
static void bf_heap_moves(bf_table *t, const bf_state *s, unsigned h, bool *seen) {
  const heaps_rules *r = t->r;
  if (r->kind == HEAPS_LASKER) {
    for (unsigned k = 1; k <= h; k++) bf_option(t, s, h, h - k, 0, seen);
    for (unsigned a = 1; a < h; a++) bf_option(t, s, h, a, h - a, seen);
    return;
  }
  for (unsigned k = 0; k <= r->t && k <= h; k++) {
    unsigned d = r->digit[k], rest = h - k;
    if (rest == 0 && (d & 1)) bf_option(t, s, h, 0, 0, seen);
    if (rest > 0 && k > 0 && (d & 2)) bf_option(t, s, h, rest, 0, seen);
    if (rest >= 2 && (d & 4))
      for (unsigned a = 1; a < rest; a++)
        if (r->kind != HEAPS_GRUNDY || 2 * a != rest) bf_option(t, s, h, a, rest - a, seen);
  }
}

static uint16_t bf_gminus(bf_table *t, const bf_state *s) {
  size_t i = bf_find(t, s);
  if (t->used[i]) return t->val[i];
  bool seen[256] = {false};
  bool any = false;
  for (unsigned h = 1; h <= BF_HMAX; h++)
    if (s->c[h]) bf_heap_moves(t, s, h, seen);
  if (s->c[0]) { /* a *2 becomes *1 or nothing */
    bf_state q = *s;
    q.c[0]--;
    seen[bf_gminus(t, &q)] = true;
    q.c[BF_HMAX + 1]++;
    seen[bf_gminus(t, &q)] = true;
    any = true;
  }
  if (s->c[BF_HMAX + 1]) {
    bf_state q = *s;
    q.c[BF_HMAX + 1]--;
    seen[bf_gminus(t, &q)] = true;
    any = true;
  }
  for (unsigned v = 0; v < 256; v++) any = any || seen[v];
  uint16_t m = 0;
  if (!any) m = 1; /* no move: the player to move wins */
  else
    while (seen[m]) m++;
  i = bf_find(t, s); /* the recursion may have filled slots */
  assert_true(t->n * 2 < t->cap);
  t->keys[i] = *s;
  t->val[i] = m;
  t->used[i] = true;
  t->n++;
  return m;
}

/* ---- helpers --------------------------------------------------------------- */

static void parse(const char *text, heaps_rules *r) {
  gr_error err = {0};
  heaps_rules_init(r);
  assert_int_equal(heaps_rules_parse(text, strlen(text), r, &err), 0);
}

static void genus_string(const heaps_genus *h, char *out, size_t size) {
  gr_buf b;
  gr_buf_init(&b);
  gr_buf_printf(&b, "%u^{", (unsigned)h->g);
  heaps_genus_superscript(h, &b);
  gr_buf_putc(&b, '}');
  snprintf(out, size, "%s", b.data);
  gr_buf_free(&b);
}

/* ---- the definition --------------------------------------------------------- */

/* Every γk the engine computed for heaps 0..upto equals the brute force. */
static void check_against_definition(const char *ruleset, unsigned upto, bool tame_rule) {
  heaps_rules r;
  parse(ruleset, &r);
  heaps_genus_table t;
  gr_error err = {0};
  assert_int_equal(heaps_genus_compute(&r, upto, tame_rule, &t, &err), 0);
  bf_table bf;
  bf_init(&bf, &r);
  for (unsigned n = 0; n <= upto; n++) {
    const heaps_genus *h = &t.heap[n];
    assert_true(h->computed >= 6);
    assert_true(h->digits >= 2 && h->digits <= h->computed - 4);
    for (unsigned k = 0; k < h->computed; k++) {
      bf_state s = {{0}};
      s.c[0] = (uint8_t)k;
      if (n) s.c[n] = 1;
      uint16_t want = bf_gminus(&bf, &s);
      if (want != h->gamma[k]) fail_msg("%s heap %u: γ%u = %u by the engine, %u by the definition", ruleset, n, k, h->gamma[k], want);
    }
  }
  bf_free(&bf);
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

static const char *const RULESETS[] = {"0.77", "0.07", "0.137", "4.7", "0.6", "0.51", "0.33", "0.753", "S{1,2,4}",
                                       "lasker", "grundy"};

static void test_definition_with_tame_rule(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof RULESETS / sizeof *RULESETS; i++) check_against_definition(RULESETS[i], 12, true);
}

static void test_definition_without_tame_rule(void **state) {
  (void)state;
  for (size_t i = 0; i < sizeof RULESETS / sizeof *RULESETS; i++) check_against_definition(RULESETS[i], 11, false);
}

/* ---- the tame sum rule ----------------------------------------------------- */

/* Every multiset of heaps 1..maxh with total <= total_max, recursively. */
typedef struct sum_ctx {
  const heaps_genus_table *t;
  bf_table *bf;
  uint64_t heaps[16];
  size_t n;
  unsigned rule_used;
} sum_ctx;

static void check_sum(sum_ctx *c) {
  for (unsigned twos = 0; twos <= 2; twos++)
    for (unsigned ones = 0; ones <= 2; ones++) {
      bf_state s = {{0}};
      s.c[0] = (uint8_t)twos;
      s.c[BF_HMAX + 1] = (uint8_t)ones;
      for (size_t i = 0; i < c->n; i++) s.c[c->heaps[i]]++;
      uint16_t want = bf_gminus(c->bf, &s), got = 0;
      gr_error err = {0};
      assert_int_equal(heaps_genus_misere_value(c->t, c->heaps, c->n, twos, ones, &got, &err), 0);
      assert_int_equal(got, want);
      if (twos == 0 && ones == 0 && heaps_genus_tame_sum(c->t, c->heaps, c->n, &got)) {
        assert_int_equal(got, want);
        c->rule_used++;
      }
    }
}

static void each_sum(sum_ctx *c, unsigned from, unsigned left) {
  check_sum(c);
  for (unsigned h = from; h <= left && c->n < 16; h++) {
    c->heaps[c->n++] = h;
    each_sum(c, h, left - h);
    c->n--;
  }
}

static void check_sums(const char *ruleset, unsigned total, unsigned min_rule_uses, bool tame_table) {
  heaps_rules r;
  parse(ruleset, &r);
  heaps_genus_table t;
  gr_error err = {0};
  if (tame_table) assert_int_equal(heaps_genus_compute_tame(&r, total, &t, &err), 0);
  else assert_int_equal(heaps_genus_compute(&r, total, true, &t, &err), 0);
  bf_table bf;
  bf_init(&bf, &r);
  sum_ctx c = {.t = &t, .bf = &bf};
  each_sum(&c, 1, total);
  /* the rule was really exercised, not skipped for want of tame heaps */
  assert_true(c.rule_used >= min_rule_uses);
  bf_free(&bf);
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

static void test_tame_sums(void **state) {
  (void)state;
  for (int tame_table = 0; tame_table <= 1; tame_table++) {
    check_sums("0.77", 12, 10, tame_table);  /* Kayles: heaps 0..4 tame */
    check_sums("0.07", 13, 100, tame_table); /* Dawson's Kayles: heaps 0..9 tame */
    check_sums("0.137", 12, 50, tame_table);
    check_sums("0.33", 12, 50, tame_table);
    check_sums("S{1,2,4}", 12, 50, tame_table);
    check_sums("4.7", 10, 1, tame_table);
  }
}

/* ---- the heaps game's misère play ------------------------------------------ */

/* gr_solve of the heaps game's misère play on every position of heaps
 * 1..total (as multisets) against the brute force: g-, the winner, and the
 * winning moves exactly the moves (the game's own) to a position of g- 0;
 * a position whose heaps are all tame must be decided by the genus. */
typedef struct game_ctx {
  const char *ruleset;
  const heaps_genus_table *t;
  bf_table *bf;
  unsigned heaps[16];
  size_t n;
  unsigned by_genus;
} game_ctx;

static uint16_t bf_of_position(bf_table *bf, const gr_pos *p) {
  bf_state s = {{0}};
  for (size_t i = (size_t)p->v[0]; i < p->len; i++) s.c[p->v[i]]++;
  return bf_gminus(bf, &s);
}

static void check_game_position(game_ctx *c) {
  char text[128];
  int at = snprintf(text, sizeof text, "%s:", c->ruleset);
  for (size_t i = 0; i < c->n; i++) at += snprintf(text + at, sizeof text - (size_t)at, " %u", c->heaps[i]);
  const gr_game *g = gr_game_misere_of(&gr_game_heaps);
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(g->parse(text, &p, &err), 0);
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, &p, &a, &err) != 0) fail_msg("%s: %s", text, err.message);
  uint16_t want = bf_of_position(c->bf, &p);
  assert_true(a.has_grundy_misere);
  if (a.grundy_misere != want)
    fail_msg("%s: g- %llu, the definition gives %u", text, (unsigned long long)a.grundy_misere, want);
  assert_int_equal(a.winner, want ? GR_WINNER_FIRST : GR_WINNER_SECOND);
  uint16_t rule;
  uint64_t heaps[16];
  for (size_t i = 0; i < c->n; i++) heaps[i] = c->heaps[i];
  bool tame = heaps_genus_tame_sum(c->t, heaps, c->n, &rule) == 1;
  if (tame) c->by_genus++;
  assert_int_equal(a.misere_method, tame ? GR_MISERE_BY_GENUS : GR_MISERE_BY_SEARCH);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  assert_int_equal(g->moves(&p, 100000, &moves, &err), 0);
  size_t lost = 0;
  for (size_t k = 0; k < moves.count; k++) {
    if (bf_of_position(c->bf, &moves.items[k]) != 0) continue;
    lost++;
    bool listed = false;
    for (size_t w = 0; w < a.winning_moves.count && !listed; w++)
      listed = gr_pos_equal(&a.winning_moves.items[w], &moves.items[k]);
    if (!listed) fail_msg("%s: a winning move is missing", text);
  }
  assert_int_equal(a.winning_moves.count, lost); /* and none twice, none losing */
  gr_pos_list_free(&moves);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

static void each_game_position(game_ctx *c, unsigned from, unsigned left) {
  check_game_position(c);
  for (unsigned h = from; h <= left && c->n < 16; h++) {
    c->heaps[c->n++] = h;
    each_game_position(c, h, left - h);
    c->n--;
  }
}

static void check_game(const char *ruleset, unsigned total, unsigned min_by_genus) {
  heaps_rules r;
  parse(ruleset, &r);
  heaps_genus_table t;
  gr_error err = {0};
  assert_int_equal(heaps_genus_compute_tame(&r, total, &t, &err), 0);
  bf_table bf;
  bf_init(&bf, &r);
  game_ctx c = {.ruleset = ruleset, .t = &t, .bf = &bf};
  each_game_position(&c, 1, total);
  if (c.by_genus < min_by_genus) fail_msg("%s: only %u positions by the genus", ruleset, c.by_genus);
  bf_free(&bf);
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

static void test_game_misere(void **state) {
  (void)state;
  check_game("0.31", 12, 70);     /* every heap tame, firm ones of value 0 and 1 */
  check_game("4.3", 12, 70);      /* the same, with splits */
  check_game("lasker", 10, 40);   /* every heap tame (removes any number, or splits) */
  check_game("0.07", 12, 50);     /* Dawson's Kayles: heaps 0..9 tame, 10 wild */
  check_game("0.77", 10, 10);     /* Kayles: heaps 0..4 tame, the rest wild */
  check_game("S{1,2,4}", 12, 70);
}

/* The tame-only table marks the same heaps tame, with the same genera. */
static void test_tame_table(void **state) {
  (void)state;
  static const char *const rulesets[] = {"0.77", "0.07", "0.137", "lasker", "grundy", "S{1,3,4}", "0.6"};
  for (size_t i = 0; i < sizeof rulesets / sizeof *rulesets; i++) {
    heaps_rules r;
    parse(rulesets[i], &r);
    heaps_genus_table full, tame;
    gr_error err = {0};
    assert_int_equal(heaps_genus_compute(&r, 30, true, &full, &err), 0);
    assert_int_equal(heaps_genus_compute_tame(&r, 30, &tame, &err), 0);
    for (unsigned n = 0; n <= 30; n++) {
      assert_int_equal(tame.heap[n].tame, full.heap[n].tame);
      assert_int_equal(tame.heap[n].g, full.heap[n].g);
      if (full.heap[n].tame == HEAPS_WILD) continue;
      assert_int_equal(tame.heap[n].digits, full.heap[n].digits);
      assert_memory_equal(tame.heap[n].gamma, full.heap[n].gamma, full.heap[n].digits * sizeof(uint16_t));
    }
    heaps_genus_free(&full);
    heaps_genus_free(&tame);
    heaps_rules_free(&r);
  }
  /* at the bound, cheaply: Kayles' tame heaps are 0..4 only */
  heaps_rules r;
  parse("0.77", &r);
  heaps_genus_table t;
  gr_error err = {0};
  assert_int_equal(heaps_genus_compute_tame(&r, HEAPS_GENUS_MAX_UPTO, &t, &err), 0);
  uint64_t sum[] = {3, 4, 900};
  uint16_t v;
  assert_int_equal(heaps_genus_tame_sum(&t, sum, 2, &v), 1);
  assert_int_equal(v, 3 ^ 1); /* *3 + *1 (firm): g- = g */
  assert_int_equal(heaps_genus_tame_sum(&t, sum, 3, &v), 0);
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

/* ---- the genera every source states ------------------------------------------ */

static void expect_genera(const char *ruleset, const char *const *want, unsigned count) {
  heaps_rules r;
  parse(ruleset, &r);
  heaps_genus_table t;
  gr_error err = {0};
  assert_int_equal(heaps_genus_compute(&r, count - 1, true, &t, &err), 0);
  for (unsigned n = 0; n < count; n++) {
    char got[64];
    genus_string(&t.heap[n], got, sizeof got);
    if (strcmp(got, want[n]) != 0) fail_msg("%s heap %u: %s, expected %s", ruleset, n, got, want[n]);
  }
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

static void test_nim_heaps(void **state) {
  (void)state;
  /* Nim's heaps 0..7 (0.3333333: remove 1..7, a heap of up to 7 is *n) */
  static const char *const nim[] = {"0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}", "6^{64}", "7^{75}"};
  expect_genera("0.3333333", nim, 8);
  /* Kayles: heap 1 is *1, heap 2 is *2; heap 3 (options *2, *1, *1 + *1) is 3^{31} */
  static const char *const kayles[] = {"0^{120}", "1^{031}", "2^{20}", "3^{31}"};
  expect_genera("0.77", kayles, 4);
}

static void test_tame_marks(void **state) {
  (void)state;
  heaps_rules r;
  parse("0.3333333", &r);
  heaps_genus_table t;
  gr_error err = {0};
  assert_int_equal(heaps_genus_compute(&r, 7, true, &t, &err), 0);
  assert_int_equal(t.heap[0].tame, HEAPS_FICKLE);
  assert_int_equal(t.heap[1].tame, HEAPS_FICKLE);
  for (unsigned n = 2; n <= 7; n++) assert_int_equal(t.heap[n].tame, HEAPS_FIRM);
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

static void test_limits(void **state) {
  (void)state;
  heaps_rules r;
  parse("0.77", &r);
  heaps_genus_table t;
  gr_error err = {0};
  assert_int_equal(heaps_genus_compute(&r, HEAPS_GENUS_MAX_UPTO + 1, true, &t, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.text[GR_EN], "too large"));
  gr_error_clear(&err);
  assert_int_equal(heaps_genus_compute(&r, 6, true, &t, &err), 0);
  uint64_t past[] = {3, 7};
  uint16_t v;
  assert_int_equal(heaps_genus_misere_value(&t, past, 2, 0, 0, &v, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_int_equal(heaps_genus_tame_sum(&t, past, 2, &v), 0);
  heaps_genus_free(&t);
  heaps_rules_free(&r);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_definition_with_tame_rule),
      cmocka_unit_test(test_definition_without_tame_rule),
      cmocka_unit_test(test_tame_sums),
      cmocka_unit_test(test_tame_table),
      cmocka_unit_test(test_game_misere),
      cmocka_unit_test(test_nim_heaps),
      cmocka_unit_test(test_tame_marks),
      cmocka_unit_test(test_limits),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
