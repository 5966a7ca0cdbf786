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
  heaps_rules r;
  heaps_rules_init(&r);
  if (heaps_rules_parse(o->args[0], strlen(o->args[0]), &r, &err) != 0) return cli_fail(&err);
  if (!o->has_upto) {
    heaps_rules_free(&r);
    fputs("grundy: sg needs --upto N, the largest heap to compute (e.g. --upto 200)\n", stderr);
    return EXIT_BAD_INPUT;
  }
  if (o->upto > heaps_rules_max_upto(&r)) {
    /* The library says the same; checked here too so that N + 1 cannot wrap. */
    gr_job *none = NULL;
    heaps_seq_start(&r, o->upto == UINT64_MAX ? UINT64_MAX : o->upto + 1, HEAPS_AUTO, &none, &err);
    gr_job_free(none);
    heaps_rules_free(&r);
    return cli_fail(&err);
  }
  heaps_seq s;
  int rc = heaps_seq_compute(&r, o->upto + 1, HEAPS_AUTO, &s, &err);
  heaps_rules_free(&r);
  if (rc != 0) return cli_fail(&err);
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
  rc = cli_emit(&out);
  gr_buf_free(&out);
  heaps_seq_free(&s);
  return rc;
}
