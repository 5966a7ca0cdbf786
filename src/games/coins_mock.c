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

#include "text/coins_mock_text.h"

static uint64_t mock_value(uint64_t x, uint64_t k COINS_UNUSED) { return coins_odious(x); }

static void mock_words(uint64_t x, uint64_t k COINS_UNUSED, gr_lang lang, gr_buf *out) {
  char bin[65];
  int n = 0;
  for (int b = 63; b >= 0; b--)
    if (n || (x >> b) & 1) bin[n++] = (char)('0' + ((x >> b) & 1));
  if (n == 0) bin[n++] = '0';
  bin[n] = '\0';
  int ones = __builtin_popcountll(x);
  gr_say(out, &coins_mock_texts, lang, COINS_MOCK_WORDS, GR_U(x), GR_S(bin), GR_U(ones),
         GR_K(ones % 2 ? COINS_MOCK_ODD : COINS_MOCK_EVEN), GR_S(ones % 2 ? "" : " + 1"), GR_U(coins_odious(x)));
}

static uint64_t mock_count(size_t r, uint64_t k COINS_UNUSED) {
  uint64_t rr = r;
  return 1 + rr + rr * (rr - (rr > 0)) / 2;
}

static int mock_each(size_t r, uint64_t k COINS_UNUSED, coins_emit emit, void *ctx) {
  if (coins_emit_one(emit, ctx, coins_one_coin(r)) != 0) return -1;
  for (size_t j = 0; j < r; j++) {
    if (coins_emit_one(emit, ctx, coins_two_coins(j, r)) != 0) return -1;
    for (size_t i = 0; i < j; i++)
      if (coins_emit_one(emit, ctx, coins_three_coins(i, j, r)) != 0) return -1;
  }
  return 0;
}

/* The place whose value is v, if any. */
static bool place_of(uint64_t v, uint64_t *x) {
  *x = v >> 1;
  return coins_odious(*x) == v;
}

static int mock_winning(uint64_t k COINS_UNUSED, size_t r, uint64_t x, coins_emit emit, void *ctx) {
  uint64_t want = x ^ coins_odious(r), p;
  if (want == 0 && coins_emit_one(emit, ctx, coins_one_coin(r)) != 0) return -1;
  if (want != 0 && place_of(want, &p) && p < r && coins_emit_one(emit, ctx, coins_two_coins((size_t)p, r)) != 0)
    return -1;
  for (size_t j = 1; j < r; j++)
    if (place_of(want ^ coins_odious(j), &p) && p < j &&
        coins_emit_one(emit, ctx, coins_three_coins((size_t)p, j, r)) != 0)
      return -1;
  return 0;
}

static void mock_stall(size_t r, uint64_t k COINS_UNUSED, coins_flip *f) {
  *f = r >= 2 ? coins_three_coins(r - 2, r - 1, r) : r == 1 ? coins_two_coins(0, 1) : coins_one_coin(0);
}

static int mock_play(const uint64_t *args, size_t nargs, uint64_t k COINS_UNUSED, coins_flip *f, gr_error *err) {
  uint64_t s[3] = {args[0], nargs > 1 ? args[1] : 0, nargs > 2 ? args[2] : 0};
  for (size_t a = 0; a < nargs; a++) /* sort the few numbers */
    for (size_t b = a + 1; b < nargs; b++)
      if (s[b] < s[a]) {
        uint64_t tmp = s[a];
        s[a] = s[b];
        s[b] = tmp;
      }
  for (size_t a = 1; a < nargs; a++)
    if (s[a] == s[a - 1]) return gr_error_say(err, GR_ERANGE, &coins_mock_texts, COINS_TWICE_ANY, GR_U(s[a]));
  *f = (coins_flip){.count = nargs, .idx = {(size_t)s[0] - 1, (size_t)s[1] - 1, (size_t)s[2] - 1}};
  return 0;
}

static const coins_variant mock_variant = {
    COINS_VARIANT_RULE(mock),
    .action_args = coins_action_set,
    .flip = {"flip", {"coin", "second coin (optional)", "third coin (optional)"}, .required = 1,
             .words = {KIT_WORD_COIN, KIT_WORD_COIN, KIT_WORD_COIN}, .example = "flip 1 4 6"},
};

COINS_GAME_FUNCTIONS(mock, mock_variant, 0, coins_cost_mock)

const gr_game gr_game_coins_mock = {COINS_GAME_TABLE(mock), .example = "UUDUDU", .referee_max_len = 12};
