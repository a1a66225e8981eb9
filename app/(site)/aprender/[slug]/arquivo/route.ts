import { getViewer } from "@/lib/auth"
import { getMaterialFileForViewer, signMaterialFile } from "@/lib/data/learning-progress"
import { materialPath } from "@/lib/learning-url"
import { SLUG_PATTERN } from "@/lib/slug"

const PRIVATE = { "Cache-Control": "private, no-store" }

/**
 * A file material's download (issue #36): signs a 60-second Storage address with the viewer's own
 * client (Storage's RLS: visitors only for public materials, members for members-only ones) and
 * answers 303 to it, so no signed address is ever in a cached page. A visitor asking for a
 * members-only file is sent to sign in, back to the material's page; anything else unknown is 404.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params
  if (!SLUG_PATTERN.test(slug)) return notFound()
  const signedIn = (await getViewer()) !== null
  const found = await getMaterialFileForViewer(slug, signedIn)
  if (!found) return notFound()
  if (!found.file) {
    if (found.access === "members" && !signedIn) {
      const from = encodeURIComponent(materialPath(slug))
      return new Response(null, { status: 303, headers: { Location: `/auth?from=${from}`, ...PRIVATE } })
    }
    return notFound()
  }
  const signed = await signMaterialFile(found.file, signedIn)
  if (!signed) {
    return Response.json(
      { error: "Não foi possível preparar o arquivo agora. Tente novamente." },
      { status: 503, headers: PRIVATE }
    )
  }
  return new Response(null, { status: 303, headers: { Location: signed, ...PRIVATE } })
}

function notFound() {
  return Response.json({ error: "Arquivo não encontrado." }, { status: 404, headers: PRIVATE })
}
