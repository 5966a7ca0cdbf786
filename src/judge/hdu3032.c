/*
 * hdu3032.c — HDU 3032 Nim or not Nim?: Lasker's Nim (take from a heap, or
 * split a heap into two non-empty heaps); Alice moves first.
 *
 * Input: T, then per test N and the N heap sizes.  Output per test "Alice"
 * when the first player wins, else "Bob".  Theory: lasker.c, the closed
 * form SG(h) = h - 1 (h % 4 == 0, h > 0), h (h % 4 == 1, 2), h + 1
 * (h % 4 == 3); the first player wins exactly when their xor is non-zero.
 *
 * The problem promises T <= 100, N <= 10^6 and 1 <= s[i] <= 2^31 - 1; we
 * accept T up to 1,000,000, N up to 10,000,000 and heaps of
 * 0 .. 2^64 - 2.  2^64 - 1 is refused with its place: its Grundy value
 * 2^64 does not fit in 64 bits.
 */
#include "games/lasker.h"
#include "judge/judges.h"
#include "judge/sgread.h"

static int heap_check(uint64_t v, const char *what, size_t line, gr_error *err) {
  if (v > LASKER_MAX_HEAP)
    return gr_error_set(err, GR_ERANGE,
                        "%s at line %zu is 18446744073709551615: its Grundy value 2^64 does not fit in 64 bits", what,
                        line);
  return 0;
}

static int lasker_verdict(sgj_item *items, size_t n, size_t test, bool *first, gr_error *err) {
  (void)test, (void)err;
  uint64_t x = 0;
  for (size_t i = 0; i < n; i++) x ^= lasker_sg(items[i].v);
  *first = x != 0;
  return 0;
}

static const sgj_problem hdu3032 = {
    .counted = true, .count_name = "the heap count N", .item_name = "heap",
    .check = heap_check, .verdict = lasker_verdict,
    .first_wins = "Alice", .second_wins = "Bob"};

int gr_judge_hdu3032_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return sgj_start(&hdu3032, input, len, job, err);
}
