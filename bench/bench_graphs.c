/*
 * bench_graphs.c — the native half of the graph games' benchmark
 * (bench/graphs.sh drives it, from bench/run.sh).
 *
 *   bench_graphs gen-hackenbush SEED N M      a picture: a random tree on N vertices
 *                                             hanging from the ground, plus random
 *                                             edges (cycles, loops, parallel edges)
 *                                             up to M edges in all
 *   bench_graphs gen-bipartite SEED N M       a geography position: vertices 1..N,
 *                                             odd ones on one side, M distinct random
 *                                             odd-even edges, the token on 1
 *   bench_graphs solve GAME FILE WARMUP REPS OUTFILE
 *                                             time parse + verdict in-process
 *
 * `solve` prints "median_ms min_ms max_ms reps" and writes the verdict as
 * `grundy solve --json` renders it to OUTFILE, for comparison with the WASM
 * build's.  Inputs come from splitmix64: the same on every machine.
 */
#define _POSIX_C_SOURCE 200809L
#include "grundy.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void die(const char *what, const char *msg) {
  fprintf(stderr, "bench_graphs: %s: %s\n", what, msg);
  exit(2);
}

static uint64_t splitmix64(uint64_t *s) {
  uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}
static uint64_t below(uint64_t *s, uint64_t n) { return splitmix64(s) % n; }

static uint64_t arg_u64(const char *s, const char *what) {
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  if (*s == '\0' || *end != '\0') die(what, "not a number");
  return (uint64_t)v;
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

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static char *slurp(const char *path) {
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
  return data;
}

static void solve(const char *game, const char *path, int warmup, int reps, const char *outfile) {
  const gr_game *g = gr_game_find(game);
  if (g == NULL) die(game, "no such game");
  char *text = slurp(path);
  double *ms = malloc((size_t)reps * sizeof *ms);
  for (int r = -warmup; r < reps; r++) {
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    gr_job *job = NULL;
    double t0 = now_ms();
    if (gr_game_parse(g, text, &p, &err) != 0 || g->solve_start(&p, &job, &err) != 0 || gr_job_finish(job, &err) != 0)
      die(path, err.message);
    double t1 = now_ms();
    if (r >= 0) ms[r] = t1 - t0;
    if (r == reps - 1) {
      gr_buf out;
      gr_buf_init(&out);
      gr_json j;
      gr_json_init(&j, &out);
      /* as the page's gw_solve_result and the CLI's gr_solve: the value, or the note why none */
      gr_error why = {0};
      if (gr_value_complete(g, &p, &job->analysis, &why) != 0) die(outfile, why.message);
      gr_json_analysis(&j, g, &p, &job->analysis);
      FILE *f = fopen(outfile, "wb");
      if (f == NULL || fwrite(out.data, 1, out.len, f) != out.len || fclose(f) != 0) die(outfile, "cannot write");
      gr_buf_free(&out);
    }
    gr_job_free(job);
    gr_pos_free(&p);
  }
  qsort(ms, (size_t)reps, sizeof *ms, cmp_double);
  double median = reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
  printf("%.3f %.3f %.3f %d\n", median, ms[0], ms[reps - 1], reps);
  free(ms);
  free(text);
}

int main(int argc, char **argv) {
  if (argc == 5 && strcmp(argv[1], "gen-hackenbush") == 0) {
    uint64_t seed = arg_u64(argv[2], "SEED"), n = arg_u64(argv[3], "N"), m = arg_u64(argv[4], "M");
    if (n < 2 || m < n - 1) die("N, M", "need N >= 2 and M >= N - 1");
    for (uint64_t e = 0; e < m; e++) {
      uint64_t a, b;
      if (e + 1 < n) {
        a = e + 1;
        b = below(&seed, e + 1);
      } else {
        a = below(&seed, n);
        b = below(&seed, n);
      }
      printf("%s%" PRIu64 "-%" PRIu64, e ? " " : "", a, b);
    }
    putchar('\n');
    return fflush(stdout) == 0 ? 0 : 2;
  }
  if (argc == 5 && strcmp(argv[1], "gen-bipartite") == 0) {
    uint64_t seed = arg_u64(argv[2], "SEED"), n = arg_u64(argv[3], "N"), m = arg_u64(argv[4], "M");
    if (n < 2) die("N", "need N >= 2");
    uint64_t *keys = malloc(m * sizeof *keys);
    if (keys == NULL) die("M", "out of memory");
    for (uint64_t e = 0; e < m; e++) {
      uint64_t a = 2 * below(&seed, (n + 1) / 2) + 1, b = 2 * below(&seed, n / 2) + 2;
      keys[e] = a < b ? a << 32 | b : b << 32 | a;
    }
    qsort(keys, m, sizeof *keys, cmp_u64);
    printf("n=%" PRIu64 "; start=1;", n);
    for (uint64_t e = 0; e < m; e++)
      if (e == 0 || keys[e] != keys[e - 1]) printf(" %" PRIu64 "-%" PRIu64, keys[e] >> 32, keys[e] & 0xffffffffu);
    putchar('\n');
    free(keys);
    return fflush(stdout) == 0 ? 0 : 2;
  }
  if (argc == 7 && strcmp(argv[1], "solve") == 0) {
    int warmup = (int)arg_u64(argv[4], "WARMUP"), reps = (int)arg_u64(argv[5], "REPS");
    if (reps < 1) die("REPS", "must be at least 1");
    solve(argv[2], argv[3], warmup, reps, argv[6]);
    return 0;
  }
  fputs("usage: bench_graphs gen-hackenbush|gen-bipartite SEED N M\n"
        "       bench_graphs solve GAME FILE WARMUP REPS OUTFILE\n",
        stderr);
  return 2;
}
