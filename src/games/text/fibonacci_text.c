/* fibonacci_text.c — Fibonacci Nim's messages, one table per language (keys in fibonacci_text.h). */
#include "fibonacci_text.h"

static const char *const en[FIB_TEXT_COUNT] = {
    [FIB_TITLE] = "Fibonacci Nim",
    [FIB_RULES] = ("One pile of n stones. The first player takes 1 to n - 1 stones (not all); after that each player "
                  "takes at least 1 and at most twice what the other player just took. Whoever takes the last stone "
                  "wins."),
    [FIB_SYNTAX] = ("n for a new game (e.g. 20), or n/m for a game in progress: n stones left, at most m may be taken "
                   "now (e.g. 17/4); n up to 2^63 - 1"),
    [FIB_THEORY] = ("Write n as a sum of non-consecutive Fibonacci numbers (Zeckendorf). The mover wins exactly when the "
                   "smallest term is at most the cap: taking it leaves a smallest term more than twice as large. At the "
                   "start the first player loses exactly when n is a Fibonacci number. The winning takes are the sums of "
                   "the last terms whose preceding term is more than twice as large."),
    [FIB_PLAY_SYNTAX] = "take COUNT (or take 1 COUNT)",
    [FIB_HINT] = ("write n (a new game: the first move takes 1 .. n-1) or n/m (n stones left, at most m may be taken "
                 "now), e.g. 20 or 17/4"),
    [FIB_TWO_SLASHES] = "more than one '/' in '{1}': {2}",
    [FIB_N_MISSING] = "the stone count n is missing before '/': {1}",
    [FIB_NO_POSITION] = "no position given: {1}",
    [FIB_UNEXPECTED] = "unexpected '{1}' at line 1, column {2} before '/': {3}",
    [FIB_NOTHING_AFTER] = "nothing after '/' at column {1}: {2}",
    [FIB_N_PAST] = ("the stone count n = {1} is past 2^63 - 1 = 9223372036854775807: after a take of k the next cap "
                   "is 2k, which must stay exact in 64 bits"),
    [FIB_N_ZERO] = "n = 0: a new game needs at least one stone (a finished game is written 0/m)",
    [FIB_M_ZERO] = "the cap m = 0 allows no move: m is at least 1 (after a take of k it is 2k)",
    [FIB_USAGE] = "a move is written 'take COUNT' (or 'take 1 COUNT'), e.g. take 2",
    [FIB_ONLY_PILE_1] = "there is only pile 1",
    [FIB_FIRST_NOT_ALL] = "the first move may not take all {1} stones: take between 1 and {2}",
    [FIB_OVER_CAP] = "at most {1} may be taken now (the cap): take between 1 and {2}",
    [FIB_OVER_LEFT] = "{1} stones are left and at most {2} may be taken: take between 1 and {2}",
    [FIB_MOVE] = "take {1} ({2} -> {3}); the next player may take at most {4}",
    [FIB_NOTE_OVER] = "No move is left: the player to move loses.",
    [FIB_NOTE_FIRST] = ("First move: take 1 to {1} stones (not all {2}). After a take of k, the next player may take at "
                       "most 2k."),
    [FIB_NOTE_CAP] = ("Take 1 to {1} stones (the cap is {2}, twice the last take). After a take of k, the next player "
                     "may take at most 2k."),
    [FIB_R_BASE] = "Start",
    [FIB_R_BASE_SUM] = "F[1] = F[2] = 1",
    [FIB_R_SUM] = "Fibonacci",
    [FIB_R_SUM_SUM] = "F[i] = F[i-1] + F[i-2]",
    [FIB_R_GREEDY] = "Zeckendorf term",
    [FIB_R_GREEDY_SUM] = "the largest Fibonacci number <= what is left (never two neighbours)",
    [FIB_R_SUFFIX] = "Take the smallest terms",
    [FIB_R_SUFFIX_SUM] = "S[j] = term j + ... + the last term",
    [FIB_R_WIN] = "Winning take?",
    [FIB_R_WIN_SUM] = "S[j] <= cap, and nothing is left or the next term > 2 S[j]",
    [FIB_R_ANSWER] = "Answer",
    [FIB_R_ANSWER_SUM] = "the mover wins iff the smallest Zeckendorf term <= the cap",
    [FIB_V_STONES] = "stones n and the cap",
    [FIB_V_FIB] = "Fibonacci numbers F[i]",
    [FIB_V_TERM] = "Zeckendorf terms of n",
    [FIB_V_TAKE] = "take S[j] = term j + ... + last",
    [FIB_V_WINS] = "taking S[j] wins",
    [FIB_V_ANSWER] = "the mover wins",
    [FIB_EX_BASE] = "F[{1}] = 1 (the sequence starts F[1] = F[2] = 1).",
    [FIB_EX_SUM] = "F[{1}] = F[{2}] + F[{3}] = {4} + {5} = {6}.",
    [FIB_EX_GREEDY] = ("Left: {1}. The largest Fibonacci number <= {1} is F[{2}] = {3} (F[{4}] = {5} is too big): term "
                      "{6}; {7} left."),
    [FIB_EX_DONE] = " Done: n = {1}, {2} {2|term|terms}, no two neighbours.",
    [FIB_EX_SUFFIX] = "S[{1}] = terms {1} to {2} = {3}: taking {3} leaves {4}.",
    [FIB_EX_NOT_A_MOVE] = "S[{1}] = {2} is more than the mover may take ({3}): not a move.",
    [FIB_EX_TAKE_ALL] = "S[1] = {1} = n <= the cap {2}: take everything and win at once.",
    [FIB_EX_WINS] = ("Taking S[{1}] = {2} (<= the cap {3}) leaves {4}, whose smallest Zeckendorf term F[{5}] = {6} is "
                    "more than the opponent's cap 2 x {2} = {7}: the opponent loses, so this take wins."),
    [FIB_EX_LOSES] = ("Taking S[{1}] = {2} leaves {3}, whose smallest term F[{4}] = {5} <= 2 x {2} = {6}: the opponent "
                     "takes it and wins. Not a winning take."),
    [FIB_EX_NO_STONES] = "No stones are left: the player to move cannot move and loses.",
    [FIB_EX_MOVER_WINS] = ("The smallest Zeckendorf term of n = {1} is F[{2}] = {3} <= the cap {4}: the mover wins; after "
                          "taking {3} the opponent's smallest term is beyond their cap. Winning takes:"),
    [FIB_EX_FIBONACCI] = ("n = {1} = F[{2}] is a Fibonacci number itself and at most {3} may be taken (not all): the mover "
                         "loses."),
    [FIB_EX_MOVER_LOSES] = ("The smallest Zeckendorf term of n = {1} is F[{2}] = {3} > the cap {4}: after any take k <= {4} "
                           "the smallest term left is <= 2k, which the opponent takes. The mover loses."),
    [FIB_L_RULES] = "The rules",
    [FIB_L_RULES_TEXT] =
        "One pile of 10 stones. The first player may take 1 to 9 stones, but not all 10. After that each player "
        "takes at least 1 and at most twice as many as the opponent just took. Whoever takes the last stone "
        "wins. Who wins 10?",
    [FIB_L_ZECK] = "Zeckendorf at work",
    [FIB_L_ZECK_TEXT] =
        "20 = 13 + 5 + 2: Fibonacci numbers, no two of them neighbours in 1, 2, 3, 5, 8, 13, 21 (the Zeckendorf "
        "form). Step 13: take the smallest term, 2. What is left, 18 = 13 + 5, has smallest term 5, more than "
        "the opponent's cap 2 x 2 = 4, so the opponent cannot take it; answer every move the same way and the "
        "last stone is yours.",
    [FIB_L_IDEA] = "The key idea: more than twice",
    [FIB_L_IDEA_TEXT] =
        "In a Zeckendorf form each term is more than twice the next smaller one (F[i+2] > 2 F[i]), so after you "
        "take the smallest term z the smallest term left is more than 2z, out of reach. And when the smallest "
        "term is above your cap, every take k leaves a smallest term of at most 2k, which the opponent takes. In "
        "17/4 (17 stones, at most 4 now), 17 = 13 + 3 + 1: taking 1 wins, and so does taking 3 + 1 = 4, since 13 "
        "> 2 x 4 (step 14).",
    [FIB_L_THEOREM] = "The theorem",
    [FIB_L_THEOREM_TEXT] =
        "The mover, allowed at most c stones, wins exactly when the smallest Zeckendorf term of the pile is at "
        "most c. At the start the cap is n - 1, so the first player loses exactly when n itself is a Fibonacci "
        "number (seed 001's theorem). 21 = F[8]: whatever the first player takes, the second player wins.",
    [FIB_L_TURN] = "Your turn",
    [FIB_L_TURN_TEXT] =
        "A new game of 30: 30 = 21 + 8 + 1 is not a Fibonacci number, so the first player wins. Find a winning "
        "first take (the smallest term is one), then keep taking the smallest term of what is left, and beat the "
        "computer.",
};

static const char *const zh[FIB_TEXT_COUNT] = {
    [FIB_TITLE] = "斐波那契博弈",
    [FIB_RULES] = ("一堆 n 颗石子。先手第一次可取 1 到 n - 1 颗(不能取完);此后每次至少取 1 颗,至多取对方上一次所取数量的两倍。"
                  "取走最后一颗者胜。"),
    [FIB_SYNTAX] = "新局写 n(如 20);进行中的局面写 n/m:剩 n 颗,本步至多取 m 颗(如 17/4);n 至多 2^63 - 1",
    [FIB_THEORY] = ("把 n 写成互不相邻的斐波那契数之和(齐肯多夫表示)。轮到的一方必胜当且仅当最小的一项不超过本步上限:取走它后,"
                   "剩余的最小项超过其两倍。开局时先手必败当且仅当 n 是斐波那契数。必胜取法恰是末尾若干项之和,且其前一项大于它的两倍。"),
    [FIB_PLAY_SYNTAX] = "take 颗数(或 take 1 颗数)",
    [FIB_HINT] = "新局写 n(第一步可取 1 到 n-1 颗),进行中的局面写 n/m(剩 n 颗,本步至多取 m 颗),如 20 或 17/4",
    [FIB_TWO_SLASHES] = "“{1}”中有不止一个“/”:{2}",
    [FIB_N_MISSING] = "“/”前缺少石子数 n:{1}",
    [FIB_NO_POSITION] = "没有给出局面:{1}",
    [FIB_UNEXPECTED] = "第 1 行第 {2} 列、“/”之前有多余的字符“{1}”:{3}",
    [FIB_NOTHING_AFTER] = "第 {1} 列的“/”后面没有内容:{2}",
    [FIB_N_PAST] = "石子数 n = {1} 超过了 2^63 - 1 = 9223372036854775807:取走 k 颗后下一步上限为 2k,须在 64 位内精确表示",
    [FIB_N_ZERO] = "n = 0:新局至少要有一颗石子(已结束的局面写作 0/m)",
    [FIB_M_ZERO] = "上限 m = 0 不允许任何着法:m 至少为 1(取走 k 颗后上限为 2k)",
    [FIB_USAGE] = "着法写作“take 颗数”(或“take 1 颗数”),如 take 2",
    [FIB_ONLY_PILE_1] = "只有第 1 堆",
    [FIB_FIRST_NOT_ALL] = "第一步不能把 {1} 颗全部取完:只能取 1 到 {2} 颗",
    [FIB_OVER_CAP] = "本步至多取 {1} 颗(上限):只能取 1 到 {2} 颗",
    [FIB_OVER_LEFT] = "还剩 {1} 颗,本步至多取 {2} 颗:只能取 1 到 {2} 颗",
    [FIB_MOVE] = "取走 {1} 颗({2} → {3}),下一步最多可取 {4} 颗",
    [FIB_NOTE_OVER] = "已无可走之步:轮到的一方输。",
    [FIB_NOTE_FIRST] = "第一步:可取 1 到 {1} 颗(不能一次取完 {2} 颗)。取走 k 颗后,下一步最多取 2k 颗。",
    [FIB_NOTE_CAP] = "本步可取 1 到 {1} 颗(上限 {2},即上一步的两倍)。取走 k 颗后,下一步最多取 2k 颗。",
    [FIB_R_BASE] = "起点",
    [FIB_R_BASE_SUM] = "F[1] = F[2] = 1",
    [FIB_R_SUM] = "斐波那契数",
    [FIB_R_SUM_SUM] = "F[i] = F[i-1] + F[i-2]",
    [FIB_R_GREEDY] = "齐肯多夫项",
    [FIB_R_GREEDY_SUM] = "不超过剩余数的最大斐波那契数(不会取到相邻两项)",
    [FIB_R_SUFFIX] = "取走最小的若干项",
    [FIB_R_SUFFIX_SUM] = "S[j] = 第 j 项 + … + 最后一项",
    [FIB_R_WIN] = "是否必胜",
    [FIB_R_WIN_SUM] = "S[j] ≤ 上限,且取完或前一项 > 2 S[j]",
    [FIB_R_ANSWER] = "结论",
    [FIB_R_ANSWER_SUM] = "先手必胜当且仅当最小的齐肯多夫项 ≤ 上限",
    [FIB_V_STONES] = "石子数 n 与上限",
    [FIB_V_FIB] = "斐波那契数 F[i]",
    [FIB_V_TERM] = "n 的齐肯多夫分解",
    [FIB_V_TAKE] = "取走 S[j] = 第 j 项 + … + 末项",
    [FIB_V_WINS] = "取走 S[j] 必胜",
    [FIB_V_ANSWER] = "先手必胜",
    [FIB_EX_BASE] = "F[{1}] = 1(斐波那契数列的起点 F[1] = F[2] = 1)。",
    [FIB_EX_SUM] = "F[{1}] = F[{2}] + F[{3}] = {4} + {5} = {6}。",
    [FIB_EX_GREEDY] = "剩余 {1}:不超过它的最大斐波那契数是 F[{2}] = {3}(F[{4}] = {5} 已超过),作为第 {6} 项;还剩 {7}。",
    [FIB_EX_DONE] = " 分解完成:n = {1},共 {2} 项,互不相邻。",
    [FIB_EX_SUFFIX] = "S[{1}] = 第 {1} 项起到末项(第 {2} 项)之和 = {3}:取走 {3} 颗后剩 {4} 颗。",
    [FIB_EX_NOT_A_MOVE] = "S[{1}] = {2} 超过本步上限 {3}:不能这样取。",
    [FIB_EX_TAKE_ALL] = "S[1] = {1} = n ≤ 上限 {2}:一次取完,立即获胜。",
    [FIB_EX_WINS] = ("取走 S[{1}] = {2}(≤ 上限 {3})后,对手面对 {4} 颗,其最小齐肯多夫项 F[{5}] = {6} > 2 × {2} = {7},"
                    "对手必败:这是必胜着法。"),
    [FIB_EX_LOSES] = "取走 S[{1}] = {2} 后剩 {3},其最小项 F[{4}] = {5} ≤ 2 × {2} = {6},对手取走它即胜:不是必胜着法。",
    [FIB_EX_NO_STONES] = "没有石子了:轮到的一方无法行动,必败。",
    [FIB_EX_MOVER_WINS] = ("n = {1} 的最小齐肯多夫项是 F[{2}] = {3} ≤ 上限 {4}:先手必胜,取走 {3} 颗后对手面对的最小项超过其上限。"
                          "必胜取法:"),
    [FIB_EX_FIBONACCI] = "n = {1} = F[{2}] 本身是斐波那契数,且本步最多取 {3} 颗(不能取完):先手必败。",
    [FIB_EX_MOVER_LOSES] = ("n = {1} 的最小齐肯多夫项 F[{2}] = {3} > 上限 {4}:任取 k ≤ {4} 颗后,剩余数的最小项都 ≤ 2k,"
                           "对手可取走它:先手必败。"),
    [FIB_L_RULES] = "规则",
    [FIB_L_RULES_TEXT] =
        "一堆 10 颗石子。先手第一次可以取 1 到 9 颗，但不能一次取完。此后每人每次至少取 1 颗，至多取对方上一次所"
        "取数量的两倍。取走最后一颗者胜。10 颗时谁会赢？",
    [FIB_L_ZECK] = "齐肯多夫表示的用法",
    [FIB_L_ZECK_TEXT] =
        "20 = 13 + 5 + 2：都是斐波那契数，且任意两项在 1, 2, 3, 5, 8, 13, 21 中都不相邻（齐肯多夫表示）。第 13 "
        "步：取走最小的一项 2。剩下的 18 = 13 + 5 最小项为 5，大于对手的上限 2 × 2 = 4，对手取不走它；之后每一步"
        "都照此应对，最后一颗就是你的。",
    [FIB_L_IDEA] = "关键想法：超过两倍",
    [FIB_L_IDEA_TEXT] =
        "在齐肯多夫表示中，每一项都大于比它小的下一项的两倍（F[i+2] > 2F[i]），所以取走最小项 z 后，剩下的最小项"
        "大于 2z，对手够不着。反过来，若最小项大于你本步的上限，无论你取 k 颗，剩下的最小项都不超过 2k，对手正好"
        "能取走。17/4（剩 17 颗，本步至多取 4 颗）中 17 = 13 + 3 + 1：取 1 颗必胜；取 3 + 1 = 4 颗也必胜，因为 "
        "13 > 2 × 4（第 14 步）。",
    [FIB_L_THEOREM] = "定理",
    [FIB_L_THEOREM_TEXT] =
        "本步至多可取 c 颗时，轮到的一方必胜当且仅当石子数的齐肯多夫表示中最小项不超过 c。开局时上限是 n − 1，所"
        "以先手必败当且仅当 n 本身是斐波那契数（种子文档 001 的定理）。21 = F[8]：无论先手取多少，后手必胜。",
    [FIB_L_TURN] = "轮到你",
    [FIB_L_TURN_TEXT] =
        "新局 30 颗：30 = 21 + 8 + 1 不是斐波那契数，先手必胜。找出必胜的第一步（最小项就是其中之一），之后每次都"
        "取剩余石子齐肯多夫表示中的最小项，战胜电脑。",
};

const gr_texts fibonacci_texts = {"fibonacci", FIB_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
