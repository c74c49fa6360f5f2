#!/usr/bin/env bash
# Scale-out checks (issue 40, decision 0036), after the PostgreSQL integration run of .ci/run: the
# multi-server suite again through PgBouncer in transaction mode, a streaming replica made here with
# pg_basebackup (read-your-writes), and servers behind HAProxy with one killed under load. Everything it
# starts lives in one temporary folder and is stopped on exit. Needs pgbouncer, haproxy and PostgreSQL
# 15's binaries (Debian packages) and a PostgreSQL server at $1 (default postgres://postgres@127.0.0.1:5432).
set -euo pipefail
cd "$(dirname "$0")/.."
base_url="${1:-postgres://postgres@127.0.0.1:5432}"
started=$(date +%s)

work=$(mktemp -d /tmp/compound-scale-out.XXXXXX)
database="${SCALE_OUT_DATABASE:-compound_scale_$(date +%s)_$$}"
pgbouncer_pid=""
cleanup() {
  if [ -n "$pgbouncer_pid" ]; then kill "$pgbouncer_pid" 2>/dev/null || true; fi
  node scripts/test-database.mjs drop "$base_url/postgres" "$database" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# PgBouncer refuses to run as root: as root it runs as the postgres user, which must own its folder.
as_postgres=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$work"
  as_postgres=(-u postgres)
fi
pooler_port=$(free_port)
pg_host=$(node -e "console.log(new URL(process.argv[1]).hostname)" "$base_url")
pg_port=$(node -e "console.log(new URL(process.argv[1]).port || 5432)" "$base_url")
cat >"$work/pgbouncer.ini" <<INI
[databases]
* = host=$pg_host port=$pg_port
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $pooler_port
unix_socket_dir =
auth_type = trust
auth_file = $work/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
pidfile = $work/pgbouncer.pid
logfile = $work/pgbouncer.log
INI
echo '"postgres" ""' >"$work/userlist.txt"
pgbouncer -d "${as_postgres[@]}" "$work/pgbouncer.ini"
for _ in $(seq 50); do [ -s "$work/pgbouncer.pid" ] && break; sleep 0.1; done
pgbouncer_pid=$(cat "$work/pgbouncer.pid")
echo "::: PgBouncer (transaction mode) on 127.0.0.1:$pooler_port, pid $pgbouncer_pid"

node scripts/test-database.mjs create "$base_url/postgres" "$database"
export TEST_DATABASE_URL="$base_url/$database"
export TEST_POOLER_URL="postgres://postgres@127.0.0.1:$pooler_port/"
export SCALE_OUT_WORK_DIR="$work"
npx vitest run --project integration "${@:2}" \
  src/server/scale-out.test.ts src/server/read-replica.test.ts src/server/balancer.test.ts

echo "::: scale-out checks finished in $(( $(date +%s) - started )) s"
