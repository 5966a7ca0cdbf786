/*
 * text.c — position text helpers shared by the games: integer lists with
 * commas or spaces, and language names.
 */
#include "grundy.h"
#include "scan.h"
#include "core_text.h"

#include <stdio.h>
#include <string.h>

int gr_parse_u64_list(const char *text, gr_noun what, size_t max_count, gr_pos *out, gr_error *err) {
  return gr_parse_u64_list_n(text, strlen(text), what, max_count, out, err);
}

int gr_parse_u64_list_n(const char *text, size_t len, gr_noun what, size_t max_count, gr_pos *out,
                        gr_error *err) {
  gr_pos_free(out);
  gr_scan s;
  gr_scan_init(&s, text, len, true);
  size_t count = 0;
  for (;;) {
    uint64_t v;
    if (!gr_scan_at_end(&s) && count == max_count) {
      const char *noun_langs[GR_NLANG], *item_langs[GR_NLANG];
      char item[GR_NLANG][96];
      for (int lang = 0; lang < GR_NLANG; lang++) {
        noun_langs[lang] = gr_text(&gr_core_texts, (gr_lang)lang, gr_core_noun(what));
        gr_buf b;
        gr_buf_init(&b);
        gr_say(&b, &gr_core_texts, (gr_lang)lang, CORE_ITEM, GR_U(count + 1), GR_S(noun_langs[lang]));
        gr_snprintf(item[lang], sizeof item[lang], "%s", b.data ? b.data : noun_langs[lang]);
        item_langs[lang] = item[lang];
        gr_buf_free(&b);
      }
      gr_error_say(err, GR_ELIMIT, &gr_core_texts, CORE_LIST_TOO_MANY, GR_U(max_count), GR_L(noun_langs),
                   GR_L(item_langs), GR_U(s.line), GR_U((size_t)(s.p - s.line_start) + 1));
      goto fail;
    }
    /* The item is named only for a message (as in gr_scan_u64): writing
     * "pile 123456" for each of a million numbers was most of the page's
     * reading (issue 13). */
    gr_scan at = s;
    int r = gr_scan_u64_langs(&s, NULL, &v, err);
    if (r < 0 && err->status != GR_ENOMEM) {
      s = at;
      gr_error_clear(err);
      r = gr_scan_u64_item(&s, what, count + 1, &v, err); /* the same failure, named */
    }
    if (r < 0) goto fail;
    if (r == 0) break;
    if (count == out->len && gr_pos_resize(out, out->len ? 2 * out->len : 16, err) != 0) goto fail;
    out->v[count++] = v;
  }
  if (count == 0) {
    gr_pos_free(out);
    return 0;
  }
  return gr_pos_resize(out, count, err);
fail:
  gr_pos_free(out);
  return -1;
}

int gr_lang_parse(const char *name) {
  if (name == NULL) return -1;
  if (strcmp(name, "en") == 0) return GR_EN;
  if (strcmp(name, "zh") == 0 || strcmp(name, "zh-CN") == 0 || strcmp(name, "zh-Hans") == 0) return GR_ZH;
  return -1;
}
