#!/bin/sh
# PostgreSQL end to end: a full profile of a 1M-row native uuid column against psql's binary
# COPY of that column, the browser's first page of that table (open, schema, 500 rows; target
# <= 20 ms), and cursor gaps from commit timestamps on 1M rows committed in 1,000
# transactions (against the same ordered COPY, and in absolute seconds). Benchmarks only: never
# part of the test suite. A throwaway cluster (Unix socket only, track_commit_timestamp=on) is
# made in a temporary folder and removed at exit; as root it runs as user postgres.
#   tests/bench/run-pg.sh [BUILD_DIR] [RUNS]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-"$here/../../build/release"}
runs=${2:-5}
idscope=$(cd "$build" && pwd)/app/idscope
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
dir=$(mktemp -d /tmp/idscope-pgbench.XXXXXX)
as=""
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as="runuser -u postgres --"; fi
stop() { $as "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap stop EXIT INT TERM

$as "$bin/initdb" -N -A trust -U postgres -D "$dir/data" >/dev/null
cat >>"$dir/data/postgresql.conf" <<EOF
listen_addresses = ''
unix_socket_directories = '$dir'
track_commit_timestamp = on
fsync = off
synchronous_commit = off
autovacuum = off
EOF
$as "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start >/dev/null
psql() { command psql -h "$dir" -U postgres -d postgres -qAtX "$@"; }
uri="postgresql://postgres@/postgres?host=$dir"

# Half v4 (gen_random_uuid), half v7 (a millisecond clock, random rest, RFC variant).
psql -c "CREATE TABLE t (id uuid PRIMARY KEY)"
psql -c "INSERT INTO t SELECT gen_random_uuid() FROM generate_series(1, 500000)"
psql -c "INSERT INTO t SELECT (lpad(to_hex(1700000000000 + i), 12, '0') || '7' ||
         substr(m, 1, 3) || '8' || substr(m, 4, 15))::uuid
         FROM generate_series(1, 500000) i, md5(i::text) m"
# v7 IDs minted in order but committed in 1,000 transactions, every tenth one late: its
# IDs are older than those of the transaction committed before it.
psql -c "CREATE TABLE events (id uuid PRIMARY KEY, body text)"
psql -c "DO \$\$ BEGIN FOR b IN 0..999 LOOP
           INSERT INTO events SELECT (lpad(to_hex(1700000000000 + (CASE WHEN b % 10 = 9
             THEN b - 5 ELSE b END) * 1000 + i), 12, '0') || '7' || substr(m, 1, 3) || '8' ||
             substr(m, 4, 15))::uuid, 'x'
           FROM generate_series(0, 999) i, md5((b * 1000 + i)::text) m;
           COMMIT; END LOOP; END \$\$"
psql -c "VACUUM ANALYZE"
echo "rows: t $(psql -c 'SELECT count(*) FROM t'), events $(psql -c 'SELECT count(*) FROM events')"

bench() { farm-bench -n "$runs" --timeout 600 "$@" | grep -E 'wall|ratio'; }
echo "--- inspect --full (1M uuid) vs psql COPY (SELECT id FROM t) binary"
bench --vs "sh -c 'exec psql -h $dir -U postgres -d postgres -qAtX -c \"COPY (SELECT id FROM t) TO STDOUT (FORMAT binary)\" >/dev/null'" \
    -- "$idscope" inspect "$uri" --table t --full --json
echo "--- the browser's first page of t (1M rows): open, schema, 500 rows in key order"
"$(cd "$build" && pwd)/tests/bench/bench_pgpage" "$uri" t 20
echo "--- gaps from commit timestamps (1M rows, 1,000 commits) vs the ordered COPY it needs"
bench --vs "sh -c 'exec psql -h $dir -U postgres -d postgres -qAtX -c \"COPY (SELECT id, pg_xact_commit_timestamp(xmin) FROM events ORDER BY 2) TO STDOUT (FORMAT binary)\" >/dev/null'" \
    -- "$idscope" gaps "$uri" --table events --column id --json
