/*
 * lasker.c — Lasker's Nim (Multi-Nim, seed 001 "Multi-SG"): a move either
 * takes any positive number of stones from one heap, or splits a heap of at
 * least 2 into two non-empty heaps.  Whoever cannot move loses.
 *
 * Positions are heap sizes 1 .. 2^64 - 2; an emptied heap disappears (as
 * in lr; with splits adding heaps, keeping zeros would multiply the
 * positions the referee must search); a split puts the two parts a <= b in
 * the place of the heap (a first).  2^64 - 1 is refused: its Grundy value
 * would be 2^64.
 *
 * Theory: SG(0) = 0 and SG(n) = mex of {SG(k) : k < n} and
 * {SG(a) xor SG(n - a) : 1 <= a < n}; the closed form (checked here by the
 * referee on every position of up to 4 heaps of up to 4 stones, and of one
 * heap up to 16, and in the trace
 * by the mex table itself) is
 *   SG(n) = n - 1 (n % 4 == 0, n > 0), n (n % 4 == 1, 2), n + 1 (n % 4 == 3).
 * SG swaps 4k + 3 and 4k + 4 and fixes the rest, so it is its own inverse.
 * The position's value is X, the xor of the heaps' values; the mover wins
 * exactly when X != 0.  A winning move changes one heap h into something of
 * value t = SG(h) xor X:
 *   - a take to the one heap SG^-1(t), when that is below h;
 *   - a split h = a + b with SG(a) xor SG(b) = t.  Writing a = 4A + ra and
 *     b = 4B + rb, SG(a) = 4A' + sa with (ra, A', sa) = (1, A, 1), (2, A, 2),
 *     (3, A + 1, 0), (0, A - 1, 3); so for each of the four residue pairs
 *     with ra + rb = h (mod 4) the high parts satisfy A' + B' = S (known)
 *     and A' xor B' = t >> 2 =: T, and sa xor sb must equal t & 3.  As in
 *     Nim, A' and B' then share exactly the bits C = (S - T) / 2 (C and T
 *     disjoint), and A' = C + U for each subset U of T's bits.  That counts
 *     the splits exactly in O(1) (with the exclusions A' >= 1 when ra = 3,
 *     B' >= 1 when rb = 3) and lists them by increasing a without any loop
 *     over h: four ascending streams of submasks, merged.
 * The number of winning splits grows like 2^popcount(T): in 1048575 1048576
 * the first heap has 524,288 of them.  They are counted exactly, listed up to the kit
 * listing limit (kit/kit.h), and the rest reported in unlisted_moves.
 *
 * Limits: 100,000 heaps for the verdict (a split of a position of exactly
 * that many heaps leaves one more, which the verdict then refuses), 1,000
 * for the trace, whose mex table covers heaps 0 .. 40.  Messages are in
 * text/lasker_text.c.
 */
#include "lasker.h"

#include "kit/kit.h"
#include "kit/kit_text.h"
#include "nim.h"
#include "text/lasker_text.h"

#include <stdlib.h>
#include <string.h>

/* ---- the splits, by the closed form ---------------------------------- */

typedef struct split_stream {
  uint64_t ra, c, t, u; /* a = 4 * (A' - da) + ra, A' = c + u, u a submask of t */
  int da;
  bool skip_a0, skip_b0; /* A' = 0 (ra = 3) or B' = 0 (rb = 3) is not a split */
  bool done;
} split_stream;

static uint64_t stream_a(const split_stream *s) {
  uint64_t ap = s->c + s->u;
  uint64_t A = s->da > 0 ? ap - 1 : s->da < 0 ? ap + 1 : ap;
  return 4 * A + s->ra;
}

static bool stream_excluded(const split_stream *s) {
  return (s->skip_a0 && s->c + s->u == 0) || (s->skip_b0 && s->c + (s->t ^ s->u) == 0);
}

static void stream_next(split_stream *s) {
  do {
    if (s->u == s->t) {
      s->done = true;
      return;
    }
    s->u = ((s->u | ~s->t) + 1) & s->t; /* the next submask, ascending */
  } while (stream_excluded(s));
}

static int popcount64(uint64_t x) {
  int c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}

/* The Grundy value of one heap of a residue r (mod 4): its low two bits,
 * and the change of the high part (A' = A + d). */
static const uint64_t low_sg[4] = {3, 1, 2, 0};
static const int high_shift[4] = {-1, 0, 0, 1};

uint64_t lasker_splits(uint64_t h, uint64_t t, uint64_t *as, size_t max, size_t *listed) {
  split_stream streams[4];
  size_t ns = 0;
  unsigned __int128 ordered = 0;
  uint64_t T = t >> 2;
  for (uint64_t ra = 0; ra < 4; ra++) {
    uint64_t rb = (h - ra) & 3;
    if (ra + rb > h || (low_sg[ra] ^ low_sg[rb]) != (t & 3)) continue;
    int64_t S = (int64_t)((h - ra - rb) / 4) + high_shift[ra] + high_shift[rb]; /* |S| <= 2^62 + 2 */
    if (S < 0 || (uint64_t)S < T || (((uint64_t)S - T) & 1)) continue;
    uint64_t C = ((uint64_t)S - T) / 2;
    if (C & T) continue;
    split_stream s = {.ra = ra, .c = C, .t = T, .u = 0, .da = high_shift[ra], .skip_a0 = ra == 3, .skip_b0 = rb == 3};
    /* Ordered pairs: every subset, less the excluded ones (which coincide when T = 0). */
    unsigned __int128 count = (unsigned __int128)1 << popcount64(T);
    if (C == 0) {
      bool ex_first = s.skip_a0;                 /* u = 0 gives A' = 0 */
      bool ex_last = s.skip_b0;                  /* u = T gives B' = 0 */
      count -= (uint64_t)ex_first + (uint64_t)ex_last - (uint64_t)(ex_first && ex_last && T == 0);
    }
    ordered += count;
    if (count == 0) continue;
    if (stream_excluded(&s)) stream_next(&s);
    streams[ns++] = s;
  }
  /* Unordered: each pair twice, except a = b (h even and t = 0). */
  bool diagonal = h % 2 == 0 && h >= 2 && t == 0;
  uint64_t total = (uint64_t)((ordered + diagonal) / 2);
  /* List by increasing a, while a <= b. */
  *listed = 0;
  while (*listed < max) {
    size_t best = ns;
    for (size_t k = 0; k < ns; k++)
      if (!streams[k].done && (best == ns || stream_a(&streams[k]) < stream_a(&streams[best]))) best = k;
    if (best == ns) break;
    uint64_t a = stream_a(&streams[best]);
    if (a > h - a) break;
    as[(*listed)++] = a;
    stream_next(&streams[best]);
  }
  return total;
}


/* ---- parsing, moves, play --------------------------------------------- */

/* Every heap within 1 .. LASKER_MAX_HEAP (only the limit when !zero). */
static int check_heaps(const gr_pos *p, bool zero, unsigned too_big, gr_error *err) {
  for (size_t i = 0; i < p->len; i++)
    if ((zero && p->v[i] == 0) || p->v[i] > LASKER_MAX_HEAP)
      return gr_error_say(err, GR_ERANGE, &lasker_texts, p->v[i] ? too_big : LASKER_ZERO, GR_U(i + 1));
  return 0;
}

static int lasker_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_finished_text(text)) return gr_pos_free(out), 0;
  if (kit_parse_numbers(text, KIT_HEAP, LASKER_MAX_HEAPS_SOLVE, "2 2 3", out, err) != 0) return -1;
  if (check_heaps(out, true, LASKER_TOO_BIG, err) == 0) return 0;
  gr_pos_free(out);
  return -1;
}

static bool lasker_is_terminal(const gr_pos *p) { return p->len == 0; }

/* Heap i cut down to keep stones (removed when keep is 0). */
static int with_take(const gr_pos *p, size_t i, uint64_t keep, gr_pos *out, gr_error *err) {
  if (keep) return kit_with(p, i, keep, out, err);
  if (gr_pos_resize(out, p->len - 1, err) != 0) return -1;
  if (p->len > 1) {
    memcpy(out->v, p->v, i * sizeof *p->v);
    memcpy(out->v + i, p->v + i + 1, (p->len - i - 1) * sizeof *p->v);
  }
  return 0;
}

/* Removing heap i leaves the same position as removing heap i - 1 when the
 * two are equal: such a move is listed once, for the first of the run. */
static bool same_removal(const gr_pos *p, size_t i) { return i > 0 && p->v[i - 1] == p->v[i]; }

/* Heap i replaced by a and b (a <= b). */
static int with_split(const gr_pos *p, size_t i, uint64_t a, uint64_t b, gr_pos *out, gr_error *err) {
  if (gr_pos_resize(out, p->len + 1, err) != 0) return -1;
  memcpy(out->v, p->v, i * sizeof *p->v);
  out->v[i] = a;
  out->v[i + 1] = b;
  memcpy(out->v + i + 2, p->v + i + 1, (p->len - i - 1) * sizeof *p->v);
  return 0;
}

/* Takes, then splits, heap by heap.  Takes that leave the heap keep the
 * length, removals take one off, splits add one.  Two splits of heaps
 * i < j differ at place i (a < h_i there, h_i in the other); two removals
 * give the same position exactly when the heaps from i to j are all equal,
 * so a removal is skipped when its left neighbour is equal. */
static int lasker_moves(const gr_pos *p, size_t max_moves, gr_pos_list *out, gr_error *err) {
  unsigned __int128 total = 0;
  for (size_t i = 0; i < p->len; i++) total += (unsigned __int128)p->v[i] + p->v[i] / 2;
  if (gr_error_moves_cap((uint64_t)(total >> 64), (uint64_t)total, max_moves, err) != 0) return -1;
  for (size_t i = 0; i < p->len; i++) {
    uint64_t h = p->v[i];
    for (uint64_t keep = same_removal(p, i) ? 1 : 0; keep < h; keep++) {
      gr_pos next;
      gr_pos_init(&next);
      if (with_take(p, i, keep, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
    for (uint64_t a = 1; a <= h - a && h >= 2; a++) {
      gr_pos next;
      gr_pos_init(&next);
      if (with_split(p, i, a, h - a, &next, err) != 0 || gr_pos_list_push(out, &next, err) != 0) return -1;
    }
  }
  return 0;
}

/* Losing, the computer splits one stone off the largest heap, or, when every
 * heap holds one stone, takes one.  Σ (2h - 1) over the heaps bounds the
 * number of moves left (a heap of h can give at most h - 1 splits and h
 * takes); these moves lower it by 1, the least possible. */
static int lasker_stall_move(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (lasker_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &lasker_texts, LASKER_OVER);
  size_t i = kit_largest(p, 0);
  if (p->v[i] >= 2) return with_split(p, i, 1, p->v[i] - 1, out, err);
  return with_take(p, i, 0, out, err);
}

static void lasker_describe_move(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  size_t i = 0;
  while (i < from->len && i < to->len && from->v[i] == to->v[i]) i++;
  if (i >= from->len) return;
  uint64_t h = from->v[i];
  if (to->len + 1 == from->len)
    gr_say(out, &lasker_texts, lang, LASKER_TAKE_ALL, GR_U(i + 1), GR_U(h));
  else if (to->len == from->len + 1)
    gr_say(out, &lasker_texts, lang, LASKER_SPLIT, GR_U(i + 1), GR_U(h), GR_U(to->v[i]), GR_U(to->v[i + 1]));
  else if (to->len == from->len)
    gr_say(out, &kit_texts, lang, KIT_DESCRIBE_TAKE, GR_U(i + 1), GR_U(h), GR_U(to->v[i]), GR_U(h - to->v[i]));
}

static const kit_verb lasker_verbs[] = {
    {"take", {"pile", "count", NULL}, .words = {KIT_WORD_PILE, KIT_WORD_COUNT}, .example = "take 1 2"},
    {"split", {"pile", "size of one part", NULL}, .words = {KIT_WORD_PILE, KIT_WORD_SIZE}, .example = "split 3 1"},
};
static const kit_moves lasker_moves_language = {.verbs = lasker_verbs, .count = 2};

static void lasker_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, 0, j, lasker_verbs, 2); }

/* "take PILE COUNT" or "split PILE SIZE" (into SIZE and the rest). */
static int lasker_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (lasker_is_terminal(p)) return gr_error_say(err, GR_ESTATE, &lasker_texts, LASKER_OVER);
  size_t verb, i;
  uint64_t x;
  if (nim_take_args(p, action, &lasker_moves_language, &verb, &i, &x, err) != 0) return -1;
  uint64_t h = p->v[i];
  if (verb == 0) {
    if (x == 0 || x > h) return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_TAKE_RANGE, GR_U(i + 1), GR_U(h));
    return with_take(p, i, h - x, out, err);
  }
  if (h < 2) return gr_error_say(err, GR_ERANGE, &lasker_texts, LASKER_ONE, GR_U(i + 1));
  if (p->len >= LASKER_MAX_HEAPS_SOLVE)
    return gr_error_say(err, GR_ELIMIT, &lasker_texts, LASKER_FULL, GR_U(p->len), GR_U(LASKER_MAX_HEAPS_SOLVE));
  if (x == 0 || x >= h)
    return gr_error_say(err, GR_ERANGE, &lasker_texts, LASKER_PARTS, GR_U(i + 1), GR_U(h), GR_U(h - 1));
  uint64_t y = h - x;
  return with_split(p, i, x < y ? x : y, x < y ? y : x, out, err);
}

/* The inverse of lasker_play: "take PILE COUNT" (the heap shrinks or
 * disappears) or "split PILE SIZE" (the heap becomes SIZE and the rest, the
 * smaller part first).  The first place where the two positions differ is
 * the heap played; everything after it must match, shifted by the change of
 * length. */
/* a's heaps from index ia equal b's from ib, n of them (no pointer is
 * formed when n is 0: an emptied position has no numbers, v NULL). */
static bool same_heaps(const gr_pos *a, size_t ia, const gr_pos *b, size_t ib, size_t n) {
  return n == 0 || memcmp(a->v + ia, b->v + ib, n * sizeof *a->v) == 0;
}

static int not_one_move(gr_error *err) { return gr_error_say(err, GR_ERANGE, &kit_texts, KIT_NOT_ONE_MOVE); }

static int lasker_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t i = 0;
  while (i < from->len && i < to->len && from->v[i] == to->v[i]) i++;
  if (i >= from->len) return not_one_move(err);
  uint64_t h = from->v[i];
  size_t rest = from->len - i - 1; /* heaps after the one played */
  if (to->len == from->len) {      /* a take that leaves the heap */
    if (to->v[i] == 0 || to->v[i] >= h || !same_heaps(from, i + 1, to, i + 1, rest))
      return not_one_move(err);
    gr_buf_printf(out, "take %zu %llu", i + 1, (unsigned long long)(h - to->v[i]));
    return 0;
  }
  if (to->len + 1 == from->len) { /* the heap taken whole */
    if (!same_heaps(from, i + 1, to, i, rest))
      return not_one_move(err);
    gr_buf_printf(out, "take %zu %llu", i + 1, (unsigned long long)h);
    return 0;
  }
  if (to->len == from->len + 1) { /* a split into a <= b */
    uint64_t a = to->v[i], b = to->v[i + 1];
    if (a == 0 || a > b || (unsigned __int128)a + b != h ||
        !same_heaps(from, i + 1, to, i + 2, rest))
      return not_one_move(err);
    gr_buf_printf(out, "split %zu %llu", i + 1, (unsigned long long)a);
    return 0;
  }
  return not_one_move(err);
}

/* ---- the verdict -------------------------------------------------------- */

static void lasker_accumulate(kit_solver *s, size_t i) { s->x ^= lasker_sg(s->pos.v[i]); }

/* Round 0 lists the takes (at most one per heap), round 1 the splits (maybe
 * astronomically many), so the takes are never crowded out of the list. */
static int lasker_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t h = s->pos.v[i], t = lasker_sg(h) ^ s->x, to;
  gr_pos next;
  gr_pos_init(&next);
  if (s->round == 0) {
    if (lasker_heap_of(t, &to) && to < h && !(to == 0 && same_removal(&s->pos, i))) {
      if (kit_list_full(a, s->cap)) return 0;
      if (with_take(&s->pos, i, to, &next, err) != 0 || kit_push(a, s->cap, &next, err) != 0) return -1;
    }
    return 0;
  }
  if (h < 2) return 0;
  size_t room = s->cap > a->winning_moves.count ? s->cap - a->winning_moves.count : 0, listed;
  uint64_t *as = room ? malloc(room * sizeof *as) : NULL;
  if (room && as == NULL) return gr_error_nomem(err);
  uint64_t total = lasker_splits(h, t, as, room, &listed);
  for (size_t k = 0; k < listed; k++) {
    if (with_split(&s->pos, i, as[k], h - as[k], &next, err) != 0 || kit_push(a, s->cap, &next, err) != 0) {
      free(as);
      return -1;
    }
  }
  free(as);
  kit_add_unlisted(a, total - listed);
  return 0;
}

static const kit_solver_ops lasker_ops = {
    .first = 0, .accumulate = lasker_accumulate, .decide = kit_decide_xor, .winning = lasker_winning, .rounds = 2};

/* The moves to value target: a heap of value v goes to v ^ X ^ target. */
static const kit_limits heap_limits = KIT_HEAP_LIMITS(LASKER_MAX_HEAPS_SOLVE, LASKER_MAX_HEAPS_TRACE);

static int lasker_solve_to_start(const gr_pos *p, uint64_t target, gr_job **job, gr_error *err) {
  *job = NULL;
  if (kit_check_count(p->len, &heap_limits, false, err) != 0 ||
      check_heaps(p, false, LASKER_MAX, err) != 0)
    return -1;
  return kit_solve_to_start(p, &lasker_ops, target, job, err);
}

static int lasker_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  return lasker_solve_to_start(p, 0, job, err);
}

/* ---- the trace: the mex table, then the closed form ----------------------- */

/* Views: the heaps (input); sg[0..M], M = min(largest heap, 40), each by
 * mex over its options (reading every smaller cell: the takes read one
 * each, the splits a pair); heap_sg[i], looked up in the table or, past it,
 * by the closed form; X; the verdict. */
enum { V_HEAPS = 0, V_SG, V_HSG, V_X, V_WINS };
enum { R_MEX = 0, R_LOOKUP, R_CLOSED, R_X, R_WINS, R_COUNT };

static const gr_rule lasker_rules[R_COUNT] = { /* named by keys from LASKER_R_MEX on */
    KIT_RULE(LASKER_R_MEX, R_MEX, NULL), KIT_RULE(LASKER_R_MEX, R_LOOKUP, "sg[h]", "h"),
    KIT_RULE(LASKER_R_MEX, R_CLOSED, "h"), KIT_RULE(LASKER_R_MEX, R_X, NULL), KIT_RULE(LASKER_R_MEX, R_WINS, "X"),
};

typedef struct lasker_trace_state {
  size_t n;
  uint32_t table; /* cells of sg: M + 1 */
} lasker_trace_state;

static int lasker_step(gr_trace *t, const void *state, uint64_t k, gr_error *err) {
  const lasker_trace_state *s = state;
  const uint64_t *sg = t->views[V_SG].values, *heaps = t->views[V_HEAPS].values;
  if (k < s->table) {
    uint32_t m = (uint32_t)k;
    uint64_t options[LASKER_TABLE + LASKER_TABLE / 2 + 1];
    unsigned char seen[sizeof options / sizeof options[0] + 1];
    uint32_t reads[LASKER_TABLE];
    size_t no = 0;
    for (uint32_t j = 0; j < m; j++) {
      options[no++] = sg[j];
      reads[j] = gr_trace_cell_id(t, V_SG, 0, j);
    }
    for (uint32_t a = 1; a <= m - a && m >= 2; a++) options[no++] = sg[a] ^ sg[m - a];
    return gr_trace_write(t, V_SG, 0, m, gr_mex(options, no, seen), R_MEX, reads, m, err);
  }
  k -= s->table;
  if (k < s->n) {
    uint32_t i = (uint32_t)k;
    uint32_t heap = gr_trace_cell_id(t, V_HEAPS, 0, i);
    uint64_t h = heaps[i];
    if (h < s->table) {
      uint32_t reads[2] = {gr_trace_cell_id(t, V_SG, 0, (uint32_t)h), heap};
      return gr_trace_write(t, V_HSG, 0, i, sg[h], R_LOOKUP, reads, 2, err);
    }
    return gr_trace_write(t, V_HSG, 0, i, lasker_sg(h), R_CLOSED, &heap, 1, err);
  }
  k -= s->n;
  if (k == 0) {
    uint32_t *reads = malloc(s->n * sizeof *reads);
    if (reads == NULL) return gr_error_nomem(err);
    uint64_t x = 0;
    for (size_t i = 0; i < s->n; i++) {
      reads[i] = gr_trace_cell_id(t, V_HSG, 0, (uint32_t)i);
      x ^= t->views[V_HSG].values[i];
    }
    int rc = gr_trace_write(t, V_X, 0, 0, x, R_X, reads, s->n, err);
    free(reads);
    return rc;
  }
  uint32_t read = gr_trace_cell_id(t, V_X, 0, 0);
  return gr_trace_write(t, V_WINS, 0, 0, t->views[V_X].values[0] != 0, R_WINS, &read, 1, err);
}

/* "closed form: 7 % 4 = 3 → 7 + 1 = 8" in one language. */
static void closed_form_words(uint64_t h, gr_lang lang, gr_buf *out) {
  static const unsigned by_residue[4] = {LASKER_CF_DOWN, LASKER_CF_SAME, LASKER_CF_SAME, LASKER_CF_UP};
  gr_say(out, &lasker_texts, lang, h == 0 ? LASKER_CF0 : by_residue[h % 4], GR_U(h), GR_U(lasker_sg(h)), GR_U(h % 4));
}

static void lasker_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  kit_step st = kit_step_at(t, step);
  uint64_t value = st.value, first = st.first;
  uint32_t col = st.col;
  const uint64_t *sg = t->views[V_SG].values;
  gr_buf words;
  gr_buf_init(&words);
  switch (st.rule) {
  case R_MEX:
    if (col == 0) {
      gr_say(out, &lasker_texts, lang, LASKER_MEX0);
      break;
    }
    for (uint32_t j = 0; j < col; j++) gr_buf_printf(&words, "%s%llu", j ? ", " : "", (unsigned long long)sg[j]);
    gr_say(out, &lasker_texts, lang, LASKER_MEX_TAKES, GR_U(col), GR_S(words.data));
    gr_buf_reset(&words);
    for (uint32_t a = 1; a <= col - a; a++)
      gr_buf_printf(&words, "%s%u+%u → %llu xor %llu = %llu", a > 1 ? ", " : "", a, col - a, (unsigned long long)sg[a],
                    (unsigned long long)sg[col - a], (unsigned long long)(sg[a] ^ sg[col - a]));
    if (col >= 2) gr_say(out, &lasker_texts, lang, LASKER_MEX_SPLITS, GR_S(words.data));
    gr_buf_reset(&words);
    closed_form_words(col, lang, &words);
    gr_say(out, &lasker_texts, lang, LASKER_MEX_END, GR_U(value), GR_S(words.data));
    break;
  case R_LOOKUP:
    gr_say(out, &lasker_texts, lang, LASKER_LOOKUP, GR_U(col + 1), GR_U(st.last), GR_U(value));
    break;
  case R_CLOSED:
    closed_form_words(first, lang, &words);
    gr_say(out, &lasker_texts, lang, LASKER_CLOSED, GR_U(col + 1), GR_U(first), GR_U(t->views[V_SG].cols - 1),
           GR_S(words.data));
    break;
  case R_X:
    if (st.nreads == 1) {
      gr_say(out, &lasker_texts, lang, LASKER_X_ONE, GR_U(value));
      break;
    }
    gr_buf_puts(out, "X = ");
    for (size_t i = 0; i < st.nreads; i++) {
      if (i) gr_buf_puts(out, " xor ");
      if (i == 8 && st.nreads > 10) {
        gr_say(out, &lasker_texts, lang, LASKER_X_MORE, GR_U(st.nreads));
        break;
      }
      gr_buf_u64(out, gr_trace_value(t, st.reads[i]));
    }
    gr_say(out, &lasker_texts, lang, LASKER_X_END, GR_U(value));
    break;
  default:
    gr_say(out, &kit_texts, lang, first ? KIT_X_WINS : KIT_X_LOSES, GR_U(first));
    break;
  }
  gr_buf_free(&words);
}

static int lasker_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (kit_check_count(n, &heap_limits, true, err) != 0 ||
      check_heaps(p, false, LASKER_MAX, err) != 0)
    return -1;
  uint64_t largest = p->v[kit_largest(p, 0)];
  lasker_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_nomem(err);
  s->n = n;
  s->table = (uint32_t)(largest < LASKER_TABLE ? largest : LASKER_TABLE) + 1;
  uint64_t steps = s->table + (uint64_t)n + 2;
  gr_trace *t = kit_trace_new(steps, lasker_rules, R_COUNT, lasker_explain, &lasker_texts, err);
  bool ok = t != NULL && kit_view_heaps(t, p, 0, err) >= 0 &&
            gr_trace_add_view_text(t, GR_VIEW_SEQUENCE, "sg", LASKER_V_SG, 1, s->table, 0, err) >= 0 &&
            kit_view(t, GR_VIEW_SEQUENCE, "heap_sg", NULL, LASKER_V_HSG, 1, (uint32_t)n, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view(t, GR_VIEW_BOARD, "X", NULL, LASKER_V_X, 1, 1, 1, GR_VALUE_INT, err) >= 0 &&
            kit_view_first_wins(t, err) >= 0;
  if (ok) {
    gr_trace_set_words(t, 1, &lasker_texts, LASKER_W_SG, false);
    gr_trace_set_words(t, 2, &lasker_texts, LASKER_W_HSG, false);
  }
  return kit_trace_run(t, ok, s, steps, lasker_step, job, err);
}

/* ---- small positions ---------------------------------------------------- */

/* Up to referee_max_len heaps of 1 .. referee_max_value, then single heaps
 * up to referee_max_len * referee_max_value (the same number of stones). */
static int lasker_enumerate_small(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t hi = gr_game_lasker.referee_max_value;
  int rc = kit_enumerate(1, gr_game_lasker.referee_max_len, 1, hi, visit, ctx);
  return rc ? rc : kit_enumerate(1, 1, hi + 1, gr_game_lasker.referee_max_len * hi, visit, ctx);
}

const gr_game gr_game_lasker = {
    .id = "lasker", .texts = &lasker_texts, .example = "2 2 3",
    .max_len_solve = LASKER_MAX_HEAPS_SOLVE, .max_len_trace = LASKER_MAX_HEAPS_TRACE,
    .referee_max_len = 4, .referee_max_value = 4,
    KIT_GAME_FUNCTIONS_FORMAT(lasker, kit_format_piles),
    .solve_to_start = lasker_solve_to_start,
    KIT_LESSON(lasker_lesson),
};
