/* value_text.c — the messages about Grundy values found by search, one table per language (keys in value_text.h). */
#include "value_text.h"

static const char *const en[VALUE_TEXT_COUNT] = {
    [VALUE_DOMAIN] = "Grundy values by exact search",
    [VALUE_LIMIT_POSITIONS] = "the search visited its bound of {1} positions",
    [VALUE_LIMIT_MOVES] = "the search generated its bound of {1} moves",
    [VALUE_LIMIT_DEPTH] = "the search met a play longer than its bound of {1} moves",
    [VALUE_LIMIT_BYTES] = "the search would hold more than its bound of {1} bytes",
    [VALUE_NOTE_POSITIONS] =
        "no Grundy value: the theory gives none here, and exact search over the game's moves would visit more "
        "than its bound of {1} positions",
    [VALUE_NOTE_MOVES] = "no Grundy value: the theory gives none here, and exact search over the game's moves "
                         "would generate more than its bound of {1} moves",
    [VALUE_NOTE_DEPTH] = "no Grundy value: the theory gives none here, and exact search would follow a play "
                         "longer than its bound of {1} moves",
    [VALUE_NOTE_WIDE] = "no Grundy value: the theory gives none here, and a position on the way has more than "
                        "{1} moves, too many to search",
    [VALUE_NOTE_CYCLE] = "no Grundy value: the game graph from here has a cycle, and the values of finite "
                         "games do not apply",
    [VALUE_NOTE_MEMORY] = "no Grundy value: the theory gives none here, and exact search ran out of memory",
    [VALUE_NOTE_BYTES] = "no Grundy value: the theory gives none here, and exact search would hold more than its "
                         "bound of {1} bytes",
};

static const char *const zh[VALUE_TEXT_COUNT] = {
    [VALUE_DOMAIN] = "用精确搜索求 Grundy 值",
    [VALUE_LIMIT_POSITIONS] = "搜索已达到 {1} 个局面的上限",
    [VALUE_LIMIT_MOVES] = "搜索已生成 {1} 个着法的上限",
    [VALUE_LIMIT_DEPTH] = "搜索遇到长于 {1} 步上限的对局",
    [VALUE_LIMIT_BYTES] = "搜索所需内存将超过 {1} 字节的上限",
    [VALUE_NOTE_POSITIONS] = "没有 Grundy 值:理论在此不给出值,而对游戏着法的精确搜索将超过 {1} 个局面的上限",
    [VALUE_NOTE_MOVES] = "没有 Grundy 值:理论在此不给出值,而对游戏着法的精确搜索将生成超过 {1} 个着法的上限",
    [VALUE_NOTE_DEPTH] = "没有 Grundy 值:理论在此不给出值,而精确搜索将遇到长于 {1} 步上限的对局",
    [VALUE_NOTE_WIDE] = "没有 Grundy 值:理论在此不给出值,而途中某个局面的着法多于 {1} 个,无法搜索",
    [VALUE_NOTE_CYCLE] = "没有 Grundy 值:从这里出发的游戏图有环,有限游戏的 Grundy 值不适用",
    [VALUE_NOTE_MEMORY] = "没有 Grundy 值:理论在此不给出值,而精确搜索内存不足",
    [VALUE_NOTE_BYTES] = "没有 Grundy 值:理论在此不给出值,而精确搜索所需内存将超过 {1} 字节的上限",
};

const gr_texts gr_value_texts = {"value", VALUE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
