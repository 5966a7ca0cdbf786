/* heaps_text.c — the heaps game's messages, one table per language (keys in heaps_text.h). */
#include "heaps_text.h"

static const char *const en[HEAPS_TEXT_COUNT] = {
    [HEAPS_TITLE] = "Heap games: octal codes, subtraction sets, Lasker's Nim, Grundy's game",
    [HEAPS_RULES] = ("Heaps of tokens and one ruleset for all of them. A move picks one heap and does what the ruleset "
        "allows: an octal code d0.d1d2... says with digit d_k what removing k tokens may leave (bit "
        "1: nothing, the whole heap goes; bit 2: one heap; bit 4: two non-empty heaps), e.g. 0.77 (Kayles: "
        "remove 1 or 2, splitting the rest if you like), 0.07 (Dawson's Kayles), 0.137 (Dawson's chess), "
        "4.7; a subtraction set S{1,3,4} removes 1, 3 or 4 tokens; lasker removes any number or splits "
        "a heap in two; grundy (Grundy's game) splits a heap into two heaps of different sizes. The player who "
        "cannot move loses."),
    [HEAPS_SYNTAX] = ("RULESET: heap sizes, e.g. 0.77: 5 8 or S{1,3,4}: 10 7 or lasker: 3 5 or grundy: 7 9 (heaps are kept "
        "in increasing order)"),
    [HEAPS_THEORY] = ("Sprague-Grundy: a heap of n is worth G(n), the mex of its options' values (a move leaving "
        "heaps a and b is worth G(a) ^ G(b)), and a position is worth the xor of its heaps' values. "
        "G is computed with the rare-value (sparse space) method and is eventually periodic for finite "
        "octal codes that are known; the Guy-Smith theorem proves the period once 2*preperiod + 2*period "
        "+ t + 2 values agree (t: the most tokens a move removes)."),
    [HEAPS_PLAY_SYNTAX] = "take HEAP COUNT [PART] (heaps numbered from 1; PART splits the rest into PART and the remainder)",
    [HEAPS_LESSON_1_TITLE] = "The rules",
    [HEAPS_LESSON_1_TEXT] = ("Kayles, code 0.77, with heaps of 3 and 4. Its digits d1 = d2 = 7 say that a move removes 1 "
        "or 2 tokens from one heap and may then leave nothing, one heap, or the rest split into two "
        "non-empty heaps: take 2 1 1 turns the 4 into 1 and 2. Whoever cannot move loses. Who wins "
        "0.77: 3 4?"),
    [HEAPS_LESSON_2_TITLE] = "One heap by mex",
    [HEAPS_LESSON_2_TEXT] = ("The trace computes G(n) heap size by heap size. Step 5, a heap of 5: removing 1 leaves 4 (G "
        "= 1) or splits the 4 into 1 + 3 (1 xor 3 = 2) or 2 + 2 (0); removing 2 leaves 3 (G = 3) or "
        "1 + 2 (1 xor 2 = 3). So G(5) = mex{0, 1, 2, 3} = 4."),
    [HEAPS_LESSON_3_TITLE] = "The key idea: a sum of games",
    [HEAPS_LESSON_3_TEXT] = ("After a split the two heaps are played independently: a sum of games, worth the xor of their "
        "values, and so is the whole position (the Sprague-Grundy theorem). Here G(5) xor G(8) = 4 "
        "xor 1 = 5, not 0, so the first player wins. The winning move removes 1 from the 5: G(4) xor "
        "G(8) = 1 xor 1 = 0."),
    [HEAPS_LESSON_4_TITLE] = "The theorem: periodicity",
    [HEAPS_LESSON_4_TEXT] = ("For an octal game whose moves remove at most t tokens, if G(n + p) = G(n) for every n from "
        "e to 2e + p + t + 1, then it holds for every n >= e (Guy and Smith). For Kayles t = 2, and "
        "the trace finds the preperiod e = 71 and the period p = 12, checked for 71 <= n <= 157 (170 "
        "values computed). So for any heap of 71 or more, G is read off the repeating block 7 4 1 2 "
        "8 1 4 7 2 1 8 2."),
    [HEAPS_LESSON_5_TITLE] = "Your turn",
    [HEAPS_LESSON_5_TEXT] = ("0.77: 4 6 9: the heaps are worth G(4) = 1, G(6) = 3 and G(9) = 4, whose xor is 6, so the first "
        "player wins. Find a move on the 9 that leaves xor 0 (there are three), then beat the computer."),
    [HEAPS_RULE_NOMOVE] = "No move",
    [HEAPS_RULE_NOMOVE_SUMMARY] = "no move from this heap: G(n) = mex{} = 0",
    [HEAPS_RULE_MEX] = "mex",
    [HEAPS_RULE_MEX_SUMMARY] = "G(n) = mex of the options' values; a move leaving heaps a and b is worth G(a) ^ G(b)",
    [HEAPS_RULE_PREPERIOD] = "Preperiod",
    [HEAPS_RULE_PREPERIOD_SUMMARY] = "n0: the first n from which G(n + p) = G(n) always holds",
    [HEAPS_RULE_PERIOD] = "Period",
    [HEAPS_RULE_PERIOD_SUMMARY] = "p: the shift with the earliest start n0 + p (the smallest p on ties)",
    [HEAPS_RULE_SALTUS] = "Saltus",
    [HEAPS_RULE_SALTUS_SUMMARY] = "G(n + p) = G(n) + s: arithmetic periodicity",
    [HEAPS_RULE_PROVED] = "Proved",
    [HEAPS_RULE_PROVED_SUMMARY] = "enough values for the periodicity theorem: the period holds forever",
    [HEAPS_RULE_OBSERVED] = "Observed",
    [HEAPS_RULE_OBSERVED_SUMMARY] = "the period repeats but no theorem's bound is met: only observed",
    [HEAPS_RULE_NONE] = "No period",
    [HEAPS_RULE_NONE_SUMMARY] = "no shift repeats over three periods at the end",
    [HEAPS_RULE_ANSWER] = "Nim-sum",
    [HEAPS_RULE_ANSWER_SUMMARY] = "the position's value is the xor of its heaps' values; the mover wins when it is not 0",
    [HEAPS_NOT_A_POSITION] = "internal: not a heaps position",
    [HEAPS_NO_COLON] = "no ':' in the position: write RULESET: HEAPS, e.g. 0.77: 5 8 or S{1,3,4}: 10 7",
    [HEAPS_HEAP_TOO_BIG] = "heap {1} is {2}: heaps up to {3} are supported",
    [HEAPS_HEAP_TOO_BIG_LASKER] = "heap {1} is {2}: heaps up to {3} are supported for Lasker's Nim",
    [HEAPS_TOO_MANY_HEAPS] = "more than {1} heaps: at most {1} are supported",
    [HEAPS_WHY_TOO_SMALL] = "the heap is smaller than that",
    [HEAPS_WHY_PARTS_EMPTY] = "the two parts must both be non-empty",
    [HEAPS_WHY_EQUAL_PARTS] = "in Grundy's game the two heaps must be of different sizes",
    [HEAPS_WHY_LASKER_SPLIT] = "Lasker's Nim splits a heap without removing anything (take HEAP 0 PART)",
    [HEAPS_WHY_NOTHING] = "a move must remove at least one token or split the heap",
    [HEAPS_WHY_NO_SUCH_COUNT] = "the ruleset has no move removing that many tokens",
    [HEAPS_WHY_NO_SPLIT] = "the ruleset does not allow splitting after removing that many",
    [HEAPS_WHY_NO_WHOLE] = "the ruleset does not allow taking a whole heap of that size",
    [HEAPS_WHY_NO_ONE] = "the ruleset does not allow leaving a single heap after removing that many",
    [HEAPS_USAGE] = ("a move is written 'take HEAP COUNT' or 'take HEAP COUNT PART' (PART: split the rest into PART "
        "and the remainder), e.g. take 2 1 3"),
    [HEAPS_NO_HEAP_LEFT] = "the game is over: there is no heap left",
    [HEAPS_NO_SUCH_HEAP] = "heap {1} does not exist: the heaps are numbered 1 to {2}",
    [HEAPS_PART_ZERO] = "PART is 0: both parts of a split must be non-empty",
    [HEAPS_CANNOT_LOSE] = "heap {1} holds {2} tokens: it cannot lose {3}",
    [HEAPS_ILLEGAL_SPLIT] = "{1}: heap {2} of {3}, remove {4}, split the rest into {5} and {6}: {7}",
    [HEAPS_ILLEGAL] = "{1}: heap {2} of {3}, remove {4}: {5}",
    [HEAPS_SOLVE_HEAP_LIMIT] = "a heap of {1}: heaps up to {2} are supported",
    [HEAPS_TRACE_LIMIT] = ("the trace draws at most {1} heaps of at most {2} tokens (this position: {3} heaps, the largest "
        "{4}); solve handles up to {5} heaps of {6}"),
    [HEAPS_TRACE_GRUNDY] = ("the trace draws an octal code's digits; Grundy's game (unequal splits) has no trace: use "
                           "solve or grundy sg grundy"),
    [HEAPS_TRACE_DIGITS] = "the trace draws the ruleset's digits: at most {1} (this one removes up to {2} tokens)",
    [HEAPS_TOO_MANY_MOVES] = "this position has {1} moves; at most {2} can be listed",
    [HEAPS_NOT_SINGLE] = "(not a single move)",
    [HEAPS_TAKE_WHOLE] = "take the whole heap of {1}",
    [HEAPS_REMOVE] = "a heap of {1} -> {2} (remove {3})",
    [HEAPS_SPLIT] = "split a heap of {1} into {2} and {3}",
    [HEAPS_REMOVE_SPLIT] = "a heap of {1}: remove {2}, split the rest into {3} and {4}",
    [HEAPS_VIEW_CODE] = "the code d0.d1d2...",
    [HEAPS_VIEW_HEAPS] = "heaps",
    [HEAPS_VIEW_G] = "G(n)",
    [HEAPS_VIEW_PERIOD] = "preperiod, period",
    [HEAPS_VIEW_PERIOD_SALTUS] = "preperiod, period, saltus",
    [HEAPS_VIEW_PROVED] = "proved",
    [HEAPS_VIEW_GRUNDY] = "G of the position",
    [HEAPS_EX_NOMOVE] = "G({1}) = mex{} = 0: a heap of {1} has no move.",
    [HEAPS_EX_MORE_OPTIONS] = ", ... ({1} options)",
    [HEAPS_EX_MORE_VALUES] = ", ... ({1} values)",
    [HEAPS_EX_MEX_TAIL] = ": the least value no move reaches.",
    [HEAPS_EX_PREPERIOD0] = "Preperiod 0: periodic with period {1} from the start.",
    [HEAPS_EX_PREPERIOD_SALTUS] = ("Preperiod {1}: G({2}) - G({3}) = {4} differs from the later steps: the last place the pattern "
        "breaks."),
    [HEAPS_EX_PREPERIOD] = "Preperiod {1}: G({2}) = {3} but G({4}) = {5}, the last n where G(n + {6}) = G(n) fails.",
    [HEAPS_EX_PERIOD] = "Period {1}: G(n + {1}) = G(n){2} for {3} <= n <= {4}",
    [HEAPS_EX_BLOCK] = "; the block that repeats:",
    [HEAPS_EX_END] = ".",
    [HEAPS_EX_SALTUS] = "Saltus {1}: G(n + {2}) = G(n) + {1}, e.g. G({3}) = {4} = G({5}) + {1}.",
    [HEAPS_EX_PROVED] = "Proved: ",
    [HEAPS_EX_OBSERVED] = "Observed: ",
    [HEAPS_EX_NO_HEAP] = "No heap: the position is worth 0 and the player to move has no move: a loss.",
    [HEAPS_EX_WIN] = ": not 0, so the first player wins (some move reaches a position of value 0).",
    [HEAPS_EX_LOSE] = ": 0, so the first player loses (every move reaches a position of non-zero value).",
};

static const char *const zh[HEAPS_TEXT_COUNT] = {
    [HEAPS_TITLE] = "堆游戏:八进制游戏、减法游戏、拉斯克 Nim、Grundy 游戏",
    [HEAPS_RULES] = ("若干堆石子,共用一条规则。每次选一堆,按规则操作:八进制代码 d0.d1d2... "
        "中第 k 位数字 d_k 表示取走 k 个之后可以剩下什么(1:什么都不剩,整堆"
        "取完;2:剩一堆;4:剩两个非空的堆),例如 0.77(Kayles:取 1 或 2 个,剩下的可"
        "以分成两堆)、0.07(Dawson's Kayles)、0.137(Dawson's chess)、4.7;减法集合 S{1,3,4} "
        "每次取 1、3 或 4 个;lasker 可以取任意个,或把一堆分成两堆;grundy(Grundy 游戏)把一堆分成"
        "大小不同的两堆。不能操作的人输。"),
    [HEAPS_SYNTAX] = ("规则: 各堆大小,例如 0.77: 5 8、S{1,3,4}: 10 7、lasker: 3 5、grundy: 7 9(各堆"
        "按从小到大排列)"),
    [HEAPS_THEORY] = ("Sprague-Grundy:一堆 n 个的值 G(n) 是所有后继值的 mex(留下两堆 a、b 的值"
        "是 G(a) ^ G(b)),局面的值是各堆值的异或。G 用稀有值(稀疏空间)方法计"
        "算;已知的有限八进制游戏最终都是周期的,当 2·前周期 + 2·周期 + t + "
        "2 个值都符合时,Guy–Smith 定理证明该周期永远成立(t 为一步最多取走"
        "的个数)。"),
    [HEAPS_PLAY_SYNTAX] = ("take 堆号 个数 [一份](堆从 1 编号;给出“一份”时把剩下的分成这一份"
        "和其余部分)"),
    [HEAPS_LESSON_1_TITLE] = "规则",
    [HEAPS_LESSON_1_TEXT] = ("Kayles（代码 0.77），两堆，分别 3 个和 4 个。数字 d1 = d2 = 7 表示：每"
        "次从一堆中取走 1 个或 2 个，之后可以什么都不剩、剩一堆，或把剩"
        "下的分成两个非空的堆：take 2 1 1 把 4 变成 1 和 2。不能操作的人输。"
        "0.77: 3 4 谁会赢？"),
    [HEAPS_LESSON_2_TITLE] = "用 mex 求单堆的值",
    [HEAPS_LESSON_2_TEXT] = ("追踪按堆的大小逐个计算 G(n)。第 5 步，5 个的一堆：取走 1 个可剩 4 "
        "个（G = 1），或分成 1 + 3（1 xor 3 = 2）、2 + 2（0）；取走 2 个可剩 3 个"
        "（G = 3），或分成 1 + 2（1 xor 2 = 3）。所以 G(5) = mex{0, 1, 2, 3} = 4。"),
    [HEAPS_LESSON_3_TITLE] = "关键想法：游戏的和",
    [HEAPS_LESSON_3_TEXT] = ("分堆之后两堆各自独立进行，是游戏的和，其值为两者 SG 值的异或；"
        "整个局面也是如此（SG 定理）。这里 G(5) xor G(8) = 4 xor 1 = 5 ≠ 0，先手"
        "必胜。必胜着法是从 5 中取走 1 个：G(4) xor G(8) = 1 xor 1 = 0。"),
    [HEAPS_LESSON_4_TITLE] = "定理：周期性",
    [HEAPS_LESSON_4_TEXT] = ("对每步最多取走 t 个的八进制游戏（Guy–Smith 周期性定理）：若 G(n + "
        "p) = G(n) 对 e 到 2e + p + t + 1 之间的每个 n 都成立，则对所有 n ≥ e 都成"
        "立。Kayles 中 t = 2，追踪找到前周期 e = 71、周期 p = 12，并对 71 ≤ n ≤"
        " 157 逐一验证（共算了 170 个值）。所以 71 个及以上的任意一堆，G 都"
        "可以从循环节 7 4 1 2 8 1 4 7 2 1 8 2 中读出。"),
    [HEAPS_LESSON_5_TITLE] = "轮到你",
    [HEAPS_LESSON_5_TEXT] = ("0.77: 4 6 9：各堆的值为 G(4) = 1、G(6) = 3、G(9) = 4，异或为 6，先手必胜。"
        "在 9 这一堆上找一步使异或变为 0（共有三种），然后战胜电脑。"),
    [HEAPS_RULE_NOMOVE] = "无路可走",
    [HEAPS_RULE_NOMOVE_SUMMARY] = "这一堆无法走动:G(n) = mex{} = 0",
    [HEAPS_RULE_MEX] = "mex",
    [HEAPS_RULE_MEX_SUMMARY] = "G(n) = 所有后继值的 mex;留下两堆 a、b 的走法的值是 G(a) ^ G(b)",
    [HEAPS_RULE_PREPERIOD] = "前周期",
    [HEAPS_RULE_PREPERIOD_SUMMARY] = "n0:从它开始 G(n + p) = G(n) 一直成立",
    [HEAPS_RULE_PERIOD] = "周期",
    [HEAPS_RULE_PERIOD_SUMMARY] = "p:使 n0 + p 最小的平移(相同时取较小的 p)",
    [HEAPS_RULE_SALTUS] = "跳跃",
    [HEAPS_RULE_SALTUS_SUMMARY] = "G(n + p) = G(n) + s:算术周期",
    [HEAPS_RULE_PROVED] = "已证明",
    [HEAPS_RULE_PROVED_SUMMARY] = "值的个数达到周期性定理的要求:周期永远成立",
    [HEAPS_RULE_OBSERVED] = "观察到",
    [HEAPS_RULE_OBSERVED_SUMMARY] = "周期在重复,但未达到定理要求:只是观察到",
    [HEAPS_RULE_NONE] = "没有周期",
    [HEAPS_RULE_NONE_SUMMARY] = "没有在末尾重复三个周期以上的平移",
    [HEAPS_RULE_ANSWER] = "异或和",
    [HEAPS_RULE_ANSWER_SUMMARY] = "局面的值是各堆值的异或;不为 0 时先手必胜",
    [HEAPS_NOT_A_POSITION] = "内部错误：这不是 heaps 的局面",
    [HEAPS_NO_COLON] = "局面中没有 ':'：请写成“规则: 各堆”，例如 0.77: 5 8 或 S{1,3,4}: 10 7",
    [HEAPS_HEAP_TOO_BIG] = "第 {1} 堆是 {2}：最多支持 {3} 个的堆",
    [HEAPS_HEAP_TOO_BIG_LASKER] = "第 {1} 堆是 {2}：拉斯克 Nim 最多支持 {3} 个的堆",
    [HEAPS_TOO_MANY_HEAPS] = "超过 {1} 堆：最多支持 {1} 堆",
    [HEAPS_WHY_TOO_SMALL] = "这一堆没有那么多",
    [HEAPS_WHY_PARTS_EMPTY] = "分成的两部分都必须非空",
    [HEAPS_WHY_EQUAL_PARTS] = "在 Grundy 游戏中分成的两堆大小必须不同",
    [HEAPS_WHY_LASKER_SPLIT] = "拉斯克 Nim 分堆时不取走任何石子（take 堆号 0 一份）",
    [HEAPS_WHY_NOTHING] = "每步至少要取走一个，或者把这一堆分开",
    [HEAPS_WHY_NO_SUCH_COUNT] = "规则中没有取走这么多个的走法",
    [HEAPS_WHY_NO_SPLIT] = "规则不允许取走这么多个之后分堆",
    [HEAPS_WHY_NO_WHOLE] = "规则不允许把这样大小的一堆整堆取完",
    [HEAPS_WHY_NO_ONE] = "规则不允许取走这么多个之后只剩一堆",
    [HEAPS_USAGE] = ("走法写作 'take 堆号 个数' 或 'take 堆号 个数 一份'（一份：把剩下的分"
        "成这一份和其余部分），例如 take 2 1 3"),
    [HEAPS_NO_HEAP_LEFT] = "游戏已经结束：没有剩下的堆",
    [HEAPS_NO_SUCH_HEAP] = "第 {1} 堆不存在：堆的编号是 1 到 {2}",
    [HEAPS_PART_ZERO] = "一份是 0：分开后的两部分都必须非空",
    [HEAPS_CANNOT_LOSE] = "第 {1} 堆只有 {2} 个：不能取走 {3} 个",
    [HEAPS_ILLEGAL_SPLIT] = "{1}：第 {2} 堆（{3} 个）取走 {4} 个，剩下的分成 {5} 和 {6}：{7}",
    [HEAPS_ILLEGAL] = "{1}：第 {2} 堆（{3} 个）取走 {4} 个：{5}",
    [HEAPS_SOLVE_HEAP_LIMIT] = "有一堆是 {1} 个：最多支持 {2} 个的堆",
    [HEAPS_TRACE_LIMIT] = ("追踪最多画 {1} 堆、每堆最多 {2} 个（这个局面：{3} 堆，最大的一堆 "
        "{4} 个）；solve 最多处理 {5} 堆、每堆 {6} 个"),
    [HEAPS_TRACE_GRUNDY] = "追踪画的是八进制代码的各位数字；Grundy 游戏（分成不相等的两堆）没有追踪：请用 solve 或 grundy sg grundy",
    [HEAPS_TRACE_DIGITS] = ("追踪要画出规则的每一位数字：最多 {1} 位（这条规则一步最多取走 "
        "{2} 个）"),
    [HEAPS_TOO_MANY_MOVES] = "这个局面有 {1} 种走法；最多只能列出 {2} 种",
    [HEAPS_NOT_SINGLE] = "(不是一步合法的走法)",
    [HEAPS_TAKE_WHOLE] = "取走整堆 {1} 个",
    [HEAPS_REMOVE] = "一堆 {1} 个 → {2}(取走 {3} 个)",
    [HEAPS_SPLIT] = "把一堆 {1} 个分成 {2} 和 {3}",
    [HEAPS_REMOVE_SPLIT] = "一堆 {1} 个:取走 {2} 个,剩下的分成 {3} 和 {4}",
    [HEAPS_VIEW_CODE] = "规则代码 d0.d1d2...",
    [HEAPS_VIEW_HEAPS] = "各堆",
    [HEAPS_VIEW_G] = "G(n)",
    [HEAPS_VIEW_PERIOD] = "前周期、周期",
    [HEAPS_VIEW_PERIOD_SALTUS] = "前周期、周期、跳跃",
    [HEAPS_VIEW_PROVED] = "已证明",
    [HEAPS_VIEW_GRUNDY] = "局面的 G 值",
    [HEAPS_EX_NOMOVE] = "G({1}) = mex{} = 0:{1} 个的一堆无法走动。",
    [HEAPS_EX_MORE_OPTIONS] = ", …(共 {1} 种走法)",
    [HEAPS_EX_MORE_VALUES] = ", …(共 {1} 个值)",
    [HEAPS_EX_MEX_TAIL] = ":不在后继值中的最小非负整数。",
    [HEAPS_EX_PREPERIOD0] = "前周期 0:从一开始就以 {1} 为周期。",
    [HEAPS_EX_PREPERIOD_SALTUS] = ("前周期 {1}:G({2}) − G({3}) = {4} 与之后的差不同,这是规律最后一次被打"
        "破。"),
    [HEAPS_EX_PREPERIOD] = ("前周期 {1}:G({2}) = {3} 而 G({4}) = {5},这是 G(n + {6}) = G(n) 最后一次不成立"
        "。"),
    [HEAPS_EX_PERIOD] = "周期 {1}:对 {3} ≤ n ≤ {4} 有 G(n + {1}) = G(n){2}",
    [HEAPS_EX_BLOCK] = ";重复的一段:",
    [HEAPS_EX_END] = "。",
    [HEAPS_EX_SALTUS] = "跳跃 {1}:G(n + {2}) = G(n) + {1},例如 G({3}) = {4} = G({5}) + {1}。",
    [HEAPS_EX_PROVED] = "已证明:",
    [HEAPS_EX_OBSERVED] = "观察到:",
    [HEAPS_EX_NO_HEAP] = "没有堆:局面的值是 0,先手无路可走,必败。",
    [HEAPS_EX_WIN] = ",不为 0:先手必胜(有一步能走到值为 0 的局面)。",
    [HEAPS_EX_LOSE] = ",为 0:先手必败(每一步都走到值不为 0 的局面)。",
};

const gr_texts heaps_texts = {"heaps", HEAPS_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
