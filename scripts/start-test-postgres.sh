#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the server tests that must run on a real
# PostgreSQL (QUALITY.md: PGlite takes one connection at a time). Prints the TEST_DATABASE_URL to use.
# Usage: eval "$(scripts/start-test-postgres.sh)"   (stop it with: pg_ctl -D "$PGTEST_DIR" stop)
set -euo pipefail
port="${PGTEST_PORT:-54329}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
dir="$(mktemp -d /tmp/pgtest.XXXXXX)"
run=(); [ "$(id -u)" -eq 0 ] && { chown postgres "$dir"; run=(runuser -u postgres --); }
"${run[@]}" "$bin/initdb" -D "$dir/data" -U portal --auth=trust -E UTF8 >/dev/null
"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null
echo "export PGTEST_DIR=$dir/data TEST_DATABASE_URL=postgres://portal@127.0.0.1:$port/postgres"
