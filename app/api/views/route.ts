import { z } from "zod"

import { incrementPostViews } from "@/lib/data/posts"
import { shouldCountView } from "@/lib/views"

const bodySchema = z.object({ postId: z.uuid() })
const NO_STORE = { "Cache-Control": "no-store" }
const MAX_BODY_BYTES = 1024

/**
 * The post page's view beacon: counts one view through increment_post_views and answers the new total,
 * { views }. Prefetches and self-declared bots are answered 202 { counted: false } and not counted.
 */
export async function POST(request: Request) {
  if (!shouldCountView(request.headers)) {
    return Response.json({ counted: false }, { status: 202, headers: NO_STORE })
  }
  const raw = await request.text()
  if (raw.length > MAX_BODY_BYTES) {
    return Response.json({ error: "Requisição grande demais." }, { status: 413, headers: NO_STORE })
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    json = null
  }
  const input = bodySchema.safeParse(json)
  if (!input.success) {
    return Response.json({ error: "Requisição inválida." }, { status: 400, headers: NO_STORE })
  }
  try {
    const views = await incrementPostViews(input.data.postId)
    if (views === null) {
      return Response.json({ error: "Post não encontrado." }, { status: 404, headers: NO_STORE })
    }
    return Response.json({ views }, { headers: NO_STORE })
  } catch (error) {
    console.error("[posts.views]", error)
    return Response.json({ error: "Não foi possível registrar a visualização." }, { status: 503, headers: NO_STORE })
  }
}
