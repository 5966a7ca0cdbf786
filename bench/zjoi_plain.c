/*
 * zjoi_plain.c — the baseline of the zjoi2009 benchmark (bench/zjoi.sh):
 * the textbook solution of ZJOI2009 取石子游戏 (AcWing 1322), as a contest
 * entry writes it.  Two n x n int tables left[i][j] and right[i][j], filled
 * by length then start with the five cases as an if/else chain, no tricks.
 * It is the seed's reference solution (000) in C: reads the judge input on
 * stdin (T; per test n and n piles, n <= 1000, piles <= 10^9) and prints
 * one line per test, 1 when the first player wins, else 0.
 */
#include <stdio.h>

#define N 1010

static int n;
static int a[N];
static int lft[N][N], rgt[N][N];

int main(void) {
  int T;
  if (scanf("%d", &T) != 1) return 1;
  while (T--) {
    if (scanf("%d", &n) != 1 || n < 1 || n >= N) return 1;
    for (int i = 1; i <= n; i++)
      if (scanf("%d", &a[i]) != 1) return 1;
    for (int len = 1; len <= n; len++)
      for (int i = 1; i + len - 1 <= n; i++) {
        int j = i + len - 1;
        if (len == 1) {
          lft[i][j] = rgt[i][j] = a[i];
          continue;
        }
        int L = lft[i][j - 1], R = rgt[i][j - 1], X = a[j];
        if (R == X)
          lft[i][j] = 0;
        else if ((X < L && X < R) || (X > L && X > R))
          lft[i][j] = X;
        else if (L > R)
          lft[i][j] = X - 1;
        else
          lft[i][j] = X + 1;
        L = lft[i + 1][j], R = rgt[i + 1][j], X = a[i];
        if (L == X)
          rgt[i][j] = 0;
        else if ((X < L && X < R) || (X > L && X > R))
          rgt[i][j] = X;
        else if (R > L)
          rgt[i][j] = X - 1;
        else
          rgt[i][j] = X + 1;
      }
    if (n == 1)
      puts("1");
    else
      printf("%d\n", lft[2][n] != a[1]);
  }
  return 0;
}
