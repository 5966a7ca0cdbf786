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

static uint64_t near3_value(uint64_t x, uint64_t k) {
  (void)k;
  return (x + 1) % 4;
}

static void near3_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  (void)k;
  unsigned long long i = x + 1;
  bool zh = lang == GR_ZH;
  if (i <= 3)
    gr_buf_printf(out, zh ? "第 %llu 枚可以单独翻(到达 0),或连同左边一枚 j 一起翻(到达 g(j) = j),g = mex{0, ..., %llu} = %llu。"
                          : "coin %llu may turn alone (reaching 0) or with a coin j to its left (reaching g(j) = j): g = "
                            "mex{0, ..., %llu} = %llu.",
                  i, i - 1, i);
  else
    gr_buf_printf(out, zh ? "必须连同第 %llu、%llu、%llu 枚之一一起翻:g = mex{%llu, %llu, %llu} = %llu = %llu mod 4。"
                          : "it must turn with coin %llu, %llu or %llu: g = mex{%llu, %llu, %llu} = %llu = %llu mod 4.",
                  i - 1, i - 2, i - 3, (i - 1) % 4, (i - 2) % 4, (i - 3) % 4, i % 4, i);
}

static bool near3_movable(size_t r, uint64_t k) {
  (void)r;
  (void)k;
  return true;
}

static uint64_t near3_count(size_t r, uint64_t k) {
  (void)k;
  return (r <= 2 ? 1 : 0) + (r < 3 ? r : 3);
}

static int near3_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  (void)k;
  coins_flip f;
  if (r <= 2) {
    f = coins_one_coin(r);
    if (emit(ctx, &f) != 0) return -1;
  }
  for (size_t j = r >= 3 ? r - 3 : 0; j < r; j++) {
    f = coins_two_coins(j, r);
    if (emit(ctx, &f) != 0) return -1;
  }
  return 0;
}

static int near3_winning(const uint64_t *c, size_t n, uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  (void)c;
  (void)n;
  uint64_t g = near3_value(r, k);
  coins_flip f;
  if (r <= 2 && g == x) {
    f = coins_one_coin(r);
    if (emit(ctx, &f) != 0) return -1;
  }
  for (size_t j = r >= 3 ? r - 3 : 0; j < r; j++)
    if ((near3_value(j, k) ^ g) == x) {
      f = coins_two_coins(j, r);
      if (emit(ctx, &f) != 0) return -1;
    }
  return 0;
}

static void near3_stall(size_t r, uint64_t k, coins_flip *f) {
  (void)k;
  *f = r ? coins_two_coins(r - 1, r) : coins_one_coin(r);
}

static int near3_play(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err) {
  (void)k;
  if (nargs == 1) {
    if (args[0] > 3)
      return gr_error_set(err, GR_ERANGE, "coin %llu must be turned with one of the three coins just left of it (%llu, "
                          "%llu or %llu): only coins 1 to 3 may be turned alone", (unsigned long long)args[0],
                          (unsigned long long)args[0] - 3, (unsigned long long)args[0] - 2, (unsigned long long)args[0] - 1);
    *f = coins_one_coin((size_t)args[0] - 1);
    return 0;
  }
  uint64_t lo = args[0] < args[1] ? args[0] : args[1], hi = args[0] < args[1] ? args[1] : args[0];
  if (lo == hi) return gr_error_set(err, GR_ERANGE, "coin %llu is named twice: turn two different coins", (unsigned long long)lo);
  if (hi - lo > 3)
    return gr_error_set(err, GR_ERANGE, "coin %llu is not one of the three coins just left of coin %llu", (unsigned long long)lo,
                        (unsigned long long)hi);
  *f = coins_two_coins((size_t)lo - 1, (size_t)hi - 1);
  return 0;
}

/* "flip COIN LEFT" (the heads coin first, as the syntax reads), or "flip COIN". */
static void near3_action(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  if (f->count == 1)
    gr_buf_printf(out, "%zu", f->idx[0] + 1);
  else
    gr_buf_printf(out, "%zu %zu", f->idx[f->count - 1] + 1, f->idx[0] + 1);
}

static const coins_variant near3_variant = {
    .game = &gr_game_coins_near3,
    .value = near3_value,
    .value_words = near3_words,
    .rules = COINS_RULES("g(i) = i mod 4 (coins numbered from 1)", "g(i) = i mod 4(硬币从 1 编号)"),
    .movable = near3_movable,
    .count_at = near3_count,
    .each_at = near3_each,
    .winning_at = near3_winning,
    .stall_at = near3_stall,
    .play_set = near3_play,
    .action_args = near3_action,
    .max_args = 2,
    .usage = "a move is written 'flip COIN [LEFT]': a heads coin and one of the three coins just left of it (alone only "
             "for coins 1 to 3), e.g. flip 6 4",
    .verb_args = {"coin", "one of the 3 coins to its left", NULL},
};

static const kit_solver_ops near3_ops = {.first = 0, .data = &near3_variant, .accumulate = coins_accumulate,
                                         .decide = coins_decide, .winning = coins_winning};

COINS_GAME_FUNCTIONS(near3, near3_variant, near3_ops)

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop near3_lesson[] = {
    {{"The rules", "规则"},
     {"In DUDUUD coins 2, 4 and 5 show heads. A move turns a heads coin over together with one of the three "
      "coins just left of it; coins 1, 2 and 3 may also be turned alone. With coin 5 you may turn coin 4, 3 or "
      "2. Whoever cannot move loses. Who wins?",
      "DUDUUD 中第 2、4、5 枚是正面。每次把一枚正面硬币翻成反面，同时翻动它左侧最近三枚中的一枚；编号为 1、2、"
      "3 的硬币也可以单独翻。例如翻第 5 枚时，可同时翻第 4、3 或 2 枚。不能操作的人输。谁会赢？"},
     "DUDUUD", -2},
    {{"Coin 4 is worth nothing", "第 4 枚毫无价值"},
     {"Coin 4 alone must be turned with coin 3, 2 or 1, which leaves one heads coin there, worth 3, 2 or 1. So "
      "g(4) = mex{3, 2, 1} = 0 (step 6): a heads coin at 4 is worth nothing. The values run 1, 2, 3, 0, 1, 2, "
      "3, 0, ...",
      "单独的第 4 枚必须和第 3、2 或 1 枚一起翻，结果在那里留下一枚正面，值为 3、2 或 1。所以 g(4) = mex{3, 2, "
      "1} = 0（第 6 步）：第 4 位的正面毫无价值。各位置的值依次为 1, 2, 3, 0, 1, 2, 3, 0, ……"},
     "DUDUUD", 6},
    {{"The key idea: a subtraction game", "关键想法：减法游戏"},
     {"A heads coin at place i is a counter on square i: turning it with coin j moves the counter to j, a step "
      "of 1, 2 or 3, and from squares 1 to 3 it may also leave the board. (If coin j was already heads, the "
      "two cancel, which is the same in the sum.) The subtraction game with moves 1, 2, 3 has g(i) = i mod 4, "
      "the seed's cycle 1 2 3 0; step 8 finds g(5) = 1.",
      "第 i 位的一枚正面相当于第 i 格上的一枚棋子：连同第 j 枚一起翻，就是把棋子移到 j，每次走 1、2 或 3 格；在"
      "第 1 到 3 格上还可以直接离开。（若第 j 枚原本是正面，两者抵消，在和中效果相同。）每次减 1、2、3 的减法游"
      "戏有 g(i) = i mod 4，即种子文档中的循环 1 2 3 0；第 8 步得到 g(5) = 1。"},
     "DUDUUD", 8},
    {{"The theorem", "定理"},
     {"The SG value of a row is the xor of i mod 4 over its heads coins i; the first player wins exactly when "
      "it is non-zero. DDDUDDDU has heads at 4 and 8, both worth 0: the value is 0 and the second player wins, "
      "although the first player has moves.",
      "一排硬币的 SG 值是所有正面硬币 i 的 i mod 4 的异或和；先手必胜当且仅当它不为 0。DDDUDDDU 的正面在 4 和 "
      "8，值都是 0：局面的 SG 值为 0，后手必胜，尽管先手有棋可走。"},
     "DDDUDDDU", -1},
    {{"Your turn", "轮到你"},
     {"UDDUUDUU: the heads coins 1, 4, 5, 7, 8 are worth 1, 0, 1, 3, 0, xor 3, so the first player wins. Find "
      "a move that leaves xor 0 and beat the computer.",
      "UDDUUDUU：正面硬币 1、4、5、7、8 的值为 1、0、1、3、0，异或和为 3，先手必胜。找出使异或和变为 0 的一步，"
      "然后战胜电脑。"},
     "UDDUUDUU", -2},
};

const gr_game gr_game_coins_near3 = {
    .id = "coins-near3",
    .title = {"Coin turning: a coin and one of the three to its left", "翻硬币:一枚及其左侧最近三枚之一"},
    .rules = {"Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over a "
              "heads-up coin together with one of the three coins just left of it; coins 1, 2 and 3 may also be turned "
              "alone. The coin on the right goes from heads to tails. The player who cannot move loses.",
              "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次把一枚正面朝上的硬币翻成反面,同时必须翻动它左侧"
              "最近三枚硬币中的一枚;编号不超过 3 的硬币也可以单独翻。不能操作的人输。"},
    .syntax = {"The row from left to right, U for heads up and D for tails up: DUDUUD", "从左到右的硬币,U 为正面朝上,D 为反面朝上:DUDUUD"},
    .example = "DUDUUD",
    .theory = {"A coin-turning position is the sum of its heads coins standing alone. Coin i alone is a subtraction game "
               "with moves 1, 2, 3, worth g(i) = i mod 4; the first player wins exactly when the xor of these over the "
               "heads coins is non-zero.",
               "翻硬币游戏的局面等于各正面硬币单独存在时的和。单独的第 i 枚相当于每次减 1、2 或 3 的减法游戏,"
               "g(i) = i mod 4;正面硬币的 g 值异或和不为 0 时先手必胜。"},
    .referee_max_len = 12,
    .referee_max_value = 1,
    .play_syntax = {"flip COIN [LEFT] (LEFT one of the three coins just left; coins numbered from 1)",
                    "flip 硬币号 [左侧硬币号](左侧三枚之一;从 1 编号)"},
    COINS_GAME_TABLE(near3),
    .lesson = near3_lesson,
    .lesson_len = sizeof near3_lesson / sizeof near3_lesson[0],
};
