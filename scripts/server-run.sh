#!/usr/bin/env bash
# Sets up and runs a blunderDB club server on a fresh Debian/Ubuntu machine
# (as root, or with sudo for the packages): installs PostgreSQL with apt,
# makes a cluster of its own in a data folder with initdb and pg_ctl (not
# the system service), builds blunderdb, applies the migrations, makes a
# club and prints its first admin token, then serves (Ctrl-C stops).
#
#   bash scripts/server-run.sh [CLUB NAME]
#
# BLUNDERDB_SERVER_DIR (default ~/.local/share/blunderdb-server) holds the
# cluster, the log and the cache; BLUNDERDB_PG_PORT (54329) and
# BLUNDERDB_LISTEN (127.0.0.1:8080) say where they listen.
set -euo pipefail
cd "$(dirname "$0")/.."

CLUB="${1:-My club}"
DIR="${BLUNDERDB_SERVER_DIR:-$HOME/.local/share/blunderdb-server}"
PORT="${BLUNDERDB_PG_PORT:-54329}"
LISTEN="${BLUNDERDB_LISTEN:-127.0.0.1:8080}"

sudo_() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

bash scripts/pg-setup.sh

BIN="$(pg_config --bindir)"
# initdb and postgres refuse to run as root: the package's user runs them.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

mkdir -p "$DIR"
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
if [ ! -f "$DIR/data/PG_VERSION" ]; then
  echo "== making a PostgreSQL cluster in $DIR/data"
  as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
fi
if ! as_pg "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
  echo "== starting PostgreSQL on 127.0.0.1:$PORT"
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgresql.log" -w \
    -o "-k $DIR -c listen_addresses=127.0.0.1 -p $PORT" start >/dev/null
fi
URL="postgresql://postgres@127.0.0.1:$PORT/postgres"

echo "== building blunderdb (release)"
cargo build --release --bin blunderdb
B=target/release/blunderdb
[ -n "${CARGO_TARGET_DIR:-}" ] && B="$CARGO_TARGET_DIR/release/blunderdb"

"$B" server init --pg "$URL"
if "$B" server club add "$CLUB" --pg "$URL" >"$DIR/first-token.txt" 2>/dev/null; then
  echo "== club \"$CLUB\": its first admin token (also in $DIR/first-token.txt, delete it once copied)"
  cat "$DIR/first-token.txt"
else
  echo "== club \"$CLUB\" exists already (its first token was printed when it was made)"
fi
mkdir -p "$DIR/cache"
echo "== serving on http://$LISTEN (Ctrl-C stops; PostgreSQL keeps running: $BIN/pg_ctl -D $DIR/data stop)"
exec "$B" serve --pg "$URL" --listen "$LISTEN" --cache "$DIR/cache"
