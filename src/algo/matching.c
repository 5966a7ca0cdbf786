/*
 * matching.c — Hopcroft–Karp, Edmonds' blossom algorithm and the
 * Gallai–Edmonds "missable" set (see matching.h).  Everything iterative.
 */
#include "algo/matching.h"

#include <stdlib.h>
#include <string.h>

#define NONE GM_NONE

int gm_graph_build(gm_graph *g, uint32_t n, const uint32_t *eu, const uint32_t *ev, size_t m, gr_error *err) {
  memset(g, 0, sizeof *g);
  g->n = n;
  g->m = m;
  g->start = calloc((size_t)n + 1, sizeof *g->start);
  g->adj = malloc((2 * m + 1) * sizeof *g->adj);
  uint32_t *fill = malloc(((size_t)n + 1) * sizeof *fill);
  if (!g->start || !g->adj || !fill) {
    free(fill);
    gm_graph_free(g);
    return gr_error_set(err, GR_ENOMEM, "out of memory for a graph of %u vertices and %zu edges", n, m);
  }
  for (size_t e = 0; e < m; e++) {
    g->start[eu[e] + 1]++;
    g->start[ev[e] + 1]++;
  }
  for (uint32_t v = 0; v < n; v++) g->start[v + 1] += g->start[v];
  memcpy(fill, g->start, ((size_t)n + 1) * sizeof *fill);
  for (size_t e = 0; e < m; e++) {
    g->adj[fill[eu[e]]++] = ev[e];
    g->adj[fill[ev[e]]++] = eu[e];
  }
  free(fill);
  return 0;
}

void gm_graph_free(gm_graph *g) {
  free(g->start);
  free(g->adj);
  memset(g, 0, sizeof *g);
}

int gm_bipartite(const gm_graph *g, uint8_t *side, bool *bipartite, gr_error *err) {
  uint32_t n = g->n;
  uint32_t *queue = malloc(((size_t)n + 1) * sizeof *queue);
  if (queue == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory colouring %u vertices", n);
  memset(side, 0xff, n);
  *bipartite = true;
  for (uint32_t s = 0; s < n && *bipartite; s++) {
    if (side[s] != 0xff) continue;
    uint32_t head = 0, tail = 0;
    side[s] = 0;
    queue[tail++] = s;
    while (head < tail && *bipartite) {
      uint32_t v = queue[head++];
      for (uint32_t k = g->start[v]; k < g->start[v + 1]; k++) {
        uint32_t w = g->adj[k];
        if (side[w] == 0xff) {
          side[w] = (uint8_t)(1 - side[v]);
          queue[tail++] = w;
        } else if (side[w] == side[v]) {
          *bipartite = false;
          break;
        }
      }
    }
  }
  free(queue);
  return 0;
}

/* ---- Edmonds: alternating trees with blossoms shrunk by union-find ------- */

enum { UNLABELED = 0, EVEN = 1, ODD = 2 };

typedef struct edmonds {
  uint32_t n;
  uint8_t *label;
  uint32_t *p;      /* the even vertex an odd one was reached from (and blossom cross links) */
  uint32_t *dsu;    /* blossoms: union-find forest ... */
  uint32_t *bbase;  /* ... and the base of each set, at its root */
  uint32_t *mark;   /* lca stamps */
  uint32_t stamp;
  uint32_t *queue, qh, qt;
  uint32_t *touched;
  size_t ntouched;
  uint32_t *pending; /* vertices of a blossom being formed */
  uint32_t *root;   /* optional: the exposed vertex whose tree holds v */
  bool blossom;     /* a blossom was shrunk in this search */
  uint64_t work;
} edmonds;

static void ed_free(edmonds *s) {
  free(s->label);
  free(s->p);
  free(s->dsu);
  free(s->bbase);
  free(s->mark);
  free(s->queue);
  free(s->touched);
  free(s->pending);
  memset(s, 0, sizeof *s);
}

static int ed_init(edmonds *s, uint32_t n, gr_error *err) {
  memset(s, 0, sizeof *s);
  s->n = n;
  size_t N = (size_t)n + 1;
  s->label = calloc(N, 1);
  s->p = malloc(N * sizeof *s->p);
  s->dsu = malloc(N * sizeof *s->dsu);
  s->bbase = malloc(N * sizeof *s->bbase);
  s->mark = calloc(N, sizeof *s->mark);
  s->queue = malloc(N * sizeof *s->queue);
  s->touched = malloc(N * sizeof *s->touched);
  s->pending = malloc(2 * N * sizeof *s->pending);
  if (!s->label || !s->p || !s->dsu || !s->bbase || !s->mark || !s->queue || !s->touched || !s->pending) {
    ed_free(s);
    return gr_error_set(err, GR_ENOMEM, "out of memory for Edmonds' algorithm on %u vertices", n);
  }
  for (uint32_t v = 0; v < n; v++) {
    s->p[v] = NONE;
    s->dsu[v] = s->bbase[v] = v;
  }
  return 0;
}

/* Undoes what the last search touched. */
static void ed_reset(edmonds *s) {
  for (size_t i = 0; i < s->ntouched; i++) {
    uint32_t v = s->touched[i];
    s->label[v] = UNLABELED;
    s->p[v] = NONE;
    s->dsu[v] = s->bbase[v] = v;
  }
  s->ntouched = 0;
  s->qh = s->qt = 0;
  s->blossom = false;
}

static uint32_t ed_find(edmonds *s, uint32_t x) {
  while (s->dsu[x] != x) {
    s->dsu[x] = s->dsu[s->dsu[x]];
    x = s->dsu[x];
  }
  return x;
}

static uint32_t ed_base(edmonds *s, uint32_t x) { return s->bbase[ed_find(s, x)]; }

static void ed_label(edmonds *s, uint32_t v, uint8_t label) {
  if (s->label[v] == UNLABELED) s->touched[s->ntouched++] = v;
  s->label[v] = label;
}

/* The base where the trees of a and b meet, NONE when they are different trees. */
static uint32_t ed_lca(edmonds *s, const uint32_t *mate, uint32_t a, uint32_t b) {
  if (++s->stamp == 0) {
    memset(s->mark, 0, (size_t)s->n * sizeof *s->mark);
    s->stamp = 1;
  }
  for (;;) {
    a = ed_base(s, a);
    s->mark[a] = s->stamp;
    if (mate[a] == NONE) break;
    a = s->p[mate[a]];
  }
  for (;;) {
    b = ed_base(s, b);
    if (s->mark[b] == s->stamp) return b;
    if (mate[b] == NONE) return NONE;
    b = s->p[mate[b]];
  }
}

/* Walks from v down to the base b, linking the blossom's odd vertices back
 * through `child` (so augmenting paths can run around the blossom). */
static size_t ed_path(edmonds *s, const uint32_t *mate, uint32_t v, uint32_t b, uint32_t child, size_t np) {
  while (ed_base(s, v) != b) {
    uint32_t x = mate[v];
    s->pending[np++] = v;
    s->pending[np++] = x;
    s->p[v] = child;
    child = x;
    v = s->p[x];
  }
  return np;
}

static void ed_blossom(edmonds *s, const uint32_t *mate, uint32_t v, uint32_t to, uint32_t b) {
  size_t np = ed_path(s, mate, v, b, to, 0);
  np = ed_path(s, mate, to, b, v, np);
  uint32_t rb = ed_find(s, b);
  for (size_t i = 0; i < np; i++) {
    uint32_t x = s->pending[i];
    if (s->label[x] == ODD) { /* odd vertices of the cycle become even: search on from them */
      s->label[x] = EVEN;
      if (s->root) s->root[x] = s->root[b];
      s->queue[s->qt++] = x;
    }
    uint32_t rx = ed_find(s, x);
    if (rx != rb) s->dsu[rx] = rb;
  }
  s->bbase[rb] = b;
  s->blossom = true;
}

enum { SEARCH_DONE = 0, SEARCH_FOUND = 1, SEARCH_TREES_MEET = 2 };

/* Grows the alternating forest from the queued (even) roots.  FOUND: an
 * exposed odd vertex, *end (single root); TREES_MEET: two trees touch (an
 * augmenting path exists); DONE: the forest is complete. */
static int ed_grow(edmonds *s, const gm_graph *g, const uint32_t *mate, uint32_t *end) {
  while (s->qh < s->qt) {
    uint32_t v = s->queue[s->qh++];
    for (uint32_t k = g->start[v]; k < g->start[v + 1]; k++) {
      uint32_t to = g->adj[k];
      s->work++;
      if (mate[v] == to || ed_base(s, v) == ed_base(s, to)) continue;
      if (s->label[to] == EVEN) {
        uint32_t b = ed_lca(s, mate, v, to);
        if (b == NONE) return SEARCH_TREES_MEET;
        ed_blossom(s, mate, v, to, b);
      } else if (s->label[to] == UNLABELED) {
        ed_label(s, to, ODD);
        s->p[to] = v;
        if (s->root) s->root[to] = s->root[v];
        if (mate[to] == NONE) {
          *end = to;
          return SEARCH_FOUND;
        }
        uint32_t w = mate[to];
        ed_label(s, w, EVEN);
        if (s->root) s->root[w] = s->root[v];
        s->queue[s->qt++] = w;
      }
    }
  }
  return SEARCH_DONE;
}

/* ---- the matcher ----------------------------------------------------------- */

struct gm_matcher {
  const gm_graph *g;
  const uint8_t *side;
  uint32_t *mate;
  bool done;
  /* Hopcroft–Karp */
  uint32_t *dist, *it, *stack, *via, *queue;
  /* Edmonds */
  edmonds ed;
  uint8_t *dead;
  uint32_t next_root;
  uint32_t *path;
  gm_path_fn record;
  void *record_ctx;
};

void gm_matcher_free(gm_matcher *m) {
  if (m == NULL) return;
  free(m->dist);
  free(m->it);
  free(m->stack);
  free(m->via);
  free(m->queue);
  ed_free(&m->ed);
  free(m->dead);
  free(m->path);
  free(m);
}

gm_matcher *gm_matcher_new(const gm_graph *g, const uint8_t *side, uint32_t *mate, bool greedy_start, gr_error *err) {
  gm_matcher *m = calloc(1, sizeof *m);
  if (m == NULL) {
    gr_error_set(err, GR_ENOMEM, "out of memory");
    return NULL;
  }
  m->g = g;
  m->side = side;
  m->mate = mate;
  size_t N = (size_t)g->n + 1;
  if (side) {
    m->dist = malloc(N * sizeof *m->dist);
    m->it = malloc(N * sizeof *m->it);
    m->stack = malloc(N * sizeof *m->stack);
    m->via = malloc(N * sizeof *m->via);
    m->queue = malloc(N * sizeof *m->queue);
    if (!m->dist || !m->it || !m->stack || !m->via || !m->queue) goto nomem;
  } else {
    if (ed_init(&m->ed, g->n, err) != 0) {
      gm_matcher_free(m);
      return NULL;
    }
    m->dead = calloc(N, 1);
    m->path = malloc(N * sizeof *m->path);
    if (!m->dead || !m->path) goto nomem;
  }
  if (greedy_start)
    for (uint32_t v = 0; v < g->n; v++)
      for (uint32_t k = g->start[v]; k < g->start[v + 1] && mate[v] == NONE; k++)
        if (mate[g->adj[k]] == NONE) {
          mate[v] = g->adj[k];
          mate[g->adj[k]] = v;
        }
  return m;
nomem:
  gm_matcher_free(m);
  gr_error_set(err, GR_ENOMEM, "out of memory for a matching on %u vertices", g->n);
  return NULL;
}

void gm_matcher_record(gm_matcher *m, gm_path_fn fn, void *ctx) {
  m->record = fn;
  m->record_ctx = ctx;
}

/* One Hopcroft–Karp phase: shortest augmenting paths, a maximal set of
 * vertex-disjoint ones.  Returns the number of augmentations. */
static uint32_t hk_phase(gm_matcher *m, uint64_t *work) {
  const gm_graph *g = m->g;
  uint32_t *mate = m->mate, *dist = m->dist, n = g->n, head = 0, tail = 0, limit = NONE;
  for (uint32_t v = 0; v < n; v++) {
    dist[v] = NONE;
    if (m->side[v] == 0 && mate[v] == NONE) {
      dist[v] = 0;
      m->queue[tail++] = v;
    }
  }
  while (head < tail) {
    uint32_t u = m->queue[head++];
    if (limit != NONE && dist[u] >= limit) continue;
    for (uint32_t k = g->start[u]; k < g->start[u + 1]; k++) {
      uint32_t w = mate[g->adj[k]];
      (*work)++;
      if (w == NONE) {
        if (limit == NONE) limit = dist[u];
      } else if (dist[w] == NONE) {
        dist[w] = dist[u] + 1;
        m->queue[tail++] = w;
      }
    }
  }
  if (limit == NONE) return 0;
  uint32_t found = 0;
  for (uint32_t v = 0; v < n; v++) m->it[v] = g->start[v];
  for (uint32_t r = 0; r < n; r++) {
    if (m->side[r] != 0 || mate[r] != NONE || dist[r] != 0) continue;
    uint32_t sp = 0;
    m->stack[sp++] = r;
    while (sp > 0) {
      uint32_t u = m->stack[sp - 1];
      if (m->it[u] == g->start[u + 1]) {
        dist[u] = NONE; /* nothing more from u in this phase */
        sp--;
        continue;
      }
      uint32_t v = g->adj[m->it[u]++], w = mate[v];
      (*work)++;
      if (w == NONE) {
        if (dist[u] != limit) continue;
        m->via[sp - 1] = v;
        for (uint32_t k = 0; k < sp; k++) {
          mate[m->stack[k]] = m->via[k];
          mate[m->via[k]] = m->stack[k];
        }
        for (uint32_t k = 0; k < sp; k++) dist[m->stack[k]] = NONE; /* used in this phase */
        found++;
        break;
      }
      if (dist[w] != NONE && dist[w] == dist[u] + 1) {
        m->via[sp - 1] = v;
        m->stack[sp++] = w;
      }
    }
  }
  return found;
}

/* One Edmonds search from the next exposed root; augments when it can. */
static int ed_step(gm_matcher *m, gr_error *err) {
  edmonds *s = &m->ed;
  uint32_t *mate = m->mate;
  while (m->next_root < m->g->n && (mate[m->next_root] != NONE || m->dead[m->next_root])) m->next_root++;
  if (m->next_root == m->g->n) {
    m->done = true;
    return 0;
  }
  uint32_t r = m->next_root, end = NONE;
  ed_reset(s);
  ed_label(s, r, EVEN);
  s->queue[s->qt++] = r;
  int found = ed_grow(s, m->g, mate, &end);
  if (found != SEARCH_FOUND) {
    m->dead[r] = 1; /* no augmenting path from r now, nor after later augmentations */
    return 0;
  }
  if (m->record) {
    size_t len = 0;
    for (uint32_t v = end; v != NONE;) {
      m->path[len++] = v;
      uint32_t pv = s->p[v];
      m->path[len++] = pv;
      v = mate[pv];
    }
    if (m->record(m->path, len, s->blossom, m->record_ctx, err) != 0) return -1;
  }
  for (uint32_t v = end; v != NONE;) {
    uint32_t pv = s->p[v], next = mate[pv];
    mate[v] = pv;
    mate[pv] = v;
    v = next;
  }
  return 0;
}

int gm_matcher_run(gm_matcher *m, uint64_t budget, uint64_t *used, gr_error *err) {
  uint64_t work = 0;
  while (!m->done && work < budget) {
    if (m->side) {
      if (hk_phase(m, &work) == 0) m->done = true;
    } else {
      uint64_t before = m->ed.work;
      if (ed_step(m, err) != 0) return -1;
      work += m->ed.work - before + 1;
    }
  }
  if (used) *used = work;
  return m->done ? 1 : 0;
}

int gm_matcher_job_step(gm_matcher *m, gr_job *job, uint64_t *budget, gr_error *err) {
  uint64_t used;
  int r = gm_matcher_run(m, *budget, &used, err);
  if (r < 0) return -1;
  job->done += used;
  if (job->done >= job->total) job->done = job->total - 1;
  *budget = used >= *budget ? 1 : *budget - used;
  return r;
}

int gm_maximum_matching(const gm_graph *g, const uint8_t *side, uint32_t *mate, gr_error *err) {
  gm_matcher *m = gm_matcher_new(g, side, mate, true, err);
  if (m == NULL) return -1;
  int r = gm_matcher_run(m, UINT64_MAX, NULL, err);
  gm_matcher_free(m);
  return r < 0 ? -1 : 0;
}

/* ---- who can be missed ------------------------------------------------------ */

int gm_missable(const gm_graph *g, const uint8_t *side, const uint32_t *mate, uint8_t *missable, uint32_t *root,
                gr_error *err) {
  uint32_t n = g->n;
  memset(missable, 0, n);
  if (side) { /* bipartite: even alternating paths from the exposed vertices of each side */
    uint32_t *queue = malloc(((size_t)n + 1) * sizeof *queue);
    if (queue == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory on %u vertices", n);
    int rc = 1;
    for (uint8_t s = 0; s < 2 && rc == 1; s++) {
      uint32_t head = 0, tail = 0;
      for (uint32_t v = 0; v < n; v++)
        if (side[v] == s && mate[v] == NONE) {
          missable[v] = 1;
          if (root) root[v] = v;
          queue[tail++] = v;
        }
      while (head < tail && rc == 1) {
        uint32_t u = queue[head++];
        for (uint32_t k = g->start[u]; k < g->start[u + 1]; k++) {
          uint32_t w = mate[g->adj[k]];
          if (w == NONE) { /* an exposed vertex reached by an odd path: augmenting */
            rc = 0;
            break;
          }
          if (!missable[w]) {
            missable[w] = 1;
            if (root) root[w] = root[u];
            queue[tail++] = w;
          }
        }
      }
    }
    free(queue);
    return rc;
  }
  edmonds s;
  if (ed_init(&s, n, err) != 0) return -1;
  s.root = root;
  for (uint32_t v = 0; v < n; v++)
    if (mate[v] == NONE) {
      ed_label(&s, v, EVEN);
      if (root) root[v] = v;
      s.queue[s.qt++] = v;
    }
  uint32_t end;
  int r = ed_grow(&s, g, mate, &end);
  if (r == SEARCH_DONE)
    for (uint32_t v = 0; v < n; v++) missable[v] = s.label[v] == EVEN;
  ed_free(&s);
  return r == SEARCH_DONE ? 1 : 0;
}
