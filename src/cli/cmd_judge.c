/*
 * cmd_judge.c — `grundy judge PROBLEM [FILE]`: reads the problem's input,
 * writes exactly the output the online judge expects.  Nothing is written
 * to stdout unless the whole input is valid.
 */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define JUDGE_MAX_INPUT (256u << 20)

/* Reads a whole stream; NULL with a message on failure.  `name` is the
 * file's name, or the CLI's key for standard input (a GR_S or GR_K). */
static char *slurp(FILE *f, gr_arg name, size_t *len, gr_error *err) {
  size_t cap = 1 << 16, n = 0;
  char *data = malloc(cap);
  if (data == NULL) return gr_error_nomem(err), NULL;
  for (;;) {
    if (n == cap) {
      if (cap >= JUDGE_MAX_INPUT) {
        free(data);
        gr_error_say(err, GR_ELIMIT, &cli_texts, CLI_INPUT_TOO_LARGE, name, GR_U(JUDGE_MAX_INPUT >> 20));
        return NULL;
      }
      char *more = realloc(data, cap *= 2);
      if (more == NULL) {
        free(data);
        gr_error_say(err, GR_ENOMEM, &cli_texts, CLI_NOMEM_READING, name);
        return NULL;
      }
      data = more;
    }
    size_t got = fread(data + n, 1, cap - n, f);
    n += got;
    if (got == 0) break;
  }
  if (ferror(f)) {
    free(data);
    gr_error_say(err, GR_ESYNTAX, &cli_texts, CLI_CANNOT_READ, name);
    return NULL;
  }
  *len = n;
  return data;
}

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
  if (o->nargs == 2) {
    name = GR_S(o->args[1]);
    f = fopen(o->args[1], "rb");
    if (f == NULL) return cli_error(o, CLI_CANNOT_OPEN, name, GR_S(strerror(errno)));
  }
  size_t len = 0;
  char *input = slurp(f, name, &len, &err);
  if (f != stdin) fclose(f);
  if (input == NULL) return cli_fail(o, &err);
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
