import type { Metadata } from "next"
import Link from "next/link"

import { guardRoute } from "@/lib/auth"
import { certificatePath } from "@/lib/certificate-paths"
import { type AdminCertificatePage, type Certificate, listAdminCertificates } from "@/lib/data/certificates"
import { formatDate } from "@/lib/format"
import { formatCertificateCode } from "@/lib/learning/certificate-code"
import { formatCount } from "@/lib/number-format"
import { cleanSearchTerm, parsePageParam } from "@/lib/search"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { TableCell, TableRow } from "@/components/ui/table"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { AdminTable } from "@/components/admin/shared/admin-table"
import { RejectDialog } from "@/components/directory/admin/moderation-controls"

import { revokeCertificate } from "./actions"
import { adminMetadata } from "../_shared/metadata"

const PATH = "/admin/certificados"
const INTRO = "Certificados emitidos por trilhas e projetos: busque por código ou nome e revogue com um motivo."

export const metadata: Metadata = adminMetadata({ title: "Certificados", description: INTRO, path: PATH })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminCertificatesPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <Guarded searchParams={searchParams} />
    </AdminSuspense>
  )
}

const KIND_LABELS = { track: "Trilha", project: "Projeto" } as const

function pageHref(search: string, page: number) {
  const query = new URLSearchParams()
  if (search) query.set("busca", search)
  if (page > 1) query.set("pagina", String(page))
  const text = query.toString()
  return text ? `${PATH}?${text}` : PATH
}

async function Guarded({ searchParams }: Props) {
  await guardRoute(PATH)
  const params = await searchParams
  const search = cleanSearchTerm(params.busca)
  const list = await listAdminCertificates(search, parsePageParam(params.pagina))
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title="Certificados" description={INTRO} />
      <form method="get" className="flex flex-wrap items-end gap-4" role="search" aria-label="Buscar certificados">
        <div className="space-y-2">
          <Label htmlFor="busca-certificados">Código ou nome</Label>
          <Input id="busca-certificados" name="busca" defaultValue={search} className="w-72 max-w-full" />
        </div>
        <Button type="submit">Buscar</Button>
        {search ? (
          <Button asChild variant="ghost">
            <Link href={PATH}>Limpar busca</Link>
          </Button>
        ) : null}
      </form>
      <p className="text-muted-foreground text-sm" role="status">
        {formatCount(list.total, "certificado", "certificados")}
        {search ? ` para "${search}"` : ""}
      </p>
      <AdminTable
        label="Certificados"
        columns={["Titular", "Trilha ou projeto", "Código", "Emitido em", "Situação", "Ações"]}
        rows={list.rows}
        empty={search ? "Nenhum certificado encontrado." : "Nenhum certificado emitido ainda."}
      >
        {(certificate) => <CertificateRow key={certificate.id} certificate={certificate} />}
      </AdminTable>
      <Pagination list={list} search={search} />
    </div>
  )
}

function CertificateRow({ certificate }: { certificate: Certificate }) {
  const code = formatCertificateCode(certificate.code)
  return (
    <TableRow>
      <TableCell className="font-medium">{certificate.holderName}</TableCell>
      <TableCell>
        <span className="text-muted-foreground block text-xs">{KIND_LABELS[certificate.kind]}</span>
        {certificate.title}
      </TableCell>
      <TableCell>
        <Link
          href={certificatePath(certificate.code)}
          prefetch={false}
          className="font-mono text-sm underline-offset-4 hover:underline"
        >
          {code}
        </Link>
      </TableCell>
      <TableCell>{formatDate(certificate.issuedAt)}</TableCell>
      <TableCell>
        {certificate.revokedAt ? (
          <div className="space-y-1">
            <Badge variant="destructive">Revogado em {formatDate(certificate.revokedAt)}</Badge>
            <p className="text-muted-foreground max-w-xs text-xs break-words">Motivo: {certificate.revokedReason}</p>
          </div>
        ) : (
          <Badge variant="secondary">Válido</Badge>
        )}
      </TableCell>
      <TableCell>
        {certificate.revokedAt ? null : (
          <RejectDialog
            action={revokeCertificate}
            id={certificate.id}
            triggerLabel="Revogar"
            accessibleLabel={`Revogar o certificado de ${certificate.holderName} (${code})`}
            title={`Revogar o certificado de ${certificate.holderName}`}
            description={`"${certificate.title}", código ${code}. A página de verificação passa a dizer que ele foi revogado, com o motivo abaixo, e ela não poderá mais baixá-lo.`}
            submitLabel="Revogar certificado"
            pendingLabel="Revogando…"
          />
        )}
      </TableCell>
    </TableRow>
  )
}

function Pagination({ list, search }: { list: AdminCertificatePage; search: string }) {
  if (list.pages <= 1) return null
  return (
    <nav aria-label="Páginas de certificados" className="flex items-center justify-between gap-4">
      {list.page > 1 ? (
        <Button asChild variant="outline">
          <Link href={pageHref(search, list.page - 1)}>Anterior</Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground text-sm">
        Página {list.page} de {list.pages}
      </p>
      {list.page < list.pages ? (
        <Button asChild variant="outline">
          <Link href={pageHref(search, list.page + 1)}>Próxima</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  )
}
