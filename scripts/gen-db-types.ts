/**
 * Writes lib/database.types.ts from the schema the migrations build, in the shape
 * `supabase gen types typescript` produces, so the typed supabase-js client works the same
 * against the local backend and a hosted project.
 *
 *   node --import tsx scripts/gen-db-types.ts [--check]
 *
 * (`npx tsx` hangs on this script's top-level await.) With --check it exits 1 when the committed
 * file is stale instead of writing it.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import * as prettier from "prettier"
import { loadConfig } from "../supabase/local/config.ts"
import { LocalDatabase } from "../supabase/local/db.ts"

const SCHEMA = "public"
const OUT_FILE = path.resolve(import.meta.dirname, "../lib/database.types.ts")
// The PostgREST line hosted Supabase runs (design/supabase-wire-contract.md); postgrest-js
// enables 13+ features (maxAffected, spread on to-many) from it.
const POSTGREST_VERSION = "14.1"

interface TypeInfo {
  oid: number
  name: string
  type: string // typtype: b base, c composite, d domain, e enum, p pseudo, r range
  category: string
  elem: number
  relid: number
  base: number
}

interface ColumnInfo {
  relname: string
  relkind: string
  attname: string
  typid: number
  nullable: boolean
  has_default: boolean
  identity: string
  generated: string
}

interface RelationInfo {
  relname: string
  relkind: string
  insertable: boolean
  updatable: boolean
}

interface ForeignKeyInfo {
  conname: string
  relname: string
  columns: string[]
  ref_relname: string
  ref_columns: string[]
  one_to_one: boolean
}

interface FunctionInfo {
  proname: string
  retset: boolean
  rettype: number
  argtypes: number[]
  argnames: string[] | null
  argmodes: string[] | null
  nargs: number
  nargdefaults: number
}

const db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
try {
  const types = new Map<number, TypeInfo>()
  for (const t of (
    await db.query<TypeInfo>(
      `select oid::int as oid, typname as name, typtype as type, typcategory as category,
              typelem::int as elem, typrelid::int as relid, typbasetype::int as base
       from pg_type`
    )
  ).rows) {
    types.set(t.oid, t)
  }

  const enums = (
    await db.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       where t.typnamespace = $1::regnamespace group by t.typname order by t.typname`,
      [SCHEMA]
    )
  ).rows

  const relations = (
    await db.query<RelationInfo>(
      `select c.relname, c.relkind,
              (pg_relation_is_updatable(c.oid, false) & 8) = 8 as insertable,
              (pg_relation_is_updatable(c.oid, false) & 4) = 4 as updatable
       from pg_class c
       where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
       order by c.relname`,
      [SCHEMA]
    )
  ).rows

  const columns = (
    await db.query<ColumnInfo>(
      `select c.relname, c.relkind, a.attname, a.atttypid::int as typid, not a.attnotnull as nullable,
              a.atthasdef as has_default, a.attidentity as identity, a.attgenerated as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
         and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attname`,
      [SCHEMA]
    )
  ).rows

  const foreignKeys = (
    await db.query<ForeignKeyInfo>(
      `select con.conname, cl.relname, rcl.relname as ref_relname,
              array(select a.attname from unnest(con.conkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columns,
              array(select a.attname from unnest(con.confkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as ref_columns,
              exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                        and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                          = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid
       join pg_class rcl on rcl.oid = con.confrelid
       where con.contype = 'f' and cl.relnamespace = $1::regnamespace and rcl.relnamespace = $1::regnamespace
       order by cl.relname, con.conname`,
      [SCHEMA]
    )
  ).rows

  const functions = (
    await db.query<FunctionInfo>(
      `select p.proname, p.proretset as retset, p.prorettype::int as rettype,
              coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as argtypes,
              p.proargnames as argnames, p.proargmodes::text[] as argmodes,
              p.pronargs as nargs, p.pronargdefaults as nargdefaults
       from pg_proc p
       where p.pronamespace = $1::regnamespace and p.prokind = 'f'
         and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
       order by p.proname, p.oid`,
      [SCHEMA]
    )
  ).rows

  const tableNames = new Set(relations.filter((r) => r.relkind === "r" || r.relkind === "p").map((r) => r.relname))
  const enumNames = new Set(enums.map((e) => e.name))

  /** The TypeScript type supabase gen types uses for a Postgres type. */
  const tsType = (oid: number): string => {
    const t = types.get(oid)
    if (!t) return "unknown"
    if (t.category === "A" && t.elem) return `${wrapArray(tsType(t.elem))}[]`
    if (t.type === "d") return tsType(t.base)
    if (t.type === "e") return enumNames.has(t.name) ? `Database["${SCHEMA}"]["Enums"]["${t.name}"]` : "string"
    if (t.type === "c") {
      const rel = relations.find((r) => types.get(oid)?.relid && r.relname === t.name)
      return rel ? `Database["${SCHEMA}"]["Tables"]["${t.name}"]["Row"]` : "unknown"
    }
    switch (t.name) {
      case "bool":
        return "boolean"
      case "int2":
      case "int4":
      case "int8":
      case "float4":
      case "float8":
      case "numeric":
      case "oid":
        return "number"
      case "json":
      case "jsonb":
        return "Json"
      case "void":
        return "undefined"
      case "record":
        return "Record<string, unknown>"
      case "text":
      case "varchar":
      case "bpchar":
      case "char":
      case "name":
      case "citext":
      case "uuid":
      case "date":
      case "time":
      case "timetz":
      case "timestamp":
      case "timestamptz":
      case "interval":
      case "inet":
      case "cidr":
      case "macaddr":
      case "bytea":
      case "tsvector":
      case "tsquery":
      case "regdictionary":
        return "string"
      default:
        return t.type === "p" ? "unknown" : "string"
    }
  }
  const wrapArray = (inner: string) => (inner.includes("|") ? `(${inner})` : inner)

  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))

  const columnsOf = (relname: string) => columns.filter((c) => c.relname === relname)

  const rowType = (relname: string) =>
    `{\n${columnsOf(relname)
      .map((c) => `${key(c.attname)}: ${tsType(c.typid)}${c.nullable ? " | null" : ""}`)
      .join("\n")}\n}`

  const writeType = (relname: string, mode: "Insert" | "Update") =>
    `{\n${columnsOf(relname)
      .map((c) => {
        const type = `${tsType(c.typid)}${c.nullable ? " | null" : ""}`
        if (c.identity === "a" || c.generated === "s") return `${key(c.attname)}?: never`
        const optional = mode === "Update" || c.nullable || c.has_default || c.identity === "d"
        return `${key(c.attname)}${optional ? "?" : ""}: ${type}`
      })
      .join("\n")}\n}`

  const relationshipsOf = (relname: string) => {
    const fks = foreignKeys.filter((fk) => fk.relname === relname)
    if (!fks.length) return "[]"
    return `[\n${fks
      .map(
        (fk) => `{
          foreignKeyName: ${JSON.stringify(fk.conname)}
          columns: ${JSON.stringify(fk.columns)}
          isOneToOne: ${fk.one_to_one}
          referencedRelation: ${JSON.stringify(fk.ref_relname)}
          referencedColumns: ${JSON.stringify(fk.ref_columns)}
        },`
      )
      .join("\n")}\n]`
  }

  const never = "{\n[_ in never]: never\n}"

  const tablesBlock = relations
    .filter((r) => tableNames.has(r.relname))
    .map(
      (r) => `${key(r.relname)}: {
        Row: ${rowType(r.relname)}
        Insert: ${writeType(r.relname, "Insert")}
        Update: ${writeType(r.relname, "Update")}
        Relationships: ${relationshipsOf(r.relname)}
      }`
    )

  const viewsBlock = relations
    .filter((r) => r.relkind === "v" || r.relkind === "m")
    .map(
      (r) => `${key(r.relname)}: {
        Row: ${rowType(r.relname)}
        ${r.insertable ? `Insert: ${writeType(r.relname, "Update")}` : ""}
        ${r.updatable ? `Update: ${writeType(r.relname, "Update")}` : ""}
        Relationships: ${relationshipsOf(r.relname)}
      }`
    )

  const functionVariants = new Map<string, string[]>()
  for (const fn of functions) {
    const modes = fn.argmodes ?? fn.argtypes.map(() => "i")
    const names = fn.argnames ?? []
    const inputs: Array<{ name: string; type: string; optional: boolean }> = []
    const outputs: Array<{ name: string; type: string }> = []
    const inputIndexes = modes.map((m, i) => (m === "i" || m === "b" || m === "v" ? i : -1)).filter((i) => i >= 0)
    inputIndexes.forEach((argIndex, position) => {
      inputs.push({
        name: names[argIndex] || `arg${position}`,
        type: tsType(fn.argtypes[argIndex]!),
        optional: position >= inputIndexes.length - fn.nargdefaults,
      })
    })
    modes.forEach((m, i) => {
      if (m === "t" || m === "o" || m === "b")
        outputs.push({ name: names[i] || `column${i}`, type: tsType(fn.argtypes[i]!) })
    })

    const args = inputs.length
      ? `{\n${[...inputs]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((a) => `${key(a.name)}${a.optional ? "?" : ""}: ${a.type}`)
          .join("\n")}\n}`
      : "never"

    let returns: string
    let setof = ""
    const ret = types.get(fn.rettype)
    if (outputs.length && ret?.name === "record") {
      const shape = `{\n${[...outputs]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((o) => `${key(o.name)}: ${o.type}`)
        .join("\n")}\n}`
      returns = fn.retset ? `${shape}[]` : shape
    } else if (ret?.type === "c" && tableNames.has(ret.name)) {
      returns = fn.retset ? `${rowType(ret.name)}[]` : rowType(ret.name)
      setof = `SetofOptions: {
        from: "*"
        to: ${JSON.stringify(ret.name)}
        isOneToOne: ${!fn.retset}
        isSetofReturn: ${fn.retset}
      }`
    } else {
      const scalar = tsType(fn.rettype)
      returns = fn.retset ? `${wrapArray(scalar)}[]` : scalar
    }
    const variant = `{ Args: ${args}; Returns: ${returns}${setof ? `\n${setof}` : ""} }`
    functionVariants.set(fn.proname, [...(functionVariants.get(fn.proname) ?? []), variant])
  }
  const functionsBlock = [...functionVariants.entries()].map(
    ([name, variants]) =>
      `${key(name)}: ${variants.length === 1 ? variants[0] : variants.map((v) => `| ${v}`).join("\n")}`
  )

  const enumsBlock = enums.map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(" | ")}`)

  const block = (entries: string[]) => (entries.length ? `{\n${entries.join("\n")}\n}` : never)

  const source = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "${POSTGREST_VERSION}"
  }
  ${SCHEMA}: {
    Tables: ${block(tablesBlock)}
    Views: ${block(viewsBlock)}
    Functions: ${block(functionsBlock)}
    Enums: ${block(enumsBlock)}
    CompositeTypes: ${never}
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "${SCHEMA}">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  ${SCHEMA}: {
    Enums: {${enums.map((e) => `\n${key(e.name)}: ${JSON.stringify(e.labels)},`).join("")}},
  },
} as const
`

  const options = (await prettier.resolveConfig(OUT_FILE)) ?? {}
  const formatted = await prettier.format(source, { ...options, filepath: OUT_FILE, plugins: [] })

  if (process.argv.includes("--check")) {
    const current = await readFile(OUT_FILE, "utf8").catch(() => "")
    if (current !== formatted) {
      console.error(`${path.relative(process.cwd(), OUT_FILE)} is stale: run node --import tsx scripts/gen-db-types.ts`)
      process.exitCode = 1
    }
  } else {
    await writeFile(OUT_FILE, formatted)
    console.log(`wrote ${path.relative(process.cwd(), OUT_FILE)}`)
  }
} finally {
  await db.close()
}
