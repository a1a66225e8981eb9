import { NextRequest } from "next/server"
import { describe, expect, it } from "vitest"

import { decideRequest, routeTarget } from "./decide"

// The answers that need no database read (the ones that do are covered against the real backend in
// tests/integration/community-route.test.ts and projects-covers.test.ts, and end to end by the
// authorization matrix).

const SITE = "https://convergencia.test"
const request = (path: string, method = "GET") => new NextRequest(new URL(path, SITE), { method })
const MEMBER = "a0000000-0000-4000-a000-000000000001"

describe("decideRequest", () => {
  it("sends a visitor from a protected page to sign in, keeping the query", async () => {
    expect(await decideRequest(request("/dashboard/perfil?aba=conta"), null)).toEqual({
      action: "redirect",
      to: `/auth?from=${encodeURIComponent("/dashboard/perfil?aba=conta")}`,
      status: 307,
      cookies: [],
    })
  })

  it("sends a read of a member twin's own path to the page's address, whoever asks", async () => {
    for (const userId of [null, MEMBER]) {
      expect(await decideRequest(request("/projetos/-membro/financas-para-mei?x=1"), userId)).toEqual({
        action: "redirect",
        to: "/projetos/financas-para-mei?x=1",
        status: 308,
      })
    }
    expect(await decideRequest(request("/comunidade/-membro/artesas-do-sul", "HEAD"), null)).toMatchObject({
      to: "/comunidade/artesas-do-sul",
      status: 308,
    })
  })

  it("lets a post to a member twin through (its actions check for themselves)", async () => {
    expect(await decideRequest(request("/projetos/-membro/financas-para-mei", "POST"), MEMBER)).toEqual({
      action: "next",
    })
  })

  it("rewrites a signed-in member's project page to its twin, any method, query kept", async () => {
    for (const method of ["GET", "POST"]) {
      expect(await decideRequest(request("/projetos/financas-para-mei?aba=1", method), MEMBER)).toEqual({
        action: "rewrite",
        to: "/projetos/-membro/financas-para-mei?aba=1",
      })
    }
    expect(await decideRequest(request("/projetos/financas-para-mei"), null)).toEqual({ action: "next" })
  })

  it("rewrites a filtered list to its twin for everyone", async () => {
    for (const userId of [null, MEMBER]) {
      expect(await decideRequest(request("/convergindo?categoria=financas"), userId)).toEqual({
        action: "rewrite",
        to: "/convergindo/-lista?categoria=financas",
      })
    }
    expect(await decideRequest(request("/loja?utm_source=x"), null)).toEqual({ action: "next" })
  })

  it("rewrites a visitor's search to its cached twin, a member's to her own rendering (issue #42)", async () => {
    const visitor = await decideRequest(request("/convergindo?busca=mei"), null)
    expect(visitor).toMatchObject({
      action: "rewrite",
      to: expect.stringMatching(/^\/convergindo\/-visitante\/[\w-]+\?busca=mei$/),
    })
    expect(await decideRequest(request("/convergindo?busca=mei"), MEMBER)).toEqual({
      action: "rewrite",
      to: "/convergindo/-lista?busca=mei",
    })
    expect(await decideRequest(request("/busca?q=mei"), null)).toMatchObject({
      action: "rewrite",
      to: expect.stringMatching(/^\/busca\/-visitante\/[\w-]+\?q=mei$/),
    })
    expect(await decideRequest(request("/busca?q=mei"), MEMBER)).toEqual({ action: "next" })
    // The twin's own path, named directly, is read at its page's address.
    expect(await decideRequest(request("/busca/-visitante/bWVpCgox"), MEMBER)).toEqual({
      action: "redirect",
      to: "/busca?q=mei",
      status: 308,
    })
  })

  it("answers 404 up front for a malformed listing id and a refused preview link", async () => {
    expect(await decideRequest(request("/dashboard/negocio/%ff"), MEMBER)).toEqual({ action: "next", status: 404 })
    expect(await decideRequest(request("/previa/nao-e-um-token"), null)).toEqual({ action: "next", status: 404 })
  })
})

describe("routeTarget", () => {
  it("resolves a path against the request's own origin", () => {
    const target = routeTarget("/auth?from=%2F%2Fevil.example", request("/dashboard"))
    expect(target.href).toBe(`${SITE}/auth?from=%2F%2Fevil.example`)
  })

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "auth"])("refuses %s", (to) => {
    expect(() => routeTarget(to, request("/dashboard"))).toThrow(/leaves the site/)
  })
})
