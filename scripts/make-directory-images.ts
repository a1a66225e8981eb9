/**
 * Draws the demo directory's pictures from supabase/seed.sql: a logo per seeded business
 * (public/images/seed/negocios/<slug>.webp, 256×256) and a photo per seeded product
 * (public/images/seed/produtos/<slug>.webp, 640×640), abstract SVG compositions in a palette per
 * category, encoded as small WebP files with sharp. Deterministic: the same slug always gives the
 * same picture. The seed points logo_url and photos at these addresses; lib/images/seed-images.ts
 * lets the pages show them.
 *
 *   node --import tsx scripts/make-directory-images.ts
 */
import { mkdir, readFile, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

import { seededRandom } from "./lib/seeded-random"

const ROOT = path.resolve(import.meta.dirname, "..")
const OUT = path.join(ROOT, "public/images/seed")

const PALETTES: Record<string, string[]> = {
  alimentacao: ["#b23a48", "#f28f3b", "#ffd6a5", "#fff4e6", "#5c1d24"],
  artesanato: ["#8a5a44", "#c98b5b", "#9fc5a8", "#f7efe6", "#3d2a20"],
  moda: ["#5b2a86", "#9a5fc7", "#f497b6", "#fbe9f1", "#2e1544"],
  beleza: ["#7a2e4d", "#c0507a", "#f2a65a", "#fbe3c5", "#3b1f2b"],
  casa: ["#1f3b5c", "#3f7cac", "#f4b860", "#eef3f7", "#15283d"],
  servicos: ["#1f3b5c", "#3f7cac", "#e8c468", "#eef3f7", "#15283d"],
  agricultura: ["#2f5d50", "#4f9d69", "#e8c468", "#f6efd9", "#1e3932"],
  outros: ["#7a2e4d", "#c0507a", "#f2a65a", "#fbe3c5", "#3b1f2b"],
}

/** The directory's category names (lib/validations/directory.ts) mapped to a palette. */
function paletteOf(category: string): string[] {
  const key = category
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
  if (/aliment|doce|comida/.test(key)) return PALETTES.alimentacao!
  if (/artesan/.test(key)) return PALETTES.artesanato!
  if (/moda|costura/.test(key)) return PALETTES.moda!
  if (/beleza|estetica/.test(key)) return PALETTES.beleza!
  if (/agric|rural/.test(key)) return PALETTES.agricultura!
  if (/servic|design|comunica|educa|tecno/.test(key)) return PALETTES.servicos!
  return PALETTES[key] ?? PALETTES.outros!
}

/** A mark on a soft square: a flower of petals around a circle, its count and turn from the slug. */
function logoSvg(slug: string, palette: string[]): string {
  const rnd = seededRandom(slug)
  const [deep, accent, warm, light] = palette as [string, string, string, string]
  const petals = 5 + Math.floor(rnd() * 4)
  const turn = rnd() * 360
  const shapes: string[] = []
  for (let i = 0; i < petals; i++) {
    const angle = turn + (360 / petals) * i
    shapes.push(
      `<ellipse cx="128" cy="78" rx="22" ry="46" fill="${i % 2 ? warm : accent}" opacity="0.92" transform="rotate(${angle.toFixed(1)} 128 128)"/>`
    )
  }
  shapes.push(`<circle cx="128" cy="128" r="${(26 + rnd() * 10).toFixed(0)}" fill="${light}"/>`)
  shapes.push(`<circle cx="128" cy="128" r="${(10 + rnd() * 6).toFixed(0)}" fill="${deep}"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="48" fill="${deep}"/>
  ${shapes.join("\n  ")}
</svg>`
}

/** A still life: a table, a bowl or parcel on it and light behind, in the category's colours. */
function productSvg(slug: string, palette: string[]): string {
  const rnd = seededRandom(slug)
  const [deep, accent, warm, light, dark] = palette as [string, string, string, string, string]
  const shapes: string[] = []
  shapes.push(
    `<circle cx="${(420 + rnd() * 120).toFixed(0)}" cy="${(140 + rnd() * 60).toFixed(0)}" r="110" fill="${warm}" opacity="0.5"/>`
  )
  shapes.push(
    `<rect x="0" y="${(430 + rnd() * 30).toFixed(0)}" width="640" height="240" fill="${dark}" opacity="0.85"/>`
  )
  const cx = 260 + rnd() * 120
  const w = 150 + rnd() * 80
  if (rnd() < 0.5) {
    // A bowl with round things in it.
    for (let i = 0; i < 6; i++)
      shapes.push(
        `<circle cx="${(cx - w / 2 + 30 + rnd() * (w - 60)).toFixed(0)}" cy="${(380 + rnd() * 30).toFixed(0)}" r="${(26 + rnd() * 16).toFixed(0)}" fill="${i % 2 ? accent : warm}"/>`
      )
    shapes.push(
      `<path d="M${(cx - w).toFixed(0)} 400 Q${cx.toFixed(0)} 560 ${(cx + w).toFixed(0)} 400 Z" fill="${deep}"/>`
    )
  } else {
    // A wrapped parcel with a ribbon.
    const top = 250 + rnd() * 40
    shapes.push(
      `<rect x="${(cx - w / 2).toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${(470 - top).toFixed(0)}" rx="10" fill="${accent}"/>`
    )
    shapes.push(
      `<rect x="${(cx - 10).toFixed(0)}" y="${top.toFixed(0)}" width="20" height="${(470 - top).toFixed(0)}" fill="${light}"/>`
    )
    shapes.push(`<circle cx="${cx.toFixed(0)}" cy="${top.toFixed(0)}" r="22" fill="${warm}"/>`)
  }
  for (let i = 0; i < 5; i++)
    shapes.push(
      `<circle cx="${(rnd() * 640).toFixed(0)}" cy="${(rnd() * 300).toFixed(0)}" r="${(6 + rnd() * 18).toFixed(0)}" fill="none" stroke="${light}" stroke-width="3" opacity="0.5"/>`
    )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${warm}"/>
    </linearGradient>
  </defs>
  <rect width="640" height="640" fill="url(#bg)"/>
  ${shapes.join("\n  ")}
</svg>`
}

const seed = await readFile(path.join(ROOT, "supabase/seed.sql"), "utf8")
// ('60000000-…', owner, 'Name', 'slug',\n 'description',\n 'Category', …
const businesses = [
  ...seed.matchAll(
    /\('60000000-0000-4000-a000-0000000000(\d\d)', [^,]+, '(?:[^']|'')+', '([a-z0-9-]+)',\s*'(?:[^']|'')*',\s*'([^']+)'/g
  ),
].map((match) => ({ n: Number(match[1]), slug: match[2]!, category: match[3]! }))
// (n, b, 'slug', 'Name', 'description', 'category', price, 'availability')
const products = [
  ...seed.matchAll(
    /^ {2}\((\d+), (\d+), '([a-z0-9-]+)', '(?:[^']|'')+', '(?:[^']|'')*', '([a-z]+)', \d+, '[a-z_]+'\)/gm
  ),
].map((match) => ({ slug: match[3]!, category: match[4]! }))

await mkdir(path.join(OUT, "negocios"), { recursive: true })
await mkdir(path.join(OUT, "produtos"), { recursive: true })
let total = 0
for (const { slug, category } of businesses) {
  const file = path.join(OUT, "negocios", `${slug}.webp`)
  await sharp(Buffer.from(logoSvg(slug, paletteOf(category))))
    .webp({ quality: 70 })
    .toFile(file)
  total += (await stat(file)).size
}
for (const { slug, category } of products) {
  const file = path.join(OUT, "produtos", `${slug}.webp`)
  await sharp(Buffer.from(productSvg(slug, PALETTES[category] ?? PALETTES.outros!)))
    .webp({ quality: 62 })
    .toFile(file)
  total += (await stat(file)).size
}
console.log(
  `${businesses.length} logos, ${products.length} product photos, ${(total / 1024).toFixed(0)} KB in ${path.relative(ROOT, OUT)}`
)
