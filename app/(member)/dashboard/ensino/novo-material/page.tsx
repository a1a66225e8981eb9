import type { Metadata } from "next"

import { requireLearningAuthor, TEACHING_PATH } from "@/lib/learning-auth"
import { pageMetadata } from "@/lib/metadata"
import { createMaterial } from "../actions"
import { MaterialForm } from "../_components/material-form"
import { NewDraftPage } from "../_components/authoring-frames"
import { NotTeacher } from "../_components/not-teacher"

const PATH = `${TEACHING_PATH}/novo-material`

export const metadata: Metadata = pageMetadata({ title: "Novo material", path: PATH, noIndex: true })

export default async function NewMaterialPage() {
  const viewer = await requireLearningAuthor(PATH)
  if (!viewer.canAuthor) return <NotTeacher />
  return (
    <NewDraftPage title="Novo material" note="O material é salvo como rascunho; publique-o na página seguinte.">
      <MaterialForm
        action={createMaterial}
        submitLabel="Salvar rascunho"
        initial={{
          title: "",
          slug: "",
          summary: "",
          kind: "article",
          topic: "formalizacao",
          level: "iniciante",
          access: "public",
          estimated_minutes: "10",
          cover_alt: "",
          video_url: "",
          link_url: "",
          body: "",
        }}
      />
    </NewDraftPage>
  )
}
