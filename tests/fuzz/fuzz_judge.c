/*
 * fuzz_judge.c — libFuzzer target for the judge reader of ZJOI2009
 * (gr_judge_find("zjoi2009")->start on the raw bytes, not NUL-terminated,
 * so ASan sees any read past the end).
 *
 * Oracles, beyond "no crash, no leak, no undefined behaviour":
 *   - a refused input gives no job and a printable message with its place;
 *   - an accepted input's job gives the same output run to the end as run in
 *     slices of a few units;
 *   - the output is one line "0" or "1" per test, and each line is the
 *     verdict of gr_solve on that test's piles, read here by an independent
 *     tokenizer (so the judge's reader is checked, not just not crashing).
 * Inputs whose work (job->total) passes 10^7 units are skipped to keep runs fast.
 */
#include "grundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORK 10000000u

static void fail(const char *what, const uint8_t *data, size_t size) {
  fprintf(stderr, "fuzz_judge: %s\ninput (%zu bytes): '%.*s'\n", what, size, (int)(size < 300 ? size : 300),
          (const char *)data);
  abort();
}

static int is_space(uint8_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* The next token as a number (the judge accepted the input, so it is one). */
static uint64_t next_number(const uint8_t *data, size_t size, size_t *at) {
  while (*at < size && is_space(data[*at])) (*at)++;
  uint64_t v = 0;
  while (*at < size && !is_space(data[*at])) v = v * 10 + (uint64_t)(data[(*at)++] - '0');
  return v;
}

static char *run_job(const gr_judge *j, const uint8_t *data, size_t size, uint64_t budget, bool *skipped) {
  gr_job *job = NULL;
  gr_error err = {0};
  if (j->start((const char *)data, size, &job, &err) != 0) fail("the second start failed", data, size);
  *skipped = job->total > MAX_WORK;
  if (*skipped) {
    gr_job_free(job);
    return NULL;
  }
  int r;
  if (budget == 0)
    r = gr_job_finish(job, &err) == 0 ? 1 : -1;
  else
    while ((r = gr_job_run(job, budget, &err)) == 0) {
    }
  if (r != 1) fail("the job failed", data, size);
  char *out = gr_buf_take(&job->output);
  gr_job_free(job);
  return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const gr_judge *j = gr_judge_find("zjoi2009");
  gr_job *job = NULL;
  gr_error err = {0};
  if (j->start((const char *)data, size, &job, &err) != 0) {
    if (job != NULL) fail("a refused input left a job", data, size);
    if (err.status == GR_OK || err.message[0] == '\0') fail("a failure without a message", data, size);
    if (strstr(err.message, "line ") == NULL && strstr(err.message, "T = ") == NULL)
      fail("the message does not say where", data, size);
    for (const char *c = err.message; *c; c++)
      if ((unsigned char)*c < 0x20) fail("a control character in the message", data, size);
    return 0;
  }
  gr_job_free(job);

  bool skipped;
  char *whole = run_job(j, data, size, 0, &skipped);
  if (skipped) return 0;
  char *sliced = run_job(j, data, size, 1 + size % 5, &skipped);
  if (strcmp(whole, sliced) != 0) fail("sliced output differs", data, size);
  free(sliced);

  /* one line per test, each the verdict of gr_solve */
  const gr_game *g = gr_game_find("lr");
  size_t at = size >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0; /* a byte order mark is skipped */
  uint64_t tests = next_number(data, size, &at);
  if (strlen(whole) != 2 * tests) fail("not one line per test", data, size);
  gr_pos p;
  gr_pos_init(&p);
  for (uint64_t t = 0; t < tests; t++) {
    uint64_t n = next_number(data, size, &at);
    if (gr_pos_resize(&p, (size_t)n, &err) != 0) fail("out of memory", data, size);
    for (uint64_t i = 0; i < n; i++) p.v[i] = next_number(data, size, &at);
    gr_analysis a;
    gr_analysis_init(&a);
    if (gr_solve(g, &p, &a, &err) != 0) fail("solve failed on an accepted test", data, size);
    char want = a.winner == GR_WINNER_FIRST ? '1' : '0';
    gr_analysis_free(&a);
    if (whole[2 * t] != want || whole[2 * t + 1] != '\n') fail("a line differs from gr_solve", data, size);
  }
  gr_pos_free(&p);
  free(whole);
  return 0;
}
