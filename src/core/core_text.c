/* core_text.c — the core's messages, one table per language (keys in core_text.h). */
#include "core_text.h"

#include <string.h>

static const char *const en[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "out of memory",
    [CORE_SCAN_NEGATIVE] = "{1} at line {2}, column {3} is '{4}': negative numbers are not allowed",
    [CORE_SCAN_NOT_NUMBER] = "{1} at line {2}, column {3} is '{4}', not a whole number",
    [CORE_SCAN_TOO_BIG] = "{1} at line {2}, column {3} is '{4}', past the 64-bit limit 18446744073709551615",
    [CORE_SCAN_ENDED] = "the input ended at line {2} where {1} was expected",
    [CORE_SCAN_UNEXPECTED] = "unexpected '{4}' at line {2}, column {3} after {1}",
    [CORE_SCAN_TEST_ENDED] = "test {1}: the input ended at line {2} after {3} of its {4} piles",
    [CORE_SCAN_ZERO_PILE] = "{1} at line {2} is 0: every pile holds at least one stone",
    [CORE_SCAN_PILE_OF_TEST] = "pile {1} of {2} in test {3}",
    [CORE_LIST_TOO_MANY] = "too many values: at most {1} {2}s are allowed, and {3} starts at line {4}, column {5}",
    [CORE_ITEM] = "{2} {1}",
    [CORE_NOUN_PILE] = "pile",
    [CORE_NOUN_HEAP] = "heap",
    [CORE_NOUN_NUMBER] = "number",
    [CORE_NOUN_VALUE] = "value",
    [CORE_NOUN_EDGE] = "edge",
    [CORE_NOUN_STEP] = "step",
    [CORE_NOUN_INDEX] = "index",
    [CORE_NOUN_COIN] = "coin",
    [CORE_NOUN_MULTIPLE] = "multiple",
    [CORE_NO_POSITION] = "no position given",
    [CORE_GAME_OVER] = "the game is over: there is no move to make",
    [CORE_UNKNOWN_GAME] = "unknown game '{1}' (known games: {2})",
    [CORE_TOO_MANY_REACHABLE] = "more than {1} positions are reachable: too many to search",
    [CORE_TOO_MANY_MOVES] = "too many moves to search",
    [CORE_REFEREE_CYCLE] = "the game graph has a cycle: the referee handles acyclic games only",
    [CORE_REFEREE_MISERE] = "{1} is played misère: the referee finds outcomes, not Grundy values",
    [CORE_REFEREE_STOPPED] = "the referee stopped after an earlier error: {1}",
    [CORE_NO_ENUMERATION] = "{1} does not enumerate its small positions",
    [CORE_VERIFY_FAILED] = "verification failed",
    [CORE_TRACE_VIEWS] = "a trace holds at most {1} views",
    [CORE_TRACE_CELLS] = "the trace's views would exceed 2^32 cells",
    [CORE_TRACE_STEPS] = "internal: the trace was made for {1} steps",
    [CORE_TRACE_READS] = "the trace would read more than 2^32 cells",
    [CORE_LAYOUT_EDGE] = "edge {1} names node {2}, past the {3} nodes",
    [CORE_JOB_FAILED] = "the job failed",
    [CORE_POSITION_TOO_LARGE] = "a position of {1} values is too large",
    [CORE_NOT_A_MOVE] = "'{1}' is not a position one move away",
};

static const char *const zh[CORE_TEXT_COUNT] = {
    [CORE_NOMEM] = "内存不足",
    [CORE_SCAN_NEGATIVE] = "第 {2} 行第 {3} 列的{1}是 '{4}':不允许负数",
    [CORE_SCAN_NOT_NUMBER] = "第 {2} 行第 {3} 列的{1}是 '{4}',不是整数",
    [CORE_SCAN_TOO_BIG] = "第 {2} 行第 {3} 列的{1}是 '{4}',超过了 64 位上限 18446744073709551615",
    [CORE_SCAN_ENDED] = "输入在第 {2} 行结束了,此处应当是{1}",
    [CORE_SCAN_UNEXPECTED] = "第 {2} 行第 {3} 列在{1}之后出现了多余的 '{4}'",
    [CORE_SCAN_TEST_ENDED] = "第 {1} 组测试:输入在第 {2} 行结束,{4} 堆只读到 {3} 堆",
    [CORE_SCAN_ZERO_PILE] = "第 {2} 行的{1}是 0:每堆至少有一颗石子",
    [CORE_SCAN_PILE_OF_TEST] = "第 {3} 组测试 {2} 堆中的第 {1} 堆",
    [CORE_LIST_TOO_MANY] = "数值太多:最多允许 {1} 项({2}),而{3}从第 {4} 行第 {5} 列开始",
    [CORE_ITEM] = "第 {1} {2}",
    [CORE_NOUN_PILE] = "堆",
    [CORE_NOUN_HEAP] = "堆",
    [CORE_NOUN_NUMBER] = "个数",
    [CORE_NOUN_VALUE] = "个值",
    [CORE_NOUN_EDGE] = "条边",
    [CORE_NOUN_STEP] = "级台阶",
    [CORE_NOUN_INDEX] = "个下标",
    [CORE_NOUN_COIN] = "枚硬币",
    [CORE_NOUN_MULTIPLE] = "个倍数",
    [CORE_NO_POSITION] = "没有给出局面",
    [CORE_GAME_OVER] = "游戏已经结束:没有可走的着法",
    [CORE_UNKNOWN_GAME] = "未知的游戏 '{1}'(已有的游戏:{2})",
    [CORE_TOO_MANY_REACHABLE] = "可到达的局面超过 {1} 个:太多,无法搜索",
    [CORE_TOO_MANY_MOVES] = "着法太多,无法搜索",
    [CORE_REFEREE_CYCLE] = "游戏图中有环:裁判只处理无环的游戏",
    [CORE_REFEREE_MISERE] = "{1} 按反常规则(misère)进行:裁判只求胜负,不求 SG 值",
    [CORE_REFEREE_STOPPED] = "裁判在之前的错误后已停止:{1}",
    [CORE_NO_ENUMERATION] = "{1} 没有列举它的小局面",
    [CORE_VERIFY_FAILED] = "验证失败",
    [CORE_TRACE_VIEWS] = "一个过程记录最多有 {1} 个视图",
    [CORE_TRACE_CELLS] = "过程记录的视图会超过 2^32 个格子",
    [CORE_TRACE_STEPS] = "内部错误:过程记录只为 {1} 步准备了空间",
    [CORE_TRACE_READS] = "过程记录读取的格子会超过 2^32 个",
    [CORE_LAYOUT_EDGE] = "第 {1} 条边指向结点 {2},超出了 {3} 个结点",
    [CORE_JOB_FAILED] = "任务失败",
    [CORE_POSITION_TOO_LARGE] = "{1} 个数的局面太大",
    [CORE_NOT_A_MOVE] = "'{1}' 不是走一步就能到达的局面",
};

const gr_texts gr_core_texts = {"core", CORE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};

unsigned gr_core_noun(const char *name) {
  for (unsigned k = CORE_NOUN_PILE; k <= CORE_NOUN_MULTIPLE && name; k++)
    if (strcmp(en[k], name) == 0) return k;
  return CORE_TEXT_COUNT;
}
