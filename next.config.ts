import type { NextConfig } from "next"

// Remote image hosts a hosted deployment may use (comma-separated hostnames); local runs ship every image in public/.
const remoteImageHosts = (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? "")
  .split(",")
  .map((host) => host.trim())
  .filter(Boolean)

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com"

/**
 * Sent with every response. Scripts come only from this origin, plus Turnstile's on the auth
 * screens where the captcha is shown. 'unsafe-inline' stays for scripts: prerendered App Router
 * pages carry Next's inline flight scripts (self.__next_f.push), which nonces cannot reach on a
 * static page and experimental.sri does not hash (vercel/next.js#95354, fix proposed in #95696).
 * Dev tooling needs eval; production never gets it.
 */
function contentSecurityPolicy({ captcha }: { captcha: boolean }) {
  const scripts = ["'self'", "'unsafe-inline'"]
  if (process.env.NODE_ENV === "development") scripts.push("'unsafe-eval'")
  if (captcha) scripts.push(TURNSTILE_ORIGIN)
  return [
    `script-src ${scripts.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join("; ")
}

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy({ captcha: false }) },
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

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc in its own step first; the build need not do it twice.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // Partial prerendering: public pages are a static shell; session-dependent parts stream in <Suspense>.
  cacheComponents: true,
  // A new project: links prefetch each route's App Shell (see the Next 16 "Adopting Partial Prefetching" guide).
  partialPrefetching: true,
  experimental: {
    // A post may hold 500,000 characters (lib/validations/post.ts), up to 4 bytes each: the
    // editor's own limits, with their pt-BR messages, must be reached before the transport's.
    serverActions: { bodySizeLimit: "3mb" },
  },
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: remoteImageHosts.map((hostname) => ({ protocol: "https", hostname })),
  },
  async headers() {
    const captchaPolicy = { key: "Content-Security-Policy", value: contentSecurityPolicy({ captcha: true }) }
    // Where two rules set the same header, the later one wins: the auth screens get Turnstile's origin.
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/auth", headers: [captchaPolicy] },
      { source: "/auth/:path*", headers: [captchaPolicy] },
    ]
  },
  async redirects() {
    // /sobre is the canonical About page; /about (also in the route table) points to it for good.
    return [{ source: "/about", destination: "/sobre", permanent: true }]
  },
}

export default nextConfig
