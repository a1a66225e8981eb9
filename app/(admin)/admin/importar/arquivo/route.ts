import { getViewer } from "@/lib/auth"
import { getRememberedMappings, importBackend, recordImportRun } from "@/lib/data/imports"
import { FILE_EMPTY, ImportFileError, readCsvRecords } from "@/lib/imports/read-csv"
import { fieldsOf, runImport } from "@/lib/imports/run-import"
import { createClient } from "@/lib/supabase/server"
import { IMPORT_MAX_BYTES, importRequestSchema } from "@/lib/validations/imports"

/**
 * The CSV of /admin/importar (issue #43), posted as the request's raw body (not multipart: a
 * server action's body is capped at 3 MB and parsed whole, while this streams up to 10 MB through
 * csv-parse). The query carries the kind, the step (preview | import), the file's name, the
 * mapping and, for subscribers, the consent source. Answers JSON; every refusal is a 4xx with a
 * pt-BR `error`.
 */
export const maxDuration = 300

const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "private, no-store" } })

/** Browsers send Origin on every POST: one naming another host is a cross-site request. */
function crossSite(request: Request) {
  const origin = request.headers.get("origin")
  if (!origin) return false
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host")
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/**
 * Reads a refused body to its end (up to twice the limit) before answering: a client still
 * sending would otherwise see the connection reset instead of the pt-BR answer.
 */
async function drain(body: ReadableStream<Uint8Array> | null) {
  if (!body) return
  const reader = body.getReader()
  let read = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
      if (read > 2 * IMPORT_MAX_BYTES) return
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

export async function POST(request: Request) {
  if (crossSite(request)) return refuse(403, "Pedido de outro site recusado.")
  const viewer = await getViewer()
  if (!viewer) return refuse(401, "Faça login para importar.")
  if (!viewer.isAdmin) return refuse(403, "Acesso negado.")

  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = importRequestSchema.safeParse(params)
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? "Pedido inválido.")
  const input = parsed.data
  if (input.step === "import" && input.kind === "subscribers" && !input.consentSource)
    return refuse(400, "Diga como a rede pode comprovar o consentimento dessas pessoas.")
  const declared = request.headers.get("content-length")
  const length = declared === null ? null : Number(declared)
  if (length !== null && length >= IMPORT_MAX_BYTES) {
    await drain(request.body)
    return refuse(413, "O arquivo passa de 10 MB. Divida a planilha em arquivos menores e importe um de cada vez.")
  }
  if (!request.body || length === 0) return refuse(400, FILE_EMPTY)

  const db = await createClient()
  try {
    const remembered = (await getRememberedMappings())[input.kind] ?? null
    const report = await runImport({
      kind: input.kind,
      records: readCsvRecords(request.body),
      mapping: input.mapping,
      remembered,
      backend: await importBackend(input.consentSource),
      write: input.step === "import",
    })
    if (report.total === 0 && report.mappingProblems.length === 0)
      return refuse(400, "O arquivo só tem a linha de títulos: nenhuma linha para importar.")
    let runId: string | null = null
    if (input.step === "import") {
      if (report.mappingProblems.length > 0) return refuse(400, report.mappingProblems[0]!)
      const { data, error } = await recordImportRun(db, {
        kind: input.kind,
        fileName: input.fileName,
        report,
        consentSource: input.consentSource,
      })
      if (error) console.error("[admin.import.record]", error.code, error.message)
      runId = data
    }
    return Response.json(
      { ...report, fields: fieldsOf(input.kind), step: input.step, runId },
      { headers: { "Cache-Control": "private, no-store" } }
    )
  } catch (error) {
    if (error instanceof ImportFileError) return refuse(400, error.message)
    console.error("[admin.import]", error)
    return refuse(500, "Não foi possível concluir a importação. Tente de novo; as linhas já importadas não se repetem.")
  }
}
