/*
 * cmd_explore.c — `grundy explore GAME POSITION [--json]`: the game graph
 * of a small position (every position it reaches) with the SG value of
 * each, computed in reverse topological order as mex of its options'
 * values.  The library does the work and writes both forms
 * (gr_explore_start, gr_explore_text, gr_explore_json); refusals (too many
 * positions, a cycle) are its messages, in the --lang language.  The
 * position is read like solve's (input.c: "-" reads standard input, capped).
 */
#include "cli.h"

int cli_explore(const cli_options *o) {
  if (o->nargs < 2) return cli_error(o, CLI_USAGE_GAME, GR_S("explore"));
  gr_error err = {0};
  const gr_game *g = gr_game_lookup(o->args[0], &err);
  if (g == NULL) return cli_fail(o, &err);
  int refused = cli_misere_game(o, &g); /* --misere: the g⁻ labelling */
  if (refused >= 0) return refused;
  gr_buf out;
  gr_buf_init(&out);
  gr_pos p;
  gr_pos_init(&p);
  gr_job *job = NULL;
  int rc = cli_parse_position(o, g, &p, &err);
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
  gr_buf_free(&out);
  return rc;
}
