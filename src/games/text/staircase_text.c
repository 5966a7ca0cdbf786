/* staircase_text.c — Staircase Nim's messages, one table per language (keys in staircase_text.h). */
#include "staircase_text.h"

static const char *const en[STAIRCASE_COUNT] = {
    [STAIRCASE_TITLE] = "Staircase Nim",
    [STAIRCASE_RULES] =
        "Stones lie on steps 1, 2, ..., n of a staircase. A move takes any positive number of stones from "
        "one step and puts them on the step just below (from step 1 they go to the floor, step 0, and leave "
        "the game). The player who cannot move loses.",
    [STAIRCASE_SYNTAX] =
        "Stones on steps 1, 2, ... n, separated by spaces (0 allowed, at most 2^64 - 1 in all): 0 3 1 2",
    [STAIRCASE_THEORY] =
        "Only odd steps count: moving down from an odd step is a Nim move on its heap, and stones moved from "
        "an even step onto an odd one can be moved on by the opponent at once. The first player wins exactly "
        "when the xor X of the odd steps is non-zero (X is the Grundy value). POJ 1704 (Georgia and Bob) "
        "reduces to it: the gaps between chessmen, read from the right, are the steps.",
    [STAIRCASE_PLAY_SYNTAX] = "move STEP COUNT (steps numbered from 1; step 1 moves to the floor)",
    [STAIRCASE_L1_TITLE] = "The rules",
    [STAIRCASE_L1_TEXT] =
        "Stones on a staircase: step 1 holds 0, step 2 holds 3, step 3 holds 1 and step 4 holds 2. A move "
        "takes any number of stones (at least one) from one step and puts them on the step just below; from "
        "step 1 they go to the floor and leave the game. Whoever cannot move loses. Who wins?",
    [STAIRCASE_L2_TITLE] = "Only the odd steps",
    [STAIRCASE_L2_TEXT] =
        "Steps 1 and 3 hold 0 and 1: their xor X = 1, so the first player wins. Trace step 9: move 1 stone "
        "from step 2 down to step 1, leaving 1 2 1 2, where the odd steps hold 1 and 1, xor 0. (Moving the "
        "stone on step 3 down to step 2 wins too.)",
    [STAIRCASE_L3_TITLE] = "The key idea: undo the even steps",
    [STAIRCASE_L3_TEXT] =
        "If the opponent moves c stones from an even step onto the odd step below, you move the same c "
        "stones on down to the next even step (or the floor), and the odd steps are as before. A move down "
        "from an odd step is a Nim take from that heap. Stones only go down, so this cannot go on forever. "
        "Trace step 6: the 4 stones on step 4 are not counted.",
    [STAIRCASE_L4_TITLE] = "The theorem: Nim on the odd steps",
    [STAIRCASE_L4_TEXT] =
        "The first player wins exactly when X, the xor of the stones on steps 1, 3, 5, ..., is non-zero, and "
        "X is the SG value. Here 2 xor 3 xor 1 = 0: the second player wins, though step 4 holds 4 stones. "
        "POJ 1704 (Georgia and Bob) reduces to this game: the gaps between the chessmen, read from the "
        "right, are the steps.",
    [STAIRCASE_L5_TITLE] = "Your turn",
    [STAIRCASE_L5_TEXT] =
        "4 2 1 0 3: the odd steps hold 4, 1 and 3, xor 6, so the first player wins. Make the odd steps' xor "
        "0, then answer every move from an even step by moving the same stones on down, and beat the "
        "computer.",
    [STAIRCASE_R_ODD] = "Odd step",
    [STAIRCASE_R_ODD_SUM] = "an odd step is a Nim heap: nim[i] = a_i",
    [STAIRCASE_R_EVEN] = "Even step",
    [STAIRCASE_R_EVEN_SUM] = "an even step does not count: nim[i] = 0",
    [STAIRCASE_R_XOR] = "Running xor",
    [STAIRCASE_R_XOR_SUM] = "xor[i] = xor[i-1] xor nim[i]",
    [STAIRCASE_R_STEP] = "Winning step",
    [STAIRCASE_R_STEP_SUM] =
        "an odd step with a_i xor X < a_i, or an even step that can raise the odd step below to a xor X",
    [STAIRCASE_R_COUNT] = "Stones to move",
    [STAIRCASE_R_COUNT_SUM] = "the count that makes the odd steps' xor 0",
    [STAIRCASE_R_WINS] = "Answer",
    [STAIRCASE_R_WINS_SUM] = "the first player wins exactly when X != 0",
    [STAIRCASE_V_STEPS] = "stones on steps 1..n",
    [STAIRCASE_V_NIM] = "Nim heaps (odd steps)",
    [STAIRCASE_V_XOR] = "xor of nim[1..i]",
    [STAIRCASE_V_MOVE] = "winning move: step, stones",
    [STAIRCASE_ODD] =
        "Step {1} (odd) holds {2}: a Nim heap of {3}. Moving stones down from it takes from this heap.",
    [STAIRCASE_EVEN] =
        "Step {1} (even) holds {2}: not counted. Stones moved from it onto the odd step below can be moved "
        "on down at once by the opponent, restoring the odd steps.",
    [STAIRCASE_XOR] = "The xor of steps 1..{1}: {2} xor {3} = {4}.",
    [STAIRCASE_STEP_ODD] = "X = {1}. Odd step {2} holds {3} and {3} xor {1} = {4} is smaller: move from it.",
    [STAIRCASE_STEP_EVEN] =
        "X = {1}. Even step {2} has enough stones to raise step {3} from {4} to {4} xor {1} = {5}: move from "
        "it.",
    [STAIRCASE_MOVE_COUNT] = "Move {1} {1|stone|stones} from step {2} to {3}: the odd steps' xor becomes 0.",
    [STAIRCASE_FLOOR] = "the floor",
    [STAIRCASE_BELOW] = "the step below",
    [STAIRCASE_WINS] = "The odd steps' xor X = {1} != 0, so the first player wins.",
    [STAIRCASE_LOSES] = "The odd steps' xor X = {1} = 0, so the first player loses.",
    [STAIRCASE_TOTAL] =
        "the steps hold more than 2^64 - 1 stones in all: a low step could come to hold more than 64 bits "
        "can count",
    [STAIRCASE_OVER] = "the game is over: every stone is on the floor",
    [STAIRCASE_TO_FLOOR] = "step 1 -> the floor: {1} {1|stone|stones}",
    [STAIRCASE_DOWN] = "step {1} -> step {2}: {3} {3|stone|stones}",
    [STAIRCASE_NO_STEP] = "there is no step {1}: the steps are numbered 1 to {2} (0 is the floor)",
    [STAIRCASE_EMPTY] = "step {1} holds no stones",
    [STAIRCASE_RANGE] = "step {1} holds {2} stones: move between 1 and {2}",
};

static const char *const zh[STAIRCASE_COUNT] = {
    [STAIRCASE_TITLE] = "阶梯 Nim",
    [STAIRCASE_RULES] = "石子放在阶梯的第 1, 2, ..., n 级上。每次从某一级取任意正数颗石子放到下一级(第 1 级的石子放到地面,即第 0 级,离开游戏)。不能操作的人输。",
    [STAIRCASE_SYNTAX] = "第 1, 2, ..., n 级上的石子数,用空格分隔(可以为 0,总数不超过 2^64 - 1):0 3 1 2",
    [STAIRCASE_THEORY] =
        "只有奇数级有用:从奇数级往下移就是对这一堆做 Nim 操作;从偶数级移到奇数级的石子,对手可以立刻再往下移。奇数级石子数的异或和 X ≠ 0 时先手必胜(X 即 SG 值)。POJ "
        "1704(Georgia and Bob)可化为此游戏:从右往左看,棋子之间的空格数就是各级的石子数。",
    [STAIRCASE_PLAY_SYNTAX] = "move 级号 颗数(级从 1 编号;第 1 级移到地面)",
    [STAIRCASE_L1_TITLE] = "规则",
    [STAIRCASE_L1_TEXT] =
        "阶梯上放着石子：第 1 级 0 颗，第 2 级 3 颗，第 3 级 1 颗，第 4 级 2 颗。每次从某一级取任意多颗（至少一颗）放到下一级；第 1 "
        "级的石子放到地面，离开游戏。不能操作的人输。谁会赢？",
    [STAIRCASE_L2_TITLE] = "只看奇数级",
    [STAIRCASE_L2_TEXT] =
        "第 1、3 级分别有 0、1 颗：异或和 X = 1，先手必胜。第 9 步：从第 2 级移 1 颗到第 1 级，留下 1 2 1 2，奇数级为 1 和 1，异或和为 0。（把第 3 级的那颗移到第 "
        "2 级也能获胜。）",
    [STAIRCASE_L3_TITLE] = "关键想法：抵消偶数级的移动",
    [STAIRCASE_L3_TEXT] =
        "若对手把偶数级上的 c 颗移到下面的奇数级，你就把这 c 颗继续移到再下一级（偶数级或地面），奇数级恢复原样。从奇数级往下移，相当于在这一堆上做 Nim "
        "的取石子。石子只会往下走，所以这样不会无限进行下去。第 6 步：第 4 级的 4 颗不计入。",
    [STAIRCASE_L4_TITLE] = "定理：奇数级上的 Nim",
    [STAIRCASE_L4_TEXT] =
        "先手必胜当且仅当第 1, 3, 5, ... 级石子数的异或和 X 不为 0，X 也是 SG 值。这里 2 xor 3 xor 1 = 0：后手必胜，尽管第 4 级有 4 颗。POJ "
        "1704（Georgia and Bob）可化为此游戏：从右往左看，棋子之间的空格数就是各级的石子数。",
    [STAIRCASE_L5_TITLE] = "轮到你",
    [STAIRCASE_L5_TEXT] = "4 2 1 0 3：奇数级为 4、1、3，异或和为 6，先手必胜。先让奇数级的异或和变为 0，之后对手从偶数级移下多少颗，你就把这些石子继续往下移，战胜电脑。",
    [STAIRCASE_R_ODD] = "奇数级",
    [STAIRCASE_R_ODD_SUM] = "奇数级是一堆 Nim:nim[i] = a_i",
    [STAIRCASE_R_EVEN] = "偶数级",
    [STAIRCASE_R_EVEN_SUM] = "偶数级不计:nim[i] = 0",
    [STAIRCASE_R_XOR] = "前缀异或",
    [STAIRCASE_R_XOR_SUM] = "xor[i] = xor[i-1] xor nim[i]",
    [STAIRCASE_R_STEP] = "必胜的一级",
    [STAIRCASE_R_STEP_SUM] = "满足 a_i xor X < a_i 的奇数级,或能把下面奇数级补到 a xor X 的偶数级",
    [STAIRCASE_R_COUNT] = "移动颗数",
    [STAIRCASE_R_COUNT_SUM] = "使奇数级异或和为 0 的颗数",
    [STAIRCASE_R_WINS] = "结论",
    [STAIRCASE_R_WINS_SUM] = "先手必胜当且仅当 X ≠ 0",
    [STAIRCASE_V_STEPS] = "第 1..n 级上的石子",
    [STAIRCASE_V_NIM] = "Nim 堆(奇数级)",
    [STAIRCASE_V_XOR] = "nim[1..i] 的异或",
    [STAIRCASE_V_MOVE] = "必胜着法:级、颗数",
    [STAIRCASE_ODD] = "第 {1} 级(奇数)有 {2} 颗:一堆 {3} 颗的 Nim。从这里往下移就是从这堆取石子。",
    [STAIRCASE_EVEN] = "第 {1} 级(偶数)有 {2} 颗:不计入。把它们移到下面的奇数级,对手可以立刻把同样的石子再往下移一级,恢复原来的奇数级。",
    [STAIRCASE_XOR] = "前 {1} 级的异或:{2} xor {3} = {4}。",
    [STAIRCASE_STEP_ODD] = "X = {1}。第 {2} 级(奇数)有 {3} 颗,{3} xor {1} = {4} 更小:从这一级移。",
    [STAIRCASE_STEP_EVEN] = "X = {1}。第 {2} 级(偶数)的石子足以把第 {3} 级从 {4} 补到 {4} xor {1} = {5}:从这一级移。",
    [STAIRCASE_MOVE_COUNT] = "把 {1} 颗从第 {2} 级移到{3},奇数级的异或和变为 0。",
    [STAIRCASE_FLOOR] = "地面",
    [STAIRCASE_BELOW] = "下一级",
    [STAIRCASE_WINS] = "奇数级的异或和 X = {1} ≠ 0,所以先手必胜。",
    [STAIRCASE_LOSES] = "奇数级的异或和 X = {1} = 0,所以先手必败。",
    [STAIRCASE_TOTAL] = "各级的石子总数超过 2^64 - 1:较低的某一级可能积累到 64 位无法表示的颗数",
    [STAIRCASE_OVER] = "游戏已经结束:所有石子都在地面上了",
    [STAIRCASE_TO_FLOOR] = "第 1 级 → 地面:移走 {1} 颗",
    [STAIRCASE_DOWN] = "第 {1} 级 → 第 {2} 级:移动 {3} 颗",
    [STAIRCASE_NO_STEP] = "没有第 {1} 级:台阶的编号是 1 到 {2}(0 是地面)",
    [STAIRCASE_EMPTY] = "第 {1} 级上没有石子",
    [STAIRCASE_RANGE] = "第 {1} 级有 {2} 颗石子:只能移动 1 到 {2} 颗",
};

const gr_texts staircase_texts = {"staircase", STAIRCASE_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
