#!/bin/sh
# bench/page.sh — the page's numbers for `make bench` (the end of
# bench/run.sh): bundle size, time to interactive, frame times, network.
# Runs bench/page.js in headless Chromium through playwright-core.
# Environment: NODE, CHROMIUM, NODE_PATH (playwright-core), GRUNDY_WEB
# (the built page; default page).  A missed target is reported as MISSED,
# not a failure: this is a report, not a test (tests/e2e/classroom.js
# asserts the same targets).
top_srcdir=$(cd "$(dirname "$0")/.." && pwd)
web=${GRUNDY_WEB:-page}
test -n "$NODE" || NODE=$(command -v node || true)
test -n "$CHROMIUM" || CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
echo
if test -z "$NODE" || test -z "$CHROMIUM" || ! test -f "$web/grundy-core.js"; then
  echo "page: not measured (needs node, Chromium and the built page in $web)"
  exit 0
fi
CHROMIUM=$CHROMIUM NODE_PATH=$NODE_PATH "$NODE" "$top_srcdir/bench/page.js" "$web"
