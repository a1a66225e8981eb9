#!/usr/bin/env bash
# Supabase's database linter (splinter) on a real PostgreSQL 15 with every migration applied.
#
#   bash scripts/lint-db.sh /path/to/splinter.sql      (or SPLINTER_SQL=/path/to/splinter.sql)
#
# splinter.sql is supabase/splinter's one-query build (github.com/supabase/splinter, file
# splinter.sql); it is not vendored here. Needs Debian's postgresql-15 (apt-get install -y
# postgresql-15); run as root (the cluster runs as the postgres user) or as a user that may run
# initdb. A throwaway cluster in a temporary directory gets the roles, schemas and auth/storage
# objects a hosted project has before any migration (supabase/local/platform.ts, the same SQL the
# local backend boots with), then supabase/migrations/*.sql in file-name order, each in one
# transaction. Prints every finding and the counts per level; exits 1 on any ERROR.
# MIGRATIONS_DIR overrides the migrations folder; KEEP=1 leaves the cluster running.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
splinter="${1:-${SPLINTER_SQL:-}}"
if [[ -z "$splinter" || ! -f "$splinter" ]]; then
  echo "usage: bash scripts/lint-db.sh <splinter.sql> (or SPLINTER_SQL=...)" >&2
  exit 2
fi
splinter="$(cd "$(dirname "$splinter")" && pwd)/$(basename "$splinter")"
cd "$root"
migrations="${MIGRATIONS_DIR:-$root/supabase/migrations}"
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
[[ -x "$bin/initdb" ]] || { echo "no PostgreSQL 15 at $bin (apt-get install -y postgresql-15)" >&2; exit 2; }

work="$(mktemp -d /tmp/lint-db.XXXXXX)"
port="${PGPORT_LINT:-55432}"
as_pg=()
if [[ "$(id -u)" == 0 ]]; then
  chown postgres "$work"
  as_pg=(runuser -u postgres --)
fi
chmod 755 "$work"

stop() {
  if [[ "${KEEP:-0}" != 1 ]]; then
    "${as_pg[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$work"
  else
    echo "cluster kept: psql -h $work -p $port -U postgres"
  fi
}
trap stop EXIT

"${as_pg[@]}" "$bin/initdb" -D "$work/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-k $work -p $port -c listen_addresses='' -c fsync=off -c wal_level=logical" start >/dev/null

export PGOPTIONS="-c client_min_messages=warning"
psql=(psql -X -q -h "$work" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1)

# The platform: what supabase/local/db.ts runs before the migrations.
node --import tsx -e 'import("./supabase/local/platform.ts").then((m) => process.stdout.write(m.PLATFORM_SQL))' \
  >"$work/platform.sql"
"${psql[@]}" -f "$work/platform.sql" >/dev/null

count=0
for file in "$migrations"/*.sql; do
  name="$(basename "$file")"
  [[ "$name" =~ ^[0-9]+_.+\.sql$ ]] || continue
  if ! "${psql[@]}" -1 -f "$file" >"$work/migration.log" 2>&1; then
    echo "migration $name failed:" >&2
    cat "$work/migration.log" >&2
    exit 2
  fi
  count=$((count + 1))
done
echo "applied $count migrations from ${migrations#"$root"/}"

# splinter.sql starts with `set local search_path = ''` and is one union of every lint; keep the
# rows in a table of their own, created after the lints ran. The API's schemas: what PostgREST serves (hosted default: public).
{
  echo "begin;"
  echo "set local pgrst.db_schemas = '${DB_SCHEMAS:-public}';"
  echo "create schema lint_db_result;"
  echo "create table lint_db_result.lints as"
  sed -e '/^set local search_path/d' "$splinter"
  echo ";"
  echo "commit;"
} >"$work/run.sql"
"${psql[@]}" -f "$work/run.sql"

"${psql[@]}" -A -t -F ' | ' -c \
  "select level, name, detail from lint_db_result.lints order by array_position(array['ERROR','WARN','INFO'], level), name, detail"
echo "--- counts per level"
"${psql[@]}" -A -t -F ' ' -c \
  "select l.level, count(x.name) from unnest(array['ERROR','WARN','INFO']) l(level) left join lint_db_result.lints x on x.level = l.level group by l.level order by array_position(array['ERROR','WARN','INFO'], l.level)"
echo "--- counts per lint"
"${psql[@]}" -A -t -F ' ' -c "select level, name, count(*) from lint_db_result.lints group by 1, 2 order by 1, 2"

errors="$("${psql[@]}" -A -t -c "select count(*) from lint_db_result.lints where level = 'ERROR'")"
[[ "$errors" == 0 ]]
