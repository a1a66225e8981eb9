import { z } from "zod"

import { incrementPostViews } from "@/lib/data/posts"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { type HitResult, rateLimits } from "@/lib/rate-limit/store"
import { serverEnv } from "@/lib/server-env"
import { shouldCountView, visitorHash } from "@/lib/views"

const bodySchema = z.object({ postId: z.uuid() })
const NO_STORE = { "Cache-Control": "no-store" }
const MAX_BODY_BYTES = 1024

// An address counts once per post in 24 hours anyway; this caps the database writes one address
// can cause. Thirty reports in ten minutes is more than a reader, or a small office, sends. Counted
// in the database (lib/rate-limit/store.ts), so every server instance shares the count.
const reportsOf = (address: string) => [{ key: `views:${address}`, max: serverEnv.viewsPerAddress }]

/**
 * The post page's view beacon: counts a reader's (an address's) first view in 24 hours through
 * increment_post_views (service role) and answers the post's total, { views }. Prefetches and
 * self-declared bots are answered 202 { counted: false }; an address over its limit 429.
 */
export async function POST(request: Request) {
  if (!shouldCountView(request.headers)) {
    return Response.json({ counted: false }, { status: 202, headers: NO_STORE })
  }
  const address = requestClientAddress(request.headers)
  let limit: HitResult
  try {
    limit = await rateLimits.hit(reportsOf(address), serverEnv.viewsWindowSeconds)
  } catch (error) {
    // Fails closed: counting the view needs the same database a moment later, so refusing costs a
    // reader nothing she would see.
    console.error("[posts.views] rate limit", error)
    return Response.json({ error: "Não foi possível registrar a visualização." }, { status: 503, headers: NO_STORE })
  }
  if (!limit.allowed) {
    return Response.json(
      { error: "Muitas visualizações em pouco tempo. Tente novamente mais tarde." },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(Math.max(1, limit.retryAfter)) } }
    )
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
    // The service-role key doubles as the hash key: secret, server-only, and the same on every instance.
    const visitor = await visitorHash(serverEnv.serviceRoleKey, address)
    const views = await incrementPostViews(input.data.postId, visitor)
    if (views === null) {
      return Response.json({ error: "Post não encontrado." }, { status: 404, headers: NO_STORE })
    }
    return Response.json({ views }, { headers: NO_STORE })
  } catch (error) {
    console.error("[posts.views]", error)
    return Response.json({ error: "Não foi possível registrar a visualização." }, { status: 503, headers: NO_STORE })
  }
}
