/* ring_text.c — ring's messages, one table per language (keys in ring_text.h). */
#include "ring_text.h"

static const char *const en[RING_TEXT_COUNT] = {
    [RING_TITLE] = "Coin on a ring of numbers (Luogu P1288)",
    [RING_RULES] = ("Every edge of a ring holds a non-negative number, and a coin sits on a vertex. A move picks one "
                   "of the two edges next to the coin whose number is positive, lowers that number to any smaller "
                   "non-negative value, and moves the coin across the edge. The player who cannot move (both edges "
                   "next to the coin are 0) loses."),
    [RING_SYNTAX] = ("The edge values around the ring, separated by spaces or commas; the coin is between the last edge "
                    "and the first (as in P1288: 2 5 3 0), or where a * is written (2 5 * 3 0: between edges 2 and 3). "
                    "A ring needs no zero edge: rings without one are solved too."),
    [RING_THEORY] = ("With a zero edge: count the positive edges from the coin to the first zero edge, clockwise and "
                    "counter-clockwise; the first player wins iff one count is odd (walk that way, lowering every edge "
                    "crossed to 0). Without a zero edge: an odd ring is a first-player win; on an even ring the edges "
                    "equal to the smallest value m act as zero edges and the same rule counts the edges above m."),
    [RING_PLAY_SYNTAX] = "move EDGE VALUE (EDGE numbered from 1, next to the coin; VALUE smaller than its number)",
    [RING_MARKED_TWICE] = "the coin '*' is marked twice (line {1}, column {2} and line {3}, column {4}): mark it once",
    [RING_NO_EDGES_GIVEN] = "no edges given: write the edge values around the ring, e.g. 2 5 3 0",
    [RING_USAGE] = "a move is written 'move EDGE VALUE', e.g. move 1 0",
    [RING_NOT_NEXT] = "edge {1} is not next to the coin (on vertex {2}): use edge {3} or edge {4}",
    [RING_EDGE_ZERO] = "edge {1} is 0: the coin cannot cross it",
    [RING_EDGE_SMALLER] = "edge {1} holds {2}: the new value must be smaller (0 to {3})",
    [RING_NO_RING] = "no edges: there is no ring",
    [RING_SOLVE_LIMIT] = "{1} edges: the verdict handles at most {2}",
    [RING_TRACE_LIMIT] = "{1} edges: the trace handles at most {2}",
    [RING_MOVE] = "edge {1}: {2} -> {3}, the coin moves to vertex {4}",
    [RING_MOVE_CW] = "edge {1}: {2} -> {3}, the coin moves clockwise to vertex {4}",
    [RING_MOVE_CCW] = "edge {1}: {2} -> {3}, the coin moves counter-clockwise to vertex {4}",
    [RING_R_UP] = "Step",
    [RING_RS_UP] = "the edge is above the floor (0, or m): d = d_before + 1",
    [RING_R_STOP] = "Stop",
    [RING_RS_STOP] = "the edge equals the floor (0, or m): the walk stops, d is final",
    [RING_R_MIN] = "Smallest edge",
    [RING_RS_MIN] = "no zero edge and n even: m = the smallest edge value; edges equal to m act as zero edges",
    [RING_R_ODD_RING] = "Odd ring",
    [RING_RS_ODD_RING] = "no zero edge and n odd: the first player lowers an edge next to the coin to 0 and wins",
    [RING_R_ANSWER] = "Answer",
    [RING_RS_ANSWER] = "the first player wins iff d_cw or d_ccw is odd",
    [RING_V_EDGES] = "edge values",
    [RING_V_RING] = "the ring (1 = the coin)",
    [RING_V_CW] = "clockwise walk: d",
    [RING_V_CCW] = "counter-clockwise walk: d",
    [RING_V_MIN] = "m, the smallest edge",
    [RING_E_ODD_RING] = ("No edge is 0 and there are {1} edges (odd): the first player lowers an edge next to the "
                        "coin to 0 and crosses it; the opponent has 0 behind and {2} (even) positive edges ahead, "
                        "and loses. So the first player wins."),
    [RING_E_MIN] = ("m = {1}: no edge is 0 and the ring has {2} edges (even). Whoever lowers an edge below m "
                   "leaves the opponent the unique smallest edge behind and an odd number of larger edges "
                   "ahead, which the opponent wins; so edges equal to m are never crossed and act as zero "
                   "edges."),
    [RING_E_ANSWER_WIN] = ("d_cw = {1} and d_ccw = {2}: at least one is odd, so the first player wins. The first player "
                          "walks the odd way, lowering every edge crossed to the floor; the opponent can only go on, "
                          "and is the one to face the floor edge."),
    [RING_E_ANSWER_LOSE] = "d_cw = {1} and d_ccw = {2}: both are even, so the first player loses.",
    [RING_E_UP_ZERO] = " = {1}, positive: the walk goes on, d = {2}.",
    [RING_E_UP_M] = " = {1} > m = {2}: the walk goes on, d = {3}.",
    [RING_E_STOP_ZERO] = " = {1}, a zero edge: the walk stops; the distance this way is d = {2} ({3}).",
    [RING_E_STOP_M] = " = {1} = m: the walk stops; the distance this way is d = {2} ({3}).",
    [RING_ODD] = "odd",
    [RING_EVEN] = "even",
    [RING_L1_TITLE] = "The rules",
    [RING_L1_TEXT] =
        "Three edges around a ring hold 1, 3 and 0; the coin sits on vertex 0, between edge 3 (0) and edge 1 (1). "
        "A move picks an edge next to the coin whose number is positive, lowers the number to any smaller value "
        "(0 allowed) and moves the coin across it. Whoever finds two zero edges next to the coin loses. Who wins "
        "1 3 0?",
    [RING_L2_TITLE] = "Walking to the zero edge",
    [RING_L2_TEXT] =
        "From vertex 0, walking clockwise meets edges of 2, 5 and 3 before the zero edge 4: step 3 stops the walk "
        "at d = 3, an odd number. Counter-clockwise the zero edge comes at once (d = 0). So the first player "
        "crosses edge 1 lowering it to 0, leaving 0 * 5 3 0: the opponent can only go on across edge 2, the first "
        "player then crosses edge 3 lowering it to 0, and the opponent faces two zero edges.",
    [RING_L3_TITLE] = "The key idea: burn the bridge",
    [RING_L3_TEXT] =
        "Lowering an edge to 0 as you cross it makes the road one-way, and from then on the players alternate "
        "along it. In 1 1 0 2 2 both walks meet 2 positive edges before the zero edge 3, an even number. Crossing "
        "an edge and lowering it to 0 leaves the opponent 1 positive edge ahead, odd, so they win; leaving it "
        "positive lets the opponent cross straight back lowering it to 0, and you face two even counts again. So "
        "the first player loses.",
    [RING_L4_TITLE] = "The theorem",
    [RING_L4_TEXT] =
        "With a zero edge: count the positive edges from the coin to the first zero edge in each direction; the "
        "first player wins exactly when one count is odd. Without a zero edge, an odd ring is a first-player win; "
        "on an even ring the edges equal to the smallest value m act as zero edges, and the counts are of edges "
        "above m. In 4 1 2 1, m = 1: clockwise only edge 1 (4) comes before an edge of 1, an odd count, so the "
        "first player wins by lowering the 4 to 1, not to 0.",
    [RING_L5_TITLE] = "Your turn",
    [RING_L5_TEXT] =
        "2 2 0 1 3 1: clockwise the coin meets 2 positive edges before the zero edge, counter-clockwise 3. One "
        "count is odd, so the first player wins: pick the direction and beat the computer.",
};

static const char *const zh[RING_TEXT_COUNT] = {
    [RING_TITLE] = "取数游戏 II(环上的硬币,洛谷 P1288)",
    [RING_RULES] = ("环上每条边有一个非负整数,硬币放在某个顶点上。每次操作选择硬币左边或右边一条非零的边,把边上的数"
                   "减小为任意更小的非负整数,并把硬币移到这条边的另一端。轮到的人若硬币两边的边都是 0 就输了。"),
    [RING_SYNTAX] = ("按环上顺序写出各边的数,用空格或逗号分隔;硬币在最后一条边与第一条边之间(同 P1288:2 5 3 0),"
                    "或写在 * 处(2 5 * 3 0:第 2、3 条边之间)。环上可以没有 0 边,这种情况也能求解。"),
    [RING_THEORY] = ("有零边时:从硬币出发,分别沿顺时针和逆时针数到第一条零边之前的正边条数;先手必胜当且仅当其中"
                    "有奇数(朝那个方向走,每走过一条边就把它减为 0)。没有零边时:边数为奇数则先手必胜;边数为偶数"
                    "时,等于最小值 m 的边相当于零边,用同样的规则数大于 m 的边。"),
    [RING_PLAY_SYNTAX] = "move 边号 新值(边从 1 编号,须与硬币相邻;新值小于原数)",
    [RING_MARKED_TWICE] = "硬币标记 '*' 出现了两次(第 {1} 行第 {2} 列和第 {3} 行第 {4} 列):只能标记一次",
    [RING_NO_EDGES_GIVEN] = "没有给出边:请按环上顺序写出各边的数,例如 2 5 3 0",
    [RING_USAGE] = "着法写作 'move 边号 新值',例如 move 1 0",
    [RING_NOT_NEXT] = "第 {1} 条边不在硬币(顶点 {2})旁边:请用第 {3} 条或第 {4} 条边",
    [RING_EDGE_ZERO] = "第 {1} 条边是 0:硬币不能走过它",
    [RING_EDGE_SMALLER] = "第 {1} 条边上是 {2}:新值必须更小(0 到 {3})",
    [RING_NO_RING] = "没有边:不构成环",
    [RING_SOLVE_LIMIT] = "{1} 条边:胜负判定最多处理 {2} 条",
    [RING_TRACE_LIMIT] = "{1} 条边:追踪最多处理 {2} 条",
    [RING_MOVE] = "第 {1} 条边:{2} → {3},硬币移到顶点 {4}",
    [RING_MOVE_CW] = "第 {1} 条边:{2} → {3},硬币顺时针移到顶点 {4}",
    [RING_MOVE_CCW] = "第 {1} 条边:{2} → {3},硬币逆时针移到顶点 {4}",
    [RING_R_UP] = "前进",
    [RING_RS_UP] = "这条边大于底值(0 或 m):d = 前一步的 d + 1",
    [RING_R_STOP] = "停下",
    [RING_RS_STOP] = "这条边等于底值(0 或 m):停下,d 即为距离",
    [RING_R_MIN] = "最小边",
    [RING_RS_MIN] = "没有零边且 n 为偶数:m = 最小边权,等于 m 的边相当于零边",
    [RING_R_ODD_RING] = "奇数环",
    [RING_RS_ODD_RING] = "没有零边且 n 为奇数:先手把硬币旁的一条边减为 0,必胜",
    [RING_R_ANSWER] = "结论",
    [RING_RS_ANSWER] = "先手必胜当且仅当 d_cw 或 d_ccw 为奇数",
    [RING_V_EDGES] = "边上的数",
    [RING_V_RING] = "环(1 = 硬币所在顶点)",
    [RING_V_CW] = "顺时针走:d",
    [RING_V_CCW] = "逆时针走:d",
    [RING_V_MIN] = "最小边权 m",
    [RING_E_ODD_RING] = ("没有零边,且共有 {1} 条边(奇数):先手把硬币旁的一条边减为 0 并走过去,对手身后是 0,"
                        "前方有 {2} 条(偶数)正边,对手必败。所以先手必胜。"),
    [RING_E_MIN] = ("m = {1}:没有零边且边数 {2} 为偶数。谁把某条边减到 m 以下,对手身后就是唯一的最小边、"
                   "前方有奇数条更大的边,对手必胜;所以等于 m 的边无人越过,相当于零边。"),
    [RING_E_ANSWER_WIN] = ("d_cw = {1},d_ccw = {2}:至少一个是奇数,所以先手必胜。"
                          "先手朝奇数的方向走,每走过一条边就把它减为 0,对手只能继续向前,最终面对底值边。"),
    [RING_E_ANSWER_LOSE] = "d_cw = {1},d_ccw = {2}:都是偶数,所以先手必败。",
    [RING_E_UP_ZERO] = " = {1},是正数,继续前进,d = {2}。",
    [RING_E_UP_M] = " = {1} > m = {2},继续前进,d = {3}。",
    [RING_E_STOP_ZERO] = " = {1},是零边,停下:这个方向的距离 d = {2}({3})。",
    [RING_E_STOP_M] = " = {1} = m,停下:这个方向的距离 d = {2}({3})。",
    [RING_ODD] = "奇数",
    [RING_EVEN] = "偶数",
    [RING_L1_TITLE] = "规则",
    [RING_L1_TEXT] =
        "环上三条边依次为 1、3、0；硬币在顶点 0，位于第 3 条边（0）和第 1 条边（1）之间。每次选硬币旁边一条数"
        "为正的边，把它减小为任意更小的非负整数（可以是 0），并让硬币走过这条边。轮到时硬币两边都是 0 的人输。"
        "1 3 0 谁会赢？",
    [RING_L2_TITLE] = "走到零边",
    [RING_L2_TEXT] =
        "从顶点 0 顺时针走，在零边（第 4 条边）之前经过 2、5、3 三条正边：第 3 步在 d = 3 处停下，是奇数。逆时"
        "针方向第一条就是零边（d = 0）。所以先手走过第 1 条边并把它减为 0，留下 0 * 5 3 0：对手只能继续走过第 "
        "2 条边，先手再走过第 3 条边并把它减为 0，对手面对两条零边，输了。",
    [RING_L3_TITLE] = "关键想法：过河拆桥",
    [RING_L3_TEXT] =
        "过边时把它减为 0，路就变成单行道，之后双方只能沿着它轮流前进。1 1 0 2 2 中，两个方向在零边（第 3 条"
        "边）之前都有 2 条正边，都是偶数。走过一条边并减为 0，对手前方还剩 1 条正边（奇数），对手获胜；若减后"
        "仍为正，对手可以立刻走回来并把它减为 0，你又面对两个方向都是偶数的局面。所以先手必败。",
    [RING_L4_TITLE] = "定理",
    [RING_L4_TEXT] =
        "有零边时：从硬币出发，分别数两个方向上第一条零边之前的正边条数；先手必胜当且仅当其中有奇数。没有零边"
        "时，边数为奇数则先手必胜；边数为偶数时，等于最小值 m 的边相当于零边，数的是大于 m 的边。4 1 2 1 中 m "
        "= 1：顺时针只有第 1 条边（4）在一条值为 1 的边之前，条数为奇数，所以先手必胜，办法是把 4 减为 1，而不"
        "是 0。",
    [RING_L5_TITLE] = "轮到你",
    [RING_L5_TEXT] =
        "2 2 0 1 3 1：顺时针在零边之前有 2 条正边，逆时针有 3 条。其中有奇数，先手必胜：选好方向，战胜电脑。",
};

const gr_texts ring_texts = {"ring", RING_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
