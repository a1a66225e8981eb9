import { guardRoute } from "@/lib/auth"
import { FlashToast } from "@/components/auth/flash-toast"

/**
 * Server guard for the member area: proxy.ts already sent visitors away, this repeats the rule
 * on the server with the profile, so nothing protected is ever rendered for them.
 */
export default async function MemberLayout({ children }: { children: React.ReactNode }) {
  await guardRoute("/dashboard")
  return (
    <>
      <FlashToast />
      {children}
    </>
  )
}
