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
     .io = {"one n per line, 0 ends (or the end of the input) -> Second win if the first player loses, else First win",
            "每行一个 n,0 结束(输入直接结束也可)-> 先手必败输出 Second win,否则 First win"},
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
     .io = {"one n per line (coins on a circle, take 1 or 2 adjacent), 0 ends (or the end of the input) -> "
            "Alice if the first player wins, else Bob",
            "每行一个 n(n 枚硬币围成一圈,每次取 1 或 2 枚相邻的),0 结束(输入直接结束也可)-> 先手必胜输出 Alice,否则 Bob"},
     .start = gr_judge_poj2484_start},
    {.id = "poj1740",
     .title = "POJ 1740 A New Stone Game",
     .game_id = "redistribute",
     .io = {"per test n and n pile sizes, 0 ends (or the end of the input after a complete test) -> 1 if the "
            "first player wins, else 0",
            "每组 n 和 n 个堆的大小,0 结束(也可在一组完整数据之后直接结束输入)-> 先手必胜输出 1,否则 0"},
     .start = gr_judge_poj1740_start},
    {.id = "nowcoder15066",
     .title = "牛客 15066 小牛再战",
     .game_id = "redistribute",
     .io = {"per test n and n pile sizes, 0 ends (or the end of the input after a complete test) -> Win if the "
            "first player wins, else Lose",
            "每组 n 和 n 个堆的大小,0 结束(也可在一组完整数据之后直接结束输入)-> 先手必胜输出 Win,否则 Lose"},
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
    {.id = "hdu3595",
     .title = "HDU 3595 GG and MM (Every-SG)",
     .game_id = "every",
     .io = {"until the end: n, then n pairs a b -> MM if the first player wins, else GG",
            "直到文件结束:n,然后 n 对数 a b -> 先手必胜输出 MM,否则 GG"},
     .start = gr_judge_hdu3595_start},
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
    {.id = "hdu1536",
     .title = "HDU 1536 / POJ 2960 S-Nim",
     .game_id = "heaps",
     .io = {"per test: k and the set S, m, then m positions 'l h1 .. hl'; a k of 0 ends (or the end of the input "
            "after a complete test) -> per test a line of W (the first player wins) or L",
            "每组:k 和集合 S,m,然后 m 个局面 'l h1 .. hl';k 为 0 时结束(也可在一组完整数据之后直接结束输入)-> 每组一行,先手必胜为 W,否则为 L"},
     .start = gr_judge_hdu1536_start},
    {.id = "hdu1848",
     .title = "HDU 1848 Fibonacci again and again",
     .game_id = "heaps",
     .io = {"lines 'm n p' (take a Fibonacci number from one heap), 0 0 0 ends (or the end of the input) -> "
            "Fibo if the first player wins, else Nacci",
            "每行 m n p(从一堆中取走斐波那契数颗),0 0 0 结束(输入直接结束也可)-> 先手必胜输出 Fibo,否则 Nacci"},
     .start = gr_judge_hdu1848_start},
    {.id = "poj2311",
     .title = "POJ 2311 Cutting Game",
     .game_id = NULL,
     .io = {"lines 'W H' until the end (cut a sheet; whoever cuts out a 1 x 1 square wins) -> WIN if the first "
            "player wins, else LOSE",
            "每行 W H 直到输入结束(剪纸,先剪出 1 x 1 方格者胜)-> 先手必胜输出 WIN,否则 LOSE"},
     .start = gr_judge_poj2311_start},
    {.id = "cf786a",
     .title = "Codeforces 786A Berzerk",
     .game_id = NULL, /* each player has its own steps: a partizan game, solved in the judge */
     .io = {"n, then each player's set 'k s1 .. sk' -> two lines of n - 1 words Win, Lose or Loop (the first or "
            "the second player to move; word i for the monster on object i + 1)",
            "n,然后两名玩家各自的集合 'k s1 .. sk' -> 两行,每行 n - 1 个词 Win、Lose 或 Loop(分别为先手、后手先走;"
            "第 i 个词对应怪物从第 i + 1 个物体出发)"},
     .start = gr_judge_cf786a_start},
    {.id = "hdu1730",
     .title = "HDU 1730 Northcott Game",
     .game_id = "nim", /* the gaps between the pieces are Nim heaps */
     .io = {"games until the end: n m, then n rows 'Ti Ji' (the first and the second player's columns) -> I WIN! if "
            "the first player wins, else BAD LUCK!",
            "直到输入结束的若干局:n m,然后 n 行 Ti Ji(先手与后手棋子所在的列)-> 先手必胜输出 I WIN!,否则 BAD LUCK!"},
     .start = gr_judge_hdu1730_start},
    {.id = "poj3537",
     .title = "POJ 3537 Crosses and Crosses",
     .game_id = NULL, /* a heap game: a move splits a strip of n into i - 3 and n - i - 2 */
     .io = {"n (the length of the strip) -> 1 if the first player wins, else 2",
            "n(纸条长度)-> 先手必胜输出 1,否则输出 2"},
     .start = gr_judge_poj3537_start},
    {.id = "p2148",
     .title = "Luogu P2148 [SDOI2009] E&D",
     .game_id = NULL, /* pairs of heaps: the value of a pair is in src/algo/nimber.c */
     .io = {"T, then per test N (even) and N heaps (heaps 2k - 1 and 2k pair up) -> YES if the first player wins, "
            "else NO",
            "T,然后每组测试 N(偶数)和 N 堆石子(第 2k - 1 与第 2k 堆成对)-> 先手必胜输出 YES,否则 NO"},
     .start = gr_judge_p2148_start},
    {.id = "poj3922",
     .title = "POJ 3922 A simple stone game",
     .game_id = NULL, /* k-fold dynamic subtraction: src/algo/kfold.c */
     .io = {"t, then t lines 'n k' -> Case i: lose, or Case i: x with x the smallest winning first take",
            "t,然后 t 行 n k -> 先手必败输出 Case i: lose,否则输出 Case i: x(x 为先手第一步必胜的最少取子数)"},
     .start = gr_judge_poj3922_start},
    {.id = "hdu3404",
     .title = "HDU 3404 Switch lights",
     .game_id = NULL, /* Turning Corners: nim products, src/algo/nimber.c */
     .io = {"T, then per test n and n lit cells 'x y' -> Have a try, lxhgww. if the first player wins, else Don't "
            "waste your time.",
            "T,然后每组测试 n 和 n 个亮灯格子 x y -> 先手必胜输出 Have a try, lxhgww.,否则输出 Don't waste your time."},
     .start = gr_judge_hdu3404_start},
};

size_t gr_judge_count(void) { return sizeof judges / sizeof judges[0]; }

const gr_judge *gr_judge_at(size_t i) { return i < gr_judge_count() ? &judges[i] : NULL; }

const gr_judge *gr_judge_find(const char *id) {
  for (size_t i = 0; id && i < gr_judge_count(); i++)
    if (strcmp(judges[i].id, id) == 0) return &judges[i];
  return NULL;
}
