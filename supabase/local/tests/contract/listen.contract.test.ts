import { describe, expect, it } from "vitest"
import { demoSecretListenRefusal, isLoopbackHost, LOCAL_JWT_SECRET, loadConfig } from "../../config"
import { startLocalSupabase } from "../../server"

const env = (vars: Record<string, string>) => ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv

// The local backend signs every token with the Supabase CLI's published demo secret
// ("super-secret-jwt-token-with-at-least-32-characters-long", the CLI's default `auth.jwt_secret`):
// whoever can reach it can sign a service_role token. Hosted Supabase has a per-project secret, so
// the local backend must not be reachable from the network with that secret unless told so.
describe("listening with the demo JWT secret", () => {
  it("refuses a non-loopback address, saying why, before opening anything", async () => {
    await expect(startLocalSupabase({ dataDir: "memory://", host: "0.0.0.0", port: 0, quiet: true })).rejects.toThrow(
      /demo JWT secret.*forge a service_role \(admin\) token.*LOCAL_SUPABASE_ALLOW_DEMO_SECRET_ON_NETWORK=1/s
    )
  })

  it("listens on loopback as before", async () => {
    const local = await startLocalSupabase({ dataDir: "memory://", host: "127.0.0.1", port: 0, quiet: true })
    try {
      const response = await fetch(`${local.url}/auth/v1/health`, { headers: { apikey: local.config.anonKey } })
      expect(response.status).toBe(200)
    } finally {
      await local.close()
    }
  })

  it("accepts a network address only when LOCAL_SUPABASE_ALLOW_DEMO_SECRET_ON_NETWORK is set", () => {
    const exposed = loadConfig(env({ LOCAL_SUPABASE_HOST: "0.0.0.0" }))
    expect(exposed.jwtSecret).toBe(LOCAL_JWT_SECRET)
    expect(demoSecretListenRefusal(exposed)).toMatch(/refusing to listen on 0\.0\.0\.0/)
    expect(demoSecretListenRefusal(loadConfig(env({ LOCAL_SUPABASE_HOST: "192.168.1.20" })))).not.toBeNull()
    expect(demoSecretListenRefusal(loadConfig(env({ LOCAL_SUPABASE_HOST: "::" })))).not.toBeNull()
    expect(
      demoSecretListenRefusal(
        loadConfig(env({ LOCAL_SUPABASE_HOST: "0.0.0.0", LOCAL_SUPABASE_ALLOW_DEMO_SECRET_ON_NETWORK: "1" }))
      )
    ).toBeNull()
    // The defaults and what the dev, start and e2e scripts use (a loopback bind, public names via
    // LOCAL_SUPABASE_EXTERNAL_URL) stay allowed.
    expect(demoSecretListenRefusal(loadConfig(env({})))).toBeNull()
    expect(
      demoSecretListenRefusal(loadConfig(env({ LOCAL_SUPABASE_EXTERNAL_URL: "http://api.convergencia.test:54321" })))
    ).toBeNull()
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1", "[::1]"]) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ["0.0.0.0", "::", "", "10.0.0.1", "api.convergencia.test"])
      expect(isLoopbackHost(host)).toBe(false)
  })
})
