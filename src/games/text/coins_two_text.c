/* coins_two_text.c — coins-two's messages, one table per language (keys in coins_two_text.h). */
#include "coins_two_text.h"

static const char *const en[COINS_TWO_COUNT] = {
    COINS_TEXTS_EN,
    [COINS_R_VALUE_SUM] = "g(i) = i (coins numbered from 1)",
    [COINS_USAGE_NOTE] = " (coins numbered from 1)",
    [COINS_TWO_TITLE] = "Coin turning: one or two coins",
    [COINS_TWO_RULES] =
        "Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over "
        "one coin or two coins (anywhere, not necessarily adjacent); the rightmost coin turned must go from "
        "heads to tails. The player who cannot move loses.",
    [COINS_TWO_SYNTAX] = "The row from left to right, U for heads up and D for tails up: DUUDDU",
    [COINS_TWO_THEORY] =
        "A coin-turning position is the sum of its heads coins standing alone. Coin i alone is worth g(i) = "
        "i, so the value is the xor of the numbers of the heads coins, as in Nim: the first player wins "
        "exactly when it is non-zero. A winning move turns heads coin r with coin r xor X when that is below "
        "r (or alone when r = X).",
    [COINS_TWO_PLAY_SYNTAX] = "flip COIN [COIN] (coins numbered from 1)",
    [COINS_TWO_L1_TITLE] = "The rules",
    [COINS_TWO_L1_TEXT] =
        "Six coins numbered 1 to 6 from the left; coins 2, 3 and 6 show heads (U). A move turns over one "
        "coin or two coins anywhere, and the rightmost coin turned must go from heads to tails: turning "
        "coins 1 and 6 makes coin 6 tails and coin 1 heads. Whoever cannot move loses. Who wins DUUDDU?",
    [COINS_TWO_L2_TITLE] = "Xor the numbers",
    [COINS_TWO_L2_TEXT] =
        "Coin i alone is worth g(i) = i, so the trace xors the numbers of the heads coins: 2 xor 3 = 1, then "
        "1 xor 6 = 7 at step 11. X = 7 != 0: the first player wins by turning coin 6 with coin 6 xor 7 = 1, "
        "which leaves UUUDDD, heads 1, 2, 3, xor 0.",
    [COINS_TWO_L3_TITLE] = "The key idea: a coin is a heap",
    [COINS_TWO_L3_TEXT] =
        "A heads coin at place i behaves like a Nim heap of i. Turning it alone removes it (the whole heap "
        "is taken); turning it with a coin j < i moves the heads from i to j (the heap becomes j). If coin j "
        "was already heads, both go down, and that is the same in the sum: two heads at one place cancel (j "
        "xor j = 0). So g(i) = mex{0, 1, ..., i - 1} = i; step 10 finds g(6) = 6.",
    [COINS_TWO_L4_TITLE] = "The theorem",
    [COINS_TWO_L4_TEXT] =
        "The SG value of a row is the xor of the numbers of its heads coins, as in Nim with heaps of those "
        "sizes; the first player wins exactly when it is non-zero. UUUDDD: 1 xor 2 xor 3 = 0, so the second "
        "player wins. A winning move turns heads coin r with coin r xor X when that is below r, or r alone "
        "when r = X.",
    [COINS_TWO_L5_TITLE] = "Your turn",
    [COINS_TWO_L5_TEXT] =
        "UDDUDUU: heads at 1, 4, 6 and 7, xor 4, so the first player wins. Find a move that makes the xor 0, "
        "then beat the computer.",
    [COINS_TWO_WORDS] =
        "turning it alone reaches 0, turning it with a coin j < {1} reaches g(j) = j, so g({1}) = mex{0, "
        "..., {2}} = {1}.",
};

static const char *const zh[COINS_TWO_COUNT] = {
    COINS_TEXTS_ZH,
    [COINS_R_VALUE_SUM] = "g(i) = i(硬币从 1 编号)",
    [COINS_USAGE_NOTE] = "(硬币从 1 编号)",
    [COINS_TWO_TITLE] = "翻硬币:每次翻一枚或两枚",
    [COINS_TWO_RULES] = "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次翻转一枚或两枚硬币(不必相邻),翻转的硬币中最右边的一枚必须由正面翻成反面。不能操作的人输。",
    [COINS_TWO_SYNTAX] = "从左到右的硬币,U 为正面朝上,D 为反面朝上:DUUDDU",
    [COINS_TWO_THEORY] =
        "翻硬币游戏的局面等于各正面硬币单独存在时的和。第 i 枚单独的 SG 值为 i,局面的 SG 值是所有正面硬币编号的异或和,与 Nim 相同:不为 0 时先手必胜。必胜着法:把正面硬币 r 与编号 "
        "r xor X 的硬币一起翻(该编号小于 r 时),或 r = X 时单独翻 r。",
    [COINS_TWO_PLAY_SYNTAX] = "flip 硬币号 [硬币号](从 1 编号)",
    [COINS_TWO_L1_TITLE] = "规则",
    [COINS_TWO_L1_TEXT] =
        "六枚硬币，从左到右编号 1 到 6；第 2、3、6 枚正面朝上（U）。每次翻转一枚或任意两枚硬币，翻转的硬币中最右边的一枚必须由正面翻成反面：例如翻第 1 和第 6 枚，第 6 枚变反面，第 1 "
        "枚变正面。不能操作的人输。DUUDDU 谁会赢？",
    [COINS_TWO_L2_TITLE] = "对编号求异或",
    [COINS_TWO_L2_TEXT] =
        "单独的第 i 枚硬币值 g(i) = i，所以追踪对正面硬币的编号求异或：2 xor 3 = 1，第 11 步再得 1 xor 6 = 7。X = 7 ≠ 0：先手必胜，把第 6 枚与第 6 xor "
        "7 = 1 枚一起翻，留下 UUUDDD，正面为 1、2、3，异或和为 0。",
    [COINS_TWO_L3_TITLE] = "关键想法：一枚硬币就是一堆石子",
    [COINS_TWO_L3_TEXT] =
        "第 i 位的一枚正面硬币就像一堆 i 颗石子的 Nim。单独翻它等于把它去掉（整堆取走）；连同第 j 枚（j < i）一起翻，等于把正面从 i 移到 j（这堆变成 j 颗）。若第 j "
        "枚原本就是正面，两枚都变反面，在和中效果相同：同一位置上的两枚正面互相抵消（j xor j = 0）。所以 g(i) = mex{0, 1, ..., i − 1} = i；第 10 步得到 "
        "g(6) = 6。",
    [COINS_TWO_L4_TITLE] = "定理",
    [COINS_TWO_L4_TEXT] =
        "一排硬币的 SG 值是所有正面硬币编号的异或和，就像以这些编号为堆大小的 Nim；先手必胜当且仅当它不为 0。UUUDDD：1 xor 2 xor 3 = 0，后手必胜。必胜着法：把正面硬币 r "
        "与编号 r xor X 的硬币一起翻（当该编号小于 r 时），或在 r = X 时单独翻 r。",
    [COINS_TWO_L5_TITLE] = "轮到你",
    [COINS_TWO_L5_TEXT] = "UDDUDUU：正面在 1、4、6、7，异或和为 4，先手必胜。找出使异或和变为 0 的一步，然后战胜电脑。",
    [COINS_TWO_WORDS] = "单独翻它到达 0,连同左边第 j 枚(j < {1})一起翻到达 g(j) = j,所以 g({1}) = mex{0, ..., {2}} = {1}。",
};

const gr_texts coins_two_texts = {"coins-two", COINS_TWO_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
