import type { MetadataRoute } from "next"

import { absoluteUrl } from "@/lib/site"

/** Everything public may be crawled; private areas and machine endpoints may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    // /previa/: the blog's signed preview links of unpublished posts (noindex as well).
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/dashboard", "/auth", "/api/", "/previa/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  }
}
