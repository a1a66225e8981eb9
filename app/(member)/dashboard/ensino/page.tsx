import type { Metadata } from "next"
import Link from "next/link"

import { listAuthoredMaterials, listAuthoredTracks } from "@/lib/data/learning-authoring"
import { formatDateTime } from "@/lib/format"
import { requireLearningAuthor, TEACHING_PATH, teachingMaterialPath, teachingTrackPath } from "@/lib/learning-auth"
import { LEARNING_KINDS, LEARNING_STATUSES } from "@/lib/learning/vocabulary"
import { pageMetadata } from "@/lib/metadata"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { TitledSection } from "@/components/layout/titled-section"
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
        {tracks.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma trilha ainda.</p>
        ) : (
          <ul className="divide-y rounded-xl border">
            {tracks.map((track) => (
              <li key={track.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <Link href={teachingTrackPath(track.id)} className="font-medium underline-offset-4 hover:underline">
                  {track.title}
                </Link>
                <span className="text-muted-foreground flex items-center gap-2 text-sm">
                  <Badge variant={track.status === "published" ? "default" : "secondary"}>
                    {LEARNING_STATUSES[track.status]}
                  </Badge>
                  Editada em {formatDateTime(track.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <TitledSection id="materiais" title="Materiais">
        {materials.length === 0 ? (
          <p className="text-muted-foreground">Nenhum material ainda.</p>
        ) : (
          <ul className="divide-y rounded-xl border">
            {materials.map((material) => (
              <li key={material.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link
                    href={teachingMaterialPath(material.id)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {material.title}
                  </Link>
                  <p className="text-muted-foreground text-sm">
                    {LEARNING_KINDS[material.kind]}
                    {viewer.isAdmin && material.authorName ? ` · ${material.authorName}` : ""}
                  </p>
                </div>
                <span className="text-muted-foreground flex items-center gap-2 text-sm">
                  <Badge variant={material.status === "published" ? "default" : "secondary"}>
                    {LEARNING_STATUSES[material.status]}
                  </Badge>
                  Editado em {formatDateTime(material.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </div>
  )
}
