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
    {.id = "poj2484",
     .title = "POJ 2484 A Funny Game",
     .game_id = "circle",
     .io = {"one n per line (coins on a circle, take 1 or 2 adjacent), 0 ends -> Alice if the first player wins, "
            "else Bob",
            "每行一个 n(n 枚硬币围成一圈,每次取 1 或 2 枚相邻的),0 结束 -> 先手必胜输出 Alice,否则 Bob"},
     .start = gr_judge_poj2484_start},
    {.id = "poj1740",
     .title = "POJ 1740 A New Stone Game",
     .game_id = "redistribute",
     .io = {"per test n and n pile sizes, 0 ends -> 1 if the first player wins, else 0",
            "每组 n 和 n 个堆的大小,0 结束 -> 先手必胜输出 1,否则 0"},
     .start = gr_judge_poj1740_start},
    {.id = "nowcoder15066",
     .title = "牛客 15066 小牛再战",
     .game_id = "redistribute",
     .io = {"per test n and n pile sizes, 0 ends -> Win if the first player wins, else Lose",
            "每组 n 和 n 个堆的大小,0 结束 -> 先手必胜输出 Win,否则 Lose"},
     .start = gr_judge_nowcoder15066_start},
    {.id = "p1288",
     .title = "洛谷 P1288 取数游戏II",
     .game_id = "ring",
     .io = {"N, then N edge values (the coin between the last edge and the first) -> YES if the first player "
            "wins, else NO",
            "N,然后 N 条边上的数(硬币在最后一条边与第一条边之间)-> 先手必胜输出 YES,否则 NO"},
     .start = gr_judge_p1288_start},
    {.id = "cf1382b",
     .title = "Codeforces 1382B Sequential Nim",
     .game_id = "leftmost",
     .io = {"t; then per test n and n pile sizes -> First if the first player wins, else Second",
            "t;每组 n 和 n 个堆的大小 -> 先手必胜输出 First,否则 Second"},
     .start = gr_judge_cf1382b_start},
};

size_t gr_judge_count(void) { return sizeof judges / sizeof judges[0]; }

const gr_judge *gr_judge_at(size_t i) { return i < gr_judge_count() ? &judges[i] : NULL; }

const gr_judge *gr_judge_find(const char *id) {
  for (size_t i = 0; id && i < gr_judge_count(); i++)
    if (strcmp(judges[i].id, id) == 0) return &judges[i];
  return NULL;
}
