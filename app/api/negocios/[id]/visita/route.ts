import { businessIdSchema, countActivity } from "../../_shared/count-activity"

// A transparent 1×1 GIF: the listing page asks for it as an image, so counting a view needs no
// JavaScript on that static page.
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0))
const HEADERS = { "Content-Type": "image/gif", "Cache-Control": "no-store" }

type Context = { params: Promise<{ id: string }> }

/**
 * A listing's view (issue #43): the business page's pixel. Answers the pixel whatever happened,
 * even over the address's limit: a refused or failed count must not show the visitor an error
 * (a failed image is one in her browser's console).
 */
export async function GET(request: Request, { params }: Context) {
  const id = businessIdSchema.safeParse((await params).id)
  if (!id.success) {
    return new Response("Negócio não encontrado.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    })
  }
  await countActivity(request, id.data, "view")
  return new Response(PIXEL, { headers: HEADERS })
}
