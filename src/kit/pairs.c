/*
 * pairs.c — the kit for two-pile games and their grids (see pairs.h):
 * positions "a b", a board's note in every language, lost-or-won
 * verdicts and the grid sieve.  Messages are the kit's (kit_text.c, the
 * closed forms section).
 */
#include "pairs.h"
#include "kit.h"
#include "kit_text.h"
#include "algo/wide.h"

/* ---- two piles ---------------------------------------------------------- */

int kit_pair_parse(const char *text, const gr_texts *t, unsigned two_piles, gr_pos *out, gr_error *err) {
  if (gr_parse_u64_list(text, GR_NOUN_PILE, SIZE_MAX, out, err) != 0) return -1; /* counted below */
  if (out->len == 2) return 0;
  size_t got = out->len;
  gr_pos_free(out);
  return gr_error_say(err, GR_ESYNTAX, t, two_piles, GR_U(got));
}

void kit_pair_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

bool kit_pair_is_terminal(const gr_pos *p) { return p->v[0] == 0 && p->v[1] == 0; }

int kit_pair_make(uint64_t a, uint64_t b, gr_pos *out, gr_error *err) {
  return gr_pos_set(out, (uint64_t[]){a, b}, 2, err);
}

int kit_pair_push(gr_pos_list *l, uint64_t a, uint64_t b, gr_error *err) {
  return gr_pos_list_push_values(l, (uint64_t[]){a, b}, 2, err);
}

int kit_pair_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  uint64_t a = p->v[0], b = p->v[1];
  if (a == 0 && b == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  return a >= b ? kit_pair_make(a - 1, b, out, err) : kit_pair_make(a, b - 1, out, err);
}

int kit_pair_enumerate(uint64_t max, int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[2];
  gr_pos p = {.len = 2, .v = v};
  for (v[0] = 0; v[0] <= max; v[0]++)
    for (v[1] = 0; v[1] <= max; v[1]++) {
      int rc = visit(&p, ctx);
      if (rc) return rc;
    }
  return 0;
}

int kit_pile_1_or_2(uint64_t pile, gr_error *err) {
  if (pile == 1 || pile == 2) return 0;
  return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_WFK_PILES_1_2, GR_U(pile));
}

/* ---- moves ---------------------------------------------------------------- */

void kit_json_say_args(gr_json *j, const char *name, const gr_texts *t, unsigned key, const gr_arg *args,
                       size_t nargs) {
  gr_buf said[GR_NLANG];
  const char *text[GR_NLANG];
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf_init(&said[lang]);
    gr_say_args(&said[lang], t, (gr_lang)lang, key, args, nargs);
    text[lang] = said[lang].data ? said[lang].data : "";
  }
  gr_json_bilingual(j, name, text);
  for (int lang = 0; lang < GR_NLANG; lang++) gr_buf_free(&said[lang]);
}

/* ---- verdicts ------------------------------------------------------------- */

void kit_lost_or_won(gr_analysis *a, bool lost) {
  a->winner = lost ? GR_WINNER_SECOND : GR_WINNER_FIRST;
  a->has_grundy = lost;
  a->grundy = 0;
}

/* ---- the grid sieve ------------------------------------------------------- */

uint32_t kit_grid_size(uint64_t a, uint64_t b) {
  uint64_t hi = a > b ? a : b;
  uint32_t n = hi >= KIT_GRID_MAX ? KIT_GRID_MAX : (uint32_t)hi + 1;
  return n < KIT_GRID_MIN ? KIT_GRID_MIN : n;
}

bool kit_unwritten(const gr_trace *t, int view, uint32_t i, uint32_t j) {
  const gr_view *g = &t->views[view];
  return g->written_at[i * g->cols + j] == GR_NONE;
}

int kit_sieve_step(gr_trace *t, kit_sieve *s, kit_mark_fn next, uint8_t lost_rule, gr_error *err) {
  uint32_t n = s->n, i, j;
  uint8_t rule;
  for (;;) {
    while (s->marking && next(s, &i, &j, &rule))
      if (kit_unwritten(t, s->view, i, j)) {
        uint32_t read = gr_trace_cell_id(t, s->view, s->ci, s->cj);
        return gr_trace_write(t, s->view, i, j, 1, rule, &read, 1, err);
      }
    s->marking = false;
    if (s->cell == n * n) return 1;
    i = s->cell / n;
    j = s->cell % n;
    s->cell++;
    if (kit_unwritten(t, s->view, i, j)) {
      s->marking = true;
      s->ci = i;
      s->cj = j;
      s->a = s->b = s->c = 0;
      return gr_trace_write(t, s->view, i, j, 0, lost_rule, NULL, 0, err);
    }
  }
}

int kit_sieve_run(gr_job *job, kit_sieve *s, kit_mark_fn next, uint8_t lost_rule, uint64_t *budget, gr_error *err) {
  for (; *budget > 0; (*budget)--, job->done++) {
    int r = kit_sieve_step(job->trace, s, next, lost_rule, err);
    if (r != 0) return r;
  }
  return 0;
}
