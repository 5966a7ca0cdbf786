/*
 * graphtext_arrows.c — the position text of the token games on a directed
 * graph (dag), read with line and column in every message (see graphtext.h,
 * gt_parse_arrows, for the syntax), and the pieces of their `graph` boards
 * that dag and every share.  A hand-written scanner: statements start with
 * a digit (an edge or a chain of them) or a letter (n=, start=, misere,
 * random=); messages are the kit's (KIT_ARROW_* in kit_text.h).
 */
#include "kit/graphtext.h"
#include "kit/kit_text.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Room for `need` values in *a (capacity *cap), doubling. */
static int reserve(uint64_t **a, size_t *cap, size_t need, gr_error *err) {
  if (need <= *cap) return 0;
  size_t c = *cap ? *cap : 16;
  while (c < need) c *= 2;
  uint64_t *more = realloc(*a, c * sizeof *more);
  if (more == NULL) return gr_error_nomem(err);
  *a = more;
  *cap = c;
  return 0;
}

typedef struct arrow_lexer {
  const char *p, *line_start;
  size_t line;
  uint64_t max_vertices;
  size_t max_edges, max_tokens;
  gt_arrows *a;
  gr_error *err;
  bool capped; /* max_edges is gt_arrows_edge_cap, below the caller's */
} arrow_lexer;

static size_t arrow_column(const arrow_lexer *l, const char *at) { return (size_t)(at - l->line_start) + 1; }
static bool arrow_digit(char c) { return c >= '0' && c <= '9'; }
static bool arrow_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool arrow_separator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == ','; }

static void arrow_blanks(arrow_lexer *l) {
  while (*l->p == ' ' || *l->p == '\t' || *l->p == '\r') l->p++;
}

/* The item at `at` for a message: up to 16 characters, control bytes as '?'. */
static void arrow_shown(const char *at, char *out, size_t cap) {
  size_t k = 0;
  for (; at[k] && !(at[k] == ' ' || at[k] == '\t' || at[k] == '\n' || at[k] == ';') && k < 16 && k + 1 < cap; k++)
    out[k] = (at[k] >= 0x20 && at[k] < 0x7f) ? at[k] : '?';
  if (k == 0 && at[0] && cap > 1) out[k++] = (at[0] >= 0x20 && at[0] < 0x7f) ? at[0] : '?';
  out[k] = '\0';
}

/* "unexpected 'x' at line L, column C ..." (message `key`) for the item at the cursor, unless it ends here. */
static int arrow_item_ends(arrow_lexer *l, unsigned key, size_t index) {
  if (*l->p == '\0' || arrow_separator(*l->p)) return 0;
  char text[24];
  arrow_shown(l->p, text, sizeof text);
  return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, key, GR_S(text), GR_U(l->line), GR_U(arrow_column(l, l->p)),
                      GR_U(index));
}

/* 1: a number was read; 0: no digit here; -1: past 64 bits (message `key`:
 * line, column and `index`). */
static int arrow_number(arrow_lexer *l, unsigned key, size_t index, uint64_t *out) {
  if (!arrow_digit(*l->p)) return 0;
  const char *at = l->p;
  uint64_t v = 0;
  for (; arrow_digit(*l->p); l->p++) {
    unsigned d = (unsigned)(*l->p - '0');
    if (v > (UINT64_MAX - d) / 10)
      return gr_error_say(l->err, GR_ERANGE, &kit_texts, key, GR_U(l->line), GR_U(arrow_column(l, at)), GR_U(index));
    v = v * 10 + d;
  }
  *out = v;
  return 1;
}

static int arrow_push_edge(arrow_lexer *l, uint64_t from, uint64_t to) {
  gt_arrows *a = l->a;
  if (a->m == l->max_edges && l->capped) gt_arrows_capped = a->m + 1;
  if (a->m == l->max_edges) return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_TOO_MANY_EDGES, GR_U(l->max_edges));
  if (reserve(&a->edges, &a->mcap, a->m + 1, l->err) != 0) return -1;
  a->edges[a->m++] = from << 32 | to;
  if (from > a->max_vertex) a->max_vertex = from;
  if (to > a->max_vertex) a->max_vertex = to;
  return 0;
}

/* A vertex of edge number `index` (1-based), checked against n= or the limit. */
static int arrow_vertex(const arrow_lexer *l, const char *at, size_t index, uint64_t v) {
  const gt_arrows *a = l->a;
  if (a->have_n && v >= a->n)
    return gr_error_say(l->err, GR_ERANGE, &kit_texts, KIT_ARROW_UNDECLARED, GR_U(index), GR_U(l->line),
                        GR_U(arrow_column(l, at)), GR_U(v), GR_U(a->n), GR_U(a->n - 1));
  if (v >= l->max_vertices)
    return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_VERTEX_LIMIT, GR_U(index), GR_U(l->line),
                        GR_U(arrow_column(l, at)), GR_U(v), GR_U(l->max_vertices));
  return 0;
}

/* FROM>TO or a chain FROM>A>B... */
static int arrow_edges(arrow_lexer *l) {
  const char *item = l->p;
  char text[24];
  uint64_t a;
  if (arrow_number(l, KIT_ARROW_PAST64_VERTEX, 0, &a) < 0 || arrow_vertex(l, item, l->a->m + 1, a) != 0) return -1;
  const char *after = l->p;
  arrow_blanks(l);
  if (*l->p != '>') {
    l->p = after;
    arrow_shown(item, text, sizeof text);
    return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_NOT_EDGE, GR_S(text), GR_U(l->line),
                        GR_U(arrow_column(l, item)));
  }
  while (*l->p == '>') {
    l->p++;
    arrow_blanks(l);
    const char *at = l->p;
    uint64_t b;
    int r = arrow_number(l, KIT_ARROW_PAST64_VERTEX, 0, &b);
    if (r < 0) return -1;
    if (r == 0) {
      arrow_shown(item, text, sizeof text);
      return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_MALFORMED, GR_S(text), GR_U(l->line),
                          GR_U(arrow_column(l, item)), GR_U(arrow_column(l, at)));
    }
    if (arrow_vertex(l, at, l->a->m + 1, b) != 0 || arrow_push_edge(l, a, b) != 0) return -1;
    a = b;
    after = l->p;
    arrow_blanks(l);
    if (*l->p != '>') l->p = after; /* the blanks separate this item from the next */
  }
  return arrow_item_ends(l, KIT_ARROW_AFTER_EDGE, l->a->m);
}

/* After a keyword: optional blanks, '=', optional blanks. */
static int arrow_equals(arrow_lexer *l, const char *word, const char *example, const char *at) {
  arrow_blanks(l);
  if (*l->p != '=')
    return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_EQUALS, GR_S(word), GR_U(l->line),
                        GR_U(arrow_column(l, at)), GR_S(example));
  l->p++;
  arrow_blanks(l);
  return 0;
}

static int arrow_start(arrow_lexer *l, const char *at) {
  gt_arrows *a = l->a;
  if (a->have_start)
    return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_SECOND_START, GR_U(l->line), GR_U(arrow_column(l, at)));
  a->have_start = true;
  if (arrow_equals(l, "start", "start=0,3", at) != 0) return -1;
  for (;;) {
    const char *tok = l->p;
    uint64_t v;
    int r = arrow_number(l, KIT_ARROW_PAST64_START, a->k + 1, &v);
    if (r < 0) return -1;
    if (r == 0) {
      char text[24];
      arrow_shown(tok, text, sizeof text);
      return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, a->k == 0 ? KIT_ARROW_NO_START_VERTEX : KIT_ARROW_START_EXPECTED,
                          GR_U(l->line), GR_U(arrow_column(l, a->k == 0 ? at : tok)), GR_S(text));
    }
    if (a->k == l->max_tokens)
      return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_TOO_MANY_TOKENS, GR_U(l->max_tokens));
    if (a->have_n && v >= a->n)
      return gr_error_say(l->err, GR_ERANGE, &kit_texts, KIT_ARROW_START_UNDECLARED, GR_U(v), GR_U(a->k + 1),
                          GR_U(l->line), GR_U(arrow_column(l, tok)), GR_U(a->n), GR_U(a->n - 1));
    if (v >= l->max_vertices)
      return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_START_LIMIT, GR_U(v), GR_U(l->line),
                          GR_U(arrow_column(l, tok)), GR_U(l->max_vertices));
    if (reserve(&a->tokens, &a->kcap, a->k + 1, l->err) != 0) return -1;
    if (a->k == 0 || v > a->max_token) {
      a->max_token = v;
      a->max_token_index = a->k + 1;
      a->max_token_line = l->line;
      a->max_token_col = arrow_column(l, tok);
    }
    a->tokens[a->k++] = v;
    arrow_blanks(l);
    if (*l->p != ',') break;
    l->p++;
    arrow_blanks(l);
  }
  return arrow_item_ends(l, KIT_ARROW_AFTER_START, 0);
}

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static int arrow_random(arrow_lexer *l, const char *at) {
  gt_arrows *a = l->a;
  size_t line = l->line, col = arrow_column(l, at);
  if (!a->have_n) return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_RANDOM_NEEDS_N, GR_U(line), GR_U(col));
  if (a->n < 2) return gr_error_say(l->err, GR_ERANGE, &kit_texts, KIT_ARROW_RANDOM_TWO, GR_U(line), GR_U(col));
  if (arrow_equals(l, "random", "random=100,1", at) != 0) return -1;
  uint64_t count, seed;
  int r = arrow_number(l, KIT_ARROW_PAST64_COUNT, 0, &count);
  if (r > 0) {
    arrow_blanks(l);
    if (*l->p != ',') r = 0;
    else {
      l->p++;
      arrow_blanks(l);
      r = arrow_number(l, KIT_ARROW_PAST64_SEED, 0, &seed);
    }
  }
  if (r <= 0) return r < 0 ? -1 : gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_RANDOM_FORM, GR_U(line), GR_U(col));
  if (count > l->max_edges - a->m && l->capped) gt_arrows_capped = count > UINT64_MAX - a->m ? UINT64_MAX : a->m + count;
  if (count > l->max_edges - a->m)
    return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_RANDOM_LIMIT, GR_U(count), GR_U(l->line),
                        GR_U(l->max_edges));
  if (count > GT_RANDOM_MAX_EDGES)
    return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_RANDOM_BUDGET, GR_U(count), GR_U(l->line),
                        GR_U(GT_RANDOM_MAX_EDGES));
  if (reserve(&a->edges, &a->mcap, a->m + (size_t)count, l->err) != 0) return -1;
  /* Each edge joins two vertices drawn from splitmix64 (scaled to 0..n-1 by
   * the high half of a 128-bit product: a negligible bias, no division),
   * oriented from the smaller to the larger: no cycle. */
  for (uint64_t i = 0; i < count; i++) {
    uint64_t x = (uint64_t)(((unsigned __int128)splitmix64(&seed) * a->n) >> 64);
    uint64_t y = (uint64_t)(((unsigned __int128)splitmix64(&seed) * a->n) >> 64);
    if (x != y && arrow_push_edge(l, x < y ? x : y, x < y ? y : x) != 0) return -1;
  }
  return arrow_item_ends(l, KIT_ARROW_AFTER_RANDOM, 0);
}

static int arrow_n(arrow_lexer *l, const char *at) {
  gt_arrows *a = l->a;
  size_t line = l->line, col = arrow_column(l, at);
  if (a->have_n || a->m || a->have_start)
    return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, a->have_n ? KIT_ARROW_SECOND_N : KIT_ARROW_N_FIRST, GR_U(line),
                        GR_U(col));
  if (arrow_equals(l, "n", "n=5", at) != 0) return -1;
  int r = arrow_number(l, KIT_ARROW_PAST64_N, 0, &a->n);
  if (r < 0) return -1;
  if (r == 0) return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_N_MISSING, GR_U(line), GR_U(col));
  if (a->n == 0) return gr_error_say(l->err, GR_ERANGE, &kit_texts, KIT_ARROW_N_ZERO, GR_U(line), GR_U(col));
  if (a->n > l->max_vertices)
    return gr_error_say(l->err, GR_ELIMIT, &kit_texts, KIT_ARROW_N_LIMIT, GR_U(a->n), GR_U(line), GR_U(col),
                        GR_U(l->max_vertices));
  a->have_n = true;
  arrow_blanks(l);
  return arrow_item_ends(l, KIT_ARROW_AFTER_N, 0);
}

/* One statement starting with a letter: misere, n=, start= or random=. */
static int arrow_word(arrow_lexer *l) {
  const char *at = l->p;
  char word[16];
  size_t len = 0;
  while (arrow_letter(l->p[len]) || arrow_digit(l->p[len])) len++;
  l->p += len;
  if (len >= sizeof word) len = sizeof word - 1;
  memcpy(word, at, len);
  word[len] = '\0';
  if (strcmp(word, "misere") == 0) {
    l->a->misere = true;
    arrow_blanks(l);
    if (*l->p && !arrow_separator(*l->p))
      return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_MISERE_VALUE, GR_U(l->line), GR_U(arrow_column(l, at)));
    return 0;
  }
  if (strcmp(word, "n") == 0) return arrow_n(l, at);
  if (strcmp(word, "start") == 0) return arrow_start(l, at);
  if (strcmp(word, "random") == 0) return arrow_random(l, at);
  return gr_error_say(l->err, GR_ESYNTAX, &kit_texts, KIT_ARROW_UNKNOWN_WORD, GR_S(word), GR_U(l->line),
                      GR_U(arrow_column(l, at)));
}

size_t gt_arrows_edge_cap = SIZE_MAX;
uint64_t gt_arrows_capped;

int gt_parse_arrows(const char *text, uint64_t max_vertices, size_t max_edges, size_t max_tokens, gt_arrows *out,
                    gr_error *err) {
  memset(out, 0, sizeof *out);
  gt_arrows_capped = 0;
  bool capped = max_edges > gt_arrows_edge_cap;
  arrow_lexer l = {text, text, 1, max_vertices, capped ? gt_arrows_edge_cap : max_edges, max_tokens, out, err, capped};
  for (;;) {
    while (arrow_separator(*l.p)) {
      if (*l.p == '\n') l.line_start = l.p + 1, l.line++;
      l.p++;
    }
    if (*l.p == '\0') break;
    int rc;
    if (arrow_digit(*l.p)) {
      rc = arrow_edges(&l);
    } else if (arrow_letter(*l.p)) {
      rc = arrow_word(&l);
    } else {
      char t[24];
      arrow_shown(l.p, t, sizeof t);
      rc = gr_error_say(err, GR_ESYNTAX, &kit_texts, KIT_ARROW_UNEXPECTED, GR_S(t), GR_U(l.line),
                        GR_U(arrow_column(&l, l.p)));
    }
    if (rc != 0) return -1;
  }
  if (!out->have_start) return gr_error_say(err, GR_ESYNTAX, &kit_texts, KIT_ARROW_NO_START);
  if (!out->have_n) out->n = out->m ? out->max_vertex + 1 : 0;
  if (out->n == 0) return gr_error_say(err, GR_ESYNTAX, &kit_texts, KIT_ARROW_NO_VERTICES);
  if (out->max_token >= out->n)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_ARROW_START_PAST_EDGES, GR_U(out->max_token),
                        GR_U(out->max_token_index), GR_U(out->max_token_line), GR_U(out->max_token_col),
                        GR_U(out->n - 1), GR_U(out->max_token + 1));
  return 0;
}

void gt_arrows_free(gt_arrows *a) {
  free(a->edges);
  free(a->tokens);
  memset(a, 0, sizeof *a);
}

/* ---- boards of the token games on a directed graph (dag, every) -------------------- */

void gt_json_node(gr_json *j, uint64_t id, const char *label, int64_t x, int64_t y, const uint64_t *tokens,
                  size_t ntokens) {
  gr_json_object_begin(j);
  gr_json_key(j, "id");
  gr_json_u64(j, id);
  gr_json_key(j, "label");
  gr_json_string(j, label);
  gr_json_key(j, "x");
  gr_json_i64(j, x);
  gr_json_key(j, "y");
  gr_json_i64(j, y);
  if (ntokens > 0) {
    gr_json_key(j, "token");
    gr_json_array_begin(j);
    for (size_t i = 0; i < ntokens; i++) gr_json_u64(j, tokens[i]);
    gr_json_array_end(j);
  }
  gr_json_object_end(j);
}
