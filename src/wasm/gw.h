/*
 * gw.h — what the WebAssembly face's two files share: grundy_wasm.c (the
 * catalogue, positions, verdicts, moves, boards, jobs; it owns the state
 * below) and gw_trace.c (traces and explore).  Not a public header: only
 * src/wasm includes it.
 */
#ifndef GW_H
#define GW_H

#include "grundy.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define GW_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define GW_EXPORT
#endif

/* A job plus what it was started on, so results can be rendered later. */
typedef struct gw_job {
  gr_job *job;
  const gr_game *game;
  gr_pos pos;
  /* A solve job goes on, once its theory has finished, with the search for
   * a value the theory does not give (gr_value_complete_some), in the same
   * slices: the page never runs that search in one call. */
  bool value_search;
  gr_referee *search;
} gw_job;

/* The last failure of an export that returns a handle (gw_last_error). */
extern gr_error gw_failure;
/* The text written to out, or the out-of-memory answer when writing it
 * ran out of memory; the caller releases it with gw_free. */
char *gw_take(gr_buf *out);
/* An export's JSON answer being written: the text and its writer.  Every
 * export that answers in JSON opens one, writes through the writer
 * gw_answer_begin returns, and hands the text over with gw_answer_take. */
typedef struct gw_answer {
  gr_buf text;
  gr_json json;
} gw_answer;
gr_json *gw_answer_begin(gw_answer *a);
/* gw_take of the answer's text. */
char *gw_answer_take(gw_answer *a);
/* {"error", "error_text": {en, zh}, "out_of_memory"?, "page_refused"?}. */
char *gw_json_error(const gr_error *err);
/* The page's language code ("en", "zh") as gr_lang; English for any other. */
gr_lang gw_lang(const char *code);
/* The game named `game` and its position parsed from `text` (the page's
 * length limit applied), or NULL with err set. */
const gr_game *gw_load(const char *game, const char *text, gr_pos *p, gr_error *err);
/* A job of `game` on `text` begun by begin (a solve, a trace, explore), or
 * NULL with gw_failure set. */
typedef int (*gw_begin_fn)(const gr_game *g, const gr_pos *p, gr_job **job, gr_error *err);
gw_job *gw_start(const char *game, const char *text, gw_begin_fn begin);

#endif
