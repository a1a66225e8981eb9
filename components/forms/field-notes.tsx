/** A field's hint and its error under it, with the ids its control's aria-describedby points to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-dica`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erro`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </>
  )
}
