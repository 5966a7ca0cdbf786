# tests/tap.sh — TAP helpers shared by the sh tests (sourced, not run).
#
#   . "$top_srcdir/tests/tap.sh"
#   need_env GRUNDY              # Bail out unless make check set these
#   run CMD ARGS...              # stdout, stderr and status in $out, $err, $status
#   check "description" CMD...   # ok when CMD succeeds
#   expect_bad "description" FRAGMENT CMD...   # exit 2, empty stdout, FRAGMENT on stderr
#   tap_done                     # the plan (at the end) and the exit status
#
# Descriptions must not contain '#': TAP would read what follows as a directive.

tap_n=0
tap_failed=0
tap_tmp=$(mktemp -d "${TMPDIR:-/tmp}/grundy-test.XXXXXX") || { echo "Bail out! mktemp failed"; exit 1; }
trap 'rm -rf "$tap_tmp"' EXIT
out="$tap_tmp/out"
err="$tap_tmp/err"
status=0

diag() {
  printf '%s\n' "$@" | sed 's/^/# /'
}

ok() {
  tap_n=$((tap_n + 1))
  printf 'ok %d - %s\n' "$tap_n" "$1"
}

not_ok() {
  tap_n=$((tap_n + 1))
  tap_failed=1
  printf 'not ok %d - %s\n' "$tap_n" "$1"
  shift
  [ $# -gt 0 ] && diag "$@"
  return 0
}

# Shows what the last `run` produced, cut to a readable length.
show_run() {
  diag "exit status: $status" "stdout:"
  head -c 600 "$out" | sed 's/^/#   /'
  echo
  diag "stderr:"
  head -c 600 "$err" | sed 's/^/#   /'
  echo
}

need_env() {
  for v in "$@"; do
    eval "val=\${$v:-}"
    if [ -z "$val" ]; then
      echo "Bail out! \$$v is not set: run this test through make check"
      exit 1
    fi
  done
}

run() {
  "$@" >"$out" 2>"$err"
  status=$?
}

check() {
  desc=$1
  shift
  if "$@"; then ok "$desc"; else not_ok "$desc" "failed: $*"; fi
}

# expect_bad DESCRIPTION FRAGMENT CMD... : exit status 2, nothing on stdout,
# "grundy: " and FRAGMENT on stderr.
expect_bad() {
  desc=$1
  fragment=$2
  shift 2
  run "$@"
  if [ "$status" -eq 2 ] && [ ! -s "$out" ] && grep -q '^grundy: ' "$err" && grep -qF -- "$fragment" "$err"; then
    ok "$desc"
  else
    not_ok "$desc" "expected exit 2, empty stdout and '$fragment' on stderr"
    show_run
  fi
}

# expect_ok DESCRIPTION CMD... : exit status 0 and nothing on stderr.
expect_ok() {
  desc=$1
  shift
  run "$@"
  if [ "$status" -eq 0 ] && [ ! -s "$err" ]; then ok "$desc"; else not_ok "$desc"; show_run; fi
}

tap_done() {
  echo "1..$tap_n"
  exit "$tap_failed"
}
