/*
 * test_verify.c — every registered game's theory against exhaustive search
 * on every small position it enumerates (gr_verify: winner, the exact set
 * of winning moves, and the Grundy value wherever the theory gives one).
 * A new game is covered by this test as soon as it is in the registry.
 * Then the misère play of every game without a registered misère twin
 * (gr_game_misere_of) against retrograde labelling the same way.
 */
#include <stdlib.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "grundy.h"

static void verify_game(void **state) {
  const gr_game *g = *state;
  gr_error err = {0};
  gr_verify_stats stats;
  gr_buf report;
  gr_buf_init(&report);
  int rc = gr_verify(g, &stats, &report, &err);
  if (rc != 0) fail_msg("%s: %s", g->id, rc < 0 ? err.message : report.data);
  assert_true(stats.positions > 0);
  print_message("%s%s: %llu positions agree with search\n", g->id, g->misere ? " (misère)" : "",
                (unsigned long long)stats.positions);
  gr_buf_free(&report);
}

int main(void) {
  size_t n = gr_game_count();
  /* one test per registered game, however many there are */
  struct CMUnitTest *tests = calloc(2 * n + 1, sizeof *tests);
  char (*names)[64] = calloc(n + 1, sizeof *names);
  if (tests == NULL || names == NULL) return 1;
  size_t count = 0;
  for (size_t i = 0; i < n; i++) {
    const gr_game *g = gr_game_at(i);
    tests[count++] = (struct CMUnitTest){.name = g->id, .test_func = verify_game, .initial_state = (void *)g};
  }
  for (size_t i = 0; i < n; i++) { /* the misère play of each game */
    const gr_game *m = gr_game_misere_of(gr_game_at(i));
    if (!gr_game_is_misere_play(m, NULL)) continue; /* misère already, or a registered twin: above */
    snprintf(names[i], sizeof names[i], "%s --misere", m->id);
    tests[count++] = (struct CMUnitTest){.name = names[i], .test_func = verify_game, .initial_state = (void *)m};
  }
  int failed = _cmocka_run_group_tests("verify", tests, count, NULL, NULL);
  free(names);
  free(tests);
  return failed;
}
