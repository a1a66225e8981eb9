import { describe, expect, it } from "vitest"

import { addressOfSignedInVersion, signedInVersionOf } from "./signed-in-pages"

describe("signedInVersionOf", () => {
  it.each([
    ["/projetos/financas-para-mei", "/projetos-membro/financas-para-mei"],
    ["/projetos/financas-para-mei/", "/projetos-membro/financas-para-mei"],
    ["/comunidade/artesas-do-sul", "/comunidade-membro/artesas-do-sul"],
  ])("rewrites %s to %s", (pathname, target) => {
    expect(signedInVersionOf(pathname)).toBe(target)
  })

  it.each([
    "/projetos",
    "/comunidade",
    "/projetos/financas-para-mei/calendario.ics",
    "/projetos/financas-para-mei/opengraph-image",
    "/comunidade/artesas-do-sul/moderacao",
    "/comunidade/artesas-do-sul/0b6f1c3e-8a51-4b0e-9a55-1f6f7a0f9c11",
    "/convergindo/um-post",
    "/diretorio/um-negocio",
  ])("leaves %s alone", (pathname) => {
    expect(signedInVersionOf(pathname)).toBeNull()
  })
})

describe("addressOfSignedInVersion", () => {
  it.each([
    ["/projetos-membro/financas-para-mei", "/projetos/financas-para-mei"],
    ["/comunidade-membro/artesas-do-sul", "/comunidade/artesas-do-sul"],
    ["/comunidade-membro", "/comunidade"],
  ])("sends %s to %s", (pathname, address) => {
    expect(addressOfSignedInVersion(pathname)).toBe(address)
  })

  it.each(["/projetos/financas-para-mei", "/projetos-lista", "/comunidade-membros/x", "/"])(
    "leaves %s alone",
    (pathname) => {
      expect(addressOfSignedInVersion(pathname)).toBeNull()
    }
  )
})
