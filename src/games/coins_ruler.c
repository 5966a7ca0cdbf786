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

/* "flip FROM TO", or "flip COIN" for a single coin. */
static void ruler_action(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  if (f->lo == f->hi)
    gr_buf_printf(out, "%zu", f->lo + 1);
  else
    gr_buf_printf(out, "%zu %zu", f->lo + 1, f->hi + 1);
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
    .action_args = ruler_action,
    .run_moves = true,
    .max_args = 2,
    .usage = "a move is written 'flip FROM [TO]': the run of coins FROM..TO (coins numbered from 1), e.g. flip 2 5",
    .verb_args = {"first coin of the run", "last coin (optional)", NULL},
};

static const kit_solver_ops ruler_ops = {.first = 0, .data = &ruler_variant, .accumulate = coins_accumulate,
                                         .decide = coins_decide, .winning = coins_winning};

COINS_GAME_FUNCTIONS(ruler, ruler_variant, ruler_ops)

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop ruler_lesson[] = {
    {{"The rules", "规则"},
     {"Ruler: in DUUDUD coins 2, 3 and 5 show heads. A move turns over any run of consecutive coins (at least "
      "one), and the rightmost coin of the run must go from heads to tails: turning coins 1 to 3 is a move, "
      "turning 4 to 6 is not. Whoever cannot move loses. Who wins?",
      "Ruler（尺子游戏）：DUUDUD 中第 2、3、5 枚是正面。每次翻转连续的任意枚硬币（至少一枚），其中最右边的一枚"
      "必须由正面翻成反面：翻第 1 到 3 枚可以，翻第 4 到 6 枚不行。不能操作的人输。谁会赢？"},
     "DUUDUD", -2},
    {{"The marks of a ruler", "尺子上的刻度"},
     {"Coin i alone can turn any run ending at it, so g(i) = mex{0, g(i-1), g(i-1) xor g(i-2), ...}, the "
      "seed's table. It gives 1, 2, 1, 4, 1, 2, 1, 8: the largest power of 2 dividing i, like the marks on a "
      "ruler. Step 6: g(4) = mex{0, 1, 1 xor 2, 1 xor 2 xor 1} = mex{0, 1, 3, 2} = 4.",
      "单独的第 i 枚可以翻以它为右端的任意一段，所以 g(i) = mex{0, g(i−1), g(i−1) xor g(i−2), ...}，即种子文档"
      "中的表。得到 1, 2, 1, 4, 1, 2, 1, 8：整除 i 的最大的 2 的幂，就像尺子上的刻度。第 6 步：g(4) = mex{0, "
      "1, 1 xor 2, 1 xor 2 xor 1} = mex{0, 1, 3, 2} = 4。"},
     "DUUDUD", 6},
    {{"The key idea: Gray codes", "关键想法：格雷码"},
     {"The values of coins 1 to m xor to the Gray code of m, gray(m) = m xor (m >> 1). So the run of coins l+1 "
      "to r is worth gray(r) xor gray(l), and it wins exactly when gray(l) = gray(r) xor X: one l per heads "
      "coin r, found directly. In DUUDUD, X = 2: coin 2 gives l = 1 (coin 2 alone), coin 3 gives l = 0 (coins "
      "1 to 3), coin 5 gives l = 6, no run.",
      "第 1 到 m 枚的值的异或等于 m 的格雷码 gray(m) = m xor (m >> 1)。所以第 l+1 到 r 枚这一段的值为 gray(r) "
      "xor gray(l)，它是必胜着法当且仅当 gray(l) = gray(r) xor X：每枚正面硬币 r 只对应一个 l，可以直接求出。"
      "DUUDUD 中 X = 2：第 2 枚得 l = 1（单独翻第 2 枚），第 3 枚得 l = 0（翻第 1 到 3 枚），第 5 枚得 l = 6，"
      "构不成一段。"},
     "DUUDUD", -1},
    {{"The theorem", "定理"},
     {"The SG value of a row is the xor of g(i), the largest power of 2 dividing i, over its heads coins; the "
      "first player wins exactly when it is non-zero. DUDDDU: coins 2 and 6 are both worth 2 (6 = 2 x 3), the "
      "xor is 0 and the second player wins.",
      "一排硬币的 SG 值是各正面硬币 g(i)（整除 i 的最大的 2 的幂）的异或和；先手必胜当且仅当它不为 0。DUDDDU："
      "第 2 枚和第 6 枚的值都是 2（6 = 2 × 3），异或和为 0，后手必胜。"},
     "DUDDDU", -1},
    {{"Your turn", "轮到你"},
     {"UDUUDUDU: the heads coins 1, 3, 4, 6, 8 are worth 1, 1, 4, 2, 8, xor 14, so the first player wins. Find "
      "a winning run and beat the computer.",
      "UDUUDUDU：正面硬币 1、3、4、6、8 的值为 1、1、4、2、8，异或和为 14，先手必胜。找出必胜的一段，然后战胜电"
      "脑。"},
     "UDUUDUDU", -2},
};

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
    .lesson = ruler_lesson,
    .lesson_len = sizeof ruler_lesson / sizeof ruler_lesson[0],
};
