#!/usr/bin/env bash
# Sourced by scripts/test.sh. The database tests run on PostgreSQL as well as PGlite: they use the server at
# 127.0.0.1:5432 (user postgres, trust auth) when one answers there. On a machine without one, a private cluster of
# Debian's PostgreSQL (installed with apt-get when missing, as scripts/ensure-chromium.sh does for Chromium) is made
# in a temporary folder on a free port, with trust auth and fsync off, for this run only: TEST_PG_ADMIN_URL points
# the tests at it, and it is stopped and removed when the run ends.

postgres_answers() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }

ensure_postgres() {
  if [ -n "${TEST_PG_ADMIN_URL:-}" ] || postgres_answers; then return 0; fi
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    echo "No PostgreSQL at 127.0.0.1:5432: installing Debian's postgresql for a private test cluster…"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
    bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  PRIVATE_PG_DIR=$(mktemp -d /tmp/pg-tests-XXXXXX)
  # PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres system user.
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$PRIVATE_PG_DIR"
    as=(runuser -u postgres --)
  fi
  local port
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  "${as[@]}" "$bin/initdb" -D "$PRIVATE_PG_DIR/data" -A trust -U postgres --no-sync -E UTF8 >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$PRIVATE_PG_DIR/data" -l "$PRIVATE_PG_DIR/log" -w \
    -o "-p $port -k $PRIVATE_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200" start >/dev/null
  PRIVATE_PG_STOP=("${as[@]}" "$bin/pg_ctl" -D "$PRIVATE_PG_DIR/data" -m immediate -w stop)
  export TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL tests run on a private cluster at 127.0.0.1:$port"
}

stop_private_postgres() {
  if [ -n "${PRIVATE_PG_DIR:-}" ]; then
    "${PRIVATE_PG_STOP[@]}" >/dev/null 2>&1 || true
    rm -rf "$PRIVATE_PG_DIR"
  fi
}
