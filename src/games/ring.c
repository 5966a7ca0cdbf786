/*
 * ring.c — a coin on a ring of numbered edges (seed 003; Luogu P1288
 * 取数游戏II).
 *
 * Rules: n edges form a ring, each with a non-negative integer; a coin sits
 * on a vertex.  A move picks one of the two edges next to the coin whose
 * number is positive, lowers that number to any smaller non-negative value,
 * and moves the coin across the edge.  Whoever cannot move (both edges next
 * to the coin are 0) loses.
 *
 * Vertices and edges: edge j (1-based, j = 1..n) joins vertex j - 1 and
 * vertex j (mod n); vertex 0, where P1288 puts the coin, lies between the
 * last edge and the first.  Position text: the edge values in order, with a
 * `*` where the coin is when it is not on vertex 0 ("2 5 * 3 0": between
 * edges 2 and 3, vertex 2).  Internally v[0] is the coin's vertex and
 * v[1..n] the edges.
 *
 * Theory.  With a zero edge somewhere (seed 003, checked by the referee):
 * let d_cw and d_ccw be the numbers of positive edges met walking from the
 * coin clockwise / counter-clockwise before the first zero edge.  The mover
 * wins iff d_cw or d_ccw is odd: walking that way and lowering every edge
 * it crosses to 0, the mover makes the walk one-way, and whoever faces the
 * zero edge next loses.
 *
 * P1288 promises a zero edge; we also solve rings without one (our own
 * derivation, verified exhaustively by the referee up to 5 edges):
 *  - n odd: the mover wins.  Lowering an edge next to the coin to 0 leaves
 *    the opponent a zero edge behind and n - 1 (even) positive edges ahead.
 *  - n even: let m be the smallest edge value.  The mover wins iff the
 *    number of edges above m met from the coin before the first edge equal
 *    to m is odd in one of the two directions.  Why: making any edge
 *    smaller than m (0 included) hands the opponent a ring whose unique
 *    smallest edge is behind them and n - 1 (odd) larger edges ahead,
 *    which they win by the rule itself (by induction on the total); so
 *    neither player does it, edges equal to m are never crossed, and the
 *    game is the zero-edge game on the values minus m.
 *
 * Winning moves: for each of the two edges the new value v matters only
 * through its class ({0}; and v < m', v = m', v > m' against the smallest
 * other edge m' when no zero is left), so the winning v form at most four
 * intervals per edge; they can hold up to 2^64 values, so solve lists at
 * most RING_MAX_LISTED of them (v ascending, the clockwise edge first) and
 * sets winning_moves_cut past that.  No Grundy value is given.
 *
 * The texts are in text/ring_text.c; the verdict is the kit's instant job.
 */
#include "ring.h"

#include "kit/kit.h"
#include "kit/board_piles.h"
#include "kit/kit_say.h"
#include "kit/kit_text.h"
#include "text/ring_text.h"

#include <stdlib.h>
#include <string.h>

#define T (&ring_texts)

/* ---- the theory ------------------------------------------------------ */

/* Edges met from edge `start` stepping by `step` (1 or n - 1) whose value
 * is above `floor`, before the first edge equal to it (at most n). */
static size_t ring_walk(const uint64_t *e, size_t n, size_t start, size_t step, uint64_t floor) {
  size_t d = 0;
  for (size_t j = start, k = 0; k < n && e[j] > floor; k++, j = (j + step) % n) d++;
  return d;
}

static size_t cw_edge(size_t n, size_t coin) { return coin % n; }
static size_t ccw_edge(size_t n, size_t coin) { return (coin + n - 1) % n; }

bool ring_first_wins(const uint64_t *e, size_t n, size_t coin) {
  uint64_t m = UINT64_MAX;
  for (size_t j = 0; j < n; j++)
    if (e[j] < m) m = e[j];
  if (m > 0 && n % 2 == 1) return true;
  return ring_walk(e, n, cw_edge(n, coin), 1, m) % 2 == 1 || ring_walk(e, n, ccw_edge(n, coin), n - 1, m) % 2 == 1;
}

/* ---- text ------------------------------------------------------------ */

/* The coin's vertex: the number of edges written before the '*' in copy
 * (the mark blanked out); 0 without a mark. */
static int coin_vertex(char *copy, size_t mark, size_t *coin, gr_error *err) {
  char saved = copy[mark];
  copy[mark] = '\0';
  gr_pos before;
  gr_pos_init(&before);
  int r = gr_parse_u64_list(copy, GR_NOUN_EDGE, RING_MAX_EDGES_SOLVE, &before, err);
  *coin = before.len;
  gr_pos_free(&before);
  copy[mark] = saved;
  return r;
}

static int ring_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  size_t len = strlen(text);
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_nomem(err);
  memcpy(copy, text, len + 1);
  /* The coin mark: one '*', replaced by a space (columns stay right). */
  const char *mark = NULL;
  size_t line = 1, mark_line = 0, mark_col = 0;
  const char *line_start = text;
  for (size_t i = 0; i < len; i++) {
    if (text[i] == '\n') {
      line++;
      line_start = text + i + 1;
    }
    if (text[i] != '*') continue;
    if (mark) {
      free(copy);
      return gr_error_say(err, GR_ESYNTAX, T, RING_MARKED_TWICE, GR_U(mark_line), GR_U(mark_col), GR_U(line),
                          GR_U(text + i - line_start + 1));
    }
    mark = text + i;
    mark_line = line;
    mark_col = (size_t)(text + i - line_start) + 1;
    copy[i] = ' ';
  }
  size_t coin = 0;
  gr_pos edges;
  gr_pos_init(&edges);
  int r = mark && coin_vertex(copy, (size_t)(mark - text), &coin, err) != 0
              ? -1
              : gr_parse_u64_list(copy, GR_NOUN_EDGE, RING_MAX_EDGES_SOLVE, &edges, err);
  free(copy);
  if (r != 0) return -1;
  if (edges.len == 0) return gr_error_say(err, GR_ESYNTAX, T, RING_NO_EDGES_GIVEN);
  size_t n = edges.len;
  if (coin == n) coin = 0; /* a mark after the last edge: the vertex before the first edge */
  if (gr_pos_resize(out, n + 1, err) != 0) {
    gr_pos_free(&edges);
    return -1;
  }
  out->v[0] = coin;
  memcpy(out->v + 1, edges.v, n * sizeof *edges.v);
  gr_pos_free(&edges);
  return 0;
}

static void ring_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  if (p->len < 2) return;
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  for (size_t j = 0; j < n; j++) {
    if (j) gr_buf_putc(out, ' ');
    if (j == coin && coin != 0) gr_buf_puts(out, "* ");
    gr_buf_u64(out, p->v[1 + j]);
  }
}

/* ---- moves ----------------------------------------------------------- */

static bool ring_is_terminal(const gr_pos *p) {
  if (p->len < 2) return true;
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  return p->v[1 + cw_edge(n, coin)] == 0 && p->v[1 + ccw_edge(n, coin)] == 0;
}

/* The directions a move can take: 1 when both edges are the same loop. */
static size_t ring_directions(size_t n) { return n == 1 ? 1 : 2; }

static size_t dir_edge(size_t n, size_t coin, size_t dir) { return dir == 0 ? cw_edge(n, coin) : ccw_edge(n, coin); }
static size_t dir_target(size_t n, size_t coin, size_t dir) { return dir == 0 ? (coin + 1) % n : (coin + n - 1) % n; }

/* The position after crossing in direction `dir` and leaving `value`. */
static int ring_after(const gr_pos *p, size_t dir, uint64_t value, gr_pos *out, gr_error *err) {
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  if (kit_with(p, 1 + dir_edge(n, coin, dir), value, out, err) != 0) return -1;
  out->v[0] = dir_target(n, coin, dir);
  return 0;
}

static int ring_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  if (p->len < 2) return 0;
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  uint64_t total = 0;
  for (size_t d = 0; d < ring_directions(n); d++) {
    uint64_t e = p->v[1 + dir_edge(n, coin, d)];
    total = e > UINT64_MAX - total ? UINT64_MAX : total + e;
  }
  if (total > max_moves) return gr_error_moves_cap(0, total, max_moves, err);
  for (size_t d = 0; d < ring_directions(n); d++) {
    uint64_t e = p->v[1 + dir_edge(n, coin, d)];
    for (uint64_t v = 0; v < e; v++) {
      gr_pos next;
      gr_pos_init(&next);
      if (ring_after(p, d, v, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  }
  return 0;
}

/* Losing, the computer lowers the larger of the two edges next to the coin
 * by one: the move that keeps the most value on the ring. */
static int ring_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (ring_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  uint64_t a = p->v[1 + cw_edge(n, coin)], b = p->v[1 + ccw_edge(n, coin)];
  size_t dir = (a >= b || n == 1) ? 0 : 1;
  return ring_after(p, dir, (dir == 0 ? a : b) - 1, out, err);
}

/* The direction (0 clockwise, 1 counter-clockwise) of the move from -> to:
 * the edge next to the coin lowered and crossed; with `rest_same`, every
 * other edge unchanged too.  -1 when there is none. */
static int ring_direction_of(const gr_pos *from, const gr_pos *to, bool rest_same) {
  if (from->len < 2 || to->len != from->len) return -1;
  size_t n = from->len - 1, coin = (size_t)from->v[0];
  for (size_t d = 0; d < ring_directions(n); d++) {
    size_t edge = dir_edge(n, coin, d);
    if (to->v[0] != dir_target(n, coin, d) || to->v[1 + edge] >= from->v[1 + edge]) continue;
    bool same = true;
    for (size_t j = 0; j < n && same && rest_same; j++) same = j == edge || to->v[1 + j] == from->v[1 + j];
    if (same) return (int)d;
  }
  return -1;
}

static void ring_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  int d = ring_direction_of(from, to, false);
  if (d < 0) return;
  size_t n = from->len - 1, edge = dir_edge(n, (size_t)from->v[0], (size_t)d);
  unsigned key = n <= 2 ? RING_MOVE : d == 0 ? RING_MOVE_CW : RING_MOVE_CCW;
  gr_say(out, T, lang, key, GR_U(edge + 1), GR_U(from->v[1 + edge]), GR_U(to->v[1 + edge]), GR_U(to->v[0]));
}

/* The edges a board holds: all of a short ring; of a long one the 2
 * KIT_BOARD_END around the coin, in ring order from "from" (the board
 * draws the coin's neighbourhood; kit.h's "ends").  The k-th of them. */
static size_t ring_shown(size_t k, size_t n, size_t coin) {
  return n <= KIT_BOARD_WHOLE ? k : (coin + n - KIT_BOARD_END + k) % n;
}

/* The move language: "move EDGE VALUE", the usage in the game's words. */
static const kit_verb move_verb[] = {{.verb = "move", .args = {"edge", "value"}}};
static const kit_moves move_moves = {.verbs = move_verb, .count = 1, .usage_texts = T, .usage_key = RING_USAGE};

static void ring_board(const gr_pos *p, gr_json *j) {
  size_t n = p->len >= 2 ? p->len - 1 : 0, coin = n ? (size_t)p->v[0] : 0;
  size_t count = n <= KIT_BOARD_WHOLE ? n : 2 * KIT_BOARD_END;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "ring");
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (size_t k = 0; k < count; k++) kit_json_u64_text(j, p->v[1 + ring_shown(k, n, coin)]);
  gr_json_array_end(j);
  if (n > KIT_BOARD_WHOLE) kit_board_window(j, n, ring_shown(0, n, coin));
  gr_json_key(j, "coin");
  gr_json_u64(j, coin);
  gr_json_key(j, "playable"); /* per edge: next to the coin and positive */
  gr_json_array_begin(j);
  for (size_t k = 0; k < count; k++) {
    size_t e = ring_shown(k, n, coin);
    gr_json_bool(j, (e == cw_edge(n, coin) || e == ccw_edge(n, coin)) && p->v[1 + e] > 0);
  }
  gr_json_array_end(j);
  kit_json_actions(j, move_verb, 1);
  gr_json_object_end(j);
}

/* "move EDGE VALUE": EDGE (1-based) next to the coin, VALUE below its number. */
static int ring_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (ring_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
  size_t n = p->len - 1, coin = (size_t)p->v[0], nargs, verb;
  uint64_t args[2];
  if (kit_read_action(action, &move_moves, &verb, args, &nargs, err) != 0) return -1;
  uint64_t edge = args[0], value = args[1];
  size_t a = cw_edge(n, coin) + 1, b = ccw_edge(n, coin) + 1;
  if (edge != a && edge != b) return gr_error_say(err, GR_ERANGE, T, RING_NOT_NEXT, GR_U(edge), GR_U(coin), GR_U(b), GR_U(a));
  uint64_t e = p->v[edge];
  if (e == 0) return gr_error_say(err, GR_ERANGE, T, RING_EDGE_ZERO, GR_U(edge));
  if (value >= e) return gr_error_say(err, GR_ERANGE, T, RING_EDGE_SMALLER, GR_U(edge), GR_U(e), GR_U(e - 1));
  return ring_after(p, edge == a ? 0 : 1, value, out, err);
}

/* The inverse of ring_play: "move EDGE VALUE" for the edge next to the coin
 * that was lowered and crossed (every other edge unchanged). */
static int ring_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  int d = ring_direction_of(from, to, true);
  if (d < 0) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  size_t edge = dir_edge(from->len - 1, (size_t)from->v[0], (size_t)d);
  gr_buf_printf(out, "move %zu %llu", edge + 1, (unsigned long long)to->v[1 + edge]);
  return 0;
}

/* ---- the verdict ------------------------------------------------------- */

/* Per direction, the winning new values: intervals [lo, hi]. */
typedef struct win_range {
  size_t dir;
  uint64_t lo, hi;
} win_range;

static int ring_winning(const gr_pos *p, gr_analysis *a, gr_error *err) {
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  const uint64_t *e = p->v + 1;
  win_range ranges[8];
  size_t nranges = 0;
  gr_pos probe;
  gr_pos_init(&probe);
  for (size_t d = 0; d < ring_directions(n); d++) {
    size_t edge = dir_edge(n, coin, d);
    uint64_t top = e[edge];
    if (top == 0) continue;
    /* The classes of the new value v in [0, top - 1]. */
    bool zero_elsewhere = false;
    uint64_t m_rest = UINT64_MAX;
    for (size_t j = 0; j < n; j++)
      if (j != edge) {
        if (e[j] == 0) zero_elsewhere = true;
        if (e[j] < m_rest) m_rest = e[j];
      }
    uint64_t lo[4], hi[4];
    size_t classes = 0;
    lo[classes] = hi[classes] = 0, classes++;
    if (top >= 2) {
      if (zero_elsewhere || n % 2 == 1 || n == 1) {
        lo[classes] = 1, hi[classes] = top - 1, classes++;
      } else {
        if (m_rest > 1) lo[classes] = 1, hi[classes] = (m_rest - 1 < top - 1 ? m_rest - 1 : top - 1), classes++;
        if (m_rest <= top - 1) lo[classes] = hi[classes] = m_rest, classes++;
        if (m_rest < top - 1) lo[classes] = m_rest + 1, hi[classes] = top - 1, classes++;
      }
    }
    for (size_t k = 0; k < classes; k++) {
      if (ring_after(p, d, lo[k], &probe, err) != 0) return -1;
      if (!ring_first_wins(probe.v + 1, n, (size_t)probe.v[0])) ranges[nranges++] = (win_range){d, lo[k], hi[k]};
    }
  }
  gr_pos_free(&probe);
  /* List them, up to the cap and to about 4 million values in all. */
  size_t cap = kit_list_cap(n + 1, RING_MAX_LISTED);
  for (size_t r = 0; r < nranges; r++)
    for (uint64_t v = ranges[r].lo;; v++) {
      if (a->winning_moves.count == cap) {
        a->winning_moves_cut = true;
        return 0;
      }
      gr_pos next;
      gr_pos_init(&next);
      if (ring_after(p, ranges[r].dir, v, &next, err) != 0 || gr_pos_list_push(&a->winning_moves, &next, err) != 0)
        return -1;
      if (v == ranges[r].hi) break;
    }
  return 0;
}

static int ring_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  a->winner = ring_first_wins(p->v + 1, p->len - 1, (size_t)p->v[0]) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  return a->winner == GR_WINNER_FIRST ? ring_winning(p, a, err) : 0;
}

static int check_size(const gr_pos *p, size_t max, unsigned limit_key, gr_error *err) {
  if (p->len < 2) return gr_error_say(err, GR_ESTATE, T, RING_NO_RING);
  if (p->len - 1 > max) return gr_error_say(err, GR_ELIMIT, T, limit_key, GR_U(p->len - 1), GR_U(max));
  return 0;
}

/* A few passes over the ring per edge class: linear, done at once. */
static int ring_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_size(p, RING_MAX_EDGES_SOLVE, RING_SOLVE_LIMIT, err) != 0) return -1;
  return kit_instant_start(p, ring_decide, job, err);
}

/* ---- the trace: the two walks ----------------------------------------- */

enum {
  RULE_UP = 0,   /* a positive edge (above m): the count goes up */
  RULE_STOP,     /* the first zero edge (or edge equal to m): the walk stops */
  RULE_MIN,      /* no zero edge, n even: m, the smallest value */
  RULE_ODD_RING, /* no zero edge, n odd */
  RULE_ANSWER,
  RULE_COUNT
};

static const gr_rule ring_rules[RULE_COUNT] = {
    [RULE_UP] = {.name_key = RING_R_UP, .summary_key = RING_RS_UP, .reads = {"edge", "d"}},
    [RULE_STOP] = {.name_key = RING_R_STOP, .summary_key = RING_RS_STOP, .reads = {"edge", "d"}},
    [RULE_MIN] = {.name_key = RING_R_MIN, .summary_key = RING_RS_MIN},
    [RULE_ODD_RING] = {.name_key = RING_R_ODD_RING, .summary_key = RING_RS_ODD_RING},
    [RULE_ANSWER] = {.name_key = RING_R_ANSWER, .summary_key = RING_RS_ANSWER, .reads = {"d↻", "d↺"}},
};

enum { VIEW_EDGES = 0, VIEW_RING, VIEW_CW, VIEW_CCW };

typedef struct trace_info {
  int view_min, view_answer;
} trace_info;

static int write_walk(gr_trace *t, int view, const uint64_t *e, size_t n, size_t start, size_t step, uint64_t floor,
                      int view_min, uint32_t *stop_cell, gr_error *err) {
  uint64_t d = 0;
  uint32_t prev = GR_NONE;
  for (size_t k = 0, j = start; k < n; k++, j = (j + step) % n) {
    uint32_t reads[3];
    size_t nreads = 0;
    reads[nreads++] = gr_trace_cell_id(t, VIEW_EDGES, 0, (uint32_t)j);
    if (prev != GR_NONE) reads[nreads++] = prev;
    if (view_min >= 0) reads[nreads++] = gr_trace_cell_id(t, view_min, 0, 0);
    bool up = e[j] > floor;
    if (up) d++;
    if (gr_trace_write(t, view, 0, (uint32_t)j, d, up ? RULE_UP : RULE_STOP, reads, nreads, err) != 0) return -1;
    prev = gr_trace_cell_id(t, view, 0, (uint32_t)j);
    if (!up) break;
  }
  *stop_cell = prev;
  return 0;
}

static uint64_t smallest(const uint64_t *e, size_t n) {
  uint64_t m = UINT64_MAX;
  for (size_t j = 0; j < n; j++)
    if (e[j] < m) m = e[j];
  return m;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  gr_trace *t = job->trace;
  const trace_info *info = job->state;
  size_t n = t->views[VIEW_EDGES].cols, coin = 0;
  const uint64_t *e = t->views[VIEW_EDGES].values;
  for (size_t v = 0; v < n; v++)
    if (t->views[VIEW_RING].values[v]) coin = v;
  uint64_t m = smallest(e, n);
  if (m > 0 && n % 2 == 1) {
    uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_EDGES, 0, (uint32_t)cw_edge(n, coin)),
                         gr_trace_cell_id(t, VIEW_EDGES, 0, (uint32_t)ccw_edge(n, coin))};
    if (gr_trace_write(t, info->view_answer, 0, 0, 1, RULE_ODD_RING, reads, n == 1 ? 1 : 2, err) != 0) return -1;
  } else {
    if (m > 0) {
      uint32_t *reads = calloc(n, sizeof *reads);
      if (reads == NULL) return gr_error_nomem(err);
      for (size_t j = 0; j < n; j++) reads[j] = gr_trace_cell_id(t, VIEW_EDGES, 0, (uint32_t)j);
      int r = gr_trace_write(t, info->view_min, 0, 0, m, RULE_MIN, reads, n, err);
      free(reads);
      if (r != 0) return -1;
    }
    uint32_t cw_stop, ccw_stop;
    if (write_walk(t, VIEW_CW, e, n, cw_edge(n, coin), 1, m, info->view_min, &cw_stop, err) != 0 ||
        write_walk(t, VIEW_CCW, e, n, ccw_edge(n, coin), n - 1, m, info->view_min, &ccw_stop, err) != 0)
      return -1;
    uint64_t dcw = gr_trace_value(t, cw_stop), dccw = gr_trace_value(t, ccw_stop);
    uint32_t reads[2] = {cw_stop, ccw_stop};
    if (gr_trace_write(t, info->view_answer, 0, 0, dcw % 2 == 1 || dccw % 2 == 1, RULE_ANSWER, reads, 2, err) != 0)
      return -1;
  }
  gr_job_done(job);
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, NULL};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

/* The views, the coin and the ring's drawing (vertex v on a circle, graph
 * edge v is ring edge v + 1: vertex v to v + 1). */
static int ring_views(gr_trace *t, const gr_pos *p, trace_info *info, gr_error *err) {
  size_t n = p->len - 1;
  uint32_t un = (uint32_t)n;
  info->view_min = -1;
  if (kit_view(t, GR_VIEW_SEQUENCE, "edge", NULL, RING_V_EDGES, 1, un, 1, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_GRAPH, "vertex", NULL, RING_V_RING, 1, un, 0, GR_VALUE_BOOL, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "cw", NULL, RING_V_CW, 1, un, 1, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "ccw", NULL, RING_V_CCW, 1, un, 1, GR_VALUE_INT, err) < 0)
    return -1;
  uint64_t m = smallest(p->v + 1, n);
  if (m > 0 && n % 2 == 0 &&
      (info->view_min = kit_view(t, GR_VIEW_BOARD, "m", NULL, RING_V_MIN, 1, 1, 1, GR_VALUE_INT, err)) < 0)
    return -1;
  if ((info->view_answer = kit_view_first_wins(t, err)) < 0)
    return -1;
  gr_trace_set_words(t, 0, &ring_texts, RING_W_EDGE, false);
  gr_trace_set_words(t, 1, &ring_texts, RING_W_VERTEX, false);
  gr_trace_set_words(t, 2, &ring_texts, RING_W_CW, false);
  gr_trace_set_words(t, 3, &ring_texts, RING_W_CCW, false);
  memcpy(t->views[VIEW_EDGES].values, p->v + 1, n * sizeof *p->v);
  t->views[VIEW_RING].values[p->v[0]] = 1;
  return kit_graph_on_circle(t, VIEW_RING, un, NULL, NULL, un, err);
}

static int ring_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_size(p, RING_MAX_EDGES_TRACE, RING_TRACE_LIMIT, err) != 0) return -1;
  size_t steps = 2 * (p->len - 1) + 2;
  gr_trace *t = gr_trace_new(steps, ring_rules, RULE_COUNT, explain, err);
  if (t == NULL) return -1;
  gr_trace_use_texts(t, T);
  trace_info info;
  if (ring_views(t, p, &info, err) != 0 || (*job = gr_job_create(&trace_ops, sizeof info, steps, err)) == NULL) {
    gr_trace_free(t);
    return -1;
  }
  *(trace_info *)(*job)->state = info;
  (*job)->trace = t;
  return 0;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step s = kit_step_at(t, step);
  size_t n = t->views[VIEW_EDGES].cols;
  switch (s.rule) {
  case RULE_ODD_RING:
    gr_say(out, T, lang, RING_E_ODD_RING, GR_U(n), GR_U(n - 1));
    return;
  case RULE_MIN:
    gr_say(out, T, lang, RING_E_MIN, GR_U(s.value), GR_U(n));
    return;
  case RULE_ANSWER:
    gr_say(out, T, lang, s.value ? RING_E_ANSWER_WIN : RING_E_ANSWER_LOSE, GR_U(gr_trace_value(t, s.reads[0])),
           GR_U(gr_trace_value(t, s.reads[1])));
    return;
  default:
    break;
  }
  /* The floor is m when the step read the view "m", else 0. */
  uint64_t floor = 0;
  int view;
  uint32_t row, col;
  if (s.nreads >= 2 && gr_trace_locate(t, s.reads[s.nreads - 1], &view, &row, &col) && strcmp(t->views[view].name, "m") == 0)
    floor = gr_trace_value(t, s.reads[s.nreads - 1]);
  uint64_t edge = gr_trace_value(t, s.reads[0]);
  gr_trace_cell_words(t, s.target, lang, out);
  gr_say(out, &kit_texts, lang, KIT_CF_COLON);
  gr_trace_cell_words(t, s.reads[0], lang, out);
  if (s.rule == RULE_UP && floor == 0)
    gr_say(out, T, lang, RING_E_UP_ZERO, GR_U(edge), GR_U(s.value));
  else if (s.rule == RULE_UP)
    gr_say(out, T, lang, RING_E_UP_M, GR_U(edge), GR_U(floor), GR_U(s.value));
  else
    gr_say(out, T, lang, floor == 0 ? RING_E_STOP_ZERO : RING_E_STOP_M, GR_U(edge), GR_U(s.value),
           GR_K(s.value % 2 ? RING_ODD : RING_EVEN));
}

/* ---- small positions ------------------------------------------------- */

/* Every ring of 1..referee_max_len edges with values 0..referee_max_value
 * and the coin on every vertex. */
static int ring_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[9];
  size_t max_len = gr_game_ring.referee_max_len;
  uint64_t max_value = gr_game_ring.referee_max_value;
  for (size_t n = 1; n <= max_len && n <= 8; n++) {
    gr_pos p = {.len = n + 1, .v = v};
    for (size_t i = 0; i <= n; i++) v[i] = 0;
    for (;;) {
      for (size_t c = 0; c < n; c++) {
        v[0] = c;
        int rc = visit(&p, ctx);
        if (rc != 0) return rc;
      }
      size_t i = 1;
      while (i <= n && v[i] == max_value) v[i++] = 0;
      if (i > n) break;
      v[i]++;
    }
  }
  return 0;
}

const gr_game gr_game_ring = {
    .id = "ring", .texts = T, .example = "2 5 3 0",
    .max_len_solve = RING_MAX_EDGES_SOLVE + 1, .max_len_trace = RING_MAX_EDGES_TRACE + 1,
    .referee_max_len = 6, .referee_max_value = 3,
    KIT_GAME_FUNCTIONS(ring),
    KIT_LESSON(ring_lesson),
};
