import { listLearning } from "@/lib/data/learning"
import { parseLearningParams } from "@/lib/learning-url"
import { LearningListPage, learningListMetadata } from "@/components/learning/learning-list-page"

export const metadata = learningListMetadata

/**
 * The library unfiltered, prerendered and kept until a material or track changes (tag
 * TAGS.learning). A URL with a search, a filter or a page is rendered by /aprender/-lista instead
 * (lib/routing/table.ts).
 */
export const instant = false

export default async function LearningPage() {
  const state = parseLearningParams({})
  return <LearningListPage state={state} listing={await listLearning(state)} />
}
