import { notFound } from "next/navigation"

import { listLearning } from "@/lib/data/learning"
import { parseLearningParams } from "@/lib/learning-url"
import { decodeListQuery } from "@/lib/list-visitor-twin"
import { LearningListPage, learningListMetadata } from "@/components/learning/learning-list-page"

export const metadata = learningListMetadata

/**
 * A visitor's /aprender?busca=…, rewritten here by proxy.ts with the list's parameters in the param
 * (lib/list-visitor-twin.ts): the same list as /aprender/-lista, cached as a page for every visitor
 * (at most 60 s, in memory: lib/cache/bounded-pages.mjs).
 */
// Cache Components needs one param at build time; it decodes to no search (a 404).
export function generateStaticParams() {
  return [{ consulta: "_" }]
}

/** Rendered once per query on its first request, then served from the page cache (issue #42). */
export const unstable_paramMatching = { consulta: "blocking" }

type Props = { params: Promise<{ consulta: string }> }

export default async function VisitorLearningSearchPage({ params }: Props) {
  const query = decodeListQuery((await params).consulta)
  if (!query) notFound()
  const state = parseLearningParams(query)
  return <LearningListPage state={state} listing={await listLearning(state)} />
}
