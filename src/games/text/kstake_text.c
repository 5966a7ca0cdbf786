/* kstake_text.c — the k and s*k game's messages, one table per language (keys in kstake_text.h). */
#include "kstake_text.h"

static const char *const en[KS_TEXT_COUNT] = {
    [KS_TITLE] = "Take k and s*k (Nowcoder 2021 1A)",
    [KS_RULES] = ("Two piles of stones. A move takes k >= 1 stones from one pile and s*k stones (s >= 0) from the other. "
                 "Whoever cannot move loses."),
    [KS_SYNTAX] = "The two pile sizes, 0 .. 30000: 2 3",
    [KS_THEORY] = ("Each row x of the table holds at most one lost position (x, p(x)), and (x, y) is lost iff (y, x) is. "
                  "(a, b) reaches (x, y) iff a - x divides b - y or b - y divides a - x, so p(a) is the smallest column "
                  "b >= a that no earlier lost position defeats. The rows are built in turn, about n^2 work in all."),
    [KS_PLAY_SYNTAX] = "take PILE K S: K from pile PILE (1 or 2), S x K from the other",
    [KS_TWO_PILES] = "this game has two piles, written 'a b' (e.g. 2 3); {1} {1|value was|values were} given",
    [KS_PILE_PAST] = "pile {1} = {2} is past {3}: the theory is a table of the lost positions, built up to {3} x {3}",
    [KS_PILE_PAST_TABLE] = "pile {1} = {2} is past {3}: the table of lost positions goes up to {3} x {3}",
    [KS_TABLE_SIZE] = "internal: a kstake table of {1} rows and {2} columns",
    [KS_USAGE] = "a move is written 'take PILE K S': K stones from pile PILE and S x K from the other (e.g. take 1 2 3)",
    [KS_K_ZERO] = "K must be at least 1",
    [KS_K_RANGE] = "pile {1} holds {2} stones: K is at most {2}",
    [KS_SK_RANGE] = "S x K = {1} x {2} is more than pile {3} holds ({4})",
    [KS_MOVE_ONE] = "take {1} from pile {2} ({3}, {4} -> {5}, {6})",
    [KS_MOVE_BOTH] = "take {1} from pile {2} and {7} x {1} = {8} from pile {9} ({3}, {4} -> {5}, {6})",
    [KS_R_LOST] = "Lost",
    [KS_R_LOST_SUM] = "no lost position is one move away: the mover loses",
    [KS_R_TAKE_1] = "k from pile 1",
    [KS_R_TAKE_1_SUM] = "(x + k, y + s k) -> (x, y): k from pile 1, s k from pile 2; won",
    [KS_R_TAKE_2] = "k from pile 2",
    [KS_R_TAKE_2_SUM] = "(x + s k, y + k) -> (x, y): k from pile 2, s k from pile 1; won",
    [KS_R_ROW] = "Row's lost position",
    [KS_R_ROW_SUM] = ("p(x) = the smallest y >= x that no earlier lost (x', p(x')) defeats (x - x' | y - p(x') or y - "
                     "p(x') | x - x')"),
    [KS_R_MIRROR] = "Mirror",
    [KS_R_MIRROR_SUM] = "(x, y) is lost iff (y, x) is: p(x) = y when p(y) = x",
    [KS_R_ANSWER] = "Answer",
    [KS_R_ANSWER_SUM] = "(a, b) is lost iff p(min(a, b)) = max(a, b)",
    [KS_V_PILES] = "piles a, b",
    [KS_V_GRID] = "lost (0) and won (1) positions: (pile 1, pile 2)",
    [KS_V_P] = "p(x): the lost position (x, p(x)) of row x",
    [KS_V_ANSWER] = "first player wins",
    [KS_EX_LOST] = "grid({1}, {2}): no lost position found so far is one move away: lost (the mover loses).",
    [KS_EX_TAKE] = ("grid({1}, {2}): take k = {3} from pile {4} and s k = {5} x {3} = {6} from pile {7} to reach the "
                   "lost position ({8}, {9}): won."),
    [KS_EX_ROW_SELF] = "Row {1}: no earlier lost position is one move from ({1}, {1}): it is lost, p({1}) = {1}.",
    [KS_EX_ROW] = ("Row {1}: every column from {1} to below {2} is defeated by an earlier lost position (k from one "
                  "pile, s k from the other); column {2} is not: ({1}, {2}) and ({2}, {1}) are lost, p({1}) = {2}."),
    [KS_EX_ROW_WINDOW] = (" (Columns from p({1}) on are defeated by ({1}, p({1})), so only those before it are looked "
                         "at.)"),
    [KS_EX_MIRROR] = "Row {1}: ({2}, {1}) was found lost in row {2}, so its mirror ({1}, {2}) is lost: p({1}) = {2}.",
    [KS_EX_P] = "p({1}) = {2}",
    [KS_EX_NO_ROW] = "row {1} has no lost position up to {2}",
    [KS_EX_LOST_ANSWER] = " = max(a, b): ({1}, {2}) is lost; the first player loses.",
    [KS_EX_NOT_MAX] = " != max(a, b)",
    [KS_EX_WON_ANSWER] = ": ({1}, {2}) is won. Winning moves (to a lost position below):",
    [KS_EX_MORE] = "; and {1} more",
    [KS_L_RULES] = "The rules",
    [KS_L_RULES_TEXT] =
        "Two piles: 5 and 7. A move takes k >= 1 stones from one pile and s x k stones (s >= 0) from the other: "
        "k = 2 from pile 1 and 3 x 2 = 6 from pile 2 leaves 3 1, and s = 0 is a take from one pile alone. "
        "Whoever cannot move loses. Who wins 5 7?",
    [KS_L_SIEVE] = "Sieving the grid",
    [KS_L_SIEVE_TEXT] =
        "The trace sieves the grid as in Wythoff's game: from each lost cell it marks every cell one move above "
        "it as won. Step 56: the only lost cell so far, (0, 0), is not one move from (2, 3), so (2, 3) is lost. "
        "By hand: 2 3 can reach 1 3, 1 2, 1 1, 1 0, 0 3, 0 2, 0 1, 2 2, 2 1 and 2 0, and each of those empties "
        "both piles in one move.",
    [KS_L_IDEA] = "The key idea: one per row",
    [KS_L_IDEA_TEXT] =
        "Each row of the table holds at most one lost position: if (x, y) is lost, every (x, y') with y' > y "
        "reaches it by a take from pile 2 alone. And (a, b) reaches (x, y) exactly when a - x >= 1 divides b - "
        "y, or b - y >= 1 divides a - x. So p(a), the lost column of row a, is the smallest b >= a from which no "
        "earlier lost position can be reached. Step 103: in row 5 the columns 5 and 6 are beaten, column 7 is "
        "not, so p(5) = 7.",
    [KS_L_THEOREM] = "The theorem: a table",
    [KS_L_THEOREM_TEXT] =
        "(a, b) is lost exactly when p(min(a, b)) = max(a, b), and (x, y) is lost exactly when (y, x) is. With a "
        "<= b the lost positions begin (0, 0), (2, 3), (5, 7), (9, 12), (11, 15), (14, 20), (17, 22), (19, 33); "
        "no closed form has been found, so the table is built row by row, about n^2 work. Row 1 has none: from "
        "(1, y) take k = 1 and s = y. Here p(9) = 12, so 9 12 is lost.",
    [KS_L_TURN] = "Your turn",
    [KS_L_TURN_TEXT] =
        "8 13 is a first-player win: one move reaches a lost position from the list, in two different ways. Find "
        "one, then keep moving to lost positions and beat the computer.",
};

static const char *const zh[KS_TEXT_COUNT] = {
    [KS_TITLE] = "一堆取 k、另一堆取 s·k(2021 牛客多校 1A)",
    [KS_RULES] = "两堆石子。每次从一堆取 k 颗(k ≥ 1),同时从另一堆取 s·k 颗(s ≥ 0)。无法操作者输。",
    [KS_SYNTAX] = "两堆的石子数(0 到 30000):2 3",
    [KS_THEORY] = ("表的每一行 x 至多有一个必败局面 (x, p(x)),且 (x, y) 必败当且仅当 (y, x) 必败。(a, b) 能一步到 (x, y) "
                  "当且仅当 a − x 整除 b − y 或 b − y 整除 a − x,所以 p(a) 是不被此前任何必败局面击败的最小列 b ≥ a。"
                  "逐行求出,总工作量约 n²。"),
    [KS_PLAY_SYNTAX] = "take 堆号 K S:该堆取 K 颗,另一堆取 S×K 颗",
    [KS_TWO_PILES] = "这个游戏有两堆石子,写作“a b”(如 2 3);这里给出了 {1} 个数",
    [KS_PILE_PAST] = "第 {1} 堆 = {2} 超过了 {3}:理论是一张必败局面表,只建到 {3} × {3}",
    [KS_PILE_PAST_TABLE] = "第 {1} 堆 = {2} 超过了 {3}:必败局面表只到 {3} × {3}",
    [KS_TABLE_SIZE] = "内部错误:kstake 表有 {1} 行、{2} 列",
    [KS_USAGE] = "着法写作“take 堆号 K S”:从该堆取 K 颗,从另一堆取 S × K 颗(如 take 1 2 3)",
    [KS_K_ZERO] = "K 至少为 1",
    [KS_K_RANGE] = "第 {1} 堆有 {2} 颗石子:K 至多为 {2}",
    [KS_SK_RANGE] = "S × K = {1} × {2} 超过了第 {3} 堆的石子数({4})",
    [KS_MOVE_ONE] = "从第 {2} 堆取 {1} 颗({3}, {4} → {5}, {6})",
    [KS_MOVE_BOTH] = "从第 {2} 堆取 {1} 颗,从第 {9} 堆取 {7} × {1} = {8} 颗({3}, {4} → {5}, {6})",
    [KS_R_LOST] = "必败",
    [KS_R_LOST_SUM] = "一步之内到不了必败局面:先手必败",
    [KS_R_TAKE_1] = "第 1 堆取 k",
    [KS_R_TAKE_1_SUM] = "(x + k, y + sk) → (x, y):第 1 堆取 k,第 2 堆取 sk;必胜",
    [KS_R_TAKE_2] = "第 2 堆取 k",
    [KS_R_TAKE_2_SUM] = "(x + sk, y + k) → (x, y):第 2 堆取 k,第 1 堆取 sk;必胜",
    [KS_R_ROW] = "本行的必败局面",
    [KS_R_ROW_SUM] = "p(x) = 不被此前任何必败局面 (x', p(x')) 击败(x − x' 整除 y − p(x'),或 y − p(x') 整除 x − x')的最小 y ≥ x",
    [KS_R_MIRROR] = "对称",
    [KS_R_MIRROR_SUM] = "(x, y) 必败当且仅当 (y, x) 必败:p(y) = x 时 p(x) = y",
    [KS_R_ANSWER] = "结论",
    [KS_R_ANSWER_SUM] = "(a, b) 必败当且仅当 p(min(a, b)) = max(a, b)",
    [KS_V_PILES] = "两堆 a, b",
    [KS_V_GRID] = "必败 (0) 与必胜 (1) 局面:(第 1 堆, 第 2 堆)",
    [KS_V_P] = "p(x):第 x 行唯一的必败局面 (x, p(x))",
    [KS_V_ANSWER] = "先手必胜",
    [KS_EX_LOST] = "grid({1}, {2}):此前没有必败局面能一步到达它:必败(先手输)。",
    [KS_EX_TAKE] = "grid({1}, {2}):从第 {4} 堆取 k = {3},从第 {7} 堆取 s·k = {5} × {3} = {6},到达必败局面 ({8}, {9}):必胜。",
    [KS_EX_ROW_SELF] = "第 {1} 行:此前没有必败局面能一步到达 ({1}, {1}):它必败,p({1}) = {1}。",
    [KS_EX_ROW] = ("第 {1} 行:从列 {1} 到列 {2} 之前,每一列都被此前某个必败局面一步击败(一堆取 k、另一堆取 s·k),列 {2} 没有:"
                  "({1}, {2}) 与 ({2}, {1}) 都必败,p({1}) = {2}。"),
    [KS_EX_ROW_WINDOW] = "(p({1}) 之后的列都被 ({1}, p({1})) 击败,只需查看它之前。)",
    [KS_EX_MIRROR] = "第 {1} 行:({2}, {1}) 在第 {2} 行已确定为必败,由对称 ({1}, {2}) 也必败:p({1}) = {2}。",
    [KS_EX_P] = "p({1}) = {2}",
    [KS_EX_NO_ROW] = "第 {1} 行在 {2} 以内没有必败局面",
    [KS_EX_LOST_ANSWER] = " = max(a, b):({1}, {2}) 必败,先手输。",
    [KS_EX_NOT_MAX] = " ≠ max(a, b)",
    [KS_EX_WON_ANSWER] = ":({1}, {2}) 必胜。必胜着法(走到下方的必败局面):",
    [KS_EX_MORE] = ";另有 {1} 种",
    [KS_L_RULES] = "规则",
    [KS_L_RULES_TEXT] =
        "两堆石子：5 颗和 7 颗。每次从一堆取 k 颗（k ≥ 1），同时从另一堆取 s·k 颗（s ≥ 0）：例如第 1 堆取 k = 2 "
        "颗、第 2 堆取 3 × 2 = 6 颗，剩下 3 1；s = 0 就是只从一堆取。无法操作者输。5 7 谁会赢？",
    [KS_L_SIEVE] = "在网格上筛",
    [KS_L_SIEVE_TEXT] =
        "追踪像威佐夫博弈那样在网格上筛：从每个必败格出发，把一步能到达它的格子都标为必胜。第 56 步：此前唯一的必"
        "败格 (0, 0) 不能从 (2, 3) 一步到达，所以 (2, 3) 必败。手算验证：2 3 能走到 1 3、1 2、1 1、1 0、0 3、0 "
        "2、0 1、2 2、2 1、2 0，而其中每一个都能一步取光两堆。",
    [KS_L_IDEA] = "关键想法：每行至多一个",
    [KS_L_IDEA_TEXT] =
        "表的每一行至多有一个必败局面：若 (x, y) 必败，同一行中任何 (x, y')（y' > y）只从第 2 堆取就能到达它。而 "
        "(a, b) 能一步到达 (x, y)，当且仅当 a − x ≥ 1 整除 b − y，或 b − y ≥ 1 整除 a − x。所以第 a 行的必败列 "
        "p(a) 是此前任何必败局面都无法由它到达的最小 b ≥ a。第 103 步：第 5 行的第 5、6 列被击败，第 7 列没有，所"
        "以 p(5) = 7。",
    [KS_L_THEOREM] = "定理：一张表",
    [KS_L_THEOREM_TEXT] =
        "(a, b) 必败当且仅当 p(min(a, b)) = max(a, b)，且 (x, y) 必败当且仅当 (y, x) 必败。a ≤ b 的必败局面依次为"
        " (0, 0)、(2, 3)、(5, 7)、(9, 12)、(11, 15)、(14, 20)、(17, 22)、(19, 33)……目前没有找到通项公式，所以逐行"
        "建表，总工作量约 n²。第 1 行没有必败局面：从 (1, y) 取 k = 1、s = y 即可。这里 p(9) = 12，所以 9 12 先手"
        "必败。",
    [KS_L_TURN] = "轮到你",
    [KS_L_TURN_TEXT] =
        "8 13 先手必胜：一步可以走到上面列出的必败局面，共有两种走法。找出其中一种，之后每步都走到必败局面，战胜"
        "电脑。",
};

const gr_texts kstake_texts = {"kstake", KS_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
