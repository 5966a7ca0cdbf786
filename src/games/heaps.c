/*
 * heaps.c — the game `heaps`: a sum of heaps played under one heap ruleset
 * (an octal code such as 0.77, a subtraction set such as S{1,3,4}, or
 * lasker; see heaps.h), written "RULESET: h1 h2 ...", e.g. "0.77: 5 8".
 *
 * Rules: a move picks one heap and does what the ruleset allows with it
 * (remove k tokens, then leave nothing, one heap or two heaps); whoever
 * cannot move loses.
 *
 * Theory (Sprague-Grundy): the position's value is the nim-sum (xor) of
 * the heaps' values G(h), read off the ruleset's Grundy sequence (computed
 * by heaps_seq, the rare-value method); the mover wins exactly when it is
 * not 0, and the winning moves are the moves of one heap h to positions of
 * value G(h) ^ total.
 *
 * Canonical form: heaps in increasing order, empty heaps dropped (a heap of
 * 0 is no heap); a split's two parts take their place in that order.  So a
 * position is a multiset of heaps, and two moves reaching the same multiset
 * are one successor (5 5 -> 4 5 is listed once).  The terminal position is
 * "RULESET:" with no heap (or heaps no move applies to, e.g. 0.6: 1).
 *
 * The position (gr_pos) holds the ruleset too: v[0] is the header length
 * H, v[1] the kind, then (octal) t and the digits 21 to a word, or
 * (subtraction) the count and the elements; the heaps are v[H..].
 *
 * The trace is the pattern finder (打表找规律 done by the machine): the
 * SEQUENCE view G fills value by value, each step reading every option's
 * cells and explaining "G(7) = mex{G(6), G(5), G(1)^G(5), ...} = mex{...}
 * = 3"; then a small view "period" gets the preperiod and the period
 * (reading the cells that show them) and "proved" says whether the theorem
 * proves it; the last step xors the heaps' values.  The sequence runs past
 * the largest heap up to where the period is proved (at most 1000 values;
 * 300 when no proof shows by then).
 */
#include "heaps.h"
#include "core/scan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HEAPS_GAME_MAX_HEAPS 1000
#define HEAPS_GAME_MAX_HEAP 1000000u     /* octal codes and subtraction sets */
#define HEAPS_TRACE_MAX_HEAPS 100
#define HEAPS_TRACE_MAX_HEAP 1000u
#define HEAPS_TRACE_MAX_T 1000u          /* the code's digits are a view */
#define HEAPS_TRACE_SEQ_MAX 1000u        /* the sequence runs at most this far past heap 0 ... */
#define HEAPS_TRACE_NO_PROOF 300u        /* ... and this far when no proof shows by then */
#define DIGITS_PER_WORD 21

static uint64_t max_heap(const heaps_rules *r) {
  return r->kind == HEAPS_LASKER ? HEAPS_MAX_UPTO_LASKER : HEAPS_GAME_MAX_HEAP;
}

/* ---- the position ------------------------------------------------------- */

static size_t header_len(const heaps_rules *r) {
  if (r->kind == HEAPS_LASKER) return 2;
  if (r->kind == HEAPS_SUBTRACTION) return 3 + r->nset;
  return 3 + ((size_t)r->t + DIGITS_PER_WORD) / DIGITS_PER_WORD;
}

static void encode_header(const heaps_rules *r, uint64_t *v) {
  size_t h = header_len(r);
  memset(v, 0, h * sizeof *v);
  v[0] = h;
  v[1] = (uint64_t)r->kind;
  if (r->kind == HEAPS_SUBTRACTION) {
    v[2] = r->nset;
    for (size_t i = 0; i < r->nset; i++) v[3 + i] = r->set[i];
  } else if (r->kind == HEAPS_OCTAL) {
    v[2] = r->t;
    for (uint32_t k = 0; k <= r->t; k++)
      v[3 + k / DIGITS_PER_WORD] |= (uint64_t)r->digit[k] << (3 * (k % DIGITS_PER_WORD));
  }
}

/* The ruleset of a position made by heaps_parse (or a move from one). */
static int decode(const gr_pos *p, heaps_rules *r, size_t *h0, gr_error *err) {
  heaps_rules_init(r);
  if (p->len < 2 || p->v[0] < 2 || p->v[0] > p->len)
    return gr_error_set(err, GR_ESTATE, "internal: not a heaps position");
  *h0 = (size_t)p->v[0];
  heaps_kind kind = (heaps_kind)p->v[1];
  r->kind = kind;
  if (kind == HEAPS_LASKER) return 0;
  if (kind == HEAPS_SUBTRACTION) {
    size_t n = (size_t)p->v[2];
    r->set = malloc(n * sizeof *r->set);
    if (r->set == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (size_t i = 0; i < n; i++) r->set[i] = (uint32_t)p->v[3 + i];
    r->nset = n;
    r->t = r->set[n - 1];
    r->digit = calloc((size_t)r->t + 1, 1);
    if (r->digit == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (size_t i = 0; i < n; i++) r->digit[r->set[i]] = 3;
  } else {
    r->t = (uint32_t)p->v[2];
    r->digit = calloc((size_t)r->t + 1, 1);
    if (r->digit == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
    for (uint32_t k = 0; k <= r->t; k++)
      r->digit[k] = (uint8_t)((p->v[3 + k / DIGITS_PER_WORD] >> (3 * (k % DIGITS_PER_WORD))) & 7);
  }
  /* leave1 and split */
  heaps_rules tmp;
  heaps_rules_init(&tmp);
  if (heaps_rules_copy(&tmp, r, err) != 0) {
    heaps_rules_free(&tmp);
    return -1;
  }
  heaps_rules_free(r);
  *r = tmp;
  return 0;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static int heaps_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  const char *colon = strchr(text, ':');
  if (colon == NULL)
    return gr_error_set(err, GR_ESYNTAX,
                        "no ':' in the position: write RULESET: HEAPS, e.g. 0.77: 5 8 or S{1,3,4}: 10 7");
  heaps_rules r;
  heaps_rules_init(&r);
  if (heaps_rules_parse(text, (size_t)(colon - text), &r, err) != 0) return -1;
  uint64_t limit = max_heap(&r);
  gr_scan s;
  gr_scan_init(&s, text, strlen(text), true);
  s.p = colon + 1;
  size_t h = header_len(&r), n = 0, cap = 16;
  uint64_t *heaps = malloc(cap * sizeof *heaps);
  int rc = -1;
  if (heaps == NULL) {
    gr_error_set(err, GR_ENOMEM, "out of memory");
    goto done;
  }
  for (size_t item = 1;; item++) {
    char what[32];
    snprintf(what, sizeof what, "heap %zu", item);
    uint64_t v;
    int got = gr_scan_u64(&s, what, &v, err);
    if (got < 0) goto done;
    if (got == 0) break;
    if (v > limit) {
      gr_error_set(err, GR_ERANGE, "heap %zu is %llu: heaps up to %llu are supported%s", item, (unsigned long long)v,
                   (unsigned long long)limit, r.kind == HEAPS_LASKER ? " for Lasker's Nim" : "");
      goto done;
    }
    if (v == 0) continue; /* a heap of 0 is no heap */
    if (n == HEAPS_GAME_MAX_HEAPS) {
      gr_error_set(err, GR_ELIMIT, "more than %d heaps: at most %d are supported", HEAPS_GAME_MAX_HEAPS,
                   HEAPS_GAME_MAX_HEAPS);
      goto done;
    }
    if (n == cap) {
      uint64_t *more = realloc(heaps, 2 * cap * sizeof *more);
      if (more == NULL) {
        gr_error_set(err, GR_ENOMEM, "out of memory");
        goto done;
      }
      heaps = more;
      cap *= 2;
    }
    heaps[n++] = v;
  }
  qsort(heaps, n, sizeof *heaps, cmp_u64);
  if (gr_pos_resize(out, h + n, err) != 0) goto done;
  encode_header(&r, out->v);
  if (n) memcpy(out->v + h, heaps, n * sizeof *heaps);
  rc = 0;
done:
  free(heaps);
  heaps_rules_free(&r);
  return rc;
}

static void heaps_format(const gr_pos *p, gr_buf *out) {
  heaps_rules r;
  size_t h0;
  gr_error err = {0};
  gr_buf_puts(out, "");
  if (decode(p, &r, &h0, &err) != 0) {
    heaps_rules_free(&r);
    return;
  }
  heaps_rules_format(&r, out);
  gr_buf_putc(out, ':');
  for (size_t i = h0; i < p->len; i++) gr_buf_printf(out, " %llu", (unsigned long long)p->v[i]);
  heaps_rules_free(&r);
}

/* ---- the rules ---------------------------------------------------------- */

/* Whether removing k from a heap of h and leaving `part` and the rest
 * (part == 0: the rest as one heap, or nothing) is a move; *why says what
 * forbids it. */
static bool legal(const heaps_rules *r, uint64_t h, uint64_t k, uint64_t part, const char **why) {
  if (k > h) return *why = "the heap is smaller than that", false;
  uint64_t rest = h - k;
  if (part > 0 && part >= rest) return *why = "the two parts must both be non-empty", false;
  if (r->kind == HEAPS_LASKER) {
    if (part > 0 && k > 0) return *why = "Lasker's Nim splits a heap without removing anything (take HEAP 0 PART)", false;
    if (part == 0 && k == 0) return *why = "a move must remove at least one token or split the heap", false;
    return true;
  }
  unsigned d = k <= r->t ? r->digit[k] : 0;
  if (d == 0) return *why = "the ruleset has no move removing that many tokens", false;
  if (part > 0) return (d & 4) ? true : (*why = "the ruleset does not allow splitting after removing that many", false);
  if (rest == 0) return (d & 1) ? true : (*why = "the ruleset does not allow taking a whole heap of that size", false);
  return (d & 2) ? true : (*why = "the ruleset does not allow leaving a single heap after removing that many", false);
}

static bool heap_can_move(const heaps_rules *r, uint64_t h) {
  if (r->kind == HEAPS_LASKER) return h >= 1;
  if (h <= r->t && (r->digit[h] & 1)) return true;
  if (r->nleave1 && r->leave1[0] < h) return true;
  return r->nsplit && (uint64_t)r->split[0] + 2 <= h;
}

/* The number of successors of one heap of h. */
static uint64_t heap_move_count(const heaps_rules *r, uint64_t h) {
  if (r->kind == HEAPS_LASKER) return h + h / 2;
  uint64_t c = h <= r->t && (r->digit[h] & 1);
  for (size_t i = 0; i < r->nleave1 && r->leave1[i] < h; i++) c++;
  for (size_t i = 0; i < r->nsplit && (uint64_t)r->split[i] + 2 <= h; i++) c += (h - r->split[i]) / 2;
  return c;
}

/* The position with heap p->v[at] replaced by a and b (0: none), sorted. */
static int successor(const gr_pos *p, size_t h0, size_t at, uint64_t a, uint64_t b, gr_pos *out, gr_error *err) {
  size_t n = p->len - 1 + (a > 0) + (b > 0);
  if (gr_pos_resize(out, n, err) != 0) return -1;
  memcpy(out->v, p->v, h0 * sizeof *p->v);
  size_t k = h0;
  uint64_t add[2];
  size_t nadd = 0;
  if (a) add[nadd++] = a;
  if (b) add[nadd++] = b;
  if (nadd == 2 && add[0] > add[1]) {
    uint64_t t = add[0];
    add[0] = add[1];
    add[1] = t;
  }
  size_t j = 0;
  for (size_t i = h0; i < p->len; i++) {
    if (i == at) continue;
    while (j < nadd && add[j] <= p->v[i]) out->v[k++] = add[j++];
    out->v[k++] = p->v[i];
  }
  while (j < nadd) out->v[k++] = add[j++];
  return 0;
}

static int heaps_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  heaps_rules r;
  size_t h0;
  int rc = -1;
  if (decode(p, &r, &h0, err) != 0) goto done;
  uint64_t total = 0;
  for (size_t i = h0; i < p->len; i++)
    if (i == h0 || p->v[i] != p->v[i - 1]) total += heap_move_count(&r, p->v[i]);
  if (total > max_moves) {
    gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed", (unsigned long long)total,
                 max_moves);
    goto done;
  }
  gr_pos next;
  gr_pos_init(&next);
  for (size_t i = h0; i < p->len; i++) {
    uint64_t h = p->v[i];
    if (i > h0 && h == p->v[i - 1]) continue; /* equal heaps give the same successors */
    if (r.kind == HEAPS_LASKER) {
      for (uint64_t k = 1; k <= h; k++)
        if (successor(p, h0, i, h - k, 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
      for (uint64_t a = 1; a <= h / 2; a++)
        if (successor(p, h0, i, a, h - a, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
      continue;
    }
    if (h <= r.t && (r.digit[h] & 1))
      if (successor(p, h0, i, 0, 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
    for (size_t j = 0; j < r.nleave1 && r.leave1[j] < h; j++)
      if (successor(p, h0, i, h - r.leave1[j], 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0)
        goto done;
    for (size_t j = 0; j < r.nsplit && (uint64_t)r.split[j] + 2 <= h; j++) {
      uint64_t s = h - r.split[j];
      for (uint64_t a = 1; a <= s / 2; a++)
        if (successor(p, h0, i, a, s - a, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
    }
  }
  rc = 0;
done:
  heaps_rules_free(&r);
  return rc;
}

static bool heaps_is_terminal(const gr_pos *p) {
  heaps_rules r;
  size_t h0;
  gr_error err = {0};
  bool terminal = true;
  if (decode(p, &r, &h0, &err) == 0)
    for (size_t i = h0; i < p->len && terminal; i++) terminal = !heap_can_move(&r, p->v[i]);
  heaps_rules_free(&r);
  return terminal;
}

/* Losing, the computer makes the legal move that removes the fewest tokens
 * (so the most stay in play), from the largest heap it can, keeping the
 * rest as one heap when the ruleset allows and otherwise splitting off a
 * single token (which keeps one large heap).  A heuristic for a long game:
 * the exact longest play would need a search of the whole game. */
static int heaps_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  heaps_rules r;
  size_t h0;
  int rc = -1;
  if (decode(p, &r, &h0, err) != 0) goto done;
  uint64_t kmax = r.kind == HEAPS_LASKER ? 1 : r.t;
  for (uint64_t k = 0; k <= kmax; k++) {
    for (size_t i = p->len; i-- > h0;) {
      uint64_t h = p->v[i];
      const char *why;
      if (k < h && legal(&r, h, k, 0, &why)) {
        rc = successor(p, h0, i, h - k, 0, out, err);
        goto done;
      }
      if (k + 2 <= h && legal(&r, h, k, 1, &why)) {
        rc = successor(p, h0, i, 1, h - k - 1, out, err);
        goto done;
      }
      if (k == h && legal(&r, h, k, 0, &why)) {
        rc = successor(p, h0, i, 0, 0, out, err);
        goto done;
      }
    }
  }
  gr_error_set(err, GR_ESTATE, "the game is over: there is no move to make");
done:
  heaps_rules_free(&r);
  return rc;
}

/* The heaps of `from` not in `to` and of `to` not in `from` (multisets). */
static void heap_diff(const gr_pos *from, size_t f0, const gr_pos *to, size_t t0, uint64_t *gone, size_t *ngone,
                      uint64_t *came, size_t *ncame, size_t cap) {
  size_t i = f0, j = t0;
  *ngone = *ncame = 0;
  while (i < from->len || j < to->len) {
    if (j == to->len || (i < from->len && from->v[i] < to->v[j])) {
      if (*ngone < cap) gone[*ngone] = from->v[i];
      (*ngone)++;
      i++;
    } else if (i == from->len || to->v[j] < from->v[i]) {
      if (*ncame < cap) came[*ncame] = to->v[j];
      (*ncame)++;
      j++;
    } else {
      i++;
      j++;
    }
  }
}

static void heaps_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  size_t f0 = from->len >= 1 ? (size_t)from->v[0] : 0, t0 = to->len >= 1 ? (size_t)to->v[0] : 0;
  if (f0 < 2 || f0 > from->len || t0 < 2 || t0 > to->len) return;
  uint64_t gone[4], came[4];
  size_t ng, nc;
  heap_diff(from, f0, to, t0, gone, &ng, came, &nc, 4);
  if (ng != 1 || nc > 2) {
    gr_buf_puts(out, zh ? "(不是一步合法的走法)" : "(not a single move)");
    return;
  }
  unsigned long long h = gone[0];
  if (nc == 0) {
    gr_buf_printf(out, zh ? "取走整堆 %llu 个" : "take the whole heap of %llu", h);
  } else if (nc == 1) {
    gr_buf_printf(out, zh ? "一堆 %llu 个 → %llu(取走 %llu 个)" : "a heap of %llu -> %llu (remove %llu)", h,
                  (unsigned long long)came[0], h - (unsigned long long)came[0]);
  } else {
    unsigned long long a = came[0], b = came[1], k = h - a - b;
    if (k == 0)
      gr_buf_printf(out, zh ? "把一堆 %llu 个分成 %llu 和 %llu" : "split a heap of %llu into %llu and %llu", h, a, b);
    else
      gr_buf_printf(out, zh ? "一堆 %llu 个:取走 %llu 个,剩下的分成 %llu 和 %llu" : "a heap of %llu: remove %llu, split the rest into %llu and %llu",
                    h, k, a, b);
  }
}

static void heaps_board(const gr_pos *p, gr_json *j) {
  heaps_rules r;
  size_t h0;
  gr_error err = {0};
  bool ok = decode(p, &r, &h0, &err) == 0;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  char digits[24];
  for (size_t i = ok ? h0 : p->len; i < p->len; i++) {
    snprintf(digits, sizeof digits, "%llu", (unsigned long long)p->v[i]);
    gr_json_string(j, digits);
  }
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = ok ? h0 : p->len; i < p->len; i++) gr_json_bool(j, heap_can_move(&r, p->v[i]));
  gr_json_array_end(j);
  gr_json_key(j, "actions");
  gr_json_array_begin(j);
  gr_json_object_begin(j);
  gr_json_key(j, "verb");
  gr_json_string(j, "take");
  gr_json_key(j, "args");
  gr_json_array_begin(j);
  gr_json_string(j, "heap");
  gr_json_string(j, "count");
  gr_json_string(j, "part");
  gr_json_array_end(j);
  gr_json_object_end(j);
  gr_json_array_end(j);
  if (ok) {
    gr_json_key(j, "note");
    gr_json_object_begin(j);
    for (int l = 0; l < GR_NLANG; l++) {
      gr_buf text;
      gr_buf_init(&text);
      heaps_rules_format(&r, &text);
      const char *name = heaps_rules_name(&r);
      if (name) gr_buf_printf(&text, " (%s)", name);
      gr_buf_puts(&text, l == GR_ZH ? ":" : ": ");
      heaps_rules_describe(&r, (gr_lang)l, &text);
      gr_json_key(j, l == GR_ZH ? "zh" : "en");
      gr_json_string(j, text.data ? text.data : "");
      gr_buf_free(&text);
    }
    gr_json_object_end(j);
  }
  gr_json_object_end(j);
  heaps_rules_free(&r);
}

/* "take HEAP COUNT [PART]": HEAP numbered from 1 in the position's order;
 * COUNT tokens removed; PART, when given, splits the rest into PART and
 * the remainder. */
static int heaps_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  static const char usage[] = "a move is written 'take HEAP COUNT' or 'take HEAP COUNT PART' (PART: split the rest "
                              "into PART and the remainder), e.g. take 2 1 3";
  heaps_rules r;
  size_t h0;
  int rc = -1;
  gr_pos args;
  gr_pos_init(&args);
  if (decode(p, &r, &h0, err) != 0) goto done;
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "take", 4) != 0 || (action[4] != ' ' && action[4] != '\t')) {
    gr_error_set(err, GR_ESYNTAX, "%s", usage);
    goto done;
  }
  if (gr_parse_u64_list(action + 4, "number", 3, &args, err) != 0) goto done;
  if (args.len < 2) {
    gr_error_set(err, GR_ESYNTAX, "%s", usage);
    goto done;
  }
  size_t nheaps = p->len - h0;
  if (nheaps == 0) {
    gr_error_set(err, GR_ESTATE, "the game is over: there is no heap left");
    goto done;
  }
  uint64_t which = args.v[0], k = args.v[1], part = args.len == 3 ? args.v[2] : 0;
  if (which == 0 || which > nheaps) {
    gr_error_set(err, GR_ERANGE, "heap %llu does not exist: the heaps are numbered 1 to %zu", (unsigned long long)which,
                 nheaps);
    goto done;
  }
  if (args.len == 3 && part == 0) {
    gr_error_set(err, GR_ERANGE, "PART is 0: both parts of a split must be non-empty");
    goto done;
  }
  size_t at = h0 + (size_t)which - 1;
  uint64_t h = p->v[at];
  const char *why = "";
  if (!legal(&r, h, k, part, &why)) {
    gr_buf rules;
    gr_buf_init(&rules);
    heaps_rules_format(&r, &rules);
    if (k > h)
      gr_error_set(err, GR_ERANGE, "heap %llu holds %llu tokens: it cannot lose %llu", (unsigned long long)which,
                   (unsigned long long)h, (unsigned long long)k);
    else if (part)
      gr_error_set(err, GR_ERANGE, "%s: heap %llu of %llu, remove %llu, split the rest into %llu and %llu: %s",
                   rules.data ? rules.data : "", (unsigned long long)which, (unsigned long long)h,
                   (unsigned long long)k, (unsigned long long)part, h - k > part ? (unsigned long long)(h - k - part) : 0ULL,
                   why);
    else
      gr_error_set(err, GR_ERANGE, "%s: heap %llu of %llu, remove %llu: %s", rules.data ? rules.data : "",
                   (unsigned long long)which, (unsigned long long)h, (unsigned long long)k, why);
    gr_buf_free(&rules);
    goto done;
  }
  rc = successor(p, h0, at, part ? part : h - k, part ? h - k - part : 0, out, err);
done:
  gr_pos_free(&args);
  heaps_rules_free(&r);
  return rc;
}

/* The inverse of heaps_play.  `to` differs from `from` (both sorted
 * multisets under the same ruleset) by one heap h gone and at most two
 * heaps come: none (the whole heap taken), c (take h - c) or a <= b
 * (take h - a - b, split the rest as a and b).  The action is played back
 * to check the ruleset allows it and that it reaches `to` exactly. */
static int heaps_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  static const char not_a_move[] = "that position is not one move away";
  size_t f0 = from->len >= 2 ? (size_t)from->v[0] : 0;
  if (f0 < 2 || f0 > from->len || to->len < f0 || to->v[0] != from->v[0] ||
      memcmp(to->v, from->v, f0 * sizeof *from->v) != 0)
    return gr_error_set(err, GR_ERANGE, not_a_move);
  uint64_t gone[3], came[3];
  size_t ng, nc;
  heap_diff(from, f0, to, f0, gone, &ng, came, &nc, 3);
  if (ng != 1 || nc > 2) return gr_error_set(err, GR_ERANGE, not_a_move);
  uint64_t h = gone[0];
  unsigned __int128 kept = nc == 0 ? 0 : nc == 1 ? came[0] : (unsigned __int128)came[0] + came[1];
  if (kept > h) return gr_error_set(err, GR_ERANGE, not_a_move); /* a split may remove nothing (4.7, lasker) */
  size_t which = f0;
  while (which < from->len && from->v[which] != h) which++;
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "take %zu %llu", which - f0 + 1, (unsigned long long)(h - (uint64_t)kept));
  if (nc == 2) gr_buf_printf(&text, " %llu", (unsigned long long)came[0]);
  gr_pos back;
  gr_pos_init(&back);
  gr_error e = {0};
  int rc = heaps_play(from, text.data, &back, &e) == 0 && gr_pos_equal(&back, to) ? 0 : -1;
  if (rc == 0) gr_buf_puts(out, text.data);
  else gr_error_set(err, GR_ERANGE, not_a_move);
  gr_pos_free(&back);
  gr_buf_free(&text);
  return rc;
}

/* ---- the verdict job ---------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  heaps_rules rules;
  size_t h0;
  gr_job *seq;       /* G(0 .. the largest heap) */
  uint64_t seq_total;
  uint64_t total;    /* the nim-sum */
  size_t next;       /* the next heap (index in pos) to look for winning moves in */
  bool summed;
} solve_state;

static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  if (s == NULL) return;
  gr_pos_free(&s->pos);
  heaps_rules_free(&s->rules);
  gr_job_free(s->seq);
  free(s);
  job->state = NULL;
}

static int push_move(solve_state *s, size_t at, uint64_t a, uint64_t b, gr_analysis *an, gr_error *err) {
  gr_pos next;
  gr_pos_init(&next);
  if (successor(&s->pos, s->h0, at, a, b, &next, err) != 0) return -1;
  return gr_pos_list_push(&an->winning_moves, &next, err);
}

/* Every move of the heap at `at` to a position of value x. */
static int winning_moves_of(solve_state *s, const uint16_t *g, size_t at, uint64_t x, gr_analysis *an, uint64_t *used,
                            gr_error *err) {
  const heaps_rules *r = &s->rules;
  uint64_t h = s->pos.v[at];
  if (r->kind == HEAPS_LASKER) {
    for (uint64_t k = 1; k <= h; k++)
      if ((k == h ? 0 : g[h - k]) == x && push_move(s, at, h - k, 0, an, err) != 0) return -1;
    for (uint64_t a = 1; a <= h / 2; a++)
      if ((uint64_t)(g[a] ^ g[h - a]) == x && push_move(s, at, a, h - a, an, err) != 0) return -1;
    *used += h + h / 2;
    return 0;
  }
  if (h <= r->t && (r->digit[h] & 1) && x == 0 && push_move(s, at, 0, 0, an, err) != 0) return -1;
  for (size_t j = 0; j < r->nleave1 && r->leave1[j] < h; j++)
    if (g[h - r->leave1[j]] == x && push_move(s, at, h - r->leave1[j], 0, an, err) != 0) return -1;
  for (size_t j = 0; j < r->nsplit && (uint64_t)r->split[j] + 2 <= h; j++) {
    uint64_t sum = h - r->split[j];
    for (uint64_t a = 1; a <= sum / 2; a++)
      if ((uint64_t)(g[a] ^ g[sum - a]) == x && push_move(s, at, a, sum - a, an, err) != 0) return -1;
    *used += sum / 2;
  }
  *used += r->nleave1 + 1;
  return 0;
}

static int solve_advance(gr_job *job, uint64_t budget, gr_error *err) {
  solve_state *s = job->state;
  uint64_t used = 0;
  if (s->seq && !s->seq->finished) {
    uint64_t before = s->seq->done;
    if (gr_job_run(s->seq, budget, err) < 0) return -1;
    job->done += s->seq->done - before;
    if (!s->seq->finished) return 0;
    job->done = s->seq_total;
    used = budget; /* the slice went to the sequence */
  }
  const heaps_seq *q = s->seq ? heaps_seq_result(s->seq) : NULL;
  gr_analysis *an = &job->analysis;
  if (!s->summed) {
    s->total = 0;
    for (size_t i = s->h0; i < s->pos.len; i++) s->total ^= q->g[s->pos.v[i]];
    an->has_grundy = true;
    an->grundy = s->total;
    an->winner = s->total ? GR_WINNER_FIRST : GR_WINNER_SECOND;
    s->summed = true;
    s->next = s->h0;
  }
  while (s->total != 0 && s->next < s->pos.len && used < budget) {
    size_t i = s->next++;
    uint64_t h = s->pos.v[i];
    if (i > s->h0 && h == s->pos.v[i - 1]) continue; /* the same successors as the heap before */
    uint64_t before = used;
    if (winning_moves_of(s, q->g, i, s->total ^ q->g[h], an, &used, err) != 0) return -1;
    job->done += used - before;
  }
  if (s->total == 0 || s->next >= s->pos.len) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

static int heaps_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  solve_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  gr_job tmp = {.state = s};
  gr_pos_init(&s->pos);
  if (decode(p, &s->rules, &s->h0, err) != 0 || gr_pos_copy(&s->pos, p, err) != 0) {
    solve_destroy(&tmp);
    return -1;
  }
  uint64_t top = 0, moves = 0;
  for (size_t i = s->h0; i < p->len; i++) {
    if (p->v[i] > top) top = p->v[i];
    uint64_t limit = max_heap(&s->rules);
    if (p->v[i] > limit) {
      solve_destroy(&tmp);
      return gr_error_set(err, GR_ERANGE, "a heap of %llu: heaps up to %llu are supported",
                          (unsigned long long)p->v[i], (unsigned long long)limit);
    }
    if (i == s->h0 || p->v[i] != p->v[i - 1]) moves += heap_move_count(&s->rules, p->v[i]);
  }
  if (heaps_seq_start(&s->rules, top + 1, HEAPS_AUTO, &s->seq, err) != 0) {
    solve_destroy(&tmp);
    return -1;
  }
  s->seq_total = s->seq->total;
  *job = gr_job_new(&solve_ops, s, s->seq_total + moves, err);
  return *job ? 0 : -1;
}

/* ---- the trace: the pattern finder -------------------------------------- */

enum { R_NOMOVE = 0, R_MEX, R_PREPERIOD, R_PERIOD, R_SALTUS, R_PROVED, R_OBSERVED, R_NONE, R_ANSWER, R_COUNT };
enum { V_CODE = 0, V_HEAPS, V_G, V_PERIOD, V_PROVED, V_GRUNDY };

static const gr_rule trace_rules[R_COUNT] = {
    [R_NOMOVE] = {{"No move", "无路可走"},
                  {"no move from this heap: G(n) = mex{} = 0", "这一堆无法走动:G(n) = mex{} = 0"},
                  {NULL, NULL, NULL}},
    [R_MEX] = {{"mex", "mex"},
               {"G(n) = mex of the options' values; a move leaving heaps a and b is worth G(a) ^ G(b)",
                "G(n) = 所有后继值的 mex;留下两堆 a、b 的走法的值是 G(a) ^ G(b)"},
               {NULL, NULL, NULL}},
    [R_PREPERIOD] = {{"Preperiod", "前周期"},
                     {"n0: the first n from which G(n + p) = G(n) always holds",
                      "n0:从它开始 G(n + p) = G(n) 一直成立"},
                     {"G(n0 - 1)", "G(n0 - 1 + p)", NULL}},
    [R_PERIOD] = {{"Period", "周期"},
                  {"p: the shift with the earliest start n0 + p (the smallest p on ties)",
                   "p:使 n0 + p 最小的平移(相同时取较小的 p)"},
                  {NULL, NULL, NULL}},
    [R_SALTUS] = {{"Saltus", "跳跃"},
                  {"G(n + p) = G(n) + s: arithmetic periodicity", "G(n + p) = G(n) + s:算术周期"},
                  {"G(n0)", "G(n0 + p)", NULL}},
    [R_PROVED] = {{"Proved", "已证明"},
                  {"enough values for the periodicity theorem: the period holds forever",
                   "值的个数达到周期性定理的要求:周期永远成立"},
                  {NULL, NULL, NULL}},
    [R_OBSERVED] = {{"Observed", "观察到"},
                    {"the period repeats but no theorem's bound is met: only observed",
                     "周期在重复,但未达到定理要求:只是观察到"},
                    {NULL, NULL, NULL}},
    [R_NONE] = {{"No period", "没有周期"},
                {"no shift repeats over three periods at the end", "没有在末尾重复三个周期以上的平移"},
                {NULL, NULL, NULL}},
    [R_ANSWER] = {{"Nim-sum", "异或和"},
                  {"the position's value is the xor of its heaps' values; the mover wins when it is not 0",
                   "局面的值是各堆值的异或;不为 0 时先手必胜"},
                  {NULL, NULL, NULL}},
};

typedef struct trace_state {
  heaps_period period; /* found in G(0..L-1) before the trace starts */
  uint32_t L, nheaps, t;
  bool lasker;
  uint32_t n;          /* the next value step */
  int stage;           /* 0 values, 1 preperiod, 2 period, 3 saltus, 4 proved, 5 answer, 6 done */
  uint32_t *cells;     /* scratch: the cells one step reads */
  uint32_t *seen;      /* scratch: seen[c] == n + 1 when cell c is already read */
  uint64_t *vals;      /* scratch for gr_mex */
  unsigned char *mex_seen;
} trace_state;

static void trace_destroy(gr_job *job) {
  trace_state *s = job->state;
  if (s == NULL) return;
  free(s->cells);
  free(s->seen);
  free(s->vals);
  free(s->mex_seen);
  free(s);
  job->state = NULL;
}

/* Calls visit(kind, a, b) for every option of heap n in order: kind 0 the
 * whole heap taken (a = 0), 1 one heap a, 2 two heaps a and b.  The code
 * view holds d0..dT (Lasker's Nim: 4.333... up to the sequence's end). */
typedef void (*option_fn)(int kind, uint32_t a, uint32_t b, void *ctx);

static void for_options(const gr_view *code, uint32_t n, option_fn visit, void *ctx) {
  uint32_t T = code->cols - 1;
  for (uint32_t k = 0; k <= T && k <= n; k++) {
    unsigned d = (unsigned)code->values[k];
    if ((d & 1) && k == n && k > 0) visit(0, 0, 0, ctx);
    if ((d & 2) && k < n && k > 0) visit(1, n - k, 0, ctx);
  }
  for (uint32_t k = 0; k <= T && k + 2 <= n; k++) {
    unsigned d = (unsigned)code->values[k];
    if (!(d & 4)) continue;
    for (uint32_t a = 1; a <= (n - k) / 2; a++) visit(2, a, n - k - a, ctx);
  }
}

typedef struct collect_ctx {
  trace_state *s;
  const gr_trace *t;
  uint32_t n;
  size_t ncells, nvals;
} collect_ctx;

static void collect(int kind, uint32_t a, uint32_t b, void *ctx) {
  collect_ctx *c = ctx;
  trace_state *s = c->s;
  const uint64_t *G = c->t->views[V_G].values;
  uint32_t cells[2] = {a, b};
  int ncells = kind == 2 ? 2 : 1; /* the whole heap taken reads G(0) */
  for (int i = 0; i < ncells; i++)
    if (s->seen[cells[i]] != c->n + 1) {
      s->seen[cells[i]] = c->n + 1;
      s->cells[c->ncells++] = gr_trace_cell_id(c->t, V_G, 0, cells[i]);
    }
  s->vals[c->nvals++] = kind == 2 ? (G[a] ^ G[b]) : G[a];
}

static int trace_advance(gr_job *job, uint64_t budget, gr_error *err) {
  trace_state *s = job->state;
  gr_trace *t = job->trace;
  const heaps_period *P = &s->period;
  while (budget > 0 && s->stage < 6) {
    budget--;
    if (s->stage == 0) {
      collect_ctx c = {.s = s, .t = t, .n = s->n};
      for_options(&t->views[V_CODE], s->n, collect, &c);
      uint64_t v = gr_mex(s->vals, c.nvals, s->mex_seen);
      if (gr_trace_write(t, V_G, 0, s->n, v, c.nvals ? R_MEX : R_NOMOVE, s->cells, c.ncells, err) != 0) return -1;
      job->done++;
      if (++s->n == s->L) s->stage = P->status == HEAPS_NONE ? 4 : 1;
      continue;
    }
    if (s->stage == 1) {
      uint32_t reads[2], nr = 0;
      if (P->preperiod > 0) {
        reads[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)P->preperiod - 1);
        reads[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)(P->preperiod - 1 + P->period));
      }
      if (gr_trace_write(t, V_PERIOD, 0, 0, P->preperiod, R_PREPERIOD, reads, nr, err) != 0) return -1;
      s->stage = 2;
    } else if (s->stage == 2) {
      uint32_t nr = 0;
      for (uint64_t x = P->preperiod; x < s->L; x++) s->cells[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)x);
      if (gr_trace_write(t, V_PERIOD, 0, 1, P->period, R_PERIOD, s->cells, nr, err) != 0) return -1;
      s->stage = s->lasker ? 3 : 4;
    } else if (s->stage == 3) {
      uint32_t reads[2] = {gr_trace_cell_id(t, V_G, 0, (uint32_t)P->preperiod),
                           gr_trace_cell_id(t, V_G, 0, (uint32_t)(P->preperiod + P->period))};
      /* The saltus is stored as its value; a negative one cannot occur here
       * (Lasker's values grow), but keep the sign honest. */
      if (gr_trace_write(t, V_PERIOD, 0, 2, (uint64_t)P->saltus, R_SALTUS, reads, 2, err) != 0) return -1;
      s->stage = 4;
    } else if (s->stage == 4) {
      uint32_t nr = 0;
      uint8_t rule = P->status == HEAPS_PROVED ? R_PROVED : P->status == HEAPS_OBSERVED ? R_OBSERVED : R_NONE;
      if (P->status != HEAPS_NONE) {
        uint64_t end = P->status == HEAPS_PROVED && P->needed < s->L ? P->needed : s->L;
        for (uint64_t x = P->preperiod; x < end; x++) s->cells[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)x);
      }
      if (gr_trace_write(t, V_PROVED, 0, 0, P->status == HEAPS_PROVED, rule, s->cells, nr, err) != 0) return -1;
      s->stage = 5;
    } else {
      uint32_t nr = 0;
      uint64_t x = 0;
      const uint64_t *H = t->views[V_HEAPS].values, *G = t->views[V_G].values;
      for (uint32_t i = 0; i < s->nheaps; i++) {
        s->cells[nr++] = gr_trace_cell_id(t, V_HEAPS, 0, i);
        s->cells[nr++] = gr_trace_cell_id(t, V_G, 0, (uint32_t)H[i]);
        x ^= G[H[i]];
      }
      if (gr_trace_write(t, V_GRUNDY, 0, 0, x, R_ANSWER, s->cells, nr, err) != 0) return -1;
      s->stage = 6;
    }
    job->done++;
  }
  if (s->stage == 6) {
    job->done = job->total;
    job->finished = true;
  }
  return 0;
}

static const gr_job_ops trace_ops = {trace_advance, trace_destroy};

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out);

static int heaps_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  heaps_rules r;
  size_t h0;
  gr_trace *t = NULL;
  trace_state *s = NULL;
  heaps_seq q;
  memset(&q, 0, sizeof q);
  int rc = -1;
  if (decode(p, &r, &h0, err) != 0) goto done;
  size_t nheaps = p->len - h0;
  uint64_t top = 0;
  for (size_t i = h0; i < p->len; i++)
    if (p->v[i] > top) top = p->v[i];
  if (nheaps > HEAPS_TRACE_MAX_HEAPS || top > HEAPS_TRACE_MAX_HEAP) {
    gr_error_set(err, GR_ELIMIT,
                 "the trace draws at most %d heaps of at most %u tokens (this position: %zu heaps, the largest %llu); "
                 "solve handles up to %d heaps of %u",
                 HEAPS_TRACE_MAX_HEAPS, HEAPS_TRACE_MAX_HEAP, nheaps, (unsigned long long)top, HEAPS_GAME_MAX_HEAPS,
                 HEAPS_GAME_MAX_HEAP);
    goto done;
  }
  if (r.kind != HEAPS_LASKER && r.t > HEAPS_TRACE_MAX_T) {
    gr_error_set(err, GR_ELIMIT, "the trace draws the ruleset's digits: at most %u (this one removes up to %u tokens)",
                 HEAPS_TRACE_MAX_T, r.t);
    goto done;
  }
  /* How far the sequence runs: past the largest heap to where the period
   * is proved (observed, for Lasker's Nim), found on the values first. */
  uint32_t cap = (uint32_t)(top + 1 > HEAPS_TRACE_SEQ_MAX ? top + 1 : HEAPS_TRACE_SEQ_MAX);
  if (r.kind == HEAPS_LASKER && cap > 64 && top + 1 < 64) cap = 64;
  if (heaps_seq_compute(&r, cap, HEAPS_NAIVE, &q, err) != 0) goto done;
  uint32_t L = 0;
  heaps_period P;
  for (uint32_t c = 1; c <= cap && L == 0; c++) {
    if (heaps_period_detect(&r, q.g, c, &P, err) != 0) goto done;
    if (P.status == HEAPS_PROVED || (r.kind == HEAPS_LASKER && P.status == HEAPS_OBSERVED && c >= 24)) L = c;
  }
  if (L == 0) L = r.kind == HEAPS_LASKER ? cap : HEAPS_TRACE_NO_PROOF;
  if (L < top + 1) L = (uint32_t)top + 1;
  if (heaps_period_detect(&r, q.g, L, &P, err) != 0) goto done;
  bool lasker = r.kind == HEAPS_LASKER;
  uint32_t T = lasker ? L : r.t + 1; /* code cells */
  size_t steps = (size_t)L + 5;
  t = gr_trace_new(steps, trace_rules, R_COUNT, explain, err);
  if (t == NULL) goto done;
  if (gr_trace_add_view(t, GR_VIEW_SEQUENCE, "d", "the code d0.d1d2...", "规则代码 d0.d1d2...", 1, T, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "heap", "heaps", "各堆", 1, (uint32_t)(nheaps ? nheaps : 0), 1, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "G", "G(n)", "G(n)", 1, L, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "period", lasker ? "preperiod, period, saltus" : "preperiod, period",
                        lasker ? "前周期、周期、跳跃" : "前周期、周期", 1, lasker ? 3 : 2, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "proved", "proved", "已证明", 1, 1, 0, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_BOARD, "grundy", "G of the position", "局面的 G 值", 1, 1, 0, err) < 0)
    goto done;
  t->views[V_PROVED].value_kind = GR_VALUE_BOOL;
  for (uint32_t k = 0; k < T; k++)
    t->views[V_CODE].values[k] = lasker ? (k == 0 ? 4 : 3) : r.digit[k];
  for (size_t i = 0; i < nheaps; i++) t->views[V_HEAPS].values[i] = p->v[h0 + i];
  s = calloc(1, sizeof *s);
  if (s == NULL) {
    gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
    goto done;
  }
  s->period = P;
  s->L = L;
  s->nheaps = (uint32_t)nheaps;
  s->lasker = lasker;
  size_t most = (size_t)L + 2 * nheaps + 2; /* cells one step reads */
  s->cells = malloc(most * sizeof *s->cells);
  s->seen = calloc(L + 1, sizeof *s->seen);
  /* options of one heap: at most T + 1 that leave one heap or none, and
   * L / 2 + 1 splits per splitting digit */
  size_t nsplit = lasker ? 1 : r.nsplit;
  size_t most_options = (size_t)T + 2 + nsplit * ((size_t)L / 2 + 1);
  s->vals = malloc(most_options * sizeof *s->vals);
  s->mex_seen = malloc(most_options + 1);
  if (!s->cells || !s->seen || !s->vals || !s->mex_seen) {
    gr_error_set(err, GR_ENOMEM, "out of memory for the trace");
    goto done;
  }
  *job = gr_job_new(&trace_ops, s, steps, err);
  s = NULL; /* the job owns it now, also when gr_job_new failed */
  if (*job == NULL) goto done;
  (*job)->trace = t;
  t = NULL;
  rc = 0;
done:
  if (s) {
    gr_job tmp = {.state = s};
    trace_destroy(&tmp);
  }
  gr_trace_free(t);
  heaps_seq_free(&q);
  heaps_rules_free(&r);
  return rc;
}

/* ---- explanations ------------------------------------------------------- */

typedef struct words_ctx {
  gr_buf *out;
  const uint64_t *G;
  size_t count, shown;
} words_ctx;

#define SHOW_OPTIONS 12
#define SHOW_VALUES 24

static void option_words(int kind, uint32_t a, uint32_t b, void *ctx) {
  words_ctx *c = ctx;
  if (c->count++ >= SHOW_OPTIONS) return;
  if (c->count > 1) gr_buf_puts(c->out, ", ");
  if (kind == 2) gr_buf_printf(c->out, "G(%u)^G(%u)", a, b);
  else gr_buf_printf(c->out, "G(%u)", a);
}

typedef struct values_ctx {
  const uint64_t *G;
  unsigned char *present;
  uint64_t cap;
} values_ctx;

static void option_value(int kind, uint32_t a, uint32_t b, void *ctx) {
  values_ctx *c = ctx;
  uint64_t v = kind == 2 ? c->G[a] ^ c->G[b] : c->G[a];
  if (v < c->cap) c->present[v] = 1;
}

static void period_rules(const gr_trace *t, heaps_rules *r) {
  heaps_rules_init(r);
  const gr_view *code = &t->views[V_CODE];
  if (t->views[V_PERIOD].cols == 3) {
    r->kind = HEAPS_LASKER;
    return;
  }
  uint32_t T = code->cols - 1;
  r->kind = HEAPS_OCTAL;
  r->digit = malloc((size_t)T + 1);
  if (r->digit == NULL) return;
  r->t = T;
  for (uint32_t k = 0; k <= T; k++) r->digit[k] = (uint8_t)code->values[k];
  heaps_rules tmp;
  gr_error err = {0};
  heaps_rules_init(&tmp);
  if (heaps_rules_copy(&tmp, r, &err) == 0) {
    heaps_rules_free(r);
    *r = tmp;
  } else {
    heaps_rules_free(&tmp);
  }
}

static void explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  uint32_t cell = t->step_cell[step];
  const uint64_t *G = t->views[V_G].values;
  const gr_view *pv = &t->views[V_PERIOD];
  uint64_t n0 = pv->values[0], p = pv->values[1];
  uint32_t L = t->views[V_G].cols;
  switch (rule) {
  case R_NOMOVE:
  case R_MEX: {
    uint32_t n = cell - t->views[V_G].base;
    uint64_t v = G[n];
    if (rule == R_NOMOVE) {
      gr_buf_printf(out, zh ? "G(%u) = mex{} = 0:%u 个的一堆无法走动。" : "G(%u) = mex{} = 0: a heap of %u has no move.", n, n);
      return;
    }
    gr_buf_printf(out, "G(%u) = mex{", n);
    words_ctx w = {.out = out, .G = G};
    for_options(&t->views[V_CODE], n, option_words, &w);
    if (w.count > SHOW_OPTIONS) gr_buf_printf(out, zh ? ", …(共 %zu 种走法)" : ", ... (%zu options)", w.count);
    gr_buf_puts(out, "} = mex{");
    uint64_t cap = (uint64_t)w.count + 2;
    unsigned char *present = calloc((size_t)cap, 1);
    if (present) {
      values_ctx c = {.G = G, .present = present, .cap = cap};
      for_options(&t->views[V_CODE], n, option_value, &c);
      size_t shown = 0, total = 0;
      for (uint64_t x = 0; x < cap; x++)
        if (present[x]) {
          total++;
          if (shown < SHOW_VALUES) gr_buf_printf(out, "%s%llu", shown++ ? ", " : "", (unsigned long long)x);
        }
      if (total > shown) gr_buf_printf(out, zh ? ", …(共 %zu 个值)" : ", ... (%zu values)", total);
      free(present);
    }
    gr_buf_printf(out, "} = %llu", (unsigned long long)v);
    gr_buf_puts(out, zh ? ":不在后继值中的最小非负整数。" : ": the least value no move reaches.");
    return;
  }
  case R_PREPERIOD:
    if (n0 == 0)
      gr_buf_printf(out, zh ? "前周期 0:从一开始就以 %llu 为周期。" : "Preperiod 0: periodic with period %llu from the start.",
                    (unsigned long long)p);
    else if (pv->cols == 3)
      gr_buf_printf(out,
                    zh ? "前周期 %llu:G(%llu) − G(%llu) = %lld 与之后的差不同,这是规律最后一次被打破。"
                       : "Preperiod %llu: G(%llu) - G(%llu) = %lld differs from the later steps: the last place the "
                         "pattern breaks.",
                    (unsigned long long)n0, (unsigned long long)(n0 - 1 + p), (unsigned long long)(n0 - 1),
                    (long long)G[n0 - 1 + p] - (long long)G[n0 - 1]);
    else
      gr_buf_printf(out,
                    zh ? "前周期 %llu:G(%llu) = %llu 而 G(%llu) = %llu,这是 G(n + %llu) = G(n) 最后一次不成立。"
                       : "Preperiod %llu: G(%llu) = %llu but G(%llu) = %llu, the last n where G(n + %llu) = G(n) fails.",
                    (unsigned long long)n0, (unsigned long long)(n0 - 1), (unsigned long long)G[n0 - 1],
                    (unsigned long long)(n0 - 1 + p), (unsigned long long)G[n0 - 1 + p], (unsigned long long)p);
    return;
  case R_PERIOD: {
    unsigned long long last = L - 1 - p, salt = pv->cols == 3 ? pv->values[2] : 0;
    char plus[32] = "";
    if (salt) snprintf(plus, sizeof plus, " + %llu", salt);
    if (zh)
      gr_buf_printf(out, "周期 %llu:对 %llu ≤ n ≤ %llu 有 G(n + %llu) = G(n)%s", (unsigned long long)p,
                    (unsigned long long)n0, last, (unsigned long long)p, plus);
    else
      gr_buf_printf(out, "Period %llu: G(n + %llu) = G(n)%s for %llu <= n <= %llu", (unsigned long long)p,
                    (unsigned long long)p, plus, (unsigned long long)n0, last);
    if (p <= 40 && n0 + p <= L) {
      gr_buf_puts(out, zh ? ";重复的一段:" : "; the block that repeats:");
      for (uint64_t x = n0; x < n0 + p; x++) gr_buf_printf(out, " %llu", (unsigned long long)G[x]);
    }
    gr_buf_puts(out, zh ? "。" : ".");
    return;
  }
  case R_SALTUS:
    gr_buf_printf(out, zh ? "跳跃 %llu:G(n + %llu) = G(n) + %llu,例如 G(%llu) = %llu = G(%llu) + %llu。"
                          : "Saltus %llu: G(n + %llu) = G(n) + %llu, e.g. G(%llu) = %llu = G(%llu) + %llu.",
                  (unsigned long long)pv->values[2], (unsigned long long)p, (unsigned long long)pv->values[2],
                  (unsigned long long)(n0 + p), (unsigned long long)G[n0 + p], (unsigned long long)n0,
                  (unsigned long long)pv->values[2]);
    return;
  case R_PROVED:
  case R_OBSERVED:
  case R_NONE: {
    heaps_rules r;
    period_rules(t, &r);
    heaps_period P;
    memset(&P, 0, sizeof P);
    if (rule != R_NONE) {
      P.preperiod = n0;
      P.period = p;
      P.saltus = pv->cols == 3 ? (int64_t)pv->values[2] : 0;
      P.holds = L - p - n0;
    }
    /* judge again from the numbers in the views */
    P.status = rule == R_PROVED ? HEAPS_PROVED : rule == R_OBSERVED ? HEAPS_OBSERVED : HEAPS_NONE;
    if (r.kind == HEAPS_LASKER) {
      P.bound = HEAPS_BOUND_NONE;
    } else if (heaps_rules_splits(&r)) {
      P.bound = HEAPS_BOUND_OCTAL;
      P.needed = 2 * n0 + 2 * p + r.t + 2;
    } else {
      P.bound = HEAPS_BOUND_WINDOW;
      bool plain = true;
      for (uint32_t k = 0; k <= r.t; k++) plain = plain && (r.digit[k] == 0 || r.digit[k] == 3);
      uint64_t i0 = n0 > (plain ? 0u : 1u) ? n0 : (plain ? 0u : 1u);
      P.needed = i0 + p + r.t;
    }
    gr_buf_puts(out, rule == R_PROVED ? (zh ? "已证明:" : "Proved: ") : rule == R_OBSERVED ? (zh ? "观察到:" : "Observed: ") : "");
    heaps_period_describe(&r, &P, L, lang, out);
    gr_buf_puts(out, zh ? "。" : ".");
    heaps_rules_free(&r);
    return;
  }
  default: {
    const gr_view *hv = &t->views[V_HEAPS];
    uint64_t x = t->views[V_GRUNDY].values[0];
    if (hv->cols == 0) {
      gr_buf_puts(out, zh ? "没有堆:局面的值是 0,先手无路可走,必败。" : "No heap: the position is worth 0 and the player to move has no move: a loss.");
      return;
    }
    for (uint32_t i = 0; i < hv->cols && i < 16; i++)
      gr_buf_printf(out, "%sG(%llu)", i ? " ^ " : "", (unsigned long long)hv->values[i]);
    if (hv->cols > 16) gr_buf_puts(out, " ^ ...");
    gr_buf_puts(out, " = ");
    for (uint32_t i = 0; i < hv->cols && i < 16; i++)
      gr_buf_printf(out, "%s%llu", i ? " ^ " : "", (unsigned long long)G[hv->values[i]]);
    if (hv->cols > 16) gr_buf_puts(out, " ^ ...");
    gr_buf_printf(out, " = %llu", (unsigned long long)x);
    if (zh)
      gr_buf_puts(out, x ? ",不为 0:先手必胜(有一步能走到值为 0 的局面)。" : ",为 0:先手必败(每一步都走到值不为 0 的局面)。");
    else
      gr_buf_puts(out, x ? ": not 0, so the first player wins (some move reaches a position of value 0)."
                         : ": 0, so the first player loses (every move reaches a position of non-zero value).");
    return;
  }
  }
}

/* ---- small positions for the referee ------------------------------------ */

static const char *const small_rulesets[] = {"0.77", "0.07",     "0.137", "4.7",    "0.6",  "0.51",
                                             "0.007", "4.07",   "0.15",  "S{1,3,4}", "S{2,5}", "lasker"};

/* Every ruleset above with 0 to referee_max_len heaps of 1 to
 * referee_max_value tokens (as multisets: heaps in increasing order). */
static int heaps_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  size_t max_len = gr_game_heaps.referee_max_len;
  uint64_t max_value = gr_game_heaps.referee_max_value;
  for (size_t i = 0; i < sizeof small_rulesets / sizeof small_rulesets[0]; i++) {
    heaps_rules r;
    gr_error err = {0};
    heaps_rules_init(&r);
    if (heaps_rules_parse(small_rulesets[i], strlen(small_rulesets[i]), &r, &err) != 0) return -1;
    size_t h = header_len(&r);
    uint64_t v[64];
    if (h + max_len > 64) {
      heaps_rules_free(&r);
      return -1;
    }
    encode_header(&r, v);
    heaps_rules_free(&r);
    for (size_t n = 0; n <= max_len; n++) {
      gr_pos p = {.len = h + n, .v = v};
      for (size_t k = 0; k < n; k++) v[h + k] = 1;
      for (;;) {
        int rc = visit(&p, ctx);
        if (rc != 0) return rc;
        /* the next non-decreasing tuple */
        size_t k = n;
        while (k > 0 && v[h + k - 1] == max_value) k--;
        if (k == 0) break;
        uint64_t x = ++v[h + k - 1];
        for (size_t m = k; m < n; m++) v[h + m] = x;
      }
    }
  }
  return 0;
}

/* ---- the table ---------------------------------------------------------- */

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop heaps_lesson[] = {
    {{"The rules", "规则"},
     {"Kayles, code 0.77, with heaps of 3 and 4. Its digits d1 = d2 = 7 say that a move removes 1 or 2 tokens "
      "from one heap and may then leave nothing, one heap, or the rest split into two non-empty heaps: take 2 1 "
      "1 turns the 4 into 1 and 2. Whoever cannot move loses. Who wins 0.77: 3 4?",
      "Kayles（代码 0.77），两堆，分别 3 个和 4 个。数字 d1 = d2 = 7 表示：每次从一堆中取走 1 个或 2 个，之后"
      "可以什么都不剩、剩一堆，或把剩下的分成两个非空的堆：take 2 1 1 把 4 变成 1 和 2。不能操作的人输。0.77: "
      "3 4 谁会赢？"},
     "0.77: 3 4", -2},
    {{"One heap by mex", "用 mex 求单堆的值"},
     {"The trace computes G(n) heap size by heap size. Step 5, a heap of 5: removing 1 leaves 4 (G = 1) or "
      "splits the 4 into 1 + 3 (1 xor 3 = 2) or 2 + 2 (0); removing 2 leaves 3 (G = 3) or 1 + 2 (1 xor 2 = 3). "
      "So G(5) = mex{0, 1, 2, 3} = 4.",
      "追踪按堆的大小逐个计算 G(n)。第 5 步，5 个的一堆：取走 1 个可剩 4 个（G = 1），或分成 1 + 3（1 xor 3 = "
      "2）、2 + 2（0）；取走 2 个可剩 3 个（G = 3），或分成 1 + 2（1 xor 2 = 3）。所以 G(5) = mex{0, 1, 2, 3} "
      "= 4。"},
     "0.77: 5 8", 5},
    {{"The key idea: a sum of games", "关键想法：游戏的和"},
     {"After a split the two heaps are played independently: a sum of games, worth the xor of their values, "
      "and so is the whole position (the Sprague-Grundy theorem). Here G(5) xor G(8) = 4 xor 1 = 5, not 0, so "
      "the first player wins. The winning move removes 1 from the 5: G(4) xor G(8) = 1 xor 1 = 0.",
      "分堆之后两堆各自独立进行，是游戏的和，其值为两者 SG 值的异或；整个局面也是如此（SG 定理）。这里 G(5) "
      "xor G(8) = 4 xor 1 = 5 ≠ 0，先手必胜。必胜着法是从 5 中取走 1 个：G(4) xor G(8) = 1 xor 1 = 0。"},
     "0.77: 5 8", -1},
    {{"The theorem: periodicity", "定理：周期性"},
     {"For an octal game whose moves remove at most t tokens, if G(n + p) = G(n) for every n from e to 2e + p + "
      "t + 1, then it holds for every n >= e (Guy and Smith). For Kayles t = 2, and the trace finds the "
      "preperiod e = 71 and the period p = 12, checked for 71 <= n <= 157 (170 values computed). So for any "
      "heap of 71 or more, G is read off the repeating block 7 4 1 2 8 1 4 7 2 1 8 2.",
      "对每步最多取走 t 个的八进制游戏（Guy–Smith 周期性定理）：若 G(n + p) = G(n) 对 e 到 2e + p + t + 1 之"
      "间的每个 n 都成立，则对所有 n ≥ e 都成立。Kayles 中 t = 2，追踪找到前周期 e = 71、周期 p = 12，并对 71 "
      "≤ n ≤ 157 逐一验证（共算了 170 个值）。所以 71 个及以上的任意一堆，G 都可以从循环节 7 4 1 2 8 1 4 7 2 1 "
      "8 2 中读出。"},
     "0.77: 5 8", 172},
    {{"Your turn", "轮到你"},
     {"0.77: 4 6 9: the heaps are worth G(4) = 1, G(6) = 3 and G(9) = 4, whose xor is 6, so the first player "
      "wins. Find a move on the 9 that leaves xor 0 (there are three), then beat the computer.",
      "0.77: 4 6 9：各堆的值为 G(4) = 1、G(6) = 3、G(9) = 4，异或为 6，先手必胜。在 9 这一堆上找一步使异或变"
      "为 0（共有三种），然后战胜电脑。"},
     "0.77: 4 6 9", -2},
};

const gr_game gr_game_heaps = {
    .id = "heaps",
    .title = {"Heap games: octal codes, subtraction sets, Lasker's Nim", "堆游戏:八进制游戏、减法游戏、拉斯克 Nim"},
    .rules = {"Heaps of tokens and one ruleset for all of them. A move picks one heap and does what the ruleset "
              "allows: an octal code d0.d1d2... says with digit d_k what removing k tokens may leave (bit 1: "
              "nothing, the whole heap goes; bit 2: one heap; bit 4: two non-empty heaps), e.g. 0.77 (Kayles: "
              "remove 1 or 2, splitting the rest if you like), 0.07 (Dawson's Kayles), 0.137 (Dawson's chess), "
              "4.7; a subtraction set S{1,3,4} removes 1, 3 or 4 tokens; lasker removes any number or splits a "
              "heap in two. The player who cannot move loses.",
              "若干堆石子,共用一条规则。每次选一堆,按规则操作:八进制代码 d0.d1d2... 中第 k 位数字 d_k "
              "表示取走 k 个之后可以剩下什么(1:什么都不剩,整堆取完;2:剩一堆;4:剩两个非空的堆),例如 "
              "0.77(Kayles:取 1 或 2 个,剩下的可以分成两堆)、0.07(Dawson's Kayles)、0.137(Dawson's "
              "chess)、4.7;减法集合 S{1,3,4} 每次取 1、3 或 4 个;lasker 可以取任意个,或把一堆分成两堆。"
              "不能操作的人输。"},
    .syntax = {"RULESET: heap sizes, e.g. 0.77: 5 8 or S{1,3,4}: 10 7 or lasker: 3 5 (heaps are kept in "
               "increasing order)",
               "规则: 各堆大小,例如 0.77: 5 8、S{1,3,4}: 10 7、lasker: 3 5(各堆按从小到大排列)"},
    .example = "0.77: 5 8",
    .theory = {"Sprague-Grundy: a heap of n is worth G(n), the mex of its options' values (a move leaving heaps a "
               "and b is worth G(a) ^ G(b)), and a position is worth the xor of its heaps' values. G is computed "
               "with the rare-value (sparse space) method and is eventually periodic for finite octal codes that "
               "are known; the Guy-Smith theorem proves the period once 2*preperiod + 2*period + t + 2 values "
               "agree (t: the most tokens a move removes).",
               "Sprague-Grundy:一堆 n 个的值 G(n) 是所有后继值的 mex(留下两堆 a、b 的值是 G(a) ^ G(b)),"
               "局面的值是各堆值的异或。G 用稀有值(稀疏空间)方法计算;已知的有限八进制游戏最终都是周期的,"
               "当 2·前周期 + 2·周期 + t + 2 个值都符合时,Guy–Smith 定理证明该周期永远成立(t 为一步最多取走的个数)。"},
    .max_len_solve = HEAPS_GAME_MAX_HEAPS,
    .max_len_trace = HEAPS_TRACE_MAX_HEAPS,
    .referee_max_len = 3,
    .referee_max_value = 7,
    .parse = heaps_parse,
    .format = heaps_format,
    .moves = heaps_moves,
    .is_terminal = heaps_is_terminal,
    .solve_start = heaps_solve_start,
    .trace_start = heaps_trace_start,
    .stall_move = heaps_stall_move,
    .describe_move = heaps_describe_move,
    .board = heaps_board,
    .play = heaps_play,
    .action = heaps_action,
    .enumerate_small = heaps_enumerate_small,
    .play_syntax = {"take HEAP COUNT [PART] (heaps numbered from 1; PART splits the rest into PART and the remainder)",
                    "take 堆号 个数 [一份](堆从 1 编号;给出“一份”时把剩下的分成这一份和其余部分)"},
    .lesson = heaps_lesson,
    .lesson_len = sizeof heaps_lesson / sizeof heaps_lesson[0],
};
