// Writes the site's images into public/images: logo (SVG + PNG), hero, Open Graph card and the
// 24 timeline illustrations. They are abstract compositions (circles that meet, converging paths),
// so the product ships no stock photos and no licences to track. Run: npx tsx scripts/make-site-images.ts
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

const OUT = path.join(import.meta.dirname, "..", "public", "images")

// Close to the theme in app/globals.css: plum/magenta primary, warm amber highlight, with teal and leaf for variety.
const palette = {
  plum: "#5a1745",
  violet: "#7a1d57",
  orchid: "#b5306f",
  coral: "#e8675a",
  sun: "#f2a93b",
  teal: "#17777a",
  leaf: "#4d8a57",
  cream: "#fff7ed",
  ink: "#2a0f22",
}

// Small deterministic PRNG so every run draws the same pictures (stable diffs in git).
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const logoMark = (size: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.violet}"/>
      <stop offset="1" stop-color="${palette.orchid}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="16" fill="url(#g)"/>
  <circle cx="24" cy="26" r="11" fill="none" stroke="#fff" stroke-width="4" opacity="0.95"/>
  <circle cx="40" cy="26" r="11" fill="none" stroke="${palette.sun}" stroke-width="4" opacity="0.95"/>
  <path d="M14 50 Q32 34 50 50" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
  <circle cx="32" cy="40" r="3.5" fill="${palette.sun}"/>
</svg>`

type Scene = { from: string; to: string; accent: string; second: string }

const scenes: Scene[] = [
  { from: palette.plum, to: palette.violet, accent: palette.sun, second: palette.coral },
  { from: palette.violet, to: palette.orchid, accent: palette.cream, second: palette.sun },
  { from: palette.teal, to: palette.leaf, accent: palette.sun, second: palette.cream },
  { from: palette.coral, to: palette.orchid, accent: palette.cream, second: palette.plum },
  { from: palette.plum, to: palette.teal, accent: palette.coral, second: palette.sun },
  { from: palette.orchid, to: palette.coral, accent: palette.sun, second: palette.cream },
]

function illustration(width: number, height: number, seed: number, scene: Scene): string {
  const rnd = random(seed)
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = (0.08 + rnd() * 0.16) * height
    const cx = (0.1 + rnd() * 0.8) * width
    const cy = (0.15 + rnd() * 0.6) * height
    const fill = i % 3 === 0 ? scene.accent : i % 3 === 1 ? scene.second : "#ffffff"
    const opacity = (0.18 + rnd() * 0.4).toFixed(2)
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" opacity="${opacity}"/>`
  }).join("")
  // Paths from the edges meet in one point: the "convergence" motif shared by every picture.
  const focusX = (0.45 + rnd() * 0.2) * width
  const focusY = (0.4 + rnd() * 0.15) * height
  const paths = Array.from({ length: 6 }, (_, i) => {
    const startX = (i / 5) * width
    const startY = height + 10
    const bend = (rnd() - 0.5) * width * 0.4
    return `<path d="M${startX.toFixed(1)} ${startY} Q${(startX + bend).toFixed(1)} ${(height * 0.7).toFixed(1)} ${focusX.toFixed(1)} ${focusY.toFixed(1)}" fill="none" stroke="#ffffff" stroke-width="${(3 + rnd() * 5).toFixed(1)}" stroke-linecap="round" opacity="0.55"/>`
  }).join("")
  const wave = `<path d="M0 ${height * 0.82} C ${width * 0.25} ${height * 0.72}, ${width * 0.5} ${height * 0.95}, ${width} ${height * 0.8} L ${width} ${height} L 0 ${height} Z" fill="${scene.second}" opacity="0.35"/>`
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${scene.from}"/>
      <stop offset="1" stop-color="${scene.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${(focusX / width).toFixed(2)}" cy="${(focusY / height).toFixed(2)}" r="0.35">
      <stop offset="0" stop-color="${scene.accent}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${scene.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${circles}
  ${wave}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${paths}
  <circle cx="${focusX.toFixed(1)}" cy="${focusY.toFixed(1)}" r="${(height * 0.03).toFixed(1)}" fill="#ffffff"/>
</svg>`
}

function ogCard(): string {
  const base = illustration(1200, 630, 2024, scenes[0]!)
  const text = `
  <rect x="60" y="360" width="1080" height="210" rx="28" fill="${palette.ink}" opacity="0.72"/>
  <text x="100" y="450" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">Convergência Empreendedora</text>
  <text x="100" y="520" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="${palette.cream}">Empreendedorismo feminino e economia solidária</text>`
  return base.replace("</svg>", `${text}</svg>`)
}

async function main() {
  await mkdir(path.join(OUT, "timeline"), { recursive: true })

  await writeFile(path.join(OUT, "logo.svg"), logoMark(64).trim() + "\n")
  await sharp(Buffer.from(logoMark(512)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, "logo.png"))

  const hero = Buffer.from(illustration(1600, 1100, 7, scenes[1]!))
  await sharp(hero).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(OUT, "hero.jpg"))

  const about = Buffer.from(illustration(1600, 1000, 15, scenes[4]!))
  await sharp(about).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(OUT, "sobre.jpg"))

  await sharp(Buffer.from(ogCard())).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(OUT, "og-default.jpg"))

  for (let i = 1; i <= 24; i++) {
    const id = String(i).padStart(2, "0")
    const svg = illustration(1200, 800, 1000 + i * 97, scenes[(i - 1) % scenes.length]!)
    await sharp(Buffer.from(svg))
      .jpeg({ quality: 74, mozjpeg: true })
      .toFile(path.join(OUT, "timeline", `marco-${id}.jpg`))
  }
  console.log(`images written to ${OUT}`)
}

await main()
