/*
 * judge_scan.c — a judge's numbers read with their names in every language
 * (see judge_scan.h).
 */
#include "judge/judge_scan.h"

#include <stdio.h>

void judge_name(unsigned key, uint64_t a, uint64_t b, uint64_t c, char buf[GR_NLANG][96], const char *names[GR_NLANG]) {
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf out;
    gr_buf_init(&out);
    gr_say(&out, &judge_texts, (gr_lang)lang, key, GR_U(a), GR_U(b), GR_U(c));
    snprintf(buf[lang], sizeof buf[lang], "%s", out.data ? out.data : "?");
    names[lang] = buf[lang];
    gr_buf_free(&out);
  }
}

int judge_scan(gr_scan *sc, bool need, unsigned key, uint64_t a, uint64_t b, uint64_t c, uint64_t *v, gr_error *err) {
  gr_scan before = *sc;
  int r = gr_scan_u64_langs(sc, NULL, v, err);
  if (r > 0 || (r == 0 && !need)) return r;
  if (r < 0 && err->status == GR_ENOMEM) return -1;
  char buf[GR_NLANG][96];
  const char *names[GR_NLANG];
  judge_name(key, a, b, c, buf, names);
  *sc = before;
  gr_error_clear(err);
  return need ? (gr_scan_need_u64_langs(sc, names, v, err) == 0 ? 1 : -1) : gr_scan_u64_langs(sc, names, v, err);
}
