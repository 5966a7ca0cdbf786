/*
 * hackenbush_cuts.c — Green Hackenbush's cut structure (hackenbush_cuts.h).
 *
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
 */
#include "algo/hackenbush_cuts.h"

#include "kit/kit_text.h"

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

uint32_t hb_uf_find(uint32_t *uf, uint32_t x) {
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
  else uf[id] = hb_uf_find(uf, t->rep[x]);
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
      out[id] = cw->leaf[hb_uf_find(cw->uf, id)];
    }
  }
  return 0;
}

int hb_analyse(uint32_t n, uint32_t m, const uint32_t *eu, const uint32_t *ev, bool want_cuts, hb_analysis *a,
               gr_error *err) {
  memset(a, 0, sizeof *a);
  a->n = n;
  a->m = m;
  if (n == 0) return gr_error_say(err, GR_ESTATE, &kit_texts, KIT_HB_NO_GROUND);
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
      gr_error_say(err, GR_ESTATE, &kit_texts, KIT_HB_BAD_VERTEX, GR_U(e), GR_U(eu[e] >= n ? eu[e] : ev[e]), GR_U(n));
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
    uint32_t w = hb_uf_find(jump, lower[e]);
    while (depth[w] > depth[y]) {
      high[w] = depth[y];
      jump[w] = par[w];
      w = hb_uf_find(jump, par[w]);
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
      gr_error_say(err, GR_ESTATE, &kit_texts, KIT_HB_BRANCH_BITS, GR_I(bits));
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
  gr_error_nomem(err);
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
