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
    /* hackenbush, geography, seqjump */
    [KIT_GT_PLACE] = "{1} at line {2}, column {3} is '{4}'",
    [KIT_GT_EDGE] = "edge {1}",
    [KIT_GT_VALUE] = "value {1}",
    [KIT_GT_VISITED] = "visited vertex {1}",
    [KIT_GT_ITEM] = "item {1}",
    [KIT_GT_N] = "n=",
    [KIT_GT_START] = "start=",
    [KIT_GT_SETTING] = "the setting",
    [KIT_GT_MISSING] = "{1}: a number is missing",
    [KIT_GT_NOT_NUMBER] = "{1}, not a whole number",
    [KIT_GT_PAST_64] = "{1}, past the 64-bit limit",
    [KIT_GT_PAST_MAX] = "{1}, past the largest allowed {2}",
    [KIT_GT_MAX_EDGES] = "{1}: at most {2} edges are accepted",
    [KIT_GT_MAX_VALUES] = "{1}: at most {2} values are accepted",
    [KIT_GT_EDGE_FORM] = "{1}: write an edge as two vertex numbers joined by '-', e.g. 1-2",
    [KIT_GT_N_TWICE] = "{1}: the number of vertices is given twice",
    [KIT_GT_START_TWICE] = "{1}: the start is given twice",
    [KIT_GT_UNKNOWN_SETTING] = "{1}, which this game does not take (its settings: {2})",
    [KIT_GT_SETTINGS_ALL] = "n=, start= and visited=",
    [KIT_GT_SETTINGS_N] = "n=",
    [KIT_GT_SETTINGS_START] = "start=",
    [KIT_GT_SETTINGS_NONE] = "none",
    [KIT_GT_NOT_EDGE] = "{1}, not an edge: write an edge as two vertex numbers joined by '-', e.g. 1-2",
    [KIT_HB_NO_GROUND] = "internal: a picture without the ground",
    [KIT_HB_BAD_VERTEX] = "internal: edge {1} names vertex {2} of {3}",
    [KIT_HB_BRANCH_BITS] = "internal: a branch value passed 2^{1}",
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
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* hackenbush, geography, seqjump */
    [KIT_GT_PLACE] = "{1}(第 {2} 行第 {3} 列)是 '{4}'",
    [KIT_GT_EDGE] = "第 {1} 条边",
    [KIT_GT_VALUE] = "第 {1} 个值",
    [KIT_GT_VISITED] = "第 {1} 个已访问顶点",
    [KIT_GT_ITEM] = "第 {1} 项",
    [KIT_GT_N] = "n=",
    [KIT_GT_START] = "start=",
    [KIT_GT_SETTING] = "设置项",
    [KIT_GT_MISSING] = "{1}:缺少数字",
    [KIT_GT_NOT_NUMBER] = "{1},不是整数",
    [KIT_GT_PAST_64] = "{1},超出了 64 位整数的范围",
    [KIT_GT_PAST_MAX] = "{1},超过了允许的最大值 {2}",
    [KIT_GT_MAX_EDGES] = "{1}:最多接受 {2} 条边",
    [KIT_GT_MAX_VALUES] = "{1}:最多接受 {2} 个值",
    [KIT_GT_EDGE_FORM] = "{1}:边要写成用 '-' 连接的两个顶点编号,例如 1-2",
    [KIT_GT_N_TWICE] = "{1}:顶点数给了两次",
    [KIT_GT_START_TWICE] = "{1}:起点给了两次",
    [KIT_GT_UNKNOWN_SETTING] = "{1},这个游戏不接受这个设置(它的设置项:{2})",
    [KIT_GT_SETTINGS_ALL] = "n=、start= 和 visited=",
    [KIT_GT_SETTINGS_N] = "n=",
    [KIT_GT_SETTINGS_START] = "start=",
    [KIT_GT_SETTINGS_NONE] = "无",
    [KIT_GT_NOT_EDGE] = "{1},不是边:边要写成用 '-' 连接的两个顶点编号,例如 1-2",
    [KIT_HB_NO_GROUND] = "内部错误:图中没有地面",
    [KIT_HB_BAD_VERTEX] = "内部错误:第 {1} 条边用到顶点 {2}(共 {3} 个)",
    [KIT_HB_BRANCH_BITS] = "内部错误:分支的值超过了 2^{1}",
    /* -- section: lr -- */
};

const gr_texts kit_texts = {"kit", KIT_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
