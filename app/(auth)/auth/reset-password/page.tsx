import type { Metadata } from "next"
import Link from "next/link"
import { CircleAlert } from "lucide-react"
import { hasRecoverySession } from "@/lib/auth"
import { AUTH_MESSAGES } from "@/lib/messages"
import { pageMetadata } from "@/lib/metadata"
import { Alert, AlertDescription } from "@/components/ui/alert"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { ResetPasswordForm } from "@/components/auth/reset-password-form"
import { updatePassword } from "./actions"

/**
 * Cache Components would stream this page's URL-dependent part behind Suspense, which only appears
 * once JavaScript runs. Blocking instead puts the forms in the HTML itself, so they work before
 * hydration and without JavaScript; the only wait is reading the URL (and, for reset, the session).
 */
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: "Redefinir Senha",
  description: "Crie uma nova senha para sua conta na Convergência Empreendedora.",
  path: "/auth/reset-password",
  noIndex: true,
})

type Props = { searchParams: Promise<{ erro?: string | string[] }> }

export default function ResetPasswordPage({ searchParams }: Props) {
  return (
    <div className="container mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold">Redefinir Senha</h1>
          </CardTitle>
          <CardDescription>Escolha uma nova senha com pelo menos 6 caracteres.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ResetPanel searchParams={searchParams} />
        </CardContent>
      </Card>
    </div>
  )
}

/** The form when the session came from a recovery link, else the invalid-link message. */
async function ResetPanel({ searchParams }: Props) {
  const { erro } = await searchParams
  // The confirm route sends failed links here with ?erro=; otherwise the session decides.
  const allowed = erro === undefined && (await hasRecoverySession())
  if (allowed) return <ResetPasswordForm action={updatePassword} />
  return (
    <>
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertDescription>{AUTH_MESSAGES.recoveryLinkInvalid}</AlertDescription>
      </Alert>
      <p className="text-sm">
        <Link href="/auth?tab=recuperar" className="text-primary underline-offset-4 hover:underline">
          Solicitar um novo link de recuperação
        </Link>
      </p>
    </>
  )
}
