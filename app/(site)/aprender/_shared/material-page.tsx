import type { ReactNode } from "react"
import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import {
  getLearningMaterial,
  listLearningRefs,
  listTracksOfMaterial,
  type LearningMaterialDetail,
} from "@/lib/data/learning"
import { LEARNING_KINDS } from "@/lib/learning/vocabulary"
import { materialPath } from "@/lib/learning-url"
import { authTabHref } from "@/components/auth/auth-tabs"
import { MaterialArticle } from "@/components/learning/material-article"
import { MaterialBody, MembersOnlyInvitation } from "@/components/learning/material-body"
import { findBySlug, metadataWithOwnImage, slugParams } from "../../_shared/detail-page"

/**
 * A material's page, shared by its two renderings (lib/routing/table.ts): the prerendered one for
 * visitors (/aprender/[slug]) and the per-request one for members (/aprender/-membro/[slug]), which
 * fills the content of members-only materials and her "Marcar como concluído". Route code (params,
 * metadata, not-found), so it lives in app/ beside both.
 */

export type MaterialPageProps = { params: Promise<{ slug: string }> }

const loadMaterial = (slug: string) => findBySlug(slug, getLearningMaterial)

export async function materialPageParams() {
  return slugParams((await listLearningRefs()).materials.map((ref) => ref.slug))
}

/** The same metadata in both renderings; the share image is the opengraph-image.tsx beside the visitors' page. */
export async function materialPageMetadata({ params }: MaterialPageProps): Promise<Metadata> {
  const material = await loadMaterial((await params).slug)
  if (!material) return {}
  return metadataWithOwnImage({
    title: `${material.title} (${LEARNING_KINDS[material.kind]})`,
    description: material.summary,
    keywords: [material.title, LEARNING_KINDS[material.kind], "aprender", "empreendedorismo feminino"],
    path: materialPath(material.slug),
  })
}

export type MaterialSlots = {
  content: (material: LearningMaterialDetail) => ReactNode
  progress: (material: LearningMaterialDetail) => ReactNode
}

/** The page for the slug in `params`, or the not-found view, with the rendering's own slots. */
export async function MaterialPage({ params, content, progress }: MaterialPageProps & MaterialSlots) {
  const material = await loadMaterial((await params).slug)
  if (!material) notFound()
  const tracks = await listTracksOfMaterial(material.id)
  return (
    <MaterialArticle material={material} tracks={tracks} content={content(material)} progress={progress(material)} />
  )
}

/** A visitor's content: a public material's own, or the invitation to join on a members-only one. */
export function VisitorContent({ material }: { material: LearningMaterialDetail }) {
  if (material.access === "members") return <MembersOnlyInvitation from={materialPath(material.slug)} />
  return material.content ? (
    <MaterialBody material={material} content={material.content} />
  ) : (
    <p className="text-muted-foreground">O conteúdo deste material não está disponível no momento.</p>
  )
}

/** A visitor's way to track her progress. */
export function VisitorProgress({ material }: { material: LearningMaterialDetail }) {
  return (
    <p className="text-muted-foreground text-sm">
      <Link href={authTabHref("entrar", materialPath(material.slug))} className="text-primary font-medium underline">
        Entre na sua conta
      </Link>{" "}
      para marcar este material como concluído e acompanhar seu progresso nas trilhas.
    </p>
  )
}
