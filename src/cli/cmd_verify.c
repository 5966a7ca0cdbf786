/*
 * cmd_verify.c — `grundy verify [GAME]`: the theory against exhaustive
 * search on every small position (all games when none is named), then
 * the misère play of each game that has no registered misère twin
 * (gr_game_misere_of), reported as "GAME --misere".  A disagreement is a
 * bug in Grundy: it is printed and the status is 1.
 */
#include "cli.h"

static int verify_one(const cli_options *o, const gr_game *g, gr_buf *out) {
  gr_buf name;
  gr_buf_init(&name);
  gr_buf_printf(&name, "%s%s", g->id, gr_game_is_misere_play(g, NULL) ? " --misere" : "");
  gr_error err = {0};
  gr_verify_stats stats;
  gr_buf report;
  gr_buf_init(&report);
  int rc = gr_verify(g, &stats, &report, &err);
  if (rc < 0) {
    gr_buf_free(&report);
    gr_buf_free(&name);
    return cli_fail(o, &err);
  }
  if (rc == 0)
    gr_say(out, &cli_texts, o->lang, CLI_VERIFY_AGREES, GR_S(name.data ? name.data : g->id), GR_U(stats.positions), GR_U(stats.searched));
  else
    gr_say(out, &cli_texts, o->lang, CLI_VERIFY_DISAGREES, GR_S(name.data ? name.data : g->id), GR_U(stats.positions),
           GR_S(report.data ? report.data : ""));
  gr_buf_free(&report);
  gr_buf_free(&name);
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
    int refused = cli_misere_game(o, &g); /* verify GAME --misere: its misère play alone */
    if (refused >= 0) {
      gr_buf_free(&out);
      return refused;
    }
    rc = verify_one(o, g, &out);
  } else {
    for (size_t i = 0; i < gr_game_count() && rc != EXIT_BAD_INPUT; i++) {
      int r = verify_one(o, gr_game_at(i), &out);
      if (r != EXIT_OK) rc = r;
    }
    for (size_t i = 0; i < gr_game_count() && rc != EXIT_BAD_INPUT; i++) {
      const gr_game *m = gr_game_misere_of(gr_game_at(i));
      if (!gr_game_is_misere_play(m, NULL)) continue; /* misère itself, or a registered twin: verified above */
      int r = verify_one(o, m, &out);
      if (r != EXIT_OK) rc = r;
    }
  }
  int emitted = cli_emit(o, &out);
  gr_buf_free(&out);
  return rc != EXIT_OK ? rc : emitted;
}
