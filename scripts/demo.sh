#!/usr/bin/env bash
# The command-line demo: builds blunderdb, imports the match files the
# project ships (and ../shared's real fixtures when present) into a
# scratch library, and prints the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
BIN=target/release/blunderdb
DB=${BLUNDERDB_DB:-target/demo/library.db}
mkdir -p "$(dirname "$DB")"
rm -f "$DB" "$DB-wal" "$DB-shm"
paths=(fixtures)
if [ -d ../shared/fixtures ]; then
  paths+=(../shared/fixtures/sgf ../shared/fixtures/mat ../shared/fixtures/xg)
fi
"$BIN" --db "$DB" import "${paths[@]}" | tail -n 3 || true
"$BIN" --db "$DB" matches
"$BIN" --db "$DB" players
"$BIN" --db "$DB" stats
