#!/usr/bin/env bash
# The static demo, checked: serves dist-demo/ (built by `npm run build:demo`, npm test's build-demo step)
# from a plain static server and signs in through the service-worker mock. Writes reports/cucumber-demo.ndjson.
set -u
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/cucumber-demo.ndjson
[ -f dist-demo/index.html ] || { echo "dist-demo/ is not built: run npm run build:demo"; exit 1; }
NODE_OPTIONS="${NODE_OPTIONS:-} --import tsx" npx cucumber-js --tags "@demo" \
  --format summary --format message:reports/cucumber-demo.ndjson
