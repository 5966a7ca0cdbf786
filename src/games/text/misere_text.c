/* misere_text.c — misère Nim's messages, one table per language (keys in misere_text.h). */
#include "misere_text.h"

static const char *const en[MISERE_COUNT] = {
    [MISERE_TITLE] = "Misère Nim (Anti-Nim)",
    [MISERE_RULES] =
        "Heaps of stones. A move takes any positive number of stones from one heap. The player who cannot "
        "move WINS: whoever takes the last stone loses.",
    [MISERE_SYNTAX] = "Heap sizes separated by spaces or commas (0 allowed): 3 5 1",
    [MISERE_THEORY] =
        "The SJ theorem for Anti-Nim: with X the xor of the heaps and m the number of heaps larger than 1, "
        "the first player wins exactly when (X != 0 and m >= 1) or (X = 0 and m = 0). Play as in Nim while "
        "two heaps exceed 1; when one does, leave an odd number of heaps of one stone. There is no Grundy "
        "value under misère play; the referee checks outcomes and the exact set of winning moves.",
    [MISERE_PLAY_SYNTAX] = "take PILE COUNT (heaps numbered from 1)",
    [MISERE_L1_TITLE] = "The rules",
    [MISERE_L1_TEXT] =
        "Heaps of 3, 5 and 1. The moves are Nim's, any number of stones from one heap, but the ending is "
        "reversed: whoever takes the last stone loses (the player who cannot move wins). Who wins 3 5 1?",
    [MISERE_L2_TITLE] = "Two numbers decide",
    [MISERE_L2_TEXT] =
        "The xor X = 3 xor 5 xor 1 = 7 and m = 2, the number of heaps with more than one stone. Step 8: X != "
        "0 and m >= 1, so the first player wins. While two heaps are bigger than 1, play exactly as in Nim: "
        "5 -> 2 leaves 3 2 1, xor 0.",
    [MISERE_L3_TITLE] = "The key idea: the endgame",
    [MISERE_L3_TEXT] =
        "Misère differs from Nim only at the end. In 4 1 1 one heap is bigger than 1 (m = 1, step 7), so its "
        "owner decides how many single stones remain: Nim would leave 0 1 1 (xor 0), but here the winning "
        "move is 4 -> 1, leaving 1 1 1, an odd number of single stones, and the opponent takes the last one. "
        "A xor-0 position with a big heap always has at least two, so the Nim strategy never hands the "
        "opponent this choice.",
    [MISERE_L4_TITLE] = "The theorem: SJ",
    [MISERE_L4_TEXT] =
        "The SJ theorem for Anti-SG games, here Anti-Nim: with X the xor of the heaps and m the number of "
        "heaps bigger than 1, the first player wins exactly when (X != 0 and m >= 1) or (X = 0 and m = 0). "
        "In 1 1 1, X = 1 and m = 0: neither holds, so the first player loses, where in ordinary Nim they "
        "would win.",
    [MISERE_L5_TITLE] = "Your turn",
    [MISERE_L5_TEXT] =
        "3 5 7: X = 1 and m = 3, so the first player wins. Play Nim moves while two heaps are bigger than 1; "
        "when only one is, leave an odd number of single stones. Beat the computer, then try the same heaps "
        "in Nim.",
    [MISERE_R_BIG] = "Big heap",
    [MISERE_R_BIG_SUM] = "big[i] = (h_i > 1)",
    [MISERE_R_XOR] = "Running xor",
    [MISERE_R_XOR_SUM] = "xor[i] = xor[i-1] xor h_i",
    [MISERE_R_X] = "Nim sum",
    [MISERE_R_X_SUM] = "X = xor[n]",
    [MISERE_R_M] = "Heaps > 1",
    [MISERE_R_M_SUM] = "m = the number of heaps larger than 1",
    [MISERE_R_CASE] = "SJ theorem",
    [MISERE_R_CASE_SUM] = "1: X != 0 and m >= 1; 2: X = 0 and m = 0; 0: neither",
    [MISERE_R_WINS] = "Answer",
    [MISERE_R_WINS_SUM] = "the first player wins exactly when condition 1 or 2 holds",
    [MISERE_V_BIG] = "heap > 1",
    [MISERE_V_XOR] = "xor of heaps 1..i",
    [MISERE_V_SJ] = "X, m (heaps > 1), SJ condition",
    [MISERE_BIG] = "Heap {1} holds {2}: more than 1.",
    [MISERE_SMALL] = "Heap {1} holds {2}: not more than 1.",
    [MISERE_XOR] = "The xor of heaps 1..{1}: {2} xor {3} = {4}.",
    [MISERE_X] = "X = {1}, the xor of all heaps.",
    [MISERE_M] = "m = {1}: {1} {1|heap holds|heaps hold} more than one stone.",
    [MISERE_CASE1] =
        "X = {1} != 0 and m = {2} >= 1: condition 1 of the SJ theorem. Play as in Nim, to xor 0, except when "
        "one heap > 1 is left: then leave an odd number of ones.",
    [MISERE_CASE2] = "X = {1} and m = {2}: only heaps of 0 and 1, an even number of ones: condition 2.",
    [MISERE_NEITHER_X0] =
        "X = 0 but m = {2} >= 1: neither condition holds (the second player keeps the xor at 0).",
    [MISERE_NEITHER_M0] =
        "X = {1} != 0 but m = 0: an odd number of heaps of one stone; neither condition holds.",
    [MISERE_HOLDS] =
        "A condition holds, so the first player wins (misère: whoever takes the last stone loses).",
    [MISERE_FAILS] =
        "Neither condition holds, so the first player loses (misère: whoever takes the last stone loses).",
};

static const char *const zh[MISERE_COUNT] = {
    [MISERE_TITLE] = "反常 Nim(Anti-Nim)",
    [MISERE_RULES] = "若干堆石子。每次从某一堆中取走任意正数颗石子。不能操作的人获胜:取走最后一颗石子的人输。",
    [MISERE_SYNTAX] = "各堆石子数,用空格或逗号分隔(可以为 0):3 5 1",
    [MISERE_THEORY] =
        "SJ 定理(Anti-Nim):设 X 为各堆异或和,m 为大于 1 的堆数,先手必胜当且仅当 (X ≠ 0 且 m ≥ 1) 或 (X = 0 且 m = 0)。有两堆以上大于 1 时按 Nim "
        "走;只剩一堆大于 1 时,留下奇数个只有 1 颗的堆。反常规则下不给出 SG 值;裁判程序核对胜负与必胜着法的完整集合。",
    [MISERE_PLAY_SYNTAX] = "take 堆号 颗数(堆从 1 编号)",
    [MISERE_L1_TITLE] = "规则",
    [MISERE_L1_TEXT] = "三堆石子：3、5、1 颗。走法与 Nim 相同，从某一堆取任意多颗，但胜负相反：取走最后一颗石子的人输（不能操作的人获胜）。3 5 1 谁会赢？",
    [MISERE_L2_TITLE] = "两个数决定胜负",
    [MISERE_L2_TEXT] =
        "异或和 X = 3 xor 5 xor 1 = 7，石子数大于 1 的堆数 m = 2。第 8 步：X ≠ 0 且 m ≥ 1，先手必胜。只要还有两堆以上大于 1，就完全按 Nim 走：5 → "
        "2，留下 3 2 1，异或和为 0。",
    [MISERE_L3_TITLE] = "关键想法：残局",
    [MISERE_L3_TEXT] =
        "反常 Nim 与 Nim 只在最后阶段不同。4 1 1 中只有一堆大于 1（m = 1，第 7 步），由它决定留下几堆单颗：Nim 会留下 0 1 1（异或和为 0），这里必胜的走法却是 4 → "
        "1，留下 1 1 1，即奇数堆单颗，最后一颗由对手取走。异或和为 0 的局面中若有大于 1 的堆，就至少有两堆，所以按 Nim 策略走永远不会把这个选择权交给对手。",
    [MISERE_L4_TITLE] = "定理：SJ 定理",
    [MISERE_L4_TEXT] =
        "Anti-SG 游戏的 SJ 定理，用于 Anti-Nim：设 X 为各堆异或和，m 为大于 1 的堆数，先手必胜当且仅当 (X ≠ 0 且 m ≥ 1) 或 (X = 0 且 m = 0)。1 1 "
        "1 中 X = 1，m = 0，两个条件都不满足，先手必败；而在普通 Nim 中先手必胜。",
    [MISERE_L5_TITLE] = "轮到你",
    [MISERE_L5_TEXT] = "3 5 7：X = 1，m = 3，先手必胜。两堆以上大于 1 时按 Nim 走；只剩一堆大于 1 时，留下奇数堆单颗。战胜电脑后，再在 Nim 中试试同样的三堆。",
    [MISERE_R_BIG] = "大堆",
    [MISERE_R_BIG_SUM] = "big[i] = (h_i > 1)",
    [MISERE_R_XOR] = "前缀异或",
    [MISERE_R_XOR_SUM] = "xor[i] = xor[i-1] xor h_i",
    [MISERE_R_X] = "异或和",
    [MISERE_R_X_SUM] = "X = xor[n]",
    [MISERE_R_M] = "大于 1 的堆数",
    [MISERE_R_M_SUM] = "m = 大于 1 的堆的个数",
    [MISERE_R_CASE] = "SJ 定理",
    [MISERE_R_CASE_SUM] = "1:X ≠ 0 且 m ≥ 1;2:X = 0 且 m = 0;0:都不满足",
    [MISERE_R_WINS] = "结论",
    [MISERE_R_WINS_SUM] = "先手必胜当且仅当满足条件 1 或 2",
    [MISERE_V_BIG] = "堆 > 1",
    [MISERE_V_XOR] = "前 i 堆的异或",
    [MISERE_V_SJ] = "X、m(大于 1 的堆数)、SJ 条件",
    [MISERE_BIG] = "第 {1} 堆有 {2} 颗,大于 1。",
    [MISERE_SMALL] = "第 {1} 堆有 {2} 颗,不大于 1。",
    [MISERE_XOR] = "前 {1} 堆的异或:{2} xor {3} = {4}。",
    [MISERE_X] = "X = {1}(所有堆的异或和)。",
    [MISERE_M] = "m = {1}:有 {1} 堆石子多于 1 颗。",
    [MISERE_CASE1] = "X = {1} ≠ 0 且 m = {2} ≥ 1:满足 SJ 定理的条件 1。先手像 Nim 一样把异或和变为 0,只在只剩一堆大于 1 时改为留下奇数个 1。",
    [MISERE_CASE2] = "X = {1} 且 m = {2}:只剩 0 和 1 的堆且 1 的个数为偶数,满足条件 2。",
    [MISERE_NEITHER_X0] = "X = 0 但 m = {2} ≥ 1:两个条件都不满足(后手保持异或和为 0)。",
    [MISERE_NEITHER_M0] = "X = {1} ≠ 0 但 m = 0:奇数个 1 堆,两个条件都不满足。",
    [MISERE_HOLDS] = "满足条件,所以先手必胜(反常规则:取走最后一颗的人输)。",
    [MISERE_FAILS] = "两个条件都不满足,所以先手必败(反常规则:取走最后一颗的人输)。",
};

const gr_texts misere_texts = {"misere", MISERE_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
