/*
 * cmd_judge.c — `grundy judge PROBLEM [FILE]`: reads the problem's input,
 * writes exactly the output the online judge expects.  Nothing is written
 * to stdout unless the whole input is valid.  The input is read whole,
 * at most JUDGE_MAX_INPUT bytes (input.c's cli_read_all).
 */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define JUDGE_MAX_INPUT (256u << 20)

int cli_judge(const cli_options *o) {
  gr_error err = {0};
  if (o->nargs < 1 || o->nargs > 2) return cli_error(o, CLI_USAGE_JUDGE);
  const gr_judge *p = gr_judge_find(o->args[0]);
  if (p == NULL) {
    gr_buf known;
    gr_buf_init(&known);
    for (size_t i = 0; i < gr_judge_count(); i++) gr_buf_printf(&known, " %s", gr_judge_at(i)->id);
    int rc = cli_error(o, CLI_UNKNOWN_JUDGE, GR_S(o->args[0]), GR_S(known.data));
    gr_buf_free(&known);
    return rc;
  }
  FILE *f = stdin;
  gr_arg name = GR_K(CLI_STDIN);
  if (o->nargs == 2 && strcmp(o->args[1], "-") != 0) { /* "-": standard input, as for a position */
    name = GR_S(o->args[1]);
    f = fopen(o->args[1], "rb");
    if (f == NULL) return cli_error(o, CLI_CANNOT_OPEN, name, GR_S(strerror(errno)));
  }
  gr_buf text;
  gr_buf_init(&text);
  int read = cli_read_all(f, name, JUDGE_MAX_INPUT, CLI_INPUT_TOO_LARGE, NULL, 0, &text, &err);
  if (f != stdin) fclose(f);
  if (read != 0) {
    gr_buf_free(&text);
    return cli_fail(o, &err);
  }
  size_t len = text.len;
  char *input = gr_buf_take(&text);
  if (input == NULL) return gr_error_nomem(&err), cli_fail(o, &err);
  gr_job *job = NULL;
  int rc;
  if (p->start(input, len, &job, &err) != 0 || gr_job_finish(job, &err) != 0)
    rc = cli_fail(o, &err);
  else
    rc = cli_emit(o, &job->output);
  gr_job_free(job);
  free(input);
  return rc;
}
