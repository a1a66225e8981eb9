import type { Metadata } from "next"
import Link from "next/link"
import { Award, BookOpenCheck } from "lucide-react"

import { requireUser } from "@/lib/auth"
import { certificatePath, certificatePdfPath, MY_LEARNING_PATH } from "@/lib/certificate-paths"
import { type Certificate, listMyCertificates } from "@/lib/data/certificates"
import { listMyTracksInProgress, type TrackInProgress } from "@/lib/data/learning-dashboard"
import { formatCalendarDay, formatDate } from "@/lib/format"
import { formatCertificateCode } from "@/lib/learning/certificate-code"
import { LEARNING_PATH, materialPath, trackPath } from "@/lib/learning-url"
import { pageMetadata } from "@/lib/metadata"
import { formatCount } from "@/lib/number-format"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { BackLink } from "@/components/navigation/back-link"
import { TitledSection } from "@/components/layout/titled-section"

export const metadata: Metadata = pageMetadata({
  title: "Minha aprendizagem",
  description: "Suas trilhas em andamento e seus certificados.",
  path: MY_LEARNING_PATH,
  noIndex: true,
})

/** Each part loads on its own: a failed read leaves the other in place and says so. */
async function orNull<T>(scope: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    console.error(`[dashboard.learning.${scope}]`, error)
    return null
  }
}

type LoadedListProps<Item> = {
  /** null: its read failed (orNull). */
  items: Item[] | null
  failed: string
  empty: React.ReactNode
  className: string
  children: (item: Item) => React.ReactNode
}

/** One part of the page as orNull read it: that it failed, that it has nothing yet, or its rows. */
function LoadedList<Item>({ items, failed, empty, className, children }: LoadedListProps<Item>) {
  if (items === null) return <p className="text-muted-foreground">{failed}</p>
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>
  return <ul className={className}>{items.map(children)}</ul>
}

export default async function MyLearningPage() {
  const viewer = await requireUser(MY_LEARNING_PATH)
  const [tracks, certificates] = await Promise.all([
    orNull("tracks", listMyTracksInProgress(viewer.userId)),
    orNull("certificates", listMyCertificates(viewer.userId)),
  ])
  return (
    <div className="container mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-3">
        <BackLink href="/dashboard">Meu painel</BackLink>
        <h1 className="text-3xl font-bold tracking-tight">Minha aprendizagem</h1>
        <p className="text-muted-foreground">
          Continue as trilhas que você começou e baixe os certificados das que concluiu.
        </p>
      </header>

      <TitledSection id="trilhas-em-andamento" title="Trilhas em andamento">
        <LoadedList
          items={tracks}
          failed="Não foi possível carregar suas trilhas agora."
          empty={
            <>
              Nenhuma trilha em andamento.{" "}
              <Link href={LEARNING_PATH} className="text-primary underline-offset-4 hover:underline">
                Conheça as trilhas e materiais
              </Link>
              .
            </>
          }
          className="divide-y rounded-xl border"
        >
          {(track) => <TrackRow key={track.id} track={track} />}
        </LoadedList>
      </TitledSection>

      <TitledSection id="certificados" title="Certificados">
        <LoadedList
          items={certificates}
          failed="Não foi possível carregar seus certificados agora."
          empty="Ao concluir uma trilha, ou participar dos encontros de um projeto, seu certificado aparece aqui."
          className="space-y-4"
        >
          {(certificate) => <CertificateRow key={certificate.id} certificate={certificate} />}
        </LoadedList>
      </TitledSection>
    </div>
  )
}

function TrackRow({ track }: { track: TrackInProgress }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <Link href={trackPath(track.slug)} className="font-medium underline-offset-4 hover:underline">
          {track.title}
        </Link>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <BookOpenCheck className="size-4 shrink-0" aria-hidden="true" />
          {track.done} de {track.total} concluídos · próximo: {track.next.title}
        </p>
      </div>
      <Button asChild size="sm">
        <Link href={materialPath(track.next.slug)}>
          Continuar<span className="sr-only"> {track.title}</span>
        </Link>
      </Button>
    </li>
  )
}

const KIND_LABELS = { track: "Trilha", project: "Projeto" } as const

function CertificateRow({ certificate }: { certificate: Certificate }) {
  const revoked = certificate.revokedAt !== null
  const code = formatCertificateCode(certificate.code)
  return (
    <li className="rounded-xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <Award className="text-primary size-5 shrink-0" aria-hidden="true" />
            <span className="font-medium">{certificate.title}</span>
            <Badge variant={revoked ? "destructive" : "secondary"}>
              {revoked ? "Revogado" : KIND_LABELS[certificate.kind]}
            </Badge>
          </p>
          <p className="text-muted-foreground text-sm">
            {formatCount(certificate.hours, "hora", "horas")} · concluído em{" "}
            {formatCalendarDay(certificate.completedOn, "long")} · código <span className="font-mono">{code}</span>
          </p>
          {certificate.revokedAt !== null ? (
            <p className="text-sm">
              Revogado em {formatDate(certificate.revokedAt)}. Motivo: {certificate.revokedReason}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {revoked ? null : (
            <Button asChild size="sm">
              {/* A file, not a page: a plain link, so the router neither prefetches nor intercepts it. */}
              <a href={certificatePdfPath(certificate.id)} download>
                Baixar PDF<span className="sr-only"> do certificado {certificate.title}</span>
              </a>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            {/* No prefetch: each visit of the public page counts against the address's lookups. */}
            <Link href={certificatePath(certificate.code)} prefetch={false}>
              Link de verificação<span className="sr-only"> do certificado {certificate.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </li>
  )
}
