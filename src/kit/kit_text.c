/* kit_text.c — the kit's messages, one table per language (keys in kit_text.h). */
#include "kit_text.h"

static const char *const en[KIT_TEXT_COUNT] = {
    [KIT_GAME_OVER] = "the game is over: there is no move to make",
    [KIT_NOT_ONE_MOVE] = "that position is not one move away",
    /* -- section: move language and boards -- */
    [KIT_ARG_PILE] = "pile", [KIT_ARG_COUNT] = "count", [KIT_ARG_HEAP] = "heap", [KIT_ARG_STEP] = "step",
    [KIT_ARG_PART_SIZE] = "size of one part", [KIT_ARG_PART] = "part", [KIT_ARG_COIN] = "coin",
    [KIT_ARG_EDGE] = "edge", [KIT_ARG_VALUE] = "value", [KIT_ARG_VERTEX] = "vertex", [KIT_ARG_TOKEN] = "token",
    [KIT_ARG_INDEX] = "index", [KIT_ARG_K] = "k", [KIT_ARG_S] = "s",
    /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
    [KIT_USAGE] = "a move is written {1}{2}, e.g. {3}", [KIT_OR] = " or ",
    [KIT_WORD_PILE] = "PILE", [KIT_WORD_COUNT] = "COUNT", [KIT_WORD_SIZE] = "SIZE", [KIT_WORD_STEP] = "STEP",
    [KIT_WORD_COIN] = "COIN", [KIT_WORD_LEFT] = "LEFT", [KIT_WORD_FROM] = "FROM", [KIT_WORD_TO] = "TO",
    [KIT_HEAP] = "heap", [KIT_STEP] = "step", [KIT_HEAPS] = "heaps", [KIT_STEPS] = "steps", [KIT_COINS] = "coins",
    [KIT_NO_NUMBERS] = "no {1}s given: write them separated by spaces, e.g. {2}",
    [KIT_NO_HEAPS] = "no heaps", [KIT_NO_STEPS] = "no steps", [KIT_NO_COINS] = "no coins",
    [KIT_VERDICT_MAX] = "{1} {2}: the verdict handles at most {3}",
    [KIT_TRACE_MAX] = "{1} {2}: the trace shows at most {3} (the verdict alone handles {4})",
    [KIT_TOO_MANY_MOVES] = "this position has {1} moves; at most {2} can be listed",
    [KIT_NO_SUCH_HEAP] = "there is no heap {1}: the heaps are numbered 1 to {2}",
    [KIT_TAKE_RANGE] = "heap {1} holds {2} stones: take between 1 and {2}",
    [KIT_X_WINS] = "X = {1} != 0, so the first player wins.",
    [KIT_X_LOSES] = "X = {1} = 0, so the first player loses.",
    [KIT_VIEW_HEAPS] = "heaps", [KIT_VIEW_WINS] = "first player wins",
    [KIT_DESCRIBE_TAKE] = "heap {1}: {2} -> {3} (take {4})",
    [KIT_NUM_TOO_MANY] = "too many values: at most {1} numbers are allowed, and number {2} starts at line {3}, column {4}",
    [KIT_NUM_NEGATIVE] = "number {1} at line {2}, column {3} is '{4}': negative numbers are not allowed",
    [KIT_NUM_NOT_WHOLE] = "number {1} at line {2}, column {3} is '{4}', not a whole number",
    [KIT_NUM_TOO_BIG] = "number {1} at line {2}, column {3} is '{4}', past the 64-bit limit 18446744073709551615",
    [KIT_ARG_SECOND_COIN] = "second coin (optional)", [KIT_ARG_THIRD_COIN] = "third coin (optional)",
    [KIT_ARG_NEAR_LEFT] = "one of the 3 coins to its left", [KIT_ARG_RUN_FIRST] = "first coin of the run",
    [KIT_ARG_RUN_LAST] = "last coin (optional)", [KIT_ARG_RUN_RIGHT] = "rightmost coin of the run",
    /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
    /* wythoff, fibonacci, kstake */
    [KIT_WFK_MANY_MOVES] = "this position has {1} moves; at most {2} can be listed",
    [KIT_WFK_PILES_1_2] = "there are piles 1 and 2, not {1}", [KIT_WFK_PERIOD] = ".",
    /* circle, redistribute, ring, leftmost */
    [KIT_CF_COLON] = ": ", [KIT_CF_COMMA] = ", ", [KIT_CF_FIRST_WINS] = "first player wins",
    [KIT_CF_NO_PILES] = "no piles: the game is over",
    [KIT_CF_PILES_SOLVE_LIMIT] = "{1} piles: the verdict handles at most {2}",
    [KIT_CF_PILES_TRACE_LIMIT] = "{1} piles: the trace records at most {2} (the verdict alone handles {3})",
    [KIT_CF_TAKE_BETWEEN] = "pile {1} holds {2} stones: take between 1 and {2}",
    [KIT_CF_MOVES_LIMIT] = "this position has {1} moves; at most {2} can be listed",
    [KIT_CF_MORE_MOVES] = "this position has more than {1} moves; at most {1} can be listed",
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* -- section: lr -- */
};

static const char *const zh[KIT_TEXT_COUNT] = {
    [KIT_GAME_OVER] = "游戏已经结束:没有可走的着法",
    [KIT_NOT_ONE_MOVE] = "这个局面不是一步之遥",
    /* -- section: move language and boards -- */
    [KIT_ARG_PILE] = "堆号", [KIT_ARG_COUNT] = "颗数", [KIT_ARG_HEAP] = "堆号", [KIT_ARG_STEP] = "台阶",
    [KIT_ARG_PART_SIZE] = "其中一份的大小", [KIT_ARG_PART] = "一份的大小", [KIT_ARG_COIN] = "硬币",
    [KIT_ARG_EDGE] = "边", [KIT_ARG_VALUE] = "新值", [KIT_ARG_VERTEX] = "顶点", [KIT_ARG_TOKEN] = "棋子",
    [KIT_ARG_INDEX] = "位置", [KIT_ARG_K] = "k", [KIT_ARG_S] = "s",
    /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
    [KIT_USAGE] = "着法写作 {1}{2},例如 {3}", [KIT_OR] = " 或 ",
    [KIT_WORD_PILE] = "堆号", [KIT_WORD_COUNT] = "颗数", [KIT_WORD_SIZE] = "大小", [KIT_WORD_STEP] = "级号",
    [KIT_WORD_COIN] = "硬币号", [KIT_WORD_LEFT] = "左侧硬币号", [KIT_WORD_FROM] = "起", [KIT_WORD_TO] = "止",
    [KIT_HEAP] = "石子堆", [KIT_STEP] = "台阶", [KIT_HEAPS] = "堆", [KIT_STEPS] = "级", [KIT_COINS] = "枚硬币",
    [KIT_NO_NUMBERS] = "没有给出任何{1}:请用空格分隔写出,例如 {2}",
    [KIT_NO_HEAPS] = "没有石子堆", [KIT_NO_STEPS] = "没有台阶", [KIT_NO_COINS] = "没有硬币",
    [KIT_VERDICT_MAX] = "{1} {2}:结论最多处理 {3} {2}",
    [KIT_TRACE_MAX] = "{1} {2}:追踪最多显示 {3} {2}(只求结论时最多 {4} {2})",
    [KIT_TOO_MANY_MOVES] = "这个局面有 {1} 种着法,最多只能列出 {2} 种",
    [KIT_NO_SUCH_HEAP] = "没有第 {1} 堆:堆的编号是 1 到 {2}",
    [KIT_TAKE_RANGE] = "第 {1} 堆有 {2} 颗石子:只能取 1 到 {2} 颗",
    [KIT_X_WINS] = "X = {1} ≠ 0,所以先手必胜。",
    [KIT_X_LOSES] = "X = {1} = 0,所以先手必败。",
    [KIT_VIEW_HEAPS] = "石子堆", [KIT_VIEW_WINS] = "先手必胜",
    [KIT_DESCRIBE_TAKE] = "第 {1} 堆:{2} → {3}(取走 {4} 颗)",
    [KIT_NUM_TOO_MANY] = "数字太多:最多只能写 {1} 个数,而第 {2} 个数从第 {3} 行第 {4} 列开始",
    [KIT_NUM_NEGATIVE] = "第 {1} 个数(第 {2} 行第 {3} 列)是 '{4}':不能是负数",
    [KIT_NUM_NOT_WHOLE] = "第 {1} 个数(第 {2} 行第 {3} 列)是 '{4}',不是整数",
    [KIT_NUM_TOO_BIG] = "第 {1} 个数(第 {2} 行第 {3} 列)是 '{4}',超出了 64 位上限 18446744073709551615",
    [KIT_ARG_SECOND_COIN] = "第二枚硬币(可选)", [KIT_ARG_THIRD_COIN] = "第三枚硬币(可选)",
    [KIT_ARG_NEAR_LEFT] = "其左侧 3 枚之一", [KIT_ARG_RUN_FIRST] = "这一段的第一枚",
    [KIT_ARG_RUN_LAST] = "最后一枚(可选)", [KIT_ARG_RUN_RIGHT] = "这一段最右边的一枚",
    /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
    /* wythoff, fibonacci, kstake */
    [KIT_WFK_MANY_MOVES] = "这个局面有 {1} 种着法,最多只能列出 {2} 种",
    [KIT_WFK_PILES_1_2] = "只有第 1 堆和第 2 堆,没有第 {1} 堆", [KIT_WFK_PERIOD] = "。",
    /* circle, redistribute, ring, leftmost */
    [KIT_CF_COLON] = ":", [KIT_CF_COMMA] = ",", [KIT_CF_FIRST_WINS] = "先手必胜",
    [KIT_CF_NO_PILES] = "没有石子堆:游戏已经结束",
    [KIT_CF_PILES_SOLVE_LIMIT] = "{1} 堆:胜负判定最多处理 {2} 堆",
    [KIT_CF_PILES_TRACE_LIMIT] = "{1} 堆:追踪最多记录 {2} 堆(只求胜负可处理 {3} 堆)",
    [KIT_CF_TAKE_BETWEEN] = "第 {1} 堆有 {2} 颗石子:请取 1 到 {2} 颗",
    [KIT_CF_MOVES_LIMIT] = "这个局面有 {1} 种着法,最多只能列出 {2} 种",
    [KIT_CF_MORE_MOVES] = "这个局面的着法超过 {1} 种,最多只能列出 {1} 种",
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* -- section: lr -- */
};

const gr_texts kit_texts = {"kit", KIT_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
