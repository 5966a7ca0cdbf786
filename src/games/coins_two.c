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

static uint64_t two_value(uint64_t x, uint64_t k) {
  (void)k;
  return x + 1;
}

static void two_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  (void)k;
  unsigned long long i = x + 1;
  if (lang == GR_ZH)
    gr_buf_printf(out, "单独翻它到达 0,连同左边第 j 枚(j < %llu)一起翻到达 g(j) = j,所以 g(%llu) = mex{0, ..., %llu} = %llu。",
                  i, i, i - 1, i);
  else
    gr_buf_printf(out, "turning it alone reaches 0, turning it with a coin j < %llu reaches g(j) = j, so g(%llu) = "
                  "mex{0, ..., %llu} = %llu.", i, i, i - 1, i);
}

static bool two_movable(size_t r, uint64_t k) {
  (void)r;
  (void)k;
  return true;
}

static uint64_t two_count(size_t r, uint64_t k) {
  (void)k;
  return (uint64_t)r + 1;
}

static int two_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  (void)k;
  coins_flip f = coins_one_coin(r);
  if (emit(ctx, &f) != 0) return -1;
  for (size_t j = 0; j < r; j++) {
    f = coins_two_coins(j, r);
    if (emit(ctx, &f) != 0) return -1;
  }
  return 0;
}

static int two_winning(const uint64_t *c, size_t n, uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  (void)c;
  (void)n;
  (void)k;
  uint64_t g = (uint64_t)r + 1, other = g ^ x; /* the value the other coin must have */
  coins_flip f;
  if (other == 0)
    f = coins_one_coin(r);
  else if (other < g)
    f = coins_two_coins((size_t)other - 1, r);
  else
    return 0;
  return emit(ctx, &f);
}

static void two_stall(size_t r, uint64_t k, coins_flip *f) {
  (void)k;
  *f = r ? coins_two_coins(r - 1, r) : coins_one_coin(r);
}

static int two_play(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err) {
  (void)k;
  if (nargs == 1) {
    *f = coins_one_coin((size_t)args[0] - 1);
    return 0;
  }
  if (args[0] == args[1]) return gr_error_set(err, GR_ERANGE, "coin %llu is named twice: turn two different coins", (unsigned long long)args[0]);
  size_t a = (size_t)args[0] - 1, b = (size_t)args[1] - 1;
  *f = a < b ? coins_two_coins(a, b) : coins_two_coins(b, a);
  return 0;
}

static const coins_variant two_variant = {
    .game = &gr_game_coins_two,
    .value = two_value,
    .value_words = two_words,
    .rules = COINS_RULES("g(i) = i (coins numbered from 1)", "g(i) = i(硬币从 1 编号)"),
    .movable = two_movable,
    .count_at = two_count,
    .each_at = two_each,
    .winning_at = two_winning,
    .stall_at = two_stall,
    .play_set = two_play,
    .action_args = coins_action_set,
    .max_args = 2,
    .usage = "a move is written 'flip COIN' or 'flip COIN COIN' (coins numbered from 1), e.g. flip 2 5",
    .verb_args = {"coin", "second coin (optional)", NULL},
};

static const kit_solver_ops two_ops = {.first = 0, .data = &two_variant, .accumulate = coins_accumulate,
                                       .decide = coins_decide, .winning = coins_winning};

COINS_GAME_FUNCTIONS(two, two_variant, two_ops)

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop two_lesson[] = {
    {{"The rules", "规则"},
     {"Six coins numbered 1 to 6 from the left; coins 2, 3 and 6 show heads (U). A move turns over one coin or "
      "two coins anywhere, and the rightmost coin turned must go from heads to tails: turning coins 1 and 6 "
      "makes coin 6 tails and coin 1 heads. Whoever cannot move loses. Who wins DUUDDU?",
      "六枚硬币，从左到右编号 1 到 6；第 2、3、6 枚正面朝上（U）。每次翻转一枚或任意两枚硬币，翻转的硬币中最右"
      "边的一枚必须由正面翻成反面：例如翻第 1 和第 6 枚，第 6 枚变反面，第 1 枚变正面。不能操作的人输。DUUDDU "
      "谁会赢？"},
     "DUUDDU", -2},
    {{"Xor the numbers", "对编号求异或"},
     {"Coin i alone is worth g(i) = i, so the trace xors the numbers of the heads coins: 2 xor 3 = 1, then 1 "
      "xor 6 = 7 at step 11. X = 7 != 0: the first player wins by turning coin 6 with coin 6 xor 7 = 1, which "
      "leaves UUUDDD, heads 1, 2, 3, xor 0.",
      "单独的第 i 枚硬币值 g(i) = i，所以追踪对正面硬币的编号求异或：2 xor 3 = 1，第 11 步再得 1 xor 6 = 7。X "
      "= 7 ≠ 0：先手必胜，把第 6 枚与第 6 xor 7 = 1 枚一起翻，留下 UUUDDD，正面为 1、2、3，异或和为 0。"},
     "DUUDDU", 11},
    {{"The key idea: a coin is a heap", "关键想法：一枚硬币就是一堆石子"},
     {"A heads coin at place i behaves like a Nim heap of i. Turning it alone removes it (the whole heap is "
      "taken); turning it with a coin j < i moves the heads from i to j (the heap becomes j). If coin j was "
      "already heads, both go down, and that is the same in the sum: two heads at one place cancel (j xor j = "
      "0). So g(i) = mex{0, 1, ..., i - 1} = i; step 10 finds g(6) = 6.",
      "第 i 位的一枚正面硬币就像一堆 i 颗石子的 Nim。单独翻它等于把它去掉（整堆取走）；连同第 j 枚（j < i）一起"
      "翻，等于把正面从 i 移到 j（这堆变成 j 颗）。若第 j 枚原本就是正面，两枚都变反面，在和中效果相同：同一位"
      "置上的两枚正面互相抵消（j xor j = 0）。所以 g(i) = mex{0, 1, ..., i − 1} = i；第 10 步得到 g(6) = 6。"},
     "DUUDDU", 10},
    {{"The theorem", "定理"},
     {"The SG value of a row is the xor of the numbers of its heads coins, as in Nim with heaps of those "
      "sizes; the first player wins exactly when it is non-zero. UUUDDD: 1 xor 2 xor 3 = 0, so the second "
      "player wins. A winning move turns heads coin r with coin r xor X when that is below r, or r alone when "
      "r = X.",
      "一排硬币的 SG 值是所有正面硬币编号的异或和，就像以这些编号为堆大小的 Nim；先手必胜当且仅当它不为 0。"
      "UUUDDD：1 xor 2 xor 3 = 0，后手必胜。必胜着法：把正面硬币 r 与编号 r xor X 的硬币一起翻（当该编号小于 r "
      "时），或在 r = X 时单独翻 r。"},
     "UUUDDD", -1},
    {{"Your turn", "轮到你"},
     {"UDDUDUU: heads at 1, 4, 6 and 7, xor 4, so the first player wins. Find a move that makes the xor 0, "
      "then beat the computer.",
      "UDDUDUU：正面在 1、4、6、7，异或和为 4，先手必胜。找出使异或和变为 0 的一步，然后战胜电脑。"},
     "UDDUDUU", -2},
};

const gr_game gr_game_coins_two = {
    .id = "coins-two",
    .title = {"Coin turning: one or two coins", "翻硬币:每次翻一枚或两枚"},
    .rules = {"Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over one "
              "coin or two coins (anywhere, not necessarily adjacent); the rightmost coin turned must go from heads to "
              "tails. The player who cannot move loses.",
              "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次翻转一枚或两枚硬币(不必相邻),"
              "翻转的硬币中最右边的一枚必须由正面翻成反面。不能操作的人输。"},
    .syntax = {"The row from left to right, U for heads up and D for tails up: DUUDDU", "从左到右的硬币,U 为正面朝上,D 为反面朝上:DUUDDU"},
    .example = "DUUDDU",
    .theory = {"A coin-turning position is the sum of its heads coins standing alone. Coin i alone is worth g(i) = i, so "
               "the value is the xor of the numbers of the heads coins, as in Nim: the first player wins exactly when it "
               "is non-zero. A winning move turns heads coin r with coin r xor X when that is below r (or alone when "
               "r = X).",
               "翻硬币游戏的局面等于各正面硬币单独存在时的和。第 i 枚单独的 SG 值为 i,局面的 SG 值是所有正面硬币编号的异或和,"
               "与 Nim 相同:不为 0 时先手必胜。必胜着法:把正面硬币 r 与编号 r xor X 的硬币一起翻(该编号小于 r 时),"
               "或 r = X 时单独翻 r。"},
    .referee_max_len = 12,
    .referee_max_value = 1,
    .play_syntax = {"flip COIN [COIN] (coins numbered from 1)", "flip 硬币号 [硬币号](从 1 编号)"},
    COINS_GAME_TABLE(two),
    .lesson = two_lesson,
    .lesson_len = sizeof two_lesson / sizeof two_lesson[0],
};
