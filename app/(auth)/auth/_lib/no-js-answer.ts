import "server-only"
import { cookies, headers } from "next/headers"
import { redirect } from "next/navigation"
import { z } from "zod"

import type { ActionState } from "@/lib/action-state"
import { postAuthPath } from "@/lib/route-rules"
import { sessionCookieOptions } from "@/lib/supabase/cookies"
import { AUTH_TABS, authTabHref, type AuthTab } from "@/components/auth/auth-tabs"

const COOKIE = "ce-auth-answer"
// The browser sends it back on the GET that follows the 303 at once; a slow phone has room to spare.
const ANSWER_SECONDS = 15
const text = z.string().max(600)
const values = z.record(z.string().max(40), text).optional()
// The auth server's reason (e.g. email_not_confirmed, which brings the "Reenviar" button along).
const code = z.string().max(60).optional()
const answerSchema = z.object({
  tab: z.enum(AUTH_TABS.map((item) => item.id) as [AuthTab, ...AuthTab[]]),
  state: z.discriminatedUnion("status", [
    z.object({ status: z.literal("success"), message: text, code, values }),
    z.object({
      status: z.literal("error"),
      message: text,
      code,
      fieldErrors: z.record(z.string().max(40), z.array(text).max(5)).optional(),
      values,
    }),
  ]),
})

/**
 * Before hydration a form posts as a plain request (no Next-Action header), and under Cache
 * Components Next answers an action's returned state with the page's static shell: the message
 * and the typed values would be lost. So the answer travels in a short-lived HttpOnly cookie
 * (post/redirect/get) and /auth renders it into the form. Passwords never go in (the forms'
 * `values` hold only non-secret fields). With JavaScript the state returns as usual.
 *
 * A page cannot delete the cookie it reads, so the answer lives only as long as the redirect takes,
 * and the next answer given with JavaScript drops it: a later visit to the tab (the reset page's
 * "Solicitar um novo link de recuperação", a reload a minute on) must not replay an old
 * "Email de recuperação enviado!" as if a new e-mail had gone out.
 */
export async function answerWithoutJs(tab: AuthTab, state: ActionState, from?: string): Promise<ActionState> {
  const cookieStore = await cookies()
  if (state.status === "idle" || (await headers()).has("next-action")) {
    if (cookieStore.has(COOKIE)) cookieStore.delete({ name: COOKIE, path: "/auth" })
    return state
  }
  const payload = Buffer.from(JSON.stringify({ tab, state })).toString("base64url")
  cookieStore.set(COOKIE, payload, {
    path: "/auth",
    maxAge: ANSWER_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: sessionCookieOptions.secure,
  })
  const safeFrom = from ? postAuthPath(from, "") || undefined : undefined
  redirect(authTabHref(tab, safeFrom))
}

/** The answer of a plain form post to `tab`, if one is waiting (see answerWithoutJs). */
export async function readAnswerWithoutJs(tab: AuthTab): Promise<ActionState | undefined> {
  const raw = (await cookies()).get(COOKIE)?.value
  if (!raw) return undefined
  try {
    const answer = answerSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")))
    return answer.success && answer.data.tab === tab ? answer.data.state : undefined
  } catch {
    return undefined
  }
}
