/* coins_run_text.c — coins-run's messages, one table per language (keys in coins_run_text.h). */
#include "coins_run_text.h"

static const char *const en[COINS_RUN_COUNT] = {
    COINS_TEXTS_EN,
    [COINS_R_VALUE_SUM] = "g(i) = 1 if k divides i, else 0",
    [COINS_USAGE_NOTE] = ": the run of k coins ending at COIN (coins numbered from 1)",
    [COINS_RUN_TITLE] = "Coin turning: k consecutive coins",
    [COINS_RUN_RULES] =
        "Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over "
        "exactly k consecutive coins; the rightmost of them must go from heads to tails. The player who "
        "cannot move loses.",
    [COINS_RUN_SYNTAX] =
        "k=K; then the row, U for heads up and D for tails up (1 <= K <= the number of coins): k=3; UUDU",
    [COINS_RUN_THEORY] =
        "A coin-turning position is the sum of its heads coins standing alone. Coin i alone is worth 1 when "
        "k divides i and 0 otherwise, so the value is the parity of the heads coins at multiples of k. Any "
        "run of k holds exactly one multiple of k, so every move flips that parity: when it is odd, every "
        "move wins.",
    [COINS_RUN_PLAY_SYNTAX] = "flip COIN: the k coins ending at COIN (coins numbered from 1)",
    [COINS_RUN_L1_TITLE] = "The rules",
    [COINS_RUN_L1_TEXT] =
        "Here k = 3: a move turns over exactly 3 consecutive coins, and the rightmost of them must go from "
        "heads to tails. In DUUDUD coins 2, 3 and 5 show heads; turning coins 3, 4, 5 is a move (coin 5 is "
        "heads), turning 4, 5, 6 is not (coin 6 is tails). Whoever cannot move loses. Who wins?",
    [COINS_RUN_L2_TITLE] = "One coin at a time",
    [COINS_RUN_L2_TEXT] =
        "No run of 3 ends at coin 1 or 2, so alone they are worth 0. Coin 3 alone can only turn coins 1, 2, "
        "3, leaving coins 1 and 2 heads, worth 0 xor 0: g(3) = mex{0} = 1 (step 4). Coin 4 alone leaves "
        "coins 2 and 3 heads, worth 0 xor 1 = 1, so g(4) = mex{1} = 0.",
    [COINS_RUN_L3_TITLE] = "The key idea: a parity that flips",
    [COINS_RUN_L3_TEXT] =
        "Every run of k consecutive coins contains exactly one multiple of k, so every move turns exactly "
        "one coin at a multiple of k: the number of heads there changes by one, and its parity flips at "
        "every move. A finished row has no heads at a multiple of k (such a coin could still end a run). So "
        "the player facing an odd count is never stuck, and always hands over an even one.",
    [COINS_RUN_L4_TITLE] = "The theorem",
    [COINS_RUN_L4_TEXT] =
        "g(i) = 1 when k divides i and 0 otherwise, so the SG value of a row is the parity of the heads at "
        "multiples of k: the first player wins exactly when it is odd, and then every move wins. With k = 2, "
        "UUUU has heads at 2 and 4, an even number: the second player wins.",
    [COINS_RUN_L5_TITLE] = "Your turn",
    [COINS_RUN_L5_TEXT] =
        "k = 3, UUDUUUD: of coins 3 and 6 only coin 6 shows heads, an odd count, so the first player wins, "
        "with any move. Play it out against the computer and watch the parity flip.",
    [COINS_RUN_SHORT] = "{1} < k = {2}: no run of {2} coins ends at it, g = 0.",
    [COINS_RUN_DIVIDES] =
        "k = {2} divides {1}: the {3} coins before it hold no multiple of k, worth 0 together, so g = mex{0} "
        "= 1.",
    [COINS_RUN_NOT] =
        "k = {2} does not divide {1}: the {3} coins before it hold one multiple of k, worth 1 together, so g "
        "= {4} = 0.",
    [COINS_RUN_EARLY] =
        "the run of k = {1} coins ending at coin {2} would start before coin 1: the rightmost coin must be "
        "coin {1} or later",
};

static const char *const zh[COINS_RUN_COUNT] = {
    COINS_TEXTS_ZH,
    [COINS_R_VALUE_SUM] = "k 整除 i 时 g(i) = 1,否则为 0",
    [COINS_USAGE_NOTE] = ":以该硬币结尾的连续 k 枚(硬币从 1 编号)",
    [COINS_RUN_TITLE] = "翻硬币:每次连续翻 k 枚",
    [COINS_RUN_RULES] = "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次恰好翻转连续的 k 枚硬币,其中最右边的一枚必须由正面翻成反面。不能操作的人输。",
    [COINS_RUN_SYNTAX] = "k=K; 再写硬币,U 为正面朝上,D 为反面朝上(1 ≤ K ≤ 硬币数):k=3; UUDU",
    [COINS_RUN_THEORY] =
        "翻硬币游戏的局面等于各正面硬币单独存在时的和。第 i 枚单独的 SG 值在 k 整除 i 时为 1,否则为 0,局面的 SG 值就是编号为 k 的倍数的正面硬币个数的奇偶。任意连续 k 枚中恰有一个 "
        "k 的倍数,每一步都改变这个奇偶:为奇数时任何着法都必胜。",
    [COINS_RUN_PLAY_SYNTAX] = "flip 硬币号:以该硬币结尾的连续 k 枚(从 1 编号)",
    [COINS_RUN_L1_TITLE] = "规则",
    [COINS_RUN_L1_TEXT] =
        "这里 k = 3：每次恰好翻转连续 3 枚硬币，其中最右边的一枚必须由正面翻成反面。DUUDUD 中第 2、3、5 枚是正面；翻第 3、4、5 枚是合法的（第 5 枚是正面），翻第 4、5、6 "
        "枚不行（第 6 枚是反面）。不能操作的人输。谁会赢？",
    [COINS_RUN_L2_TITLE] = "逐枚求值",
    [COINS_RUN_L2_TEXT] =
        "没有以第 1 或第 2 枚结尾的连续三枚，所以它们单独的值为 0。单独的第 3 枚只能翻第 1、2、3 枚，留下第 1、2 枚正面，值为 0 xor 0：g(3) = mex{0} = 1（第 4 "
        "步）。单独的第 4 枚翻后留下第 2、3 枚正面，值为 0 xor 1 = 1，所以 g(4) = mex{1} = 0。",
    [COINS_RUN_L3_TITLE] = "关键想法：每步翻转的奇偶性",
    [COINS_RUN_L3_TEXT] =
        "任意连续 k 枚硬币中恰有一个编号是 k 的倍数，所以每一步都恰好翻动一枚 k 的倍数位置上的硬币：那些位置上的正面个数改变 1，每走一步奇偶性就翻转一次。终局时 k "
        "的倍数位置上没有正面（否则还能以它为右端翻转）。所以面对奇数的一方永远有棋可走，并且总是把偶数留给对手。",
    [COINS_RUN_L4_TITLE] = "定理",
    [COINS_RUN_L4_TEXT] =
        "k 整除 i 时 g(i) = 1，否则 g(i) = 0，所以一排硬币的 SG 值就是编号为 k 的倍数的正面个数的奇偶：为奇数时先手必胜，而且任何着法都必胜。k = 2 时，UUUU 在 2 和 "
        "4 上有正面，共偶数个：后手必胜。",
    [COINS_RUN_L5_TITLE] = "轮到你",
    [COINS_RUN_L5_TEXT] = "k = 3，UUDUUUD：第 3、6 枚中只有第 6 枚是正面，个数为奇数，先手必胜，怎么走都行。和电脑下完这一局，观察奇偶性如何交替。",
    [COINS_RUN_SHORT] = "{1} < k = {2},没有以它结尾的连续 {2} 枚,g = 0。",
    [COINS_RUN_DIVIDES] = "k = {2} 整除 {1}:它左边的 {3} 枚中没有 k 的倍数,翻转后异或为 0,g = mex{0} = 1。",
    [COINS_RUN_NOT] = "k = {2} 不整除 {1}:它左边的 {3} 枚中恰有一个 k 的倍数,翻转后异或为 1,g = {4} = 0。",
    [COINS_RUN_EARLY] = "以第 {2} 枚结尾的连续 k = {1} 枚硬币会越过第 1 枚:最右边的一枚至少要是第 {1} 枚",
};

const gr_texts coins_run_texts = {"coins-run", COINS_RUN_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
