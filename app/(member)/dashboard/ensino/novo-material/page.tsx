import type { Metadata } from "next"
import Link from "next/link"

import { requireLearningAuthor, TEACHING_PATH } from "@/lib/learning-auth"
import { pageMetadata } from "@/lib/metadata"
import { createMaterial } from "../actions"
import { MaterialForm } from "../_components/material-form"
import { NotTeacher } from "../_components/not-teacher"

const PATH = `${TEACHING_PATH}/novo-material`

export const metadata: Metadata = pageMetadata({ title: "Novo material", path: PATH, noIndex: true })

export default async function NewMaterialPage() {
  const viewer = await requireLearningAuthor(PATH)
  if (!viewer.canAuthor) return <NotTeacher />
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Link href={TEACHING_PATH} className="text-muted-foreground text-sm underline">
        Voltar para Ensino
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Novo material</h1>
      <p className="text-muted-foreground">O material é salvo como rascunho; publique-o na página seguinte.</p>
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
    </div>
  )
}
