import { connection } from "next/server"

import { E2eErrorThrower } from "@/components/layout/e2e-error-thrower"

export type E2eErrorScope = "pagina" | "global"

/**
 * Lets the end-to-end suite prove the error screens render: with E2E_ERROR_TRIGGER=1 in the server's
 * environment (set only by the e2e runner), "?e2e-erro=pagina" or "?e2e-erro=global" makes rendering fail.
 * The variable is read per request (after connection()), never baked into the build, so a production
 * server without it renders nothing here whatever the URL says.
 */
export async function E2eErrorProbe({ scope }: { scope: E2eErrorScope }) {
  await connection()
  if (process.env.E2E_ERROR_TRIGGER !== "1") return null
  return <E2eErrorThrower scope={scope} />
}
