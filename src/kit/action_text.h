/*
 * action_text.h — kit_action with its usage message from a game's table, in
 * every language (kit_action's own usage text is one string for all).
 */
#ifndef GR_KIT_ACTION_TEXT_H
#define GR_KIT_ACTION_TEXT_H

#include "grundy.h"

/* Parses "VERB N1 N2 ..." like kit_action; a malformed action fails with
 * message `usage_key` of table t (GR_ESYNTAX), a bad number with the
 * number parser's message. */
int kit_action_text(const char *action, const char *verb, size_t min_args, size_t max_args, const gr_texts *t,
                    unsigned usage_key, uint64_t *args, size_t *nargs, gr_error *err);

#endif
