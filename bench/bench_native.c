/*
 * bench_native.c — the native half of `make bench` (bench/run.sh drives it).
 *
 *   bench_native gen-judge SEED T N MAXPILE          a judge input on stdout
 *   bench_native gen-piles SEED N MAXPILE            a position on stdout
 *   bench_native gen-wythoff SEED COUNT              COUNT lines "a b": random 64-bit piles,
 *                                                    every fourth pair cold (poj1067's input)
 *   bench_native judge INPUT WARMUP REPS OUTFILE [PROBLEM]
 *                                                    time a judge problem in-process (zjoi2009)
 *   bench_native solve POSITION WARMUP REPS OUTFILE  time the lr verdict in-process
 *   bench_native exec INPUT WARMUP REPS OUTFILE PROGRAM ARG...
 *                                                    time a whole process, stdin from INPUT
 *
 * The timing commands print one line, "median_ms min_ms max_ms reps", and
 * write the result of the last run to OUTFILE (the judge's output text, the
 * verdict as `grundy solve --json` renders it, the program's stdout) so
 * run.sh can compare it byte for byte with the WASM build's.
 *
 * What is timed is what the WASM side times too: the judge from the input
 * text in memory to its output (gr_judge start + gr_job_finish); the
 * verdict from the position text to the analysis (gr_game_parse +
 * solve_start + gr_job_finish).  Rendering the JSON and freeing are outside
 * the clock.  Inputs come from splitmix64, so they are the same on every
 * machine for a given seed.
 */
#define _POSIX_C_SOURCE 200809L
#include "grundy.h"
#include "games/wythoff.h"

#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void die(const char *what, const char *msg) {
  fprintf(stderr, "bench_native: %s: %s\n", what, msg);
  exit(2);
}

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

static void report(double *ms, int reps) {
  qsort(ms, (size_t)reps, sizeof *ms, cmp_double);
  double median = reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
  printf("%.3f %.3f %.3f %d\n", median, ms[0], ms[reps - 1], reps);
}

/* ---- deterministic inputs --------------------------------------------- */

static uint64_t splitmix64(uint64_t *s) {
  uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* Uniform in 1..max (rejection sampling, so no modulo bias). */
static uint64_t pile(uint64_t *s, uint64_t max) {
  uint64_t limit = UINT64_MAX - UINT64_MAX % max, x;
  do x = splitmix64(s);
  while (x >= limit);
  return 1 + x % max;
}

static uint64_t arg_u64(const char *s, const char *what) {
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  if (*s == '\0' || *end != '\0') die(what, "not a number");
  return (uint64_t)v;
}

static void gen_piles(uint64_t *seed, uint64_t n, uint64_t max) {
  for (uint64_t i = 0; i < n; i++) printf("%s%" PRIu64, i ? " " : "", pile(seed, max));
  putchar('\n');
}

/* ---- reading files ---------------------------------------------------- */

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (f == NULL) die(path, "cannot open");
  size_t cap = 1 << 20, n = 0, got;
  char *data = malloc(cap + 1);
  while (data && (got = fread(data + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) data = realloc(data, (cap *= 2) + 1);
  }
  if (data == NULL) die(path, "out of memory");
  fclose(f);
  data[n] = '\0';
  *len = n;
  return data;
}

static void write_file(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (f == NULL || fwrite(data, 1, len, f) != len || fclose(f) != 0) die(path, "cannot write");
}

/* ---- the timed tasks -------------------------------------------------- */

static void bench_judge(const char *path, int warmup, int reps, const char *outfile, const char *problem) {
  const gr_judge *judge = gr_judge_find(problem);
  if (judge == NULL) die(problem, "no such judge problem");
  size_t len;
  char *input = slurp(path, &len);
  double *ms = malloc((size_t)reps * sizeof *ms);
  for (int r = -warmup; r < reps; r++) {
    gr_error err = {0};
    gr_job *job = NULL;
    double t0 = now_ms();
    if (judge->start(input, len, &job, &err) != 0 || gr_job_finish(job, &err) != 0) die(path, err.message);
    double t1 = now_ms();
    if (r >= 0) ms[r] = t1 - t0;
    if (r == reps - 1) write_file(outfile, job->output.data ? job->output.data : "", job->output.len);
    gr_job_free(job);
  }
  report(ms, reps);
  free(ms);
  free(input);
}

static void bench_solve(const char *path, int warmup, int reps, const char *outfile) {
  const gr_game *g = gr_game_find("lr");
  if (g == NULL) die("lr", "no such game");
  size_t len;
  char *text = slurp(path, &len);
  double *ms = malloc((size_t)reps * sizeof *ms);
  for (int r = -warmup; r < reps; r++) {
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    gr_job *job = NULL;
    double t0 = now_ms();
    if (gr_game_parse(g, text, &p, &err) != 0 || g->solve_start(&p, &job, &err) != 0 ||
        gr_job_finish(job, &err) != 0)
      die(path, err.message);
    double t1 = now_ms();
    if (r >= 0) ms[r] = t1 - t0;
    if (r == reps - 1) {
      gr_buf out;
      gr_buf_init(&out);
      gr_json j;
      gr_json_init(&j, &out);
      /* as the page's gw_solve_result and the CLI's gr_solve: the value, or the note why none */
      if (gr_value_complete(g, &p, &job->analysis, &err) != 0) die(path, err.message);
      gr_json_analysis(&j, g, &p, &job->analysis);
      if (out.failed) die(path, "out of memory rendering the JSON");
      write_file(outfile, out.data, out.len);
      gr_buf_free(&out);
    }
    gr_job_free(job);
    gr_pos_free(&p);
  }
  report(ms, reps);
  free(ms);
  free(text);
}

/* A whole process: fork, stdin from `input`, stdout to `outfile`, exec, wait. */
static void bench_exec(const char *input, int warmup, int reps, const char *outfile, char **argv) {
  double *ms = malloc((size_t)reps * sizeof *ms);
  for (int r = -warmup; r < reps; r++) {
    double t0 = now_ms();
    pid_t pid = fork();
    if (pid < 0) die(argv[0], "fork failed");
    if (pid == 0) {
      int in = open(input, O_RDONLY), out = open(outfile, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0) _exit(126);
      execv(argv[0], argv);
      _exit(127);
    }
    int status;
    if (waitpid(pid, &status, 0) != pid) die(argv[0], "waitpid failed");
    double t1 = now_ms();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) die(argv[0], "the program failed");
    if (r >= 0) ms[r] = t1 - t0;
  }
  report(ms, reps);
  free(ms);
}

int main(int argc, char **argv) {
  if (argc == 6 && strcmp(argv[1], "gen-judge") == 0) {
    uint64_t seed = arg_u64(argv[2], "SEED"), t = arg_u64(argv[3], "T"), n = arg_u64(argv[4], "N"),
             max = arg_u64(argv[5], "MAXPILE");
    if (max == 0) die("MAXPILE", "must be at least 1");
    printf("%" PRIu64 "\n", t);
    for (uint64_t k = 0; k < t; k++) {
      printf("%" PRIu64 "\n", n);
      gen_piles(&seed, n, max);
    }
    return fflush(stdout) == 0 ? 0 : 2;
  }
  if (argc == 4 && strcmp(argv[1], "gen-wythoff") == 0) {
    uint64_t seed = arg_u64(argv[2], "SEED"), count = arg_u64(argv[3], "COUNT");
    for (uint64_t i = 0; i < count; i++) {
      uint64_t a = splitmix64(&seed), b = splitmix64(&seed);
      if (i % 4 == 0) { /* the cold pair k < 2^62: b_k < 2^64 */
        uint64_t k = b >> 2;
        a = (uint64_t)wythoff_lower(k);
        b = a + k;
        if (splitmix64(&seed) & 1) {
          uint64_t t = a;
          a = b;
          b = t;
        }
      }
      printf("%" PRIu64 " %" PRIu64 "\n", a, b);
    }
    return fflush(stdout) == 0 ? 0 : 2;
  }
  if (argc == 5 && strcmp(argv[1], "gen-piles") == 0) {
    uint64_t seed = arg_u64(argv[2], "SEED"), n = arg_u64(argv[3], "N"), max = arg_u64(argv[4], "MAXPILE");
    if (max == 0) die("MAXPILE", "must be at least 1");
    gen_piles(&seed, n, max);
    return fflush(stdout) == 0 ? 0 : 2;
  }
  if (argc >= 6) {
    int warmup = (int)arg_u64(argv[3], "WARMUP"), reps = (int)arg_u64(argv[4], "REPS");
    if (reps < 1) die("REPS", "must be at least 1");
    if (strcmp(argv[1], "judge") == 0 && (argc == 6 || argc == 7)) {
      bench_judge(argv[2], warmup, reps, argv[5], argc == 7 ? argv[6] : "zjoi2009");
      return 0;
    }
    if (strcmp(argv[1], "solve") == 0 && argc == 6) {
      bench_solve(argv[2], warmup, reps, argv[5]);
      return 0;
    }
    if (strcmp(argv[1], "exec") == 0 && argc >= 7) {
      bench_exec(argv[2], warmup, reps, argv[5], argv + 6);
      return 0;
    }
  }
  fputs("usage: bench_native gen-judge SEED T N MAXPILE | gen-piles SEED N MAXPILE | gen-wythoff SEED COUNT\n"
        "       bench_native judge FILE WARMUP REPS OUTFILE [PROBLEM]\n"
        "       bench_native solve FILE WARMUP REPS OUTFILE\n"
        "       bench_native exec INPUT WARMUP REPS OUTFILE PROGRAM [ARG...]\n",
        stderr);
  return 2;
}
