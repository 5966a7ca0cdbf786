/* circle_text.c — circle's messages, one table per language (keys in circle_text.h). */
#include "circle_text.h"

static const char *const en[CIRCLE_TEXT_COUNT] = {
    [CIRCLE_TITLE] = "Coins on a circle (symmetry; POJ 2484)",
    [CIRCLE_RULES] = ("n coins lie around a circle. A move takes 1 to k adjacent coins (coins are adjacent when no taken "
                     "place lies between them). The player who takes the last coin wins; the player who cannot move "
                     "loses."),
    [CIRCLE_SYNTAX] = ("A whole circle as 'n k' (7 2: seven coins, a move takes 1 or 2). After the first move the coins "
                      "form rows (arcs) without common ends; write them in order around the circle as 'arcs 3,5 k=2' "
                      "('arcs none k=2' when every coin is gone). n, k and arcs are at least 1; a circle holds at most "
                      "2^64 - 1 coins. Rows longer than k are solved up to 8191 coins, and past that when their Grundy "
                      "values are provably periodic (k = 1, 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 192, 384)."),
    [CIRCLE_THEORY] = ("Whole circle: n <= k, the first player takes all; k = 1, the parity of n decides; otherwise the "
                      "second player wins by symmetry: after any first move, take the middle coin (or two) of the row left "
                      "and copy every move on the mirror side. After the first move the rows are independent games: the "
                      "XOR of their Grundy values decides, G(L) = L for L <= k and by mex above."),
    [CIRCLE_PLAY_SYNTAX] = ("take COIN COUNT (COUNT adjacent coins clockwise from place COIN, places numbered from 1 as "
                           "drawn)"),
    [CIRCLE_HINT] = "write the whole circle as 'n k' (e.g. 7 2) or the arcs left as 'arcs 3,5 k=2'",
    [CIRCLE_NEED_K] = "the arcs need their k: {1}",
    [CIRCLE_K_ZERO] = "k = 0: a move takes 1 to k adjacent coins, so k must be at least 1",
    [CIRCLE_NONE_ALONE] = "'none' stands alone: either list the arcs or write none",
    [CIRCLE_ARC_ZERO] = "arc {1} is 0: every arc holds at least one coin (leave emptied arcs out)",
    [CIRCLE_TOO_MANY_ARCS] = "more than {1} arcs",
    [CIRCLE_NO_ARCS] = "no arcs given: list them (arcs 3,5 k=2) or write 'arcs none k=2' when every coin is gone",
    [CIRCLE_TOO_MANY_COINS] = ("the arcs hold more coins than a circle of at most 2^64 - 1 coins can (the arcs "
                              "plus one taken coin between each two)"),
    [CIRCLE_NO_POSITION] = "no position given: {1}",
    [CIRCLE_K_MISSING] = "k is missing after n = {1}: {2}",
    [CIRCLE_N_ZERO] = "n = 0: a circle needs at least one coin (write 'arcs none k={1}' for a finished game)",
    [CIRCLE_TOO_LONG] = ("listing the moves of this position would take too long ({1} arcs); at most "
                        "about {2} moves can be listed"),
    [CIRCLE_OUTGREW] = "a Grundy value outgrew the table",
    [CIRCLE_REFUSE_K] = ("an arc of {1} coins with k = {2}: rows longer than k have Grundy values computed by mex "
                        "only up to {3} coins"),
    [CIRCLE_REFUSE_PERIOD] = ("an arc of {1} coins with k = {2}: the Grundy values of a row (the octal game 0.7...7) are "
                             "computed up to {3} coins and show no provable period there, so longer rows cannot be "
                             "solved exactly"),
    [CIRCLE_ROW_K_ZERO] = "k = 0: a move takes 1 to k coins",
    [CIRCLE_NOT_A_POSITION] = "not a position",
    [CIRCLE_ARCS_SOLVE_LIMIT] = "{1} arcs: the verdict handles at most {2}",
    [CIRCLE_D_TAKE_ALL] = "take all {1} coins",
    [CIRCLE_D_OPEN_ONE] = "take 1 coin; the circle opens into a row of {1}",
    [CIRCLE_D_OPEN] = "take {1} adjacent coins; the circle opens into a row of {2}",
    [CIRCLE_D_ARC] = "arc {1} ({2} coins): ",
    [CIRCLE_D_ARC_ALL] = "take all of it",
    [CIRCLE_D_ARC_ONE] = "take its coin {1}",
    [CIRCLE_D_ARC_SOME] = "take its coins {1}-{2}",
    [CIRCLE_B_TAKES] = "A move takes 1 to {1} adjacent coins.",
    [CIRCLE_B_TOO_MANY] = " Too many coins to draw one by one.",
    [CIRCLE_B_SYMMETRIC] = " The position is symmetric: every move can be copied on the mirror side.",
    [CIRCLE_USAGE] = "a move is written 'take COIN COUNT', e.g. take 1 2",
    [CIRCLE_TAKE_RANGE] = "take {1} coins: a move takes 1 to {2}",
    [CIRCLE_NO_COIN] = "there is no coin {1}: the coins are 1 to {2}",
    [CIRCLE_ONLY_LEFT] = "only {1} coins are left",
    [CIRCLE_ROW_ROOM] = "from coin {1} only {2} coins are left in its row (the next place is empty)",
    [CIRCLE_PLACE_EMPTY] = "place {1} is empty: its coins were taken earlier",
    [CIRCLE_NO_PLACE] = "there is no place {1}: the places are 1 to {2}",
    [CIRCLE_NO_COINS] = "no coins left: the game is over",
    [CIRCLE_TRACE_COINS_LIMIT] = "{1} coins: the trace draws every coin, at most {2} (solve handles any n)",
    [CIRCLE_TRACE_ARCS_LIMIT] = "{1} arcs: the trace records at most {2} (the verdict handles {3})",
    [CIRCLE_TRACE_ROWS_LIMIT] = ("an arc of {1} coins with k = {2}: the trace fills the Grundy table by mex for rows of "
                                "at most {3} coins (solve goes further)"),
    [CIRCLE_R_TAKE_ALL] = "Take all",
    [CIRCLE_RS_TAKE_ALL] = "n <= k: the first player takes every coin at once",
    [CIRCLE_R_PARITY] = "One at a time",
    [CIRCLE_RS_PARITY] = "k = 1: coin i goes to the first player when i is odd",
    [CIRCLE_R_FIRST] = "Any first move",
    [CIRCLE_RS_FIRST] = "an example: the first player takes coin 1 (any 1..k coins work alike)",
    [CIRCLE_R_REPLY] = "Reply in the middle",
    [CIRCLE_RS_REPLY] = "the second player takes the middle coin (odd row) or the middle two (even row)",
    [CIRCLE_R_REPLY_ALL] = "Reply: the rest",
    [CIRCLE_RS_REPLY_ALL] = "at most k coins are left in the row: the second player takes them all",
    [CIRCLE_R_MIRROR] = "Mirror",
    [CIRCLE_RS_MIRROR] = "coin i faces coin n + 2 - i: whatever is taken on one side is taken on the other",
    [CIRCLE_R_ANSWER] = "Answer",
    [CIRCLE_RS_VERDICT] = "n <= k, or k = 1 and n odd: the first player wins; otherwise the second",
    [CIRCLE_R_ROW_SMALL] = "Short row",
    [CIRCLE_RS_ROW_SMALL] = "L <= k: G(L) = L (every split a + b < L is an option, and a xor b <= a + b)",
    [CIRCLE_R_ROW_MEX] = "Mex",
    [CIRCLE_RS_ROW_MEX] = "L > k: G(L) = mex{G(a) xor G(b) : L-k <= a+b <= L-1}",
    [CIRCLE_R_ARC] = "Arc value",
    [CIRCLE_RS_ARC_SMALL] = "an arc of L <= k coins: g = L",
    [CIRCLE_RS_ARC_LOOKUP] = "an arc of L > k coins: g = G(L) from the table",
    [CIRCLE_R_XOR] = "XOR",
    [CIRCLE_RS_XOR] = "x_i = x_(i-1) xor g_i (Sprague-Grundy: the arcs are independent games)",
    [CIRCLE_RS_ANSWER] = "the first player wins iff x != 0",
    [CIRCLE_V_COINS] = "coins on the circle (1 = taken by the first player, 2 = by the second)",
    [CIRCLE_V_MIRROR] = "mirror pairs after the reply",
    [CIRCLE_V_TABLE] = "G(L): Grundy value of a row of L",
    [CIRCLE_V_ARCS] = "arcs (coins in each row)",
    [CIRCLE_V_G] = "g: each arc's Grundy value",
    [CIRCLE_V_XOR] = "x: running XOR",
    [CIRCLE_E_TAKE_ALL] = "only {1} coins, at most k: the first player takes them all in one move.",
    [CIRCLE_E_PARITY_FIRST] = "k = 1, so coins go one at a time; coin {1} is taken by the first player.",
    [CIRCLE_E_PARITY_SECOND] = "k = 1, so coins go one at a time; coin {1} is taken by the second player.",
    [CIRCLE_E_FIRST] = ("for example the first player takes coin 1 and the circle opens into a row; any first move "
                       "of 1..k coins is answered the same way."),
    [CIRCLE_E_REPLY_ODD] = ("{1} coins are left in a row (odd); the second player takes coin {2} in the middle, "
                           "leaving two equal rows."),
    [CIRCLE_E_REPLY_EVEN] = ("{1} coins are left in a row (even); the second player takes the middle two, coins {2} "
                            "and {3} (this is coin {4}), leaving two equal rows."),
    [CIRCLE_E_REPLY_ALL] = "{1} coins are left, at most k: the second player takes them all (coin {2} among them).",
    [CIRCLE_E_MIRROR] = ("coin {1} faces coin {2} across the axis: whatever the first player takes on one side, the "
                        "second takes on the other."),
    [CIRCLE_E_VERDICT_WIN] = "the first player wins.",
    [CIRCLE_E_VERDICT_LOSE] = ("the second player wins: whatever the first player takes, the reply in the middle of the "
                              "row leaves two equal rows, and every later move is copied on the mirror side."),
    [CIRCLE_E_ROW_SMALL] = "L = {1} <= k: every split a + b < L can be reached and a xor b <= a + b < L, so G = {1}.",
    [CIRCLE_E_ROW_MEX] = "L = {1} > k = {2}: the options G(a) xor G(b) with {3} <= a+b <= {4} take the values {",
    [CIRCLE_E_ROW_MEX_END] = "}, mex = {1}.",
    [CIRCLE_E_ARC_SMALL] = "this arc has {1} coins, at most k, so g = {1}.",
    [CIRCLE_E_ARC_LOOKUP] = "this arc has {1} coins; the table gives G({1}) = {2}.",
    [CIRCLE_E_XOR_FIRST] = "x_1 = g_1 = {1}.",
    [CIRCLE_E_XOR] = "{1} xor {2} = {3}.",
    [CIRCLE_E_ANSWER_WIN] = "the arcs' Grundy values XOR to {1}, so the first player wins.",
    [CIRCLE_E_ANSWER_LOSE] = "the arcs' Grundy values XOR to {1}, so the first player loses.",
    [CIRCLE_L1_TITLE] = "The rules",
    [CIRCLE_L1_TEXT] =
        "Six coins lie around a circle and k = 2: a move takes 1 or 2 adjacent coins, and coins with an empty "
        "place between them are not adjacent. The first move opens the circle into a row of 4 or 5 coins; "
        "whoever takes the last coin wins. Who wins 6 2?",
    [CIRCLE_L2_TITLE] = "The reply in the middle",
    [CIRCLE_L2_TEXT] =
        "Seven coins, k = 2. Say the first player takes coin 1: six coins are left in a row, coins 2 to 7. Step "
        "1: the second player takes the middle two, coins 4 and 5, leaving two rows of two (coins 2-3 and 6-7) "
        "that face each other. Had five coins been left, the single middle coin would do the same.",
    [CIRCLE_L3_TITLE] = "The key idea: symmetry",
    [CIRCLE_L3_TEXT] =
        "After the middle reply the two rows are mirror images: coin 2 faces coin 7 and coin 3 faces coin 6 (step "
        "3). Whatever the first player takes on one side, the second player takes the mirror coins on the other, "
        "so the second player always has a move and takes the last coin. This works for every n > k once k >= 2; "
        "with k = 1 the middle two cannot be taken at once, and the parity of n decides.",
    [CIRCLE_L4_TITLE] = "The theorem",
    [CIRCLE_L4_TEXT] =
        "A whole circle is a first-player win exactly when n <= k (take everything) or k = 1 and n is odd. After "
        "the first move each row of L coins is a game of its own, with SG value G(L) = L for L <= k and a mex "
        "above, and the position is worth the xor of its rows. arcs 3,5 k=2: G(3) = 3, G(5) = 4 and 3 xor 4 = 7 "
        "!= 0, so the first player wins, e.g. by taking coins 4-5 of the row of 5, which leaves arcs 3,3 k=2, a "
        "mirror position again.",
    [CIRCLE_L5_TITLE] = "Your turn",
    [CIRCLE_L5_TEXT] =
        "arcs 2,4,7 k=2: three rows worth G(2) = 2, G(4) = 1 and G(7) = 2, whose xor is 1, so the first player "
        "wins. One winning move splits a row and leaves a mirror position; find a move to xor 0 and beat the "
        "computer.",
};

static const char *const zh[CIRCLE_TEXT_COUNT] = {
    [CIRCLE_TITLE] = "围成一圈的硬币(对称性构造,POJ 2484)",
    [CIRCLE_RULES] = ("n 枚硬币围成一圈。每次可以取走 1 到 k 枚相邻的硬币(中间没有空位才算相邻)。取走最后一枚的人赢,"
                     "不能操作的人输。"),
    [CIRCLE_SYNTAX] = ("整圈写作 'n k'(7 2:七枚硬币,每次取 1 或 2 枚)。第一步之后硬币分成若干排(段),互不相连;"
                      "按圆周顺序写作 'arcs 3,5 k=2'(全部取完写 'arcs none k=2')。n、k 和各段至少为 1;一圈最多 "
                      "2^64 - 1 枚。长于 k 的一排可求解到 8191 枚,更长的需其 SG 值可证明为周期的(k = 1, 2, 4, 6, 8, 12, 16, 24, "
                      "32, 48, 64, 96, 192, 384)。"),
    [CIRCLE_THEORY] = ("整圈:n ≤ k 时先手全部取走;k = 1 时看 n 的奇偶;否则后手必胜(对称性构造):无论先手怎么取,"
                      "后手取剩下一排正中间的 1 或 2 枚,此后在镜像位置模仿。第一步之后各排是独立的游戏:各排 SG 值的"
                      "异或决定胜负,L ≤ k 时 G(L) = L,更长的用 mex 计算。"),
    [CIRCLE_PLAY_SYNTAX] = "take 位置 枚数(从第 位置 处起顺时针取 枚数 枚相邻硬币,位置按图从 1 编号)",
    [CIRCLE_HINT] = "整圈写作 'n k'(例如 7 2),剩下的段写作 'arcs 3,5 k=2'",
    [CIRCLE_NEED_K] = "各段还需要写出 k:{1}",
    [CIRCLE_K_ZERO] = "k = 0:每次取走 1 到 k 枚相邻的硬币,所以 k 至少为 1",
    [CIRCLE_NONE_ALONE] = "'none' 只能单独出现:要么列出各段,要么只写 none",
    [CIRCLE_ARC_ZERO] = "第 {1} 段是 0:每段至少有一枚硬币(取空的段不要写)",
    [CIRCLE_TOO_MANY_ARCS] = "段数超过 {1}",
    [CIRCLE_NO_ARCS] = "没有给出段:请列出各段(arcs 3,5 k=2),硬币全部取完时写 'arcs none k=2'",
    [CIRCLE_TOO_MANY_COINS] = "各段的硬币比一圈最多 2^64 - 1 枚还多(各段之和,再加上每两段之间取走的一枚)",
    [CIRCLE_NO_POSITION] = "没有给出局面:{1}",
    [CIRCLE_K_MISSING] = "n = {1} 之后缺少 k:{2}",
    [CIRCLE_N_ZERO] = "n = 0:一圈至少要有一枚硬币(已结束的游戏写作 'arcs none k={1}')",
    [CIRCLE_TOO_LONG] = "列出这个局面的着法太费时({1} 段);最多只能列出约 {2} 种着法",
    [CIRCLE_OUTGREW] = "某个 SG 值超出了表的范围",
    [CIRCLE_REFUSE_K] = "k = {2} 时有一段 {1} 枚硬币:长于 k 的一排的 SG 值只用 mex 算到 {3} 枚",
    [CIRCLE_REFUSE_PERIOD] = ("k = {2} 时有一段 {1} 枚硬币:一排(八进制游戏 0.7...7)的 SG 值算到 {3} 枚,"
                             "其中找不到可证明的周期,所以更长的一排无法精确求解"),
    [CIRCLE_ROW_K_ZERO] = "k = 0:每次取走 1 到 k 枚硬币",
    [CIRCLE_NOT_A_POSITION] = "不是一个局面",
    [CIRCLE_ARCS_SOLVE_LIMIT] = "{1} 段:胜负判定最多处理 {2} 段",
    [CIRCLE_D_TAKE_ALL] = "取走全部 {1} 枚硬币",
    [CIRCLE_D_OPEN_ONE] = "从圆上取走 1 枚硬币,圆变成一排 {1} 枚",
    [CIRCLE_D_OPEN] = "从圆上取走 {1} 枚相邻的硬币,圆变成一排 {2} 枚",
    [CIRCLE_D_ARC] = "第 {1} 段({2} 枚):",
    [CIRCLE_D_ARC_ALL] = "全部取走",
    [CIRCLE_D_ARC_ONE] = "取走其中第 {1} 枚",
    [CIRCLE_D_ARC_SOME] = "取走其中第 {1}-{2} 枚",
    [CIRCLE_B_TAKES] = "每次取走 1 到 {1} 枚相邻的硬币。",
    [CIRCLE_B_TOO_MANY] = "硬币太多,无法逐枚画出。",
    [CIRCLE_B_SYMMETRIC] = "局面左右对称:对手怎么取,就在镜像位置照样取。",
    [CIRCLE_USAGE] = "着法写作 'take 位置 枚数',例如 take 1 2",
    [CIRCLE_TAKE_RANGE] = "取 {1} 枚:每次只能取 1 到 {2} 枚",
    [CIRCLE_NO_COIN] = "没有第 {1} 枚硬币:硬币编号为 1 到 {2}",
    [CIRCLE_ONLY_LEFT] = "只剩 {1} 枚硬币",
    [CIRCLE_ROW_ROOM] = "从第 {1} 枚起这一排只剩 {2} 枚(下一个位置是空的)",
    [CIRCLE_PLACE_EMPTY] = "位置 {1} 是空的:那里的硬币之前已被取走",
    [CIRCLE_NO_PLACE] = "没有位置 {1}:位置编号为 1 到 {2}",
    [CIRCLE_NO_COINS] = "没有硬币了:游戏已经结束",
    [CIRCLE_TRACE_COINS_LIMIT] = "{1} 枚硬币:追踪要画出每一枚,最多 {2} 枚(solve 可处理任意 n)",
    [CIRCLE_TRACE_ARCS_LIMIT] = "{1} 段:追踪最多记录 {2} 段(胜负判定可处理 {3} 段)",
    [CIRCLE_TRACE_ROWS_LIMIT] = "k = {2} 时有一段 {1} 枚硬币:追踪用 mex 填 SG 表,一排最多 {3} 枚(solve 能算得更远)",
    [CIRCLE_R_TAKE_ALL] = "全部取走",
    [CIRCLE_RS_TAKE_ALL] = "n ≤ k:先手一次取走全部硬币",
    [CIRCLE_R_PARITY] = "每次一枚",
    [CIRCLE_RS_PARITY] = "k = 1:第 i 枚(i 为奇数)由先手取走",
    [CIRCLE_R_FIRST] = "任意第一步",
    [CIRCLE_RS_FIRST] = "举例:先手取走第 1 枚(取 1..k 枚都一样)",
    [CIRCLE_R_REPLY] = "中间应对",
    [CIRCLE_RS_REPLY] = "后手取走剩下一排正中间的 1 枚(奇数)或 2 枚(偶数)",
    [CIRCLE_R_REPLY_ALL] = "取走其余",
    [CIRCLE_RS_REPLY_ALL] = "剩下不超过 k 枚:后手全部取走",
    [CIRCLE_R_MIRROR] = "镜像",
    [CIRCLE_RS_MIRROR] = "第 i 枚与第 n + 2 - i 枚对称:对手在一边取什么,后手在另一边取同样的",
    [CIRCLE_R_ANSWER] = "结论",
    [CIRCLE_RS_VERDICT] = "n ≤ k,或 k = 1 且 n 为奇数:先手必胜;否则后手必胜",
    [CIRCLE_R_ROW_SMALL] = "短的一排",
    [CIRCLE_RS_ROW_SMALL] = "L ≤ k:G(L) = L(任意 a + b < L 的拆分都可达,且 a xor b ≤ a + b)",
    [CIRCLE_R_ROW_MEX] = "mex",
    [CIRCLE_RS_ROW_MEX] = "L > k:G(L) = mex{G(a) xor G(b) : L-k ≤ a+b ≤ L-1}",
    [CIRCLE_R_ARC] = "段的 SG 值",
    [CIRCLE_RS_ARC_SMALL] = "L ≤ k 的一段:g = L",
    [CIRCLE_RS_ARC_LOOKUP] = "L > k 的一段:g = 表中的 G(L)",
    [CIRCLE_R_XOR] = "异或",
    [CIRCLE_RS_XOR] = "x_i = x_(i-1) xor g_i(SG 定理:各段是独立的游戏)",
    [CIRCLE_RS_ANSWER] = "先手必胜当且仅当 x ≠ 0",
    [CIRCLE_V_COINS] = "圆上的硬币(1 = 先手取走,2 = 后手取走)",
    [CIRCLE_V_MIRROR] = "应对之后的镜像对",
    [CIRCLE_V_TABLE] = "G(L):一排 L 枚硬币的 SG 值",
    [CIRCLE_V_ARCS] = "各段硬币数",
    [CIRCLE_V_G] = "g:各段的 SG 值",
    [CIRCLE_V_XOR] = "x:前缀异或",
    [CIRCLE_E_TAKE_ALL] = "圆上只有 {1} 枚,不超过 k,先手一次全部取走。",
    [CIRCLE_E_PARITY_FIRST] = "k = 1,硬币一枚一枚被取走;第 {1} 枚由先手取走。",
    [CIRCLE_E_PARITY_SECOND] = "k = 1,硬币一枚一枚被取走;第 {1} 枚由后手取走。",
    [CIRCLE_E_FIRST] = "举例:先手取走第 1 枚,圆变成一排。取 1..k 枚中的任意多枚,后手的应对都一样。",
    [CIRCLE_E_REPLY_ODD] = "剩下一排 {1} 枚(奇数),后手取走正中间的第 {2} 枚,剩下两排一样长。",
    [CIRCLE_E_REPLY_EVEN] = "剩下一排 {1} 枚(偶数),后手取走正中间的两枚(第 {2}、{3} 枚),这是其中第 {4} 枚;剩下两排一样长。",
    [CIRCLE_E_REPLY_ALL] = "剩下 {1} 枚,不超过 k,后手全部取走(包括第 {2} 枚)。",
    [CIRCLE_E_MIRROR] = "第 {1} 枚与第 {2} 枚关于对称轴对称:先手取哪一边,后手就取另一边的对应硬币。",
    [CIRCLE_E_VERDICT_WIN] = "先手必胜。",
    [CIRCLE_E_VERDICT_LOSE] = "后手必胜:无论先手怎么取,后手在剩下一排的中间应对,之后照镜像模仿。",
    [CIRCLE_E_ROW_SMALL] = "L = {1} ≤ k:任意 a + b < L 都可达,a xor b ≤ a + b < L,所以 G = {1}。",
    [CIRCLE_E_ROW_MEX] = "L = {1} > k = {2}:选项 G(a) xor G(b)({3} ≤ a+b ≤ {4})的值为 {",
    [CIRCLE_E_ROW_MEX_END] = "},mex = {1}。",
    [CIRCLE_E_ARC_SMALL] = "这一段有 {1} 枚,不超过 k,所以 g = {1}。",
    [CIRCLE_E_ARC_LOOKUP] = "这一段有 {1} 枚,查表 G({1}) = {2}。",
    [CIRCLE_E_XOR_FIRST] = "x_1 = g_1 = {1}。",
    [CIRCLE_E_XOR] = "{1} xor {2} = {3}。",
    [CIRCLE_E_ANSWER_WIN] = "所有段的 SG 值异或为 {1},先手必胜。",
    [CIRCLE_E_ANSWER_LOSE] = "所有段的 SG 值异或为 {1},先手必败。",
    [CIRCLE_L1_TITLE] = "规则",
    [CIRCLE_L1_TEXT] =
        "六枚硬币围成一圈，k = 2：每次取走 1 或 2 枚相邻的硬币，中间隔着空位的硬币不算相邻。第一步会把圆打开"
        "成一排 4 枚或 5 枚；取走最后一枚的人赢。6 2 谁会赢？",
    [CIRCLE_L2_TITLE] = "在正中间回应",
    [CIRCLE_L2_TEXT] =
        "七枚硬币，k = 2。假设先手取走第 1 枚：剩下第 2 到第 7 枚排成一排，共 6 枚。第 1 步：后手取走正中间的"
        "两枚，即第 4、5 枚，留下相对的两排，各 2 枚（第 2-3 枚和第 6-7 枚）。如果剩下 5 枚，就取正中间的一枚，"
        "效果相同。",
    [CIRCLE_L3_TITLE] = "关键想法：对称性构造",
    [CIRCLE_L3_TEXT] =
        "正中间回应之后，两排互为镜像：第 2 枚对着第 7 枚，第 3 枚对着第 6 枚（第 3 步）。先手在一边取哪些，后"
        "手就在另一边取镜像位置的那些，所以后手总有棋可走，并取走最后一枚。只要 k ≥ 2 且 n > k，这种对称性构造"
        "都成立；k = 1 时无法一次取走中间两枚，胜负由 n 的奇偶决定。",
    [CIRCLE_L4_TITLE] = "定理",
    [CIRCLE_L4_TEXT] =
        "整圈时，先手必胜当且仅当 n ≤ k（一次取完），或 k = 1 且 n 为奇数。第一步之后，每排 L 枚硬币是一个独立"
        "的游戏，L ≤ k 时 SG 值 G(L) = L，更长时用 mex 计算；局面的 SG 值是各排的异或。arcs 3,5 k=2：G(3) = "
        "3，G(5) = 4，3 xor 4 = 7 ≠ 0，先手必胜，比如取走 5 枚那一排的第 4-5 枚，留下 arcs 3,3 k=2，又是一个镜"
        "像局面。",
    [CIRCLE_L5_TITLE] = "轮到你",
    [CIRCLE_L5_TEXT] =
        "arcs 2,4,7 k=2：三排的 SG 值为 G(2) = 2、G(4) = 1、G(7) = 2，异或为 1，先手必胜。其中一种必胜着法把某"
        "一排分开，留下镜像局面；找一步让异或变为 0，战胜电脑。",
};

const gr_texts circle_texts = {"circle", CIRCLE_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
