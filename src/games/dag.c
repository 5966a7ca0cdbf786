/*
 * dag.c — tokens on a directed graph the user types (博弈图, SG 函数,
 * Anti-SG and the SJ theorem).
 *
 * Rules: a directed graph on the vertices 0..n-1 and k tokens on vertices.
 * A move slides one token along one edge.  Normal play: the player who
 * cannot move (every token on a sink) loses.  With `misere;` that player
 * wins instead.  Several tokens are a sum of one-token games.  The graph
 * may have cycles; then play can go on for ever (a draw).
 *
 * Text (statements separated by ';', newlines, spaces or commas):
 *   n=5;            the vertices 0..4 (optional: without it the vertices are
 *                   0 .. the largest one an edge mentions); must come first
 *   misere;         misère play
 *   start=0,3;      the tokens' vertices, token 1 first
 *   0>1 0>2 1>2     edges; a chain 0>1>2 is 0>1 and 1>2
 *   random=M,SEED   M random edges i>j with i < j (so no cycle), from
 *                   splitmix64(SEED); duplicates and loops dropped; needs n=;
 *                   at most GT_RANDOM_MAX_EDGES (2^21) of them
 * Canonical text: "n=5; [misere; ]start=0,3; 0>1 0>2 1>2" (edges sorted,
 * duplicates removed).  The position is [flags, n, m, edges, k, tokens]
 * (dag.h), so a move copies the graph: listing moves and winning moves is
 * bounded by memory as well as by count.
 *
 * Files: this one has the rules (reading and writing positions, moves,
 * play, the board); dag_engine.c the analysis and the verdict job;
 * dag_trace.c the trace.  The position text is read by the kit's
 * gt_parse_arrows (src/kit/graphtext.c); messages are in text/dag_text.c.
 *
 * Theory, in O(n + m) for the whole graph (one resumable job):
 *   - Grundy values by peeling sinks (Kahn's algorithm on out-degrees):
 *     a vertex is peeled once all its successors are, and then
 *     SG(v) = mex{SG(w) : v>w} (theorems 1-3 of the seed, and the SG
 *     function).  What is never peeled can reach a cycle: Grundy values are
 *     undefined there.
 *   - Win / lose / draw of one token by retrograde labelling, when the
 *     graph has cycles or play is misère: sinks are lost (misère: won); a
 *     vertex with a lost successor is won; a vertex whose successors are
 *     all won is lost (a counter of unresolved successors per vertex); what
 *     is never labelled is a draw.
 *   - The verdict on the sum:
 *       normal play, every token where no cycle is reachable: the xor of
 *         the tokens' SG values (Sprague-Grundy; exact, because every
 *         position of that sum is acyclic);
 *       one token otherwise (normal with a cycle reachable, or misère on
 *         any graph): the token's retrograde label;
 *       normal play, several tokens, a cycle reachable: the generalized
 *         Sprague-Grundy values (Smith 1966; Fraenkel and Yesha's labelling,
 *         src/algo/digraph_sum.c): each vertex a finite value or ∞ with the
 *         finite values it moves to; finite values add by xor; with one
 *         token on ∞(K) the first player wins iff the others' xor is in K,
 *         else it is a draw; with two or more on ∞, a draw.  Exact at any
 *         size, in O((n + m) x (the largest value + 2));
 *       misère, several tokens, no cycle reachable, and the SJ premise
 *         holds: the SJ theorem, below;
 *       otherwise (misère): retrograde labelling of the sum's own positions
 *         (the product of the tokens' reachable sets), exact, within
 *         DAG_PRODUCT_MAX_STATES positions and DAG_PRODUCT_MAX_WORK moves;
 *         past that the position is refused.
 *
 * The SJ theorem (seed, 贾志豪): for an Anti-SG game, if the game ends when
 * every component has SG value 0, the first player wins iff (the xor is
 * not 0 and some component has SG > 1) or (the xor is 0 and no component
 * has SG > 1).  Read exactly for tokens on a graph: "the game ends when
 * every component has SG 0" holds for every position of the sum iff every
 * vertex a token can reach with SG value 0 is a sink (a non-sink vertex u
 * with SG 0 reachable by token i, with every other token on a sink, would
 * be a position where all SG values are 0 and a move remains).  So SJ is
 * applied only when every vertex reachable from the tokens with SG 0 is a
 * sink; otherwise the exact search decides (tests/unit/test_sg_dag.c
 * checks both against misère search on every small position, and shows a
 * position where the premise fails and the SJ formula is wrong).
 *
 * Computer's stalling move (it cannot win): in a draw, a move to a drawn
 * position; otherwise, by retrograde labelling, the move to the successor
 * labelled last (the farthest from the end); in an acyclic xor/SJ sum, the
 * move that lowers the moved token's height (longest path to a sink) the
 * least, keeping the longest possible play.
 */
#include "dag_internal.h"
#include "kit/graphtext.h"
#include "kit/kit.h"
#include "kit/pairs.h"
#include "kit/kit_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MOVES_WORDS (UINT64_C(1) << 26) /* words of moves `moves` may copy */

/* ---- the position --------------------------------------------------- */

static int not_a_position(gr_error *err, unsigned why) {
  return gr_error_say(err, GR_ESTATE, &dag_texts, DAG_BAD_POSITION, GR_K(why));
}

int dag_decode(const gr_pos *p, dag_view *d, bool check_edges, gr_error *err) {
  if (p->len < 5) return not_a_position(err, DAG_BAD_SHORT);
  const uint64_t *v = p->v;
  if (v[DAG_FLAGS] & ~DAG_FLAG_MISERE) return not_a_position(err, DAG_BAD_FLAGS);
  if (v[DAG_N] == 0 || v[DAG_N] > DAG_MAX_VERTICES) return not_a_position(err, DAG_BAD_VERTICES);
  if (v[DAG_M] > DAG_MAX_EDGES || v[DAG_M] + 4 > p->len) return not_a_position(err, DAG_BAD_EDGES);
  uint64_t m = v[DAG_M], k = v[DAG_EDGES + m];
  if (k == 0 || k > DAG_MAX_TOKENS || p->len != 4 + m + k) return not_a_position(err, DAG_BAD_TOKENS);
  d->misere = (v[DAG_FLAGS] & DAG_FLAG_MISERE) != 0;
  d->n = (uint32_t)v[DAG_N];
  d->m = (uint32_t)m;
  d->k = (uint32_t)k;
  d->edges = v + DAG_EDGES;
  d->tokens = v + DAG_EDGES + m + 1;
  for (uint32_t i = 0; i < d->k; i++)
    if (d->tokens[i] >= d->n) return not_a_position(err, DAG_BAD_TOKEN_OFF);
  if (check_edges)
    for (uint32_t e = 0; e < d->m; e++)
      if (efrom(d->edges[e]) >= d->n || eto(d->edges[e]) >= d->n || (e > 0 && d->edges[e] <= d->edges[e - 1]))
        return not_a_position(err, DAG_BAD_ORDER);
  return 0;
}

/* The first edge >= key, by binary search in the sorted edges. */
static uint32_t lower(const dag_view *d, uint64_t key) {
  uint32_t lo = 0, hi = d->m;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (d->edges[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

void dag_out_range(const dag_view *d, uint32_t v, uint32_t *b, uint32_t *e) {
  *b = lower(d, edge(v, 0));
  *e = lower(d, edge((uint64_t)v + 1, 0));
}

bool dag_has_edge(const dag_view *d, uint32_t from, uint32_t to) {
  uint32_t i = lower(d, edge(from, to));
  return i < d->m && d->edges[i] == edge(from, to);
}

int dag_with_token(const gr_pos *p, const dag_view *d, uint32_t i, uint32_t w, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[DAG_EDGES + d->m + 1 + i] = w;
  return 0;
}

/* ---- reading and writing ---------------------------------------------- */

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Lays the graph read out as a position: the edges sorted (counting sort
 * on the source, then each row) without duplicates. */
static int build_position(const gt_arrows *a, gr_pos *out, gr_error *err) {
  uint32_t n = (uint32_t)a->n;
  if (gr_pos_resize(out, 4 + a->m + a->k, err) != 0) return -1;
  uint64_t *v = out->v, *dst = v + DAG_EDGES;
  uint32_t *row = calloc((size_t)n + 1, sizeof *row);
  if (row == NULL) return gr_error_nomem(err);
  for (size_t e = 0; e < a->m; e++) row[efrom(a->edges[e]) + 1]++;
  for (uint32_t u = 0; u < n; u++) row[u + 1] += row[u];
  for (size_t e = 0; e < a->m; e++) dst[row[efrom(a->edges[e])]++] = a->edges[e];
  /* Now row[u] is where row u ends (and u + 1 begins). */
  for (uint32_t u = 0; u < n; u++) {
    uint32_t b = u ? row[u - 1] : 0, e = row[u];
    if (e - b > 24) {
      qsort(dst + b, e - b, sizeof *dst, cmp_u64);
    } else {
      for (uint32_t i = b + 1; i < e; i++) {
        uint64_t x = dst[i];
        uint32_t j = i;
        while (j > b && dst[j - 1] > x) dst[j] = dst[j - 1], j--;
        dst[j] = x;
      }
    }
  }
  free(row);
  size_t m = 0;
  for (size_t e = 0; e < a->m; e++)
    if (m == 0 || dst[m - 1] != dst[e]) dst[m++] = dst[e];
  v[DAG_FLAGS] = a->misere ? DAG_FLAG_MISERE : 0;
  v[DAG_N] = n;
  v[DAG_M] = m;
  v[DAG_EDGES + m] = a->k;
  memcpy(v + DAG_EDGES + m + 1, a->tokens, a->k * sizeof *a->tokens);
  return gr_pos_resize(out, 4 + m + a->k, err);
}

static int dag_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  gt_arrows a;
  int rc = gt_parse_arrows(text, DAG_MAX_VERTICES, DAG_MAX_EDGES, DAG_MAX_TOKENS, &a, err);
  if (rc == 0) rc = build_position(&a, out, err);
  if (rc != 0) gr_pos_free(out);
  gt_arrows_free(&a);
  return rc;
}

static void dag_format(const gr_pos *p, gr_buf *out) {
  dag_view d;
  gr_error err = {0};
  gr_buf_puts(out, "");
  if (dag_decode(p, &d, false, &err) != 0) return;
  gr_buf_puts(out, "n=");
  gr_buf_u64(out, d.n);
  gr_buf_puts(out, d.misere ? "; misere; start=" : "; start=");
  for (uint32_t i = 0; i < d.k; i++) {
    if (i) gr_buf_putc(out, ',');
    gr_buf_u64(out, d.tokens[i]);
  }
  if (d.m) gr_buf_putc(out, ';');
  /* By hand, not gr_buf_printf: 10^7 edges through the format engine were
   * most of the dag's parse time in WebAssembly (bench/NOTES.md). */
  for (uint32_t e = 0; e < d.m; e++) {
    gr_buf_putc(out, ' ');
    gr_buf_u64(out, efrom(d.edges[e]));
    gr_buf_putc(out, '>');
    gr_buf_u64(out, eto(d.edges[e]));
  }
}

/* ---- moves ----------------------------------------------------------- */

bool dag_is_terminal(const gr_pos *p) {
  dag_view d;
  gr_error err = {0};
  if (dag_decode(p, &d, false, &err) != 0) return true;
  for (uint32_t i = 0; i < d.k; i++) {
    uint32_t b, e;
    dag_out_range(&d, (uint32_t)d.tokens[i], &b, &e);
    if (e > b) return false;
  }
  return true;
}

/* Token by token, edge by edge: successors that change a token differ
 * (each changes one token, to a different vertex or a different token).  A
 * loop v>v gives the position itself back, which is a legal move; it is
 * listed once even when several tokens sit on loops.  (A loop move is never
 * a winning move: if moving to P itself won, P would be lost and won.) */
static int dag_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  dag_view d;
  if (dag_decode(p, &d, false, err) != 0) return -1;
  uint64_t count = 0, loops = 0;
  for (uint32_t i = 0; i < d.k; i++) {
    uint32_t b, e, t = (uint32_t)d.tokens[i];
    dag_out_range(&d, t, &b, &e);
    count += e - b;
    loops += dag_has_edge(&d, t, t);
  }
  if (loops > 1) count -= loops - 1;
  if (count > max_moves) return gr_error_say_code(err, GR_E_MOVES_CAP, &dag_texts, DAG_TOO_MANY_MOVES, GR_U(count), GR_U(max_moves));
  if (count * p->len > MOVES_WORDS)
    return gr_error_say(err, GR_ELIMIT, &dag_texts, DAG_MOVES_TOO_LARGE, GR_U(count), GR_U(d.m));
  bool stayed = false;
  for (uint32_t i = 0; i < d.k; i++) {
    uint32_t b, e;
    dag_out_range(&d, (uint32_t)d.tokens[i], &b, &e);
    for (uint32_t x = b; x < e; x++) {
      if (eto(d.edges[x]) == d.tokens[i]) {
        if (stayed) continue;
        stayed = true;
      }
      gr_pos next;
      gr_pos_init(&next);
      if (dag_with_token(p, &d, i, eto(d.edges[x]), &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0)
        return -1;
    }
  }
  return 0;
}

/* ---- describing and playing moves ------------------------------------- */

static void dag_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  dag_view a, b;
  gr_error err = {0};
  if (dag_decode(from, &a, false, &err) != 0 || dag_decode(to, &b, false, &err) != 0 || a.k != b.k) return;
  for (uint32_t i = 0; i < a.k; i++)
    if (a.tokens[i] != b.tokens[i] || (a.k == 1)) {
      gr_say(out, &dag_texts, lang, DAG_MOVED, GR_U(i + 1), GR_U(a.tokens[i]), GR_U(b.tokens[i]));
      return;
    }
  gr_say(out, &dag_texts, lang, DAG_LOOP); /* nothing changed: a loop v>v */
}

/* The move language: "move TOKEN VERTEX", the usage in the game's words. */
static const kit_verb move_verb[] = {{.verb = "move", .args = {"token", "vertex"}}};
static const kit_moves move_moves = {.verbs = move_verb, .count = 1,
                                     .usage_texts = &dag_texts, .usage_key = DAG_PLAY_FORM};

static int dag_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  dag_view d;
  if (dag_decode(p, &d, false, err) != 0) return -1;
  if (dag_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &dag_texts, DAG_OVER);
  uint64_t args[2];
  size_t nargs;
  size_t verb;
  if (kit_read_action(action, &move_moves, &verb, args, &nargs, err) != 0) return -1;
  uint64_t token = args[0], to = args[1];
  if (token == 0 || token > d.k)
    return d.k == 1 ? gr_error_say(err, GR_ERANGE, &dag_texts, DAG_ONLY_TOKEN)
                    : gr_error_say(err, GR_ERANGE, &dag_texts, DAG_NO_TOKEN, GR_U(token), GR_U(d.k));
  uint32_t i = (uint32_t)token - 1, t = (uint32_t)d.tokens[i];
  if (to >= d.n) return gr_error_say(err, GR_ERANGE, &dag_texts, DAG_NO_VERTEX, GR_U(to), GR_U(d.n - 1));
  if (!dag_has_edge(&d, t, (uint32_t)to)) {
    uint32_t b, e;
    dag_out_range(&d, t, &b, &e);
    if (b == e) return gr_error_say(err, GR_ERANGE, &dag_texts, DAG_ON_SINK, GR_U(i + 1), GR_U(t));
    char list[160];
    size_t used = 0;
    for (uint32_t x = b; x < e && used + 24 < sizeof list; x++)
      used += (size_t)gr_snprintf(list + used, sizeof list - used, "%s%u", x > b ? ", " : "", eto(d.edges[x]));
    if (used + 24 >= sizeof list) gr_snprintf(list + used, sizeof list - used, ", ...");
    return gr_error_say(err, GR_ERANGE, &dag_texts, DAG_NO_EDGE, GR_U(t), GR_U(to), GR_U(i + 1), GR_S(list));
  }
  return dag_with_token(p, &d, i, (uint32_t)to, out, err);
}

/* The inverse of dag_play: the graph (flags, n, edges, token count) must be
 * the same and exactly one token must have slid along an edge; `to` equal to
 * `from` is the move along a loop, when a token sits on one.  O(m + k). */
static int dag_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  dag_view a, b;
  gr_error ignored = {0};
  if (dag_decode(from, &a, false, err) != 0) return -1;
  bool same_graph = dag_decode(to, &b, false, &ignored) == 0 && from->len == to->len &&
                    memcmp(from->v, to->v, (4 + (size_t)a.m) * sizeof *from->v) == 0;
  uint32_t moved = DGS_NONE;
  for (uint32_t i = 0; same_graph && i < a.k; i++) {
    if (a.tokens[i] == b.tokens[i]) continue;
    if (moved != DGS_NONE) same_graph = false;
    moved = i;
  }
  if (same_graph && moved == DGS_NONE) /* the same position: a loop v>v under some token */
    for (uint32_t i = 0; i < a.k && moved == DGS_NONE; i++)
      if (dag_has_edge(&a, (uint32_t)a.tokens[i], (uint32_t)a.tokens[i])) moved = i;
  if (!same_graph || moved == DGS_NONE || !dag_has_edge(&a, (uint32_t)a.tokens[moved], (uint32_t)b.tokens[moved]))
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  gr_buf_printf(out, "move %u %llu", moved + 1, (unsigned long long)b.tokens[moved]);
  return 0;
}

/* ---- the board --------------------------------------------------------- */

/* The vertices drawn: all of them up to DAG_BOARD_MAX, else the ones nearest
 * the tokens (breadth first from them); `local` maps a vertex to its place
 * (NULL when every vertex is drawn).  Returns how many, 0 when out of memory. */
static uint32_t shown_vertices(const dag_view *d, uint32_t *node, uint32_t **local) {
  uint32_t cap = d->n <= DAG_BOARD_MAX ? d->n : DAG_BOARD_MAX, count = 0;
  *local = NULL;
  if (d->n <= DAG_BOARD_MAX) {
    for (uint32_t v = 0; v < d->n; v++) node[count++] = v;
    return count;
  }
  uint32_t *at = *local = malloc((size_t)d->n * sizeof *at);
  if (at == NULL) return 0;
  memset(at, 0xff, (size_t)d->n * sizeof *at);
  for (uint32_t i = 0; i < d->k && count < cap; i++)
    if (at[d->tokens[i]] == DGS_NONE) at[d->tokens[i]] = count, node[count++] = (uint32_t)d->tokens[i];
  for (uint32_t h = 0; h < count && count < cap; h++) {
    uint32_t b, e;
    dag_out_range(d, node[h], &b, &e);
    for (uint32_t q = b; q < e && count < cap; q++)
      if (at[eto(d->edges[q])] == DGS_NONE) at[eto(d->edges[q])] = count, node[count++] = eto(d->edges[q]);
  }
  return count;
}

/* Vertex v drawn at (x, y) with the numbers of the tokens on it (in `numbers`, room for k). */
static void board_node(gr_json *j, const dag_view *d, uint32_t v, int32_t x, int32_t y, uint64_t *numbers) {
  char label[16];
  gr_snprintf(label, sizeof label, "%u", v);
  size_t count = 0;
  for (uint32_t i = 0; i < d->k; i++)
    if (d->tokens[i] == v) numbers[count++] = i + 1;
  gt_json_node(j, v, label, x, y, numbers, count);
}

/* An edge's id is the edge as the position writes it, FROM>TO: a number
 * would be taken for a vertex or a token when clicked. */
static void board_edge(gr_json *j, uint32_t from, uint32_t to) {
  char name[24];
  gr_snprintf(name, sizeof name, "%u>%u", from, to);
  gr_json_object_begin(j);
  gr_json_key(j, "id");
  gr_json_string(j, name);
  gr_json_key(j, "from");
  gr_json_u64(j, from);
  gr_json_key(j, "to");
  gr_json_u64(j, to);
  gr_json_object_end(j);
}

/* The graph with its tokens, laid out in layers, and a note when needed. */
static void dag_board(const gr_pos *p, gr_json *j) {
  dag_view d;
  gr_error err = {0};
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  if (dag_decode(p, &d, false, &err) != 0) {
    gr_json_object_end(j);
    return;
  }
  uint32_t cap = d.n <= DAG_BOARD_MAX ? d.n : DAG_BOARD_MAX, *local = NULL, *ef = NULL, *et = NULL, count = 0, ne = 0;
  uint32_t *node = malloc(cap * sizeof *node);
  int32_t *x = malloc(cap * sizeof *x), *y = malloc(cap * sizeof *y);
  uint64_t *numbers = malloc(d.k * sizeof *numbers);
  bool ok = node && x && y && numbers && (count = shown_vertices(&d, node, &local)) > 0;
  uint64_t edges = 0; /* the edges among the shown vertices, in the graph's order */
  for (uint32_t a = 0; ok && a < count; a++) {
    uint32_t b, e;
    dag_out_range(&d, node[a], &b, &e);
    edges += e - b;
  }
  if (ok) {
    ef = malloc((edges ? edges : 1) * sizeof *ef);
    et = malloc((edges ? edges : 1) * sizeof *et);
    ok = ef && et;
  }
  for (uint32_t a = 0; ok && a < count; a++) {
    uint32_t b, e;
    dag_out_range(&d, node[a], &b, &e);
    for (uint32_t q = b; q < e; q++) {
      uint32_t w = eto(d.edges[q]), lw = local ? local[w] : w;
      if (lw != DGS_NONE) ef[ne] = a, et[ne++] = lw;
    }
  }
  ok = ok && gr_layout_layered(count, ef, et, ne, x, y, &err) == 0;
  gr_json_key(j, "directed");
  gr_json_bool(j, true);
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  for (uint32_t a = 0; ok && a < count; a++) board_node(j, &d, node[a], x[a], y[a], numbers);
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (uint32_t q = 0; ok && q < ne; q++) board_edge(j, node[ef[q]], node[et[q]]);
  gr_json_array_end(j);
  gr_json_key(j, "tokens");
  gr_json_array_begin(j);
  for (uint32_t i = 0; i < d.k; i++) gr_json_u64(j, d.tokens[i]);
  gr_json_array_end(j);
  kit_json_actions(j, move_verb, 1);
  static const unsigned notes[2][3] = {{0, DAG_NOTE_NEAREST, DAG_NOTE_NOT_DRAWN},
                                       {DAG_NOTE_MISERE, DAG_NOTE_MISERE_NEAREST, DAG_NOTE_MISERE_NOT_DRAWN}};
  int drawn = !ok ? 2 : d.n > DAG_BOARD_MAX ? 1 : 0; /* all, the nearest, none */
  if (d.misere || drawn) gr_json_text(j, "note", &dag_texts, notes[d.misere][drawn]);
  gr_json_object_end(j);
  void *arrays[] = {node, local, ef, et, x, y, numbers};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) free(arrays[i]);
}

/* ---- small positions --------------------------------------------------- */

/* Every DAG on 1..referee_max_len vertices whose edges go from a smaller to
 * a larger vertex (every DAG up to relabelling), with 1..referee_max_value
 * tokens on every combination of vertices; then every digraph on 1..3
 * vertices that is not one of those (a cycle, or an edge back), with one
 * or two tokens: gr_verify judges those by retrograde analysis and their
 * generalized values by the sums with a nim heap.  Normal play only
 * (misère is tested against gr_referee_retrograde). */
/* Visits p with its k tokens on every combination of the n vertices. */
static int visit_tokens(gr_pos *p, uint64_t *tok, uint32_t k, uint32_t n, int (*visit)(const gr_pos *p, void *ctx),
                        void *ctx) {
  for (uint32_t i = 0; i < k; i++) tok[i] = 0;
  for (;;) {
    int rc = visit(p, ctx);
    if (rc != 0) return rc;
    uint32_t i = 0;
    while (i < k && tok[i] == n - 1) tok[i++] = 0;
    if (i == k) return 0;
    tok[i]++;
  }
}

static int dag_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t v[3 + 16 + 1 + 8];
  uint32_t maxn = (uint32_t)gr_game_dag.referee_max_len, maxk = (uint32_t)gr_game_dag.referee_max_value;
  if (maxn > 5) maxn = 5;
  if (maxk > 8) maxk = 8;
  for (uint32_t n = 1; n <= maxn; n++) {
    uint32_t pairs = n * (n - 1) / 2;
    for (uint32_t mask = 0; mask < (1u << pairs); mask++) {
      uint32_t m = 0, bit = 0;
      for (uint32_t a = 0; a < n; a++)
        for (uint32_t b = a + 1; b < n; b++, bit++)
          if (mask >> bit & 1) v[DAG_EDGES + m++] = edge(a, b);
      v[DAG_FLAGS] = 0;
      v[DAG_N] = n;
      v[DAG_M] = m;
      for (uint32_t k = 1; k <= maxk; k++) {
        v[DAG_EDGES + m] = k;
        uint64_t *tok = v + DAG_EDGES + m + 1;
        for (uint32_t i = 0; i < k; i++) tok[i] = 0;
        gr_pos p = {.len = 4 + m + k, .v = v};
        int rc = visit_tokens(&p, tok, k, n, visit, ctx);
        if (rc != 0) return rc;
      }
    }
  }
  for (uint32_t n = 1; n <= 3; n++)
    for (uint32_t mask = 0; mask < (1u << (n * n)); mask++) {
      uint32_t m = 0, back = 0;
      for (uint32_t bit = 0; bit < n * n; bit++) /* bit a*n + b: the edges in sorted order */
        if (mask >> bit & 1) v[DAG_EDGES + m++] = edge(bit / n, bit % n), back += bit / n >= bit % n;
      if (back == 0) continue; /* a DAG of the first part */
      v[DAG_FLAGS] = 0;
      v[DAG_N] = n;
      v[DAG_M] = m;
      for (uint32_t k = 1; k <= 2 && k <= maxk; k++) {
        v[DAG_EDGES + m] = k;
        uint64_t *tok = v + DAG_EDGES + m + 1;
        gr_pos p = {.len = 4 + m + k, .v = v};
        int rc = visit_tokens(&p, tok, k, n, visit, ctx);
        if (rc != 0) return rc;
      }
    }
  return 0;
}

/* ---- the table ---------------------------------------------------------- */


/* ---- the table ---------------------------------------------------------- */

/* Misère play of any dag position (gr_game_misere_of): the position with
 * the `misere;` rule set, decided by the theory above (retrograde labels,
 * the SJ theorem, the product search); its winning moves keep the rule the
 * position was written with. */
static int dag_misere_decide(const gr_pos *p, gr_analysis *a, gr_error *err) {
  if (p->len <= DAG_FLAGS) return not_a_position(err, DAG_BAD_SHORT);
  gr_pos q;
  gr_pos_init(&q);
  if (gr_pos_copy(&q, p, err) != 0) return -1;
  uint64_t flags = p->v[DAG_FLAGS];
  q.v[DAG_FLAGS] |= DAG_FLAG_MISERE;
  int rc = gr_solve_theory(&gr_game_dag, &q, a, err);
  gr_pos_free(&q);
  for (size_t i = 0; rc == 0 && i < a->winning_moves.count; i++) a->winning_moves.items[i].v[DAG_FLAGS] = flags;
  return rc;
}

static int dag_misere_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return kit_instant_start(p, dag_misere_decide, job, err);
}

const gr_game gr_game_dag = {
    .misere_solve_start = dag_misere_solve_start,
    .id = "dag", .graph = true, .loopy = true, .texts = &dag_texts, .example = "start=0,1; 0>1 0>2 1>2 1>3 2>3",
    .max_len_solve = 4 + (size_t)DAG_MAX_EDGES + DAG_MAX_TOKENS,
    .max_len_trace = 4 + (size_t)DAG_TRACE_MAX_EDGES + DAG_MAX_TOKENS,
    .referee_max_len = 4,   /* vertices */
    .referee_max_value = 3, /* tokens */
    KIT_GAME_FUNCTIONS(dag),
    KIT_LESSON(dag_lesson),
};
