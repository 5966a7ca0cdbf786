/*
 * coins.h — the coin-turning games of seed 001 ("翻硬币游戏"), internal to
 * libgrundy: one engine (coins.c) and one file per rule (coins_*.c), each a
 * table-driven description of its rule (a coins_variant).
 *
 * The common rules: n coins lie in a row, numbered 1..n from the left, each
 * heads up (U) or tails up (D).  A move turns over a set of coins allowed
 * by the game's rule, and the rightmost coin turned must go from heads to
 * tails.  Whoever cannot move loses.
 *
 * The common theory: turning a tails coin up and turning a heads coin down
 * are the same as far as the sum is concerned (two heads on one place
 * cancel), so a position is the sum of its heads coins standing alone, and
 * its Grundy value is the xor of the single-coin values g(i) of the heads
 * coins.  A move with rightmost coin r turning the set S changes the value
 * by the xor of g over S, so it wins exactly when that xor equals the
 * position's value X.  The referee checks all of it on every row of up to
 * 12 coins (11 for coins-run, with every k).
 *
 * A position is one value per coin (1 heads, 0 tails), after the rule's
 * parameter for the games that have one (coins-run: k first).  Every coin
 * game's message table starts with the engine's keys (text/coins_text.h).
 */
#ifndef GR_COINS_H
#define GR_COINS_H

#include "grundy.h"
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/coins_text.h"

#define COINS_MAX_SOLVE 4096
#define COINS_MAX_TRACE 1024

extern const gr_game gr_game_coins_one, gr_game_coins_two, gr_game_coins_run, gr_game_coins_near3,
    gr_game_coins_mock, gr_game_coins_ruler;

/* The coins a move turns over: the run lo..hi, or up to three coins
 * idx[0] < idx[1] < idx[2] (0-based; the last is the rightmost). */
typedef struct coins_flip {
  bool run;
  size_t lo, hi;
  size_t count;
  size_t idx[3];
} coins_flip;

typedef int (*coins_emit)(void *ctx, const coins_flip *f);

/* A parameter a rule's function does not need (most rules ignore k). */
#define COINS_UNUSED __attribute__((unused))

/* One rule.  Coins are 0-based here (x); the texts number them from 1. */
typedef struct coins_variant {
  const gr_game *game; /* its texts hold the rule's words */
  bool has_k;          /* the position starts with the parameter k (coins-run) */
  /* The single-coin value of coin x (0-based). */
  uint64_t (*value)(uint64_t x, uint64_t k);
  /* Why g(x) has its value, with the numbers, for the trace. */
  void (*value_words)(uint64_t x, uint64_t k, gr_lang lang, gr_buf *out);
  /* Whether a heads coin at r can be the rightmost coin of a move (NULL: always). */
  bool (*movable)(size_t r, uint64_t k);
  /* How many moves have rightmost coin r, and each of them. */
  uint64_t (*count_at)(size_t r, uint64_t k);
  int (*each_at)(size_t r, uint64_t k, coins_emit emit, void *ctx);
  /* The moves with rightmost coin r whose values xor to x (x != 0). */
  int (*winning_at)(uint64_t k, size_t r, uint64_t x, coins_emit emit, void *ctx);
  /* The stalling move when r is the leftmost movable heads coin (every
   * coin left of it that could be turned is tails): turn as many tails
   * coins up, as far right, as the rule allows. */
  void (*stall_at)(size_t r, uint64_t k, coins_flip *f);
  /* The action's coin numbers (1-based, as typed) to a set of coins; the
   * engine then checks they are on the row and the rightmost is heads. */
  int (*play_set)(const uint64_t *args, size_t nargs, uint64_t k, coins_flip *f, gr_error *err);
  /* The inverse of play_set: the coin numbers (1-based) that name the set f
   * in the action, written after "flip ".  run_moves: the rule turns runs
   * of consecutive coins (f is then a run, else up to three coins). */
  void (*action_args)(const coins_flip *f, uint64_t k, gr_buf *out);
  bool run_moves;
  kit_verb flip; /* the action "flip ...": its numbers, usage words and example */
} coins_variant;

int coins_parse(const coins_variant *v, const char *text, gr_pos *out, gr_error *err);
void coins_format(const coins_variant *v, const gr_pos *p, gr_buf *out);
int coins_moves(const coins_variant *v, const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err);
bool coins_terminal(const coins_variant *v, const gr_pos *p);
int coins_solve_start(const coins_variant *v, const kit_solver_ops *ops, const gr_pos *p, gr_job **job, gr_error *err);
/* The trace; its explanation reads the variant and k from the trace's
 * parameter record (gr_trace_set_params), so one explain serves every rule. */
int coins_trace_start(const coins_variant *v, const gr_pos *p, gr_job **job, gr_error *err);
int coins_stall(const coins_variant *v, const gr_pos *p, gr_pos *out, gr_error *err);
void coins_describe(const coins_variant *v, const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out);
void coins_board(const coins_variant *v, const gr_pos *p, gr_json *j);
int coins_play(const coins_variant *v, const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
int coins_action(const coins_variant *v, const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);
/* "a b c": the coins of a set, ascending, 1-based (action_args for the rules that name every coin). */
void coins_action_set(const coins_flip *f, uint64_t k, gr_buf *out);
/* The action_args of the rules that name one coin or two: a run's ends,
 * "FROM TO", or "COIN" for a run of one (coins-ruler); the heads coin then
 * the one to its left, "COIN LEFT", or "COIN" alone (coins-near3). */
void coins_action_run_ends(const coins_flip *f, uint64_t k, gr_buf *out);
void coins_action_heads_first(const coins_flip *f, uint64_t k, gr_buf *out);
int coins_enumerate(const coins_variant *v, int (*visit)(const gr_pos *p, void *ctx), void *ctx);
/* The solver's callbacks (the variant is ops->data). */
void coins_accumulate(kit_solver *s, size_t i);
int coins_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err);
/* Mock Turtles: a heads coin r costs r + 1 units (its triples). */
uint64_t coins_cost_mock(const gr_pos *p, size_t i);
/* Emits f (for the rules' each_at and winning_at). */
static inline int coins_emit_one(coins_emit emit, void *ctx, coins_flip f) { return emit(ctx, &f); }

/* Helpers for the rules. */
static inline coins_flip coins_one_coin(size_t r) { return (coins_flip){.count = 1, .idx = {r}}; }
static inline coins_flip coins_two_coins(size_t j, size_t r) { return (coins_flip){.count = 2, .idx = {j, r}}; }
static inline coins_flip coins_three_coins(size_t i, size_t j, size_t r) {
  return (coins_flip){.count = 3, .idx = {i, j, r}};
}
static inline coins_flip coins_run(size_t lo, size_t hi) { return (coins_flip){.run = true, .lo = lo, .hi = hi}; }

/* Mock Turtles' value of coin x (0-based): the x-th odious number (odd
 * number of ones in binary), 2x + 1 if x has an even number of ones, else
 * 2x.  Defined for x < 2^63. */
static inline uint64_t coins_odious(uint64_t x) { return 2 * x + (uint64_t)(__builtin_popcountll(x) % 2 == 0); }

/* The functions of a game's table, bound to its variant; `first` is the
 * first coin's index in a position (1 after k), solver_cost the solver's cost. */
#define COINS_GAME_FUNCTIONS(name, variant, first_coin, solver_cost)                                             \
  static const kit_solver_ops name##_ops = {.first = (first_coin), .data = &variant, .accumulate = coins_accumulate,  \
                                            .decide = kit_decide_xor, .cost = (solver_cost), .winning = coins_winning}; \
  static int name##_t_parse(const char *s, gr_pos *out, gr_error *e) { return coins_parse(&variant, s, out, e); }     \
  static void name##_t_format(const gr_pos *p, gr_buf *out) { coins_format(&variant, p, out); }                        \
  static int name##_t_moves(const gr_pos *p, size_t max, gr_pos_list *out, gr_error *e) {                               \
    return coins_moves(&variant, p, max, out, e);                                                                   \
  }                                                                                                                 \
  static bool name##_t_terminal(const gr_pos *p) { return coins_terminal(&variant, p); }                              \
  static int name##_t_solve(const gr_pos *p, gr_job **job, gr_error *e) {                                              \
    return coins_solve_start(&variant, &name##_ops, p, job, e);                                                     \
  }                                                                                                                 \
  static int name##_t_trace(const gr_pos *p, gr_job **job, gr_error *e) {                                              \
    return coins_trace_start(&variant, p, job, e);                                                                  \
  }                                                                                                                 \
  static int name##_t_stall(const gr_pos *p, gr_pos *out, gr_error *e) { return coins_stall(&variant, p, out, e); }  \
  static void name##_t_describe(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {                    \
    coins_describe(&variant, from, to, lang, out);                                                                  \
  }                                                                                                                 \
  static void name##_t_board(const gr_pos *p, gr_json *j) { coins_board(&variant, p, j); }                           \
  static int name##_t_play(const gr_pos *p, const char *a, gr_pos *out, gr_error *e) {                                 \
    return coins_play(&variant, p, a, out, e);                                                                      \
  }                                                                                                                 \
  static int name##_t_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *e) {                        \
    return coins_action(&variant, from, to, out, e);                                                                \
  }                                                                                                                 \
  static int name##_t_enumerate(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {                               \
    return coins_enumerate(&variant, visit, ctx);                                                                   \
  }

/* The members of a rule's coins_variant that the rule file names after
 * itself: NAME_value, NAME_words, NAME_count, NAME_each, NAME_winning,
 * NAME_stall and NAME_play, for the game gr_game_coins_NAME. */
#define COINS_VARIANT_RULE(name)                                                                                  \
  .game = &gr_game_coins_##name, .value = name##_value, .value_words = name##_words, .count_at = name##_count,     \
  .each_at = name##_each, .winning_at = name##_winning, .stall_at = name##_stall, .play_set = name##_play

/* The table of the game gr_game_coins_NAME: its id "coins-NAME", its texts
 * coins_NAME_texts and the functions COINS_GAME_FUNCTIONS bound. */
#define COINS_GAME_TABLE(name)                                                                                    \
  .id = "coins-" #name, .texts = &coins_##name##_texts,                                                           \
  .parse = name##_t_parse, .format = name##_t_format, .moves = name##_t_moves, .is_terminal = name##_t_terminal,        \
  .solve_start = name##_t_solve, .trace_start = name##_t_trace, .stall_move = name##_t_stall,                         \
  .describe_move = name##_t_describe, .board = name##_t_board, .play = name##_t_play,                                 \
  .action = name##_t_action, .enumerate_small = name##_t_enumerate, .max_len_solve = COINS_MAX_SOLVE,                 \
  .max_len_trace = COINS_MAX_TRACE, .referee_max_value = 1, KIT_LESSON(coins_##name##_lesson)

#endif
