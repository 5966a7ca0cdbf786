/*
 * coins_run.c — coin turning, rule 3 of seed 001 ("条件三:每次必须连续翻转
 * k 个硬币"): a move turns over exactly k consecutive coins, the rightmost
 * of which must go from heads to tails.  k is part of the position:
 * "k=3; UUDU".
 *
 * Single-coin value: g(i) = 1 when k divides i, else 0 (coins numbered from
 * 1).  Coin i < k ends no run: g = 0.  For i >= k the move turns coins
 * i-k+1..i-1 up, worth the xor of their values; k - 1 consecutive numbers
 * below a multiple of k hold no multiple of k (xor 0, so g(i) = mex{0} = 1),
 * otherwise exactly one (xor 1, so g(i) = mex{1} = 0).  Every run of k
 * consecutive coins holds exactly one multiple of k, so every move changes
 * the row's value (0 or 1) by 1: when it is 1, every move wins.
 */
#include "coins.h"

static uint64_t run_value(uint64_t x, uint64_t k) { return (x + 1) % k == 0; }

static void run_words(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out) {
  unsigned long long i = x + 1, kk = k;
  bool zh = lang == GR_ZH;
  if (i < k)
    gr_buf_printf(out, zh ? "%llu < k = %llu,没有以它结尾的连续 %llu 枚,g = 0。" : "%llu < k = %llu: no run of %llu coins ends at it, g = 0.",
                  i, kk, kk);
  else if (i % k == 0)
    gr_buf_printf(out, zh ? "k = %llu 整除 %llu:它左边的 %llu 枚中没有 k 的倍数,翻转后异或为 0,g = mex{0} = 1。"
                          : "k = %llu divides %llu: the %llu coins before it hold no multiple of k, worth 0 together, so g = mex{0} = 1.",
                  kk, i, kk - 1);
  else
    gr_buf_printf(out, zh ? "k = %llu 不整除 %llu:它左边的 %llu 枚中恰有一个 k 的倍数,翻转后异或为 1,g = mex{1} = 0。"
                          : "k = %llu does not divide %llu: the %llu coins before it hold one multiple of k, worth 1 together, so g = mex{1} = 0.",
                  kk, i, kk - 1);
}

static bool run_movable(size_t r, uint64_t k) { return (uint64_t)r + 1 >= k; }

static uint64_t run_count(size_t r, uint64_t k) { return run_movable(r, k) ? 1 : 0; }

static int run_each(size_t r, uint64_t k, coins_emit emit, void *ctx) {
  coins_flip f = coins_run(r + 1 - (size_t)k, r);
  return emit(ctx, &f);
}

/* Every run of k holds exactly one multiple of k: its values xor to 1. */
static int run_winning(const uint64_t *c, size_t n, uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  (void)c;
  (void)n;
  if (x != 1) return 0;
  coins_flip f = coins_run(r + 1 - (size_t)k, r);
  return emit(ctx, &f);
}

static void run_stall(size_t r, uint64_t k, coins_flip *f) { *f = coins_run(r + 1 - (size_t)k, r); }

static int run_play(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err) {
  (void)nargs;
  if (args[0] < k)
    return gr_error_set(err, GR_ERANGE, "the run of k = %llu coins ending at coin %llu would start before coin 1: "
                        "the rightmost coin must be coin %llu or later", (unsigned long long)k,
                        (unsigned long long)args[0], (unsigned long long)k);
  *f = coins_run((size_t)(args[0] - k), (size_t)args[0] - 1);
  return 0;
}

/* "flip COIN": the rightmost coin of the run. */
static void run_action(const coins_flip *f, uint64_t k, gr_buf *out) {
  (void)k;
  gr_buf_printf(out, "%zu", f->hi + 1);
}

static const coins_variant run_variant = {
    .game = &gr_game_coins_run,
    .has_k = true,
    .value = run_value,
    .value_words = run_words,
    .rules = COINS_RULES("g(i) = 1 if k divides i, else 0", "k 整除 i 时 g(i) = 1,否则为 0"),
    .movable = run_movable,
    .count_at = run_count,
    .each_at = run_each,
    .winning_at = run_winning,
    .stall_at = run_stall,
    .play_set = run_play,
    .action_args = run_action,
    .run_moves = true,
    .max_args = 1,
    .usage = "a move is written 'flip COIN': the run of k coins ending at COIN (coins numbered from 1), e.g. flip 3",
    .verb_args = {"rightmost coin of the run", NULL, NULL},
};

static const kit_solver_ops run_ops = {.first = 1, .data = &run_variant, .accumulate = coins_accumulate,
                                       .decide = coins_decide, .winning = coins_winning};

COINS_GAME_FUNCTIONS(run, run_variant, run_ops)

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop run_lesson[] = {
    {{"The rules", "规则"},
     {"Here k = 3: a move turns over exactly 3 consecutive coins, and the rightmost of them must go from heads "
      "to tails. In DUUDUD coins 2, 3 and 5 show heads; turning coins 3, 4, 5 is a move (coin 5 is heads), "
      "turning 4, 5, 6 is not (coin 6 is tails). Whoever cannot move loses. Who wins?",
      "这里 k = 3：每次恰好翻转连续 3 枚硬币，其中最右边的一枚必须由正面翻成反面。DUUDUD 中第 2、3、5 枚是正"
      "面；翻第 3、4、5 枚是合法的（第 5 枚是正面），翻第 4、5、6 枚不行（第 6 枚是反面）。不能操作的人输。谁会"
      "赢？"},
     "k=3; DUUDUD", -2},
    {{"One coin at a time", "逐枚求值"},
     {"No run of 3 ends at coin 1 or 2, so alone they are worth 0. Coin 3 alone can only turn coins 1, 2, 3, "
      "leaving coins 1 and 2 heads, worth 0 xor 0: g(3) = mex{0} = 1 (step 4). Coin 4 alone leaves coins 2 and "
      "3 heads, worth 0 xor 1 = 1, so g(4) = mex{1} = 0.",
      "没有以第 1 或第 2 枚结尾的连续三枚，所以它们单独的值为 0。单独的第 3 枚只能翻第 1、2、3 枚，留下第 1、2 "
      "枚正面，值为 0 xor 0：g(3) = mex{0} = 1（第 4 步）。单独的第 4 枚翻后留下第 2、3 枚正面，值为 0 xor 1 = "
      "1，所以 g(4) = mex{1} = 0。"},
     "k=3; DUUDUD", 4},
    {{"The key idea: a parity that flips", "关键想法：每步翻转的奇偶性"},
     {"Every run of k consecutive coins contains exactly one multiple of k, so every move turns exactly one "
      "coin at a multiple of k: the number of heads there changes by one, and its parity flips at every move. "
      "A finished row has no heads at a multiple of k (such a coin could still end a run). So the player "
      "facing an odd count is never stuck, and always hands over an even one.",
      "任意连续 k 枚硬币中恰有一个编号是 k 的倍数，所以每一步都恰好翻动一枚 k 的倍数位置上的硬币：那些位置上的"
      "正面个数改变 1，每走一步奇偶性就翻转一次。终局时 k 的倍数位置上没有正面（否则还能以它为右端翻转）。所以"
      "面对奇数的一方永远有棋可走，并且总是把偶数留给对手。"},
     "k=3; DUUDUD", -1},
    {{"The theorem", "定理"},
     {"g(i) = 1 when k divides i and 0 otherwise, so the SG value of a row is the parity of the heads at "
      "multiples of k: the first player wins exactly when it is odd, and then every move wins. With k = 2, "
      "UUUU has heads at 2 and 4, an even number: the second player wins.",
      "k 整除 i 时 g(i) = 1，否则 g(i) = 0，所以一排硬币的 SG 值就是编号为 k 的倍数的正面个数的奇偶：为奇数时先"
      "手必胜，而且任何着法都必胜。k = 2 时，UUUU 在 2 和 4 上有正面，共偶数个：后手必胜。"},
     "k=2; UUUU", -1},
    {{"Your turn", "轮到你"},
     {"k = 3, UUDUUUD: of coins 3 and 6 only coin 6 shows heads, an odd count, so the first player wins, with "
      "any move. Play it out against the computer and watch the parity flip.",
      "k = 3，UUDUUUD：第 3、6 枚中只有第 6 枚是正面，个数为奇数，先手必胜，怎么走都行。和电脑下完这一局，观察"
      "奇偶性如何交替。"},
     "k=3; UUDUUUD", -2},
};

const gr_game gr_game_coins_run = {
    .id = "coins-run",
    .title = {"Coin turning: k consecutive coins", "翻硬币:每次连续翻 k 枚"},
    .rules = {"Coins lie in a row, numbered 1, 2, ... from the left, heads (U) or tails (D) up. A move turns over exactly "
              "k consecutive coins; the rightmost of them must go from heads to tails. The player who cannot move loses.",
              "一排硬币从左到右编号 1, 2, ...,正面(U)或反面(D)朝上。每次恰好翻转连续的 k 枚硬币,其中最右边的一枚必须"
              "由正面翻成反面。不能操作的人输。"},
    .syntax = {"k=K; then the row, U for heads up and D for tails up (1 <= K <= the number of coins): k=3; UUDU",
               "k=K; 再写硬币,U 为正面朝上,D 为反面朝上(1 ≤ K ≤ 硬币数):k=3; UUDU"},
    .example = "k=3; DUUDUD",
    .theory = {"A coin-turning position is the sum of its heads coins standing alone. Coin i alone is worth 1 when k "
               "divides i and 0 otherwise, so the value is the parity of the heads coins at multiples of k. Any run of k "
               "holds exactly one multiple of k, so every move flips that parity: when it is odd, every move wins.",
               "翻硬币游戏的局面等于各正面硬币单独存在时的和。第 i 枚单独的 SG 值在 k 整除 i 时为 1,否则为 0,"
               "局面的 SG 值就是编号为 k 的倍数的正面硬币个数的奇偶。任意连续 k 枚中恰有一个 k 的倍数,每一步都改变这个奇偶:"
               "为奇数时任何着法都必胜。"},
    .referee_max_len = 11,
    .referee_max_value = 1,
    .play_syntax = {"flip COIN: the k coins ending at COIN (coins numbered from 1)", "flip 硬币号:以该硬币结尾的连续 k 枚(从 1 编号)"},
    COINS_GAME_TABLE(run),
    .lesson = run_lesson,
    .lesson_len = sizeof run_lesson / sizeof run_lesson[0],
};
