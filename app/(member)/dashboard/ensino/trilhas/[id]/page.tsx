import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getTrackForEdit, listPickableMaterials } from "@/lib/data/learning-authoring"
import { requireLearningAuthor, TEACHING_PATH, teachingTrackPath } from "@/lib/learning-auth"
import { pageMetadata } from "@/lib/metadata"
import { trackIdSchema } from "@/lib/validations/learning"
import { TitledSection } from "@/components/layout/titled-section"
import { saveTrackItems, updateTrack } from "../../actions"
import { EditorHeader } from "../../_components/authoring-frames"
import { NotTeacher } from "../../_components/not-teacher"
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
      <EditorHeader kind="track" item={track} coverFailed={coverFailed} />

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
