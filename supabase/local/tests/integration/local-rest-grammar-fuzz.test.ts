/**
 * Property test of the local REST query grammar: every select/filter/order/logic string, random or
 * hostile, is either refused with PostgREST's error shape or compiled into SQL whose only parts
 * taken from the request are quoted identifiers and bound parameters. Deterministic (fixed seed).
 */
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LOCAL_SERVICE_ROLE_KEY } from "../../config"
import { CAST_TYPES, OPERATORS, type Filter, type SelectItem } from "../../rest/grammar"
import { RestError } from "../../rest/errors"
import { Aliases, applyQuery, buildTree, type QueryNode } from "../../rest/query"
import { envelopeSql, renderNode } from "../../rest/render"
import { loadSchema, type SchemaCache } from "../../rest/schema"
import { Params } from "../../rest/sql"
import type { LocalSupabase } from "../../server"
import { fixtureSchema, startBackend } from "../helpers/backend"

const SEED = 20_261_124

let local: LocalSupabase
let schema: SchemaCache

beforeAll(async () => {
  local = await startBackend(fixtureSchema("local-backend"))
  schema = await loadSchema(local.db)
})

afterAll(async () => {
  await local?.close()
})

// ---------------------------------------------------------------------------------------------
// What the renderer may write on its own: keywords, functions, internal aliases and types.
// ---------------------------------------------------------------------------------------------

const KEYWORDS = new Set(
  `select from where and or not is null true false unknown distinct in as left inner join lateral on
   order by asc desc nulls first last limit offset case when then end any all like ilike
   count coalesce json_agg row_to_json json_strip_nulls to_tsvector to_tsquery plainto_tsquery
   phraseto_tsquery websearch_to_tsquery j body n one total`.split(/\s+/)
)
const INTERNAL_TYPES = new Set(["int", "text", "json", "jsonb", "bigint", "regconfig"])
const PARAM_TYPES = new Set(["int", "text", "regconfig", "json"])
const INTERNAL_ALIAS = /^(t\d+|e\d+[js]?|_[a-z])$/
/** What may follow a cast that is not a parameter's: the end of a column or of an expression. */
const AFTER_CAST = new Set(["as", ",", ")", "::", "end", "->", "->>", "<eos>"])

const IDENT_MARK = "\u0001"
const PARAM_MARK = "\u0002"
const LITERAL_MARK = "\u0003"
const TOKEN =
  /\s+|([\u0001\u0002\u0003])|([A-Za-z_][A-Za-z0-9_]*)|(\d+)|(::|->>|->|<>|<=|>=|@@|@>|<@|&&|<<|>>|&<|&>|-\|-|~\*|[(),.*=<>~])/y

/** Throws unless `sql`, with quoted identifiers and $n masked, is made of the renderer's own words. */
function assertOnlyIdentifiersAndParams(sql: string, paramCount: number) {
  for (const match of sql.matchAll(/\$(\d+)/g)) expect(Number(match[1])).toBeLessThanOrEqual(paramCount)
  const masked = sql
    .replace(/"(?:[^"]|"")*"/g, ` ${IDENT_MARK} `)
    .replace(/\$\d+/g, ` ${PARAM_MARK} `)
    .replace(/'\[\]'/g, ` ${LITERAL_MARK} `)
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < masked.length) {
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(masked)
    if (!match) throw new Error(`unexpected text in SQL at ${at}: ${JSON.stringify(masked.slice(at, at + 30))}\n${sql}`)
    const token = match[1] ?? match[2] ?? match[3] ?? match[4]
    if (token !== undefined) tokens.push(token)
  }
  tokens.forEach((token, i) => {
    if (/^[A-Za-z_]/.test(token)) {
      const word = token.toLowerCase()
      if (!KEYWORDS.has(word) && !INTERNAL_TYPES.has(word) && !CAST_TYPES.has(word) && !INTERNAL_ALIAS.test(token))
        throw new Error(`word ${JSON.stringify(token)} did not come from the renderer\n${sql}`)
    }
    if (token !== "::") return
    const type = tokens[i + 1] ?? ""
    const before = tokens[i - 1]
    if (before === PARAM_MARK) {
      if (!PARAM_TYPES.has(type)) throw new Error(`parameter cast to ${type}\n${sql}`)
      return
    }
    if (!CAST_TYPES.has(type) && !INTERNAL_TYPES.has(type)) throw new Error(`cast to ${type}\n${sql}`)
    const after = tokens[i + 2] ?? "<eos>"
    if (!AFTER_CAST.has(after)) throw new Error(`cast to ${type} is followed by ${after}\n${sql}`)
  })
}

/** The AST can only carry whitelisted words into the SQL outside identifiers and parameters. */
function assertTreeWords(node: QueryNode) {
  const items = (list: SelectItem[]): void =>
    list.forEach((item) => {
      if (item.kind === "field" && item.cast !== null) expect(CAST_TYPES.has(item.cast)).toBe(true)
      if (item.kind === "embed") items(item.items)
    })
  const filters = (filter: Filter): void => {
    if (filter.kind === "logic") return filter.children.forEach(filters)
    expect(OPERATORS.has(filter.op)).toBe(true)
    if (filter.op === "is")
      expect(["null", "not_null", "true", "false", "unknown"]).toContain(filter.value.toLowerCase())
    if (filter.modifier !== null && !filter.op.endsWith("fts")) expect(["any", "all"]).toContain(filter.modifier)
  }
  items(node.items)
  node.filters.forEach(filters)
  expect(node.limit === null || Number.isSafeInteger(node.limit)).toBe(true)
  expect(node.offset === null || Number.isSafeInteger(node.offset)).toBe(true)
  node.embeds.forEach(assertTreeWords)
}

function assertPostgrestError(error: unknown) {
  if (!(error instanceof RestError)) throw error
  // 300 is PostgREST's answer to an ambiguous embed (PGRST201).
  expect(error.status).toBeGreaterThanOrEqual(300)
  expect(error.status).toBeLessThan(500)
  expect(error.code).toMatch(/^(PGRST\d{3}|[0-9A-Z]{5})$/)
  expect(Object.keys(error.body()).sort()).toEqual(["code", "details", "hint", "message"])
}

/** The read path of /rest/v1/<table>, from query string to SQL, without the database. */
function compile(tableName: string, query: URLSearchParams) {
  const relation = schema.relations.get(tableName)!
  const tree = buildTree(schema, relation, query.get("select"), new Aliases())
  applyQuery(tree, query)
  const params = new Params()
  const sql = envelopeSql(renderNode(tree, params), { withTotal: true, singular: false, stripNulls: true })
  return { tree, sql, params }
}

function checkQuery(tableName: string, query: URLSearchParams) {
  let compiled: ReturnType<typeof compile>
  try {
    compiled = compile(tableName, query)
  } catch (error) {
    assertPostgrestError(error)
    return
  }
  assertTreeWords(compiled.tree)
  assertOnlyIdentifiersAndParams(compiled.sql, compiled.params.values.length)
}

// ---------------------------------------------------------------------------------------------
// Inputs: PostgREST-shaped strings built from real names, spliced with hostile fragments.
// ---------------------------------------------------------------------------------------------

const COLUMNS = {
  posts: ["id", "author_id", "editor_id", "category_id", "title", "body", "status", "slug", "tags", "meta", "score"],
  comments: ["id", "post_id", "author_id", "body", "created_at"],
  categories: ["id", "slug", "name"],
  tags: ["id", "name"],
  profiles: ["id", "username", "display_name", "created_at"],
}
type Table = keyof typeof COLUMNS
/** Embeds of posts and the table each one reaches. */
const EMBEDS: Array<[string, Table]> = [
  ["comments", "comments"],
  ["comments!inner", "comments"],
  ["categories", "categories"],
  ["...categories", "categories"],
  ["tags", "tags"],
  ["profiles!posts_author_id_fkey", "profiles"],
  ["editor:profiles!posts_editor_id_fkey", "profiles"],
]
const HOSTILE = [
  "::",
  "::text",
  "::text is not null",
  "::int4)",
  "::text[]",
  "::pg_catalog.text",
  "::text union select 1",
  " ",
  ";",
  "--",
  "/*",
  "'",
  '"',
  '""',
  "\\",
  "$1",
  "\u0000",
  "\n",
  "(",
  ")",
  ",",
  ".",
  "!",
  "!inner",
  "...",
  "->",
  "->>",
  ":",
  "*",
  "not.",
  "or(",
  "eq.",
  "in.(",
  "pg_sleep(1)",
  " or 1=1",
  "é",
  "𝒳",
]

const hostile = fc.constantFrom(...HOSTILE)
const junk = fc.string({ unit: "binary", maxLength: 12 })
/** Mostly the valid thing, sometimes with a hostile fragment around it or replaced by junk. */
const spoil = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 40, arbitrary: valid },
    { weight: 1, arbitrary: fc.tuple(valid, hostile).map(([v, h]) => v + h) },
    { weight: 1, arbitrary: fc.tuple(hostile, valid).map(([h, v]) => h + v) },
    { weight: 1, arbitrary: junk }
  )
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 16 }), hostile, junk)
const column = (table: Table) => spoil(fc.constantFrom(...COLUMNS[table]))
const alias = fc.oneof(
  fc.constantFrom("a", "x_1", "título"),
  anyText.map((text) => `"${text.replace(/"/g, "") || "q"}"`),
  hostile
)
const castSuffix = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 3, arbitrary: fc.constantFrom(...[...CAST_TYPES].map((type) => `::${type}`)) },
  { weight: 1, arbitrary: hostile.map((text) => `::${text}`) },
  { weight: 1, arbitrary: anyText.map((text) => `::${text}`) }
)
const jsonKey = fc.oneof(
  fc.constantFrom("lang", "views", "0", "-1"),
  anyText.map((text) => `"${text.replace(/"/g, "") || "k"}"`)
)
const jsonPath = fc
  .array(fc.tuple(fc.constantFrom("->", "->>"), jsonKey), { maxLength: 2 })
  .map((steps) => steps.map(([arrow, key]) => `${arrow}${key}`).join(""))

const field = (table: Table) =>
  fc
    .tuple(fc.option(alias, { nil: null }), column(table), jsonPath, castSuffix)
    .map(([name, col, json, cast]) => `${name === null ? "" : `${name}:`}${col}${json}${cast}`)

const itemsOf = (table: Table, depth: number): fc.Arbitrary<string> =>
  fc
    .array(
      depth === 0 && table === "posts"
        ? fc.oneof(
            { weight: 5, arbitrary: field(table) },
            { weight: 1, arbitrary: fc.constant("*") },
            {
              weight: 2,
              arbitrary: fc
                .constantFrom(...EMBEDS)
                .chain(([embed, target]) => itemsOf(target, depth + 1).map((inner) => `${embed}(${inner})`)),
            }
          )
        : fc.oneof({ weight: 5, arbitrary: field(table) }, { weight: 1, arbitrary: fc.constant("*") }),
      { maxLength: 4 }
    )
    .map((items) => items.join(","))
const selectText = spoil(itemsOf("posts", 0))

const MODIFIERS: Record<string, string[]> = {
  eq: ["", "(any)", "(all)"],
  like: ["", "(any)", "(all)"],
  ilike: ["", "(any)"],
  gt: ["", "(all)"],
  fts: ["", "(english)"],
  wfts: ["", "(portuguese)"],
}
const IS_VALUES = ["null", "not_null", "true", "false", "unknown", "NULL"]
/** `[not.]op[(modifier)].value`; inside and()/or() a value is double-quoted, as PostgREST wants. */
const operationWith = (quoted: boolean) =>
  spoil(
    fc
      .tuple(fc.constantFrom("", "", "not."), fc.constantFrom(...OPERATORS), fc.nat(), anyText, fc.nat())
      .map(([not, op, m, text, n]) => {
        const value = quoted ? `"${text.replace(/["\\]/g, "\\$&")}"` : text
        if (op === "in") return `${not}in.(${text.replace(/[()]/g, "")},"b,c")`
        if (op === "is") return `${not}is.${IS_VALUES[n % IS_VALUES.length]}`
        const modifiers = MODIFIERS[op] ?? [""]
        return `${not}${op}${modifiers[m % modifiers.length]}.${value}`
      })
  )
const operation = operationWith(false)

const postsKey = fc.tuple(column("posts"), jsonPath).map(([col, json]) => `${col}${json}`)
const filterKey = fc.oneof(
  { weight: 20, arbitrary: postsKey },
  { weight: 1, arbitrary: column("comments").map((col) => `comments.${col}`) }
)
const condition = fc.tuple(postsKey, operationWith(true)).map(([key, op]) => `${key}.${op}`)
const logicTree: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: condition },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom("and", "or", "not.and", "not.or"), tie("tree"))
            .map(([op, tree]) => `${op}${tree}`),
        }
      ),
      { minLength: 1, maxLength: 3 }
    )
    .map((children) => `(${children.join(",")})`),
})).tree

const orderTerm = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(column("posts"), jsonPath, fc.constantFrom("", ".asc", ".desc", ".nullsfirst", ".desc.nullslast"))
      .map(([col, json, dir]) => `${col}${json}${dir}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("categories(name).desc", "categories(name", "x(y(z))") },
  { weight: 1, arbitrary: anyText.map((text) => `"${text.replace(/"/g, "") || "o"}"`) }
)
const orderText = fc.array(orderTerm, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(","))

const queryString = fc
  .record({
    select: fc.option(selectText, { nil: null }),
    filters: fc.array(fc.tuple(filterKey, operation), { maxLength: 2 }),
    logic: fc.option(fc.tuple(fc.constantFrom("or", "and", "not.or"), spoil(logicTree)), { nil: null }),
    order: fc.option(fc.tuple(fc.constant("order"), spoil(orderText)), { nil: null }),
    limits: fc.array(fc.tuple(fc.constantFrom("limit", "offset"), spoil(fc.nat(1000).map(String))), { maxLength: 2 }),
  })
  .map(({ select, filters, logic, order, limits }) => {
    const query = new URLSearchParams()
    if (select !== null) query.append("select", select)
    for (const [key, value] of [...filters, ...(logic ? [logic] : []), ...(order ? [order] : []), ...limits])
      query.append(key, value)
    return { table: "posts", query }
  })

describe("local REST grammar (property)", () => {
  it("the checker itself catches a cast that carries SQL", () => {
    expect(() =>
      assertOnlyIdentifiersAndParams('select t0."title"::text is not null as "title" from "public"."posts" t0', 0)
    ).toThrow(/followed by is/)
    expect(() => assertOnlyIdentifiersAndParams('select t0."title" as "x"; drop table t', 0)).toThrow(/unexpected text/)
    expect(() =>
      assertOnlyIdentifiersAndParams('select t0."title"::int4 as "n" from "public"."posts" t0 where t0."id" = $1', 1)
    ).not.toThrow()
  })

  it("refuses or safely compiles every select, filter, logic tree, order and limit", () => {
    fc.assert(
      fc.property(queryString, ({ table, query }) => checkQuery(table, query)),
      { seed: SEED, numRuns: 15_000 }
    )
  })

  it("refuses or safely compiles arbitrary text in every parameter", () => {
    const key = fc.constantFrom(
      "select",
      "order",
      "or",
      "and",
      "not.or",
      "limit",
      "offset",
      "id",
      "meta->>lang",
      "comments.order",
      "comments.id"
    )
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.array(fc.oneof(hostile, fc.constantFrom(...COLUMNS.posts), junk), { maxLength: 8 }).map((w) => w.join(""))
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }), (pairs) =>
        checkQuery("posts", new URLSearchParams(pairs))
      ),
      { seed: SEED + 1, numRuns: 3000 }
    )
  })
})

describe("local REST grammar over HTTP", () => {
  const rest = (pathAndQuery: string, init: RequestInit = {}) =>
    fetch(`${local.url}/rest/v1/${pathAndQuery}`, {
      ...init,
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, ...init.headers },
    })

  async function expectRefusedOrServed(response: Response, what: string) {
    expect(response.status, what).toBeLessThan(500)
    if (response.status >= 400) {
      const body = (await response.json()) as Record<string, unknown>
      expect(Object.keys(body).sort(), what).toEqual(["code", "details", "hint", "message"])
    } else await response.arrayBuffer()
  }

  it("refuses SQL pasted through a cast, and still serves real casts", async () => {
    const pasted = await rest("posts?select=title::text%20is%20not%20null")
    expect(pasted.status).toBe(400)
    expect(await pasted.json()).toMatchObject({
      code: "PGRST100",
      message: expect.stringContaining("failed to parse select"),
    })
    for (const select of [
      "title::text",
      "id::text,score::float8",
      "meta->>views::int4",
      "id,author:profiles!posts_author_id_fkey(username::varchar)",
    ]) {
      const served = await rest(`posts?select=${encodeURIComponent(select)}&id=eq.1`)
      expect(served.status, select).toBe(200)
      expect(((await served.json()) as unknown[]).length, select).toBe(1)
    }
  })

  it("answers hostile reads, writes and rpc calls with data or a PostgREST error, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async ({ table, query }) => {
        await expectRefusedOrServed(await rest(`${table}?${query}`), `${table}?${query}`)
      }),
      { seed: SEED + 2, numRuns: 150 }
    )
    await fc.assert(
      fc.asyncProperty(
        spoil(fc.constantFrom("slug,name", '"slug","name"', "name")),
        spoil(fc.constantFrom("slug", '"slug"')),
        anyText,
        async (columns, conflict, arg) => {
          const write = await rest(
            `categories?columns=${encodeURIComponent(columns)}&on_conflict=${encodeURIComponent(conflict)}&select=${encodeURIComponent(columns)}`,
            {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                Prefer: "tx=rollback,resolution=merge-duplicates,return=representation",
              },
              body: JSON.stringify([{ slug: `s-${arg}`, name: arg }]),
            }
          )
          await expectRefusedOrServed(write, `columns=${columns} on_conflict=${conflict}`)
          await expectRefusedOrServed(await rest(`rpc/add_numbers?a=${encodeURIComponent(arg)}&b=1`), `rpc a=${arg}`)
          await expectRefusedOrServed(
            await rest(`rpc/post_summary?p_id=1&select=${encodeURIComponent(columns)}`),
            `rpc select=${columns}`
          )
        }
      ),
      { seed: SEED + 3, numRuns: 100 }
    )
  })
})
