/*
 * judge_read.h — the pieces every judge reader shares (internal): arrays
 * that grow as a file is read, sorted values without repeats, the number of
 * tests T, values named only when there is a message, the work bound of a
 * file, the tests of "n and n positive piles", the job of a judge that
 * needs one of its own, and the answers job, which writes one line per
 * test ("First" / "Second", ...) from verdicts found while reading.
 *
 * A judge reads and checks its whole input first (a bad file produces no
 * output).  Where a test's verdict is cheap (about linear in its input, or
 * a look-up in a table built once the input is read) it is found while
 * reading and kept as one byte; the job then only writes the lines.
 * Judges whose verdicts cost more run them in their own jobs.
 */
#ifndef GR_JUDGE_READ_H
#define GR_JUDGE_READ_H

#include "core/scan.h"

/* Makes room for `need` elements of `size` bytes in *p (capacity *cap,
 * doubled from 64); -1 with "out of memory reading the input". */
int judge_grow(void **p, size_t *cap, size_t need, size_t size, gr_error *err);

/* Orders uint32_t values (qsort, bsearch). */
int judge_cmp_u32(const void *a, const void *b);
/* Sorts a[0 .. n) and drops the repeats; the number left. */
size_t judge_distinct_u32(uint32_t *a, size_t n);

/* The number of tests, named `what` ("the number of tests T"); past `max`:
 * "<letter> = T tests at line L: at most max are accepted". */
int judge_read_tests(gr_scan *sc, const char *what, const char *letter, uint64_t max, uint64_t *t, gr_error *err);

/* Adds test `test`'s work (at `line`) to the file's *total, refusing it
 * past `max`, the work one file may take: the message names the measure
 * (`measure`, a key of judge_texts). */
int judge_file_work(uint64_t *total, uint64_t work, uint64_t max, size_t test, size_t line, unsigned measure,
                    gr_error *err);

/* gr_scan_u64 naming the value "<prefix><index>" in messages; the name is
 * only written out when there is a message (10^6 values stay cheap). */
int judge_scan_named(gr_scan *sc, const char *prefix, size_t index, uint64_t *v, gr_error *err);

/* The tests of "n, then n positive piles" (zjoi2009, cf1382b), all piles
 * back to back: test k's are v[start[k] .. start[k + 1]). */
typedef struct judge_piles {
  uint64_t *v;
  size_t *start;
  size_t tests, count;
} judge_piles;

/* Reads t such tests; n must be 1 .. max_n ("test K: n = N at line L; n
 * must be between 1 and max_n"), then admit (NULL: none) may refuse the
 * test by its n, knowing the piles before it.  p is freed on failure. */
int judge_read_piles(gr_scan *sc, uint64_t t, uint64_t max_n,
                     int (*admit)(void *ctx, size_t test, uint64_t n, size_t line, size_t before, gr_error *err),
                     void *ctx, judge_piles *p, gr_error *err);
void judge_piles_free(judge_piles *p);

/* The verdicts of a judge's tests, one byte each, and the two lines it
 * prints (without the newline). */
typedef struct judge_answers {
  unsigned char *first; /* 1 when the first player wins */
  size_t count, cap;
  const char *win, *lose;
} judge_answers;

void judge_answers_init(judge_answers *a, const char *win, const char *lose);
int judge_answer(judge_answers *a, bool first_wins, gr_error *err);
void judge_answers_free(judge_answers *a);
/* The job writing the lines, one unit per test; it takes the answers over
 * (they are freed on failure too). */
int judge_answers_job(judge_answers *a, gr_job **job, gr_error *err);

/* For a judge with a job of its own: the job, with `size` zeroed bytes of
 * state that it owns (its arrays of known size are best taken with
 * gr_job_alloc), and the scanner over the input; the state, or NULL with
 * err set. */
void *judge_own_job(const gr_job_ops *ops, size_t size, const char *input, size_t len, gr_scan *sc, gr_job **job,
                    gr_error *err);
/* Frees the job of a judge that could not start; -1. */
int judge_own_fail(gr_job **job);

/* What a judge of one line per test reads with: the scanner over its input,
 * the verdicts so far, and its problem's description (NULL: none). */
typedef struct judge_reader {
  gr_scan sc;
  judge_answers answers;
  const void *problem;
} judge_reader;

/* Runs read (0, or -1 with err set) over the input, then makes the answers
 * job; nothing is written when read fails. */
int judge_start(const char *input, size_t len, const char *win, const char *lose, const void *problem,
                int (*read)(judge_reader *rd, gr_error *err), gr_job **job, gr_error *err);

#endif
