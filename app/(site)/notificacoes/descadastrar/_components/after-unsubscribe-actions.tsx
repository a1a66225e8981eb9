import Link from "next/link"

import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import { Button } from "@/components/ui/button"

/** Where she goes from the unsubscribe page, whatever its answer: her preferences, or home. */
export function AfterUnsubscribeActions() {
  return (
    <>
      <Button asChild>
        <Link href={NOTIFICATION_PREFERENCES_PATH}>Preferências de e-mail</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/">Ir para o início</Link>
      </Button>
    </>
  )
}
