/*
 * sgrules.c — heap rulesets for the Grundy-sequence engine (sgseq.h):
 * parsing, canonical text, names, the moves in words.
 *
 * Syntax (surrounding blanks allowed):
 *   octal        d0.d1d2...dt   d0 is 0 or 4, d1.. are octal digits 0-7; at
 *                               most HEAPS_MAX_DIGITS after the point;
 *                               trailing zeros are dropped (0.770 = 0.77)
 *   subtraction  S{s1,s2,...}   whole numbers 1..HEAPS_MAX_ELEMENT, blanks
 *                               allowed; duplicates merge; "s" also works
 *   Lasker       lasker         (any case)
 *   Grundy       grundy         (any case) Grundy's game: split a heap into
 *                               two unequal non-empty heaps
 *   all-but      S!{e1,e2,...}  remove any number of tokens except the e_i
 *                               (the same numbers as S{...}; "s!" works)
 *   Crosses      crosses        (any case) Crosses and Crosses, 0.11337
 * A parse error names the offending character and its column.
 *
 * Crosses and Crosses (Treblecross): two players put an X on a free square
 * of a 1 x n strip; whoever completes three X in a row wins.  An X within
 * two squares of another lets the next player complete three, so no one
 * plays there while a safe square is left, and the player left with none
 * loses: normal play on the safe squares.  A strip of n safe squares,
 * with an X put on square i, keeps i - 3 safe squares on its left and
 * n - i - 2 on its right (the X and the two squares each side of it are
 * dead, cut at the strip's ends): it removes 1 or 2 tokens of a heap of 1
 * or 2 (digits 1), 3 tokens from its end (i = 1, or n = 3: digit 3), 4
 * (i = 2: digit 3) and 5 from anywhere, leaving 0, 1 or 2 heaps (digit 7).
 * That is 0.11337, and G(n) = G'(n + 2) for Treblecross's usual code 0.007
 * (the strip with two dead squares added at one end; the tests check both
 * against the strip itself).
 */
#include "sgseq.h"
#include "sgseq_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void heaps_rules_init(heaps_rules *r) { memset(r, 0, sizeof *r); }

void heaps_rules_free(heaps_rules *r) {
  free(r->digit);
  free(r->set);
  free(r->leave1);
  free(r->split);
  heaps_rules_init(r);
}

int heaps_rules_derive(heaps_rules *r, gr_error *err) {
  free(r->leave1);
  free(r->split);
  r->leave1 = r->split = NULL;
  r->nleave1 = r->nsplit = 0;
  if (r->kind == HEAPS_LASKER || r->kind == HEAPS_ALLBUT) return 0;
  size_t n1 = 0, n2 = 0;
  for (uint32_t k = 0; k <= r->t; k++) {
    n1 += (r->digit[k] & 2) && k > 0;
    n2 += (r->digit[k] & 4) != 0;
  }
  r->leave1 = malloc((n1 ? n1 : 1) * sizeof *r->leave1);
  r->split = malloc((n2 ? n2 : 1) * sizeof *r->split);
  if (!r->leave1 || !r->split) return gr_error_nomem(err);
  for (uint32_t k = 0; k <= r->t; k++) {
    if ((r->digit[k] & 2) && k > 0) r->leave1[r->nleave1++] = k;
    if (r->digit[k] & 4) r->split[r->nsplit++] = k;
  }
  return 0;
}

int heaps_rules_copy(heaps_rules *dst, const heaps_rules *src, gr_error *err) {
  heaps_rules_free(dst);
  dst->kind = src->kind;
  dst->t = src->t;
  if (src->digit) {
    dst->digit = malloc((size_t)src->t + 1);
    if (dst->digit == NULL) return gr_error_nomem(err);
    memcpy(dst->digit, src->digit, (size_t)src->t + 1);
  }
  if (src->nset) {
    dst->set = malloc(src->nset * sizeof *dst->set);
    if (dst->set == NULL) return gr_error_nomem(err);
    memcpy(dst->set, src->set, src->nset * sizeof *dst->set);
    dst->nset = src->nset;
  }
  return heaps_rules_derive(dst, err);
}

bool heaps_rules_equal(const heaps_rules *a, const heaps_rules *b) {
  if (a->kind != b->kind || a->t != b->t) return false;
  if (a->kind == HEAPS_LASKER) return true;
  if (a->kind == HEAPS_ALLBUT) return a->nset == b->nset && memcmp(a->set, b->set, a->nset * sizeof *a->set) == 0;
  return memcmp(a->digit, b->digit, (size_t)a->t + 1) == 0;
}

bool heaps_rules_splits(const heaps_rules *r) { return r->kind == HEAPS_LASKER || r->nsplit > 0; }

bool heaps_rules_excludes(const heaps_rules *r, uint64_t k) {
  size_t lo = 0, hi = r->nset;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (r->set[mid] == k) return true;
    if (r->set[mid] < k) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

uint64_t heaps_rules_max_upto(const heaps_rules *r) {
  return r->kind == HEAPS_LASKER ? HEAPS_MAX_UPTO_LASKER : r->kind == HEAPS_ALLBUT ? HEAPS_MAX_UPTO_ALLBUT : HEAPS_MAX_UPTO;
}

/* ---- parsing ------------------------------------------------------------ */

/* A character for a message: printable ASCII as itself, anything else as '?'. */
static char shown(char c) { return c >= 0x20 && c < 0x7f ? c : '?'; }

/* Message `key` about the character at text[i]: {1} the character, {2} its column. */
static int at_char(gr_error *err, gr_status status, unsigned key, const char *text, size_t i) {
  char c[2] = {shown(text[i]), '\0'};
  return gr_error_say(err, status, &sgseq_texts, key, GR_S(c), GR_U(i + 1));
}

/* Message `key` naming a column only. */
static int at_column(gr_error *err, gr_status status, unsigned key, size_t column) {
  return gr_error_say(err, status, &sgseq_texts, key, GR_U(column));
}

#define CROSSES_CODE "0.11337" /* Crosses and Crosses on a strip: see the top of this file */

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static int not_octal(const char *text, size_t i, gr_error *err) {
  char c = text[i];
  unsigned key = SGSEQ_NOT_OCTAL;
  if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) key = SGSEQ_NOT_OCTAL_HEX;
  else if (c == '8' || c == '9') key = SGSEQ_NOT_OCTAL_89;
  return at_char(err, GR_ESYNTAX, key, text, i);
}

static int parse_octal(const char *text, size_t begin, size_t end, heaps_rules *r, gr_error *err) {
  size_t i = begin;
  if (text[i] == '.') return at_column(err, GR_ESYNTAX, SGSEQ_STARTS_WITH_POINT, i + 1);
  if (text[i] < '0' || text[i] > '7') return not_octal(text, i, err);
  unsigned d0 = (unsigned)(text[i] - '0');
  if (d0 != 0 && d0 != 4) return gr_error_say(err, GR_ERANGE, &sgseq_texts, SGSEQ_D0_RANGE, GR_U(d0), GR_U(i + 1));
  i++;
  if (i == end) return gr_error_say(err, GR_ESYNTAX, &sgseq_texts, SGSEQ_NO_POINT);
  if (text[i] >= '0' && text[i] <= '9') return at_char(err, GR_ESYNTAX, SGSEQ_D0_ONE_DIGIT, text, i);
  if (text[i] != '.') return at_char(err, GR_ESYNTAX, SGSEQ_EXPECTED_POINT, text, i);
  i++;
  if (i == end) return at_column(err, GR_ESYNTAX, SGSEQ_NO_DIGITS, i);
  size_t ndigits = end - i;
  for (size_t k = i; k < end; k++) {
    if (text[k] == '.') return at_column(err, GR_ESYNTAX, SGSEQ_SECOND_POINT, k + 1);
    if (text[k] < '0' || text[k] > '7') return not_octal(text, k, err);
  }
  if (ndigits > HEAPS_MAX_DIGITS)
    return gr_error_say(err, GR_ELIMIT, &sgseq_texts, SGSEQ_TOO_MANY_DIGITS, GR_U(ndigits), GR_U(HEAPS_MAX_DIGITS));
  uint32_t t = 0;
  for (size_t k = 1; k <= ndigits; k++)
    if (text[i + k - 1] != '0') t = (uint32_t)k;
  r->kind = HEAPS_OCTAL;
  r->t = t;
  r->digit = calloc((size_t)t + 1, 1);
  if (r->digit == NULL) return gr_error_nomem(err);
  r->digit[0] = (uint8_t)d0;
  for (uint32_t k = 1; k <= t; k++) r->digit[k] = (uint8_t)(text[i + k - 1] - '0');
  return heaps_rules_derive(r, err);
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int parse_set(const char *text, size_t begin, size_t end, heaps_rules *r, gr_error *err) {
  size_t i = begin + 1; /* after the S */
  while (i < end && is_blank(text[i])) i++;
  bool all_but = i < end && text[i] == '!';
  if (all_but) {
    i++;
    while (i < end && is_blank(text[i])) i++;
  }
  if (i == end) return gr_error_say(err, GR_ESYNTAX, &sgseq_texts, SGSEQ_NO_BRACE_AT_END);
  if (text[i] != '{') return at_char(err, GR_ESYNTAX, SGSEQ_NO_BRACE, text, i);
  uint32_t elems[HEAPS_MAX_SET];
  size_t n = 0;
  i++;
  bool closed = false;
  for (;;) {
    while (i < end && is_blank(text[i])) i++;
    if (i == end) break;
    if (text[i] == '}') {
      if (n > 0) return at_column(err, GR_ESYNTAX, SGSEQ_MISSING_BEFORE_CLOSE, i + 1);
      closed = true;
      i++;
      break;
    }
    if (text[i] < '0' || text[i] > '9') {
      if (text[i] == ',') return at_column(err, GR_ESYNTAX, SGSEQ_MISSING_BEFORE_COMMA, i + 1);
      if (text[i] == '-') return at_column(err, GR_ERANGE, SGSEQ_NEGATIVE, i + 1);
      return at_char(err, GR_ESYNTAX, SGSEQ_NOT_DIGIT, text, i);
    }
    size_t start = i;
    uint64_t v = 0;
    while (i < end && text[i] >= '0' && text[i] <= '9') {
      if (v <= HEAPS_MAX_ELEMENT) v = v * 10 + (uint64_t)(text[i] - '0');
      i++;
    }
    if (v == 0) return at_column(err, GR_ERANGE, SGSEQ_ZERO, start + 1);
    if (v > HEAPS_MAX_ELEMENT) {
      char digits[21];
      size_t len = i - start > 20 ? 20 : i - start;
      memcpy(digits, text + start, len);
      digits[len] = '\0';
      return gr_error_say(err, GR_ERANGE, &sgseq_texts, SGSEQ_ELEMENT_TOO_BIG, GR_S(digits), GR_U(start + 1),
                          GR_U(HEAPS_MAX_ELEMENT));
    }
    if (n == HEAPS_MAX_SET) return gr_error_say(err, GR_ELIMIT, &sgseq_texts, SGSEQ_SET_TOO_BIG, GR_U(HEAPS_MAX_SET));
    elems[n++] = (uint32_t)v;
    while (i < end && is_blank(text[i])) i++;
    if (i < end && text[i] == ',') {
      i++;
      while (i < end && is_blank(text[i])) i++;
      if (i < end && text[i] == '}') return at_column(err, GR_ESYNTAX, SGSEQ_MISSING_BEFORE_CLOSE, i + 1);
      continue;
    }
    if (i < end && text[i] == '}') {
      closed = true;
      i++;
      break;
    }
    if (i < end) return at_char(err, GR_ESYNTAX, SGSEQ_EXPECTED_COMMA, text, i);
  }
  if (!closed) return at_column(err, GR_ESYNTAX, SGSEQ_NOT_CLOSED, end + 1);
  if (n == 0) return gr_error_say(err, GR_ESYNTAX, &sgseq_texts, all_but ? SGSEQ_EMPTY_ALL_BUT : SGSEQ_EMPTY_SET);
  while (i < end && is_blank(text[i])) i++;
  if (i < end) return at_char(err, GR_ESYNTAX, SGSEQ_UNEXPECTED_AFTER_SET, text, i);
  qsort(elems, n, sizeof *elems, cmp_u32);
  size_t m = 0;
  for (size_t k = 0; k < n; k++)
    if (m == 0 || elems[m - 1] != elems[k]) elems[m++] = elems[k];
  r->kind = all_but ? HEAPS_ALLBUT : HEAPS_SUBTRACTION;
  r->t = elems[m - 1];
  r->set = malloc(m * sizeof *r->set);
  if (r->set == NULL) return gr_error_nomem(err);
  memcpy(r->set, elems, m * sizeof *elems);
  r->nset = m;
  if (all_but) return 0; /* no digits: every count but E */
  r->digit = calloc((size_t)r->t + 1, 1);
  if (r->digit == NULL) return gr_error_nomem(err);
  for (size_t k = 0; k < m; k++) r->digit[elems[k]] = 3;
  return heaps_rules_derive(r, err);
}

int heaps_rules_parse(const char *text, size_t len, heaps_rules *out, gr_error *err) {
  heaps_rules_free(out);
  size_t begin = 0, end = len;
  while (begin < end && is_blank(text[begin])) begin++;
  while (end > begin && is_blank(text[end - 1])) end--;
  if (begin == end) return gr_error_say(err, GR_ESYNTAX, &sgseq_texts, SGSEQ_NO_RULESET);
  int rc;
  char c = text[begin];
  if ((c >= '0' && c <= '9') || c == '.') {
    rc = parse_octal(text, begin, end, out, err);
  } else if (c == 'S' || c == 's') {
    char next = end - begin > 1 ? text[begin + 1] : '{';
    if ((next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z')) goto unknown;
    rc = parse_set(text, begin, end, out, err);
  } else {
    static const char *const words[3] = {"lasker", "grundy", "crosses"};
    int w = -1;
    for (int c2 = 0; c2 < 3 && w < 0; c2++) {
      size_t k = 0, wlen = strlen(words[c2]);
      if (end - begin != wlen) continue;
      for (; k < wlen; k++) {
        char x = text[begin + k];
        if (x >= 'A' && x <= 'Z') x = (char)(x - 'A' + 'a');
        if (x != words[c2][k]) break;
      }
      if (k == wlen) w = c2;
    }
    if (w < 0) goto unknown;
    if (w == 0) {
      out->kind = HEAPS_LASKER;
      return 0;
    }
    if (w == 2) return parse_octal(CROSSES_CODE, 0, strlen(CROSSES_CODE), out, err);
    out->kind = HEAPS_GRUNDY; /* 4.0 with the split unequal */
    out->t = 0;
    out->digit = calloc(1, 1);
    if (out->digit == NULL) return gr_error_nomem(err);
    out->digit[0] = 4;
    rc = heaps_rules_derive(out, err);
  }
  if (rc != 0) heaps_rules_free(out);
  return rc;
unknown:;
  size_t n = end - begin;
  char quoted[32];
  size_t q = 0;
  for (size_t k = 0; k < n && k < 24; k++) quoted[q++] = shown(text[begin + k]);
  if (n > 24) q += (size_t)gr_snprintf(quoted + q, sizeof quoted - q, "...");
  quoted[q] = '\0';
  return gr_error_say(err, GR_ESYNTAX, &sgseq_texts, SGSEQ_UNKNOWN_RULESET, GR_S(quoted), GR_U(begin + 1));
}

/* ---- text --------------------------------------------------------------- */

void heaps_rules_format(const heaps_rules *r, gr_buf *out) {
  switch (r->kind) {
  case HEAPS_LASKER:
    gr_buf_puts(out, "lasker");
    return;
  case HEAPS_GRUNDY:
    gr_buf_puts(out, "grundy");
    return;
  case HEAPS_SUBTRACTION:
  case HEAPS_ALLBUT:
    gr_buf_puts(out, r->kind == HEAPS_ALLBUT ? "S!{" : "S{");
    for (size_t k = 0; k < r->nset; k++) gr_buf_printf(out, "%s%u", k ? "," : "", r->set[k]);
    gr_buf_putc(out, '}');
    return;
  default:
    gr_buf_printf(out, "%u.", r->digit[0]);
    if (r->t == 0) gr_buf_putc(out, '0');
    for (uint32_t k = 1; k <= r->t; k++) gr_buf_putc(out, (char)('0' + r->digit[k]));
  }
}

static const struct {
  const char *code;
  unsigned name;
} classics[] = {
    {"0.77", SGSEQ_NAME_KAYLES},   {"0.07", SGSEQ_NAME_DAWSON_KAYLES}, {"0.137", SGSEQ_NAME_DAWSON_CHESS},
    {"0.6", SGSEQ_NAME_OFFICERS}, {"0.007", SGSEQ_NAME_TREBLECROSS}, {CROSSES_CODE, SGSEQ_NAME_CROSSES},
};

/* The name's key, or SGSEQ_TEXT_COUNT for a ruleset without a name. */
static unsigned name_key(const heaps_rules *r) {
  if (r->kind == HEAPS_LASKER) return SGSEQ_NAME_LASKER;
  if (r->kind == HEAPS_GRUNDY) return SGSEQ_NAME_GRUNDY;
  if (r->kind != HEAPS_OCTAL || r->t > 8) return SGSEQ_TEXT_COUNT;
  char code[16];
  gr_buf b;
  gr_buf_init(&b);
  heaps_rules_format(r, &b);
  size_t n = b.len < sizeof code - 1 ? b.len : sizeof code - 1;
  memcpy(code, b.data ? b.data : "", n);
  code[n] = '\0';
  gr_buf_free(&b);
  for (size_t i = 0; i < sizeof classics / sizeof classics[0]; i++)
    if (strcmp(classics[i].code, code) == 0) return classics[i].name;
  return SGSEQ_TEXT_COUNT;
}

const char *heaps_rules_name(const heaps_rules *r) {
  unsigned key = name_key(r);
  return key < SGSEQ_TEXT_COUNT ? gr_text(&sgseq_texts, GR_EN, key) : NULL;
}

/* "1, 3 or 4" (or the words of keys[0..n) with the separators sep and or). */
static void list_ks(const uint32_t *ks, const unsigned *keys, size_t n, unsigned sep, unsigned last_sep, gr_lang lang,
                    gr_buf *out) {
  for (size_t i = 0; i < n; i++) {
    if (i) gr_buf_puts(out, gr_text(&sgseq_texts, lang, i + 1 == n ? last_sep : sep));
    if (keys) gr_buf_puts(out, gr_text(&sgseq_texts, lang, keys[i]));
    else gr_buf_u64(out, ks[i]);
  }
}

void heaps_rules_describe(const heaps_rules *r, gr_lang lang, gr_buf *out) {
  if (r->kind == HEAPS_LASKER) {
    gr_say(out, &sgseq_texts, lang, SGSEQ_LASKER_MOVES);
    return;
  }
  if (r->kind == HEAPS_GRUNDY) {
    gr_say(out, &sgseq_texts, lang, SGSEQ_GRUNDY_MOVES);
    return;
  }
  gr_buf list;
  gr_buf_init(&list);
  if (r->kind == HEAPS_SUBTRACTION || r->kind == HEAPS_ALLBUT) {
    list_ks(r->set, NULL, r->nset, SGSEQ_LIST_SEP, SGSEQ_LIST_OR, lang, &list);
    if (r->kind == HEAPS_ALLBUT) {
      gr_say(out, &sgseq_texts, lang, SGSEQ_ALLBUT_MOVES, GR_S(list.data));
      gr_buf_free(&list);
      return;
    }
    gr_say(out, &sgseq_texts, lang, SGSEQ_SUBTRACTION_MOVES, GR_S(list.data), GR_U(r->nset == 1 ? r->set[0] : 2));
    gr_buf_free(&list);
    return;
  }
  bool any = false;
  if (r->digit[0] == 4) {
    gr_say(out, &sgseq_texts, lang, SGSEQ_SPLIT_ONLY);
    any = true;
  }
  uint32_t *ks = malloc(((size_t)r->t + 1) * sizeof *ks);
  if (ks == NULL) return;
  for (unsigned d = 1; d <= 7; d++) {
    size_t n = 0;
    for (uint32_t k = 1; k <= r->t; k++)
      if (r->digit[k] == d) ks[n++] = k;
    if (n == 0) continue;
    if (any) gr_say(out, &sgseq_texts, lang, SGSEQ_MOVE_SEP);
    any = true;
    static const unsigned what[3] = {SGSEQ_LEAVE_NOTHING, SGSEQ_LEAVE_ONE, SGSEQ_LEAVE_TWO};
    unsigned leaves[3], nleaves = 0;
    for (int b = 0; b < 3; b++)
      if (d & (1u << b)) leaves[nleaves++] = what[b];
    gr_buf left;
    gr_buf_init(&left);
    gr_buf_reset(&list);
    list_ks(ks, NULL, n, SGSEQ_LIST_SEP, SGSEQ_LIST_OR, lang, &list);
    list_ks(NULL, leaves, nleaves, SGSEQ_LEAVE_SEP, SGSEQ_LEAVE_OR, lang, &left);
    gr_say(out, &sgseq_texts, lang, SGSEQ_REMOVE_LEAVING, GR_S(list.data), GR_U(n == 1 ? ks[0] : 2), GR_S(left.data));
    gr_buf_free(&left);
  }
  free(ks);
  gr_buf_free(&list);
  if (!any) gr_say(out, &sgseq_texts, lang, SGSEQ_NO_MOVE);
  if (name_key(r) == SGSEQ_NAME_CROSSES) gr_say(out, &sgseq_texts, lang, SGSEQ_CROSSES_REDUCTION, GR_S(CROSSES_CODE));
}

void heaps_rules_headline(const heaps_rules *r, gr_lang lang, gr_buf *out) {
  gr_buf code, moves;
  gr_buf_init(&code);
  gr_buf_init(&moves);
  heaps_rules_format(r, &code);
  unsigned key = name_key(r);
  if (key < SGSEQ_TEXT_COUNT) gr_buf_printf(&code, " (%s)", gr_text(&sgseq_texts, lang, key));
  heaps_rules_describe(r, lang, &moves);
  gr_say(out, &sgseq_texts, lang, SGSEQ_HEADLINE, GR_S(code.data), GR_S(moves.data ? moves.data : ""));
  gr_buf_free(&code);
  gr_buf_free(&moves);
}
