export default function MemberLoading() {
  return (
    <div className="container mx-auto px-4 py-12" role="status" aria-live="polite">
      <p className="text-muted-foreground">Carregando...</p>
    </div>
  )
}
