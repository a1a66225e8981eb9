import { ImageResponse } from "next/og"

import type { BusinessDetail } from "@/lib/data/directory"
import { businessInitials, formatRating, formatReviewCount } from "@/lib/directory"
import { siteConfig } from "@/lib/site"
import { drawableText, SHARE_CARD_FRAME, SHARE_CARD_SIZE } from "@/components/seo/share-card"

type CardBusiness = Pick<BusinessDetail, "name" | "city" | "state" | "category" | "ratingAverage" | "ratingCount">

/**
 * The rating's star, drawn as a shape: the renderer's bundled font (Geist) has no "★", and a
 * character outside it makes next/og fetch a font from the internet while drawing, which fails
 * offline.
 */
function StarGlyph() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#f6c453"
        d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z"
      />
    </svg>
  )
}

/** The share card of a business (1200×630 PNG): initials, name, category, place and rating over the brand's plum. */
export async function renderBusinessShareCard(business: CardBusiness): Promise<Uint8Array> {
  const drawn = drawableText(business.name)
  const name = drawn.length > 70 ? `${drawn.slice(0, 67)}…` : drawn
  const category = business.category ? drawableText(business.category) : null
  const place = drawableText([business.city, business.state].filter(Boolean).join(" / "))
  const rating =
    business.ratingAverage !== null && business.ratingCount > 0
      ? `${formatRating(business.ratingAverage)} · ${formatReviewCount(business.ratingCount)}`
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
          {businessInitials(drawn)}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20, width: 780 }}>
          <div style={{ display: "flex", fontSize: name.length > 40 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1 }}>
            {name}
          </div>
          <div style={{ display: "flex", gap: 20, fontSize: 28, color: "rgba(253,250,252,0.85)" }}>
            {category ? <span>{category}</span> : null}
            {category && place ? <span>·</span> : null}
            {place ? <span>{place}</span> : null}
          </div>
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 12, fontSize: 30, color: "#f6c453", minHeight: 36 }}>
        {rating ? <StarGlyph /> : null}
        {rating ?? ""}
      </div>
    </div>,
    SHARE_CARD_SIZE
  )
  return new Uint8Array(await image.arrayBuffer())
}
