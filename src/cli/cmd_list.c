/*
 * cmd_list.c — `grundy list`: the games and the judge problems.
 */
#include "cli.h"

int cli_list(const cli_options *o) {
  gr_buf out;
  gr_buf_init(&out);
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_object_begin(&j);
    gr_json_key(&j, "games");
    gr_json_array_begin(&j);
    for (size_t i = 0; i < gr_game_count(); i++) gr_json_game_info(&j, gr_game_at(i));
    gr_json_array_end(&j);
    gr_json_key(&j, "judge");
    gr_json_array_begin(&j);
    for (size_t i = 0; i < gr_judge_count(); i++) {
      const gr_judge *p = gr_judge_at(i);
      gr_json_object_begin(&j);
      gr_json_key(&j, "id");
      gr_json_string(&j, p->id);
      gr_json_key(&j, "title");
      gr_json_string(&j, p->title);
      gr_json_key(&j, "game");
      gr_json_string_or_null(&j, p->game_id);
      gr_json_key(&j, "io");
      gr_json_string(&j, p->io[o->lang]);
      gr_json_object_end(&j);
    }
    gr_json_array_end(&j);
    gr_json_object_end(&j);
    gr_buf_putc(&out, '\n');
  } else {
    gr_say(&out, &cli_texts, o->lang, CLI_LIST_GAMES);
    for (size_t i = 0; i < gr_game_count(); i++) {
      const gr_game *g = gr_game_at(i);
      gr_buf_printf(&out, "  %-12s %s", g->id, gr_game_text(g, o->lang, GR_TEXT_TITLE));
      gr_say(&out, &cli_texts, o->lang, CLI_LIST_EXAMPLE, GR_S(g->example));
      gr_buf_putc(&out, '\n');
    }
    gr_say(&out, &cli_texts, o->lang, CLI_LIST_JUDGES);
    for (size_t i = 0; i < gr_judge_count(); i++) {
      const gr_judge *p = gr_judge_at(i);
      if (p->game_id)
        gr_buf_printf(&out, "  %-12s %s [%s]: %s\n", p->id, p->title, p->game_id, p->io[o->lang]);
      else /* a game solved in its judge only */
        gr_buf_printf(&out, "  %-12s %s: %s\n", p->id, p->title, p->io[o->lang]);
    }
  }
  int rc = cli_emit(o, &out);
  gr_buf_free(&out);
  return rc;
}
