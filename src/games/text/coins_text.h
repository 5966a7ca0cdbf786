/*
 * coins_text.h — the keys that every coin-turning game's table has (after
 * its GR_TEXT_* keys), with their texts as COINS_TEXTS_EN / COINS_TEXTS_ZH
 * for the tables to start with: the engine's (coins.c) rule names, view
 * labels, explanations, move words and errors.  COINS_R_VALUE_SUM (the
 * single-coin value's formula) and COINS_USAGE_NOTE (said after the form of
 * a move in the usage message) are each game's own.
 */
#ifndef GR_COINS_TEXT_H
#define GR_COINS_TEXT_H

#include "grundy.h"

enum {
  COINS_R_VALUE = GR_TEXT_GAME_KEYS, COINS_R_VALUE_SUM, COINS_R_HEADS, COINS_R_HEADS_SUM, COINS_R_TAILS,
  COINS_R_TAILS_SUM, COINS_R_WINS, COINS_R_WINS_SUM, COINS_V_K, COINS_V_COINS, COINS_V_G, COINS_V_XOR,
  COINS_ALONE, COINS_HEADS, COINS_TAILS, COINS_WINS, COINS_LOSES, COINS_TURN_ONE, COINS_TURN_MANY, COINS_RANGE,
  COINS_SEP, COINS_LAST_SEP, COINS_NOTE_K, COINS_USAGE_NOTE, COINS_OVER, COINS_NO_COIN, COINS_TAILS_UP,
  COINS_TWICE, COINS_TWICE_ANY, COINS_NOT_FACE, COINS_TOO_MANY, COINS_NONE_GIVEN, COINS_K_FIRST,
  COINS_K_EQUALS, COINS_K_DIGITS, COINS_K_BIG, COINS_K_SEMI, COINS_K_ZERO, COINS_K_LONG, COINS_K_RANGE, COINS_SHARED_END
};

#define COINS_TEXTS_EN \
  [COINS_R_VALUE] = "Single-coin value", \
  [COINS_R_HEADS] = "Heads: add", \
  [COINS_R_HEADS_SUM] = "xor[i] = xor[i-1] xor g[i]", \
  [COINS_R_TAILS] = "Tails: skip", \
  [COINS_R_TAILS_SUM] = "xor[i] = xor[i-1]", \
  [COINS_R_WINS] = "Answer", \
  [COINS_R_WINS_SUM] = "the first player wins exactly when X != 0", \
  [COINS_V_K] = "k (coins per move)", \
  [COINS_V_COINS] = "coins (1 = heads up)", \
  [COINS_V_G] = "single-coin value of each place", \
  [COINS_V_XOR] = "xor over the heads coins 1..i", \
  [COINS_ALONE] = "Coin {1} alone heads up: ", \
  [COINS_HEADS] = "Coin {1} is heads up: xor = {2} xor {3} = {4}.", \
  [COINS_TAILS] = "Coin {1} is tails up and does not count: xor stays {2}.", \
  [COINS_WINS] = "The row is the sum of its heads coins standing alone: X = {1} != 0, so the first player wins.", \
  [COINS_LOSES] = "The row is the sum of its heads coins standing alone: X = {1} = 0, so the first player loses.", \
  [COINS_TURN_ONE] = "turn over coin {1} ({2}: heads to tails)", \
  [COINS_TURN_MANY] = "turn over coins {1} ({2}: heads to tails)", \
  [COINS_RANGE] = "{1} to {2}", \
  [COINS_SEP] = ", ", \
  [COINS_LAST_SEP] = " and ", \
  [COINS_NOTE_K] = "k = {1}: a move turns exactly {1} consecutive coins", \
  [COINS_OVER] = "the game is over: no coin can be turned", \
  [COINS_NO_COIN] = "there is no coin {1}: the coins are numbered 1 to {2}", \
  [COINS_TAILS_UP] = "coin {1} is tails up: the rightmost coin turned must go from heads to tails", \
  [COINS_TWICE] = "coin {1} is named twice: turn two different coins", \
  [COINS_TWICE_ANY] = "coin {1} is named twice: turn different coins", \
  [COINS_NOT_FACE] = "coin {1} at line {2}, column {3} is '{4}': write U (heads up) or D (tails up)", \
  [COINS_TOO_MANY] = "too many coins: at most {1} are allowed", \
  [COINS_NONE_GIVEN] = "no coins given: write the row with U (heads up) and D (tails up), e.g. {1}", \
  [COINS_K_FIRST] = "a {1} position starts with k, the number of coins a move turns: write k=3; UUDU", \
  [COINS_K_EQUALS] = "after k, write '=' and the run length: k=3; UUDU", \
  [COINS_K_DIGITS] = "k at line {1}, column {2} is not a whole number: write k=3; UUDU", \
  [COINS_K_BIG] = "k is past the 64-bit limit 18446744073709551615", \
  [COINS_K_SEMI] = "expected ';' after k = {1} at line {2}, column {3}: write k=3; UUDU", \
  [COINS_K_ZERO] = "k = 0: a move turns k >= 1 consecutive coins", \
  [COINS_K_LONG] = "k = {1} is longer than the row of {2} coins", \
  [COINS_K_RANGE] = "k = {1} must be between 1 and the {2} coins of the row"

#define COINS_TEXTS_ZH \
  [COINS_R_VALUE] = "单枚硬币的 SG 值", \
  [COINS_R_HEADS] = "正面:计入", \
  [COINS_R_HEADS_SUM] = "xor[i] = xor[i-1] xor g[i]", \
  [COINS_R_TAILS] = "反面:跳过", \
  [COINS_R_TAILS_SUM] = "xor[i] = xor[i-1]", \
  [COINS_R_WINS] = "结论", \
  [COINS_R_WINS_SUM] = "先手必胜当且仅当 X ≠ 0", \
  [COINS_V_K] = "k(每次翻的枚数)", \
  [COINS_V_COINS] = "硬币(1 = 正面朝上)", \
  [COINS_V_G] = "每个位置单枚硬币的 SG 值", \
  [COINS_V_XOR] = "前 i 枚中正面硬币的异或", \
  [COINS_ALONE] = "第 {1} 枚硬币单独正面朝上时:", \
  [COINS_HEADS] = "第 {1} 枚正面朝上:xor = {2} xor {3} = {4}。", \
  [COINS_TAILS] = "第 {1} 枚反面朝上,不计:xor 仍为 {2}。", \
  [COINS_WINS] = "局面是各正面硬币单独存在时的和,SG 值 X = {1} ≠ 0,所以先手必胜。", \
  [COINS_LOSES] = "局面是各正面硬币单独存在时的和,SG 值 X = {1} = 0,所以先手必败。", \
  [COINS_TURN_ONE] = "翻转第 {1} 枚硬币(第 {2} 枚由正面翻成反面)", \
  [COINS_TURN_MANY] = "翻转第 {1} 枚硬币(第 {2} 枚由正面翻成反面)", \
  [COINS_RANGE] = "{1} 到 {2}", \
  [COINS_SEP] = "、", \
  [COINS_LAST_SEP] = "、", \
  [COINS_NOTE_K] = "k = {1}:每次恰好翻转连续 {1} 枚硬币", \
  [COINS_OVER] = "游戏已经结束:没有可以翻的硬币", \
  [COINS_NO_COIN] = "没有第 {1} 枚硬币:硬币的编号是 1 到 {2}", \
  [COINS_TAILS_UP] = "第 {1} 枚是反面朝上:翻转的硬币中最右边的一枚必须由正面翻成反面", \
  [COINS_TWICE] = "第 {1} 枚硬币写了两次:请翻两枚不同的硬币", \
  [COINS_TWICE_ANY] = "第 {1} 枚硬币写了两次:请翻不同的硬币", \
  [COINS_NOT_FACE] = "第 {1} 枚硬币(第 {2} 行第 {3} 列)是 '{4}':请写 U(正面朝上)或 D(反面朝上)", \
  [COINS_TOO_MANY] = "硬币太多:最多允许 {1} 枚", \
  [COINS_NONE_GIVEN] = "没有给出硬币:请用 U(正面朝上)和 D(反面朝上)写出一排硬币,例如 {1}", \
  [COINS_K_FIRST] = "{1} 的局面以 k 开头,k 是每步翻转的硬币数:请写 k=3; UUDU", \
  [COINS_K_EQUALS] = "k 之后请写 '=' 和连续翻转的枚数:k=3; UUDU", \
  [COINS_K_DIGITS] = "第 {1} 行第 {2} 列的 k 不是整数:请写 k=3; UUDU", \
  [COINS_K_BIG] = "k 超出了 64 位上限 18446744073709551615", \
  [COINS_K_SEMI] = "第 {2} 行第 {3} 列:k = {1} 之后应为 ';':请写 k=3; UUDU", \
  [COINS_K_ZERO] = "k = 0:每步翻转连续 k ≥ 1 枚硬币", \
  [COINS_K_LONG] = "k = {1} 超过了这一排的 {2} 枚硬币", \
  [COINS_K_RANGE] = "k = {1} 必须在 1 与这一排的硬币数 {2} 之间"

#endif
