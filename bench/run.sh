#!/bin/sh
# run.sh — `make bench`: native and WASM (under node) side by side.
#
# Run from the top of the build directory (make does).  Environment, all
# optional (make passes them; otherwise the defaults below):
#   CC, CFLAGS    to compile bench/bench_native.c against the built library
#   NODE          node, for the WASM half (none: native only)
#   EMCC          only to print its version
#   BENCH_BUDGET  units per gw_job_run call when driving WASM jobs (100000)
#   BENCH_REPS    timed runs per task (11; the 20,000-pile verdict, ~0.1 s a
#                 run, gets half as many, at least 3)
#   CHROMIUM, NODE_PATH, GRUNDY_WEB
#                 for the page's own numbers at the end (bench/page.sh)
#
# Inputs are generated deterministically (splitmix64, fixed seeds) into
# bench/out/.  Every median is over BENCH_REPS runs after warm-up runs, in
# one process per measurement.  A difference between the native and WASM
# results is an error (exit 1); a missed target is reported as MISSED but
# is not a failure: this is a report, not a test.

top_srcdir=$(dirname "$0")/..
top_srcdir=$(cd "$top_srcdir" && pwd)
builddir=$(pwd)
out=bench/out
CC=${CC:-cc}
CFLAGS=$(echo "${CFLAGS:--O2}" | sed 's/  */ /g; s/^ //; s/ $//')
BUDGET=${BENCH_BUDGET:-100000}
REPS=${BENCH_REPS:-11}
BIG_REPS=$((REPS / 2))
test "$BIG_REPS" -ge 3 || BIG_REPS=3
test -n "$NODE" || NODE=$(command -v node || true)
test -n "$EMCC" || EMCC=$(command -v emcc || true)
CORE=wasm/grundy-core-full.js

die() {
  echo "bench: ERROR: $*" >&2
  exit 1
}

mkdir -p "$out" || die "cannot create $out"
. "$top_srcdir/bench/ratios.sh"
: >"$out/ratios.txt" # every WASM/native ratio of this run, printed at the end

# ---- the native bench program, against the library just built ----------
if test -f .libs/libgrundy.so; then
  LIBS="-L$builddir/.libs -lgrundy -Wl,-rpath,$builddir/.libs"
elif test -f .libs/libgrundy.a; then
  LIBS="$builddir/.libs/libgrundy.a"
else
  die "no libgrundy in $builddir/.libs: run make first"
fi
# shellcheck disable=SC2086  # CFLAGS and LIBS are word lists
$CC $CFLAGS -std=c11 -I"$top_srcdir/src" -o bench/bench_native "$top_srcdir/bench/bench_native.c" $LIBS ||
  die "cannot compile bench/bench_native.c"
BN=bench/bench_native

# ---- inputs -------------------------------------------------------------
JUDGE_IN=$out/judge.in
PILES_IN=$out/piles.txt
$BN gen-judge 1 10 1000 1000000000 >"$JUDGE_IN" || die "cannot generate $JUDGE_IN"
$BN gen-piles 2 20000 1000000000000000000 >"$PILES_IN" || die "cannot generate $PILES_IN"

# The real CLI binary: with shared libraries, ./grundy is libtool's wrapper
# script and the program is .libs/grundy (as it will be once installed).
if test -x .libs/grundy; then
  CLI=$builddir/.libs/grundy
  LD_LIBRARY_PATH=$builddir/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
else
  CLI=$builddir/grundy
fi

# ---- the machine --------------------------------------------------------
cpu=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
ncpu=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
echo "Grundy benchmarks: native vs WASM, the same C on the same inputs"
echo "machine: $ncpu cores${cpu:+ ($cpu)}, $(uname -sm)"
echo "native:  $($CC --version 2>/dev/null | head -n 1); CFLAGS $CFLAGS"
case " $CFLAGS " in
*-fsanitize*|*-O0*) echo "         (a sanitizer or -O0 build: these times say little)" ;;
esac
if test -n "$NODE"; then
  echo "node:    $($NODE --version)"
else
  echo "node:    not found: WASM columns are empty"
fi
if test -n "$EMCC"; then
  echo "emcc:    $($EMCC --version 2>/dev/null | sed -n '1s/.*) *\([0-9][0-9.]*\).*/\1/p')"
fi
test -f "$CORE" || echo "note:    no $CORE (configured with --disable-web?): WASM columns are empty"
echo "inputs:  $JUDGE_IN: zjoi2009 at the full limit, T = 10, n = 1000, piles 1..10^9 (seed 1)"
echo "         $PILES_IN: 20,000 piles 1..10^18 (seed 2)"
echo "timing:  median of $REPS runs ($BIG_REPS for the verdict) after warm-up runs; WASM jobs driven"
echo "         by gw_job_run(handle, $BUDGET) slices, as the page drives them"
echo

# ---- measurements -------------------------------------------------------
# Each prints "median min max reps [calls first_ms]"; field $1 is the median.
field() { echo "$1" | awk -v f="$2" '{ print $f }'; }

nat_judge=$($BN judge "$JUDGE_IN" 2 "$REPS" $out/judge.native.out) || die "native judge failed"
nat_solve=$($BN solve "$PILES_IN" 1 "$BIG_REPS" $out/solve.native.json) || die "native verdict failed"
cli_judge=$($BN exec "$JUDGE_IN" 2 "$REPS" $out/judge.cli.out "$CLI" judge zjoi2009) || die "grundy judge failed"
cmp -s $out/judge.native.out $out/judge.cli.out ||
  die "the CLI's judge output differs from the library's ($out/judge.cli.out, $out/judge.native.out)"

have_wasm=no
if test -n "$NODE" && test -f "$CORE"; then
  have_wasm=yes
  BW="$top_srcdir/bench/bench_wasm.js"
  wasm() { "$NODE" "$@" || die "node $*: failed"; }
  wasm_judge=$(wasm "$BW" "$CORE" judge "$JUDGE_IN" 3 "$REPS" "$BUDGET" $out/judge.wasm.out) || exit 1
  wasm_solve=$(wasm "$BW" "$CORE" solve "$PILES_IN" 1 "$BIG_REPS" "$BUDGET" $out/solve.wasm.json) || exit 1
  cmp -s $out/judge.native.out $out/judge.wasm.out ||
    die "native and WASM judge outputs differ ($out/judge.native.out, $out/judge.wasm.out)"
  cmp -s $out/solve.native.json $out/solve.wasm.json ||
    die "native and WASM verdict JSON differ ($out/solve.native.json, $out/solve.wasm.json)"
fi

# ---- the table ----------------------------------------------------------
ratio() { awk -v w="$1" -v n="$2" 'BEGIN { printf "%.2f", w / n }'; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v + 0 <= t + 0) ? "met" : "MISSED" }'; }
row() { printf '%-38s %10s %10s %12s  %s\n' "$1" "$2" "$3" "$4" "$5"; }

nj=$(field "$nat_judge" 1)
ns=$(field "$nat_solve" 1)
nc=$(field "$cli_judge" 1)
row "task" "native ms" "WASM ms" "WASM/native" "targets"
row "--------------------------------------" "---------" "---------" "-----------" "-------"
if test $have_wasm = yes; then
  wj=$(field "$wasm_judge" 1)
  ws=$(field "$wasm_solve" 1)
  rj=$(ratio "$wj" "$nj")
  rs=$(ratio "$ws" "$ns")
  row "judge zjoi2009, T = 10, n = 1000" "$nj" "$wj" "${rj}x" \
    "WASM <= 1.3x: $(mark "$rj" judge); native < 20 ms: $(verdict "$nj" 20)"
  row "lr verdict, 20,000 piles" "$ns" "$ws" "${rs}x" "WASM <= 1.3x: $(mark "$rs" lr)"
  record "judge zjoi2009, T = 10, n = 1000" "$rj" judge
  record "lr verdict, 20,000 piles" "$rs" lr
else
  row "judge zjoi2009, T = 10, n = 1000" "$nj" "-" "-" "native < 20 ms: $(verdict "$nj" 20); WASM <= 1.3x: not measured"
  row "lr verdict, 20,000 piles" "$ns" "-" "-" "WASM <= 1.3x: not measured"
fi
row "CLI: grundy judge zjoi2009 < input" "$nc" "-" "-" "(whole process: exec, load, read, solve, write)"
echo
if test $have_wasm = yes; then
  echo "outputs: identical. Judge text native = WASM = CLI ($(grep -c . <$out/judge.native.out) lines," \
    "$(grep -c '^1$' <$out/judge.native.out) first-player wins); verdict JSON native = WASM" \
    "($(wc -c <$out/solve.native.json | tr -d ' ') bytes, the winning moves included)."
  echo "         CPU times (user + system of the process over the timed span, not wall time: the machine"
  echo "         may be shared); they still vary by 5-10% from run to run on a loaded machine."
else
  echo "outputs: judge text native = CLI (no WASM to compare with)."
fi

# ---- ZJOI2009: grundy against the textbook DP, CPU time (bench/zjoi.sh) ---
CC="$CC" CFLAGS="$CFLAGS" BN=$BN CLI=$CLI OUT=$out REPS=$REPS sh "$top_srcdir/bench/zjoi.sh" || exit 1

# ---- the graph games (hackenbush, geography): bench/graphs.sh ------------
CC="$CC" CFLAGS="$CFLAGS" LIBS="$LIBS" NODE="$NODE" CORE="$CORE" BUDGET="$BUDGET" REPS="$BIG_REPS" \
  sh "$top_srcdir/bench/graphs.sh" || die "bench/graphs.sh failed"

BN=$BN CORE=$CORE NODE=$NODE OUT=$out REPS=$REPS BUDGET=$BUDGET HAVE_WASM=$have_wasm \
  sh "$top_srcdir/bench/closed_a.sh" || exit 1

# Grundy sequences of octal games (bench/sg_octal.sh), at the end either way.
sg_bench() {
  CC="$CC" CFLAGS="$CFLAGS" NODE="$NODE" BENCH_BUDGET="$BUDGET" sh "$top_srcdir/bench/sg_octal.sh" || exit 1
}

# ---- the summary: every ratio, and the outputs against today's ----------
# bench/outputs.sha256: the SHA-256 of every output the benchmarks compare
# (made by main at 423e7d9, before issue 14's WASM work); a run whose outputs
# differ from them is an error, like a native/WASM difference.
summary() {
  echo
  echo "Summary: every WASM/native ratio of this run (CPU time; issue 14: <= 1.3x, or explained in bench/NOTES.md)"
  awk -F '\t' '{ printf "  %-46s %6sx  %s\n", $1, $2, $3 }' "$out/ratios.txt"
  nr=$(grep -c . <"$out/ratios.txt")
  nm=$(grep -c '	met$' <"$out/ratios.txt")
  ne=$(grep -c '	explained$' <"$out/ratios.txt")
  nx=$(grep -c '	MISSED$' <"$out/ratios.txt")
  echo "  $nr ratios: $nm met, $ne explained (bench/NOTES.md), $nx MISSED"
  sums="$top_srcdir/bench/outputs.sha256"
  checked=0 bad=
  while read -r sum file; do
    test -n "$file" || continue
    case $sum in '#'*) continue ;; esac
    if test -f "$out/$file"; then
      checked=$((checked + 1))
      # The verdicts' "grundy_note" (why no Grundy value: issue 12's bounded
      # search, added after 423e7d9) is left out; everything else is byte
      # for byte.
      test "$(sed 's/,"grundy_note":{"en":"[^"]*","zh":"[^"]*"}//' "$out/$file" | sha256sum | cut -d ' ' -f 1)" = "$sum" ||
        bad="$bad $file"
    fi
  done <"$sums"
  if test -n "$bad"; then
    die "outputs differ from the stored checksums (bench/outputs.sha256):$bad"
  fi
  if test $have_wasm = yes; then
    echo "outputs: native = WASM for every task above, and $checked outputs identical to the stored"
  else
    echo "outputs: native only (no WASM), $checked outputs identical to the stored"
  fi
  echo "         checksums of today's (bench/outputs.sha256)"
}

# The dag benchmark (bench/sg_dag.sh) runs last, with or without WASM.
test $have_wasm = yes || { sg_bench; sh "$top_srcdir/bench/sg_dag.sh" || exit 1; summary; exit 0; }

# ---- why slices ---------------------------------------------------------
# V8 compiles WASM first with its baseline compiler (Liftoff) and tiers a
# function up to TurboFan once it has run a while, but a call already
# running keeps its baseline code: there is no on-stack replacement.  One
# long gw_job_run call on the verdict is one run of verdict_advance, so it
# never leaves the baseline tier.  (The judge re-enters verdict_advance for
# each of its 10 tests, so even one long call picks up the fast code.)
echo
echo "Why slices (WASM ms): the same job driven differently."
echo "  sliced = gw_job_run(handle, $BUDGET) until done; one call = gw_job_run(handle, 2^32 - 1);"
echo "  cold = the first run in a fresh node process, before V8 has optimised anything; the other"
echo "  columns are medians after warm-up; Liftoff only = node --liftoff-only (V8 never tiers up)."
printf '%-38s %10s %12s %10s %14s %14s\n' "task" "sliced" "sliced cold" "one call" "one call cold" "Liftoff only"
for task in judge solve; do
  if test $task = judge; then
    input=$JUDGE_IN warm=2 reps=$REPS lwarm=1 lreps=$REPS name="judge zjoi2009, T = 10, n = 1000" sliced=$wasm_judge
  else
    input=$PILES_IN warm=1 reps=3 lwarm=0 lreps=1 name="lr verdict, 20,000 piles" sliced=$wasm_solve
  fi
  # Sliced cold and one call cold come from a fresh process's first run.
  cold=$(wasm "$BW" "$CORE" $task "$input" 0 1 "$BUDGET") || exit 1
  long=$(wasm "$BW" "$CORE" $task "$input" "$warm" "$reps" long) || exit 1
  # --liftoff-only: V8 never tiers up, so every call runs baseline code.
  lift=$("$NODE" --liftoff-only "$BW" "$CORE" $task "$input" "$lwarm" "$lreps" "$BUDGET" 2>/dev/null) || lift=n/a
  printf '%-38s %10s %12s %10s %14s %14s\n' "$name" "$(field "$sliced" 1)" "$(field "$cold" 1)" \
    "$(field "$long" 1)" "$(field "$long" 6)" "$(field "$lift" 1)"
done

echo
echo "Budget per gw_job_run call (WASM median ms after warm-up; [calls per job]; default $BUDGET):"
printf '%-38s' "budget"
budgets="10000 30000 100000 300000 1000000"
for b in $budgets; do printf ' %16s' "$b"; done
echo
for task in judge solve; do
  if test $task = judge; then input=$JUDGE_IN warm=2 reps=$REPS name="judge zjoi2009, T = 10, n = 1000"
  else input=$PILES_IN warm=1 reps=3 name="lr verdict, 20,000 piles"; fi
  printf '%-38s' "$name"
  for b in $budgets; do
    r=$(wasm "$BW" "$CORE" $task "$input" "$warm" "$reps" "$b") || exit 1
    printf ' %16s' "$(field "$r" 1) [$(field "$r" 5)]"
  done
  echo
done
sg_bench
sh "$top_srcdir/bench/sg_dag.sh" || exit 1

# ---- the page in Chromium: bundle, time to interactive, frames, network ----
sh "$top_srcdir/bench/page.sh" || exit 1
summary
exit 0
