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
    {.id = "hdu3595",
     .title = "HDU 3595 GG and MM (Every-SG)",
     .game_id = "every",
     .io = {"until the end: n, then n pairs a b -> MM if the first player wins, else GG",
            "直到文件结束:n,然后 n 对数 a b -> 先手必胜输出 MM,否则 GG"},
     .start = gr_judge_hdu3595_start},
};

size_t gr_judge_count(void) { return sizeof judges / sizeof judges[0]; }

const gr_judge *gr_judge_at(size_t i) { return i < gr_judge_count() ? &judges[i] : NULL; }

const gr_judge *gr_judge_find(const char *id) {
  for (size_t i = 0; id && i < gr_judge_count(); i++)
    if (strcmp(judges[i].id, id) == 0) return &judges[i];
  return NULL;
}
