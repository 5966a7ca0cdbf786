/*
 * fuzz_heaps_parse.c — libFuzzer target for the `heaps` position parser
 * ("RULESET: h1 h2 ...", the ruleset being an octal code, a subtraction
 * set or lasker) and for play actions.  The input is the position, then
 * optionally a newline and an action ("take 2 1 3").
 *
 * Oracles, beyond "no crash, no leak, no undefined behaviour":
 *   - a failure leaves the position empty and gives a printable message;
 *   - the ruleset alone parses the same through heaps_rules_parse, and its
 *     canonical text parses back to the same ruleset;
 *   - format is canonical and round-trips: parse(format(p)) == p, with the
 *     heaps in increasing order and no empty heap;
 *   - every listed move round-trips too; an accepted action is one of them;
 *   - small positions: every winning move leads to a position of value 0,
 *     the stall move is a move, and the Grundy value agrees with the
 *     referee's exhaustive search; the trace's last step is the same value.
 */
#include "games/heaps.h"
#include "grundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, const char *input) {
  fprintf(stderr, "fuzz_heaps_parse: %s\ninput: '%.200s'\n", what, input);
  abort();
}

static void check_message(const gr_error *err, const char *input) {
  if (err->message[0] == '\0') fail("a failure without a message", input);
  for (const char *c = err->message; *c; c++)
    if ((unsigned char)*c < 0x20) fail("a control character in a message", input);
}

static gr_referee *referee;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const gr_game *g = gr_game_find("heaps");
  char *input = malloc(size + 1);
  if (input == NULL) return 0;
  memcpy(input, data, size);
  input[size] = '\0';
  char *action = strchr(input, '\n');
  if (action) *action++ = '\0';
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  int rc = gr_game_parse(g, input, &p, &err);
  /* the ruleset alone */
  const char *colon = strchr(input, ':');
  if (colon) {
    heaps_rules r, again;
    heaps_rules_init(&r);
    heaps_rules_init(&again);
    gr_error e2 = {0};
    if (heaps_rules_parse(input, (size_t)(colon - input), &r, &e2) == 0) {
      gr_buf text;
      gr_buf_init(&text);
      heaps_rules_format(&r, &text);
      if (heaps_rules_parse(text.data, text.len, &again, &e2) != 0 || !heaps_rules_equal(&r, &again))
        fail("a ruleset's canonical text does not parse back", input);
      gr_buf_free(&text);
    } else {
      check_message(&e2, input);
      if (rc == 0) fail("the position parsed but its ruleset did not", input);
    }
    heaps_rules_free(&r);
    heaps_rules_free(&again);
  }
  if (rc != 0) {
    if (p.len != 0) fail("a failed parse left a position", input);
    check_message(&err, input);
    free(input);
    return 0;
  }
  gr_buf text;
  gr_buf_init(&text);
  g->format(&p, &text);
  gr_pos q;
  gr_pos_init(&q);
  if (gr_game_parse(g, text.data, &q, &err) != 0 || !gr_pos_equal(&p, &q)) fail("format does not round-trip", input);
  size_t h0 = (size_t)p.v[0];
  uint64_t top = 0, tokens = 0;
  for (size_t i = h0; i < p.len; i++) {
    if (p.v[i] == 0 || (i > h0 && p.v[i] < p.v[i - 1])) fail("heaps not canonical", input);
    if (p.v[i] > top) top = p.v[i];
    tokens += p.v[i];
  }
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  bool listed = g->moves(&p, 2000, &moves, &err) == 0;
  if (!listed && err.status != GR_ELIMIT) fail("moves failed", input);
  if (listed && (moves.count == 0) != g->is_terminal(&p)) fail("is_terminal disagrees with moves", input);
  for (size_t i = 0; listed && i < moves.count; i++) {
    gr_buf t2;
    gr_buf_init(&t2);
    g->format(&moves.items[i], &t2);
    gr_pos_free(&q);
    if (gr_game_parse(g, t2.data, &q, &err) != 0 || !gr_pos_equal(&q, &moves.items[i]))
      fail("a move does not round-trip", input);
    gr_buf_free(&t2);
  }
  if (action && listed) {
    gr_pos_free(&q);
    gr_error e3 = {0};
    if (g->play(&p, action, &q, &e3) == 0) {
      bool found = false;
      for (size_t i = 0; i < moves.count && !found; i++) found = gr_pos_equal(&q, &moves.items[i]);
      if (!found) fail("play accepted a move the rules do not list", input);
    } else {
      check_message(&e3, input);
    }
  }
  if (top <= 40 && p.len - h0 <= 4 && listed && (p.v[1] != 3 || tokens <= 30)) {
    gr_analysis a;
    gr_analysis_init(&a);
    if (gr_solve(g, &p, &a, &err) != 0) fail("solve failed", input);
    for (size_t i = 0; i < a.winning_moves.count; i++) {
      gr_analysis b;
      gr_analysis_init(&b);
      if (gr_solve(g, &a.winning_moves.items[i], &b, &err) != 0 || b.grundy != 0)
        fail("a winning move leads to a non-zero value", input);
      gr_analysis_free(&b);
    }
    if (!g->is_terminal(&p)) {
      gr_pos_free(&q);
      if (g->stall_move(&p, &q, &err) != 0) fail("no stall move", input);
      bool found = false;
      for (size_t i = 0; i < moves.count && !found; i++) found = gr_pos_equal(&q, &moves.items[i]);
      if (!found) fail("the stall move is not a move", input);
    }
    if (tokens <= 14) {
      if (referee == NULL) referee = gr_referee_new(g, &err);
      uint64_t truth;
      if (referee == NULL || gr_referee_grundy(referee, &p, &truth, &err) != 0) fail("the referee failed", input);
      if (truth != a.grundy) fail("the Grundy value disagrees with search", input);
    }
    gr_job *job;
    if (top <= 30 && h0 <= 5 && g->trace_start(&p, &job, &err) == 0) {
      if (gr_job_finish(job, &err) != 0) fail("the trace failed", input);
      const gr_trace *t = job->trace;
      if (t->views[5].values[0] != a.grundy) fail("the trace's answer disagrees", input);
      gr_job_free(job);
    }
    gr_analysis_free(&a);
  }
  gr_pos_list_free(&moves);
  gr_pos_free(&q);
  gr_buf_free(&text);
  gr_pos_free(&p);
  free(input);
  return 0;
}
