/*
 * action_text.c — kit_action with a usage message in every language: the
 * kit's parser is given the English text, and when that is the failure it
 * reports, the message is said again from the table in every language.
 */
#include "kit/action_text.h"
#include "kit/kit.h"

#include <string.h>

int kit_action_text(const char *action, const char *verb, size_t min_args, size_t max_args, const gr_texts *t,
                    unsigned usage_key, uint64_t *args, size_t *nargs, gr_error *err) {
  const char *usage = gr_text(t, GR_EN, usage_key);
  gr_error why = {0};
  if (kit_action(action, verb, min_args, max_args, usage, args, nargs, &why) == 0) return 0;
  if (strcmp(why.message, usage) == 0) return gr_error_say(err, GR_ESYNTAX, t, usage_key);
  return gr_error_pass(err, &why);
}
