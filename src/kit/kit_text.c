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
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* -- section: lr -- */
    [KIT_TOO_MANY_MOVES] = "this position has {1} moves; at most {2} can be listed",
    [KIT_ARG_ROW] = "row", [KIT_ARG_COLUMN] = "column",
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
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* -- section: lr -- */
    [KIT_TOO_MANY_MOVES] = "这个局面有 {1} 种走法;最多只能列出 {2} 种",
    [KIT_ARG_ROW] = "行", [KIT_ARG_COLUMN] = "列",
};

const gr_texts kit_texts = {"kit", KIT_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
