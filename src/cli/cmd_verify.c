/*
 * cmd_verify.c — `grundy verify [GAME]`: the theory against exhaustive
 * search on every small position (all games when none is named).  A
 * disagreement is a bug in Grundy: it is printed and the status is 1.
 */
#include "cli.h"

static int verify_one(const cli_options *o, const gr_game *g, gr_buf *out) {
  gr_error err = {0};
  gr_verify_stats stats;
  gr_buf report;
  gr_buf_init(&report);
  int rc = gr_verify(g, &stats, &report, &err);
  if (rc < 0) {
    gr_buf_free(&report);
    return cli_fail(o, &err);
  }
  if (rc == 0)
    gr_buf_printf(out, "%s: the theory agrees with exhaustive search on all %llu positions "
                       "(%llu distinct positions searched)\n",
                  g->id, (unsigned long long)stats.positions, (unsigned long long)stats.searched);
  else
    gr_buf_printf(out, "%s: DISAGREEMENT after %llu positions: %s\n", g->id, (unsigned long long)stats.positions,
                  report.data ? report.data : "");
  gr_buf_free(&report);
  return rc == 0 ? EXIT_OK : EXIT_INTERNAL;
}

int cli_verify(const cli_options *o) {
  gr_error err = {0};
  if (o->nargs > 1) {
    return cli_error(o, CLI_USAGE_VERIFY);
  }
  gr_buf out;
  gr_buf_init(&out);
  int rc = EXIT_OK;
  if (o->nargs == 1) {
    const gr_game *g = gr_game_lookup(o->args[0], &err);
    if (g == NULL) {
      gr_buf_free(&out);
      return cli_fail(o, &err);
    }
    rc = verify_one(o, g, &out);
  } else {
    for (size_t i = 0; i < gr_game_count() && rc != EXIT_BAD_INPUT; i++) {
      int r = verify_one(o, gr_game_at(i), &out);
      if (r != EXIT_OK) rc = r;
    }
  }
  int emitted = cli_emit(o, &out);
  gr_buf_free(&out);
  return rc != EXIT_OK ? rc : emitted;
}
