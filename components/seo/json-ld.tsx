import { jsonLdScript } from "@/lib/metadata"
import { absoluteUrl } from "@/lib/site"

/** One `<script type="application/ld+json">` per schema.org object, escaped by jsonLdScript. */
export function JsonLd({ data }: { data: object[] }) {
  return data.map((item, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(item) }} />
  ))
}

/** schema.org BreadcrumbList from the site's home: Início › `section` › `page`. */
export function breadcrumbJsonLd(section: { name: string; path: string }, page: { name: string; path: string }) {
  const items = [{ name: "Início", path: "/" }, section, page]
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}
