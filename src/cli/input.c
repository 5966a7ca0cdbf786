/*
 * input.c — reading a whole stream (standard input or a judge's file) with
 * a cap, and the position text of `solve`, `moves`, `trace` and `explore`.
 *
 * A stream is read in 64 KiB chunks into a growing buffer, and never more
 * than the cap plus one byte: an endless stream (`yes | grundy solve nim
 * -`) stops at once when it passes the cap, with a message naming the cap.
 * A position read from standard input is capped by its game's documented
 * limit (cli_position_cap); a judge's input at 256 MiB.  The position's
 * length goes to gr_game_parse_n, so a NUL byte is refused with its line
 * and column instead of cutting the text, and a UTF-8 byte order mark in
 * front is skipped.
 */
#include "cli.h"

#include <string.h>

int cli_read_all(FILE *f, gr_arg name, size_t max, unsigned too_large_key, const gr_arg *extra, size_t nextra,
                 gr_buf *out, gr_error *err) {
  char chunk[65536];
  for (;;) {
    size_t want = sizeof chunk;
    if (max - out->len + 1 < want) want = max - out->len + 1; /* at most one byte past the cap */
    size_t got = fread(chunk, 1, want, f);
    gr_buf_putn(out, chunk, got);
    if (out->failed) return gr_error_say(err, GR_ENOMEM, &cli_texts, CLI_NOMEM_READING, name);
    if (out->len > max) {
      gr_arg args[4] = {name, GR_U(max >> 20)};
      for (size_t i = 0; i < nextra && i < 2; i++) args[2 + i] = extra[i];
      return gr_error_say_args(err, GR_ELIMIT, &cli_texts, too_large_key, args, 2 + (nextra < 2 ? nextra : 2));
    }
    if (got < want) break;
  }
  if (ferror(f)) return gr_error_say(err, GR_ESYNTAX, &cli_texts, CLI_CANNOT_READ, name);
  gr_buf_puts(out, ""); /* the text is NUL-terminated even when empty */
  return out->failed ? gr_error_say(err, GR_ENOMEM, &cli_texts, CLI_NOMEM_READING, name) : 0;
}

size_t cli_position_cap(const gr_game *g) {
  /* 32 bytes per value (20 digits and room for separators and blanks), and
   * 1 MiB for any text around them, in whole MiB, at most 256 MiB. */
  size_t values = gr_game_max_values(g), mib = 256;
  if (values < ((size_t)255 << 20) / CLI_BYTES_PER_VALUE) mib = (values * CLI_BYTES_PER_VALUE >> 20) + 2;
  if (mib > 256) mib = 256;
  return mib << 20;
}

bool cli_position_from_stdin(const cli_options *o) { return o->nargs == 2 && strcmp(o->args[1], "-") == 0; }

int cli_parse_position(const cli_options *o, const gr_game *g, gr_pos *p, gr_error *err) {
  gr_buf text;
  gr_buf_init(&text);
  int rc;
  if (cli_position_from_stdin(o)) {
    gr_arg extra[2] = {GR_S(g->id), GR_U(gr_game_max_values(g))};
    rc = cli_read_all(stdin, GR_K(CLI_STDIN), cli_position_cap(g), CLI_STDIN_POSITION_TOO_LARGE, extra, 2, &text,
                      err);
    if (rc == 0) rc = gr_game_parse_n(g, text.data, text.len, p, err);
  } else {
    for (int i = 1; i < o->nargs; i++) {
      if (i > 1) gr_buf_putc(&text, ' ');
      gr_buf_puts(&text, o->args[i]);
    }
    gr_buf_puts(&text, "");
    rc = text.failed ? gr_error_say(err, GR_ENOMEM, &cli_texts, CLI_NOMEM_POSITION)
                     : gr_game_parse(g, text.data, p, err);
  }
  gr_buf_free(&text);
  return rc;
}

int cli_misere_game(const cli_options *o, const gr_game **g) {
  if (!o->misere) return -1;
  if ((*g)->misere) return cli_error(o, CLI_MISERE_ALREADY, GR_S((*g)->id));
  const gr_game *m = gr_game_misere_of(*g);
  if (m == NULL) return cli_error(o, CLI_MISERE_ALREADY, GR_S((*g)->id)); /* not reached: every registered game has one */
  *g = m;
  return -1;
}
