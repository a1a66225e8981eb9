import { cacheLife, cacheTag } from "next/cache"
import { ImageResponse } from "next/og"

import { TAGS } from "@/lib/cache-tags"
import { getListedBusiness } from "@/lib/data/directory"
import { businessInitials, formatRating, formatReviewCount } from "@/lib/directory"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"

export const alt = "Negócio do diretório da Convergência Empreendedora"
export const size = { width: 1200, height: 630 }
export const contentType = "image/png"

/**
 * The share card of a business (1200×630 PNG): initials, name, category, place and rating over the
 * brand's plum. Drawn from the database only (no remote logo is fetched), cached with the directory;
 * 404 for businesses that are not listed.
 */
export default async function BusinessOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const png = SLUG_PATTERN.test(slug) ? await renderCard(slug) : null
  if (!png) return new Response("Negócio não encontrado", { status: 404 })
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  })
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("days")
  const business = await getListedBusiness(slug)
  if (!business) return null
  const name = business.name.length > 70 ? `${business.name.slice(0, 67)}…` : business.name
  const place = [business.city, business.state].filter(Boolean).join(" / ")
  const rating =
    business.ratingAverage !== null && business.ratingCount > 0
      ? `★ ${formatRating(business.ratingAverage)} · ${formatReviewCount(business.ratingCount)}`
      : null

  const image = new ImageResponse(
    <div
      style={{
        width: 1200,
        height: 630,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundColor: "#4a1538",
        backgroundImage: "linear-gradient(135deg, #5b1a45 0%, #3b1f2b 60%, #7a2e4d 100%)",
        color: "#fdfafc",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30 }}>
        <span style={{ color: "#f6c453" }}>Diretório</span>
        <span style={{ color: "rgba(253,250,252,0.85)" }}>{siteConfig.name}</span>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 200,
            height: 200,
            borderRadius: 40,
            backgroundColor: "rgba(253,250,252,0.14)",
            fontSize: 88,
            fontWeight: 700,
          }}
        >
          {businessInitials(business.name)}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20, width: 780 }}>
          <div style={{ display: "flex", fontSize: name.length > 40 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1 }}>
            {name}
          </div>
          <div style={{ display: "flex", gap: 20, fontSize: 28, color: "rgba(253,250,252,0.85)" }}>
            {business.category ? <span>{business.category}</span> : null}
            {business.category && place ? <span>·</span> : null}
            {place ? <span>{place}</span> : null}
          </div>
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#f6c453", minHeight: 36 }}>{rating ?? ""}</div>
    </div>,
    size
  )
  return new Uint8Array(await image.arrayBuffer())
}
