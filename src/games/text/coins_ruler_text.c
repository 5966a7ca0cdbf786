/* coins_ruler_text.c — coins-ruler's messages, one table per language (keys in coins_ruler_text.h). */
#include "coins_ruler_text.h"

static const char *const en[COINS_RULER_COUNT] = {
    COINS_TEXTS_EN,
    [COINS_R_VALUE_SUM] = "g(i) = the largest power of 2 dividing i (coins numbered from 1)",
    [COINS_USAGE_NOTE] = ": the run of coins FROM..TO (coins numbered from 1)",
    [COINS_RULER_TITLE] = "Coin turning: Ruler (any run of coins)",
    [COINS_RULER_RULES] =
        "Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over "
        "any run of consecutive coins (at least one); the rightmost coin turned must go from heads to tails. "
        "The player who cannot move loses.",
    [COINS_RULER_SYNTAX] = "The row from left to right, U for heads up and D for tails up: DUUDUD",
    [COINS_RULER_THEORY] =
        "A coin-turning position is the sum of its heads coins standing alone. Coin i alone is worth the "
        "largest power of 2 dividing i (the ruler function); the first player wins exactly when their xor "
        "over the heads coins is non-zero. The values of coins 1..m xor to the Gray code of m, so each heads "
        "coin ends at most one winning run, found directly.",
    [COINS_RULER_PLAY_SYNTAX] = "flip FROM [TO]: the run of coins FROM..TO (coins numbered from 1)",
    [COINS_RULER_L1_TITLE] = "The rules",
    [COINS_RULER_L1_TEXT] =
        "Ruler: in DUUDUD coins 2, 3 and 5 show heads. A move turns over any run of consecutive coins (at "
        "least one), and the rightmost coin of the run must go from heads to tails: turning coins 1 to 3 is "
        "a move, turning 4 to 6 is not. Whoever cannot move loses. Who wins?",
    [COINS_RULER_L2_TITLE] = "The marks of a ruler",
    [COINS_RULER_L2_TEXT] =
        "Coin i alone can turn any run ending at it, so g(i) = mex{0, g(i-1), g(i-1) xor g(i-2), ...}, the "
        "seed's table. It gives 1, 2, 1, 4, 1, 2, 1, 8: the largest power of 2 dividing i, like the marks on "
        "a ruler. Step 6: g(4) = mex{0, 1, 1 xor 2, 1 xor 2 xor 1} = mex{0, 1, 3, 2} = 4.",
    [COINS_RULER_L3_TITLE] = "The key idea: Gray codes",
    [COINS_RULER_L3_TEXT] =
        "The values of coins 1 to m xor to the Gray code of m, gray(m) = m xor (m >> 1). So the run of coins "
        "l+1 to r is worth gray(r) xor gray(l), and it wins exactly when gray(l) = gray(r) xor X: one l per "
        "heads coin r, found directly. In DUUDUD, X = 2: coin 2 gives l = 1 (coin 2 alone), coin 3 gives l = "
        "0 (coins 1 to 3), coin 5 gives l = 6, no run.",
    [COINS_RULER_L4_TITLE] = "The theorem",
    [COINS_RULER_L4_TEXT] =
        "The SG value of a row is the xor of g(i), the largest power of 2 dividing i, over its heads coins; "
        "the first player wins exactly when it is non-zero. DUDDDU: coins 2 and 6 are both worth 2 (6 = 2 x "
        "3), the xor is 0 and the second player wins.",
    [COINS_RULER_L5_TITLE] = "Your turn",
    [COINS_RULER_L5_TEXT] =
        "UDUUDUDU: the heads coins 1, 3, 4, 6, 8 are worth 1, 1, 4, 2, 8, xor 14, so the first player wins. "
        "Find a winning run and beat the computer.",
    [COINS_RULER_WORDS] =
        "{1} = {2} x {3}: the largest power of 2 dividing {1} is {2}, so g = {2} (g(i) = mex{0, g(i-1), "
        "g(i-1) xor g(i-2), ...}).",
};

static const char *const zh[COINS_RULER_COUNT] = {
    COINS_TEXTS_ZH,
    [COINS_R_VALUE_SUM] = "g(i) = 整除 i 的最大的 2 的幂(硬币从 1 编号)",
    [COINS_USAGE_NOTE] = ":翻转第 起..止 枚(硬币从 1 编号)",
    [COINS_RULER_TITLE] = "翻硬币:Ruler(连续任意枚)",
    [COINS_RULER_RULES] = "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次翻转连续的任意枚硬币(至少一枚),其中最右边的一枚必须由正面翻成反面。不能操作的人输。",
    [COINS_RULER_SYNTAX] = "从左到右的硬币,U 为正面朝上,D 为反面朝上:DUUDUD",
    [COINS_RULER_THEORY] =
        "翻硬币游戏的局面等于各正面硬币单独存在时的和。第 i 枚单独的 SG 值是整除 i 的最大的 2 的幂(尺子函数);正面硬币这些值的异或和不为 0 时先手必胜。第 1..m 枚的值的异或等于 m "
        "的格雷码,所以每枚正面硬币至多是一个必胜区间的右端,可直接求出。",
    [COINS_RULER_PLAY_SYNTAX] = "flip 起 [止]:翻转第 起..止 枚(从 1 编号)",
    [COINS_RULER_L1_TITLE] = "规则",
    [COINS_RULER_L1_TEXT] =
        "Ruler（尺子游戏）：DUUDUD 中第 2、3、5 枚是正面。每次翻转连续的任意枚硬币（至少一枚），其中最右边的一枚必须由正面翻成反面：翻第 1 到 3 枚可以，翻第 4 到 6 "
        "枚不行。不能操作的人输。谁会赢？",
    [COINS_RULER_L2_TITLE] = "尺子上的刻度",
    [COINS_RULER_L2_TEXT] =
        "单独的第 i 枚可以翻以它为右端的任意一段，所以 g(i) = mex{0, g(i−1), g(i−1) xor g(i−2), ...}，即种子文档中的表。得到 1, 2, 1, 4, 1, "
        "2, 1, 8：整除 i 的最大的 2 的幂，就像尺子上的刻度。第 6 步：g(4) = mex{0, 1, 1 xor 2, 1 xor 2 xor 1} = mex{0, 1, 3, 2} = "
        "4。",
    [COINS_RULER_L3_TITLE] = "关键想法：格雷码",
    [COINS_RULER_L3_TEXT] =
        "第 1 到 m 枚的值的异或等于 m 的格雷码 gray(m) = m xor (m >> 1)。所以第 l+1 到 r 枚这一段的值为 gray(r) xor gray(l)，它是必胜着法当且仅当 "
        "gray(l) = gray(r) xor X：每枚正面硬币 r 只对应一个 l，可以直接求出。DUUDUD 中 X = 2：第 2 枚得 l = 1（单独翻第 2 枚），第 3 枚得 l = "
        "0（翻第 1 到 3 枚），第 5 枚得 l = 6，构不成一段。",
    [COINS_RULER_L4_TITLE] = "定理",
    [COINS_RULER_L4_TEXT] =
        "一排硬币的 SG 值是各正面硬币 g(i)（整除 i 的最大的 2 的幂）的异或和；先手必胜当且仅当它不为 0。DUDDDU：第 2 枚和第 6 枚的值都是 2（6 = 2 × 3），异或和为 "
        "0，后手必胜。",
    [COINS_RULER_L5_TITLE] = "轮到你",
    [COINS_RULER_L5_TEXT] = "UDUUDUDU：正面硬币 1、3、4、6、8 的值为 1、1、4、2、8，异或和为 14，先手必胜。找出必胜的一段，然后战胜电脑。",
    [COINS_RULER_WORDS] =
        "{1} = {2} × {3},整除 {1} 的最大的 2 的幂是 {2},g = {2}(g(i) = mex{0, g(i-1), g(i-1) xor g(i-2), ...})。",
};

const gr_texts coins_ruler_texts = {"coins-ruler", COINS_RULER_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
