/*
 * cmd_explore.c — `grundy explore GAME POSITION [--json]`: the game graph
 * of a small position (every position it reaches) with the SG value of
 * each, computed in reverse topological order as mex of its options'
 * values.  The library does the work and writes both forms
 * (gr_explore_start, gr_explore_text, gr_explore_json); refusals (too many
 * positions, a cycle) are its messages, in the --lang language.
 */
#include "cli.h"

#include <string.h>

/* The position: the arguments after GAME joined with spaces, or stdin for "-". */
static void position_text(const cli_options *o, gr_buf *text) {
  if (o->nargs == 2 && strcmp(o->args[1], "-") == 0) {
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) gr_buf_putn(text, chunk, got);
  }
  for (int i = 1; i < o->nargs && !(o->nargs == 2 && strcmp(o->args[1], "-") == 0); i++) {
    if (i > 1) gr_buf_putc(text, ' ');
    gr_buf_puts(text, o->args[i]);
  }
  gr_buf_puts(text, "");
}

int cli_explore(const cli_options *o) {
  if (o->nargs < 2) return cli_error(o, CLI_USAGE_GAME, GR_S("explore"));
  gr_error err = {0};
  const gr_game *g = gr_game_lookup(o->args[0], &err);
  if (g == NULL) return cli_fail(o, &err);
  gr_buf text, out;
  gr_buf_init(&text);
  gr_buf_init(&out);
  gr_pos p;
  gr_pos_init(&p);
  gr_job *job = NULL;
  position_text(o, &text);
  int rc = text.failed ? gr_error_nomem(&err) : gr_game_parse(g, text.data, &p, &err);
  if (rc == 0) rc = gr_explore_start(g, &p, &job, &err);
  if (rc == 0) rc = gr_job_finish(job, &err);
  if (rc == 0 && o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    rc = gr_explore_json(&j, job, o->lang, &err);
    gr_buf_putc(&out, '\n');
  } else if (rc == 0) {
    rc = gr_explore_text(job, o->lang, &out, &err);
  }
  rc = rc == 0 ? cli_emit(o, &out) : cli_fail(o, &err);
  gr_job_free(job);
  gr_pos_free(&p);
  gr_buf_free(&text);
  gr_buf_free(&out);
  return rc;
}
