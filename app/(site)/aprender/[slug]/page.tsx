import {
  MaterialPage,
  materialPageMetadata,
  materialPageParams,
  type MaterialPageProps,
  VisitorContent,
  VisitorProgress,
} from "../_shared/material-page"

/**
 * A material's page as visitors see it: prerendered and served from the cache (tag
 * TAGS.learning). A members-only material shows its summary and the invitation to join, never its
 * content. A signed-in member's request is rewritten to /aprender/-membro/[slug] (lib/routing/table.ts).
 * Unknown slugs are rendered in full before the response starts, so notFound() answers 404.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = materialPageParams
export const generateMetadata = materialPageMetadata

export default function VisitorMaterialPage({ params }: MaterialPageProps) {
  return (
    <MaterialPage
      params={params}
      content={(material) => <VisitorContent material={material} />}
      progress={(material) => <VisitorProgress material={material} />}
    />
  )
}
