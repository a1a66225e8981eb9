/** Page numbers to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, current - 1, current, current + 1])
  const sorted = [...pages].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b)
  const items: (number | null)[] = []
  for (const page of sorted) {
    const previous = items.at(-1)
    if (typeof previous === "number" && page - previous > 1) items.push(page - previous === 2 ? previous + 1 : null)
    items.push(page)
  }
  return items
}
