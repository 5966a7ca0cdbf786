/*
 * coins_ruler.c — Ruler, rule 6 of seed 001 ("条件六:每次可以连续翻动任意个
 * 硬币,至少翻一个"): a move turns over any run of consecutive coins (at
 * least one); the rightmost coin turned must go from heads to tails.
 *
 * Single-coin value: g(i) = the largest power of 2 dividing i (coins
 * numbered from 1): the seed's table g(i) = mex{0, g(i-1), g(i-1) xor
 * g(i-2), ...} shows it, and the referee checks it.
 *
 * Winning moves without a search: the xor P(m) = g(1) xor ... xor g(m) is
 * the Gray code m xor (m >> 1) (bit b of P(m) is the parity of the numbers
 * <= m whose lowest set bit is b, ceil(floor(m / 2^b) / 2), odd exactly when
 * bits b and b + 1 of m differ).  The run of coins l+1..r (1-based) is worth
 * P(r) xor P(l), so it wins exactly when P(l) = P(r) xor X: one l, the
 * inverse Gray code of P(r) xor X, a move when l < r.  O(n) for the row.
 */
#include "coins.h"

#include "text/coins_ruler_text.h"

static uint64_t lowbit(uint64_t i) { return i & (~i + 1); }

static uint64_t ruler_value(uint64_t x, uint64_t k COINS_UNUSED) { return lowbit(x + 1); }

static void ruler_words(uint64_t x, uint64_t k COINS_UNUSED, gr_lang lang, gr_buf *out) {
  uint64_t i = x + 1, g = lowbit(x + 1);
  gr_say(out, &coins_ruler_texts, lang, COINS_RULER_WORDS, GR_U(i), GR_U(g), GR_U(i / g));
}

static uint64_t ruler_count(size_t r, uint64_t k COINS_UNUSED) { return (uint64_t)r + 1; }

static int ruler_each(size_t r, uint64_t k COINS_UNUSED, coins_emit emit, void *ctx) {
  for (size_t l = 0; l <= r; l++)
    if (coins_emit_one(emit, ctx, coins_run(l, r)) != 0) return -1;
  return 0;
}

static uint64_t gray(uint64_t m) { return m ^ (m >> 1); }

static uint64_t gray_inverse(uint64_t g) {
  for (unsigned s = 1; s < 64; s <<= 1) g ^= g >> s;
  return g;
}

/* Places are 0-based: the run lo..r is coins lo+1..r+1, worth P(r+1) xor P(lo). */
static int ruler_winning(uint64_t k COINS_UNUSED, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  uint64_t lo = gray_inverse(gray((uint64_t)r + 1) ^ x);
  return lo > r ? 0 : coins_emit_one(emit, ctx, coins_run((size_t)lo, r));
}

static void ruler_stall(size_t r, uint64_t k COINS_UNUSED, coins_flip *f) { *f = coins_run(0, r); }

static int ruler_play(const uint64_t *args, size_t nargs, uint64_t k COINS_UNUSED, coins_flip *f,
                      gr_error *err COINS_UNUSED) {
  uint64_t a = args[0], b = nargs > 1 ? args[1] : args[0];
  *f = coins_run((size_t)(a < b ? a : b) - 1, (size_t)(a < b ? b : a) - 1);
  return 0;
}

static const coins_variant ruler_variant = {
    COINS_VARIANT_RULE(ruler),
    .action_args = coins_action_run_ends, /* "flip FROM TO", or "flip COIN" for a single coin */
    .run_moves = true,
    .flip = {"flip", {"first coin of the run", "last coin (optional)", NULL}, .required = 1,
             .words = {KIT_WORD_FROM, KIT_WORD_TO}, .example = "flip 2 5"},
};

COINS_GAME_FUNCTIONS(ruler, ruler_variant, 0, NULL)

const gr_game gr_game_coins_ruler = {COINS_GAME_TABLE(ruler), .example = "DUUDUD", .referee_max_len = 12};
