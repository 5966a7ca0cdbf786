/*
 * scan.h — reading whitespace-separated unsigned integers from text with
 * line and column numbers for error messages (internal to libgrundy).
 */
#ifndef GR_SCAN_H
#define GR_SCAN_H

#include "grundy.h"

typedef struct gr_scan {
  const char *p, *end;
  const char *line_start;
  size_t line;           /* 1-based */
  bool commas;           /* a comma also separates numbers */
} gr_scan;

/* True when p (< end) ends a line: LF, or a CR not followed by LF (CRLF
 * ends at its LF). */
bool gr_scan_line_end(const char *p, const char *end);
/* A UTF-8 byte order mark (EF BB BF) at the start of data is skipped:
 * line 1, column 1 is the byte after it. */
void gr_scan_init(gr_scan *s, const char *data, size_t len, bool commas);
/* -1 with "a NUL byte at line L, column C" when the token tok[0..n) (on the
 * scanner's current line) holds a NUL byte, else 0.  Readers that take
 * their own tokens (grid rows) call it on each. */
int gr_scan_check_token(const gr_scan *s, const char *tok, size_t n, gr_error *err);
/* 1: a value was read; 0: the input ended (nothing consumed); -1: error
 * naming `what` ("the pile count of test 2"), the line and the column. */
int gr_scan_u64(gr_scan *s, const char *what, uint64_t *out, gr_error *err);
/* The same naming item `number` of a kind in every language ("heap 3",
 * "第 3 堆"). */
int gr_scan_u64_item(gr_scan *s, gr_noun noun, uint64_t number, uint64_t *out, gr_error *err);
/* The same with the item named in every language (what[lang]); NULL names
 * it "a value". */
int gr_scan_u64_langs(gr_scan *s, const char *const *what, uint64_t *out, gr_error *err);
/* Like gr_scan_u64_langs, but the end of input is an error too. */
int gr_scan_need_u64_langs(gr_scan *s, const char *const *what, uint64_t *out, gr_error *err);
/* Like gr_scan_u64, but the end of input is an error too. */
int gr_scan_need_u64(gr_scan *s, const char *what, uint64_t *out, gr_error *err);
/* Reads the n piles of judge test `test` (1-based) into out: each a
 * positive integer; the end of input or a 0 is an error naming the pile,
 * the test and the line. */
int gr_scan_test_piles(gr_scan *s, uint64_t n, size_t test, uint64_t *out, gr_error *err);
/* A token quoted for a message: at most 24 characters then "...", control
 * bytes as '?'; out holds at least 28 bytes. */
void gr_scan_quote(const char *tok, size_t n, char *out, size_t cap);
/* Skips separators; true when nothing but separators is left. */
bool gr_scan_at_end(gr_scan *s);
/* Fails with "unexpected text after ..." unless only separators remain. */
int gr_scan_expect_end(gr_scan *s, const char *after, gr_error *err);

#endif
