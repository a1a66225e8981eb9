"use client"

import type * as React from "react"

import { DIRECTORY_PATH, FILTERED_DIRECTORY_PATH, routedDirectoryHref } from "@/lib/directory-url"
import { Skeleton } from "@/components/ui/skeleton"
import { createListNavigation } from "@/components/list/list-navigation"

/** The directory's navigation: /diretorio in the address bar, /diretorio-lista for the router. */
const directory = createListNavigation({
  path: DIRECTORY_PATH,
  filteredPath: FILTERED_DIRECTORY_PATH,
  routedHref: routedDirectoryHref,
})

export const DirectoryNavigation = directory.Navigation
export const DirectoryNavLink = directory.NavLink
/** The filter form; `hrefOf` turns its fields into the list's address (lib/directory-url.ts directoryHref). */
export const DirectoryFilterForm = directory.FilterForm

/** The results, or skeleton cards while the next list loads. */
export function DirectoryResults({ children }: { children: React.ReactNode }) {
  return <directory.Results skeleton={<BusinessGridSkeleton />}>{children}</directory.Results>
}

function BusinessGridSkeleton() {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Carregando negócios">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="bg-card space-y-4 rounded-xl border p-5">
          <div className="flex gap-4">
            <Skeleton className="size-16 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </li>
      ))}
    </ul>
  )
}
