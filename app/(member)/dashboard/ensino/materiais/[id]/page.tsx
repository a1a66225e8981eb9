import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { getMaterialForEdit } from "@/lib/data/learning-authoring"
import { requireLearningAuthor, TEACHING_PATH, teachingMaterialPath } from "@/lib/learning-auth"
import { materialPath } from "@/lib/learning-url"
import { pageMetadata } from "@/lib/metadata"
import { materialIdSchema } from "@/lib/validations/learning"
import { TitledSection } from "@/components/layout/titled-section"
import {
  attachMaterialFile,
  deleteMaterial,
  requestMaterialFileUpload,
  setMaterialStatus,
  updateMaterial,
} from "../../actions"
import { MaterialFileField } from "../../_components/material-file-field"
import { MaterialForm } from "../../_components/material-form"
import { NotTeacher } from "../../_components/not-teacher"
import { StatusControls } from "../../_components/status-controls"

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
      <header className="space-y-3">
        <Link href={TEACHING_PATH} className="text-muted-foreground text-sm underline">
          Voltar para Ensino
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{material.title}</h1>
        {material.status === "published" ? (
          <Link href={materialPath(material.slug)} prefetch={false} className="text-sm underline">
            Ver a página pública
          </Link>
        ) : null}
        {coverFailed ? (
          <p role="alert" className="text-destructive text-sm">
            O material foi criado, mas não foi possível enviar a capa. Escolha a imagem de novo abaixo.
          </p>
        ) : null}
        <StatusControls
          idField="materialId"
          id={material.id}
          status={material.status}
          setStatus={setMaterialStatus}
          remove={deleteMaterial}
          noun="o material"
        />
      </header>

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
