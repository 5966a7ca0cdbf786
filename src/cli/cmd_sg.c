/*
 * cmd_sg.c — `grundy sg RULESET --upto N`: the Grundy sequence G(0..N) of
 * a heap ruleset (octal code, subtraction set, lasker) and its period,
 * proved or only observed (text or --json; the library renders both).
 */
#include "cli.h"
#include "games/heaps.h"

#include <string.h>

int cli_sg(const cli_options *o) {
  if (o->nargs == 0) {
    return cli_error(o, CLI_USAGE_SG);
  }
  if (o->nargs > 1) {
    return cli_error(o, CLI_SG_ONE_RULESET, GR_I(o->nargs), GR_S(o->args[0]));
  }
  gr_error err = {0};
  heaps_rules r;
  heaps_rules_init(&r);
  if (heaps_rules_parse(o->args[0], strlen(o->args[0]), &r, &err) != 0) return cli_fail(o, &err);
  if (!o->has_upto) {
    heaps_rules_free(&r);
    return cli_error(o, CLI_SG_NEEDS_UPTO);
  }
  if (o->upto > heaps_rules_max_upto(&r)) {
    /* The library says the same; checked here too so that N + 1 cannot wrap. */
    gr_job *none = NULL;
    heaps_seq_start(&r, o->upto == UINT64_MAX ? UINT64_MAX : o->upto + 1, HEAPS_AUTO, &none, &err);
    gr_job_free(none);
    heaps_rules_free(&r);
    return cli_fail(o, &err);
  }
  heaps_seq s;
  int rc = heaps_seq_compute(&r, o->upto + 1, HEAPS_AUTO, &s, &err);
  heaps_rules_free(&r);
  if (rc != 0) return cli_fail(o, &err);
  gr_buf out;
  gr_buf_init(&out);
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    heaps_seq_json(&j, &s, true);
    gr_buf_putc(&out, '\n');
  } else {
    heaps_seq_text(&s, o->lang, &out);
  }
  rc = cli_emit(o, &out);
  gr_buf_free(&out);
  heaps_seq_free(&s);
  return rc;
}
