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
    {.id = "hdu1907",
     .title = "HDU 1907 John (misère Nim)",
     .game_id = "misere",
     .io = {"T; then per test N and N heap sizes -> John if the first player wins, else Brother",
            "T;每组 N 和 N 个堆的大小 -> 先手必胜输出 John,否则 Brother"},
     .start = gr_judge_hdu1907_start},
    {.id = "hdu2509",
     .title = "HDU 2509 Be the Winner (misère Nim)",
     .game_id = "misere",
     .io = {"until the end of the input: n and n group sizes -> Yes if the first player wins, else No",
            "直到输入结束:n 和 n 组的大小 -> 先手必胜输出 Yes,否则 No"},
     .start = gr_judge_hdu2509_start},
    {.id = "hdu3032",
     .title = "HDU 3032 Nim or not Nim? (Lasker's Nim)",
     .game_id = "lasker",
     .io = {"T; then per test N and N heap sizes -> Alice if the first player wins, else Bob",
            "T;每组 N 和 N 个堆的大小 -> 先手必胜输出 Alice,否则 Bob"},
     .start = gr_judge_hdu3032_start},
    {.id = "hdu3537",
     .title = "HDU 3537 Daizhenyang's Coin (Mock Turtles)",
     .game_id = "coins-mock",
     .io = {"until the end of the input: N and the N heads-up places (from 0) -> No if the first player wins, else Yes",
            "直到输入结束:N 和 N 个正面朝上的位置(从 0 编号)-> 先手必胜输出 No,否则 Yes"},
     .start = gr_judge_hdu3537_start},
    {.id = "poj1704",
     .title = "POJ 1704 Georgia and Bob (staircase Nim)",
     .game_id = "staircase",
     .io = {"T; then per test N and N chessman cells -> Georgia will win / Bob will win",
            "T;每组 N 和 N 个棋子所在格子 -> Georgia will win(先手胜)或 Bob will win"},
     .start = gr_judge_poj1704_start},
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
