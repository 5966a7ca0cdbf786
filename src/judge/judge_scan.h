/*
 * judge_scan.h — reading a judge's numbers with messages in every language
 * (internal).  The item is named by a key of judge_texts with up to three
 * numbers (set 2, heap 5, ...), written out only when there is a message, so
 * that long inputs stay cheap.
 */
#ifndef GR_JUDGE_SCAN_H
#define GR_JUDGE_SCAN_H

#include "core/scan.h"
#include "judge/judge_text.h"

/* 1: read; 0: the input ended (only when !need); -1: error. */
int judge_scan(gr_scan *sc, bool need, unsigned key, uint64_t a, uint64_t b, uint64_t c, uint64_t *v, gr_error *err);
/* The item name in every language, for other messages: names[lang] point
 * into buf. */
void judge_name(unsigned key, uint64_t a, uint64_t b, uint64_t c, char buf[GR_NLANG][96], const char *names[GR_NLANG]);

#endif
