#!/usr/bin/env bash
# Real-backend mode, proved: the HTTP mock runs as a separate process (as if it were a remote
# JumpServer), `npm run start:backend` proxies to it, and the @backend-mode sign-in and navigation
# scenarios run through the proxy's origin. Writes reports/cucumber-backend.ndjson; returns cucumber's status.
set -u
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/cucumber-backend.ndjson
# The built console behind the proxy (`--preview`): what an administrator deploys, and it starts at once,
# where the dev server would transform hundreds of modules during the first scenario.
[ -f dist/index.html ] || npx vite build --logLevel warn || exit 1

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
MOCK_PORT=$(free_port)
PROXY_PORT=$(free_port)
logs=$(mktemp -d)

# `node --import tsx`, not the tsx CLI: $! is then the server itself, so the cleanup below stops it
# (the CLI's child outlived a kill of the CLI and stayed behind after every run).
node --import tsx mock-server/entry/http.ts --port "$MOCK_PORT" >"$logs/mock.log" 2>&1 &
mock_pid=$!
node --import tsx scripts/dev-backend.ts --target "http://127.0.0.1:$MOCK_PORT" --port "$PROXY_PORT" --allow-mock-control --preview >"$logs/proxy.log" 2>&1 &
proxy_pid=$!
cleanup() { kill "$mock_pid" "$proxy_pid" 2>/dev/null; wait "$mock_pid" "$proxy_pid" 2>/dev/null; }
trap cleanup EXIT

# Ready when the proxy answers the console page and, through it, the mock's open settings.
ready=0
for _ in $(seq 1 120); do
  if curl -sf "http://127.0.0.1:$PROXY_PORT/ui/" >/dev/null && curl -sf "http://127.0.0.1:$PROXY_PORT/api/v1/settings/public/open/" >/dev/null; then
    ready=1
    break
  fi
  sleep 0.5
done
if [ "$ready" -ne 1 ]; then
  echo "backend mode: the mock or the proxy did not start"; cat "$logs/mock.log" "$logs/proxy.log"; exit 1
fi

# One worker: both would share the one mock, and each resets it before every scenario.
MOCK_URL="http://127.0.0.1:$PROXY_PORT" NODE_OPTIONS="${NODE_OPTIONS:-} --import tsx" npx cucumber-js \
  --tags "@ui and @backend-mode" --format summary --format message:reports/cucumber-backend.ndjson
status=$?
[ "$status" -ne 0 ] && { echo "--- proxy log"; tail -40 "$logs/proxy.log"; }
exit "$status"
