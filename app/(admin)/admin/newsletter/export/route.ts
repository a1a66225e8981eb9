import { newsletterCsv, newsletterCsvFileName } from "@/lib/csv"
import { getViewer } from "@/lib/auth"
import { listNewsletterSubscribers } from "@/lib/data/newsletter"
import { parseStatusParam } from "@/lib/newsletter"

/**
 * "Exportar CSV": only the rows the screen shows (same `q` and `status`), as a download. A route
 * handler rather than an action so the browser saves the file with its own name and no script.
 */
export async function GET(request: Request) {
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Faça login para exportar." }, { status: 401 })
  if (!viewer.isAdmin) return Response.json({ error: "Acesso negado." }, { status: 403 })
  const params = new URL(request.url).searchParams
  const query = (params.get("q") ?? "").trim().slice(0, 200)
  const status = parseStatusParam(params.get("status"))
  let rows
  try {
    rows = await listNewsletterSubscribers({ query, status })
  } catch (error) {
    console.error("[admin.newsletter.export]", error)
    return Response.json({ error: "Erro ao carregar dados da newsletter." }, { status: 500 })
  }
  const fileName = newsletterCsvFileName()
  return new Response(newsletterCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  })
}
