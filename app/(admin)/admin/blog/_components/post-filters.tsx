"use client"

import * as React from "react"
import { usePathname, useRouter } from "next/navigation"
import { SearchIcon } from "lucide-react"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { PostStatusItems } from "./post-publishing-fields"

export interface PostFiltersProps {
  query: string
  status: string
}

/** Search and status live in the URL (?q=, ?status=), so a filtered list can be shared and reloaded. */
export function PostFilters({ query, status }: PostFiltersProps) {
  const router = useRouter()
  const pathname = usePathname()
  const [text, setText] = React.useState(query)
  const [pending, startTransition] = React.useTransition()

  function go(nextQuery: string, nextStatus: string) {
    const params = new URLSearchParams()
    if (nextQuery.trim()) params.set("q", nextQuery.trim())
    if (nextStatus !== "all") params.set("status", nextStatus)
    const search = params.toString()
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }))
  }

  return (
    <form
      role="search"
      aria-label="Filtrar posts"
      aria-busy={pending}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        go(text, status)
      }}
    >
      <div className="grid flex-1 gap-2">
        <Label htmlFor="post-search">Buscar por título ou conteúdo</Label>
        <Input
          id="post-search"
          type="search"
          value={text}
          placeholder="Buscar posts..."
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="grid gap-2 sm:w-48">
        <Label htmlFor="post-status-filter">Status</Label>
        <Select value={status} onValueChange={(value) => go(text, value)}>
          <SelectTrigger id="post-status-filter" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Todos</SelectItem>
            <PostStatusItems />
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" variant="secondary">
        <SearchIcon aria-hidden="true" /> Buscar
      </Button>
    </form>
  )
}
