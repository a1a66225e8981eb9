import type { Metadata } from "next"

import { requireLearningAuthor, TEACHING_PATH } from "@/lib/learning-auth"
import { pageMetadata } from "@/lib/metadata"
import { createTrack } from "../actions"
import { NewDraftPage } from "../_components/authoring-frames"
import { NotTeacher } from "../_components/not-teacher"
import { TrackForm } from "../_components/track-form"

const PATH = `${TEACHING_PATH}/nova-trilha`

export const metadata: Metadata = pageMetadata({ title: "Nova trilha", path: PATH, noIndex: true })

export default async function NewTrackPage() {
  const viewer = await requireLearningAuthor(PATH)
  if (!viewer.canAuthor) return <NotTeacher />
  return (
    <NewDraftPage
      title="Nova trilha"
      note="A trilha é salva como rascunho; na página seguinte você escolhe os materiais, a ordem e publica."
    >
      <TrackForm
        action={createTrack}
        submitLabel="Salvar rascunho"
        initial={{
          title: "",
          slug: "",
          summary: "",
          topic: "formalizacao",
          level: "iniciante",
          cover_alt: "",
          intro: "",
        }}
      />
    </NewDraftPage>
  )
}
