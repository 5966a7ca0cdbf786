/*
 * kit.h — the game kit, what games share (internal to libgrundy; prefix
 * kit_): number lists and the listing limit on winning moves, the move
 * language (verbs and their arguments, read and described once, its
 * usage message in every language: kit_read_action), writers
 * for the standard boards, the enumeration of small positions, and generic
 * resumable jobs: the instant verdict, the two-pass sum verdict, the
 * step-by-step trace with its views and rules named by key.  Its messages
 * are in kit_text.c (keys in kit_text.h).
 *
 * The sum games (nim, misere, lasker, staircase, the coins) have a verdict
 * of one pass over the heaps (or steps, or coins) accumulating a xor, then,
 * when the mover wins, one pass listing the winning moves: kit_solve_start
 * runs those two passes as a job; kit_trace_start writes a trace one step
 * per call of the game's step function.
 */
#ifndef GR_KIT_H
#define GR_KIT_H

#include "grundy.h"
#include "core/scan.h"

/* ---- the listing limit ------------------------------------------------ */

/* At most KIT_LIST_MAX winning moves are listed, and at most
 * KIT_LIST_WORDS numbers in all listed positions together (8 MiB), so a
 * position of n values lists at most max(1, KIT_LIST_WORDS / n) of them.
 * The others are counted in gr_analysis.unlisted_moves. */
#define KIT_LIST_MAX 1000
#define KIT_LIST_WORDS (1u << 20)

/* How many winning moves a verdict lists when each is `words` numbers: at
 * most max (KIT_LIST_MAX, or the game's own lower limit), at most
 * KIT_LIST_WORDS numbers in all, at least 1. */
size_t kit_list_cap(size_t words, size_t max);
/* True, and the move counted as unlisted, when the list is full: call it
 * before making a move's position (a copy per move past the cap made
 * solve quadratic: lasker on 100,000 heaps near 2^64 took 1.9 s). */
bool kit_list_full(gr_analysis *a, size_t cap);
/* Lists *next (taking it over) when fewer than cap moves are listed, else
 * counts it as unlisted. */
int kit_push(gr_analysis *a, size_t cap, gr_pos *next, gr_error *err);
void kit_add_unlisted(gr_analysis *a, uint64_t count);

/* ---- numbers and positions -------------------------------------------- */

/* Whitespace/comma separated numbers, at least one, at most max; `what`
 * names one (KIT_HEAP or KIT_STEP of kit_text), `example` is shown when
 * there are none. */
int kit_parse_numbers(const char *text, unsigned what, size_t max, const char *example, gr_pos *out, gr_error *err);
/* The values from index `from` on, separated by single spaces. */
void kit_format_numbers(const gr_pos *p, size_t from, gr_buf *out);
/* The piles of a game whose emptied piles disappear: the numbers, or
 * KIT_FINISHED when none is left. */
void kit_format_piles(const gr_pos *p, gr_buf *out);
/* All of the values (a game's format for positions of plain numbers). */
void kit_format_values(const gr_pos *p, gr_buf *out);
/* Every value is 0 (the end of heap games that keep emptied heaps). */
bool kit_all_zero(const gr_pos *p);
/* *out = p with v[i] = value. */
int kit_with(const gr_pos *p, size_t i, uint64_t value, gr_pos *out, gr_error *err);
/* Number of significant bits (0 for 0). */
unsigned kit_bits(uint64_t x);
/* The index of the first largest value. */
size_t kit_largest(const gr_pos *p, size_t from);

/* ---- actions: the move language ------------------------------------- */

/* One verb of a game's move language: its word, the names of its numbers
 * (which the board's move form labels, kit_arg_label) and, for kit_read_action,
 * how many of them are required and, for a usage built by the kit, how it
 * writes each (a KIT_WORD_* key of kit_text: "PILE" / "堆号") and an
 * example. */
typedef struct kit_verb {
  const char *verb;
  const char *args[3];
  unsigned required;   /* numbers that must be given (0: one per name) */
  unsigned most;       /* numbers allowed at most (0: one per name; corners: a cell and a corner, 4) */
  unsigned words[3];   /* the usage's word for each number */
  const char *example; /* "take 1 2" */
  bool spelled;        /* the usage writes 'flip COIN' or 'flip COIN COIN', not 'flip COIN [COIN]' */
} kit_verb;

/* A game's move language: its verbs, and what the usage says after their
 * forms (note_key of note_texts; nothing when note_texts is NULL).  A game
 * that words its whole usage itself ("a move is written 'eat ROW COLUMN'
 * ...") gives it as usage_key of usage_texts instead. */
typedef struct kit_moves {
  const kit_verb *verbs;
  size_t count;
  const gr_texts *note_texts;
  unsigned note_key;
  const gr_texts *usage_texts; /* NULL: the usage is built from the verbs */
  unsigned usage_key;
} kit_moves;

/* Reads an action of the language ("take 1 2"): which verb (its index in
 * m->verbs), the numbers after it (between `required` and one per name).
 * A malformed number fails with its own message (its place, GR_ESYNTAX or
 * GR_ERANGE); an action of no verb, or with too few numbers, fails
 * GR_ESYNTAX with the usage message in every language: the game's
 * usage_key, else built from the verbs, "a move is written 'take PILE
 * COUNT', e.g. take 1 2". */
int kit_read_action(const char *action, const kit_moves *m, size_t *verb, uint64_t *args, size_t *nargs,
                    gr_error *err);
/* The usage message as an error of the given status. */
int kit_usage_error(const kit_moves *m, gr_status status, gr_error *err);
/* An error whose text in each language is text[lang] (for a message
 * composed language by language). */
int kit_error_texts(gr_error *err, gr_status status, const char *const text[GR_NLANG]);
/* The end of a game's action (the inverse of its play): the action written
 * in `text` is played back from `from`; when it lands on `to` it is copied
 * to out, else the move fails GR_ERANGE "not one move".  Frees text (empty,
 * {0}, when nothing was written). */
int kit_action_played_back(int (*play)(const gr_pos *p, const char *action, gr_pos *out, gr_error *err),
                           const gr_pos *from, const gr_pos *to, gr_buf *text, gr_buf *out, gr_error *err);

/* ---- boards ----------------------------------------------------------- */

void kit_json_u64_text(gr_json *j, uint64_t v); /* as a string: exact past 2^53 */
/* "actions": [{"verb": ..., "args": [...]}, ...] (key included). */
void kit_json_actions(gr_json *j, const kit_verb *verbs, size_t n);
/* "actions": [{"verb": verb, "args": [args...]}] (key included), one verb
 * with any number of arguments. */
void kit_json_one_action(gr_json *j, const char *verb, const char *const *args, size_t nargs);
/* The word the move form shows for an argument name ("pile": "pile" /
 * "堆"), or NULL when the kit does not know the name (add it in kit.c's
 * arg_labels and kit_text). */
const char *kit_arg_label(const char *name, gr_lang lang);

/* {"kind": "piles", "piles": [...], "playable": [v > 0], "actions": ...}:
 * the piles are the values from index `from` on (a game whose position
 * starts with parameters, Nim_k's k, passes 1). */
void kit_board_piles(const gr_pos *p, size_t from, gr_json *j, const kit_verb *verbs, size_t nverbs);
/* Opens a board {"kind": kind, key: [the values from index `from` on, as
 * strings] and leaves it open for the board's other keys.  A row of more
 * than KIT_BOARD_WHOLE items is sent as its ends, the first and last
 * KIT_BOARD_END of every per-item array, with "length" (the items) and
 * "ends" (KIT_BOARD_END) beside them: the boards draw a few items at each
 * end, and writing a million was a 140 ms task on the page (issue 13). */
#define KIT_BOARD_WHOLE 4096
#define KIT_BOARD_END 64
void kit_board_values(const gr_pos *p, size_t from, gr_json *j, const char *kind, const char *key);
/* Whether item i of a row of n goes into the board's arrays. */
bool kit_board_item(size_t i, size_t n);
/* A long row sent as the 2 KIT_BOARD_END items from `from` on (a window
 * round a token: ring, seqjump): its "length", "ends" and "from". */
void kit_board_window(gr_json *j, size_t n, size_t from);

/* ---- game tables ------------------------------------------------------ */

/* The lesson entries of a game table, for a static array of stops. */
#define KIT_LESSON(stops) .lesson = (stops), .lesson_len = sizeof(stops) / sizeof((stops)[0])

/* The function members of a game table whose functions are all named after
 * the members, PREFIX_parse .. PREFIX_enumerate_small (circle_parse,
 * circle_moves, ...); KIT_GAME_FUNCTIONS_FORMAT when the game formats its
 * positions with a shared writer (kit_format_piles). */
#define KIT_GAME_FUNCTIONS(p) KIT_GAME_FUNCTIONS_FORMAT(p, p##_format)
#define KIT_GAME_FUNCTIONS_FORMAT(p, fmt)                                                                       \
  .parse = p##_parse, .format = (fmt), .moves = p##_moves, .is_terminal = p##_is_terminal,                     \
  .stall_move = p##_stall_move, KIT_GAME_JOBS(p), KIT_GAME_PLAY(p)
/* The members every game names after itself: its two jobs and its walk over
 * small positions. */
#define KIT_GAME_JOBS(p)                                                                                        \
  .solve_start = p##_solve_start, .trace_start = p##_trace_start, .enumerate_small = p##_enumerate_small
/* The play members: a move in words, the board, the action language both ways. */
#define KIT_GAME_PLAY(p) .describe_move = p##_describe_move, .board = p##_board, .play = p##_play, .action = p##_action

/* ---- small positions -------------------------------------------------- */

/* Visits every vector of length min_len..max_len (at most 16) with values
 * in lo..hi, shorter first, each length like an odometer. */
int kit_enumerate(size_t min_len, size_t max_len, uint64_t lo, uint64_t hi,
                  int (*visit)(const gr_pos *p, void *ctx), void *ctx);
/* kit_enumerate within game g's referee bounds: 1..referee_max_len values
 * of 0..referee_max_value (the heap games' small positions). */
int kit_enumerate_game(const gr_game *g, int (*visit)(const gr_pos *p, void *ctx), void *ctx);

/* ---- the verdict job -------------------------------------------------- */

typedef struct kit_solver kit_solver;
typedef struct kit_solver_ops {
  size_t first;  /* the passes run over indices first .. len-1 */
  const void *data; /* the game's own (a coin game's variant) */
  /* Pass 1: fold index i into the accumulators x, y. */
  void (*accumulate)(kit_solver *s, size_t i);
  /* After pass 1: the winner and the Grundy value into a.  Pass 2 runs only
   * when the first player wins. */
  void (*decide)(kit_solver *s, gr_analysis *a);
  /* Units of pass-2 work at index i (NULL: 1 each). */
  uint64_t (*cost)(const gr_pos *p, size_t i);
  /* Pass 2: the winning moves made at index i, through kit_push; it runs
   * `rounds` times over the indices (0 means once), s->round telling which
   * (lasker lists every take before any split). */
  int (*winning)(kit_solver *s, size_t i, gr_analysis *a, gr_error *err);
  unsigned rounds;
} kit_solver_ops;

struct kit_solver {
  const kit_solver_ops *ops;
  gr_pos pos;        /* a copy of the position */
  size_t i;          /* next index */
  int phase;         /* 0: accumulating, 1: listing winning moves */
  unsigned round;    /* which round of pass 2 */
  size_t cap;        /* the listing limit for this position */
  uint64_t x, y;     /* accumulators (the xor, a count, ...) */
  uint64_t target;   /* pass 2 lists the moves to this value (kit_solve_to_start) */
};

int kit_solve_start(const gr_pos *p, const kit_solver_ops *ops, gr_job **job, gr_error *err);
/* The same listing the moves to positions of value target (a game's
 * solve_to_start): only for games decided by kit_decide_xor, whose
 * `winning` lists the moves that cancel s->x, which pass 2 then sets to the
 * value xor target. */
int kit_solve_to_start(const gr_pos *p, const kit_solver_ops *ops, uint64_t target, gr_job **job, gr_error *err);

/* ---- the sum games' checks and verdicts -------------------------------- */

/* How many parts (heaps, steps, coins, piles) a game's jobs handle, and
 * the messages (keys of kit_text) that say so: none_key when there are
 * none; solve_key (n, word, max_solve) past the verdict's limit and
 * trace_key (n, word, max_trace, max_solve) past the trace's, by default
 * KIT_VERDICT_MAX and KIT_TRACE_MAX naming the parts by `word`. */
typedef struct kit_limits {
  unsigned none_key, word;
  size_t max_solve, max_trace;
  unsigned solve_key, trace_key; /* 0: the defaults */
} kit_limits;
/* Limits on heaps, "no heaps" / "N heaps: the verdict handles at most M". */
#define KIT_HEAP_LIMITS(solve, trace) \
  {.none_key = KIT_NO_HEAPS, .word = KIT_HEAPS, .max_solve = (solve), .max_trace = (trace)}
/* Limits on piles that vanish when emptied, "no piles: the game is over". */
#define KIT_PILE_LIMITS(solve, trace)                                                                            \
  {.none_key = KIT_CF_NO_PILES, .word = KIT_HEAPS, .max_solve = (solve), .max_trace = (trace),                \
   .solve_key = KIT_CF_PILES_SOLVE_LIMIT, .trace_key = KIT_CF_PILES_TRACE_LIMIT}
/* A position of n parts for the verdict (for_trace false) or the trace:
 * 0, else -1 with GR_ESTATE when n is 0 or GR_ELIMIT past the job's limit. */
int kit_check_count(size_t n, const kit_limits *l, bool for_trace, gr_error *err);
/* The zeroed state (`size` bytes) of a trace of a position of n parts,
 * once kit_check_count passes it for the trace; NULL with err set when it
 * does not or memory runs out.  The trace job frees it (kit_trace_start). */
void *kit_trace_state(size_t n, const kit_limits *l, size_t size, gr_error *err);
/* decide for the sum games whose value is the xor s->x. */
void kit_decide_xor(kit_solver *s, gr_analysis *a);
/* Lists s->pos with v[i] = value as a winning move (kit_push). */
int kit_push_with(kit_solver *s, size_t i, uint64_t value, gr_analysis *a, gr_error *err);

/* ---- the trace job ---------------------------------------------------- */

/* Writes step k (0-based) of the trace: exactly one gr_trace_write. */
typedef int (*kit_step_fn)(gr_trace *t, const void *state, uint64_t k, gr_error *err);
/* A job writing steps 0 .. steps-1 of t, `budget` per call; takes over t
 * and state (freed with free()), also on failure. */
int kit_trace_start(gr_trace *t, void *state, uint64_t steps, kit_step_fn step, gr_job **job, gr_error *err);
/* Rule r of a rule table whose names and summaries are keys in pairs from
 * `first` on: name first + 2r, summary first + 2r + 1. */
#define KIT_RULE(first, r, ...) \
  [r] = {.name_key = (first) + 2 * (r), .summary_key = (first) + 2 * (r) + 1, .reads = {__VA_ARGS__}}
/* gr_trace_new for `steps` steps, its rules and views named by key in texts. */
gr_trace *kit_trace_new(uint64_t steps, const gr_rule *rules, size_t nrules, gr_explain_fn explain,
                        const gr_texts *texts, gr_error *err);
/* kit_trace_start once the views are made (ok), else frees t and state and fails. */
int kit_trace_run(gr_trace *t, bool ok, void *state, uint64_t steps, kit_step_fn step, gr_job **job, gr_error *err);
/* Adds a view, its heading key `key` of `texts` (NULL: the trace's texts) in
 * every language, its cells numbered from index_origin (1: a[1], a[2] ..),
 * its values shown as value_kind; the view's index, or -1 on failure. */
int kit_view(gr_trace *t, gr_view_kind kind, const char *name, const gr_texts *texts, unsigned key, uint32_t rows,
             uint32_t cols, uint32_t index_origin, gr_value_kind value_kind, gr_error *err);
/* A sequence view (1 x n, numbered from 1) of integers holding the
 * position's values from index `from` on (the heaps part of a position
 * that starts with parameters): the piles a trace starts from. */
int kit_view_values(gr_trace *t, const char *name, const gr_texts *texts, unsigned key, const gr_pos *p, size_t from,
                    gr_error *err);
/* One view as a game declares it for kit_add_views: kit_view's kind,
 * name, heading key, size and value kind (its cells numbered from 1), and
 * the words its cells are named by (words_key, 0: none; bit_cols as
 * gr_trace_set_words). */
typedef struct kit_view_spec {
  gr_view_kind kind;
  const char *name;
  unsigned key;
  uint32_t rows, cols;
  gr_value_kind value_kind;
  unsigned words_key;
  bool bit_cols;
} kit_view_spec;
/* Adds the n views in order, headed and worded from `texts`: true, or
 * false with err set. */
bool kit_add_views(gr_trace *t, const gr_texts *texts, const kit_view_spec *views, size_t n, gr_error *err);
/* A trace as a game states it once (a static const): its rules, named by
 * keys of `texts` (kit_trace_new), its explanation and its step function;
 * when `heaps`, its first view is the position's heaps from index
 * heaps_from on (kit_view_heaps); the answer view (kit_view_first_wins)
 * comes last, after the views the game passes to kit_trace_plan_run. */
typedef struct kit_trace_plan {
  const gr_rule *rules;
  size_t nrules;
  gr_explain_fn explain;
  kit_step_fn step;
  const gr_texts *texts;
  bool heaps;
  size_t heaps_from;
} kit_trace_plan;
/* Makes the trace of `plan` for `steps` steps, with the heaps view (if
 * any), the n views of `views` (kit_add_views) and the answer view, and
 * starts its job (kit_trace_run): takes over state, also on failure.  A
 * game with parameters gives them with gr_trace_set_params in `params`
 * (NULL: none), `params_size` bytes. */
int kit_trace_plan_run(const kit_trace_plan *plan, const kit_view_spec *views, size_t n, const void *params,
                       size_t params_size, const gr_pos *p, void *state, uint64_t steps, gr_job **job, gr_error *err);
/* Words the cells of views 0 .. n-1 by keys[v] of `texts` (gr_trace_set_words
 * of whole numbers; 0: view v has no words), for a trace whose views are made
 * one by one rather than by kit_add_views. */
void kit_set_words(gr_trace *t, const gr_texts *texts, const unsigned *keys, size_t n);
/* kit_view_values named "heaps", headed and its cells worded by the kit
 * ("heaps", "heap 2"): the heap games' first view. */
int kit_view_heaps(gr_trace *t, const gr_pos *p, size_t from, gr_error *err);
/* The answer view of every trace: a board cell "first_player_wins" (a
 * yes/no value) headed in every language; its index or -1. */
int kit_view_first_wins(gr_trace *t, gr_error *err);

/* ---- explanations ----------------------------------------------------- */

/* What step `step` of a trace did, as its explanation reads it: its rule,
 * the cells it read, the cell it wrote and the value written (what every
 * explain function starts with). */
typedef struct kit_step {
  uint8_t rule;
  const uint32_t *reads; /* the global ids of the cells read */
  size_t nreads;
  uint32_t target;       /* the global id of the cell written */
  uint64_t value;        /* the value written */
  uint64_t first, last;  /* the values of the first and the last cell read (0: none) */
  uint32_t row, col;     /* where the value was written */
} kit_step;
kit_step kit_step_at(const gr_trace *t, size_t step);
/* "name = value" for a cell, its name in words where the view has them. */
void kit_cell(const gr_trace *t, uint32_t id, gr_lang lang, gr_buf *out);
/* Names the cells of views 0 .. n-1 in words: keys[v] in texts, 0 none (gr_view.words). */
void kit_words(gr_trace *t, const gr_texts *texts, const unsigned *keys, size_t n);

/* ---- parameters ahead of a position ----------------------------------- */

/* Reads "NAME=VALUE;" at the scanner's place ("k=2; 3 5 6 7"), blanks and
 * line breaks allowed around each part, NAME in either case; the scanner
 * is left after the ';'.  Fails GR_ESYNTAX (GR_ERANGE past 2^64 - 1) with
 * the line and column of what is wrong and `example`, a whole position
 * ("k=2; 3 5 6 7"), to copy. */
int kit_scan_param(gr_scan *s, const char *name, const char *example, uint64_t *value, gr_error *err);
/* A position written as parameters then numbers, "k=2; 3 5 6 7": out is
 * the nparams values named `names` (each read by kit_scan_param) followed
 * by at least one and at most max numbers, each named `what` (a key of
 * kit_text: KIT_HEAP) in its errors, with its line and column. */
int kit_parse_params(const char *text, const char *const *names, size_t nparams, unsigned what, size_t max,
                     const char *example, gr_pos *out, gr_error *err);
/* Moves the scanner forward to `to` (inside its text), counting the line
 * breaks passed, so that later errors name the right line and column. */
void kit_scan_skip_to(gr_scan *s, const char *to);

/* ---- the finished game ------------------------------------------------------ */

/* The text of a finished game whose position is empty (no pile, heap or
 * edge left), so that it parses back like any other position. */
#define KIT_FINISHED "(empty)"
/* Whether text is KIT_FINISHED, blanks around it allowed. */
bool kit_finished_text(const char *text);

/* ---- the instant verdict -------------------------------------------------- */

/* Decides p at once: fills the winner, the Grundy value and the winning
 * moves of `a` (as gr_analysis says). */
typedef int (*kit_decide_fn)(const gr_pos *p, gr_analysis *a, gr_error *err);
/* A job of one unit that runs decide on a copy of p: the solve_start of
 * every game whose theory answers in one go. */
int kit_instant_start(const gr_pos *p, kit_decide_fn decide, gr_job **job, gr_error *err);
/* The same for a theory asked for the moves to value target (solve_to_start). */
typedef int (*kit_decide_to_fn)(const gr_pos *p, uint64_t target, gr_analysis *a, gr_error *err);
int kit_instant_to_start(const gr_pos *p, uint64_t target, kit_decide_to_fn decide, gr_job **job, gr_error *err);

#endif
