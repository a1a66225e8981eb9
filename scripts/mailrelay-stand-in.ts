// Runs the MailRelay stand-in on a fixed loopback port for the local demo and e2e, so every
// MailRelay button works without an account. Control: POST /_stand-in/fail {"kind":"status","status":500}.
// E-mails the app sends through it (newsletter confirmations) are listed at /_stand-in/emails, and
// their links are printed here, as the local auth server prints its own.
import { MAILRELAY_STAND_IN, startMailRelayStandIn } from "../tests/stand-ins/mailrelay"

const port = Number(process.env.MAILRELAY_STAND_IN_PORT ?? 54329)
const standIn = await startMailRelayStandIn({
  port,
  onEmail(email) {
    // The links that do something (confirm, unsubscribe), not the site's address in the signature.
    const links = (email.text.match(/https?:\/\/\S+/g) ?? []).filter((link) => new URL(link).search)
    console.log(`[mailrelay-stand-in] e-mail to ${email.to.join(", ")}: ${email.subject}`)
    for (const link of links) console.log(`[mailrelay-stand-in]   ${link}`)
  },
})
console.log(`[mailrelay-stand-in] listening at ${standIn.url} (key ${MAILRELAY_STAND_IN.apiKey})`)
console.log(`[mailrelay-stand-in] e-mails sent by the app: ${standIn.url}/_stand-in/emails`)
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0))
  })
}
