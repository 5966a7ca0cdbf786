# tests/hostile/hostile.sh — the harness of the hostile-input suite (sourced
# after tests/tap.sh, not run).  Every case is a bad input that must be
# refused cleanly and cheaply:
#
#   bad DESC FRAGMENT INPUT CMD...
#       runs CMD with standard input from the file INPUT, killed after
#       $HOSTILE_SECONDS (default 10, 150 for a sanitizer build: the time bound is the native run's; the sanitizers check memory); ok when the exit status is 2, stdout is
#       empty, stderr starts with "grundy: " and holds FRAGMENT, it took less
#       than $HOSTILE_SECONDS and its peak memory (GNU time's %M, the process
#       and its children) stayed under $HOSTILE_KB (default 1 GiB).
#   With HOSTILE_STATUS set (e.g. 1), another exit status is expected;
#   with HOSTILE_STDOUT set (e.g. /dev/full), stdout goes there instead
#   (a write error: stdout is then not looked at).  Set them before a call
#   and unset them after (sh keeps an assignment before a function call).
#   good DESC FRAGMENT INPUT CMD...
#       the same bounds for an input just within a limit: ok when the exit
#       status is 0 and stdout holds FRAGMENT.
#   text FILE FORMAT      writes printf '%b' FORMAT to FILE ('\0000' is a NUL
#                         byte that no digit can extend)
#   hostile_summary SURFACE
#       a diagnostic line: how many bad inputs, the worst time and the worst
#       peak memory among them, and which case cost each (the figures the
#       closing note of issue 13 asks for).
#
# Without GNU time, the time is measured with date and the memory is not.

# A sanitizer build (SANITIZER_FLAGS from configure --enable-sanitizers, or
# CFLAGS, both exported by make check, hold -fsanitize) runs C several times
# slower: its bound is wider than the native one.
if [ -z "${HOSTILE_SECONDS:-}" ]; then
  case "${SANITIZER_FLAGS:-} ${GRUNDY_CFLAGS:-}" in
  *-fsanitize*) HOSTILE_SECONDS=150 ;; # the sg budgets spend ~3 s natively, 30-60 s under ASan + UBSan
  *) HOSTILE_SECONDS=10 ;;
  esac
fi
HOSTILE_KB=${HOSTILE_KB:-1048576}
hostile_count=0
hostile_worst_time=0
hostile_worst_time_case=
hostile_worst_kb=0
hostile_worst_kb_case=
hostile_timer=
if /usr/bin/time -o /dev/null -f '%e %M' true 2>/dev/null; then hostile_timer=/usr/bin/time; fi

text() {
  printf '%b' "$2" >"$1"
}

# The larger of two decimals (awk: sh has integers only).
hostile_more() {
  awk -v a="$1" -v b="$2" 'BEGIN { exit !(a + 0 > b + 0) }'
}

good() {
  hostile_good=1
  bad "$@"
  hostile_good=
}

bad() {
  desc=$1
  fragment=$2
  input=$3
  shift 3
  want=${HOSTILE_STATUS:-2}
  [ -n "${hostile_good:-}" ] && want=0
  stdout=${HOSTILE_STDOUT:-$out}
  : >"$out"
  hostile_count=$((hostile_count + 1))
  if [ -n "$hostile_timer" ]; then
    "$hostile_timer" -o "$tap_tmp/rusage" -f '%e %M' timeout -s KILL "$HOSTILE_SECONDS" "$@" <"$input" >"$stdout" 2>"$err"
    status=$?
    set -- $(tail -n 1 "$tap_tmp/rusage")
    secs=${1:-0}
    kb=${2:-0}
  else
    start=$(date +%s.%N)
    timeout -s KILL "$HOSTILE_SECONDS" "$@" <"$input" >"$stdout" 2>"$err"
    status=$?
    secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    kb=0
  fi
  if hostile_more "$secs" "$hostile_worst_time"; then
    hostile_worst_time=$secs
    hostile_worst_time_case=$desc
  fi
  if [ "$kb" -gt "$hostile_worst_kb" ]; then
    hostile_worst_kb=$kb
    hostile_worst_kb_case=$desc
  fi
  why=
  [ "$status" -eq "$want" ] || why="exit status $status, not $want"
  if [ -n "${hostile_good:-}" ]; then
    grep -qF -- "$fragment" "$out" || why="$why; stdout lacks '$fragment'"
  else
    [ -s "$out" ] && why="$why; stdout is not empty"
    grep -q '^grundy: ' "$err" || why="$why; stderr does not start with 'grundy: '"
    grep -qF -- "$fragment" "$err" || why="$why; stderr lacks '$fragment'"
  fi
  hostile_more "$secs" "$HOSTILE_SECONDS" && why="$why; took ${secs}s"
  [ "$kb" -lt "$HOSTILE_KB" ] || why="$why; peak memory ${kb} KB"
  if [ -z "$why" ]; then
    ok "$desc (${secs}s, ${kb} KB)"
  else
    not_ok "$desc" "${why#; }"
    show_run
  fi
}

hostile_summary() {
  if [ -n "$hostile_timer" ]; then
    memory="worst peak memory $((hostile_worst_kb / 1024)) MB ($hostile_worst_kb_case)"
  else
    memory="peak memory not measured (no GNU time)"
  fi
  diag "$1: $hostile_count bad inputs; worst time ${hostile_worst_time}s ($hostile_worst_time_case); $memory" \
    "(bounds: ${HOSTILE_SECONDS} s and $((HOSTILE_KB / 1024)) MB a case)"
}
