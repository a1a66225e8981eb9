"use client"

import * as React from "react"

import { Button } from "@/components/ui/button"
import { FileInput } from "@/components/ui/file-input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { NativeSelect } from "@/components/ui/native-select"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { formatCount } from "@/lib/number-format"
import {
  type ColumnMapping,
  CONSENT_SOURCES,
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  type ImportKind,
} from "@/lib/validations/imports"

/** What /admin/importar/arquivo answers (lib/imports/run-import.ts ImportReport, plus the step). */
interface Report {
  step: "preview" | "import"
  headers: string[]
  mapping: ColumnMapping
  mappingProblems: string[]
  total: number
  invalid: number
  problems: { line: number; problems: string[] }[]
  existingCount: number
  existing: string[]
  newCount: number
  imported: number
  failed: { key: string; message: string }[]
}

const NOT_MAPPED = ""

/**
 * The three steps of an import on one screen: choose the kind and the file, check the columns and
 * the preview, confirm. Each step posts the file again (the server keeps nothing between them and
 * reads it as a stream), so the preview and the import are computed by the same code.
 */
export function ImportWizard() {
  const [kind, setKind] = React.useState<ImportKind>("members")
  const [file, setFile] = React.useState<File | null>(null)
  const [mapping, setMapping] = React.useState<ColumnMapping | null>(null)
  const [consentSource, setConsentSource] = React.useState("")
  const [attested, setAttested] = React.useState(false)
  const [report, setReport] = React.useState<Report | null>(null)
  const [error, setError] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState<"preview" | "import" | null>(null)
  const resultRef = React.useRef<HTMLDivElement>(null)

  const reset = () => {
    setReport(null)
    setMapping(null)
    setError(null)
  }

  async function send(step: "preview" | "import", withMapping: ColumnMapping | null) {
    if (!file) {
      setError("Escolha um arquivo CSV.")
      return
    }
    if (file.size >= IMPORT_MAX_BYTES) {
      setError("O arquivo passa de 10 MB. Divida a planilha em arquivos menores e importe um de cada vez.")
      return
    }
    const query = new URLSearchParams({ kind, step, fileName: file.name })
    if (withMapping) query.set("mapping", JSON.stringify(withMapping))
    if (kind === "subscribers" && consentSource) query.set("consentSource", consentSource)
    setPending(step)
    setError(null)
    try {
      const response = await fetch(`/admin/importar/arquivo?${query}`, {
        method: "POST",
        body: file,
        headers: { "Content-Type": "text/csv" },
      })
      const body = (await response.json().catch(() => null)) as (Report & { error?: string }) | null
      if (!response.ok || !body || body.error) {
        setError(body?.error ?? "Não foi possível ler o arquivo. Tente de novo.")
        if (step === "preview") setReport(null)
      } else {
        setReport(body)
        setMapping(body.mapping)
      }
    } catch {
      setError("A conexão falhou antes do fim. Tente de novo; as linhas já importadas não se repetem.")
    } finally {
      setPending(null)
      resultRef.current?.focus()
    }
  }

  const fields = IMPORT_FIELDS[kind]
  const imported = report?.step === "import"
  const ready = report && report.mappingProblems.length === 0 && !imported
  const needsConsent = kind === "subscribers" && (!consentSource || !attested)

  return (
    <div className="space-y-8">
      <form
        aria-label="Arquivo para importar"
        className="grid gap-6 rounded-lg border p-6"
        onSubmit={(event) => {
          event.preventDefault()
          void send("preview", null)
        }}
      >
        <fieldset className="space-y-3">
          <legend className="mb-2 font-medium">O que você vai importar?</legend>
          {IMPORT_KINDS.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <input
                type="radio"
                id={`import-kind-${option}`}
                name="kind"
                value={option}
                checked={kind === option}
                className="accent-primary size-4"
                onChange={() => {
                  setKind(option)
                  reset()
                }}
              />
              <Label htmlFor={`import-kind-${option}`}>{IMPORT_KIND_LABELS[option]}</Label>
            </div>
          ))}
        </fieldset>
        <KindNotice kind={kind} />
        {kind === "subscribers" ? (
          <div className="grid gap-3">
            <Label htmlFor="import-consent">Como a rede pode comprovar o consentimento?</Label>
            <NativeSelect
              id="import-consent"
              value={consentSource}
              onChange={(event) => setConsentSource(event.currentTarget.value)}
            >
              <option value="">Escolha…</option>
              {Object.entries(CONSENT_SOURCES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
            <div className="flex items-start gap-2">
              <NativeCheckbox
                id="import-attest"
                checked={attested}
                onChange={(event) => setAttested(event.currentTarget.checked)}
                className="mt-1"
              />
              <Label htmlFor="import-attest" className="leading-snug font-normal">
                Confirmo que cada pessoa deste arquivo aceitou receber a newsletter e que a rede guarda esse registro.
              </Label>
            </div>
          </div>
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor="import-file">Arquivo CSV (até 10 MB)</Label>
          <FileInput
            id="import-file"
            accept=".csv,text/csv"
            buttonLabel="Escolher arquivo CSV"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null)
              reset()
            }}
          />
          <p className="text-muted-foreground text-sm">
            Salve a planilha como “CSV UTF-8”. A primeira linha deve ter os títulos das colunas; o separador pode ser
            vírgula ou ponto e vírgula.
          </p>
        </div>
        <div>
          <Button type="submit" disabled={pending !== null}>
            {pending === "preview" ? "Analisando…" : "Analisar arquivo"}
          </Button>
        </div>
      </form>

      <div ref={resultRef} tabIndex={-1} className="space-y-6 outline-none">
        <div role="status" aria-live="polite" className="space-y-2">
          {error ? <p className="text-destructive font-medium">{error}</p> : null}
          {pending === "import" ? <p>Importando… isto pode levar alguns minutos.</p> : null}
          {report && imported ? <ImportSummary report={report} kind={kind} /> : null}
          {report && !imported && report.mappingProblems.length === 0 ? <PreviewSummary report={report} /> : null}
        </div>

        {report && !imported ? (
          <section aria-labelledby="import-mapping-title" className="space-y-4 rounded-lg border p-6">
            <h2 id="import-mapping-title" className="text-xl font-semibold">
              Colunas do arquivo
            </h2>
            <p className="text-muted-foreground text-sm">
              Cada campo foi ligado à coluna de mesmo nome. Corrija o que precisar e atualize a prévia; a escolha fica
              guardada para a próxima importação deste tipo.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => (
                <div key={field.key} className="grid gap-1">
                  <Label htmlFor={`map-${field.key}`}>
                    {field.label}
                    {field.required ? " (obrigatório)" : ""}
                  </Label>
                  <NativeSelect
                    id={`map-${field.key}`}
                    value={mapping?.[field.key] ?? NOT_MAPPED}
                    onChange={(event) => {
                      const header = event.currentTarget.value
                      setMapping((current) => {
                        const next = { ...(current ?? {}) }
                        if (header === NOT_MAPPED) delete next[field.key]
                        else next[field.key] = header
                        return next
                      })
                    }}
                  >
                    <option value={NOT_MAPPED}>— não importar —</option>
                    {report.headers.map((header) => (
                      <option key={header} value={header}>
                        {header}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
            {report.mappingProblems.length > 0 ? (
              <ul className="text-destructive list-disc space-y-1 pl-5 text-sm">
                {report.mappingProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
            <Button variant="outline" disabled={pending !== null} onClick={() => void send("preview", mapping)}>
              Atualizar prévia
            </Button>
          </section>
        ) : null}

        {report && report.problems.length > 0 ? <ProblemTable report={report} /> : null}

        {ready ? (
          <section aria-labelledby="import-confirm-title" className="space-y-3 rounded-lg border p-6">
            <h2 id="import-confirm-title" className="text-xl font-semibold">
              Confirmar
            </h2>
            <p className="text-sm">
              Só as linhas sem problemas serão importadas; endereços que já existem são pulados. Pode importar o mesmo
              arquivo de novo depois de corrigi-lo: nada se repete.
            </p>
            {needsConsent ? (
              <p className="text-destructive text-sm">
                Para importar assinantes, diga como a rede comprova o consentimento e marque a confirmação acima.
              </p>
            ) : null}
            <Button
              disabled={pending !== null || report.newCount === 0 || needsConsent}
              onClick={() => void send("import", mapping)}
            >
              {pending === "import"
                ? "Importando…"
                : `Importar ${formatCount(report.newCount, "linha válida", "linhas válidas")}`}
            </Button>
          </section>
        ) : null}

        {report && report.existing.length > 0 ? <ExistingList report={report} /> : null}
      </div>
    </div>
  )
}

function KindNotice({ kind }: { kind: ImportKind }) {
  if (kind === "members")
    return (
      <p className="bg-muted rounded-md p-3 text-sm">
        Colunas: nome e e-mail (obrigatórios), telefone, cidade, UF e papéis (cliente, empreendedora, membro da
        comunidade, instrutora). Cada endereço novo recebe um convite por e-mail para criar a senha; quem já tem conta é
        pulado.
      </p>
    )
  if (kind === "businesses")
    return (
      <p className="bg-muted rounded-md p-3 text-sm">
        Colunas: nome do negócio, e-mail e nome da dona (obrigatórios), categoria, descrição, cidade, UF, WhatsApp, site
        e Instagram. Cada negócio entra como pendente na fila de aprovação; uma dona sem conta recebe um convite.
      </p>
    )
  return (
    <p className="bg-muted rounded-md p-3 text-sm">
      Importe só endereços cujo consentimento a rede pode comprovar (LGPD): a origem escolhida abaixo fica registrada em
      cada assinante, que entra como confirmada. Quem já está na lista, inclusive quem se descadastrou, é pulado — uma
      importação nunca reinscreve ninguém. Colunas: e-mail (obrigatório), nome e data do consentimento.
    </p>
  )
}

function PreviewSummary({ report }: { report: Report }) {
  return (
    <p className="font-medium">
      {`${formatCount(report.total, "linha lida", "linhas lidas")}: ${formatCount(report.newCount, "pronta para importar", "prontas para importar")}, ${formatCount(report.invalid, "com problemas", "com problemas")}, ${formatCount(report.existingCount, "já existente", "já existentes")}.`}
    </p>
  )
}

function ImportSummary({ report, kind }: { report: Report; kind: ImportKind }) {
  const what =
    kind === "businesses" ? "negócio importado" : kind === "members" ? "convite enviado" : "assinante importada"
  const whats =
    kind === "businesses" ? "negócios importados" : kind === "members" ? "convites enviados" : "assinantes importadas"
  return (
    <div className="space-y-1">
      <p className="font-medium">
        {`Importação concluída: ${formatCount(report.imported, what, whats)}, ${formatCount(report.existingCount, "já existente pulado", "já existentes pulados")}, ${formatCount(report.invalid, "linha com problemas ignorada", "linhas com problemas ignoradas")}.`}
      </p>
      {report.failed.length > 0 ? (
        <ul className="text-destructive list-disc pl-5 text-sm">
          {report.failed.slice(0, 50).map((failure) => (
            <li key={failure.key}>{`${failure.key}: ${failure.message}`}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function ProblemTable({ report }: { report: Report }) {
  return (
    <section aria-labelledby="import-problems-title" className="space-y-3">
      <h2 id="import-problems-title" className="text-xl font-semibold">
        {`Linhas com problemas (${report.invalid})`}
      </h2>
      {report.invalid > report.problems.length ? (
        <p className="text-muted-foreground text-sm">{`Mostrando as primeiras ${report.problems.length}.`}</p>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Linha</TableHead>
            <TableHead scope="col">Problemas</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.problems.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell className="whitespace-normal">{row.problems.join(" ")}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}

function ExistingList({ report }: { report: Report }) {
  return (
    <section aria-labelledby="import-existing-title" className="space-y-3">
      <h2 id="import-existing-title" className="text-xl font-semibold">
        {`Já existentes, pulados (${report.existingCount})`}
      </h2>
      {/* Focusable so a keyboard can scroll a long list (axe scrollable-region-focusable). */}
      <ul
        tabIndex={0}
        aria-labelledby="import-existing-title"
        className="focus-visible:ring-ring/40 max-h-64 list-disc overflow-auto rounded-md pl-5 text-sm break-all outline-none focus-visible:ring-[3px]"
      >
        {report.existing.map((key) => (
          <li key={key}>{key.replace("|", " — ")}</li>
        ))}
      </ul>
    </section>
  )
}
