/* nullgame_text.c — the null game's messages, one table per language (keys in nullgame_text.h). */
#include "games/text/nullgame_text.h"

static const char *const en[NULLGAME_TEXT_COUNT] = {
    [NULLGAME_TITLE] = "The null game: take 1 or 2",
    [NULLGAME_RULES] = ("One heap of stones. A move takes one or two stones. The player who cannot move (the heap "
                       "is empty) loses."),
    [NULLGAME_SYNTAX] = "The heap size, a whole number: 7 (0 is the finished game)",
    [NULLGAME_THEORY] = ("g(n) = mex{g(n-1), g(n-2)} = n mod 3: the mover loses exactly when the heap is a multiple "
                        "of 3, and wins by taking n mod 3 stones."),
    [NULLGAME_PLAY_SYNTAX] = "take COUNT (1 or 2)",
    [NULLGAME_L1_TITLE] = "The rules",
    [NULLGAME_L1_TEXT] = ("One heap of 7 stones. On your turn take one or two. Whoever takes the last stone wins, "
                         "because the other player cannot move. Who wins here?"),
    [NULLGAME_L2_TITLE] = "Small heaps",
    [NULLGAME_L2_TEXT] = ("An empty heap is lost for the mover: g(0) = 0. From 1 or 2 the mover empties the heap "
                         "and wins. From 3, both moves leave 1 or 2, a win for the opponent: g(3) = 0. This is "
                         "step 3 of the trace."),
    [NULLGAME_L3_TITLE] = "The key idea",
    [NULLGAME_L3_TEXT] = ("A multiple of 3 is lost: whatever you take, the opponent takes the rest of 3 and leaves "
                         "a multiple of 3 again, down to 0. Any other heap is won: take n mod 3 stones."),
    [NULLGAME_L4_TITLE] = "The theorem",
    [NULLGAME_L4_TEXT] = ("g(n) = mex{g(n-1), g(n-2)} = n mod 3. The heap of 9 is a multiple of 3: the second "
                         "player wins."),
    [NULLGAME_L5_TITLE] = "Your turn",
    [NULLGAME_L5_TEXT] = "A heap of 11 is a first-player win. Find the winning move, then beat the computer.",
    [NULLGAME_VIEW_G] = "g(n)",
    [NULLGAME_RULE_EMPTY] = "Empty heap",
    [NULLGAME_SUM_EMPTY] = "g(0) = 0: no move",
    [NULLGAME_RULE_MEX] = "mex",
    [NULLGAME_SUM_MEX] = "g(n) = mex{g(n-1), g(n-2)}",
    [NULLGAME_EXPLAIN_EMPTY] = "{1}: the empty heap has no move, so it is 0.",
    [NULLGAME_EXPLAIN_ONE] = "{1}: the only move reaches {2}, so {1} = mex{{3}} = {4}.",
    [NULLGAME_EXPLAIN_TWO] = "{1}: the moves reach {2} and {3}, so {1} = mex{{4}, {5}} = {6}.",
    [NULLGAME_DESCRIBE] = "take {1}: {2} -> {3}",
    [NULLGAME_NOT_A_MOVE] = "(not a legal move)",
    [NULLGAME_ONE_HEAP] = "write one heap size, e.g. 7",
    [NULLGAME_USAGE] = "a move is written 'take COUNT', e.g. take 2",
    [NULLGAME_TAKE_RANGE] = "the heap holds {1}: take 1 or 2, and at most {1}",
    [NULLGAME_TRACE_LIMIT] = "a heap of {1}: the trace shows heaps of at most {2}",
};

static const char *const zh[NULLGAME_TEXT_COUNT] = {
    [NULLGAME_TITLE] = "空游戏:每次取 1 或 2 颗",
    [NULLGAME_RULES] = "一堆石子。每次取走一颗或两颗。不能操作(石子已取完)的人输。",
    [NULLGAME_SYNTAX] = "石子数,一个整数:7(0 表示游戏结束)",
    [NULLGAME_THEORY] = "g(n) = mex{g(n-1), g(n-2)} = n mod 3:石子数是 3 的倍数时先手必败,否则取走 n mod 3 颗即可获胜。",
    [NULLGAME_PLAY_SYNTAX] = "take 颗数(1 或 2)",
    [NULLGAME_L1_TITLE] = "规则",
    [NULLGAME_L1_TEXT] = "一堆 7 颗石子。轮到你时取一颗或两颗。取走最后一颗的人赢,因为对手无法再操作。这里谁会赢?",
    [NULLGAME_L2_TITLE] = "先看小堆",
    [NULLGAME_L2_TEXT] = ("空堆对先手是必败的:g(0) = 0。剩 1 或 2 颗时先手一次取完获胜。剩 3 颗时,两种取法都留下 1 或 2 颗,"
                         "对手必胜:g(3) = 0。这是表格的第 3 步。"),
    [NULLGAME_L3_TITLE] = "关键想法",
    [NULLGAME_L3_TEXT] = ("3 的倍数是必败局面:无论你取几颗,对手都取走凑满 3 颗的剩余部分,再次留下 3 的倍数,直到 0。"
                         "其他石子数都是必胜局面:取走 n mod 3 颗。"),
    [NULLGAME_L4_TITLE] = "定理",
    [NULLGAME_L4_TEXT] = "g(n) = mex{g(n-1), g(n-2)} = n mod 3。9 颗是 3 的倍数:后手胜。",
    [NULLGAME_L5_TITLE] = "轮到你",
    [NULLGAME_L5_TEXT] = "11 颗石子先手必胜。找出必胜的一步,然后战胜电脑。",
    [NULLGAME_VIEW_G] = "g(n)",
    [NULLGAME_RULE_EMPTY] = "空堆",
    [NULLGAME_SUM_EMPTY] = "g(0) = 0:无路可走",
    [NULLGAME_RULE_MEX] = "mex",
    [NULLGAME_SUM_MEX] = "g(n) = mex{g(n-1), g(n-2)}",
    [NULLGAME_EXPLAIN_EMPTY] = "{1}:空堆无路可走,所以为 0。",
    [NULLGAME_EXPLAIN_ONE] = "{1}:唯一的走法到达 {2},所以 {1} = mex{{3}} = {4}。",
    [NULLGAME_EXPLAIN_TWO] = "{1}:两种走法分别到达 {2} 和 {3},所以 {1} = mex{{4}, {5}} = {6}。",
    [NULLGAME_DESCRIBE] = "取走 {1} 颗:{2} → {3}",
    [NULLGAME_NOT_A_MOVE] = "(不是一步合法的走法)",
    [NULLGAME_ONE_HEAP] = "请写出一堆的石子数,例如 7",
    [NULLGAME_USAGE] = "走法写作 'take 颗数',例如 take 2",
    [NULLGAME_TAKE_RANGE] = "这堆有 {1} 颗:只能取 1 或 2 颗,且不超过 {1} 颗",
    [NULLGAME_TRACE_LIMIT] = "{1} 颗石子:表格最多显示 {2} 颗的堆",
};

const gr_texts nullgame_texts = {"nullgame", NULLGAME_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
