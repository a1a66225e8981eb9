import { TrackPage, trackPageMetadata, trackPageParams, type TrackPageProps } from "../../../_shared/track-page"

/**
 * A track's page for a signed-in member, rewritten here by proxy.ts (the address stays
 * /aprender/trilhas/[slug]): the cached track with her progress rendered per request.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = trackPageParams
export const generateMetadata = trackPageMetadata

export default function MemberTrackPage({ params }: TrackPageProps) {
  return <TrackPage params={params} member />
}
