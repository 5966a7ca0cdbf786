/*
 * coins_run.c — coin turning, rule 3 of seed 001 ("条件三:每次必须连续翻转
 * k 个硬币"): a move turns over exactly k consecutive coins, the rightmost
 * of which must go from heads to tails.  k is part of the position:
 * "k=3; UUDU".
 *
 * Single-coin value: g(i) = 1 when k divides i, else 0 (coins numbered from
 * 1).  Coin i < k ends no run: g = 0.  For i >= k the move turns coins
 * i-k+1..i-1 up, worth the xor of their values; k - 1 consecutive numbers
 * below a multiple of k hold no multiple of k (xor 0, so g(i) = mex{0} = 1),
 * otherwise exactly one (xor 1, so g(i) = mex{1} = 0).  Every run of k
 * consecutive coins holds exactly one multiple of k, so every move changes
 * the row's value (0 or 1) by 1: when it is 1, every move wins.
 */
#include "coins.h"

#include "text/coins_run_text.h"

static uint64_t run_value(uint64_t x, uint64_t k) { return (x + 1) % k == 0; }

static void run_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  uint64_t i = x + 1;
  unsigned key = i < k ? COINS_RUN_SHORT : i % k == 0 ? COINS_RUN_DIVIDES : COINS_RUN_NOT;
  gr_say(out, &coins_run_texts, lang, key, GR_U(i), GR_U(k), GR_U(k - 1), GR_S("mex{1}"));
}

static bool run_movable(size_t r, uint64_t k) { return (uint64_t)r + 1 >= k; }

static uint64_t run_count(size_t r, uint64_t k) { return run_movable(r, k) ? 1 : 0; }

static void run_stall(size_t r, uint64_t k, coins_flip *f) { *f = coins_run(r + 1 - (size_t)k, r); }

static int run_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  coins_flip f;
  run_stall(r, k, &f);
  return emit(ctx, &f);
}

/* Every run of k holds exactly one multiple of k: its values xor to 1. */
static int run_winning(uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  return x == 1 ? run_each(r, k, emit, ctx) : 0;
}

static int run_play(const uint64_t *args, size_t nargs COINS_UNUSED, uint64_t k, coins_flip *f, gr_error *err) {
  if (args[0] < k) return gr_error_say(err, GR_ERANGE, &coins_run_texts, COINS_RUN_EARLY, GR_U(k), GR_U(args[0]));
  run_stall((size_t)args[0] - 1, k, f);
  return 0;
}

/* "flip COIN": the rightmost coin of the run. */
static void run_action(const coins_flip *f, uint64_t k COINS_UNUSED, gr_buf *out) {
  gr_buf_printf(out, "%zu", f->hi + 1);
}

static const coins_variant run_variant = {
    COINS_VARIANT_RULE(run),
    .has_k = true,
    .movable = run_movable,
    .action_args = run_action,
    .run_moves = true,
    .flip = {"flip", {"rightmost coin of the run", NULL, NULL}, .required = 1, .words = {KIT_WORD_COIN},
             .example = "flip 3"},
};

COINS_GAME_FUNCTIONS(run, run_variant, 1, NULL)

const gr_game gr_game_coins_run = {COINS_GAME_TABLE(run), .example = "k=3; DUUDUD", .referee_max_len = 11};
