import { readdirSync } from "node:fs"
import path from "node:path"

import { defineConfig, globalIgnores } from "eslint/config"
import nextVitals from "eslint-config-next/core-web-vitals"
import nextTs from "eslint-config-next/typescript"

const root = import.meta.dirname

// Read at lint time, so a new route group is covered without editing this file.
const routeGroups = readdirSync(path.join(root, "app")).filter((name) => /^\(.+\)$/.test(name))
// Every file under app/ outside `group`: the other groups and the root files, api/, rss/, …
const appOutside = (group) => `./app/!(${group.replace(/[()]/g, "\\$&")}){,/**}`

/**
 * The folder map of STYLE.md §1 as import zones: `target` may not import anything under `from`.
 * import/no-restricted-paths resolves each import first (tsconfig `@/` alias, relative paths,
 * re-exports, dynamic import()), so `@/components/x` and `../components/x` are the same import.
 * It is one rule with one zone list for every file, so no later block can silently replace the
 * restrictions of an earlier one (the way per-folder `no-restricted-imports` blocks did).
 */
const importZones = [
  {
    target: "./lib",
    from: ["./components", "./app"],
    message: "lib/ never imports components/ or app/ (imports flow app → components → lib).",
  },
  // Schemas are shared by forms in the browser and by actions: a database client (or a reader
  // that holds one) in them would ship server code to the client and tie validation to the store.
  {
    target: "./lib/validations",
    from: ["./lib/supabase", "./lib/data", "./lib/auth.ts", "./lib/server-env.ts"],
    message: "lib/validations/ holds zod schemas only: no database client, reader or server secret.",
  },
  {
    target: "./components",
    from: "./app",
    message: "components/ never imports app/: move what both need into components/ or lib/.",
  },
  // The kit: other kit files, lib/utils (cn) and the toast store it renders (lib/hooks/use-toast,
  // which shadcn ships beside the kit: no data access, no product copy). Nothing else of ours.
  {
    target: "./components/ui",
    from: "./lib",
    except: ["./utils.ts", "./hooks/use-toast.ts"],
    message: "components/ui/ imports only @/lib/utils and other kit files.",
  },
  {
    target: "./components/ui",
    from: "./components",
    except: ["./ui"],
    message: "components/ui/ imports only @/lib/utils and other kit files.",
  },
  // The local backend (supabase/local/) is its own package, the app's dev dependency: absent from a
  // production install, so the app may not import it, and it does not import the app either.
  {
    target: ["./app", "./components", "./lib", "./proxy.ts"],
    from: "./supabase/local",
    message: "The local backend is spoken to only over HTTP, through @/lib/supabase.",
  },
  {
    target: "./supabase/local",
    from: ["./app", "./components", "./lib", "./proxy.ts"],
    message: "supabase/local/ is its own package: it serves the app over HTTP and imports nothing of it.",
  },
  // The proxy only refreshes the session and carries out lib/routing's answer: routing rules and
  // the reads they need live in lib/routing/, so proxy.ts cannot grow into a second router again.
  {
    target: "./proxy.ts",
    from: "./",
    except: ["./lib/routing", "./lib/supabase/proxy.ts", "./node_modules"],
    message: "proxy.ts imports only @/lib/supabase/proxy and @/lib/routing/: put routing decisions in lib/routing/.",
  },
  // A route group is one product area: whatever two groups share lives in components/ or lib/.
  // Files outside every group (root layout, api/, rss/, …) may not reach into a group either.
  ...routeGroups.map((group) => ({
    target: appOutside(group),
    from: `./app/${group}`,
    message: `Only app/${group}/ imports from app/${group}/: move shared code to components/ or lib/.`,
  })),
]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    ".data/**",
    "next-env.d.ts",
    "playwright-report/**",
    "test-results/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import/no-restricted-paths": ["error", { basePath: root, zones: importZones }],
    },
  },
  {
    files: ["supabase/local/**/*.ts", "scripts/**/*", "tests/**/*"],
    rules: { "no-console": "off" },
  },
  {
    // Dates are written one way, in lib/format.ts (pt-BR, São Paulo's calendar, cached
    // formatters): a page that builds its own formatter drifts in zone or wording.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/format.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^date-fns/]",
          message: "Format dates through @/lib/format (add a function there if none fits).",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Format dates through @/lib/format (add a function there if none fits).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Format dates through @/lib/format and numbers through @/lib/number-format.",
        },
      ],
    },
  },
  {
    // The package half of the lib/validations zone above: no Supabase client from npm either.
    files: ["lib/validations/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@supabase/*", "server-only"],
              message: "lib/validations/ holds zod schemas only: no database client or server-only module.",
            },
          ],
        },
      ],
    },
  },
])
