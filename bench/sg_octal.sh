#!/bin/sh
# sg_octal.sh — Grundy sequences of octal games: the rare-value method
# against the plain mex, and native against WASM.  bench/run.sh calls it at
# its end (`make bench`); it can also run alone from the top of a build
# directory:  sh ../bench/sg_octal.sh
#
# Environment (all optional): CC, CFLAGS (to compile bench/sg_octal.c
# against the built library), NODE (none: native only), BENCH_BUDGET (units
# per gw_job_run call for WASM, 100000), BENCH_SG_REPS (timed runs per task,
# 3; 1 is enough for a quick look).
#
# Methods (src/algo/sgseq.c):
#   naive  the plain mex over every option: O(n) per value for a code that
#          splits, O(N^2) in all;
#   rare   the rare-value (sparse space) method for every value;
#   auto   rare values until the period is PROVED (Guy-Smith: 2*n0 + 2*p +
#          t + 2 values), then the rest copied from the period: what
#          `grundy sg` does.
# Naive is timed at N = 10^5 only (O(N^2)); the ratio is at equal N.
# The large runs: 0.376 to 2^23 and 0.6 to 2^24 (issue 14's targets: <= 4.7 s,
# < 60 s), Grundy's game to 2^21, one auto run each.
# A difference between native and WASM results is an error (exit 1); a
# missed target is reported, not failed.

top_srcdir=$(dirname "$0")/..
top_srcdir=$(cd "$top_srcdir" && pwd)
builddir=$(pwd)
out=bench/out
CC=${CC:-cc}
CFLAGS=$(echo "${CFLAGS:--O2}" | sed 's/  */ /g; s/^ //; s/ $//')
BUDGET=${BENCH_BUDGET:-100000}
REPS=${BENCH_SG_REPS:-3}
test -n "$NODE" || NODE=$(command -v node || true)
CORE=wasm/grundy-core-full.js

die() {
  echo "bench: ERROR: $*" >&2
  exit 1
}

mkdir -p "$out" || die "cannot create $out"
OUT=$out
. "$top_srcdir/bench/ratios.sh"
if test -f .libs/libgrundy.so; then
  LIBS="-L$builddir/.libs -lgrundy -Wl,-rpath,$builddir/.libs"
elif test -f .libs/libgrundy.a; then
  LIBS="$builddir/.libs/libgrundy.a"
else
  die "no libgrundy in $builddir/.libs: run make first"
fi
# shellcheck disable=SC2086
$CC $CFLAGS -std=c11 -I"$top_srcdir/src" -o bench/sg_octal "$top_srcdir/bench/sg_octal.c" $LIBS ||
  die "cannot compile bench/sg_octal.c"
SG=bench/sg_octal

field() { echo "$1" | awk -v f="$2" '{ print $f }'; }
ratio() { awk -v a="$1" -v b="$2" -v f="${3:-%.1f}" 'BEGIN { if (b + 0 == 0) print "-"; else printf f, a / b }'; }
# same A B: two results agree on the values (their hash) and the period, whatever the method
same() { test "$(sed 's/,"method":.*$//' "$1")" = "$(sed 's/,"method":.*$//' "$2")"; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v + 0 <= t + 0) ? "met" : "MISSED" }'; }
row() { printf '%-44s %10s %12s  %s\n' "$1" "$2" "$3" "$4"; }
# nat RULESET N METHOD [REPS]: the native median line
nat() { $SG "$1" "$2" "$3" 1 "${4:-$REPS}" "$out/sg.$1.$2.$3.native" || die "sg_octal $*: failed"; }

echo
echo "Grundy sequences of octal games (grundy sg): rare values vs the plain mex, native"
echo "timing: median of $REPS runs after one warm-up, from the ruleset text to the finished job"
row "task" "ms" "by mex" "notes"
row "--------------------------------------------" "---------" "-----------" "-----"
E5=100000
E6=1000000
E7=10000000
for code in 0.77 0.07 0.137; do
  case $code in
  0.77) name="Kayles" ;;
  0.07) name="Dawson's Kayles" ;;
  *) name="Dawson's chess" ;;
  esac
  naive=$(nat $code $E5 naive)
  rare=$(nat $code $E5 rare)
  same "$out/sg.$code.$E5.naive.native" "$out/sg.$code.$E5.rare.native" ||
    die "$code: rare values and the plain mex differ at N = 10^5 ($out/sg.$code.$E5.*.native)"
  mask=$(sed -n 's/.*"mask":\([0-9]*\).*"rare_heaps":\([0-9]*\).*/mask \1, \2 rare heaps/p' "$out/sg.$code.$E5.rare.native")
  row "$code ($name) naive, N = 10^5" "$(field "$naive" 1)" "$(field "$naive" 5)" ""
  row "$code rare values, N = 10^5" "$(field "$rare" 1)" "$(field "$rare" 5)" \
    "naive/rare $(ratio "$(field "$naive" 1)" "$(field "$rare" 1)")x ($mask; same values and period)"
  if test $code = 0.77; then
    r6=$(nat $code $E6 rare)
    r7=$(nat $code $E7 rare)
    row "$code rare values, N = 10^6" "$(field "$r6" 1)" "$(field "$r6" 5)" ""
    row "$code rare values, N = 10^7" "$(field "$r7" 1)" "$(field "$r7" 5)" \
      "every value by mex; target < 5000 ms: $(verdict "$(field "$r7" 1)" 5000)"
  fi
  a6=$(nat $code $E6 auto)
  a7=$(nat $code $E7 auto)
  test $code != 0.77 || same "$out/sg.$code.$E7.auto.native" "$out/sg.$code.$E7.rare.native" ||
    die "$code: auto and rare differ at N = 10^7"
  row "$code auto (rare + proved period), N = 10^6" "$(field "$a6" 1)" "$(field "$a6" 5)" ""
  row "$code auto (rare + proved period), N = 10^7" "$(field "$a7" 1)" "$(field "$a7" 5)" \
    "$(sed -n 's/.*"status":"\([a-z]*\)","preperiod":\([0-9]*\),"period":\([0-9]*\).*/\1: preperiod \2, period \3/p' "$out/sg.$code.$E7.auto.native")"
done
# Officers, 0.6: a real sparse space, no known period, values in the hundreds.
naive=$(nat 0.6 $E5 naive)
rare=$(nat 0.6 $E5 rare)
same "$out/sg.0.6.$E5.naive.native" "$out/sg.0.6.$E5.rare.native" || die "0.6: rare values and the plain mex differ"
r6=$(nat 0.6 $E6 rare 1)
mask=$(sed -n 's/.*"mask":\([0-9]*\).*"rare_heaps":\([0-9]*\).*/mask \1, \2 rare heaps/p' "$out/sg.0.6.$E6.rare.native")
row "0.6 (Officers) naive, N = 10^5" "$(field "$naive" 1)" "$(field "$naive" 5)" ""
row "0.6 rare values, N = 10^5" "$(field "$rare" 1)" "$(field "$rare" 5)" \
  "naive/rare $(ratio "$(field "$naive" 1)" "$(field "$rare" 1)")x"
row "0.6 rare values, N = 10^6 (1 run)" "$(field "$r6" 1)" "$(field "$r6" 5)" "$mask; no period"
echo "notes: 0.07 and 0.137 have no sparse space (no mask leaves fewer than a quarter of the heaps rare),"
echo "       so 'rare' falls back to the plain mex for them; their period is proved at n = 256, and auto"
echo "       copies the rest. 'by mex' counts the values computed by mex, the others came from the period."

# The large runs of issue 14: 0.376 to 2^23 and 0.6 to 2^24 (auto, one run
# each), and Grundy's game to 2^21 with Flammenkamp's figures.
big() { # RULESET N: one auto run, its time and its rare statistics
  b=$($SG "$1" "$2" auto 0 1 "$out/sg.$1.$2.auto.native") || die "sg_octal $1 $2 auto: failed" # no warm-up
  f="$out/sg.$1.$2.auto.native"
  stats=$(sed -n 's/.*"status":"\([a-z]*\)".*"mask":\([0-9]*\),"sigma":\([0-9]*\),"rare_heaps":\([0-9]*\),"naive_values":\([0-9]*\).*/\1; mask \2, sigma \3, \4 rare heaps, \5 by the plain mex/p' "$f")
  row "$1 auto, N = $2 (1 run)" "$(field "$b" 1)" "$(field "$b" 5)" "$stats; $(tail -1 "$f")"
  echo "$b"
}
echo
echo "large runs (issue 14): 0.376 to 2^23 (target <= 4700 ms), 0.6 to 2^24 (target < 60000 ms)"
b376=$(big 0.376 8388607)
echo "$b376" | head -1
echo "  0.376 to 2^23: $(verdict "$(field "$(echo "$b376" | tail -1)" 1)" 4700)"
b06=$(big 0.6 16777215)
echo "$b06" | head -1
echo "  0.6 to 2^24: $(verdict "$(field "$(echo "$b06" | tail -1)" 1)" 60000)"
bg=$(big grundy 2097151)
echo "$bg" | head -1
echo "  Grundy's game to 2^21: published: largest value 231 at 763622, mask 0xfe, 1274 rare values (heap 0"
echo "  included; the rare heaps above count 1..N), the last at 82860 (test_sg_grundy checks them)"
echo "notes: 0.376 is proved periodic (period 4 from 2268248) at 4536509 values: auto computes those by mex"
echo "       (past 3408795 by copying G(n - 4), exact: see try_shift in src/algo/sgseq.c) and copies the rest."
echo "       0.6 and Grundy's game have no known period: every value is computed by the rare-value mex."
echo "       The time is whole-run CPU-bound: ~one byte store per rare partner and per pair examined."

if test -z "$NODE" || ! test -f "$CORE"; then
  echo "WASM: not measured (no node or no $CORE)"
  exit 0
fi
# ---- native vs WASM -------------------------------------------------------
echo
echo "native vs WASM (node $($NODE --version)), WASM driven by gw_job_run(handle, $BUDGET) slices"
printf '%-44s %10s %10s %12s %8s  %s\n' "task" "native ms" "WASM ms" "WASM/native" "calls" "<= 1.3x"
for task in "0.77 $E6 rare" "0.6 $E5 rare" "0.6 $E6 rare" "0.77 $E7 auto"; do
  # shellcheck disable=SC2086
  set -- $task
  # auto at 10^7 is a job of 1-2 ms: node's CPU time is the whole process's,
  # so V8 still compiling in the background after one warm-up run counts in
  # it (measured: 6.3 ms median after 1 warm-up, 0.8 ms after 5); more
  # warm-up runs and more runs for it.
  warm=1 reps=$REPS
  test "$3" != auto || warm=5 reps=11
  n=$($SG "$1" "$2" "$3" "$warm" "$reps" "$out/sg.$1.$2.$3.native") || die "sg_octal $task: failed"
  w=$("$NODE" "$top_srcdir/bench/sg_octal.js" "$CORE" "$1" "$2" "$3" "$warm" "$reps" "$BUDGET" "$out/sg.$1.$2.$3.wasm") ||
    die "node sg_octal.js $task: failed"
  cmp -s "$out/sg.$1.$2.$3.native" "$out/sg.$1.$2.$3.wasm" ||
    die "native and WASM results differ for $task ($out/sg.$1.$2.$3.native, .wasm)"
  r=$(ratio "$(field "$w" 1)" "$(field "$n" 1)" %.2f)
  key="$1 $3" one=
  if test "$3" = auto; then
    # A job of about 1 ms in 101 slices: native runs it in one call
    # (gr_job_finish), so WASM is timed in one gw_job_run call too; the
    # ratio is explained (bench/NOTES.md) when that one is within 1.3x.
    w1=$("$NODE" "$top_srcdir/bench/sg_octal.js" "$CORE" "$1" "$2" "$3" "$warm" "$reps" 4294967295 "$out/sg.$1.$2.$3.wasm1") ||
      die "node sg_octal.js $task (one call): failed"
    r1=$(ratio "$(field "$w1" 1)" "$(field "$n" 1)" %.2f)
    one="; one call $(field "$w1" 1) ms = ${r1}x"
    test "$(mark "$r1" x)" != met || key="sliced short job"
  fi
  printf '%-44s %10s %10s %12s %8s  %s\n' "$1 $3, N = $2" "$(field "$n" 1)" "$(field "$w" 1)" \
    "${r}x" "$(field "$w" 5)" "$(mark "$r" "$key")$one"
  record "$1 $3, N = $2" "$r" "$key"
done
echo "outputs: identical (the JSON and a hash of every value), native = WASM."
echo "notes: 'explained' = over 1.3x for the reasons measured in bench/NOTES.md: the rare-value loops are"
echo "       load/store-bound, and V8's code for them adds a separate add per byte store and a shift and"
echo "       sub per G(sum - r) (WASM addresses are one i32 + a constant; x86 folds both into the operand),"
echo "       reloads of spilled bases and a stack check per iteration; the byte scatter has no SIMD form."
exit 0
