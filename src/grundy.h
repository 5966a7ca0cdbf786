/*
 * grundy.h — the public interface of libgrundy.
 *
 * libgrundy solves impartial combinatorial games and records how it did so.
 * The pieces, from the bottom up:
 *   - gr_error: one error type; every fallible call takes a gr_error * and
 *     returns 0 on success, -1 on failure with a message naming what and where.
 *   - gr_buf / gr_json: a growable text buffer and a small JSON writer on it.
 *   - gr_pos: a position, a vector of 64-bit integers whose meaning the game
 *     defines; cheap to hash, so generic search can memoise any game.
 *   - gr_game: one const table per game (rules text, parse/format, moves,
 *     theory as resumable jobs) listed in one registry.
 *   - gr_job: resumable work advanced by a budget of units per call, so the
 *     web page never blocks; the CLI simply runs a job to the end.
 *   - gr_trace: what a solver did, as steps on generic views (matrix,
 *     sequence, ...) stored as flat arrays that JavaScript can view directly.
 *   - gr_referee: exhaustive memoised search over a game's moves, the truth
 *     that the theory is tested against.
 *   - gr_judge: online-judge problems reproduced byte for byte.
 *
 * Ownership: whoever creates an object frees it with the matching *_free.
 * Functions that fill a caller's struct (gr_pos, gr_analysis, gr_buf) leave it
 * in a freeable state even when they fail.
 *
 * Threads: the library has no mutable global state but the message tables'
 * indexes, which the first lookup fills with atomic stores (say.c); so
 * different objects (jobs, traces, buffers, positions) may be used from
 * different threads at once, and one object from one thread at a time.
 *
 * Languages: C11 (the library is built with -std=c11); the header also
 * compiles as C++ (extern "C"), where the message macros (GR_U, gr_say,
 * gr_error_say) are left out: they are C's compound literals.
 */
#ifndef GRUNDY_H
#define GRUNDY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GRUNDY_VERSION "0.1.0"

/* ---- languages --------------------------------------------------------- */

/* Every text exists in every language (a test checks it).  Adding a
 * language is adding an entry here, its code in gr_lang_code, and one table
 * per message domain (see gr_texts below and docs/ADDING-A-GAME.md). */
typedef enum gr_lang { GR_EN = 0, GR_ZH = 1, GR_NLANG } gr_lang;
/* "en" / "zh" (also "zh-CN"); -1 when unknown. */
int gr_lang_parse(const char *name);
/* The code a language is written with in JSON and on the command line. */
const char *gr_lang_code(gr_lang lang);

/* ---- texts: message tables named by key ---------------------------------- */

/* A message domain (a game, the kit, the core): one table of format strings
 * per language, indexed by the domain's keys (an enum beside the tables, in
 * the domain's *_text.h).  A format writes its parameters as {1}, {2}, ...
 * in any order, so a translation may reorder them; {N|one|other} picks a
 * word by whether parameter N equals 1 (English plurals); every other
 * character, a lone brace included, stands for itself.  The parameters that
 * a key's formats use as {N} are the same in every language (tested). */
typedef struct gr_texts {
  const char *domain;        /* "nim": names the table in reports */
  size_t count;              /* keys 0 .. count - 1 */
  const char *blob[GR_NLANG]; /* a language's texts of keys 0 .. count - 1, in
                              * order, each ended by its '\0' (no table of
                              * pointers: they cost the page's WebAssembly
                              * ~9 KB compressed, tools/texts.awk) */
  const char **at[GR_NLANG]; /* at[lang][key]: filled from blob at first use */
} gr_texts;

/* Keys that every game's table starts with (gr_game.texts). */
enum {
  GR_TEXT_TITLE = 0,   /* "Nim" */
  GR_TEXT_RULES,       /* the rules in prose */
  GR_TEXT_SYNTAX,      /* how to write a position */
  GR_TEXT_THEORY,      /* one paragraph on how it is solved */
  GR_TEXT_PLAY_SYNTAX, /* the action language in one line */
  GR_TEXT_GAME_KEYS    /* the game's own keys start here */
};

/* A parameter of a message. */
typedef enum gr_arg_kind {
  GR_ARG_NONE = 0,
  GR_ARG_U64,  /* an unsigned number, in decimal */
  GR_ARG_I64,  /* a signed number, in decimal */
  GR_ARG_STR,  /* a text written as it is in every language (a position) */
  GR_ARG_KEY,  /* another message of the same table, in the same language */
  GR_ARG_LANGS, /* one text per language: const char *const [GR_NLANG] */
  GR_ARG_U128  /* an unsigned number of up to 128 bits (hi * 2^64 + lo), in decimal, exactly */
} gr_arg_kind;

typedef struct gr_arg {
  gr_arg_kind kind;
  union {
    uint64_t u;
    int64_t i;
    const char *s;
    unsigned key;
    const char *const *langs;
    struct {
      uint64_t hi, lo;
    } w;
  } v;
} gr_arg;

/* The message macros below are C only (compound literals, designated
 * initializers): C++ callers fill a gr_arg array themselves and call
 * gr_say_args or gr_error_say_args. */
#ifndef __cplusplus
#define GR_U(x) ((gr_arg){.kind = GR_ARG_U64, .v.u = (uint64_t)(x)})
#define GR_I(x) ((gr_arg){.kind = GR_ARG_I64, .v.i = (int64_t)(x)})
#define GR_S(x) ((gr_arg){.kind = GR_ARG_STR, .v.s = (x)})
#define GR_K(x) ((gr_arg){.kind = GR_ARG_KEY, .v.key = (unsigned)(x)})
#define GR_L(x) ((gr_arg){.kind = GR_ARG_LANGS, .v.langs = (x)})
/* hi * 2^64 + lo: counts past 2^64 - 1 written exactly (a sum of two 64-bit values). */
#define GR_U128(hi_, lo_) ((gr_arg){.kind = GR_ARG_U128, .v.w = {(uint64_t)(hi_), (uint64_t)(lo_)}})
/* The parameters of a call, as a pointer and a count (internal). */
#define GR_ARGS_(...) ((const gr_arg[]){{GR_ARG_NONE, {0}}, __VA_ARGS__} + 1), \
  (sizeof((const gr_arg[]){{GR_ARG_NONE, {0}}, __VA_ARGS__}) / sizeof(gr_arg) - 1)
#endif /* !__cplusplus */

/* The format of `key` in `lang` (never NULL: a missing one reads "?"). */
const char *gr_text(const gr_texts *t, gr_lang lang, unsigned key);
/* Marks a language's texts as not in memory (away = true) or arrived.  The
 * page's WebAssembly is built without its texts (tools/embed-wasm.js): the
 * page brings each language's when it is chosen, and until then every text
 * of that language reads "?".  Natively every language is always there. */
void gr_texts_set_away(gr_lang lang, bool away);
/* Checks a table: every key has a text in every language and the texts of
 * one key use the same parameters.  Returns the number of problems, each
 * described in a line of `report`. */
struct gr_buf;
size_t gr_texts_check(const gr_texts *t, struct gr_buf *report);
/* The message tables that are not a game's (the core's, the kit's): i-th, or
 * NULL past the last.  Games' tables are gr_game.texts. */
const gr_texts *gr_texts_at(size_t i);

/* ---- errors ------------------------------------------------------------ */

typedef enum gr_status {
  GR_OK = 0,
  GR_ESYNTAX,   /* malformed text */
  GR_ERANGE,    /* a value outside what is handled exactly */
  GR_ELIMIT,    /* a size past a stated limit (piles, moves, memory) */
  GR_ENOMEM,    /* allocation failed */
  GR_EUNKNOWN,  /* unknown game, judge problem or option */
  GR_ESTATE     /* a call that does not fit the object's state */
} gr_status;

/* Why a call failed, finer than its status, for callers whose behaviour
 * depends on it.  Code reads the code, never the message: messages are for
 * people, in any language, and their words may change. */
typedef enum gr_err {
  GR_E_NONE = 0,  /* nothing finer than the status */
  GR_E_MOVES_CAP  /* gr_game.moves: the position has more moves than the
                   * caller's max_moves (status GR_ELIMIT); a caller that
                   * chose max_moves may say where it came from */
} gr_err;

/* The bytes of a message in one language, its NUL included.  Every message
 * the library writes fits whole: the words of its table are short, and a
 * parameter that could make it longer (a quoted input, a list of names) is
 * shortened to fit, ending in "…" at a character (gr_error_say; the longest,
 * the unknown game's list of every game, is tested to come out whole). */
#define GR_ERROR_TEXT 1024

/* The message in every language; `message` is the English one (text[GR_EN]).
 * `code` is GR_E_NONE unless the raiser said more (gr_error_say_code). */
typedef struct gr_error {
  gr_status status;
  gr_err code;
  union {
    char message[GR_ERROR_TEXT];
    char text[GR_NLANG][GR_ERROR_TEXT];
  };
} gr_error;

/* Records the first failure only: later calls keep the original message.
 * The message is written from a table in every language: gr_error_say(err,
 * GR_ERANGE, &nim_texts, NIM_NO_HEAP, GR_U(i), GR_U(n)). */
int gr_error_say_args(gr_error *err, gr_status status, const gr_texts *t, unsigned key, const gr_arg *args,
                      size_t nargs);
#ifndef __cplusplus /* C only, as GR_U */
#define gr_error_say(err, status, t, ...) gr_error_say_((err), (status), (t), __VA_ARGS__, )
#define gr_error_say_(err, status, t, key, ...) gr_error_say_args(err, status, t, key, GR_ARGS_(__VA_ARGS__))
#endif
/* As gr_error_say, and records `code`; the status is the one the code
 * implies (GR_E_MOVES_CAP: GR_ELIMIT). */
int gr_error_say_code_args(gr_error *err, gr_err code, const gr_texts *t, unsigned key, const gr_arg *args,
                           size_t nargs);
#ifndef __cplusplus /* C only, as GR_U */
#define gr_error_say_code(err, code, t, ...) gr_error_say_code_((err), (code), (t), __VA_ARGS__, )
#define gr_error_say_code_(err, code, t, key, ...) gr_error_say_code_args(err, code, t, key, GR_ARGS_(__VA_ARGS__))
#endif
/* gr_game.moves's refusal when a position has more moves (count_hi * 2^64 +
 * count_lo) than the caller's max_moves: "this position has N moves; at
 * most M can be listed", code GR_E_MOVES_CAP.  0 when they fit. */
int gr_error_moves_cap(uint64_t count_hi, uint64_t count_lo, size_t max_moves, gr_error *err);
/* The same message in every language, printf-style: only for texts that are
 * not words (another error passed on).  Prefer gr_error_say. */
int gr_error_set(gr_error *err, gr_status status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Out of memory, said in every language. */
int gr_error_nomem(gr_error *err);
void gr_error_clear(gr_error *err);
/* Copies a failure (every language) into err, keeping err's first one. */
int gr_error_pass(gr_error *err, const gr_error *from);

/* ---- text buffer ------------------------------------------------------- */

typedef struct gr_buf {
  char *data;  /* always NUL-terminated once anything was written */
  size_t len, cap;
  bool failed; /* an allocation failed; the content is truncated */
} gr_buf;

void gr_buf_init(gr_buf *b);
void gr_buf_free(gr_buf *b);
void gr_buf_reset(gr_buf *b);
/* Room for `extra` more bytes at once (a writer that knows its length
 * grows the buffer once, not by doubling); false once an allocation failed. */
bool gr_buf_reserve(gr_buf *b, size_t extra);
void gr_buf_putc(gr_buf *b, char c);
void gr_buf_puts(gr_buf *b, const char *s);
void gr_buf_putn(gr_buf *b, const char *s, size_t n);
void gr_buf_u64(gr_buf *b, uint64_t v);
/* A loopy game's set of finite values, as Winning Ways writes it: "{0, 2}". */
void gr_buf_u64_set(gr_buf *b, const uint64_t *v, size_t n);
/* hi * 2^64 + lo in decimal, exactly. */
void gr_buf_u128(gr_buf *b, uint64_t hi, uint64_t lo);
void gr_buf_printf(gr_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The library's snprintf (src/core/format.c): the conversions d i u x X c s
 * with the flags '-' and '0', a width, a precision for s and the lengths
 * hh h l ll z j t; no floating point (which would weigh on the page). */
int gr_snprintf(char *s, size_t n, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Hands the text over to the caller (free() it); the buffer is emptied. */
char *gr_buf_take(gr_buf *b);

/* Writes message `key` of table t in `lang` with its parameters:
 * gr_say(out, &nim_texts, lang, NIM_HEAP_BIT, GR_U(row + 1), GR_U(h)). */
void gr_say_args(gr_buf *out, const gr_texts *t, gr_lang lang, unsigned key, const gr_arg *args, size_t nargs);
#ifndef __cplusplus /* C only, as GR_U */
#define gr_say(out, t, lang, ...) gr_say_((out), (t), (lang), __VA_ARGS__, )
#define gr_say_(out, t, lang, key, ...) gr_say_args(out, t, lang, key, GR_ARGS_(__VA_ARGS__))
#endif

/* ---- JSON writer ------------------------------------------------------- */

#define GR_JSON_MAX_DEPTH 32

typedef struct gr_json {
  gr_buf *out;
  int depth;
  bool first[GR_JSON_MAX_DEPTH]; /* no element written yet at this depth */
  bool after_key;
} gr_json;

void gr_json_init(gr_json *j, gr_buf *out);
void gr_json_object_begin(gr_json *j);
void gr_json_object_end(gr_json *j);
void gr_json_array_begin(gr_json *j);
void gr_json_array_end(gr_json *j);
void gr_json_key(gr_json *j, const char *key);
void gr_json_string(gr_json *j, const char *s);
void gr_json_u64(gr_json *j, uint64_t v);
void gr_json_i64(gr_json *j, int64_t v);
void gr_json_bool(gr_json *j, bool v);
void gr_json_null(gr_json *j);
/* The text s as a JSON string, or null when s is NULL (an optional member). */
void gr_json_string_or_null(gr_json *j, const char *s);

/* ---- positions --------------------------------------------------------- */

typedef struct gr_pos {
  size_t len;
  uint64_t *v; /* owned; NULL when len == 0 */
} gr_pos;

void gr_pos_init(gr_pos *p);
int gr_pos_resize(gr_pos *p, size_t len, gr_error *err);
int gr_pos_copy(gr_pos *dst, const gr_pos *src, gr_error *err);
void gr_pos_free(gr_pos *p);
bool gr_pos_equal(const gr_pos *a, const gr_pos *b);
uint64_t gr_pos_hash(const gr_pos *p);

typedef struct gr_pos_list {
  size_t count, cap;
  gr_pos *items;
} gr_pos_list;

void gr_pos_list_init(gr_pos_list *l);
/* Takes ownership of *p (which is reset to empty), also on failure. */
int gr_pos_list_push(gr_pos_list *l, gr_pos *p, gr_error *err);
/* Sets p to the n given values. */
int gr_pos_set(gr_pos *p, const uint64_t *values, size_t n, gr_error *err);
/* Pushes a new position holding the n given values. */
int gr_pos_list_push_values(gr_pos_list *l, const uint64_t *values, size_t n, gr_error *err);
/* Visits every row of 1..max_len (at most 16) values in lo..hi, in odometer
 * order; with `sorted`, only the non-decreasing rows (multisets).  A
 * non-zero return from visit stops the walk and is returned. */
int gr_enumerate_rows(size_t max_len, uint64_t lo, uint64_t hi, bool sorted,
                      int (*visit)(const gr_pos *p, void *ctx), void *ctx);
void gr_pos_list_free(gr_pos_list *l);

/* ---- integer lists in text ------------------------------------------- */

/* What the items of a list of numbers are, for messages that name one
 * ("pile 3", "第 3 堆"): the core words each kind in every language. */
typedef enum gr_noun {
  GR_NOUN_PILE, GR_NOUN_HEAP, GR_NOUN_NUMBER, GR_NOUN_VALUE, GR_NOUN_EDGE, GR_NOUN_STEP, GR_NOUN_INDEX,
  GR_NOUN_COIN, GR_NOUN_MULTIPLE, GR_NOUN_ROW,
  GR_NOUN_COUNT
} gr_noun;

/* Reads unsigned decimal integers separated by spaces, tabs, newlines or
 * commas.  `what` is the kind of item, named in messages ("pile 3").  Fails
 * on anything that is not a plain non-negative integer or does not fit in
 * 64 bits, and on more than max_count items, naming the item number and
 * column. */
int gr_parse_u64_list(const char *text, gr_noun what, size_t max_count, gr_pos *out, gr_error *err);
/* The same for text of a known length (a file, standard input): a NUL byte
 * in it is refused with its line and column, never taken as its end. */
int gr_parse_u64_list_n(const char *text, size_t len, gr_noun what, size_t max_count, gr_pos *out,
                        gr_error *err);
/* 0 when text[0 .. len) holds no NUL byte, else -1 with "a NUL byte (\0) at
 * line L, column C" (columns in bytes, after a UTF-8 byte order mark on
 * line 1).  For text read from a file or a pipe before it is passed on as a
 * C string, which would end at the NUL. */
int gr_text_check(const char *text, size_t len, gr_error *err);


/* ---- analysis ---------------------------------------------------------- */

/* Who wins with perfect play: the first player (the one to move), the
 * second, or nobody (a loopy game where perfect play never ends).  The one
 * word for an outcome everywhere, JSON included ("first", "second", "draw"). */
typedef enum gr_outcome { GR_WINNER_FIRST = 1, GR_WINNER_SECOND = 2, GR_WINNER_DRAW = 3 } gr_outcome;
typedef gr_outcome gr_winner;
/* "first", "second" or "draw". */
const char *gr_outcome_name(gr_outcome o);

/* How a misère verdict was found: the game's own misère theory (the
 * default: misère Nim, the SJ theorem), exact search over the moves
 * (src/core/misere_play.c), or the genus: every heap of the position is
 * tame and the tame sum rule gives g⁻ (Winning Ways, ch. 13). */
typedef enum gr_misere_method {
  GR_MISERE_BY_THEORY = 0,
  GR_MISERE_BY_SEARCH = 1,
  GR_MISERE_BY_GENUS = 2
} gr_misere_method;
/* "theory", "search", "genus" (the JSON's misere_method). */
const char *gr_misere_method_name(gr_misere_method m);

typedef struct gr_analysis {
  gr_outcome winner;      /* who wins with perfect play; the mover is first */
  bool has_grundy;        /* false: the theory does not give the value */
  uint64_t grundy;
  gr_pos_list winning_moves; /* positions reached by every winning move */
  /* true: winning_moves is not every winning move: the game lists at most a
   * stated number (some positions have astronomically many, e.g. every way
   * to redistribute 10^18 stones), or on a huge position finds only some.
   * The list is still non-empty, duplicate-free and every entry wins. */
  bool winning_moves_cut;
  /* How many winning moves were left out, when the game counted them
   * (0: none, or not counted).  Non-zero implies the list is cut. */
  uint64_t unlisted_moves;
  /* When has_grundy is false on a normal-play position: why no value was
   * found by search either (src/core/value.c), as a key of gr_value_texts
   * with its parameter (the bound passed); 0: no note. */
  unsigned grundy_note;
  uint64_t grundy_note_arg;
  /* A game that can go on forever (a graph with cycles) may have an
   * infinite generalized Sprague-Grundy value (Smith 1966): then
   * has_grundy is false, grundy_infinite true, and grundy_reach lists the
   * finite values it can move to, ascending (Winning Ways writes it
   * ∞{0, 2}).  Owned by the analysis. */
  bool grundy_infinite;
  uint64_t *grundy_reach;
  size_t grundy_reach_count;
  /* Misère play (the game's g->misere): the misère Grundy value g⁻ (1 for
   * a position with no move, otherwise the mex of its options' g⁻; the
   * mover loses exactly when it is 0), when the theory or the search gives
   * it (never where play can cycle). */
  bool has_grundy_misere;
  uint64_t grundy_misere;
  /* Misère play: how the verdict was found (gr_misere_method). */
  gr_misere_method misere_method;
} gr_analysis;

void gr_analysis_init(gr_analysis *a);
void gr_analysis_free(gr_analysis *a);
/* The list of winning moves is partial (cut, or some counted but unlisted). */
bool gr_analysis_partial(const gr_analysis *a);

/* ---- traces and views -------------------------------------------------- */

typedef enum gr_view_kind {
  GR_VIEW_MATRIX = 0,
  GR_VIEW_SEQUENCE = 1,
  GR_VIEW_GRAPH = 2,
  GR_VIEW_BOARD = 3
} gr_view_kind;

#define GR_NONE UINT32_MAX       /* no cell / never written */
#define GR_TRACE_MAX_VIEWS 8
#define GR_TRACE_READS 3          /* reads a rule may name ("L", "R", "X"); a step may read more */
#define GR_VIEW_MAX_LINES 4

/* How a view's values are shown. */
typedef enum gr_value_kind {
  GR_VALUE_INT = 0,      /* an integer */
  GR_VALUE_OUTCOME = 1,  /* 0 lost for the mover, 1 won, 2 drawn (loopy games) */
  GR_VALUE_BOOL = 2,     /* 0 no, 1 yes */
  GR_VALUE_FACE = 3      /* a coin: 0 down (D), 1 up (U), as positions write it */
} gr_value_kind;

/* One drawable table.  Cells are numbered row-major; every cell also has a
 * global id `base + cell` shared by all views of a trace, which is what
 * steps use to name the cells they write and read. */
typedef struct gr_view {
  gr_view_kind kind;
  const char *name;               /* "left", "right", "piles" */
  const char *label[GR_NLANG];    /* heading shown above the view */
  uint32_t rows, cols;
  uint32_t base;                  /* global id of cell 0 */
  uint32_t index_origin;          /* 1: rows and columns are shown 1-based */
  gr_value_kind value_kind;
  uint64_t *values;               /* rows * cols */
  uint32_t *written_at;           /* step that wrote the cell, or GR_NONE */
  /* Graph views only (rows = 1, one cell per node): a layout computed in C
   * (integer coordinates, see gr_layout_layered) and the edges. */
  int32_t *node_x, *node_y;
  uint32_t nedges;
  uint32_t *edge_from, *edge_to;
  /* Set by gr_trace_draw_graph: node_x, node_y are a gr_drawing's pixels,
   * edge e bends at bends[2k], bends[2k+1] for k in bend_start[e] ..
   * bend_start[e+1]; graph_flags: GR_GRAPH_* (a circle: GR_GRAPH_UNDIRECTED). */
  uint32_t *bend_start;
  int32_t *bends;
  uint32_t nbends;
  unsigned graph_flags;
  /* Matrix views only: straight lines drawn over the cells for comparison
   * (the Beatty lines on the Wythoff grid): each through (row0, col0) and
   * (row1, col1) in cell units, integers (a slope given by Fibonacci
   * ratios, say), extended across the view by the page. */
  uint32_t nlines;
  int64_t lines[4 * GR_VIEW_MAX_LINES];
  const char *line_label[GR_VIEW_MAX_LINES][GR_NLANG];
  /* Optional (NULL: none): a text per cell, the same in every language,
   * owned by the trace (gr_trace_set_labels).  Explore's graph view labels
   * each node with its position's text, which the page loads on a click. */
  char **labels;
  /* Optional (words 0: the code name "bits[2][3]"): what a student reads for
   * a cell, key `words` in `words_texts` (gr_trace_set_words): a name with
   * {1} its row, {2} its column (index_origin applied) and {3} its column's
   * head ("heap {1}, bit {3}"), or one name per cell separated
   * by "|" ("X|its highest bit"; as many names as columns, or rows: one
   * per column, or row, each with the {n} above); {4} is the value of the same cell of view
   * words_from - 1 (a graph's vertex as the position text writes it);
   * {5} is the cell's label (explore's node: its position, "SG({5})").
   * bit_cols: the columns are bits, highest first, headed by their values
   * (8 4 2 1) rather than numbered. */
  const gr_texts *words_texts;
  unsigned words, words_from;
  bool bit_cols;
  /* Optional (0: none): view tokens_from - 1 holds the nodes of this graph
   * where the tokens stand (node indexes, one a cell; the dag game's
   * tokens), drawn on the graph by the page. */
  unsigned tokens_from;
  /* Optional (NULL: none): the number that heads each column, cols of them,
   * not owned by the trace (a job's memory, gr_job_alloc, freed with the
   * job's trace): a Hackenbush part is called by its vertex as the position text
   * writes it, in the words ({3}), in the drawing of a graph (its node's
   * label) and in a sequence's index. */
  const uint64_t *heads;
  /* Optional (0, NULL: none): a Grundy sequence's rare values, those whose
   * bits under rare_mask are odd in number (the rare-value method's classes:
   * the mask leaving the fewest such values, a quarter at most); rare[c] is
   * 1 for a rare cell (owned by the trace). */
  uint32_t rare_mask;
  uint8_t *rare;
  /* Optional (false: no): cell i is the value of part i of the position (a
   * sum's components, in the order the position text writes them); the
   * page draws the position's board with each part's value beside it. */
  bool parts;
} gr_view;

/* A rule that a step applied: id is the index in the game's rule table. */
typedef struct gr_rule {
  /* Keys in the trace's texts (gr_trace_use_texts): the rule's name ("Case
   * 3" / "情形 3") and the rule with symbols ("L <= X < R: X + 1"). */
  unsigned name_key, summary_key;
  const char *reads[GR_TRACE_READS]; /* what each read cell stands for ("L", "R", "X"), or NULL */
} gr_rule;

typedef struct gr_trace gr_trace;
typedef void (*gr_explain_fn)(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);
/* The cells related to a clicked cell (Wythoff: the queen moves from it):
 * appends their global ids to `out` (a position used as a list) and returns
 * what they are in words, or NULL when the cell has none. */
typedef const char *(*gr_links_fn)(const gr_trace *t, uint32_t cell, gr_lang lang, gr_pos *out);

struct gr_trace {
  size_t nviews;
  gr_view views[GR_TRACE_MAX_VIEWS];
  size_t nsteps, cap;
  uint32_t *step_cell;       /* global id written by each step */
  uint8_t *step_rule;        /* index into rules */
  /* The cells step s read are reads[read_start[s] .. read_start[s+1]):
   * compressed rows, so a mex step can read all of its options. */
  uint32_t *read_start;      /* cap + 1 entries */
  uint32_t *reads;
  size_t nreads, reads_cap;
  const gr_rule *rules;
  size_t nrules;
  gr_explain_fn explain;     /* writes the step in words with its actual numbers */
  gr_links_fn links;         /* optional: what a click on a cell points at */
  const gr_texts *texts;     /* the game's table: rule names, view labels (gr_trace_use_texts) */
  /* The game's parameter record (gr_trace_set_params), its size in bytes. */
  void *params;
  size_t params_size;
};

/* Allocates the step arrays for `cap` steps and no views. */
gr_trace *gr_trace_new(size_t cap, const gr_rule *rules, size_t nrules,
                       gr_explain_fn explain, gr_error *err);
/* Gives the trace a copy of the game's parameter record: the game's own
 * struct (Moore's Nim_k: its k), `size` bytes, set by its trace_start so
 * that its explain and links functions, which receive only the trace, can
 * read the numbers of the position that are no cell of any view.  Freed
 * with the trace; a second call replaces the record.  0, or -1 (GR_ENOMEM). */
int gr_trace_set_params(gr_trace *t, const void *record, size_t size, gr_error *err);
/* The record gr_trace_set_params gave when it is `size` bytes long (the
 * size of the type the reader expects), else NULL: read it typed with
 * GR_TRACE_PARAMS_OF. */
const void *gr_trace_params(const gr_trace *t, size_t size);
/* The trace's parameter record as a `const type *` (NULL when none of that size). */
#define GR_TRACE_PARAMS_OF(t, type) ((const type *)gr_trace_params((t), sizeof(type)))
/* Names rules and views by key in `texts` from now on (gr_rule.name_key,
 * gr_trace_add_view_text). */
void gr_trace_use_texts(gr_trace *t, const gr_texts *texts);
/* The name or summary of rule r in `lang`. */
const char *gr_rule_name(const gr_trace *t, size_t r, gr_lang lang);
const char *gr_rule_summary(const gr_trace *t, size_t r, gr_lang lang);
/* What read k of rule r stands for, in `lang` ("vertex", "顶点"); notation such
 * as "a[i]" or "L" is the same in every language; NULL when the rule names
 * no read k. */
const char *gr_rule_read_name(const gr_trace *t, size_t r, int k, gr_lang lang);
/* gr_trace_add_view with its heading by key in the trace's texts. */
int gr_trace_add_view_text(gr_trace *t, gr_view_kind kind, const char *name, unsigned label_key, uint32_t rows,
                           uint32_t cols, uint32_t index_origin, gr_error *err);
/* gr_trace_add_line with its label by key in the trace's texts. */
bool gr_trace_add_line_text(gr_trace *t, int view, int64_t row0, int64_t col0, int64_t row1, int64_t col1,
                            unsigned label_key);
/* Adds a view with zeroed values and every cell unwritten; returns its index
 * or -1.  Its heading in language l is label[l] (label NULL: none), so a new
 * language is a gr_lang entry and its texts, not a new parameter. */
int gr_trace_add_view(gr_trace *t, gr_view_kind kind, const char *name,
                      const char *const label[GR_NLANG], uint32_t rows,
                      uint32_t cols, uint32_t index_origin, gr_error *err);
/* Gives a graph view (one row, a cell per node) its edges and layout; copies them. */
int gr_trace_set_graph(gr_trace *t, int view, const int32_t *x, const int32_t *y,
                       const uint32_t *edge_from, const uint32_t *edge_to, uint32_t nedges,
                       gr_error *err);
/* Lays a graph view out (gr_layout_draw; labels sized by the view's labels,
 * or by its node numbers) and gives it its edges.  The same edges give
 * the same drawing. */
int gr_trace_draw_graph(gr_trace *t, int view, const uint32_t *edge_from, const uint32_t *edge_to, uint32_t nedges,
                        unsigned flags, uint32_t root, gr_error *err);
/* Records a step writing `value` into cell (row, col) of view `view`, having
 * read the `nreads` cells (global ids) in `reads`.  Only fails for memory,
 * or when more steps are written than the trace was made for. */
int gr_trace_write(gr_trace *t, int view, uint32_t row, uint32_t col, uint64_t value,
                   uint8_t rule, const uint32_t *reads, size_t nreads, gr_error *err);
/* The reads of step s: a pointer into t->reads and their count. */
const uint32_t *gr_trace_step_reads(const gr_trace *t, size_t step, size_t *count);
uint32_t gr_trace_cell_id(const gr_trace *t, int view, uint32_t row, uint32_t col);
/* Splits a global id back into view, row and col; false if no view holds it. */
bool gr_trace_locate(const gr_trace *t, uint32_t id, int *view, uint32_t *row, uint32_t *col);
uint64_t gr_trace_value(const gr_trace *t, uint32_t id);
/* Adds a line over a matrix view (see gr_view.lines), its label in language
 * l label[l] (label NULL: none); false when full. */
bool gr_trace_add_line(gr_trace *t, int view, int64_t row0, int64_t col0, int64_t row1, int64_t col1,
                       const char *const label[GR_NLANG]);
void gr_trace_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);
/* Writes a cell's display name, "left[2][4]" (1-based where the view says so). */
void gr_trace_cell_name(const gr_trace *t, uint32_t id, gr_buf *out);
/* A cell's name in words (gr_view.words), else its display name. */
void gr_trace_cell_words(const gr_trace *t, uint32_t id, gr_lang lang, gr_buf *out);
/* Names the cells of a view in words (see gr_view.words). */
void gr_trace_set_words(gr_trace *t, int view, const gr_texts *texts, unsigned key, bool bit_cols);
/* The head of column col of a view: its number, its bit's value (8 4 2 1),
 * or the number gr_view.heads gives it. */
void gr_trace_head(const gr_view *v, uint32_t col, gr_buf *out);
void gr_trace_free(gr_trace *t);
/* Gives every cell of a view a label (copies the rows * cols texts). */
int gr_trace_set_labels(gr_trace *t, int view, const char *const *labels, gr_error *err);
/* The label of a cell (global id), or NULL when its view has none. */
const char *gr_trace_label(const gr_trace *t, uint32_t id);

/* ---- resumable jobs ---------------------------------------------------- */

typedef struct gr_job gr_job;

typedef struct gr_job_ops {
  /* REQUIRED: does at most about `budget` units of work; sets
   * job->finished at the end. */
  int (*advance)(gr_job *job, uint64_t budget, gr_error *err);
  /* OPTIONAL: frees what job->state holds that the job does not own (a job
   * made by gr_job_create owns its state and everything gr_job_alloc gave).
   * Called only when job->state is not NULL. */
  void (*destroy)(gr_job *job);
} gr_job_ops;

struct gr_job {
  const gr_job_ops *ops;
  void *state;
  uint64_t done, total;   /* progress in units; total is known up front */
  bool finished;
  bool failed;
  gr_error error;         /* why the job failed */
  /* Results, owned by the job; which one is filled depends on the job. */
  gr_analysis analysis;
  gr_trace *trace;
  gr_buf output;
  /* Memory the job owns and frees with itself (gr_job_alloc). */
  void **owned;
  size_t nowned, owned_cap;
};

gr_job *gr_job_new(const gr_job_ops *ops, void *state, uint64_t total, gr_error *err);
/* A job with `state_size` zeroed bytes of state that it owns (job->state),
 * freed with the job: no destroy function needed. */
gr_job *gr_job_create(const gr_job_ops *ops, size_t state_size, uint64_t total, gr_error *err);
/* `size` zeroed bytes owned by the job and freed with it; NULL (err set)
 * when out of memory. */
void *gr_job_alloc(gr_job *job, size_t size, gr_error *err);
/* An advance function's last word: every unit done, the job finished. */
void gr_job_done(gr_job *job);
/* 1: finished, 0: more to do, -1: failed (the message is in err and job->error). */
int gr_job_run(gr_job *job, uint64_t budget, gr_error *err);
/* Runs to the end. */
int gr_job_finish(gr_job *job, gr_error *err);
void gr_job_free(gr_job *job);

/* ---- games ------------------------------------------------------------- */

/* What a lesson stop shows: the position's own trace (the default), or
 * the game graph of the position (gr_explore_start; the page's explore view). */
typedef enum gr_lesson_view { GR_LESSON_TRACE = 0, GR_LESSON_EXPLORE = 1 } gr_lesson_view;

/* One stop of a game's guided tour (the lesson): what to say, and what to
 * show — a position to load and a trace step to go to. */
typedef struct gr_lesson_stop {
  unsigned title_key, text_key; /* keys in the game's texts */
  const char *position;  /* loaded for this stop; NULL keeps the current one */
  int step;              /* step to show (of the trace `view` names); -1 the last step, -2 none */
  /* OPTIONAL (GR_LESSON_TRACE when left out): GR_LESSON_EXPLORE shows the
   * game graph of the position instead, at step `step` of explore's trace
   * ("view": "explore" in the catalogue's lesson). */
  gr_lesson_view view;
} gr_lesson_stop;

/* How well the computer plays. */
typedef enum gr_strength {
  GR_PERFECT = 0,   /* a winning move whenever there is one */
  GR_IMPERFECT = 1, /* perfect two times in three, otherwise a random move */
  GR_RANDOM = 2     /* any legal move, uniformly */
} gr_strength;

/* One game, as a const table (docs/ADDING-A-GAME.md walks through one).
 * REQUIRED members must be set: the core, the CLI, the page and the tests
 * call them without looking.  An OPTIONAL member may stay NULL (or zero):
 * its comment says what applies then; the core's gr_game_* functions
 * below supply the defaults, so callers use those, never the member. */
typedef struct gr_game {
  const char *id;                        /* REQUIRED: "lr", the name on the command line */
  /* REQUIRED: the game's messages (its text/<game>_text.c): its title,
   * rules, position syntax, theory and move syntax (GR_TEXT_TITLE ..
   * GR_TEXT_PLAY_SYNTAX, read with gr_game_text), then the game's own keys. */
  const gr_texts *texts;
  const char *example;                   /* REQUIRED: a position to start from (must parse) */
  size_t max_len_solve;                  /* REQUIRED: longest position the verdict handles (shown by the page) */
  size_t max_len_trace;                  /* REQUIRED: longest position the trace handles, <= max_len_solve */
  /* OPTIONAL: the bounds the tests enumerate to, as the game's
   * enumerate_small reads them (0 when it has bounds of its own). */
  size_t referee_max_len;
  uint64_t referee_max_value;
  /* REQUIRED: text -> position; fails with a message on anything else.
   * Every position the game can reach, the finished one included, has a
   * text that parses back (test_roundtrip). */
  int (*parse)(const char *text, gr_pos *out, gr_error *err);
  /* REQUIRED: the canonical text of a position (parse(format(p)) == p). */
  void (*format)(const gr_pos *p, gr_buf *out);
  /* REQUIRED: every legal successor, at most max_moves of them (else GR_ELIMIT). */
  int (*moves)(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err);
  /* OPTIONAL: no move is left.  NULL: moves lists none (gr_game_is_over). */
  bool (*is_terminal)(const gr_pos *p);
  /* REQUIRED: the theory: a job whose result is job->analysis
   * (kit_instant_start when it answers at once). */
  int (*solve_start)(const gr_pos *p, gr_job **job, gr_error *err);
  /* REQUIRED: the theory with its work recorded: a job whose result is
   * job->trace (kit_trace_start writes one step per call). */
  int (*trace_start)(const gr_pos *p, gr_job **job, gr_error *err);
  /* OPTIONAL: the move a losing player makes to last longest.  NULL: the
   * first move that moves lists (gr_game_stall_move). */
  int (*stall_move)(const gr_pos *p, gr_pos *out, gr_error *err);
  /* OPTIONAL: the move from `from` to `to` in words ("the leftmost pile:
   * 3 -> 1").  NULL: "FROM -> TO", the two positions' texts
   * (gr_game_describe_move). */
  void (*describe_move)(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out);
  /* OPTIONAL: the board the page draws for play, as one JSON object:
   * {"kind": ...} (see README, "Boards").  NULL: {"kind": "text", "text":
   * the position} (gr_game_board). */
  void (*board)(const gr_pos *p, gr_json *j);
  /* OPTIONAL: one move given as an action of the game's own small language
   * (lr: "take PILE COUNT", piles numbered from 1), checked against the
   * rules: the successor, or a message saying why the move is not allowed.
   * Lets the page play positions whose moves are too many to list.  NULL:
   * the action is the successor's own text, accepted when moves lists it
   * (gr_game_play). */
  int (*play)(const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
  /* OPTIONAL: the inverse of play: the action text that makes the move
   * from -> to (`to` a legal successor), so that play(from, action) == to;
   * GR_ERANGE when `to` is not one move away.  Hints and the tests use it.
   * NULL: the successor's text, the inverse of the default play
   * (gr_game_action); test_play covers only games that set it. */
  int (*action)(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);
  /* REQUIRED: visits every position within the referee bounds
   * (referee_max_len, referee_max_value, as the game reads them); gr_verify
   * compares the theory with exhaustive search on each, and test_play,
   * test_roundtrip start from them.  A non-zero return from visit stops the
   * walk and is returned. */
  int (*enumerate_small)(int (*visit)(const gr_pos *p, void *ctx), void *ctx);
  /* REQUIRED (test_lessons): the guided tour in five stops: rules, a worked
   * position, the key idea, the theorem, a position to try
   * (docs/GAMES.md, "Lessons"). */
  const gr_lesson_stop *lesson;
  size_t lesson_len;
  /* OPTIONAL: the same game under the other ending rule ("misere" for
   * "nim"), shown side by side on the page.  NULL: none. */
  const char *twin;
  /* OPTIONAL (false: normal play): misère play: the player who cannot move
   * WINS.  The referee then searches outcomes instead of Grundy values (a
   * position with no move is won for the mover), and gr_verify compares the
   * winner and the exact set of winning moves only; the theory's Grundy
   * value, if any, is the normal-play value of the same moves and is not
   * compared. */
  bool misere;
  /* OPTIONAL (0: the core's GR_SEARCH_POSITIONS): the most distinct
   * positions the exact search for a Grundy value may visit when the theory
   * gives none (src/core/value.c); successors generated in all are bounded
   * by GR_SEARCH_MOVES_PER_POSITION times as many.  Past it the solve JSON
   * says "grundy": null with a "grundy_note" saying why. */
  uint64_t value_bound;
  /* OPTIONAL: the theory asked for the moves to positions of Grundy value
   * `target` (normal play) rather than 0: a job like solve_start's whose
   * analysis holds the position's own winner and value and, as
   * winning_moves, every move to a position of value target (cut and
   * counted as solve's own list is; none when the value is target).
   * solve_start is the same with target 0.  A sum asks each component for
   * the moves that make the xor 0 with the component's tables built once.
   * NULL: the sum values the component's moves one by one, refusing before
   * the work past SUM_VALUED_MOVES of them (src/games/sum_trace.c). */
  int (*solve_to_start)(const gr_pos *p, uint64_t target, gr_job **job, gr_error *err);
  /* OPTIONAL (0: max_len_solve): the most numbers a position's text may
   * hold, where max_len_solve counts something else (a sum's components);
   * the CLI reads standard input up to what that many need. */
  size_t max_values;
  /* OPTIONAL (false): a position is a graph, read by sorting and searching
   * its vertex labels (dag, geography, hackenbush); the page allows such
   * positions fewer numbers than others (src/wasm, "page_max_length"). */
  bool graph;
  /* OPTIONAL (false): play can come back to a position it has left, so the
   * graph of positions may have cycles and a game may never end: dag (a
   * graph with cycles) and northcott (a piece retreats, then advances
   * again).  The one flag every part reads for this:
   *  - the referee: its memoised Grundy search (gr_referee_grundy,
   *    gr_referee_outcome) needs an acyclic game; on a loopy game it refuses
   *    a cycle with GR_ESTATE, on any other game a cycle is a bug in the
   *    game's moves and is reported as one;
   *  - gr_verify: a position of a loopy game whose search meets a cycle is
   *    judged by retrograde analysis (gr_referee_retrograde: won, lost or
   *    drawn) and the theory's generalized Sprague-Grundy value by the sums
   *    G + *k; the winning moves are compared exactly;
   *  - play: a sum with a loopy component can be drawn (src/games/sum.c),
   *    and the game's JSON (gr_json_game_info, "loopy") tells the page that
   *    a position may come back. */
  bool loopy;
  /* OPTIONAL: the theory of the game's misère play (the player who cannot
   * move wins), a job like solve_start's whose analysis is the misère
   * verdict: the winner, every move to a position lost for the next player
   * under misère play and, when known, g⁻ (has_grundy_misere).  NULL: the
   * misère play of gr_game_misere_of searches the game's own moves.  (dag:
   * its own `misere;` rule, Anti-SG and the SJ theorem; heaps and sum: the
   * genus where every heap is tame, handing any other position to
   * gr_misere_search_start, so the analysis's misere_method says which.) */
  int (*misere_solve_start)(const gr_pos *p, gr_job **job, gr_error *err);
  /* OPTIONAL: the trace of the game's misère play where its theory has one
   * (heaps: the genus of each heap of a tame position); it may hand any
   * other position to gr_explore_start of gr_game_misere_of(g).  NULL:
   * explore's game graph for every position. */
  int (*misere_trace_start)(const gr_pos *p, gr_job **job, gr_error *err);
} gr_game;

/* ---- misère play of every game (src/core/misere_play.c) ------------------ */

/* The same game under misère play — whoever cannot move WINS — as a game
 * table of its own: a game already misère itself (g->misere: "misere",
 * "misere-sum"); the registered misère twin where g->twin names one (nim:
 * "misere"); otherwise a table derived from g once, at first use, with g's
 * id, texts, positions, moves, board and play, misere = true, and:
 *   - solve_start: g->misere_solve_start where the game has one, else exact
 *     memoised search over g->moves for g⁻ and the winning moves, within
 *     GR_MISERE_POSITIONS distinct positions (or g->value_bound), 16 times
 *     as many successors, GR_SEARCH_DEPTH plies and GR_SEARCH_BYTES;
 *     where the search meets a cycle, retrograde labelling (win, lose or
 *     draw) of at most 2^20 reachable positions; past a bound, a refusal
 *     (GR_ELIMIT) naming it and asking for a smaller position;
 *   - trace_start: g->misere_trace_start where the game has one, else
 *     explore's game graph (gr_explore_start) labelled with g⁻, within
 *     explore's bounds (acyclic positions only).
 * The derived tables are not registered: gr_game_count, gr_game_at and
 * gr_game_find list the games as they are, and gr_game_misere_of reaches
 * the misère ones.  NULL for a table that is not registered. */
const gr_game *gr_game_misere_of(const gr_game *g);
/* Whether g is such a derived table (the misère play of a registered game,
 * not a registered game itself); its normal-play game in *normal. */
bool gr_game_is_misere_play(const gr_game *g, const gr_game **normal);
/* How g's misère verdict is found: by theory (a misère game's own, or
 * misere_solve_start, which may still search a position its theory does
 * not cover: gr_analysis.misere_method tells, position by position) or by
 * the exact search above. */
bool gr_game_misere_by_theory(const gr_game *g);
#define GR_MISERE_POSITIONS GR_SEARCH_POSITIONS

/* The OPTIONAL members with their defaults applied (see gr_game). */
size_t gr_game_max_values(const gr_game *g);
bool gr_game_is_over(const gr_game *g, const gr_pos *p);
int gr_game_stall_move(const gr_game *g, const gr_pos *p, gr_pos *out, gr_error *err);
void gr_game_describe_move(const gr_game *g, const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out);
void gr_game_board(const gr_game *g, const gr_pos *p, gr_json *j);
int gr_game_play(const gr_game *g, const gr_pos *p, const char *action, gr_pos *out, gr_error *err);
int gr_game_action(const gr_game *g, const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err);

/* A game's title, rules, syntax, theory or play syntax (GR_TEXT_*). */
const char *gr_game_text(const gr_game *g, gr_lang lang, unsigned key);
/* The title or text of lesson stop i. */
const char *gr_lesson_title(const gr_game *g, size_t i, gr_lang lang);
const char *gr_lesson_text(const gr_game *g, size_t i, gr_lang lang);

size_t gr_game_count(void);
const gr_game *gr_game_at(size_t i);
const gr_game *gr_game_find(const char *id);
/* Like gr_game_find, with a message listing the known games on failure. */
const gr_game *gr_game_lookup(const char *id, gr_error *err);

/* Parses and re-validates; the usual entry point for text positions. */
int gr_game_parse(const gr_game *g, const char *text, gr_pos *out, gr_error *err);
/* The same for text of a known length (standard input, a file): a NUL byte
 * is refused with its line and column (gr_text_check) instead of cutting
 * the position short, and a UTF-8 byte order mark at the start is skipped;
 * text[len] must be '\0'. */
int gr_game_parse_n(const gr_game *g, const char *text, size_t len, gr_pos *out, gr_error *err);
/* Runs the theory to the end; where it gives no Grundy value on a
 * normal-play position, the value by bounded search (gr_value_complete). */
int gr_solve(const gr_game *g, const gr_pos *p, gr_analysis *out, gr_error *err);
/* The theory alone, run to the end (no search for a missing value): what
 * gr_verify compares with search. */
int gr_solve_theory(const gr_game *g, const gr_pos *p, gr_analysis *out, gr_error *err);
/* The theory's moves to positions of value target (g->solve_to_start), run
 * to the end.  Without solve_to_start: solve_start for target 0, else a
 * GR_ESTATE error (never a call through NULL). */
int gr_solve_to(const gr_game *g, const gr_pos *p, uint64_t target, gr_analysis *out, gr_error *err);

/* ---- a Grundy value for every position (src/core/value.c) ---------------- */

/* The core's bounds on the exact search for a value the theory does not give:
 * distinct positions (memory: about 100 bytes each), successors generated per
 * position allowed on average (time), and the longest play (stack depth). */
#define GR_SEARCH_POSITIONS ((uint64_t)1 << 17)
#define GR_SEARCH_MOVES_PER_POSITION 16
#define GR_SEARCH_DEPTH 2000
#define GR_SEARCH_BYTES ((uint64_t)64 << 20) /* positions stored and move lists alive */
/* The message table of the notes (grundy_note) and the search's limits. */
extern const gr_texts gr_value_texts;
/* The bound on positions a game's search uses (value_bound or the default). */
uint64_t gr_value_bound(const gr_game *g);
/* When a has no Grundy value, the position is played under normal play
 * (not g->misere) and is no draw: the value by exact memoised search over
 * g->moves within the game's bounds (gr_referee), or a note saying why
 * none (a->grundy_note).  Does nothing otherwise, or when a note is set.
 * Fails only when out of memory. */
int gr_value_complete(const gr_game *g, const gr_pos *p, gr_analysis *a, gr_error *err);
/* The same in slices of about `work` units of search (0: to the end): 1
 * when there is more to do (call again with the same arguments), 0 when
 * done.  *search holds the search between calls: NULL at first, NULL
 * again when done; gr_referee_free releases it if the caller stops early. */
typedef struct gr_referee gr_referee;
int gr_value_complete_some(const gr_game *g, const gr_pos *p, gr_analysis *a, gr_referee **search, uint64_t work,
                           gr_error *err);
/* "grundy_note": {"en": ..., "zh": ...} of a note (key, parameter). */
void gr_json_value_note(gr_json *j, unsigned note, uint64_t arg);
/* The computer's move: a winning move when there is one, otherwise the
 * game's stalling move.  Fails on a terminal position. */
int gr_computer_move(const gr_game *g, const gr_pos *p, gr_pos *out, bool *winning,
                     gr_error *err);
/* The same choice from an analysis already made (a finished solve job). */
int gr_choose_move(const gr_game *g, const gr_pos *p, const gr_analysis *a, gr_pos *out,
                   bool *winning, gr_error *err);
/* The choice at a strength; `seed` makes the random choices repeatable.
 * Random play needs the list of moves: when a position has too many to
 * list, the computer plays as if perfect and says so in *note (static
 * text, one per language, indexed by gr_lang; NULL when there is nothing
 * to say). */
int gr_choose_move_at(const gr_game *g, const gr_pos *p, const gr_analysis *a, gr_strength strength,
                      uint64_t seed, gr_pos *out, bool *winning, const char *const **note, gr_error *err);

/* JSON renderings shared by the CLI and the WASM build. */
/* The same for the page (issue 13: no task over 100 ms): no "position"
 * (the page has its text: a 2 MB position written, decoded and parsed back
 * was half of a verdict's time), and the winning moves while their
 * positions total at most max_numbers; the moves left out are counted in
 * "unlisted_moves". */
void gr_json_analysis_within(gr_json *j, const gr_game *g, const gr_analysis *a, size_t max_numbers);
void gr_json_analysis(gr_json *j, const gr_game *g, const gr_pos *p, const gr_analysis *a);
void gr_json_game_info(gr_json *j, const gr_game *g);
/* Opens the object of an answer about a position of g: {"game": its id,
 * then "position": p's text when p is not NULL; the caller adds the rest. */
void gr_json_game_begin(gr_json *j, const gr_game *g, const gr_pos *p);
/* "key": {"en": text[GR_EN], "zh": text[GR_ZH]}, the shape of every text from C. */
void gr_json_bilingual(gr_json *j, const char *key, const char *const text[GR_NLANG]);
/* The same for message `text_key` of table t (no parameters). */
void gr_json_text(gr_json *j, const char *key, const gr_texts *t, unsigned text_key);
/* {"pile": {"en": "pile", "zh": "堆号"}, ...}: the words the move forms
 * show for every argument name that boards' actions use ("args"). */
void gr_json_arg_labels(gr_json *j);
/* The move forms' words for each verb of the move language: {"take": {"en", "zh"}, ...}. */
void gr_json_verb_labels(gr_json *j);
/* The same for an error: its text in every language. */
void gr_json_error_text(gr_json *j, const char *key, const gr_error *err);
void gr_json_trace_step(gr_json *j, const gr_trace *t, size_t step, gr_lang lang);

/* Graph drawings (the layered layout) and explore, the game graph of a position: */
#include "grundy_graph.h"

/* ---- Grundy arithmetic --------------------------------------------------- */

/* The least value not in values[0..n); `seen` is scratch of n + 1 bytes. */
uint64_t gr_mex(const uint64_t *values, size_t n, unsigned char *seen);

/* ---- Grundy sequences of heap rulesets (grundy sg) ------------------------ */

/* A ruleset is an octal code ("0.77", Kayles), a finite subtraction set
 * ("S{1,3,4}") or "lasker".  How its values are computed (the same values
 * either way): */
typedef enum gr_sg_method {
  GR_SG_AUTO = 0,  /* rare values, and once the period is proved, the period */
  GR_SG_RARE = 1,  /* rare values (sparse space) for every value */
  GR_SG_NAIVE = 2  /* the plain mex over every option */
} gr_sg_method;

/* A job computing G(0..upto) of `ruleset` and its period (proved where a
 * theorem applies, else only observed); run it with gr_job_run or
 * gr_job_finish.  Fails on a malformed ruleset or an N past its limit. */
int gr_sg_start(const char *ruleset, uint64_t upto, gr_sg_method method, gr_job **job, gr_error *err);
/* The values of a finished sg job and their number (NULL, 0 before). */
const uint16_t *gr_sg_values(const gr_job *job, uint64_t *count);
/* `grundy sg`'s text and JSON ({"ruleset", ..., "values" when with_values,
 * "status", "preperiod", "period", ...}) of a finished sg job. */
int gr_sg_text(const gr_job *job, gr_lang lang, gr_buf *out, gr_error *err);
int gr_sg_json(gr_json *j, const gr_job *job, bool with_values, gr_error *err);
/* Misère play (`grundy sg RULESET --misere --upto N`): the genus g^{γ0γ1...}
 * of heaps 0..upto, each marked tame or wild, as text or as JSON
 * ({"ruleset", "upto", "heaps": [{"n", "g", "genus", "gamma", "tame"}], ...}).
 * Fails on a malformed ruleset or past the exact search's bounds. */
int gr_sg_misere_text(const char *ruleset, uint64_t upto, gr_lang lang, gr_buf *out, gr_error *err);
int gr_sg_misere_json(gr_json *j, const char *ruleset, uint64_t upto, gr_error *err);

/* The referee (exhaustive search), gr_verify and the judge problems: */
#include "grundy_referee.h"

#ifdef __cplusplus
}
#endif
#endif
