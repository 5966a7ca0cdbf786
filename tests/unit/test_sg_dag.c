/*
 * test_sg_dag.c — the token game on a graph (`dag`) and Every-SG on Euclid
 * pairs (`every`): parsers and their messages, round trips, the move
 * generators, and every verdict against an independent truth:
 *   - win / lose / draw of one token by retrograde labelling, against a
 *     naive fixpoint written here, on every digraph (cycles and loops
 *     included) with up to 3 vertices and every loopless one with 4, under
 *     normal and misère play;
 *   - sums of tokens on graphs with cycles against gr_referee_retrograde
 *     (exhaustive search that handles draws);
 *   - Grundy values against the referee on random DAGs whose vertices are
 *     numbered in no particular order;
 *   - misère sums against misère search, and the SJ theorem itself where
 *     its premise holds (with a position where it fails without it);
 *   - the Euclid step function against its definition, and Every-SG sums
 *     against search;
 *   - the layered layout (every DAG edge goes down a layer), the trace
 *     against the verdict, big graphs, the limits, play and the board.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/dag.h"
#include "games/every.h"
#include "grundy.h"

static const gr_game *DAG, *EVERY;

static uint64_t rng_state = 0x243f6a8885a308d3u;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}
static uint32_t below(uint32_t n) { return (uint32_t)(rnd() % n); }

static int setup(void **state) {
  (void)state;
  DAG = gr_game_find("dag");
  EVERY = gr_game_find("every");
  return DAG && EVERY ? 0 : -1;
}

/* ---- helpers ------------------------------------------------------------ */

static void parse_ok(const gr_game *g, const char *text, gr_pos *p) {
  gr_error err = {0};
  gr_pos_init(p);
  if (gr_game_parse(g, text, p, &err) != 0) fail_msg("%s: '%s' rejected: %s", g->id, text, err.message);
}

static void parse_bad(const gr_game *g, const char *text, gr_status status, const char *fragment) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  int rc = gr_game_parse(g, text, &p, &err);
  if (rc == 0) fail_msg("%s: '%s' was accepted", g->id, text);
  if (err.status != status || strstr(err.message, fragment) == NULL)
    fail_msg("%s: '%s': status %d, message '%s' (wanted %d, '%s')", g->id, text, err.status, err.message, status,
             fragment);
  assert_int_equal(p.len, 0);
}

static char *format(const gr_game *g, const gr_pos *p) {
  gr_buf b;
  gr_buf_init(&b);
  g->format(p, &b);
  return gr_buf_take(&b);
}

static void solve(const gr_game *g, const gr_pos *p, gr_analysis *a) {
  gr_error err = {0};
  gr_analysis_init(a);
  if (gr_solve(g, p, a, &err) != 0) {
    char *t = format(g, p);
    fail_msg("solve %s '%s': %s", g->id, t, err.message);
  }
}

/* 0 lost, 1 won, 2 drawn, from an analysis. */
static int verdict(const gr_analysis *a) { return a->winner == GR_WINNER_DRAW ? 2 : a->winner == GR_WINNER_FIRST ? 1 : 0; }

/* A dag position from parts: flags, n, edges (from, to pairs), tokens. */
static void make_dag(gr_pos *p, bool misere, uint32_t n, const uint32_t *ef, const uint32_t *et, uint32_t m,
                     const uint32_t *tokens, uint32_t k) {
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "n=%u; %sstart=", n, misere ? "misere; " : "");
  for (uint32_t i = 0; i < k; i++) gr_buf_printf(&text, "%s%u", i ? "," : "", tokens[i]);
  for (uint32_t e = 0; e < m; e++) gr_buf_printf(&text, "%s%u>%u", e ? " " : "; ", ef[e], et[e]);
  parse_ok(DAG, text.data, p);
  gr_buf_free(&text);
}

/* ---- parsing --------------------------------------------------------------- */

static void test_dag_parse_errors(void **state) {
  (void)state;
  parse_bad(DAG, "start=0; 0>", GR_ESYNTAX, "expected a vertex number after '>'");
  parse_bad(DAG, "start=0; 0>1 2>", GR_ESYNTAX, "malformed edge '2>' at line 1, column 14");
  parse_bad(DAG, "n=3; start=0; 0>1 1>5", GR_ERANGE, "edge 2 at line 1, column 21: vertex 5 is not declared (n=3");
  parse_bad(DAG, "n=3; start=0,4; 0>1", GR_ERANGE, "start vertex 4 (token 2) at line 1, column 14 is not in the graph");
  parse_bad(DAG, "start=9; 0>1", GR_ERANGE, "start vertex 9 (token 1) at line 1, column 7 is not in the graph");
  parse_bad(DAG, "0>1", GR_ESYNTAX, "no start=");
  parse_bad(DAG, "start=0", GR_ESYNTAX, "the graph has no vertices");
  parse_bad(DAG, "start=0; 0-1", GR_ESYNTAX, "'0-1' at line 1, column 10 is not an edge");
  parse_bad(DAG, "start=0; 0 1", GR_ESYNTAX, "'0' at line 1, column 10 is not an edge");
  parse_bad(DAG, "start=0; x>1", GR_ESYNTAX, "unknown word 'x' at line 1, column 10");
  parse_bad(DAG, "start=0; 0>1\n1>2; n=3", GR_ESYNTAX, "n= at line 2, column 6 must come first");
  parse_bad(DAG, "n=0; start=0", GR_ERANGE, "n=0");
  parse_bad(DAG, "n=16777217; start=0", GR_ELIMIT, "at most 16777216 vertices");
  parse_bad(DAG, "start=0; 16777216>1", GR_ELIMIT, "past the limit of 16777216 vertices");
  parse_bad(DAG, "start=0; 99999999999999999999>1", GR_ERANGE, "past the 64-bit limit");
  parse_bad(DAG, "start=; 0>1", GR_ESYNTAX, "lists no vertex");
  parse_bad(DAG, "start=0; start=1; 0>1", GR_ESYNTAX, "a second start=");
  parse_bad(DAG, "n=3; n=3; start=0", GR_ESYNTAX, "a second n=");
  parse_bad(DAG, "start=0; 0>1 1>2a", GR_ESYNTAX, "unexpected 'a' at line 1, column 17");
  parse_bad(DAG, "start 0; 0>1", GR_ESYNTAX, "must be followed by '='");
  parse_bad(DAG, "random=5,1; start=0", GR_ESYNTAX, "needs n= before it");
  parse_bad(DAG, "n=1; random=5,1; start=0", GR_ERANGE, "at least 2 vertices");
  parse_bad(DAG, "n=5; random=5; start=0", GR_ESYNTAX, "random=EDGES,START");
  parse_bad(DAG, "misere=1; start=0; 0>1", GR_ESYNTAX, "takes no value");
  parse_bad(DAG, "start=0; 0>1 @", GR_ESYNTAX, "unexpected '@'");
}

static void test_every_parse_errors(void **state) {
  (void)state;
  parse_bad(EVERY, "", GR_ESYNTAX, "no pairs given");
  parse_bad(EVERY, "3", GR_ESYNTAX, "pair 1 at line 1, column 1 ('3'): expected ','");
  parse_bad(EVERY, "3,5 4", GR_ESYNTAX, "pair 2 at line 1, column 5");
  parse_bad(EVERY, "3,x", GR_ESYNTAX, "expected the second number after ','");
  parse_bad(EVERY, "3,5,7", GR_ESYNTAX, "unexpected ',7' at line 1, column 4 after pair 1");
  parse_bad(EVERY, "-1,2", GR_ERANGE, "negative");
  parse_bad(EVERY, "1,99999999999999999999", GR_ERANGE, "past the 64-bit limit");
  parse_bad(EVERY, "1,2\n3 ,x", GR_ESYNTAX, "pair 2 at line 2, column 4");
}

static void round_trip(const gr_game *g, const char *text, const char *canonical) {
  gr_pos p, q;
  parse_ok(g, text, &p);
  char *t = format(g, &p);
  if (canonical && strcmp(t, canonical) != 0) fail_msg("'%s' formats as '%s', not '%s'", text, t, canonical);
  parse_ok(g, t, &q);
  assert_true(gr_pos_equal(&p, &q));
  free(t);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

static void test_round_trip(void **state) {
  (void)state;
  round_trip(DAG, "start=0,3; 0>1 0>2 1>2 2>3", "n=4; start=0,3; 0>1 0>2 1>2 2>3");
  round_trip(DAG, "start=0; 2>1 0>2 0>1 0>1 1>2", "n=3; start=0; 0>1 0>2 1>2 2>1");
  round_trip(DAG, "start=0; 0>1>2>0", "n=3; start=0; 0>1 1>2 2>0");
  round_trip(DAG, "n=5;misere;start=4 , 0;0 > 1,1>1", "n=5; misere; start=4,0; 0>1 1>1");
  round_trip(DAG, "  n=2\n start=1\n", "n=2; start=1");
  round_trip(DAG, "n=50; random=200,3; start=0,7", NULL);
  round_trip(EVERY, "3,5 7,2  0,0;9, 4", "3,5 2,7 0,0 4,9");
  round_trip(EVERY, "18446744073709551615,1", "1,18446744073709551615");
}

/* Every enumerated position survives format and parse. */
static int round_trip_visit(const gr_pos *p, void *ctx) {
  const gr_game *g = ctx;
  char *t = format(g, p);
  gr_pos q;
  gr_error err = {0};
  gr_pos_init(&q);
  int rc = gr_game_parse(g, t, &q, &err) == 0 && gr_pos_equal(p, &q) ? 0 : 1;
  free(t);
  gr_pos_free(&q);
  return rc;
}

static void test_enumerated_round_trip(void **state) {
  (void)state;
  assert_int_equal(DAG->enumerate_small(round_trip_visit, (void *)DAG), 0);
  assert_int_equal(EVERY->enumerate_small(round_trip_visit, (void *)EVERY), 0);
}

/* ---- moves ------------------------------------------------------------------ */

static void check_moves(const gr_game *g, const char *text, size_t expected) {
  gr_pos p;
  parse_ok(g, text, &p);
  gr_pos_list l;
  gr_pos_list_init(&l);
  gr_error err = {0};
  assert_int_equal(g->moves(&p, 1000000, &l, &err), 0);
  assert_int_equal(l.count, expected);
  for (size_t i = 0; i < l.count; i++)
    for (size_t j = 0; j < i; j++) assert_false(gr_pos_equal(&l.items[i], &l.items[j]));
  assert_int_equal(g->is_terminal(&p), expected == 0);
  gr_pos_list_free(&l);
  if (expected > 1) {
    gr_error e2 = {0};
    assert_int_equal(g->moves(&p, expected - 1, &l, &e2), -1);
    assert_int_equal(e2.status, GR_ELIMIT);
    gr_pos_list_free(&l);
  }
  gr_pos_free(&p);
}

static void test_moves(void **state) {
  (void)state;
  check_moves(DAG, "start=0,0; 0>1 0>2 1>2", 4);
  check_moves(DAG, "start=2,2; 0>1 0>2 1>2", 0);
  check_moves(DAG, "start=1; 0>1 1>1 1>0", 2); /* the loop is a move to the same position */
  check_moves(DAG, "start=0,0; 0>0 0>1", 3);   /* ... listed once, though both tokens can take it */
  check_moves(EVERY, "3,5 2,7 4,9", 1 * 3 * 2);
  check_moves(EVERY, "0,5 4,4", 1);
  check_moves(EVERY, "0,5 0,0", 0);
  check_moves(EVERY, "1,6 1,5 2,7", 6 * 5 * 3);
}

/* ---- one token on any digraph: retrograde against a naive fixpoint ----------- */

/* Win/lose/draw of every vertex by iterating the definitions to a fixpoint. */
static void naive_outcomes(uint32_t n, const bool adj[4][4], bool misere, int *out) {
  for (uint32_t v = 0; v < n; v++) out[v] = 3;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t v = 0; v < n; v++) {
      if (out[v] != 3) continue;
      bool any = false, some_lost = false, all_won = true;
      for (uint32_t w = 0; w < n; w++)
        if (adj[v][w]) {
          any = true;
          some_lost = some_lost || out[w] == 0;
          all_won = all_won && out[w] == 1;
        }
      int o = !any ? (misere ? 1 : 0) : some_lost ? 1 : all_won ? 0 : 3;
      if (o != 3) out[v] = o, changed = true;
    }
  }
  for (uint32_t v = 0; v < n; v++)
    if (out[v] == 3) out[v] = 2;
}

static void test_single_token_any_graph(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(DAG, &err);
  uint64_t checked = 0, draws = 0;
  for (uint32_t n = 1; n <= 4; n++) {
    /* n <= 3: every digraph with loops; n = 4: every loopless digraph. */
    uint32_t slots = n <= 3 ? n * n : n * (n - 1);
    for (uint64_t mask = 0; mask < (UINT64_C(1) << slots); mask++) {
      bool adj[4][4] = {{false}};
      uint32_t ef[16], et[16], m = 0, bit = 0;
      for (uint32_t a = 0; a < n; a++)
        for (uint32_t b = 0; b < n; b++) {
          if (n == 4 && a == b) continue;
          if (mask >> bit++ & 1) adj[a][b] = true, ef[m] = a, et[m++] = b;
        }
      for (int misere = 0; misere < 2; misere++) {
        int truth[4];
        naive_outcomes(n, adj, misere, truth);
        for (uint32_t t = 0; t < n; t++) {
          gr_pos p;
          make_dag(&p, misere, n, ef, et, m, &t, 1);
          gr_analysis a;
          solve(DAG, &p, &a);
          if (verdict(&a) != truth[t]) {
            char *s = format(DAG, &p);
            fail_msg("'%s': the solver says %d, the fixpoint %d", s, verdict(&a), truth[t]);
          }
          /* The winning moves are exactly the successors the fixpoint calls lost. */
          size_t expected = 0;
          for (uint32_t w = 0; w < n; w++) expected += truth[t] == 1 && adj[t][w] && truth[w] == 0;
          assert_int_equal(a.winning_moves.count, expected);
          for (size_t i = 0; i < a.winning_moves.count; i++) {
            uint64_t w = a.winning_moves.items[i].v[a.winning_moves.items[i].len - 1];
            assert_true(adj[t][w] && truth[w] == 0);
          }
          /* ... and search (which handles cycles) agrees too, on a sample. */
          if ((mask + t) % 7 == 0) {
            int o;
            assert_int_equal(gr_referee_retrograde(ref, &p, misere, &o, &err), 0);
            assert_int_equal(o, truth[t]);
          }
          /* A draw's computer move keeps the draw. */
          if (truth[t] == 2) {
            gr_pos next;
            gr_pos_init(&next);
            bool winning;
            assert_int_equal(gr_choose_move(DAG, &p, &a, &next, &winning, &err), 0);
            assert_false(winning);
            assert_int_equal(truth[next.v[next.len - 1]], 2);
            gr_pos_free(&next);
            draws++;
          }
          checked++;
          gr_analysis_free(&a);
          gr_pos_free(&p);
        }
      }
    }
  }
  gr_referee_free(ref);
  print_message("one token: %llu positions (%llu draws) agree with the fixpoint\n", (unsigned long long)checked,
                (unsigned long long)draws);
  assert_true(draws > 1000);
}

/* ---- sums on graphs with cycles, and misère sums: against search ------------- */

typedef struct tally {
  uint64_t positions, by[5], draws, refused, infinite;
} tally;

static void against_search(gr_referee *ref, const gr_pos *p, bool misere, tally *t) {
  gr_error err = {0};
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(DAG, p, &a, &err) != 0) {
    char *s = format(DAG, p);
    fail_msg("'%s': %s", s, err.message);
  }
  int truth;
  assert_int_equal(gr_referee_retrograde(ref, p, misere, &truth, &err), 0);
  if (verdict(&a) != truth) {
    char *s = format(DAG, p);
    fail_msg("'%s': the solver says %d, search %d", s, verdict(&a), truth);
  }
  /* Every listed winning move is legal and lost for the opponent, and none is missing. */
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  assert_int_equal(DAG->moves(p, 100000, &moves, &err), 0);
  size_t lost = 0;
  for (size_t k = 0; k < moves.count; k++) {
    int o;
    assert_int_equal(gr_referee_retrograde(ref, &moves.items[k], misere, &o, &err), 0);
    if (o != 0) continue;
    lost++;
    bool listed = false;
    for (size_t i = 0; i < a.winning_moves.count; i++) listed = listed || gr_pos_equal(&a.winning_moves.items[i], &moves.items[k]);
    assert_true(listed);
  }
  assert_int_equal(lost, a.winning_moves.count);
  /* The computer's move: from a won position a winning one; from a drawn
   * one a move that keeps the draw (never one into a loss). */
  if (moves.count > 0) {
    gr_pos next;
    gr_pos_init(&next);
    assert_int_equal(DAG->stall_move(p, &next, &err), 0);
    int after;
    assert_int_equal(gr_referee_retrograde(ref, &next, misere, &after, &err), 0);
    if (truth == 1) assert_int_equal(after, 0);
    if (truth == 2) assert_int_equal(after, 2);
    gr_pos_free(&next);
  }
  /* In normal play the generalized value says the outcome (Smith): 0 lost,
   * another finite value won, ∞(K) won exactly when 0 is in K, else drawn. */
  if (!misere) {
    if (a.has_grundy) assert_int_equal(truth, a.grundy ? 1 : 0);
    assert_true(a.has_grundy != a.grundy_infinite);
    if (a.grundy_infinite) {
      assert_int_equal(truth, a.grundy_reach_count && a.grundy_reach[0] == 0 ? 1 : 2);
      for (size_t k = 1; k < a.grundy_reach_count; k++) assert_true(a.grundy_reach[k - 1] < a.grundy_reach[k]);
      t->infinite++;
    }
  }
  dag_method method;
  assert_int_equal(dag_method_of(p, &method, &err), 0);
  t->by[method]++;
  t->draws += truth == 2;
  t->positions++;
  gr_pos_list_free(&moves);
  gr_analysis_free(&a);
}

static void test_loopy_sums(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(DAG, &err);
  tally t = {0};
  for (uint32_t n = 1; n <= 3; n++)
    for (uint32_t mask = 0; mask < (1u << (n * n)); mask++) {
      uint32_t ef[9], et[9], m = 0;
      for (uint32_t bit = 0; bit < n * n; bit++)
        if (mask >> bit & 1) ef[m] = bit / n, et[m++] = bit % n;
      for (int misere = 0; misere < 2; misere++)
        for (uint32_t t0 = 0; t0 < n; t0++)
          for (uint32_t t1 = 0; t1 < n; t1++)
            for (uint32_t t2 = 0; t2 <= n; t2++) { /* t2 == n: two tokens */
              uint32_t tok[3] = {t0, t1, t2};
              gr_pos p;
              make_dag(&p, misere, n, ef, et, m, tok, t2 < n ? 3 : 2);
              against_search(ref, &p, misere, &t);
              gr_pos_free(&p);
            }
    }
  /* Normal play, two tokens, every digraph on 4 vertices with at most 7 edges:
   * the generalized values against search. */
  for (uint32_t mask = 0; mask < (1u << 16); mask++) {
    if (__builtin_popcount(mask) > 7) continue;
    uint32_t ef[16], et[16], m = 0;
    for (uint32_t bit = 0; bit < 16; bit++)
      if (mask >> bit & 1) ef[m] = bit / 4, et[m++] = bit % 4;
    for (uint32_t t0 = 0; t0 < 4; t0++)
      for (uint32_t t1 = t0; t1 < 4; t1++) {
        uint32_t tok[2] = {t0, t1};
        gr_pos p;
        make_dag(&p, false, 4, ef, et, m, tok, 2);
        against_search(ref, &p, false, &t);
        gr_pos_free(&p);
      }
  }
  gr_referee_free(ref);
  print_message("two and three tokens on every digraph up to 3 vertices, two on 4 vertices: %llu positions (%llu "
                "draws; xor %llu, sj %llu, search %llu, generalized SG %llu; %llu infinite values) agree with search\n",
                (unsigned long long)t.positions, (unsigned long long)t.draws,
                (unsigned long long)t.by[DAG_METHOD_XOR], (unsigned long long)t.by[DAG_METHOD_SJ],
                (unsigned long long)t.by[DAG_METHOD_SEARCH], (unsigned long long)t.by[DAG_METHOD_GSG],
                (unsigned long long)t.infinite);
  assert_true(t.draws > 0 && t.by[DAG_METHOD_XOR] > 0 && t.by[DAG_METHOD_SJ] > 0 && t.by[DAG_METHOD_SEARCH] > 0 &&
              t.by[DAG_METHOD_GSG] > 0 && t.infinite > 0);
}

/* Misère on every DAG up to 4 vertices with 2 or 3 tokens (and 5 vertices, 2 tokens). */
static void test_misere_dags(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(DAG, &err);
  tally t = {0};
  for (uint32_t n = 1; n <= 5; n++) {
    uint32_t pairs = n * (n - 1) / 2;
    for (uint32_t mask = 0; mask < (1u << pairs); mask++) {
      uint32_t ef[10], et[10], m = 0, bit = 0;
      for (uint32_t a = 0; a < n; a++)
        for (uint32_t b = a + 1; b < n; b++, bit++)
          if (mask >> bit & 1) ef[m] = a, et[m++] = b;
      for (uint32_t k = 2; k <= (n <= 4 ? 3u : 2u); k++) {
        uint32_t tok[3] = {0, 0, 0};
        for (;;) {
          gr_pos p;
          make_dag(&p, true, n, ef, et, m, tok, k);
          against_search(ref, &p, true, &t);
          gr_pos_free(&p);
          uint32_t i = 0;
          while (i < k && tok[i] == n - 1) tok[i++] = 0;
          if (i == k) break;
          tok[i]++;
        }
      }
    }
  }
  gr_referee_free(ref);
  print_message("misère sums on DAGs: %llu positions (sj %llu, search %llu) agree with misère search\n",
                (unsigned long long)t.positions, (unsigned long long)t.by[DAG_METHOD_SJ],
                (unsigned long long)t.by[DAG_METHOD_SEARCH]);
  assert_true(t.by[DAG_METHOD_SJ] > 1000 && t.by[DAG_METHOD_SEARCH] > 1000);
}

/* The SJ theorem itself, with SG values from the referee (not the solver):
 * where the premise holds (every vertex the tokens reach with SG 0 is a
 * sink) it matches misère search; without the premise it can fail. */
static void test_sj_theorem(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(DAG, &err);
  uint64_t held = 0, failed_without = 0, without = 0;
  char counterexample[200] = "";
  for (uint32_t n = 1; n <= 5; n++) {
    uint32_t pairs = n * (n - 1) / 2;
    for (uint32_t mask = 0; mask < (1u << pairs); mask++) {
      uint32_t ef[10], et[10], m = 0, bit = 0;
      bool adj[5][5] = {{false}};
      for (uint32_t a = 0; a < n; a++)
        for (uint32_t b = a + 1; b < n; b++, bit++)
          if (mask >> bit & 1) ef[m] = a, et[m++] = b, adj[a][b] = true;
      uint64_t sg[5];
      bool reach[5][5] = {{false}};
      for (uint32_t v = 0; v < n; v++) {
        gr_pos p;
        make_dag(&p, false, n, ef, et, m, &v, 1);
        assert_int_equal(gr_referee_grundy(ref, &p, &sg[v], &err), 0);
        gr_pos_free(&p);
      }
      for (uint32_t v = n; v-- > 0;) { /* edges go up, so reach from the top down */
        reach[v][v] = true;
        for (uint32_t w = v + 1; w < n; w++)
          if (adj[v][w])
            for (uint32_t x = 0; x < n; x++) reach[v][x] = reach[v][x] || reach[w][x];
      }
      for (uint32_t k = 2; k <= 3; k++) {
        uint32_t tok[3] = {0, 0, 0};
        for (;;) {
          bool premise = true, big = false;
          uint64_t x = 0;
          for (uint32_t i = 0; i < k; i++) {
            x ^= sg[tok[i]];
            big = big || sg[tok[i]] > 1;
            for (uint32_t v = 0; v < n; v++) {
              bool sink = true;
              for (uint32_t w = 0; w < n; w++) sink = sink && !adj[v][w];
              if (reach[tok[i]][v] && sg[v] == 0 && !sink) premise = false;
            }
          }
          int sj = (x != 0 && big) || (x == 0 && !big);
          gr_pos p;
          make_dag(&p, true, n, ef, et, m, tok, k);
          int truth;
          assert_int_equal(gr_referee_retrograde(ref, &p, true, &truth, &err), 0);
          if (premise) {
            held++;
            if (sj != truth) {
              char *s = format(DAG, &p);
              fail_msg("the SJ theorem fails on '%s' although its premise holds", s);
            }
          } else {
            without++;
            if (sj != truth) {
              if (!failed_without) {
                char *s = format(DAG, &p);
                snprintf(counterexample, sizeof counterexample, "%s (SJ says %s, search %s)", s,
                         sj ? "first wins" : "first loses", truth ? "first wins" : "first loses");
                free(s);
              }
              failed_without++;
            }
          }
          gr_pos_free(&p);
          uint32_t i = 0;
          while (i < k && tok[i] == n - 1) tok[i++] = 0;
          if (i == k) break;
          tok[i]++;
        }
      }
    }
  }
  gr_referee_free(ref);
  print_message("SJ theorem: agrees with misère search on all %llu positions where its premise holds; "
                "wrong on %llu of %llu without it, e.g. %s\n",
                (unsigned long long)held, (unsigned long long)failed_without, (unsigned long long)without,
                counterexample);
  assert_true(held > 1000);
  assert_true(failed_without > 0); /* the premise matters */
}

/* ---- Grundy values on DAGs numbered in any order ---------------------------- */

static void test_grundy_random_dags(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(DAG, &err);
  for (int round = 0; round < 400; round++) {
    uint32_t n = 2 + below(8), perm[10], ef[40], et[40], m = 0;
    for (uint32_t i = 0; i < n; i++) perm[i] = i;
    for (uint32_t i = n; i-- > 1;) {
      uint32_t j = below(i + 1), t = perm[i];
      perm[i] = perm[j], perm[j] = t;
    }
    for (uint32_t a = 0; a < n; a++)
      for (uint32_t b = a + 1; b < n; b++)
        if (below(100) < 40 && m < 40) ef[m] = perm[a], et[m++] = perm[b];
    uint32_t k = 1 + below(3), tok[3];
    for (uint32_t i = 0; i < k; i++) tok[i] = below(n);
    gr_pos p;
    make_dag(&p, false, n, ef, et, m, tok, k);
    gr_analysis a;
    solve(DAG, &p, &a);
    uint64_t truth;
    assert_int_equal(gr_referee_grundy(ref, &p, &truth, &err), 0);
    assert_true(a.has_grundy);
    assert_int_equal(a.grundy, truth);
    assert_int_equal(verdict(&a), truth != 0);
    gr_analysis_free(&a);
    gr_pos_free(&p);
  }
  gr_referee_free(ref);
}

/* ---- Every-SG ---------------------------------------------------------------- */

/* step() and the outcome by their definitions, memoised, for pairs up to N. */
#define N 60
static int memo_win[N + 1][N + 1], memo_step[N + 1][N + 1];
static void by_definition(uint32_t a, uint32_t b, int *win, int *step) {
  if (a > b) {
    uint32_t t = a;
    a = b, b = t;
  }
  if (memo_step[a][b] >= 0) {
    *win = memo_win[a][b], *step = memo_step[a][b];
    return;
  }
  if (a == 0) {
    *win = 0, *step = 0;
  } else {
    int best_lost = -1, min_any = 1 << 30;
    bool any_lost = false;
    for (uint32_t j = 1; j * a <= b; j++) {
      int w, s;
      by_definition(a, b - j * a, &w, &s);
      if (!w) any_lost = true, best_lost = s > best_lost ? s : best_lost;
      if (s < min_any) min_any = s;
    }
    *win = any_lost;
    *step = any_lost ? 1 + best_lost : 1 + min_any;
  }
  memo_win[a][b] = *win;
  memo_step[a][b] = *step;
}

static void test_euclid_step(void **state) {
  (void)state;
  memset(memo_step, 0xff, sizeof memo_step);
  for (uint32_t a = 0; a <= N; a++)
    for (uint32_t b = 0; b <= N; b++) {
      int w, s;
      by_definition(a, b, &w, &s);
      bool win;
      uint32_t step;
      every_euclid(a, b, &win, &step);
      if (win != (bool)w || step != (uint32_t)s)
        fail_msg("(%u,%u): every_euclid says %d/%u, the definition %d/%d", a, b, win, step, w, s);
      assert_int_equal(s % 2, w); /* won exactly when the step is odd */
    }
  /* Fibonacci pairs are the longest chains: every quotient 1. */
  bool win;
  uint32_t step;
  every_euclid(UINT64_C(7540113804746346429), UINT64_C(12200160415121876738), &win, &step);
  assert_int_equal(step, 91);
  every_euclid(UINT64_MAX, 1, &win, &step);
  assert_true(win);
  assert_int_equal(step, 1);
}

static void test_every_against_search(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(EVERY, &err);
  for (int round = 0; round < 300; round++) {
    gr_buf text;
    gr_buf_init(&text);
    uint32_t k = 1 + below(4);
    for (uint32_t i = 0; i < k; i++) gr_buf_printf(&text, "%s%u,%u", i ? " " : "", below(10), below(10));
    gr_pos p;
    parse_ok(EVERY, text.data, &p);
    gr_analysis a;
    solve(EVERY, &p, &a);
    uint64_t truth;
    int o;
    assert_int_equal(gr_referee_grundy(ref, &p, &truth, &err), 0);
    assert_int_equal(verdict(&a), truth != 0);
    assert_int_equal(gr_referee_retrograde(ref, &p, false, &o, &err), 0);
    assert_int_equal(o, truth != 0);
    gr_analysis_free(&a);
    gr_pos_free(&p);
    gr_buf_free(&text);
  }
  gr_referee_free(ref);
  /* gr_verify: every position up to 3 pairs of numbers up to 6, with the exact set of winning moves. */
  gr_verify_stats stats;
  gr_buf report;
  gr_buf_init(&report);
  if (gr_verify(EVERY, &stats, &report, &err) != 0) fail_msg("%s", report.data ? report.data : err.message);
  if (gr_verify(DAG, &stats, &report, &err) != 0) fail_msg("%s", report.data ? report.data : err.message);
  gr_buf_free(&report);
}

/* Too many winning moves to list: the count is exact. */
static void test_every_many_winning_moves(void **state) {
  (void)state;
  gr_pos p;
  parse_ok(EVERY, "1,1000000 3,5", &p);
  gr_analysis a;
  solve(EVERY, &p, &a);
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  assert_true(a.winning_moves.count >= 1 && a.winning_moves.count <= 10000);
  assert_int_equal(a.winning_moves.count + a.unlisted_moves, 1000000);
  /* The first is the textbook move: (3,5) -> (2,3), (1,10^6) -> (0,1). */
  char *t = format(EVERY, &a.winning_moves.items[0]);
  assert_string_equal(t, "0,1 2,3");
  free(t);
  gr_buf json;
  gr_buf_init(&json);
  gr_json j;
  gr_json_init(&j, &json);
  gr_json_analysis(&j, EVERY, &p, &a);
  assert_non_null(strstr(json.data, "\"unlisted_moves\":990000"));
  gr_buf_free(&json);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  /* Huge numbers: exact, the count saturates. */
  parse_ok(EVERY, "1,18446744073709551615 1,18446744073709551614 3,5", &p);
  solve(EVERY, &p, &a);
  assert_int_equal(a.winner, GR_WINNER_FIRST);
  assert_int_equal(a.unlisted_moves, UINT64_MAX);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

/* ---- traces ----------------------------------------------------------------- */

static gr_job *run_trace(const gr_game *g, const gr_pos *p, uint64_t budget) {
  gr_error err = {0};
  gr_job *job = NULL;
  if (g->trace_start(p, &job, &err) != 0) fail_msg("trace: %s", err.message);
  int r;
  while ((r = gr_job_run(job, budget, &err)) == 0) {
  }
  if (r < 0) fail_msg("trace: %s", err.message);
  return job;
}

static int view_named(const gr_trace *t, const char *name) {
  for (size_t i = 0; i < t->nviews; i++)
    if (strcmp(t->views[i].name, name) == 0) return (int)i;
  return -1;
}

static void test_trace_and_layout(void **state) {
  (void)state;
  for (int round = 0; round < 200; round++) {
    uint32_t n = 1 + below(12), ef[80], et[80], m = 0;
    bool loopy = round % 3 == 0, misere = round % 4 == 1;
    for (uint32_t a = 0; a < n; a++)
      for (uint32_t b = 0; b < n; b++)
        if ((loopy || a < b) && below(100) < 25 && m < 80) ef[m] = a, et[m++] = b;
    uint32_t k = 1 + below(2), tok[2] = {below(n), below(n)};
    gr_pos p;
    make_dag(&p, misere, n, ef, et, m, tok, k);
    gr_error err = {0};
    gr_analysis a;
    gr_analysis_init(&a);
    if (gr_solve(DAG, &p, &a, &err) != 0) fail_msg("%s", err.message);
    /* The verdict job in small slices gives what gr_solve gives. */
    gr_job *sj = NULL;
    assert_int_equal(DAG->solve_start(&p, &sj, &err), 0);
    uint64_t slice = 1 + below(5);
    int r;
    while ((r = gr_job_run(sj, slice, &err)) == 0) assert_true(sj->done <= sj->total);
    assert_int_equal(r, 1);
    /* gr_solve completes a missing value by search; the page does the same
     * with the job's analysis (gw_solve_result) */
    assert_int_equal(gr_value_complete(DAG, &p, &sj->analysis, &err), 0);
    assert_int_equal(verdict(&sj->analysis), verdict(&a));
    assert_int_equal(sj->analysis.has_grundy, a.has_grundy);
    assert_int_equal(sj->analysis.grundy, a.grundy);
    assert_int_equal(sj->analysis.winning_moves.count, a.winning_moves.count);
    for (size_t i = 0; i < a.winning_moves.count; i++)
      assert_true(gr_pos_equal(&sj->analysis.winning_moves.items[i], &a.winning_moves.items[i]));
    gr_job_free(sj);
    gr_job *job = run_trace(DAG, &p, 1 + below(7));
    const gr_trace *t = job->trace;
    assert_int_equal(t->nsteps, t->cap);
    int res = view_named(t, "result"), sg = view_named(t, "sg");
    assert_true(res >= 0 && sg >= 0);
    assert_int_equal(t->views[res].values[0], (uint64_t)verdict(&a));
    assert_int_equal(t->views[sg].kind, GR_VIEW_GRAPH);
    /* Every step explains itself in both languages, with numbers. */
    for (size_t s = 0; s < t->nsteps; s++)
      for (int lang = 0; lang < 2; lang++) {
        gr_buf b;
        gr_buf_init(&b);
        gr_trace_explain(t, s, (gr_lang)lang, &b);
        assert_true(b.len > 10);
        gr_buf_free(&b);
      }
    /* The drawing: on a DAG every edge goes down at least one layer (to the right, layers left to right). */
    const gr_view *v = &t->views[sg];
    assert_int_equal(v->nedges, m);
    for (uint32_t e = 0; e < v->nedges && !loopy; e++) assert_true(v->node_x[v->edge_from[e]] < v->node_x[v->edge_to[e]]);
    /* A vertex with an SG value in the view has it: mex of its successors'. */
    if (!loopy)
      for (uint32_t x = 0; x < n; x++) assert_true(v->written_at[x] != GR_NONE);
    gr_job_free(job);
    gr_analysis_free(&a);
    gr_pos_free(&p);
  }
  /* Every-SG: the trace's answer is the verdict's. */
  for (int round = 0; round < 100; round++) {
    gr_buf text;
    gr_buf_init(&text);
    uint32_t k = 1 + below(5);
    for (uint32_t i = 0; i < k; i++) gr_buf_printf(&text, "%s%u,%u", i ? " " : "", below(1000), below(1000));
    gr_pos p;
    parse_ok(EVERY, text.data, &p);
    gr_analysis a;
    solve(EVERY, &p, &a);
    gr_job *job = run_trace(EVERY, &p, 1 + below(5));
    const gr_trace *t = job->trace;
    assert_int_equal(t->nsteps, t->cap);
    int res = view_named(t, "result"), step = view_named(t, "step");
    assert_int_equal(t->views[res].values[0], (uint64_t)verdict(&a));
    for (uint32_t i = 0; i < k; i++) {
      bool win;
      uint32_t s;
      every_euclid(p.v[2 * i], p.v[2 * i + 1], &win, &s);
      assert_int_equal(t->views[step].values[i * t->views[step].cols], s);
    }
    gr_job_free(job);
    gr_analysis_free(&a);
    gr_pos_free(&p);
    gr_buf_free(&text);
  }
}

/* ---- big graphs and limits ---------------------------------------------------- */

static void test_big_graphs(void **state) {
  (void)state;
  gr_pos p;
  parse_ok(DAG, "n=2000; random=10000,5; start=0,1,2", &p);
  gr_analysis a;
  solve(DAG, &p, &a);
  assert_true(a.has_grundy);
  gr_job *job = run_trace(DAG, &p, 1000);
  int sg = view_named(job->trace, "sg");
  assert_int_equal(job->trace->views[sg].kind, GR_VIEW_SEQUENCE); /* past 300 vertices: a table, no layout */
  assert_null(job->trace->views[sg].node_x);
  gr_job_free(job);
  gr_analysis_free(&a);
  /* The board draws the DAG_BOARD_MAX (120) vertices nearest the tokens, and says so. */
  gr_buf board;
  gr_buf_init(&board);
  gr_json bj;
  gr_json_init(&bj, &board);
  DAG->board(&p, &bj);
  assert_non_null(strstr(board.data, "Only the vertices nearest the tokens are drawn."));
  assert_non_null(strstr(board.data, "\"tokens\":[0,1,2]"));
  size_t nodes = 0;
  for (const char *c = strstr(board.data, "\"label\""); c; c = strstr(c + 1, "\"label\"")) nodes++;
  assert_int_equal(nodes, DAG_BOARD_MAX);
  gr_buf_free(&board);
  gr_pos_free(&p);

  /* A long cycle with many tokens, misère: the search would be too big,
   * refused with reasons; in normal play the generalized values decide it
   * (every vertex ∞ with no finite value to move to: a draw). */
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_puts(&text, "start=0,10,20,30,40; 0");
  for (int v = 1; v < 100; v++) gr_buf_printf(&text, ">%d", v);
  gr_buf_puts(&text, ">0");
  parse_ok(DAG, text.data, &p);
  solve(DAG, &p, &a);
  assert_true(a.winner == GR_WINNER_DRAW && a.grundy_infinite && a.grundy_reach_count == 0);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  gr_buf_reset(&text);
  gr_buf_puts(&text, "misere; start=0,10,20,30,40; 0");
  for (int v = 1; v < 100; v++) gr_buf_printf(&text, ">%d", v);
  gr_buf_puts(&text, ">0");
  parse_ok(DAG, text.data, &p);
  gr_error err = {0};
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(DAG, &p, &a, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.message, "from which a cycle is reachable"));
  assert_non_null(strstr(err.message, "misère"));
  gr_analysis_free(&a);
  gr_pos_free(&p);
  gr_buf_free(&text);
  /* One token on it is exact: a cycle of even length with no exit is a draw. */
  parse_ok(DAG, "start=0; 0>1>2>3>0", &p);
  solve(DAG, &p, &a);
  assert_true(a.winner == GR_WINNER_DRAW);
  gr_buf json;
  gr_buf_init(&json);
  gr_json j;
  gr_json_init(&j, &json);
  gr_json_analysis(&j, DAG, &p, &a);
  assert_non_null(strstr(json.data, "\"winner\":\"draw\",\"grundy\":null,\"grundy_infinite\":[],\"winning_moves\":[]"));
  gr_buf_free(&json);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  /* The trace refuses past its limits, naming them. */
  parse_ok(DAG, "n=200000; start=0", &p);
  gr_job *none = NULL;
  gr_error e1 = {0};
  assert_int_equal(DAG->trace_start(&p, &none, &e1), -1);
  assert_non_null(strstr(e1.message, "at most 100000 vertices"));
  gr_pos_free(&p);
  /* A misère sum where SJ's premise fails and the search is too large: refused, saying why. */
  gr_buf_init(&text);
  gr_error e2 = {0};
  gr_buf_puts(&text, "n=400; misere; start=0,0,0,0;");
  for (int v = 0; v + 1 < 400; v++) gr_buf_printf(&text, " %d>%d", v, v + 1);
  parse_ok(DAG, text.data, &p);
  gr_analysis_init(&a);
  /* A path: SG alternates 1, 0 from the end, so vertex 397 has SG 0 and moves: the premise fails. */
  assert_int_equal(gr_solve(DAG, &p, &a, &e2), -1);
  assert_non_null(strstr(e2.message, "the SJ theorem does not apply"));
  gr_analysis_free(&a);
  gr_pos_free(&p);
  gr_buf_free(&text);
}

/* ---- play, board, descriptions, stalling -------------------------------------- */

static void test_play_and_board(void **state) {
  (void)state;
  gr_pos p, q;
  gr_error err = {0};
  parse_ok(DAG, "start=0,1; 0>1 0>2 1>2 1>3 2>3", &p);
  gr_pos_init(&q);
  assert_int_equal(DAG->play(&p, "move 2 3", &q, &err), 0);
  char *t = format(DAG, &q);
  assert_string_equal(t, "n=4; start=0,3; 0>1 0>2 1>2 1>3 2>3");
  free(t);
  gr_buf b;
  gr_buf_init(&b);
  DAG->describe_move(&p, &q, GR_EN, &b);
  assert_string_equal(b.data, "token 2: vertex 1 -> 3");
  gr_buf_reset(&b);
  DAG->describe_move(&p, &q, GR_ZH, &b);
  assert_string_equal(b.data, "棋子 2:顶点 1 → 3");
  gr_pos_free(&q);
  struct {
    const char *action, *fragment;
  } bad[] = {{"move 3 1", "token 3 does not exist"},
             {"move 1 3", "there is no edge 0>3: token 1 on vertex 0 can move to 1, 2"},
             {"move 1 9", "vertex 9 is not in the graph"},
             {"go 1 2", "move TOKEN VERTEX"},
             {"move 1", "move TOKEN VERTEX"}};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_error e = {0};
    gr_pos_init(&q);
    assert_int_equal(DAG->play(&p, bad[i].action, &q, &e), -1);
    if (strstr(e.message, bad[i].fragment) == NULL) fail_msg("'%s': %s", bad[i].action, e.message);
  }
  gr_buf_reset(&b);
  gr_json j;
  gr_json_init(&j, &b);
  DAG->board(&p, &j);
  assert_non_null(strstr(b.data, "{\"kind\":\"graph\",\"directed\":true,\"nodes\":[{\"id\":0,\"label\":\"0\",\"x\":3,"));
  assert_non_null(strstr(b.data, "\"token\":[2]"));
  assert_non_null(strstr(b.data, "\"actions\":[{\"verb\":\"move\",\"args\":[\"token\",\"vertex\"]}]"));
  gr_pos_free(&p);
  /* The computer, losing, stalls on the tallest branch. */
  parse_ok(DAG, "start=0; 0>1 0>4 1>2 2>3 4>5 5>6 6>7", &p);
  gr_analysis a;
  solve(DAG, &p, &a);
  bool winning;
  gr_pos_init(&q);
  assert_int_equal(gr_choose_move(DAG, &p, &a, &q, &winning, &err), 0);
  if (a.winner == GR_WINNER_FIRST) assert_true(winning);
  gr_analysis_free(&a);
  gr_pos_free(&q);
  gr_pos_free(&p);
  parse_ok(DAG, "start=0; 0>1 0>3 1>2 3>4 4>5 5>6", &p); /* SG(0) = mex{SG(1) = 1, SG(3) = 1} = 0: lost */
  solve(DAG, &p, &a);
  assert_int_equal(a.winner, GR_WINNER_SECOND);
  gr_pos_init(&q);
  assert_int_equal(gr_choose_move(DAG, &p, &a, &q, &winning, &err), 0);
  assert_false(winning);
  assert_int_equal(q.v[q.len - 1], 3); /* toward the longer path */
  gr_analysis_free(&a);
  gr_pos_free(&q);
  gr_pos_free(&p);
  /* Every-SG: play, stall and describe. */
  parse_ok(EVERY, "3,5 2,7 0,4", &p);
  gr_pos_init(&q);
  assert_int_equal(EVERY->play(&p, "sub 1 3 0", &q, &err), 0);
  t = format(EVERY, &q);
  assert_string_equal(t, "2,3 1,2 0,4");
  free(t);
  gr_buf_reset(&b);
  EVERY->describe_move(&p, &q, GR_EN, &b);
  assert_string_equal(b.data, "pair 1: 3,5 -> 2,3; pair 2: 2,7 -> 1,2");
  gr_pos_free(&q);
  struct {
    const char *action, *fragment;
  } ebad[] = {{"sub 1 3", "one multiple per pair"},
              {"sub 1 4 0", "between 1 and 3 times, not 4"},
              {"sub 1 0 0", "pair 2 (2,7) must move"},
              {"sub 1 1 1", "pair 3 (0,4) is finished"},
              {"take 1 1 0", "'sub K1 .. K3'"}};
  for (size_t i = 0; i < sizeof ebad / sizeof ebad[0]; i++) {
    gr_error e = {0};
    gr_pos_init(&q);
    assert_int_equal(EVERY->play(&p, ebad[i].action, &q, &e), -1);
    if (strstr(e.message, ebad[i].fragment) == NULL) fail_msg("'%s': %s", ebad[i].action, e.message);
  }
  gr_pos_init(&q);
  assert_int_equal(EVERY->stall_move(&p, &q, &err), 0);
  t = format(EVERY, &q);
  assert_string_equal(t, "2,3 2,5 0,4");
  free(t);
  gr_pos_free(&q);
  gr_buf_reset(&b);
  gr_json_init(&j, &b);
  EVERY->board(&p, &j);
  assert_non_null(strstr(b.data, "{\"id\":0,\"label\":\"3,5\",\"x\":0,\"y\":0,\"token\":[1]}"));
  assert_non_null(strstr(b.data, "{\"id\":0,\"from\":0,\"to\":1,\"label\":\"q=1\"}"));
  gr_pos_free(&p);
  gr_buf_free(&b);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_dag_parse_errors),
      cmocka_unit_test(test_every_parse_errors),
      cmocka_unit_test(test_round_trip),
      cmocka_unit_test(test_enumerated_round_trip),
      cmocka_unit_test(test_moves),
      cmocka_unit_test(test_single_token_any_graph),
      cmocka_unit_test(test_loopy_sums),
      cmocka_unit_test(test_misere_dags),
      cmocka_unit_test(test_sj_theorem),
      cmocka_unit_test(test_grundy_random_dags),
      cmocka_unit_test(test_euclid_step),
      cmocka_unit_test(test_every_against_search),
      cmocka_unit_test(test_every_many_winning_moves),
      cmocka_unit_test(test_trace_and_layout),
      cmocka_unit_test(test_big_graphs),
      cmocka_unit_test(test_play_and_board),
  };
  return cmocka_run_group_tests_name("sg_dag", tests, setup, NULL);
}
