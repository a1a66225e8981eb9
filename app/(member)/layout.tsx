import { Suspense } from "react"
import { guardRoute } from "@/lib/auth"
import { FlashToast } from "@/components/auth/flash-toast"
import MemberLoading from "./loading"

/**
 * The member area's server guard. proxy.ts already answered visitors with a redirect; this
 * repeats the rule with the profile before any protected content renders. It reads the session,
 * so with Cache Components it sits behind a Suspense boundary and the shell shows "Carregando...".
 */
export default function MemberLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <FlashToast />
      <Suspense fallback={<MemberLoading />}>
        <MemberGuard>{children}</MemberGuard>
      </Suspense>
    </>
  )
}

async function MemberGuard({ children }: { children: React.ReactNode }) {
  await guardRoute("/dashboard")
  return <>{children}</>
}
