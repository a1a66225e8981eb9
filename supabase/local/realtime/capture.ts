import type { LocalDatabase, Queryable } from "../db.ts"

/**
 * Change capture without logical replication: row triggers on every table of the
 * `supabase_realtime` publication append to a queue that is drained after each commit.
 * An event trigger re-syncs the triggers whenever DDL could change publication membership,
 * so tables added by later migrations emit too, at no per-commit cost.
 */
const CAPTURE_SQL = /* sql */ `
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create table if not exists _realtime.changes (
  id bigserial primary key,
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);

-- security definer: writers run as anon/authenticated, who must not see the queue.
create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = pg_catalog as $fn$
begin
  insert into _realtime.changes (relid, schema_name, table_name, type, record, old_record)
  values (
    tg_relid, tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  return null;
end
$fn$;

create or replace function _realtime.sync_triggers() returns void
language plpgsql security definer set search_path = pg_catalog as $fn$
declare r record;
begin
  for r in
    select n.nspname, c.relname
    from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and c.relkind = 'r'
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'zz_realtime_capture')
  loop
    execute format(
      'create trigger zz_realtime_capture after insert or update or delete on %I.%I for each row execute function _realtime.capture()',
      r.nspname, r.relname);
  end loop;
  for r in
    select n.nspname, c.relname
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'zz_realtime_capture'
      and not exists (
        select 1 from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger zz_realtime_capture on %I.%I', r.nspname, r.relname);
  end loop;
end
$fn$;

-- Event triggers fire for every role's DDL (even a temp table in a function): run as the owner.
create or replace function _realtime.on_ddl() returns event_trigger
language plpgsql security definer set search_path = pg_catalog as $fn$
begin
  perform _realtime.sync_triggers();
end
$fn$;

drop event trigger if exists realtime_sync_triggers;
create event trigger realtime_sync_triggers on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'ALTER TABLE')
  execute function _realtime.on_ddl();

-- Bumped by any DDL, so dispatch can cache table metadata and column privileges until it changes.
create sequence if not exists _realtime.ddl_version;
create or replace function _realtime.bump_ddl_version() returns event_trigger
language plpgsql security definer set search_path = pg_catalog as $fn$
begin
  perform nextval('_realtime.ddl_version');
end
$fn$;
drop event trigger if exists realtime_ddl_version;
create event trigger realtime_ddl_version on ddl_command_end execute function _realtime.bump_ddl_version();
-- A restored snapshot rewinds the sequence: restart it from the clock so old versions never recur.
select setval('_realtime.ddl_version', (extract(epoch from clock_timestamp()) * 1000)::bigint);

select _realtime.sync_triggers();
`

/** One captured row change, as it left the queue. */
export interface CapturedChange {
  id: string
  relid: number
  schema: string
  table: string
  type: "INSERT" | "UPDATE" | "DELETE"
  record: Record<string, unknown> | null
  oldRecord: Record<string, unknown> | null
  commitTimestamp: string
}

/** What dispatch needs to know about a captured table. */
export interface TableMeta {
  relid: number
  rls: boolean
  fullIdentity: boolean
  columns: Array<{ name: string; type: string }>
  primaryKey: string[]
}

export async function installCapture(db: LocalDatabase) {
  await db.asOwner(async (q) => {
    await q.exec(CAPTURE_SQL)
    // Changes made before anyone could subscribe (seed, snapshot restore) must never be replayed.
    await q.query("delete from _realtime.changes")
  })
}

export async function clearQueue(db: LocalDatabase) {
  await db.exclusive((q) => q.query("delete from _realtime.changes"))
}

interface QueueRow {
  id: string
  relid: number
  schema_name: string
  table_name: string
  type: CapturedChange["type"]
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  commit_timestamp: string
}

/** Changes whenever DDL ran (including GRANT/REVOKE): the key of every metadata cache. */
export async function ddlVersion(q: Queryable): Promise<string> {
  const result = await q.query<{ version: string }>("select last_value::text as version from _realtime.ddl_version")
  return result.rows[0]?.version ?? ""
}

/** Takes every queued change, oldest first. Runs outside a transaction: one autocommitted statement. */
export async function takeChanges(q: Queryable): Promise<CapturedChange[]> {
  const result = await q.query<QueueRow>(
    `with taken as (delete from _realtime.changes returning *)
     select id::text as id, relid::int as relid, schema_name, table_name, type, record, old_record,
            to_char(commit_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
     from taken order by taken.id`
  )
  return result.rows.map((row) => ({
    id: row.id,
    relid: row.relid,
    schema: row.schema_name,
    table: row.table_name,
    type: row.type,
    record: row.record,
    oldRecord: row.old_record,
    commitTimestamp: row.commit_timestamp,
  }))
}

interface MetaRow {
  relid: number
  rls: boolean
  full_identity: boolean
  columns: Array<{ name: string; type: string }>
  primary_key: string[]
}

export async function loadTableMeta(q: Queryable, relids: number[]): Promise<Map<number, TableMeta>> {
  const result = await q.query<MetaRow>(
    `select c.oid::int as relid, c.relrowsecurity as rls, c.relreplident = 'f' as full_identity,
       (select coalesce(json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]'::json)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
       (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]'::json)
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
          where i.indrelid = c.oid and i.indisprimary) as primary_key
     from pg_class c where c.oid = any($1::oid[])`,
    [relids]
  )
  return new Map(
    result.rows.map((row) => [
      row.relid,
      {
        relid: row.relid,
        rls: row.rls,
        fullIdentity: row.full_identity,
        columns: row.columns,
        primaryKey: row.primary_key,
      },
    ])
  )
}
