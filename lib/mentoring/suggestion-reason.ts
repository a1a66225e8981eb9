/**
 * The one line that explains a suggested mentor (issue #40), from what mentor_suggestions matched:
 * "Oferece: Finanças e precificação · Também em Recife/PE". Pure and isomorphic.
 */

export interface SuggestionMatch {
  matchedTopics: readonly string[]
  topics: readonly string[]
  sameCity: boolean
  sameState: boolean
  city: string | null
  state: string | null
}

/** Up to `max` labels joined as people write them: "A", "A e B", "A, B e C". */
function joinLabels(labels: readonly string[], max = 3): string {
  const shown = labels.slice(0, max)
  if (shown.length <= 1) return shown.join("")
  return `${shown.slice(0, -1).join(", ")} e ${shown.at(-1)}`
}

export function suggestionReason(match: SuggestionMatch, labelOf: (slug: string) => string): string {
  const parts: string[] = []
  const matched = match.matchedTopics.map(labelOf).filter(Boolean)
  if (matched.length) parts.push(`Oferece: ${joinLabels(matched)}`)
  if (match.sameCity && match.city) parts.push(`Também em ${match.city}${match.state ? `/${match.state}` : ""}`)
  else if (match.sameState && match.state) parts.push(`Também em ${match.state}`)
  if (!parts.length) {
    const topics = match.topics.map(labelOf).filter(Boolean)
    parts.push(topics.length ? `Mentora em ${joinLabels(topics, 2)}` : "Tem horários livres")
  }
  return parts.join(" · ")
}
