/*
 * geography_match.c — the token's component and the matching verdict of
 * undirected vertex geography (geography_match.h; the proof is at the top
 * of src/games/geography.c).  Everything iterative.
 */
#include "algo/geography_match.h"

#include <stdlib.h>
#include <string.h>

#define NONE GM_NONE

void geo_comp_free(geo_comp *c) {
  free(c->hv);
  free(c->hidx);
  free(c->hu);
  free(c->hw);
  gm_graph_free(&c->g);
  memset(c, 0, sizeof *c);
}

int geo_comp_build(const geo_world *w, geo_comp *c, gr_error *err) {
  memset(c, 0, sizeof *c);
  size_t nv = w->nv, m = w->m;
  uint32_t *start = calloc(nv + 1, sizeof *start), *adj = malloc((2 * m + 1) * sizeof *adj);
  uint32_t *fill = malloc((nv + 1) * sizeof *fill), *queue = malloc((nv + 1) * sizeof *queue);
  c->hidx = malloc((nv + 1) * sizeof *c->hidx);
  int rc = -1;
  if (!start || !adj || !fill || !queue || !c->hidx) goto nomem;
  for (size_t e = 0; e < m; e++)
    if (!w->visited[w->eu[e]] && !w->visited[w->ev[e]]) {
      start[w->eu[e] + 1]++;
      start[w->ev[e] + 1]++;
    }
  for (size_t v = 0; v < nv; v++) start[v + 1] += start[v];
  memcpy(fill, start, nv * sizeof *fill);
  for (size_t e = 0; e < m; e++)
    if (!w->visited[w->eu[e]] && !w->visited[w->ev[e]]) {
      adj[fill[w->eu[e]]++] = w->ev[e];
      adj[fill[w->ev[e]]++] = w->eu[e];
    }
  for (size_t v = 0; v < nv; v++) c->hidx[v] = NONE;
  uint32_t head = 0, tail = 0;
  c->hidx[w->token] = 0;
  queue[tail++] = w->token;
  while (head < tail) {
    uint32_t v = queue[head++];
    for (uint32_t k = start[v]; k < start[v + 1]; k++)
      if (c->hidx[adj[k]] == NONE) {
        c->hidx[adj[k]] = 0;
        queue[tail++] = adj[k];
      }
  }
  c->hn = tail;
  c->hv = malloc(((size_t)tail + 1) * sizeof *c->hv);
  if (!c->hv) goto nomem;
  uint32_t k = 0;
  for (size_t v = 0; v < nv; v++)
    if (c->hidx[v] != NONE) {
      c->hidx[v] = k;
      c->hv[k++] = (uint32_t)v;
    }
  c->t = c->hidx[w->token];
  size_t hm = 0;
  for (size_t e = 0; e < m; e++) hm += c->hidx[w->eu[e]] != NONE && c->hidx[w->ev[e]] != NONE;
  c->hm = (uint32_t)hm;
  c->hu = malloc((hm + 1) * sizeof *c->hu);
  c->hw = malloc((hm + 1) * sizeof *c->hw);
  if (!c->hu || !c->hw) goto nomem;
  hm = 0;
  for (size_t e = 0; e < m; e++)
    if (c->hidx[w->eu[e]] != NONE && c->hidx[w->ev[e]] != NONE) {
      c->hu[hm] = c->hidx[w->eu[e]];
      c->hw[hm++] = c->hidx[w->ev[e]];
    }
  if (gm_graph_build(&c->g, c->hn, c->hu, c->hw, hm, err) != 0) goto fail;
  rc = 0;
  goto done;
nomem:
  gr_error_nomem(err);
fail:
  geo_comp_free(c);
done:
  free(start);
  free(adj);
  free(fill);
  free(queue);
  return rc;
}

int geo_comp_verdict(const geo_comp *c, const uint8_t *side, const uint32_t *mate, bool *wins, uint8_t *win,
                        gr_error *err) {
  *wins = false;
  memset(win, 0, c->hn ? c->hn : 1);
  if (mate[c->t] == NONE) return 0; /* this maximum matching misses t */
  uint32_t *eu = malloc((c->hm + 1) * sizeof *eu), *ev = malloc((c->hm + 1) * sizeof *ev);
  uint32_t *m2 = malloc(((size_t)c->hn + 1) * sizeof *m2);
  uint8_t *miss = malloc((size_t)c->hn + 1);
  gm_graph g;
  memset(&g, 0, sizeof g);
  int rc = -1;
  if (!eu || !ev || !m2 || !miss) {
    gr_error_nomem(err);
    goto done;
  }
  size_t k = 0;
  for (uint32_t e = 0; e < c->hm; e++)
    if (c->hu[e] != c->t && c->hw[e] != c->t) {
      eu[k] = c->hu[e];
      ev[k++] = c->hw[e];
    }
  if (gm_graph_build(&g, c->hn, eu, ev, k, err) != 0) goto done;
  memcpy(m2, mate, (size_t)c->hn * sizeof *m2);
  m2[m2[c->t]] = NONE;
  m2[c->t] = NONE;
  int r = gm_missable(&g, side, m2, miss, NULL, err);
  if (r < 0) goto done;
  if (r == 1) {
    *wins = true;
    for (uint32_t j = c->g.start[c->t]; j < c->g.start[c->t + 1]; j++) win[c->g.adj[j]] = miss[c->g.adj[j]];
  }
  rc = 0;
done:
  free(eu);
  free(ev);
  free(m2);
  free(miss);
  gm_graph_free(&g);
  return rc;
}
