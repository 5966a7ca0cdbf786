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
  CLI_TEXT_COUNT
};

extern const gr_texts cli_texts;

#endif
