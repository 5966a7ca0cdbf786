/* leftmost_text.c — leftmost's messages, one table per language (keys in leftmost_text.h). */
#include "leftmost_text.h"

static const char *const en[LEFTMOST_TEXT_COUNT] = {
    [LEFTMOST_TITLE] = "Take from the leftmost pile (Sequential Nim)",
    [LEFTMOST_RULES] = ("Piles of stones stand in a row. A move takes at least one stone from the leftmost pile; a pile "
                       "that reaches zero disappears and the next pile becomes the leftmost. The player who cannot move "
                       "loses."),
    [LEFTMOST_SYNTAX] = "Pile sizes from left to right, each at least 1, separated by spaces or commas: 2 5 4",
    [LEFTMOST_THEORY] = ("Fill g[i], the Grundy value of the piles from i on, from right to left: g[n+1] = 0, and "
                        "g[i] = a[i] - 1 if a[i] <= g[i+1], else a[i]. In win/lose terms: a pile of more than one stone "
                        "wins (take it all, or leave one), a pile of one stone reverses the verdict of the rest. The "
                        "first player wins exactly when g[1] != 0."),
    [LEFTMOST_PLAY_SYNTAX] = "take 1 COUNT (only pile 1, the leftmost, can be played)",
    [LEFTMOST_NO_PILES_GIVEN] = "no piles given: write the pile sizes from left to right, e.g. 2 5 4",
    [LEFTMOST_PILE_ZERO] = "pile {1} is 0: every pile holds at least one stone (an emptied pile disappears)",
    [LEFTMOST_USAGE] = "a move is written 'take PILE COUNT', e.g. take 1 2",
    [LEFTMOST_NOT_LEFTMOST] = "pile {1} is not the leftmost: only pile 1 can be played",
    [LEFTMOST_MOVE_ONLY] = "the only pile: {1} -> {2} (take {3})",
    [LEFTMOST_MOVE_LEFTMOST] = "the leftmost pile: {1} -> {2} (take {3})",
    [LEFTMOST_R_NO_PILES] = "No piles",
    [LEFTMOST_RS_NONE_WIN] = "win[n+1] = lose: with no pile left the mover cannot move",
    [LEFTMOST_RS_NONE_G] = "g[n+1] = 0",
    [LEFTMOST_R_WIN_BIG] = "More than one stone",
    [LEFTMOST_RS_WIN_BIG] = "a[i] > 1: win[i] = win (take all or leave one, whichever leaves the opponent lost)",
    [LEFTMOST_R_WIN_ONE] = "Exactly one stone",
    [LEFTMOST_RS_WIN_ONE] = "a[i] = 1: win[i] = not win[i+1] (the only move empties the pile)",
    [LEFTMOST_R_G_BELOW] = "a[i] <= g[i+1]",
    [LEFTMOST_RS_G_BELOW] = "a[i] <= g[i+1]: g[i] = a[i] - 1",
    [LEFTMOST_R_G_ABOVE] = "a[i] > g[i+1]",
    [LEFTMOST_RS_G_ABOVE] = "a[i] > g[i+1]: g[i] = a[i]",
    [LEFTMOST_R_ANSWER] = "Answer",
    [LEFTMOST_RS_ANSWER] = "the first player wins exactly when win[1] = win, i.e. g[1] != 0",
    [LEFTMOST_V_PILES] = "piles",
    [LEFTMOST_V_WIN] = "win[i]: the mover wins on a[i..n]",
    [LEFTMOST_V_G] = "g[i]: Grundy value of a[i..n]",
    [LEFTMOST_WIN] = "win",
    [LEFTMOST_LOSE] = "lose",
    [LEFTMOST_E_NONE_WIN] = "no pile is left, so the mover cannot move and loses.",
    [LEFTMOST_E_NONE_G] = "the empty row has Grundy value 0.",
    [LEFTMOST_E_ANSWER_WIN] = " != 0 and win[1] = win, so the first player wins.",
    [LEFTMOST_E_ANSWER_LOSE] = " = 0 and win[1] = lose, so the first player loses.",
    [LEFTMOST_E_OUTCOME] = " = {1}. ",
    [LEFTMOST_E_NUMBER] = " = {1}. ",
    [LEFTMOST_E_WIN_BIG] = "a[i] = {1} > 1: {2}, so the mover wins.",
    [LEFTMOST_E_LEAVE_ONE] = "leave one stone; the opponent must take it and the mover starts the rest, which wins",
    [LEFTMOST_E_TAKE_ALL] = "take the whole pile; the opponent starts the rest, which loses",
    [LEFTMOST_E_WIN_ONE] = "a[i] = 1: the only move empties the pile and the opponent starts the rest, so win[i] = {1}.",
    [LEFTMOST_E_G_BELOW] = "{1} <= {2}, so g[i] = a[i] - 1 = {3} (the options are g[i+1] and 0..a[i]-2).",
    [LEFTMOST_E_G_ABOVE] = "{1} > {2}, so g[i] = a[i] = {3} (the options cover 0..a[i]-1).",
    [LEFTMOST_L1_TITLE] = "The rules",
    [LEFTMOST_L1_TEXT] =
        "Three piles in a row: 2, 1 and 3 stones. A move takes at least one stone from the leftmost pile only; a "
        "pile that reaches zero disappears and the next pile becomes the leftmost. Whoever cannot move, no pile "
        "being left, loses. Who wins 2 1 3?",
    [LEFTMOST_L2_TITLE] = "From right to left",
    [LEFTMOST_L2_TEXT] =
        "The trace decides every suffix of the row from the right. The last pile, 2 stones, wins: take it all. "
        "Step 4, pile 5 (2 stones) before a winning row: leave one stone, the opponent must take it, and you "
        "start the winning rest. Then pile 4 (1 stone) loses, pile 3 (2 stones) wins, pile 2 (1 stone) loses and "
        "pile 1 (1 stone) wins: the first player takes the single stone of pile 1.",
    [LEFTMOST_L3_TITLE] = "The key idea: who reaches a big pile first",
    [LEFTMOST_L3_TEXT] =
        "A pile of 2 or more stones lets its player choose: empty it and let the opponent start the rest, or leave "
        "one stone and start the rest yourself. One of the two wins, so that player wins; a pile of 1 gives no "
        "choice and only passes the turn. So only the leading run of 1s counts: in 1 1 1 5 1 three single stones "
        "come before the 5, the opponent reaches the 5 first, and the first player loses.",
    [LEFTMOST_L4_TITLE] = "The theorem: SG values from the right",
    [LEFTMOST_L4_TEXT] =
        "Let g[i] be the SG value of the row from pile i on, with g[n+1] = 0. Then g[i] = a[i] - 1 when a[i] <= "
        "g[i+1] and g[i] = a[i] otherwise, and the first player wins exactly when g[1] != 0. For 1 3 3: g[3] = 3; "
        "step 5, a[2] = 3 <= 3, so g[2] = 2; then a[1] = 1 <= 2 gives g[1] = 0, and the second player wins.",
    [LEFTMOST_L5_TITLE] = "Your turn",
    [LEFTMOST_L5_TEXT] =
        "1 1 3 1 4 2: two single stones come before the pile of 3, an even number, so the first player reaches "
        "the 3 and wins. Decide what to do with it when you get there, then beat the computer.",
};

static const char *const zh[LEFTMOST_TEXT_COUNT] = {
    [LEFTMOST_TITLE] = "只能取最左边一堆(Sequential Nim)",
    [LEFTMOST_RULES] = ("n 堆石子排成一排。每次操作只能从最左边的一堆中取出至少一颗石子,取完的堆消失,下一堆成为最左边。"
                       "不能操作的人输。"),
    [LEFTMOST_SYNTAX] = "从左到右的各堆石子数(每堆至少 1),用空格或逗号分隔:2 5 4",
    [LEFTMOST_THEORY] = ("从右到左计算 g[i](从第 i 堆起的局面的 SG 值):g[n+1] = 0;若 a[i] ≤ g[i+1] 则 g[i] = a[i] - 1,"
                        "否则 g[i] = a[i]。用胜负表述:多于一颗的堆必胜(取完或留一颗),恰好一颗的堆把后面的胜负反转。"
                        "先手必胜当且仅当 g[1] ≠ 0。"),
    [LEFTMOST_PLAY_SYNTAX] = "take 1 颗数(只能取第 1 堆,即最左边一堆)",
    [LEFTMOST_NO_PILES_GIVEN] = "没有给出石子堆:请从左到右写出各堆的石子数,例如 2 5 4",
    [LEFTMOST_PILE_ZERO] = "第 {1} 堆是 0:每堆至少有一颗石子(取空的堆会消失)",
    [LEFTMOST_USAGE] = "着法写作 'take 堆号 颗数',例如 take 1 2",
    [LEFTMOST_NOT_LEFTMOST] = "第 {1} 堆不是最左边的一堆:只能取第 1 堆",
    [LEFTMOST_MOVE_ONLY] = "唯一的一堆:{1} → {2}(取走 {3} 颗)",
    [LEFTMOST_MOVE_LEFTMOST] = "最左边一堆:{1} → {2}(取走 {3} 颗)",
    [LEFTMOST_R_NO_PILES] = "没有石子",
    [LEFTMOST_RS_NONE_WIN] = "win[n+1] = 必败:没有石子,轮到的人无法操作",
    [LEFTMOST_RS_NONE_G] = "g[n+1] = 0",
    [LEFTMOST_R_WIN_BIG] = "多于一颗",
    [LEFTMOST_RS_WIN_BIG] = "a[i] > 1:win[i] = 必胜(取完或留一颗,总有一种让对手必败)",
    [LEFTMOST_R_WIN_ONE] = "恰好一颗",
    [LEFTMOST_RS_WIN_ONE] = "a[i] = 1:win[i] = 非 win[i+1](唯一的走法是取完这堆)",
    [LEFTMOST_R_G_BELOW] = "a[i] ≤ g[i+1]",
    [LEFTMOST_RS_G_BELOW] = "a[i] ≤ g[i+1]:g[i] = a[i] - 1",
    [LEFTMOST_R_G_ABOVE] = "a[i] > g[i+1]",
    [LEFTMOST_RS_G_ABOVE] = "a[i] > g[i+1]:g[i] = a[i]",
    [LEFTMOST_R_ANSWER] = "结论",
    [LEFTMOST_RS_ANSWER] = "先手必胜当且仅当 win[1] = 必胜,即 g[1] ≠ 0",
    [LEFTMOST_V_PILES] = "石子堆",
    [LEFTMOST_V_WIN] = "win[i]:面对 a[i..n] 时先手必胜?",
    [LEFTMOST_V_G] = "g[i]:a[i..n] 的 SG 值",
    [LEFTMOST_WIN] = "必胜",
    [LEFTMOST_LOSE] = "必败",
    [LEFTMOST_E_NONE_WIN] = "右边已没有石子,轮到的人无法操作,必败。",
    [LEFTMOST_E_NONE_G] = "没有石子的局面 SG 值为 0。",
    [LEFTMOST_E_ANSWER_WIN] = ",不等于 0,win[1] = 必胜,所以先手必胜。",
    [LEFTMOST_E_ANSWER_LOSE] = ",等于 0,win[1] = 必败,所以先手必败。",
    [LEFTMOST_E_OUTCOME] = " = {1}。",
    [LEFTMOST_E_NUMBER] = " = {1}。",
    [LEFTMOST_E_WIN_BIG] = "a[i] = {1} > 1:{2},所以必胜。",
    [LEFTMOST_E_LEAVE_ONE] = "留下 1 颗,对手只能取完它,自己成为右边局面的先手",
    [LEFTMOST_E_TAKE_ALL] = "一次取完,对手面对必败的右边局面",
    [LEFTMOST_E_WIN_ONE] = "a[i] = 1:只能取完,对手成为右边局面的先手,所以 win[i] = {1}。",
    [LEFTMOST_E_G_BELOW] = "{1} ≤ {2},所以 g[i] = a[i] - 1 = {3}(选项为 g[i+1] 与 0..a[i]-2)。",
    [LEFTMOST_E_G_ABOVE] = "{1} > {2},所以 g[i] = a[i] = {3}(选项取遍 0..a[i]-1)。",
    [LEFTMOST_L1_TITLE] = "规则",
    [LEFTMOST_L1_TEXT] =
        "三堆石子排成一排：2、1、3 颗。每次只能从最左边的一堆中取走至少一颗；取空的堆消失，下一堆成为最左边。"
        "不能操作（没有石子堆了）的人输。2 1 3 谁会赢？",
    [LEFTMOST_L2_TITLE] = "从右往左推",
    [LEFTMOST_L2_TEXT] =
        "追踪从右往左判断每一段后缀的胜负。最后一堆有 2 颗，必胜：全部取走即可。第 4 步，第 5 堆（2 颗）后面是"
        "必胜的一段：留下一颗，对手只能取走它，于是由你先手走后面必胜的一段。接着第 4 堆（1 颗）必败，第 3 堆"
        "（2 颗）必胜，第 2 堆（1 颗）必败，第 1 堆（1 颗）必胜：先手取走第 1 堆的那一颗。",
    [LEFTMOST_L3_TITLE] = "关键想法：谁先拿到大堆",
    [LEFTMOST_L3_TEXT] =
        "有 2 颗或更多的一堆让轮到的人自己选择：取空它，让对手先走后面的一段；或者留下一颗，由自己先走后面的一"
        "段。两者必有一个必胜，所以轮到的人必胜；只有 1 颗的堆没有选择，只是把轮次交给对方。因此只看开头连续的 "
        "1：1 1 1 5 1 中 5 之前有三个 1，对手先拿到 5，先手必败。",
    [LEFTMOST_L4_TITLE] = "定理：从右往左求 SG 值",
    [LEFTMOST_L4_TEXT] =
        "设 g[i] 为从第 i 堆起的一段的 SG 值，g[n+1] = 0。若 a[i] ≤ g[i+1]，则 g[i] = a[i] − 1，否则 g[i] = "
        "a[i]；先手必胜当且仅当 g[1] ≠ 0。对 1 3 3：g[3] = 3；第 5 步，a[2] = 3 ≤ 3，所以 g[2] = 2；再由 a[1] = "
        "1 ≤ 2 得 g[1] = 0，后手必胜。",
    [LEFTMOST_L5_TITLE] = "轮到你",
    [LEFTMOST_L5_TEXT] =
        "1 1 3 1 4 2：3 之前有两个 1（偶数个），所以先手会拿到 3 这一堆，先手必胜。想好到时候该取空它还是留一"
        "颗，然后战胜电脑。",
};

const gr_texts leftmost_texts = {"leftmost", LEFTMOST_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
