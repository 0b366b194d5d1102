#!/usr/bin/env bash
# Sets up and runs every test of blunderDB on a fresh Debian/Ubuntu machine
# (as root, or with sudo for the packages). The third-party data the tests
# read is expected in ../shared (or $BLUNDERDB_SHARED).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "Rust is not installed: see https://rustup.rs (stable toolchain)" >&2
  exit 1
fi
rustup component add rustfmt clippy >/dev/null 2>&1 || true

# GNU Backgammon: `blunderdb analyse` runs it, and its tests compare with
# what it prints (they fail under CI when it is missing).
if ! command -v gnubg >/dev/null 2>&1 && [ ! -x /usr/games/gnubg ]; then
  echo "== installing GNU Backgammon (apt-get install gnubg)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends gnubg >/dev/null
fi

# PostgreSQL: the club server's tests start a cluster of their own with
# initdb and pg_ctl (they fail under CI when it is missing).
bash scripts/pg-setup.sh

echo "== format and lints"
cargo fmt --check
cargo clippy --all-targets -- -D warnings

echo "== library and command-line tests"
cargo test

echo "== benchmarks compile (run them with: cargo bench)"
# Built with the tests' profile: this checks that they compile, and reuses
# what `cargo test` just built (in release it would build the crate and its
# dependencies a second time, minutes on two cores). `cargo bench` measures
# in release as ever.
cargo bench --no-run --profile dev

if [ -f scripts/app-test.sh ]; then
  echo "== desktop app: setup and tests (unit and end-to-end under Xvfb)"
  bash scripts/app-setup.sh
  bash scripts/app-test.sh
fi

if [ -f scripts/bundle-test.sh ]; then
  echo "== bundles: build the .deb and .rpm, install the .deb into a scratch root, run it (Xvfb)"
  bash scripts/bundle-test.sh
fi

echo "== windows: cross-compiled tests under Wine, the installer and the zip (scripts/windows-test.sh)"
bash scripts/windows-test.sh
