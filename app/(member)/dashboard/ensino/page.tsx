import type { Metadata } from "next"
import Link from "next/link"

import { listAuthoredMaterials, listAuthoredTracks } from "@/lib/data/learning-authoring"
import { requireLearningAuthor, TEACHING_PATH, teachingMaterialPath, teachingTrackPath } from "@/lib/learning-auth"
import { LEARNING_KINDS } from "@/lib/learning/vocabulary"
import { pageMetadata } from "@/lib/metadata"
import { Button } from "@/components/ui/button"
import { TitledSection } from "@/components/layout/titled-section"
import { AuthoredList } from "./_components/authored-list"
import { NotTeacher } from "./_components/not-teacher"

export const metadata: Metadata = pageMetadata({ title: "Ensino", path: TEACHING_PATH, noIndex: true })

export default async function TeachingPage() {
  const viewer = await requireLearningAuthor(TEACHING_PATH)
  if (!viewer.canAuthor) return <NotTeacher />
  const [materials, tracks] = await Promise.all([listAuthoredMaterials(viewer), listAuthoredTracks(viewer)])
  return (
    <div className="container mx-auto max-w-5xl space-y-10 px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Ensino</h1>
          <p className="text-muted-foreground">
            {viewer.isAdmin
              ? "Todos os materiais e trilhas da biblioteca. Tudo começa como rascunho."
              : "Seus materiais e trilhas. Tudo começa como rascunho; publique quando estiver pronto."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={`${TEACHING_PATH}/novo-material`}>Novo material</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`${TEACHING_PATH}/nova-trilha`}>Nova trilha</Link>
          </Button>
        </div>
      </header>

      <TitledSection id="trilhas" title="Trilhas">
        <AuthoredList items={tracks} empty="Nenhuma trilha ainda." href={teachingTrackPath} edited="Editada" />
      </TitledSection>

      <TitledSection id="materiais" title="Materiais">
        <AuthoredList
          items={materials}
          empty="Nenhum material ainda."
          href={teachingMaterialPath}
          edited="Editado"
          detail={(material) => (
            <>
              {LEARNING_KINDS[material.kind]}
              {viewer.isAdmin && material.authorName ? ` · ${material.authorName}` : ""}
            </>
          )}
        />
      </TitledSection>
    </div>
  )
}
