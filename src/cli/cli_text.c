/* cli_text.c — the `grundy` command's words, one table per language (keys in cli_text.h). */
#include "cli_text.h"

static const char *const en[CLI_TEXT_COUNT] = {
    [CLI_GAME_OVER_POSITION] = "(nothing left: game over)",
    [CLI_POSITION_CUT] = " ... ({1} values; --json prints them all)",
    [CLI_WINNER_FIRST] = "winner: first player\n",
    [CLI_WINNER_SECOND] = "winner: second player (the player to move loses)\n",
    [CLI_WINNER_DRAW] = "winner: none (a draw: with perfect play the game never ends)\n",
    [CLI_GRUNDY] = "grundy: {1}\n",
    [CLI_GRUNDY_NONE] = "grundy: not given (this theory decides win or loss only)\n",
    [CLI_WINNING_MOVES] = "winning moves:",
    [CLI_NO_MOVES] = " none",
    [CLI_LEAVING] = ", leaving ",
    [CLI_UNLISTED] = "  ... and {1} more winning moves, not listed\n",
    [CLI_LIST_CUT] = "  ... ({1} winning moves listed; there may be more)\n",
    [CLI_RUN_HELP] = "run 'grundy --help' for usage",
    [CLI_LANG_VALUE] = "--lang takes en or zh, not '{1}'",
    [CLI_UPTO_VALUE] = "--upto takes a whole number, not '{1}'",
    [CLI_UNKNOWN_OPTION] = "unknown option '{1}'",
    [CLI_NO_COMMAND] = "no command given",
    [CLI_UPTO_NOT_SG] = "--upto belongs to 'grundy sg', not '{1}'",
    [CLI_UNKNOWN_COMMAND] = "unknown command '{1}'",
    [CLI_FAILED] = "failed",
    [CLI_NOMEM] = "out of memory",
    [CLI_USAGE_GAME] = "usage: grundy {1} GAME POSITION (e.g. grundy {1} lr 3 1 9 4)",
    [CLI_NOMEM_POSITION] = "out of memory reading the position",
    [CLI_USAGE_JUDGE] = "usage: grundy judge PROBLEM [FILE] (see 'grundy list' for the problems)",
    [CLI_UNKNOWN_JUDGE] = "unknown judge problem '{1}' (known:{2})",
    [CLI_CANNOT_OPEN] = "cannot open {1}: {2}",
    [CLI_STDIN] = "standard input",
    [CLI_INPUT_TOO_LARGE] = "{1} is larger than {2} MiB",
    [CLI_NOMEM_READING] = "out of memory reading {1}",
    [CLI_CANNOT_READ] = "cannot read {1}",
    [CLI_USAGE_SG] = "usage: grundy sg RULESET --upto N (e.g. grundy sg 0.77 --upto 200)",
    [CLI_SG_ONE_RULESET] = ("sg takes one ruleset, not {1} arguments ('{2}' ...): quote a subtraction set, e.g. "
                           "'S{1,3,4}' (the shell expands braces)"),
    [CLI_SG_NEEDS_UPTO] = "sg needs --upto N, the largest heap to compute (e.g. --upto 200)",
    [CLI_USAGE_VERIFY] = "usage: grundy verify [GAME]",
    [CLI_STDIN_POSITION_TOO_LARGE] = ("{1} is larger than {2} MiB, more than any {3} position needs (at most {4} "
                                     "values): nothing was solved"),
    [CLI_WRITE_FAILED] = "cannot write the output: {1}",
    [CLI_MOVES_BUDGET] = ("{1}: listing them would take more than {2} MiB (each move leaves a position of about {3} "
                         "values); 'grundy solve' lists the winning moves alone, or try a smaller position"),
    [CLI_TRACE_BUDGET] = ("the trace of this position would be larger than {1} MiB (stopped at step {2} of {3}): trace "
                         "a smaller position (fewer values), or use 'grundy solve {4} ...' for the verdict alone"),
    [CLI_HELP] = ("usage: grundy COMMAND [ARGS] [--json] [--lang en|zh]\n"
                 "\n"
                 "commands:\n"
                 "  list                      the games and the judge problems\n"
                 "  solve GAME POSITION       who wins, the Grundy value, every winning move\n"
                 "                            (POSITION \"-\" reads it from standard input)\n"
                 "  moves GAME POSITION       every legal move\n"
                 "  trace GAME POSITION       the solver's work, step by step, with the rule of each step\n"
                 "  judge PROBLEM [FILE]      an online-judge problem: its input on stdin (or FILE),\n"
                 "                            its exact expected output on stdout\n"
                 "  verify [GAME]             check the theory against exhaustive search on every\n"
                 "                            small position (all games when none is named)\n"
                 "  sg RULESET --upto N       the Grundy sequence G(0..N) of a heap ruleset (octal code\n"
                 "                            0.77, subtraction set 'S{1,3,4}', lasker, grundy) and its period,\n"
                 "                            proved or only observed\n"
                 "  explore GAME POSITION     the game graph of a small position: every position it\n"
                 "                            reaches, with SG = mex at each (at most 300 positions)\n"
                 "\n"
                 "options:\n"
                 "  --json                    one JSON document instead of text (list, solve, moves, trace, sg)\n"
                 "  --upto N                  sg: compute G(0) .. G(N)\n"
                 "  --lang en|zh              the language of explanations (default en)\n"
                 "  -h, --help                this text\n"
                 "  --version                 the version\n"
                 "\n"
                 "limits: a position on standard input is read up to its game's limit; moves lists at most\n"
                 "64 MiB of positions, trace writes at most 32 MiB; sg and heaps refuse past a work budget\n"
                 "of a few seconds.  Each refusal says what to ask for instead.\n"
                 "\n"
                 "example: grundy solve lr 3 1 9 4\n"
                 "exit status: 0 done, 2 bad input or usage, 1 internal error (memory, a write error)\n"),
    [CLI_LIST_GAMES] = "games:\n",
    [CLI_LIST_EXAMPLE] = " (e.g. {1})",
    [CLI_LIST_JUDGES] = "judge problems (grundy judge PROBLEM < input):\n",
    [CLI_VERIFY_AGREES] = ("{1}: the theory agrees with exhaustive search on all {2} positions ({3} distinct positions "
                          "searched)\n"),
    [CLI_VERIFY_DISAGREES] = "{1}: DISAGREEMENT after {2} positions: {3}\n",
};

static const char *const zh[CLI_TEXT_COUNT] = {
    [CLI_GAME_OVER_POSITION] = "(什么都不剩:游戏结束)",
    [CLI_POSITION_CUT] = " ...(共 {1} 个数;--json 输出全部)",
    [CLI_WINNER_FIRST] = "胜者:先手\n",
    [CLI_WINNER_SECOND] = "胜者:后手(先手必败)\n",
    [CLI_WINNER_DRAW] = "胜者:无(双方最优时游戏永不结束:平局)\n",
    [CLI_GRUNDY] = "grundy: {1}\n",
    [CLI_GRUNDY_NONE] = "grundy: 未给出(该理论只判定胜负)\n",
    [CLI_WINNING_MOVES] = "必胜着法:",
    [CLI_NO_MOVES] = " 无",
    [CLI_LEAVING] = ",之后:",
    [CLI_UNLISTED] = "  ……另有 {1} 个必胜着法未列出\n",
    [CLI_LIST_CUT] = "  ……(只列出 {1} 个必胜着法,不一定是全部)\n",
    [CLI_RUN_HELP] = "用法见 'grundy --help'",
    [CLI_LANG_VALUE] = "--lang 只接受 en 或 zh,不接受 '{1}'",
    [CLI_UPTO_VALUE] = "--upto 需要一个非负整数,不接受 '{1}'",
    [CLI_UNKNOWN_OPTION] = "未知选项 '{1}'",
    [CLI_NO_COMMAND] = "没有给出命令",
    [CLI_UPTO_NOT_SG] = "--upto 只用于 'grundy sg',不用于 '{1}'",
    [CLI_UNKNOWN_COMMAND] = "未知命令 '{1}'",
    [CLI_FAILED] = "失败",
    [CLI_NOMEM] = "内存不足",
    [CLI_USAGE_GAME] = "用法:grundy {1} 游戏 局面(例如 grundy {1} lr 3 1 9 4)",
    [CLI_NOMEM_POSITION] = "读取局面时内存不足",
    [CLI_USAGE_JUDGE] = "用法:grundy judge 题目 [文件](题目列表见 'grundy list')",
    [CLI_UNKNOWN_JUDGE] = "未知的评测题 '{1}'(已有:{2})",
    [CLI_CANNOT_OPEN] = "无法打开 {1}:{2}",
    [CLI_STDIN] = "标准输入",
    [CLI_INPUT_TOO_LARGE] = "{1} 超过 {2} MiB",
    [CLI_NOMEM_READING] = "读取{1}时内存不足",
    [CLI_CANNOT_READ] = "无法读取{1}",
    [CLI_USAGE_SG] = "用法:grundy sg 规则 --upto N(例如 grundy sg 0.77 --upto 200)",
    [CLI_SG_ONE_RULESET] = ("sg 只接受一个规则,而不是 {1} 个参数('{2}' ...):减法集要加引号,例如 "
                           "'S{1,3,4}'(shell 会展开花括号)"),
    [CLI_SG_NEEDS_UPTO] = "sg 需要 --upto N,即要计算到的最大堆(例如 --upto 200)",
    [CLI_USAGE_VERIFY] = "用法:grundy verify [游戏]",
    [CLI_STDIN_POSITION_TOO_LARGE] = "{1} 超过 {2} MiB,比任何 {3} 局面所需的都多(最多 {4} 个数):没有求解",
    [CLI_WRITE_FAILED] = "无法写出结果:{1}",
    [CLI_MOVES_BUDGET] = ("{1}:全部列出需要超过 {2} MiB(每个着法之后的局面约有 {3} 个数);'grundy solve' 只列出必胜着法,"
                         "或者换一个更小的局面"),
    [CLI_TRACE_BUDGET] = ("这个局面的过程记录会超过 {1} MiB(在第 {2} 步停止,共 {3} 步):请换一个更小的局面(更少的数),"
                         "或用 'grundy solve {4} ...' 只求胜负"),
    [CLI_HELP] = ("用法:grundy 命令 [参数] [--json] [--lang en|zh]\n"
                 "\n"
                 "命令:\n"
                 "  list                      所有游戏和评测题\n"
                 "  solve 游戏 局面           谁胜、Grundy 值、每个必胜着法\n"
                 "                            (局面写 \"-\" 时从标准输入读取)\n"
                 "  moves 游戏 局面           每个合法着法\n"
                 "  trace 游戏 局面           求解器的计算过程,逐步列出,每步附上所用的规则\n"
                 "  judge 题目 [文件]         在线评测题:从标准输入(或文件)读入数据,\n"
                 "                            在标准输出写出评测所要求的输出\n"
                 "  verify [游戏]             在每个小局面上用穷举搜索检验理论\n"
                 "                            (不指定游戏时检验全部游戏)\n"
                 "  sg 规则 --upto N          堆规则(八进制码 0.77、减法集 'S{1,3,4}'、lasker、grundy)\n"
                 "                            的 Grundy 序列 G(0..N) 及其周期(已证明或仅观察到)\n"
                 "  explore 游戏 局面         小局面的博弈图:它能到达的每个局面,\n"
                 "                            以及每个局面的 SG = mex(最多 300 个局面)\n"
                 "\n"
                 "选项:\n"
                 "  --json                    输出一个 JSON 文档而不是文本(list、solve、moves、trace、sg)\n"
                 "  --upto N                  sg:计算 G(0) .. G(N)\n"
                 "  --lang en|zh              说明文字的语言(默认 en)\n"
                 "  -h, --help                本说明\n"
                 "  --version                 版本\n"
                 "\n"
                 "限制:从标准输入读取的局面不超过该游戏的上限;moves 最多列出 64 MiB 的局面,\n"
                 "trace 最多写出 32 MiB;sg 和 heaps 超过几秒的工作量预算就拒绝。\n"
                 "每次拒绝都会说明可以改成怎样的请求。\n"
                 "\n"
                 "例子:grundy solve lr 3 1 9 4\n"
                 "退出状态:0 完成,2 输入或用法错误,1 内部错误(内存不足、写出失败)\n"),
    [CLI_LIST_GAMES] = "游戏:\n",
    [CLI_LIST_EXAMPLE] = "(例如 {1})",
    [CLI_LIST_JUDGES] = "评测题(grundy judge 题目 < 输入):\n",
    [CLI_VERIFY_AGREES] = "{1}:理论与穷举搜索在全部 {2} 个局面上一致(搜索了 {3} 个不同的局面)\n",
    [CLI_VERIFY_DISAGREES] = "{1}:在 {2} 个局面后出现不一致:{3}\n",
};

const gr_texts cli_texts = {"cli", CLI_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
