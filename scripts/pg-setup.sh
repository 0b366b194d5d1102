#!/usr/bin/env bash
# Installs PostgreSQL (Debian's `postgresql` package) when it is missing:
# the club server runs on it and its tests start a cluster of their own
# with initdb and pg_ctl (they fail under CI without it).
set -euo pipefail
if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
  exit 0
fi
echo "== installing PostgreSQL (apt-get install postgresql)"
sudo_() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
sudo_ apt-get update -qq
sudo_ apt-get install -y -qq --no-install-recommends postgresql >/dev/null
# pg_config comes with postgresql-common.
if ! command -v pg_config >/dev/null 2>&1; then
  echo "pg_config is missing after installing postgresql" >&2
  exit 1
fi
