/*
 * heaps_rules.c — heap rulesets: parsing, canonical text, names, the moves
 * in words.
 *
 * Syntax (surrounding blanks allowed):
 *   octal        d0.d1d2...dt   d0 is 0 or 4, d1.. are octal digits 0-7; at
 *                               most HEAPS_MAX_DIGITS after the point;
 *                               trailing zeros are dropped (0.770 = 0.77)
 *   subtraction  S{s1,s2,...}   whole numbers 1..HEAPS_MAX_ELEMENT, blanks
 *                               allowed; duplicates merge; "s" also works
 *   Lasker       lasker         (any case)
 * All-but subtraction sets (remove any number except those listed) are not
 * supported: their sequences are arithmetic-periodic rather than periodic,
 * and the engine stores values in 16 bits.  A parse error names the
 * offending character and its column.
 */
#include "heaps.h"

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

/* Fills leave1 and split from the digits. */
static int derive(heaps_rules *r, gr_error *err) {
  free(r->leave1);
  free(r->split);
  r->leave1 = r->split = NULL;
  r->nleave1 = r->nsplit = 0;
  if (r->kind == HEAPS_LASKER) return 0;
  size_t n1 = 0, n2 = 0;
  for (uint32_t k = 0; k <= r->t; k++) {
    n1 += (r->digit[k] & 2) && k > 0;
    n2 += (r->digit[k] & 4) != 0;
  }
  r->leave1 = malloc((n1 ? n1 : 1) * sizeof *r->leave1);
  r->split = malloc((n2 ? n2 : 1) * sizeof *r->split);
  if (!r->leave1 || !r->split) return gr_error_set(err, GR_ENOMEM, "out of memory for a ruleset");
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
    if (dst->digit == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for a ruleset");
    memcpy(dst->digit, src->digit, (size_t)src->t + 1);
  }
  if (src->nset) {
    dst->set = malloc(src->nset * sizeof *dst->set);
    if (dst->set == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for a ruleset");
    memcpy(dst->set, src->set, src->nset * sizeof *dst->set);
    dst->nset = src->nset;
  }
  return derive(dst, err);
}

bool heaps_rules_equal(const heaps_rules *a, const heaps_rules *b) {
  if (a->kind != b->kind || a->t != b->t) return false;
  if (a->kind == HEAPS_LASKER) return true;
  return memcmp(a->digit, b->digit, (size_t)a->t + 1) == 0;
}

bool heaps_rules_splits(const heaps_rules *r) { return r->kind == HEAPS_LASKER || r->nsplit > 0; }

uint64_t heaps_rules_max_upto(const heaps_rules *r) {
  return r->kind == HEAPS_LASKER ? HEAPS_MAX_UPTO_LASKER : HEAPS_MAX_UPTO;
}

/* ---- parsing ------------------------------------------------------------ */

/* A character for a message: printable ASCII as itself, anything else as '?'. */
static char shown(char c) { return c >= 0x20 && c < 0x7f ? c : '?'; }

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static int not_octal(const char *text, size_t i, gr_error *err) {
  char c = text[i];
  const char *hint = "";
  if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
    hint = "; hexadecimal codes (splitting into three or more heaps) are not supported";
  else if (c == '8' || c == '9')
    hint = "; octal digits stop at 7 (bits 1, 2 and 4)";
  return gr_error_set(err, GR_ESYNTAX, "'%c' at column %zu is not an octal digit (0-7)%s", shown(c), i + 1, hint);
}

static int parse_octal(const char *text, size_t begin, size_t end, heaps_rules *r, gr_error *err) {
  size_t i = begin;
  if (text[i] == '.')
    return gr_error_set(err, GR_ESYNTAX,
                        "the octal code starts with '.' at column %zu: write the digit d0 before the point too, "
                        "e.g. 0.77",
                        i + 1);
  if (text[i] < '0' || text[i] > '7') return not_octal(text, i, err);
  unsigned d0 = (unsigned)(text[i] - '0');
  if (d0 != 0 && d0 != 4)
    return gr_error_set(err, GR_ERANGE,
                        "d0 = %u at column %zu: the digit before the point may only be 0 or 4 (4: a heap may be "
                        "split in two without removing anything); bits 1 and 2 there would be a move that removes "
                        "nothing",
                        d0, i + 1);
  i++;
  if (i == end)
    return gr_error_set(err, GR_ESYNTAX, "no '.' in the octal code: write d0.d1d2..., e.g. 0.77");
  if (text[i] >= '0' && text[i] <= '9')
    return gr_error_set(err, GR_ESYNTAX,
                        "'%c' at column %zu: the part before the point is a single digit, 0 or 4 (e.g. 0.77, 4.7)",
                        text[i], i + 1);
  if (text[i] != '.')
    return gr_error_set(err, GR_ESYNTAX,
                        "'%c' at column %zu: expected '.' after the first digit (an octal code is d0.d1d2..., "
                        "e.g. 0.77)",
                        shown(text[i]), i + 1);
  i++;
  if (i == end)
    return gr_error_set(err, GR_ESYNTAX, "no digits after the point at column %zu: write at least one, e.g. 0.7",
                        i);
  size_t ndigits = end - i;
  for (size_t k = i; k < end; k++) {
    if (text[k] == '.')
      return gr_error_set(err, GR_ESYNTAX, "a second '.' at column %zu: an octal code has one point", k + 1);
    if (text[k] < '0' || text[k] > '7') return not_octal(text, k, err);
  }
  if (ndigits > HEAPS_MAX_DIGITS)
    return gr_error_set(err, GR_ELIMIT, "the octal code has %zu digits after the point; at most %d are supported",
                        ndigits, HEAPS_MAX_DIGITS);
  uint32_t t = 0;
  for (size_t k = 1; k <= ndigits; k++)
    if (text[i + k - 1] != '0') t = (uint32_t)k;
  r->kind = HEAPS_OCTAL;
  r->t = t;
  r->digit = calloc((size_t)t + 1, 1);
  if (r->digit == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for a ruleset");
  r->digit[0] = (uint8_t)d0;
  for (uint32_t k = 1; k <= t; k++) r->digit[k] = (uint8_t)(text[i + k - 1] - '0');
  return derive(r, err);
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static int parse_set(const char *text, size_t begin, size_t end, heaps_rules *r, gr_error *err) {
  size_t i = begin + 1; /* after the S */
  while (i < end && is_blank(text[i])) i++;
  if (i < end && text[i] == '!')
    return gr_error_set(err, GR_ESYNTAX,
                        "'!' at column %zu: all-but subtraction sets (remove any number except those listed) are "
                        "not supported, only finite sets such as S{1,3,4}",
                        i + 1);
  if (i == end || text[i] != '{') {
    if (i == end)
      return gr_error_set(err, GR_ESYNTAX, "expected '{' after S: a subtraction set is written S{1,3,4}");
    return gr_error_set(err, GR_ESYNTAX, "'%c' at column %zu: expected '{' after S (a subtraction set is written S{1,3,4})",
                        shown(text[i]), i + 1);
  }
  uint32_t elems[HEAPS_MAX_SET];
  size_t n = 0;
  i++;
  bool closed = false;
  for (;;) {
    while (i < end && is_blank(text[i])) i++;
    if (i == end) break;
    if (text[i] == '}') {
      if (n > 0)
        return gr_error_set(err, GR_ESYNTAX, "a number is missing before '}' at column %zu", i + 1);
      closed = true;
      i++;
      break;
    }
    if (text[i] < '0' || text[i] > '9') {
      if (text[i] == ',') return gr_error_set(err, GR_ESYNTAX, "a number is missing before ',' at column %zu", i + 1);
      if (text[i] == '-')
        return gr_error_set(err, GR_ERANGE, "'-' at column %zu: the elements of a subtraction set are positive",
                            i + 1);
      return gr_error_set(err, GR_ESYNTAX, "'%c' at column %zu in the subtraction set is not a digit",
                          shown(text[i]), i + 1);
    }
    size_t start = i;
    uint64_t v = 0;
    while (i < end && text[i] >= '0' && text[i] <= '9') {
      if (v <= HEAPS_MAX_ELEMENT) v = v * 10 + (uint64_t)(text[i] - '0');
      i++;
    }
    if (v == 0)
      return gr_error_set(err, GR_ERANGE, "0 at column %zu: a move must remove at least one token", start + 1);
    if (v > HEAPS_MAX_ELEMENT)
      return gr_error_set(err, GR_ERANGE,
                          "'%.*s' at column %zu: elements of a subtraction set go up to %u", (int)(i - start > 20 ? 20 : i - start),
                          text + start, start + 1, HEAPS_MAX_ELEMENT);
    if (n == HEAPS_MAX_SET)
      return gr_error_set(err, GR_ELIMIT, "more than %d elements in the subtraction set", HEAPS_MAX_SET);
    elems[n++] = (uint32_t)v;
    while (i < end && is_blank(text[i])) i++;
    if (i < end && text[i] == ',') {
      i++;
      while (i < end && is_blank(text[i])) i++;
      if (i < end && text[i] == '}')
        return gr_error_set(err, GR_ESYNTAX, "a number is missing before '}' at column %zu", i + 1);
      continue;
    }
    if (i < end && text[i] == '}') {
      closed = true;
      i++;
      break;
    }
    if (i < end)
      return gr_error_set(err, GR_ESYNTAX, "'%c' at column %zu: expected ',' or '}' in the subtraction set",
                          shown(text[i]), i + 1);
  }
  if (!closed)
    return gr_error_set(err, GR_ESYNTAX, "the subtraction set is not closed: '}' is missing at column %zu", end + 1);
  if (n == 0)
    return gr_error_set(err, GR_ESYNTAX,
                        "the subtraction set S{} is empty: list how many tokens a move may remove, e.g. S{1,3,4}");
  while (i < end && is_blank(text[i])) i++;
  if (i < end)
    return gr_error_set(err, GR_ESYNTAX, "unexpected '%c' at column %zu after the subtraction set", shown(text[i]),
                        i + 1);
  qsort(elems, n, sizeof *elems, cmp_u32);
  size_t m = 0;
  for (size_t k = 0; k < n; k++)
    if (m == 0 || elems[m - 1] != elems[k]) elems[m++] = elems[k];
  r->kind = HEAPS_SUBTRACTION;
  r->t = elems[m - 1];
  r->digit = calloc((size_t)r->t + 1, 1);
  r->set = malloc(m * sizeof *r->set);
  if (!r->digit || !r->set) return gr_error_set(err, GR_ENOMEM, "out of memory for a ruleset");
  memcpy(r->set, elems, m * sizeof *elems);
  r->nset = m;
  for (size_t k = 0; k < m; k++) r->digit[elems[k]] = 3;
  return derive(r, err);
}

int heaps_rules_parse(const char *text, size_t len, heaps_rules *out, gr_error *err) {
  heaps_rules_free(out);
  size_t begin = 0, end = len;
  while (begin < end && is_blank(text[begin])) begin++;
  while (end > begin && is_blank(text[end - 1])) end--;
  if (begin == end)
    return gr_error_set(err, GR_ESYNTAX, "no ruleset given: write an octal code (0.77), a subtraction set "
                                         "(S{1,3,4}) or lasker");
  int rc;
  char c = text[begin];
  if ((c >= '0' && c <= '9') || c == '.') {
    rc = parse_octal(text, begin, end, out, err);
  } else if (c == 'S' || c == 's') {
    char next = end - begin > 1 ? text[begin + 1] : '{';
    if ((next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z')) goto unknown;
    rc = parse_set(text, begin, end, out, err);
  } else if (end - begin == 6) {
    static const char word[] = "lasker";
    for (size_t k = 0; k < 6; k++) {
      char x = text[begin + k];
      if (x >= 'A' && x <= 'Z') x = (char)(x - 'A' + 'a');
      if (x != word[k]) goto unknown;
    }
    out->kind = HEAPS_LASKER;
    return 0;
  } else {
    goto unknown;
  }
  if (rc != 0) heaps_rules_free(out);
  return rc;
unknown:;
  size_t n = end - begin;
  char quoted[32];
  size_t q = 0;
  for (size_t k = 0; k < n && k < 24; k++) quoted[q++] = shown(text[begin + k]);
  quoted[q] = '\0';
  return gr_error_set(err, GR_ESYNTAX,
                      "unknown ruleset '%s%s' at column %zu: write an octal code such as 0.77, a subtraction set "
                      "such as S{1,3,4}, or lasker",
                      quoted, n > 24 ? "..." : "", begin + 1);
}

/* ---- text --------------------------------------------------------------- */

void heaps_rules_format(const heaps_rules *r, gr_buf *out) {
  switch (r->kind) {
  case HEAPS_LASKER:
    gr_buf_puts(out, "lasker");
    return;
  case HEAPS_SUBTRACTION:
    gr_buf_puts(out, "S{");
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
  const char *code, *name;
} classics[] = {
    {"0.77", "Kayles"},          {"0.07", "Dawson's Kayles"}, {"0.137", "Dawson's chess"},
    {"0.6", "Officers"},         {"0.007", "Treblecross"},
};

const char *heaps_rules_name(const heaps_rules *r) {
  if (r->kind == HEAPS_LASKER) return "Lasker's Nim";
  if (r->kind != HEAPS_OCTAL || r->t > 8) return NULL;
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
  return NULL;
}

/* "1, 3 or 4" */
static void list_ks(const uint32_t *ks, size_t n, bool zh, gr_buf *out) {
  for (size_t i = 0; i < n; i++) {
    if (i) gr_buf_puts(out, i + 1 == n ? (zh ? " 或 " : " or ") : (zh ? "、" : ", "));
    gr_buf_printf(out, "%u", ks[i]);
  }
}

void heaps_rules_describe(const heaps_rules *r, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  if (r->kind == HEAPS_LASKER) {
    gr_buf_puts(out, zh ? "从一堆中取走任意个,或把一堆分成两个非空的堆"
                        : "remove any number of tokens from one heap, or split a heap into two non-empty heaps");
    return;
  }
  if (r->kind == HEAPS_SUBTRACTION) {
    gr_buf_puts(out, zh ? "从一堆中取走 " : "remove ");
    list_ks(r->set, r->nset, zh, out);
    gr_buf_puts(out, zh ? " 个" : (r->nset == 1 && r->set[0] == 1 ? " token from one heap" : " tokens from one heap"));
    return;
  }
  bool any = false;
  if (r->digit[0] == 4) {
    gr_buf_puts(out, zh ? "把一堆分成两个非空的堆(不取走)" : "split a heap into two non-empty heaps (removing nothing)");
    any = true;
  }
  uint32_t *ks = malloc(((size_t)r->t + 1) * sizeof *ks);
  if (ks == NULL) return;
  for (unsigned d = 1; d <= 7; d++) {
    size_t n = 0;
    for (uint32_t k = 1; k <= r->t; k++)
      if (r->digit[k] == d) ks[n++] = k;
    if (n == 0) continue;
    if (any) gr_buf_puts(out, zh ? ";" : "; ");
    any = true;
    gr_buf_puts(out, zh ? "取走 " : "remove ");
    list_ks(ks, n, zh, out);
    gr_buf_puts(out, zh ? " 个,之后" : (n == 1 && ks[0] == 1 ? " token, leaving " : " tokens, leaving "));
    const char *what[3][2] = {{"nothing", "整堆取完"},
                              {"one heap", "剩一堆"},
                              {"two heaps", "剩两堆"}};
    unsigned nparts = (d & 1) + ((d >> 1) & 1) + ((d >> 2) & 1), shown = 0;
    for (int b = 0; b < 3; b++) {
      if (!(d & (1u << b))) continue;
      if (shown) gr_buf_puts(out, shown + 1 == nparts ? (zh ? "或" : " or ") : (zh ? "、" : ", "));
      shown++;
      gr_buf_puts(out, what[b][zh]);
    }
  }
  free(ks);
  if (!any) gr_buf_puts(out, zh ? "没有任何走法" : "no move at all");
}
