/*
 * test_explore.c — explore (gr_explore_start), the game graph of a small
 * position, for every registered game: on several positions from
 * enumerate_small (spread through the enumeration), every node's label
 * reads back as a position, its edges are exactly its distinct moves, the
 * steps come in reverse topological order (each reads only cells written
 * before), the sequence view mirrors the steps, and every node's value is
 * gr_solve's Grundy value where the theory gives one and the referee's
 * (exhaustive search) otherwise; its winner is the referee's outcome
 * (misère games included).  A loopy position is refused exactly when the
 * referee finds a cycle.  Then the bounds (300 positions: nullgame 299 is
 * explored, 300 refused; edges), a loopy dag position's message in both
 * languages, and a job run one unit at a time giving the same JSON.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "grundy.h"

#define PICKS 10 /* positions explored per game */
static const uint64_t picks[PICKS] = {0, 1, 2, 3, 7, 20, 60, 200, 700, 3000};
#define STOP 2

typedef struct ctx {
  const gr_game *game;
  uint64_t index, explored, nodes, too_big, loopy;
  size_t next;
  gr_referee *ref;
  char failure[GR_ERROR_TEXT + 600];
} ctx;

static int failf(ctx *c, const char *what, const char *pos, const char *detail) {
  snprintf(c->failure, sizeof c->failure, "%s at '%s': %s", what, pos, detail ? detail : "");
  return 1;
}

/* "winner" of node v in explore's JSON. */
static const char *json_winner(const char *json, uint32_t v) {
  char key[32];
  snprintf(key, sizeof key, "{\"id\":%u,", v);
  const char *at = strstr(json, key);
  if (at == NULL || (at = strstr(at, "\"winner\":\"")) == NULL) return "?";
  return at[10] == 'f' ? "first" : "second";
}

/* Checks node v of a finished explore job against solve and the referee. */
static int check_node(ctx *c, const gr_trace *t, uint32_t v, const char *json) {
  const gr_game *g = c->game;
  const gr_view *gv = &t->views[0];
  const char *label = gv->labels[v];
  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  gr_analysis a;
  gr_analysis_init(&a);
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  int rc = 0;
  char detail[200];
  if (gr_game_parse(g, label, &p, &err) != 0) {
    rc = failf(c, "a node's label does not parse", label, err.message);
    goto done;
  }
  if (g->moves(&p, 100000, &moves, &err) != 0) {
    rc = failf(c, "moves", label, err.message);
    goto done;
  }
  size_t distinct = 0, edges = 0;
  for (size_t k = 0; k < moves.count; k++) {
    bool again = false;
    for (size_t q = 0; q < k && !again; q++) again = gr_pos_equal(&moves.items[q], &moves.items[k]);
    distinct += !again;
  }
  for (uint32_t e = 0; e < gv->nedges; e++) edges += gv->edge_from[e] == v;
  if (edges != distinct) {
    snprintf(detail, sizeof detail, "%zu edges, %zu distinct moves", edges, distinct);
    rc = failf(c, "edges", label, detail);
    goto done;
  }
  uint64_t value = gv->values[v], truth;
  bool solved = gr_solve(g, &p, &a, &err) == 0;
  if (!solved && moves.count > 0) {
    rc = failf(c, "solve", label, err.message);
    goto done;
  }
  /* Some games' solve refuses the finished game (lr: "no piles"): the referee decides it. */
  if (!solved) a.winner = g->misere ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  if (solved && a.has_grundy) {
    truth = a.grundy;
  } else if (g->misere) {
    truth = value; /* no normal-play value to compare with: the winner is checked below */
  } else if (gr_referee_grundy(c->ref, &p, &truth, &err) != 0) {
    rc = failf(c, "referee", label, err.message);
    goto done;
  }
  bool wins;
  if (gr_referee_outcome(c->ref, &p, &wins, &err) != 0) {
    rc = failf(c, "referee outcome", label, err.message);
    goto done;
  }
  const char *winner = json_winner(json, v);
  if (value != truth || strcmp(winner, wins ? "first" : "second") != 0 ||
      strcmp(winner, gr_outcome_name(a.winner)) != 0) {
    snprintf(detail, sizeof detail, "explore %llu (%s), truth %llu (%s, solve %s)", (unsigned long long)value, winner,
             (unsigned long long)truth, wins ? "first" : "second", gr_outcome_name(a.winner));
    rc = failf(c, "value", label, detail);
  }
done:
  gr_pos_free(&p);
  gr_analysis_free(&a);
  gr_pos_list_free(&moves);
  return rc;
}

static int explore_one(ctx *c, const gr_pos *start) {
  const gr_game *g = c->game;
  gr_error err = {0};
  gr_job *job = NULL;
  gr_buf text;
  gr_buf_init(&text);
  g->format(start, &text);
  gr_buf_puts(&text, "");
  int rc = 0;
  if (gr_explore_start(g, start, &job, &err) != 0 || gr_job_finish(job, &err) != 0) {
    if (err.status == GR_ELIMIT && strstr(err.message, "explore a smaller one")) {
      c->too_big++;
    } else if (err.status == GR_ESTATE && strstr(err.message, "cycle")) {
      gr_error why = {0};
      bool wins;
      c->loopy++;
      /* the referee must find the cycle too */
      gr_referee *r = gr_referee_new(g, &why);
      if (r && gr_referee_outcome(r, start, &wins, &why) == 0) rc = failf(c, "explore sees a cycle, the referee none", text.data, err.message);
      gr_referee_free(r);
    } else {
      rc = failf(c, "explore failed", text.data, err.message);
    }
    goto done;
  }
  const gr_trace *t = job->trace;
  const gr_view *gv = &t->views[0], *ov = &t->views[1];
  gr_pos root;
  gr_pos_init(&root);
  bool same = gr_game_parse(g, gv->labels[0], &root, &err) == 0 && gr_pos_equal(&root, start);
  gr_pos_free(&root);
  if (!same || t->nviews != 2 || gv->kind != GR_VIEW_GRAPH || ov->kind != GR_VIEW_SEQUENCE || t->nsteps != gv->cols ||
      gv->node_x == NULL) {
    rc = failf(c, "the trace's shape", text.data, "node 0 is the start; two views; a step per node; a layout");
    goto done;
  }
  for (size_t s = 0; s < t->nsteps && rc == 0; s++) {
    size_t nreads;
    const uint32_t *reads = gr_trace_step_reads(t, s, &nreads);
    uint32_t v = t->step_cell[s] - gv->base;
    for (size_t k = 0; k < nreads; k++)
      if (gr_trace_label(t, reads[k]) == NULL || gv->written_at[reads[k] - gv->base] >= s)
        rc = failf(c, "a step reads a cell not yet written", text.data, gv->labels[v]);
    if (gv->written_at[v] != s || ov->written_at[s] != s || ov->values[s] != gv->values[v])
      rc = failf(c, "the views do not mirror the steps", text.data, gv->labels[v]);
  }
  gr_buf json;
  gr_buf_init(&json);
  gr_json j;
  gr_json_init(&j, &json);
  if (rc == 0 && gr_explore_json(&j, job, GR_EN, &err) != 0) rc = failf(c, "json", text.data, err.message);
  for (uint32_t v = 0; v < gv->cols && rc == 0; v++) rc = check_node(c, t, v, json.data);
  gr_buf_free(&json);
  c->explored++;
  c->nodes += gv->cols;
done:
  gr_job_free(job);
  gr_buf_free(&text);
  return rc;
}

static int visit(const gr_pos *p, void *arg) {
  ctx *c = arg;
  if (c->next == PICKS) return STOP;
  int rc = c->index == picks[c->next] ? (c->next++, explore_one(c, p)) : 0;
  c->index++;
  return rc;
}

static void explore_game(void **state) {
  const gr_game *g = *state;
  gr_error err = {0};
  ctx c = {.game = g, .ref = gr_referee_new(g, &err)};
  assert_non_null(c.ref);
  int rc = g->enumerate_small(visit, &c);
  gr_referee_free(c.ref);
  if (rc != 0 && rc != STOP) fail_msg("%s: %s", g->id, c.failure);
  print_message("%s: %llu positions explored (%llu nodes agree with solve and the referee), %llu past the bound, "
                "%llu loopy\n",
                g->id, (unsigned long long)c.explored, (unsigned long long)c.nodes, (unsigned long long)c.too_big,
                (unsigned long long)c.loopy);
  assert_true(c.explored > 0);
}

/* Explores `text` in game `id`; returns the status, the job (or NULL) and the error. */
static int explore(const char *id, const char *text, gr_job **job, gr_error *err) {
  const gr_game *g = gr_game_find(id);
  assert_non_null(g);
  gr_pos p;
  gr_pos_init(&p);
  assert_int_equal(gr_game_parse(g, text, &p, err), 0);
  int rc = gr_explore_start(g, &p, job, err);
  if (rc == 0) rc = gr_job_finish(*job, err);
  gr_pos_free(&p);
  return rc;
}

static void bounds(void **state) {
  (void)state;
  gr_job *job = NULL;
  gr_error err = {0};
  assert_int_equal(explore("nullgame", "299", &job, &err), 0); /* 300 positions: just within */
  assert_int_equal(job->trace->views[0].cols, GR_EXPLORE_MAX_POSITIONS);
  gr_job_free(job);
  job = NULL;
  assert_int_equal(explore("nullgame", "300", &job, &err), -1);
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.text[GR_EN], "this position reaches more than 300 positions: explore a smaller one"));
  assert_non_null(strstr(err.text[GR_ZH], "超过 300 个"));
  gr_job_free(job);
  job = NULL;
  gr_error_clear(&err);
  assert_int_equal(explore("nim", "5 6 7 8", &job, &err), -1); /* 3024 positions */
  assert_non_null(strstr(err.message, "more than 300 positions"));
  gr_job_free(job);
  job = NULL;
  gr_error_clear(&err);
  assert_int_equal(explore("lr", "1000000000000000000", &job, &err), -1); /* too many moves at once */
  assert_int_equal(err.status, GR_ELIMIT);
  assert_non_null(strstr(err.message, "more than 2500 moves"));
  gr_job_free(job);
}

static void loopy(void **state) {
  (void)state;
  gr_job *job = NULL;
  gr_error err = {0};
  assert_int_equal(explore("dag", "start=0; 0>1 1>0 1>2", &job, &err), -1);
  assert_int_equal(err.status, GR_ESTATE);
  assert_non_null(strstr(err.text[GR_EN], "this position reaches a cycle, n=3; start=0;"));
  assert_non_null(strstr(err.text[GR_EN], " -> n=3; start=1;"));
  assert_non_null(strstr(err.text[GR_ZH], "这个局面能走到一个环"));
  gr_job_free(job);
  job = NULL;
  gr_error_clear(&err);
  assert_int_equal(explore("dag", "start=2; 0>1 1>0 1>2", &job, &err), 0); /* the cycle is out of reach */
  gr_job_free(job);
}

/* One unit of budget per call gives the same JSON, and the progress only grows. */
static void sliced(void **state) {
  (void)state;
  const gr_game *g = gr_game_find("coins-mock");
  gr_pos p;
  gr_pos_init(&p);
  gr_error err = {0};
  assert_int_equal(gr_game_parse(g, "UUDUU", &p, &err), 0);
  gr_job *a = NULL, *b = NULL;
  assert_int_equal(gr_explore_start(g, &p, &a, &err), 0);
  assert_int_equal(gr_job_finish(a, &err), 0);
  assert_int_equal(gr_explore_start(g, &p, &b, &err), 0);
  uint64_t done = 0;
  int r, calls = 0;
  while ((r = gr_job_run(b, 1, &err)) == 0) {
    assert_true(b->done >= done && b->done <= b->total);
    done = b->done;
    calls++;
  }
  assert_int_equal(r, 1);
  assert_true(calls > 10);
  gr_buf x, y;
  gr_buf_init(&x);
  gr_buf_init(&y);
  gr_json j;
  gr_json_init(&j, &x);
  assert_int_equal(gr_explore_json(&j, a, GR_ZH, &err), 0);
  gr_json_init(&j, &y);
  assert_int_equal(gr_explore_json(&j, b, GR_ZH, &err), 0);
  assert_string_equal(x.data, y.data);
  gr_buf_reset(&x);
  assert_int_equal(gr_explore_text(a, GR_EN, &x, &err), 0);
  assert_non_null(strstr(x.data, "UUDUU  options: {"));
  /* the root is computed last, the links of a node are its options */
  const gr_trace *t = a->trace;
  assert_int_equal(t->step_cell[t->nsteps - 1], t->views[0].base);
  gr_pos ids;
  gr_pos_init(&ids);
  assert_non_null(t->links(t, t->views[0].base, GR_EN, &ids));
  size_t root_reads;
  gr_trace_step_reads(t, t->nsteps - 1, &root_reads);
  assert_true(root_reads > 0);
  assert_int_equal(ids.len, root_reads);
  assert_null(t->links(t, t->step_cell[0], GR_EN, &ids)); /* the first step's position has no option */
  gr_pos_free(&ids);
  gr_buf_free(&x);
  gr_buf_free(&y);
  gr_job_free(a);
  gr_job_free(b);
  gr_pos_free(&p);
  /* a job that is not explore's */
  gr_error_clear(&err);
  assert_int_equal(gr_explore_text(NULL, GR_EN, &x, &err), -1);
}

int main(void) {
  struct CMUnitTest tests[70];
  size_t n = 0;
  for (size_t i = 0; i < gr_game_count() && n < 64; i++) {
    const gr_game *g = gr_game_at(i);
    tests[n++] = (struct CMUnitTest){.name = g->id, .test_func = explore_game, .initial_state = (void *)g};
  }
  tests[n++] = (struct CMUnitTest){.name = "bounds", .test_func = bounds};
  tests[n++] = (struct CMUnitTest){.name = "loopy", .test_func = loopy};
  tests[n++] = (struct CMUnitTest){.name = "sliced", .test_func = sliced};
  return _cmocka_run_group_tests("explore", tests, n, NULL, NULL);
}
