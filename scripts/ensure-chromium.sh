#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing. Browsers are never downloaded by Playwright here.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "Installing Debian's chromium (apt-get)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
