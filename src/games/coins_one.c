/*
 * coins_one.c — coin turning, rule 1 of seed 001 ("条件一:每次只能翻一个"):
 * a move turns over exactly one coin, which must be heads up (it is the
 * rightmost coin turned, so it goes from heads to tails).
 *
 * Single-coin value: g(i) = 1 for every coin i (its only move leaves
 * nothing: mex{0} = 1).  The row's value is the parity of the number of
 * heads; when it is odd, turning any heads coin wins.
 */
#include "coins.h"

#include "text/coins_one_text.h"

static uint64_t one_value(uint64_t x COINS_UNUSED, uint64_t k COINS_UNUSED) { return 1; }

static void one_words(uint64_t x COINS_UNUSED, uint64_t k COINS_UNUSED, gr_lang lang, gr_buf *out) {
  gr_say(out, &coins_one_texts, lang, COINS_ONE_WORDS);
}

static uint64_t one_count(size_t r COINS_UNUSED, uint64_t k COINS_UNUSED) { return 1; }

static int one_each(size_t r, uint64_t k COINS_UNUSED, coins_emit emit, void *ctx) {
  return coins_emit_one(emit, ctx, coins_one_coin(r));
}

static int one_winning(uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  return x == 1 ? one_each(r, k, emit, ctx) : 0;
}

static void one_stall(size_t r, uint64_t k COINS_UNUSED, coins_flip *f) { *f = coins_one_coin(r); }

static int one_play(const uint64_t *args, size_t nargs COINS_UNUSED, uint64_t k, coins_flip *f,
                    gr_error *err COINS_UNUSED) {
  one_stall((size_t)args[0] - 1, k, f);
  return 0;
}

static const coins_variant one_variant = {
    COINS_VARIANT_RULE(one),
    .action_args = coins_action_set,
    .flip = {"flip", {"coin", NULL, NULL}, .required = 1, .words = {KIT_WORD_COIN}, .example = "flip 2"},
};

COINS_GAME_FUNCTIONS(one, one_variant, 0, NULL)

const gr_game gr_game_coins_one = {COINS_GAME_TABLE(one), .example = "UDUU", .referee_max_len = 12};
