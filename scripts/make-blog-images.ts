/**
 * Draws the demo blog's featured images (public/images/blog/<slug>.jpg, 1200×630) as abstract
 * SVG compositions and encodes them with sharp. Deterministic: the same slug always gives the
 * same picture, so re-running only rewrites identical files.
 *
 *   node --import tsx scripts/make-blog-images.ts
 */
import { mkdir, stat } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

import { seededRandom } from "./lib/seeded-random"

const OUT_DIR = path.resolve(import.meta.dirname, "../public/images/blog")

// One palette per category, warm and earthy like the brand (terracotta, plum, ochre, teal).
const PALETTES: Record<string, string[]> = {
  empreendedorismo: ["#7a2e4d", "#c0507a", "#f2a65a", "#fbe3c5", "#3b1f2b"],
  "economia-solidaria": ["#2f5d50", "#4f9d69", "#e8c468", "#f6efd9", "#1e3932"],
  financas: ["#1f3b5c", "#3f7cac", "#f4b860", "#eef3f7", "#15283d"],
  marketing: ["#b23a48", "#f28f3b", "#ffd6a5", "#fff4e6", "#5c1d24"],
  "redes-de-mulheres": ["#5b2a86", "#9a5fc7", "#f497b6", "#fbe9f1", "#2e1544"],
  gestao: ["#8a5a44", "#c98b5b", "#9fc5a8", "#f7efe6", "#3d2a20"],
}

export const BLOG_IMAGES: Array<{ slug: string; category: keyof typeof PALETTES }> = [
  { slug: "como-organizar-as-financas-do-seu-pequeno-negocio", category: "financas" },
  { slug: "economia-solidaria-o-que-e-e-como-participar", category: "economia-solidaria" },
  { slug: "precificacao-justa-para-artesas-e-produtoras", category: "financas" },
  { slug: "marketing-digital-com-pouco-orcamento", category: "marketing" },
  { slug: "redes-de-mulheres-empreendedoras-a-forca-do-coletivo", category: "redes-de-mulheres" },
  { slug: "mei-passo-a-passo-para-formalizar-seu-negocio", category: "empreendedorismo" },
  { slug: "feiras-solidarias-como-preparar-sua-banca", category: "economia-solidaria" },
  { slug: "instagram-para-negocios-de-bairro", category: "marketing" },
  { slug: "fluxo-de-caixa-na-pratica", category: "financas" },
  { slug: "cooperativas-de-mulheres-historias-que-inspiram", category: "economia-solidaria" },
  { slug: "microcredito-para-empreendedoras-como-acessar", category: "financas" },
  { slug: "mentoria-entre-mulheres-aprender-com-quem-ja-fez", category: "redes-de-mulheres" },
  { slug: "gestao-do-tempo-para-maes-empreendedoras", category: "gestao" },
  { slug: "comercio-justo-e-consumo-consciente", category: "economia-solidaria" },
  { slug: "como-contar-a-historia-da-sua-marca", category: "marketing" },
  { slug: "bancos-comunitarios-e-moedas-sociais", category: "economia-solidaria" },
  { slug: "planejamento-anual-metas-para-o-seu-negocio", category: "gestao" },
  { slug: "whatsapp-business-atendimento-que-encanta", category: "marketing" },
  { slug: "lideranca-feminina-nos-territorios", category: "redes-de-mulheres" },
  { slug: "retrospectiva-convergencia-2024", category: "empreendedorismo" },
]

function drawSvg(slug: string, palette: string[]): string {
  const rnd = seededRandom(slug)
  const pick = () => palette[Math.floor(rnd() * (palette.length - 1))]!
  const [deep, , , light, dark] = palette as [string, string, string, string, string]
  const shapes: string[] = []

  // Soft rolling hills across the bottom.
  for (let layer = 0; layer < 3; layer++) {
    const base = 380 + layer * 80 + rnd() * 40
    const amp = 40 + rnd() * 60
    const phase = rnd() * Math.PI * 2
    let d = `M0 630 L0 ${base.toFixed(0)}`
    for (let x = 0; x <= 1200; x += 60) {
      const y = base + Math.sin(x / (180 + layer * 40) + phase) * amp
      d += ` L${x} ${y.toFixed(1)}`
    }
    d += " L1200 630 Z"
    shapes.push(`<path d="${d}" fill="${palette[layer]}" opacity="${(0.55 + layer * 0.15).toFixed(2)}"/>`)
  }

  // A sun and a few circles: people gathering, in the abstract.
  const sunX = 820 + rnd() * 260
  const sunY = 150 + rnd() * 90
  shapes.push(
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(70 + rnd() * 40).toFixed(0)}" fill="${palette[2]}" opacity="0.9"/>`
  )
  for (let i = 0; i < 9; i++) {
    const r = 14 + rnd() * 46
    shapes.push(
      `<circle cx="${(rnd() * 1200).toFixed(0)}" cy="${(rnd() * 360).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="${pick()}" stroke-width="${(2 + rnd() * 5).toFixed(1)}" opacity="0.7"/>`
    )
  }
  // Interlaced arcs: the network.
  for (let i = 0; i < 5; i++) {
    const x1 = rnd() * 500
    const x2 = 600 + rnd() * 600
    const cy = 80 + rnd() * 260
    shapes.push(
      `<path d="M${x1.toFixed(0)} ${(cy + 120).toFixed(0)} Q${((x1 + x2) / 2).toFixed(0)} ${(cy - 140).toFixed(0)} ${x2.toFixed(0)} ${(cy + 100).toFixed(0)}" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="${(6 + rnd() * 10).toFixed(0)} 10" opacity="0.6"/>`
    )
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/>
      <stop offset="1" stop-color="${deep}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  ${shapes.join("\n  ")}
</svg>`
}

await mkdir(OUT_DIR, { recursive: true })
for (const { slug, category } of BLOG_IMAGES) {
  const file = path.join(OUT_DIR, `${slug}.jpg`)
  await sharp(Buffer.from(drawSvg(slug, PALETTES[category]!)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(file)
  const { size } = await stat(file)
  console.log(`${path.relative(process.cwd(), file)} ${(size / 1024).toFixed(0)} KB`)
}
