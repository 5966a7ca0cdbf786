/*
 * core_noun.c — gr_core_noun: the key in the core's table of the word for a
 * kind of item (gr_noun: "pile", "heap" ...), by a table from the enum, so
 * that a caller names the kind, never its English text; gr_core_role finds
 * what a cell a rule reads stands for ("vertex", "partner" ...), which the
 * rules write as text (gr_rule.reads).  The words themselves are data
 * (src/core/core.texts, generated into core_text.c at build time).
 */
#include "core_text.h"

#include <string.h>

static const unsigned noun_keys[GR_NOUN_COUNT] = {
    [GR_NOUN_PILE] = CORE_NOUN_PILE,   [GR_NOUN_HEAP] = CORE_NOUN_HEAP,   [GR_NOUN_NUMBER] = CORE_NOUN_NUMBER,
    [GR_NOUN_VALUE] = CORE_NOUN_VALUE, [GR_NOUN_EDGE] = CORE_NOUN_EDGE,   [GR_NOUN_STEP] = CORE_NOUN_STEP,
    [GR_NOUN_INDEX] = CORE_NOUN_INDEX, [GR_NOUN_COIN] = CORE_NOUN_COIN,   [GR_NOUN_MULTIPLE] = CORE_NOUN_MULTIPLE,
    [GR_NOUN_ROW] = CORE_NOUN_ROW,
};

unsigned gr_core_noun(gr_noun noun) {
  return (unsigned)noun < GR_NOUN_COUNT ? noun_keys[noun] : CORE_NOUN_NUMBER;
}

unsigned gr_core_role(const char *name) {
  for (unsigned k = CORE_ROLE_VERTEX; k <= CORE_ROLE_COMPONENT && name; k++)
    if (strcmp(gr_text(&gr_core_texts, GR_EN, k), name) == 0) return k;
  return CORE_TEXT_COUNT;
}
