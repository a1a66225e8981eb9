import { RestError } from "./errors.ts"
import type { ForeignKey, SchemaCache } from "./schema.ts"

/** How an embedded table joins its parent, derived from foreign keys like PostgREST does. */
export interface Relationship {
  cardinality: "many-to-one" | "one-to-one" | "one-to-many" | "many-to-many"
  toOne: boolean
  target: string
  /** [parent column, target column] pairs for direct relationships. */
  pairs: Array<[string, string]>
  junction: {
    table: string
    /** [junction column, parent column] */
    parentPairs: Array<[string, string]>
    /** [junction column, target column] */
    targetPairs: Array<[string, string]>
  } | null
  description: string
  constraint: string
}

const zip = (a: string[], b: string[]) => a.map((value, index): [string, string] => [value, b[index]!])
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value))
const cols = (list: string[]) => list.join(", ")

function candidates(schema: SchemaCache, parent: string, target: string) {
  const found: Array<{ rel: Relationship; names: string[] }> = []
  for (const fk of schema.foreignKeys) {
    if (fk.table === parent && fk.refTable === target) {
      found.push({
        rel: {
          cardinality: "many-to-one",
          toOne: true,
          target,
          pairs: zip(fk.columns, fk.refColumns),
          junction: null,
          constraint: fk.name,
          description: `${fk.name} using ${parent}(${cols(fk.columns)}) and ${target}(${cols(fk.refColumns)})`,
        },
        names: [fk.name, ...fk.columns],
      })
    }
    if (fk.table === target && fk.refTable === parent) {
      const unique = schema.relations.get(target)?.uniques.some((set) => sameSet(set, fk.columns)) ?? false
      found.push({
        rel: {
          cardinality: unique ? "one-to-one" : "one-to-many",
          toOne: unique,
          target,
          pairs: zip(fk.refColumns, fk.columns),
          junction: null,
          constraint: fk.name,
          description: `${fk.name} using ${target}(${cols(fk.columns)}) and ${parent}(${cols(fk.refColumns)})`,
        },
        names: [fk.name, ...fk.columns],
      })
    }
  }
  const byTable = new Map<string, ForeignKey[]>()
  for (const fk of schema.foreignKeys) byTable.set(fk.table, [...(byTable.get(fk.table) ?? []), fk])
  for (const [table, fks] of byTable) {
    const pk = schema.relations.get(table)?.primaryKey ?? []
    for (const toParent of fks.filter((fk) => fk.refTable === parent)) {
      for (const toTarget of fks.filter((fk) => fk.refTable === target && fk !== toParent)) {
        if (![...toParent.columns, ...toTarget.columns].every((column) => pk.includes(column))) continue
        found.push({
          rel: {
            cardinality: "many-to-many",
            toOne: false,
            target,
            pairs: [],
            junction: {
              table,
              parentPairs: zip(toParent.columns, toParent.refColumns),
              targetPairs: zip(toTarget.columns, toTarget.refColumns),
            },
            constraint: `${toParent.name},${toTarget.name}`,
            description: `${table} using ${toParent.name}(${cols(toParent.columns)}) and ${toTarget.name}(${cols(toTarget.columns)})`,
          },
          names: [table, toParent.name, toTarget.name],
        })
      }
    }
  }
  return found
}

export function findRelationship(
  schema: SchemaCache,
  parent: string,
  target: string,
  hint: string | null
): Relationship {
  const all = schema.relations.has(target) ? candidates(schema, parent, target) : []
  const matching = hint === null ? all : all.filter((candidate) => candidate.names.includes(hint))
  if (matching.length === 1) return matching[0]!.rel
  if (matching.length === 0) {
    const using = hint === null ? "" : ` using the hint '${hint}'`
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${target}'${using} in the schema 'public', but no matches were found.`,
      "Perhaps you meant a different table or foreign key name."
    )
  }
  const spellings = matching.map((candidate) => `'${target}!${candidate.rel.constraint.split(",")[0]}'`)
  throw new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
    matching.map((candidate) => ({
      cardinality: candidate.rel.cardinality,
      embedding: `${parent} with ${target}`,
      relationship: candidate.rel.description,
    })),
    `Try changing '${target}' to one of the following: ${spellings.join(", ")}. Find the desired relationship in the 'details' key.`
  )
}
