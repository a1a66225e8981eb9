import { describe, expect, it } from "vitest"

import { mentoringRequestSignIn } from "./member-route"

describe("mentoringRequestSignIn", () => {
  it("sends a visitor from a mentoring request form to sign in, and back", () => {
    expect(mentoringRequestSignIn("/associadas/daniela-rocha/mentoria", null)).toBe(
      "/auth?from=%2Fassociadas%2Fdaniela-rocha%2Fmentoria"
    )
  })

  it("lets a member through, and leaves other pages and the twins' segments alone", () => {
    expect(
      mentoringRequestSignIn("/associadas/daniela-rocha/mentoria", "00000000-0000-4000-a000-000000000003")
    ).toBeNull()
    expect(mentoringRequestSignIn("/associadas/daniela-rocha", null)).toBeNull()
    expect(mentoringRequestSignIn("/associadas/-membro/mentoria", null)).toBeNull()
  })
})
