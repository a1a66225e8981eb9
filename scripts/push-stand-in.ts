// Runs the Web Push stand-in (tests/stand-ins/push-service.ts) on a fixed loopback port for the
// browser tests' server: https://127.0.0.1:PUSH_STAND_IN_PORT (54326), with the test certificate
// (TLS_CERT_FILE/TLS_KEY_FILE as scripts/e2e-server.mjs sets them, else scripts/lib/e2e-tls.mjs
// makes it), which the app trusts through NODE_EXTRA_CA_CERTS. A subscription saved with the
// endpoint https://127.0.0.1:54326/push/<any id> receives the app's pushes there; the specs read them
// at /_stand-in/messages. Started by scripts/with-local-backend.mjs when PUSH_STAND_IN=1. When the
// port is taken by a stand-in already, this one says so and exits 0.
import { readFileSync } from "node:fs"
import { request } from "node:https"

import { e2eTlsOptions } from "./lib/e2e-tls.mjs"
import { PUSH_STAND_IN, startPushStandIn } from "../tests/stand-ins/push-service"

const port = Number(process.env.PUSH_STAND_IN_PORT ?? PUSH_STAND_IN.port)
const tls =
  process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : e2eTlsOptions()

function anotherIsUp() {
  return new Promise<boolean>((resolve) => {
    const req = request(`https://127.0.0.1:${port}/_stand-in/rejections`, { ca: tls.cert, timeout: 1000 }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on("error", () => resolve(false))
    req.on("timeout", () => req.destroy())
    req.end()
  })
}

let standIn: Awaited<ReturnType<typeof startPushStandIn>>
try {
  standIn = await startPushStandIn({
    tls,
    port,
    onMessage(message) {
      console.log(`[push-stand-in] push for ${message.subscription} (${message.body.length} bytes, TTL ${message.ttl})`)
    },
  })
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === "EADDRINUSE" && (await anotherIsUp())) {
    console.log(`[push-stand-in] already running at https://127.0.0.1:${port}: using that one`)
    process.exit(0)
  }
  throw error
}
console.log(`[push-stand-in] Web Push service at ${standIn.url}/push/<id>; received: ${standIn.url}/_stand-in/messages`)
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0))
  })
}
