/* chomp_text.c — Chomp's messages, one table per language (keys in chomp_text.h). */
#include "games/text/chomp_text.h"

static const char *const en[CHOMP_TEXT_COUNT] = {
    [CHOMP_TITLE] = "Chomp on two rows",
    [CHOMP_RULES] = ("A chocolate bar of two rows; the bottom-left square is poisoned. A move picks a square and "
                    "eats it together with every square above it and to its right. Whoever must eat the poison "
                    "loses: the player who takes the last other square wins."),
    [CHOMP_SYNTAX] = ("The lengths of the bottom and the top row, bottom first, the top no longer: 5 3 (1 0 is the "
                     "poisoned square alone, the finished game)"),
    [CHOMP_THEORY] = ("On two rows the first player loses exactly when the bottom row is one square longer than the "
                     "top row (a = b + 1); from any other position one bite restores that shape. The Grundy value "
                     "comes from exact search, for bottom rows of at most 200 squares."),
    [CHOMP_PLAY_SYNTAX] = "eat ROW COLUMN (row 1 the bottom, row 2 the top; columns from 1 on the left)",
    [CHOMP_L1_TITLE] = "The rules",
    [CHOMP_L1_TEXT] = ("A bar of two rows: 5 squares at the bottom, 3 on top. The bottom-left square is poisoned. "
                      "On your turn pick a square and eat it with everything above it and to its right. Whoever "
                      "is left with only the poison must eat it and loses. Who wins here?"),
    [CHOMP_L2_TITLE] = "Strategy stealing",
    [CHOMP_L2_TEXT] = ("On any full rectangle bigger than one square the first player wins, and the proof does not "
                      "say how. Suppose the second player had a winning answer to every first move. Then the first "
                      "player could eat just the top-right square: whatever winning answer the second player has, "
                      "it leaves a position the first player could have reached at once, since every bite eats "
                      "that corner too. So the first player steals the strategy: a contradiction."),
    [CHOMP_L3_TITLE] = "Two rows: the closed form",
    [CHOMP_L3_TEXT] = ("With a squares at the bottom and b on top, the mover loses exactly when a = b + 1. From such "
                      "a position every bite breaks the shape; from any other one a bite restores it: eat the top "
                      "corner when a = b, or cut the bottom row to b + 1 squares when a > b + 1. Here 5 4 is lost: "
                      "the table marks the lost positions on the line a = b + 1."),
    [CHOMP_L4_TITLE] = "A worked position",
    [CHOMP_L4_TEXT] = ("6 2: the bottom row is much longer than the top. Eat the bottom row from its fourth square "
                      "on: 3 2 is left, of the shape a = b + 1, and every answer loses. The table shows it: the one "
                      "lost cell a move reaches."),
    [CHOMP_L5_TITLE] = "Your turn",
    [CHOMP_L5_TEXT] = "7 4 is a first-player win. Find the bite that leaves a = b + 1, then beat the computer.",
    [CHOMP_VIEW_WIN] = "first player wins (a, b)",
    [CHOMP_LINE_LOST] = "a = b + 1: lost",
    [CHOMP_RULE_POISON] = "Only the poison",
    [CHOMP_SUM_POISON] = "1 0: the mover must eat the poison",
    [CHOMP_RULE_WIN] = "A losing bite for the opponent",
    [CHOMP_SUM_WIN] = "some move reaches a lost position: won",
    [CHOMP_RULE_LOSE] = "Every bite helps the opponent",
    [CHOMP_SUM_LOSE] = "every move reaches a won position: lost",
    [CHOMP_EXPLAIN_POISON] = "{1}: only the poisoned square is left; the mover must eat it and loses.",
    [CHOMP_EXPLAIN_WIN] = "{1}: a bite reaches {2}, lost for the opponent, so the mover wins.",
    [CHOMP_EXPLAIN_LOSE] = ("{1}: all {2} {2|bite reaches|bites reach} a position won for the opponent, so the "
                           "mover loses."),
    [CHOMP_BOTTOM] = "the bottom row",
    [CHOMP_TOP] = "the top row",
    [CHOMP_DESCRIBE] = "eat {1} from square {2} on: {3} {4} -> {5} {6}",
    [CHOMP_NOT_A_MOVE] = "(not a legal move)",
    [CHOMP_TWO_ROWS] = "write the lengths of the two rows, bottom first, e.g. 5 3",
    [CHOMP_NO_POISON] = "the bottom row holds at least the poisoned square: its length is at least 1",
    [CHOMP_TOP_LONGER] = "the top row ({2}) is longer than the bottom row ({1})",
    [CHOMP_TOO_LONG] = "a row of {1} squares: at most {2} are handled",
    [CHOMP_USAGE] = "a move is written 'eat ROW COLUMN', e.g. eat 2 3",
    [CHOMP_NO_ROW] = "row {1}: the rows are 1 (bottom) and 2 (top)",
    [CHOMP_NO_SQUARE] = "row {1} has {2} squares: there is no square {3}",
    [CHOMP_POISON] = "that is the poisoned square: eat another one",
    [CHOMP_TRACE_LIMIT] = "a bottom row of {1}: the table is drawn for at most {2}",
};

static const char *const zh[CHOMP_TEXT_COUNT] = {
    [CHOMP_TITLE] = "两行的吃巧克力(Chomp)",
    [CHOMP_RULES] = ("一块两行的巧克力,左下角那一格有毒。每次选一格,把它连同它上方和右方的所有格子一起吃掉。"
                    "被迫吃下毒格的人输:也就是吃掉最后一块无毒格子的人赢。"),
    [CHOMP_SYNTAX] = "下行和上行的长度,先写下行,上行不比下行长:5 3(1 0 表示只剩毒格,游戏结束)",
    [CHOMP_THEORY] = ("两行时,先手必败当且仅当下行恰好比上行多一格(a = b + 1);从其他任何局面,一口就能恢复这个形状。"
                     "Grundy 值由精确搜索得到,下行最多 200 格。"),
    [CHOMP_PLAY_SYNTAX] = "eat 行 列(第 1 行在下,第 2 行在上;列从左边的 1 开始)",
    [CHOMP_L1_TITLE] = "规则",
    [CHOMP_L1_TEXT] = ("两行的巧克力:下行 5 格,上行 3 格。左下角那一格有毒。轮到你时选一格,把它和它上方、右方的格子全部吃掉。"
                      "只剩毒格的人必须吃下它,输掉游戏。这里谁会赢?"),
    [CHOMP_L2_TITLE] = "策略窃取",
    [CHOMP_L2_TEXT] = ("任何大于一格的完整矩形,先手都必胜,而证明并不告诉你怎么走。假设后手对先手的每一步都有必胜的应对。"
                      "那么先手可以只吃右上角那一格:后手的必胜应对留下的局面,先手本可以一步直接走到,因为每一口都会吃掉那个角。"
                      "于是先手窃取了后手的策略:矛盾。"),
    [CHOMP_L3_TITLE] = "两行:通项公式",
    [CHOMP_L3_TEXT] = ("下行 a 格、上行 b 格时,先手必败当且仅当 a = b + 1。从这样的局面,每一口都会破坏这个形状;"
                      "从其他局面,一口就能恢复它:a = b 时吃掉上行最右一格,a > b + 1 时把下行吃到剩 b + 1 格。"
                      "这里 5 4 是必败局面:表格把必败局面标在直线 a = b + 1 上。"),
    [CHOMP_L4_TITLE] = "例题",
    [CHOMP_L4_TEXT] = ("6 2:下行比上行长得多。从下行第四格起吃掉:剩下 3 2,形如 a = b + 1,对手怎么走都输。"
                      "表格里也看得到:这是一步能到达的唯一必败格。"),
    [CHOMP_L5_TITLE] = "轮到你",
    [CHOMP_L5_TEXT] = "7 4 先手必胜。找出吃完后留下 a = b + 1 的那一口,然后战胜电脑。",
    [CHOMP_VIEW_WIN] = "先手必胜 (a, b)",
    [CHOMP_LINE_LOST] = "a = b + 1:必败",
    [CHOMP_RULE_POISON] = "只剩毒格",
    [CHOMP_SUM_POISON] = "1 0:先手只能吃下毒格",
    [CHOMP_RULE_WIN] = "让对手必败的一口",
    [CHOMP_SUM_WIN] = "有一步到达必败局面:必胜",
    [CHOMP_RULE_LOSE] = "每一口都帮了对手",
    [CHOMP_SUM_LOSE] = "每一步都到达必胜局面:必败",
    [CHOMP_EXPLAIN_POISON] = "{1}:只剩毒格,先手只能吃下它,输了。",
    [CHOMP_EXPLAIN_WIN] = "{1}:有一口到达 {2},对手必败,所以先手必胜。",
    [CHOMP_EXPLAIN_LOSE] = "{1}:全部 {2} 种吃法都到达对手必胜的局面,所以先手必败。",
    [CHOMP_BOTTOM] = "下行",
    [CHOMP_TOP] = "上行",
    [CHOMP_DESCRIBE] = "从第 {2} 格起吃掉{1}:{3} {4} → {5} {6}",
    [CHOMP_NOT_A_MOVE] = "(不是一步合法的走法)",
    [CHOMP_TWO_ROWS] = "请写出两行的长度,先写下行,例如 5 3",
    [CHOMP_NO_POISON] = "下行至少有毒格这一格:长度至少为 1",
    [CHOMP_TOP_LONGER] = "上行({2} 格)比下行({1} 格)长",
    [CHOMP_TOO_LONG] = "一行 {1} 格:最多处理 {2} 格",
    [CHOMP_USAGE] = "走法写作 'eat 行 列',例如 eat 2 3",
    [CHOMP_NO_ROW] = "第 {1} 行:只有第 1 行(下)和第 2 行(上)",
    [CHOMP_NO_SQUARE] = "第 {1} 行有 {2} 格:没有第 {3} 格",
    [CHOMP_POISON] = "那是毒格:请吃别的格子",
    [CHOMP_TRACE_LIMIT] = "下行 {1} 格:表格最多画 {2} 格",
};

const gr_texts chomp_texts = {"chomp", CHOMP_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
