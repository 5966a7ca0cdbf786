/*
 * fuzz_sg_dag.c — libFuzzer target for the `dag` and `every` position
 * parsers and what runs on what they accept.  The first byte picks the game
 * (even: dag, odd: every); the rest, NUL-terminated, is the position text.
 *
 * Oracles, beyond "no crash, no leak, no undefined behaviour":
 *   - a refused text leaves the position empty with a printable message;
 *   - format is canonical and round-trips: parse(format(p)) == p;
 *   - the move generator lists no position twice;
 *   - small positions are solved (a refusal past the search limits is
 *     allowed), and the verdict — win, loss or draw, normal or misère —
 *     equals exhaustive search (gr_referee_retrograde); every listed winning
 *     move is a legal move to a lost position; the trace's answer agrees.
 */
#include "grundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, const char *input) {
  fprintf(stderr, "fuzz_sg_dag: %s\ninput: '%.300s'\n", what, input);
  abort();
}

static bool small(const gr_game *g, const gr_pos *p) {
  if (strcmp(g->id, "every") == 0) {
    if (p->len > 6) return false;
    for (size_t i = 0; i < p->len; i++)
      if (p->v[i] > 12) return false;
    return true;
  }
  /* dag: [flags, n, m, edges..., k, tokens...] */
  return p->v[1] <= 6 && p->v[2] <= 14 && p->v[3 + p->v[2]] <= 3;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0) return 0;
  const gr_game *g = gr_game_find(data[0] % 2 ? "every" : "dag");
  char *text = malloc(size);
  memcpy(text, data + 1, size - 1);
  text[size - 1] = '\0';
  gr_error err = {0};
  gr_pos p, q;
  gr_pos_init(&p);
  gr_pos_init(&q);
  if (gr_game_parse(g, text, &p, &err) != 0) {
    if (p.len != 0 || p.v != NULL) fail("a refused text left a position", text);
    if (err.message[0] == '\0') fail("a refusal without a message", text);
    for (const char *c = err.message; *c; c++)
      if ((unsigned char)*c < 0x20) fail("a control character in the message", text);
    free(text);
    return 0;
  }
  gr_buf b;
  gr_buf_init(&b);
  g->format(&p, &b);
  gr_error e2 = {0};
  if (gr_game_parse(g, b.data, &q, &e2) != 0 || !gr_pos_equal(&p, &q)) fail("format does not round-trip", text);
  gr_buf_free(&b);
  gr_pos_free(&q);
  if (small(g, &p)) {
    bool misere = strcmp(g->id, "dag") == 0 && (p.v[0] & 1);
    gr_pos_list moves;
    gr_pos_list_init(&moves);
    if (g->moves(&p, 100000, &moves, &err) != 0) fail("moves failed", text);
    for (size_t i = 0; i < moves.count; i++)
      for (size_t j = 0; j < i; j++)
        if (gr_pos_equal(&moves.items[i], &moves.items[j])) fail("a move listed twice", text);
    gr_analysis a;
    gr_analysis_init(&a);
    gr_error e3 = {0};
    if (gr_solve(g, &p, &a, &e3) == 0) {
      gr_referee *r = gr_referee_new(g, &err);
      int truth, got = a.winner == GR_WINNER_DRAW ? 2 : a.winner == GR_WINNER_FIRST ? 1 : 0;
      if (gr_referee_retrograde(r, &p, misere, &truth, &err) != 0) fail("search failed", text);
      if (truth != got) fail("the verdict differs from search", text);
      for (size_t i = 0; i < a.winning_moves.count; i++) {
        bool legal = false;
        for (size_t k = 0; k < moves.count && !legal; k++) legal = gr_pos_equal(&moves.items[k], &a.winning_moves.items[i]);
        int o;
        if (!legal || gr_referee_retrograde(r, &a.winning_moves.items[i], misere, &o, &err) != 0 || o != 0)
          fail("a winning move is not a move to a lost position", text);
      }
      gr_referee_free(r);
      gr_job *job = NULL;
      if (g->trace_start(&p, &job, &err) != 0 || gr_job_finish(job, &err) != 0) fail("the trace failed", text);
      const gr_trace *t = job->trace;
      for (size_t v = 0; v < t->nviews; v++)
        if (strcmp(t->views[v].name, "result") == 0 && t->views[v].values[0] != (uint64_t)got)
          fail("the trace's answer differs from the verdict", text);
      gr_job_free(job);
    } else if (e3.status != GR_ELIMIT) {
      fail("a small position was refused other than for size", text);
    }
    gr_analysis_free(&a);
    gr_pos_list_free(&moves);
  }
  gr_pos_free(&p);
  free(text);
  return 0;
}
