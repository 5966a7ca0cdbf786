/*
 * cli.h — the `grundy` command's subcommands (each in its own file).
 * Every command returns the process exit status: 0 done, 2 bad input or
 * usage (with a message on stderr), 1 an internal failure such as memory.
 */
#ifndef GR_CLI_H
#define GR_CLI_H

#include "grundy.h"
#include "cli_text.h"

#include <stdio.h>

enum { EXIT_OK = 0, EXIT_INTERNAL = 1, EXIT_BAD_INPUT = 2 };

/* Options shared by the commands, parsed once in main.c. */
typedef struct cli_options {
  bool json;
  gr_lang lang;
  const char **args; /* the positional arguments after the command */
  int nargs;
  bool has_upto;     /* --upto N (grundy sg) */
  uint64_t upto;
  bool trace;        /* --trace (grundy nim-product) */
  const char *table; /* --table N (grundy nim-product), its text as given */
  bool misere;       /* --misere: misère play (solve, moves, trace, explore, verify); grundy sg: the genus */
} cli_options;

int cli_list(const cli_options *o);
int cli_solve(const cli_options *o);
int cli_moves(const cli_options *o);
int cli_trace(const cli_options *o);
int cli_judge(const cli_options *o);
int cli_verify(const cli_options *o);
int cli_sg(const cli_options *o);
int cli_explore(const cli_options *o);
int cli_lesson(const cli_options *o);
int cli_nim_product(const cli_options *o);

/* Prints "grundy: MESSAGE" (the error in the language asked for) and
 * returns the exit status for the error. */
int cli_fail(const cli_options *o, const gr_error *err);
/* Prints "grundy: " and message `key` of the CLI's table in o's language
 * with its parameters, and returns EXIT_BAD_INPUT:
 * cli_error(o, CLI_UNKNOWN_COMMAND, GR_S(name)). */
int cli_error_args(const cli_options *o, unsigned key, const gr_arg *args, size_t nargs);
#define cli_error(o, ...) cli_error_((o), __VA_ARGS__, )
#define cli_error_(o, key, ...) cli_error_args(o, key, GR_ARGS_(__VA_ARGS__))
/* Writes a buffer to stdout; EXIT_INTERNAL with a message on stderr on a
 * write error (or when the buffer ran out of memory). */
int cli_emit(const cli_options *o, const gr_buf *out);

/* ---- input.c: reading positions and files, with caps ---------------- */

/* Bytes of position text allowed per value on standard input. */
#define CLI_BYTES_PER_VALUE 32
/* The budgets of `moves` (the successors kept at once) and `trace` (its
 * output), in MiB: the help text states them. */
#define CLI_MOVES_MIB 64         /* the text (or JSON) `moves` writes */
#define CLI_MOVES_MEMORY_MIB 256 /* the positions it holds before writing them */
#define CLI_TRACE_MIB 32

/* Appends all of f to out (NUL-terminated), reading at most max + 1 bytes:
 * past max, fails (GR_ELIMIT) with message too_large_key of the CLI's table,
 * parameters {1} name, {2} max in MiB, then up to two of `extra`. */
int cli_read_all(FILE *f, gr_arg name, size_t max, unsigned too_large_key, const gr_arg *extra, size_t nextra,
                 gr_buf *out, gr_error *err);
/* The most bytes of standard input a position of g may take: derived from
 * g->max_len_solve (CLI_BYTES_PER_VALUE each, 1 MiB more), at most 256 MiB. */
size_t cli_position_cap(const gr_game *g);
/* The position is "-": read from standard input. */
bool cli_position_from_stdin(const cli_options *o);
/* Parses the position after GAME in o->args (joined with spaces, or
 * standard input for "-", length-aware: NUL bytes refused, a byte order
 * mark skipped). */
int cli_parse_position(const cli_options *o, const gr_game *g, gr_pos *p, gr_error *err);
/* With --misere: *g becomes its misère play (gr_game_misere_of); refused,
 * with the exit status, for a game played misère already.  -1: go on. */
int cli_misere_game(const cli_options *o, const gr_game **g);

#endif
