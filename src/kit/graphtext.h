/*
 * graphtext.h — what the graph games (hackenbush, geography) and the
 * sequence game (seqjump) share: reading their position text with line and
 * column in every message, sorted labels and canonical edges, the
 * resumable list of winning moves and the phased trace of their jobs, a
 * layered drawing with the roots (the ground, the token) on the bottom row,
 * and the JSON of a `graph` board.  Internal to libgrundy; its messages are
 * in the kit's texts (kit_text.c).
 *
 * Position text is segments separated by ';':
 *
 *     n=5; start=1; visited=2 3; 1-2 2-3 3-4      (geography)
 *     0-1 1-2 1-3 3-0                             (hackenbush)
 *     start=3; 1 2 3 4 5                          (seqjump)
 *
 * Within a segment, items are separated by spaces, tabs, newlines or
 * commas.  `key=value` items are n=, start= and visited= (a list that runs
 * to the next ';', key or edge); an edge is two vertex numbers joined by
 * '-'; a bare number is a value (seqjump) or, after visited=, a visited
 * vertex.  Numbers are plain decimal digits; nothing here uses strtol.
 */
#ifndef GR_GRAPHTEXT_H
#define GR_GRAPHTEXT_H

#include "grundy.h"
#include "kit/kit.h"

/* The largest vertex number the graph games accept. */
#define GT_MAX_LABEL 1000000000u

/* Successor positions listed by one analysis (winning moves) hold at most
 * this many 64-bit values in total: a 10^5-edge graph with 10^5 winning
 * cuts would otherwise need 10^10 of them.  Past it the remaining winning
 * moves are not listed (the verdict and the value stay exact). */
#define GT_MOVES_BUDGET (UINT64_C(1) << 23)
/* The most edges random= generates: about a second of a dag's solve and
 * 250 MB.  A typed graph costs in proportion to the text the user gave
 * (standard input is capped); a generated one in proportion to a number,
 * so 40 characters asked for 2^25 edges, 18 s and 1.07 GB (issue 25). */
#define GT_RANDOM_MAX_EDGES (UINT64_C(1) << 21)

/* The arguments of an action "VERB ARGS" (blanks before the verb allowed,
 * one after it required), or NULL when it does not start with the verb. */
const char *gt_verb_args(const char *action, const char *verb);

/* The winning moves of a verdict job, listed resumably: candidates
 * next .. count-1, each a winning move when wins(job, i), made by make.  A
 * move costs `len` units of budget (the position's length); the list
 * holds at most GT_MOVES_BUDGET numbers, counting `extra` more per move,
 * and is never empty (past it, the job's list is marked cut: said in the
 * JSON and the CLI).  Sets job->finished after the last candidate. */
typedef struct gt_lister {
  uint32_t next;   /* the next candidate */
  uint64_t listed; /* numbers held by the listed moves */
} gt_lister;
int gt_list_wins(gr_job *job, gt_lister *l, uint32_t count, uint64_t budget, size_t len, unsigned extra,
                 bool (*wins)(const gr_job *job, uint32_t i),
                 int (*make)(const gr_job *job, uint32_t i, gr_pos *out, gr_error *err), gr_error *err);

/* A trace written in phases (the graph games' traces): each call of the
 * game's step writes one trace step, or finds its phase over and moves on
 * (gt_next_phase).  gt_run_phases is the job's advance: steps until the
 * budget is spent (a step costs cost(job) units, 1 without it), finished
 * after the last phase. */
typedef struct gt_phases {
  int phase, count; /* the phase under way, of `count` */
  uint32_t next;    /* the next item of the phase */
} gt_phases;
void gt_next_phase(gt_phases *ph);
int gt_run_phases(gr_job *job, gt_phases *ph, uint64_t budget, int (*step)(gr_job *job, gr_error *err),
                  uint64_t (*cost)(const gr_job *job), gr_error *err);

enum {
  GT_ALLOW_N = 1,        /* n=N declares the vertices */
  GT_ALLOW_START = 2,    /* start=V */
  GT_ALLOW_VISITED = 4,  /* visited=A B ... */
  GT_EDGES = 8,          /* A-B items are edges */
  GT_VALUES = 16         /* bare numbers are values */
};

typedef struct gt_text {
  const char *text;
  bool has_n, has_start;
  uint64_t n, start;
  size_t n_at, start_at;       /* byte offsets, for messages */
  size_t nvisited;
  uint64_t *visited;
  size_t *visited_at;
  size_t m;                     /* edges */
  uint32_t *eu, *ev;
  size_t *edge_at;
  size_t nvalues;               /* bare numbers (GT_VALUES) */
  uint64_t *values;
  size_t *value_at;
  size_t cap_e, cap_v, cap_x;
} gt_text;

/* Reads `text` (NUL-terminated) allowing what `allow` says; at most
 * max_items edges or values; vertex numbers up to max_label.  Messages name
 * the item ("edge 3"), its line and column, and quote it. */
int gt_parse(const char *text, unsigned allow, size_t max_items, uint64_t max_label, gt_text *out, gr_error *err);
void gt_free(gt_text *t);
/* The edges of t as a canonical list: key[e] = gt_edge_key of edge e (scratch
 * of t->m entries), sorted, written into out->v[from ..] as pairs, smaller
 * label first (out is resized to from + 2m). */
int gt_sorted_edges(const gt_text *t, uint64_t *key, gr_pos *out, size_t from, gr_error *err);
/* Writes `before`, then the edge "a-b" (not by gr_buf_printf: a format per
 * edge was most of writing a graph of 10^5 edges on the page). */
void gt_buf_edge(gr_buf *out, const char *before, uint64_t a, uint64_t b);
/* Line and column (1-based) of a byte offset. */
void gt_where(const gt_text *t, size_t offset, size_t *line, size_t *col);

/* Sorting and searching vertex labels. */
void gt_sort_u32(uint32_t *a, size_t n);
void gt_sort_u64(uint64_t *a, size_t n);
/* Index of `key` in the sorted array a[0..n), or n when absent. */
size_t gt_find_u32(const uint32_t *a, size_t n, uint32_t key);
size_t gt_find_u64(const uint64_t *a, size_t n, uint64_t key);
/* Sorts a[0..n) and drops repeats: the number of distinct values left. */
size_t gt_unique_u32(uint32_t *a, size_t n);
size_t gt_unique_u64(uint64_t *a, size_t n);
/* An undirected edge as one sortable key: the smaller label in the high
 * 32 bits (labels are at most GT_MAX_LABEL). */
uint64_t gt_edge_key(uint64_t a, uint64_t b);

/* A `graph` board for the page: nodes with their labels and places (a
 * gt_layout_rooted drawing from `root`), the edges numbered from 1, and
 * the one action.  Hackenbush says where the ground is; geography marks the
 * token, the visited and the playable vertices.  Nodes and edges are left
 * out when the drawing fails. */
typedef struct gt_board {
  uint32_t n, m;               /* 0 and 0 when the position could not be read */
  const uint32_t *label;       /* per vertex */
  uint32_t root;
  const uint32_t *eu, *ev;     /* the edges, as vertex indices */
  bool ground;                 /* "ground": 0 */
  uint32_t token;              /* with visited and playable, when these are not NULL */
  const uint8_t *visited, *playable;
  kit_verb verb;
} gt_board;
void gt_json_board(gr_json *j, const gt_board *b);

/* A layered drawing for an undirected graph on compact vertices 0..n-1:
 * layers are breadth-first distances from `root` (then from the smallest
 * unreached vertex, and so on); the order within a layer comes from
 * gr_layout_layered on the breadth-first trees.  Screen convention: x grows
 * to the right, y downward, and the roots sit on the bottom row (y largest),
 * like the ground of a Hackenbush picture. */
int gt_layout_rooted(uint32_t n, const uint32_t *eu, const uint32_t *ev, size_t m, uint32_t root, int32_t *x,
                     int32_t *y, gr_error *err);

/* ---- directed graphs with tokens (dag; graphtext_arrows.c) ---------------- */

/* A second syntax, for the token games on a directed graph: statements
 * separated by ';', newlines, spaces or commas:
 *
 *     n=5; misere; start=0,3; 0>1 0>2 1>2>3; random=100,7
 *
 * n= (optional, must come first), misere (no value), start= (the tokens'
 * vertices, comma-separated, once), edges FROM>TO (a chain A>B>C is A>B and
 * B>C, blanks allowed around '>') and random=M,SEED (M edges i>j, i < j,
 * from splitmix64(SEED); needs n=).  Without n= the vertices are 0 .. the
 * largest an edge mentions.  Messages (kit_text.h, KIT_ARROW_*) name the
 * item, its line and column. */
typedef struct gt_arrows {
  bool have_n, have_start, misere;
  uint64_t n;                   /* the vertex count, declared or implied */
  uint64_t *edges;              /* from << 32 | to, in the order read */
  size_t m, mcap;
  uint64_t max_vertex;          /* the largest vertex an edge mentions */
  uint64_t *tokens;
  size_t k, kcap;
  uint64_t max_token;           /* the largest start vertex, and where it is */
  size_t max_token_index, max_token_line, max_token_col;
} gt_arrows;

/* Reads `text`: at most max_vertices vertices, max_edges edges and
 * max_tokens tokens.  On success out->n is the number of vertices and every
 * token is below it. */
int gt_parse_arrows(const char *text, uint64_t max_vertices, size_t max_edges, size_t max_tokens, gt_arrows *out,
                    gr_error *err);
void gt_arrows_free(gt_arrows *a);

/* A lower cap on max_edges for every caller, SIZE_MAX unless the page's
 * core sets its own limit at start-up: then random=100000000,1 is refused
 * before any edge is drawn, and gt_arrows_capped holds the number of edges
 * the text asked for (else 0), for the page's own message. */
extern size_t gt_arrows_edge_cap;
extern uint64_t gt_arrows_capped;

/* A node of a `graph` board: {"id", "label", "x", "y"} and, when ntokens >
 * 0, "token": the numbers of the tokens on it. */
void gt_json_node(gr_json *j, uint64_t id, const char *label, int64_t x, int64_t y, const uint64_t *tokens,
                  size_t ntokens);

#endif
