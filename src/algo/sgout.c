/*
 * sgout.c — the results of the Grundy-sequence engine (sgseq.h) in words
 * and in JSON: the period's verdict and its reason, the text and JSON of
 * `grundy sg`, and the public face of the engine (grundy.h's gr_sg_*), which
 * the CLI and the WASM build call.
 *
 * The text of `grundy sg` is, line by line: the ruleset with its name and
 * its moves in words, G(0..N) twenty values a row, the preperiod and period
 * with the verdict (proved or observed), the reason, and the method used.
 */
#include "sgseq.h"
#include "sgseq_text.h"
#include "sgout_text.h"

#include <stdio.h>
#include <string.h>

void heaps_period_describe(const heaps_rules *r, const heaps_period *P, uint64_t count, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &sgseq_texts;
  uint64_t n0 = P->preperiod, p = P->period, last = count ? count - 1 : 0;
  if (P->status == HEAPS_NONE) {
    gr_say(out, T, lang, SGSEQ_WHY_NONE, GR_U(last));
    return;
  }
  uint64_t hi = n0 + P->holds - 1;
  int64_t saltus = P->saltus;
  if (saltus != 0)
    gr_say(out, T, lang, SGSEQ_WHY_SALTUS, GR_U(p), GR_S(saltus > 0 ? "+" : "-"),
           GR_U(saltus > 0 ? (uint64_t)saltus : (uint64_t)0 - (uint64_t)saltus), GR_U(n0), GR_U(hi));
  else
    gr_say(out, T, lang, SGSEQ_WHY_PLAIN, GR_U(p), GR_U(n0), GR_U(hi));
  bool proved = P->status == HEAPS_PROVED;
  if (P->bound == HEAPS_BOUND_NONE)
    gr_say(out, T, lang, r->kind == HEAPS_GRUNDY ? SGSEQ_WHY_GRUNDY : SGSEQ_WHY_LASKER);
  else if (P->bound == HEAPS_BOUND_ALLBUT)
    gr_say(out, T, lang,
           proved                       ? SGSEQ_WHY_ALLBUT_PROVED
           : P->needed == UINT64_MAX ? SGSEQ_WHY_ALLBUT_UNBOUNDED
                                        : SGSEQ_WHY_ALLBUT_OBSERVED,
           GR_U(count), GR_U(r->t), GR_U(P->needed), GR_U(n0), GR_U(p));
  else if (P->bound == HEAPS_BOUND_OCTAL)
    gr_say(out, T, lang, proved ? SGSEQ_WHY_OCTAL_PROVED : SGSEQ_WHY_OCTAL_OBSERVED, GR_U(count), GR_U(n0), GR_U(p),
           GR_U(P->needed), GR_U(r->t));
  else /* the window bound: needed = i0 + p + t (heaps_period_judge) */
    gr_say(out, T, lang, proved ? SGSEQ_WHY_WINDOW_PROVED : SGSEQ_WHY_WINDOW_OBSERVED, GR_U(r->t), GR_U(count),
           GR_U(P->needed - p - r->t), GR_U(p), GR_U(P->needed));
}

void heaps_seq_text(const heaps_seq *s, gr_lang lang, gr_buf *out) {
  const gr_texts *T = &sgout_texts;
  unsigned long long last = s->count - 1;
  gr_say(out, T, lang, SGOUT_RULESET_LABEL);
  heaps_rules_headline(&s->rules, lang, out);
  gr_buf_printf(out, "\nG(0..%llu):\n", last);
  int width = 1;
  for (unsigned long long x = last; x >= 10; x /= 10) width++;
  /* a row at a time: the label by printf, the values by hand (2^24 values are 50 MB of text) */
  char row[20 * 7];
  for (uint64_t i = 0; i < s->count; i += 20) {
    gr_buf_printf(out, "%s%*llu ", i ? "\n" : "", width, (unsigned long long)i);
    size_t len = 0;
    for (uint64_t j = i; j < i + 20 && j < s->count; j++) {
      unsigned v = s->g[j];
      char d[5];
      int nd = 0;
      do d[nd++] = (char)('0' + v % 10), v /= 10;
      while (v);
      row[len++] = ' ';
      while (nd) row[len++] = d[--nd];
    }
    gr_buf_putn(out, row, len);
  }
  gr_buf_putc(out, '\n');
  const heaps_period *P = &s->period;
  if (P->status == HEAPS_NONE) {
    gr_say(out, T, lang, SGOUT_NONE_FOUND, GR_U(last));
  } else {
    gr_say(out, T, lang, SGOUT_PERIOD_LINE, GR_U(P->preperiod), GR_U(P->period));
    if (P->saltus) gr_say(out, T, lang, SGOUT_SALTUS_PART, GR_I(P->saltus));
    gr_say(out, T, lang, P->status == HEAPS_PROVED ? SGOUT_STATUS_PROVED : SGOUT_STATUS_OBSERVED);
  }
  gr_say(out, T, lang, SGOUT_WHY_LABEL);
  heaps_period_describe(&s->rules, P, s->count, lang, out);
  gr_say(out, T, lang, SGOUT_METHOD_LABEL);
  uint64_t c = s->computed;
  if (s->method == HEAPS_NAIVE) {
    gr_say(out, T, lang, SGOUT_METHOD_NAIVE, GR_U(c - 1));
  } else if (s->mask != 0) {
    char mask[16];
    gr_snprintf(mask, sizeof mask, "%x", s->mask);
    gr_say(out, T, lang, SGOUT_METHOD_RARE, GR_U(c - 1), GR_S(mask),
           GR_S(s->sigma ? gr_text(T, lang, SGOUT_WITH_PARITY) : ""), GR_U(s->rare_heaps), GR_U(s->naive_values));
  } else {
    gr_say(out, T, lang, SGOUT_METHOD_MEX, GR_U(c - 1));
  }
  if (s->computed < s->count) gr_say(out, T, lang, SGOUT_FROM_PERIOD, GR_U(c), GR_U(last));
  gr_buf_putc(out, '\n');
}

/* JSON values (identifiers, not words). */
static const char *status_name(heaps_status s) {
  return s == HEAPS_PROVED ? "proved" : s == HEAPS_OBSERVED ? "observed" : "none";
}

static const char *kind_name(heaps_kind k) {
  return k == HEAPS_LASKER        ? "lasker"
         : k == HEAPS_GRUNDY      ? "grundy"
         : k == HEAPS_SUBTRACTION ? "subtraction"
         : k == HEAPS_ALLBUT      ? "allbut"
                                  : "octal";
}

/* "key": n, or null when !present. */
static void u64_or_null(gr_json *j, const char *key, bool present, uint64_t n) {
  gr_json_key(j, key);
  if (present) gr_json_u64(j, n);
  else gr_json_null(j);
}

void heaps_rules_json(gr_json *j, const heaps_rules *r) {
  gr_buf text;
  gr_buf_init(&text);
  heaps_rules_format(r, &text);
  gr_json_key(j, "ruleset");
  gr_json_string(j, text.data ? text.data : "");
  gr_buf_free(&text);
}

void heaps_seq_json(gr_json *j, const heaps_seq *s, bool with_values) {
  static const char *const methods[] = {"auto", "rare", "naive"};
  static const char *const bounds[] = {"none", "window", "octal", "allbut"};
  gr_json_object_begin(j);
  heaps_rules_json(j, &s->rules);
  gr_json_key(j, "kind");
  gr_json_string(j, kind_name(s->rules.kind));
  gr_json_key(j, "name");
  const char *name = heaps_rules_name(&s->rules);
  gr_json_string_or_null(j, name);
  u64_or_null(j, "t", s->rules.kind != HEAPS_LASKER, s->rules.t);
  if (s->rules.kind == HEAPS_ALLBUT) { /* the numbers a move may not remove */
    gr_json_key(j, "excluded");
    gr_json_array_begin(j);
    for (size_t i = 0; i < s->rules.nset; i++) gr_json_u64(j, s->rules.set[i]);
    gr_json_array_end(j);
  }
  gr_json_key(j, "upto");
  gr_json_u64(j, s->count - 1);
  if (with_values) {
    gr_json_key(j, "values");
    gr_json_array_begin(j);
    for (uint64_t i = 0; i < s->count; i++) gr_json_u64(j, s->g[i]);
    gr_json_array_end(j);
  }
  const heaps_period *P = &s->period;
  bool found = P->status != HEAPS_NONE;
  gr_json_key(j, "status");
  gr_json_string(j, status_name(P->status));
  u64_or_null(j, "preperiod", found, P->preperiod);
  u64_or_null(j, "period", found, P->period);
  gr_json_key(j, "saltus");
  if (found) gr_json_i64(j, P->saltus);
  else gr_json_null(j);
  u64_or_null(j, "holds", found, P->holds);
  gr_json_key(j, "bound");
  gr_json_string(j, bounds[P->bound]);
  u64_or_null(j, "needed", found && P->bound != HEAPS_BOUND_NONE && P->needed != UINT64_MAX, P->needed);
  gr_json_key(j, "why");
  gr_buf why;
  gr_buf_init(&why);
  heaps_period_describe(&s->rules, P, s->count, GR_EN, &why);
  gr_json_string(j, why.data ? why.data : "");
  gr_buf_free(&why);
  gr_json_key(j, "method");
  gr_json_string(j, methods[s->method]);
  gr_json_key(j, "computed");
  gr_json_u64(j, s->computed);
  gr_json_key(j, "mask");
  gr_json_u64(j, s->mask);
  gr_json_key(j, "sigma");
  gr_json_u64(j, (uint64_t)s->sigma);
  gr_json_key(j, "rare_heaps");
  gr_json_u64(j, s->rare_heaps);
  gr_json_key(j, "naive_values");
  gr_json_u64(j, s->naive_values);
  gr_json_object_end(j);
}

/* ---- the public face: grundy.h's gr_sg_* ---------------------------------- */

int gr_sg_start(const char *ruleset, uint64_t upto, gr_sg_method method, gr_job **job, gr_error *err) {
  *job = NULL;
  heaps_rules r;
  heaps_rules_init(&r);
  if (heaps_rules_parse(ruleset, strlen(ruleset), &r, err) != 0) return -1;
  if ((unsigned)method > GR_SG_NAIVE) {
    heaps_rules_free(&r);
    return gr_error_say(err, GR_EUNKNOWN, &sgout_texts, SGOUT_BAD_METHOD, GR_U((unsigned)method));
  }
  /* N + 1 values; N past the ruleset's limit (2^64 - 1 too, where N + 1
   * would wrap) is refused naming N itself. */
  int rc = upto > heaps_rules_max_upto(&r) ? heaps_refuse_upto(&r, upto, err)
                                           : heaps_seq_start(&r, upto + 1, (heaps_method)method, job, err);
  heaps_rules_free(&r);
  return rc;
}

const uint16_t *gr_sg_values(const gr_job *job, uint64_t *count) {
  const heaps_seq *s = heaps_seq_result(job);
  if (count) *count = s ? s->count : 0;
  return s ? s->g : NULL;
}

int gr_sg_text(const gr_job *job, gr_lang lang, gr_buf *out, gr_error *err) {
  const heaps_seq *s = heaps_seq_result(job);
  if (s == NULL) return gr_error_say(err, GR_ESTATE, &sgout_texts, SGOUT_NOT_A_SEQUENCE);
  heaps_seq_text(s, lang, out);
  return 0;
}

int gr_sg_json(gr_json *j, const gr_job *job, bool with_values, gr_error *err) {
  const heaps_seq *s = heaps_seq_result(job);
  if (s == NULL) return gr_error_say(err, GR_ESTATE, &sgout_texts, SGOUT_NOT_A_SEQUENCE);
  heaps_seq_json(j, s, with_values);
  return 0;
}
