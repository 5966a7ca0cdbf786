/* sum_text.c — the sum game's messages, one table per language (keys in sum_text.h). */
#include "sum_text.h"

static const char *const en[SUM_TEXT_COUNT] = {
    [SUM_TITLE] = "Sum of games",
    [SUM_RULES] = "Several games side by side, each in its own position. A move is a move in exactly one of them, "
                  "by that game's own rules; the others stay as they are. Whoever cannot move in any of them loses.",
    [SUM_SYNTAX] = "Components joined by '+', each written GAME: POSITION, the game's name and its own position "
                   "text (everything after the first colon), e.g. \"nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + "
                   "coins-mock: UUDU\" (heaps keeps its own colon: heaps: 0.77: 7, or heaps 0.77: 7). At most 8 components; a "
                   "component's text contains no '+'; sums do not nest; misère games are not components.",
    [SUM_THEORY] = "The Sprague-Grundy theorem: every impartial game under normal play is equivalent to a nim heap "
                   "of its Grundy value, and a sum is worth the xor (nim-sum) of its components' values: G = G1 xor "
                   "G2 xor ... The player to move wins exactly when G != 0, by a move inside one component i to a "
                   "position of value Gi xor G. Each value comes from the component's own theory, or from exact "
                   "search of its moves within a bound.",
    [SUM_PLAY_SYNTAX] = "in I ACTION: play ACTION in component I (from 1) in that game's own move language, "
                        "e.g. \"in 1 take 2 1\"",
    [SUM_EMPTY_COMPONENT] = "component {1} is empty: write GAME: POSITION, e.g. nim: 3 4",
    [SUM_NO_COLON] = "component {1} '{2}' has no colon: write GAME: POSITION, e.g. nim: 3 4",
    [SUM_UNKNOWN_GAME] = "component {1}: unknown game '{2}' (grundy list shows the games)",
    [SUM_NESTED] = "component {1} is itself a sum: write its components into this sum instead",
    [SUM_MISERE] = "component {1} is the misère game '{2}': the xor of values decides normal play only, and a "
                   "misère sum is decided by theory only when every component is a nim heap (the misère Nim "
                   "rule): write those heaps together as one misere position, e.g. misere: 3 5 1",
    [SUM_TOO_MANY] = "too many components: at most {1}",
    [SUM_COMPONENT_ERROR] = "component {1} ({2}): {3}",
    [SUM_NO_VALUE] = "component {1} ({2}) has no Grundy value, so the sum is not decided: {3}",
    [SUM_NO_VALUE_DRAW] = "component {1} ({2}) is a draw: a loopy game has no Grundy value to add",
    [SUM_USAGE] = "write in I ACTION: the component's number from 1, then its own move, e.g. in 1 take 2 1",
    [SUM_NO_COMPONENT] = "there is no component {1}: the sum has {2}",
    [SUM_DESCRIBE] = "in {1} ({2}): {3}",
    [SUM_ARG_COMPONENT] = "component",
    [SUM_ARG_ACTION] = "its move",
    [SUM_VIEW_VALUES] = "the components' Grundy values G1, G2, ...",
    [SUM_VIEW_BITS] = "the values in binary (a row per component, the last row their xor), highest bit first",
    [SUM_VIEW_TOTAL] = "G, the nim-sum",
    [SUM_RULE_VALUE] = "A component's value",
    [SUM_SUM_VALUE] = "Gi = the Grundy value of component i (its theory, or exact search)",
    [SUM_RULE_BIT] = "A bit of a value",
    [SUM_SUM_BIT] = "write Gi in binary, one column per power of 2",
    [SUM_RULE_XOR] = "Xor of a column",
    [SUM_SUM_XOR] = "the xor bit is 1 exactly when the column holds an odd number of ones",
    [SUM_RULE_TOTAL] = "The nim-sum rule",
    [SUM_SUM_TOTAL] = "G = G1 xor G2 xor ...; the player to move wins exactly when G != 0",
    [SUM_EXPLAIN_VALUE] = "Component {1} has Grundy value G{1} = {2}: it plays like a nim heap of {2}.",
    [SUM_EXPLAIN_BIT] = "The {1}s column: G{2} = {3} has bit {4} there.",
    [SUM_EXPLAIN_XOR] = "The {1}s column holds {2} {2|one|ones}: the xor bit is {3} (1 exactly when the count is odd).",
    [SUM_EXPLAIN_TOTAL] = "The xor row read in binary: G = {1}, the nim-sum of the {3} components' values. {2}",
    [SUM_FIRST_WINS] = "G != 0: the player to move wins, by a move inside one component i to value Gi xor G.",
    [SUM_SECOND_WINS] = "G = 0: the player to move loses; every move makes G non-zero, and the opponent answers.",
    [SUM_L1_TITLE] = "Games side by side",
    [SUM_L1_TEXT] = "A nim heap of 3 beside the Wythoff position (1, 2): on your turn you choose one game and make "
                    "one move in it, by its own rules. Whoever finds no move in any game loses. Which game would "
                    "you move in, and how?",
    [SUM_L2_TITLE] = "Three different games, three nim heaps",
    [SUM_L2_TEXT] = "Nim 3 4, Wythoff (3, 5) and Kayles (heaps 0.77) with 7 pins. The Sprague-Grundy theorem says "
                    "each plays exactly like one nim heap, of its Grundy value: here G1 = 3 xor 4 = 7, G2 = 0 "
                    "((3, 5) is a Wythoff P-position) and, at this step, G3 = 2",
    [SUM_L3_TITLE] = "The xor, column by column",
    [SUM_L3_TEXT] = "Write 7, 0 and 2 in binary and add each column without carrying: 111 xor 000 xor 010 = 101. "
                    "The 4s column holds one 1 (odd: 1), the 2s two (even: 0), the 1s one (odd: 1). So G = 5, "
                    "not 0: the first player wins.",
    [SUM_L4_TITLE] = "The winning move is inside one component",
    [SUM_L4_TEXT] = "To leave G = 0, move one component i to a position of value Gi xor G. A component whose value "
                    "has a 1 in G's highest column always has such a move: nim 3 4 is worth 7, 7 xor 5 = 2, so "
                    "take 3 1 (3 xor 1 = 2). A game may also move up: Wythoff (3, 5) is worth 0, yet (0, 5) and "
                    "(3, 2) are worth 5 = 0 xor 5. Three winning moves in all; grundy solve sum lists them.",
    [SUM_L5_TITLE] = "Your turn",
    [SUM_L5_TEXT] = "Four different games: nim 5, Wythoff (2, 4), Kayles with 6 pins and a mock turtles row. Find the "
                    "values, xor them, and play the move inside one component that leaves G = 0. The computer "
                    "answers in whichever game it likes.",
};

static const char *const zh[SUM_TEXT_COUNT] = {
    [SUM_TITLE] = "游戏的和",
    [SUM_RULES] = "几个游戏并排摆放,各有自己的局面。每一步只在其中一个游戏里按它自己的规则走一步,其余不变。"
                  "在所有游戏里都无法走子的一方输。",
    [SUM_SYNTAX] = "各分量用 '+' 连接,每个写作 GAME: POSITION,即游戏名和它自己的局面文本(第一个冒号之后的全部),"
                   "例如 \"nim: 3 4 + wythoff: 3 5 + heaps: 0.77: 7 + coins-mock: UUDU\"(heaps 保留自己的冒号:"
                   "heaps: 0.77: 7,也可写 heaps 0.77: 7)。最多 8 个分量;分量文本中不能有 '+';和不能嵌套;反常(misère)游戏不能作分量。",
    [SUM_THEORY] = "Sprague-Grundy 定理:正常规则下的每个公平游戏都等价于一堆大小为其 Grundy 值的 Nim 石子,"
                   "游戏的和的值是各分量值的异或(Nim 和):G = G1 xor G2 xor …… 先手必胜当且仅当 G != 0,"
                   "必胜着法是在某个分量 i 内走到值为 Gi xor G 的局面。各分量的值来自它自己的理论,"
                   "或在上限内对其着法的精确搜索。",
    [SUM_PLAY_SYNTAX] = "in I ACTION:在第 I 个分量(从 1 起)里用该游戏自己的走法语言走 ACTION,例如 \"in 1 take 2 1\"",
    [SUM_EMPTY_COMPONENT] = "第 {1} 个分量为空:请写 GAME: POSITION,例如 nim: 3 4",
    [SUM_NO_COLON] = "第 {1} 个分量 '{2}' 没有冒号:请写 GAME: POSITION,例如 nim: 3 4",
    [SUM_UNKNOWN_GAME] = "第 {1} 个分量:未知游戏 '{2}'(grundy list 列出所有游戏)",
    [SUM_NESTED] = "第 {1} 个分量本身是一个和:请把它的分量直接写进这个和",
    [SUM_MISERE] = "第 {1} 个分量是反常游戏 '{2}':值的异或只判定正常规则;反常规则下的和只有在每个分量都是 Nim "
                   "石子堆时才由理论判定(反常 Nim 规则):请把这些石子堆合写成一个 misere 局面,例如 misere: 3 5 1",
    [SUM_TOO_MANY] = "分量太多:最多 {1} 个",
    [SUM_COMPONENT_ERROR] = "第 {1} 个分量({2}):{3}",
    [SUM_NO_VALUE] = "第 {1} 个分量({2})没有 Grundy 值,因此无法判定这个和:{3}",
    [SUM_NO_VALUE_DRAW] = "第 {1} 个分量({2})是平局:有环的游戏没有可相加的 Grundy 值",
    [SUM_USAGE] = "请写 in I ACTION:分量编号(从 1 起),再写它自己的走法,例如 in 1 take 2 1",
    [SUM_NO_COMPONENT] = "没有第 {1} 个分量:这个和只有 {2} 个",
    [SUM_DESCRIBE] = "在第 {1} 个分量({2})中:{3}",
    [SUM_ARG_COMPONENT] = "分量",
    [SUM_ARG_ACTION] = "其中的走法",
    [SUM_VIEW_VALUES] = "各分量的 Grundy 值 G1、G2……",
    [SUM_VIEW_BITS] = "这些值的二进制(每个分量一行,最后一行是异或),高位在前",
    [SUM_VIEW_TOTAL] = "G:Nim 和",
    [SUM_RULE_VALUE] = "分量的值",
    [SUM_SUM_VALUE] = "Gi = 第 i 个分量的 Grundy 值(来自其理论或精确搜索)",
    [SUM_RULE_BIT] = "值的一位",
    [SUM_SUM_BIT] = "把 Gi 写成二进制,每个 2 的幂一列",
    [SUM_RULE_XOR] = "一列的异或",
    [SUM_SUM_XOR] = "该列中 1 的个数为奇数时异或位为 1",
    [SUM_RULE_TOTAL] = "Nim 和规则",
    [SUM_SUM_TOTAL] = "G = G1 xor G2 xor ……;先手必胜当且仅当 G != 0",
    [SUM_EXPLAIN_VALUE] = "第 {1} 个分量的 Grundy 值 G{1} = {2}:它如同一堆 {2} 颗的 Nim 石子。",
    [SUM_EXPLAIN_BIT] = "{1} 的那一列:G{2} = {3} 在这一位是 {4}。",
    [SUM_EXPLAIN_XOR] = "{1} 的那一列有 {2} 个 1:异或位为 {3}(个数为奇数时为 1)。",
    [SUM_EXPLAIN_TOTAL] = "把异或行按二进制读出:G = {1},即 {3} 个分量值的 Nim 和。{2}",
    [SUM_FIRST_WINS] = "G != 0:先手必胜,在某个分量 i 内走到值为 Gi xor G 的局面即可。",
    [SUM_SECOND_WINS] = "G = 0:先手必败;任何一步都使 G 变为非零,对手总能应对。",
    [SUM_L1_TITLE] = "并排的游戏",
    [SUM_L1_TEXT] = "一堆 3 颗的 Nim 石子,旁边是 Wythoff 局面 (1, 2):轮到你时,选一个游戏,按它自己的规则走一步。"
                    "在所有游戏中都无路可走的一方输。你会在哪个游戏里走,怎么走?",
    [SUM_L2_TITLE] = "三个不同的游戏,三堆 Nim 石子",
    [SUM_L2_TEXT] = "Nim 3 4、Wythoff (3, 5) 和 7 个瓶的 Kayles(heaps 0.77)。Sprague-Grundy 定理说,每个游戏都恰好"
                    "如同一堆大小为其 Grundy 值的 Nim 石子:这里 G1 = 3 xor 4 = 7,G2 = 0((3, 5) 是 Wythoff 的 P 局面),"
                    "而在第 2 步,G3 = 2。",
    [SUM_L3_TITLE] = "逐列异或",
    [SUM_L3_TEXT] = "把 7、0、2 写成二进制,每列不进位相加:111 xor 000 xor 010 = 101。4 的那一列有一个 1(奇数:1),"
                    "2 的那一列有两个(偶数:0),1 的那一列有一个(奇数:1)。所以 G = 5,不为 0:先手必胜。",
    [SUM_L4_TITLE] = "必胜着法在某一个分量之内",
    [SUM_L4_TEXT] = "要留下 G = 0,就把某个分量 i 走到值为 Gi xor G 的局面。值在 G 的最高位上为 1 的分量一定有这样的"
                    "走法:Nim 3 4 的值是 7,7 xor 5 = 2,所以走成 3 1(3 xor 1 = 2)。游戏也可能走到更大的值:"
                    "Wythoff (3, 5) 的值是 0,而 (0, 5) 和 (3, 2) 的值都是 5 = 0 xor 5。共三个必胜着法;"
                    "grundy solve sum 会全部列出。",
    [SUM_L5_TITLE] = "轮到你了",
    [SUM_L5_TEXT] = "四个不同的游戏:Nim 5、Wythoff (2, 4)、6 个瓶的 Kayles 和一排 mock turtles 硬币。求出各值,"
                    "异或起来,然后在某个分量内走一步使 G = 0。电脑会在它喜欢的任何一个游戏里应对。",
};

const gr_texts sum_texts = {"sum", SUM_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
