/*
 * kit_piles.c — the checks on a row of piles (see kit_piles.h): the count
 * against the job's limit, with the messages of kit_text.
 */
#include "kit/kit_piles.h"

#include "kit/kit_text.h"

int kit_piles_solve_check(size_t n, size_t max_solve, gr_error *err) {
  if (n == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_CF_NO_PILES);
  if (n > max_solve)
    return gr_error_say(err, GR_ELIMIT, &kit_texts, KIT_CF_PILES_SOLVE_LIMIT, GR_U(n), GR_U(max_solve));
  return 0;
}

int kit_piles_trace_check(size_t n, size_t max_trace, size_t max_solve, gr_error *err) {
  if (n == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_CF_NO_PILES);
  if (n > max_trace)
    return gr_error_say(err, GR_ELIMIT, &kit_texts, KIT_CF_PILES_TRACE_LIMIT, GR_U(n), GR_U(max_trace),
                        GR_U(max_solve));
  return 0;
}
