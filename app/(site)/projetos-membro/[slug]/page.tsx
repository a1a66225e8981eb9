import { Suspense } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import {
  loadProject,
  ProjectArticle,
  projectPageMetadata,
  projectPageParams,
} from "@/components/projects/project-article"
import { SignupArea } from "./_components/signup-area"

type Props = { params: Promise<{ slug: string }> }

/**
 * A project's page for a signed-in member, rewritten here by proxy.ts (the address stays
 * /projetos/[slug], which is the canonical one): the cached page with her sign-up rendered per
 * request, so its form works before hydration too.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = projectPageParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return projectPageMetadata((await params).slug)
}

export default async function MemberProjectPage({ params }: Props) {
  const project = await loadProject((await params).slug)
  if (!project) notFound()
  return (
    <ProjectArticle
      project={project}
      signup={
        <Suspense fallback={<p className="text-muted-foreground text-sm">Carregando sua inscrição…</p>}>
          <SignupArea project={project} />
        </Suspense>
      }
    />
  )
}
