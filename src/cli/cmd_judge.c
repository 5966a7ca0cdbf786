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

/* Reads a whole stream; NULL with a message on failure. */
static char *slurp(FILE *f, const char *name, size_t *len, gr_error *err) {
  size_t cap = 1 << 16, n = 0;
  char *data = malloc(cap);
  if (data == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory"), NULL;
  for (;;) {
    if (n == cap) {
      if (cap >= JUDGE_MAX_INPUT) {
        free(data);
        gr_error_set(err, GR_ELIMIT, "%s is larger than %u MiB", name, JUDGE_MAX_INPUT >> 20);
        return NULL;
      }
      char *more = realloc(data, cap *= 2);
      if (more == NULL) {
        free(data);
        gr_error_set(err, GR_ENOMEM, "out of memory reading %s", name);
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
    gr_error_set(err, GR_ESYNTAX, "cannot read %s", name);
    return NULL;
  }
  *len = n;
  return data;
}

int cli_judge(const cli_options *o) {
  gr_error err = {0};
  if (o->nargs < 1 || o->nargs > 2) {
    fputs("grundy: usage: grundy judge PROBLEM [FILE] (see 'grundy list' for the problems)\n", stderr);
    return EXIT_BAD_INPUT;
  }
  const gr_judge *p = gr_judge_find(o->args[0]);
  if (p == NULL) {
    fprintf(stderr, "grundy: unknown judge problem '%s' (known:", o->args[0]);
    for (size_t i = 0; i < gr_judge_count(); i++) fprintf(stderr, " %s", gr_judge_at(i)->id);
    fputs(")\n", stderr);
    return EXIT_BAD_INPUT;
  }
  FILE *f = stdin;
  const char *name = "standard input";
  if (o->nargs == 2) {
    name = o->args[1];
    f = fopen(name, "rb");
    if (f == NULL) {
      fprintf(stderr, "grundy: cannot open %s: %s\n", name, strerror(errno));
      return EXIT_BAD_INPUT;
    }
  }
  size_t len = 0;
  char *input = slurp(f, name, &len, &err);
  if (f != stdin) fclose(f);
  if (input == NULL) return cli_fail(&err);
  gr_job *job = NULL;
  int rc;
  if (p->start(input, len, &job, &err) != 0 || gr_job_finish(job, &err) != 0)
    rc = cli_fail(&err);
  else
    rc = cli_emit(&job->output);
  gr_job_free(job);
  free(input);
  return rc;
}
