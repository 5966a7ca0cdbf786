/*
 * core_noun.c — gr_core_noun: the key of an item kind ("pile", "heap" ...)
 * in the core's table, found by its English text; the table itself is data
 * (src/core/core.texts, generated into core_text.c at build time); gr_core_role
 * likewise for what a cell a rule reads stands for ("vertex", "partner" ...).
 */
#include "core_text.h"

#include <string.h>

unsigned gr_core_noun(const char *name) {
  for (unsigned k = CORE_NOUN_PILE; k <= CORE_NOUN_MULTIPLE && name; k++)
    if (strcmp(gr_text(&gr_core_texts, GR_EN, k), name) == 0) return k;
  return CORE_TEXT_COUNT;
}

unsigned gr_core_role(const char *name) {
  for (unsigned k = CORE_ROLE_VERTEX; k <= CORE_ROLE_COMPONENT && name; k++)
    if (strcmp(gr_text(&gr_core_texts, GR_EN, k), name) == 0) return k;
  return CORE_TEXT_COUNT;
}
