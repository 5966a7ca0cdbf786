/* seqjump_text.c — seqjump's messages, one table per language (keys in seqjump_text.h). */
#include "seqjump_text.h"

static const char *const en[SJ_TEXT_COUNT] = {
    [SJ_TITLE] = "Game on Sequence (ICPC 2020 Macau G)",
    [SJ_RULES] = ("A sequence of values 0..255 and a token on one index. A move jumps the token to a later index whose "
        "value differs from the current one in at most one bit (equal values included). The player who "
        "cannot move loses."),
    [SJ_SYNTAX] = "start=K; then the values: start=1; 1 2 3 4 5 (K counts from 1; start= defaults to 1)",
    [SJ_THEORY] = ("Only the last occurrence of each value matters: an earlier copy always wins (jump to the last copy "
        "if it loses, or take the last copy's winning jump). So the game lives on the 256 values: the last "
        "occurrence of v wins exactly when a later last occurrence one bit away loses, 2,048 steps in "
        "decreasing order of position, redone lazily after appends."),
    [SJ_PLAY_SYNTAX] = "jump INDEX (a later index, from 1)",
    [SJ_LESSON1_TITLE] = "The rules",
    [SJ_LESSON1] = ("The sequence 1 2 3 4 5 6 7 with the token on index 1 (value 1). A move jumps the token to a later "
        "index whose value differs from the current one in at most one bit, equal values included: from 1 "
        "= 001 it may jump to 3 = 011 (index 3) or 5 = 101 (index 5), but not to 2 = 010, which differs in "
        "two bits. Whoever cannot jump loses. Who wins?"),
    [SJ_LESSON2_TITLE] = "Backwards from the end",
    [SJ_LESSON2] = ("Index 7 (value 7) has no later jump: lost. 6 = 110 and 5 = 101 can jump to 7 = 111: won. At step "
        "10, 4 = 100 can reach only 5 and 6, both won, so index 4 is lost; then 3 wins (it jumps to 7), 2 "
        "loses (3 and 6 both win) and 1 loses (3 and 5 both win). So the second player wins."),
    [SJ_LESSON3_TITLE] = "The key idea: only last occurrences matter",
    [SJ_LESSON3] = ("An index that is not the last occurrence of its value always wins: if the last copy loses, jump "
        "straight to it (equal values are allowed); if it wins, its winning jump goes to a later index that "
        "is open from the earlier copy too. In 3 1 2 0 3 the token is on the first 3; the last 3 (index 5) "
        "has no jump and loses, so the first player jumps there and wins. So only the last occurrences of "
        "the 256 possible values need solving."),
    [SJ_LESSON4_TITLE] = "The theorem",
    [SJ_LESSON4] = ("The last occurrence of a value v wins exactly when some value u != v within one bit of v has its "
        "last occurrence later and that one loses; solving the values in decreasing order of last occurrence "
        "takes 256 x 8 = 2,048 checks however long the sequence. The winning moves from index k are the later "
        "last occurrences within one bit of a[k] (a[k] itself included) that lose. Here the token is on index "
        "2, the last 6 = 110; the later last occurrences 7 (index 4), 4 (index 6) and 2 (index 7) are within "
        "one bit and lose, so the first player wins with any of these three jumps."),
    [SJ_LESSON5_TITLE] = "Your turn",
    [SJ_LESSON5] = ("Twelve values with the token on index 1 (value 2). Value 2 occurs again at index 9, so by the key "
        "idea the first player wins. Solve the last occurrences from the right, jump to one that loses, and "
        "beat the computer."),
    [SJ_RULE_LAST] = "Last occurrence",
    [SJ_RULE_LAST_SUMMARY] = "only the last occurrence of each value matters",
    [SJ_RULE_WIN] = "Jump to a loser",
    [SJ_RULE_WIN_SUMMARY] = "a later last occurrence within one bit loses: jump there",
    [SJ_RULE_LOSE] = "No losing target",
    [SJ_RULE_LOSE_SUMMARY] = "every later last occurrence within one bit wins (or there is none)",
    [SJ_RULE_ANSWER_LAST] = "Token on a last occurrence",
    [SJ_RULE_ANSWER_LAST_SUMMARY] = "the outcome computed for that value",
    [SJ_RULE_ANSWER_EARLIER] = "Token before the last occurrence",
    [SJ_RULE_ANSWER_EARLIER_SUMMARY] = "the same value occurs later: the mover wins",
    [SJ_VIEW_A] = "the sequence",
    [SJ_VIEW_LAST] = "last occurrence of value 16r + c (0: none)",
    [SJ_VIEW_OUTCOME] = "the mover at that last occurrence wins",
    [SJ_VIEW_ANSWER] = "first player wins",
    [SJ_BOARD_NOTE] = "current is the token's index, from 1; jump to a later value within one bit of it",
    [SJ_LAST] = "Value {1} last occurs at index {2} (a[{2}] = {1}).",
    [SJ_WIN] = "Index {1} (the last {2}): it can jump to index {3} (value {4}, one bit apart), where the mover loses, so the mover here wins.",
    [SJ_LOSE_AT] = "Index {1} (the last {2}): ",
    [SJ_LOSE_NONE] = "no later value is within one bit of it, so the mover cannot jump and loses.",
    [SJ_LOSE_TARGETS] = "the later last occurrences within one bit, ",
    [SJ_LOSE_TARGET] = "index {1} (value {2})",
    [SJ_LOSE_SEP] = ", ",
    [SJ_LOSE_ALL_WIN] = ", all win for the mover (and earlier copies of a value win too), so the mover here loses.",
    [SJ_ANSWER_LAST] = "The token is on index {1}, the last occurrence of value {2}: as computed above, the first player {3}.",
    [SJ_WINS] = "wins",
    [SJ_LOSES] = "loses",
    [SJ_ANSWER_EARLIER] = "The token is on index {1} and value {2} occurs again at index {3}: {4}, so the first player wins.",
    [SJ_EARLIER_WINS] = "that index wins, and its winning jump is open from here too",
    [SJ_EARLIER_LOSES] = "that index loses, so jump there",
    [SJ_DESCRIBE] = "jump from index {1} (value {2}) to index {3} (value {4})",
    [SJ_NO_VALUES] = "no values given: write start=K; then the values 0..255, e.g. start=1; 1 2 3 4 5",
    [SJ_VALUE_RANGE] = "value {1} at line {2}, column {3} is {4}: values are 0..255",
    [SJ_START_RANGE] = "start={1} at line {2}, column {3}: the token must be on an index from 1 to {4}",
    [SJ_TOO_MANY_MOVES] = "this position has {1} moves; at most {2} can be listed",
    [SJ_TOO_MANY_NUMBERS] = "listing all {1} moves would take {2} numbers (at most {3}): use solve",
    [SJ_NOTHING] = "no values: nothing to play",
    [SJ_NO_JUMP] = "the game is over: no later value is within one bit of {1}",
    [SJ_PLAY_USAGE] = "a move is written 'jump INDEX' (from 1), e.g. jump 3",
    [SJ_NO_INDEX] = "there is no index {1}: the indices are 1 to {2}",
    [SJ_NOT_AFTER] = "index {1} is not after the token (on {2}): jumps go forward",
    [SJ_TOO_FAR] = "a[{1}] = {2} differs from a[{3}] = {4} in more than one bit",
    [SJ_NOT_POSITION] = "internal: not a seqjump position",
};

static const char *const zh[SJ_TEXT_COUNT] = {
    [SJ_TITLE] = "序列上的跳跃游戏(2020 ICPC 澳门 G)",
    [SJ_RULES] = ("一个取值 0..255 的序列,棋子在某个下标上。每次把棋子跳到后面某个下标,要求其值与当前值的二进制至多"
        "差一位(相等也可以)。不能跳的人输。"),
    [SJ_SYNTAX] = "start=K; 然后是各个值:start=1; 1 2 3 4 5(K 从 1 开始;省略 start= 时为 1)",
    [SJ_THEORY] = ("只有每个值的最后一次出现有用:更早的同值位置总是必胜(最后一次出现必败就跳过去,否则借用它的必胜一"
        "跳)。于是只需在 256 个值上计算:值 v 的最后出现位置必胜,当且仅当后面有相差一位的值的最后出现位置"
        "必败;按位置从后往前 2048 步,追加元素后惰性重算。"),
    [SJ_PLAY_SYNTAX] = "jump 下标(后面的某个下标,从 1 开始)",
    [SJ_LESSON1_TITLE] = "规则",
    [SJ_LESSON1] = ("序列 1 2 3 4 5 6 7，棋子在下标 1（值为 1）。每次把棋子跳到后面的某个下标，"
        "要求其值与当前值的二进制至多差一位（相等也可以）：从 1 = 001 可以跳到 3 = 011（下标 3）"
        "或 5 = 101（下标 5），但不能跳到 2 = 010，它差了两位。不能跳的人输。谁会赢？"),
    [SJ_LESSON2_TITLE] = "从后往前推",
    [SJ_LESSON2] = ("下标 7（值 7）后面没有可跳的位置：必败。6 = 110 和 5 = 101 都能跳到 7 = 111："
        "必胜。第 10 步，4 = 100 只能跳到 5 和 6，二者都必胜，所以下标 4 必败；"
        "接着 3 必胜（跳到 7），2 必败（3 和 6 都必胜），1 必败（3 和 5 都必胜）"
        "。所以后手必胜。"),
    [SJ_LESSON3_TITLE] = "关键想法：只看每个值最后一次出现",
    [SJ_LESSON3] = ("不是其值最后一次出现的下标总是必胜：若最后一次出现的位置必败，直接跳过去（相等的值可以跳）"
        "；若它必胜，它的必胜一跳落在更后面的下标，从更早的同值位置也能跳到。在 3 1 2 0 3 中，"
        "棋子在第一个 3 上；最后一个 3（下标 5）无处可跳，必败，所以先手跳过去就赢了。因此只需对 256 个可"
        "能值的最后出现位置求解。"),
    [SJ_LESSON4_TITLE] = "定理",
    [SJ_LESSON4] = ("值 v 最后一次出现的位置必胜，当且仅当存在与 v 差一位的值 u ≠ v，其最后一次出现在更后面且必败；"
        "按最后出现位置从后往前处理各个值，无论序列多长都只需 256 × 8 = 2048 次检查。"
        "从下标 k 出发的必胜着法，就是跳到后面与 a[k] 至多差一位（包括 a[k] 本身）"
        "且必败的最后出现位置。这里棋子在下标 2，即最后一个 6 = 110；后面的最后出现位置 7（下标 4）"
        "、4（下标 6）、2（下标 7）都与 6 差一位且必败，所以先手跳到这三处中任一处都能获胜。"),
    [SJ_LESSON5_TITLE] = "轮到你",
    [SJ_LESSON5] = ("十二个值，棋子在下标 1（值为 2）。值 2 在下标 9 处再次出现，由关键想法，先手必胜。"
        "从右往左求出各个最后出现位置的胜负，跳到一个必败的位置，然后战胜电脑。"),
    [SJ_RULE_LAST] = "最后一次出现",
    [SJ_RULE_LAST_SUMMARY] = "每个值只有最后一次出现的位置有用",
    [SJ_RULE_WIN] = "跳到必败点",
    [SJ_RULE_WIN_SUMMARY] = "后面有相差至多一位的值的最后出现位置必败:跳过去",
    [SJ_RULE_LOSE] = "没有必败的目标",
    [SJ_RULE_LOSE_SUMMARY] = "后面相差至多一位的值的最后出现位置都必胜(或不存在)",
    [SJ_RULE_ANSWER_LAST] = "棋子在最后一次出现处",
    [SJ_RULE_ANSWER_LAST_SUMMARY] = "即该值算出的胜负",
    [SJ_RULE_ANSWER_EARLIER] = "棋子在最后一次出现之前",
    [SJ_RULE_ANSWER_EARLIER_SUMMARY] = "同一个值后面还会出现:先手必胜",
    [SJ_VIEW_A] = "序列",
    [SJ_VIEW_LAST] = "值 16r + c 最后一次出现的下标(0 表示没有)",
    [SJ_VIEW_OUTCOME] = "在该最后出现处先手是否必胜",
    [SJ_VIEW_ANSWER] = "先手必胜",
    [SJ_BOARD_NOTE] = "current 是棋子所在下标(从 1 开始);跳到后面与它至多差一个二进制位的值",
    [SJ_LAST] = "值 {1} 最后一次出现在下标 {2}(a[{2}] = {1})。",
    [SJ_WIN] = "下标 {1}(值 {2} 的最后一次出现):可以跳到下标 {3}(值 {4},只差一个二进制位),那里先手必败,所以这里先手必胜。",
    [SJ_LOSE_AT] = "下标 {1}(值 {2} 的最后一次出现):",
    [SJ_LOSE_NONE] = "后面没有与它至多差一位的值,无处可跳,先手必败。",
    [SJ_LOSE_TARGETS] = "后面能跳到的最后出现位置 ",
    [SJ_LOSE_TARGET] = "下标 {1}(值 {2})",
    [SJ_LOSE_SEP] = "、",
    [SJ_LOSE_ALL_WIN] = " 都是先手必胜;跳到同值的更早位置也帮不上(它们必胜),所以先手必败。",
    [SJ_ANSWER_LAST] = "棋子在下标 {1},正是值 {2} 的最后一次出现:按上面的计算,先手{3}。",
    [SJ_WINS] = "必胜",
    [SJ_LOSES] = "必败",
    [SJ_ANSWER_EARLIER] = "棋子在下标 {1},值 {2} 之后还出现在下标 {3}:{4},所以先手必胜。",
    [SJ_EARLIER_WINS] = "那里先手必胜,它的必胜一跳从这里同样能跳",
    [SJ_EARLIER_LOSES] = "那里先手必败,直接跳过去",
    [SJ_DESCRIBE] = "从下标 {1}(值 {2})跳到下标 {3}(值 {4})",
    [SJ_NO_VALUES] = "没有给出值:写 start=K; 再写 0..255 之间的值,例如 start=1; 1 2 3 4 5",
    [SJ_VALUE_RANGE] = "第 {1} 个值(第 {2} 行第 {3} 列)是 {4}:值必须在 0..255 之间",
    [SJ_START_RANGE] = "start={1}(第 {2} 行第 {3} 列):棋子必须在 1 到 {4} 之间的下标上",
    [SJ_TOO_MANY_MOVES] = "这个局面有 {1} 种走法;最多只能列出 {2} 种",
    [SJ_TOO_MANY_NUMBERS] = "列出全部 {1} 种走法需要 {2} 个数(最多 {3} 个):请用 solve",
    [SJ_NOTHING] = "没有值:无从下手",
    [SJ_NO_JUMP] = "游戏已经结束:后面没有与 {1} 至多差一位的值",
    [SJ_PLAY_USAGE] = "走法写作 'jump 下标'(从 1 开始),例如 jump 3",
    [SJ_NO_INDEX] = "没有下标 {1}:下标是 1 到 {2}",
    [SJ_NOT_AFTER] = "下标 {1} 不在棋子(在 {2})之后:只能向后跳",
    [SJ_TOO_FAR] = "a[{1}] = {2} 与 a[{3}] = {4} 的二进制相差不止一位",
    [SJ_NOT_POSITION] = "内部错误:不是序列跳跃游戏的局面",
};

const gr_texts seqjump_texts = {"seqjump", SJ_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
