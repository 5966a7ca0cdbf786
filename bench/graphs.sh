#!/bin/sh
# graphs.sh — the graph games' part of `make bench` (bench/run.sh calls it;
# it also runs alone from the top of the build directory).
#
# Environment (run.sh passes them; defaults otherwise): CC, CFLAGS, LIBS
# (how to link libgrundy), NODE, CORE (wasm/grundy-core-full.js), BUDGET (units
# per gw_job_run call, 100000), REPS (5).
#
# Tasks, inputs from fixed seeds into bench/out/:
#   hackenbush: a 10^5-edge random picture with cycles (50,000 vertices: a
#     random tree plus 50,000 random edges): fusion, colon principle and
#     every winning cut;
#   geography: a 10^5-vertex random bipartite graph with about 300,000 edges:
#     Hopcroft–Karp, then the alternating search for the winning moves.
# Native and WASM verdicts (JSON, winning moves included) must be identical.

top_srcdir=$(cd "$(dirname "$0")/.." && pwd)
builddir=$(pwd)
out=bench/out
CC=${CC:-cc}
CFLAGS=${CFLAGS:--O2}
BUDGET=${BUDGET:-100000}
REPS=${REPS:-5}
CORE=${CORE:-wasm/grundy-core-full.js}
test -n "$NODE" || NODE=$(command -v node || true)
if test -z "$LIBS"; then
  if test -f .libs/libgrundy.so; then LIBS="-L$builddir/.libs -lgrundy -Wl,-rpath,$builddir/.libs"
  else LIBS="$builddir/.libs/libgrundy.a"; fi
fi

die() {
  echo "bench/graphs.sh: ERROR: $*" >&2
  exit 1
}

mkdir -p "$out" || die "cannot create $out"
OUT=$out
. "$top_srcdir/bench/ratios.sh"
# shellcheck disable=SC2086  # CFLAGS and LIBS are word lists
$CC $CFLAGS -std=c11 -I"$top_srcdir/src" -o bench/bench_graphs "$top_srcdir/bench/bench_graphs.c" $LIBS ||
  die "cannot compile bench/bench_graphs.c"
BG=bench/bench_graphs
HB_IN=$out/hackenbush.txt
GEO_IN=$out/geography.txt
$BG gen-hackenbush 3 50000 100000 >"$HB_IN" || die "cannot generate $HB_IN"
$BG gen-bipartite 4 100000 300000 >"$GEO_IN" || die "cannot generate $GEO_IN"

field() { echo "$1" | awk -v f="$2" '{ print $f }'; }
ratio() { awk -v w="$1" -v n="$2" 'BEGIN { printf "%.2f", w / n }'; }
row() { printf '%-38s %10s %10s %12s  %s\n' "$1" "$2" "$3" "$4" "$5"; }

echo
echo "Graph games: parse + verdict of one position (median of $REPS after a warm-up; WASM in"
echo "gw_job_run(handle, $BUDGET) slices)"
echo "inputs:  $HB_IN: 100,000 edges on 50,000 vertices, a random tree plus random edges (seed 3)"
echo "         $GEO_IN: 100,000 vertices, ~300,000 random odd-even edges, token on 1 (seed 4)"
row "task" "native ms" "WASM ms" "WASM/native" "notes"
row "--------------------------------------" "---------" "---------" "-----------" "-----"
for task in hackenbush geography; do
  if test $task = hackenbush; then input=$HB_IN name="hackenbush, 10^5 edges with cycles"
  else input=$GEO_IN name="geography, 10^5-vertex bipartite"; fi
  nat=$($BG solve $task "$input" 1 "$REPS" "$out/$task.native.json") || die "native $task failed"
  nm=$(field "$nat" 1)
  if test -n "$NODE" && test -f "$CORE"; then
    wasm=$("$NODE" "$top_srcdir/bench/bench_graphs.js" "$CORE" $task "$input" 1 "$REPS" "$BUDGET" \
      "$out/$task.wasm.json") || die "WASM $task failed"
    cmp -s "$out/$task.native.json" "$out/$task.wasm.json" ||
      die "native and WASM verdicts differ ($out/$task.native.json, $out/$task.wasm.json)"
    wm=$(field "$wasm" 1)
    verdict=$(sed -n 's/.*"winner":"\([a-z]*\)".*/\1/p' "$out/$task.native.json")
    r=$(ratio "$wm" "$nm")
    row "$name" "$nm" "$wm" "${r}x" \
      "$(mark "$r" $task); identical JSON ($verdict wins; $(field "$wasm" 5) calls; cold $(field "$wasm" 6) ms)"
    record "$name" "$r" $task
  else
    row "$name" "$nm" "-" "-" "no WASM build or node"
  fi
done
echo "note:    native allocates its big arrays afresh each run and glibc hands them back to the kernel"
echo "         (page faults every run); WASM's linear memory stays mapped.  With"
echo "         MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_ raised, native hackenbush is ~25% faster."
exit 0
