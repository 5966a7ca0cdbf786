/* core_text.c — the core's messages, one table per language (keys in core_text.h). */
#include "core_text.h"

static const char *const en[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "out of memory",
};

static const char *const zh[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "内存不足",
};

const gr_texts gr_core_texts = {"core", CORE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
