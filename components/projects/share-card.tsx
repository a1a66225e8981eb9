import { ImageResponse } from "next/og"

export const SHARE_CARD_SIZE = { width: 1200, height: 630 }

export type ShareCardProps = { eyebrow: string; badge: string; title: string; footer: string[] }

/** A 1200×630 PNG share card over the brand's plum (projects and products). */
export async function renderShareCard({ eyebrow, badge, title, footer }: ShareCardProps): Promise<Uint8Array> {
  const text = title.length > 110 ? `${title.slice(0, 107)}…` : title
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
        <span style={{ color: "#f6c453" }}>{eyebrow}</span>
        <span
          style={{ fontSize: 24, padding: "6px 18px", borderRadius: 999, backgroundColor: "rgba(253,250,252,0.16)" }}
        >
          {badge}
        </span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28, width: 1056 }}>
        <div style={{ display: "flex", fontSize: text.length > 60 ? 60 : 72, lineHeight: 1.1, letterSpacing: -1 }}>
          {text}
        </div>
        <div style={{ display: "flex", gap: 20, fontSize: 26, color: "rgba(253,250,252,0.85)" }}>
          {footer.map((part, index) => (
            <span key={index}>{part}</span>
          ))}
        </div>
      </div>
    </div>,
    SHARE_CARD_SIZE
  )
  return new Uint8Array(await image.arrayBuffer())
}
