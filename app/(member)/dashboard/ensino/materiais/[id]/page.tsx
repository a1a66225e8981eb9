import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getMaterialForEdit } from "@/lib/data/learning-authoring"
import { requireLearningAuthor, TEACHING_PATH, teachingMaterialPath } from "@/lib/learning-auth"
import { pageMetadata } from "@/lib/metadata"
import { materialIdSchema } from "@/lib/validations/learning"
import { TitledSection } from "@/components/layout/titled-section"
import { attachMaterialFile, requestMaterialFileUpload, updateMaterial } from "../../actions"
import { EditorHeader } from "../../_components/authoring-frames"
import { MaterialFileField } from "../../_components/material-file-field"
import { MaterialForm } from "../../_components/material-form"
import { NotTeacher } from "../../_components/not-teacher"

export const metadata: Metadata = pageMetadata({ title: "Editar material", path: TEACHING_PATH, noIndex: true })

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ capa?: string | string[] }> }

const VIDEO_ADDRESS = { youtube: "https://www.youtube.com/watch?v=", vimeo: "https://vimeo.com/" } as const

export default async function EditMaterialPage({ params, searchParams }: Props) {
  const { id } = await params
  const coverFailed = (await searchParams).capa === "erro"
  const viewer = await requireLearningAuthor(teachingMaterialPath(encodeURIComponent(id)))
  if (!viewer.canAuthor) return <NotTeacher />
  const parsed = materialIdSchema.safeParse({ materialId: id })
  if (!parsed.success) notFound()
  const material = await getMaterialForEdit(viewer, parsed.data.materialId)
  if (!material) notFound()

  return (
    <div className="container mx-auto max-w-3xl space-y-10 px-4 py-10">
      <EditorHeader kind="material" item={material} coverFailed={coverFailed} />

      {material.kind === "file" ? (
        <TitledSection id="arquivo" title="Arquivo">
          <MaterialFileField
            materialId={material.id}
            current={material.file ? { name: material.file.name, size: material.file.size } : null}
            request={requestMaterialFileUpload}
            attach={attachMaterialFile}
          />
        </TitledSection>
      ) : null}

      <TitledSection id="editar" title="Editar material">
        <MaterialForm
          action={updateMaterial}
          materialId={material.id}
          coverUrl={material.coverUrl}
          hasFileSection={material.kind === "file"}
          submitLabel="Salvar alterações"
          initial={{
            title: material.title,
            slug: material.slug,
            summary: material.summary,
            kind: material.kind,
            topic: material.topic,
            level: material.level,
            access: material.access,
            estimated_minutes: String(material.estimatedMinutes),
            cover_alt: material.coverAlt ?? "",
            video_url: material.video ? `${VIDEO_ADDRESS[material.video.provider]}${material.video.id}` : "",
            link_url: material.linkUrl ?? "",
            body: material.bodyHtml,
          }}
        />
      </TitledSection>
    </div>
  )
}
