import type { Metadata } from "next"
import Link from "next/link"

import { guardRoute } from "@/lib/auth"
import { formatIsoDay } from "@/lib/format"
import { formatCount } from "@/lib/number-format"
import { getAdminLedger } from "@/lib/data/ambassadors"
import {
  COMMISSION_STATUSES,
  formatCents,
  ledgerFilterSchema,
  STATUS_LABELS,
  toLedgerFilter,
} from "@/lib/validations/ambassadors"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { NativeSelect } from "@/components/ui/native-select"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { CodeForm } from "@/components/ambassadors/code-form"
import { LedgerTable } from "@/components/ambassadors/ledger-table"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { TitledSection } from "@/components/layout/titled-section"

import { changeAmbassadorCode, updateCommissions } from "./actions"
import { adminMetadata } from "../_shared/metadata"

const INTRO = "Embaixadoras, indicações e o controle de comissões."

export const metadata: Metadata = adminMetadata({
  title: "Embaixadoras",
  description: INTRO,
  path: "/admin/embaixadoras",
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminAmbassadorsPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <Guarded searchParams={searchParams} />
    </AdminSuspense>
  )
}

/** This month in Brasília time, as the statement link's period. */
function thisMonth() {
  const [year, month] = formatIsoDay(new Date()).split("-")
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
  return { de: `${year}-${month}-01`, ate: `${year}-${month}-${String(last).padStart(2, "0")}` }
}

async function Guarded({ searchParams }: Props) {
  await guardRoute("/admin/embaixadoras")
  const params = await searchParams
  const filter = toLedgerFilter(params)
  const raw = ledgerFilterSchema.parse({
    status: typeof params.status === "string" ? params.status : undefined,
    de: typeof params.de === "string" ? params.de : undefined,
    ate: typeof params.ate === "string" ? params.ate : undefined,
    embaixadora: typeof params.embaixadora === "string" ? params.embaixadora : undefined,
  })
  const ledger = await getAdminLedger(filter)
  const query = new URLSearchParams(
    Object.entries(raw).flatMap(([key, value]) => (value ? [[key, value]] : []))
  ).toString()
  const statementOf = raw.embaixadora ? ledger.ambassadors.find((a) => a.userId === raw.embaixadora) : undefined
  const month = thisMonth()

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title="Embaixadoras" description={INTRO}>
        <Button asChild variant="outline">
          <a href={`/admin/embaixadoras/exportar${query ? `?${query}` : ""}`}>Exportar CSV</a>
        </Button>
      </AdminPageHeader>

      <form method="get" className="flex flex-wrap items-end gap-4" aria-label="Filtrar comissões">
        <div className="space-y-2">
          <Label htmlFor="filtro-status">Status</Label>
          <NativeSelect id="filtro-status" name="status" defaultValue={raw.status ?? ""} className="w-auto">
            <option value="">Todos</option>
            {COMMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="filtro-de">De</Label>
          <Input id="filtro-de" type="date" name="de" defaultValue={raw.de ?? ""} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="filtro-ate">Até</Label>
          <Input id="filtro-ate" type="date" name="ate" defaultValue={raw.ate ?? ""} />
        </div>
        {raw.embaixadora ? <input type="hidden" name="embaixadora" value={raw.embaixadora} /> : null}
        <Button type="submit">Filtrar</Button>
        {query ? (
          <Button asChild variant="ghost">
            <Link href="/admin/embaixadoras">Limpar filtros</Link>
          </Button>
        ) : null}
      </form>

      <TitledSection id="totais" title={statementOf ? `Extrato de ${statementOf.name}` : "Totais do período"}>
        <div className="grid gap-4 sm:grid-cols-3">
          {COMMISSION_STATUSES.map((status) => {
            const totals = statementOf ? statementOf.totals[status] : ledger.totals[status]
            return (
              <Card key={status}>
                <CardHeader className="pb-2">
                  <CardTitle className="text-sm font-medium">{STATUS_LABELS[status]}s</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-2xl font-bold">{formatCents(totals.totalCents)}</p>
                  <p className="text-muted-foreground text-xs">
                    {formatCount(totals.entries, "comissão", "comissões")}
                  </p>
                </CardContent>
              </Card>
            )
          })}
        </div>
      </TitledSection>

      <TitledSection id="lista-embaixadoras" title="Embaixadoras">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead>Código</TableHead>
              {COMMISSION_STATUSES.map((status) => (
                <TableHead key={status} className="text-right">
                  {STATUS_LABELS[status]}s
                </TableHead>
              ))}
              <TableHead>Extrato</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ledger.ambassadors.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="text-muted-foreground py-8 text-center">
                  Nenhuma embaixadora ainda. Conceda o papel em Usuários.
                </TableCell>
              </TableRow>
            ) : (
              ledger.ambassadors.map((ambassador) => (
                <TableRow key={ambassador.userId}>
                  <TableCell>
                    {ambassador.name}
                    {ambassador.email ? (
                      <span className="text-muted-foreground block text-xs">{ambassador.email}</span>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <CodeForm
                      userId={ambassador.userId}
                      code={ambassador.code}
                      name={ambassador.name}
                      action={changeAmbassadorCode}
                    />
                  </TableCell>
                  {COMMISSION_STATUSES.map((status) => (
                    <TableCell key={status} className="text-right">
                      {formatCents(ambassador.totals[status].totalCents)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Link
                      className="text-primary underline-offset-4 hover:underline"
                      href={`/admin/embaixadoras?${new URLSearchParams({ embaixadora: ambassador.userId, ...month })}`}
                    >
                      Extrato do mês<span className="sr-only"> de {ambassador.name}</span>
                    </Link>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TitledSection>

      <TitledSection id="comissoes" title="Comissões">
        <LedgerTable entries={ledger.entries} action={updateCommissions} />
      </TitledSection>
    </div>
  )
}
