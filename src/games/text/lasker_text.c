/* lasker_text.c — Lasker's Nim's messages, one table per language (keys in lasker_text.h). */
#include "lasker_text.h"

static const char *const en[LASKER_COUNT] = {
    [LASKER_TITLE] = "Lasker's Nim (take or split)",
    [LASKER_RULES] =
        "Heaps of stones. A move either takes any positive number of stones from one heap, or splits one "
        "heap of at least two stones into two non-empty heaps. The player who cannot move loses.",
    [LASKER_SYNTAX] = "Heap sizes separated by spaces or commas, 1 to 18446744073709551614: 2 2 3",
    [LASKER_THEORY] =
        "Multi-SG: a split's value is the xor of its two parts, so SG(n) = mex of SG(k) (k < n) and SG(a) "
        "xor SG(n - a). The table shows SG(n) = n - 1 for n % 4 = 0, n for n % 4 = 1 or 2, n + 1 for n % 4 = "
        "3. The first player wins exactly when the xor X of the heaps' values is non-zero. Winning splits of "
        "a heap are found and counted from the closed form, without a loop over the heap; at most 1000 "
        "winning moves are listed, the rest counted.",
    [LASKER_PLAY_SYNTAX] =
        "take PILE COUNT, or split PILE SIZE (into SIZE and the rest); heaps numbered from 1",
    [LASKER_L1_TITLE] = "The rules",
    [LASKER_L1_TEXT] =
        "Heaps of 2, 2 and 3. A move either takes any number of stones (at least one) from one heap, or "
        "splits a heap of at least two stones into two non-empty heaps: 3 can become 1 + 2. Whoever cannot "
        "move loses. Who wins 2 2 3?",
    [LASKER_L2_TITLE] = "One heap by mex",
    [LASKER_L2_TEXT] =
        "The trace computes the SG value of one heap by mex. Step 3, a heap of 3: the takes reach heaps of "
        "0, 1 and 2, worth 0, 1 and 2; the split 1 + 2 reaches a sum of two games, worth 1 xor 2 = 3. So "
        "SG(3) = mex{0, 1, 2, 3} = 4: a heap of 3 is worth 4, not 3 as in Nim.",
    [LASKER_L3_TITLE] = "The key idea: Multi-SG",
    [LASKER_L3_TEXT] =
        "A split moves to a sum of two games, worth the xor of the parts, and a heap's value is the mex over "
        "its takes and splits. Step 7: the three splits of 7 (1 + 6, 2 + 5, 3 + 4) are all worth 7 and the "
        "takes give 0 to 6, so SG(7) = 8. The table shows the pattern: the values of 4k + 3 and 4k + 4 are "
        "swapped, the others stay.",
    [LASKER_L4_TITLE] = "The theorem",
    [LASKER_L4_TEXT] =
        "SG(n) = n - 1 when n mod 4 = 0, n when n mod 4 is 1 or 2, n + 1 when n mod 4 = 3; the first player "
        "wins exactly when the xor of the heaps' values is non-zero. For 3 4 7: 4 xor 3 xor 8 = 15, a "
        "first-player win. One winning move splits 7 into 3 + 4, leaving 3 4 3 4: two equal pairs, value 0.",
    [LASKER_L5_TITLE] = "Your turn",
    [LASKER_L5_TEXT] =
        "5 8 3: the heaps are worth 5, 7 and 4, whose xor is 6, so the first player wins. There are four "
        "winning moves, one of them a split. Find one and beat the computer.",
    [LASKER_R_MEX] = "mex",
    [LASKER_R_MEX_SUM] = "sg[n] = mex({sg[k] : k < n} ∪ {sg[a] xor sg[n-a] : 1 <= a <= n/2})",
    [LASKER_R_LOOKUP] = "From the table",
    [LASKER_R_LOOKUP_SUM] = "SG(h) = sg[h]",
    [LASKER_R_CLOSED] = "Closed form",
    [LASKER_R_CLOSED_SUM] = "SG(h) = h - 1 (h % 4 = 0), h (h % 4 = 1, 2), h + 1 (h % 4 = 3)",
    [LASKER_R_X] = "Sum of games",
    [LASKER_R_X_SUM] = "X = SG(h_1) xor ... xor SG(h_n)",
    [LASKER_R_WINS] = "Answer",
    [LASKER_R_WINS_SUM] = "the first player wins exactly when X != 0",
    [LASKER_V_SG] = "SG of one heap of 0, 1, 2, ...",
    [LASKER_V_HSG] = "SG of each heap",
    [LASKER_V_X] = "X = xor of the heaps' SG values",
    [LASKER_MEX0] = "sg[0]: an empty heap has no move, mex{} = 0.",
    [LASKER_MEX_TAKES] = "sg[{1}]: takes reach {{2}}",
    [LASKER_MEX_SPLITS] = "; splits: {1}",
    [LASKER_MEX_END] = ". mex = {1} ({2}).",
    [LASKER_CF0] = "closed form: SG(0) = 0",
    [LASKER_CF_DOWN] = "closed form: {1} % 4 = 0 → {1} - 1 = {2}",
    [LASKER_CF_UP] = "closed form: {1} % 4 = 3 → {1} + 1 = {2}",
    [LASKER_CF_SAME] = "closed form: {1} % 4 = {3} → {2}",
    [LASKER_LOOKUP] = "Heap {1} = {2}: from the table, sg[{2}] = {3}.",
    [LASKER_CLOSED] = "Heap {1} = {2} is past the table (0..{3}); by the {4}.",
    [LASKER_X_ONE] = "One heap: X is its Grundy value, {1}.",
    [LASKER_X_MORE] = "... ({1} heaps)",
    [LASKER_X_END] = " = {1}, the Grundy value of the sum.",
    [LASKER_ZERO] = "heap {1} is 0: every heap holds at least one stone (an emptied heap disappears)",
    [LASKER_TOO_BIG] =
        "heap {1} is 18446744073709551615: its Grundy value 2^64 does not fit in 64 bits (heaps up to "
        "18446744073709551614 are handled exactly)",
    [LASKER_MAX] = "heap {1} is 2^64 - 1: its Grundy value 2^64 does not fit in 64 bits",
    [LASKER_OVER] = "the game is over: no heap is left",
    [LASKER_TAKE_ALL] = "heap {1}: {2} -> 0 (take all {2})",
    [LASKER_SPLIT] = "heap {1}: {2} -> {3} + {4} (split)",
    [LASKER_ONE] = "heap {1} holds one stone: only a heap of 2 or more can be split",
    [LASKER_FULL] = "already {1} heaps: at most {2} are handled",
    [LASKER_PARTS] = "heap {1} holds {2} stones: both parts must be non-empty (a part of 1 to {3})",
};

static const char *const zh[LASKER_COUNT] = {
    [LASKER_TITLE] = "Lasker's Nim(取石子或分堆)",
    [LASKER_RULES] = "若干堆石子。每次可以从某一堆中取走任意正数颗石子,或把一堆(至少 2 颗)分成两堆非空的石子。不能操作的人输。",
    [LASKER_SYNTAX] = "各堆石子数,用空格或逗号分隔,1 到 18446744073709551614:2 2 3",
    [LASKER_THEORY] =
        "Multi-SG:分成的两堆是两个游戏的和,其 SG 值为两部分的异或,所以 SG(n) = mex(SG(k) (k < n),SG(a) xor SG(n - a))。打表可得 SG(n) = "
        "n - 1(n % 4 = 0),n(n % 4 = 1, 2),n + 1(n % 4 = 3)。各堆 SG 值异或和 X ≠ 0 "
        "时先手必胜。必胜的分堆方法由公式直接求出并计数,不需遍历;最多列出 1000 个必胜着法,其余只计数。",
    [LASKER_PLAY_SYNTAX] = "take 堆号 颗数,或 split 堆号 大小(分成该大小与剩余部分);堆从 1 编号",
    [LASKER_L1_TITLE] = "规则",
    [LASKER_L1_TEXT] =
        "三堆石子：2、2、3 颗。每次可以从某一堆取任意多颗（至少一颗），或者把一堆（至少 2 颗）分成两堆非空的石子：3 可以分成 1 + 2。不能操作的人输。2 2 3 谁会赢？",
    [LASKER_L2_TITLE] = "用 mex 求单堆的值",
    [LASKER_L2_TEXT] =
        "追踪用 mex 计算单堆的 SG 值。第 3 步，3 颗的一堆：取石子可到 0、1、2 颗，SG 值为 0、1、2；分成 1 + 2 得到两个游戏之和，SG 值为 1 xor 2 = 3。所以 "
        "SG(3) = mex{0, 1, 2, 3} = 4：3 颗的一堆值 4，而不是 Nim 中的 3。",
    [LASKER_L3_TITLE] = "关键想法：Multi-SG",
    [LASKER_L3_TEXT] =
        "分堆后得到两个游戏之和，其 SG 值为两部分的异或；单堆的 SG 值是所有取法与分法所得值的 mex。第 7 步：7 的三种分法（1 + 6、2 + 5、3 + 4）都值 7，取石子得到 0 到 "
        "6，所以 SG(7) = 8。表中的规律：4k + 3 与 4k + 4 的值互换，其余不变。",
    [LASKER_L4_TITLE] = "定理",
    [LASKER_L4_TEXT] =
        "n mod 4 = 0 时 SG(n) = n − 1，n mod 4 为 1 或 2 时 SG(n) = n，n mod 4 = 3 时 SG(n) = n + 1；先手必胜当且仅当各堆 SG "
        "值的异或和不为 0。3 4 7：4 xor 3 xor 8 = 15，先手必胜。一种必胜着法是把 7 分成 3 + 4，留下 3 4 3 4：两两相同，SG 值为 0。",
    [LASKER_L5_TITLE] = "轮到你",
    [LASKER_L5_TEXT] = "5 8 3：各堆 SG 值为 5、7、4，异或和为 6，先手必胜。共有四种必胜着法，其中一种是分堆。找出一种，战胜电脑。",
    [LASKER_R_MEX] = "mex",
    [LASKER_R_MEX_SUM] = "sg[n] = mex({sg[k] : k < n} ∪ {sg[a] xor sg[n-a] : 1 ≤ a ≤ n/2})",
    [LASKER_R_LOOKUP] = "查表",
    [LASKER_R_LOOKUP_SUM] = "SG(h) = sg[h]",
    [LASKER_R_CLOSED] = "公式",
    [LASKER_R_CLOSED_SUM] = "SG(h) = h - 1(h % 4 = 0),h(h % 4 = 1, 2),h + 1(h % 4 = 3)",
    [LASKER_R_X] = "游戏的和",
    [LASKER_R_X_SUM] = "X = SG(h_1) xor ... xor SG(h_n)",
    [LASKER_R_WINS] = "结论",
    [LASKER_R_WINS_SUM] = "先手必胜当且仅当 X ≠ 0",
    [LASKER_V_SG] = "单堆 0, 1, 2, ... 的 SG 值",
    [LASKER_V_HSG] = "每堆的 SG 值",
    [LASKER_V_X] = "X = 各堆 SG 值的异或",
    [LASKER_MEX0] = "sg[0]:空堆没有任何着法,mex{} = 0。",
    [LASKER_MEX_TAKES] = "sg[{1}]:取石子到达 {{2}}",
    [LASKER_MEX_SPLITS] = ";分堆:{1}",
    [LASKER_MEX_END] = "。mex = {1}({2})。",
    [LASKER_CF0] = "公式:SG(0) = 0",
    [LASKER_CF_DOWN] = "公式:{1} % 4 = 0 → {1} - 1 = {2}",
    [LASKER_CF_UP] = "公式:{1} % 4 = 3 → {1} + 1 = {2}",
    [LASKER_CF_SAME] = "公式:{1} % 4 = {3} → {2}",
    [LASKER_LOOKUP] = "第 {1} 堆 = {2}:查表 sg[{2}] = {3}。",
    [LASKER_CLOSED] = "第 {1} 堆 = {2} 超出表的范围(0..{3}),用{4}。",
    [LASKER_X_ONE] = "只有一堆:X = 它的 SG 值 = {1}。",
    [LASKER_X_MORE] = "... ({1} 堆)",
    [LASKER_X_END] = " = {1}(和的 SG 值)。",
    [LASKER_ZERO] = "第 {1} 堆为 0:每堆至少有一颗石子(取空的堆会消失)",
    [LASKER_TOO_BIG] = "第 {1} 堆为 18446744073709551615:它的 SG 值 2^64 超出 64 位(最多精确处理 18446744073709551614 颗的堆)",
    [LASKER_MAX] = "第 {1} 堆为 2^64 - 1:它的 SG 值 2^64 超出 64 位",
    [LASKER_OVER] = "游戏已经结束:没有剩下的堆",
    [LASKER_TAKE_ALL] = "第 {1} 堆:{2} → 0(全部取走)",
    [LASKER_SPLIT] = "第 {1} 堆:{2} → {3} + {4}(分成两堆)",
    [LASKER_ONE] = "第 {1} 堆只有一颗石子:只有 2 颗或更多的堆才能分",
    [LASKER_FULL] = "已经有 {1} 堆:最多处理 {2} 堆",
    [LASKER_PARTS] = "第 {1} 堆有 {2} 颗石子:分成的两堆都不能为空(一份为 1 到 {3} 颗)",
};

const gr_texts lasker_texts = {"lasker", LASKER_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
