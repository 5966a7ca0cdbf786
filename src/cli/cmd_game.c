/*
 * cmd_game.c — `grundy solve`, `moves` and `trace`: one game, one position.
 */
#include "cli.h"

#include <string.h>

/* Joins the arguments after GAME into one position text; "-" alone reads
 * the position from standard input. */
static char *position_text(const cli_options *o, gr_buf *text) {
  if (o->nargs == 2 && strcmp(o->args[1], "-") == 0) {
    char chunk[65536];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) gr_buf_putn(text, chunk, got);
    gr_buf_puts(text, "");
    return text->data;
  }
  for (int i = 1; i < o->nargs; i++) {
    if (i > 1) gr_buf_putc(text, ' ');
    gr_buf_puts(text, o->args[i]);
  }
  gr_buf_puts(text, "");
  return text->data;
}

/* Looks up the game and parses the position; prints the error and returns
 * the exit status on failure, -1 on success. */
static int load(const cli_options *o, const char *command, const gr_game **g, gr_pos *p) {
  gr_error err = {0};
  if (o->nargs < 2) return cli_error(o, CLI_USAGE_GAME, GR_S(command));
  *g = gr_game_lookup(o->args[0], &err);
  if (*g == NULL) return cli_fail(o, &err);
  gr_buf text;
  gr_buf_init(&text);
  const char *position = position_text(o, &text);
  int rc = text.failed ? gr_error_say(&err, GR_ENOMEM, &cli_texts, CLI_NOMEM_POSITION)
                       : gr_game_parse(*g, position, p, &err);
  gr_buf_free(&text);
  return rc == 0 ? -1 : cli_fail(o, &err);
}

/* A position for people: long ones are cut (the JSON output is never cut). */
#define TEXT_POSITION_MAX 160

static void format_position(const gr_game *g, const gr_pos *p, gr_lang lang, gr_buf *out) {
  if (p->len == 0) {
    gr_say(out, &cli_texts, lang, CLI_GAME_OVER_POSITION);
    return;
  }
  gr_buf text;
  gr_buf_init(&text);
  g->format(p, &text);
  if (text.len <= TEXT_POSITION_MAX) {
    gr_buf_putn(out, text.data, text.len);
  } else {
    size_t cut = TEXT_POSITION_MAX;
    while (cut > 0 && text.data[cut] != ' ') cut--;
    gr_buf_putn(out, text.data, cut);
    gr_say(out, &cli_texts, lang, CLI_POSITION_CUT, GR_U(p->len));
  }
  gr_buf_free(&text);
}

/* The verdict's line for each outcome. */
static unsigned winner_key(gr_outcome winner) {
  switch (winner) {
  case GR_WINNER_FIRST: return CLI_WINNER_FIRST;
  case GR_WINNER_DRAW: return CLI_WINNER_DRAW;
  default: return CLI_WINNER_SECOND;
  }
}

int cli_solve(const cli_options *o) {
  const gr_game *g;
  gr_pos p;
  gr_pos_init(&p);
  int rc = load(o, "solve", &g, &p);
  if (rc >= 0) return rc;
  gr_error err = {0};
  gr_analysis a;
  gr_analysis_init(&a);
  if (gr_solve(g, &p, &a, &err) != 0) {
    gr_pos_free(&p);
    return cli_fail(o, &err);
  }
  gr_buf out;
  gr_buf_init(&out);
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_analysis(&j, g, &p, &a);
    gr_buf_putc(&out, '\n');
  } else {
    gr_buf_printf(&out, "%s: ", g->id);
    format_position(g, &p, o->lang, &out);
    gr_buf_putc(&out, '\n');
    gr_say(&out, &cli_texts, o->lang, winner_key(a.winner));
    if (a.has_grundy)
      gr_say(&out, &cli_texts, o->lang, CLI_GRUNDY, GR_U(a.grundy));
    else
      gr_say(&out, &cli_texts, o->lang, CLI_GRUNDY_NONE);
    gr_say(&out, &cli_texts, o->lang, CLI_WINNING_MOVES);
    if (a.winning_moves.count == 0) gr_say(&out, &cli_texts, o->lang, CLI_NO_MOVES);
    gr_buf_putc(&out, '\n');
    for (size_t i = 0; i < a.winning_moves.count; i++) {
      gr_buf_puts(&out, "  ");
      gr_game_describe_move(g, &p, &a.winning_moves.items[i], o->lang, &out);
      gr_say(&out, &cli_texts, o->lang, CLI_LEAVING);
      format_position(g, &a.winning_moves.items[i], o->lang, &out);
      gr_buf_putc(&out, '\n');
    }
    if (a.unlisted_moves)
      gr_say(&out, &cli_texts, o->lang, CLI_UNLISTED, GR_U(a.unlisted_moves));
    else if (a.winning_moves_cut)
      gr_say(&out, &cli_texts, o->lang, CLI_LIST_CUT, GR_U(a.winning_moves.count));
  }
  rc = cli_emit(o, &out);
  gr_buf_free(&out);
  gr_analysis_free(&a);
  gr_pos_free(&p);
  return rc;
}

#define CLI_MAX_MOVES 1000000

int cli_moves(const cli_options *o) {
  const gr_game *g;
  gr_pos p;
  gr_pos_init(&p);
  int rc = load(o, "moves", &g, &p);
  if (rc >= 0) return rc;
  gr_error err = {0};
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  if (g->moves(&p, CLI_MAX_MOVES, &moves, &err) != 0) {
    gr_pos_list_free(&moves);
    gr_pos_free(&p);
    return cli_fail(o, &err);
  }
  gr_buf out;
  gr_buf_init(&out);
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_object_begin(&j);
    gr_json_key(&j, "game");
    gr_json_string(&j, g->id);
    gr_json_key(&j, "moves");
    gr_json_array_begin(&j);
    gr_buf text;
    gr_buf_init(&text);
    for (size_t i = 0; i < moves.count; i++) {
      gr_buf_reset(&text);
      g->format(&moves.items[i], &text);
      gr_json_string(&j, text.data);
    }
    gr_buf_free(&text);
    gr_json_array_end(&j);
    gr_json_object_end(&j);
    gr_buf_putc(&out, '\n');
  } else {
    for (size_t i = 0; i < moves.count; i++) {
      format_position(g, &moves.items[i], o->lang, &out);
      gr_buf_putc(&out, '\n');
    }
  }
  rc = cli_emit(o, &out);
  gr_buf_free(&out);
  gr_pos_list_free(&moves);
  gr_pos_free(&p);
  return rc;
}

int cli_trace(const cli_options *o) {
  const gr_game *g;
  gr_pos p;
  gr_pos_init(&p);
  int rc = load(o, "trace", &g, &p);
  if (rc >= 0) return rc;
  gr_error err = {0};
  gr_job *job = NULL;
  if (g->trace_start(&p, &job, &err) != 0 || gr_job_finish(job, &err) != 0) {
    gr_job_free(job);
    gr_pos_free(&p);
    return cli_fail(o, &err);
  }
  const gr_trace *t = job->trace;
  gr_buf out;
  gr_buf_init(&out);
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_object_begin(&j);
    gr_json_key(&j, "game");
    gr_json_string(&j, g->id);
    gr_json_key(&j, "position");
    gr_buf text;
    gr_buf_init(&text);
    g->format(&p, &text);
    gr_json_string(&j, text.data);
    gr_buf_free(&text);
    gr_json_key(&j, "steps");
    gr_json_array_begin(&j);
    for (size_t s = 0; s < t->nsteps; s++) gr_json_trace_step(&j, t, s, o->lang);
    gr_json_array_end(&j);
    gr_json_object_end(&j);
    gr_buf_putc(&out, '\n');
  } else {
    for (size_t s = 0; s < t->nsteps; s++) {
      gr_buf_printf(&out, "%zu. ", s);
      gr_trace_explain(t, s, o->lang, &out);
      gr_buf_putc(&out, '\n');
    }
  }
  rc = cli_emit(o, &out);
  gr_buf_free(&out);
  gr_job_free(job);
  gr_pos_free(&p);
  return rc;
}
