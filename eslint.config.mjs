import { defineConfig, globalIgnores } from "eslint/config"
import nextVitals from "eslint-config-next/core-web-vitals"
import nextTs from "eslint-config-next/typescript"


export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "playwright-report/**", "test-results/**"]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Imports flow app → components → lib; lib never reaches up, and the kit stays data-free.
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/components/*", "@/app/*"] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/app/*"] }] },
  },
  {
    files: ["components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/app/*", "@/lib/*", "!@/lib/utils", "@/components/*", "!@/components/ui/*"] }],
    },
  },
  // Nothing in the app reaches into the local backend: it is only spoken to over HTTP.
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["@/supabase/*", "**/supabase/local/*", "@/app/*"] }] },
  },
  {
    files: ["supabase/local/**/*.ts", "scripts/**/*", "tests/**/*"],
    rules: { "no-console": "off" },
  },
])
