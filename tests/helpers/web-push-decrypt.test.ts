/**
 * The test's own RFC 8291 decryption (tests/helpers/web-push-decrypt.ts), against the RFC's worked
 * example (Appendix A: keys, salt, every derived value, the message) and, by round trip, against
 * what the app's sender (the web-push package) encrypts.
 */
import webpush from "web-push"
import { describe, expect, it } from "vitest"

import { decryptWebPush, deriveKeys, newSubscriptionKeys, readHeader } from "./web-push-decrypt"

// RFC 8291 Appendix A, verbatim (base64url).
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  ecdhSecret: "kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs",
  ikm: "S4lYMb_L0FxCeq0WhDx813KgSYqU26kOyzWUdsXYyrg",
  prk: "09_eUZGrsvxChDCGRCdkLiDXrReGOEVeSCdCcPBSJSc",
  cek: "oIhVW04MRdy2XN9CiKLxTg",
  nonce: "4h_95klXJ5E_qnoN",
  message:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
}
const keys = { privateKey: RFC.uaPrivate, publicKey: RFC.uaPublic, auth: RFC.auth }
const b64 = (value: Buffer) => value.toString("base64url")

describe("RFC 8291 Appendix A", () => {
  const message = Buffer.from(RFC.message, "base64url")

  it("reads the header: salt, a 4096-byte record size, the server's public key as key id", () => {
    const header = readHeader(message)
    expect(b64(header.salt)).toBe(RFC.salt)
    expect(header.recordSize).toBe(4096)
    expect(b64(header.keyId)).toBe(RFC.asPublic)
  })

  it("derives the RFC's ECDH secret, IKM, PRK, content key and nonce", () => {
    const derived = deriveKeys(keys, Buffer.from(RFC.asPublic, "base64url"), Buffer.from(RFC.salt, "base64url"))
    expect(b64(derived.ecdhSecret)).toBe(RFC.ecdhSecret)
    expect(b64(derived.ikm)).toBe(RFC.ikm)
    expect(b64(derived.prk)).toBe(RFC.prk)
    expect(b64(derived.cek)).toBe(RFC.cek)
    expect(b64(derived.nonce)).toBe(RFC.nonce)
  })

  it("decrypts the example message", () => {
    expect(decryptWebPush(message, keys).toString("utf8")).toBe(RFC.plaintext)
  })

  it("refuses the message when one ciphertext byte changed (GCM's tag)", () => {
    const tampered = Buffer.from(message)
    tampered[tampered.length - 20]! ^= 1
    expect(() => decryptWebPush(tampered, keys)).toThrow()
  })

  it("refuses the message for another subscription's auth secret", () => {
    expect(() => decryptWebPush(message, { ...keys, auth: newSubscriptionKeys().auth })).toThrow()
  })
})

describe("round trip with the web-push package", () => {
  it("decrypts what web-push encrypts for a fresh subscription", () => {
    const subscription = newSubscriptionKeys()
    const payload = JSON.stringify({ title: "Nova mensagem de Ana Ção", body: "Olá! 👋", url: "/mensagens", tag: "n1" })
    const sent = webpush.encrypt(subscription.publicKey, subscription.auth, payload, "aes128gcm")
    expect(decryptWebPush(sent.cipherText, subscription).toString("utf8")).toBe(payload)
  })

  it("decrypts a payload near the 4096-byte limit", () => {
    const subscription = newSubscriptionKeys()
    const payload = "é".repeat(1900)
    const sent = webpush.encrypt(subscription.publicKey, subscription.auth, payload, "aes128gcm")
    expect(decryptWebPush(sent.cipherText, subscription).toString("utf8")).toBe(payload)
  })
})
