#!/usr/bin/env bash
# A throw-away streaming replica of a local PostgreSQL 15 server, for the read-replica tests and bench:
#   streaming-replica.sh start DIR PORT PRIMARY_URL   copies the primary with pg_basebackup -R into DIR and
#                                                     starts it as a hot standby on 127.0.0.1:PORT
#   streaming-replica.sh stop DIR                     stops it and removes DIR
# The primary must accept replication connections from 127.0.0.1: a missing pg_hba.conf line is added
# and the configuration reloaded (no restart). As root, the replica runs as the postgres user.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
action=${1:-}; dir=${2:-}
[ -n "$bin" ] && [ -n "$dir" ] || { echo "usage: $0 start DIR PORT PRIMARY_URL | stop DIR" >&2; exit 2; }
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "$action" = stop ]; then
  [ -f "$dir/data/postmaster.pid" ] && run "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
  rm -rf "$dir"
  exit 0
fi
[ "$action" = start ] || { echo "usage: $0 start DIR PORT PRIMARY_URL | stop DIR" >&2; exit 2; }
port=$3; primary=$4
setting() { psql "$primary" -Atc "show $1"; }

hba=$(setting hba_file)
if ! grep -Eq '^host[[:space:]]+replication[[:space:]]' "$hba"; then
  echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
  psql "$primary" -Atc 'select pg_reload_conf()' >/dev/null
fi

mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
host=$(node -e "const u=new URL(process.argv[1]);console.log(u.hostname+' '+(u.port||5432)+' '+(decodeURIComponent(u.username)||'postgres'))" "$primary")
read -r pg_host pg_port pg_user <<<"$host"
run "$bin/pg_basebackup" -h "$pg_host" -p "$pg_port" -U "$pg_user" -D "$dir/data" -R -X stream -c fast
# Debian keeps the configuration outside the data folder: the copy gets its own. A hot standby needs
# at least the primary's connection and lock limits.
run tee "$dir/data/postgresql.conf" >/dev/null <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
hot_standby = on
shared_buffers = 32MB
max_connections = $(setting max_connections)
max_worker_processes = $(setting max_worker_processes)
max_wal_senders = $(setting max_wal_senders)
max_prepared_transactions = $(setting max_prepared_transactions)
max_locks_per_transaction = $(setting max_locks_per_transaction)
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | run tee "$dir/data/pg_hba.conf" >/dev/null
run "$bin/pg_ctl" -D "$dir/data" -l "$dir/replica.log" -w -t 60 start >/dev/null
echo "replica of $pg_host:$pg_port streaming on 127.0.0.1:$port"
