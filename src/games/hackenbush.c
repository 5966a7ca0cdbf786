/*
 * hackenbush.c — Green Hackenbush on any finite multigraph.
 *
 * Rules: a picture of edges, some resting on the ground (vertex 0).  A move
 * deletes one edge; everything no longer connected to the ground falls off.
 * Whoever cannot move loses.  Loops and parallel edges are allowed.
 *
 * Theory (Winning Ways, ch. 7; seed 001 "图删边游戏").
 *   - Fusion principle: the vertices of a cycle may be fused into one vertex
 *     without changing the value; the cycle's edges become loops there.
 *     Fusing repeatedly turns every 2-edge-connected component into a single
 *     vertex carrying one loop per edge of the component, and leaves the
 *     bridges as a tree hanging from the ground's component.
 *   - A loop is worth a stalk of length 1, so E loops are worth E mod 2.
 *   - Colon principle: a vertex is worth the xor over the branches at it of
 *     (value of the branch's far end + 1), xor its loops' worth.
 *   The picture's value is the ground component's value; the mover wins
 *   exactly when it is not 0.  Everything is iterative: a depth-first search
 *   with an explicit stack finds depths, lowlinks (Tarjan: a tree edge into
 *   v is a bridge exactly when no back edge from v's subtree climbs above
 *   v), and the rest is passes over the preorder.  O(n + m).
 *
 * Winning cuts (cutting e leaves value 0).  Let t(X) be the value component
 * X (with all it holds up) must take for the whole picture to be 0, if any:
 * t(ground) = 0, and for a child C of X, (value of C's branch) + 1 must
 * become need = t(X) xor v(X) xor (v(C) + 1), so cutting the bridge into C
 * wins exactly when need = 0, and t(C) = need - 1 (none when need = 0).
 * Inside a component X (t(X) defined) an edge e is not a bridge, so nothing
 * falls: X minus e is what changes.
 *   - If e lies in no 2-edge cut of X (loops among them), X - e is still
 *     2-edge-connected: its value is v(X) xor 1.
 *   - Otherwise e belongs to a class K = {e_1 .. e_k} of edges any two of
 *     which form a 2-edge cut; X - K is k pieces Q_0 .. Q_{k-1} in a cycle,
 *     e_i joining Q_{i-1} and Q_i (e_k joins Q_{k-1} and Q_0), Q_0 holding
 *     X's root.  X - e_i is a path of pieces, each piece 2-edge-connected and
 *     worth w_j = (its edges mod 2) xor (what hangs from it).  With
 *     h_w(s) = (w xor s) + 1 (a piece with a branch worth s, and the edge
 *     below it), X - e_i is worth w_0 xor a_i xor b_i, where
 *     a_i = h_{w_1}(h_{w_2}(... h_{w_{i-1}}(0))) and
 *     b_i = h_{w_{k-1}}(... h_{w_i}(0)).  The cut wins when a_i xor b_i =
 *     t(X) xor w_0.
 *   The classes come from the DFS tree: a back edge b with the tree edges
 *   it alone covers; and chains of tree edges covered by the same back edges
 *   (equal cover counts, and every back edge leaving the lower one's subtree
 *   lands above the upper one: "high" points by union-find path painting).
 *   All a_i of a class are computed together in O(k log m): the running
 *   computations sit in a binary trie keyed from the least significant bit,
 *   where "xor w" is a lazy tag and "+ 1" swaps the two children of each node
 *   along the carry path; computations that meet the same value merge
 *   (union-find).  So every winning cut is found in O(m log m) overall.
 *
 * Position: the edges as pairs of vertex labels, each pair smaller label
 * first, the pairs sorted: a canonical multigraph.  Text "0-1 1-2 1-3 0-3",
 * optionally "n=N;" first to declare the vertices 0..N.
 */
#include "hackenbush.h"

#include "kit/graphtext.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE HB_NONE

/* ---- the analysis ------------------------------------------------------ */

enum { KIND_TREE = 1, KIND_BACK = 2, KIND_LOOP = 3 };

void hb_analysis_free(hb_analysis *a) {
  free(a->comp);
  free(a->pre);
  free(a->size);
  free(a->order);
  free(a->bridge);
  free(a->live);
  free(a->below);
  free(a->falls);
  free(a->win);
  free(a->croot);
  free(a->cparent);
  free(a->cedges);
  free(a->cvalue);
  free(a->cvstart);
  free(a->cverts);
  memset(a, 0, sizeof *a);
}

/* A binary trie on values, least significant bit at the root, holding the
 * running computations h_{w_j}(...) of one class (see the top). */
typedef struct xtrie {
  uint32_t (*ch)[2];
  uint32_t *lazy; /* xor still owed by the subtree (bits >= the node's depth) */
  uint32_t *rep;  /* at a leaf: a computation whose value it is */
  size_t count, cap;
  int bits;
} xtrie;

static uint32_t xt_node(xtrie *t) {
  if (t->count == t->cap) {
    size_t cap = t->cap ? 2 * t->cap : 1024;
    uint32_t(*ch)[2] = realloc(t->ch, cap * sizeof *ch);
    if (ch) t->ch = ch;
    uint32_t *lazy = realloc(t->lazy, cap * sizeof *lazy);
    if (lazy) t->lazy = lazy;
    uint32_t *rep = realloc(t->rep, cap * sizeof *rep);
    if (rep) t->rep = rep;
    if (!ch || !lazy || !rep) return NONE;
    t->cap = cap;
  }
  uint32_t x = (uint32_t)t->count++;
  t->ch[x][0] = t->ch[x][1] = NONE;
  t->lazy[x] = 0;
  t->rep[x] = NONE;
  return x;
}

static void xt_push(xtrie *t, uint32_t x, int depth) {
  uint32_t z = t->lazy[x];
  if (z == 0) return;
  if ((z >> depth) & 1) {
    uint32_t c = t->ch[x][0];
    t->ch[x][0] = t->ch[x][1];
    t->ch[x][1] = c;
  }
  for (int b = 0; b < 2; b++)
    if (t->ch[x][b] != NONE) t->lazy[t->ch[x][b]] ^= z;
  t->lazy[x] = 0;
}

static uint32_t uf_find(uint32_t *uf, uint32_t x) {
  while (uf[x] != x) {
    uf[x] = uf[uf[x]];
    x = uf[x];
  }
  return x;
}

/* Starts computation `id` at value 0 (node 0 is the root). */
static int xt_insert_zero(xtrie *t, uint32_t id, uint32_t *uf) {
  uint32_t x = 0;
  for (int d = 0; d < t->bits; d++) {
    xt_push(t, x, d);
    if (t->ch[x][0] == NONE) {
      uint32_t c = xt_node(t);
      if (c == NONE) return -1;
      t->ch[x][0] = c;
    }
    x = t->ch[x][0];
  }
  if (t->rep[x] == NONE) t->rep[x] = id;
  else uf[id] = uf_find(uf, t->rep[x]);
  return 0;
}

/* Adds 1 to every value: at each depth the bit flips (swap the children) and
 * the values whose bit was 1 carry into the next bit. */
static int xt_increment(xtrie *t) {
  uint32_t x = 0;
  for (int d = 0; d < t->bits && x != NONE; d++) {
    xt_push(t, x, d);
    uint32_t c = t->ch[x][0];
    t->ch[x][0] = t->ch[x][1];
    t->ch[x][1] = c;
    x = t->ch[x][0];
  }
  return x == NONE || t->bits == 0 ? 0 : -1; /* a carry out of the top bit: cannot happen (values <= m) */
}

/* The value of every computation: out[id] for the ids the trie holds. */
static void xt_collect(xtrie *t, uint64_t *leaf_value, uint32_t *stack, uint64_t *vals) {
  /* Iterative walk: stack holds nodes, vals their value so far; depth is
   * recomputed from the stack discipline by storing it in the value's top bits. */
  size_t sp = 0;
  stack[sp] = 0;
  vals[sp++] = 0;
  while (sp > 0) {
    sp--;
    uint32_t x = stack[sp];
    uint64_t v = vals[sp] & 0xffffffffu;
    int d = (int)(vals[sp] >> 32);
    if (d == t->bits) {
      leaf_value[t->rep[x]] = v;
      continue;
    }
    xt_push(t, x, d);
    for (int b = 0; b < 2; b++)
      if (t->ch[x][b] != NONE) {
        stack[sp] = t->ch[x][b];
        vals[sp++] = ((uint64_t)(d + 1) << 32) | (v | ((uint64_t)b << d));
      }
  }
}

/* Scratch shared by the classes of one analysis. */
typedef struct class_work {
  xtrie trie;
  uint32_t *uf;
  uint64_t *w, *av, *bv, *leaf;
  uint32_t *stack;
  uint64_t *svals;
  size_t cap;
} class_work;

static int work_reserve(class_work *cw, size_t k, int bits) {
  if (k + 2 > cw->cap) {
    size_t cap = 2 * (k + 2);
    free(cw->uf);
    free(cw->w);
    free(cw->av);
    free(cw->bv);
    free(cw->leaf);
    cw->uf = malloc(cap * sizeof *cw->uf);
    cw->w = malloc(cap * sizeof *cw->w);
    cw->av = malloc(cap * sizeof *cw->av);
    cw->bv = malloc(cap * sizeof *cw->bv);
    cw->leaf = malloc(cap * sizeof *cw->leaf);
    if (!cw->uf || !cw->w || !cw->av || !cw->bv || !cw->leaf) return -1;
    cw->cap = cap;
  }
  if (cw->stack == NULL) {
    cw->stack = malloc((2 * (size_t)bits + 4) * sizeof *cw->stack);
    cw->svals = malloc((2 * (size_t)bits + 4) * sizeof *cw->svals);
    if (!cw->stack || !cw->svals) return -1;
  }
  return 0;
}

static void work_free(class_work *cw) {
  free(cw->trie.ch);
  free(cw->trie.lazy);
  free(cw->trie.rep);
  free(cw->uf);
  free(cw->w);
  free(cw->av);
  free(cw->bv);
  free(cw->leaf);
  free(cw->stack);
  free(cw->svals);
}

/* Applies h_{w[j]} for j = k-1 down to 1 (a: downward) or j = 1 up to k-1
 * (b), starting a new computation at 0 just before each: a_{j+1} (downward)
 * or b_j (upward).  Fills out[id] with the final values.  -1 out of memory,
 * -2 a value past the trie's bits (cannot happen: values are at most m). */
static int run_chain(class_work *cw, size_t k, bool downward, uint64_t *out) {
  xtrie *t = &cw->trie;
  t->count = 0;
  if (xt_node(t) == NONE) return -1;
  for (size_t i = 0; i <= k; i++) cw->uf[i] = (uint32_t)i;
  for (size_t step = 1; step < k; step++) {
    size_t j = downward ? k - step : step;     /* the piece whose h is applied */
    uint32_t id = (uint32_t)(downward ? j + 1 : j); /* a_{j+1} starts at piece j; b_j too */
    if (xt_insert_zero(t, id, cw->uf) != 0) return -1;
    t->lazy[0] ^= (uint32_t)cw->w[j];
    if (xt_increment(t) != 0) return -2;
  }
  if (k >= 2) {
    xt_collect(t, cw->leaf, cw->stack, cw->svals);
    for (size_t step = 1; step < k; step++) {
      size_t j = downward ? k - step : step;
      uint32_t id = (uint32_t)(downward ? j + 1 : j);
      out[id] = cw->leaf[uf_find(cw->uf, id)];
    }
  }
  return 0;
}

int hb_analyse(uint32_t n, uint32_t m, const uint32_t *eu, const uint32_t *ev, bool want_cuts, hb_analysis *a,
               gr_error *err) {
  memset(a, 0, sizeof *a);
  a->n = n;
  a->m = m;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "internal: a picture without the ground");
  size_t N = n, M = m ? m : 1;
  uint32_t *start = calloc(N + 1, sizeof *start), *adjv = malloc(2 * M * sizeof *adjv);
  uint32_t *adje = malloc(2 * M * sizeof *adje), *it = malloc(N * sizeof *it);
  uint32_t *depth = malloc(N * sizeof *depth), *par = malloc(N * sizeof *par);
  uint32_t *pedge = malloc(N * sizeof *pedge), *stack = malloc(N * sizeof *stack);
  uint32_t *low = malloc(N * sizeof *low), *xb = malloc(N * sizeof *xb);
  int64_t *cnt = malloc(N * sizeof *cnt);
  uint64_t *own = calloc(N, sizeof *own), *ownall = calloc(N, sizeof *ownall);
  uint64_t *se = malloc(N * sizeof *se), *sh = calloc(N, sizeof *sh), *hang = calloc(N, sizeof *hang);
  uint64_t *tot = malloc(N * sizeof *tot);
  uint8_t *kind = calloc(M, 1);
  uint32_t *upper = malloc(M * sizeof *upper), *lower = malloc(M * sizeof *lower);
  /* the cut machinery */
  uint64_t *target = NULL;
  uint8_t *tdef = NULL;
  uint32_t *high = NULL, *jump = NULL, *bucket = NULL, *bstart = NULL, *lastc = NULL, *saved = NULL, *path = NULL;
  uint32_t *cpar = NULL, *top = NULL, *mstart = NULL, *members = NULL, *fill = NULL;
  class_work cw = {0};
  int rc = -1;

  a->comp = malloc(N * sizeof *a->comp);
  a->pre = malloc(N * sizeof *a->pre);
  a->size = malloc(N * sizeof *a->size);
  a->order = malloc(N * sizeof *a->order);
  a->bridge = calloc(M, 1);
  a->live = calloc(M, 1);
  a->below = malloc(M * sizeof *a->below);
  a->falls = malloc(M * sizeof *a->falls);
  a->win = calloc(M, 1);
  if (!start || !adjv || !adje || !it || !depth || !par || !pedge || !stack || !low || !xb || !cnt || !own ||
      !ownall || !se || !sh || !hang || !tot || !kind || !upper || !lower || !a->comp || !a->pre || !a->size ||
      !a->order || !a->bridge || !a->live || !a->below || !a->falls || !a->win)
    goto nomem;

  /* Adjacency (loops are not in it: they never lead anywhere). */
  for (uint32_t e = 0; e < m; e++)
    if (eu[e] >= n || ev[e] >= n) {
      gr_error_set(err, GR_ESTATE, "internal: edge %u names vertex %u of %u", e, eu[e] >= n ? eu[e] : ev[e], n);
      goto fail;
    }
  for (uint32_t e = 0; e < m; e++)
    if (eu[e] != ev[e]) {
      start[eu[e] + 1]++;
      start[ev[e] + 1]++;
    }
  for (uint32_t v = 0; v < n; v++) start[v + 1] += start[v];
  memcpy(it, start, N * sizeof *it);
  for (uint32_t e = 0; e < m; e++)
    if (eu[e] != ev[e]) {
      adjv[it[eu[e]]] = ev[e];
      adje[it[eu[e]]++] = e;
      adjv[it[ev[e]]] = eu[e];
      adje[it[ev[e]]++] = e;
    }
  memcpy(it, start, N * sizeof *it);

  /* Depth-first search from the ground with an explicit stack. */
  for (uint32_t v = 0; v < n; v++) a->pre[v] = a->comp[v] = NONE;
  uint32_t ord = 0, sp = 0;
  a->pre[0] = ord;
  a->order[ord++] = 0;
  depth[0] = 0;
  par[0] = pedge[0] = NONE;
  stack[sp++] = 0;
  while (sp > 0) {
    uint32_t v = stack[sp - 1];
    if (it[v] == start[v + 1]) {
      sp--;
      continue;
    }
    uint32_t k = it[v]++, w = adjv[k], e = adje[k];
    if (e == pedge[v]) continue;
    if (a->pre[w] == NONE) {
      kind[e] = KIND_TREE;
      upper[e] = v;
      lower[e] = w;
      par[w] = v;
      pedge[w] = e;
      depth[w] = depth[v] + 1;
      a->pre[w] = ord;
      a->order[ord++] = w;
      stack[sp++] = w;
    } else if (depth[w] < depth[v] && kind[e] == 0) {
      kind[e] = KIND_BACK; /* w is an ancestor: undirected depth-first search has no cross edges */
      upper[e] = w;
      lower[e] = v;
    }
  }
  a->reached = ord;
  for (uint32_t e = 0; e < m; e++) {
    a->live[e] = a->pre[eu[e]] != NONE;
    a->below[e] = NONE;
    if (a->live[e] && eu[e] == ev[e]) {
      kind[e] = KIND_LOOP;
      upper[e] = lower[e] = eu[e];
    }
  }

  /* Lowlinks, cover counts and cover xors, bottom-up (reverse preorder). */
  for (uint32_t i = 0; i < ord; i++) {
    uint32_t v = a->order[i];
    low[v] = depth[v];
    cnt[v] = 0;
    xb[v] = 0;
    a->size[v] = 1;
  }
  for (uint32_t e = 0; e < m; e++)
    if (kind[e] == KIND_BACK) {
      cnt[lower[e]]++;
      cnt[upper[e]]--;
      xb[lower[e]] ^= e;
      xb[upper[e]] ^= e;
      if (depth[upper[e]] < low[lower[e]]) low[lower[e]] = depth[upper[e]];
    }
  for (uint32_t i = ord; i-- > 1;) {
    uint32_t v = a->order[i], p = par[v];
    cnt[p] += cnt[v];
    xb[p] ^= xb[v];
    if (low[v] < low[p]) low[p] = low[v];
    a->size[p] += a->size[v];
  }
  /* Tarjan: the tree edge into v is a bridge when nothing below v climbs above v. */
  for (uint32_t i = 1; i < ord; i++) {
    uint32_t v = a->order[i];
    if (low[v] >= depth[v]) {
      a->bridge[pedge[v]] = 1;
      a->below[pedge[v]] = v;
    }
  }

  /* Components: a new one starts at the ground and below every bridge. */
  a->croot = malloc(N * sizeof *a->croot);
  a->cparent = malloc(N * sizeof *a->cparent);
  if (!a->croot || !a->cparent) goto nomem;
  for (uint32_t i = 0; i < ord; i++) {
    uint32_t v = a->order[i];
    if (v == 0 || a->bridge[pedge[v]]) {
      uint32_t c = a->ncomp++;
      a->croot[c] = v;
      a->cparent[c] = v == 0 ? NONE : a->comp[par[v]];
      a->comp[v] = c;
    } else {
      a->comp[v] = a->comp[par[v]];
    }
  }
  size_t C = a->ncomp;
  a->cedges = calloc(C, sizeof *a->cedges);
  a->cvalue = calloc(C, sizeof *a->cvalue);
  a->cvstart = calloc(C + 1, sizeof *a->cvstart);
  a->cverts = malloc((size_t)ord * sizeof *a->cverts);
  if (!a->cedges || !a->cvalue || !a->cvstart || !a->cverts) goto nomem;
  for (uint32_t i = 0; i < ord; i++) a->cvstart[a->comp[a->order[i]] + 1]++;
  for (size_t c = 0; c < C; c++) a->cvstart[c + 1] += a->cvstart[c];
  memcpy(it, a->cvstart, C * sizeof *it); /* `it` is free again: cursors */
  for (uint32_t i = 0; i < ord; i++) a->cverts[it[a->comp[a->order[i]]]++] = a->order[i];

  /* Edges per component, counted at their upper endpoint. */
  for (uint32_t e = 0; e < m; e++) {
    if (!a->live[e]) continue;
    ownall[upper[e]]++;
    if (a->bridge[e]) continue;
    a->cedges[a->comp[upper[e]]]++;
    own[upper[e]]++;
  }

  /* Values, bottom-up: se/sh are the edges and the hanging value of the
   * part of v's component in v's subtree; tot all edges of the subtree. */
  for (uint32_t i = 0; i < ord; i++) {
    uint32_t v = a->order[i];
    se[v] = own[v];
    tot[v] = ownall[v];
  }
  for (uint32_t i = ord; i-- > 0;) {
    uint32_t v = a->order[i];
    sh[v] ^= hang[v];
    if (v != 0) tot[par[v]] += tot[v];
    if (v == 0 || a->bridge[pedge[v]]) {
      uint32_t c = a->comp[v];
      a->cvalue[c] = (se[v] & 1) ^ sh[v];
      if (v != 0) hang[par[v]] ^= a->cvalue[c] + 1;
    } else {
      se[par[v]] += se[v];
      sh[par[v]] ^= sh[v];
    }
  }
  a->value = a->cvalue[0];
  for (uint32_t e = 0; e < m; e++)
    a->falls[e] = !a->live[e] ? 0 : a->bridge[e] ? 1 + tot[a->below[e]] : 1;

  if (!want_cuts) {
    rc = 0;
    goto done;
  }

  /* ---- winning cuts ---- */
  target = malloc(C * sizeof *target);
  tdef = malloc(C);
  if (!target || !tdef) goto nomem;
  target[0] = 0;
  tdef[0] = 1;
  for (size_t c = 1; c < C; c++) {
    uint32_t pc = a->cparent[c];
    tdef[c] = 0;
    if (!tdef[pc]) continue;
    uint64_t need = target[pc] ^ a->cvalue[pc] ^ (a->cvalue[c] + 1);
    if (need == 0) a->win[pedge[a->croot[c]]] = 1;
    else {
      tdef[c] = 1;
      target[c] = need - 1;
    }
  }

  /* high[v]: the deepest upper end among back edges leaving v's subtree
   * above v, by painting paths with the deepest upper ends first. */
  uint32_t maxdepth = 0;
  for (uint32_t i = 0; i < ord; i++)
    if (depth[a->order[i]] > maxdepth) maxdepth = depth[a->order[i]];
  high = malloc(N * sizeof *high);
  jump = malloc(N * sizeof *jump);
  bstart = calloc((size_t)maxdepth + 2, sizeof *bstart);
  bucket = malloc(M * sizeof *bucket);
  if (!high || !jump || !bstart || !bucket) goto nomem;
  for (uint32_t v = 0; v < n; v++) {
    high[v] = NONE;
    jump[v] = v;
  }
  size_t nback = 0;
  for (uint32_t e = 0; e < m; e++)
    if (kind[e] == KIND_BACK) {
      bstart[maxdepth - depth[upper[e]] + 1]++;
      nback++;
    }
  for (uint32_t d = 0; d <= maxdepth; d++) bstart[d + 1] += bstart[d];
  for (uint32_t e = 0; e < m; e++)
    if (kind[e] == KIND_BACK) bucket[bstart[maxdepth - depth[upper[e]]]++] = e;
  for (size_t k = 0; k < nback; k++) {
    uint32_t e = bucket[k], y = upper[e];
    uint32_t w = uf_find(jump, lower[e]);
    while (depth[w] > depth[y]) {
      high[w] = depth[y];
      jump[w] = par[w];
      w = uf_find(jump, par[w]);
    }
  }

  /* Chains of tree edges with equal covers: the class parent of v is the
   * deepest ancestor u with cnt[u] = cnt[v] if depth[u] > high[v]. */
  lastc = malloc(((size_t)m + 1) * sizeof *lastc);
  saved = malloc(N * sizeof *saved);
  path = malloc(N * sizeof *path);
  cpar = malloc(N * sizeof *cpar);
  top = malloc(N * sizeof *top);
  if (!lastc || !saved || !path || !cpar || !top) goto nomem;
  for (uint32_t c = 0; c <= m; c++) lastc[c] = NONE;
  uint32_t plen = 0;
  for (uint32_t i = 0; i < ord; i++) {
    uint32_t v = a->order[i];
    while (plen > 0) {
      uint32_t u = path[plen - 1];
      if (a->pre[v] < a->pre[u] + a->size[u]) break;
      lastc[u == 0 ? 0 : (uint32_t)cnt[u]] = saved[u];
      plen--;
    }
    uint32_t key = v == 0 ? 0 : (uint32_t)cnt[v];
    cpar[v] = NONE;
    if (v != 0 && cnt[v] >= 2) {
      uint32_t u = lastc[key];
      if (u != NONE && depth[u] > high[v]) cpar[v] = u;
    }
    top[v] = cpar[v] == NONE ? v : top[cpar[v]];
    saved[v] = lastc[key];
    lastc[key] = v;
    path[plen++] = v;
  }

  /* Class members in preorder (hence depth order): tree edges covered by a
   * back edge alone go with that back edge; the others with their chain top.
   * Group g < m is back edge g; group m + v is the chain topped by v. */
  mstart = calloc((size_t)m + N + 1, sizeof *mstart);
  members = malloc(N * sizeof *members);
  fill = malloc(((size_t)m + N) * sizeof *fill);
  if (!mstart || !members || !fill) goto nomem;
  for (uint32_t i = 1; i < ord; i++) {
    uint32_t v = a->order[i];
    if (a->bridge[pedge[v]]) continue;
    size_t g = cnt[v] == 1 ? xb[v] : (size_t)m + top[v];
    mstart[g + 1]++;
  }
  for (size_t g = 0; g < (size_t)m + N; g++) mstart[g + 1] += mstart[g];
  memcpy(fill, mstart, ((size_t)m + N) * sizeof *fill);
  for (uint32_t i = 1; i < ord; i++) {
    uint32_t v = a->order[i];
    if (a->bridge[pedge[v]]) continue;
    size_t g = cnt[v] == 1 ? xb[v] : (size_t)m + top[v];
    members[fill[g]++] = v;
  }

  int bits = 1;
  while (bits < 31 && (UINT64_C(1) << bits) <= (uint64_t)m + 2) bits++;
  cw.trie.bits = bits;
  for (size_t g = 0; g < (size_t)m + N; g++) {
    uint32_t r = mstart[g + 1] - mstart[g];
    const uint32_t *v = members + mstart[g];
    uint32_t back = g < m ? (uint32_t)g : NONE;
    if (back != NONE && (kind[back] != KIND_BACK && kind[back] != KIND_LOOP)) continue;
    if (back == NONE && r == 0) continue;
    uint32_t c = back != NONE ? a->comp[lower[back]] : a->comp[v[0]];
    if (!tdef[c]) continue;
    size_t k = r + (back != NONE);
    if (k == 1) { /* in no 2-edge cut: X - e stays 2-edge-connected */
      uint32_t e = back != NONE ? back : pedge[v[0]];
      a->win[e] = (a->cvalue[c] ^ 1) == target[c];
      continue;
    }
    if (work_reserve(&cw, k, bits) != 0) goto nomem;
    uint64_t e_rest = a->cedges[c] - k, h0 = sh[a->croot[c]];
    for (size_t i = 1; i < k; i++) {
      uint64_t ei, hi;
      if (i < r) {
        ei = se[v[i - 1]] - se[v[i]] - 1;
        hi = sh[v[i - 1]] ^ sh[v[i]];
      } else {
        ei = se[v[r - 1]];
        hi = sh[v[r - 1]];
      }
      cw.w[i] = (ei & 1) ^ hi;
      e_rest -= ei;
      h0 ^= hi;
    }
    uint64_t w0 = (e_rest & 1) ^ h0, want = target[c] ^ w0;
    cw.av[1] = 0;
    cw.bv[k] = 0;
    int r1 = run_chain(&cw, k, true, cw.av), r2 = r1 == 0 ? run_chain(&cw, k, false, cw.bv) : 0;
    if (r1 == -1 || r2 == -1) goto nomem;
    if (r1 != 0 || r2 != 0) {
      gr_error_set(err, GR_ESTATE, "internal: a branch value passed 2^%d", bits);
      goto fail;
    }
    for (size_t i = 1; i <= k; i++) {
      uint32_t e = i <= r ? pedge[v[i - 1]] : back;
      a->win[e] = (cw.av[i] ^ cw.bv[i]) == want;
    }
  }
  rc = 0;
  goto done;
nomem:
  gr_error_set(err, GR_ENOMEM, "out of memory analysing %u vertices and %u edges", n, m);
fail:
  hb_analysis_free(a);
done:
  free(start);
  free(adjv);
  free(adje);
  free(it);
  free(depth);
  free(par);
  free(pedge);
  free(stack);
  free(low);
  free(xb);
  free(cnt);
  free(own);
  free(ownall);
  free(se);
  free(sh);
  free(hang);
  free(tot);
  free(kind);
  free(upper);
  free(lower);
  free(target);
  free(tdef);
  free(high);
  free(jump);
  free(bucket);
  free(bstart);
  free(lastc);
  free(saved);
  free(path);
  free(cpar);
  free(top);
  free(mstart);
  free(members);
  free(fill);
  work_free(&cw);
  return rc;
}

/* ---- positions ---------------------------------------------------------- */

/* A position with its labels compacted: vertex 0 is the ground (label 0). */
typedef struct pic {
  uint32_t n, m;
  uint32_t *label; /* sorted; label[0] = 0 */
  uint32_t *eu, *ev;
} pic;

static void pic_free(pic *g) {
  free(g->label);
  free(g->eu);
  free(g->ev);
  memset(g, 0, sizeof *g);
}

static int pic_build(const gr_pos *p, pic *g, gr_error *err) {
  memset(g, 0, sizeof *g);
  size_t m = p->len / 2;
  g->m = (uint32_t)m;
  g->label = malloc((2 * m + 1) * sizeof *g->label);
  g->eu = malloc((m ? m : 1) * sizeof *g->eu);
  g->ev = malloc((m ? m : 1) * sizeof *g->ev);
  if (!g->label || !g->eu || !g->ev) {
    pic_free(g);
    return gr_error_set(err, GR_ENOMEM, "out of memory for a picture of %zu edges", m);
  }
  g->label[0] = 0;
  for (size_t i = 0; i < 2 * m; i++) g->label[i + 1] = (uint32_t)p->v[i];
  gt_sort_u32(g->label, 2 * m + 1);
  uint32_t n = 0;
  for (size_t i = 0; i <= 2 * m; i++)
    if (i == 0 || g->label[i] != g->label[n - 1]) g->label[n++] = g->label[i];
  g->n = n;
  for (size_t e = 0; e < m; e++) {
    g->eu[e] = (uint32_t)gt_find_u32(g->label, n, (uint32_t)p->v[2 * e]);
    g->ev[e] = (uint32_t)gt_find_u32(g->label, n, (uint32_t)p->v[2 * e + 1]);
  }
  return 0;
}

static bool same_edge(const gr_pos *p, size_t e, size_t f) {
  return p->v[2 * e] == p->v[2 * f] && p->v[2 * e + 1] == p->v[2 * f + 1];
}

/* The position after cutting edge e: e goes, and with a bridge everything
 * in the depth-first subtree above it. */
static int successor(const gr_pos *p, const hb_analysis *a, const pic *g, uint32_t e, gr_pos *out, gr_error *err) {
  size_t m = p->len / 2, keep = m - (size_t)a->falls[e];
  if (gr_pos_resize(out, 2 * keep, err) != 0) return -1;
  uint32_t w = a->bridge[e] ? a->below[e] : NONE;
  uint32_t lo = w != NONE ? a->pre[w] : 0, hi = w != NONE ? a->pre[w] + a->size[w] : 0;
  size_t k = 0;
  for (size_t f = 0; f < m; f++) {
    if (f == e) continue;
    uint32_t pu = a->pre[g->eu[f]];
    if (w != NONE && pu >= lo && pu < hi) continue;
    if (k < keep) {
      out->v[2 * k] = p->v[2 * f];
      out->v[2 * k + 1] = p->v[2 * f + 1];
    }
    k++;
  }
  if (k != keep) return gr_error_set(err, GR_ESTATE, "internal: cutting edge %u keeps %zu edges, not %zu", e, k, keep);
  return 0;
}

static int hb_parse(const char *text, gr_pos *out, gr_error *err) {
  gt_text t;
  if (gt_parse(text, GT_ALLOW_N | GT_EDGES, HB_MAX_EDGES_SOLVE, GT_MAX_LABEL, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  int rc = -1;
  uint32_t *label = NULL, *uf = NULL;
  uint64_t *key = NULL;
  size_t m = t.m, line, col;
  if (m == 0) {
    gr_error_set(err, GR_ESYNTAX,
                 "no edges given: write the edges as A-B with the ground as vertex 0, e.g. 0-1 1-2 1-3 3-0");
    goto done;
  }
  if (t.has_n)
    for (size_t e = 0; e < m; e++)
      if (t.eu[e] > t.n || t.ev[e] > t.n) {
        gt_where(&t, t.edge_at[e], &line, &col);
        gr_error_set(err, GR_ERANGE,
                     "edge %zu (%u-%u) at line %zu, column %zu names vertex %u, but n=%llu declares the vertices "
                     "0..%llu (0 is the ground)",
                     e + 1, t.eu[e], t.ev[e], line, col, t.eu[e] > t.n ? t.eu[e] : t.ev[e], (unsigned long long)t.n,
                     (unsigned long long)t.n);
        goto done;
      }
  /* Connected to the ground: union-find over the compacted labels. */
  label = malloc((2 * m + 1) * sizeof *label);
  uf = malloc((2 * m + 1) * sizeof *uf);
  key = malloc(m * sizeof *key);
  if (!label || !uf || !key) {
    gr_error_set(err, GR_ENOMEM, "out of memory reading %zu edges", m);
    goto done;
  }
  for (size_t e = 0; e < m; e++) {
    label[2 * e] = t.eu[e];
    label[2 * e + 1] = t.ev[e];
  }
  gt_sort_u32(label, 2 * m);
  size_t n = 0;
  for (size_t i = 0; i < 2 * m; i++)
    if (n == 0 || label[i] != label[n - 1]) label[n++] = label[i];
  if (label[0] != 0) {
    gr_error_set(err, GR_ESYNTAX,
                 "no edge touches the ground (vertex 0): every edge must hang from the ground, e.g. 0-1 1-2");
    goto done;
  }
  for (size_t v = 0; v < n; v++) uf[v] = (uint32_t)v;
  for (size_t e = 0; e < m; e++) {
    uint32_t a = uf_find(uf, (uint32_t)gt_find_u32(label, n, t.eu[e]));
    uint32_t b = uf_find(uf, (uint32_t)gt_find_u32(label, n, t.ev[e]));
    if (a != b) uf[a > b ? a : b] = a < b ? a : b; /* the smaller index (the ground's 0) stays the root */
  }
  for (size_t e = 0; e < m; e++)
    if (uf_find(uf, (uint32_t)gt_find_u32(label, n, t.eu[e])) != 0) {
      gt_where(&t, t.edge_at[e], &line, &col);
      gr_error_set(err, GR_ESYNTAX,
                   "edge %zu (%u-%u) at line %zu, column %zu is not connected to the ground (vertex 0): every edge "
                   "must hang from the ground through other edges",
                   e + 1, t.eu[e], t.ev[e], line, col);
      goto done;
    }
  for (size_t e = 0; e < m; e++) {
    uint64_t a = t.eu[e], b = t.ev[e];
    key[e] = a < b ? (a << 32 | b) : (b << 32 | a);
  }
  gt_sort_u64(key, m);
  if (gr_pos_resize(out, 2 * m, err) != 0) goto done;
  for (size_t e = 0; e < m; e++) {
    out->v[2 * e] = key[e] >> 32;
    out->v[2 * e + 1] = key[e] & 0xffffffffu;
  }
  rc = 0;
done:
  free(label);
  free(uf);
  free(key);
  gt_free(&t);
  return rc;
}

static void hb_format(const gr_pos *p, gr_buf *out) {
  gr_buf_puts(out, "");
  for (size_t e = 0; 2 * e + 1 < p->len; e++)
    gr_buf_printf(out, "%s%llu-%llu", e ? " " : "", (unsigned long long)p->v[2 * e], (unsigned long long)p->v[2 * e + 1]);
}

static bool hb_is_terminal(const gr_pos *p) { return p->len < 2; }

/* Listing every successor of a big picture would take m^2 values. */
#define HB_MOVES_VALUES (UINT64_C(1) << 25)

static int hb_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  size_t m = p->len / 2, distinct = 0;
  for (size_t e = 0; e < m; e++) distinct += e == 0 || !same_edge(p, e, e - 1);
  if (distinct > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this picture has %zu moves; at most %zu can be listed", distinct, max_moves);
  if ((uint64_t)distinct * p->len > HB_MOVES_VALUES)
    return gr_error_set(err, GR_ELIMIT,
                        "listing all %zu moves of a %zu-edge picture would take %llu numbers (at most %llu): "
                        "use solve for the winning cuts, or play one cut",
                        distinct, m, (unsigned long long)distinct * p->len, (unsigned long long)HB_MOVES_VALUES);
  if (m == 0) return 0;
  pic g;
  hb_analysis a;
  if (pic_build(p, &g, err) != 0) return -1;
  int rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  for (uint32_t e = 0; rc == 0 && e < m; e++) {
    if (e > 0 && same_edge(p, e, e - 1)) continue; /* the same position again */
    gr_pos next;
    gr_pos_init(&next);
    if (successor(p, &a, &g, e, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) {
      gr_pos_free(&next);
      rc = -1;
    }
  }
  hb_analysis_free(&a);
  pic_free(&g);
  return rc;
}

/* ---- the verdict job ----------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  pic g;
  hb_analysis a;
  bool analysed;
  uint32_t next;   /* next edge to consider for the winning list */
  uint64_t listed; /* numbers held by the listed successors */
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  pic_free(&s->g);
  hb_analysis_free(&s->a);
  free(s);
  job->state = NULL;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  size_t m = s->pos.len / 2;
  if (!s->analysed) {
    /* One slice: O(n + m), about 0.1 s for a million edges. */
    if (pic_build(&s->pos, &s->g, err) != 0 || hb_analyse(s->g.n, s->g.m, s->g.eu, s->g.ev, true, &s->a, err) != 0)
      return -1;
    s->analysed = true;
    job->analysis.has_grundy = true;
    job->analysis.grundy = s->a.value;
    job->analysis.winner = s->a.value ? GR_WINNER_FIRST : GR_WINNER_SECOND;
    job->done += (uint64_t)s->g.n + m;
    uint64_t wins = 0;
    for (size_t e = 0; e < m; e++) wins += s->a.win[e] && (e == 0 || !same_edge(&s->pos, e, e - 1));
    uint64_t listing = wins * (uint64_t)s->pos.len;
    job->total = job->done + (listing < GT_MOVES_BUDGET ? listing : GT_MOVES_BUDGET);
    budget = budget > (uint64_t)s->g.n + m ? budget - s->g.n - m : 0;
  }
  while (s->next < m) {
    uint32_t e = s->next;
    if (!s->a.win[e] || (e > 0 && same_edge(&s->pos, e, e - 1))) {
      s->next++;
      continue;
    }
    if (budget == 0) return 0;
    /* The list is bounded (GT_MOVES_BUDGET numbers), but never empty. */
    if (s->listed > 0 && s->listed + s->pos.len > GT_MOVES_BUDGET) {
      job->analysis.winning_moves_cut = true; /* said in the JSON and the CLI */
      break;
    }
    gr_pos next;
    gr_pos_init(&next);
    if (successor(&s->pos, &s->a, &s->g, e, &next, err) != 0) return -1;
    s->listed += next.len + 1;
    if (gr_pos_list_push(&job->analysis.winning_moves, &next, err) != 0) return -1;
    job->done += s->pos.len;
    budget = budget > s->pos.len ? budget - s->pos.len : 0;
    s->next++;
  }
  job->done = job->total;
  job->finished = true;
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int hb_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len / 2 > HB_MAX_EDGES_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu edges: the verdict handles at most %d", p->len / 2, HB_MAX_EDGES_SOLVE);
  solve_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0) {
    free(s);
    return -1;
  }
  *job = gr_job_new(&solve_ops, s, 2 * (uint64_t)p->len + 1, err);
  if (*job == NULL) {
    gr_job tmp = {.state = s};
    solve_destroy(&tmp);
    return -1;
  }
  return 0;
}

/* Losing, the computer cuts an edge that takes the fewest edges with it
 * (an edge on a cycle, or a leaf edge: exactly one), the first such: the
 * most edges stay in play, so the game lasts longest. */
static int hb_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (p->len < 2) return gr_error_set(err, GR_ESTATE, "the game is over: there is no edge left to cut");
  pic g;
  hb_analysis a;
  if (pic_build(p, &g, err) != 0) return -1;
  int rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  if (rc == 0) {
    uint32_t best = 0;
    for (uint32_t e = 1; e < g.m; e++)
      if (a.falls[e] < a.falls[best]) best = e;
    rc = successor(p, &a, &g, best, out, err);
  }
  hb_analysis_free(&a);
  pic_free(&g);
  return rc;
}

/* The cut edge: the one missing edge that still touches the ground or a
 * vertex of `to` (the others fell with it and touch neither). */
static void hb_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  size_t m = from->len / 2, mt = to->len / 2;
  uint32_t *have = malloc((2 * mt + 1) * sizeof *have);
  if (have == NULL) return;
  have[0] = 0;
  for (size_t i = 0; i < 2 * mt; i++) have[i + 1] = (uint32_t)to->v[i];
  gt_sort_u32(have, 2 * mt + 1);
  size_t cut = m, j = 0;
  for (size_t e = 0; e < m && cut == m; e++) {
    if (j < mt && from->v[2 * e] == to->v[2 * j] && from->v[2 * e + 1] == to->v[2 * j + 1]) {
      j++;
      continue;
    }
    bool touches = gt_find_u32(have, 2 * mt + 1, (uint32_t)from->v[2 * e]) < 2 * mt + 1 ||
                   gt_find_u32(have, 2 * mt + 1, (uint32_t)from->v[2 * e + 1]) < 2 * mt + 1;
    if (touches) cut = e;
  }
  free(have);
  if (cut == m) return;
  size_t fell = m - mt - 1;
  gr_buf_printf(out, zh ? "剪断第 %zu 条边 (%llu-%llu)" : "cut edge %zu (%llu-%llu)", cut + 1,
                (unsigned long long)from->v[2 * cut], (unsigned long long)from->v[2 * cut + 1]);
  if (fell > 0) gr_buf_printf(out, zh ? ",另有 %zu 条边随之掉落" : "; %zu more edge%s fall%s off", fell,
                              fell == 1 ? "" : "s", fell == 1 ? "s" : "");
}

static void hb_board(const gr_pos *p, gr_json *j) {
  gr_error err = {0};
  pic g;
  int32_t *x = NULL, *y = NULL;
  bool ok = pic_build(p, &g, &err) == 0;
  if (ok) {
    x = malloc(g.n * sizeof *x);
    y = malloc(g.n * sizeof *y);
    ok = x && y && gt_layout_rooted(g.n, g.eu, g.ev, g.m, 0, x, y, &err) == 0;
  }
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  gr_json_key(j, "directed");
  gr_json_bool(j, false);
  gr_json_key(j, "ground");
  gr_json_u64(j, 0);
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  char text[24];
  for (uint32_t v = 0; ok && v < g.n; v++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, g.label[v]);
    gr_json_key(j, "label");
    snprintf(text, sizeof text, "%u", g.label[v]);
    gr_json_string(j, text);
    gr_json_key(j, "x");
    gr_json_i64(j, x[v]);
    gr_json_key(j, "y");
    gr_json_i64(j, y[v]);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (size_t e = 0; ok && e < g.m; e++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, e + 1);
    gr_json_key(j, "from");
    gr_json_u64(j, p->v[2 * e]);
    gr_json_key(j, "to");
    gr_json_u64(j, p->v[2 * e + 1]);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "cut");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "edge");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  gr_json_object_end(j);
  free(x);
  free(y);
  pic_free(&g);
}

/* "cut EDGE": EDGE is an edge number from 1 (as the board numbers them) or
 * the edge itself, A-B. */
static int hb_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  size_t m = p->len / 2;
  if (m == 0) return gr_error_set(err, GR_ESTATE, "the game is over: there is no edge left to cut");
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "cut", 3) != 0 || (action[3] != ' ' && action[3] != '\t'))
    return gr_error_set(err, GR_ESYNTAX, "a move is written 'cut EDGE' (the edge's number from 1, or A-B), e.g. cut 2");
  gt_text t;
  if (gt_parse(action + 3, GT_EDGES | GT_VALUES, 2, GT_MAX_LABEL, &t, err) != 0) {
    gt_free(&t);
    return -1;
  }
  size_t e = m;
  int rc = 0;
  if (t.m + t.nvalues != 1) {
    rc = gr_error_set(err, GR_ESYNTAX, "a move is written 'cut EDGE' (the edge's number from 1, or A-B), e.g. cut 2");
  } else if (t.nvalues == 1) {
    if (t.values[0] < 1 || t.values[0] > m)
      rc = gr_error_set(err, GR_ERANGE, "there is no edge %llu: the edges are numbered 1 to %zu",
                        (unsigned long long)t.values[0], m);
    else e = (size_t)t.values[0] - 1;
  } else {
    uint64_t a = t.eu[0] < t.ev[0] ? t.eu[0] : t.ev[0], b = t.eu[0] < t.ev[0] ? t.ev[0] : t.eu[0];
    for (size_t f = 0; f < m && e == m; f++)
      if (p->v[2 * f] == a && p->v[2 * f + 1] == b) e = f;
    if (e == m) rc = gr_error_set(err, GR_ERANGE, "there is no edge %u-%u in the picture", t.eu[0], t.ev[0]);
  }
  gt_free(&t);
  if (rc != 0) return -1;
  pic g;
  hb_analysis a;
  if (pic_build(p, &g, err) != 0) return -1;
  rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  if (rc == 0) rc = successor(p, &a, &g, (uint32_t)e, out, err);
  hb_analysis_free(&a);
  pic_free(&g);
  return rc;
}

/* The inverse of hb_play: "cut N", N the number (from 1) of the cut edge in
 * `from`.  `to` must be `from` minus a non-empty sub-multiset D of its edges
 * (one merge of the sorted lists).  Of the edges D holds, the cut edge is
 * the one touching the ground or a vertex of `to`: whatever fell with it
 * lies above a bridge, cut off from both.  That edge is cut once more and
 * the result compared with `to`, so the answer is exact.  O(m log m). */
static int hb_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t m = from->len / 2, mt = to->len / 2;
  if (m == 0 || mt >= m || to->len % 2) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint32_t *have = malloc((2 * mt + 1) * sizeof *have);
  if (have == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  have[0] = 0;
  for (size_t i = 0; i < 2 * mt; i++) have[i + 1] = (uint32_t)to->v[i];
  gt_sort_u32(have, 2 * mt + 1);
  size_t cut = m, j = 0;
  for (size_t e = 0; e < m; e++) {
    if (j < mt && from->v[2 * e] == to->v[2 * j] && from->v[2 * e + 1] == to->v[2 * j + 1]) {
      j++;
      continue;
    }
    if (cut == m && (gt_find_u32(have, 2 * mt + 1, (uint32_t)from->v[2 * e]) < 2 * mt + 1 ||
                     gt_find_u32(have, 2 * mt + 1, (uint32_t)from->v[2 * e + 1]) < 2 * mt + 1))
      cut = e;
  }
  free(have);
  if (j != mt || cut == m) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  pic g;
  hb_analysis a;
  gr_pos back;
  gr_pos_init(&back);
  if (pic_build(from, &g, err) != 0) return -1;
  int rc = hb_analyse(g.n, g.m, g.eu, g.ev, false, &a, err);
  if (rc == 0) rc = successor(from, &a, &g, (uint32_t)cut, &back, err);
  if (rc == 0 && !gr_pos_equal(&back, to)) rc = gr_error_set(err, GR_ERANGE, "that position is not one move away");
  if (rc == 0) gr_buf_printf(out, "cut %zu", cut + 1);
  gr_pos_free(&back);
  hb_analysis_free(&a);
  pic_free(&g);
  return rc;
}

/* ---- the trace ------------------------------------------------------------ */

enum { RULE_FUSE, RULE_LOOP, RULE_COLON, RULE_COLON_BARE, RULE_ANSWER, RULE_CUT_BRIDGE, RULE_CUT_CYCLE, RULE_COUNT };
enum { VIEW_GRAPH, VIEW_LOOPS, VIEW_STALKS, VIEW_VALUE, VIEW_AFTER, VIEW_ANSWER };

static const gr_rule hb_rules[RULE_COUNT] = {
    [RULE_FUSE] = {{"Fusion", "融合"},
                   {"the vertices of a cycle fuse into one vertex; the cycle's edges become loops there",
                    "环上的顶点并成一个点,环上的边变成该点的自环"},
                   {"vertex", "vertex", "vertex"}},
    [RULE_LOOP] = {{"Loops", "自环"},
                   {"a loop is a stalk of length 1: E loops are worth E mod 2",
                    "一个自环相当于长度为 1 的竹竿:E 个自环的值是 E mod 2"},
                   {"loops", NULL, NULL}},
    [RULE_COLON] = {{"Colon principle", "冒号原理"},
                    {"value = (loops' worth) xor (each branch's value + 1)", "值 = 自环的值 xor (每个分支的值 + 1)"},
                    {"vertex", "loops", "branch"}},
    [RULE_COLON_BARE] = {{"Colon principle", "冒号原理"},
                         {"value = xor of (each branch's value + 1)", "值 = 各分支 (值 + 1) 的异或"},
                         {"vertex", "branch root", "branch"}},
    [RULE_ANSWER] = {{"The picture", "整幅图"},
                     {"the picture is worth the ground's value; the mover wins unless it is 0",
                      "整幅图的值就是地面的值;非 0 则先手必胜"},
                     {"ground", NULL, NULL}},
    [RULE_CUT_BRIDGE] = {{"Cut a bridge", "剪断桥"},
                         {"the branch above the edge falls off with it", "这条边上方的分支随之掉落"},
                         {"lower end", "upper end", "branch"}},
    [RULE_CUT_CYCLE] = {{"Cut a cycle edge", "剪断环上的边"},
                        {"nothing falls; fuse again without the edge", "什么都不掉落;去掉这条边重新融合"},
                        {"end", "end", "component"}},
};

typedef struct trace_state {
  gr_pos pos;
  pic g;
  hb_analysis a;
  uint32_t *fused, nfused; /* components with at least one edge */
  uint32_t *kstart, *kids; /* child components */
  uint32_t *reads;
  uint32_t *cu, *cv;       /* the picture less one edge */
  int phase;
  uint32_t next;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  pic_free(&s->g);
  hb_analysis_free(&s->a);
  free(s->fused);
  free(s->kstart);
  free(s->kids);
  free(s->reads);
  free(s->cu);
  free(s->cv);
  free(s);
  job->state = NULL;
}

static int trace_step(gr_job *job, trace_state *s, gr_error *err) {
  gr_trace *t = job->trace;
  const hb_analysis *a = &s->a;
  uint32_t *r = s->reads;
  size_t nr = 0;
  switch (s->phase) {
  case 0: { /* fuse */
    if (s->next == s->nfused) break;
    uint32_t c = s->fused[s->next++];
    for (uint32_t k = a->cvstart[c]; k < a->cvstart[c + 1]; k++)
      r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, a->cverts[k]);
    return gr_trace_write(t, VIEW_LOOPS, 0, c, a->cedges[c], RULE_FUSE, r, nr, err);
  }
  case 1: { /* loops */
    if (s->next == s->nfused) break;
    uint32_t c = s->fused[s->next++];
    r[0] = gr_trace_cell_id(t, VIEW_LOOPS, 0, c);
    return gr_trace_write(t, VIEW_STALKS, 0, c, a->cedges[c] & 1, RULE_LOOP, r, 1, err);
  }
  case 2: { /* colon, leaves first */
    if (s->next == a->ncomp) break;
    uint32_t c = a->ncomp - 1 - s->next++;
    r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, a->croot[c]);
    if (a->cedges[c] > 0) r[nr++] = gr_trace_cell_id(t, VIEW_STALKS, 0, c);
    for (uint32_t k = s->kstart[c]; k < s->kstart[c + 1]; k++) {
      uint32_t d = s->kids[k];
      r[nr++] = gr_trace_cell_id(t, VIEW_GRAPH, 0, a->croot[d]);
      r[nr++] = gr_trace_cell_id(t, VIEW_VALUE, 0, d);
    }
    return gr_trace_write(t, VIEW_VALUE, 0, c, a->cvalue[c], a->cedges[c] > 0 ? RULE_COLON : RULE_COLON_BARE, r, nr,
                          err);
  }
  case 3: /* the answer */
    if (s->next == 1) break;
    s->next++;
    r[0] = gr_trace_cell_id(t, VIEW_VALUE, 0, 0);
    return gr_trace_write(t, VIEW_ANSWER, 0, 0, a->value, RULE_ANSWER, r, 1, err);
  case 4: { /* every cut, recomputed from scratch */
    if (s->next == s->g.m) break;
    uint32_t e = s->next++, k = 0;
    for (uint32_t f = 0; f < s->g.m; f++)
      if (f != e) {
        s->cu[k] = s->g.eu[f];
        s->cv[k++] = s->g.ev[f];
      }
    hb_analysis b;
    if (hb_analyse(s->g.n, k, s->cu, s->cv, false, &b, err) != 0) return -1;
    uint64_t after = b.value;
    hb_analysis_free(&b);
    bool bridge = a->bridge[e];
    uint32_t lo = s->g.eu[e], hi = s->g.ev[e];
    if (bridge && a->below[e] == lo) {
      lo = s->g.ev[e];
      hi = s->g.eu[e];
    }
    r[0] = gr_trace_cell_id(t, VIEW_GRAPH, 0, lo);
    r[1] = gr_trace_cell_id(t, VIEW_GRAPH, 0, hi);
    r[2] = gr_trace_cell_id(t, VIEW_VALUE, 0, bridge ? a->comp[a->below[e]] : a->comp[lo]);
    r[3] = gr_trace_cell_id(t, VIEW_ANSWER, 0, 0);
    return gr_trace_write(t, VIEW_AFTER, 0, e, after, bridge ? RULE_CUT_BRIDGE : RULE_CUT_CYCLE, r, 4, err);
  }
  default:
    return 0;
  }
  s->phase++;
  s->next = 0;
  return 0;
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  while (budget > 0 && s->phase < 5) {
    uint64_t cost = s->phase == 4 ? (uint64_t)s->g.m + 1 : 1;
    int phase = s->phase;
    if (trace_step(job, s, err) != 0) return -1;
    if (phase == s->phase) job->done += cost; /* a step was written */
    budget = budget > cost ? budget - cost : 0;
  }
  if (s->phase == 5) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int hb_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t m = p->len / 2;
  if (m == 0) return gr_error_set(err, GR_ESTATE, "no edges: the game is over");
  if (m > HB_MAX_EDGES_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu edges: the trace draws at most %d (the verdict alone handles %d)", m,
                        HB_MAX_EDGES_TRACE, HB_MAX_EDGES_SOLVE);
  trace_state *s = calloc(1, sizeof *s);
  gr_trace *t = NULL;
  uint32_t *cf = NULL, *ct = NULL;
  int32_t *x = NULL, *y = NULL;
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
  gr_job tmp = {.state = s};
  gr_pos_init(&s->pos);
  if (gr_pos_copy(&s->pos, p, err) != 0 || pic_build(p, &s->g, err) != 0 ||
      hb_analyse(s->g.n, s->g.m, s->g.eu, s->g.ev, false, &s->a, err) != 0)
    goto fail;
  const hb_analysis *a = &s->a;
  uint32_t C = a->ncomp, n = s->g.n;
  s->fused = malloc(C * sizeof *s->fused);
  s->kstart = calloc((size_t)C + 1, sizeof *s->kstart);
  s->kids = malloc(C * sizeof *s->kids);
  s->reads = malloc((2 * (size_t)n + 2 * C + 8) * sizeof *s->reads);
  s->cu = malloc(m * sizeof *s->cu);
  s->cv = malloc(m * sizeof *s->cv);
  cf = malloc(C * sizeof *cf);
  ct = malloc(C * sizeof *ct);
  x = malloc(((size_t)n + C) * sizeof *x);
  y = malloc(((size_t)n + C) * sizeof *y);
  if (!s->fused || !s->kstart || !s->kids || !s->reads || !s->cu || !s->cv || !cf || !ct || !x || !y) {
    gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
    goto fail;
  }
  for (uint32_t c = 0; c < C; c++)
    if (a->cedges[c] > 0) s->fused[s->nfused++] = c;
  for (uint32_t c = 1; c < C; c++) s->kstart[a->cparent[c] + 1]++;
  for (uint32_t c = 0; c < C; c++) s->kstart[c + 1] += s->kstart[c];
  memcpy(cf, s->kstart, C * sizeof *cf);
  for (uint32_t c = 1; c < C; c++) s->kids[cf[a->cparent[c]]++] = c;
  size_t steps = 2 * (size_t)s->nfused + C + 1 + m;
  t = gr_trace_new(steps, hb_rules, RULE_COUNT, explain, err);
  if (t == NULL) goto fail;
  if (gr_trace_add_view(t, GR_VIEW_GRAPH, "vertex", "the picture (ground at the bottom)", "图(地面在最下方)", 1, n, 0,
                        err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "loops", "loops after fusion", "融合后的自环数", 1, C, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "stalk", "worth of the loops", "自环的值", 1, C, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_GRAPH, "value", "fused tree: value of each part", "融合后的树:各部分的值", 1, C, 1,
                        err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "after", "value after cutting each edge", "剪断每条边后的值", 1,
                        (uint32_t)m, 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "grundy", "Grundy value", "SG 值", 1, 1, 1, err) < 0)
    goto fail;
  for (uint32_t v = 0; v < n; v++) t->views[VIEW_GRAPH].values[v] = s->g.label[v];
  if (gt_layout_rooted(n, s->g.eu, s->g.ev, m, 0, x, y, err) != 0 ||
      gr_trace_set_graph(t, VIEW_GRAPH, x, y, s->g.eu, s->g.ev, (uint32_t)m, err) != 0)
    goto fail;
  for (uint32_t c = 1; c < C; c++) {
    cf[c - 1] = c;
    ct[c - 1] = a->cparent[c];
  }
  if (gt_layout_rooted(C, cf, ct, C - 1, 0, x, y, err) != 0 ||
      gr_trace_set_graph(t, VIEW_VALUE, x, y, cf, ct, C - 1, err) != 0)
    goto fail;
  free(cf);
  free(ct);
  free(x);
  free(y);
  *job = gr_job_new(&trace_ops, s, steps + (uint64_t)m * m, err);
  if (*job == NULL) {
    gr_trace_free(t);
    trace_destroy(&tmp);
    return -1;
  }
  (*job)->trace = t;
  return 0;
fail:
  free(cf);
  free(ct);
  free(x);
  free(y);
  gr_trace_free(t);
  trace_destroy(&tmp);
  return -1;
}

/* ---- explanations ---------------------------------------------------------- */

static uint64_t label_of(const gr_trace *t, uint32_t id) { return gr_trace_value(t, id); }

static uint32_t col_of(const gr_trace *t, uint32_t id) {
  int view;
  uint32_t row, col;
  return gr_trace_locate(t, id, &view, &row, &col) ? col : 0;
}

/* "vertex 4", or "the ground" for vertex 0. */
static void vertex_name(gr_buf *out, uint64_t label, bool zh) {
  if (label == 0) gr_buf_puts(out, zh ? "地面" : "the ground");
  else gr_buf_printf(out, zh ? "顶点 %llu" : "vertex %llu", (unsigned long long)label);
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nr;
  const uint32_t *r = gr_trace_step_reads(t, step, &nr);
  uint32_t target = t->step_cell[step];
  uint64_t value = gr_trace_value(t, target);
  switch (rule) {
  case RULE_FUSE: {
    if (nr == 1) {
      gr_buf_puts(out, zh ? "融合:" : "Fusion: ");
      vertex_name(out, label_of(t, r[0]), zh);
      gr_buf_printf(out, zh ? " 上有 %llu 个自环,保持不变。" : " carries %llu loop%s already; nothing to fuse.",
                    (unsigned long long)value, value == 1 ? "" : "s");
      return;
    }
    gr_buf_puts(out, zh ? "融合:顶点 {" : "Fusion: vertices {");
    for (size_t k = 0; k < nr && k < 8; k++)
      gr_buf_printf(out, "%s%llu", k ? ", " : "", (unsigned long long)label_of(t, r[k]));
    if (nr > 8) gr_buf_printf(out, zh ? ",…(共 %zu 个)" : ", ... (%zu in all)", nr);
    gr_buf_printf(out,
                  zh ? "} 同在环上(2 边连通),并成一个点;它们之间的 %llu 条边变成 %llu 个自环。"
                     : "} lie on cycles together (2-edge-connected) and fuse into one vertex; the %llu edges among "
                       "them become %llu loops.",
                  (unsigned long long)value, (unsigned long long)value);
    return;
  }
  case RULE_LOOP: {
    uint64_t loops = gr_trace_value(t, r[0]);
    if (zh)
      gr_buf_printf(out, "%llu 个自环各相当于长度为 1 的竹竿,异或起来是 %llu mod 2 = %llu。", (unsigned long long)loops,
                    (unsigned long long)loops, (unsigned long long)value);
    else if (loops == 1)
      gr_buf_puts(out, "One loop is a stalk of length 1: worth 1.");
    else
      gr_buf_printf(out, "The %llu loops are stalks of length 1 each: their xor is %llu mod 2 = %llu.",
                    (unsigned long long)loops, (unsigned long long)loops, (unsigned long long)value);
    return;
  }
  case RULE_COLON:
  case RULE_COLON_BARE: {
    gr_buf_puts(out, zh ? "冒号原理," : "Colon principle at ");
    vertex_name(out, label_of(t, r[0]), zh);
    gr_buf_puts(out, zh ? ":" : ": ");
    size_t k = 1, terms = 0;
    gr_buf xor;
    gr_buf_init(&xor);
    gr_buf_puts(&xor, "");
    if (rule == RULE_COLON && k < nr) {
      uint64_t w = gr_trace_value(t, r[k++]);
      gr_buf_printf(out, zh ? "自环的值 %llu" : "loops worth %llu", (unsigned long long)w);
      gr_buf_printf(&xor, "%llu", (unsigned long long)w);
      terms++;
    }
    for (; k + 1 < nr; k += 2) {
      uint64_t v = gr_trace_value(t, r[k + 1]);
      gr_buf_puts(out, terms ? (zh ? ";" : "; ") : "");
      gr_buf_puts(out, zh ? "" : "the branch at ");
      vertex_name(out, label_of(t, r[k]), zh);
      gr_buf_printf(out, zh ? " 上的分支 %llu + 1 = %llu" : ": %llu + 1 = %llu", (unsigned long long)v,
                    (unsigned long long)(v + 1));
      gr_buf_printf(&xor, "%s%llu", terms ? " xor " : "", (unsigned long long)(v + 1));
      terms++;
    }
    if (terms == 0)
      gr_buf_printf(out, zh ? "上面什么也没有,值为 0。" : "it holds nothing up, so it is worth 0.");
    else if (terms == 1)
      gr_buf_printf(out, zh ? ";所以值为 %llu。" : ", so it is worth %llu.", (unsigned long long)value);
    else
      gr_buf_printf(out, zh ? ";%s = %llu。" : "; %s = %llu.", xor.data, (unsigned long long)value);
    gr_buf_free(&xor);
    return;
  }
  case RULE_ANSWER:
    if (value)
      gr_buf_printf(out,
                    zh ? "地面的值是 %llu,整幅图的 SG 值为 %llu ≠ 0:先手必胜(存在剪后值为 0 的一刀)。"
                       : "The ground is worth %llu: the picture's Grundy value is %llu, not 0, so the first player "
                         "wins (some cut leaves value 0).",
                    (unsigned long long)value, (unsigned long long)value);
    else
      gr_buf_puts(out, zh ? "地面的值是 0:整幅图的 SG 值为 0,先手必败。"
                          : "The ground is worth 0: the picture's Grundy value is 0, so the first player loses.");
    return;
  case RULE_CUT_BRIDGE:
  case RULE_CUT_CYCLE: {
    uint64_t a = label_of(t, r[0]), b = label_of(t, r[1]), part = nr > 2 ? gr_trace_value(t, r[2]) : 0;
    uint32_t e = col_of(t, target);
    gr_buf_printf(out, zh ? "剪断第 %u 条边 (%llu-%llu):" : "Cut edge %u (%llu-%llu): ", e + 1,
                  (unsigned long long)a, (unsigned long long)b);
    if (rule == RULE_CUT_BRIDGE) {
      gr_buf_puts(out, zh ? "它是桥," : "a bridge; the branch above ");
      if (zh) {
        vertex_name(out, b, zh);
        gr_buf_printf(out, " 以上的分支(值 %llu,连同这条边为 %llu)掉落", (unsigned long long)part,
                      (unsigned long long)(part + 1));
      } else {
        vertex_name(out, b, zh);
        gr_buf_printf(out, " (worth %llu, %llu with this edge) falls off", (unsigned long long)part,
                      (unsigned long long)(part + 1));
      }
    } else if (a == b) {
      gr_buf_printf(out, zh ? "它是一个自环,什么都不掉落" : "a loop, so nothing falls");
    } else {
      gr_buf_printf(out, zh ? "它在环上(所在部分的值 %llu),什么都不掉落,去掉它重新融合"
                            : "it lies on a cycle (in a part worth %llu), so nothing falls",
                    (unsigned long long)part);
    }
    const char *then = rule == RULE_CUT_CYCLE && a != b ? "; fused again without it, the picture is worth %llu%s"
                                                        : "; the picture is then worth %llu%s";
    gr_buf_printf(out, zh ? ";之后整幅图的值为 %llu%s" : then, (unsigned long long)value,
                  value == 0 ? (zh ? ":必胜的一刀。" : ": a winning cut.") : (zh ? ",不是必胜着法。" : ": not a winning cut."));
    return;
  }
  default:
    return;
  }
}

/* ---- small positions for the referee --------------------------------------- */

/* Every multigraph on the vertices 0..referee_max_value with 1 to
 * referee_max_len edges (loops and parallel edges included) that hangs from
 * the ground, as sorted multisets of edges. */
static int hb_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint32_t V = (uint32_t)gr_game_hackenbush.referee_max_value + 1;
  size_t L = gr_game_hackenbush.referee_max_len;
  uint64_t ta[64], tb[64], v[32];
  size_t T = 0;
  for (uint32_t a = 0; a < V; a++)
    for (uint32_t b = a; b < V && T < 64; b++) {
      ta[T] = a;
      tb[T++] = b;
    }
  size_t idx[16];
  if (L > 16) L = 16;
  for (size_t len = 1; len <= L; len++) {
    for (size_t i = 0; i < len; i++) idx[i] = 0;
    for (;;) {
      uint32_t uf[16];
      for (uint32_t k = 0; k < V && k < 16; k++) uf[k] = k;
      for (size_t i = 0; i < len; i++) {
        uint32_t x = uf_find(uf, (uint32_t)ta[idx[i]]), y = uf_find(uf, (uint32_t)tb[idx[i]]);
        if (x != y) uf[x > y ? x : y] = x < y ? x : y;
        v[2 * i] = ta[idx[i]];
        v[2 * i + 1] = tb[idx[i]];
      }
      bool hangs = true;
      for (size_t i = 0; i < len && hangs; i++) hangs = uf_find(uf, (uint32_t)ta[idx[i]]) == 0;
      if (hangs) {
        gr_pos p = {.len = 2 * len, .v = v};
        int rc = visit(&p, ctx);
        if (rc != 0) return rc;
      }
      /* next non-decreasing sequence */
      size_t i = len;
      while (i > 0 && idx[i - 1] == T - 1) i--;
      if (i == 0) break;
      idx[i - 1]++;
      for (size_t k = i; k < len; k++) idx[k] = idx[i - 1];
    }
  }
  return 0;
}

/* ---- the table ---------------------------------------------------------------- */

static const gr_lesson_stop hb_lesson[] = {
    {{"The rules", "规则"},
     {"Vertex 0 is the ground. The picture 0-1 0-3 1-2 1-3 is a triangle 0, 1, 3 standing on the ground, "
      "with an edge 1-2 hanging from vertex 1. A move deletes one edge, and whatever is no longer connected "
      "to the ground falls off: cutting 0-1 drops nothing (vertex 1 still hangs from 3), cutting 1-2 removes "
      "just that edge. Whoever cannot move loses. Who wins?",
      "顶点 0 是地面。图 0-1 0-3 1-2 1-3 是立在地面上的三角形 0、1、3，"
      "顶点 1 上还挂着一条边 1-2。每次删去一条边，不再与地面相连的部分随之掉落：删去 0-1 什么也不会掉（"
      "顶点 1 仍通过 3 连着地面），删去 1-2 只去掉这一条边。不能操作的人输。谁会赢？"},
     "0-1 0-3 1-2 1-3", -2},
    {{"Fusing and adding up", "融合与合并"},
     {"The triangle 1-2-3 fuses into one vertex carrying 3 loops, worth 3 mod 2 = 1, and the loop at vertex "
      "4 is worth 1. Working down to the ground: vertex 5 holds two single edges, (0 + 1) xor (0 + 1) = "
      "0; vertex 1 has its loops (1) and the branch to 4 (1 + 1 = 2), so it is worth 1 xor 2 = 3. At step "
      "9 the ground adds its two branches: (3 + 1) xor (0 + 1) = 4 xor 1 = 5, not 0, so the first player "
      "wins.",
      "三角形 1-2-3 融合成一个带 3 个自环的点，值为 3 mod 2 = 1；顶点 4 上的自环值为 1。"
      "从上往下算到地面：顶点 5 挂着两条单边，(0 + 1) xor (0 + 1) = 0；"
      "顶点 1 有自环（值 1）和通向 4 的分支（1 + 1 = 2），值为 1 xor 2 = 3。"
      "第 9 步在地面合并两个分支：(3 + 1) xor (0 + 1) = 4 xor 1 = 5，"
      "不为 0，先手必胜。"},
     "0-1 0-5 1-2 1-3 1-4 2-3 4-4 5-6 5-7", 9},
    {{"The key idea: every picture is a stalk", "关键想法：每幅图都等于一根竹竿"},
     {"Two principles turn any picture into a single stalk, that is a Nim heap. Colon principle: what hangs "
      "from a vertex may be swapped for a stalk of the same value, so branches worth a and b (each counted "
      "with its own edge, value + 1) are worth a xor b together. Fusion principle: the vertices of a cycle "
      "may be glued into one, its edges becoming loops, and a loop is a stalk of length 1. In the first "
      "picture the triangle gives 3 loops (3 mod 2 = 1) and the edge 1-2 is a branch worth 0 + 1 = 1; at "
      "step 3, 1 xor 1 = 0: the second player wins.",
      "两条原理把任何图都化成一根竹竿，也就是一堆 Nim。冒号原理：挂在一个点上的部分可以换成同值的一根竹竿，"
      "所以值为 a 和 b 的两个分支（各连同自己那条边计算，值 + 1）合起来值为 a xor b。"
      "融合原理：环上的顶点可以并成一点，环上的边变成自环，而一个自环相当于长度为 1 的竹竿。"
      "第一幅图中三角形变成 3 个自环（3 mod 2 = 1），边 1-2 是值为 0 + 1 = 1 的分支；"
      "第 3 步得到 1 xor 1 = 0：后手必胜。"},
     "0-1 0-3 1-2 1-3", 3},
    {{"The theorem: fusion and colon principles", "定理：融合原理与冒号原理"},
     {"Fusion principle: fusing the vertices of a cycle into one vertex, its edges becoming loops, does "
      "not change the value; so each 2-edge-connected part becomes a vertex with E loops, worth E mod 2. "
      "Colon principle: a vertex is worth the xor over its branches of (the value of the branch's far end "
      "+ 1), xor its loops' worth. By the SG theorem the mover wins exactly when the ground's value is "
      "not 0. Here the square 1-2-3-4 gives 4 loops (worth 0) and the double edge 6-7 gives 2 (worth 0); "
      "vertex 1 is worth 0 xor (0 + 1) = 1, and at step 7 the ground is worth (1 + 1) xor (0 + 1) = 3: "
      "the first player wins.",
      "融合原理：把一个环上的顶点并成一点、环上的边变成自环，值不变；于是每个 2 边连通分量变成带 E 个自环的点"
      "，值为 E mod 2。冒号原理：一个点的值是各分支（分支另一端的值 + 1）的异或，再异或自环的值。"
      "由 SG 定理，地面的值不为 0 时先手必胜。这里正方形 1-2-3-4 变成 4 个自环（值 0）"
      "，重边 6-7 变成 2 个自环（值 0）；顶点 1 的值为 0 xor (0 + 1) = 1，"
      "第 7 步地面的值为 (1 + 1) xor (0 + 1) = 3：先手必胜。"},
     "0-1 0-6 1-2 1-4 2-3 3-4 4-5 6-7 6-7", 7},
    {{"Your turn", "轮到你"},
     {"A triangle 0-1-2 on the ground with a fork 2-3, 3-4, 3-5 above it, and a stalk 0-6 topped by a loop. "
      "The picture is worth 2, not 0, so the first player wins: find the cut that leaves 0, then beat the "
      "computer.",
      "地面上立着三角形 0-1-2，上面挂着叉形 2-3、3-4、3-5，另有一根竹竿 0-6，"
      "顶端带一个自环。整幅图的值为 2，不为 0，先手必胜：找出使值变为 0 的那一刀，然后战胜电脑。"},
     "0-1 0-2 0-6 1-2 2-3 3-4 3-5 6-6", -2},
};

const gr_game gr_game_hackenbush = {
    .id = "hackenbush",
    .title = {"Green Hackenbush (graphs, 图删边游戏)", "绿色 Hackenbush(图删边游戏)"},
    .rules = {"A picture of edges stands on the ground (vertex 0); loops and parallel edges are allowed. A move "
              "deletes one edge, and everything no longer connected to the ground disappears. The player who cannot "
              "move loses.",
              "一幅由边组成的图立在地面(顶点 0)上,允许自环和重边。每次删去一条边,不再与地面相连的部分随之消失。"
              "不能操作的人输。"},
    .syntax = {"Edges as A-B, the ground is vertex 0: 0-1 1-2 1-3 3-0 (optionally n=N; first, declaring the "
               "vertices 0..N)",
               "边写作 A-B,地面是顶点 0:0-1 1-2 1-3 3-0(可在开头写 n=N; 声明顶点为 0..N)"},
    .example = "0-1 1-2 2-3 3-1 1-4 4-4 0-5 5-6 5-7",
    .theory = {"Fusion principle: the vertices of every cycle fuse into one vertex and the cycle's edges become "
               "loops, so each 2-edge-connected component (bridges found by an iterative Tarjan lowlink) becomes a "
               "vertex with one loop per edge, worth that count mod 2. Colon principle: a vertex is worth the xor of "
               "(branch value + 1) over its branches, xor its loops' worth. Winning cuts: a bridge wins when the "
               "branch it drops is what the rest needs; inside a component, the edges that form 2-edge cuts with each "
               "other are handled a whole class at a time (a binary trie with lazy xor and +1), so all cuts are "
               "found in O(m log m).",
               "融合原理:每个环上的顶点并成一点,环上的边变成自环;于是每个 2 边连通分量(用迭代 Tarjan lowlink "
               "求桥)变成一个带自环的点,值为自环数 mod 2。冒号原理:一个点的值是各分支 (值 + 1) 的异或,再异或"
               "自环的值。必胜的一刀:剪桥时看掉落的分支是否恰为其余部分所需;分量内部按互为 2 边割的边类整类计算"
               "(带懒标记异或与 +1 的二进制 Trie),全部必胜剪法 O(m log m)。"},
    .max_len_solve = 2 * HB_MAX_EDGES_SOLVE,
    .max_len_trace = 2 * HB_MAX_EDGES_TRACE,
    .referee_max_len = 6,
    .referee_max_value = 4,
    .parse = hb_parse,
    .format = hb_format,
    .moves = hb_moves,
    .is_terminal = hb_is_terminal,
    .solve_start = hb_solve_start,
    .trace_start = hb_trace_start,
    .stall_move = hb_stall_move,
    .describe_move = hb_describe_move,
    .board = hb_board,
    .play = hb_play,
    .action = hb_action,
    .lesson = hb_lesson,
    .lesson_len = sizeof hb_lesson / sizeof hb_lesson[0],
    .enumerate_small = hb_enumerate_small,
    .play_syntax = {"cut EDGE (the edge's number from 1, or A-B)", "cut 边(边的编号从 1 开始,或写 A-B)"},
};
