/*
 * coins_near3.c — coin turning, rule 4 of seed 001 ("条件四:每次翻动一个硬币
 * 后,必须翻动其左侧最近三个硬币中的一个,除非这个位置编号小于等于 3"): a move
 * turns over a heads coin i and one of the three coins just left of it
 * (i-1, i-2 or i-3); a coin numbered 1, 2 or 3 may also be turned alone
 * (the seed: those may turn any coin to their left, which is one of the
 * nearest three anyway, or none).
 *
 * Single-coin value: g(i) = i mod 4 (coins numbered from 1).  Coin i is a
 * subtraction game with moves of 1, 2 or 3 (turning coin j = moving the
 * heads from i to j; turning it alone = moving it off the row, allowed for
 * i <= 3): g(1) = mex{0} = 1, g(2) = mex{0, 1} = 2, g(3) = mex{0, 1, 2} = 3,
 * g(4) = mex{3, 2, 1} = 0, and then 1 2 3 0 again.
 */
#include "coins.h"

#include "text/coins_near3_text.h"

static uint64_t near3_value(uint64_t x, uint64_t k COINS_UNUSED) { return (x + 1) % 4; }

static void near3_words(uint64_t x, uint64_t k COINS_UNUSED, gr_lang lang, gr_buf *out) {
  uint64_t i = x + 1;
  if (i <= 3)
    gr_say(out, &coins_near3_texts, lang, COINS_NEAR3_LOW, GR_U(i), GR_U(i - 1));
  else
    gr_say(out, &coins_near3_texts, lang, COINS_NEAR3_HIGH, GR_U(i - 1), GR_U(i - 2), GR_U(i - 3), GR_U((i - 1) % 4),
           GR_U((i - 2) % 4), GR_U((i - 3) % 4), GR_U(i % 4), GR_U(i));
}

static uint64_t near3_count(size_t r, uint64_t k COINS_UNUSED) { return (r <= 2 ? 1 : 0) + (r < 3 ? r : 3); }

/* The moves with rightmost coin r whose values xor to x, or every move
 * when all is set. */
static int near3_moves(size_t r, uint64_t x, bool all, coins_emit emit, void *ctx) {
  uint64_t g = near3_value(r, 0);
  if (r <= 2 && (all || g == x) && coins_emit_one(emit, ctx, coins_one_coin(r)) != 0) return -1;
  for (size_t j = r >= 3 ? r - 3 : 0; j < r; j++)
    if ((all || (near3_value(j, 0) ^ g) == x) && coins_emit_one(emit, ctx, coins_two_coins(j, r)) != 0) return -1;
  return 0;
}

static int near3_each(size_t r, uint64_t k COINS_UNUSED, coins_emit emit, void *ctx) {
  return near3_moves(r, 0, true, emit, ctx);
}

static int near3_winning(uint64_t k COINS_UNUSED, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  return near3_moves(r, x, false, emit, ctx);
}

static void near3_stall(size_t r, uint64_t k COINS_UNUSED, coins_flip *f) {
  *f = r ? coins_two_coins(r - 1, r) : coins_one_coin(r);
}

static int near3_play(const uint64_t *args, size_t nargs, uint64_t k COINS_UNUSED, coins_flip *f, gr_error *err) {
  uint64_t lo = args[0], hi = args[nargs - 1];
  if (lo > hi) lo = hi, hi = args[0];
  if (nargs == 1 && hi > 3)
    return gr_error_say(err, GR_ERANGE, &coins_near3_texts, COINS_NEAR3_ALONE, GR_U(hi), GR_U(hi - 3), GR_U(hi - 2),
                        GR_U(hi - 1));
  if (nargs == 2 && lo == hi) return gr_error_say(err, GR_ERANGE, &coins_near3_texts, COINS_TWICE, GR_U(lo));
  if (hi - lo > 3) return gr_error_say(err, GR_ERANGE, &coins_near3_texts, COINS_NEAR3_FAR, GR_U(lo), GR_U(hi));
  *f = nargs == 1 ? coins_one_coin((size_t)hi - 1) : coins_two_coins((size_t)lo - 1, (size_t)hi - 1);
  return 0;
}

static const coins_variant near3_variant = {
    COINS_VARIANT_RULE(near3),
    .action_args = coins_action_heads_first, /* "flip COIN LEFT", as the syntax reads, or "flip COIN" */
    .flip = {"flip", {"coin", "one of the 3 coins to its left", NULL}, .required = 1,
             .words = {KIT_WORD_COIN, KIT_WORD_LEFT}, .example = "flip 6 4"},
};

COINS_GAME_FUNCTIONS(near3, near3_variant, 0, NULL)

const gr_game gr_game_coins_near3 = {COINS_GAME_TABLE(near3), .example = "DUDUUD", .referee_max_len = 12};
