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
 * for the trace, whose mex table covers heaps 0 .. 40.
 */
#include "lasker.h"

#include "kit/kit.h"

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

static int lasker_parse(const char *text, gr_pos *out, gr_error *err) {
  if (kit_parse_numbers(text, "heap", LASKER_MAX_HEAPS_SOLVE, "2 2 3", out, err) != 0) return -1;
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i] == 0) {
      gr_pos_free(out);
      return gr_error_set(err, GR_ERANGE, "heap %zu is 0: every heap holds at least one stone (an emptied heap disappears)",
                          i + 1);
    } else if (out->v[i] > LASKER_MAX_HEAP) {
      gr_pos_free(out);
      return gr_error_set(err, GR_ERANGE,
                          "heap %zu is 18446744073709551615: its Grundy value 2^64 does not fit in 64 bits "
                          "(heaps up to 18446744073709551614 are handled exactly)",
                          i + 1);
    }
  return 0;
}

static void lasker_format(const gr_pos *p, gr_buf *out) { kit_format_numbers(p, 0, out); }

static bool lasker_terminal(const gr_pos *p) { return p->len == 0; }

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
  if (total > max_moves)
    return gr_error_set(err, GR_ELIMIT, "this position has %llu moves; at most %zu can be listed",
                        total > UINT64_MAX ? (unsigned long long)UINT64_MAX : (unsigned long long)total, max_moves);
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
static int lasker_stall(const gr_pos *p, gr_pos *out, gr_error *err) {
  if (lasker_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: no heap is left");
  size_t i = kit_largest(p, 0);
  if (p->v[i] >= 2) return with_split(p, i, 1, p->v[i] - 1, out, err);
  return with_take(p, i, 0, out, err);
}

static void lasker_describe(const gr_pos *from, const gr_pos *to, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  size_t i = 0;
  while (i < from->len && i < to->len && from->v[i] == to->v[i]) i++;
  if (i >= from->len) return;
  unsigned long long h = from->v[i];
  if (to->len + 1 == from->len)
    gr_buf_printf(out, zh ? "第 %zu 堆:%llu → 0(全部取走)" : "heap %zu: %llu -> 0 (take all %llu)", i + 1, h, h);
  else if (to->len == from->len + 1)
    gr_buf_printf(out, zh ? "第 %zu 堆:%llu → %llu + %llu(分成两堆)" : "heap %zu: %llu -> %llu + %llu (split)", i + 1, h,
                  (unsigned long long)to->v[i], (unsigned long long)to->v[i + 1]);
  else if (to->len == from->len)
    gr_buf_printf(out, zh ? "第 %zu 堆:%llu → %llu(取走 %llu 颗)" : "heap %zu: %llu -> %llu (take %llu)", i + 1, h,
                  (unsigned long long)to->v[i], h - (unsigned long long)to->v[i]);
}

static const kit_verb lasker_verbs[] = {{"take", {"pile", "count", NULL}}, {"split", {"pile", "size of one part", NULL}}};

static void lasker_board(const gr_pos *p, gr_json *j) { kit_board_piles(p, j, lasker_verbs, 2); }

/* "take PILE COUNT" or "split PILE SIZE" (into SIZE and the rest). */
static int lasker_play(const gr_pos *p, const char *action, gr_pos *out, gr_error *err) {
  if (lasker_terminal(p)) return gr_error_set(err, GR_ESTATE, "the game is over: no heap is left");
  const char *a = action ? action : "";
  while (*a == ' ' || *a == '\t') a++;
  bool split = strncmp(a, "split", 5) == 0;
  uint64_t args[2];
  size_t n;
  const char *usage = "a move is written 'take PILE COUNT' or 'split PILE SIZE', e.g. take 1 2 or split 3 1";
  if (kit_action(a, split ? "split" : "take", 2, 2, usage, args, &n, err) != 0) return -1;
  if (args[0] == 0 || args[0] > p->len)
    return gr_error_set(err, GR_ERANGE, "there is no heap %llu: the heaps are numbered 1 to %zu",
                        (unsigned long long)args[0], p->len);
  size_t i = (size_t)args[0] - 1;
  uint64_t h = p->v[i];
  if (!split) {
    if (args[1] == 0 || args[1] > h)
      return gr_error_set(err, GR_ERANGE, "heap %zu holds %llu stones: take between 1 and %llu", i + 1,
                          (unsigned long long)h, (unsigned long long)h);
    return with_take(p, i, h - args[1], out, err);
  }
  if (h < 2) return gr_error_set(err, GR_ERANGE, "heap %zu holds one stone: only a heap of 2 or more can be split", i + 1);
  if (p->len >= LASKER_MAX_HEAPS_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "already %zu heaps: at most %d are handled", p->len, LASKER_MAX_HEAPS_SOLVE);
  if (args[1] == 0 || args[1] >= h)
    return gr_error_set(err, GR_ERANGE, "heap %zu holds %llu stones: both parts must be non-empty (a part of 1 to %llu)",
                        i + 1, (unsigned long long)h, (unsigned long long)(h - 1));
  uint64_t x = args[1], y = h - args[1];
  return with_split(p, i, x < y ? x : y, x < y ? y : x, out, err);
}

/* The inverse of lasker_play: "take PILE COUNT" (the heap shrinks or
 * disappears) or "split PILE SIZE" (the heap becomes SIZE and the rest, the
 * smaller part first).  The first place where the two positions differ is
 * the heap played; everything after it must match, shifted by the change of
 * length. */
static bool same_heaps(const uint64_t *a, const uint64_t *b, size_t n) {
  return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static int lasker_action(const gr_pos *from, const gr_pos *to, gr_buf *out, gr_error *err) {
  size_t i = 0;
  while (i < from->len && i < to->len && from->v[i] == to->v[i]) i++;
  if (i >= from->len) return gr_error_set(err, GR_ERANGE, "that position is not one move away");
  uint64_t h = from->v[i];
  size_t rest = from->len - i - 1; /* heaps after the one played */
  if (to->len == from->len) {      /* a take that leaves the heap */
    if (to->v[i] == 0 || to->v[i] >= h || !same_heaps(from->v + i + 1, to->v + i + 1, rest))
      return gr_error_set(err, GR_ERANGE, "that position is not one move away");
    gr_buf_printf(out, "take %zu %llu", i + 1, (unsigned long long)(h - to->v[i]));
    return 0;
  }
  if (to->len + 1 == from->len) { /* the heap taken whole */
    if (!same_heaps(from->v + i + 1, to->v + i, rest))
      return gr_error_set(err, GR_ERANGE, "that position is not one move away");
    gr_buf_printf(out, "take %zu %llu", i + 1, (unsigned long long)h);
    return 0;
  }
  if (to->len == from->len + 1) { /* a split into a <= b */
    uint64_t a = to->v[i], b = to->v[i + 1];
    if (a == 0 || a > b || (unsigned __int128)a + b != h ||
        !same_heaps(from->v + i + 1, to->v + i + 2, rest))
      return gr_error_set(err, GR_ERANGE, "that position is not one move away");
    gr_buf_printf(out, "split %zu %llu", i + 1, (unsigned long long)a);
    return 0;
  }
  return gr_error_set(err, GR_ERANGE, "that position is not one move away");
}

/* ---- the verdict -------------------------------------------------------- */

static void lasker_accumulate(kit_solver *s, size_t i) { s->x ^= lasker_sg(s->pos.v[i]); }

static void lasker_decide(kit_solver *s, gr_analysis *a) {
  a->winner = s->x ? GR_WINNER_FIRST : GR_WINNER_SECOND;
  a->has_grundy = true;
  a->grundy = s->x;
}

/* Round 0 lists the takes (at most one per heap), round 1 the splits (maybe
 * astronomically many), so the takes are never crowded out of the list. */
static int lasker_winning(kit_solver *s, size_t i, gr_analysis *a, gr_error *err) {
  uint64_t h = s->pos.v[i], t = lasker_sg(h) ^ s->x, to;
  gr_pos next;
  gr_pos_init(&next);
  if (s->round == 0) {
    if (lasker_heap_of(t, &to) && to < h && !(to == 0 && same_removal(&s->pos, i)))
      if (with_take(&s->pos, i, to, &next, err) != 0 || kit_push(a, s->cap, &next, err) != 0) return -1;
    return 0;
  }
  if (h < 2) return 0;
  size_t room = s->cap > a->winning_moves.count ? s->cap - a->winning_moves.count : 0, listed;
  uint64_t *as = room ? malloc(room * sizeof *as) : NULL;
  if (room && as == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
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
    .first = 0, .accumulate = lasker_accumulate, .decide = lasker_decide, .winning = lasker_winning, .rounds = 2};

static int lasker_solve_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  if (p->len == 0) return gr_error_set(err, GR_ESTATE, "no heaps");
  if (p->len > LASKER_MAX_HEAPS_SOLVE)
    return gr_error_set(err, GR_ELIMIT, "%zu heaps: the verdict handles at most %d", p->len, LASKER_MAX_HEAPS_SOLVE);
  for (size_t i = 0; i < p->len; i++)
    if (p->v[i] > LASKER_MAX_HEAP)
      return gr_error_set(err, GR_ERANGE, "heap %zu is 2^64 - 1: its Grundy value 2^64 does not fit in 64 bits", i + 1);
  return kit_solve_start(p, &lasker_ops, job, err);
}

/* ---- the trace: the mex table, then the closed form ----------------------- */

/* Views: the heaps (input); sg[0..M], M = min(largest heap, 40), each by
 * mex over its options (reading every smaller cell: the takes read one
 * each, the splits a pair); heap_sg[i], looked up in the table or, past it,
 * by the closed form; X; the verdict. */
enum { V_HEAPS = 0, V_SG, V_HSG, V_X, V_WINS };
enum { R_MEX = 0, R_LOOKUP, R_CLOSED, R_X, R_WINS, R_COUNT };

static const gr_rule lasker_rules[R_COUNT] = {
    [R_MEX] = {{"mex", "mex"},
               {"sg[n] = mex({sg[k] : k < n} ∪ {sg[a] xor sg[n-a] : 1 <= a <= n/2})",
                "sg[n] = mex({sg[k] : k < n} ∪ {sg[a] xor sg[n-a] : 1 ≤ a ≤ n/2})"},
               {NULL, NULL, NULL}},
    [R_LOOKUP] = {{"From the table", "查表"}, {"SG(h) = sg[h]", "SG(h) = sg[h]"}, {"sg[h]", "h", NULL}},
    [R_CLOSED] = {{"Closed form", "公式"},
                  {"SG(h) = h - 1 (h % 4 = 0), h (h % 4 = 1, 2), h + 1 (h % 4 = 3)",
                   "SG(h) = h - 1(h % 4 = 0),h(h % 4 = 1, 2),h + 1(h % 4 = 3)"},
                  {"h", NULL, NULL}},
    [R_X] = {{"Sum of games", "游戏的和"}, {"X = SG(h_1) xor ... xor SG(h_n)", "X = SG(h_1) xor ... xor SG(h_n)"}, {NULL, NULL, NULL}},
    [R_WINS] = {{"Answer", "结论"}, {"the first player wins exactly when X != 0", "先手必胜当且仅当 X ≠ 0"}, {"X", NULL, NULL}},
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
    if (reads == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
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

static void closed_form_words(uint64_t h, gr_lang lang, gr_buf *out) {
  unsigned long long v = lasker_sg(h), hh = h;
  const char *zh_or_en = lang == GR_ZH ? "公式:" : "closed form: ";
  switch (h % 4) {
  case 0:
    if (h == 0)
      gr_buf_printf(out, "%sSG(0) = 0", zh_or_en);
    else
      gr_buf_printf(out, "%s%llu %% 4 = 0 → %llu - 1 = %llu", zh_or_en, hh, hh, v);
    break;
  case 3: gr_buf_printf(out, "%s%llu %% 4 = 3 → %llu + 1 = %llu", zh_or_en, hh, hh, v); break;
  default: gr_buf_printf(out, "%s%llu %% 4 = %llu → %llu", zh_or_en, hh, hh % 4, v); break;
  }
}

static void lasker_explain(const gr_trace *t, size_t step, gr_lang lang, gr_buf *out) {
  bool zh = lang == GR_ZH;
  uint8_t rule = t->step_rule[step];
  size_t nreads;
  const uint32_t *reads = gr_trace_step_reads(t, step, &nreads);
  uint32_t target = t->step_cell[step];
  unsigned long long value = gr_trace_value(t, target);
  int view;
  uint32_t row, col;
  gr_trace_locate(t, target, &view, &row, &col);
  const uint64_t *sg = t->views[V_SG].values;
  switch (rule) {
  case R_MEX: {
    uint32_t m = col;
    if (m == 0) {
      gr_buf_puts(out, zh ? "sg[0]:空堆没有任何着法,mex{} = 0。" : "sg[0]: an empty heap has no move, mex{} = 0.");
      return;
    }
    gr_buf_printf(out, zh ? "sg[%u]:取石子到达 {" : "sg[%u]: takes reach {", m);
    for (uint32_t j = 0; j < m; j++) gr_buf_printf(out, "%s%llu", j ? ", " : "", (unsigned long long)sg[j]);
    gr_buf_puts(out, "}");
    if (m >= 2) {
      gr_buf_puts(out, zh ? ";分堆:" : "; splits: ");
      for (uint32_t a = 1; a <= m - a; a++)
        gr_buf_printf(out, "%s%u+%u → %llu xor %llu = %llu", a > 1 ? ", " : "", a, m - a, (unsigned long long)sg[a],
                      (unsigned long long)sg[m - a], (unsigned long long)(sg[a] ^ sg[m - a]));
    }
    gr_buf_printf(out, zh ? "。mex = %llu(" : ". mex = %llu (", value);
    closed_form_words(m, lang, out);
    gr_buf_puts(out, zh ? ")。" : ").");
    return;
  }
  case R_LOOKUP: {
    unsigned long long h = gr_trace_value(t, reads[1]);
    gr_buf_printf(out, zh ? "第 %u 堆 = %llu:查表 sg[%llu] = %llu。" : "Heap %u = %llu: from the table, sg[%llu] = %llu.",
                  col + 1, h, h, value);
    return;
  }
  case R_CLOSED: {
    uint64_t h = gr_trace_value(t, reads[0]);
    gr_buf_printf(out, zh ? "第 %u 堆 = %llu 超出表的范围(0..%u),用" : "Heap %u = %llu is past the table (0..%u); by the ",
                  col + 1, (unsigned long long)h, t->views[V_SG].cols - 1);
    closed_form_words(h, lang, out);
    gr_buf_puts(out, zh ? "。" : ".");
    return;
  }
  case R_X:
    if (nreads == 1) {
      gr_buf_printf(out, zh ? "只有一堆:X = 它的 SG 值 = %llu。" : "One heap: X is its Grundy value, %llu.", value);
      return;
    }
    gr_buf_puts(out, "X = ");
    for (size_t i = 0; i < nreads; i++) {
      if (i) gr_buf_puts(out, " xor ");
      if (i == 8 && nreads > 10) {
        gr_buf_printf(out, "... (%zu %s)", nreads, zh ? "堆" : "heaps");
        break;
      }
      gr_buf_u64(out, gr_trace_value(t, reads[i]));
    }
    gr_buf_printf(out, " = %llu%s", value, zh ? "(和的 SG 值)。" : ", the Grundy value of the sum.");
    return;
  default: {
    unsigned long long x = gr_trace_value(t, reads[0]);
    if (zh)
      gr_buf_printf(out, "X = %llu %s 0,所以先手%s。", x, x ? "≠" : "=", x ? "必胜" : "必败");
    else
      gr_buf_printf(out, "X = %llu %s 0, so the first player %s.", x, x ? "!=" : "=", x ? "wins" : "loses");
    return;
  }
  }
}

static int lasker_trace_start(const gr_pos *p, gr_job **job, gr_error *err) {
  *job = NULL;
  size_t n = p->len;
  if (n == 0) return gr_error_set(err, GR_ESTATE, "no heaps");
  if (n > LASKER_MAX_HEAPS_TRACE)
    return gr_error_set(err, GR_ELIMIT, "%zu heaps: the trace shows at most %d (the verdict alone handles %d)", n,
                        LASKER_MAX_HEAPS_TRACE, LASKER_MAX_HEAPS_SOLVE);
  uint64_t largest = 0;
  for (size_t i = 0; i < n; i++) {
    if (p->v[i] > LASKER_MAX_HEAP)
      return gr_error_set(err, GR_ERANGE, "heap %zu is 2^64 - 1: its Grundy value 2^64 does not fit in 64 bits", i + 1);
    if (p->v[i] > largest) largest = p->v[i];
  }
  lasker_trace_state *s = calloc(1, sizeof *s);
  if (s == NULL) return gr_error_set(err, GR_ENOMEM, "out of memory");
  s->n = n;
  s->table = (uint32_t)(largest < LASKER_TABLE ? largest : LASKER_TABLE) + 1;
  uint64_t steps = s->table + (uint64_t)n + 2;
  gr_trace *t = gr_trace_new((size_t)steps, lasker_rules, R_COUNT, lasker_explain, err);
  if (t == NULL || kit_view(t, GR_VIEW_SEQUENCE, "heaps", "heaps", "石子堆", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      gr_trace_add_view(t, GR_VIEW_SEQUENCE, "sg", "SG of one heap of 0, 1, 2, ...", "单堆 0, 1, 2, ... 的 SG 值", 1,
                        s->table, 0, err) < 0 ||
      kit_view(t, GR_VIEW_SEQUENCE, "heap_sg", "SG of each heap", "每堆的 SG 值", 1, (uint32_t)n, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "X", "X = xor of the heaps' SG values", "X = 各堆 SG 值的异或", 1, 1, GR_VALUE_INT, err) < 0 ||
      kit_view(t, GR_VIEW_BOARD, "first_player_wins", "first player wins", "先手必胜", 1, 1, GR_VALUE_BOOL, err) < 0) {
    gr_trace_free(t);
    free(s);
    return -1;
  }
  memcpy(t->views[V_HEAPS].values, p->v, n * sizeof *p->v);
  return kit_trace_start(t, s, steps, lasker_step, job, err);
}

/* ---- small positions ---------------------------------------------------- */

/* Up to referee_max_len heaps of 1 .. referee_max_value, then single heaps
 * up to referee_max_len * referee_max_value (the same number of stones). */
static int lasker_enumerate(int (*visit)(const gr_pos *p, void *ctx), void *ctx) {
  uint64_t hi = gr_game_lasker.referee_max_value;
  int rc = kit_enumerate(1, gr_game_lasker.referee_max_len, 1, hi, visit, ctx);
  return rc ? rc : kit_enumerate(1, 1, hi + 1, gr_game_lasker.referee_max_len * hi, visit, ctx);
}

/* ---- the guided tour -------------------------------------------------- */

static const gr_lesson_stop lasker_lesson[] = {
    {{"The rules", "规则"},
     {"Heaps of 2, 2 and 3. A move either takes any number of stones (at least one) from one heap, or splits a "
      "heap of at least two stones into two non-empty heaps: 3 can become 1 + 2. Whoever cannot move loses. "
      "Who wins 2 2 3?",
      "三堆石子：2、2、3 颗。每次可以从某一堆取任意多颗（至少一颗），或者把一堆（至少 2 颗）分成两堆非空的石"
      "子：3 可以分成 1 + 2。不能操作的人输。2 2 3 谁会赢？"},
     "2 2 3", -2},
    {{"One heap by mex", "用 mex 求单堆的值"},
     {"The trace computes the SG value of one heap by mex. Step 3, a heap of 3: the takes reach heaps of 0, 1 "
      "and 2, worth 0, 1 and 2; the split 1 + 2 reaches a sum of two games, worth 1 xor 2 = 3. So SG(3) = "
      "mex{0, 1, 2, 3} = 4: a heap of 3 is worth 4, not 3 as in Nim.",
      "追踪用 mex 计算单堆的 SG 值。第 3 步，3 颗的一堆：取石子可到 0、1、2 颗，SG 值为 0、1、2；分成 1 + 2 得"
      "到两个游戏之和，SG 值为 1 xor 2 = 3。所以 SG(3) = mex{0, 1, 2, 3} = 4：3 颗的一堆值 4，而不是 Nim 中的 "
      "3。"},
     "3 4 7", 3},
    {{"The key idea: Multi-SG", "关键想法：Multi-SG"},
     {"A split moves to a sum of two games, worth the xor of the parts, and a heap's value is the mex over its "
      "takes and splits. Step 7: the three splits of 7 (1 + 6, 2 + 5, 3 + 4) are all worth 7 and the takes "
      "give 0 to 6, so SG(7) = 8. The table shows the pattern: the values of 4k + 3 and 4k + 4 are swapped, "
      "the others stay.",
      "分堆后得到两个游戏之和，其 SG 值为两部分的异或；单堆的 SG 值是所有取法与分法所得值的 mex。第 7 步：7 的"
      "三种分法（1 + 6、2 + 5、3 + 4）都值 7，取石子得到 0 到 6，所以 SG(7) = 8。表中的规律：4k + 3 与 4k + 4 "
      "的值互换，其余不变。"},
     "3 4 7", 7},
    {{"The theorem", "定理"},
     {"SG(n) = n - 1 when n mod 4 = 0, n when n mod 4 is 1 or 2, n + 1 when n mod 4 = 3; the first player wins "
      "exactly when the xor of the heaps' values is non-zero. For 3 4 7: 4 xor 3 xor 8 = 15, a first-player "
      "win. One winning move splits 7 into 3 + 4, leaving 3 4 3 4: two equal pairs, value 0.",
      "n mod 4 = 0 时 SG(n) = n − 1，n mod 4 为 1 或 2 时 SG(n) = n，n mod 4 = 3 时 SG(n) = n + 1；先手必胜当且"
      "仅当各堆 SG 值的异或和不为 0。3 4 7：4 xor 3 xor 8 = 15，先手必胜。一种必胜着法是把 7 分成 3 + 4，留下 "
      "3 4 3 4：两两相同，SG 值为 0。"},
     "3 4 7", -1},
    {{"Your turn", "轮到你"},
     {"5 8 3: the heaps are worth 5, 7 and 4, whose xor is 6, so the first player wins. There are four winning "
      "moves, one of them a split. Find one and beat the computer.",
      "5 8 3：各堆 SG 值为 5、7、4，异或和为 6，先手必胜。共有四种必胜着法，其中一种是分堆。找出一种，战胜电"
      "脑。"},
     "5 8 3", -2},
};

const gr_game gr_game_lasker = {
    .id = "lasker",
    .title = {"Lasker's Nim (take or split)", "Lasker's Nim(取石子或分堆)"},
    .rules = {"Heaps of stones. A move either takes any positive number of stones from one heap, or splits one heap "
              "of at least two stones into two non-empty heaps. The player who cannot move loses.",
              "若干堆石子。每次可以从某一堆中取走任意正数颗石子,或把一堆(至少 2 颗)分成两堆非空的石子。"
              "不能操作的人输。"},
    .syntax = {"Heap sizes separated by spaces or commas, 1 to 18446744073709551614: 2 2 3",
               "各堆石子数,用空格或逗号分隔,1 到 18446744073709551614:2 2 3"},
    .example = "2 2 3",
    .theory = {"Multi-SG: a split's value is the xor of its two parts, so SG(n) = mex of SG(k) (k < n) and SG(a) xor "
               "SG(n - a). The table shows SG(n) = n - 1 for n % 4 = 0, n for n % 4 = 1 or 2, n + 1 for n % 4 = 3. "
               "The first player wins exactly when the xor X of the heaps' values is non-zero. Winning splits of a "
               "heap are found and counted from the closed form, without a loop over the heap; at most 1000 winning "
               "moves are listed, the rest counted.",
               "Multi-SG:分成的两堆是两个游戏的和,其 SG 值为两部分的异或,所以 SG(n) = mex(SG(k) (k < n),SG(a) xor "
               "SG(n - a))。打表可得 SG(n) = n - 1(n % 4 = 0),n(n % 4 = 1, 2),n + 1(n % 4 = 3)。各堆 SG 值异或和 "
               "X ≠ 0 时先手必胜。必胜的分堆方法由公式直接求出并计数,不需遍历;最多列出 1000 个必胜着法,其余只计数。"},
    .max_len_solve = LASKER_MAX_HEAPS_SOLVE,
    .max_len_trace = LASKER_MAX_HEAPS_TRACE,
    .referee_max_len = 4,
    .referee_max_value = 4,
    .parse = lasker_parse,
    .format = lasker_format,
    .moves = lasker_moves,
    .is_terminal = lasker_terminal,
    .solve_start = lasker_solve_start,
    .trace_start = lasker_trace_start,
    .stall_move = lasker_stall,
    .describe_move = lasker_describe,
    .board = lasker_board,
    .play = lasker_play,
    .action = lasker_action,
    .play_syntax = {"take PILE COUNT, or split PILE SIZE (into SIZE and the rest); heaps numbered from 1",
                    "take 堆号 颗数,或 split 堆号 大小(分成该大小与剩余部分);堆从 1 编号"},
    .enumerate_small = lasker_enumerate,
    .lesson = lasker_lesson,
    .lesson_len = sizeof lasker_lesson / sizeof lasker_lesson[0],
};
