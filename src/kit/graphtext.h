/*
 * graphtext.h — what the graph games (hackenbush, geography) and the
 * sequence game (seqjump) share: reading their position text with line and
 * column in every message, a layered drawing with the roots (the ground, the
 * token) on the bottom row, and the JSON of a `graph` board.  Internal to
 * libgrundy.
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

/* The largest vertex number the graph games accept. */
#define GT_MAX_LABEL 1000000000u

/* Successor positions listed by one analysis (winning moves) hold at most
 * this many 64-bit values in total: a 10^5-edge graph with 10^5 winning
 * cuts would otherwise need 10^10 of them.  Past it the remaining winning
 * moves are not listed (the verdict and the value stay exact). */
#define GT_MOVES_BUDGET (UINT64_C(1) << 23)

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
/* Line and column (1-based) of a byte offset. */
void gt_where(const gt_text *t, size_t offset, size_t *line, size_t *col);

/* Sorting and searching vertex labels. */
void gt_sort_u32(uint32_t *a, size_t n);
void gt_sort_u64(uint64_t *a, size_t n);
/* Index of `key` in the sorted array a[0..n), or n when absent. */
size_t gt_find_u32(const uint32_t *a, size_t n, uint32_t key);

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

/* A node of a `graph` board: {"id", "label", "x", "y"} and, when ntokens >
 * 0, "token": the numbers of the tokens on it. */
void gt_json_node(gr_json *j, uint64_t id, const char *label, int64_t x, int64_t y, const uint64_t *tokens,
                  size_t ntokens);
/* "actions": [{"verb": verb, "args": [args[0 .. n)]}] (key included). */
void gt_json_action(gr_json *j, const char *verb, const char *const *args, size_t n);

#endif
