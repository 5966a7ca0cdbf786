/*
 * cmd_sg.c — `grundy sg RULESET --upto N`: the Grundy sequence G(0..N) of
 * a heap ruleset (octal code, subtraction set, lasker) and its period,
 * proved or only observed (text or --json; the library computes and renders
 * both through grundy.h's gr_sg_*).
 */
#include "cli.h"

int cli_sg(const cli_options *o) {
  if (o->nargs == 0) {
    return cli_error(o, CLI_USAGE_SG);
  }
  if (o->nargs > 1) {
    return cli_error(o, CLI_SG_ONE_RULESET, GR_I(o->nargs), GR_S(o->args[0]));
  }
  gr_error err = {0};
  gr_job *job = NULL;
  /* Without --upto, the ruleset is still checked first (G(0) alone is no work). */
  if (gr_sg_start(o->args[0], o->has_upto ? o->upto : 0, GR_SG_AUTO, &job, &err) != 0) return cli_fail(o, &err);
  if (!o->has_upto) {
    gr_job_free(job);
    return cli_error(o, CLI_SG_NEEDS_UPTO);
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
  rc = rc == 0 ? cli_emit(o, &out) : cli_fail(o, &err);
  gr_buf_free(&out);
  return rc;
}
