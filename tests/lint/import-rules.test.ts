import { existsSync } from "node:fs"
import path from "node:path"

import { ESLint } from "eslint"
import { beforeAll, describe, expect, it } from "vitest"

import { cycles, directives, sourceGraph } from "./import-graph"

// Lints one-line probes as if they sat at `file`, with the project's own eslint.config.mjs, so
// the folder rules of STYLE.md §1 cannot lapse again without this test failing. No probe file is
// written to disk: `target` names a real module, because import/no-restricted-paths checks only
// imports it can resolve.

const root = path.resolve(import.meta.dirname, "../..")
const RULE = "import/no-restricted-paths"

interface Probe {
  /** Where the importing file would live (it need not exist). */
  file: string
  /** The import specifier, as written in the probe. */
  specifier: string
  /** The repository file the specifier must resolve to. */
  target: string
}

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.mjs") })
})

async function restrictions({ file, specifier, target }: Probe) {
  // A probe of a file that is gone would pass vacuously: the rule skips what it cannot resolve.
  expect(existsSync(path.join(root, target)), `${target} exists`).toBe(true)
  const [result] = await eslint.lintText(`export * from "${specifier}"\n`, { filePath: path.join(root, file) })
  expect(result?.messages.filter((message) => message.fatal)).toEqual([])
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message)
}

function reported(probes: Probe[]) {
  it.each(probes)("$file may not import $specifier", async (probe) => {
    const messages = await restrictions(probe)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(`"${probe.specifier}"`)
  })
}

function allowed(probes: Probe[]) {
  it.each(probes)("$file may import $specifier", async (probe) => {
    expect(await restrictions(probe)).toEqual([])
  })
}

describe("lib/ never imports components/ or app/", () => {
  reported([
    { file: "lib/probe.ts", specifier: "@/components/ui/button", target: "components/ui/button.tsx" },
    {
      file: "lib/data/probe.ts",
      specifier: "../../components/layout/site-footer",
      target: "components/layout/site-footer.tsx",
    },
    { file: "lib/probe.ts", specifier: "@/app/layout", target: "app/layout.tsx" },
    { file: "lib/supabase/probe.ts", specifier: "../../app/(site)/layout", target: "app/(site)/layout.tsx" },
  ])
  allowed([
    { file: "lib/probe.ts", specifier: "@/lib/utils", target: "lib/utils.ts" },
    { file: "lib/data/probe.ts", specifier: "../site", target: "lib/site.ts" },
  ])
})

describe("components/ never imports app/", () => {
  reported([
    { file: "components/layout/probe.tsx", specifier: "@/app/layout", target: "app/layout.tsx" },
    { file: "components/blog/probe.tsx", specifier: "../../app/(site)/layout", target: "app/(site)/layout.tsx" },
  ])
  allowed([
    { file: "components/layout/probe.tsx", specifier: "@/components/ui/button", target: "components/ui/button.tsx" },
    { file: "components/layout/probe.tsx", specifier: "@/lib/site", target: "lib/site.ts" },
  ])
})

describe("components/ui/ imports only lib/utils and other kit files", () => {
  reported([
    { file: "components/ui/probe.tsx", specifier: "@/lib/site", target: "lib/site.ts" },
    { file: "components/ui/probe.tsx", specifier: "../../lib/site", target: "lib/site.ts" },
    {
      file: "components/ui/probe.tsx",
      specifier: "@/components/layout/site-footer",
      target: "components/layout/site-footer.tsx",
    },
    { file: "components/ui/probe.tsx", specifier: "@/app/layout", target: "app/layout.tsx" },
  ])
  allowed([
    { file: "components/ui/probe.tsx", specifier: "@/lib/utils", target: "lib/utils.ts" },
    { file: "components/ui/probe.tsx", specifier: "./button", target: "components/ui/button.tsx" },
    { file: "components/ui/probe.tsx", specifier: "@/components/ui/card", target: "components/ui/card.tsx" },
    // The toast store the kit's toaster renders (see eslint.config.mjs).
    { file: "components/ui/probe.tsx", specifier: "@/lib/hooks/use-toast", target: "lib/hooks/use-toast.ts" },
  ])
})

describe("nothing in app/, components/ or lib/ imports the local backend", () => {
  reported([
    { file: "lib/probe.ts", specifier: "@/supabase/local/config", target: "supabase/local/config.ts" },
    { file: "components/layout/probe.tsx", specifier: "@/supabase/local/config", target: "supabase/local/config.ts" },
    { file: "app/api/probe/route.ts", specifier: "../../../supabase/local/config", target: "supabase/local/config.ts" },
  ])
  // Tests and the scripts that start it drive it directly.
  allowed([
    {
      file: "tests/integration/probe.test.ts",
      specifier: "../../supabase/local/config",
      target: "supabase/local/config.ts",
    },
    { file: "scripts/probe.ts", specifier: "../supabase/local/config", target: "supabase/local/config.ts" },
  ])
})

describe("a route group imports no other route group", () => {
  reported([
    { file: "app/(site)/probe.ts", specifier: "@/app/(auth)/auth/page", target: "app/(auth)/auth/page.tsx" },
    { file: "app/(site)/blog/probe.ts", specifier: "../../(auth)/auth/page", target: "app/(auth)/auth/page.tsx" },
    { file: "app/(member)/probe.ts", specifier: "@/app/(admin)/layout", target: "app/(admin)/layout.tsx" },
    // Nor does anything outside the groups: the root layout, api/, rss/ …
    { file: "app/layout.tsx", specifier: "./(site)/layout", target: "app/(site)/layout.tsx" },
    { file: "app/api/probe/route.ts", specifier: "@/app/(member)/layout", target: "app/(member)/layout.tsx" },
  ])
  allowed([
    { file: "app/(site)/blog/probe.ts", specifier: "../layout", target: "app/(site)/layout.tsx" },
    { file: "app/(site)/blog/probe.ts", specifier: "@/app/(site)/layout", target: "app/(site)/layout.tsx" },
    { file: "app/(auth)/probe.ts", specifier: "@/components/ui/button", target: "components/ui/button.tsx" },
  ])
})

// Whole-graph rules: what one import cannot show. See tests/lint/import-graph.ts.

/**
 * The unit a cycle is counted between: a folder of components/ or lib/, except that each file at
 * the top of lib/ is its own unit (utils, env, auth, format … are independent modules that every
 * folder uses; as one unit they would look like a cycle with each of them).
 */
function unitOf(file: string): string | null {
  if (!file.startsWith("components/") && !file.startsWith("lib/")) return null
  const folder = path.posix.dirname(file)
  return folder === "lib" ? file : folder
}

function unitEdges() {
  const edges = new Map<string, Set<string>>()
  const why = new Map<string, string[]>()
  for (const { file, imports } of sourceGraph().values()) {
    const from = unitOf(file)
    if (!from) continue
    for (const { target } of imports) {
      const to = unitOf(target)
      if (!to || to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
      why.set(`${from} → ${to}`, [...(why.get(`${from} → ${to}`) ?? []), `${file} → ${target}`])
    }
  }
  return { edges, why }
}

describe("no import runs back up inside components/ or lib/", () => {
  it("finds a cycle when there is one (the check is not vacuous)", () => {
    const edges = new Map([
      ["components/layout", new Set(["components/avatar", "components/profile"])],
      ["components/profile", new Set(["components/layout"])],
      ["lib/data", new Set(["lib/auth.ts"])],
    ])
    expect(cycles(edges)).toEqual([["components/layout", "components/profile"]])
    expect(unitEdges().edges.get("components/layout")?.has("components/avatar")).toBe(true)
  })

  it("no two folders of components/ or lib/ (or top-level lib files) import each other, directly or around", () => {
    const { edges, why } = unitEdges()
    const found = cycles(edges).map((units) =>
      [...why.entries()]
        .filter(([edge]) =>
          units.some((from) => edge.startsWith(`${from} → `) && units.includes(edge.split(" → ")[1]!))
        )
        .flatMap(([, files]) => files)
    )
    expect(found, "import cycles between folders (file → import)").toEqual([])
  })

  it("no file of app/, components/ or lib/ imports itself back through others", () => {
    const edges = new Map(
      [...sourceGraph().values()].map(({ file, imports }) => [file, new Set(imports.map(({ target }) => target))])
    )
    expect(cycles(edges)).toEqual([])
  })
})

describe('a "use client" file never reaches a server-only module', () => {
  // Following runtime imports only (import type is erased) and stopping at "use server" files:
  // a client may import server actions, which run on the server whatever they import.
  function serverOnlyReached(start: string) {
    const graph = sourceGraph()
    const via = new Map<string, string>([[start, ""]])
    const queue = [start]
    while (queue.length) {
      const file = queue.shift()!
      const source = graph.get(file)
      if (!source) continue
      if (file !== start && directives(source.text).includes("use server")) continue
      if (/^\s*import\s+["']server-only["']/m.test(source.text)) {
        const chain = [file]
        while (via.get(chain[0]!)) chain.unshift(via.get(chain[0]!)!)
        return chain.join(" → ")
      }
      for (const { target, typeOnly } of source.imports) {
        if (typeOnly || via.has(target)) continue
        via.set(target, file)
        queue.push(target)
      }
    }
    return null
  }

  it("sees a client chain that reaches one (the check is not vacuous)", () => {
    const clients = [...sourceGraph().values()].filter(({ text }) => directives(text).includes("use client"))
    expect(clients.length).toBeGreaterThan(50)
    expect(serverOnlyReached("lib/auth.ts")).toBe("lib/auth.ts")
  })

  it("no client file imports, at any depth, a module marked server-only", () => {
    const reached = [...sourceGraph().values()]
      .filter(({ text }) => directives(text).includes("use client"))
      .map(({ file }) => serverOnlyReached(file))
      .filter(Boolean)
    expect(reached).toEqual([])
  })
})

describe("proxy.ts imports only the session refresh and lib/routing", () => {
  reported([
    { file: "proxy.ts", specifier: "@/lib/routes", target: "lib/routes.ts" },
    { file: "proxy.ts", specifier: "./lib/route-rules", target: "lib/route-rules.ts" },
    { file: "proxy.ts", specifier: "@/lib/supabase/server-url", target: "lib/supabase/server-url.ts" },
    { file: "proxy.ts", specifier: "@/components/ui/button", target: "components/ui/button.tsx" },
  ])
  allowed([
    { file: "proxy.ts", specifier: "@/lib/routing/decide", target: "lib/routing/decide.ts" },
    { file: "proxy.ts", specifier: "./lib/routing/table", target: "lib/routing/table.ts" },
    { file: "proxy.ts", specifier: "@/lib/supabase/proxy", target: "lib/supabase/proxy.ts" },
    { file: "proxy.ts", specifier: "next/server", target: "node_modules/next/server.js" },
  ])
})

describe("lib/validations imports no database client", () => {
  reported([
    { file: "lib/validations/probe.ts", specifier: "@/lib/supabase/server", target: "lib/supabase/server.ts" },
    { file: "lib/validations/probe.ts", specifier: "../supabase/client", target: "lib/supabase/client.ts" },
    { file: "lib/validations/probe.ts", specifier: "@/lib/data/posts", target: "lib/data/posts.ts" },
    { file: "lib/validations/probe.ts", specifier: "@/lib/auth", target: "lib/auth.ts" },
  ])
  allowed([
    { file: "lib/validations/probe.ts", specifier: "@/lib/slug", target: "lib/slug.ts" },
    { file: "lib/validations/probe.ts", specifier: "./plain-text", target: "lib/validations/plain-text.ts" },
  ])

  it.each(["@supabase/supabase-js", "@supabase/ssr", "server-only"])(
    "lib/validations/ may not import %s",
    async (specifier) => {
      const [result] = await eslint.lintText(`import "${specifier}"\n`, {
        filePath: path.join(root, "lib/validations/probe.ts"),
      })
      expect(result?.messages.map((message) => message.ruleId)).toContain("no-restricted-imports")
    }
  )
})

describe("dates are formatted only through lib/format.ts", () => {
  const rules = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return (result?.messages ?? []).map((message) => message.ruleId)
  }

  it.each([
    'import { format } from "date-fns"\nexport const f = format',
    'export const f = new Intl.DateTimeFormat("pt-BR")',
    "export const f = (d: Date) => d.toLocaleDateString()",
    "export const f = (n: number) => n.toLocaleString()",
  ])("a component may not write %s", async (code) => {
    expect(await rules(code, "components/layout/probe.tsx")).toContain("no-restricted-syntax")
  })

  it("lib/format.ts may", async () => {
    expect(await rules('export const f = new Intl.DateTimeFormat("pt-BR")', "lib/format.ts")).not.toContain(
      "no-restricted-syntax"
    )
  })
})

describe("route code lives in app/, not components/", () => {
  // Params, search params and metadata belong to a route: components/ renders what a route loaded.
  const ROUTE_CODE = [
    /\b(?:searchParams|params): Promise</,
    /\bimport\s+type\s*\{[^}]*\bMetadata\b[^}]*\}\s*from\s*"next"/,
    /\bexport\s+(?:const|async function|function)\s+generate(?:Metadata|StaticParams)\b/,
  ]

  it("sees route code where there is some (the check is not vacuous)", () => {
    const page = [...sourceGraph().values()].find(({ file }) => file === "app/(site)/projetos/_shared/project-page.tsx")
    expect(ROUTE_CODE.some((pattern) => pattern.test(page?.text ?? ""))).toBe(true)
  })

  it("no file under components/ takes params, builds metadata or generates static params", () => {
    const found = [...sourceGraph().values()]
      .filter(({ file }) => file.startsWith("components/"))
      .filter(({ text }) => ROUTE_CODE.some((pattern) => pattern.test(text)))
      .map(({ file }) => file)
    expect(found).toEqual([])
  })
})
