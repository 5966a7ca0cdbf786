/* core_text.c — the core's messages, one table per language (keys in core_text.h). */
#include "core_text.h"

static const char *const en[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "out of memory",
    [CORE_GAME_OVER] = "the game is over: there is no move to make",
    [CORE_NOT_A_MOVE] = "'{1}' is not a position one move away",
};

static const char *const zh[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "内存不足",
    [CORE_GAME_OVER] = "游戏已经结束:没有可走的着法",
    [CORE_NOT_A_MOVE] = "'{1}' 不是走一步就能到达的局面",
};

const gr_texts gr_core_texts = {"core", CORE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
