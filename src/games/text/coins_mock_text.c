/* coins_mock_text.c — coins-mock's messages, one table per language (keys in coins_mock_text.h). */
#include "coins_mock_text.h"

static const char *const en[COINS_MOCK_COUNT] = {
    COINS_TEXTS_EN,
    [COINS_R_VALUE_SUM] =
        "g(x) = 2x + 1 if x has an even number of ones in binary, else 2x (x = coin number - 1): the odious "
        "numbers",
    [COINS_USAGE_NOTE] = " (coins numbered from 1)",
    [COINS_MOCK_TITLE] = "Coin turning: Mock Turtles (one, two or three coins)",
    [COINS_MOCK_RULES] =
        "Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over "
        "one, two or three coins anywhere; the rightmost coin turned must go from heads to tails. The player "
        "who cannot move loses.",
    [COINS_MOCK_SYNTAX] = "The row from left to right, U for heads up and D for tails up: UUDUDU",
    [COINS_MOCK_THEORY] =
        "A coin-turning position is the sum of its heads coins standing alone. The coin at place x (from 0) "
        "is worth the x-th odious number: 2x, plus 1 when x has an even number of ones in binary (1, 2, 4, "
        "7, 8, 11, ...). The first player wins exactly when their xor over the heads coins is non-zero; "
        "equivalently, lost rows have an even number of heads whose places xor to 0. At most 1000 winning "
        "moves are listed.",
    [COINS_MOCK_PLAY_SYNTAX] = "flip COIN [COIN [COIN]] (coins numbered from 1)",
    [COINS_MOCK_L1_TITLE] = "The rules",
    [COINS_MOCK_L1_TEXT] =
        "Mock Turtles: in UUDUDU coins 1, 2, 4 and 6 show heads. A move turns over one, two or three coins "
        "anywhere, and the rightmost coin turned must go from heads to tails: turning coins 3 and 6 makes "
        "coin 6 tails and coin 3 heads. Whoever cannot move loses. Who wins?",
    [COINS_MOCK_L2_TITLE] = "The mex table",
    [COINS_MOCK_L2_TEXT] =
        "Number the places from 0, as the seed does (place x is coin x + 1). Place 3 alone may turn alone or "
        "with one or two of places 0, 1, 2, reaching 0, 1, 2, 4, 1 xor 2 = 3, 1 xor 4 = 5 and 2 xor 4 = 6, "
        "so g(3) = 7. Step 6 gets the same 7 from the rule: 3 = 11 in binary has an even number of ones, so "
        "g = 2 x 3 + 1.",
    [COINS_MOCK_L3_TITLE] = "The key idea: odious numbers",
    [COINS_MOCK_L3_TEXT] =
        "The values 1, 2, 4, 7, 8, 11, 13, 14, ... are the odious numbers, those with an odd number of ones "
        "in binary: g(x) = 2x, plus 1 when x has an even number of ones. The xor of an odd number of odious "
        "numbers is odious again, never 0, so a lost row has an even number of heads. UUUU has four, and 1 "
        "xor 2 xor 4 xor 7 = 0: lost.",
    [COINS_MOCK_L4_TITLE] = "The theorem",
    [COINS_MOCK_L4_TEXT] =
        "The first player wins exactly when the xor of the heads coins' values is non-zero. Equivalently, a "
        "row is lost exactly when it has an even number of heads whose places xor to 0 (the seed's text says "
        "odd, but its own parity argument, and exhaustive search, say even). DUUDUDDU: places 1, 2, 4, 7, "
        "four of them, 1 xor 2 xor 4 xor 7 = 0: lost.",
    [COINS_MOCK_L5_TITLE] = "Your turn",
    [COINS_MOCK_L5_TEXT] =
        "UUDUDU: coins 1, 2, 4, 6 are worth 1, 2, 7, 11, xor 15, so the first player wins. There is exactly "
        "one winning move; find it, then beat the computer.",
    [COINS_MOCK_WORDS] =
        "place x = {1} (from 0) is {2} in binary, {3} {3|one|ones} ({4}), so g = 2*{1}{5} = {6}, odious "
        "number #{1} (counting from 0).",
    [COINS_MOCK_ODD] = "odd",
    [COINS_MOCK_EVEN] = "even",
};

static const char *const zh[COINS_MOCK_COUNT] = {
    COINS_TEXTS_ZH,
    [COINS_R_VALUE_SUM] = "x 的二进制中 1 的个数为偶数时 g(x) = 2x + 1,否则为 2x(x = 硬币号 - 1):odious 数",
    [COINS_USAGE_NOTE] = "(硬币从 1 编号)",
    [COINS_MOCK_TITLE] = "翻硬币:Mock Turtles(每次翻一到三枚)",
    [COINS_MOCK_RULES] =
        "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次翻转一枚、两枚或三枚硬币(位置任意),翻转的硬币中最右边的一枚必须由正面翻成反面。不能操作的人输。",
    [COINS_MOCK_SYNTAX] = "从左到右的硬币,U 为正面朝上,D 为反面朝上:UUDUDU",
    [COINS_MOCK_THEORY] =
        "翻硬币游戏的局面等于各正面硬币单独存在时的和。位置 x(从 0 数)的硬币单独的 SG 值是第 x 个 odious 数:2x,若 x 的二进制中 1 的个数为偶数再加 1(1, 2, 4, 7, "
        "8, 11, ...)。正面硬币这些值的异或和不为 0 时先手必胜;等价地,必败局面的正面硬币个数为偶数且位置异或和为 0。最多列出 1000 个必胜着法。",
    [COINS_MOCK_PLAY_SYNTAX] = "flip 硬币号 [硬币号 [硬币号]](从 1 编号)",
    [COINS_MOCK_L1_TITLE] = "规则",
    [COINS_MOCK_L1_TEXT] =
        "Mock Turtles 游戏：UUDUDU 中第 1、2、4、6 枚是正面。每次翻转任意位置的一枚、两枚或三枚硬币，翻转的硬币中最右边的一枚必须由正面翻成反面：例如翻第 3 和第 6 枚，第 6 "
        "枚变反面，第 3 枚变正面。不能操作的人输。谁会赢？",
    [COINS_MOCK_L2_TITLE] = "mex 表",
    [COINS_MOCK_L2_TEXT] =
        "按种子文档的做法，位置从 0 开始编号（位置 x 即第 x + 1 枚）。单独的位置 3 可以单独翻，或连同位置 0、1、2 中的一个或两个一起翻，到达 0、1、2、4、1 xor 2 = 3、1 "
        "xor 4 = 5、2 xor 4 = 6，所以 g(3) = 7。第 6 步用规律得到同样的 7：3 的二进制 11 中 1 的个数为偶数，所以 g = 2 × 3 + 1。",
    [COINS_MOCK_L3_TITLE] = "关键想法：odious 数",
    [COINS_MOCK_L3_TEXT] =
        "这些值 1, 2, 4, 7, 8, 11, 13, 14, ... 正是 odious 数（二进制中 1 的个数为奇数的数）：g(x) = 2x，若 x 的二进制中 1 的个数为偶数再加 "
        "1。奇数个 odious 数的异或仍是 odious 数，不可能为 0，所以必败局面的正面个数一定是偶数。UUUU 有四枚，1 xor 2 xor 4 xor 7 = 0：必败。",
    [COINS_MOCK_L4_TITLE] = "定理",
    [COINS_MOCK_L4_TEXT] =
        "先手必胜当且仅当各正面硬币值的异或和不为 0。等价地，一排硬币必败当且仅当正面个数为偶数且它们的位置异或和为 "
        "0（种子文档的结论写成了奇数，但它自己的奇偶性论证和穷举搜索都表明是偶数）。DUUDUDDU：位置 1、2、4、7，共四个，1 xor 2 xor 4 xor 7 = 0：必败。",
    [COINS_MOCK_L5_TITLE] = "轮到你",
    [COINS_MOCK_L5_TEXT] = "UUDUDU：第 1、2、4、6 枚的值为 1、2、7、11，异或和为 15，先手必胜。必胜着法只有一种；找出它，然后战胜电脑。",
    [COINS_MOCK_WORDS] =
        "位置 x = {1}(从 0 数),二进制 {2} 有 {3} 个 1({4}),g = 2·{1}{5} = {6},即第 {1} 个 odious 数(从 0 数)。",
    [COINS_MOCK_ODD] = "奇数",
    [COINS_MOCK_EVEN] = "偶数",
};

const gr_texts coins_mock_texts = {"coins-mock", COINS_MOCK_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
