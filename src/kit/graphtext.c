/*
 * graphtext.c — position text, sorting, job plumbing, boards and layouts
 * shared by the graph and sequence games (see graphtext.h for the syntax).
 * Parser messages are said in every language: the place of the item
 * ("edge 3 at line 1, column 9 is '1-x'") is written in each language,
 * then the message around it.
 */
#include "kit/graphtext.h"
#include "core/scan.h"

#include "kit/kit.h"
#include "kit/kit_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading ------------------------------------------------------------ */

static bool is_sep(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == ',';
}

void gt_where(const gt_text *t, size_t offset, size_t *line, size_t *col) {
  size_t l = 1, start = 0;
  for (size_t i = 0; i < offset && t->text[i]; i++)
    if (t->text[i] == '\n') {
      l++;
      start = i + 1;
    }
  *line = l;
  *col = offset - start + 1;
}

typedef struct lexer {
  gt_text *t;
  unsigned allow;
  size_t max_items;
  uint64_t max_label;
  gr_error *err;
} lexer;

/* What a message points at: "edge 3", "n=" (a key of the kit's texts and
 * its number, if any). */
typedef struct what {
  unsigned key;
  size_t number;
} what;

/* Fails with message `key` of the kit's texts in every language: {1} is the
 * place ("edge 3 at line 1, column 9 is '1-x'"), {2} the extra parameter. */
static int fail(const lexer *lx, gr_status status, what w, const char *tok, size_t n, unsigned key, gr_arg extra) {
  gr_error *err = lx->err;
  if (err == NULL || err->status != GR_OK) return -1;
  size_t line, col;
  gt_where(lx->t, (size_t)(tok - lx->t->text), &line, &col);
  char shown[40];
  gr_scan_quote(tok, n, shown, sizeof shown);
  err->status = status;
  for (int lang = 0; lang < GR_NLANG; lang++) {
    gr_buf item, place, msg;
    gr_buf_init(&item);
    gr_buf_init(&place);
    gr_buf_init(&msg);
    gr_say(&item, &kit_texts, (gr_lang)lang, w.key, GR_U(w.number));
    gr_say(&place, &kit_texts, (gr_lang)lang, KIT_GT_PLACE, GR_S(item.data), GR_U(line), GR_U(col), GR_S(shown));
    gr_say(&msg, &kit_texts, (gr_lang)lang, key, GR_S(place.data), extra);
    const char *s = msg.data ? msg.data : "";
    size_t len = strlen(s);
    if (len >= GR_ERROR_TEXT) { /* cut at a character boundary */
      len = GR_ERROR_TEXT - 1;
      while (len > 0 && ((unsigned char)s[len] & 0xC0) == 0x80) len--;
    }
    memcpy(err->text[lang], s, len);
    err->text[lang][len] = '\0';
    gr_buf_free(&item);
    gr_buf_free(&place);
    gr_buf_free(&msg);
  }
  return -1;
}

#define NO_ARG GR_S("")

/* A plain decimal number up to `max`; 0 ok, -1 with a message naming `w`. */
static int number(const lexer *lx, what w, const char *tok, size_t n, const char *all, size_t all_n, uint64_t max,
                  uint64_t *out) {
  if (n == 0) return fail(lx, GR_ESYNTAX, w, all, all_n, KIT_GT_MISSING, NO_ARG);
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (tok[i] < '0' || tok[i] > '9') return fail(lx, GR_ESYNTAX, w, all, all_n, KIT_GT_NOT_NUMBER, NO_ARG);
    unsigned d = (unsigned)(tok[i] - '0');
    if (v > (UINT64_MAX - d) / 10) return fail(lx, GR_ERANGE, w, all, all_n, KIT_GT_PAST_64, NO_ARG);
    v = v * 10 + d;
  }
  if (v > max) return fail(lx, GR_ERANGE, w, all, all_n, KIT_GT_PAST_MAX, GR_U(max));
  *out = v;
  return 0;
}

/* The fast path: a plain number up to max, no message. */
static bool digits(const char *tok, size_t n, uint64_t max, uint64_t *out) {
  if (n == 0 || n > 19) return false;
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (tok[i] < '0' || tok[i] > '9') return false;
    v = v * 10 + (uint64_t)(tok[i] - '0');
  }
  if (v > max) return false;
  *out = v;
  return true;
}

/* Room for `need` items in the arrays that share the capacity *cap: an
 * item's parts (a value, or an edge's two ends) and where it was read. */
static int grow(size_t *cap, size_t need, gr_error *err, size_t nparts, void **part[], const size_t size[]) {
  if (need <= *cap) return 0;
  size_t c = *cap ? *cap : 16;
  while (c < need) c *= 2;
  for (size_t i = 0; i < nparts; i++) {
    void *q = realloc(*part[i], c * size[i]);
    if (q == NULL) return gr_error_nomem(err);
    *part[i] = q;
  }
  *cap = c;
  return 0;
}

static int add_edge(lexer *lx, const char *tok, size_t n) {
  gt_text *t = lx->t;
  what w = {KIT_GT_EDGE, t->m + 1};
  if (t->m >= lx->max_items) return fail(lx, GR_ELIMIT, w, tok, n, KIT_GT_MAX_EDGES, GR_U(lx->max_items));
  const char *dash = memchr(tok, '-', n);
  size_t left = (size_t)(dash - tok);
  uint64_t a, b;
  if (left == 0 || left + 1 == n || memchr(dash + 1, '-', n - left - 1) != NULL)
    return fail(lx, GR_ESYNTAX, w, tok, n, KIT_GT_EDGE_FORM, NO_ARG);
  if (!digits(tok, left, lx->max_label, &a) || !digits(dash + 1, n - left - 1, lx->max_label, &b)) {
    if (number(lx, w, tok, left, tok, n, lx->max_label, &a) != 0 ||
        number(lx, w, dash + 1, n - left - 1, tok, n, lx->max_label, &b) != 0)
      return -1;
  }
  if (grow(&t->cap_e, t->m + 1, lx->err, 3, (void **[]){(void **)&t->eu, (void **)&t->ev, (void **)&t->edge_at},
           (size_t[]){sizeof *t->eu, sizeof *t->ev, sizeof *t->edge_at}) != 0)
    return -1;
  t->eu[t->m] = (uint32_t)a;
  t->ev[t->m] = (uint32_t)b;
  t->edge_at[t->m] = (size_t)(tok - t->text);
  t->m++;
  return 0;
}

/* "KEY=VALUE" for a key given at most once (n=, start=): the statement
 * tok[0 .. n) with its value val[0 .. vlen) read into *value, *has set and
 * the statement's offset kept for messages; a second one fails with
 * `twice_key`. */
static int set_once(lexer *lx, what w, unsigned twice_key, const char *tok, size_t n, const char *val, size_t vlen,
                    bool *has, uint64_t *value, size_t *at) {
  if (*has) return fail(lx, GR_ESYNTAX, w, tok, n, twice_key, NO_ARG);
  if (number(lx, w, val, vlen, tok, (size_t)(val + vlen - tok), lx->max_label, value) != 0) return -1;
  *has = true;
  *at = (size_t)(tok - lx->t->text);
  return 0;
}

/* Appends the number v, found at offset `at` of the text, to a list of
 * numbers and their offsets (values, visited). */
static int push_number(lexer *lx, size_t *cap, size_t *count, uint64_t **list, size_t **list_at, uint64_t v,
                       size_t at) {
  if (grow(cap, *count + 1, lx->err, 2, (void **[]){(void **)list, (void **)list_at},
           (size_t[]){sizeof **list, sizeof **list_at}) != 0)
    return -1;
  (*list)[*count] = v;
  (*list_at)[*count] = at;
  (*count)++;
  return 0;
}

static int add_value(lexer *lx, const char *tok, size_t n) {
  gt_text *t = lx->t;
  what w = {KIT_GT_VALUE, t->nvalues + 1};
  if (t->nvalues >= lx->max_items) return fail(lx, GR_ELIMIT, w, tok, n, KIT_GT_MAX_VALUES, GR_U(lx->max_items));
  uint64_t v;
  if (!digits(tok, n, UINT64_MAX, &v) && number(lx, w, tok, n, tok, n, UINT64_MAX, &v) != 0) return -1;
  return push_number(lx, &t->cap_v, &t->nvalues, &t->values, &t->value_at, v, (size_t)(tok - t->text));
}

static int add_visited(lexer *lx, const char *tok, size_t n, const char *all, size_t all_n) {
  gt_text *t = lx->t;
  what w = {KIT_GT_VISITED, t->nvisited + 1};
  uint64_t v;
  if (number(lx, w, tok, n, all, all_n, lx->max_label, &v) != 0) return -1;
  return push_number(lx, &t->cap_x, &t->nvisited, &t->visited, &t->visited_at, v, (size_t)(all - t->text));
}

int gt_parse(const char *text, unsigned allow, size_t max_items, uint64_t max_label, gt_text *out, gr_error *err) {
  memset(out, 0, sizeof *out);
  out->text = text;
  lexer lx = {.t = out, .allow = allow, .max_items = max_items, .max_label = max_label, .err = err};
  const char *p = text;
  bool in_visited = false;
  for (;;) {
    while (*p && is_sep(*p)) p++;
    if (*p == '\0') break;
    if (*p == ';') {
      in_visited = false;
      p++;
      continue;
    }
    const char *tok = p;
    while (*p && !is_sep(*p) && *p != ';') p++;
    size_t n = (size_t)(p - tok);
    const char *eq = memchr(tok, '=', n);
    if (eq != NULL) {
      size_t klen = (size_t)(eq - tok);
      const char *val = eq + 1;
      size_t vlen = n - klen - 1;
      if (vlen == 0) { /* "n= 5": the value is the next item of the segment */
        const char *q = p;
        while (*q && is_sep(*q)) q++;
        if (*q && *q != ';') {
          val = q;
          while (*q && !is_sep(*q) && *q != ';') q++;
          vlen = (size_t)(q - val);
          p = q;
        }
      }
      in_visited = false;
      if (klen == 1 && tok[0] == 'n' && (allow & GT_ALLOW_N)) {
        what w = {KIT_GT_N, 0};
        if (set_once(&lx, w, KIT_GT_N_TWICE, tok, n, val, vlen, &out->has_n, &out->n, &out->n_at) != 0) return -1;
      } else if (klen == 5 && memcmp(tok, "start", 5) == 0 && (allow & GT_ALLOW_START)) {
        what w = {KIT_GT_START, 0};
        if (set_once(&lx, w, KIT_GT_START_TWICE, tok, n, val, vlen, &out->has_start, &out->start, &out->start_at) != 0)
          return -1;
      } else if (klen == 7 && memcmp(tok, "visited", 7) == 0 && (allow & GT_ALLOW_VISITED)) {
        in_visited = true;
        if (vlen > 0 && add_visited(&lx, val, vlen, val, vlen) != 0) return -1;
      } else {
        unsigned known = (allow & GT_ALLOW_VISITED) ? KIT_GT_SETTINGS_ALL
                         : (allow & GT_ALLOW_N)     ? KIT_GT_SETTINGS_N
                         : (allow & GT_ALLOW_START) ? KIT_GT_SETTINGS_START
                                                    : KIT_GT_SETTINGS_NONE;
        return fail(&lx, GR_ESYNTAX, (what){KIT_GT_SETTING, 0}, tok, n, KIT_GT_UNKNOWN_SETTING, GR_K(known));
      }
      continue;
    }
    if ((allow & GT_EDGES) && memchr(tok, '-', n) != NULL) {
      in_visited = false;
      if (add_edge(&lx, tok, n) != 0) return -1;
      continue;
    }
    if (in_visited) {
      if (add_visited(&lx, tok, n, tok, n) != 0) return -1;
      continue;
    }
    if (allow & GT_VALUES) {
      if (add_value(&lx, tok, n) != 0) return -1;
      continue;
    }
    return fail(&lx, GR_ESYNTAX, (what){KIT_GT_ITEM, out->m + 1}, tok, n, KIT_GT_NOT_EDGE, NO_ARG);
  }
  return 0;
}

void gt_free(gt_text *t) {
  free(t->eu);
  free(t->ev);
  free(t->edge_at);
  free(t->values);
  free(t->value_at);
  free(t->visited);
  free(t->visited_at);
  memset(t, 0, sizeof *t);
}

/* ---- sorting ------------------------------------------------------------- */

/* LSD radix sort, 8 bits a pass (a pass whose byte is the same for every
 * key is skipped): a million labels sort in a few milliseconds, and nothing
 * recurses.  Falls back on insertion sort only if scratch memory fails. */
#define RADIX_SORT(NAME, TYPE, PASSES)                                         \
  void NAME(TYPE *a, size_t n) {                                               \
    if (n < 2) return;                                                         \
    TYPE *b = malloc(n * sizeof *b);                                           \
    if (b == NULL) {                                                           \
      for (size_t i = 1; i < n; i++)                                           \
        for (size_t k = i; k > 0 && a[k - 1] > a[k]; k--) {                    \
          TYPE t = a[k - 1];                                                   \
          a[k - 1] = a[k];                                                     \
          a[k] = t;                                                            \
        }                                                                      \
      return;                                                                  \
    }                                                                          \
    TYPE *src = a, *dst = b;                                                   \
    for (int pass = 0; pass < (PASSES); pass++) {                              \
      size_t count[257] = {0};                                                 \
      int shift = 8 * pass;                                                    \
      for (size_t i = 0; i < n; i++) count[((src[i] >> shift) & 0xff) + 1]++; \
      bool trivial = false;                                                    \
      for (int k = 1; k <= 256; k++) trivial |= count[k] == n;                 \
      if (trivial) continue;                                                   \
      for (int k = 0; k < 256; k++) count[k + 1] += count[k];                  \
      for (size_t i = 0; i < n; i++) dst[count[(src[i] >> shift) & 0xff]++] = src[i]; \
      TYPE *t = src;                                                           \
      src = dst;                                                               \
      dst = t;                                                                 \
    }                                                                          \
    if (src != a) memcpy(a, src, n * sizeof *a);                               \
    free(b);                                                                   \
  }

RADIX_SORT(gt_sort_u32, uint32_t, 4)
RADIX_SORT(gt_sort_u64, uint64_t, 8)

/* Binary search and sort-and-drop-repeats, for both label widths. */
#define SORTED_ARRAYS(FIND, UNIQUE, SORT, TYPE)                                \
  size_t FIND(const TYPE *a, size_t n, TYPE key) {                             \
    size_t lo = 0, hi = n;                                                     \
    while (lo < hi) {                                                          \
      size_t mid = lo + (hi - lo) / 2;                                         \
      if (a[mid] < key) lo = mid + 1;                                          \
      else hi = mid;                                                           \
    }                                                                          \
    return lo < n && a[lo] == key ? lo : n;                                    \
  }                                                                            \
  size_t UNIQUE(TYPE *a, size_t n) {                                           \
    SORT(a, n);                                                                \
    size_t k = 0;                                                              \
    for (size_t i = 0; i < n; i++)                                             \
      if (k == 0 || a[i] != a[k - 1]) a[k++] = a[i];                           \
    return k;                                                                  \
  }

SORTED_ARRAYS(gt_find_u32, gt_unique_u32, gt_sort_u32, uint32_t)
SORTED_ARRAYS(gt_find_u64, gt_unique_u64, gt_sort_u64, uint64_t)

uint64_t gt_edge_key(uint64_t a, uint64_t b) { return a < b ? (a << 32 | b) : (b << 32 | a); }

/* ---- lists, phases and boards ---------------------------------------------------------- */

const char *gt_verb_args(const char *action, const char *verb) {
  size_t n = strlen(verb);
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, verb, n) != 0 || (action[n] != ' ' && action[n] != '\t')) return NULL;
  return action + n;
}

int gt_list_wins(gr_job *job, gt_lister *l, uint32_t count, uint64_t budget, size_t len, unsigned extra,
                 bool (*wins)(const gr_job *job, uint32_t i),
                 int (*make)(const gr_job *job, uint32_t i, gr_pos *out, gr_error *err), gr_error *err) {
  for (; l->next < count; l->next++) {
    if (!wins(job, l->next)) continue;
    if (budget == 0) return 0;
    if (l->listed > 0 && l->listed + len > GT_MOVES_BUDGET) {
      job->analysis.winning_moves_cut = true;
      break;
    }
    gr_pos next;
    gr_pos_init(&next);
    if (make(job, l->next, &next, err) != 0) {
      gr_pos_free(&next);
      return -1;
    }
    l->listed += next.len + extra;
    if (gr_pos_list_push(&job->analysis.winning_moves, &next, err) != 0) return -1;
    if (job->done + len < job->total) job->done += len;
    budget = budget > len ? budget - len : 0;
  }
  gr_job_done(job);
  return 0;
}

int gt_sorted_edges(const gt_text *t, uint64_t *key, gr_pos *out, size_t from, gr_error *err) {
  for (size_t e = 0; e < t->m; e++) key[e] = gt_edge_key(t->eu[e], t->ev[e]);
  gt_sort_u64(key, t->m);
  if (gr_pos_resize(out, from + 2 * t->m, err) != 0) return -1;
  for (size_t e = 0; e < t->m; e++) {
    out->v[from + 2 * e] = key[e] >> 32;
    out->v[from + 2 * e + 1] = key[e] & 0xffffffffu;
  }
  return 0;
}

void gt_buf_edge(gr_buf *out, const char *before, uint64_t a, uint64_t b) {
  gr_buf_puts(out, before);
  gr_buf_u64(out, a);
  gr_buf_putc(out, '-');
  gr_buf_u64(out, b);
}

void gt_next_phase(gt_phases *ph) {
  ph->phase++;
  ph->next = 0;
}

int gt_run_phases(gr_job *job, gt_phases *ph, uint64_t budget, int (*step)(gr_job *job, gr_error *err),
                  uint64_t (*cost)(const gr_job *job), gr_error *err) {
  while (budget > 0 && ph->phase < ph->count) {
    uint64_t units = cost ? cost(job) : 1;
    int phase = ph->phase;
    if (step(job, err) != 0) return -1;
    if (phase == ph->phase) job->done += units; /* a step was written */
    budget = budget > units ? budget - units : 0;
  }
  if (ph->phase == ph->count) gr_job_done(job);
  return 0;
}

/* The vertices a board draws: all of a small graph; of a large one an
 * overview (the page cannot draw 10^6 edges in a frame, issue 13): the
 * token, its neighbours, then the first vertices, GT_BOARD_NODES in
 * all.  `at` maps a vertex to its place in `shown` (GT_NONE: left out).
 * Returns how many, 0 when out of memory. */
#define GT_BOARD_NODES 120 /* a board draws at most these (more made tasks over 100 ms) */
#define GT_BOARD_EDGES 240
#define GT_NONE 0xffffffffu
static bool board_overview(const gt_board *b) { return b->n > GT_BOARD_NODES || b->m > GT_BOARD_EDGES; }
static uint32_t board_vertices(const gt_board *b, uint32_t *shown, uint32_t *at) {
  uint32_t count = 0;
  memset(at, 0xff, (size_t)b->n * sizeof *at);
#define SHOW(v) do { if (at[v] == GT_NONE && count < GT_BOARD_NODES) at[v] = count, shown[count++] = (v); } while (0)
  if (board_overview(b) && b->visited && b->token < b->n) {
    SHOW(b->token);
    for (size_t e = 0; e < b->m; e++) {
      if (b->eu[e] == b->token) SHOW(b->ev[e]);
      if (b->ev[e] == b->token) SHOW(b->eu[e]);
    }
  }
  for (uint32_t v = 0; v < b->n && count < GT_BOARD_NODES; v++) SHOW(v);
#undef SHOW
  return count;
}

void gt_json_board(gr_json *j, const gt_board *b) {
  gr_error err = {0};
  uint32_t cap = b->n < GT_BOARD_NODES ? b->n : GT_BOARD_NODES, ecap = b->m < GT_BOARD_EDGES ? (uint32_t)b->m : GT_BOARD_EDGES;
  uint32_t *at = malloc(((size_t)b->n + 1) * sizeof *at), *shown = malloc(((size_t)cap + 1) * sizeof *shown);
  uint32_t *eu = malloc(((size_t)ecap + 1) * sizeof *eu), *ev = malloc(((size_t)ecap + 1) * sizeof *ev);
  uint32_t *id = malloc(((size_t)ecap + 1) * sizeof *id);
  int32_t *x = malloc(((size_t)cap + 1) * sizeof *x), *y = malloc(((size_t)cap + 1) * sizeof *y);
  uint32_t n = at && shown && eu && ev && id && x && y ? board_vertices(b, shown, at) : 0, m = 0;
  bool overview = board_overview(b);
  for (size_t e = 0; n > 0 && e < b->m && m < ecap; e++)
    if (at[b->eu[e]] != GT_NONE && at[b->ev[e]] != GT_NONE) eu[m] = at[b->eu[e]], ev[m] = at[b->ev[e]], id[m++] = (uint32_t)e;
  uint32_t root = n > 0 && b->root < b->n && at[b->root] != GT_NONE ? at[b->root] : 0;
  if (n > 0 && gt_layout_rooted(n, eu, ev, m, root, x, y, &err) != 0) n = m = 0;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "graph");
  gr_json_key(j, "directed");
  gr_json_bool(j, false);
  if (b->ground) {
    gr_json_key(j, "ground");
    gr_json_u64(j, 0);
  }
  if (overview && n > 0) { /* the whole graph's size, for the caption */
    gr_json_key(j, "all_nodes");
    gr_json_u64(j, b->n);
    gr_json_key(j, "all_edges");
    gr_json_u64(j, b->m);
  }
  gr_json_key(j, "nodes");
  gr_json_array_begin(j);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = shown[i];
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, b->label[v]);
    gr_json_key(j, "label");
    kit_json_u64_text(j, b->label[v]);
    gr_json_key(j, "x");
    gr_json_i64(j, x[i]);
    gr_json_key(j, "y");
    gr_json_i64(j, y[i]);
    if (b->visited) {
      gr_json_key(j, "token");
      gr_json_bool(j, v == b->token);
      gr_json_key(j, "visited");
      gr_json_bool(j, b->visited[v] != 0);
      gr_json_key(j, "playable");
      gr_json_bool(j, b->playable[v] != 0);
    }
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  gr_json_key(j, "edges");
  gr_json_array_begin(j);
  for (uint32_t e = 0; e < m; e++) {
    gr_json_object_begin(j);
    gr_json_key(j, "id");
    gr_json_u64(j, (uint64_t)id[e] + 1);
    gr_json_key(j, "from");
    gr_json_u64(j, b->label[shown[eu[e]]]);
    gr_json_key(j, "to");
    gr_json_u64(j, b->label[shown[ev[e]]]);
    gr_json_object_end(j);
  }
  gr_json_array_end(j);
  kit_json_actions(j, &b->verb, 1);
  gr_json_object_end(j);
  void *arrays[] = {at, shown, eu, ev, id, x, y};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) free(arrays[i]);
}

/* ---- layout ----------------------------------------------------------------- */

int gt_layout_rooted(uint32_t n, const uint32_t *eu, const uint32_t *ev, size_t m, uint32_t root, int32_t *x,
                     int32_t *y, gr_error *err) {
  if (n == 0) return 0;
  uint32_t *start = calloc((size_t)n + 1, sizeof *start), *adj = malloc((2 * m + 1) * sizeof *adj);
  uint32_t *depth = malloc((size_t)n * sizeof *depth), *queue = malloc((size_t)n * sizeof *queue);
  uint32_t *tf = malloc((size_t)n * sizeof *tf), *tt = malloc((size_t)n * sizeof *tt);
  int32_t *lx = malloc((size_t)n * sizeof *lx), *ly = malloc((size_t)n * sizeof *ly);
  int rc = -1;
  if (!start || !adj || !depth || !queue || !tf || !tt || !lx || !ly) {
    gr_error_nomem(err);
    goto done;
  }
  for (size_t e = 0; e < m; e++)
    if (eu[e] != ev[e]) {
      start[eu[e] + 1]++;
      start[ev[e] + 1]++;
    }
  for (uint32_t v = 0; v < n; v++) start[v + 1] += start[v];
  memcpy(tf, start, (size_t)n * sizeof *tf); /* tf: fill cursors until the BFS needs it */
  for (size_t e = 0; e < m; e++)
    if (eu[e] != ev[e]) {
      adj[tf[eu[e]]++] = ev[e];
      adj[tf[ev[e]]++] = eu[e];
    }
  for (uint32_t v = 0; v < n; v++) depth[v] = UINT32_MAX;
  uint32_t ntree = 0, head = 0, tail = 0, next_root = 0, maxdepth = 0;
  for (uint32_t r = root < n ? root : 0;;) {
    depth[r] = 0;
    queue[tail++] = r;
    while (head < tail) {
      uint32_t v = queue[head++];
      for (uint32_t k = start[v]; k < start[v + 1]; k++) {
        uint32_t w = adj[k];
        if (depth[w] != UINT32_MAX) continue;
        depth[w] = depth[v] + 1;
        if (depth[w] > maxdepth) maxdepth = depth[w];
        tf[ntree] = w; /* the tree edge points toward the root: roots are the sinks */
        tt[ntree] = v;
        ntree++;
        queue[tail++] = w;
      }
    }
    while (next_root < n && depth[next_root] != UINT32_MAX) next_root++;
    if (next_root == n) break;
    r = next_root;
  }
  if (gr_layout_layered(n, tf, tt, ntree, lx, ly, err) != 0) goto done;
  for (uint32_t v = 0; v < n; v++) {
    x[v] = ly[v];
    y[v] = (int32_t)(maxdepth - depth[v]);
  }
  rc = 0;
done:
  free(start);
  free(adj);
  free(depth);
  free(queue);
  free(tf);
  free(tt);
  free(lx);
  free(ly);
  return rc;
}
