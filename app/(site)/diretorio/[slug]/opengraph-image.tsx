import { cacheLife, cacheTag } from "next/cache"
import { ImageResponse } from "next/og"

import { TAGS } from "@/lib/cache-tags"
import { getListedBusiness } from "@/lib/data/directory"
import { businessInitials, formatRating, formatReviewCount } from "@/lib/directory"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"
import { SHARE_CARD_FRAME, SHARE_CARD_SIZE, shareCardResponse } from "@/components/seo/share-card"

export const alt = "Negócio do diretório da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
export const contentType = "image/png"

/**
 * The share card of a business (1200×630 PNG): initials, name, category, place and rating over the
 * brand's plum. Drawn from the database only (no remote logo is fetched), cached with the directory;
 * 404 for businesses that are not listed.
 */
export default async function BusinessOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Negócio não encontrado")
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
    <div style={SHARE_CARD_FRAME}>
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
