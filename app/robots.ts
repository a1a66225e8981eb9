import type { MetadataRoute } from "next"

import { absoluteUrl } from "@/lib/site"

/** Everything public may be crawled; private areas and machine endpoints may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/dashboard", "/auth", "/api/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  }
}
