/*
 * main.c — `grundy`: argument parsing and dispatch to the subcommands.
 *
 * The CLI is thin: it parses arguments, calls libgrundy and prints.  A
 * position may be one argument ("3 1 9 4"), several (3 1 9 4; they are
 * joined with spaces), or "-" to read it from standard input (for positions
 * longer than the system's limit on one argument, 128 KiB on Linux).
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: grundy COMMAND [ARGS] [--json] [--lang en|zh]\n"
    "\n"
    "commands:\n"
    "  list                      the games and the judge problems\n"
    "  solve GAME POSITION       who wins, the Grundy value, every winning move\n"
    "                            (POSITION \"-\" reads it from standard input)\n"
    "  moves GAME POSITION       every legal move\n"
    "  trace GAME POSITION       the solver's work, step by step, with the rule of each step\n"
    "  judge PROBLEM [FILE]      an online-judge problem: its input on stdin (or FILE),\n"
    "                            its exact expected output on stdout\n"
    "  verify [GAME]             check the theory against exhaustive search on every\n"
    "                            small position (all games when none is named)\n"
    "  sg RULESET --upto N       the Grundy sequence G(0..N) of a heap ruleset (octal code\n"
    "                            0.77, subtraction set 'S{1,3,4}', lasker) and its period,\n"
    "                            proved or only observed\n"
    "  explore GAME POSITION     the game graph of a small position: every position it reaches, SG = mex\n"
    "\n"
    "options:\n"
    "  --json                    one JSON document instead of text (list, solve, moves, trace, sg)\n"
    "  --upto N                  sg: compute G(0) .. G(N)\n"
    "  --lang en|zh              the language of explanations (default en)\n"
    "  -h, --help                this text\n"
    "  --version                 the version\n"
    "\n"
    "example: grundy solve lr 3 1 9 4\n"
    "exit status: 0 done, 2 bad input or usage, 1 internal error\n";

static int bad_usage(const char *fmt, const char *arg) {
  fprintf(stderr, "grundy: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nrun 'grundy --help' for usage\n");
  return EXIT_BAD_INPUT;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs(usage, stderr);
    return EXIT_BAD_INPUT;
  }
  const char **args = malloc((size_t)argc * sizeof *args);
  if (args == NULL) {
    fputs("grundy: out of memory\n", stderr);
    return EXIT_INTERNAL;
  }
  cli_options o = {.json = false, .lang = GR_EN, .args = args, .nargs = 0};
  const char *command = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      fputs(usage, stdout);
      free(args);
      return EXIT_OK;
    } else if (strcmp(a, "--version") == 0) {
      puts("grundy " GRUNDY_VERSION);
      free(args);
      return EXIT_OK;
    } else if (strcmp(a, "--json") == 0) {
      o.json = true;
    } else if (strcmp(a, "--lang") == 0 || strncmp(a, "--lang=", 7) == 0) {
      const char *v = a[6] == '=' ? a + 7 : (i + 1 < argc ? argv[++i] : NULL);
      int lang = gr_lang_parse(v);
      if (lang < 0) {
        free(args);
        return bad_usage("--lang takes en or zh, not '%s'", v ? v : "");
      }
      o.lang = (gr_lang)lang;
    } else if (strcmp(a, "--upto") == 0 || strncmp(a, "--upto=", 7) == 0) {
      const char *v = a[6] == '=' ? a + 7 : (i + 1 < argc ? argv[++i] : NULL);
      uint64_t n = 0;
      bool ok = v != NULL && *v != '\0';
      for (const char *c = v; ok && *c; c++) {
        ok = *c >= '0' && *c <= '9' && n <= (UINT64_MAX - (uint64_t)(*c - '0')) / 10;
        if (ok) n = n * 10 + (uint64_t)(*c - '0');
      }
      if (!ok) {
        free(args);
        return bad_usage("--upto takes a whole number, not '%s'", v ? v : "");
      }
      o.has_upto = true;
      o.upto = n;
    } else if (a[0] == '-' && a[1] == '-' && a[2] != '\0') {
      free(args);
      return bad_usage("unknown option '%s'", a);
    } else if (command == NULL) {
      command = a;
    } else {
      o.args[o.nargs++] = a;
    }
  }
  int rc;
  if (command == NULL)
    rc = bad_usage("no command given%s", "");
  else if (o.has_upto && strcmp(command, "sg") != 0)
    rc = bad_usage("--upto belongs to 'grundy sg', not '%s'", command);
  else if (strcmp(command, "list") == 0)
    rc = cli_list(&o);
  else if (strcmp(command, "solve") == 0)
    rc = cli_solve(&o);
  else if (strcmp(command, "moves") == 0)
    rc = cli_moves(&o);
  else if (strcmp(command, "trace") == 0)
    rc = cli_trace(&o);
  else if (strcmp(command, "judge") == 0)
    rc = cli_judge(&o);
  else if (strcmp(command, "verify") == 0)
    rc = cli_verify(&o);
  else if (strcmp(command, "sg") == 0)
    rc = cli_sg(&o);
  else if (strcmp(command, "explore") == 0) rc = cli_explore(&o);
  else
    rc = bad_usage("unknown command '%s'", command);
  free(args);
  return rc;
}

int cli_fail(const gr_error *err) {
  fprintf(stderr, "grundy: %s\n", err->message[0] ? err->message : "failed");
  return err->status == GR_ENOMEM ? EXIT_INTERNAL : EXIT_BAD_INPUT;
}

int cli_emit(const gr_buf *out) {
  if (out->failed) {
    fputs("grundy: out of memory\n", stderr);
    return EXIT_INTERNAL;
  }
  if (out->len && fwrite(out->data, 1, out->len, stdout) != out->len) return EXIT_INTERNAL;
  if (fflush(stdout) != 0) return EXIT_INTERNAL;
  return EXIT_OK;
}
