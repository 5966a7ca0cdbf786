# ratios.sh — sourced by the bench scripts: the mark of a WASM/native ratio
# and the list of every ratio of the run ($OUT/ratios.txt), which bench/run.sh
# prints at its end.  Issue 14: WASM within 1.3x of native, or a measured
# explanation (bench/NOTES.md) and the nearest ratio reached; a workload
# explained there is marked "explained" up to the bound given for it below,
# past which it is MISSED like any other.

# explained_bound KEY: the nearest ratio bench/NOTES.md accounts for (empty: none)
explained_bound() {
  case $1 in
  "0.6 rare") echo 1.7 ;;
  "0.77 rare") echo 1.75 ;;
  dag-generate) echo 1.6 ;;
  "sliced short job") echo 2.5 ;; # 0.77 auto: within 1.3x in one call, measured in the same run
  *) echo "" ;;
  esac
}

# mark RATIO KEY: met (<= 1.3), explained (see bench/NOTES.md) or MISSED
mark() {
  awk -v r="$1" -v b="$(explained_bound "$2")" 'BEGIN {
    if (r + 0 <= 1.3) print "met"; else if (b != "" && r + 0 <= b + 0) print "explained"; else print "MISSED" }'
}

# record NAME RATIO KEY: one line of the run's list, with its mark
record() {
  printf '%s\t%s\t%s\n' "$1" "$2" "$(mark "$2" "$3")" >>"${OUT:-bench/out}/ratios.txt"
}
