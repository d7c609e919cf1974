#!/usr/bin/env bash
# `npm run survivors`: re-applies, one at a time, the mutations that once survived every test layer
# (an outside mutation run; see README, "Mutation testing") in a scratch worktree of HEAD, and runs the
# test that must now kill each. Prints one line per mutant; exits non-zero if any survives.
# Not part of `npm test`: it rebuilds the console for the two browser mutants (about 3 minutes).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d /tmp/survivors.XXXXXX)
git -C "$top" worktree add -q --detach "$scratch/wt" HEAD
trap 'git -C "$top" worktree remove --force "$scratch/wt"; rm -rf "$scratch"' EXIT
ln -s "$top/node_modules" "$scratch/wt/node_modules"
cd "$scratch/wt"
survived=0
export NO_COLOR=1
run() { # name file old new test-command...
  local name=$1 file=$2 old=$3 new=$4; shift 4
  python3 - "$file" "$old" "$new" <<'PY' || { echo "$name: mutation not applied"; survived=$((survived + 1)); return; }
import sys
p, old, new = sys.argv[1:4]
s = open(p).read()
assert s.count(old) == 1, f'{old!r} found {s.count(old)} times in {p}'
open(p, 'w').write(s.replace(old, new))
PY
  if "$@" > "$scratch/$name.log" 2>&1; then
    echo "$name: SURVIVED"
    survived=$((survived + 1))
  elif grep -qE 'Tests +[0-9]+ failed|scenarios \([0-9]+ failed' "$scratch/$name.log"; then
    echo "$name: killed"
  else
    # Red for another reason (a build or compile error) proves nothing about the tests.
    echo "$name: ERROR, no test failed: $(tail -3 "$scratch/$name.log" | tr '\n' ' ')"
    survived=$((survived + 1))
  fi
  git checkout -q -- "$file"
}
V="npx vitest run"
run constant-aes-key src/shared/crypto/encrypt.ts "const key = randomBase36()" "const key = 'k3y0000000x'" $V src/shared/crypto
run key-not-cut src/shared/crypto/encrypt.ts "key.slice(0, AES_KEY_BYTES)" "key" $V src/shared/crypto
run plain-with-key src/shared/crypto/encrypt.ts "return key ? encryptText(text, key) : text" "return text" $V src/shared/crypto
run no-plain-without-key src/shared/crypto/encrypt.ts "return key ? encryptText(text, key) : text" "return key ? encryptText(text, key) : ''" $V src/shared/crypto
run expiry-short src/shared/api/session.ts "SESSION_COOKIE_EXPIRY_MS / 1000)" "SESSION_COOKIE_EXPIRY_MS / 2000)" $V src/shared/api
run age-rewritten src/shared/api/session.ts "if (readCookie(SESSION_EXPIRE_COOKIE) === 'close') writeCookie" "if (readCookie(SESSION_EXPIRE_COOKIE)) writeCookie" $V src/shared/api
UI="env FEATURES=features/generic/import.feature NODE_OPTIONS=--import=tsx npx cucumber-js --profile ui --format summary"
B="npx vite build --logLevel warn"
run no-row-pause src/generic/import/import-dialog.tsx "      await sleep(IMPORT_ROW_PAUSE_MS)" "" bash -c "$B && $UI"
# Removing only the assignment before setTask('stopped') is an equivalent mutant: every render copies the state into taskRef.
run stop-does-not-stop src/generic/import/import-dialog.tsx "      if (taskRef.current !== 'started') return
" "" bash -c "$B && $UI"

[ "$survived" -eq 0 ]
