#!/usr/bin/env bash
# Sets up (when needed), builds in release mode and launches the blunderDB
# desktop app. The library is the command line's default
# (<data dir>/blunderdb/library.db), or BLUNDERDB_DB when set. Without a
# display, runs under xvfb-run. (The tests, scripts/app-test.sh, build and
# run the debug build instead.)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
if ! pkg-config --exists webkit2gtk-4.1 2>/dev/null; then
  if [ "$(id -u)" = 0 ]; then bash scripts/app-setup.sh; else
    echo "app-run: install the system packages first: sudo bash scripts/app-setup.sh" >&2; exit 1
  fi
fi
cargo build --release -q -p blunderdb-app
app="$CARGO_TARGET_DIR/release/blunderdb-app"
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "$app" "$@"
fi
exec "$app" "$@"
