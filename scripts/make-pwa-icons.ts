// Writes the installable app's icons into public/icons from the site's logo (public/images/logo.svg,
// made by scripts/make-site-images.ts), so the home-screen icon is the mark people already know.
// Run: npx tsx scripts/make-pwa-icons.ts (the PNGs are committed; app/manifest.ts lists them).
//
// - icon-192.png, icon-512.png: the logo as it is, rounded corners and all ("any" purpose).
// - maskable-512.png: the gradient to the edges and the mark inside the central circle of 40% of
//   the size (the maskable safe zone), so no launcher's mask cuts it.
// - apple-touch-icon.png (180): the same full-bleed drawing; iOS rounds the corners itself and
//   would paint transparent ones black.
// - badge-96.png: the mark alone in white on transparent, which Android shows in the status bar
//   (it keeps only the alpha channel).
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

const ROOT = path.join(import.meta.dirname, "..")
const OUT = path.join(ROOT, "public", "icons")

const logo = await readFile(path.join(ROOT, "public", "images", "logo.svg"), "utf8")
// The drawing is a 64-unit square: a rounded gradient tile (the <rect>), the mark on top.
const defs = /<defs>[\s\S]*?<\/defs>/.exec(logo)?.[0]
const tile = /<rect\b[^>]*\/>/.exec(logo)?.[0]
const mark = logo
  .replace(/<\?xml[^>]*>/, "")
  .replace(/<svg\b[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(defs ?? "", "")
  .replace(tile ?? "", "")
  .trim()
if (!defs || !tile || !mark) throw new Error("public/images/logo.svg is not the drawing this script expects")

// The mark's farthest point is ~26 units from the centre; at 80% scale that is ~21 of 32, inside
// the safe zone's radius (40% of the side, 25.6 units).
const MARK_SCALE = 0.8
const centred = (body: string) =>
  `<g transform="translate(${32 * (1 - MARK_SCALE)} ${32 * (1 - MARK_SCALE)}) scale(${MARK_SCALE})">${body}</g>`

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${defs}${body}</svg>`

const fullBleed = (size: number) => svg(size, `<rect width="64" height="64" fill="url(#g)"/>${centred(mark)}`)
// Every stroke and fill of the mark in white: a badge is a silhouette.
const badge = (size: number) =>
  svg(size, mark.replace(/(stroke|fill)="#[0-9a-fA-F]{3,8}"/g, '$1="#fff"').replace(/opacity="[^"]*"/g, ""))

// The logo itself, drawn at the given size.
const asIs = (size: number) => svg(size, `${tile}${mark}`)

const icons: { file: string; svg: string }[] = [
  { file: "icon-192.png", svg: asIs(192) },
  { file: "icon-512.png", svg: asIs(512) },
  { file: "maskable-512.png", svg: fullBleed(512) },
  { file: "apple-touch-icon.png", svg: fullBleed(180) },
  { file: "badge-96.png", svg: badge(96) },
]

for (const { file, svg: source } of icons) {
  const png = await sharp(Buffer.from(source)).png({ compressionLevel: 9 }).toBuffer()
  await writeFile(path.join(OUT, file), png)
  const { width, height } = await sharp(png).metadata()
  console.log(`public/icons/${file}: ${width}×${height}, ${png.length} bytes`)
}
