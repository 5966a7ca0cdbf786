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
