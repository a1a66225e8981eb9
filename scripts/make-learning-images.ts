/**
 * Draws the demo library's covers from supabase/seed.sql (issue #36): one per seeded material and
 * track, public/images/seed/aprender/<slug>.webp (800×450), an abstract composition in the
 * palette of its topic with a mark for its kind (page, play button, document, link, path), encoded
 * as a small WebP with sharp. Deterministic: the same slug always gives the same picture. The seed
 * points cover_url at these addresses; lib/images/seed-images.ts lets the pages show them.
 *
 *   node --import tsx scripts/make-learning-images.ts
 */
import { mkdir, readFile, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

import { seededRandom } from "./lib/seeded-random"

const ROOT = path.resolve(import.meta.dirname, "..")
const OUT = path.join(ROOT, "public/images/seed/aprender")

/** [deep, accent, warm, light] per topic of lib/learning/vocabulary.ts. */
const PALETTES: Record<string, [string, string, string, string]> = {
  formalizacao: ["#1f3b5c", "#3f7cac", "#f4b860", "#eef3f7"],
  precificacao: ["#7a2e4d", "#c0507a", "#f2a65a", "#fbe3c5"],
  vendas: ["#5b2a86", "#9a5fc7", "#f497b6", "#fbe9f1"],
  financas: ["#2f5d50", "#4f9d69", "#e8c468", "#f6efd9"],
  gestao: ["#8a5a44", "#c98b5b", "#9fc5a8", "#f7efe6"],
  "economia-solidaria": ["#b23a48", "#f28f3b", "#ffd6a5", "#fff4e6"],
}

type Mark = "article" | "video" | "file" | "link" | "track"

function mark(kind: Mark, deep: string, light: string, warm: string): string {
  switch (kind) {
    case "article":
      return `<rect x="320" y="110" width="160" height="220" rx="12" fill="${light}"/>
  ${[150, 180, 210, 240, 270].map((y, i) => `<rect x="345" y="${y}" width="${i === 4 ? 70 : 110}" height="10" rx="5" fill="${deep}" opacity="0.7"/>`).join("")}`
    case "video":
      return `<circle cx="400" cy="225" r="90" fill="${light}"/>
  <path d="M372 180 L372 270 L448 225 Z" fill="${deep}"/>`
    case "file":
      return `<path d="M330 105 L440 105 L480 145 L480 345 L330 345 Z" fill="${light}"/>
  <path d="M440 105 L440 145 L480 145 Z" fill="${warm}"/>
  <rect x="355" y="280" width="90" height="28" rx="6" fill="${deep}"/>`
    case "link":
      return `<rect x="300" y="190" width="130" height="70" rx="35" fill="none" stroke="${light}" stroke-width="18"/>
  <rect x="370" y="190" width="130" height="70" rx="35" fill="none" stroke="${warm}" stroke-width="18"/>`
    case "track":
      return `<path d="M250 330 C330 330 330 130 420 130 S520 300 560 260" fill="none" stroke="${light}" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/>
  ${[
    [250, 330],
    [360, 230],
    [450, 150],
    [560, 260],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 3 ? 26 : 18}" fill="${i === 3 ? warm : light}"/>`)
    .join("")}`
  }
}

function coverSvg(slug: string, topic: string, kind: Mark): string {
  const rnd = seededRandom(slug)
  const [deep, accent, warm, light] = PALETTES[topic] ?? PALETTES.gestao!
  const blobs: string[] = []
  for (let i = 0; i < 4; i++)
    blobs.push(
      `<circle cx="${(rnd() * 800).toFixed(0)}" cy="${(rnd() * 450).toFixed(0)}" r="${(60 + rnd() * 120).toFixed(0)}" fill="${i % 2 ? accent : warm}" opacity="${(0.25 + rnd() * 0.3).toFixed(2)}"/>`
    )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/>
      <stop offset="1" stop-color="${accent}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="450" fill="url(#bg)"/>
  ${blobs.join("\n  ")}
  ${mark(kind, deep, light, warm)}
</svg>`
}

const TOPIC = "(formalizacao|precificacao|vendas|financas|gestao|economia-solidaria)"
const LEVEL = "'(?:iniciante|intermediario|avancado)'"
const seed = await readFile(path.join(ROOT, "supabase/seed.sql"), "utf8")
// ('a7000000-…', 'slug', 'kind', 'Title',\n 'summary',\n 'topic', 'level', …
const materials = [
  ...seed.matchAll(
    new RegExp(
      `\\('a7000000-[0-9a-f-]+', '([a-z0-9-]+)', '(article|video|file|link)',[\\s\\S]*?'${TOPIC}', ${LEVEL}`,
      "g"
    )
  ),
].map((m) => ({ slug: m[1]!, kind: m[2] as Mark, topic: m[3]! }))
// ('a8000000-…', 'slug', 'Title', …, 'topic', 'level', …
const tracks = [
  ...seed.matchAll(new RegExp(`\\('a8000000-[0-9a-f-]+', '([a-z0-9-]+)',[\\s\\S]*?'${TOPIC}', ${LEVEL}`, "g")),
].map((m) => ({ slug: m[1]!, kind: "track" as Mark, topic: m[2]! }))

await mkdir(OUT, { recursive: true })
let total = 0
for (const { slug, kind, topic } of [...materials, ...tracks]) {
  const file = path.join(OUT, `${slug}.webp`)
  await sharp(Buffer.from(coverSvg(slug, topic, kind)))
    .webp({ quality: 60 })
    .toFile(file)
  total += (await stat(file)).size
}
console.log(
  `${materials.length} material covers, ${tracks.length} track covers, ${(total / 1024).toFixed(0)} KB in ${path.relative(ROOT, OUT)}`
)
