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

static uint64_t one_value(uint64_t x, uint64_t k) {
  (void)x;
  (void)k;
  return 1;
}

static void one_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  (void)x;
  (void)k;
  gr_buf_puts(out, lang == GR_ZH ? "唯一的着法是把它翻成反面,到达 0,所以 g = mex{0} = 1。"
                                 : "its only move turns it down, to a value of 0, so g = mex{0} = 1.");
}

static bool one_movable(size_t r, uint64_t k) {
  (void)r;
  (void)k;
  return true;
}

static uint64_t one_count(size_t r, uint64_t k) {
  (void)r;
  (void)k;
  return 1;
}

static int one_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  (void)k;
  coins_flip f = coins_one_coin(r);
  return emit(ctx, &f);
}

static int one_winning(const uint64_t *c, size_t n, uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  (void)c;
  (void)n;
  (void)k;
  if (x != 1) return 0;
  coins_flip f = coins_one_coin(r);
  return emit(ctx, &f);
}

static void one_stall(size_t r, uint64_t k, coins_flip *f) {
  (void)k;
  *f = coins_one_coin(r);
}

static int one_play(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err) {
  (void)nargs;
  (void)k;
  (void)err;
  *f = coins_one_coin((size_t)args[0] - 1);
  return 0;
}

static const coins_variant one_variant = {
    .game = &gr_game_coins_one,
    .value = one_value,
    .value_words = one_words,
    .rules = COINS_RULES("g(i) = 1 for every coin", "每枚硬币 g(i) = 1"),
    .movable = one_movable,
    .count_at = one_count,
    .each_at = one_each,
    .winning_at = one_winning,
    .stall_at = one_stall,
    .play_set = one_play,
    .action_args = coins_action_set,
    .max_args = 1,
    .usage = "a move is written 'flip COIN' (coins numbered from 1), e.g. flip 2",
    .verb_args = {"coin", NULL, NULL},
};

static const kit_solver_ops one_ops = {.first = 0, .data = &one_variant, .accumulate = coins_accumulate,
                                       .decide = coins_decide, .winning = coins_winning};

COINS_GAME_FUNCTIONS(one, one_variant, one_ops)

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop one_lesson[] = {
    {{"The rules", "规则"},
     {"Four coins in a row, numbered 1 to 4 from the left; U is heads up and D tails up, so coins 1, 3 and 4 "
      "show heads. A move turns one heads-up coin over to tails. Whoever cannot move loses. Who wins UDUU?",
      "一排四枚硬币，从左到右编号 1 到 4；U 表示正面朝上，D 表示反面朝上，所以第 1、3、4 枚是正面。每次把一枚正"
      "面朝上的硬币翻成反面。不能操作的人输。UDUU 谁会赢？"},
     "UDUU", -2},
    {{"Each heads coin is worth 1", "每枚正面值 1"},
     {"A heads coin standing alone is worth g = mex{0} = 1: its only move leaves nothing. The trace xors these "
      "values over the heads coins from left to right: after coin 3 (step 5) the xor is 1 xor 1 = 0, and coin "
      "4 makes it 1 again.",
      "单独一枚正面硬币的 SG 值为 g = mex{0} = 1：它唯一的着法是翻成反面，之后什么也不剩。追踪从左到右对正面硬"
      "币的值求异或：到第 3 枚（第 5 步）时异或和为 1 xor 1 = 0，第 4 枚又把它变回 1。"},
     "UDUU", 5},
    {{"The key idea: a fixed length", "关键想法：步数固定"},
     {"Every move turns exactly one heads coin down and none up, so the game lasts exactly as many moves as "
      "there are heads, whatever anyone does. With 3 heads the first player makes moves 1 and 3, the last one. "
      "This is the simplest coin-turning game; in all of them a row is the sum of its heads coins standing "
      "alone.",
      "每一步恰好把一枚正面翻成反面，不会翻出新的正面，所以无论怎么走，游戏的步数都恰好等于正面的个数。3 枚正面"
      "时，先手走的是第一步和第三步，也就是最后一步。这是最简单的翻硬币游戏；在所有翻硬币游戏中，一排硬币都等于"
      "各枚正面单独存在时的和。"},
     "UDUU", -1},
    {{"The theorem", "定理"},
     {"The SG value of a row is the xor of its heads coins' values, here 1 xor 1 xor ...: the parity of the "
      "number of heads. The first player wins exactly when it is odd, and then turning any heads coin wins. "
      "UUDDUU has 4 heads: the second player wins.",
      "一排硬币的 SG 值是各枚正面硬币 SG 值的异或，这里是 1 xor 1 xor ……，即正面个数的奇偶。先手必胜当且仅当正"
      "面个数为奇数，此时翻任何一枚正面都必胜。UUDDUU 有 4 枚正面：后手必胜。"},
     "UUDDUU", -1},
    {{"Your turn", "轮到你"},
     {"UDUDUUU has 5 heads: the first player wins, whichever coin they turn. Play it to the end against the "
      "computer and count the moves.",
      "UDUDUUU 有 5 枚正面：先手必胜，翻哪一枚都可以。和电脑下到底，数一数一共走了几步。"},
     "UDUDUUU", -2},
};

const gr_game gr_game_coins_one = {
    .id = "coins-one",
    .title = {"Coin turning: one coin", "翻硬币:每次翻一枚"},
    .rules = {"Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over one "
              "heads-up coin. The player who cannot move loses.",
              "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次把一枚正面朝上的硬币翻成反面。不能操作的人输。"},
    .syntax = {"The row from left to right, U for heads up and D for tails up: UDUU", "从左到右的硬币,U 为正面朝上,D 为反面朝上:UDUU"},
    .example = "UDUU",
    .theory = {"A coin-turning position is the sum of its heads coins standing alone. Here each is worth g = 1, so the "
               "value is the parity of the number of heads: the first player wins exactly when it is odd, and then "
               "turning any heads coin wins.",
               "翻硬币游戏的局面等于各正面硬币单独存在时的和。这里每枚的 SG 值都是 1,局面的 SG 值就是正面个数的奇偶:"
               "奇数时先手必胜,翻任何一枚正面硬币都是必胜着法。"},
    .referee_max_len = 12,
    .referee_max_value = 1,
    .play_syntax = {"flip COIN (coins numbered from 1)", "flip 硬币号(从 1 编号)"},
    COINS_GAME_TABLE(one),
    .lesson = one_lesson,
    .lesson_len = sizeof one_lesson / sizeof one_lesson[0],
};
