/* redistribute_text.c — redistribute's messages, one table per language (keys in redistribute_text.h). */
#include "redistribute_text.h"

static const char *const en[REDIS_TEXT_COUNT] = {
    [REDIS_TITLE] = "Take, then redistribute (POJ 1740)",
    [REDIS_RULES] = ("Piles of stones. A move picks a non-empty pile, takes at least one stone out of the game, then may "
                    "move any of that pile's remaining stones onto other non-empty piles, split among them at will. An "
                    "emptied pile is gone and receives nothing. The player who cannot move loses."),
    [REDIS_SYNTAX] = ("The pile sizes, each at least 1, separated by spaces or commas; their order does not matter and "
                     "the canonical form lists them sorted ascending (3 1 2 is 1 2 3). At most 2^64 - 1 stones in all."),
    [REDIS_THEORY] = ("The first player loses exactly when the piles pair up (an even number of piles, every size an "
                     "even number of times): the second player copies each move on the twin pile. Otherwise take from "
                     "a largest pile, raise the other piles pairwise to equal sizes with its stones, and take the rest "
                     "(seed lemma). Every winning move leaves paired piles; solve lists up to 1000 of them."),
    [REDIS_PLAY_SYNTAX] = ("take PILE COUNT [[give] PILE AMOUNT]... (piles numbered from 1 in sorted order; COUNT stones "
                          "leave the game, each AMOUNT goes onto that pile)"),
    [REDIS_NO_PILES_GIVEN] = "no piles given: write the pile sizes, e.g. 2 1 3 (their order does not matter)",
    [REDIS_PILE_ZERO] = "pile {1} is 0: every pile holds at least one stone (an emptied pile is gone)",
    [REDIS_TOO_MANY_STONES] = ("the piles up to pile {1} hold more than 2^64 - 1 stones in all: a move could then build "
                              "a pile too large to count exactly"),
    [REDIS_TOO_LONG] = ("listing the moves of this position would take too long (more than {1} steps); ask for "
                       "fewer piles or smaller ones"),
    [REDIS_USAGE] = ("a move is written 'take PILE COUNT' plus 'give PILE AMOUNT' (or just 'PILE AMOUNT') per pile that "
                    "receives stones, e.g. take 3 1 give 1 2"),
    [REDIS_MISSING] = "{1} is missing",
    [REDIS_W_PILE] = "the pile",
    [REDIS_W_TAKE] = "the number of stones to take",
    [REDIS_W_GIVE_TO] = "the pile to give to",
    [REDIS_W_GIVE] = "the number of stones to give",
    [REDIS_NO_SUCH_PILE] = "there is no pile {1}: the piles are 1 to {2}",
    [REDIS_GIVE_SELF] = "pile {1} is the pile taken from: give its stones to other piles",
    [REDIS_GIVEN_TWICE] = "pile {1} is given stones twice: give it the sum once",
    [REDIS_GIVE_TOO_MANY] = "give {1} stones to pile {2}: only {3} of pile {4}'s stones are left to give",
    [REDIS_D_TAKE] = "the pile of {1}: take away {2}",
    [REDIS_D_PUT] = ", put {1} on the pile of {2} (-> {3})",
    [REDIS_D_MORE] = ", and {1} more piles likewise",
    [REDIS_D_KEEP] = ", keep {1}",
    [REDIS_D_GONE] = ", the pile is gone",
    [REDIS_BOARD_NOTE] = ("take PILE COUNT takes COUNT stones out of the game; each pair TO AMOUNT (or 'give TO AMOUNT') "
                         "then moves AMOUNT of the pile's remaining stones onto pile TO (piles keep their sorted order)."),
    [REDIS_R_TWIN] = "Paired",
    [REDIS_RS_TWIN] = "sorted, piles 2i-1 and 2i are equal",
    [REDIS_R_ALONE] = "Unpaired",
    [REDIS_RS_ALONE] = "the pile differs from its partner, or has none",
    [REDIS_R_ANSWER] = "Answer",
    [REDIS_RS_ANSWER] = "the first player loses exactly when every pile is paired",
    [REDIS_R_LIFT] = "Raise",
    [REDIS_RS_LIFT] = "a pile is raised to its neighbour with stones from the largest pile",
    [REDIS_R_STAY] = "Keep",
    [REDIS_RS_STAY] = "the pile stays as it is",
    [REDIS_R_KEEP] = "Leftover",
    [REDIS_RS_KEEP] = "n even: the largest pile keeps as many stones as the smallest pile",
    [REDIS_R_TAKEN] = "Taken",
    [REDIS_RS_TAKEN] = "the rest of the largest pile leaves the game (at least one stone)",
    [REDIS_V_PILES] = "piles, sorted",
    [REDIS_V_PAIRED] = "paired with its neighbour",
    [REDIS_V_AFTER] = "after the winning move",
    [REDIS_V_TAKEN] = "stones taken away",
    [REDIS_E_NO_PARTNER] = " = {1}; the number of piles is odd and this last pile has no partner.",
    [REDIS_E_AND] = " = {1}, ",
    [REDIS_E_TWIN] = " = {1}: equal, a pair.",
    [REDIS_E_ALONE] = " = {1}: different.",
    [REDIS_E_WIN] = "the {1} piles do not all pair up, so the first player wins; the lemma's winning move follows.",
    [REDIS_E_LOSE] = ("the {1} piles all pair up, so the first player loses: the second player copies every "
                     "move on the twin pile."),
    [REDIS_E_KEEP] = "the largest pile ({1}) keeps {2} stones, a twin for the smallest pile.",
    [REDIS_E_LIFT] = ("the pile of {1} gets {2} stones from the largest pile and becomes {3}, a twin for its "
                     "neighbour."),
    [REDIS_E_STAY] = "the pile of {1} stays.",
    [REDIS_E_TAKEN] = ("the rest of the largest pile ({1}), {2} stones, leaves the game; every pile is now "
                      "paired and the opponent loses."),
    [REDIS_L1_TITLE] = "The rules",
    [REDIS_L1_TEXT] =
        "Piles of 1, 2 and 3 stones. A move picks a pile, takes at least one stone out of the game, then may move "
        "any of that pile's remaining stones onto other non-empty piles. From the 3 you may take 1 and put 1 on "
        "the pile of 1, leaving 1 2 2. Who wins 1 2 3?",
    [REDIS_L2_TITLE] = "Pairing the piles",
    [REDIS_L2_TEXT] =
        "2 6 8 9 does not pair up: the four sizes are all different. The lemma's move uses the largest pile, 9: "
        "it keeps 2 stones as a twin for the 2, and step 7 puts 2 of its stones on the 6, which becomes 8, a twin "
        "for the 8. The other 5 stones leave the game, and the opponent gets 2 2 8 8.",
    [REDIS_L3_TITLE] = "The key idea: pairs",
    [REDIS_L3_TEXT] =
        "Call a position paired when its piles match up two by two, like 3 3 5 5. A move from a paired position "
        "changes one pile and only adds to the others while the total drops, so it always breaks the pairing; "
        "from unpaired piles, the largest pile always has enough stones to raise the others into pairs. The empty "
        "position is paired, so whoever always hands over paired piles wins: 3 3 5 5 is lost for the mover.",
    [REDIS_L4_TITLE] = "The theorem",
    [REDIS_L4_TEXT] =
        "The first player loses exactly when the piles pair up: an even number of piles, each size appearing an "
        "even number of times. 1 3 3 5 has four piles, but the 1 and the 5 are alone, so the first player wins. "
        "The trace's lemma move: the 5 keeps 1 stone as a twin for the 1, the two 3s already pair, and the other "
        "4 stones leave the game, leaving 1 1 3 3.",
    [REDIS_L5_TITLE] = "Your turn",
    [REDIS_L5_TEXT] =
        "2 4 7 7 9: five piles, an odd number, cannot pair up, so the first player wins. Use the 9 to make pairs "
        "of the other piles, take the rest away, and keep the piles paired until the computer cannot move.",
};

static const char *const zh[REDIS_TEXT_COUNT] = {
    [REDIS_TITLE] = "取石子再分配(POJ 1740 A New Stone Game)",
    [REDIS_RULES] = ("有若干堆石子。每次操作选一堆,从中拿走至少一颗石子,然后可以把这堆剩下的石子任意取一些放到其他"
                    "非空的堆上(怎么分都行)。取空的堆消失,不能再往上放。不能操作的人输。"),
    [REDIS_SYNTAX] = ("各堆石子数(每堆至少 1),用空格或逗号分隔;顺序无关,规范形式按从小到大排列(3 1 2 即 1 2 3)。"
                     "石子总数不超过 2^64 - 1。"),
    [REDIS_THEORY] = ("先手必败当且仅当各堆能两两配对(堆数为偶数,且每种大小出现偶数次):后手在配对的另一堆上照做即可。"
                     "否则从最大一堆出发,用它的石子把其余各堆两两补齐,剩下的拿走(引理)。每个必胜着法都留下成对的"
                     "局面;solve 最多列出 1000 个。"),
    [REDIS_PLAY_SYNTAX] = "take 堆号 颗数 [[give] 堆号 颗数]...(堆按从小到大从 1 编号;take 的颗数被拿走,其后每对中的颗数放到那一堆)",
    [REDIS_NO_PILES_GIVEN] = "没有给出石子堆:请写出各堆的石子数,例如 2 1 3(顺序无关)",
    [REDIS_PILE_ZERO] = "第 {1} 堆是 0:每堆至少有一颗石子(取空的堆会消失)",
    [REDIS_TOO_MANY_STONES] = "到第 {1} 堆为止石子总数超过 2^64 - 1:之后的着法可能堆出无法精确计数的一堆",
    [REDIS_TOO_LONG] = "列出这个局面的着法太费时(超过 {1} 步);请减少堆数或缩小各堆",
    [REDIS_USAGE] = ("着法写作 'take 堆号 颗数',每个得到石子的堆再加 'give 堆号 颗数'(或只写 '堆号 颗数'),"
                    "例如 take 3 1 give 1 2"),
    [REDIS_MISSING] = "缺少{1}",
    [REDIS_W_PILE] = "堆号",
    [REDIS_W_TAKE] = "要拿走的颗数",
    [REDIS_W_GIVE_TO] = "要放入石子的堆号",
    [REDIS_W_GIVE] = "要放入的颗数",
    [REDIS_NO_SUCH_PILE] = "没有第 {1} 堆:堆号为 1 到 {2}",
    [REDIS_GIVE_SELF] = "第 {1} 堆就是被拿石子的那一堆:请把它的石子放到其他堆上",
    [REDIS_GIVEN_TWICE] = "第 {1} 堆被放了两次石子:请合并成一次",
    [REDIS_GIVE_TOO_MANY] = "给第 {2} 堆放 {1} 颗:第 {4} 堆只剩 {3} 颗可以放",
    [REDIS_D_TAKE] = "从 {1} 颗的一堆:拿走 {2} 颗",
    [REDIS_D_PUT] = ",{1} 颗放到 {2} 颗的堆上(→ {3})",
    [REDIS_D_MORE] = ",另有 {1} 堆也加了石子",
    [REDIS_D_KEEP] = ",这堆留下 {1} 颗",
    [REDIS_D_GONE] = ",这堆取空",
    [REDIS_BOARD_NOTE] = ("take 堆号 颗数 把这么多颗石子拿出游戏;之后每一对 目标堆 颗数(也可写 give 目标堆 颗数)把这堆剩下的石子"
                         "放到目标堆上(堆按从小到大编号)。"),
    [REDIS_R_TWIN] = "成对",
    [REDIS_RS_TWIN] = "排序后第 2i-1 堆与第 2i 堆相等",
    [REDIS_R_ALONE] = "不成对",
    [REDIS_RS_ALONE] = "这一堆与配对的堆不等,或没有配对的堆",
    [REDIS_R_ANSWER] = "结论",
    [REDIS_RS_ANSWER] = "所有堆都成对时先手必败,否则先手必胜",
    [REDIS_R_LIFT] = "补齐",
    [REDIS_RS_LIFT] = "用最大一堆的石子把这一堆补到与相邻一堆相等",
    [REDIS_R_STAY] = "不动",
    [REDIS_RS_STAY] = "这一堆保持不变",
    [REDIS_R_KEEP] = "留下",
    [REDIS_RS_KEEP] = "n 为偶数:最大一堆留下与最小一堆同样多的石子",
    [REDIS_R_TAKEN] = "拿走",
    [REDIS_RS_TAKEN] = "最大一堆其余的石子被拿走(至少一颗)",
    [REDIS_V_PILES] = "石子堆(从小到大)",
    [REDIS_V_PAIRED] = "与相邻一堆成对",
    [REDIS_V_AFTER] = "必胜着法之后",
    [REDIS_V_TAKEN] = "拿走的石子",
    [REDIS_E_NO_PARTNER] = " = {1},堆数为奇数,这是没有配对的最后一堆。",
    [REDIS_E_AND] = " = {1},",
    [REDIS_E_TWIN] = " = {1}:相等,成对。",
    [REDIS_E_ALONE] = " = {1}:不相等。",
    [REDIS_E_WIN] = "{1} 堆不能全部成对,先手必胜:下面按引理构造必胜着法。",
    [REDIS_E_LOSE] = "{1} 堆全部成对,先手必败:无论先手怎么做,后手在配对的另一堆上照做即可。",
    [REDIS_E_KEEP] = "最大一堆({1} 颗)留下 {2} 颗,与最小一堆配对。",
    [REDIS_E_LIFT] = "{1} 颗的一堆从最大一堆得到 {2} 颗,变成 {3},与相邻一堆配对。",
    [REDIS_E_STAY] = "{1} 颗的一堆不动。",
    [REDIS_E_TAKEN] = "最大一堆({1} 颗)其余的 {2} 颗被拿走;所有堆成对,后手必败。",
    [REDIS_L1_TITLE] = "规则",
    [REDIS_L1_TEXT] =
        "三堆石子：1、2、3 颗。每次选一堆，从中拿走至少一颗（离开游戏），然后可以把这堆剩下的石子任意取一些放"
        "到其他非空的堆上。比如从 3 颗的堆拿走 1 颗，再把 1 颗放到 1 颗的堆上，得到 1 2 2。1 2 3 谁会赢？",
    [REDIS_L2_TITLE] = "把石子堆配成对",
    [REDIS_L2_TEXT] =
        "2 6 8 9 不能两两配对：四堆大小各不相同。引理给出的走法用最大的一堆 9：它自己留下 2 颗，与 2 配对；第 "
        "7 步把它的 2 颗放到 6 上，6 变成 8，与 8 配对。剩下的 5 颗拿走，把 2 2 8 8 留给对手。",
    [REDIS_L3_TITLE] = "关键想法：成对",
    [REDIS_L3_TEXT] =
        "如果各堆能两两配成大小相同的对，比如 3 3 5 5，就称局面“成对”。从成对的局面走一步，只动一堆、其余各堆"
        "只增不减，而石子总数减少，所以一定会破坏配对；反过来，不成对时，最大的一堆总有足够的石子把其余各堆补"
        "成一对一对。全空的局面也是成对的，所以总把成对局面留给对手的人获胜：3 3 5 5 先手必败。",
    [REDIS_L4_TITLE] = "定理",
    [REDIS_L4_TEXT] =
        "先手必败当且仅当各堆能两两配对：堆数为偶数，且每种大小都出现偶数次。1 3 3 5 有四堆，但 1 和 5 各只有"
        "一个，所以先手必胜。追踪给出的引理走法：5 自己留下 1 颗与 1 配对，两个 3 本来就成对，其余 4 颗拿走，留"
        "下 1 1 3 3。",
    [REDIS_L5_TITLE] = "轮到你",
    [REDIS_L5_TEXT] =
        "2 4 7 7 9：五堆，堆数为奇数，不可能配对，所以先手必胜。用 9 这一堆把其余各堆补成对，剩下的拿走，之后"
        "一直保持成对，直到电脑无路可走。",
};

const gr_texts redistribute_texts = {"redistribute", REDIS_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
