import { lookup } from "node:dns/promises"
import { isIP } from "node:net"
import path from "node:path"

import { withSerwist } from "@serwist/turbopack"
import type { NextConfig } from "next"

import { E2E_SITE_URL } from "./scripts/lib/e2e-hosts.mjs"
import { BASE_DIRECTIVES } from "./lib/security/csp.mjs"
import { ACTION_BODY_LIMIT_MB } from "./lib/security/request-guard.mjs"

// Remote image hosts a hosted deployment may use (comma-separated hostnames); local runs ship every image in public/.
const remoteImageHosts = (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? "")
  .split(",")
  .map((host) => host.trim())
  .filter(Boolean)

// Members' pictures live in the Supabase project's public avatars bucket: its host, whichever
// project the build is configured for (hosted, or the local backend the scripts start).
const supabaseUrl = URL.canParse(process.env.NEXT_PUBLIC_SUPABASE_URL ?? "")
  ? new URL(process.env.NEXT_PUBLIC_SUPABASE_URL!)
  : null
const avatarImages = supabaseUrl
  ? [
      {
        protocol: supabaseUrl.protocol.replace(":", "") as "http" | "https",
        hostname: supabaseUrl.hostname,
        port: supabaseUrl.port,
        pathname: "/storage/v1/object/public/avatars/**",
      },
    ]
  : []
// Blog images the editors upload live in the same project's public post-images bucket.
const postImages = avatarImages.map((pattern) => ({ ...pattern, pathname: "/storage/v1/object/public/post-images/**" }))
// Business logos the owners upload live in the same project's public business-logos bucket.
const businessLogos = avatarImages.map((pattern) => ({
  ...pattern,
  pathname: "/storage/v1/object/public/business-logos/**",
}))
// Project covers the instructors upload live in the same project's public project-covers bucket.
const projectCovers = avatarImages.map((pattern) => ({
  ...pattern,
  pathname: "/storage/v1/object/public/project-covers/**",
}))
/**
 * Next refuses to optimise images from private addresses (SSRF). The local backend is on this
 * machine, whatever name it is reached by (127.0.0.1, or api.convergencia.test in the browser
 * tests), so the check is on the address the name resolves to, not on its spelling.
 */
async function resolvesToLoopback(url: URL | null): Promise<boolean> {
  if (!url) return false
  const host = url.hostname.replace(/^\[|\]$/g, "")
  if (isIP(host)) return host === "::1" || host.startsWith("127.")
  try {
    const addresses = await lookup(host, { all: true })
    return addresses.length > 0 && addresses.every(({ address }) => address === "::1" || address.startsWith("127."))
  } catch {
    return false
  }
}

/**
 * Every response carries these directives. script-src is added per response by the production
 * server (server.mjs, lib/security/script-policy.mjs): a nonce for pages rendered per request,
 * hashes of their own inline scripts for prerendered ones. `next dev` serves without it.
 */
const contentSecurityPolicy = BASE_DIRECTIVES.join("; ")

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
  // Only where the site is served over HTTPS: a local http run must not pin browsers to https.
  ...((process.env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://")
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : []),
]

// Several instances (issue #34; README, "Several instances"): Next's caches stay in each process,
// but tag invalidations go through a table every instance reads at most once a second
// (lib/cache/). Absolute paths: Next imports the handlers at run time, from .next. `next build`
// and server.mjs run in the project's folder.
const cacheHandlerPath = (file: string) => path.resolve("lib/cache", file)

const config = async (): Promise<NextConfig> => ({
  reactStrictMode: true,
  // Prerendered pages and route responses (Next's file system cache, told of other instances' invalidations).
  cacheHandler: cacheHandlerPath("incremental-handler.mjs"),
  // "use cache" entries (Next's in-memory handler, same coordination).
  cacheHandlers: { default: cacheHandlerPath("use-cache-handler.mjs") },
  // Version skew between releases: one id per release, the same at build time and on every instance
  // (Next reads this file again when a server starts, so it cannot be derived from the clock or
  // from git here). Next takes NEXT_DEPLOYMENT_ID from the environment itself; unset, no id.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID?.trim() || undefined,
  poweredByHeader: false,
  // server.mjs compresses, after it has read a prerendered page's inline scripts for the policy.
  compress: false,
  // `npm test` type-checks the whole project with tsc in its own step first; the build need not do it twice.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // Partial prerendering: public pages are a static shell; session-dependent parts stream in <Suspense>.
  cacheComponents: true,
  // Test hooks (components/layout/e2e-hooks.tsx) go only into the build the e2e suite runs: npm test and
  // the shared e2e runner build for the suite's own server, E2E_SITE_URL (E2E_HOOKS=1 forces them).
  // Set here, it is a literal in every bundle, server ones too, so other builds drop the hooks.
  env: {
    E2E_HOOKS: process.env.E2E_HOOKS === "1" || process.env.NEXT_PUBLIC_SITE_URL === E2E_SITE_URL ? "1" : "0",
  },
  // A new project: links prefetch each route's App Shell (see the Next 16 "Adopting Partial Prefetching" guide).
  partialPrefetching: true,
  experimental: {
    // The stylesheet (Tailwind: one small file for the whole site) goes inline in the <head>: a
    // phone on a slow network paints without first fetching it (Lighthouse LCP, issue #31).
    inlineCss: true,
    // A post may hold 500,000 characters (lib/validations/post.ts), up to 4 bytes each: the
    // editor's own limits, with their pt-BR messages, must be reached before the transport's.
    // server.mjs refuses larger bodies with a 413 before Next reads them (Next would answer 500).
    serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_MB}mb` },
  },
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: [
      ...remoteImageHosts.map((hostname) => ({ protocol: "https" as const, hostname })),
      ...avatarImages,
      ...businessLogos,
      ...postImages,
      ...projectCovers,
    ],
    dangerouslyAllowLocalIP: await resolvesToLoopback(supabaseUrl),
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }]
  },
  async redirects() {
    // /sobre is the canonical About page; /about (also in the route table) points to it for good.
    return [{ source: "/about", destination: "/sobre", permanent: true }]
  },
})

// The service worker's route (app/sw.js/route.ts, issue #41) bundles app/sw.ts with esbuild at run
// time: withSerwist keeps esbuild a package Node loads rather than one bundled into the server, and
// so is Serwist's own module, which loads this configuration and esbuild by dynamic imports.
const nextConfig = async (): Promise<NextConfig> => {
  const base = await config()
  return withSerwist({
    ...base,
    serverExternalPackages: [...(base.serverExternalPackages ?? []), "@serwist/turbopack"],
  })
}

export default nextConfig
