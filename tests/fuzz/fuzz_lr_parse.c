/*
 * fuzz_lr_parse.c — libFuzzer target for the `lr` position parser
 * (gr_game_find("lr")->parse on a NUL-terminated copy of the input).
 *
 * Oracles, beyond "no crash, no leak, no undefined behaviour":
 *   - an independent tokenizer written here decides what must be accepted:
 *     a UTF-8 byte order mark at the start is skipped; separators are
 *     space, \t \n \r \f \v and ','; every token must be
 *     decimal digits worth at most 2^64 - 1 and not 0; there must be 1 to
 *     20,000 of them.  The parser accepts exactly those inputs, with exactly
 *     those values;
 *   - a failure leaves the position empty and gives a printable message;
 *   - format is canonical and round-trips: parse(format(p)) == p;
 *   - small positions are solved: the verdict job gives the same result in
 *     slices as in one go, every winning move leads to a lost position, and
 *     the trace's answer agrees; tiny ones are checked against the referee;
 *   - describe_move names each winning move with the right numbers.
 */
#include "grundy.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PILES 20000

static void fail(const char *what, const char *input) {
  fprintf(stderr, "fuzz_lr_parse: %s\ninput: '%.200s'\n", what, input);
  abort();
}

static int is_sep(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == ',';
}

/* 1: valid (values in out, count in *n); 0: must be refused. */
static int reference_parse(const char *s, uint64_t *out, size_t *n) {
  *n = 0;
  /* the finished game: "(empty)", blanks around it allowed, no pile */
  const char *e = s + strspn(s, " \t\r\n\v\f");
  if (strncmp(e, "(empty)", 7) == 0 && e[7 + strspn(e + 7, " \t\r\n")] == '\0') return 1;
  const char *p = s;
  if (strncmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3; /* a UTF-8 byte order mark at the start is skipped */
  for (;;) {
    while (*p && is_sep(*p)) p++;
    if (!*p) break;
    const char *tok = p;
    while (*p && !is_sep(*p)) p++;
    size_t len = (size_t)(p - tok);
    /* digits only */
    for (size_t i = 0; i < len; i++)
      if (tok[i] < '0' || tok[i] > '9') return 0;
    /* strip leading zeros, then compare with 2^64 - 1 as text */
    while (len > 1 && *tok == '0') tok++, len--;
    if (len > 20) return 0;
    if (len == 20 && memcmp(tok, "18446744073709551615", 20) > 0) return 0;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) v = v * 10 + (uint64_t)(tok[i] - '0');
    if (v == 0) return 0;
    if (*n == MAX_PILES) return 0;
    out[(*n)++] = v;
  }
  return *n > 0;
}

static bool lost(const gr_game *g, const gr_pos *p, const char *input) {
  if (p->len == 0) return true;
  gr_analysis a;
  gr_analysis_init(&a);
  gr_error err = {0};
  if (gr_solve(g, p, &a, &err) != 0) fail("solving a successor failed", input);
  bool r = a.winner == GR_WINNER_SECOND;
  gr_analysis_free(&a);
  return r;
}

static gr_referee *referee;

static void check_solution(const gr_game *g, const gr_pos *p, const char *input) {
  gr_error err = {0};
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, p, &a, &err) != 0) fail("solve failed", input);
  /* the same verdict in slices of 3 units */
  gr_job *job = NULL;
  if (g->solve_start(p, &job, &err) != 0) fail("solve_start failed", input);
  int r;
  while ((r = gr_job_run(job, 3, &err)) == 0) {
  }
  if (r != 1) fail("sliced verdict failed", input);
  if (job->analysis.winner != a.winner || job->analysis.winning_moves.count != a.winning_moves.count)
    fail("sliced verdict differs", input);
  for (size_t i = 0; i < a.winning_moves.count; i++)
    if (!gr_pos_equal(&a.winning_moves.items[i], &job->analysis.winning_moves.items[i]))
      fail("sliced verdict lists other moves", input);
  gr_job_free(job);
  if ((a.winner == GR_WINNER_FIRST) != (a.winning_moves.count > 0)) fail("winner and winning moves disagree", input);
  for (size_t i = 0; i < a.winning_moves.count; i++) {
    const gr_pos *m = &a.winning_moves.items[i];
    if (!lost(g, m, input)) fail("a winning move leads to a won position", input);
    gr_buf d;
    gr_buf_init(&d);
    g->describe_move(p, m, GR_EN, &d);
    if (d.data == NULL || strstr(d.data, " -> ") == NULL) fail("describe_move wrote no move", input);
    gr_buf_free(&d);
  }
  /* the trace's answer */
  if (p->len <= 24) {
    if (g->trace_start(p, &job, &err) != 0 || gr_job_finish(job, &err) != 0) fail("trace failed", input);
    const gr_trace *t = job->trace;
    int view;
    uint32_t row, col;
    if (!gr_trace_locate(t, t->step_cell[t->nsteps - 1], &view, &row, &col)) fail("no answer cell", input);
    if (t->views[view].values[0] != (a.winner == GR_WINNER_FIRST)) fail("the trace's answer differs", input);
    gr_job_free(job);
  }
  /* tiny positions: the referee */
  bool tiny = p->len <= 4;
  for (size_t i = 0; i < p->len; i++) tiny &= p->v[i] <= 6;
  if (tiny) {
    if (referee == NULL) referee = gr_referee_new(g, &err);
    uint64_t grundy;
    if (referee == NULL || gr_referee_grundy(referee, p, &grundy, &err) != 0) fail("referee failed", input);
    if ((grundy != 0) != (a.winner == GR_WINNER_FIRST)) fail("the referee disagrees", input);
  }
  gr_analysis_free(&a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const gr_game *g = gr_game_find("lr");
  char *text = malloc(size + 1);
  if (text == NULL) return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  static uint64_t want[MAX_PILES];
  size_t nwant = 0;
  int valid = reference_parse(text, want, &nwant);

  gr_error err = {0};
  gr_pos p;
  gr_pos_init(&p);
  int rc = gr_game_parse(g, text, &p, &err);
  if (rc != 0) {
    if (valid) fail("a valid position was refused", text);
    if (err.status == GR_OK || err.message[0] == '\0') fail("a failure without a message", text);
    if (p.len != 0 || p.v != NULL) fail("a failure left a position behind", text);
    for (const char *c = err.message; *c; c++)
      if ((unsigned char)*c < 0x20) fail("a control character in the message", text);
    free(text);
    return 0;
  }
  if (!valid) fail("an invalid position was accepted", text);
  if (p.len != nwant || (nwant && memcmp(p.v, want, nwant * sizeof *want) != 0)) fail("the values differ", text);

  /* canonical text and round trip */
  gr_buf b, expect;
  gr_buf_init(&b);
  gr_buf_init(&expect);
  g->format(&p, &b);
  for (size_t i = 0; i < p.len; i++) gr_buf_printf(&expect, i ? " %" PRIu64 : "%" PRIu64, p.v[i]);
  if (p.len == 0) gr_buf_puts(&expect, "(empty)"); /* the finished game */
  if (b.data == NULL || strcmp(b.data, expect.data) != 0) fail("format is not canonical", text);
  gr_pos q;
  gr_pos_init(&q);
  if (gr_game_parse(g, b.data, &q, &err) != 0 || !gr_pos_equal(&p, &q)) fail("format does not round-trip", text);
  gr_pos_free(&q);
  gr_buf_free(&b);
  gr_buf_free(&expect);

  if (p.len > 0 && p.len <= 64) check_solution(g, &p, text); /* a finished game has no verdict to check */
  gr_pos_free(&p);
  free(text);
  return 0;
}
