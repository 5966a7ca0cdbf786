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
 * by the engine of src/algo/sgseq.h, the rare-value method); the mover wins
 * exactly when it is not 0, and the winning moves are the moves of one heap
 * h to positions of value G(h) ^ total.
 *
 * Canonical form: heaps in increasing order, empty heaps dropped (a heap of
 * 0 is no heap); a split's two parts take their place in that order.  So a
 * position is a multiset of heaps, and two moves reaching the same multiset
 * are one successor (5 5 -> 4 5 is listed once).  The terminal position is
 * "RULESET:" with no heap (or heaps no move applies to, e.g. 0.6: 1).
 *
 * The position (gr_pos) holds the ruleset too: v[0] is the header length
 * H, v[1] the kind, then (octal) t and the digits 21 to a word, or
 * (subtraction, all-but) the count and the elements; the heaps are v[H..].
 * An all-but set (S!{1,3}) removes any number k >= 1 of tokens but those
 * listed, leaving one heap or nothing.
 *
 * The trace (the pattern finder) is in heaps_trace.c; the messages are in
 * text/heaps_text.c, the rulesets' own in the engine's table.
 */
#include "heaps.h"
#include "core/scan.h"
#include "kit/kit.h"
#include "kit/kit_text.h"
#include "text/heaps_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DIGITS_PER_WORD 21

static uint64_t max_heap(const heaps_rules *r) {
  return r->kind == HEAPS_LASKER ? HEAPS_MAX_UPTO_LASKER : HEAPS_GAME_MAX_HEAP;
}

/* ---- the position ------------------------------------------------------- */

static size_t header_len(const heaps_rules *r) {
  if (r->kind == HEAPS_LASKER) return 2;
  if (r->kind == HEAPS_SUBTRACTION || r->kind == HEAPS_ALLBUT) return 3 + r->nset;
  return 3 + ((size_t)r->t + DIGITS_PER_WORD) / DIGITS_PER_WORD;
}

static void encode_header(const heaps_rules *r, uint64_t *v) {
  size_t h = header_len(r);
  memset(v, 0, h * sizeof *v);
  v[0] = h;
  v[1] = (uint64_t)r->kind;
  if (r->kind == HEAPS_SUBTRACTION || r->kind == HEAPS_ALLBUT) {
    v[2] = r->nset;
    for (size_t i = 0; i < r->nset; i++) v[3 + i] = r->set[i];
  } else if (r->kind != HEAPS_LASKER) { /* octal, and grundy as 4.0 (its kind says the split is unequal) */
    v[2] = r->t;
    for (uint32_t k = 0; k <= r->t; k++)
      v[3 + k / DIGITS_PER_WORD] |= (uint64_t)r->digit[k] << (3 * (k % DIGITS_PER_WORD));
  }
}

int heaps_decode(const gr_pos *p, heaps_rules *r, size_t *h0, gr_error *err) {
  heaps_rules_init(r);
  if (p->len < 2 || p->v[0] < 2 || p->v[0] > p->len)
    return gr_error_say(err, GR_ESTATE, &heaps_texts, HEAPS_NOT_A_POSITION);
  *h0 = (size_t)p->v[0];
  heaps_kind kind = (heaps_kind)p->v[1];
  r->kind = kind;
  if (kind == HEAPS_LASKER) return 0;
  if (kind == HEAPS_SUBTRACTION || kind == HEAPS_ALLBUT) {
    size_t n = (size_t)p->v[2];
    r->set = malloc(n * sizeof *r->set);
    if (r->set == NULL) return gr_error_nomem(err);
    for (size_t i = 0; i < n; i++) r->set[i] = (uint32_t)p->v[3 + i];
    r->nset = n;
    r->t = r->set[n - 1];
    if (kind == HEAPS_ALLBUT) return 0;
    r->digit = calloc((size_t)r->t + 1, 1);
    if (r->digit == NULL) return gr_error_nomem(err);
    for (size_t i = 0; i < n; i++) r->digit[r->set[i]] = 3;
  } else {
    r->t = (uint32_t)p->v[2];
    r->digit = calloc((size_t)r->t + 1, 1);
    if (r->digit == NULL) return gr_error_nomem(err);
    for (uint32_t k = 0; k <= r->t; k++)
      r->digit[k] = (uint8_t)((p->v[3 + k / DIGITS_PER_WORD] >> (3 * (k % DIGITS_PER_WORD))) & 7);
  }
  return heaps_rules_derive(r, err);
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static int heaps_parse(const char *text, gr_pos *out, gr_error *err) {
  gr_pos_free(out);
  const char *colon = strchr(text, ':');
  if (colon == NULL) return gr_error_say(err, GR_ESYNTAX, &heaps_texts, HEAPS_NO_COLON);
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
    gr_error_nomem(err);
    goto done;
  }
  for (size_t item = 1;; item++) {
    uint64_t v;
    int got = gr_scan_u64_item(&s, GR_NOUN_HEAP, item, &v, err);
    if (got < 0) goto done;
    if (got == 0) break;
    if (v > limit) {
      gr_error_say(err, GR_ERANGE, &heaps_texts, r.kind == HEAPS_LASKER ? HEAPS_HEAP_TOO_BIG_LASKER : HEAPS_HEAP_TOO_BIG,
                   GR_U(item), GR_U(v), GR_U(limit));
      goto done;
    }
    if (v == 0) continue; /* a heap of 0 is no heap */
    if (n == HEAPS_GAME_MAX_HEAPS) {
      gr_error_say(err, GR_ELIMIT, &heaps_texts, HEAPS_TOO_MANY_HEAPS, GR_U(HEAPS_GAME_MAX_HEAPS));
      goto done;
    }
    if (n == cap) {
      uint64_t *more = realloc(heaps, 2 * cap * sizeof *more);
      if (more == NULL) {
        gr_error_nomem(err);
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
  if (heaps_decode(p, &r, &h0, &err) != 0) {
    heaps_rules_free(&r);
    return;
  }
  heaps_rules_format(&r, out);
  gr_buf_putc(out, ':');
  for (size_t i = h0; i < p->len; i++) {
    gr_buf_putc(out, ' ');
    gr_buf_u64(out, p->v[i]);
  }
  heaps_rules_free(&r);
}

/* ---- the rules ---------------------------------------------------------- */

/* All-but: the counts 1..h a move may remove, e.g. h = 3 under S!{1,3}: 1 (only 2). */
static uint64_t allowed_counts(const heaps_rules *r, uint64_t h) {
  uint64_t c = h;
  for (size_t i = 0; i < r->nset && r->set[i] <= h; i++) c--;
  return c;
}

/* Whether removing k from a heap of h and leaving `part` and the rest
 * (part == 0: the rest as one heap, or nothing) is a move: 0 when it is,
 * else the key of what forbids it. */
static unsigned illegal(const heaps_rules *r, uint64_t h, uint64_t k, uint64_t part) {
  if (k > h) return HEAPS_WHY_TOO_SMALL;
  uint64_t rest = h - k;
  if (part > 0 && part >= rest) return HEAPS_WHY_PARTS_EMPTY;
  if (r->kind == HEAPS_GRUNDY && part > 0 && 2 * part == rest) return HEAPS_WHY_EQUAL_PARTS;
  if (r->kind == HEAPS_LASKER) {
    if (part > 0 && k > 0) return HEAPS_WHY_LASKER_SPLIT;
    return part == 0 && k == 0 ? HEAPS_WHY_NOTHING : 0;
  }
  if (r->kind == HEAPS_ALLBUT) {
    if (part > 0) return HEAPS_WHY_NO_SPLIT;
    return k == 0 ? HEAPS_WHY_NOTHING : heaps_rules_excludes(r, k) ? HEAPS_WHY_EXCLUDED : 0;
  }
  unsigned d = k <= r->t ? r->digit[k] : 0;
  if (d == 0) return HEAPS_WHY_NO_SUCH_COUNT;
  if (part > 0) return (d & 4) ? 0 : HEAPS_WHY_NO_SPLIT;
  if (rest == 0) return (d & 1) ? 0 : HEAPS_WHY_NO_WHOLE;
  return (d & 2) ? 0 : HEAPS_WHY_NO_ONE;
}

static bool heap_can_move(const heaps_rules *r, uint64_t h) {
  if (r->kind == HEAPS_LASKER) return h >= 1;
  if (r->kind == HEAPS_ALLBUT) return allowed_counts(r, h) > 0;
  if (h <= r->t && (r->digit[h] & 1)) return true;
  if (r->nleave1 && r->leave1[0] < h) return true;
  return r->nsplit && (uint64_t)r->split[0] + 2 + (r->kind == HEAPS_GRUNDY) <= h;
}

/* The number of successors of one heap of h. */
static uint64_t heap_move_count(const heaps_rules *r, uint64_t h) {
  if (r->kind == HEAPS_LASKER) return h + h / 2;
  if (r->kind == HEAPS_ALLBUT) return allowed_counts(r, h);
  uint64_t c = h <= r->t && (r->digit[h] & 1);
  for (size_t i = 0; i < r->nleave1 && r->leave1[i] < h; i++) c++;
  for (size_t i = 0; i < r->nsplit && (uint64_t)r->split[i] + 2 <= h; i++) c += heaps_half(h - r->split[i], r->kind == HEAPS_GRUNDY);
  return c;
}

int heaps_successor(const gr_pos *p, size_t h0, size_t at, uint64_t a, uint64_t b, gr_pos *out, gr_error *err) {
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
  if (heaps_decode(p, &r, &h0, err) != 0) goto done;
  uint64_t total = 0;
  for (size_t i = h0; i < p->len; i++)
    if (i == h0 || p->v[i] != p->v[i - 1]) total += heap_move_count(&r, p->v[i]);
  if (total > max_moves) {
    gr_error_say_code(err, GR_E_MOVES_CAP, &heaps_texts, HEAPS_TOO_MANY_MOVES, GR_U(total), GR_U(max_moves));
    goto done;
  }
  gr_pos next;
  gr_pos_init(&next);
  for (size_t i = h0; i < p->len; i++) {
    uint64_t h = p->v[i];
    if (i > h0 && h == p->v[i - 1]) continue; /* equal heaps give the same successors */
    if (r.kind == HEAPS_ALLBUT) {
      for (uint64_t k = 1; k <= h; k++)
        if (!heaps_rules_excludes(&r, k) &&
            (heaps_successor(p, h0, i, h - k, 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0))
          goto done;
      continue;
    }
    if (r.kind == HEAPS_LASKER) {
      for (uint64_t k = 1; k <= h; k++)
        if (heaps_successor(p, h0, i, h - k, 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
      for (uint64_t a = 1; a <= h / 2; a++)
        if (heaps_successor(p, h0, i, a, h - a, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
      continue;
    }
    if (h <= r.t && (r.digit[h] & 1))
      if (heaps_successor(p, h0, i, 0, 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
    for (size_t j = 0; j < r.nleave1 && r.leave1[j] < h; j++)
      if (heaps_successor(p, h0, i, h - r.leave1[j], 0, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0)
        goto done;
    for (size_t j = 0; j < r.nsplit && (uint64_t)r.split[j] + 2 <= h; j++) {
      uint64_t s = h - r.split[j];
      for (uint64_t a = 1; a <= heaps_half(s, r.kind == HEAPS_GRUNDY); a++)
        if (heaps_successor(p, h0, i, a, s - a, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) goto done;
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
  if (heaps_decode(p, &r, &h0, &err) == 0)
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
  if (heaps_decode(p, &r, &h0, err) != 0) goto done;
  uint64_t kmax = r.kind == HEAPS_LASKER ? 1 : r.kind == HEAPS_ALLBUT ? r.t + 1 : r.t; /* all-but: some k <= t + 1 is allowed */
  for (uint64_t k = 0; k <= kmax; k++) {
    for (size_t i = p->len; i-- > h0;) {
      uint64_t h = p->v[i];
      if (k < h && !illegal(&r, h, k, 0)) {
        rc = heaps_successor(p, h0, i, h - k, 0, out, err);
        goto done;
      }
      if (k + 2 <= h && !illegal(&r, h, k, 1)) {
        rc = heaps_successor(p, h0, i, 1, h - k - 1, out, err);
        goto done;
      }
      if (k == h && !illegal(&r, h, k, 0)) {
        rc = heaps_successor(p, h0, i, 0, 0, out, err);
        goto done;
      }
    }
  }
  gr_error_say(err, GR_ESTATE, &kit_texts, KIT_GAME_OVER);
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
  size_t f0 = from->len >= 1 ? (size_t)from->v[0] : 0, t0 = to->len >= 1 ? (size_t)to->v[0] : 0;
  if (f0 < 2 || f0 > from->len || t0 < 2 || t0 > to->len) return;
  uint64_t gone[4], came[4];
  size_t ng, nc;
  heap_diff(from, f0, to, t0, gone, &ng, came, &nc, 4);
  uint64_t h = ng ? gone[0] : 0;
  if (ng != 1 || nc > 2) gr_say(out, &heaps_texts, lang, HEAPS_NOT_SINGLE);
  else if (nc == 0) gr_say(out, &heaps_texts, lang, HEAPS_TAKE_WHOLE, GR_U(h));
  else if (nc == 1) gr_say(out, &heaps_texts, lang, HEAPS_REMOVE, GR_U(h), GR_U(came[0]), GR_U(h - came[0]));
  else if (h == came[0] + came[1]) gr_say(out, &heaps_texts, lang, HEAPS_SPLIT, GR_U(h), GR_U(came[0]), GR_U(came[1]));
  else
    gr_say(out, &heaps_texts, lang, HEAPS_REMOVE_SPLIT, GR_U(h), GR_U(h - came[0] - came[1]), GR_U(came[0]),
           GR_U(came[1]));
}

static const kit_verb take_verb[] = {{.verb = "take", .args = {"heap", "count", "part"}}};

/* The piles board: the heaps, whether the ruleset has a move on each, the
 * take action, and the ruleset in words as the note. */
static void heaps_board(const gr_pos *p, gr_json *j) {
  heaps_rules r;
  size_t h0;
  gr_error err = {0};
  bool ok = heaps_decode(p, &r, &h0, &err) == 0;
  gr_json_object_begin(j);
  gr_json_key(j, "kind");
  gr_json_string(j, "piles");
  gr_json_key(j, "piles");
  gr_json_array_begin(j);
  for (size_t i = ok ? h0 : p->len; i < p->len; i++) kit_json_u64_text(j, p->v[i]);
  gr_json_array_end(j);
  gr_json_key(j, "playable");
  gr_json_array_begin(j);
  for (size_t i = ok ? h0 : p->len; i < p->len; i++) gr_json_bool(j, heap_can_move(&r, p->v[i]));
  gr_json_array_end(j);
  kit_json_actions(j, take_verb, 1);
  if (ok) {
    gr_buf text[GR_NLANG];
    const char *note[GR_NLANG];
    for (int l = 0; l < GR_NLANG; l++) {
      gr_buf_init(&text[l]);
      heaps_rules_headline(&r, (gr_lang)l, &text[l]);
      note[l] = text[l].data ? text[l].data : "";
    }
    gr_json_bilingual(j, "note", note);
    for (int l = 0; l < GR_NLANG; l++) gr_buf_free(&text[l]);
  }
  gr_json_object_end(j);
  heaps_rules_free(&r);
}

/* "take HEAP COUNT [PART]": HEAP numbered from 1 in the position's order;
 * COUNT tokens removed; PART, when given, splits the rest into PART and
 * the remainder. */
static int heaps_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  heaps_rules r;
  size_t h0;
  int rc = -1;
  gr_pos args;
  gr_pos_init(&args);
  if (heaps_decode(p, &r, &h0, err) != 0) goto done;
  while (*action == ' ' || *action == '\t') action++;
  if (strncmp(action, "take", 4) != 0 || (action[4] != ' ' && action[4] != '\t')) {
    gr_error_say(err, GR_ESYNTAX, &heaps_texts, HEAPS_USAGE);
    goto done;
  }
  if (gr_parse_u64_list(action + 4, GR_NOUN_NUMBER, 3, &args, err) != 0) goto done;
  if (args.len < 2) {
    gr_error_say(err, GR_ESYNTAX, &heaps_texts, HEAPS_USAGE);
    goto done;
  }
  size_t nheaps = p->len - h0;
  if (nheaps == 0) {
    gr_error_say(err, GR_ESTATE, &heaps_texts, HEAPS_NO_HEAP_LEFT);
    goto done;
  }
  uint64_t which = args.v[0], k = args.v[1], part = args.len == 3 ? args.v[2] : 0;
  if (which == 0 || which > nheaps) {
    gr_error_say(err, GR_ERANGE, &heaps_texts, HEAPS_NO_SUCH_HEAP, GR_U(which), GR_U(nheaps));
    goto done;
  }
  if (args.len == 3 && part == 0) {
    gr_error_say(err, GR_ERANGE, &heaps_texts, HEAPS_PART_ZERO);
    goto done;
  }
  size_t at = h0 + (size_t)which - 1;
  uint64_t h = p->v[at];
  unsigned why = illegal(&r, h, k, part);
  if (why) {
    gr_buf rules;
    gr_buf_init(&rules);
    heaps_rules_format(&r, &rules);
    const char *code = rules.data ? rules.data : "";
    if (k > h)
      gr_error_say(err, GR_ERANGE, &heaps_texts, HEAPS_CANNOT_LOSE, GR_U(which), GR_U(h), GR_U(k));
    else if (part)
      gr_error_say(err, GR_ERANGE, &heaps_texts, HEAPS_ILLEGAL_SPLIT, GR_S(code), GR_U(which), GR_U(h), GR_U(k),
                   GR_U(part), GR_U(h - k > part ? h - k - part : 0), GR_K(why));
    else
      gr_error_say(err, GR_ERANGE, &heaps_texts, HEAPS_ILLEGAL, GR_S(code), GR_U(which), GR_U(h), GR_U(k), GR_K(why));
    gr_buf_free(&rules);
    goto done;
  }
  rc = heaps_successor(p, h0, at, part ? part : h - k, part ? h - k - part : 0, out, err);
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
  size_t f0 = from->len >= 2 ? (size_t)from->v[0] : 0;
  if (f0 < 2 || f0 > from->len || to->len < f0 || to->v[0] != from->v[0] ||
      memcmp(to->v, from->v, f0 * sizeof *from->v) != 0)
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  uint64_t gone[3], came[3];
  size_t ng, nc;
  heap_diff(from, f0, to, f0, gone, &ng, came, &nc, 3);
  if (ng != 1 || nc > 2) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  uint64_t h = gone[0];
  unsigned __int128 kept = nc == 0 ? 0 : nc == 1 ? came[0] : (unsigned __int128)came[0] + came[1];
  if (kept > h) /* a split may remove nothing (4.7, lasker) */
    return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE);
  size_t which = f0;
  while (which < from->len && from->v[which] != h) which++;
  gr_buf text;
  gr_buf_init(&text);
  gr_buf_printf(&text, "take %zu %llu", which - f0 + 1, (unsigned long long)(h - (uint64_t)kept));
  if (nc == 2) gr_buf_printf(&text, " %llu", (unsigned long long)came[0]);
  return kit_action_played_back(heaps_play, from, to, &text, out, err);
}

/* ---- the verdict job ---------------------------------------------------- */

typedef struct solve_state {
  gr_pos pos;
  heaps_rules rules;
  size_t h0;
  gr_job *seq;       /* G(0 .. the largest heap) */
  uint64_t seq_total;
  uint64_t total;    /* the nim-sum */
  uint64_t target;   /* the moves listed are to this value (0: the winning moves) */
  size_t next;       /* the next heap (index in pos) to look for winning moves in */
  bool summed;
} solve_state;

/* What the state holds (the state itself is the job's memory). */
static void solve_destroy(gr_job *job) {
  solve_state *s = job->state;
  gr_pos_free(&s->pos);
  heaps_rules_free(&s->rules);
  gr_job_free(s->seq);
}

static int push_move(solve_state *s, size_t at, uint64_t a, uint64_t b, gr_analysis *an, gr_error *err) {
  gr_pos next;
  gr_pos_init(&next);
  if (heaps_successor(&s->pos, s->h0, at, a, b, &next, err) != 0) return -1;
  return gr_pos_list_push(&an->winning_moves, &next, err);
}

/* Every move of the heap at `at` to a position of value x. */
static int winning_moves_of(solve_state *s, const uint16_t *g, size_t at, uint64_t x, gr_analysis *an, uint64_t *used,
                            gr_error *err) {
  const heaps_rules *r = &s->rules;
  uint64_t h = s->pos.v[at];
  if (r->kind == HEAPS_ALLBUT) {
    for (uint64_t k = 1; k <= h; k++)
      if (!heaps_rules_excludes(r, k) && g[h - k] == x && push_move(s, at, h - k, 0, an, err) != 0) return -1;
    *used += h;
    return 0;
  }
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
    uint64_t half = heaps_half(sum, r->kind == HEAPS_GRUNDY);
    for (uint64_t a = 1; a <= half; a++)
      if ((uint64_t)(g[a] ^ g[sum - a]) == x && push_move(s, at, a, sum - a, an, err) != 0) return -1;
    *used += half;
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
  while (s->total != s->target && s->next < s->pos.len && used < budget) {
    size_t i = s->next++;
    uint64_t h = s->pos.v[i];
    if (i > s->h0 && h == s->pos.v[i - 1]) continue; /* the same successors as the heap before */
    uint64_t before = used;
    if (winning_moves_of(s, q->g, i, s->total ^ s->target ^ q->g[h], an, &used, err) != 0) return -1;
    job->done += used - before;
  }
  if (s->total == s->target || s->next >= s->pos.len) gr_job_done(job);
  return 0;
}

static const gr_job_ops solve_ops = {solve_advance, solve_destroy};

/* The moves to value target: a heap's successors of value X ^ target ^ G(h),
 * read in the one table G(0 .. the largest heap). */
static int heaps_solve_to_start(const gr_pos *p, uint64_t target, gr_job **job, gr_error *err) {
  gr_job *made = *job = gr_job_create(&solve_ops, sizeof(solve_state), 0, err);
  if (made == NULL) return -1;
  solve_state *s = made->state;
  s->target = target;
  if (heaps_decode(p, &s->rules, &s->h0, err) != 0 || gr_pos_copy(&s->pos, p, err) != 0) goto fail;
  uint64_t top = 0, moves = 0, limit = max_heap(&s->rules);
  for (size_t i = s->h0; i < p->len; i++) {
    if (p->v[i] > top) top = p->v[i];
    if (p->v[i] > limit) {
      gr_error_say(err, GR_ERANGE, &heaps_texts, HEAPS_SOLVE_HEAP_LIMIT, GR_U(p->v[i]), GR_U(limit));
      goto fail;
    }
    if (i == s->h0 || p->v[i] != p->v[i - 1]) moves += heap_move_count(&s->rules, p->v[i]);
  }
  if (heaps_seq_start(&s->rules, top + 1, HEAPS_AUTO, &s->seq, err) != 0) goto fail;
  s->seq_total = s->seq->total;
  made->total = s->seq_total + moves;
  return 0;
fail:
  gr_job_free(made);
  *job = NULL;
  return -1;
}

static int heaps_solve_start(const gr_pos *p, gr_job **job, gr_error *err) { return heaps_solve_to_start(p, 0, job, err); }

/* ---- small positions for the referee ------------------------------------ */

/* 0.31 and 4.3 have tame heaps of firm genus and value 0 or 1 (0^{02},
 * 1^{13}), which the tame sum rule must tell from the fickle ones. */
static const char *const small_rulesets[] = {"0.77", "0.07",     "0.137", "4.7",    "0.6",  "0.51",
                                             "0.007", "4.07",   "0.15",  "S{1,3,4}", "S{2,5}", "lasker",
                                             "grundy", "S!{1,3}", "S!{2,3,5}", "crosses", "0.31", "4.3"};

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

const gr_game gr_game_heaps = {
    .id = "heaps", .texts = &heaps_texts, .example = "0.77: 5 8",
    .max_len_solve = HEAPS_GAME_MAX_HEAPS, .max_len_trace = HEAPS_TRACE_MAX_HEAPS,
    .referee_max_len = 3, .referee_max_value = 7,
    KIT_GAME_FUNCTIONS(heaps),
    .solve_to_start = heaps_solve_to_start,
    .misere_solve_start = heaps_misere_solve_start, /* tame positions by the genus (heaps_misere.c) */
    .misere_trace_start = heaps_misere_trace_start,
    KIT_LESSON(heaps_lesson),
};
