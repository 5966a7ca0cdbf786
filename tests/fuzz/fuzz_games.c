/*
 * fuzz_games.c — libFuzzer target for every game's position parser and
 * every judge reader in the registry (so a new game or problem is fuzzed
 * without a new target).
 *
 * The first byte picks the game or the judge problem; the rest is the text.
 * A position that parses must format to text that parses back to the same
 * position, and its board and moves (bounded) must be produced without
 * error; a judge input that is accepted must run to the end (inputs whose
 * job is announced as large are skipped to keep runs fast).  Sanitizers
 * catch the rest.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "grundy.h"

static void fuzz_game(const gr_game *g, const char *text) {
  gr_error err = {0};
  gr_pos p, back;
  gr_pos_init(&p);
  gr_pos_init(&back);
  if (g->parse(text, &p, &err) == 0) {
    gr_buf canon, json;
    gr_buf_init(&canon);
    gr_buf_init(&json);
    g->format(&p, &canon);
    gr_buf_puts(&canon, "");
    gr_error again = {0};
    if (g->parse(canon.data, &back, &again) != 0 || !gr_pos_equal(&p, &back)) abort(); /* round trip */
    gr_json j;
    gr_json_init(&j, &json);
    g->board(&p, &j);
    gr_pos_list moves;
    gr_pos_list_init(&moves);
    gr_error quiet = {0};
    (void)g->moves(&p, 64, &moves, &quiet);
    gr_pos_list_free(&moves);
    gr_buf_free(&canon);
    gr_buf_free(&json);
  } else if (err.status == GR_OK || err.message[0] == '\0') {
    abort(); /* a failure must say why */
  }
  gr_pos_free(&p);
  gr_pos_free(&back);
}

static void fuzz_judge(const gr_judge *judge, const char *input, size_t len) {
  gr_error err = {0};
  gr_job *job = NULL;
  if (judge->start(input, len, &job, &err) == 0) {
    if (job->total <= 2000000) (void)gr_job_finish(job, &err);
  } else if (err.message[0] == '\0') {
    abort();
  }
  gr_job_free(job);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  size_t games = gr_game_count(), judges = gr_judge_count();
  size_t pick = data[0] % (games + judges);
  char *text = malloc(size);
  if (text == NULL) return 0;
  memcpy(text, data + 1, size - 1);
  text[size - 1] = '\0';
  if (pick < games)
    fuzz_game(gr_game_at(pick), text);
  else
    fuzz_judge(gr_judge_at(pick - games), text, size - 1);
  free(text);
  return 0;
}
