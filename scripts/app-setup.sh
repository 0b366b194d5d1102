#!/usr/bin/env bash
# Installs what the desktop app and its tests need on a fresh Debian/Ubuntu
# machine (run as root). Idempotent; quiet unless something fails.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
need=(libwebkit2gtk-4.1-dev webkit2gtk-driver xvfb xauth xdotool python3-gi gir1.2-gtk-3.0
      build-essential pkg-config libssl-dev fonts-dejavu-core fonts-noto-cjk imagemagick nodejs npm gnubg
      chromium chromium-driver)
# chromium and chromium-driver: the page in a browser (blunderdb web, serve
# --web) is tested in Chromium (src-tauri/tests/browser.rs).
missing=()
for p in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# nodejs may come from elsewhere (NodeSource, nvm): then npm/nodejs packages are not needed.
if command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs}"); missing=("${missing[@]/npm}")
fi
read -r -a missing <<<"${missing[*]}"
if [ ${#missing[@]} -gt 0 ]; then
  echo "app-setup: apt-get install ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if ! command -v tauri-driver >/dev/null; then
  echo "app-setup: cargo install tauri-driver"
  cargo install tauri-driver --locked --version ^2 --quiet
fi
# TypeScript for `tsc --checkJs` over ui/ (type checking only, no bundling).
here=$(cd "$(dirname "$0")/.." && pwd)
if [ -f "$here/ui/package.json" ] && { [ ! -x "$here/ui/node_modules/.bin/tsc" ] || [ ! -f "$here/ui/node_modules/@fluent/bundle/index.js" ]; }; then
  (cd "$here/ui" && npm ci --no-audit --no-fund --silent)
fi
echo "app-setup: ready"
