/* coins_one_text.c — coins-one's messages, one table per language (keys in coins_one_text.h). */
#include "coins_one_text.h"

static const char *const en[COINS_ONE_COUNT] = {
    COINS_TEXTS_EN,
    [COINS_R_VALUE_SUM] = "g(i) = 1 for every coin",
    [COINS_USAGE_NOTE] = " (coins numbered from 1)",
    [COINS_ONE_TITLE] = "Coin turning: one coin",
    [COINS_ONE_RULES] =
        "Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over "
        "one heads-up coin. The player who cannot move loses.",
    [COINS_ONE_SYNTAX] = "The row from left to right, U for heads up and D for tails up: UDUU",
    [COINS_ONE_THEORY] =
        "A coin-turning position is the sum of its heads coins standing alone. Here each is worth g = 1, so "
        "the value is the parity of the number of heads: the first player wins exactly when it is odd, and "
        "then turning any heads coin wins.",
    [COINS_ONE_PLAY_SYNTAX] = "flip COIN (coins numbered from 1)",
    [COINS_ONE_L1_TITLE] = "The rules",
    [COINS_ONE_L1_TEXT] =
        "Four coins in a row, numbered 1 to 4 from the left; U is heads up and D tails up, so coins 1, 3 and "
        "4 show heads. A move turns one heads-up coin over to tails. Whoever cannot move loses. Who wins "
        "UDUU?",
    [COINS_ONE_L2_TITLE] = "Each heads coin is worth 1",
    [COINS_ONE_L2_TEXT] =
        "A heads coin standing alone is worth g = mex{0} = 1: its only move leaves nothing. The trace xors "
        "these values over the heads coins from left to right: after coin 3 (step 5) the xor is 1 xor 1 = 0, "
        "and coin 4 makes it 1 again.",
    [COINS_ONE_L3_TITLE] = "The key idea: a fixed length",
    [COINS_ONE_L3_TEXT] =
        "Every move turns exactly one heads coin down and none up, so the game lasts exactly as many moves "
        "as there are heads, whatever anyone does. With 3 heads the first player makes moves 1 and 3, the "
        "last one. This is the simplest coin-turning game; in all of them a row is the sum of its heads "
        "coins standing alone.",
    [COINS_ONE_L4_TITLE] = "The theorem",
    [COINS_ONE_L4_TEXT] =
        "The SG value of a row is the xor of its heads coins' values, here 1 xor 1 xor ...: the parity of "
        "the number of heads. The first player wins exactly when it is odd, and then turning any heads coin "
        "wins. UUDDUU has 4 heads: the second player wins.",
    [COINS_ONE_L5_TITLE] = "Your turn",
    [COINS_ONE_L5_TEXT] =
        "UDUDUUU has 5 heads: the first player wins, whichever coin they turn. Play it to the end against "
        "the computer and count the moves.",
    [COINS_ONE_WORDS] = "its only move turns it down, to a value of 0, so g = mex{0} = 1.",
};

static const char *const zh[COINS_ONE_COUNT] = {
    COINS_TEXTS_ZH,
    [COINS_R_VALUE_SUM] = "每枚硬币 g(i) = 1",
    [COINS_USAGE_NOTE] = "(硬币从 1 编号)",
    [COINS_ONE_TITLE] = "翻硬币:每次翻一枚",
    [COINS_ONE_RULES] = "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次把一枚正面朝上的硬币翻成反面。不能操作的人输。",
    [COINS_ONE_SYNTAX] = "从左到右的硬币,U 为正面朝上,D 为反面朝上:UDUU",
    [COINS_ONE_THEORY] = "翻硬币游戏的局面等于各正面硬币单独存在时的和。这里每枚的 SG 值都是 1,局面的 SG 值就是正面个数的奇偶:奇数时先手必胜,翻任何一枚正面硬币都是必胜着法。",
    [COINS_ONE_PLAY_SYNTAX] = "flip 硬币号(从 1 编号)",
    [COINS_ONE_L1_TITLE] = "规则",
    [COINS_ONE_L1_TEXT] =
        "一排四枚硬币，从左到右编号 1 到 4；U 表示正面朝上，D 表示反面朝上，所以第 1、3、4 枚是正面。每次把一枚正面朝上的硬币翻成反面。不能操作的人输。UDUU 谁会赢？",
    [COINS_ONE_L2_TITLE] = "每枚正面值 1",
    [COINS_ONE_L2_TEXT] =
        "单独一枚正面硬币的 SG 值为 g = mex{0} = 1：它唯一的着法是翻成反面，之后什么也不剩。追踪从左到右对正面硬币的值求异或：到第 3 枚（第 5 步）时异或和为 1 xor 1 = "
        "0，第 4 枚又把它变回 1。",
    [COINS_ONE_L3_TITLE] = "关键想法：步数固定",
    [COINS_ONE_L3_TEXT] =
        "每一步恰好把一枚正面翻成反面，不会翻出新的正面，所以无论怎么走，游戏的步数都恰好等于正面的个数。3 "
        "枚正面时，先手走的是第一步和第三步，也就是最后一步。这是最简单的翻硬币游戏；在所有翻硬币游戏中，一排硬币都等于各枚正面单独存在时的和。",
    [COINS_ONE_L4_TITLE] = "定理",
    [COINS_ONE_L4_TEXT] =
        "一排硬币的 SG 值是各枚正面硬币 SG 值的异或，这里是 1 xor 1 xor ……，即正面个数的奇偶。先手必胜当且仅当正面个数为奇数，此时翻任何一枚正面都必胜。UUDDUU 有 4 "
        "枚正面：后手必胜。",
    [COINS_ONE_L5_TITLE] = "轮到你",
    [COINS_ONE_L5_TEXT] = "UDUDUUU 有 5 枚正面：先手必胜，翻哪一枚都可以。和电脑下到底，数一数一共走了几步。",
    [COINS_ONE_WORDS] = "唯一的着法是把它翻成反面,到达 0,所以 g = mex{0} = 1。",
};

const gr_texts coins_one_texts = {"coins-one", COINS_ONE_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
