/*
 * registry.c — the online-judge problems `grundy judge` reproduces.
 */
#include "judge/judges.h"

#include <string.h>

static const gr_judge judges[] = {
    {.id = "zjoi2009",
     .title = "ZJOI2009 取石子游戏 (AcWing 1322)",
     .game_id = "lr",
     .io = {"T; then per test n and n pile sizes -> 1 if the first player wins, else 0",
            "T;每组 n 和 n 个堆的大小 -> 先手必胜输出 1,否则 0"},
     .start = gr_judge_zjoi2009_start},
    {.id = "poj3710",
     .title = "POJ 3710 Christmas Game",
     .game_id = "hackenbush",
     .io = {"until the end: K; then per tree m k and k edges a b (root 1) -> Sally if the first player wins, else Harry",
            "直到文件结束:K;每棵树 m k 和 k 条边 a b(根为 1)-> 先手必胜输出 Sally,否则 Harry"},
     .start = gr_judge_poj3710_start},
    {.id = "p4055",
     .title = "[JSOI2009] 游戏 (Luogu P4055)",
     .game_id = "geography",
     .io = {"n m and n rows of '.'/'#' -> LOSE, or WIN and every start cell i j where the placer wins",
            "n m 和 n 行 '.'/'#' -> LOSE,或 WIN 加上放置者必胜的所有起点 i j"},
     .start = gr_judge_p4055_start},
    {.id = "macau2020g",
     .title = "ICPC 2020 Macau G Game on Sequence",
     .game_id = "seqjump",
     .io = {"n m, n values, m operations (1 k append, 2 k ask) -> Grammy if the first player wins from index k, else "
            "Alice",
            "n m,n 个值,m 个操作(1 k 追加,2 k 询问)-> 从下标 k 先手必胜输出 Grammy,否则 Alice"},
     .start = gr_judge_macau2020g_start},
};

size_t gr_judge_count(void) { return sizeof judges / sizeof judges[0]; }

const gr_judge *gr_judge_at(size_t i) { return i < gr_judge_count() ? &judges[i] : NULL; }

const gr_judge *gr_judge_find(const char *id) {
  for (size_t i = 0; id && i < gr_judge_count(); i++)
    if (strcmp(judges[i].id, id) == 0) return &judges[i];
  return NULL;
}
