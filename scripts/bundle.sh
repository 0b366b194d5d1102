#!/usr/bin/env bash
# Builds the release bundles with Tauri's bundler: a .deb and an .rpm on
# Linux, in $CARGO_TARGET_DIR/release/bundle/{deb,rpm}/ (target/ by default).
# Each installs the app (blunderdb-app), the `blunderdb` command line beside
# it in /usr/bin, a menu entry and the icons. BLUNDERDB_BUNDLES picks the
# bundles (default: deb,rpm). The same tauri.conf.json makes the .msi and
# the .dmg on their own machines (see README, Install). No AppImage: Tauri's
# AppImage bundler downloads linuxdeploy from outside the package registries.
#
# Installs what it needs on a fresh Debian/Ubuntu machine (as root): the
# system packages of scripts/app-setup.sh and Tauri's CLI from the npm
# registry (scripts/tauri-cli, a prebuilt binary pinned to the tauri
# crate's version, installed in seconds; `cargo install tauri-cli` would
# compile the whole CLI from source, many minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
locked=()
[ -n "${CI:-}" ] && locked=(--locked)
started=$SECONDS

if ! pkg-config --exists webkit2gtk-4.1 2>/dev/null; then
  if [ "$(id -u)" = 0 ]; then bash scripts/app-setup.sh; else
    echo "bundle: install the system packages first: sudo bash scripts/app-setup.sh" >&2; exit 1
  fi
fi
tauri=scripts/tauri-cli/node_modules/.bin/tauri
if [ ! -x "$tauri" ]; then
  echo "bundle: npm ci (Tauri CLI)"
  (cd scripts/tauri-cli && npm ci --no-audit --no-fund --silent)
fi

echo "== bundle: the command line (release)"
cargo build "${locked[@]}" --release -q -p blunderdb --bin blunderdb
# Tauri ships it as an external binary: the bundler wants it under
# src-tauri/ with the target triple in its name, and installs it as
# /usr/bin/blunderdb beside the app. Only the bundle build names it
# (tauri.bundle.json), so plain `cargo build -p blunderdb-app` needs no copy.
triple=$(rustc -vV | sed -n 's/^host: //p')
mkdir -p src-tauri/binaries
cp "$CARGO_TARGET_DIR/release/blunderdb" "src-tauri/binaries/blunderdb-$triple"

bundles=${BLUNDERDB_BUNDLES:-deb,rpm}
echo "== bundle: the app (release, UI embedded) and the $bundles bundles"
(cd src-tauri && "$root/$tauri" build --ci --bundles "$bundles" \
  --config "$root/src-tauri/tauri.bundle.json" -- "${locked[@]}")

echo "== bundle: built in $((SECONDS - started)) s"
find "$CARGO_TARGET_DIR/release/bundle" -maxdepth 2 -type f \
  \( -name '*.deb' -o -name '*.rpm' -o -name '*.msi' -o -name '*.dmg' -o -name '*.AppImage' \) \
  -newer "src-tauri/binaries/blunderdb-$triple" -exec du -h {} +
