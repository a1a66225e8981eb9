import { listLearning } from "@/lib/data/learning"
import { parseLearningParams } from "@/lib/learning-url"
import { LearningListPage, learningListMetadata } from "@/components/learning/learning-list-page"

export const metadata = learningListMetadata

/**
 * /aprender with ?busca, ?tema, ?nivel, ?tipo, ?acesso or ?pagina, rewritten here by proxy.ts (the
 * address stays /aprender?…). It blocks on the URL rather than streaming, so the cards are in the
 * HTML; reads come from the tagged cache, per state.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredLearningPage({ searchParams }: Props) {
  const state = parseLearningParams(await searchParams)
  return <LearningListPage state={state} listing={await listLearning(state)} />
}
