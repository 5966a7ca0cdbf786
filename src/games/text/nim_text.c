/* nim_text.c — Nim's messages, one table per language (keys in nim_text.h). */
#include "nim_text.h"

static const char *const en[NIM_COUNT] = {
    [NIM_TITLE] = "Nim",
    [NIM_RULES] =
        "Heaps of stones. A move takes any positive number of stones from one heap. The player who cannot "
        "move (every heap empty) loses.",
    [NIM_SYNTAX] = "Heap sizes separated by spaces or commas (0 allowed): 3 4 5",
    [NIM_THEORY] =
        "Bouton: the Grundy value of a heap of h stones is h, so the position's value is X = the xor of all "
        "heaps, and the mover wins exactly when X != 0. The winning moves turn heap h into h xor X, possible "
        "exactly for the heaps having X's highest bit. At most 1000 winning moves are listed (fewer for very "
        "long positions); the rest are counted.",
    [NIM_PLAY_SYNTAX] = "take PILE COUNT (heaps numbered from 1)",
    [NIM_L1_TITLE] = "The rules",
    [NIM_L1_TEXT] =
        "Three heaps: 3, 4 and 5 stones. On your turn take any number of stones (at least one) from one "
        "heap. Whoever cannot move, every heap being empty, loses. Who wins 3 4 5?",
    [NIM_L2_TITLE] = "The xor, column by column",
    [NIM_L2_TEXT] =
        "In binary 3 = 011, 4 = 100, 5 = 101. The columns hold 2, 1 and 2 ones; the odd column gives X = 010 "
        "= 2, the xor (Nim sum). Only heap 1 (3 = 011) has a 1 in X's highest column, so it goes to 3 xor 2 "
        "= 1: take 2 stones and leave 1 4 5, whose xor is 0 (step 15).",
    [NIM_L3_TITLE] = "The key idea: keep the xor at 0",
    [NIM_L3_TEXT] =
        "From a xor of 0 every move changes one heap, so some bit of it, and the xor becomes non-zero. From "
        "a non-zero xor X there is always a move back to 0: a heap h with a 1 in X's highest column goes "
        "down to h xor X < h. The empty position has xor 0, so whoever keeps handing over xor 0 takes the "
        "last stone: 1 2 3 (01 xor 10 xor 11 = 0) is lost for the mover.",
    [NIM_L4_TITLE] = "The theorem on the game graph",
    [NIM_L4_TEXT] =
        "Explore draws every position reachable from 1 2 and gives each the mex of its options' values, "
        "options first. The options of 1 1 are 0 1 and 1 0, both of value 1, so SG(1 1) = 0; those of 1 2 "
        "have the values 2, 0 and 1, so SG(1 2) = 3. Every node's value is the xor of its heaps (3 = 1 xor "
        "2): the Sprague-Grundy theorem. Click a node to analyse it.",
    [NIM_L5_TITLE] = "Your turn",
    [NIM_L5_TEXT] =
        "6 9 13 7: the xor is 5, not 0, so the first player wins. Pick a heap with a 1 in the column of 4 "
        "(X's highest bit), turn it into h xor 5, then beat the computer.",
    [NIM_R_BIT] = "Binary",
    [NIM_R_BIT_SUM] = "bits[i][c] = bit of heap i worth 2^k",
    [NIM_R_COLUMN] = "Column parity",
    [NIM_R_COLUMN_SUM] = "xor[c] = the parity of the ones in column c",
    [NIM_R_X] = "Nim sum",
    [NIM_R_X_SUM] = "X = h_1 xor ... xor h_n, read off the xor row",
    [NIM_R_TOP] = "Highest bit",
    [NIM_R_TOP_SUM] = "the highest set bit of X",
    [NIM_R_HEAP] = "Choice of heap",
    [NIM_R_HEAP_SUM] = "a heap with a 1 in the column of X's highest bit",
    [NIM_R_TO] = "Move",
    [NIM_R_TO_SUM] = "the heap goes to h xor X < h",
    [NIM_R_WINS] = "Answer",
    [NIM_R_WINS_SUM] = "the first player wins exactly when X != 0",
    [NIM_V_BITS] = "heaps in binary (columns 2^k, highest first)",
    [NIM_V_XOR] = "xor of each column",
    [NIM_V_ANSWER] = "X, its highest bit, the heap, its new size",
    [NIM_BIT] = "heap {1} = {2}: its 2^{3} bit is {4}.",
    [NIM_ODD] = "odd",
    [NIM_EVEN] = "even",
    [NIM_COLUMN] =
        "Column 2^{1} has {2} {2|one|ones} among {3} heaps, an {4} number, so bit 2^{1} of X is {5}.",
    [NIM_X] = "The xor row read as a binary number: X = {1}, the Nim sum and the Grundy value of the position.",
    [NIM_TOP] = "The highest set bit of X = {1} is 2^{2} = {3}.",
    [NIM_HEAP] =
        "{1} {1|heap has|heaps have} a 1 in the column of {2} (an odd number, so at least one); each gives a "
        "winning move. Take heap {3}.",
    [NIM_TO] = "Heap {1}: {2} xor {3} = {4} < {2}, so take {5} stones; the xor becomes 0.",
    [NIM_LOSES] = "X = {1} = 0, so the first player loses: every move leaves a non-zero xor.",
    [NIM_OVER] = "the game is over: every heap is empty",
    [NIM_EMPTY] = "heap {1} is empty",
};

static const char *const zh[NIM_COUNT] = {
    [NIM_TITLE] = "Nim 游戏",
    [NIM_RULES] = "若干堆石子。每次从某一堆中取走任意正数颗石子。不能操作(所有堆都空)的人输。",
    [NIM_SYNTAX] = "各堆石子数,用空格或逗号分隔(可以为 0):3 4 5",
    [NIM_THEORY] =
        "Bouton 定理:一堆 h 颗石子的 SG 值就是 h,整个局面的 SG 值是所有堆的异或和 X,先手必胜当且仅当 X ≠ 0。必胜着法把某堆 h 变成 h xor X,恰好对 X 最高位为 1 "
        "的那些堆可行。最多列出 1000 个必胜着法(局面很长时更少),其余只计数。",
    [NIM_PLAY_SYNTAX] = "take 堆号 颗数(堆从 1 编号)",
    [NIM_L1_TITLE] = "规则",
    [NIM_L1_TEXT] = "三堆石子：3、4、5 颗。轮到你时，从某一堆中取任意多颗（至少一颗）。不能操作（所有堆都空了）的人输。3 4 5 谁会赢？",
    [NIM_L2_TITLE] = "逐列求异或",
    [NIM_L2_TEXT] =
        "二进制下 3 = 011，4 = 100，5 = 101。各列 1 的个数为 2、1、2；个数为奇数的那一列给出 X = 010 = 2，即异或和（Nim 和）。只有第 1 堆（3 = 011）在 "
        "X 的最高位上为 1，所以把它变成 3 xor 2 = 1：取走 2 颗，留下 1 4 5，异或和为 0（第 15 步）。",
    [NIM_L3_TITLE] = "关键想法：保持异或和为 0",
    [NIM_L3_TEXT] =
        "异或和为 0 时，任何一步都只改变一堆，也就改变了它的某个二进制位，异或和必然变为非 0。异或和 X ≠ 0 时，总有一步能把它变回 0：在 X 最高位上为 1 的某堆 h 变成 h xor X < "
        "h。全空的局面异或和为 0，所以始终把异或和为 0 的局面留给对手的人会取走最后一颗。1 2 3 的异或和为 01 xor 10 xor 11 = 0，先手必败。",
    [NIM_L4_TITLE] = "游戏图上的 SG 定理",
    [NIM_L4_TEXT] =
        "探索画出从 1 2 出发能到达的每个局面，先算后继，再给每个局面取其后继 SG 值的 mex。1 1 的后继 0 1 和 1 0 的值都是 1，"
        "所以 SG(1 1) = 0；1 2 的后继的值为 2、0、1，所以 SG(1 2) = 3。每个结点的值都等于各堆的异或（3 = 1 xor 2）："
        "这就是 SG 定理。点击一个结点即可分析该局面。",
    [NIM_L5_TITLE] = "轮到你",
    [NIM_L5_TEXT] = "6 9 13 7：异或和为 5，不为 0，先手必胜。选一堆在 4 这一列（X 的最高位）上为 1 的堆，把它变成 h xor 5，然后战胜电脑。",
    [NIM_R_BIT] = "二进制",
    [NIM_R_BIT_SUM] = "bits[i][c] = 第 i 堆在 2^k 位上的数字",
    [NIM_R_COLUMN] = "按列异或",
    [NIM_R_COLUMN_SUM] = "xor[c] = 第 c 列 1 的个数的奇偶",
    [NIM_R_X] = "异或和",
    [NIM_R_X_SUM] = "X = h_1 xor ... xor h_n,由异或行读出",
    [NIM_R_TOP] = "最高位",
    [NIM_R_TOP_SUM] = "X 的最高位 1",
    [NIM_R_HEAP] = "选堆",
    [NIM_R_HEAP_SUM] = "在 X 最高位那一列为 1 的堆",
    [NIM_R_TO] = "着法",
    [NIM_R_TO_SUM] = "该堆变为 h xor X < h",
    [NIM_R_WINS] = "结论",
    [NIM_R_WINS_SUM] = "先手必胜当且仅当 X ≠ 0",
    [NIM_V_BITS] = "各堆的二进制(列为 2^k,高位在左)",
    [NIM_V_XOR] = "每列的异或",
    [NIM_V_ANSWER] = "X、最高位、所选堆、新大小",
    [NIM_BIT] = "第 {1} 堆 = {2},其 2^{3} 位是 {4}。",
    [NIM_ODD] = "奇数个",
    [NIM_EVEN] = "偶数个",
    [NIM_COLUMN] = "2^{1} 这一列有 {2} 个 1(共 {3} 堆),{4},所以 X 的 2^{1} 位是 {5}。",
    [NIM_X] = "异或行读作二进制数:X = {1}(Nim 和,即该局面的 SG 值)。",
    [NIM_TOP] = "X = {1} 的最高位是 2^{2} = {3}。",
    [NIM_HEAP] = "在 {2} 这一列为 1 的堆有 {1} 个(个数为奇数,至少一个);每一个都能走出必胜着法。选第 {3} 堆。",
    [NIM_TO] = "第 {1} 堆:{2} xor {3} = {4} < {2},取走 {5} 颗,异或和变为 0。",
    [NIM_LOSES] = "X = {1} = 0,所以先手必败。",
    [NIM_OVER] = "游戏已经结束:所有的堆都空了",
    [NIM_EMPTY] = "第 {1} 堆已经空了",
};

const gr_texts nim_texts = {"nim", NIM_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
