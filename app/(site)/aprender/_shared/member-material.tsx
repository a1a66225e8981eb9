import { getViewer } from "@/lib/auth"
import type { LearningMaterialDetail } from "@/lib/data/learning"
import { getMaterialContentForViewer, listDoneMaterialIds } from "@/lib/data/learning-progress"
import { ProgressForm } from "@/components/learning/progress-form"
import { MaterialBody } from "@/components/learning/material-body"
import { markMaterialDone, unmarkMaterialDone } from "../actions"
import { VisitorContent, VisitorProgress } from "./material-page"

/**
 * The per-person parts of a material's page, rendered per request inside the member rendering. A
 * session that ended meanwhile sees what visitors see.
 */

export async function MemberContent({ material }: { material: LearningMaterialDetail }) {
  if (material.access === "public") return <VisitorContent material={material} />
  const viewer = await getViewer()
  if (!viewer) return <VisitorContent material={material} />
  const content = await getMaterialContentForViewer(material.id)
  return content ? (
    <MaterialBody material={material} content={content} />
  ) : (
    <p className="text-muted-foreground">O conteúdo deste material não está disponível no momento.</p>
  )
}

export async function MemberProgress({ material }: { material: LearningMaterialDetail }) {
  const viewer = await getViewer()
  if (!viewer) return <VisitorProgress material={material} />
  const done = (await listDoneMaterialIds(viewer.userId, [material.id])).has(material.id)
  return (
    <ProgressForm
      materialId={material.id}
      slug={material.slug}
      initialDone={done}
      mark={markMaterialDone}
      unmark={unmarkMaterialDone}
    />
  )
}
