#!/bin/sh
# sg_dag.sh — the `dag` benchmark: Grundy values of a random DAG with 10^6
# vertices and 10^7 edges, native and WASM, and the position parser on the
# same graph as text.  Called at the end of bench/run.sh (make bench); run
# from the top of the build directory.  Environment, all optional:
#   CC, CFLAGS, NODE     as for run.sh
#   BENCH_BUDGET         units per gw_job_run call (100000)
#   BENCH_DAG_N          vertices (1000000)
#   BENCH_DAG_M          edges drawn (10000000; duplicates are dropped)
#   BENCH_DAG_REPS       timed runs per task (5)
#
# The graph is the game's own generator, "n=N; random=M,1; start=0" (edges
# i>j with i < j from splitmix64), so native and WASM solve the same graph
# without 150 MB of text crossing into node; the text is measured
# separately (`grundy solve dag - < file` goes through the same parser).
# Times are medians of REPS runs after warm-ups (one native, two WASM: V8
# compiles the module in the background at first).  The machine may be
# shared, so the ratios are taken on the CPU time of the process (as
# run.sh and sg_octal.sh do); the wall time is shown next to it.
# A difference between the native and WASM verdicts is an error (exit 1).

top_srcdir=$(dirname "$0")/..
top_srcdir=$(cd "$top_srcdir" && pwd)
builddir=$(pwd)
out=bench/out
CC=${CC:-cc}
CFLAGS=$(echo "${CFLAGS:--O2}" | sed 's/  */ /g; s/^ //; s/ $//')
BUDGET=${BENCH_BUDGET:-100000}
N=${BENCH_DAG_N:-1000000}
M=${BENCH_DAG_M:-10000000}
REPS=${BENCH_DAG_REPS:-5}
test -n "$NODE" || NODE=$(command -v node || true)
CORE=wasm/grundy-core-full.js

die() {
  echo "bench: ERROR: $*" >&2
  exit 1
}

mkdir -p "$out" || die "cannot create $out"
if test -f .libs/libgrundy.so; then
  LIBS="-L$builddir/.libs -lgrundy -Wl,-rpath,$builddir/.libs"
elif test -f .libs/libgrundy.a; then
  LIBS="$builddir/.libs/libgrundy.a"
else
  die "no libgrundy in $builddir/.libs: run make first"
fi
# shellcheck disable=SC2086  # CFLAGS and LIBS are word lists
$CC $CFLAGS -std=c11 -I"$top_srcdir/src" -o bench/bench_dag "$top_srcdir/bench/bench_dag.c" $LIBS ||
  die "cannot compile bench/bench_dag.c"
BD=bench/bench_dag
field() { echo "$1" | awk -v f="$2" '{ print $f }'; }
ratio() { awk -v w="$1" -v n="$2" 'BEGIN { printf "%.2f", w / n }'; }
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { print (v + 0 <= t + 0) ? "met" : "MISSED" }'; }
row() { printf '%-40s %18s %18s %12s  %s\n' "$1" "$2" "$3" "$4" "$5"; }

echo
echo "dag: Grundy values of every vertex of a random DAG (n=$N; random=$M,1; start=0)"
nat=$($BD solve "$N" "$M" 1 1 "$REPS" $out/dag.native.json) || die "native dag solve failed"
TEXT=$out/dag.txt
$BD gen-text "$N" "$M" 1 "$TEXT" || die "cannot write $TEXT"
nparse=$($BD parse "$TEXT" 1 "$REPS") || die "native dag parse failed"
echo "graph:   $(field "$nat" 6) vertices, $(field "$nat" 7) edges after dropping duplicates;" \
  "text $(field "$nparse" 5) bytes ($TEXT)"
echo "timing:  median of $REPS runs after warm-ups (native 1, WASM 2); WASM jobs driven by gw_job_run(handle, $BUDGET)"
echo "         (\"wall / cpu\": wall-clock ms, and the CPU ms of the process in the same span;"
echo "         the ratios are of CPU times: the machine may be shared)"
have_wasm=no
if test -n "$NODE" && test -f "$CORE"; then
  have_wasm=yes
  BJ="$top_srcdir/bench/bench_dag.js"
  wsl=$("$NODE" "$BJ" "$CORE" solve "$N" "$M" 1 2 "$REPS" "$BUDGET" $out/dag.wasm.json) || die "WASM dag solve failed"
  wlong=$("$NODE" "$BJ" "$CORE" solve "$N" "$M" 1 1 3 long) || die "WASM dag solve (one call) failed"
  wparse=$("$NODE" "$BJ" "$CORE" parse "$TEXT" 2 "$REPS") || die "WASM dag parse failed"
  cmp -s $out/dag.native.json $out/dag.wasm.json ||
    die "native and WASM dag verdicts differ ($out/dag.native.json, $out/dag.wasm.json)"
fi
echo
row "task" "native wall / cpu" "WASM wall / cpu" "WASM/native" "targets"
row "----------------------------------------" "-----------------" "-----------------" "-----------" "-------"
ns=$(field "$nat" 2) nc=$(field "$nat" 8)
if test $have_wasm = yes; then
  ws=$(field "$wsl" 2) wc=$(field "$wsl" 7)
  row "SG of all vertices + verdict (sliced)" "$ns / $nc" "$ws / $wc" "$(ratio "$ws" "$ns") / $(ratio "$wc" "$nc")" \
    "native < 1000 ms: wall $(verdict "$ns" 1000), cpu $(verdict "$nc" 1000)"
  row "  the same, one gw_job_run call" "-" "$(field "$wlong" 2) / $(field "$wlong" 7)" \
    "$(ratio "$(field "$wlong" 2)" "$ns")" "(no tier-up inside one call)"
  ng=$(field "$nat" 9) wg=$(field "$wsl" 8) np=$(field "$nparse" 6) wp=$(field "$wparse" 6)
  row "generate the graph (random=, in parse)" "$(field "$nat" 1) / $ng" "$(field "$wsl" 1) / $wg" \
    "$(ratio "$(field "$wsl" 1)" "$(field "$nat" 1)") / $(ratio "$wg" "$ng")" "(gw_solve_start: also copies the position)"
  row "parse the position text to a job" "$(field "$nparse" 1) / $np" "$(field "$wparse" 1) / $wp" \
    "$(ratio "$(field "$wparse" 1)" "$(field "$nparse" 1)") / $(ratio "$wp" "$np")" "$(field "$nparse" 5) bytes"
  OUT=$out
  . "$top_srcdir/bench/ratios.sh"
  record "dag: SG of all vertices + verdict (CPU)" "$(ratio "$wc" "$nc")" dag
  record "dag: generate the graph (CPU)" "$(ratio "$wg" "$ng")" dag-generate
  record "dag: parse 138 MB of text (CPU)" "$(ratio "$wp" "$np")" dag-parse
  echo
  echo "outputs: identical verdicts native = WASM: $(cat $out/dag.native.json)"
  echo "         ($(field "$wsl" 6) gw_job_run calls per sliced solve)"
else
  row "SG of all vertices + verdict" "$ns / $nc" "-" "-" "native < 1000 ms: wall $(verdict "$ns" 1000), cpu $(verdict "$nc" 1000)"
  row "generate the graph (random=, in parse)" "$(field "$nat" 1) / $(field "$nat" 9)" "-" "-" ""
  row "parse the position text to a job" "$(field "$nparse" 1) / $(field "$nparse" 6)" "-" "-" "$(field "$nparse" 5) bytes"
fi
rm -f "$TEXT"
exit 0
