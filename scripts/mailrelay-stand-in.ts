// Runs the MailRelay stand-in on a fixed loopback port for the local demo and e2e, so every
// MailRelay button works without an account. Control: POST /_stand-in/fail {"kind":"status","status":500}.
import { MAILRELAY_STAND_IN, startMailRelayStandIn } from "../tests/stand-ins/mailrelay"

const port = Number(process.env.MAILRELAY_STAND_IN_PORT ?? 54329)
const standIn = await startMailRelayStandIn({ port })
console.log(`[mailrelay-stand-in] listening at ${standIn.url} (key ${MAILRELAY_STAND_IN.apiKey})`)
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0))
  })
}
