#!/usr/bin/env bash
# The replica: on first start, a copy of the primary (pg_basebackup -R writes standby.signal and the
# primary's address), then PostgreSQL as a hot standby, which streams the primary's changes from then on.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup -h primary -U replicator -D "$PGDATA" -R -X stream -c fast; do
    echo "waiting for the primary"; rm -rf "${PGDATA:?}"/*; sleep 2
  done
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on
