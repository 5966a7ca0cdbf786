/*
 * heaps_test.h — what the heap-ruleset tests (test_sg_octal, test_sg_allbut)
 * share: a seeded generator for random rulesets and positions, and a
 * ruleset read or a sequence computed that fails the test on an error.
 * Define HEAPS_TEST_SEED before including it (each test its own stream).
 */
#ifndef HEAPS_TEST_H
#define HEAPS_TEST_H

#include "games/heaps.h"
#include "grundy.h"

static uint64_t rng_state = HEAPS_TEST_SEED;
static uint64_t rnd(void) { /* splitmix64 */
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void parse_ok(const char *text, heaps_rules *r) {
  gr_error err = {0};
  heaps_rules_init(r);
  if (heaps_rules_parse(text, strlen(text), r, &err) != 0) fail_msg("'%s': %s", text, err.message);
}

static heaps_seq compute(const char *code, uint64_t count, heaps_method m) {
  heaps_rules r;
  parse_ok(code, &r);
  heaps_seq s;
  gr_error err = {0};
  if (heaps_seq_compute(&r, count, m, &s, &err) != 0) fail_msg("%s: %s", code, err.message);
  heaps_rules_free(&r);
  return s;
}

#endif
