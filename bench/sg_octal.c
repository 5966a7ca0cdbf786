/*
 * sg_octal.c — the native half of the Grundy-sequence benchmark
 * (bench/sg_octal.sh drives it; `make bench` runs that at its end).
 *
 *   sg_octal RULESET N METHOD WARMUP REPS [OUTFILE]
 *
 * Times G(0..N) of RULESET with METHOD (auto: rare values + the proved
 * period, as `grundy sg` does; rare: rare values for every value; naive:
 * the plain mex), from the ruleset text to the finished job (parse,
 * heaps_seq_start, gr_job_finish), as bench/sg_octal.js times the WASM
 * build.  Prints "median_ms min_ms max_ms reps computed", computed being
 * the values found by mex (the rest came from the proved period).  OUTFILE
 * gets the result of the last run: `grundy sg --json` without the values,
 * then a line "values fnv1a32 HEX" over G(0..N), so sg_octal.sh can compare
 * it with the WASM build's byte for byte.
 */
#define _POSIX_C_SOURCE 200809L
#include "algo/sgseq.h"
#include "grundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* CPU time of this process, not the wall clock: the machine may be shared,
 * and waiting for a core is not the code's time (node's side counts the same
 * way: process.cpuUsage). */
static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void die(const char *msg) {
  fprintf(stderr, "sg_octal: %s\n", msg);
  exit(2);
}

static uint32_t fnv1a32(const uint16_t *g, uint64_t n) {
  uint32_t h = 2166136261u;
  for (uint64_t i = 0; i < n; i++) h = (h ^ g[i]) * 16777619u;
  return h;
}

int main(int argc, char **argv) {
  if (argc < 6) die("usage: sg_octal RULESET N auto|rare|naive WARMUP REPS [OUTFILE]");
  const char *ruleset = argv[1];
  char *end;
  unsigned long long upto = strtoull(argv[2], &end, 10);
  if (*end) die("N is not a number");
  heaps_method method = strcmp(argv[3], "naive") == 0 ? HEAPS_NAIVE : strcmp(argv[3], "rare") == 0 ? HEAPS_RARE : HEAPS_AUTO;
  int warmup = atoi(argv[4]), reps = atoi(argv[5]);
  if (reps < 1 || warmup < 0) die("bad WARMUP or REPS");
  double *ms = malloc((size_t)reps * sizeof *ms);
  if (ms == NULL) die("out of memory");
  uint64_t computed = 0;
  for (int r = -warmup; r < reps; r++) {
    gr_error err = {0};
    double t0 = now_ms();
    heaps_rules rules;
    heaps_rules_init(&rules);
    gr_job *job;
    if (heaps_rules_parse(ruleset, strlen(ruleset), &rules, &err) != 0 ||
        heaps_seq_start(&rules, upto + 1, method, &job, &err) != 0 || gr_job_finish(job, &err) != 0)
      die(err.message);
    double t1 = now_ms();
    heaps_rules_free(&rules);
    if (r >= 0) ms[r] = t1 - t0;
    const heaps_seq *s = heaps_seq_result(job);
    computed = s->computed;
    if (r == reps - 1 && argc > 6) {
      gr_buf out;
      gr_buf_init(&out);
      gr_json j;
      gr_json_init(&j, &out);
      heaps_seq_json(&j, s, false);
      gr_buf_printf(&out, "\nvalues fnv1a32 %08x\n", (unsigned)fnv1a32(s->g, s->count));
      FILE *f = fopen(argv[6], "w");
      if (f == NULL || fwrite(out.data, 1, out.len, f) != out.len || fclose(f) != 0) die("cannot write OUTFILE");
      gr_buf_free(&out);
    }
    gr_job_free(job);
  }
  qsort(ms, (size_t)reps, sizeof *ms, cmp_double);
  double median = reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
  printf("%.3f %.3f %.3f %d %llu\n", median, ms[0], ms[reps - 1], reps, (unsigned long long)computed);
  free(ms);
  return 0;
}
