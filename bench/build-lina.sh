#!/usr/bin/env bash
# Builds JumpServer's own console, Lina, at a tag (default v2.26.1), outside this repository, for the
# comparison in `LINA_DIST=<out>/lina npm run bench` (README, "Against Lina"). Nothing of Lina comes
# into this repository. Only the npm registry is reachable here, so:
# - yarn.lock's resolved URLs (the yarn registry and three Chinese npm mirrors) are rewritten to the
#   configured npm registry's tarball URLs, their sha1 and integrity kept: yarn then installs the
#   locked versions exactly (`npm install` without the lock resolves newer ones; with it, npm waits on
#   the unreachable hosts);
# - krry-transfer 1.7.3, locked, is gone from the registry: 1.7.10, the newest within ^1.7.3, instead;
# - webpack 4 on Node 17+ needs OpenSSL's legacy provider.
# Usage: bench/build-lina.sh <Lina's git dir> <out dir> [tag]   (the build lands in <out dir>/lina)
set -euo pipefail
git_dir=$1
out=$2
tag=${3:-v2.26.1}
mkdir -p "$out"
git --git-dir="$git_dir" archive "$tag" | tar -x -C "$out"
cd "$out"
registry=$(npm config get registry)
node - "${registry%/}" <<'JS'
const fs = require('node:fs')
const registry = process.argv[2]
let lock = fs.readFileSync('yarn.lock', 'utf8')
lock = lock.replace(/resolved "([^"#?]+)(?:\?[^"#]*)?(#[^"]*)?"/g, (_, url, hash = '') => {
  // Mirrors' form: <host>/<name>/download/<scope/>file.tgz; the registry's: <name>/-/<file>.tgz.
  const mirrored = url.match(/^https:\/\/[^/]+\/(@[^/]+\/[^/]+|[^/@]+)\/download\/(.+)$/)
  const path = mirrored ? `${mirrored[1]}/-/${mirrored[2].split('/').pop()}` : url.replace(/^https:\/\/[^/]+\//, '')
  return `resolved "${registry}/${path}${hash}"`
})
const gone = /krry-transfer@\^1\.7\.3:\n {2}version "1\.7\.3"\n {2}resolved "[^"]+"\n {2}integrity [^\n]+\n/
if (!gone.test(lock)) throw new Error("yarn.lock's krry-transfer entry is not the one expected")
lock = lock.replace(gone, `krry-transfer@^1.7.3:\n  version "1.7.10"\n  resolved "${registry}/krry-transfer/-/krry-transfer-1.7.10.tgz#b5ea7c19345f2022cb2bc653b4f6796e5c225316"\n`)
fs.writeFileSync('yarn.lock', lock)
JS
# At yarn's default concurrency a few tarballs came back 404 for a moment; four at a time did not.
npx -y yarn@1.22.22 install --frozen-lockfile --ignore-scripts --non-interactive --registry "$registry" --network-timeout 60000 --network-concurrency 4
NODE_OPTIONS=--openssl-legacy-provider npx vue-cli-service build
echo "Lina $tag built in $out/lina"
