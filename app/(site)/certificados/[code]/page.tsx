import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { headers } from "next/headers"
import { connection } from "next/server"
import { BadgeCheck, Ban, Clock } from "lucide-react"

import { CERTIFICATES_PATH } from "@/lib/certificate-paths"
import { type VerifiedCertificate, verifyCertificate } from "@/lib/data/certificates"
import { formatCalendarDay, formatDate } from "@/lib/format"
import { formatCertificateCode, normalizeCertificateCode } from "@/lib/learning/certificate-code"
import { formatCount } from "@/lib/number-format"
import { certificateLimitSettings, createCertificateLimiter } from "@/lib/rate-limit/certificates"
import { rateLimits } from "@/lib/rate-limit/store"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { Button } from "@/components/ui/button"
import { NoticePage } from "../../_shared/notice-page"

/**
 * A certificate's public page: valid (for whom, for what, hours, dates, instructor, issue date) or
 * revoked (when and why). Rendered per request, never indexed, rate-limited per client address.
 * The proxy (lib/routing/certificate-route.ts) sets the status first (404 for an unknown or
 * malformed code, 429 over the limit), since a page's status is fixed once its shell streams; the
 * page counts the lookup and renders the same answer by the same rules.
 */
export const instant = false

export const metadata: Metadata = {
  title: "Verificação de certificado",
  description: "Se um certificado emitido pela Convergência Empreendedora é válido.",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
}

type Props = { params: Promise<{ code: string }> }

const limiter = createCertificateLimiter(rateLimits, certificateLimitSettings())

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return ""
  }
}

export default async function CertificatePage({ params }: Props) {
  const { code: raw } = await params
  await connection()
  const code = normalizeCertificateCode(decoded(raw))
  if (!code) notFound()

  let allowed: boolean
  try {
    allowed = (await limiter.hit(requestClientAddress(await headers()))).allowed
  } catch (error) {
    // Fails closed: the lookup needs the same database a moment later.
    console.error("[certificates.verify] rate limit", error)
    return <Notice title="Não foi possível verificar agora" text="Tente novamente em instantes." />
  }
  if (!allowed) {
    return (
      <Notice
        title="Muitas consultas em pouco tempo"
        text="Você consultou muitos certificados seguidos. Aguarde alguns minutos e tente novamente."
      />
    )
  }

  const certificate = await verifyCertificate(code)
  if (!certificate) notFound()
  return <CertificateAnswer certificate={certificate} />
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <NoticePage icon={Clock} title={title}>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{text}</p>
    </NoticePage>
  )
}

const KIND_LABELS = { track: "Trilha de aprendizagem", project: "Projeto" } as const

function period(certificate: VerifiedCertificate): string {
  const end = formatCalendarDay(certificate.completedOn, "long")
  if (certificate.startedOn === certificate.completedOn) return `Em ${end}`
  return `De ${formatCalendarDay(certificate.startedOn, "long")} a ${end}`
}

function CertificateAnswer({ certificate }: { certificate: VerifiedCertificate }) {
  const revokedAt = certificate.revokedAt
  const revoked = revokedAt !== null
  const rows: [string, string][] = [
    ["Emitido para", certificate.holderName],
    [KIND_LABELS[certificate.kind], certificate.title],
    ["Carga horária", formatCount(certificate.hours, "hora", "horas")],
    ["Período", period(certificate)],
    ...(certificate.instructorName ? [["Instrução", certificate.instructorName] as [string, string]] : []),
    ["Emitido em", formatDate(certificate.issuedAt)],
    ["Código", formatCertificateCode(certificate.code)],
  ]
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div
        className={
          revoked
            ? "bg-destructive/10 text-destructive mb-6 flex size-16 items-center justify-center rounded-2xl"
            : "bg-secondary text-secondary-foreground mb-6 flex size-16 items-center justify-center rounded-2xl"
        }
      >
        {revoked ? <Ban className="size-8" aria-hidden="true" /> : <BadgeCheck className="size-8" aria-hidden="true" />}
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{revoked ? "Certificado revogado" : "Certificado válido"}</h1>
      {revokedAt !== null ? (
        <div role="note" className="border-destructive/40 mt-4 rounded-lg border p-4">
          <p className="font-medium">Revogado em {formatDate(revokedAt)}.</p>
          <p className="mt-1">Motivo: {certificate.revokedReason}</p>
        </div>
      ) : (
        <p className="text-muted-foreground mt-3 text-lg leading-relaxed">
          Este certificado foi emitido pela Convergência Empreendedora e está em vigor.
        </p>
      )}
      <dl className="mt-8 divide-y rounded-lg border">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="font-medium break-words sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <Button asChild variant="outline">
          <Link href={CERTIFICATES_PATH}>Verificar outro certificado</Link>
        </Button>
      </div>
    </div>
  )
}
