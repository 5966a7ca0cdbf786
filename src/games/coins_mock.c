/*
 * coins_mock.c — Mock Turtles, rule 5 of seed 001 ("条件五:每次可以翻动一个、
 * 两个或三个硬币"): a move turns over one, two or three coins anywhere; the
 * rightmost coin turned must go from heads to tails.
 *
 * Single-coin value (seed 001 numbers places from 0 here: place x = coin
 * number - 1): g(x) is the x-th odious number (odd number of ones in
 * binary): 2x when x has an odd number of ones, 2x + 1 otherwise —
 * 1, 2, 4, 7, 8, 11, 13, 14, ...  The value of a row is their xor over the
 * heads coins.  Since odious xor odious is evil (even number of ones), a
 * row is lost exactly when its heads places xor to 0 AND their number is
 * even.  (The seed's text concludes "这样的 n 一定是奇数", odd, but its own
 * parity argument, and search, say even: e.g. UUUU, places 0..3, values
 * 1 xor 2 xor 4 xor 7 = 0, is lost; test_sg_heaps checks every row of up
 * to 12 coins.)
 *
 * Winning moves from heads coin r (X != 0): g is one-to-one (odious(v >> 1)
 * == v tells whether v is a value, and of which place), so r alone when
 * g(r) = X; r with the place j < r of value X xor g(r); and for each j < r,
 * r and j with the place i < j of value X xor g(r) xor g(j).  That is O(r)
 * per heads coin, O(n^2) for the row, run as a job.
 */
#include "coins.h"

static uint64_t mock_value(uint64_t x, uint64_t k) {
  (void)k;
  return coins_odious(x);
}

static void mock_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  (void)k;
  char bin[65];
  int n = 0;
  for (int b = 63; b >= 0; b--)
    if (n || (x >> b) & 1) bin[n++] = (char)('0' + ((x >> b) & 1));
  if (n == 0) bin[n++] = '0';
  bin[n] = '\0';
  int ones = __builtin_popcountll(x);
  unsigned long long g = coins_odious(x), xx = x;
  if (lang == GR_ZH)
    gr_buf_printf(out, "位置 x = %llu(从 0 数),二进制 %s 有 %d 个 1(%s),g = 2·%llu%s = %llu,即第 %llu 个 odious 数(从 0 数)。", xx, bin,
                  ones, ones % 2 ? "奇数" : "偶数", xx, ones % 2 ? "" : " + 1", g, xx);
  else
    gr_buf_printf(out, "place x = %llu (from 0) is %s in binary, %d one%s (%s), so g = 2*%llu%s = %llu, odious number "
                  "#%llu (counting from 0).", xx, bin, ones, ones == 1 ? "" : "s", ones % 2 ? "odd" : "even", xx,
                  ones % 2 ? "" : " + 1", g, xx);
}

static bool mock_movable(size_t r, uint64_t k) {
  (void)r;
  (void)k;
  return true;
}

static uint64_t mock_count(size_t r, uint64_t k) {
  (void)k;
  uint64_t rr = r;
  return 1 + rr + rr * (rr - (rr > 0)) / 2;
}

static int mock_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  (void)k;
  coins_flip f = coins_one_coin(r);
  if (emit(ctx, &f) != 0) return -1;
  for (size_t j = 0; j < r; j++) {
    f = coins_two_coins(j, r);
    if (emit(ctx, &f) != 0) return -1;
    for (size_t i = 0; i < j; i++) {
      f = coins_three_coins(i, j, r);
      if (emit(ctx, &f) != 0) return -1;
    }
  }
  return 0;
}

/* The place whose value is v, if any. */
static bool place_of(uint64_t v, uint64_t *x) {
  *x = v >> 1;
  return coins_odious(*x) == v;
}

static int mock_winning(const uint64_t *c, size_t n, uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  (void)c;
  (void)n;
  (void)k;
  uint64_t want = x ^ coins_odious(r), p;
  coins_flip f;
  if (want == 0) {
    f = coins_one_coin(r);
    if (emit(ctx, &f) != 0) return -1;
  } else if (place_of(want, &p) && p < r) {
    f = coins_two_coins((size_t)p, r);
    if (emit(ctx, &f) != 0) return -1;
  }
  for (size_t j = 1; j < r; j++)
    if (place_of(want ^ coins_odious(j), &p) && p < j) {
      f = coins_three_coins((size_t)p, j, r);
      if (emit(ctx, &f) != 0) return -1;
    }
  return 0;
}

static void mock_stall(size_t r, uint64_t k, coins_flip *f) {
  (void)k;
  *f = r >= 2 ? coins_three_coins(r - 2, r - 1, r) : r == 1 ? coins_two_coins(0, 1) : coins_one_coin(0);
}

static int mock_play(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err) {
  (void)k;
  uint64_t s[3] = {args[0], nargs > 1 ? args[1] : 0, nargs > 2 ? args[2] : 0};
  for (size_t a = 0; a < nargs; a++) /* sort the few numbers */
    for (size_t b = a + 1; b < nargs; b++)
      if (s[b] < s[a]) {
        uint64_t tmp = s[a];
        s[a] = s[b];
        s[b] = tmp;
      }
  for (size_t a = 1; a < nargs; a++)
    if (s[a] == s[a - 1])
      return gr_error_set(err, GR_ERANGE, "coin %llu is named twice: turn different coins", (unsigned long long)s[a]);
  if (nargs == 1) *f = coins_one_coin((size_t)s[0] - 1);
  if (nargs == 2) *f = coins_two_coins((size_t)s[0] - 1, (size_t)s[1] - 1);
  if (nargs == 3) *f = coins_three_coins((size_t)s[0] - 1, (size_t)s[1] - 1, (size_t)s[2] - 1);
  return 0;
}

static const coins_variant mock_variant = {
    .game = &gr_game_coins_mock,
    .value = mock_value,
    .value_words = mock_words,
    .rules = COINS_RULES("g(x) = 2x + 1 if x has an even number of ones in binary, else 2x (x = coin number - 1): "
                         "the odious numbers",
                         "x 的二进制中 1 的个数为偶数时 g(x) = 2x + 1,否则为 2x(x = 硬币号 - 1):odious 数"),
    .movable = mock_movable,
    .count_at = mock_count,
    .each_at = mock_each,
    .winning_at = mock_winning,
    .stall_at = mock_stall,
    .play_set = mock_play,
    .action_args = coins_action_set,
    .max_args = 3,
    .usage = "a move is written 'flip COIN [COIN [COIN]]' (coins numbered from 1), e.g. flip 1 4 6",
    .verb_args = {"coin", "second coin (optional)", "third coin (optional)"},
};

static const kit_solver_ops mock_ops = {.first = 0, .data = &mock_variant, .accumulate = coins_accumulate,
                                        .decide = coins_decide, .cost = coins_cost_mock, .winning = coins_winning};

COINS_GAME_FUNCTIONS(mock, mock_variant, mock_ops)

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop mock_lesson[] = {
    {{"The rules", "规则"},
     {"Mock Turtles: in UUDUDU coins 1, 2, 4 and 6 show heads. A move turns over one, two or three coins "
      "anywhere, and the rightmost coin turned must go from heads to tails: turning coins 3 and 6 makes coin 6 "
      "tails and coin 3 heads. Whoever cannot move loses. Who wins?",
      "Mock Turtles 游戏：UUDUDU 中第 1、2、4、6 枚是正面。每次翻转任意位置的一枚、两枚或三枚硬币，翻转的硬币中"
      "最右边的一枚必须由正面翻成反面：例如翻第 3 和第 6 枚，第 6 枚变反面，第 3 枚变正面。不能操作的人输。谁会"
      "赢？"},
     "UUDUDU", -2},
    {{"The mex table", "mex 表"},
     {"Number the places from 0, as the seed does (place x is coin x + 1). Place 3 alone may turn alone or "
      "with one or two of places 0, 1, 2, reaching 0, 1, 2, 4, 1 xor 2 = 3, 1 xor 4 = 5 and 2 xor 4 = 6, so "
      "g(3) = 7. Step 6 gets the same 7 from the rule: 3 = 11 in binary has an even number of ones, so g = 2 x "
      "3 + 1.",
      "按种子文档的做法，位置从 0 开始编号（位置 x 即第 x + 1 枚）。单独的位置 3 可以单独翻，或连同位置 0、1、"
      "2 中的一个或两个一起翻，到达 0、1、2、4、1 xor 2 = 3、1 xor 4 = 5、2 xor 4 = 6，所以 g(3) = 7。第 6 步用"
      "规律得到同样的 7：3 的二进制 11 中 1 的个数为偶数，所以 g = 2 × 3 + 1。"},
     "UUDUDU", 6},
    {{"The key idea: odious numbers", "关键想法：odious 数"},
     {"The values 1, 2, 4, 7, 8, 11, 13, 14, ... are the odious numbers, those with an odd number of ones in "
      "binary: g(x) = 2x, plus 1 when x has an even number of ones. The xor of an odd number of odious numbers "
      "is odious again, never 0, so a lost row has an even number of heads. UUUU has four, and 1 xor 2 xor 4 "
      "xor 7 = 0: lost.",
      "这些值 1, 2, 4, 7, 8, 11, 13, 14, ... 正是 odious 数（二进制中 1 的个数为奇数的数）：g(x) = 2x，若 x 的"
      "二进制中 1 的个数为偶数再加 1。奇数个 odious 数的异或仍是 odious 数，不可能为 0，所以必败局面的正面个数"
      "一定是偶数。UUUU 有四枚，1 xor 2 xor 4 xor 7 = 0：必败。"},
     "UUUU", -1},
    {{"The theorem", "定理"},
     {"The first player wins exactly when the xor of the heads coins' values is non-zero. Equivalently, a row "
      "is lost exactly when it has an even number of heads whose places xor to 0 (the seed's text says odd, "
      "but its own parity argument, and exhaustive search, say even). DUUDUDDU: places 1, 2, 4, 7, four of "
      "them, 1 xor 2 xor 4 xor 7 = 0: lost.",
      "先手必胜当且仅当各正面硬币值的异或和不为 0。等价地，一排硬币必败当且仅当正面个数为偶数且它们的位置异或和"
      "为 0（种子文档的结论写成了奇数，但它自己的奇偶性论证和穷举搜索都表明是偶数）。DUUDUDDU：位置 1、2、4、"
      "7，共四个，1 xor 2 xor 4 xor 7 = 0：必败。"},
     "DUUDUDDU", -1},
    {{"Your turn", "轮到你"},
     {"UUDUDU: coins 1, 2, 4, 6 are worth 1, 2, 7, 11, xor 15, so the first player wins. There is exactly one "
      "winning move; find it, then beat the computer.",
      "UUDUDU：第 1、2、4、6 枚的值为 1、2、7、11，异或和为 15，先手必胜。必胜着法只有一种；找出它，然后战胜电"
      "脑。"},
     "UUDUDU", -2},
};

const gr_game gr_game_coins_mock = {
    .id = "coins-mock",
    .title = {"Coin turning: Mock Turtles (one, two or three coins)", "翻硬币:Mock Turtles(每次翻一到三枚)"},
    .rules = {"Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over one, "
              "two or three coins anywhere; the rightmost coin turned must go from heads to tails. The player who cannot "
              "move loses.",
              "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次翻转一枚、两枚或三枚硬币(位置任意),"
              "翻转的硬币中最右边的一枚必须由正面翻成反面。不能操作的人输。"},
    .syntax = {"The row from left to right, U for heads up and D for tails up: UUDUDU", "从左到右的硬币,U 为正面朝上,D 为反面朝上:UUDUDU"},
    .example = "UUDUDU",
    .theory = {"A coin-turning position is the sum of its heads coins standing alone. The coin at place x (from 0) is "
               "worth the x-th odious number: 2x, plus 1 when x has an even number of ones in binary (1, 2, 4, 7, 8, 11, "
               "...). The first player wins exactly when their xor over the heads coins is non-zero; equivalently, lost "
               "rows have an even number of heads whose places xor to 0. At most 1000 winning moves are listed.",
               "翻硬币游戏的局面等于各正面硬币单独存在时的和。位置 x(从 0 数)的硬币单独的 SG 值是第 x 个 odious 数:"
               "2x,若 x 的二进制中 1 的个数为偶数再加 1(1, 2, 4, 7, 8, 11, ...)。正面硬币这些值的异或和不为 0 时先手必胜;"
               "等价地,必败局面的正面硬币个数为偶数且位置异或和为 0。最多列出 1000 个必胜着法。"},
    .referee_max_len = 12,
    .referee_max_value = 1,
    .play_syntax = {"flip COIN [COIN [COIN]] (coins numbered from 1)", "flip 硬币号 [硬币号 [硬币号]](从 1 编号)"},
    COINS_GAME_TABLE(mock),
    .lesson = mock_lesson,
    .lesson_len = sizeof mock_lesson / sizeof mock_lesson[0],
};
