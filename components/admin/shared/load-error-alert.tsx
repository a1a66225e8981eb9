import { LoadErrorToast } from "@/components/errors/load-error-toast"

/** An admin screen whose data did not load: the toast, and the same words kept on the page. */
export function LoadErrorAlert({ message }: { message: string }) {
  return (
    <>
      <LoadErrorToast description={message} />
      <p role="alert" className="text-destructive">
        {message}
      </p>
    </>
  )
}

/** The whole screen when nothing could be loaded: its title and the failure. */
export function LoadErrorScreen({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <LoadErrorAlert message={message} />
    </div>
  )
}
