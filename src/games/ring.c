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
 */
#include "ring.h"

#include "core/scan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int ring_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  size_t len = strlen(text);
  char *copy = malloc(len + 1);
  if (copy == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
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
      return gr_error_set(err, GR_ESYNTAX,
                          "the coin '*' is marked twice (line %zu, column %zu and line %zu, column %zu): mark it once",
                          mark_line, mark_col, line, (size_t)(text + i - line_start) + 1);
    }
    mark = text + i;
    mark_line = line;
    mark_col = (size_t)(text + i - line_start) + 1;
    copy[i] = ' ';
  }
  /* The coin's vertex is the number of edges written before the mark. */
  size_t coin = 0;
  if (mark) {
    char saved = copy[mark - text];
    copy[mark - text] = '\0';
    gr_pos before;
    gr_pos_init(&before);
    int r = gr_parse_u64_list(copy, "edge", RING_MAX_EDGES_SOLVE, &before, err);
    coin = before.len;
    gr_pos_free(&before);
    copy[mark - text] = saved;
    if (r != 0) {
      free(copy);
      return -1;
    }
  }
  gr_pos edges;
  gr_pos_init(&edges);
  int r = gr_parse_u64_list(copy, "edge", RING_MAX_EDGES_SOLVE, &edges, err);
  free(copy);
  if (r != 0) return -1;
  if (edges.len == 0)
    return gr_error_set(err, GR_ESYNTAX, "no edges given: write the edge values around the ring, e.g. 2 5 3 0");
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
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[1 + dir_edge(n, coin, dir)] = value;
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
  if (total > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)total, max_moves);
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
  if (ring_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  uint64_t a = p->v[1 + cw_edge(n, coin)], b = p->v[1 + ccw_edge(n, coin)];
  size_t dir = (a >= b || n == 1) ? 0 : 1;
  return ring_after(p, dir, (dir == 0 ? a : b) - 1, out, err);
}

static void ring_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  if (from->len < 2 || to->len != from->len) return;
  size_t n = from->len - 1, coin = (size_t)from->v[0];
  bool zh = lang == GR_ZH;
  for (size_t d = 0; d < ring_directions(n); d++) {
    size_t edge = dir_edge(n, coin, d);
    if (to->v[0] != dir_target(n, coin, d) || to->v[1 + edge] >= from->v[1 + edge]) continue;
    const char *way = n <= 2 ? "" : d == 0 ? (zh ? "顺时针" : "clockwise ") : (zh ? "逆时针" : "counter-clockwise ");
    if (zh)
      gr_buf_printf(out, "第 %zu 条边:%llu → %llu,硬币%s移到顶点 %llu", edge + 1, (unsigned long long)from->v[1 + edge],
                    (unsigned long long)to->v[1 + edge], way, (unsigned long long)to->v[0]);
    else
      gr_buf_printf(out, "edge %zu: %llu -> %llu, the coin moves %sto vertex %llu", edge + 1,
                    (unsigned long long)from->v[1 + edge], (unsigned long long)to->v[1 + edge], way,
                    (unsigned long long)to->v[0]);
    return;
  }
}

static void ring_board(const gr_pos *p, gr_json *j) {
  size_t n = p->len >= 2 ? p->len - 1 : 0, coin = n ? (size_t)p->v[0] : 0;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "ring");
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  char digits[24];
  for (size_t e = 0; e < n; e++) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)p->v[1 + e]);
    gr_json_string(j, digits);
  }
  gr_json_array_end(j);
  gr_json_key(j, "coin");
  gr_json_u64(j, coin);
  gr_json_key(j, "playable"); /* per edge: next to the coin and positive */
  gr_json_array_begin(j);
  for (size_t e = 0; e < n; e++)
    gr_json_bool(j, (e == cw_edge(n, coin) || e == ccw_edge(n, coin)) && p->v[1 + e] > 0);
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "move");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "edge");
  gr_json_string(j, "value");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
}

/* "move EDGE VALUE": EDGE (1-based) next to the coin, VALUE below its number. */
static int ring_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (ring_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "move", 4) != 0 || (action[4] != ' ' && action[4] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'move EDGE VALUE', e.g. move 1 0");
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "number", 2, &args, err) != 0) return -1;
  if (args.len != 2) {
    gr_pos_free(&args);
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'move EDGE VALUE', e.g. move 1 0");
  }
  uint64_t edge = args.v[0], value = args.v[1];
  gr_pos_free(&args);
  size_t a = cw_edge(n, coin) + 1, b = ccw_edge(n, coin) + 1;
  if (edge != a && edge != b)
    return gr_error_set(err, GR_ERANGE, "edge %llu is not next to the coin (on vertex %zu): use edge %zu or edge %zu",
                        (unsigned long long)edge, coin, b, a);
  size_t dir = edge == a ? 0 : 1;
  uint64_t e = p->v[edge];
  if (e == 0) return gr_error_set(err, GR_ERANGE, "edge %llu is 0: the coin cannot cross it", (unsigned long long)edge);
  if (value >= e)
    return gr_error_set(err, GR_ERANGE, "edge %llu holds %llu: the new value must be smaller (0 to %llu)",
                        (unsigned long long)edge, (unsigned long long)e, (unsigned long long)(e - 1));
  return ring_after(p, dir, value, out, err);
}

/* The inverse of ring_play: "move EDGE VALUE" for the edge next to the coin
 * that was lowered and crossed (every other edge unchanged). */
static int ring_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  if (from->len < 2 || to->len != from->len) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  size_t n = from->len - 1, coin = (size_t)from->v[0];
  for (size_t d = 0; d < ring_directions(n); d++) {
    size_t edge = dir_edge(n, coin, d);
    if (to->v[0] != dir_target(n, coin, d) || to->v[1 + edge] >= from->v[1 + edge]) continue;
    bool rest_same = true;
    for (size_t j = 0; j < n && rest_same; j++) rest_same = j == edge || to->v[1 + j] == from->v[1 + j];
    if (!rest_same) continue;
    gr_buf_printf(out, "move %zu %llu", edge + 1, (unsigned long long)to->v[1 + edge]);
    return 0;
  }
  return gr_error_set(err, GR_ERANGE, "that position is not one move away");
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
  size_t cap = RING_MAX_LISTED, by_memory = ((size_t)1 << 22) / (n + 1);
  if (by_memory < cap) cap = by_memory ? by_memory : 1;
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

static int verdict_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  const gr_pos *p = job->state;
  gr_analysis *a = &job->analysis;
  a->winner = ring_first_wins(p->v + 1, p->len - 1, (size_t)p->v[0]) ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  if (a->winner == GR_WINNER_FIRST && ring_winning(p, a, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static void pos_destroy(gr_job *job) {
  gr_pos *p = job->state;
  if (p == NULL) return;
  gr_pos_free(p);
  free(p);
  job->state = NULL;
}

static const gr_job_ops verdict_ops = {verdict_advance, pos_destroy};

static int check_size(const gr_pos *p, size_t max, const char *what, gr_error *err) {
  if (p->len < 2) return gr_error_set(err, GR_ESTATE, "no edges: there is no ring");
  if (p->len - 1 > max)
    return gr_error_set(err, GR_ELIMIT, "%zu edges: the %s handles at most %zu", p->len - 1, what, max);
  return 0;
}

static int ring_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_size(p, RING_MAX_EDGES_SOLVE, "verdict", err) != 0) return -1;
  gr_pos *copy = malloc(sizeof *copy);
  if (copy == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(copy);
  if (gr_pos_copy(copy, p, err) != 0) {
    free(copy);
    return -1;
  }
  /* A few passes over the ring per edge class: linear, done in one call. */
  *job = gr_job_new(&verdict_ops, copy, p->len - 1, err);
  return *job ? 0 : -1;
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
    [RULE_UP] = {{"Step", "前进"},
                 {"the edge is above the floor (0, or m): d = d_before + 1",
                  "这条边大于底值(0 或 m):d = 前一步的 d + 1"},
                 {"edge", "d_before", NULL}},
    [RULE_STOP] = {{"Stop", "停下"},
                   {"the edge equals the floor (0, or m): the walk stops, d is final",
                    "这条边等于底值(0 或 m):停下,d 即为距离"},
                   {"edge", "d_before", NULL}},
    [RULE_MIN] = {{"Smallest edge", "最小边"},
                  {"no zero edge and n even: m = the smallest edge value; edges equal to m act as zero edges",
                   "没有零边且 n 为偶数:m = 最小边权,等于 m 的边相当于零边"},
                  {NULL, NULL, NULL}},
    [RULE_ODD_RING] = {{"Odd ring", "奇数环"},
                       {"no zero edge and n odd: the first player lowers an edge next to the coin to 0 and wins",
                        "没有零边且 n 为奇数:先手把硬币旁的一条边减为 0,必胜"},
                       {NULL, NULL, NULL}},
    [RULE_ANSWER] = {{"Answer", "结论"},
                     {"the first player wins iff d_cw or d_ccw is odd", "先手必胜当且仅当 d_cw 或 d_ccw 为奇数"},
                     {"d_cw", "d_ccw", NULL}},
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

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  (void)budget;
  gr_trace *t = job->trace;
  const trace_info *info = job->state;
  size_t n = t->views[VIEW_EDGES].cols, coin = 0;
  const uint64_t *e = t->views[VIEW_EDGES].values;
  for (size_t v = 0; v < n; v++)
    if (t->views[VIEW_RING].values[v]) coin = v;
  uint64_t m = UINT64_MAX;
  for (size_t j = 0; j < n; j++)
    if (e[j] < m) m = e[j];
  if (m > 0 && n % 2 == 1) {
    uint32_t reads[2] = {gr_trace_cell_id(t, VIEW_EDGES, 0, (uint32_t)cw_edge(n, coin)),
                         gr_trace_cell_id(t, VIEW_EDGES, 0, (uint32_t)ccw_edge(n, coin))};
    if (gr_trace_write(t, info->view_answer, 0, 0, 1, RULE_ODD_RING, reads, n == 1 ? 1 : 2, err) != 0) return -1;
  } else {
    if (m > 0) {
      uint32_t *reads = calloc(n, sizeof *reads);
      if (reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
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
  job->done = job->total;
  job->finished = true;
  return 0;
}

static void info_destroy(gr_job *job) {
  free(job->state);
  job->state = NULL;
}

static const gr_job_ops trace_ops = {trace_advance, info_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int ring_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (check_size(p, RING_MAX_EDGES_TRACE, "trace", err) != 0) return -1;
  size_t n = p->len - 1, coin = (size_t)p->v[0];
  const uint64_t *e = p->v + 1;
  uint64_t m = UINT64_MAX;
  for (size_t j = 0; j < n; j++)
    if (e[j] < m) m = e[j];
  bool with_min = m > 0 && n % 2 == 0;
  size_t steps = 2 * n + 2;
  gr_trace *t = gr_trace_new(steps, ring_rules, RULE_COUNT, explain, err);
  trace_info *info = calloc(1, sizeof *info);
  int32_t *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  uint32_t *from = malloc(n * sizeof *from), *to = malloc(n * sizeof *to);
  int rc = -1;
  if (t == NULL || info == NULL || !x || !y || !from || !to) {
    if (t) gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
    goto done;
  }
  uint32_t un = (uint32_t)n;
  info->view_min = -1;
  if (gr_trace_add_view(t, GR_VIEW_SEQUENCE, "edge", "edge values", "边上的数", 1, un, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_GRAPH, "vertex", "the ring (1 = the coin)", "环(1 = 硬币所在顶点)", 1, un, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "cw", "clockwise walk: d", "顺时针走:d", 1, un, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "ccw", "counter-clockwise walk: d", "逆时针走:d", 1, un, 1, err) < 0)
    goto done;
  if (with_min && (info->view_min = gr_trace_add_view(t, GR_VIEW_BOARD, "m", "m, the smallest edge", "最小边权 m", 1, 1,
                                                      1, err)) < 0)
    goto done;
  if ((info->view_answer =
           gr_trace_add_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, 1, err)) < 0)
    goto done;
  t->views[info->view_answer].value_kind = GR_VALUE_BOOL;
  t->views[VIEW_RING].value_kind = GR_VALUE_BOOL;
  memcpy(t->views[VIEW_EDGES].values, e, n * sizeof *e);
  t->views[VIEW_RING].values[coin] = 1;
  gr_layout_circle(un, 1000, x, y);
  for (uint32_t v = 0; v < un; v++) {
    from[v] = v; /* graph edge v is ring edge v + 1: vertex v to v + 1 */
    to[v] = (v + 1) % un;
  }
  if (gr_trace_set_graph(t, VIEW_RING, x, y, from, to, un, err) != 0) goto done;
  *job = gr_job_new(&trace_ops, info, steps, err);
  info = NULL; /* the job owns it now, or freed it */
  if (*job == NULL) goto done;
  (*job)->trace = t;
  t = NULL;
  rc = 0;
done:
  gr_trace_free(t);
  free(info);
  free(x);
  free(y);
  free(from);
  free(to);
  return rc;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  bool zh = lang == GR_ZH;
  size_t n = t->views[VIEW_EDGES].cols;
  switch (rule) {
  case RULE_ODD_RING:
    if (zh)
      gr_buf_printf(out, "没有零边,且共有 %zu 条边(奇数):先手把硬币旁的一条边减为 0 并走过去,对手身后是 0,"
                         "前方有 %zu 条(偶数)正边,对手必败。所以先手必胜。", n, n - 1);
    else
      gr_buf_printf(out, "No edge is 0 and there are %zu edges (odd): the first player lowers an edge next to the "
                         "coin to 0 and crosses it; the opponent has 0 behind and %zu (even) positive edges ahead, "
                         "and loses. So the first player wins.", n, n - 1);
    return;
  case RULE_MIN:
    if (zh)
      gr_buf_printf(out, "m = %llu:没有零边且边数 %zu 为偶数。谁把某条边减到 m 以下,对手身后就是唯一的最小边、"
                         "前方有奇数条更大的边,对手必胜;所以等于 m 的边无人越过,相当于零边。", (unsigned long long)value, n);
    else
      gr_buf_printf(out, "m = %llu: no edge is 0 and the ring has %zu edges (even). Whoever lowers an edge below m "
                         "leaves the opponent the unique smallest edge behind and an odd number of larger edges "
                         "ahead, which the opponent wins; so edges equal to m are never crossed and act as zero "
                         "edges.", (unsigned long long)value, n);
    return;
  case RULE_ANSWER: {
    uint64_t a = gr_trace_value(t, reads[0]), b = gr_trace_value(t, reads[1]);
    if (zh)
      gr_buf_printf(out, "d_cw = %llu,d_ccw = %llu:%s,所以先手%s。", (unsigned long long)a, (unsigned long long)b,
                    value ? "至少一个是奇数" : "都是偶数", value ? "必胜" : "必败");
    else
      gr_buf_printf(out, "d_cw = %llu and d_ccw = %llu: %s, so the first player %s.", (unsigned long long)a,
                    (unsigned long long)b, value ? "at least one is odd" : "both are even", value ? "wins" : "loses");
    if (value) {
      if (zh)
        gr_buf_puts(out, "先手朝奇数的方向走,每走过一条边就把它减为 0,对手只能继续向前,最终面对底值边。");
      else
        gr_buf_puts(out, " The first player walks the odd way, lowering every edge crossed to the floor; the "
                         "opponent can only go on, and is the one to face the floor edge.");
    }
    return;
  }
  default:
    break;
  }
  /* The floor is m when the step read the view "m", else 0. */
  uint64_t floor = 0;
  int view;
  uint32_t row, col;
  if (nreads >= 2 && gr_trace_locate(t, reads[nreads - 1], &view, &row, &col) && strcmp(t->views[view].name, "m") == 0)
    floor = gr_trace_value(t, reads[nreads - 1]);
  uint64_t edge = gr_trace_value(t, reads[0]);
  gr_trace_cell_name(t, target, out);
  gr_buf_puts(out, zh ? ":" : ": ");
  gr_trace_cell_name(t, reads[0], out);
  gr_buf_printf(out, " = %llu", (unsigned long long)edge);
  if (rule == RULE_UP) {
    if (floor == 0)
      gr_buf_printf(out, zh ? ",是正数,继续前进,d = %llu。" : ", positive: the walk goes on, d = %llu.",
                    (unsigned long long)value);
    else
      gr_buf_printf(out, zh ? " > m = %llu,继续前进,d = %llu。" : " > m = %llu: the walk goes on, d = %llu.",
                    (unsigned long long)floor, (unsigned long long)value);
  } else {
    if (floor == 0)
      gr_buf_puts(out, zh ? ",是零边,停下" : ", a zero edge: the walk stops");
    else
      gr_buf_puts(out, zh ? " = m,停下" : " = m: the walk stops");
    gr_buf_printf(out, zh ? ":这个方向的距离 d = %llu(%s)。" : "; the distance this way is d = %llu (%s).",
                  (unsigned long long)value, value % 2 ? (zh ? "奇数" : "odd") : (zh ? "偶数" : "even"));
  }
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

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop ring_lesson[] = {
    {{"The rules", "规则"},
     {"Three edges around a ring hold 1, 3 and 0; the coin sits on vertex 0, between edge 3 (0) and edge 1 (1). "
      "A move picks an edge next to the coin whose number is positive, lowers the number to any smaller value "
      "(0 allowed) and moves the coin across it. Whoever finds two zero edges next to the coin loses. Who wins "
      "1 3 0?",
      "环上三条边依次为 1、3、0；硬币在顶点 0，位于第 3 条边（0）和第 1 条边（1）之间。每次选硬币旁边一条数"
      "为正的边，把它减小为任意更小的非负整数（可以是 0），并让硬币走过这条边。轮到时硬币两边都是 0 的人输。"
      "1 3 0 谁会赢？"},
     "1 3 0", -2},
    {{"Walking to the zero edge", "走到零边"},
     {"From vertex 0, walking clockwise meets edges of 2, 5 and 3 before the zero edge 4: step 3 stops the walk "
      "at d = 3, an odd number. Counter-clockwise the zero edge comes at once (d = 0). So the first player "
      "crosses edge 1 lowering it to 0, leaving 0 * 5 3 0: the opponent can only go on across edge 2, the first "
      "player then crosses edge 3 lowering it to 0, and the opponent faces two zero edges.",
      "从顶点 0 顺时针走，在零边（第 4 条边）之前经过 2、5、3 三条正边：第 3 步在 d = 3 处停下，是奇数。逆时"
      "针方向第一条就是零边（d = 0）。所以先手走过第 1 条边并把它减为 0，留下 0 * 5 3 0：对手只能继续走过第 "
      "2 条边，先手再走过第 3 条边并把它减为 0，对手面对两条零边，输了。"},
     "2 5 3 0", 3},
    {{"The key idea: burn the bridge", "关键想法：过河拆桥"},
     {"Lowering an edge to 0 as you cross it makes the road one-way, and from then on the players alternate "
      "along it. In 1 1 0 2 2 both walks meet 2 positive edges before the zero edge 3, an even number. Crossing "
      "an edge and lowering it to 0 leaves the opponent 1 positive edge ahead, odd, so they win; leaving it "
      "positive lets the opponent cross straight back lowering it to 0, and you face two even counts again. So "
      "the first player loses.",
      "过边时把它减为 0，路就变成单行道，之后双方只能沿着它轮流前进。1 1 0 2 2 中，两个方向在零边（第 3 条"
      "边）之前都有 2 条正边，都是偶数。走过一条边并减为 0，对手前方还剩 1 条正边（奇数），对手获胜；若减后"
      "仍为正，对手可以立刻走回来并把它减为 0，你又面对两个方向都是偶数的局面。所以先手必败。"},
     "1 1 0 2 2", -1},
    {{"The theorem", "定理"},
     {"With a zero edge: count the positive edges from the coin to the first zero edge in each direction; the "
      "first player wins exactly when one count is odd. Without a zero edge, an odd ring is a first-player win; "
      "on an even ring the edges equal to the smallest value m act as zero edges, and the counts are of edges "
      "above m. In 4 1 2 1, m = 1: clockwise only edge 1 (4) comes before an edge of 1, an odd count, so the "
      "first player wins by lowering the 4 to 1, not to 0.",
      "有零边时：从硬币出发，分别数两个方向上第一条零边之前的正边条数；先手必胜当且仅当其中有奇数。没有零边"
      "时，边数为奇数则先手必胜；边数为偶数时，等于最小值 m 的边相当于零边，数的是大于 m 的边。4 1 2 1 中 m "
      "= 1：顺时针只有第 1 条边（4）在一条值为 1 的边之前，条数为奇数，所以先手必胜，办法是把 4 减为 1，而不"
      "是 0。"},
     "4 1 2 1", -1},
    {{"Your turn", "轮到你"},
     {"2 2 0 1 3 1: clockwise the coin meets 2 positive edges before the zero edge, counter-clockwise 3. One "
      "count is odd, so the first player wins: pick the direction and beat the computer.",
      "2 2 0 1 3 1：顺时针在零边之前有 2 条正边，逆时针有 3 条。其中有奇数，先手必胜：选好方向，战胜电脑。"},
     "2 2 0 1 3 1", -2},
};

const gr_game gr_game_ring = {
    .id = "ring",
    .title = {"Coin on a ring of numbers (Luogu P1288)", "取数游戏 II(环上的硬币,洛谷 P1288)"},
    .rules = {"Every edge of a ring holds a non-negative number, and a coin sits on a vertex. A move picks one "
              "of the two edges next to the coin whose number is positive, lowers that number to any smaller "
              "non-negative value, and moves the coin across the edge. The player who cannot move (both edges "
              "next to the coin are 0) loses.",
              "环上每条边有一个非负整数,硬币放在某个顶点上。每次操作选择硬币左边或右边一条非零的边,把边上的数"
              "减小为任意更小的非负整数,并把硬币移到这条边的另一端。轮到的人若硬币两边的边都是 0 就输了。"},
    .syntax = {"The edge values around the ring, separated by spaces or commas; the coin is between the last edge "
               "and the first (as in P1288: 2 5 3 0), or where a * is written (2 5 * 3 0: between edges 2 and 3). "
               "A ring needs no zero edge: rings without one are solved too.",
               "按环上顺序写出各边的数,用空格或逗号分隔;硬币在最后一条边与第一条边之间(同 P1288:2 5 3 0),"
               "或写在 * 处(2 5 * 3 0:第 2、3 条边之间)。环上可以没有 0 边,这种情况也能求解。"},
    .example = "2 5 3 0",
    .theory = {"With a zero edge: count the positive edges from the coin to the first zero edge, clockwise and "
               "counter-clockwise; the first player wins iff one count is odd (walk that way, lowering every edge "
               "crossed to 0). Without a zero edge: an odd ring is a first-player win; on an even ring the edges "
               "equal to the smallest value m act as zero edges and the same rule counts the edges above m.",
               "有零边时:从硬币出发,分别沿顺时针和逆时针数到第一条零边之前的正边条数;先手必胜当且仅当其中"
               "有奇数(朝那个方向走,每走过一条边就把它减为 0)。没有零边时:边数为奇数则先手必胜;边数为偶数"
               "时,等于最小值 m 的边相当于零边,用同样的规则数大于 m 的边。"},
    .max_len_solve = RING_MAX_EDGES_SOLVE + 1,
    .max_len_trace = RING_MAX_EDGES_TRACE + 1,
    .referee_max_len = 6,
    .referee_max_value = 3,
    .parse = ring_parse,
    .format = ring_format,
    .moves = ring_moves,
    .is_terminal = ring_is_terminal,
    .solve_start = ring_solve_start,
    .trace_start = ring_trace_start,
    .stall_move = ring_stall_move,
    .describe_move = ring_describe_move,
    .board = ring_board,
    .play = ring_play,
    .action = ring_action,
    .enumerate_small = ring_enumerate_small,
    .play_syntax = {"move EDGE VALUE (EDGE numbered from 1, next to the coin; VALUE smaller than its number)",
                    "move 边号 新值(边从 1 编号,须与硬币相邻;新值小于原数)"},
    .lesson = ring_lesson,
    .lesson_len = sizeof ring_lesson / sizeof ring_lesson[0],
};
