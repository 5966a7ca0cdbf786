/*
 * sgseq.h — the Grundy-sequence engine: heap rulesets (octal codes, finite
 * subtraction sets, Lasker's Nim), their Grundy sequences G(0..N) with the
 * detected (and where a theorem applies, proved) period, and the text and
 * JSON of `grundy sg`.  An algorithm with no game in it (internal to
 * libgrundy; prefix heaps_, for heap rulesets).  The `heaps` game
 * (src/games/heaps.c) plays sums of heaps under one ruleset with it; the CLI
 * and the WASM build reach it through grundy.h's gr_sg_* (sgout.c).  Its
 * messages are in sgseq_text.c (keys in sgseq_text.h).
 *
 * Files: sgrules.c parses and describes rulesets, sgseq.c computes the
 * sequence (a resumable job) and its period, sgout.c writes the results.
 *
 * A ruleset says, for one heap, which positions a move may leave:
 *   - an octal code d0.d1d2...dt: digit d_k (0-7) says what a move removing
 *     k tokens may leave: bit 1 nothing (it takes a whole heap of exactly k),
 *     bit 2 one non-empty heap, bit 4 two non-empty heaps.  d0 (removing
 *     nothing) may only be 0 or 4 (4: split a heap in two).  0.77 is Kayles,
 *     0.07 Dawson's Kayles, 0.137 Dawson's chess.
 *   - a finite subtraction set S{s1,s2,...}: remove s_i tokens (the same
 *     game as the octal code with digit 3 at every s_i).
 *   - lasker: remove any number of tokens, or split a heap into two
 *     non-empty heaps (4.333... with infinitely many digits).
 *   - grundy: Grundy's game, split a heap into two unequal non-empty heaps
 *     (4.0 but for the equal split), computed by the same rare-value
 *     method (Flammenkamp's).
 *   - an all-but subtraction set S!{e1,e2,...}: remove any number of tokens
 *     except the e_i (a finite set E); arithmetic-periodic, G(n + p) =
 *     G(n) + s from some n0 on, proved by the check of sgallbut.c.
 *   - crosses: Crosses and Crosses (Treblecross) on a 1 x n strip, the
 *     octal code 0.11337 (heaps_rules_parse explains the reduction).
 */
#ifndef GR_ALGO_SGSEQ_H
#define GR_ALGO_SGSEQ_H

#include "grundy.h"

/* ---- limits ------------------------------------------------------------- */

#define HEAPS_MAX_DIGITS 256        /* octal digits after the point (t <= 256) */
#define HEAPS_MAX_SET 256           /* elements of a subtraction set */
#define HEAPS_MAX_ELEMENT 1000000   /* the largest element of a subtraction set */
/* grundy sg --upto N: octal codes and subtraction sets keep 2 bytes per value
 * (6 while the period is looked for), so 10^8 needs about 600 MB, within
 * the 2 GB a WASM page may grow to. */
#define HEAPS_MAX_UPTO 100000000u
/* Lasker's Nim is computed by the plain mex, O(N^2): 50,000 takes a few seconds. */
#define HEAPS_MAX_UPTO_LASKER 50000u
/* All-but sets: O(|E|) per value, but the values grow about linearly and
 * must stay within 16 bits (a larger one stops with a message naming it). */
#define HEAPS_MAX_UPTO_ALLBUT 10000000u
/* The work budget of a job (heaps_seq_start; heaps_seq_compute has none):
 * while no rare heaps help (every value a plain mex, whose cost is known in
 * advance), the options it would examine up to the next point where a
 * period may be proved (the next doubling of n) or the end; past it the job
 * refuses at once, naming how far the budget reaches (SGSEQ_WORK_BUDGET).
 * About 2 s of one core.  0.444...4 (256 digits) would take hours to 10^6;
 * the rare-value method has its own budget, HEAPS_MAX_RARE_WORK. */
#define HEAPS_MAX_WORK 2000000000u
/* The rare-value method's budget: options examined in all, projected from
 * its pace at each doubling (sgseq.c, rare_too_costly); about 3 s of one
 * core under load: G(0..1,200,000) of Grundy's game or 0.6, and 0.376 to
 * 2^23 (its period proved at 4,536,509) within it. */
#define HEAPS_MAX_RARE_WORK 6000000000u
/* Values are kept in 16 bits; a larger one stops the computation. */
#define HEAPS_MAX_VALUE 65535u

/* ---- rulesets ----------------------------------------------------------- */

/* HEAPS_GRUNDY: Grundy's game, split a heap into two unequal non-empty heaps
 * (kept as the octal code 4.0 with t = 0, digit[0] = 4, split = {0}, and
 * the rule that the two heaps differ).  Whether its sequence is periodic
 * is open: like Lasker's Nim, no period is ever claimed as proved. */
/* HEAPS_ALLBUT: remove any k >= 1 tokens but those in the finite set E
 * (set[0..nset), increasing; t = max E); digit is NULL, as for lasker. */
typedef enum heaps_kind {
  HEAPS_OCTAL = 1,
  HEAPS_SUBTRACTION = 2,
  HEAPS_LASKER = 3,
  HEAPS_GRUNDY = 4,
  HEAPS_ALLBUT = 5
} heaps_kind;

typedef struct heaps_rules {
  heaps_kind kind;
  uint32_t t;        /* the most tokens a move removes (octal, subtraction); 0 for lasker */
  uint8_t *digit;    /* digit[0..t] (octal, subtraction); NULL for lasker */
  uint32_t *set;     /* subtraction: the elements, increasing; all-but: the excluded E */
  size_t nset;
  /* Derived from the digits: */
  uint32_t *leave1;  /* k >= 1 whose digit has bit 2, increasing */
  size_t nleave1;
  uint32_t *split;   /* k >= 0 whose digit has bit 4, increasing */
  size_t nsplit;
} heaps_rules;

void heaps_rules_init(heaps_rules *r);
void heaps_rules_free(heaps_rules *r);
int heaps_rules_copy(heaps_rules *dst, const heaps_rules *src, gr_error *err);
/* Fills leave1 and split from kind, t and digit (after setting those by hand). */
int heaps_rules_derive(heaps_rules *r, gr_error *err);
/* Parses text[0..len) (surrounding blanks allowed).  Messages name the
 * character and its column, counted from text[0]. */
int heaps_rules_parse(const char *text, size_t len, heaps_rules *out, gr_error *err);
/* Canonical text: 0.77 (trailing zeros dropped), S{1,3,4}, lasker. */
void heaps_rules_format(const heaps_rules *r, gr_buf *out);
/* "Kayles" for 0.77 and a few other classics; NULL otherwise. */
const char *heaps_rules_name(const heaps_rules *r);
/* The moves in words ("remove 1 or 2 tokens: ..."). */
void heaps_rules_describe(const heaps_rules *r, gr_lang lang, gr_buf *out);
/* The canonical text, the name if any and the moves: "0.77 (Kayles): remove ...". */
void heaps_rules_headline(const heaps_rules *r, gr_lang lang, gr_buf *out);
bool heaps_rules_equal(const heaps_rules *a, const heaps_rules *b);
/* The last a of the pairs (a, sum - a) a split may leave: a <= sum - a, or
 * a < sum - a when unequal (Grundy's game). */
static inline uint64_t heaps_half(uint64_t sum, bool unequal) { return unequal ? (sum - 1) / 2 : sum / 2; }
/* Some move splits a heap in two (the Guy-Smith bound applies, not the window bound). */
bool heaps_rules_splits(const heaps_rules *r);
/* Whether an all-but set forbids removing k (its excluded counts, increasing:
 * a binary search). */
bool heaps_rules_excludes(const heaps_rules *r, uint64_t k);
/* The largest N accepted by `sg --upto N` for this ruleset. */
uint64_t heaps_rules_max_upto(const heaps_rules *r);

/* ---- periods ------------------------------------------------------------ */

typedef enum heaps_status { HEAPS_NONE = 0, HEAPS_OBSERVED = 1, HEAPS_PROVED = 2 } heaps_status;
typedef enum heaps_bound {
  HEAPS_BOUND_NONE = 0,    /* lasker, grundy: the computation proves nothing */
  HEAPS_BOUND_WINDOW = 1,  /* no splits: a repeated window of t values */
  HEAPS_BOUND_OCTAL = 2,   /* splits: Guy-Smith, 2*preperiod + 2*period + t + 2 values */
  HEAPS_BOUND_ALLBUT = 3   /* all-but sets: the check of sgallbut.c (heaps_allbut_judge) */
} heaps_bound;

typedef struct heaps_period {
  heaps_status status;
  heaps_bound bound;
  uint64_t preperiod, period;
  int64_t saltus;    /* G(n + period) = G(n) + saltus (lasker, all-but); 0: plain periodicity */
  uint64_t holds;    /* checked for preperiod <= n < preperiod + holds (n + period < count) */
  uint64_t needed;   /* values the proof needs (0 when no proof applies) */
} heaps_period;

/* The period of G(0..count-1), detected and, where a theorem applies,
 * proved.  The candidate is the p (and its least preperiod n0) that
 * minimises n0 + p, the smaller p on ties; it is reported when the relation
 * holds for at least 2p consecutive n (three periods in a row), or when the
 * theorem's bound is met.  Lasker: arithmetic periodicity, never proved. */
int heaps_period_detect(const heaps_rules *r, const uint16_t *g, uint64_t count, heaps_period *out,
                        gr_error *err);
/* The bound and the values it needs for the candidate in P (preperiod,
 * period, holds) in G(0..count-1), and the status these give.  All-but
 * sets: the values needed depend on G itself; this keeps P->needed as the
 * caller found it with heaps_allbut_judge. */
void heaps_period_judge(const heaps_rules *r, uint64_t count, heaps_period *P);

/* ---- all-but subtraction sets (sgallbut.c) ------------------------------ */

/* The values an arithmetic period (P: preperiod n0, period p, saltus s)
 * of G(0..count-1) needs for its proof (the theorem in sgallbut.c), into
 * P->needed (UINT64_MAX: more than count tells), and the status. */
void heaps_allbut_judge(const heaps_rules *r, const uint16_t *g, uint64_t count, heaps_period *P);
/* G(n) by the plain mex over the n options (the referee; stamp[v] == n + 1
 * marks v seen), and by the counts in O(|E|): hist[2v] + hist[2v + 1]
 * heaps 1..n-1 of value v, low the least value none of G(0..n-1) has (kept
 * by the caller), scratch HEAPS_MAX_VALUE + 2 zeros (left zero). */
uint32_t heaps_allbut_naive(const heaps_rules *r, const uint16_t *g, uint64_t n, uint32_t *stamp, uint64_t *work);
uint32_t heaps_allbut_mex(const heaps_rules *r, const uint16_t *g, uint64_t n, const uint32_t *hist, uint32_t low,
                          uint32_t *scratch, uint64_t *work);

/* ---- Grundy sequences --------------------------------------------------- */

typedef enum heaps_method {
  HEAPS_AUTO = 0,   /* rare values, and once the period is proved, the period */
  HEAPS_RARE = 1,   /* rare values (sparse space) for every value */
  HEAPS_NAIVE = 2   /* the plain mex over every option: the referee */
} heaps_method;

typedef struct heaps_seq {
  heaps_rules rules;
  heaps_method method;
  uint64_t count;        /* G(0) .. G(count - 1) */
  uint16_t *g;
  heaps_period period;
  uint64_t computed;     /* values found by mex; G(computed ..) came from the proved period */
  uint64_t rare_heaps;   /* the rare heaps below `computed`, under the last mask (0: none used) */
  uint32_t mask;         /* the last mask chosen (0: the rare-value method was not used) */
  int sigma;             /* 1: the class also counts the heap's parity */
  uint64_t naive_values; /* values computed by the plain mex (small n, dense classes) */
} heaps_seq;

/* A job computing G(0..count-1) and its period: one budget unit is one
 * option examined (or one value copied, one detection step); progress
 * (done/total) counts values and detection steps.  The job refuses with
 * GR_ELIMIT when its plain mex would pass HEAPS_MAX_WORK. */
int heaps_seq_start(const heaps_rules *r, uint64_t count, heaps_method method, gr_job **job, gr_error *err);
/* "N = n is too large for r" (GR_ELIMIT), naming the largest N: -1. */
int heaps_refuse_upto(const heaps_rules *r, uint64_t n, gr_error *err);
/* The result of a finished job (NULL before). */
const heaps_seq *heaps_seq_result(const gr_job *job);
/* Runs the job to the end, without the work budget, and moves the result
 * into *out (heaps_seq_free it). */
int heaps_seq_compute(const heaps_rules *r, uint64_t count, heaps_method method, heaps_seq *out, gr_error *err);
void heaps_seq_free(heaps_seq *s);

/* `grundy sg` output (sgout.c), which the CLI and the WASM build reach through gr_sg_text and gr_sg_json. */
void heaps_seq_text(const heaps_seq *s, gr_lang lang, gr_buf *out);
/* The key "ruleset" with the ruleset's canonical text (heaps_rules_format). */
void heaps_rules_json(gr_json *j, const heaps_rules *r);
void heaps_seq_json(gr_json *j, const heaps_seq *s, bool with_values);
/* The period line's verdict and its reason in words. */
void heaps_period_describe(const heaps_rules *r, const heaps_period *p, uint64_t count, gr_lang lang,
                           gr_buf *out);

#endif
