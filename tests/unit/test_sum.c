/*
 * test_sum.c — the sum game (src/games/sum.c, sum_trace.c) beyond the
 * generic tests: the syntax and its refusals in every language, G as the
 * xor of the components' own values (each from that game's solve), a sum of
 * five different games against exhaustive search of the sum, play in one
 * component, the computer's move, the board and the trace's xor row, and
 * every one-component sum against its game alone (winner, value and the
 * exact set of winning moves) on every small position of every game a sum
 * takes; each game's moves to a given value (solve_to_start, what a sum of
 * several components asks) against search on its small positions; and the
 * sums of issue 25 that took minutes, now answered from the components'
 * own tables or refused before the work.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "grundy.h"
#include "grundy_referee.h"

static const gr_game *sum(void) {
  const gr_game *g = gr_game_find("sum");
  assert_non_null(g);
  return g;
}

static uint64_t value_of(const char *game, const char *text) {
  const gr_game *g = gr_game_find(game);
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_game_parse(g, text, &p, &err) != 0 || gr_solve(g, &p, &a, &err) != 0) fail_msg("%s", err.message);
  assert_true(a.has_grundy);
  uint64_t v = a.grundy;
  gr_analysis_free(&a);
  gr_pos_free(&p);
  return v;
}

static void refusals(void **state) {
  (void)state;
  static const struct {
    const char *text, *en, *zh;
  } bad[] = {
      {"misere: 1 2 + nim: 3", "misère Nim rule", "反常 Nim 规则"},
      {"nim: 3 + foo: 2", "unknown game 'foo'", "未知游戏 'foo'"},
      {"nim 3", "has no colon", "没有冒号"},
      {"nim: 3 + ", "component 2 is empty", "第 2 个分量为空"},
      {"sum: nim: 1", "itself a sum", "本身是一个和"},
      {"nim: 3 + wythoff: 1 x", "component 2 (wythoff)", "第 2 个分量(wythoff)"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    assert_int_not_equal(gr_game_parse(sum(), bad[i].text, &p, &err), 0);
    if (!strstr(err.text[GR_EN], bad[i].en)) fail_msg("%s: %s", bad[i].text, err.text[GR_EN]);
    if (!strstr(err.text[GR_ZH], bad[i].zh)) fail_msg("%s: %s", bad[i].text, err.text[GR_ZH]);
  }
}

/* G of the sum is the xor of each game's own value, and the referee agrees. */
static void xor_of_values(void **state) {
  (void)state;
  const char *text = "nim: 3 + wythoff: 2 3 + heaps: 0.77: 4 + coins-mock: UDU + fibonacci: 4";
  uint64_t g = value_of("nim", "3") ^ value_of("wythoff", "2 3") ^ value_of("heaps", "0.77: 4") ^
               value_of("coins-mock", "UDU") ^ value_of("fibonacci", "4");
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_game_parse(sum(), text, &p, &err), 0);
  assert_int_equal(gr_solve(sum(), &p, &a, &err), 0);
  assert_true(a.has_grundy);
  assert_int_equal(a.grundy, g);
  gr_referee *r = gr_referee_new(sum(), &err);
  uint64_t truth;
  if (gr_referee_grundy(r, &p, &truth, &err) != 0) fail_msg("%s", err.message);
  assert_int_equal(truth, g);
  /* every listed winning move reaches a position search values 0, and the count is exact */
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  assert_int_equal(sum()->moves(&p, 100000, &moves, &err), 0);
  size_t zeros = 0;
  for (size_t k = 0; k < moves.count; k++) {
    uint64_t v;
    assert_int_equal(gr_referee_grundy(r, &moves.items[k], &v, &err), 0);
    zeros += v == 0;
  }
  assert_int_equal(zeros, a.winning_moves.count);
  print_message("G = %llu, %zu winning moves of %zu, %zu positions searched\n", (unsigned long long)g,
                a.winning_moves.count, moves.count, gr_referee_size(r));
  gr_pos_list_free(&moves);
  gr_referee_free(r);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

static void play_and_computer(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  assert_int_equal(gr_game_parse(sum(), "nim: 3 4 + wythoff: 3 5", &p, &err), 0);
  gr_buf text;
  gr_buf_init(&text);
  /* the solve's winning move, then its action, played back */
  gr_analysis a;
  gr_analysis_init(&a);
  assert_int_equal(gr_solve(sum(), &p, &a, &err), 0);
  assert_int_equal(a.grundy, 7);
  assert_int_equal(a.winning_moves.count, 1);
  sum()->format(&a.winning_moves.items[0], &text);
  assert_string_equal(text.data, "nim: 3 3 + wythoff: 3 5");
  gr_buf_reset(&text);
  assert_int_equal(gr_game_action(sum(), &p, &a.winning_moves.items[0], &text, &err), 0);
  assert_int_equal(strncmp(text.data, "in 1 ", 5), 0);
  assert_int_equal(gr_game_play(sum(), &p, text.data, &q, &err), 0);
  assert_true(gr_pos_equal(&q, &a.winning_moves.items[0]));
  /* no component 3; no "in" */
  assert_int_not_equal(gr_game_play(sum(), &p, "in 3 take 1 1", &q, &err), 0);
  gr_error err2 = {0};
  assert_int_not_equal(gr_game_play(sum(), &p, "take 1 1", &q, &err2), 0);
  assert_non_null(strstr(err2.text[GR_EN], "in I ACTION"));
  /* the computer plays the winning move */
  bool winning = false;
  assert_int_equal(gr_computer_move(sum(), &p, &q, &winning, &err), 0);
  assert_true(winning);
  assert_true(gr_pos_equal(&q, &a.winning_moves.items[0]));
  /* the board: each component's own board */
  gr_buf_reset(&text);
  gr_json j;
  gr_json_init(&j, &text);
  gr_game_board(sum(), &p, &j);
  assert_int_equal(strncmp(text.data, "{\"kind\":\"sum\",\"components\":[{\"game\":\"nim\",\"position\":\"3 4\",\"board\":{", 68), 0);
  assert_non_null(strstr(text.data, "{\"game\":\"wythoff\",\"position\":\"3 5\",\"board\":{"));
  gr_buf_free(&text);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  gr_pos_free(&q);
}

/* The trace's last step writes G, read from the xor row. */
static void trace_xor_row(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_job *job = NULL;
  assert_int_equal(gr_game_parse(sum(), "nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7", &p, &err), 0);
  assert_int_equal(sum()->trace_start(&p, &job, &err), 0);
  assert_int_equal(gr_job_finish(job, &err), 0);
  const gr_trace *t = job->trace;
  assert_int_equal(t->nsteps, 3 + 3 * 4 + 1); /* 3 values, 3 columns of 3 bits + xor, G */
  assert_int_equal(gr_trace_value(t, t->step_cell[t->nsteps - 1]), 5);
  assert_int_equal(gr_trace_value(t, t->step_cell[2]), 2); /* G3, Kayles 7 */
  gr_buf out;
  gr_buf_init(&out);
  gr_trace_explain(t, t->nsteps - 1, GR_ZH, &out);
  assert_non_null(strstr(out.data, "G = 5"));
  gr_buf_free(&out);
  gr_job_free(job);
  gr_pos_free(&p);
}

/* "heaps 0.77: 7" (the spelling) reads as "heaps: 0.77: 7"; a first
 * word that is no game is still an unknown game. */
static void game_then_blank(void **state) {
  (void)state;
  gr_error err = {0};
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  assert_int_equal(gr_game_parse(sum(), "nim: 3 4 + wythoff: 3 5 + heaps 0.77: 7 + coins-mock: UUDU", &p, &err), 0);
  assert_int_equal(gr_game_parse(sum(), "nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + coins-mock: UUDU", &q, &err), 0);
  assert_true(gr_pos_equal(&p, &q));
  gr_buf b;
  gr_buf_init(&b);
  sum()->format(&p, &b);
  assert_string_equal(b.data, "nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + coins-mock: UUDU");
  gr_buf_free(&b);
  gr_pos_free(&p);
  gr_pos_free(&q);
  assert_int_not_equal(gr_game_parse(sum(), "nim: 1 + foo 0.77: 7", &p, &err), 0);
  assert_non_null(strstr(err.text[GR_EN], "unknown game 'foo 0.77'"));
}

/* misere-sum: nim components only, misère Nim's rule over all their heaps,
 * winning moves put back into their component (the referee's check of every
 * small position is test_verify's). */
static void misere_sum(void **state) {
  (void)state;
  const gr_game *g = gr_game_find("misere-sum");
  assert_non_null(g);
  assert_true(g->misere);
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  assert_int_not_equal(gr_game_parse(g, "nim: 3 + wythoff: 1 2", &p, &err), 0);
  if (!strstr(err.text[GR_EN], "component 2 is 'wythoff', not nim heaps")) fail_msg("%s", err.text[GR_EN]);
  if (!strstr(err.text[GR_ZH], "第 2 个分量是 'wythoff',不是 Nim 石子堆")) fail_msg("%s", err.text[GR_ZH]);
  gr_error refused = {0}; /* an error keeps its first message: a fresh one */
  assert_int_not_equal(gr_game_parse(sum(), "nim: 3 + misere: 1", &p, &refused), 0);
  assert_non_null(strstr(refused.text[GR_EN], "misere-sum"));
  assert_non_null(strstr(refused.text[GR_ZH], "misere-sum"));
  static const struct {
    const char *text;
    gr_outcome winner;
    const char *move; /* the one winning move, or NULL */
  } cases[] = {
      {"nim: 1 + nim: 1 1", GR_WINNER_SECOND, NULL},          /* xor 1, yet lost: three single stones */
      {"nim: 4 + nim: 1 1", GR_WINNER_FIRST, "nim: 1 + nim: 1 1"}, /* the big heap leaves an odd number of ones */
      {"nim: 3 + nim: 2 1", GR_WINNER_SECOND, NULL},          /* xor 0 with big heaps */
      {"nim: 0 + misere: 0", GR_WINNER_FIRST, NULL},          /* no move: the mover has won */
      {"nim: 2 + nim: 3", GR_WINNER_FIRST, "nim: 2 + nim: 2"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    gr_analysis a;
    gr_analysis_init(&a);
    if (gr_game_parse(g, cases[i].text, &p, &err) != 0 || gr_solve(g, &p, &a, &err) != 0) fail_msg("%s", err.message);
    if (a.winner != cases[i].winner) fail_msg("%s: winner %d", cases[i].text, (int)a.winner);
    assert_false(a.has_grundy);
    assert_int_equal(a.winning_moves.count, cases[i].move ? 1 : 0);
    if (cases[i].move) {
      gr_buf b;
      gr_buf_init(&b);
      g->format(&a.winning_moves.items[0], &b);
      assert_string_equal(b.data, cases[i].move);
      gr_buf_free(&b);
    }
    gr_analysis_free(&a);
    gr_pos_free(&p);
  }
}

/* ---- a sum of one component is its game alone ----------------------------- */

typedef struct alone_ctx {
  const gr_game *game;
  size_t positions, moves, refused, wrong, infinite;
  size_t seen, stride; /* positions enumerated; every stride-th is compared */
} alone_ctx;

/* At most about this many positions per game: the enumerations of lr
 * (960,799), seqjump, geography and a few more are walked with a stride,
 * from their first position to their last; the others whole. */
#define ALONE_PER_GAME 2000

static int count_position(const gr_pos *p, void *ctx) {
  (void)p;
  ((alone_ctx *)ctx)->seen++;
  return 0;
}

/* A disagreement is printed and counted (the first few of each game), and
 * the comparison goes on: the test fails at the end with every game's count. */
#define DISAGREE(c, ...) \
  do { \
    if ((c)->wrong++ < 3) print_error(__VA_ARGS__), print_error("\n"); \
    goto next; \
  } while (0)

static int by_text(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* "id: text" of position p of game g. */
static void component_text(const gr_game *g, const gr_pos *p, gr_buf *out) {
  gr_buf_reset(out);
  gr_buf_puts(out, g->id);
  gr_buf_puts(out, ": ");
  g->format(p, out);
}

/* The sum "g: p" must say what g says of p: the same winner and value, the
 * same winning moves (each "g: q" for the game's q, none twice, none left
 * out), cut exactly when the game's own list is cut, with the same count
 * of moves left out; where the game has no value, the sum refuses. */
static int compare_alone(const gr_pos *p, void *ctx) {
  alone_ctx *c = ctx;
  const gr_game *g = c->game;
  if (c->stride > 1 && c->seen++ % c->stride != 0) return 0;
  gr_buf text, move;
  gr_buf_init(&text);
  gr_buf_init(&move);
  component_text(g, p, &text);
  gr_error err = {0}, serr = {0};
  gr_pos s;
  gr_pos_init(&s);
  gr_analysis own, sa;
  gr_analysis_init(&own);
  gr_analysis_init(&sa);
  if (gr_game_parse(sum(), text.data, &s, &err) != 0) fail_msg("sum \"%s\": %s", text.data, err.message);
  int orc = gr_solve(g, p, &own, &err), src = gr_solve(sum(), &s, &sa, &serr);
  if (orc != 0 && gr_game_is_over(g, p)) { /* no move: worth 0, whether or not its game solves it */
    if (src != 0 || sa.winner != GR_WINNER_SECOND || sa.grundy != 0 || sa.winning_moves.count)
      DISAGREE(c, "%s: a finished component is not worth 0", text.data);
  } else if (orc != 0) { /* the game refuses: so does the sum */
    if (src == 0) DISAGREE(c, "%s: the game refuses (%s), the sum answers", text.data, err.message);
    c->refused++;
  } else if (!own.has_grundy && !own.grundy_infinite) { /* no value within the game's bounds: the sum cannot add it */
    if (src == 0) DISAGREE(c, "%s: the game gives no value, the sum gives %llu", text.data, (unsigned long long)sa.grundy);
    if (!strstr(serr.text[GR_EN], g->id)) DISAGREE(c, "%s: %s", text.data, serr.message);
    c->refused++;
  } else {
    if (src != 0) DISAGREE(c, "%s: the game answers, the sum fails: %s", text.data, serr.message);
    if (sa.winner != own.winner) DISAGREE(c, "%s: winner %d, alone %d", text.data, (int)sa.winner, (int)own.winner);
    if (own.grundy_infinite) { /* a loopy game's ∞{K}: the same set */
      bool same = sa.grundy_infinite && !sa.has_grundy && sa.grundy_reach_count == own.grundy_reach_count;
      for (size_t i = 0; same && i < own.grundy_reach_count; i++) same = sa.grundy_reach[i] == own.grundy_reach[i];
      if (!same) DISAGREE(c, "%s: an infinite value unlike the game's", text.data);
      c->infinite++;
    } else if (!sa.has_grundy || sa.grundy != own.grundy) {
      DISAGREE(c, "%s: value %llu, alone %llu", text.data, (unsigned long long)sa.grundy, (unsigned long long)own.grundy);
    }
    if (gr_analysis_partial(&sa) != gr_analysis_partial(&own) || sa.unlisted_moves != own.unlisted_moves)
      DISAGREE(c, "%s: cut %d (%llu unlisted), alone cut %d (%llu unlisted)", text.data, gr_analysis_partial(&sa),
               (unsigned long long)sa.unlisted_moves, gr_analysis_partial(&own), (unsigned long long)own.unlisted_moves);
    if (sa.winning_moves.count != own.winning_moves.count)
      DISAGREE(c, "%s: %zu winning moves, alone %zu", text.data, sa.winning_moves.count, own.winning_moves.count);
    /* the same set: both lists as texts, sorted, equal one by one, none twice */
    size_t m = sa.winning_moves.count;
    char **mine = calloc(m + 1, sizeof *mine), **theirs = calloc(m + 1, sizeof *theirs);
    assert_true(mine && theirs);
    for (size_t i = 0; i < m; i++) {
      gr_buf_reset(&move);
      sum()->format(&sa.winning_moves.items[i], &move);
      mine[i] = gr_buf_take(&move);
      component_text(g, &own.winning_moves.items[i], &move);
      theirs[i] = gr_buf_take(&move);
    }
    qsort(mine, m, sizeof *mine, by_text);
    qsort(theirs, m, sizeof *theirs, by_text);
    const char *bad = NULL, *why = NULL;
    for (size_t i = 0; i < m && !bad; i++)
      if (strcmp(mine[i], theirs[i]) != 0) bad = mine[i], why = "is not the game's";
      else if (i && strcmp(mine[i], mine[i - 1]) == 0) bad = mine[i], why = "is listed twice";
    if (bad) print_error("%s: the sum's winning move %s %s\n", text.data, bad, why);
    for (size_t i = 0; i < m; i++) free(mine[i]), free(theirs[i]);
    free(mine);
    free(theirs);
    if (bad) DISAGREE(c, "%s: winning moves unlike the game's", text.data);
    c->moves += sa.winning_moves.count;
  }
next:
  c->positions++;
  gr_analysis_free(&own);
  gr_analysis_free(&sa);
  gr_pos_free(&s);
  gr_buf_free(&text);
  gr_buf_free(&move);
  return 0;
}

static int compare_text(const gr_game *g, const char *position, alone_ctx *c) {
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  if (gr_game_parse(g, position, &p, &err) != 0) fail_msg("%s %s: %s", g->id, position, err.message);
  int rc = compare_alone(&p, c);
  gr_pos_free(&p);
  return rc;
}

/* Every game that a sum takes (all but the sums and the misère games, which
 * it refuses by name), on the small positions the game enumerates for its
 * own referee (every one, or ALONE_PER_GAME spread over them), on its example, and on the large positions whose
 * winning moves the sum used to drop (issue 25). */
static void one_component_is_the_game(void **state) {
  (void)state;
  static const struct {
    const char *game, *position;
  } large[] = {
      {"lr", "3"}, {"lasker", "18446744073709551614"}, {"heaps", "0.77: 1000000"}, {"nim", "18446744073709551615"},
  };
  size_t games = 0, total = 0, wrong = 0;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    char text[256];
    gr_snprintf(text, sizeof text, "%s: %s", g->id, g->example);
    gr_error err = {0};
    gr_pos s;
    gr_pos_init(&s);
    bool takes = gr_game_parse(sum(), text, &s, &err) == 0;
    gr_pos_free(&s);
    /* the sum refuses exactly the misère games and itself */
    bool refused = g->misere || g == sum();
    if (takes == refused) fail_msg("%s: the sum %s it: %s", g->id, takes ? "takes" : "refuses", err.message);
    if (!takes) continue;
    alone_ctx c = {.game = g};
    assert_int_equal(g->enumerate_small(count_position, &c), 0);
    c.stride = (c.seen + ALONE_PER_GAME - 1) / ALONE_PER_GAME;
    c.seen = 0;
    assert_int_equal(g->enumerate_small(compare_alone, &c), 0);
    size_t stride = c.stride;
    c.stride = 1; /* the example and the large positions, each */
    compare_text(g, g->example, &c);
    for (size_t k = 0; k < sizeof large / sizeof large[0]; k++)
      if (strcmp(large[k].game, g->id) == 0) compare_text(g, large[k].position, &c);
    assert_true(c.positions > 0);
    print_message("%s: %zu positions (stride %zu) (%zu winning moves, %zu refused by both, %zu infinite values), %zu "
                  "unlike the game alone\n", g->id, c.positions, stride, c.moves, c.refused, c.infinite, c.wrong);
    games++;
    total += c.positions;
    wrong += c.wrong;
  }
  print_message("%zu games, %zu one-component sums, %zu unlike the game alone\n", games, total, wrong);
  assert_true(games >= 20);
  assert_int_equal(wrong, 0);
}

/* ---- the moves to a value (solve_to_start) --------------------------------- */

#define TO_PER_GAME 300

typedef struct to_ctx {
  const gr_game *game;
  gr_referee *ref;
  size_t seen, stride, positions, checked, wrong;
} to_ctx;

static int count_to(const gr_pos *p, void *ctx) {
  (void)p;
  ((to_ctx *)ctx)->seen++;
  return 0;
}

/* For every value t up to one past the largest option's (and the position's
 * own): the theory's moves to t are exactly the successors search values t
 * (a subset when its list says it is cut), its winner and value its solve's. */
static int compare_to(const gr_pos *p, void *ctx) {
  to_ctx *c = ctx;
  const gr_game *g = c->game;
  if (c->stride > 1 && c->seen++ % c->stride != 0) return 0;
  if (gr_game_is_over(g, p)) return 0;
  gr_error err = {0};
  gr_pos_list next;
  gr_pos_list_init(&next);
  uint64_t *value = NULL, top = 0, own;
  if (g->moves(p, 100000, &next, &err) != 0 || gr_referee_grundy(c->ref, p, &own, &err) != 0) goto done;
  value = calloc(next.count + 1, sizeof *value);
  assert_non_null(value);
  for (size_t k = 0; k < next.count; k++) {
    if (gr_referee_grundy(c->ref, &next.items[k], &value[k], &err) != 0) fail_msg("%s", err.message);
    if (value[k] > top) top = value[k];
  }
  c->positions++;
  for (uint64_t t = 0; t <= top + 1 || t <= own; t++) {
    gr_analysis a;
    gr_analysis_init(&a);
    if (gr_solve_to(g, p, t, &a, &err) != 0) fail_msg("%s to %llu: %s", g->id, (unsigned long long)t, err.message);
    size_t want = 0, found = 0;
    for (size_t k = 0; k < next.count; k++) {
      bool listed = false;
      for (size_t m = 0; m < a.winning_moves.count && !listed; m++) listed = gr_pos_equal(&a.winning_moves.items[m], &next.items[k]);
      want += value[k] == t;
      found += listed;
      if (listed && value[k] != t) c->wrong++;
    }
    bool ok = found == a.winning_moves.count && (gr_analysis_partial(&a) ? found <= want : found == want) &&
              a.has_grundy && a.grundy == own;
    if (!ok && c->wrong++ < 3) {
      gr_buf b;
      gr_buf_init(&b);
      g->format(p, &b);
      print_error("%s %s to %llu: %zu listed (%zu legal), %zu by search\n", g->id, b.data, (unsigned long long)t,
                  a.winning_moves.count, found, want);
      gr_buf_free(&b);
    }
    c->checked++;
    gr_analysis_free(&a);
  }
done:
  free(value);
  gr_pos_list_free(&next);
  return 0;
}

static void moves_to_a_value(void **state) {
  (void)state;
  size_t games = 0;
  for (size_t i = 0; i < gr_game_count(); i++) {
    const gr_game *g = gr_game_at(i);
    if (g->solve_to_start == NULL) continue;
    gr_error err = {0};
    to_ctx c = {.game = g, .ref = gr_referee_new(g, &err)};
    assert_non_null(c.ref);
    assert_int_equal(g->enumerate_small(count_to, &c), 0);
    c.stride = (c.seen + TO_PER_GAME - 1) / TO_PER_GAME;
    c.seen = 0;
    assert_int_equal(g->enumerate_small(compare_to, &c), 0);
    print_message("%s: %zu positions, %zu targets, %zu wrong\n", g->id, c.positions, c.checked, c.wrong);
    assert_true(c.positions > 0);
    assert_int_equal(c.wrong, 0);
    gr_referee_free(c.ref);
    games++;
  }
  assert_true(games >= 5);
}

/* The sums that took minutes (a component's moves valued one solve each):
 * answered from the component's own table, every winning move making the
 * xor 0; a game that can only value its moves one by one is refused past
 * the budget, before the work, saying how to ask for less. */
static void sums_cost_their_parts(void **state) {
  (void)state;
  static const struct {
    const char *text;
    uint64_t g;
    size_t moves;
  } cases[] = {
      {"circle: 3000 3000 + nim: 1", 3001, 1},
      {"heaps: lasker: 5000 + nim: 1", 4998, 2},
      {"wythoff: 1000 999 + nim: 1", 1521, 2},
      {"circle: arcs 8191 k=3 + nim: 1", 89, 0},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    gr_analysis a;
    gr_analysis_init(&a);
    assert_int_equal(gr_game_parse(sum(), cases[i].text, &p, &err), 0);
    if (gr_solve(sum(), &p, &a, &err) != 0) fail_msg("%s: %s", cases[i].text, err.message);
    assert_int_equal(a.grundy, cases[i].g);
    if (cases[i].moves) assert_int_equal(a.winning_moves.count, cases[i].moves);
    assert_true(a.winning_moves.count > 0);
    print_message("%s: G = %llu, %zu winning moves\n", cases[i].text, (unsigned long long)a.grundy, a.winning_moves.count);
    gr_analysis_free(&a);
    gr_pos_free(&p);
  }
  /* coins-ruler lists its moves to 0 only: 2,485 moves to value (a run of
   * any length ending on any of 70 heads), refused at once */
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_analysis a;
  gr_analysis_init(&a);
  char text[128] = "coins-ruler: ";
  for (size_t i = 0; i < 70; i++) strcat(text, "U");
  strcat(text, " + nim: 1");
  assert_int_equal(gr_game_parse(sum(), text, &p, &err), 0);
  assert_int_not_equal(gr_solve(sum(), &p, &a, &err), 0);
  assert_int_equal(err.status, GR_ELIMIT);
  if (!strstr(err.text[GR_EN], "grundy solve coins-ruler")) fail_msg("%s", err.text[GR_EN]);
  if (!strstr(err.text[GR_ZH], "单独求解")) fail_msg("%s", err.text[GR_ZH]);
  gr_analysis_free(&a);
  gr_pos_free(&p);
}

/* A sum's solve and trace are resumable jobs (issue 25: on the page a sum
 * was one task of up to 20 s): run by slices of a small budget they take
 * many calls, their progress only grows, and they end where a run to the
 * end does. */
static void sums_in_slices(void **state) {
  (void)state;
  static const char *const cases[] = {"wythoff: 1000 999 + nim: 1", "heaps: lasker: 5000 + nim: 1",
                                      "coins-ruler: UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU + nim: 1",
                                      "circle: arcs 8191 k=3 + nim: 1"};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    for (int trace = 0; trace < 2; trace++) {
      gr_error err = {0};
      gr_pos p;
      gr_pos_init(&p);
      assert_int_equal(gr_game_parse(sum(), cases[i], &p, &err), 0);
      gr_job *whole = NULL, *sliced = NULL;
      assert_int_equal((trace ? sum()->trace_start : sum()->solve_start)(&p, &whole, &err), 0);
      assert_int_equal((trace ? sum()->trace_start : sum()->solve_start)(&p, &sliced, &err), 0);
      assert_int_equal(gr_job_finish(whole, &err), 0);
      size_t calls = 0;
      uint64_t last = 0;
      int rc;
      while ((rc = gr_job_run(sliced, 500, &err)) == 0) {
        calls++;
        assert_true(sliced->done >= last && sliced->done <= sliced->total);
        last = sliced->done;
      }
      assert_int_equal(rc, 1);
      if (i == 1 || i == 3) assert_true(calls > 100); /* lasker's and circle's tables, a slice at a time */
      print_message("%s %s: %zu slices of 500 units\n", trace ? "trace" : "solve", cases[i], calls);
      if (trace) {
        assert_int_equal(whole->trace->nsteps, sliced->trace->nsteps);
        for (size_t k = 0; k < whole->trace->nsteps; k++)
          assert_int_equal(gr_trace_value(whole->trace, whole->trace->step_cell[k]),
                           gr_trace_value(sliced->trace, sliced->trace->step_cell[k]));
      } else {
        assert_int_equal(whole->analysis.grundy, sliced->analysis.grundy);
        assert_int_equal(whole->analysis.winning_moves.count, sliced->analysis.winning_moves.count);
        for (size_t k = 0; k < whole->analysis.winning_moves.count; k++)
          assert_true(gr_pos_equal(&whole->analysis.winning_moves.items[k], &sliced->analysis.winning_moves.items[k]));
      }
      gr_job_free(whole);
      gr_job_free(sliced);
      /* cancelled half way (the page's Cancel): freed with its pieces at work */
      assert_int_equal((trace ? sum()->trace_start : sum()->solve_start)(&p, &sliced, &err), 0);
      for (int k = 0; k < 3; k++) assert_true(gr_job_run(sliced, 500, &err) >= 0);
      gr_job_free(sliced);
      gr_pos_free(&p);
    }
  }
}

/* Sums with loopy components (dag on graphs with cycles, beside nim):
 * the verdict, the generalized value and every winning move against
 * retrograde search over the sum's own positions. */
static void loopy_sums_against_search(void **state) {
  (void)state;
  gr_error err = {0};
  gr_referee *ref = gr_referee_new(sum(), &err);
  assert_non_null(ref);
  uint64_t checked = 0, by[3] = {0}, infinite = 0;
  for (uint32_t n = 1; n <= 3; n++)
    for (uint32_t mask = 0; mask < (1u << (n * n)); mask++)
      for (uint32_t t = 0; t < n; t++)
        for (int second = 0; second < 3; second++) {
          gr_buf text;
          gr_buf_init(&text);
          gr_buf_printf(&text, "dag: n=%u; start=%u", n, t);
          for (uint32_t bit = 0, m = 0; bit < n * n; bit++)
            if (mask >> bit & 1) gr_buf_printf(&text, "%s%u>%u", m++ ? " " : "; ", bit / n, bit % n);
          gr_buf_puts(&text, second == 0 ? " + nim: 1" : second == 1 ? " + nim: 2" : " + dag: start=0; 0>1 1>0 1>2");
          gr_pos p;
          gr_pos_init(&p);
          if (gr_game_parse(sum(), text.data, &p, &err) != 0) fail_msg("%s: %s", text.data, err.message);
          gr_analysis a;
          gr_analysis_init(&a);
          if (gr_solve(sum(), &p, &a, &err) != 0) fail_msg("%s: %s", text.data, err.message);
          int truth;
          assert_int_equal(gr_referee_retrograde(ref, &p, false, &truth, &err), 0);
          int said = a.winner == GR_WINNER_DRAW ? 2 : a.winner == GR_WINNER_FIRST ? 1 : 0;
          if (said != truth) fail_msg("'%s': the sum says %d, search %d", text.data, said, truth);
          assert_true(a.has_grundy != a.grundy_infinite);
          if (a.has_grundy) assert_int_equal(truth, a.grundy ? 1 : 0);
          if (a.grundy_infinite) {
            assert_int_equal(truth, a.grundy_reach_count && a.grundy_reach[0] == 0 ? 1 : 2);
            infinite++;
          }
          /* every winning move is listed, and only those */
          gr_pos_list moves;
          gr_pos_list_init(&moves);
          assert_int_equal(sum()->moves(&p, 100000, &moves, &err), 0);
          size_t lost = 0;
          for (size_t k = 0; k < moves.count; k++) {
            int o;
            assert_int_equal(gr_referee_retrograde(ref, &moves.items[k], false, &o, &err), 0);
            if (o != 0) continue;
            lost++;
            bool listed = false;
            for (size_t i = 0; i < a.winning_moves.count; i++)
              listed = listed || gr_pos_equal(&a.winning_moves.items[i], &moves.items[k]);
            if (!listed) fail_msg("'%s': a winning move is missing", text.data);
          }
          assert_int_equal(lost, a.winning_moves.count);
          assert_false(gr_analysis_partial(&a));
          /* the computer's move: a winning one when won, one keeping the draw when drawn */
          if (moves.count > 0) {
            gr_pos next;
            gr_pos_init(&next);
            bool winning;
            assert_int_equal(gr_computer_move(sum(), &p, &next, &winning, &err), 0);
            int after;
            assert_int_equal(gr_referee_retrograde(ref, &next, false, &after, &err), 0);
            if (truth == 1) assert_int_equal(after, 0);
            if (truth == 2 && after != 2) fail_msg("'%s': the computer's move walks out of the draw", text.data);
            gr_pos_free(&next);
          }
          by[truth]++;
          checked++;
          gr_pos_list_free(&moves);
          gr_analysis_free(&a);
          gr_pos_free(&p);
          gr_buf_free(&text);
        }
  gr_referee_free(ref);
  print_message("loopy sums: %llu positions (%llu lost, %llu won, %llu drawn; %llu infinite values) agree with search\n",
                (unsigned long long)checked, (unsigned long long)by[0], (unsigned long long)by[1],
                (unsigned long long)by[2], (unsigned long long)infinite);
  assert_true(by[0] > 0 && by[1] > 0 && by[2] > 0 && infinite > 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(loopy_sums_against_search),
      cmocka_unit_test(misere_sum),
      cmocka_unit_test(refusals),
      cmocka_unit_test(xor_of_values),
      cmocka_unit_test(play_and_computer),
      cmocka_unit_test(trace_xor_row),
      cmocka_unit_test(game_then_blank),
      cmocka_unit_test(one_component_is_the_game),
      cmocka_unit_test(moves_to_a_value),
      cmocka_unit_test(sums_cost_their_parts),
      cmocka_unit_test(sums_in_slices),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
