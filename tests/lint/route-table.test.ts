import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { ESLint } from "eslint"
import { beforeAll, describe, expect, it } from "vitest"

import { SLUG_PATTERN } from "@/lib/slug"
import {
  addressOfMemberTwin,
  addressOfVisitorTwin,
  INTERNAL_SEGMENT,
  renderingsOf,
  ROUTE_TABLE,
  twinRouteFor,
} from "@/lib/routing/table"

// The route tree against lib/routing/table.ts: every page file is a rendering the table declares,
// every twin sits beside its page and is reached by the proxy's rules, and no file of app/ reaches
// into another route's files. Reads the tree from disk, so a new page cannot slip past.

const root = path.resolve(import.meta.dirname, "../..")
const app = path.join(root, "app")

/** Every file under `dir`, as paths relative to the repository ("app/(site)/page.tsx"). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
}

/** A page file's route pattern: app/ and route groups left out. Null inside a private `_folder`. */
function routeOf(file: string): string | null {
  const segments = path.posix.dirname(file).split("/").slice(1)
  if (segments.some((segment) => segment.startsWith("_"))) return null
  const route = segments.filter((segment) => !/^\(.+\)$/.test(segment)).join("/")
  return `/${route}`
}

const pageFiles = filesUnder(app).filter((file) => /\/page\.(tsx|ts|jsx|js|mdx)$/.test(file))
const pageRoutes = new Map(pageFiles.flatMap((file) => (routeOf(file) ? [[routeOf(file)!, file] as const] : [])))
const renderings = ROUTE_TABLE.flatMap((entry) => renderingsOf(entry).map((rendering) => ({ entry, ...rendering })))

/** An address for a route pattern: each dynamic segment filled with a slug-shaped value. */
const sample = (route: string) => route.replace(/\[([^\]]+)\]/g, (_, name: string) => `exemplo-${name}`)

describe("the route table", () => {
  it("reads the page files (the check is not vacuous)", () => {
    expect(pageRoutes.get("/")).toBe("app/(site)/page.tsx")
    expect(pageRoutes.get("/projetos/-membro/[slug]")).toBe("app/(site)/projetos/-membro/[slug]/page.tsx")
    expect(pageRoutes.size).toBeGreaterThan(40)
  })

  it("lists every page file's route, as a page or one of its twins", () => {
    const listed = new Set(renderings.map(({ route }) => route))
    const missing = [...pageRoutes].filter(([route]) => !listed.has(route)).map(([, file]) => file)
    expect(missing, "page files the route table does not list (lib/routing/table.ts)").toEqual([])
  })

  it("lists no route without a page file, and each route once", () => {
    const routes = renderings.map(({ route }) => route)
    expect(routes.filter((route) => !pageRoutes.has(route))).toEqual([])
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([])
  })

  it("keeps pages at addresses without a twin's segment, and twins beside their page", () => {
    for (const { entry, kind, route } of renderings) {
      const internal = route.split("/").filter((segment) => INTERNAL_SEGMENT.test(segment))
      if (kind === "page") {
        expect(internal, route).toEqual([])
        continue
      }
      // One internal segment, and without it the twin's route is its page's (a visitor twin's also
      // without the one param that carries the page's query).
      expect(internal, route).toHaveLength(1)
      const own = kind === "visitor" ? route.replace(/\/\[[^\]]+\]$/, "") : route
      expect(own.replace(`/${internal[0]}`, ""), route).toBe(entry.page)
    }
  })

  it("uses twin segments that no slug can take", () => {
    const segments = renderings.flatMap(({ route }) => route.split("/").filter((s) => INTERNAL_SEGMENT.test(s)))
    expect(segments.length).toBeGreaterThan(0)
    for (const segment of segments) expect(SLUG_PATTERN.test(segment), segment).toBe(false)
  })
})

describe("every rendering is reachable", () => {
  it.each(ROUTE_TABLE.map((entry) => [entry.page, entry] as const))(
    "%s: its own route for a visitor without a filter",
    (_, entry) => {
      const pathname = sample(entry.page)
      expect(twinRouteFor({ pathname, query: new URLSearchParams(), signedIn: false })).toBeNull()
      expect(addressOfMemberTwin(pathname)).toBeNull()
    }
  )

  it.each(ROUTE_TABLE.filter((entry) => entry.member).map((entry) => [entry.page, entry] as const))(
    "%s: its member twin for a signed-in member, and the twin's own path leads back to the page",
    (_, entry) => {
      const pathname = sample(entry.page)
      const twin = twinRouteFor({ pathname, query: new URLSearchParams(), signedIn: true })
      expect(twin).toBe(sample(entry.member!.route))
      expect(addressOfMemberTwin(twin!)).toBe(pathname)
    }
  )

  it.each(ROUTE_TABLE.filter((entry) => entry.visitor).map((entry) => [entry.page, entry] as const))(
    "%s: its visitor twin for a visitor whose query asks for it, the page itself for a member",
    (_, entry) => {
      // The site search reads ?q, the lists ?busca.
      const query = new URLSearchParams({ q: "mei", busca: "mei" })
      const twin = twinRouteFor({ pathname: entry.page, query, signedIn: false })
      expect(twin).toBe(entry.visitor!.path(query))
      expect(twin!.startsWith(entry.visitor!.route.replace(/\[[^\]]+\]$/, ""))).toBe(true)
      const member = twinRouteFor({ pathname: entry.page, query, signedIn: true })
      expect(member === null || member === entry.filtered?.route).toBe(true)
      // The twin's own path, named directly, leads back to the page.
      expect(addressOfVisitorTwin(twin!)?.startsWith(`${entry.page}?`)).toBe(true)
    }
  )

  it.each(ROUTE_TABLE.filter((entry) => entry.filtered).map((entry) => [entry.page, entry] as const))(
    "%s: its filtered twin when the query asks for a filtered state",
    (_, entry) => {
      // Each list reads one of these (the blog has no state filter, the projects no search). No
      // search term: a visitor's search has its own cached twin (issue #42).
      const query = new URLSearchParams({ categoria: "x", uf: "MG", tipo: "curso" })
      expect(twinRouteFor({ pathname: entry.page, query, signedIn: false })).toBe(entry.filtered!.route)
      expect(twinRouteFor({ pathname: entry.page, query, signedIn: true })).toBe(entry.filtered!.route)
    }
  )
})

/** Import specifiers of a source file: static, side-effect, re-export and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)
  return [...found].map((match) => match[1]!)
}

/** The repository path an app/ import points at, or null when it is not a file of app/. */
function appTarget(file: string, specifier: string): string | null {
  const resolved = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : null
  return resolved?.startsWith("app/") ? resolved : null
}

/**
 * Whether `file` may import `target`: only from its own folder or a folder above it (a route's
 * actions.ts serves the routes below it), or from a private `_folder` hanging there. Anything else
 * is another route's file: what two routes share goes into a module both sit under, or into
 * components/ and lib/.
 */
export function mayImport(file: string, target: string): boolean {
  const from = path.posix.dirname(file)
  const segments = path.posix.dirname(target).split("/")
  while (segments.length > 1 && segments.at(-1)!.startsWith("_")) segments.pop()
  const owner = segments.join("/")
  return from === owner || from.startsWith(`${owner}/`)
}

describe("no file under app/ imports another route's files", () => {
  it("tells a route's own and parent modules from a sibling's", () => {
    const topic = "app/(site)/comunidade/[grupo]/[topico]/page.tsx"
    expect(mayImport(topic, "app/(site)/comunidade/[grupo]/actions")).toBe(true)
    expect(mayImport(topic, "app/(site)/comunidade/actions")).toBe(true)
    expect(mayImport(topic, "app/(site)/comunidade/[grupo]/[topico]/_components/reply")).toBe(true)
    expect(mayImport(topic, "app/(site)/comunidade/_shared/header")).toBe(true)
    expect(mayImport(topic, "app/(site)/comunidade/[grupo]/moderacao/actions")).toBe(false)
    expect(mayImport(topic, "app/(site)/projetos/actions")).toBe(false)
    expect(mayImport("app/(site)/projetos/-membro/[slug]/page.tsx", "app/(site)/projetos/[slug]/page")).toBe(false)
    expect(appTarget(topic, "../moderacao/actions")).toBe("app/(site)/comunidade/[grupo]/moderacao/actions")
    expect(appTarget(topic, "@/app/(site)/layout")).toBe("app/(site)/layout")
    expect(appTarget(topic, "@/lib/auth")).toBeNull()
  })

  it("holds for every source file of app/", () => {
    const sources = filesUnder(app).filter((file) => /\.(tsx?|mts|jsx?|mjs)$/.test(file))
    expect(sources.length).toBeGreaterThan(40)
    const crossing = sources.flatMap((file) =>
      specifiersOf(readFileSync(path.join(root, file), "utf8")).flatMap((specifier) => {
        const target = appTarget(file, specifier)
        return target && !mayImport(file, target) ? [`${file} → ${specifier}`] : []
      })
    )
    expect(crossing, "imports of another route's files").toEqual([])
  })
})

describe("proxy.ts imports only the session refresh and lib/routing (eslint.config.mjs)", () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.mjs") })
  })

  async function messagesFor(specifier: string) {
    const [result] = await eslint.lintText(`export * from "${specifier}"\n`, { filePath: path.join(root, "proxy.ts") })
    expect(result?.messages.filter((message) => message.fatal)).toEqual([])
    return (result?.messages ?? []).filter((message) => message.ruleId === "import/no-restricted-paths")
  }

  it.each([
    "@/lib/routes",
    "./lib/route-rules",
    "@/lib/data/posts",
    "@/lib/supabase/server-url",
    "@/components/ui/button",
  ])("refuses %s", async (specifier) => {
    expect(await messagesFor(specifier)).toHaveLength(1)
  })

  it.each(["@/lib/routing/decide", "./lib/routing/table", "@/lib/supabase/proxy", "next/server"])(
    "allows %s",
    async (specifier) => {
      expect(await messagesFor(specifier)).toEqual([])
    }
  )

  it("holds for proxy.ts itself, which stays well under 100 lines", async () => {
    const [result] = await eslint.lintFiles([path.join(root, "proxy.ts")])
    expect(result?.messages.filter((message) => message.ruleId === "import/no-restricted-paths")).toEqual([])
    const imports = specifiersOf(readFileSync(path.join(root, "proxy.ts"), "utf8")).filter((s) => s.startsWith("@/"))
    expect(imports.sort()).toEqual(["@/lib/routing/decide", "@/lib/supabase/proxy"])
    expect(readFileSync(path.join(root, "proxy.ts"), "utf8").split("\n").length).toBeLessThan(60)
  })
})
