import { getViewer } from "@/lib/auth"
import { exportMemberData } from "@/lib/data/profile-account"

/**
 * "Baixar meus dados" (LGPD): everything stored about the signed-in member, as a JSON download. A
 * route handler rather than an action so the browser saves the file with its own name, no script
 * needed. Only ever her own data: the id is her session's.
 */
export async function GET() {
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Faça login para baixar seus dados." }, { status: 401 })
  let data
  try {
    data = await exportMemberData(viewer.userId)
  } catch (error) {
    console.error("[profile.export]", error)
    return Response.json({ error: "Não foi possível reunir seus dados agora. Tente novamente." }, { status: 500 })
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="meus-dados-convergencia-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  })
}
