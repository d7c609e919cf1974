#!/usr/bin/env bash
# `npm test`: every check; non-zero when any fails. Each layer still runs after a failure so one run shows
# everything that is red. The `@ui` layer is most of the time: it starts as soon as the console is built,
# and every other check runs in a second lane beside it, one after another; their CPU is small beside the
# `@ui` layer's (README: where the test time goes).
set -u
cd "$(dirname "$0")/.."
mkdir -p reports/logs
bash scripts/ensure-chromium.sh

export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
results=reports/logs/results.txt
: >"$results"
started=$(date +%s)

# step NAME CMD...: runs one check and records whether it passed. Alone, its output streams; in a lane (below),
# it is kept in reports/logs/NAME.log and printed whole when the check ends, so two lanes do not interleave.
step() {
  local name="$1"
  shift
  local start=$(date +%s)
  local status
  if [ -z "${IN_LANE:-}" ]; then
    echo ""
    echo "=== $name: $*"
    "$@"
    status=$?
  else
    "$@" >"reports/logs/$name.log" 2>&1
    status=$?
    echo ""
    echo "=== $name: $*"
    cat "reports/logs/$name.log"
  fi
  local took=$(( $(date +%s) - start ))
  if [ "$status" -eq 0 ]; then
    echo "=== $name passed in $took s"
    echo "$name passed" >>"$results"
  else
    echo "=== $name FAILED in $took s"
    echo "$name FAILED" >>"$results"
  fi
}

# lanes "A1 A2 ..." "B1 B2 ...": two sequences of steps side by side (each name below is a step function).
lanes() {
  local lane
  local pids=()
  for lane in "$@"; do
    ( IN_LANE=1; for s in $lane; do "run_$s"; done ) &
    pids+=($!)
  done
  wait "${pids[@]}"
}

run_typecheck() { step typecheck npx tsc -p . --noEmit; }
run_lint() { step lint npm run -s lint; }
run_build() { step build npx vite build --logLevel warn; }
run_bundle_budget() { step bundle-budget npx tsx scripts/bundle-budget.ts; }
run_build_demo() { step build-demo npx vite build -c vite.demo.config.ts --logLevel warn; }
run_backend_mode() { step backend-mode bash scripts/test-backend-mode.sh; }
run_demo() { step demo bash scripts/test-demo.sh; }
run_e2e() { step e2e npx playwright test; }

run_unit() { step unit npx vitest run; }
run_api() { step cucumber-api npm run -s test:api; }
run_ui() { step cucumber-ui npm run -s test:ui; }

# The layers serve dist/: it is built first, alone.
run_build
# The `@ui` layer beside everything else (each cucumber worker starts its own mock on a free port; the
# journeys, the real-backend mode and the demo each their own).
lanes "ui" "typecheck lint bundle_budget build_demo unit api backend_mode demo e2e"
# Last: the report from the NDJSON the cucumber layers above wrote (no second cucumber run).
step conformance npx tsx scripts/conformance.ts

passed=$(grep -c ' passed$' "$results")
failed=$(grep -c ' FAILED$' "$results")
echo ""
[ "$failed" -gt 0 ] && echo "failed layers: $(grep ' FAILED$' "$results" | cut -d' ' -f1 | tr '\n' ' ')"
[ -f reports/conformance.txt ] && cat reports/conformance.txt
echo "checks: $passed passed, $failed failed, in $(( $(date +%s) - started )) s"
[ "$failed" -eq 0 ]
