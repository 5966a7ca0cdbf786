/*
 * cli_text.h — the keys of the `grundy` command's own words (tables in
 * cli_text.c): the text of `grundy solve` and `moves`, usage lines and the
 * command's errors, in every language.  The CLI's table is its own: the
 * library does not list it (tests/unit/test_cli_text.c checks it).
 */
#ifndef GR_CLI_TEXT_H
#define GR_CLI_TEXT_H

#include "grundy.h"

enum {
  /* positions and verdicts (stdout) */
  CLI_GAME_OVER_POSITION = 0, /* (nothing left: game over) */
  CLI_POSITION_CUT,           /*  ... (N values; --json prints them all) */
  CLI_WINNER_FIRST,
  CLI_WINNER_SECOND,
  CLI_WINNER_DRAW,
  CLI_GRUNDY,
  CLI_GRUNDY_NONE,
  CLI_WINNING_MOVES,
  CLI_NO_MOVES,
  CLI_LEAVING,
  CLI_UNLISTED,
  CLI_LIST_CUT,
  /* usage and errors (stderr) */
  CLI_RUN_HELP,
  CLI_LANG_VALUE,
  CLI_UPTO_VALUE,
  CLI_UNKNOWN_OPTION,
  CLI_NO_COMMAND,
  CLI_UPTO_NOT_SG,
  CLI_UNKNOWN_COMMAND,
  CLI_FAILED,
  CLI_NOMEM,
  CLI_USAGE_GAME,
  CLI_NOMEM_POSITION,
  CLI_USAGE_JUDGE,
  CLI_UNKNOWN_JUDGE,
  CLI_CANNOT_OPEN,
  CLI_STDIN,
  CLI_INPUT_TOO_LARGE,
  CLI_NOMEM_READING,
  CLI_CANNOT_READ,
  CLI_USAGE_SG,
  CLI_SG_ONE_RULESET,
  CLI_SG_NEEDS_UPTO,
  CLI_USAGE_VERIFY,
  /* issue 13: budgets, write errors, the help and list in every language */
  CLI_STDIN_POSITION_TOO_LARGE, /* {1} standard input, {2} MiB, {3} the game, {4} its most values */
  CLI_WRITE_FAILED,             /* {1} the system's reason */
  CLI_MOVES_BUDGET,             /* {1} the game's message, {2} MiB, {3} values per position */
  CLI_TRACE_BUDGET,             /* {1} MiB, {2} the step reached, {3} the steps, {4} the game */
  CLI_HELP,                     /* the whole of --help */
  CLI_LIST_GAMES,
  CLI_LIST_EXAMPLE,             /* " (e.g. {1})" */
  CLI_LIST_JUDGES,
  CLI_VERIFY_AGREES,            /* {1} game, {2} positions, {3} searched */
  CLI_VERIFY_DISAGREES,         /* {1} game, {2} positions, {3} the report */
  CLI_TEXT_COUNT
};

extern const gr_texts cli_texts;

#endif
