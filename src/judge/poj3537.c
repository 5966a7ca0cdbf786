/*
 * poj3537.c — the judge problem POJ 3537 "Crosses and Crosses".
 *
 * Input: one n, the length of a 1 x n strip.  The players in turn put an X
 * on an empty square; whoever makes three X in a row wins.  Output: "1"
 * when the first player wins, else "2".
 *
 * Theory (the reduction to a heap game): a player who puts an X within
 * distance 2 of another X lets the opponent complete three in a row at
 * once (XX_ or X_X), so nobody does that while another move is left; a
 * player left only with such moves loses.  So once an X stands, the
 * squares within distance 2 of it are dead, and the game is played on the
 * live stretches: putting an X on square i (1 .. n) of a stretch of n
 * kills i - 2 .. i + 2 and leaves stretches of i - 3 and n - i - 2 squares
 * (clamped at 0).  As a heap game that is the octal code 0.11337 (the
 * ruleset `crosses` of the heap engine, src/algo/sgrules.c, which spells
 * out the digits), so the first player wins exactly when G(n) != 0, read
 * from the engine's Grundy sequence (the rare-value method, the proved
 * period when there is one).  tests/unit/test_contest.c compares this with
 * an exhaustive search of the real X-placing game on every n up to 14.
 *
 * Limits: the problem promises 3 <= n <= 2000; we accept 3 .. 20000 (below
 * 3 nobody can win).
 */
#include "judge/judge_read.h"
#include "judge/judge_scan.h"
#include "judge/judges.h"
#include "algo/sgseq.h"

#define CC_MAX_N 20000u

static int strip_first_wins(uint32_t n, bool *wins, gr_error *err) {
  heaps_rules rules;
  heaps_rules_init(&rules);
  heaps_seq seq;
  static const char crosses[] = "crosses";
  if (heaps_rules_parse(crosses, sizeof crosses - 1, &rules, err) != 0) return -1;
  int rc = heaps_seq_compute(&rules, (uint64_t)n + 1, HEAPS_AUTO, &seq, err);
  heaps_rules_free(&rules);
  if (rc != 0) return -1;
  *wins = seq.g[n] != 0;
  heaps_seq_free(&seq);
  return 0;
}

static int read_strip(judge_reader *rd, gr_error *err) {
  uint64_t n;
  bool wins = false;
  if (judge_scan(&rd->sc, true, JUDGE_ITEM_STRIP, 0, 0, 0, &n, err) < 0) return -1;
  if (n < 3 || n > CC_MAX_N)
    return gr_error_say(err, GR_ERANGE, &judge_texts, JUDGE_VALUE_RANGE, GR_K(JUDGE_NOUN_STRIP), GR_U(1),
                        GR_U(rd->sc.line), GR_U(n), GR_U(3), GR_U(CC_MAX_N));
  if (gr_scan_expect_end(&rd->sc, "the length n", err) != 0 || strip_first_wins((uint32_t)n, &wins, err) != 0)
    return -1;
  return judge_answer(&rd->answers, wins, err);
}

int gr_judge_poj3537_start(const char *input, size_t len, gr_job **job, gr_error *err) {
  return judge_start(input, len, "1", "2", NULL, read_strip, job, err);
}
