#!/usr/bin/env bash
# `npm test`: every check, in order of cost; non-zero when any fails. Each layer still runs after a
# failure so one run shows everything that is red.
set -u
cd "$(dirname "$0")/.."
mkdir -p reports
bash scripts/ensure-chromium.sh

export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
passed=0
failed=0
failures=()

step() {
  local name="$1"
  shift
  echo ""
  echo "=== $name: $*"
  local start=$(date +%s)
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name passed in $(( $(date +%s) - start )) s"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== $name FAILED in $(( $(date +%s) - start )) s"
  fi
}

step typecheck npx tsc -p . --noEmit
step lint npm run -s lint
step unit npx vitest run
step build npx vite build --logLevel warn
step bundle-budget npx tsx scripts/bundle-budget.ts
step cucumber-api npm run -s test:api
step cucumber-ui npm run -s test:ui
step backend-mode bash scripts/test-backend-mode.sh
step build-demo npx vite build -c vite.demo.config.ts --logLevel warn
step demo bash scripts/test-demo.sh
step e2e npx playwright test
# Last: the report from the NDJSON the cucumber layers above wrote (no second cucumber run).
step conformance npx tsx scripts/conformance.ts

echo ""
[ ${#failures[@]} -gt 0 ] && echo "failed layers: ${failures[*]}"
[ -f reports/conformance.txt ] && cat reports/conformance.txt
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
