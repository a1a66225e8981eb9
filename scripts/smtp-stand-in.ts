// Runs the SMTP stand-in (tests/stand-ins/smtp.ts) on fixed loopback ports for the local demo and
// e2e, so the notification e-mails go somewhere real without a provider: SMTP on
// SMTP_STAND_IN_PORT (54325, user "stand-in", password "stand-in-password"), and what it received
// on SMTP_STAND_IN_HTTP_PORT (54324) as a page and as JSON. Each e-mail's links are printed here,
// as the local auth server prints its own. Several local servers share one: when the ports are
// taken by a stand-in already, this one says so and exits 0.
import { SMTP_STAND_IN, startSmtpStandIn } from "../tests/stand-ins/smtp"

const smtpPort = Number(process.env.SMTP_STAND_IN_PORT ?? SMTP_STAND_IN.smtpPort)
const httpPort = Number(process.env.SMTP_STAND_IN_HTTP_PORT ?? SMTP_STAND_IN.httpPort)
const httpUrl = `http://127.0.0.1:${httpPort}`

async function anotherIsUp() {
  try {
    return (await fetch(`${httpUrl}/_stand-in/emails`, { signal: AbortSignal.timeout(1000) })).ok
  } catch {
    return false
  }
}

let standIn: Awaited<ReturnType<typeof startSmtpStandIn>>
try {
  standIn = await startSmtpStandIn({
    smtpPort,
    httpPort,
    onEmail(email) {
      // The links that do something (query strings: unsubscribe, a conversation), not the signature's.
      const links = email.links.filter((link) => URL.canParse(link) && new URL(link).search)
      console.log(`[smtp-stand-in] e-mail to ${email.to.join(", ")}: ${email.subject}`)
      for (const link of links) console.log(`[smtp-stand-in]   ${link}`)
    },
  })
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === "EADDRINUSE" && (await anotherIsUp())) {
    console.log(`[smtp-stand-in] already running at ${httpUrl}: using that one`)
    process.exit(0)
  }
  throw error
}
console.log(
  `[smtp-stand-in] SMTP at 127.0.0.1:${standIn.smtpPort} (user ${SMTP_STAND_IN.user}, password ${SMTP_STAND_IN.password})`
)
console.log(`[smtp-stand-in] e-mails sent by the app: ${standIn.httpUrl}/`)
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0))
  })
}
