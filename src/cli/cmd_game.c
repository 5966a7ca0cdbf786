/*
 * cmd_game.c — `grundy solve`, `moves` and `trace`: one game, one position.
 *
 * Budgets (issue 13, 25): the position from standard input is capped by
 * its game's limit (input.c); `moves` asks the game for at most as many
 * moves as fit CLI_MOVES_MEMORY_MIB in memory (each successor is about the
 * size of the position), measures the text they make (each position whole:
 * a line cut at 80 values made 1,920 of 2,000 lines look the same) and
 * refuses past CLI_MOVES_MIB before writing anything, else writes them as
 * it goes; `trace` stops writing past CLI_TRACE_MIB (or
 * as soon as its first steps show the whole would pass twice that) and
 * says how to ask for less, with nothing on stdout.
 */
#include "cli.h"

#include <string.h>

/* Looks up the game and parses the position; prints the error and returns
 * the exit status on failure, -1 on success. */
static int load(const cli_options *o, const char *command, const gr_game **g, gr_pos *p) {
  gr_error err = {0};
  if (o->nargs < 2) return cli_error(o, CLI_USAGE_GAME, GR_S(command));
  *g = gr_game_lookup(o->args[0], &err);
  if (*g == NULL) return cli_fail(o, &err);
  int refused = cli_misere_game(o, g); /* --misere: the same moves, misère play */
  if (refused >= 0) return refused;
  return cli_parse_position(o, *g, p, &err) == 0 ? -1 : cli_fail(o, &err);
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

static unsigned misere_how_key(gr_misere_method m) {
  switch (m) {
  case GR_MISERE_BY_SEARCH: return CLI_MISERE_HOW_SEARCH;
  case GR_MISERE_BY_GENUS: return CLI_MISERE_HOW_GENUS;
  default: return CLI_MISERE_HOW_THEORY;
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
    if (g->misere) gr_say(&out, &cli_texts, o->lang, CLI_MISERE_PLAY);
    gr_say(&out, &cli_texts, o->lang, winner_key(a.winner));
    if (a.has_grundy_misere) {
      gr_say(&out, &cli_texts, o->lang, CLI_GRUNDY_MISERE, GR_U(a.grundy_misere));
    } else if (o->misere) {
      gr_say(&out, &cli_texts, o->lang, a.winner == GR_WINNER_DRAW ? CLI_GRUNDY_MISERE_LOOPY : CLI_GRUNDY_MISERE_NONE);
    } else if (a.has_grundy) {
      gr_say(&out, &cli_texts, o->lang, CLI_GRUNDY, GR_U(a.grundy));
    } else if (a.grundy_infinite) {
      gr_buf set;
      gr_buf_init(&set);
      gr_buf_u64_set(&set, a.grundy_reach, a.grundy_reach_count);
      gr_say(&out, &cli_texts, o->lang, CLI_GRUNDY_INFINITE, GR_S(set.data));
      gr_buf_free(&set);
    } else {
      gr_say(&out, &cli_texts, o->lang, CLI_GRUNDY_NONE);
    }
    if (g->misere) gr_say(&out, &cli_texts, o->lang, misere_how_key(a.misere_method));
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
/* Output is written in pieces of about this size. */
#define CLI_CHUNK (1u << 20)

/* The most moves whose positions fit the memory budget: each successor
 * holds about as many values as p (a split adds one or two).  A value takes
 * 8 bytes here and at least 2 in the text ("1 "), so the memory budget is
 * 4 times the text's: what passes it may still pass the text's, measured
 * exactly before anything is written (listing_bytes). */
static size_t moves_budget(const gr_pos *p) {
  size_t per = (p->len + 2) * sizeof(uint64_t) + sizeof(gr_pos);
  size_t fit = ((size_t)CLI_MOVES_MEMORY_MIB << 20) / per;
  return fit < CLI_MAX_MOVES ? fit : CLI_MAX_MOVES;
}

/* Writes out when it holds a piece; 0, or the exit status of a write error. */
static int flush_piece(const cli_options *o, gr_buf *out) {
  if (out->len < CLI_CHUNK && !out->failed) return 0;
  int rc = cli_emit(o, out);
  gr_buf_reset(out);
  return rc;
}

/* One move as `moves` writes it: a JSON string (with the comma before all
 * but the first), or the whole position and a newline. */
static void write_move(const cli_options *o, const gr_game *g, const gr_pos *q, gr_json *j, gr_buf *text,
                       gr_buf *out) {
  if (o->json) {
    gr_buf_reset(text);
    g->format(q, text);
    gr_json_string(j, text->data ? text->data : "");
    return;
  }
  if (q->len == 0) gr_say(out, &cli_texts, o->lang, CLI_GAME_OVER_POSITION);
  else g->format(q, out);
  gr_buf_putc(out, '\n');
}

/* Whether q is one of the verdict's winning moves. */
static bool is_winning(const gr_analysis *a, const gr_pos *q) {
  for (size_t i = 0; i < a->winning_moves.count; i++)
    if (gr_pos_equal(&a->winning_moves.items[i], q)) return true;
  return false;
}

/* --misere: `moves` marks the moves that win under misère play, as solve
 * lists them: a line "* MOVE" (text), "winning_moves" and "misere" (JSON).
 * 0, or the exit status of a refusal (the verdict past its bound). */
static int mark_misere(const cli_options *o, const gr_game *g, const gr_pos *p, gr_analysis *a) {
  if (!o->misere) return 0;
  gr_error err = {0};
  return gr_solve(g, p, a, &err) == 0 ? 0 : cli_fail(o, &err);
}

/* The bytes the moves would write, counted by writing each into a scratch
 * buffer: exact, and the memory of one move. */
static uint64_t listing_bytes(const cli_options *o, const gr_game *g, const gr_pos_list *moves) {
  gr_buf scratch, text;
  gr_buf_init(&scratch);
  gr_buf_init(&text);
  gr_json j;
  gr_json_init(&j, &scratch);
  gr_json_array_begin(&j);
  uint64_t total = 0;
  for (size_t i = 0; i < moves->count; i++) {
    total += scratch.len;
    gr_buf_reset(&scratch);
    write_move(o, g, &moves->items[i], &j, &text, &scratch);
  }
  total += scratch.len;
  gr_buf_free(&scratch);
  gr_buf_free(&text);
  return total;
}

int cli_moves(const cli_options *o) {
  const gr_game *g;
  gr_pos p;
  gr_pos_init(&p);
  int rc = load(o, "moves", &g, &p);
  if (rc >= 0) return rc;
  gr_error err = {0};
  gr_pos_list moves;
  gr_pos_list_init(&moves);
  size_t max_moves = moves_budget(&p);
  if (g->moves(&p, max_moves, &moves, &err) != 0) {
    gr_pos_list_free(&moves);
    if (err.code == GR_E_MOVES_CAP && max_moves < CLI_MAX_MOVES) {
      /* the game refused for the count moves_budget gave it, not for a
       * budget of its own (redistribute): say where that count came from */
      gr_error why = {0};
      const char *said[GR_NLANG];
      for (int l = 0; l < GR_NLANG; l++) said[l] = err.text[l];
      gr_error_say(&why, GR_ELIMIT, &cli_texts, CLI_MOVES_BUDGET, GR_L(said), GR_U(CLI_MOVES_MIB), GR_U(p.len));
      err = why;
    }
    gr_pos_free(&p);
    return cli_fail(o, &err);
  }
  uint64_t bytes = listing_bytes(o, g, &moves);
  if (bytes > (uint64_t)CLI_MOVES_MIB << 20) {
    size_t count = moves.count;
    gr_pos_list_free(&moves);
    gr_pos_free(&p);
    return cli_error(o, CLI_MOVES_OUTPUT, GR_U(count), GR_U((bytes + (1u << 20) - 1) >> 20), GR_U(CLI_MOVES_MIB));
  }
  gr_analysis a;
  gr_analysis_init(&a);
  if ((rc = mark_misere(o, g, &p, &a)) != 0) {
    gr_pos_list_free(&moves);
    gr_pos_free(&p);
    return rc;
  }
  gr_buf out, text;
  gr_buf_init(&out);
  gr_buf_init(&text);
  gr_json j;
  gr_json_init(&j, &out);
  rc = EXIT_OK;
  if (o->json) {
    gr_json_game_begin(&j, g, NULL);
    if (o->misere) {
      gr_json_key(&j, "misere");
      gr_json_bool(&j, true);
    }
    gr_json_key(&j, "moves");
    gr_json_array_begin(&j);
  }
  for (size_t i = 0; i < moves.count && rc == EXIT_OK; i++) {
    if (o->misere && !o->json) gr_buf_puts(&out, is_winning(&a, &moves.items[i]) ? "* " : "  ");
    write_move(o, g, &moves.items[i], &j, &text, &out);
    rc = flush_piece(o, &out);
  }
  if (o->json && o->misere) { /* the winning ones, as solve lists them */
    gr_json_array_end(&j);
    gr_json_key(&j, "winning_moves");
    gr_json_array_begin(&j);
    for (size_t i = 0; i < a.winning_moves.count; i++) write_move(o, g, &a.winning_moves.items[i], &j, &text, &out);
  }
  if (o->json) {
    gr_json_array_end(&j);
    gr_json_object_end(&j);
    gr_buf_putc(&out, '\n');
  } else if (o->misere) {
    gr_say(&out, &cli_texts, o->lang, CLI_MISERE_MARKED);
  }
  gr_analysis_free(&a);
  gr_buf_free(&text);
  if (rc == EXIT_OK) rc = cli_emit(o, &out);
  gr_buf_free(&out);
  gr_pos_list_free(&moves);
  gr_pos_free(&p);
  return rc;
}

/* After TRACE_SAMPLE steps, the output's size so far times the steps left
 * says whether the whole would pass twice the budget: then stop at once
 * rather than write CLI_TRACE_MIB to throw away. */
#define TRACE_SAMPLE 4096

static bool past_budget(const gr_buf *out, size_t s, size_t nsteps) {
  return s == TRACE_SAMPLE && (double)out->len / s * (double)nsteps > 2.0 * (double)((size_t)CLI_TRACE_MIB << 20);
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
  size_t cap = (size_t)CLI_TRACE_MIB << 20, s = 0;
  gr_buf out;
  gr_buf_init(&out);
  if (o->json) {
    gr_json j;
    gr_json_init(&j, &out);
    gr_json_game_begin(&j, g, &p);
    if (g->misere) {
      gr_json_key(&j, "misere");
      gr_json_bool(&j, true);
    }
    gr_json_key(&j, "steps");
    gr_json_array_begin(&j);
    for (; s < t->nsteps && out.len <= cap && !past_budget(&out, s, t->nsteps); s++)
      gr_json_trace_step(&j, t, s, o->lang);
    gr_json_array_end(&j);
    gr_json_object_end(&j);
    gr_buf_putc(&out, '\n');
  } else {
    for (; s < t->nsteps && out.len <= cap && !past_budget(&out, s, t->nsteps); s++) {
      gr_buf_printf(&out, "%zu. ", s);
      gr_trace_explain(t, s, o->lang, &out);
      gr_buf_putc(&out, '\n');
    }
  }
  if (s < t->nsteps) /* nothing written: the budget, and how to ask for less */
    rc = cli_error(o, CLI_TRACE_BUDGET, GR_U(CLI_TRACE_MIB), GR_U(s), GR_U(t->nsteps), GR_S(g->id));
  else
    rc = cli_emit(o, &out);
  gr_buf_free(&out);
  gr_job_free(job);
  gr_pos_free(&p);
  return rc;
}
