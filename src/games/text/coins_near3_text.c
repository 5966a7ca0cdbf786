/* coins_near3_text.c — coins-near3's messages, one table per language (keys in coins_near3_text.h). */
#include "coins_near3_text.h"

static const char *const en[COINS_NEAR3_COUNT] = {
    COINS_TEXTS_EN,
    [COINS_R_VALUE_SUM] = "g(i) = i mod 4 (coins numbered from 1)",
    [COINS_USAGE_NOTE] =
        ": a heads coin and one of the three coins just left of it (alone only for coins 1 to 3)",
    [COINS_NEAR3_TITLE] = "Coin turning: a coin and one of the three to its left",
    [COINS_NEAR3_RULES] =
        "Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over "
        "a heads-up coin together with one of the three coins just left of it; coins 1, 2 and 3 may also be "
        "turned alone. The coin on the right goes from heads to tails. The player who cannot move loses.",
    [COINS_NEAR3_SYNTAX] = "The row from left to right, U for heads up and D for tails up: DUDUUD",
    [COINS_NEAR3_THEORY] =
        "A coin-turning position is the sum of its heads coins standing alone. Coin i alone is a subtraction "
        "game with moves 1, 2, 3, worth g(i) = i mod 4; the first player wins exactly when the xor of these "
        "over the heads coins is non-zero.",
    [COINS_NEAR3_PLAY_SYNTAX] =
        "flip COIN [LEFT] (LEFT one of the three coins just left; coins numbered from 1)",
    [COINS_NEAR3_L1_TITLE] = "The rules",
    [COINS_NEAR3_L1_TEXT] =
        "In DUDUUD coins 2, 4 and 5 show heads. A move turns a heads coin over together with one of the "
        "three coins just left of it; coins 1, 2 and 3 may also be turned alone. With coin 5 you may turn "
        "coin 4, 3 or 2. Whoever cannot move loses. Who wins?",
    [COINS_NEAR3_L2_TITLE] = "Coin 4 is worth nothing",
    [COINS_NEAR3_L2_TEXT] =
        "Coin 4 alone must be turned with coin 3, 2 or 1, which leaves one heads coin there, worth 3, 2 or "
        "1. So g(4) = mex{3, 2, 1} = 0 (step 6): a heads coin at 4 is worth nothing. The values run 1, 2, 3, "
        "0, 1, 2, 3, 0, ...",
    [COINS_NEAR3_L3_TITLE] = "The key idea: a subtraction game",
    [COINS_NEAR3_L3_TEXT] =
        "A heads coin at place i is a counter on square i: turning it with coin j moves the counter to j, a "
        "step of 1, 2 or 3, and from squares 1 to 3 it may also leave the board. (If coin j was already "
        "heads, the two cancel, which is the same in the sum.) The subtraction game with moves 1, 2, 3 has "
        "g(i) = i mod 4, the seed's cycle 1 2 3 0; step 8 finds g(5) = 1.",
    [COINS_NEAR3_L4_TITLE] = "The theorem",
    [COINS_NEAR3_L4_TEXT] =
        "The SG value of a row is the xor of i mod 4 over its heads coins i; the first player wins exactly "
        "when it is non-zero. DDDUDDDU has heads at 4 and 8, both worth 0: the value is 0 and the second "
        "player wins, although the first player has moves.",
    [COINS_NEAR3_L5_TITLE] = "Your turn",
    [COINS_NEAR3_L5_TEXT] =
        "UDDUUDUU: the heads coins 1, 4, 5, 7, 8 are worth 1, 0, 1, 3, 0, xor 3, so the first player wins. "
        "Find a move that leaves xor 0 and beat the computer.",
    [COINS_NEAR3_LOW] =
        "coin {1} may turn alone (reaching 0) or with a coin j to its left (reaching g(j) = j): g = mex{0, "
        "..., {2}} = {1}.",
    [COINS_NEAR3_HIGH] = "it must turn with coin {1}, {2} or {3}: g = mex{{4}, {5}, {6}} = {7} = {8} mod 4.",
    [COINS_NEAR3_ALONE] =
        "coin {1} must be turned with one of the three coins just left of it ({2}, {3} or {4}): only coins 1 "
        "to 3 may be turned alone",
    [COINS_NEAR3_FAR] = "coin {1} is not one of the three coins just left of coin {2}",
};

static const char *const zh[COINS_NEAR3_COUNT] = {
    COINS_TEXTS_ZH,
    [COINS_R_VALUE_SUM] = "g(i) = i mod 4(硬币从 1 编号)",
    [COINS_USAGE_NOTE] = ":一枚正面硬币及其左侧最近三枚之一(只有第 1 到 3 枚可以单独翻)",
    [COINS_NEAR3_TITLE] = "翻硬币:一枚及其左侧最近三枚之一",
    [COINS_NEAR3_RULES] =
        "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次把一枚正面朝上的硬币翻成反面,同时必须翻动它左侧最近三枚硬币中的一枚;编号不超过 3 的硬币也可以单独翻。不能操作的人输。",
    [COINS_NEAR3_SYNTAX] = "从左到右的硬币,U 为正面朝上,D 为反面朝上:DUDUUD",
    [COINS_NEAR3_THEORY] =
        "翻硬币游戏的局面等于各正面硬币单独存在时的和。单独的第 i 枚相当于每次减 1、2 或 3 的减法游戏,g(i) = i mod 4;正面硬币的 g 值异或和不为 0 时先手必胜。",
    [COINS_NEAR3_PLAY_SYNTAX] = "flip 硬币号 [左侧硬币号](左侧三枚之一;从 1 编号)",
    [COINS_NEAR3_L1_TITLE] = "规则",
    [COINS_NEAR3_L1_TEXT] =
        "DUDUUD 中第 2、4、5 枚是正面。每次把一枚正面硬币翻成反面，同时翻动它左侧最近三枚中的一枚；编号为 1、2、3 的硬币也可以单独翻。例如翻第 5 枚时，可同时翻第 4、3 或 2 "
        "枚。不能操作的人输。谁会赢？",
    [COINS_NEAR3_L2_TITLE] = "第 4 枚毫无价值",
    [COINS_NEAR3_L2_TEXT] =
        "单独的第 4 枚必须和第 3、2 或 1 枚一起翻，结果在那里留下一枚正面，值为 3、2 或 1。所以 g(4) = mex{3, 2, 1} = 0（第 6 步）：第 4 "
        "位的正面毫无价值。各位置的值依次为 1, 2, 3, 0, 1, 2, 3, 0, ……",
    [COINS_NEAR3_L3_TITLE] = "关键想法：减法游戏",
    [COINS_NEAR3_L3_TEXT] =
        "第 i 位的一枚正面相当于第 i 格上的一枚棋子：连同第 j 枚一起翻，就是把棋子移到 j，每次走 1、2 或 3 格；在第 1 到 3 格上还可以直接离开。（若第 j "
        "枚原本是正面，两者抵消，在和中效果相同。）每次减 1、2、3 的减法游戏有 g(i) = i mod 4，即种子文档中的循环 1 2 3 0；第 8 步得到 g(5) = 1。",
    [COINS_NEAR3_L4_TITLE] = "定理",
    [COINS_NEAR3_L4_TEXT] =
        "一排硬币的 SG 值是所有正面硬币 i 的 i mod 4 的异或和；先手必胜当且仅当它不为 0。DDDUDDDU 的正面在 4 和 8，值都是 0：局面的 SG 值为 "
        "0，后手必胜，尽管先手有棋可走。",
    [COINS_NEAR3_L5_TITLE] = "轮到你",
    [COINS_NEAR3_L5_TEXT] = "UDDUUDUU：正面硬币 1、4、5、7、8 的值为 1、0、1、3、0，异或和为 3，先手必胜。找出使异或和变为 0 的一步，然后战胜电脑。",
    [COINS_NEAR3_LOW] = "第 {1} 枚可以单独翻(到达 0),或连同左边一枚 j 一起翻(到达 g(j) = j),g = mex{0, ..., {2}} = {1}。",
    [COINS_NEAR3_HIGH] = "必须连同第 {1}、{2}、{3} 枚之一一起翻:g = mex{{4}, {5}, {6}} = {7} = {8} mod 4。",
    [COINS_NEAR3_ALONE] = "第 {1} 枚必须连同它左侧最近的三枚({2}、{3} 或 {4})之一一起翻:只有第 1 到 3 枚可以单独翻",
    [COINS_NEAR3_FAR] = "第 {1} 枚不是第 {2} 枚左侧最近的三枚之一",
};

const gr_texts coins_near3_texts = {"coins-near3", COINS_NEAR3_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
