/*
 * coins_two.c — coin turning, rule 2 of seed 001 ("条件二:每次能翻转一个或两个
 * 硬币(不用连续)"): a move turns over one or two coins, anywhere; the
 * rightmost coin turned must go from heads to tails.
 *
 * Single-coin value: g(i) = i (coins numbered from 1): coin i alone can go
 * to nothing (0) or to a single heads coin j < i (g(j) = j), so
 * g(i) = mex{0, 1, ..., i - 1} = i.  The row's value X is the xor of the
 * numbers of its heads coins; from heads coin r the winning moves are r
 * alone when r = X, or r with coin (r xor X) when that is below r (turned
 * up if tails, down if heads).
 */
#include "coins.h"

#include "text/coins_two_text.h"

static uint64_t two_value(uint64_t x, uint64_t k COINS_UNUSED) { return x + 1; }

static void two_words(uint64_t x, uint64_t k COINS_UNUSED, gr_lang lang, gr_buf *out) {
  gr_say(out, &coins_two_texts, lang, COINS_TWO_WORDS, GR_U(x + 1), GR_U(x));
}

static uint64_t two_count(size_t r, uint64_t k COINS_UNUSED) { return (uint64_t)r + 1; }

static int two_each(size_t r, uint64_t k COINS_UNUSED, coins_emit emit, void *ctx) {
  if (coins_emit_one(emit, ctx, coins_one_coin(r)) != 0) return -1;
  for (size_t j = 0; j < r; j++)
    if (coins_emit_one(emit, ctx, coins_two_coins(j, r)) != 0) return -1;
  return 0;
}

static int two_winning(uint64_t k COINS_UNUSED, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  uint64_t g = (uint64_t)r + 1, other = g ^ x; /* the value the other coin must have */
  if (other >= g) return 0;
  return coins_emit_one(emit, ctx, other ? coins_two_coins((size_t)other - 1, r) : coins_one_coin(r));
}

static void two_stall(size_t r, uint64_t k COINS_UNUSED, coins_flip *f) {
  *f = r ? coins_two_coins(r - 1, r) : coins_one_coin(r);
}

static int two_play(const uint64_t *args, size_t nargs, uint64_t k COINS_UNUSED, coins_flip *f, gr_error *err) {
  if (nargs == 1) {
    *f = coins_one_coin((size_t)args[0] - 1);
    return 0;
  }
  if (args[0] == args[1]) return gr_error_say(err, GR_ERANGE, &coins_two_texts, COINS_TWICE, GR_U(args[0]));
  size_t a = (size_t)args[0] - 1, b = (size_t)args[1] - 1;
  *f = a < b ? coins_two_coins(a, b) : coins_two_coins(b, a);
  return 0;
}

static const coins_variant two_variant = {
    COINS_VARIANT_RULE(two),
    .action_args = coins_action_set,
    .flip = {"flip", {"coin", "second coin (optional)", NULL}, .required = 1, .words = {KIT_WORD_COIN, KIT_WORD_COIN},
             .example = "flip 2 5", .spelled = true},
};

COINS_GAME_FUNCTIONS(two, two_variant, 0, NULL)

const gr_game gr_game_coins_two = {COINS_GAME_TABLE(two), .example = "DUUDDU", .referee_max_len = 12};
