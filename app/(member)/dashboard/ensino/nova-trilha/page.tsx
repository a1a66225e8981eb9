import type { Metadata } from "next"
import Link from "next/link"

import { requireLearningAuthor, TEACHING_PATH } from "@/lib/learning-auth"
import { pageMetadata } from "@/lib/metadata"
import { createTrack } from "../actions"
import { NotTeacher } from "../_components/not-teacher"
import { TrackForm } from "../_components/track-form"

const PATH = `${TEACHING_PATH}/nova-trilha`

export const metadata: Metadata = pageMetadata({ title: "Nova trilha", path: PATH, noIndex: true })

export default async function NewTrackPage() {
  const viewer = await requireLearningAuthor(PATH)
  if (!viewer.canAuthor) return <NotTeacher />
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Link href={TEACHING_PATH} className="text-muted-foreground text-sm underline">
        Voltar para Ensino
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Nova trilha</h1>
      <p className="text-muted-foreground">
        A trilha é salva como rascunho; na página seguinte você escolhe os materiais, a ordem e publica.
      </p>
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
    </div>
  )
}
