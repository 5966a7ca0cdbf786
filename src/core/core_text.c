/* core_text.c — the core's messages, one table per language (keys in core_text.h). */
#include "core_text.h"

static const char *const en[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "out of memory",
    [CORE_TOO_MANY_MOVES_NOTE] = "too many moves to choose one at random: played the best move",
};

static const char *const zh[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "内存不足",
    [CORE_TOO_MANY_MOVES_NOTE] = "走法太多,无法随机挑选:改走了最佳着法",
};

const gr_texts gr_core_texts = {"core", CORE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
