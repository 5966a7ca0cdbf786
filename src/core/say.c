/*
 * say.c — messages from tables: the formatter behind gr_say and
 * gr_error_say.
 *
 * A message is a format string looked up by key in the table of the
 * requested language (gr_texts).  Parameters are written {1}, {2}, ... so a
 * translation may put them in another order; {N|one|other} picks a word by
 * whether parameter N is 1.  Anything else is copied as it is, so texts may
 * hold braces of their own ("S{1,3,4}", "mex{0, 1}").  The formatter never
 * fails: a missing text or parameter is written as "?", which the
 * message-table test makes sure never happens.
 */
#include "grundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const lang_codes[GR_NLANG] = {[GR_EN] = "en", [GR_ZH] = "zh"};

const char *gr_lang_code(gr_lang lang) { return (unsigned)lang < GR_NLANG ? lang_codes[lang] : "en"; }

/* The languages whose texts are not in memory (gr_texts_set_away): none,
 * except in the page's WebAssembly, whose texts travel apart. */
static bool texts_away[GR_NLANG];

void gr_texts_set_away(gr_lang lang, bool away) {
  if ((unsigned)lang < GR_NLANG) texts_away[lang] = away;
}

/* A table's texts in a language, by key (NULL when it has none, or while the
 * language is away: its blob is zeros then, and an index filled from it
 * would outlive the texts' arrival): its index,
 * filled from the blob, where they follow each other, at the first call.
 * Threads may race to fill it (grundy.h, "Threads"): each stores the same
 * pointers, atomically, and key 0 last with release, so a reader that
 * sees key 0 (acquire) sees every other key too. */
static const char **texts_of(const gr_texts *t, int lang) {
  const char **at = t->at[lang];
  if (t->blob[lang] == NULL || at == NULL || t->count == 0 || texts_away[lang]) return NULL;
  if (__atomic_load_n(&at[0], __ATOMIC_ACQUIRE) == NULL) {
    const char *first = t->blob[lang], *p = first + strlen(first) + 1;
    for (size_t key = 1; key < t->count; key++, p += strlen(p) + 1) __atomic_store_n(&at[key], p, __ATOMIC_RELAXED);
    __atomic_store_n(&at[0], first, __ATOMIC_RELEASE);
  }
  return at;
}

const char *gr_text(const gr_texts *t, gr_lang lang, unsigned key) {
  if (t == NULL || key >= t->count || (unsigned)lang >= GR_NLANG) return "?";
  const char **at = texts_of(t, lang);
  return at ? __atomic_load_n(&at[key], __ATOMIC_RELAXED) : "?";
}

/* Reads "{N}" or "{N|a|b}" at *p (which points at '{'); returns false when
 * it is not a placeholder.  On success *end is just past the '}'. */
static bool placeholder(const char *p, unsigned *n, const char **one, size_t *one_len, const char **other,
                        size_t *other_len, const char **end) {
  const char *q = p + 1;
  if (*q < '1' || *q > '9') return false;
  unsigned v = 0;
  while (*q >= '0' && *q <= '9' && v < 100) v = v * 10 + (unsigned)(*q++ - '0');
  *one = *other = NULL;
  *one_len = *other_len = 0;
  if (*q == '}') {
    *n = v;
    *end = q + 1;
    return true;
  }
  if (*q != '|') return false;
  const char *a = ++q;
  while (*q && *q != '|' && *q != '}') q++;
  if (*q != '|') return false;
  const char *b = ++q;
  while (*q && *q != '|' && *q != '}') q++;
  if (*q != '}') return false;
  *n = v;
  *one = a;
  *one_len = (size_t)(b - 1 - a);
  *other = b;
  *other_len = (size_t)(q - b);
  *end = q + 1;
  return true;
}

static void put_arg(gr_buf *out, const gr_texts *t, gr_lang lang, const gr_arg *a, int depth) {
  switch (a->kind) {
  case GR_ARG_U64:
    gr_buf_u64(out, a->v.u);
    return;
  case GR_ARG_I64:
    if (a->v.i < 0) {
      gr_buf_putc(out, '-');
      gr_buf_u64(out, (uint64_t)0 - (uint64_t)a->v.i);
    } else {
      gr_buf_u64(out, (uint64_t)a->v.i);
    }
    return;
  case GR_ARG_U128:
    gr_buf_u128(out, a->v.w.hi, a->v.w.lo);
    return;
  case GR_ARG_STR:
    gr_buf_puts(out, a->v.s ? a->v.s : "?");
    return;
  case GR_ARG_LANGS:
    gr_buf_puts(out, a->v.langs && a->v.langs[lang] ? a->v.langs[lang] : "?");
    return;
  case GR_ARG_KEY:
    if (depth < 4) {
      /* A nested message has no parameters of its own. */
      const char *f = gr_text(t, lang, a->v.key);
      gr_buf_puts(out, f);
      return;
    }
    break;
  default:
    break;
  }
  gr_buf_putc(out, '?');
}

void gr_say_args(gr_buf *out, const gr_texts *t, gr_lang lang, unsigned key, const gr_arg *args, size_t nargs) {
  const char *f = gr_text(t, lang, key);
  const char *run = f;
  for (const char *p = f; *p;) {
    unsigned n;
    const char *one, *other, *end;
    size_t one_len, other_len;
    if (*p != '{' || !placeholder(p, &n, &one, &one_len, &other, &other_len, &end)) {
      p++;
      continue;
    }
    gr_buf_putn(out, run, (size_t)(p - run));
    const gr_arg *a = n >= 1 && n <= nargs ? &args[n - 1] : NULL;
    if (a == NULL)
      gr_buf_putc(out, '?');
    else if (one == NULL)
      put_arg(out, t, lang, a, 0);
    else {
      bool is_one = (a->kind == GR_ARG_U64 && a->v.u == 1) || (a->kind == GR_ARG_I64 && a->v.i == 1) ||
                    (a->kind == GR_ARG_U128 && a->v.w.hi == 0 && a->v.w.lo == 1);
      gr_buf_putn(out, is_one ? one : other, is_one ? one_len : other_len);
    }
    p = run = end;
  }
  gr_buf_puts(out, run);
}

/* A parameter's text in `lang` when it is a text (a quoted input, a list of
 * names, another message), else NULL: the parts a long message may shorten. */
static const char *text_of(const gr_arg *a, gr_lang lang) {
  if (a->kind == GR_ARG_STR) return a->v.s;
  if (a->kind == GR_ARG_LANGS && a->v.langs) return a->v.langs[lang];
  return NULL;
}

/* The shortest a shortened parameter becomes: enough to recognise it. */
#define KEEP_AT_LEAST 24
#define ELLIPSIS "\xe2\x80\xa6" /* "…", 3 bytes of UTF-8 */

/* Where to cut s to at most `keep` bytes: at a character boundary, and at
 * the blank before a word when one is near (a list of names loses whole
 * names). */
static size_t cut_at(const char *s, size_t keep) {
  while (keep > 0 && ((unsigned char)s[keep] & 0xC0) == 0x80) keep--;
  for (size_t back = 0; back < 16 && back < keep; back++)
    if (s[keep - back] == ' ') return keep - back;
  return keep;
}

/* The message in `lang` into out, shorter than `cap` bytes: whole when it
 * fits.  When it does not, the words of the table are kept and the longest
 * texts among the parameters (what the user typed, a list) are shortened,
 * each ending in "…", until it fits; only a message whose own words pass
 * the bound (none today: test_errors) is cut, at a character, with "…". */
static void say_within(char *out, size_t cap, const gr_texts *t, gr_lang lang, unsigned key, const gr_arg *args,
                       size_t nargs) {
  gr_arg *own = nargs ? malloc(nargs * sizeof *own) : NULL;
  gr_buf *shortened = nargs ? calloc(nargs, sizeof *shortened) : NULL;
  if (nargs && (own == NULL || shortened == NULL)) nargs = 0; /* out of memory: the words alone, cut below */
  for (size_t i = 0; i < nargs; i++) own[i] = args[i];
  gr_buf b;
  gr_buf_init(&b);
  for (size_t round = 0; round <= nargs; round++) {
    gr_buf_reset(&b);
    gr_say_args(&b, t, lang, key, own, nargs);
    if (b.len < cap) break;
    size_t longest = 0, at = nargs;
    for (size_t i = 0; i < nargs; i++) {
      const char *s = text_of(&own[i], lang);
      size_t len = s ? strlen(s) : 0;
      if (len > longest) longest = len, at = i;
    }
    if (at == nargs || longest <= KEEP_AT_LEAST) break;
    size_t excess = b.len - (cap - 1) + sizeof ELLIPSIS - 1;
    const char *s = text_of(&own[at], lang);
    size_t keep = cut_at(s, longest > excess + KEEP_AT_LEAST ? longest - excess : KEEP_AT_LEAST);
    gr_buf_reset(&shortened[at]);
    gr_buf_putn(&shortened[at], s, keep);
    gr_buf_puts(&shortened[at], ELLIPSIS);
    own[at] = (gr_arg){.kind = GR_ARG_STR, .v.s = shortened[at].data ? shortened[at].data : "?"};
  }
  const char *s = b.data ? b.data : "";
  size_t len = strlen(s);
  if (len >= cap) { /* the last resort: cut at a character, and say so */
    len = cut_at(s, cap - sizeof ELLIPSIS);
    memcpy(out + len, ELLIPSIS, sizeof ELLIPSIS);
  } else {
    out[len] = '\0';
  }
  memcpy(out, s, len);
  gr_buf_free(&b);
  for (size_t i = 0; i < nargs; i++) gr_buf_free(&shortened[i]);
  free(shortened);
  free(own);
}

int gr_error_say_args(gr_error *err, gr_status status, const gr_texts *t, unsigned key, const gr_arg *args,
                      size_t nargs) {
  if (err == NULL || err->status != GR_OK) return -1;
  err->status = status;
  err->code = GR_E_NONE;
  for (int lang = 0; lang < GR_NLANG; lang++)
    say_within(err->text[lang], sizeof err->text[lang], t, (gr_lang)lang, key, args, nargs);
  return -1;
}

int gr_error_pass(gr_error *err, const gr_error *from) {
  if (err == NULL || err == from || err->status != GR_OK) return -1;
  *err = *from;
  if (err->status == GR_OK) err->status = GR_ESTATE;
  return -1;
}

/* ---- checking a table ------------------------------------------------------ */

/* The parameters a format uses as {N} (bit N), and the largest N that any
 * placeholder, {N|one|other} included, names. */
static uint64_t used_params(const char *f, unsigned *largest) {
  uint64_t used = 0;
  *largest = 0;
  for (const char *p = f; *p; p++) {
    unsigned n;
    const char *one, *other, *end;
    size_t one_len, other_len;
    if (*p != '{' || !placeholder(p, &n, &one, &one_len, &other, &other_len, &end)) continue;
    if (n > *largest) *largest = n;
    if (one == NULL && n < 64) used |= (uint64_t)1 << n;
    p = end - 1;
  }
  return used;
}

size_t gr_texts_check(const gr_texts *t, gr_buf *report) {
  size_t problems = 0;
  for (unsigned key = 0; key < t->count; key++) {
    uint64_t want = 0;
    unsigned want_largest = 0;
    for (int lang = 0; lang < GR_NLANG; lang++) {
      const char **at = texts_of(t, lang);
      const char *f = at ? __atomic_load_n(&at[key], __ATOMIC_RELAXED) : NULL;
      if (f == NULL) {
        gr_buf_printf(report, "%s: key %u has no %s text\n", t->domain, key, gr_lang_code((gr_lang)lang));
        problems++;
        continue;
      }
      unsigned largest;
      uint64_t used = used_params(f, &largest);
      if (lang == GR_EN) {
        want = used;
        want_largest = largest;
      } else if (used != want) {
        gr_buf_printf(report, "%s: key %u: the %s text uses other parameters than the English one: \"%s\"\n",
                      t->domain, key, gr_lang_code((gr_lang)lang), f);
        problems++;
      }
      /* A word chooser must name a parameter that the message has. */
      unsigned highest = 0;
      for (unsigned n = 1; n < 64; n++)
        if ((want | used) >> n & 1) highest = n;
      if (largest > highest && largest > want_largest) {
        gr_buf_printf(report, "%s: key %u: the %s text names parameter {%u}, which no language writes\n", t->domain,
                      key, gr_lang_code((gr_lang)lang), largest);
        problems++;
      }
    }
  }
  return problems;
}
