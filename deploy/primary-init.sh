#!/usr/bin/env bash
# Runs once, when the primary's data folder is created: a role for the replica's stream, allowed in.
set -euo pipefail
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" \
  -c "create role replicator with replication login password '${REPLICATION_PASSWORD:-replicator}'"
echo "host replication replicator all scram-sha-256" >>"$PGDATA/pg_hba.conf"
