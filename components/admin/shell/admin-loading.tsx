import { Skeleton } from "@/components/ui/skeleton"

/** What an admin page shows while the session, rights and data load (spec: "Carregando permissões…"). */
export function AdminLoading() {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <p className="text-muted-foreground">Carregando permissões…</p>
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  )
}
