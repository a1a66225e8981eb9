import webpush from "web-push"
import { describe, expect, it } from "vitest"

import { defaultVapidSubject, parseVapidConfig } from "@/lib/push/vapid"

const SITE = "https://convergencia.test:3100"
const keys = webpush.generateVAPIDKeys()

describe("parseVapidConfig", () => {
  it("is off (null) when neither key is set", () => {
    expect(parseVapidConfig({}, SITE)).toBeNull()
    expect(parseVapidConfig({ VAPID_PUBLIC_KEY: " ", VAPID_PRIVATE_KEY: "" }, SITE)).toBeNull()
  })

  it("reads the pair web-push generates, with the subject given", () => {
    expect(
      parseVapidConfig(
        {
          VAPID_PUBLIC_KEY: ` ${keys.publicKey} `,
          VAPID_PRIVATE_KEY: keys.privateKey,
          VAPID_SUBJECT: "mailto:contato@convergencia.org.br",
        },
        SITE
      )
    ).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject: "mailto:contato@convergencia.org.br" })
  })

  it("defaults the subject to the sender, else the site over https", () => {
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }
    expect(parseVapidConfig({ ...env, MAILRELAY_FROM_EMAIL: "ola@convergencia.org.br" }, SITE)?.subject).toBe(
      "mailto:ola@convergencia.org.br"
    )
    expect(parseVapidConfig(env, SITE)?.subject).toBe("https://convergencia.test:3100")
    expect(defaultVapidSubject("http://localhost:3000")).toBe("mailto:push@localhost")
    expect(defaultVapidSubject("https://localhost:3000")).toBe("mailto:push@localhost")
    expect(defaultVapidSubject("http://convergencia.test:3000")).toBe("mailto:push@convergencia.test")
  })

  it("refuses one key without the other, malformed keys and subjects, naming the variable", () => {
    expect(() => parseVapidConfig({ VAPID_PUBLIC_KEY: keys.publicKey }, SITE)).toThrow(/set together/)
    expect(() => parseVapidConfig({ VAPID_PRIVATE_KEY: keys.privateKey }, SITE)).toThrow(/set together/)
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }, /VAPID_PUBLIC_KEY/],
      [{ VAPID_PUBLIC_KEY: `${keys.publicKey}=`, VAPID_PRIVATE_KEY: keys.privateKey }, /VAPID_PUBLIC_KEY/],
      [{ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.publicKey }, /VAPID_PRIVATE_KEY/],
      [{ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "a+b/c" }, /VAPID_PRIVATE_KEY/],
      [
        { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "http://x.test" },
        /VAPID_SUBJECT/,
      ],
      [
        { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "contato" },
        /VAPID_SUBJECT/,
      ],
    ]
    for (const [env, message] of cases) expect(() => parseVapidConfig(env, SITE), JSON.stringify(env)).toThrow(message)
  })
})
