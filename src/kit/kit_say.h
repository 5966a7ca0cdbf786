/*
 * kit_say.h — the kit's move language and limits with their messages from a
 * game's own table (internal to libgrundy): kit_action_say is kit_action
 * whose "malformed action" message is a key of the game's texts, so it is
 * said in every language; keyed trace views; a board's one action.
 */
#ifndef GR_KIT_SAY_H
#define GR_KIT_SAY_H

#include "grundy.h"

/* kit_action(action, verb, min_args, max_args, ...) with the usage message
 * `usage_key` of `texts`; other failures (a number too large) pass on. */
int kit_action_say(const char *action, const char *verb, size_t min_args, size_t max_args, const gr_texts *texts,
                   unsigned usage_key, uint64_t *args, size_t *nargs, gr_error *err);
/* gr_trace_add_view_text with its value kind; -1 on failure. */
int kit_view_say(gr_trace *t, gr_view_kind kind, const char *name, unsigned label_key, uint32_t rows, uint32_t cols,
                 uint32_t index_origin, gr_value_kind value_kind, gr_error *err);

/* "actions": [{"verb": verb, "args": [args...]}] (key included), one verb
 * and no labels: the boards whose tests pin their JSON. */
void kit_json_one_action(gr_json *j, const char *verb, const char *const *args, size_t nargs);

#endif
