import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { getTrackForEdit, listPickableMaterials } from "@/lib/data/learning-authoring"
import { requireLearningAuthor, TEACHING_PATH, teachingTrackPath } from "@/lib/learning-auth"
import { trackPath } from "@/lib/learning-url"
import { pageMetadata } from "@/lib/metadata"
import { trackIdSchema } from "@/lib/validations/learning"
import { TitledSection } from "@/components/layout/titled-section"
import { deleteTrack, saveTrackItems, setTrackStatus, updateTrack } from "../../actions"
import { NotTeacher } from "../../_components/not-teacher"
import { StatusControls } from "../../_components/status-controls"
import { TrackForm } from "../../_components/track-form"
import { TrackItemsEditor } from "../../_components/track-items-editor"

export const metadata: Metadata = pageMetadata({ title: "Editar trilha", path: TEACHING_PATH, noIndex: true })

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ capa?: string | string[] }> }

export default async function EditTrackPage({ params, searchParams }: Props) {
  const { id } = await params
  const coverFailed = (await searchParams).capa === "erro"
  const viewer = await requireLearningAuthor(teachingTrackPath(encodeURIComponent(id)))
  if (!viewer.canAuthor) return <NotTeacher />
  const parsed = trackIdSchema.safeParse({ trackId: id })
  if (!parsed.success) notFound()
  const [track, pickable] = await Promise.all([getTrackForEdit(viewer, parsed.data.trackId), listPickableMaterials()])
  if (!track) notFound()

  return (
    <div className="container mx-auto max-w-3xl space-y-10 px-4 py-10">
      <header className="space-y-3">
        <Link href={TEACHING_PATH} className="text-muted-foreground text-sm underline">
          Voltar para Ensino
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{track.title}</h1>
        {track.status === "published" ? (
          <Link href={trackPath(track.slug)} prefetch={false} className="text-sm underline">
            Ver a página pública
          </Link>
        ) : null}
        {coverFailed ? (
          <p role="alert" className="text-destructive text-sm">
            A trilha foi criada, mas não foi possível enviar a capa. Escolha a imagem de novo abaixo.
          </p>
        ) : null}
        <StatusControls
          idField="trackId"
          id={track.id}
          status={track.status}
          setStatus={setTrackStatus}
          remove={deleteTrack}
          noun="a trilha"
        />
      </header>

      <TitledSection id="materiais" title="Materiais da trilha">
        {/* Not keyed by the stored list: a save must not remount it, or its answer would be lost. */}
        <TrackItemsEditor trackId={track.id} items={track.items} pickable={pickable} save={saveTrackItems} />
      </TitledSection>

      <TitledSection id="editar" title="Editar trilha">
        <TrackForm
          action={updateTrack}
          trackId={track.id}
          coverUrl={track.coverUrl}
          submitLabel="Salvar alterações"
          initial={{
            title: track.title,
            slug: track.slug,
            summary: track.summary,
            topic: track.topic,
            level: track.level,
            cover_alt: track.coverAlt ?? "",
            intro: track.introHtml,
          }}
        />
      </TitledSection>
    </div>
  )
}
