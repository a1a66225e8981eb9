import type { NextConfig } from "next"

// Remote image hosts a hosted deployment may use (comma-separated hostnames); local runs ship every image in public/.
const remoteImageHosts = (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? "")
  .split(",")
  .map((host) => host.trim())
  .filter(Boolean)

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc in its own step first; the build need not do it twice.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // Partial prerendering: public pages are a static shell; session-dependent parts stream in <Suspense>.
  cacheComponents: true,
  // A new project: links prefetch each route's App Shell (see the Next 16 "Adopting Partial Prefetching" guide).
  partialPrefetching: true,
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: remoteImageHosts.map((hostname) => ({ protocol: "https", hostname })),
  },
  async redirects() {
    // /sobre is the canonical About page; /about (also in the route table) points to it for good.
    return [{ source: "/about", destination: "/sobre", permanent: true }]
  },
}

export default nextConfig
