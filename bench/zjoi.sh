#!/bin/sh
# zjoi.sh — part of `make bench` (bench/run.sh calls it): the ZJOI2009
# interval DP against the textbook solution, in CPU time of whole processes.
#
#   plain DP   bench/zjoi_plain.c: two n x n int tables, the five cases as
#              an if/else chain (the seed's reference solution, in C)
#   grundy     `grundy judge zjoi2009 < input` (src/algo/interval_dp.c)
# on the full-limit input (T = 10, n = 1000, piles 1..10^9, seed 1, made
# here by bench_native gen-judge), and the 20,000-pile verdict
# `grundy solve lr - < piles` (piles 1..10^18, seed 2, and 1..10^9, seed 3).
#
# CPU time (user + system, bench/cputime.c: wait4's rusage) rather than
# wall time, because the machine may be shared; median of REPS runs after
# one warm-up run.  Outputs are compared byte for byte (exit 1 on a
# difference).  Targets: grundy >= 3x less CPU than the plain DP; the
# verdict >= 3x faster than before src/algo/interval_dp.c, whose figure is
# OLD_VERDICT_MS below (measured on the development machine; set
# BENCH_OLD_GRUNDY to an older grundy binary to measure it side by side,
# on the judge input too).
#
# Environment (run.sh passes them): CC, CFLAGS, BN (bench/bench_native),
# CLI (the grundy program), OUT (bench/out), REPS.

CC=${CC:-cc}
CFLAGS=${CFLAGS:--O2}
OUT=${OUT:-bench/out}
REPS=${REPS:-11}
top_srcdir=$(cd "$(dirname "$0")/.." && pwd)
# Today's figure before the kernel: median CPU ms of `grundy solve lr` on
# the 20,000-pile input at commit 1a67cc7 (before the kernel), on the machine
# of the bench notes (gcc 12, -O2).
OLD_VERDICT_MS=${OLD_VERDICT_MS:-570}

die() {
  echo "bench/zjoi.sh: ERROR: $*" >&2
  exit 1
}
test -n "$BN" && test -n "$CLI" || die "BN and CLI must be set (run bench/run.sh)"
mkdir -p "$OUT" bench || die "cannot create $OUT"

# shellcheck disable=SC2086  # CFLAGS is a word list
$CC $CFLAGS -o bench/zjoi_plain "$top_srcdir/bench/zjoi_plain.c" || die "cannot compile bench/zjoi_plain.c"
# shellcheck disable=SC2086
$CC $CFLAGS -std=c11 -o bench/cputime "$top_srcdir/bench/cputime.c" || die "cannot compile bench/cputime.c"
CPU=bench/cputime

FULL=$OUT/zjoi_full.in
$BN gen-judge 1 10 1000 1000000000 >"$FULL" || die "cannot generate $FULL"
$BN gen-piles 2 20000 1000000000000000000 >"$OUT/zjoi_piles64.txt" || die "cannot generate the piles"
$BN gen-piles 3 20000 1000000000 >"$OUT/zjoi_piles32.txt" || die "cannot generate the piles"

field() { echo "$1" | awk -v f="$2" '{ print $f }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v r="$1" -v t="$2" 'BEGIN { print (r + 0 >= t + 0) ? "met" : "MISSED" }'; }
row() { printf '%-44s %12s %12s  %s\n' "$1" "$2" "$3" "$4"; }

plain=$($CPU "$FULL" 1 "$REPS" "$OUT/zjoi.plain.out" bench/zjoi_plain) || die "the plain DP failed"
fast=$($CPU "$FULL" 1 "$REPS" "$OUT/zjoi.grundy.out" "$CLI" judge zjoi2009) || die "grundy judge zjoi2009 failed"
cmp -s "$OUT/zjoi.plain.out" "$OUT/zjoi.grundy.out" ||
  die "grundy judge zjoi2009 and the plain DP disagree ($OUT/zjoi.grundy.out, $OUT/zjoi.plain.out)"
vreps=$((REPS / 2))
test "$vreps" -ge 3 || vreps=3
v64=$($CPU "$OUT/zjoi_piles64.txt" 1 "$vreps" "$OUT/zjoi.v64.out" "$CLI" solve lr -) || die "grundy solve lr failed"
v32=$($CPU "$OUT/zjoi_piles32.txt" 1 "$vreps" "$OUT/zjoi.v32.out" "$CLI" solve lr -) || die "grundy solve lr failed"
old64=$OLD_VERDICT_MS old_what="recorded"
oldj=
if test -n "$BENCH_OLD_GRUNDY"; then
  o=$($CPU "$FULL" 1 "$REPS" "$OUT/zjoi.old.out" "$BENCH_OLD_GRUNDY" judge zjoi2009) || die "$BENCH_OLD_GRUNDY judge failed"
  cmp -s "$OUT/zjoi.plain.out" "$OUT/zjoi.old.out" || die "the old grundy and the plain DP disagree"
  oldj=$(field "$o" 1)
  o=$($CPU "$OUT/zjoi_piles64.txt" 1 "$vreps" "$OUT/zjoi.v64.old.out" "$BENCH_OLD_GRUNDY" solve lr -) ||
    die "$BENCH_OLD_GRUNDY solve lr failed"
  cmp -s "$OUT/zjoi.v64.out" "$OUT/zjoi.v64.old.out" || die "the old and the new verdict differ"
  old64=$(field "$o" 1) old_what="measured now"
fi

p=$(field "$plain" 1)
f=$(field "$fast" 1)
n64=$(field "$v64" 1)
n32=$(field "$v32" 1)
rj=$(ratio "$p" "$f")
rv=$(ratio "$old64" "$n64")
echo
echo "ZJOI2009 interval DP, CPU ms of whole processes (user + system, median of $REPS; verdicts $vreps):"
row "task" "CPU ms" "ratio" "target"
row "--------------------------------------------" "------" "-----" "------"
row "plain DP (bench/zjoi_plain.c), full limit" "$p" "1.00x" ""
test -z "$oldj" || row "old grundy judge zjoi2009 (BENCH_OLD_GRUNDY)" "$oldj" "$(ratio "$p" "$oldj")x" ""
row "grundy judge zjoi2009, full limit" "$f" "${rj}x" ">= 3x less CPU than the plain DP: $(verdict "$rj" 3)"
row "grundy solve lr, 20,000 piles to 10^18" "$n64" "${rv}x" \
  ">= 3x faster than before ($old64 ms, $old_what): $(verdict "$rv" 3)"
row "grundy solve lr, 20,000 piles to 10^9" "$n32" "" "(the same 16-bit codes: no 64-bit path)"
echo "outputs: grundy = plain DP on the full-limit input ($(grep -c . <"$OUT/zjoi.plain.out") lines)."
exit 0
