import { ImageResponse } from "next/og"

import { sniffImageType } from "@/lib/images/sniff"

export const SHARE_CARD_SIZE = { width: 1200, height: 630 }

/** The brand's plum, under every share card. */
export const SHARE_CARD_PLUM = {
  backgroundColor: "#4a1538",
  backgroundImage: "linear-gradient(135deg, #5b1a45 0%, #3b1f2b 60%, #7a2e4d 100%)",
  color: "#fdfafc",
} as const

/** A whole card over the plum, its rows spread from the top margin to the bottom one. */
export const SHARE_CARD_FRAME = {
  ...SHARE_CARD_SIZE,
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  padding: "64px 72px",
  ...SHARE_CARD_PLUM,
} as const

export type ShareCardProps = {
  eyebrow: string
  badge: string
  title: string
  footer: string[]
  /** A photo behind the text (a project's cover); only JPEG and PNG, the types the renderer reads. */
  photo?: Uint8Array | null
}

function photoDataUrl(bytes: Uint8Array | null | undefined): string | null {
  const type = bytes ? sniffImageType(bytes) : null
  return bytes && (type === "image/jpeg" || type === "image/png")
    ? `data:${type};base64,${Buffer.from(bytes).toString("base64")}`
    : null
}

// What the renderer's bundled font (next/og's Geist) draws, for a pt-BR card: Latin, Latin-1 and
// Latin Extended-A, dashes, quotes, bullets, the ellipsis and the euro. Any other character (an
// emoji in a name, a symbol) would make next/og fetch a font from the internet while drawing,
// which fails offline; such characters are left out of the card.
const NOT_DRAWABLE =
  /[^\u0020-\u007e\u00a0-\u00ac\u00ae-\u017f\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u20ac]/gu

/** `text` as the card can draw it offline: characters outside the bundled font left out. */
export function drawableText(text: string): string {
  return text.normalize("NFC").replace(NOT_DRAWABLE, "").replace(/\s+/g, " ").trim()
}

/** The card's top row: what it is (gold) and, when there is one, its kind in a pill. */
export function ShareCardHeading({ eyebrow, badge }: { eyebrow: string; badge?: string | null }) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30 }}>
      <span style={{ color: "#f6c453" }}>{drawableText(eyebrow)}</span>
      {badge ? (
        <span
          style={{ fontSize: 24, padding: "6px 18px", borderRadius: 999, backgroundColor: "rgba(253,250,252,0.16)" }}
        >
          {drawableText(badge)}
        </span>
      ) : null}
    </div>
  )
}

/** The card's bottom rows: the title (at most 110 characters) over its footer's parts. */
export function ShareCardText({ title, footer }: { title: string; footer: string[] }) {
  const drawn = drawableText(title)
  const text = drawn.length > 110 ? `${drawn.slice(0, 107)}…` : drawn
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 28, width: 1056 }}>
      <div style={{ display: "flex", fontSize: text.length > 60 ? 60 : 72, lineHeight: 1.1, letterSpacing: -1 }}>
        {text}
      </div>
      <div style={{ display: "flex", gap: 20, fontSize: 26, color: "rgba(253,250,252,0.85)" }}>
        {footer.map((part, index) => (
          <span key={index}>{drawableText(part)}</span>
        ))}
      </div>
    </div>
  )
}

/** A 1200×630 PNG share card over the brand's plum (projects and products), over a photo when given. */
export async function renderShareCard({ eyebrow, badge, title, footer, photo }: ShareCardProps): Promise<Uint8Array> {
  const background = photoDataUrl(photo)
  const image = new ImageResponse(
    <div style={SHARE_CARD_FRAME}>
      {background ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by the share card renderer, not a page
        <img
          src={background}
          alt=""
          width={1200}
          height={630}
          style={{ position: "absolute", top: 0, left: 0, width: 1200, height: 630, objectFit: "cover" }}
        />
      ) : null}
      {background ? (
        // The plum over the photo keeps the text readable whatever the picture.
        <div
          style={{
            position: "absolute",
            top: 0,
            left: 0,
            width: 1200,
            height: 630,
            backgroundImage: "linear-gradient(135deg, rgba(74,21,56,0.92) 0%, rgba(59,31,43,0.7) 100%)",
          }}
        />
      ) : null}
      <ShareCardHeading eyebrow={eyebrow} badge={badge} />
      <ShareCardText title={title} footer={footer} />
    </div>,
    SHARE_CARD_SIZE
  )
  return new Uint8Array(await image.arrayBuffer())
}

/** The answer of an opengraph-image route: the card, cached by browsers and CDNs, or a pt-BR 404. */
export function shareCardResponse(png: Uint8Array | null, notFoundText: string): Response {
  if (!png) return new Response(notFoundText, { status: 404 })
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  })
}
