import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { getProject, readProjectCover } from "@/lib/data/projects"
import { formatDateTimeRange } from "@/lib/format"
import { PROJECT_KINDS } from "@/lib/projects"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"
import { projectPlace } from "@/components/projects/project-card"
import { renderShareCard, SHARE_CARD_SIZE, shareCardResponse } from "@/components/seo/share-card"

export const alt = "Projeto da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
export const contentType = "image/png"

/** The share card of a project (over its cover when it has one), cached with the project; 404 for unknown slugs. */
export default async function ProjectOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Projeto não encontrado")
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.projects)
  cacheLife("days")
  const project = await getProject(slug)
  if (!project) return null
  return renderShareCard({
    eyebrow: "Projetos",
    badge: PROJECT_KINDS[project.kind],
    title: project.title,
    footer: [formatDateTimeRange(project.startsAt), "·", projectPlace(project), "·", siteConfig.name],
    photo: await readProjectCover(project.id, project.coverUrl),
  })
}
