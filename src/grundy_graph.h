/*
 * grundy_graph.h — libgrundy's graphs: the drawing of a graph view computed
 * in C (a layered layout with bends, src/core/drawing.c and layout.c) and
 * explore, the game graph of a small position with its SG values
 * (src/core/explore.c).  Included by grundy.h, whose types it uses;
 * include grundy.h.
 */
#ifndef GRUNDY_GRAPH_H
#define GRUNDY_GRAPH_H

/* ---- graph layout ------------------------------------------------------ */

/* A layered drawing of a directed graph in integer coordinates: x is the
 * layer (sinks at 0, every edge goes from a higher layer to a lower one
 * where the graph is acyclic), y the place within the layer, ordered to
 * reduce crossings.  Works on any graph (cycles are broken for layering). */
int gr_layout_layered(uint32_t nnodes, const uint32_t *edge_from, const uint32_t *edge_to,
                      uint32_t nedges, int32_t *x, int32_t *y, gr_error *err);

/* n nodes evenly around a circle of radius r (coordinates 0 .. 2r): node 0
 * on top, then clockwise, for rings (of coins, of edges).  Integers only. */
void gr_layout_circle(uint32_t n, int32_t r, int32_t *x, int32_t *y);

/* A drawing of a graph (src/core/drawing.c: layers, dummy nodes for long
 * edges, barycentre ordering, coordinates), in CSS pixels at scale 1, x to
 * the right, y down: node v at (x[v], y[v]), a disc of radius GR_DRAW_R
 * with its label (label_w[v] pixels wide, GR_DRAW_LINE high) GR_DRAW_SPACE
 * above it, or to its right when GR_GRAPH_UPWARD; edge e runs from its `from` through
 * the points bends[2k], bends[2k + 1] for k in bend_start[e] ..
 * bend_start[e + 1] to its `to`.  No segment passes through a node that
 * is not its end (except with GR_GRAPH_STRAIGHT) and no two nodes' boxes
 * (disc and label) overlap. */
#define GR_GRAPH_UNDIRECTED 1u /* no arrowheads; layers breadth first from the root */
#define GR_GRAPH_UPWARD 2u     /* the root on the bottom row, labels beside the nodes */
#define GR_GRAPH_GROUND 4u     /* with UPWARD: a ground line under the bottom row (Hackenbush) */
#define GR_GRAPH_CIRCLE 8u     /* nodes on a circle: labels below the nodes of its lower half
                                  (2y > min y + max y), above the others */
#define GR_GRAPH_STRAIGHT 16u  /* edges straight from node to node, no bends: the layers hold
                                  only nodes (a dense game graph, explore); an edge over
                                  several layers may pass behind a node */
#define GR_DRAW_R 16
#define GR_DRAW_LINE 16
#define GR_DRAW_SPACE 8        /* between a disc and its label */
#define GR_DRAW_CHAR 8         /* a label character's width */
#define GR_DRAW_CHARS 24       /* labels are cut to this many characters */
#define GR_DRAW_DUMMIES (1u << 21) /* past this many dummy nodes, edges stay straight */
typedef struct gr_drawing {
  int32_t *x, *y;
  uint32_t *bend_start; /* nedges + 1 */
  int32_t *bends;
  uint32_t nbends;
} gr_drawing;
int gr_layout_draw(uint32_t nnodes, const uint32_t *edge_from, const uint32_t *edge_to, uint32_t nedges,
                   const uint32_t *label_w, unsigned flags, uint32_t root, gr_drawing *out, gr_error *err);
void gr_drawing_free(gr_drawing *d);

/* ---- explore: the game graph of a position ------------------------------- */

/* Past these, explore refuses with a message (explore a smaller position). */
#define GR_EXPLORE_MAX_POSITIONS 300
#define GR_EXPLORE_MAX_EDGES 2500

/* The game graph of a small position of any game, from the game's own moves
 * (g->moves): every position reachable from p (p is node 0, then in the
 * order first reached), one edge per distinct move, and the SG values
 * computed in reverse topological order (every option before the position).
 * job->trace holds:
 *   - view 0 "graph" (GR_VIEW_GRAPH, 1 x N): node i's SG value, the layered
 *     layout and the edges, and labels: node i's position text
 *     (gr_trace_label, view->labels[i]), what the page loads on a click;
 *   - view 1 "order" (GR_VIEW_SEQUENCE, 1 x N): the values in the order
 *     computed (cell k is written by step k);
 *   - step k, rule 0 "mex": writes the graph cell of the k-th position
 *     computed, reading the graph cells of its options; its explanation
 *     names the position, its options' values and their mex.
 *   - t->links: a click on a node points at its options' cells.
 * Refused with a message past GR_EXPLORE_MAX_POSITIONS positions or
 * GR_EXPLORE_MAX_EDGES edges, and when the positions include a cycle (a
 * loopy game: the message names the cycle).  In a misère game the values
 * are the normal-play values of the same moves (the explanation says so). */
int gr_explore_start(const gr_game *g, const gr_pos *p, gr_job **job, gr_error *err);
/* `grundy explore`'s text (a line per position in the order computed:
 * "POSITION  options: {VALUES}  SG = mex = V") and JSON ({"game",
 * "position", "misere" (misère games only), "limits": {"positions",
 * "edges"}, "nodes": [{"id", "position", "grundy", "winner", "x", "y"}],
 * "edges": [[from, to], ...], "steps": [gr_json_trace_step ...]}) of a
 * finished explore job.  "winner" is under the game's own convention
 * (misère included). */
int gr_explore_text(const gr_job *job, gr_lang lang, gr_buf *out, gr_error *err);
int gr_explore_json(gr_json *j, const gr_job *job, gr_lang lang, gr_error *err);

#endif
