import { parseError } from "./errors.ts"

/**
 * The PostgREST query-string grammar (select, filters, logic trees, order), parsed into plain
 * data. Nothing here knows SQL; names are only validated later against the schema cache.
 */
export interface JsonStep {
  arrow: "->" | "->>"
  key: string
}

export interface FieldRef {
  column: string
  json: JsonStep[]
}

export type SelectItem =
  | { kind: "star" }
  | { kind: "field"; alias: string | null; field: FieldRef; cast: string | null }
  | {
      kind: "embed"
      alias: string | null
      relation: string
      hint: string | null
      inner: boolean
      spread: boolean
      items: SelectItem[]
    }

export const OPERATORS = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "in",
  "is",
  "isdistinct",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxl",
  "nxr",
  "adj",
  "fts",
  "plfts",
  "phfts",
  "wfts",
])

export interface Condition {
  kind: "cond"
  /** Embedded-resource path the condition applies to (empty = the request's own table). */
  path: string[]
  field: FieldRef
  negate: boolean
  op: string
  /** `any`/`all` for quantified operators, the text-search config for fts operators. */
  modifier: string | null
  value: string
  list: string[] | null
}

export interface Logic {
  kind: "logic"
  op: "and" | "or"
  negate: boolean
  children: Filter[]
}

export type Filter = Condition | Logic

export interface OrderTerm {
  /** For `rel(col)`: the to-one embed whose column orders the parent. */
  relation: string | null
  field: FieldRef
  desc: boolean
  nulls: "first" | "last" | null
}

const IDENT = /^[^\s,:()!."'*<>=-]+/u
/** Deeper embedding than any real query needs; bounds recursion in the parser and in PostgreSQL. */
const MAX_EMBED_DEPTH = 16
/** The same bound for nested and()/or() trees. */
const MAX_LOGIC_DEPTH = 16

/**
 * Types a selected column may be cast to (`select=amount::text`). PostgREST takes one bare type
 * name there; the name is written into the SQL, so only these built-in ones are accepted.
 */
export const CAST_TYPES: ReadonlySet<string> = new Set([
  "bigint",
  "bool",
  "boolean",
  "bpchar",
  "char",
  "date",
  "decimal",
  "float4",
  "float8",
  "int",
  "int2",
  "int4",
  "int8",
  "integer",
  "interval",
  "json",
  "jsonb",
  "name",
  "numeric",
  "real",
  "smallint",
  "text",
  "time",
  "timestamp",
  "timestamptz",
  "timetz",
  "uuid",
  "varchar",
])

class Cursor {
  pos = 0
  constructor(
    readonly text: string,
    readonly what: string
  ) {}

  get done() {
    return this.pos >= this.text.length
  }

  peek(token: string) {
    return this.text.startsWith(token, this.pos)
  }

  eat(token: string) {
    if (!this.peek(token)) return false
    this.pos += token.length
    return true
  }

  expect(token: string) {
    if (!this.eat(token)) this.fail(`"${token}"`)
  }

  fail(expected: string): never {
    const found = this.done ? "end of input" : `"${this.text.slice(this.pos, this.pos + 10)}"`
    throw parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expected}`
    )
  }

  identifier(): string {
    const start = this.pos
    let name: string
    if (this.eat('"')) {
      const end = this.text.indexOf('"', this.pos)
      if (end < 0) this.fail('closing "')
      name = this.text.slice(this.pos, end)
      this.pos = end + 1
    } else {
      const match = IDENT.exec(this.text.slice(this.pos))
      if (!match) this.fail("an identifier")
      name = match[0]
      this.pos += name.length
    }
    // PostgreSQL names are never empty and cannot hold NUL, which would also cut the statement short.
    if (name === "" || name.includes("\0")) {
      this.pos = start
      this.fail("an identifier")
    }
    return name
  }

  /** `::type` after a selected field: one name from CAST_TYPES, nothing else (no spaces, no SQL). */
  cast(): string {
    const start = this.pos
    const match = /^[A-Za-z][A-Za-z0-9_]*/.exec(this.text.slice(this.pos))
    const name = match?.[0].toLowerCase()
    if (!name || !CAST_TYPES.has(name)) {
      this.pos = start
      this.fail(`a type name (${[...CAST_TYPES].join(", ")})`)
    }
    this.pos += name.length
    return name
  }

  /** A name optionally followed by `->key`/`->>key` steps (JSON keys may be quoted or numeric). */
  field(): FieldRef {
    const column = this.identifier()
    const json: JsonStep[] = []
    for (;;) {
      const arrow = this.eat("->>") ? "->>" : this.eat("->") ? "->" : null
      if (!arrow) break
      const negative = this.eat("-") ? "-" : ""
      json.push({ arrow, key: negative + this.identifier() })
    }
    return { column, json }
  }
}

export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text, "select")
  const items = selectList(cursor, 0)
  if (!cursor.done) cursor.fail('"," or end of input')
  return items
}

function selectList(cursor: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = []
  if (depth > MAX_EMBED_DEPTH) cursor.fail(`at most ${MAX_EMBED_DEPTH} levels of embedding`)
  if (cursor.done || cursor.peek(")")) return items
  do items.push(selectItem(cursor, depth))
  while (cursor.eat(","))
  return items
}

function selectItem(cursor: Cursor, depth: number): SelectItem {
  if (cursor.eat("*")) return { kind: "star" }
  const spread = cursor.eat("...")
  let alias: string | null = null
  const start = cursor.pos
  let name = cursor.identifier()
  if (cursor.peek(":") && !cursor.peek("::")) {
    cursor.expect(":")
    alias = name
    name = cursor.identifier()
  }
  if (spread || cursor.peek("!") || cursor.peek("(")) {
    let hint: string | null = null
    let inner = false
    while (cursor.eat("!")) {
      const word = cursor.identifier()
      if (word === "inner") inner = true
      else if (word !== "left") hint = word
    }
    cursor.expect("(")
    const items = selectList(cursor, depth + 1)
    cursor.expect(")")
    return { kind: "embed", alias, relation: name, hint, inner, spread, items }
  }
  cursor.pos = start
  if (alias !== null) {
    cursor.identifier()
    cursor.expect(":")
  }
  const field = cursor.field()
  const cast = cursor.eat("::") ? cursor.cast() : null
  return { kind: "field", alias, field, cast }
}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ""
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      current += char
      if (char === "\\" && i + 1 < text.length) current += text[++i]
      else if (char === '"') quoted = false
      continue
    }
    if (char === '"') quoted = true
    else if (char === "(") depth++
    else if (char === ")") depth--
    else if (char === "," && depth === 0) {
      parts.push(current)
      current = ""
      continue
    }
    current += char
  }
  parts.push(current)
  return parts
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value

export function parseList(text: string, what: string): string[] {
  if (!text.startsWith("(") || !text.endsWith(")")) {
    throw parseError(`"failed to parse filter (${what})" (line 1, column 1)`, 'expecting "("')
  }
  const inner = text.slice(1, -1)
  return inner === "" ? [] : splitTopLevel(inner).map(unquote)
}

/** Parses `[not.]op[(modifier)].value` (the right-hand side of a filter). */
export function parseOperation(path: string[], field: FieldRef, text: string, inTree: boolean): Condition {
  let rest = text
  let negate = false
  if (rest.startsWith("not.")) {
    negate = true
    rest = rest.slice(4)
  }
  const match = /^([a-z]+)(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?\./.exec(rest)
  if (!match || !OPERATORS.has(match[1]!)) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column 1)`, "unknown or missing operator")
  }
  const op = match[1]!
  const modifier = match[2] ?? null
  if (modifier && !["any", "all"].includes(modifier) && !op.endsWith("fts")) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column 1)`, `unexpected modifier "${modifier}"`)
  }
  let value = rest.slice(match[0].length)
  if (inTree) value = unquote(value)
  const list = op === "in" ? parseList(value, text) : null
  if (op === "is" && !["null", "not_null", "true", "false", "unknown"].includes(value.toLowerCase())) {
    throw parseError(
      `"failed to parse filter (${text})" (line 1, column 1)`,
      'expecting "null", "not_null", "true", "false" or "unknown"'
    )
  }
  return { kind: "cond", path, field, negate, op, modifier, value, list }
}

/** Parses a filter key such as `col`, `data->>lang`, `rel.col` into path + field. */
export function parseFilterKey(key: string): { path: string[]; field: FieldRef } {
  const segments = key.split(".")
  const last = segments.pop()!
  const cursor = new Cursor(last, "filter")
  const field = cursor.field()
  if (!cursor.done) cursor.fail("end of filter name")
  for (const segment of segments) if (!IDENT.test(segment)) throw parseError(`"failed to parse filter (${key})"`, null)
  return { path: segments, field }
}

/** Parses a logic tree body `(c1.op.v,and(c2.op.v,...))`. */
export function parseLogic(op: "and" | "or", negate: boolean, text: string, depth = 0): Logic {
  if (!text.startsWith("(") || !text.endsWith(")")) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'expecting "("')
  }
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, `at most ${MAX_LOGIC_DEPTH} levels`)
  }
  const children = splitTopLevel(text.slice(1, -1)).map((part) => parseTreeItem(part, depth))
  return { kind: "logic", op, negate, children }
}

function parseTreeItem(part: string, depth: number): Filter {
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(part)
  if (logic) return parseLogic(logic[2] as "and" | "or", Boolean(logic[1]), logic[3]!, depth + 1)
  // `col.op.value` or `rel.col.op.value`: the operator is the first segment that names one.
  const segments = part.split(".")
  for (let i = 1; i < segments.length; i++) {
    const word = segments[i]!.replace(/\(.*$/, "")
    if (OPERATORS.has(word) || (word === "not" && i + 1 < segments.length)) {
      const head = segments.slice(0, i)
      const { path, field } = parseFilterKey(head.join("."))
      return parseOperation(path, field, segments.slice(i).join("."), true)
    }
  }
  throw parseError(`"failed to parse logic tree (${part})" (line 1, column 1)`, "expecting an operator")
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const cursor = new Cursor(term, "order")
    let relation: string | null = null
    let field = cursor.field()
    if (cursor.eat("(")) {
      relation = field.column
      field = cursor.field()
      cursor.expect(")")
    }
    let desc = false
    let nulls: OrderTerm["nulls"] = null
    while (cursor.eat(".")) {
      const word = cursor.identifier()
      if (word === "asc") desc = false
      else if (word === "desc") desc = true
      else if (word === "nullsfirst") nulls = "first"
      else if (word === "nullslast") nulls = "last"
      else cursor.fail('"asc", "desc", "nullsfirst" or "nullslast"')
    }
    if (!cursor.done) cursor.fail('"," or end of input')
    return { relation, field, desc, nulls }
  })
}

export function parseNonNegative(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) {
    throw parseError(
      `"failed to parse ${name} parameter (${value})" (line 1, column 1)`,
      "expecting a non-negative integer"
    )
  }
  return Number(value)
}
