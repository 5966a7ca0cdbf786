/* wythoff_text.c — Wythoff's game's messages, one table per language (keys in wythoff_text.h). */
#include "wythoff_text.h"

static const char *const en[WY_TEXT_COUNT] = {
    [WY_TITLE] = "Wythoff's game",
    [WY_RULES] = ("Two piles of stones. A move takes any number of stones from one pile, or the same number from both "
                 "piles (at least one). Whoever takes the last stone wins."),
    [WY_SYNTAX] = "The two pile sizes, 0 .. 2^64 - 1: 3 5",
    [WY_THEORY] = ("The cold (lost) positions are (a_k, b_k) with a_k = floor(k phi) and b_k = a_k + k, phi the golden "
                  "ratio; they lie on the lines y = phi x and y = x / phi. a_k is computed exactly as "
                  "floor((k + isqrt(5 k^2)) / 2), with no floating point, for every 64-bit pile."),
    [WY_PLAY_SYNTAX] = "take PILE COUNT (pile 1 or 2) or both COUNT",
    [WY_TWO_PILES] = "Wythoff's game has two piles, written 'a b' (e.g. 3 5); {1} {1|value was|values were} given",
    [WY_USAGE] = "a move is written 'take PILE COUNT' (e.g. take 2 3) or 'both COUNT' (e.g. both 2)",
    [WY_PILE_RANGE] = "pile {1} holds {2} stones: take between 1 and {2}",
    [WY_PILE_EMPTY] = "pile {1} is empty",
    [WY_BOTH_EMPTY] = "a pile is empty: nothing can be taken from both",
    [WY_BOTH_RANGE] = "the smaller pile holds {1} stones: take between 1 and {1} from both",
    [WY_MOVE_PILE] = "pile {1}: {2} -> {3} (take {4})",
    [WY_MOVE_BOTH] = "take {1} from both piles ({2}, {3} -> {4}, {5})",
    [WY_TO_COLD] = ", to the cold position k = {1}: (a_k, b_k) = ({2}, {3})",
    [WY_R_COLD] = "Cold",
    [WY_R_COLD_SUM] = "no cold cell earlier in its row, column or diagonal: the mover loses",
    [WY_R_FROM_2] = "Take from pile 2",
    [WY_R_FROM_2_SUM] = "(x, y) -> (x, y - t) is cold: hot (the row of a cold cell)",
    [WY_R_FROM_1] = "Take from pile 1",
    [WY_R_FROM_1_SUM] = "(x, y) -> (x - t, y) is cold: hot (the column of a cold cell)",
    [WY_R_BOTH] = "Take from both",
    [WY_R_BOTH_SUM] = "(x, y) -> (x - t, y - t) is cold: hot (the diagonal of a cold cell)",
    [WY_R_K] = "Difference",
    [WY_R_K_SUM] = "k = |a - b|",
    [WY_R_ZECK] = "Zeckendorf term of k",
    [WY_R_ZECK_SUM] = "the largest Fibonacci number <= what is left of k",
    [WY_R_SHIFT] = "Shift",
    [WY_R_SHIFT_SUM] = "F[i] -> F[i+1]: F[i] phi = F[i+1] - psi^i",
    [WY_R_SQRT] = "Integer square root",
    [WY_R_SQRT_SUM] = "s = isqrt(5 k^2) = floor(k sqrt 5)",
    [WY_R_AK] = "Lower Wythoff number",
    [WY_R_AK_SUM] = "a_k = floor(k phi) = floor((k + s) / 2)",
    [WY_R_BK] = "Upper Wythoff number",
    [WY_R_BK_SUM] = "b_k = a_k + k = floor(k phi^2)",
    [WY_R_PARTNER] = "Partner",
    [WY_R_PARTNER_SUM] = "the other member of the cold pair containing the pile (Beatty)",
    [WY_R_ANSWER] = "Answer",
    [WY_R_ANSWER_SUM] = "the mover loses iff min(a, b) = a_k with k = |a - b|",
    [WY_V_PILES] = "piles a, b",
    [WY_V_GRID] = "the Wythoff grid: (pile 1, pile 2), cold = lost for the mover",
    [WY_V_COLDS] = "cold positions (a_k, b_k) in the grid: on y = phi x and y = x / phi",
    [WY_V_ZECK] = "k in Zeckendorf terms F[i], and F[i+1]",
    [WY_V_FORMULA] = "k, s = isqrt(5k^2), a_k, b_k",
    [WY_V_PARTNER] = "the partner of each pile in its cold pair",
    [WY_V_ANSWER] = "first player wins",
    [WY_LINE_PHI] = "y = phi x (Beatty: b_k = floor(k phi^2))",
    [WY_LINE_INV_PHI] = "y = x / phi (a_k = floor(k phi))",
    [WY_LINKS] = "the positions one move away (queen moves: left, down or diagonally)",
    [WY_EX_COLD] = ("grid({1}, {2}): no cold cell comes before it in its row, column or diagonal, so no move reaches one: "
                   "cold (the mover loses). It is the cold position k = {3}: (a_k, b_k) = ({4}, {5})."),
    [WY_EX_HOT] = "grid({1}, {2}): take {3} {4} to reach the cold cell ({5}, {6}): hot (the mover wins).",
    [WY_FROM_2] = "from pile 2",
    [WY_FROM_1] = "from pile 1",
    [WY_FROM_BOTH] = "from both piles",
    [WY_EX_K] = ("k = |a - b| = |{1} - {2}| = {3}. The only cold position with difference k is the k-th, "
                "(a_k, b_k) = (floor(k phi), floor(k phi) + k)."),
    [WY_EX_ZECK] = "What is left of k: {1}. The largest Fibonacci number <= it is F[{2}] = {3}; {4} left.",
    [WY_EX_SHIFT] = "F[{1}] = {2} → F[{3}] = {4}: F[{1}] phi = F[{3}] - psi^{1} (psi = -1/phi).",
    [WY_EX_SUM_EVEN] = (" The shifted terms add up to {1}; the smallest index {2} is even, so the sum of psi^i is "
                       "positive and below 1 in size: a_k = floor(k phi) = {3}."),
    [WY_EX_SUM_ODD] = (" The shifted terms add up to {1}; the smallest index {2} is odd, so the sum of psi^i is "
                      "negative and below 1 in size: a_k = floor(k phi) = {3}."),
    [WY_EX_SQRT] = ("s = isqrt(5 x {1}^2) = {2}, that is floor(k sqrt 5): s^2 <= 5 k^2 < (s + 1)^2, in integers "
                   "throughout."),
    [WY_EX_AK] = ("a_k = floor((k + s) / 2) = floor(({1} + {2}) / 2) = {3} (k phi = (k + k sqrt 5) / 2, and "
                 "floor((m + x) / 2) = floor((m + floor(x)) / 2) for an integer m)."),
    [WY_EX_AK_AGREES] = " The Zeckendorf shift gives the same.",
    [WY_EX_AK_DISAGREES] = " The Zeckendorf shift disagrees: a bug!",
    [WY_EX_BK] = "b_k = a_k + k = {1} + {2} = {3}. The cold position k is ({1}, {3}).",
    [WY_EX_BK_PAST_64] = " (Past 64 bits: shown as 2^64 - 1.)",
    [WY_EX_PARTNER_ZERO] = "Pile {1} is 0: in the cold position (0, 0), partner 0.",
    [WY_EX_PARTNER_LOWER] = ("Pile {1} = {2} is the lower member of the cold position k = {3}: (a_k, b_k) = ({4}, {5}); "
                            "its partner is {6}"),
    [WY_EX_PARTNER_UPPER] = ("Pile {1} = {2} is the upper member of the cold position k = {3}: (a_k, b_k) = ({4}, {5}); "
                            "its partner is {6}"),
    [WY_EX_PARTNER_WINS] = "; taking pile {1} from {2} down to {3} is a winning move.",
    [WY_EX_PARTNER_NOT_BELOW] = " (not below pile {1} = {2}: no winning move this way).",
    [WY_EX_COLD_ANSWER] = ("min(a, b) = {1} and a_k = {2}: equal, so (a, b) is cold: every move reaches a hot position. "
                          "The first player loses."),
    [WY_EX_HOT_ANSWER] = ("min(a, b) = {1} and a_k = {2}: different, so (a, b) is hot: the first player wins. Winning "
                         "moves:"),
    [WY_L_RULES] = "The rules",
    [WY_L_RULES_TEXT] =
        "Two piles: 3 and 5 stones. On your turn take any number of stones (at least one) from one pile, or the "
        "same number from both piles. Whoever takes the last stone wins. From 3 5 you may go to 1 5 or 3 2, or "
        "to 1 3 by taking two from each. Who wins here?",
    [WY_L_SIEVE] = "Sieving the grid",
    [WY_L_SIEVE_TEXT] =
        "The trace fills the grid like the sieve of Eratosthenes in the seed: a cell from which one move reaches "
        "a cold (lost) cell is hot; a cell from which no move reaches one is cold. Step 82: no cell before (4, "
        "7) in its row, column or diagonal is cold, so (4, 7) is cold and the first player loses 4 7. The cold "
        "cells found before it: (0, 0), (1, 2), (2, 1) and (3, 5).",
    [WY_L_IDEA] = "The key idea: one cold position per difference",
    [WY_L_IDEA_TEXT] =
        "Write each cold position with the smaller pile first. Two of them never share a number (from the larger "
        "one you could take down to the smaller) nor a difference (you could take the same number from both "
        "piles). So the k-th cold position (a_k, b_k) has difference k, and a_k is the smallest number not used "
        "by the earlier ones, a mex: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13). Every positive integer is "
        "some a_k or b_k, exactly once.",
    [WY_L_THEOREM] = "The theorem: the golden ratio",
    [WY_L_THEOREM_TEXT] =
        "The cold positions are a_k = floor(k phi) and b_k = a_k + k, with phi = (1 + sqrt 5) / 2 (Beatty's "
        "theorem: together the two sequences cover every positive integer exactly once). The code computes a_k "
        "exactly as floor((k + isqrt(5 k^2)) / 2), in integers only. Here k = 102334155 and a_k = 165580140 = "
        "the smaller pile, so the first player loses; k times phi in double-precision floating point gives "
        "165580141, one too many.",
    [WY_L_TURN] = "Your turn",
    [WY_L_TURN_TEXT] =
        "10 15 is hot: the first player wins. Three different moves reach a cold position (the difference is 5 "
        "and a_5 = 8 is one hint). Find one, then beat the computer.",
};

static const char *const zh[WY_TEXT_COUNT] = {
    [WY_TITLE] = "威佐夫博弈",
    [WY_RULES] = "两堆石子。每次可从一堆中取任意多颗,或从两堆中取同样多颗(至少一颗)。取走最后一颗者胜。",
    [WY_SYNTAX] = "两堆的石子数(0 到 2^64 − 1):3 5",
    [WY_THEORY] = ("冷局面(必败)为 (a_k, b_k),a_k = ⌊kφ⌋,b_k = a_k + k,φ 为黄金比;它们落在直线 y = φx 与 y = x/φ 上。"
                  "a_k 用 ⌊(k + isqrt(5k²))/2⌋ 精确计算,不用浮点数,对任意 64 位的堆都成立。"),
    [WY_PLAY_SYNTAX] = "take 堆号 颗数(第 1 或 2 堆),或 both 颗数",
    [WY_TWO_PILES] = "威佐夫博弈有两堆石子,写作“a b”(如 3 5);这里给出了 {1} 个数",
    [WY_USAGE] = "着法写作“take 堆号 颗数”(如 take 2 3)或“both 颗数”(如 both 2)",
    [WY_PILE_RANGE] = "第 {1} 堆有 {2} 颗石子:只能取 1 到 {2} 颗",
    [WY_PILE_EMPTY] = "第 {1} 堆已经空了",
    [WY_BOTH_EMPTY] = "有一堆已经空了:不能从两堆同时取",
    [WY_BOTH_RANGE] = "较小的一堆有 {1} 颗石子:两堆各取 1 到 {1} 颗",
    [WY_MOVE_PILE] = "第 {1} 堆:{2} → {3}(取走 {4} 颗)",
    [WY_MOVE_BOTH] = "两堆各取 {1} 颗({2}, {3} → {4}, {5})",
    [WY_TO_COLD] = ",到达冷局面 k = {1}:(a_k, b_k) = ({2}, {3})",
    [WY_R_COLD] = "冷局面",
    [WY_R_COLD_SUM] = "同行、同列、同对角线上此前没有冷局面:先手必败",
    [WY_R_FROM_2] = "从第 2 堆取",
    [WY_R_FROM_2_SUM] = "(x, y) → (x, y − t) 是冷局面:热(冷局面所在行)",
    [WY_R_FROM_1] = "从第 1 堆取",
    [WY_R_FROM_1_SUM] = "(x, y) → (x − t, y) 是冷局面:热(冷局面所在列)",
    [WY_R_BOTH] = "两堆同取",
    [WY_R_BOTH_SUM] = "(x, y) → (x − t, y − t) 是冷局面:热(冷局面所在对角线)",
    [WY_R_K] = "差值",
    [WY_R_K_SUM] = "k = |a − b|",
    [WY_R_ZECK] = "k 的齐肯多夫项",
    [WY_R_ZECK_SUM] = "不超过 k 剩余部分的最大斐波那契数",
    [WY_R_SHIFT] = "移位",
    [WY_R_SHIFT_SUM] = "F[i] → F[i+1]:F[i]·φ = F[i+1] − ψ^i",
    [WY_R_SQRT] = "整数平方根",
    [WY_R_SQRT_SUM] = "s = isqrt(5k²) = ⌊k√5⌋",
    [WY_R_AK] = "下威佐夫数",
    [WY_R_AK_SUM] = "a_k = ⌊kφ⌋ = ⌊(k + s)/2⌋",
    [WY_R_BK] = "上威佐夫数",
    [WY_R_BK_SUM] = "b_k = a_k + k = ⌊kφ²⌋",
    [WY_R_PARTNER] = "配对",
    [WY_R_PARTNER_SUM] = "与该堆同在一个冷局面中的另一个数(贝蒂定理)",
    [WY_R_ANSWER] = "结论",
    [WY_R_ANSWER_SUM] = "先手必败当且仅当 min(a, b) = a_k,k = |a − b|",
    [WY_V_PILES] = "两堆 a, b",
    [WY_V_GRID] = "威佐夫网格:(第 1 堆, 第 2 堆),冷 = 先手必败",
    [WY_V_COLDS] = "网格内的冷局面 (a_k, b_k):在直线 y = φx 与 y = x/φ 上",
    [WY_V_ZECK] = "k 的齐肯多夫项 F[i],及 F[i+1]",
    [WY_V_FORMULA] = "k, s = isqrt(5k²), a_k, b_k",
    [WY_V_PARTNER] = "每堆在其冷局面中的配对数",
    [WY_V_ANSWER] = "先手必胜",
    [WY_LINE_PHI] = "y = φx(贝亚蒂:b_k = ⌊kφ²⌋)",
    [WY_LINE_INV_PHI] = "y = x/φ(a_k = ⌊kφ⌋)",
    [WY_LINKS] = "一步可达的位置(像皇后一样:向左、向下或沿对角线)",
    [WY_EX_COLD] = ("grid({1}, {2}):它的行、列、对角线上此前都没有冷局面,走不到冷局面:冷局面(先手必败)。"
                   "它是冷局面 k = {3}:(a_k, b_k) = ({4}, {5})。"),
    [WY_EX_HOT] = "grid({1}, {2}):{4}取 {3} 颗可到冷局面 ({5}, {6}):热局面(先手必胜)。",
    [WY_FROM_2] = "从第 2 堆",
    [WY_FROM_1] = "从第 1 堆",
    [WY_FROM_BOTH] = "从两堆各",
    [WY_EX_K] = "k = |a − b| = |{1} − {2}| = {3}。两数之差为 k 的冷局面只有一个:(a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)。",
    [WY_EX_ZECK] = "k 还剩 {1}:不超过它的最大斐波那契数是 F[{2}] = {3};还剩 {4}。",
    [WY_EX_SHIFT] = "F[{1}] = {2} → F[{3}] = {4}:F[{1}]·φ = F[{3}] − ψ^{1}(ψ = −1/φ)。",
    [WY_EX_SUM_EVEN] = " 移位之和 = {1};最小下标 {2} 为偶数,所以 ∑ψ^i 为正且绝对值小于 1,a_k = ⌊kφ⌋ = {3}。",
    [WY_EX_SUM_ODD] = " 移位之和 = {1};最小下标 {2} 为奇数,所以 ∑ψ^i 为负且绝对值小于 1,a_k = ⌊kφ⌋ = {3}。",
    [WY_EX_SQRT] = "s = isqrt(5 × {1}²) = {2},即 ⌊k√5⌋:s² ≤ 5k² < (s + 1)²,全程为整数运算。",
    [WY_EX_AK] = ("a_k = ⌊(k + s)/2⌋ = ⌊({1} + {2})/2⌋ = {3}(因为 kφ = (k + k√5)/2,且对整数 m 有 "
                 "⌊(m + x)/2⌋ = ⌊(m + ⌊x⌋)/2⌋)。"),
    [WY_EX_AK_AGREES] = " 与齐肯多夫移位的结果一致。",
    [WY_EX_AK_DISAGREES] = " 与齐肯多夫移位的结果不一致:程序有错!",
    [WY_EX_BK] = "b_k = a_k + k = {1} + {2} = {3}。冷局面 k 是 ({1}, {3})。",
    [WY_EX_BK_PAST_64] = "(超过 64 位,表中记为 2^64 − 1。)",
    [WY_EX_PARTNER_ZERO] = "第 {1} 堆为 0:在冷局面 (0, 0) 中,配对数为 0。",
    [WY_EX_PARTNER_LOWER] = "第 {1} 堆 = {2} 属于冷局面 k = {3}:(a_k, b_k) = ({4}, {5}),是其中较小的数,配对数为 {6}",
    [WY_EX_PARTNER_UPPER] = "第 {1} 堆 = {2} 属于冷局面 k = {3}:(a_k, b_k) = ({4}, {5}),是其中较大的数,配对数为 {6}",
    [WY_EX_PARTNER_WINS] = ";把第 {1} 堆从 {2} 取到 {3} 是必胜着法。",
    [WY_EX_PARTNER_NOT_BELOW] = "(不小于第 {1} 堆 {2},不能由此取胜)。",
    [WY_EX_COLD_ANSWER] = "min(a, b) = {1},a_k = {2}:相等,(a, b) 是冷局面,任何一步都走到热局面:先手必败。",
    [WY_EX_HOT_ANSWER] = "min(a, b) = {1},a_k = {2}:不等,(a, b) 是热局面:先手必胜。必胜着法:",
    [WY_L_RULES] = "规则",
    [WY_L_RULES_TEXT] =
        "两堆石子：3 颗和 5 颗。轮到你时，可以从一堆中取任意多颗（至少一颗），或者从两堆中取同样多颗。取走最后一"
        "颗者胜。从 3 5 可以走到 1 5 或 3 2，也可以两堆各取 2 颗走到 1 3。这里谁会赢？",
    [WY_L_SIEVE] = "在网格上筛",
    [WY_L_SIEVE_TEXT] =
        "追踪像种子文档所说的埃氏筛那样逐格填写网格：一步能走到冷局面（必败）的格子是热局面（必胜）；一步走不到任"
        "何冷局面的格子就是冷局面。第 82 步：在 (4, 7) 所在的行、列和对角线上，排在它前面的格子都不是冷局面，所以"
        " (4, 7) 是冷局面，4 7 先手必败。在它之前找到的冷局面是 (0, 0)、(1, 2)、(2, 1) 和 (3, 5)。",
    [WY_L_IDEA] = "关键想法：每个差值恰有一个冷局面",
    [WY_L_IDEA_TEXT] =
        "把每个冷局面（也叫奇异局势）写成小的一堆在前。任意两个冷局面既没有相同的数（否则可以从较大的那个取到较小"
        "的），也没有相同的差（否则可以两堆各取同样多）。所以第 k 个冷局面 (a_k, b_k) 的差恰为 k，a_k 是前面的冷"
        "局面都没用过的最小的数，即一个 mex：(0, 0)、(1, 2)、(3, 5)、(4, 7)、(6, 10)、(8, 13)。每个正整数恰好作为"
        "某个 a_k 或 b_k 出现一次。",
    [WY_L_THEOREM] = "定理：黄金分割",
    [WY_L_THEOREM_TEXT] =
        "冷局面为 a_k = ⌊kφ⌋、b_k = a_k + k，其中 φ = (1 + √5)/2（贝蒂定理：这两个数列合起来恰好把每个正整数各覆"
        "盖一次）。程序只用整数，按 ⌊(k + isqrt(5k²))/2⌋ 精确计算 a_k。这里 k = 102334155，a_k = 165580140，正是"
        "较小的一堆，所以先手必败；若用双精度浮点数计算 k × φ，得到的是 165580141，多了 1。",
    [WY_L_TURN] = "轮到你",
    [WY_L_TURN_TEXT] =
        "10 15 是热局面：先手必胜。有三种不同的走法能走到冷局面（提示之一：差为 5，而 a_5 = 8）。找出一种，然后战"
        "胜电脑。",
};

const gr_texts wythoff_texts = {"wythoff", WY_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
