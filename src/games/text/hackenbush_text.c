/* hackenbush_text.c — hackenbush's messages, one table per language (keys in hackenbush_text.h). */
#include "hackenbush_text.h"

static const char *const en[HB_TEXT_COUNT] = {
    [HB_TITLE] = "Green Hackenbush (graphs, 图删边游戏)",
    [HB_RULES] = ("A picture of edges stands on the ground (vertex 0); loops and parallel edges are allowed. A move "
        "deletes one edge, and everything no longer connected to the ground disappears. The player who cannot "
        "move loses."),
    [HB_SYNTAX] = ("Edges as A-B, the ground is vertex 0: 0-1 1-2 1-3 3-0 (optionally n=N; first, declaring the "
        "vertices 0..N)"),
    [HB_THEORY] = ("Fusion principle: the vertices of every cycle fuse into one vertex and the cycle's edges become "
        "loops, so each 2-edge-connected component (bridges found by an iterative Tarjan lowlink) becomes a "
        "vertex with one loop per edge, worth that count mod 2. Colon principle: a vertex is worth the xor of "
        "(branch value + 1) over its branches, xor its loops' worth. Winning cuts: a bridge wins when the "
        "branch it drops is what the rest needs; inside a component, the edges that form 2-edge cuts with each "
        "other are handled a whole class at a time (a binary trie with lazy xor and +1), so all cuts are "
        "found in O(m log m)."),
    [HB_PLAY_SYNTAX] = "cut EDGE (the edge's number from 1, or A-B)",
    [HB_LESSON1_TITLE] = "The rules",
    [HB_LESSON1] = ("Vertex 0 is the ground. The picture 0-1 0-3 1-2 1-3 is a triangle 0, 1, 3 standing on the ground, "
        "with an edge 1-2 hanging from vertex 1. A move deletes one edge, and whatever is no longer connected "
        "to the ground falls off: cutting 0-1 drops nothing (vertex 1 still hangs from 3), cutting 1-2 removes "
        "just that edge. Whoever cannot move loses. Who wins?"),
    [HB_LESSON2_TITLE] = "Fusing and adding up",
    [HB_LESSON2] = ("The triangle 1-2-3 fuses into one vertex carrying 3 loops, worth 3 mod 2 = 1, and the loop at vertex "
        "4 is worth 1. Working down to the ground: vertex 5 holds two single edges, (0 + 1) xor (0 + 1) = "
        "0; vertex 1 has its loops (1) and the branch to 4 (1 + 1 = 2), so it is worth 1 xor 2 = 3. At step "
        "9 the ground adds its two branches: (3 + 1) xor (0 + 1) = 4 xor 1 = 5, not 0, so the first player "
        "wins."),
    [HB_LESSON3_TITLE] = "The key idea: every picture is a stalk",
    [HB_LESSON3] = ("Two principles turn any picture into a single stalk, that is a Nim heap. Colon principle: what hangs "
        "from a vertex may be swapped for a stalk of the same value, so branches worth a and b (each counted "
        "with its own edge, value + 1) are worth a xor b together. Fusion principle: the vertices of a cycle "
        "may be glued into one, its edges becoming loops, and a loop is a stalk of length 1. In the first "
        "picture the triangle gives 3 loops (3 mod 2 = 1) and the edge 1-2 is a branch worth 0 + 1 = 1; at "
        "step 3, 1 xor 1 = 0: the second player wins."),
    [HB_LESSON4_TITLE] = "The theorem: fusion and colon principles",
    [HB_LESSON4] = ("Fusion principle: fusing the vertices of a cycle into one vertex, its edges becoming loops, does "
        "not change the value; so each 2-edge-connected part becomes a vertex with E loops, worth E mod 2. "
        "Colon principle: a vertex is worth the xor over its branches of (the value of the branch's far end "
        "+ 1), xor its loops' worth. By the SG theorem the mover wins exactly when the ground's value is "
        "not 0. Here the square 1-2-3-4 gives 4 loops (worth 0) and the double edge 6-7 gives 2 (worth 0); "
        "vertex 1 is worth 0 xor (0 + 1) = 1, and at step 7 the ground is worth (1 + 1) xor (0 + 1) = 3: "
        "the first player wins."),
    [HB_LESSON5_TITLE] = "Your turn",
    [HB_LESSON5] = ("A triangle 0-1-2 on the ground with a fork 2-3, 3-4, 3-5 above it, and a stalk 0-6 topped by a loop. "
        "The picture is worth 2, not 0, so the first player wins: find the cut that leaves 0, then beat the "
        "computer."),
    [HB_RULE_FUSE] = "Fusion",
    [HB_RULE_FUSE_SUMMARY] = "the vertices of a cycle fuse into one vertex; the cycle's edges become loops there",
    [HB_RULE_LOOP] = "Loops",
    [HB_RULE_LOOP_SUMMARY] = "a loop is a stalk of length 1: E loops are worth E mod 2",
    [HB_RULE_COLON] = "Colon principle",
    [HB_RULE_COLON_SUMMARY] = "value = (loops' worth) xor (each branch's value + 1)",
    [HB_RULE_COLON_BARE_SUMMARY] = "value = xor of (each branch's value + 1)",
    [HB_RULE_ANSWER] = "The picture",
    [HB_RULE_ANSWER_SUMMARY] = "the picture is worth the ground's value; the mover wins unless it is 0",
    [HB_RULE_CUT_BRIDGE] = "Cut a bridge",
    [HB_RULE_CUT_BRIDGE_SUMMARY] = "the branch above the edge falls off with it",
    [HB_RULE_CUT_CYCLE] = "Cut a cycle edge",
    [HB_RULE_CUT_CYCLE_SUMMARY] = "nothing falls; fuse again without the edge",
    [HB_VIEW_GRAPH] = "the picture (ground at the bottom)",
    [HB_VIEW_LOOPS] = "loops after fusion",
    [HB_VIEW_STALKS] = "worth of the loops",
    [HB_VIEW_VALUE] = "fused tree: value of each part",
    [HB_VIEW_AFTER] = "value after cutting each edge",
    [HB_VIEW_ANSWER] = "Grundy value",
    [HB_GROUND] = "the ground",
    [HB_VERTEX] = "vertex {1}",
    [HB_FUSE_ONE] = "Fusion: {1} carries {2} {2|loop|loops} already; nothing to fuse.",
    [HB_FUSE_MANY] = "Fusion: vertices {{1}} lie on cycles together (2-edge-connected) and fuse into one vertex; the {2} edges among them become {2} loops.",
    [HB_FUSE_MORE] = ", ... ({1} in all)",
    [HB_LOOP_ONE] = "One loop is a stalk of length 1: worth 1.",
    [HB_LOOPS] = "The {1} loops are stalks of length 1 each: their xor is {1} mod 2 = {2}.",
    [HB_COLON_AT] = "Colon principle at {1}: ",
    [HB_COLON_LOOPS] = "loops worth {1}",
    [HB_COLON_SEP] = "; ",
    [HB_COLON_BRANCH] = "the branch at {1}: {2} + 1 = {3}",
    [HB_COLON_NOTHING] = "it holds nothing up, so it is worth 0.",
    [HB_COLON_ONE] = ", so it is worth {1}.",
    [HB_COLON_XOR] = "; {1} = {2}.",
    [HB_ANSWER_WIN] = "The ground is worth {1}: the picture's Grundy value is {1}, not 0, so the first player wins (some cut leaves value 0).",
    [HB_ANSWER_LOSE] = "The ground is worth 0: the picture's Grundy value is 0, so the first player loses.",
    [HB_CUT_EDGE] = "Cut edge {1} ({2}-{3}): ",
    [HB_CUT_BRIDGE] = "a bridge; the branch above {1} (worth {2}, {3} with this edge) falls off",
    [HB_CUT_LOOP] = "a loop, so nothing falls",
    [HB_CUT_CYCLE] = "it lies on a cycle (in a part worth {1}), so nothing falls",
    [HB_CUT_THEN_FUSED] = "; fused again without it, the picture is worth {1}{2}",
    [HB_CUT_THEN] = "; the picture is then worth {1}{2}",
    [HB_CUT_WINS] = ": a winning cut.",
    [HB_CUT_LOSES] = ": not a winning cut.",
    [HB_DESCRIBE_CUT] = "cut edge {1} ({2}-{3})",
    [HB_DESCRIBE_FELL] = "; {1} more {1|edge falls|edges fall} off",
    [HB_NO_EDGES] = "no edges given: write the edges as A-B with the ground as vertex 0, e.g. 0-1 1-2 1-3 3-0",
    [HB_PAST_N] = "edge {1} ({2}-{3}) at line {4}, column {5} names vertex {6}, but n={7} declares the vertices 0..{7} (0 is the ground)",
    [HB_NO_GROUND] = "no edge touches the ground (vertex 0): every edge must hang from the ground, e.g. 0-1 1-2",
    [HB_NOT_CONNECTED] = "edge {1} ({2}-{3}) at line {4}, column {5} is not connected to the ground (vertex 0): every edge must hang from the ground through other edges",
    [HB_TOO_MANY_MOVES] = "this picture has {1} moves; at most {2} can be listed",
    [HB_TOO_MANY_NUMBERS] = "listing all {1} moves of a {2}-edge picture would take {3} numbers (at most {4}): use solve for the winning cuts, or play one cut",
    [HB_SOLVE_LIMIT] = "{1} edges: the verdict handles at most {2}",
    [HB_NO_EDGE_LEFT] = "the game is over: there is no edge left to cut",
    [HB_PLAY_USAGE] = "a move is written 'cut EDGE' (the edge's number from 1, or A-B), e.g. cut 2",
    [HB_NO_EDGE_NUMBER] = "there is no edge {1}: the edges are numbered 1 to {2}",
    [HB_NO_SUCH_EDGE] = "there is no edge {1}-{2} in the picture",
    [HB_CUT_KEEPS] = "internal: cutting edge {1} keeps {2} edges, not {3}",
    [HB_TRACE_OVER] = "no edges: the game is over",
    [HB_TRACE_LIMIT] = "{1} edges: the trace draws at most {2} (the verdict alone handles {3})",
};

static const char *const zh[HB_TEXT_COUNT] = {
    [HB_TITLE] = "绿色 Hackenbush(图删边游戏)",
    [HB_RULES] = ("一幅由边组成的图立在地面(顶点 0)上,允许自环和重边。每次删去一条边,不再与地面相连的部分随之消失。"
        "不能操作的人输。"),
    [HB_SYNTAX] = "边写作 A-B,地面是顶点 0:0-1 1-2 1-3 3-0(可在开头写 n=N; 声明顶点为 0..N)",
    [HB_THEORY] = ("融合原理:每个环上的顶点并成一点,环上的边变成自环;于是每个 2 边连通分量(用迭代 Tarjan lowlink "
        "求桥)变成一个带自环的点,值为自环数 mod 2。冒号原理:一个点的值是各分支 (值 + 1) 的异或,再异或"
        "自环的值。必胜的一刀:剪桥时看掉落的分支是否恰为其余部分所需;分量内部按互为 2 边割的边类整类计算"
        "(带懒标记异或与 +1 的二进制 Trie),全部必胜剪法 O(m log m)。"),
    [HB_PLAY_SYNTAX] = "cut 边(边的编号从 1 开始,或写 A-B)",
    [HB_LESSON1_TITLE] = "规则",
    [HB_LESSON1] = ("顶点 0 是地面。图 0-1 0-3 1-2 1-3 是立在地面上的三角形 0、1、3，"
        "顶点 1 上还挂着一条边 1-2。每次删去一条边，不再与地面相连的部分随之掉落：删去 0-1 什么也不会掉（"
        "顶点 1 仍通过 3 连着地面），删去 1-2 只去掉这一条边。不能操作的人输。谁会赢？"),
    [HB_LESSON2_TITLE] = "融合与合并",
    [HB_LESSON2] = ("三角形 1-2-3 融合成一个带 3 个自环的点，值为 3 mod 2 = 1；顶点 4 上的自环值为 1。"
        "从上往下算到地面：顶点 5 挂着两条单边，(0 + 1) xor (0 + 1) = 0；"
        "顶点 1 有自环（值 1）和通向 4 的分支（1 + 1 = 2），值为 1 xor 2 = 3。"
        "第 9 步在地面合并两个分支：(3 + 1) xor (0 + 1) = 4 xor 1 = 5，"
        "不为 0，先手必胜。"),
    [HB_LESSON3_TITLE] = "关键想法：每幅图都等于一根竹竿",
    [HB_LESSON3] = ("两条原理把任何图都化成一根竹竿，也就是一堆 Nim。冒号原理：挂在一个点上的部分可以换成同值的一根竹竿，"
        "所以值为 a 和 b 的两个分支（各连同自己那条边计算，值 + 1）合起来值为 a xor b。"
        "融合原理：环上的顶点可以并成一点，环上的边变成自环，而一个自环相当于长度为 1 的竹竿。"
        "第一幅图中三角形变成 3 个自环（3 mod 2 = 1），边 1-2 是值为 0 + 1 = 1 的分支；"
        "第 3 步得到 1 xor 1 = 0：后手必胜。"),
    [HB_LESSON4_TITLE] = "定理：融合原理与冒号原理",
    [HB_LESSON4] = ("融合原理：把一个环上的顶点并成一点、环上的边变成自环，值不变；于是每个 2 边连通分量变成带 E 个自环的点"
        "，值为 E mod 2。冒号原理：一个点的值是各分支（分支另一端的值 + 1）的异或，再异或自环的值。"
        "由 SG 定理，地面的值不为 0 时先手必胜。这里正方形 1-2-3-4 变成 4 个自环（值 0）"
        "，重边 6-7 变成 2 个自环（值 0）；顶点 1 的值为 0 xor (0 + 1) = 1，"
        "第 7 步地面的值为 (1 + 1) xor (0 + 1) = 3：先手必胜。"),
    [HB_LESSON5_TITLE] = "轮到你",
    [HB_LESSON5] = ("地面上立着三角形 0-1-2，上面挂着叉形 2-3、3-4、3-5，另有一根竹竿 0-6，"
        "顶端带一个自环。整幅图的值为 2，不为 0，先手必胜：找出使值变为 0 的那一刀，然后战胜电脑。"),
    [HB_RULE_FUSE] = "融合",
    [HB_RULE_FUSE_SUMMARY] = "环上的顶点并成一个点,环上的边变成该点的自环",
    [HB_RULE_LOOP] = "自环",
    [HB_RULE_LOOP_SUMMARY] = "一个自环相当于长度为 1 的竹竿:E 个自环的值是 E mod 2",
    [HB_RULE_COLON] = "冒号原理",
    [HB_RULE_COLON_SUMMARY] = "值 = 自环的值 xor (每个分支的值 + 1)",
    [HB_RULE_COLON_BARE_SUMMARY] = "值 = 各分支 (值 + 1) 的异或",
    [HB_RULE_ANSWER] = "整幅图",
    [HB_RULE_ANSWER_SUMMARY] = "整幅图的值就是地面的值;非 0 则先手必胜",
    [HB_RULE_CUT_BRIDGE] = "剪断桥",
    [HB_RULE_CUT_BRIDGE_SUMMARY] = "这条边上方的分支随之掉落",
    [HB_RULE_CUT_CYCLE] = "剪断环上的边",
    [HB_RULE_CUT_CYCLE_SUMMARY] = "什么都不掉落;去掉这条边重新融合",
    [HB_VIEW_GRAPH] = "图(地面在最下方)",
    [HB_VIEW_LOOPS] = "融合后的自环数",
    [HB_VIEW_STALKS] = "自环的值",
    [HB_VIEW_VALUE] = "融合后的树:各部分的值",
    [HB_VIEW_AFTER] = "剪断每条边后的值",
    [HB_VIEW_ANSWER] = "SG 值",
    [HB_GROUND] = "地面",
    [HB_VERTEX] = "顶点 {1}",
    [HB_FUSE_ONE] = "融合:{1} 上有 {2} 个自环,保持不变。",
    [HB_FUSE_MANY] = "融合:顶点 {{1}} 同在环上(2 边连通),并成一个点;它们之间的 {2} 条边变成 {2} 个自环。",
    [HB_FUSE_MORE] = ",…(共 {1} 个)",
    [HB_LOOP_ONE] = "1 个自环各相当于长度为 1 的竹竿,异或起来是 1 mod 2 = 1。",
    [HB_LOOPS] = "{1} 个自环各相当于长度为 1 的竹竿,异或起来是 {1} mod 2 = {2}。",
    [HB_COLON_AT] = "冒号原理,{1}:",
    [HB_COLON_LOOPS] = "自环的值 {1}",
    [HB_COLON_SEP] = ";",
    [HB_COLON_BRANCH] = "{1} 上的分支 {2} + 1 = {3}",
    [HB_COLON_NOTHING] = "上面什么也没有,值为 0。",
    [HB_COLON_ONE] = ";所以值为 {1}。",
    [HB_COLON_XOR] = ";{1} = {2}。",
    [HB_ANSWER_WIN] = "地面的值是 {1},整幅图的 SG 值为 {1} ≠ 0:先手必胜(存在剪后值为 0 的一刀)。",
    [HB_ANSWER_LOSE] = "地面的值是 0:整幅图的 SG 值为 0,先手必败。",
    [HB_CUT_EDGE] = "剪断第 {1} 条边 ({2}-{3}):",
    [HB_CUT_BRIDGE] = "它是桥,{1} 以上的分支(值 {2},连同这条边为 {3})掉落",
    [HB_CUT_LOOP] = "它是一个自环,什么都不掉落",
    [HB_CUT_CYCLE] = "它在环上(所在部分的值 {1}),什么都不掉落,去掉它重新融合",
    [HB_CUT_THEN_FUSED] = ";之后整幅图的值为 {1}{2}",
    [HB_CUT_THEN] = ";之后整幅图的值为 {1}{2}",
    [HB_CUT_WINS] = ":必胜的一刀。",
    [HB_CUT_LOSES] = ",不是必胜着法。",
    [HB_DESCRIBE_CUT] = "剪断第 {1} 条边 ({2}-{3})",
    [HB_DESCRIBE_FELL] = ",另有 {1} 条边随之掉落",
    [HB_NO_EDGES] = "没有给出边:把边写成 A-B,地面是顶点 0,例如 0-1 1-2 1-3 3-0",
    [HB_PAST_N] = "第 {1} 条边 ({2}-{3})(第 {4} 行第 {5} 列)用到了顶点 {6},但 n={7} 声明的顶点是 0..{7}(0 是地面)",
    [HB_NO_GROUND] = "没有边接触地面(顶点 0):每条边都必须挂在地面上,例如 0-1 1-2",
    [HB_NOT_CONNECTED] = "第 {1} 条边 ({2}-{3})(第 {4} 行第 {5} 列)没有与地面(顶点 0)相连:每条边都必须经由其他边挂在地面上",
    [HB_TOO_MANY_MOVES] = "这幅图有 {1} 种走法;最多只能列出 {2} 种",
    [HB_TOO_MANY_NUMBERS] = "列出 {2} 条边的图的全部 {1} 种走法需要 {3} 个数(最多 {4} 个):请用 solve 求必胜的剪法,或者只走一刀",
    [HB_SOLVE_LIMIT] = "{1} 条边:判定最多处理 {2} 条",
    [HB_NO_EDGE_LEFT] = "游戏已经结束:没有可剪的边了",
    [HB_PLAY_USAGE] = "走法写作 'cut 边'(边的编号从 1 开始,或写 A-B),例如 cut 2",
    [HB_NO_EDGE_NUMBER] = "没有第 {1} 条边:边的编号是 1 到 {2}",
    [HB_NO_SUCH_EDGE] = "图中没有边 {1}-{2}",
    [HB_CUT_KEEPS] = "内部错误:剪断第 {1} 条边后剩下 {2} 条边,而不是 {3} 条",
    [HB_TRACE_OVER] = "没有边:游戏已经结束",
    [HB_TRACE_LIMIT] = "{1} 条边:过程最多画 {2} 条(只求胜负可处理 {3} 条)",
};

const gr_texts hackenbush_texts = {"hackenbush", HB_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
