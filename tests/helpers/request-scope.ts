/**
 * Next's request scope for integration tests that call lib/data with a member's session: Vitest
 * has no request, so next/headers' cookies() answers from this jar (a sign-in fills it) and
 * next/server's connection() resolves at once. Framework stand-ins only; none of our code is
 * replaced. In a test file:
 *   vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
 *   vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))
 */
export const cookieJar = new Map<string, string>()

export const nextHeaders = {
  cookies: async () => ({
    getAll: () => [...cookieJar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
    set: (name: string, value: string) => void cookieJar.set(name, value),
    delete: (name: string | { name: string }) => void cookieJar.delete(typeof name === "string" ? name : name.name),
  }),
  headers: async () => new Headers(),
}
