import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/**
 * The supabase-js call shapes the app makes, read from its source with the TypeScript parser (not
 * a regex: the app chains calls over several lines and keeps `storage.from(b)` in variables).
 * A shape is a name such as `rest.select`, `rest.eq`, `rest.count:exact`, `rpc`, `auth.signOut:local`,
 * `auth.admin.deleteUser`, `storage.createSignedUrls`, `realtime.postgres_changes`.
 * tests/contract/README.md lists each one with the contract test behind it; inventory.test.ts
 * fails when the app makes a call the table does not list.
 */
export const ROOT = path.resolve(import.meta.dirname, "../../../..")
export const APP_SOURCES = ["app", "lib", "components", "scripts", "proxy.ts"]

const REST_VERBS = new Set(["select", "insert", "update", "upsert", "delete"])
// PostgrestFilterBuilder / PostgrestTransformBuilder methods (supabase-js packages/core/postgrest-js).
const REST_MODIFIERS = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "is",
  "in",
  "contains",
  "containedBy",
  "overlaps",
  "textSearch",
  "match",
  "not",
  "or",
  "filter",
  "order",
  "limit",
  "range",
  "single",
  "maybeSingle",
  "csv",
  "returns",
  "abortSignal",
  "throwOnError",
  "overrideTypes",
  "explain",
])
const STORAGE_FILE_METHODS = new Set([
  "upload",
  "update",
  "move",
  "copy",
  "createSignedUrl",
  "createSignedUrls",
  "createSignedUploadUrl",
  "uploadToSignedUrl",
  "download",
  "info",
  "exists",
  "getPublicUrl",
  "remove",
  "list",
])
const STORAGE_BUCKET_METHODS = new Set([
  "listBuckets",
  "getBucket",
  "createBucket",
  "updateBucket",
  "emptyBucket",
  "deleteBucket",
])

export type Shapes = Map<string, Set<string>>

function sourceFiles(): string[] {
  const files: string[] = []
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return
    if (fs.statSync(p).isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== "node_modules") walk(path.join(p, entry))
    } else if (/\.(ts|tsx|mjs|js)$/.test(p)) files.push(p)
  }
  for (const root of APP_SOURCES) walk(path.join(ROOT, root))
  return files
}

interface Link {
  name: string
  args: readonly ts.Expression[]
}

/** `a.b(x).c(y).d` → the root expression and the links [b(x), c(y), d]. */
function unchain(node: ts.Expression): { root: ts.Expression; links: Link[] } {
  const links: Link[] = []
  let current: ts.Expression = node
  for (;;) {
    if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
      links.unshift({ name: current.expression.name.text, args: current.arguments })
      current = current.expression.expression
    } else if (ts.isPropertyAccessExpression(current)) {
      links.unshift({ name: current.name.text, args: [] })
      current = current.expression
    } else if (ts.isNonNullExpression(current) || ts.isParenthesizedExpression(current)) {
      current = current.expression
    } else if (ts.isAwaitExpression(current)) {
      current = current.expression
    } else return { root: current, links }
  }
}

const stringValue = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null

/** The keys (and literal values) of an object literal argument: `{ count: "exact", head: true }`. */
function options(node: ts.Expression | undefined): Array<[string, string | null]> {
  if (!node || !ts.isObjectLiteralExpression(node)) return []
  return node.properties.flatMap((property): Array<[string, string | null]> => {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return []
    const key = property.name.getText()
    if (!ts.isPropertyAssignment(property)) return [[key, null]]
    const value = property.initializer
    const literal =
      stringValue(value) ??
      (value.kind === ts.SyntaxKind.TrueKeyword ? "true" : value.kind === ts.SyntaxKind.FalseKeyword ? "false" : null)
    return [[key, literal]]
  })
}

/** Every call shape in the app's source, with the files that make it. */
export function appCallShapes(): Shapes {
  const shapes: Shapes = new Map()
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, "utf8")
    if (!/supabase|storage|realtime|\.rpc\(|\.from\(|auth\./.test(text)) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const relative = path.relative(ROOT, file)
    const add = (shape: string) => {
      let files = shapes.get(shape)
      if (!files) shapes.set(shape, (files = new Set()))
      files.add(relative)
    }
    // Variables holding `x.storage.from(b)` (`const bucket = supabase.storage.from(AVATAR_BUCKET)`).
    const bucketVariables = new Set<string>()
    // …and `x.channel(name)…` (`const current = client.channel(…).on(…)`, then `current.subscribe(cb)`).
    const channelVariables = new Set<string>()
    const visitDeclarations = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
        const { links } = unchain(node.initializer)
        const last = links.at(-1)
        if (last?.name === "from" && links.at(-2)?.name === "storage") bucketVariables.add(node.name.text)
        if (links.some((link) => link.name === "channel")) channelVariables.add(node.name.text)
      }
      ts.forEachChild(node, visitDeclarations)
    }
    visitDeclarations(source)
    // Queries built in steps (`let query = x.from(t).select(…)`, `query = query.eq(…)`, a helper's
    // `request: Q extends FilterableQuery`): their later modifiers count as REST modifiers too.
    const queryVariables = new Set<string>()
    const isQuery = (expression: ts.Expression) => {
      const { root, links } = unchain(expression)
      const names = links.map((link) => link.name)
      const from = names.indexOf("from")
      if (from >= 0 && names[from - 1] !== "storage" && REST_VERBS.has(names[from + 1] ?? "")) return true
      return ts.isIdentifier(root) && queryVariables.has(root.text)
    }
    const visitQueries = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name) && isQuery(node.initializer))
        queryVariables.add(node.name.text)
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.type) {
        const generics = ts.isFunctionLike(node.parent)
          ? (node.parent.typeParameters ?? []).map((t) => t.getText())
          : []
        if ([node.type.getText(), ...generics].some((text) => /Query|Postgrest/.test(text)))
          queryVariables.add(node.name.text)
      }
      ts.forEachChild(node, visitQueries)
    }
    visitQueries(source)
    visitQueries(source)

    const visit = (node: ts.Node) => {
      // Only the outermost expression of a chain is read (its parent does not continue it).
      const continues =
        node.parent && (ts.isPropertyAccessExpression(node.parent) || ts.isCallExpression(node.parent))
          ? ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node
          : false
      if (ts.isCallExpression(node) && !continues) record(node)
      ts.forEachChild(node, visit)
    }

    const record = (node: ts.CallExpression) => {
      const { root, links } = unchain(node)
      const names = links.map((link) => link.name)
      const rootName = ts.isIdentifier(root) ? root.text : null
      // REST: x.from(t).verb(...).modifiers…  and x.schema(s).from(t)…
      const fromAt = names.findIndex((name, i) => name === "from" && names[i - 1] !== "storage")
      const verbAt = fromAt >= 0 ? fromAt + 1 : -1
      if (fromAt >= 0 && REST_VERBS.has(names[verbAt] ?? "")) {
        const verb = links[verbAt]!
        add(`rest.${verb.name}`)
        for (const [key, value] of options(verb.args[1]))
          add(`rest.${verb.name}.${key}${value && key !== "onConflict" ? `:${value}` : ""}`)
        if (verb.name === "select") {
          const columns = stringValue(verb.args[0]) ?? ""
          if (/!inner/.test(columns)) add("rest.select.embed!inner")
          else if (/\w+(![\w]+)?\s*\(/.test(columns)) add("rest.select.embed")
        }
        for (const link of links.slice(verbAt + 1)) {
          if (link.name === "select") {
            add(`rest.${verb.name}+select`)
            continue
          }
          if (REST_MODIFIERS.has(link.name)) add(`rest.${link.name}`)
          if (link.name === "order") for (const [key, value] of options(link.args[1])) add(`rest.order.${key}:${value}`)
        }
        return
      }
      if (rootName && queryVariables.has(rootName)) {
        for (const link of links) if (REST_MODIFIERS.has(link.name)) add(`rest.${link.name}`)
        return
      }
      // RPC: x.rpc(fn, args, { count, head, get }).modifiers…
      const rpcAt = names.indexOf("rpc")
      if (rpcAt >= 0 && links[rpcAt]!.args.length > 0 && stringValue(links[rpcAt]!.args[0]) !== null) {
        add("rpc")
        for (const [key, value] of options(links[rpcAt]!.args[2])) add(`rpc.${key}${value ? `:${value}` : ""}`)
        for (const link of links.slice(rpcAt + 1)) if (REST_MODIFIERS.has(link.name)) add(`rpc+${link.name}`)
        return
      }
      // Auth: x.auth.m(...), x.auth.admin.m(...)
      const authAt = names.indexOf("auth")
      if (authAt >= 0 && links.length > authAt + 1) {
        const admin = names[authAt + 1] === "admin"
        const method = links[authAt + (admin ? 2 : 1)]
        if (!method || method.args === undefined) return
        if (admin) add(`auth.admin.${method.name}`)
        else if (method.name === "signOut") {
          const scope = options(method.args[0]).find(([key]) => key === "scope")?.[1]
          add(`auth.signOut${scope ? `:${scope}` : ""}`)
        } else if (method.name === "verifyOtp") {
          const keys = options(method.args[0]).map(([key]) => key)
          add(`auth.verifyOtp${keys.includes("token_hash") ? ":token_hash" : keys.includes("token") ? ":token" : ""}`)
        } else if (method.name === "updateUser") {
          const keys = options(method.args[0]).map(([key]) => key)
          for (const key of keys.filter((key) => ["email", "password", "data"].includes(key)))
            add(`auth.updateUser:${key}`)
        } else add(`auth.${method.name}`)
        return
      }
      // Storage: x.storage.from(b).m(...), bucket.m(...), x.storage.m(...)
      const storageAt = names.indexOf("storage")
      if (storageAt >= 0) {
        const next = links[storageAt + 1]
        if (next?.name === "from") {
          const method = links[storageAt + 2]
          if (method && STORAGE_FILE_METHODS.has(method.name)) recordStorage(method)
        } else if (next && STORAGE_BUCKET_METHODS.has(next.name)) add(`storage.${next.name}`)
        return
      }
      if (rootName && bucketVariables.has(rootName) && links[0] && STORAGE_FILE_METHODS.has(links[0].name)) {
        recordStorage(links[0])
        return
      }
      // Realtime: x.channel(name, opts).on(type, filter).subscribe(), x.realtime.setAuth(), ...
      const channelAt = names.indexOf("channel")
      if (channelAt >= 0) {
        add("realtime.channel")
        const config = options(links[channelAt]!.args[1])
        if (config.length) add("realtime.channel.config")
        for (const link of links.slice(channelAt + 1)) {
          if (link.name === "on") {
            const type = stringValue(link.args[0])
            add(`realtime.${type ?? "on"}`)
            if (type === "postgres_changes")
              for (const [key] of options(link.args[1])) add(`realtime.postgres_changes.${key}`)
          } else if (["subscribe", "send", "track", "untrack", "unsubscribe"].includes(link.name))
            add(`realtime.${link.name}`)
        }
        return
      }
      if (rootName && channelVariables.has(rootName)) {
        for (const link of links)
          if (["subscribe", "send", "track", "untrack", "unsubscribe"].includes(link.name)) add(`realtime.${link.name}`)
        return
      }
      const removal = names.find((name) => name === "removeChannel" || name === "removeAllChannels")
      if (removal) {
        add(`realtime.${removal}`)
        return
      }
      const realtimeAt = names.indexOf("realtime")
      if (realtimeAt >= 0 && links[realtimeAt + 1]) add(`realtime.${links[realtimeAt + 1]!.name}`)
    }

    const recordStorage = (method: Link) => {
      add(`storage.${method.name}`)
      const optionArg = method.name === "list" ? method.args[1] : method.args[2]
      if (["upload", "update", "list", "uploadToSignedUrl"].includes(method.name))
        for (const [key] of options(optionArg)) add(`storage.${method.name}.${key}`)
    }

    visit(source)
  }
  return shapes
}

/** The shapes tests/contract/README.md lists: the first backticked cell of each table row. */
export function documentedShapes(readme: string): Map<string, string> {
  const rows = new Map<string, string>()
  for (const line of readme.split("\n")) {
    const match = /^\|\s*`([^`]+)`\s*\|(.*)$/.exec(line)
    if (match) rows.set(match[1]!, match[2]!)
  }
  return rows
}
