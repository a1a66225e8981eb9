import type { NextConfig } from "next"

// Remote image hosts a hosted deployment may use (comma-separated hostnames); local runs ship every image in public/.
const remoteImageHosts = (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? "")
  .split(",")
  .map((host) => host.trim())
  .filter(Boolean)

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: remoteImageHosts.map((hostname) => ({ protocol: "https", hostname })),
  },
}

export default nextConfig
