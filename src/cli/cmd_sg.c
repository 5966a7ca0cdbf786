/*
 * cmd_sg.c — `grundy sg RULESET --upto N`: the Grundy sequence G(0..N) of
 * a heap ruleset (octal code, subtraction set, lasker) and its period,
 * proved or only observed; with --misere, the genus of heaps 0..N in misère
 * play, each marked tame or wild (text or --json; the library computes and
 * renders both through grundy.h's gr_sg_*).
 */
#include "cli.h"

/* --misere: the genus of each heap (no job: the exact search has its own bounds). */
static int sg_misere(const cli_options *o) {
  gr_error err = {0};
  gr_buf out;
  gr_buf_init(&out);
  int rc;
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    rc = gr_sg_misere_json(&j, o->args[0], o->upto, &err);
    gr_buf_putc(&out, '\n');
  } else {
    rc = gr_sg_misere_text(o->args[0], o->upto, o->lang, &out, &err);
  }
  rc = rc == 0 ? cli_emit(o, &out) : cli_fail(o, &err);
  gr_buf_free(&out);
  return rc;
}

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
  if (gr_sg_start(o->args[0], o->has_upto && !o->misere ? o->upto : 0, GR_SG_AUTO, &job, &err) != 0)
    return cli_fail(o, &err);
  if (!o->has_upto) {
    gr_job_free(job);
    return cli_error(o, CLI_SG_NEEDS_UPTO);
  }
  if (o->misere) {
    gr_job_free(job);
    return sg_misere(o);
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
