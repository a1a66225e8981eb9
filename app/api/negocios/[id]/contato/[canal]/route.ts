import { CONTACT_CHANNELS, listedContactTarget } from "@/lib/data/business-activity"
import { businessIdSchema, countActivity } from "../../../_shared/count-activity"

type Context = { params: Promise<{ id: string; canal: string }> }

const NOT_FOUND = () =>
  new Response("Página Não Encontrada", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  })

/**
 * A listing's contact button (issue #43): counts the click, then sends the visitor on (303) to the
 * address stored on the listing: never one from the request, so this is no open redirect. The
 * visitor always gets her contact, even when the count is refused or fails.
 */
export async function GET(request: Request, { params }: Context) {
  const { id, canal } = await params
  const businessId = businessIdSchema.safeParse(id)
  const channel = CONTACT_CHANNELS.find((known) => known === canal)
  if (!businessId.success || !channel) return NOT_FOUND()
  let target: string | null
  try {
    target = await listedContactTarget(businessId.data, channel)
  } catch (error) {
    console.error("[directory.contact]", error)
    return new Response("Algo deu errado. Tente novamente.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  }
  if (!target) return NOT_FOUND()
  await countActivity(request, businessId.data, channel)
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } })
}
