import { existsSync } from "node:fs"
import path from "node:path"

import { ESLint } from "eslint"
import { beforeAll, describe, expect, it } from "vitest"

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
