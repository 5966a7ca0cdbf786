/*
 * value.c — a Grundy value for every position of every game.
 *
 * Every finite impartial game under normal play has a Grundy value, but a
 * game's theory may decide only who wins (Wythoff off its P-positions,
 * Fibonacci nim, lr ...).  There the value is found by the referee's exact
 * memoised search over the game's own moves (gr_referee_grundy), within
 * bounds: distinct positions (the game's value_bound or GR_SEARCH_POSITIONS),
 * successors generated (GR_SEARCH_MOVES_PER_POSITION times that) and the
 * length of a play (GR_SEARCH_DEPTH) and memory (GR_SEARCH_BYTES: positions
 * stored and move lists alive, so long positions stop early).  Past a bound the analysis carries a
 * note saying which, never a guess.  Misère games and draws are left alone:
 * a Grundy value of the normal-play kind does not decide them.
 * gr_value_complete_some runs the same search in slices (the page's solve
 * jobs, between animation frames).
 */
#include "grundy.h"
#include "value_text.h"

uint64_t gr_value_bound(const gr_game *g) { return g->value_bound ? g->value_bound : GR_SEARCH_POSITIONS; }

static void note(gr_analysis *a, unsigned key, uint64_t arg) {
  a->grundy_note = key;
  a->grundy_note_arg = arg;
}

int gr_value_complete_some(const gr_game *g, const gr_pos *p, gr_analysis *a, gr_referee **search, uint64_t work,
                           gr_error *err) {
  (void)err;
  gr_referee *r = *search;
  if (a->has_grundy || a->grundy_infinite || a->grundy_note || g->misere || a->winner == GR_WINNER_DRAW) {
    gr_referee_free(r);
    *search = NULL;
    return 0;
  }
  if (a->winner == GR_WINNER_SECOND) { /* lost under normal play: no option is worth 0, so the mex is 0 */
    gr_referee_free(r);
    *search = NULL;
    a->has_grundy = true;
    a->grundy = 0;
    return 0;
  }
  gr_error quiet = {0};
  uint64_t bound = gr_value_bound(g), value;
  if (r == NULL) {
    if ((r = gr_referee_new(g, &quiet)) == NULL) {
      note(a, VALUE_NOTE_MEMORY, 0);
      return 0;
    }
    gr_referee_set_limits(r, bound, bound * GR_SEARCH_MOVES_PER_POSITION, GR_SEARCH_DEPTH);
    gr_referee_set_bytes(r, GR_SEARCH_BYTES);
    *search = r;
  }
  int rc = work ? gr_referee_grundy_some(r, p, work, &value, &quiet) : gr_referee_grundy(r, p, &value, &quiet);
  if (rc == 1) return 1;
  if (rc == 0) {
    a->has_grundy = true;
    a->grundy = value;
  } else {
    switch (gr_referee_limit_hit(r)) {
    case GR_REFEREE_LIMIT_POSITIONS: note(a, VALUE_NOTE_POSITIONS, bound); break;
    case GR_REFEREE_LIMIT_MOVES: note(a, VALUE_NOTE_MOVES, bound * GR_SEARCH_MOVES_PER_POSITION); break;
    case GR_REFEREE_LIMIT_DEPTH: note(a, VALUE_NOTE_DEPTH, GR_SEARCH_DEPTH); break;
    case GR_REFEREE_LIMIT_BYTES: note(a, VALUE_NOTE_BYTES, GR_SEARCH_BYTES); break;
    default:
      if (quiet.status == GR_ENOMEM) note(a, VALUE_NOTE_MEMORY, 0);
      else if (quiet.status == GR_ESTATE) note(a, VALUE_NOTE_CYCLE, 0);
      else note(a, VALUE_NOTE_WIDE, GR_REFEREE_MAX_MOVES);
    }
  }
  gr_referee_free(r);
  *search = NULL;
  return 0;
}

int gr_value_complete(const gr_game *g, const gr_pos *p, gr_analysis *a, gr_error *err) {
  gr_referee *search = NULL;
  return gr_value_complete_some(g, p, a, &search, 0, err);
}

void gr_json_value_note(gr_json *j, unsigned key, uint64_t arg) {
  gr_buf text[GR_NLANG];
  const char *s[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf_init(&text[lang]);
    gr_say(&text[lang], &gr_value_texts, (gr_lang)lang, key, GR_U(arg));
    s[lang] = text[lang].data ? text[lang].data : "";
  }
  gr_json_bilingual(j, "grundy_note", s);
  for (int lang = 0; lang < GR_NLANG; lang++) gr_buf_free(&text[lang]);
}
