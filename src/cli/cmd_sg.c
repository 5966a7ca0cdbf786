/*
 * cmd_sg.c — `grundy sg RULESET --upto N`: the Grundy sequence G(0..N) of
 * a heap ruleset (octal code, subtraction set, lasker) and its period,
 * proved or only observed (text or --json; the library computes and renders
 * both through grundy.h's gr_sg_*).
 */
#include "cli.h"

int cli_sg(const cli_options *o) {
  if (o->nargs == 0) {
    fputs("grundy: usage: grundy sg RULESET --upto N (e.g. grundy sg 0.77 --upto 200)\n", stderr);
    return EXIT_BAD_INPUT;
  }
  if (o->nargs > 1) {
    fprintf(stderr,
            "grundy: sg takes one ruleset, not %d arguments ('%s' ...): quote a subtraction set, e.g. "
            "'S{1,3,4}' (the shell expands braces)\n",
            o->nargs, o->args[0]);
    return EXIT_BAD_INPUT;
  }
  gr_error err = {0};
  gr_job *job = NULL;
  /* Without --upto, the ruleset is still checked first (G(0) alone is no work). */
  if (gr_sg_start(o->args[0], o->has_upto ? o->upto : 0, GR_SG_AUTO, &job, &err) != 0) return cli_fail(&err);
  if (!o->has_upto) {
    gr_job_free(job);
    fputs("grundy: sg needs --upto N, the largest heap to compute (e.g. --upto 200)\n", stderr);
    return EXIT_BAD_INPUT;
  }
  int rc = gr_job_finish(job, &err);
  gr_buf out;
  gr_buf_init(&out);
  if (rc == 0 && o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    rc = gr_sg_json(&j, job, true, &err);
    gr_buf_putc(&out, '\n');
  } else if (rc == 0) {
    rc = gr_sg_text(job, o->lang, &out, &err);
  }
  gr_job_free(job);
  rc = rc == 0 ? cli_emit(&out) : cli_fail(&err);
  gr_buf_free(&out);
  return rc;
}
