import { type Page } from "@playwright/test"
import { E2E_SITEVERIFY_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

/**
 * Turnstile, in the "captcha" project: the e2e build served with NEXT_PUBLIC_TURNSTILE_SITE_KEY set
 * to Cloudflare's always-passing test key, against a backend that verifies every token with a
 * siteverify stand-in (scripts/e2e-isolated-server.ts). Cloudflare's api.js is replaced by a stand-in
 * (no network here). Without a key the forms have no captcha, which auth.spec.ts covers.
 */
const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js**"
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX"

// Implements the part of window.turnstile that @marsidev/react-turnstile calls, with a checkbox
// that yields Turnstile's documented dummy token, then calls the onload callback named in the URL.
const STAND_IN = `(() => {
  const widgets = new Map()
  let next = 0
  const draw = (id) => {
    const widget = widgets.get(id)
    widget.token = ""
    widget.container.innerHTML = ""
    const label = document.createElement("label")
    const box = document.createElement("input")
    box.type = "checkbox"
    box.addEventListener("change", () => {
      widget.token = ${JSON.stringify(DUMMY_TOKEN)}
      widget.params.callback && widget.params.callback(widget.token)
    })
    label.append(box, " Verificar que sou humana")
    widget.container.append(label)
  }
  const find = (container) => {
    for (const [id, widget] of widgets) if (id === container || widget.container === container) return id
    return container === undefined ? [...widgets.keys()].at(-1) : undefined
  }
  window.turnstile = {
    ready: (callback) => callback(),
    render(container, params) {
      const element = typeof container === "string" ? document.querySelector(container) : container
      const id = "stand-in-" + next++
      widgets.set(id, { container: element, params, token: "" })
      draw(id)
      return id
    },
    reset(container) { const id = find(container); if (id) draw(id) },
    remove(container) { const id = find(container); if (id) { widgets.get(id).container.innerHTML = ""; widgets.delete(id) } },
    getResponse(container) { const id = find(container); return id ? widgets.get(id).token : undefined },
    isExpired: () => false,
    execute() {},
    expire(container) { const id = find(container); if (id) widgets.get(id).params["expired-callback"]?.(widgets.get(id).token) },
  }
  const onload = new URL(document.currentScript.src).searchParams.get("onload")
  if (onload && typeof window[onload] === "function") window[onload]()
})()`

// The siteverify stand-in of scripts/e2e-isolated-server.ts: makes its next answer a rejection.
const SITEVERIFY = E2E_SITEVERIFY_URL

async function openAuth(page: Page, path = "/auth") {
  await page.goto(path)
  await expect(page.getByRole("form", { name: "Entrar" })).toBeVisible()
}

const standInScript = (page: Page) =>
  page.route(SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: STAND_IN }))

// One backend and one siteverify stand-in for the project: in order, one worker.
test.describe.configure({ mode: "serial" })

test.describe("captcha (Turnstile stand-in)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("https://challenges.cloudflare.com/**", (route) => route.abort())
  })

  test("only the captcha screens allow Turnstile's script", async ({ request }) => {
    const scriptSrc = async (path: string) =>
      /script-src ([^;]+)/.exec((await request.get(path)).headers()["content-security-policy"] ?? "")?.[1] ?? ""
    expect(await scriptSrc("/auth")).toContain("https://challenges.cloudflare.com")
    expect(await scriptSrc("/auth/reset-password")).not.toContain("https://challenges.cloudflare.com")
    expect(await scriptSrc("/")).not.toContain("https://challenges.cloudflare.com")
    expect(await scriptSrc("/sobre")).not.toContain("https://challenges.cloudflare.com")
  })

  test("loading message, then submit waits for a token; the token passes and signs in", async ({ page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(SCRIPT, async (route) => {
      await held
      await route.fulfill({ contentType: "text/javascript", body: STAND_IN })
    })
    await openAuth(page)
    await expect(page.getByText("Carregando verificação de segurança...")).toBeVisible()
    release()
    const form = page.getByRole("form", { name: "Entrar" })
    const submit = form.getByRole("button", { name: "Entrar" })
    await expect(form.getByLabel("Verificar que sou humana")).toBeVisible()
    await expect(submit).toBeDisabled()
    await form.getByLabel("Email").fill("membro@convergencia.test")
    await form.getByLabel("Senha", { exact: true }).fill("demo-convergencia")
    await form.getByLabel("Verificar que sou humana").check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("every submit resets the widget; changing tab drops the token", async ({ page }) => {
    await standInScript(page)
    await openAuth(page)
    const form = page.getByRole("form", { name: "Entrar" })
    const submit = form.getByRole("button", { name: "Entrar" })
    await form.getByLabel("Email").fill("membro@convergencia.test")
    await form.getByLabel("Senha", { exact: true }).fill("senha-errada")
    await form.getByLabel("Verificar que sou humana").check()
    await submit.click()
    await expect(form.getByRole("alert")).toHaveText("Email ou senha incorretos")
    // The single-use token is gone: a fresh widget, and submit waits again.
    await expect(form.getByLabel("Verificar que sou humana")).not.toBeChecked()
    await expect(submit).toBeDisabled()

    await form.getByLabel("Verificar que sou humana").check()
    await page.getByRole("navigation", { name: "Acesso à conta" }).getByRole("link", { name: "Recuperar" }).click()
    await expect(
      page.getByRole("form", { name: "Recuperar senha" }).getByRole("button", { name: "Enviar email de recuperação" })
    ).toBeDisabled()
  })

  test("a token the server rejects shows Falha na autenticação and resets the widget", async ({ page }) => {
    await standInScript(page)
    await openAuth(page)
    const form = page.getByRole("form", { name: "Entrar" })
    await form.getByLabel("Email").fill("membro@convergencia.test")
    await form.getByLabel("Senha", { exact: true }).fill("demo-convergencia")
    await form.getByLabel("Verificar que sou humana").check()
    expect((await fetch(`${SITEVERIFY}/_stand-in/reject-next`, { method: "POST" })).ok).toBe(true)
    await form.getByRole("button", { name: "Entrar" }).click()
    await expect(form.getByRole("alert")).toHaveText(/^Falha na autenticação: .+/)
    await expect(page).toHaveURL(/\/auth/)
    await expect(form.getByLabel("Verificar que sou humana")).not.toBeChecked()
    await expect(form.getByRole("button", { name: "Entrar" })).toBeDisabled()
    // The values survive, and a fresh token goes through.
    await expect(form.getByLabel("Email")).toHaveValue("membro@convergencia.test")
    await form.getByLabel("Senha", { exact: true }).fill("demo-convergencia")
    await form.getByLabel("Verificar que sou humana").check()
    await form.getByRole("button", { name: "Entrar" }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("a script that fails to load shows the failure message", async ({ page }) => {
    await openAuth(page)
    await expect(
      page.getByText("O sistema de verificação não carregou. Atualize a página e tente novamente.")
    ).toBeVisible()
    await expect(page.getByRole("form", { name: "Entrar" }).getByRole("button", { name: "Entrar" })).toBeDisabled()
  })

  test("10 s without a token shows the failure message", async ({ page }) => {
    await page.clock.install()
    await standInScript(page)
    await openAuth(page)
    const message = page.getByText("O sistema de verificação não carregou. Atualize a página e tente novamente.")
    await expect(page.getByLabel("Verificar que sou humana")).toBeVisible()
    await expect(message).toHaveCount(0)
    await page.clock.fastForward(10_500)
    await expect(message).toBeVisible()
  })
})
