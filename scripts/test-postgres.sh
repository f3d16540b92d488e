#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the service tests (Debian's postgresql package):
# started once on a loopback port, as the postgres user, trust auth on loopback only.
# Prints the TEST_DATABASE_URL to use. Idempotent: a running cluster is reused.
#
#   export TEST_DATABASE_URL=$(scripts/test-postgres.sh)
#   scripts/test-postgres.sh stop
set -euo pipefail
PORT="${TEST_PG_PORT:-54329}"
DIR="${TEST_PG_DIR:-/tmp/mechanova-test-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "${1:-}" = stop ]; then
  as_pg "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
  exit 0
fi
if [ ! -f "$DIR/PG_VERSION" ]; then
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
fi
if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
