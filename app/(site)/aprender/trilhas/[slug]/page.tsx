import { TrackPage, trackPageMetadata, trackPageParams, type TrackPageProps } from "../../_shared/track-page"

/**
 * A track's page as visitors see it: prerendered and served from the cache (tag TAGS.learning). A
 * signed-in member's request is rewritten to /aprender/trilhas/-membro/[slug], where her progress is.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = trackPageParams
export const generateMetadata = trackPageMetadata

export default function VisitorTrackPage({ params }: TrackPageProps) {
  return <TrackPage params={params} member={false} />
}
