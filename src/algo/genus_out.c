/*
 * genus_out.c — the genera of a heap ruleset (genus.h) in words and in
 * JSON, and their public face, grundy.h's gr_sg_misere_*: the text of
 * `grundy sg RULESET --misere --upto N` is the ruleset's headline, one line
 * a heap ("  5  4^{146}  tame"), which heaps are tame, and how the values
 * were found.
 */
#include "genus.h"
#include "sgout_text.h"

#include <string.h>

static void genus_word(const heaps_genus *h, gr_buf *out) {
  gr_buf_printf(out, "%u^{", (unsigned)h->g);
  heaps_genus_superscript(h, out);
  gr_buf_putc(out, '}');
}

static uint64_t first_wild(const heaps_genus_table *t, uint64_t *tame) {
  uint64_t first = UINT64_MAX;
  *tame = 0;
  for (uint64_t n = 0; n < t->count; n++) {
    if (t->heap[n].tame != HEAPS_WILD) (*tame)++;
    else if (first == UINT64_MAX) first = n;
  }
  return first;
}

static unsigned most_computed(const heaps_genus_table *t) {
  unsigned k = 0;
  for (uint64_t n = 0; n < t->count; n++)
    if (t->heap[n].computed > k) k = t->heap[n].computed;
  return k ? k - 1 : 0;
}

void heaps_genus_text(const heaps_genus_table *t, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &sgout_texts;
  gr_say(out, T, lang, SGOUT_RULESET_LABEL);
  heaps_rules_headline(&t->rules, lang, out);
  gr_buf_putc(out, '\n');
  gr_say(out, T, lang, SGOUT_GENUS_HEADLINE);
  int width = 1;
  for (uint64_t x = t->count - 1; x >= 10; x /= 10) width++;
  /* the genus column as wide as the widest genus */
  size_t widest = 0;
  gr_buf word;
  gr_buf_init(&word);
  for (uint64_t n = 0; n < t->count; n++) {
    word.len = 0;
    genus_word(&t->heap[n], &word);
    if (word.len > widest) widest = word.len;
  }
  for (uint64_t n = 0; n < t->count; n++) {
    word.len = 0;
    genus_word(&t->heap[n], &word);
    gr_buf_printf(out, "%*llu  %s%*s  ", width, (unsigned long long)n, word.data, (int)(widest - word.len), "");
    gr_say(out, T, lang, t->heap[n].tame == HEAPS_WILD ? SGOUT_GENUS_WILD : SGOUT_GENUS_TAME);
    gr_buf_putc(out, '\n');
  }
  gr_buf_free(&word);
  uint64_t tame, wild = first_wild(t, &tame);
  if (wild == UINT64_MAX) gr_say(out, T, lang, SGOUT_GENUS_ALL_TAME, GR_U(t->count - 1));
  else gr_say(out, T, lang, SGOUT_GENUS_FIRST_WILD, GR_U(tame), GR_U(t->count), GR_U(wild));
  gr_say(out, T, lang, SGOUT_GENUS_METHOD, GR_U(t->states),
         GR_S(t->tame_rule ? gr_text(T, lang, SGOUT_GENUS_WITH_TAME_RULE) : ""), GR_U(most_computed(t)));
}

void heaps_genus_json(gr_json *j, const heaps_genus_table *t) {
  gr_buf text; /* each heap's genus in words, below */
  gr_buf_init(&text);
  gr_json_object_begin(j);
  heaps_rules_json(j, &t->rules);
  gr_json_key(j, "name");
  const char *name = heaps_rules_name(&t->rules);
  if (name) gr_json_string(j, name);
  else gr_json_null(j);
  gr_json_key(j, "misere");
  gr_json_bool(j, true);
  gr_json_key(j, "upto");
  gr_json_u64(j, t->count - 1);
  gr_json_key(j, "heaps");
  gr_json_array_begin(j);
  for (uint64_t n = 0; n < t->count; n++) {
    const heaps_genus *h = &t->heap[n];
    gr_json_object_begin(j);
    gr_json_key(j, "n");
    gr_json_u64(j, n);
    gr_json_key(j, "g");
    gr_json_u64(j, h->g);
    text.len = 0;
    genus_word(h, &text);
    gr_json_key(j, "genus");
    gr_json_string(j, text.data);
    gr_json_key(j, "gamma");
    gr_json_array_begin(j);
    for (unsigned k = 0; k < h->digits; k++) gr_json_u64(j, h->gamma[k]);
    gr_json_array_end(j);
    gr_json_key(j, "tame");
    gr_json_string(j, h->tame == HEAPS_FIRM ? "firm" : h->tame == HEAPS_FICKLE ? "fickle" : "wild");
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_buf_free(&text);
  uint64_t tame, wild = first_wild(t, &tame);
  gr_json_key(j, "tame_heaps");
  gr_json_u64(j, tame);
  gr_json_key(j, "first_wild");
  if (wild == UINT64_MAX) gr_json_null(j);
  else gr_json_u64(j, wild);
  gr_json_key(j, "states");
  gr_json_u64(j, t->states);
  gr_json_key(j, "gamma_checked_to");
  gr_json_u64(j, most_computed(t));
  gr_json_object_end(j);
}

/* ---- the public face: grundy.h's gr_sg_misere_* ------------------------------ */

static int compute(const char *ruleset, uint64_t upto, heaps_genus_table *t, gr_error *err) {
  heaps_rules r;
  heaps_rules_init(&r);
  if (heaps_rules_parse(ruleset, strlen(ruleset), &r, err) != 0) return -1;
  int rc = heaps_genus_compute(&r, upto, true, t, err);
  heaps_rules_free(&r);
  return rc;
}

int gr_sg_misere_text(const char *ruleset, uint64_t upto, gr_lang lang, gr_buf *out, gr_error *err) {
  heaps_genus_table t;
  if (compute(ruleset, upto, &t, err) != 0) return -1;
  heaps_genus_text(&t, lang, out);
  heaps_genus_free(&t);
  return 0;
}

int gr_sg_misere_json(gr_json *j, const char *ruleset, uint64_t upto, gr_error *err) {
  heaps_genus_table t;
  if (compute(ruleset, upto, &t, err) != 0) return -1;
  heaps_genus_json(j, &t);
  heaps_genus_free(&t);
  return 0;
}
