import { describe, expect, it } from "vitest"

import { visitorMentoringRequest } from "./member-route"

const MEMBER = "00000000-0000-4000-a000-000000000003"

describe("visitorMentoringRequest", () => {
  it("sends a visitor from a mentoring request form to sign in, and back", () => {
    expect(visitorMentoringRequest("/associadas/daniela-rocha/mentoria", null)).toEqual({
      action: "redirect",
      to: "/auth?from=%2Fassociadas%2Fdaniela-rocha%2Fmentoria",
    })
  })

  it("answers 404 for an address no handle can have (a malformed escape, as the server passes it on)", () => {
    expect(visitorMentoringRequest("/associadas/%25ff/mentoria", null)).toEqual({ action: "not_found" })
  })

  it("lets a member through, and leaves other pages and the twins' segments alone", () => {
    expect(visitorMentoringRequest("/associadas/daniela-rocha/mentoria", MEMBER)).toBeNull()
    expect(visitorMentoringRequest("/associadas/daniela-rocha", null)).toBeNull()
    expect(visitorMentoringRequest("/associadas/-membro/mentoria", null)).toBeNull()
  })
})
