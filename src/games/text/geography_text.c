/* geography_text.c — geography's messages, one table per language (keys in geography_text.h). */
#include "geography_text.h"

static const char *const en[GEO_TEXT_COUNT] = {
    [GEO_TITLE] = "Undirected vertex geography (二分图博弈)",
    [GEO_RULES] = ("A token stands on a vertex of an undirected graph. A move takes it along an edge to a vertex it has "
        "not visited yet (the start counts as visited). The player who cannot move loses."),
    [GEO_SYNTAX] = ("start=V; then the edges A-B (vertices from 1); optionally n=N; to declare the vertices 1..N and "
        "visited=A B ...; for vertices already left: start=1; 1-2 2-3 3-4"),
    [GEO_THEORY] = ("The mover wins exactly when the token's vertex is in every maximum matching of the unvisited graph: "
        "then moving along the matching always leaves the opponent on a vertex some maximum matching misses. "
        "One maximum matching (Hopcroft–Karp when the token's part is bipartite, Edmonds' blossom algorithm "
        "otherwise) and one alternating-forest search (Gallai–Edmonds) decide it and find every winning move."),
    [GEO_PLAY_SYNTAX] = "move VERTEX (a neighbour of the token not visited yet)",
    [GEO_LESSON1_TITLE] = "The rules",
    [GEO_LESSON1] = ("A path 1-2-3-4 with the token on vertex 2. A move takes the token along an edge to a vertex it has "
        "never visited (the start counts as visited); whoever cannot move loses. From 2 the token can go "
        "to 1 or to 3. Which move wins?"),
    [GEO_LESSON2_TITLE] = "A matching and an alternating path",
    [GEO_LESSON2] = ("A 5-cycle 1-2-3-4-5 with a tail 3-6-7, the token on 1. The matching steps find 3 edges, 1-2, 3-6 "
        "and 4-5 (the odd cycle needs Edmonds' blossom shrinking), which leave 7 unmatched. At step 10 the "
        "alternating path 7-6, 6-3, 3-2, 2-1 from the unmatched 7 reaches 1: swapping along it gives the "
        "matching 6-7, 2-3, 4-5, just as large, which misses 1. So the token's vertex is not in every maximum "
        "matching, and the first player loses."),
    [GEO_LESSON3_TITLE] = "The key idea: follow the matching",
    [GEO_LESSON3] = ("Suppose every maximum matching covers the token's vertex t. Move along a matching edge to t's partner: "
        "the rest of the matching is a maximum matching of what is left that misses the opponent's vertex, "
        "so every move of the opponent goes to a matched vertex (otherwise the path walked so far would make "
        "the matching larger), and you answer along its matching edge; you always have a reply, so the opponent "
        "runs out first. On the path 1-2-3-4 the only maximum matching is 1-2, 3-4: from 2, moving to 1 along "
        "the matching (step 10) wins at once, while moving to 3 lets the opponent answer from 3 to 4."),
    [GEO_LESSON4_TITLE] = "The theorem: the start in every maximum matching",
    [GEO_LESSON4] = ("The player to move wins exactly when the token's vertex t is in every maximum matching of the graph "
        "G of t and the unvisited vertices, that is when nu(G - t) < nu(G) (nu: the size of a maximum matching). "
        "Say the first player moved from 1 to 5 in the last position: now G has the vertices 2 to 7, whose "
        "maximum matching 2-3, 4-5, 6-7 is perfect, so every maximum matching covers 5 and nu(G - 5) = 2 "
        "< 3. The player now to move wins by following the matching, first from 5 to 4; the code finds one "
        "maximum matching (Hopcroft-Karp or Edmonds' blossoms) and one alternating-forest search to decide "
        "it."),
    [GEO_LESSON5_TITLE] = "Your turn",
    [GEO_LESSON5] = ("A triangle 1-2-3, then the squares 2-3-5-4 and 4-5-7-6, and a tail 6-8; the token is on 1. Vertex "
        "1 is in every maximum matching, so the first player wins: move along a maximum matching, answer "
        "every move along it, and beat the computer."),
    [GEO_RULE_AUGMENT] = "Augmenting path",
    [GEO_RULE_AUGMENT_SUMMARY] = "an alternating path between two unmatched vertices: flipping it adds one matched edge",
    [GEO_RULE_AUGMENT_BLOSSOM] = "Augmenting path (blossom)",
    [GEO_RULE_AUGMENT_BLOSSOM_SUMMARY] = "found after shrinking an odd cycle (a blossom) into one vertex",
    [GEO_RULE_MATCHED] = "Matched",
    [GEO_RULE_MATCHED_SUMMARY] = "the vertex's partner in the maximum matching",
    [GEO_RULE_UNMATCHED] = "Unmatched",
    [GEO_RULE_UNMATCHED_SUMMARY] = "the maximum matching leaves the vertex alone",
    [GEO_RULE_EXPOSED] = "Missed",
    [GEO_RULE_EXPOSED_SUMMARY] = "unmatched in a maximum matching: not in every maximum matching",
    [GEO_RULE_EVEN] = "Even alternating path",
    [GEO_RULE_EVEN_SUMMARY] = "reached from an unmatched vertex by an even alternating path: swapping along it misses the vertex",
    [GEO_RULE_EVERY] = "In every maximum matching",
    [GEO_RULE_EVERY_SUMMARY] = "no even alternating path from an unmatched vertex reaches it",
    [GEO_RULE_MOVE_WIN] = "Winning move",
    [GEO_RULE_MOVE_WIN_SUMMARY] = "some maximum matching of the graph without the token's vertex misses the neighbour",
    [GEO_RULE_MOVE_LOSE] = "Losing move",
    [GEO_RULE_MOVE_LOSE_SUMMARY] = "every maximum matching of the graph without the token's vertex covers the neighbour",
    [GEO_RULE_ANSWER] = "Verdict",
    [GEO_RULE_ANSWER_SUMMARY] = "the mover wins exactly when the token's vertex is in every maximum matching",
    [GEO_VIEW_GRAPH] = "the token's part of the graph",
    [GEO_VIEW_AUGMENT] = "matching size after each augmenting path",
    [GEO_VIEW_MATE] = "maximum matching: each vertex's partner (0: none)",
    [GEO_VIEW_EVERY] = "in every maximum matching",
    [GEO_VIEW_MOVES] = "moving to each neighbour wins",
    [GEO_VIEW_ANSWER] = "first player wins",
    [GEO_AUGMENT] = "Augmenting path {1} ({2} {2|edge|edges}, both ends unmatched)",
    [GEO_AUGMENT_BLOSSOM] = ", found after shrinking an odd cycle (a blossom)",
    [GEO_AUGMENT_FLIP] = ": flipping it matches {1}; the matching now has {2} {2|edge|edges}.",
    [GEO_MATCHED] = "In the maximum matching, vertex {1} is matched with {2}.",
    [GEO_UNMATCHED] = "The maximum matching leaves vertex {1} unmatched.",
    [GEO_EXPOSED] = "Vertex {1} is unmatched in this maximum matching, so it is not in every maximum matching.",
    [GEO_EVEN] = "An even alternating path from the unmatched vertex {1} reaches vertex {2} (matched with {3}): swapping along it gives a maximum matching just as large that misses {2}. So {2} is not in every maximum matching.",
    [GEO_EVERY] = "No even alternating path from an unmatched vertex reaches vertex {1} (matched with {2}): every maximum matching covers it.",
    [GEO_MOVE_WIN] = "Moving to {1}: without {2}, some maximum matching misses {1}, so the opponent, starting there, loses: a winning move.",
    [GEO_MOVE_LOSE] = "Moving to {1}: without {2}, every maximum matching covers {1}, so the opponent, starting there, wins: not a winning move.",
    [GEO_ANSWER_WIN] = "The token's vertex {1} is in every maximum matching: the first player wins by always moving along the matching (first to {2}).",
    [GEO_ANSWER_LOSE] = "Some maximum matching misses the token's vertex {1}: the first player loses (the second answers every move along the matching).",
    [GEO_DESCRIBE] = "move the token from {1} to {2}",
    [GEO_NO_START] = "no start vertex: write start=V; before the edges, e.g. start=1; 1-2 2-3 3-4",
    [GEO_N_ZERO] = "n={1} at line {2}, column {3}: a graph needs at least one vertex",
    [GEO_N_LIMIT] = "n={1} at line {2}, column {3}: at most 1000000 vertices are accepted",
    [GEO_NO_EDGES] = "no edges given: write the edges as A-B, e.g. start=1; 1-2 2-3 3-4 (or declare the vertices with n=N)",
    [GEO_VERTEX_ZERO] = "edge {1} ({2}-{3}) at line {4}, column {5} names vertex 0: vertices are numbered from 1",
    [GEO_LOOP] = "edge {1} ({2}-{3}) at line {4}, column {5} is a loop: the token always moves to another vertex, so geography takes no loops",
    [GEO_PAST_N] = "edge {1} ({2}-{3}) at line {4}, column {5} names vertex {6}, but n={7} declares the vertices 1..{7}",
    [GEO_REPEAT] = "edge {1} ({2}-{3}) at line {4}, column {5} repeats edge {6} ({7}-{8})",
    [GEO_VERTEX_LIMIT] = "the edges name {1} vertices: at most {2} are accepted",
    [GEO_START_OUT] = "start={1} at line {2}, column {3}: vertex {1} is not in the graph ({4})",
    [GEO_START_OUT_N] = "n= declares the vertices 1..N",
    [GEO_START_OUT_EDGES] = "its vertices are the ends of its edges",
    [GEO_VISITED_OUT] = "visited vertex {1} at line {2}, column {3} is {4}, which is not in the graph",
    [GEO_VISITED_START] = "visited vertex {1} at line {2}, column {3} is {4}, where the token stands: list only the vertices it has left",
    [GEO_VISITED_TWICE] = "vertex {1} is listed twice in visited=",
    [GEO_TOO_MANY_MOVES] = "this position has {1} moves; at most {2} can be listed",
    [GEO_TOO_MANY_NUMBERS] = "listing all {1} moves would take {2} numbers (at most {3}): use solve, or play one move",
    [GEO_GENERAL_LIMIT] = "the token's part of the graph has {1} vertices and an odd cycle: Edmonds' blossom algorithm here takes at most {2} (bipartite graphs: up to {3})",
    [GEO_NO_NEIGHBOUR] = "the game is over: the token has no unvisited neighbour",
    [GEO_PLAY_USAGE] = "a move is written 'move VERTEX', e.g. move 2",
    [GEO_NO_VERTEX] = "there is no vertex {1} in the graph",
    [GEO_ALREADY_THERE] = "the token is already on {1}: move it to a neighbour",
    [GEO_VISITED] = "vertex {1} was visited already: the token never returns",
    [GEO_NOT_NEXT] = "vertex {1} is not next to the token (on {2})",
    [GEO_NOT_POSITION] = "internal: not a geography position",
    [GEO_NO_TOKEN] = "internal: the token is not on a vertex",
    [GEO_NOT_MAXIMUM] = "internal: the matching is not maximum",
    [GEO_TRACE_LIMIT] = "the token's part of the graph has {1} vertices: the trace draws at most {2} (the verdict alone handles far more)",
};

static const char *const zh[GEO_TEXT_COUNT] = {
    [GEO_TITLE] = "无向点地理游戏(二分图博弈)",
    [GEO_RULES] = ("无向图的一个顶点上有一枚棋子。每次沿一条边把它移到一个从未到过的顶点(起点算作已到过)。"
        "不能移动的人输。"),
    [GEO_SYNTAX] = ("start=V; 然后是边 A-B(顶点从 1 编号);可选 n=N; 声明顶点 1..N,visited=A B ...; 列出已离开的顶点:"
        "start=1; 1-2 2-3 3-4"),
    [GEO_THEORY] = ("先手必胜当且仅当棋子所在点在未访问图的每个最大匹配中:沿匹配边走,对手总是落在某个最大匹配可以不"
        "覆盖的点上。求一个最大匹配(棋子所在部分是二分图时用 Hopcroft–Karp,否则用 Edmonds 带花树),再做"
        "一次交错森林搜索(Gallai–Edmonds),即可判定胜负并找出全部必胜着法。"),
    [GEO_PLAY_SYNTAX] = "move 顶点(棋子的一个未到过的邻点)",
    [GEO_LESSON1_TITLE] = "规则",
    [GEO_LESSON1] = ("一条路径 1-2-3-4，棋子在顶点 2 上。每次沿一条边把棋子移到一个从未到过的顶点（起点算作已到过）"
        "；不能移动的人输。从 2 可以走到 1 或 3。哪一步能赢？"),
    [GEO_LESSON2_TITLE] = "最大匹配与交错路",
    [GEO_LESSON2] = ("一个 5 元环 1-2-3-4-5，外加一条尾巴 3-6-7，棋子在 1 上。求匹配的几步找到 3 条边 1"
        "-2、3-6、4-5（奇环要用 Edmonds 带花树的缩花），7 没有被匹配。第 10 步，"
        "从未匹配的 7 出发的交错路 7-6、6-3、3-2、2-1 到达 1：沿它交换得到同样大的匹配 6-7、2"
        "-3、4-5，却不覆盖 1。所以棋子所在点不在每个最大匹配中，先手必败。"),
    [GEO_LESSON3_TITLE] = "关键想法：沿着匹配走",
    [GEO_LESSON3] = ("设棋子所在点 t 在每个最大匹配中。沿匹配边走到 t 的配对点：剩下的匹配是剩余图的最大匹配，"
        "且不覆盖对手所在的点，于是对手每一步都只能走到被匹配的点（否则已走过的路会让匹配变大），"
        "你就沿这个点的匹配边应对；你总有应着，所以先走投无路的是对手。路径 1-2-3-4 唯一的最大匹配是 1-2"
        "、3-4：从 2 沿匹配边走到 1（第 10 步）立即获胜，而走到 3 则让对手从 3 走到 4。"),
    [GEO_LESSON4_TITLE] = "定理：起点在每个最大匹配中",
    [GEO_LESSON4] = ("轮到走的一方必胜，当且仅当棋子所在点 t 在由 t 和未访问顶点构成的图 G 的每个最大匹配中，"
        "即 nu(G - t) < nu(G)（nu 为最大匹配的边数）。设上一个局面中先手从 1 走到了 5："
        "现在 G 由顶点 2 到 7 组成，最大匹配 2-3、4-5、6-7 是完美匹配，所以每个最大匹配都覆盖 5"
        "，nu(G - 5) = 2 < 3。现在轮到走的一方沿匹配走即可获胜，先从 5 走到 4；"
        "程序求一个最大匹配（Hopcroft-Karp 或 Edmonds 带花树），再做一次交错森林搜索来判定。"),
    [GEO_LESSON5_TITLE] = "轮到你",
    [GEO_LESSON5] = ("一个三角形 1-2-3，接着是正方形 2-3-5-4 和 4-5-7-6，再加一条尾巴 6-8；"
        "棋子在 1 上。顶点 1 在每个最大匹配中，先手必胜：沿某个最大匹配走，对手每走一步都沿匹配应对，"
        "战胜电脑。"),
    [GEO_RULE_AUGMENT] = "增广路",
    [GEO_RULE_AUGMENT_SUMMARY] = "连接两个未匹配点的交错路:翻转后匹配多一条边",
    [GEO_RULE_AUGMENT_BLOSSOM] = "增广路(带花)",
    [GEO_RULE_AUGMENT_BLOSSOM_SUMMARY] = "把奇环(花)缩成一点后找到的增广路",
    [GEO_RULE_MATCHED] = "已匹配",
    [GEO_RULE_MATCHED_SUMMARY] = "该点在最大匹配中的配对点",
    [GEO_RULE_UNMATCHED] = "未匹配",
    [GEO_RULE_UNMATCHED_SUMMARY] = "最大匹配没有覆盖该点",
    [GEO_RULE_EXPOSED] = "可不覆盖",
    [GEO_RULE_EXPOSED_SUMMARY] = "在某个最大匹配中未被覆盖:不是必在最大匹配中的点",
    [GEO_RULE_EVEN] = "偶交错路",
    [GEO_RULE_EVEN_SUMMARY] = "从未匹配点沿偶数长交错路可达:沿路交换即得不覆盖它的最大匹配",
    [GEO_RULE_EVERY] = "必在最大匹配中",
    [GEO_RULE_EVERY_SUMMARY] = "没有从未匹配点出发的偶交错路能到达它",
    [GEO_RULE_MOVE_WIN] = "必胜着法",
    [GEO_RULE_MOVE_WIN_SUMMARY] = "去掉棋子所在点后,存在不覆盖该邻点的最大匹配",
    [GEO_RULE_MOVE_LOSE] = "必败着法",
    [GEO_RULE_MOVE_LOSE_SUMMARY] = "去掉棋子所在点后,每个最大匹配都覆盖该邻点",
    [GEO_RULE_ANSWER] = "结论",
    [GEO_RULE_ANSWER_SUMMARY] = "先手必胜当且仅当棋子所在点必在最大匹配中",
    [GEO_VIEW_GRAPH] = "棋子所在的连通部分",
    [GEO_VIEW_AUGMENT] = "每条增广路之后的匹配大小",
    [GEO_VIEW_MATE] = "最大匹配:每个点的配对点(0 表示无)",
    [GEO_VIEW_EVERY] = "必在最大匹配中",
    [GEO_VIEW_MOVES] = "移到各邻点是否必胜",
    [GEO_VIEW_ANSWER] = "先手必胜",
    [GEO_AUGMENT] = "增广路 {1}({2} 条边,两端都未匹配)",
    [GEO_AUGMENT_BLOSSOM] = ",搜索中把一个奇环(花)缩成了一点",
    [GEO_AUGMENT_FLIP] = ":翻转后匹配边为 {1};匹配现有 {2} 条边。",
    [GEO_MATCHED] = "最大匹配中,顶点 {1} 与 {2} 配对。",
    [GEO_UNMATCHED] = "最大匹配没有覆盖顶点 {1}。",
    [GEO_EXPOSED] = "顶点 {1} 未被这个最大匹配覆盖,所以它不是必在最大匹配中的点。",
    [GEO_EVEN] = "从未匹配的顶点 {1} 出发,沿偶数长的交错路可以到达顶点 {2}(它的配对点是 {3}):沿这条路交换匹配边,得到一个同样大、却不覆盖 {2} 的最大匹配。所以 {2} 不是必在最大匹配中的点。",
    [GEO_EVERY] = "没有从未匹配点出发的偶交错路到达顶点 {1}(配对点 {2}):每个最大匹配都覆盖它。",
    [GEO_MOVE_WIN] = "移到 {1}:去掉 {2} 之后,存在不覆盖 {1} 的最大匹配,对手从 {1} 出发必败:这是必胜着法。",
    [GEO_MOVE_LOSE] = "移到 {1}:去掉 {2} 之后,每个最大匹配都覆盖 {1},对手从 {1} 出发必胜:不是必胜着法。",
    [GEO_ANSWER_WIN] = "棋子所在的顶点 {1} 必在最大匹配中:先手必胜,只要一直沿匹配边走(第一步走到 {2})。",
    [GEO_ANSWER_LOSE] = "存在不覆盖棋子所在顶点 {1} 的最大匹配:先手必败,后手每步沿匹配边回应。",
    [GEO_DESCRIBE] = "把棋子从 {1} 移到 {2}",
    [GEO_NO_START] = "没有起点:在边之前写 start=V;,例如 start=1; 1-2 2-3 3-4",
    [GEO_N_ZERO] = "n={1}(第 {2} 行第 {3} 列):图至少要有一个顶点",
    [GEO_N_LIMIT] = "n={1}(第 {2} 行第 {3} 列):最多接受 1000000 个顶点",
    [GEO_NO_EDGES] = "没有给出边:把边写成 A-B,例如 start=1; 1-2 2-3 3-4(或者用 n=N 声明顶点)",
    [GEO_VERTEX_ZERO] = "第 {1} 条边 ({2}-{3})(第 {4} 行第 {5} 列)用到了顶点 0:顶点从 1 开始编号",
    [GEO_LOOP] = "第 {1} 条边 ({2}-{3})(第 {4} 行第 {5} 列)是自环:棋子总是移到另一个顶点,所以地理游戏不接受自环",
    [GEO_PAST_N] = "第 {1} 条边 ({2}-{3})(第 {4} 行第 {5} 列)用到了顶点 {6},但 n={7} 声明的顶点是 1..{7}",
    [GEO_REPEAT] = "第 {1} 条边 ({2}-{3})(第 {4} 行第 {5} 列)与第 {6} 条边 ({7}-{8}) 重复",
    [GEO_VERTEX_LIMIT] = "这些边用到了 {1} 个顶点:最多接受 {2} 个",
    [GEO_START_OUT] = "start={1}(第 {2} 行第 {3} 列):顶点 {1} 不在图中({4})",
    [GEO_START_OUT_N] = "n= 声明的顶点是 1..N",
    [GEO_START_OUT_EDGES] = "图的顶点就是各条边的端点",
    [GEO_VISITED_OUT] = "第 {1} 个已访问顶点(第 {2} 行第 {3} 列)是 {4},它不在图中",
    [GEO_VISITED_START] = "第 {1} 个已访问顶点(第 {2} 行第 {3} 列)是 {4},棋子就在这里:只列出棋子已经离开的顶点",
    [GEO_VISITED_TWICE] = "顶点 {1} 在 visited= 中列出了两次",
    [GEO_TOO_MANY_MOVES] = "这个局面有 {1} 种走法;最多只能列出 {2} 种",
    [GEO_TOO_MANY_NUMBERS] = "列出全部 {1} 种走法需要 {2} 个数(最多 {3} 个):请用 solve,或者只走一步",
    [GEO_GENERAL_LIMIT] = "棋子所在的连通部分有 {1} 个顶点且含奇环:这里的 Edmonds 带花树算法最多处理 {2} 个(二分图可达 {3} 个)",
    [GEO_NO_NEIGHBOUR] = "游戏已经结束:棋子没有未到过的邻点",
    [GEO_PLAY_USAGE] = "走法写作 'move 顶点',例如 move 2",
    [GEO_NO_VERTEX] = "图中没有顶点 {1}",
    [GEO_ALREADY_THERE] = "棋子已经在 {1} 上:请把它移到一个邻点",
    [GEO_VISITED] = "顶点 {1} 已经到过:棋子不能回去",
    [GEO_NOT_NEXT] = "顶点 {1} 与棋子(在 {2} 上)不相邻",
    [GEO_NOT_POSITION] = "内部错误:不是地理游戏的局面",
    [GEO_NO_TOKEN] = "内部错误:棋子不在任何顶点上",
    [GEO_NOT_MAXIMUM] = "内部错误:匹配不是最大匹配",
    [GEO_TRACE_LIMIT] = "棋子所在的连通部分有 {1} 个顶点:过程最多画 {2} 个(只求胜负能处理多得多)",
};

const gr_texts geography_texts = {"geography", GEO_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
