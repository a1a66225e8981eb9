import type { PostgrestError } from "@supabase/supabase-js"

/**
 * What a public list chains on its rows, whichever way they come: from its table (`from(t).select`)
 * or, with a search term, from the area's search function (`rpc("search_<area>").select`, issue
 * #42), which returns the table's rows in rank order. The two builders are different types to
 * TypeScript; a list builds either, then applies the same filters, range and count.
 */
export interface ListQuery extends PromiseLike<{
  data: unknown[] | null
  error: PostgrestError | null
  count: number | null
}> {
  eq(column: string, value: string | boolean): ListQuery
  in(column: string, values: readonly string[]): ListQuery
  order(column: string, options?: { ascending?: boolean }): ListQuery
  range(from: number, to: number): ListQuery
}

/** A list query from either builder (the row type is the list's own cast). */
export const listQuery = (builder: unknown): ListQuery => builder as ListQuery
