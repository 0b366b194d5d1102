#!/usr/bin/env bash
# Runs every test of the desktop app: the UI logic (node --test, plus tsc
# --checkJs when TypeScript is installed), the Tauri commands (Rust, no
# window) and the end-to-end tests of the real window under Xvfb
# (tauri-driver + WebKitWebDriver). Exits non-zero on the first failure.
# Run scripts/app-setup.sh once before (as root) on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
locked=()
[ -n "${CI:-}" ] && locked=(--locked)

echo "== ui: node --test"
node --test ui/
if [ -x ui/node_modules/.bin/tsc ]; then
  echo "== ui: tsc --checkJs"
  ui/node_modules/.bin/tsc -p ui/
fi

echo "== build: app and the command line (the e2e tests compare with it)"
cargo build "${locked[@]}" -q -p blunderdb-app -p blunderdb --bins

echo "== src-tauri: commands and end-to-end tests (Xvfb)"
# One test at a time: the drag-and-drop test moves the real pointer.
timeout 1500 xvfb-run -a -s "-screen 0 1600x1000x24" \
  cargo test "${locked[@]}" -p blunderdb-app -- --test-threads=1 --nocapture
echo "== src-tauri: the benchmark compiles (run it with: cargo bench -p blunderdb-app)"
# The tests' profile: what the tests just built is reused.
cargo bench "${locked[@]}" -q -p blunderdb-app --no-run --profile dev
echo "app-test: all passed"
