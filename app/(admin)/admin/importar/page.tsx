import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { type ImportRun, listImportRuns } from "@/lib/data/imports"
import { formatDateTime } from "@/lib/format"
import { IMPORT_KIND_LABELS } from "@/lib/validations/imports"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { LoadErrorAlert } from "@/components/admin/shared/load-error-alert"
import { TitledSection } from "@/components/layout/titled-section"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { ImportWizard } from "./_components/import-wizard"
import { adminMetadata } from "../_shared/metadata"

const TITLE = "Importar planilhas"
const INTRO = "Traga associadas, negócios e assinantes da newsletter de um arquivo CSV, com prévia antes de importar."

export const metadata: Metadata = adminMetadata({ title: TITLE, description: INTRO, path: "/admin/importar" })

export default function ImportPage() {
  return (
    <AdminSuspense>
      <ImportScreen />
    </AdminSuspense>
  )
}

async function ImportScreen() {
  await guardRoute("/admin/importar")
  let runs: ImportRun[] | null = null
  try {
    runs = await listImportRuns()
  } catch (error) {
    console.error("[admin.import.runs]", error)
  }
  return (
    <div className="space-y-10">
      <AdminPageHeader title={TITLE} description={INTRO} />
      <ImportWizard />
      <TitledSection id="import-history" title="Importações anteriores">
        {runs === null ? (
          <LoadErrorAlert message="Não foi possível carregar o histórico de importações." />
        ) : runs.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma importação ainda.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Quando</TableHead>
                <TableHead scope="col">Tipo</TableHead>
                <TableHead scope="col">Arquivo</TableHead>
                <TableHead scope="col">Linhas</TableHead>
                <TableHead scope="col">Importadas</TableHead>
                <TableHead scope="col">Já existentes</TableHead>
                <TableHead scope="col">Com problemas</TableHead>
                <TableHead scope="col">Por</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{formatDateTime(run.createdAt)}</TableCell>
                  <TableCell>{IMPORT_KIND_LABELS[run.kind]}</TableCell>
                  <TableCell className="max-w-48 truncate">{run.fileName}</TableCell>
                  <TableCell>{run.total}</TableCell>
                  <TableCell>{run.imported}</TableCell>
                  <TableCell>{run.skipped}</TableCell>
                  <TableCell>{run.invalid}</TableCell>
                  <TableCell>{run.actorName ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TitledSection>
    </div>
  )
}
