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
 *                   splitmix64(SEED); duplicates and loops dropped; needs n=
 * Canonical text: "n=5; [misere; ]start=0,3; 0>1 0>2 1>2" (edges sorted,
 * duplicates removed).  The position is [flags, n, m, edges, k, tokens]
 * (dag.h), so a move copies the graph: listing moves and winning moves is
 * bounded by memory as well as by count.
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
 *       misère, several tokens, no cycle reachable, and the SJ premise
 *         holds: the SJ theorem, below;
 *       otherwise: retrograde labelling of the sum's own positions (the
 *         product of the tokens' reachable sets), exact, within
 *         DAG_PRODUCT_MAX_STATES positions and DAG_PRODUCT_MAX_WORK moves;
 *         past that the position is refused.  (Smith's generalized
 *         Sprague-Grundy values, which would decide loopy sums of any size,
 *         are not implemented.)
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
#include "dag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE32 UINT32_MAX
#define SG_INF UINT32_MAX   /* the vertex can reach a cycle (or is not reached yet) */
#define SG_GRAY (UINT32_MAX - 1) /* on the depth-first stack */
#define LIST_WORDS (UINT64_C(1) << 24) /* words of winning moves listed (128 MiB) */
#define MOVES_WORDS (UINT64_C(1) << 26) /* words of moves `moves` may copy */

enum { LOST = 0, WON = 1, DRAWN = 2, UNKNOWN = 3 };

static inline uint32_t efrom(uint64_t e) { return (uint32_t)(e >> 32); }
static inline uint32_t eto(uint64_t e) { return (uint32_t)e; }
static inline uint64_t edge(uint64_t from, uint64_t to) { return from << 32 | to; }

/* ---- the position --------------------------------------------------- */

typedef struct dag_view {
  bool misere;
  uint32_t n, m, k;
  const uint64_t *edges, *tokens;
} dag_view;

static int not_a_position(gr_error *err, const char *why) {
  return gr_error_set(err, GR_ESTATE, "not a position of the dag game: %s", why);
}

/* Reads p's layout; with check_edges also every edge (O(m)). */
static int decode(const gr_pos *p, dag_view *d, bool check_edges, gr_error *err) {
  if (p->len < 5) return not_a_position(err, "too short");
  const uint64_t *v = p->v;
  if (v[DAG_FLAGS] & ~DAG_FLAG_MISERE) return not_a_position(err, "unknown flags");
  if (v[DAG_N] == 0 || v[DAG_N] > DAG_MAX_VERTICES) return not_a_position(err, "bad vertex count");
  if (v[DAG_M] > DAG_MAX_EDGES || v[DAG_M] + 4 > p->len) return not_a_position(err, "bad edge count");
  uint64_t m = v[DAG_M], k = v[DAG_EDGES + m];
  if (k == 0 || k > DAG_MAX_TOKENS || p->len != 4 + m + k) return not_a_position(err, "bad token count");
  d->misere = (v[DAG_FLAGS] & DAG_FLAG_MISERE) != 0;
  d->n = (uint32_t)v[DAG_N];
  d->m = (uint32_t)m;
  d->k = (uint32_t)k;
  d->edges = v + DAG_EDGES;
  d->tokens = v + DAG_EDGES + m + 1;
  for (uint32_t i = 0; i < d->k; i++)
    if (d->tokens[i] >= d->n) return not_a_position(err, "a token is off the graph");
  if (check_edges)
    for (uint32_t e = 0; e < d->m; e++)
      if (efrom(d->edges[e]) >= d->n || eto(d->edges[e]) >= d->n || (e > 0 && d->edges[e] <= d->edges[e - 1]))
        return not_a_position(err, "edges out of range or not sorted");
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

/* The out-edges of v are edges[*b .. *e). */
static void out_range(const dag_view *d, uint32_t v, uint32_t *b, uint32_t *e) {
  *b = lower(d, edge(v, 0));
  *e = lower(d, edge((uint64_t)v + 1, 0));
}

static bool has_edge(const dag_view *d, uint32_t from, uint32_t to) {
  uint32_t i = lower(d, edge(from, to));
  return i < d->m && d->edges[i] == edge(from, to);
}

/* A copy of p with token i on vertex w. */
static int with_token(const gr_pos *p, const dag_view *d, uint32_t i, uint32_t w, gr_pos *out, gr_error *err) {
  if (gr_pos_copy(out, p, err) != 0) return -1;
  out->v[DAG_EDGES + d->m + 1 + i] = w;
  return 0;
}

/* ---- parsing -------------------------------------------------------- */

typedef struct lexer {
  const char *p, *line_start;
  size_t line;
} lexer;

static size_t column(const lexer *l, const char *at) { return (size_t)(at - l->line_start) + 1; }

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_separator(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == ','; }

static void skip_blank(lexer *l) {
  while (*l->p == ' ' || *l->p == '\t' || *l->p == '\r') l->p++;
}

static void skip_separators(lexer *l) {
  while (is_separator(*l->p)) {
    if (*l->p == '\n') l->line_start = l->p + 1, l->line++;
    l->p++;
  }
}

/* Shows the text at `at` for a message: up to 16 characters of the item. */
static void shown(const char *at, char *out, size_t cap) {
  size_t k = 0;
  for (; at[k] && !(at[k] == ' ' || at[k] == '\t' || at[k] == '\n' || at[k] == ';') && k < 16 && k + 1 < cap; k++)
    out[k] = (at[k] >= 0x20 && at[k] < 0x7f) ? at[k] : '?';
  if (k == 0 && at[0] && cap > 1) out[k++] = (at[0] >= 0x20 && at[0] < 0x7f) ? at[0] : '?';
  out[k] = '\0';
}

/* 1: a number was read; 0: no digit here; -1: past 64 bits. */
static int read_number(lexer *l, const char *what, uint64_t *out, gr_error *err) {
  if (!is_digit(*l->p)) return 0;
  const char *at = l->p;
  uint64_t v = 0;
  while (is_digit(*l->p)) {
    unsigned d = (unsigned)(*l->p - '0');
    if (v > (UINT64_MAX - d) / 10)
      return gr_error_set(err, GR_ERANGE, "%s at line %zu, column %zu is past the 64-bit limit", what, l->line,
                          column(l, at));
    v = v * 10 + d;
    l->p++;
  }
  *out = v;
  return 1;
}

typedef struct parse_state {
  bool have_n, have_start, misere;
  uint64_t n;
  uint64_t *edges;
  size_t m, mcap;
  uint64_t max_vertex;      /* the largest vertex an edge mentions */
  uint64_t *tokens;
  size_t k, kcap;
  uint64_t max_token;       /* the largest start vertex, and where it is */
  size_t max_token_index, max_token_line, max_token_col;
} parse_state;

static void parse_state_free(parse_state *s) {
  free(s->edges);
  free(s->tokens);
}

static int push_edge(parse_state *s, uint64_t from, uint64_t to, gr_error *err) {
  if (s->m == DAG_MAX_EDGES)
    return gr_error_set(err, GR_ELIMIT, "more than %u edges: the graph is too large", DAG_MAX_EDGES);
  if (s->m == s->mcap) {
    size_t cap = s->mcap ? 2 * s->mcap : 64;
    uint64_t *e = realloc(s->edges, cap * sizeof *e);
    if (e == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu edges", cap);
    s->edges = e;
    s->mcap = cap;
  }
  s->edges[s->m++] = edge(from, to);
  if (from > s->max_vertex) s->max_vertex = from;
  if (to > s->max_vertex) s->max_vertex = to;
  return 0;
}

/* A vertex of edge number `index` (1-based), checked against n= or the limit. */
static int check_vertex(const parse_state *s, const lexer *l, const char *at, size_t index, uint64_t v,
                        gr_error *err) {
  if (s->have_n && v >= s->n)
    return gr_error_set(err, GR_ERANGE,
                        "edge %zu at line %zu, column %zu: vertex %llu is not declared (n=%llu: the vertices are 0..%llu)",
                        index, l->line, column(l, at), (unsigned long long)v, (unsigned long long)s->n,
                        (unsigned long long)(s->n - 1));
  if (v >= DAG_MAX_VERTICES)
    return gr_error_set(err, GR_ELIMIT, "edge %zu at line %zu, column %zu: vertex %llu is past the limit of %u vertices",
                        index, l->line, column(l, at), (unsigned long long)v, DAG_MAX_VERTICES);
  return 0;
}

/* FROM>TO or a chain FROM>A>B... */
static int parse_edges(parse_state *s, lexer *l, gr_error *err) {
  const char *item = l->p;
  size_t index = s->m + 1;
  char text[24];
  uint64_t a;
  if (read_number(l, "a vertex", &a, err) < 0 || check_vertex(s, l, item, index, a, err) != 0) return -1;
  const char *after = l->p;
  skip_blank(l);
  if (*l->p != '>') {
    l->p = after;
    shown(item, text, sizeof text);
    return gr_error_set(err, GR_ESYNTAX,
                        "'%s' at line %zu, column %zu is not an edge: write FROM>TO (e.g. 0>1), or start=, n=, misere",
                        text, l->line, column(l, item));
  }
  while (*l->p == '>') {
    l->p++;
    skip_blank(l);
    const char *at = l->p;
    uint64_t b;
    int r = read_number(l, "a vertex", &b, err);
    if (r < 0) return -1;
    if (r == 0) {
      shown(item, text, sizeof text);
      return gr_error_set(err, GR_ESYNTAX,
                          "malformed edge '%s' at line %zu, column %zu: expected a vertex number after '>' (column %zu)",
                          text, l->line, column(l, item), column(l, at));
    }
    index = s->m + 1;
    if (check_vertex(s, l, at, index, b, err) != 0 || push_edge(s, a, b, err) != 0) return -1;
    a = b;
    after = l->p;
    skip_blank(l);
    if (*l->p != '>') l->p = after; /* the blanks separate this item from the next */
  }
  if (*l->p && !is_separator(*l->p)) {
    shown(l->p, text, sizeof text);
    return gr_error_set(err, GR_ESYNTAX, "unexpected '%s' at line %zu, column %zu after edge %zu", text, l->line,
                        column(l, l->p), s->m);
  }
  return 0;
}

/* After a keyword: optional blanks, '=', optional blanks. */
static int expect_equals(lexer *l, const char *word, const char *at, gr_error *err) {
  skip_blank(l);
  if (*l->p != '=')
    return gr_error_set(err, GR_ESYNTAX, "'%s' at line %zu, column %zu must be followed by '=' (e.g. %s)", word,
                        l->line, column(l, at),
                        strcmp(word, "n") == 0 ? "n=5" : strcmp(word, "random") == 0 ? "random=100,1" : "start=0,3");
  l->p++;
  skip_blank(l);
  return 0;
}

static int parse_start(parse_state *s, lexer *l, const char *at, gr_error *err) {
  if (s->have_start)
    return gr_error_set(err, GR_ESYNTAX, "a second start= at line %zu, column %zu: list every token in one start=",
                        l->line, column(l, at));
  s->have_start = true;
  if (expect_equals(l, "start", at, err) != 0) return -1;
  for (;;) {
    const char *tok = l->p;
    char what[48];
    snprintf(what, sizeof what, "start vertex %zu", s->k + 1);
    uint64_t v;
    int r = read_number(l, what, &v, err);
    if (r < 0) return -1;
    if (r == 0) {
      char text[24];
      shown(tok, text, sizeof text);
      return gr_error_set(err, GR_ESYNTAX,
                          s->k == 0 ? "start= at line %zu, column %zu lists no vertex (found '%s'): write start=0 or start=0,3"
                                    : "start= at line %zu, column %zu: expected a vertex number, found '%s'",
                          l->line, column(l, s->k == 0 ? at : tok), text);
    }
    if (s->k == DAG_MAX_TOKENS)
      return gr_error_set(err, GR_ELIMIT, "more than %u tokens in start=", DAG_MAX_TOKENS);
    if (s->have_n && v >= s->n)
      return gr_error_set(err, GR_ERANGE,
                          "start vertex %llu (token %zu) at line %zu, column %zu is not in the graph (n=%llu: the vertices are 0..%llu)",
                          (unsigned long long)v, s->k + 1, l->line, column(l, tok), (unsigned long long)s->n,
                          (unsigned long long)(s->n - 1));
    if (v >= DAG_MAX_VERTICES)
      return gr_error_set(err, GR_ELIMIT, "start vertex %llu at line %zu, column %zu is past the limit of %u vertices",
                          (unsigned long long)v, l->line, column(l, tok), DAG_MAX_VERTICES);
    if (s->k == s->kcap) {
      size_t cap = s->kcap ? 2 * s->kcap : 8;
      uint64_t *t = realloc(s->tokens, cap * sizeof *t);
      if (t == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu tokens", cap);
      s->tokens = t;
      s->kcap = cap;
    }
    if (s->k == 0 || v > s->max_token) {
      s->max_token = v;
      s->max_token_index = s->k + 1;
      s->max_token_line = l->line;
      s->max_token_col = column(l, tok);
    }
    s->tokens[s->k++] = v;
    skip_blank(l);
    if (*l->p != ',') break;
    l->p++;
    skip_blank(l);
  }
  if (*l->p && !is_separator(*l->p)) {
    char text[24];
    shown(l->p, text, sizeof text);
    return gr_error_set(err, GR_ESYNTAX, "unexpected '%s' at line %zu, column %zu in start=", text, l->line,
                        column(l, l->p));
  }
  return 0;
}

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static int parse_random(parse_state *s, lexer *l, const char *at, gr_error *err) {
  if (!s->have_n)
    return gr_error_set(err, GR_ESYNTAX, "random= at line %zu, column %zu needs n= before it (e.g. n=1000; random=5000,1)",
                        l->line, column(l, at));
  if (s->n < 2)
    return gr_error_set(err, GR_ERANGE, "random= at line %zu, column %zu needs at least 2 vertices", l->line,
                        column(l, at));
  if (expect_equals(l, "random", at, err) != 0) return -1;
  uint64_t count, seed;
  int r = read_number(l, "the edge count of random=", &count, err);
  if (r <= 0) return r < 0 ? -1 : gr_error_set(err, GR_ESYNTAX, "random= at line %zu, column %zu: write random=EDGES,SEED",
                                               l->line, column(l, at));
  skip_blank(l);
  if (*l->p != ',')
    return gr_error_set(err, GR_ESYNTAX, "random= at line %zu, column %zu: write random=EDGES,SEED", l->line,
                        column(l, at));
  l->p++;
  skip_blank(l);
  r = read_number(l, "the seed of random=", &seed, err);
  if (r <= 0) return r < 0 ? -1 : gr_error_set(err, GR_ESYNTAX, "random= at line %zu, column %zu: write random=EDGES,SEED",
                                               l->line, column(l, at));
  if (count > DAG_MAX_EDGES - s->m)
    return gr_error_set(err, GR_ELIMIT, "random=%llu at line %zu: more than %u edges in all", (unsigned long long)count,
                        l->line, DAG_MAX_EDGES);
  if (count > s->mcap - s->m) {
    size_t cap = s->m + (size_t)count;
    uint64_t *e = realloc(s->edges, (cap ? cap : 1) * sizeof *e);
    if (e == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for %zu edges", cap);
    s->edges = e;
    s->mcap = cap;
  }
  /* Each edge joins two vertices drawn from splitmix64 (scaled to 0..n-1 by
   * the high half of a 128-bit product: a negligible bias, no division),
   * oriented from the smaller to the larger: no cycle. */
  for (uint64_t i = 0; i < count; i++) {
    uint64_t a = (uint64_t)(((unsigned __int128)splitmix64(&seed) * s->n) >> 64);
    uint64_t b = (uint64_t)(((unsigned __int128)splitmix64(&seed) * s->n) >> 64);
    if (a == b) continue;
    if (push_edge(s, a < b ? a : b, a < b ? b : a, err) != 0) return -1;
  }
  if (*l->p && !is_separator(*l->p)) {
    char text[24];
    shown(l->p, text, sizeof text);
    return gr_error_set(err, GR_ESYNTAX, "unexpected '%s' at line %zu, column %zu after random=", text, l->line,
                        column(l, l->p));
  }
  return 0;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Sorts the edges (counting sort on the source, then each row), drops
 * duplicates, and lays the position out. */
static int build_position(parse_state *s, uint32_t n, gr_pos *out, gr_error *err) {
  if (gr_pos_resize(out, 4 + s->m + s->k, err) != 0) return -1;
  uint64_t *v = out->v, *dst = v + DAG_EDGES;
  uint32_t *row = calloc((size_t)n + 1, sizeof *row);
  if (row == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory sorting %zu edges", s->m);
  for (size_t e = 0; e < s->m; e++) row[efrom(s->edges[e]) + 1]++;
  for (uint32_t u = 0; u < n; u++) row[u + 1] += row[u];
  for (size_t e = 0; e < s->m; e++) dst[row[efrom(s->edges[e])]++] = s->edges[e];
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
  for (size_t e = 0; e < s->m; e++)
    if (m == 0 || dst[m - 1] != dst[e]) dst[m++] = dst[e];
  v[DAG_FLAGS] = s->misere ? DAG_FLAG_MISERE : 0;
  v[DAG_N] = n;
  v[DAG_M] = m;
  v[DAG_EDGES + m] = s->k;
  memcpy(v + DAG_EDGES + m + 1, s->tokens, s->k * sizeof *s->tokens);
  return gr_pos_resize(out, 4 + m + s->k, err);
}

static int dag_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  parse_state s;
  memset(&s, 0, sizeof s);
  lexer l = {text, text, 1};
  int rc = -1;
  for (;;) {
    skip_separators(&l);
    if (*l.p == '\0') break;
    const char *at = l.p;
    if (is_digit(*l.p)) {
      if (parse_edges(&s, &l, err) != 0) goto done;
      continue;
    }
    if (!is_letter(*l.p)) {
      char t[24];
      shown(at, t, sizeof t);
      gr_error_set(err, GR_ESYNTAX,
                   "unexpected '%s' at line %zu, column %zu: expected n=, start=, misere, random= or an edge such as 0>1",
                   t, l.line, column(&l, at));
      goto done;
    }
    char word[16];
    size_t len = 0;
    while (is_letter(l.p[len]) || is_digit(l.p[len])) len++;
    if (len >= sizeof word) len = sizeof word - 1;
    memcpy(word, l.p, len);
    word[len] = '\0';
    while (is_letter(*l.p) || is_digit(*l.p)) l.p++;
    if (strcmp(word, "misere") == 0) {
      s.misere = true;
      skip_blank(&l);
      if (*l.p && !is_separator(*l.p)) {
        gr_error_set(err, GR_ESYNTAX, "'misere' at line %zu, column %zu takes no value", l.line, column(&l, at));
        goto done;
      }
    } else if (strcmp(word, "n") == 0) {
      if (s.have_n || s.m || s.have_start) {
        gr_error_set(err, GR_ESYNTAX,
                     s.have_n ? "a second n= at line %zu, column %zu"
                              : "n= at line %zu, column %zu must come first, before the edges and start=",
                     l.line, column(&l, at));
        goto done;
      }
      if (expect_equals(&l, "n", at, err) != 0) goto done;
      int r = read_number(&l, "n", &s.n, err);
      if (r < 0) goto done;
      if (r == 0) {
        gr_error_set(err, GR_ESYNTAX, "n= at line %zu, column %zu needs the number of vertices (e.g. n=5)", l.line,
                     column(&l, at));
        goto done;
      }
      if (s.n == 0) {
        gr_error_set(err, GR_ERANGE, "n=0 at line %zu, column %zu: a graph needs at least one vertex", l.line,
                     column(&l, at));
        goto done;
      }
      if (s.n > DAG_MAX_VERTICES) {
        gr_error_set(err, GR_ELIMIT, "n=%llu at line %zu, column %zu: at most %u vertices are handled",
                     (unsigned long long)s.n, l.line, column(&l, at), DAG_MAX_VERTICES);
        goto done;
      }
      s.have_n = true;
      skip_blank(&l);
      if (*l.p && !is_separator(*l.p)) {
        char t[24];
        shown(l.p, t, sizeof t);
        gr_error_set(err, GR_ESYNTAX, "unexpected '%s' at line %zu, column %zu after n=", t, l.line, column(&l, l.p));
        goto done;
      }
    } else if (strcmp(word, "start") == 0) {
      if (parse_start(&s, &l, at, err) != 0) goto done;
    } else if (strcmp(word, "random") == 0) {
      if (parse_random(&s, &l, at, err) != 0) goto done;
    } else {
      gr_error_set(err, GR_ESYNTAX,
                   "unknown word '%s' at line %zu, column %zu: expected n=, start=, misere, random= or an edge such as 0>1",
                   word, l.line, column(&l, at));
      goto done;
    }
  }
  if (!s.have_start) {
    gr_error_set(err, GR_ESYNTAX, "no start=: say where the tokens start, e.g. start=0; 0>1 1>2");
    goto done;
  }
  uint64_t n = s.have_n ? s.n : s.m ? s.max_vertex + 1 : 0;
  if (n == 0) {
    gr_error_set(err, GR_ESYNTAX, "the graph has no vertices: add edges (0>1) or declare them (n=1; start=0)");
    goto done;
  }
  if (s.max_token >= n) {
    gr_error_set(err, GR_ERANGE,
                 "start vertex %llu (token %zu) at line %zu, column %zu is not in the graph: the edges mention the "
                 "vertices 0..%llu (declare n=%llu first for isolated vertices)",
                 (unsigned long long)s.max_token, s.max_token_index, s.max_token_line, s.max_token_col,
                 (unsigned long long)(n - 1), (unsigned long long)(s.max_token + 1));
    goto done;
  }
  rc = build_position(&s, (uint32_t)n, out, err);
done:
  if (rc != 0) gr_pos_free(out);
  parse_state_free(&s);
  return rc;
}

static void dag_format(const gr_pos *p, gr_buf *out) {
  dag_view d;
  gr_error err = {0};
  gr_buf_puts(out, "");
  if (decode(p, &d, false, &err) != 0) return;
  gr_buf_puts(out, "n=");
  gr_buf_u64(out, d.n);
  gr_buf_puts(out, d.misere ? "; misere; start=" : "; start=");
  for (uint32_t i = 0; i < d.k; i++) {
    if (i) gr_buf_putc(out, ',');
    gr_buf_u64(out, d.tokens[i]);
  }
  if (d.m) gr_buf_putc(out, ';');
  for (uint32_t e = 0; e < d.m; e++) {
    gr_buf_putc(out, ' ');
    gr_buf_u64(out, efrom(d.edges[e]));
    gr_buf_putc(out, '>');
    gr_buf_u64(out, eto(d.edges[e]));
  }
}

/* ---- moves ----------------------------------------------------------- */

static bool dag_is_terminal(const gr_pos *p) {
  dag_view d;
  gr_error err = {0};
  if (decode(p, &d, false, &err) != 0) return true;
  for (uint32_t i = 0; i < d.k; i++) {
    uint32_t b, e;
    out_range(&d, (uint32_t)d.tokens[i], &b, &e);
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
  if (decode(p, &d, false, err) != 0) return -1;
  uint64_t count = 0, loops = 0;
  for (uint32_t i = 0; i < d.k; i++) {
    uint32_t b, e, t = (uint32_t)d.tokens[i];
    out_range(&d, t, &b, &e);
    count += e - b;
    loops += has_edge(&d, t, t);
  }
  if (loops > 1) count -= loops - 1;
  if (count > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        (unsigned long long)count, max_moves);
  if (count * p->len > MOVES_WORDS)
    return gr_error_set(err, GR_ELIMIT,
                        "this position has %llu moves, each a copy of the %u-edge graph: too large to list",
                        (unsigned long long)count, d.m);
  bool stayed = false;
  for (uint32_t i = 0; i < d.k; i++) {
    uint32_t b, e;
    out_range(&d, (uint32_t)d.tokens[i], &b, &e);
    for (uint32_t x = b; x < e; x++) {
      if (eto(d.edges[x]) == d.tokens[i]) {
        if (stayed) continue;
        stayed = true;
      }
      gr_pos next;
      gr_pos_init(&next);
      if (with_token(p, &d, i, eto(d.edges[x]), &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  }
  return 0;
}

/* ---- the analysis engine -------------------------------------------- */

typedef struct product {
  uint32_t k;
  uint32_t *size;             /* r_i: vertices token i can reach */
  uint64_t *stride;
  uint32_t **glob;            /* local vertex -> vertex; local 0 is the token's own */
  uint32_t **ostart, **oto;   /* local out-edges, in the order of the graph's edges */
  uint32_t **istart, **ifrom; /* local in-edges */
  uint64_t P, start;
  uint32_t *count;            /* unresolved successors; once labelled, the label time */
  uint8_t *label;
  uint32_t *queue;
  uint64_t head, tail, cursor;
  uint32_t *digit;            /* odometer over states */
  uint32_t *map;              /* vertex -> local index while building */
  uint32_t built;
} product;

enum {
  PH_OUT, PH_OUT_PREFIX, PH_DFS, PH_IN_COUNT, PH_IN_PREFIX, PH_FILL, PH_PEEL_INIT, PH_PEEL, PH_RETRO_INIT, PH_RETRO, PH_RETRO_DONE, PH_DECIDE,
  PH_PREMISE, PH_BUILD, PH_SEARCH_INIT, PH_SEARCH, PH_DONE
};

typedef struct engine {
  dag_view d;
  int phase;
  uint64_t cursor, units;
  uint32_t *out_start, *in_start, *in_from;
  uint32_t *sg, *order, *pending, *mark;
  uint32_t maxdeg, qhead, nq;
  uint32_t *it, sp;           /* depth-first search: each vertex's next edge; the stack is `pending` */
  bool cyclic;                /* a cycle was found: Kahn's peeling decides which vertices have values */
  bool retro;
  uint8_t *outcome;
  uint32_t *rqueue, *why;
  uint32_t rtail, rhead;
  dag_method method;
  uint8_t *seen;
  uint32_t *bfs;
  uint32_t bhead, btail;
  bool premise;
  bool sj_failed;             /* searching because the SJ premise fails (else: a cycle is reachable) */
  uint32_t witness, witness_token;
  uint32_t nbig;              /* tokens with SG > 1 (SJ) */
  product *prod;
  int result;   /* for the player to move: LOST, WON, DRAWN */
  uint64_t x;   /* the xor of the tokens' SG values (xor and SJ) */
} engine;

static void product_free(product *q) {
  if (q == NULL) return;
  for (uint32_t i = 0; i < q->k; i++) {
    if (q->glob) free(q->glob[i]);
    if (q->ostart) free(q->ostart[i]);
    if (q->oto) free(q->oto[i]);
    if (q->istart) free(q->istart[i]);
    if (q->ifrom) free(q->ifrom[i]);
  }
  free(q->glob);
  free(q->ostart);
  free(q->oto);
  free(q->istart);
  free(q->ifrom);
  free(q->size);
  free(q->stride);
  free(q->count);
  free(q->label);
  free(q->queue);
  free(q->digit);
  free(q->map);
  free(q);
}

static void engine_free(engine *e) {
  if (e == NULL) return;
  free(e->out_start);
  free(e->in_start);
  free(e->in_from);
  free(e->it);
  free(e->sg);
  free(e->order);
  free(e->pending);
  free(e->mark);
  free(e->outcome);
  free(e->rqueue);
  free(e->why);
  free(e->seen);
  free(e->bfs);
  product_free(e->prod);
  free(e);
}

static engine *engine_new(const gr_pos *p, gr_error *err) {
  engine *e = calloc(1, sizeof *e);
  if (e == NULL) {
    gr_error_set(err, GR_ENOMEM, "out of memory");
    return NULL;
  }
  if (decode(p, &e->d, true, err) != 0) {
    free(e);
    return NULL;
  }
  size_t n = e->d.n;
  e->out_start = calloc(n + 1, sizeof *e->out_start);
  e->sg = malloc(n * sizeof *e->sg);
  e->order = malloc(n * sizeof *e->order);
  e->pending = malloc(n * sizeof *e->pending);
  e->it = malloc(n * sizeof *e->it);
  if (!e->out_start || !e->sg || !e->order || !e->pending || !e->it) {
    gr_error_set(err, GR_ENOMEM, "out of memory for a graph of %u vertices and %u edges (about %llu MiB)", e->d.n,
                 e->d.m, (unsigned long long)((24 * (uint64_t)n + 4 * (uint64_t)e->d.m) >> 20) + 1);
    engine_free(e);
    return NULL;
  }
  for (size_t v = 0; v < n; v++) e->sg[v] = SG_INF;
  return e;
}

static uint32_t outdeg(const engine *e, uint32_t v) { return e->out_start[v + 1] - e->out_start[v]; }

/* Units of work the engine announces up front (the search, if any, adds). */
static uint64_t engine_total(const dag_view *d) { return 6 * (uint64_t)d->m + 9 * (uint64_t)d->n + 1; }

static int refuse_search(engine *e, uint64_t positions, gr_error *err) {
  const dag_view *d = &e->d;
  char size[64];
  if (positions) snprintf(size, sizeof size, "%llu positions", (unsigned long long)positions);
  else snprintf(size, sizeof size, "more than %u positions", DAG_PRODUCT_MAX_STATES);
  if (e->sj_failed)
    return gr_error_set(err, GR_ELIMIT,
                        "misère play with %u tokens: the SJ theorem does not apply here (vertex %u, reachable from "
                        "token %u, has SG value 0 but is not a sink, so the game does not end when every component "
                        "has SG 0), and an exact search over the sum needs %s, past the limit of %u positions and "
                        "%llu moves",
                        d->k, e->witness, e->witness_token + 1, size, DAG_PRODUCT_MAX_STATES,
                        (unsigned long long)DAG_PRODUCT_MAX_WORK);
  return gr_error_set(err, GR_ELIMIT,
                      "%u tokens and token %u is on vertex %u, from which a cycle is reachable: Grundy values are "
                      "undefined there, and an exact search over the sum needs %s, past the limit of %u positions and "
                      "%llu moves (Smith's generalized Sprague-Grundy values, which would decide it, are not "
                      "implemented)",
                      d->k, e->witness_token + 1, (uint32_t)d->tokens[e->witness_token], size, DAG_PRODUCT_MAX_STATES,
                      (unsigned long long)DAG_PRODUCT_MAX_WORK);
}

/* Builds token q->built's reachable subgraph with local indices. */
static int product_build_one(engine *e, gr_error *err) {
  product *q = e->prod;
  const dag_view *d = &e->d;
  uint32_t i = q->built;
  uint32_t cap = 64, r = 0;
  uint32_t *glob = malloc(cap * sizeof *glob);
  if (glob == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the search");
  q->glob[i] = glob;
  uint32_t t = (uint32_t)d->tokens[i];
  q->map[t] = 0;
  glob[r++] = t;
  uint64_t edges = 0;
  for (uint32_t h = 0; h < r; h++) {
    uint32_t v = glob[h];
    edges += outdeg(e, v);
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = eto(d->edges[x]);
      if (q->map[w] != NONE32) continue;
      if (r == DAG_PRODUCT_MAX_STATES) {
        for (uint32_t j = 0; j < r; j++) q->map[glob[j]] = NONE32;
        return refuse_search(e, 0, err);
      }
      if (r == cap) {
        cap *= 2;
        uint32_t *more = realloc(glob, cap * sizeof *glob);
        if (more == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the search");
        q->glob[i] = glob = more;
      }
      q->map[w] = r;
      glob[r++] = w;
    }
  }
  e->units += r + edges;
  q->size[i] = r;
  q->ostart[i] = calloc((size_t)r + 1, sizeof **q->ostart);
  q->oto[i] = malloc((edges ? edges : 1) * sizeof **q->oto);
  q->istart[i] = calloc((size_t)r + 1, sizeof **q->istart);
  q->ifrom[i] = malloc((edges ? edges : 1) * sizeof **q->ifrom);
  if (!q->ostart[i] || !q->oto[i] || !q->istart[i] || !q->ifrom[i])
    return gr_error_set(err, GR_ENOMEM, "out of memory for the search");
  uint32_t *os = q->ostart[i], *ot = q->oto[i], *is = q->istart[i], *ifr = q->ifrom[i];
  uint32_t m = 0;
  for (uint32_t l = 0; l < r; l++) {
    uint32_t v = glob[l];
    os[l] = m;
    for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
      uint32_t w = q->map[eto(d->edges[x])];
      ot[m++] = w;
      is[w + 1]++;
    }
  }
  os[r] = m;
  for (uint32_t l = 0; l < r; l++) is[l + 1] += is[l];
  uint32_t *fill = malloc(((size_t)r + 1) * sizeof *fill);
  if (fill == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the search");
  memcpy(fill, is, ((size_t)r + 1) * sizeof *fill);
  for (uint32_t l = 0; l < r; l++)
    for (uint32_t x = os[l]; x < os[l + 1]; x++) ifr[fill[ot[x]]++] = l;
  free(fill);
  for (uint32_t j = 0; j < r; j++) q->map[glob[j]] = NONE32;
  q->built++;
  return 0;
}

/* After every token's subgraph: the size of the search, or a refusal. */
static int product_plan(engine *e, gr_error *err) {
  product *q = e->prod;
  uint64_t P = 1;
  for (uint32_t i = 0; i < q->k; i++) {
    q->stride[i] = P;
    if (P > DAG_PRODUCT_MAX_STATES / q->size[i]) return refuse_search(e, 0, err);
    P *= q->size[i];
  }
  uint64_t work = P * q->k;
  for (uint32_t i = 0; i < q->k; i++) work += (uint64_t)q->ostart[i][q->size[i]] * (P / q->size[i]);
  if (work > DAG_PRODUCT_MAX_WORK) return refuse_search(e, P, err);
  q->P = P;
  q->start = 0; /* every token is local vertex 0 of its own subgraph */
  q->count = malloc(P * sizeof *q->count);
  q->label = malloc(P);
  q->queue = malloc(P * sizeof *q->queue);
  q->digit = calloc(q->k, sizeof *q->digit);
  if (!q->count || !q->label || !q->queue || !q->digit)
    return gr_error_set(err, GR_ENOMEM, "out of memory for a search over %llu positions", (unsigned long long)P);
  free(q->map);
  q->map = NULL;
  return 0;
}

static int start_product(engine *e, gr_error *err) {
  product *q = calloc(1, sizeof *q);
  e->prod = q;
  if (q == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the search");
  uint32_t k = e->d.k;
  q->size = calloc(k, sizeof *q->size);
  q->stride = calloc(k, sizeof *q->stride);
  q->glob = calloc(k, sizeof *q->glob);
  q->ostart = calloc(k, sizeof *q->ostart);
  q->oto = calloc(k, sizeof *q->oto);
  q->istart = calloc(k, sizeof *q->istart);
  q->ifrom = calloc(k, sizeof *q->ifrom);
  q->map = malloc((size_t)e->d.n * sizeof *q->map);
  q->k = k; /* after the arrays: product_free walks k entries of each */
  if (!q->size || !q->stride || !q->glob || !q->ostart || !q->oto || !q->istart || !q->ifrom || !q->map)
    return gr_error_set(err, GR_ENOMEM, "out of memory for the search");
  memset(q->map, 0xff, (size_t)e->d.n * sizeof *q->map);
  return 0;
}

/* 1 finished, 0 budget spent, -1 error.  Each phase does at most about
 * *budget units and takes them off. */
static int engine_advance(engine *e, uint64_t *budget, gr_error *err) {
  const dag_view *d = &e->d;
  uint32_t n = d->n, m = d->m;
  while (*budget > 0) {
    uint64_t left = *budget;
    switch (e->phase) {
    case PH_OUT: { /* the edges are sorted by source: row starts in one sequential pass */
      uint64_t end = e->cursor + left < m ? e->cursor + left : m;
      for (uint64_t x = e->cursor; x < end; x++) e->out_start[efrom(d->edges[x]) + 1]++;
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == m) e->phase = PH_OUT_PREFIX, e->cursor = 0;
      break;
    }
    case PH_OUT_PREFIX: {
      uint64_t end = e->cursor + left < n ? e->cursor + left : n;
      for (uint64_t v = e->cursor; v < end; v++) {
        e->out_start[v + 1] += e->out_start[v];
        uint32_t deg = e->out_start[v + 1] - e->out_start[v];
        if (deg > e->maxdeg) e->maxdeg = deg;
      }
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == n) {
        e->phase = PH_DFS, e->cursor = 0;
        e->mark = calloc((size_t)e->maxdeg + 2, sizeof *e->mark);
        if (e->mark == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
      }
      break;
    }
    case PH_DFS: {
      /* Depth first from each unvisited vertex in turn; a vertex's SG value
       * is its successors' mex once they are all done (post-order, so the
       * order is a reverse topological one).  Meeting a vertex still on the
       * stack means a cycle: then Kahn's peeling takes over, with the
       * predecessor lists it needs. */
      uint64_t spent = 0;
      uint32_t *stack = e->pending;
      while (spent < left) {
        if (e->sp == 0) {
          while (e->cursor < n && e->sg[e->cursor] != SG_INF) e->cursor++, spent++;
          if (e->cursor == n) break;
          uint32_t r = (uint32_t)e->cursor;
          e->sg[r] = SG_GRAY;
          e->it[r] = e->out_start[r];
          stack[e->sp++] = r;
        }
        uint32_t v = stack[e->sp - 1];
        if (e->it[v] < e->out_start[v + 1]) {
          uint32_t w = eto(d->edges[e->it[v]++]), s = e->sg[w];
          spent++;
          if (s == SG_INF) {
            e->sg[w] = SG_GRAY;
            e->it[w] = e->out_start[w];
            stack[e->sp++] = w;
          } else if (s == SG_GRAY) {
            e->cyclic = true;
            break;
          }
        } else {
          uint32_t b = e->out_start[v], end = e->out_start[v + 1], deg = end - b;
          for (uint32_t x = b; x < end; x++) {
            uint32_t s = e->sg[eto(d->edges[x])];
            if (s <= deg) e->mark[s] = v + 1;
          }
          uint32_t g = 0;
          while (e->mark[g] == v + 1) g++;
          e->sg[v] = g;
          e->order[e->nq++] = v;
          e->sp--;
          spent += 1 + deg;
        }
      }
      *budget -= spent < left ? spent : left;
      e->units += spent;
      if (e->cyclic || e->cursor == n) {
        free(e->it);
        e->it = NULL;
        e->cursor = 0;
        e->retro = d->misere || e->cyclic;
        if (e->cyclic) e->nq = 0, e->sp = 0; /* start over with Kahn */
        e->phase = e->retro ? PH_IN_COUNT : PH_DECIDE;
        if (e->retro) {
          e->in_start = calloc((size_t)n + 1, sizeof *e->in_start);
          e->in_from = malloc((m ? m : 1) * sizeof *e->in_from);
          e->outcome = malloc(n);
          e->rqueue = malloc((size_t)n * sizeof *e->rqueue);
          e->why = malloc((size_t)n * sizeof *e->why);
          if (!e->in_start || !e->in_from || !e->outcome || !e->rqueue || !e->why)
            return gr_error_set(err, GR_ENOMEM, "out of memory for the predecessors of %u vertices and %u edges", n, m);
        }
      }
      break;
    }
    case PH_IN_COUNT: {
      uint64_t end = e->cursor + left < m ? e->cursor + left : m;
      for (uint64_t x = e->cursor; x < end; x++) e->in_start[eto(d->edges[x]) + 1]++;
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == m) e->phase = PH_IN_PREFIX, e->cursor = 0;
      break;
    }
    case PH_IN_PREFIX: {
      uint64_t end = e->cursor + left < n ? e->cursor + left : n;
      for (uint64_t v = e->cursor; v < end; v++) e->in_start[v + 1] += e->in_start[v];
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == n) {
        e->phase = PH_FILL, e->cursor = 0;
        memcpy(e->pending, e->in_start, (size_t)n * sizeof *e->pending); /* fill cursors */
      }
      break;
    }
    case PH_FILL: {
      uint64_t end = e->cursor + left < m ? e->cursor + left : m;
      for (uint64_t x = e->cursor; x < end; x++) e->in_from[e->pending[eto(d->edges[x])]++] = efrom(d->edges[x]);
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == m) e->phase = e->cyclic ? PH_PEEL_INIT : PH_RETRO_INIT, e->cursor = 0;
      break;
    }
    case PH_PEEL_INIT: {
      uint64_t end = e->cursor + left < n ? e->cursor + left : n;
      for (uint64_t v = e->cursor; v < end; v++) {
        e->sg[v] = SG_INF;
        e->pending[v] = outdeg(e, (uint32_t)v);
        if (e->pending[v] == 0) e->order[e->nq++] = (uint32_t)v;
      }
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == n) e->phase = PH_PEEL;
      break;
    }
    case PH_PEEL: {
      uint64_t spent = 0;
      while (spent < left && e->qhead < e->nq) {
        uint32_t v = e->order[e->qhead++];
        uint32_t b = e->out_start[v], end = e->out_start[v + 1], deg = end - b;
        for (uint32_t x = b; x < end; x++) {
          uint32_t s = e->sg[eto(d->edges[x])];
          if (s <= deg) e->mark[s] = v + 1;
        }
        uint32_t g = 0;
        while (e->mark[g] == v + 1) g++;
        e->sg[v] = g;
        for (uint32_t x = e->in_start[v]; x < e->in_start[v + 1]; x++)
          if (--e->pending[e->in_from[x]] == 0) e->order[e->nq++] = e->in_from[x];
        spent += 1 + deg + (e->in_start[v + 1] - e->in_start[v]);
      }
      *budget -= spent < left ? spent : left;
      e->units += spent;
      if (e->qhead == e->nq) e->phase = PH_RETRO_INIT, e->cursor = 0;
      break;
    }
    case PH_RETRO_INIT: {
      uint64_t end = e->cursor + left < n ? e->cursor + left : n;
      for (uint64_t v = e->cursor; v < end; v++) {
        e->pending[v] = outdeg(e, (uint32_t)v);
        e->outcome[v] = UNKNOWN;
        e->why[v] = NONE32;
        if (e->pending[v] == 0) {
          e->outcome[v] = d->misere ? WON : LOST;
          e->pending[v] = e->rtail; /* from now on: the label time */
          e->rqueue[e->rtail++] = (uint32_t)v;
        }
      }
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == n) e->phase = PH_RETRO;
      break;
    }
    case PH_RETRO: {
      uint64_t spent = 0;
      while (spent < left && e->rhead < e->rtail) {
        uint32_t v = e->rqueue[e->rhead++];
        bool lost = e->outcome[v] == LOST;
        for (uint32_t x = e->in_start[v]; x < e->in_start[v + 1]; x++) {
          uint32_t u = e->in_from[x];
          if (e->outcome[u] != UNKNOWN) continue;
          if (lost) {
            e->outcome[u] = WON;
            e->why[u] = v;
          } else if (--e->pending[u] == 0) {
            e->outcome[u] = LOST;
          } else {
            continue;
          }
          e->pending[u] = e->rtail;
          e->rqueue[e->rtail++] = u;
        }
        spent += 1 + (e->in_start[v + 1] - e->in_start[v]);
      }
      *budget -= spent < left ? spent : left;
      e->units += spent;
      if (e->rhead == e->rtail) e->phase = PH_RETRO_DONE, e->cursor = 0;
      break;
    }
    case PH_RETRO_DONE: {
      uint64_t end = e->cursor + left < n ? e->cursor + left : n;
      for (uint64_t v = e->cursor; v < end; v++)
        if (e->outcome[v] == UNKNOWN) e->outcome[v] = DRAWN, e->pending[v] = NONE32;
      *budget -= end - e->cursor;
      e->units += end - e->cursor;
      e->cursor = end;
      if (end == n) e->phase = PH_DECIDE;
      break;
    }
    case PH_DECIDE: {
      bool finite = true;
      for (uint32_t i = 0; i < d->k && finite; i++)
        if (e->sg[d->tokens[i]] == SG_INF) finite = false, e->witness_token = i;
      if (!d->misere) e->method = finite ? DAG_METHOD_XOR : d->k == 1 ? DAG_METHOD_SINGLE : DAG_METHOD_SEARCH;
      else e->method = d->k == 1 ? DAG_METHOD_SINGLE : finite ? DAG_METHOD_SJ : DAG_METHOD_SEARCH;
      *budget -= 1;
      e->units += d->k;
      if (e->method == DAG_METHOD_SJ) {
        /* The premise: no vertex a token reaches has SG 0 unless it is a sink. */
        e->seen = calloc(n, 1);
        e->bfs = malloc((size_t)n * sizeof *e->bfs);
        if (!e->seen || !e->bfs) return gr_error_set(err, GR_ENOMEM, "out of memory");
        for (uint32_t i = 0; i < d->k; i++) {
          uint32_t t = (uint32_t)d->tokens[i];
          if (!e->seen[t]) e->seen[t] = 1, e->bfs[e->btail++] = t;
        }
        e->premise = true;
        e->phase = PH_PREMISE;
      } else if (e->method == DAG_METHOD_SEARCH) {
        if (start_product(e, err) != 0) return -1;
        e->phase = PH_BUILD;
      } else {
        e->phase = PH_DONE;
      }
      break;
    }
    case PH_PREMISE: {
      uint64_t spent = 0;
      while (spent < left && e->bhead < e->btail && e->premise) {
        uint32_t v = e->bfs[e->bhead++];
        if (e->sg[v] == 0 && outdeg(e, v) > 0) {
          e->premise = false;
          e->witness = v;
          break;
        }
        for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
          uint32_t w = eto(d->edges[x]);
          if (!e->seen[w]) e->seen[w] = 1, e->bfs[e->btail++] = w;
        }
        spent += 1 + outdeg(e, v);
      }
      *budget -= spent < left ? spent : left;
      e->units += spent;
      if (!e->premise || e->bhead == e->btail) {
        if (e->premise) {
          e->phase = PH_DONE;
        } else {
          /* Which token reaches the witness: search again from each (rare path, O(k (n + m))). */
          for (uint32_t i = 0; i < d->k; i++) {
            memset(e->seen, 0, n);
            uint32_t head = 0, tail = 0, t = (uint32_t)d->tokens[i];
            e->seen[t] = 1;
            e->bfs[tail++] = t;
            bool found = false;
            while (head < tail && !found) {
              uint32_t v = e->bfs[head++];
              found = v == e->witness;
              for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++) {
                uint32_t w = eto(d->edges[x]);
                if (!e->seen[w]) e->seen[w] = 1, e->bfs[tail++] = w;
              }
            }
            if (found) {
              e->witness_token = i;
              break;
            }
          }
          e->method = DAG_METHOD_SEARCH;
          e->sj_failed = true;
          if (start_product(e, err) != 0) return -1;
          e->phase = PH_BUILD;
        }
      }
      break;
    }
    case PH_BUILD: {
      if (product_build_one(e, err) != 0) return -1;
      *budget -= 1;
      if (e->prod->built == e->prod->k) {
        if (product_plan(e, err) != 0) return -1;
        e->phase = PH_SEARCH_INIT;
        e->prod->cursor = 0;
      }
      break;
    }
    case PH_SEARCH_INIT: {
      product *q = e->prod;
      uint64_t end = q->cursor + left < q->P ? q->cursor + left : q->P;
      for (uint64_t s = q->cursor; s < end; s++) {
        uint32_t c = 0;
        for (uint32_t i = 0; i < q->k; i++) c += q->ostart[i][q->digit[i] + 1] - q->ostart[i][q->digit[i]];
        q->label[s] = UNKNOWN;
        q->count[s] = c;
        if (c == 0) {
          q->label[s] = d->misere ? WON : LOST;
          q->count[s] = (uint32_t)q->tail;
          q->queue[q->tail++] = (uint32_t)s;
        }
        for (uint32_t i = 0; i < q->k; i++) { /* the odometer: digit 0 turns fastest */
          if (++q->digit[i] < q->size[i]) break;
          q->digit[i] = 0;
        }
      }
      *budget -= end - q->cursor;
      e->units += (end - q->cursor) * q->k;
      q->cursor = end;
      if (end == q->P) e->phase = PH_SEARCH;
      break;
    }
    case PH_SEARCH: {
      product *q = e->prod;
      uint64_t spent = 0;
      while (spent < left && q->head < q->tail) {
        uint32_t s = q->queue[q->head++];
        bool lost = q->label[s] == LOST;
        uint64_t rest = s;
        for (uint32_t i = 0; i < q->k; i++) {
          uint32_t l = (uint32_t)(rest % q->size[i]);
          rest /= q->size[i];
          uint64_t base = s - (uint64_t)l * q->stride[i];
          for (uint32_t x = q->istart[i][l]; x < q->istart[i][l + 1]; x++) {
            uint64_t u = base + (uint64_t)q->ifrom[i][x] * q->stride[i];
            if (q->label[u] != UNKNOWN) continue;
            if (lost) {
              q->label[u] = WON;
            } else if (--q->count[u] == 0) {
              q->label[u] = LOST;
            } else {
              continue;
            }
            q->count[u] = (uint32_t)q->tail;
            q->queue[q->tail++] = (uint32_t)u;
          }
          spent += q->istart[i][l + 1] - q->istart[i][l];
        }
        spent += 1;
      }
      *budget -= spent < left ? spent : left;
      e->units += spent;
      if (q->head == q->tail) e->phase = PH_DONE;
      break;
    }
    case PH_DONE: {
      e->x = 0;
      bool big = false;
      for (uint32_t i = 0; i < d->k && (e->method == DAG_METHOD_XOR || e->method == DAG_METHOD_SJ); i++) {
        e->x ^= e->sg[d->tokens[i]];
        e->nbig += e->sg[d->tokens[i]] > 1;
      }
      big = e->nbig > 0;
      switch (e->method) {
      case DAG_METHOD_XOR: e->result = e->x ? WON : LOST; break;
      case DAG_METHOD_SINGLE: e->result = e->outcome[d->tokens[0]]; break;
      case DAG_METHOD_SJ: e->result = (e->x != 0 && big) || (e->x == 0 && !big) ? WON : LOST; break;
      default: e->result = e->prod->label[e->prod->start] == UNKNOWN ? DRAWN : e->prod->label[e->prod->start]; break;
      }
      return 1;
    }
    }
  }
  return 0;
}

static int engine_run(engine *e, gr_error *err) {
  for (;;) {
    uint64_t budget = UINT64_MAX / 4;
    int r = engine_advance(e, &budget, err);
    if (r != 0) return r < 0 ? -1 : 0;
  }
}

/* The outcome for the player to move after token i moves to the j-th
 * out-edge of its vertex (edge index x): LOST means a winning move. */
static int after_move(const engine *e, uint32_t i, uint32_t j, uint32_t x) {
  const dag_view *d = &e->d;
  uint32_t t = (uint32_t)d->tokens[i], w = eto(d->edges[x]);
  switch (e->method) {
  case DAG_METHOD_XOR: return (e->x ^ e->sg[t] ^ e->sg[w]) ? WON : LOST;
  case DAG_METHOD_SINGLE: return e->outcome[w];
  case DAG_METHOD_SJ: {
    uint64_t x2 = e->x ^ e->sg[t] ^ e->sg[w];
    bool big = e->nbig - (e->sg[t] > 1) + (e->sg[w] > 1) > 0;
    return (x2 != 0 && big) || (x2 == 0 && !big) ? WON : LOST;
  }
  default: {
    const product *q = e->prod;
    /* Token i's vertex is its local 0; its j-th local out-edge is the j-th edge. */
    uint64_t s = q->start + (uint64_t)q->oto[i][q->ostart[i][0] + j] * q->stride[i];
    return q->label[s] == UNKNOWN ? DRAWN : q->label[s];
  }
  }
}

/* The verdict and every winning move (as many as memory allows). */
static int conclude(const engine *e, const gr_pos *p, gr_analysis *a, gr_error *err) {
  const dag_view *d = &e->d;
  a->winner = e->result == DRAWN ? GR_WINNER_DRAW : e->result == WON ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = e->method == DAG_METHOD_XOR;
  a->grundy = a->has_grundy ? e->x : 0;
  if (e->result != WON) return 0;
  uint64_t cap = LIST_WORDS / p->len;
  if (cap == 0) cap = 1;
  for (uint32_t i = 0; i < d->k; i++) {
    uint32_t t = (uint32_t)d->tokens[i];
    for (uint32_t x = e->out_start[t], j = 0; x < e->out_start[t + 1]; x++, j++) {
      if (after_move(e, i, j, x) != LOST) continue;
      if (a->winning_moves.count >= cap) {
        a->unlisted_moves++;
        continue;
      }
      gr_pos next;
      gr_pos_init(&next);
      if (with_token(p, d, i, eto(d->edges[x]), &next, err) != 0 ||
          gr_pos_list_push(&a->winning_moves, &next, err) != 0)
        return -1;
    }
  }
  return 0;
}

int dag_method_of(const gr_pos *p, dag_method *method, gr_error *err) {
  engine *e = engine_new(p, err);
  if (e == NULL) return -1;
  int rc = engine_run(e, err);
  if (rc == 0) *method = e->method;
  engine_free(e);
  return rc;
}

/* ---- the verdict job ------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  engine *e;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  if (s == NULL) return;
  engine_free(s->e);
  gr_pos_free(&s->pos);
  free(s);
  job->state = NULL;
}

static void note_progress(gr_job *job, uint64_t units) {
  if (units >= job->total) job->total = units + 1;
  job->done = units;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  int r = engine_advance(s->e, &budget, err);
  note_progress(job, s->e->units);
  if (r < 0) return -1;
  if (r == 0) return 0;
  if (conclude(s->e, &s->pos, &job->analysis, err) != 0) return -1;
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int dag_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  solve_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&s->pos);
  gr_job tmp = {.state = s};
  if (gr_pos_copy(&s->pos, p, err) != 0 || (s->e = engine_new(&s->pos, err)) == NULL) {
    solve_destroy(&tmp);
    return -1;
  }
  *job = gr_job_new(&solve_ops, s, engine_total(&s->e->d), err);
  return *job ? 0 : -1;
}

/* ---- the computer's stalling move ------------------------------------ */

static int dag_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (dag_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
  engine *e = engine_new(p, err);
  if (e == NULL) return -1;
  uint32_t *height = NULL;
  int rc = -1;
  if (engine_run(e, err) != 0) goto done;
  const dag_view *d = &e->d;
  if (e->method == DAG_METHOD_XOR || e->method == DAG_METHOD_SJ) {
    height = calloc(d->n, sizeof *height);
    if (height == NULL) {
      gr_error_set(err, GR_ENOMEM, "out of memory");
      goto done;
    }
    for (uint32_t q = 0; q < e->nq; q++) { /* successors first */
      uint32_t v = e->order[q];
      for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++)
        if (height[eto(d->edges[x])] + 1 > height[v]) height[v] = height[eto(d->edges[x])] + 1;
    }
  }
  int64_t best = INT64_MIN;
  uint32_t bi = 0, bw = 0;
  for (uint32_t i = 0; i < d->k; i++) {
    uint32_t t = (uint32_t)d->tokens[i];
    for (uint32_t x = e->out_start[t], j = 0; x < e->out_start[t + 1]; x++, j++) {
      uint32_t w = eto(d->edges[x]);
      int after = after_move(e, i, j, x);
      int64_t score;
      if (e->result == DRAWN) {
        score = after == DRAWN ? 1 : 0; /* keep the draw */
      } else if (height) {
        score = (int64_t)height[w] - (int64_t)height[t];
      } else if (e->method == DAG_METHOD_SINGLE) {
        score = e->pending[w] == NONE32 ? -1 : (int64_t)e->pending[w];
      } else {
        const product *q = e->prod;
        uint64_t s = q->start + (uint64_t)q->oto[i][q->ostart[i][0] + j] * q->stride[i];
        score = q->label[s] == UNKNOWN ? -1 : (int64_t)q->count[s];
      }
      if (e->result == WON && after == LOST) score = INT64_MAX; /* not stalling: a win is a win */
      if (score > best) best = score, bi = i, bw = w;
    }
  }
  rc = with_token(p, d, bi, bw, out, err);
done:
  free(height);
  engine_free(e);
  return rc;
}

/* ---- describing and playing moves ------------------------------------- */

static void dag_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  dag_view a, b;
  gr_error err = {0};
  if (decode(from, &a, false, &err) != 0 || decode(to, &b, false, &err) != 0 || a.k != b.k) return;
  for (uint32_t i = 0; i < a.k; i++)
    if (a.tokens[i] != b.tokens[i] || (a.k == 1)) {
      if (lang == GR_ZH)
        gr_buf_printf(out, "棋子 %u:顶点 %llu → %llu", i + 1, (unsigned long long)a.tokens[i],
                      (unsigned long long)b.tokens[i]);
      else
        gr_buf_printf(out, "token %u: vertex %llu -> %llu", i + 1, (unsigned long long)a.tokens[i],
                      (unsigned long long)b.tokens[i]);
      return;
    }
  /* Nothing changed: a loop v>v. */
  gr_buf_puts(out, lang == GR_ZH ? "沿自环移动,局面不变" : "a move along a loop: the position is unchanged");
}

static int play_syntax_error(gr_error *err) {
  return gr_error_set(err, GR_ESYNTAX, "a move is written 'move TOKEN VERTEX' (tokens numbered from 1), e.g. move 1 2");
}

static int dag_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  dag_view d;
  if (decode(p, &d, false, err) != 0) return -1;
  if (dag_is_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: every token is on a sink");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "move", 4) != 0 || (action[4] != ' ' && action[4] != '\t')) return play_syntax_error(err);
  gr_pos args;
  gr_pos_init(&args);
  if (gr_parse_u64_list(action + 4, "number", 2, &args, err) != 0) return -1;
  if (args.len != 2) {
    gr_pos_free(&args);
    return play_syntax_error(err);
  }
  uint64_t token = args.v[0], to = args.v[1];
  gr_pos_free(&args);
  if (token == 0 || token > d.k)
    return d.k == 1 ? gr_error_set(err, GR_ERANGE, "there is only token 1")
                    : gr_error_set(err, GR_ERANGE, "token %llu does not exist: the tokens are 1..%u",
                                   (unsigned long long)token, d.k);
  uint32_t i = (uint32_t)token - 1, t = (uint32_t)d.tokens[i];
  if (to >= d.n)
    return gr_error_set(err, GR_ERANGE, "vertex %llu is not in the graph (the vertices are 0..%u)",
                        (unsigned long long)to, d.n - 1);
  if (!has_edge(&d, t, (uint32_t)to)) {
    uint32_t b, e;
    out_range(&d, t, &b, &e);
    if (b == e)
      return gr_error_set(err, GR_ERANGE, "token %u is on vertex %u, a sink: it cannot move", i + 1, t);
    char list[160];
    size_t used = 0;
    for (uint32_t x = b; x < e && used + 24 < sizeof list; x++)
      used += (size_t)snprintf(list + used, sizeof list - used, "%s%u", x > b ? ", " : "", eto(d.edges[x]));
    if (e - b > 0 && used + 24 >= sizeof list) snprintf(list + used, sizeof list - used, ", ...");
    return gr_error_set(err, GR_ERANGE, "there is no edge %u>%llu: token %u on vertex %u can move to %s", t,
                        (unsigned long long)to, i + 1, t, list);
  }
  return with_token(p, &d, i, (uint32_t)to, out, err);
}

/* The inverse of dag_play: the graph (flags, n, edges, token count) must be
 * the same and exactly one token must have slid along an edge; `to` equal to
 * `from` is the move along a loop, when a token sits on one.  O(m + k). */
static int dag_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  dag_view a, b;
  gr_error ignored = {0};
  if (decode(from, &a, false, err) != 0) return -1;
  if (decode(to, &b, false, &ignored) != 0 || from->len != to->len ||
      memcmp(from->v, to->v, (4 + (size_t)a.m) * sizeof *from->v) != 0)
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint32_t moved = NONE32;
  for (uint32_t i = 0; i < a.k; i++) {
    if (a.tokens[i] == b.tokens[i]) continue;
    if (moved != NONE32) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
    moved = i;
  }
  if (moved == NONE32) /* the same position: a loop v>v under some token */
    for (uint32_t i = 0; i < a.k && moved == NONE32; i++)
      if (has_edge(&a, (uint32_t)a.tokens[i], (uint32_t)a.tokens[i])) moved = i;
  if (moved == NONE32 || !has_edge(&a, (uint32_t)a.tokens[moved], (uint32_t)b.tokens[moved]))
    return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  gr_buf_printf(out, "move %u %llu", moved + 1, (unsigned long long)b.tokens[moved]);
  return 0;
}

/* ---- the board --------------------------------------------------------- */

/* The graph with its tokens; past DAG_DRAW_MAX vertices, the ones nearest
 * the tokens (breadth first from them), with a note. */
static void dag_board(const gr_pos *p, gr_json *j) {
  dag_view d;
  gr_error err = {0};
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  if (decode(p, &d, false, &err) != 0) {
    gr_json_object_end(j);
    return;
  }
  uint32_t shown_n = d.n <= DAG_DRAW_MAX ? d.n : DAG_DRAW_MAX;
  uint32_t *node = malloc(shown_n * sizeof *node);
  uint32_t *local = NULL;
  uint32_t *ef = NULL, *et = NULL;
  int32_t *x = malloc(shown_n * sizeof *x), *y = malloc(shown_n * sizeof *y);
  uint32_t count = 0, ne = 0;
  bool ok = node && x && y;
  if (ok && d.n <= DAG_DRAW_MAX) {
    for (uint32_t v = 0; v < d.n; v++) node[count++] = v;
  } else if (ok) {
    local = malloc((size_t)d.n * sizeof *local);
    ok = local != NULL;
    if (ok) {
      memset(local, 0xff, (size_t)d.n * sizeof *local);
      for (uint32_t i = 0; i < d.k && count < shown_n; i++)
        if (local[d.tokens[i]] == NONE32) local[d.tokens[i]] = count, node[count++] = (uint32_t)d.tokens[i];
      for (uint32_t h = 0; h < count && count < shown_n; h++) {
        uint32_t b, e;
        out_range(&d, node[h], &b, &e);
        for (uint32_t q = b; q < e && count < shown_n; q++)
          if (local[eto(d.edges[q])] == NONE32) local[eto(d.edges[q])] = count, node[count++] = eto(d.edges[q]);
      }
    }
  }
  /* The edges among the shown vertices, in the graph's order. */
  uint64_t cap = 0;
  for (uint32_t a = 0; ok && a < count; a++) {
    uint32_t b, e;
    out_range(&d, node[a], &b, &e);
    cap += e - b;
  }
  if (ok) {
    ef = malloc((cap ? cap : 1) * sizeof *ef);
    et = malloc((cap ? cap : 1) * sizeof *et);
    ok = ef && et;
  }
  for (uint32_t a = 0; ok && a < count; a++) {
    uint32_t b, e;
    out_range(&d, node[a], &b, &e);
    for (uint32_t q = b; q < e; q++) {
      uint32_t w = eto(d.edges[q]), lw = local ? local[w] : w;
      if (lw == NONE32) continue;
      ef[ne] = a;
      et[ne++] = lw;
    }
  }
  if (ok) ok = gr_layout_layered(count, ef, et, ne, x, y, &err) == 0;
  gr_json_key(j, "directed");
  gr_json_bool(j, true);
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  for (uint32_t a = 0; ok && a < count; a++) {
    char label[16];
    snprintf(label, sizeof label, "%u", node[a]);
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, node[a]);
    gr_json_key(j, "label");
    gr_json_string(j, label);
    gr_json_key(j, "x");
    gr_json_i64(j, x[a]);
    gr_json_key(j, "y");
    gr_json_i64(j, y[a]);
    bool any = false;
    for (uint32_t i = 0; i < d.k; i++) {
      if (d.tokens[i] != node[a]) continue;
      if (!any) {
        gr_json_key(j, "token");
        gr_json_array_begin(j);
        any = true;
      }
      gr_json_u64(j, i + 1);
    }
    if (any) gr_json_array_end(j);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (uint32_t q = 0; ok && q < ne; q++) {
    /* An edge's id is the edge as the position writes it, FROM>TO: a
     * number would be taken for a vertex or a token when clicked. */
    char name[24];
    snprintf(name, sizeof name, "%u>%u", node[ef[q]], node[et[q]]);
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_string(j, name);
    gr_json_key(j, "from");
    gr_json_u64(j, node[ef[q]]);
    gr_json_key(j, "to");
    gr_json_u64(j, node[et[q]]);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "tokens");
  gr_json_array_begin(j);
  for (uint32_t i = 0; i < d.k; i++) gr_json_u64(j, d.tokens[i]);
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "move");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "token");
  gr_json_string(j, "vertex");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  if (d.misere || d.n > DAG_DRAW_MAX || !ok) {
    char en[200], zh[200];
    snprintf(en, sizeof en, "%s%s", d.misere ? "Misère play: the player who cannot move wins. " : "",
             !ok ? "The graph could not be drawn (out of memory)."
                 : d.n > DAG_DRAW_MAX ? "Only the vertices nearest the tokens are drawn." : "");
    snprintf(zh, sizeof zh, "%s%s", d.misere ? "反常规则:无法移动的一方获胜。" : "",
             !ok ? "图无法绘制(内存不足)。" : d.n > DAG_DRAW_MAX ? "只画出离棋子最近的顶点。" : "");
    gr_json_key(j, "note");
    gr_json_object_begin(j);
    gr_json_key(j, "en");
    gr_json_string(j, en);
    gr_json_key(j, "zh");
    gr_json_string(j, zh);
    gr_json_object_end(j);
  }
  gr_json_object_end(j);
  free(node);
  free(local);
  free(ef);
  free(et);
  free(x);
  free(y);
}

/* ---- the trace --------------------------------------------------------- */

enum {
  R_SG_SINK, R_SG_MEX, R_OUT_SINK, R_OUT_SINK_MISERE, R_OUT_WIN, R_OUT_LOSE, R_OUT_DRAW, R_TOKEN, R_XOR,
  R_RES_XOR, R_RES_SJ, R_RES_SINGLE, R_RES_SEARCH, R_COUNT
};

static const gr_rule dag_rules[R_COUNT] = {
    [R_SG_SINK] = {{"Sink", "汇点"}, {"no move: SG(v) = mex{} = 0", "无路可走:SG(v) = mex{} = 0"}, {NULL, NULL, NULL}},
    [R_SG_MEX] = {{"mex", "mex"},
                  {"SG(v) = mex{SG(w) : v>w}, once every successor w has its value",
                   "所有后继 w 都有值后,SG(v) = mex{SG(w) : v>w}"},
                  {"SG(w)", "SG(w)", "SG(w)"}},
    [R_OUT_SINK] = {{"No move", "无路可走"},
                    {"a sink: the player to move loses", "汇点:轮到的一方必败"},
                    {NULL, NULL, NULL}},
    [R_OUT_SINK_MISERE] = {{"No move (misère)", "无路可走(反常)"},
                           {"a sink: under misère play the player to move wins", "汇点:反常规则下轮到的一方获胜"},
                           {NULL, NULL, NULL}},
    [R_OUT_WIN] = {{"Win", "必胜"},
                   {"some move reaches a position lost for the opponent: won", "存在一步走到对手必败的局面:必胜"},
                   {"lost successor", NULL, NULL}},
    [R_OUT_LOSE] = {{"Loss", "必败"},
                    {"every move reaches a position won for the opponent: lost", "每一步都走到对手必胜的局面:必败"},
                    {"successor", "successor", "successor"}},
    [R_OUT_DRAW] = {{"Draw", "平局"},
                    {"never labelled: no move reaches a lost position, some reach a draw: neither side can force the end",
                     "从未被标记:没有一步能到必败局面,但有一步到平局:双方都无法迫使游戏结束"},
                    {"successor", "successor", "successor"}},
    [R_TOKEN] = {{"Token", "棋子"},
                 {"a token's value is the SG value of its vertex", "棋子的值是它所在顶点的 SG 值"},
                 {"token", "SG", NULL}},
    [R_XOR] = {{"Sum", "游戏的和"},
               {"SG of the sum = the xor of the tokens' SG values", "和的 SG 值 = 各棋子 SG 值的异或"},
               {"SG", "SG", "SG"}},
    [R_RES_XOR] = {{"Sprague-Grundy", "SG 定理"},
                   {"the first player wins iff the xor X is not 0", "先手必胜当且仅当异或和 X ≠ 0"},
                   {"X", NULL, NULL}},
    [R_RES_SJ] = {{"SJ theorem", "SJ 定理"},
                  {"misère: the first player wins iff (X != 0 and some SG > 1) or (X = 0 and no SG > 1)",
                   "反常:先手必胜当且仅当 (X ≠ 0 且某个 SG > 1) 或 (X = 0 且没有 SG > 1)"},
                  {"X", "SG", "SG"}},
    [R_RES_SINGLE] = {{"One token", "单个棋子"},
                      {"one token: the outcome is its vertex's label", "只有一个棋子:结果就是它所在顶点的标记"},
                      {"token", "outcome", NULL}},
    [R_RES_SEARCH] = {{"Search", "搜索"},
                      {"retrograde labelling of every position of the sum", "对和游戏的所有局面做逆向标记"},
                      {"positions", "token", "token"}},
};

enum { TRACE_ENGINE, TRACE_BUILD, TRACE_SG, TRACE_RETRO, TRACE_DRAWS, TRACE_TOKENS, TRACE_XOR, TRACE_RESULT, TRACE_DONE };

typedef struct trace_state {
  gr_pos pos;
  engine *e;
  int phase;
  uint64_t cursor;
  int v_sg, v_out, v_tok, v_tsg, v_xor, v_pos, v_res, v_size;
  uint32_t *reads;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  if (s == NULL) return;
  engine_free(s->e);
  gr_pos_free(&s->pos);
  free(s->reads);
  free(s);
  job->state = NULL;
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int trace_build(gr_job *job, trace_state *s, gr_error *err) {
  engine *e = s->e;
  const dag_view *d = &e->d;
  bool xorish = e->method == DAG_METHOD_XOR || e->method == DAG_METHOD_SJ;
  uint64_t draws = 0;
  if (e->retro)
    for (uint32_t v = 0; v < d->n; v++) draws += e->outcome[v] == DRAWN;
  uint64_t steps = e->nq + (e->retro ? d->n : 0) + (xorish ? d->k + 1 : 0) + 1;
  gr_trace *t = gr_trace_new((size_t)steps, dag_rules, R_COUNT, explain, err);
  if (t == NULL) return -1;
  job->trace = t;
  bool draw = d->n <= DAG_DRAW_MAX;
  gr_view_kind kind = draw ? GR_VIEW_GRAPH : GR_VIEW_SEQUENCE;
  s->v_out = s->v_tsg = s->v_xor = s->v_pos = -1;
  if ((s->v_sg = gr_trace_add_view(t, kind, "sg", "SG values", "SG 值", 1, d->n, 0, err)) < 0) return -1;
  if (e->retro) {
    if ((s->v_out = gr_trace_add_view(t, kind, "outcome", d->misere ? "one token, misère: win / lose / draw"
                                                                    : "one token: win / lose / draw",
                                      d->misere ? "单个棋子(反常):胜 / 负 / 平" : "单个棋子:胜 / 负 / 平", 1,
                                      d->n, 0, err)) < 0)
      return -1;
    t->views[s->v_out].value_kind = GR_VALUE_OUTCOME;
  }
  if ((s->v_tok = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "tokens", "tokens' vertices", "棋子所在顶点", 1, d->k, 1,
                                    err)) < 0)
    return -1;
  if (xorish && ((s->v_tsg = gr_trace_add_view(t, GR_VIEW_SEQUENCE, "token_sg", "tokens' SG values", "棋子的 SG 值",
                                               1, d->k, 1, err)) < 0 ||
                 (s->v_xor = gr_trace_add_view(t, GR_VIEW_BOARD, "xor", "X = xor", "X = 异或和", 1, 1, 1, err)) < 0))
    return -1;
  if (e->method == DAG_METHOD_SEARCH &&
      (s->v_pos = gr_trace_add_view(t, GR_VIEW_BOARD, "positions", "positions searched", "搜索的局面数", 1, 1, 1,
                                    err)) < 0)
    return -1;
  if ((s->v_size = gr_trace_add_view(t, GR_VIEW_BOARD, "sizes", "vertices, edges, with SG, draws",
                                     "顶点数、边数、有 SG 值的顶点数、平局顶点数", 1, 4, 1, err)) < 0 ||
      (s->v_res = gr_trace_add_view(t, GR_VIEW_BOARD, "result", "the first player", "先手", 1, 1, 1, err)) < 0)
    return -1;
  t->views[s->v_res].value_kind = GR_VALUE_OUTCOME;
  for (uint32_t i = 0; i < d->k; i++) t->views[s->v_tok].values[i] = d->tokens[i];
  uint64_t *size = t->views[s->v_size].values;
  size[0] = d->n, size[1] = d->m, size[2] = e->nq, size[3] = draws;
  if (s->v_pos >= 0) t->views[s->v_pos].values[0] = e->prod->P;
  if (draw) {
    int32_t *x = malloc((size_t)d->n * sizeof *x), *y = malloc((size_t)d->n * sizeof *y);
    uint32_t *ef = malloc((d->m ? d->m : 1) * sizeof *ef), *et = malloc((d->m ? d->m : 1) * sizeof *et);
    int rc = -1;
    if (x && y && ef && et) {
      for (uint32_t q = 0; q < d->m; q++) ef[q] = efrom(d->edges[q]), et[q] = eto(d->edges[q]);
      rc = gr_layout_layered(d->n, ef, et, d->m, x, y, err) == 0 &&
                   gr_trace_set_graph(t, s->v_sg, x, y, ef, et, d->m, err) == 0 &&
                   (s->v_out < 0 || gr_trace_set_graph(t, s->v_out, x, y, ef, et, d->m, err) == 0)
               ? 0
               : -1;
    } else {
      gr_error_set(err, GR_ENOMEM, "out of memory laying out the graph");
    }
    free(x);
    free(y);
    free(ef);
    free(et);
    if (rc != 0) return -1;
  }
  s->reads = malloc(((size_t)e->maxdeg + d->k + 2) * sizeof *s->reads);
  if (s->reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  return 0;
}

/* The cells of v's successors in view `view`. */
static size_t successor_cells(const trace_state *s, const gr_trace *t, int view, uint32_t v) {
  const engine *e = s->e;
  size_t c = 0;
  for (uint32_t x = e->out_start[v]; x < e->out_start[v + 1]; x++)
    s->reads[c++] = gr_trace_cell_id(t, view, 0, eto(e->d.edges[x]));
  return c;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  engine *e = s->e;
  const dag_view *d = &e->d;
  while (budget > 0) {
    gr_trace *t = job->trace;
    switch (s->phase) {
    case TRACE_ENGINE: {
      int r = engine_advance(e, &budget, err);
      note_progress(job, e->units);
      if (r < 0) return -1;
      if (r == 0) return 0;
      s->phase = TRACE_BUILD;
      break;
    }
    case TRACE_BUILD:
      if (trace_build(job, s, err) != 0) return -1;
      budget = budget > d->n ? budget - d->n : 0;
      s->phase = TRACE_SG;
      s->cursor = 0;
      break;
    case TRACE_SG: {
      if (s->cursor == e->nq) {
        s->phase = e->retro ? TRACE_RETRO : TRACE_TOKENS, s->cursor = 0;
        break;
      }
      uint32_t v = e->order[s->cursor++];
      size_t c = successor_cells(s, t, s->v_sg, v);
      if (gr_trace_write(t, s->v_sg, 0, v, e->sg[v], c ? R_SG_MEX : R_SG_SINK, s->reads, c, err) != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_RETRO: {
      if (s->cursor == e->rtail) {
        s->phase = TRACE_DRAWS, s->cursor = 0;
        break;
      }
      uint32_t v = e->rqueue[s->cursor++];
      uint8_t rule;
      size_t c = 0;
      if (outdeg(e, v) == 0) {
        rule = d->misere ? R_OUT_SINK_MISERE : R_OUT_SINK;
      } else if (e->outcome[v] == WON) {
        rule = R_OUT_WIN;
        s->reads[c++] = gr_trace_cell_id(t, s->v_out, 0, e->why[v]);
      } else {
        rule = R_OUT_LOSE;
        c = successor_cells(s, t, s->v_out, v);
      }
      if (gr_trace_write(t, s->v_out, 0, v, e->outcome[v], rule, s->reads, c, err) != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_DRAWS: {
      while (s->cursor < d->n && e->outcome[s->cursor] != DRAWN) s->cursor++;
      if (s->cursor == d->n) {
        s->phase = TRACE_TOKENS, s->cursor = 0;
        break;
      }
      uint32_t v = (uint32_t)s->cursor++;
      size_t c = successor_cells(s, t, s->v_out, v);
      if (gr_trace_write(t, s->v_out, 0, v, DRAWN, R_OUT_DRAW, s->reads, c, err) != 0) return -1;
      budget -= budget < 1 + c ? budget : 1 + c;
      break;
    }
    case TRACE_TOKENS: {
      if (s->v_tsg < 0 || s->cursor == d->k) {
        s->phase = s->v_tsg < 0 ? TRACE_RESULT : TRACE_XOR, s->cursor = 0;
        break;
      }
      uint32_t i = (uint32_t)s->cursor++, v = (uint32_t)d->tokens[i];
      uint32_t reads[2] = {gr_trace_cell_id(t, s->v_tok, 0, i), gr_trace_cell_id(t, s->v_sg, 0, v)};
      if (gr_trace_write(t, s->v_tsg, 0, i, e->sg[v], R_TOKEN, reads, 2, err) != 0) return -1;
      budget--;
      break;
    }
    case TRACE_XOR: {
      for (uint32_t i = 0; i < d->k; i++) s->reads[i] = gr_trace_cell_id(t, s->v_tsg, 0, i);
      if (gr_trace_write(t, s->v_xor, 0, 0, e->x, R_XOR, s->reads, d->k, err) != 0) return -1;
      budget -= budget < d->k ? budget : d->k;
      s->phase = TRACE_RESULT;
      break;
    }
    case TRACE_RESULT: {
      size_t c = 0;
      uint8_t rule;
      switch (e->method) {
      case DAG_METHOD_XOR:
        rule = R_RES_XOR;
        s->reads[c++] = gr_trace_cell_id(t, s->v_xor, 0, 0);
        break;
      case DAG_METHOD_SJ:
        rule = R_RES_SJ;
        s->reads[c++] = gr_trace_cell_id(t, s->v_xor, 0, 0);
        for (uint32_t i = 0; i < d->k; i++) s->reads[c++] = gr_trace_cell_id(t, s->v_tsg, 0, i);
        break;
      case DAG_METHOD_SINGLE:
        rule = R_RES_SINGLE;
        s->reads[c++] = gr_trace_cell_id(t, s->v_tok, 0, 0);
        s->reads[c++] = gr_trace_cell_id(t, s->v_out, 0, (uint32_t)d->tokens[0]);
        break;
      default:
        rule = R_RES_SEARCH;
        s->reads[c++] = gr_trace_cell_id(t, s->v_pos, 0, 0);
        for (uint32_t i = 0; i < d->k; i++) s->reads[c++] = gr_trace_cell_id(t, s->v_tok, 0, i);
        break;
      }
      if (gr_trace_write(t, s->v_res, 0, 0, (uint64_t)e->result, rule, s->reads, c, err) != 0) return -1;
      job->done = job->total;
      job->finished = true;
      return 0;
    }
    }
  }
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static int dag_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  dag_view d;
  if (decode(p, &d, false, err) != 0) return -1;
  if (d.n > DAG_TRACE_MAX_VERTICES || d.m > DAG_TRACE_MAX_EDGES)
    return gr_error_set(err, GR_ELIMIT,
                        "%u vertices and %u edges: the trace records every step for at most %u vertices and %u edges "
                        "(the verdict alone handles %u vertices and %u edges)",
                        d.n, d.m, DAG_TRACE_MAX_VERTICES, DAG_TRACE_MAX_EDGES, DAG_MAX_VERTICES, DAG_MAX_EDGES);
  trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&s->pos);
  gr_job tmp = {.state = s};
  if (gr_pos_copy(&s->pos, p, err) != 0 || (s->e = engine_new(&s->pos, err)) == NULL) {
    trace_destroy(&tmp);
    return -1;
  }
  *job = gr_job_new(&trace_ops, s, engine_total(&s->e->d) + 3 * (uint64_t)d.n + d.m + d.k, err);
  return *job ? 0 : -1;
}

/* ---- explanations ------------------------------------------------------ */

static const char *outcome_word(uint64_t o, gr_lang lang) {
  static const char *const w[3][GR_NLANG] = {{"lost", "必败"}, {"won", "必胜"}, {"a draw", "平局"}};
  return w[o < 3 ? o : 2][lang];
}

static int cmp_u64_values(const void *a, const void *b) { return cmp_u64(a, b); }

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  int view;
  uint32_t row, v;
  if (!gr_trace_locate(t, t->step_cell[step], &view, &row, &v)) return;
  uint64_t value = gr_trace_value(t, t->step_cell[step]);
  const size_t shown_max = 12;
  switch (rule) {
  case R_SG_SINK:
    gr_buf_printf(out, zh ? "顶点 %u 没有出边(汇点):SG(%u) = mex{} = 0。" : "Vertex %u has no move (a sink): SG(%u) = mex{} = 0.",
                  v, v);
    return;
  case R_SG_MEX: {
    gr_buf_printf(out, zh ? "顶点 %u 的后继:" : "Vertex %u, its moves: ", v);
    uint64_t vals[16];
    size_t nv = 0;
    for (size_t k = 0; k < nreads; k++) {
      int w_view;
      uint32_t w_row, w;
      gr_trace_locate(t, reads[k], &w_view, &w_row, &w);
      uint64_t sv = gr_trace_value(t, reads[k]);
      if (k < shown_max) gr_buf_printf(out, "%sSG(%u) = %llu", k ? (zh ? "、" : ", ") : "", w, (unsigned long long)sv);
      if (nv < 16) {
        bool dup = false;
        for (size_t q = 0; q < nv; q++) dup = dup || vals[q] == sv;
        if (!dup) vals[nv++] = sv;
      }
    }
    if (nreads > shown_max) gr_buf_printf(out, zh ? " 等共 %zu 个" : " ... (%zu in all)", nreads);
    qsort(vals, nv, sizeof *vals, cmp_u64_values);
    gr_buf_puts(out, zh ? "。SG(" : ". SG(");
    gr_buf_printf(out, "%u) = mex{", v);
    for (size_t q = 0; q < nv; q++) gr_buf_printf(out, "%s%llu", q ? ", " : "", (unsigned long long)vals[q]);
    if (nreads > 16 && nv == 16) gr_buf_puts(out, ", ...");
    gr_buf_printf(out, "} = %llu", (unsigned long long)value);
    gr_buf_puts(out, zh ? (value ? "(非 0:一枚棋子在此时先手必胜)。" : "(为 0:一枚棋子在此时先手必败)。")
                        : (value ? " (not 0: one token here is a first-player win)." : " (0: one token here is a first-player loss)."));
    return;
  }
  case R_OUT_SINK:
    gr_buf_printf(out, zh ? "顶点 %u 是汇点:轮到的一方无法移动,必败。" : "Vertex %u is a sink: the player to move cannot move and loses.", v);
    return;
  case R_OUT_SINK_MISERE:
    gr_buf_printf(out, zh ? "顶点 %u 是汇点:反常规则下,轮到的一方无法移动,因此获胜(对手走了最后一步)。"
                          : "Vertex %u is a sink: under misère play the player to move cannot move and so wins (the opponent made the last move).",
                  v);
    return;
  case R_OUT_WIN: {
    int w_view;
    uint32_t w_row, w = 0;
    if (nreads) gr_trace_locate(t, reads[0], &w_view, &w_row, &w);
    gr_buf_printf(out, zh ? "顶点 %u:走到顶点 %u(对手在那里必败),所以必胜。" : "Vertex %u: the move to vertex %u, lost for the opponent, wins: won.",
                  v, w);
    return;
  }
  case R_OUT_LOSE:
  case R_OUT_DRAW: {
    gr_buf_printf(out, zh ? "顶点 %u:" : "Vertex %u: ", v);
    for (size_t k = 0; k < nreads && k < shown_max; k++) {
      int w_view;
      uint32_t w_row, w;
      gr_trace_locate(t, reads[k], &w_view, &w_row, &w);
      uint64_t o = gr_trace_value(t, reads[k]);
      /* A draw step reads its successors as they end up (some are labelled later in the trace). */
      gr_buf_printf(out, "%s%u %s", k ? (zh ? "、" : ", ") : (zh ? "后继 " : "moves to "), w,
                    rule == R_OUT_LOSE ? (zh ? "(必胜)" : "(won)") : o == DRAWN ? (zh ? "(平局)" : "(draw)")
                                                                             : (zh ? "(必胜)" : "(won)"));
    }
    if (nreads > shown_max) gr_buf_printf(out, zh ? " 等共 %zu 个" : " ... (%zu in all)", nreads);
    if (rule == R_OUT_LOSE)
      gr_buf_puts(out, zh ? "。每一步都让对手必胜,所以必败。" : ". Every move leaves a won position for the opponent: lost.");
    else
      gr_buf_puts(out, zh ? "。没有一步能让对手必败,而走到平局的顶点可以让游戏永不结束:平局。"
                          : ". No move leaves the opponent lost, and a move to a drawn vertex keeps the game going for ever: a draw.");
    return;
  }
  case R_TOKEN:
    gr_buf_printf(out, zh ? "棋子 %u 在顶点 %llu 上,SG = %llu。" : "Token %u is on vertex %llu: SG = %llu.", v + 1,
                  (unsigned long long)gr_trace_value(t, reads[0]), (unsigned long long)value);
    return;
  case R_XOR: {
    gr_buf_puts(out, "X = ");
    for (size_t k = 0; k < nreads && k < shown_max; k++)
      gr_buf_printf(out, "%s%llu", k ? " xor " : "", (unsigned long long)gr_trace_value(t, reads[k]));
    if (nreads > shown_max) gr_buf_printf(out, zh ? " ...(共 %zu 个)" : " ... (%zu values)", nreads);
    gr_buf_printf(out, " = %llu%s", (unsigned long long)value,
                  zh ? ":和游戏的 SG 值是各分量 SG 值的异或。" : ": the SG value of a sum is the xor of its parts.");
    return;
  }
  default:
    break;
  }
  /* The result: the rule, the numbers, and a summary of the graph. */
  const uint64_t *size = NULL;
  for (size_t i = 0; i < t->nviews; i++)
    if (strcmp(t->views[i].name, "sizes") == 0) size = t->views[i].values;
  const char *who = zh ? (value == WON ? "先手必胜" : value == LOST ? "先手必败" : "平局(双方都无法取胜)")
                       : (value == WON ? "the first player wins" : value == LOST ? "the first player loses"
                                                                                 : "a draw (neither player can force a win)");
  if (rule == R_RES_XOR) {
    uint64_t x = gr_trace_value(t, reads[0]);
    gr_buf_printf(out, zh ? "X = %llu %s 0,所以%s" : "X = %llu %s 0, so %s", (unsigned long long)x,
                  x ? (zh ? "≠" : "!=") : "=", who);
    gr_buf_puts(out, zh ? (x ? "(把某个棋子移到使异或和变为 0 的顶点)。" : "(任何一步都会让异或和变为非 0)。")
                        : (x ? " (move a token so that the xor becomes 0)." : " (every move makes the xor non-zero)."));
  } else if (rule == R_RES_SJ) {
    uint64_t x = gr_trace_value(t, reads[0]);
    bool big = false;
    for (size_t k = 1; k < nreads; k++) big = big || gr_trace_value(t, reads[k]) > 1;
    gr_buf_printf(out, zh ? "反常规则,SJ 定理(前提成立:棋子能到达的 SG 为 0 的顶点都是汇点)。X = %llu,%s SG > 1 的分量,所以%s。"
                          : "Misère play, SJ theorem (its premise holds: every vertex the tokens can reach with SG 0 is a sink). X = %llu and %s component has SG > 1, so %s.",
                  (unsigned long long)x, big ? (zh ? "有" : "some") : (zh ? "没有" : "no"), who);
  } else if (rule == R_RES_SINGLE) {
    gr_buf_printf(out, zh ? "只有一个棋子,在顶点 %llu 上;该顶点的逆向标记是%s,所以%s。"
                          : "One token, on vertex %llu, which the retrograde labelling marks %s: %s.",
                  (unsigned long long)gr_trace_value(t, reads[0]), outcome_word(gr_trace_value(t, reads[1]), lang), who);
  } else if (rule == R_RES_SEARCH) {
    gr_buf_printf(out, zh ? "Grundy 值无法直接给出结论(%s),对和游戏的全部 %llu 个局面做逆向标记:%s。"
                          : "Grundy values cannot decide this sum (%s); retrograde labelling of all %llu positions of the sum: %s.",
                  zh ? "有棋子能走到环,或反常规则下 SJ 定理的前提不成立" : "a token can reach a cycle, or the SJ premise fails under misère play",
                  (unsigned long long)gr_trace_value(t, reads[0]), who);
  }
  if (size) {
    gr_buf_printf(out, zh ? " 图有 %llu 个顶点、%llu 条边,其中 %llu 个顶点有 SG 值" : " The graph has %llu vertices and %llu edges; SG values exist at %llu of the vertices",
                  (unsigned long long)size[0], (unsigned long long)size[1], (unsigned long long)size[2]);
    if (size[2] < size[0])
      gr_buf_printf(out, zh ? ",其余 %llu 个能走到环,SG 值无定义(其中 %llu 个单棋子平局)。" : ", the other %llu can reach a cycle, where SG values are undefined (%llu of them are single-token draws).",
                    (unsigned long long)(size[0] - size[2]), (unsigned long long)size[3]);
    else
      gr_buf_puts(out, zh ? "(无环)。" : " (no cycle).");
  }
}

/* ---- small positions --------------------------------------------------- */

/* Every DAG on 1..referee_max_len vertices whose edges go from a smaller to
 * a larger vertex (every DAG up to relabelling), with 1..referee_max_value
 * tokens on every combination of vertices; normal play only (gr_verify's
 * referee plays normal play; misère is tested against gr_referee_retrograde). */
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
        for (;;) {
          int rc = visit(&p, ctx);
          if (rc != 0) return rc;
          uint32_t i = 0;
          while (i < k && tok[i] == n - 1) tok[i++] = 0;
          if (i == k) break;
          tok[i]++;
        }
      }
    }
  }
  return 0;
}

/* ---- the table ---------------------------------------------------------- */

static const gr_lesson_stop dag_lesson[] = {
    {{"The rules", "规则"},
     {"A token on vertex 0 of a graph with the edges 0>1 0>2 1>2 1>3 2>3. A move slides a token along one "
      "edge; whoever cannot move (every token on a sink, here vertex 3) loses. From 0 the token can go "
      "to 1 or 2, from 1 to 2 or 3, from 2 only to 3. Who wins with the token on 0?",
      "一张有向图的边为 0>1 0>2 1>2 1>3 2>3，棋子在顶点 0 上。每步把一个棋子沿一条有向边移动"
      "一步；无法移动（所有棋子都在汇点上，这里是顶点 3）的人输。从 0 可以走到 1 或 2，"
      "从 1 可以走到 2 或 3，从 2 只能走到 3。棋子在 0 时谁会赢？"},
     "n=4; start=0; 0>1 0>2 1>2 1>3 2>3", -2},
    {{"SG values from the sinks up", "从汇点倒推 SG 值"},
     {"The values are computed backwards from the sink: SG(3) = mex{} = 0, SG(2) = mex{0} = 1, SG(1) = "
      "mex{SG(2), SG(3)} = mex{1, 0} = 2, and at step 3 SG(0) = mex{2, 1} = 0. A vertex with SG 0 is lost "
      "for the player to move: both moves from 0 reach a vertex with a non-zero value, and the opponent "
      "answers by going on to 3 (SG 0). So the second player wins.",
      "从汇点往回算：SG(3) = mex{} = 0，SG(2) = mex{0} = 1，"
      "SG(1) = mex{SG(2), SG(3)} = mex{1, 0} = 2，第 3 步得到 SG(0"
      ") = mex{2, 1} = 0。SG 值为 0 的顶点先手必败：从 0 出发的两种走法都到达 SG 值非"
      " 0 的顶点，对手接着走到 3（SG 值为 0）即可。所以后手必胜。"},
     NULL, 3},
    {{"The key idea: a token is a Nim heap", "关键想法：一个棋子就是一堆 Nim"},
     {"From a vertex with SG value g a token can reach every value 0, 1, ..., g - 1 but never g itself, "
      "just like a Nim heap of g stones (a move to a larger value can always be undone by the opponent). "
      "So several tokens add up like Nim heaps: token 1 on vertex 0 (SG 0) and token 2 on vertex 1 (SG "
      "2) give X = 0 xor 2 = 2 at step 6, a first-player win. The winning moves make the xor 0: token 2 "
      "from 1 to 3, or token 1 from 0 to 1, so that both tokens have SG 2.",
      "从 SG 值为 g 的顶点出发，棋子能走到 SG 值为 0, 1, ..., g - 1 的每一种顶点，"
      "却走不到 SG 值为 g 的顶点，正像一堆 g 颗石子的 Nim（走到更大的值，对手总能再降回来）"
      "。所以多个棋子像多堆 Nim 一样相加：棋子 1 在顶点 0（SG 值 0），棋子 2 在顶点 1（SG 值"
      " 2），第 6 步得到 X = 0 xor 2 = 2，先手必胜。必胜着法让异或和变为 0："
      "把棋子 2 从 1 移到 3，或把棋子 1 从 0 移到 1，使两个棋子的 SG 值都是 2。"},
     "n=4; start=0,1; 0>1 0>2 1>2 1>3 2>3", 6},
    {{"The theorems: SG, and SJ for mis\u00e8re play", "定理：SG 定理与反常游戏的 SJ 定理"},
     {"Normal play (Sprague-Grundy): SG(v) = mex{SG(w) : v>w}"
      ", and a sum of tokens is a first-player win exactly wh"
      "en the xor X of their SG values is not 0. Misère play "
      "is the flag misere; in the position (there is no separ"
      "ate misère game); where the SJ premise holds (every ve"
      "rtex the tokens can reach with SG 0 is a sink), the fi"
      "rst player wins iff (X != 0 and some token has SG > 1)"
      " or (X = 0 and no token has SG > 1). Here SG(1) = 2 an"
      "d SG(2) = 1, so X = 3 with a token of SG 2 > 1: the fi"
      "rst player wins, moving token 1 from 1 to 3. When the "
      "premise fails, or the graph has cycles (where play may"
      " go on for ever, a draw), the code labels the position"
      "s win / lose / draw by retrograde analysis instead.",
      "正常规则（SG 定理）：SG(v) = mex{SG(w) : v>w}，多个棋子的和先手必胜当且仅当各棋子"
      " SG 值的异或和 X 不为 0。反常规则只是局面中的 misere; 标记（没有单独的反常游戏）"
      "；在 SJ 定理的前提成立时（棋子能到达的 SG 值为 0 的顶点都是汇点），先手必胜当且仅当（X ≠ 0 "
      "且有棋子的 SG 值 > 1）或（X = 0 且没有棋子的 SG 值 > 1）。这里 SG(1) = 2，"
      "SG(2) = 1，X = 3，且有棋子的 SG 值 2 > 1：先手必胜，把棋子 1 从 1 移到 3 即"
      "可。前提不成立，或图中有环（游戏可能永不结束，即平局）时，程序改用逆向标记判定每个局面的胜、负、平。"},
     "n=4; misere; start=1,2; 0>1 0>2 1>2 1>3 2>3", -1},
    {{"Your turn", "轮到你"},
     {"Three tokens, on vertices 0, 2 and 4 of a graph with 7 vertices. Their SG values are 0, 0 and 2, "
      "so X = 2 and the first player wins. Find the move that makes the xor 0, then beat the computer.",
      "7 个顶点的图上有三个棋子，分别在顶点 0、2、4。它们的 SG 值为 0、0、2，异或和 X = 2，"
      "先手必胜。找出使异或和变为 0 的一步，然后战胜电脑。"},
     "n=7; start=0,2,4; 0>1 0>3 1>2 1>4 2>5 3>4 3>6 4>5 4>6 5>6", -2},
};

const gr_game gr_game_dag = {
    .id = "dag",
    .title = {"Tokens on a directed graph (SG function, Anti-SG, SJ theorem)", "有向图游戏:博弈图、SG 函数、Anti-SG 与 SJ 定理"},
    .rules = {"A directed graph and one or more tokens on its vertices. A move slides one token along one edge. "
              "The player who cannot move (every token on a sink) loses; with 'misere' that player wins. "
              "Several tokens are a sum of games. The graph may have cycles: then play can go on for ever, a draw.",
              "一张有向图,顶点上有一个或多个棋子。每次把一个棋子沿一条有向边移动一步。无法移动(所有棋子都在汇点)"
              "的一方输;写 misere 时改为该方获胜(反常游戏)。多个棋子即游戏的和。图可以有环:这时游戏可能永不结束,"
              "即平局。"},
    .syntax = {"Statements separated by ';': n=5 (the vertices 0..4; optional, must come first), misere "
               "(optional), start=0,3 (token 1 on 0, token 2 on 3), then edges FROM>TO such as 0>1 0>2 1>2 (a "
               "chain 0>1>2 is two edges). Without n= the vertices are 0 .. the largest in an edge. "
               "random=M,SEED adds M random edges i>j with i < j (no cycle) after n=.",
               "语句用 ';' 分隔:n=5(顶点 0..4;可省略,须写在最前)、misere(可选,反常规则)、start=0,3(棋子 1 在 0,"
               "棋子 2 在 3),然后是边 起点>终点,如 0>1 0>2 1>2(链 0>1>2 表示两条边)。不写 n= 时顶点为 0 到边中"
               "出现的最大编号。random=M,SEED 在 n= 之后加入 M 条随机边 i>j(i < j,无环)。"},
    .example = "start=0,1; 0>1 0>2 1>2 1>3 2>3",
    .theory = {"Grundy values by mex in reverse topological order (peeling sinks, O(n + m)); a sum of tokens is "
               "won iff the xor of their values is not 0. On a graph with cycles, vertices that can reach a cycle "
               "have no Grundy value: one token there is labelled win / lose / draw by retrograde analysis. Misère "
               "sums use the SJ theorem where its premise holds (every vertex the tokens reach with SG 0 is a "
               "sink); other sums are decided by an exact retrograde search over their positions, within bounds.",
               "按逆拓扑序(逐层剥去汇点,O(n + m))用 mex 求 SG 值;多个棋子的和先手必胜当且仅当 SG 值异或和不为 0。"
               "有环时,能走到环的顶点没有 SG 值:单个棋子用逆向标记判定胜、负或平局。反常游戏的和在 SJ 定理的前提"
               "成立时(棋子能到达的 SG 为 0 的顶点都是汇点)用 SJ 定理;其余的和在规模限制内对其全部局面做逆向"
               "标记,精确求解。"},
    .max_len_solve = 4 + (size_t)DAG_MAX_EDGES + DAG_MAX_TOKENS,
    .max_len_trace = 4 + (size_t)DAG_TRACE_MAX_EDGES + DAG_MAX_TOKENS,
    .referee_max_len = 4,   /* vertices */
    .referee_max_value = 3, /* tokens */
    .parse = dag_parse,
    .format = dag_format,
    .moves = dag_moves,
    .is_terminal = dag_is_terminal,
    .solve_start = dag_solve_start,
    .trace_start = dag_trace_start,
    .stall_move = dag_stall_move,
    .describe_move = dag_describe_move,
    .board = dag_board,
    .play = dag_play,
    .action = dag_action,
    .lesson = dag_lesson,
    .lesson_len = sizeof dag_lesson / sizeof dag_lesson[0],
    .enumerate_small = dag_enumerate_small,
    .play_syntax = {"move TOKEN VERTEX (tokens numbered from 1 in start= order), e.g. move 1 2",
                    "move 棋子 顶点(棋子按 start= 中的顺序从 1 编号),如 move 1 2"},
};
