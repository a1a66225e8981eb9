import { Skeleton } from "@/components/ui/skeleton"

/** Placeholder with the shape of a PostCard. */
function PostCardSkeleton() {
  return (
    <div className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-sm">
      <Skeleton className="aspect-[1200/630] rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex gap-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-32" />
        </div>
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="mt-auto flex justify-between pt-2">
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
    </div>
  )
}

/** Six skeleton cards (spec §9) while the list streams in. */
export function PostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="mt-8">
      <span className="sr-only">Carregando posts…</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}
