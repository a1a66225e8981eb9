import type { LocalDatabase, Queryable } from "../db.ts"

/**
 * The catalog facts the REST layer needs (PostgREST's "schema cache"): every identifier in a
 * request is checked against it, so no name from the URL reaches SQL unless it exists here.
 */
export interface Column {
  name: string
  type: string
  notNull: boolean
  hasDefault: boolean
}

export interface Relation {
  name: string
  kind: string
  columns: Map<string, Column>
  primaryKey: string[]
  /** Column sets that are unique (PK included), to tell one-to-one from one-to-many. */
  uniques: string[][]
}

export interface ForeignKey {
  name: string
  table: string
  columns: string[]
  refTable: string
  refColumns: string[]
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface FunctionDef {
  name: string
  args: FunctionArg[]
  volatile: boolean
  returnsSet: boolean
  /** "void", "scalar", or "composite" (a table row, composite type or OUT/TABLE columns). */
  returnKind: "void" | "scalar" | "composite"
  /** Table whose row type the function returns, so its result can be embedded like that table. */
  returnTable: string | null
  /** OUT / TABLE column names, for `returns table(...)` functions. */
  outColumns: string[]
}

export interface SchemaCache {
  relations: Map<string, Relation>
  foreignKeys: ForeignKey[]
  functions: Map<string, FunctionDef[]>
  /** Roles a JWT may switch to (members of authenticator, as PostgREST allows). */
  roles: Set<string>
  allRoles: Set<string>
}

const RELATIONS_SQL = `
  select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
    case when c.relkind in ('v', 'm') then (select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN') end as definition,
    coalesce(json_agg(json_build_object('name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
      'notNull', a.attnotnull, 'hasDefault', a.atthasdef or a.attidentity <> '') order by a.attnum)
      filter (where a.attname is not null), '[]')::text as columns,
    coalesce((select json_agg(json_build_object('type', x.contype::text, 'cols',
      (select json_agg(att.attname order by k.ord) from unnest(x.conkey) with ordinality k(num, ord)
        join pg_attribute att on att.attrelid = x.conrelid and att.attnum = k.num)))
      from pg_constraint x where x.conrelid = c.oid and x.contype in ('p', 'u')), '[]')::text as uniques
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where c.relkind in ('r', 'v', 'm', 'f', 'p')
  group by c.oid, c.relname, c.relkind`

const FOREIGN_KEYS_SQL = `
  select x.conname as name, src.relname as "table", dst.relname as "refTable",
    (select json_agg(a.attname order by k.ord) from unnest(x.conkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = x.conrelid and a.attnum = k.num)::text as columns,
    (select json_agg(a.attname order by k.ord) from unnest(x.confkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = x.confrelid and a.attnum = k.num)::text as "refColumns"
  from pg_constraint x
  join pg_class src on src.oid = x.conrelid
  join pg_class dst on dst.oid = x.confrelid
  join pg_namespace sn on sn.oid = src.relnamespace and sn.nspname = 'public'
  join pg_namespace dn on dn.oid = dst.relnamespace and dn.nspname = 'public'
  where x.contype = 'f'`

const FUNCTIONS_SQL = `
  select p.proname as name, p.provolatile::text as volatility, p.proretset as "returnsSet",
    t.typname as "returnType", t.typtype::text as "returnTypeKind", rel.relname as "returnTable",
    p.pronargs as "inCount", p.pronargdefaults as "defaultCount",
    coalesce(p.proargnames, '{}') as "argNames", coalesce(p.proargmodes::text[], '{}') as "argModes",
    (select coalesce(json_agg(format_type(x, null) order by ord), '[]') from unnest(p.proargtypes) with ordinality u(x, ord))::text as "inTypes"
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace and n.nspname = 'public'
  join pg_type t on t.oid = p.prorettype
  left join pg_class rel on rel.oid = t.typrelid and rel.relnamespace = n.oid and rel.relkind in ('r', 'v', 'm', 'f', 'p')
  where p.prokind = 'f'`

const ROLES_SQL = `
  select r.rolname as name from pg_roles r
  where pg_has_role('authenticator', r.oid, 'member') and r.rolname <> 'authenticator'`

interface RelationRow {
  oid: number
  definition: string | null
  name: string
  kind: string
  columns: string
  uniques: string
}
interface ForeignKeyRow {
  name: string
  table: string
  refTable: string
  columns: string
  refColumns: string
}
interface FunctionRow {
  name: string
  volatility: string
  returnsSet: boolean
  returnType: string
  returnTypeKind: string
  returnTable: string | null
  inCount: number
  defaultCount: number
  argNames: string[]
  argModes: string[]
  inTypes: string
}

async function introspect(q: Queryable): Promise<SchemaCache> {
  const relations = new Map<string, Relation>()
  const relationRows = (await q.query<RelationRow>(RELATIONS_SQL)).rows
  for (const row of relationRows) {
    const columns = JSON.parse(row.columns) as Column[]
    const keys = JSON.parse(row.uniques) as Array<{ type: string; cols: string[] }>
    relations.set(row.name, {
      name: row.name,
      kind: row.kind,
      columns: new Map(columns.map((column) => [column.name, column])),
      primaryKey: keys.find((key) => key.type === "p")?.cols ?? [],
      uniques: keys.map((key) => key.cols),
    })
  }
  const tableForeignKeys = (await q.query<ForeignKeyRow>(FOREIGN_KEYS_SQL)).rows.map((row) => ({
    name: row.name,
    table: row.table,
    refTable: row.refTable,
    columns: JSON.parse(row.columns) as string[],
    refColumns: JSON.parse(row.refColumns) as string[],
  }))
  const foreignKeys = [...tableForeignKeys, ...viewForeignKeys(relationRows, relations, tableForeignKeys)]
  const functions = new Map<string, FunctionDef[]>()
  for (const row of (await q.query<FunctionRow>(FUNCTIONS_SQL)).rows) {
    const inTypes = JSON.parse(row.inTypes) as string[]
    const modes = row.argModes.length ? row.argModes : inTypes.map(() => "i")
    const inNames = row.argNames.filter((_, index) => ["i", "b", "v"].includes(modes[index] ?? "i"))
    const hasOutColumns = modes.some((mode) => mode === "t" || mode === "o" || mode === "b")
    const args = inTypes.map((type, index) => ({
      name: inNames[index] ?? "",
      type,
      hasDefault: index >= row.inCount - row.defaultCount,
    }))
    const returnKind =
      row.returnType === "void"
        ? "void"
        : row.returnTypeKind === "c" || (row.returnType === "record" && hasOutColumns)
          ? "composite"
          : "scalar"
    const def: FunctionDef = {
      name: row.name,
      args,
      volatile: row.volatility === "v",
      returnsSet: row.returnsSet,
      returnKind,
      returnTable: row.returnTable,
      outColumns: row.argNames.filter((_, index) => ["o", "b", "t"].includes(modes[index] ?? "i")),
    }
    functions.set(row.name, [...(functions.get(row.name) ?? []), def])
  }
  const roles = new Set((await q.query<{ name: string }>(ROLES_SQL)).rows.map((row) => row.name))
  const allRoles = new Set(
    (await q.query<{ name: string }>("select rolname as name from pg_roles")).rows.map((row) => row.name)
  )
  return { relations, foreignKeys, functions, roles, allRoles }
}

/**
 * Views take part in embedding through the foreign keys of the tables they expose, as in
 * PostgREST: a view column that is a plain copy of a base-table column inherits its FKs.
 */
function viewForeignKeys(rows: RelationRow[], relations: Map<string, Relation>, fks: ForeignKey[]): ForeignKey[] {
  const byOid = new Map<number, RelationRow>(rows.map((row) => [row.oid, row]))
  const columnByNum = (row: RelationRow) =>
    new Map((JSON.parse(row.columns) as Array<Column & { num: number }>).map((column) => [column.num, column.name]))
  const derived: ForeignKey[] = []
  for (const view of rows) {
    if (!view.definition) continue
    // [view column, base table, base column]
    const sources: Array<[string, string, string]> = []
    for (const entry of topLevelTargets(view.definition)) {
      const base = byOid.get(entry.table)
      const baseColumn = base ? columnByNum(base).get(entry.column) : undefined
      if (base && baseColumn) sources.push([entry.name, base.name, baseColumn])
    }
    const viewColumnFor = (table: string, column: string) =>
      sources.find(([, base, baseColumn]) => base === table && baseColumn === column)?.[0]
    const mapAll = (table: string, columns: string[]) => {
      const mapped = columns.map((column) => viewColumnFor(table, column))
      return mapped.every((column): column is string => column !== undefined) ? mapped : null
    }
    for (const fk of fks) {
      const own = mapAll(fk.table, fk.columns)
      if (own) derived.push({ ...fk, table: view.name, columns: own })
      const referenced = mapAll(fk.refTable, fk.refColumns)
      if (referenced) derived.push({ ...fk, refTable: view.name, refColumns: referenced })
    }
    const relation = relations.get(view.name)
    for (const base of new Set(sources.map(([, table]) => table))) {
      for (const unique of relations.get(base)?.uniques ?? []) {
        const mapped = mapAll(base, unique)
        if (mapped && relation) relation.uniques.push(mapped)
      }
    }
  }
  return derived
}

/** Reads `resname`/`resorigtbl`/`resorigcol` of the outermost query's target list from a pg_node_tree. */
export function topLevelTargets(tree: string): Array<{ name: string; table: number; column: number }> {
  let depth = 0
  let listStart = -1
  let entryStart = -1
  const entries: string[] = []
  for (let i = 0; i < tree.length; i++) {
    const char = tree[i]!
    if (char === "\\") {
      i++
      continue
    }
    if (char === "{" || char === "(") {
      depth++
      if (listStart >= 0 && depth === 4 && char === "{") entryStart = i
      continue
    }
    if (char === "}" || char === ")") {
      if (listStart >= 0 && depth === 4 && char === "}" && entryStart >= 0) {
        entries.push(tree.slice(entryStart, i + 1))
        entryStart = -1
      }
      depth--
      if (listStart >= 0 && depth === 2) break
      continue
    }
    if (depth === 2 && listStart < 0 && tree.startsWith(":targetList ", i)) listStart = i
  }
  return entries.flatMap((entry) => {
    const name = [...entry.matchAll(/:resname (\S+)/g)].pop()?.[1]
    const origin = [...entry.matchAll(/:resorigtbl (\d+) :resorigcol (\d+)/g)].pop()
    if (!name || !origin || origin[1] === "0") return []
    return [{ name: name.replace(/\\(.)/g, "$1"), table: Number(origin[1]), column: Number(origin[2]) }]
  })
}

// Keyed by the PGlite handle: restoreSnapshot() swaps it, which makes the old entry unreachable.
let cache = new WeakMap<object, SchemaCache>()

/** Forgets the introspected catalog; the next request reads it again (call after DDL). */
export function resetSchemaCache() {
  cache = new WeakMap()
}

export async function loadSchema(db: LocalDatabase): Promise<SchemaCache> {
  const hit = cache.get(db.pg)
  if (hit) return hit
  return db.exclusive(async (q) => {
    const schema = await introspect(q)
    cache.set(db.pg, schema)
    return schema
  })
}
