import { expect, type Page, test } from "@playwright/test"

/**
 * Turnstile, against a stand-in for Cloudflare's api.js (no network here). Runs only against a
 * build made with NEXT_PUBLIC_TURNSTILE_SITE_KEY (e.g. the always-passing test key
 * 1x00000000000000000000AA); without a key the forms have no captcha, which auth.spec.ts covers.
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

async function captchaConfigured(page: Page) {
  await page.goto("/auth")
  await expect(page.getByRole("form", { name: "Entrar" })).toBeVisible()
  return (await page.getByTestId("captcha").count()) > 0
}

test.describe("captcha (Turnstile stand-in)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("https://challenges.cloudflare.com/**", (route) => route.abort())
  })

  test("submit waits for a token, and every submit resets the widget", async ({ page }) => {
    await page.route(SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: STAND_IN }))
    test.skip(!(await captchaConfigured(page)), "built without NEXT_PUBLIC_TURNSTILE_SITE_KEY")
    const form = page.getByRole("form", { name: "Entrar" })
    const submit = form.getByRole("button", { name: "Entrar" })
    await expect(submit).toBeDisabled()
    await form.getByLabel("Email").fill("membro@convergencia.test")
    await form.getByLabel("Senha", { exact: true }).fill("senha-errada")
    await form.getByLabel("Verificar que sou humana").check()
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(form.getByRole("alert")).toHaveText("Email ou senha incorretos")
    // The single-use token is gone: a fresh widget, and submit waits again.
    await expect(form.getByLabel("Verificar que sou humana")).not.toBeChecked()
    await expect(submit).toBeDisabled()

    // Changing tab drops the token too.
    await form.getByLabel("Verificar que sou humana").check()
    await page.getByRole("navigation", { name: "Acesso à conta" }).getByRole("link", { name: "Recuperar" }).click()
    await expect(
      page.getByRole("form", { name: "Recuperar senha" }).getByRole("button", { name: "Enviar email de recuperação" })
    ).toBeDisabled()
  })

  test("a script that fails to load shows the failure message", async ({ page }) => {
    test.skip(!(await captchaConfigured(page)), "built without NEXT_PUBLIC_TURNSTILE_SITE_KEY")
    await expect(
      page.getByText("O sistema de verificação não carregou. Atualize a página e tente novamente.")
    ).toBeVisible()
    await expect(page.getByRole("form", { name: "Entrar" }).getByRole("button", { name: "Entrar" })).toBeDisabled()
  })

  test("10 s without a token shows the failure message", async ({ page }) => {
    await page.clock.install()
    await page.route(SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: STAND_IN }))
    test.skip(!(await captchaConfigured(page)), "built without NEXT_PUBLIC_TURNSTILE_SITE_KEY")
    const message = page.getByText("O sistema de verificação não carregou. Atualize a página e tente novamente.")
    await expect(page.getByLabel("Verificar que sou humana")).toBeVisible()
    await expect(message).toHaveCount(0)
    await page.clock.fastForward(10_500)
    await expect(message).toBeVisible()
  })
})
