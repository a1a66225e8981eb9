import { Suspense } from "react"

import {
  MaterialPage,
  materialPageMetadata,
  materialPageParams,
  type MaterialPageProps,
} from "../../_shared/material-page"
import { MemberContent, MemberProgress } from "../../_shared/member-material"

/**
 * A material's page for a signed-in member, rewritten here by proxy.ts (the address stays
 * /aprender/[slug], the canonical one): the cached metadata with, per request, the content of a
 * members-only material (read under her session, so it is never in cached HTML) and her
 * "Marcar como concluído", a form that works before hydration too.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = materialPageParams
export const generateMetadata = materialPageMetadata

export default function MemberMaterialPage({ params }: MaterialPageProps) {
  return (
    <MaterialPage
      params={params}
      content={(material) => (
        <Suspense fallback={<p className="text-muted-foreground text-sm">Carregando o material…</p>}>
          <MemberContent material={material} />
        </Suspense>
      )}
      progress={(material) => (
        <Suspense fallback={<p className="text-muted-foreground text-sm">Carregando seu progresso…</p>}>
          <MemberProgress material={material} />
        </Suspense>
      )}
    />
  )
}
