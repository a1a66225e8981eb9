import { Suspense } from "react"

import { ProjectPage, projectPageMetadata, projectPageParams, type ProjectPageProps } from "../../_shared/project-page"
import { SignupArea } from "./_components/signup-area"

/**
 * A project's page for a signed-in member, rewritten here by proxy.ts (the address stays
 * /projetos/[slug], which is the canonical one): the cached page with her sign-up rendered per
 * request, so its form works before hydration too.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = projectPageParams
export const generateMetadata = projectPageMetadata

export default function MemberProjectPage({ params }: ProjectPageProps) {
  return (
    <ProjectPage
      params={params}
      signup={(project) => (
        <Suspense fallback={<p className="text-muted-foreground text-sm">Carregando sua inscrição…</p>}>
          <SignupArea project={project} />
        </Suspense>
      )}
    />
  )
}
