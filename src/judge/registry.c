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
    {.id = "poj1067",
     .title = "POJ 1067 取石子游戏 (Wythoff)",
     .game_id = "wythoff",
     .io = {"lines 'a b' until the end -> 1 if the first player wins, else 0",
            "每行 a b 直到输入结束 -> 先手必胜输出 1,否则 0"},
     .start = gr_judge_poj1067_start},
    {.id = "hdu2516",
     .title = "HDU 2516 取石子游戏 (Fibonacci Nim)",
     .game_id = "fibonacci",
     .io = {"one n per line, 0 ends -> Second win if the first player loses, else First win",
            "每行一个 n,0 结束 -> 先手必败输出 Second win,否则 First win"},
     .start = gr_judge_hdu2516_start},
    {.id = "nowcoder11166a",
     .title = "2021 牛客多校 1A Alice and Bob (k and s*k)",
     .game_id = "kstake",
     .io = {"T; then 'n m' per test -> Alice if the first player wins, else Bob",
            "T;每组 n m -> 先手必胜输出 Alice,否则 Bob"},
     .start = gr_judge_nowcoder11166a_start},
};

size_t gr_judge_count(void) { return sizeof judges / sizeof judges[0]; }

const gr_judge *gr_judge_at(size_t i) { return i < gr_judge_count() ? &judges[i] : NULL; }

const gr_judge *gr_judge_find(const char *id) {
  for (size_t i = 0; id && i < gr_judge_count(); i++)
    if (strcmp(judges[i].id, id) == 0) return &judges[i];
  return NULL;
}
