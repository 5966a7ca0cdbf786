/* kit_text.c — the kit's messages, one table per language (keys in kit_text.h). */
#include "kit_text.h"

static const char *const en[KIT_TEXT_COUNT] = {
    [KIT_GAME_OVER] = "the game is over: there is no move to make",
    [KIT_NOT_ONE_MOVE] = "that position is not one move away",
    /* -- section: move language and boards -- */
    [KIT_ARG_PILE] = "pile", [KIT_ARG_COUNT] = "count", [KIT_ARG_HEAP] = "heap", [KIT_ARG_STEP] = "step",
    [KIT_ARG_PART_SIZE] = "size of one part", [KIT_ARG_PART] = "part", [KIT_ARG_COIN] = "coin",
    [KIT_ARG_EDGE] = "edge", [KIT_ARG_VALUE] = "value", [KIT_ARG_VERTEX] = "vertex", [KIT_ARG_TOKEN] = "token",
    [KIT_ARG_INDEX] = "index", [KIT_ARG_K] = "k", [KIT_ARG_S] = "s",
    /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
    /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* dag, every */
    [KIT_ARROW_PAST64_VERTEX] = "a vertex at line {1}, column {2} is past the 64-bit limit",
    [KIT_ARROW_PAST64_N] = "n at line {1}, column {2} is past the 64-bit limit",
    [KIT_ARROW_PAST64_START] = "start vertex {3} at line {1}, column {2} is past the 64-bit limit",
    [KIT_ARROW_PAST64_COUNT] = "the edge count of random= at line {1}, column {2} is past the 64-bit limit",
    [KIT_ARROW_PAST64_SEED] = "the seed of random= at line {1}, column {2} is past the 64-bit limit",
    [KIT_ARROW_TOO_MANY_EDGES] = "more than {1} edges: the graph is too large",
    [KIT_ARROW_UNDECLARED] = "edge {1} at line {2}, column {3}: vertex {4} is not declared (n={5}: the vertices are 0..{6})",
    [KIT_ARROW_VERTEX_LIMIT] = "edge {1} at line {2}, column {3}: vertex {4} is past the limit of {5} vertices",
    [KIT_ARROW_NOT_EDGE] = "'{1}' at line {2}, column {3} is not an edge: write FROM>TO (e.g. 0>1), or start=, n=, misere",
    [KIT_ARROW_MALFORMED] = "malformed edge '{1}' at line {2}, column {3}: expected a vertex number after '>' (column {4})",
    [KIT_ARROW_AFTER_EDGE] = "unexpected '{1}' at line {2}, column {3} after edge {4}",
    [KIT_ARROW_EQUALS] = "'{1}' at line {2}, column {3} must be followed by '=' (e.g. {4})",
    [KIT_ARROW_SECOND_START] = "a second start= at line {1}, column {2}: list every token in one start=",
    [KIT_ARROW_NO_START_VERTEX] = "start= at line {1}, column {2} lists no vertex (found '{3}'): write start=0 or start=0,3",
    [KIT_ARROW_START_EXPECTED] = "start= at line {1}, column {2}: expected a vertex number, found '{3}'",
    [KIT_ARROW_TOO_MANY_TOKENS] = "more than {1} tokens in start=",
    [KIT_ARROW_START_UNDECLARED] = "start vertex {1} (token {2}) at line {3}, column {4} is not in the graph (n={5}: the vertices are 0..{6})",
    [KIT_ARROW_START_LIMIT] = "start vertex {1} at line {2}, column {3} is past the limit of {4} vertices",
    [KIT_ARROW_AFTER_START] = "unexpected '{1}' at line {2}, column {3} in start=",
    [KIT_ARROW_RANDOM_NEEDS_N] = "random= at line {1}, column {2} needs n= before it (e.g. n=1000; random=5000,1)",
    [KIT_ARROW_RANDOM_TWO] = "random= at line {1}, column {2} needs at least 2 vertices",
    [KIT_ARROW_RANDOM_FORM] = "random= at line {1}, column {2}: write random=EDGES,SEED",
    [KIT_ARROW_RANDOM_LIMIT] = "random={1} at line {2}: more than {3} edges in all",
    [KIT_ARROW_AFTER_RANDOM] = "unexpected '{1}' at line {2}, column {3} after random=",
    [KIT_ARROW_UNEXPECTED] = "unexpected '{1}' at line {2}, column {3}: expected n=, start=, misere, random= or an edge such as 0>1",
    [KIT_ARROW_MISERE_VALUE] = "'misere' at line {1}, column {2} takes no value",
    [KIT_ARROW_SECOND_N] = "a second n= at line {1}, column {2}",
    [KIT_ARROW_N_FIRST] = "n= at line {1}, column {2} must come first, before the edges and start=",
    [KIT_ARROW_N_MISSING] = "n= at line {1}, column {2} needs the number of vertices (e.g. n=5)",
    [KIT_ARROW_N_ZERO] = "n=0 at line {1}, column {2}: a graph needs at least one vertex",
    [KIT_ARROW_N_LIMIT] = "n={1} at line {2}, column {3}: at most {4} vertices are handled",
    [KIT_ARROW_AFTER_N] = "unexpected '{1}' at line {2}, column {3} after n=",
    [KIT_ARROW_UNKNOWN_WORD] = "unknown word '{1}' at line {2}, column {3}: expected n=, start=, misere, random= or an edge such as 0>1",
    [KIT_ARROW_NO_START] = "no start=: say where the tokens start, e.g. start=0; 0>1 1>2",
    [KIT_ARROW_NO_VERTICES] = "the graph has no vertices: add edges (0>1) or declare them (n=1; start=0)",
    [KIT_ARROW_START_PAST_EDGES] = "start vertex {1} (token {2}) at line {3}, column {4} is not in the graph: the edges mention the vertices 0..{5} (declare n={6} first for isolated vertices)",
    /* -- section: lr -- */
};

static const char *const zh[KIT_TEXT_COUNT] = {
    [KIT_GAME_OVER] = "游戏已经结束:没有可走的着法",
    [KIT_NOT_ONE_MOVE] = "这个局面不是一步之遥",
    /* -- section: move language and boards -- */
    [KIT_ARG_PILE] = "堆号", [KIT_ARG_COUNT] = "颗数", [KIT_ARG_HEAP] = "堆号", [KIT_ARG_STEP] = "台阶",
    [KIT_ARG_PART_SIZE] = "其中一份的大小", [KIT_ARG_PART] = "一份的大小", [KIT_ARG_COIN] = "硬币",
    [KIT_ARG_EDGE] = "边", [KIT_ARG_VALUE] = "新值", [KIT_ARG_VERTEX] = "顶点", [KIT_ARG_TOKEN] = "棋子",
    [KIT_ARG_INDEX] = "位置", [KIT_ARG_K] = "k", [KIT_ARG_S] = "s",
    /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
    /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* dag, every */
    [KIT_ARROW_PAST64_VERTEX] = "第 {1} 行第 {2} 列的顶点编号超出了 64 位整数的范围",
    [KIT_ARROW_PAST64_N] = "第 {1} 行第 {2} 列的 n 超出了 64 位整数的范围",
    [KIT_ARROW_PAST64_START] = "第 {1} 行第 {2} 列的起始顶点 {3} 超出了 64 位整数的范围",
    [KIT_ARROW_PAST64_COUNT] = "第 {1} 行第 {2} 列 random= 的边数超出了 64 位整数的范围",
    [KIT_ARROW_PAST64_SEED] = "第 {1} 行第 {2} 列 random= 的种子超出了 64 位整数的范围",
    [KIT_ARROW_TOO_MANY_EDGES] = "边数超过 {1}:图太大了",
    [KIT_ARROW_UNDECLARED] = "第 {2} 行第 {3} 列的第 {1} 条边:顶点 {4} 没有声明(n={5}:顶点为 0..{6})",
    [KIT_ARROW_VERTEX_LIMIT] = "第 {2} 行第 {3} 列的第 {1} 条边:顶点 {4} 超出了 {5} 个顶点的上限",
    [KIT_ARROW_NOT_EDGE] = "第 {2} 行第 {3} 列的 '{1}' 不是一条边:边写作 起点>终点(如 0>1),或者写 start=、n=、misere",
    [KIT_ARROW_MALFORMED] = "第 {2} 行第 {3} 列的边 '{1}' 格式错误:'>' 后面(第 {4} 列)应当是顶点编号",
    [KIT_ARROW_AFTER_EDGE] = "第 {4} 条边之后,第 {2} 行第 {3} 列出现了意外的 '{1}'",
    [KIT_ARROW_EQUALS] = "第 {2} 行第 {3} 列的 '{1}' 后面必须跟 '='(如 {4})",
    [KIT_ARROW_SECOND_START] = "第 {1} 行第 {2} 列出现了第二个 start=:请在同一个 start= 中列出所有棋子",
    [KIT_ARROW_NO_START_VERTEX] = "第 {1} 行第 {2} 列的 start= 没有列出顶点(看到的是 '{3}'):请写 start=0 或 start=0,3",
    [KIT_ARROW_START_EXPECTED] = "第 {1} 行第 {2} 列的 start=:应当是顶点编号,看到的是 '{3}'",
    [KIT_ARROW_TOO_MANY_TOKENS] = "start= 中的棋子超过 {1} 个",
    [KIT_ARROW_START_UNDECLARED] = "第 {3} 行第 {4} 列的起始顶点 {1}(棋子 {2})不在图中(n={5}:顶点为 0..{6})",
    [KIT_ARROW_START_LIMIT] = "第 {2} 行第 {3} 列的起始顶点 {1} 超出了 {4} 个顶点的上限",
    [KIT_ARROW_AFTER_START] = "start= 中第 {2} 行第 {3} 列出现了意外的 '{1}'",
    [KIT_ARROW_RANDOM_NEEDS_N] = "第 {1} 行第 {2} 列的 random= 之前必须先写 n=(如 n=1000; random=5000,1)",
    [KIT_ARROW_RANDOM_TWO] = "第 {1} 行第 {2} 列的 random= 至少需要 2 个顶点",
    [KIT_ARROW_RANDOM_FORM] = "第 {1} 行第 {2} 列的 random=:请写 random=边数,种子",
    [KIT_ARROW_RANDOM_LIMIT] = "第 {2} 行的 random={1}:边的总数超过 {3}",
    [KIT_ARROW_AFTER_RANDOM] = "random= 之后,第 {2} 行第 {3} 列出现了意外的 '{1}'",
    [KIT_ARROW_UNEXPECTED] = "第 {2} 行第 {3} 列出现了意外的 '{1}':应当是 n=、start=、misere、random= 或 0>1 这样的边",
    [KIT_ARROW_MISERE_VALUE] = "第 {1} 行第 {2} 列的 'misere' 不带值",
    [KIT_ARROW_SECOND_N] = "第 {1} 行第 {2} 列出现了第二个 n=",
    [KIT_ARROW_N_FIRST] = "第 {1} 行第 {2} 列的 n= 必须写在最前面,在边和 start= 之前",
    [KIT_ARROW_N_MISSING] = "第 {1} 行第 {2} 列的 n= 需要给出顶点数(如 n=5)",
    [KIT_ARROW_N_ZERO] = "第 {1} 行第 {2} 列的 n=0:图至少要有一个顶点",
    [KIT_ARROW_N_LIMIT] = "第 {2} 行第 {3} 列的 n={1}:最多只能处理 {4} 个顶点",
    [KIT_ARROW_AFTER_N] = "n= 之后,第 {2} 行第 {3} 列出现了意外的 '{1}'",
    [KIT_ARROW_UNKNOWN_WORD] = "第 {2} 行第 {3} 列的词 '{1}' 无法识别:应当是 n=、start=、misere、random= 或 0>1 这样的边",
    [KIT_ARROW_NO_START] = "缺少 start=:请写出棋子的起始位置,如 start=0; 0>1 1>2",
    [KIT_ARROW_NO_VERTICES] = "图中没有顶点:请加上边(0>1)或声明顶点(n=1; start=0)",
    [KIT_ARROW_START_PAST_EDGES] = "第 {3} 行第 {4} 列的起始顶点 {1}(棋子 {2})不在图中:边里出现的顶点为 0..{5}(有孤立顶点时请先声明 n={6})",
    /* -- section: lr -- */
};

const gr_texts kit_texts = {"kit", KIT_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
