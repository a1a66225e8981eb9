import type { Metadata } from "next"
import Link from "next/link"
import { ArrowLeft, CircleAlert } from "lucide-react"
import { serverEnv } from "@/lib/server-env"
import { linkErrorMessage } from "@/lib/messages"
import { pageMetadata } from "@/lib/metadata"
import { postAuthPath } from "@/lib/route-rules"
import { Alert, AlertDescription } from "@/components/ui/alert"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { AuthTabs, authTabHref, parseAuthTab } from "@/components/auth/auth-tabs"
import { RecoveryForm } from "@/components/auth/recovery-form"
import { SignInForm } from "@/components/auth/sign-in-form"
import { SignUpForm } from "@/components/auth/sign-up-form"
import { readAnswerWithoutJs } from "./_lib/no-js-answer"
import { requestPasswordReset, resendConfirmation, signIn, signUp } from "./actions"

/**
 * Cache Components would stream this page's URL-dependent part behind Suspense, which only appears
 * once JavaScript runs. Blocking instead puts the forms in the HTML itself, so they work before
 * hydration and without JavaScript; the only wait is reading the URL (and, for reset, the session).
 */
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: "Entrar",
  description: "Entre, cadastre-se ou recupere o acesso à comunidade Convergência Empreendedora.",
  path: "/auth",
  noIndex: true,
})

type SearchParams = { tab?: string | string[]; from?: string | string[]; erro?: string | string[] }
type Props = { searchParams: Promise<SearchParams> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The tab, `from` and a link error come from the URL. */
export default function AuthPage({ searchParams }: Props) {
  return (
    <div className="container mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <Link
        href="/"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-2 self-start text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar ao início
      </Link>
      <Card>
        <CardHeader className="text-center">
          <CardTitle>
            <h1 className="text-2xl font-semibold">Entre na Comunidade</h1>
          </CardTitle>
          <CardDescription>Conecte-se com empreendedoras de todo o Brasil.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <AuthPanels searchParams={searchParams} />
        </CardContent>
      </Card>
    </div>
  )
}

async function AuthPanels({ searchParams }: Props) {
  const params = await searchParams
  const tab = parseAuthTab(first(params.tab))
  // Only a safe same-site path survives; anything else is dropped here and checked again on submit.
  const rawFrom = first(params.from)
  const from = rawFrom && postAuthPath(rawFrom, "") !== "" ? postAuthPath(rawFrom) : undefined
  const linkError = linkErrorMessage(first(params.erro))
  const siteKey = serverEnv.turnstileSiteKey
  const answer = await readAnswerWithoutJs(tab)
  return (
    <>
      {linkError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertDescription>{linkError}</AlertDescription>
        </Alert>
      ) : null}
      <AuthTabs active={tab} from={from}>
        {tab === "entrar" ? (
          <SignInForm
            action={signIn}
            initialState={answer}
            from={from}
            siteKey={siteKey}
            recoveryHref={authTabHref("recuperar", from)}
            resendAction={resendConfirmation}
          />
        ) : tab === "cadastrar" ? (
          <SignUpForm action={signUp} initialState={answer} siteKey={siteKey} resendAction={resendConfirmation} />
        ) : (
          <RecoveryForm action={requestPasswordReset} initialState={answer} siteKey={siteKey} />
        )}
      </AuthTabs>
    </>
  )
}
