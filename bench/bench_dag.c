/*
 * bench_dag.c — the native half of the `dag` benchmark (bench/sg_dag.sh).
 *
 *   bench_dag gen-text N M SEED FILE           the random DAG as position text
 *   bench_dag solve N M SEED WARMUP REPS OUT   time the verdict on a random DAG
 *   bench_dag parse FILE WARMUP REPS           time the parser on position text
 *
 * The random DAG is the game's own generator: "n=N; random=M,SEED;
 * start=0" (M edges i>j, i < j, from splitmix64; duplicates dropped), so
 * the WASM half (bench_dag.js) builds the very same graph without shipping
 * 150 MB of text.  `solve` prints "gen_ms solve_ms solve_min solve_max reps
 * vertices edges solve_cpu_ms gen_cpu_ms": gen is parsing that spec (drawing, sorting and
 * deduplicating the edges, building the position), solve is solve_start
 * plus gr_job_finish — the SG value of every vertex by peeling sinks, and
 * the verdict.  OUT gets the verdict as `grundy solve --json` renders it
 * without the position texts (they are each ~150 MB), so run.sh can compare
 * it with WASM's.  `parse` prints "median_ms min_ms max_ms reps bytes cpu_ms"
 * (cpu_ms: median CPU time of the process; the machine may be shared).
 */
#define _POSIX_C_SOURCE 200809L
#include "grundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void die(const char *what, const char *msg) {
  fprintf(stderr, "bench_dag: %s: %s\n", what, msg);
  exit(2);
}

static double clock_ms(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }
/* CPU time of this process: on a shared machine the wall clock includes
 * waiting for a core; both are reported. */
static double cpu_ms(void) { return clock_ms(CLOCK_PROCESS_CPUTIME_ID); }

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *ms, int reps) {
  qsort(ms, (size_t)reps, sizeof *ms, cmp_double);
  return reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
}

static const gr_game *dag(void) {
  const gr_game *g = gr_game_find("dag");
  if (g == NULL) die("dag", "no such game");
  return g;
}

static char *spec(const char *n, const char *m, const char *seed) {
  static char text[200];
  snprintf(text, sizeof text, "n=%s; random=%s,%s; start=0", n, m, seed);
  return text;
}

/* The verdict without the position texts: winner, grundy, how many winning moves. */
static void summary(const gr_analysis *a, gr_buf *out) {
  gr_buf_printf(out, "{\"winner\":\"%s\",\"grundy\":", gr_outcome_name(a->winner));
  if (a->has_grundy) gr_buf_u64(out, a->grundy);
  else gr_buf_puts(out, "null");
  gr_buf_printf(out, ",\"winning_moves\":%llu}\n",
                (unsigned long long)(a->winning_moves.count + a->unlisted_moves));
}

int main(int argc, char **argv) {
  if (argc == 6 && strcmp(argv[1], "gen-text") == 0) {
    gr_error err = {0};
    gr_pos p;
    gr_pos_init(&p);
    if (gr_game_parse(dag(), spec(argv[2], argv[3], argv[4]), &p, &err) != 0) die("gen-text", err.message);
    gr_buf text;
    gr_buf_init(&text);
    dag()->format(&p, &text);
    FILE *f = fopen(argv[5], "wb");
    if (f == NULL || text.failed || fwrite(text.data, 1, text.len, f) != text.len || fclose(f) != 0)
      die(argv[5], "cannot write");
    gr_buf_free(&text);
    gr_pos_free(&p);
    return 0;
  }
  if (argc == 8 && strcmp(argv[1], "solve") == 0) {
    int warmup = atoi(argv[5]), reps = atoi(argv[6]);
    if (reps < 1) die("REPS", "must be at least 1");
    double *gen = malloc((size_t)reps * sizeof *gen), *run = malloc((size_t)reps * sizeof *run);
    double *cpu = malloc((size_t)reps * sizeof *cpu), *gcpu = malloc((size_t)reps * sizeof *gcpu);
    uint64_t n = 0, m = 0;
    for (int r = -warmup; r < reps; r++) {
      gr_error err = {0};
      gr_pos p;
      gr_pos_init(&p);
      gr_job *job = NULL;
      double t0 = now_ms(), c0 = cpu_ms();
      if (gr_game_parse(dag(), spec(argv[2], argv[3], argv[4]), &p, &err) != 0) die("solve", err.message);
      double t1 = now_ms(), c1 = cpu_ms();
      if (dag()->solve_start(&p, &job, &err) != 0 || gr_job_finish(job, &err) != 0) die("solve", err.message);
      double t2 = now_ms(), c2 = cpu_ms();
      n = p.v[1], m = p.v[2];
      if (r >= 0) gen[r] = t1 - t0, run[r] = t2 - t1, cpu[r] = c2 - c1, gcpu[r] = c1 - c0;
      if (r == reps - 1) {
        gr_buf out;
        gr_buf_init(&out);
        summary(&job->analysis, &out);
        FILE *f = fopen(argv[7], "wb");
        if (f == NULL || fwrite(out.data, 1, out.len, f) != out.len || fclose(f) != 0) die(argv[7], "cannot write");
        gr_buf_free(&out);
      }
      gr_job_free(job);
      gr_pos_free(&p);
    }
    double g = median(gen, reps), s = median(run, reps), c = median(cpu, reps), gc = median(gcpu, reps);
    printf("%.3f %.3f %.3f %.3f %d %llu %llu %.3f %.3f\n", g, s, run[0], run[reps - 1], reps, (unsigned long long)n,
           (unsigned long long)m, c, gc);
    free(gen);
    free(run);
    free(cpu);
    free(gcpu);
    return 0;
  }
  if (argc == 5 && strcmp(argv[1], "parse") == 0) {
    FILE *f = fopen(argv[2], "rb");
    if (f == NULL) die(argv[2], "cannot open");
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)len + 1);
    if (text == NULL || fread(text, 1, (size_t)len, f) != (size_t)len) die(argv[2], "cannot read");
    fclose(f);
    text[len] = '\0';
    int warmup = atoi(argv[3]), reps = atoi(argv[4]);
    if (reps < 1) die("REPS", "must be at least 1");
    double *ms = malloc((size_t)reps * sizeof *ms), *cpu = malloc((size_t)reps * sizeof *cpu);
    for (int r = -warmup; r < reps; r++) {
      gr_error err = {0};
      gr_pos p;
      gr_pos_init(&p);
      gr_job *job = NULL;
      double t0 = now_ms(), c0 = cpu_ms();
      /* As the page does: text in, a job ready to run (gw_solve_start). */
      if (gr_game_parse(dag(), text, &p, &err) != 0 || dag()->solve_start(&p, &job, &err) != 0) die("parse", err.message);
      double t1 = now_ms(), c1 = cpu_ms();
      if (r >= 0) ms[r] = t1 - t0, cpu[r] = c1 - c0;
      gr_job_free(job);
      gr_pos_free(&p);
    }
    double med = median(ms, reps), cmed = median(cpu, reps);
    printf("%.3f %.3f %.3f %d %ld %.3f\n", med, ms[0], ms[reps - 1], reps, len, cmed);
    free(ms);
    free(cpu);
    free(text);
    return 0;
  }
  fputs("usage: bench_dag gen-text N M SEED FILE | solve N M SEED WARMUP REPS OUT | parse FILE WARMUP REPS\n", stderr);
  return 2;
}
