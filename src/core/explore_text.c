/* explore_text.c — explore's messages, one table per language (keys in explore_text.h). */
#include "explore_text.h"

static const char *const en[EXPLORE_TEXT_COUNT] = {
    [EXPLORE_RULE_MEX_NAME] = "mex",
    [EXPLORE_RULE_MEX_SUMMARY] = "SG(P) = mex{SG(Q) : Q an option of P}, the least value no option has",
    [EXPLORE_VIEW_GRAPH] = "Game graph: every position reachable from the start, with its SG value",
    [EXPLORE_VIEW_ORDER] = "SG values in the order they are computed (options before the position)",
    [EXPLORE_SAY_MEX] = "{1} has {6} {6|option|options}: {2}. Their values form {{3}}, whose mex (the least value "
                        "missing) is {4}: SG({1}) = {4}. {5}",
    [EXPLORE_SAY_END] = "{1} has no move: SG({1}) = mex{} = 0. {2}",
    [EXPLORE_WON] = "The player to move wins: some option has the value 0.",
    [EXPLORE_LOST] = "The player to move loses: no option has the value 0.",
    [EXPLORE_LOST_END] = "The player to move cannot move and loses.",
    [EXPLORE_MISERE] = "(Misère play: this is the normal-play value of the same moves; who wins misère is "
                       "decided otherwise, see solve.)",
    [EXPLORE_ITEM] = "SG({1}) = {2}",
    [EXPLORE_SEP] = ", ",
    [EXPLORE_MORE] = " ... ({1} in all)",
    [EXPLORE_LINE] = "{1}  options: {{2}}  SG = mex = {3}",
    [EXPLORE_MISERE_LINE] = "misère play: these are the normal-play Grundy values of the same moves; who wins "
                            "misère is decided otherwise (grundy solve)",
    [EXPLORE_TOO_MANY_POSITIONS] = "this position reaches more than {1} positions: explore a smaller one",
    [EXPLORE_TOO_MANY_EDGES] = "the positions this one reaches have more than {1} moves among them: explore a "
                               "smaller one",
    [EXPLORE_CYCLE] = "this position reaches a cycle, {1}: play can go on forever and a position on a cycle "
                      "has no Grundy value. Explore draws acyclic game graphs; solve gives the outcome (draws too)",
    [EXPLORE_NOT_EXPLORE] = "internal: this job is not an explore job",
    [EXPLORE_LINKS] = "the options of this position",
};

static const char *const zh[EXPLORE_TEXT_COUNT] = {
    [EXPLORE_RULE_MEX_NAME] = "mex",
    [EXPLORE_RULE_MEX_SUMMARY] = "SG(P) = mex{SG(Q) : Q 是 P 的后继},即后继都没有的最小值",
    [EXPLORE_VIEW_GRAPH] = "游戏图:从起点可到达的每个局面及其 SG 值",
    [EXPLORE_VIEW_ORDER] = "按计算顺序排列的 SG 值(先算后继,再算局面本身)",
    [EXPLORE_SAY_MEX] = "{1} 有 {6} 个后继:{2}。它们的值组成 {{3}},其 mex(不在其中的最小非负整数)是 {4}:"
                        "SG({1}) = {4}。{5}",
    [EXPLORE_SAY_END] = "{1} 没有可走的着法:SG({1}) = mex{} = 0。{2}",
    [EXPLORE_WON] = "轮到走的一方必胜:有值为 0 的后继。",
    [EXPLORE_LOST] = "轮到走的一方必败:没有值为 0 的后继。",
    [EXPLORE_LOST_END] = "轮到走的一方无路可走,判负。",
    [EXPLORE_MISERE] = "(反常规则:这是同样着法在正常规则下的值;反常规则下的胜负另有判定,见求解。)",
    [EXPLORE_ITEM] = "SG({1}) = {2}",
    [EXPLORE_SEP] = ";",
    [EXPLORE_MORE] = " ……(共 {1} 个)",
    [EXPLORE_LINE] = "{1}  后继:{{2}}  SG = mex = {3}",
    [EXPLORE_MISERE_LINE] = "反常规则:以上是同样着法在正常规则下的 SG 值;反常规则下的胜负另有判定(grundy solve)",
    [EXPLORE_TOO_MANY_POSITIONS] = "从这个局面可到达的局面超过 {1} 个:请换一个更小的局面来探索",
    [EXPLORE_TOO_MANY_EDGES] = "从这个局面可到达的局面之间的着法超过 {1} 步:请换一个更小的局面来探索",
    [EXPLORE_CYCLE] = "这个局面能走到一个环:{1}。对局可以无限进行,环上的局面没有 SG 值。探索只画无环的游戏图;"
                      "胜负(含和局)请用求解查看",
    [EXPLORE_NOT_EXPLORE] = "内部错误:这个任务不是探索任务",
    [EXPLORE_LINKS] = "这个局面的后继局面",
};

const gr_texts gr_explore_texts = {"explore", EXPLORE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
