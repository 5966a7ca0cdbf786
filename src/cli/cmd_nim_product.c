/*
 * cmd_nim_product.c — `grundy nim-product A B [--trace]` and
 * `grundy nim-product --table N`: the nim product of two 64-bit numbers
 * (gr_nim_product), its working by Fermat 2-powers, and the N x N table.
 *
 * The working is the hand method a class follows: a product whose larger
 * factor is at least F = 2^(2^k) (the largest such Fermat 2-power) splits
 * both factors into halves, a = aH·F + aL with aH, aL < F, and
 *   (aH F ⊕ aL) ⊗ (bH F ⊕ bL)
 *     = (aH⊗bH ⊕ aH⊗bL ⊕ aL⊗bH)·F ⊕ aL⊗bL ⊕ (aH⊗bH) ⊗ F/2,
 * because x ⊗ F = x·F for x < F and F ⊗ F = F ⊕ F/2.  Each of the five
 * smaller products is worked the same way below it (indented), unless a
 * factor is 0 or 1 or the pair was worked already.  The working is given
 * for factors up to NIM_TRACE_MAX only: past it the blocks grow to pages.
 * Every number is computed by the library; this file only lays it out.
 */
#include "algo/nimber.h"
#include "cli.h"

#include <string.h>

#define NIM_TRACE_MAX 65535u /* F = 256 at most: at most 156 blocks */
#define NIM_TABLE_MAX 256u
#define NIM_SEEN_MAX 256

/* A whole decimal number without sign or spaces, at most 2^64 - 1. */
static bool parse_u64(const char *text, uint64_t *out) {
  uint64_t n = 0;
  if (text == NULL || *text == '\0') return false;
  for (const char *c = text; *c; c++) {
    if (*c < '0' || *c > '9' || n > (UINT64_MAX - (uint64_t)(*c - '0')) / 10) return false;
    n = n * 10 + (uint64_t)(*c - '0');
  }
  *out = n;
  return true;
}

/* The largest Fermat 2-power F = 2^(2^k) with F <= max(a, b), for a, b >= 2. */
static unsigned fermat_half_bits(uint64_t a, uint64_t b) {
  unsigned bits = 1;
  while (bits < 64 && ((a | b) >> bits) != 0) bits *= 2;
  return bits / 2;
}

typedef struct working {
  const cli_options *o;
  gr_buf *out;
  gr_json *json;                   /* the steps as JSON, or NULL for text */
  uint64_t seen[NIM_SEEN_MAX][2];  /* pairs already worked (smaller first) */
  size_t nseen;
} working;

static bool already_worked(working *w, uint64_t a, uint64_t b) {
  uint64_t lo = a < b ? a : b, hi = a < b ? b : a;
  for (size_t i = 0; i < w->nseen; i++)
    if (w->seen[i][0] == lo && w->seen[i][1] == hi) return true;
  if (w->nseen < NIM_SEEN_MAX) w->seen[w->nseen][0] = lo, w->seen[w->nseen][1] = hi, w->nseen++;
  return false;
}

static void json_field(gr_json *j, const char *key, uint64_t v) {
  gr_json_key(j, key);
  gr_json_u64(j, v);
}

/* One block of the working for a ⊗ b, then the blocks of its products. */
static void work(working *w, uint64_t a, uint64_t b, unsigned depth) {
  if (a < 2 || b < 2 || already_worked(w, a, b)) return;
  unsigned h = fermat_half_bits(a, b);
  uint64_t f = UINT64_C(1) << h, half = f / 2, mask = f - 1;
  uint64_t ah = a >> h, al = a & mask, bh = b >> h, bl = b & mask;
  uint64_t p1 = gr_nim_product(ah, bh), p2 = gr_nim_product(ah, bl), p3 = gr_nim_product(al, bh);
  uint64_t p4 = gr_nim_product(al, bl), p5 = gr_nim_product(p1, half), mid = p1 ^ p2 ^ p3;
  uint64_t value = gr_nim_product(a, b); /* = mid·F ⊕ p4 ⊕ p5, the steps below show it */
  if (w->json) {
    gr_json *j = w->json;
    gr_json_object_begin(j);
    json_field(j, "depth", depth), json_field(j, "a", a), json_field(j, "b", b), json_field(j, "F", f);
    json_field(j, "a_high", ah), json_field(j, "a_low", al), json_field(j, "b_high", bh), json_field(j, "b_low", bl);
    json_field(j, "high_high", p1), json_field(j, "high_low", p2), json_field(j, "low_high", p3);
    json_field(j, "low_low", p4), json_field(j, "high_high_half", p5), json_field(j, "middle", mid);
    json_field(j, "value", value);
    gr_json_object_end(j);
  } else {
    gr_lang lang = w->o->lang;
    const char *indent = "                    ";
    int pad = (int)(2 * depth < strlen(indent) ? 2 * depth : strlen(indent));
    gr_buf_printf(w->out, "%.*s", pad, indent);
    gr_say(w->out, &cli_texts, lang, CLI_NIM_SPLIT, GR_U(a), GR_U(b), GR_U(f));
    gr_buf_printf(w->out, "%.*s", pad, indent);
    gr_say(w->out, &cli_texts, lang, CLI_NIM_HALVES, GR_U(a), GR_U(ah), GR_U(f), GR_U(al), GR_U(b), GR_U(bh),
           GR_U(bl));
    gr_buf_printf(w->out, "%.*s", pad, indent);
    gr_say(w->out, &cli_texts, lang, CLI_NIM_EXPAND, GR_U(ah), GR_U(al), GR_U(bh), GR_U(bl), GR_U(half));
    gr_buf_printf(w->out, "%.*s", pad, indent);
    gr_say(w->out, &cli_texts, lang, CLI_NIM_VALUES, GR_U(p1), GR_U(p2), GR_U(p3), GR_U(f), GR_U(p4), GR_U(half));
    gr_buf_printf(w->out, "%.*s", pad, indent);
    gr_say(w->out, &cli_texts, lang, CLI_NIM_RESULT, GR_U(mid), GR_U(f), GR_U(p4), GR_U(p5), GR_U(value));
  }
  work(w, ah, bh, depth + 1);
  work(w, ah, bl, depth + 1);
  work(w, al, bh, depth + 1);
  work(w, al, bl, depth + 1);
  work(w, p1, half, depth + 1);
}

static int product(const cli_options *o, gr_buf *out) {
  uint64_t ab[2];
  for (int i = 0; i < 2; i++)
    if (!parse_u64(o->args[i], &ab[i]))
      return cli_error(o, CLI_NIM_FACTOR, GR_K(i == 0 ? CLI_NIM_FIRST : CLI_NIM_SECOND), GR_S(o->args[i]));
  for (int i = 0; o->trace && i < 2; i++)
    if (ab[i] > NIM_TRACE_MAX)
      return cli_error(o, CLI_NIM_TRACE_LIMIT, GR_U(NIM_TRACE_MAX), GR_K(i == 0 ? CLI_NIM_FIRST : CLI_NIM_SECOND),
                       GR_U(ab[i]));
  uint64_t p = gr_nim_product(ab[0], ab[1]);
  working w = {.o = o, .out = out};
  if (o->json) {
    gr_json j;
    gr_json_init(&j, out);
    gr_json_object_begin(&j);
    json_field(&j, "a", ab[0]), json_field(&j, "b", ab[1]), json_field(&j, "product", p);
    if (o->trace) {
      w.json = &j;
      gr_json_key(&j, "steps");
      gr_json_array_begin(&j);
      work(&w, ab[0], ab[1], 0);
      gr_json_array_end(&j);
    }
    gr_json_object_end(&j);
    gr_buf_putc(out, '\n');
    return EXIT_OK;
  }
  if (!o->trace) return gr_buf_printf(out, "%llu\n", (unsigned long long)p), EXIT_OK;
  gr_say(out, &cli_texts, o->lang, CLI_NIM_HEADER);
  work(&w, ab[0], ab[1], 0);
  gr_say(out, &cli_texts, o->lang, CLI_NIM_ANSWER, GR_U(ab[0]), GR_U(ab[1]), GR_U(p));
  return EXIT_OK;
}

static int table(const cli_options *o, gr_buf *out) {
  uint64_t n = 0;
  if (!parse_u64(o->table, &n) || n == 0 || n > NIM_TABLE_MAX || (n & (n - 1)) != 0)
    return cli_error(o, CLI_NIM_TABLE_SIZE, GR_U(NIM_TABLE_MAX), GR_S(o->table));
  if (o->json) {
    gr_json j;
    gr_json_init(&j, out);
    gr_json_object_begin(&j);
    json_field(&j, "n", n);
    gr_json_key(&j, "table");
    gr_json_array_begin(&j);
    for (uint64_t a = 0; a < n; a++) {
      gr_json_array_begin(&j);
      for (uint64_t b = 0; b < n; b++) gr_json_u64(&j, gr_nim_product(a, b));
      gr_json_array_end(&j);
    }
    gr_json_array_end(&j);
    gr_json_object_end(&j);
    gr_buf_putc(out, '\n');
    return EXIT_OK;
  }
  uint64_t largest = 0;
  for (uint64_t a = 0; a < n; a++)
    for (uint64_t b = 0; b < n; b++) largest = gr_nim_product(a, b) > largest ? gr_nim_product(a, b) : largest;
  int width = 1;
  for (uint64_t v = largest; v >= 10; v /= 10) width++;
  gr_buf_printf(out, "%*s⊗ |", width - 1, ""); /* the corner: the operator (one column, three bytes) */
  for (uint64_t b = 0; b < n; b++) gr_buf_printf(out, " %*llu", width, (unsigned long long)b);
  gr_buf_printf(out, "\n%.*s-+", width, "----------");
  for (uint64_t b = 0; b < n; b++) gr_buf_printf(out, "-%.*s", width, "----------");
  gr_buf_putc(out, '\n');
  for (uint64_t a = 0; a < n; a++) {
    gr_buf_printf(out, "%*llu |", width, (unsigned long long)a);
    for (uint64_t b = 0; b < n; b++) gr_buf_printf(out, " %*llu", width, (unsigned long long)gr_nim_product(a, b));
    gr_buf_putc(out, '\n');
  }
  return EXIT_OK;
}

int cli_nim_product(const cli_options *o) {
  if (o->table && o->nargs > 0) return cli_error(o, CLI_NIM_TABLE_OR_FACTORS);
  if (o->table && o->trace) return cli_error(o, CLI_NIM_TABLE_TRACE);
  if (!o->table && o->nargs != 2) return cli_error(o, CLI_USAGE_NIM_PRODUCT, GR_I(o->nargs));
  gr_buf out;
  gr_buf_init(&out);
  int rc = o->table ? table(o, &out) : product(o, &out);
  if (rc == EXIT_OK) rc = cli_emit(o, &out);
  gr_buf_free(&out);
  return rc;
}
