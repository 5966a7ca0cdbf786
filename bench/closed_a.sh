#!/bin/sh
# closed_a.sh — part of `make bench` (bench/run.sh calls it after its own
# table): Wythoff's game and the k / s*k table, native vs WASM.
#
#   poj1067, 10^6 pairs of random 64-bit piles (every fourth pair cold,
#     seed 3): the exact cold test with 192-bit products, per query;
#   nowcoder11166a with one test "5000 5000": the whole 5001 x 5001 table
#     of lost positions, built row by row.
#
# Environment (run.sh passes it): BN (bench_native), CORE (the WASM bundle),
# NODE, OUT (bench/out), REPS, BUDGET (units per gw_job_run call),
# HAVE_WASM (yes/no).  Outputs must be byte-identical native vs WASM.
top_srcdir=$(cd "$(dirname "$0")/.." && pwd)
die() {
  echo "bench: ERROR: $*" >&2
  exit 1
}
WY_IN=$OUT/poj1067.in
KS_IN=$OUT/nowcoder11166a.in
$BN gen-wythoff 3 1000000 >"$WY_IN" || die "cannot generate $WY_IN"
printf '1\n5000 5000\n' >"$KS_IN"

. "$top_srcdir/bench/ratios.sh"
field() { echo "$1" | awk -v f="$2" '{ print $f }'; }
ratio() { awk -v w="$1" -v n="$2" 'BEGIN { printf "%.2f", w / n }'; }
row() { printf '%-38s %10s %10s %12s  %s\n' "$1" "$2" "$3" "$4" "$5"; }

nat_wy=$($BN judge "$WY_IN" 1 "$REPS" "$OUT/poj1067.native.out" poj1067) || die "native poj1067 failed"
nat_ks=$($BN judge "$KS_IN" 1 "$REPS" "$OUT/nowcoder11166a.native.out" nowcoder11166a) || die "native nowcoder11166a failed"
nw=$(field "$nat_wy" 1)
nk=$(field "$nat_ks" 1)
echo
echo "Wythoff and k / s*k (closed-a): $WY_IN: 10^6 random 64-bit pairs, every fourth cold (seed 3);"
echo "  $KS_IN: one test at 5000 5000, i.e. the whole 5001 x 5001 table of lost positions."
row "task" "native ms" "WASM ms" "WASM/native" "notes"
if test "$HAVE_WASM" = yes; then
  BW="$top_srcdir/bench/bench_wasm.js"
  wasm_wy=$("$NODE" "$BW" "$CORE" judge:poj1067 "$WY_IN" 2 "$REPS" "$BUDGET" "$OUT/poj1067.wasm.out") ||
    die "node poj1067 failed"
  wasm_ks=$("$NODE" "$BW" "$CORE" judge:nowcoder11166a "$KS_IN" 2 "$REPS" "$BUDGET" "$OUT/nowcoder11166a.wasm.out") ||
    die "node nowcoder11166a failed"
  cmp -s "$OUT/poj1067.native.out" "$OUT/poj1067.wasm.out" || die "native and WASM poj1067 outputs differ"
  cmp -s "$OUT/nowcoder11166a.native.out" "$OUT/nowcoder11166a.wasm.out" || die "native and WASM nowcoder11166a outputs differ"
  ww=$(field "$wasm_wy" 1)
  wk=$(field "$wasm_ks" 1)
  rw=$(ratio "$ww" "$nw") rk=$(ratio "$wk" "$nk")
  row "judge poj1067, 10^6 64-bit pairs" "$nw" "$ww" "${rw}x" \
    "$(mark "$rw" poj1067); $(awk -v m="$nw" 'BEGIN { printf "%.0f ns/query native", m * 1e6 / 1e6 }'); $(field "$wasm_wy" 5) calls"
  row "kstake table 5001 x 5001" "$nk" "$wk" "${rk}x" "$(mark "$rk" kstake); $(field "$wasm_ks" 5) calls of $BUDGET units"
  record "judge poj1067, 10^6 64-bit pairs" "$rw" poj1067
  record "kstake table 5001 x 5001" "$rk" kstake
  echo "outputs: identical native = WASM ($(grep -c '^0$' <"$OUT/poj1067.native.out") cold pairs of 10^6;" \
    "5000 5000: $(cat "$OUT/nowcoder11166a.native.out"))."
else
  row "judge poj1067, 10^6 64-bit pairs" "$nw" "-" "-" "WASM not measured"
  row "kstake table 5001 x 5001" "$nk" "-" "-" "WASM not measured"
fi
exit 0
