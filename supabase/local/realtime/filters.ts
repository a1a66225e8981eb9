/**
 * postgres_changes filters (`col=op.value`, several ANDed with `,`), evaluated in JS against the
 * captured row. Values arrive with their JSON types, so comparisons coerce by column type.
 */
import { splitTopLevel } from "../rest/grammar.ts"

const OPERATORS = [
  "eq",
  "neq",
  "lt",
  "lte",
  "gt",
  "gte",
  "in",
  "is",
  "like",
  "ilike",
  "match",
  "imatch",
  "isdistinct",
] as const
type Operator = (typeof OPERATORS)[number]

export interface Condition {
  column: string
  operator: Operator
  negate: boolean
  /** One literal, or the list for `in`; `null` for a bare `null` literal. */
  values: Array<string | null>
}

export class FilterError extends Error {}

function literal(raw: string): string | null {
  const text = raw.trim()
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return text.slice(1, -1).replace(/\\(.)/g, "$1")
  return text === "null" ? null : raw
}

export function parseFilter(filter: string | undefined | null): Condition[] {
  if (filter === undefined || filter === null || filter === "") return []
  return splitTopLevel(filter).map((part) => {
    const eq = part.indexOf("=")
    if (eq <= 0) throw new FilterError(`invalid filter: ${part}`)
    const column = part.slice(0, eq).trim()
    let rest = part.slice(eq + 1)
    const negate = rest.startsWith("not.")
    if (negate) rest = rest.slice(4)
    const dot = rest.indexOf(".")
    const operator = (dot < 0 ? rest : rest.slice(0, dot)) as Operator
    if (!OPERATORS.includes(operator) || dot < 0) throw new FilterError(`invalid filter operator in: ${part}`)
    const value = rest.slice(dot + 1)
    if (operator !== "in") return { column, operator, negate, values: [operator === "is" ? value : literal(value)] }
    if (!value.startsWith("(") || !value.endsWith(")")) throw new FilterError(`invalid in list in: ${part}`)
    return { column, operator, negate, values: splitTopLevel(value.slice(1, -1)).map(literal) }
  })
}

const NUMERIC = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid", "money"])
const TEMPORAL = new Set(["timestamp", "timestamptz", "date"])

function text(value: unknown): string {
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

/** Three-way comparison of a row value with a literal, or null when they are not comparable. */
function compare(type: string | undefined, value: unknown, lit: string): number | null {
  if (type && NUMERIC.has(type)) {
    const a = Number(value)
    const b = Number(lit)
    return Number.isNaN(a) || Number.isNaN(b) ? null : Math.sign(a - b)
  }
  if (type === "bool" || typeof value === "boolean") {
    const b = ["t", "true", "yes", "on", "1"].includes(lit.toLowerCase())
    return Number(value === true || value === "t") - Number(b)
  }
  if (type && TEMPORAL.has(type)) {
    const a = Date.parse(String(value).replace(" ", "T"))
    const b = Date.parse(lit.replace(" ", "T"))
    if (!Number.isNaN(a) && !Number.isNaN(b)) return Math.sign(a - b)
  }
  const a = text(value)
  return a === lit ? 0 : a < lit ? -1 : 1
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const body = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[%*]/g, ".*")
    .replace(/_/g, ".")
  return new RegExp(`^${body}$`, `s${flags}`)
}

/** SQL-style three-valued result: null means unknown (e.g. NULL operand), which never matches. */
function evaluate(cond: Condition, value: unknown, type: string | undefined): boolean | null {
  const lit = cond.values[0] ?? null
  switch (cond.operator) {
    case "is": {
      const target = (lit ?? "null").toLowerCase()
      if (target === "null") return value === null || value === undefined
      if (target === "unknown") return value === null || value === undefined
      if (value === null || value === undefined) return false
      return compare("bool", value, target) === 0
    }
    case "isdistinct":
      if (value === null || value === undefined) return lit !== null
      return lit === null ? true : compare(type, value, lit) !== 0
    case "in":
      if (value === null || value === undefined) return null
      return cond.values.some((item) => item !== null && compare(type, value, item) === 0)
    default:
      break
  }
  if (value === null || value === undefined || lit === null) return null
  if (cond.operator === "like" || cond.operator === "ilike")
    return likeToRegExp(lit, cond.operator === "ilike" ? "i" : "").test(text(value))
  if (cond.operator === "match" || cond.operator === "imatch") {
    try {
      return new RegExp(lit, cond.operator === "imatch" ? "i" : "").test(text(value))
    } catch {
      return false
    }
  }
  const order = compare(type, value, lit)
  if (order === null) return null
  switch (cond.operator) {
    case "eq":
      return order === 0
    case "neq":
      return order !== 0
    case "lt":
      return order < 0
    case "lte":
      return order <= 0
    case "gt":
      return order > 0
    default:
      return order >= 0
  }
}

export function matchesFilter(
  conditions: Condition[],
  row: Record<string, unknown> | null,
  types: Map<string, string>
): boolean {
  if (conditions.length === 0) return true
  if (!row) return false
  return conditions.every((cond) => {
    if (!(cond.column in row)) return false
    const result = evaluate(cond, row[cond.column], types.get(cond.column))
    if (result === null) return false
    return cond.negate ? !result : result
  })
}
