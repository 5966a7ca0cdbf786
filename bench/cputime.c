/*
 * cputime.c — CPU time of a whole process, for bench/zjoi.sh:
 *
 *   cputime INPUT WARMUP REPS OUTFILE PROGRAM ARG...
 *
 * Runs PROGRAM WARMUP + REPS times with stdin from INPUT and stdout to
 * OUTFILE, and prints "median_ms min_ms max_ms reps" of the CPU time each
 * timed run used (user + system, from wait4's rusage, microseconds), which
 * other processes on a shared machine do not inflate the way they do wall
 * time.  Exits 2 when PROGRAM fails.
 */
#define _DEFAULT_SOURCE 1 /* wait4 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static void die(const char *what, const char *msg) {
  fprintf(stderr, "cputime: %s: %s\n", what, msg);
  exit(2);
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double run(const char *input, const char *outfile, char **argv) {
  pid_t pid = fork();
  if (pid < 0) die(argv[0], "cannot fork");
  if (pid == 0) {
    int in = open(input, O_RDONLY), out = open(outfile, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0) _exit(127);
    execv(argv[0], argv);
    _exit(127);
  }
  int status;
  struct rusage ru;
  if (wait4(pid, &status, 0, &ru) != pid) die(argv[0], "wait4 failed");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) die(argv[0], "the program failed");
  return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
         (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

int main(int argc, char **argv) {
  if (argc < 6) {
    fputs("usage: cputime INPUT WARMUP REPS OUTFILE PROGRAM [ARG...]\n", stderr);
    return 2;
  }
  int warmup = atoi(argv[2]), reps = atoi(argv[3]);
  if (warmup < 0 || reps < 1) die("WARMUP/REPS", "need WARMUP >= 0 and REPS >= 1");
  double *ms = malloc((size_t)reps * sizeof *ms);
  if (ms == NULL) die("memory", "out of memory");
  for (int k = 0; k < warmup; k++) run(argv[1], argv[4], argv + 5);
  for (int k = 0; k < reps; k++) ms[k] = run(argv[1], argv[4], argv + 5);
  qsort(ms, (size_t)reps, sizeof *ms, cmp_double);
  double median = reps % 2 ? ms[reps / 2] : (ms[reps / 2 - 1] + ms[reps / 2]) / 2;
  printf("%.3f %.3f %.3f %d\n", median, ms[0], ms[reps - 1], reps);
  free(ms);
  return 0;
}
