/* lr_text.c — the messages of lr, one table per language (keys in lr_text.h). */
#include "games/text/lr_text.h"

static const char *const en[LR_TEXT_COUNT] = {
    [LR_TITLE] = "Take from either end (ZJOI2009)",
    [LR_RULES] = ("Piles of stones stand in a row. A move takes at least one stone from the leftmost or the "
                 "rightmost pile; a pile that reaches zero disappears. The player who cannot move loses."),
    [LR_SYNTAX] = ("Pile sizes from left to right, separated by spaces or commas: 3 1 9 4. The finished game (no "
                  "pile left) is written (empty)"),
    [LR_THEORY] = ("left[i][j] is the one pile size that, put left of a[i..j], makes a lost position; right[i][j] "
                  "the same on the right. Each follows from the shorter interval by five cases on L, R and X. "
                  "The first player loses exactly when a[1] = left[2][n]."),
    [LR_PLAY_SYNTAX] = "take PILE COUNT (piles numbered from 1, at either end)",
    [LR_L1_TITLE] = "The rules",
    [LR_L1_TEXT] = ("Four piles: 3 1 9 4. On your turn take at least one stone, but only from the leftmost or the "
                   "rightmost pile. An emptied pile disappears, so the next pile becomes an end. Whoever cannot "
                   "move loses. Who wins here?"),
    [LR_L2_TITLE] = "One pile, then two",
    [LR_L2_TEXT] = ("With one pile the mover takes everything and wins. With two equal piles the second player "
                   "copies every move on the other side and wins. So putting a pile of a[i] stones next to a[i] "
                   "makes a lost position: left[i][i] = right[i][i] = a[i]. Step through the first cells of the "
                   "tables."),
    [LR_L3_TITLE] = "The key idea",
    [LR_L3_TEXT] = ("For every interval a[i..j] there is exactly one pile size x that, put on its left, makes a lost "
                   "position: left[i][j]. It exists (pigeonhole: otherwise two lost positions x1 > x2 would be one "
                   "move apart) and it is unique (from x1 you could take down to x2). right[i][j] is the same on "
                   "the right."),
    [LR_L4_TITLE] = "The theorem: five cases",
    [LR_L4_TEXT] = ("left[i][j] follows from L = left[i][j-1], R = right[i][j-1] and X = a[j]: 0 when X = R; X when "
                   "X is below both or above both; X + 1 when L <= X < R; X - 1 when R < X <= L. Finally, the first "
                   "player loses exactly when a[1] = left[2][n]. Here left[2][4] = 3 = a[1]: the second player "
                   "wins."),
    [LR_L5_TITLE] = "Your turn",
    [LR_L5_TEXT] = ("2 5 4 3 6 is a first-player win. Find the winning move (the tables tell you: make a[1] equal "
                   "to left[2][n], or a[n] equal to right[1][n-1]), then beat the computer."),
    [LR_RULE_BASE] = "One pile",
    [LR_RULE_CASE1] = "Case 1",
    [LR_RULE_CASE2] = "Case 2",
    [LR_RULE_CASE3] = "Case 3",
    [LR_RULE_CASE4] = "Case 4",
    [LR_RULE_CASE5] = "Case 5",
    [LR_RULE_ANSWER] = "Answer",
    [LR_SUM_BASE] = "left[i][i] = right[i][i] = a[i]: two equal piles, the second player copies",
    [LR_SUM_LEFT1] = "X = R: left = 0",
    [LR_SUM_LEFT2] = "X < min(L, R): left = X",
    [LR_SUM_LEFT3] = "L <= X < R: left = X + 1",
    [LR_SUM_LEFT4] = "R < X <= L: left = X - 1",
    [LR_SUM_LEFT5] = "X > max(L, R): left = X",
    [LR_SUM_RIGHT1] = "X = L: right = 0",
    [LR_SUM_RIGHT2] = "X < min(L, R): right = X",
    [LR_SUM_RIGHT3] = "R <= X < L: right = X + 1",
    [LR_SUM_RIGHT4] = "L < X <= R: right = X - 1",
    [LR_SUM_RIGHT5] = "X > max(L, R): right = X",
    [LR_SUM_ANSWER] = "the mover loses exactly when a[1] = left[2][n]",
    [LR_VIEW_PILES] = "piles",
    [LR_VIEW_LEFT] = "left[i][j]",
    [LR_VIEW_RIGHT] = "right[i][j]",
    [LR_VIEW_ANSWER] = "first player wins",
    [LR_EXPLAIN_ONE_PILE] = "One pile: the mover takes it all and wins.",
    [LR_EXPLAIN_ANSWER] = "{1}, {2}. They are {3}, so the first player {4}.",
    [LR_EQUAL] = "equal",
    [LR_DIFFERENT] = "different",
    [LR_WINS] = "wins",
    [LR_LOSES] = "loses",
    [LR_EXPLAIN_BASE] = "{1}: {2}. {3}.",
    [LR_EXPLAIN_CASE] = "{1}: L = {2}, R = {3}, X = {4}. {5}: ",
    /* {1} the bound X is compared with first, {2} the other, {3} X, {4} L, {5} R, {6} and {7} the values of {1}, {2} */
    [LR_COND1] = "X = {1} ({3})",
    [LR_COND2] = "X < L and X < R ({3} < {4}, {5})",
    [LR_COND3] = "{2} <= X < {1} ({7} <= {3} < {6})",
    [LR_COND4] = "{1} < X <= {2} ({6} < {3} <= {7})",
    [LR_COND5] = "X > L and X > R ({3} > {4}, {5})",
    [LR_EXPLAIN_SO] = ", so {1} = {2} = {3}. ",
    [LR_WHY1] = "a[i..j] is already lost for the mover, so nothing may be added on the left.",
    [LR_WHY2] = ("With X on both ends the second player copies every move; whoever empties an end leaves a pile "
                "below L and R, which loses."),
    [LR_WHY3] = ("The second player keeps the left end one stone above the right end (or answers with case 2, or "
                "with L) until the mover is stuck."),
    [LR_WHY4] = ("The second player keeps the left end one stone below the right end (or answers with case 2, or "
                "with R)."),
    [LR_WHY5] = ("Both ends equal and above L and R: the second player copies, and falls back on cases 2-4 or on "
                "L and R."),
    [LR_MIRROR] = "(The mirror image of the left case, ends swapped.)",
    [LR_NOT_A_MOVE] = "(not a legal move)",
    [LR_THE_ONLY_PILE] = "the only pile",
    [LR_THE_LEFTMOST] = "the leftmost pile",
    [LR_THE_RIGHTMOST] = "the rightmost pile",
    [LR_DESCRIBE] = "{1}: {2} -> {3} (take {4})",
    [LR_NO_PILES] = "no piles given: write the pile sizes from left to right, e.g. 3 1 9 4",
    [LR_PILE_ZERO] = "pile {1} is 0: every pile holds at least one stone (an emptied pile disappears)",
    [LR_USAGE] = "a move is written 'take PILE COUNT', e.g. take 1 2",
    [LR_ONLY_PILE_1] = "there is only pile 1",
    [LR_NOT_AN_END] = "pile {1} is not at an end: take from pile 1 or pile {2}",
    [LR_TAKE_RANGE] = "pile {1} holds {2} stones: take between 1 and {2}",
    [LR_NO_PILES_OVER] = "no piles: the game is over",
    [LR_SOLVE_LIMIT] = "{1} piles: the verdict handles at most {2}",
    [LR_TRACE_LIMIT] = "{1} piles: the trace holds full tables for at most {2} piles (the verdict alone handles {3})",
};

static const char *const zh[LR_TEXT_COUNT] = {
    [LR_TITLE] = "取石子游戏:只取两端(ZJOI2009)",
    [LR_RULES] = "n 堆石子排成一排。每次操作从最左边或最右边的一堆中取出至少一颗石子,取完的堆消失。不能操作的人输。",
    [LR_SYNTAX] = "从左到右的各堆石子数,用空格或逗号分隔:3 1 9 4。游戏结束(一堆也不剩)写作 (empty)",
    [LR_THEORY] = ("left[i][j] 表示在 a[i..j] 左边放一堆、使局面先手必败的唯一石子数;right[i][j] 对右边同理。"
                  "二者都由更短区间按 L、R、X 的五种情形递推。先手必败当且仅当 a[1] = left[2][n]。"),
    [LR_PLAY_SYNTAX] = "take 堆号 颗数(堆从 1 编号,只能取两端)",
    [LR_L1_TITLE] = "规则",
    [LR_L1_TEXT] = ("四堆石子:3 1 9 4。轮到你时取至少一颗,但只能从最左或最右的一堆取。取空的堆消失,旁边的堆成为新的一端。"
                   "不能操作的人输。这里谁会赢?"),
    [LR_L2_TITLE] = "先看一堆,再看两堆",
    [LR_L2_TEXT] = ("只有一堆时,先手一次取完获胜。两堆相等时,后手在另一边模仿先手,后手获胜。所以在 a[i] 旁边放一堆 a[i] "
                   "颗得到必败局面:left[i][i] = right[i][i] = a[i]。逐步查看表格的前几格。"),
    [LR_L3_TITLE] = "关键想法",
    [LR_L3_TEXT] = ("对每个区间 a[i..j],恰有一个石子数 x,放在左边后局面先手必败:这就是 left[i][j]。它存在(抽屉原理:否则会有两个"
                   "必败局面 x1 > x2 只差一步),且唯一(从 x1 可以取到 x2)。right[i][j] 对右边同理。"),
    [LR_L4_TITLE] = "定理:五种情形",
    [LR_L4_TEXT] = ("left[i][j] 由 L = left[i][j-1]、R = right[i][j-1] 和 X = a[j] 得到:X = R 时为 0;X 小于两者或大于两者时为 X;"
                   "L ≤ X < R 时为 X + 1;R < X ≤ L 时为 X - 1。最后,先手必败当且仅当 a[1] = left[2][n]。这里 left[2][4] = 3 = a[1]:"
                   "后手胜。"),
    [LR_L5_TITLE] = "轮到你",
    [LR_L5_TEXT] = ("2 5 4 3 6 先手必胜。找出必胜的一步(看表格:把 a[1] 变成 left[2][n],或把 a[n] 变成 right[1][n-1]),"
                   "然后战胜电脑。"),
    [LR_RULE_BASE] = "一堆石子",
    [LR_RULE_CASE1] = "情形 1",
    [LR_RULE_CASE2] = "情形 2",
    [LR_RULE_CASE3] = "情形 3",
    [LR_RULE_CASE4] = "情形 4",
    [LR_RULE_CASE5] = "情形 5",
    [LR_RULE_ANSWER] = "结论",
    [LR_SUM_BASE] = "left[i][i] = right[i][i] = a[i]:两堆相等,后手模仿先手",
    [LR_SUM_LEFT1] = "X = R:left = 0",
    [LR_SUM_LEFT2] = "X < min(L, R):left = X",
    [LR_SUM_LEFT3] = "L ≤ X < R:left = X + 1",
    [LR_SUM_LEFT4] = "R < X ≤ L:left = X - 1",
    [LR_SUM_LEFT5] = "X > max(L, R):left = X",
    [LR_SUM_RIGHT1] = "X = L:right = 0",
    [LR_SUM_RIGHT2] = "X < min(L, R):right = X",
    [LR_SUM_RIGHT3] = "R ≤ X < L:right = X + 1",
    [LR_SUM_RIGHT4] = "L < X ≤ R:right = X - 1",
    [LR_SUM_RIGHT5] = "X > max(L, R):right = X",
    [LR_SUM_ANSWER] = "先手必败当且仅当 a[1] = left[2][n]",
    [LR_VIEW_PILES] = "石子堆",
    [LR_VIEW_LEFT] = "left[i][j]",
    [LR_VIEW_RIGHT] = "right[i][j]",
    [LR_VIEW_ANSWER] = "先手必胜",
    [LR_EXPLAIN_ONE_PILE] = "只有一堆石子:先手一次取完,先手必胜。",
    [LR_EXPLAIN_ANSWER] = "{1},{2}。{3},所以先手{4}。",
    [LR_EQUAL] = "二者相等",
    [LR_DIFFERENT] = "二者不等",
    [LR_WINS] = "必胜",
    [LR_LOSES] = "必败",
    [LR_EXPLAIN_BASE] = "{1}:{2}。{3}。",
    [LR_EXPLAIN_CASE] = "{1}:L = {2},R = {3},X = {4}。{5}:",
    [LR_COND1] = "X = {1} ({3})",
    [LR_COND2] = "X < L 且 X < R ({3} < {4}, {5})",
    [LR_COND3] = "{2} ≤ X < {1} ({7} ≤ {3} < {6})",
    [LR_COND4] = "{1} < X ≤ {2} ({6} < {3} ≤ {7})",
    [LR_COND5] = "X > L 且 X > R ({3} > {4}, {5})",
    [LR_EXPLAIN_SO] = ",所以 {1} = {2} = {3}。",
    [LR_WHY1] = "a[i..j] 本身已是先手必败,左边不能再添石子。",
    [LR_WHY2] = "两端都是 X 时后手对称模仿;一端被取完时,另一端剩下的数小于 L 和 R,对手必败。",
    [LR_WHY3] = "后手始终保持左端比右端多 1 颗(或转入情形 2,或取成 L),先手必败。",
    [LR_WHY4] = "后手始终保持左端比右端少 1 颗(或转入情形 2,或取成 R),先手必败。",
    [LR_WHY5] = "两端相等且大于 L、R:后手对称模仿,必要时转入情形 2-4 或取成 L、R。",
    [LR_MIRROR] = "(与 left 的情形对称,左右互换。)",
    [LR_NOT_A_MOVE] = "(不是一步合法的走法)",
    [LR_THE_ONLY_PILE] = "唯一的一堆",
    [LR_THE_LEFTMOST] = "最左边一堆",
    [LR_THE_RIGHTMOST] = "最右边一堆",
    [LR_DESCRIBE] = "{1}:{2} → {3}(取走 {4} 颗)",
    [LR_NO_PILES] = "没有给出石子堆:请从左到右写出各堆的石子数,例如 3 1 9 4",
    [LR_PILE_ZERO] = "第 {1} 堆是 0:每堆至少有一颗石子(取空的堆会消失)",
    [LR_USAGE] = "走法写作 'take 堆号 颗数',例如 take 1 2",
    [LR_ONLY_PILE_1] = "只有第 1 堆",
    [LR_NOT_AN_END] = "第 {1} 堆不在两端:只能从第 1 堆或第 {2} 堆取",
    [LR_TAKE_RANGE] = "第 {1} 堆有 {2} 颗石子:可以取 1 到 {2} 颗",
    [LR_NO_PILES_OVER] = "没有石子堆:游戏已经结束",
    [LR_SOLVE_LIMIT] = "{1} 堆石子:判定最多处理 {2} 堆",
    [LR_TRACE_LIMIT] = "{1} 堆石子:完整的表格最多处理 {2} 堆(只求胜负时最多 {3} 堆)",
};

const gr_texts lr_texts = {"lr", LR_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
