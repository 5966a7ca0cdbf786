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
} cli_options;

int cli_list(const cli_options *o);
int cli_solve(const cli_options *o);
int cli_moves(const cli_options *o);
int cli_trace(const cli_options *o);
int cli_judge(const cli_options *o);
int cli_verify(const cli_options *o);
int cli_sg(const cli_options *o);
int cli_explore(const cli_options *o);

/* Prints "grundy: MESSAGE" (the error in the language asked for) and
 * returns the exit status for the error. */
int cli_fail(const cli_options *o, const gr_error *err);
/* Prints "grundy: " and message `key` of the CLI's table in o's language
 * with its parameters, and returns EXIT_BAD_INPUT:
 * cli_error(o, CLI_UNKNOWN_COMMAND, GR_S(name)). */
int cli_error_args(const cli_options *o, unsigned key, const gr_arg *args, size_t nargs);
#define cli_error(o, ...) cli_error_((o), __VA_ARGS__, )
#define cli_error_(o, key, ...) cli_error_args(o, key, GR_ARGS_(__VA_ARGS__))
/* Writes a buffer to stdout; 1 on a write error. */
int cli_emit(const cli_options *o, const gr_buf *out);

#endif
