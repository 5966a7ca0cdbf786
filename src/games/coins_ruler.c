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

static uint64_t lowbit(uint64_t i) { return i & (~i + 1); }

static uint64_t ruler_value(uint64_t x, uint64_t k) {
  (void)k;
  return lowbit(x + 1);
}

static void ruler_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  (void)k;
  unsigned long long i = x + 1, g = lowbit(x + 1);
  if (lang == GR_ZH)
    gr_buf_printf(out, "%llu = %llu × %llu,整除 %llu 的最大的 2 的幂是 %llu,g = %llu(g(i) = mex{0, g(i-1), g(i-1) xor g(i-2), ...})。",
                  i, g, i / g, i, g, g);
  else
    gr_buf_printf(out, "%llu = %llu x %llu: the largest power of 2 dividing %llu is %llu, so g = %llu (g(i) = mex{0, g(i-1), "
                  "g(i-1) xor g(i-2), ...}).", i, g, i / g, i, g, g);
}

static bool ruler_movable(size_t r, uint64_t k) {
  (void)r;
  (void)k;
  return true;
}

static uint64_t ruler_count(size_t r, uint64_t k) {
  (void)k;
  return (uint64_t)r + 1;
}

static int ruler_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  (void)k;
  for (size_t l = 0; l <= r; l++) {
    coins_flip f = coins_run(l, r);
    if (emit(ctx, &f) != 0) return -1;
  }
  return 0;
}

static uint64_t gray(uint64_t m) { return m ^ (m >> 1); }

static uint64_t gray_inverse(uint64_t g) {
  for (unsigned s = 1; s < 64; s <<= 1) g ^= g >> s;
  return g;
}

/* Places are 0-based: the run lo..r is coins lo+1..r+1, worth P(r+1) xor P(lo). */
static int ruler_winning(const uint64_t *c, size_t n, uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  (void)c;
  (void)n;
  (void)k;
  uint64_t lo = gray_inverse(gray((uint64_t)r + 1) ^ x);
  if (lo > r) return 0;
  coins_flip f = coins_run((size_t)lo, r);
  return emit(ctx, &f);
}

static void ruler_stall(size_t r, uint64_t k, coins_flip *f) {
  (void)k;
  *f = coins_run(0, r);
}

static int ruler_play(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err) {
  (void)k;
  (void)err;
  uint64_t a = args[0], b = nargs > 1 ? args[1] : args[0];
  *f = coins_run((size_t)(a < b ? a : b) - 1, (size_t)(a < b ? b : a) - 1);
  return 0;
}

static const coins_variant ruler_variant = {
    .game = &gr_game_coins_ruler,
    .value = ruler_value,
    .value_words = ruler_words,
    .rules = COINS_RULES("g(i) = the largest power of 2 dividing i (coins numbered from 1)",
                         "g(i) = 整除 i 的最大的 2 的幂(硬币从 1 编号)"),
    .movable = ruler_movable,
    .count_at = ruler_count,
    .each_at = ruler_each,
    .winning_at = ruler_winning,
    .stall_at = ruler_stall,
    .play_set = ruler_play,
    .max_args = 2,
    .usage = "a move is written 'flip FROM [TO]': the run of coins FROM..TO (coins numbered from 1), e.g. flip 2 5",
    .verb_args = {"first coin of the run", "last coin (optional)", NULL},
};

static const sgh_solver_ops ruler_ops = {.first = 0, .data = &ruler_variant, .accumulate = coins_accumulate,
                                         .decide = coins_decide, .winning = coins_winning};

COINS_GAME_FUNCTIONS(ruler, ruler_variant, ruler_ops)

const gr_game gr_game_coins_ruler = {
    .id = "coins-ruler",
    .title = {"Coin turning: Ruler (any run of coins)", "翻硬币:Ruler(连续任意枚)"},
    .rules = {"Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over any "
              "run of consecutive coins (at least one); the rightmost coin turned must go from heads to tails. The player "
              "who cannot move loses.",
              "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次翻转连续的任意枚硬币(至少一枚),其中最右边的一枚"
              "必须由正面翻成反面。不能操作的人输。"},
    .syntax = {"The row from left to right, U for heads up and D for tails up: DUUDUD", "从左到右的硬币,U 为正面朝上,D 为反面朝上:DUUDUD"},
    .example = "DUUDUD",
    .theory = {"A coin-turning position is the sum of its heads coins standing alone. Coin i alone is worth the largest "
               "power of 2 dividing i (the ruler function); the first player wins exactly when their xor over the heads "
               "coins is non-zero. The values of coins 1..m xor to the Gray code of m, so each heads coin ends at most "
               "one winning run, found directly.",
               "翻硬币游戏的局面等于各正面硬币单独存在时的和。第 i 枚单独的 SG 值是整除 i 的最大的 2 的幂(尺子函数);"
               "正面硬币这些值的异或和不为 0 时先手必胜。第 1..m 枚的值的异或等于 m 的格雷码,所以每枚正面硬币至多是"
               "一个必胜区间的右端,可直接求出。"},
    .referee_max_len = 12,
    .referee_max_value = 1,
    .play_syntax = {"flip FROM [TO]: the run of coins FROM..TO (coins numbered from 1)", "flip 起 [止]:翻转第 起..止 枚(从 1 编号)"},
    COINS_GAME_TABLE(ruler),
};
