/*
 * main.c — `grundy`: argument parsing and dispatch to the subcommands.
 *
 * The CLI is thin: it parses arguments, calls libgrundy and prints.  A
 * position may be one argument ("3 1 9 4"), several (3 1 9 4; they are
 * joined with spaces), or "-" to read it from standard input (for positions
 * longer than the system's limit on one argument, 128 KiB on Linux).
 * Everything it says, --help included, comes from its message table
 * (cli_text.c) in the --lang language; every write to stdout goes through
 * cli_emit, which reports a write error (a full disk, /dev/full, a closed
 * pipe) on stderr with exit status 1.
 */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A usage error: the message, then where to read the usage. */
static int bad_usage(const cli_options *o, unsigned key, const char *arg) {
  gr_buf out;
  gr_buf_init(&out);
  gr_say(&out, &cli_texts, o->lang, key, GR_S(arg));
  gr_buf_putc(&out, '\n');
  gr_say(&out, &cli_texts, o->lang, CLI_RUN_HELP);
  fprintf(stderr, "grundy: %s\n", out.data ? out.data : "");
  gr_buf_free(&out);
  return EXIT_BAD_INPUT;
}

/* The language of --lang, looked up before anything else so that every
 * message, those about other options included, is in it. */
static gr_lang language(int argc, char **argv) {
  gr_lang lang = GR_EN;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const char *v = strncmp(a, "--lang=", 7) == 0 ? a + 7 : strcmp(a, "--lang") == 0 && i + 1 < argc ? argv[i + 1] : NULL;
    int l = v ? gr_lang_parse(v) : -1;
    if (l >= 0) lang = (gr_lang)l;
  }
  return lang;
}

/* The commands, each a function of the options, and whether it takes
 * --misere (a game's misère play; sg: the genus of each heap). */
typedef int (*cli_command_fn)(const cli_options *o);
static const struct {
  const char *name;
  cli_command_fn run;
  bool misere;
} commands[] = {
    {"list", cli_list, false},     {"solve", cli_solve, true},     {"moves", cli_moves, true},
    {"trace", cli_trace, true},    {"judge", cli_judge, false},    {"verify", cli_verify, true},
    {"sg", cli_sg, true},          {"explore", cli_explore, true}, {"lesson", cli_lesson, false},
    {"nim-product", cli_nim_product, false},
};

static cli_command_fn find_command(const char *name) {
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp(commands[i].name, name) == 0) return commands[i].run;
  return NULL;
}

/* Whether `name` takes --misere (an unknown command: the refusal names it). */
static bool misere_command(const char *name) {
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp(commands[i].name, name) == 0) return commands[i].misere;
  return true;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs(gr_text(&cli_texts, GR_EN, CLI_HELP), stderr);
    return EXIT_BAD_INPUT;
  }
  const char **args = malloc((size_t)argc * sizeof *args);
  if (args == NULL) {
    fprintf(stderr, "grundy: %s\n", gr_text(&cli_texts, language(argc, argv), CLI_NOMEM));
    return EXIT_INTERNAL;
  }
  cli_options o = {.json = false, .lang = language(argc, argv), .args = args, .nargs = 0};
  const char *command = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0 || strcmp(a, "--version") == 0) {
      gr_buf out;
      gr_buf_init(&out);
      gr_buf_puts(&out, a[1] == 'h' || a[2] == 'h' ? gr_text(&cli_texts, o.lang, CLI_HELP) : "grundy " GRUNDY_VERSION "\n");
      int rc = cli_emit(&o, &out);
      gr_buf_free(&out);
      free(args);
      return rc;
    } else if (strcmp(a, "--json") == 0) {
      o.json = true;
    } else if (strcmp(a, "--lang") == 0 || strncmp(a, "--lang=", 7) == 0) {
      const char *v = a[6] == '=' ? a + 7 : (i + 1 < argc ? argv[++i] : NULL);
      int lang = gr_lang_parse(v);
      if (lang < 0) {
        free(args);
        return bad_usage(&o, CLI_LANG_VALUE, v ? v : "");
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
        return bad_usage(&o, CLI_UPTO_VALUE, v ? v : "");
      }
      o.has_upto = true;
      o.upto = n;
    } else if (strcmp(a, "--misere") == 0) {
      o.misere = true;
    } else if (strcmp(a, "--trace") == 0) {
      o.trace = true;
    } else if (strcmp(a, "--table") == 0 || strncmp(a, "--table=", 8) == 0) {
      o.table = a[7] == '=' ? a + 8 : (i + 1 < argc ? argv[++i] : "");
    } else if (a[0] == '-' && a[1] == '-' && a[2] != '\0') {
      free(args);
      return bad_usage(&o, CLI_UNKNOWN_OPTION, a);
    } else if (command == NULL) {
      command = a;
    } else {
      o.args[o.nargs++] = a;
    }
  }
  int rc;
  cli_command_fn run;
  if (command == NULL)
    rc = bad_usage(&o, CLI_NO_COMMAND, "");
  else if (o.has_upto && strcmp(command, "sg") != 0)
    rc = bad_usage(&o, CLI_UPTO_NOT_SG, command);
  else if (o.misere && !misere_command(command))
    rc = bad_usage(&o, CLI_MISERE_ELSEWHERE, command);
  else if ((o.trace || o.table) && strcmp(command, "nim-product") != 0)
    rc = bad_usage(&o, CLI_NIM_OPTION_ELSEWHERE, command);
  else if ((run = find_command(command)) != NULL)
    rc = run(&o);
  else
    rc = bad_usage(&o, CLI_UNKNOWN_COMMAND, command);
  free(args);
  return rc;
}

int cli_fail(const cli_options *o, const gr_error *err) {
  const char *text = err->text[o->lang][0] ? err->text[o->lang] : err->message;
  fprintf(stderr, "grundy: %s\n", text[0] ? text : gr_text(&cli_texts, o->lang, CLI_FAILED));
  return err->status == GR_ENOMEM ? EXIT_INTERNAL : EXIT_BAD_INPUT;
}

int cli_error_args(const cli_options *o, unsigned key, const gr_arg *args, size_t nargs) {
  gr_buf out;
  gr_buf_init(&out);
  gr_say_args(&out, &cli_texts, o->lang, key, args, nargs);
  fprintf(stderr, "grundy: %s\n", out.data ? out.data : "");
  gr_buf_free(&out);
  return EXIT_BAD_INPUT;
}

int cli_emit(const cli_options *o, const gr_buf *out) {
  if (out->failed) {
    fprintf(stderr, "grundy: %s\n", gr_text(&cli_texts, o->lang, CLI_NOMEM));
    return EXIT_INTERNAL;
  }
  errno = 0;
  if ((out->len && fwrite(out->data, 1, out->len, stdout) != out->len) || fflush(stdout) != 0) {
    gr_buf why;
    gr_buf_init(&why);
    gr_say(&why, &cli_texts, o->lang, CLI_WRITE_FAILED, GR_S(strerror(errno ? errno : EIO)));
    fprintf(stderr, "grundy: %s\n", why.data ? why.data : "");
    gr_buf_free(&why);
    return EXIT_INTERNAL;
  }
  return EXIT_OK;
}
