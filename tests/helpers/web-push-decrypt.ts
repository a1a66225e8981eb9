import { createDecipheriv, createECDH, createHmac } from "node:crypto"

/**
 * Decrypts a Web Push message as the browser does (RFC 8291, "aes128gcm" content coding of
 * RFC 8188), with node:crypto only, so the push tests read what a phone would show without trusting
 * the sending library's own code. The subscription is the test's: its P-256 key pair and auth secret.
 */

export interface PushSubscriptionKeys {
  /** The user agent's private key: 32 bytes, base64url (what the browser keeps). */
  privateKey: string
  /** Its public key, uncompressed P-256 point (65 bytes), base64url: the subscription's p256dh. */
  publicKey: string
  /** The 16-byte auth secret, base64url: the subscription's auth. */
  auth: string
}

const b64 = (value: string) => Buffer.from(value, "base64url")
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest()

/** RFC 5869 HKDF with SHA-256, for one output block (every length here is ≤ 32). */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm)
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length)
}

/** A fresh subscription's keys, as a browser makes them. */
export function newSubscriptionKeys(): PushSubscriptionKeys {
  const ecdh = createECDH("prime256v1")
  ecdh.generateKeys()
  return {
    privateKey: ecdh.getPrivateKey().toString("base64url"),
    publicKey: ecdh.getPublicKey().toString("base64url"),
    auth: crypto.getRandomValues(Buffer.alloc(16)).toString("base64url"),
  }
}

/** RFC 8188 §2.1's header: salt (16), record size (uint32), key id length (1), key id. */
export function readHeader(message: Buffer) {
  if (message.length < 21) throw new Error("the message is shorter than its header")
  const salt = message.subarray(0, 16)
  const recordSize = message.readUInt32BE(16)
  const idLength = message[20]!
  const keyId = message.subarray(21, 21 + idLength)
  if (recordSize < 18) throw new Error(`record size ${recordSize} is below the minimum of 18`)
  return { salt, recordSize, keyId, body: message.subarray(21 + idLength) }
}

/**
 * The keys RFC 8291 §3.4 derives: the ECDH secret, IKM (mixing in the auth secret and both public
 * keys), then RFC 8188's content-encryption key and nonce from the message's salt.
 */
export function deriveKeys(keys: PushSubscriptionKeys, serverPublicKey: Buffer, salt: Buffer) {
  const ecdh = createECDH("prime256v1")
  ecdh.setPrivateKey(b64(keys.privateKey))
  const ecdhSecret = ecdh.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0", "ascii"), b64(keys.publicKey), serverPublicKey])
  const ikm = hkdf(b64(keys.auth), ecdhSecret, keyInfo, 32)
  const prk = hmac(salt, ikm)
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0", "ascii"), 16)
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0", "ascii"), 12)
  return { ecdhSecret, ikm, prk, cek, nonce }
}

/** RFC 8188 §2.3: the record's nonce is the base nonce XOR its sequence number (big-endian). */
function recordNonce(nonce: Buffer, sequence: number) {
  const result = Buffer.from(nonce)
  // Sequence numbers stay far below 2^32 here, so only the last four bytes change (JS's ^ is 32-bit).
  result.writeUInt32BE((result.readUInt32BE(8) ^ sequence) >>> 0, 8)
  return result
}

/** The plaintext of an aes128gcm Web Push message sent to a subscription with these keys. */
export function decryptWebPush(message: Buffer, keys: PushSubscriptionKeys): Buffer {
  const { salt, recordSize, keyId, body } = readHeader(message)
  // RFC 8291 §4: the key id is the application server's ECDH public key.
  if (keyId.length !== 65 || keyId[0] !== 0x04) throw new Error("the key id is not a P-256 public key")
  const { cek, nonce } = deriveKeys(keys, keyId, salt)
  const plain: Buffer[] = []
  let sequence = 0
  for (let start = 0; start < body.length; start += recordSize, sequence += 1) {
    const record = body.subarray(start, start + recordSize)
    if (record.length < 17) throw new Error("a record is too short for its tag")
    const decipher = createDecipheriv("aes-128-gcm", cek, recordNonce(nonce, sequence))
    decipher.setAuthTag(record.subarray(record.length - 16))
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
    // Padding is zeros after a delimiter: 2 on the last record, 1 on any other (RFC 8188 §2).
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end -= 1
    const last = start + recordSize >= body.length
    if (end < 0 || padded[end] !== (last ? 2 : 1)) throw new Error("a record's padding delimiter is wrong")
    plain.push(padded.subarray(0, end))
  }
  return Buffer.concat(plain)
}

/** The app's payload ({title, body, url, tag}), decrypted and parsed. */
export function decryptPushPayload(message: Buffer, keys: PushSubscriptionKeys): unknown {
  return JSON.parse(decryptWebPush(message, keys).toString("utf8")) as unknown
}
